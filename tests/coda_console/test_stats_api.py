import time_machine

from coda_console import services

URL = "/api/v1/clients/{}/stats"
NOW = "2026-08-10T09:00:00+03:00"


def _store(client):
    def ev(event_id, kind, when, payload):
        return {"id": event_id, "kind": kind, "occurred_at": when, "payload": payload}

    sets = lambda rpe: [{"exercise": "goblet squat", "reps": 8, "weight_kg": 24, "rpe": rpe}]  # noqa: E731
    services.events_ingest(
        client=client,
        raw_events=[
            ev("s1", "session.completed", "2026-08-03T18:00:00+03:00", {"name": "A", "sets": sets(7)}),
            ev("s2", "session.completed", "2026-08-04T18:00:00+03:00", {"name": "B", "sets": sets(9)}),
            ev("m1", "meal.logged", "2026-08-03T13:00:00+03:00", {"description": "x", "protein_g": 40}),
            ev("m2", "meal.logged", "2026-08-03T19:00:00+03:00", {"description": "y", "protein_g": 35}),
            ev("m3", "meal.logged", "2026-08-04T13:00:00+03:00", {"description": "z", "protein_g": 20}),
            ev("t1", "tool.success", "2026-08-04T13:00:00+03:00", {"tool": "log_meal"}),
        ],
    )


def test_meals_on_days_with_an_easy_session(bot, client_a):
    _store(client_a)
    with time_machine.travel(NOW, tick=False):
        response = bot.get(URL.format(client_a.external_id), {"metric": "protein", "where": "rpe<=7"})
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["days"] == [{"date": "2026-08-03", "value": 75.0, "n": 2}]
    assert body["where"] == ["rpe<=7"]
    assert body["from"] == "2026-07-14" and body["to"] == "2026-08-10" and body["by"] == "day"
    assert body["unit"] == "g" and body["timezone"] == "Europe/Kyiv"
    assert body["summary"] == {"days": 1, "mean": 75.0, "min": 75.0, "max": 75.0, "total": 75.0}


def test_an_explicit_window_bounds_the_days(bot, client_a):
    _store(client_a)
    response = bot.get(
        URL.format(client_a.external_id), {"metric": "sessions", "from": "2026-08-04", "to": "2026-08-04"}
    )
    assert response.status_code == 200
    assert response.json()["days"] == [{"date": "2026-08-04", "value": 1.0, "n": 1}]


def test_bad_requests_get_the_one_error_shape_with_the_valid_values(bot, client_a):
    url = URL.format(client_a.external_id)
    unknown = bot.get(url, {"metric": "mood"}).json()["error"]
    assert unknown["code"] == "invalid"
    assert unknown["details"][0]["field"] == "metric"
    assert (
        "sessions, rpe, protein, kcal, sleep_hours, recovery, soreness, weight"
        in unknown["details"][0]["message"]
    )
    for params in (
        {},
        {"metric": "protein", "by": "week"},
        {"metric": "protein", "from": "2024-01-01", "to": "2026-08-01"},
        {"metric": "protein", "from": "2026-08-05", "to": "2026-08-01"},
        {"metric": "protein", "from": "yesterday"},
        {"metric": "protein", "where": "rpe<<7"},
        {"metric": "protein", "where": "mood<=7"},
    ):
        response = bot.get(url, params)
        assert response.status_code == 400, params
        assert set(response.json()["error"]) == {"code", "message", "details"}
        assert response.json()["error"]["details"], params


def test_another_tenants_client_is_a_404_like_a_missing_one(other_tenant_bot, client_a):
    _store(client_a)
    theirs = other_tenant_bot.get(URL.format(client_a.external_id), {"metric": "protein"})
    missing = other_tenant_bot.get(URL.format("nobody"), {"metric": "protein"})
    assert theirs.status_code == missing.status_code == 404
    assert theirs.json() == missing.json()


def test_the_endpoint_is_in_the_openapi_schema(bot):
    schema = bot.get("/api/schema/?format=json").json()
    operation = schema["paths"]["/api/v1/clients/{external_id}/stats"]["get"]
    names = {p["name"] for p in operation["parameters"]}
    assert {"metric", "by", "from", "to", "where", "area"} <= names
