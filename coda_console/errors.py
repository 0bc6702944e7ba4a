"""The one JSON error shape: {"error": {"code", "message", "details": [{"index", "field", "message"}]}}."""

import json
from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.db import DataError, InterfaceError, OperationalError
from django.http import Http404, HttpRequest, JsonResponse
from rest_framework import exceptions, status
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response


class ApiError(Exception):
    """Raised by services and APIs for any request the caller can fix; rendered in the one shape."""

    def __init__(
        self,
        message: str,
        *,
        code: str = "invalid",
        status_code: int = status.HTTP_400_BAD_REQUEST,
        details: list[dict[str, Any]] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.status_code = status_code
        self.details = details or []


class NotFound(ApiError):
    def __init__(self, message: str = "Not found.") -> None:
        super().__init__(message, code="not_found", status_code=status.HTTP_404_NOT_FOUND)


class Conflict(ApiError):
    def __init__(self, message: str, *, details: list[dict[str, Any]] | None = None, code: str = "conflict"):
        super().__init__(message, code=code, status_code=status.HTTP_409_CONFLICT, details=details)


def error_body(code: str, message: str, details: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "details": details or []}}


def flatten_serializer_errors(errors: Any, prefix: str = "") -> list[dict[str, Any]]:
    """Turn DRF's nested error dict into the flat `details` list."""
    details: list[dict[str, Any]] = []
    if isinstance(errors, dict):
        for key, value in errors.items():
            field = key if key != "non_field_errors" else ""
            path = f"{prefix}.{field}" if prefix and field else (field or prefix)
            details.extend(flatten_serializer_errors(value, path))
    elif isinstance(errors, list):
        for index, item in enumerate(errors):
            if isinstance(item, (dict, list)):
                details.extend(flatten_serializer_errors(item, f"{prefix}[{index}]"))
            else:
                details.append({"field": prefix, "message": str(item)})
    else:
        details.append({"field": prefix, "message": str(errors)})
    return details


_DRF_CODES = {
    exceptions.ParseError: "malformed_json",
    exceptions.UnsupportedMediaType: "unsupported_media_type",
    exceptions.NotAuthenticated: "not_authenticated",
    exceptions.AuthenticationFailed: "authentication_failed",
    exceptions.PermissionDenied: "permission_denied",
    exceptions.NotFound: "not_found",
    exceptions.MethodNotAllowed: "method_not_allowed",
    exceptions.NotAcceptable: "not_acceptable",
    exceptions.Throttled: "throttled",
}


def api_exception_handler(exc: Exception, context: dict) -> Response | None:
    if isinstance(exc, ApiError):
        return Response(error_body(exc.code, exc.message, exc.details), status=exc.status_code)
    if isinstance(exc, Http404):
        return Response(error_body("not_found", "Not found."), status=404)
    if isinstance(exc, DjangoPermissionDenied):
        return Response(error_body("permission_denied", "Permission denied."), status=403)
    if isinstance(exc, OverflowError | DataError):
        # A last guard behind the field bounds (docs/api-edge.md, "Plain text and numbers"): a number or
        # date the database or a conversion cannot hold is the caller's to fix, never a 500.
        return Response(
            error_body("out_of_range", "A number or date in the request is out of range."), status=400
        )
    if isinstance(exc, OperationalError | InterfaceError):
        # The database went away mid-request (failover, restart, lost connection). Every write path
        # runs in one transaction, so the request was applied whole or not at all: tell the caller to
        # retry (event ids make the retry exactly-once) instead of answering an opaque 500.
        response = Response(
            error_body(
                "database_unavailable",
                "The database is unavailable; retry the request (a batch with the same event ids "
                "is stored exactly once).",
            ),
            status=status.HTTP_503_SERVICE_UNAVAILABLE,
        )
        response["Retry-After"] = "5"
        return response
    if isinstance(exc, exceptions.ValidationError):
        details = flatten_serializer_errors(exc.detail)
        return Response(error_body("invalid", "The request is not valid.", details), status=400)
    if isinstance(exc, exceptions.APIException):
        code = next((c for cls, c in _DRF_CODES.items() if isinstance(exc, cls)), exc.default_code)
        message = str(exc.detail)
        if isinstance(exc, exceptions.NotAuthenticated):
            message = "Send `Authorization: Bearer <api key>`."
        response = Response(error_body(code, message), status=exc.status_code)
        if isinstance(exc, exceptions.Throttled) and exc.wait:
            response["Retry-After"] = str(int(exc.wait) + 1)
        if isinstance(exc, exceptions.NotAuthenticated | exceptions.AuthenticationFailed):
            response["WWW-Authenticate"] = 'Bearer realm="api"'
        return response
    return None


def json_error(request: HttpRequest, code: str, message: str, status_code: int) -> JsonResponse:
    return JsonResponse(error_body(code, message), status=status_code)


class SafeJSONRenderer(JSONRenderer):
    """DRF's renderer, falling back to ASCII escapes when a value cannot be encoded as UTF-8.

    Text that reached storage before the edge refused lone surrogates (docs/api-edge.md) must not turn
    every later read of it into a 500: escaped, it is still the same JSON string.
    """

    def render(self, data: Any, accepted_media_type: str | None = None, renderer_context=None) -> bytes:
        try:
            return super().render(data, accepted_media_type, renderer_context)
        except UnicodeEncodeError:
            return json.dumps(data, cls=self.encoder_class, ensure_ascii=True, allow_nan=False).encode()
