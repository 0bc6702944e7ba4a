"""The API docs a bot developer can live in: every event kind's payload in the schema (generated from
the validators), a summary and description on every operation, examples that the API accepts, the
JSON error shape on every /api/ URL, enum errors that name the valid values, offline docs pages."""

import re

import pytest
import yaml
from django.test import Client as DjangoClient

from coda_console.api_docs import EXAMPLES
from coda_console.event_kinds import EVENT_KINDS
from coda_console.event_schema import component_name

pytestmark = pytest.mark.django_db


@pytest.fixture
def schema(client) -> dict:
    return yaml.safe_load(client.get("/api/schema/").content)


def operations(schema):
    for path, methods in schema["paths"].items():
        for method, operation in methods.items():
            yield path, method, operation


def test_every_operation_has_a_summary_and_a_description(schema):
    for path, method, operation in operations(schema):
        assert operation.get("summary"), f"{method} {path} has no summary"
        assert operation["summary"] != operation["operationId"]  # ReDoc titles read like English
        assert operation.get("description"), f"{method} {path} has no description"


def test_every_event_kind_has_its_payload_schema_discriminated_by_kind(schema):
    components = schema["components"]["schemas"]
    event = components["EventInputRequest"]
    assert event["discriminator"]["propertyName"] == "kind"
    assert set(event["discriminator"]["mapping"]) == set(EVENT_KINDS)
    for kind in EVENT_KINDS:
        variant = components[component_name(kind)]
        assert variant["properties"]["kind"]["enum"] == [kind]
        fields = EVENT_KINDS[kind].fields
        assert set(variant["properties"]["payload"]["properties"]) == {f.name for f in fields}
        required = [f.name for f in fields if f.required]
        assert variant["properties"]["payload"].get("required", []) == required
    sleep = components["SleepLoggedEvent"]["properties"]["payload"]["properties"]
    assert sleep["hours"] == {"type": "number", "minimum": 0, "maximum": 24}
    sets = components["SessionCompletedEvent"]["properties"]["payload"]["properties"]["sets"]
    assert sets["items"]["required"] == ["exercise", "reps", "weight_kg"]
    chat = components["ChatTurnEvent"]["properties"]["payload"]["properties"]
    assert chat["role"]["enum"] == ["user", "bot"]
    batch = components["BatchInputRequest"]["properties"]["events"]["items"]
    assert batch == {"$ref": "#/components/schemas/EventInputRequest"}


def test_a_kind_added_to_the_registry_appears_in_the_schema(client, monkeypatch):
    from coda_console import event_kinds

    kinds = {**event_kinds.EVENT_KINDS, "mood.logged": event_kinds._fields(event_kinds.Field("score", "int"))}
    monkeypatch.setattr("coda_console.api_docs.EVENT_KINDS", kinds)
    monkeypatch.setattr("coda_console.event_schema.EVENT_KINDS", kinds)
    components = yaml.safe_load(client.get("/api/schema/").content)["components"]["schemas"]
    assert "mood.logged" in components["EventInputRequest"]["discriminator"]["mapping"]
    assert components["MoodLoggedEvent"]["properties"]["payload"]["required"] == ["score"]


def test_the_examples_for_events_context_and_turns_are_in_the_schema_and_accepted(schema, bot, client_a):
    posts = {op["operationId"]: op for _, method, op in operations(schema) if method == "post"}
    for operation_id, examples in EXAMPLES.items():
        documented = posts[operation_id]["requestBody"]["content"]["application/json"]["examples"]
        assert [example["value"] for example in documented.values()] == list(examples.values())
    base = f"/api/v1/clients/{client_a.external_id}"
    (events,) = EXAMPLES["events_append"].values()
    assert bot.post(f"{base}/events", events).status_code == 202
    for body in EXAMPLES["context_bundle"].values():
        assert bot.post(f"{base}/context", body).status_code == 200
    for body in EXAMPLES["turn_record"].values():
        assert bot.post(f"{base}/turns", body).status_code == 200


