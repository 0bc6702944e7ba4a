"""Bot API for domain knowledge. One APIView per endpoint; every lookup is scoped by the key's tenant,
so another tenant's domain or record is a 404 indistinguishable from a missing one."""

from django.conf import settings
from django.db.models import Count, Q
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from coda_console.auth import bot_key
from coda_console.errors import ApiError
from coda_console.plaintext import MAX_DB_INT
from knowledge import batch, batch_input, inputs, selectors, services
from knowledge.api_serializers import (
    ERRORS,
    ChainEntryOutput,
    DomainOutput,
    EdgeOutput,
    HitOutput,
    LintReportOutput,
    NeighbourOutput,
    PartsOutput,
    RecordDetailOutput,
    RecordOutput,
)
from knowledge.models import Authority, Domain, EdgeType, Record, Status
from knowledge.prompt import build_prompt_section
from knowledge.rules import LINK_TYPES
from knowledge.services import actor_label


def _domain(request: Request, slug: str) -> Domain:
    return selectors.domain_for_tenant(bot_key(request).tenant, slug=slug)


def _actor(request: Request) -> dict:
    return {"actor_key": bot_key(request)}


def record_detail_data(record: Record) -> dict:
    neighbours = selectors.neighbours_for([record]).get(record.head_id or record.pk, [])
    parts = selectors.parts_of(record, neighbours)
    distinct = [
        d.other.ref if d.record_id == record.pk else d.record.ref for d in selectors.distinctions_for(record)
    ]
    return {
        "record": RecordOutput(record).data,
        "neighbours": NeighbourOutput(neighbours, many=True).data,
        "parts": PartsOutput(parts).data if parts else None,
        "chain": ChainEntryOutput(selectors.chain(record), many=True).data,
        "distinct_from": distinct,
    }


class DomainsApi(APIView):
    class KnowledgeDomainCreateInput(serializers.Serializer):
        slug = serializers.SlugField(max_length=40)
        name = serializers.CharField(max_length=200)
        description = serializers.CharField(required=False, allow_blank=True, default="")
        is_default = serializers.BooleanField(
            required=False, allow_null=True, default=None, help_text="Default: true for the first domain."
        )

    @extend_schema(operation_id="knowledge_domains_list", responses={200: DomainOutput(many=True), **ERRORS})
    def get(self, request: Request) -> Response:
        domains = selectors.domains_for_tenant(bot_key(request).tenant).annotate(
            live=Count("records", filter=Q(records__status=Status.LIVE))
        )
        counts = {domain.pk: domain.live for domain in domains}
        return Response(DomainOutput(domains, many=True, context={"live_counts": counts}).data)

    @extend_schema(
        operation_id="knowledge_domains_create",
        request=KnowledgeDomainCreateInput,
        responses={201: DomainOutput, **ERRORS},
    )
    def post(self, request: Request) -> Response:
        data = self.KnowledgeDomainCreateInput(data=request.data)
        data.is_valid(raise_exception=True)
        tenant = bot_key(request).tenant
        domain = services.domain_create(tenant=tenant, **data.validated_data, **_actor(request))
        return Response(DomainOutput(domain).data, status=status.HTTP_201_CREATED)


class KnowledgeProvenanceInput(serializers.Serializer):
    source = serializers.CharField(max_length=200, help_text="Where it comes from, e.g. 'NSCA Essentials'.")  # type: ignore[assignment]  # named like a Field attribute
    locator = serializers.CharField(
        max_length=200, required=False, allow_blank=True, default="", help_text="e.g. 'ch. 15, p. 352'"
    )


class KnowledgeRecordEdgeInput(serializers.Serializer):
    type = serializers.ChoiceField(choices=sorted(LINK_TYPES))
    to = serializers.CharField(max_length=64, help_text="A record id of your tenant.")
    note = serializers.CharField(required=False, allow_blank=True, default="")


