"""Erase a client: her rows everywhere, every stored version, jobs and cache naming her (docs/data.md).

Steps, each idempotent, so a crash at any point is finished by running the erasure again:

1. begin (one transaction): an `Erasure` row (the in-progress marker and ledger row) is written; the
   client's external id and name are replaced by a placeholder and her coaches unassigned, so from
   this commit on no URL with her id resolves and no list shows her; audit rows naming her are
   pseudonymised in the same transaction.
2. storage: every object under her tree prefix, every S3 version and delete marker, every file.
3. jobs: queued tasks, results and schedules naming her; cached entries.
4. rows: every model with a foreign-key path to the client (clientdata.discovery), then the client.
5. finish: knowledge records naming her are listed for review (tenant knowledge stays); one audit row
   records who, when, why and the counts; the ledger file gets a pseudonymised line; SQLite's freed
   pages are overwritten (secure_delete, VACUUM, WAL checkpoint).
"""

import datetime as dt
import logging
from dataclasses import dataclass, field

from django.db import connection, models, transaction
from django.db.models import ProtectedError, Q
from django.utils import timezone

from clientdata import jobs, ledger
from clientdata.cache import purge_cache
from clientdata.discovery import client_owned_models
from clientdata.models import Erasure
from clientdata.pseudonyms import name_pattern, pseudonymise_audit, scrub_text, subject_hmac, token
from clientdata.storage import erase_tree
from coda_console.models import ERASING_PREFIX, Client, Tenant
from coda_console.services import audit_record
from knowledge.models import Record
from wiki.models import PageVersion

logger = logging.getLogger(__name__)


class NothingToErase(Exception):
    """No such client in the tenant, and no erasure of that id in progress."""


@dataclass
class ErasureReport:
    subject: str
    counts: dict[str, int] = field(default_factory=dict)
    knowledge_to_review: list[str] = field(default_factory=list)
    resumed: bool = False
    already_done: bool = False


def _needles(pending: dict) -> list[str]:
    return [pending.get("external_id", ""), pending.get("display_name", "")]


@transaction.atomic
def _begin(*, tenant: Tenant, external_id: str, reason: str, requested_by: str) -> Erasure:
    subject = subject_hmac(tenant.slug, external_id)
    marker = (
        Erasure.objects.select_for_update()
        .filter(tenant=tenant, subject=subject, status=Erasure.Status.IN_PROGRESS)
        .first()
    )
    if marker is not None:
        return marker
    client = Client.objects.select_for_update().filter(tenant=tenant, external_id=external_id).first()
    if client is None:
        raise NothingToErase(external_id)
    backends = set(
        PageVersion.objects.filter(page__client=client).values_list("storage_backend", flat=True).distinct()
    )
    pending = {
        "external_id": client.external_id,
        "display_name": client.display_name,
        "tenant_slug": tenant.slug,
        "backends": sorted(backends),
    }
    pattern = name_pattern(_needles(pending))
    marker = Erasure.objects.create(
        tenant=tenant,
        subject=subject,
        client_pk=client.pk,
        reason=scrub_text(reason, pattern, token(subject)),
        requested_by=requested_by,
        started_at=timezone.now(),
        pending=pending,
    )
    # Invisible from here on: her id resolves nowhere, her name shows nowhere (docs/data.md).
    Client.objects.filter(pk=client.pk).update(
        external_id=f"{ERASING_PREFIX}{subject[:24]}", display_name="(erasure in progress)", active=False
    )
    client.coaches.clear()
    marker.counts = {
        "audit_rows_pseudonymised": pseudonymise_audit(
            tenant=tenant, needles=_needles(pending), subject=subject
        )
    }
    marker.save(update_fields=["counts"])
    return marker


def _null_protected_links(owned: list, client_pk: int) -> None:
    """PROTECT links between her own rows (a page's current version, a version's parent) would block
    their deletion in any order; nullable ones are cleared first."""
    for item in owned:
        for fk in item.model._meta.concrete_fields:
            if isinstance(fk, models.ForeignKey) and fk.null and fk.remote_field.on_delete is models.PROTECT:
                item.rows(client_pk).exclude(**{f"{fk.name}__isnull": True}).update(**{fk.name: None})


def _delete_rows(client_pk: int) -> dict[str, int]:
    owned = client_owned_models()
    with transaction.atomic():
        _null_protected_links(owned, client_pk)
    counts: dict[str, int] = {}
    remaining = list(owned)
    for _attempt in range(len(owned) + 1):
        blocked = []
        for item in remaining:
            try:
                with transaction.atomic():
                    deleted, _ = item.rows(client_pk).delete()
                counts[item.label] = counts.get(item.label, 0) + deleted
            except ProtectedError:
                blocked.append(item)
        if not blocked:
            break
        remaining = blocked
    else:
        raise RuntimeError(f"could not delete {[item.label for item in remaining]}")
    with transaction.atomic():
        client = Client.objects.filter(pk=client_pk).first()
        if client is not None:
            client.coaches.clear()
            client.delete()
    return {label: number for label, number in counts.items() if number}


def _knowledge_naming(tenant: Tenant, needles: list[str]) -> list[str]:
    condition = Q()
    for needle in filter(None, needles):
        for name in ("title", "body", "provenance_source", "provenance_locator", "created_by"):
            condition |= Q(**{f"{name}__icontains": needle})
    if not condition:
        return []
    return list(
        Record.objects.filter(tenant=tenant).filter(condition).order_by("ref").values_list("ref", flat=True)
    )


