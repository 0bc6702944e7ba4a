"""Event ingest through the real API vs a bare ORM bulk insert of the same rows
(README.md, "Tests, CI and benchmarks").

    .venv/bin/python bench/ingest.py                 # SQLite in a temp dir, 50,000 events
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/coda_bench .venv/bin/python bench/ingest.py
    .venv/bin/python bench/ingest.py --events 5000   # quick

The API path is the whole request: routing, key authentication, JSON parsing, validating every
event, the duplicate check and the insert. The bodies are encoded before the clock starts (that is
the bot's cost). Target: API throughput ≥ 30 % of the bare insert.
"""

import argparse
import datetime as dt
import json
import time

from _setup import bootstrap


def make_events(prefix: str, count: int, start: dt.datetime) -> list[dict]:
    kinds = [
        ("sleep.logged", lambda i: {"hours": 5 + i % 4, "bedtime": "23:15", "quality": 1 + i % 5}),
        ("recovery.scored", lambda i: {"score": i % 100}),
        (
            "meal.logged",
            lambda i: {"description": "buckwheat with chicken", "protein_g": 20 + i % 30, "kcal": 600},
        ),
        ("chat.turn", lambda i: {"role": "user", "text": "ok, thanks — see you tomorrow"}),
        ("tool.success", lambda i: {"tool": f"tool_{i % 7}", "duration_ms": i % 900}),
    ]
    events = []
    for i in range(count):
        kind, payload = kinds[i % len(kinds)]
        occurred = start + dt.timedelta(minutes=i)
        events.append(
            {
                "id": f"{prefix}-{i}",
                "kind": kind,
                "occurred_at": occurred.isoformat(),
                "payload": payload(i),
                "session_id": f"s-{i // 20}",
            }
        )
    return events


def bench_api(client_external_id: str, raw_key: str, events: list[dict], batch: int) -> float:
    from django.test import Client as HttpClient

    http = HttpClient(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    bodies = [json.dumps({"events": events[i : i + batch]}) for i in range(0, len(events), batch)]
    url = f"/api/v1/clients/{client_external_id}/events"
    started = time.perf_counter()
    for body in bodies:
        response = http.post(url, body, content_type="application/json")
        assert response.status_code == 202, response.content[:300]
    return time.perf_counter() - started


def bench_bulk(client, events: list[dict], batch: int) -> float:
    from django.db import transaction
    from django.utils import timezone

    from coda_console.models import Event

    # Same rows, already in model form: the floor any ingest path stands on.
    rows = [
        Event(
            client=client,
            event_id=e["id"],
            kind=e["kind"],
            occurred_at=dt.datetime.fromisoformat(e["occurred_at"]),
            received_at=timezone.now(),
            payload=e["payload"],
            session_id=e["session_id"],
            content_sha256="0" * 64,
        )
        for e in events
    ]
    started = time.perf_counter()
    for i in range(0, len(rows), batch):
        with transaction.atomic():
            Event.objects.bulk_create(rows[i : i + batch])
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--batch", type=int, default=1_000)
    args = parser.parse_args()
    vendor = bootstrap()

    from coda_console import services

    tenant = services.tenant_create(slug=f"bench-{time.time_ns()}", name="Bench")
    services.client_upsert(tenant=tenant, external_id="bench-api", display_name="API")
    bulk_client, _ = services.client_upsert(tenant=tenant, external_id="bench-bulk", display_name="Bulk")
    _, raw_key = services.api_key_create(tenant=tenant, name="bench")
    start = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)

    # Warm both paths (imports, prepared statements, caches) outside the measurement.
    bench_api("bench-api", raw_key, make_events("warm", 200, start), 100)
    bench_bulk(bulk_client, make_events("warm", 200, start), 100)

    api_seconds = bench_api("bench-api", raw_key, make_events("api", args.events, start), args.batch)
    bulk_seconds = bench_bulk(bulk_client, make_events("bulk", args.events, start), args.batch)
    api_rate, bulk_rate = args.events / api_seconds, args.events / bulk_seconds
    print(f"database: {vendor}; {args.events} events in batches of {args.batch}")
    print(f"API ingest:        {api_rate:10,.0f} events/s ({api_seconds:.2f} s)")
    print(f"bare bulk_create:  {bulk_rate:10,.0f} events/s ({bulk_seconds:.2f} s)")
    print(f"ratio API / bare:  {api_rate / bulk_rate:.2f}  (target ≥ 0.30)")


if __name__ == "__main__":
    main()
