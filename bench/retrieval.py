"""Retrieval benchmark: quality of lexical, embedding and hybrid ranking on the labelled set, search
latency at 10,000 records, and the duplicate guard's false refusals and misses — in one run.

    .venv/bin/python bench/retrieval.py                  # default model, throwaway SQLite
    .venv/bin/python bench/retrieval.py --models all     # compare every packaged model size
    .venv/bin/python bench/retrieval.py --sweep          # also the fusion-weight / floor grid
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/coda_retrieval_bench .venv/bin/python bench/retrieval.py
    .venv/bin/python bench/retrieval.py --postgres postgres://postgres@127.0.0.1:5432/coda_retrieval_bench
                                                         # SQLite, then the same bench on PostgreSQL in a
                                                         # child process: both backends' numbers in one run

The labelled set (bench/retrieval_set.py) was written and committed before any tuning. Quality is
measured through knowledge.retrieval.rank (the function knowledge search uses) on the demo handbook
and on the generated domain of 10,000 records; latency end to end through knowledge.selectors.search
(query embedding, both rankings, fusion, loading hits and neighbours). Targets (docs/knowledge.md):
hybrid recall@10 ≥ 1.15 × lexical, no loss on the literal queries, search p95 ≤ 50 ms, duplicate
false refusals < 5 %.
"""

import argparse
import io
import itertools
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._setup import bootstrap  # noqa: E402
from bench.retrieval_set import (  # noqa: E402
    DEMO_QUERIES,
    DUPLICATE_PAIRS,
    LITERAL,
    Query,
    generated_domain,
    generated_queries,
)

TARGET_RATIO, TARGET_P95_MS, TARGET_FALSE_REFUSALS = 1.15, 50.0, 0.05
MODES = ("lexical", "semantic", "hybrid")


def _percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _prepare_database() -> None:
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith("postgres"):
        return
    import psycopg

    from coda_console.env import database_from_url

    config = database_from_url(url, sqlite_default_path="")
    with psycopg.connect(
        host=config["HOST"], port=config["PORT"], user=config["USER"], password=config["PASSWORD"],
        dbname="postgres", autocommit=True,
    ) as conn:  # fmt: skip
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [config["NAME"]]).fetchone():
            conn.execute(f'CREATE DATABASE "{config["NAME"]}"')


# --- Building the two domains ----------------------------------------------------------------------


def _demo_domain(tenant):
    from knowledge.demo import build_demo
    from knowledge.models import Domain

    build_demo(tenant=tenant, clients={}, days=30, stdout=io.StringIO())
    return Domain.objects.get(tenant=tenant, slug="coaching")


def _generated_domain(tenant, n_records: int):
    """Bulk-loaded (the write path is measured in bench/knowledge.py); vectors through the same
    knowledge.vectors.store the services use, the full-text index rebuilt."""
    from django.db import connection, transaction
    from django.db.models import F
    from django.utils import timezone

    from knowledge import services, vectors
    from knowledge.models import Record
    from knowledge.search_backends import backend

    domain = services.domain_create(tenant=tenant, slug="generated", name="Generated", is_default=False)
    now = timezone.now()
    rows = [
        Record(
            tenant=tenant, domain=domain, number=number, ref=f"generated-{number:05d}", key=item.key,
            title=item.title, body=item.body, provenance_source="generated", authority="source",
            created_by="bench", created_at=now,
        )
        for number, item in enumerate(generated_domain(n_records=n_records), start=1)
    ]  # fmt: skip
    with transaction.atomic():
        Record.objects.bulk_create(rows, batch_size=1000)
        Record.objects.filter(domain=domain).update(head=F("pk"))
        records = list(Record.objects.filter(domain=domain).order_by("pk"))
        for start in range(0, len(records), 1000):
            vectors.store(records[start : start + 1000])
        domain.next_number = len(rows) + 1
        domain.save(update_fields=["next_number"])
        backend().rebuild(domain_id=domain.pk)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE" if connection.vendor == "sqlite" else "VACUUM ANALYZE knowledge_record")
    return domain


# --- Quality ---------------------------------------------------------------------------------------


