"""Pain said in chat lands: the `chat-pain` rule, and code writing it when a distiller will not."""

import datetime as dt

import pytest

from tests.wiki.conftest import at, content_of, ev, post
from tests.wiki.validator.conftest import CONSTRAINTS, check, rules
from wiki.distillers.base import Proposal, ProposedAlert
from wiki.ingest.runs import ingest_nightly
from wiki.models import Alert, IngestRun
from wiki.tree.markup import constraint_entries, entry_line
from wiki.validator import PainMention

EMPTY = "# Constraints and injuries — Marta\n\n*Safety.*\n\n## Entries\n"
KNEE = PainMention("left knee", "evt-7", "pain 5/10 on squats", "my left knee hurts on squats")


def with_entry(area: str = "left knee") -> str:
    return EMPTY + entry_line(area, "watch", "pain on squats (as of 2026-08-12)") + "\n"


def test_pain_in_the_days_chat_needs_its_entry_and_a_safety_alert():
    nothing = check(Proposal({}, {}), current={}, pains=(KNEE,), constraints_now=EMPTY)
    assert rules(nothing) == {"chat-pain"} and len(nothing) == 2
    entry_only = check(
        Proposal({CONSTRAINTS: with_entry()}, {}),
        current={CONSTRAINTS: EMPTY},
        pains=(KNEE,),
        constraints_now=EMPTY,
    )
    assert [v.message.endswith("has no safety alert") for v in entry_only] == [True]
    alert = ProposedAlert("safety", CONSTRAINTS, "high", "Left knee pain in chat", ("evt-7",))
    both = Proposal({CONSTRAINTS: with_entry()}, {}, alerts=(alert,))
    assert check(both, current={CONSTRAINTS: EMPTY}, pains=(KNEE,), constraints_now=EMPTY) == []


def test_pain_a_goal_gets_rid_of_needs_its_entry_but_no_alert():
    neck = PainMention("neck", "evt-8", "pain moderate", "my goal is to get rid of my neck pain", alert=False)
    entry = Proposal({CONSTRAINTS: with_entry("neck")}, {})
    assert check(entry, current={CONSTRAINTS: EMPTY}, pains=(neck,), constraints_now=EMPTY) == []
    nothing = check(Proposal({}, {}), current={}, pains=(neck,), constraints_now=EMPTY)
    assert [v.message.endswith("has no entry") for v in nothing] == [True]


def test_an_area_with_an_entry_already_needs_no_second_alert():
    knee = with_entry("knee")  # a side-less entry covers the left knee
    assert check(Proposal({}, {}), current={}, pains=(KNEE,), constraints_now=knee) == []


@pytest.mark.django_db
def test_a_distiller_that_keeps_leaving_the_pain_out_gets_it_written_by_code(client_a, scripted):
    day = dt.date(2026, 8, 12)
    turn = ev("chat.turn", at(day, "19:00"), role="user", text="My left knee hurts when I squat, maybe 5/10.")
    post(client_a, turn)
    deaf = scripted(respond=lambda task: Proposal({}, {}, log_subject="chat"))
    run = ingest_nightly(client=client_a, local_date=day, distiller=deaf)

    assert run.status == IngestRun.Status.DONE and run.attempts == 3  # never quarantined, never dead
    entries = constraint_entries(content_of(client_a, CONSTRAINTS))
    assert entries["left knee"].level == "watch" and "said in chat" in entries["left knee"].text
    alert = Alert.objects.get(client=client_a, kind=Alert.Kind.SAFETY)
    assert alert.severity == "high" and turn["id"] in alert.payload["evidence"]
    assert any("[chat-pain]" in message for message in deaf.calls[-1].violations)  # it was asked first
