"""Load test against a live gunicorn + django-q2 worker on PostgreSQL, all on 127.0.0.1 (issue 9).

    .venv/bin/python bench/load.py              # 50 bots × 60 s
    .venv/bin/python bench/load.py --quick      # 10 bots × 15 s
    .venv/bin/python bench/load.py --bots 20 --seconds 30 --keep
    .venv/bin/python bench/load.py --sqlite --bots 4 --seconds 30   # the default SQLite file, 1 worker

What it does, in order:

1. creates a fresh database `coda_load_<pid>` on the PostgreSQL server of DATABASE_URL (default
   postgres://postgres@127.0.0.1:5432), migrates it and loads `manage.py demo --days 30`; a throwaway
   data dir holds the filesystem wiki storage; the demo coach's password and a bot key are made here;
2. starts gunicorn (gthread workers, psycopg connection pool `?pool=1`) on a random free loopback port
   and a django-q2 cluster (`qcluster`, ORM broker, 2 workers) in its own session;
3. runs N bot threads for S seconds, each with its own keep-alive HTTP connection and its own client:
   event batches (1–20 events, unique ids; every 10th batch is sent twice to exercise idempotency;
   soreness check-ins and filed notes trigger inline wiki ingests that the worker runs), context
   bundles for every pipeline (on the bot's client and on the demo clients that have a wiki),
   questions (next + answer); one more thread is a coach in the console (login with CSRF, opening and
   saving coach edits on Marta's pages while ingests commit the same pages), and one polls /healthz;
4. waits for the worker to drain the queue, then verifies: every event id a 202 accepted is stored
   exactly once (and nothing else is), and `manage.py wiki_verify` passes (every version's sha256);
5. stops the worker (SIGINT to its main pid, SIGKILL to its group after 15 s) and gunicorn, drops the
   database and the data dir (unless --keep).

API_RATE_LIMIT is raised for the run (50 bots from one key would otherwise hit the per-key throttle);
throttles use Redis (REDIS_URL, default redis://127.0.0.1:6379/13) when it answers, as in production.
An error is any non-2xx answer except the coach's 409 (the page moved on under her: a refusal with a
clear message, counted separately) and a transport failure. The exit status is 1 on any error or
failed verification.
"""

import argparse
import json
import os
import random
import re
import secrets
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from datetime import UTC, datetime, timedelta
from html import unescape
from pathlib import Path
from urllib.parse import urlencode, urlparse

from _load_infra import (
    PYTHON,
    ROOT,
    Http,
    Stats,
    free_port,
    manage,
    percentile,
    psql,
    stop_web,
    stop_worker,
    wait_http,
)

PIPELINES = ["morning_brief", "session_mode", "meal_lens", "form_check", "weekly_review", "free_chat"]
MOMENTS = ["session_completed", "meal_confirmed", "brief_confirmed", "checkin_done", "chat_idle"]
DEMO_CLIENTS = ["marta-7f3a", "denys-2b91"]
COACH_PAGES = ["wiki/coaching-playbook.md", "wiki/constraints-injuries.md"]


# --- the actors ----------------------------------------------------------------------------------


def event_batch(bot: int, serial: int, rng: random.Random) -> list[dict]:
    now = datetime.now(UTC)
    events = []
    for i in range(rng.randint(1, 20)):
        when = (now - timedelta(minutes=rng.randint(0, 600))).isoformat()
        roll = rng.random()
        if roll < 0.03:
            kind, payload = (
                "checkin.soreness",
                {"area": "knee", "severity": rng.randint(3, 5), "note": "stairs"},
            )
        elif roll < 0.05:
            kind, payload = "note.filed", {"title": f"Load note {bot}", "body": "Sleeps better after walks."}
        elif roll < 0.35:
            kind, payload = (
                "sleep.logged",
                {"hours": round(rng.uniform(4.5, 9), 1), "quality": rng.randint(1, 5)},
            )
        elif roll < 0.6:
            kind, payload = "meal.logged", {"description": "oats and eggs", "protein_g": 30, "kcal": 520}
        elif roll < 0.8:
            kind, payload = "chat.turn", {"role": "user", "text": "slept badly, knee a bit sore after stairs"}
        else:
            kind, payload = (
                "tool.success",
                {"tool": rng.choice(["log_meal", "plan", "brief"]), "duration_ms": 80},
            )
        events.append(
            {"id": f"load-{bot}-{serial}-{i}", "kind": kind, "occurred_at": when, "payload": payload}
        )
    return events


