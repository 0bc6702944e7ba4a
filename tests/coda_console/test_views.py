import datetime as dt

from coda_console import services


def test_console_requires_login(client, db):
    response = client.get("/clients/")
    assert response.status_code == 302
    assert response["Location"].startswith("/login/")


def test_login_page_renders_and_logs_in(client, coach):
    assert client.get("/login/").status_code == 200
    response = client.post("/login/", {"username": "nata", "password": "correct horse battery"})
    assert response.status_code == 302
    assert client.get("/clients/").status_code == 200


def test_clients_list_shows_her_clients_with_last_event(
    coach_client, client_a, other_client, other_tenant_client
):
    services.events_ingest(
        client=client_a,
        raw_events=[
            {
                "id": "e1",
                "kind": "recovery.scored",
                "occurred_at": "2026-08-09T07:00:00Z",
                "payload": {"score": 5},
            }
        ],
        received_at=dt.datetime(2026, 8, 9, 8, tzinfo=dt.UTC),
    )
    html = coach_client.get("/clients/").content.decode()
    assert "Marta" in html and "marta-7f3a" in html
    assert "Ivan" not in html and "Sam" not in html
    assert "no events yet" not in html
    assert "hx-headers" in html and "/static/django_htmx/htmx" in html and 'src="http' not in html


def test_clients_list_htmx_request_returns_only_the_rows(coach_client, client_a):
    html = coach_client.get("/clients/", headers={"HX-Request": "true"}).content.decode()
    assert "<tr>" in html and "<html" not in html


def test_unknown_api_url_is_json_404(client, db):
    response = client.get("/api/v1/nope")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_healthz_reports_database(client, db):
    body = client.get("/healthz").json()
    assert body["status"] == "ok" and body["checks"]["database"] == "ok"


def test_openapi_schema_and_docs_are_served_without_a_cdn(client, db):
    schema = client.get("/api/schema/")
    assert schema.status_code == 200
    assert b"/api/v1/clients/{external_id}/events" in schema.content
    docs = client.get("/api/docs/").content.decode()
    assert "/static/drf_spectacular_sidecar/" in docs
    assert "cdn" not in docs.lower() and "unpkg" not in docs.lower()


def test_repeated_failed_logins_are_refused_for_a_while(client, coach, settings):
    import datetime as dt

    import time_machine

    settings.LOGIN_MAX_FAILURES = 3
    with time_machine.travel(dt.datetime(2026, 8, 10, 9, 0, 1, tzinfo=dt.UTC), tick=False) as clock:
        for _ in range(3):
            assert client.post("/login/", {"username": "nata", "password": "wrong"}).status_code == 200
        locked = client.post("/login/", {"username": "nata", "password": "correct horse battery"})
        assert locked.status_code == 429 and int(locked["Retry-After"]) > 0
        clock.shift(dt.timedelta(seconds=2 * settings.LOGIN_LOCKOUT_SECONDS))
        right = client.post("/login/", {"username": "nata", "password": "correct horse battery"})
        assert right.status_code == 302


def test_console_pages_carry_a_strict_content_security_policy(coach_client, client_a):
    policy = coach_client.get("/clients/")["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy
    assert "frame-ancestors 'none'" in policy