def _metrics(ranked_keys: list[list[str]], queries: list[Query]) -> dict[str, float]:
    recall5 = recall10 = reciprocal = 0.0
    for keys, query in zip(ranked_keys, queries, strict=True):
        relevant = set(query.relevant)
        recall5 += len(relevant & set(keys[:5])) / len(relevant)
        recall10 += len(relevant & set(keys[:10])) / len(relevant)
        first = next((rank for rank, key in enumerate(keys, start=1) if key in relevant), None)
        reciprocal += 1 / first if first else 0.0
    n = len(queries) or 1
    return {"r5": recall5 / n, "r10": recall10 / n, "mrr": reciprocal / n}


def _rank_keys(domain, queries: list[Query], mode: str, weights=None) -> list[list[str]]:
    from knowledge import retrieval
    from knowledge.models import Record

    results = []
    for query in queries:
        ranked = retrieval.rank(domain=domain, query=query.text, limit=10, mode=mode, weights=weights)
        keys = dict(Record.objects.filter(pk__in=[pk for pk, _ in ranked]).values_list("pk", "key"))
        results.append([keys[pk] for pk, _ in ranked])
    return results


def _quality(sets: dict[str, tuple], weights=None) -> dict[tuple[str, str, str], dict[str, float]]:
    """(set name, share, mode) → metrics; share is all / literal / other."""
    table = {}
    for name, (domain, queries) in sets.items():
        for mode in MODES:
            ranked = _rank_keys(domain, queries, mode, weights)
            for share, keep in (("all", None), ("literal", True), ("other", False)):
                picked = [
                    (keys, q) for keys, q in zip(ranked, queries, strict=True)
                    if keep is None or (q.kind == LITERAL) == keep
                ]  # fmt: skip
                table[(name, share, mode)] = _metrics([k for k, _ in picked], [q for _, q in picked])
    return table


def _print_quality(table, sets) -> None:
    print(f"{'set':<10}{'share':<9}{'n':>4}  " + "  ".join(f"{m:>26}" for m in MODES))
    print(" " * 25 + "  ".join(f"{'R@5   R@10   MRR':>26}" for _ in MODES))
    for name, (_, queries) in sets.items():
        for share in ("all", "literal", "other"):
            n = sum(1 for q in queries if share == "all" or (q.kind == LITERAL) == (share == "literal"))
            cells = "  ".join(
                "{r5:>10.3f} {r10:>6.3f} {mrr:>6.3f}".format(**table[(name, share, mode)]) for mode in MODES
            )
            print(f"{name:<10}{share:<9}{n:>4}  {cells}")


def _sweep(sets) -> None:
    from knowledge.retrieval import Weights

    print("\nsweep: hybrid R@10 (all / literal / other) over both sets")
    for k, floor, semantic in itertools.product((20, 60), (0.0, 0.1, 0.2, 0.3), (0.5, 1.0, 1.5)):
        if True:
            weights = Weights(lexical=1.0, semantic=semantic, k=k, floor=floor)
            table = _quality(sets, weights)
            cells = []
            for share in ("all", "literal", "other"):
                total = sum(
                    table[(name, share, "hybrid")]["r10"]
                    * sum(1 for q in qs if share == "all" or (q.kind == LITERAL) == (share == "literal"))
                    for name, (_, qs) in sets.items()
                )
                n = sum(
                    sum(1 for q in qs if share == "all" or (q.kind == LITERAL) == (share == "literal"))
                    for _, qs in sets.values()
                )
                cells.append(f"{total / n:.3f}")
            print(f"  k {k}  floor {floor:.1f}  semantic weight {semantic:.2f}:  " + " / ".join(cells))


# --- Latency ---------------------------------------------------------------------------------------


def _latency(domain, queries: list[Query], rounds: int) -> dict[str, list[float]]:
    from django.test.utils import override_settings

    from knowledge import selectors

    texts = [q.text for q in queries] * rounds
    timings: dict[str, list[float]] = {}
    for label, model in (("lexical", "none"), ("hybrid", None)):
        overrides = {"EMBEDDING_MODEL": model} if model else {}
        with override_settings(**overrides):
            for text in texts[:10]:
                selectors.search(domain=domain, query=text, limit=10)  # warm the cache and connection
            samples = []
            for text in texts:
                start = time.perf_counter()
                selectors.search(domain=domain, query=text, limit=10)
                samples.append((time.perf_counter() - start) * 1000)
            timings[label] = samples
    return timings


# --- Duplicates ------------------------------------------------------------------------------------


