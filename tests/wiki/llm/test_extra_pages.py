"""Pages beyond the map: the offline extractor (and the chooser, when configured) adds up to
LLM_EXTRA_PAGES existing pages to a nightly LLM run's candidates; the map's pages stay."""

import pytest

from tests.wiki.conftest import at, ev, post
from tests.wiki.llm.conftest import DAY2, RECOVERY, TRAINING, good_answer
from tests.wiki.llm.fake_api import Reply, error_body, errored, pages_in, succeeded, tool_message, usage
from wiki.distillers.anthropic import AnthropicDistiller
from wiki.ingest.runs import ingest_nightly
from wiki.llm import batches
from wiki.llm.extra_pages import index_summaries
from wiki.llm.models import LlmCall
from wiki.models import IngestRun

pytestmark = pytest.mark.django_db
PROFILE, GOALS = "wiki/profile.md", "wiki/goals.md"
SKIP = "Travelling for work all week. My goal is a sub-2 hour half marathon in April."


def distill_bodies(fake_api) -> list[dict]:
    return [body for body in fake_api.message_bodies if body["tools"][0]["name"] == "propose_wiki_update"]


def reply(body):
    if body["tools"][0]["name"] == "choose_pages":
        return Reply(
            200,
            tool_message({"pages": [GOALS, RECOVERY]}, name="choose_pages", usage_data=usage(200, 10)),
        )
    return Reply(200, tool_message(good_answer(body)))


@pytest.fixture
def skipped_with_words(marta):
    post(marta, ev("session.skipped", at(DAY2, "07:00"), name="Zone-2 run", reason=SKIP))
    return marta


def run_night(client):
    return ingest_nightly(client=client, local_date=DAY2, distiller=AnthropicDistiller())


def test_the_offline_extractor_adds_the_pages_the_clients_words_touch(skipped_with_words, fake_api):
    fake_api.respond = reply
    assert run_night(skipped_with_words).status == IngestRun.Status.DONE
    (body,) = distill_bodies(fake_api)
    pages = pages_in(body)
    assert {PROFILE, GOALS} <= set(pages)  # a goal and life context in a skip reason
    assert {RECOVERY, TRAINING} <= set(pages)  # the map's pages are never dropped
    assert not LlmCall.objects.filter(kind="chooser").exists()  # no chooser configured: nothing billed


def test_at_most_llm_extra_pages_are_added(skipped_with_words, fake_api, settings):
    settings.LLM_EXTRA_PAGES = 1
    fake_api.respond = reply
    run_night(skipped_with_words)
    assert len({PROFILE, GOALS} & set(pages_in(distill_bodies(fake_api)[0]))) == 1


def test_none_are_added_when_the_setting_is_zero(skipped_with_words, fake_api, settings):
    settings.LLM_EXTRA_PAGES = 0
    fake_api.respond = reply
    run_night(skipped_with_words)
    assert not {PROFILE, GOALS} & set(pages_in(distill_bodies(fake_api)[0]))


def test_the_chooser_adds_a_page_the_extractor_cannot_know_and_is_billed_to_the_run(
    marta, fake_api, settings
):
    settings.CONTEXT_PAGE_CHOOSER = "anthropic"
    post(
        marta,
        ev(
            "chat.turn", at(DAY2, "20:00"), role="user", text="Thanks, that was a good one. See you tomorrow!"
        ),
    )
    fake_api.respond = reply
    run = run_night(marta)
    assert run.status == IngestRun.Status.DONE
    assert GOALS in pages_in(distill_bodies(fake_api)[0])  # recovery-patterns.md was a candidate already
    chooser = LlmCall.objects.get(kind="chooser")
    assert (chooser.client, chooser.run, chooser.input_tokens) == (marta, run, 200)


def test_index_rows_give_the_chooser_its_summaries():
    index = "| Page | One-line summary | Updated |\n|---|---|---|\n"
    index += "| [profile](wiki/profile.md) | Who she is | 2026-08-11 |\n"
    assert index_summaries(index) == {"wiki/profile.md": "Who she is"}