class RecordsApi(APIView):
    class KnowledgeRecordListQuery(serializers.Serializer):
        status = serializers.ChoiceField(choices=[*Status.values, "all"], default=Status.LIVE)
        key = serializers.CharField(required=False, max_length=120)
        cursor = serializers.IntegerField(required=False, min_value=0, max_value=MAX_DB_INT, default=0)
        limit = serializers.IntegerField(required=False, min_value=1, max_value=200, default=50)

    class KnowledgeRecordListOutput(serializers.Serializer):
        records = RecordOutput(many=True)
        next_cursor = serializers.IntegerField(allow_null=True)

    class KnowledgeRecordCreateInput(serializers.Serializer):
        title = serializers.CharField(max_length=300)
        key = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")
        body = serializers.CharField(max_length=50_000, required=False, allow_blank=True, default="")
        provenance = KnowledgeProvenanceInput()
        authority = serializers.ChoiceField(choices=Authority.values, default=Authority.AGENT)
        expects = serializers.IntegerField(
            required=False, allow_null=True, min_value=1, max_value=10_000, default=None
        )
        supersedes = serializers.ListField(
            child=serializers.CharField(max_length=64), required=False, default=list
        )
        distinct_from = serializers.ListField(
            child=serializers.CharField(max_length=64), required=False, default=list
        )
        contradicts = serializers.ListField(
            child=serializers.CharField(max_length=64), required=False, default=list
        )
        caused_by = serializers.ListField(
            child=serializers.CharField(max_length=64), required=False, default=list
        )
        edges = KnowledgeRecordEdgeInput(many=True, required=False, default=list)
        note = serializers.CharField(
            required=False, allow_blank=True, default="", help_text="Why it replaces."
        )

    @extend_schema(
        operation_id="knowledge_records_list",
        parameters=[KnowledgeRecordListQuery],
        responses={200: KnowledgeRecordListOutput, **ERRORS},
        description="Records in id order (default: live heads). Pass `next_cursor` back as `cursor`.",
    )
    def get(self, request: Request, slug: str) -> Response:
        domain = _domain(request, slug)
        query = self.KnowledgeRecordListQuery(data=request.query_params)
        query.is_valid(raise_exception=True)
        params = query.validated_data
        records, next_after = selectors.records_page(
            domain,
            status=params["status"],
            key=params.get("key", ""),
            after=params["cursor"],
            limit=params["limit"],
        )
        return Response({"records": RecordOutput(records, many=True).data, "next_cursor": next_after})

    @extend_schema(
        operation_id="knowledge_records_create",
        request=KnowledgeRecordCreateInput,
        responses={201: RecordDetailOutput, **ERRORS},
        description=(
            "Write a record. 409 `duplicate_head` when a live head holds the same or a near-duplicate "
            "key/title (name it in `supersedes` or `distinct_from`); 409 `authority_conflict` when "
            "superseding a higher authority (use `contradicts`) or one above the key's maximum authority; "
            "409 `not_a_head` when it was superseded meanwhile; 403 `authority_above_key` when `authority` "
            "is above the key's maximum (default `agent`). `details[].id` names each conflicting record."
        ),
    )
    def post(self, request: Request, slug: str) -> Response:
        domain = _domain(request, slug)
        data = self.KnowledgeRecordCreateInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = dict(data.validated_data)
        provenance = values.pop("provenance")
        fields, links = inputs.split(
            {
                **values,
                "provenance_source": provenance["source"],
                "provenance_locator": provenance["locator"],
                "created_by": actor_label(api_key=bot_key(request)),
            }
        )
        record = services.record_create(domain=domain, fields=fields, links=links, **_actor(request))
        return Response(record_detail_data(record), status=status.HTTP_201_CREATED)


class KnowledgeBatchRecordOutput(serializers.Serializer):
    id = serializers.CharField()
    key = serializers.CharField()


class KnowledgeRecordsBatchOutput(serializers.Serializer):
    records = KnowledgeBatchRecordOutput(many=True, help_text="The new records, in item order.")


