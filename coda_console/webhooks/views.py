"""Console admin page for webhooks: register (the secret is shown once), enable, delete, redeliver."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST

from coda_console.actors import request_user
from coda_console.admin_views import admin_tenants
from coda_console.client_ip import client_ip
from coda_console.errors import ApiError
from coda_console.outbox import OUTBOX_KINDS
from coda_console.webhooks import selectors, services


def _context(request: HttpRequest, tenants, **extra) -> dict:
    endpoints = [
        {"endpoint": endpoint, "deliveries": selectors.recent_deliveries(endpoint, limit=10)}
        for endpoint in selectors.endpoints_for_tenants(tenants)
    ]
    return {
        "endpoints": endpoints,
        "kinds": OUTBOX_KINDS.items(),
        "tenants": tenants,
        "show_tenant": request.user.is_superuser,
    } | extra


@never_cache
@login_required
@require_http_methods(["GET", "POST"])
def webhooks(request: HttpRequest) -> HttpResponse:
    tenants = admin_tenants(request)
    if request.method == "GET":
        return render(request, "webhooks/admin_webhooks.html", _context(request, tenants))
    tenant = tenants.filter(slug=request.POST.get("tenant", "")).first() or (
        tenants.first() if tenants.count() == 1 else None
    )
    if tenant is None:
        context = _context(request, tenants, form_error="Pick a tenant.")
        return render(request, "webhooks/admin_webhooks.html", context, status=422)
    try:
        endpoint = services.endpoint_create(
            tenant=tenant,
            url=request.POST.get("url", "").strip(),
            event_types=request.POST.getlist("event_types"),
            description=" ".join(request.POST.get("description", "").split())[:200],
            actor_user=request_user(request),
            ip_address=client_ip(request),
        )
    except ApiError as error:
        problems = "; ".join(detail["message"] for detail in error.details) or error.message
        context = _context(request, tenants, form_error=f"{error.message} {problems}")
        return render(request, "webhooks/admin_webhooks.html", context, status=422)
    return render(request, "webhooks/admin_webhooks.html", _context(request, tenants, new_endpoint=endpoint))


@login_required
@require_POST
def webhook_enable(request: HttpRequest, endpoint_id: int) -> HttpResponse:
    endpoint = selectors.endpoint_in_tenants(admin_tenants(request), endpoint_id)
    if endpoint is None:
        raise Http404("No such endpoint.")
    services.endpoint_enable(
        endpoint=endpoint, actor_user=request_user(request), ip_address=client_ip(request)
    )
    messages.success(request, f"Enabled {endpoint.url}; waiting deliveries go out within a minute.")
    return redirect("webhooks:admin")


@login_required
@require_POST
def webhook_delete(request: HttpRequest, endpoint_id: int) -> HttpResponse:
    endpoint = selectors.endpoint_in_tenants(admin_tenants(request), endpoint_id)
    if endpoint is None:
        raise Http404("No such endpoint.")
    services.endpoint_delete(
        endpoint=endpoint, actor_user=request_user(request), ip_address=client_ip(request)
    )
    messages.success(request, f"Deleted {endpoint.url}.")
    return redirect("webhooks:admin")


@login_required
@require_POST
def webhook_redeliver(request: HttpRequest, delivery_id: int) -> HttpResponse:
    delivery = selectors.delivery_in_tenants(admin_tenants(request), delivery_id)
    if delivery is None:
        raise Http404("No such delivery.")
    try:
        services.redeliver(delivery=delivery, actor_user=request_user(request), ip_address=client_ip(request))
    except ApiError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, f"Redelivery of {delivery.event.public_id} queued.")
    return redirect("webhooks:admin")
