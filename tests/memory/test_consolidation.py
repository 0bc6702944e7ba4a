"""Consolidation step by step (docs/memory.md, "Consolidation"): read, dedupe, reinforce or create,
decay, delete, persist, prune"""

import datetime as dt

import pytest
import time_machine

from coda_console.models import Event
from memory import consolidation, decay, services
from memory.models import ConsolidationCheckpoint, ConsolidationRun, Fact, ForgottenFact
from tests.memory.helpers import T0, access, fail, observe, ok, query

pytestmark = pytest.mark.django_db
DAY = dt.timedelta(days=1)


def consolidate_at(client, when, **kwargs):
    with time_machine.travel(when, tick=False):
        return services.consolidate(client=client, **kwargs)


def observe_at(client, when, *raw):
    with time_machine.travel(when, tick=False):
        return observe(client, *raw)


def fact(client, key):
    return Fact.objects.get(client=client, key=key)


# --- 1. checkpoint and window ----------------------------------------------------------------------


def test_first_run_reads_everything_and_a_second_run_reads_nothing(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"), access("exercise", "squat", session="s1"))
    first = consolidate_at(client_a, T0 + dt.timedelta(minutes=1))
    second = consolidate_at(client_a, T0 + dt.timedelta(minutes=2))
    assert (first.observations_read, first.facts_created) == (2, 2)
    assert (second.observations_read, second.facts_created, second.facts_reinforced) == (0, 0, 0)
    checkpoint = ConsolidationCheckpoint.objects.get(client=client_a)
    assert checkpoint.last_event_id == Event.objects.filter(client=client_a).latest("pk").pk
    assert checkpoint.last_event_received_at == T0


def test_late_arriving_events_are_read_once_and_not_lost(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0 + dt.timedelta(minutes=1))
    # Arrives after the checkpoint but happened two days before it: still read, exactly once.
    observe_at(client_a, T0 + dt.timedelta(hours=1), ok("log_meal", session="s0", at=T0 - 2 * DAY))
    late = consolidate_at(client_a, T0 + dt.timedelta(hours=2))
    again = consolidate_at(client_a, T0 + dt.timedelta(hours=3))
    assert late.observations_read == 1 and late.facts_reinforced == 1
    assert again.observations_read == 0
    assert fact(client_a, "tool_affinity:log_meal").reinforcement_count == 2


def test_two_events_at_the_same_instant_are_both_counted_once(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1", at=T0))
    consolidate_at(client_a, T0 + dt.timedelta(minutes=1))
    observe_at(client_a, T0 + dt.timedelta(minutes=2), ok("log_meal", session="s2", at=T0))
    consolidate_at(client_a, T0 + dt.timedelta(minutes=3))
    consolidate_at(client_a, T0 + dt.timedelta(minutes=4))
    assert fact(client_a, "tool_affinity:log_meal").reinforcement_count == 2


# --- 2. dedupe -----------------------------------------------------------------------------------


def test_one_reinforcement_per_fact_per_session(client_a):
    observe_at(client_a, T0, *[ok("log_meal", session="s1") for _ in range(5)], ok("log_meal", session="s2"))
    consolidate_at(client_a, T0 + dt.timedelta(minutes=1))
    meal = fact(client_a, "tool_affinity:log_meal")
    assert meal.reinforcement_count == 2
    assert meal.confidence == pytest.approx(decay.reinforce(0.5))
    assert meal.metadata["successes"] == 6


def test_without_session_one_reinforcement_per_calendar_day(client_a):
    observe_at(
        client_a,
        T0 + 2 * DAY,
        query("nutrition", at=T0),
        query("nutrition", at=T0 + dt.timedelta(hours=3)),
        query("nutrition", at=T0 + DAY),
    )
    consolidate_at(client_a, T0 + 2 * DAY)
    assert fact(client_a, "domain_preference:nutrition").reinforcement_count == 2


def test_a_session_split_across_two_windows_is_counted_once(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0 + dt.timedelta(minutes=1))
    observe_at(client_a, T0 + dt.timedelta(minutes=2), ok("log_meal", session="s1"))
    result = consolidate_at(client_a, T0 + dt.timedelta(minutes=3))
    meal = fact(client_a, "tool_affinity:log_meal")
    assert result.observations_read == 1 and result.facts_reinforced == 0
    assert meal.reinforcement_count == 1
    assert meal.metadata["successes"] == 2  # the call still counts in the statistics


# --- 3. reinforce or create ----------------------------------------------------------------------


def test_new_facts_start_at_one_half_and_reinforcement_follows_the_formula(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0)
    assert fact(client_a, "tool_affinity:log_meal").confidence == 0.5
    observe_at(client_a, T0, ok("log_meal", session="s2"), ok("log_meal", session="s3"))
    result = consolidate_at(client_a, T0)
    meal = fact(client_a, "tool_affinity:log_meal")
    assert result.facts_reinforced == 1 and result.facts_created == 0
    assert meal.confidence == pytest.approx(0.5 + 0.2 * 0.5 + 0.2 * (1 - 0.6))
    assert meal.reinforcement_count == 3
    assert "3 of 3 recorded calls succeeded" in meal.content


def test_a_tool_with_failures_dominating_becomes_avoidance_and_failure_pattern(client_a):
    observe_at(
        client_a,
        T0,
        ok("wearable_sync", session="s1"),
        fail("wearable_sync", "401 token expired", session="s1"),
        fail("wearable_sync", "401 token expired", session="s1"),
    )
    consolidate_at(client_a, T0)
    keys = set(Fact.objects.filter(client=client_a).values_list("key", flat=True))
    assert keys == {"tool_avoidance:wearable_sync", "failure_pattern:wearable_sync"}
    issue = fact(client_a, "failure_pattern:wearable_sync")
    assert "401 token expired" in issue.content
    assert issue.metadata["failures"] == 2 and issue.metadata["successes"] == 1


def test_entity_and_domain_facts_carry_label_and_keywords(client_a):
    observe_at(
        client_a,
        T0,
        access("exercise", "back-squat", "Back squat", session="s1"),
        query("nutrition", ["protein", "meal prep"], session="s1"),
    )
    consolidate_at(client_a, T0)
    assert fact(client_a, "entity_frequency:exercise:back-squat").content == (
        "Often works with the exercise “Back squat” (back-squat)."
    )
    assert fact(client_a, "domain_preference:nutrition").content == (
        "Often asks about nutrition (keywords: protein, meal prep)."
    )


# --- 4. decay --------------------------------------------------------------------------------------


def test_unreinforced_facts_decay_exactly_by_elapsed_days(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"), ok("plan_session", session="s1"))
    consolidate_at(client_a, T0)
    observe_at(client_a, T0 + 10 * DAY, ok("plan_session", session="s2", at=T0 + 10 * DAY))
    result = consolidate_at(client_a, T0 + 10 * DAY)
    assert fact(client_a, "tool_affinity:log_meal").confidence == pytest.approx(0.5 * 0.95**10, rel=1e-9)
    # the reinforced fact is not decayed
    assert fact(client_a, "tool_affinity:plan_session").confidence == pytest.approx(0.6)
    assert result.facts_decayed == 1


def test_running_twice_in_a_day_does_not_double_decay(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0)
    for hours in (3, 9, 17, 24 * 5):
        consolidate_at(client_a, T0 + dt.timedelta(hours=hours))
    assert fact(client_a, "tool_affinity:log_meal").confidence == pytest.approx(0.5 * 0.95**5, rel=1e-9)


def test_adaptive_decay_uses_the_facts_ease(client_a, settings):
    settings.MEMORY_DECAY_STRATEGY = "adaptive"
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0)
    Fact.objects.filter(client=client_a).update(ease_factor=1.3)
    result = consolidate_at(client_a, T0 + 20 * DAY)
    assert result.strategy == "adaptive"
    assert fact(client_a, "tool_affinity:log_meal").confidence == pytest.approx(0.5 * 0.95 ** (20 / 1.3))


def test_ease_falls_on_active_days_without_the_fact_and_rises_when_it_returns(client_a, settings):
    settings.MEMORY_DECAY_STRATEGY = "adaptive"
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0)
    assert fact(client_a, "tool_affinity:log_meal").ease_factor == decay.INITIAL_EASE
    # Active on two later days, but never logging a meal: two lapses.
    observe_at(client_a, T0 + 2 * DAY, ok("plan_session", at=T0 + DAY), ok("plan_session", at=T0 + 2 * DAY))
    consolidate_at(client_a, T0 + 2 * DAY)
    lapsed = fact(client_a, "tool_affinity:log_meal").ease_factor
    assert lapsed == pytest.approx(2.5 - 2 * 0.14)
    # Re-running over no new days changes nothing; a reinforced day raises ease again.
    consolidate_at(client_a, T0 + 2 * DAY + dt.timedelta(hours=1))
    assert fact(client_a, "tool_affinity:log_meal").ease_factor == pytest.approx(lapsed)
    observe_at(client_a, T0 + 3 * DAY, ok("log_meal", session="s9", at=T0 + 3 * DAY))
    consolidate_at(client_a, T0 + 3 * DAY)
    assert fact(client_a, "tool_affinity:log_meal").ease_factor == pytest.approx(lapsed + 0.1)


def test_days_without_any_observation_are_not_lapses(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0)
    consolidate_at(client_a, T0 + 6 * DAY)
    assert fact(client_a, "tool_affinity:log_meal").ease_factor == decay.INITIAL_EASE


# --- 5. delete below 0.1 ---------------------------------------------------------------------------


def test_facts_below_one_tenth_are_deleted_and_recorded_as_forgotten(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0)
    # 0.5 · 0.95^31 = 0.102 survives; 0.5 · 0.95^32 = 0.0969 does not.
    consolidate_at(client_a, T0 + 31 * DAY)
    assert fact(client_a, "tool_affinity:log_meal").confidence == pytest.approx(0.5 * 0.95**31)
    result = consolidate_at(client_a, T0 + 32 * DAY)
    assert result.facts_deleted == 1
    assert not Fact.objects.filter(client=client_a).exists()
    forgotten = ForgottenFact.objects.get(client=client_a)
    assert forgotten.reason == ForgottenFact.Reason.DECAYED
    assert forgotten.confidence == pytest.approx(0.5 * 0.95**32)


# --- 6. persist + checkpoint atomically ------------------------------------------------------------


def test_a_failure_rolls_back_facts_and_checkpoint_and_records_an_error_run(client_a, monkeypatch):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0)
    checkpoint_before = ConsolidationCheckpoint.objects.get(client=client_a).last_event_id
    observe_at(client_a, T0, ok("log_meal", session="s2"))

    persist = consolidation._persist

    def persist_then_explode(*args, **kwargs):
        persist(*args, **kwargs)  # the writes happen, then the transaction must roll them back
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(consolidation, "_persist", persist_then_explode)
    with pytest.raises(RuntimeError):
        consolidate_at(client_a, T0 + DAY)
    assert ConsolidationCheckpoint.objects.get(client=client_a).last_event_id == checkpoint_before
    assert fact(client_a, "tool_affinity:log_meal").reinforcement_count == 1
    run = ConsolidationRun.objects.filter(client=client_a).latest("pk")
    assert run.status == "error" and "disk on fire" in run.error
    monkeypatch.undo()
    assert consolidate_at(client_a, T0 + DAY).facts_reinforced == 1


