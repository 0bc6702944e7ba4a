"""Bot API for the Wiki Brain: the tree, pages (any version), version history, alerts."""

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from coda_console.api import ERRORS, client_from_request
from coda_console.plaintext import MAX_DB_INT32
from wiki import selectors
from wiki.models import Alert


class WikiFileSerializer(serializers.Serializer):
    path = serializers.CharField()
    summary = serializers.CharField()
    version = serializers.IntegerField(source="current_number")
    updated_at = serializers.DateTimeField()
    updated_on = serializers.DateField(help_text="Client-local date of the last write.")
    updated_by = serializers.CharField()


class WikiVersionSerializer(serializers.Serializer):
    version = serializers.IntegerField(source="number")
    sha256 = serializers.CharField()
    size = serializers.IntegerField()
    lines = serializers.IntegerField(source="line_count")
    updated_by = serializers.CharField()
    reason = serializers.CharField()
    parent = serializers.SerializerMethodField()  # type: ignore[assignment]  # named like Field.parent
    created_at = serializers.DateTimeField()

    def get_parent(self, version) -> int | None:
        return version.number - 1 if version.parent_id else None


class WikiAlertSerializer(serializers.ModelSerializer):
    resolved_by = serializers.SerializerMethodField()

    class Meta:
        model = Alert
        fields = [
            "id",
            "kind",
            "severity",
            "status",
            "page",
            "message",
            "payload",
            "created_by",
            "created_at",
            "evidence_at",
            "resolved_by",
            "resolved_at",
            "resolution",
            "resolution_text",
        ]

    def get_resolved_by(self, alert: Alert) -> str | None:
        return alert.resolved_by.get_username() if alert.resolved_by is not None else None


class TreeApi(APIView):
    class WikiTreeOutput(serializers.Serializer):
        client = serializers.CharField()
        initialized = serializers.BooleanField()
        files = WikiFileSerializer(many=True)

    @extend_schema(
        operation_id="wiki_tree",
        responses={200: WikiTreeOutput, **ERRORS},
        description="Every file of the client's tree (SCHEMA.md, index.md, log.md, raw/…, wiki/…).",
    )
    def get(self, request: Request, external_id: str) -> Response:
        client = client_from_request(request, external_id)
        files = WikiFileSerializer(selectors.tree_pages(client), many=True).data
        return Response(
            {
                "client": client.external_id,
                "initialized": any(f["path"] == "SCHEMA.md" for f in files),
                "files": files,
            }
        )


class PageApi(APIView):
    class Query(serializers.Serializer):
        version = serializers.IntegerField(required=False, min_value=1, max_value=MAX_DB_INT32)

    class WikiPageOutput(serializers.Serializer):
        path = serializers.CharField()
        version = serializers.IntegerField()
        content = serializers.CharField()
        sha256 = serializers.CharField()
        updated_by = serializers.CharField()
        reason = serializers.CharField()
        created_at = serializers.DateTimeField()

    @extend_schema(
        operation_id="wiki_page",
        parameters=[
            OpenApiParameter("version", int, description="A past version number (default: current).")
        ],
        responses={200: WikiPageOutput, **ERRORS},
    )
    def get(self, request: Request, external_id: str, page_path: str) -> Response:
        client = client_from_request(request, external_id)
        query = self.Query(data=request.query_params)
        query.is_valid(raise_exception=True)
        page = selectors.page_for_client(client, page_path)
        version = selectors.page_version(page, query.validated_data.get("version"))
        return Response(
            {
                "path": page.path,
                "version": version.number,
                "content": selectors.version_content(version),
                "sha256": version.sha256,
                "updated_by": version.updated_by,
                "reason": version.reason,
                "created_at": version.created_at,
            }
        )


class PageVersionsApi(APIView):
    class WikiPageVersionsOutput(serializers.Serializer):
        path = serializers.CharField()
        current_version = serializers.IntegerField()
        versions = WikiVersionSerializer(many=True)

    @extend_schema(operation_id="wiki_page_versions", responses={200: WikiPageVersionsOutput, **ERRORS})
    def get(self, request: Request, external_id: str, page_path: str) -> Response:
        client = client_from_request(request, external_id)
        page = selectors.page_for_client(client, page_path)
        versions = WikiVersionSerializer(selectors.page_versions(page), many=True).data
        return Response({"path": page.path, "current_version": page.current_number, "versions": versions})


class AlertsApi(APIView):
    class Query(serializers.Serializer):
        status = serializers.ChoiceField(choices=Alert.Status.values, required=False)

    class WikiAlertsOutput(serializers.Serializer):
        alerts = WikiAlertSerializer(many=True)

    @extend_schema(
        operation_id="wiki_alerts",
        parameters=[OpenApiParameter("status", str, enum=Alert.Status.values, description="open | resolved")],
        responses={200: WikiAlertsOutput, **ERRORS},
    )
    def get(self, request: Request, external_id: str) -> Response:
        client = client_from_request(request, external_id)
        query = self.Query(data=request.query_params)
        query.is_valid(raise_exception=True)
        alerts = selectors.alerts_for_client(
            client, status=query.validated_data.get("status")
        ).select_related("resolved_by")
        return Response({"alerts": WikiAlertSerializer(alerts, many=True).data})
