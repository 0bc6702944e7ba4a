"""The LLM path's records (docs/anthropic.md): Message Batches, their requests, and every billed call.

They belong to the `wiki` app (app label and tables unchanged); `wiki/models.py` imports this module so
Django registers them with the rest of the wiki's models.
"""

from django.db import models
from django.db.models import Q
from django.utils import timezone

from coda_console.models import Client


class LlmBatch(models.Model):
    """One Message Batch: the nightly requests of one dispatcher tick, one request per due client.

    `status` follows the API (`in_progress`, `canceling`, `ended`) until the poller has applied every
    result (`collected`) or given up on the batch (`failed`: no results, or not ended in time — its
    requests then fell back to direct calls). Token totals are summed from its LlmCall rows.
    """

    class Status(models.TextChoices):
        IN_PROGRESS = "in_progress"
        CANCELING = "canceling"
        ENDED = "ended"
        COLLECTED = "collected"
        FAILED = "failed"

    OPEN = (Status.IN_PROGRESS, Status.CANCELING, Status.ENDED)

    batch_id = models.CharField(max_length=200, unique=True)  # the API's id (msgbatch_…)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.IN_PROGRESS)
    model = models.CharField(max_length=100)
    request_count = models.PositiveIntegerField(default=0)
    processing_count = models.PositiveIntegerField(default=0)
    succeeded_count = models.PositiveIntegerField(default=0)
    errored_count = models.PositiveIntegerField(default=0)
    canceled_count = models.PositiveIntegerField(default=0)
    expired_count = models.PositiveIntegerField(default=0)
    submitted_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField(null=True, blank=True)
    ended_at = models.DateTimeField(null=True, blank=True)
    collected_at = models.DateTimeField(null=True, blank=True)
    last_polled_at = models.DateTimeField(null=True, blank=True)
    input_tokens = models.BigIntegerField(default=0)
    output_tokens = models.BigIntegerField(default=0)
    cache_read_tokens = models.BigIntegerField(default=0)
    cache_write_tokens = models.BigIntegerField(default=0)
    cost = models.DecimalField(max_digits=14, decimal_places=6, default=0)
    error = models.TextField(blank=True, default="")

    class Meta:
        indexes = [models.Index(fields=["status", "submitted_at"], name="wiki_llmbatch_status")]

    def __str__(self) -> str:
        return f"{self.batch_id} ({self.status}, {self.request_count} requests)"


class LlmBatchRequest(models.Model):
    """One request of a batch: which run it distils, and a digest of the task it was built from.

    The collected answer is used only if the run's task, rebuilt at collection time, has the same
    digest (the tree did not move in between); otherwise the run distils directly.
    """

    class Status(models.TextChoices):
        PENDING = "pending"  # waiting for the batch
        APPLIED = "applied"  # its result went through the pipeline (run done, quiet or dead-lettered)
        FALLBACK = "fallback"  # no usable result (errored/canceled/expired/missing): distilled directly
        SKIPPED = "skipped"  # the run had already finished: nothing to do
        ERROR = "error"  # applying it crashed; the run stays pending and is batched again

    batch = models.ForeignKey(LlmBatch, on_delete=models.CASCADE, related_name="requests")
    custom_id = models.CharField(max_length=64)
    client = models.ForeignKey(Client, on_delete=models.CASCADE, related_name="+")
    run = models.ForeignKey("wiki.IngestRun", on_delete=models.CASCADE, related_name="llm_batch_requests")
    local_date = models.DateField()
    task_sha256 = models.CharField(max_length=64)
    # The pages beyond the map the submitted task held (extractor and chooser, docs/anthropic.md "Pages
    # beyond the map"): applying the answer, or falling back, rebuilds exactly that task — the chooser
    # is asked once per request. None (requests submitted before it was recorded): the extractor's.
    extra_pages = models.JSONField(null=True, blank=True, default=None)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    result_type = models.CharField(max_length=16, blank=True, default="")  # succeeded|errored|…|missing
    answer_used = models.BooleanField(default=False)  # the batch answer was the run's first attempt
    error = models.TextField(blank=True, default="")
    applied_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["batch", "custom_id"], name="wiki_llmbatchrequest_custom_id")
        ]
        indexes = [models.Index(fields=["run", "status"], name="wiki_llmbatchreq_run")]

    def __str__(self) -> str:
        return f"{self.custom_id} ({self.status})"


class LlmCall(models.Model):
    """One billed model call: tokens by kind and what they cost (prices per model in settings)."""

    class Kind(models.TextChoices):
        INLINE = "inline"  # inline mini-ingest, direct Messages API call
        NIGHTLY = "nightly"  # nightly run distilled directly (direct mode, or a batch fallback)
        BATCH = "batch"  # one result of a Message Batch (batch price)
        CHOOSER = "chooser"  # free-chat page chooser
        CHECK = "check"  # manage.py llm_check
        LINT = "lint"  # the weekly LLM lint pass (wiki/llm/lint_pass.py)

    client = models.ForeignKey(Client, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    run = models.ForeignKey(
        "wiki.IngestRun", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    batch = models.ForeignKey(
        LlmBatch, on_delete=models.SET_NULL, null=True, blank=True, related_name="calls"
    )
    custom_id = models.CharField(max_length=64, blank=True, default="")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    model = models.CharField(max_length=100)
    stop_reason = models.CharField(max_length=40, blank=True, default="")
    input_tokens = models.PositiveIntegerField(default=0)  # uncached input
    output_tokens = models.PositiveIntegerField(default=0)
    cache_read_tokens = models.PositiveIntegerField(default=0)
    cache_write_tokens = models.PositiveIntegerField(default=0)
    cost = models.DecimalField(max_digits=12, decimal_places=6, default=0)  # USD
    priced = models.BooleanField(default=True)  # False: the model has no price in settings (cost 0)
    local_date = models.DateField()  # the client's local date of the call (UTC date without a client)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["local_date", "client"], name="wiki_llmcall_day_client")]
        constraints = [
            # A batch result is billed once, however often it is applied.
            models.UniqueConstraint(
                fields=["batch", "custom_id"],
                condition=Q(batch__isnull=False),
                name="wiki_llmcall_batch_once",
            )
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.model} {self.cost}"
