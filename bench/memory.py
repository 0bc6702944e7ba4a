"""Behavioural memory benchmarks (docs/memory.md, "Benchmarks").

    .venv/bin/python bench/memory.py            # SQLite in a temp dir, 1,000,000 old observations
    .venv/bin/python bench/memory.py --quick    # 100,000 old observations
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/coda_memory_bench .venv/bin/python bench/memory.py

(a) Consolidating 1,000 new observations for a client with no history vs a client with 1,000,000 older
    observations already consolidated (behind its checkpoint). Both clients first consolidate the same
    warm-up batch, so they hold the same facts; the old rows are bulk-inserted (setup, not measured)
    and passed by a recent checkpoint, so they are not yet due for pruning. Each round ingests 1,000
    new observations per client (not measured) and times `consolidate`; medians are compared.
    Target: veteran ÷ fresh ≤ 1.3 — cost grows with new work only.
(b) `load_memory` with 50 facts: p50/p95 over repeated calls (each one races a real consolidation
    that brings decay up to date). Target: p95 ≤ 100 ms on PostgreSQL.
"""

import argparse
import datetime as dt
import os
import statistics
import sys
import time
from urllib.parse import urlparse

from _setup import bootstrap

TOOLS = [f"tool_{i:02d}" for i in range(20)]
ENTITIES = [("exercise", f"lift-{i:03d}") for i in range(100)]
DOMAINS = [f"domain_{i}" for i in range(10)]


def ensure_postgres_database() -> None:
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith("postgres"):
        return
    import psycopg

    parsed = urlparse(url)
    name = parsed.path.lstrip("/")
    admin = parsed._replace(path="/postgres", query="").geturl()
    with psycopg.connect(admin, autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone():
            conn.execute(f'CREATE DATABASE "{name}"')


def observation(i: int, prefix: str, at: dt.datetime) -> dict:
    """A varied but deterministic behavioural event; ten per session."""
    session = f"{prefix}-s{i // 10}"
    match i % 4:
        case 0 | 1:
            kind = "tool.failure" if i % 17 == 0 else "tool.success"
            payload = {"tool": TOOLS[i % len(TOOLS)]}
        case 2:
            entity_type, entity_id = ENTITIES[i % len(ENTITIES)]
            payload = {"entity_type": entity_type, "entity_id": entity_id, "label": entity_id.title()}
            kind = "entity.access"
        case _:
            kind, payload = "query.pattern", {"domain": DOMAINS[i % len(DOMAINS)], "keywords": ["a", "b"]}
    return {
        "id": f"{prefix}-{i}",
        "kind": kind,
        "occurred_at": at.isoformat(),
        "payload": payload,
        "session_id": session,
    }


def ingest(client, prefix: str, count: int, at: dt.datetime) -> None:
    from coda_console.services import events_ingest

    received = dt.datetime.now(dt.UTC) - dt.timedelta(minutes=1)  # settled
    events = [observation(i, prefix, at + dt.timedelta(seconds=i)) for i in range(count)]
    for start in range(0, count, 1000):
        events_ingest(client=client, raw_events=events[start : start + 1000], received_at=received)


def bulk_history(client, count: int) -> None:
    """Insert `count` old observations directly (setup), then mark them consolidated."""
    from django.db import connection, transaction
    from django.db.models import Max

    from coda_console.models import Event
    from memory.models import ConsolidationCheckpoint, ConsolidationRun

    start = dt.datetime.now(dt.UTC) - dt.timedelta(days=90)
    received = dt.datetime.now(dt.UTC) - dt.timedelta(days=1)
    batch = 20_000
    began = time.perf_counter()
    for offset in range(0, count, batch):
        rows = []
        for i in range(offset, min(count, offset + batch)):
            raw = observation(i, "old", start + dt.timedelta(seconds=7 * i))
            rows.append(
                Event(
                    client=client,
                    event_id=raw["id"],
                    kind=raw["kind"],
                    occurred_at=dt.datetime.fromisoformat(raw["occurred_at"]),
                    received_at=received,
                    payload=raw["payload"],
                    session_id=raw["session_id"],
                    content_sha256="0" * 64,
                )
            )
        with transaction.atomic():
            Event.objects.bulk_create(rows, batch_size=5_000)
        print(f"\r  setup: {min(count, offset + batch):,} / {count:,} old observations", end="", flush=True)
    last_id = Event.objects.filter(client=client).aggregate(m=Max("pk"))["m"]
    ConsolidationCheckpoint.objects.filter(client=client).update(last_event_id=last_id)
    now = dt.datetime.now(dt.UTC)
    ConsolidationRun.objects.create(
        client=client, trigger="bench", started_at=now, finished_at=now, last_event_id=last_id
    )
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")
    print(f"  ({time.perf_counter() - began:.0f} s)")


def bench_incremental(tenant, history: int, rounds: int) -> tuple[float, float]:
    from coda_console.services import client_upsert
    from memory import services

    fresh, _ = client_upsert(tenant=tenant, external_id="fresh", display_name="No history")
    veteran, _ = client_upsert(tenant=tenant, external_id="veteran", display_name="Long history")
    at = dt.datetime.now(dt.UTC) - dt.timedelta(hours=6)
    for client in (fresh, veteran):
        ingest(client, "warm", 1000, at)
        services.consolidate(client=client, trigger="bench")
    bulk_history(veteran, history)
    timings: dict[str, list[float]] = {"fresh": [], "veteran": []}
    for round_no in range(rounds):
        order = (fresh, veteran) if round_no % 2 == 0 else (veteran, fresh)
        for client in order:
            ingest(client, f"new{round_no}", 1000, at + dt.timedelta(minutes=10 * (round_no + 1)))
            started = time.perf_counter()
            result = services.consolidate(client=client, trigger="bench")
            timings[client.external_id].append(time.perf_counter() - started)
            assert result.observations_read == 1000, result.counts()
    return statistics.median(timings["fresh"]), statistics.median(timings["veteran"])


def bench_load(tenant, calls: int) -> tuple[float, float, float, int]:
    from coda_console.services import client_upsert
    from coda_console.tokens import estimate_tokens
    from memory import services
    from memory.loading import load_memory
    from memory.models import Fact

    client, _ = client_upsert(tenant=tenant, external_id="loader", display_name="Fifty facts")
    at = dt.datetime.now(dt.UTC) - dt.timedelta(hours=1)
    raw = []
    for i in range(20):
        raw.append({"kind": "tool.success", "payload": {"tool": TOOLS[i]}})
        raw.append({"kind": "entity.access", "payload": {"entity_type": "exercise", "entity_id": f"e{i}"}})
    raw += [{"kind": "query.pattern", "payload": {"domain": DOMAINS[i]}} for i in range(10)]
    from coda_console.services import events_ingest

    events = [
        {**item, "id": f"load-{i}", "occurred_at": at.isoformat(), "session_id": f"s{i % 5}"}
        for i, item in enumerate(raw)
    ]
    events_ingest(client=client, raw_events=events, received_at=at)
    services.consolidate(client=client, trigger="bench")
    assert Fact.objects.filter(client=client).count() == 50
    for _ in range(5):  # warm the worker thread and its connection
        load_memory(client)
    samples, degraded, tokens = [], 0, 0
    for _ in range(calls):
        started = time.perf_counter()
        view = load_memory(client)
        samples.append(time.perf_counter() - started)
        degraded += view.degraded
        tokens = estimate_tokens(view.prompt_section)
    samples.sort()
    p50 = samples[len(samples) // 2]
    p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95))]
    print(f"  prompt section: {tokens} tokens; degraded calls: {degraded} of {calls}")
    return p50, p95, samples[-1], degraded


