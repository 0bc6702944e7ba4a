"""The console's webhooks page (tenant admins): register with the secret shown once, the delivery log,
redeliver, enable again after auto-disable — and the tenant-level alert in the admin's inbox."""

import pytest
from django.urls import reverse

from coda_console.outbox import outbox_emit
from coda_console.webhooks import services
from coda_console.webhooks.models import WebhookDelivery, WebhookEndpoint

pytestmark = pytest.mark.django_db
PAGE = "/admin/webhooks/"


@pytest.fixture
def admin_client(client, tenant_admin):
    client.force_login(tenant_admin)
    return client


def test_a_tenant_admin_registers_an_endpoint_and_sees_the_secret_once(admin_client, receiver):
    response = admin_client.post(
        PAGE, {"url": receiver.url, "event_types": ["alert.opened", "wiki.distilled"], "description": "ops"}
    )
    endpoint = WebhookEndpoint.objects.get()
    assert response.status_code == 200 and endpoint.secret in response.content.decode()
    assert endpoint.event_types == ["alert.opened", "wiki.distilled"]
    page = admin_client.get(PAGE).content.decode()
    assert receiver.url in page and endpoint.secret not in page and endpoint.secret_hint in page


def test_a_bad_registration_says_why(admin_client, settings):
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = False
    response = admin_client.post(PAGE, {"url": "http://127.0.0.1/x", "event_types": ["alert.opened"]})
    assert response.status_code == 422 and "private, loopback or reserved" in response.content.decode()
    assert not WebhookEndpoint.objects.exists()


def test_a_coach_cannot_open_the_webhooks_page(client, coach):
    client.force_login(coach)
    assert client.get(PAGE).status_code in (403, 404)


def test_the_log_shows_attempts_and_redeliver_sends_again(admin_client, tenant, client_a, receiver):
    endpoint = services.endpoint_create(tenant=tenant, url=receiver.url, event_types=["alert.opened"])
    event = outbox_emit(tenant=tenant, client=client_a, kind="alert.opened", payload={"alert": 1})
    (delivery_id,) = services.fan_out(event_ids=[event.pk])
    services.deliver(delivery_id=delivery_id)
    page = admin_client.get(PAGE).content.decode()
    assert f"dlv_{delivery_id}" in page and "HTTP 200" in page

    response = admin_client.post(reverse("webhooks:redeliver", args=[delivery_id]))
    assert response.status_code == 302
    assert WebhookDelivery.objects.get(pk=delivery_id).status == "pending"
    services.deliver(delivery_id=delivery_id)
    assert len(receiver.requests) == 2 and endpoint.deliveries.get().attempts == 2


def test_another_tenants_delivery_cannot_be_redelivered(
    admin_client, other_tenant, other_tenant_client, receiver
):
    endpoint = services.endpoint_create(tenant=other_tenant, url=receiver.url, event_types=["alert.opened"])
    event = outbox_emit(tenant=other_tenant, client=other_tenant_client, kind="alert.opened", payload={})
    (delivery_id,) = services.fan_out(event_ids=[event.pk])
    assert admin_client.post(reverse("webhooks:redeliver", args=[delivery_id])).status_code == 404
    assert admin_client.post(reverse("webhooks:delete", args=[endpoint.pk])).status_code == 404
    assert receiver.url not in admin_client.get(PAGE).content.decode()


def test_a_disabled_endpoint_raises_an_account_alert_in_the_admin_inbox(
    admin_client, client, coach, tenant, client_a, receiver, settings
):
    settings.WEBHOOK_DISABLE_AFTER_FAILURES = 1
    receiver.statuses = [500]
    endpoint = services.endpoint_create(tenant=tenant, url=receiver.url, event_types=["alert.opened"])
    event = outbox_emit(tenant=tenant, client=client_a, kind="alert.opened", payload={})
    (delivery_id,) = services.fan_out(event_ids=[event.pk])
    services.deliver(delivery_id=delivery_id)

    inbox = admin_client.get(reverse("wiki:alerts")).content.decode()
    assert "switched off" in inbox and receiver.url in inbox
    admin_client.post(reverse("webhooks:enable", args=[endpoint.pk]))
    endpoint.refresh_from_db()
    assert endpoint.active
    assert "switched off" not in admin_client.get(reverse("wiki:alerts")).content.decode()
