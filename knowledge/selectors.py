"""Reads of the knowledge graph, always scoped by tenant (bots) or by the user's tenant (console).

Neighbours are resolved per chain: an edge written against an older record of a chain still shows on
the chain's head, and the record at the other end is shown as its own chain's head (with `via` naming
the record the edge was written against). So superseding a record never loses its connections.
"""

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.contrib.auth.models import AnonymousUser, User
from django.db.models import QuerySet
from django.http import Http404

from coda_console.errors import NotFound
from coda_console.models import Tenant
from coda_console.selectors import membership_for_user
from knowledge import retrieval, text
from knowledge.models import Distinction, Domain, Edge, EdgeType, LintReport, Record, Status

# How each edge reads from either end: (type, direction) → label. "out": this —type→ other.
NEIGHBOUR_LABELS = {
    (EdgeType.PART_OF, "out"): "Part of",
    (EdgeType.PART_OF, "in"): "Parts",
    (EdgeType.EXPLAINS, "out"): "Explains",
    (EdgeType.EXPLAINS, "in"): "Explained by",
    (EdgeType.CAUSED_BY, "out"): "Caused by",
    (EdgeType.CAUSED_BY, "in"): "Led to",
    (EdgeType.PRECEDES, "out"): "Comes before",
    (EdgeType.PRECEDES, "in"): "Comes after",
    (EdgeType.CONTRADICTS, "out"): "Contradicts",
    (EdgeType.CONTRADICTS, "in"): "Contradicted by",
}
_TYPE_ORDER = [
    EdgeType.CONTRADICTS,
    EdgeType.PART_OF,
    EdgeType.EXPLAINS,
    EdgeType.CAUSED_BY,
    EdgeType.PRECEDES,
]


@dataclass(frozen=True)
class Neighbour:
    type: str
    direction: str
    id: str
    title: str
    status: str
    label: str
    via: str = ""
    note: str = ""
    record_pk: int = 0
    domain_slug: str = ""


@dataclass(frozen=True)
class Parts:
    expected: int
    recorded: int

    @property
    def label(self) -> str:
        return f"{self.recorded} of {self.expected} parts recorded"


@dataclass
class Hit:
    record: Record
    score: float
    neighbours: list[Neighbour] = field(default_factory=list)
    parts: Parts | None = None


@dataclass
class ChainEntry:
    record: Record
    replaced_by: Record | None = None
    why: str = ""
    caused_by: list[Record] = field(default_factory=list)


# --- Domains ---------------------------------------------------------------------------------------


def domains_for_tenant(tenant: Tenant) -> QuerySet[Domain]:
    return Domain.objects.filter(tenant=tenant).order_by("-is_default", "slug")


def domain_for_tenant(tenant: Tenant, *, slug: str) -> Domain:
    """The tenant's domain, or the API's 404 — the same for another tenant's domain and a missing one."""
    domain = Domain.objects.select_related("tenant").filter(tenant=tenant, slug=slug).first()
    if domain is None:
        raise NotFound("No such knowledge domain.")
    return domain


def default_domain(tenant: Tenant) -> Domain | None:
    """The domain marked `is_default`; failing that the one with slug `coaching`; else None."""
    domains = Domain.objects.filter(tenant=tenant)
    return domains.filter(is_default=True).first() or domains.filter(slug="coaching").first()


def domains_for_user(user: User | AnonymousUser) -> QuerySet[Domain]:
    """Console: the domains of the user's tenant (coaches and tenant admins alike); superusers: all."""
    if not user.is_authenticated:
        return Domain.objects.none()
    domains = Domain.objects.select_related("tenant").order_by("tenant__slug", "-is_default", "slug")
    if user.is_superuser:
        return domains
    membership = membership_for_user(user)
    return domains.filter(tenant=membership.tenant) if membership else Domain.objects.none()


def domain_for_user(user: User | AnonymousUser, *, tenant_slug: str, slug: str) -> Domain:
    domain = domains_for_user(user).filter(tenant__slug=tenant_slug, slug=slug).first()
    if domain is None:
        raise Http404("No such knowledge domain.")
    return domain


# --- Records ---------------------------------------------------------------------------------------


def find_record(domain: Domain, *, ref: str) -> Record | None:
    return Record.objects.select_related("domain", "head").filter(domain=domain, ref=ref).first()


def record_for_domain(domain: Domain, *, ref: str) -> Record:
    record = find_record(domain, ref=ref)
    if record is None:
        raise NotFound("No such record in this domain.")
    return record


