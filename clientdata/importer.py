"""Load a client archive into a tenant that does not hold that client (docs/data.md, "Import").

One transaction for the rows; the version bytes are written to storage first (as every wiki write
does), so a failed import leaves at most orphan blobs, never pointers to nothing. Events get new
sequence numbers; every reference to an event by `seq` (watermarks, checkpoints, changeset replay
parameters) is mapped to the new ones.
"""

import json
import zipfile
from bisect import bisect_right
from collections.abc import Iterator
from pathlib import Path

from django.db import transaction

from clientdata.archive import FORMAT
from clientdata.rows import from_record
from coda_console.models import Client, Event, Tenant
from coda_console.services import audit_record
from memory.models import ConsolidationCheckpoint, Fact
from wiki.models import Alert, Changeset, IngestState, PageVersion, Question, WikiPage
from wiki.tree.storage import get_store, tree_key

_BATCH = 2000


class ImportRefused(Exception):
    pass


def _lines(archive: zipfile.ZipFile, name: str) -> Iterator[dict]:
    if name not in archive.namelist():
        return
    with archive.open(name) as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


class _SeqMap:
    """Old event seq → new event id; a watermark between events maps to the last event at or below it."""

    def __init__(self) -> None:
        self.old: list[int] = []
        self.new: list[int] = []

    def add(self, old: int, new: int) -> None:
        self.old.append(old)
        self.new.append(new)

    def __call__(self, old: int | None) -> int:
        if not old:
            return 0
        index = bisect_right(self.old, old)
        return self.new[index - 1] if index else 0


def _import_events(archive: zipfile.ZipFile, client: Client) -> _SeqMap:
    seqs = _SeqMap()
    batch: list[tuple[int, Event]] = []

    def flush() -> None:
        created = Event.objects.bulk_create([event for _, event in batch])
        if any(event.pk is None for event in created):  # backends without RETURNING: read them back
            ids = dict(
                Event.objects.filter(client=client, event_id__in=[e.event_id for e in created]).values_list(
                    "event_id", "id"
                )
            )
            for event in created:
                event.pk = ids[event.event_id]
        for (old, _), event in zip(batch, created, strict=True):
            seqs.add(old, event.pk)
        batch.clear()

    for record in _lines(archive, "events.jsonl"):
        batch.append((record["seq"], Event(client=client, **from_record(Event, record))))
        if len(batch) >= _BATCH:
            flush()
    if batch:
        flush()
    return seqs


def _remap_params(params: dict, seqs: _SeqMap) -> dict:
    if isinstance(params.get("event_ids"), list):
        params = params | {"event_ids": [seqs(seq) for seq in params["event_ids"]]}
    return params


def _import_wiki(archive: zipfile.ZipFile, client: Client, seqs: _SeqMap, alerts: dict[int, int]) -> int:
    changesets: dict[int, Changeset] = {}
    for record in _lines(archive, "wiki/changesets.jsonl"):
        fields = from_record(Changeset, record)
        fields["params"] = _remap_params(fields.get("params") or {}, seqs)
        changesets[record["id"]] = Changeset.objects.create(
            client=client,
            alert_id=alerts.get(int(record["alert"])) if record.get("alert") else None,
            **fields,
        )
    pages = {
        record["path"]: WikiPage.objects.create(client=client, **from_record(WikiPage, record))
        for record in _lines(archive, "wiki/pages.jsonl")
    }
    store = get_store()
    versions: dict[tuple[str, int], PageVersion] = {}
    for record in _lines(archive, "wiki/versions.jsonl"):
        data = archive.read(record["blob"])
        page = pages[record["path"]]
        blob = store.put(tree_key(client, page.path), record["number"], data)
        fields = from_record(PageVersion, record) | {
            "storage_backend": blob.backend,
            "storage_key": blob.key,
            "storage_version_id": blob.version_id,
        }
        parent = versions.get((page.path, record["parent_number"])) if record["parent_number"] else None
        versions[(page.path, record["number"])] = PageVersion.objects.create(
            page=page, parent=parent, changeset=changesets[record["changeset"]], **fields
        )
    for path, page in pages.items():
        current = versions.get((path, page.current_number))
        if current is not None:
            text = archive.read(f"wiki/blobs/{path}@v{current.number}").decode()
            WikiPage.objects.filter(pk=page.pk).update(current_version=current, current_content=text)
    return len(versions)


def _import_state(archive: zipfile.ZipFile, client: Client, seqs: _SeqMap) -> None:
    state = json.loads(archive.read("wiki/state.json")) if "wiki/state.json" in archive.namelist() else {}
    if state:
        fields = from_record(IngestState, state)
        fields["watermark_seq"] = seqs(fields.get("watermark_seq"))
        fields["folded_max_seq"] = seqs(fields.get("folded_max_seq"))
        IngestState.objects.create(client=client, **fields)
    checkpoint = (
        json.loads(archive.read("memory/checkpoint.json"))
        if "memory/checkpoint.json" in archive.namelist()
        else {}
    )
    if checkpoint:
        fields = from_record(ConsolidationCheckpoint, checkpoint)
        fields["last_event_id"] = seqs(fields.get("last_event_id"))
        fields["pruned_through_id"] = seqs(fields.get("pruned_through_id"))
        ConsolidationCheckpoint.objects.create(client=client, **fields)


def import_archive(*, path: Path, tenant: Tenant, external_id: str | None = None) -> Client:
    with zipfile.ZipFile(path) as archive:
        manifest = json.loads(archive.read("manifest.json"))
        if manifest.get("format") != FORMAT:
            raise ImportRefused(f"not a {FORMAT} archive (format {manifest.get('format')!r})")
        person = manifest["client"]
        external_id = external_id or person["external_id"]
        with transaction.atomic():
            if Client.objects.filter(tenant=tenant, external_id=external_id).exists():
                raise ImportRefused(f"{tenant.slug} already has a client {external_id!r}")
            client = Client.objects.create(
                tenant=tenant,
                external_id=external_id,
                display_name=person["display_name"],
                timezone=person["timezone"],
                active=person.get("active", True),
            )
            seqs = _import_events(archive, client)
            alerts = {
                record["id"]: Alert.objects.create(client=client, **from_record(Alert, record)).pk
                for record in _lines(archive, "alerts.jsonl")
            }
            versions = _import_wiki(archive, client, seqs, alerts)
            _import_state(archive, client, seqs)
            Fact.objects.bulk_create(
                [
                    Fact(client=client, **from_record(Fact, record))
                    for record in _lines(archive, "memory/facts.jsonl")
                ]
            )
            for record in _lines(archive, "questions.jsonl"):
                Question.objects.create(client=client, **from_record(Question, record))
            audit_record(
                action="client.import",
                tenant=tenant,
                target=external_id,
                detail={"events": len(seqs.old), "versions": versions, "format": FORMAT},
            )
    return client
