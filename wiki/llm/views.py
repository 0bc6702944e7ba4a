"""The LLM cost console: per-client cost per day. Staff and tenant admins only (anyone else: 404)."""

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.http import require_GET

from coda_console.selectors import is_console_admin
from wiki.llm.reports import cost_report, parse_filters


@login_required
@require_GET
def llm_costs(request: HttpRequest) -> HttpResponse:
    if not is_console_admin(request.user):
        raise Http404("Not found.")
    filters = parse_filters(request.GET)
    today = timezone.now().date()
    report = cost_report(request.user, filters, today=today)
    return render(
        request,
        "wiki/llm_costs.html",
        {"filters": filters, "report": report, "today": today, "distiller": settings.WIKI_DISTILLER},
    )
