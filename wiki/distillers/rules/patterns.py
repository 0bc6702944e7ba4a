"""Patterns computed from the evidence window (pure functions of a Window; thresholds documented in
docs/wiki-rules.md). Each returns a small frozen result, or None when there is nothing to say yet —
a pattern without fresh evidence leaves the page's last dated claim standing.
"""

import datetime as dt
import re
from collections import Counter
from dataclasses import dataclass

from coda_console import eventstats
from coda_console.eventstats import Condition
from wiki.distillers.base import EventRecord
from wiki.distillers.rules.text import week_monday
from wiki.distillers.rules.window import Window, ids

SHORT_NIGHT_HOURS = 5.5  # a "short night": docs/wiki-rules.md, "Patterns"
BASELINE_DAYS = 28  # recovery baseline = mean of the daily recovery scores over the last 28 days
RPE_INFLATION = 0.5  # next-day RPE this much above normal-night sessions counts as inflation
PROTEIN_DAYS = 14  # protein average window
PROTEIN_G_PER_KG = 1.2  # a "low protein day" is below this × latest body weight …
PROTEIN_FALLBACK_G = 80  # … or below this when no weight is logged in the window


# Every figure below comes from the one statistics implementation, `coda_console.eventstats`, over
# the evidence window — the same functions the pages' stat blocks use (docs/wiki.md "Stat blocks"), so a
# claim and the block above it cannot disagree: a day's value first (sleep summed, recovery and RPE
# averaged, protein summed, the last weigh-in), then the mean over the days.
MEAL_SLOTS = (("breakfast", 11 * 60), ("lunch", 16 * 60), ("dinner", 24 * 60))


def days_of(w: Window, metric: str, days: int | None = None, where: tuple[Condition, ...] = ()):
    """The metric per client-local day over the last `days` days of the window (all of it: None)."""
    start = w.day - dt.timedelta(days=days - 1) if days else (w.first_day or w.day)
    return eventstats.daily(metric, w.events, w.tz, start=start, end=w.day, where=where)


def _mean(days: list[eventstats.DayValue]) -> float:
    found = eventstats.mean_of(days)
    return 0.0 if found is None else found


# --- recovery and sleep ------------------------------------------------------------------------


@dataclass(frozen=True)
class Baseline:
    mean: float
    count: int  # days with a score
    evidence: tuple[str, ...]


def recovery_baseline(w: Window) -> Baseline | None:
    scored = days_of(w, "recovery", BASELINE_DAYS)
    if not scored:
        return None
    return Baseline(_mean(scored), len(scored), ids(w.of("recovery.scored", days=BASELINE_DAYS)))


@dataclass(frozen=True)
class SleepStats:
    last: EventRecord
    avg7: float
    n7: int
    avg28: float
    n28: int
    short_days: tuple[dt.date, ...]  # short nights in the last 28 days


SHORT_NIGHT = Condition("sleep_hours", "<", SHORT_NIGHT_HOURS)
NORMAL_NIGHT = Condition("sleep_hours", ">=", SHORT_NIGHT_HOURS)


def sleep_stats(w: Window) -> SleepStats | None:
    nights28 = days_of(w, "sleep_hours", 28)
    logged = w.of("sleep.logged")
    if not nights28 or not logged:
        return None
    nights7 = days_of(w, "sleep_hours", 7)
    short = days_of(w, "sleep_hours", 28, (SHORT_NIGHT,))
    return SleepStats(
        logged[-1],
        _mean(nights7) if nights7 else _mean(nights28),
        len(nights7),
        _mean(nights28),
        len(nights28),
        tuple(day.date for day in short),
    )


def session_rpe(event: EventRecord) -> float | None:
    """A session's effort: the mean RPE of its sets that carry one."""
    return eventstats.session_rpe(event.payload)


@dataclass(frozen=True)
class RpeEffect:
    short_mean: float
    normal_mean: float
    n_short: int  # session days after a short night
    n_normal: int
    evidence: tuple[str, ...]

    @property
    def inflates(self) -> bool:
        return self.n_short >= 2 and self.short_mean - self.normal_mean >= RPE_INFLATION


def short_sleep_rpe(w: Window) -> RpeEffect | None:
    """Session RPE on the day after a short night vs after a normal one, per session day. A sleep log
    dated D is the night that ended on the morning of D, so D's sessions are its "next day"."""
    short = days_of(w, "rpe", where=(SHORT_NIGHT,))
    normal = days_of(w, "rpe", where=(NORMAL_NIGHT,))
    if not short or not normal:
        return None
    short_days = {day.date for day in short}
    sessions = [e for e in w.of("session.completed") if e.local_date in short_days and session_rpe(e)]
    return RpeEffect(_mean(short), _mean(normal), len(short), len(normal), ids(sessions))


# --- nutrition and weight ----------------------------------------------------------------------


