"""Production settings from docs/deploy.md: pooled PostgreSQL, the job cluster, /healthz over plain HTTP."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.db import connection
from django.db.utils import ConnectionHandler

from coda_console.env import database_from_url

ROOT = Path(__file__).resolve().parents[2]


def _url(query: str) -> str:
    params = connection.settings_dict
    auth = params["USER"] + (f":{params['PASSWORD']}" if params["PASSWORD"] else "")
    return f"postgres://{auth}@{params['HOST']}:{params['PORT']}/{params['NAME']}?{query}"


def _backend_pids(url: str, cycles: int) -> tuple[list[int], object]:
    """Open, query and close a connection `cycles` times through a fresh handler (as a request would)."""
    handler = ConnectionHandler({"default": database_from_url(url, sqlite_default_path="unused")})
    wrapper = handler["default"]
    pids = []
    for _ in range(cycles):
        with wrapper.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            pids.append(cursor.fetchone()[0])
        wrapper.close()  # end of request: with a pool the connection goes back to it
    return pids, wrapper


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_pool_1_reuses_server_connections_across_requests():
    pids, wrapper = _backend_pids(_url("pool=1&pool_max=3"), cycles=8)
    try:
        assert wrapper.settings_dict["CONN_MAX_AGE"] == 0  # Django's pool replaces persistent connections
        stats = wrapper.pool.get_stats()
        assert stats["pool_max"] == 3
        # Eight "requests" share the pool's few server backends (the pool may open a spare in the
        # background, never more than pool_max).
        assert len(set(pids)) <= 3 and len(pids) == 8
    finally:
        wrapper.close_pool()


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_without_pool_and_conn_max_age_0_every_request_opens_a_connection():
    pids, wrapper = _backend_pids(_url("conn_max_age=0"), cycles=3)
    assert wrapper.pool is None
    assert len(set(pids)) == 3


def test_job_cluster_retry_exceeds_timeout_and_failures_are_acknowledged():
    cluster = django_settings.Q_CLUSTER
    assert cluster["retry"] > cluster["timeout"]
    assert cluster["max_attempts"] >= 1 and cluster["ack_failures"] is True


def test_q_retry_not_above_timeout_is_refused_at_start_up(tmp_path):
    env = dict(os.environ, Q_TIMEOUT="300", Q_RETRY="300", DEBUG="1", CODA_DATA_DIR=str(tmp_path))
    env.pop("DATABASE_URL", None)
    result = subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), "check"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode != 0 and "Q_RETRY must be greater than Q_TIMEOUT" in result.stderr


@pytest.mark.django_db
def test_healthz_is_not_redirected_to_https_in_production(client, settings):
    settings.SECURE_SSL_REDIRECT = True
    assert client.get("/healthz").status_code in {200, 503}
    assert client.get("/clients/").status_code == 301  # everything else still goes to HTTPS


def test_gunicorn_is_installed_with_the_project():
    import gunicorn

    assert tuple(int(part) for part in gunicorn.__version__.split(".")[:2]) >= (23, 0)


def _settings_in_subprocess(argv: list[str], tmp_path) -> str:
    code = (
        f"import sys; sys.argv = {argv!r}; import django; django.setup(); "
        "from django.conf import settings; d = settings.DATABASES['default']; "
        "print(d['OPTIONS'].get('pool') is not None, d['CONN_MAX_AGE'])"
    )
    env = dict(
        os.environ,
        DJANGO_SETTINGS_MODULE="coda_console.settings",
        DATABASE_URL="postgres://postgres@127.0.0.1:5432/unused?pool=1",
        DEBUG="1",
        CODA_DATA_DIR=str(tmp_path),
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return result.stdout.strip()


def test_web_processes_use_the_pool_but_the_forking_job_cluster_does_not(tmp_path):
    assert _settings_in_subprocess(["gunicorn", "coda_console.wsgi"], tmp_path) == "True 0"
    # psycopg pools and their sockets must not cross django-q2's fork (corrupted protocol state, stuck tasks).
    assert _settings_in_subprocess(["manage.py", "qcluster"], tmp_path) == "False 60"
