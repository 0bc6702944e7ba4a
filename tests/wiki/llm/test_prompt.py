"""The request the distiller sends: stable cached prefix first, the run's material, violations last."""

import dataclasses
import datetime as dt
import re

import pytest

from tests.wiki.llm.conftest import CONSTRAINTS, DAY2, RECOVERY
from wiki.distillers.anthropic import AnthropicDistiller
from wiki.ingest.runs import prepare_nightly_task
from wiki.llm.batches import custom_id_for
from wiki.llm.prompt import distill_params, run_material, stable_prefix_text, task_digest
from wiki.llm.tool import TOOL_NAME

pytestmark = pytest.mark.django_db


@pytest.fixture
def task(marta):
    return prepare_nightly_task(client=marta, local_date=DAY2)


def test_the_stable_prefix_is_instructions_then_schema_with_the_cache_breakpoint(task):
    params = distill_params(task, model="m", max_tokens=100, ttl="1h")
    instructions, schema = params["system"]
    assert "cache_control" not in instructions and TOOL_NAME in instructions["text"]
    assert schema["cache_control"] == {"type": "ephemeral", "ttl": "1h"}
    assert (
        schema["text"].startswith('<schema path="SCHEMA.md">\n# SCHEMA')
        and task.schema.strip() in schema["text"]
    )
    assert params["tool_choice"] == {"type": "tool", "name": TOOL_NAME}
    assert [tool["name"] for tool in params["tools"]] == [TOOL_NAME]


def test_the_prefix_is_identical_for_every_client_and_day(task, other_client):
    other = dataclasses.replace(
        task, client_ref="ivan", client_name="Ivan", local_date=dt.date(2026, 9, 1), pages={}, index="# Index"
    )
    first = distill_params(task, model="m", max_tokens=1, ttl="5m")
    second = distill_params(other, model="m", max_tokens=1, ttl="5m")
    assert stable_prefix_text(first) == stable_prefix_text(second)
    assert first["messages"] != second["messages"]


def test_the_user_turn_carries_index_candidates_digest_and_chat_in_order(task):
    text = run_material(task)
    order = [
        text.index(tag) for tag in ("<run ", "<index ", "<wiki_paths>", "<candidate_pages>", "<raw_digest ")
    ]
    assert order == sorted(order)
    assert f'<page path="{RECOVERY}">' in text and f'<page path="{CONSTRAINTS}">' in text
    assert "Knees felt a bit tired today" in text  # the notable chat, verbatim
    assert task.raw_digest.strip() in text and "raw/2026-08-10-events.md" not in text  # history stays out


def test_violations_come_last_and_verbatim(task):
    retry = dataclasses.replace(
        task, violations=("[links] wiki/goals.md: link 'x.md' → wiki/x.md does not exist",)
    )
    content = distill_params(retry, model="m", max_tokens=1, ttl="5m")["messages"][0]["content"]
    assert len(content) == 2 and content[0]["text"] == run_material(task)
    assert "[links] wiki/goals.md: link 'x.md' → wiki/x.md does not exist" in content[1]["text"]
    assert content[1]["text"].startswith("<violations>")


def test_filed_notes_and_answers_are_included_in_full_and_capped(task, settings):
    from wiki.distillers.base import EventRecord

    now = dt.datetime(2026, 8, 11, 10, tzinfo=dt.UTC)
    note = EventRecord(
        1, "n1", "note.filed", now, DAY2, {"title": "Travel protocol", "body": "DB full body. " * 100}
    )
    answer = EventRecord(
        2, "a1", "question.answered", now, DAY2, {"question_id": "q", "answer": "Just a niggle"}
    )
    text = run_material(dataclasses.replace(task, events=(*task.events, note, answer)))
    assert "<filed_notes>" in text and ("DB full body. " * 100).strip() in text and "Just a niggle" in text
    settings.LLM_NOTES_MAX_CHARS = 1000
    capped = run_material(dataclasses.replace(task, events=(*task.events, note, answer)))
    notes = capped.split("<filed_notes>\n", 1)[1].split("\n</filed_notes>", 1)[0]
    assert len(notes) <= 1000 and notes.endswith("(cut at the prompt's limit)")


def test_old_weekly_pages_fold_into_one_line(task):
    weeks = frozenset(f"wiki/weekly/2026-W{n:02d}.md" for n in range(20, 33))
    text = run_material(dataclasses.replace(task, existing_paths=task.existing_paths | weeks))
    paths = text.split("<wiki_paths>\n", 1)[1].split("\n</wiki_paths>", 1)[0].splitlines()
    assert not [p for p in paths if p.startswith("wiki/weekly/")]
    assert paths[-1] == "(plus 13 frozen weekly pages, 2026-W20 … 2026-W32)"


def test_the_index_sends_the_newest_two_weekly_rows_and_names_older_weeks_in_one_line(task):
    rows = [
        f"| [weekly/2026-W{n}.md](wiki/weekly/2026-W{n}.md) | Week {n} | 2026-08-0{n % 9} |"
        for n in (30, 31, 32)
    ]
    index = (
        task.index.rstrip() + "\n" + "\n".join(rows) + "\n| weekly/ (earlier) | 9 frozen weekly reviews | |\n"
    )
    weeks = frozenset(f"wiki/weekly/2026-W{n:02d}.md" for n in range(20, 33))
    text = run_material(dataclasses.replace(task, index=index, existing_paths=task.existing_paths | weeks))
    sent = text.split("<index ", 1)[1].split("</index>", 1)[0]
    assert "Week 32" in sent and "Week 31" in sent and "Week 30" not in sent and "(earlier)" not in sent
    paths = text.split("<wiki_paths>\n", 1)[1].split("\n</wiki_paths>", 1)[0].splitlines()
    assert paths[-1] == "(plus 11 frozen weekly pages, 2026-W20 … 2026-W30)"


def test_task_digest_changes_with_the_tree_not_with_violations(task):
    assert task_digest(task) == task_digest(dataclasses.replace(task, violations=("x",)))
    moved = dataclasses.replace(task, pages={**task.pages, RECOVERY: task.pages[RECOVERY] + "- new\n"})
    assert task_digest(moved) != task_digest(task)


def test_inline_and_nightly_requests_use_their_own_token_budgets(task, settings):
    settings.LLM_INLINE_MAX_TOKENS, settings.LLM_NIGHTLY_MAX_TOKENS = 1111, 2222
    distiller = AnthropicDistiller()
    assert distiller.request(task)["max_tokens"] == 2222
    assert distiller.request(dataclasses.replace(task, mode="inline"))["max_tokens"] == 1111
    assert distiller.request(task)["system"][1]["cache_control"]["ttl"] == "5m"


def test_custom_ids_follow_the_api_rule_and_keep_id_and_date(tenant):
    from coda_console import services

    weird, _ = services.client_upsert(
        tenant=tenant, external_id="Ma rta/ü.7f3a" + "x" * 80, display_name="M", timezone_name="Europe/Kyiv"
    )
    custom_id = custom_id_for(weird, DAY2)
    assert re.fullmatch(r"[A-Za-z0-9_-]{1,64}", custom_id)
    assert custom_id.startswith(f"c{weird.pk}-Ma-rta-7f3a") and custom_id.endswith("-20260811")
