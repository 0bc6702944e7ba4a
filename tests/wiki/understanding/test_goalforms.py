import pytest

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
