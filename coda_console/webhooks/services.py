"""Writes for webhooks: endpoints, fan-out of outbox events, delivery attempts, redelivery.

At-least-once (docs/webhooks.md "Delivery"): every outbox event becomes one delivery per subscribed
endpoint, retried with exponential backoff until a 2xx or the last attempt; a receiver dedupes on
the event id. The HTTP call never runs inside a transaction: a delivery is claimed first (a lease on
`next_attempt_at`), sent, then its attempt is recorded in its own transaction.
"""

import datetime as dt
import json
import time
from dataclasses import dataclass
from typing import Any

import httpx
from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from coda_console.errors import ApiError, Conflict
from coda_console.models import ApiKey, OutboxEvent, Tenant
from coda_console.outbox import OUTBOX_KINDS
from coda_console.services import audit_record
from coda_console.webhooks import alerts
from coda_console.webhooks.models import WebhookAttempt, WebhookDelivery, WebhookEndpoint
from coda_console.webhooks.signing import new_secret, signature
from coda_console.webhooks.targets import TargetRefused, check_target

EXCERPT_CHARS = 500
USER_AGENT = "Coda-Webhooks/1.0"


def _actor(actor_user: User | None, actor_key: ApiKey | None) -> dict[str, Any]:
    return {"actor_user": actor_user, "actor_key": actor_key}


# --- Endpoints -----------------------------------------------------------------------------------


def clean_event_types(event_types: object) -> list[str]:
    valid = ", ".join(OUTBOX_KINDS)
    if not isinstance(event_types, list) or not event_types:
        raise ApiError(
            "Choose at least one event type.",
            details=[{"field": "event_types", "message": f"a non-empty list of: {valid}"}],
        )
    unknown = [kind for kind in event_types if kind not in OUTBOX_KINDS]
    if unknown:
        raise ApiError(
            "Unknown event type.",
            details=[
                {"field": "event_types", "message": f"{kind!r} is not one of: {valid}"} for kind in unknown
            ],
        )
    return sorted(set(event_types))


def clean_url(url: str) -> str:
    try:
        check_target(url)
    except TargetRefused as error:
        raise ApiError(
            "This URL cannot receive webhooks.", details=[{"field": "url", "message": str(error)}]
        ) from None
    return url


@transaction.atomic
def endpoint_create(
    *,
    tenant: Tenant,
    url: str,
    event_types: list[str],
    description: str = "",
    actor_user: User | None = None,
    actor_key: ApiKey | None = None,
    ip_address: str | None = None,
) -> WebhookEndpoint:
    """A new endpoint with a fresh secret (the caller shows `endpoint.secret` once, now)."""
    event_types = clean_event_types(event_types)
    endpoint = WebhookEndpoint.objects.create(
        tenant=tenant,
        url=clean_url(url),
        event_types=event_types,
        description=description,
        secret=new_secret(),
        created_by_user=actor_user if actor_user is not None and actor_user.is_authenticated else None,
        created_by_key=actor_key,
    )
    audit_record(
        action="webhook.create",
        tenant=tenant,
        target=endpoint.public_id,
        detail={"url": endpoint.url, "event_types": endpoint.event_types},
        ip_address=ip_address,
        **_actor(actor_user, actor_key),
    )
    return endpoint


@transaction.atomic
def endpoint_delete(
    *,
    endpoint: WebhookEndpoint,
    actor_user: User | None = None,
    actor_key: ApiKey | None = None,
    ip_address: str | None = None,
) -> None:
    audit_record(
        action="webhook.delete",
        tenant=endpoint.tenant,
        target=endpoint.public_id,
        detail={"url": endpoint.url},
        ip_address=ip_address,
        **_actor(actor_user, actor_key),
    )
    alerts.resolve_for_endpoint(endpoint, resolution="deleted", user=actor_user)
    endpoint.delete()


@transaction.atomic
def endpoint_enable(
    *, endpoint: WebhookEndpoint, actor_user: User | None = None, ip_address: str | None = None
) -> WebhookEndpoint:
    """Turn a disabled endpoint back on: its waiting deliveries go out again at the next sweep."""
    endpoint = WebhookEndpoint.objects.select_for_update().get(pk=endpoint.pk)
    if endpoint.active:
        return endpoint
    endpoint.active, endpoint.consecutive_failures = True, 0
    endpoint.disabled_at, endpoint.disabled_reason = None, ""
    endpoint.save(update_fields=["active", "consecutive_failures", "disabled_at", "disabled_reason"])
    endpoint.deliveries.filter(status=WebhookDelivery.Status.PENDING).update(next_attempt_at=timezone.now())
    alerts.resolve_for_endpoint(endpoint, resolution="enabled", user=actor_user)
    audit_record(
        action="webhook.enable",
        tenant=endpoint.tenant,
        target=endpoint.public_id,
        actor_user=actor_user,
        ip_address=ip_address,
    )
    _enqueue_after_commit("coda_console.webhooks.tasks.deliver_due")
    return endpoint


