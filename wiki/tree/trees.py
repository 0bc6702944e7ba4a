"""The client's tree as the pipeline sees it, and plans — the one shape every mutation takes.

Every write (tree init, ingest, coach edit, alert resolution) is first *planned* as a pure function of
a TreeView and its parameters, then *applied*: to the live tree (storage blobs + database pointers,
wiki/tree/commit.py) or to an in-memory scratch tree (MemoryTree, used by wiki_rebuild). Because planning is
pure, replaying the recorded history into a scratch tree must reproduce the live bytes exactly.
"""

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from coda_console.models import Client
from wiki.models import WikiPage
from wiki.tree import content
from wiki.tree.markup import page_summary

RAW_PREFIX = "raw/"
SYSTEM_FILES = ("SCHEMA.md", "index.md", "log.md")


class RawImmutable(Exception):
    """A second write to a raw/ path: raw files are immutable from birth."""


@dataclass(frozen=True)
class PageMeta:
    summary: str
    updated_on: dt.date | None


class TreeView(Protocol):
    def paths(self) -> frozenset[str]: ...

    def read(self, path: str) -> str | None: ...

    def read_many(self, paths: list[str] | tuple[str, ...]) -> dict[str, str]: ...

    def metas(self) -> dict[str, PageMeta]: ...


@dataclass
class Plan:
    """What one mutation writes. `writes` are full new contents (unchanged ones already dropped)."""

    kind: str
    local_date: dt.date
    updated_by: str  # the author of page writes (distiller | coach:<u> | system)
    reason: str
    writes: dict[str, str] = field(default_factory=dict)
    summaries: dict[str, str] = field(default_factory=dict)  # path → one-liner, for every written path
    authors: dict[str, str] = field(default_factory=dict)  # per-path author where not updated_by
    log_line: str = ""

    @property
    def pages_touched(self) -> list[str]:
        """wiki/ pages written (what a log line and the outbox event name)."""
        return [path for path in self.writes if path.startswith("wiki/")]

    def author(self, path: str) -> str:
        return self.authors.get(path, self.updated_by)


def finalize_plan(
    tree: TreeView,
    *,
    kind: str,
    local_date: dt.date,
    updated_by: str,
    reason: str,
    client_name: str,
    writes: dict[str, str],
    summaries: dict[str, str] | None = None,
    log_line: str | Callable[[list[str]], str] = "",
    authors: dict[str, str] | None = None,
    refresh_index: bool = True,
) -> Plan:
    """Drop no-op writes, settle summaries, append the log line and refresh index.md.

    The log.md line and index.md are written by the system in the same plan, so a page, its index row
    and its journal entry always land together (or not at all). `log_line` may be a function of the
    wiki/ pages that really change, so the journal never names a page that stayed the same.
    """
    summaries = summaries or {}
    authors = dict(authors or {})
    current = tree.read_many(list(writes))
    final: dict[str, str] = {path: text for path, text in writes.items() if current.get(path) != text}
    if callable(log_line):
        log_line = log_line([path for path in final if path.startswith("wiki/")])
    if log_line:
        log_text = final.get("log.md", tree.read("log.md") or content.log_empty(client_name))
        final["log.md"] = content.log_append(log_text, log_line)
        authors.setdefault("log.md", "system")
    settled = {
        path: content.one_line(summaries.get(path) or page_summary(text)) for path, text in final.items()
    }
    if (refresh_index and any(path.startswith("wiki/") for path in final)) or "index.md" not in tree.paths():
        rows = {path: (meta.summary, meta.updated_on) for path, meta in tree.metas().items()}
        rows.update({path: (settled[path], local_date) for path in final})
        index = content.render_index(client_name, rows, local_date)
        if index != (tree.read("index.md") or ""):
            final["index.md"] = index
            settled["index.md"] = page_summary(index)
            authors.setdefault("index.md", "system")
    return Plan(kind, local_date, updated_by, reason, final, settled, authors, log_line)


class MemoryTree:
    """A scratch tree in memory: same reads as the live tree, plans applied to dicts."""

    def __init__(self) -> None:
        self.files: dict[str, str] = {}
        self.meta: dict[str, PageMeta] = {}
        self.versions: dict[str, int] = {}

    def paths(self) -> frozenset[str]:
        return frozenset(self.files)

    def read(self, path: str) -> str | None:
        return self.files.get(path)

    def read_many(self, paths) -> dict[str, str]:
        return {path: self.files[path] for path in paths if path in self.files}

    def metas(self) -> dict[str, PageMeta]:
        return {path: meta for path, meta in self.meta.items() if path.startswith("wiki/")}

    def apply(self, plan: Plan) -> None:
        for path in plan.writes:
            if path.startswith(RAW_PREFIX) and path in self.files:
                raise RawImmutable(path)
        for path, text in plan.writes.items():
            self.files[path] = text
            self.meta[path] = PageMeta(plan.summaries.get(path, ""), plan.local_date)
            self.versions[path] = self.versions.get(path, 0) + 1


class DbTree:
    """The live tree, read from the database's current-content cache (never from storage).

    Reads are cached for the lifetime of the object, which lives inside one locked transaction.
    `reads` counts the page contents loaded — the ingest bench reports it per run.
    """

    def __init__(self, client: Client) -> None:
        self.client = client
        self._paths: frozenset[str] | None = None
        self._content: dict[str, str] = {}
        self.reads: set[str] = set()

    def paths(self) -> frozenset[str]:
        if self._paths is None:
            self._paths = frozenset(
                WikiPage.objects.filter(client=self.client, current_number__gt=0).values_list(
                    "path", flat=True
                )
            )
        return self._paths

    def read(self, path: str) -> str | None:
        return self.read_many([path]).get(path)

    def read_many(self, paths) -> dict[str, str]:
        missing = [path for path in paths if path not in self._content and path in self.paths()]
        if missing:
            # SCHEMA.md, index.md and log.md are read by every run: fetch them with the first read.
            missing += [path for path in SYSTEM_FILES if path not in self._content and path in self.paths()]
            rows = WikiPage.objects.filter(client=self.client, path__in=missing).values_list(
                "path", "current_content"
            )
            self._content.update(rows)
        self.reads.update(path for path in paths if path in self._content)
        return {path: self._content[path] for path in paths if path in self._content}

    def forget(self) -> None:
        """Drop the cache after this transaction wrote to the tree."""
        self._paths = None
        self._content.clear()

    def metas(self) -> dict[str, PageMeta]:
        """Index rows of the wiki/ pages (raw/ grows forever and is not in the index: never loaded)."""
        rows = WikiPage.objects.filter(
            client=self.client, current_number__gt=0, path__startswith="wiki/"
        ).values_list("path", "summary", "updated_on")
        return {path: PageMeta(summary, updated_on) for path, summary, updated_on in rows}
