"""Multi-node proof: two web nodes and two job clusters survive node kills mid-run (docs/reliability.md).

    .venv/bin/python bench/cluster.py                 # 20 bots × 180 s
    .venv/bin/python bench/cluster.py --bots 6 --seconds 90 --max-wait 1800

What it does:

1. PostgreSQL (a fresh database `coda_cluster_<pid>` on DATABASE_URL's server), Redis (REDIS_URL, default
   redis://127.0.0.1:6379/3: cache and limit counters) and a moto S3 server on 127.0.0.1 with a
   versioned bucket (WIKI_STORAGE=s3) — all on this machine;
2. two gunicorn web nodes (127.0.0.1 and 127.0.0.2, own ports) and two django-q2 clusters (ORM broker on
   PostgreSQL), each its own process group; the dispatcher ticks every minute (WIKI_DISPATCH_MINUTES=1);
3. picks the IANA timezone whose local 02:30 comes soonest after the start-up (waiting if needed), gives
   it to every bot's client, and times the run so that 02:30 local falls inside it: every client's
   nightly is dispatched while the bots post;
4. N bots for S seconds, each on its own client, alternating nodes: event batches (unique ids, some dated
   yesterday local, every 5th batch re-sent), chat turns with a `turn_id`, context bundles; a request
   that meets a dead node is retried with the same ids on the other node;
5. mid-run, SIGKILLs web node A's process group and job cluster 1's process group (around the nightly),
   restarts both ~15 s later;
6. waits for the queue to drain and no run to be pending, then checks: every event id answered 202 is
   stored exactly once; exactly one nightly per client for the night that fell inside the run; no run
   left pending or running; `manage.py wiki_verify` (every page version's sha256 on S3).

Clusters are stopped with SIGINT to their main pid (SIGTERM to the whole group can hang django-q2), then
SIGKILL to the group after 15 s. Exit status 1 on any lost, duplicated or stuck item.
"""

import argparse
import datetime as dt
import json
import os
import random
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import zoneinfo
from collections import Counter
from http.client import HTTPConnection
from pathlib import Path
from urllib.parse import urlparse

from _load_infra import PYTHON, ROOT, free_port, manage, psql, stop_web, stop_worker

NIGHTLY_AT = dt.time(2, 30)


# --- infrastructure ------------------------------------------------------------------------------


def start_s3() -> tuple[object, str, str]:
    import logging

    import boto3
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # moto's request log

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    endpoint, bucket = f"http://{host}:{port}", f"cluster-{secrets.token_hex(4)}"
    s3 = boto3.client(
        "s3", endpoint_url=endpoint, region_name="us-east-1",
        aws_access_key_id="testing", aws_secret_access_key="testing",
    )  # fmt: skip
    s3.create_bucket(Bucket=bucket)
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    return server, endpoint, bucket


def environment(database: str, data_dir: Path, endpoint: str, bucket: str) -> tuple[dict, dict]:
    url = urlparse(os.environ.get("DATABASE_URL") or "postgres://postgres@127.0.0.1:5432/postgres")
    server = {"host": url.hostname or "127.0.0.1", "port": str(url.port or 5432),
              "user": url.username or "postgres", "password": url.password or ""}  # fmt: skip
    auth = server["user"] + (f":{server['password']}" if server["password"] else "")
    env = dict(
        os.environ,
        DATABASE_URL=f"postgres://{auth}@{server['host']}:{server['port']}/{database}",
        REDIS_URL=os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/3"),
        CODA_DATA_DIR=str(data_dir), DEBUG="0", SECRET_KEY="cluster-" + secrets.token_urlsafe(40),
        ALLOWED_HOSTS="127.0.0.1,127.0.0.2", SECURE_SSL_REDIRECT="0", SECURE_COOKIES="0",
        SECURE_HSTS_SECONDS="0", API_RATE_LIMIT="1000000/min", LOG_LEVEL="WARNING",
        Q_BROKER="orm", Q_WORKERS="2", Q_POLL="0.2", Q_TIMEOUT="60", Q_RETRY="75",
        WIKI_DISPATCH_MINUTES="1", WIKI_STORAGE="s3", WIKI_S3_BUCKET=bucket, WIKI_S3_ENDPOINT_URL=endpoint,
        WIKI_S3_ACCESS_KEY_ID="testing", WIKI_S3_SECRET_ACCESS_KEY="testing", WIKI_S3_REGION="us-east-1",
    )  # fmt: skip
    env.pop("CODA_TESTING", None)
    return env, server


