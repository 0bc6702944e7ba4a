"""Reads behind the console screens (clients list, wiki tab, alert inbox, log, admin lists).

Callers pass clients they already scoped (coda_console.selectors.clients_for_coach / client_for_coach):
nothing here widens what a person can see.
"""

import datetime as dt
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.db.models import Case, Count, IntegerField, Max, Q, QuerySet, Value, When

from coda_console.models import Client, Event
from wiki.ingest.digest import describe
from wiki.ingest.eventlog import records
from wiki.models import Alert, DeadLetter, IngestRun, LintReport, QuarantinedEvent, Question, WikiPage
from wiki.selectors import open_alerts, with_need
from wiki.tree.markup import COACH_BLOCK_RE, WEEKLY_PATH_RE
from wiki.tree.pagemap import CORE_PAGES
from wiki.tree.trees import SYSTEM_FILES

OPEN_QUESTION_STATUSES = (Question.Status.QUEUED, Question.Status.ASKED)
FINISHED_RUN_STATUSES = (IngestRun.Status.DONE, IngestRun.Status.QUIET)
LOG_LINE_RE = re.compile(r"^## \[(\d{4}-\d{2}-\d{2})\] (\S+) \| (.*)$")


# --- Clients list ----------------------------------------------------------------------------------


def client_overview(clients: QuerySet[Client]) -> dict[int, dict]:
    """Per client id: open alerts (and how many are safety), unanswered questions, last ingest."""
    ids = list(clients.values_list("pk", flat=True))
    overview: dict[int, dict] = {
        pk: {"open_alerts": 0, "safety_alerts": 0, "open_questions": 0, "last_ingest": None, "last_run": None}
        for pk in ids
    }
    alert_rows = (
        open_alerts(clients)
        .values("client_id")
        .annotate(total=Count("id"), safety=Count("id", filter=Q(kind=Alert.Kind.SAFETY)))
    )
    for row in alert_rows:
        overview[row["client_id"]].update(open_alerts=row["total"], safety_alerts=row["safety"])
    question_rows = (
        Question.objects.filter(client_id__in=ids, status__in=OPEN_QUESTION_STATUSES)
        .values("client_id")
        .annotate(total=Count("id"))
    )
    for question_row in question_rows:
        overview[question_row["client_id"]]["open_questions"] = question_row["total"]
    ingest_rows = (
        IngestRun.objects.filter(
            client_id__in=ids,
            kind__in=(IngestRun.Kind.NIGHTLY, IngestRun.Kind.INLINE),
            status__in=FINISHED_RUN_STATUSES,
        )
        .values("client_id")
        .annotate(last=Max("finished_at"))
    )
    for ingest_row in ingest_rows:
        overview[ingest_row["client_id"]]["last_ingest"] = ingest_row["last"]
    for run in IngestRun.objects.filter(client_id__in=ids, status=IngestRun.Status.DEAD_LETTER).filter(
        dead_letters__status=DeadLetter.Status.OPEN
    ):
        overview[run.client_id]["last_run"] = run  # an open dead letter is worth a badge
    return overview


# --- The page tree ---------------------------------------------------------------------------------


@dataclass
class TreeGroups:
    core: list[WikiPage] = field(default_factory=list)
    topics: list[WikiPage] = field(default_factory=list)
    exercises: list[WikiPage] = field(default_factory=list)
    weekly: list[WikiPage] = field(default_factory=list)
    system: list[WikiPage] = field(default_factory=list)
    raw_count: int = 0

    @property
    def pages(self) -> list[WikiPage]:
        return [*self.core, *self.topics, *self.exercises, *self.weekly]


