"""Plain-text rendering of each bundle section, compact and stable (a stable prefix caches well)."""

import datetime as dt
import re
import zoneinfo

from coda_console.context.text import snippet
from coda_console.models import Event
from wiki.models import WikiPage


def page_name(path: str) -> str:
    return path.removeprefix("wiki/")


DATED_LINES_MAX = 1  # per section: the newest dated log lines quoted; older ones are counted
_DATED_LINE = re.compile(r"^[-*] (\d{4}-\d{2}-\d{2})\b")
_AS_OF_TAIL = re.compile(r" \(as of (\d{4}-\d{2}-\d{2})\)$")
_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")


def without_redundant_date(line: str) -> str:
    """ "2026-11-30 lower body A … (as of 2026-11-30)" says its date once."""
    match = _AS_OF_TAIL.search(line)
    if match and match.group(1) in line[: match.start()]:
        return line[: match.start()]
    return line


def _newest_dated(lines: list[tuple[int, str]], path: str) -> list[tuple[int, str]]:
    """Within each section, only the DATED_LINES_MAX newest dated log lines ("- 2026-11-30 …"); the
    older ones become one counted line (number 0: not a quote, never cited). Logs grow with history;
    the page's summaries, baselines and the stats endpoint carry the rest, so the bundle stays flat."""
    out: list[tuple[int, str]] = []
    section: list[tuple[int, str]] = []

    def flush() -> None:
        dated = [(line_date.group(1), n) for n, line in section if (line_date := _DATED_LINE.match(line))]
        if len(dated) <= DATED_LINES_MAX:
            out.extend(section)
        else:
            keep = {n for _, n in sorted(dated, reverse=True)[:DATED_LINES_MAX]}
            dropped = len(dated) - DATED_LINES_MAX
            out.extend((n, line) for n, line in section if n in keep or not _DATED_LINE.match(line))
            lines_word = "line" if dropped == 1 else "lines"
            out.append((0, f"- … {dropped} older dated {lines_word} in {page_name(path)}"))
        section.clear()

    for number, line in lines:
        if line.startswith("#"):
            flush()
            out.append((number, line))
        else:
            section.append((number, line))
    flush()
    return out


def _navigation_only(line: str) -> bool:
    """ "- Pages: [training history](../training-history.md) · …" links pages; it claims nothing."""
    if not _LINK.search(line):
        return False
    rest = _LINK.sub("", line.removesuffix(")").split(" (as of ")[0])
    return not re.search(r"[^\W\d_]{3,}", rest.replace("Pages", "").replace("See also", ""))


def compact_lines(content: str, path: str = "") -> list[tuple[int, str]]:
    """A page as quoted in the bundle: (line number in the stored version, text), without its H1
    (the section heading names the page), blank lines, navigation-only lines, empty sections and dates
    said twice, and with
    only the newest dated lines of each section. Each kept line is a prefix of its stored line, so
    citations resolve."""
    lines = [
        (n, without_redundant_date(line.rstrip())) for n, line in enumerate(content.split("\n"), start=1)
    ]
    lines = [
        (n, line)
        for n, line in lines
        if line.strip() and not line.startswith("# ") and not _navigation_only(line)
    ]
    kept: list[tuple[int, str]] = []
    for index, (number, line) in enumerate(lines):
        heading = line.startswith("#")
        following = lines[index + 1][1] if index + 1 < len(lines) else "#"
        if heading and following.startswith("#") and following.count("#") <= line.split(" ", 1)[0].count("#"):
            continue  # a section with nothing in it
        kept.append((number, line))
    return _newest_dated(kept, path) if path else kept


def page_section(title: str, page: WikiPage, *, already_quoted: frozenset[str] = frozenset()) -> str:
    """A quoted page. Lines the safety slice already quotes are not repeated; a page left with no list
    line of its own says where its lines are."""
    every = [line for _, line in compact_lines(page.current_content, page.path)]
    lines = [line for line in every if line not in already_quoted]
    head = f"## {title}: {page_name(page.path)} (v{page.current_number})"
    if len(lines) < len(every) and not any(line.startswith(("- ", "* ")) for line in lines):
        return f"{head}\nIts current lines are quoted in the safety slice above."
    return "\n".join([head, *lines])


STALE_AFTER_DAYS = 14  # an index row older than this (vs the index's newest row) shows its date


