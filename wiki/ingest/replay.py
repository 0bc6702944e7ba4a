"""Re-playing a quarantined event after a fix (a distiller or escaping change): one inline run for
that event alone, through the same pipeline and validator (docs/wiki.md "Poison events").

The replay closes the quarantine when the run is done and did not quarantine the event again; its
open alerts close with it. A replay that fails again leaves the quarantine open (its count of replays
goes up) — the event is never lost either way: it stays in the log and in the day's raw digest.
"""

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from coda_console.services import audit_record
from wiki.distillers.base import Distiller
from wiki.ingest import eventlog
from wiki.ingest.runs import FINISHED, IngestRefused, ingest_inline_run
from wiki.models import Alert, IngestRun, QuarantinedEvent


def _replay_run(quarantined: QuarantinedEvent) -> IngestRun:
    client = quarantined.client
    (event,) = eventlog.events_by_ids(client, [quarantined.event_id])
    return IngestRun.objects.create(
        client=client,
        kind=IngestRun.Kind.INLINE,
        local_date=event.local_date,
        slot=f"replay-{quarantined.pk}-{quarantined.replays + 1}",
        event_ids=[event.seq],
        seq_ceiling=eventlog.seq_ceiling(client),
    )


def quarantine_replay(
    *,
    quarantined: QuarantinedEvent,
    distiller: Distiller | None = None,
    user: AbstractBaseUser | None = None,
    ip_address: str | None = None,
) -> IngestRun:
    """Fold a quarantined event into its pages now. Refused unless the quarantine is open."""
    if quarantined.status != QuarantinedEvent.Status.OPEN:
        raise IngestRefused(f"quarantined event {quarantined.pk} is {quarantined.status}, not open")
    run = _replay_run(quarantined)
    run = ingest_inline_run(client=quarantined.client, run=run, distiller=distiller)
    again = QuarantinedEvent.objects.filter(pk=quarantined.pk, run=run).exists()
    passed = run.status in FINISHED and not again
    now = timezone.now()
    with transaction.atomic():
        row = QuarantinedEvent.objects.select_for_update().get(pk=quarantined.pk)
        row.replays += 1
        row.replay_run = run
        if passed:
            row.status, row.resolved_at = QuarantinedEvent.Status.REPLAYED, now
            Alert.objects.filter(quarantined=row, status=Alert.Status.OPEN).update(
                status=Alert.Status.RESOLVED,
                resolved_at=now,
                resolution="replayed",
                resolved_by=user if user is not None and user.is_authenticated else None,
            )
        row.save(update_fields=["replays", "replay_run", "status", "resolved_at"])
        audit_record(
            action="wiki.quarantine_replay",
            tenant=row.client.tenant,
            target=f"{row.client.external_id}:event:{row.event.event_id}",
            detail={"quarantined": row.pk, "run": run.pk, "status": run.status, "replayed": passed},
            actor_user=user,
            ip_address=ip_address,
        )
    quarantined.refresh_from_db()
    return run
