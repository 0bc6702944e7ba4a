"""Patterns computed from the evidence window, and how they land on the pages."""

import datetime as dt

import pytest

from tests.wiki.distillers.conftest import DAY, Events, propose, section_lines, sets, task
from wiki.distillers.rules import patterns, signals
from wiki.distillers.rules.window import Window
from wiki.ingest.statblocks import nutrition_stats, recovery_stats, series_of, training_stats


def window(events, day=DAY, timezone="Europe/Kyiv") -> Window:
    return Window.from_task(task(events=events, day=day, timezone=timezone))


def test_recovery_baseline_is_the_mean_of_the_last_28_days_only(ev):
    old = [ev.recovery(DAY - dt.timedelta(days=n), 10) for n in range(28, 40)]
    recent = [ev.recovery(DAY - dt.timedelta(days=n), 60 + n % 3) for n in range(28)]
    baseline = patterns.recovery_baseline(window(old + recent))
    assert baseline.count == 28
    # the mean of the daily scores, rounded as coda_console.eventstats rounds it for the stat blocks
    assert baseline.mean == round(sum(60 + n % 3 for n in range(28)) / 28, 2)


def test_the_rules_figures_are_the_stat_blocks_figures(ev):
    """One statistics implementation: a day with two scores (or two sleeps, or two sessions) counts once,
    as its mean (or sum) — exactly as the page's stat block computes it."""
    events = []
    for n in range(10):
        day = DAY - dt.timedelta(days=n)
        events += [ev.recovery(day, 40 + n), ev.recovery(day, 80)]
        events += [ev.sleep(day, 4.0 + n % 3), ev.meal(day, "08:00", 20 + n), ev.meal(day, "19:00", 30)]
        events.append(ev.session(day, "s", sets("squat", 50, 5, rpe=8.0 if n % 3 == 0 else 7.0)))
    events += [ev.recovery(DAY, 10), ev.sleep(DAY - dt.timedelta(days=1), 1.5)]  # a third score, a nap
    w = window(events)
    block = {
        s.label: s
        for s in [
            *recovery_stats(series_of(events, "Europe/Kyiv", DAY)),
            *nutrition_stats(series_of(events, "Europe/Kyiv", DAY)),
        ]
    }
    baseline, sleep, protein = (
        patterns.recovery_baseline(w),
        patterns.sleep_stats(w),
        patterns.protein_stats(w),
    )
    assert (baseline.mean, baseline.count) == (block["Recovery baseline"].value, 10)
    assert (sleep.avg7, sleep.avg28) == (block["Sleep avg"].value, block["Sleep 28-day avg"].value)
    assert len(sleep.short_days) == block["Short nights"].value
    assert protein.average == block["Protein avg"].value


def test_short_nights_inflate_next_day_rpe(ev):
    events = []
    for n in range(14):
        day = DAY - dt.timedelta(days=n)
        short = n % 3 == 0
        events.append(ev.sleep(day, 4.8 if short else 7.2))
        events.append(ev.session(day, "s", sets("squat", 50, 5, rpe=8.5 if short else 7.0)))
    effect = patterns.short_sleep_rpe(window(events))
    assert (effect.n_short, effect.n_normal) == (5, 9)
    assert effect.short_mean == 8.5 and effect.normal_mean == 7.0 and effect.inflates
    line = section_lines(
        propose(events=events[-2:], recent=events[:-2]).pages["wiki/recovery-patterns.md"], "Predictors"
    )[0]
    assert line == (
        "- Short nights → next-day effort: RPE 8.5 after short nights vs 7 otherwise (+1.5; 5 vs 9 "
        "session days, "
        "last 42 days) (as of 2026-08-09)"
    )


def test_no_rpe_inflation_when_short_nights_do_not_change_effort(ev):
    events = []
    for n in range(10):
        day = DAY - dt.timedelta(days=n)
        events += [ev.sleep(day, 4.8 if n % 2 else 7.2), ev.session(day, "s", sets("squat", 50, 5, rpe=7.5))]
    assert not patterns.short_sleep_rpe(window(events)).inflates


def test_protein_average_and_low_days_against_bodyweight(ev):
    events = [ev.make("weight.logged", DAY - dt.timedelta(days=20), "08:00", kg=80.0)]
    totals = {0: 120, 1: 90, 2: 100, 3: 130}
    for n, grams in totals.items():
        events += [ev.meal(DAY - dt.timedelta(days=n), "13:00", grams)]
    events += [ev.meal(DAY - dt.timedelta(days=20), "13:00", 10)]  # outside the 14-day window
    stats = patterns.protein_stats(window(events))
    assert stats.target == 96 and stats.days == 4
    assert stats.average == pytest.approx(110)
    assert stats.low_days == (DAY - dt.timedelta(days=1),)


def test_protein_low_day_threshold_falls_back_without_a_weight(ev):
    stats = patterns.protein_stats(window([ev.meal(DAY, "13:00", 70)]))
    assert (stats.target, stats.target_basis, stats.low_days) == (80, "default", (DAY,))


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("Block 2: upper/lower split 3×/week, pull-up negatives", 3),
        ("Half-marathon base: 3 zone-2 runs + 1 tempo per week", 4),
        ("She trains 4x a week at the gym", 4),
        ("Deload week, easy", None),
        ("zone-2 runs every day", None),
    ],
)
def test_plans_are_read_from_prose(text, plan):
    assert patterns.parse_plan(text) == plan


