"""Patterns computed from the evidence window (pure functions of a Window; thresholds documented in
docs/wiki-rules.md). Each returns a small frozen result, or None when there is nothing to say yet —
a pattern without fresh evidence leaves the page's last dated claim standing.
"""

import datetime as dt
import re
from collections import Counter
from dataclasses import dataclass

from wiki.distillers.base import EventRecord
from wiki.distillers.rules.text import mean, week_monday
from wiki.distillers.rules.window import Window, ids

SHORT_NIGHT_HOURS = 5.5  # a "short night": docs/wiki-rules.md, "Patterns"
BASELINE_DAYS = 28  # recovery baseline = mean recovery score over the last 28 days
RPE_INFLATION = 0.5  # next-day RPE this much above normal-night sessions counts as inflation
PROTEIN_DAYS = 14  # protein average window
PROTEIN_G_PER_KG = 1.2  # a "low protein day" is below this × latest body weight …
PROTEIN_FALLBACK_G = 80  # … or below this when no weight is logged in the window
STALL_DAYS = 21  # a lift is stalled when its best top set held ≥ 3 sessions for ≥ 3 weeks
STALL_SESSIONS = 3


# --- recovery and sleep ------------------------------------------------------------------------


@dataclass(frozen=True)
class Baseline:
    mean: float
    count: int
    evidence: tuple[str, ...]


def recovery_baseline(w: Window) -> Baseline | None:
    scores = w.of("recovery.scored", days=BASELINE_DAYS)
    if not scores:
        return None
    return Baseline(mean(_numbers(scores, "score")), len(scores), ids(scores))


@dataclass(frozen=True)
class SleepStats:
    last: EventRecord
    avg7: float
    n7: int
    avg28: float
    n28: int
    short_days: tuple[dt.date, ...]  # short nights in the last 28 days


def sleep_stats(w: Window) -> SleepStats | None:
    nights28 = w.of("sleep.logged", days=28)
    if not nights28:
        return None
    nights7 = w.of("sleep.logged", days=7)
    hours7 = _numbers(nights7, "hours")
    hours28 = _numbers(nights28, "hours")
    short = tuple(e.local_date for e in nights28 if float(e.payload["hours"]) < SHORT_NIGHT_HOURS)
    return SleepStats(
        nights28[-1],
        mean(hours7) if hours7 else mean(hours28),
        len(nights7),
        mean(hours28),
        len(nights28),
        short,
    )


def session_rpe(event: EventRecord) -> float | None:
    """A session's effort: the mean RPE of its sets that carry one."""
    values = [float(s["rpe"]) for s in event.payload.get("sets") or [] if isinstance(s, dict) and "rpe" in s]
    return mean(values) if values else None


@dataclass(frozen=True)
class RpeEffect:
    short_mean: float
    normal_mean: float
    n_short: int
    n_normal: int
    evidence: tuple[str, ...]

    @property
    def inflates(self) -> bool:
        return self.n_short >= 2 and self.short_mean - self.normal_mean >= RPE_INFLATION


def short_sleep_rpe(w: Window) -> RpeEffect | None:
    """Session RPE on the day after a short night vs after a normal one. A sleep log dated D is the
    night that ended on the morning of D, so D's sessions are its "next day"."""
    nights = {e.local_date: float(e.payload["hours"]) for e in w.of("sleep.logged")}
    short: list[tuple[EventRecord, float]] = []
    normal: list[tuple[EventRecord, float]] = []
    for session in w.of("session.completed"):
        rpe = session_rpe(session)
        hours = nights.get(session.local_date)
        if rpe is None or hours is None:
            continue
        (short if hours < SHORT_NIGHT_HOURS else normal).append((session, rpe))
    if not short or not normal:
        return None
    return RpeEffect(
        mean([r for _, r in short]),
        mean([r for _, r in normal]),
        len(short),
        len(normal),
        ids(e for e, _ in short),
    )


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


def protein_stats(w: Window) -> ProteinStats | None:
    meals = [e for e in w.of("meal.logged", days=PROTEIN_DAYS) if _has_number(e, "protein_g")]
    if not meals:
        return None
    per_day: dict[dt.date, float] = {}
    slots: dict[str, list[float]] = {"breakfast": [], "lunch": [], "dinner": []}
    for meal in meals:
        grams = float(meal.payload["protein_g"])
        per_day[meal.local_date] = per_day.get(meal.local_date, 0.0) + grams
        minutes = w.local_minutes(meal)
        slot = "breakfast" if minutes < 11 * 60 else "lunch" if minutes < 16 * 60 else "dinner"
        slots[slot].append(grams)
    weight = latest_weight(w)
    if weight is not None:
        target = round(PROTEIN_G_PER_KG * float(weight.payload["kg"]))
        basis = f"{PROTEIN_G_PER_KG:g} g/kg"
    else:
        target, basis = PROTEIN_FALLBACK_G, "default"
    low = tuple(day for day, grams in sorted(per_day.items()) if grams < target)
    by_slot = tuple((name, mean(values)) for name, values in slots.items() if values)
    return ProteinStats(mean(list(per_day.values())), len(per_day), low, target, basis, by_slot)


@dataclass(frozen=True)
class WeightTrend:
    first: float
    last: float
    count: int
    days: int


def weight_trend(w: Window, days: int = 28) -> WeightTrend | None:
    weights = w.of("weight.logged", days=days)
    if len(weights) < 2:
        return None
    span = (weights[-1].local_date - weights[0].local_date).days
    return WeightTrend(float(weights[0].payload["kg"]), float(weights[-1].payload["kg"]), len(weights), span)


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
        in_week = [
            e for e in w.of("session.completed", "session.skipped") if monday <= e.local_date <= sunday
        ]
        done = sum(1 for e in in_week if e.kind == "session.completed")
        tallies.append(WeekTally(monday, done, len(in_week) - done, plan, sunday <= w.day))
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
    sessions = w.of("session.completed", "session.skipped", days=days)
    skipped = [e for e in sessions if e.kind == "session.skipped"]
    reasons = Counter(
        " ".join(str(e.payload.get("reason") or "no reason given").lower().split()) for e in skipped
    )
    return len(skipped), len(sessions), sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))


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


def _numbers(events: list[EventRecord], name: str) -> list[float]:
    return [float(e.payload[name]) for e in events if _has_number(e, name)]
