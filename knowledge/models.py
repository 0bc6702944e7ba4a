"""Domain knowledge: records (atomic, dated, never edited), typed edges, acknowledgements, imports, lint.

A record is written once. Replacing what it says means writing a new record that supersedes it; the
only columns that ever change after the insert are bookkeeping: `status` (+ its timestamps/reason)
and `head` (the newest record of the record's supersession chain, so a chain is one indexed lookup).
"""

from django.db import models
from django.db.models import F, Q

from coda_console.models import Tenant


class Authority(models.TextChoices):
    """Who vouches for a record, highest first. A lower authority can never supersede a higher one."""

    COACH = "coach", "coach"
    SOURCE = "source", "source document"
    AGENT = "agent", "agent"
    LLM = "llm", "LLM"


AUTHORITY_RANK = {Authority.COACH: 4, Authority.SOURCE: 3, Authority.AGENT: 2, Authority.LLM: 1}


class Status(models.TextChoices):
    LIVE = "live"
    SUPERSEDED = "superseded"
    RETRACTED = "retracted"


class EdgeType(models.TextChoices):
    SUPERSEDES = "supersedes"
    CAUSED_BY = "caused_by"
    CONTRADICTS = "contradicts"
    EXPLAINS = "explains"
    PRECEDES = "precedes"
    PART_OF = "part_of"


class Domain(models.Model):
    """A body of knowledge of one tenant (e.g. `coaching`). Record ids are `<slug>-<number>`."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="knowledge_domains")
    slug = models.SlugField(max_length=40)
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True, default="")
    # The domain the context builder reads when a caller names none (one per tenant).
    is_default = models.BooleanField(default=False)
    # Allocates record numbers; only ever changed under select_for_update of this row.
    next_number = models.PositiveIntegerField(default=1)
    # Bumped by every write, so a stored lint report knows whether it is still current.
    revision = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["tenant", "slug"], name="knowledge_domain_slug_unique"),
            models.UniqueConstraint(
                fields=["tenant"], condition=Q(is_default=True), name="knowledge_one_default_domain"
            ),
        ]

    def __str__(self) -> str:
        return self.slug


class Record(models.Model):
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    domain = models.ForeignKey(Domain, on_delete=models.CASCADE, related_name="records")
    number = models.PositiveIntegerField()
    ref = models.CharField(max_length=64, help_text="The citeable id, e.g. coaching-0042.")
    key = models.CharField(max_length=120, help_text="Normalised topic, e.g. wrist-friendly-pressing.")
    title = models.CharField(max_length=300)
    body = models.TextField(blank=True, default="")
    provenance_source = models.CharField(max_length=200)
    provenance_locator = models.CharField(max_length=200, blank=True, default="")
    authority = models.CharField(max_length=10, choices=Authority.choices)
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.LIVE)
    expects = models.PositiveIntegerField(null=True, blank=True, help_text="How many parts it should have.")
    # The newest record of this record's chain (itself while it is the head).
    head = models.ForeignKey("self", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    created_by = models.CharField(max_length=150)
    created_at = models.DateTimeField()
    superseded_at = models.DateTimeField(null=True, blank=True)
    retracted_at = models.DateTimeField(null=True, blank=True)
    retracted_by = models.CharField(max_length=150, blank=True, default="")
    retraction_reason = models.TextField(blank=True, default="")
    # sha256 of an imported entry: re-importing the same entry is recognised and skipped.
    source_fingerprint = models.CharField(max_length=64, blank=True, default="")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["tenant", "ref"], name="knowledge_record_ref_unique"),
            models.UniqueConstraint(fields=["domain", "number"], name="knowledge_record_number_unique"),
            models.CheckConstraint(
                condition=Q(expects__isnull=True) | Q(expects__gte=1), name="knowledge_expects_positive"
            ),
        ]
        indexes = [
            models.Index(fields=["domain", "status", "key"], name="knowledge_rec_domain_status"),
            models.Index(fields=["domain", "source_fingerprint"], name="knowledge_rec_fingerprint"),
            models.Index(fields=["head"], name="knowledge_rec_head"),
        ]

    def __str__(self) -> str:
        return f"{self.ref} {self.title}"

    @property
    def authority_rank(self) -> int:
        return AUTHORITY_RANK[Authority(self.authority)]


class Edge(models.Model):
    """A typed link `source —type→ target`, e.g. `coaching-0412 supersedes coaching-0288`."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    source = models.ForeignKey(Record, on_delete=models.CASCADE, related_name="out_edges")
    target = models.ForeignKey(Record, on_delete=models.CASCADE, related_name="in_edges")
    type = models.CharField(max_length=12, choices=EdgeType.choices)
    note = models.TextField(blank=True, default="")
    created_by = models.CharField(max_length=150)
    created_at = models.DateTimeField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["source", "target", "type"], name="knowledge_edge_unique"),
            models.CheckConstraint(condition=~Q(source=F("target")), name="knowledge_edge_no_self"),
        ]
        indexes = [models.Index(fields=["type", "target"], name="knowledge_edge_type_target")]

    def __str__(self) -> str:
        return f"{self.source_id} {self.type} {self.target_id}"


