"""The evidence window: the new events plus the bounded look-back, deduplicated and ordered.

Patterns are computed over this window. Each pattern is also computed over the *previous* window (what
the last run could see: the look-back only, ending at its last day) so a contradiction or a coach-block
tension is raised on the day the evidence turns, and never again every following night.
"""

import datetime as dt
import zoneinfo
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from wiki.distillers.base import DistillInput, EventRecord


def _zone(name: str) -> dt.tzinfo:
    try:
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return dt.UTC


def _ordered(events: Iterable[EventRecord]) -> tuple[EventRecord, ...]:
    by_seq: dict[int, EventRecord] = {}
    for event in events:
        by_seq.setdefault(event.seq, event)
    return tuple(sorted(by_seq.values(), key=lambda e: (e.occurred_at, e.seq)))


@dataclass(frozen=True)
class Window:
    day: dt.date  # the last local day the window sees
    tz: dt.tzinfo
    events: tuple[EventRecord, ...]  # ordered by (occurred_at, seq), none after `day`
    new_seqs: frozenset[int]  # the events being folded in now

    @classmethod
    def from_task(cls, task: DistillInput) -> "Window":
        events = _ordered(e for e in (*task.recent_events, *task.events) if e.local_date <= task.local_date)
        return cls(task.local_date, _zone(task.timezone), events, frozenset(e.seq for e in task.events))

    def previous(self) -> "Window | None":
        """What the previous run could see: the look-back only, up to its last day (None: nothing)."""
        older = [e for e in self.events if e.seq not in self.new_seqs]
        if not older:
            return None
        last_day = max(e.local_date for e in older)
        return Window(last_day, self.tz, tuple(older), frozenset())

    # --- selection ---------------------------------------------------------------------------

    @cached_property
    def _by_kind(self) -> dict[str, tuple[EventRecord, ...]]:
        grouped: dict[str, list[EventRecord]] = {}
        for event in self.events:
            grouped.setdefault(event.kind, []).append(event)
        return {kind: tuple(items) for kind, items in grouped.items()}

    def of(self, *kinds: str, days: int | None = None) -> list[EventRecord]:
        """Events of these kinds, in order; with `days`, only the last `days` local days."""
        start = self.day - dt.timedelta(days=days - 1) if days else dt.date.min
        picked = [e for kind in kinds for e in self._by_kind.get(kind, ()) if e.local_date >= start]
        return sorted(picked, key=lambda e: (e.occurred_at, e.seq))

    def new(self, *kinds: str) -> list[EventRecord]:
        return [e for e in self.of(*kinds) if e.seq in self.new_seqs]

    @property
    def first_day(self) -> dt.date | None:
        return self.events[0].local_date if self.events else None

    def covers(self, days: int) -> bool:
        """Does the window hold evidence reaching back `days` days (a fair base for a rate)?"""
        first = self.first_day
        return first is not None and first <= self.day - dt.timedelta(days=days - 1)

    def local_minutes(self, event: EventRecord) -> int:
        moment = event.occurred_at.astimezone(self.tz)
        return moment.hour * 60 + moment.minute


def ids(events: Iterable[EventRecord], limit: int = 12) -> tuple[str, ...]:
    """Evidence event ids: the most recent `limit`, oldest first (alerts cite them)."""
    items = list(events)[-limit:]
    return tuple(e.event_id for e in items)
