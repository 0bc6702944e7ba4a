"""Reads the context builder needs, each scoped to one client and bounded (never raw/, never history)."""

import datetime as dt

from coda_console.context.pages import PageInfo
from coda_console.models import Client, Event
from wiki.models import WikiPage

RECENT_HOURS = 48
RECENT_EVENTS_MAX = 80  # a hard cap so a very chatty day cannot make the query cost grow


def wiki_pages(client: Client) -> dict[str, WikiPage]:
    """Current versions of index.md and every wiki/ page (content from the database cache)."""
    rows = WikiPage.objects.filter(client=client, current_number__gt=0).filter(
        path__startswith="wiki/"
    ) | WikiPage.objects.filter(client=client, current_number__gt=0, path="index.md")
    return {page.path: page for page in rows.only("path", "summary", "current_content", "current_number")}


def page_infos(pages: dict[str, WikiPage]) -> dict[str, PageInfo]:
    return {
        path: PageInfo(path=path, summary=page.summary, content=page.current_content)
        for path, page in pages.items()
        if path.startswith("wiki/")
    }


def active_program(client: Client) -> Event | None:
    return Event.objects.filter(client=client, kind="program.changed").order_by("-occurred_at", "-id").first()


def recent_events(client: Client, *, now: dt.datetime) -> list[Event]:
    since = now - dt.timedelta(hours=RECENT_HOURS)
    newest = Event.objects.filter(client=client, occurred_at__gte=since, occurred_at__lte=now).order_by(
        "-occurred_at", "-id"
    )[:RECENT_EVENTS_MAX]
    return list(reversed(newest))
