"""Nightly runs through the Message Batches API: submit one batch per dispatcher tick, poll, apply.

Submit (wiki.tasks.submit_nightly_batch, once per dispatcher tick): for each due client, its oldest
pending nightly run (a later night depends on the earlier one's result) → `prepare_nightly_task()` →
one batch request (custom_id = client id + local date). A run with nothing to distil (quiet day, tree
not initialised) runs directly at once. One LlmBatch row + one LlmBatchRequest per request.

Poll (wiki.tasks.poll_llm_batches, every LLM_BATCH_POLL_MINUTES): retrieve each open batch; once it
has ended, stream its results and apply each through the ordinary pipeline (`ingest_nightly` with a
BatchAnswerDistiller: the collected answer if the task is unchanged, direct calls otherwise — same
validator, same retries, same dead letter). errored / canceled / expired / missing results fall back
to a direct call. A batch not ended after LLM_BATCH_MAX_HOURS, or ended without results, falls back
whole. Applying is idempotent: a request is handled once (row lock + status), and a run already
finished is left alone, so a result applied twice changes nothing.
"""

import datetime as dt
import functools
import logging
import re
from collections.abc import Iterable
from typing import Any

import anthropic
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from coda_console.models import Client
from wiki.distillers.anthropic import AnthropicDistiller, BatchAnswerDistiller
from wiki.ingest.runs import FINISHED, IngestRefused, ingest_nightly, prepare_nightly_task
from wiki.llm.accounting import record_call, refresh_batch_totals
from wiki.llm.calls import describe_error
from wiki.llm.client import make_client
from wiki.llm.models import LlmBatch, LlmBatchRequest, LlmCall
from wiki.llm.pricing import usage_of
from wiki.models import IngestRun

logger = logging.getLogger(__name__)
CUSTOM_ID_RE = re.compile(r"[^A-Za-z0-9_-]+")
CUSTOM_ID_MAX = 64
BATCH_TTL = "1h"  # batches can take a while: the 1-hour cache keeps the prefix warm across requests


def custom_id_for(client: Client, local_date: dt.date, *, prefix: str = "c") -> str:
    """`c<id>-<external id>-<YYYYMMDD>` within the API's rule (1–64 of [A-Za-z0-9_-]); the client's
    database id and the date are always kept whole, the external id is cut to fit. (`l…`: a weekly
    LLM lint pass, wiki/llm/lint_batches.py.)"""
    head, tail = f"{prefix}{client.pk}", local_date.strftime("%Y%m%d")
    room = CUSTOM_ID_MAX - len(head) - len(tail) - 2
    middle = CUSTOM_ID_RE.sub("-", client.external_id).strip("-")[: max(room, 0)].strip("-")
    return "-".join(part for part in (head, middle, tail) if part)


def batch_client():
    return make_client(timeout=settings.LLM_BATCH_TIMEOUT_SECONDS, max_retries=settings.LLM_BATCH_MAX_RETRIES)


def run_directly(client: Client, run: IngestRun, *, extra: list[str] | None = None) -> IngestRun:
    """The ordinary nightly path for one run (direct calls), refusals handled as the dispatcher does.
    `extra`: the pages beyond the map its batch request held (the chooser is not asked twice)."""
    try:
        return ingest_nightly(
            client=client, local_date=run.local_date, distiller=AnthropicDistiller(extra=extra), run=run
        )
    except IngestRefused as refusal:
        IngestRun.objects.filter(pk=run.pk).update(
            status=IngestRun.Status.QUIET, error=str(refusal)[:5000], finished_at=timezone.now()
        )
        run.refresh_from_db()
        return run


# --- Submit ----------------------------------------------------------------------------------------


def _in_open_batch(run: IngestRun) -> bool:
    return LlmBatchRequest.objects.filter(
        run=run, status=LlmBatchRequest.Status.PENDING, batch__status__in=LlmBatch.OPEN
    ).exists()


def _next_entry(client: Client) -> tuple[IngestRun, Any, list[str]] | None:
    """The client's oldest pending night to batch, with its task and the pages beyond the map it holds;
    nights with nothing to distil run directly on the way. None: nothing to batch (all done, or the
    oldest is already in a batch)."""
    pending = IngestRun.objects.filter(
        client=client, kind=IngestRun.Kind.NIGHTLY, status=IngestRun.Status.PENDING
    ).order_by("local_date")
    for run in pending:
        if _in_open_batch(run):
            return None  # later nights wait for this one's result
        added: list[str] = []
        task = prepare_nightly_task(
            client=client, local_date=run.local_date, extra=functools.partial(_extra, added, run=run)
        )
        if task is not None:
            return run, task, added
        run_directly(client, run)  # a quiet day (no call) or the first night of a new tree
    return None


