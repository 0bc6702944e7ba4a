"""Consolidation under real concurrency (PostgreSQL): row lock on the checkpoint, late-committing ids."""

import threading
import time

import pytest
from django.db import connection, transaction

from coda_console.models import Client
from memory import consolidation, decay, services
from memory.models import ConsolidationRun, Fact
from tests.memory.helpers import observe, ok

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def _in_thread(target, *args):
    def run():
        try:
            target(*args)
        finally:
            connection.close()

    thread = threading.Thread(target=run)
    thread.start()
    return thread


def test_two_workers_consolidating_the_same_client_at_once_do_not_double_reinforce(client_a, monkeypatch):
    observe(client_a, ok("log_meal", session="s1"))
    services.consolidate(client=client_a)
    observe(client_a, ok("log_meal", session="s2"), ok("log_meal", session="s3"))

    windows: list[int] = []

    def hold_the_lock(client, window):
        windows.append(len(window.events) if window else 0)
        time.sleep(0.5)  # the other worker is now blocked on SELECT … FOR UPDATE

    monkeypatch.setattr(consolidation, "after_window_read", hold_the_lock)
    barrier = threading.Barrier(2)
    results, errors = [], []

    def worker():
        barrier.wait()
        try:
            results.append(services.consolidate(client=Client.objects.get(pk=client_a.pk)))
        except Exception as error:
            errors.append(error)

    threads = [_in_thread(worker), _in_thread(worker)]
    for thread in threads:
        thread.join(30)

    assert errors == []
    assert sorted(windows) == [0, 2]  # the second worker saw the advanced checkpoint
    assert sorted(r.observations_read for r in results) == [0, 2]
    meal = Fact.objects.get(client=client_a, key="tool_affinity:log_meal")
    assert meal.reinforcement_count == 3
    assert meal.confidence == pytest.approx(decay.reinforce(0.5, 2))
    assert ConsolidationRun.objects.filter(client=client_a, observations_read=2).count() == 1


def test_an_event_whose_smaller_id_commits_late_is_not_skipped(client_a):
    """Ids come from a sequence before commit: id N can become visible after id N+1."""
    inserted, release = threading.Event(), threading.Event()

    def slow_ingest():
        with transaction.atomic():
            observe(Client.objects.get(pk=client_a.pk), ok("early_tool", session="a"))
            inserted.set()
            release.wait(10)

    thread = _in_thread(slow_ingest)
    assert inserted.wait(10)
    observe(client_a, ok("late_tool", session="b"))  # larger id, committed first

    blocked = services.consolidate(client=client_a)
    assert blocked.observations_read == 0  # the checkpoint may not jump over the open transaction

    release.set()
    thread.join(10)
    caught_up = services.consolidate(client=client_a)
    assert caught_up.observations_read == 2
    assert set(Fact.objects.filter(client=client_a).values_list("key", flat=True)) == {
        "tool_affinity:early_tool",
        "tool_affinity:late_tool",
    }