def test_runs_record_counts_duration_and_lint_warnings(client_a):
    observe_at(client_a, T0, ok("sync", session="s1"), fail("sync", session="s2"))
    result = consolidate_at(client_a, T0, trigger="task")
    run = result.run
    assert run is not None and run.status == "ok" and run.trigger == "task"
    assert (run.observations_read, run.facts_created) == (2, 2)
    assert run.duration_ms >= 0
    assert [w["rule"] for w in run.warnings] == ["contradicting_signals"]
    assert run.first_event_id < run.last_event_id


def test_a_run_that_only_brought_decay_up_to_date_is_not_recorded(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0)
    result = consolidate_at(client_a, T0 + DAY)
    assert result.run is None and result.facts_decayed == 1
    assert ConsolidationRun.objects.filter(client=client_a).count() == 1


# --- 7. prune --------------------------------------------------------------------------------------


def test_prunes_behavioural_events_seven_days_behind_the_checkpoint_never_domain_events(client_a):
    sleep = {"id": "sleep-1", "kind": "sleep.logged", "occurred_at": T0.isoformat(), "payload": {"hours": 7}}
    observe_at(client_a, T0, ok("log_meal", session="s1"), access("exercise", "squat"), sleep)
    consolidate_at(client_a, T0)
    observe_at(client_a, T0 + 3 * DAY, ok("log_meal", session="s2", at=T0 + 3 * DAY))
    assert consolidate_at(client_a, T0 + 3 * DAY).events_pruned == 0
    assert consolidate_at(client_a, T0 + 6 * DAY).events_pruned == 0  # passed only 6 days ago
    result = consolidate_at(client_a, T0 + 7 * DAY + dt.timedelta(minutes=1))
    assert result.events_pruned == 2
    remaining = list(Event.objects.filter(client=client_a).order_by("pk").values_list("kind", "event_id"))
    assert ("sleep.logged", "sleep-1") in remaining  # domain events are the record: kept forever
    assert [kind for kind, _ in remaining].count("tool.success") == 1  # the day-3 one is not due yet
    assert result.run.events_pruned == 2
    assert consolidate_at(client_a, T0 + 8 * DAY).events_pruned == 0


