"""Small text helpers shared by the rules distiller: formatting numbers and dates, and making
client-supplied text safe to put on a page.

Everything a bot or a client typed (session names, meal notes, chat quotes, filed notes) passes through
`clean_inline` / `clean_block` before it reaches a page: the validator rejects raw HTML, fake coach
markers, fake contradiction pairs and dangling links, and a client's text must never be able to trip it.
"""

import datetime as dt
import re

from wiki.tree.escaping import escape_page_text, split_page_lines

MAX_LINE_CHARS = 400  # a filed note's lines are wrapped at this width
_WS_RE = re.compile(r"\s+")
_KEBAB_RE = re.compile(r"[^a-z0-9]+")


def as_of(day: dt.date) -> str:
    return f"(as of {day.isoformat()})"


def fmt_num(value: float, decimals: int = 1) -> str:
    """12.0 → "12", 12.25 → "12.2" (round half even, like every float format in Python: stable)."""
    text = f"{value:.{decimals}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def fmt_kg(value: float) -> str:
    return f"{fmt_num(value)} kg"


def fmt_int(value: float) -> str:
    return f"{round(value):,}"


def fmt_hhmm(minutes: int) -> str:
    minutes %= 24 * 60
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def fmt_set(weight_kg: float, reps: int) -> str:
    """A top set: "42.5 kg × 5" or "bodyweight × 8"."""
    load = "bodyweight" if weight_kg <= 0 else fmt_kg(weight_kg)
    return f"{load} × {reps}"


def plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count} {word if count == 1 else (many or word + 's')}"


def iso_week_label(day: dt.date) -> str:
    year, week, _ = day.isocalendar()
    return f"{year}-W{week:02d}"


def week_monday(day: dt.date) -> dt.date:
    return day - dt.timedelta(days=day.weekday())


def kebab(text: str, *, limit: int = 60) -> str:
    """ "Travel protocol (hotel gym)" → "travel-protocol-hotel-gym"; cut at a word boundary."""
    slug = _KEBAB_RE.sub("-", text.lower()).strip("-")
    if len(slug) > limit:
        slug = slug[:limit].rsplit("-", 1)[0] if "-" in slug[:limit] else slug[:limit]
    return slug.strip("-")


def neutralise(text: str) -> str:
    """Defuse everything on one line that the validator or the markup would read as structure: the one
    escaping function for bot text (wiki/tree/escaping.py, docs/wiki.md "Bot text on pages")."""
    return escape_page_text(text)


def clean_inline(text: object, limit: int = 120) -> str:
    """One line of client text: whitespace collapsed, structure defused, cut to `limit` characters."""
    value = neutralise(str(text))
    if len(value) > limit:
        value = value[: limit - 1].rstrip() + "…"
    return value


def clean_key(text: object, limit: int = 80) -> str:
    """Client text used before a `:` key separator (session names, areas): no colons either."""
    return clean_inline(str(text).replace(":", " -"), limit)


def clean_block(text: str, *, max_lines: int) -> list[str]:
    """A filed note's body as page lines: headings demoted under the note's section, HTML defused,
    blank runs collapsed, cut to `max_lines` (links are checked separately by the caller)."""
    lines: list[str] = []
    for raw in split_page_lines(text):
        stripped = raw.strip()
        if stripped.startswith("#"):
            heading = stripped.lstrip("#").strip()
            line = f"### {escape_page_text(heading)}" if heading else ""
        else:
            line = escape_page_text(raw)
        if not line.strip() and (not lines or not lines[-1].strip()):
            continue
        lines += _wrap(line, MAX_LINE_CHARS)
    while lines and not lines[-1].strip():
        lines.pop()
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], "_(shortened; the full note is in the raw digest)_"]
    return lines


def _wrap(line: str, width: int) -> list[str]:
    """Split an overlong line at spaces (the validator caps line length; a page never holds a wall)."""
    out: list[str] = []
    while len(line) > width:
        cut = line.rfind(" ", 0, width)
        cut = cut if cut > 0 else width
        out.append(line[:cut].rstrip())
        line = line[cut:].lstrip()
    return [*out, line]
