"""Run one REST operation in-process, as the caller's key, and hand back its status and JSON body.

Every MCP tool is exactly one REST operation (docs/bots.md "MCP"): the same view runs, so the same
serializers validate, the same services write (with their audit rows), the same per-key throttle
counts and the same error shape comes back — there is no second code path to drift from the first.
"""

import io
import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote, urlencode

from django.core.handlers.wsgi import WSGIRequest
from django.db import close_old_connections, connection
from django.http import Http404
from django.urls import NoReverseMatch, Resolver404, resolve, reverse

from coda_console.errors import error_body
from coda_console.middleware import url_refusal


@dataclass(frozen=True)
class Caller:
    """Who calls: the raw API key (never stored) and, over HTTP, where the call came from."""

    raw_key: str
    remote_addr: str = "127.0.0.1"
    forwarded_for: str = ""


@dataclass(frozen=True)
class ApiResult:
    status: int
    body: Any

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300


def _not_found(message: str) -> ApiResult:
    return ApiResult(404, error_body("not_found", message))


def _environ(caller: Caller, method: str, path: str, query: dict[str, Any], body: bytes) -> dict:
    environ = {
        "REQUEST_METHOD": method,
        "PATH_INFO": path,
        "SCRIPT_NAME": "",
        "QUERY_STRING": urlencode({k: v for k, v in query.items() if v is not None}, doseq=True),
        "CONTENT_TYPE": "application/json",
        "CONTENT_LENGTH": str(len(body)),
        "HTTP_AUTHORIZATION": f"Bearer {caller.raw_key}",
        "HTTP_ACCEPT": "application/json",
        "REMOTE_ADDR": caller.remote_addr,
        "SERVER_NAME": "mcp.internal",
        "SERVER_PORT": "443",
        "wsgi.url_scheme": "https",
        "wsgi.input": io.BytesIO(body),
    }
    if caller.forwarded_for:
        environ["HTTP_X_FORWARDED_FOR"] = caller.forwarded_for
    return environ


def call_api(
    caller: Caller,
    method: str,
    url_name: str,
    *,
    kwargs: dict[str, Any] | None = None,
    query: dict[str, Any] | None = None,
    body: Any = None,
) -> ApiResult:
    """Call the REST view named `api:<url_name>`; a URL argument no route accepts is the REST 404."""
    try:
        path = unquote(reverse(f"api:{url_name}", kwargs=kwargs or {}))
    except NoReverseMatch:
        return _not_found("Not found.")
    return call_path(caller, method, path, query=query, body=body, url_name=url_name)


def call_path(
    caller: Caller,
    method: str,
    path: str,
    *,
    query: dict[str, Any] | None = None,
    body: Any = None,
    url_name: str | None = None,
) -> ApiResult:
    """Call whatever view serves `path` (the API's JSON 404 when none does)."""
    try:
        match = resolve(path)
    except Resolver404:
        return _not_found("Not found.")
    if url_name is not None and match.url_name != url_name.rsplit(":", 1)[-1]:
        return _not_found("Not found.")  # an argument that re-routed the path
    raw_body = b"" if body is None else json.dumps(body).encode()
    request = WSGIRequest(_environ(caller, method, path, query or {}, raw_body))
    recycle_connections()
    try:
        # The API middleware's URL check (plain text in path and query), then the view itself.
        response = url_refusal(request) or match.func(request, *match.args, **match.kwargs)
    except Http404:
        return _not_found("Not found.")
    finally:
        recycle_connections()
    if hasattr(response, "render"):
        response.render()
    content = response.content
    return ApiResult(response.status_code, json.loads(content) if content else None)


def recycle_connections() -> None:
    """What Django's handler does around every request (stale or pooled connections go back), except
    inside an enclosing transaction, where closing would abort the caller's work."""
    if not connection.in_atomic_block:
        close_old_connections()