def _wipe_freed_pages() -> None:
    """SQLite keeps deleted rows' bytes in free pages and the WAL until they are overwritten."""
    if connection.vendor != "sqlite" or connection.in_atomic_block:
        return
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA secure_delete=ON")
        cursor.execute("VACUUM")
        cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        busy = cursor.fetchone()[0]
    if busy:
        # A reader held the WAL: its old frames go at the next checkpoint (docs/data.md, "Erasure").
        logger.warning("erasure: WAL checkpoint was busy; old frames remain until the next checkpoint")


def _secure_delete_on() -> None:
    if connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            cursor.execute("PRAGMA secure_delete=ON")


def erase_client(
    *, tenant: Tenant, external_id: str, reason: str, requested_by: str, crash_after: str = ""
) -> ErasureReport:
    """Erase (or finish erasing) one client. `crash_after` names a step to stop after (tests only)."""
    subject = subject_hmac(tenant.slug, external_id)
    done = Erasure.objects.filter(tenant=tenant, subject=subject, status=Erasure.Status.DONE).first()
    live = Client.objects.filter(tenant=tenant, external_id=external_id).exists()
    if done is not None and not live:
        return ErasureReport(
            subject=subject,
            counts=done.counts,
            already_done=True,
            knowledge_to_review=done.report.get("knowledge_to_review", []),
        )
    resumed = Erasure.objects.filter(
        tenant=tenant, subject=subject, status=Erasure.Status.IN_PROGRESS
    ).exists()
    _secure_delete_on()
    marker = _begin(tenant=tenant, external_id=external_id, reason=reason, requested_by=requested_by)
    _maybe_crash(crash_after, "begin")
    return _finish(marker, resumed=resumed, crash_after=crash_after)


def _maybe_crash(crash_after: str, step: str) -> None:
    if crash_after == step:
        raise RuntimeError(f"simulated crash after {step}")


def _finish(marker: Erasure, *, resumed: bool, crash_after: str = "") -> ErasureReport:
    pending = marker.pending
    counts = dict(marker.counts)
    counts["storage_objects"] = counts.get("storage_objects", 0) + erase_tree(
        tenant_slug=pending["tenant_slug"],
        external_id=pending["external_id"],
        backends=set(pending["backends"]),
    )
    _maybe_crash(crash_after, "storage")
    subject = jobs.Subject(client_pk=marker.client_pk, external_id=pending["external_id"])
    for name, number in jobs.purge_jobs(subject).items():
        counts[f"jobs_{name}"] = counts.get(f"jobs_{name}", 0) + number
    cached = purge_cache([pending["external_id"]])
    counts["cache_entries"] = counts.get("cache_entries", 0) + (cached or 0)
    for label, number in _delete_rows(marker.client_pk).items():
        counts[label] = counts.get(label, 0) + number
    _maybe_crash(crash_after, "rows")
    review = _knowledge_naming(marker.tenant, _needles(pending))
    # Rows written while the erasure ran (a request already past the lookup) are caught here.
    counts["audit_rows_pseudonymised"] = counts.get("audit_rows_pseudonymised", 0) + pseudonymise_audit(
        tenant=marker.tenant, needles=_needles(pending), subject=marker.subject
    )
    with transaction.atomic():
        marker.status = Erasure.Status.DONE
        marker.finished_at = timezone.now()
        marker.counts = counts
        marker.report = {
            "knowledge_to_review": review,
            "cache": "scanned" if cached is not None else "unsupported",
        }
        marker.pending = {}
        marker.save()
        audit_record(
            action="client.erase",
            tenant=marker.tenant,
            target=token(marker.subject),
            detail={
                "requested_by": marker.requested_by,
                "reason": marker.reason,
                "started_at": marker.started_at.isoformat(),
                "counts": counts,
                "knowledge_to_review": review,
            },
        )
    ledger.append(
        {
            "tenant": marker.tenant.slug,
            "subject": marker.subject,
            "erased_at": marker.finished_at.isoformat(),
            "requested_by": marker.requested_by,
        }
    )
    _wipe_freed_pages()
    logger.info("erased client %s of %s: %s", token(marker.subject), marker.tenant.slug, counts)
    return ErasureReport(subject=marker.subject, counts=counts, knowledge_to_review=review, resumed=resumed)


def replay_ledger(*, requested_by: str) -> list[ErasureReport]:
    """After restoring an older backup: erase again every client the ledger names (docs/reliability.md)."""
    reports = []
    wanted: dict[tuple[str, str], dict] = {
        (entry["tenant"], entry["subject"]): entry for entry in ledger.entries()
    }
    for tenant in Tenant.objects.filter(slug__in={slug for slug, _ in wanted}):
        for marker in Erasure.objects.filter(tenant=tenant, status=Erasure.Status.IN_PROGRESS):
            if (tenant.slug, marker.subject) in wanted:
                reports.append(_finish(marker, resumed=True))
        for client in Client.objects.filter(tenant=tenant).exclude(external_id__startswith=ERASING_PREFIX):
            if (tenant.slug, subject_hmac(tenant.slug, client.external_id)) in wanted:
                Erasure.objects.filter(
                    tenant=tenant, subject=subject_hmac(tenant.slug, client.external_id)
                ).delete()  # a restored DONE row must not short-circuit the re-erasure
                reports.append(
                    erase_client(
                        tenant=tenant,
                        external_id=client.external_id,
                        reason="replay of the erasure ledger after a restore",
                        requested_by=requested_by,
                    )
                )
    return reports


def erased_since(when: dt.datetime) -> int:
    return Erasure.objects.filter(status=Erasure.Status.DONE, finished_at__gte=when).count()
