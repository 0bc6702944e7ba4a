"""Admin screens of the wiki: weekly lint reports and dead letters (re-run from here or from the alert).

Staff superusers and tenant admins only; anyone else gets the same 404 as a missing page. A tenant
admin sees their tenant's clients, a superuser every tenant's.
"""

from collections import defaultdict

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from coda_console.models import Client
from coda_console.selectors import clients_for_coach, is_console_admin
from wiki.models import DeadLetter
from wiki.web.console_selectors import (
    dead_letters_for_clients,
    lint_reports_for_clients,
    quarantined_for_clients,
)

PAGE_SIZE = 50


def admin_clients(request: HttpRequest) -> QuerySet[Client]:
    if not is_console_admin(request.user):
        raise Http404("Not found.")
    return clients_for_coach(request.user)


@login_required
@require_GET
def lint_reports(request: HttpRequest) -> HttpResponse:
    reports = lint_reports_for_clients(admin_clients(request)).order_by("-created_at", "-id")
    client_id = request.GET.get("client", "")
    if client_id.isdigit():
        reports = reports.filter(client_id=int(client_id))
    page = Paginator(reports, PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "wiki/admin_lint_reports.html", {"reports": page})


@login_required
@require_GET
def lint_report(request: HttpRequest, report_id: int) -> HttpResponse:
    report = lint_reports_for_clients(admin_clients(request)).filter(pk=report_id).first()
    if report is None:
        raise Http404("No such report.")
    by_check: dict[str, list[dict]] = defaultdict(list)
    for finding in report.findings or []:
        if isinstance(finding, dict):
            by_check[str(finding.get("check", "other"))].append(finding)
    context = {"report": report, "by_check": sorted(by_check.items()), "questions": report.questions.all()}
    return render(request, "wiki/admin_lint_report.html", context)


@login_required
@require_GET
def dead_letters(request: HttpRequest) -> HttpResponse:
    status = request.GET.get("status", DeadLetter.Status.OPEN)
    status = status if status in DeadLetter.Status.values or status == "" else DeadLetter.Status.OPEN
    letters = dead_letters_for_clients(admin_clients(request), status=status)
    page = Paginator(letters, PAGE_SIZE).get_page(request.GET.get("page"))
    quarantined = quarantined_for_clients(admin_clients(request), status="open")
    context = {
        "letters": page,
        "status": status,
        "statuses": DeadLetter.Status.values,
        "quarantined": quarantined,
    }
    return render(request, "wiki/admin_dead_letters.html", context)
