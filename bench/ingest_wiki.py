"""Wiki Brain nightly ingest with the rules distiller (docs/wiki.md, "Benchmark").

    .venv/bin/python bench/ingest_wiki.py            # 200 clients × 1 day; one client through 180 days
    .venv/bin/python bench/ingest_wiki.py --quick    # 20 clients × 1 day; one client through 30 days
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/coda_wiki_bench .venv/bin/python bench/ingest_wiki.py

1. Throughput: every client has one day of synthetic coaching events (~20–30 events) and an
   initialised tree; the nightly run of all clients is timed end to end (events → digest → rules
   distiller → validator → storage + database commit): clients/s and ms per client (p50/p95).
2. Flatness: one client is distilled night after night through its whole history; the pages read per
   ingest (SCHEMA.md + index.md + candidate pages) and the time per ingest are compared at day 7 and
   at the last day. Neither may grow with the wiki's age: pages are capped and only candidates are read.
"""

import argparse
import datetime as dt
import statistics
import time
from zoneinfo import ZoneInfo

from _setup import bootstrap

KYIV = ZoneInfo("Europe/Kyiv")
DAY = dt.date(2026, 8, 12)


def _p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def _client(tenant, name: str):
    from coda_console.services import client_upsert

    return client_upsert(
        tenant=tenant, external_id=name, display_name=name.title(), timezone_name="Europe/Kyiv"
    )[0]


def _post_day(client, day: dt.date, seed: int) -> None:
    from coda_console.services import events_ingest
    from tests.wiki.sample import sample_day

    events_ingest(client=client, raw_events=sample_day(day, seed=seed, tz=KYIV, prefix=client.external_id))


def _init_tree(client, day: dt.date) -> None:
    from django.db import transaction

    from wiki.ingest.runs import tree_ensure
    from wiki.tree.locks import lock_client

    with transaction.atomic():
        lock_client(client)
        tree_ensure(client, local_date=day)


def throughput(tenant, clients: int) -> dict:
    from wiki.distillers import get_distiller
    from wiki.ingest.runs import ingest_nightly

    rows = []
    for n in range(clients):
        client = _client(tenant, f"bench-{n:04d}")
        _init_tree(client, DAY - dt.timedelta(days=1))
        _post_day(client, DAY, seed=n)
        rows.append(client)
    distiller = get_distiller("rules")
    per_client = []
    statuses: dict[str, int] = {}
    started = time.perf_counter()
    for client in rows:
        t0 = time.perf_counter()
        run = ingest_nightly(client=client, local_date=DAY, distiller=distiller)
        per_client.append((time.perf_counter() - t0) * 1000)
        statuses[str(run.status)] = statuses.get(str(run.status), 0) + 1
    elapsed = time.perf_counter() - started
    return {
        "clients": clients,
        "seconds": elapsed,
        "per_second": clients / elapsed,
        "p50_ms": statistics.median(per_client),
        "p95_ms": _p95(per_client),
        "statuses": statuses,
    }


def flatness(tenant, days: int) -> dict:
    from wiki.distillers import get_distiller
    from wiki.ingest.runs import ingest_inline, ingest_nightly
    from wiki.models import WikiPage

    client = _client(tenant, "bench-history")
    start = DAY - dt.timedelta(days=days - 1)
    for offset in range(days):
        _post_day(client, start + dt.timedelta(days=offset), seed=7)
    distiller = get_distiller("rules")
    samples: dict[int, dict] = {}
    dead = 0
    for offset in range(days):
        day = start + dt.timedelta(days=offset)
        ingest_inline(client=client, distiller=distiller, through=day)
        t0 = time.perf_counter()
        run = ingest_nightly(client=client, local_date=day, distiller=distiller)
        ms = (time.perf_counter() - t0) * 1000
        dead += run.status == "dead_letter"
        samples[offset + 1] = {"pages_read": run.pages_read, "ms": ms, "events": run.events_count}
    late = samples[days]
    # A single day is noisy: compare the mean of the 5 days ending at day 7 and at the last day.
    window = lambda end: [samples[d] for d in range(max(1, end - 4), end + 1)]  # noqa: E731
    return {
        "days": days,
        "day7": samples[7],
        "last": late,
        "ms7": statistics.mean(s["ms"] for s in window(7)),
        "ms_last": statistics.mean(s["ms"] for s in window(days)),
        "pages_max": max(s["pages_read"] for s in samples.values()),
        "first_week_max": max(samples[d]["pages_read"] for d in range(1, 8)),
        "last_week_max": max(samples[d]["pages_read"] for d in range(days - 6, days + 1)),
        "wiki_pages": WikiPage.objects.filter(client=client, path__startswith="wiki/").count(),
        "files": WikiPage.objects.filter(client=client).count(),
        "dead_letters": dead,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="20 clients, 30 days of history")
    parser.add_argument("--clients", type=int)
    parser.add_argument("--days", type=int)
    args = parser.parse_args()
    vendor = bootstrap()
    clients = args.clients or (20 if args.quick else 200)
    days = args.days or (30 if args.quick else 180)

    from coda_console.services import tenant_create

    tenant = tenant_create(slug=f"bench-wiki-{int(time.time())}", name="Bench")
    result = throughput(tenant, clients)
    print(f"database: {vendor}; storage: filesystem; distiller: rules")
    print(
        f"nightly ingest, {result['clients']} clients × 1 day: {result['per_second']:.1f} clients/s "
        f"({result['seconds']:.2f} s; per client p50 {result['p50_ms']:.1f} ms, "
        f"p95 {result['p95_ms']:.1f} ms; "
        f"runs {result['statuses']})"
    )
    flat = flatness(tenant, days)
    ratio_pages = flat["last"]["pages_read"] / flat["day7"]["pages_read"]
    print(
        f"one client, {flat['days']} nights: pages read per ingest day 7 = {flat['day7']['pages_read']}, "
        f"day {flat['days']} = {flat['last']['pages_read']} (ratio {ratio_pages:.2f}; max over all nights "
        f"{flat['pages_max']}); wiki at the end: {flat['wiki_pages']} wiki/ pages, {flat['files']} files"
    )
    print(
        f"time per nightly ingest (mean of 5 nights): day 7 = {flat['ms7']:.1f} ms, day {flat['days']} = "
        f"{flat['ms_last']:.1f} ms (ratio {flat['ms_last'] / flat['ms7']:.2f}); "
        f"dead letters: {flat['dead_letters']}"
    )
    verdict = "flat" if flat["last_week_max"] <= flat["first_week_max"] else "GROWS"
    print(
        f"pages read per ingest vs wiki age: max over the first 7 nights {flat['first_week_max']}, over the "
        f"last 7 nights {flat['last_week_max']} → {verdict}"
    )


if __name__ == "__main__":
    main()
