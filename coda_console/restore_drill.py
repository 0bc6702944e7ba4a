"""Restore drill: dump the live database, restore it into a fresh one, and prove the copy is whole.

A backup nobody has restored is a hope. The drill does what a restore after a disaster does, against a
scratch database, and checks the result the way an operator would:

1. count the record tables (events, audit, clients, keys, wiki pages and versions, knowledge records);
2. dump — PostgreSQL: `pg_dump --format=custom` (one consistent snapshot, the file a nightly backup job
   keeps); SQLite: the sqlite3 online-backup API into a new file (consistent while writers continue);
3. restore into a fresh database — PostgreSQL: `CREATE DATABASE <name>_drill_<pid>` + `pg_restore`;
   SQLite: the backup file copied to a new path (the restore of a file backup is a copy);
4. in a subprocess pointed at the restored database (DATABASE_URL), run `migrate --check` (schema
   complete) and `wiki_verify` (every page version's blob is in storage with its recorded sha256 — the
   database dump plus the bucket's versions form the point-in-time wiki);
5. compare counts: the copy must hold at least what the live database held before the dump
   (append-only tables only grow, so a live system writing meanwhile never makes a good drill fail);
6. replay the erasure ledger into the copy (`client_erase --replay-ledger`): a backup taken before an
   erasure brings the client back, and the ledger — kept outside the database — erases her again
   (docs/reliability.md, "Erasure and backups"); the report says how many were erased again;
7. drop the scratch database and the dump unless asked to keep them.
"""

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from django.apps import apps
from django.conf import settings
from django.db import connection

# Append-only or slowly growing record tables: a restore that loses rows here lost data.
RECORD_MODELS = [
    "coda_console.Tenant",
    "coda_console.Client",
    "coda_console.ApiKey",
    "coda_console.Event",
    "coda_console.AuditEntry",
    "wiki.WikiPage",
    "wiki.PageVersion",
    "wiki.Changeset",
    "knowledge.Record",
]
# Settings the subprocess must share with us (a test or an operator may have overridden them).
_PASSED_SETTINGS = [
    "WIKI_STORAGE",
    "WIKI_STORAGE_PREFIX",
    "WIKI_FS_ROOT",
    "WIKI_S3_BUCKET",
    "WIKI_S3_ENDPOINT_URL",
    "WIKI_S3_REGION",
    "WIKI_S3_ACCESS_KEY_ID",
    "WIKI_S3_SECRET_ACCESS_KEY",
    "ERASURE_HMAC_KEY",
    "ERASURE_LEDGER_PATH",
]


class DrillFailed(Exception):
    """The restored copy is not whole (a step failed, rows are missing or a blob does not verify)."""


@dataclass
class DrillReport:
    vendor: str
    target: str
    dump_bytes: int = 0
    counts: dict[str, tuple[int, int]] = field(default_factory=dict)  # table → (live before, restored)
    verify_output: str = ""
    ledger_output: str = ""
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def _tables() -> list[str]:
    return [apps.get_model(label)._meta.db_table for label in RECORD_MODELS]


def _count_live(tables: list[str]) -> dict[str, int]:
    counts = {}
    with connection.cursor() as cursor:
        for table in tables:
            cursor.execute(f'SELECT COUNT(*) FROM "{table}"')  # names come from our models, not input
            counts[table] = cursor.fetchone()[0]
    return counts


def run_drill(*, workdir: str | None = None, keep: bool = False) -> DrillReport:
    """Run the whole drill; returns the report (`report.ok`), raises DrillFailed only via the caller."""
    started = time.monotonic()
    connection.ensure_connection()
    scratch = Path(workdir or tempfile.mkdtemp(prefix="coda-restore-drill-"))
    scratch.mkdir(parents=True, exist_ok=True)
    tables = _tables()
    before = _count_live(tables)
    drill = _PostgresDrill(scratch) if connection.vendor == "postgresql" else _SqliteDrill(scratch)
    report = DrillReport(vendor=connection.vendor, target=drill.label)
    try:
        report.dump_bytes = drill.dump_and_restore()
        after = drill.count(tables)
        report.counts = {table: (before[table], after[table]) for table in tables}
        report.problems += [
            f"{table}: {after[table]} rows restored, {before[table]} before the dump"
            for table in tables
            if after[table] < before[table]
        ]
        for command in (["migrate", "--check"], ["wiki_verify"]):
            result = _manage(command, drill.database_url)
            report.verify_output += result.stdout + result.stderr
            if result.returncode != 0:
                report.problems.append(f"manage.py {' '.join(command)} exited {result.returncode}")
        replay = _manage(["client_erase", "--replay-ledger", "--by", "restore-drill"], drill.database_url)
        report.ledger_output = (replay.stdout + replay.stderr).strip()
        if replay.returncode != 0:
            report.problems.append(f"manage.py client_erase --replay-ledger exited {replay.returncode}")
    except (subprocess.CalledProcessError, OSError, sqlite3.Error) as error:
        report.problems.append(f"{type(error).__name__}: {error}")
    finally:
        if not keep:
            drill.drop()
            if workdir is None:
                shutil.rmtree(scratch, ignore_errors=True)
        report.seconds = time.monotonic() - started
    return report


