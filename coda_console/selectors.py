"""Reads. Every query on a tenant-owned row goes through here and is scoped by tenant (and coach)."""

import datetime as dt

from django.contrib.auth.models import AnonymousUser, User
from django.core import signing
from django.db.models import Max, Q, QuerySet
from django.http import Http404

from coda_console.errors import ApiError, NotFound
from coda_console.models import ERASING_PREFIX, ApiKey, AuditEntry, Client, Event, Membership, Tenant
from coda_console.plaintext import MAX_DB_INT


def membership_for_user(user: User | AnonymousUser) -> Membership | None:
    if not user.is_authenticated:
        return None
    return Membership.objects.select_related("tenant").filter(user=user).first()


def user_sees_all_clients_of_tenant(user: User) -> bool:
    membership = membership_for_user(user)
    return bool(membership and membership.is_admin)


def is_console_admin(user: User | AnonymousUser) -> bool:
    """Staff superusers and tenant admins reach the admin screens."""
    if not user.is_authenticated:
        return False
    return bool(user.is_superuser) or user_sees_all_clients_of_tenant(user)


def clients_for_coach(user: User | AnonymousUser) -> QuerySet[Client]:
    """A coach sees her assigned clients; a tenant admin every client of the tenant; a superuser all."""
    if not user.is_authenticated:
        return Client.objects.none()
    if user.is_superuser:
        return Client.objects.select_related("tenant").exclude(external_id__startswith=ERASING_PREFIX)
    membership = membership_for_user(user)
    if membership is None:
        return Client.objects.none()
    clients = (
        Client.objects.select_related("tenant")
        .filter(tenant=membership.tenant)
        .exclude(external_id__startswith=ERASING_PREFIX)
    )
    if not membership.is_admin:
        clients = clients.filter(coaches=user)
    return clients


def client_for_coach(
    user: User | AnonymousUser, *, external_id: str, tenant_slug: str | None = None
) -> Client:
    """The client, or Http404 — the same for "missing" and "not yours"."""
    clients = clients_for_coach(user).filter(external_id=external_id)
    if tenant_slug is not None:
        clients = clients.filter(tenant__slug=tenant_slug)
    client = clients.first()
    if client is None:
        raise Http404("No such client.")
    return client


def clients_for_tenant(tenant: Tenant) -> QuerySet[Client]:
    return Client.objects.filter(tenant=tenant).exclude(external_id__startswith=ERASING_PREFIX)


def client_for_tenant(tenant: Tenant, *, external_id: str) -> Client:
    """The client of this tenant, or the API's 404 — indistinguishable from a missing one."""
    client = Client.objects.select_related("tenant").filter(tenant=tenant, external_id=external_id).first()
    if client is None:
        raise NotFound("No such client.")
    return client


def client_for_key(api_key: ApiKey, *, external_id: str) -> Client:
    return client_for_tenant(api_key.tenant, external_id=external_id)


def last_event_times(clients: QuerySet[Client]) -> dict[int, dt.datetime]:
    rows = Event.objects.filter(client__in=clients).values("client_id").annotate(last=Max("occurred_at"))
    return {row["client_id"]: row["last"] for row in rows}


# --- Event pages ---------------------------------------------------------------------------------


_CURSOR_SALT = "coda_console.events_cursor"


def encode_cursor(event: Event) -> str:
    """An opaque, signed cursor (docs/api-edge.md, "Cursors"): a crafted one is a 400, never a query."""
    return signing.dumps([event.occurred_at.isoformat(), event.pk], salt=_CURSOR_SALT, compress=False)


def decode_cursor(cursor: str) -> tuple[dt.datetime, int]:
    try:
        occurred_iso, pk = signing.loads(cursor, salt=_CURSOR_SALT)
        occurred_at = dt.datetime.fromisoformat(occurred_iso)
        if occurred_at.tzinfo is None or not isinstance(pk, int) or not 0 < pk <= MAX_DB_INT:
            raise ValueError
    except (ValueError, TypeError, signing.BadSignature, UnicodeDecodeError):
        raise ApiError(
            "The cursor is not valid; pass back `next_cursor` unchanged.",
            details=[{"field": "cursor", "message": "not a cursor this API issued"}],
        ) from None
    return occurred_at, pk