class Node:
    """One web node or one job cluster: a process group we can kill and restart."""

    def __init__(self, name: str, argv: list[str], env: dict, log_dir: Path) -> None:
        self.name, self.argv, self.env, self.log_dir = name, argv, env, log_dir
        self.process: subprocess.Popen | None = None
        self.starts = 0

    def start(self) -> None:
        self.starts += 1
        log = open(self.log_dir / f"{self.name}.{self.starts}.log", "wb")  # noqa: SIM115
        self.process = subprocess.Popen(
            self.argv, env=self.env, cwd=ROOT, start_new_session=True, stdout=log, stderr=subprocess.STDOUT
        )

    def kill(self) -> None:
        """The fault: SIGKILL to the whole process group (master and every worker)."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)


def web_node(name: str, host: str, port: int, env: dict, log_dir: Path) -> Node:
    argv = [PYTHON, "-m", "gunicorn", "coda_console.wsgi", "--bind", f"{host}:{port}", "--worker-class",
            "gthread", "--workers", "2", "--threads", "4", "--log-level", "warning"]  # fmt: skip
    return Node(name, argv, env, log_dir)


def job_cluster(name: str, env: dict, log_dir: Path) -> Node:
    return Node(name, [PYTHON, str(ROOT / "manage.py"), "qcluster"], env, log_dir)


# --- the night inside the run --------------------------------------------------------------------


def next_nightly(earliest: dt.datetime) -> tuple[str, dt.datetime]:
    """The zone whose local 02:30 comes first at or after `earliest` (UTC), and that instant."""
    best: tuple[str, dt.datetime] | None = None
    for name in sorted(zoneinfo.available_timezones()):
        if name.startswith(("posix/", "right/")) or "/" not in name:
            continue
        zone = zoneinfo.ZoneInfo(name)
        local = earliest.astimezone(zone)
        for days in (0, 1):
            candidate = dt.datetime.combine(local.date() + dt.timedelta(days=days), NIGHTLY_AT, zone)
            moment = candidate.astimezone(dt.UTC)
            if moment >= earliest and (best is None or moment < best[1]):
                best = (name, moment)
                break
    return best


# --- the bots ------------------------------------------------------------------------------------


def request(
    host: str, port: int, method: str, path: str, body=None, key: str = ""
) -> tuple[int | None, bytes]:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    data = None
    if body is not None:
        data, headers["Content-Type"] = json.dumps(body).encode(), "application/json"
    try:
        connection = HTTPConnection(host, port, timeout=60)
        connection.request(method, path, body=data, headers=headers)
        response = connection.getresponse()
        payload = response.read()
        connection.close()
        return response.status, payload
    except OSError:
        return None, b""


class Fleet:
    def __init__(self, ports: list[tuple[str, int]], key: str) -> None:
        self.ports, self.key = ports, key
        self.errors: Counter = Counter()  # by class, before the retry on the other node
        self.answered: Counter = Counter()
        self.failed: list[str] = []
        self.lock = threading.Lock()

    def call(self, bot: int, endpoint: str, method: str, path: str, body, ok) -> tuple[int | None, bytes]:
        """On the bot's node; on a transport error or a 5xx, the same request on the other node."""
        order = [bot % 2, (bot + 1) % 2]
        for attempt, node in enumerate(order * 2):  # each node twice, a pause between rounds
            host, port = self.ports[node]
            status, payload = request(host, port, method, path, body, self.key)
            with self.lock:
                if status is None:
                    self.errors["transport (node down), retried"] += 1
                elif status >= 500:
                    self.errors[f"{status}, retried"] += 1
                else:
                    self.answered[status] += 1
                    if status not in ok:
                        self.errors[f"{status} (not retried)"] += 1
                    return status, payload
            if attempt == 1:
                time.sleep(2)
        with self.lock:
            self.failed.append(f"{method} {path}")
        return None, b""


