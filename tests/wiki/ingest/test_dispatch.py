"""The dispatcher: due dates on the client's clock, exactly-once run rows, DST, catch-up, schedules."""

import datetime as dt
import threading
from collections import Counter
from zoneinfo import ZoneInfo

import pytest
from django.db import connection

from coda_console import services as core_services
from tests.wiki.conftest import FoldDistiller, at, ev, post
from wiki import tasks
from wiki.ingest.dispatch import NIGHTLY, DispatchSpec, dispatch, parse_clock
from wiki.models import IngestRun

UTC = dt.UTC
KYIV = ZoneInfo("Europe/Kyiv")
BERLIN = ZoneInfo("Europe/Berlin")


def local(date: str, clock: str, tz: ZoneInfo) -> dt.datetime:
    return dt.datetime.fromisoformat(f"{date}T{clock}").replace(tzinfo=tz)


class Recorder:
    def __init__(self):
        self.calls: list[tuple[str, int]] = []

    def __call__(self, func: str, client_id: int) -> None:
        self.calls.append((func, client_id))


def tick(now: dt.datetime, recorder: Recorder, capture) -> int:
    with capture(execute=True):
        return dispatch(NIGHTLY, now=now, enqueue=recorder)


# --- Pure due-date logic ---------------------------------------------------------------------------


def test_a_night_is_due_once_the_local_clock_passes_0230():
    before = local("2026-08-10", "02:29", KYIV)
    after = local("2026-08-10", "02:30", KYIV)
    assert NIGHTLY.due_dates(before, None) == [dt.date(2026, 8, 8)]
    assert NIGHTLY.due_dates(after, None) == [dt.date(2026, 8, 9)]
    assert NIGHTLY.due_dates(after, dt.date(2026, 8, 9)) == []


def test_missed_nights_are_caught_up_oldest_first_within_the_cap(settings):
    now = local("2026-08-10", "09:00", KYIV)
    assert NIGHTLY.due_dates(now, dt.date(2026, 8, 6)) == [
        dt.date(2026, 8, 7),
        dt.date(2026, 8, 8),
        dt.date(2026, 8, 9),
    ]
    settings.WIKI_CATCH_UP_DAYS = 2
    assert NIGHTLY.due_dates(now, dt.date(2026, 7, 1)) == [dt.date(2026, 8, 8), dt.date(2026, 8, 9)]


def test_the_spec_shape_serves_a_weekly_run_too():
    lint = DispatchSpec(
        kind="lint", at=lambda: dt.time(3, 0), task="x", weekday=6, offset_days=0, catch_up=False
    )
    saturday = local("2026-08-15", "23:00", KYIV)
    sunday_early = local("2026-08-16", "02:59", KYIV)
    sunday = local("2026-08-16", "03:00", KYIV)
    assert lint.due_dates(saturday, None) == [dt.date(2026, 8, 9)]
    assert lint.due_dates(sunday_early, dt.date(2026, 8, 9)) == []
    assert lint.due_dates(sunday, dt.date(2026, 8, 9)) == [dt.date(2026, 8, 16)]
    assert lint.due_dates(local("2026-08-20", "12:00", KYIV), dt.date(2026, 8, 16)) == []


def test_a_bad_clock_setting_is_refused():
    with pytest.raises(ValueError):
        parse_clock("2:30am")


# --- Dispatching -----------------------------------------------------------------------------------


@pytest.mark.django_db
def test_each_due_client_gets_one_run_row_and_one_enqueue(
    client_a, other_client, other_tenant_client, django_capture_on_commit_callbacks
):
    for client in (client_a, other_client, other_tenant_client):
        IngestRun.objects.create(client=client, kind="nightly", local_date=dt.date(2026, 8, 8), status="done")
    recorder = Recorder()
    now = dt.datetime(2026, 8, 10, 0, 0, tzinfo=UTC)  # 03:00 in Kyiv, 20:00 (Aug 9) in New York
    assert tick(now, recorder, django_capture_on_commit_callbacks) == 2
    assert sorted(recorder.calls) == sorted(
        [("wiki.tasks.run_nightly", client_a.pk), ("wiki.tasks.run_nightly", other_client.pk)]
    )
    assert tick(now + dt.timedelta(minutes=15), recorder, django_capture_on_commit_callbacks) == 0
    assert len(recorder.calls) == 2
    ny_morning = dt.datetime(2026, 8, 10, 6, 45, tzinfo=UTC)  # 02:45 in New York
    assert tick(ny_morning, recorder, django_capture_on_commit_callbacks) == 1
    assert IngestRun.objects.get(client=other_tenant_client, status="pending").local_date == dt.date(
        2026, 8, 9
    )


@pytest.mark.django_db
def test_inactive_clients_are_not_dispatched(client_a, django_capture_on_commit_callbacks):
    client_a.active = False
    client_a.save()
    assert tick(dt.datetime(2026, 8, 10, 3, tzinfo=UTC), Recorder(), django_capture_on_commit_callbacks) == 0


