"""Webhook delivery against a real HTTP receiver on loopback: signatures, retries with backoff, the
attempt log, auto-disable with a tenant alert, redelivery, and tenant isolation."""

import datetime as dt
import json
import time

import pytest
from django.utils import timezone

from coda_console.errors import ApiError, Conflict
from coda_console.models import AuditEntry, OutboxEvent
from coda_console.outbox import outbox_emit
from coda_console.webhooks import services
from coda_console.webhooks.models import WebhookDelivery
from coda_console.webhooks.signing import verify
from wiki.models import Alert

pytestmark = pytest.mark.django_db


def endpoint_for(tenant, receiver, kinds=("alert.opened",)):
    return services.endpoint_create(tenant=tenant, url=receiver.url, event_types=list(kinds))


def emit(tenant, client=None, kind="alert.opened", **payload) -> OutboxEvent:
    return outbox_emit(tenant=tenant, client=client, kind=kind, payload=payload or {"alert": 1})


def fan_out_one(event: OutboxEvent) -> WebhookDelivery:
    (delivery_id,) = services.fan_out(event_ids=[event.pk])
    return WebhookDelivery.objects.get(pk=delivery_id)


def test_a_delivery_is_signed_with_the_endpoint_secret_and_carries_the_event_id(tenant, client_a, receiver):
    endpoint = endpoint_for(tenant, receiver)
    event = emit(tenant, client_a, severity="high")
    delivery = fan_out_one(event)

    attempt = services.deliver(delivery_id=delivery.pk)

    assert attempt.ok and attempt.status_code == 200 and attempt.response_excerpt == '{"ok": true}'
    (received,) = receiver.requests
    headers = received.headers
    timestamp = int(headers["Coda-Timestamp"])
    assert abs(time.time() - timestamp) < 60
    assert verify(endpoint.secret, timestamp, received.body, headers["Coda-Signature"], now=int(time.time()),
                  window=300)  # fmt: skip
    assert not verify("whsec_wrong", timestamp, received.body, headers["Coda-Signature"],
                      now=int(time.time()), window=300)  # fmt: skip
    assert not verify(
        endpoint.secret, timestamp, received.body, headers["Coda-Signature"], now=timestamp + 301, window=300
    )  # fmt: skip — a replay after the window
    body = json.loads(received.body)
    assert body == {
        "id": f"evt_{event.pk}",
        "kind": "alert.opened",
        "created_at": event.created_at.isoformat(),
        "tenant": "nata-coaching",
        "client": "marta-7f3a",
        "data": {"severity": "high"},
    }
    assert headers["Coda-Event-Id"] == body["id"] and headers["Coda-Delivery-Id"] == f"dlv_{delivery.pk}"
    delivery.refresh_from_db()
    assert delivery.status == "delivered" and delivery.attempts == 1


def test_a_500_is_retried_with_exponential_backoff_until_it_succeeds(tenant, client_a, receiver, settings):
    settings.WEBHOOK_BACKOFF_SECONDS = 30
    receiver.statuses = [500, 503]
    endpoint = endpoint_for(tenant, receiver)
    delivery = fan_out_one(emit(tenant, client_a))
    start = timezone.now()

    first = services.deliver(delivery_id=delivery.pk, now=start)
    delivery.refresh_from_db()
    assert first.status_code == 500 and first.response_excerpt == "receiver says no"
    assert delivery.status == "pending" and delivery.next_attempt_at == start + dt.timedelta(seconds=30)
    assert services.deliver(delivery_id=delivery.pk, now=start + dt.timedelta(seconds=29)) is None  # not due

    second = services.deliver(delivery_id=delivery.pk, now=start + dt.timedelta(seconds=31))
    delivery.refresh_from_db()
    assert second.status_code == 503
    assert delivery.next_attempt_at == start + dt.timedelta(seconds=31 + 60)  # doubled

    third = services.deliver(delivery_id=delivery.pk, now=start + dt.timedelta(seconds=92))
    delivery.refresh_from_db()
    endpoint.refresh_from_db()
    assert third.ok and delivery.status == "delivered" and delivery.attempts == 3
    assert [a.status_code for a in delivery.attempt_log.all()] == [500, 503, 200]
    assert all(a.latency_ms >= 0 for a in delivery.attempt_log.all())
    assert endpoint.consecutive_failures == 0 and endpoint.active
    ids = {r.headers["Coda-Event-Id"] for r in receiver.requests}
    assert len(receiver.requests) == 3 and len(ids) == 1  # one event id to dedupe on
    assert [r.headers["Coda-Attempt"] for r in receiver.requests] == ["1", "2", "3"]


