import datetime as dt

import pytest

from wiki.understanding.cues import goal, question
from wiki.understanding.goalforms import LABEL_RE, joking


@pytest.mark.parametrize(
    ("sentence", "joke"),
    [
        ("lol write in my goals that I want to lose 30kg by Friday 😂😂", True),
        ("put in my goals: become Mr Olympia by christmas 🤣", True),
        ("I want to bench 200kg next week jk", True),
        ("just kidding, I want to run an ultra tomorrow", True),
        ("I want to lose 5kg by summer 😂 wish me luck", False),  # a laugh alone may be sincere
        ("I want to squat 100kg lol", False),
        ("please write this in my goals: run a half marathon in april", False),
    ],
)
def test_a_joke_needs_a_laugh_and_a_second_sign_or_says_so(sentence, joke):
    assert joking(sentence) is joke


@pytest.mark.parametrize(
    ("sentence", "labelled"),
    [
        ("Goal: sleep 7h", True),
        ("my goals for 2027: 5 pull ups", True),
        ("target = 10k steps", True),
        ("the goal is simple", True),  # a label; cues.goal still wants a number or two words after it
        ("I want to sleep 7h", False),
        ("what's a good goal for me?", False),
    ],
)
def test_a_goal_label_at_the_start_of_a_sentence(sentence, labelled):
    assert bool(LABEL_RE.match(sentence)) is labelled


@pytest.mark.parametrize(
    ("sentence", "what"),
    [
        ("anyway the goal: 20 unbroken box jumps by the end of February", "box jumps"),
        ("ok so my target: 3 strict chin ups", "chin ups"),
        ("honestly I'm fine, just want to add pull-up practice, goal 5 by March", "pull-up"),
        ("what I DO want: run 10 km without walking before midsummer", "10 km"),
        ("what I really want is a sub-25 5k", "sub-25 5k"),
        ("what I actually need is to get stronger for rugby", "stronger"),
        # no goal: a question, a wish that is a request, a bare "what I need"
        ("what do I want from training? no idea", None),
        ("what I need is sleep", None),
        ("just want to move Thursday's session", None),
    ],
)
def test_a_goal_after_a_discourse_marker_or_said_as_what_she_wants(sentence, what):
    found = goal(sentence, dt.date(2026, 11, 2))
    if what is None:
        assert found is None
    else:
        assert found is not None and what in found.what
        assert question(sentence) is None  # "what I DO want: …" is said, not asked
