import datetime as dt

import pytest

from coda_console.models import Event

URL = "/api/v1/clients/{}/events"


def _event(event_id: str = "e1", kind: str = "sleep.logged", payload=None, **extra) -> dict:
    return {
        "id": event_id,
        "kind": kind,
        "occurred_at": "2026-08-09T07:30:00+03:00",
        "payload": {"hours": 6.5} if payload is None else payload,
        **extra,
    }


def test_batch_is_accepted_and_stored(bot, client_a):
    response = bot.post(URL.format(client_a.external_id), {"events": [_event("e1"), _event("e2")]})
    assert response.status_code == 202, response.json()
    assert response.json() == {"accepted": 2, "duplicates": 0}
    stored = Event.objects.get(client=client_a, event_id="e1")
    assert stored.occurred_at == dt.datetime(2026, 8, 9, 4, 30, tzinfo=dt.UTC)
    assert stored.payload == {"hours": 6.5}


def test_one_invalid_event_stores_nothing_and_names_it(bot, client_a):
    events = [_event("e1"), _event("e2", payload={"hours": "six"})]
    response = bot.post(URL.format(client_a.external_id), {"events": events})
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "invalid_events"
    assert error["details"] == [{"index": 1, "field": "payload.hours", "message": "must be a number"}]
    assert not Event.objects.exists()


def test_same_id_same_content_counts_as_duplicate(bot, client_a):
    bot.post(URL.format(client_a.external_id), {"events": [_event("e1")]})
    response = bot.post(URL.format(client_a.external_id), {"events": [_event("e1"), _event("e2")]})
    assert response.json() == {"accepted": 1, "duplicates": 1}
    assert Event.objects.filter(client=client_a).count() == 2


def test_same_id_different_content_is_a_conflict_and_stores_nothing(bot, client_a):
    bot.post(URL.format(client_a.external_id), {"events": [_event("e1")]})
    response = bot.post(
        URL.format(client_a.external_id), {"events": [_event("e2"), _event("e1", payload={"hours": 9})]}
    )
    assert response.status_code == 409
    assert response.json()["error"]["details"][0]["index"] == 1
    assert "e1" in response.json()["error"]["details"][0]["message"]
    assert list(Event.objects.values_list("event_id", flat=True)) == ["e1"]


def test_other_tenants_client_is_a_404_like_a_missing_one(other_tenant_bot, client_a):
    response = other_tenant_bot.post(URL.format(client_a.external_id), {"events": [_event()]})
    missing = other_tenant_bot.post(URL.format("nobody"), {"events": [_event()]})
    assert response.status_code == missing.status_code == 404
    assert response.json() == missing.json()
    assert other_tenant_bot.get(URL.format(client_a.external_id)).status_code == 404


@pytest.mark.parametrize(
    ("body", "content_type", "status"),
    [
        ("{not json", "application/json", 400),
        ('{"events": []}', "text/plain", 415),
        ("[]", "application/json", 400),
    ],
)
def test_malformed_requests_get_a_clear_4xx(bot, client_a, body, content_type, status):
    response = bot.api.post(URL.format(client_a.external_id), body, content_type=content_type)
    assert response.status_code == status
    assert set(response.json()["error"]) == {"code", "message", "details"}


def _batch(n: int, start_hour: int = 0) -> list[dict]:
    return [
        {
            "id": f"ev-{i:03d}",
            "kind": "recovery.scored" if i % 2 else "sleep.logged",
            "occurred_at": f"2026-08-{1 + i // 24:02d}T{(start_hour + i) % 24:02d}:00:00+00:00",
            "payload": {"score": i % 100} if i % 2 else {"hours": 7},
        }
        for i in range(n)
    ]


def test_pages_follow_cursors_oldest_first_without_gaps_or_repeats(bot, client_a):
    bot.post(URL.format(client_a.external_id), {"events": list(reversed(_batch(25)))})
    seen, cursor = [], None
    while True:
        params = {"limit": 10, **({"cursor": cursor} if cursor else {})}
        body = bot.get(URL.format(client_a.external_id), params).json()
        seen += [event["id"] for event in body["events"]]
        cursor = body["next_cursor"]
        if cursor is None:
            break
    assert seen == [f"ev-{i:03d}" for i in range(25)]


