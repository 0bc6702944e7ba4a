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
