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

from coda_console import services
from coda_console.client_ip import client_ip
from coda_console.models import ApiKey, AuditEntry, Client, Tenant
from coda_console.selectors import clients_for_coach, is_console_admin, membership_for_user
from memory.models import ConsolidationRun
from wiki.models import Alert, DeadLetter, IngestRun, LintReport

RUN_LIMIT = 200
AUDIT_PAGE_SIZE = 50


def _require_admin(request: HttpRequest) -> None:
    if not is_console_admin(request.user):
        raise Http404("Not found.")


def admin_tenants(request: HttpRequest) -> QuerySet[Tenant]:
    _require_admin(request)
    if request.user.is_superuser:
        return Tenant.objects.order_by("slug")
    membership = membership_for_user(request.user)
    return Tenant.objects.filter(pk=membership.tenant_id) if membership else Tenant.objects.none()


def _ip(request: HttpRequest) -> str | None:
    return client_ip(request)


@login_required
@require_GET
def hub(request: HttpRequest) -> HttpResponse:
    tenants = admin_tenants(request)
    clients = clients_for_coach(request.user)
    week_ago = timezone.now() - dt.timedelta(days=7)
    context = {
        "tenants": tenants,
        "clients": clients.count(),
        "open_alerts": Alert.objects.filter(client__in=clients, status=Alert.Status.OPEN).count(),
        "open_dead_letters": DeadLetter.objects.filter(
            client__in=clients, status=DeadLetter.Status.OPEN
        ).count(),
        "failed_runs": IngestRun.objects.filter(
            client__in=clients, status=IngestRun.Status.DEAD_LETTER, created_at__gte=week_ago
        ).count()
        + ConsolidationRun.objects.filter(
            client__in=clients, status=ConsolidationRun.Status.ERROR, started_at__gte=week_ago
        ).count(),
        "lint_reports": LintReport.objects.filter(client__in=clients).count(),
        "active_keys": ApiKey.objects.filter(tenant__in=tenants, revoked_at__isnull=True).count(),
        "audit_today": AuditEntry.objects.filter(
            tenant__in=tenants, created_at__gte=timezone.now() - dt.timedelta(days=1)
        ).count(),
    }
    return render(request, "console/admin.html", context)


def _duration(start: dt.datetime | None, end: dt.datetime | None) -> float | None:
    if start is None or end is None:
        return None
    return round((end - start).total_seconds() * 1000)


def _job_rows(clients: QuerySet[Client], kind: str, status: str) -> list[dict]:
    rows: list[dict] = []
    if kind in ("", "nightly", "inline", "lint"):
        runs = IngestRun.objects.filter(client__in=clients).select_related("client", "client__tenant")
        if kind:
            runs = runs.filter(kind=kind)
        if status == "failed":
            runs = runs.filter(status=IngestRun.Status.DEAD_LETTER)
        for run in runs.order_by("-created_at", "-id")[:RUN_LIMIT]:
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
        consolidations = ConsolidationRun.objects.filter(client__in=clients).select_related(
            "client", "client__tenant"
        )
        if status == "failed":
            consolidations = consolidations.filter(status=ConsolidationRun.Status.ERROR)
        for run in consolidations.order_by("-started_at", "-id")[:RUN_LIMIT]:
            rows.append(
                {
                    "when": run.started_at,
                    "client": run.client,
                    "kind": "consolidation",
                    "detail": f"{run.trigger} · {run.observations_read} observations · "
                    f"+{run.facts_created} facts, {run.facts_reinforced} reinforced, "
                    f"{run.facts_deleted} deleted",
                    "status": run.status,
                    "failed": run.status == ConsolidationRun.Status.ERROR,
                    "duration_ms": run.duration_ms,
                    "error": run.error or "; ".join(str(w) for w in run.warnings or []),
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
    keys = ApiKey.objects.filter(tenant__in=tenants).select_related("tenant").order_by("-created_at")
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
        tenant=tenant, name=name, actor_user=request.user, ip_address=_ip(request)
    )
    context = _keys_context(request, tenants, new_key=key, raw_key=raw_key)
    return render(request, "console/admin_keys.html", context)


@login_required
@require_POST
def api_key_revoke(request: HttpRequest, key_id: int) -> HttpResponse:
    tenants = admin_tenants(request)
    key = ApiKey.objects.filter(tenant__in=tenants, pk=key_id).first()
    if key is None:
        raise Http404("No such key.")
    services.api_key_revoke(key=key, actor_user=request.user, ip_address=_ip(request))
    messages.success(request, f"Revoked {key.prefix}… ({key.name}). Bots using it now get 401.")
    return redirect("console:admin_keys")


@login_required
@require_GET
def audit(request: HttpRequest) -> HttpResponse:
    """Who wrote what, when, from where — this tenant's audit trail (a superuser may pick a tenant)."""
    tenants = admin_tenants(request)
    visible = (
        AuditEntry.objects.all()
        if request.user.is_superuser
        else AuditEntry.objects.filter(tenant__in=tenants)
    )
    entries = visible.select_related("actor_user", "actor_key", "tenant")
    tenant_slug = request.GET.get("tenant", "")
    if tenant_slug:
        entries = entries.filter(tenant__slug=tenant_slug)
    action = request.GET.get("action", "")
    if action:
        entries = entries.filter(action=action)
    target = request.GET.get("target", "").strip()
    if target:
        entries = entries.filter(target__icontains=target)
    actions = visible.order_by("action").values_list("action", flat=True).distinct()
    page = Paginator(entries.order_by("-created_at", "-id"), AUDIT_PAGE_SIZE).get_page(
        request.GET.get("page")
    )
    context = {
        "entries": page,
        "actions": list(actions),
        "action": action,
        "target": target,
        "tenant_slug": tenant_slug,
        "tenants": tenants,
        "show_tenant": request.user.is_superuser,
    }
    return render(request, "console/admin_audit.html", context)
