"""Hypothesis properties of the API edge (docs/api-edge.md): any string, number, date or cursor a bot
sends is either accepted and stored exactly as sent, or refused with a 400 naming it — never a 500."""

import datetime as dt
import json
import re
import uuid

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coda_console.models import Event

EVENTS = "/api/v1/clients/marta-7f3a/events"
EDGE = settings(
    max_examples=30, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")

# Text from every corner of Unicode, control characters and lone surrogates included.
ANY_TEXT = st.text(
    alphabet=st.one_of(
        st.characters(codec=None, categories=["Cc", "Cs", "Cf", "Co", "Zl", "Zp"]),
        st.characters(),
        st.sampled_from("<>&\"'`*#_[]()!|\\\n\t -"),
    ),
    min_size=1,
    max_size=40,
).filter(str.strip)

# Where a bot's string can land in one event of each shape.
STRING_SLOTS = {
    "chat.turn": ("text", lambda s: {"role": "user", "text": s}),
    "injury.reported": ("description", lambda s: {"area": "knee", "description": s}),
    "program.changed": ("summary", lambda s: {"summary": s}),
    "note.filed": ("body", lambda s: {"title": "t", "body": s}),
    "checkin.soreness": ("note", lambda s: {"area": "knee", "severity": 2, "note": s}),
    "session.completed": (
        "sets[0].exercise",
        lambda s: {"name": "A", "sets": [{"exercise": s, "reps": 5, "weight_kg": 20}]},
    ),
    "tool.failure": ("error", lambda s: {"tool": "x", "error": s}),
    "query.pattern": ("keywords[0]", lambda s: {"domain": "d", "keywords": [s]}),
}


def _post(bot, body) -> object:
    return bot.api.post(EVENTS, json.dumps(body), content_type="application/json")


@pytest.mark.django_db
@EDGE
@given(kind=st.sampled_from(sorted(STRING_SLOTS)), text=ANY_TEXT, data=st.data())
def test_any_string_is_stored_verbatim_or_refused_by_name(bot, client_a, kind, text, data):
    field, make = STRING_SLOTS[kind]
    event_id = f"p-{uuid.uuid4().hex}"
    event = {"id": event_id, "kind": kind, "occurred_at": "2026-08-09T06:40:00+03:00", "payload": make(text)}
    response = _post(bot, {"events": [event]})
    assert response.status_code in (202, 400), response.content
    if FORBIDDEN.search(text):
        assert response.status_code == 400
        details = response.json()["error"]["details"]
        assert {"index": 0, "field": f"payload.{field}"} in [
            {"index": d.get("index"), "field": d["field"]} for d in details
        ]
        assert not Event.objects.filter(event_id=event_id).exists()
    elif response.status_code == 202:
        stored = Event.objects.get(client=client_a, event_id=event_id).payload
        assert json.dumps(stored, sort_keys=True) == json.dumps(make(text), sort_keys=True)


NUMBERS = st.one_of(
    st.integers(),
    st.integers(min_value=10**18, max_value=10**500),
    st.integers(max_value=-(10**18), min_value=-(10**500)),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(["1e400", "-1e400", "1e-400", "-0.0", "9" * 5000]),
)
NUMBER_SLOTS = [
    ("sleep.logged", lambda n: {"hours": n}),
    ("recovery.scored", lambda n: {"score": n}),
    ("meal.logged", lambda n: {"description": "oats", "kcal": n}),
    ("weight.logged", lambda n: {"kg": n}),
    ("checkin.soreness", lambda n: {"area": "knee", "severity": n}),
    ("entity.access", lambda n: {"entity_type": "e", "entity_id": n}),
    ("tool.success", lambda n: {"tool": "t", "duration_ms": n, "extra": [n]}),
]


@pytest.mark.django_db
@EDGE
@given(slot=st.sampled_from(NUMBER_SLOTS), number=NUMBERS, data=st.data())
def test_any_number_in_any_field_never_500s(bot, client_a, slot, number, data):
    kind, make = slot
    marker = "__N__"
    event = {
        "id": f"n-{uuid.uuid4().hex}",
        "kind": kind,
        "occurred_at": "2026-08-09T06:40:00+03:00",
        "payload": make(marker),
    }
    literal = number if isinstance(number, str) else json.dumps(number)
    text = json.dumps({"events": [event]}).replace(f'"{marker}"', literal)
    response = bot.api.post(EVENTS, text, content_type="application/json")
    assert response.status_code in (202, 400), response.content
    if response.status_code == 400:
        assert response.json()["error"]["details"]


OFFSETS = st.integers(min_value=-(23 * 60 + 59), max_value=23 * 60 + 59).map(
    lambda minutes: dt.timezone(dt.timedelta(minutes=minutes))
)


@pytest.mark.django_db
@EDGE
@given(
    when=st.datetimes(min_value=dt.datetime(1, 1, 1), max_value=dt.datetime(9999, 12, 31), timezones=OFFSETS),
    zone=st.sampled_from(["America/New_York", "Pacific/Kiritimati", "Etc/GMT+12", "Asia/Kathmandu"]),
    data=st.data(),
)
def test_any_occurred_at_in_any_offset_is_accepted_in_the_window_or_400(bot, client_a, when, zone, data):
    from coda_console.models import Client

    Client.objects.filter(pk=client_a.pk).update(timezone=zone)
    event_id = f"t-{uuid.uuid4().hex}"
    event = {"id": event_id, "kind": "sleep.logged", "occurred_at": when.isoformat(), "payload": {"hours": 7}}
    response = _post(bot, {"events": [event]})
    assert response.status_code in (202, 400), response.content
    in_window = dt.datetime(2000, 1, 1, tzinfo=dt.UTC) <= when <= dt.datetime.now(dt.UTC)
    assert (response.status_code == 202) == in_window, when
    if response.status_code == 400:
        assert response.json()["error"]["details"][0]["field"] == "occurred_at"
    listed = bot.get(EVENTS, {"since": when.isoformat()} if in_window else {})
    assert listed.status_code in (200, 400), listed.content


@pytest.mark.django_db
@EDGE
@given(
    cursor=st.one_of(st.text(max_size=80), st.binary(max_size=60).map(lambda b: b.hex())),
    since=st.one_of(st.none(), st.text(max_size=30)),
)
def test_any_cursor_or_date_query_never_500s(bot, client_a, cursor, since):
    params = {"cursor": cursor} | ({"since": since} if since is not None else {})
    response = bot.get(EVENTS, params)
    assert response.status_code in (200, 400), response.content


@pytest.mark.django_db
@EDGE
@given(user_text=ANY_TEXT, title=ANY_TEXT)
def test_turns_and_notes_take_plain_text_or_refuse_it(bot, client_a, user_text, title):
    turn = bot.api.post(
        "/api/v1/clients/marta-7f3a/turns",
        json.dumps({"session_id": "s", "user_text": user_text, "bot_text": "ok", "pipeline": "session_mode"}),
        content_type="application/json",
    )
    assert turn.status_code in (200, 400), turn.content
    assert (turn.status_code == 400) == bool(FORBIDDEN.search(user_text)), turn.content
    note = bot.api.post(
        "/api/v1/clients/marta-7f3a/notes",
        json.dumps({"title": title, "body": "b"}),
        content_type="application/json",
    )
    assert note.status_code in (202, 400), note.content
    assert (note.status_code == 400) == bool(FORBIDDEN.search(title)), note.content