def test_pruning_is_batched(client_a, settings):
    settings.MEMORY_PRUNE_BATCH = 2
    observe_at(client_a, T0, *[ok("log_meal", session=f"s{i}") for i in range(5)])
    consolidate_at(client_a, T0)
    counts = [consolidate_at(client_a, T0 + dt.timedelta(days=8, hours=h)).events_pruned for h in range(4)]
    assert counts == [2, 2, 1, 0]


def test_never_prunes_events_ahead_of_the_checkpoint(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0)
    consolidate_at(client_a, T0 + 8 * DAY)
    # Not yet consolidated when pruning runs: settles only after the run's "now".
    with time_machine.travel(T0 + 9 * DAY, tick=False):
        observe(client_a, ok("log_meal", session="s2", at=T0 - DAY))
        services.consolidate(client=client_a, now=T0 + 9 * DAY - dt.timedelta(seconds=1))
    assert Event.objects.filter(client=client_a, kind="tool.success").count() == 1


def test_clients_are_isolated(client_a, other_client):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    observe_at(other_client, T0, ok("plan_session", session="s1"))
    consolidate_at(client_a, T0)
    assert list(Fact.objects.values_list("client_id", "key")) == [(client_a.pk, "tool_affinity:log_meal")]


def test_quiet_runs_within_the_hour_leave_facts_alone_and_later_runs_catch_up_exactly(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0)
    quiet = consolidate_at(client_a, T0 + dt.timedelta(minutes=40))
    assert quiet.facts_decayed == 0
    assert fact(client_a, "tool_affinity:log_meal").last_decayed_at == T0
    consolidate_at(client_a, T0 + 2 * DAY)
    assert fact(client_a, "tool_affinity:log_meal").confidence == pytest.approx(0.5 * 0.95**2, rel=1e-9)


def test_runs_older_than_ninety_days_are_dropped_after_serving_as_prune_bounds(client_a):
    observe_at(client_a, T0, ok("log_meal", session="s1"))
    consolidate_at(client_a, T0)
    observe_at(client_a, T0 + 100 * DAY, ok("log_meal", session="s2", at=T0 + 100 * DAY))
    result = consolidate_at(client_a, T0 + 100 * DAY)
    assert result.events_pruned == 1  # the day-0 run still bounded the prune
    assert list(ConsolidationRun.objects.filter(client=client_a).values_list("started_at", flat=True)) == [
        T0 + 100 * DAY
    ]
