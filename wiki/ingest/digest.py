"""raw/ writers: the daily event digest and the notable-chat transcript. Pure functions of the events.

A digest is a compact, human-readable rendering of one local day, one line per event, late arrivals
(events of earlier days that reached the log after their own night) in a section of their own. It is
written once, with the nightly run that folds those events, and never again (raw/ is immutable).
"""

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from zoneinfo import ZoneInfo

from wiki.distillers.base import EventRecord
from wiki.tree.escaping import escape_page_lines, escape_page_text

TEXT_SNIPPET = 100
# What makes a user's chat turn worth keeping verbatim: substance (length) or a coaching signal.
NOTABLE_WORDS = 15
NOTABLE_RE = re.compile(
    r"\b(pain|hurt\w*|injur\w*|sore\w*|knee|wrist|shoulder|back|ankle|hip|sleep\w*|tired|exhaust\w*|"
    r"stress\w*|travel\w*|trip|hotel|goal\w*|quit|hate|love|can't|cannot|baby|sick|ill|motivat\w*|"
    r"scared|afraid|worried|anxious|overwhelm\w*)\b",
    re.IGNORECASE,
)


def digest_path(local_date: dt.date) -> str:
    return f"raw/{local_date.isoformat()}-events.md"


def transcript_path(local_date: dt.date) -> str:
    return f"raw/transcripts/{local_date.isoformat()}-chat.md"


def _num(value: object) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, float):
        return f"{value:.1f}".rstrip("0").rstrip(".")
    return str(value)


def _snippet(text: object, limit: int = TEXT_SNIPPET) -> str:
    flat = escape_page_text(text)
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def _sets(sets: Sequence[dict]) -> str:
    """ "back squat 3×5×60 kg @8, band row 3×8×0 kg" — identical consecutive sets grouped."""
    by_exercise: dict[str, list[tuple]] = {}
    rpe: dict[str, float] = {}
    for item in sets:
        name = str(item.get("exercise", "?")).strip()
        by_exercise.setdefault(name, []).append((item.get("reps"), item.get("weight_kg")))
        if item.get("rpe") is not None:
            rpe[name] = max(rpe.get(name, 0), item["rpe"])
    parts = []
    for name, rows in by_exercise.items():
        groups: list[list] = []
        for row in rows:
            if groups and groups[-1][0] == row:
                groups[-1][1] += 1
            else:
                groups.append([row, 1])
        text = ", ".join(
            f"{count}×{_num(reps)}×{_num(weight)} kg" if count > 1 else f"{_num(reps)}×{_num(weight)} kg"
            for (reps, weight), count in groups
        )
        parts.append(f"{name} {text}" + (f" @{_num(rpe[name])}" if name in rpe else ""))
    return "; ".join(parts)


def describe(event: EventRecord) -> str:
    """One event as a short phrase."""
    p = event.payload
    kind = event.kind
    if kind == "sleep.logged":
        extra = [
            f"bed {p['bedtime']}" if p.get("bedtime") else "",
            f"quality {p['quality']}/5" if p.get("quality") else "",
        ]
        return f"slept {_num(p.get('hours'))} h" + "".join(f", {item}" for item in extra if item)
    if kind == "recovery.scored":
        return f"recovery {_num(p.get('score'))}/100"
    if kind == "session.completed":
        tail = [
            f"{_num(p['volume_kg'])} kg moved" if p.get("volume_kg") is not None else "",
            f"{_num(p['duration_min'])} min" if p.get("duration_min") is not None else "",
        ]
        text = f"{_snippet(p.get('name'), 60)}: {_sets(p.get('sets') or [])}"
        return text + "".join(f" · {item}" for item in tail if item)
    if kind == "session.skipped":
        return f"skipped {_snippet(p.get('name'), 60)}" + (
            f" (reason: {_snippet(p['reason'], 60)})" if p.get("reason") else ""
        )
    if kind == "meal.logged":
        tail = [
            f"{_num(p['protein_g'])} g protein" if p.get("protein_g") is not None else "",
            f"{_num(p['kcal'])} kcal" if p.get("kcal") is not None else "",
        ]
        return _snippet(p.get("description"), 60) + "".join(f" · {item}" for item in tail if item)
    if kind == "weight.logged":
        return f"weight {_num(p.get('kg'))} kg"
    if kind == "chat.turn":
        return f"{p.get('role')}: {_snippet(p.get('text'))}"
    if kind == "checkin.soreness":
        return f"soreness {p.get('area')} {p.get('severity')}/5" + (
            f" — {_snippet(p['note'], 80)}" if p.get("note") else ""
        )
    if kind == "injury.reported":
        return f"injury {p.get('area')} — {_snippet(p.get('description'), 80)}"
    if kind in ("travel.started", "travel.ended"):
        verb = "started" if kind == "travel.started" else "ended"
        return f"travel {verb}" + (f" ({_snippet(p['location'], 60)})" if p.get("location") else "")
    if kind == "program.changed":
        return f"program changed: {_snippet(p.get('summary'))}" + (f" (by {p['by']})" if p.get("by") else "")
    if kind == "brief.confirmed":
        return "morning brief confirmed" + (f" ({p['at']})" if p.get("at") else "")
    if kind == "question.answered":
        return f"answered question {p.get('question_id')}: {_snippet(p.get('answer'), 80)}"
    if kind == "note.filed":
        source = f" ({_snippet(p['source'], 60)})" if p.get("source") else ""
        return f"note filed: {_snippet(p.get('title'), 80)}{source} — {_snippet(p.get('body'), 80)}"
    return _snippet(p)


