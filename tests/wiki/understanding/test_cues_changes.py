"""Goals that change over weeks (wiki/understanding/cues.py `goal`): a goal someone talked her into, a
target settled on in the chat, a goal said as the answer to her own "what next?", a goal label with a
period ("goal for this block: …")."""

import datetime as dt

import pytest

from wiki.understanding import cues
from wiki.understanding.extract import understand

TODAY = dt.date(2026, 11, 4)


@pytest.mark.parametrize(
    ("text", "what", "when", "supersedes"),
    [
        (
            "change of plan, a friend talked me into the Oslo half marathon in May instead.",
            "the Oslo half marathon",
            "May 2027",
            True,
        ),
        ("my sister roped me into a tough mudder in june", "a tough mudder", "June 2027", False),
        (
            "the club convinced me to do the relay marathon in april",
            "do the relay marathon",
            "April 2027",
            False,
        ),
        ("doctor says aim for 88 rather than 90, so let's say 88 kg by summer", "88 kg", "summer 2027", True),
        ("ok let's go with 100kg squat by Easter", "100kg squat", "easter 2027", False),
        ("goal for this block: 20 push-ups in a row.", "20 push-ups in a row", None, False),
        ("goal for this month is 12 sessions", "12 sessions", "November 2026", False),
    ],
)
def test_a_goal_said_as_a_change(text, what, when, supersedes):
    goal = cues.goal(text, TODAY)
    assert goal is not None and not goal.dropped
    assert (goal.what, goal.when.label if goal.when else None, goal.supersedes) == (what, when, supersedes)


@pytest.mark.parametrize(
    "text",
    [
        "he talked me into staying late at work",
        "my mate talked me into pizza again lol",
        "let's say 7pm on tuesday",
        "let's call it 3 sets",
        "what next? no idea",
    ],
)
def test_no_goal_is_read(text):
    assert not understand(text, TODAY).goals


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("TWENTY. done. did 21 actually. what next? maybe a pull-up", "a pull-up"),
        ("ran the 5k! what's next? a 10k by summer", "a 10k"),
        ("new PB on the bench. next challenge? perhaps a 100kg bench", "a 100kg bench"),
    ],
)
def test_a_goal_answers_her_own_what_next(text, what):
    assert [g.what for g in understand(text, TODAY).goals] == [what]


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("I'll give myself till my 40th, that's 14 March", "2027-03-14"),
        ("deadline: end of May", "May 2027"),
        ("let's put a date on it: by Easter", "easter 2027"),
        ("ok I'll give myself until June", "June 2027"),
    ],
)
def test_a_date_given_later_is_for_the_goal_she_has(text, when):
    goal = cues.goal(text, TODAY)
    assert goal is not None and (goal.what, goal.when.label if goal.when else None) == ("it", when)


@pytest.mark.parametrize(
    "text",
    [
        "I'll give myself a break today",
        "the deadline for the report is Friday",
        "give myself till Friday to decide?",
    ],
)
def test_no_date_for_a_goal(text):
    assert all(goal.what != "it" for goal in understand(text, TODAY).goals)


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("yeah, marathon's officially off the table", "marathon"),
        ("I'm going off the marathon idea", "marathon"),
        ("calling off the half, not enough time", "half"),
        ("bailing on the 10k", "10k"),
        ("the triathlon is off", "triathlon"),
        ("I've decided against the ultra", "ultra"),
    ],
)
def test_a_goal_dropped_in_other_words(text, what):
    goal = cues.goal(text, TODAY)
    assert goal is not None and goal.dropped and goal.what == what


@pytest.mark.parametrize(
    "text",
    [
        "my run is off today",
        "the party is off",
        "dinner's cancelled",
        "the race is off to a good start",
        "hit 100kg on squat today!!",
    ],
)
def test_no_goal_dropped_or_set(text):
    assert not understand(text, TODAY).goals
