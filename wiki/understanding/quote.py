"""Client text as it may stand on a page: one function every quote goes through (docs/understanding.md).

`quote_client_text` is the single exit for what a client typed on its way to a wiki page. It escapes
the text with `wiki.tree.escaping.escape_page_text` (docs/wiki.md "Bot text on pages": whitespace collapsed,
no markup, coach or ⚠ markers, links or unsafe characters), makes double quotes single so a quote
cannot close early, and shortens at a clause or word boundary, never inside a word.
"""

import re

from wiki.tree.escaping import escape_page_text

QUOTE_MAX_CHARS = 160
_CLAUSE_END_RE = re.compile(r"[.!?;,:—–)](?=\s)")


def quote_client_text(text: object, limit: int = QUOTE_MAX_CHARS) -> str:
    """One line of client text, safe on a page, at most `limit` characters, cut between words."""
    value = escape_page_text(text).replace('"', "'")  # a quote cannot close early
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
