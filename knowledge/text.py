"""Text helpers: key normalisation, query terms, similarity forms, summaries, markdown.

`similarity_words(text)`: accents stripped, lowercased, split into words on anything that is not a
letter or digit, English stop words dropped, a trailing plural "s" dropped (weeks → week), as a set —
so word order, repetition, case and punctuation never matter. The
near-duplicate rule compares these words (knowledge.duplicates, docs/knowledge.md "Duplicates").
"""

import re
import unicodedata

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
    if text.isascii():  # nothing to decompose: skip the per-character pass (most records are ASCII)
        return text.lower()
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


def similarity_words(text: str) -> frozenset[str]:
    """The similarity form of a text: its words as a set (what the duplicate rule compares)."""
    return frozenset(
        # a trailing plural "s" dropped (weeks → week; not "class", not "bus"), inline: one call per word
        # cost a batch write a tenth of its duplicate check
        word[:-1] if len(word) > 3 and word[-1] == "s" and word[-2] != "s" else word
        for word in set(words(text)) - STOP_WORDS
    )


# --- Plain-text summaries and markdown ----------------------------------------------------------

_MD_CODE = re.compile(r"```.*?```", flags=re.S)
_MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_MD_NOISE = re.compile(r"(^|\s)#{1,6}\s|[*_`>~|]|<[^>]+>")
_MD_LIST = re.compile(r"^\s*[-+]\s+", flags=re.M)
# A character every one of the patterns above needs: without one, the text is already plain.
_MD_ANY = re.compile(r"[`\[#*_>~|<]|^\s*[-+]\s", flags=re.M)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s")


def plain_text(markdown_text: str) -> str:
    text = markdown_text or ""
    if _MD_ANY.search(text):
        text = _MD_CODE.sub(" ", text)
        text = _MD_LINK.sub(r"\1", text)
        text = _MD_NOISE.sub(" ", text)
        text = _MD_LIST.sub(" ", text)
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
