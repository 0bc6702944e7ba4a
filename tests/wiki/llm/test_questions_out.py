"""Questions out: the model may propose one question for the coach's question queue per run,
validated like everything else (escaped, evidence from the run, one at most) and queued once."""

import pytest

from tests.wiki.llm.conftest import CONSTRAINTS, DAY2, good_answer
from tests.wiki.llm.fake_api import Reply, event_ids_in, tool_message
from wiki.distillers.anthropic import AnthropicDistiller
from wiki.ingest.runs import ingest_nightly
from wiki.models import DeadLetter, IngestRun, Question

pytestmark = pytest.mark.django_db


def asking(*questions_of):
    def reply(body):
        found = good_answer(body)
        found["questions"] = [make(body) for make in questions_of]
        return Reply(200, tool_message(found))

    return reply


def knee(body):
    return {
        "text": "Is the <b>right knee</b> a real thing we should train around?",
        "options": ["It's a thing", "Just a niggle"],
        "page": CONSTRAINTS,
        "evidence": event_ids_in(body)[-1:],
    }


def run_night(client):
    return ingest_nightly(client=client, local_date=DAY2, distiller=AnthropicDistiller())


def test_one_question_is_queued_escaped_with_its_page_and_options(marta, fake_api):
    fake_api.respond = asking(knee)
    assert run_night(marta).status == IngestRun.Status.DONE
    (question,) = Question.objects.filter(client=marta)
    assert question.text == "Is the ‹b›right knee‹/b› a real thing we should train around?"
    assert (question.options, question.page, question.status) == (
        ["It's a thing", "Just a niggle"],
        CONSTRAINTS,
        "queued",
    )
    assert question.finding.startswith("distiller:wiki/constraints-injuries.md:")


def test_two_questions_or_invented_evidence_are_rejected_and_re_asked(marta, fake_api):
    def invented(body):
        return {**knee(body), "evidence": ["evt-made-up"]}

    fake_api.respond = asking(knee, knee)
    run = run_night(marta)
    assert run.status == IngestRun.Status.DEAD_LETTER and not Question.objects.exists()
    assert any("[questions]" in message for message in DeadLetter.objects.get(run=run).violations[0])

    run.delete()
    fake_api.respond = asking(invented)
    run = run_night(marta)
    assert run.status == IngestRun.Status.DEAD_LETTER and not Question.objects.exists()
    assert any("evt-made-up" in message for message in DeadLetter.objects.get(run=run).violations[0])
