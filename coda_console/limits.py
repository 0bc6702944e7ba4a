"""Rate limits and lock-outs that hold across every process (docs/api-edge.md, "Limits").

Counters live where every gunicorn worker and every web node sees them, and each hit is one atomic
operation there: Redis (INCRBY + EXPIRE in one MULTI) when REDIS_URL is set, otherwise the RateCounter
table, updated with one `INSERT … ON CONFLICT DO UPDATE … RETURNING` statement (SQLite ≥ 3.35 and
PostgreSQL) — never a read followed by a write.

A limit is a sliding window approximated by two fixed windows: the count of the current window plus
the previous window's count weighted by how much of it still overlaps. Every hit is counted, including
refused ones, so a caller that keeps hammering stays limited.
"""

import logging
import os
import random
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from django.conf import settings
from django.db import connection

from coda_console.models import RateCounter

logger = logging.getLogger(__name__)


class CounterStore(Protocol):
    def hit(self, key: str, amount: int, ttl_seconds: int) -> int: ...

    def peek(self, key: str) -> int: ...


class DatabaseCounters:
    """The RateCounter table; one atomic upsert per hit."""

    def hit(self, key: str, amount: int, ttl_seconds: int) -> int:
        quote = connection.ops.quote_name
        table, key_column, count = quote(RateCounter._meta.db_table), quote("key"), quote("count")
        now = time.time()
        with connection.cursor() as cursor:
            cursor.execute(
                f"INSERT INTO {table} ({key_column}, {count}, {quote('expires_at')}) VALUES (%s, %s, %s) "
                f"ON CONFLICT ({key_column}) DO UPDATE SET {count} = {table}.{count} + excluded.{count} "
                f"RETURNING {count}",
                [key, amount, now + ttl_seconds],
            )
            total = cursor.fetchone()[0]
        if random.random() < 0.01:  # now and then, drop windows nobody will read again
            RateCounter.objects.filter(expires_at__lt=now).delete()
        return int(total)

    def peek(self, key: str) -> int:
        return RateCounter.objects.filter(key=key).values_list("count", flat=True).first() or 0


class RedisCounters:
    def __init__(self, url: str) -> None:
        import redis

        self.client = redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)

    def hit(self, key: str, amount: int, ttl_seconds: int) -> int:
        pipeline = self.client.pipeline(transaction=True)
        pipeline.incrby(key, amount)
        pipeline.expire(key, ttl_seconds)
        count, _ = pipeline.execute()
        return int(count)

    def peek(self, key: str) -> int:
        return int(self.client.get(key) or 0)


class _FallbackCounters:
    """Redis, falling back to the database while Redis does not answer: limits never fail open."""

    def __init__(self, primary: CounterStore, fallback: CounterStore) -> None:
        self.primary, self.fallback = primary, fallback

    def hit(self, key: str, amount: int, ttl_seconds: int) -> int:
        try:
            return self.primary.hit(key, amount, ttl_seconds)
        except Exception:
            logger.warning("rate counters: Redis unavailable, counting in the database", exc_info=True)
            return self.fallback.hit(key, amount, ttl_seconds)

    def peek(self, key: str) -> int:
        try:
            return self.primary.peek(key)
        except Exception:
            return self.fallback.peek(key)


def counters() -> CounterStore:
    return _counters(settings.REDIS_URL, os.getpid())  # per process: a forked worker reconnects


@lru_cache(maxsize=4)
def _counters(redis_url: str, pid: int) -> CounterStore:
    if redis_url:
        return _FallbackCounters(RedisCounters(redis_url), DatabaseCounters())
    return DatabaseCounters()


@dataclass(frozen=True)
class Decision:
    allowed: bool
    count: float  # the sliding-window estimate, this hit included
    retry_after: float  # seconds until the estimate is certain to be back under the limit


def hit(name: str, ident: str, *, limit: int, period: int, amount: int = 1) -> Decision:
    """Count one hit of `ident` against `limit` per `period` seconds; refuse above it."""
    store = counters()
    now = time.time()
    window = int(now // period)
    elapsed = (now % period) / period
    current = store.hit(f"limit:{name}:{ident}:{window}", amount, period * 2)
    previous = store.peek(f"limit:{name}:{ident}:{window - 1}")
    estimate = previous * (1 - elapsed) + current
    return Decision(allowed=estimate <= limit, count=estimate, retry_after=max(1.0, period * (1 - elapsed)))


def refund(name: str, ident: str, *, period: int) -> None:
    """Take one hit back (a login that turned out to be right is not a failure)."""
    window = int(time.time() // period)
    counters().hit(f"limit:{name}:{ident}:{window}", -1, period * 2)