def index_section(page: WikiPage) -> str:
    """index.md as a compact list: one line per page, links as plain names (the index is not cited);
    a row shows its date only when the page is stale — 14+ days older than the newest row."""
    rows: list[tuple[str, str, str]] = []
    for line in page.current_content.split("\n"):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")] if line.startswith("|") else []
        if len(cells) < 2 or set(cells[0]) <= set("-: ") or cells[0] == "Page":
            continue
        rows.append(
            (_LINK.sub(r"\1", cells[0]), _LINK.sub(r"\1", cells[1]), cells[2] if len(cells) > 2 else "")
        )
    head = f"## index.md (v{page.current_number}, one line per page)"
    if not rows:
        return f"{head}\n{page.current_content.strip()}"
    dates = [_date(updated) for _, _, updated in rows]
    newest = max((d for d in dates if d), default=None)
    lines = []
    for (name, summary, updated), date in zip(rows, dates, strict=True):
        stale = newest and date and (newest - date).days >= STALE_AFTER_DAYS
        lines.append(f"- {name}: {summary}" + (f" (updated {updated})" if stale else ""))
    return "\n".join([head, *lines])


def _date(text: str) -> dt.date | None:
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError:
        return None


def program_section(event: Event | None, tz: zoneinfo.ZoneInfo) -> str:
    if event is None:
        return "## Active program\nNo program change recorded yet."
    payload = event.payload
    by = f", by {payload['by']}" if payload.get("by") else ""
    since = event.occurred_at.astimezone(tz).date().isoformat()
    return f"## Active program (since {since}{by})\n{payload.get('summary', '').strip()}"


def _sets(sets: list[dict]) -> str:
    tops: dict[str, tuple[float, int]] = {}
    for item in sets:
        best = tops.get(item["exercise"])
        if best is None or (item["weight_kg"], item["reps"]) > best:
            tops[item["exercise"]] = (item["weight_kg"], item["reps"])
    return "; ".join(f"{name} top {reps}×{weight:g} kg" for name, (weight, reps) in tops.items())


def _describe(event: Event) -> str:
    p = event.payload
    match event.kind:
        case "sleep.logged":
            extra = f", bed {p['bedtime']}" if p.get("bedtime") else ""
            return f"sleep {p['hours']:g} h{extra}"
        case "recovery.scored":
            return f"recovery {p['score']:g}"
        case "session.completed":
            detail = _sets(p.get("sets", []))
            minutes = f", {p['duration_min']:g} min" if p.get("duration_min") else ""
            return f"session done: {p['name']}{minutes}" + (f" — {detail}" if detail else "")
        case "session.skipped":
            return f"session skipped: {p['name']}" + (f" ({p['reason']})" if p.get("reason") else "")
        case "meal.logged":
            protein = f", {p['protein_g']:g} g protein" if p.get("protein_g") is not None else ""
            return f"meal: {snippet(p['description'], 50)}{protein}"
        case "weight.logged":
            return f"weight {p['kg']:g} kg"
        case "brief.confirmed":
            return "confirmed the brief"
        case "chat.turn":
            return f"{p['role']}: {snippet(p['text'], 100 if p['role'] == 'user' else 60)}"
        case "checkin.soreness":
            return f"soreness {p['area']} {p['severity']}/5"
        case "injury.reported":
            return f"injury reported: {p['area']} — {snippet(p['description'], 80)}"
        case "travel.started" | "travel.ended":
            verb = "travel started" if event.kind == "travel.started" else "travel ended"
            return f"{verb}" + (f": {p['location']}" if p.get("location") else "")
        case "program.changed":
            return f"program changed: {snippet(p['summary'], 80)}"
        case "note.filed":
            return f"note filed: {snippet(p['title'], 60)}"
        case "question.answered":
            return f"answered question {p['question_id']}: {snippet(p['answer'], 60)}"
        case _:
            return f"{event.kind}: {snippet(', '.join(f'{k}={v}' for k, v in sorted(p.items())), 80)}"


def event_lines(events: list[Event], tz: zoneinfo.ZoneInfo) -> list[str]:
    return [f"- {e.occurred_at.astimezone(tz):%a %H:%M} {_describe(e)}" for e in events]


def events_section(lines: list[str], hours: int) -> str:
    body = "\n".join(lines) if lines else "Nothing in this window."
    return f"## Recent events (last {hours} h, client-local time)\n{body}"


def today_for(tz: zoneinfo.ZoneInfo, now: dt.datetime) -> dt.date:
    return now.astimezone(tz).date()
