"""manage.py llm_check: argument handling and one tiny call — against the fake API, never the real one."""

import io

import pytest
from django.core.management import CommandError, call_command

from tests.wiki.llm.fake_api import Reply, error_body, text_message
from wiki.llm.models import LlmCall

pytestmark = pytest.mark.django_db


def run(*args) -> str:
    out = io.StringIO()
    call_command("llm_check", *args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


def test_it_checks_the_configured_model_with_one_tiny_call(fake_api, settings):
    fake_api.respond = Reply(200, text_message("OK"))
    output = run()
    (body,) = fake_api.message_bodies
    assert body["model"] == settings.LLM_DISTILL_MODEL and body["max_tokens"] <= 16
    assert f"endpoint {fake_api.url}" in output and "OK in" in output and "'OK'" in output
    assert LlmCall.objects.get().kind == "check"


def test_chooser_and_model_options(fake_api, settings):
    fake_api.respond = Reply(200, text_message("OK"))
    run("--model", "claude-opus-5", "--chooser")
    assert [body["model"] for body in fake_api.message_bodies] == [
        "claude-opus-5",
        settings.LLM_CHOOSER_MODEL,
    ]


def test_a_failing_call_exits_non_zero(fake_api):
    fake_api.respond = Reply(404, error_body("not_found_error", "model: claude-nope"))
    with pytest.raises(CommandError, match="check failed for claude-nope"):
        run("--model", "claude-nope")


def test_no_key_is_reported_before_any_call(sdk_env):
    with pytest.raises(CommandError, match="ANTHROPIC_API_KEY"):
        run()


def test_a_bad_timeout_is_refused(fake_api):
    with pytest.raises(CommandError, match="--timeout"):
        run("--timeout", "0")
    assert not fake_api.received
