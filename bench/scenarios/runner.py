"""Play a scenario through the public API, day by day, and read back what the product shows.

Everything a bot would do goes through `/api/v1/` with a Bearer key (Django's test `Client`): create
the client, post each event at its client-local time, read the wiki pages, the open alerts and the
context bundles. The one step outside the API is the nightly run, `manage.py distill CLIENT --date D`,
called at 02:30 client-local the night after each day. The clock is moved with time-machine, so
"today" is the scenario's day for the API's checks, inline ingests and the bundles' 48-hour window.
Inline ingests (django-q tasks) run in-process (`Conf.SYNC`), as the worker would run them.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import io
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from zoneinfo import ZoneInfo

from .check import Observed, Outcome, bundle_requests, evaluate
from .spec import Scenario, sleep

API = "/api/v1"


class HarnessError(RuntimeError):
    """The harness could not play the scenario (an API call it relies on failed)."""


@dataclass
class ScenarioResult:
    name: str
    suite: str  # "main" | "heldout" | "heldout_b" | "heldout_c"
    category: str
    outcomes: list[Outcome]
    seconds: float
    notes: list[str] = field(default_factory=list)  # e.g. a nightly run that dead-lettered
    error: str = ""  # the harness crashed on this scenario: every expectation counts as unmet

    @property
    def met(self) -> int:
        return sum(o.met for o in self.outcomes)

    @property
    def total(self) -> int:
        return len(self.outcomes)


@dataclass
class Harness:
    """One tenant, one coach and one API key for a whole run."""

    tenant_slug: str
    coach: str
    raw_key: str
    distiller: str | None = None

    @classmethod
    def create(cls, distiller: str | None = None) -> Harness:
        from coda_console import services

        slug = f"understanding-{uuid.uuid4().hex[:8]}"
        tenant = services.tenant_create(slug=slug, name="Understanding bench")
        coach = f"coach-{slug}"
        services.coach_create(username=coach, tenant=tenant, password=uuid.uuid4().hex)
        _, raw_key = services.api_key_create(tenant=tenant, name="understanding bench")
        return cls(tenant_slug=slug, coach=coach, raw_key=raw_key, distiller=distiller)

    def http(self):
        from django.test import Client

        return Client(headers={"Authorization": f"Bearer {self.raw_key}"})


@contextlib.contextmanager
def inline_tasks() -> Iterator[None]:
    """django-q runs enqueued tasks right away, in this process (what `Q_SYNC=1` does)."""
    from django_q.conf import Conf

    previous = Conf.SYNC
    Conf.SYNC = True
    try:
        yield
    finally:
        Conf.SYNC = previous


@contextlib.contextmanager
def clock(moment: dt.datetime) -> Iterator[None]:
    import time_machine

    with time_machine.travel(moment, tick=False):
        yield


def local(day: dt.date, hhmm: str, tz: ZoneInfo) -> dt.datetime:
    hour, minute = (int(part) for part in hhmm.split(":"))
    return dt.datetime.combine(day, dt.time(hour, minute), tzinfo=tz)


def _expect_status(response, wanted: set[int], what: str) -> dict:
    if response.status_code not in wanted:
        body = response.content[:300].decode("utf-8", "replace")
        raise HarnessError(f"{what}: HTTP {response.status_code} {body}")
    return response.json() if response.content else {}


def _post(http, path: str, body: dict, wanted: set[int], what: str) -> dict:
    response = http.post(f"{API}{path}", body, content_type="application/json")
    return _expect_status(response, wanted, what)


def play(harness: Harness, scenario: Scenario, suite: str = "main") -> ScenarioResult:
    """Run one scenario; never raises for the product's behaviour, only records it."""
    started = time.perf_counter()
    try:
        outcomes, notes = _play(harness, scenario)
        return ScenarioResult(
            scenario.name, suite, scenario.category, outcomes, time.perf_counter() - started, notes
        )
    except Exception as error:  # reported per scenario; the run goes on
        crashed = "not checked: the scenario crashed"
        outcomes = [Outcome(exp.describe(), False, crashed) for exp in scenario.expect]
        return ScenarioResult(
            scenario.name,
            suite,
            scenario.category,
            outcomes,
            time.perf_counter() - started,
            error=f"{type(error).__name__}: {error}",
        )