def events_page(
    client: Client,
    *,
    kind: str | None = None,
    since: dt.datetime | None = None,
    until: dt.datetime | None = None,
    cursor: str | None = None,
    limit: int = 100,
) -> tuple[list[Event], str | None]:
    """Events oldest first by (occurred_at, id); returns the page and the cursor of the next one."""
    events = Event.objects.filter(client=client)
    if kind:
        events = events.filter(kind=kind)
    if since:
        events = events.filter(occurred_at__gte=since)
    if until:
        events = events.filter(occurred_at__lt=until)
    if cursor:
        after_time, after_pk = decode_cursor(cursor)
        events = events.filter(Q(occurred_at__gt=after_time) | Q(occurred_at=after_time, pk__gt=after_pk))
    page = list(events.order_by("occurred_at", "pk")[: limit + 1])
    next_cursor = encode_cursor(page[limit - 1]) if len(page) > limit else None
    return page[:limit], next_cursor


# --- Admin screens (callers check is_console_admin first) -------------------------------------------


def tenants_for_admin(user: User | AnonymousUser) -> QuerySet[Tenant]:
    """Every tenant for a superuser, the admin's own tenant for a tenant admin, none for anyone else."""
    if not is_console_admin(user):
        return Tenant.objects.none()
    if user.is_superuser:
        return Tenant.objects.order_by("slug")
    membership = membership_for_user(user)
    return Tenant.objects.filter(pk=membership.tenant_id) if membership else Tenant.objects.none()


def api_keys_for_tenants(tenants: QuerySet[Tenant]) -> QuerySet[ApiKey]:
    return ApiKey.objects.filter(tenant__in=tenants).select_related("tenant").order_by("-created_at")


def api_key_for_tenants(tenants: QuerySet[Tenant], key_id: int) -> ApiKey | None:
    return ApiKey.objects.filter(tenant__in=tenants, pk=key_id).first()


def active_key_count(tenants: QuerySet[Tenant]) -> int:
    return ApiKey.objects.filter(tenant__in=tenants, revoked_at__isnull=True).count()


def audit_entries_visible(user: User | AnonymousUser, tenants: QuerySet[Tenant]) -> QuerySet[AuditEntry]:
    """A superuser sees every row (tenant-less ones included); a tenant admin their tenants' rows."""
    if user.is_superuser:
        return AuditEntry.objects.all()
    return AuditEntry.objects.filter(tenant__in=tenants)


def audit_entries(
    visible: QuerySet[AuditEntry], *, tenant_slug: str = "", action: str = "", target: str = ""
) -> QuerySet[AuditEntry]:
    """The visible rows filtered as the audit screen asks, newest first."""
    entries = visible.select_related("actor_user", "actor_key", "tenant")
    if tenant_slug:
        entries = entries.filter(tenant__slug=tenant_slug)
    if action:
        entries = entries.filter(action=action)
    if target:
        entries = entries.filter(target__icontains=target)
    return entries.order_by("-created_at", "-id")


def audit_actions(visible: QuerySet[AuditEntry]) -> list[str]:
    return list(visible.order_by("action").values_list("action", flat=True).distinct())


def audit_count_since(tenants: QuerySet[Tenant], since: dt.datetime) -> int:
    return AuditEntry.objects.filter(tenant__in=tenants, created_at__gte=since).count()


def events_between(client: Client, *, start: dt.datetime, end: dt.datetime) -> QuerySet[Event]:
    return Event.objects.filter(client=client, occurred_at__gte=start, occurred_at__lt=end).order_by(
        "occurred_at", "pk"
    )


def events_of_kinds(
    client: Client, *, kinds: set[str], start: dt.datetime, end: dt.datetime
) -> QuerySet[Event]:
    """A client's events of these kinds in [start, end) — the stats endpoint's one read (bounded)."""
    return (
        events_between(client, start=start, end=end)
        .filter(kind__in=sorted(kinds))
        .only("kind", "occurred_at", "payload")
    )
