"""Writes to the knowledge graph. Keyword-only, typed, one transaction each, audited.

Every write locks its domain row first (select_for_update): it allocates the record number and bumps
the domain revision, and it serialises writers of one domain — so a duplicate check and the insert it
guards cannot interleave with another writer's. Records being superseded or retracted are then locked
and their status re-read: of two writers superseding the same head, the second finds it superseded and
gets a 409 naming the new head.
"""

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from coda_console.errors import ApiError, Conflict
from coda_console.models import ApiKey, Tenant
from coda_console.services import audit_record
from knowledge import lint, rules, vectors
from knowledge.inputs import RecordFields, RecordLinks
from knowledge.models import (
    Distinction,
    Domain,
    Edge,
    EdgeType,
    LintReport,
    Record,
    Status,
)
from knowledge.search_backends import backend

NO_LINKS = RecordLinks()


def actor_label(*, api_key: ApiKey | None = None, user: AbstractBaseUser | None = None) -> str:
    if api_key is not None:
        return f"bot:{api_key.prefix}"
    if user is not None and user.is_authenticated:
        return f"user:{user.get_username()}"
    return "system"


def _lock_domain(domain: Domain) -> Domain:
    return Domain.objects.select_for_update().get(pk=domain.pk)


def _bump(domain: Domain) -> None:
    domain.revision += 1
    domain.save(update_fields=["revision", "next_number"])


# --- Domains ---------------------------------------------------------------------------------------


@transaction.atomic
def domain_create(
    *,
    tenant: Tenant,
    slug: str,
    name: str,
    description: str = "",
    is_default: bool | None = None,
    actor_key: ApiKey | None = None,
    actor_user: AbstractBaseUser | None = None,
) -> Domain:
    """A new domain; the tenant's first domain becomes its default unless told otherwise."""
    existing = Domain.objects.select_for_update().filter(tenant=tenant)
    if existing.filter(slug=slug).exists():
        raise Conflict(
            f"The domain {slug!r} already exists.",
            code="domain_exists",
            details=[rules.detail("slug", slug, "a domain with this slug exists")],
        )
    if is_default is None:
        is_default = not existing.filter(is_default=True).exists()
    if is_default:
        existing.filter(is_default=True).update(is_default=False)
    domain = Domain.objects.create(
        tenant=tenant, slug=slug, name=name, description=description, is_default=is_default
    )
    audit_record(
        action="knowledge.domain.create",
        tenant=tenant,
        target=slug,
        detail={"is_default": is_default},
        actor_key=actor_key,
        actor_user=actor_user,
    )
    return domain


# --- Records ---------------------------------------------------------------------------------------


def _lock_records(records: Iterable[Record]) -> dict[int, Record]:
    ids = sorted({record.pk for record in records})
    # No select_related here: PostgreSQL cannot lock the nullable side of an outer join.
    locked = Record.objects.select_for_update().filter(pk__in=ids).order_by("pk")
    return {record.pk: record for record in locked}


def _add_edge(record: Record, target: Record, edge_type: str, note: str, now: dt.datetime) -> Edge:
    edge, _ = Edge.objects.get_or_create(
        source=record,
        target=target,
        type=edge_type,
        defaults={
            "tenant_id": record.tenant_id,
            "note": note,
            "created_by": record.created_by,
            "created_at": now,
        },
    )
    return edge


def _supersede(new_head: Record, olds: Iterable[Record], *, now: dt.datetime) -> None:
    old_ids = [old.pk for old in olds]
    Record.objects.filter(pk__in=old_ids).update(status=Status.SUPERSEDED, superseded_at=now)
    # Every record of the old chains now points at the new head: a chain stays one indexed lookup.
    Record.objects.filter(head_id__in=old_ids).update(head=new_head)
    backend().unindex(old_ids)


@dataclass
class _Resolved:
    """The records a write names, resolved in the tenant and locked where the write changes them."""

    refs: dict[str, Record]
    olds: list[Record]  # the live heads being superseded, locked
    acknowledged: set[int]  # heads the writer named: never refused as duplicates of the new record


