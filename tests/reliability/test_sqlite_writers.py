"""Parallel writers on the default SQLite file never get "database is locked" (docs/api-edge.md,
"SQLite"): write transactions begin IMMEDIATE and wait on the busy timeout instead of failing when a
read-then-write transaction tries to upgrade its lock."""

import threading

import pytest
from django.db import OperationalError, connections, transaction

from coda_console.env import database_from_url

pytestmark = [pytest.mark.slow]
WRITERS, TRANSACTIONS = 4, 40


def _hammer(alias: str, errors: list[str]) -> None:
    connection = connections[alias]
    try:
        for _ in range(TRANSACTIONS):
            try:
                with transaction.atomic(using=alias), connection.cursor() as cursor:
                    # The ingest's shape: read what is there, then write — the upgrade that a
                    # deferred transaction cannot make while another writer holds the lock.
                    cursor.execute("SELECT COUNT(*) FROM log")
                    (count,) = cursor.fetchone()
                    cursor.execute("INSERT INTO log (n) VALUES (%s)", [count])
            except OperationalError as error:
                errors.append(str(error))
    finally:
        connection.close()


@pytest.mark.parametrize("mode", ["IMMEDIATE"])
def test_parallel_read_then_write_transactions_all_commit(tmp_path, django_db_blocker, mode):
    alias = f"writers_{mode.lower()}"
    config = database_from_url(f"sqlite:///{tmp_path / 'writers.sqlite3'}", sqlite_default_path="x")
    assert config["OPTIONS"]["transaction_mode"] == mode
    assert "busy_timeout" in config["OPTIONS"]["init_command"]
    connections.settings[alias] = connections.configure_settings({"default": config})["default"]
    errors: list[str] = []
    try:
        with django_db_blocker.unblock():
            with connections[alias].cursor() as cursor:
                cursor.execute("CREATE TABLE log (id INTEGER PRIMARY KEY, n INTEGER)")
            connections[alias].close()
            threads = [threading.Thread(target=_hammer, args=(alias, errors)) for _ in range(WRITERS)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            with connections[alias].cursor() as cursor:
                cursor.execute("SELECT COUNT(*) FROM log")
                (stored,) = cursor.fetchone()
            connections[alias].close()
    finally:
        del connections.settings[alias]
    assert errors == []
    assert stored == WRITERS * TRANSACTIONS