@dataclass(frozen=True)
class ProteinStats:
    average: float
    days: int
    low_days: tuple[dt.date, ...]
    target: int
    target_basis: str
    by_slot: tuple[tuple[str, float], ...]  # breakfast / lunch / dinner average per meal


def latest_weight(w: Window) -> EventRecord | None:
    weights = w.of("weight.logged")
    return weights[-1] if weights else None


def protein_target(w: Window) -> tuple[int, str]:
    weighed = days_of(w, "weight")
    if weighed:
        return round(PROTEIN_G_PER_KG * weighed[-1].value), f"{PROTEIN_G_PER_KG:g} g/kg"
    return PROTEIN_FALLBACK_G, "default"


def protein_stats(w: Window) -> ProteinStats | None:
    logged = days_of(w, "protein", PROTEIN_DAYS)
    if not logged:
        return None
    target, basis = protein_target(w)
    low = tuple(day.date for day in logged if day.value < target)
    start = w.day - dt.timedelta(days=PROTEIN_DAYS - 1)
    slots = eventstats.slot_means("protein", w.events, w.tz, start=start, end=w.day, slots=MEAL_SLOTS)
    by_slot = tuple((name, mean) for name, mean, _ in slots)
    return ProteinStats(_mean(logged), len(logged), low, target, basis, by_slot)


@dataclass(frozen=True)
class WeightTrend:
    first: float
    last: float
    count: int  # days with a weigh-in
    days: int


def weight_trend(w: Window, days: int = 28) -> WeightTrend | None:
    weighed = days_of(w, "weight", days)
    if len(weighed) < 2:
        return None
    span = (weighed[-1].date - weighed[0].date).days
    return WeightTrend(weighed[0].value, weighed[-1].value, len(weighed), span)


# --- training ----------------------------------------------------------------------------------

_PER_WEEK_RE = re.compile(r"(?:/|\ba |\bper |\bevery )\s*(?:wk|week)\b|\bweekly\b", re.IGNORECASE)
_COUNT_RE = re.compile(r"(?<![\w.-])(\d{1,2})[x×]?(?![\w.-])")


def parse_plan(text: str) -> int | None:
    """Sessions per week stated in prose: "3×/week" → 3, "3 zone-2 runs + 1 tempo per week" → 4."""
    for match in _PER_WEEK_RE.finditer(text):
        segment = re.split(r"[:;,.\n(]", text[: match.start()])[-1]
        counts = [int(n) for n in _COUNT_RE.findall(segment)]
        total = sum(counts)
        if counts and 1 <= total <= 14:
            return total
    return None


@dataclass(frozen=True)
class WeekTally:
    monday: dt.date
    done: int
    skipped: int
    planned: int | None
    complete: bool


def weekly_adherence(w: Window, plan: int | None, weeks: int = 4) -> list[WeekTally]:
    """Sessions done (and skipped) per ISO week for the last `weeks` weeks the window covers."""
    first = w.first_day
    if first is None:
        return []
    current = week_monday(w.day)
    tallies = []
    for back in range(weeks - 1, -1, -1):
        monday = current - dt.timedelta(weeks=back)
        sunday = monday + dt.timedelta(days=6)
        if sunday < first:
            continue
        done = eventstats.count_events("session.completed", w.events, w.tz, end=sunday, days=7)
        skipped = eventstats.count_events("session.skipped", w.events, w.tz, end=sunday, days=7)
        tallies.append(WeekTally(monday, done, skipped, plan, sunday <= w.day))
    return tallies


@dataclass(frozen=True)
class TopSet:
    exercise: str
    weight: float
    reps: int
    sets: int  # working sets at the top weight
    rpe: float | None

    @property
    def rank(self) -> tuple[float, int]:
        return (self.weight, self.reps)


def top_sets(event: EventRecord) -> list[TopSet]:
    """Per exercise (in session order): the heaviest set, most reps breaking ties."""
    grouped: dict[str, list[dict]] = {}
    for item in event.payload.get("sets") or []:
        if isinstance(item, dict) and str(item.get("exercise", "")).strip():
            grouped.setdefault(" ".join(str(item["exercise"]).lower().split()), []).append(item)
    result = []
    for name, items in grouped.items():
        best = max(items, key=lambda s: (float(s.get("weight_kg", 0)), int(s.get("reps", 0))))
        weight = float(best.get("weight_kg", 0))
        at_top = [s for s in items if float(s.get("weight_kg", 0)) == weight]
        rpe = float(best["rpe"]) if "rpe" in best else None
        result.append(TopSet(name, weight, int(best.get("reps", 0)), len(at_top), rpe))
    return result


def session_volume(event: EventRecord) -> float:
    if _has_number(event, "volume_kg"):
        return float(event.payload["volume_kg"])
    return sum(
        float(s.get("weight_kg", 0)) * int(s.get("reps", 0))
        for s in event.payload.get("sets") or []
        if isinstance(s, dict)
    )