class RecordsBatchApi(APIView):
    class KnowledgeRecordsBatchInput(serializers.Serializer):
        """Documentation of the body; the items are checked by knowledge.batch_input (see there)."""

        records = RecordsApi.KnowledgeRecordCreateInput(many=True)

    @extend_schema(
        operation_id="knowledge_records_create_batch",
        request=KnowledgeRecordsBatchInput,
        responses={201: KnowledgeRecordsBatchOutput, **ERRORS},
        description=(
            "Write up to KNOWLEDGE_BATCH_MAX_RECORDS (default 500) records, each as "
            "`knowledge_records_create` would, in order, in one transaction: all are written or none. "
            "Any refused item refuses the batch; `details[].index` names every refused item (status "
            "and code: the first's). A near-duplicate of an earlier item of the same batch is 409 "
            "`duplicate_in_batch`. 201 answers the new ids and keys in item order."
        ),
    )
    def post(self, request: Request, slug: str) -> Response:
        domain = _domain(request, slug)
        items = batch_input.parse(
            request.data,
            created_by=actor_label(api_key=bot_key(request)),
            max_items=settings.KNOWLEDGE_BATCH_MAX_RECORDS,
        )
        records = batch.records_create_batch(domain=domain, items=items, **_actor(request))
        # Built by hand: a serializer per record would cost more than writing it.
        created = [{"id": record.ref, "key": record.key} for record in records]
        return Response({"records": created}, status=status.HTTP_201_CREATED)


class RecordDetailApi(APIView):
    @extend_schema(operation_id="knowledge_records_get", responses={200: RecordDetailOutput, **ERRORS})
    def get(self, request: Request, slug: str, ref: str) -> Response:
        record = selectors.record_for_domain(_domain(request, slug), ref=ref)
        return Response(record_detail_data(record))


class RecordRetractApi(APIView):
    class KnowledgeRetractInput(serializers.Serializer):
        reason = serializers.CharField(max_length=2000)

    @extend_schema(
        operation_id="knowledge_records_retract",
        request=KnowledgeRetractInput,
        responses={200: RecordOutput, **ERRORS},
        description="409 `authority_conflict` when the record's authority is above the key's maximum "
        "(write a record that `contradicts` it instead).",
    )
    def post(self, request: Request, slug: str, ref: str) -> Response:
        record = selectors.record_for_domain(_domain(request, slug), ref=ref)
        data = self.KnowledgeRetractInput(data=request.data)
        data.is_valid(raise_exception=True)
        record = services.record_retract(
            record=record,
            reason=data.validated_data["reason"],
            retracted_by=actor_label(api_key=bot_key(request)),
            **_actor(request),
        )
        return Response(RecordOutput(record).data)


class EdgesApi(APIView):
    class KnowledgeEdgeCreateInput(serializers.Serializer):
        to = serializers.CharField(max_length=64)
        type = serializers.ChoiceField(choices=EdgeType.values)
        note = serializers.CharField(required=False, allow_blank=True, default="")

        def get_fields(self) -> dict:
            return {"from": serializers.CharField(max_length=64), **super().get_fields()}

    @extend_schema(
        operation_id="knowledge_edges_create",
        request=KnowledgeEdgeCreateInput,
        responses={201: EdgeOutput, 200: EdgeOutput, **ERRORS},
        description="`from` must be a record of this domain; `to` any record of your tenant. "
        "The same edge twice returns the existing one (200).",
    )
    def post(self, request: Request, slug: str) -> Response:
        domain = _domain(request, slug)
        data = self.KnowledgeEdgeCreateInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        found = selectors.records_by_ref(bot_key(request).tenant, [values["from"], values["to"]])
        source, target = found.get(values["from"]), found.get(values["to"])
        missing = [
            {"field": name, "id": ref, "message": "no such record"}
            for name, ref, record in (("from", values["from"], source), ("to", values["to"], target))
            if record is None or (name == "from" and record.domain_id != domain.pk)
        ]
        if missing:
            raise ApiError("Some referenced records do not exist.", code="unknown_record", details=missing)
        assert source is not None and target is not None  # both found: `missing` is empty
        edge, created = services.edge_create(
            source=source,
            target=target,
            edge_type=values["type"],
            note=values["note"],
            created_by=actor_label(api_key=bot_key(request)),
            **_actor(request),
        )
        return Response(
            EdgeOutput(edge).data, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK
        )


