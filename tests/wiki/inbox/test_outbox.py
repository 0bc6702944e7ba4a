"""The Wiki Brain announces alerts, dead letters and questions through the core outbox, in the same
transaction as the change (docs/webhooks.md "Event types")."""

import datetime as dt

import pytest

from coda_console.models import OutboxEvent
from tests.wiki.conftest import FoldDistiller, at, ev, post
from wiki.distillers.base import DistillerError
from wiki.distillers.scripted import ScriptedDistiller
from wiki.inbox.questions import queue_gap_questions
from wiki.ingest.outcomes import record_crashed_run
from wiki.ingest.runs import dead_letter_rerun, ingest_nightly
from wiki.lint.checks import Finding
from wiki.models import Alert, DeadLetter, LintReport

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 8, 12)


def kinds(client) -> list[str]:
    return list(OutboxEvent.objects.filter(client=client).order_by("pk").values_list("kind", flat=True))


def test_a_dead_letter_announces_itself_and_its_alert_and_the_rerun_resolves_it(client_a):
    post(client_a, ev("sleep.logged", at(DAY, "06:00"), hours=5))
    run = ingest_nightly(
        client=client_a, local_date=DAY, distiller=ScriptedDistiller([DistillerError("down")] * 3)
    )
    letter = DeadLetter.objects.get(run=run)
    alert = Alert.objects.get(dead_letter=letter)
    assert kinds(client_a) == ["alert.opened", "ingest.dead_lettered"]
    opened, dead = OutboxEvent.objects.filter(client=client_a).order_by("pk")
    assert opened.payload["alert"] == alert.pk and opened.payload["kind"] == "pipeline_failure"
    assert dead.payload == {
        "dead_letter": letter.pk,
        "run": run.pk,
        "run_kind": "nightly",
        "local_date": DAY.isoformat(),
        "distiller": letter.distiller,
        "attempts": 3,
    }
    assert dead.tenant == client_a.tenant

    dead_letter_rerun(dead_letter=letter, distiller=FoldDistiller())
    resolved = OutboxEvent.objects.get(client=client_a, kind="alert.resolved")
    assert resolved.payload["alert"] == alert.pk and resolved.payload["status"] == "resolved"
    assert "wiki.distilled" in kinds(client_a)


def test_a_crashed_run_opens_one_alert_and_announces_it_once(client_a):
    record_crashed_run(client=client_a, kind="nightly", error=OSError("disk"))
    record_crashed_run(client=client_a, kind="nightly", error=OSError("disk"))
    assert kinds(client_a) == ["alert.opened"]


def test_queued_questions_are_announced(client_a):
    report = LintReport.objects.create(client=client_a, local_date=DAY, iso_week="2026-W33")
    finding = Finding("gap", "info", "wiki/goals.md", "stale goal", key="goal:run a 10k",
                      detail={"goal": "run a 10k"})  # fmt: skip
    assert queue_gap_questions(client=client_a, report=report, findings=[finding]) == 1
    event = OutboxEvent.objects.get(kind="question.ready")
    assert event.client == client_a and event.payload["page"] == "wiki/goals.md"
    assert "run a 10k" in event.payload["text"]
    assert queue_gap_questions(client=client_a, report=report, findings=[finding]) == 0
    assert OutboxEvent.objects.filter(kind="question.ready").count() == 1


def test_nothing_is_announced_when_the_change_rolls_back(client_a):
    from django.db import transaction

    with pytest.raises(RuntimeError), transaction.atomic():
        record_crashed_run(client=client_a, kind="nightly", error=OSError("disk"))
        raise RuntimeError("the surrounding work failed")
    assert kinds(client_a) == [] and not Alert.objects.exists()
