"""What an ingest run leaves in the inbox: its alerts on commit, a dead letter on failure, a crash notice.

Called inside the run's transaction (wiki/ingest/runs.py), so an alert never outlives a rolled-back
run. Every alert is announced to the outbox (wiki/inbox/outbox.py) in the same transaction.
"""

from django.db import transaction

from coda_console.models import Client
from coda_console.services import audit_record
from wiki.distillers.base import Distiller, Proposal, ProposedAlert
from wiki.inbox import outbox as alert_outbox
from wiki.inbox.safety_alerts import evidence_time, fold_or_new, recover
from wiki.ingest.pipeline import DeadLettered, proposal_json
from wiki.models import Alert, DeadLetter, IngestRun


def _fold_safety_alert(client: Client, run: IngestRun, item: ProposedAlert, author: str) -> Alert | None:
    """A new area's alert is `alert.opened`; a recurrence folded into the open one is `alert.updated`;
    her word that the area is over resolves a watch item's alert (`alert.resolved`, audited like every
    resolution) or notes it on the card (`alert.updated`) — docs/understanding.md "Recovered, as she said"."""
    if item.payload.get("recovered"):
        return _recovered(client, run, item, author)
    alert = fold_or_new(client, run, item, author)
    if int((alert.payload or {}).get("reports") or 1) > 1:
        alert_outbox.alert_updated(alert)
    else:
        alert_outbox.alerts_opened([alert])
    return alert


def _recovered(client: Client, run: IngestRun, item: ProposedAlert, author: str) -> Alert | None:
    alert = recover(client, run, item)
    if alert is None:
        return None
    if alert.status == Alert.Status.RESOLVED:
        alert_outbox.alert_resolved(alert)
        audit_record(
            action="wiki.alert_resolve",
            tenant=client.tenant,
            target=f"{client.external_id}:alert:{alert.pk}",
            detail={"kind": alert.kind, "action": alert.resolution, "page": alert.page, "by": author},
        )
    else:
        alert_outbox.alert_updated(alert)
    return alert


def create_alerts(client: Client, run: IngestRun, proposal: Proposal, author: str) -> list[Alert]:
    alerts = [
        Alert(
            client=client,
            kind=Alert.Kind.WIKI_CONTRADICTION,
            severity=Alert.Severity.LOW,
            page=item.page,
            message=f"New evidence contradicts a dated claim on {item.page.removeprefix('wiki/')}.",
            payload={
                "old_claim": item.old_claim,
                "new_claim": item.new_claim,
                "evidence": list(item.evidence),
            },
            run=run,
            created_by=author,
            evidence_at=evidence_time(client, item.evidence),
        )
        for item in proposal.contradictions
    ]
    created = Alert.objects.bulk_create(alerts)
    alert_outbox.alerts_opened(created)
    others = []
    for item in proposal.alerts:
        if item.kind == Alert.Kind.SAFETY:  # one open safety alert per area: recurrences fold into it
            folded = _fold_safety_alert(client, run, item, author)
            created += [folded] if folded is not None else []
            continue
        others.append(
            Alert(
                client=client,
                kind=item.kind,
                severity=item.severity,
                page=item.page,
                message=item.message,
                payload={**item.payload, "evidence": list(item.evidence)},
                run=run,
                created_by=author,
                evidence_at=evidence_time(client, item.evidence),
            )
        )
    opened = Alert.objects.bulk_create(others)
    alert_outbox.alerts_opened(opened)
    return created + opened


def record_dead_letter(
    client: Client, run: IngestRun, result: DeadLettered, distiller: Distiller
) -> DeadLetter:
    attempts = result.attempts
    letter = DeadLetter.objects.create(
        client=client,
        run=run,
        distiller=distiller.name,
        attempts=attempts.count,
        proposal=proposal_json(attempts.last),
        violations=attempts.violations,
        error=attempts.error,
    )
    last = attempts.violations[-1] if attempts.violations else []
    alert = Alert.objects.create(
        client=client,
        kind=Alert.Kind.PIPELINE_FAILURE,
        severity=Alert.Severity.HIGH,
        message=(
            f"The {run.kind} ingest of {run.local_date} failed {attempts.count} attempts; "
            "the wiki stays at its last good version. Review the dead letter and re-run it."
        ),
        payload={"dead_letter": letter.pk, "violations": last, "distiller": distiller.name},
        run=run,
        dead_letter=letter,
        created_by=f"distiller:{distiller.name}",
    )
    alert_outbox.alerts_opened([alert])
    alert_outbox.dead_lettered(letter, run)
    return letter


def record_crashed_run(*, client: Client, kind: str, error: Exception) -> Alert | None:
    """A run that crashed (storage down, database lost) rolled back whole: say so in the inbox, once.

    The run stays pending; the queue and the dispatcher retry it. Distiller failures are different —
    they dead-letter with their own alert (above). One open alert per client is enough: a storage
    outage would otherwise raise one per retry.
    """
    with transaction.atomic():
        open_alerts = Alert.objects.filter(
            client=client, kind=Alert.Kind.PIPELINE_FAILURE, status=Alert.Status.OPEN, payload__crash=True
        )
        if open_alerts.exists():
            return None
        alert = Alert.objects.create(
            client=client,
            kind=Alert.Kind.PIPELINE_FAILURE,
            severity=Alert.Severity.HIGH,
            message=(
                f"A {kind} ingest crashed ({error.__class__.__name__}) and was rolled back whole; the wiki "
                "stays at its last good version and the run will be retried."
            ),
            payload={
                "crash": True,
                "run_kind": kind,
                "error": error.__class__.__name__,
                "detail": str(error)[:300],
            },
            created_by="system",
        )
        alert_outbox.alerts_opened([alert])
        return alert
