"""Admin-key operations on a whole client: export her archive, erase her (docs/data.md)."""

from django.http import StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from clientdata.archive import stream_archive
from clientdata.erasure import erase_client
from clientdata.services import export_record
from coda_console.actors import request_ip
from coda_console.api import ERRORS, client_from_request
from coda_console.auth import AdminScope, bot_key
from coda_console.errors import ApiError


class ExportApi(APIView):
    permission_classes = [AdminScope]

    @extend_schema(
        operation_id="client_export",
        summary="Download the client's archive (zip, streamed). Needs an `admin` key.",
        responses={200: OpenApiResponse(OpenApiTypes.BINARY, description="application/zip"), 403: ERRORS[401]}
        | ERRORS,
    )
    def get(self, request: Request, external_id: str) -> StreamingHttpResponse:
        client = client_from_request(request, external_id)
        export_record(client=client, actor=bot_key(request), ip_address=request_ip(request))
        response = StreamingHttpResponse(stream_archive(client), content_type="application/zip")
        response["Content-Disposition"] = f'attachment; filename="{client.external_id}.zip"'
        return response


class EraseApi(APIView):
    permission_classes = [AdminScope]

    class Input(serializers.Serializer):
        reason = serializers.CharField(max_length=2000)
        confirm = serializers.CharField(max_length=128, help_text="The client's id again, typed.")

    class Output(serializers.Serializer):
        erased = serializers.BooleanField()
        pseudonym = serializers.CharField()
        counts = serializers.DictField(child=serializers.IntegerField())
        knowledge_to_review = serializers.ListField(child=serializers.CharField())

    @extend_schema(
        operation_id="client_erase",
        summary="Erase the client for good (docs/data.md, Erasure). Needs an `admin` key.",
        request=Input,
        responses={200: Output, 403: ERRORS[401]} | ERRORS,
    )
    def post(self, request: Request, external_id: str) -> Response:
        client = client_from_request(request, external_id)
        data = self.Input(data=request.data)
        data.is_valid(raise_exception=True)
        if data.validated_data["confirm"] != client.external_id:
            raise ApiError("`confirm` must repeat the client's id.", code="not_confirmed")
        report = erase_client(
            tenant=client.tenant,
            external_id=client.external_id,
            reason=data.validated_data["reason"],
            requested_by=f"key:{bot_key(request).prefix}",
        )
        out = {
            "erased": True,
            "pseudonym": report.subject[:16],
            "counts": report.counts,
            "knowledge_to_review": report.knowledge_to_review,
        }
        return Response(self.Output(out).data)
