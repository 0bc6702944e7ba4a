"""Console: a tenant admin's "Client data" page — download the archive, erase the client (typed
confirmation). Anyone else, the client's own coach included, gets the same 404 as a missing client."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from clientdata.archive import stream_archive
from clientdata.erasure import erase_client
from coda_console.models import Client
from coda_console.selectors import client_for_coach, is_console_admin
from coda_console.services import audit_record


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
    audit_record(
        action="client.export",
        tenant=client.tenant,
        target=client.external_id,
        actor_user=request.user,
        ip_address=request.META.get("REMOTE_ADDR"),
    )
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
