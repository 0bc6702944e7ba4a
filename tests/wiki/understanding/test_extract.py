import datetime as dt

import pytest

from wiki.understanding import understand
from wiki.understanding.extract import asked_about

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


@pytest.mark.parametrize(
    ("bot_text", "area"),
    [
        ("Morning! How's the left knee after yesterday's squats?", "left knee"),
        ("Is your shoulder still bothering you on presses?", "shoulder"),
        ("Given your bad knee, we'll skip lunges today.", ""),  # a claim, not a question
        ("How are the knee and the ankle?", ""),  # two areas: no one referent
        ("How did the session go?", ""),
    ],
)
def test_the_area_a_bot_question_asks_about(bot_text, area):
    assert asked_about(bot_text) == area


def test_a_body_part_in_a_goal_is_no_note_but_one_beside_it_is():
    beside = understand("Hey! Vegan now, knee's fine, and I want to do a 10k in March", TODAY)
    assert [f.area for f in beside.harmless] == ["knee"]
    inside = understand("I want to play with my grandkids without my back hurting", TODAY)
    assert inside.harmless == () and inside.pain == ()


def test_a_schedule_given_as_a_list_is_one_cue_with_every_item():
    (cue,) = understand("availability:\n- mon 6-7am\n- wed 6-7am\n- sat whenever", TODAY).schedule
    assert all(day in cue.quote for day in ("mon", "wed", "sat"))


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("hit a 100 kg squat today!! next target is 120 by summer", "squat 120"),
        ("benched 80kg. next goal: 100kg", "bench 100kg"),
        ("next goal: 100kg deadlift", "100kg deadlift"),
    ],
)
def test_a_bare_number_target_takes_the_lift_named_before_it(text, what):
    (goal,) = understand(text, TODAY).goals
    assert goal.what == what
