"""Bot API for behavioural memory: read it, and forget a fact when the user asks."""

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from coda_console.api import ERRORS, client_from_request
from coda_console.client_ip import client_ip
from memory import services
from memory.loading import load_memory
from memory.models import Category, Fact, ForgottenFact

INTERNAL_METADATA = {"recent_units", "ease_reviewed_through"}


class FactOutputSerializer(serializers.ModelSerializer):
    confidence = serializers.SerializerMethodField()
    metadata = serializers.SerializerMethodField()

    class Meta:
        model = Fact
        fields = [
            "key",
            "category",
            "subject",
            "content",
            "confidence",
            "reinforcement_count",
            "ease_factor",
            "first_seen",
            "last_reinforced",
            "metadata",
        ]

    def get_confidence(self, fact: Fact) -> float:
        return round(fact.confidence, 4)

    def get_metadata(self, fact: Fact) -> dict:
        return {key: value for key, value in fact.metadata.items() if key not in INTERNAL_METADATA}


class LintOutputSerializer(serializers.Serializer):
    rule = serializers.CharField()
    severity = serializers.ChoiceField(choices=["warning", "info"])
    message = serializers.CharField()
    keys = serializers.ListField(child=serializers.CharField())


class ConsolidationOutputSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["ok", "timeout", "error"])
    deadline_ms = serializers.IntegerField()
    observations_read = serializers.IntegerField()
    facts_created = serializers.IntegerField()
    facts_reinforced = serializers.IntegerField()
    facts_decayed = serializers.IntegerField()
    facts_deleted = serializers.IntegerField()
    events_pruned = serializers.IntegerField()
    lint_warnings = serializers.IntegerField()
    duration_ms = serializers.IntegerField()


class MemoryApi(APIView):
    class MemoryOutput(serializers.Serializer):
        prompt_section = serializers.CharField(allow_blank=True)
        profile = serializers.CharField(allow_blank=True)
        tool_affinities = serializers.DictField(child=serializers.FloatField())
        facts = FactOutputSerializer(many=True)
        lint = LintOutputSerializer(many=True)
        degraded = serializers.BooleanField()
        consolidation = ConsolidationOutputSerializer()

    @extend_schema(
        operation_id="memory_read",
        responses={200: MemoryOutput, **ERRORS},
        description=(
            "Consolidates new observations (raced against a 500 ms deadline) and returns the client's "
            "behavioural memory. On timeout or error the last persisted facts come back with "
            "`degraded: true`; this endpoint never fails because memory is slow."
        ),
    )
    def get(self, request: Request, external_id: str) -> Response:
        client = client_from_request(request, external_id)
        view = load_memory(client)
        body = {
            "prompt_section": view.prompt_section,
            "profile": view.profile,
            "tool_affinities": view.tool_affinities,
            "facts": FactOutputSerializer(view.facts, many=True).data,
            "lint": [warning.as_dict() for warning in view.lint],
            "degraded": view.degraded,
            "consolidation": view.consolidation,
        }
        return Response(body)


class FactForgetApi(APIView):
    class FactForgetInput(serializers.Serializer):
        note = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")

    class ForgottenFactOutput(serializers.ModelSerializer):
        class Meta:
            model = ForgottenFact
            fields = ["key", "category", "content", "confidence", "reason", "note", "forgotten_at"]

    @extend_schema(
        operation_id="memory_fact_forget",
        request=FactForgetInput,
        responses={200: ForgottenFactOutput, **ERRORS},
        description=(
            "A user asked to forget something: the fact is deleted, recorded as forgotten with reason "
            "`user_request`, and audited. Future observations may create it again. The key contains "
            f"':' (`category:subject`, categories {', '.join(Category.values)}); send it as it is."
        ),
        examples=[OpenApiExample("why", value={"note": "user said: stop suggesting the rower"})],
    )
    def delete(self, request: Request, external_id: str, key: str) -> Response:
        client = client_from_request(request, external_id)
        data = self.FactForgetInput(data=request.data if isinstance(request.data, dict) else {})
        data.is_valid(raise_exception=True)
        forgotten = services.fact_forget(
            client=client,
            key=key,
            reason=ForgottenFact.Reason.USER_REQUEST,
            note=data.validated_data["note"],
            actor_key=request.auth,
            ip_address=client_ip(request),
        )
        return Response(self.ForgottenFactOutput(forgotten).data)