def bot(number: int, port: int, key: str, stats: Stats, stop_at: float) -> None:
    rng = random.Random(number)
    http = Http(port, stats, {"Authorization": f"Bearer {key}"})
    own = f"load-{number:03d}"
    http.call(
        "POST clients",
        "POST",
        "/api/v1/clients",
        {"id": own, "display_name": f"Load {number}", "timezone": "Europe/Kyiv", "coaches": ["nata"]},
        ok=(200, 201),
    )
    serial = 0
    while time.monotonic() < stop_at:
        roll = rng.random()
        if roll < 0.5:
            serial += 1
            client = own if rng.random() < 0.9 else rng.choice(DEMO_CLIENTS)
            batch = {"events": event_batch(number, serial, rng)}
            for _ in range(2 if serial % 10 == 0 else 1):  # every 10th batch retried: duplicates
                status, payload, _ = http.call(
                    "POST events", "POST", f"/api/v1/clients/{client}/events", batch, ok=(202,)
                )
                if status == 202:
                    answer = json.loads(payload)
                    with stats.lock:
                        stats.accepted_ids[client].update(e["id"] for e in batch["events"])
                        stats.duplicates_reported += answer["duplicates"]
        elif roll < 0.85:
            client = own if rng.random() < 0.5 else rng.choice(DEMO_CLIENTS)
            pipeline = rng.choice(PIPELINES)
            body = {"pipeline": pipeline}
            if pipeline == "free_chat":
                body["query"] = rng.choice(
                    ["how did I sleep this week?", "my knee hurts on stairs", "protein?"]
                )
            http.call(f"POST context ({pipeline})", "POST", f"/api/v1/clients/{client}/context", body)
        else:
            client = rng.choice([own, *DEMO_CLIENTS])
            query = urlencode({"moment": rng.choice(MOMENTS)})
            status, payload, _ = http.call(
                "GET questions/next", "GET", f"/api/v1/clients/{client}/questions/next?{query}", ok=(200, 204)
            )
            if status == 200:
                question = json.loads(payload)
                http.call(
                    "POST question answer",
                    "POST",
                    f"/api/v1/questions/{question['id']}/answer",
                    {"answer": "Still on, thanks"},
                    ok=(202,),
                )
                with stats.lock:
                    stats.answers += 1


def _cookies(headers: dict, jar: dict) -> None:
    for name, value in headers.items():
        if name.lower() == "set-cookie":
            for part in value.split(", "):  # http.client folds repeated headers
                pair = part.split(";", 1)[0]
                if "=" in pair:
                    key, val = pair.split("=", 1)
                    jar[key.strip()] = val.strip()


def _cookie_header(jar: dict) -> dict:
    return {"Cookie": "; ".join(f"{k}={v}" for k, v in jar.items())}


