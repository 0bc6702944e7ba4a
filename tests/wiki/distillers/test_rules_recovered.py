"""Recovered, as she said (docs/understanding.md): her word that an area is over marks the entry's tail
and proposes the inbox item that closes a watch item's alert; the entry is never dropped or lowered."""

import datetime as dt

import pytest

from tests.wiki.distillers.conftest import DAY, section_lines
from tests.wiki.distillers.test_rules_safety import PAGE, run, with_entries
from wiki.distillers.rules.recovered import is_recovered

WATCH = (
    '- **neck** [watch] pain 3/10; first reported 2026-08-02: "my neck\'s been stiff, about 3/10"'
    " (as of 2026-08-02)"
)
KNEE = "- **right knee** [constraint] no deep squats (as of 2026-07-20)"


def _line(proposal, area: str) -> str:
    """The entry as the run leaves it (a run that writes no page leaves it as it stood)."""
    text = proposal.pages.get(PAGE) or with_entries(WATCH, KNEE)[PAGE]
    (line,) = [x for x in section_lines(text, "Entries") if f"**{area}**" in x]
    return line


def _recoveries(proposal) -> list:
    return [a for a in proposal.alerts if a.kind == "safety" and a.payload.get("recovered")]


@pytest.mark.parametrize(
    "said",
    [
        "neck feels totally normal again",
        "that thing from last week is gone, neck feels totally normal",
        "my neck doesn't hurt at all anymore",
        "neck is back to normal, slept great",
    ],
)
def test_her_word_that_a_watch_item_is_over_marks_its_tail_and_proposes_the_resolution(ev, said):
    turn = ev.make("chat.turn", DAY, "09:30", role="user", text=said)
    proposal = run(events=[turn], pages=with_entries(WATCH))
    line = _line(proposal, "neck")
    assert line.startswith("- **neck** [watch] pain 3/10; first reported 2026-08-02")  # the stable part stays
    assert " — last: 2026-08-02, 1 report" in line and "— recovered, as she said" in line
    assert f'{DAY.isoformat()} "' in line and is_recovered(line)
    (item,) = _recoveries(proposal)
    assert (item.payload["area"], item.payload["level"], item.evidence) == ("neck", "watch", (turn.event_id,))


@pytest.mark.parametrize(
    "said",
    [
        "neck is a bit better",
        "neck easing off",
        "neck better but still sore",
        "neck is fine as long as I don't look left",
        "my husband's neck is fine again",
        "is it normal that my neck is fine now?",
        "if my neck is fine by friday I'll swim",
    ],
)
def test_anything_short_of_full_recovery_leaves_the_entry_current(ev, said):
    turn = ev.make("chat.turn", DAY, "09:30", role="user", text=said)
    proposal = run(events=[turn], pages=with_entries(WATCH))
    assert not is_recovered(_line(proposal, "neck")) and _recoveries(proposal) == []


def test_a_bot_turn_claiming_she_is_better_is_not_her_word(ev):
    turn = ev.make("chat.turn", DAY, "09:30", role="bot", text="Great that your neck is totally fine again!")
    proposal = run(events=[turn], pages=with_entries(WATCH))
    assert _recoveries(proposal) == []


def test_pain_after_her_word_makes_the_area_current_again(ev):
    well = ev.make("chat.turn", DAY, "09:30", role="user", text="neck feels totally normal again")
    again = ev.make("chat.turn", DAY, "20:00", role="user", text="ugh neck is stiff again, 4/10")
    proposal = run(events=[well, again], pages=with_entries(WATCH))
    assert not is_recovered(_line(proposal, "neck")) and _recoveries(proposal) == []


def test_a_later_report_rewrites_a_recovered_tail(ev):
    well = ev.make("chat.turn", DAY, "09:30", role="user", text="neck feels totally normal again")
    marked = run(events=[well], pages=with_entries(WATCH)).pages
    later = DAY + dt.timedelta(days=3)
    pain = ev.make("chat.turn", later, "08:00", role="user", text="neck is sore again, 3/10")
    proposal = run(events=[pain], pages=marked, day=later, recent=[well])
    line = _line(proposal, "neck")
    assert not is_recovered(line) and f"last: {later.isoformat()}, 2 reports" in line


def test_a_constraint_keeps_its_level_and_the_item_carries_it(ev):
    turn = ev.make("chat.turn", DAY, "09:30", role="user", text="right knee is completely fine now")
    proposal = run(events=[turn], pages=with_entries(KNEE))
    line = _line(proposal, "right knee")
    assert "[constraint] no deep squats" in line and is_recovered(line)
    (item,) = _recoveries(proposal)
    assert item.payload["level"] == "constraint"


def test_an_inline_run_leaves_it_to_the_nightly_run(ev):
    turn = ev.make("chat.turn", DAY, "09:30", role="user", text="neck feels totally normal again")
    proposal = run(events=[turn], pages=with_entries(WATCH), mode="inline")
    assert not is_recovered(_line(proposal, "neck")) and _recoveries(proposal) == []


