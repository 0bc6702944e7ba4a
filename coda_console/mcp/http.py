"""Streamable HTTP at /mcp: the MCP server behind the same Bearer API keys as REST.

Stateless (no session affinity), JSON responses: any web node answers any request, so the MCP
endpoint scales with the web nodes (docs/deploy.md "MCP"). Each request is authenticated before
the SDK sees it — a missing, unknown or revoked key is the REST 401 in the one error shape — and
the tools re-run the key through REST authentication on every call.
"""

import contextlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from typing import Any

from asgiref.sync import sync_to_async
from django.conf import settings
from django.http import HttpRequest
from mcp.server.lowlevel import Server
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from rest_framework import exceptions
from rest_framework.request import Request

from coda_console.auth import ApiKeyAuthentication
from coda_console.errors import error_body
from coda_console.mcp.operations import Caller, recycle_connections
from coda_console.mcp.server import build_server

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


def _header(headers: Any, name: str) -> str:
    return headers.get(name, "") if headers is not None else ""


def caller_from_http(server: Server) -> Caller:
    request = server.request_context.request  # the Starlette request of this very message
    headers = getattr(request, "headers", None)
    _, _, raw_key = _header(headers, "authorization").partition(" ")
    client = getattr(request, "client", None)
    return Caller(
        raw_key=raw_key.strip(),
        remote_addr=client.host if client else "127.0.0.1",
        forwarded_for=_header(headers, "x-forwarded-for"),
    )


def authenticate_header(authorization: str) -> str | None:
    """None when the key is good; otherwise the REST 401 message."""
    if not authorization:
        return "Send `Authorization: Bearer <api key>`."
    recycle_connections()
    try:
        request = HttpRequest()
        request.META["HTTP_AUTHORIZATION"] = authorization
        ApiKeyAuthentication().authenticate(Request(request))
    except exceptions.AuthenticationFailed as error:
        return str(error.detail)
    finally:
        recycle_connections()
    return None


async def _send_json(send: Send, status: int, body: dict, headers: list | None = None) -> None:
    payload = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"application/json"), *(headers or [])],
        }
    )
    await send({"type": "http.response.body", "body": payload})


class McpHttpApp:
    """The ASGI app mounted at /mcp (coda_console/asgi.py)."""

    def __init__(self) -> None:
        self.manager = StreamableHTTPSessionManager(
            app=build_server(caller_from_http),
            stateless=True,
            json_response=True,
            max_request_body_size=settings.API_MAX_BODY_BYTES,
        )

    @contextlib.asynccontextmanager
    async def lifespan(self) -> AsyncIterator[None]:
        async with self.manager.run():
            yield

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = {key.decode("latin-1").lower(): value.decode("latin-1") for key, value in scope["headers"]}
        authenticate = sync_to_async(authenticate_header, thread_sensitive=False)
        problem = await authenticate(headers.get("authorization", ""))
        if problem is not None:
            code = "not_authenticated" if "authorization" not in headers else "authentication_failed"
            await _send_json(
                send, 401, error_body(code, problem), [(b"www-authenticate", b'Bearer realm="api"')]
            )
            return
        await self.manager.handle_request(scope, receive, send)