def _duplicates(tenant, threshold: float | None = None) -> dict[str, dict[str, int]]:
    """Each pair written through knowledge.services.record_create into a fresh domain, with the
    pair's keys and without keys (the key then derives from the title)."""
    from django.db import transaction
    from django.test.utils import override_settings

    from coda_console.errors import Conflict
    from knowledge import services
    from knowledge.inputs import RecordFields

    overrides = {"KNOWLEDGE_DUPLICATE_THRESHOLD": threshold} if threshold is not None else {}
    counts = {scheme: {"refused_distinct": 0, "distinct": 0, "missed_duplicate": 0, "duplicate": 0}
              for scheme in ("keys", "no keys")}  # fmt: skip
    with override_settings(**overrides):
        for index, pair in enumerate(DUPLICATE_PAIRS):
            for scheme in ("keys", "no keys"):
                refused = False
                try:
                    with transaction.atomic():
                        domain = services.domain_create(
                            tenant=tenant, slug=f"dup-{index}-{scheme[0]}", name="dup", is_default=False
                        )
                        for key, title, body in (pair.existing, pair.new):
                            services.record_create(
                                domain=domain,
                                fields=RecordFields(
                                    key=key if scheme == "keys" else "", title=title, body=body,
                                    provenance_source="bench", authority="source", created_by="bench",
                                ),
                            )  # fmt: skip
                        raise _Rollback
                except Conflict:
                    refused = True
                except _Rollback:
                    pass
                bucket = counts[scheme]
                if pair.label == "duplicate":
                    bucket["duplicate"] += 1
                    bucket["missed_duplicate"] += not refused
                else:
                    bucket["distinct"] += 1
                    bucket["refused_distinct"] += refused
    return counts


class _Rollback(Exception):
    pass


def _print_duplicates(counts) -> float:
    worst = 0.0
    for scheme, c in counts.items():
        false_refusals = c["refused_distinct"] / c["distinct"]
        misses = c["missed_duplicate"] / c["duplicate"]
        worst = max(worst, false_refusals)
        print(
            f"  {scheme:<8} false refusals {c['refused_distinct']}/{c['distinct']} ({false_refusals:.1%})   "
            f"misses {c['missed_duplicate']}/{c['duplicate']} ({misses:.1%})"
        )
    return worst


