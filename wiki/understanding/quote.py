"""Client text as it may stand on a page: one function every quote goes through (docs/understanding.md).

`quote_client_text` is the single exit for what a client typed on its way to a wiki page. It collapses
whitespace (newlines included), removes HTML comment openers, defuses page structure (coach markers,
⚠ pairs, bold areas, table pipes, unchecked links — wiki/distillers/rules/text.py `neutralise`), and
shortens at a clause or word boundary, never inside a word.
"""

import re

from wiki.markup import CONTRADICTION_MARK

QUOTE_MAX_CHARS = 160
_WS_RE = re.compile(r"\s+")
_CLAUSE_END_RE = re.compile(r"[.!?;,:—–)](?=\s)")
_LINK_OPEN_RE = re.compile(r"\]\s*\(")


def quote_client_text(text: object, limit: int = QUOTE_MAX_CHARS) -> str:
    """One line of client text, safe on a page, at most `limit` characters, cut between words."""
    value = str(text).replace("<!--", " ").replace("-->", " ")
    value = _WS_RE.sub(" ", value).strip()
    value = _defuse(value)
    if len(value) <= limit:
        return value
    return shorten(value, limit)


def shorten(value: str, limit: int) -> str:
    """Cut at the last clause end that keeps at least half the room, else at the last space; add "…"."""
    room = value[: limit - 1]
    ends = [m.end() for m in _CLAUSE_END_RE.finditer(room + " ") if m.end() >= limit // 2]
    if ends:
        return room[: ends[-1]].rstrip(" ,;:—–") + "…"
    space = room.rfind(" ")
    cut = room[:space] if space > 0 else room
    return cut.rstrip(" ,;:—–") + "…"


def _defuse(text: str) -> str:
    """The structure a page would read in client text, defused (the same rules as the distiller's
    `neutralise`, docs/wiki-rules.md "Page conventions"), and double quotes made single so a quote
    cannot close early."""
    text = text.replace("<", "‹").replace(">", "›")  # no raw HTML, no fake coach markers
    text = text.replace(CONTRADICTION_MARK, "⚠ contradiction")  # no fake contradiction pairs
    text = text.replace("**", "*").replace("|", "/").replace('"', "'")
    return _LINK_OPEN_RE.sub("] (", text)  # no links nobody checked