def test_events_at_the_same_instant_are_neither_lost_nor_repeated_across_pages(bot, client_a):
    same = [{**_event(f"s{i}"), "occurred_at": "2026-08-09T07:30:00Z"} for i in range(7)]
    bot.post(URL.format(client_a.external_id), {"events": same})
    first = bot.get(URL.format(client_a.external_id), {"limit": 3}).json()
    rest = bot.get(URL.format(client_a.external_id), {"limit": 10, "cursor": first["next_cursor"]}).json()
    ids = [e["id"] for e in first["events"] + rest["events"]]
    assert sorted(ids) == sorted(f"s{i}" for i in range(7)) and len(ids) == 7


def test_kind_since_until_filters(bot, client_a):
    bot.post(URL.format(client_a.external_id), {"events": _batch(48)})
    body = bot.get(
        URL.format(client_a.external_id),
        {"kind": "recovery.scored", "since": "2026-08-02T00:00:00Z", "until": "2026-08-02T06:00:00Z"},
    ).json()
    assert [e["id"] for e in body["events"]] == ["ev-025", "ev-027", "ev-029"]


@pytest.mark.parametrize(
    "params", [{"cursor": "garbage"}, {"limit": 0}, {"limit": 501}, {"since": "nope"}, {"kind": "x.y"}]
)
def test_bad_query_parameters_are_400(bot, client_a, params):
    response = bot.get(URL.format(client_a.external_id), params)
    assert response.status_code == 400
    assert response.json()["error"]["details"]


def test_oversize_body_is_413_and_nothing_is_read(bot, client_a, settings):
    settings.API_MAX_BODY_BYTES = 2048
    events = [
        _event(f"e{i}", kind="chat.turn", payload={"role": "user", "text": "x" * 500}) for i in range(10)
    ]
    response = bot.post(URL.format(client_a.external_id), {"events": events})
    assert response.status_code == 413
    assert response.json()["error"]["code"] == "payload_too_large"
    assert not Event.objects.exists()


def test_a_batch_over_1000_events_is_refused_whole(bot, client_a):
    events = [_event(f"e{i}") for i in range(1001)]
    response = bot.post(URL.format(client_a.external_id), {"events": events})
    assert response.status_code == 400
    assert not Event.objects.exists()


def test_body_without_events_list_is_400(bot, client_a):
    response = bot.post(URL.format(client_a.external_id), {"event": []})
    assert response.status_code == 400
    assert response.json()["error"]["details"][0]["field"] == "events"


def test_the_same_id_may_be_used_by_two_clients(bot, client_a, other_client):
    assert bot.post(URL.format(client_a.external_id), {"events": [_event("e1")]}).json()["accepted"] == 1
    assert bot.post(URL.format(other_client.external_id), {"events": [_event("e1")]}).json()["accepted"] == 1


def test_repeating_an_id_inside_one_batch_with_other_content_is_a_conflict(bot, client_a):
    events = [_event("e1"), _event("e1", payload={"hours": 3})]
    assert bot.post(URL.format(client_a.external_id), {"events": events}).status_code == 409
    assert not Event.objects.exists()


def test_inline_trigger_events_enqueue_a_wiki_ingest_after_commit(
    bot, client_a, monkeypatch, django_capture_on_commit_callbacks
):
    calls = []
    monkeypatch.setattr("wiki.tasks.enqueue_inline_ingest", lambda *, client_id: calls.append(client_id))
    injury = _event("i1", kind="injury.reported", payload={"area": "left wrist", "description": "front rack"})
    with django_capture_on_commit_callbacks(execute=True):
        bot.post(URL.format(client_a.external_id), {"events": [_event("e1")]})
        assert calls == []
        bot.post(URL.format(client_a.external_id), {"events": [injury]})
    assert calls == [client_a.pk]


def test_each_stored_batch_leaves_one_audit_row_naming_the_key_and_address(bot, client_a):
    from coda_console.models import AuditEntry

    bot.post(URL.format(client_a.external_id), {"events": [_event("e1"), _event("e2")]})
    bot.post(URL.format(client_a.external_id), {"events": [_event("e1")]})  # all duplicates: nothing new
    entry = AuditEntry.objects.get(action="events.append")
    assert (entry.actor_key, entry.target, entry.detail) == (
        bot.key,
        "marta-7f3a",
        {"accepted": 2, "duplicates": 0},
    )
    assert entry.ip_address == "127.0.0.1"
