"""The dispatcher: every WIKI_DISPATCH_MINUTES, create the run rows that are due and enqueue them.

A run is due for a client when its *local* clock has passed the spec's time on a trigger day. The run
row (IngestRun, unique per client, kind, local date and slot) is the exactly-once guarantee: two
dispatchers racing insert the same row, one wins, the other's insert fails and it moves on; only the
winner enqueues. Local dates come from zoneinfo, so a DST change neither skips nor repeats a night:
on a spring-forward day 02:30 may never exist (03:00 ≥ 02:30 is still due), on a fall-back day it
exists twice (the second time the row is already there).

Specs are registered by kind; the nightly ingest is one, and the weekly lint (Sunday 03:00, once per
ISO week) registers another with `weekday=6, offset_days=0, catch_up=False`.
"""

import datetime as dt
import functools
import logging
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Max
from django.utils import timezone

from coda_console.models import Client
from wiki.models import IngestRun

logger = logging.getLogger(__name__)
STALE_PENDING = dt.timedelta(minutes=30)


def parse_clock(value: str) -> dt.time:
    try:
        hours, minutes = value.split(":")
        return dt.time(int(hours), int(minutes))
    except (ValueError, TypeError):
        raise ValueError(f"expected a time as HH:MM, got {value!r}") from None


@dataclass(frozen=True)
class DispatchSpec:
    kind: str  # IngestRun.Kind
    at: Callable[[], dt.time]  # client-local time after which a trigger day is due
    task: str  # dotted path of the django-q task, called with the client id
    weekday: int | None = None  # None: every day; 0 = Monday … 6 = Sunday
    offset_days: int = 1  # run date = trigger day − offset (nightly distils the day before)
    catch_up: bool = True  # also create runs for missed earlier dates (≤ WIKI_CATCH_UP_DAYS)

    def latest_trigger_day(self, local_now: dt.datetime) -> dt.date:
        day = local_now.date() if local_now.time() >= self.at() else local_now.date() - dt.timedelta(days=1)
        if self.weekday is not None:
            day -= dt.timedelta(days=(day.weekday() - self.weekday) % 7)
        return day

    def due_dates(self, local_now: dt.datetime, last_date: dt.date | None) -> list[dt.date]:
        """Run dates due now, oldest first, after `last_date` (the latest run of this kind, if any)."""
        latest = self.latest_trigger_day(local_now) - dt.timedelta(days=self.offset_days)
        if last_date is not None and last_date >= latest:
            return []
        if not self.catch_up or last_date is None:
            return [latest]
        step = 7 if self.weekday is not None else 1
        first = max(
            last_date + dt.timedelta(days=step),
            latest - dt.timedelta(days=step * (settings.WIKI_CATCH_UP_DAYS - 1)),
        )
        dates = []
        day = first
        while day <= latest:
            dates.append(day)
            day += dt.timedelta(days=step)
        return dates


NIGHTLY = DispatchSpec(
    kind=IngestRun.Kind.NIGHTLY,
    at=lambda: parse_clock(settings.WIKI_NIGHTLY_AT),
    task="wiki.tasks.run_nightly",
)
# The weekly lint (wiki/lint/runs.py): Sunday 03:00 client-local, exactly once per ISO week, no catch-up
# (a missed Sunday is linted the next Sunday; the lint reads the whole current wiki anyway).
LINT = DispatchSpec(
    kind=IngestRun.Kind.LINT,
    at=lambda: parse_clock(settings.WIKI_LINT_AT),
    task="wiki.tasks.run_lint",
    weekday=6,
    offset_days=0,
    catch_up=False,
)
SPECS: dict[str, DispatchSpec] = {NIGHTLY.kind: NIGHTLY, LINT.kind: LINT}


def register_spec(spec: DispatchSpec) -> None:
    SPECS[spec.kind] = spec


def _create_run(client: Client, spec: DispatchSpec, local_date: dt.date, now: dt.datetime) -> bool:
    """Insert the run row; False if another dispatcher (or an earlier tick) already did."""
    try:
        with transaction.atomic():
            IngestRun.objects.create(
                client=client, kind=spec.kind, local_date=local_date, slot="", created_at=now
            )
        return True
    except IntegrityError:
        return False


def dispatch(
    spec: DispatchSpec, *, now: dt.datetime | None = None, enqueue: Callable[[str, int], None]
) -> int:
    """Create every due run row of `spec` and enqueue its client once; returns the rows created."""
    now = now or timezone.now()
    last = dict(
        IngestRun.objects.filter(kind=spec.kind, slot="")
        .values("client_id")
        .annotate(last=Max("local_date"))
        .values_list("client_id", "last")
    )
    stale = set(
        IngestRun.objects.filter(
            kind=spec.kind, status=IngestRun.Status.PENDING, created_at__lt=now - STALE_PENDING
        ).values_list("client_id", flat=True)
    )
    created = 0
    to_enqueue: set[int] = set()
    for client in Client.objects.filter(active=True).only("id", "timezone"):
        for local_date in spec.due_dates(now.astimezone(client.tz), last.get(client.pk)):
            if _create_run(client, spec, local_date, now):
                created += 1
                to_enqueue.add(client.pk)
    to_enqueue |= stale  # a pending run whose task got lost is re-enqueued (runs are idempotent)
    for client_id in sorted(to_enqueue):
        transaction.on_commit(functools.partial(enqueue, spec.task, client_id))
    if created:
        logger.info("dispatch %s: %d run(s) for %d client(s)", spec.kind, created, len(to_enqueue))
    return created
