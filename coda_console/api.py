"""Bot API for clients and the event log. One APIView per endpoint, serializers per operation."""

import datetime as dt
from typing import cast

from django.core.exceptions import ValidationError
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from coda_console import selectors, services
from coda_console.actors import request_ip
from coda_console.auth import bot_key
from coda_console.errors import ApiError
from coda_console.event_kinds import EVENT_KINDS
from coda_console.models import Client, Event
from coda_console.models import validate_timezone as check_timezone
from coda_console.plaintext import BoundedDateTimeField


class ErrorSerializer(serializers.Serializer):
    error = inline_serializer(
        "ErrorBody",
        fields={
            "code": serializers.CharField(),
            "message": serializers.CharField(),
            "details": inline_serializer(
                "ErrorDetail",
                many=True,
                fields={
                    "index": serializers.IntegerField(required=False, help_text="The event, in a batch."),
                    "id": serializers.CharField(
                        required=False, help_text="The conflicting record, in a 409."
                    ),
                    "field": serializers.CharField(),
                    "message": serializers.CharField(),
                },
            ),
        },
    )


# Every API call may also be throttled (429, with Retry-After) or meet a database outage (503); 403 is a
# key whose scope does not cover the call (docs/api-edge.md, "Key scopes").
ERRORS = {code: ErrorSerializer for code in (400, 401, 403, 404, 409, 413, 415, 429, 503)}


def client_from_request(request: Request, external_id: str) -> Client:
    return selectors.client_for_key(bot_key(request), external_id=external_id)


class ClientOutputSerializer(serializers.ModelSerializer):
    id = serializers.CharField(source="external_id")
    coaches = serializers.SerializerMethodField()

    class Meta:
        model = Client
        fields = ["id", "display_name", "timezone", "active", "coaches", "created_at", "updated_at"]

    def get_coaches(self, client: Client) -> list[str]:
        return sorted(user.username for user in client.coaches.all())


class ClientsApi(APIView):
    class UpsertInput(serializers.Serializer):
        id = serializers.RegexField(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$")
        display_name = serializers.CharField(max_length=200)
        timezone = serializers.CharField(max_length=64, default="UTC")
        active = serializers.BooleanField(default=True)
        coaches = serializers.ListField(child=serializers.CharField(max_length=150), required=False)

        def validate_timezone(self, value: str) -> str:
            try:
                check_timezone(value)
            except ValidationError as error:
                raise serializers.ValidationError(error.messages) from None
            return value

    @extend_schema(operation_id="clients_list", responses={200: ClientOutputSerializer(many=True), **ERRORS})
    def get(self, request: Request) -> Response:
        clients = (
            selectors.clients_for_tenant(bot_key(request).tenant)
            .prefetch_related("coaches")
            .order_by("external_id")
        )
        return Response(ClientOutputSerializer(clients, many=True).data)

    @extend_schema(
        operation_id="clients_upsert",
        request=UpsertInput,
        responses={200: ClientOutputSerializer, 201: ClientOutputSerializer, **ERRORS},
    )
    def post(self, request: Request) -> Response:
        data = self.UpsertInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        client, created = services.client_upsert(
            tenant=bot_key(request).tenant,
            external_id=values["id"],
            display_name=values["display_name"],
            timezone_name=values["timezone"],
            active=values["active"],
            coach_usernames=values.get("coaches"),
            actor=bot_key(request),
            ip_address=request_ip(request),
        )
        return Response(ClientOutputSerializer(client).data, status=201 if created else 200)


class EventOutputSerializer(serializers.ModelSerializer):
    id = serializers.CharField(source="event_id")

    class Meta:
        model = Event
        fields = ["id", "kind", "occurred_at", "received_at", "payload", "session_id"]


class EventsApi(APIView):
    class EventInput(serializers.Serializer):
        """Documentation of one event; the batch is validated by services.validate_event_batch."""

        id = serializers.CharField(max_length=128, help_text="Your idempotency key, unique per client.")
        kind = serializers.ChoiceField(choices=sorted(EVENT_KINDS))
        occurred_at = serializers.DateTimeField(help_text="ISO 8601 with a timezone; ≤ 24 h in the future.")
        payload = serializers.JSONField(help_text="Fields per kind: one schema variant per kind. ≤ 64 KiB.")
        session_id = serializers.CharField(max_length=128, required=False)

    class BatchInput(serializers.Serializer):
        events = serializers.ListField(min_length=1, max_length=1000)

        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            cast(serializers.ListField, self.fields["events"]).child = EventsApi.EventInput()

    class BatchOutput(serializers.Serializer):
        accepted = serializers.IntegerField()
        duplicates = serializers.IntegerField()

    class PageOutput(serializers.Serializer):
        events = EventOutputSerializer(many=True)
        next_cursor = serializers.CharField(allow_null=True)

    @extend_schema(
        operation_id="events_append",
        request=BatchInput,
        responses={202: BatchOutput, **ERRORS},
        description="Append up to 1,000 events, validated whole: any invalid event stores nothing.",
    )
    def post(self, request: Request, external_id: str) -> Response:
        client = client_from_request(request, external_id)
        body = request.data
        if not isinstance(body, dict) or "events" not in body:
            raise ApiError(
                "The body must be an object with an `events` list.",
                details=[{"field": "events", "message": "required"}],
            )
        result = services.events_ingest(
            client=client, raw_events=body["events"], actor=bot_key(request), ip_address=request_ip(request)
        )
        return Response(
            {"accepted": result.accepted, "duplicates": result.duplicates}, status=status.HTTP_202_ACCEPTED
        )

    @extend_schema(
        operation_id="events_list",
        parameters=[
            OpenApiParameter("kind", str, description="Only this kind."),
            OpenApiParameter(
                "since", dt.datetime, description="occurred_at ≥ since (ISO 8601 with timezone)."
            ),
            OpenApiParameter("until", dt.datetime, description="occurred_at < until."),
            OpenApiParameter("cursor", str, description="`next_cursor` from the previous page."),
            OpenApiParameter("limit", int, description="Page size, 1–500 (default 100)."),
        ],
        responses={200: PageOutput, **ERRORS},
    )
    def get(self, request: Request, external_id: str) -> Response:
        client = client_from_request(request, external_id)
        query = EventsQuery(data=request.query_params)
        query.is_valid(raise_exception=True)
        events, next_cursor = selectors.events_page(client, **query.validated_data)
        return Response({"events": EventOutputSerializer(events, many=True).data, "next_cursor": next_cursor})


class EventsQuery(serializers.Serializer):
    kind = serializers.ChoiceField(choices=sorted(EVENT_KINDS), required=False)
    since = BoundedDateTimeField(required=False)
    until = BoundedDateTimeField(required=False)
    cursor = serializers.CharField(required=False, max_length=500)
    limit = serializers.IntegerField(required=False, min_value=1, max_value=500, default=100)
