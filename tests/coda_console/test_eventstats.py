import datetime as dt
import zoneinfo
from dataclasses import dataclass

import pytest

from coda_console import eventstats
from coda_console.eventstats import Condition, StatsError

KYIV = zoneinfo.ZoneInfo("Europe/Kyiv")


@dataclass
class Ev:
    kind: str
    occurred_at: dt.datetime
    payload: dict


def at(day: int, hour: int) -> dt.datetime:
    return dt.datetime(2026, 8, day, hour, 0, tzinfo=KYIV)


def session(day: int, *rpes: float) -> Ev:
    sets = [{"exercise": "goblet squat", "reps": 8, "weight_kg": 24, "rpe": rpe} for rpe in rpes]
    return Ev("session.completed", at(day, 18), {"name": "lower", "sets": sets})


def meal(day: int, hour: int, protein: float, kcal: float = 500) -> Ev:
    return Ev("meal.logged", at(day, hour), {"description": "food", "protein_g": protein, "kcal": kcal})


EVENTS = [
    session(3, 6, 7),  # RPE 6.5
    session(4, 8, 9),  # RPE 8.5
    meal(3, 8, 30),
    meal(3, 13, 40),
    meal(4, 13, 20),
    meal(5, 13, 50),  # a rest day
    Ev("sleep.logged", at(4, 7), {"hours": 6.5}),
    Ev("checkin.soreness", at(4, 9), {"area": "Left  Wrist", "severity": 3}),
    Ev("checkin.soreness", at(4, 10), {"area": "right knee", "severity": 2}),
    Ev("weight.logged", at(5, 7), {"kg": 63.4}),
]


def test_values_are_formed_per_client_local_day():
    protein = eventstats.daily("protein", EVENTS, KYIV, start=dt.date(2026, 8, 1), end=dt.date(2026, 8, 31))
    assert [(d.date.day, d.value, d.n) for d in protein] == [(3, 70, 2), (4, 20, 1), (5, 50, 1)]
    rpe = eventstats.daily("rpe", EVENTS, KYIV, start=dt.date(2026, 8, 1), end=dt.date(2026, 8, 31))
    assert [(d.date.day, d.value) for d in rpe] == [(3, 6.5), (4, 8.5)]


def test_a_late_evening_in_utc_belongs_to_the_next_local_day():
    late = Ev(
        "meal.logged", dt.datetime(2026, 8, 3, 22, 30, tzinfo=dt.UTC), {"description": "x", "protein_g": 9}
    )
    days = eventstats.daily("protein", [late], KYIV, start=dt.date(2026, 8, 1), end=dt.date(2026, 8, 9))
    assert [d.date for d in days] == [dt.date(2026, 8, 4)]


def test_join_keeps_only_days_where_the_condition_holds():
    easy = eventstats.daily(
        "protein",
        EVENTS,
        KYIV,
        start=dt.date(2026, 8, 1),
        end=dt.date(2026, 8, 31),
        where=[Condition("rpe", "<=", 7)],
    )
    assert [(d.date.day, d.value) for d in easy] == [(3, 70)]  # day 5 had no session: no RPE, no match


def test_soreness_by_area_normalises_the_area():
    wrist = eventstats.daily(
        "soreness", EVENTS, KYIV, start=dt.date(2026, 8, 1), end=dt.date(2026, 8, 31), area="left wrist"
    )
    assert [(d.date.day, d.value) for d in wrist] == [(4, 3)]


def test_conditions_parse_and_reject_with_the_valid_values():
    assert eventstats.parse_conditions("rpe<=7, sleep_hours>=6.5") == [
        Condition("rpe", "<=", 7),
        Condition("sleep_hours", ">=", 6.5),
    ]
    with pytest.raises(StatsError, match="valid: sessions, rpe"):
        eventstats.parse_conditions("mood>3")
    with pytest.raises(StatsError, match="not a condition"):
        eventstats.parse_conditions("rpe lots")


