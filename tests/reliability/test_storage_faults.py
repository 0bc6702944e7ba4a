"""Storage failing in the middle of an ingest: the run fails whole, the wiki and watermark stay put,
the retry later succeeds, and no PageVersion row ever names bytes that do not exist."""

import datetime as dt
import logging

import boto3
import pytest
from botocore.exceptions import EndpointConnectionError
from django.core.files.storage import FileSystemStorage

from tests.reliability.conftest import assert_storage_consistent
from tests.wiki.conftest import FoldDistiller, day_of_events, post, snapshot, use_s3
from wiki.ingest.runs import ingest_nightly
from wiki.models import IngestRun, IngestState, PageVersion
from wiki.tree.storage import S3VersionStore, _store

pytestmark = pytest.mark.django_db
DAY1 = dt.date(2026, 8, 12)
DAY2 = dt.date(2026, 8, 13)


def _good_first_night(client):
    post(client, *day_of_events(DAY1))
    assert ingest_nightly(client=client, local_date=DAY1, distiller=FoldDistiller()).status == "done"
    post(client, *day_of_events(DAY2))
    return snapshot(client), PageVersion.objects.filter(page__client=client).count()


def _assert_nothing_moved(client, before, versions_before):
    assert snapshot(client) == before  # every file at its last good version, watermark unmoved
    assert PageVersion.objects.filter(page__client=client).count() == versions_before
    run = IngestRun.objects.get(client=client, kind="nightly", local_date=DAY2)
    assert run.status == IngestRun.Status.PENDING  # the dispatcher re-enqueues a pending run
    assert_storage_consistent(client)


def _retry_succeeds(client, before):
    run = ingest_nightly(client=client, local_date=DAY2, distiller=FoldDistiller())
    assert run.status == IngestRun.Status.DONE and run.events_count == len(day_of_events(DAY2))
    state = IngestState.objects.get(client=client)
    assert state.folded_through == DAY2 and state.watermark_seq > before["state"]["watermark_seq"]
    assert_storage_consistent(client)


def test_a_permission_error_on_the_second_file_fails_the_ingest_whole(client_a, monkeypatch):
    before, versions_before = _good_first_night(client_a)
    real_save, writes = FileSystemStorage._save, []

    def failing_save(self, name, content):
        writes.append(name)
        if len(writes) == 2:  # the first blob of the run landed; the disk refuses the second
            raise PermissionError(13, "Permission denied", name)
        return real_save(self, name, content)

    monkeypatch.setattr(FileSystemStorage, "_save", failing_save)
    with pytest.raises(PermissionError, match="Permission denied"):
        ingest_nightly(client=client_a, local_date=DAY2, distiller=FoldDistiller())
    assert len(writes) == 2
    _assert_nothing_moved(client_a, before, versions_before)

    monkeypatch.setattr(FileSystemStorage, "_save", real_save)  # the disk is writable again
    _retry_succeeds(client_a, before)  # the orphan first blob is reused (same key, same bytes)


def test_a_read_only_storage_root_fails_the_ingest_and_a_retry_succeeds(client_a, monkeypatch, wiki_storage):
    """A root that refuses every write (as a read-only mount does) — emulated at the OS call, since the
    suite may run as root, for whom chmod does not bite."""
    before, versions_before = _good_first_night(client_a)

    def read_only(self, name, content):
        raise OSError(30, "Read-only file system", name)

    monkeypatch.setattr(FileSystemStorage, "_save", read_only)
    with pytest.raises(OSError, match="Read-only file system"):
        ingest_nightly(client=client_a, local_date=DAY2, distiller=FoldDistiller())
    _assert_nothing_moved(client_a, before, versions_before)
    monkeypatch.undo()
    _retry_succeeds(client_a, before)


@pytest.mark.s3
def test_s3_stopped_between_two_page_writes_fails_the_ingest_whole(client_a, settings, monkeypatch):
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    monkeypatch.setenv("AWS_MAX_ATTEMPTS", "1")  # fail fast on a refused connection
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    use_s3(settings, f"http://{host}:{port}")
    before, versions_before = _good_first_night(client_a)

    real_put, puts = S3VersionStore.put, []

    def put_then_stop(self, tree_key, number, data):
        blob = real_put(self, tree_key, number, data)
        puts.append(tree_key)
        if len(puts) == 1:  # S3 goes away after the run's first page write
            server.stop()
            server._server.server_close()  # refuse connections instead of leaving them hanging
        return blob

    monkeypatch.setattr(S3VersionStore, "put", put_then_stop)
    with pytest.raises(EndpointConnectionError):
        ingest_nightly(client=client_a, local_date=DAY2, distiller=FoldDistiller())
    assert len(puts) == 1
    monkeypatch.setattr(S3VersionStore, "put", real_put)

    # S3 comes back (moto keeps its buckets in-process; a new server on a new port serves them).
    revived = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    revived.start()
    try:
        host, port = revived.get_host_and_port()
        settings.WIKI_S3_ENDPOINT_URL = f"http://{host}:{port}"
        _store.cache_clear()
        _assert_nothing_moved(client_a, before, versions_before)
        _retry_succeeds(client_a, before)
        # The orphan of the failed run is an extra object version nobody points at — harmless.
        s3 = boto3.client(
            "s3",
            endpoint_url=settings.WIKI_S3_ENDPOINT_URL,
            region_name="us-east-1",
            aws_access_key_id="testing",
            aws_secret_access_key="testing",
        )
        listed = s3.list_object_versions(Bucket=settings.WIKI_S3_BUCKET)["Versions"]
        assert len(listed) == PageVersion.objects.filter(page__client=client_a).count() + 1
    finally:
        revived.stop()
        _store.cache_clear()
