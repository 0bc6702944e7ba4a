"""Stories told over days: what a physio or doctor said about an area stays on the constraints page
when the entry's tail moves on to later reports (wiki/distillers/rules/chat.py `update_notes`)."""

import datetime as dt

import pytest

from tests.wiki.distillers.conftest import DAY, section_lines, task, validate
from wiki.distillers.rules import RulesDistiller

CONSTRAINTS = "wiki/constraints-injuries.md"


def run(**kwargs):
    distill_input = task(**kwargs)
    proposal = RulesDistiller().propose(distill_input)
    assert validate(distill_input, proposal) == []
    return proposal


@pytest.mark.parametrize(
    ("advice", "noted"),
    [
        ("saw a physio about the hip: she thinks it's a flexor strain, no lunges for 2 weeks", True),
        ("my GP reckons the hip is a bursitis, no running for now", True),
        ("hip is sore again after lunges", False),  # no professional: the entry's tail has it
    ],
)
def test_what_a_physio_said_is_a_note_beside_the_entry(ev, advice, noted):
    first = ev.chat(DAY - dt.timedelta(days=2), "19:00", "user", "my right hip is niggly after lunges, 2/10")
    proposal = run(events=[ev.chat(DAY, "18:00", "user", advice)], recent=[first])
    notes = section_lines(proposal.pages[CONSTRAINTS], "Notes")
    said = [line for line in notes if "what the physio or doctor said" in line]
    assert bool(said) is noted
    if noted:
        assert said[0].startswith("- 2026-08-09 hip: ")


def test_a_date_given_later_dates_her_latest_goal(ev):
    first = ev.chat(DAY - dt.timedelta(days=5), "08:00", "user", "I'd love to do a proper unassisted chin-up")
    later = ev.chat(DAY, "22:00", "user", "I'll give myself till my 40th, that's 14 March")
    (goal,) = section_lines(run(events=[later], recent=[first]).pages["wiki/goals.md"], "Goals")
    assert goal.startswith("- Goal: do a proper unassisted chin-up — by 2027-03-14 — said \"I'll give myself")


def test_a_date_given_with_no_goal_is_no_goal(ev):
    later = ev.chat(DAY, "22:00", "user", "I'll give myself till my 40th, that's 14 March")
    page = run(events=[later]).pages.get("wiki/goals.md")
    assert page is None or section_lines(page, "Goals") == []


def test_a_yes_but_to_the_bots_goal_check_corrects_her_goal(ev):
    first = ev.chat(
        DAY - dt.timedelta(days=3), "08:00", "user", "goal for this block: squat 60kg by the summer"
    )
    asked = ev.chat(DAY, "07:59", "bot", "Goal check: still aiming for a 60 kg squat by summer?")
    reply = ev.chat(DAY, "08:04", "user", "yep but make it 70. 60 is gonna be too easy")
    goals = section_lines(run(events=[asked, reply], recent=[first]).pages["wiki/goals.md"], "Goals")
    assert any(line.startswith("- Goal: squat 70kg") for line in goals)
    assert not any("Goal: yep but" in line for line in goals)
