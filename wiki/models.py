"""The Wiki Brain's records: page pointers and versions, changesets, ingest runs, dead letters, alerts.

Page *content* lives in storage (wiki/tree/storage.py), one immutable blob per version; the database holds
pointers and metadata, plus a cache of each page's current text so reads and ingests never have to
fetch it back from storage. Storage is written first and the pointers committed after, so the database
never points at content that does not exist (an orphan blob after a failed commit is harmless).
"""

import datetime as dt

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.db.models.functions import Coalesce
from django.utils import timezone

from coda_console.models import Client, Event, Tenant


class Changeset(models.Model):
    """One mutation of a client's tree (all the versions it wrote share it).

    `params` holds what is needed to replay it (wiki_rebuild): the events of an ingest, the text a coach
    submitted, the action of an alert resolution. Changesets in id order are the tree's history.
    """

    class Kind(models.TextChoices):
        INIT = "init", "tree initialised"
        NIGHTLY = "nightly", "nightly ingest"
        INLINE = "inline", "inline ingest"
        COACH_EDIT = "coach_edit", "coach edit"
        RESOLVE = "resolve", "alert resolution"
        LINT = "lint", "weekly lint"
        SYSTEM = "system", "system"

    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="wiki_changesets")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    local_date = models.DateField()
    updated_by = models.CharField(max_length=160)
    reason = models.CharField(max_length=300, blank=True, default="")
    distiller = models.CharField(max_length=32, blank=True, default="")
    # The version of `distiller` that wrote it (None: no distiller); see docs/wiki.md "Distiller versions".
    distiller_version = models.PositiveIntegerField(null=True, blank=True)
    deterministic = models.BooleanField(default=True)
    params = models.JSONField(default=dict, blank=True)
    run = models.ForeignKey("IngestRun", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    alert = models.ForeignKey("Alert", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)

    # Not a column: the versions wiki.tree.commit.commit_plan just created, for callers that report them.
    written: "list[PageVersion]"

    class Meta:
        indexes = [models.Index(fields=["client", "id"], name="wiki_changeset_client_seq")]

    def __str__(self) -> str:
        return f"{self.kind} {self.local_date} ({self.updated_by})"


class WikiPage(models.Model):
    """A file of the client's tree (SCHEMA.md, index.md, log.md, raw/…, wiki/…) and its current version."""

    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="wiki_pages")
    path = models.CharField(max_length=300)
    current_version = models.ForeignKey(
        "PageVersion", on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    current_number = models.PositiveIntegerField(default=0)
    current_content = models.TextField(blank=True, default="")  # cache of the current version's text
    current_sha256 = models.CharField(max_length=64, blank=True, default="")
    summary = models.CharField(max_length=300, blank=True, default="")  # index.md one-liner
    updated_on = models.DateField(null=True, blank=True)  # client-local date of the last write
    updated_at = models.DateTimeField(null=True, blank=True)
    updated_by = models.CharField(max_length=160, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["client", "path"], name="wiki_page_path_unique")]
        ordering = ["path"]

    def __str__(self) -> str:
        return f"{self.client.external_id}:{self.path} v{self.current_number}"


class PageVersion(models.Model):
    """One immutable version of a file. Its bytes live in storage under `storage_key` (+ version id)."""

    page = models.ForeignKey(WikiPage, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    sha256 = models.CharField(max_length=64)
    size = models.PositiveIntegerField()
    line_count = models.PositiveIntegerField()
    updated_by = models.CharField(max_length=160)  # distiller | coach:<username> | system
    reason = models.CharField(max_length=300, blank=True, default="")
    summary = models.CharField(max_length=300, blank=True, default="")  # the index one-liner at this version
    parent = models.ForeignKey("self", on_delete=models.PROTECT, null=True, blank=True, related_name="+")
    changeset = models.ForeignKey(Changeset, on_delete=models.PROTECT, related_name="versions")
    storage_backend = models.CharField(max_length=16)
    storage_key = models.CharField(max_length=1024)
    storage_version_id = models.CharField(max_length=1024, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["page", "number"], name="wiki_version_number_unique")]
        ordering = ["page", "number"]

    def __str__(self) -> str:
        return f"{self.page.path} v{self.number}"


