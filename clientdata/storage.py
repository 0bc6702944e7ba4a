"""Remove every stored version of a client's tree: filesystem files, S3 object versions and markers.

Her tree lives under one prefix, `<prefix>/<tenant>/<external id>/` (wiki/tree/storage.py), so the sweep
takes the whole prefix — versions the database points at and orphans of failed commits alike.
"""

import os
import shutil
from pathlib import Path

from django.conf import settings

from wiki.tree.storage import FilesystemVersionStore, S3VersionStore, get_store


def tree_prefix(tenant_slug: str, external_id: str) -> str:
    parts = [settings.WIKI_STORAGE_PREFIX, tenant_slug, external_id]
    return "/".join(part for part in parts if part) + "/"


def _wipe_file(path: Path) -> None:
    """Overwrite, then unlink: on a plain filesystem the bytes do not linger in free blocks."""
    try:
        path.chmod(0o600)
        size = path.stat().st_size
        with path.open("r+b") as handle:
            handle.write(b"\0" * size)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError:
        pass
    path.unlink(missing_ok=True)


def _erase_filesystem(store: FilesystemVersionStore, prefix: str) -> int:
    root = Path(store.storage.location).resolve()
    directory = (root / prefix).resolve()
    if root not in directory.parents or not directory.is_dir():
        return 0
    files = [path for path in directory.rglob("*") if path.is_file()]
    for path in files:
        _wipe_file(path)
    shutil.rmtree(directory, ignore_errors=True)
    return len(files)


def _erase_s3(store: S3VersionStore, prefix: str) -> int:
    client = store._client
    removed = 0
    paginator = client.get_paginator("list_object_versions")
    for page in paginator.paginate(Bucket=store.bucket, Prefix=prefix):
        targets = [
            {"Key": item["Key"], "VersionId": item["VersionId"]}
            for item in page.get("Versions", []) + page.get("DeleteMarkers", [])
        ]
        for start in range(0, len(targets), 1000):
            chunk = targets[start : start + 1000]
            client.delete_objects(Bucket=store.bucket, Delete={"Objects": chunk, "Quiet": True})
            removed += len(chunk)
    return removed


def erase_tree(*, tenant_slug: str, external_id: str, backends: set[str]) -> int:
    """Delete everything under her prefix in every backend her versions were written to."""
    prefix = tree_prefix(tenant_slug, external_id)
    removed = 0
    for name in sorted(backends | {settings.WIKI_STORAGE}):
        store = get_store(name)
        if isinstance(store, FilesystemVersionStore):
            removed += _erase_filesystem(store, prefix)
        elif isinstance(store, S3VersionStore):
            removed += _erase_s3(store, prefix)
    return removed
