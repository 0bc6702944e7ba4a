"""The question queue: lint gaps become questions, asked at a natural moment, at most one a local day."""

import datetime as dt
import hashlib

from django.db import IntegrityError, transaction
from django.utils import timezone

from coda_console.actors import Actor
from coda_console.errors import ApiError, Conflict
from coda_console.models import Client
from coda_console.services import audit_record, events_ingest
from wiki.distillers.base import ProposedQuestion
from wiki.inbox.outbox import question_ready
from wiki.lint.checks import Finding
from wiki.models import LintReport, Question

MOMENTS = ("session_completed", "meal_confirmed", "brief_confirmed", "checkin_done", "chat_idle")
AREA_OPTIONS = ["It's a thing", "Just a niggle", "Tell you more"]
GOAL_OPTIONS = ["Still on", "Not any more", "Tell you more"]
# An empty core section (wiki/lint/checks.py CORE_SECTIONS) → the question that fills it; the answer lands on
# the section's page like every answer.
SECTION_QUESTIONS: dict[str, tuple[str, list[str]]] = {
    "Schedule": (
        "When does training fit your week best?",
        ["Mornings", "Lunchtime", "Evenings", "Weekends", "It varies"],
    ),
    "Goals": (
        "What are you training for right now — a goal, an event or a date you're working towards?",
        ["Tell you more", "Just staying fit"],
    ),
    "What lands": (
        "How do you like my messages — short and to the point, or with more detail?",
        ["Short please", "More detail", "Buttons are easiest"],
    ),
}


def _question_for(finding: Finding) -> tuple[str, list[str], str]:
    detail = finding.detail
    if finding.key.startswith("area:"):
        text = (
            f"You've mentioned your {detail['area']} {detail['count']} times in the last two weeks. "
            "Is it a real thing we should train around, or just a passing niggle?"
        )
        return text, AREA_OPTIONS, detail["area"]
    if finding.key.startswith("section:"):
        text, options = SECTION_QUESTIONS.get(detail.get("section", ""), ("Anything I should know?", []))
        return text, options or ["Tell you more"], ""
    text = f"We haven't seen anything about “{detail['goal']}” for a month — is it still a goal?"
    return text, GOAL_OPTIONS, ""


def queue_question(
    *,
    client: Client,
    finding: str,
    text: str,
    options: list[str],
    page: str,
    report: LintReport,
    area: str = "",
) -> Question | None:
    """Queue one question for a finding — or None when one for the same finding is still open (queued
    or asked). Asked later at a natural moment, at most one a local day (question_next)."""
    finding = finding[:200]
    if (
        Question.objects.filter(client=client, finding=finding)
        .exclude(status=Question.Status.ANSWERED)
        .exists()
    ):
        return None
    question = Question.objects.create(
        client=client, text=text, options=options, page=page, finding=finding, area=area, report=report
    )
    question_ready(question)
    return question


def queue_gap_questions(*, client: Client, report: LintReport, findings: list[Finding]) -> int:
    """One question per gap finding not already queued or asked. Returns how many were queued."""
    queued = 0
    for finding in findings:
        if finding.check != "gap":
            continue
        text, options, area = _question_for(finding)
        question = queue_question(
            client=client,
            finding=f"gap:{finding.key}",
            text=text,
            options=options,
            page=finding.page,
            report=report,
            area=area,
        )
        queued += question is not None
    return queued


def queue_proposed_questions(*, client: Client, questions: tuple[ProposedQuestion, ...]) -> int:
    """A distiller's question (at most one a run, validated like the rest of its proposal — docs/anthropic.md
    "Questions out") into the same queue, once while it is open. Returns how many were queued."""
    queued = 0
    for item in questions:
        digest = hashlib.sha256(f"{item.page}\n{item.text}".encode()).hexdigest()[:16]
        key = f"distiller:{item.page}:{digest}"[:200]
        if (
            Question.objects.filter(client=client, finding=key)
            .exclude(status=Question.Status.ANSWERED)
            .exists()
        ):
            continue
        question = Question.objects.create(
            client=client, text=item.text, options=list(item.options), page=item.page, finding=key
        )
        question_ready(question)
        queued += 1
    return queued


def question_next(*, client: Client, moment: str, now: dt.datetime | None = None) -> Question | None:
    """The question to ask now, marked asked — or None: at most one question per client-local day.

    A question already asked today and not yet answered is returned again (a bot's retry is harmless).
    """
    now = now or timezone.now()
    today = now.astimezone(client.tz).date()
    with transaction.atomic():
        asked_today = Question.objects.select_for_update().filter(client=client, asked_on=today).first()
        if asked_today is not None:
            return asked_today if asked_today.status == Question.Status.ASKED else None
        candidate = (
            Question.objects.select_for_update()
            .filter(client=client, status=Question.Status.QUEUED)
            .order_by("created_at", "id")
            .first()
        )
        if candidate is None:
            return None
        candidate.status, candidate.asked_at, candidate.asked_on, candidate.moment = (
            Question.Status.ASKED,
            now,
            today,
            moment,
        )
        try:
            with transaction.atomic():
                candidate.save(update_fields=["status", "asked_at", "asked_on", "moment"])
        except IntegrityError:  # another request asked one today in the meantime
            return None
        return candidate


def question_answer(
    *,
    question: Question,
    answer: str,
    actor: Actor | None = None,
    ip_address: str | None = None,
    now: dt.datetime | None = None,
) -> str:
    """Record the answer as a `question.answered` event (which triggers an inline ingest on commit),
    audited in the same transaction when an actor is named."""
    now = now or timezone.now()
    answer = answer.strip()
    if not answer:
        raise ApiError("The answer is empty.", details=[{"field": "answer", "message": "required"}])
    with transaction.atomic():
        question = Question.objects.select_for_update().get(pk=question.pk)
        if question.status == Question.Status.ANSWERED:
            if question.answer == answer:
                return question.answer_event_id  # the same answer again: idempotent
            raise Conflict(f"Question {question.pk} was already answered.", code="already_answered")
        event_id = f"answer-q{question.pk}"
        payload = {
            "question_id": question.pk,
            "answer": answer,
            "page": question.page,
            "question": question.text,
        }
        if question.area:
            payload["area"] = question.area
        events_ingest(
            client=question.client,
            received_at=now,
            raw_events=[
                {
                    "id": event_id,
                    "kind": "question.answered",
                    "occurred_at": now.isoformat(),
                    "payload": payload,
                }
            ],
        )
        question.status, question.answer, question.answered_at, question.answer_event_id = (
            Question.Status.ANSWERED,
            answer,
            now,
            event_id,
        )
        if question.asked_on is None:  # answered without being fetched (e.g. from the console)
            question.asked_at = now
        question.save(update_fields=["status", "answer", "answered_at", "answer_event_id", "asked_at"])
        if actor is not None:
            audit_record(
                action="question.answer",
                tenant=question.client.tenant,
                target=f"{question.client.external_id}:q{question.pk}",
                actor=actor,
                ip_address=ip_address,
            )
        return event_id
