"""Context bundle cost at 7, 30 and 180 days of history (docs/context.md "Benchmark").

    .venv/bin/python bench/context.py              # SQLite in a temp dir
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/coda_bench .venv/bin/python bench/context.py
    .venv/bin/python bench/context.py --quick      # 7, 30 and 60 days, fewer repetitions

Three demo clients get the same Marta-like history (7, 30 and 180 days), distilled day by day through
the real pipeline with the rules distiller. For each pipeline we then measure the bundle's tokens
(header and safety slice included) and its assembly time, and compare with the naive alternative:
every event of the history rendered into the prompt. Targets: tokens(180) / tokens(30) ≤ 1.10
("flat over months"), absolute ≤ 6,000, ours ≤ 3 % of naive at 180 days, assembly time ratio
180/7 ≤ 1.5. The 7-day figure is reported, not targeted: a 7-day wiki is sparse (pages, index and
safety items are still filling), so it is smaller for a reason that has nothing to do with cost.
"""

import argparse
import io
import statistics
import time

from _setup import bootstrap


def build_client(external_id: str, days: int):
    from coda_console import demo, services
    from wiki.demo import distill_history

    tenant = services.tenant_create(slug="bench-context", name="Bench")
    client, _ = services.client_upsert(
        tenant=tenant, external_id=external_id, display_name="Marta", timezone_name="Europe/Kyiv"
    )
    spec = demo.DemoClient("bench-context", external_id, "Marta", "Europe/Kyiv", "nata", "marta")
    from django.utils import timezone

    end = timezone.now().astimezone(client.tz).date()
    events = list(demo._client_events(spec, end=end, days=days))
    for start in range(0, len(events), 1000):
        services.events_ingest(client=client, raw_events=events[start : start + 1000])
    started = time.perf_counter()
    distill_history(client, days=days, stdout=io.StringIO())
    print(
        f"  {external_id}: {len(events)} events, "
        f"distilled {days} days in {time.perf_counter() - started:.1f} s"
    )
    return client


def naive_tokens(client) -> tuple[int, int]:
    """What stuffing the history would cost: every event as JSON (what a naive bot sends), and the same
    history in our compact one-line rendering (a generous lower bound for any naive approach)."""
    import json

    from coda_console.context.render import event_lines
    from coda_console.models import Event
    from coda_console.tokens import estimate_tokens

    events = list(Event.objects.filter(client=client).order_by("occurred_at", "id"))
    as_json = "\n".join(
        json.dumps({"kind": e.kind, "at": e.occurred_at.isoformat(), **e.payload}, ensure_ascii=False)
        for e in events
    )
    return estimate_tokens(as_json), estimate_tokens("\n".join(event_lines(events, client.tz)))


def measure(clients: list, pipeline: str, repeats: int) -> list[tuple[int, list[float]]]:
    """Tokens and timings per client. Calls alternate between the clients, so load from anything else
    on the machine falls on every history alike and the time ratio stays fair."""
    from coda_console.context.builder import build_bundle

    query = "how did my sleep affect training this week, and what about protein at lunch?"
    results: list[tuple[int, list[float]]] = [(0, []) for _ in clients]
    for _ in range(repeats):
        for index, client in enumerate(clients):
            started = time.perf_counter()
            bundle = build_bundle(client=client, pipeline=pipeline, query=query)
            results[index][1].append((time.perf_counter() - started) * 1000)
            results[index] = (bundle.tokens, results[index][1])
    return results


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] if len(values) >= 20 else max(values)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    vendor = bootstrap()
    mid_days, long_days, repeats = (30, 60, 20) if args.quick else (30, 180, 50)
    print(f"database: {vendor}; building histories (7, {mid_days} and {long_days} days)")
    short = build_client("bench-7d", 7)
    mid = build_client(f"bench-{mid_days}d", mid_days)
    long = build_client(f"bench-{long_days}d", long_days)

    from coda_console.context.pages import PIPELINES
    from memory.loading import load_memory

    for client in (short, mid, long):
        load_memory(client)  # consolidate once, outside the measurement
    print(
        f"\n{'pipeline':<14}{'tok 7d':>8}{f'tok {mid_days}d':>9}{f'tok {long_days}d':>10}"
        f"{'L/7d':>6}{'L/M':>6}"
        f"{'p50 7d':>9}{'p50 L':>8}{'p95 7d':>9}{'p95 L':>8}{'t L/7d':>8}"
    )
    worst = {"tokens": 0.0, "flat": 0.0, "time": 0.0, "largest": 0}
    shares: dict[str, int] = {}
    for pipeline in PIPELINES:
        (tokens_short, times_short), (tokens_long, times_long) = measure([short, long], pipeline, repeats)
        ((tokens_mid, _),) = measure([mid], pipeline, 1)
        token_ratio, flat_ratio = tokens_long / tokens_short, tokens_long / tokens_mid
        time_ratio = statistics.median(times_long) / statistics.median(times_short)
        worst["tokens"] = max(worst["tokens"], token_ratio)
        worst["flat"] = max(worst["flat"], flat_ratio)
        worst["time"] = max(worst["time"], time_ratio)
        worst["largest"] = max(worst["largest"], tokens_long)
        shares[pipeline] = tokens_long
        print(
            f"{pipeline:<14}{tokens_short:>8}{tokens_mid:>9}{tokens_long:>10}{token_ratio:>6.2f}{flat_ratio:>6.2f}"
            f"{statistics.median(times_short):>7.1f}ms{statistics.median(times_long):>6.1f}ms"
            f"{p95(times_short):>7.1f}ms{p95(times_long):>6.1f}ms{time_ratio:>8.2f}"
        )
    naive_json, naive_compact = naive_tokens(long)
    largest = worst["largest"]
    print(
        f"\nworst token ratio {long_days}d/{mid_days}d: {worst['flat']:.3f} (target ≤ 1.10, flat over months)"
    )
    print(
        f"worst token ratio {long_days}d/7d: {worst['tokens']:.2f} (reported: a 7-day wiki is still sparse)"
    )
    print(f"largest bundle: {largest} tokens (target ≤ 6,000)")
    print(
        f"naive history at {long_days} days: {naive_json:,} tokens as JSON events, {naive_compact:,} compact"
    )
    print(
        f"ours vs naive JSON: {largest / naive_json:.2%} (target ≤ 3 %); "
        f"vs compact: {largest / naive_compact:.1%}"
    )
    per_pipeline = ", ".join(f"{name} {tokens / naive_json:.1%}" for name, tokens in shares.items())
    print(f"share of naive JSON at {long_days} days per pipeline: {per_pipeline}")
    print(f"worst assembly time ratio {long_days}d/7d: {worst['time']:.2f} (target ≤ 1.5)")


if __name__ == "__main__":
    main()
