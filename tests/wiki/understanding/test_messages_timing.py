"""When her messages should reach her, moved over weeks (wiki/understanding/messages.py "message
timing"): "send the daily plan at 6am please", "can you send it at 7:30 instead"; a count she did
("did 21 actually.") is no question."""

import pytest

from wiki.understanding import cues


@pytest.mark.parametrize(
    ("text", "timed"),
    [
        ("send the daily plan at 6am please", True),
        ("new commute — can you send it at 7:30 instead", True),
        ("send me the workout by 9pm", True),
        ("pls send them at noon", True),
        ("could you please send the plan at 8", True),
        # not a wish about her messages
        ("I send it at 5 to my boss", False),
        ("she sent the plan at 6", False),
        ("send me the plan please", False),  # no time
    ],
)
def test_when_the_messages_should_reach_her(text, timed):
    assert ("message timing" in [cue.label for cue in cues.styles(text)]) is timed


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("did 21 actually.", False),
        ("did 5k today", False),
        ("did 3 sets feel too easy?", True),
        ("did you get my message", True),
    ],
)
def test_did_and_a_count_is_what_she_did(text, asked):
    assert (cues.question(text) is not None) is asked
