"""Plain-text rendering of each bundle section, compact and stable (a stable prefix caches well)."""

import datetime as dt
import zoneinfo

from coda_console.context.text import snippet
from coda_console.models import Event
from wiki.models import WikiPage


def page_name(path: str) -> str:
    return path.removeprefix("wiki/")


def page_section(title: str, page: WikiPage) -> str:
    return f"## {title}: {page_name(page.path)} (v{page.current_number})\n{page.current_content.strip()}"


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
        case "chat.turn":
            return f"{p['role']}: {snippet(p['text'], 100)}"
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
