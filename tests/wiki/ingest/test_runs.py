"""Nightly and inline ingest through the real pipeline, on both storage backends."""

import datetime as dt
import threading

import pytest
from django.db import connection

from coda_console.models import OutboxEvent
from tests.wiki.conftest import FoldDistiller, at, content_of, day_of_events, ev, post, snapshot
from wiki.distillers.base import DistillerError, Proposal
from wiki.distillers.scripted import ScriptedDistiller
from wiki.ingest.runs import IngestRefused, dead_letter_rerun, ingest_inline, ingest_nightly
from wiki.models import (
    Alert,
    Changeset,
    DeadLetter,
    IngestRun,
    IngestState,
    PageVersion,
    WikiPage,
)

# The whole ingest suite runs once per storage backend (filesystem, and S3 on moto with versioning).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("backend")]
DAY = dt.date(2026, 8, 12)
RECOVERY = "wiki/recovery-patterns.md"


def test_a_passing_run_commits_everything_in_one_go(client_a):
    events = day_of_events(DAY)
    events.append(ev("chat.turn", at(DAY, "20:00"), role="user", text="I CONTRADICT my old self"))
    events.append(ev("injury.reported", at(DAY, "20:30"), area="left wrist", description="front rack hurts"))
    post(client_a, *events)
    run = ingest_nightly(client=client_a, local_date=DAY, distiller=FoldDistiller())

    assert run.status == IngestRun.Status.DONE and run.attempts == 1
    assert run.events_count == len(events) and run.contradictions == 1
    # raw digest and transcript, written once by the system
    digest = content_of(client_a, "raw/2026-08-12-events.md")
    assert digest.startswith("# Events — 2026-08-12\n") and "session.completed — Lower body A" in digest
    assert "[transcripts/2026-08-12-chat.md](transcripts/2026-08-12-chat.md)" in digest
    assert "**user**: Knees felt a bit tired" in content_of(client_a, "raw/transcripts/2026-08-12-chat.md")
    # pages, index and log
    assert "fold sleep.logged" in content_of(client_a, RECOVERY)
    index = content_of(client_a, "index.md")
    assert "| [recovery-patterns.md](wiki/recovery-patterns.md) | 2 claims | 2026-08-12 |" in index
    assert "| [weekly/2026-W33.md](wiki/weekly/2026-W33.md) |" in index
    log_tail = content_of(client_a, "log.md").splitlines()[-1]
    touched = sorted(run.pages_touched)
    assert log_tail.startswith(f"## [2026-08-12] ingest | fold {len(events)} — {len(events)} events; ")
    assert log_tail.endswith("; 1 contradiction")
    assert all(path.removeprefix("wiki/") in log_tail for path in touched)
    # watermark, outbox, alerts
    state = IngestState.objects.get(client=client_a)
    assert state.watermark_seq == max(e.pk for e in client_a.events.all()) and state.folded_through == DAY
    outbox = OutboxEvent.objects.get(client=client_a, kind="wiki.distilled")
    assert outbox.payload["local_date"] == "2026-08-12" and sorted(outbox.payload["pages"]) == touched
    assert (
        outbox.payload["versions"]["log.md"]
        == WikiPage.objects.get(client=client_a, path="log.md").current_number
    )
    contradiction = Alert.objects.get(client=client_a, kind=Alert.Kind.WIKI_CONTRADICTION)
    assert contradiction.payload["old_claim"].startswith("old view") and contradiction.payload["evidence"]
    assert contradiction.page in touched and contradiction.status == "open"
    assert Alert.objects.filter(client=client_a, kind=Alert.Kind.SAFETY, severity="high").count() == 1
    # who wrote what
    versions = {v.page.path: v for v in PageVersion.objects.filter(changeset__run=run).select_related("page")}
    assert versions["raw/2026-08-12-events.md"].updated_by == "system"
    assert versions[RECOVERY].updated_by == "distiller" and versions["log.md"].updated_by == "system"


