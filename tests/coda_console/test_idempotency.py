"""/turns and /notes are retry-safe: the first answer is replayed within the window, stored once."""

import datetime as dt
import hashlib
import json

import pytest
import time_machine
from django.utils import timezone

from coda_console import services
from coda_console.models import Event, IdempotentResponse

TURNS = "/api/v1/clients/{}/turns"
NOTES = "/api/v1/clients/{}/notes"
EVENTS = "/api/v1/clients/{}/events"
T0 = dt.datetime(2026, 8, 10, 9, 0, tzinfo=dt.UTC)


@pytest.fixture
def clock():
    with time_machine.travel(T0, tick=False) as traveller:
        yield traveller


def _turn(**extra) -> dict:
    return {"session_id": "tg-42", "user_text": "My knee aches after squats.", "bot_text": "Noted.", **extra}


def _note(**extra) -> dict:
    return {"title": "Travel protocol", "body": "Hotel gym: dumbbells only.", **extra}


def _stored(client) -> int:
    return Event.objects.filter(client=client).exclude(kind="query.pattern").count()


@pytest.mark.parametrize(("url", "make"), [(TURNS, _turn), (NOTES, _note)])
def test_an_identical_retry_within_the_window_returns_the_first_answer_and_stores_nothing(
    bot, client_a, clock, url, make
):
    first = bot.post(url.format(client_a.external_id), make())
    assert first.status_code in (200, 202), first.json()
    stored = Event.objects.filter(client=client_a).count()
    for seconds in (1, 60, 599):
        clock.move_to(T0 + dt.timedelta(seconds=seconds))
        again = bot.post(url.format(client_a.external_id), make())
        assert (again.status_code, again.json()) == (first.status_code, first.json())
        assert again["Idempotent-Replayed"] == "true"
    assert Event.objects.filter(client=client_a).count() == stored  # not even a context observation


@pytest.mark.parametrize(("url", "make"), [(TURNS, _turn), (NOTES, _note)])
def test_the_same_text_after_the_window_is_a_new_event(bot, client_a, clock, url, make):
    bot.post(url.format(client_a.external_id), make())
    before = _stored(client_a)
    clock.move_to(T0 + dt.timedelta(minutes=11))
    later = bot.post(url.format(client_a.external_id), make())
    assert later.status_code in (200, 202), later.json()
    assert "Idempotent-Replayed" not in later
    assert _stored(client_a) == 2 * before


@pytest.mark.parametrize(("url", "make"), [(TURNS, _turn), (NOTES, _note)])
def test_a_different_body_or_another_key_is_a_different_request(bot, client_a, tenant, clock, url, make):
    bot.post(url.format(client_a.external_id), make())
    before = _stored(client_a)
    changed = bot.post(url.format(client_a.external_id), make(title="Other", user_text="Other text"))
    assert changed.status_code in (200, 202) and "Idempotent-Replayed" not in changed
    from tests.conftest import _bot_for

    other_key = _bot_for(tenant, "second bot")
    assert "Idempotent-Replayed" not in other_key.post(url.format(client_a.external_id), make())
    assert _stored(client_a) == 3 * before


@pytest.mark.parametrize(("url", "make", "field"), [(TURNS, _turn, "turn_id"), (NOTES, _note, "note_id")])
def test_an_explicit_id_is_the_idempotency_key(bot, client_a, clock, url, make, field):
    first = bot.post(url.format(client_a.external_id), make(**{field: "m-7"}))
    before = _stored(client_a)
    # The same id with another body is a conflict, in the one error shape.
    clash = bot.post(url.format(client_a.external_id), make(**{field: "m-7"}, bot_text="Other", body="Other"))
    assert clash.status_code == 409 and clash.json()["error"]["code"] == "idempotency_conflict"
    # Long after the window the events are recognised by their ids: no 409, nothing stored twice.
    clock.move_to(T0 + dt.timedelta(days=2))
    late = bot.post(url.format(client_a.external_id), make(**{field: "m-7"}))
    assert late.status_code == first.status_code, late.json()
    assert _stored(client_a) == before
    if field == "note_id":
        assert late.json()["event_id"] == first.json()["event_id"]
    else:
        assert late.json()["recorded"] == 0


def test_a_failed_request_is_not_replayed(bot, client_a, clock):
    bad = bot.post(TURNS.format(client_a.external_id), _turn(tools=[{"ok": True}]))
    assert bad.status_code == 400
    assert not IdempotentResponse.objects.exists()


def test_expired_answers_are_cleared(bot, client_a, clock):
    bot.post(NOTES.format(client_a.external_id), _note())
    clock.move_to(T0 + dt.timedelta(hours=1))
    bot.post(NOTES.format(client_a.external_id), _note(title="Another"))
    assert IdempotentResponse.objects.count() == 1


# --- Canonical numbers in the content hash ------------------------------------------------------


def _sleep(event_id: str, hours) -> dict:
    return {
        "id": event_id,
        "kind": "sleep.logged",
        "occurred_at": "2026-08-09T06:40:00+03:00",
        "payload": {"hours": hours, "quality": 3},
    }


@pytest.mark.parametrize(("first", "retry"), [(7, 7.0), (7.0, 7), (0, -0.0), (2e1, 20)])
def test_equal_numbers_spelled_differently_are_the_same_content(bot, client_a, first, retry):
    url = EVENTS.format(client_a.external_id)
    assert bot.post(url, {"events": [_sleep("s-1", first)]}).json() == {"accepted": 1, "duplicates": 0}
    assert bot.post(url, {"events": [_sleep("s-1", retry)]}).json() == {"accepted": 0, "duplicates": 1}


def test_different_numbers_are_still_a_conflict(bot, client_a):
    url = EVENTS.format(client_a.external_id)
    bot.post(url, {"events": [_sleep("s-1", 7)]})
    assert bot.post(url, {"events": [_sleep("s-1", 7.5)]}).status_code == 409


def test_a_retry_of_an_event_stored_under_hash_version_1_is_still_a_duplicate(bot, client_a):
    """Rows stored before canonical numbers keep their version-1 hash; the retry is compared by it."""
    occurred = dt.datetime(2026, 8, 9, 3, 40, tzinfo=dt.UTC)
    payload = {"hours": 7.0, "quality": 3}
    legacy = json.dumps(
        ["sleep.logged", occurred.isoformat(), payload, ""], sort_keys=True, separators=(",", ":")
    )
    Event.objects.create(
        client=client_a, event_id="s-old", kind="sleep.logged", occurred_at=occurred,
        received_at=timezone.now(), payload=payload,
        content_sha256=hashlib.sha256(legacy.encode()).hexdigest(),
        hash_version=1,
    )  # fmt: skip
    url = EVENTS.format(client_a.external_id)
    assert bot.post(url, {"events": [_sleep("s-old", 7.0)]}).json() == {"accepted": 0, "duplicates": 1}
    conflict = bot.post(url, {"events": [_sleep("s-old", 8.0)]})
    assert conflict.status_code == 409


def test_new_rows_record_the_current_hash_version(client_a):
    result = services.events_ingest(client=client_a, raw_events=[_sleep("s-2", 7)])
    assert [event.hash_version for event in result.stored] == [services.HASH_VERSION]
