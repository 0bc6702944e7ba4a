"""Every payload rule of README.md "Event kinds", through the batch validator the API uses."""

import datetime as dt

import pytest

from coda_console.errors import ApiError
from coda_console.event_kinds import EVENT_KINDS, is_inline_trigger, validate_payload
from coda_console.services import validate_event_batch

NOW = dt.datetime(2026, 8, 9, 12, 0, tzinfo=dt.UTC)
SET = {"exercise": "goblet squat", "reps": 8, "weight_kg": 20}

VALID = {
    "sleep.logged": {"hours": 6.5, "bedtime": "23:15", "quality": 3},
    "recovery.scored": {"score": 58},
    "session.completed": {
        "name": "lower body A",
        "sets": [SET, {**SET, "rpe": 8}],
        "volume_kg": 320,
        "duration_min": 50,
    },
    "session.skipped": {"name": "upper B", "reason": "baby"},
    "meal.logged": {"description": "oats", "protein_g": 25, "kcal": 450},
    "weight.logged": {"kg": 64.2},
    "chat.turn": {"role": "user", "text": "hi"},
    "checkin.soreness": {"area": "right knee", "severity": 3, "note": "stairs"},
    "injury.reported": {"area": "left wrist", "description": "front rack pain"},
    "travel.started": {"location": "Munich"},
    "travel.ended": {},
    "program.changed": {"summary": "Block 2", "by": "nata"},
    "brief.confirmed": {},
    "question.answered": {"question_id": 12, "answer": "Just a niggle"},
    "note.filed": {"title": "Travel protocol", "body": "35-minute DB full body", "source": "chat"},
    "tool.success": {"tool": "query_snowflake", "duration_ms": 120},
    "tool.failure": {"tool": "get_account", "error": "timeout"},
    "entity.access": {"entity_type": "exercise", "entity_id": "pull-up", "label": "Pull-up"},
    "query.pattern": {"domain": "nutrition", "keywords": ["protein", "lunch"]},
}

INVALID = [
    ("sleep.logged", {}, "payload.hours", "is required"),
    ("sleep.logged", {"hours": "7"}, "payload.hours", "must be a number"),
    ("sleep.logged", {"hours": True}, "payload.hours", "must be a number"),
    ("sleep.logged", {"hours": 25}, "payload.hours", "must be at most 24"),
    (
        "sleep.logged",
        {"hours": 7, "bedtime": "25:00"},
        "payload.bedtime",
        "must be a time as HH:MM (24-hour)",
    ),
    ("sleep.logged", {"hours": 7, "quality": 6}, "payload.quality", "must be at most 5"),
    ("sleep.logged", {"hours": 7, "quality": 2.5}, "payload.quality", "must be an integer"),
    ("recovery.scored", {"score": 101}, "payload.score", "must be at most 100"),
    ("recovery.scored", {"score": -1}, "payload.score", "must be at least 0"),
    ("session.completed", {"name": "A"}, "payload.sets", "is required and must be a list of sets"),
    ("session.completed", {"name": "A", "sets": ["x"]}, "payload.sets[0]", "must be an object"),
    (
        "session.completed",
        {"name": "A", "sets": [{**SET, "reps": -1}]},
        "payload.sets[0].reps",
        "must be at least 0",
    ),
    (
        "session.completed",
        {"name": "A", "sets": [{"reps": 5, "weight_kg": 10}]},
        "payload.sets[0].exercise",
        "is required",
    ),
    (
        "session.completed",
        {"name": "A", "sets": [{**SET, "rpe": 11}]},
        "payload.sets[0].rpe",
        "must be at most 10",
    ),
    ("session.completed", {"sets": []}, "payload.name", "is required"),
    ("session.skipped", {"name": ""}, "payload.name", "must be a non-empty string"),
    ("meal.logged", {"description": "x", "protein_g": -3}, "payload.protein_g", "must be at least 0"),
    ("meal.logged", {"description": "x", "kcal": "many"}, "payload.kcal", "must be a number"),
    ("weight.logged", {"kg": 0}, "payload.kg", "must be greater than 0"),
    ("chat.turn", {"role": "coach", "text": "x"}, "payload.role", "must be one of user, bot"),
    ("chat.turn", {"role": "user"}, "payload.text", "is required"),
    ("checkin.soreness", {"area": "knee", "severity": 0}, "payload.severity", "must be at least 1"),
    ("injury.reported", {"area": "knee"}, "payload.description", "is required"),
    ("travel.started", {"location": 5}, "payload.location", "must be a non-empty string"),
    ("program.changed", {}, "payload.summary", "is required"),
    (
        "question.answered",
        {"question_id": [1], "answer": "x"},
        "payload.question_id",
        "must be a string or an integer",
    ),
    ("note.filed", {"title": "x"}, "payload.body", "is required"),
    ("tool.success", {}, "payload.tool", "is required"),
    ("tool.success", {"tool": "t", "duration_ms": -5}, "payload.duration_ms", "must be at least 0"),
    ("entity.access", {"entity_type": "exercise"}, "payload.entity_id", "is required"),
    (
        "query.pattern",
        {"domain": "x", "keywords": "protein"},
        "payload.keywords",
        "must be a list of strings",
    ),
]