class IngestState(models.Model):
    """Per-client ingest bookkeeping and THE row every tree write locks (select_for_update).

    Watermark semantics: every coaching event with id ≤ `watermark_seq` has been folded by a nightly
    run; events with `watermark_seq` < id ≤ `folded_max_seq` that occurred before `folded_cutoff` were
    folded too (they sit above the watermark only because an event of a later local day was held back).
    """

    client = models.OneToOneField(Client, on_delete=models.CASCADE, related_name="wiki_state")
    watermark_seq = models.BigIntegerField(default=0)
    folded_max_seq = models.BigIntegerField(default=0)
    folded_cutoff = models.DateTimeField(null=True, blank=True)
    folded_through = models.DateField(null=True, blank=True)
    lock_count = models.BigIntegerField(default=0)  # bumped under the lock: takes SQLite's write lock
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"{self.client.external_id} @ {self.watermark_seq}"


class IngestRun(models.Model):
    """One scheduled or triggered run. Unique per client, kind, local date and slot: the exactly-once row.

    Nightly runs use slot "" (one per local date), inline runs the trigger event's id, lint runs
    (a later issue) slot "" with the Sunday's date (one per ISO week).
    """

    class Kind(models.TextChoices):
        NIGHTLY = "nightly"
        INLINE = "inline"
        LINT = "lint"

    class Status(models.TextChoices):
        PENDING = "pending"
        RUNNING = "running"
        DONE = "done"
        QUIET = "quiet"
        DEAD_LETTER = "dead_letter"

    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="wiki_runs")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    local_date = models.DateField()
    slot = models.CharField(max_length=64, blank=True, default="")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    distiller = models.CharField(max_length=32, blank=True, default="")
    attempts = models.PositiveSmallIntegerField(default=0)
    event_ids = models.JSONField(default=list, blank=True)  # Event.id values folded (for replay)
    seq_ceiling = models.BigIntegerField(default=0)  # max Event.id visible when the run read the log
    events_count = models.PositiveIntegerField(default=0)
    pages_read = models.PositiveIntegerField(default=0)
    pages_touched = models.JSONField(default=list, blank=True)
    contradictions = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["client", "kind", "local_date", "slot"], name="wiki_run_once_per_slot"
            )
        ]
        indexes = [models.Index(fields=["client", "kind", "status"], name="wiki_run_client_kind_status")]

    def __str__(self) -> str:
        return f"{self.kind} {self.local_date} {self.slot} ({self.status})"


class DeadLetter(models.Model):
    """A run whose proposals never passed the validator: kept with every violation, re-runnable."""

    class Status(models.TextChoices):
        OPEN = "open"
        RERUN_OK = "rerun_ok"
        DISCARDED = "discarded"

    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="wiki_dead_letters")
    run = models.ForeignKey(IngestRun, on_delete=models.CASCADE, related_name="dead_letters")
    distiller = models.CharField(max_length=32)
    attempts = models.PositiveSmallIntegerField()
    proposal = models.JSONField(default=dict, blank=True)  # the last proposal ({} if none came back)
    violations = models.JSONField(default=list, blank=True)  # one list of messages per attempt
    error = models.TextField(blank=True, default="")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    created_at = models.DateTimeField(default=timezone.now)
    resolved_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"dead letter {self.run} ({self.status})"


class QuarantinedEvent(models.Model):
    """An event a run left out because the text it brought kept failing the validator (a poison event):
    the rest of its day was folded without it. Kept with the reason, shown on the dead-letters page and
    in the inbox, re-playable after a fix (docs/wiki.md "Poison events")."""

    class Status(models.TextChoices):
        OPEN = "open"
        REPLAYED = "replayed"

    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="wiki_quarantine")
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="wiki_quarantine")
    run = models.ForeignKey(IngestRun, on_delete=models.CASCADE, related_name="quarantined")  # the latest
    reason = models.TextField()
    safety_fallback = models.BooleanField(default=False)  # a pain/injury report: code wrote a watch entry
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    replays = models.PositiveSmallIntegerField(default=0)
    replay_run = models.ForeignKey(
        IngestRun, null=True, blank=True, on_delete=models.SET_NULL, related_name="replayed_quarantine"
    )
    created_at = models.DateTimeField(default=timezone.now)
    resolved_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["client", "event"], name="wiki_quarantine_once")]

    def __str__(self) -> str:
        return f"quarantined {self.event_id} ({self.status})"


