"""Bot endpoints of the query side: the context bundle, chat turns, and "file this" notes."""

from collections.abc import Callable

from django.conf import settings
from drf_spectacular.utils import extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from coda_console.actors import request_ip
from coda_console.api import ERRORS, client_from_request
from coda_console.auth import bot_key
from coda_console.context import services
from coda_console.context.pages import PIPELINES
from coda_console.idempotency import answer_once
from coda_console.models import Client


class BudgetField(serializers.IntegerField):
    def __init__(self, **kwargs) -> None:
        super().__init__(
            min_value=settings.CONTEXT_BUDGET_MIN_TOKENS,
            max_value=settings.CONTEXT_BUDGET_MAX_TOKENS,
            required=False,
            help_text="Hard ceiling for the assembled prompt, in estimated tokens (default 6,000).",
            **kwargs,
        )


class BundleOutput(serializers.Serializer):
    class SectionOutput(serializers.Serializer):
        name = serializers.CharField()
        tokens = serializers.IntegerField()
        sources = serializers.ListField(child=serializers.CharField())

    class CitationOutput(serializers.Serializer):
        page = serializers.CharField()
        version = serializers.IntegerField()
        line = serializers.IntegerField()

    @extend_schema_serializer(component_name="BundleMemoryOutput")  # unique: nested classes share names
    class MemoryOutput(serializers.Serializer):
        degraded = serializers.BooleanField()

    class ToolOutput(serializers.Serializer):
        boost = serializers.FloatField(help_text="Routing boost in [−2, +2] (the memory's tool affinity).")
        successes = serializers.IntegerField()
        failures = serializers.IntegerField()
        failing_repeatedly = serializers.BooleanField()
        last_error = serializers.CharField(allow_blank=True)

    prompt = serializers.CharField()
    tokens = serializers.IntegerField()
    budget_tokens = serializers.IntegerField()
    sections = SectionOutput(many=True)
    pages = serializers.ListField(child=serializers.CharField())
    page_choice = serializers.ChoiceField(choices=["hints", "lexical", "model"])
    citations = serializers.DictField(child=CitationOutput())
    memory = MemoryOutput()
    tools = serializers.DictField(
        child=ToolOutput(), help_text="Tool telemetry for the bot's routing — never prose about the client."
    )
    generated_at = serializers.DateTimeField()


class ContextApi(APIView):
    @extend_schema_serializer(component_name="ContextInput")  # unique: nested classes share names
    class Input(serializers.Serializer):
        pipeline = serializers.ChoiceField(choices=PIPELINES)
        query = serializers.CharField(required=False, allow_blank=True, default="", max_length=4000)
        budget_tokens = BudgetField()

        def validate(self, data: dict) -> dict:
            if data["pipeline"] == "free_chat" and not data["query"].strip():
                raise serializers.ValidationError({"query": "free_chat needs the user's question."})
            return data

    @extend_schema(operation_id="context_bundle", request=Input, responses={200: BundleOutput, **ERRORS})
    def post(self, request: Request, external_id: str) -> Response:
        client = client_from_request(request, external_id)
        data = self.Input(data=request.data)
        data.is_valid(raise_exception=True)
        bundle = services.context_for_bot(
            client=client,
            pipeline=data.validated_data["pipeline"],
            query=data.validated_data["query"],
            budget_tokens=data.validated_data.get("budget_tokens") or settings.CONTEXT_BUDGET_TOKENS,
        )
        return Response(BundleOutput(bundle.as_dict()).data)


class ToolInput(serializers.Serializer):
    class EntityInput(serializers.Serializer):
        type = serializers.CharField(max_length=100)
        id = serializers.CharField(max_length=200)
        label = serializers.CharField(max_length=300, required=False)  # type: ignore[assignment]  # named like a Field attribute

    name = serializers.CharField(max_length=200)
    ok = serializers.BooleanField()
    error = serializers.CharField(max_length=2000, required=False)
    entities = EntityInput(many=True, required=False)