def _extra(added: list[str], task: Any, *, run: IngestRun) -> list[str]:
    """The direct path's first step, when the request is built (docs/anthropic.md "Pages beyond the
    map"): the offline extractor, plus the small-model chooser when configured — a direct call now,
    billed as `chooser` to the client and the run. Remembered in `added` for the request's row."""
    distiller = AnthropicDistiller()
    distiller.bind(client=run.client, run=run)
    added[:] = distiller.extra_pages(task)
    return added


def submit_nightly_batch(client_ids: Iterable[int]) -> LlmBatch | None:
    """One Message Batch with one request per client that has a night to distil. None if nothing to
    submit. If the API refuses the batch, the runs fall back to direct calls at once."""
    distiller = AnthropicDistiller()
    entries: list[tuple[Client, IngestRun, Any, list[str], dict]] = []
    for client in Client.objects.filter(pk__in=list(client_ids), active=True).order_by("pk"):
        if len(entries) >= settings.LLM_BATCH_MAX_REQUESTS:
            break  # the rest stay pending; the dispatcher re-collects them on a later tick
        found = _next_entry(client)
        if found is not None:
            run, task, added = found
            entries.append((client, run, task, added, distiller.request(task, ttl=BATCH_TTL)))
    if not entries:
        return None
    requests = [
        {"custom_id": custom_id_for(client, run.local_date), "params": params}
        for client, run, _, _, params in entries
    ]
    try:
        remote = batch_client().messages.batches.create(requests=requests)
    except Exception as error:
        logger.error(
            "batch submission failed (%s); %d run(s) distil directly", describe_error(error), len(entries)
        )
        for client, run, _, added, _ in entries:
            run_directly(client, run, extra=added)
        return None
    from wiki.llm.prompt import task_digest

    rows = [
        (client, run, str(request["custom_id"]), task_digest(task))
        for (client, run, task, _, _), request in zip(entries, requests, strict=True)
    ]
    chosen = {str(request["custom_id"]): entry[3] for entry, request in zip(entries, requests, strict=True)}
    return record_batch(remote, rows, extra_pages=chosen)


def record_batch(
    remote: Any,
    rows: list[tuple[Client, IngestRun, str, str]],
    *,
    extra_pages: dict[str, list[str]] | None = None,
) -> LlmBatch:
    """The submitted batch and its requests: (client, run, custom_id, sha256 of what was submitted);
    `extra_pages`: per custom_id, the pages beyond the map its task held."""
    with transaction.atomic():
        batch = LlmBatch.objects.create(
            batch_id=str(remote.id),
            status=_status(remote),
            model=settings.LLM_DISTILL_MODEL,
            request_count=len(rows),
            processing_count=len(rows),
            expires_at=getattr(remote, "expires_at", None),
        )
        LlmBatchRequest.objects.bulk_create(
            LlmBatchRequest(
                batch=batch,
                custom_id=custom_id,
                client=client,
                run=run,
                local_date=run.local_date,
                task_sha256=digest,
                extra_pages=(extra_pages or {}).get(custom_id),
            )
            for client, run, custom_id, digest in rows
        )
    logger.info("submitted batch %s with %d request(s)", batch.batch_id, len(rows))
    return batch


# --- Poll and apply ----------------------------------------------------------------------------------


def _status(remote: Any) -> str:
    status = str(getattr(remote, "processing_status", "") or "")
    return status if status in LlmBatch.OPEN else LlmBatch.Status.IN_PROGRESS


def _update_from_remote(batch: LlmBatch, remote: Any, now: dt.datetime) -> None:
    counts = getattr(remote, "request_counts", None)
    for field in ("processing", "succeeded", "errored", "canceled", "expired"):
        setattr(batch, f"{field}_count", int(getattr(counts, field, 0) or 0))
    batch.status = _status(remote)
    batch.ended_at = getattr(remote, "ended_at", None) or batch.ended_at
    batch.last_polled_at = now
    batch.save()