@pytest.mark.parametrize("debug", [True, False])
@pytest.mark.parametrize(
    ("method", "path", "hint"),
    [
        ("get", "/api/v1/clients/", "did you mean /api/v1/clients?"),
        ("post", "/api/v1/clients/marta-7f3a/events/", "did you mean /api/v1/clients/marta-7f3a/events?"),
        ("get", "/api/schema", "did you mean /api/schema/?"),
        ("get", "/api/v1/nothing-here", None),
        ("delete", "/api/v2/clients", None),
        ("get", "/api/", None),
    ],
)
def test_every_unknown_api_url_answers_the_json_error_shape(settings, debug, method, path, hint):
    settings.DEBUG = debug
    response = getattr(DjangoClient(), method)(path)
    assert response.status_code == 404 and response["Content-Type"] == "application/json"
    error = response.json()["error"]
    assert error["code"] == "not_found" and error["details"] == []
    assert error["message"].startswith(f"No API endpoint at {path}")
    assert (hint in error["message"]) if hint else "did you mean" not in error["message"]


def test_an_invalid_enum_names_the_valid_values(bot, client_a):
    response = bot.post(f"/api/v1/clients/{client_a.external_id}/context", {"pipeline": "morning"})
    (detail,) = response.json()["error"]["details"]
    assert detail["field"] == "pipeline"
    assert detail["message"] == (
        '"morning" is not a valid choice; use one of: morning_brief, session_mode, meal_lens, '
        "form_check, weekly_review, free_chat."
    )


def test_an_unknown_event_kind_names_the_valid_kinds(bot, client_a):
    event = {"id": "e1", "kind": "sleep.logd", "occurred_at": "2026-08-12T06:00:00+03:00", "payload": {}}
    response = bot.post(f"/api/v1/clients/{client_a.external_id}/events", {"events": [event]})
    (detail,) = response.json()["error"]["details"]
    assert detail["field"] == "kind" and "use one of: brief.confirmed, chat.turn," in detail["message"]


def test_session_id_is_limited_to_128_characters_on_events_and_turns_alike(bot, client_a):
    base = f"/api/v1/clients/{client_a.external_id}"
    session = "s" * 128
    turn = {"session_id": session, "turn_id": "t" * 40, "user_text": "hi", "bot_text": "hello",
            "tools": [{"name": "lookup", "ok": True}]}  # fmt: skip
    recorded = bot.post(f"{base}/turns", turn)
    assert recorded.status_code == 200 and recorded.json()["recorded"] == 3
    event = {"id": "e1", "kind": "sleep.logged", "occurred_at": "2026-08-12T06:00:00+03:00",
             "payload": {"hours": 7}, "session_id": session}  # fmt: skip
    assert bot.post(f"{base}/events", {"events": [event]}).status_code == 202
    too_long = "s" * 129
    assert bot.post(f"{base}/turns", {**turn, "session_id": too_long}).status_code == 400
    assert bot.post(f"{base}/events", {"events": [{**event, "session_id": too_long}]}).status_code == 400


@pytest.mark.parametrize("page", ["/api/redoc/", "/api/docs/"])
def test_the_docs_pages_load_nothing_from_other_origins(client, page):
    response = client.get(page)
    html = response.content.decode()
    assert response.status_code == 200
    external = re.findall(r"""(?:src|href)=["'](https?://[^"']+)""", html)
    assert external == []
    assert "fonts.googleapis" not in html
    script_url = re.search(r'<script src="([^"]+\?script=)"', html)
    if script_url:  # Swagger's initialiser: served by us, no validator badge
        script = client.get(script_url.group(1)).content.decode()
        assert '"validatorUrl": null' in script


def test_the_redoc_bundle_is_served_without_its_cdn_logo(client):
    bundle = client.get("/api/redoc/redoc.standalone.js")
    assert bundle.status_code == 200 and bundle["Content-Type"] == "application/javascript"
    body = bundle.content.decode()
    assert "Redoc" in body and "cdn.redoc.ly" not in body and "fonts.googleapis" not in body


def test_the_favicon_is_served(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 200 and response["Content-Type"] == "image/x-icon"
    assert response.content[:4] == b"\x00\x00\x01\x00"


def test_a_turn_key_too_long_for_an_event_id_becomes_a_digest():
    from coda_console.context.services import _turn_key

    assert _turn_key("s", "t", {}) == "turn-s-t"
    long_key = _turn_key("s" * 128, "t" * 40, {})
    assert len(long_key) == 45 and long_key != _turn_key("s" * 128, "u" * 40, {})