def tree_groups(client: Client) -> TreeGroups:
    """The client's files grouped as the SCHEMA names them: core, topic, exercise, weekly, system."""
    groups = TreeGroups()
    pages = WikiPage.objects.filter(client=client, current_number__gt=0).defer("current_content")
    for page in pages.order_by("path"):
        path = page.path
        if path.startswith("raw/"):
            groups.raw_count += 1
        elif path in SYSTEM_FILES:
            groups.system.append(page)
        elif path in CORE_PAGES:
            groups.core.append(page)
        elif WEEKLY_PATH_RE.match(path):
            groups.weekly.append(page)
        elif path.startswith("wiki/exercises/"):
            groups.exercises.append(page)
        elif path.startswith("wiki/"):
            groups.topics.append(page)
    groups.core.sort(key=lambda page: CORE_PAGES.index(page.path))
    groups.weekly.sort(key=lambda page: page.path, reverse=True)
    groups.system.sort(key=lambda page: SYSTEM_FILES.index(page.path))
    return groups


RAW_KINDS = {"digests": "Day digests", "transcripts": "Chat transcripts", "other": "Other"}


def _raw_kind_filter(kind: str) -> Q:
    digests = Q(path__endswith="-events.md") & ~Q(path__startswith="raw/transcripts/")
    transcripts = Q(path__startswith="raw/transcripts/")
    return {"digests": digests, "transcripts": transcripts}.get(kind, ~digests & ~transcripts)


def raw_files(client: Client, *, kind: str = "digests") -> QuerySet[WikiPage]:
    """raw/ files of one kind (RAW_KINDS), newest first."""
    return (
        WikiPage.objects.filter(client=client, path__startswith="raw/", current_number__gt=0)
        .filter(_raw_kind_filter(kind))
        .defer("current_content")
        .order_by("-path")
    )


def raw_kind_counts(client: Client) -> dict[str, int]:
    files = WikiPage.objects.filter(client=client, path__startswith="raw/", current_number__gt=0)
    return {kind: files.filter(_raw_kind_filter(kind)).count() for kind in RAW_KINDS}


def coach_block_text(text: str, block: str) -> str:
    """The prose of the coach block an alert names (its exact text or its date), or ''."""
    for match in COACH_BLOCK_RE.finditer(text):
        candidate = match.group(0)
        if block and (candidate == block or match.group(1) == block):
            return candidate.split("\n", 1)[1].rsplit("<!-- /coach -->", 1)[0].strip()
    return ""


# --- log.md ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LogEntry:
    date: str
    workflow: str
    subject: str
    details: str


def log_entries(log_text: str) -> list[LogEntry]:
    """log.md lines (`## [DATE] workflow | subject — details`), newest first."""
    entries = []
    for line in log_text.splitlines():
        match = LOG_LINE_RE.match(line)
        if match:
            subject, _, details = match.group(3).partition(" — ")
            entries.append(LogEntry(match.group(1), match.group(2), subject, details))
    entries.reverse()
    # By date, newest first; lines of one date keep their order in the file (latest written first).
    entries.sort(key=lambda entry: entry.date, reverse=True)
    return entries


# --- Alerts -----------------------------------------------------------------------------------------


def alert_inbox(
    clients: QuerySet[Client] | Iterable[Client], *, status: str = "open", kind: str = ""
) -> list:
    """Alerts of these clients: open ones in the one coach order (Alert.objects.in_coach_order, the
    order of wiki.selectors.alerts_by_need), resolved ones newest resolution first."""
    alerts = Alert.objects.filter(client__in=clients).select_related(
        "client", "dead_letter", "quarantined", "resolved_by"
    )
    if status in (Alert.Status.OPEN, Alert.Status.RESOLVED):
        alerts = alerts.filter(status=status)
    if kind:
        alerts = alerts.filter(kind=kind)
    if status == Alert.Status.RESOLVED:
        return with_need(alerts.order_by("-resolved_at", "-id")[:200])
    return with_need(alerts.in_coach_order()[:500])


def alerts_for_user_clients(clients: QuerySet[Client], alert_ids: list[int]) -> list[Alert]:
    return list(
        Alert.objects.select_related("client", "client__tenant").filter(client__in=clients, pk__in=alert_ids)
    )


