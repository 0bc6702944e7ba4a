"""A django-q2 worker killed (SIGKILL) in the middle of a distillation: the task is re-delivered to a
new cluster and completes exactly once — one run row, one nightly changeset, one Success.

Real processes: `manage.py qcluster` subprocesses against a database they can see — a temp-file
SQLite (migrated here), or the PostgreSQL test database when the suite runs on PostgreSQL."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.db import connection

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

SETUP = """
import datetime as dt, json
from django_q.tasks import async_task
from coda_console import services
from tests.wiki.conftest import day_of_events, post
from wiki.models import IngestRun
tenant = services.tenant_create(slug="nata-coaching", name="Nata Coaching")
client, _ = services.client_upsert(tenant=tenant, external_id="marta-7f3a", display_name="Marta",
                                   timezone_name="Europe/Kyiv")
day = dt.date(2026, 8, 12)
post(client, *day_of_events(day))
IngestRun.objects.create(client=client, kind="nightly", local_date=day)
task_id = async_task("tests.reliability.worker_tasks.slow_nightly", client.pk, MARKERS, group="reliability")
print(json.dumps({"client": client.pk, "task": task_id}))
"""

REPORT = """
import json
from django_q.models import Failure, OrmQ, Success
from wiki.models import Changeset, IngestRun, IngestState
from wiki.tree.export import verify_storage
from coda_console.models import Client
runs = list(IngestRun.objects.filter(kind="nightly").values("status", "local_date"))
checked, problems = verify_storage(Client.objects.all())
print(json.dumps({
    "runs": [r["status"] for r in runs],
    "nightly_changesets": Changeset.objects.filter(kind="nightly").count(),
    "success": list(Success.objects.values_list("id", flat=True)),
    "attempts": list(Success.objects.values_list("attempt_count", flat=True)),
    "failures": Failure.objects.count(),
    "queued": OrmQ.objects.count(),
    "folded_through": str(IngestState.objects.get().folded_through),
    "verified": checked, "problems": [str(p) for p in problems],
}))
"""


def _env(tmp_path: Path) -> dict:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("Q_", "WIKI_"))}
    if connection.vendor == "postgresql":  # the test database itself: this test commits for real
        db = connection.settings_dict
        url = f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
    else:
        url = f"sqlite:///{tmp_path / 'coda.sqlite3'}"
    env.update(
        DATABASE_URL=url,
        CODA_DATA_DIR=str(tmp_path / "data"),
        WIKI_FS_ROOT=str(tmp_path / "wiki-storage"),
        PYTHONPATH=str(ROOT),
        Q_WORKERS="1",
        Q_TIMEOUT="5",  # > SLOW_SECONDS: the re-delivered run is never cut short …
        Q_RETRY="6",  # … and retry > timeout, or a live task would be handed out twice
        Q_MAX_ATTEMPTS="3",
        Q_POLL="0.2",
        SECRET_KEY="reliability-test-only-" + "x" * 40,
    )
    return env


def _manage(env: dict, *args: str, code: str | None = None) -> str:
    command = [sys.executable, str(ROOT / "manage.py"), *args]
    if code is not None:
        command += ["-c", code]
    done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def _start_cluster(env: dict, log: Path) -> subprocess.Popen:
    # Its own session: signals we send reach the cluster's main process only, never the test runner.
    return subprocess.Popen(
        [sys.executable, str(ROOT / "manage.py"), "qcluster"],
        env=env,
        cwd=ROOT,
        stdout=log.open("ab"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )


def _stop_cluster(cluster: subprocess.Popen) -> None:
    if cluster.poll() is not None:
        return
    cluster.send_signal(signal.SIGTERM)  # the main pid only; it stops its own workers
    try:
        cluster.wait(20)
    except subprocess.TimeoutExpired:
        os.killpg(cluster.pid, signal.SIGKILL)  # its own session: only processes this test started
        cluster.wait(5)


def _wait_for(predicate, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def _lines(path: Path) -> list[str]:
    return path.read_text().split() if path.exists() else []


def test_a_worker_killed_mid_distillation_is_redelivered_and_completes_exactly_once(tmp_path):
    markers = tmp_path / "markers"
    markers.mkdir()
    env = _env(tmp_path)
    if connection.vendor != "postgresql":
        _manage(env, "migrate", "--no-input", "-v", "0")
    setup = _last_json(_manage(env, "shell", code=f"MARKERS = {str(markers)!r}\n" + SETUP))
    log = tmp_path / "qcluster.log"

    first = _start_cluster(env, log)
    try:
        calls = markers / "calls"
        victim = int(_wait_for(lambda: _lines(calls), 60, "the distillation to start")[0])
        assert victim != first.pid
        os.kill(victim, signal.SIGKILL)  # the worker dies mid-distillation, inside the transaction
        _wait_for(lambda: not Path(f"/proc/{victim}").exists() or _zombie(victim), 10, "the worker to die")
        time.sleep(1)
        assert not (markers / "finished").exists()
    finally:
        _stop_cluster(first)

    second = _start_cluster(env, log)
    try:
        # Re-delivered once the broker's lock on the task is older than Q_RETRY.
        _wait_for(lambda: _lines(markers / "finished"), 60, "the re-delivered task to finish")
        _wait_for(lambda: _report(env)["success"], 30, "the cluster to record the task's success")
    finally:
        _stop_cluster(second)

    report = _report(env)
    assert len(_lines(markers / "calls")) == 2  # the killed attempt and the re-delivered one
    assert report["runs"] == ["done"]  # one run row, done
    assert report["nightly_changesets"] == 1  # the killed attempt left nothing half-written
    assert report["success"] == [setup["task"]] and report["failures"] == 0 and report["queued"] == 0
    assert report["folded_through"] == "2026-08-12"
    assert report["problems"] == [] and report["verified"] > 0, log.read_text()[-3000:]


def _zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"
    except FileNotFoundError:
        return True


def _last_json(output: str) -> dict:
    return json.loads(output.strip().splitlines()[-1])  # `shell` prints its own banner first


def _report(env: dict) -> dict:
    return _last_json(_manage(env, "shell", code=REPORT))
