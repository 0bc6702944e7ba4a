"""load_memory races consolidation against the deadline. Consolidation runs on its own connection, so
these tests commit their data (transaction=True)."""

import time

import pytest

from memory import consolidation, selectors, services
from memory.loading import load_memory, wait_for_background
from memory.models import Fact
from tests.memory.helpers import observe, ok

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _drain_background():
    yield
    wait_for_background()


def test_load_consolidates_new_observations_and_builds_every_view(client_a):
    observe(client_a, ok("log_meal", session="s1"), ok("log_meal", session="s2"))
    view = load_memory(client_a)
    assert view.degraded is False
    assert view.consolidation["status"] == "ok"
    assert view.consolidation["observations_read"] == 2
    assert [f.key for f in view.facts] == ["tool_affinity:log_meal"]
    assert view.prompt_section == ""  # tool facts are routing data, not prose about the client
    assert "log_meal" in view.profile
    assert view.tool_affinities == {"log_meal": pytest.approx(1.2)}


def test_slow_consolidation_returns_the_last_persisted_facts_within_the_deadline(
    client_a, monkeypatch, settings
):
    settings.MEMORY_LOAD_DEADLINE_MS = 500
    observe(client_a, ok("log_meal", session="s1"))
    services.consolidate(client=client_a)
    observe(client_a, ok("log_meal", session="s2"))
    monkeypatch.setattr(consolidation, "after_window_read", lambda client, window: time.sleep(2))

    started = time.monotonic()
    view = load_memory(client_a)
    elapsed = time.monotonic() - started

    assert elapsed < 0.5 + 0.3
    assert view.degraded is True
    assert view.consolidation["status"] == "timeout"
    assert view.consolidation["deadline_ms"] == 500
    assert [(f.key, f.reinforcement_count) for f in view.facts] == [("tool_affinity:log_meal", 1)]
    assert "log_meal" in view.profile  # degraded, not empty: the last persisted memory

    # The consolidation was not abandoned: it finishes in the background and commits for next time.
    wait_for_background()
    assert Fact.objects.get(client=client_a).reinforcement_count == 2


def test_a_failing_consolidation_degrades_and_never_raises(client_a, monkeypatch):
    observe(client_a, ok("log_meal", session="s1"))
    services.consolidate(client=client_a)

    def broken(client, window):
        raise RuntimeError("boom")

    monkeypatch.setattr(consolidation, "after_window_read", broken)
    view = load_memory(client_a)
    assert view.degraded is True
    assert view.consolidation["status"] == "error"
    assert [f.key for f in view.facts] == ["tool_affinity:log_meal"]


def test_when_even_the_facts_cannot_be_read_the_result_is_empty_and_degraded(client_a, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("database gone")

    monkeypatch.setattr(consolidation, "after_window_read", broken)
    monkeypatch.setattr(selectors, "facts_for_client", broken)
    view = load_memory(client_a)
    assert view.degraded is True
    assert (view.prompt_section, view.profile, view.facts, view.tool_affinities) == ("", "", [], {})


def test_a_client_with_no_memory_gets_an_empty_section(client_a):
    view = load_memory(client_a)
    assert view.degraded is False
    assert view.prompt_section == "" and view.profile == "" and view.facts == []


def test_a_consolidation_that_finishes_before_it_is_registered_does_not_deadlock(monkeypatch):
    import threading
    from concurrent.futures import Future
    from types import SimpleNamespace

    from memory import loading

    def instantly_done(fn, *args):
        future = Future()
        future.set_result("done")
        return future

    monkeypatch.setattr(loading._executor, "submit", instantly_done)
    results = []
    thread = threading.Thread(
        target=lambda: results.append(loading.start_consolidation(SimpleNamespace(pk=-1)))
    )
    thread.start()
    thread.join(5)
    assert not thread.is_alive()
    assert results[0].result() == "done"
    assert -1 not in loading._in_flight
