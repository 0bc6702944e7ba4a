"""constraints-injuries.md: watch items, constraints and injuries, and the safety alert on recurrence.

Entries follow wiki/tree/markup.py (`- **area** [level] text (as of DATE)`), one per area. The distiller
adds entries and raises levels (watch < constraint < injury); it never removes an entry or lowers a
level — only the coach may. A recurrence rewrites the entry's "— last: …" tail in place, so the page does
not grow with every report.

Safety alert: a soreness or injury report for an area that already has an entry, within 14 days of the
previous report of that area (an earlier event in the window, or the entry's own date), raises one
`safety` alert (severity high) per area per run, citing both reports.
"""

import datetime as dt
import re
from dataclasses import dataclass

from wiki.distillers.base import EventRecord, ProposedAlert
from wiki.distillers.rules import chat, chat_notes, recovered
from wiki.distillers.rules.context import Ctx, PageOut
from wiki.distillers.rules.pages import Page, Section, is_frozen, line_date
from wiki.distillers.rules.text import clean_inline
from wiki.tree.markup import ENTRY_LEVELS, ENTRY_RE, constraint_entries, entry_line, normalise_area
from wiki.understanding import framing
from wiki.understanding.lexicon import SYMPTOMS, find_areas, normalise_area_name
from wiki.understanding.normalise import normalise
from wiki.understanding.painwords import TRAINING_SORENESS_RE
from wiki.understanding.quote import quote_client_text

RECURRENCE_DAYS = 14
WATCH_SEVERITY = 3  # soreness at or above this opens a watch item
TAIL_QUOTE_CHARS = 100  # her words in an entry's tail, when the report named no area

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


@dataclass(frozen=True)
class Report:
    """One thing said about a body area: a check-in, an injury report, an answer, or pain in chat."""

    event: EventRecord
    area: str
    level: str | None  # the level it asks for (None: a mild check-in that opens nothing)
    what: str  # "sore 3/5 (stairs)", "pain 4/10 on overhead press"
    counts: bool  # a report (counts for recurrence and the tail) — an answer is not
    source: str = ""  # "chat" for a user chat turn
    quote: str = ""
    quiet: bool = False  # pain a goal gets rid of ("get rid of my knee pain"): the entry, no alert


def update_constraints(page: Page, ctx: Ctx, out: PageOut) -> None:
    coach_areas = set(constraint_entries("\n".join(page.blocks)))  # entries the coach wrote herself
    alerted: set[str] = set()
    reports = _reports(ctx)
    # a symptom said in the same sentence as a body part ("tight chest and dizzy") is one incident: the
    # body part's alert quotes it, and the symptom keeps its entry without a second alert
    told = {(r.event.event_id, r.quote) for r in reports if r.quote and r.area not in SYMPTOMS}
    for report in reports:
        existing = _find_entry(page, report.area)
        area = _entry_area(existing) if existing is not None else report.area
        if existing is not None and _already_folded(existing[0].lines[existing[1]], report):
            line = existing[0].lines[existing[1]]
            since = _SINCE_RE.search(report.what)
            sided = report.area != area and report.area not in line  # "Which knee?" — "left", same day
            if (since and since[1] not in line) or sided:
                _write_entry(page, area, report, existing, ctx)  # "Since when?" — "since monday": dated
            continue  # an inline run folded this report already: no second write, no second alert
        raises = (
            existing is not None
            and report.level is not None
            and _rank(report.level) > _rank(_level_of(existing))
        )
        alert = None
        if area not in alerted and not (area in SYMPTOMS and (report.event.event_id, report.quote) in told):
            alert = _alert_for(page.path, area, report, existing, area in coach_areas, raises, ctx)
        if alert is not None:
            out.alerts.append(alert)
            alerted.add(area)
        if area in coach_areas and existing is None:
            continue  # the coach's own entry is ground truth: alert only, never a second entry
        _write_entry(page, area, report, existing, ctx)
    # her word that an area is over, after its latest report: the tail says so and the inbox closes a
    # watch item's alert (docs/understanding.md "Recovered, as she said")
    out.alerts.extend(r.alert(page.path) for r in recovered.apply(page, ctx, _find_entry))
    if ctx.nightly or ctx.fed("chat.turn"):
        chat_notes.update_notes(page, ctx)


_SINCE_RE = re.compile(r"\bsince (\d{4}-\d{2}-\d{2})")


def _reports(ctx: Ctx) -> list[Report]:
    reports: list[Report] = []
    for event in ctx.new_events("checkin.soreness", "injury.reported", "question.answered", "chat.turn"):
        if event.kind == "chat.turn":
            reports += [
                Report(event, f.area, f.level, f.describe(), True, "chat", f.quote, f.quiet)
                for f in chat.pain_reports(event, ctx)
            ]
            continue
        found = _report(event, ctx)
        if found is not None:
            area, level, what, counts = found
            reports.append(Report(event, area, level, what, counts))
    return reports


