"""When is a new record the same fact as a live head? (docs/knowledge.md "Duplicates")

1. Keys are identifiers: equal keys (compared after normalisation — case, spaces, punctuation, see
   text.normalise_key) always match; different keys never make a pair similar (`ex-0001` and
   `ex-0002` are two things, however alike they look).
2. Otherwise the title and body are compared by their hybrid similarity
       similarity = ½ · cosine(vectors) + ½ · Jaccard(words)
   where the vectors are the records' embeddings (knowledge.vectors) and the words are the
   similarity forms of title + body (text.similarity_words: stop words dropped, plural s dropped,
   order ignored) — of the titles alone when either record has no body, so a record that says less
   is not penalised for it. With embeddings off the similarity is the Jaccard overlap alone.
3. Texts that state different numbers — each states a number the other does not — are different
   facts (3×5 at 40 kg is not 3×5 at 42.5 kg) and never similar; replacing one is `supersedes`.
A pair at or above KNOWLEDGE_DUPLICATE_THRESHOLD (0.65, measured on bench/retrieval_set.py) is a
near-duplicate.
"""

import re
from dataclasses import dataclass

import numpy as np

from knowledge import text

_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


@dataclass(frozen=True, slots=True)
class Text:
    """What the rule compares of one record."""

    key: str
    words: frozenset[str]
    numbers: frozenset[str]
    vector: np.ndarray | None

    title_words: frozenset[str]
    has_body: bool

    @classmethod
    def of(
        cls, *, key: str, title: str, body: str, vector: np.ndarray | None, plain_body: str | None = None
    ) -> "Text":
        """`plain_body`: text.plain_text(body), when the caller already holds it."""
        plain = text.plain_text(body) if plain_body is None else plain_body
        numbers = frozenset(n.replace(",", ".") for n in _NUMBER.findall(f"{title} {plain}"))
        title_words = text.similarity_words(title)
        return cls(
            key=key,
            words=title_words | text.similarity_words(plain),  # the words of title and body together
            numbers=numbers,
            vector=vector,
            title_words=title_words,
            has_body=bool(body.strip()),
        )


def numbers_differ(a: Text, b: Text) -> bool:
    return bool(a.numbers and b.numbers and not (a.numbers <= b.numbers or b.numbers <= a.numbers))


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    union = a | b
    return len(a & b) / len(union) if union else 0.0


def similarity(a: Text, b: Text, *, cosine: float | None = None) -> float:
    """`cosine`: the vectors' cosine, when the caller computed it with others in one matrix product."""
    both_bodies = a.has_body and b.has_body
    jaccard = _jaccard(a.words, b.words) if both_bodies else _jaccard(a.title_words, b.title_words)
    if a.vector is None or b.vector is None:
        return jaccard
    if cosine is None:
        cosine = float(np.dot(a.vector, b.vector))
    return 0.5 * cosine + 0.5 * jaccard


def reason(new: Text, other: Text, *, threshold: float, cosine: float | None = None) -> str:
    """Why `new` duplicates `other` ("" when it does not)."""
    if new.key == other.key:
        return "the same key"
    if numbers_differ(new, other):
        return ""
    score = similarity(new, other, cosine=cosine)
    if score >= threshold:
        return f"a near-duplicate title and body (similarity {score:.2f})"
    return ""
