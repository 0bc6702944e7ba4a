"""Fact lint: assertion checks on a client's fact set, no LLM (docs/memory.md, "Lint").

Rules (each returns zero or more warnings):

- `contradicting_signals` — the same tool has both a tool_affinity and a tool_avoidance fact.
- `low_confidence_survivor` — a fact rescued from near expiry at least twice: a reinforcement arrived
  while its decayed confidence was below 0.2 (within 0.1 of the 0.1 deletion threshold). Such facts
  keep surviving on scraps of evidence.
- `category_imbalance` — at least 5 facts and 80 % or more of them in one category (e.g. only
  tool_affinity, no entity or domain facts): usually an observation gap, not real behaviour.
- `unknown_entity` — an entity_frequency fact naming an entity the tenant's knowledge does not know.
  Needs a provider `f(tenant) -> set[str]` of known names (entity ids, labels or "type:id", compared
  case-insensitively). Without one the rule is skipped and says so with one `info` item.
"""

import logging
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass

from django.conf import settings
from django.utils.module_loading import import_string

from coda_console.models import Tenant
from memory.models import Category, Fact

logger = logging.getLogger(__name__)

KnownEntities = Callable[[Tenant], set[str]]

RESCUES_FOR_WARNING = 2
IMBALANCE_MIN_FACTS = 5
IMBALANCE_SHARE = 0.8


@dataclass(frozen=True)
class LintWarning:
    rule: str
    message: str
    keys: tuple[str, ...] = ()
    severity: str = "warning"  # "warning", or "info" for a rule that could not run

    def as_dict(self) -> dict:
        data = asdict(self)
        data["keys"] = list(self.keys)
        return data


def resolve_known_entities_provider() -> KnownEntities | None:
    """The provider named by MEMORY_KNOWN_ENTITIES_PROVIDER (wired by the composition layer), or None."""
    path = settings.MEMORY_KNOWN_ENTITIES_PROVIDER
    if not path:
        return None
    try:
        return import_string(path)
    except ImportError:
        logger.exception("MEMORY_KNOWN_ENTITIES_PROVIDER %r cannot be imported; unknown_entity skipped", path)
        return None


def lint_facts(
    facts: Iterable[Fact], *, tenant: Tenant | None = None, known_entities: KnownEntities | None = None
) -> list[LintWarning]:
    facts = list(facts)
    return [
        *contradicting_signals(facts),
        *low_confidence_survivors(facts),
        *category_imbalance(facts),
        *unknown_entities(facts, tenant=tenant, known_entities=known_entities),
    ]


def contradicting_signals(facts: list[Fact]) -> list[LintWarning]:
    liked = {fact.subject: fact for fact in facts if fact.category == Category.TOOL_AFFINITY}
    avoided = {fact.subject: fact for fact in facts if fact.category == Category.TOOL_AVOIDANCE}
    return [
        LintWarning(
            rule="contradicting_signals",
            message=(
                f"{tool} is both preferred (confidence {liked[tool].confidence:.2f}) and avoided "
                f"(confidence {avoided[tool].confidence:.2f}); its success rate is fluctuating."
            ),
            keys=(liked[tool].key, avoided[tool].key),
        )
        for tool in sorted(liked.keys() & avoided.keys())
    ]


def low_confidence_survivors(facts: list[Fact]) -> list[LintWarning]:
    return [
        LintWarning(
            rule="low_confidence_survivor",
            message=(
                f"{fact.key} was rescued from near expiry {fact.metadata['rescues']} times "
                f"(now {fact.confidence:.2f}); it survives on barely enough evidence."
            ),
            keys=(fact.key,),
        )
        for fact in sorted(facts, key=lambda f: f.key)
        if fact.metadata.get("rescues", 0) >= RESCUES_FOR_WARNING
    ]


def category_imbalance(facts: list[Fact]) -> list[LintWarning]:
    if len(facts) < IMBALANCE_MIN_FACTS:
        return []
    counts = Counter(fact.category for fact in facts)
    category, count = max(counts.items(), key=lambda item: (item[1], item[0]))
    if count / len(facts) < IMBALANCE_SHARE:
        return []
    missing = [choice.value for choice in Category if choice.value not in counts]
    return [
        LintWarning(
            rule="category_imbalance",
            message=(
                f"{count} of {len(facts)} facts are {category}; none are "
                f"{', '.join(missing) or 'missing'} — check that those observations are being sent."
            ),
        )
    ]


def unknown_entities(
    facts: list[Fact], *, tenant: Tenant | None, known_entities: KnownEntities | None
) -> list[LintWarning]:
    entity_facts = [fact for fact in facts if fact.category == Category.ENTITY_FREQUENCY]
    if not entity_facts:
        return []
    if known_entities is None or tenant is None:
        return [_skipped("no knowledge provider is configured")]
    try:
        known = {name.strip().casefold() for name in known_entities(tenant)}
    except Exception:  # memory is best-effort: a broken provider must not break consolidation
        logger.exception("known-entities provider failed for tenant %s", tenant.pk)
        return [_skipped("the knowledge provider failed")]
    warnings = []
    for fact in sorted(entity_facts, key=lambda f: f.key):
        names = _entity_names(fact)
        if not names & known:
            warnings.append(
                LintWarning(
                    rule="unknown_entity",
                    message=f"{fact.subject} is not known to this tenant's knowledge.",
                    keys=(fact.key,),
                )
            )
    return warnings


def _entity_names(fact: Fact) -> set[str]:
    meta = fact.metadata
    entity_type, _, entity_id = fact.subject.partition(":")
    names = {fact.subject, meta.get("entity_id") or entity_id, meta.get("label") or ""}
    names.add(f"{meta.get('entity_type') or entity_type}:{meta.get('entity_id') or entity_id}")
    return {name.strip().casefold() for name in names if name and name.strip()}


def _skipped(reason: str) -> LintWarning:
    return LintWarning(
        rule="unknown_entity",
        message=f"Skipped: {reason}, so entity facts were not checked against knowledge.",
        severity="info",
    )
