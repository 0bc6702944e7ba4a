"""Recording poison events a run quarantined: the QuarantinedEvent row and its inbox alert.

Called inside the run's own transaction (wiki/ingest/runs.py), so a quarantine lands with the rest of the
day's commit or not at all (docs/wiki.md "Poison events").
"""

from coda_console.models import Client
from wiki.distillers.base import Distiller
from wiki.ingest.poison import Quarantine, needs_safety_fallback
from wiki.models import Alert, IngestRun, QuarantinedEvent

REASON_CHARS = 2000


def held_seqs(client: Client, seqs: list[int]) -> tuple[int, ...]:
    """Which of these events are quarantined and not yet replayed: a nightly run leaves them out."""
    return tuple(
        sorted(
            QuarantinedEvent.objects.filter(
                client=client, event_id__in=seqs, status=QuarantinedEvent.Status.OPEN
            ).values_list("event_id", flat=True)
        )
    )


def _message(item: Quarantine, run: IngestRun) -> str:
    event = item.event
    fallback = (
        " A watch entry was written for it on constraints-injuries (see the safety alert)."
        if needs_safety_fallback(event)
        else ""
    )
    return (
        f"Event {event.event_id} ({event.kind}, {event.local_date.isoformat()}) was quarantined by the "
        f"{run.kind} ingest: its text kept failing the validator. The rest of the day was folded "
        f"without it.{fallback} Re-play it after a fix."
    )


def record_quarantine(
    client: Client, run: IngestRun, items: tuple[Quarantine, ...], distiller: Distiller
) -> list[QuarantinedEvent]:
    """One row per quarantined event (a second quarantine of the same event updates its reason) and
    one open pipeline_failure alert naming the event and the reason."""
    rows = []
    for item in items:
        row, created = QuarantinedEvent.objects.get_or_create(
            client=client,
            event_id=item.event.seq,
            defaults={
                "run": run,
                "reason": item.reason[:REASON_CHARS],
                "safety_fallback": needs_safety_fallback(item.event),
            },
        )
        if not created:  # a replay that failed again: the row names the latest run and reason
            row.run, row.reason = run, item.reason[:REASON_CHARS]
            row.status = QuarantinedEvent.Status.OPEN
            row.save(update_fields=["run", "reason", "status"])
        rows.append(row)
        if not row.alerts.filter(status=Alert.Status.OPEN).exists():
            Alert.objects.create(
                client=client,
                kind=Alert.Kind.PIPELINE_FAILURE,
                severity=Alert.Severity.HIGH,
                message=_message(item, run),
                payload={
                    "quarantined_event": row.pk,
                    "event_id": item.event.event_id,
                    "event_kind": item.event.kind,
                    "reason": item.reason[:REASON_CHARS],
                    "evidence": [item.event.event_id],
                    "distiller": distiller.name,
                },
                run=run,
                quarantined=row,
                created_by=f"distiller:{distiller.name}",
            )
    return rows
