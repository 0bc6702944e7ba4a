"""POST/GET/DELETE /api/v1/webhooks: admin-scoped keys only, tenant-scoped, the secret shown once."""

import pytest

from coda_console.models import AuditEntry
from coda_console.outbox import outbox_emit
from coda_console.webhooks import services
from coda_console.webhooks.models import WebhookEndpoint

pytestmark = pytest.mark.django_db
URL = "/api/v1/webhooks"


def register(bot, receiver, kinds=("alert.opened",)):
    return bot.post(URL, {"url": receiver.url, "event_types": list(kinds), "description": "ops"})


def test_an_admin_key_registers_an_endpoint_and_sees_its_secret_once(admin_bot, receiver):
    created = register(admin_bot, receiver)
    assert created.status_code == 201
    body = created.json()
    endpoint = WebhookEndpoint.objects.get()
    assert body["secret"] == endpoint.secret and body["secret"].startswith("whsec_")
    assert body["id"] == f"whe_{endpoint.pk}" and body["event_types"] == ["alert.opened"] and body["active"]
    listed = admin_bot.get(URL).json()
    assert [row["id"] for row in listed] == [body["id"]]
    assert "secret" not in listed[0] and listed[0]["secret_hint"] == endpoint.secret[:10] + "…"
    audit = AuditEntry.objects.get(action="webhook.create")
    assert audit.actor_key == admin_bot.key and audit.target == body["id"]


def test_a_bot_key_gets_403_on_every_webhook_operation(bot, admin_bot, receiver):
    endpoint_id = register(admin_bot, receiver).json()["id"]
    for response in (
        bot.get(URL),
        register(bot, receiver),
        bot.get(f"{URL}/{endpoint_id}"),
        bot.delete(f"{URL}/{endpoint_id}"),
    ):
        assert response.status_code == 403
        assert response.json()["error"]["code"] == "permission_denied"
    assert WebhookEndpoint.objects.count() == 1


def test_another_tenants_endpoints_are_invisible(admin_bot, other_tenant_admin_bot, receiver):
    endpoint_id = register(admin_bot, receiver).json()["id"]
    assert other_tenant_admin_bot.get(URL).json() == []
    for response in (
        other_tenant_admin_bot.get(f"{URL}/{endpoint_id}"),
        other_tenant_admin_bot.delete(f"{URL}/{endpoint_id}"),
    ):
        assert response.status_code == 404
        assert response.json()["error"] == {
            "code": "not_found",
            "message": "No such webhook endpoint.",
            "details": [],
        }
    assert WebhookEndpoint.objects.count() == 1


def test_delete_removes_the_endpoint(admin_bot, receiver):
    endpoint_id = register(admin_bot, receiver).json()["id"]
    assert admin_bot.delete(f"{URL}/{endpoint_id}").status_code == 204
    assert admin_bot.get(URL).json() == []
    assert AuditEntry.objects.filter(action="webhook.delete", target=endpoint_id).exists()


def test_the_delivery_log_lists_attempts(admin_bot, tenant, client_a, receiver):
    endpoint_id = register(admin_bot, receiver).json()["id"]
    receiver.statuses = [500]
    event = outbox_emit(tenant=tenant, client=client_a, kind="alert.opened", payload={"alert": 7})
    (delivery_id,) = services.fan_out(event_ids=[event.pk])
    services.deliver(delivery_id=delivery_id)
    (row,) = admin_bot.get(f"{URL}/{endpoint_id}").json()
    assert row["id"] == f"dlv_{delivery_id}" and row["event_id"] == f"evt_{event.pk}"
    assert row["status"] == "pending" and row["attempts"] == 1
    (attempt,) = row["attempt_log"]
    assert attempt["status_code"] == 500 and attempt["response_excerpt"] == "receiver says no"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"url": "http://127.0.0.1:9/x", "event_types": ["alert.opened"]}, "url"),
        ({"url": "https://93.184.216.34/x", "event_types": ["alert.exploded"]}, "event_types"),
        ({"url": "https://93.184.216.34/x", "event_types": []}, "event_types"),
        ({"url": "not a url", "event_types": ["alert.opened"]}, "url"),
    ],
)
def test_bad_registrations_are_400_naming_the_field(admin_bot, settings, body, field):
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = False
    response = admin_bot.post(URL, body)
    assert response.status_code == 400
    assert [detail["field"] for detail in response.json()["error"]["details"]] == [field]
    assert WebhookEndpoint.objects.count() == 0