class TurnsApi(APIView):
    @extend_schema_serializer(component_name="TurnsInput")  # unique: nested classes share names
    class Input(serializers.Serializer):
        session_id = serializers.CharField(max_length=128, help_text="As on events: ≤ 128 characters.")
        turn_id = serializers.CharField(
            max_length=40,
            required=False,
            help_text="Makes retries idempotent. Without it, an identical request within "
            "API_IDEMPOTENCY_WINDOW_SECONDS (10 minutes) gets the first answer back.",
        )
        user_text = serializers.CharField(max_length=20_000, allow_blank=True, default="")
        bot_text = serializers.CharField(max_length=20_000, allow_blank=True, default="")
        tools = serializers.ListField(child=ToolInput(), required=False, default=list, max_length=50)
        pipeline = serializers.ChoiceField(choices=PIPELINES, default="free_chat")
        budget_tokens = BudgetField()

        def validate(self, data: dict) -> dict:
            if data["pipeline"] == "free_chat" and not data["user_text"].strip():
                raise serializers.ValidationError({"user_text": "free_chat needs the user's text."})
            return data

    @extend_schema_serializer(component_name="TurnsOutput")  # unique: nested classes share names
    class Output(serializers.Serializer):
        recorded = serializers.IntegerField()
        context = BundleOutput()  # type: ignore[assignment]  # named like a Field attribute

    @extend_schema(operation_id="turn_record", request=Input, responses={200: Output, **ERRORS})
    def post(self, request: Request, external_id: str) -> Response:
        client = client_from_request(request, external_id)
        data = self.Input(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data

        def record() -> tuple[int, dict]:
            recorded, bundle = services.turn_record(
                client=client,
                session_id=values["session_id"],
                turn_id=values.get("turn_id"),
                user_text=values["user_text"],
                bot_text=values["bot_text"],
                tools=values["tools"],
                pipeline=values["pipeline"],
                budget_tokens=values.get("budget_tokens") or settings.CONTEXT_BUDGET_TOKENS,
                actor=bot_key(request),
                ip_address=request_ip(request),
            )
            return 200, {"recorded": recorded, "context": BundleOutput(bundle.as_dict()).data}

        return replayable_response(request, client, "turns", values.get("turn_id"), values, record)


class NotesApi(APIView):
    @extend_schema_serializer(component_name="NotesInput")  # unique: nested classes share names
    class Input(serializers.Serializer):
        note_id = serializers.RegexField(
            r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$", required=False, help_text="Makes retries idempotent."
        )
        title = serializers.CharField(max_length=200)
        body = serializers.CharField(max_length=40_000)
        source = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")  # type: ignore[assignment]  # named like a Field attribute

    @extend_schema_serializer(component_name="NotesOutput")  # unique: nested classes share names
    class Output(serializers.Serializer):
        event_id = serializers.CharField()
        status = serializers.CharField()

    @extend_schema(operation_id="note_file", request=Input, responses={202: Output, **ERRORS})
    def post(self, request: Request, external_id: str) -> Response:
        client = client_from_request(request, external_id)
        data = self.Input(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data

        def file_note() -> tuple[int, dict]:
            event_id = services.note_file(
                client=client, actor=bot_key(request), ip_address=request_ip(request), **values
            )
            return status.HTTP_202_ACCEPTED, {"event_id": event_id, "status": "queued"}

        return replayable_response(request, client, "notes", values.get("note_id"), values, file_note)


def replayable_response(
    request: Request,
    client: Client,
    operation: str,
    explicit_id: str | None,
    values: dict,
    work: Callable[[], tuple[int, dict]],
) -> Response:
    """Answer once; an identical retry within the window gets the first answer (docs/api-edge.md)."""
    answer = answer_once(
        api_key=bot_key(request),
        client=client,
        operation=operation,
        explicit_id=explicit_id,
        body=dict(values),
        work=work,
    )
    response = Response(answer.body, status=answer.status)
    if answer.replayed:
        response["Idempotent-Replayed"] = "true"
    return response