def _event(kind: str, payload, **extra) -> dict:
    return {"id": "e1", "kind": kind, "occurred_at": "2026-08-09T07:30:00+03:00", "payload": payload, **extra}


def _problems(events: list[dict]) -> list[dict]:
    with pytest.raises(ApiError) as caught:
        validate_event_batch(events, now=NOW)
    return caught.value.details


def test_every_registered_kind_has_a_valid_example():
    assert set(VALID) == set(EVENT_KINDS)


@pytest.mark.parametrize("kind", sorted(VALID))
def test_valid_payloads_pass(kind):
    assert validate_payload(kind, VALID[kind]) == []


@pytest.mark.parametrize(("kind", "payload", "field", "message"), INVALID)
def test_invalid_payloads_are_named_precisely(kind, payload, field, message):
    assert {"index": 0, "field": field, "message": message} in _problems([_event(kind, payload)])


def test_unknown_kind_is_refused():
    assert _problems([_event("sleep.loged", {"hours": 7})])[0]["field"] == "kind"


@pytest.mark.parametrize(
    ("occurred_at", "message_part"),
    [
        ("2026-08-09T07:30:00", "timezone offset"),
        ("yesterday", "not an ISO 8601"),
        (1723180000, "ISO 8601 string"),
        ("2026-08-11T12:00:01+00:00", "24 hours in the future"),
    ],
)
def test_occurred_at_must_be_aware_and_not_far_in_the_future(occurred_at, message_part):
    problems = _problems([{**_event("recovery.scored", {"score": 5}), "occurred_at": occurred_at}])
    assert problems[0]["field"] == "occurred_at"
    assert message_part in problems[0]["message"]


def test_up_to_24_hours_ahead_is_accepted():
    rows = validate_event_batch(
        [{**_event("recovery.scored", {"score": 5}), "occurred_at": "2026-08-10T11:59:00Z"}], now=NOW
    )
    assert rows[0]["occurred_at"] == dt.datetime(2026, 8, 10, 11, 59, tzinfo=dt.UTC)


@pytest.mark.parametrize("event_id", ["", "x" * 129, 7, None])
def test_ids_must_be_short_non_empty_strings(event_id):
    assert _problems([{**_event("brief.confirmed", {}), "id": event_id}])[0]["field"] == "id"


def test_payload_over_64_kib_is_refused():
    big = {"title": "x", "body": "y" * 39_000, "source": "z" * 400}
    assert validate_payload("note.filed", big) == []
    chat = {"role": "user", "text": "é" * 19_000, "extra": "w" * 40_000}
    assert _problems([_event("chat.turn", chat)])[0] == {
        "index": 0,
        "field": "payload",
        "message": "is larger than 64 KiB",
    }


def test_payload_must_be_an_object():
    assert _problems([_event("brief.confirmed", ["at"])])[0]["field"] == "payload"


def test_session_id_must_be_a_short_string():
    assert _problems([_event("brief.confirmed", {}, session_id=5)])[0]["field"] == "session_id"


def test_batch_must_be_a_non_empty_list_of_at_most_1000():
    for batch in ([], {"events": 1}, [_event("brief.confirmed", {})] * 1001):
        with pytest.raises(ApiError):
            validate_event_batch(batch, now=NOW)


def test_every_problem_in_a_batch_is_reported_with_its_index():
    events = [_event("brief.confirmed", {}), _event("weight.logged", {}), "nope", _event("nope", {})]
    assert [p["index"] for p in _problems(events)] == [1, 2, 3]


@pytest.mark.parametrize(
    ("kind", "payload", "expected"),
    [
        ("injury.reported", VALID["injury.reported"], True),
        ("checkin.soreness", {"area": "knee", "severity": 3}, True),
        ("checkin.soreness", {"area": "knee", "severity": 2}, False),
        ("note.filed", VALID["note.filed"], True),
        ("question.answered", VALID["question.answered"], True),
        ("program.changed", VALID["program.changed"], True),
        ("sleep.logged", VALID["sleep.logged"], False),
        # registered by the wiki app: pain said in a user chat turn (docs/understanding.md)
        ("chat.turn", {"role": "user", "text": "my left knee hurts on squats"}, True),
        ("chat.turn", {"role": "user", "text": "knee clicked on squats, no pain"}, False),
        ("chat.turn", {"role": "bot", "text": "Given your bad knee, we'll skip lunges"}, False),
    ],
)
def test_inline_ingest_triggers(kind, payload, expected):
    assert is_inline_trigger(kind, payload) is expected
