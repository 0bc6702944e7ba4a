"""A small Anthropic API on loopback for the real SDK to talk to (tests point ANTHROPIC_BASE_URL at it).

Implements POST /v1/messages, POST /v1/messages/batches, GET /v1/messages/batches/{id},
POST /v1/messages/batches/{id}/cancel and the JSONL results URL a batch advertises (absolute, as the
API does). Answers are scripted per test: a queue of Reply objects (or callables taking the request
body) for /v1/messages, and per-custom_id results set when a test ends a batch. Every request is
recorded with its headers and parsed body, so tests assert on exactly what the SDK sent.
"""

import datetime as dt
import itertools
import json
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

API_KEY = "sk-ant-test-0000000000000000000000"
PAGE_RE = re.compile(r'<page path="([^"]+)">\n(.*?)\n</page>', re.DOTALL)


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # dict/list → JSON; str/bytes → sent as is
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    content_type: str = "application/json"


@dataclass
class Received:
    method: str
    path: str
    headers: dict[str, str]
    body: Any


@dataclass
class FakeBatch:
    id: str
    requests: list[dict]
    created_at: dt.datetime
    status: str = "in_progress"
    results: dict[str, dict] = field(default_factory=dict)
    advertise_results: bool = True
    ended_at: dt.datetime | None = None


Script = Reply | Callable[[dict], Reply]


# --- Answer builders --------------------------------------------------------------------------------


def usage(input_tokens=1000, output_tokens=400, cache_read=0, cache_write=0, ttl="5m") -> dict:
    return {
        "input_tokens": input_tokens,
        "output_tokens": output_tokens,
        "cache_read_input_tokens": cache_read,
        "cache_creation_input_tokens": cache_write,
        "cache_creation": {
            "ephemeral_5m_input_tokens": cache_write if ttl == "5m" else 0,
            "ephemeral_1h_input_tokens": cache_write if ttl == "1h" else 0,
        },
    }


def message(content: list[dict], *, stop_reason="tool_use", usage_data=None, model="claude-opus-4-8") -> dict:
    return {
        "id": f"msg_{int(time.monotonic() * 1e6)}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": usage_data or usage(),
    }


def tool_message(answer: Any, *, name="propose_wiki_update", stop_reason="tool_use", usage_data=None) -> dict:
    block = {"type": "tool_use", "id": "toolu_01", "name": name, "input": answer}
    return message([block], stop_reason=stop_reason, usage_data=usage_data)


def text_message(text: str, *, stop_reason="end_turn") -> dict:
    return message([{"type": "text", "text": text}], stop_reason=stop_reason)


def error_body(kind: str, text: str) -> dict:
    return {"type": "error", "error": {"type": kind, "message": text}}


def answer(
    pages=None,
    new_pages=None,
    summaries=None,
    contradictions=None,
    alerts=None,
    subject="a day",
    removed=None,
    questions=None,
):
    return {
        "pages": [{"path": p, "content": c} for p, c in (pages or {}).items()],
        "new_pages": [{"path": p, "content": c} for p, c in (new_pages or {}).items()],
        "index_summaries": summaries or {},
        "contradictions": contradictions or [],
        "alerts": alerts or [],
        "log_subject": subject,
        "removed": removed or [],
        "questions": questions or [],
    }


def user_text(body: dict) -> str:
    """Every text block of the request's user turn(s), joined."""
    parts = []
    for turn in body.get("messages", []):
        content = turn.get("content")
        if isinstance(content, str):
            parts.append(content)
        else:
            parts += [block.get("text", "") for block in content]
    return "\n".join(parts)


def pages_in(body: dict) -> dict[str, str]:
    """The candidate pages the prompt carried, path → content (as the model would read them)."""
    return {path: text + "\n" for path, text in PAGE_RE.findall(user_text(body))}


def event_ids_in(body: dict) -> list[str]:
    """The event ids the raw digest of the prompt lists (each digest line ends with its id in backticks)."""
    digest = re.search(r"<raw_digest[^>]*>(.*?)</raw_digest>", user_text(body), re.DOTALL)
    return re.findall(r"`([^`\s]+)`$", digest.group(1), re.MULTILINE) if digest else []


def client_in(body: dict) -> str:
    match = re.search(r'<run client="([^"]*)"', user_text(body))
    return match.group(1) if match else ""


# --- The server --------------------------------------------------------------------------------------


