"""Record vectors: computed on write, stored in `RecordEmbedding`, ranked by cosine similarity.

A record's vector is the normalised weighted mean of its title's vector (with its key's words; weight
2) and its body's (weight 1): the title names the fact, the body elaborates. On the labelled set 2:1
was the best balance of the mixes tried (docs/knowledge.md "Hybrid retrieval").

Reads go through one in-process `VectorCache` per domain: the live heads' vectors as a matrix, keyed
by the model version and refreshed when the domain's revision moves (every write bumps it). A refresh
re-reads the live ids (one indexed query), keeps the rows it already holds and fetches only newer ones.
Vectors of another model (before `knowledge_reembed`) are not read at all: those records rank by their
full-text score alone until re-embedded.
"""

from collections.abc import Iterable, Sequence

import numpy as np
from django.db import connection, transaction
from django.db.models import QuerySet

from coda_console import ranking
from knowledge import text
from knowledge.models import Domain, Record, RecordEmbedding, Status

TITLE_WEIGHT, BODY_WEIGHT = 2.0, 1.0
BODY_CHARS = 1000  # a static embedding averages its tokens: past this a body only dilutes the mean

_CACHE = ranking.VectorCache()
_ROWS_PER_INSERT = 200  # 4 parameters a row: 800, under SQLite's oldest limit of 999 a statement


def _title_text(record: Record) -> str:
    return f"{record.title}. {text.normalise_name(record.key)}"


def vectors_for(records: Sequence[Record], *, plain_bodies: Sequence[str] | None = None) -> np.ndarray | None:
    """One unit vector per record (None when embeddings are off); `plain_bodies`: the bodies' plain
    text when the caller already holds it."""
    if not ranking.enabled() or not records:
        return None
    plain = plain_bodies if plain_bodies is not None else [text.plain_text(r.body) for r in records]
    # One call for titles and bodies: they share most of their words, each tokenized once.
    both = ranking.embed([*(_title_text(r) for r in records), *(body[:BODY_CHARS] for body in plain)])
    if both is None:
        return None
    titles, bodies = both[: len(records)], both[len(records) :]
    mixed = TITLE_WEIGHT * titles + BODY_WEIGHT * bodies  # an empty body embeds as the zero vector
    norms = np.linalg.norm(mixed, axis=1, keepdims=True)
    return (mixed / np.where(norms == 0, 1, norms)).astype(np.float32)


def store(records: Sequence[Record]) -> int:
    """Embed `records` with the current model and store (or replace) their vectors."""
    vectors = vectors_for(records)
    if vectors is None:
        return 0
    version = ranking.model_version()
    rows = [
        RecordEmbedding(record_id=r.pk, domain_id=r.domain_id, model=version, vector=ranking.to_bytes(v))
        for r, v in zip(records, vectors, strict=True)
    ]
    RecordEmbedding.objects.bulk_create(
        rows,
        batch_size=500,
        update_conflicts=True,
        unique_fields=["record"],
        update_fields=["model", "vector", "domain"],
    )
    return len(rows)


def store_new(records: Sequence[Record], vectors: np.ndarray | None) -> None:
    """Store vectors computed before the records were saved (the writes check duplicates with them):
    one statement per 200 records. Rows, not model instances: a batch write's 500 instances cost
    more than the insert itself (docs/knowledge.md "Writing many records")."""
    if vectors is None or not records:
        return
    version = ranking.model_version()
    table = connection.ops.quote_name(RecordEmbedding._meta.db_table)
    rows = [(r.pk, r.domain_id, version, ranking.to_bytes(v)) for r, v in zip(records, vectors, strict=True)]
    # Multi-row VALUES: one round trip per chunk where executemany costs one per row on PostgreSQL.
    with connection.cursor() as cursor:
        for start in range(0, len(rows), _ROWS_PER_INSERT):
            chunk = rows[start : start + _ROWS_PER_INSERT]
            values = ", ".join(["(%s, %s, %s, %s)"] * len(chunk))
            params = [value for row in chunk for value in row]
            insert = f"INSERT INTO {table} (record_id, domain_id, model, vector) VALUES {values}"
            cursor.execute(insert, params)


def vectors_by_id(
    domain: Domain,
    ids: Iterable[int],
    *,
    revision: int | None = None,
    loaded: tuple[list[int], np.ndarray] | None = None,
) -> dict[int, np.ndarray]:
    """Cached vectors of some live heads of the domain (heads without a current vector are left out);
    `loaded`: a domain_matrix the caller already holds."""
    if not ranking.enabled():
        return {}
    cached_ids, matrix = loaded or domain_matrix(domain, revision=revision)
    rows = {pk: row for row, pk in enumerate(cached_ids)}
    return {pk: matrix[rows[pk]] for pk in ids if pk in rows}


