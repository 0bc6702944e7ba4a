"""Reads behind Today, the coach's home: per client, what changed since she last marked it seen.

Callers pass the user and clients they already scoped (coda_console.selectors.clients_for_coach).
"""

import datetime as dt
from dataclasses import dataclass, field

from django.contrib.auth.models import AnonymousUser, User
from django.db.models import QuerySet
from django.utils import timezone

from coda_console.models import Client, Event
from wiki.models import Alert, ClientSeen, PageVersion, Question
from wiki.selectors import NEED_LABELS, NEED_OTHER, alerts_by_need

# Never marked seen: show the last week (docs/console.md, "Today").
FIRST_LOOK_WINDOW = dt.timedelta(days=7)
NOTE_KIND = "note.filed"


@dataclass(frozen=True)
class PageChange:
    path: str
    versions: int
    number: int
    whats_new: str
    changed_at: dt.datetime


@dataclass
class ClientToday:
    client: Client
    since: dt.datetime
    seen: bool  # a seen-at row exists (else `since` is the first-look window)
    alerts: list[Alert] = field(default_factory=list)
    pages: list[PageChange] = field(default_factory=list)
    answered: list[Question] = field(default_factory=list)
    notes: list[Event] = field(default_factory=list)

    @property
    def need(self) -> int:
        return min((alert.need for alert in self.alerts), default=NEED_OTHER)  # type: ignore[attr-defined]

    @property
    def need_label(self) -> str:
        return NEED_LABELS[self.need] if self.alerts else ""

    @property
    def empty(self) -> bool:
        return not (self.alerts or self.pages or self.answered or self.notes)

    @property
    def latest(self) -> dt.datetime:
        stamps = [change.changed_at for change in self.pages]
        stamps += [alert.created_at for alert in self.alerts]
        stamps += [q.answered_at for q in self.answered if q.answered_at]
        stamps += [note.received_at for note in self.notes]
        return max(stamps, default=self.since)


def seen_times(user: User | AnonymousUser, clients: QuerySet[Client]) -> dict[int, dt.datetime]:
    if user.pk is None:
        return {}
    rows = ClientSeen.objects.filter(user_id=user.pk, client__in=clients)
    return dict(rows.values_list("client_id", "seen_at"))


def page_changes(client: Client, *, since: dt.datetime, hide_author: str) -> list[PageChange]:
    """Pages under wiki/ written after `since` (not by her own edits), newest first, with the latest
    version's changeset reason — the same words as its log.md line — as "what's new"."""
    versions = (
        PageVersion.objects.filter(page__client=client, page__path__startswith="wiki/", created_at__gt=since)
        .exclude(updated_by=hide_author)
        .select_related("page")
        .order_by("-created_at", "-id")
    )
    by_path: dict[str, list[PageVersion]] = {}
    for version in versions[:300]:
        by_path.setdefault(version.page.path, []).append(version)
    return [
        PageChange(
            path=path,
            versions=len(found),
            number=found[0].number,
            whats_new=found[0].reason or found[0].summary,
            changed_at=found[0].created_at,
        )
        for path, found in by_path.items()
    ]


def client_changes(
    user: User | AnonymousUser, client: Client, since: dt.datetime, *, seen: bool
) -> ClientToday:
    """One client's card: open alerts, page versions, answers and notes that arrived after `since`."""
    new_alerts = Alert.objects.filter(client=client, status=Alert.Status.OPEN, created_at__gt=since)
    answered = Question.objects.filter(
        client=client, status=Question.Status.ANSWERED, answered_at__gt=since
    ).order_by("-answered_at")
    notes = Event.objects.filter(client=client, kind=NOTE_KIND, received_at__gt=since).order_by(
        "-received_at"
    )
    return ClientToday(
        client=client,
        since=since,
        seen=seen,
        alerts=alerts_by_need(new_alerts.select_related("client")),
        pages=page_changes(client, since=since, hide_author=f"coach:{user.get_username()}"),
        answered=list(answered[:20]),
        notes=list(notes[:20]),
    )


def today_for_coach(user: User | AnonymousUser, clients: QuerySet[Client]) -> list[ClientToday]:
    """Her clients by need: new pain or injury first, then contradictions, watch-level roll-ups,
    the rest; most recent change first within a level; clients with nothing new last."""
    seen = seen_times(user, clients)
    first_look = timezone.now() - FIRST_LOOK_WINDOW
    days = [
        client_changes(user, client, seen.get(client.pk, first_look), seen=client.pk in seen)
        for client in clients.order_by("display_name")
    ]
    return sorted(days, key=lambda day: (day.empty, day.need, -day.latest.timestamp()))
