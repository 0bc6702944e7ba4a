import datetime as dt

import pytest

from wiki.understanding.goalforms import LABEL_RE, date_alone, joking


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
    ("sentence", "label"),
    [
        ("March 6th.", "2027-03-06"),
        ("army fitness test is 15 jan.", "2027-01-15"),
        ("the race is on 12 April", "2027-04-12"),
        ("race day: 15 jan", "2027-01-15"),
        ("It's in March!", "March 2027"),
        # not: a sentence that does more than name a date, or names none
        ("I ran 5k today.", None),
        ("see you on Monday", None),
        ("I went to my cousin's wedding on the 3rd of June with the whole family.", None),
        ("sounds good", None),
    ],
)
def test_a_date_said_alone(sentence, label):
    when = date_alone(sentence, dt.date(2026, 11, 3))
    assert (when.label if when else None) == label
