"""constraints-injuries.md: watch items, constraints and injuries, and the safety alert on recurrence.

Entries follow wiki/markup.py (`- **area** [level] text (as of DATE)`), one per area. The distiller
adds entries and raises levels (watch < constraint < injury); it never removes an entry or lowers a
level — only the coach may. A recurrence rewrites the entry's "— last: …" tail in place, so the page does
not grow with every report.

Safety alert: a soreness or injury report for an area that already has an entry, within 14 days of the
previous report of that area (an earlier event in the window, or the entry's own date), raises one
`safety` alert (severity high) per area per run, citing both reports.
"""

import datetime as dt
import re

from wiki.distillers.base import EventRecord, ProposedAlert
from wiki.distillers.rules.context import Ctx, PageOut
from wiki.distillers.rules.pages import Page, Section, is_frozen, line_date
from wiki.distillers.rules.text import clean_inline
from wiki.markup import ENTRY_LEVELS, ENTRY_RE, constraint_entries, entry_line, normalise_area

RECURRENCE_DAYS = 14
WATCH_SEVERITY = 3  # soreness at or above this opens a watch item

_TAIL_RE = re.compile(r" — last: .*$")
_AS_OF_TAIL_RE = re.compile(r"\s*\(as of \d{4}-\d{2}-\d{2}\)\s*$")

NIGGLE_RE = re.compile(
    r"\b(niggle|nothing serious|passing|minor|not a big deal|fine now|no big deal)\b", re.I
)
REAL_RE = re.compile(r"\b(it'?s a (?:real )?thing|real thing|train around|getting worse|hurts)\b", re.I)
_SIDE = r"(?:(?:left|right|lower|upper)\s+)?"
AREA_RE = re.compile(
    rf"\b{_SIDE}(knee|wrist|shoulder|elbow|ankle|hip|back|neck|calf|achilles|hamstring|quad|groin|foot|"
    r"heel|shin|hand|finger|glute|chest|forearm|thumb|toe|core|abs?)s?\b",
    re.IGNORECASE,
)


def answer_level(answer: str) -> str | None:
    """A lint question's answer about a body area: "Just a niggle" → watch, "It's a thing" → constraint."""
    if REAL_RE.search(answer):
        return "constraint"
    if NIGGLE_RE.search(answer):
        return "watch"
    return None


def answer_area(event: EventRecord, ctx: Ctx) -> str | None:
    """The body area a question was about: the payload's `area`, else one named in the question text or
    id, else the area most recently reported sore or injured in the last 14 days."""
    payload = event.payload
    if str(payload.get("area") or "").strip():
        return normalise_area(str(payload["area"]))
    for field in ("question", "text", "prompt", "question_id"):
        match = AREA_RE.search(str(payload.get(field) or "").replace("-", " ").replace("_", " "))
        if match:
            return normalise_area(match.group(0))
    since = event.local_date - dt.timedelta(days=RECURRENCE_DAYS)
    reports = [
        e
        for e in ctx.window.of("checkin.soreness", "injury.reported")
        if since <= e.local_date <= event.local_date and e.occurred_at <= event.occurred_at
    ]
    return normalise_area(str(reports[-1].payload["area"])) if reports else None


def entries_section(page: Page) -> Section:
    for section in page.sections:
        if any(ENTRY_RE.match(line) for line in section.lines if not is_frozen(line)):
            return section
    return page.section(
        "Watch items", ("entries", "watch list", "active", "current", "watch items and injuries")
    )


def update_constraints(page: Page, ctx: Ctx, out: PageOut) -> None:
    coach_areas = set(constraint_entries("\n".join(page.blocks)))  # entries the coach wrote herself
    alerted: set[str] = set()
    for event in ctx.new_events("checkin.soreness", "injury.reported", "question.answered"):
        report = _report(event, ctx)
        if report is None:
            continue
        area, level, what, is_report = report
        existing = _find_entry(page, area)
        if existing is not None and _already_folded(existing[0].lines[existing[1]], what, event.local_date):
            continue  # an inline run folded this report already: no second write, no second alert
        had_entry = existing is not None or area in coach_areas
        if is_report and had_entry and area not in alerted:
            previous = _previous_report(event, area, existing, ctx)
            if previous is not None:
                out.alerts.append(_safety_alert(page.path, area, event, previous, existing))
                alerted.add(area)
        if area in coach_areas and existing is None:
            continue  # the coach's own entry is ground truth: alert only, never a second entry
        _write_entry(page, area, level, what, event, existing, ctx)


