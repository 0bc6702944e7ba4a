"""Write rules of the knowledge graph: input validation, reference resolution, the authority rule,
near-duplicate refusal (knowledge.duplicates) and edge checks. Pure checks (reads only);
knowledge.services applies them inside its transactions and locks.
"""

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
from django.conf import settings

from coda_console import ranking
from coda_console.errors import ApiError, Conflict
from coda_console.models import ApiKey, Tenant
from knowledge import duplicates, text, vectors
from knowledge.models import AUTHORITY_RANK, Authority, Domain, Edge, EdgeType, Record, Status
from knowledge.search_backends import backend
from knowledge.selectors import records_by_ref

# Edge types a writer may name in `edges=[{type, to, note}]`; supersedes and contradicts have their own
# parameters because they carry rules (live heads only, authority, acknowledging a near-duplicate).
LINK_TYPES = {EdgeType.CAUSED_BY, EdgeType.EXPLAINS, EdgeType.PRECEDES, EdgeType.PART_OF}
DUPLICATE_CANDIDATES = 20


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
    # AUTHORITY_RANK's keys are the authorities (Authority.values builds a list on every call)
    if not isinstance(authority, str) or authority not in AUTHORITY_RANK:
        problems.append({"field": "authority", "message": f"must be one of {', '.join(Authority.values)}"})
    if expects is not None and expects < 1:
        problems.append({"field": "expects", "message": "must be at least 1"})
    if problems:
        raise ApiError("The record is not valid.", details=problems)


def resolve(tenant: Tenant, named: Mapping[str, Sequence[str]]) -> dict[str, Record]:
    """Look every referenced id up in the tenant; unknown (or another tenant's) ids are one 400."""
    found = records_by_ref(tenant, {ref for refs in named.values() for ref in refs})
    missing = missing_refs(named, found)
    if missing:
        raise unknown_records(missing)
    return found


def missing_refs(named: Mapping[str, Sequence[str]], found: dict[str, Record]) -> list[dict[str, Any]]:
    return [
        {"field": f"{field}[{index}]", "id": str(ref), "message": "no such record in this tenant"}
        for field, refs in named.items()
        for index, ref in enumerate(refs)
        if ref not in found
    ]


def unknown_records(missing: list[dict[str, Any]]) -> ApiError:
    return ApiError("Some referenced records do not exist.", code="unknown_record", details=missing)


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


def _floor() -> float:
    """The least cosine a pair above the threshold can have (the Jaccard half is at most ½), less a
    millionth for float rounding (a matrix product and a dot product may differ in the last bit)."""
    return 2 * settings.KNOWLEDGE_DUPLICATE_THRESHOLD - 1 - 1e-6


def _candidate_ids(
    domain: Domain,
    records: Sequence[Record],
    new_vectors: np.ndarray | None,
    loaded: tuple[list[int], np.ndarray] | None,
) -> list[list[int]]:
    """Per record, the heads that could duplicate it: its exact key, its nearest vectors, its best
    full-text matches. The similarity rule then decides (knowledge.duplicates). The keys, the full-text
    matches and the vectors are one query, one statement and one matrix product however many records
    are written together.

    A pair at or above the threshold has a cosine at or above _floor(). So when every live head has a
    vector and fewer than DUPLICATE_CANDIDATES heads reach the floor for a record, its nearest vectors
    hold every head that can duplicate it, and its full-text matches are not looked up."""
    live = Record.objects.filter(domain=domain, status=Status.LIVE).count()
    if not live:  # a new domain: nothing to look up
        return [[] for _ in records]
    by_key: dict[str, list[int]] = {}
    same_key = Record.objects.filter(domain=domain, status=Status.LIVE, key__in={r.key for r in records})
    for pk, key in same_key.order_by("pk").values_list("pk", "key"):
        by_key.setdefault(key, []).append(pk)
    nearest: list[list[tuple[int, float]]] = [[] for _ in records]
    lexical_rows = list(range(len(records)))
    if new_vectors is not None and loaded is not None:
        similar = ranking.cosine_matrix(new_vectors, loaded[1])
        limit, floor = DUPLICATE_CANDIDATES, _floor()
        nearest = [ranking.top_k(loaded[0], scores, limit=limit, floor=floor) for scores in similar]
        if len(loaded[0]) == live:  # every live head has a current vector (none awaits knowledge_reembed)
            lexical_rows = [row for row, found in enumerate(nearest) if len(found) == limit]
    # Full text over titles only (as fast as a key lookup); the vectors bring the bodies in.
    lexical = backend().rank_many(
        domain_id=domain.pk,
        queries=[_title_terms(records[row]) for row in lexical_rows],
        limit=DUPLICATE_CANDIDATES,
        title_only=True,
    )
    matches: dict[int, list[tuple[int, float]]] = dict(zip(lexical_rows, lexical, strict=True))
    return [
        list(
            dict.fromkeys([*by_key.get(r.key, []), *(pk for pk, _ in [*matches.get(row, []), *nearest[row]])])
        )
        for row, r in enumerate(records)
    ]


def _title_terms(record: Record) -> list[str]:
    return text.query_terms(f"{text.normalise_name(record.key)} {record.title}")