def _validate(fields: RecordFields, links: RecordLinks, actor_key: ApiKey | None) -> None:
    rules.validate_fields(
        title=fields.title,
        key=fields.key,
        provenance_source=fields.provenance_source,
        authority=fields.authority,
        expects=fields.expects,
    )
    rules.check_key_may_write(actor_key, fields.authority)
    bad_links = [
        {"field": f"edges[{i}].type", "message": f"must be one of {', '.join(sorted(rules.LINK_TYPES))}"}
        for i, link in enumerate(links.edges)
        if link.get("type") not in rules.LINK_TYPES
    ]
    if bad_links:
        raise ApiError("Some edges are not valid.", details=bad_links)


def _resolve(domain: Domain, fields: RecordFields, links: RecordLinks, actor_key: ApiKey | None) -> _Resolved:
    named = links.named()
    refs = rules.resolve(domain.tenant, named) if any(named.values()) else {}
    locked = _lock_records(refs[ref] for ref in [*links.supersedes, *links.contradicts])
    return _check_links(domain, fields, links, refs=refs, locked=locked, actor_key=actor_key)


def _check_links(
    domain: Domain,
    fields: RecordFields,
    links: RecordLinks,
    *,
    refs: dict[str, Record],
    locked: dict[int, Record],
    actor_key: ApiKey | None,
) -> _Resolved:
    """The supersession and contradiction rules for one write, on records already resolved and locked
    (record_create resolves one write's references; knowledge.batch resolves a whole batch's at once)."""
    olds = [locked[refs[ref].pk] for ref in dict.fromkeys(links.supersedes)]
    for index, old in enumerate(olds):
        field = f"supersedes[{index}]"
        rules.check_supersedable(old, domain=domain, authority=fields.authority, field=field)
        rules.check_key_may_overrule(actor_key, old, field=f"supersedes[{index}]", action="supersede")
    for index, ref in enumerate(links.contradicts):
        target = locked[refs[ref].pk]
        if target.status != Status.LIVE:
            raise Conflict(
                f"{target.ref} is {target.status}; only a live head can be contradicted.",
                code="not_a_head",
                details=[rules.detail(f"contradicts[{index}]", target.ref, f"is {target.status}")],
            )
    named = [*links.supersedes, *links.distinct_from, *links.contradicts]
    return _Resolved(refs=refs, olds=olds, acknowledged={refs[ref].pk for ref in named})


def _draft(domain: Domain, fields: RecordFields, now: dt.datetime) -> Record:
    return Record(
        tenant_id=domain.tenant_id,
        domain=domain,
        number=domain.next_number,
        ref=f"{domain.slug}-{domain.next_number:04d}",
        key=fields.key,
        title=fields.title.strip()[:300],
        body=fields.body,
        provenance_source=fields.provenance_source.strip(),
        provenance_locator=fields.provenance_locator.strip(),
        authority=fields.authority,
        expects=fields.expects,
        created_by=fields.created_by,
        created_at=now,
        source_fingerprint=fields.source_fingerprint,
    )


def _insert(record: Record, domain: Domain) -> Record:
    record.save(force_insert=True)
    Record.objects.filter(pk=record.pk).update(head=record)
    record.head = record
    domain.next_number += 1
    _bump(domain)
    return record


def _link(record: Record, resolved: _Resolved, links: RecordLinks, note: str, now: dt.datetime) -> None:
    refs = resolved.refs
    if resolved.olds:
        _supersede(record, resolved.olds, now=now)
        for old in resolved.olds:
            _add_edge(record, old, EdgeType.SUPERSEDES, note, now)
    for ref in links.contradicts:
        _add_edge(record, refs[ref], EdgeType.CONTRADICTS, note, now)
    for ref in links.caused_by:
        _add_edge(record, refs[ref], EdgeType.CAUSED_BY, "", now)
    for link in links.edges:
        _add_edge(record, refs[link["to"]], link["type"], str(link.get("note") or ""), now)
    for ref in dict.fromkeys(links.distinct_from):
        Distinction.objects.get_or_create(
            record=record,
            other=refs[ref],
            defaults={
                "tenant_id": record.tenant_id,
                "note": note,
                "created_by": record.created_by,
                "created_at": now,
            },
        )


