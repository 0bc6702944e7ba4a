"""Output serializers shared by the knowledge API views (inputs live on each view in api.py)."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from coda_console.api import ErrorSerializer
from knowledge.models import Domain, LintReport, Record
from knowledge.selectors import ChainEntry, Hit, Neighbour, Parts

ERRORS = {code: ErrorSerializer for code in (400, 401, 403, 404, 409, 429, 503)}


class DomainOutput(serializers.ModelSerializer):
    live_records = serializers.SerializerMethodField()

    class Meta:
        model = Domain
        fields = ["slug", "name", "description", "is_default", "live_records", "created_at"]

    def get_live_records(self, domain: Domain) -> int:
        counts = self.context.get("live_counts")
        if counts is not None:
            return counts.get(domain.pk, 0)
        return domain.records.filter(status="live").count()


class ProvenanceOutput(serializers.Serializer):
    source = serializers.CharField()
    locator = serializers.CharField()


class NeighbourOutput(serializers.Serializer):
    type = serializers.CharField()
    direction = serializers.ChoiceField(
        choices=["out", "in"], help_text="out: this —type→ id; in: id —type→ this"
    )
    id = serializers.CharField()
    title = serializers.CharField()
    status = serializers.CharField()
    label = serializers.CharField(help_text="How the link reads from this record, e.g. 'Part of', 'Parts'.")
    via = serializers.CharField(
        help_text="The older record of that chain the edge was written against, or ''."
    )
    note = serializers.CharField()

    def to_representation(self, neighbour: Neighbour) -> dict:
        return {name: getattr(neighbour, name) for name in self.fields}


class PartsOutput(serializers.Serializer):
    expected = serializers.IntegerField()
    recorded = serializers.IntegerField()
    label = serializers.CharField(help_text="e.g. '2 of 5 parts recorded'")

    def to_representation(self, parts: Parts) -> dict:
        return {"expected": parts.expected, "recorded": parts.recorded, "label": parts.label}


class RecordOutput(serializers.ModelSerializer):
    id = serializers.CharField(source="ref")
    domain = serializers.CharField(source="domain.slug")
    provenance = serializers.SerializerMethodField()
    head = serializers.SerializerMethodField()

    class Meta:
        model = Record
        fields = [
            "id", "domain", "key", "title", "body", "provenance", "authority", "status", "expects", "head",
            "created_by", "created_at", "superseded_at", "retracted_at", "retraction_reason",
        ]  # fmt: skip

    @extend_schema_field(ProvenanceOutput)
    def get_provenance(self, record: Record) -> dict:
        return {"source": record.provenance_source, "locator": record.provenance_locator}

    def get_head(self, record: Record) -> str:
        """The id of the chain's newest record (itself when it is the head)."""
        return record.head.ref if record.head_id and record.head else record.ref


class HitOutput(RecordOutput):
    """A hit is the record's own fields, flat, plus its score, neighbours and parts (as rendered below;
    declared the same way so the OpenAPI schema matches the response)."""

    score = serializers.FloatField()
    neighbours = NeighbourOutput(many=True)
    parts = PartsOutput(allow_null=True)

    class Meta(RecordOutput.Meta):
        fields = [*RecordOutput.Meta.fields, "score", "neighbours", "parts"]

    def to_representation(self, hit: Hit) -> dict:
        return {
            **RecordOutput(hit.record).data,
            "score": hit.score,
            "neighbours": NeighbourOutput(hit.neighbours, many=True).data,
            "parts": PartsOutput(hit.parts).data if hit.parts else None,
        }


class ChainEntryOutput(serializers.Serializer):
    id = serializers.CharField()
    title = serializers.CharField()
    status = serializers.CharField()
    authority = serializers.CharField()
    provenance = ProvenanceOutput()
    created_at = serializers.DateTimeField()
    superseded_at = serializers.DateTimeField(allow_null=True)
    replaced_by = serializers.CharField(allow_null=True)
    why = serializers.CharField(help_text="The note of the supersession.")
    caused_by = serializers.ListField(child=serializers.CharField())

    def to_representation(self, entry: ChainEntry) -> dict:
        record = entry.record
        when = serializers.DateTimeField()
        return {
            "id": record.ref,
            "title": record.title,
            "status": record.status,
            "authority": record.authority,
            "provenance": {"source": record.provenance_source, "locator": record.provenance_locator},
            "created_at": when.to_representation(record.created_at),
            "superseded_at": when.to_representation(record.superseded_at) if record.superseded_at else None,
            "replaced_by": entry.replaced_by.ref if entry.replaced_by else None,
            "why": entry.why,
            "caused_by": [cause.ref for cause in entry.caused_by],
        }


class RecordDetailOutput(serializers.Serializer):
    record = RecordOutput()
    neighbours = NeighbourOutput(many=True)
    parts = PartsOutput(allow_null=True)
    chain = ChainEntryOutput(many=True, help_text="The supersession chain, head first.")
    distinct_from = serializers.ListField(child=serializers.CharField())


class EdgeOutput(serializers.Serializer):
    # `from` is a keyword: declared through the fields dict below.
    to = serializers.CharField()
    type = serializers.CharField()
    note = serializers.CharField()
    created_by = serializers.CharField()
    created_at = serializers.DateTimeField()

    def get_fields(self) -> dict:
        return {"from": serializers.CharField(), **super().get_fields()}

    def to_representation(self, edge) -> dict:
        return {
            "from": edge.source.ref,
            "to": edge.target.ref,
            "type": edge.type,
            "note": edge.note,
            "created_by": edge.created_by,
            "created_at": serializers.DateTimeField().to_representation(edge.created_at),
        }


class WarningOutput(serializers.Serializer):
    rule = serializers.CharField()
    message = serializers.CharField()
    ids = serializers.ListField(child=serializers.CharField())


class LintReportOutput(serializers.ModelSerializer):
    domain = serializers.CharField(source="domain.slug")
    current = serializers.SerializerMethodField()
    warnings = WarningOutput(many=True)
    counts = serializers.DictField(child=serializers.IntegerField())

    class Meta:
        model = LintReport
        fields = [
            "id",
            "domain",
            "domain_revision",
            "current",
            "live_heads",
            "created_at",
            "counts",
            "warnings",
        ]

    def get_current(self, report: LintReport) -> bool:
        """False while a newer lint of a large domain runs in the background."""
        return (
            report.domain_revision
            == Domain.objects.filter(pk=report.domain_id).values_list("revision", flat=True).first()
        )
