import pytest

from coda_console.models import AuditEntry
from memory import services
from memory.loading import wait_for_background
from memory.models import Fact, ForgottenFact
from tests.memory.helpers import access, fail, observe, ok, query

URL = "/api/v1/clients/{}/memory"
FACT_URL = "/api/v1/clients/{}/memory/facts/{}"


@pytest.fixture(autouse=True)
def _drain_background():
    yield
    wait_for_background()


@pytest.mark.django_db(transaction=True)
def test_memory_returns_every_view_of_the_consolidated_facts(bot, client_a):
    observe(
        client_a,
        ok("log_meal", session="s1"),
        ok("log_meal", session="s2"),
        fail("wearable_sync", "timeout", session="s1"),
        access("exercise", "back-squat", "Back squat", session="s1"),
        query("nutrition", ["protein"], session="s2"),
    )
    response = bot.get(URL.format(client_a.external_id))
    assert response.status_code == 200, response.json()
    body = response.json()
    assert set(body) == {
        "prompt_section",
        "profile",
        "tool_affinities",
        "facts",
        "lint",
        "degraded",
        "consolidation",
    }
    assert body["degraded"] is False
    assert body["prompt_section"].startswith("## What you know about this user")
    assert body["tool_affinities"] == {"log_meal": 1.2, "wearable_sync": -1.0}
    assert body["facts"][0]["key"] == "tool_affinity:log_meal"
    assert body["facts"][0]["confidence"] == 0.6
    assert "recent_units" not in body["facts"][0]["metadata"]
    assert body["consolidation"]["status"] == "ok"
    assert body["consolidation"]["observations_read"] == 5
    assert body["consolidation"]["facts_created"] == 4
    assert {item["rule"] for item in body["lint"]} == {"unknown_entity"}  # skipped: no knowledge provider
    assert body["lint"][0]["severity"] == "info"


@pytest.mark.django_db(transaction=True)
def test_memory_of_another_tenants_client_is_a_404_like_a_missing_one(other_tenant_bot, client_a):
    response = other_tenant_bot.get(URL.format(client_a.external_id))
    missing = other_tenant_bot.get(URL.format("nobody"))
    assert response.status_code == missing.status_code == 404
    assert response.json() == missing.json()


@pytest.mark.django_db
def test_memory_needs_an_api_key(client, client_a):
    assert client.get(URL.format(client_a.external_id)).status_code == 401


@pytest.mark.django_db
def test_forgetting_a_fact_deletes_it_records_why_and_audits(bot, client_a):
    observe(client_a, ok("log_meal", session="s1"), access("exercise", "rower", session="s1"))
    services.consolidate(client=client_a)
    response = bot.delete(
        FACT_URL.format(client_a.external_id, "entity_frequency:exercise:rower"),
        data={"note": "user: stop suggesting the rower"},
        format="json",
    )
    assert response.status_code == 200, response.json()
    assert response.json()["reason"] == "user_request"
    assert list(Fact.objects.filter(client=client_a).values_list("key", flat=True)) == [
        "tool_affinity:log_meal"
    ]
    forgotten = ForgottenFact.objects.get(client=client_a)
    assert (forgotten.key, forgotten.reason, forgotten.note) == (
        "entity_frequency:exercise:rower",
        "user_request",
        "user: stop suggesting the rower",
    )
    audit = AuditEntry.objects.get(action="memory.fact.forget")
    assert audit.actor_key == bot.key
    assert audit.tenant == client_a.tenant
    assert audit.target == "marta-7f3a/entity_frequency:exercise:rower"


@pytest.mark.django_db
def test_a_forgotten_fact_can_come_back_from_future_observations_only(bot, client_a):
    observe(client_a, access("exercise", "rower", session="s1"))
    services.consolidate(client=client_a)
    bot.delete(FACT_URL.format(client_a.external_id, "entity_frequency:exercise:rower"))
    services.consolidate(client=client_a)
    assert not Fact.objects.filter(client=client_a).exists()  # consumed observations do not resurrect it
    observe(client_a, access("exercise", "rower", session="s2"))
    services.consolidate(client=client_a)
    assert Fact.objects.get(client=client_a).reinforcement_count == 1


@pytest.mark.django_db
def test_keys_with_slashes_reach_the_fact(bot, client_a):
    observe(client_a, ok("mcp/search", session="s1"))
    services.consolidate(client=client_a)
    response = bot.delete(FACT_URL.format(client_a.external_id, "tool_affinity:mcp/search"))
    assert response.status_code == 200
    assert not Fact.objects.exists()


@pytest.mark.django_db
def test_forgetting_a_missing_fact_is_a_404(bot, client_a):
    response = bot.delete(FACT_URL.format(client_a.external_id, "tool_affinity:nothing"))
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"
    assert not AuditEntry.objects.filter(action="memory.fact.forget").exists()


@pytest.mark.django_db
def test_forgetting_another_tenants_fact_is_a_404_like_a_missing_client(other_tenant_bot, client_a):
    observe(client_a, ok("log_meal", session="s1"))
    services.consolidate(client=client_a)
    response = other_tenant_bot.delete(FACT_URL.format(client_a.external_id, "tool_affinity:log_meal"))
    missing = other_tenant_bot.delete(FACT_URL.format("nobody", "tool_affinity:log_meal"))
    assert response.status_code == missing.status_code == 404
    assert response.json() == missing.json()
    assert Fact.objects.filter(client=client_a).count() == 1


@pytest.mark.django_db
def test_memory_endpoints_are_in_the_openapi_schema(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    assert "/api/v1/clients/{external_id}/memory" in schema["paths"]
    assert "/api/v1/clients/{external_id}/memory/facts/{key}" in schema["paths"]
