"""Webhook endpoints, one delivery per (endpoint, outbox event), and one log row per attempt."""

from django.conf import settings
from django.db import models
from django.utils import timezone

from coda_console.models import ApiKey, OutboxEvent, Tenant


class WebhookEndpoint(models.Model):
    """A URL a tenant admin registered, the event kinds it wants, and the secret that signs them.

    The secret must be kept to sign each delivery (HMAC), so it is stored; it is shown once, when the
    endpoint is created, and only its prefix afterwards.
    """

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="webhook_endpoints")
    url = models.URLField(max_length=2000)
    description = models.CharField(max_length=200, blank=True, default="")
    event_types = models.JSONField(default=list)
    secret = models.CharField(max_length=100)
    active = models.BooleanField(default=True)
    consecutive_failures = models.PositiveIntegerField(default=0)
    disabled_at = models.DateTimeField(null=True, blank=True)
    disabled_reason = models.CharField(max_length=300, blank=True, default="")
    created_by_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created_by_key = models.ForeignKey(
        ApiKey, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["tenant", "active"], name="webhook_endpoint_tenant")]

    def __str__(self) -> str:
        return f"{self.url} ({self.tenant})"

    @property
    def public_id(self) -> str:
        return f"whe_{self.pk}"

    @property
    def secret_hint(self) -> str:
        return f"{self.secret[:10]}…"


class WebhookDelivery(models.Model):
    """One outbox event for one endpoint: pending until a 2xx, or failed after the last attempt."""

    class Status(models.TextChoices):
        PENDING = "pending"
        DELIVERED = "delivered"
        FAILED = "failed"

    endpoint = models.ForeignKey(WebhookEndpoint, on_delete=models.CASCADE, related_name="deliveries")
    event = models.ForeignKey(OutboxEvent, on_delete=models.CASCADE, related_name="webhook_deliveries")
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    next_attempt_at = models.DateTimeField(default=timezone.now)
    last_status_code = models.PositiveIntegerField(null=True, blank=True)
    delivered_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["endpoint", "event"], name="webhook_delivery_once_per_event")
        ]
        indexes = [models.Index(fields=["status", "next_attempt_at"], name="webhook_delivery_due")]

    def __str__(self) -> str:
        return f"{self.public_id} {self.event.kind} → {self.endpoint_id} ({self.status})"

    @property
    def public_id(self) -> str:
        return f"dlv_{self.pk}"


class WebhookAttempt(models.Model):
    """The delivery log: one row per HTTP attempt, what came back and how long it took."""

    delivery = models.ForeignKey(WebhookDelivery, on_delete=models.CASCADE, related_name="attempt_log")
    number = models.PositiveIntegerField()
    attempted_at = models.DateTimeField(default=timezone.now)
    status_code = models.PositiveIntegerField(null=True, blank=True)
    latency_ms = models.PositiveIntegerField(default=0)
    error = models.CharField(max_length=300, blank=True, default="")
    response_excerpt = models.CharField(max_length=500, blank=True, default="")

    class Meta:
        ordering = ["delivery", "number"]

    def __str__(self) -> str:
        return f"{self.delivery_id}#{self.number} {self.status_code or self.error}"

    @property
    def ok(self) -> bool:
        return self.status_code is not None and 200 <= self.status_code < 300
