"""The wiki tab's read-only screens: log (timeline by workflow), raw/ files, the question queue.

Pages, the editor, history and diffs are in wiki/web/views_pages.py; alerts in wiki/web/views_alerts.py;
the admin lists (lint reports, dead letters) in wiki/web/views_admin.py.
"""

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from coda_console.actors import HtmxRequest
from wiki.models import Question
from wiki.selectors import page_at, question_status_counts
from wiki.web.console_selectors import (
    RAW_KINDS,
    log_entries,
    questions_for_client,
    raw_files,
    raw_kind_counts,
)
from wiki.web.views_common import client_tabs, scoped_client

LOG_PAGE_SIZE = 100
RAW_PAGE_SIZE = 60


@login_required
@require_GET
def log(request: HtmxRequest, external_id: str) -> HttpResponse:
    """log.md as a timeline, newest first; `?workflow=` (ingest, coach-edit, lint, resolve…) and `?q=`."""
    client = scoped_client(request, external_id)
    log_page = page_at(client, "log.md")
    entries = log_entries(log_page.current_content if log_page else "")
    workflows = sorted({entry.workflow for entry in entries})
    workflow = request.GET.get("workflow", "")
    query = request.GET.get("q", "").strip()
    if workflow:
        entries = [entry for entry in entries if entry.workflow == workflow]
    if query:
        needle = query.lower()
        entries = [entry for entry in entries if needle in f"{entry.subject} {entry.details}".lower()]
    paginator = Paginator(entries, LOG_PAGE_SIZE)
    context = client_tabs(client, "log") | {
        "entries": paginator.get_page(request.GET.get("page")),
        "workflows": workflows,
        "workflow": workflow,
        "query": query,
        "total": paginator.count,
    }
    template = "wiki/log.html#log-entries" if request.htmx else "wiki/log.html"
    return render(request, template, context)


@login_required
@require_GET
def raw(request: HttpRequest, external_id: str) -> HttpResponse:
    """raw/ — immutable digests and transcripts by kind, newest first (each opens read-only)."""
    client = scoped_client(request, external_id)
    kind = request.GET.get("kind", "digests")
    kind = kind if kind in RAW_KINDS else "digests"
    paginator = Paginator(raw_files(client, kind=kind), RAW_PAGE_SIZE)
    counts = raw_kind_counts(client)
    context = client_tabs(client, "raw") | {
        "files": paginator.get_page(request.GET.get("page")),
        "kind": kind,
        "kinds": [(value, label, counts[value]) for value, label in RAW_KINDS.items()],
    }
    return render(request, "wiki/raw.html", context)


@login_required
@require_GET
def questions(request: HttpRequest, external_id: str) -> HttpResponse:
    """The client's question queue: asked (waiting for her answer), queued, answered."""
    client = scoped_client(request, external_id)
    status = request.GET.get("status", "")
    status = status if status in Question.Status.values else ""
    counts = question_status_counts(client)
    context = client_tabs(client, "questions") | {
        "questions": questions_for_client(client, status=status)[:200],
        "status": status,
        "status_counts": [(value, counts[value]) for value in Question.Status.values],
    }
    return render(request, "wiki/questions.html", context)
