"""raw/ digests: compact, human-readable, deterministic; notable chat kept verbatim."""

import datetime as dt
from zoneinfo import ZoneInfo

from wiki.distillers.base import EventRecord
from wiki.ingest.digest import describe, notable_turns, render_digest, render_transcript

KYIV = ZoneInfo("Europe/Kyiv")
DAY = dt.date(2026, 8, 9)


def record(seq, kind, clock="12:00", date=DAY, **payload) -> EventRecord:
    hours, minutes = map(int, clock.split(":"))
    occurred = dt.datetime.combine(date, dt.time(hours, minutes), tzinfo=KYIV).astimezone(dt.UTC)
    return EventRecord(seq, f"e{seq}", kind, occurred, date, payload)


def test_every_kind_renders_as_a_short_phrase():
    assert describe(record(1, "sleep.logged", hours=5.5, bedtime="00:40", quality=2)) == (
        "slept 5.5 h, bed 00:40, quality 2/5"
    )
    sets = [{"exercise": "Back squat", "reps": 5, "weight_kg": 60.0, "rpe": 8}] * 3 + [
        {"exercise": "Band row", "reps": 8, "weight_kg": 0}
    ]
    assert describe(
        record(2, "session.completed", name="Lower body A", sets=sets, volume_kg=4120, duration_min=55)
    ) == ("Lower body A: Back squat 3×5×60 kg @8; Band row 8×0 kg · 4120 kg moved · 55 min")
    assert describe(record(3, "meal.logged", description="salad", protein_g=32, kcal=540)) == (
        "salad · 32 g protein · 540 kcal"
    )
    assert describe(record(4, "checkin.soreness", area="right knee", severity=3, note="stairs")) == (
        "soreness right knee 3/5 — stairs"
    )
    assert describe(record(5, "travel.started", location="Berlin")) == "travel started (Berlin)"
    assert describe(record(6, "question.answered", question_id="q7", answer="Just a niggle")) == (
        "answered question q7: Just a niggle"
    )


def test_the_digest_lists_the_day_then_late_arrivals():
    events = [
        record(3, "sleep.logged", "06:10", hours=6),
        record(1, "meal.logged", "21:00", date=DAY - dt.timedelta(days=2), description="late dinner"),
    ]
    text = render_digest(
        client_name="Marta", timezone="Europe/Kyiv", local_date=DAY, events=events, transcript=False
    )
    assert text.splitlines()[:5] == [
        "# Events — 2026-08-09",
        "",
        "*Marta · 1 events on 2026-08-09 (Europe/Kyiv) + 1 late arrivals · compact digest, immutable.*",
        "",
        "## 2026-08-09",
    ]
    assert "- 06:10 sleep.logged — slept 6 h `e3`" in text
    assert "## Late arrivals\n\n### 2026-08-07\n- 21:00 meal.logged — late dinner `e1`" in text
    assert (
        render_digest(
            client_name="Marta", timezone="Europe/Kyiv", local_date=DAY, events=events, transcript=False
        )
        == text
    )


def test_notable_chat_is_kept_with_its_neighbours_and_ordinary_chat_is_not():
    chat = [
        record(1, "chat.turn", "19:00", role="bot", text="How was the session?"),
        record(2, "chat.turn", "19:01", role="user", text="My right knee hurts on the stairs"),
        record(3, "chat.turn", "19:02", role="bot", text="Thanks, noted."),
        record(4, "chat.turn", "19:30", role="user", text="ok"),
    ]
    assert [event.seq for event in notable_turns(chat)] == [1, 2, 3]
    text = render_transcript(client_name="Marta", timezone="Europe/Kyiv", local_date=DAY, events=chat)
    assert "- 19:01 **user**: My right knee hurts on the stairs" in text and "(3 of 4 turns)" in text
    boring = [record(5, "chat.turn", role="user", text="ok"), record(6, "chat.turn", role="bot", text="👍")]
    assert (
        render_transcript(client_name="Marta", timezone="Europe/Kyiv", local_date=DAY, events=boring) is None
    )
