"""The outbox: the one source of events the outside world may subscribe to (docs/webhooks.md).

Services call `outbox_emit` inside their own transaction; once that transaction commits, core sends
the `outbox_committed` signal, and whoever delivers events (the webhooks app) listens. Core never
imports a deliverer.
"""

from typing import Any

from django.db import transaction
from django.dispatch import Signal

from coda_console.models import Client, OutboxEvent, Tenant

# Every kind a webhook endpoint may subscribe to, and what it announces.
OUTBOX_KINDS: dict[str, str] = {
    "alert.opened": "A new alert is open in the coach's inbox.",
    "alert.updated": "An open alert was refreshed by new evidence (a recurrence folded into it).",
    "alert.resolved": "A person resolved an alert.",
    "wiki.distilled": "An ingest committed new page versions to a client's wiki.",
    "question.ready": "The weekly lint queued a question for the client.",
    "ingest.dead_lettered": (
        "An ingest failed validation on every attempt; the wiki kept its last good version."
    ),
}

# Sent with `event_ids` (OutboxEvent ids) and `tenant_id` after the emitting transaction commits.
outbox_committed = Signal()


def outbox_emit(
    *, tenant: Tenant, kind: str, payload: dict[str, Any], client: Client | None = None
) -> OutboxEvent:
    """Record one outbox event in the caller's transaction (call it inside the service's atomic block)."""
    if kind not in OUTBOX_KINDS:
        raise ValueError(f"unknown outbox kind {kind!r}; add it to OUTBOX_KINDS")
    event = OutboxEvent.objects.create(tenant=tenant, client=client, kind=kind, payload=payload)
    transaction.on_commit(
        lambda: outbox_committed.send(sender=OutboxEvent, event_ids=[event.pk], tenant_id=tenant.pk)
    )
    return event
