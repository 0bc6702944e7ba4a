from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse

from coda_console.errors import error_body, json_error
from coda_console.plaintext import safe_label, text_problem


class ApiBodyLimitMiddleware:
    """Refuse oversize API bodies with 413 before anything reads them.

    DRF reads the stream itself, so Django's DATA_UPLOAD_MAX_MEMORY_SIZE never fires for API calls;
    without this a 50 MiB body would be parsed in full and then fail somewhere deeper.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path.startswith("/api/"):
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                return json_error(request, "bad_request", "Content-Length is not a number.", 400)
            if length > settings.API_MAX_BODY_BYTES:
                limit_mib = settings.API_MAX_BODY_BYTES / (1024 * 1024)
                return json_error(
                    request, "payload_too_large", f"The body is larger than {limit_mib:g} MiB.", 413
                )
            refusal = url_refusal(request)
            if refusal is not None:
                return refusal
        return self.get_response(request)


def url_refusal(request: HttpRequest) -> JsonResponse | None:
    """The 400 for a URL that breaks the plain-text rule, or None (also run by the MCP tools)."""
    problems = url_text_problems(request)
    if not problems:
        return None
    in_path = any(field == "path" for field, _ in problems)
    body = error_body(
        "invalid_path" if in_path else "invalid_value",
        "The URL holds characters that are not accepted (NUL or control characters).",
        [{"field": field, "message": message} for field, message in problems],
    )
    return JsonResponse(body, status=400)


def url_text_problems(request: HttpRequest) -> list[tuple[str, str]]:
    """The plain-text rule (coda_console.plaintext) over the path and every query parameter."""
    problems = []
    if message := text_problem(request.path):
        problems.append(("path", message))
    for name, values in request.GET.lists():
        label = f"query.{safe_label(name)}"
        for value in [name, *values]:
            if message := text_problem(value):
                problems.append((label, message))
                break
    return problems
