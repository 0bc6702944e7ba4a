"""The bundle's memory: client facts as prose, tool facts as data (docs/context.md "Memory").

Memory never reads the wiki, so checking a memory fact against the client's wiki is composition: an
entity fact ("often works with the exercise Back squat") whose entity the client's wiki never names
is not evidence of what the client does — it is set apart in one hedged line, not stated as a fact.
"""

import logging
import re
from dataclasses import dataclass, field

from django.conf import settings

from coda_console.context.text import plain_inline
from coda_console.tokens import estimate_tokens

logger = logging.getLogger(__name__)

_SEPARATORS = re.compile(r"[\s\-_/]+")
HEDGED_MAX = 3


@dataclass
class MemoryPart:
    text: str
    tools: dict[str, dict] = field(default_factory=dict)
    degraded: bool = False
    hedged: list[str] = field(default_factory=list)


def _normal(text: str) -> str:
    return _SEPARATORS.sub(" ", text.casefold()).strip()


def entity_names(fact) -> list[str]:
    meta = fact.metadata or {}
    _, _, entity_id = fact.subject.partition(":")
    names = [meta.get("label") or "", meta.get("entity_id") or entity_id]
    return [name for name in (_normal(str(n)) for n in names) if len(name) >= 3]


def supported(fact, wiki_text: str) -> bool:
    """An entity fact stands when the wiki is empty (nothing to contradict) or names the entity."""
    if not wiki_text:
        return True
    return any(name in wiki_text for name in entity_names(fact))


def _hedge_line(facts) -> str:
    named = []
    for fact in facts[:HEDGED_MAX]:
        meta = fact.metadata or {}
        label = plain_inline(meta.get("label") or meta.get("entity_id") or fact.subject, 40)
        named.append(f"{label} ({plain_inline(meta.get('entity_type') or 'entity', 20)})")
    more = f" +{len(facts) - HEDGED_MAX} more" if len(facts) > HEDGED_MAX else ""
    return (
        f"- Bot lookups also named {', '.join(named)}{more} — not in the client's wiki, so not evidence of "
        "what the client does."
    )


def compose(facts: list, *, wiki_text: str) -> tuple[str, list]:
    """The prose section for these facts, with unsupported entity facts hedged in one line."""
    from memory.models import Category
    from memory.prompt import HEADER, format_memory_section, rank

    wiki_text = _normal(wiki_text)
    floor = settings.MEMORY_PROMPT_MIN_CONFIDENCE
    unsupported = rank(
        f
        for f in facts
        if f.category == Category.ENTITY_FREQUENCY and f.confidence >= floor and not supported(f, wiki_text)
    )
    doubtful = {f.key for f in unsupported}
    kept = [f for f in facts if f.key not in doubtful]
    budget = settings.MEMORY_PROMPT_BUDGET_TOKENS
    if not unsupported:
        return format_memory_section(kept, budget_tokens=budget), []
    hedge = _hedge_line(unsupported)
    section = format_memory_section(kept, budget_tokens=budget - estimate_tokens(hedge) - 1)
    text = f"{section or HEADER}\n{hedge}"
    if estimate_tokens(text) > budget:
        text = section
    return text, unsupported


def memory_part(client, *, wiki_text: str) -> MemoryPart:
    """Best-effort: any failure is an empty, degraded part — never an error for the bot."""
    try:
        from memory.loading import load_memory
        from memory.prompt import tool_summary

        view = load_memory(client)
        text, hedged = compose(view.facts, wiki_text=wiki_text)
        return MemoryPart(text, tool_summary(view.facts), view.degraded, [f.key for f in hedged])
    except Exception:
        logger.exception("memory section failed for client %s; bundle continues without it", client.pk)
        return MemoryPart("", {}, True)
