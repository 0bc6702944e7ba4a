"""Token usage and what it costs. Prices per model are settings (USD per million tokens).

cost = input × input price + output × output price + cache reads × read price
       + 5-minute cache writes × 5m write price + 1-hour cache writes × 1h write price
and a batch result costs that × LLM_BATCH_DISCOUNT (0.5: Message Batches are half price; the discount
stacks with prompt caching).
"""

import json
import logging
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from typing import Any

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

logger = logging.getLogger(__name__)
PRICE_FIELDS = ("input", "output", "cache_write_5m", "cache_write_1h", "cache_read")
MILLION = Decimal(1_000_000)


@dataclass(frozen=True)
class Usage:
    input_tokens: int = 0  # uncached input
    output_tokens: int = 0
    cache_read_tokens: int = 0
    cache_write_5m_tokens: int = 0
    cache_write_1h_tokens: int = 0

    @property
    def cache_write_tokens(self) -> int:
        return self.cache_write_5m_tokens + self.cache_write_1h_tokens

    def as_dict(self) -> dict[str, int]:
        return {
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "cache_read_tokens": self.cache_read_tokens,
            "cache_write_tokens": self.cache_write_tokens,
        }


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def usage_of(message: Any, *, default_ttl: str = "5m") -> Usage:
    """Usage of an SDK Message (or anything shaped like one). Cache writes are split by TTL when the
    API reports the split; otherwise they count at the TTL the request asked for."""
    usage = getattr(message, "usage", None)
    if usage is None:
        return Usage()
    written = _int(getattr(usage, "cache_creation_input_tokens", 0))
    split = getattr(usage, "cache_creation", None)
    write_5m = _int(getattr(split, "ephemeral_5m_input_tokens", 0)) if split is not None else 0
    write_1h = _int(getattr(split, "ephemeral_1h_input_tokens", 0)) if split is not None else 0
    if write_5m + write_1h != written:  # no (or an inconsistent) split: the requested TTL
        write_5m, write_1h = (0, written) if default_ttl == "1h" else (written, 0)
    return Usage(
        input_tokens=_int(getattr(usage, "input_tokens", 0)),
        output_tokens=_int(getattr(usage, "output_tokens", 0)),
        cache_read_tokens=_int(getattr(usage, "cache_read_input_tokens", 0)),
        cache_write_5m_tokens=write_5m,
        cache_write_1h_tokens=write_1h,
    )


def prices() -> dict[str, dict[str, Decimal]]:
    """Every priced model: LLM_PRICES with LLM_PRICES_JSON merged over it (cached per settings value,
    so an override in tests or a changed environment is picked up)."""
    if not isinstance(settings.LLM_PRICES, dict):
        raise ImproperlyConfigured("LLM_PRICES must be a dict: {model: {field: USD per MTok}}")
    return _table(json.dumps(settings.LLM_PRICES, sort_keys=True), settings.LLM_PRICES_JSON)


@lru_cache(maxsize=8)
def _table(base_json: str, extra_json: str) -> dict[str, dict[str, Decimal]]:
    table: dict[str, dict[str, Any]] = json.loads(base_json)
    if extra_json.strip():
        try:
            extra = json.loads(extra_json)
        except json.JSONDecodeError as error:
            raise ImproperlyConfigured(f"LLM_PRICES_JSON is not JSON: {error}") from None
        if not isinstance(extra, dict) or not all(isinstance(v, dict) for v in extra.values()):
            raise ImproperlyConfigured(
                "LLM_PRICES_JSON must be an object of objects: {model: {field: price}}"
            )
        for model, fields in extra.items():
            table.setdefault(model, {}).update(fields)
    result: dict[str, dict[str, Decimal]] = {}
    for model, fields in table.items():
        missing = [name for name in PRICE_FIELDS if name not in fields]
        if missing:
            raise ImproperlyConfigured(f"price of {model!r} lacks {', '.join(missing)}")
        try:
            result[model] = {name: Decimal(str(fields[name])) for name in PRICE_FIELDS}
        except ArithmeticError:
            raise ImproperlyConfigured(f"price of {model!r} holds a non-number") from None
    return result


def cost_of(model: str, usage: Usage, *, batch: bool = False) -> tuple[Decimal, bool]:
    """(USD cost, priced?) of one call. An unpriced model costs 0 and is flagged, never guessed."""
    price = prices().get(model)
    if price is None:
        logger.warning("no price for model %r in LLM_PRICES; recording cost 0", model)
        return Decimal(0), False
    total = (
        usage.input_tokens * price["input"]
        + usage.output_tokens * price["output"]
        + usage.cache_read_tokens * price["cache_read"]
        + usage.cache_write_5m_tokens * price["cache_write_5m"]
        + usage.cache_write_1h_tokens * price["cache_write_1h"]
    ) / MILLION
    if batch:
        total *= Decimal(str(settings.LLM_BATCH_DISCOUNT))
    return total.quantize(Decimal("0.000001")), True
