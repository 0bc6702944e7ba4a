from coda_console.models import AuditEntry, Client

URL = "/api/v1/clients"


def test_list_shows_only_the_keys_tenant(bot, client_a, other_client, other_tenant_client):
    body = bot.get(URL).json()
    assert [c["id"] for c in body] == ["ivan-0c11", "marta-7f3a"]
    assert body[1]["coaches"] == ["nata"]


def test_upsert_creates_then_updates_by_external_id(bot, coach):
    created = bot.post(
        URL, {"id": "olena-11", "display_name": "Olena", "timezone": "Europe/Kyiv", "coaches": ["nata"]}
    )
    assert created.status_code == 201, created.json()
    updated = bot.post(URL, {"id": "olena-11", "display_name": "Olena K.", "timezone": "Europe/Warsaw"})
    assert updated.status_code == 200
    client = Client.objects.get(external_id="olena-11")
    assert (client.display_name, client.timezone) == ("Olena K.", "Europe/Warsaw")
    assert [c.username for c in client.coaches.all()] == ["nata"]
    assert (
        AuditEntry.objects.filter(action__in=["client.create", "client.update"], actor_key=bot.key).count()
        == 2
    )


def test_invalid_timezone_and_id_are_400(bot):
    response = bot.post(URL, {"id": "bad id!", "display_name": "X", "timezone": "Mars/Olympus"})
    assert response.status_code == 400
    fields = {d["field"] for d in response.json()["error"]["details"]}
    assert fields == {"id", "timezone"}


def test_coaches_must_belong_to_the_keys_tenant(bot, other_tenant_coach):
    response = bot.post(URL, {"id": "x1", "display_name": "X", "coaches": ["rita"]})
    assert response.status_code == 400
    assert not Client.objects.filter(external_id="x1").exists()


def test_same_external_id_in_another_tenant_is_a_different_client(bot, other_tenant_bot, client_a):
    response = other_tenant_bot.post(URL, {"id": "marta-7f3a", "display_name": "Someone else"})
    assert response.status_code == 201
    client_a.refresh_from_db()
    assert client_a.display_name == "Marta"
    assert Client.objects.filter(external_id="marta-7f3a").count() == 2