def alert_for_user_clients(clients: QuerySet[Client], alert_id: int) -> Alert | None:
    return (
        Alert.objects.select_related("client", "client__tenant", "dead_letter", "quarantined")
        .filter(client__in=clients, pk=alert_id)
        .first()
    )


@dataclass(frozen=True)
class EvidenceEvent:
    event_id: str
    kind: str
    occurred_at: dt.datetime
    description: str


def evidence_by_alert(alerts: list[Alert]) -> dict[int, list[EvidenceEvent]]:
    """The events each alert cites (payload["evidence"], bot event ids), looked up in its client's log."""
    clients = {alert.owning_client.pk: alert.owning_client for alert in alerts}
    wanted: dict[int, set[str]] = defaultdict(set)
    for alert in alerts:
        for event_id in (alert.payload or {}).get("evidence") or []:
            wanted[alert.owning_client.pk].add(str(event_id))
    found: dict[tuple[int, str], EvidenceEvent] = {}
    for client_id, event_ids in wanted.items():
        client = clients[client_id]
        rows = Event.objects.filter(client_id=client_id, event_id__in=event_ids).values_list(
            "id", "event_id", "kind", "occurred_at", "payload", "session_id"
        )
        for record in records(rows, client.tz):
            found[(client_id, record.event_id)] = EvidenceEvent(
                record.event_id, record.kind, record.occurred_at.astimezone(client.tz), describe(record)
            )
    result: dict[int, list[EvidenceEvent]] = {}
    for alert in alerts:
        events = [
            found[(alert.owning_client.pk, str(event_id))]
            for event_id in (alert.payload or {}).get("evidence") or []
            if (alert.owning_client.pk, str(event_id)) in found
        ]
        result[alert.pk] = sorted(events, key=lambda event: event.occurred_at)
    return result


# --- Admin lists -------------------------------------------------------------------------------------


def quarantined_for_clients(clients: QuerySet[Client], *, status: str = "open") -> QuerySet[QuarantinedEvent]:
    """Poison events of these clients (newest first; "" for every status)."""
    rows = QuarantinedEvent.objects.filter(client__in=clients).select_related(
        "client", "client__tenant", "event", "run"
    )
    return (rows.filter(status=status) if status else rows).order_by("-created_at", "-id")


def dead_letters_for_clients(clients: QuerySet[Client], *, status: str = "open") -> QuerySet[DeadLetter]:
    letters = DeadLetter.objects.filter(client__in=clients).select_related("client", "client__tenant", "run")
    if status:
        letters = letters.filter(status=status)
    return letters.order_by("-created_at", "-id")


def lint_reports_for_clients(clients: QuerySet[Client]) -> QuerySet[LintReport]:
    return LintReport.objects.filter(client__in=clients).select_related("client", "client__tenant", "run")


def questions_for_client(client: Client, *, status: str = "") -> QuerySet[Question]:
    questions = Question.objects.filter(client=client)
    if status:
        questions = questions.filter(status=status)
    return questions.order_by(
        Case(
            When(status=Question.Status.ASKED, then=Value(0)),
            When(status=Question.Status.QUEUED, then=Value(1)),
            default=Value(2),
            output_field=IntegerField(),
        ),
        "-created_at",
        "-id",
    )


def tenant_alerts_for_admin(user, *, status: str = "open") -> QuerySet[Alert]:
    """Alerts that belong to a tenant rather than a client (a webhook endpoint switched off): tenant
    admins see their tenant's, superusers every tenant's, coaches none."""
    from coda_console.selectors import membership_for_user

    alerts = Alert.objects.filter(client__isnull=True, status=status).order_by("-created_at", "-id")
    if user.is_superuser:
        return alerts
    membership = membership_for_user(user)
    if membership is None or not membership.is_admin:
        return Alert.objects.none()
    return alerts.filter(tenant=membership.tenant)
