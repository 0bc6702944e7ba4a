"""Signals from chat and timing (pure functions of a Window): when the brief is confirmed, how fast
and when the client writes, silences — and numbers-heavy messages followed by silence, the evidence
behind a coaching-playbook question such as "responds well to blunt numbers?"."""

import datetime as dt
import itertools
import re
from collections import Counter
from dataclasses import dataclass

from coda_console.eventstats import low_median
from wiki.distillers.base import EventRecord
from wiki.distillers.rules.window import Window

SILENCE_HOURS = 48  # a message "followed by silence": no user reply for two days


NUMBERS_RE = re.compile(
    r"\d+(?:[.,]\d+)?\s*(?:kg|%|g\b|kcal|km|min|reps?\b|sessions?\b|/\s*\d)", re.IGNORECASE
)


def brief_minutes(w: Window, days: int = 28) -> list[int]:
    """When the morning brief was confirmed (its `at` HH:MM when given, else when the event happened)."""
    result = []
    for event in w.of("brief.confirmed", days=days):
        at = str(event.payload.get("at") or "")
        match = re.search(r"(?:^|T)([01]\d|2[0-3]):([0-5]\d)", at)
        result.append(int(match[1]) * 60 + int(match[2]) if match else w.local_minutes(event))
    return result


def _next_user(turns: list[EventRecord]) -> list[EventRecord | None]:
    """For each turn, the first user message after it (one backward pass: linear in the window)."""
    result: list[EventRecord | None] = [None] * len(turns)
    upcoming: EventRecord | None = None
    for index in range(len(turns) - 1, -1, -1):
        result[index] = upcoming
        if turns[index].payload.get("role") == "user":
            upcoming = turns[index]
    return result


def reply_delays(w: Window, days: int = 28) -> list[int]:
    """Minutes from each bot message to the user's next message (only replies within 48 h)."""
    turns = w.of("chat.turn", days=days)
    delays = []
    for turn, reply in zip(turns, _next_user(turns), strict=True):
        if turn.payload.get("role") == "bot" and reply is not None:
            minutes = int((reply.occurred_at - turn.occurred_at).total_seconds() // 60)
            if minutes <= SILENCE_HOURS * 60:
                delays.append(minutes)
    return delays


def message_parts_of_day(w: Window, days: int = 28) -> list[tuple[str, int]]:
    parts: Counter[str] = Counter()
    for turn in w.of("chat.turn", days=days):
        if turn.payload.get("role") == "user":
            hour = w.local_minutes(turn) // 60
            parts[
                "morning"
                if 5 <= hour < 12
                else "afternoon"
                if hour < 17
                else "evening"
                if hour < 22
                else "night"
            ] += 1
    order = ("morning", "afternoon", "evening", "night")
    return [(name, parts[name]) for name in order if parts[name]]


@dataclass(frozen=True)
class NumbersSilence:
    numbers_messages: int
    silences: tuple[EventRecord, ...]  # numbers-heavy bot messages followed by ≥ 48 h without a reply


def numbers_then_silence(w: Window, days: int = 42) -> NumbersSilence | None:
    turns = w.of("chat.turn", days=days)
    end = dt.datetime.combine(w.day + dt.timedelta(days=1), dt.time(), tzinfo=w.tz)
    heavy = [
        t for t in turns if t.payload.get("role") == "bot" and NUMBERS_RE.search(str(t.payload.get("text")))
    ]
    if not heavy:
        return None
    heavy_set = {t.seq for t in heavy}
    silent = []
    for turn, reply in zip(turns, _next_user(turns), strict=True):
        if turn.seq not in heavy_set:
            continue
        until = reply.occurred_at if reply is not None else end
        if (until - turn.occurred_at).total_seconds() >= SILENCE_HOURS * 3600:
            silent.append(turn)
    return NumbersSilence(len(heavy), tuple(silent))


def longest_silence(w: Window, days: int = 42) -> tuple[int, dt.date, dt.date] | None:
    """The longest gap (whole days) between two user messages in the last `days` days."""
    user = [t for t in w.of("chat.turn", days=days) if t.payload.get("role") == "user"]
    best: tuple[int, dt.date, dt.date] | None = None
    for before, after in itertools.pairwise(user):
        gap = (after.occurred_at - before.occurred_at).days
        if gap >= 2 and (best is None or gap > best[0]):
            best = (gap, before.local_date, after.local_date)
    return best


def median_minutes(values: list[int]) -> int:
    return low_median(values)  # the one statistics implementation (coda_console.eventstats)