def _play(harness: Harness, scenario: Scenario) -> tuple[list[Outcome], list[str]]:
    from django.core.cache import cache

    cache.clear()  # throttle counters: the clock goes back to day 0 for every scenario
    tz = ZoneInfo(scenario.timezone)
    external_id = f"{scenario.name[:100]}-{uuid.uuid4().hex[:6]}"
    http = harness.http()
    notes: list[str] = []
    with inline_tasks():
        with clock(local(scenario.start, "06:00", tz)):
            _post(
                http,
                "/clients",
                {
                    "id": external_id,
                    "display_name": scenario.display_name,
                    "timezone": scenario.timezone,
                    "coaches": [harness.coach],
                },
                {200, 201},
                "create client",
            )
        days = [*scenario.days, *([sleep(7.0)] for _ in range(scenario.settle_days))]
        for index, day in enumerate(days):
            date = scenario.date(index)
            _post_day(http, external_id, scenario, index, day, tz)
            notes += _nightly(harness, external_id, date, tz)
        with clock(local(scenario.date(len(days)), "08:00", tz)):
            observed = _observe(http, external_id, scenario)
    return evaluate(scenario, observed), notes


def _post_day(http, external_id: str, scenario: Scenario, index: int, day: list, tz: ZoneInfo) -> None:
    """Each event on its own, at its local time (a minute later on the clock), in time order."""
    date = scenario.date(index)
    ordered = sorted(enumerate(day), key=lambda pair: (pair[1].at, pair[0]))
    for position, (number, event) in enumerate(ordered):
        occurred = local(date, event.at, tz) + dt.timedelta(seconds=position)
        body = {
            "events": [
                {
                    "id": f"d{index}-e{number}",
                    "kind": event.kind,
                    "occurred_at": occurred.isoformat(),
                    "payload": event.payload,
                }
            ]
        }
        with clock(occurred + dt.timedelta(minutes=1)):
            _post(http, f"/clients/{external_id}/events", body, {202}, f"day {index} event {number}")


def _nightly(harness: Harness, external_id: str, date: dt.date, tz: ZoneInfo) -> list[str]:
    from django.core.management import call_command
    from django.core.management.base import CommandError

    args = [external_id, "--date", date.isoformat(), "--tenant", harness.tenant_slug]
    if harness.distiller:
        args += ["--distiller", harness.distiller]
    out = io.StringIO()
    with clock(local(date + dt.timedelta(days=1), "02:30", tz)):
        try:
            call_command("distill", *args, stdout=out, stderr=out)
        except CommandError as error:
            return [f"distill {date}: {error}"]
    return []


def _observe(http, external_id: str, scenario: Scenario) -> Observed:
    base = f"/clients/{external_id}"
    tree = _expect_status(http.get(f"{API}{base}/wiki"), {200}, "wiki tree")
    pages = {}
    for file in tree.get("files", []):
        path = file["path"]
        if path.startswith("wiki/") and path.endswith(".md"):
            page = _expect_status(http.get(f"{API}{base}/wiki/{path}"), {200}, f"page {path}")
            pages[path.removeprefix("wiki/")] = page["content"]
    alerts = _expect_status(http.get(f"{API}{base}/alerts", {"status": "open"}), {200}, "alerts")["alerts"]
    bundles = {}
    for pipeline, query in bundle_requests(scenario):
        body = {"pipeline": pipeline, "query": query}
        bundles[(pipeline, query)] = _post(http, f"{base}/context", body, {200}, f"context {pipeline}")
    user_texts = [
        event.payload["text"]
        for day in scenario.days
        for event in day
        if event.kind == "chat.turn" and event.payload.get("role") == "user"
    ]
    return Observed(pages=pages, alerts=alerts, bundles=bundles, user_texts=user_texts)