def bot(number: int, fleet: Fleet, zone: str, stop_at: float, accepted: dict, lock: threading.Lock) -> None:
    rng = random.Random(number)
    client = f"cluster-{number:03d}"
    body = {"id": client, "display_name": f"Cluster {number}", "timezone": zone, "coaches": ["nata"]}
    fleet.call(number, "POST clients", "POST", "/api/v1/clients", body, (200, 201))
    serial = 0
    while time.monotonic() < stop_at:
        serial += 1
        roll = rng.random()
        if roll < 0.6:
            now = dt.datetime.now(dt.UTC)
            events = [
                {
                    "id": f"c-{number}-{serial}-{i}",
                    "kind": "sleep.logged" if i % 2 else "meal.logged",
                    "occurred_at": (now - dt.timedelta(minutes=rng.randint(0, 600))).isoformat(),
                    "payload": {"hours": 7.5, "quality": 3}
                    if i % 2
                    else {"description": "oats", "kcal": 500},
                }
                for i in range(rng.randint(1, 8))
            ]
            for _ in range(2 if serial % 5 == 0 else 1):
                status, _ = fleet.call(
                    number,
                    "POST events",
                    "POST",
                    f"/api/v1/clients/{client}/events",
                    {"events": events},
                    (202,),
                )
                if status == 202:
                    with lock:
                        accepted.setdefault(client, set()).update(e["id"] for e in events)
        elif roll < 0.8:
            turn = {"session_id": f"s{number}", "turn_id": f"t{serial}", "user_text": "knee ok, slept 7h",
                    "bot_text": "Noted.", "pipeline": "session_mode"}  # fmt: skip
            fleet.call(number, "POST turns", "POST", f"/api/v1/clients/{client}/turns", turn, (200,))
        else:
            body = {"pipeline": rng.choice(["morning_brief", "session_mode", "weekly_review"])}
            fleet.call(number, "POST context", "POST", f"/api/v1/clients/{client}/context", body, (200,))
        time.sleep(rng.uniform(0.05, 0.3))


# --- checks --------------------------------------------------------------------------------------

SETTLED = """
from django_q.models import OrmQ
from wiki.models import IngestRun
print(OrmQ.objects.count() + IngestRun.objects.filter(status__in=["pending", "running"]).count())
"""

VERIFY = """
import json, sys
from collections import Counter
from coda_console.models import Event
from wiki.models import IngestRun, PageVersion
args = json.loads(open(sys.argv[-1]).read())
problems = []
stored = 0
for external_id, ids in args["accepted"].items():
    rows = Counter(Event.objects.filter(client__external_id=external_id, event_id__startswith="c-")
                   .values_list("event_id", flat=True))
    stored += sum(rows.values())
    missing, extra = set(ids) - set(rows), set(rows) - set(ids)
    if missing or extra or any(n != 1 for n in rows.values()):
        problems.append(f"{external_id}: {len(missing)} missing, {len(extra)} extra")
night = args["night"]
nights = IngestRun.objects.filter(kind="nightly", local_date=night)
per_client = Counter(nights.filter(client__external_id__startswith="cluster-")
                     .values_list("client__external_id", flat=True))
runs = Counter(IngestRun.objects.values_list("kind", "status"))
print(json.dumps({
    "stored": stored, "problems": problems, "versions": PageVersion.objects.count(),
    "nightly_per_client": sorted(per_client.values()), "clients_with_nightly": len(per_client),
    "night_statuses": dict(Counter(nights.values_list("status", flat=True))),
    "stuck": IngestRun.objects.filter(status__in=["pending", "running"]).count(),
    "runs": {f"{k}/{s}": n for (k, s), n in runs.items()},
}))
"""


