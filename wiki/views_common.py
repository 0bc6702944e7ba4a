"""What every console view of the wiki tab shares: scoping, URLs, the request's address, tab context."""

from django.http import Http404, HttpRequest
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme

from coda_console.client_ip import client_ip as coda_console_client_ip
from coda_console.errors import ApiError
from coda_console.models import Client
from coda_console.selectors import client_for_coach
from wiki.models import Alert, WikiPage
from wiki.paths import tree_path_error
from wiki.render import render_markdown


def scoped_client(request: HttpRequest, external_id: str) -> Client:
    """Her client, or 404 — the same answer for another coach's client, another tenant's, a missing one."""
    tenant_slug = request.GET.get("tenant") or None
    return client_for_coach(request.user, external_id=external_id, tenant_slug=tenant_slug)


client_ip = coda_console_client_ip  # one reader of the caller's address (docs/api-edge.md)


def tree_url(client: Client, path: str, version: int | None = None) -> str:
    """Where a tree path is shown in the console (wiki pages, system files and raw/ alike)."""
    url = reverse("wiki:page", kwargs={"external_id": client.external_id, "path": path})
    return f"{url}?version={version}" if version else url


def url_for(client: Client):
    return lambda path: tree_url(client, path)


def render_page_html(client: Client, path: str, text: str):
    return render_markdown(text, page_path=path, url_for=url_for(client))


def checked_tree_path(path: str) -> str:
    if tree_path_error(path):
        raise Http404("No such page.")
    return path


def existing_page(client: Client, path: str) -> WikiPage | None:
    return WikiPage.objects.filter(client=client, path=checked_tree_path(path), current_number__gt=0).first()


def safe_next(request: HttpRequest, default: str) -> str:
    target = request.POST.get("next") or request.GET.get("next") or ""
    if target and url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        return target
    return default


def client_tabs(client: Client, active: str) -> dict:
    """The client header's tabs (Pages · Alerts · Log · Raw · Questions) with the open-alert count."""
    open_alerts = Alert.objects.filter(client=client, status=Alert.Status.OPEN).count()
    return {"client": client, "tab": active, "open_alerts": open_alerts}


def title_of(page_text: str, path: str) -> str:
    first = page_text.split("\n", 1)[0]
    return first[2:].strip() if first.startswith("# ") else path


def api_error_messages(error: ApiError) -> list[str]:
    details = getattr(error, "details", None) or []
    messages = [str(item.get("message", "")) for item in details if isinstance(item, dict)]
    return [message for message in messages if message] or [str(error)]
