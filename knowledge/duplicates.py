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
from functools import cached_property

import numpy as np

from knowledge import text

_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


@dataclass(frozen=True)
class Text:
    """What the rule compares of one record. The word and number sets are made on first use: a batch
    compares most of its records with nothing (no candidate above the cosine floor), and making the
    sets is most of what the rule costs per record."""

    key: str
    title: str
    plain_body: str
    vector: np.ndarray | None
    has_body: bool

    @classmethod
    def of(
        cls, *, key: str, title: str, body: str, vector: np.ndarray | None, plain_body: str | None = None
    ) -> "Text":
        """`plain_body`: text.plain_text(body), when the caller already holds it."""
        plain = text.plain_text(body) if plain_body is None else plain_body
        return cls(key=key, title=title, plain_body=plain, vector=vector, has_body=bool(body.strip()))

    @cached_property
    def title_words(self) -> frozenset[str]:
        return text.similarity_words(self.title)

    @cached_property
    def words(self) -> frozenset[str]:
        """The words of title and body together."""
        return self.title_words | text.similarity_words(self.plain_body)

    @cached_property
    def numbers(self) -> frozenset[str]:
        return frozenset(n.replace(",", ".") for n in _NUMBER.findall(f"{self.title} {self.plain_body}"))


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