def test_the_index_row_says_recovered_not_watch(ev):
    turn = ev.make("chat.turn", DAY, "09:30", role="user", text="neck feels totally normal again")
    proposal = run(events=[turn], pages=with_entries(WATCH))
    summary = proposal.index_summaries[PAGE]
    assert f"Neck (recovered {DAY.isoformat()})" in summary and "[watch]" not in summary


def test_a_reply_naming_no_area_is_about_the_area_the_bot_asked_about(ev):
    asked = ev.make("chat.turn", DAY, "09:00", role="bot", text="How's the neck doing?")
    said = ev.make("chat.turn", DAY, "09:05", role="user", text="all gone, feels totally normal again")
    (item,) = _recoveries(run(events=[asked, said], pages=with_entries(WATCH)))
    assert item.payload["area"] == "neck" and item.evidence == (said.event_id,)


def test_a_recovery_said_with_no_area_and_no_question_is_not_read(ev):
    said = ev.make("chat.turn", DAY, "09:05", role="user", text="all good now, it's gone")
    assert _recoveries(run(events=[said], pages=with_entries(WATCH))) == []


def test_a_side_she_corrects_next_day_marks_the_wrong_sides_entry_and_closes_its_alert(ev):
    said = ev.make(
        "chat.turn", DAY - dt.timedelta(days=1), "19:00", role="user", text="right knee sore on lunges, 5/10"
    )
    before = run(events=[said], day=DAY - dt.timedelta(days=1))
    fix = ev.make(
        "chat.turn", DAY, "08:00", role="user", text="correction — it's the LEFT knee. I always mix them up"
    )
    proposal = run(events=[fix], recent=[said], pages={**with_entries(), PAGE: before.pages[PAGE]})
    lines = section_lines(proposal.pages[PAGE], "Entries")
    (wrong,) = [x for x in lines if "**right knee**" in x]
    assert wrong.startswith("- **right knee** [watch] pain 5/10")  # the stable part stays
    assert wrong.endswith(
        f'"correction — it\'s the LEFT knee. I always mix them up" — corrected, as she said (as of {DAY})'
    )
    assert any("**left knee**" in x for x in lines)
    (item,) = _recoveries(proposal)
    assert item.payload["area"] == "right knee" and item.payload["corrected"] is True
    assert f"right knee (corrected {DAY})" in proposal.index_summaries[PAGE]


def test_a_correction_leaves_an_entry_reported_before_the_message_it_corrects(ev):
    old = ev.make(
        "chat.turn", DAY - dt.timedelta(days=3), "19:00", role="user", text="right knee sore again, 4/10"
    )
    said = ev.make(
        "chat.turn", DAY - dt.timedelta(days=1), "19:00", role="user", text="right knee sore on lunges, 5/10"
    )
    first = run(events=[old], day=DAY - dt.timedelta(days=3))
    before = run(
        events=[said],
        recent=[old],
        day=DAY - dt.timedelta(days=1),
        pages={**with_entries(), PAGE: first.pages[PAGE]},
    )
    fix = ev.make("chat.turn", DAY, "08:00", role="user", text="sorry, I meant left not right")
    proposal = run(events=[fix], recent=[old, said], pages={**with_entries(), PAGE: before.pages[PAGE]})
    (wrong,) = [x for x in section_lines(proposal.pages[PAGE], "Entries") if "**right knee**" in x]
    assert "corrected, as she said" not in wrong  # two reports: the knee was hers before the slip
    assert not _recoveries(proposal)


def test_an_area_she_takes_back_next_day_marks_its_entry_and_closes_its_alert(ev):
    said = ev.make(
        "chat.turn",
        DAY - dt.timedelta(days=1),
        "19:00",
        role="user",
        text="lower back aching after deadlifts, 4/10",
    )
    before = run(events=[said], day=DAY - dt.timedelta(days=1))
    fix = ev.make(
        "chat.turn",
        DAY,
        "08:00",
        role="user",
        text="thinking about it more, it's not really my back. it's deep in my right glute, 4/10 when I sit",
    )
    proposal = run(events=[fix], recent=[said], pages={**with_entries(), PAGE: before.pages[PAGE]})
    (wrong,) = [x for x in section_lines(proposal.pages[PAGE], "Entries") if "**lower back**" in x]
    assert wrong.startswith("- **lower back** [watch] pain 4/10") and "corrected, as she said" in wrong
    (item,) = _recoveries(proposal)
    assert item.payload["area"] == "lower back" and item.payload["corrected"] is True


def test_one_side_over_and_the_other_sore_closes_only_the_side_that_is_over(ev):
    left = (
        '- **left hip** [watch] pain 3/10; first reported 2026-08-02: "left hip flexor sore, 3/10"'
        " (as of 2026-08-02)"
    )
    said = ev.make(
        "chat.turn",
        DAY,
        "08:00",
        role="user",
        text="left hip totally fine now, but the RIGHT hip flexor is sore, 4/10",
    )
    proposal = run(events=[said], pages=with_entries(left))
    (item,) = _recoveries(proposal)
    assert item.payload["area"] == "left hip"
