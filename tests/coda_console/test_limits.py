"""The shared counters behind throttles and lock-outs: one atomic statement per hit."""

import datetime as dt
import threading

import pytest
import time_machine
from django.db import connection

from coda_console import limits
from coda_console.models import RateCounter

T0 = dt.datetime(2026, 8, 10, 9, 0, 0, tzinfo=dt.UTC)


def test_the_database_counter_counts_in_one_row_and_returns_the_new_value(db):
    store = limits.DatabaseCounters()
    assert [store.hit("k", 1, 60) for _ in range(3)] == [1, 2, 3]
    assert store.hit("k", -1, 60) == 2
    assert store.peek("k") == 2 and store.peek("other") == 0
    assert RateCounter.objects.get(key="k").count == 2


def test_a_limit_refuses_above_it_and_counts_refused_hits_too(db):
    with time_machine.travel(T0, tick=False):
        decisions = [limits.hit("t", "a", limit=3, period=60) for _ in range(5)]
    assert [d.allowed for d in decisions] == [True, True, True, False, False]
    assert 0 < decisions[-1].retry_after <= 60


def test_another_identity_has_its_own_allowance(db):
    with time_machine.travel(T0, tick=False):
        for _ in range(3):
            limits.hit("t", "a", limit=3, period=60)
        assert limits.hit("t", "b", limit=3, period=60).allowed


def test_the_previous_window_still_weighs_so_a_boundary_is_no_reset(db):
    with time_machine.travel(T0 + dt.timedelta(seconds=50), tick=False) as clock:
        for _ in range(3):
            limits.hit("t", "a", limit=3, period=60)
        clock.move_to(T0 + dt.timedelta(seconds=61))  # just past the boundary: ~98 % of the last window
        assert not limits.hit("t", "a", limit=3, period=60).allowed
        clock.move_to(T0 + dt.timedelta(seconds=180))  # two windows on: free again
        assert limits.hit("t", "a", limit=3, period=60).allowed


def test_a_refund_gives_one_hit_back(db):
    with time_machine.travel(T0, tick=False):
        for _ in range(3):
            limits.hit("t", "a", limit=3, period=60)
        limits.refund("t", "a", period=60)
        assert limits.hit("t", "a", limit=3, period=60).allowed


@pytest.mark.django_db(transaction=True)
def test_parallel_hits_never_lose_a_count(settings):
    if connection.vendor == "sqlite" and connection.settings_dict["NAME"].startswith(("file:", ":memory:")):
        pytest.skip("threads need a database file (the in-memory test database is one connection)")
    store = limits.DatabaseCounters()
    seen: list[int] = []

    def worker() -> None:
        for _ in range(25):
            seen.append(store.hit("parallel", 1, 60))
        connection.close()

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(seen) == list(range(1, 101))  # every value handed out exactly once


def test_redis_counters_are_atomic_per_key(scratch_redis_url):
    store = limits.RedisCounters(scratch_redis_url)
    store.client.delete("limit-test")
    assert [store.hit("limit-test", 1, 60) for _ in range(3)] == [1, 2, 3]
    assert store.peek("limit-test") == 3 and 0 < store.client.ttl("limit-test") <= 60
    store.client.delete("limit-test")