def test_sessions_done_vs_planned_per_week(ev):
    events = [ev.make("program.changed", DAY - dt.timedelta(days=30), "09:00", summary="Block 2: 3×/week")]
    monday = DAY - dt.timedelta(days=DAY.weekday())
    for week, done in ((3, 3), (2, 2), (1, 3), (0, 1)):
        for index in range(done):
            events.append(
                ev.session(monday - dt.timedelta(weeks=week) + dt.timedelta(days=index * 2), "s", [])
            )
    events.append(ev.skipped(monday - dt.timedelta(weeks=2) + dt.timedelta(days=4), "s", "tired"))
    proposal = propose(events=[events[-2]], recent=[e for e in events if e is not events[-2]], day=monday)
    line = section_lines(proposal.pages["wiki/training-history.md"], "Adherence")[0]
    assert line == (
        "- Sessions vs plan: W29 3/3 · W30 2/3 · W31 3/3 · W32 1/3 so far "
        "(plan 3 a week, from the current block) (as of 2026-08-03)"
    )


def test_a_lift_is_stalled_when_its_best_top_set_held_three_weeks(ev):
    events = []
    for n, weight in enumerate([12, 14, 14, 14, 14, 13, 14]):
        events.append(
            ev.session(DAY - dt.timedelta(days=28 - n * 4), "upper", sets("dumbbell bench press", weight, 5))
        )
    events += [
        ev.session(DAY - dt.timedelta(days=n), "upper", sets("goblet squat", 20 + n, 8)) for n in (20, 10, 0)
    ]
    proposal = propose(events=events[-1:], recent=events[:-1])
    page = proposal.pages["wiki/training-history.md"]
    assert not any(line.startswith("- Stalled lifts") for line in section_lines(page, "Adherence"))
    # 20 days between the best set and the last bench session: not yet stalled, as the stat block says
    assert "stalled" not in proposal.index_summaries["wiki/training-history.md"]
    assert all(s.label != "Stalled lifts" for s in training_stats(series_of(events, "Europe/Kyiv", DAY)))
    bench = next(line for line in section_lines(page, "Lifts") if "bench" in line)
    assert "best 14 kg × 5 held 6× since 2026-07-16" in bench
    # one more session at 14 kg today: 24 days held — stalled in the block and in the index summary alike
    today = ev.session(DAY, "upper", sets("dumbbell bench press", 14, 5))
    proposal = propose(events=[events[-1], today], recent=events[:-1])
    (stat,) = [
        s
        for s in training_stats(series_of([*events, today], "Europe/Kyiv", DAY))
        if s.label == "Stalled lifts"
    ]
    assert stat.value == 1 and stat.basis.startswith("dumbbell bench press 14 kg × 5")
    assert "stalled: dumbbell bench press" in proposal.index_summaries["wiki/training-history.md"]


def test_travel_weeks_vs_adherence(ev):
    events = []
    start = DAY - dt.timedelta(days=34)
    for n in range(35):
        day = start + dt.timedelta(days=n)
        if day.weekday() in (1, 3, 5):
            away = DAY - dt.timedelta(days=13) <= day <= DAY - dt.timedelta(days=7)
            events.append(
                ev.skipped(day, "run", "hotel") if away and day.weekday() != 5 else ev.session(day, "run", [])
            )
    events.append(ev.make("travel.started", DAY - dt.timedelta(days=13), "07:00", location="Berlin"))
    events.append(ev.make("travel.ended", DAY - dt.timedelta(days=7), "21:00"))
    w = window(events)
    result = patterns.travel_adherence(w, patterns.trips(w))
    assert (result.done_away, result.skipped_away) == (1, 2)
    assert result.verdict == "drops"
    assert result.per_week_away == pytest.approx(1.0) and result.per_week_home == pytest.approx(3.0)
    assert len(result.evidence) == 2


def test_an_unfinished_trip_runs_to_today(ev):
    w = window([ev.make("travel.started", DAY - dt.timedelta(days=2), "07:00", location="Lviv")])
    (trip,) = patterns.trips(w)
    assert trip.end is None and patterns.travel_days(w, [trip]) == {
        DAY - dt.timedelta(days=n) for n in range(3)
    }


def test_numbers_heavy_messages_followed_by_silence():
    ev = Events()
    events = []
    for n in (30, 20, 10):
        day = DAY - dt.timedelta(days=n)
        events.append(ev.chat(day, "08:00", "bot", "Weigh-in: 64.2 kg, 3 sessions this week"))
        events.append(ev.chat(day + dt.timedelta(days=2), "12:00", "user", "ok"))
    events.append(ev.chat(DAY - dt.timedelta(days=5), "08:00", "bot", "Protein 62 g yesterday"))
    events.append(ev.chat(DAY - dt.timedelta(days=5), "08:30", "user", "oops"))
    found = signals.numbers_then_silence(window(events))
    assert found.numbers_messages == 4 and len(found.silences) == 3