def _report(event: EventRecord, ctx: Ctx) -> tuple[str, str | None, str, bool] | None:
    """(area, level to reach or None, what happened, counts as a report for recurrence)."""
    payload = event.payload
    if event.kind == "checkin.soreness":
        note = f" ({clean_inline(payload['note'], 80)})" if payload.get("note") else ""
        level = "watch" if int(payload["severity"]) >= WATCH_SEVERITY else None
        return normalise_area(str(payload["area"])), level, f"sore {payload['severity']}/5{note}", True
    if event.kind == "injury.reported":
        what = f"injury reported: {clean_inline(payload['description'], 100)}"
        return normalise_area(str(payload["area"])), "injury", what, True
    level = answer_level(str(payload.get("answer", "")))
    area = answer_area(event, ctx) if level else None
    if not level or not area:
        return None
    return area, level, f'answered "{clean_inline(payload["answer"], 60)}"', False


def _already_folded(line: str, what: str, date: dt.date) -> bool:
    return line_date(line) == date and what in line


def _find_entry(page: Page, area: str) -> tuple[Section, int] | None:
    for section in page.sections:
        for index, line in enumerate(section.lines):
            match = ENTRY_RE.match(line) if not is_frozen(line) else None
            if match and normalise_area(match["area"]) == area:
                return section, index
    return None


def _write_entry(
    page: Page,
    area: str,
    level: str | None,
    what: str,
    event: EventRecord,
    existing: tuple[Section, int] | None,
    ctx: Ctx,
) -> None:
    date = event.local_date.isoformat()
    label = clean_inline(area, 60).replace("*", "")
    if existing is None:
        if level is None:
            return  # a mild report of an area nobody is watching: the training-history log has it
        text = f"{what}; first reported {date}" if level != "injury" else f"{what}; reported {date}"
        if event.kind == "question.answered":
            text = f"{what}{_mentions(area, event, ctx)}"
        entries_section(page).replace(
            lambda line: False, [entry_line(label, level, f"{text} (as of {date})")]
        )
        return
    section, index = existing
    match = ENTRY_RE.match(section.lines[index])
    old_level = match["level"]
    new_level = old_level if level is None else max(old_level, level, key=ENTRY_LEVELS.index)
    base = _TAIL_RE.sub("", _AS_OF_TAIL_RE.sub("", match["text"]))
    if new_level != old_level:  # a raised level keeps its reason in the entry for good
        text = f"{base}; raised to {new_level}: {what} on {date}"
    else:
        text = f"{base} — last: {what} on {date}"
    section.lines[index] = entry_line(match["area"].strip(), new_level, f"{text} (as of {date})")


def _mentions(area: str, event: EventRecord, ctx: Ctx) -> str:
    """How often the area came up before the question was answered (the reason it was asked)."""
    since = event.local_date - dt.timedelta(days=RECURRENCE_DAYS)
    count = sum(
        1
        for e in ctx.window.of("checkin.soreness", "injury.reported")
        if since <= e.local_date
        and e.occurred_at <= event.occurred_at
        and normalise_area(str(e.payload["area"])) == area
    )
    return f"; mentioned {count}× in the 14 days before" if count else ""


def _previous_report(
    event: EventRecord, area: str, existing: tuple[Section, int] | None, ctx: Ctx
) -> tuple[dt.date, str | None] | None:
    """The latest earlier report of `area` within 14 days: (date, event id or None if from the page)."""
    since = event.local_date - dt.timedelta(days=RECURRENCE_DAYS)
    earlier = [
        e
        for e in ctx.window.of("checkin.soreness", "injury.reported")
        if e.seq != event.seq
        and (e.occurred_at, e.seq) < (event.occurred_at, event.seq)
        and normalise_area(str(e.payload["area"])) == area
        and e.local_date >= since
    ]
    if earlier:
        return earlier[-1].local_date, earlier[-1].event_id
    if existing is not None:
        dated = line_date(existing[0].lines[existing[1]])
        if dated is not None and since <= dated < event.local_date:
            return dated, None
    return None


def _safety_alert(
    path: str, area: str, event: EventRecord, previous: tuple[dt.date, str | None], existing
) -> ProposedAlert:
    level = ENTRY_RE.match(existing[0].lines[existing[1]])["level"] if existing else "coach"
    days = (event.local_date - previous[0]).days
    what = "injury" if event.kind == "injury.reported" else f"soreness {event.payload['severity']}/5"
    span = f"{days} day{'s' if days != 1 else ''}"
    message = (
        f"{area.capitalize()} came back within {span} ({previous[0].isoformat()} → "
        f"{event.local_date.isoformat()}, {what}) — it is on the {level} list; "
        "please check in before the next session."
    )
    evidence = tuple(x for x in (previous[1], event.event_id) if x)
    payload = {
        "area": area,
        "level": level,
        "previous_date": previous[0].isoformat(),
        "date": event.local_date.isoformat(),
        "days_apart": days,
    }
    return ProposedAlert("safety", path, "high", message, evidence, payload)
