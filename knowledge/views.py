"""Console: the knowledge wiki as a generated, read-only view over the records.

Every page is rebuilt from the records on each request; nothing here writes knowledge. Coaches and
admins of a tenant see its domains (a superuser sees all); anything else is a 404.
"""

from collections.abc import Callable

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db.models import Count, Q
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET

from coda_console.actors import HtmxRequest
from knowledge import graph, selectors, services
from knowledge.models import Domain, Record, Status

INDEX_PAGE_SIZE = 100
SEARCH_LIMIT = 20


def _domain(request: HttpRequest, tenant: str, slug: str) -> Domain:
    return selectors.domain_for_user(request.user, tenant_slug=tenant, slug=slug)


def _record(domain: Domain, ref: str) -> Record:
    record = selectors.find_record(domain, ref=ref)
    if record is None:
        raise Http404("No such record.")
    return record


def _record_url(domain: Domain) -> Callable[[str, str], str]:
    def url_for(domain_slug: str, ref: str) -> str:
        return reverse(
            "knowledge:record", kwargs={"tenant": domain.tenant.slug, "slug": domain_slug, "ref": ref}
        )

    return url_for


@login_required
@require_GET
def domains(request: HttpRequest) -> HttpResponse:
    rows = selectors.domains_for_user(request.user).annotate(
        live=Count("records", filter=Q(records__status=Status.LIVE)),
        superseded=Count("records", filter=Q(records__status=Status.SUPERSEDED)),
    )
    contradictions = {domain.pk: len(selectors.open_contradictions(domain)) for domain in rows}
    reports = {domain.pk: selectors.latest_lint_report(domain) for domain in rows}
    items = [{"domain": d, "contradictions": contradictions[d.pk], "report": reports[d.pk]} for d in rows]
    return render(request, "knowledge/domains.html", {"items": items})


@login_required
@require_GET
def domain_index(request: HttpRequest, tenant: str, slug: str) -> HttpResponse:
    domain = _domain(request, tenant, slug)
    heads = selectors.live_heads(domain).order_by("title", "number")
    page = Paginator(heads, INDEX_PAGE_SIZE).get_page(request.GET.get("page"))
    context = {
        "domain": domain,
        "page": page,
        "contradictions": selectors.open_contradictions(domain),
        "query": "",
        "hits": [],
        "searched": False,
    }
    return render(request, "knowledge/domain.html", context)


@login_required
@require_GET
def search(request: HtmxRequest, tenant: str, slug: str) -> HttpResponse:
    """Full page without JS; just the results list for htmx live search."""
    domain = _domain(request, tenant, slug)
    query = request.GET.get("q", "").strip()[:500]
    hits = selectors.search(domain=domain, query=query, limit=SEARCH_LIMIT) if query else []
    context = {"domain": domain, "query": query, "hits": hits, "searched": bool(query)}
    template = "knowledge/domain.html#search-results" if request.htmx else "knowledge/domain.html"
    return render(request, template, context)


@login_required
@require_GET
def record_page(request: HttpRequest, tenant: str, slug: str, ref: str) -> HttpResponse:
    domain = _domain(request, tenant, slug)
    record = _record(domain, ref)
    neighbours = selectors.neighbours_for([record]).get(record.head_id or record.pk, [])
    entries = selectors.chain(record)
    own = next((entry for entry in entries if entry.record.pk == record.pk), None)
    context = {
        "domain": domain,
        "record": record,
        "head": record.head or record,
        "entry": own,
        "groups": selectors.group_neighbours(neighbours),
        "parts": selectors.parts_of(record, neighbours),
        "revisions": [entry for entry in entries if entry.record.status == Status.SUPERSEDED],
        "distinctions": selectors.distinctions_for(record),
        "graph": graph.neighbourhood(record, neighbours, _record_url(domain)),
    }
    return render(request, "knowledge/record.html", context)


@login_required
@require_GET
def chain_page(request: HttpRequest, tenant: str, slug: str, ref: str) -> HttpResponse:
    domain = _domain(request, tenant, slug)
    record = _record(domain, ref)
    context = {"domain": domain, "record": record, "entries": selectors.chain(record)}
    return render(request, "knowledge/chain.html", context)


@login_required
@require_GET
def graph_svg(request: HttpRequest, tenant: str, slug: str, ref: str) -> HttpResponse:
    domain = _domain(request, tenant, slug)
    record = _record(domain, ref)
    neighbours = selectors.neighbours_for([record]).get(record.head_id or record.pk, [])
    context = {"graph": graph.neighbourhood(record, neighbours, _record_url(domain)), "standalone": True}
    return render(request, "knowledge/_graph.svg", context, content_type="image/svg+xml")


@login_required
@require_GET
def lint_report(request: HttpRequest, tenant: str, slug: str) -> HttpResponse:
    """The current lint report (recomputed only when the domain changed since the stored one)."""
    domain = _domain(request, tenant, slug)
    report = services.lint_report_current(domain=domain)
    refs = {ref for warning in report.warnings for ref in warning["ids"]}
    records = selectors.records_by_ref(domain.tenant, refs)
    warnings = [
        {**warning, "records": [records[ref] for ref in warning["ids"] if ref in records]}
        for warning in report.warnings
    ]
    return render(request, "knowledge/lint.html", {"domain": domain, "report": report, "warnings": warnings})
