"""The erasure ledger file: one JSON line per finished erasure, pseudonymised, outside the database.

A database restored from a backup taken before an erasure brings her back; the ledger does not go back
with it. `client_erase --replay-ledger` reads it and erases again every client whose keyed pseudonym
it lists (docs/reliability.md, "Erasure and backups").
"""

import json
import os
from collections.abc import Iterator
from pathlib import Path

from django.conf import settings


def ledger_path() -> Path:
    return Path(settings.ERASURE_LEDGER_PATH)


def append(entry: dict) -> None:
    path = ledger_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    line = json.dumps(entry, sort_keys=True) + "\n"
    with path.open("a", encoding="utf-8") as handle:
        handle.write(line)
        handle.flush()
        os.fsync(handle.fileno())


def entries() -> Iterator[dict]:
    path = ledger_path()
    if not path.exists():
        return
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)