class AlertQuerySet(models.QuerySet):
    def in_coach_order(self) -> "AlertQuerySet":
        """The one order of every list of alerts (docs/wiki.md "Alerts"): (1) safety for a new pain or
        injury, or an escalation; (2) contradictions; (3) watch-level safety roll-ups (recurrences
        folded into an open alert); (4) coach-block tension; (5) pipeline failures — newest evidence
        first within each."""
        rank = models.Case(
            models.When(kind="safety", payload__rollup=True, then=models.Value(3)),
            models.When(kind="safety", then=models.Value(1)),
            models.When(kind="wiki_contradiction", then=models.Value(2)),
            models.When(kind="coach_block_tension", then=models.Value(4)),
            models.When(kind="pipeline_failure", then=models.Value(5)),
            default=models.Value(6),
            output_field=models.IntegerField(),
        )
        shown = Coalesce("evidence_at", "created_at")
        return self.annotate(order_rank=rank, shown_at=shown).order_by("order_rank", "-shown_at", "-id")


class Alert(models.Model):
    """Something a person must look at. Most belong to a client; a few (a webhook endpoint switched off)
    belong to the tenant as a whole: then `client` is empty, `tenant` is set, and only tenant admins
    see them (docs/webhooks.md "When an endpoint keeps failing")."""

    class Kind(models.TextChoices):
        WIKI_CONTRADICTION = "wiki_contradiction"
        COACH_BLOCK_TENSION = "coach_block_tension"
        PIPELINE_FAILURE = "pipeline_failure"
        SAFETY = "safety"
        WEBHOOK_DISABLED = "webhook_disabled"
        LINT_SUGGESTION = "lint_suggestion"  # the weekly LLM lint pass (docs/anthropic.md)

    class Severity(models.TextChoices):
        LOW = "low"
        MEDIUM = "medium"
        HIGH = "high"

    class Status(models.TextChoices):
        OPEN = "open"
        RESOLVED = "resolved"

    client = models.ForeignKey(
        Client, on_delete=models.CASCADE, null=True, blank=True, related_name="wiki_alerts"
    )
    tenant = models.ForeignKey(  # tenant-level alerts only; a client's alert reaches its tenant via client
        Tenant, on_delete=models.CASCADE, null=True, blank=True, related_name="tenant_alerts"
    )
    kind = models.CharField(max_length=32, choices=Kind.choices)
    severity = models.CharField(max_length=8, choices=Severity.choices, default=Severity.LOW)
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.OPEN)
    page = models.CharField(max_length=300, blank=True, default="")
    message = models.TextField(blank=True, default="")
    payload = models.JSONField(default=dict, blank=True)  # old_claim, new_claim, evidence (event ids)…
    run = models.ForeignKey(IngestRun, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    dead_letter = models.ForeignKey(
        DeadLetter, on_delete=models.SET_NULL, null=True, blank=True, related_name="alerts"
    )
    quarantined = models.ForeignKey(
        QuarantinedEvent, on_delete=models.SET_NULL, null=True, blank=True, related_name="alerts"
    )
    created_by = models.CharField(max_length=160, default="system")
    created_at = models.DateTimeField(default=timezone.now)
    # When the evidence happened (the latest cited event), which is what a card shows — not when the
    # row was made; a folded recurrence moves it forward.
    evidence_at = models.DateTimeField(null=True, blank=True)
    resolved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    resolved_at = models.DateTimeField(null=True, blank=True)
    resolution = models.CharField(max_length=16, blank=True, default="")
    resolution_text = models.TextField(blank=True, default="")

    objects = AlertQuerySet.as_manager()

    class Meta:
        indexes = [models.Index(fields=["client", "status", "created_at"], name="wiki_alert_client_status")]
        constraints = [
            models.CheckConstraint(
                condition=Q(status="open") | Q(resolved_at__isnull=False), name="wiki_alert_resolved_has_time"
            ),
            models.CheckConstraint(
                condition=Q(client__isnull=False, tenant__isnull=True)
                | Q(client__isnull=True, tenant__isnull=False),
                name="wiki_alert_client_or_tenant",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.page} ({self.status})"

    @property
    def shown_time(self) -> dt.datetime:
        """What a card shows: when the evidence happened, else when the row was made."""
        return self.evidence_at or self.created_at

    @property
    def owning_client(self) -> Client:
        """The client of a client alert. Code that handles client alerts only (cards, resolution,
        roll-ups) reads this; reaching it with a tenant-level alert is a bug, not a user error."""
        if self.client is None:
            raise ValueError(f"alert {self.pk} ({self.kind}) belongs to a tenant, not a client")
        return self.client

    @property
    def owning_tenant(self) -> Tenant:
        """Every alert's tenant: its client's, or its own for a tenant-level alert (a database
        constraint guarantees exactly one of the two is set)."""
        if self.client is not None:
            return self.client.tenant
        if self.tenant is None:
            raise ValueError(f"alert {self.pk} has neither a client nor a tenant")
        return self.tenant


class LintReport(models.Model):
    """One weekly health check of a client's wiki: every finding, by check (docs/wiki.md, "Weekly lint")."""

    class LlmStatus(models.TextChoices):
        PENDING = "pending"  # waiting for its Message Batch
        DONE = "done"
        FAILED = "failed"

    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="wiki_lint_reports")
    run = models.OneToOneField(
        IngestRun, on_delete=models.SET_NULL, null=True, blank=True, related_name="lint_report"
    )
    local_date = models.DateField()
    iso_week = models.CharField(max_length=8)  # "2026-W33"
    findings = models.JSONField(default=list)  # [{"check", "severity", "page", "message", "key", "detail"}]
    counts = models.JSONField(default=dict)  # check → number of findings
    retired_claims = models.PositiveIntegerField(default=0)
    questions_queued = models.PositiveIntegerField(default=0)
    # The weekly LLM lint pass (docs/anthropic.md "Weekly LLM lint pass"): "" when it did not run.
    llm_status = models.CharField(max_length=8, choices=LlmStatus.choices, blank=True, default="")
    llm_error = models.TextField(blank=True, default="")
    llm_findings = models.JSONField(default=list, blank=True)  # each suggestion, escaped, with its outcome
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["client", "created_at"], name="wiki_lint_client_time")]

    def __str__(self) -> str:
        return f"lint {self.client_id} {self.iso_week}"