def cleanup() -> None:
    from django.db import connection

    from coda_console.models import Client, Event, Tenant

    tenants = Tenant.objects.filter(slug="bench-memory")
    client_ids = list(Client.objects.filter(tenant__in=tenants).values_list("pk", flat=True))
    if client_ids:  # a raw delete: the ORM would load a million rows to cascade them
        marks = ", ".join(["%s"] * len(client_ids))
        with connection.cursor() as cursor:
            cursor.execute(f"DELETE FROM {Event._meta.db_table} WHERE client_id IN ({marks})", client_ids)
    tenants.delete()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="100,000 old observations instead of 1,000,000")
    parser.add_argument("--history", type=int, help="old observations (overrides --quick)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--calls", type=int, default=200, help="load_memory calls for (b)")
    args = parser.parse_args()
    history = args.history or (100_000 if args.quick else 1_000_000)

    ensure_postgres_database()
    vendor = bootstrap()
    from coda_console.services import tenant_create

    cleanup()
    tenant = tenant_create(slug="bench-memory", name="Memory bench")
    print(f"database: {vendor}")

    print(f"(a) consolidate 1,000 new observations: 0 vs {history:,} older ones, median of {args.rounds}")
    fresh, veteran = bench_incremental(tenant, history, args.rounds)
    ratio = veteran / fresh
    print(f"  no history:   {fresh * 1000:8.1f} ms")
    print(f"  {history:>9,} old: {veteran * 1000:8.1f} ms")
    print(f"  ratio: {ratio:.2f}  (target ≤ 1.3: {'PASS' if ratio <= 1.3 else 'FAIL'})")

    print(f"(b) load_memory with 50 facts, {args.calls} calls")
    p50, p95, worst, _ = bench_load(tenant, args.calls)
    verdict = "PASS" if p95 <= 0.1 else "FAIL"
    print(
        f"  p50 {p50 * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, max {worst * 1000:.1f} ms"
        f"  (target p95 ≤ 100 ms: {verdict})"
    )

    from memory.loading import wait_for_background

    wait_for_background()
    cleanup()


if __name__ == "__main__":
    sys.exit(main())