def _enqueue_after_commit(func: str, *args: Any) -> None:
    from django_q.tasks import async_task

    transaction.on_commit(lambda: async_task(func, *args, group="webhooks"))


# --- Fan-out -------------------------------------------------------------------------------------


def tenant_has_active_endpoint(tenant_id: int) -> bool:
    return WebhookEndpoint.objects.filter(tenant_id=tenant_id, active=True).exists()


@transaction.atomic
def fan_out(*, event_ids: list[int]) -> list[int]:
    """One delivery per (event, active endpoint subscribed to its kind); each event fanned out once."""
    events = list(
        OutboxEvent.objects.select_for_update()
        .filter(pk__in=event_ids, dispatched_at__isnull=True)
        .order_by("pk")
    )
    if not events:
        return []
    endpoints: dict[int, list[WebhookEndpoint]] = {}
    for endpoint in WebhookEndpoint.objects.filter(tenant_id__in={e.tenant_id for e in events}, active=True):
        endpoints.setdefault(endpoint.tenant_id, []).append(endpoint)
    now = timezone.now()
    deliveries = [
        WebhookDelivery(endpoint=endpoint, event=event, next_attempt_at=now)
        for event in events
        for endpoint in endpoints.get(event.tenant_id, [])  # the event's own tenant only
        if event.kind in endpoint.event_types
    ]
    WebhookDelivery.objects.bulk_create(deliveries, ignore_conflicts=True)
    OutboxEvent.objects.filter(pk__in=[e.pk for e in events]).update(dispatched_at=now)
    ids = list(
        WebhookDelivery.objects.filter(event__in=events, status=WebhookDelivery.Status.PENDING).values_list(
            "pk", flat=True
        )
    )
    for delivery_id in ids:
        _enqueue_after_commit("coda_console.webhooks.tasks.deliver", delivery_id)
    return ids


# --- Delivery ------------------------------------------------------------------------------------


def delivery_body(event: OutboxEvent) -> bytes:
    return json.dumps(
        {
            "id": event.public_id,
            "kind": event.kind,
            "created_at": event.created_at.isoformat(),
            "tenant": event.tenant.slug,
            "client": event.client.external_id if event.client is not None else None,
            "data": event.payload,
        },
        ensure_ascii=False,
        separators=(",", ":"),
    ).encode()


def backoff(attempt: int) -> dt.timedelta:
    """Delay before attempt `attempt + 1`: base · 2^(attempt − 1), capped."""
    seconds = settings.WEBHOOK_BACKOFF_SECONDS * 2 ** max(attempt - 1, 0)
    return dt.timedelta(seconds=min(seconds, settings.WEBHOOK_BACKOFF_MAX_SECONDS))


@dataclass(frozen=True)
class Outcome:
    status_code: int | None
    latency_ms: int
    error: str = ""
    excerpt: str = ""

    @property
    def ok(self) -> bool:
        return self.status_code is not None and 200 <= self.status_code < 300


def _claim(delivery_id: int, now: dt.datetime) -> bool:
    """Take the delivery for one attempt; a second worker holding the same id finds nothing to do."""
    lease = now + dt.timedelta(seconds=settings.WEBHOOK_TIMEOUT_SECONDS + 30)
    return bool(
        WebhookDelivery.objects.filter(
            pk=delivery_id,
            status=WebhookDelivery.Status.PENDING,
            next_attempt_at__lte=now,
            endpoint__active=True,
        ).update(next_attempt_at=lease)
    )


def _send(delivery: WebhookDelivery, attempt: int) -> Outcome:
    endpoint, event = delivery.endpoint, delivery.event
    body = delivery_body(event)
    timestamp = int(time.time())
    headers = {
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
        "Coda-Event-Id": event.public_id,
        "Coda-Event-Kind": event.kind,
        "Coda-Delivery-Id": delivery.public_id,
        "Coda-Attempt": str(attempt),
        "Coda-Timestamp": str(timestamp),
        "Coda-Signature": signature(endpoint.secret, timestamp, body),
    }
    started = time.monotonic()
    try:
        check_target(endpoint.url)  # again: DNS may point elsewhere since the endpoint was registered
        status_code, head = _post(endpoint.url, body, headers)
    except TargetRefused as error:
        return Outcome(None, 0, f"refused: {error}"[:300])
    except httpx.HTTPError as error:
        latency = int((time.monotonic() - started) * 1000)
        return Outcome(None, latency, _printable(f"{error.__class__.__name__}: {error}")[:300])
    latency = int((time.monotonic() - started) * 1000)
    return Outcome(status_code, latency, "", _printable(head.decode("utf-8", "replace"))[:EXCERPT_CHARS])


def _post(url: str, body: bytes, headers: dict[str, str]) -> tuple[int, bytes]:
    """POST, keeping only the head of the answer: a receiver's body is never read past 4 KiB."""
    with httpx.stream(
        "POST",
        url,
        content=body,
        headers=headers,
        timeout=settings.WEBHOOK_TIMEOUT_SECONDS,
        follow_redirects=False,
    ) as response:
        head = b""
        for chunk in response.iter_bytes():
            head += chunk
            if len(head) >= 4096:
                break
        return response.status_code, head[:4096]


