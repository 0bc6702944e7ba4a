"""Admin actions on knowledge from the console: settle an open contradiction, with a reason, by
retracting one side (knowledge.services.record_retract) or by superseding both with the side she keeps,
restated as the new head (knowledge.services.record_create with `supersedes` — the same authority
rules: a record never supersedes one of higher authority). Each writes its own audit row.

Tenant admins and staff only; anyone else gets the same 404 as a missing domain. A plain form POST that
redirects back to the domain page (works without JavaScript).
"""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import User
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from coda_console.actors import request_user
from coda_console.errors import ApiError
from coda_console.selectors import is_console_admin
from knowledge import selectors, services
from knowledge.inputs import RecordFields, RecordLinks
from knowledge.models import Record

MAX_REASON = 500


@login_required
@require_POST
def contradiction_retract(request: HttpRequest, tenant: str, slug: str, edge_id: int) -> HttpResponse:
    if not is_console_admin(request.user):
        raise Http404("No such domain.")
    domain = selectors.domain_for_user(request.user, tenant_slug=tenant, slug=slug)
    edge = next((e for e in selectors.open_contradictions(domain) if e.pk == edge_id), None)
    if edge is None:
        raise Http404("No such open contradiction.")
    side = request.POST.get("retract", "")
    record = {"source": edge.source, "target": edge.target}.get(side)
    reason = request.POST.get("reason", "").strip()[:MAX_REASON]
    back = redirect("knowledge:domain", tenant=domain.tenant.slug, slug=domain.slug)
    if record is None:
        messages.error(request, "Choose which record to retract or supersede.")
        return back
    kept = edge.target if side == "source" else edge.source
    user = request_user(request)
    try:
        if request.POST.get("how") == "supersede":
            head = _supersede_both(kept, record, reason=reason, user=user)
            notice = f"{head.ref} restates {kept.ref} and supersedes {kept.ref} and {record.ref}."
        else:
            services.record_retract(
                record=record, reason=reason, retracted_by=services.actor_label(user=user), actor_user=user
            )
            notice = f"Retracted {record.ref}; {kept.ref} stands."
    except ApiError as error:
        messages.error(request, error.message)
        return back
    messages.success(request, f"{notice} The contradiction is settled.")
    return back


def _supersede_both(kept: Record, dropped: Record, *, reason: str, user: User) -> Record:
    if not reason:
        raise ApiError("Say why one side wins.", details=[{"field": "reason", "message": "required"}])
    return services.record_create(
        domain=kept.domain,
        fields=RecordFields(
            title=kept.title,
            body=kept.body,
            key=kept.key,
            provenance_source=kept.provenance_source,
            provenance_locator=kept.provenance_locator,
            authority=kept.authority,
            expects=kept.expects,
            created_by=services.actor_label(user=user),
            note=reason,
        ),
        links=RecordLinks(supersedes=[kept.ref, dropped.ref]),
        actor_user=user,
    )
