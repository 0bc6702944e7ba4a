"""The anthropic distiller end to end: the real SDK against the fake API, through the real pipeline."""

import datetime as dt
from decimal import Decimal

import pytest

from tests.wiki.conftest import at, content_of, ev, post, snapshot
from tests.wiki.llm.conftest import (
    COACH_PROSE,
    CONSTRAINTS,
    DAY2,
    RECOVERY,
    TRAINING,
    good_answer,
    good_reply,
)
from tests.wiki.llm.fake_api import (
    API_KEY,
    Reply,
    answer,
    error_body,
    event_ids_in,
    pages_in,
    text_message,
    tool_message,
    usage,
    user_text,
)
from wiki.distillers import get_distiller
from wiki.distillers.anthropic import AnthropicDistiller
from wiki.ingest.runs import ingest_inline, ingest_nightly
from wiki.llm.models import LlmCall
from wiki.models import Alert, DeadLetter, IngestRun, WikiPage
from wiki.tree.markup import stat_blocks

pytestmark = pytest.mark.django_db


def nightly(client):
    return ingest_nightly(client=client, local_date=DAY2, distiller=AnthropicDistiller())


def test_the_registry_builds_it_by_name():
    distiller = get_distiller("anthropic")
    assert isinstance(distiller, AnthropicDistiller)
    assert distiller.name == "anthropic" and distiller.deterministic is False


def test_a_good_rewrite_is_applied_whole(marta, fake_api):
    def reply(body):
        pages = pages_in(body)
        recovery = pages[RECOVERY].rstrip("\n") + (
            "\n- See [sleep notes](sleep-notes.md) (as of 2026-08-11)\n"
            "- ⚠ CONTRADICTION (old): sleeps 8 h on weekdays (as of 2026-08-01)\n"
            "- ⚠ CONTRADICTION (new): slept 6.5 h on a weekday (as of 2026-08-11)\n"
        )
        new_page = (
            "# Sleep notes — Marta\n\n*What shapes her nights.*\n\n## Notes\n"
            "- Baby wakes twice (as of 2026-08-11)\n"
        )
        return Reply(
            200,
            tool_message(
                answer(
                    pages={RECOVERY: recovery},
                    new_pages={"wiki/sleep-notes.md": new_page},
                    summaries={
                        RECOVERY: "Short nights are normal; see sleep notes",
                        "wiki/sleep-notes.md": "Nights",
                    },
                    contradictions=[
                        {
                            "page": RECOVERY,
                            "old_claim": "sleeps 8 h on weekdays (as of 2026-08-01)",
                            "new_claim": "slept 6.5 h on a weekday (as of 2026-08-11)",
                            "evidence": event_ids_in(body)[:1],
                        }
                    ],
                    subject="session: lower body A",
                )
            ),
        )

    fake_api.respond = reply
    run = nightly(marta)

    assert run.status == IngestRun.Status.DONE and run.attempts == 1 and run.distiller == "anthropic"
    recovery = content_of(marta, RECOVERY)
    assert "See [sleep notes](sleep-notes.md)" in recovery and COACH_PROSE in recovery
    assert content_of(marta, "wiki/sleep-notes.md").startswith("# Sleep notes — Marta")
    assert "| Short nights are normal; see sleep notes |" in content_of(marta, "index.md")
    assert (
        content_of(marta, "log.md")
        .splitlines()[-1]
        .startswith("## [2026-08-11] ingest | session: lower body A")
    )
    alert = Alert.objects.get(client=marta, kind=Alert.Kind.WIKI_CONTRADICTION)
    assert alert.payload["new_claim"] == "slept 6.5 h on a weekday (as of 2026-08-11)"
    assert WikiPage.objects.get(client=marta, path=RECOVERY).updated_by == "distiller"
    # the numbers on the page are code's: the stat block the request carried, byte for byte
    (block,) = stat_blocks(recovery)
    assert block.startswith("<!-- stats 2026-08-11 -->\n- Recovery baseline: 61% (28-day mean, 2 days)")
    assert block in user_text(fake_api.message_bodies[0])


def test_the_request_carries_the_cached_prefix_the_key_and_the_forced_tool(marta, fake_api):
    fake_api.respond = good_reply
    nightly(marta)
    (received,) = fake_api.requests_to("POST", "/v1/messages")
    body = received.body
    assert (
        received.headers.get("x-api-key") == API_KEY
        or received.headers.get("authorization") == f"Bearer {API_KEY}"
    )
    assert body["system"][-1]["cache_control"] == {"type": "ephemeral", "ttl": "5m"}
    assert "# SCHEMA — how this wiki works" in body["system"][-1]["text"]
    assert all("cache_control" not in block for block in body["messages"][0]["content"])
    assert body["tool_choice"] == {"type": "tool", "name": "propose_wiki_update"}
    assert body["model"] == "claude-opus-4-8" and body["max_tokens"] > 0