def _printable(text: str) -> str:
    """A receiver's words are shown in the console and stored: no NUL or control characters."""
    return "".join(ch if ch.isprintable() or ch in "\n\t" else "�" for ch in text)


def deliver(*, delivery_id: int, now: dt.datetime | None = None) -> WebhookAttempt | None:
    """One attempt of one delivery, if it is due and its endpoint is on; returns its log row."""
    now = now or timezone.now()
    if not _claim(delivery_id, now):
        return None
    delivery = WebhookDelivery.objects.select_related("endpoint", "event__tenant", "event__client").get(
        pk=delivery_id
    )
    outcome = _send(delivery, delivery.attempts + 1)
    return _record_attempt(delivery_id=delivery_id, outcome=outcome, now=now)


@transaction.atomic
def _record_attempt(*, delivery_id: int, outcome: Outcome, now: dt.datetime) -> WebhookAttempt:
    delivery = WebhookDelivery.objects.select_for_update().get(pk=delivery_id)
    endpoint = WebhookEndpoint.objects.select_for_update().get(pk=delivery.endpoint_id)
    delivery.attempts += 1
    attempt = WebhookAttempt.objects.create(
        delivery=delivery,
        number=delivery.attempts,
        attempted_at=now,
        status_code=outcome.status_code,
        latency_ms=outcome.latency_ms,
        error=outcome.error,
        response_excerpt=outcome.excerpt,
    )
    delivery.last_status_code = outcome.status_code
    if outcome.ok:
        delivery.status, delivery.delivered_at = WebhookDelivery.Status.DELIVERED, now
        endpoint.consecutive_failures = 0
    else:
        endpoint.consecutive_failures += 1
        if delivery.attempts >= settings.WEBHOOK_MAX_ATTEMPTS:
            delivery.status = WebhookDelivery.Status.FAILED
        else:
            delivery.next_attempt_at = now + backoff(delivery.attempts)
    delivery.save(update_fields=["attempts", "last_status_code", "status", "delivered_at", "next_attempt_at"])
    endpoint.save(update_fields=["consecutive_failures"])
    if endpoint.active and endpoint.consecutive_failures >= settings.WEBHOOK_DISABLE_AFTER_FAILURES:
        _disable(endpoint, outcome, now)
    return attempt


def _disable(endpoint: WebhookEndpoint, outcome: Outcome, now: dt.datetime) -> None:
    last = f"HTTP {outcome.status_code}" if outcome.status_code is not None else outcome.error
    endpoint.active = False
    endpoint.disabled_at = now
    reason = f"{endpoint.consecutive_failures} failed attempts in a row (last: {last})"
    endpoint.disabled_reason = reason[:300]
    endpoint.save(update_fields=["active", "disabled_at", "disabled_reason"])
    alerts.open_for_disabled_endpoint(endpoint)
    audit_record(
        action="webhook.disable",
        tenant=endpoint.tenant,
        target=endpoint.public_id,
        detail={"reason": endpoint.disabled_reason},
    )


@transaction.atomic
def redeliver(
    *, delivery: WebhookDelivery, actor_user: User | None = None, ip_address: str | None = None
) -> WebhookDelivery:
    """Send a delivery again now (a person asked), whatever its status; the event id stays the same."""
    delivery = WebhookDelivery.objects.select_for_update().select_related("endpoint").get(pk=delivery.pk)
    if not delivery.endpoint.active:
        raise Conflict("The endpoint is disabled; enable it first.", code="endpoint_disabled")
    delivery.status, delivery.next_attempt_at = WebhookDelivery.Status.PENDING, timezone.now()
    delivery.save(update_fields=["status", "next_attempt_at"])
    audit_record(
        action="webhook.redeliver",
        tenant=delivery.endpoint.tenant,
        target=delivery.public_id,
        detail={"event": delivery.event.public_id},
        actor_user=actor_user,
        ip_address=ip_address,
    )
    _enqueue_after_commit("coda_console.webhooks.tasks.deliver", delivery.pk)
    return delivery


def due_work(*, now: dt.datetime | None = None) -> tuple[list[int], list[int]]:
    """What the sweep picks up: events whose fan-out was lost (its task never ran), due deliveries."""
    now = now or timezone.now()
    settled = now - dt.timedelta(seconds=settings.WEBHOOK_FAN_OUT_GRACE_SECONDS)
    events = list(
        OutboxEvent.objects.filter(dispatched_at__isnull=True, created_at__lte=settled)
        .order_by("pk")
        .values_list("pk", flat=True)[:1000]
    )
    deliveries = list(
        WebhookDelivery.objects.filter(
            status=WebhookDelivery.Status.PENDING, next_attempt_at__lte=now, endpoint__active=True
        )
        .order_by("next_attempt_at")
        .values_list("pk", flat=True)[:1000]
    )
    return events, deliveries