def run_script(env: dict, data_dir: Path, name: str, code: str, args: dict | None = None) -> str:
    script, arg_path = data_dir / f"{name}.py", data_dir / f"{name}.json"
    script.write_text(code)
    arg_path.write_text(json.dumps(args or {}))
    inline = f"import sys; sys.argv.append({str(arg_path)!r}); exec(open({str(script)!r}).read())"
    return manage(env, "shell", "-v0", "-c", inline).stdout.strip().splitlines()[-1]


def settle(env: dict, data_dir: Path, seconds: float) -> int:
    deadline = time.monotonic() + seconds
    left = -1
    while time.monotonic() < deadline:
        left = int(run_script(env, data_dir, "settled", SETTLED))
        if left == 0:
            return 0
        time.sleep(3)
    return left


# --- the run -------------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=180.0)
    parser.add_argument("--max-wait", type=float, default=1800.0, help="longest wait for a zone at 02:30")
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args()
    args.bots = max(2, min(args.bots, 50))
    database, data_dir = f"coda_cluster_{os.getpid()}", Path(tempfile.mkdtemp(prefix="coda-cluster-"))
    s3_server, endpoint, bucket = start_s3()
    env, server = environment(database, data_dir, endpoint, bucket)
    nodes: list[Node] = []
    try:
        psql(server, f'CREATE DATABASE "{database}"')
        manage(env, "migrate", "--no-input", "-v0")
        manage(env, "create_tenant", "nata-coaching", "--name", "Nata Coaching")
        manage(env, "create_coach", "nata", "--tenant", "nata-coaching")
        key = manage(env, "create_api_key", "--tenant", "nata-coaching", "--name", "cluster").stdout.split()[
            -1
        ]
        manage(env, "ensure_schedules")
        # The night: 02:30 local falls ~40 % into the run, the run starts once the nodes are up (~30 s).
        lead = dt.timedelta(seconds=30 + 0.4 * args.seconds)
        zone, nightly_at = next_nightly(dt.datetime.now(dt.UTC) + lead)
        wait = (nightly_at - lead - dt.datetime.now(dt.UTC)).total_seconds()
        if wait > args.max_wait:
            print(f"the next 02:30 is {wait:.0f} s away ({zone}); over --max-wait")
            return 2
        ports = [("127.0.0.1", free_port()), ("127.0.0.2", free_port())]
        nodes = [
            web_node("web-a", *ports[0], env, data_dir),
            web_node("web-b", *ports[1], env, data_dir),
            job_cluster("jobs-1", env, data_dir),
            job_cluster("jobs-2", env, data_dir),
        ]
        print(f"zone {zone}: 02:30 local at {nightly_at:%H:%M:%S} UTC; waiting {max(wait, 0):.0f} s")
        time.sleep(max(wait, 0))
        for node in nodes:
            node.start()
        for host, port in ports:
            wait_http_on(host, port)
        accepted, lock = {}, threading.Lock()
        fleet = Fleet(ports, key)
        started = time.monotonic()
        start_utc = dt.datetime.now(dt.UTC)
        stop_at = started + args.seconds
        threads = [
            threading.Thread(target=bot, args=(n, fleet, zone, stop_at, accepted, lock))
            for n in range(args.bots)
        ]
        for thread in threads:
            thread.start()
        faults = inject_faults(nodes, nightly_at, stop_at)
        for thread in threads:
            thread.join(timeout=args.seconds + 300)
        elapsed = time.monotonic() - started
        left = settle(env, data_dir, 300)
        night = (nightly_at.astimezone(zoneinfo.ZoneInfo(zone)) - dt.timedelta(days=1)).date().isoformat()
        ids = {client: sorted(events) for client, events in accepted.items()}
        checks = json.loads(run_script(env, data_dir, "verify", VERIFY, {"accepted": ids, "night": night}))
        wiki = manage(env, "wiki_verify", check=False)
        checks |= {
            "wiki_verify": (wiki.stdout + wiki.stderr).strip().splitlines()[-1],
            "wiki_ok": wiki.returncode == 0,
        }
        return report(
            args, fleet, accepted, checks, left, faults, elapsed, zone, nightly_at, start_utc, night
        )
    finally:
        for node in nodes:
            if node.process is not None and node.process.poll() is None:
                (stop_worker if node.name.startswith("jobs") else stop_web)(node.process)
        s3_server.stop()
        if args.keep:
            print(f"kept database {database} and data dir {data_dir}")
        else:
            psql(server, f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
            shutil.rmtree(data_dir, ignore_errors=True)


def wait_http_on(host: str, port: int) -> None:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if request(host, port, "GET", "/healthz")[0] is not None:
            return
        time.sleep(0.3)
    raise RuntimeError(f"{host}:{port} did not answer")


def inject_faults(nodes: list[Node], nightly_at: dt.datetime, stop_at: float) -> list[str]:
    """SIGKILL web node A 15 s before the night and job cluster 1 20 s after it; restart each 15 s later."""
    web_a, jobs_1 = nodes[0], nodes[2]
    plan = [
        (nightly_at - dt.timedelta(seconds=15), web_a, "kill"),
        (nightly_at, web_a, "start"),
        (nightly_at + dt.timedelta(seconds=20), jobs_1, "kill"),
        (nightly_at + dt.timedelta(seconds=35), jobs_1, "start"),
    ]
    done = []
    for moment, node, action in plan:
        pause = (moment - dt.datetime.now(dt.UTC)).total_seconds()
        if pause > 0:
            time.sleep(pause)
        getattr(node, action)()
        done.append(f"{dt.datetime.now(dt.UTC):%H:%M:%S} {action} {node.name}")
        print(done[-1], flush=True)
    return done


def report(args, fleet, accepted, checks, left, faults, elapsed, zone, nightly_at, start_utc, night) -> int:
    total = sum(fleet.answered.values())
    accepted_count = sum(len(ids) for ids in accepted.values())
    print(
        f"\n{args.bots} bots for {elapsed:.0f} s from {start_utc:%H:%M:%S} UTC, 2 web nodes + 2 job clusters"
    )
    print(f"zone {zone}: 02:30 local = {nightly_at:%H:%M:%S} UTC, the night of {night}")
    print("faults:", "; ".join(faults))
    print(f"requests answered {total}: " + ", ".join(f"{s}: {n}" for s, n in sorted(fleet.answered.items())))
    print("errors by class: " + (", ".join(f"{c}: {n}" for c, n in sorted(fleet.errors.items())) or "none"))
    print(f"requests failed on both nodes: {len(fleet.failed)}")
    print(f"events accepted (unique ids) {accepted_count}; stored {checks['stored']}; lost/duplicated: "
          f"{checks['problems'] or 'none'}")  # fmt: skip
    print(f"nightly runs for {night}: {checks['clients_with_nightly']} of {args.bots} clients, per client "
          f"{sorted(set(checks['nightly_per_client']))}, statuses {checks['night_statuses']}")  # fmt: skip
    print(f"runs {checks['runs']}; stuck pending/running {checks['stuck']}; queue+pending left {left}")
    print(f"page versions {checks['versions']}; wiki_verify: {checks['wiki_verify']}")
    ok = (
        not fleet.failed
        and not checks["problems"]
        and accepted_count == checks["stored"]
        and checks["clients_with_nightly"] == args.bots
        and set(checks["nightly_per_client"]) == {1}
        and checks["stuck"] == 0
        and left == 0
        and checks["wiki_ok"]
    )
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
