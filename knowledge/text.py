"""Text helpers: key normalisation, query terms, near-duplicate similarity, summaries, markdown.

Near-duplicate similarity (documented in docs/knowledge.md):
  1. `similarity_form(text)`: accents stripped, lowercased, split into words on anything that is not a
     letter or digit, English stop words dropped, a trailing plural "s" dropped (weeks → week), the
     words sorted and joined with one space — so word order, case and punctuation never matter.
  2. `similarity(a, b)` = difflib.SequenceMatcher ratio of the two forms (2·matches / total length).
  3. A new record is a near-duplicate of a live head when the keys are equal, or the similarity of the
     keys or of the titles is ≥ KNOWLEDGE_DUPLICATE_THRESHOLD (default 0.85).
"""

import difflib
import functools
import re
import unicodedata
from collections import Counter

from coda_console import sanitise

# Snowball's English stop words — the list PostgreSQL's `english` configuration drops, so the SQLite
# ranking and the PostgreSQL one ignore the same words.
_STOP_WORD_TEXT = """
    i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her
    hers herself it its itself they them their theirs themselves what which who whom this that these
    those am is are was were be been being have has had having do does did doing a an the and but if or
    because as until while of at by for with about against between into through during before after
    above below to from up down in out on off over under again further then once here there when where
    why how all any both each few more most other some such no nor not only own same so than too very s
    t can will just don should now
"""
STOP_WORDS = frozenset(_STOP_WORD_TEXT.split())

_WORD = re.compile(r"[^\W_]+")
MAX_QUERY_TERMS = 32


def fold(text: str) -> str:
    """Lowercase and strip accents (é → e) while keeping non-Latin letters (Cyrillic stays Cyrillic)."""
    decomposed = unicodedata.normalize("NFKD", text or "")
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()


def words(text: str) -> list[str]:
    return _WORD.findall(fold(text))


def normalise_key(text: str) -> str:
    """`Wrist-friendly Pressing!` → `wrist-friendly-pressing` (the stored form of every key)."""
    return "-".join(words(text))[:120].strip("-")


def normalise_name(text: str) -> str:
    """The form `known_entity_names` uses: `wrist-friendly-pressing` → `wrist friendly pressing`."""
    return " ".join(words(text))


def query_terms(text: str) -> list[str]:
    """Search terms of a free-text query: words minus stop words, deduplicated, in order, at most 32."""
    terms: list[str] = []
    for word in words(text):
        if word in STOP_WORDS or (len(word) < 2 and not word.isdigit()) or word in terms:
            continue
        terms.append(word[:64])
        if len(terms) == MAX_QUERY_TERMS:
            break
    return terms


def _singular(word: str) -> str:
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def similarity_form(text: str) -> str:
    kept = [_singular(word) for word in words(text) if word not in STOP_WORDS]
    return " ".join(sorted(kept))


def similarity(a: str, b: str, *, floor: float = 0.0) -> float:
    form_a, form_b = similarity_form(a), similarity_form(b)
    if not form_a or not form_b:  # only stop words: compare the folded texts as they are
        return 1.0 if normalise_name(a) and normalise_name(a) == normalise_name(b) else 0.0
    return form_similarity(form_a, form_b, floor=floor)


def form_similarity(form_a: str, form_b: str, *, floor: float = 0.0) -> float:
    """The ratio of two similarity forms (see `similarity`). Below `floor` the cheap upper bounds of
    difflib are returned instead of the exact ratio: a caller comparing against a threshold ≥ floor
    gets the same answer, most pairs far faster."""
    if not form_a or not form_b:
        return 0.0
    if form_a == form_b:
        return 1.0
    total = len(form_a) + len(form_b)
    # The same upper bounds as difflib's real_quick_ratio and quick_ratio, without building a matcher.
    bound = 2 * min(len(form_a), len(form_b)) / total
    if bound < floor:
        return bound
    bound = 2 * sum((_characters(form_a) & _characters(form_b)).values()) / total
    if bound < floor:
        return bound
    return difflib.SequenceMatcher(None, form_a, form_b, autojunk=False).ratio()


@functools.lru_cache(maxsize=50_000)
def _characters(form: str) -> Counter:
    return Counter(form)


def is_near_duplicate(
    *, key: str, title: str, other_key: str, other_title: str, threshold: float
) -> tuple[bool, str]:
    """(duplicate?, why) for a new key/title against one existing head."""
    if key == other_key:
        return True, "the same key"
    key_score = similarity(key.replace("-", " "), other_key.replace("-", " "), floor=threshold)
    if key_score >= threshold:
        return True, f"a near-duplicate key (similarity {key_score:.2f})"
    title_score = similarity(title, other_title, floor=threshold)
    if title_score >= threshold:
        return True, f"a near-duplicate title (similarity {title_score:.2f})"
    return False, ""


# --- Plain-text summaries and markdown ----------------------------------------------------------

_MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_MD_NOISE = re.compile(r"(^|\s)#{1,6}\s|[*_`>~|]|<[^>]+>")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s")


def plain_text(markdown_text: str) -> str:
    text = re.sub(r"```.*?```", " ", markdown_text or "", flags=re.S)
    text = _MD_LINK.sub(r"\1", text)
    text = _MD_NOISE.sub(" ", text)
    text = re.sub(r"^\s*[-+]\s+", " ", text, flags=re.M)
    return " ".join(text.split())


def summary(markdown_text: str, *, max_chars: int = 160) -> str:
    """The first sentence of the body as plain text, cut at a word boundary with an ellipsis."""
    text = plain_text(markdown_text)
    first = _SENTENCE_END.split(text, maxsplit=1)[0] if text else ""
    if len(first) <= max_chars:
        return first
    cut = first[: max_chars - 1].rsplit(" ", 1)[0].rstrip(",;:")
    return f"{cut}…"


def sentences(markdown_text: str, *, max_chars: int) -> str:
    """As many whole sentences of the body as fit `max_chars`; the first alone, cut at a word boundary
    with an ellipsis, when even it is longer. Budgeted by sentences, never cut mid-sentence otherwise."""
    text = plain_text(markdown_text)
    if not text:
        return ""
    parts = _SENTENCE_END.split(text)
    kept = ""
    for part in parts:
        candidate = f"{kept} {part}".strip()
        if len(candidate) > max_chars:
            break
        kept = candidate
    return kept or summary(markdown_text, max_chars=max_chars)


def render_markdown(markdown_text: str) -> str:
    """Markdown → HTML through the one sanitiser (coda_console/sanitise.py): no images, no ftp: links."""
    return sanitise.render_markdown(markdown_text)