def coach(port: int, password: str, stats: Stats, stop_at: float) -> None:
    """Nata in the console: log in, then open a page and save an edit of her own block, over and over."""
    http = Http(port, stats)
    jar: dict[str, str] = {}
    _, _, headers = http.call("GET login", "GET", "/login/")
    _cookies(headers, jar)
    form = urlencode({"username": "nata", "password": password, "csrfmiddlewaretoken": jar["csrftoken"]})
    _, _, headers = http.call(
        "POST login",
        "POST",
        "/login/",
        form.encode(),
        {
            **_cookie_header(jar),
            "Content-Type": "application/x-www-form-urlencoded",
            "Referer": "http://127.0.0.1/",
        },
        ok=(302,),
    )
    _cookies(headers, jar)
    serial = 0
    while time.monotonic() < stop_at:
        serial += 1
        page = COACH_PAGES[serial % len(COACH_PAGES)]
        url = f"/clients/marta-7f3a/wiki/edit/{page}"
        status, html, headers = http.call("GET console edit", "GET", url, headers=_cookie_header(jar))
        _cookies(headers, jar)
        if status != 200:
            time.sleep(1)
            continue
        text = html.decode()
        base = re.search(r'name="base_version" value="(\d+)"', text).group(1)
        content = unescape(
            re.search(r"<textarea name=\"content\"[^>]*>(.*?)</textarea>", text, re.S).group(1)
        )
        if re.search(r"Load-run check \d+", content):
            content = re.sub(r"Load-run check \d+", f"Load-run check {serial}", content)
        else:
            content = content.rstrip("\n") + f"\n\nLoad-run check {serial}.\n"
        form = urlencode(
            {
                "content": content,
                "base_version": base,
                "summary": "load run",
                "csrfmiddlewaretoken": jar["csrftoken"],
            }
        )
        headers = {**_cookie_header(jar), "Content-Type": "application/x-www-form-urlencoded"}
        headers["Referer"] = f"http://127.0.0.1:{port}{url}"
        status, _, _ = http.call("POST console save", "POST", url, form.encode(), headers, ok=(302, 409))
        with stats.lock:
            stats.conflicts += status == 409
            stats.coach_saves += status == 302
        time.sleep(0.5)


def health_poller(port: int, stats: Stats, stop_at: float) -> None:
    http = Http(port, stats)
    while time.monotonic() < stop_at:
        http.call("GET healthz", "GET", "/healthz")
        time.sleep(1)


# --- the run -------------------------------------------------------------------------------------


def server_from_env() -> dict:
    url = urlparse(os.environ.get("DATABASE_URL") or "postgres://postgres@127.0.0.1:5432/postgres")
    if url.scheme not in {"postgres", "postgresql"}:
        raise SystemExit("bench/load.py needs PostgreSQL: DATABASE_URL=postgres://user@host:port/any")
    return {
        "host": url.hostname or "127.0.0.1",
        "port": str(url.port or 5432),
        "user": url.username or "postgres",
        "password": url.password or "",
    }


def redis_url() -> str:
    url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/13")
    try:
        import redis

        redis.Redis.from_url(url, socket_connect_timeout=1).ping()
        return url
    except Exception:
        return ""


def database_url(args, server: dict | None, data_dir: Path, database: str) -> str:
    if args.sqlite:  # a file in the data dir, as a fresh checkout runs (WAL, IMMEDIATE writes)
        return f"sqlite:///{data_dir / 'load.sqlite3'}"
    auth = server["user"] + (f":{server['password']}" if server["password"] else "")
    return f"postgres://{auth}@{server['host']}:{server['port']}/{database}?pool=1&pool_max=8"


def setup(args, server: dict | None, data_dir: Path, database: str) -> tuple[dict, str, str]:
    env = dict(
        os.environ,
        DATABASE_URL=database_url(args, server, data_dir, database),
        CODA_DATA_DIR=str(data_dir),
        DEBUG="0",
        SECRET_KEY="load-" + secrets.token_urlsafe(40),
        ALLOWED_HOSTS="127.0.0.1",
        SECURE_SSL_REDIRECT="0",
        SECURE_COOKIES="0",
        SECURE_HSTS_SECONDS="0",
        API_RATE_LIMIT="1000000/min",
        LOG_LEVEL="WARNING",
        Q_BROKER="orm",
        Q_WORKERS="1" if args.sqlite else "2",  # the ORM broker on SQLite takes one worker
        Q_POLL="0.2",
        REDIS_URL=redis_url(),
    )
    env.pop("CODA_TESTING", None)
    if not args.sqlite:
        psql(server, f'CREATE DATABASE "{database}"')
    manage(env, "migrate", "--no-input", "-v0")
    password = secrets.token_urlsafe(12)
    started = time.monotonic()
    manage(env, "demo", "--days", str(args.days), "--password", password)
    print(f"demo ({args.days} days) loaded in {time.monotonic() - started:.0f} s")
    for external_id in DEMO_CLIENTS:  # the weekly lint queues gap questions for the bots to ask
        manage(env, "lint_wiki", external_id, check=False)
    key = manage(env, "create_api_key", "--tenant", "nata-coaching", "--name", "load").stdout.split()[-1]
    return env, password, key