def stale_records(*, domain_id: int | None = None) -> QuerySet[Record]:
    """Records whose stored vector is missing or was made by another model, in id order."""
    records = Record.objects.exclude(embedding__model=ranking.model_version())
    if domain_id is not None:
        records = records.filter(domain_id=domain_id)
    return records.order_by("pk")


def _live_ids(domain_id: int, version: str) -> list[int]:
    """Ids of the domain's live heads holding a `version` vector, ascending. Raw SQL: this runs on every
    cache refresh, and 10,000 ids through the ORM's row machinery cost ten times the query."""
    embeddings, records = RecordEmbedding._meta.db_table, Record._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT e.record_id FROM {embeddings} e JOIN {records} r ON r.id = e.record_id "
            "WHERE e.domain_id = %s AND e.model = %s AND r.status = %s ORDER BY e.record_id",
            [domain_id, version, Status.LIVE],
        )
        return [row[0] for row in cursor.fetchall()]


def _loader(domain_id: int):
    version = ranking.model_version()

    def load(previous_ids: list[int], previous: np.ndarray) -> tuple[list[int], np.ndarray]:
        ids = _live_ids(domain_id, version)
        known = {pk: row for row, pk in enumerate(previous_ids)}
        rows = np.array([known.get(pk, -1) for pk in ids], dtype=np.int64)
        missing = [pk for pk, row in zip(ids, rows, strict=True) if row < 0]
        live = RecordEmbedding.objects.filter(domain_id=domain_id, model=version, record__status=Status.LIVE)
        fetched = _fetch(live, missing, newest=max(previous_ids, default=0))
        matrix = np.empty((len(ids), ranking.MODELS[ranking.model_name()]), dtype=np.float32)
        kept = rows >= 0
        if kept.any():
            matrix[kept] = previous[rows[kept]]
        for index in np.flatnonzero(~kept):
            matrix[index] = ranking.from_bytes(fetched[ids[index]])
        return ids, matrix

    return load


def _fetch(live, missing: list[int], *, newest: int) -> dict[int, bytes]:
    """Vectors of the ids not cached yet: usually just the records written since (ids above the newest
    cached one, one range query); after a backfill, any id."""
    if not missing:
        return {}
    if missing[0] > newest:
        return dict(live.filter(record_id__gt=newest).values_list("record_id", "vector"))
    fetched: dict[int, bytes] = {}
    for start in range(0, len(missing), 500):
        chunk = live.filter(record_id__in=missing[start : start + 500])
        fetched.update(chunk.values_list("record_id", "vector"))
    return fetched


def domain_matrix(domain: Domain, *, revision: int | None = None) -> tuple[list[int], np.ndarray]:
    """(live head ids, their vectors) of the domain, from the cache when the domain is unchanged."""
    if revision is None:
        revision = Domain.objects.filter(pk=domain.pk).values_list("revision", flat=True).get()
    return _CACHE.get(domain.pk, revision, _loader(domain.pk), store=not connection.in_atomic_block)


def rank(
    domain: Domain,
    query_vector: np.ndarray,
    *,
    limit: int,
    floor: float,
    revision: int | None = None,
    loaded: tuple[list[int], np.ndarray] | None = None,
) -> list[tuple[int, float]]:
    """Live heads most similar to the vector, best first, at or above `floor` (`loaded`: a
    domain_matrix the caller already holds)."""
    ids, matrix = loaded or domain_matrix(domain, revision=revision)
    return ranking.top_k(ids, ranking.cosine(query_vector, matrix), limit=limit, floor=floor)


def remember_write(
    domain_id: int,
    *,
    before: int,
    after: int,
    added: Sequence[Record],
    vectors: np.ndarray | None,
    removed: list[int],
) -> None:
    """Once the write commits, move this process's cached matrix from revision `before` to `after`
    itself — the new heads in, the superseded out — so the next reader does not reload. A cache at any
    other revision is left to refresh on its next read."""
    if vectors is None:
        return

    def update() -> None:
        held = _CACHE.peek(domain_id, before)
        if held is None:
            return
        ids, matrix = held
        gone = set(removed)
        keep = [row for row, pk in enumerate(ids) if pk not in gone]
        new_ids = [*(ids[row] for row in keep), *(record.pk for record in added)]
        new_matrix = np.vstack([matrix[keep], vectors]) if keep else vectors.copy()
        order = np.argsort(new_ids, kind="stable")
        _CACHE.put(domain_id, after, [new_ids[i] for i in order], new_matrix[order])

    transaction.on_commit(update)


def forget(domain_id: int | None = None) -> None:
    """Drop cached vectors (after a re-embed; tests)."""
    _CACHE.invalidate(domain_id)