def _overdue(batch: LlmBatch, now: dt.datetime) -> bool:
    return now - batch.submitted_at > dt.timedelta(hours=settings.LLM_BATCH_MAX_HOURS)


def poll_batches(*, now: dt.datetime | None = None) -> int:
    """Poll every open batch; returns how many were collected or given up on this time."""
    finished = 0
    for batch in LlmBatch.objects.filter(status__in=LlmBatch.OPEN).order_by("submitted_at"):
        try:
            finished += poll_batch(batch, now=now)
        except Exception:  # one bad batch must not stop the others
            logger.exception("polling batch %s failed", batch.batch_id)
    return finished


def poll_batch(batch: LlmBatch, *, now: dt.datetime | None = None) -> bool:
    """Advance one batch. True when it is finished (collected, or failed and fallen back)."""
    now = now or timezone.now()
    api = batch_client()
    try:
        remote = api.messages.batches.retrieve(batch.batch_id)
    except Exception as error:
        logger.warning("batch %s: retrieve failed (%s)", batch.batch_id, describe_error(error))
        if _overdue(batch, now):
            return _give_up(
                batch, f"not reachable after {settings.LLM_BATCH_MAX_HOURS:g} h: {describe_error(error)}"
            )
        return False
    _update_from_remote(batch, remote, now)
    if batch.status != LlmBatch.Status.ENDED:
        if not _overdue(batch, now):
            return False
        _cancel_quietly(api, batch)
        return _give_up(batch, f"not ended after {settings.LLM_BATCH_MAX_HOURS:g} h")
    return collect(batch, api=api)


def _cancel_quietly(api: Any, batch: LlmBatch) -> None:
    try:
        api.messages.batches.cancel(batch.batch_id)
    except Exception as error:
        logger.warning("batch %s: cancel failed (%s)", batch.batch_id, describe_error(error))


def collect(batch: LlmBatch, *, api: Any = None) -> bool:
    """Stream an ended batch's results and apply each; requests without a result fall back."""
    api = api or batch_client()
    seen: set[str] = set()
    try:
        for item in api.messages.batches.results(batch.batch_id):
            seen.add(str(getattr(item, "custom_id", "")))
            apply_result(batch, item)
    except anthropic.AnthropicError as error:
        if type(error) is anthropic.AnthropicError:  # the SDK's "no results_url": there are none
            return _give_up(batch, f"ended without results: {error}")
        logger.warning("batch %s: results stream failed (%s)", batch.batch_id, describe_error(error))
        return False  # transient: the next poll streams again (applied requests are skipped)
    for request in batch.requests.filter(status=LlmBatchRequest.Status.PENDING).exclude(custom_id__in=seen):
        _fall_back(request, "missing", "no result line for this request")
    refresh_batch_totals(batch)
    LlmBatch.objects.filter(pk=batch.pk).update(status=LlmBatch.Status.COLLECTED, collected_at=timezone.now())
    batch.refresh_from_db()
    return True


def _give_up(batch: LlmBatch, reason: str) -> bool:
    logger.error("batch %s: %s; its pending requests distil directly", batch.batch_id, reason)
    for request in batch.requests.filter(status=LlmBatchRequest.Status.PENDING):
        _fall_back(request, request.result_type or "missing", reason)
    refresh_batch_totals(batch)
    LlmBatch.objects.filter(pk=batch.pk).update(
        status=LlmBatch.Status.FAILED, error=reason[:5000], collected_at=timezone.now()
    )
    batch.refresh_from_db()
    return True


def _locked_pending(request_id: int) -> LlmBatchRequest | None:
    request = LlmBatchRequest.objects.select_for_update().select_related("client", "run").get(pk=request_id)
    return request if request.status == LlmBatchRequest.Status.PENDING else None


def _finish(request: LlmBatchRequest, status: str, *, result_type: str, error: str = "") -> None:
    request.status = status
    request.result_type = result_type
    request.error = error[:5000]
    request.applied_at = timezone.now()
    request.save(update_fields=["status", "result_type", "error", "answer_used", "applied_at"])


