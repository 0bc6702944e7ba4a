"""The weekly LLM lint pass through Message Batches (batch mode): submitted by the poller, applied once,
falling back to a direct pass."""

import datetime as dt

import pytest

from tests.wiki.conftest import snapshot
from tests.wiki.llm.conftest import RECOVERY
from tests.wiki.llm.fake_api import Reply, errored, pages_in, succeeded, tool_message, usage
from wiki import tasks
from wiki.lint.runs import run_pending_lints
from wiki.llm import batches
from wiki.llm.lint_pass import TOOL_NAME
from wiki.llm.models import LlmBatch, LlmBatchRequest, LlmCall
from wiki.llm.pricing import Usage, cost_of
from wiki.models import Alert, IngestRun, LintReport

pytestmark = pytest.mark.django_db
SUNDAY = dt.date(2026, 8, 16)


def contradiction(pages: dict) -> dict:
    line = pages[RECOVERY].split("\n", 1)[0]
    return {
        "kind": "contradiction",
        "pages": [RECOVERY],
        "quotes": [{"page": RECOVERY, "line": line}],
        "message": "Recovery and training disagree.",
        "question": "",
        "options": [],
    }


def findings(params: dict, usage_data=None) -> dict:
    return tool_message(
        {"findings": [contradiction(pages_in(params))]}, name=TOOL_NAME, usage_data=usage_data
    )


@pytest.fixture
def pending(marta, settings, fake_api):
    settings.WIKI_DISTILLER, settings.LLM_NIGHTLY_MODE = "anthropic", "batch"
    IngestRun.objects.create(client=marta, kind=IngestRun.Kind.LINT, local_date=SUNDAY)
    (report,) = run_pending_lints(client=marta)
    return report


def submitted(fake_api) -> tuple[LlmBatch, str, dict]:
    tasks.poll_llm_batches()
    batch = LlmBatch.objects.get()
    (request,) = fake_api.batches[batch.batch_id].requests
    return batch, request["custom_id"], request["params"]


def test_in_batch_mode_the_lint_leaves_its_pass_to_the_next_batch(marta, fake_api, pending):
    assert pending.llm_status == LintReport.LlmStatus.PENDING
    assert IngestRun.objects.get(kind="lint").status == IngestRun.Status.DONE  # the lint itself is done
    assert fake_api.message_bodies == []
    batch, custom_id, params = submitted(fake_api)
    assert custom_id == f"l{marta.pk}-marta-7f3a-20260816"
    assert params["tool_choice"] == {"type": "tool", "name": TOOL_NAME}
    assert params["system"][-1]["cache_control"] == {"type": "ephemeral", "ttl": "1h"}
    assert batch.requests.get().run.kind == IngestRun.Kind.LINT
    tasks.poll_llm_batches()  # still running: not submitted twice
    assert LlmBatch.objects.count() == 1 and len(fake_api.batches) == 1


def test_a_collected_answer_is_decided_billed_at_batch_price_and_applied_once(marta, fake_api, pending):
    before = snapshot(marta)
    batch, custom_id, params = submitted(fake_api)
    data = usage(6000, 500, 0, 3000, ttl="1h")
    fake_api.end_batch(batch.batch_id, {custom_id: succeeded(findings(params, data))})
    tasks.poll_llm_batches()
    report = LintReport.objects.get(pk=pending.pk)
    assert report.llm_status == "done" and [f["outcome"] for f in report.llm_findings] == ["alert"]
    assert Alert.objects.filter(client=marta, kind=Alert.Kind.LINT_SUGGESTION).count() == 1
    call = LlmCall.objects.get(kind=LlmCall.Kind.LINT)
    direct, _ = cost_of(call.model, Usage(6000, 500, cache_write_1h_tokens=3000))
    assert call.batch == batch and call.cost == (direct / 2).quantize(call.cost)
    assert LlmBatchRequest.objects.get().status == LlmBatchRequest.Status.APPLIED
    assert snapshot(marta) == before
    # streamed again (a second poller): nothing changes
    for item in batches.batch_client().messages.batches.results(batch.batch_id):
        batches.apply_result(batch, item)
    assert Alert.objects.filter(client=marta, kind=Alert.Kind.LINT_SUGGESTION).count() == 1
    assert LlmCall.objects.filter(kind=LlmCall.Kind.LINT).count() == 1
    assert fake_api.message_bodies == []


def test_an_errored_result_runs_the_pass_directly(marta, fake_api, pending):
    batch, custom_id, _ = submitted(fake_api)
    fake_api.respond = lambda body: Reply(200, findings(body))
    fake_api.end_batch(batch.batch_id, {custom_id: errored()})
    tasks.poll_llm_batches()
    report = LintReport.objects.get(pk=pending.pk)
    assert report.llm_status == "done" and len(fake_api.message_bodies) == 1
    assert LlmBatchRequest.objects.get().status == LlmBatchRequest.Status.FALLBACK


def test_a_refused_submission_runs_the_passes_directly(marta, fake_api, pending):
    fake_api.batch_create_reply = Reply(400, {"type": "error", "error": {"type": "invalid_request_error"}})
    fake_api.respond = lambda body: Reply(200, findings(body))
    tasks.poll_llm_batches()
    assert LintReport.objects.get(pk=pending.pk).llm_status == "done"
    assert not LlmBatch.objects.exists() and len(fake_api.message_bodies) == 1