def _alert_for(
    path: str, area: str, report: Report, existing, coach_entry: bool, raises: bool, ctx: Ctx
) -> ProposedAlert | None:
    if not report.counts or report.quiet:
        return None
    if report.source == "chat" or (raises and report.event.kind == "injury.reported"):
        return _new_report_alert(path, area, report, existing, raises)
    if existing is None and report.level is not None and not coach_entry:
        return _new_report_alert(path, area, report, existing, False)  # a new watch item or injury
    if existing is None and not coach_entry:
        return None
    previous = _previous_report(report.event, area, existing, ctx)
    return _safety_alert(path, area, report, previous, existing, raises) if previous is not None else None


def _report(event: EventRecord, ctx: Ctx) -> tuple[str, str | None, str, bool] | None:
    """(area, level to reach or None, what happened, counts as a report for recurrence)."""
    payload = event.payload
    if event.kind == "checkin.soreness":
        note = f" ({quote_client_text(payload['note'], 80)})" if payload.get("note") else ""
        sore = int(payload["severity"])
        level = "watch" if sore >= WATCH_SEVERITY else None
        if sore <= WATCH_SEVERITY and TRAINING_SORENESS_RE.search(str(payload.get("note", ""))):
            level = None  # "quads 3/5, normal doms": training soreness opens nothing (docs/understanding.md)
        return _checkin_area(str(payload["area"])), level, f"sore {payload['severity']}/5{note}", True
    if event.kind == "injury.reported":
        what = f"injury reported: {quote_client_text(payload['description'], 100)}"
        return normalise_area(str(payload["area"])), "injury", what, True
    level = answer_level(str(payload.get("answer", "")))
    area = answer_area(event, ctx) if level else None
    if not level or not area:
        return None
    return area, level, f'answered "{clean_inline(payload["answer"], 60)}"', False


def _checkin_area(said: str) -> str:
    """A check-in's area as chat names it: a plural is its singular ("ribs" → "rib", "calves" → "calf"), so
    the check-in and her chat about it are one entry and one alert; any other name stays as sent."""
    area = normalise_area(said)
    read = normalise_area_name(said)
    singular = (area[:-1], area[:-2], area[:-3] + "f") if area.endswith("s") else ()
    return read if read and read in singular else area


def _rank(level: str) -> int:
    return ENTRY_LEVELS.index(level)


def _level_of(existing: tuple[Section, int]) -> str:
    return ENTRY_RE.match(existing[0].lines[existing[1]])["level"]


def _entry_area(existing: tuple[Section, int]) -> str:
    return normalise_area(ENTRY_RE.match(existing[0].lines[existing[1]])["area"])


def _already_folded(line: str, report: Report) -> bool:
    """The entry already counts this report: its tail's last date is the report's day or later (and
    the report would not raise the level). A report folded by an inline run is not folded twice."""
    if report.level is not None and _rank(report.level) > _rank(ENTRY_RE.match(line)["level"]):
        return False
    last, _ = parse_tail(line)
    if report.counts:
        return (
            last is not None
            and last >= report.event.local_date
            and (report.what in line or _has_tail(line) or line_date(line) == report.event.local_date)
        )
    return line_date(line) == report.event.local_date and report.what in line


def _find_entry(page: Page, area: str) -> tuple[Section, int] | None:
    """The entry for `area`; an area named without a side ("wrist") matches the one entry of that body
    part ("left wrist"), and a sided area matches an entry written without a side."""
    exact, loose = None, []
    base = _base(area)
    for section in page.sections:
        for index, line in enumerate(section.lines):
            match = ENTRY_RE.match(line) if not is_frozen(line) else None
            if not match:
                continue
            name = normalise_area(match["area"])
            if name == area:
                exact = exact or (section, index)
            elif _base(name) == base and (name == base or area == base):
                loose.append((section, index))
    if exact is not None:
        return exact
    return loose[0] if len(loose) == 1 else None


def _base(area: str) -> str:
    return area.removeprefix("left ").removeprefix("right ")


_TAIL_PARSE_RE = re.compile(r" — last: (\d{4}-\d{2}-\d{2}), (\d+) reports?\b")
_OLD_TAIL_RE = re.compile(r" — last: .* on (\d{4}-\d{2}-\d{2})")


def _has_tail(line: str) -> bool:
    return bool(_TAIL_PARSE_RE.search(line))


def parse_tail(line: str) -> tuple[dt.date | None, int]:
    """The machine-owned tail "— last: DATE, N reports": (last report day, report days). An entry
    written before the tail existed counts its own date (and an old "last: … on DATE" tail)."""
    match = _TAIL_PARSE_RE.search(line)
    if match:
        return dt.date.fromisoformat(match[1]), int(match[2])
    old = _OLD_TAIL_RE.search(line)
    if old:
        return dt.date.fromisoformat(old[1]), 2
    dated = line_date(line)
    return dated, 1 if dated else 0


def _tail(last: dt.date, count: int, what: str) -> str:
    return f" — last: {last.isoformat()}, {count} report{'s' if count != 1 else ''}, latest: {what}"


