"""Nightly runs through Message Batches: one batch per tick, polling, mixed results, idempotent apply."""

import datetime as dt
import re
from decimal import Decimal

import pytest
import time_machine
from anthropic._models import construct_type
from anthropic.types import Message
from django.utils import timezone

from tests.wiki.conftest import at, content_of, ev, post, snapshot
from tests.wiki.llm.conftest import DAY2, RECOVERY, build_tree, good_answer, good_reply
from tests.wiki.llm.fake_api import (
    Reply,
    client_in,
    error_body,
    errored,
    expired,
    succeeded,
    tool_message,
    usage,
)
from wiki import tasks
from wiki.llm import batches
from wiki.llm.dispatch import POLL_SCHEDULE, SUBMIT_TASK
from wiki.llm.models import LlmBatch, LlmBatchRequest, LlmCall
from wiki.llm.pricing import cost_of, usage_of
from wiki.models import Alert, IngestRun, PageVersion
from wiki.services import page_save_by_coach

pytestmark = pytest.mark.django_db
DAY3 = DAY2 + dt.timedelta(days=1)
TICK = dt.datetime(2026, 8, 12, 10, 0, tzinfo=dt.UTC)  # 13:00 in Kyiv, 06:00 in New York


@pytest.fixture
def batch_mode(settings):
    settings.WIKI_DISTILLER = "anthropic"
    settings.LLM_NIGHTLY_MODE = "batch"


@pytest.fixture
def three(marta, other_client, other_tenant_client):
    build_tree(other_client)
    build_tree(other_tenant_client)
    return {"Marta": marta, "Ivan": other_client, "Sam": other_tenant_client}


def pending_run(client, day=DAY2) -> IngestRun:
    return IngestRun.objects.get_or_create(client=client, kind="nightly", local_date=day, slot="")[0]


def submit(*clients) -> LlmBatch:
    for client in clients:
        pending_run(client)
    return batches.submit_nightly_batch([client.pk for client in clients])


def request_body(fake, batch: LlmBatch, client) -> tuple[str, dict]:
    """The custom_id and params the fake API received for `client` in `batch`."""
    (fake_batch,) = [b for b in fake.batches.values() if b.id == batch.batch_id]
    for request in fake_batch.requests:
        if client_in(request["params"]) == client.display_name:
            return request["custom_id"], request["params"]
    raise AssertionError(f"no request for {client}")


def test_the_dispatcher_hands_the_ticks_nightly_clients_to_one_batch(
    three, fake_api, batch_mode, monkeypatch, django_capture_on_commit_callbacks
):
    submitted, enqueued = [], []
    monkeypatch.setattr("wiki.llm.dispatch.async_task", lambda *args, **kw: submitted.append(args))
    monkeypatch.setattr("wiki.tasks.async_task", lambda *args, **kw: enqueued.append(args))
    with time_machine.travel(TICK), django_capture_on_commit_callbacks(execute=True):
        tasks.dispatch_due_runs()

    ids = sorted(client.pk for client in three.values())
    assert submitted == [(SUBMIT_TASK, ids)]
    assert not [call for call in enqueued if call[0] == "wiki.tasks.run_nightly"]

    assert tasks.submit_nightly_batch(ids) == 3
    (create,) = fake_api.requests_to("POST", "/v1/messages/batches")
    custom_ids = [request["custom_id"] for request in create.body["requests"]]
    assert len(set(custom_ids)) == 3 and all(re.fullmatch(r"[A-Za-z0-9_-]{1,64}", cid) for cid in custom_ids)
    assert f"c{three['Marta'].pk}-marta-7f3a-20260811" in custom_ids
    for request in create.body["requests"]:
        assert request["params"]["system"][-1]["cache_control"] == {"type": "ephemeral", "ttl": "1h"}
    batch = LlmBatch.objects.get()
    assert batch.status == "in_progress" and batch.request_count == 3
    assert set(batch.requests.values_list("custom_id", flat=True)) == set(custom_ids)
    # nothing distilled directly: the only direct calls are the page chooser's (configured: auto + anthropic)
    assert {body["tools"][0]["name"] for body in fake_api.message_bodies} <= {"choose_pages"}


