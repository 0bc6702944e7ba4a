"""Knowledge benchmark: search and prompt assembly over 10,000 live records with edges in one domain.

    .venv/bin/python bench/knowledge.py            # 10,000 records, 300 queries, throwaway SQLite
    .venv/bin/python bench/knowledge.py --quick    # 1,000 records, 60 queries
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/coda_knowledge_bench .venv/bin/python bench/knowledge.py

Target (docs/knowledge.md, "Benchmark"): search p95 ≤ 50 ms. Search is measured end to end through
knowledge.selectors.search (ranking + loading the hits + their neighbours and parts), the prompt through
knowledge.selectors.prompt_section (500-token budget). The data is bulk-loaded for speed (the ids,
chains and edges the services would write, then the search index rebuilt); the write path is measured
separately with knowledge.services.record_create, which runs the near-duplicate check against all
10,000 heads. On PostgreSQL the database named in DATABASE_URL is created if missing and the
benchmark's tenant is deleted and rebuilt on every run.
"""

import argparse
import bisect
import datetime as dt
import gc
import itertools
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
TMP = tempfile.mkdtemp(prefix="coda-bench-knowledge-")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "coda_console.settings")
os.environ["CODA_DATA_DIR"] = TMP
os.environ.setdefault("DEBUG", "1")  # a throwaway SECRET_KEY; nothing here is served
os.environ.setdefault("DATABASE_URL", f"sqlite:///{TMP}/bench.sqlite3")
os.environ.setdefault("LOG_LEVEL", "WARNING")

TARGET_P95_MS = 50.0
ROUNDS = 7  # timings of the batch and the bulk insert, each (their medians are compared)
_STEM_TEXT = (
    "squat press bench deadlift row pull chin lunge hinge carry plank bridge curl raise fly dip push "
    "wrist elbow shoulder knee hip ankle achilles calf hamstring quad glute lat trap core spine neck "
    "protein carb fat fibre creatine caffeine hydration sodium meal snack breakfast lunch dinner "
    "casein sleep nap bedtime recovery readiness soreness fatigue stress deload taper volume "
    "intensity tempo interval zone threshold aerobic anaerobic sprint jog run ride swim walk hike "
    "travel hotel jetlag mobility stretch warmup cooldown band dumbbell kettlebell barbell cable "
    "machine landmine sled progression regression substitution variation cue grip stance brace "
    "breath range pause eccentric"
)
STEMS = _STEM_TEXT.split()
SUFFIXES = ["", "s", "ing", "er", "al", "ive", "ness", "ment"]


def _vocabulary(rng: random.Random, size: int = 2400) -> list[str]:
    words = set(STEMS)
    while len(words) < size:
        words.add(rng.choice(STEMS)[: rng.randint(3, 6)] + rng.choice("aeiouy") + rng.choice(SUFFIXES))
    ordered = sorted(words)
    rng.shuffle(ordered)  # frequency rank independent of spelling
    return ordered


class _Zipf:
    """Zipf–Mandelbrot word frequencies, P(rank k) ∝ 1 / (k + 20): the most frequent content word is
    ~1 % of the words, as in real prose once stop words are gone; most words are rare."""

    def __init__(self, vocabulary: list[str]) -> None:
        self.vocabulary = vocabulary
        weights = [1 / (rank + 20) for rank in range(1, len(vocabulary) + 1)]
        total = sum(weights)
        self.cumulative = list(itertools.accumulate(w / total for w in weights))

    def pick(self, rng: random.Random) -> str:
        index = bisect.bisect_left(self.cumulative, rng.random())
        return self.vocabulary[min(index, len(self.vocabulary) - 1)]


def _percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _prepare_database() -> None:
    from coda_console.env import database_from_url

    config = database_from_url(os.environ["DATABASE_URL"], sqlite_default_path=f"{TMP}/bench.sqlite3")
    if config["ENGINE"].endswith("postgresql"):
        import psycopg

        with psycopg.connect(
            host=config["HOST"], port=config["PORT"], user=config["USER"], password=config["PASSWORD"],
            dbname="postgres", autocommit=True,
        ) as conn:  # fmt: skip
            if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [config["NAME"]]).fetchone():
                conn.execute(f'CREATE DATABASE "{config["NAME"]}"')