def _write_entry(
    page: Page, area: str, report: Report, existing: tuple[Section, int] | None, ctx: Ctx
) -> None:
    event, level, what = report.event, report.level, report.what
    day = event.local_date
    date = day.isoformat()
    label = clean_inline(area, 60).replace("*", "")
    if existing is None:
        if level is None:
            return  # a mild report of an area nobody is watching: the training-history log has it
        first, count = _first_report(area, report, ctx)
        quote = f': "{report.quote}"' if report.quote else ""
        tail = _tail(day, count, what) if count > 1 else ""
        if event.kind == "question.answered":
            text = f"{what}{_mentions(area, event, ctx)}"
        elif level == "injury":
            text = f"{what}; reported {date}{quote}{tail}"
        else:
            text = f"{what}; first reported {first.isoformat()}{quote}{tail}"
        entries_section(page).replace(
            lambda line: False, [entry_line(label, level, f"{text} (as of {date})")]
        )
        return
    section, index = existing
    line = section.lines[index]
    match = ENTRY_RE.match(line)
    if report.area != area and _base(report.area) == _base(area) != report.area:
        what = f"{report.area} {what}"  # "knee" told later "the right one": the tail says which side
    old_level = match["level"]
    new_level = old_level if level is None else max(old_level, level, key=ENTRY_LEVELS.index)
    stable = _TAIL_RE.sub("", _AS_OF_TAIL_RE.sub("", match["text"]))
    last, count = parse_tail(line)
    if report.counts and (last is None or day > last):
        last, count = day, count + 1
    told = re.search(rf" — last: [^,]+, \d+ reports?, latest: ((?:left|right) {re.escape(area)})\b", line)
    if told and report.area == area:
        what = f"{told[1]} {what}"  # the side said in between ("my right elbow") stays when the tail moves on
    if _quoted_in_tail(report):
        # a report that names no area ("update: the pain's gone but it's still swollen") says what it adds
        # only in her words: the tail quotes them (docs/understanding.md "Sentences read together")
        what = f'{what}: "{quote_client_text(report.quote, TAIL_QUOTE_CHARS)}"'
    if new_level != old_level:  # a raised level keeps its reason in the stable part for good
        said = f': "{report.quote}"' if report.quote else ""  # her words: "swollen and it gave way"
        stable = f"{stable}; raised to {new_level}: {what} on {date}{said}"
    tail = _tail(last or day, max(count, 1), what)
    section.lines[index] = entry_line(match["area"].strip(), new_level, f"{stable}{tail} (as of {date})")


def _quoted_in_tail(report: Report) -> bool:
    """A chat report that names no area, and is no correction ("sorry I meant right not left": the side
    it corrects is read, never quoted back next to the entry)."""
    said = normalise(report.quote)[0] if report.quote and report.source == "chat" else ""
    return bool(said) and not find_areas(said) and framing.correction(said) is None


def _first_report(area: str, report: Report, ctx: Ctx) -> tuple[dt.date, int]:
    """The first report of the area in the window — of any severity, chat included — and how many
    days it was reported on (docs/wiki-rules.md "Safety")."""
    days = {report.event.local_date}
    for event in ctx.window.of("checkin.soreness", "injury.reported", "chat.turn"):
        if (event.occurred_at, event.seq) > (report.event.occurred_at, report.event.seq):
            continue
        if event.kind == "chat.turn":
            named = [f.area for f in chat.pain_reports(event, ctx)]
        else:
            named = [normalise_area(str(event.payload.get("area", "")))]
        if any(
            n == area or (_base(n) == _base(area) and (n == _base(n) or area == _base(area))) for n in named
        ):
            days.add(event.local_date)
    return min(days), len(days)


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
        dated, _ = parse_tail(existing[0].lines[existing[1]])
        if dated is not None and since <= dated < event.local_date:
            return dated, None
    return None


def _safety_alert(
    path: str, area: str, report: Report, previous: tuple[dt.date, str | None], existing, raises: bool
) -> ProposedAlert:
    event = report.event
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
        "source": event.kind,
        "escalation": raises,
    }
    return ProposedAlert("safety", path, "high", message, evidence, payload)


def _new_report_alert(path: str, area: str, report: Report, existing, raises: bool) -> ProposedAlert:
    """A new pain or injury (or a raised level): from chat it says so and quotes the sentence."""
    event = report.event
    date = event.local_date.isoformat()
    level = report.level or (_level_of(existing) if existing else "watch")
    if existing is not None and not raises:
        level = _level_of(existing)
    if report.source == "chat":
        head = f'From chat on {date}: "{report.quote}" — {area} {report.what}'
    else:
        head = f"{area.capitalize()}: {report.what} on {date}"
    change = f"raised to {level}" if raises else f"on the {level} list"
    message = f"{head}; {change}. Please check in before the next session."
    payload = {
        "area": area,
        "level": level,
        "date": date,
        "source": "chat" if report.source == "chat" else event.kind,
        "escalation": raises,
        "what": report.what,
    }
    if report.quote:
        payload["quote"] = report.quote
    return ProposedAlert("safety", path, "high", message, (event.event_id,), payload)
