"""wiki_export and wiki_verify: the tree as plain files or a real git history; storage integrity."""

import hashlib
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from coda_console.models import Client
from wiki.models import PageVersion, WikiPage
from wiki.tree.storage import get_store


class ExportError(Exception):
    pass


def _target(directory: Path, path: str) -> Path:
    target = (directory / path).resolve()
    if directory.resolve() not in target.parents:  # paths are validated on write; belt and braces
        raise ExportError(f"refusing to write outside {directory}: {path}")
    return target


def export_tree(client: Client, directory: Path) -> int:
    """Write every current file of the tree under `directory`; returns the number of files."""
    count = 0
    for page in WikiPage.objects.filter(client=client, current_number__gt=0).order_by("path"):
        target = _target(directory, page.path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(page.current_content, encoding="utf-8")
        count += 1
    return count


def _blob(version: PageVersion) -> bytes:
    return get_store(version.storage_backend).get(version.storage_key, version.storage_version_id)


def _author(updated_by: str) -> str:
    name = updated_by.replace("<", "").replace(">", "").strip() or "system"
    email = "".join(ch if ch.isalnum() or ch in "-._" else "-" for ch in name)
    return f"{name} <{email}@coda.invalid>"


def _fast_import_stream(versions: Iterable[PageVersion]) -> bytes:
    """A `git fast-import` stream: one commit per version, in the order the versions were written."""
    chunks: list[bytes] = []
    for mark, version in enumerate(versions, start=1):
        data = _blob(version)
        message = f"{version.page.path} v{version.number}: {version.reason or 'update'}\n".encode()
        when = int(version.created_at.timestamp())
        chunks += [
            b"commit refs/heads/main\n",
            f"mark :{mark}\n".encode(),
            f"committer {_author(version.updated_by)} {when} +0000\n".encode(),
            f"data {len(message)}\n".encode(),
            message,
        ]
        if mark > 1:
            chunks.append(f"from :{mark - 1}\n".encode())
        chunks += [
            f"M 100644 inline {version.page.path}\n".encode(),
            f"data {len(data)}\n".encode(),
            data,
            b"\n",
        ]
    return b"".join(chunks)


def export_git(client: Client, directory: Path) -> int:
    """A real git repository at `directory` with one commit per page version; returns the commits."""
    if directory.exists() and any(directory.iterdir()):
        raise ExportError(f"{directory} exists and is not empty")
    directory.mkdir(parents=True, exist_ok=True)
    versions = list(PageVersion.objects.filter(page__client=client).select_related("page").order_by("id"))

    def git(*args: str, stdin: bytes | None = None) -> None:
        subprocess.run(["git", "-C", str(directory), *args], input=stdin, check=True, capture_output=True)

    git("init", "-q", "-b", "main")
    if versions:
        git("fast-import", "--quiet", stdin=_fast_import_stream(versions))
        git("checkout", "-q", "-f", "main")
    return len(versions)


@dataclass(frozen=True)
class VerifyProblem:
    client: str
    path: str
    version: int
    problem: str

    def __str__(self) -> str:
        return f"{self.client}:{self.path} v{self.version}: {self.problem}"


def verify_storage(clients: Iterable[Client]) -> tuple[int, list[VerifyProblem]]:
    """Re-read every stored version and check its sha256 (and the current-content cache)."""
    checked = 0
    problems: list[VerifyProblem] = []
    for client in clients:
        versions = PageVersion.objects.filter(page__client=client).select_related("page").order_by("id")
        for version in versions:
            checked += 1
            label = (client.external_id, version.page.path, version.number)
            try:
                data = _blob(version)
            except Exception as error:
                problems.append(VerifyProblem(*label, f"unreadable: {type(error).__name__}"))
                continue
            if hashlib.sha256(data).hexdigest() != version.sha256:
                problems.append(VerifyProblem(*label, "sha256 mismatch: stored bytes differ from the record"))
            page = version.page
            if version.pk == page.current_version_id and page.current_content.encode() != data:
                problems.append(VerifyProblem(*label, "the current-content cache differs from storage"))
    return checked, problems
