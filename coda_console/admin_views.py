"""The admin console: hub, job runs, API keys, audit log. Staff superusers and tenant admins only.

Everyone else — coaches included — gets the same 404 as a missing page. A tenant admin sees their own
tenant; a superuser sees every tenant. Like the context builder, the job-runs screen composes the apps'
run records (memory consolidation, wiki ingest and lint) read-only; nothing here writes to them.
"""

import datetime as dt

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_http_methods, require_POST

import memory.selectors
import wiki.selectors
from coda_console import selectors, services
from coda_console.actors import request_ip, request_user
from coda_console.models import Client, Tenant
from coda_console.selectors import clients_for_coach, is_console_admin
from memory.models import ConsolidationRun
from wiki.models import IngestRun

RUN_LIMIT = 200
AUDIT_PAGE_SIZE = 50


def _require_admin(request: HttpRequest) -> None:
    if not is_console_admin(request.user):
        raise Http404("Not found.")


def admin_tenants(request: HttpRequest) -> QuerySet[Tenant]:
    _require_admin(request)
    return selectors.tenants_for_admin(request.user)


@login_required
@require_GET
def hub(request: HttpRequest) -> HttpResponse:
    tenants = admin_tenants(request)
    clients = clients_for_coach(request.user)
    now = timezone.now()
    week_ago = now - dt.timedelta(days=7)
    context = {
        "tenants": tenants,
        "clients": clients.count(),
        "open_alerts": wiki.selectors.open_alert_count(clients),
        "open_dead_letters": wiki.selectors.open_dead_letter_count(clients),
        "failed_runs": wiki.selectors.failed_run_count(clients, since=week_ago)
        + memory.selectors.failed_run_count(clients, since=week_ago),
        "lint_reports": wiki.selectors.lint_report_count(clients),
        "active_keys": selectors.active_key_count(tenants),
        "audit_today": selectors.audit_count_since(tenants, now - dt.timedelta(days=1)),
    }
    return render(request, "console/admin.html", context)


def _duration(start: dt.datetime | None, end: dt.datetime | None) -> float | None:
    if start is None or end is None:
        return None
    return round((end - start).total_seconds() * 1000)


def _job_rows(clients: QuerySet[Client], kind: str, status: str) -> list[dict]:
    rows: list[dict] = []
    if kind in ("", "nightly", "inline", "lint"):
        runs = wiki.selectors.runs_for_clients(clients, kind=kind, failed_only=status == "failed")
        for run in runs[:RUN_LIMIT]:
            rows.append(
                {
                    "when": run.started_at or run.created_at,
                    "client": run.client,
                    "kind": run.kind,
                    "detail": f"{run.local_date} · {run.events_count} events · {len(run.pages_touched)} pages"
                    + (f" · {run.attempts} attempts" if run.attempts > 1 else ""),
                    "status": run.status,
                    "failed": run.status == IngestRun.Status.DEAD_LETTER,
                    "duration_ms": _duration(run.started_at, run.finished_at),
                    "error": run.error,
                }
            )
    if kind in ("", "consolidation"):
        consolidations = memory.selectors.runs_for_clients(clients, failed_only=status == "failed")
        for consolidation in consolidations[:RUN_LIMIT]:
            rows.append(
                {
                    "when": consolidation.started_at,
                    "client": consolidation.client,
                    "kind": "consolidation",
                    "detail": f"{consolidation.trigger} · {consolidation.observations_read} observations · "
                    f"+{consolidation.facts_created} facts, {consolidation.facts_reinforced} reinforced, "
                    f"{consolidation.facts_deleted} deleted",
                    "status": consolidation.status,
                    "failed": consolidation.status == ConsolidationRun.Status.ERROR,
                    "duration_ms": consolidation.duration_ms,
                    "error": consolidation.error or "; ".join(str(w) for w in consolidation.warnings or []),
                }
            )
    rows.sort(key=lambda row: row["when"], reverse=True)
    return rows[:RUN_LIMIT]


@login_required
@require_GET
def jobs(request: HttpRequest) -> HttpResponse:
    """Job runs: wiki ingests (nightly, inline), weekly lint, memory consolidation: status, time, errors."""
    _require_admin(request)
    kind = request.GET.get("kind", "")
    kind = kind if kind in ("nightly", "inline", "lint", "consolidation") else ""
    status = "failed" if request.GET.get("status") == "failed" else ""
    rows = _job_rows(clients_for_coach(request.user), kind, status)
    kinds = ["nightly", "inline", "lint", "consolidation"]
    return render(
        request, "console/admin_jobs.html", {"rows": rows, "kind": kind, "status": status, "kinds": kinds}
    )


def _keys_context(request: HttpRequest, tenants: QuerySet[Tenant], **extra) -> dict:
    keys = selectors.api_keys_for_tenants(tenants)
    return {"keys": keys, "tenants": tenants, "show_tenant": request.user.is_superuser} | extra


@never_cache
@login_required
@require_http_methods(["GET", "POST"])
def api_keys(request: HttpRequest) -> HttpResponse:
    """List, create (the raw key is shown once, in this response only) and revoke bot keys."""
    tenants = admin_tenants(request)
    if request.method == "GET":
        return render(request, "console/admin_keys.html", _keys_context(request, tenants))
    name = " ".join(request.POST.get("name", "").split())[:100]
    tenant = tenants.filter(slug=request.POST.get("tenant", "")).first() or (
        tenants.first() if tenants.count() == 1 else None
    )
    if not name or tenant is None:
        context = _keys_context(
            request, tenants, form_error="Name the key (e.g. “Telegram bot”) and pick a tenant."
        )
        return render(request, "console/admin_keys.html", context, status=422)
    key, raw_key = services.api_key_create(
        tenant=tenant, name=name, actor_user=request_user(request), ip_address=request_ip(request)
    )
    context = _keys_context(request, tenants, new_key=key, raw_key=raw_key)
    return render(request, "console/admin_keys.html", context)


@login_required
@require_POST
def api_key_revoke(request: HttpRequest, key_id: int) -> HttpResponse:
    tenants = admin_tenants(request)
    key = selectors.api_key_for_tenants(tenants, key_id)
    if key is None:
        raise Http404("No such key.")
    services.api_key_revoke(key=key, actor_user=request_user(request), ip_address=request_ip(request))
    messages.success(request, f"Revoked {key.prefix}… ({key.name}). Bots using it now get 401.")
    return redirect("console:admin_keys")


@login_required
@require_GET
def audit(request: HttpRequest) -> HttpResponse:
    """Who wrote what, when, from where — this tenant's audit trail (a superuser may pick a tenant)."""
    tenants = admin_tenants(request)
    visible = selectors.audit_entries_visible(request.user, tenants)
    tenant_slug = request.GET.get("tenant", "")
    action = request.GET.get("action", "")
    target = request.GET.get("target", "").strip()
    entries = selectors.audit_entries(visible, tenant_slug=tenant_slug, action=action, target=target)
    page = Paginator(entries, AUDIT_PAGE_SIZE).get_page(request.GET.get("page"))
    context = {
        "entries": page,
        "actions": selectors.audit_actions(visible),
        "action": action,
        "target": target,
        "tenant_slug": tenant_slug,
        "tenants": tenants,
        "show_tenant": request.user.is_superuser,
    }
    return render(request, "console/admin_audit.html", context)