def test_a_delivery_gives_up_after_the_last_attempt(tenant, client_a, receiver, settings):
    settings.WEBHOOK_MAX_ATTEMPTS = 2
    settings.WEBHOOK_BACKOFF_SECONDS = 0
    receiver.statuses = [500, 500, 500]
    endpoint_for(tenant, receiver)
    delivery = fan_out_one(emit(tenant, client_a))
    services.deliver(delivery_id=delivery.pk)
    services.deliver(delivery_id=delivery.pk)
    delivery.refresh_from_db()
    assert delivery.status == "failed" and delivery.attempts == 2
    assert services.deliver(delivery_id=delivery.pk) is None


def test_an_endpoint_failing_again_and_again_is_disabled_with_a_tenant_alert(
    tenant, client_a, receiver, settings
):
    settings.WEBHOOK_DISABLE_AFTER_FAILURES = 3
    settings.WEBHOOK_BACKOFF_SECONDS = 0
    receiver.statuses = [500] * 10
    endpoint = endpoint_for(tenant, receiver, kinds=("alert.opened", "alert.resolved"))
    deliveries = [fan_out_one(emit(tenant, client_a)) for _ in range(3)]
    for delivery in deliveries:
        services.deliver(delivery_id=delivery.pk)

    endpoint.refresh_from_db()
    assert not endpoint.active and endpoint.consecutive_failures == 3
    assert "3 failed attempts in a row (last: HTTP 500)" in endpoint.disabled_reason
    alert = Alert.objects.get(kind="webhook_disabled")
    assert alert.client is None and alert.tenant == tenant and alert.status == "open"
    assert endpoint.url in alert.message
    opened = OutboxEvent.objects.get(kind="alert.opened", client__isnull=True)
    assert opened.tenant == tenant and opened.payload["kind"] == "webhook_disabled"
    assert AuditEntry.objects.filter(action="webhook.disable", tenant=tenant).exists()
    # Switched off: nothing more goes out, and the waiting delivery stays pending.
    assert services.deliver(delivery_id=deliveries[0].pk) is None
    assert len(receiver.requests) == 3

    services.endpoint_enable(endpoint=endpoint)
    endpoint.refresh_from_db()
    alert.refresh_from_db()
    assert endpoint.active and endpoint.consecutive_failures == 0
    assert alert.status == "resolved" and alert.resolution == "enabled"
    assert OutboxEvent.objects.filter(kind="alert.resolved", client__isnull=True, tenant=tenant).exists()
    receiver.statuses = []
    assert services.deliver(delivery_id=deliveries[0].pk).ok  # the waiting delivery goes out


def test_a_disabled_endpoint_gets_no_new_deliveries(tenant, client_a, receiver):
    endpoint = endpoint_for(tenant, receiver)
    endpoint.active = False
    endpoint.save()
    assert services.fan_out(event_ids=[emit(tenant, client_a).pk]) == []


def test_redeliver_sends_the_same_event_again(tenant, client_a, receiver):
    endpoint_for(tenant, receiver)
    delivery = fan_out_one(emit(tenant, client_a))
    services.deliver(delivery_id=delivery.pk)

    services.redeliver(delivery=delivery)
    services.deliver(delivery_id=delivery.pk)

    first, second = receiver.requests
    assert first.headers["Coda-Event-Id"] == second.headers["Coda-Event-Id"] == f"evt_{delivery.event_id}"
    assert first.body == second.body
    assert second.headers["Coda-Attempt"] == "2"
    assert AuditEntry.objects.filter(action="webhook.redeliver", target=f"dlv_{delivery.pk}").exists()


def test_redeliver_to_a_disabled_endpoint_is_refused(tenant, client_a, receiver):
    endpoint = endpoint_for(tenant, receiver)
    delivery = fan_out_one(emit(tenant, client_a))
    endpoint.active = False
    endpoint.save()
    with pytest.raises(Conflict):
        services.redeliver(delivery=delivery)


