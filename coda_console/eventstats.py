"""Numbers over the event log, by client-local day — one module for every reader of numbers.

Pure functions over events (anything with `kind`, `occurred_at` and `payload`): no database, no clock.
The stats endpoint (`GET /api/v1/clients/{id}/stats`) uses them, and so can any stat block that
needs a per-day series. Metrics, their units and how a day's value is formed: docs/context.md
"Numbers on demand".

A *join* keeps the days on which other metrics meet a condition, e.g. protein on days whose session
RPE was ≤ 7: `daily("protein", events, tz, where=[Condition("rpe", "<=", 7)])`.
"""

import datetime as dt
import operator
import re
import statistics
import zoneinfo
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

MAX_WINDOW_DAYS = 366
DEFAULT_WINDOW_DAYS = 28


class EventLike(Protocol):
    kind: str
    occurred_at: dt.datetime
    payload: Any


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _session_rpe(payload: dict) -> float | None:
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
            _session_rpe,
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


def local_day(event: EventLike, tz: zoneinfo.ZoneInfo) -> dt.date:
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
    metric: str, events: Iterable[EventLike], tz: zoneinfo.ZoneInfo, *, area: str = ""
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
    tz: zoneinfo.ZoneInfo,
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
