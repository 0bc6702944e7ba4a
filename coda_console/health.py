"""Health checks behind `/healthz`: database, wiki storage, job queue, dispatcher.

Each check returns a `Check(ok, state, detail)`. `state` is the short word the endpoint shows ("ok",
"error: OperationalError", "lagging", …) and never carries paths, hosts, keys or exception messages:
the endpoint is unauthenticated (load balancers poll it), so it names the failing check and the
exception class, nothing else. `detail` holds numbers only (queue lag in seconds, depth, minutes since
the dispatcher was due).
"""

import uuid
from dataclasses import dataclass, field
from datetime import timedelta

from django.conf import settings
from django.db import connection
from django.utils import timezone

from wiki.tree.storage import FilesystemVersionStore, S3VersionStore, get_store

DISPATCH_SCHEDULE = "wiki.ingest.dispatch"


@dataclass(frozen=True)
class Check:
    ok: bool
    state: str
    detail: dict[str, float | int] = field(default_factory=dict)


def _error(error: Exception) -> Check:
    return Check(False, f"error: {error.__class__.__name__}")


def check_database() -> Check:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception as error:
        return _error(error)
    return Check(True, "ok")


def check_storage() -> Check:
    """Filesystem: write, read back and delete a tiny probe file in the wiki storage root — proves the
    volume is mounted, writable and readable (the three ways a page write fails).
    S3: HeadBucket + GetBucketVersioning — proves reachability, credentials and versioning without a
    put, because every put on a versioned bucket would leave an object version and a delete marker
    behind at every poll."""
    try:
        store = get_store()
        if isinstance(store, S3VersionStore):
            client = store._client
            client.head_bucket(Bucket=store.bucket)
            status = client.get_bucket_versioning(Bucket=store.bucket).get("Status")
            return Check(True, "ok") if status == "Enabled" else Check(False, "versioning off")
        assert isinstance(store, FilesystemVersionStore)
        return _filesystem_probe(store.storage)
    except Exception as error:
        return _error(error)


def _filesystem_probe(storage) -> Check:
    name = f"{settings.WIKI_STORAGE_PREFIX or 'wiki'}/.healthz/probe-{uuid.uuid4().hex}"
    payload = b"coda healthz probe"
    from django.core.files.base import ContentFile

    saved = storage.save(name, ContentFile(payload))
    try:
        with storage.open(saved, "rb") as handle:
            if handle.read() != payload:
                return Check(False, "read mismatch")
    finally:
        storage.delete(saved)
    return Check(True, "ok")


def check_queue() -> Check:
    """ORM broker: age of the oldest task waiting to be picked up (tasks a worker holds are in flight, not
    waiting; one whose worker died becomes waiting again after Q_RETRY). Redis: queue length (Redis keeps
    no enqueue time)."""
    try:
        if settings.Q_BROKER == "orm":
            from django_q.models import OrmQ

            now = timezone.now()
            waiting = OrmQ.objects.filter(key=settings.Q_CLUSTER["name"], lock__lte=now)
            oldest = waiting.order_by("lock").values_list("lock", flat=True).first()
            depth = waiting.count()
            lag = (now - oldest).total_seconds() if oldest else 0.0
            detail = {"queue_lag_seconds": round(lag, 1), "queue_depth": depth}
            if lag > settings.HEALTH_QUEUE_MAX_LAG_SECONDS:
                return Check(False, "lagging", detail)
            return Check(True, "ok", detail)
        from django_q.brokers import get_broker

        depth = get_broker().queue_size()
        detail = {"queue_depth": depth}
        if depth > settings.HEALTH_QUEUE_MAX_DEPTH:
            return Check(False, "backlogged", detail)
        return Check(True, "ok", detail)
    except Exception as error:
        return _error(error)


def check_dispatcher() -> Check:
    """The cluster's scheduler advances the dispatcher Schedule's next_run each time it fires, so a
    next_run far in the past means no cluster is running schedules (no nightly ingests). Absent
    schedule (ensure_schedules never ran) → "not scheduled", reported but not failing: a web node can
    be healthy before the first worker starts."""
    try:
        from django_q.models import Schedule

        next_run = Schedule.objects.filter(name=DISPATCH_SCHEDULE).values_list("next_run", flat=True).first()
        if next_run is None:
            return Check(True, "not scheduled")
        overdue = (timezone.now() - next_run).total_seconds()
        detail = {"dispatcher_overdue_seconds": round(max(overdue, 0.0), 1)}
        grace = timedelta(minutes=2 * settings.WIKI_DISPATCH_MINUTES).total_seconds()
        return Check(True, "ok", detail) if overdue <= grace else Check(False, "stalled", detail)
    except Exception as error:
        return _error(error)


CHECKS = {
    "database": check_database,
    "storage": check_storage,
    "queue": check_queue,
    "dispatcher": check_dispatcher,
}


def run_checks() -> dict[str, Check]:
    results = {"database": check_database(), "storage": check_storage()}
    for name in ("queue", "dispatcher"):
        # Both read the database: when it is down, one named failure is clearer than three.
        results[name] = CHECKS[name]() if results["database"].ok else Check(False, "skipped: database down")
    return results
