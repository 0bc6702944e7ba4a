"""Recording what every model call cost: one LlmCall row per billed call, per-batch totals."""

import datetime as dt
import logging
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Sum
from django.utils import timezone

from coda_console.models import Client
from wiki.llm.models import LlmBatch, LlmCall
from wiki.llm.pricing import Usage, cost_of
from wiki.models import IngestRun

logger = logging.getLogger(__name__)


def _local_date(client: Client | None, now: dt.datetime) -> dt.date:
    return now.astimezone(client.tz).date() if client is not None else now.astimezone(dt.UTC).date()


def record_call(
    *,
    kind: str,
    model: str,
    usage: Usage,
    client: Client | None = None,
    run: IngestRun | None = None,
    batch: LlmBatch | None = None,
    custom_id: str = "",
    stop_reason: str = "",
    now: dt.datetime | None = None,
) -> LlmCall | None:
    """One billed call. A batch result is billed once (unique per batch + custom_id): a second record
    of the same result returns the first row. Accounting never breaks the caller: a failure is logged."""
    now = now or timezone.now()
    cost, priced = cost_of(model, usage, batch=kind == LlmCall.Kind.BATCH or batch is not None)
    fields: dict[str, Any] = {
        "client": client,
        "run": run,
        "kind": kind,
        "model": model[:100],
        "stop_reason": (stop_reason or "")[:40],
        "input_tokens": usage.input_tokens,
        "output_tokens": usage.output_tokens,
        "cache_read_tokens": usage.cache_read_tokens,
        "cache_write_tokens": usage.cache_write_tokens,
        "cost": cost,
        "priced": priced,
        "local_date": _local_date(client, now),
        "created_at": now,
    }
    try:
        with transaction.atomic():
            if batch is not None:
                call, _ = LlmCall.objects.get_or_create(batch=batch, custom_id=custom_id, defaults=fields)
                return call
            return LlmCall.objects.create(**fields)
    except IntegrityError:
        return LlmCall.objects.filter(batch=batch, custom_id=custom_id).first()
    except Exception:
        logger.exception("could not record an LLM call (%s, %s)", kind, model)
        return None


def refresh_batch_totals(batch: LlmBatch) -> None:
    """The batch's token and cost totals, summed from its calls (idempotent)."""
    totals = LlmCall.objects.filter(batch=batch).aggregate(
        input=Sum("input_tokens"),
        output=Sum("output_tokens"),
        read=Sum("cache_read_tokens"),
        write=Sum("cache_write_tokens"),
        cost=Sum("cost"),
    )
    batch.input_tokens = totals["input"] or 0
    batch.output_tokens = totals["output"] or 0
    batch.cache_read_tokens = totals["read"] or 0
    batch.cache_write_tokens = totals["write"] or 0
    batch.cost = totals["cost"] or 0
    batch.save(
        update_fields=["input_tokens", "output_tokens", "cache_read_tokens", "cache_write_tokens", "cost"]
    )
