"""What bots read: the prompt section, the template profile and the tool affinities
(docs/memory.md, "Reading memory").

Ranking everywhere is confidence × reinforcement_count (ties by key, so output is deterministic).
The prose (section and profile) is about the client: tool facts are integration telemetry for the
bot's routing and travel as data (`tool_affinities`, `tool_summary`) — docs/memory.md "What bots read".
Where lint finds two opposing facts about one subject, only the better-supported one speaks.
"""

from collections.abc import Iterable

from django.conf import settings

from coda_console.tokens import estimate_tokens
from memory.lint import contradicting_signals
from memory.models import Category, Fact

HEADER = "## What you know about this user"
GROUPS: list[tuple[str, tuple[str, ...]]] = [
    ("Frequent entities", (Category.ENTITY_FREQUENCY,)),
    ("Domain focus", (Category.DOMAIN_PREFERENCE,)),
]
GROUP_OF = {category: label for label, categories in GROUPS for category in categories}
# Every category's label where people look at all facts (the admin panel), tools included.
DISPLAY_GROUP_OF = {
    **GROUP_OF,
    Category.TOOL_AFFINITY: "Tool preferences",
    Category.TOOL_AVOIDANCE: "Tool preferences",
    Category.FAILURE_PATTERN: "Known issues",
}
TOOL_CATEGORIES = (Category.TOOL_AFFINITY, Category.TOOL_AVOIDANCE, Category.FAILURE_PATTERN)
AFFINITY_MAX = 2.0


def rank(facts: Iterable[Fact]) -> list[Fact]:
    return sorted(facts, key=lambda fact: (-fact.score, fact.key))


def without_opposites(facts: Iterable[Fact]) -> list[Fact]:
    """Each pair lint calls contradicting keeps only its better-supported fact (higher rank)."""
    facts = list(facts)
    by_key = {fact.key: fact for fact in facts}
    losers: set[str] = set()
    for warning in contradicting_signals(facts):
        pair = [by_key[key] for key in warning.keys if key in by_key]
        losers.update(fact.key for fact in rank(pair)[1:])
    return [fact for fact in facts if fact.key not in losers]


def _render(chosen: list[Fact]) -> str:
    lines = [HEADER]
    for label, _ in GROUPS:
        members = [fact for fact in chosen if GROUP_OF[fact.category] == label]
        if members:
            lines.append(f"{label}:")
            lines.extend(f"- {fact.content}" for fact in members)
    return "\n".join(lines)


def format_memory_section(
    facts: Iterable[Fact], *, budget_tokens: int | None = None, min_confidence: float | None = None
) -> str:
    """Markdown under "What you know about this user", grouped, within the token budget.

    Only facts about the client (entities, domain focus) — tool facts are left to `tool_summary`.

    Facts below MEMORY_PROMPT_MIN_CONFIDENCE do not pass. The rest are taken in rank order while the
    whole rendered section (header, group labels, lines) stays within the budget, counted with
    `coda_console.tokens.estimate_tokens`; the first fact that would overflow ends the section, so it
    is cut by rank and never mid-line. No fact passes or fits → "".
    """
    budget = settings.MEMORY_PROMPT_BUDGET_TOKENS if budget_tokens is None else budget_tokens
    floor = settings.MEMORY_PROMPT_MIN_CONFIDENCE if min_confidence is None else min_confidence
    chosen: list[Fact] = []
    about_the_client = (f for f in without_opposites(facts) if f.category in GROUP_OF)
    for fact in rank(f for f in about_the_client if f.confidence >= floor):
        if estimate_tokens(_render([*chosen, fact])) > budget:
            break
        chosen.append(fact)
    return _render(chosen) if chosen else ""


