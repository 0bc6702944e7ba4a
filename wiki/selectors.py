"""Reads of a client's wiki. Callers scope the client first (coda_console.selectors.client_for_*)."""

import datetime as dt

from django.db.models import QuerySet

from coda_console.errors import ApiError, NotFound
from coda_console.models import Client, Event, Tenant
from wiki.models import Alert, Changeset, DeadLetter, IngestRun, LintReport, PageVersion, Question, WikiPage
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
    return open_alerts(client).filter(page=path)


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
    alerts = Alert.objects.filter(client=client).order_by("-created_at", "-id")
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


# --- One order for every list of alerts (docs/console.md, "Today") ----------------------------------

NEED_NEW_SAFETY, NEED_CONTRADICTION, NEED_WATCH_ROLLUP, NEED_COACH_BLOCK, NEED_PIPELINE, NEED_OTHER = range(6)
NEED_LABELS = {
    NEED_NEW_SAFETY: "New pain or injury",
    NEED_CONTRADICTION: "Contradiction",
    NEED_WATCH_ROLLUP: "On the watch list",
    NEED_COACH_BLOCK: "Your note vs new evidence",
    NEED_PIPELINE: "Pipeline failure",
    NEED_OTHER: "Other",
}
EVIDENCE_TIME_KEYS = ("evidence_at", "last_evidence_at", "occurred_at")


def alert_need(alert: Alert) -> int:
    """How urgently an alert needs a person: a safety alert for a new pain or injury (or an
    escalation) first, then contradictions, then safety roll-ups of an area already on the watch
    list, then coach-block tensions, then pipeline failures."""
    if alert.kind == Alert.Kind.SAFETY:
        payload = alert.payload or {}
        rollup = payload.get("level") == "watch" and not (
            payload.get("escalation") or payload.get("escalated")
        )
        return NEED_WATCH_ROLLUP if rollup else NEED_NEW_SAFETY
    needs: dict[str, int] = {
        Alert.Kind.WIKI_CONTRADICTION: NEED_CONTRADICTION,
        Alert.Kind.COACH_BLOCK_TENSION: NEED_COACH_BLOCK,
        Alert.Kind.PIPELINE_FAILURE: NEED_PIPELINE,
    }
    return needs.get(alert.kind, NEED_OTHER)


def _stamped(value: object) -> dt.datetime | None:
    if not isinstance(value, str):
        return None
    try:
        stamp = dt.datetime.fromisoformat(value)
    except ValueError:
        return None
    return stamp if stamp.tzinfo else stamp.replace(tzinfo=dt.UTC)


def alert_evidence_times(alerts: list[Alert]) -> dict[int, dt.datetime]:
    """When each alert's evidence happened: a timestamp the alert carries, else the latest
    occurred_at of the events it cites, else when the alert row was written."""
    times: dict[int, dt.datetime] = {}
    wanted: dict[int, set[str]] = {}
    for alert in alerts:
        payload = alert.payload or {}
        stamp = next((s for s in (_stamped(payload.get(key)) for key in EVIDENCE_TIME_KEYS) if s), None)
        if stamp is not None:
            times[alert.pk] = stamp
        else:
            wanted.setdefault(alert.client_id, set()).update(str(e) for e in payload.get("evidence") or [])
    occurred: dict[tuple[int, str], dt.datetime] = {}
    for client_id, event_ids in wanted.items():
        if event_ids:
            rows = Event.objects.filter(client_id=client_id, event_id__in=event_ids)
            for event_id, occurred_at in rows.values_list("event_id", "occurred_at"):
                occurred[(client_id, event_id)] = occurred_at
    for alert in alerts:
        if alert.pk in times:
            continue
        cited = [
            occurred[(alert.client_id, str(event_id))]
            for event_id in (alert.payload or {}).get("evidence") or []
            if (alert.client_id, str(event_id)) in occurred
        ]
        times[alert.pk] = max(cited) if cited else alert.created_at
    return times


def alerts_by_need(alerts: QuerySet[Alert] | list[Alert]) -> list[Alert]:
    """THE order of every list of alerts: by need (alert_need), newest evidence first within each.
    Each alert gets `need` and `evidence_at` attributes for the templates."""
    rows = list(alerts)
    times = alert_evidence_times(rows)
    for alert in rows:
        alert.need = alert_need(alert)  # type: ignore[attr-defined]
        alert.evidence_at = times[alert.pk]  # type: ignore[attr-defined]
        alert.need_label = NEED_LABELS[alert.need]  # type: ignore[attr-defined]
    return sorted(rows, key=lambda alert: (alert_need(alert), -times[alert.pk].timestamp(), -alert.pk))