class SearchApi(APIView):
    class KnowledgeSearchQuery(serializers.Serializer):
        q = serializers.CharField(max_length=1000)
        limit = serializers.IntegerField(required=False, min_value=1, default=10)

        def validate_limit(self, value: int) -> int:
            if value > settings.KNOWLEDGE_SEARCH_MAX_LIMIT:
                raise serializers.ValidationError(f"at most {settings.KNOWLEDGE_SEARCH_MAX_LIMIT}")
            return value

    class KnowledgeSearchOutput(serializers.Serializer):
        query = serializers.CharField()
        hits = HitOutput(many=True)

    @extend_schema(
        operation_id="knowledge_search",
        parameters=[KnowledgeSearchQuery],
        responses={200: KnowledgeSearchOutput, **ERRORS},
        description="Live heads by hybrid relevance — full text fused with embedding similarity; `score` "
        "is the fused score (ties: authority, then newest) — each with its neighbours and "
        "'N of M parts recorded' where the record expects parts.",
    )
    def get(self, request: Request, slug: str) -> Response:
        domain = _domain(request, slug)
        query = self.KnowledgeSearchQuery(data=request.query_params)
        query.is_valid(raise_exception=True)
        hits = selectors.search(
            domain=domain, query=query.validated_data["q"], limit=query.validated_data["limit"]
        )
        return Response({"query": query.validated_data["q"], "hits": HitOutput(hits, many=True).data})


class PromptApi(APIView):
    class KnowledgePromptQuery(serializers.Serializer):
        q = serializers.CharField(max_length=2000)
        budget = serializers.IntegerField(
            required=False, min_value=20, max_value=6000, allow_null=True, default=None
        )

    class KnowledgePromptOutput(serializers.Serializer):
        domain = serializers.CharField()
        text = serializers.CharField(help_text="Empty when nothing matches.")
        tokens = serializers.IntegerField()
        budget = serializers.IntegerField()
        cited = serializers.ListField(child=serializers.CharField())
        connected = serializers.ListField(child=serializers.CharField())

    @extend_schema(
        operation_id="knowledge_prompt",
        parameters=[
            OpenApiParameter("q", str, required=True, description="What the conversation is about."),
            OpenApiParameter("budget", int, description="Token budget (default 500)."),
        ],
        responses={200: KnowledgePromptOutput, **ERRORS},
    )
    def get(self, request: Request, slug: str) -> Response:
        domain = _domain(request, slug)
        query = self.KnowledgePromptQuery(data=request.query_params)
        query.is_valid(raise_exception=True)
        section = build_prompt_section(
            domain=domain, query=query.validated_data["q"], budget_tokens=query.validated_data["budget"]
        )
        return Response(
            {
                "domain": section.domain,
                "text": section.text,
                "tokens": section.tokens,
                "budget": section.budget,
                "cited": section.cited,
                "connected": section.connected,
            }
        )


class LintApi(APIView):
    @extend_schema(
        operation_id="knowledge_lint",
        responses={200: LintReportOutput, **ERRORS},
        description="The domain's lint report, recomputed (and stored) when anything was written since "
        "the last; for domains over KNOWLEDGE_LINT_INLINE_MAX_HEADS the stored one (`current: false`) "
        "while a fresh lint runs in the background.",
    )
    def get(self, request: Request, slug: str) -> Response:
        report = services.lint_report_current(domain=_domain(request, slug))
        return Response(LintReportOutput(report).data)