class Question(models.Model):
    """A gap the lint found, asked to the client at a natural moment, at most one a local day."""

    class Status(models.TextChoices):
        QUEUED = "queued"
        ASKED = "asked"
        ANSWERED = "answered"

    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="wiki_questions")
    text = models.TextField()
    options = models.JSONField(default=list)
    page = models.CharField(max_length=300)  # the page the answer lands on
    finding = models.CharField(max_length=200)  # "<check>:<key>": one open question per gap
    area = models.CharField(max_length=100, blank=True, default="")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    report = models.ForeignKey(
        LintReport, on_delete=models.SET_NULL, null=True, blank=True, related_name="questions"
    )
    created_at = models.DateTimeField(default=timezone.now)
    asked_at = models.DateTimeField(null=True, blank=True)
    asked_on = models.DateField(null=True, blank=True)  # client-local date it was asked
    moment = models.CharField(max_length=40, blank=True, default="")
    answered_at = models.DateTimeField(null=True, blank=True)
    answer = models.TextField(blank=True, default="")
    answer_event_id = models.CharField(max_length=128, blank=True, default="")

    class Meta:
        indexes = [models.Index(fields=["client", "status", "created_at"], name="wiki_question_queue")]
        constraints = [
            models.UniqueConstraint(
                fields=["client", "finding"],
                condition=~Q(status="answered"),
                name="wiki_question_one_open_per_finding",
            ),
            # At most one question asked per client per local day, even with two requests racing.
            models.UniqueConstraint(fields=["client", "asked_on"], name="wiki_question_one_a_day"),
        ]

    def __str__(self) -> str:
        return f"question {self.pk} ({self.status})"


class ClientSeen(models.Model):
    """When a coach last marked a client's changes as seen: Today shows what changed after it."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="wiki_seen")
    seen_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "client"], name="wiki_seen_once_per_coach")]

    def __str__(self) -> str:
        return f"{self.user_id} saw {self.client_id} at {self.seen_at:%Y-%m-%d %H:%M}"


# The LLM path's models live with their code; importing them here registers them with the app.
from wiki.llm.models import LlmBatch, LlmBatchRequest, LlmCall  # noqa: E402, F401
