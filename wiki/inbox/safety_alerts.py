"""One open safety alert per client and body area (docs/wiki.md "Alerts").

A proposed safety alert for an area that already has an open one folds into it: the report count goes
up, the latest evidence and message replace the old ones, and `evidence_at` moves to the new evidence —
so the card is refreshed instead of a new card per recurrence. A fold is a watch-level roll-up
(payload `rollup`, ranked below contradictions) unless the report escalates — a raised level or a
clearly higher severity — which re-raises it to the top. Called inside the ingest transaction.
"""

import datetime as dt

from django.utils import timezone

from coda_console.models import Client, Event
from wiki.distillers.base import ProposedAlert
from wiki.models import Alert, IngestRun

MAX_EVIDENCE = 12
LEVELS = ("watch", "constraint", "injury")


def evidence_time(client: Client, event_ids) -> dt.datetime | None:
    """When the latest cited event happened (None when the alert cites no event of the log)."""
    ids = [str(x) for x in event_ids if x]
    if not ids:
        return None
    times = Event.objects.filter(client=client, event_id__in=ids).values_list("occurred_at", flat=True)
    return max(times, default=None)


def _escalates(old: dict, new: dict) -> bool:
    if new.get("escalation"):
        return True
    old_level, new_level = old.get("level"), new.get("level")
    if old_level not in LEVELS or new_level not in LEVELS:
        return False
    return LEVELS.index(new_level) > LEVELS.index(old_level)


def _open_alert(client: Client, area: str) -> Alert | None:
    """The open safety alert of `area` (locked for this run's transaction), or None."""
    if not area:
        return None
    return (
        Alert.objects.select_for_update()
        .filter(client=client, kind=Alert.Kind.SAFETY, status=Alert.Status.OPEN, payload__area=area)
        .order_by("-id")
        .first()
    )


def fold_or_new(client: Client, run: IngestRun, item: ProposedAlert, author: str) -> Alert:
    """Fold `item` into the open safety alert of its area, or open a new one."""
    area = str(item.payload.get("area") or "")
    at = evidence_time(client, item.evidence)
    payload = {**item.payload, "evidence": list(item.evidence)}
    current = _open_alert(client, area)
    if current is None:
        payload.update(reports=1, rollup=False, first_date=str(item.payload.get("date") or ""))
        return Alert.objects.create(
            client=client,
            kind=item.kind,
            severity=item.severity,
            page=item.page,
            message=item.message,
            payload=payload,
            run=run,
            created_by=author,
            evidence_at=at,
        )
    old = current.payload or {}
    reports = int(old.get("reports") or 1) + 1
    escalated = _escalates(old, payload)
    evidence = [*(old.get("evidence") or []), *payload["evidence"]]
    first_date = str(old.get("first_date") or old.get("previous_date") or old.get("date") or "")
    current.payload = {
        **payload,
        "reports": reports,
        "rollup": not escalated,
        "first_date": first_date,
        "evidence": list(dict.fromkeys(evidence))[-MAX_EVIDENCE:],
    }
    since = f" since {first_date}" if first_date else ""
    current.message = f"{item.message} ({reports} reports{since}.)"
    current.severity = item.severity if item.severity == Alert.Severity.HIGH else current.severity
    current.run = run
    if at is not None and (current.evidence_at is None or at > current.evidence_at):
        current.evidence_at = at
    current.save(update_fields=["payload", "message", "severity", "run", "evidence_at"])
    return current


def recover(client: Client, run: IngestRun, item: ProposedAlert) -> Alert | None:
    """Her word that the area is over (docs/understanding.md "Recovered, as she said"): a watch item's
    open alert is resolved with her words and date; a constraint's or injury's stays open (a person
    decides) and its card notes her word. No open alert: nothing to do."""
    area = str(item.payload.get("area") or "")
    current = _open_alert(client, area)
    if current is None:
        return None
    how = "corrected" if item.payload.get("corrected") else "recovered"  # the side she corrected: not hers
    said = f'She said on {item.payload.get("date")}: "{item.payload.get("quote")}" — {how}, as she said.'
    current.payload = {
        **(current.payload or {}),
        "recovered": {**item.payload, "evidence": list(item.evidence)},
    }
    current.run = run
    if item.payload.get("level") == "watch":
        current.status = Alert.Status.RESOLVED
        current.resolution = how
        current.resolution_text = said
        current.resolved_at = timezone.now()
        current.save(
            update_fields=["payload", "run", "status", "resolution", "resolution_text", "resolved_at"]
        )
        return current
    if said not in current.message:
        current.message = (
            f"{current.message} {said} (The {item.payload.get('level')} stays open: you decide.)"
        )
    current.save(update_fields=["payload", "run", "message"])
    return current
