"""Behavioural memory: facts consolidated from the event log's behavioural events (docs/memory.md).

Observations are not stored here: they are the `tool.success`, `tool.failure`, `entity.access` and
`query.pattern` events of `coda_console.Event`. This app keeps what is *derived* from them — facts with
confidence and decay, one checkpoint per client, a record of every consolidation run and of every fact
that was forgotten (and why).
"""

from django.db import models

from coda_console.models import Client

BEHAVIOURAL_KINDS = ("tool.success", "tool.failure", "entity.access", "query.pattern")


class Category(models.TextChoices):
    TOOL_AFFINITY = "tool_affinity", "Tool affinity"
    TOOL_AVOIDANCE = "tool_avoidance", "Tool avoidance"
    ENTITY_FREQUENCY = "entity_frequency", "Entity frequency"
    DOMAIN_PREFERENCE = "domain_preference", "Domain preference"
    FAILURE_PATTERN = "failure_pattern", "Failure pattern"


class Fact(models.Model):
    """One belief about how a client behaves, e.g. `tool_affinity:log_meal`, with a confidence 0–1.

    `last_decayed_at` is when confidence was last brought up to date (decayed or reinforced); the next
    consolidation decays by the days elapsed since then, so running twice a day never double-decays.
    """

    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="memory_facts")
    key = models.CharField(max_length=255)
    category = models.CharField(max_length=32, choices=Category.choices)
    subject = models.CharField(max_length=255)
    content = models.TextField()
    confidence = models.FloatField()
    reinforcement_count = models.PositiveIntegerField(default=1)
    ease_factor = models.FloatField(default=2.5)
    first_seen = models.DateTimeField()
    last_reinforced = models.DateTimeField()
    last_decayed_at = models.DateTimeField()
    metadata = models.JSONField(default=dict, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["client", "key"], name="memory_fact_key_unique")]
        indexes = [models.Index(fields=["client", "category"], name="memory_fact_client_cat")]

    def __str__(self) -> str:
        return f"{self.key} ({self.confidence:.2f})"

    @property
    def score(self) -> float:
        """Rank for the prompt: confidence × reinforcement count (docs/memory.md, "Reading memory")."""
        return self.confidence * self.reinforcement_count


class ConsolidationCheckpoint(models.Model):
    """How far consolidation has read a client's event log.

    `last_event_id` is our own monotonic `Event.id`: every event with a larger id is unread, whatever its
    `occurred_at`, so late-arriving events are never lost and two events at the same instant are never
    counted twice. `last_event_received_at` records when that event arrived (for people, not for logic).
    """

    client = models.OneToOneField(Client, on_delete=models.CASCADE, related_name="memory_checkpoint")
    last_event_id = models.BigIntegerField(default=0)
    last_event_received_at = models.DateTimeField(null=True, blank=True)
    consolidated_at = models.DateTimeField(null=True, blank=True)
    pruned_through_id = models.BigIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.client} @ event {self.last_event_id}"


class ConsolidationRun(models.Model):
    """One consolidation: what it read, what it changed, how long it took, what lint said, or its error."""

    class Status(models.TextChoices):
        OK = "ok", "OK"
        ERROR = "error", "Error"

    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="memory_runs")
    trigger = models.CharField(max_length=32, default="task")
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.OK)
    strategy = models.CharField(max_length=16, default="exponential")
    started_at = models.DateTimeField()
    finished_at = models.DateTimeField()
    duration_ms = models.PositiveIntegerField(default=0)
    first_event_id = models.BigIntegerField(null=True, blank=True)
    last_event_id = models.BigIntegerField(null=True, blank=True)
    observations_read = models.PositiveIntegerField(default=0)
    facts_created = models.PositiveIntegerField(default=0)
    facts_reinforced = models.PositiveIntegerField(default=0)
    facts_decayed = models.PositiveIntegerField(default=0)
    facts_deleted = models.PositiveIntegerField(default=0)
    events_pruned = models.PositiveIntegerField(default=0)
    warnings = models.JSONField(default=list, blank=True)
    error = models.TextField(blank=True, default="")

    class Meta:
        indexes = [models.Index(fields=["client", "finished_at"], name="memory_run_client_time")]

    def __str__(self) -> str:
        return f"{self.client} {self.status} @ {self.started_at:%Y-%m-%d %H:%M}"


class ForgottenFact(models.Model):
    """A fact that no longer exists, kept so people can see what was forgotten and why."""

    class Reason(models.TextChoices):
        USER_REQUEST = "user_request", "The user asked to forget it"
        ADMIN = "admin", "Deleted by an admin"
        DECAYED = "decayed", "Confidence decayed below 0.1"

    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="memory_forgotten")
    key = models.CharField(max_length=255)
    category = models.CharField(max_length=32, choices=Category.choices)
    content = models.TextField()
    confidence = models.FloatField()
    reinforcement_count = models.PositiveIntegerField()
    reason = models.CharField(max_length=16, choices=Reason.choices)
    note = models.CharField(max_length=500, blank=True, default="")
    forgotten_at = models.DateTimeField()

    class Meta:
        indexes = [models.Index(fields=["client", "forgotten_at"], name="memory_forgot_client_time")]

    def __str__(self) -> str:
        return f"{self.key} ({self.reason})"
