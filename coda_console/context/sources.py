"""Reads the context builder needs, each scoped to one client and bounded (never raw/, never history)."""

import datetime as dt

from coda_console.context.pages import PageInfo
from coda_console.context.safety import AlertItem
from coda_console.event_kinds import COACHING_KINDS
from coda_console.models import Client, Event
from wiki.models import WikiPage
from wiki.selectors import open_alerts_of_kinds

RECENT_HOURS = 48
RECENT_EVENTS_MAX = 80  # a hard cap so a very chatty day cannot make the query cost grow
SLICE_ALERT_KINDS = ("safety", "wiki_contradiction")
SLICE_ALERTS_MAX = 100


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
    """The client's own recent events: coaching kinds only — telemetry (tool.*, entity.access,
    query.pattern, and any kind added later) is about the integration, not the client."""
    since = now - dt.timedelta(hours=RECENT_HOURS)
    window = Event.objects.filter(
        client=client, occurred_at__gte=since, occurred_at__lte=now, kind__in=list(COACHING_KINDS)
    )
    newest = window.order_by("-occurred_at", "-id")[:RECENT_EVENTS_MAX]
    return list(reversed(newest))


def slice_alerts(client: Client) -> list[AlertItem]:
    """Open safety and contradiction alerts, as the safety slice reads them (newest first, bounded)."""
    tz = client.tz
    items = []
    for alert in open_alerts_of_kinds(client, kinds=SLICE_ALERT_KINDS, limit=SLICE_ALERTS_MAX):
        payload = alert.payload if isinstance(alert.payload, dict) else {}
        evidence = str(payload.get("date") or alert.created_at.astimezone(tz).date().isoformat())
        items.append(
            AlertItem(
                kind=alert.kind,
                severity=alert.severity,
                area=str(payload.get("area") or alert.page.removeprefix("wiki/") or "general"),
                message=alert.message,
                evidence_at=evidence,
                old_claim=str(payload.get("old_claim", "")),
                new_claim=str(payload.get("new_claim", "")),
            )
        )
    return items
