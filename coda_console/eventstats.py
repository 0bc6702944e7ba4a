"""Numbers over the event log, by client-local day — one module for every reader of numbers.

Pure functions over events (anything with `kind`, `occurred_at` and `payload`): no database, no clock.
The stats endpoint (`GET /api/v1/clients/{id}/stats`) uses them, and so do the wiki's stat blocks
(`wiki/ingest/statblocks.py`, docs/wiki.md "Stat blocks"): one implementation of every number a page shows.
Metrics, their units and how a day's value is formed: docs/context.md
"Numbers on demand".

A *join* keeps the days on which other metrics meet a condition, e.g. protein on days whose session
RPE was ≤ 7: `daily("protein", events, tz, where=[Condition("rpe", "<=", 7)])`.
"""

import datetime as dt
import operator
import re
import statistics
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

MAX_WINDOW_DAYS = 366
DEFAULT_WINDOW_DAYS = 28


class EventLike(Protocol):
    # read-only: a model row and a frozen record (wiki.distillers.base.EventRecord) both qualify
    @property
    def kind(self) -> str: ...
    @property
    def occurred_at(self) -> dt.datetime: ...
    @property
    def payload(self) -> Any: ...


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def session_rpe(payload: dict) -> float | None:
    """One session's effort: the mean RPE of its sets that carry one (None: no set has one)."""
    found = [_number(item.get("rpe")) for item in payload.get("sets") or [] if isinstance(item, dict)]
    rpes = [r for r in found if r is not None]
    return statistics.fmean(rpes) if rpes else None


@dataclass(frozen=True)
class Metric:
    name: str
    kinds: tuple[str, ...]
    unit: str
    value: Callable[[dict], float | None]  # one event's contribution
    combine: str  # how a day's contributions become its value: sum | mean | max | last | count
    description: str
    by_area: bool = False  # soreness: may be narrowed to one body area


METRICS: dict[str, Metric] = {
    m.name: m
    for m in (
        Metric("sessions", ("session.completed",), "sessions", lambda p: 1.0, "count", "Sessions completed."),
        Metric(
            "rpe",
            ("session.completed",),
            "RPE",
            session_rpe,
            "mean",
            "Session RPE: mean of the sets' RPE, averaged over the day's sessions.",
        ),
        Metric(
            "protein", ("meal.logged",), "g", lambda p: _number(p.get("protein_g")), "sum", "Protein eaten."
        ),
        Metric("kcal", ("meal.logged",), "kcal", lambda p: _number(p.get("kcal")), "sum", "Energy eaten."),
        Metric(
            "sleep_hours", ("sleep.logged",), "h", lambda p: _number(p.get("hours")), "sum", "Hours slept."
        ),
        Metric(
            "recovery",
            ("recovery.scored",),
            "score",
            lambda p: _number(p.get("score")),
            "mean",
            "Recovery score.",
        ),
        Metric(
            "soreness",
            ("checkin.soreness",),
            "severity 1–5",
            lambda p: _number(p.get("severity")),
            "max",
            "Highest soreness reported (optionally of one body area).",
            by_area=True,
        ),
        Metric("weight", ("weight.logged",), "kg", lambda p: _number(p.get("kg")), "last", "Body weight."),
    )
}

OPERATORS: dict[str, Callable[[float, float], bool]] = {
    "<=": operator.le,
    ">=": operator.ge,
    "<": operator.lt,
    ">": operator.gt,
    "=": operator.eq,
}
_CONDITION_RE = re.compile(r"^\s*([a-z_]+)\s*(<=|>=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$")