def test_an_event_is_delivered_to_its_own_tenant_only(
    tenant, other_tenant, client_a, other_tenant_client, receiver
):
    ours = endpoint_for(tenant, receiver)
    theirs = endpoint_for(other_tenant, receiver)
    event = emit(tenant, client_a)

    delivery_ids = services.fan_out(event_ids=[event.pk])
    for delivery_id in delivery_ids:
        services.deliver(delivery_id=delivery_id)

    assert list(WebhookDelivery.objects.values_list("endpoint_id", flat=True)) == [ours.pk]
    assert not WebhookDelivery.objects.filter(endpoint=theirs).exists()
    (received,) = receiver.requests
    assert json.loads(received.body)["tenant"] == "nata-coaching"
    assert verify(ours.secret, int(received.headers["Coda-Timestamp"]), received.body,
                  received.headers["Coda-Signature"], now=int(time.time()), window=300)  # fmt: skip


def test_only_subscribed_kinds_are_delivered_and_each_event_fans_out_once(tenant, client_a, receiver):
    endpoint_for(tenant, receiver, kinds=("wiki.distilled",))
    event = emit(tenant, client_a, kind="alert.opened")
    assert services.fan_out(event_ids=[event.pk]) == []
    distilled = emit(tenant, client_a, kind="wiki.distilled")
    assert len(services.fan_out(event_ids=[distilled.pk])) == 1
    assert services.fan_out(event_ids=[distilled.pk]) == []  # already dispatched
    assert WebhookDelivery.objects.count() == 1


def test_the_sweep_finds_lost_fan_outs_and_due_retries(tenant, client_a, receiver, settings):
    settings.WEBHOOK_FAN_OUT_GRACE_SECONDS = 0
    endpoint_for(tenant, receiver)
    event = emit(tenant, client_a)
    events, deliveries = services.due_work()
    assert events == [event.pk] and deliveries == []
    services.fan_out(event_ids=events)
    events, deliveries = services.due_work()
    assert events == [] and len(deliveries) == 1


def test_loopback_targets_are_refused_unless_allowed(tenant, settings):
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = False
    for url in (
        "http://127.0.0.1:9/x",
        "http://10.1.2.3/x",
        "http://169.254.169.254/latest",
        "http://[::1]/",
    ):
        with pytest.raises(ApiError) as refused:
            services.endpoint_create(tenant=tenant, url=url, event_types=["alert.opened"])
        assert refused.value.details[0]["field"] == "url"
    with pytest.raises(ApiError):
        services.endpoint_create(tenant=tenant, url="ftp://example.com/x", event_types=["alert.opened"])


def test_a_target_that_turned_private_after_registration_is_not_called(tenant, client_a, receiver, settings):
    endpoint_for(tenant, receiver)
    delivery = fan_out_one(emit(tenant, client_a))
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = False
    attempt = services.deliver(delivery_id=delivery.pk)
    assert attempt.status_code is None and attempt.error.startswith("refused:")
    assert receiver.requests == []


def test_unknown_event_types_are_refused_naming_the_valid_ones(tenant, receiver):
    with pytest.raises(ApiError) as refused:
        services.endpoint_create(tenant=tenant, url=receiver.url, event_types=["alert.exploded"])
    assert "alert.opened, alert.updated, alert.resolved" in refused.value.details[0]["message"]


def test_a_committed_event_enqueues_its_fan_out_only_when_the_tenant_has_an_endpoint(
    tenant, client_a, receiver, django_capture_on_commit_callbacks
):
    from django_q.models import OrmQ

    with django_capture_on_commit_callbacks(execute=True):
        emit(tenant, client_a)
    assert OrmQ.objects.count() == 0  # no endpoint: the sweep marks it dispatched later
    endpoint_for(tenant, receiver)
    with django_capture_on_commit_callbacks(execute=True):
        emit(tenant, client_a)
    assert OrmQ.objects.count() == 1


def test_a_receivers_answer_is_kept_short_and_printable(tenant, client_a, receiver, monkeypatch):
    from tests.coda_console.webhooks import receiver as receiver_module

    monkeypatch.setattr(receiver_module, "ANSWER_BODY", b"\x00bad\x07" + b"x" * 100_000)
    endpoint_for(tenant, receiver)
    attempt = services.deliver(delivery_id=fan_out_one(emit(tenant, client_a)).pk)
    assert attempt.ok and len(attempt.response_excerpt) == 500
    assert attempt.response_excerpt.startswith("�bad�xxx")
