"""The "What you know about this domain" prompt section: relevant heads, cited, budgeted.

    ## What you know about this domain
    - [coaching-0012] Wrist-friendly pressing: Keep the wrist stacked over the elbow. (coach · Nata's \
playbook, p.2) · 3 of 5 parts recorded
    - [coaching-0031] … · ⚠ unresolved contradiction with coaching-0030
    Connected, not shown: coaching-0013 (part_of), coaching-0020 (explains) +2 more

Lines are added in ranking order while the whole text — including a "Connected, not shown" line
long enough to name at least one unseen neighbour — stays within the budget (estimate_tokens). A line
too long for what is left is tried once more as title only. A budget too small for even one line plus
the connected line gets the best line alone. Nothing relevant (or nothing fits) → the empty string.
"""

from dataclasses import dataclass, field

from django.conf import settings

from coda_console.tokens import estimate_tokens
from knowledge.models import Domain, EdgeType, Status
from knowledge.selectors import Hit, Neighbour, search
from knowledge.text import summary

HEADER = "## What you know about this domain"


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


def format_line(hit: Hit, *, full: bool = True) -> str:
    record = hit.record
    text = f"- [{record.ref}] {record.title}"
    if full:
        gist = summary(record.body)
        if gist:
            text += f": {gist}"
        text += f" {_provenance(hit)}"
    return " · ".join([text, *_flags(hit)])


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


def _fit_lines(hits: list[Hit], budget: int) -> tuple[list[Hit], list[str]]:
    """The most relevant lines that fit together with a minimal "Connected, not shown" line."""
    shown: list[Hit] = []
    lines: list[str] = []
    for hit in hits:
        for line in (format_line(hit), format_line(hit, full=False)):
            minimal_tail, _ = connected_line(_unseen([*shown, hit]), max_tokens=0)
            if estimate_tokens(_assemble([*lines, line], minimal_tail)) <= budget:
                shown.append(hit)
                lines.append(line)
                break
        else:
            break  # the next most relevant record does not fit: stop rather than skip ahead
    if not lines and hits:
        # A very small budget: one cited line beats a section that says nothing.
        line = format_line(hits[0], full=False)
        if estimate_tokens(_assemble([line], "")) <= budget:
            return [hits[0]], [line]
    return shown, lines


def build_prompt_section(
    *, domain: Domain, query: str, budget_tokens: int | None = None, context: str = ""
) -> PromptSection:
    budget = budget_tokens if budget_tokens is not None else settings.KNOWLEDGE_PROMPT_BUDGET_TOKENS
    hits = search(domain=domain, query=query, limit=max(10, min(50, budget // 20)), context=context)
    shown, lines = _fit_lines(hits, budget)
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
