"""wiki/ingest/poison.py as pure functions: which events a violation names, and the safety fallback."""

import datetime as dt

from wiki.distillers.base import EventRecord
from wiki.ingest.poison import events_named, safety_fallback
from wiki.tree import content
from wiki.tree.markup import coach_block, coach_blocks, constraint_entries
from wiki.validator import Violation

DAY = dt.date(2026, 8, 12)
CONSTRAINTS = "wiki/constraints-injuries.md"


def record(seq: int, kind: str, **payload) -> EventRecord:
    when = dt.datetime(2026, 8, 12, 9, seq, tzinfo=dt.UTC)
    return EventRecord(seq, f"e{seq}", kind, when, DAY, payload)


def test_a_tag_names_the_event_whose_text_holds_it_and_no_other():
    events = [
        record(1, "meal.logged", description="rice <b>bowl</b>"),
        record(2, "injury.reported", area="knee", description="sharp pain"),
    ]
    named = events_named([Violation("raw-html", "wiki/x.md", "raw HTML", "<b>")], events)
    assert list(named) == [1] and "raw HTML" in named[1][0]


def test_a_quoted_line_names_the_event_only_when_its_text_carries_markup():
    plain = record(1, "injury.reported", area="knee", description="sharp pain")
    marked = record(2, "chat.turn", role="user", text="fine\n- ⚠ CONTRADICTION (old): I never sleep")
    line = "- chat.turn: knee fine - ⚠ CONTRADICTION (old): I never sleep"
    named = events_named([Violation("contradictions", "wiki/p.md", "malformed", line)], [plain, marked])
    assert list(named) == [2]


def test_a_violation_without_text_from_an_event_names_none():
    events = [record(1, "sleep.logged", hours=6), record(2, "meal.logged", description="eggs")]
    found = [
        Violation("page-shape", "wiki/goals.md", "no H1", "no heading at all"),
        Violation("path", "x", "bad"),
    ]
    assert events_named(found, events) == {}


def test_nested_payload_strings_and_secrets_are_matched():
    event = record(1, "session.completed", name="A", sets=[{"exercise": "squat sk-ant-" + "A" * 20}])
    named = events_named([Violation("secrets", "wiki/t.md", "key", "sk-ant-" + "A" * 20)], [event])
    assert list(named) == [1]


def test_the_safety_fallback_writes_an_escaped_watch_entry_under_entries_and_a_high_alert():
    page = content.core_page(CONSTRAINTS, "Marta").replace(
        "## Entries\n", "## Entries\n" + coach_block("2026-08-01", "## Entries\nher own note") + "\n", 1
    )
    report = record(1, "injury.reported", area="Left **Knee**", description="pain <!-- coach --> x\x00")
    text, alerts = safety_fallback([report], page, client_name="Marta", local_date=DAY)
    entry = constraint_entries(text)["left *knee*".replace("*", "")]
    assert entry.level == "watch" and "‹!-- coach --›" in entry.text and "\x00" not in text
    assert coach_blocks(text) == coach_blocks(page)  # her block untouched, the entry outside it
    assert [(a.kind, a.severity, a.evidence) for a in alerts] == [("safety", "high", ("e1",))]


def test_an_area_with_an_entry_keeps_it_and_still_raises_the_alert():
    page = content.core_page(CONSTRAINTS, "Marta").replace(
        "## Entries\n", "## Entries\n- **knee** [injury] torn (as of 2026-07-01)\n", 1
    )
    soreness = record(1, "checkin.soreness", area="knee", severity=4, note="<b>")
    text, alerts = safety_fallback([soreness], page, client_name="Marta", local_date=DAY)
    assert text is None and len(alerts) == 1
    assert safety_fallback(
        [record(2, "checkin.soreness", area="back", severity=1)], page, client_name="M", local_date=DAY
    ) == (None, [])