def test_without_batch_mode_nightly_runs_are_enqueued_per_client(
    three, settings, monkeypatch, django_capture_on_commit_callbacks
):
    settings.WIKI_DISTILLER, settings.LLM_NIGHTLY_MODE = "anthropic", "direct"
    enqueued = []
    monkeypatch.setattr("wiki.tasks.async_task", lambda *args, **kw: enqueued.append(args))
    with time_machine.travel(TICK), django_capture_on_commit_callbacks(execute=True):
        tasks.dispatch_due_runs()
    assert sorted(c[1] for c in enqueued if c[0] == "wiki.tasks.run_nightly") == sorted(
        c.pk for c in three.values()
    )


def test_a_batch_in_progress_is_left_alone(marta, fake_api):
    batch = submit(marta)
    assert batches.poll_batches() == 0
    batch.refresh_from_db()
    assert batch.status == "in_progress" and batch.last_polled_at is not None and batch.processing_count == 1
    assert pending_run(marta).status == "pending"


def test_mixed_results_apply_fall_back_and_dead_letter(three, fake_api, settings):
    marta, ivan, sam = three["Marta"], three["Ivan"], three["Sam"]
    batch = submit(marta, ivan, sam)
    marta_id, marta_params = request_body(fake_api, batch, marta)
    ivan_id, _ = request_body(fake_api, batch, ivan)
    sam_id, _ = request_body(fake_api, batch, sam)
    answer = tool_message(good_answer(marta_params), usage_data=usage(2000, 900, cache_read=4000, ttl="1h"))
    fake_api.end_batch(batch.batch_id, {marta_id: succeeded(answer), ivan_id: errored(), sam_id: expired()})

    def direct(body):  # the fallback's direct calls: Ivan's succeed, Sam's keep failing
        if client_in(body) == "Sam":
            return Reply(500, error_body("api_error", "boom"), {"retry-after-ms": "1"})
        return good_reply(body)

    fake_api.respond = direct
    marta_before = snapshot(marta)
    assert tasks.poll_llm_batches() == 1

    batch.refresh_from_db()
    assert batch.status == "collected" and (
        batch.succeeded_count,
        batch.errored_count,
        batch.expired_count,
    ) == (
        1,
        1,
        1,
    )
    requests = {r.client_id: r for r in batch.requests.all()}
    # Marta: the batch answer itself, first attempt, billed at the batch price
    marta_run = pending_run(marta)
    assert marta_run.status == "done" and marta_run.attempts == 1
    assert requests[marta.pk].status == "applied" and requests[marta.pk].answer_used
    assert "Folded by the model" in content_of(marta, RECOVERY) and snapshot(marta) != marta_before
    call = LlmCall.objects.get(client=marta)
    assert call.kind == "batch" and call.batch == batch and call.custom_id == marta_id
    list_price, _ = cost_of("claude-opus-4-8", usage_of(construct_type(type_=Message, value=answer)))
    assert call.cost == (list_price * Decimal(str(settings.LLM_BATCH_DISCOUNT))).quantize(Decimal("0.000001"))
    assert call.cost > 0 and call.cost < list_price
    # Ivan: errored → one direct call → done
    assert requests[ivan.pk].status == "fallback" and requests[ivan.pk].result_type == "errored"
    assert pending_run(ivan).status == "done" and LlmCall.objects.get(client=ivan).kind == "nightly"
    # Sam: expired → direct calls fail → dead letter + pipeline_failure alert
    assert requests[sam.pk].status == "fallback" and requests[sam.pk].result_type == "expired"
    assert pending_run(sam).status == "dead_letter"
    assert Alert.objects.filter(client=sam, kind=Alert.Kind.PIPELINE_FAILURE).count() == 1
    assert all(client_in(body) != "Marta" for body in fake_api.message_bodies)
    # per-batch totals come from the batch's calls
    assert (batch.input_tokens, batch.output_tokens, batch.cache_read_tokens) == (2000, 900, 4000)
    assert batch.cost == call.cost


