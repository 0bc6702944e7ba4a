"""Retention: chat text older than a tenant's horizon is not kept (docs/data.md, "Retention").

The second documented exception to "the log is kept forever": a `chat.turn` event older than the
horizon keeps its id, kind, time, role and hash, but its `text` becomes REDACTED; raw transcripts and
daily digests (raw/…) older than the horizon lose every stored version and keep one short tombstone
version, so links to them still resolve. The wiki pages stay. `content_sha256` is left as it was: a
bot retrying an old event is still recognised as a duplicate, not refused as a conflict.
"""

import datetime as dt
import logging
import re
from dataclasses import dataclass, field

from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from clientdata.models import RetentionPolicy
from coda_console.models import Client, Event, Tenant
from coda_console.services import audit_record
from wiki.models import Changeset, PageVersion, WikiPage
from wiki.tree.locks import lock_client
from wiki.tree.storage import FilesystemVersionStore, S3VersionStore, get_store, tree_key

logger = logging.getLogger(__name__)

REDACTED = "[redacted: older than the retention period]"
_RAW_DATE = re.compile(r"^raw/(?:transcripts/)?(\d{4}-\d{2}-\d{2})-")
_TOMBSTONE = "# Removed\n\n*Removed by retention on {on}: chat text older than {days} days is not kept.*\n"


@dataclass
class PruneResult:
    tenant: str
    days: int | None
    events_redacted: int = 0
    raw_files_pruned: int = 0
    versions_removed: int = 0
    clients: list[str] = field(default_factory=list)


def chat_text_days(tenant: Tenant) -> int | None:
    policy = RetentionPolicy.objects.filter(tenant=tenant).first()
    return policy.chat_text_days if policy else settings.RETENTION_CHAT_TEXT_DAYS_DEFAULT


@transaction.atomic
@transaction.atomic
def retention_set(
    *,
    tenant: Tenant,
    chat_text_days: int | None,
    actor_user: User | None = None,
    ip_address: str | None = None,
) -> RetentionPolicy:
    policy, _ = RetentionPolicy.objects.update_or_create(
        tenant=tenant, defaults={"chat_text_days": chat_text_days}
    )
    audit_record(
        action="retention.set",
        tenant=tenant,
        target=tenant.slug,
        detail={"chat_text_days": chat_text_days},
        actor_user=actor_user,
        ip_address=ip_address,
    )
    return policy


def _redact_events(client: Client, cutoff: dt.datetime) -> int:
    redacted = 0
    old = Event.objects.filter(client=client, kind="chat.turn", occurred_at__lt=cutoff).exclude(
        payload__text=REDACTED
    )
    for event in old.iterator(chunk_size=500):
        payload = dict(event.payload) | {"text": REDACTED}
        Event.objects.filter(pk=event.pk).update(payload=payload)  # the one sanctioned edit of an event
        redacted += 1
    return redacted


def _delete_blob(version: PageVersion) -> None:
    store = get_store(version.storage_backend)
    if isinstance(store, S3VersionStore):
        store._client.delete_object(
            Bucket=store.bucket, Key=version.storage_key, VersionId=version.storage_version_id
        )
    elif isinstance(store, FilesystemVersionStore) and store.storage.exists(version.storage_key):
        store.storage.delete(version.storage_key)


def _prune_raw_page(page: WikiPage, changeset: Changeset, text: str) -> int:
    old = list(page.versions.order_by("-number"))
    data = text.encode()
    import hashlib

    number = page.current_number + 1
    blob = get_store().put(tree_key(page.client, page.path), number, data)
    tombstone = PageVersion.objects.create(
        page=page,
        number=number,
        sha256=hashlib.sha256(data).hexdigest(),
        size=len(data),
        line_count=text.count("\n"),
        updated_by="system",
        reason="retention",
        parent=None,
        changeset=changeset,
        storage_backend=blob.backend,
        storage_key=blob.key,
        storage_version_id=blob.version_id,
    )
    WikiPage.objects.filter(pk=page.pk).update(
        current_version=tombstone,
        current_number=number,
        current_content=text,
        current_sha256=tombstone.sha256,
        updated_by="system",
        updated_at=timezone.now(),
    )
    PageVersion.objects.filter(parent__in=old).update(parent=None)
    for version in old:
        _delete_blob(version)
        version.delete()
    return len(old)


def _prune_raw(client: Client, cutoff: dt.datetime, days: int) -> tuple[int, int]:
    cutoff_day = cutoff.astimezone(client.tz).date()
    tombstone = _TOMBSTONE.format(on=timezone.localdate(timezone=client.tz).isoformat(), days=days)
    files = versions = 0
    with transaction.atomic():
        lock_client(client)
        candidates = [
            page
            for page in WikiPage.objects.filter(client=client, path__startswith="raw/").select_related(
                "client"
            )
            if (match := _RAW_DATE.match(page.path))
            and dt.date.fromisoformat(match.group(1)) < cutoff_day
            and page.current_content != tombstone
            and not page.current_content.startswith("# Removed\n")
        ]
        if not candidates:
            return 0, 0
        changeset = Changeset.objects.create(
            client=client,
            kind=Changeset.Kind.SYSTEM,
            local_date=timezone.localdate(timezone=client.tz),
            updated_by="system",
            reason=f"retention: chat text older than {days} days",
            params={"retention_days": days, "paths": [page.path for page in candidates]},
        )
        for page in candidates:
            versions += _prune_raw_page(page, changeset, tombstone)
            files += 1
    return files, versions


def prune_tenant(*, tenant: Tenant, now: dt.datetime | None = None) -> PruneResult:
    days = chat_text_days(tenant)
    result = PruneResult(tenant=tenant.slug, days=days)
    if not days:
        return result
    cutoff = (now or timezone.now()) - dt.timedelta(days=days)
    for client in Client.objects.filter(tenant=tenant).iterator():
        with transaction.atomic():
            redacted = _redact_events(client, cutoff)
        files, versions = _prune_raw(client, cutoff, days)
        if redacted or files:
            result.clients.append(client.external_id)
        result.events_redacted += redacted
        result.raw_files_pruned += files
        result.versions_removed += versions
    if result.events_redacted or result.raw_files_pruned:
        audit_record(
            action="retention.prune",
            tenant=tenant,
            target=tenant.slug,
            detail={
                "days": days,
                "cutoff": cutoff.isoformat(),
                "events_redacted": result.events_redacted,
                "raw_files_pruned": result.raw_files_pruned,
                "versions_removed": result.versions_removed,
                "clients": len(result.clients),
            },
        )
        logger.info("retention %s: %s", tenant.slug, result)
    return result


def prune_all(now: dt.datetime | None = None) -> list[PruneResult]:
    return [prune_tenant(tenant=tenant, now=now) for tenant in Tenant.objects.order_by("slug")]