@transaction.atomic
def record_create(
    *,
    domain: Domain,
    fields: RecordFields,
    links: RecordLinks = NO_LINKS,
    now: dt.datetime | None = None,
    actor_key: ApiKey | None = None,
    actor_user: AbstractBaseUser | None = None,
) -> Record:
    """Write one new record. `links.supersedes` replaces live heads (the same or lower authority only);
    `contradicts` keeps both live and raises a contradiction; `distinct_from` acknowledges a
    near-duplicate as a different fact. A same-key or near-duplicate head named in none of these → 409
    (knowledge.rules.refuse_duplicates). The record's vector is computed and stored in the same
    transaction (knowledge.vectors)."""
    now = now or timezone.now()
    fields = fields.normalised()
    _validate(fields, links, actor_key)
    domain = _lock_domain(domain)
    resolved = _resolve(domain, fields, links, actor_key)
    draft = _draft(domain, fields, now)
    drafted = vectors.vectors_for([draft])
    vector = None if drafted is None else drafted[0]
    rules.refuse_duplicates(domain=domain, record=draft, vector=vector, acknowledged=resolved.acknowledged)
    revision = domain.revision
    record = _insert(draft, domain)
    _link(record, resolved, links, fields.note, now)
    backend().index([record])
    vectors.store_new([record], drafted)
    removed = [old.pk for old in resolved.olds]
    vectors.remember_write(
        domain.pk, before=revision, after=domain.revision, added=[record], vectors=drafted, removed=removed
    )
    _audit_record_create(record, links, actor_key, actor_user)
    return record


def _audit_record_create(
    record: Record, links: RecordLinks, actor_key: ApiKey | None, actor_user: AbstractBaseUser | None
) -> None:
    audit_record(
        action="knowledge.record.create",
        tenant=record.domain.tenant,
        target=record.ref,
        detail={
            "supersedes": list(links.supersedes),
            "contradicts": list(links.contradicts),
            "distinct_from": list(links.distinct_from),
        },
        actor_key=actor_key,
        actor_user=actor_user,
    )
    if links.contradicts:
        audit_record(
            action="knowledge.contradiction.raise",
            tenant=record.domain.tenant,
            target=record.ref,
            detail={"contradicts": list(links.contradicts)},
            actor_key=actor_key,
            actor_user=actor_user,
        )


@transaction.atomic
def record_retract(
    *,
    record: Record,
    reason: str,
    retracted_by: str,
    now: dt.datetime | None = None,
    actor_key: ApiKey | None = None,
    actor_user: AbstractBaseUser | None = None,
) -> Record:
    """Take a live head out of the current view. Its chain keeps it as history, marked retracted."""
    if not reason.strip():
        raise ApiError(
            "Say why the record is retracted.", details=[{"field": "reason", "message": "required"}]
        )
    domain = _lock_domain(record.domain)
    record = _lock_records([record])[record.pk]
    if record.status != Status.LIVE:
        raise Conflict(
            f"{record.ref} is {record.status}; only a live head can be retracted.",
            code="not_live",
            details=[rules.detail("id", record.ref, f"is {record.status}")],
        )
    rules.check_key_may_overrule(actor_key, record, field="id", action="retract")
    now = now or timezone.now()
    record.status = Status.RETRACTED
    record.retracted_at = now
    record.retracted_by = retracted_by
    record.retraction_reason = reason.strip()
    record.save(update_fields=["status", "retracted_at", "retracted_by", "retraction_reason"])
    backend().unindex([record.pk])
    _bump(domain)
    audit_record(
        action="knowledge.record.retract",
        tenant=domain.tenant,
        target=record.ref,
        detail={"reason": record.retraction_reason},
        actor_key=actor_key,
        actor_user=actor_user,
    )
    return record


# --- Edges -----------------------------------------------------------------------------------------


