"""Retry-safe writes for `/turns` and `/notes` (docs/api-edge.md, "Retries").

A request is identified by its API key, client, operation and either the client-supplied id
(`turn_id` / `note_id`) or — without one — the hash of its canonical body. The first request claims
a row; its answer is stored there; an identical request within API_IDEMPOTENCY_WINDOW_SECONDS gets
that answer back and stores nothing. The same id with a different body is a 409. After the window
the row is gone: the same text is a new request (and, with an explicit id, its events are recognised
as duplicates by their ids).
"""

import datetime as dt
import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from coda_console.errors import Conflict
from coda_console.models import ApiKey, Client, IdempotentResponse
from coda_console.services import canonical_json

# A claim still unanswered after this long belongs to a request that died: a retry takes it over.
_ABANDONED_AFTER = dt.timedelta(seconds=60)
_WAIT_FOR_FIRST_SECONDS = 10.0


@dataclass(frozen=True)
class Answer:
    status: int
    body: dict[str, Any]
    replayed: bool


def request_sha256(body: dict[str, Any]) -> str:
    return hashlib.sha256(canonical_json(body).encode()).hexdigest()


def answer_once(
    *,
    api_key: ApiKey,
    client: Client,
    operation: str,
    explicit_id: str | None,
    body: dict[str, Any],
    work: Callable[[], tuple[int, dict[str, Any]]],
) -> Answer:
    """Run `work` once per identical request within the window; replay its answer to the retries."""
    sha = request_sha256(body)
    fingerprint = f"id:{explicit_id}" if explicit_id else f"body:{sha}"
    identity = {"api_key": api_key, "client": client, "operation": operation, "fingerprint": fingerprint}
    deadline = time.monotonic() + _WAIT_FOR_FIRST_SECONDS
    while True:
        row = _claim(identity, sha)
        if row is not None:
            break
        earlier = IdempotentResponse.objects.filter(**identity).first()
        if earlier is None:
            continue  # expired and deleted between our insert and our read: claim again
        if earlier.request_sha256 != sha:
            raise Conflict(
                f"The id {explicit_id!r} was already used for a different request.",
                code="idempotency_conflict",
                details=[{"field": f"{operation[:-1]}_id", "message": "already used with another body"}],
            )
        if earlier.status_code is not None:
            return Answer(status=earlier.status_code, body=earlier.response, replayed=True)
        if time.monotonic() > deadline:
            raise Conflict(
                "The same request is still being answered; retry in a moment.", code="request_in_progress"
            )
        time.sleep(0.1)
    try:
        # The writes and the stored answer commit together: a crash in between leaves neither, and
        # the unanswered claim is taken over by the retry once abandoned.
        with transaction.atomic():
            status, answer = work()
            IdempotentResponse.objects.filter(pk=row.pk).update(status_code=status, response=answer)
    except BaseException:
        IdempotentResponse.objects.filter(pk=row.pk).delete()  # a failed request can be retried
        raise
    return Answer(status=status, body=answer, replayed=False)


def _claim(identity: dict[str, Any], sha: str) -> IdempotentResponse | None:
    """Insert the claim row (None if an earlier request holds it), after clearing expired ones."""
    now = timezone.now()
    window = dt.timedelta(seconds=settings.API_IDEMPOTENCY_WINDOW_SECONDS)
    mine = IdempotentResponse.objects.filter(client=identity["client"], operation=identity["operation"])
    mine.filter(created_at__lt=now - window).delete()
    mine.filter(**identity, status_code__isnull=True, created_at__lt=now - _ABANDONED_AFTER).delete()
    try:
        with transaction.atomic():
            return IdempotentResponse.objects.create(**identity, request_sha256=sha, created_at=now)
    except IntegrityError:
        return None
