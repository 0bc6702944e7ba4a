"""On SQLite the erased client is gone from the BYTES of the database file and its WAL, and from the
storage directory — secure_delete, VACUUM and a truncating WAL checkpoint (docs/data.md)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.clientdata.population import MARKER

NEEDLES = [b"marta-7f3a", b"Marta", MARKER.encode()]


def _run(step: str, env: dict) -> None:
    done = subprocess.run(
        [sys.executable, "tests/clientdata/sqlite_scenario.py", step],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]


def _hits(directory: Path) -> list[str]:
    hits = []
    for path in directory.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            hits += [f"{path.name}: {needle!r}" for needle in NEEDLES if needle in data]
    return hits


@pytest.mark.slow
def test_nothing_of_her_is_left_in_the_sqlite_file_its_wal_or_storage(tmp_path):
    data_dir = tmp_path / "data"
    env = os.environ | {
        "CODA_DATA_DIR": str(data_dir),
        "DATABASE_URL": f"sqlite:///{data_dir / 'coda.sqlite3'}",
        "CODA_TESTING": "1",
        "Q_BROKER": "orm",
        "REDIS_URL": "",
        "WIKI_STORAGE": "filesystem",
    }
    env.pop("DJANGO_SETTINGS_MODULE", None)
    _run("populate", env)
    assert any("coda.sqlite3" in hit for hit in _hits(data_dir))  # she is there, in the bytes
    assert any(
        MARKER.encode() in path.read_bytes()
        for path in (data_dir / "wiki-storage").rglob("*")
        if path.is_file()
    )

    _run("erase", env)

    assert (data_dir / "snapshot" / "copy").exists()
    assert _hits(data_dir) == []  # the file, its WAL snapshot taken while open, storage, the ledger
    assert (data_dir / "erasure-ledger.jsonl").exists()