def _manage(command: list[str], database_url: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, DATABASE_URL=database_url, CODA_DATA_DIR=str(settings.DATA_DIR))
    for name in _PASSED_SETTINGS:
        env[name] = str(getattr(settings, name))
    if settings.TESTING:
        env["CODA_TESTING"] = "1"  # the suite's throwaway secret key and relaxed transport settings
    manage = Path(settings.BASE_DIR) / "manage.py"
    return subprocess.run(
        [sys.executable, str(manage), *command], env=env, capture_output=True, text=True, timeout=600
    )


class _SqliteDrill:
    def __init__(self, scratch: Path) -> None:
        self.dump_path = scratch / "backup.sqlite3"
        self.restored_path = scratch / "restored.sqlite3"
        self.label = str(self.restored_path)
        self.database_url = f"sqlite:///{self.restored_path}"  # absolute path → sqlite:////…

    def dump_and_restore(self) -> int:
        # The online-backup API copies a consistent snapshot even while other connections write
        # (and works for the suite's in-memory database, which has no file to copy).
        target = sqlite3.connect(self.dump_path)
        try:
            connection.connection.backup(target)
        finally:
            target.close()
        shutil.copyfile(self.dump_path, self.restored_path)
        return self.dump_path.stat().st_size

    def count(self, tables: list[str]) -> dict[str, int]:
        restored = sqlite3.connect(f"file:{self.restored_path}?mode=ro", uri=True)
        try:
            return {t: _first(restored.execute(f'SELECT COUNT(*) FROM "{t}"').fetchone()) for t in tables}
        finally:
            restored.close()

    def drop(self) -> None:
        for path in (self.dump_path, self.restored_path):
            path.unlink(missing_ok=True)


class _PostgresDrill:
    def __init__(self, scratch: Path) -> None:
        params = connection.settings_dict
        self.source = params["NAME"]
        self.target = f"{self.source}_drill_{os.getpid()}"[:63]
        self.label = self.target
        self.dump_path = scratch / f"{self.source}.dump"
        self.env = dict(
            os.environ,
            PGHOST=params["HOST"] or "127.0.0.1",
            PGPORT=str(params["PORT"] or 5432),
            PGUSER=params["USER"] or "postgres",
            PGPASSWORD=params["PASSWORD"] or "",
        )
        auth = quote(self.env["PGUSER"], safe="")
        if self.env["PGPASSWORD"]:
            auth += ":" + quote(self.env["PGPASSWORD"], safe="")
        self.database_url = f"postgres://{auth}@{self.env['PGHOST']}:{self.env['PGPORT']}/{self.target}"
        self.created = False

    def _admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(
            dbname="postgres",
            host=self.env["PGHOST"],
            port=self.env["PGPORT"],
            user=self.env["PGUSER"],
            password=self.env["PGPASSWORD"] or None,
            autocommit=True,
        ) as admin:
            admin.execute(sql)

    def dump_and_restore(self) -> int:
        run: dict[str, Any] = {"env": self.env, "check": True, "capture_output": True, "timeout": 3600}
        subprocess.run(
            ["pg_dump", "--format=custom", "--no-owner", f"--file={self.dump_path}", self.source], **run
        )
        self._admin(f'DROP DATABASE IF EXISTS "{self.target}"')
        self._admin(f'CREATE DATABASE "{self.target}"')
        self.created = True
        subprocess.run(
            ["pg_restore", "--no-owner", "--exit-on-error", f"--dbname={self.target}", str(self.dump_path)],
            **run,
        )
        return self.dump_path.stat().st_size

    def count(self, tables: list[str]) -> dict[str, int]:
        import psycopg

        with psycopg.connect(
            dbname=self.target,
            host=self.env["PGHOST"],
            port=self.env["PGPORT"],
            user=self.env["PGUSER"],
            password=self.env["PGPASSWORD"] or None,
        ) as restored:
            return {t: _first(restored.execute(f'SELECT COUNT(*) FROM "{t}"').fetchone()) for t in tables}

    def drop(self) -> None:
        if self.created:
            self._admin(f'DROP DATABASE IF EXISTS "{self.target}" WITH (FORCE)')
        self.dump_path.unlink(missing_ok=True)


def _first(row: tuple[Any, ...] | None) -> int:
    """The single value of a COUNT(*) row (a COUNT always returns one row)."""
    assert row is not None
    return int(row[0])
