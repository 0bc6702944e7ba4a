"""Schedules that move over weeks (wiki/understanding/schedule.py): back to the usual slot, a shift
pattern switched, what she can still manage, "early afternoon" is no morning, a date of the clause
before is no day of the schedule."""

import pytest

from wiki.understanding import cues


@pytest.mark.parametrize(
    ("text", "label", "quote"),
    [
        (
            "school's back on Monday, back to my normal lunchtime sessions",
            "lunchtime",
            "back to my normal lunchtime sessions",
        ),
        ("back to mornings once the clocks change", "mornings", None),
        ("back to the usual 6am slot from tomorrow", "mornings", None),
        ("switched to nights from next week, 7pm to 7am.", "night shifts", None),
        ("moving onto earlies next month so after 3pm is free", "afternoons", None),
        ("back on days now so evenings again", "evenings", None),
        ("I'll only manage early mornings before they wake", "mornings", None),
        ("can probably manage lunchtimes on weekdays", "lunchtime", None),
        ("realistically 2 short sessions a week at home for a while", "sessions a week", None),
        ("just 3 quick sessions a week till the move is done", "sessions a week", None),
        ("training will have to be early afternoon after I've slept", "afternoons", None),
        ("early evening is best, about 6:30", "evenings", None),
    ],
)
def test_a_schedule_that_moved(text, label, quote):
    cue = cues.schedule(text)
    assert cue is not None and cue.label == label
    assert quote is None or cue.quote == quote


@pytest.mark.parametrize(
    "text",
    [
        "I'm back to normal after the flu",
        "back to the gym tomorrow",
        "I can only manage the 5k distance",
        "switched to decaf",
        "back on the bike after the crash",
    ],
)
def test_no_schedule(text):
    assert cues.schedule(text) is None
