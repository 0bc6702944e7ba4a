"""The tenant-level inbox alert of a webhook endpoint that was switched off after repeated failures.

Called inside the webhook services' transactions; the alert's own outbox events (alert.opened,
alert.resolved) go out through wiki.inbox.outbox like every other alert's.
"""

from django.contrib.auth.models import AbstractBaseUser
from django.utils import timezone

from coda_console.webhooks.models import WebhookEndpoint
from wiki.inbox import outbox as alert_outbox
from wiki.models import Alert


def _open_alerts(endpoint: WebhookEndpoint):
    return Alert.objects.filter(
        tenant=endpoint.tenant,
        kind=Alert.Kind.WEBHOOK_DISABLED,
        status=Alert.Status.OPEN,
        payload__endpoint=endpoint.pk,
    )


def open_for_disabled_endpoint(endpoint: WebhookEndpoint) -> Alert:
    alert = Alert.objects.create(
        tenant=endpoint.tenant,
        kind=Alert.Kind.WEBHOOK_DISABLED,
        severity=Alert.Severity.MEDIUM,
        message=(
            f"Webhook deliveries to {endpoint.url} failed {endpoint.consecutive_failures} times in a row; "
            "the endpoint was switched off. Fix the receiver, then enable it again on the webhooks page "
            "(waiting deliveries go out then)."
        ),
        payload={"endpoint": endpoint.pk, "url": endpoint.url, "reason": endpoint.disabled_reason},
        created_by="system",
    )
    alert_outbox.alerts_opened([alert])
    return alert


def resolve_for_endpoint(
    endpoint: WebhookEndpoint, *, resolution: str, user: AbstractBaseUser | None
) -> None:
    now = timezone.now()
    for alert in _open_alerts(endpoint):
        alert.status, alert.resolution, alert.resolved_at = Alert.Status.RESOLVED, resolution, now
        alert.resolved_by = user if user is not None and user.is_authenticated else None
        alert.save(update_fields=["status", "resolution", "resolved_at", "resolved_by"])
        alert_outbox.alert_resolved(alert)