def test_a_quiet_day_logs_one_line_and_stops(client_a):
    run = ingest_nightly(client=client_a, local_date=DAY, distiller=ScriptedDistiller())
    assert run.status == IngestRun.Status.QUIET
    assert content_of(client_a, "log.md").splitlines()[-1] == "## [2026-08-12] ingest | quiet day"
    assert not WikiPage.objects.filter(client=client_a, path__startswith="raw/").exists()


def test_behavioural_events_alone_make_a_quiet_day(client_a):
    post(client_a, ev("tool.success", at(DAY), tool="search"))
    assert ingest_nightly(client=client_a, local_date=DAY, distiller=ScriptedDistiller()).status == "quiet"


def test_retries_feed_the_violations_back_and_a_later_attempt_can_pass(client_a):
    post(client_a, ev("sleep.logged", at(DAY, "06:00"), hours=5))
    good = lambda task: Proposal(  # noqa: E731
        pages={RECOVERY: task.pages[RECOVERY] + "- short night (as of 2026-08-12)\n"}, index_summaries={}
    )
    bad = Proposal(pages={RECOVERY: "no heading\n"}, index_summaries={})
    distiller = ScriptedDistiller([bad, DistillerError("model timed out"), good])
    run = ingest_nightly(client=client_a, local_date=DAY, distiller=distiller)
    assert run.status == "done" and run.attempts == 3
    assert distiller.calls[0].violations == ()
    assert distiller.calls[1].violations[0].startswith("[page-shape] wiki/recovery-patterns.md")
    assert distiller.calls[2].violations == ("[distiller] DistillerError: model timed out",)
    assert "short night" in content_of(client_a, RECOVERY)


def test_a_crashing_distiller_is_a_failed_attempt_not_a_crash(client_a):
    post(client_a, ev("sleep.logged", at(DAY, "06:00"), hours=5))
    ingest_nightly(client=client_a, local_date=DAY - dt.timedelta(days=1), distiller=ScriptedDistiller())
    before = snapshot(client_a)
    run = ingest_nightly(client=client_a, local_date=DAY, distiller=ScriptedDistiller([KeyError("bug")] * 3))
    assert run.status == "dead_letter"
    assert snapshot(client_a) == before
    letter = DeadLetter.objects.get(run=run)
    assert letter.error == "KeyError: 'bug'" and letter.proposal == {}


def test_a_dead_letter_can_be_rerun_and_closes_when_it_passes(client_a):
    post(client_a, ev("sleep.logged", at(DAY, "06:00"), hours=5))
    run = ingest_nightly(
        client=client_a, local_date=DAY, distiller=ScriptedDistiller([DistillerError("down")] * 3)
    )
    letter = DeadLetter.objects.get(run=run)
    assert IngestState.objects.get(client=client_a).watermark_seq == 0
    rerun = dead_letter_rerun(dead_letter=letter, distiller=FoldDistiller())
    assert rerun.pk == run.pk and rerun.status == "done"
    letter.refresh_from_db()
    assert letter.status == DeadLetter.Status.RERUN_OK
    assert Alert.objects.get(dead_letter=letter).status == "resolved"
    assert IngestState.objects.get(client=client_a).watermark_seq > 0


def test_only_events_past_the_watermark_are_folded(client_a):
    day1, day2 = DAY, DAY + dt.timedelta(days=1)
    post(client_a, *day_of_events(day1))
    distiller = ScriptedDistiller(respond=lambda task: Proposal(pages={}, index_summaries={}))
    ingest_nightly(client=client_a, local_date=day1, distiller=distiller)
    post(client_a, ev("sleep.logged", at(day2, "06:00"), hours=7))
    run = ingest_nightly(client=client_a, local_date=day2, distiller=distiller)
    assert [event.kind for event in distiller.calls[-1].events] == ["sleep.logged"]
    assert run.events_count == 1


