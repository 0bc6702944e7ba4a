"""Tenancy (tenant → coach → client), bot API keys, the append-only event log and the audit trail."""

import datetime as dt
import zoneinfo

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.utils import timezone


def validate_timezone(value: str) -> None:
    if value not in zoneinfo.available_timezones():
        raise ValidationError(f"{value!r} is not an IANA timezone name (e.g. Europe/Kyiv)")


class Tenant(models.Model):
    """A coaching business or an agent platform: the hard partition every row belongs to."""

    slug = models.SlugField(max_length=64, unique=True)
    name = models.CharField(max_length=200)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return self.slug


class Membership(models.Model):
    """A Django user working for a tenant: a coach, or (is_admin) a tenant admin who sees every client."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="membership")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="memberships")
    is_admin = models.BooleanField(default=False)

    def __str__(self) -> str:
        return f"{self.user} @ {self.tenant}"


# A client being erased carries this id prefix (never a valid API id) until her row is gone: no URL
# resolves her and no list shows her (docs/data.md, "Erasure").
ERASING_PREFIX = "~erasing-"


class Client(models.Model):
    """The subject of memory: a coached person or an agent's user."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="clients")
    external_id = models.CharField(max_length=128)
    display_name = models.CharField(max_length=200)
    timezone = models.CharField(max_length=64, default="UTC", validators=[validate_timezone])
    coaches = models.ManyToManyField(settings.AUTH_USER_MODEL, blank=True, related_name="clients")
    active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "external_id"], name="client_external_id_unique_in_tenant"
            )
        ]

    def __str__(self) -> str:
        return f"{self.display_name} ({self.external_id})"

    @property
    def tz(self) -> zoneinfo.ZoneInfo:
        return zoneinfo.ZoneInfo(self.timezone)


class KeyRole(models.TextChoices):
    """What a key may call (docs/api-edge.md, "Key scopes"). An admin key can do all a bot key can."""

    BOT = "bot", "bot"
    ADMIN = "admin", "admin (tenant automation: webhooks, export, erasure)"


class KnowledgeAuthority(models.TextChoices):
    """The knowledge authority ladder, highest first, as core sees it: a key's ceiling.

    The same values as knowledge.models.Authority (a test keeps them equal); core cannot import a
    feature, so the ceiling's choices are spelled out here.
    """

    COACH = "coach", "coach"
    SOURCE = "source", "source document"
    AGENT = "agent", "agent"
    LLM = "llm", "LLM"


AUTHORITY_RANKS = {"coach": 4, "source": 3, "agent": 2, "llm": 1}


class ApiKey(models.Model):
    """A bot's key. Only the SHA-256 of the secret is stored; the prefix is what people see and revoke by.

    `role` and `max_authority` are its scope, set by the operator (docs/api-edge.md, "Key scopes").
    """

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="api_keys")
    name = models.CharField(max_length=100)
    prefix = models.CharField(max_length=16, unique=True)
    hashed_key = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    role = models.CharField(max_length=16, choices=KeyRole.choices, default=KeyRole.BOT)
    max_authority = models.CharField(
        max_length=16,
        choices=KnowledgeAuthority.choices,
        default=KnowledgeAuthority.AGENT,
        help_text="The highest knowledge authority this key may write or overrule.",
    )

    def __str__(self) -> str:
        return f"{self.prefix}… ({self.name})"

    @property
    def is_active(self) -> bool:
        return self.revoked_at is None

    @property
    def is_admin(self) -> bool:
        return self.role == KeyRole.ADMIN

    def allows_authority(self, authority: str) -> bool:
        """May this key write (or overrule) knowledge of `authority`?"""
        return AUTHORITY_RANKS.get(authority, 99) <= AUTHORITY_RANKS[self.max_authority]


# The window of accepted event times (docs/api-edge.md, "Times"). Rows stored before the window was
# enforced are read back clamped into it, so no reader converting them to a client's zone overflows.
EARLIEST_EVENT_TIME = dt.datetime(2000, 1, 1, tzinfo=dt.UTC)
LATEST_READABLE_TIME = dt.datetime(9999, 12, 30, tzinfo=dt.UTC)


class EventTimeField(models.DateTimeField):
    """A DateTimeField whose values are clamped into the accepted window when read."""

    def from_db_value(self, value: dt.datetime | None, expression: object, connection: object):
        if value is None or value.tzinfo is None:
            return value
        return min(max(value, EARLIEST_EVENT_TIME), LATEST_READABLE_TIME)


