import datetime as dt
import zoneinfo

import pytest
import time_machine
from django_q.conf import Conf

from coda_console.models import Event
from tests.wiki.conftest import at, ev, post
from wiki.inbox.questions import question_next
from wiki.ingest.runs import ingest_nightly
from wiki.lint.runs import lint_client
from wiki.models import Question, WikiPage

NEXT = "/api/v1/clients/{}/questions/next"
ANSWER = "/api/v1/questions/{}/answer"
KYIV = zoneinfo.ZoneInfo("Europe/Kyiv")


def _queue(client, *texts: str) -> list[Question]:
    return [
        Question.objects.create(
            client=client, text=text, options=["Yes", "No"], page="wiki/goals.md", finding=f"gap:{text}"
        )
        for text in texts
    ]


def test_next_asks_one_question_a_local_day(bot, client_a):
    first, second = _queue(client_a, "a?", "b?")
    with time_machine.travel(dt.datetime(2026, 8, 10, 19, 30, tzinfo=KYIV), tick=False):
        response = bot.get(NEXT.format(client_a.external_id), {"moment": "session_completed"})
        assert response.status_code == 200
        assert response.json()["id"] == first.pk and response.json()["options"] == ["Yes", "No"]
        again = bot.get(NEXT.format(client_a.external_id), {"moment": "meal_confirmed"})
        assert again.json()["id"] == first.pk  # the same open question; no second one today
        bot.post(ANSWER.format(first.pk), {"answer": "Yes"})
        assert bot.get(NEXT.format(client_a.external_id), {"moment": "meal_confirmed"}).status_code == 204
    with time_machine.travel(dt.datetime(2026, 8, 11, 8, 0, tzinfo=KYIV), tick=False):
        assert (
            bot.get(NEXT.format(client_a.external_id), {"moment": "brief_confirmed"}).json()["id"]
            == second.pk
        )
    first.refresh_from_db()
    assert first.status == "answered" and first.moment == "session_completed"


def test_the_daily_cap_follows_each_clients_own_calendar(client_a, other_client):
    other_client.timezone = "America/New_York"
    other_client.save()
    _queue(client_a, "k1?", "k2?")
    _queue(other_client, "n1?", "n2?")
    # 22:30 UTC: already the 11th in Kyiv, still the 10th in New York.
    with time_machine.travel(dt.datetime(2026, 8, 10, 20, 0, tzinfo=dt.UTC), tick=False):
        assert question_next(client=client_a, moment="chat_idle").text == "k1?"
        assert question_next(client=other_client, moment="chat_idle").text == "n1?"
    with time_machine.travel(dt.datetime(2026, 8, 10, 22, 30, tzinfo=dt.UTC), tick=False):
        Question.objects.filter(client__in=[client_a, other_client], status="asked").update(status="answered")
        assert question_next(client=client_a, moment="chat_idle").text == "k2?"  # a new Kyiv day
        assert question_next(client=other_client, moment="chat_idle") is None  # same New York day


def test_nothing_queued_is_204(bot, client_a):
    assert bot.get(NEXT.format(client_a.external_id), {"moment": "session_completed"}).status_code == 204


def test_bad_moment_is_400(bot, client_a):
    response = bot.get(NEXT.format(client_a.external_id), {"moment": "whenever"})
    assert response.status_code == 400 and response.json()["error"]["details"][0]["field"] == "moment"


def test_other_tenants_cannot_fetch_or_answer(other_tenant_bot, client_a):
    (question,) = _queue(client_a, "q?")
    assert other_tenant_bot.get(NEXT.format(client_a.external_id), {"moment": "chat_idle"}).status_code == 404
    response = other_tenant_bot.post(ANSWER.format(question.pk), {"answer": "Yes"})
    assert response.status_code == 404 and response.json()["error"]["code"] == "not_found"
    question.refresh_from_db()
    assert question.status == "queued"


def test_answering_again_is_idempotent_but_a_different_answer_is_a_conflict(bot, client_a):
    (question,) = _queue(client_a, "q?")
    assert bot.post(ANSWER.format(question.pk), {"answer": "Yes"}).status_code == 202
    assert bot.post(ANSWER.format(question.pk), {"answer": "Yes"}).status_code == 202
    conflict = bot.post(ANSWER.format(question.pk), {"answer": "No"})
    assert conflict.status_code == 409 and conflict.json()["error"]["code"] == "already_answered"
    assert Event.objects.filter(client=client_a, kind="question.answered").count() == 1
    assert bot.post(ANSWER.format(question.pk), {"answer": "  "}).status_code == 400


def test_the_seed_knee_example_end_to_end(bot, client_a, monkeypatch, django_capture_on_commit_callbacks):
    """Two knee mentions → weekly lint → one question at a natural moment → "Just a niggle" → a dated
    watch item in constraints-injuries, through an inline ingest and the validator."""
    monkeypatch.setattr(Conf, "SYNC", True)
    for day in (10, 13):
        post(
            client_a,
            ev("checkin.soreness", at(dt.date(2026, 8, day), "20:00"), area="right knee", severity=2),
        )
    ingest_nightly(client=client_a, local_date=dt.date(2026, 8, 13), distiller=None)
    lint_client(client=client_a, local_date=dt.date(2026, 8, 16))
    with time_machine.travel(dt.datetime(2026, 8, 17, 19, 24, tzinfo=KYIV), tick=False):
        question = bot.get(NEXT.format(client_a.external_id), {"moment": "session_completed"}).json()
        assert "right knee" in question["text"] and "Just a niggle" in question["options"]
        with django_capture_on_commit_callbacks(execute=True):
            assert bot.post(ANSWER.format(question["id"]), {"answer": "Just a niggle"}).status_code == 202
    page = WikiPage.objects.get(client=client_a, path="wiki/constraints-injuries.md").current_content
    assert "- **right knee** [watch]" in page and "2026-08-17" in page
    log = WikiPage.objects.get(client=client_a, path="log.md").current_content
    assert "## [2026-08-17] inline | answer: Just a niggle" in log


@pytest.mark.parametrize("moment", ["session_completed", "meal_confirmed"])
def test_next_accepts_the_natural_moments(bot, client_a, moment):
    _queue(client_a, "q?")
    assert bot.get(NEXT.format(client_a.external_id), {"moment": moment}).status_code == 200


@pytest.mark.django_db
def test_a_distillers_question_is_queued_once_while_it_is_open(client_a):
    from wiki.distillers.base import ProposedQuestion
    from wiki.inbox.questions import queue_proposed_questions

    item = ProposedQuestion("Which days suit long runs?", ("Saturday", "Sunday"), "wiki/profile.md", ("e1",))
    assert queue_proposed_questions(client=client_a, questions=(item,)) == 1
    assert queue_proposed_questions(client=client_a, questions=(item,)) == 0
    Question.objects.filter(client=client_a).update(status=Question.Status.ANSWERED)
    assert queue_proposed_questions(client=client_a, questions=(item,)) == 1
