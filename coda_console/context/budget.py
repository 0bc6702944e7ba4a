"""Fitting a bundle into its token budget, in one documented order.

1. recent events, oldest line first, then the whole section;
2. the lowest-ranked page, one at a time;
3. the knowledge section, last line first, then the whole section;
4. the memory section (it is best-effort by design), then the numbers pointer;
5. only if what is left still exceeds the budget (a tiny budget): the last lines of the longest of
   persona, program, index and the client line, marked;
6. only for a budget smaller than the header and the safety slice: the safety slice's last (least
   severe) lines, marked; then, last of all, the rules block.

The prompt is the sections joined by blank lines; its size is measured with the one estimator
(coda_console.tokens.estimate_tokens), so the number we check is the number we report.
"""

from dataclasses import dataclass, field

from coda_console.tokens import estimate_tokens

SEPARATOR = "\n\n"
CORE = frozenset({"persona", "program", "index", "client"})
TRUNCATED = "… (cut to fit the token budget)"
SAFETY_TRUNCATED = (
    "… (safety slice cut to fit the token budget — read constraints-injuries.md before planning)"
)


@dataclass
class Section:
    name: (
        str  # rules | persona | program | index | client | safety | page | recent_events | memory | knowledge
    )
    text: str
    sources: list[str] = field(default_factory=list)
    lines: list[str] | None = None  # recent events: droppable lines (oldest first)
    header: str = ""  # recent events: the heading kept while lines go

    @property
    def tokens(self) -> int:
        return estimate_tokens(self.text)


def prompt_of(sections: list[Section]) -> str:
    return SEPARATOR.join(section.text for section in sections if section.text)


def prompt_tokens(sections: list[Section]) -> int:
    return estimate_tokens(prompt_of(sections))


def fit(sections: list[Section], budget: int) -> list[Section]:
    """Shrink `sections` in the documented order until the prompt fits `budget` tokens."""
    sections = list(sections)
    steps = (_drop_event_lines, _drop_lowest_page, _trim_knowledge, _drop_memory, _drop_numbers, _trim_core)
    for step in (*steps, _trim_safety, _trim_rules):
        while prompt_tokens(sections) > budget:
            if not step(sections):
                break
    return [s for s in sections if s.text]


def _find(sections: list[Section], name: str) -> Section | None:
    return next((s for s in sections if s.name == name and s.text), None)


def _drop_event_lines(sections: list[Section]) -> bool:
    section = _find(sections, "recent_events")
    if section is None:
        return False
    if section.lines:
        section.lines.pop(0)
        section.text = f"{section.header}\n" + "\n".join(section.lines) if section.lines else ""
    else:
        section.text = ""
    return True


def _drop_lowest_page(sections: list[Section]) -> bool:
    pages = [s for s in sections if s.name == "page" and s.text]
    if not pages:
        return False
    pages[-1].text = ""
    return True


def _trim_knowledge(sections: list[Section]) -> bool:
    section = _find(sections, "knowledge")
    if section is None:
        return False
    lines = section.text.split("\n")
    section.text = "\n".join(lines[:-1]) if len(lines) > 2 else ""
    return True


def _drop_memory(sections: list[Section]) -> bool:
    section = _find(sections, "memory")
    if section is None:
        return False
    section.text = ""
    return True


def _drop_numbers(sections: list[Section]) -> bool:
    section = _find(sections, "numbers")
    if section is None:
        return False
    section.text = ""
    return True


def _trim_core(sections: list[Section]) -> bool:
    """Last resort for budgets smaller than the stable prefix: cut the longest core section's tail."""
    core = [s for s in sections if s.name in CORE and s.text]
    if not core:
        return False
    _cut_tail(max(core, key=lambda s: len(s.text)))
    return True


def _trim_safety(sections: list[Section]) -> bool:
    """Cut last: only a budget smaller than the header and the slice reaches here (tail first, marked)."""
    section = _find(sections, "safety")
    if section is None:
        return False
    _cut_tail(section, SAFETY_TRUNCATED)
    return True


def _trim_rules(sections: list[Section]) -> bool:
    section = _find(sections, "rules")
    if section is None:
        return False
    _cut_tail(section)
    return True


def _cut_tail(section: Section, marker: str = TRUNCATED) -> None:
    lines = section.text.removesuffix(f"\n{marker}").split("\n")
    section.text = "" if len(lines) <= 1 else "\n".join(lines[:-1]) + f"\n{marker}"
