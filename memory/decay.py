"""How confidence fades and how facts get stronger (docs/memory.md, "Facts").

Decay strategies share one interface and are chosen by `settings.MEMORY_DECAY_STRATEGY`:

- `ExponentialDecay` (default): c · 0.95^days — half-life ln 0.5 / ln 0.95 ≈ 13.51 days.
- `AdaptiveDecay`: c · 0.95^(days / ease) — half-life ≈ 13.51 · ease, i.e. 17.57 days at ease 1.3 and
  33.78 days at ease 2.5 (the ~17.5–33.75 days docs/memory.md "Facts" quotes).

`days` is fractional (elapsed seconds / 86,400). Because 0.95^a · 0.95^b = 0.95^(a+b), decaying twice in
one day by the elapsed time since the last decay lands exactly where one decay would.

Reinforcement moves confidence a fixed share of the way to 1: c' = c + 0.2 · (1 − c). Steps shrink as
confidence grows (0.5 → 0.6 → 0.68 → 0.744 → 0.795 …) and never reach 1.

Ease is SM-2's easiness factor, bounded 1.3–2.5 as in SM-2, starting at 2.5 as SM-2 items do:
EF' = EF + (0.1 − (5 − q) · (0.08 + (5 − q) · 0.02)). A day on which the fact was reinforced is a
perfect review (q = 5, +0.10); a day on which the user was active but the fact was not reinforced is a
lapse (q = 3, −0.14). Days without any observation change nothing: absence is not a lapse.
"""

import math
from typing import Protocol

from django.conf import settings

DECAY_BASE = 0.95
REINFORCE_RATE = 0.2
NEW_FACT_CONFIDENCE = 0.5
DELETE_BELOW = 0.1
EASE_MIN = 1.3
EASE_MAX = 2.5
INITIAL_EASE = 2.5
QUALITY_REINFORCED = 5
QUALITY_LAPSE = 3


class DecayStrategy(Protocol):
    name: str

    def decay(self, confidence: float, days: float, ease: float) -> float:
        """Confidence after `days` without reinforcement."""
        ...

    def half_life_days(self, ease: float) -> float: ...


class ExponentialDecay:
    name = "exponential"

    def decay(self, confidence: float, days: float, ease: float) -> float:
        if days <= 0:
            return confidence
        return confidence * DECAY_BASE**days

    def half_life_days(self, ease: float) -> float:
        return math.log(0.5) / math.log(DECAY_BASE)


class AdaptiveDecay:
    """SM-2 inspired: a fact with a higher ease (reinforced steadily) fades more slowly."""

    name = "adaptive"

    def decay(self, confidence: float, days: float, ease: float) -> float:
        if days <= 0:
            return confidence
        return confidence * DECAY_BASE ** (days / clamp_ease(ease))

    def half_life_days(self, ease: float) -> float:
        return clamp_ease(ease) * math.log(0.5) / math.log(DECAY_BASE)


STRATEGIES: dict[str, type[ExponentialDecay] | type[AdaptiveDecay]] = {
    ExponentialDecay.name: ExponentialDecay,
    AdaptiveDecay.name: AdaptiveDecay,
}


def get_strategy(name: str | None = None) -> DecayStrategy:
    name = name or settings.MEMORY_DECAY_STRATEGY
    try:
        return STRATEGIES[name]()
    except KeyError:
        raise ValueError(f"unknown decay strategy {name!r}; choose one of {sorted(STRATEGIES)}") from None


def reinforce(confidence: float, times: int = 1) -> float:
    for _ in range(times):
        confidence += REINFORCE_RATE * (1.0 - confidence)
    return confidence


def clamp_ease(ease: float) -> float:
    return min(EASE_MAX, max(EASE_MIN, ease))


def ease_after(ease: float, quality: int) -> float:
    """SM-2's easiness update for a review of quality q (0–5), clamped to 1.3–2.5."""
    miss = 5 - quality
    return clamp_ease(ease + (0.1 - miss * (0.08 + miss * 0.02)))


def elapsed_days(seconds: float) -> float:
    return max(0.0, seconds / 86_400.0)
