"""Apply a Plan to the live tree: storage blobs first, then the database pointers.

Must run inside the caller's transaction while it holds the client's lock (wiki.tree.locks.client_lock).
Order matters and is the whole point: every blob is written to storage *before* any row that points
at it is saved, so a committed PageVersion always names bytes that exist. If the transaction then
rolls back, the blobs stay behind as orphans nobody points at — harmless, and on the filesystem a
retry of the same version with the same bytes reuses them.
"""

import datetime as dt
import hashlib
from typing import Any

from django.utils import timezone

from coda_console.models import Client
from wiki.models import Alert, Changeset, IngestRun, PageVersion, WikiPage
from wiki.tree.storage import StoredBlob, get_store, tree_key
from wiki.tree.trees import RAW_PREFIX, Plan, RawImmutable


def line_count(text: str) -> int:
    return len(text.splitlines())


def commit_plan(
    client: Client,
    plan: Plan,
    *,
    distiller: str = "",
    distiller_version: int | None = None,
    deterministic: bool = True,
    params: dict[str, Any] | None = None,
    run: IngestRun | None = None,
    alert: Alert | None = None,
) -> Changeset:
    """Write every file of the plan as a new version; returns the changeset (even when nothing changed)."""
    pages = {page.path: page for page in WikiPage.objects.filter(client=client, path__in=list(plan.writes))}
    _refuse_raw_rewrites(plan, pages)
    now = timezone.now()
    blobs = _put_blobs(client, plan, pages)  # 1. storage, before any pointer exists
    changeset = Changeset.objects.create(  # 2. pointers
        client=client,
        kind=plan.kind,
        local_date=plan.local_date,
        updated_by=plan.updated_by,
        reason=plan.reason[:300],
        distiller=distiller,
        distiller_version=distiller_version if distiller else None,
        deterministic=deterministic,
        params=params or {},
        run=run,
        alert=alert,
        created_at=now,
    )
    new_pages = [
        WikiPage(client=client, path=path, created_at=now) for path in plan.writes if path not in pages
    ]
    for page in WikiPage.objects.bulk_create(new_pages):
        pages[page.path] = page
    versions = PageVersion.objects.bulk_create(_new_versions(plan, pages, blobs, changeset, now))
    for version in versions:
        _point_page_at(version, plan, now)
    changeset.written = versions
    return changeset


def _refuse_raw_rewrites(plan: Plan, pages: dict[str, WikiPage]) -> None:
    for path in plan.writes:
        page = pages.get(path)
        if path.startswith(RAW_PREFIX) and page is not None and page.current_number > 0:
            raise RawImmutable(f"{path} already exists; raw/ files are immutable")


def _put_blobs(client: Client, plan: Plan, pages: dict[str, WikiPage]) -> dict[str, tuple[int, StoredBlob]]:
    """Store each new version's bytes under its number: path → (number, where it was stored)."""
    store = get_store()
    blobs = {}
    for path, text in plan.writes.items():
        page = pages.get(path)
        number = (page.current_number if page else 0) + 1
        blobs[path] = (number, store.put(tree_key(client, path), number, text.encode()))
    return blobs


def _new_versions(
    plan: Plan,
    pages: dict[str, WikiPage],
    blobs: dict[str, tuple[int, StoredBlob]],
    changeset: Changeset,
    now: dt.datetime,
) -> list[PageVersion]:
    versions = []
    for path, text in plan.writes.items():
        page = pages[path]
        number, blob = blobs[path]
        data = text.encode()
        versions.append(
            PageVersion(
                page=page,
                number=number,
                sha256=hashlib.sha256(data).hexdigest(),
                size=len(data),
                line_count=line_count(text),
                updated_by=plan.author(path),
                reason=plan.reason[:300],
                summary=plan.summaries.get(path, "")[:300],
                parent_id=page.current_version_id,
                changeset=changeset,
                storage_backend=blob.backend,
                storage_key=blob.key,
                storage_version_id=blob.version_id,
                created_at=now,
            )
        )
    return versions


def _point_page_at(version: PageVersion, plan: Plan, now: dt.datetime) -> None:
    """One plain UPDATE per page: far cheaper than bulk_update's CASE WHEN."""
    page = version.page
    fields = {
        "current_version": version,
        "current_number": version.number,
        "current_content": plan.writes[page.path],
        "current_sha256": version.sha256,
        "summary": plan.summaries.get(page.path, "")[:300],
        "updated_on": plan.local_date,
        "updated_at": now,
        "updated_by": version.updated_by,
    }
    WikiPage.objects.filter(pk=page.pk).update(**fields)
    for name, value in fields.items():
        setattr(page, name, value)
