"""Webhook endpoints over the API: register, list, inspect deliveries, delete — admin-scoped keys only."""

from drf_spectacular.utils import OpenApiExample, extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from coda_console.api import ERRORS
from coda_console.auth import AdminScope, bot_key
from coda_console.client_ip import client_ip
from coda_console.errors import NotFound
from coda_console.outbox import OUTBOX_KINDS
from coda_console.webhooks import selectors, services
from coda_console.webhooks.models import WebhookEndpoint

_ADMIN = "Needs an API key with role `admin` (`manage.py create_api_key --role admin`); a bot key gets 403."
_ERRORS = {**ERRORS, 403: ERRORS[401]}


class EndpointOutput(serializers.ModelSerializer):
    id = serializers.CharField(source="public_id")
    event_types = serializers.ListField(child=serializers.ChoiceField(choices=list(OUTBOX_KINDS)))
    secret_hint = serializers.CharField(help_text="The secret's first characters, to tell secrets apart.")

    class Meta:
        model = WebhookEndpoint
        fields = [
            "id",
            "url",
            "description",
            "event_types",
            "active",
            "consecutive_failures",
            "disabled_at",
            "disabled_reason",
            "secret_hint",
            "created_at",
        ]


@extend_schema_serializer(component_name="WebhookEndpointCreated")
class EndpointCreatedOutput(EndpointOutput):
    secret = serializers.CharField(help_text="Signs every delivery. Shown this once: store it now.")

    class Meta(EndpointOutput.Meta):
        fields = [*EndpointOutput.Meta.fields, "secret"]


class AttemptOutput(serializers.Serializer):
    number = serializers.IntegerField()
    attempted_at = serializers.DateTimeField()
    status_code = serializers.IntegerField(allow_null=True)
    latency_ms = serializers.IntegerField()
    error = serializers.CharField()
    response_excerpt = serializers.CharField()


class DeliveryOutput(serializers.Serializer):
    id = serializers.CharField(source="public_id")
    event_id = serializers.CharField(source="event.public_id")
    kind = serializers.CharField(source="event.kind")
    status = serializers.CharField()
    attempts = serializers.IntegerField()
    next_attempt_at = serializers.DateTimeField()
    delivered_at = serializers.DateTimeField(allow_null=True)
    attempt_log = AttemptOutput(many=True)


class WebhooksApi(APIView):
    permission_classes = [AdminScope]

    @extend_schema_serializer(component_name="WebhookEndpointInput")
    class Input(serializers.Serializer):
        url = serializers.URLField(max_length=2000, help_text="http(s); public addresses only.")
        event_types = serializers.ListField(
            child=serializers.CharField(max_length=64),
            help_text=f"Any of: {', '.join(OUTBOX_KINDS)}.",
        )
        description = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")

    @extend_schema(
        operation_id="webhooks_list",
        summary="List webhook endpoints",
        description=f"Every endpoint of the key's tenant, with its state. {_ADMIN}",
        responses={200: EndpointOutput(many=True), **_ERRORS},
    )
    def get(self, request: Request) -> Response:
        endpoints = selectors.endpoints_for_tenant(bot_key(request).tenant)
        return Response(EndpointOutput(endpoints, many=True).data)

    @extend_schema(
        operation_id="webhooks_create",
        summary="Register a webhook endpoint",
        description="Deliveries of the chosen event types go to `url`, signed with the returned `secret` "
        f"(shown once; see docs/webhooks.md to verify a delivery). {_ADMIN}",
        request=Input,
        responses={201: EndpointCreatedOutput, **_ERRORS},
        examples=[
            OpenApiExample(
                "Alerts and distillations",
                request_only=True,
                value={
                    "url": "https://bots.example.com/coda/webhook",
                    "event_types": ["alert.opened", "wiki.distilled"],
                    "description": "coach notifications",
                },
            )
        ],
    )
    def post(self, request: Request) -> Response:
        data = self.Input(data=request.data)
        data.is_valid(raise_exception=True)
        endpoint = services.endpoint_create(
            tenant=bot_key(request).tenant,
            actor_key=bot_key(request),
            ip_address=client_ip(request),
            **data.validated_data,
        )
        return Response(EndpointCreatedOutput(endpoint).data, status=status.HTTP_201_CREATED)


def _endpoint(request: Request, endpoint_id: str) -> WebhookEndpoint:
    endpoint = selectors.endpoint_for_tenant(bot_key(request).tenant, endpoint_id)
    if endpoint is None:
        raise NotFound("No such webhook endpoint.")
    return endpoint


class WebhookDetailApi(APIView):
    permission_classes = [AdminScope]

    @extend_schema(
        operation_id="webhooks_deliveries",
        summary="An endpoint's recent deliveries",
        description="The last 50 deliveries to the endpoint, newest first, each with its attempt log "
        f"(status code, latency, response excerpt). {_ADMIN}",
        responses={200: DeliveryOutput(many=True), **_ERRORS},
    )
    def get(self, request: Request, endpoint_id: str) -> Response:
        endpoint = _endpoint(request, endpoint_id)
        return Response(DeliveryOutput(selectors.recent_deliveries(endpoint), many=True).data)

    @extend_schema(
        operation_id="webhooks_delete",
        summary="Delete a webhook endpoint",
        description=f"Stops all deliveries to the endpoint and forgets its delivery log. {_ADMIN}",
        responses={204: None, **_ERRORS},
    )
    def delete(self, request: Request, endpoint_id: str) -> Response:
        services.endpoint_delete(
            endpoint=_endpoint(request, endpoint_id),
            actor_key=bot_key(request),
            ip_address=client_ip(request),
        )
        return Response(status=status.HTTP_204_NO_CONTENT)