def _fall_back(request: LlmBatchRequest, result_type: str, reason: str) -> None:
    """No usable answer for this request: distil its run directly (retries, dead letter + alert)."""
    if request.run.kind == IngestRun.Kind.LINT:
        from wiki.llm.lint_batches import fall_back_lint  # it imports this module

        return _guarded(request, result_type, fall_back_lint, request, result_type, reason)
    try:
        with transaction.atomic():
            locked = _locked_pending(request.pk)
            if locked is None:
                return
            if locked.run.status not in FINISHED and locked.run.status != IngestRun.Status.DEAD_LETTER:
                run_directly(locked.client, locked.run, extra=locked.extra_pages)
            _finish(locked, LlmBatchRequest.Status.FALLBACK, result_type=result_type, error=reason)
    except Exception as error:
        logger.exception("batch request %s: direct fallback failed", request.custom_id)
        LlmBatchRequest.objects.filter(pk=request.pk).update(
            status=LlmBatchRequest.Status.ERROR, result_type=result_type, error=describe_error(error)[:5000]
        )


def apply_result(batch: LlmBatch, item: Any) -> LlmBatchRequest | None:
    """Apply one result line. Idempotent: a request already handled, or whose run already finished,
    changes nothing (the run row is the exactly-once guarantee); its usage is billed once."""
    custom_id = str(getattr(item, "custom_id", ""))
    request = batch.requests.filter(custom_id=custom_id).first()
    if request is None:
        logger.warning("batch %s: result for unknown custom_id %r", batch.batch_id, custom_id)
        return None
    result = getattr(item, "result", None)
    result_type = str(getattr(result, "type", "") or "missing")
    if result_type != "succeeded":
        _fall_back(request, result_type, _result_error(result))
        return request
    message = getattr(result, "message", None)
    if request.run.kind == IngestRun.Kind.LINT:
        from wiki.llm.lint_batches import apply_lint_result  # it imports this module

        _guarded(request, result_type, apply_lint_result, batch, request, message, result_type)
        return request
    record_call(  # billed once per batch and custom_id, whatever happens to the answer next
        kind=LlmCall.Kind.BATCH,
        model=batch.model,
        usage=usage_of(message, default_ttl=BATCH_TTL),
        client=request.client,
        run=request.run,
        batch=batch,
        custom_id=custom_id,
        stop_reason=str(getattr(message, "stop_reason", "") or ""),
    )
    try:
        with transaction.atomic():
            locked = _locked_pending(request.pk)
            if locked is None:
                return request
            if locked.run.status in FINISHED or locked.run.status == IngestRun.Status.DEAD_LETTER:
                _finish(locked, LlmBatchRequest.Status.SKIPPED, result_type=result_type)
                return locked
            distiller = BatchAnswerDistiller(
                message=message, task_sha256=locked.task_sha256, extra=locked.extra_pages
            )
            try:
                ingest_nightly(
                    client=locked.client, local_date=locked.local_date, distiller=distiller, run=locked.run
                )
            except IngestRefused as refusal:
                IngestRun.objects.filter(pk=locked.run_id).update(
                    status=IngestRun.Status.QUIET, error=str(refusal)[:5000], finished_at=timezone.now()
                )
            locked.answer_used = distiller.answer_used
            note = "the tree moved on since submission: distilled directly" if distiller.task_changed else ""
            _finish(locked, LlmBatchRequest.Status.APPLIED, result_type=result_type, error=note)
            return locked
    except Exception as error:
        logger.exception("batch %s: applying %s failed", batch.batch_id, custom_id)
        LlmBatchRequest.objects.filter(pk=request.pk, status=LlmBatchRequest.Status.PENDING).update(
            status=LlmBatchRequest.Status.ERROR, result_type=result_type, error=describe_error(error)[:5000]
        )
        return request


def _guarded(request: LlmBatchRequest, result_type: str, apply: Any, *args: Any) -> None:
    """A lint request's handling; a crash marks the request `error` (the report's pass stays pending
    and is batched again by a later tick), like a nightly request's."""
    try:
        apply(*args)
    except Exception as error:
        logger.exception("batch request %s failed", request.custom_id)
        LlmBatchRequest.objects.filter(pk=request.pk, status=LlmBatchRequest.Status.PENDING).update(
            status=LlmBatchRequest.Status.ERROR, result_type=result_type, error=describe_error(error)[:5000]
        )


def _result_error(result: Any) -> str:
    error = getattr(result, "error", None)
    inner = getattr(error, "error", None)
    message = getattr(inner, "message", None) or getattr(error, "message", None)
    kind = getattr(result, "type", "missing")
    return f"batch result {kind}" + (f": {str(message)[:300]}" if message else "")