def records_by_ref(tenant: Tenant, refs: Iterable[str]) -> dict[str, Record]:
    wanted = {ref for ref in refs if isinstance(ref, str)}
    rows = Record.objects.select_related("domain", "head").filter(tenant=tenant, ref__in=wanted)
    return {record.ref: record for record in rows}


def records_page(
    domain: Domain, *, status: str = Status.LIVE, key: str = "", after: int = 0, limit: int = 50
) -> tuple[list[Record], int | None]:
    """Records in id order; `after` is the last number of the previous page."""
    records = Record.objects.filter(domain=domain, number__gt=after)
    if status != "all":
        records = records.filter(status=status)
    if key:
        records = records.filter(key=text.normalise_key(key))
    page = list(records.select_related("domain", "head").order_by("number")[: limit + 1])
    next_after = page[limit - 1].number if len(page) > limit else None
    return page[:limit], next_after


def live_heads(domain: Domain) -> QuerySet[Record]:
    return Record.objects.filter(domain=domain, status=Status.LIVE)


def known_entity_names(tenant: Tenant) -> set[str]:
    """Names of every live head of the tenant: its key as stored (`goblet-squat`) and as words
    (`goblet squat`, text.normalise_name), and its title both casefolded as written and as words —
    so a caller that only casefolds its names (memory lint) and one that normalises them both match."""
    names: set[str] = set()
    for key, title in Record.objects.filter(tenant=tenant, status=Status.LIVE).values_list("key", "title"):
        forms = (key, text.normalise_name(key), title.strip().casefold(), text.normalise_name(title))
        names.update(form for form in forms if form)
    return names


# --- Neighbours, parts, chains ----------------------------------------------------------------------


def _head_id(record: Record) -> int:
    return record.head_id or record.pk


_SIDES = {
    # direction: (this side, other side) of the edge
    "out": ("source", "target"),
    "in": ("target", "source"),
}


def neighbours_for(records: Iterable[Record]) -> dict[int, list[Neighbour]]:
    """Neighbours of each record's chain, keyed by the chain's head id (two queries in all)."""
    head_ids = {_head_id(record) for record in records}
    if not head_ids:
        return {}
    found: dict[int, dict[tuple, Neighbour]] = defaultdict(dict)
    for direction, (this, other) in _SIDES.items():
        # values(): a hit list touches dozens of edges; model instances would cost more than the SQL.
        rows = (
            Edge.objects.filter(**{f"{this}__head_id__in": head_ids})
            .exclude(type=EdgeType.SUPERSEDES)
            .order_by("created_at", "pk")
            .values_list(
                "type", "note", f"{this}__head_id", f"{other}_id", f"{other}__ref", f"{other}__head_id",
                f"{other}__head__ref", f"{other}__head__title", f"{other}__head__status",
                f"{other}__head__domain__slug",
            )
        )  # fmt: skip
        for edge_type, note, this_head, end_id, end_ref, other_head, ref, title, status, domain_slug in rows:
            if other_head == this_head:
                continue  # an edge inside one chain is history, not a neighbour
            found[this_head].setdefault(
                (edge_type, direction, other_head),
                Neighbour(
                    type=edge_type,
                    direction=direction,
                    id=ref,
                    title=title,
                    status=status,
                    label=NEIGHBOUR_LABELS[(EdgeType(edge_type), direction)],
                    via=end_ref if end_id != other_head else "",
                    note=note,
                    record_pk=other_head,
                    domain_slug=domain_slug,
                ),
            )
    order = {edge_type: index for index, edge_type in enumerate(_TYPE_ORDER)}
    return {
        head_id: sorted(items.values(), key=lambda n: (order[EdgeType(n.type)], n.direction, n.id))
        for head_id, items in found.items()
    }


def parts_of(record: Record, neighbours: list[Neighbour]) -> Parts | None:
    if not record.expects:
        return None
    recorded = {
        n.id
        for n in neighbours
        if n.type == EdgeType.PART_OF and n.direction == "in" and n.status == Status.LIVE
    }
    return Parts(expected=record.expects, recorded=len(recorded))


def group_neighbours(neighbours: list[Neighbour]) -> list[tuple[str, list[Neighbour]]]:
    groups: dict[str, list[Neighbour]] = {}
    for neighbour in neighbours:
        groups.setdefault(neighbour.label, []).append(neighbour)
    return list(groups.items())