def texts_of(
    records: Sequence[Record], new_vectors: np.ndarray | None, *, plain_bodies: Sequence[str] | None = None
) -> list[duplicates.Text]:
    """What the duplicate rule compares of records about to be written (their vectors computed;
    `plain_bodies`: their bodies' plain text, when the caller already holds it)."""
    return [
        _text(
            r,
            None if new_vectors is None else new_vectors[i],
            None if plain_bodies is None else plain_bodies[i],
        )
        for i, r in enumerate(records)
    ]


def _text(record: Record, vector: np.ndarray | None, plain_body: str | None = None) -> duplicates.Text:
    return duplicates.Text.of(
        key=record.key, title=record.title, body=record.body, vector=vector, plain_body=plain_body
    )


def duplicate_heads(
    *,
    domain: Domain,
    records: Sequence[Record],
    new_vectors: np.ndarray | None,
    excluded: Sequence[set[int]],
    texts: Sequence[duplicates.Text] | None = None,
) -> list[list[tuple[Record, str]]]:
    """Per new record, the live heads of the domain holding the same key, or a near-duplicate title and
    body — leaving out the heads in its `excluded` set (`texts`: texts_of(records) if already made)."""
    loaded = vectors.domain_matrix(domain, revision=domain.revision) if new_vectors is not None else None
    candidates = [
        [pk for pk in ids if pk not in skip]
        for ids, skip in zip(_candidate_ids(domain, records, new_vectors, loaded), excluded, strict=True)
    ]
    heads = Record.objects.filter(status=Status.LIVE).in_bulk({pk for ids in candidates for pk in ids})
    head_vectors = vectors.vectors_by_id(domain, heads, loaded=loaded) if loaded is not None else {}
    head_texts = {pk: _text(head, head_vectors.get(pk)) for pk, head in heads.items()}
    threshold = settings.KNOWLEDGE_DUPLICATE_THRESHOLD
    found = []
    for new, ids in zip(texts or texts_of(records, new_vectors), candidates, strict=True):
        hits = []
        for head in sorted((heads[pk] for pk in ids if pk in heads), key=lambda r: r.number):
            why = duplicates.reason(new, head_texts[head.pk], threshold=threshold)
            if why:
                hits.append((head, why))
        found.append(hits)
    return found


def duplicates_within(
    texts: Sequence[duplicates.Text], new_vectors: np.ndarray | None
) -> dict[int, tuple[int, str]]:
    """Records written together that duplicate an earlier one of the same batch, by the same rule:
    {index: (index of the first earlier record it duplicates, why)}. The candidates are those of a
    write against the heads — the same key, and the DUPLICATE_CANDIDATES nearest earlier vectors
    above the floor, picked by one matrix product — or, with embeddings off, every earlier record."""
    count = len(texts)
    earlier = np.tril(np.ones((count, count), dtype=bool), -1)
    cosines = None
    if new_vectors is not None:
        cosines = ranking.cosine_matrix(new_vectors, new_vectors)  # one product, every pair
        similar = np.where(earlier, cosines, -np.inf)
        depth = min(DUPLICATE_CANDIDATES, count)
        nearest = np.argpartition(-similar, depth - 1, axis=1)[:, :depth]
        earlier = np.zeros_like(earlier)
        rows = np.arange(count)[:, None]
        earlier[rows, nearest] = np.take_along_axis(similar, nearest, axis=1) >= _floor()
    by_key: dict[str, list[int]] = {}
    for index, item in enumerate(texts):
        earlier[index, by_key.get(item.key, [])] = True
        by_key.setdefault(item.key, []).append(index)
    later_rows, before_rows = np.nonzero(earlier)  # in (later, before) order; two arrays, not a tuple each
    found: dict[int, tuple[int, str]] = {}
    threshold = settings.KNOWLEDGE_DUPLICATE_THRESHOLD
    for later, before in zip(later_rows.tolist(), before_rows.tolist(), strict=True):
        if later not in found:
            cosine = None if cosines is None else float(cosines[later, before])
            why = duplicates.reason(texts[later], texts[before], threshold=threshold, cosine=cosine)
            if why:
                found[later] = (before, why)
    return found


def duplicate_details(found: Sequence[tuple[Record, str]]) -> list[dict[str, Any]]:
    return [
        detail("supersedes", head.ref, f"{head.title!r} is a live head with {why}") for head, why in found
    ]


DUPLICATE_ADVICE = (
    "Name them in `supersedes` to replace them, or in `distinct_from` to record that this is a "
    "different fact."
)


def refuse_duplicates(
    *, domain: Domain, record: Record, vector: np.ndarray | None, acknowledged: set[int]
) -> None:
    new_vectors = None if vector is None else vector[None, :]
    found = duplicate_heads(domain=domain, records=[record], new_vectors=new_vectors, excluded=[acknowledged])
    if found[0]:
        ids = ", ".join(head.ref for head, _ in found[0])
        raise Conflict(
            f"Live head(s) {ids} already hold this fact. {DUPLICATE_ADVICE}",
            code="duplicate_head",
            details=duplicate_details(found[0]),
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
