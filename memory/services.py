"""Writes for behavioural memory: keyword-only, typed; an action does its write and its audit row together."""

import datetime as dt
import logging
import time

from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from coda_console.errors import NotFound
from coda_console.models import ApiKey, Client
from coda_console.services import audit_record
from memory import decay
from memory.consolidation import ConsolidationResult, lock_checkpoint, prune, run_consolidation
from memory.models import ConsolidationRun, Fact, ForgottenFact

logger = logging.getLogger(__name__)


def consolidate(
    *, client: Client, trigger: str = "task", now: dt.datetime | None = None, strategy: str | None = None
) -> ConsolidationResult:
    """Consolidate a client's new observations into facts; idempotent and safe to run concurrently.

    A run that read a window, created or deleted facts, or pruned events is recorded as a
    ConsolidationRun; a run that only brought decay up to date is not (load_memory does that on every
    call). A failure is recorded as an error run and re-raised.
    """
    now = now or timezone.now()
    decay_strategy = decay.get_strategy(strategy)
    started = time.monotonic()
    try:
        result = run_consolidation(client=client, now=now, strategy=decay_strategy)
        # Housekeeping, not on the read path: a load_memory run that found nothing new skips it.
        if result.prunable and (result.last_event_id is not None or trigger != "load"):
            result.events_pruned = prune(
                client=client,
                now=now,
                after_days=settings.MEMORY_PRUNE_AFTER_DAYS,
                batch=settings.MEMORY_PRUNE_BATCH,
            )
    except Exception as error:
        _record_failure(client, trigger, decay_strategy.name, now, started, error)
        raise
    result.duration_ms = round((time.monotonic() - started) * 1000)
    if result.did_work or result.events_pruned:
        result.run = ConsolidationRun.objects.create(
            client=client,
            trigger=trigger,
            strategy=decay_strategy.name,
            started_at=now,
            finished_at=now + dt.timedelta(milliseconds=result.duration_ms),
            duration_ms=result.duration_ms,
            first_event_id=result.first_event_id,
            last_event_id=result.last_event_id,
            observations_read=result.observations_read,
            facts_created=result.facts_created,
            facts_reinforced=result.facts_reinforced,
            facts_decayed=result.facts_decayed,
            facts_deleted=result.facts_deleted,
            events_pruned=result.events_pruned,
            warnings=[warning.as_dict() for warning in result.lint],
        )
    return result


def _record_failure(
    client: Client, trigger: str, strategy: str, now: dt.datetime, started: float, error: Exception
) -> None:
    duration_ms = round((time.monotonic() - started) * 1000)
    logger.exception("memory consolidation failed for client %s", client.pk)
    try:
        ConsolidationRun.objects.create(
            client=client,
            trigger=trigger,
            strategy=strategy,
            status=ConsolidationRun.Status.ERROR,
            started_at=now,
            finished_at=now + dt.timedelta(milliseconds=duration_ms),
            duration_ms=duration_ms,
            error=f"{error.__class__.__name__}: {error}"[:2000],
        )
    except Exception:  # the database itself may be what failed; the original error is what matters
        logger.exception("could not record the failed consolidation run for client %s", client.pk)


@transaction.atomic
def fact_forget(
    *,
    client: Client,
    key: str,
    reason: str = ForgottenFact.Reason.USER_REQUEST,
    note: str = "",
    actor_user: User | None = None,
    actor_key: ApiKey | None = None,
    ip_address: str | None = None,
) -> ForgottenFact:
    """Delete one fact (a user asked to forget, or an admin removed it), record why, and audit it.

    Holds the checkpoint lock so a concurrent consolidation cannot write the fact back. Observations
    already consolidated are behind the checkpoint and do not bring it back; future ones may.
    """
    if reason not in ForgottenFact.Reason.values:
        raise ValueError(f"unknown reason {reason!r}")
    lock_checkpoint(client)
    fact = Fact.objects.filter(client=client, key=key).first()
    if fact is None:
        raise NotFound("No such fact.")
    forgotten = ForgottenFact.objects.create(
        client=client,
        key=fact.key,
        category=fact.category,
        content=fact.content,
        confidence=fact.confidence,
        reinforcement_count=fact.reinforcement_count,
        reason=reason,
        note=note[:500],
        forgotten_at=timezone.now(),
    )
    fact.delete()
    audit_record(
        action="memory.fact.forget",
        tenant=client.tenant,
        target=f"{client.external_id}/{key}",
        detail={"reason": reason, "note": note[:500], "confidence": round(fact.confidence, 4)},
        actor_user=actor_user,
        actor_key=actor_key,
        ip_address=ip_address,
    )
    return forgotten