def _names(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def _entity_name(fact: Fact) -> str:
    label = fact.metadata.get("label")
    return label or fact.metadata.get("entity_id") or fact.subject.partition(":")[2] or fact.subject


def compile_profile(facts: Iterable[Fact], *, min_confidence: float | None = None) -> str:
    """A 3–5 sentence profile from the ranked categories, by template (no LLM). "" when nothing passes.

    Only facts that would pass the prompt's confidence floor speak. Always three sentences — domain
    focus, tools relied on, frequent entities (each says "none yet" when empty) — then, if present,
    tools they have trouble with and known issues. Top three of each category, in rank order.
    """
    floor = settings.MEMORY_PROMPT_MIN_CONFIDENCE if min_confidence is None else min_confidence
    ranked = rank(fact for fact in without_opposites(facts) if fact.confidence >= floor)
    if not ranked:
        return ""

    def top(category: str, n: int = 3) -> list[Fact]:
        return [fact for fact in ranked if fact.category == category][:n]

    domains = [fact.subject for fact in top(Category.DOMAIN_PREFERENCE)]
    tools = [fact.subject for fact in top(Category.TOOL_AFFINITY)]
    entities = [_entity_name(fact) for fact in top(Category.ENTITY_FREQUENCY)]
    avoided = [fact.subject for fact in top(Category.TOOL_AVOIDANCE)]
    failing = [fact.subject for fact in top(Category.FAILURE_PATTERN)]
    sentences = [
        f"This user mostly works in {_names(domains)}."
        if domains
        else "No clear domain focus has emerged yet.",
        f"They rely most on {_names(tools)}." if tools else "No tool preference has emerged yet.",
        f"They frequently work with {_names(entities)}."
        if entities
        else "No entity comes up often enough to note yet.",
    ]
    if avoided:
        sentences.append(f"They tend to have trouble with {_names(avoided)}, so offer alternatives.")
    if failing:
        verb = "fails" if len(failing) == 1 else "fail"
        sentences.append(f"Known issues: {_names(failing)} {verb} repeatedly for them.")
    return " ".join(sentences)


def tool_affinities(facts: Iterable[Fact]) -> dict[str, float]:
    """tool → ranking boost in [−2, +2]: 2 × affinity confidence − 2 × avoidance confidence."""
    boosts: dict[str, float] = {}
    for fact in facts:
        if fact.category == Category.TOOL_AFFINITY:
            boosts[fact.subject] = boosts.get(fact.subject, 0.0) + AFFINITY_MAX * fact.confidence
        elif fact.category == Category.TOOL_AVOIDANCE:
            boosts[fact.subject] = boosts.get(fact.subject, 0.0) - AFFINITY_MAX * fact.confidence
    return {
        tool: round(max(-AFFINITY_MAX, min(AFFINITY_MAX, boost)), 3) for tool, boost in sorted(boosts.items())
    }


def tool_summary(facts: Iterable[Fact]) -> dict[str, dict]:
    """tool → what a bot's router needs: the boost of `tool_affinities`, the recorded call counts, and
    whether it fails repeatedly (with its last error). Data, never prose about the user."""
    facts = list(facts)
    summary: dict[str, dict] = {
        tool: {"boost": boost, "successes": 0, "failures": 0, "failing_repeatedly": False, "last_error": ""}
        for tool, boost in tool_affinities(facts).items()
    }
    for fact in rank(f for f in facts if f.category in TOOL_CATEGORIES):
        entry = summary.setdefault(
            fact.subject,
            {"boost": 0.0, "successes": 0, "failures": 0, "failing_repeatedly": False, "last_error": ""},
        )
        meta = fact.metadata
        entry["successes"] = max(entry["successes"], int(meta.get("successes", 0)))
        entry["failures"] = max(entry["failures"], int(meta.get("failures", 0)))
        if fact.category == Category.FAILURE_PATTERN:
            entry["failing_repeatedly"] = True
            errors = meta.get("last_errors") or []
            entry["last_error"] = str(errors[-1]) if errors else entry["last_error"]
    return dict(sorted(summary.items()))