def test_a_result_applied_twice_changes_nothing(marta, fake_api):
    batch = submit(marta)
    custom_id, params = request_body(fake_api, batch, marta)
    fake_api.end_batch(batch.batch_id, {custom_id: succeeded(tool_message(good_answer(params)))})
    batches.poll_batches()
    after_once = snapshot(marta)
    versions, calls = PageVersion.objects.count(), LlmCall.objects.count()

    batch.refresh_from_db()
    batches.collect(batch)  # the same results streamed and applied again
    LlmBatchRequest.objects.filter(batch=batch).update(status="pending")  # even with the request reopened
    api = batches.batch_client()
    for item in api.messages.batches.results(batch.batch_id):
        batches.apply_result(batch, item)

    assert snapshot(marta) == after_once
    assert PageVersion.objects.count() == versions and LlmCall.objects.count() == calls == 1
    assert LlmBatchRequest.objects.get(batch=batch).status == "skipped"
    assert not fake_api.message_bodies


def test_a_batch_without_results_url_falls_back_to_direct_calls(marta, fake_api):
    batch = submit(marta)
    custom_id, params = request_body(fake_api, batch, marta)
    fake_api.end_batch(
        batch.batch_id, {custom_id: succeeded(tool_message(good_answer(params)))}, advertise_results=False
    )
    fake_api.respond = good_reply
    assert batches.poll_batches() == 1
    batch.refresh_from_db()
    assert batch.status == "failed" and "without results" in batch.error
    request = batch.requests.get()
    assert request.status == "fallback" and not request.answer_used
    assert pending_run(marta).status == "done" and len(fake_api.message_bodies) == 1


def test_a_batch_that_never_ends_is_canceled_and_its_runs_distil_directly(marta, fake_api):
    batch = submit(marta)
    fake_api.respond = good_reply
    assert batches.poll_batch(batch, now=batch.submitted_at + dt.timedelta(hours=23)) is False
    assert batches.poll_batch(batch, now=batch.submitted_at + dt.timedelta(hours=25)) is True
    assert fake_api.requests_to("POST", f"/v1/messages/batches/{batch.batch_id}/cancel")
    batch.refresh_from_db()
    assert batch.status == "failed" and "not ended after 24 h" in batch.error
    assert pending_run(marta).status == "done" and batch.requests.get().status == "fallback"


def test_an_answer_for_a_tree_that_moved_on_is_not_used(marta, fake_api, coach):
    batch = submit(marta)
    custom_id, params = request_body(fake_api, batch, marta)
    page = marta.wiki_pages.get(path=RECOVERY)
    page_save_by_coach(
        client=marta,
        path=RECOVERY,
        content=page.current_content + "\nShe sleeps better at her mother's.\n",
        base_version=page.current_number,
        user=coach,
        local_date=DAY2,
    )
    fake_api.end_batch(batch.batch_id, {custom_id: succeeded(tool_message(good_answer(params)))})
    fake_api.respond = good_reply
    batches.poll_batches()
    request = batch.requests.get()
    assert request.status == "applied" and not request.answer_used and "moved on" in request.error
    assert pending_run(marta).status == "done" and len(fake_api.message_bodies) == 1
    assert "She sleeps better at her mother's." in content_of(marta, RECOVERY)


def test_an_event_of_the_next_day_does_not_invalidate_the_answer(marta, fake_api):
    batch = submit(marta)
    custom_id, params = request_body(fake_api, batch, marta)
    post(marta, ev("sleep.logged", at(DAY3, "06:30"), hours=7.0, bedtime="23:00", quality=4))
    fake_api.end_batch(batch.batch_id, {custom_id: succeeded(tool_message(good_answer(params)))})
    batches.poll_batches()
    assert batch.requests.get().answer_used and not fake_api.message_bodies
    assert pending_run(marta).status == "done"


