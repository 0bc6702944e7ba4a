"""What the Wiki Brain announces through the core outbox (docs/webhooks.md "Event types").

Each function is called inside the transaction of the service that made the change, so an event
exists exactly when its change committed. Payloads carry ids and short facts, never page text.
"""

from collections.abc import Iterable

from coda_console.outbox import outbox_emit
from wiki.models import Alert, DeadLetter, IngestRun, Question


def alert_payload(alert: Alert) -> dict:
    return {
        "alert": alert.pk,
        "kind": alert.kind,
        "severity": alert.severity,
        "status": alert.status,
        "page": alert.page,
        "message": alert.message,
        "created_at": alert.created_at.isoformat(),
        "resolved_at": alert.resolved_at.isoformat() if alert.resolved_at else None,
        "resolution": alert.resolution,
    }


def _emit_alert(kind: str, alert: Alert) -> None:
    outbox_emit(tenant=alert.owning_tenant, client=alert.client, kind=kind, payload=alert_payload(alert))


def alerts_opened(alerts: Iterable[Alert]) -> None:
    for alert in alerts:
        _emit_alert("alert.opened", alert)


def alert_updated(alert: Alert) -> None:
    """An open alert refreshed by new evidence (a recurrence folded into it)."""
    _emit_alert("alert.updated", alert)


def alert_resolved(alert: Alert) -> None:
    _emit_alert("alert.resolved", alert)


def dead_lettered(letter: DeadLetter, run: IngestRun) -> None:
    client = letter.client
    outbox_emit(
        tenant=client.tenant,
        client=client,
        kind="ingest.dead_lettered",
        payload={
            "dead_letter": letter.pk,
            "run": run.pk,
            "run_kind": run.kind,
            "local_date": run.local_date.isoformat(),
            "distiller": letter.distiller,
            "attempts": letter.attempts,
        },
    )


def question_ready(question: Question) -> None:
    client = question.client
    outbox_emit(
        tenant=client.tenant,
        client=client,
        kind="question.ready",
        payload={"question": question.pk, "page": question.page, "text": question.text},
    )