def drain(env: dict, seconds: float) -> int:
    """Wait until the worker has taken every queued task; returns what is still queued."""
    code = "from django_q.models import OrmQ; print(OrmQ.objects.count())"
    deadline = time.monotonic() + seconds
    left = -1
    while time.monotonic() < deadline:
        left = int(manage(env, "shell", "-v0", "-c", code).stdout.strip().splitlines()[-1])
        if left == 0:
            return 0
        time.sleep(2)
    return left


VERIFY = """
import json, sys
from collections import Counter
from coda_console.models import Event
from wiki.models import IngestRun, PageVersion
accepted = json.loads(open(sys.argv[-1]).read())
problems = []
stored_total = 0
for external_id, ids in accepted.items():
    rows = Counter(Event.objects.filter(client__external_id=external_id, event_id__startswith="load-")
                   .values_list("event_id", flat=True))
    stored_total += sum(rows.values())
    missing = set(ids) - set(rows)
    extra = set(rows) - set(ids)
    twice = [i for i, n in rows.items() if n != 1]
    if missing or extra or twice:
        problems.append(f"{external_id}: {len(missing)} missing, {len(extra)} extra, {len(twice)} repeated")
runs = Counter(IngestRun.objects.values_list("kind", "status"))
print(json.dumps({"stored": stored_total, "problems": problems, "versions": PageVersion.objects.count(),
                  "runs": {f"{k}/{s}": n for (k, s), n in runs.items()}}))
"""


def verify(env: dict, stats: Stats, data_dir: Path) -> dict:
    accepted_path = data_dir / "accepted.json"
    accepted_path.write_text(json.dumps({c: sorted(ids) for c, ids in stats.accepted_ids.items()}))
    script = data_dir / "verify_load.py"
    script.write_text(VERIFY)
    # `manage.py shell` runs the script with Django set up; argv carries the accepted ids file.
    code = f"import sys; sys.argv.append({str(accepted_path)!r}); exec(open({str(script)!r}).read())"
    result = json.loads(manage(env, "shell", "-v0", "-c", code).stdout.strip().splitlines()[-1])
    wiki = manage(env, "wiki_verify", check=False)
    result["wiki_verify"] = (wiki.stdout + wiki.stderr).strip().splitlines()[-1]
    result["wiki_verify_ok"] = wiki.returncode == 0
    return result


def scan_logs(data_dir: Path) -> dict[str, int]:
    counts = {}
    for name in ("web", "worker"):
        text = (data_dir / f"{name}.log").read_text(errors="replace")
        counts[f"{name} errors"] = sum(" ERROR " in line or "Traceback" in line for line in text.splitlines())
        counts[f"{name} memory-degraded warnings"] = text.count("memory load degraded")
    return counts


