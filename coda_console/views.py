"""Console shell: home, clients list, health, and error pages that speak JSON under /api/."""

import functools
import hashlib
from pathlib import Path
from typing import cast

from django.conf import settings
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.contrib.staticfiles import finders
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.urls import Resolver404, resolve
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET

from coda_console import health, limits, selectors
from coda_console.actors import HtmxRequest
from coda_console.client_ip import client_ip
from coda_console.errors import json_error
from wiki.web.console_selectors import client_overview
from wiki.web.views_today import today


def login(request: HttpRequest) -> HttpResponse:
    """Django's login view behind the lock-out (docs/api-edge.md, "Limits").

    Each attempt is counted before the password is checked — atomically, in the store every process
    shares — against (client address, username) and, with a higher limit, the address alone; a
    right password takes its count back. So parallel guesses across workers cannot overshoot, and one
    abuser behind a shared address locks out only the accounts it tries until the address limit.
    """
    if request.method != "POST":
        return cast(HttpResponse, auth_views.LoginView.as_view()(request))
    counted = _login_counters(request)
    decisions = [
        limits.hit("login", ident, limit=limit, period=settings.LOGIN_LOCKOUT_SECONDS)
        for ident, limit in counted
    ]
    if not all(decision.allowed for decision in decisions):
        response = render(request, "registration/login_locked.html", status=429)
        response["Retry-After"] = str(int(max(d.retry_after for d in decisions)))
        return response
    response = cast(HttpResponse, auth_views.LoginView.as_view()(request))
    if response.status_code != 200:  # signed in (a redirect): not a failure
        for ident, _ in counted:
            limits.refund("login", ident, period=settings.LOGIN_LOCKOUT_SECONDS)
    return response


def _login_counters(request: HttpRequest) -> list[tuple[str, int]]:
    address = client_ip(request) or "unknown"
    username = request.POST.get("username", "")[:150].strip().casefold()
    user_hash = hashlib.sha256(username.encode("utf-8", "replace")).hexdigest()[:24]
    return [
        (f"ip-user:{address}:{user_hash}", settings.LOGIN_MAX_FAILURES),
        (f"ip:{address}", settings.LOGIN_MAX_FAILURES_PER_IP),
    ]


def home(request: HtmxRequest) -> HttpResponse:
    """Today, the coach's home (the clients table is one click away)."""
    return today(request)


@login_required
@require_GET
def clients(request: HtmxRequest) -> HttpResponse:
    client_rows = selectors.clients_for_coach(request.user).filter(active=True).order_by("display_name")
    last_events = selectors.last_event_times(client_rows)
    # The console shell composes the wiki's per-client state (alerts, questions, ingests) read-only.
    overview = client_overview(client_rows)
    rows = [
        {"client": client, "last_event": last_events.get(client.pk), **overview.get(client.pk, {})}
        for client in client_rows
    ]
    template = "console/clients.html#client-rows" if request.htmx else "console/clients.html"
    return render(request, template, {"rows": rows})


@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    """Unauthenticated (load balancers poll it): check names, short states and numbers only."""
    results = health.run_checks()
    failing = [name for name, result in results.items() if not result.ok]
    metrics: dict[str, float | int] = {}
    for result in results.values():
        metrics.update(result.detail)
    body = {
        "status": "degraded" if failing else "ok",
        "checks": {name: result.state for name, result in results.items()},
        "failing": failing,
        "metrics": metrics,
    }
    response = JsonResponse(body, status=503 if failing else 200)
    response["Cache-Control"] = "no-store"
    return response


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if request.path.startswith("/api/"):
        return json_error(request, "not_found", "Not found.", 404)
    return render(request, "404.html", status=404)


_FAVICON = settings.BASE_DIR / "static" / "favicon.ico"
_REDOC_BUNDLE = "drf_spectacular_sidecar/redoc/bundles/redoc.standalone.js"
# ReDoc's side menu always shows a "docs by Redocly" logo fetched from its CDN; the API docs load
# nothing from elsewhere, so the logo is replaced by an empty inline image (allowed by the docs' CSP).
_REDOC_CDN_LOGO = b"https://cdn.redoc.ly/redoc/logo-mini.svg"
_EMPTY_IMAGE = b"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"


@functools.cache
def _redoc_bundle() -> bytes:
    found = finders.find(_REDOC_BUNDLE)
    if not isinstance(found, str):
        raise FileNotFoundError(_REDOC_BUNDLE)  # drf-spectacular-sidecar is a dependency: never here
    return Path(found).read_bytes().replace(_REDOC_CDN_LOGO, _EMPTY_IMAGE)


@require_GET
def redoc_bundle(request: HttpRequest) -> HttpResponse:
    """The vendored ReDoc bundle, without its one outside fetch (templates/drf_spectacular/redoc.html)."""
    response = HttpResponse(_redoc_bundle(), content_type="application/javascript")
    response["Cache-Control"] = "public, max-age=86400"
    return response


@require_GET
def favicon(request: HttpRequest) -> HttpResponse:
    """/favicon.ico, which browsers ask for on every page (the console's pages link the SVG)."""
    response = HttpResponse(_FAVICON.read_bytes(), content_type="image/x-icon")
    response["Cache-Control"] = "public, max-age=86400"
    return response


@csrf_exempt
def api_not_found(request: HttpRequest) -> HttpResponse:
    """Every /api/ URL no route takes (any method, DEBUG or not): the JSON 404, naming the URL the
    caller probably meant when only a trailing slash is off."""
    path = request.path
    other = path[:-1] if path.endswith("/") else f"{path}/"
    try:
        meant = resolve(other).func is not api_not_found
    except Resolver404:
        meant = False
    if not meant:
        return json_error(request, "not_found", f"No API endpoint at {path}.", 404)
    return json_error(request, "not_found", f"No API endpoint at {path}; did you mean {other}?", 404)


def server_error(request: HttpRequest) -> HttpResponse:
    if request.path.startswith("/api/"):
        return json_error(request, "server_error", "Something went wrong on our side; it was logged.", 500)
    return render(request, "500.html", status=500)
