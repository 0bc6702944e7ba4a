"""Write rules of the knowledge graph: input validation, reference resolution, the authority rule,
near-duplicate refusal and edge checks. Pure checks (reads only); knowledge.services applies them
inside its transactions and locks.
"""

from collections.abc import Iterable, Sequence
from typing import Any

from django.conf import settings

from coda_console.errors import ApiError, Conflict
from coda_console.models import ApiKey, Tenant
from knowledge import text
from knowledge.models import AUTHORITY_RANK, Authority, Domain, Edge, EdgeType, Record, Status
from knowledge.search_backends import backend
from knowledge.selectors import records_by_ref

# Edge types a writer may name in `edges=[{type, to, note}]`; supersedes and contradicts have their own
# parameters because they carry rules (live heads only, authority, acknowledging a near-duplicate).
LINK_TYPES = {EdgeType.CAUSED_BY, EdgeType.EXPLAINS, EdgeType.PRECEDES, EdgeType.PART_OF}
DUPLICATE_CANDIDATES = 50


def detail(field: str, record_id: str, message: str) -> dict[str, Any]:
    return {"field": field, "id": record_id, "message": message}


def validate_fields(
    *, title: str, key: str, provenance_source: str, authority: str, expects: int | None
) -> None:
    problems = []
    if not title.strip():
        problems.append({"field": "title", "message": "must not be blank"})
    if not key:
        problems.append({"field": "key", "message": "must contain a letter or digit"})
    if not provenance_source.strip():
        problems.append({"field": "provenance.source", "message": "must say where this comes from"})
    if authority not in Authority.values:
        problems.append({"field": "authority", "message": f"must be one of {', '.join(Authority.values)}"})
    if expects is not None and expects < 1:
        problems.append({"field": "expects", "message": "must be at least 1"})
    if problems:
        raise ApiError("The record is not valid.", details=problems)


def resolve(tenant: Tenant, named: dict[str, Sequence[str]]) -> dict[str, Record]:
    """Look every referenced id up in the tenant; unknown (or another tenant's) ids are one 400."""
    wanted = {ref for refs in named.values() for ref in refs}
    found = records_by_ref(tenant, wanted)
    missing = [
        {"field": f"{field}[{index}]", "id": str(ref), "message": "no such record in this tenant"}
        for field, refs in named.items()
        for index, ref in enumerate(refs)
        if ref not in found
    ]
    if missing:
        raise ApiError("Some referenced records do not exist.", code="unknown_record", details=missing)
    return found


def check_key_may_write(actor_key: ApiKey | None, authority: str, *, field: str = "authority") -> None:
    """A key writes knowledge up to its maximum authority (docs/api-edge.md, "Key scopes"): 403 above."""
    if actor_key is None or actor_key.allows_authority(authority):
        return
    raise ApiError(
        f"This API key may write knowledge up to authority {actor_key.max_authority!r}; "
        f"{authority!r} is above it. The operator sets a key's ceiling (create_api_key --max-authority).",
        code="authority_above_key",
        status_code=403,
        details=[{"field": field, "message": f"above this key's maximum ({actor_key.max_authority})"}],
    )


def check_key_may_overrule(actor_key: ApiKey | None, target: Record, *, field: str, action: str) -> None:
    """Retracting or superseding a record above the key's maximum authority is refused like superseding
    a higher authority: 409 `authority_conflict` (write a contradiction for a person instead)."""
    if actor_key is None or actor_key.allows_authority(target.authority):
        return
    raise Conflict(
        f"This API key (maximum authority {actor_key.max_authority!r}) cannot {action} {target.ref}, "
        f"which has authority {target.authority!r}. Write a record with contradicts: [{target.ref!r}] "
        "instead: that raises a contradiction for a person to resolve.",
        code="authority_conflict",
        details=[detail(field, target.ref, f"has higher authority ({target.authority})")],
    )