def report(stats: Stats, seconds: float, checks: dict, bots: int) -> int:
    total = sum(len(v) for v in stats.latency.values())
    errors = sum(len(v) for v in stats.errors.values())
    print(
        f"\n{bots} bots + 1 coach + health poller for {seconds:.1f} s: {total} requests, "
        f"{total / seconds:.0f} req/s, errors {errors}"
    )
    print(f"{'endpoint':<34}{'count':>7}{'req/s':>8}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'errors':>8}")
    for endpoint in sorted(stats.latency):
        values = stats.latency[endpoint]
        print(
            f"{endpoint:<34}{len(values):>7}{len(values) / seconds:>8.1f}"
            f"{percentile(values, 50) * 1000:>9.0f}{percentile(values, 95) * 1000:>9.0f}"
            f"{percentile(values, 99) * 1000:>9.0f}{len(stats.errors.get(endpoint, [])):>8}"
        )
    unavailable = sum(e.startswith("503") for problems in stats.errors.values() for e in problems)
    print(f"503 database_unavailable: {unavailable} of {total} requests ({unavailable / max(total, 1):.2%})")
    accepted = sum(len(ids) for ids in stats.accepted_ids.values())
    print(
        f"\nevents accepted (unique ids) {accepted}; stored {checks['stored']}; duplicates reported on "
        f"retried batches {stats.duplicates_reported}"
    )
    print(
        f"coach saves {stats.coach_saves}, refused as stale (409) {stats.conflicts}; questions answered "
        f"{stats.answers}"
    )
    print(
        f"ingest runs {checks['runs']}; page versions {checks['versions']}; "
        f"wiki_verify: {checks['wiki_verify']}"
    )
    print(f"queue left after drain: {checks['queue_left']}; server logs: {checks['logs']}")
    for endpoint, problems in stats.errors.items():
        for problem in problems[:3]:
            print(f"ERROR {endpoint}: {problem}")
    ok = (
        errors == 0
        and not checks["problems"]
        and checks["wiki_verify_ok"]
        and accepted == checks["stored"]
        and checks["queue_left"] == 0
        and checks["logs"]["web errors"] == checks["logs"]["worker errors"] == 0
    )
    for problem in checks["problems"]:
        print(f"LOST/REPEATED {problem}")
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--quick", action="store_true", help="10 bots × 15 s")
    parser.add_argument("--days", type=int, default=30, help="demo history to load first")
    parser.add_argument("--web-workers", type=int, default=3)
    parser.add_argument("--web-threads", type=int, default=8)
    parser.add_argument("--keep", action="store_true", help="keep the database and data dir")
    parser.add_argument("--sqlite", action="store_true", help="a SQLite file instead of PostgreSQL")
    args = parser.parse_args()
    if args.quick:
        args.bots, args.seconds = 10, 15.0
    args.bots = max(1, min(args.bots, 200))  # bounded: loopback only, never a flood
    args.seconds = max(1.0, min(args.seconds, 600.0))
    server = None if args.sqlite else server_from_env()
    database = f"coda_load_{os.getpid()}"
    data_dir = Path(tempfile.mkdtemp(prefix="coda-load-"))
    web = worker = None
    try:
        env, password, key = setup(args, server, data_dir, database)
        port = free_port()
        # Server logs go to files in the data dir; the report counts their errors and degraded loads.
        worker_log = open(data_dir / "worker.log", "wb")  # noqa: SIM115
        web_log = open(data_dir / "web.log", "wb")  # noqa: SIM115
        web = subprocess.Popen(
            [PYTHON, "-m", "gunicorn", "coda_console.wsgi", "--bind", f"127.0.0.1:{port}",
             "--worker-class", "gthread", "--workers", str(args.web_workers),
             "--threads", str(args.web_threads), "--keep-alive", "30", "--log-level", "warning"],
            env=env, cwd=ROOT, start_new_session=True, stdout=web_log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        worker = subprocess.Popen(
            [PYTHON, str(ROOT / "manage.py"), "qcluster"],
            env=env, cwd=ROOT, start_new_session=True, stdout=worker_log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        wait_http(port, 60)
        print(
            f"gunicorn on 127.0.0.1:{port} ({args.web_workers}×{args.web_threads} threads), worker pid "
            f"{worker.pid}, database {env['DATABASE_URL'] if args.sqlite else database}, "
            f"cache {'redis' if env['REDIS_URL'] else 'locmem'}"
        )
        stats = Stats()
        started = time.monotonic()
        stop_at = started + args.seconds
        threads = [
            threading.Thread(target=bot, args=(n, port, key, stats, stop_at)) for n in range(args.bots)
        ]
        threads.append(threading.Thread(target=coach, args=(port, password, stats, stop_at)))
        threads.append(threading.Thread(target=health_poller, args=(port, stats, stop_at)))
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=args.seconds + 120)
        elapsed = time.monotonic() - started
        queue_left = drain(env, 120)
        checks = verify(env, stats, data_dir) | {"queue_left": queue_left, "logs": scan_logs(data_dir)}
        return report(stats, elapsed, checks, args.bots)
    finally:
        if worker is not None:
            stop_worker(worker)
        if web is not None:
            stop_web(web)
        if args.keep:
            print(f"kept database {database} and data dir {data_dir}")
        else:
            if server is not None:
                psql(server, f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
            shutil.rmtree(data_dir, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
