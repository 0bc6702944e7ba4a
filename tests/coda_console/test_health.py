"""/healthz: database, wiki storage, queue lag, dispatcher — 200 when healthy, 503 naming what fails."""

import datetime as dt
import logging
import os
import stat
import uuid
from pathlib import Path

import boto3
import pytest
import time_machine
from django.db.utils import OperationalError
from django.utils import timezone
from django_q.models import OrmQ, Schedule

from coda_console import health
from wiki.tree.storage import _store


@pytest.fixture(autouse=True)
def fs_storage(settings, tmp_path):
    settings.WIKI_STORAGE = "filesystem"
    settings.WIKI_FS_ROOT = str(tmp_path / "wiki-storage")
    _store.cache_clear()
    yield Path(settings.WIKI_FS_ROOT)
    _store.cache_clear()


def _get(client):
    response = client.get("/healthz")
    return response.status_code, response.json()


def test_healthy_system_answers_200_with_every_check_ok(client, db):
    status, body = _get(client)
    assert status == 200
    assert body["status"] == "ok" and body["failing"] == []
    assert body["checks"]["database"] == "ok"
    assert body["checks"]["storage"] == "ok"
    assert body["checks"]["queue"] == "ok"
    assert body["metrics"]["queue_depth"] == 0


def test_healthz_needs_no_login_and_is_not_cached(client, db):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-store"


def test_storage_probe_leaves_no_file_behind(client, db, fs_storage):
    assert _get(client)[0] == 200
    leftovers = [p for p in fs_storage.rglob("*") if p.is_file()]
    assert leftovers == []


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores directory permissions")
def test_unwritable_storage_is_503_naming_storage(client, db, fs_storage):
    fs_storage.mkdir(parents=True)
    fs_storage.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        status, body = _get(client)
    finally:
        fs_storage.chmod(stat.S_IRWXU)
    assert status == 503 and body["failing"] == ["storage"]
    assert body["checks"]["storage"].startswith("error: ")


def test_storage_failure_is_503_without_leaking_the_message(client, db, monkeypatch, fs_storage):
    def broken_save(self, name, content, max_length=None):
        raise PermissionError(13, "Permission denied", str(fs_storage / "secret-path"))

    monkeypatch.setattr("django.core.files.storage.FileSystemStorage.save", broken_save)
    response = client.get("/healthz")
    body = response.json()
    assert response.status_code == 503
    assert body["failing"] == ["storage"] and body["checks"]["storage"] == "error: PermissionError"
    assert "secret-path" not in response.content.decode() and str(fs_storage) not in response.content.decode()


def test_database_down_is_503_and_skips_checks_that_need_it(client, db, monkeypatch):
    def broken() -> health.Check:
        try:
            raise OperationalError("could not connect to server at 10.0.0.5 password=hunter2")
        except OperationalError as error:
            return health._error(error)

    monkeypatch.setitem(health.CHECKS, "database", broken)
    monkeypatch.setattr(health, "check_database", broken)
    response = client.get("/healthz")
    body = response.json()
    assert response.status_code == 503
    assert set(body["failing"]) == {"database", "queue", "dispatcher"}
    assert body["checks"]["database"] == "error: OperationalError"
    assert body["checks"]["storage"] == "ok"
    assert "hunter2" not in response.content.decode() and "10.0.0.5" not in response.content.decode()


def _enqueue(settings, *, age_seconds: float, locked_for: float = 0.0) -> None:
    now = timezone.now()
    lock = now + dt.timedelta(seconds=locked_for) if locked_for else now - dt.timedelta(seconds=age_seconds)
    OrmQ.objects.create(key=settings.Q_CLUSTER["name"], payload="x", lock=lock)


def test_queue_lag_is_the_age_of_the_oldest_waiting_task(client, db, settings):
    settings.HEALTH_QUEUE_MAX_LAG_SECONDS = 600
    _enqueue(settings, age_seconds=5)
    _enqueue(settings, age_seconds=120)
    status, body = _get(client)
    assert status == 200
    assert body["metrics"]["queue_depth"] == 2
    assert 119 <= body["metrics"]["queue_lag_seconds"] <= 125


def test_queue_lag_over_the_limit_is_503_naming_queue(client, db, settings):
    settings.HEALTH_QUEUE_MAX_LAG_SECONDS = 60
    _enqueue(settings, age_seconds=61 + 5)
    status, body = _get(client)
    assert status == 503 and body["failing"] == ["queue"]
    assert body["checks"]["queue"] == "lagging"


def test_tasks_a_worker_holds_are_not_lag(client, db, settings):
    settings.HEALTH_QUEUE_MAX_LAG_SECONDS = 60
    _enqueue(settings, age_seconds=0, locked_for=300)  # claimed: locked until its retry time
    status, body = _get(client)
    assert status == 200 and body["metrics"]["queue_depth"] == 0


