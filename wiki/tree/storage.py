"""Version storage: one immutable blob per page version, in Django storage, under keys mirroring the tree.

Two backends with the same behaviour:

- `filesystem` (default): a FileSystemStorage under WIKI_FS_ROOT. Every version is its own read-only
  file, `<prefix>/<tenant>/<client>/<path>@v<number>-<sha256[:12]>`; writing an existing key with
  different bytes is refused (the same bytes again is a no-op, so a retried write after a failed
  commit is harmless).
- `s3`: django-storages' S3Storage on a bucket with versioning enabled. The key is the tree path
  itself, `<prefix>/<tenant>/<client>/<path>`; every put creates an S3 object version whose
  VersionId we record, and old versions are read back by it. A bucket without versioning is refused.

The database never points at a blob that does not exist: callers write here first and commit the
pointers after. A blob left behind by a commit that then failed is an orphan nobody points at.
"""

import hashlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.core.files.base import ContentFile
from django.core.files.storage import FileSystemStorage

from coda_console.models import Client


class VersionExists(Exception):
    """A version file with different bytes already sits at that key (immutable storage)."""


@dataclass(frozen=True)
class StoredBlob:
    backend: str
    key: str
    version_id: str = ""


class VersionStore(Protocol):
    name: str

    def put(self, tree_key: str, number: int, data: bytes) -> StoredBlob: ...

    def get(self, key: str, version_id: str) -> bytes: ...


def tree_key(client: Client, path: str) -> str:
    """`<prefix>/<tenant slug>/<client external_id>/<path>` — the bucket reads like the repo."""
    prefix = settings.WIKI_STORAGE_PREFIX
    parts = (
        [prefix, client.tenant.slug, client.external_id, path]
        if prefix
        else [client.tenant.slug, client.external_id, path]
    )
    return "/".join(parts)


class _ImmutableFileSystemStorage(FileSystemStorage):
    """FileSystemStorage that never renames on collision: an existing name is an error, not a suffix."""

    def get_available_name(self, name: str, max_length: int | None = None) -> str:
        if self.exists(name):
            raise FileExistsError(name)
        return name


class FilesystemVersionStore:
    name = "filesystem"

    def __init__(self, root: str) -> None:
        # 0o444: version files are read-only on disk as well as by contract.
        self.storage = _ImmutableFileSystemStorage(location=root, file_permissions_mode=0o444)

    def put(self, tree_key: str, number: int, data: bytes) -> StoredBlob:
        digest = hashlib.sha256(data).hexdigest()
        key = f"{tree_key}@v{number}-{digest[:12]}"
        try:
            saved = self.storage.save(key, ContentFile(data))
        except FileExistsError:
            if self.get(key, "") != data:
                raise VersionExists(key) from None
            saved = key  # the same bytes from an earlier, uncommitted attempt: reuse them
        return StoredBlob(self.name, saved)

    def get(self, key: str, version_id: str) -> bytes:
        with self.storage.open(key, "rb") as handle:
            return handle.read()


class S3VersionStore:
    name = "s3"

    def __init__(self, *, bucket: str, endpoint_url: str, region: str, access_key: str, secret_key: str):
        from storages.backends.s3 import S3Storage

        options = {"bucket_name": bucket, "region_name": region, "file_overwrite": True, "default_acl": None}
        if endpoint_url:
            options["endpoint_url"] = endpoint_url
        if access_key:
            options.update(access_key=access_key, secret_key=secret_key)
        self.storage = S3Storage(**options)
        self.bucket = bucket

    @property
    def _client(self):
        return self.storage.connection.meta.client

    def put(self, tree_key: str, number: int, data: bytes) -> StoredBlob:
        answer = self._client.put_object(
            Bucket=self.bucket,
            Key=tree_key,
            Body=data,
            ContentType="text/markdown; charset=utf-8",
            ChecksumSHA256=_b64_sha256(data),
        )
        version_id = answer.get("VersionId")
        if not version_id or version_id == "null":
            raise ImproperlyConfigured(
                f"S3 bucket {self.bucket!r} has no versioning enabled; the Wiki Brain needs it "
                "(aws s3api put-bucket-versioning --versioning-configuration Status=Enabled)"
            )
        return StoredBlob(self.name, tree_key, version_id)

    def get(self, key: str, version_id: str) -> bytes:
        answer = self._client.get_object(Bucket=self.bucket, Key=key, VersionId=version_id)
        return answer["Body"].read()


def _b64_sha256(data: bytes) -> str:
    import base64

    return base64.b64encode(hashlib.sha256(data).digest()).decode()


@lru_cache(maxsize=8)
def _store(name: str, config: tuple) -> VersionStore:
    if name == "filesystem":
        return FilesystemVersionStore(config[0])
    if name == "s3":
        bucket, endpoint_url, region, access_key, secret_key = config
        return S3VersionStore(
            bucket=bucket,
            endpoint_url=endpoint_url,
            region=region,
            access_key=access_key,
            secret_key=secret_key,
        )
    raise ImproperlyConfigured(f"Unknown wiki storage backend {name!r}")


def get_store(name: str | None = None) -> VersionStore:
    """The store for `name` (default WIKI_STORAGE). Versions remember their backend, so a deployment
    that switches backends still reads its older versions from where they were written."""
    name = name or settings.WIKI_STORAGE
    if name == "filesystem":
        return _store(name, (str(settings.WIKI_FS_ROOT),))
    return _store(
        name,
        (
            settings.WIKI_S3_BUCKET,
            settings.WIKI_S3_ENDPOINT_URL,
            settings.WIKI_S3_REGION,
            settings.WIKI_S3_ACCESS_KEY_ID,
            settings.WIKI_S3_SECRET_ACCESS_KEY,
        ),
    )
