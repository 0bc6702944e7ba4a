"""Export → import round trip: every version's content and metadata, the event log and the facts."""

import io
import zipfile

import pytest
from django.core.management import call_command

from clientdata.archive import stream_archive
from clientdata.rows import to_record
from coda_console.models import Client, Event
from memory.models import Fact
from tests.clientdata.population import populate
from wiki.models import PageVersion
from wiki.tree.storage import get_store

pytestmark = pytest.mark.django_db


def _events(client):
    return [to_record(e) for e in Event.objects.filter(client=client).order_by("id")]


def _changeset(changeset):
    """Its record, with event seqs (renumbered on import) spelled as the bots' event ids."""
    record = to_record(changeset)
    seqs = record["params"].get("event_ids")
    if isinstance(seqs, list):
        names = dict(Event.objects.filter(pk__in=seqs).values_list("pk", "event_id"))
        record["params"] = record["params"] | {"event_ids": [names.get(seq) for seq in seqs]}
    return record


def _versions(client):
    rows = []
    for v in (
        PageVersion.objects.filter(page__client=client)
        .select_related("page", "parent", "changeset")
        .order_by("page__path", "number")
    ):
        record = to_record(v)
        for moved in ("storage_backend", "storage_key", "storage_version_id"):
            record.pop(moved)
        record.update(
            path=v.page.path,
            parent=v.parent.number if v.parent else None,
            changeset=_changeset(v.changeset),
            content=get_store(v.storage_backend).get(v.storage_key, v.storage_version_id),
            current=v.page.current_number == v.number and v.page.current_content,
        )
        rows.append(record)
    return rows


def _facts(client):
    rows = [to_record(f) for f in Fact.objects.filter(client=client).order_by("key")]
    for row in rows:
        row.pop("updated_at")
    return rows


def test_the_archive_holds_a_readme_the_log_every_version_and_facts(client_a):
    populate(client_a, knowledge=False)
    archive = zipfile.ZipFile(io.BytesIO(b"".join(stream_archive(client_a))))
    names = set(archive.namelist())
    assert {
        "README.md",
        "manifest.json",
        "events.jsonl",
        "wiki/versions.jsonl",
        "wiki/changesets.jsonl",
        "memory/facts.jsonl",
        "alerts.jsonl",
        "questions.jsonl",
    } <= names
    assert (
        "JSON Lines" in archive.read("README.md").decode() or ".jsonl" in archive.read("README.md").decode()
    )
    versions = PageVersion.objects.filter(page__client=client_a).count()
    assert len([n for n in names if n.startswith("wiki/blobs/")]) == versions
    assert len(archive.read("events.jsonl").splitlines()) == Event.objects.filter(client=client_a).count()


def test_export_then_import_into_an_empty_tenant_reproduces_her(client_a, other_tenant, tmp_path, backend):
    populate(client_a, knowledge=False)
    target = tmp_path / "marta.zip"
    call_command("client_export", "marta-7f3a", "--tenant", "nata-coaching", "--out", str(target))

    call_command("client_import", str(target), "--tenant", "other-gym")

    copy = Client.objects.get(tenant=other_tenant, external_id="marta-7f3a")
    assert copy.display_name == "Marta" and copy.timezone == "Europe/Kyiv"
    assert _events(copy) == _events(client_a)
    for mine, original in zip(_versions(copy), _versions(client_a), strict=True):
        assert {k: v for k, v in mine.items() if v != original[k]} == {}, original["path"]
    assert _facts(copy) == _facts(client_a)
    assert copy.wiki_alerts.count() == client_a.wiki_alerts.count()
    assert copy.wiki_questions.count() == client_a.wiki_questions.count()
    assert copy.wiki_state.watermark_seq == Event.objects.filter(client=copy).order_by("id").last().id


def test_import_refuses_a_tenant_that_already_has_her(client_a, tmp_path):
    from django.core.management.base import CommandError

    target = tmp_path / "marta.zip"
    call_command("client_export", "marta-7f3a", "--tenant", "nata-coaching", "--out", str(target))
    with pytest.raises(CommandError, match="already has"):
        call_command("client_import", str(target), "--tenant", "nata-coaching")