def test_late_arrivals_are_folded_into_the_next_night(client_a):
    day1, day2 = DAY, DAY + dt.timedelta(days=1)
    post(client_a, ev("sleep.logged", at(day1, "06:00"), hours=6))
    distiller = ScriptedDistiller(respond=lambda task: Proposal(pages={}, index_summaries={}))
    ingest_nightly(client=client_a, local_date=day1, distiller=distiller)
    late = ev("meal.logged", at(day1, "21:00"), description="late dinner", protein_g=30)
    post(client_a, late, ev("sleep.logged", at(day2, "06:00"), hours=7))
    ingest_nightly(client=client_a, local_date=day2, distiller=distiller)
    assert {event.event_id for event in distiller.calls[-1].events} >= {late["id"]}
    digest = content_of(client_a, "raw/2026-08-13-events.md")
    assert "## Late arrivals\n\n### 2026-08-12\n" in digest and "late dinner" in digest


def test_events_of_a_later_day_are_held_back_not_skipped(client_a):
    day1, day2 = DAY, DAY + dt.timedelta(days=1)
    early_next = ev("sleep.logged", at(day2, "01:10"), hours=4)  # after local midnight, before the 02:30 run
    post(client_a, early_next)
    post(client_a, ev("chat.turn", at(day1, "23:50"), role="user", text="can't sleep"))  # a higher id, day 1
    distiller = ScriptedDistiller(respond=lambda task: Proposal(pages={}, index_summaries={}))
    ingest_nightly(client=client_a, local_date=day1, distiller=distiller)
    assert [event.kind for event in distiller.calls[-1].events] == ["chat.turn"]
    ingest_nightly(client=client_a, local_date=day2, distiller=distiller)
    assert [event.event_id for event in distiller.calls[-1].events] == [early_next["id"]]
    ingest_nightly(client=client_a, local_date=day2 + dt.timedelta(days=1), distiller=distiller)
    assert IngestRun.objects.get(client=client_a, local_date=day2 + dt.timedelta(days=1)).status == "quiet"


def test_a_done_run_is_idempotent_and_an_earlier_day_is_refused(client_a):
    post(client_a, *day_of_events(DAY))
    first = ingest_nightly(client=client_a, local_date=DAY, distiller=FoldDistiller())
    versions = PageVersion.objects.count()
    again = ingest_nightly(client=client_a, local_date=DAY, distiller=FoldDistiller())
    assert again.pk == first.pk and PageVersion.objects.count() == versions
    with pytest.raises(IngestRefused):
        ingest_nightly(client=client_a, local_date=DAY - dt.timedelta(days=3), distiller=FoldDistiller())


def test_the_distiller_reads_schema_index_and_candidate_pages_only(client_a):
    post(client_a, ev("sleep.logged", at(DAY, "06:00"), hours=5))
    distiller = ScriptedDistiller(respond=lambda task: Proposal(pages={}, index_summaries={}))
    run = ingest_nightly(client=client_a, local_date=DAY, distiller=distiller)
    task = distiller.calls[0]
    assert list(task.pages) == [RECOVERY]
    assert task.schema.startswith("# SCHEMA — how this wiki works (v3)") and task.index.startswith("# Index")
    assert "wiki/goals.md" in task.existing_paths and "raw/2026-08-12-events.md" in task.existing_paths
    assert task.raw_digest_path == "raw/2026-08-12-events.md" and "slept 5 h" in task.raw_digest
    assert run.pages_read == 3