def test_other_clusters_tasks_do_not_count(client, db, settings):
    settings.HEALTH_QUEUE_MAX_LAG_SECONDS = 60
    OrmQ.objects.create(key="another-cluster", payload="x", lock=timezone.now() - dt.timedelta(hours=1))
    assert _get(client)[0] == 200


def test_redis_broker_reports_queue_depth(client, db, settings, monkeypatch):
    class FakeBroker:
        def queue_size(self) -> int:
            return 12

    settings.Q_BROKER = "redis"
    settings.HEALTH_QUEUE_MAX_DEPTH = 10
    monkeypatch.setattr("django_q.brokers.get_broker", lambda list_key=None: FakeBroker())
    status, body = _get(client)
    assert status == 503 and body["checks"]["queue"] == "backlogged"
    assert body["metrics"]["queue_depth"] == 12


@pytest.mark.django_db
def test_redis_queue_size_against_a_real_redis(settings, scratch_redis_url):
    import redis
    from django_q.brokers.redis_broker import Redis

    connection = redis.Redis.from_url(scratch_redis_url)
    key = f"coda-health-{uuid.uuid4().hex[:8]}"
    broker = Redis(list_key=key)
    broker.connection = connection
    try:
        for _ in range(3):
            broker.enqueue("payload")
        settings.Q_BROKER = "redis"
        settings.HEALTH_QUEUE_MAX_DEPTH = 100
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr("django_q.brokers.get_broker", lambda list_key=None: broker)
            result = health.check_queue()
    finally:
        connection.delete(key)
    assert result.ok and result.detail == {"queue_depth": 3}


def test_dispatcher_not_scheduled_is_reported_but_not_failing(client, db):
    status, body = _get(client)
    assert status == 200 and body["checks"]["dispatcher"] == "not scheduled"


def test_dispatcher_overdue_two_periods_is_503(client, db, settings):
    settings.WIKI_DISPATCH_MINUTES = 15
    start = timezone.now()
    Schedule.objects.create(
        name=health.DISPATCH_SCHEDULE,
        func="wiki.tasks.dispatch_due_runs",
        schedule_type=Schedule.MINUTES,
        minutes=15,
        repeats=-1,
        next_run=start,
    )
    with time_machine.travel(start + dt.timedelta(minutes=20), tick=False):
        status, body = _get(client)
        assert status == 200 and body["checks"]["dispatcher"] == "ok"
    with time_machine.travel(start + dt.timedelta(minutes=31), tick=False):
        status, body = _get(client)
    assert status == 503 and body["failing"] == ["dispatcher"]
    assert body["checks"]["dispatcher"] == "stalled"
    assert body["metrics"]["dispatcher_overdue_seconds"] == pytest.approx(31 * 60, abs=2)


@pytest.fixture(scope="module")
def moto_endpoint():
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    yield f"http://{host}:{port}"
    server.stop()


def _s3(settings, endpoint: str, *, versioning: bool) -> str:
    bucket = f"health-{uuid.uuid4().hex[:12]}"
    s3 = boto3.client(
        "s3", endpoint_url=endpoint, region_name="us-east-1", aws_access_key_id="t", aws_secret_access_key="t"
    )
    s3.create_bucket(Bucket=bucket)
    if versioning:
        s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    settings.WIKI_STORAGE = "s3"
    settings.WIKI_S3_BUCKET = bucket
    settings.WIKI_S3_ENDPOINT_URL = endpoint
    settings.WIKI_S3_REGION = "us-east-1"
    settings.WIKI_S3_ACCESS_KEY_ID = "t"
    settings.WIKI_S3_SECRET_ACCESS_KEY = "t"
    _store.cache_clear()
    return bucket


@pytest.mark.s3
def test_s3_storage_check_writes_nothing(client, db, settings, moto_endpoint):
    bucket = _s3(settings, moto_endpoint, versioning=True)
    status, body = _get(client)
    assert status == 200 and body["checks"]["storage"] == "ok"
    s3 = boto3.client(
        "s3",
        endpoint_url=moto_endpoint,
        region_name="us-east-1",
        aws_access_key_id="t",
        aws_secret_access_key="t",
    )
    assert s3.list_object_versions(Bucket=bucket).get("Versions", []) == []


@pytest.mark.s3
def test_s3_bucket_without_versioning_is_503(client, db, settings, moto_endpoint):
    _s3(settings, moto_endpoint, versioning=False)
    status, body = _get(client)
    assert status == 503 and body["checks"]["storage"] == "versioning off"


@pytest.mark.s3
def test_s3_missing_bucket_is_503(client, db, settings, moto_endpoint):
    _s3(settings, moto_endpoint, versioning=True)
    settings.WIKI_S3_BUCKET = "no-such-bucket-" + uuid.uuid4().hex[:8]
    _store.cache_clear()
    status, body = _get(client)
    assert status == 503 and body["checks"]["storage"].startswith("error: ")
    assert settings.WIKI_S3_BUCKET not in str(body)
