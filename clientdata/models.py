"""Erasure ledger and per-tenant retention (docs/data.md).

`Erasure` rows are the ledger: they name the client only by a keyed HMAC of her external id, never by
anything readable, and they are what makes an erasure resumable (status `in_progress` is the marker).
The same rows are appended to the ledger file (ERASURE_LEDGER_PATH), which lives outside the database
so that a restore of an older backup can be erased again (docs/reliability.md, "Erasure and backups").
"""

from django.db import models

from coda_console.models import Tenant


class Erasure(models.Model):
    class Status(models.TextChoices):
        IN_PROGRESS = "in_progress"
        DONE = "done"

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    subject = models.CharField(max_length=64, db_index=True)  # HMAC(tenant slug, external id)
    client_pk = models.BigIntegerField()  # the row being erased (a number, not personal data)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.IN_PROGRESS)
    reason = models.TextField(blank=True, default="")
    requested_by = models.CharField(max_length=200, blank=True, default="")
    counts = models.JSONField(default=dict, blank=True)
    report = models.JSONField(default=dict, blank=True)  # knowledge records left for review, etc.
    # What the remaining steps need (her id, name, storage prefix) while in progress; emptied when done.
    pending = models.JSONField(default=dict, blank=True)
    started_at = models.DateTimeField()
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["tenant", "status"], name="clientdata_erasure_status")]

    def __str__(self) -> str:
        return f"erasure {self.subject[:12]}… ({self.status})"


class RetentionPolicy(models.Model):
    """How long a tenant keeps chat text. `chat_text_days` None = forever (the default)."""

    tenant = models.OneToOneField(Tenant, on_delete=models.CASCADE, related_name="retention_policy")
    chat_text_days = models.PositiveIntegerField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"{self.tenant}: {self.chat_text_days or 'forever'}"
