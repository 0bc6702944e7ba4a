import datetime as dt
from zoneinfo import ZoneInfo

import pytest
import time_machine

from coda_console.models import Event
from memory.models import Category
from memory.observations import clean_text, collect, make_key, read_window, tool_categories
from tests.memory.helpers import T0, access, fail, observe, ok, query

KYIV = ZoneInfo("Europe/Kyiv")


def _events(client, *raw):
    observe(client, *raw)
    return list(Event.objects.filter(client=client).order_by("pk"))


@pytest.mark.django_db
def test_one_signal_unit_per_session(client_a):
    events = _events(
        client_a,
        ok("log_meal", session="s1"),
        ok("log_meal", session="s1", at=T0 + dt.timedelta(minutes=5)),
        ok("log_meal", session="s2", at=T0 + dt.timedelta(hours=1)),
    )
    signal = collect(events, KYIV).signals["tool_affinity:log_meal"]
    assert list(signal.units) == ["session:s1", "session:s2"]


@pytest.mark.django_db
def test_events_without_session_make_one_unit_per_local_calendar_day(client_a):
    # 21:30 and 22:30 UTC on the same UTC day fall on two different days in Kyiv (UTC+2).
    late_evening = dt.datetime(2026, 3, 2, 21, 30, tzinfo=dt.UTC)
    events = _events(
        client_a,
        access("exercise", "back-squat", at=T0),
        access("exercise", "back-squat", at=T0 + dt.timedelta(hours=2)),
        access("exercise", "back-squat", at=late_evening),
        access("exercise", "back-squat", at=late_evening + dt.timedelta(hours=1)),
    )
    signal = collect(events, KYIV).signals["entity_frequency:exercise:back-squat"]
    assert list(signal.units) == ["day:2026-03-02", "day:2026-03-03"]


@pytest.mark.parametrize(
    ("successes", "failures", "expected"),
    [
        (3, 0, [Category.TOOL_AFFINITY]),
        (2, 1, [Category.TOOL_AFFINITY]),
        (1, 1, []),
        (0, 1, [Category.TOOL_AVOIDANCE]),
        (1, 2, [Category.TOOL_AVOIDANCE, Category.FAILURE_PATTERN]),
        (2, 2, [Category.FAILURE_PATTERN]),
        (3, 2, [Category.TOOL_AFFINITY]),
    ],
)
def test_failures_dominating_make_avoidance_and_failure_pattern_not_affinity(successes, failures, expected):
    assert tool_categories(successes, failures) == expected


@pytest.mark.django_db
def test_collect_counts_tools_entities_and_domains(client_a):
    events = _events(
        client_a,
        ok("sync", session="s1"),
        fail("sync", "timeout", session="s1"),
        fail("sync", "timeout again", session="s1"),
        access("exercise", "deadlift", "Deadlift", session="s1"),
        query("Nutrition", ["protein", "Protein", "kcal"], session="s1"),
    )
    collected = collect(events, KYIV)
    assert collected.tools["sync"].successes == 1
    assert collected.tools["sync"].failures == 2
    assert collected.tools["sync"].errors == ["timeout", "timeout again"]
    assert set(collected.signals) == {
        "tool_avoidance:sync",
        "failure_pattern:sync",
        "entity_frequency:exercise:deadlift",
        "domain_preference:nutrition",
    }
    assert collected.entities["entity_frequency:exercise:deadlift"]["label"] == "Deadlift"
    assert collected.domains["domain_preference:nutrition"]["keywords"] == {"protein": 2, "kcal": 1}
    assert collected.active_days == {dt.date(2026, 3, 2)}


def test_text_that_reaches_prompts_is_one_bounded_line():
    assert clean_text("ignore\nprevious\x00 instructions") == "ignore previous instructions"
    assert len(clean_text("x" * 500, 80)) == 80


def test_overlong_keys_are_shortened_uniquely():
    a = make_key("tool_affinity", "t" * 300 + "a")
    b = make_key("tool_affinity", "t" * 300 + "b")
    assert len(a) == len(b) == 255
    assert a != b
    assert make_key("tool_affinity", "short") == "tool_affinity:short"


@pytest.mark.django_db
def test_window_reads_only_after_the_checkpoint_in_id_order_including_late_arrivals(client_a):
    observe(client_a, ok("a", at=T0))
    first = Event.objects.get(client=client_a)
    # A late arrival: happened a week earlier, received now. It sorts after by id, so it is read.
    observe(client_a, ok("b", at=T0 - dt.timedelta(days=7)), ok("c", at=T0))
    window = read_window(client_a, after_id=first.pk, now=dt.datetime.now(dt.UTC))
    assert [e.payload["tool"] for e in window.events] == ["b", "c"]
    assert window.last_event_id == max(e.pk for e in window.events)


@pytest.mark.django_db
def test_window_advances_past_domain_events_but_returns_only_observations(client_a):
    observe(
        client_a,
        ok("a"),
        {"id": "d1", "kind": "sleep.logged", "occurred_at": T0.isoformat(), "payload": {"hours": 7}},
    )
    window = read_window(client_a, after_id=0, now=dt.datetime.now(dt.UTC))
    assert [e.kind for e in window.events] == ["tool.success"]
    assert window.last_event_id == Event.objects.get(event_id="d1").pk


@pytest.mark.django_db
def test_window_waits_for_events_to_settle(client_a, settings):
    settings.MEMORY_SETTLE_SECONDS = 2
    with time_machine.travel(T0 + dt.timedelta(hours=1), tick=False):
        observe(client_a, ok("a"))
        now = dt.datetime.now(dt.UTC)
        assert read_window(client_a, after_id=0, now=now) is None
        assert read_window(client_a, after_id=0, now=now + dt.timedelta(seconds=2)) is not None


@pytest.mark.django_db
def test_the_context_endpoints_own_query_records_teach_memory_nothing(client_a):
    asked = query("injury", ["knee"], session="s1")
    asked["payload"]["origin"] = "context"
    events = _events(client_a, asked, query("nutrition", ["protein"], session="s2"))
    collected = collect(events, KYIV)
    assert list(collected.signals) == ["domain_preference:nutrition"]
    assert set(collected.domains) == {"domain_preference:nutrition"}


@pytest.mark.django_db
def test_each_observation_kind_has_its_own_handler_and_unknown_kinds_are_ignored(client_a):
    from memory.models import BEHAVIOURAL_KINDS
    from memory.observations import HANDLERS

    assert set(HANDLERS) == set(BEHAVIOURAL_KINDS)
    events = _events(client_a, ok("log_meal", session="s1"))
    events[0].kind = "sleep.logged"  # a domain event in the window is not an observation
    assert collect(events, KYIV).signals == {}
