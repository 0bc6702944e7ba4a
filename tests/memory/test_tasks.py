import pytest
from django_q.models import Schedule

from memory import services, tasks
from memory.models import ConsolidationRun, Fact
from tests.memory.helpers import observe, ok

pytestmark = pytest.mark.django_db


def test_consolidate_client_task_runs_the_service_and_returns_counts(client_a):
    observe(client_a, ok("log_meal", session="s1"))
    counts = tasks.consolidate_client(client_a.pk)
    assert counts["observations_read"] == 1 and counts["facts_created"] == 1
    assert ConsolidationRun.objects.get(client=client_a).trigger == "task"
    assert tasks.consolidate_client(client_a.pk)["observations_read"] == 0  # at-least-once is harmless
    assert Fact.objects.get(client=client_a).reinforcement_count == 1


def test_consolidate_client_for_a_deleted_client_does_nothing():
    assert tasks.consolidate_client(987654) is None


def test_catch_up_enqueues_only_clients_with_unconsolidated_observations(
    client_a, other_client, other_tenant_client, monkeypatch, django_capture_on_commit_callbacks
):
    queued = []
    monkeypatch.setattr(tasks, "async_task", lambda func, *args, **kwargs: queued.append((func, args)))
    observe(client_a, ok("log_meal", session="s1"))
    observe(other_client, ok("log_meal", session="s1"))
    services.consolidate(client=other_client)  # up to date
    observe(
        other_tenant_client,
        {"id": "d", "kind": "weight.logged", "occurred_at": "2026-03-02T08:00:00Z", "payload": {"kg": 70}},
    )  # domain events only: nothing to consolidate
    with django_capture_on_commit_callbacks(execute=True):
        assert tasks.catch_up() == 1
    assert queued == [("memory.tasks.consolidate_client", (client_a.pk, "schedule"))]


def test_ensure_schedules_is_idempotent(settings):
    settings.MEMORY_CATCH_UP_MINUTES = 15
    first = tasks.ensure_schedules()
    second = tasks.ensure_schedules()
    assert first.pk == second.pk
    assert Schedule.objects.filter(func="memory.tasks.catch_up").count() == 1
    assert (second.schedule_type, second.minutes, second.repeats) == (Schedule.MINUTES, 15, -1)
    settings.MEMORY_CATCH_UP_MINUTES = 30
    assert tasks.ensure_schedules().minutes == 30
    assert Schedule.objects.filter(func="memory.tasks.catch_up").count() == 1
