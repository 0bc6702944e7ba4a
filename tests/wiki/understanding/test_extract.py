import datetime as dt

import pytest

from wiki.understanding import understand

TODAY = dt.date(2026, 11, 4)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (
            "Goal: sub-1:45 half marathon in April. Turning 40 and I want to prove I still can.",
            "Turning 40 and I want to prove I still can.",
        ),
        (
            "I want my resting heart rate under 60 by summer. Doctor says my blood pressure is high.",
            "Doctor says my blood pressure is high.",
        ),
        ("I want to run a 10k by May. The weather was nice today.", ""),
    ],
)
def test_the_sentence_after_a_goal_can_say_why(text, why):
    (goal,) = understand(text, TODAY).goals
    assert goal.why == why