class Distinction(models.Model):
    """The writer of `record` looked at `other` (a near-duplicate) and declared it a different fact."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    record = models.ForeignKey(Record, on_delete=models.CASCADE, related_name="distinctions")
    other = models.ForeignKey(Record, on_delete=models.CASCADE, related_name="+")
    note = models.TextField(blank=True, default="")
    created_by = models.CharField(max_length=150)
    created_at = models.DateTimeField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["record", "other"], name="knowledge_distinction_unique"),
            models.CheckConstraint(condition=~Q(record=F("other")), name="knowledge_distinction_no_self"),
        ]

    def __str__(self) -> str:
        return f"{self.record_id} distinct from {self.other_id}"


class ImportRun(models.Model):
    """One `knowledge_import` of a source file; the lint compares heads against the newest run."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    domain = models.ForeignKey(Domain, on_delete=models.CASCADE, related_name="imports")
    source_name = models.CharField(max_length=200)
    source_version = models.CharField(max_length=100, blank=True, default="")
    file_name = models.CharField(max_length=255)
    file_sha256 = models.CharField(max_length=64)
    keys = models.JSONField(default=list, help_text="Every entry key the file held.")
    created = models.PositiveIntegerField(default=0)
    superseded = models.PositiveIntegerField(default=0)
    contradicted = models.PositiveIntegerField(default=0)
    unchanged = models.PositiveIntegerField(default=0)
    edges_created = models.PositiveIntegerField(default=0)
    created_by = models.CharField(max_length=150)
    created_at = models.DateTimeField()

    class Meta:
        indexes = [models.Index(fields=["domain", "source_name", "created_at"], name="knowledge_import_src")]

    def __str__(self) -> str:
        return f"{self.source_name} → {self.domain_id} @ {self.created_at:%Y-%m-%d %H:%M}"


class LintReport(models.Model):
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    domain = models.ForeignKey(Domain, on_delete=models.CASCADE, related_name="lint_reports")
    domain_revision = models.PositiveIntegerField()
    live_heads = models.PositiveIntegerField(default=0)
    warnings = models.JSONField(default=list, help_text='[{"rule", "message", "ids": [...]}]')
    counts = models.JSONField(default=dict, help_text="Warnings per rule.")
    created_at = models.DateTimeField()

    class Meta:
        indexes = [models.Index(fields=["domain", "created_at"], name="knowledge_lint_domain_time")]

    def __str__(self) -> str:
        return f"lint {self.domain_id} r{self.domain_revision}: {len(self.warnings)} warnings"


class RecordEmbedding(models.Model):
    """A record's text as a vector (coda_console.ranking), derived like the search index: written with
    the record, rewritten by `manage.py knowledge_reembed` when the model changes. `model` names the
    model and package version; vectors of another model are never compared (docs/knowledge.md)."""

    record = models.OneToOneField(
        Record, on_delete=models.CASCADE, primary_key=True, related_name="embedding"
    )
    domain = models.ForeignKey(Domain, on_delete=models.CASCADE, related_name="+")
    model = models.CharField(max_length=80)
    vector = models.BinaryField(help_text="float32 little-endian, unit length")

    class Meta:
        indexes = [models.Index(fields=["domain", "model"], name="knowledge_emb_domain_model")]

    def __str__(self) -> str:
        return f"{self.record_id} @ {self.model}"
