"""Reads of a client's wiki. Callers scope the client first (coda_console.selectors.client_for_*)."""

from django.db.models import QuerySet

from coda_console.errors import ApiError, NotFound
from coda_console.models import Client
from wiki.models import Alert, DeadLetter, IngestRun, PageVersion, WikiPage
from wiki.paths import tree_path_error
from wiki.storage import get_store


def tree_pages(client: Client) -> QuerySet[WikiPage]:
    """Every file of the tree with its current version (content deferred)."""
    return (
        WikiPage.objects.filter(client=client, current_number__gt=0).defer("current_content").order_by("path")
    )


def checked_path(path: str) -> str:
    problem = tree_path_error(path)
    if problem:
        raise ApiError(
            f"Not a valid tree path: {problem}",
            code="invalid_path",
            details=[{"field": "path", "message": problem}],
        )
    return path


def page_for_client(client: Client, path: str) -> WikiPage:
    page = WikiPage.objects.filter(client=client, path=checked_path(path), current_number__gt=0).first()
    if page is None:
        raise NotFound("No such page.")
    return page


def page_version(page: WikiPage, number: int | None = None) -> PageVersion:
    number = number or page.current_number
    version = PageVersion.objects.filter(page=page, number=number).first()
    if version is None:
        raise NotFound("No such version.")
    return version


def version_content(version: PageVersion) -> str:
    """The bytes of any version: the current one from the database cache, older ones from storage."""
    page = version.page
    if version.pk == page.current_version_id:
        return page.current_content
    return get_store(version.storage_backend).get(version.storage_key, version.storage_version_id).decode()


def page_versions(page: WikiPage) -> QuerySet[PageVersion]:
    return PageVersion.objects.filter(page=page).order_by("-number")


def alerts_for_client(client: Client, *, status: str | None = None) -> QuerySet[Alert]:
    alerts = Alert.objects.filter(client=client).in_coach_order()
    if status:
        alerts = alerts.filter(status=status)
    return alerts


def dead_letters_for_client(client: Client) -> QuerySet[DeadLetter]:
    return DeadLetter.objects.filter(client=client).select_related("run").order_by("-created_at")


def runs_for_client(client: Client) -> QuerySet[IngestRun]:
    return IngestRun.objects.filter(client=client).order_by("-created_at", "-id")