def test_windows_are_bounded_and_ordered():
    today = dt.date(2026, 8, 10)
    assert eventstats.window(start=None, end=None, today=today) == (dt.date(2026, 7, 14), today)
    with pytest.raises(StatsError, match="at most 366"):
        eventstats.window(start=dt.date(2025, 1, 1), end=today, today=today)
    with pytest.raises(StatsError, match="on or before"):
        eventstats.window(start=today, end=dt.date(2026, 8, 1), today=today)


def test_dates_outside_the_calendar_the_log_can_hold_are_refused_not_overflowed():
    with pytest.raises(StatsError, match="Dates run from"):
        eventstats.window(start=None, end=dt.date(1, 1, 1), today=dt.date(2026, 8, 10))
    with pytest.raises(StatsError, match="Dates run from"):
        eventstats.window(start=dt.date(9999, 12, 1), end=dt.date(9999, 12, 31), today=dt.date(2026, 8, 10))


def test_a_lift_whose_best_set_holds_three_sessions_over_three_weeks_is_stalled():
    def squat(day: int, kg: float) -> Ev:
        return Ev(
            "session.completed",
            at(day, 18),
            {"sets": [{"exercise": "Back  Squat", "reps": 5, "weight_kg": kg}]},
        )

    held = [squat(1, 95), squat(3, 100), squat(10, 100), squat(24, 97.5)]
    (stalled,) = eventstats.stalled_lifts(held, KYIV, end=dt.date(2026, 8, 25))
    assert (stalled.exercise, stalled.weight, stalled.reps, stalled.date) == (
        "back squat",
        100,
        5,
        dt.date(2026, 8, 3),
    )
    assert eventstats.stalled_lifts([*held, squat(25, 102.5)], KYIV, end=dt.date(2026, 8, 25)) == []
    assert eventstats.stalled_lifts(held[:3], KYIV, end=dt.date(2026, 8, 25)) == []  # only 7 days held


def test_events_of_a_kind_are_counted_over_local_days():
    skips = [Ev("session.skipped", at(day, 23), {"reason": "travel"}) for day in (1, 5, 9)]
    assert eventstats.count_events("session.skipped", skips, KYIV, end=dt.date(2026, 8, 9), days=5) == 2


def test_slot_means_average_one_events_value_per_time_of_day():
    slots = (("breakfast", 11 * 60), ("lunch", 16 * 60), ("dinner", 24 * 60))
    found = eventstats.slot_means(
        "protein", EVENTS, KYIV, start=dt.date(2026, 8, 1), end=dt.date(2026, 8, 31), slots=slots
    )
    assert found == [("breakfast", 30, 1), ("lunch", round((40 + 20 + 50) / 3, 2), 3)]  # no dinner: left out
    only_day_3 = eventstats.slot_means(
        "protein", EVENTS, KYIV, start=dt.date(2026, 8, 3), end=dt.date(2026, 8, 3), slots=slots
    )
    assert only_day_3 == [("breakfast", 30, 1), ("lunch", 40, 1)]


def test_per_week_is_a_count_over_the_windows_weeks():
    sessions = [session(day, 7) for day in (3, 5, 7, 10, 12, 14)]
    assert eventstats.per_week("session.completed", sessions, KYIV, end=dt.date(2026, 8, 14), days=14) == 3
    assert eventstats.per_week("session.completed", sessions, KYIV, end=dt.date(2026, 8, 14), days=28) == 1.5


def test_mean_of_rounds_as_the_summary_and_is_none_without_days():
    days = eventstats.daily("rpe", EVENTS, KYIV, start=dt.date(2026, 8, 1), end=dt.date(2026, 8, 31))
    assert eventstats.mean_of(days) == eventstats.summary(days)["mean"] == 7.5
    assert eventstats.mean_of([]) is None


def test_low_median_is_a_whole_number_and_refuses_no_values():
    assert eventstats.low_median([7, 3, 5, 9]) == 5 and eventstats.low_median([4]) == 4
    with pytest.raises(ValueError):
        eventstats.low_median([])


def test_session_rpe_is_the_mean_of_the_sets_that_carry_one():
    assert eventstats.session_rpe(session(3, 6, 7).payload) == 6.5
    assert eventstats.session_rpe({"sets": [{"exercise": "row", "rpe": True}, {"exercise": "row"}]}) is None
