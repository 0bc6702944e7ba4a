"""One ASGI app: `/mcp` goes to the MCP server, everything else to Django; lifespan runs MCP's task group."""

from typing import Any

from django.conf import settings

from coda_console.mcp.http import McpHttpApp, Receive, Scope, Send

MCP_PATH = "/mcp"


class CodaAsgi:
    def __init__(self, django_app: Any) -> None:
        if settings.DEBUG:  # one-command local start: serve /static/ like runserver did
            from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler

            django_app = ASGIStaticFilesHandler(django_app)
        self.django_app = django_app
        self.mcp = McpHttpApp()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
        elif scope["type"] == "http" and scope["path"].rstrip("/") == MCP_PATH:
            await self.mcp(scope, receive, send)
        else:
            await self.django_app(scope, receive, send)

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        message = await receive()
        if message["type"] != "lifespan.startup":
            return
        async with self.mcp.lifespan():
            await send({"type": "lifespan.startup.complete"})
            while (await receive())["type"] != "lifespan.shutdown":
                pass
        await send({"type": "lifespan.shutdown.complete"})
