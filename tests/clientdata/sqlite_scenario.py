"""Run in a subprocess against a SQLite FILE (WAL mode): populate a client, erase her, exit.

The test then reads the raw bytes of the database file, its WAL and the storage directory.
"""

import os
import shutil
import sqlite3
import sys
from pathlib import Path

import django

sys.path.insert(0, os.getcwd())
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "coda_console.settings")
django.setup()

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.db.backends.signals import connection_created  # noqa: E402

from coda_console import services  # noqa: E402


def _insecure_build(sender, connection, **kwargs) -> None:
    """Behave like an SQLite build without SECURE_DELETE by default: the erasure must turn it on."""
    if connection.vendor == "sqlite":
        connection.cursor().execute("PRAGMA secure_delete=OFF")


connection_created.connect(_insecure_build)
from tests.clientdata.population import populate  # noqa: E402


def main(step: str) -> None:
    if step == "populate":
        call_command("migrate", verbosity=0)
        tenant = services.tenant_create(slug="nata-coaching", name="Nata Coaching")
        services.coach_create(username="nata", tenant=tenant, password="correct horse battery")
        client, _ = services.client_upsert(
            tenant=tenant,
            external_id="marta-7f3a",
            display_name="Marta",
            timezone_name="Europe/Kyiv",
            coach_usernames=["nata"],
        )
        populate(client, knowledge=False)
    else:
        # Another process holds the file open (a web node), so the WAL is not deleted on our close:
        # snapshot the file and its WAL while it is still open, as they sit on disk mid-operation.
        database = Path(connection.settings_dict["NAME"])
        watcher = sqlite3.connect(database)
        watcher.execute("select count(*) from sqlite_master").fetchall()
        call_command(
            "client_erase", "marta-7f3a", "--tenant", "nata-coaching", "--reason", "her request", "--yes"
        )
        snapshot = database.parent / "snapshot"
        snapshot.mkdir()
        for suffix in ("", "-wal"):
            if Path(f"{database}{suffix}").exists():
                shutil.copy(f"{database}{suffix}", snapshot / f"copy{suffix}")
        watcher.close()
    connection.close()


if __name__ == "__main__":
    main(sys.argv[1])
