"""Console shell: home, clients list, health, and error pages that speak JSON under /api/."""

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET

from coda_console import selectors
from coda_console.errors import json_error


@login_required
def home(request: HttpRequest) -> HttpResponse:
    return redirect("console:clients")


@login_required
@require_GET
def clients(request: HttpRequest) -> HttpResponse:
    client_rows = selectors.clients_for_coach(request.user).filter(active=True).order_by("display_name")
    last_events = selectors.last_event_times(client_rows)
    rows = [{"client": client, "last_event": last_events.get(client.pk)} for client in client_rows]
    template = "console/clients.html#client-rows" if request.htmx else "console/clients.html"
    return render(request, template, {"rows": rows})


@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    checks: dict[str, str] = {}
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        checks["database"] = "ok"
    except Exception as error:
        checks["database"] = f"error: {error.__class__.__name__}"
    healthy = all(value == "ok" for value in checks.values())
    return JsonResponse(
        {"status": "ok" if healthy else "degraded", "checks": checks}, status=200 if healthy else 503
    )


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if request.path.startswith("/api/"):
        return json_error(request, "not_found", "Not found.", 404)
    return render(request, "404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    if request.path.startswith("/api/"):
        return json_error(request, "server_error", "Something went wrong on our side; it was logged.", 500)
    return render(request, "500.html", status=500)
