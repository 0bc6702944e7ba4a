import datetime as dt
import io

import pytest
import time_machine
from django.core.management import call_command

from tests.wiki.conftest import KYIV, at, ev, post
from wiki.distillers.base import Proposal
from wiki.ingest.dispatch import LINT, dispatch
from wiki.ingest.rebuild import rebuild
from wiki.ingest.runs import ingest_nightly
from wiki.lint.runs import lint_client
from wiki.models import Changeset, IngestRun, LintReport, Question, WikiPage

SUNDAY = dt.date(2026, 8, 16)


def _read(client, path: str) -> str:
    return WikiPage.objects.get(client=client, path=path).current_content


@pytest.fixture
def linted(client_a):
    """Two soreness reports of the right knee (severity 2: no watch item) and a stale recovery claim."""
    for day in (9, 12):
        post(
            client_a,
            ev("checkin.soreness", at(dt.date(2026, 8, day), "20:00"), area="right knee", severity=2),
        )
    ingest_nightly(client=client_a, local_date=dt.date(2026, 8, 12), distiller=None)
    return client_a


def test_lint_stores_a_report_logs_it_and_queues_the_gap_question(linted):
    report = lint_client(client=linted, local_date=SUNDAY)
    assert LintReport.objects.get() == report
    assert report.iso_week == "2026-W33"
    assert ("gap", "area:right knee") in [(f["check"], f["key"]) for f in report.findings]
    question = Question.objects.get(client=linted)
    assert question.page == "wiki/constraints-injuries.md" and question.area == "right knee"
    assert question.options == ["It's a thing", "Just a niggle", "Tell you more"]
    log = _read(linted, "log.md")
    assert "## [2026-08-16] lint | weekly — " in log and "1 question(s) queued" in log


def test_a_second_lint_does_not_queue_the_same_question_twice(linted):
    lint_client(client=linted, local_date=SUNDAY)
    later = lint_client(client=linted, local_date=SUNDAY + dt.timedelta(days=7))
    # a week on, the history is 14 days long: the empty core sections become questions, once each
    assert later.questions_queued == 3
    report = lint_client(client=linted, local_date=SUNDAY + dt.timedelta(days=14))
    assert report.questions_queued == 0
    assert Question.objects.filter(finding="gap:area:right knee").count() == 1
    assert Question.objects.count() == 4


def test_stale_claims_are_retired_by_a_validated_rewrite_and_rebuild_still_matches(linted):
    page = WikiPage.objects.get(client=linted, path="wiki/training-history.md")
    lines = [line for line in page.current_content.split("\n") if "(as of " in line]
    assert lines, "the rules distiller dates its claims"
    later = SUNDAY + dt.timedelta(days=70)
    report = lint_client(client=linted, local_date=later)
    assert report.retired_claims >= len(lines)
    text = _read(linted, "wiki/training-history.md")
    assert not any(line in text for line in lines)
    assert Changeset.objects.filter(client=linted, kind=Changeset.Kind.LINT).exists()
    _, rebuilt = rebuild(linted)
    assert rebuilt.ok, rebuilt


def test_lint_never_touches_coach_blocks_or_constraint_entries(client_a, coach):
    from wiki.services import page_save_by_coach

    post(
        client_a, ev("injury.reported", at(dt.date(2026, 5, 1)), area="left wrist", description="front rack")
    )
    ingest_nightly(client=client_a, local_date=dt.date(2026, 5, 1), distiller=None)
    playbook = WikiPage.objects.get(client=client_a, path="wiki/coaching-playbook.md")
    page_save_by_coach(
        client=client_a,
        path=playbook.path,
        base_version=playbook.current_number,
        user=coach,
        content=playbook.current_content + "\nSend one light message (as of 2026-05-01).\n",
        local_date=dt.date(2026, 5, 2),
    )
    before = {p: _read(client_a, p) for p in ("wiki/constraints-injuries.md", "wiki/coaching-playbook.md")}
    lint_client(client=client_a, local_date=dt.date(2026, 12, 6))
    assert {p: _read(client_a, p) for p in before} == before


def test_the_dispatcher_creates_one_lint_run_per_client_per_iso_week(client_a):
    enqueued = []
    sunday_0301 = dt.datetime(2026, 8, 16, 3, 1, tzinfo=KYIV)
    assert (
        dispatch(LINT, now=sunday_0301 - dt.timedelta(minutes=2), enqueue=lambda *a: enqueued.append(a)) == 1
    )
    # (a run for the previous Sunday: Saturday night is not yet Sunday 03:00)
    assert dispatch(LINT, now=sunday_0301, enqueue=lambda *a: enqueued.append(a)) == 1
    assert (
        dispatch(LINT, now=sunday_0301 + dt.timedelta(hours=20), enqueue=lambda *a: enqueued.append(a)) == 0
    )
    dates = list(
        IngestRun.objects.filter(kind="lint").order_by("local_date").values_list("local_date", flat=True)
    )
    assert dates == [dt.date(2026, 8, 9), SUNDAY]


def test_lint_task_runs_pending_lint_runs(client_a):
    from wiki.tasks import run_lint

    IngestRun.objects.create(client=client_a, kind="lint", local_date=SUNDAY)
    assert run_lint(client_a.pk) == 1
    run = IngestRun.objects.get(kind="lint")
    assert run.status == "done" and run.lint_report.local_date == SUNDAY
    assert run_lint(client_a.pk) == 0


def test_lint_wiki_command_prints_findings(linted):
    out = io.StringIO()
    with time_machine.travel(dt.datetime(2026, 8, 16, 12, tzinfo=KYIV)):
        call_command("lint_wiki", linted.external_id, stdout=out)
    assert "gap" in out.getvalue() and "question(s) queued" in out.getvalue()


def test_a_page_made_mostly_of_stale_claims_is_still_retired(client_a, scripted):
    """More than half of a page's claims going needs a reason per line (the `shrinkage` rule): the
    lint names each one it retires."""
    day = dt.date(2026, 8, 12)
    post(client_a, ev("sleep.logged", at(day, "06:30"), hours=7.0))
    claims = "".join(f"- naps pattern {n} holds (as of 2026-08-0{n % 9 + 1})\n" for n in range(10))

    def many(task):
        path = "wiki/recovery-patterns.md"
        return Proposal({path: task.pages[path].rstrip("\n") + "\n\n## Naps\n" + claims}, {})

    assert ingest_nightly(client=client_a, local_date=day, distiller=scripted(respond=many)).status == "done"
    report = lint_client(client=client_a, local_date=SUNDAY + dt.timedelta(days=70))
    assert report.retired_claims >= 10
    assert "naps pattern" not in _read(client_a, "wiki/recovery-patterns.md")