def test_token_accounting_is_recorded_per_call(marta, fake_api, settings):
    fake_api.respond = lambda body: Reply(
        200, tool_message(good_answer(body), usage_data=usage(1200, 800, cache_read=3000, cache_write=500))
    )
    run = nightly(marta)
    call = LlmCall.objects.get()
    assert (call.kind, call.client, call.run, call.model) == ("nightly", marta, run, "claude-opus-4-8")
    assert (call.input_tokens, call.output_tokens, call.cache_read_tokens, call.cache_write_tokens) == (
        1200,
        800,
        3000,
        500,
    )
    price = settings.LLM_PRICES["claude-opus-4-8"]
    expected = (
        1200 * price["input"]
        + 800 * price["output"]
        + 3000 * price["cache_read"]
        + 500 * price["cache_write_5m"]
    ) / 1e6
    assert call.cost == Decimal(str(round(expected, 6))) and call.priced
    assert call.stop_reason == "tool_use"


# --- Hostile answers: each rejected by the validator, the wiki untouched ----------------------------------


def _coach_block_edited(pages):
    return {RECOVERY: pages[RECOVERY].replace("adjust load silently", "push harder")}


def _injury_removed(pages):
    text = "\n".join(line for line in pages[CONSTRAINTS].split("\n") if "left wrist" not in line)
    return {CONSTRAINTS: text}


def _raw_touched(pages):
    return {"raw/2026-08-10-events.md": "# Events — 2026-08-10\n\n*rewritten history*\n"}


def _oversize(pages):
    return {
        TRAINING: pages[TRAINING].rstrip("\n") + "\n" + "\n".join(f"- line {n}" for n in range(120)) + "\n"
    }


def _broken_link(pages):
    return {TRAINING: pages[TRAINING].rstrip("\n") + "\n- See [the plan](block-3-plan.md)\n"}


def _script(pages):
    return {TRAINING: pages[TRAINING].rstrip("\n") + "\n- <script>fetch('/steal')</script>\n"}


def _log_rewritten(pages):
    return {"log.md": "# Log — Marta\n\n## [2026-08-11] ingest | everything is fine\n"}


HOSTILE = {
    "coach-block-edited": (_coach_block_edited, "[coach-block]"),
    "injury-entry-removed": (_injury_removed, "[constraints]"),
    "raw-path-touched": (_raw_touched, "[raw-untouched]"),
    "120-line-page": (_oversize, "[line-cap]"),
    "broken-link": (_broken_link, "[links]"),
    "script-in-content": (_script, "[secrets]"),
    "log-rewritten": (_log_rewritten, "[log-append-only]"),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_hostile_answer_is_rejected_and_the_wiki_stays_put(marta, fake_api, name):
    make, rule = HOSTILE[name]
    fake_api.respond = lambda body: Reply(
        200, tool_message(answer(pages=make(pages_in(body)), subject="hostile"))
    )
    before = snapshot(marta)

    run = nightly(marta)

    assert run.status == IngestRun.Status.DEAD_LETTER and run.attempts == 3
    assert snapshot(marta) == before
    letter = DeadLetter.objects.get(run=run)
    assert all(any(message.startswith(rule) for message in attempt) for attempt in letter.violations)
    assert Alert.objects.filter(client=marta, kind=Alert.Kind.PIPELINE_FAILURE, dead_letter=letter).exists()
    # every retry re-asked the model with the validator's words, verbatim
    bodies = fake_api.message_bodies
    assert len(bodies) == 3 and "<violations>" not in user_text(bodies[0])
    for attempt, body in zip(letter.violations[:2], bodies[1:], strict=True):
        assert all(message in user_text(body) for message in attempt)


def test_a_rejected_answer_is_fixed_on_retry(marta, fake_api):
    fake_api.script = [lambda body: Reply(200, tool_message(answer(pages=_broken_link(pages_in(body)))))]
    fake_api.respond = good_reply
    run = nightly(marta)
    assert run.status == IngestRun.Status.DONE and run.attempts == 2
    assert "block-3-plan.md" not in content_of(marta, TRAINING)
    assert LlmCall.objects.filter(run=run).count() == 2  # the rejected answer was billed too


# --- Broken answers and API failures -------------------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    [
        Reply(200, "{'this is': not json", content_type="application/json"),
        Reply(200, tool_message('{"pages": [')),
        Reply(200, text_message("I updated the pages for you.")),
        Reply(200, tool_message(answer(), stop_reason="max_tokens")),
        Reply(200, tool_message({"pages": []})),
    ],
    ids=["body-not-json", "tool-input-malformed", "no-tool-call", "max-tokens-cut-off", "fields-missing"],
)
def test_an_unusable_answer_is_a_failed_attempt_never_a_partial_apply(marta, fake_api, bad):
    fake_api.script = [bad]
    fake_api.respond = good_reply
    before = snapshot(marta)
    run = nightly(marta)
    assert run.status == IngestRun.Status.DONE and run.attempts == 2
    assert not DeadLetter.objects.filter(run=run).exists()
    # the failed attempt's complaint reached the retry
    assert "[distiller] DistillerError" in user_text(fake_api.message_bodies[1])
    assert snapshot(marta) != before