def test_session_days_read_the_weekly_page_and_matching_exercise_pages(client_a):
    distiller = ScriptedDistiller()
    pages = {
        "wiki/weekly/2026-W33.md": "# Week 33\n\n*This week.*\n",
        "wiki/exercises/back-squat-progression.md": "# Back squat\n\n*Squat notes.*\n",
        "wiki/exercises/deadlift.md": "# Deadlift\n\n*Not today.*\n",
    }
    post(client_a, ev("sleep.logged", at(DAY - dt.timedelta(days=1)), hours=7))
    ingest_nightly(
        client=client_a,
        local_date=DAY - dt.timedelta(days=1),
        distiller=ScriptedDistiller([Proposal(pages={}, index_summaries={})]),
    )
    day = DAY  # same ISO week (W33)
    post(client_a, *day_of_events(day))
    distiller = ScriptedDistiller(
        [Proposal(pages=pages, index_summaries={}), Proposal(pages={}, index_summaries={})]
    )
    ingest_nightly(client=client_a, local_date=day - dt.timedelta(days=0), distiller=distiller)
    post(client_a, *day_of_events(day + dt.timedelta(days=1)))
    ingest_nightly(client=client_a, local_date=day + dt.timedelta(days=1), distiller=distiller)
    task = distiller.calls[-1]
    assert "wiki/weekly/2026-W33.md" in task.pages
    assert "wiki/exercises/back-squat-progression.md" in task.pages
    assert "wiki/exercises/deadlift.md" not in task.pages


def test_the_look_back_window_is_bounded_and_excludes_the_day(client_a, settings):
    settings.WIKI_RECENT_DAYS = 5
    for offset in range(10, 0, -1):
        post(client_a, ev("sleep.logged", at(DAY - dt.timedelta(days=offset), "06:00"), hours=6))
    post(client_a, ev("sleep.logged", at(DAY, "06:00"), hours=7))
    IngestState.objects.create(client=client_a, watermark_seq=client_a.events.order_by("-id")[1].pk)
    distiller = ScriptedDistiller(respond=lambda task: Proposal(pages={}, index_summaries={}))
    ingest_nightly(client=client_a, local_date=DAY, distiller=distiller)
    recent = distiller.calls[0].recent_events
    assert [event.local_date for event in recent] == [DAY - dt.timedelta(days=n) for n in range(5, 0, -1)]


def test_index_lists_every_wiki_page_with_summary_and_date(client_a):
    post(client_a, ev("sleep.logged", at(DAY), hours=6))
    topic = "# Travel protocol\n\n*35-minute DB full-body + incline walk for hotel gyms.*\n"
    distiller = ScriptedDistiller([Proposal(pages={"wiki/travel-protocol.md": topic}, index_summaries={})])
    ingest_nightly(client=client_a, local_date=DAY, distiller=distiller)
    index = content_of(client_a, "index.md")
    rows = [line for line in index.splitlines() if line.startswith("| [")]
    assert len(rows) == WikiPage.objects.filter(client=client_a, path__startswith="wiki/").count() == 9
    assert (
        "| [travel-protocol.md](wiki/travel-protocol.md) | "
        "35-minute DB full-body + incline walk for hotel gyms. | 2026-08-12 |" in index
    )


# --- Inline mini-ingests ------------------------------------------------------------------------------


@pytest.fixture
def run_tasks_inline(monkeypatch):
    """Make django-q's async_task run the task right away (what the worker would do)."""
    from django.utils.module_loading import import_string

    calls = []

    def run_now(func, *args, **kwargs):
        calls.append((func, args))
        return import_string(func)(*args)

    monkeypatch.setattr("wiki.tasks.async_task", run_now)
    monkeypatch.setattr("wiki.distillers._FACTORIES", {"rules": FoldDistiller, "fold": FoldDistiller})
    return calls


def test_a_trigger_event_posted_through_the_api_runs_an_inline_ingest(
    client_a, bot, run_tasks_inline, django_capture_on_commit_callbacks
):
    ingest_nightly(client=client_a, local_date=DAY - dt.timedelta(days=1), distiller=ScriptedDistiller())
    body = {
        "events": [ev("injury.reported", at(DAY, "10:00"), area="left wrist", description="front rack hurts")]
    }
    with django_capture_on_commit_callbacks(execute=True):
        response = bot.post("/api/v1/clients/marta-7f3a/events", body)
    assert response.status_code == 202
    assert run_tasks_inline == [("wiki.tasks.run_inline_ingest", (client_a.pk,))]
    run = IngestRun.objects.get(client=client_a, kind="inline")
    assert run.status == "done" and run.slot == str(client_a.events.get().pk)
    assert run.pages_touched == ["wiki/constraints-injuries.md"]
    assert (
        content_of(client_a, "log.md")
        .splitlines()[-1]
        .startswith("## [2026-08-12] inline | fold 1 — 1 event; ")
    )
    assert IngestState.objects.get(client=client_a).watermark_seq == 0  # the nightly run still folds it
    assert Alert.objects.filter(client=client_a, kind="safety").exists()


