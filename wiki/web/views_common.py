"""What every console view of the wiki tab shares: scoping, URLs, tab context."""

from urllib.parse import urlencode

from django.http import Http404, HttpRequest
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme

from coda_console.errors import ApiError
from coda_console.models import Client
from coda_console.selectors import client_for_coach
from wiki.models import WikiPage
from wiki.selectors import open_alert_count, page_at
from wiki.tree.paths import tree_path_error
from wiki.web.render import render_markdown


def scoped_client(request: HttpRequest, external_id: str) -> Client:
    """Her client, or 404 — the same answer for another coach's client, another tenant's, a missing one.

    External ids are unique per tenant only: a superuser may see the same id in two tenants, so every
    console URL of a client carries `?tenant=` (client_reverse) and a form may post it too."""
    tenant_slug = request.GET.get("tenant") or request.POST.get("tenant") or None
    return client_for_coach(request.user, external_id=external_id, tenant_slug=tenant_slug)


def client_reverse(name: str, client: Client, *args: object, **query: object) -> str:
    """A console URL of one client's wiki tab, always with its tenant (docs/console.md "Tenant
    context"): `client_reverse("wiki:page", client, "wiki/goals.md", version=3)`."""
    url = reverse(name, args=[client.external_id, *args])
    params = {"tenant": client.tenant.slug} | {k: v for k, v in query.items() if v not in (None, "")}
    return f"{url}?{urlencode(params)}"


def tree_url(client: Client, path: str, version: int | None = None) -> str:
    """Where a tree path is shown in the console (wiki pages, system files and raw/ alike)."""
    return client_reverse("wiki:page", client, path, version=version)


def url_for(client: Client):
    return lambda path: tree_url(client, path)


def render_page_html(client: Client, path: str, text: str):
    return render_markdown(text, page_path=path, url_for=url_for(client))


def checked_tree_path(path: str) -> str:
    if tree_path_error(path):
        raise Http404("No such page.")
    return path


def existing_page(client: Client, path: str) -> WikiPage | None:
    return page_at(client, checked_tree_path(path))


def safe_next(request: HttpRequest, default: str) -> str:
    target = request.POST.get("next") or request.GET.get("next") or ""
    if target and url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        return target
    return default


def client_tabs(client: Client, active: str) -> dict:
    """The client header's tabs (Pages · Alerts · Log · Raw · Questions) with the open-alert count."""
    return {"client": client, "tab": active, "open_alerts": open_alert_count(client)}


def title_of(page_text: str, path: str) -> str:
    first = page_text.split("\n", 1)[0]
    return first[2:].strip() if first.startswith("# ") else path


def api_error_messages(error: ApiError) -> list[str]:
    details = getattr(error, "details", None) or []
    messages = [str(item.get("message", "")) for item in details if isinstance(item, dict)]
    return [message for message in messages if message] or [str(error)]