class Event(models.Model):
    """One thing that happened to a client. Append-only: never updated, never edited.

    `event_id` is the bot's idempotency key (the API's "id"); `id` is our own monotonically increasing
    sequence, which readers use as a stable cursor and watermark tiebreaker.
    """

    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="events")
    event_id = models.CharField(max_length=128)
    kind = models.CharField(max_length=64)
    occurred_at = EventTimeField()
    received_at = models.DateTimeField()
    payload = models.JSONField(default=dict)
    session_id = models.CharField(max_length=128, blank=True, default="")
    content_sha256 = models.CharField(max_length=64)
    # How content_sha256 was computed (coda_console.services._content_sha256): rows stored before
    # numbers were canonicalised keep version 1, so their retries are still recognised.
    hash_version = models.PositiveSmallIntegerField(default=2)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["client", "event_id"], name="event_id_unique_per_client")
        ]
        indexes = [
            models.Index(fields=["client", "occurred_at", "id"], name="event_client_time"),
            models.Index(fields=["client", "kind", "occurred_at"], name="event_client_kind_time"),
            models.Index(fields=["client", "id"], name="event_client_seq"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.event_id} @ {self.occurred_at:%Y-%m-%d %H:%M}"


class AuditEntry(models.Model):
    """Who wrote what, when and from where — for every write by a person or a key."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    actor_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    actor_key = models.ForeignKey(ApiKey, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    action = models.CharField(max_length=64)
    target = models.CharField(max_length=255, blank=True, default="")
    detail = models.JSONField(default=dict, blank=True)
    ip_address = models.GenericIPAddressField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        verbose_name_plural = "audit entries"
        indexes = [models.Index(fields=["tenant", "created_at"], name="audit_tenant_time")]

    def __str__(self) -> str:
        return f"{self.action} {self.target}"


class RateCounter(models.Model):
    """One shared counter of the limits (docs/api-edge.md, "Limits") when there is no Redis.

    Updated with one atomic INSERT … ON CONFLICT DO UPDATE … RETURNING (coda_console.limits), so
    every process — each gunicorn worker, each web node — counts in the same row.
    """

    key = models.CharField(max_length=200, primary_key=True)
    count = models.BigIntegerField(default=0)
    expires_at = models.FloatField(db_index=True)  # epoch seconds

    def __str__(self) -> str:
        return f"{self.key}={self.count}"


class IdempotentResponse(models.Model):
    """The first answer to a `/turns` or `/notes` request, returned again to its retries.

    `fingerprint` is the client-supplied id (`turn_id` / `note_id`) or, without one, the hash of the
    canonical request body; retries are matched per key and client within API_IDEMPOTENCY_WINDOW_SECONDS
    (docs/api-edge.md, "Retries").
    """

    api_key = models.ForeignKey(ApiKey, on_delete=models.CASCADE, related_name="+")
    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="+")
    operation = models.CharField(max_length=32)
    fingerprint = models.CharField(max_length=200)
    request_sha256 = models.CharField(max_length=64)
    status_code = models.PositiveSmallIntegerField(null=True, blank=True)  # null: still being answered
    response = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(db_index=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["api_key", "client", "operation", "fingerprint"], name="idempotent_request_once"
            )
        ]

    def __str__(self) -> str:
        return f"{self.operation} {self.fingerprint[:12]}"


class OutboxEvent(models.Model):
    """Something the outside world may subscribe to (docs/webhooks.md), written in the same transaction
    as the change it announces, so an event exists exactly when its change committed.

    `client` is empty for tenant-level events. `dispatched_at` is set once the event has been fanned
    out to the tenant's webhook endpoints (one delivery row per subscribed endpoint).
    """

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="outbox_events")
    client = models.ForeignKey(
        Client, on_delete=models.CASCADE, null=True, blank=True, related_name="outbox_events"
    )
    kind = models.CharField(max_length=64)
    payload = models.JSONField(default=dict)
    created_at = models.DateTimeField(default=timezone.now)
    dispatched_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["dispatched_at", "id"], name="outbox_pending")]

    def __str__(self) -> str:
        return f"{self.kind} #{self.pk}"

    @property
    def public_id(self) -> str:
        """The id receivers dedupe on: every delivery of this event carries it."""
        return f"evt_{self.pk}"