def chain(record: Record) -> list[ChainEntry]:
    """Every record of the record's chain, head first (then newest first), with why each was replaced."""
    # The head is read afresh: the caller's instance may predate a later supersession.
    head_id = Record.objects.filter(pk=record.pk).values_list("head_id", flat=True).first() or record.pk
    members = list(
        Record.objects.select_related("domain").filter(head_id=head_id).order_by("-created_at", "-number")
    )
    # The head leads even when an older record was declared to supersede a newer one (edge_create).
    members.sort(key=lambda member: member.pk != head_id)
    supersessions = {
        edge.target_id: edge
        for edge in Edge.objects.filter(type=EdgeType.SUPERSEDES, target__in=members).select_related("source")
    }
    replacers = {edge.source_id for edge in supersessions.values()}
    causes: dict[int, list[Record]] = defaultdict(list)
    for edge in Edge.objects.filter(type=EdgeType.CAUSED_BY, source_id__in=replacers).select_related(
        "target"
    ):
        causes[edge.source_id].append(edge.target)
    entries = []
    for member in members:
        supersession = supersessions.get(member.pk)
        entries.append(
            ChainEntry(
                record=member,
                replaced_by=supersession.source if supersession else None,
                why=supersession.note if supersession else "",
                caused_by=causes.get(supersession.source_id, []) if supersession else [],
            )
        )
    return entries


def distinctions_for(record: Record) -> list[Distinction]:
    """Acknowledged "different fact" declarations made by or about this record."""
    made = Distinction.objects.filter(record=record).select_related("other")
    received = Distinction.objects.filter(other=record).select_related("record")
    return list(made) + list(received)


def open_contradictions(domain: Domain) -> list[Edge]:
    """`contradicts` edges whose two ends are both still live: a person has to decide."""
    return list(
        Edge.objects.filter(
            source__domain=domain,
            type=EdgeType.CONTRADICTS,
            source__status=Status.LIVE,
            target__status=Status.LIVE,
        )
        .select_related("source", "target__domain")
        .order_by("created_at", "pk")
    )


# --- Search ----------------------------------------------------------------------------------------


def search(
    *, domain: Domain, query: str, limit: int = 10, context: str = "", for_prompt: bool = False
) -> list[Hit]:
    """Live heads ranked by hybrid relevance to `query` (knowledge.retrieval; `context` as there), with
    neighbours. `for_prompt`: the prompt section's stricter embedding floor (retrieval.Weights)."""
    weights = retrieval.Weights.from_settings(for_prompt=for_prompt)
    ranked = retrieval.rank(domain=domain, query=query, limit=limit, context=context, weights=weights)
    if not ranked:
        return []
    records = Record.objects.select_related("domain").in_bulk([pk for pk, _ in ranked])
    hits = [Hit(record=records[pk], score=score) for pk, score in ranked if pk in records]
    neighbours = neighbours_for(hit.record for hit in hits)
    for hit in hits:
        hit.neighbours = neighbours.get(hit.record.pk, [])
        hit.parts = parts_of(hit.record, hit.neighbours)
    return hits


def hits_for(*, tenant: Tenant, pks: Iterable[int]) -> list[Hit]:
    """Live heads of this tenant by primary key, as unscored hits with their neighbours (for pairing a
    search hit with the records it must be shown beside)."""
    records = list(
        Record.objects.select_related("domain").filter(pk__in=set(pks), tenant=tenant, status=Status.LIVE)
    )
    neighbours = neighbours_for(records)
    hits = [Hit(record=record, score=0.0, neighbours=neighbours.get(record.pk, [])) for record in records]
    for hit in hits:
        hit.parts = parts_of(hit.record, hit.neighbours)
    return hits


def latest_lint_report(domain: Domain) -> LintReport | None:
    return LintReport.objects.filter(domain=domain).order_by("-created_at", "-pk").first()


def prompt_section(
    *,
    tenant: Tenant,
    domain_slug: str | None = "coaching",
    query: str,
    budget_tokens: int | None = None,
    context: str = "",
):
    """ "What you know about this domain" for `query` — see knowledge.prompt.build_prompt_section.

    `domain_slug=None` reads the tenant's default domain. A tenant without the domain gets an empty
    section (knowledge that does not exist is not a failure).
    """
    from knowledge.prompt import PromptSection, build_prompt_section

    if domain_slug is None:
        domain = default_domain(tenant)
    else:
        domain = Domain.objects.filter(tenant=tenant, slug=domain_slug).first()
    if domain is None:
        return PromptSection.empty(domain_slug or "")
    return build_prompt_section(domain=domain, query=query, budget_tokens=budget_tokens, context=context)
