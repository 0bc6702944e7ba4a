"""Processes and measurements for bench/load.py: loopback ports, manage.py, psql, stopping gunicorn and
the django-q2 cluster safely, latency statistics and a keep-alive HTTP client."""

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections import defaultdict
from http.client import HTTPConnection
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable


# --- process management --------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def manage(env: dict, *args: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(
        [PYTHON, str(ROOT / "manage.py"), *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=check,
    )


def psql(server: dict, sql: str, database: str = "postgres") -> None:
    env = dict(os.environ, PGPASSWORD=server["password"])
    subprocess.run(
        [
            "psql",
            "-h",
            server["host"],
            "-p",
            server["port"],
            "-U",
            server["user"],
            "-d",
            database,
            "-qc",
            sql,
        ],
        env=env,
        check=True,
        capture_output=True,
    )


def wait_http(port: int, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            conn = HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/healthz")
            conn.getresponse().read()
            return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"gunicorn did not answer on port {port} within {seconds} s")


def stop_worker(worker: subprocess.Popen) -> None:
    """SIGINT to the cluster's main pid only (SIGTERM to its whole group can hang it), then force."""
    if worker.poll() is None:
        worker.send_signal(signal.SIGINT)
        try:
            worker.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(worker.pid, signal.SIGKILL)
            worker.wait(timeout=5)


def stop_web(web: subprocess.Popen) -> None:
    if web.poll() is None:
        web.send_signal(signal.SIGTERM)  # gunicorn: graceful shutdown of its workers
        try:
            web.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(web.pid, signal.SIGKILL)
            web.wait(timeout=5)


# --- measurements --------------------------------------------------------------------------------


class Stats:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latency: dict[str, list[float]] = defaultdict(list)
        self.errors: dict[str, list[str]] = defaultdict(list)
        self.conflicts = 0
        self.accepted_ids: dict[str, set[str]] = defaultdict(set)  # client → event ids a 202 accepted
        self.duplicates_reported = 0
        self.coach_saves = 0
        self.answers = 0

    def record(self, endpoint: str, seconds: float, problem: str | None = None) -> None:
        with self.lock:
            self.latency[endpoint].append(seconds)
            if problem:
                self.errors[endpoint].append(problem)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


class Http:
    """One keep-alive connection; reconnects once when the server closed it between requests."""

    def __init__(self, port: int, stats: Stats, headers: dict | None = None) -> None:
        self.port, self.stats, self.headers = port, stats, headers or {}
        self.conn = HTTPConnection("127.0.0.1", port, timeout=60)

    def call(self, endpoint: str, method: str, path: str, body=None, headers=None, ok=(200,)):
        data = json.dumps(body).encode() if isinstance(body, (dict, list)) else body
        all_headers = {**self.headers, **(headers or {})}
        if isinstance(body, (dict, list)):
            all_headers["Content-Type"] = "application/json"
        started = time.perf_counter()
        for attempt in (1, 2):
            try:
                self.conn.request(method, path, body=data, headers=all_headers)
                response = self.conn.getresponse()
                payload = response.read()
                break
            except (ConnectionError, OSError) as error:
                self.conn.close()
                self.conn = HTTPConnection("127.0.0.1", self.port, timeout=60)
                if attempt == 2:
                    self.stats.record(endpoint, time.perf_counter() - started, f"transport: {error!r}")
                    return None, b"", {}
        elapsed = time.perf_counter() - started
        problem = None if response.status in ok else f"{response.status}: {payload[:200]!r}"
        self.stats.record(endpoint, elapsed, problem)
        return response.status, payload, dict(response.getheaders())