def test_non_trigger_batches_do_not_run_an_inline_ingest(
    client_a, bot, run_tasks_inline, django_capture_on_commit_callbacks
):
    body = {
        "events": [
            ev("checkin.soreness", at(DAY), area="calf", severity=2),
            ev("sleep.logged", at(DAY), hours=7),
        ]
    }
    with django_capture_on_commit_callbacks(execute=True):
        bot.post("/api/v1/clients/marta-7f3a/events", body)
    assert run_tasks_inline == [] and not IngestRun.objects.exists()


def test_each_trigger_gets_its_own_inline_run_once(client_a):
    post(
        client_a,
        ev("checkin.soreness", at(DAY, "09:00"), area="right knee", severity=4),
        ev("program.changed", at(DAY, "10:00"), summary="Block 2: 3×/week, squat focus", by="nata"),
        ev("sleep.logged", at(DAY, "06:00"), hours=6),
    )
    distiller = FoldDistiller()
    runs = ingest_inline(client=client_a, distiller=distiller)
    assert [run.status for run in runs] == ["done", "done"]
    assert ingest_inline(client=client_a, distiller=distiller) == []
    assert runs[1].pages_touched == ["wiki/training-history.md"]


def test_an_answered_question_touches_its_own_page(client_a):
    post(
        client_a,
        ev(
            "question.answered",
            at(DAY),
            question_id="q1",
            answer="Just a niggle",
            page="wiki/constraints-injuries.md",
        ),
    )
    distiller = ScriptedDistiller(respond=lambda task: Proposal(pages={}, index_summaries={}))
    ingest_inline(client=client_a, distiller=distiller)
    assert list(distiller.calls[0].pages) == ["wiki/constraints-injuries.md"]
    assert distiller.calls[0].mode == "inline"


# --- Serialisation (PostgreSQL row lock) ---------------------------------------------------------------


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_concurrent_ingests_of_one_client_run_one_at_a_time(client_a):
    post(client_a, *day_of_events(DAY))
    barrier = threading.Barrier(2)
    results, errors = [], []

    def worker():
        try:
            barrier.wait()
            results.append(ingest_nightly(client=client_a, local_date=DAY, distiller=FoldDistiller()).status)
        except Exception as error:
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and results == ["done", "done"]
    assert Changeset.objects.filter(client=client_a, kind="nightly").count() == 1
    assert Changeset.objects.filter(client=client_a, kind="init").count() == 1


# --- Batch shape: submit now, apply later ------------------------------------------------------------


def test_a_prepared_task_equals_the_one_the_run_hands_over_and_a_collected_answer_applies(client_a):
    from wiki.ingest.runs import prepare_nightly_task

    ingest_nightly(client=client_a, local_date=DAY - dt.timedelta(days=1), distiller=ScriptedDistiller())
    post(client_a, *day_of_events(DAY))
    submitted = prepare_nightly_task(client=client_a, local_date=DAY)
    collected = FoldDistiller().propose(submitted)  # what a batch would return later
    direct = ScriptedDistiller([collected])
    run = ingest_nightly(client=client_a, local_date=DAY, distiller=direct)
    assert direct.calls[0] == submitted
    assert run.status == "done" and run.attempts == 1
    assert prepare_nightly_task(client=client_a, local_date=DAY + dt.timedelta(days=1)) is None