def _build(n_records: int, rng: random.Random, zipf: _Zipf):
    from django.db import connection, transaction
    from django.db.models import F
    from django.utils import timezone

    from coda_console import services as core
    from coda_console.models import Tenant
    from knowledge import services
    from knowledge.models import Edge, Record
    from knowledge.search_backends import backend

    Tenant.objects.filter(slug="bench-knowledge").delete()
    tenant = core.tenant_create(slug="bench-knowledge", name="Knowledge benchmark")
    domain = services.domain_create(tenant=tenant, slug="bench", name="Bench")
    now = timezone.now()
    authorities = ["coach", "source", "source", "agent", "llm"]
    revisions = n_records // 10
    rows = []
    for number in range(1, n_records + revisions + 1):
        title_words = [zipf.pick(rng) for _ in range(rng.randint(2, 5))] + [f"t{number}"]
        body = " ".join(zipf.pick(rng) for _ in range(rng.randint(25, 90)))
        rows.append(
            Record(
                tenant=tenant, domain=domain, number=number, ref=f"bench-{number:05d}",
                key="-".join(title_words), title=" ".join(title_words).capitalize(), body=body,
                provenance_source="bench corpus", provenance_locator=f"p. {number}",
                authority=rng.choice(authorities), expects=25 if number % 20 == 0 else None,
                created_by="bench", created_at=now - dt.timedelta(minutes=number),
            )
        )  # fmt: skip
    with transaction.atomic():
        Record.objects.bulk_create(rows, batch_size=1000)
        Record.objects.filter(domain=domain).update(head=F("pk"))
        by_number = dict(Record.objects.filter(domain=domain).values_list("number", "pk"))
        # The last `revisions` rows are older readings, each superseded by one live record.
        heads = rng.sample(range(1, n_records + 1), revisions)
        edges = []
        for old_number, head_number in zip(
            range(n_records + 1, n_records + revisions + 1), heads, strict=True
        ):
            Record.objects.filter(pk=by_number[old_number]).update(
                status="superseded", superseded_at=now, head_id=by_number[head_number]
            )
            edges.append((head_number, old_number, "supersedes"))
        for number in range(1, n_records + 1):
            hub = (number // 20 + 1) * 20
            if hub <= n_records and hub != number and rng.random() < 0.8:
                edges.append((number, hub, "part_of"))
            edges.append((number, rng.randint(1, n_records), "explains"))
            if number % 3 == 0:
                edges.append((number, number + 1 if number < n_records else 1, "precedes"))
        unique = {(s, t, kind) for s, t, kind in edges if s != t}
        Edge.objects.bulk_create(
            [
                Edge(
                    tenant=tenant,
                    source_id=by_number[s],
                    target_id=by_number[t],
                    type=kind,
                    created_by="bench",
                    created_at=now,
                )
                for s, t, kind in unique
            ],
            batch_size=2000,
        )
        domain.next_number = n_records + revisions + 1
        domain.save(update_fields=["next_number"])
        backend().rebuild(domain_id=domain.pk)
    # A bulk load leaves the planner without statistics (autovacuum would catch up within a minute).
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE" if connection.vendor == "sqlite" else "VACUUM ANALYZE knowledge_record")
        if connection.vendor == "postgresql":
            cursor.execute("VACUUM ANALYZE knowledge_edge")
    return tenant, domain, len(unique)


def _write_throughput(tenant, rng: random.Random, zipf: _Zipf, count: int) -> dict[str, float]:
    """Records per second for the same `count` records, each path into a fresh domain: POSTed one by
    one through the API (key auth, validation, the duplicate check, embedding, FTS, audit, the detail
    answer) with embeddings on and off; POSTed through the batch endpoint in batches of
    KNOWLEDGE_BATCH_MAX_RECORDS (the same checks, embedding included); and a bare bulk insert of the
    records and their vectors, computed before the clock starts — the floor any write path stands on
    (and, for reference, the same with the embedding of the records timed).
    The batch and the bulk insert are short, so each is timed ROUNDS times, taking turns, and its median
    kept."""
    import json

    from django.conf import settings
    from django.db import connection, transaction
    from django.test import Client as HttpClient
    from django.test.utils import override_settings
    from django.utils import timezone

    from coda_console import ranking
    from coda_console import services as core
    from knowledge import services, text, vectors
    from knowledge.models import Record, RecordEmbedding

    _, raw_key = core.api_key_create(tenant=tenant, name="bench-writes")
    http = HttpClient(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    records = [
        (f"{' '.join(zipf.pick(rng) for _ in range(4))} w{i}", " ".join(zipf.pick(rng) for _ in range(40)))
        for i in range(count)
    ]
    items = [{"title": title, "body": body, "provenance": {"source": "bench"}} for title, body in records]
    domains = iter(range(1_000_000))

    def fresh():
        return services.domain_create(tenant=tenant, slug=f"writes-{next(domains)}", name="w")

    def post(url: str, body: dict) -> None:
        response = http.post(url, json.dumps(body), content_type="application/json")
        assert response.status_code == 201, response.content[:300]

    # Routing, key lookup, serializers and the model load happen once, outside the clock.
    warm = fresh().slug
    for i in range(5):
        post(f"/api/v1/domains/{warm}/records", {**items[i], "title": f"warm up {i}", "body": ""})
    post(f"/api/v1/domains/{warm}/records/batch", {"records": [{**items[0], "title": "batch", "body": ""}]})
    rates = {}
    for label, model in (("api", None), ("api, embeddings off", "none")):
        url = f"/api/v1/domains/{fresh().slug}/records"
        with override_settings(**({"EMBEDDING_MODEL": model} if model else {})):
            started = time.perf_counter()
            for item in items:
                post(url, item)
            rates[label] = count / (time.perf_counter() - started)
    size = settings.KNOWLEDGE_BATCH_MAX_RECORDS

    def batch() -> float:
        url = f"/api/v1/domains/{fresh().slug}/records/batch"
        started = time.perf_counter()
        for start in range(0, count, size):
            post(url, {"records": items[start : start + size]})
        return time.perf_counter() - started

    def bulk() -> tuple[float, float]:
        domain = fresh()
        now = timezone.now()
        rows = [
            Record(
                tenant=tenant, domain=domain, number=i + 1, ref=f"{domain.slug}-{i + 1:04d}",
                key=text.normalise_key(title), title=title, body=body, provenance_source="bench",
                authority="agent", created_by="bench", created_at=now,
            )
            for i, (title, body) in enumerate(records)
        ]  # fmt: skip
        started = time.perf_counter()
        vectors_ = vectors.vectors_for(rows)
        embedded_s = time.perf_counter() - started
        version = ranking.model_version()
        started = time.perf_counter()
        with transaction.atomic():
            created = Record.objects.bulk_create(rows, batch_size=1000)
            embedded = zip(created, vectors_, strict=True) if vectors_ is not None else []
            RecordEmbedding.objects.bulk_create(
                [
                    RecordEmbedding(
                        record_id=r.pk, domain_id=domain.pk, model=version, vector=ranking.to_bytes(v)
                    )
                    for r, v in embedded
                ],
                batch_size=1000,
            )
        return time.perf_counter() - started, embedded_s

    def settle() -> None:
        """Outside the clock: no garbage or write-ahead log left by one path for the next to pay for."""
        gc.collect()
        if connection.vendor == "sqlite":
            with connection.cursor() as cursor:
                cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    # The two paths take turns, so a burst of load on a shared machine falls on both alike.
    batch_s, bulk_s, embed_s = [], [], []
    for _ in range(ROUNDS):
        settle()
        batch_s.append(batch())
        settle()
        bulk_seconds, embed_seconds = bulk()
        bulk_s.append(bulk_seconds)
        embed_s.append(embed_seconds)
    rates["api batch"] = count / statistics.median(batch_s)
    rates["bulk"] = count / statistics.median(bulk_s)
    rates["bulk + embedding"] = count / (statistics.median(bulk_s) + statistics.median(embed_s))
    return rates


def _time(callable_, *args, **kwargs) -> tuple[float, object]:
    start = time.perf_counter()
    result = callable_(*args, **kwargs)
    return (time.perf_counter() - start) * 1000, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="1,000 records and 60 queries")
    parser.add_argument("--records", type=int, help="live records (default 10,000; --quick 1,000)")
    parser.add_argument("--queries", type=int, help="search queries (default 300; --quick 60)")
    parser.add_argument("--writes", type=int, default=300, help="records created per write path")
    args = parser.parse_args()
    n_records = args.records or (1000 if args.quick else 10_000)
    n_queries = args.queries or (60 if args.quick else 300)

    _prepare_database()
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection
    from django.test.utils import override_settings

    from coda_console.errors import Conflict
    from knowledge import selectors, services
    from knowledge.inputs import RecordFields

    call_command("migrate", verbosity=0)
    rng = random.Random(20260809)
    vocabulary = _vocabulary(rng)
    started = time.perf_counter()
    zipf = _Zipf(vocabulary)
    tenant, domain, n_edges = _build(n_records, rng, zipf)
    build_s = time.perf_counter() - started
    queries = [" ".join(zipf.pick(rng) for _ in range(rng.randint(1, 4))) for _ in range(n_queries)]
    for query in queries[:10]:  # warm caches and connections
        selectors.search(domain=domain, query=query, limit=10)

    search_ms, hit_counts = [], []
    for query in queries:
        elapsed, hits = _time(selectors.search, domain=domain, query=query, limit=10)
        search_ms.append(elapsed)
        hit_counts.append(len(hits))
    with override_settings(EMBEDDING_MODEL="none"):  # the full-text ranking alone, in the same run
        lexical_ms = [_time(selectors.search, domain=domain, query=query, limit=10)[0] for query in queries]
    prompt_ms, prompt_tokens = [], []
    for query in queries[: max(20, n_queries // 3)]:
        elapsed, section = _time(
            selectors.prompt_section, tenant=tenant, domain_slug="bench", query=query, budget_tokens=500
        )
        prompt_ms.append(elapsed)
        prompt_tokens.append(section.tokens)
    write_ms, refused = [], 0
    for index in range(30):
        words = [zipf.pick(rng) for _ in range(3)] + [f"new{index}"]
        start = time.perf_counter()
        try:
            services.record_create(
                domain=domain,
                fields=RecordFields(
                    title=" ".join(words), body="bench write", provenance_source="bench",
                    authority="agent", created_by="bench",
                ),
            )  # fmt: skip
        except Conflict:  # a near-duplicate of a head: refused after the same check, timed the same
            refused += 1
        write_ms.append((time.perf_counter() - start) * 1000)
    lint_ms, report = _time(services.lint_domain, domain=domain)
    rates = _write_throughput(tenant, rng, zipf, args.writes)

    p50, p95 = statistics.median(search_ms), _percentile(search_ms, 0.95)
    lines = [
        f"knowledge bench — {connection.vendor}, {n_records:,} live records "
        f"(+{n_records // 10:,} superseded), {n_edges:,} edges, built in {build_s:.1f} s",
        f"search   ({n_queries} queries, limit 10, {statistics.mean(hit_counts):.1f} hits avg): "
        f"p50 {p50:.1f} ms  p95 {p95:.1f} ms  max {max(search_ms):.1f} ms (hybrid, query embedding included)",
        f"search   full text only (EMBEDDING_MODEL=none), same queries: "
        f"p50 {statistics.median(lexical_ms):.1f} ms  p95 {_percentile(lexical_ms, 0.95):.1f} ms",
        f"prompt   ({len(prompt_ms)} sections, 500-token budget, "
        f"{statistics.mean(prompt_tokens):.0f} tokens avg): "
        f"p50 {statistics.median(prompt_ms):.1f} ms  p95 {_percentile(prompt_ms, 0.95):.1f} ms",
        f"write    (record_create + near-duplicate check, 30 records, {refused} refused as duplicates): "
        f"p50 {statistics.median(write_ms):.1f} ms  p95 {_percentile(write_ms, 0.95):.1f} ms",
        f"lint     (all rules, {report.live_heads:,} heads, {len(report.warnings):,} warnings): "
        f"{lint_ms:.0f} ms",
    ]
    lines.append(
        f"create   ({args.writes} records each): API one by one {rates['api']:,.0f}/s, with embeddings off "
        f"{rates['api, embeddings off']:,.0f}/s, API batch {rates['api batch']:,.0f}/s, "
        f"bare bulk insert (records + vectors) {rates['bulk']:,.0f}/s, bulk insert with the embedding "
        f"timed {rates['bulk + embedding']:,.0f}/s"
    )
    print("\n".join(lines))
    verdict = "PASS" if p95 <= TARGET_P95_MS else "FAIL"
    print(f"ratio    search p95 / 50 ms target = {p95 / TARGET_P95_MS:.2f}  [{verdict}]")
    for label in ("api", "api batch"):
        write_ratio = rates[label] / rates["bulk"]
        print(
            f"ratio    {label.replace('api', 'API create')} / bare bulk insert = {write_ratio:.3f}  "
            f"[{'PASS' if write_ratio >= 0.30 else 'FAIL'}; target ≥ 0.30]"
        )
    print(f"ratio    API create batch / (embedding + bulk insert) = "
          f"{rates['api batch'] / rates['bulk + embedding']:.3f}  (reference: what the checks cost beyond "
          "embedding)")  # fmt: skip
    print(f"ratio    embedding's cost: API one by one with / without = "
          f"{rates['api'] / rates['api, embeddings off']:.2f}")  # fmt: skip


if __name__ == "__main__":
    main()
