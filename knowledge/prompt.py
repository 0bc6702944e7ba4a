"""The "What you know about this domain" prompt section: relevant heads, cited, budgeted.

    ## What you know about this domain
    - [coaching-0012] Wrist-friendly pressing: Keep the wrist stacked over the elbow. (coach · Nata's \
playbook, p.2) · 3 of 5 parts recorded
    - [coaching-0031] … · ⚠ unresolved contradiction with coaching-0030
    Connected, not shown: coaching-0013 (part_of), coaching-0020 (explains) +2 more

Lines are added in ranking order while the whole text — including a "Connected, not shown" line
long enough to name at least one unseen neighbour — stays within the budget (estimate_tokens). A body
is quoted by whole sentences (up to BODY_MAX_CHARS, then fewer, then title only) — never cut to its
first sentence when more fits. A budget too small for even one line plus the connected line gets the
best line alone. Nothing relevant (or nothing fits) → the empty string.

Authority rule (docs/knowledge.md "Prompt section"): a record that contradicts a live record of higher
authority is never shown without it — the higher one comes first, and the two fit together or not at
all.
"""

from dataclasses import dataclass, field

from django.conf import settings

from coda_console.tokens import estimate_tokens
from knowledge.models import Domain, EdgeType, Status
from knowledge.selectors import Hit, Neighbour, hits_for, search
from knowledge.text import sentences

HEADER = "## What you know about this domain"
BODY_MAX_CHARS = (400, 240, 120)  # tried in turn, each by whole sentences


@dataclass(frozen=True)
class PromptSection:
    domain: str
    text: str
    tokens: int
    budget: int
    cited: list[str] = field(default_factory=list)
    connected: list[str] = field(default_factory=list)

    @classmethod
    def empty(cls, domain: str, budget: int = 0) -> "PromptSection":
        return cls(domain=domain, text="", tokens=0, budget=budget)


def _provenance(hit: Hit) -> str:
    source = hit.record.provenance_source
    if hit.record.provenance_locator:
        source = f"{source}, {hit.record.provenance_locator}"
    return f"({hit.record.authority} · {source})"


def _flags(hit: Hit) -> list[str]:
    flags = [hit.parts.label] if hit.parts else []
    disputes = [n.id for n in hit.neighbours if n.type == EdgeType.CONTRADICTS and n.status == Status.LIVE]
    if disputes:
        flags.append(f"⚠ unresolved contradiction with {', '.join(disputes)}")
    return flags


def format_line(hit: Hit, *, full: bool = True, body_chars: int = BODY_MAX_CHARS[0]) -> str:
    record = hit.record
    text = f"- [{record.ref}] {record.title}"
    if full:
        gist = sentences(record.body, max_chars=body_chars)
        if gist:
            text += f": {gist}"
        text += f" {_provenance(hit)}"
    return " · ".join([text, *_flags(hit)])


def _variants(hit: Hit) -> list[str]:
    """The line for a hit, longest first: more sentences, fewer sentences, title only."""
    lines = [format_line(hit, body_chars=chars) for chars in BODY_MAX_CHARS]
    return list(dict.fromkeys([*lines, format_line(hit, full=False)]))


def _disputes(hit: Hit) -> list[Neighbour]:
    return [n for n in hit.neighbours if n.type == EdgeType.CONTRADICTS and n.status == Status.LIVE]


def with_authority(hits: list[Hit], *, domain: Domain) -> list[list[Hit]]:
    """Hits in ranking order, each preceded by the live higher-authority records it contradicts (fetched
    when the search did not find them). Each group is shown whole or not at all."""
    known = {hit.record.pk: hit for hit in hits}
    missing = {n.record_pk for hit in hits for n in _disputes(hit)} - set(known)
    if missing:
        known.update({hit.record.pk: hit for hit in hits_for(tenant=domain.tenant, pks=missing)})
    groups: list[list[Hit]] = []
    placed: set[int] = set()
    for hit in hits:
        if hit.record.pk in placed:
            continue
        rank = hit.record.authority_rank
        higher_pks = {
            n.record_pk
            for n in _disputes(hit)
            if n.record_pk in known
            and n.record_pk not in placed
            and known[n.record_pk].record.authority_rank > rank
        }
        higher = sorted(
            (known[pk] for pk in higher_pks), key=lambda h: (-h.record.authority_rank, h.record.ref)
        )
        group = [*higher, hit]
        placed.update(member.record.pk for member in group)
        groups.append(group)
    return groups