def _every_15_minutes(start: dt.datetime, end: dt.datetime):
    now = start
    while now <= end:
        yield now
        now += dt.timedelta(minutes=15)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("tz", "start", "end", "change_day"),
    [
        # Kyiv falls back on 2026-10-25 (04:00 EEST → 03:00 EET): 02:30 local happens once, 03:xx twice.
        ("Europe/Kyiv", "2026-10-23T20:00", "2026-10-27T06:00", "2026-10-25"),
        # Berlin springs forward on 2026-03-29 (02:00 → 03:00): 02:30 local never happens that night.
        ("Europe/Berlin", "2026-03-27T20:00", "2026-03-31T06:00", "2026-03-29"),
        # Berlin falls back on 2026-10-25 (03:00 → 02:00): 02:30 local happens twice.
        ("Europe/Berlin", "2026-10-23T20:00", "2026-10-27T06:00", "2026-10-25"),
    ],
)
def test_a_dst_change_neither_skips_nor_repeats_a_night(
    tenant, tz, start, end, change_day, django_capture_on_commit_callbacks
):
    client, _ = core_services.client_upsert(
        tenant=tenant, external_id="denys-2b91", display_name="Denys", timezone_name=tz
    )
    recorder = Recorder()
    for now in _every_15_minutes(
        dt.datetime.fromisoformat(start + "+00:00"), dt.datetime.fromisoformat(end + "+00:00")
    ):
        tick(now, recorder, django_capture_on_commit_callbacks)
        IngestRun.objects.filter(status="pending").update(status="done")  # the worker ran it
    dates = list(
        IngestRun.objects.filter(client=client).order_by("local_date").values_list("local_date", flat=True)
    )
    assert Counter(dates).most_common(1)[0][1] == 1  # never twice
    assert dates == [dates[0] + dt.timedelta(days=n) for n in range(len(dates))]  # never skipped
    change = dt.date.fromisoformat(change_day)
    assert change - dt.timedelta(days=1) in dates and change in dates
    assert len(recorder.calls) == len(dates)


@pytest.mark.django_db
def test_a_missed_night_is_caught_up_once(client_a, django_capture_on_commit_callbacks):
    IngestRun.objects.create(client=client_a, kind="nightly", local_date=dt.date(2026, 8, 6), status="done")
    recorder = Recorder()
    # The dispatcher was down for two nights; it comes back at 11:00 Kyiv on Aug 10.
    now = local("2026-08-10", "11:00", KYIV)
    assert tick(now, recorder, django_capture_on_commit_callbacks) == 3
    assert tick(now + dt.timedelta(minutes=15), recorder, django_capture_on_commit_callbacks) == 0
    assert list(
        IngestRun.objects.filter(client=client_a, status="pending")
        .order_by("local_date")
        .values_list("local_date", flat=True)
    ) == [dt.date(2026, 8, d) for d in (7, 8, 9)]
    assert recorder.calls == [("wiki.tasks.run_nightly", client_a.pk)]


@pytest.mark.django_db
def test_a_pending_run_whose_task_was_lost_is_enqueued_again(client_a, django_capture_on_commit_callbacks):
    recorder = Recorder()
    now = local("2026-08-10", "03:00", KYIV)
    tick(now, recorder, django_capture_on_commit_callbacks)
    tick(now + dt.timedelta(hours=1), recorder, django_capture_on_commit_callbacks)
    assert len(recorder.calls) == 2 and IngestRun.objects.count() == 1


@pytest.mark.django_db
def test_the_task_runs_pending_nights_in_date_order(client_a, monkeypatch):
    monkeypatch.setattr("wiki.distillers._FACTORIES", {"rules": FoldDistiller})
    for day in (7, 8, 9):
        post(client_a, ev("sleep.logged", at(dt.date(2026, 8, day), "06:00"), hours=6 + day / 10))
        IngestRun.objects.create(client=client_a, kind="nightly", local_date=dt.date(2026, 8, day))
    assert tasks.run_nightly(client_a.pk) == 3
    runs = IngestRun.objects.filter(client=client_a).order_by("local_date")
    assert [run.status for run in runs] == ["done", "done", "done"]
    assert [run.events_count for run in runs] == [1, 1, 1]
    assert tasks.run_nightly(client_a.pk) == 0  # idempotent


@pytest.mark.django_db
def test_ensure_schedules_is_idempotent(settings):
    from django_q.models import Schedule

    tasks.ensure_schedules()
    tasks.ensure_schedules()
    schedule = Schedule.objects.get(name="wiki.ingest.dispatch")
    assert Schedule.objects.count() == 1
    assert (
        schedule.func == "wiki.tasks.dispatch_due_runs" and schedule.minutes == settings.WIKI_DISPATCH_MINUTES
    )


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_concurrent_dispatchers_create_and_enqueue_each_run_exactly_once(tenant):
    clients = [
        core_services.client_upsert(
            tenant=tenant, external_id=f"c{n}", display_name=f"C{n}", timezone_name="Europe/Kyiv"
        )[0]
        for n in range(20)
    ]
    recorder = Recorder()
    barrier = threading.Barrier(2)
    created, errors = [], []
    now = local("2026-08-10", "03:00", KYIV)

    def dispatcher():
        try:
            barrier.wait()
            created.append(dispatch(NIGHTLY, now=now, enqueue=recorder))
        except Exception as error:
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=dispatcher) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert sum(created) == len(clients) == IngestRun.objects.count()
    assert sorted(client_id for _, client_id in recorder.calls) == sorted(client.pk for client in clients)
