"""The free-chat page chooser: a small model picks 2–4 pages; anything wrong → lexical ranking."""

import time

import pytest

from coda_console.context.builder import build_bundle
from tests.wiki.llm.conftest import CONSTRAINTS, RECOVERY, TRAINING
from tests.wiki.llm.fake_api import Reply, error_body, text_message, tool_message, usage, user_text
from wiki.llm.chooser import choose_pages, chooser_enabled, chooser_for
from wiki.llm.models import LlmCall

pytestmark = pytest.mark.django_db
SUMMARIES = {
    RECOVERY: "Sleep around 6.5 h; short nights → harder sessions",
    TRAINING: "Block 2; squat responds fast",
    CONSTRAINTS: "Left wrist: no front rack",
    "wiki/goals.md": "First pull-up",
}


def picks(*paths, name="choose_pages"):
    return Reply(200, tool_message({"pages": list(paths)}, name=name, usage_data=usage(300, 20)))


def test_the_model_picks_pages_from_summaries_only(fake_api, settings, client_a):
    fake_api.respond = picks(RECOVERY, TRAINING)
    chosen = choose_pages(query="why was today's session so hard?", summaries=SUMMARIES, client=client_a)
    assert chosen == [RECOVERY, TRAINING]
    (body,) = fake_api.message_bodies
    assert (
        body["model"] == settings.LLM_CHOOSER_MODEL and body["max_tokens"] == settings.LLM_CHOOSER_MAX_TOKENS
    )
    assert body["tool_choice"] == {"type": "tool", "name": "choose_pages"}
    assert "Left wrist: no front rack" in user_text(body) and "why was today's session so hard?" in user_text(
        body
    )
    call = LlmCall.objects.get()
    assert (call.kind, call.client, call.input_tokens, call.output_tokens) == ("chooser", client_a, 300, 20)


@pytest.mark.parametrize(
    "reply",
    [
        Reply(500, error_body("api_error", "down")),
        Reply(429, error_body("rate_limit_error", "slow down"), {"retry-after-ms": "1"}),
        Reply(200, text_message("recovery-patterns.md and training-history.md")),
        Reply(200, tool_message({"pages": [RECOVERY, "wiki/made-up.md"]}, name="choose_pages")),
        Reply(200, tool_message({"pages": [RECOVERY]}, name="choose_pages")),
        Reply(
            200, tool_message({"pages": [RECOVERY, TRAINING, CONSTRAINTS, "wiki/goals.md", RECOVERY, "x"]})
        ),
        Reply(200, "not json at all"),
    ],
    ids=["500", "429-no-retry", "prose", "invented-path", "too-few", "wrong-tool", "not-json"],
)
def test_any_failure_returns_none_and_never_raises(fake_api, reply):
    fake_api.respond = reply
    assert choose_pages(query="hotel gym?", summaries=SUMMARIES) is None
    assert len(fake_api.message_bodies) == 1  # no retries on the query path


def test_a_slow_model_is_cut_off_by_the_timeout(fake_api, settings):
    settings.LLM_CHOOSER_TIMEOUT_SECONDS = 0.2
    fake_api.respond = Reply(200, tool_message({"pages": [RECOVERY, TRAINING]}, name="choose_pages"), delay=2)
    started = time.monotonic()
    assert choose_pages(query="hotel gym?", summaries=SUMMARIES) is None
    assert time.monotonic() - started < 1.5


def test_nothing_to_choose_makes_no_call(fake_api):
    assert choose_pages(query="  ", summaries=SUMMARIES) is None
    assert choose_pages(query="hi", summaries={RECOVERY: "x"}) is None
    assert not fake_api.received


@pytest.mark.parametrize(
    ("distiller", "mode", "enabled"),
    [
        ("rules", "auto", False),
        ("anthropic", "auto", True),
        ("rules", "anthropic", True),
        ("anthropic", "lexical", False),
    ],
)
def test_the_chooser_is_used_when_configured(settings, client_a, distiller, mode, enabled):
    settings.WIKI_DISTILLER, settings.CONTEXT_PAGE_CHOOSER = distiller, mode
    assert chooser_enabled() is enabled
    assert (chooser_for(client_a) is not None) is enabled


def test_free_chat_bundles_use_the_models_choice(marta, fake_api, settings):
    settings.WIKI_DISTILLER = "anthropic"
    fake_api.respond = picks(CONSTRAINTS, TRAINING)
    bundle = build_bundle(client=marta, pipeline="free_chat", query="my wrist hurts in front squats")
    assert bundle.page_choice == "model" and bundle.pages[:2] == [CONSTRAINTS, TRAINING]
    assert LlmCall.objects.get().client == marta


def test_free_chat_falls_back_to_lexical_ranking_when_the_model_fails(marta, fake_api, settings):
    settings.WIKI_DISTILLER = "anthropic"
    fake_api.respond = Reply(500, error_body("api_error", "down"))
    bundle = build_bundle(client=marta, pipeline="free_chat", query="my wrist hurts in front squats")
    assert bundle.page_choice == "lexical" and bundle.pages


def test_other_pipelines_never_call_the_model(marta, fake_api, settings):
    settings.WIKI_DISTILLER = "anthropic"
    bundle = build_bundle(client=marta, pipeline="morning_brief", query="")
    assert bundle.page_choice == "hints" and not fake_api.received
