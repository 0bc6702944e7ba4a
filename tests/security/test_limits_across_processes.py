"""Limits hold across processes: gunicorn with 3 workers on a file SQLite database (no Redis, so the
RateCounter table counts) — and on Redis when one answers — under parallel wrong passwords and API calls.

Documented tolerance (docs/api-edge.md, "Limits"): none above the limit — every attempt is counted
atomically before it is processed; at most one fewer when a window boundary falls inside the burst.
"""

import os
import re
import secrets
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from http.client import HTTPConnection
from pathlib import Path
from urllib.parse import urlencode

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.slow]

LOGIN_LIMIT, LOGIN_IP_LIMIT, API_LIMIT = 10, 15, 40
PASSWORD = "a long and right pass phrase"
REDIS_TEST_URL = os.environ.get("CODA_TEST_REDIS_URL", "redis://127.0.0.1:6379/3")


def _redis_answers() -> bool:
    try:
        import redis

        redis.Redis.from_url(REDIS_TEST_URL, socket_connect_timeout=1).ping()
        return True
    except Exception:
        return False


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _manage(env: dict, *args: str) -> str:
    result = subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), *args],
        env=env, cwd=ROOT, capture_output=True, text=True, check=True, timeout=300,
    )  # fmt: skip
    return result.stdout


@pytest.fixture(params=["database", "redis"])
def server(request, tmp_path):
    if request.param == "redis" and not _redis_answers():
        pytest.skip(f"no Redis at {REDIS_TEST_URL}")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CODA_TESTING", "DATABASE_URL"))}
    env |= {
        "DATABASE_URL": f"sqlite:///{tmp_path / 'limits.sqlite3'}",
        "CODA_DATA_DIR": str(tmp_path),
        "SECRET_KEY": secrets.token_urlsafe(40),
        "DEBUG": "0",
        "CODA_TESTING": "0",
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_SSL_REDIRECT": "0",
        "SECURE_COOKIES": "0",
        "SECURE_HSTS_SECONDS": "0",
        "LOG_LEVEL": "ERROR",
        "REDIS_URL": REDIS_TEST_URL if request.param == "redis" else "",
        "LOGIN_MAX_FAILURES": str(LOGIN_LIMIT),
        "LOGIN_MAX_FAILURES_PER_IP": str(LOGIN_IP_LIMIT),
        "API_RATE_LIMIT": f"{API_LIMIT}/hour",
        "TRUSTED_PROXY_COUNT": "1",  # the test plays the proxy: X-Forwarded-For names the client
    }
    if request.param == "redis":
        import redis

        redis.Redis.from_url(REDIS_TEST_URL).flushdb()
    _manage(env, "migrate", "--no-input", "-v0")
    _manage(env, "create_tenant", "acme", "--name", "Acme")
    _manage(env, "create_coach", "ana", "--tenant", "acme", "--password", PASSWORD)
    key = _manage(env, "create_api_key", "--tenant", "acme", "--name", "bot").split()[-1]
    port = _free_port()
    log = open(tmp_path / "gunicorn.log", "wb")  # noqa: SIM115
    web = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "coda_console.wsgi", "--bind", f"127.0.0.1:{port}",
         "--workers", "3", "--log-level", "warning"],
        env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    try:
        _wait(port)
        yield port, key
    finally:
        web.terminate()  # gunicorn's own pid: a graceful stop of its workers
        try:
            web.wait(timeout=20)
        except subprocess.TimeoutExpired:
            web.kill()
            web.wait(timeout=5)
        log.close()


def _wait(port: int) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            connection = HTTPConnection("127.0.0.1", port, timeout=2)
            connection.request("GET", "/login/")
            connection.getresponse().read()
            return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError("gunicorn did not start")


def _request(port: int, method: str, path: str, body: bytes | None = None, headers=None) -> int:
    connection = HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request(method, path, body=body, headers=headers or {})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response.status


def _login_form(port: int) -> tuple[str, str]:
    """A CSRF cookie and the form token that goes with it."""
    connection = HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", "/login/")
    response = connection.getresponse()
    html = response.read().decode()
    cookie = re.search(r"csrftoken=([^;]+)", response.getheader("Set-Cookie")).group(1)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    return cookie, token


def _login(port: int, csrf: tuple[str, str], address: str, username: str, password: str) -> int:
    cookie, token = csrf
    body = urlencode({"username": username, "password": password, "csrfmiddlewaretoken": token}).encode()
    headers = {
        "Content-Type": "application/x-www-form-urlencoded",
        "Cookie": f"csrftoken={cookie}",
        "X-Forwarded-For": address,
    }
    return _request(port, "POST", "/login/", body, headers)


def _parallel(calls: list) -> list[int]:
    with ThreadPoolExecutor(max_workers=8) as pool:
        return list(pool.map(lambda call: call(), calls))


def test_login_lockouts_and_api_throttle_hold_across_gunicorn_workers(server):
    port, key = server
    csrf = _login_form(port)

    # 40 wrong passwords for one account from one address, 8 at a time across 3 workers.
    statuses = _parallel([lambda: _login(port, csrf, "203.0.113.7", "ana", "wrong")] * 40)
    processed = statuses.count(200)  # the form came back with an error: the password was checked
    assert LOGIN_LIMIT - 1 <= processed <= LOGIN_LIMIT, statuses
    assert statuses.count(429) == 40 - processed
    # The account is locked for that address only: the same account from another address signs in.
    assert _login(port, csrf, "203.0.113.7", "ana", PASSWORD) == 429
    assert _login(port, csrf, "198.51.100.20", "ana", PASSWORD) == 302

    # One address trying many accounts meets the higher per-address limit.
    spray = [
        (lambda n=n: _login(port, csrf, "192.0.2.44", f"user{n}", "wrong")) for n in range(LOGIN_IP_LIMIT * 2)
    ]
    statuses = _parallel(spray)
    assert LOGIN_IP_LIMIT - 1 <= statuses.count(200) <= LOGIN_IP_LIMIT, statuses

    # One key's requests across the workers: never more than the limit answered.
    headers = {"Authorization": f"Bearer {key}"}
    statuses = _parallel([lambda: _request(port, "GET", "/api/v1/clients", None, headers)] * (API_LIMIT * 3))
    assert API_LIMIT - 1 <= statuses.count(200) <= API_LIMIT, statuses
    assert statuses.count(429) == API_LIMIT * 3 - statuses.count(200)