# --- the Message Batches path: the chooser is asked when the request is built, once ---------------


def chooser_night(marta, settings):
    settings.WIKI_DISTILLER, settings.LLM_NIGHTLY_MODE = "anthropic", "batch"  # chooser: auto → on
    post(
        marta,
        ev(
            "chat.turn", at(DAY2, "20:00"), role="user", text="Thanks, that was a good one. See you tomorrow!"
        ),
    )
    return IngestRun.objects.get_or_create(client=marta, kind="nightly", local_date=DAY2, slot="")[0]


def chooser_calls(fake_api) -> list[dict]:
    return [body for body in fake_api.message_bodies if body["tools"][0]["name"] == "choose_pages"]


def submitted_request(fake_api) -> tuple[str, dict]:
    (create,) = fake_api.requests_to("POST", "/v1/messages/batches")
    (request,) = create.body["requests"]
    return request["custom_id"], request["params"]


def test_a_batch_request_carries_the_choosers_pages_and_bills_the_chooser_to_the_run(
    marta, fake_api, settings
):
    run = chooser_night(marta, settings)
    fake_api.respond = reply
    batch = batches.submit_nightly_batch([marta.pk])

    custom_id, params = submitted_request(fake_api)
    assert GOALS in pages_in(params)  # the chooser's pick, in the batched request itself
    assert len(chooser_calls(fake_api)) == 1 and not distill_bodies(fake_api)
    chooser = LlmCall.objects.get(kind="chooser")
    assert (chooser.client, chooser.run, chooser.input_tokens, chooser.batch) == (marta, run, 200, None)
    assert chooser.cost > 0 and batch.requests.get().extra_pages == [GOALS]

    fake_api.end_batch(batch.batch_id, {custom_id: succeeded(tool_message(good_answer(params)))})
    batches.poll_batches()
    request = batch.requests.get()
    assert request.answer_used and request.status == "applied"  # the same task: the answer is used
    assert len(chooser_calls(fake_api)) == 1 and not distill_bodies(fake_api)  # not asked again
    run.refresh_from_db()
    assert run.status == "done"
    assert set(LlmCall.objects.filter(run=run).values_list("kind", flat=True)) == {"chooser", "batch"}


def test_a_batch_fallback_answers_the_same_task_without_a_second_chooser_call(marta, fake_api, settings):
    run = chooser_night(marta, settings)
    fake_api.respond = reply
    batch = batches.submit_nightly_batch([marta.pk])
    custom_id, _ = submitted_request(fake_api)
    fake_api.end_batch(batch.batch_id, {custom_id: errored()})
    batches.poll_batches()

    (direct,) = distill_bodies(fake_api)
    assert GOALS in pages_in(direct) and len(chooser_calls(fake_api)) == 1
    assert batch.requests.get().status == "fallback"
    run.refresh_from_db()
    assert run.status == "done"


def test_a_refused_batch_distils_directly_with_the_pages_already_chosen(marta, fake_api, settings):
    run = chooser_night(marta, settings)
    fake_api.respond = reply
    fake_api.batch_create_reply = Reply(500, error_body("api_error", "down"), {"retry-after-ms": "1"})
    assert batches.submit_nightly_batch([marta.pk]) is None

    (direct,) = distill_bodies(fake_api)
    assert GOALS in pages_in(direct) and len(chooser_calls(fake_api)) == 1
    run.refresh_from_db()
    assert run.status == "done" and LlmCall.objects.filter(run=run, kind="chooser").count() == 1


def test_a_failed_chooser_leaves_the_batch_request_with_the_extractors_pages(marta, fake_api, settings):
    chooser_night(marta, settings)
    fake_api.respond = lambda body: (
        Reply(500, error_body("api_error", "down"))
        if body["tools"][0]["name"] == "choose_pages"
        else reply(body)
    )
    batch = batches.submit_nightly_batch([marta.pk])
    _, params = submitted_request(fake_api)
    assert GOALS not in pages_in(params) and batch.requests.get().extra_pages == []
