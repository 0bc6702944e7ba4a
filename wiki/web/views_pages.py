"""The client's wiki tab: page tree, rendered pages (current or as they were), the editor, history, diffs.

Every page is rendered through wiki/web/render.py (markdown + nh3). Saves go through
wiki.services.page_save_by_coach — the one path that wraps her prose in a coach block, versions it,
logs it and audits it — with the version she started from, so a page that moved on is never overwritten
silently: the refusal shows the diff and keeps her text in the form.
"""

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from coda_console.actors import request_ip, request_user
from coda_console.errors import ApiError
from coda_console.models import Client
from wiki.models import PageVersion, WikiPage
from wiki.selectors import page_open_alerts, page_versions, version_at, version_content
from wiki.services import StaleVersion, client_today, page_save_by_coach, wiki_start
from wiki.tree import content
from wiki.tree.coach import normalise_text, wrap_coach_prose
from wiki.tree.diffs import side_by_side
from wiki.tree.escaping import escape_page_text
from wiki.tree.markup import COACH_BLOCK_RE
from wiki.tree.pagemap import CORE_PAGES
from wiki.tree.paths import page_path_error
from wiki.tree.trees import DbTree
from wiki.validator import validate_coach_edit
from wiki.web.console_selectors import tree_groups
from wiki.web.views_common import (
    api_error_messages,
    client_reverse,
    client_tabs,
    existing_page,
    render_page_html,
    safe_next,
    scoped_client,
    title_of,
    tree_url,
)

EDIT_TEMPLATE = "wiki/edit.html"


def _page_or_404(client: Client, path: str) -> WikiPage:
    page = existing_page(client, path)
    if page is None:
        raise Http404("No such page.")
    return page


def _version_or_404(page: WikiPage, number: str | int | None) -> PageVersion:
    try:
        wanted = int(number) if number not in (None, "") else page.current_number
    except (TypeError, ValueError):
        raise Http404("No such version.") from None
    version = version_at(page, wanted)
    if version is None:
        raise Http404("No such version.")
    return version


@login_required
@require_GET
def tree(request: HttpRequest, external_id: str) -> HttpResponse:
    client = scoped_client(request, external_id)
    context = client_tabs(client, "pages") | {"groups": tree_groups(client)}
    return render(request, "wiki/tree.html", context)


@login_required
@require_GET
def page(request: HttpRequest, external_id: str, path: str) -> HttpResponse:
    """Any file of the tree, rendered; `?version=N` shows it as it was; `?source=1` the markdown."""
    client = scoped_client(request, external_id)
    found = existing_page(client, path)
    if found is None:
        if page_path_error(path) is None:  # a wiki page nobody wrote yet (e.g. a link to a future page)
            # A core page is created by the tree's initialisation (then edited from its skeleton).
            context = client_tabs(client, "pages") | {"path": path, "is_core": path in CORE_PAGES}
            return render(request, "wiki/missing.html", context, status=404)
        raise Http404("No such page.")
    version = _version_or_404(found, request.GET.get("version"))
    text = version_content(version)
    context = client_tabs(client, "pages") | {
        "page": found,
        "version": version,
        "is_current": version.number == found.current_number,
        "title": title_of(text, path),
        "html": render_page_html(client, path, text),
        "source": text if request.GET.get("source") else None,
        "editable": page_path_error(path) is None,
        "is_raw": path.startswith("raw/"),
        "groups": tree_groups(client),
        "page_alerts": page_open_alerts(client, path),
        "coach_blocks": len(COACH_BLOCK_RE.findall(text)),
    }
    return render(request, "wiki/page.html", context)


@login_required
@require_POST
def start(request: HttpRequest, external_id: str) -> HttpResponse:
    """Initialise a client's wiki now (SCHEMA, index, log, the core pages) instead of at the first
    ingest, so the coach can write a core page from its skeleton."""
    client = scoped_client(request, external_id)
    wrote = wiki_start(client=client, actor=request_user(request), ip_address=request_ip(request))
    if wrote:
        messages.success(request, "The wiki is started: the core pages are ready to write.")
    return redirect(safe_next(request, client_reverse("wiki:tree", client)))


@login_required
@require_GET
def new_page(request: HttpRequest, external_id: str) -> HttpResponse:
    """Name a new topic or exercise page; the editor opens on it (version 0: nothing to be stale against)."""
    client = scoped_client(request, external_id)
    folder = "wiki/exercises/" if request.GET.get("folder") == "exercises" else "wiki/"
    slug = content.slugify(request.GET.get("title", ""))
    path = f"{folder}{slug}.md"
    if not slug or page_path_error(path):
        messages.error(request, "Give the page a name made of letters or digits (e.g. “Sleep and travel”).")
        return redirect(client_reverse("wiki:tree", client))
    return redirect(client_reverse("wiki:edit", client, path, title=request.GET.get("title", "")[:120]))


def _skeleton(title: str, client: Client) -> str:
    name = title.strip() or "New page"
    who = escape_page_text(client.display_name)
    return f"# {name} — {who}\n\n*One line on what this page is for.*\n\n## Notes\n\n"


