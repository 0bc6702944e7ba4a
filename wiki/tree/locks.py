"""The per-client lock every tree write takes: one ingest, edit or resolution at a time per client."""

from django.db import transaction
from django.db.models import F

from coda_console.models import Client
from wiki.models import IngestState


def lock_client(client: Client) -> IngestState:
    """Lock the client's IngestState row until the surrounding transaction ends, and return it.

    The first statement is an UPDATE on purpose: on PostgreSQL it takes the row lock (the same lock
    SELECT … FOR UPDATE takes, which follows), and on SQLite it takes the database write lock at once —
    a deferred transaction that read first and wrote later could fail with "database is locked"
    instead of waiting its turn.
    """
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("lock_client() must be called inside transaction.atomic()")
    bumped = IngestState.objects.filter(client=client).update(lock_count=F("lock_count") + 1)
    if not bumped:
        IngestState.objects.get_or_create(client=client)
        IngestState.objects.filter(client=client).update(lock_count=F("lock_count") + 1)
    return IngestState.objects.select_for_update().get(client=client)