def _unseen(hits: list[Hit]) -> list[Neighbour]:
    shown = {hit.record.ref for hit in hits}
    unseen: dict[str, Neighbour] = {}
    for hit in hits:
        for neighbour in hit.neighbours:
            if neighbour.status == Status.LIVE and neighbour.id not in shown:
                unseen.setdefault(neighbour.id, neighbour)
    return list(unseen.values())


def connected_line(unseen: list[Neighbour], *, max_tokens: int | None = None) -> tuple[str, list[str]]:
    """The line naming unseen neighbours, as many as fit `max_tokens` (at least one if any)."""
    if not unseen:
        return "", []
    named: list[str] = []
    line = ""
    for count in range(1, len(unseen) + 1):
        parts = [f"{n.id} ({n.type})" for n in unseen[:count]]
        more = len(unseen) - count
        candidate = "Connected, not shown: " + ", ".join(parts) + (f" +{more} more" if more else "")
        if max_tokens is not None and line and estimate_tokens(candidate) > max_tokens:
            break
        line, named = candidate, [n.id for n in unseen[:count]]
    return line, named


def _assemble(lines: list[str], tail: str) -> str:
    return "\n".join([HEADER, *lines, *([tail] if tail else [])])


def _fit_group(group: list[Hit], shown: list[Hit], lines: list[str], budget: int) -> list[str] | None:
    """The group's lines (each as long as still fits, in order), or None if the group does not fit."""
    chosen: list[str] = []
    for index, hit in enumerate(group):
        # Leave room for the rest of the group at its shortest (title only).
        rest = [format_line(other, full=False) for other in group[index + 1 :]]
        minimal_tail, _ = connected_line(_unseen([*shown, *group]), max_tokens=0)
        for line in _variants(hit):
            if estimate_tokens(_assemble([*lines, *chosen, line, *rest], minimal_tail)) <= budget:
                chosen.append(line)
                break
        else:
            return None
    return chosen


def _fit_lines(groups: list[list[Hit]], budget: int) -> tuple[list[Hit], list[str]]:
    """The most relevant groups that fit together with a minimal "Connected, not shown" line."""
    shown: list[Hit] = []
    lines: list[str] = []
    for group in groups:
        chosen = _fit_group(group, shown, lines, budget)
        if chosen is None:
            break  # the next most relevant record does not fit: stop rather than skip ahead
        shown.extend(group)
        lines.extend(chosen)
    if not lines and groups:
        # A very small budget: one cited line beats a section that says nothing — the group's
        # highest-authority record, never a lower one without it.
        line = format_line(groups[0][0], full=False)
        if estimate_tokens(_assemble([line], "")) <= budget:
            return [groups[0][0]], [line]
    return shown, lines


def build_prompt_section(
    *, domain: Domain, query: str, budget_tokens: int | None = None, context: str = ""
) -> PromptSection:
    budget = budget_tokens if budget_tokens is not None else settings.KNOWLEDGE_PROMPT_BUDGET_TOKENS
    limit = max(10, min(50, budget // 20))
    hits = search(domain=domain, query=query, limit=limit, context=context, for_prompt=True)
    shown, lines = _fit_lines(with_authority(hits, domain=domain), budget)
    if not lines:
        return PromptSection.empty(domain.slug, budget)
    remaining = budget - estimate_tokens(_assemble(lines, "")) - 1
    tail, connected = connected_line(_unseen(shown), max_tokens=remaining)
    if estimate_tokens(_assemble(lines, tail)) > budget:  # rounding slack, or no room at all
        tail, connected = connected_line(_unseen(shown), max_tokens=0)
        if estimate_tokens(_assemble(lines, tail)) > budget:
            tail, connected = "", []
    text_out = _assemble(lines, tail)
    return PromptSection(
        domain=domain.slug,
        text=text_out,
        tokens=estimate_tokens(text_out),
        budget=budget,
        cited=[hit.record.ref for hit in shown],
        connected=connected,
    )