def test_only_a_clients_oldest_pending_night_is_batched(marta, fake_api):
    pending_run(marta, DAY3)
    first = submit(marta)
    assert list(first.requests.values_list("local_date", flat=True)) == [DAY2]
    assert batches.submit_nightly_batch([marta.pk]) is None  # DAY2 is in an open batch: DAY3 waits
    assert LlmBatch.objects.count() == 1 and pending_run(marta, DAY3).status == "pending"


def test_a_quiet_night_runs_at_once_without_a_batch(client_a, fake_api):
    run = pending_run(client_a)
    assert batches.submit_nightly_batch([client_a.pk]) is None
    run.refresh_from_db()
    assert run.status == "quiet" and not LlmBatch.objects.exists() and not fake_api.received


def test_a_refused_submission_distils_directly(marta, fake_api):
    fake_api.batch_create_reply = Reply(500, error_body("api_error", "down"), {"retry-after-ms": "1"})
    fake_api.respond = good_reply
    assert submit(marta) is None
    assert not LlmBatch.objects.exists() and pending_run(marta).status == "done"


def test_a_result_that_cannot_be_applied_leaves_the_run_for_the_next_tick(marta, fake_api, monkeypatch):
    batch = submit(marta)
    custom_id, params = request_body(fake_api, batch, marta)
    fake_api.end_batch(batch.batch_id, {custom_id: succeeded(tool_message(good_answer(params)))})

    def crash(**kwargs):
        raise RuntimeError("storage down")

    real = batches.ingest_nightly
    monkeypatch.setattr(batches, "ingest_nightly", crash)
    batches.poll_batches()
    request = batch.requests.get()
    assert request.status == "error" and "storage down" in request.error
    assert LlmCall.objects.get(batch=batch).kind == "batch"  # the spent tokens stay on the books
    assert pending_run(marta).status == "pending"
    monkeypatch.setattr(batches, "ingest_nightly", real)
    again = batches.submit_nightly_batch([marta.pk])  # the dispatcher's next tick batches it again
    assert again is not None and again.pk != batch.pk


def test_the_poller_schedule_is_created_idempotently_in_batch_mode(settings, db):
    from django_q.models import Schedule

    tasks.ensure_schedules()
    assert not Schedule.objects.filter(name=POLL_SCHEDULE).exists()  # rules distiller: no poller
    settings.WIKI_DISTILLER = "anthropic"
    tasks.ensure_schedules()
    tasks.ensure_schedules()
    schedule = Schedule.objects.get(name=POLL_SCHEDULE)
    assert (
        schedule.func == "wiki.tasks.poll_llm_batches" and schedule.minutes == settings.LLM_BATCH_POLL_MINUTES
    )
    assert Schedule.objects.filter(name="wiki.ingest.dispatch").count() == 1


def test_an_open_batch_keeps_its_poller_after_switching_back_to_rules(settings, db):
    from django_q.models import Schedule

    LlmBatch.objects.create(batch_id="msgbatch_left_over", model="m", submitted_at=timezone.now())
    tasks.ensure_schedules()
    assert Schedule.objects.filter(name=POLL_SCHEDULE).exists()


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_pollers_racing_apply_a_result_once(marta, fake_api):
    import threading

    from django.db import connection

    batch = submit(marta)
    custom_id, params = request_body(fake_api, batch, marta)
    fake_api.end_batch(batch.batch_id, {custom_id: succeeded(tool_message(good_answer(params)))})
    api = batches.batch_client()  # kept referenced: the results stream reads through its connection
    items = list(api.messages.batches.results(batch.batch_id))
    barrier, errors = threading.Barrier(2), []

    def poller():
        try:
            barrier.wait()
            batches.apply_result(batch, items[0])
        except Exception as error:  # pragma: no cover - reported below
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=poller) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    run = pending_run(marta)
    assert run.status == "done" and run.attempts == 1
    assert LlmBatchRequest.objects.get(batch=batch).status == "applied"
    assert LlmCall.objects.filter(batch=batch).count() == 1
    assert PageVersion.objects.filter(changeset__run=run, page__path=RECOVERY).count() == 1