def check_supersedable(target: Record, *, domain: Domain, authority: str, field: str) -> None:
    if target.domain_id != domain.pk:
        raise ApiError(
            "A record can only supersede records of its own domain.",
            details=[detail(field, target.ref, "belongs to another domain")],
        )
    if target.status != Status.LIVE:
        head = target.head.ref if target.head and target.head_id != target.pk else None
        where = f"; its chain's head is {head}" if head else ""
        raise Conflict(
            f"{target.ref} is {target.status}, not a live head{where}. Supersede the live head instead.",
            code="not_a_head",
            details=[detail(field, target.ref, f"is {target.status}{where}")],
        )
    if AUTHORITY_RANK[Authority(authority)] < target.authority_rank:
        raise Conflict(
            f"A record of authority {authority!r} cannot supersede {target.ref}, which has authority "
            f"{target.authority!r} (coach > source > agent > llm). Write it with "
            f"contradicts: [{target.ref!r}] instead: that raises a contradiction for a person to resolve.",
            code="authority_conflict",
            details=[detail(field, target.ref, f"has higher authority ({target.authority})")],
        )


def duplicate_heads(
    *, domain: Domain, key: str, title: str, exclude_ids: Iterable[int] = ()
) -> list[tuple[Record, str]]:
    """Live heads of the domain holding the same key or a near-duplicate key/title (see text.py)."""
    excluded = set(exclude_ids)
    candidates = {r.pk: r for r in Record.objects.filter(domain=domain, status=Status.LIVE, key=key)}
    terms = text.query_terms(f"{key.replace('-', ' ')} {title}")
    ranked = backend().rank(domain_id=domain.pk, terms=terms, limit=DUPLICATE_CANDIDATES, title_only=True)
    missing = [pk for pk, _ in ranked if pk not in candidates]
    candidates.update(Record.objects.filter(status=Status.LIVE).in_bulk(missing))
    found = []
    for record in sorted(candidates.values(), key=lambda r: r.number):
        if record.pk in excluded:
            continue
        duplicate, why = text.is_near_duplicate(
            key=key,
            title=title,
            other_key=record.key,
            other_title=record.title,
            threshold=settings.KNOWLEDGE_DUPLICATE_THRESHOLD,
        )
        if duplicate:
            found.append((record, why))
    return found


def refuse_duplicates(*, domain: Domain, key: str, title: str, acknowledged: set[int]) -> None:
    duplicates = duplicate_heads(domain=domain, key=key, title=title, exclude_ids=acknowledged)
    if duplicates:
        ids = ", ".join(record.ref for record, _ in duplicates)
        raise Conflict(
            f"Live head(s) {ids} already hold this fact. Name them in `supersedes` to replace them, or "
            "in `distinct_from` to record that this is a different fact.",
            code="duplicate_head",
            details=[
                detail("supersedes", record.ref, f"{record.title!r} is a live head with {why}")
                for record, why in duplicates
            ],
        )


def supersession_path_exists(start: Record, goal: Record) -> bool:
    """Does `start` already (transitively) supersede `goal`?"""
    frontier, seen = {start.pk}, set()
    while frontier:
        if goal.pk in frontier:
            return True
        seen |= frontier
        frontier = (
            set(
                Edge.objects.filter(type=EdgeType.SUPERSEDES, source_id__in=frontier).values_list(
                    "target_id", flat=True
                )
            )
            - seen
        )
    return False


def check_edge(source: Record, target: Record, edge_type: str) -> None:
    if source.pk == target.pk:
        raise ApiError(
            "A record cannot link to itself.",
            code="self_edge",
            details=[detail("to", target.ref, "is the same record as `from`")],
        )
    if source.tenant_id != target.tenant_id:  # refs are resolved per tenant; this is a last guard
        raise ApiError("Edges stay inside one tenant.", code="unknown_record")
    if edge_type == EdgeType.SUPERSEDES and supersession_path_exists(target, source):
        raise Conflict(
            f"{target.ref} already supersedes {source.ref}; the reverse would make a supersession cycle.",
            code="supersession_cycle",
            details=[detail("to", target.ref, f"already supersedes {source.ref}")],
        )
    if source.status == Status.RETRACTED:
        raise Conflict(
            f"{source.ref} is retracted; it cannot gain edges.",
            code="not_live",
            details=[detail("from", source.ref, "is retracted")],
        )
    if edge_type in (EdgeType.SUPERSEDES, EdgeType.CONTRADICTS):
        for field, record in (("from", source), ("to", target)):
            if record.status != Status.LIVE:
                raise Conflict(
                    f"{record.ref} is {record.status}; {edge_type} links two live heads.",
                    code="not_a_head",
                    details=[detail(field, record.ref, f"is {record.status}")],
                )
