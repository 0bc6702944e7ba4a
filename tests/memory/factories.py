"""Unsaved Fact instances for the pure functions (prompt, profile, affinities, lint)."""

import datetime as dt

from memory.consolidation import sentence
from memory.models import Fact

WHEN = dt.datetime(2026, 3, 1, tzinfo=dt.UTC)


def make_fact(key: str, confidence: float = 0.6, count: int = 3, **metadata) -> Fact:
    category, _, subject = key.partition(":")
    fact = Fact(
        key=key,
        category=category,
        subject=subject,
        confidence=confidence,
        reinforcement_count=count,
        ease_factor=2.5,
        first_seen=WHEN,
        last_reinforced=WHEN,
        last_decayed_at=WHEN,
        metadata=metadata,
    )
    fact.content = sentence(fact)
    return fact