# --- Main ------------------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=10_000, help="records of the generated domain")
    parser.add_argument("--models", default="default", help="'default', 'all' or comma-separated names")
    parser.add_argument("--sweep", action="store_true", help="also print the fusion weight / floor grid")
    parser.add_argument("--thresholds", action="store_true", help="also sweep the duplicate threshold")
    parser.add_argument("--rounds", type=int, default=2, help="passes over the queries for latency")
    parser.add_argument("--postgres", metavar="URL", help="then run the same bench on this PostgreSQL")
    args = parser.parse_args()
    if args.postgres:
        _both_backends(args.postgres)
        return
    _prepare_database()
    vendor = bootstrap()
    from django.conf import settings
    from django.test.utils import override_settings

    from coda_console import ranking
    from coda_console import services as core
    from coda_console.models import Tenant
    from knowledge import services

    Tenant.objects.filter(slug="bench-retrieval").delete()
    tenant = core.tenant_create(slug="bench-retrieval", name="Retrieval benchmark")
    started = time.perf_counter()
    demo = _demo_domain(tenant)
    generated = _generated_domain(tenant, args.records)
    print(f"retrieval bench — {vendor}; demo handbook + generated domain of {args.records:,} records, "
          f"built in {time.perf_counter() - started:.1f} s")  # fmt: skip
    gen_queries = generated_queries()
    sets = {"demo": (demo, DEMO_QUERIES), "generated": (generated, gen_queries)}
    all_queries = DEMO_QUERIES + gen_queries
    literal_share = sum(q.kind == LITERAL for q in all_queries) / len(all_queries)
    print(f"labelled set: {len(all_queries)} queries ({len(DEMO_QUERIES)} demo, {len(gen_queries)} "
          f"generated), {literal_share:.0%} literal")  # fmt: skip

    models = {"default": [settings.EMBEDDING_MODEL], "all": list(ranking.MODELS)}.get(
        args.models, args.models.split(",")
    )
    verdicts = []
    for model in models:
        with override_settings(EMBEDDING_MODEL=model):
            reembedded = services.records_reembed()
            print(f"\n== {ranking.model_version()} ({reembedded} records re-embedded)")
            table = _quality(sets)
            _print_quality(table, sets)
            if args.sweep:
                _sweep(sets)
            timings = _latency(generated, all_queries, args.rounds)
        lexical_r10 = _overall(table, sets, "all", "lexical")
        hybrid_r10 = _overall(table, sets, "all", "hybrid")
        literal_lex = _overall(table, sets, "literal", "lexical")
        literal_hyb = _overall(table, sets, "literal", "hybrid")
        p95 = _percentile(timings["hybrid"], 0.95)
        semantic_r10 = _overall(table, sets, "all", "semantic")
        print(
            f"overall R@10: lexical {lexical_r10:.3f}  semantic {semantic_r10:.3f}  hybrid {hybrid_r10:.3f}  "
            f"literal share: lexical {literal_lex:.3f} hybrid {literal_hyb:.3f}"
        )
        for label, samples in timings.items():
            p50_ms, p95_ms = statistics.median(samples), _percentile(samples, 0.95)
            print(
                f"search {label:<8} ({len(samples)} queries over {args.records:,} records, limit 10): "
                f"p50 {p50_ms:.1f} ms  p95 {p95_ms:.1f} ms"
            )
        ratio = hybrid_r10 / lexical_r10 if lexical_r10 else float("inf")
        p50 = statistics.median(timings["hybrid"])
        verdicts.append(
            f"{model}: R@10 hybrid {hybrid_r10:.3f} / lexical {lexical_r10:.3f} = {ratio:.3f} "
            f"[{'PASS' if ratio >= TARGET_RATIO else 'FAIL'}]  "
            f"literal {literal_hyb:.3f} vs {literal_lex:.3f} "
            f"[{'PASS' if literal_hyb >= literal_lex else 'FAIL'}]  "
            f"search at {args.records:,} (hybrid, query embedding included) p50 {p50:.1f} ms "
            f"p95 {p95:.1f} ms [{'PASS' if p95 <= TARGET_P95_MS else 'FAIL'}]"
        )  # fmt: skip
    print(f"\nduplicates ({len(DUPLICATE_PAIRS)} labelled pairs, threshold "
          f"{settings.KNOWLEDGE_DUPLICATE_THRESHOLD}, {settings.EMBEDDING_MODEL}):")  # fmt: skip
    worst = _print_duplicates(_duplicates(tenant))
    if args.thresholds:
        for threshold in (0.55, 0.6, 0.65, 0.7, 0.75, 0.8):
            print(f" threshold {threshold}:")
            _print_duplicates(_duplicates(tenant, threshold))
    print()
    load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    for verdict in verdicts:
        print(f"{SUMMARY}{vendor}: {verdict}  (load average {load})")
    print(f"duplicates: worst false-refusal rate {worst:.1%} "
          f"[{'PASS' if worst < TARGET_FALSE_REFUSALS else 'FAIL'}]")  # fmt: skip


SUMMARY = "summary "


def _both_backends(postgres_url: str) -> None:
    """This bench on a throwaway SQLite, then on `postgres_url`, each in its own process (Django binds
    one database per process); each run's output as it is, then both summaries together."""
    argv = [arg for arg in sys.argv[1:] if not arg.startswith("--postgres")]
    if "--postgres" in sys.argv:
        argv.remove(sys.argv[sys.argv.index("--postgres") + 1])
    summaries = []
    for url in ("", postgres_url):
        env = {**os.environ, "DATABASE_URL": url} if url else {
            k: v for k, v in os.environ.items() if k != "DATABASE_URL"
        }  # fmt: skip
        run = subprocess.run(
            [sys.executable, __file__, *argv], env=env, capture_output=True, text=True, check=False
        )
        print(run.stdout, end="")
        if run.returncode:
            print(run.stderr[-3000:], file=sys.stderr)
            raise SystemExit(run.returncode)
        summaries += [line for line in run.stdout.splitlines() if line.startswith(SUMMARY)]
    print("\nboth backends, one run:")
    for line in summaries:
        print(" ", line.removeprefix(SUMMARY))


def _overall(table, sets, share: str, mode: str) -> float:
    total = n = 0.0
    for name, (_, queries) in sets.items():
        count = sum(1 for q in queries if share == "all" or (q.kind == LITERAL) == (share == "literal"))
        total += table[(name, share, mode)]["r10"] * count
        n += count
    return total / n if n else 0.0


if __name__ == "__main__":
    main()
