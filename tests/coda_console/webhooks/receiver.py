"""A real HTTP receiver on loopback (http.server in a thread) that records every request it gets."""

import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ANSWER_BODY = b'{"ok": true}'  # what a 2xx answer says (a test may make it hostile)


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Receiver:
    url: str
    requests: list[Received] = field(default_factory=list)
    statuses: list[int] = field(default_factory=list)  # answered in order; 200 once they run out

    def next_status(self) -> int:
        return self.statuses.pop(0) if self.statuses else 200


def start_receiver() -> tuple[Receiver, ThreadingHTTPServer]:
    receiver = Receiver(url="")

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            receiver.requests.append(Received(self.path, dict(self.headers.items()), body))
            status = receiver.next_status()
            payload = ANSWER_BODY if status < 300 else b"receiver says no"
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    receiver.url = f"http://127.0.0.1:{server.server_address[1]}/hooks/coda"
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return receiver, server