def skip_reasons(w: Window, days: int = 42) -> tuple[int, int, list[tuple[str, int]]]:
    """(skipped, logged sessions, reasons by count) over the last `days` days."""
    skipped = eventstats.count_events("session.skipped", w.events, w.tz, end=w.day, days=days)
    done = eventstats.count_events("session.completed", w.events, w.tz, end=w.day, days=days)
    reasons = Counter(
        " ".join(str(e.payload.get("reason") or "no reason given").lower().split())
        for e in w.of("session.skipped", days=days)
    )
    return skipped, skipped + done, sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))


# --- travel ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Trip:
    start: dt.date
    end: dt.date | None  # None: still travelling
    location: str
    evidence: tuple[str, ...]


def trips(w: Window, ongoing_since: dt.date | None = None) -> list[Trip]:
    """Trips from travel.started/ended in order. An end with no start in the window began at
    `ongoing_since` (the profile's status) or at the start of the window."""
    found: list[Trip] = []
    open_trip: Trip | None = None
    for event in w.of("travel.started", "travel.ended"):
        location = str(event.payload.get("location") or "").strip()
        if event.kind == "travel.started":
            if open_trip is not None:
                found.append(_close(open_trip, event.local_date - dt.timedelta(days=1), ()))
            open_trip = Trip(event.local_date, None, location, (event.event_id,))
        elif open_trip is not None:
            found.append(_close(open_trip, event.local_date, (event.event_id,)))
            open_trip = None
        else:
            start = ongoing_since or w.first_day or event.local_date
            found.append(Trip(min(start, event.local_date), event.local_date, "", (event.event_id,)))
    if open_trip is not None:
        found.append(open_trip)
    elif ongoing_since is not None and not found:
        found.append(Trip(ongoing_since, None, "", ()))
    return found


def _close(trip: Trip, end: dt.date, evidence: tuple[str, ...]) -> Trip:
    return Trip(trip.start, max(end, trip.start), trip.location, trip.evidence + evidence)


def travel_days(w: Window, found: list[Trip]) -> set[dt.date]:
    days: set[dt.date] = set()
    for trip in found:
        day, end = trip.start, trip.end or w.day
        while day <= end:
            days.add(day)
            day += dt.timedelta(days=1)
    return days


@dataclass(frozen=True)
class TravelAdherence:
    done_away: int
    skipped_away: int
    done_home: int
    skipped_home: int
    weeks_away: int
    weeks_home: int
    per_week_away: float | None
    per_week_home: float | None
    evidence: tuple[str, ...]  # sessions skipped while travelling

    @property
    def verdict(self) -> str:
        total = self.done_away + self.skipped_away
        if self.skipped_away >= 2 and self.done_away / total < 0.6:
            return "drops"
        if total >= 3 and self.done_away / total >= 0.8:
            return "holds up"
        return "mixed"


def travel_adherence(w: Window, found: list[Trip]) -> TravelAdherence | None:
    away = travel_days(w, found)
    sessions = w.of("session.completed", "session.skipped")
    if not away or not any(e.local_date in away for e in sessions):
        return None
    done_a = [e for e in sessions if e.local_date in away and e.kind == "session.completed"]
    skip_a = [e for e in sessions if e.local_date in away and e.kind == "session.skipped"]
    done_h = sum(1 for e in sessions if e.local_date not in away and e.kind == "session.completed")
    skip_h = sum(1 for e in sessions if e.local_date not in away and e.kind == "session.skipped")
    weeks_away, weeks_home = _complete_weeks(w, away)
    return TravelAdherence(
        len(done_a),
        len(skip_a),
        done_h,
        skip_h,
        len(weeks_away),
        len(weeks_home),
        _per_week(sessions, weeks_away),
        _per_week(sessions, weeks_home),
        ids(skip_a),
    )


def _complete_weeks(w: Window, away: set[dt.date]) -> tuple[list[dt.date], list[dt.date]]:
    first = w.first_day
    if first is None:
        return [], []
    monday = week_monday(first)
    monday += dt.timedelta(weeks=1) if monday < first else dt.timedelta()
    travel, home = [], []
    while monday + dt.timedelta(days=6) <= w.day:
        week = {monday + dt.timedelta(days=i) for i in range(7)}
        (travel if week & away else home).append(monday)
        monday += dt.timedelta(weeks=1)
    return travel, home


def _per_week(sessions: list[EventRecord], mondays: list[dt.date]) -> float | None:
    if not mondays:
        return None
    weeks = set(mondays)
    done = sum(1 for e in sessions if e.kind == "session.completed" and week_monday(e.local_date) in weeks)
    return done / len(mondays)


# --- helpers -----------------------------------------------------------------------------------


def _has_number(event: EventRecord, name: str) -> bool:
    value = event.payload.get(name)
    return isinstance(value, (int, float)) and not isinstance(value, bool)
