"""The schedule's word tables (wiki/understanding/schedule_words.py) through the schedule cue: bounds,
shift times, a slot moved, days said formally, what she can fit in."""

import pytest

from wiki.understanding import cues


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # a slot bounded by what comes after it, a shift's times, a slot moved
        ("Saturday has to be done by 10 though, I run the market stall from 11", "weekends"),
        ("earlies finish at 3, lates start at 2", "timing"),
        ("so Friday lunch instead, same hour", "lunchtime"),
        ("Monday, Wednesday and Friday mornings would suit admirably.", "mornings"),
        ("Tuesdays and Thursdays are quite out of the question for me", "no weekdays"),
        ("the gym opens at 5 and I have to be out by 6:15 for the staff bus", "mornings"),
        ("gonna be lucky to get 1 session a wk in, sorry in advance", "timing"),
    ],
)
def test_schedule_words(text, label):
    cue = cues.schedule(text)
    assert cue is not None and cue.label == label


def test_a_list_of_days_is_quoted_whole_never_its_first_day_alone():
    cue = cues.schedule("Monday, Wednesday and Friday mornings would suit admirably.")
    assert cue is not None and cue.quote == "Monday, Wednesday and Friday mornings would suit admirably."


def test_a_deadline_that_is_no_slot_is_no_schedule():
    assert cues.schedule("the essay has to be done by 10 am") is None
