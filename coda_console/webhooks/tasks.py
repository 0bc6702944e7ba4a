"""django-q2 tasks for webhooks (thin: take ids, call a service). All idempotent."""

from typing import Any

from django.conf import settings
from django_q.tasks import async_task

from coda_console.webhooks import services


def enqueue_fan_out(sender: Any = None, *, event_ids: list[int], tenant_id: int, **kwargs: Any) -> None:
    """Receiver of core's `outbox_committed`: fan the events out in a worker, never in the request.

    A tenant without an active endpoint gets no task per event (an ingest writes one event per run):
    the sweep marks such events dispatched in bulk.
    """
    if services.tenant_has_active_endpoint(tenant_id):
        async_task("coda_console.webhooks.tasks.fan_out", event_ids, group="webhooks")


def fan_out(event_ids: list[int]) -> int:
    return len(services.fan_out(event_ids=event_ids))


def deliver(delivery_id: int) -> bool:
    return services.deliver(delivery_id=delivery_id) is not None


def deliver_due() -> int:
    """The sweep (every minute): lost fan-outs, and deliveries whose backoff has passed."""
    event_ids, delivery_ids = services.due_work()
    if event_ids:
        services.fan_out(event_ids=event_ids)
    for delivery_id in delivery_ids:
        async_task("coda_console.webhooks.tasks.deliver", delivery_id, group="webhooks")
    return len(delivery_ids)


def ensure_schedules() -> None:
    from django_q.models import Schedule

    Schedule.objects.update_or_create(
        name="webhooks.deliver_due",
        defaults={
            "func": "coda_console.webhooks.tasks.deliver_due",
            "schedule_type": Schedule.MINUTES,
            "minutes": settings.WEBHOOK_SWEEP_MINUTES,
            "repeats": -1,
        },
    )
