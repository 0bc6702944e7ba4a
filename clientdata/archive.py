"""The client archive: one zip, written as a stream (docs/data.md, "The archive").

Nothing is built in memory: querysets are read with `.iterator()`, each page version's bytes are read
from storage one at a time, and the zip is written to a sink the caller drains after every few rows —
an HTTP response (StreamingHttpResponse) or a file. Peak memory does not grow with the history.
"""

import datetime as dt
import json
import zipfile
from collections.abc import Iterator

from django.utils import timezone

from clientdata.rows import dumps, to_record
from coda_console.models import Client, Event
from memory.models import ConsolidationCheckpoint, Fact
from wiki.models import Alert, Changeset, IngestState, PageVersion, Question, WikiPage
from wiki.tree.storage import get_store

FORMAT = "coda-client-archive/1"
_FLUSH_EVERY = 500
_README = """# Coda Console client archive

Format `{format}`: everything the system holds about one client, written {exported_at}.
All text is UTF-8; every `.jsonl` file holds one JSON object per line; times are ISO 8601 with offsets.

- `manifest.json` — format, tenant, the client (id, name, time zone), and row counts.
- `events.jsonl` — the event log in the order it was received. `seq` is the system's own sequence
  number (other files refer to events by it), `event_id` the id the bot sent, then `kind`,
  `occurred_at`, `received_at`, `payload`, `session_id`, `content_sha256`.
- `wiki/changesets.jsonl` — every change to the wiki tree (`id`, kind, date, who, reason, distiller).
- `wiki/pages.jsonl` — every file of the tree (`path`) with its current version number and summary.
- `wiki/versions.jsonl` — every version of every file: `path`, `number`, `sha256`, `size`,
  `line_count`, `updated_by`, `reason`, `summary`, `parent_number`, `changeset` (an id above),
  `created_at`, and `blob`: the file in this archive holding its exact bytes.
- `wiki/blobs/<path>@v<number>` — the content of each version, byte for byte.
- `wiki/state.json` — how far the nightly ingest has read the event log (by `seq`).
- `memory/facts.jsonl` — behavioural facts with confidence; `memory/checkpoint.json` — how far
  consolidation has read (by `seq`).
- `alerts.jsonl`, `questions.jsonl` — alerts raised for the coach and questions asked of the client.

`manage.py client_import ARCHIVE --tenant SLUG` loads an archive into a tenant that does not have
this client: versions, events and facts come back identical.
"""


class _Sink:
    """A write-only stream for zipfile that hands its bytes to the caller in chunks."""

    def __init__(self) -> None:
        self._chunks: list[bytes] = []
        self._position = 0

    def write(self, data: bytes) -> int:
        self._chunks.append(bytes(data))
        self._position += len(data)
        return len(data)

    def tell(self) -> int:
        return self._position

    def flush(self) -> None:
        pass

    def drain(self) -> bytes:
        data = b"".join(self._chunks)
        self._chunks.clear()
        return data


def _jsonl(archive: zipfile.ZipFile, sink: _Sink, name: str, records: Iterator[dict]) -> Iterator[bytes]:
    with archive.open(name, "w", force_zip64=True) as entry:
        for count, record in enumerate(records, start=1):
            entry.write((dumps(record) + "\n").encode())
            if count % _FLUSH_EVERY == 0:
                yield sink.drain()
    yield sink.drain()


def _events(client: Client) -> Iterator[dict]:
    for event in Event.objects.filter(client=client).order_by("id").iterator(chunk_size=500):
        yield to_record(event, seq=event.id)


def _versions(client: Client) -> Iterator[PageVersion]:
    return (
        PageVersion.objects.filter(page__client=client)
        .select_related("page", "parent")
        .order_by("id")
        .iterator(chunk_size=200)
    )


def blob_name(path: str, number: int) -> str:
    return f"wiki/blobs/{path}@v{number}"


def _version_record(version: PageVersion) -> dict:
    return to_record(
        version,
        path=version.page.path,
        parent_number=version.parent.number if version.parent is not None else None,
        changeset=version.changeset_id,
        blob=blob_name(version.page.path, version.number),
    )


def _manifest(client: Client, exported_at: dt.datetime) -> dict:
    return {
        "format": FORMAT,
        "exported_at": exported_at.isoformat(),
        "tenant": client.tenant.slug,
        "client": {
            "external_id": client.external_id,
            "display_name": client.display_name,
            "timezone": client.timezone,
            "active": client.active,
        },
        "counts": {
            "events": Event.objects.filter(client=client).count(),
            "pages": WikiPage.objects.filter(client=client).count(),
            "versions": PageVersion.objects.filter(page__client=client).count(),
            "facts": Fact.objects.filter(client=client).count(),
        },
    }


def _single(model, client: Client) -> dict | None:
    row = model.objects.filter(client=client).first()
    return to_record(row) if row else None


def stream_archive(client: Client) -> Iterator[bytes]:
    """The archive's bytes, chunk by chunk."""
    sink = _Sink()
    exported_at = timezone.now()
    # zipfile streams to any object with write/tell/flush; the stubs only know files and seekable IO.
    with zipfile.ZipFile(sink, "w", compression=zipfile.ZIP_DEFLATED) as archive:  # type: ignore[call-overload]
        archive.writestr("README.md", _README.format(format=FORMAT, exported_at=exported_at.isoformat()))
        archive.writestr(
            "manifest.json", json.dumps(_manifest(client, exported_at), indent=2, ensure_ascii=False)
        )
        yield sink.drain()
        yield from _jsonl(archive, sink, "events.jsonl", _events(client))
        changesets = Changeset.objects.filter(client=client).order_by("id").iterator(chunk_size=500)
        yield from _jsonl(
            archive,
            sink,
            "wiki/changesets.jsonl",
            (to_record(c, id=c.id, alert=c.alert_id) for c in changesets),
        )
        pages = WikiPage.objects.filter(client=client).order_by("path").iterator(chunk_size=500)
        yield from _jsonl(archive, sink, "wiki/pages.jsonl", (to_record(page) for page in pages))
        yield from _jsonl(
            archive, sink, "wiki/versions.jsonl", (_version_record(v) for v in _versions(client))
        )
        for version in _versions(client):
            data = get_store(version.storage_backend).get(version.storage_key, version.storage_version_id)
            archive.writestr(blob_name(version.page.path, version.number), data)
            yield sink.drain()
        archive.writestr("wiki/state.json", dumps(_single(IngestState, client) or {}))
        archive.writestr("memory/checkpoint.json", dumps(_single(ConsolidationCheckpoint, client) or {}))
        facts = Fact.objects.filter(client=client).order_by("key").iterator(chunk_size=500)
        yield from _jsonl(archive, sink, "memory/facts.jsonl", (to_record(fact) for fact in facts))
        alerts = Alert.objects.filter(client=client).order_by("id").iterator(chunk_size=500)
        yield from _jsonl(archive, sink, "alerts.jsonl", (to_record(alert, id=alert.id) for alert in alerts))
        questions = Question.objects.filter(client=client).order_by("id").iterator(chunk_size=500)
        yield from _jsonl(archive, sink, "questions.jsonl", (to_record(q) for q in questions))
    yield sink.drain()
