"""A real deployment for the MCP tests: a migrated temp-file SQLite database, uvicorn serving
coda_console/asgi.py on a loopback port (REST and /mcp), and `manage.py mcp` subprocesses for stdio.

Both transports and the REST calls they are compared with hit the same database through the same
code, as in production; the test process itself only reads results.
"""

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import httpx
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

ROOT = Path(__file__).resolve().parents[3]

SETUP = """
import datetime as dt, json, pathlib
from coda_console import services
from knowledge import services as knowledge_services
from knowledge.inputs import RecordFields
from wiki.ingest.runs import tree_ensure
from wiki.models import Question
out = pathlib.Path(OUT)
tenant = services.tenant_create(slug="nata-coaching", name="Nata Coaching")
other = services.tenant_create(slug="other-gym", name="Other Gym")
marta, _ = services.client_upsert(tenant=tenant, external_id="marta-7f3a", display_name="Marta",
                                  timezone_name="Europe/Kyiv")
sam, _ = services.client_upsert(tenant=other, external_id="sam-9d00", display_name="Sam")
asked = [services.client_upsert(tenant=tenant, external_id=f"q-{transport}", display_name="Ola")[0]
         for transport in ("stdio", "http")]
for client in (marta, sam, *asked):
    tree_ensure(client, local_date=dt.date(2026, 8, 12))
    Question.objects.create(client=client, text=f"Which days suit {client.display_name}?",
                            options=["mornings", "evenings"], page="wiki/preferences.md", finding="gap:days")
for tenant_row in (tenant, other):
    domain = knowledge_services.domain_create(tenant=tenant_row, slug="training", name="Training")
    knowledge_services.record_create(domain=domain, fields=RecordFields(title="Deload every fourth week",
        body="Cut volume by 40% in week four.", provenance_source="playbook", authority="coach",
        created_by="test"))
for name, tenant_row in (("bot", tenant), ("other_bot", other), ("revoked", tenant), ("limited", tenant),
                         ("throttled", tenant)):
    key, raw = services.api_key_create(tenant=tenant_row, name=name)
    (out / f"{name}.key").write_text(raw + "\\n")
    if name == "revoked":
        services.api_key_revoke(key=key)
print(json.dumps({"ok": True}))
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Deployment:
    root: Path
    env: dict
    base_url: str
    web: subprocess.Popen | None = None

    def key_file(self, name: str) -> Path:
        return self.root / f"{name}.key"

    def key(self, name: str) -> str:
        return self.key_file(name).read_text().strip()

    def rest(self, method: str, path: str, key: str = "bot", **kwargs) -> httpx.Response:
        headers = {"Authorization": f"Bearer {self.key(key)}"}
        return httpx.request(method, f"{self.base_url}{path}", headers=headers, timeout=30, **kwargs)

    def shell(self, code: str) -> dict:
        output = manage(self.env, "shell", "-c", code)
        return json.loads(output.strip().splitlines()[-1])

    @contextlib.asynccontextmanager
    async def session(
        self, transport: str, key: str = "bot", env: dict | None = None
    ) -> AsyncIterator[ClientSession]:
        if transport == "http":
            headers = {"Authorization": f"Bearer {self.key(key)}"}
            async with (
                httpx.AsyncClient(headers=headers, timeout=30) as http,
                streamable_http_client(f"{self.base_url}/mcp", http_client=http) as (read, write, _),
                ClientSession(read, write) as session,
            ):
                await session.initialize()
                yield session
        else:
            params = StdioServerParameters(
                command=sys.executable,
                args=[str(ROOT / "manage.py"), "mcp", "--key-file", str(self.key_file(key))],
                env={**self.env, **(env or {})},
                cwd=str(ROOT),
            )
            async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
                await session.initialize()
                yield session


def manage(env: dict, *args: str, check: bool = True) -> str:
    done = subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if not check:
        return done.stdout + done.stderr
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def start(root: Path) -> Deployment:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("Q_", "WIKI_", "API_"))}
    env.update(
        DATABASE_URL=f"sqlite:///{root / 'coda.sqlite3'}",
        CODA_DATA_DIR=str(root / "data"),
        WIKI_FS_ROOT=str(root / "wiki-storage"),
        PYTHONPATH=str(ROOT),
        DEBUG="1",
        CODA_TESTING="1",
        SECRET_KEY="mcp-test-only-" + "x" * 40,
    )
    env.pop("REDIS_URL", None)
    manage(env, "migrate", "--no-input", "-v", "0")
    manage(env, "shell", "-c", f"OUT = {str(root)!r}\n" + SETUP)
    port = free_port()
    deployment = Deployment(root=root, env=env, base_url=f"http://127.0.0.1:{port}")
    deployment.web = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "coda_console.asgi:application", "--port", str(port)],
        env=env,
        cwd=ROOT,
        stdout=(root / "web.log").open("ab"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    _wait_until_up(deployment)
    return deployment


def _wait_until_up(deployment: Deployment) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            httpx.get(f"{deployment.base_url}/healthz", timeout=2)
            return
        except httpx.TransportError:
            time.sleep(0.2)
    raise AssertionError((deployment.root / "web.log").read_text()[-3000:])


def stop(deployment: Deployment) -> None:
    web = deployment.web
    if web is not None and web.poll() is None:
        web.send_signal(signal.SIGTERM)
        try:
            web.wait(15)
        except subprocess.TimeoutExpired:
            os.killpg(web.pid, signal.SIGKILL)  # its own session: only the server this test started
            web.wait(5)
