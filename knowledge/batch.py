"""Writing many records at once (docs/knowledge.md "Writing many records").

`records_create_batch` applies the rules of knowledge.services.record_create to every item, in item
order, as if they were written one after another — and writes all of them or none, in one
transaction. What a one-by-one write repeats per record is done once for the batch: one domain lock,
one lookup and one lock of every referenced record, one embedding call, one matrix product for the
duplicate candidates (and one for the items against each other), one bulk insert each of records,
vectors and search-index rows, one audit row, one revision bump.
"""

import datetime as dt
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from django.contrib.auth.models import AbstractBaseUser
from django.db import connection, transaction
from django.utils import timezone

from coda_console.errors import ApiError, Conflict
from coda_console.models import ApiKey
from coda_console.services import audit_record
from knowledge import rules, services, text, vectors
from knowledge.inputs import RecordFields, RecordLinks
from knowledge.models import Domain, Record
from knowledge.search_backends import backend
from knowledge.selectors import records_by_ref

Item = tuple[RecordFields, RecordLinks]
AUDITED_LINKS = ("supersedes", "contradicts", "distinct_from")  # what record_create's audit row names


class _Refusals:
    """Every item's refusal, collected so one answer names them all; the first item's decides the
    status and code (a 400 before a 409: nothing was checked against the domain yet)."""

    def __init__(self) -> None:
        self.errors: list[tuple[int, ApiError]] = []

    def add(self, index: int, error: ApiError) -> None:
        self.errors.append((index, error))

    def check(self, index: int, check: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        try:
            return check(*args, **kwargs)
        except ApiError as error:
            self.add(index, error)
            return None

    def raise_any(self, total: int) -> None:
        if not self.errors:
            return
        self.errors.sort(key=lambda pair: pair[0])
        index, first = self.errors[0]
        details = [
            {"index": at, **detail}
            for at, error in self.errors
            for detail in (error.details or [{"field": "", "message": error.message}])
        ]
        refused = len({at for at, _ in self.errors})
        raise ApiError(
            f"{refused} of {total} records refused; nothing was written. records[{index}]: {first.message}",
            code=first.code,
            status_code=first.status_code,
            details=details[:100],
        )


def _resolve(
    domain: Domain, items: Sequence[Item], actor_key: ApiKey | None, refusals: _Refusals
) -> list[services._Resolved]:
    """Every item's references, looked up and locked together; the supersession and contradiction
    rules per item. A head an earlier item supersedes is no longer live for a later one."""
    named = [links.named() for _, links in items]
    found = records_by_ref(domain.tenant, {ref for names in named for refs in names.values() for ref in refs})
    locked = services._lock_records(
        found[ref] for _, links in items for ref in [*links.supersedes, *links.contradicts] if ref in found
    )
    taken: dict[int, int] = {}  # head id → the item superseding it
    resolved = []
    for index, ((fields, links), names) in enumerate(zip(items, named, strict=True)):
        if not any(names.values()):  # names no record: no rule to check
            resolved.append(services._Resolved(refs={}, olds=[], acknowledged=set()))
            continue
        missing = rules.missing_refs(names, found)
        if missing:
            refusals.add(index, rules.unknown_records(missing))
            resolved.append(services._Resolved(refs={}, olds=[], acknowledged=set()))
            continue
        refs = {ref: found[ref] for refs in names.values() for ref in refs}
        result = refusals.check(
            index, services._check_links, domain, fields, links, refs=refs, locked=locked, actor_key=actor_key
        )
        if result is None:
            resolved.append(services._Resolved(refs={}, olds=[], acknowledged=set()))
            continue
        supersedes = [("supersedes", ref) for ref in links.supersedes]
        for field, ref in [*supersedes, *(("contradicts", ref) for ref in links.contradicts)]:
            if refs[ref].pk in taken:
                refusals.add(index, _taken(field, ref, taken[refs[ref].pk]))
        taken.update((old.pk, index) for old in result.olds)
        resolved.append(result)
    return resolved


def _taken(field: str, ref: str, by: int) -> Conflict:
    return Conflict(
        f"{ref} is superseded by records[{by}] of this batch; only a live head can be named.",
        code="not_a_head",
        details=[rules.detail(field, ref, f"is superseded by records[{by}] of this batch")],
    )


def _refuse_duplicates(
    domain: Domain,
    drafts: list[Record],
    new_vectors: np.ndarray | None,
    plain_bodies: list[str],
    resolved: list[services._Resolved],
    refusals: _Refusals,
) -> None:
    """The duplicate rule of record_create for every item — against the live heads (less those it
    names, and those an earlier item supersedes) and against the items before it."""
    excluded: list[set[int]] = []
    superseded: set[int] = set()
    for result in resolved:
        excluded.append(result.acknowledged | superseded)
        superseded |= {old.pk for old in result.olds}
    texts = rules.texts_of(drafts, new_vectors, plain_bodies=plain_bodies)
    found = rules.duplicate_heads(
        domain=domain, records=drafts, new_vectors=new_vectors, excluded=excluded, texts=texts
    )
    for index, hits in enumerate(found):
        if hits:
            ids = ", ".join(head.ref for head, _ in hits)
            message = f"Live head(s) {ids} already hold this fact. {rules.DUPLICATE_ADVICE}"
            details = rules.duplicate_details(hits)
            refusals.add(index, Conflict(message, code="duplicate_head", details=details))
    for later, (earlier, why) in rules.duplicates_within(texts, new_vectors).items():
        message = f"It repeats records[{earlier}] of this batch: {why}. Write the fact once."
        detail = {"field": "title", "message": f"records[{earlier}] of this batch has {why}"}
        refusals.add(later, Conflict(message, code="duplicate_in_batch", details=[detail]))


def _insert(drafts: list[Record], domain: Domain) -> list[Record]:
    # A new record is its own head: with its id drawn first, one insert writes both (no second
    # statement setting the heads of 500 rows).
    for record, pk in zip(drafts, _next_record_ids(len(drafts)), strict=True):
        record.pk = record.head_id = pk
    records = Record.objects.bulk_create(drafts, batch_size=500)
    for record in records:
        record.head = record
    services._bump(domain)
    return records


def _next_record_ids(count: int) -> list[int]:
    """The next `count` ids of the record table, as its inserts would draw them. On PostgreSQL from its
    sequence; on SQLite after the table's AUTOINCREMENT high-water mark, which is safe because every
    write transaction there begins IMMEDIATE (it holds the database's write lock until it commits)."""
    table = Record._meta.db_table
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(
                "SELECT nextval(pg_get_serial_sequence(%s, 'id')) FROM generate_series(1, %s)", [table, count]
            )
            return [row[0] for row in cursor.fetchall()]
        cursor.execute(
            f"SELECT MAX(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = %s), 0), "
            f"COALESCE((SELECT MAX(id) FROM {connection.ops.quote_name(table)}), 0))",
            [table],
        )
        last = cursor.fetchone()[0]
    return list(range(last + 1, last + 1 + count))


@transaction.atomic
def records_create_batch(
    *,
    domain: Domain,
    items: Sequence[Item],
    now: dt.datetime | None = None,
    actor_key: ApiKey | None = None,
    actor_user: AbstractBaseUser | None = None,
) -> list[Record]:
    """Write every item as record_create would, in order — or none: any refused item refuses the batch
    with one error naming each refused item by its index."""
    now = now or timezone.now()
    items = [(fields.normalised(), links) for fields, links in items]
    refusals = _Refusals()
    for index, (fields, links) in enumerate(items):
        refusals.check(index, services._validate, fields, links, actor_key)
    refusals.raise_any(len(items))
    domain = services._lock_domain(domain)
    resolved = _resolve(domain, items, actor_key, refusals)
    refusals.raise_any(len(items))
    drafts = []
    for fields, _ in items:
        drafts.append(services._draft(domain, fields, now))
        domain.next_number += 1
    plain_bodies = [text.plain_text(draft.body) for draft in drafts]  # embedded and compared
    new_vectors = vectors.vectors_for(drafts, plain_bodies=plain_bodies)
    _refuse_duplicates(domain, drafts, new_vectors, plain_bodies, resolved, refusals)
    refusals.raise_any(len(items))
    revision = domain.revision
    records = _insert(drafts, domain)
    for record, (fields, links), result in zip(records, items, resolved, strict=True):
        if any(links.named().values()):
            services._link(record, result, links, fields.note, now)
    backend().index(records)
    vectors.store_new(records, new_vectors)
    removed = [old.pk for result in resolved for old in result.olds]
    vectors.remember_write(
        domain.pk, before=revision, after=domain.revision, added=records, vectors=new_vectors, removed=removed
    )
    _audit(records, items, actor_key, actor_user)
    return records


def _audit(
    records: list[Record],
    items: Sequence[Item],
    actor_key: ApiKey | None,
    actor_user: AbstractBaseUser | None,
) -> None:
    """One audit row for the batch — it is one write — naming every record and the links each named
    (a row per record cost a third of the batch); plus, as record_create, one row per record that
    raises a contradiction."""
    tenant = records[0].domain.tenant
    links = {
        record.ref: {name: list(refs) for name, refs in named.items() if refs}
        for record, (_, item_links) in zip(records, items, strict=True)
        if any((named := {n: getattr(item_links, n) for n in AUDITED_LINKS}).values())
    }
    audit_record(
        action="knowledge.record.create_batch",
        tenant=tenant,
        target=f"{records[0].ref}…{records[-1].ref}",
        detail={"ids": [record.ref for record in records], "links": links},
        actor_key=actor_key,
        actor_user=actor_user,
    )
    for record, (_, item_links) in zip(records, items, strict=True):
        if item_links.contradicts:
            audit_record(
                action="knowledge.contradiction.raise",
                tenant=tenant,
                target=record.ref,
                detail={"contradicts": list(item_links.contradicts)},
                actor_key=actor_key,
                actor_user=actor_user,
            )
