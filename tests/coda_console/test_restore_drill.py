"""`manage.py restore_drill`: dump → fresh database → counts, migrate --check and wiki_verify pass there.

Runs against whichever database the suite uses: SQLite (backup API into a new file) or PostgreSQL
(pg_dump → a new database created for the drill → pg_restore; dropped afterwards)."""

import datetime as dt
import os
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from coda_console import services
from coda_console.models import Event
from coda_console.restore_drill import run_drill
from wiki.models import PageVersion
from wiki.services import page_save_by_coach
from wiki.tree.storage import _store

pytestmark = pytest.mark.django_db(transaction=True)
NOTES = "# Drill notes\n\n*What the restore drill must bring back.*\n\nShe sleeps better on rest days.\n"


@pytest.fixture(autouse=True)
def fs_storage(settings, tmp_path):
    settings.WIKI_STORAGE = "filesystem"
    settings.WIKI_FS_ROOT = str(tmp_path / "wiki-storage")
    _store.cache_clear()
    yield Path(settings.WIKI_FS_ROOT)
    _store.cache_clear()


@pytest.fixture
def history(client_a, coach):
    """A client with events and a wiki (the init tree plus a coach's page): the things a backup keeps."""
    start = dt.datetime(2026, 8, 1, 7, 0, tzinfo=dt.UTC)
    services.events_ingest(
        client=client_a,
        raw_events=[
            {
                "id": f"sleep-{n}",
                "kind": "sleep.logged",
                "occurred_at": (start + dt.timedelta(days=n)).isoformat(),
                "payload": {"hours": 6.5 + n / 10},
            }
            for n in range(5)
        ],
    )
    page_save_by_coach(
        client=client_a,
        path="wiki/drill-notes.md",
        content=NOTES,
        base_version=0,
        user=coach,
    )
    return client_a


def _drill(*args: str) -> str:
    out = StringIO()
    call_command("restore_drill", *args, stdout=out, stderr=StringIO())
    return out.getvalue()


def _drill_databases() -> list[str]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT datname FROM pg_database WHERE datname LIKE %s", ["%\\_drill\\_%"])
        return [row[0] for row in cursor.fetchall()]


def test_drill_restores_every_row_and_every_version_verifies(history):
    versions = PageVersion.objects.filter(page__client=history).count()
    out = _drill()
    assert "restore drill passed" in out
    assert f"{versions} versions verified" in out
    events_line = next(line for line in out.splitlines() if Event._meta.db_table + " " in line)
    assert events_line.split()[-1] == str(Event.objects.count()) == "5"


def test_drill_report_counts_match_the_live_tables(history):
    report = run_drill()
    assert report.ok, report.problems
    assert report.dump_bytes > 0
    assert all(before == restored for before, restored in report.counts.values())
    assert report.counts[PageVersion._meta.db_table][1] == PageVersion.objects.count() > 1


def test_drill_fails_when_a_stored_blob_no_longer_matches(history, fs_storage):
    version = PageVersion.objects.filter(page__path="wiki/drill-notes.md").get()
    blob = fs_storage / version.storage_key
    blob.chmod(0o644)
    blob.write_bytes(b"# Drill notes\n\n*tampered*\n")
    with pytest.raises(CommandError, match="restore drill failed"):
        _drill()
    report = run_drill()
    assert "manage.py wiki_verify exited 1" in report.problems
    assert "sha256 mismatch" in report.verify_output


def test_drill_fails_when_a_blob_is_missing(history, fs_storage):
    version = PageVersion.objects.filter(page__path="wiki/drill-notes.md").get()
    (fs_storage / version.storage_key).unlink()
    report = run_drill()
    assert not report.ok and "unreadable" in report.verify_output


def test_drill_cleans_up_its_dump_and_scratch_database(history, tmp_path):
    workdir = tmp_path / "drill"
    report = run_drill(workdir=str(workdir))
    assert report.ok, report.problems
    assert list(workdir.iterdir()) == []
    if connection.vendor == "postgresql":
        assert _drill_databases() == []


def test_drill_keep_leaves_a_restored_database_to_inspect(history, tmp_path):
    workdir = tmp_path / "drill"
    out = _drill("--keep", "--workdir", str(workdir))
    assert "kept:" in out
    if connection.vendor == "postgresql":
        target = out.split("kept:")[1].split()[0]
        assert target in _drill_databases()
        with connection.cursor() as cursor:
            cursor.execute(f'DROP DATABASE "{target}" WITH (FORCE)')
    else:
        assert (workdir / "restored.sqlite3").stat().st_size > 0
        assert (workdir / "backup.sqlite3").exists()


@pytest.mark.postgres
def test_postgres_drill_restores_into_a_new_database_via_pg_dump(history):
    report = run_drill()
    assert report.ok, report.problems
    assert report.target == f"{connection.settings_dict['NAME']}_drill_{os.getpid()}"
    assert report.target not in _drill_databases()
