"""Small text helpers for ranking and rendering, shared by page choice and domain detection."""

import re

_WORD = re.compile(r"[a-zа-яіїєґ0-9][a-zа-яіїєґ0-9'-]*", re.IGNORECASE)
_STOPWORDS_TEXT = """
a an and are as at be but by can do does for from has have how i if in into is it its me my no not of on or
our she should so that the their them then there these they this to too up was we what when where which
who why will with would you your about after again all also am any because been before being both could
did down during each few further had her here hers him his just more most much must nor now off once only
other out over own same some such than those through under until very while
"""
STOPWORDS = frozenset(_STOPWORDS_TEXT.split())


def terms(text: str) -> list[str]:
    """Lower-cased words of 3+ characters that carry meaning (no stopwords), in order, with repeats."""
    return [
        w
        for w in (m.group(0).lower().strip("'-") for m in _WORD.finditer(text))
        if len(w) >= 3 and w not in STOPWORDS
    ]


def stem(word: str) -> str:
    """A crude, deterministic stem so 'runs'/'running'/'run' and 'lifts'/'lift' meet."""
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def stems(text: str) -> set[str]:
    return {stem(word) for word in terms(text)}


def snippet(line: str, limit: int = 60) -> str:
    """The start of a line, cut at a word boundary, for citation keys."""
    clean = line.strip().lstrip("-*# ").strip()
    if len(clean) <= limit:
        return clean
    cut = clean[:limit].rsplit(" ", 1)[0]
    return f"{cut}…"


_MARKUP = re.compile(r"[<>\[\]`*_#|\\{}]")
_CONTROL_OR_SPACE = re.compile(r"\s+")


def plain_inline(value: object, limit: int = 80) -> str:
    """Bot-supplied text (a display name, a label) made safe to quote inside the prompt as data.

    One line, no control characters, no markdown/HTML/link syntax (so it can neither open a section,
    fake a citation key nor become markup), bounded. The one place the context bundle sanitises
    such text — see docs/context.md "The header".
    """
    text = "".join(ch if ch.isprintable() else " " for ch in str(value))
    text = _CONTROL_OR_SPACE.sub(" ", _MARKUP.sub(" ", text)).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