def _preview(client: Client, path: str, submitted: str) -> dict:
    """What a save would write: her new prose wrapped as a coach block, and any rule it would break."""
    current = existing_page(client, path)
    old = current.current_content if current else ""
    local_date = client_today(client)
    new = wrap_coach_prose(old, normalise_text(submitted), local_date.isoformat())
    violations = validate_coach_edit(
        path=path,
        old=old if current else None,
        new=new,
        existing_paths=DbTree(client).paths(),
        local_date=local_date,
        max_lines=settings.WIKI_PAGE_MAX_LINES,
    )
    return {
        "preview_html": render_page_html(client, path, new) if new.strip() else "",
        "preview_violations": [str(violation) for violation in violations],
        "preview_lines": len(new.splitlines()),
        "max_lines": settings.WIKI_PAGE_MAX_LINES,
    }


def _edit_context(client: Client, path: str, **extra) -> dict:
    today = client_today(client).isoformat()  # the date a new coach note carries (the client's calendar)
    context = {"path": path, "max_lines": settings.WIKI_PAGE_MAX_LINES, "today": today}
    return client_tabs(client, "pages") | context | extra


def _conflict_context(error: StaleVersion, submitted: str, page: WikiPage | None) -> dict:
    base_text = ""
    if page is not None and error.base_version:
        base = version_at(page, error.base_version)
        base_text = version_content(base) if base else ""
    current = page.current_version if page else None
    return {
        "conflict": error,
        "conflict_by": current.updated_by if current else "",
        "conflict_at": current.created_at if current else None,
        "conflict_diff": side_by_side(error.current_content, normalise_text(submitted)),
        "moved_diff": side_by_side(base_text, error.current_content),
    }


@login_required
@require_http_methods(["GET", "POST"])
def edit(request: HttpRequest, external_id: str, path: str) -> HttpResponse:
    client = scoped_client(request, external_id)
    if page_path_error(path):
        raise Http404("Only wiki/ pages are edited here.")
    page = existing_page(client, path)
    if page is None and path in CORE_PAGES:  # not initialised yet: start the wiki first (see start)
        return redirect(client_reverse("wiki:page", client, path))
    if request.method == "GET":
        text = page.current_content if page else _skeleton(request.GET.get("title", ""), client)
        context = _edit_context(
            client,
            path,
            page=page,
            text=text,
            base_version=page.current_number if page else 0,
            summary="",
            focus=request.GET.get("block", "")[:40],
        )
        return render(request, EDIT_TEMPLATE, context)
    submitted = request.POST.get("content", "")
    summary = request.POST.get("summary", "")[:200]
    try:
        base_version = int(request.POST.get("base_version", ""))
    except ValueError:
        base_version = -1  # a form that lost its version is stale by definition: show the diff
    context = _edit_context(
        client, path, page=page, text=submitted, summary=summary, base_version=base_version
    )
    if request.POST.get("preview"):
        return render(request, EDIT_TEMPLATE, context | _preview(client, path, submitted))
    try:
        version = page_save_by_coach(
            client=client,
            path=path,
            content=submitted,
            base_version=base_version,
            user=request_user(request),
            summary=summary,
            ip_address=request_ip(request),
        )
    except StaleVersion as stale:
        page = existing_page(client, path)
        # She saves again from the version she has now seen; what she typed stays in the form.
        context |= {"page": page, "base_version": stale.current_version}
        context |= _conflict_context(stale, submitted, page)
        return render(request, EDIT_TEMPLATE, context, status=409)
    except ApiError as error:
        context |= {"errors": api_error_messages(error), "error_title": error.message}
        return render(request, EDIT_TEMPLATE, context | _preview(client, path, submitted), status=422)
    if page is not None and version.number == page.current_number:
        messages.info(request, "Nothing changed, so nothing was saved.")
    else:
        messages.success(request, f"Saved {content.page_label(path)} as version {version.number}.")
    return redirect(tree_url(client, path))


@login_required
@require_POST
def preview(request: HttpRequest, external_id: str, path: str) -> HttpResponse:
    """Live preview (htmx): the page as the save would write it, with the rules it would break."""
    client = scoped_client(request, external_id)
    if page_path_error(path):
        raise Http404("Only wiki/ pages are edited here.")
    context = {"client": client, "path": path} | _preview(client, path, request.POST.get("content", ""))
    return render(request, f"{EDIT_TEMPLATE}#preview", context)


@login_required
@require_GET
def history(request: HttpRequest, external_id: str, path: str) -> HttpResponse:
    client = scoped_client(request, external_id)
    found = _page_or_404(client, path)
    versions = list(page_versions(found).select_related("changeset"))
    context = client_tabs(client, "pages") | {
        "page": found,
        "versions": versions,
        "title": title_of(found.current_content, path),
    }
    return render(request, "wiki/history.html", context)


@login_required
@require_GET
def diff(request: HttpRequest, external_id: str, path: str) -> HttpResponse:
    """Any two versions side by side (`?a=N&b=M`; default: the current version against its parent)."""
    client = scoped_client(request, external_id)
    found = _page_or_404(client, path)
    right = _version_or_404(found, request.GET.get("b"))
    default_left = right.number - 1
    left_number = request.GET.get("a") or default_left
    left = None if str(left_number) == "0" else _version_or_404(found, left_number)
    left_text = version_content(left) if left else ""
    whole = request.GET.get("context") == "all"
    context = client_tabs(client, "pages") | {
        "page": found,
        "left": left,
        "right": right,
        "diff": side_by_side(left_text, version_content(right), context=None if whole else 3),
        "whole": whole,
        "left_label": f"v{left.number}" if left else "(empty)",
        "right_label": f"v{right.number}",
        "numbers": list(range(found.current_number, 0, -1)),
        "title": title_of(found.current_content, path),
    }
    return render(request, "wiki/diff.html", context)
