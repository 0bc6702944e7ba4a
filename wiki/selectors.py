"""Reads of a client's wiki. Callers scope the client first (coda_console.selectors.client_for_*)."""

import datetime as dt
from collections.abc import Iterable

from django.db.models import QuerySet

from coda_console.errors import ApiError, NotFound
from coda_console.models import Client, Tenant
from wiki.models import (
    Alert,
    AlertQuerySet,
    Changeset,
    DeadLetter,
    IngestRun,
    LintReport,
    PageVersion,
    QuarantinedEvent,
    Question,
    WikiPage,
)
from wiki.tree.paths import tree_path_error
from wiki.tree.storage import get_store


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


def page_at(client: Client, path: str) -> WikiPage | None:
    """The file of the client's tree at `path` (written at least once), or None. The one page lookup:
    callers validate the path their own way (the API answers 400, the console 404) before asking."""
    return WikiPage.objects.filter(client=client, path=path, current_number__gt=0).first()


def version_at(page: WikiPage, number: int | None = None) -> PageVersion | None:
    """Version `number` of the page (default: the current one), or None."""
    return PageVersion.objects.filter(page=page, number=number or page.current_number).first()


def page_for_client(client: Client, path: str) -> WikiPage:
    """For the API: page_at with its 400 for a bad path and its 404."""
    page = page_at(client, checked_path(path))
    if page is None:
        raise NotFound("No such page.")
    return page


def page_version(page: WikiPage, number: int | None = None) -> PageVersion:
    """For the API: version_at with its 404."""
    version = version_at(page, number)
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


def open_alerts(clients: Client | QuerySet[Client]) -> QuerySet[Alert]:
    """The open alerts of one client or of a set of (already scoped) clients."""
    if isinstance(clients, Client):
        return Alert.objects.filter(client=clients, status=Alert.Status.OPEN)
    return Alert.objects.filter(client__in=clients, status=Alert.Status.OPEN)


def open_alert_count(clients: Client | QuerySet[Client]) -> int:
    """The one count of open alerts (client tab badge, inbox, admin hub)."""
    return open_alerts(clients).count()


def page_open_alerts(client: Client, path: str) -> QuerySet[Alert]:
    return Alert.objects.filter(client=client, status=Alert.Status.OPEN, page=path).in_coach_order()


def resolution_version(alert: Alert) -> PageVersion | None:
    """The page version an alert's resolution wrote (None when it only logged)."""
    changeset = Changeset.objects.filter(alert=alert).order_by("-id").first()
    if changeset is None or not alert.page:
        return None
    return changeset.versions.filter(page__path=alert.page).select_related("page").first()


def dead_letter_for_clients(clients: QuerySet[Client], dead_letter_id: int) -> DeadLetter | None:
    letters = DeadLetter.objects.select_related("client", "run")
    return letters.filter(client__in=clients, pk=dead_letter_id).first()


def question_status_counts(client: Client) -> dict[str, int]:
    """How many of the client's questions are in each status (every status present, zero or more)."""
    counts = dict.fromkeys(Question.Status.values, 0)
    for status in Question.objects.filter(client=client).values_list("status", flat=True):
        counts[status] = counts.get(status, 0) + 1
    return counts


def alerts_for_client(client: Client, *, status: str | None = None) -> QuerySet[Alert]:
    alerts = Alert.objects.filter(client=client).in_coach_order()
    if status:
        alerts = alerts.filter(status=status)
    return alerts


def dead_letters_for_client(client: Client) -> QuerySet[DeadLetter]:
    return DeadLetter.objects.filter(client=client).select_related("run").order_by("-created_at")


def runs_for_client(client: Client) -> QuerySet[IngestRun]:
    return IngestRun.objects.filter(client=client).order_by("-created_at", "-id")


def question_for_tenant(tenant: Tenant, question_id: int) -> Question | None:
    """A question of any client of the tenant, or None (another tenant's question is None too)."""
    questions = Question.objects.select_related("client__tenant")
    return questions.filter(pk=question_id, client__tenant=tenant).first()


# --- Across clients (the admin hub and job runs; callers pass already scoped clients) --------------


def open_dead_letter_count(clients: QuerySet[Client]) -> int:
    return DeadLetter.objects.filter(client__in=clients, status=DeadLetter.Status.OPEN).count()


def failed_run_count(clients: QuerySet[Client], *, since: dt.datetime) -> int:
    return IngestRun.objects.filter(
        client__in=clients, status=IngestRun.Status.DEAD_LETTER, created_at__gte=since
    ).count()


