"""Candidate pages from the event→page map: weekly/current, exercises/*, notes, answered questions."""

import datetime as dt

from tests.wiki.ingest.test_digest import record
from wiki.ingest.eventlog import candidate_pages, exercise_pages
from wiki.tree.pagemap import CORE_PAGES

DAY = dt.date(2026, 8, 9)  # a Sunday, ISO week 32
EXISTING = frozenset(
    {
        *CORE_PAGES,
        "wiki/weekly/2026-W32.md",
        "wiki/exercises/pull-up-progression.md",
        "wiki/exercises/back-squat.md",
        "wiki/travel-protocol.md",
    }
)


def test_each_kind_maps_to_its_pages_in_a_stable_order():
    events = [
        record(1, "sleep.logged", hours=6),
        record(2, "meal.logged", description="x"),
        record(3, "sleep.logged", hours=7),
    ]
    assert candidate_pages(events, EXISTING, DAY) == [
        "wiki/recovery-patterns.md",
        "wiki/nutrition-patterns.md",
    ]


def test_a_session_reads_training_history_this_week_and_its_exercises():
    sets = [
        {"exercise": "Pull-up", "reps": 3, "weight_kg": 0},
        {"exercise": "Back squat", "reps": 5, "weight_kg": 60},
    ]
    pages = candidate_pages([record(1, "session.completed", name="A", sets=sets)], EXISTING, DAY)
    assert pages == [
        "wiki/training-history.md",
        "wiki/weekly/2026-W32.md",
        "wiki/exercises/back-squat.md",
        "wiki/exercises/pull-up-progression.md",
    ]


def test_exercise_pages_match_by_slug_or_prefix():
    sets = [{"exercise": "Pull-up (band)", "reps": 5, "weight_kg": 0}]
    assert exercise_pages([record(1, "session.completed", name="A", sets=sets)], EXISTING) == [
        "wiki/exercises/pull-up-progression.md"
    ]


def test_notes_read_their_topic_page_and_the_core_page_that_will_link_to_it():
    note = record(1, "note.filed", title="Travel protocol", body="hotel trip: 35-minute DB full body")
    assert candidate_pages([note], EXISTING, DAY) == ["wiki/travel-protocol.md", "wiki/profile.md"]


def test_answered_questions_read_their_own_page():
    note = record(1, "note.filed", title="Travel protocol", body="35-minute DB full body")
    answer = record(
        2, "question.answered", question_id="q1", answer="niggle", page="wiki/constraints-injuries.md"
    )
    assert candidate_pages([note, answer], EXISTING, DAY)[-1] == "wiki/constraints-injuries.md"
    bad = record(3, "question.answered", question_id="q2", answer="x", page="../SCHEMA.md")
    assert candidate_pages([bad], EXISTING, DAY) == []


def test_pages_that_do_not_exist_yet_are_not_read():
    assert candidate_pages(
        [record(1, "session.completed", name="A", sets=[])], frozenset(CORE_PAGES), DAY + dt.timedelta(days=1)
    ) == ["wiki/training-history.md"]


def test_pain_she_tells_by_her_own_name_reads_the_constraints_page():
    said = record(1, "chat.turn", role="user", text="Harold's right hip has been giving him gyp, about a 5")
    assert "wiki/constraints-injuries.md" in candidate_pages([said], EXISTING, DAY, client_name="Harold")