class StatsError(ValueError):
    """A request for numbers that cannot be answered as asked; `field` names the culprit."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


@dataclass(frozen=True)
class Condition:
    metric: str
    op: str
    value: float

    def holds(self, day_value: float | None) -> bool:
        return day_value is not None and OPERATORS[self.op](day_value, self.value)

    def __str__(self) -> str:
        return f"{self.metric}{self.op}{self.value:g}"


def parse_conditions(text: str) -> list[Condition]:
    """ "rpe<=7,sleep_hours>=7" → conditions (all must hold on a day)."""
    conditions = []
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        match = _CONDITION_RE.match(part)
        if not match:
            raise StatsError(
                "where",
                f"{part!r} is not a condition: write <metric><op><number>, op one of <=, >=, <, >, =.",
            )
        name, op, value = match.groups()
        if name not in METRICS:
            raise StatsError("where", f"Unknown metric {name!r} in where; valid: {', '.join(METRICS)}.")
        conditions.append(Condition(name, op, float(value)))
    return conditions


def kinds_for(metric: str, conditions: Iterable[Condition] = ()) -> set[str]:
    return {kind for name in (metric, *(c.metric for c in conditions)) for kind in METRICS[name].kinds}


def local_day(event: EventLike, tz: dt.tzinfo) -> dt.date:
    return event.occurred_at.astimezone(tz).date()


def _combine(how: str, values: list[float]) -> float:
    match how:
        case "sum":
            return sum(values)
        case "mean":
            return statistics.fmean(values)
        case "max":
            return max(values)
        case "last":
            return values[-1]
        case _:
            return float(len(values))


def per_day(
    metric: str, events: Iterable[EventLike], tz: dt.tzinfo, *, area: str = ""
) -> dict[dt.date, tuple[float, int]]:
    """day → (value, number of contributing events), for days with at least one contribution."""
    spec = METRICS[metric]
    wanted_area = " ".join(area.lower().split())
    contributions: dict[dt.date, list[float]] = defaultdict(list)
    for event in sorted(events, key=lambda e: e.occurred_at):
        if event.kind not in spec.kinds or not isinstance(event.payload, dict):
            continue
        if (
            spec.by_area
            and wanted_area
            and " ".join(str(event.payload.get("area", "")).lower().split()) != wanted_area
        ):
            continue
        value = spec.value(event.payload)
        if value is not None:
            contributions[local_day(event, tz)].append(value)
    return {
        day: (round(_combine(spec.combine, values), 2), len(values)) for day, values in contributions.items()
    }


@dataclass(frozen=True)
class DayValue:
    date: dt.date
    value: float
    n: int


def daily(
    metric: str,
    events: Iterable[EventLike],
    tz: dt.tzinfo,
    *,
    start: dt.date,
    end: dt.date,
    where: Iterable[Condition] = (),
    area: str = "",
) -> list[DayValue]:
    """The metric per client-local day in [start, end], on the days where every condition holds."""
    events = list(events)
    where = list(where)
    values = per_day(metric, events, tz, area=area)
    gates = [(condition, per_day(condition.metric, events, tz)) for condition in where]
    days = []
    for day in sorted(values):
        if not start <= day <= end:
            continue
        if all(condition.holds(gate.get(day, (None, 0))[0]) for condition, gate in gates):
            value, n = values[day]
            days.append(DayValue(day, value, n))
    return days


def summary(days: list[DayValue]) -> dict[str, float | int | None]:
    if not days:
        return {"days": 0, "mean": None, "min": None, "max": None, "total": None}
    values = [d.value for d in days]
    return {
        "days": len(days),
        "mean": round(statistics.fmean(values), 2),
        "min": min(values),
        "max": max(values),
        "total": round(sum(values), 2),
    }


def mean_of(days: list[DayValue]) -> float | None:
    """The mean of the day values (as `summary` rounds it), None for no days."""
    found = summary(days)["mean"]
    return None if found is None else float(found)


def low_median(values: Iterable[int]) -> int:
    """The lower median of whole numbers (minutes, counts): an integer, never a float tie."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("low_median of no values")
    return ordered[(len(ordered) - 1) // 2]


EARLIEST_DAY, LATEST_DAY = dt.date(1970, 1, 1), dt.date(2999, 12, 31)


def window(*, start: dt.date | None, end: dt.date | None, today: dt.date) -> tuple[dt.date, dt.date]:
    """The bounded window: defaults to the last 28 days through today; at most 366 days, in order."""
    for name, day in (("from", start), ("to", end)):
        if day is not None and not EARLIEST_DAY <= day <= LATEST_DAY:
            raise StatsError(name, f"Dates run from {EARLIEST_DAY} to {LATEST_DAY}.")
    end = end or today
    start = start or max(EARLIEST_DAY, end - dt.timedelta(days=DEFAULT_WINDOW_DAYS - 1))
    if start > end:
        raise StatsError("from", "`from` must be on or before `to`.")
    if (end - start).days + 1 > MAX_WINDOW_DAYS:
        raise StatsError("from", f"The window is at most {MAX_WINDOW_DAYS} days.")
    return start, end


def over_days(
    metric: str,
    events: Iterable[EventLike],
    tz: dt.tzinfo,
    *,
    end: dt.date,
    days: int,
    where: Iterable[Condition] = (),
) -> list[DayValue]:
    """The metric per day over the `days` client-local days ending on `end` (inclusive)."""
    return daily(metric, events, tz, start=end - dt.timedelta(days=days - 1), end=end, where=where)


def count_events(kind: str, events: Iterable[EventLike], tz: dt.tzinfo, *, end: dt.date, days: int) -> int:
    """Events of one kind over the `days` client-local days ending on `end` (e.g. sessions skipped)."""
    start = end - dt.timedelta(days=days - 1)
    return sum(1 for event in events if event.kind == kind and start <= local_day(event, tz) <= end)


def per_week(kind: str, events: Iterable[EventLike], tz: dt.tzinfo, *, end: dt.date, days: int) -> float:
    """Events of one kind per week over the `days` client-local days ending on `end` (a rate)."""
    return count_events(kind, events, tz, end=end, days=days) / (days / 7)


def slot_means(
    metric: str,
    events: Iterable[EventLike],
    tz: dt.tzinfo,
    *,
    start: dt.date,
    end: dt.date,
    slots: Iterable[tuple[str, int]],
) -> list[tuple[str, float, int]]:
    """(slot, mean of one event's value, events) per time-of-day slot, in slot order; a slot is
    (name, the local minute of the day it ends at), e.g. protein per meal at breakfast / lunch /
    dinner. Slots without an event are left out."""
    spec, bounds = METRICS[metric], list(slots)
    found: dict[str, list[float]] = defaultdict(list)
    for event in events:
        if event.kind not in spec.kinds or not isinstance(event.payload, dict):
            continue
        moment = event.occurred_at.astimezone(tz)
        value = spec.value(event.payload)
        if value is None or not start <= moment.date() <= end:
            continue
        minute = moment.hour * 60 + moment.minute
        name = next((slot for slot, until in bounds if minute < until), bounds[-1][0])
        found[name].append(value)
    return [
        (name, round(statistics.fmean(found[name]), 2), len(found[name])) for name, _ in bounds if found[name]
    ]


# --- lifts -------------------------------------------------------------------------------------

STALL_DAYS = 21  # a lift is stalled when its best top set held for ≥ 3 sessions over ≥ 3 weeks
STALL_SESSIONS = 3


@dataclass(frozen=True)
class TopSet:
    date: dt.date
    exercise: str
    weight: float
    reps: int


def top_sets(events: Iterable[EventLike], tz: dt.tzinfo, *, start: dt.date, end: dt.date) -> list[TopSet]:
    """Per session and exercise: the heaviest set (most reps breaking ties), in time order."""
    found = []
    for event in sorted(events, key=lambda e: e.occurred_at):
        if event.kind != "session.completed" or not isinstance(event.payload, dict):
            continue
        day = local_day(event, tz)
        if not start <= day <= end:
            continue
        best: dict[str, tuple[float, int]] = {}
        for item in event.payload.get("sets") or []:
            if not isinstance(item, dict) or not str(item.get("exercise", "")).strip():
                continue
            weight, reps = _number(item.get("weight_kg")) or 0.0, _number(item.get("reps")) or 0.0
            name = " ".join(str(item["exercise"]).lower().split())
            best[name] = max(best.get(name, (0.0, 0)), (weight, int(reps)))
        found += [TopSet(day, name, weight, reps) for name, (weight, reps) in best.items()]
    return found


def stalled_lifts(
    events: Iterable[EventLike], tz: dt.tzinfo, *, end: dt.date, days: int = 42
) -> list[TopSet]:
    """Lifts whose best top set of the window has not been beaten for ≥ 3 sessions spanning ≥ 21 days
    (the best set itself, first reached, is returned), sorted by exercise."""
    by_lift: dict[str, list[TopSet]] = defaultdict(list)
    for top in top_sets(events, tz, start=end - dt.timedelta(days=days - 1), end=end):
        by_lift[top.exercise].append(top)
    stalled = []
    for name in sorted(by_lift):
        history = by_lift[name]
        best = max(history, key=lambda t: (t.weight, t.reps, -t.date.toordinal()))
        since = [t for t in history if t.date >= best.date]
        if len(since) >= STALL_SESSIONS and (history[-1].date - best.date).days >= STALL_DAYS:
            stalled.append(best)
    return stalled