def lint_report_count(clients: QuerySet[Client]) -> int:
    return LintReport.objects.filter(client__in=clients).count()


def runs_for_clients(
    clients: QuerySet[Client], *, kind: str = "", failed_only: bool = False
) -> QuerySet[IngestRun]:
    """Ingest and lint runs of these clients, newest first."""
    runs = IngestRun.objects.filter(client__in=clients).select_related("client", "client__tenant")
    if kind:
        runs = runs.filter(kind=kind)
    if failed_only:
        runs = runs.filter(status=IngestRun.Status.DEAD_LETTER)
    return runs.order_by("-created_at", "-id")


def open_alerts_of_kinds(client: Client, *, kinds: tuple[str, ...], limit: int = 100) -> list[Alert]:
    """A client's open alerts of these kinds, newest first, bounded (query-time reads)."""
    alerts = open_alerts(client).filter(kind__in=kinds)
    return list(alerts.order_by("-created_at", "-id")[:limit])


def quarantined_event_for(clients: QuerySet[Client], quarantined_id: int) -> QuarantinedEvent | None:
    """A quarantined event of one of these (already scoped) clients, or None."""
    rows = QuarantinedEvent.objects.select_related("client", "event")
    return rows.filter(client__in=clients, pk=quarantined_id).first()


# --- One order for every list of alerts (docs/console.md, "Today"; docs/wiki.md "Alerts") ----------
# The ranks mirror Alert.objects.in_coach_order(), which orders querysets in the database; alert_need
# ranks one alert in Python (for labels, and for lists already fetched) the same way.

NEED_NEW_SAFETY, NEED_CONTRADICTION, NEED_WATCH_ROLLUP, NEED_COACH_BLOCK, NEED_PIPELINE, NEED_OTHER = range(6)
NEED_LABELS = {
    NEED_NEW_SAFETY: "New pain or injury",
    NEED_CONTRADICTION: "Contradiction",
    NEED_WATCH_ROLLUP: "On the watch list",
    NEED_COACH_BLOCK: "Your note vs new evidence",
    NEED_PIPELINE: "Pipeline failure",
    NEED_OTHER: "Other",
}


def is_watch_rollup(alert: Alert) -> bool:
    """A watch-level roll-up: a safety alert a recurrence was folded into without escalating it
    (wiki.inbox.safety_alerts.fold_or_new sets `payload.rollup`)."""
    return alert.kind == Alert.Kind.SAFETY and (alert.payload or {}).get("rollup") is True


def alert_need(alert: Alert) -> int:
    """How urgently an alert needs a person: a safety alert for a new pain or injury (or an
    escalation) first, then contradictions, then watch-level safety roll-ups, then coach-block
    tensions, then pipeline failures — the ranks of Alert.objects.in_coach_order()."""
    if alert.kind == Alert.Kind.SAFETY:
        return NEED_WATCH_ROLLUP if is_watch_rollup(alert) else NEED_NEW_SAFETY
    needs: dict[str, int] = {
        Alert.Kind.WIKI_CONTRADICTION: NEED_CONTRADICTION,
        Alert.Kind.COACH_BLOCK_TENSION: NEED_COACH_BLOCK,
        Alert.Kind.PIPELINE_FAILURE: NEED_PIPELINE,
    }
    return needs.get(alert.kind, NEED_OTHER)


def with_need(alerts: Iterable[Alert]) -> list[Alert]:
    """Keep the order; give each alert `need` and `need_label` attributes for the templates."""
    rows = list(alerts)
    for alert in rows:
        alert.need = alert_need(alert)  # type: ignore[attr-defined]
        alert.need_label = NEED_LABELS[alert.need]  # type: ignore[attr-defined]
    return rows


def alerts_by_need(alerts: QuerySet[Alert] | Iterable[Alert]) -> list[Alert]:
    """THE order of every list of alerts: Alert.objects.in_coach_order() (by need, newest evidence —
    `evidence_at`, else `created_at` — first within each). An unsliced queryset is ordered by the
    database; anything else (a list, a sliced queryset) by the same key in Python."""
    if isinstance(alerts, AlertQuerySet) and not alerts.query.is_sliced:
        return with_need(alerts.in_coach_order())
    rows = list(alerts)
    rows.sort(key=lambda alert: (alert_need(alert), -alert.shown_time.timestamp(), -alert.pk))
    return with_need(rows)
