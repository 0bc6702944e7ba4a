"""The weekly LLM lint pass through Message Batches, when nightly runs use them (LLM_NIGHTLY_MODE=batch;
docs/anthropic.md, "Weekly LLM lint pass").

The Sunday lint commits as always and leaves its report's pass `pending`; every poller tick
(wiki.tasks.poll_llm_batches) first submits the pending passes not yet in an open batch as one batch
(custom_id `l<client id>-<external id>-<YYYYMMDD>`, one LlmBatchRequest per report's lint run), then
polls. A collected answer is decided against the pages as they are when it is applied (a quote must
still be on its page); an errored, expired or missing result — or a refused submission — runs the pass
directly. A report already done or failed is never touched again, so a result applied twice changes
nothing. Results are billed as kind `lint` at the batch price.
"""

import hashlib
import json
import logging
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from wiki.distillers.base import DistillerError
from wiki.llm.accounting import record_call
from wiki.llm.batches import BATCH_TTL, batch_client, custom_id_for, record_batch
from wiki.llm.calls import describe_error
from wiki.llm.lint_findings import apply_suggestions
from wiki.llm.lint_pass import lint_params, lint_snapshot, llm_lint_pass, parse_findings, schema_of
from wiki.llm.models import LlmBatch, LlmBatchRequest, LlmCall
from wiki.llm.pricing import usage_of
from wiki.models import IngestRun, LintReport

logger = logging.getLogger(__name__)


def _pending_reports() -> list[LintReport]:
    in_batch = LlmBatchRequest.objects.filter(
        status=LlmBatchRequest.Status.PENDING, batch__status__in=LlmBatch.OPEN
    ).values("run_id")
    reports = (
        LintReport.objects.filter(llm_status=LintReport.LlmStatus.PENDING, run__isnull=False)
        .exclude(run_id__in=in_batch)
        .select_related("client", "run")
        .order_by("local_date", "pk")
    )
    return list(reports[: settings.LLM_BATCH_MAX_REQUESTS])


def _params(report: LintReport) -> dict[str, Any]:
    client = report.client
    return lint_params(
        lint_snapshot(client), schema=schema_of(client), client=client, today=report.local_date, ttl=BATCH_TTL
    )


def submit_lint_batch() -> LlmBatch | None:
    """One batch of every pending lint pass; None when there is none (or the API refused the batch and
    the passes ran directly)."""
    reports = _pending_reports()
    if not reports:
        return None
    entries: list[tuple[LintReport, IngestRun, str, dict[str, Any], str]] = []
    for report in reports:
        assert report.run is not None  # _pending_reports: scheduled lints only
        params = _params(report)
        digest = hashlib.sha256(json.dumps(params, sort_keys=True).encode()).hexdigest()
        custom_id = custom_id_for(report.client, report.local_date, prefix="l")
        entries.append((report, report.run, custom_id, params, digest))
    requests = [{"custom_id": custom_id, "params": params} for _, _, custom_id, params, _ in entries]
    try:
        remote = batch_client().messages.batches.create(requests=requests)
    except Exception as error:
        logger.error("lint batch submission failed (%s); the passes run directly", describe_error(error))
        for report, *_ in entries:
            llm_lint_pass(client=report.client, report=report)
        return None
    return record_batch(
        remote, [(r.client, run, custom_id, digest) for r, run, custom_id, _, digest in entries]
    )


def _locked_report(request: LlmBatchRequest) -> LintReport | None:
    """The request's report, locked — None when the request or the report's pass is already settled."""
    locked = LlmBatchRequest.objects.select_for_update().get(pk=request.pk)
    if locked.status != LlmBatchRequest.Status.PENDING:
        return None
    report = LintReport.objects.select_for_update().filter(run_id=locked.run_id).first()
    if report is None or report.llm_status != LintReport.LlmStatus.PENDING:
        LlmBatchRequest.objects.filter(pk=request.pk).update(status=LlmBatchRequest.Status.SKIPPED)
        return None
    return report


def _settle(request: LlmBatchRequest, status: str, result_type: str, error: str = "") -> None:
    LlmBatchRequest.objects.filter(pk=request.pk).update(
        status=status, result_type=result_type, error=error[:5000], applied_at=timezone.now()
    )


def apply_lint_result(batch: LlmBatch, request: LlmBatchRequest, message: Any, result_type: str) -> None:
    """A succeeded result: billed once, then decided and stored like a direct pass."""
    record_call(
        kind=LlmCall.Kind.LINT,
        model=batch.model,
        usage=usage_of(message, default_ttl=BATCH_TTL),
        client=request.client,
        batch=batch,
        custom_id=request.custom_id,
        stop_reason=str(getattr(message, "stop_reason", "") or ""),
    )
    with transaction.atomic():
        report = _locked_report(request)
        if report is None:
            return
        try:
            suggestions = parse_findings(message)
        except DistillerError as error:
            report.llm_status, report.llm_error, report.llm_findings = (
                LintReport.LlmStatus.FAILED,
                str(error),
                [],
            )
        else:
            pages = lint_snapshot(request.client).pages
            report.llm_findings = apply_suggestions(
                client=request.client, report=report, suggestions=suggestions, pages=pages
            )
            report.llm_status, report.llm_error = LintReport.LlmStatus.DONE, ""
        report.save(update_fields=["llm_status", "llm_error", "llm_findings"])
        request.answer_used = True
        request.save(update_fields=["answer_used"])
        _settle(request, LlmBatchRequest.Status.APPLIED, result_type)


def fall_back_lint(request: LlmBatchRequest, result_type: str, reason: str) -> None:
    """No usable result: the pass runs directly (its call outside the lock, like any direct pass)."""
    with transaction.atomic():
        report = _locked_report(request)
        if report is None:
            return
        _settle(request, LlmBatchRequest.Status.FALLBACK, result_type, reason)
    llm_lint_pass(client=request.client, report=report)
