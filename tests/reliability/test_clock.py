"""Clock faults end to end: the dispatcher ticking every 15 minutes and the worker running what it
enqueues, across DST transitions (America/New_York both ways, Europe/Kyiv spring-forward — Kyiv's
fall-back and Berlin are covered in tests/wiki/ingest/test_dispatch.py), a client changing timezone, and
events arriving out of order and after their day's ingest. Every night runs exactly once, and every
coaching event is folded exactly once — never dropped, never twice."""

import datetime as dt
from collections import Counter
from zoneinfo import ZoneInfo

import pytest

from coda_console import services as core_services
from tests.wiki.conftest import FoldDistiller, ev
from wiki import tasks
from wiki.ingest.dispatch import NIGHTLY, dispatch
from wiki.models import IngestRun, WikiPage

pytestmark = pytest.mark.django_db
STEP = dt.timedelta(minutes=15)


def _schedule(first_day: dt.date, days: int, tz_on) -> list[tuple[dt.datetime, list[dict]]]:
    """(when it is posted, batch) for a plausible week: on-time events, one just after midnight
    (before the 02:30 run), a late meal posted the evening after its night ran, and every other day
    a batch posted at once in reverse order."""
    posts = []
    for n in range(days):
        day = first_day + dt.timedelta(days=n)
        tz = tz_on(day)

        def at(clock: str, on: dt.date = day, zone: ZoneInfo = tz) -> dt.datetime:
            return dt.datetime.combine(on, dt.time.fromisoformat(clock), tzinfo=zone)

        sleep = ev("sleep.logged", at("06:30").isoformat(), hours=6.5)
        meal = ev("meal.logged", at("13:00").isoformat(), description="late-posted lunch", protein_g=30)
        chat = ev("chat.turn", at("23:50").isoformat(), role="user", text="going to bed now")
        night = ev("sleep.logged", at("00:40", day + dt.timedelta(days=1)).isoformat(), hours=1.0)
        if n % 2:
            posts.append((at("23:59"), [chat, sleep]))  # one batch, out of order
        else:
            posts += [(at("06:31"), [sleep]), (at("23:51"), [chat])]
        posts.append((at("00:41", day + dt.timedelta(days=1)), [night]))
        posts.append((at("18:00", day + dt.timedelta(days=1)), [meal]))  # after its night's ingest
    return sorted(posts, key=lambda post: post[0])


def _simulate(client, start: dt.datetime, end: dt.datetime, posts, capture, switch=None) -> list[int]:
    posted = []

    def worker(func: str, client_id: int) -> None:
        assert func == "wiki.tasks.run_nightly"
        tasks.run_nightly(client_id)

    now, pending = start, list(posts)
    while now <= end:
        if switch and now >= switch[0] and client.timezone != switch[1]:
            core_services.client_upsert(
                tenant=client.tenant,
                external_id=client.external_id,
                display_name=client.display_name,
                timezone_name=switch[1],
            )
            client.refresh_from_db()
        while pending and pending[0][0] <= now:
            _, batch = pending.pop(0)
            result = core_services.events_ingest(client=client, raw_events=batch, received_at=now)
            posted += [event.pk for event in result.stored]
        with capture(execute=True):
            dispatch(NIGHTLY, now=now, enqueue=worker)
        now += STEP
    assert not pending
    return posted


@pytest.mark.slow
@pytest.mark.parametrize(
    ("first_tz", "second_tz", "first_day"),
    [
        ("America/New_York", None, "2026-03-05"),  # springs forward 2026-03-08 02:00 → 03:00
        ("America/New_York", None, "2026-10-29"),  # falls back 2026-11-01 02:00 → 01:00
        ("Europe/Kyiv", None, "2026-03-26"),  # springs forward 2026-03-29 03:00 → 04:00
        ("Europe/Kyiv", "America/New_York", "2026-08-10"),  # moves 7 hours west mid-week
        ("America/New_York", "Europe/Kyiv", "2026-08-10"),  # moves 7 hours east mid-week
    ],
    ids=["ny-spring", "ny-fall", "kyiv-spring", "kyiv-to-ny", "ny-to-kyiv"],
)
def test_every_night_runs_once_and_every_event_is_folded_once(
    tenant, monkeypatch, django_capture_on_commit_callbacks, first_tz, second_tz, first_day
):
    monkeypatch.setattr("wiki.distillers._FACTORIES", {"rules": FoldDistiller})
    client, _ = core_services.client_upsert(
        tenant=tenant, external_id="denys-2b91", display_name="Denys", timezone_name=first_tz
    )
    first = dt.date.fromisoformat(first_day)
    days = 6
    switch_day = first + dt.timedelta(days=3)
    zones = {False: ZoneInfo(first_tz), True: ZoneInfo(second_tz or first_tz)}
    posts = _schedule(first, days, lambda day: zones[bool(second_tz) and day >= switch_day])
    start = dt.datetime.combine(first, dt.time(5), tzinfo=zones[False])
    end = posts[-1][0] + dt.timedelta(days=2)  # two quiet nights after the last post
    switch = (
        (dt.datetime.combine(switch_day, dt.time(5), tzinfo=zones[False]), second_tz) if second_tz else None
    )
    posted = _simulate(client, start, end, posts, django_capture_on_commit_callbacks, switch)

    runs = list(IngestRun.objects.filter(client=client, kind="nightly").order_by("local_date"))
    dates = [run.local_date for run in runs]
    assert Counter(dates).most_common(1)[0][1] == 1  # no night twice
    assert dates == [dates[0] + dt.timedelta(days=n) for n in range(len(dates))]  # no night skipped
    assert all(run.status in ("done", "quiet") for run in runs), [
        (r.local_date, r.status, r.error) for r in runs
    ]
    folded = Counter(seq for run in runs if run.status == "done" for seq in run.event_ids)
    assert set(folded) == set(posted)  # nothing dropped: the late meals and the after-midnight sleeps too
    assert max(folded.values()) == 1  # nothing folded twice
    digests = WikiPage.objects.filter(client=client, path__endswith="-events.md", path__startswith="raw/")
    late = [page.path for page in digests if "## Late arrivals" in page.current_content]
    assert len(late) >= days - 1  # each late lunch is listed under "Late arrivals" of a later night
