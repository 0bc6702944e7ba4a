"""Admin console for behavioural memory: facts and lint per client. Staff and tenant admins only.

Anyone else — including the client's own coach — gets a 404, the same as a missing client.
"""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from coda_console.client_ip import client_ip
from coda_console.errors import NotFound
from coda_console.models import Client
from coda_console.selectors import client_for_coach, is_console_admin
from memory import selectors, services
from memory.lint import lint_facts, resolve_known_entities_provider
from memory.models import ForgottenFact
from memory.prompt import GROUP_OF, compile_profile, format_memory_section, tool_affinities

PANEL = "memory/client_memory.html#memory-panel"


def _admin_client(request: HttpRequest, external_id: str) -> Client:
    if not is_console_admin(request.user):
        raise Http404("No such client.")
    tenant_slug = request.GET.get("tenant") or request.POST.get("tenant") or None
    return client_for_coach(request.user, external_id=external_id, tenant_slug=tenant_slug)


def _page_url(client: Client) -> str:
    return f"{reverse('memory:client_memory', args=[client.external_id])}?tenant={client.tenant.slug}"


@login_required
@require_GET
def clients(request: HttpRequest) -> HttpResponse:
    if not is_console_admin(request.user):
        raise Http404("Not found.")
    return render(request, "memory/clients.html", {"rows": selectors.admin_client_rows(request.user)})


def _panel_context(client: Client) -> dict:
    facts = selectors.facts_for_client(client)
    rows = [
        {
            "fact": fact,
            "percent": round(fact.confidence * 100),
            "group": GROUP_OF[fact.category],
            "warn": fact.confidence < 0.2,
        }
        for fact in facts
    ]
    return {
        "client": client,
        "rows": rows,
        "lint": lint_facts(facts, tenant=client.tenant, known_entities=resolve_known_entities_provider()),
        "runs": selectors.recent_runs(client),
        "forgotten": selectors.recently_forgotten(client),
        "checkpoint": selectors.checkpoint_for(client),
        "prompt_section": format_memory_section(facts),
        "profile": compile_profile(facts),
        "affinities": tool_affinities(facts),
        "page_url": _page_url(client),
    }


@login_required
@require_GET
def client_memory(request: HttpRequest, external_id: str) -> HttpResponse:
    client = _admin_client(request, external_id)
    template = PANEL if request.htmx else "memory/client_memory.html"
    return render(request, template, _panel_context(client))


def _after_action(request: HttpRequest, client: Client) -> HttpResponse:
    if request.htmx:
        return render(request, PANEL, _panel_context(client))
    return redirect(_page_url(client))


@login_required
@require_POST
def fact_forget(request: HttpRequest, external_id: str) -> HttpResponse:
    client = _admin_client(request, external_id)
    key = request.POST.get("key", "")
    try:
        services.fact_forget(
            client=client,
            key=key,
            reason=ForgottenFact.Reason.ADMIN,
            note=request.POST.get("note", "")[:500],
            actor_user=request.user,
            ip_address=client_ip(request),
        )
    except NotFound:
        messages.warning(request, f"{key} was already gone.")
    else:
        messages.success(request, f"Deleted {key}.")
    return _after_action(request, client)


@login_required
@require_POST
def consolidate_now(request: HttpRequest, external_id: str) -> HttpResponse:
    client = _admin_client(request, external_id)
    try:
        result = services.consolidate(client=client, trigger="console")
    except Exception as error:  # recorded as an error run; show it rather than a 500
        messages.error(request, f"Consolidation failed: {error.__class__.__name__}. See the runs below.")
    else:
        messages.success(
            request,
            f"Consolidated: {result.observations_read} observations read, {result.facts_created} facts "
            f"created, {result.facts_reinforced} reinforced, {result.facts_deleted} deleted.",
        )
    return _after_action(request, client)