class FakeAnthropic:
    def __init__(self, api_key: str = API_KEY) -> None:
        self.api_key = api_key
        self.received: list[Received] = []
        self.script: list[Script] = []
        self.respond: Script | None = None  # answers /v1/messages once the queue is empty
        self.batch_create_reply: Reply | None = None  # e.g. a 500 when a test wants submission to fail
        self.batches: dict[str, FakeBatch] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    # lifecycle
    def start(self) -> "FakeAnthropic":
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args) -> None:  # quiet
                pass

            def do_GET(self) -> None:
                fake._handle(self, "GET")

            def do_POST(self) -> None:
                fake._handle(self, "POST")

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    # inspection
    def requests_to(self, method: str, path: str) -> list[Received]:
        return [r for r in self.received if r.method == method and r.path == path]

    @property
    def message_bodies(self) -> list[dict]:
        return [r.body for r in self.requests_to("POST", "/v1/messages")]

    # batches
    def end_batch(self, batch_id: str, results: dict[str, dict], *, advertise_results: bool = True) -> None:
        batch = self.batches[batch_id]
        batch.status, batch.results, batch.advertise_results = "ended", results, advertise_results
        batch.ended_at = dt.datetime.now(dt.UTC)

    def _batch_json(self, batch: FakeBatch) -> dict:
        counts = dict.fromkeys(("processing", "succeeded", "errored", "canceled", "expired"), 0)
        if batch.status == "ended":
            for request in batch.requests:
                kind = batch.results.get(request["custom_id"], {"type": "expired"})["type"]
                counts[kind] += 1
        else:
            counts["processing"] = len(batch.requests)
        ended = batch.status == "ended"
        return {
            "id": batch.id,
            "type": "message_batch",
            "processing_status": batch.status,
            "request_counts": counts,
            "created_at": batch.created_at.isoformat(),
            "expires_at": (batch.created_at + dt.timedelta(hours=24)).isoformat(),
            "ended_at": batch.ended_at.isoformat() if batch.ended_at else None,
            "archived_at": None,
            "cancel_initiated_at": None,
            "results_url": f"{self.url}/v1/messages/batches/{batch.id}/results"
            if ended and batch.advertise_results
            else None,
        }

    # routing
    def _authorised(self, headers: dict[str, str]) -> bool:
        return (
            headers.get("x-api-key") == self.api_key
            or headers.get("authorization") == f"Bearer {self.api_key}"
        )

    def _route(self, method: str, path: str, body: Any) -> Reply:
        if method == "POST" and path == "/v1/messages":
            with self._lock:
                step = self.script.pop(0) if self.script else self.respond
            if step is None:
                return Reply(500, error_body("api_error", "no scripted reply"), {"retry-after-ms": "1"})
            return step(body) if callable(step) else step
        if method == "POST" and path == "/v1/messages/batches" and self.batch_create_reply is not None:
            return self.batch_create_reply
        if method == "POST" and path == "/v1/messages/batches":
            batch = FakeBatch(f"msgbatch_{next(self._ids):04d}", body["requests"], dt.datetime.now(dt.UTC))
            self.batches[batch.id] = batch
            return Reply(200, self._batch_json(batch))
        match = re.fullmatch(r"/v1/messages/batches/([^/]+)(/results|/cancel)?", path)
        if match and match.group(1) in self.batches:
            batch = self.batches[match.group(1)]
            if method == "POST" and match.group(2) == "/cancel":
                batch.status = "canceling"
                return Reply(200, self._batch_json(batch))
            if method == "GET" and match.group(2) == "/results":
                lines = [
                    json.dumps({"custom_id": cid, "result": result}) for cid, result in batch.results.items()
                ]
                return Reply(200, "\n".join(lines) + "\n", content_type="application/x-jsonl")
            if method == "GET" and match.group(2) is None:
                return Reply(200, self._batch_json(batch))
        return Reply(404, error_body("not_found_error", f"{method} {path}"))

    def _handle(self, handler: BaseHTTPRequestHandler, method: str) -> None:
        length = int(handler.headers.get("content-length") or 0)
        raw = handler.rfile.read(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except json.JSONDecodeError:
            body = raw
        headers = {key.lower(): value for key, value in handler.headers.items()}
        path = handler.path.split("?", 1)[0]
        with self._lock:
            self.received.append(Received(method, path, headers, body))
        if not self._authorised(headers):
            reply = Reply(401, error_body("authentication_error", "invalid x-api-key"))
        else:
            reply = self._route(method, path, body)
        if reply.delay:
            time.sleep(reply.delay)
        payload = (
            reply.body
            if isinstance(reply.body, bytes)
            else (reply.body.encode() if isinstance(reply.body, str) else json.dumps(reply.body).encode())
        )
        try:
            handler.send_response(reply.status)
            handler.send_header("content-type", reply.content_type)
            handler.send_header("content-length", str(len(payload)))
            handler.send_header("request-id", f"req_{len(self.received)}")
            for key, value in reply.headers.items():
                handler.send_header(key, value)
            handler.end_headers()
            handler.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (a timeout test)


def succeeded(body: dict) -> dict:
    return {"type": "succeeded", "message": body}


def errored(kind: str = "overloaded_error", text: str = "Overloaded") -> dict:
    return {"type": "errored", "error": {"type": "error", "error": {"type": kind, "message": text}}}


def expired() -> dict:
    return {"type": "expired"}