@transaction.atomic
def edge_create(
    *,
    source: Record,
    target: Record,
    edge_type: str,
    created_by: str,
    note: str = "",
    now: dt.datetime | None = None,
    actor_key: ApiKey | None = None,
    actor_user: AbstractBaseUser | None = None,
) -> tuple[Edge, bool]:
    """Link two records of one tenant; (edge, created). The same link twice is returned, not doubled.

    `supersedes` between two existing live heads marks the target superseded (authority rule applies;
    a cycle is refused); `contradicts` raises a contradiction for a person to resolve.
    """
    if edge_type not in EdgeType.values:
        raise ApiError("Unknown edge type.", details=[{"field": "type", "message": "not an edge type"}])
    domain = _lock_domain(source.domain)
    locked = _lock_records([source, target])
    source, target = locked[source.pk], locked[target.pk]
    existing = Edge.objects.filter(source=source, target=target, type=edge_type).first()
    if existing is not None:
        return existing, False
    rules.check_edge(source, target, edge_type)
    now = now or timezone.now()
    if edge_type == EdgeType.SUPERSEDES:
        rules.check_supersedable(target, domain=domain, authority=source.authority, field="to")
        rules.check_key_may_overrule(actor_key, target, field="to", action="supersede")
        _supersede(source, [target], now=now)
    edge = Edge.objects.create(
        tenant_id=source.tenant_id,
        source=source,
        target=target,
        type=edge_type,
        note=note,
        created_by=created_by,
        created_at=now,
    )
    _bump(domain)
    detail = {"from": source.ref, "to": target.ref, "type": edge_type}
    audit_record(
        action="knowledge.edge.create",
        tenant=domain.tenant,
        target=f"{source.ref} {edge_type} {target.ref}",
        detail=detail,
        actor_key=actor_key,
        actor_user=actor_user,
    )
    if edge_type == EdgeType.CONTRADICTS:
        audit_record(
            action="knowledge.contradiction.raise",
            tenant=domain.tenant,
            target=source.ref,
            detail=detail,
            actor_key=actor_key,
            actor_user=actor_user,
        )
    return edge, True


# --- Vectors ---------------------------------------------------------------------------------------


def records_reembed(*, domain_id: int | None = None, batch_size: int = 500) -> int:
    """Embed every record whose vector is missing or was made by another model (docs/knowledge.md
    "Changing the model"). Vectors are a derived view like the search index: nothing is audited, but
    each touched domain's revision is bumped so every process's vector cache refreshes."""
    total = 0
    while True:
        with transaction.atomic():
            batch = list(vectors.stale_records(domain_id=domain_id)[:batch_size])
            if not batch:
                break
            total += vectors.store(batch)
            for domain in Domain.objects.select_for_update().filter(pk__in={r.domain_id for r in batch}):
                _bump(domain)
    vectors.forget()
    return total


# --- Lint ------------------------------------------------------------------------------------------


@transaction.atomic
def lint_domain(*, domain: Domain, now: dt.datetime | None = None) -> LintReport:
    """Run every lint rule over the domain and store the result as a report."""
    domain = Domain.objects.get(pk=domain.pk)  # the current revision
    warnings, live_heads = lint.run_rules(domain)
    counts: dict[str, int] = {}
    for warning in warnings:
        counts[warning["rule"]] = counts.get(warning["rule"], 0) + 1
    return LintReport.objects.create(
        tenant_id=domain.tenant_id,
        domain=domain,
        domain_revision=domain.revision,
        live_heads=live_heads,
        warnings=warnings,
        counts=counts,
        created_at=now or timezone.now(),
    )


def lint_report_current(*, domain: Domain) -> LintReport:
    """The newest report if nothing was written since; otherwise lint now (the report is a view).

    Domains with more than KNOWLEDGE_LINT_INLINE_MAX_HEADS live heads are linted in the background
    instead (a few seconds at 10,000): the caller gets the newest stored report, whose
    `domain_revision` shows how far behind it is, and a lint task is queued.
    """
    latest = LintReport.objects.filter(domain=domain).order_by("-created_at", "-pk").first()
    revision = Domain.objects.filter(pk=domain.pk).values_list("revision", flat=True).get()
    if latest is not None and latest.domain_revision == revision:
        return latest
    large = (
        Record.objects.filter(domain=domain, status=Status.LIVE).count()
        > settings.KNOWLEDGE_LINT_INLINE_MAX_HEADS
    )
    if latest is not None and large:
        from knowledge.tasks import enqueue_lint

        enqueue_lint(domain_id=domain.pk)
        return latest
    return lint_domain(domain=domain)