def test_unusable_answers_three_times_dead_letter_with_the_wiki_unchanged(marta, fake_api):
    fake_api.respond = Reply(200, tool_message(answer(), stop_reason="max_tokens"))
    before = snapshot(marta)
    run = nightly(marta)
    assert run.status == IngestRun.Status.DEAD_LETTER and snapshot(marta) == before
    assert "max_tokens" in DeadLetter.objects.get(run=run).error


def test_a_429_is_retried_by_the_sdk_within_one_attempt(marta, fake_api):
    fake_api.script = [Reply(429, error_body("rate_limit_error", "slow down"), {"retry-after-ms": "1"})]
    fake_api.respond = good_reply
    run = nightly(marta)
    assert run.status == IngestRun.Status.DONE and run.attempts == 1
    assert len(fake_api.message_bodies) == 2 and LlmCall.objects.count() == 1


def test_500_four_times_per_attempt_dead_letters_with_an_alert(marta, fake_api, settings):
    settings.LLM_NIGHTLY_MAX_RETRIES = 3  # 1 try + 3 SDK retries = 4 × 500 per attempt
    fake_api.respond = Reply(500, error_body("api_error", "Internal server error"), {"retry-after-ms": "1"})
    before = snapshot(marta)
    run = nightly(marta)
    assert run.status == IngestRun.Status.DEAD_LETTER and snapshot(marta) == before
    assert len(fake_api.message_bodies) == 3 * 4
    letter = DeadLetter.objects.get(run=run)
    assert "HTTP 500" in letter.error and letter.attempts == 3
    alert = Alert.objects.get(kind=Alert.Kind.PIPELINE_FAILURE, dead_letter=letter)
    assert alert.severity == "high" and alert.payload["distiller"] == "anthropic"
    assert not LlmCall.objects.exists()  # nothing was billed


def test_a_timeout_is_a_failed_attempt_and_the_retry_can_succeed(marta, fake_api, settings):
    settings.LLM_NIGHTLY_TIMEOUT_SECONDS = 0.3
    settings.LLM_NIGHTLY_MAX_RETRIES = 0
    fake_api.script = [lambda body: Reply(200, tool_message(good_answer(body)), delay=1.5)]
    fake_api.respond = good_reply
    run = nightly(marta)
    assert run.status == IngestRun.Status.DONE and run.attempts == 2
    assert "timed out" in user_text(fake_api.message_bodies[1])


def test_a_wrong_key_is_a_failed_attempt(marta, fake_api, sdk_env):
    sdk_env.setenv("ANTHROPIC_API_KEY", "sk-ant-wrong-000000000000000000")
    run = nightly(marta)
    assert run.status == IngestRun.Status.DEAD_LETTER and "HTTP 401" in run.error


def test_without_a_base_url_the_sdk_cannot_reach_the_internet(marta, sdk_env):
    sdk_env.setenv("ANTHROPIC_API_KEY", API_KEY)  # default endpoint: api.anthropic.com, blocked here
    run = nightly(marta)
    assert run.status == IngestRun.Status.DEAD_LETTER and "connection failed" in run.error


# --- Inline ingests ------------------------------------------------------------------------------------


def test_an_inline_ingest_uses_the_inline_budget_and_is_billed_as_inline(marta, fake_api, settings):
    settings.LLM_INLINE_MAX_TOKENS = 1234
    post(marta, ev("injury.reported", at(DAY2, "22:00"), area="right knee", description="twinge on stairs"))

    def reply(body):
        page = pages_in(body)[CONSTRAINTS].rstrip("\n")
        page = page.replace("## Notes", "")
        page += "\n- **right knee** [watch] twinge on stairs (as of 2026-08-11)\n"
        return Reply(200, tool_message(answer(pages={CONSTRAINTS: page}, subject="knee watch item")))

    fake_api.respond = reply
    (run,) = ingest_inline(client=marta, distiller=AnthropicDistiller())
    assert run.status == IngestRun.Status.DONE and run.kind == "inline"
    assert "**right knee** [watch]" in content_of(marta, CONSTRAINTS)
    (body,) = fake_api.message_bodies
    assert body["max_tokens"] == 1234 and 'mode="inline"' in user_text(body)
    assert LlmCall.objects.get().kind == "inline"


def test_the_cached_prefix_is_byte_identical_across_clients_and_nights(marta, other_client, fake_api):
    """Two clients, two nights each, through the real SDK: the bytes before the cache breakpoint
    (tools + system) never change, so one cache write serves every request of a night."""
    import json

    from tests.wiki.conftest import day_of_events
    from tests.wiki.llm.conftest import build_tree

    build_tree(other_client)
    fake_api.respond = good_reply
    for client in (marta, other_client):
        assert nightly(client).status == IngestRun.Status.DONE
        next_day = DAY2 + dt.timedelta(days=1)
        post(client, *day_of_events(next_day))
        ingest_nightly(client=client, local_date=next_day, distiller=AnthropicDistiller())
    prefixes = {
        json.dumps([body["tools"], body["system"]], sort_keys=True) for body in fake_api.message_bodies
    }
    assert len(fake_api.message_bodies) == 4 and len(prefixes) == 1
    (prefix,) = prefixes
    assert "<!-- stats YYYY-MM-DD -->" in prefix and "Mine the chat" in prefix  # the guidance is cached
