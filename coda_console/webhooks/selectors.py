"""Reads for webhooks, always scoped by tenant."""

import re

from django.db.models import QuerySet

from coda_console.models import Tenant
from coda_console.webhooks.models import WebhookDelivery, WebhookEndpoint

_PUBLIC_ID = re.compile(r"^(?:whe_)?(\d{1,18})$")
_DELIVERY_ID = re.compile(r"^(?:dlv_)?(\d{1,18})$")


def endpoints_for_tenant(tenant: Tenant) -> QuerySet[WebhookEndpoint]:
    return WebhookEndpoint.objects.filter(tenant=tenant).order_by("created_at", "pk")


def endpoint_for_tenant(tenant: Tenant, public_id: str) -> WebhookEndpoint | None:
    match = _PUBLIC_ID.match(public_id)
    if match is None:
        return None
    return endpoints_for_tenant(tenant).filter(pk=int(match.group(1))).first()


def recent_deliveries(endpoint: WebhookEndpoint, *, limit: int = 50) -> list[WebhookDelivery]:
    return list(
        endpoint.deliveries.select_related("event")
        .prefetch_related("attempt_log")
        .order_by("-created_at", "-pk")[:limit]
    )


def delivery_for_tenant(tenant: Tenant, public_id: str) -> WebhookDelivery | None:
    match = _DELIVERY_ID.match(public_id)
    if match is None:
        return None
    return (
        WebhookDelivery.objects.select_related("endpoint", "event")
        .filter(pk=int(match.group(1)), endpoint__tenant=tenant)
        .first()
    )


def endpoints_for_tenants(tenants: QuerySet[Tenant]) -> QuerySet[WebhookEndpoint]:
    return WebhookEndpoint.objects.filter(tenant__in=tenants).select_related("tenant").order_by("-created_at")


def endpoint_in_tenants(tenants: QuerySet[Tenant], endpoint_id: int) -> WebhookEndpoint | None:
    return WebhookEndpoint.objects.filter(tenant__in=tenants, pk=endpoint_id).first()


def delivery_in_tenants(tenants: QuerySet[Tenant], delivery_id: int) -> WebhookDelivery | None:
    return WebhookDelivery.objects.filter(endpoint__tenant__in=tenants, pk=delivery_id).first()
