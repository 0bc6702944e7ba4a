"""The database connection lost during an event batch insert and during an ingest commit."""

import datetime as dt
from contextlib import contextmanager

import pytest
from django.db import OperationalError, connection

from tests.reliability.conftest import assert_storage_consistent
from tests.wiki.conftest import FoldDistiller, day_of_events, post, snapshot
from wiki.ingest.runs import ingest_nightly
from wiki.models import IngestRun, PageVersion

DAY1 = dt.date(2026, 8, 12)
DAY2 = dt.date(2026, 8, 13)
URL = "/api/v1/clients/marta-7f3a/events"


@contextmanager
def connection_lost_on(table: str):
    """Raise OperationalError (as a dropped connection does) on the first INSERT into `table`."""
    hits = []

    def wrapper(execute, sql, params, many, context):
        if not hits and sql.lstrip().upper().startswith("INSERT") and f'"{table}"' in sql:
            hits.append(sql)
            raise OperationalError("server closed the connection unexpectedly")
        return execute(sql, params, many, context)

    with connection.execute_wrapper(wrapper):
        yield hits


@contextmanager
def commit_lost(*, after_server_commit: bool, only_if_sql: str):
    """The connection drops while COMMIT is in flight — either before the server committed (nothing
    kept) or after (kept, but the client never heard): a bot cannot tell the two apart."""
    seen, real_commit = [], connection.commit

    def watch(execute, sql, params, many, context):
        if only_if_sql in sql:
            seen.append(sql)
        return execute(sql, params, many, context)

    def commit():
        if not seen:
            return real_commit()
        seen.clear()
        if after_server_commit:
            real_commit()
        else:
            connection.rollback()
        raise OperationalError("connection lost during COMMIT")

    connection.commit = commit
    try:
        with connection.execute_wrapper(watch):
            yield
    finally:
        del connection.commit


def _batch(n: int = 6) -> list[dict]:
    return [{**event, "id": f"batch-{i}"} for i, event in enumerate(day_of_events(DAY1)[:n])]


def _assert_503(response):
    assert response.status_code == 503, response.content
    assert response.json()["error"]["code"] == "database_unavailable"
    assert response["Retry-After"]


@pytest.mark.django_db
def test_connection_lost_during_the_batch_insert_stores_nothing_and_the_retry_stores_once(bot, client_a):
    events = _batch()
    with connection_lost_on("coda_console_event") as hits:
        _assert_503(bot.post(URL, {"events": events}))
    assert hits and client_a.events.count() == 0  # not one event of the batch was kept
    first = bot.post(URL, {"events": events})
    assert first.status_code == 202 and first.json() == {"accepted": len(events), "duplicates": 0}
    again = bot.post(URL, {"events": events})
    assert again.json() == {"accepted": 0, "duplicates": len(events)}
    assert sorted(client_a.events.values_list("event_id", flat=True)) == sorted(e["id"] for e in events)


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("after_server_commit", [False, True], ids=["before-commit", "after-commit"])
def test_connection_lost_at_commit_the_bots_retry_stores_the_batch_exactly_once(
    bot, client_a, after_server_commit
):
    events = _batch()
    with commit_lost(after_server_commit=after_server_commit, only_if_sql="coda_console_event"):
        _assert_503(bot.post(URL, {"events": events}))
    assert client_a.events.count() == (len(events) if after_server_commit else 0)  # whole or nothing
    retry = bot.post(URL, {"events": events})
    assert retry.status_code == 202
    assert retry.json()["accepted"] + retry.json()["duplicates"] == len(events)
    assert retry.json()["accepted"] == (0 if after_server_commit else len(events))
    assert client_a.events.count() == len(events)
    assert client_a.events.values("event_id").distinct().count() == len(events)


def _first_night(client):
    post(client, *day_of_events(DAY1))
    ingest_nightly(client=client, local_date=DAY1, distiller=FoldDistiller())
    post(client, *day_of_events(DAY2))
    return snapshot(client), PageVersion.objects.filter(page__client=client).count()


def _assert_ingest_rolled_back_then_retry(client, before, versions_before):
    assert snapshot(client) == before
    assert PageVersion.objects.filter(page__client=client).count() == versions_before
    assert IngestRun.objects.get(client=client, local_date=DAY2).status == IngestRun.Status.PENDING
    assert_storage_consistent(client)  # blobs of the failed run are orphans, never dangling pointers
    run = ingest_nightly(client=client, local_date=DAY2, distiller=FoldDistiller())
    assert run.status == IngestRun.Status.DONE
    assert snapshot(client)["state"]["folded_through"] == DAY2
    assert_storage_consistent(client)


@pytest.mark.django_db
def test_connection_lost_while_an_ingest_writes_its_versions(client_a):
    before, versions_before = _first_night(client_a)
    with connection_lost_on("wiki_pageversion") as hits, pytest.raises(OperationalError):
        ingest_nightly(client=client_a, local_date=DAY2, distiller=FoldDistiller())
    assert hits
    _assert_ingest_rolled_back_then_retry(client_a, before, versions_before)


@pytest.mark.django_db(transaction=True)
def test_connection_lost_at_an_ingest_commit(client_a):
    before, versions_before = _first_night(client_a)
    with (
        commit_lost(after_server_commit=False, only_if_sql="wiki_pageversion"),
        pytest.raises(OperationalError),
    ):
        ingest_nightly(client=client_a, local_date=DAY2, distiller=FoldDistiller())
    _assert_ingest_rolled_back_then_retry(client_a, before, versions_before)
