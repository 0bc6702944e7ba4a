"""Console: a tenant admin's "Client data" page — download the archive, erase the client (typed
confirmation). Anyone else, the client's own coach included, gets the same 404 as a missing client."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from clientdata.archive import stream_archive
from clientdata.erasure import erase_client
from clientdata.retention import chat_text_days, retention_set
from clientdata.services import export_record
from coda_console.actors import request_ip, request_user
from coda_console.admin_views import admin_tenants
from coda_console.models import Client
from coda_console.selectors import client_for_coach, is_console_admin


def _admin_client(request: HttpRequest, external_id: str) -> Client:
    if not is_console_admin(request.user):
        raise Http404("No such client.")
    tenant_slug = request.GET.get("tenant") or request.POST.get("tenant") or None
    return client_for_coach(request.user, external_id=external_id, tenant_slug=tenant_slug)


@login_required
@require_GET
def client_data(request: HttpRequest, external_id: str) -> HttpResponse:
    client = _admin_client(request, external_id)
    return render(request, "clientdata/client_data.html", {"client": client})


@login_required
@require_GET
def client_export(request: HttpRequest, external_id: str) -> StreamingHttpResponse:
    client = _admin_client(request, external_id)
    export_record(client=client, actor=request_user(request), ip_address=request_ip(request))
    response = StreamingHttpResponse(stream_archive(client), content_type="application/zip")
    response["Content-Disposition"] = f'attachment; filename="{client.external_id}.zip"'
    return response


@login_required
@require_POST
def client_erase(request: HttpRequest, external_id: str) -> HttpResponse:
    client = _admin_client(request, external_id)
    confirm = request.POST.get("confirm", "").strip()
    reason = request.POST.get("reason", "").strip()
    if confirm != client.external_id or not reason:
        error = "Type the client's id exactly, and give a reason." if reason else "Give a reason."
        context = {"client": client, "error": error, "reason": reason}
        return render(request, "clientdata/client_data.html", context, status=400)
    report = erase_client(
        tenant=client.tenant,
        external_id=client.external_id,
        reason=reason,
        requested_by=request.user.get_username(),
    )
    review = (
        f" Knowledge records to review: {', '.join(report.knowledge_to_review)}."
        if report.knowledge_to_review
        else ""
    )
    messages.success(request, f"The client was erased (pseudonym {report.subject[:16]}).{review}")
    return redirect("console:clients")


@login_required
@require_http_methods(["GET", "POST"])
def retention(request: HttpRequest) -> HttpResponse:
    """A tenant admin sets how long chat text is kept (docs/data.md, "Retention")."""
    tenants = admin_tenants(request)
    if request.method == "POST":
        tenant = tenants.filter(slug=request.POST.get("tenant", "")).first()
        raw = request.POST.get("chat_text_days", "").strip()
        if tenant is None or not (raw == "" or (raw.isdigit() and int(raw) <= 36_500)):
            rows = [(t, chat_text_days(t)) for t in tenants]
            error = "Pick a tenant and give a whole number of days (empty or 0 = forever)."
            return render(request, "clientdata/retention.html", {"rows": rows, "error": error}, status=400)
        retention_set(
            tenant=tenant,
            chat_text_days=int(raw) or None if raw else None,
            actor_user=request_user(request),
            ip_address=request_ip(request),
        )
        messages.success(
            request, f"{tenant.slug}: chat text kept {raw if raw not in ('', '0') else 'forever'}."
        )
        return redirect("clientdata:retention")
    rows = [(tenant, chat_text_days(tenant)) for tenant in tenants]
    return render(request, "clientdata/retention.html", {"rows": rows, "section": "retention"})