def _line(event: EventRecord, tz: ZoneInfo) -> str:
    clock = event.occurred_at.astimezone(tz).strftime("%H:%M")
    event_id = escape_page_text(event.event_id).replace("`", "ˋ")
    return f"- {clock} {event.kind} — {escape_page_text(describe(event))} `{event_id}`"


def notable_turns(events: Iterable[EventRecord]) -> list[EventRecord]:
    """Chat turns worth keeping verbatim: notable user turns with the turn before and after each."""
    chat = [event for event in events if event.kind == "chat.turn"]
    keep: set[int] = set()
    for index, event in enumerate(chat):
        text = str(event.payload.get("text", ""))
        if event.payload.get("role") == "user" and (
            len(text.split()) >= NOTABLE_WORDS or NOTABLE_RE.search(text)
        ):
            keep.update(i for i in (index - 1, index, index + 1) if 0 <= i < len(chat))
    return [chat[i] for i in sorted(keep)]


def render_transcript(
    *, client_name: str, timezone: str, local_date: dt.date, events: Sequence[EventRecord]
) -> str | None:
    """raw/transcripts/YYYY-MM-DD-chat.md for the day's notable chat, or None when nothing is notable."""
    day = [event for event in events if event.local_date == local_date]
    turns = notable_turns(day)
    if not turns:
        return None
    tz = ZoneInfo(timezone)
    total = sum(1 for event in day if event.kind == "chat.turn")
    lines = [
        f"# Chat — {local_date.isoformat()}",
        "",
        f"*Notable chat excerpts, {escape_page_text(client_name)}, {local_date.isoformat()} "
        f"({len(turns)} of {total} turns); immutable.*",
        "",
    ]
    for event in turns:
        clock = event.occurred_at.astimezone(tz).strftime("%H:%M")
        quoted = [line for line in escape_page_lines(event.payload.get("text", "")) if line]
        role = escape_page_text(event.payload.get("role"))
        lines.append(f"- {clock} **{role}**: " + "\n  ".join(quoted))
    return "\n".join(lines) + "\n"


def render_digest(
    *, client_name: str, timezone: str, local_date: dt.date, events: Sequence[EventRecord], transcript: bool
) -> str:
    """raw/YYYY-MM-DD-events.md: the day's events, then late arrivals grouped by their own day."""
    tz = ZoneInfo(timezone)
    today = [event for event in events if event.local_date == local_date]
    late = [event for event in events if event.local_date != local_date]
    lines = [
        f"# Events — {local_date.isoformat()}",
        "",
        f"*{escape_page_text(client_name)} · {len(today)} events on {local_date.isoformat()} ({timezone})"
        + (f" + {len(late)} late arrivals" if late else "")
        + " · compact digest, immutable.*",
        "",
        f"## {local_date.isoformat()}",
    ]
    lines += [_line(event, tz) for event in today] or ["- no events"]
    if transcript:
        name = transcript_path(local_date).removeprefix("raw/")
        lines += ["", f"Notable chat: [{name}]({name})"]
    if late:
        lines += ["", "## Late arrivals"]
        for day in sorted({event.local_date for event in late}):
            lines += ["", f"### {day.isoformat()}"]
            lines += [_line(event, tz) for event in late if event.local_date == day]
    return "\n".join(lines) + "\n"
