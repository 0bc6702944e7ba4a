"""`manage.py mcp --key-file PATH`: the MCP server over stdio for a local agent (docs/bots.md "MCP").

The key comes from a file (first line) or the CODA_API_KEY environment variable — never from the
command line, where every user of the machine could read it in the process list.
"""

import os
from pathlib import Path

import anyio
from django.core.management.base import BaseCommand, CommandError, CommandParser
from mcp.server.stdio import stdio_server

from coda_console.mcp.http import authenticate_header
from coda_console.mcp.operations import Caller
from coda_console.mcp.server import build_server


def read_key(key_file: str | None) -> str:
    if key_file:
        try:
            lines = Path(key_file).read_text().strip().splitlines()
        except OSError as error:
            raise CommandError(f"cannot read the key file: {error.strerror}") from None
        raw_key = lines[0].strip() if lines else ""
    else:
        raw_key = os.environ.get("CODA_API_KEY", "").strip()
    if not raw_key:
        raise CommandError("no API key: pass --key-file PATH or set CODA_API_KEY")
    return raw_key


class Command(BaseCommand):
    help = "Serve the MCP tools over stdio with one API key (from --key-file or CODA_API_KEY)."
    requires_system_checks: list = []  # stdout belongs to the protocol; start fast and quietly

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--key-file", help="a file whose first line is the API key")

    def handle(self, *args, key_file: str | None = None, **options) -> None:
        raw_key = read_key(key_file)
        problem = authenticate_header(f"Bearer {raw_key}")
        if problem is not None:  # fail at start-up, with the REST message, not at the first tool call
            raise CommandError(problem)
        caller = Caller(raw_key=raw_key)
        server = build_server(lambda _server: caller)

        async def serve() -> None:
            async with stdio_server() as (read_stream, write_stream):
                await server.run(read_stream, write_stream, server.create_initialization_options())

        anyio.run(serve)
