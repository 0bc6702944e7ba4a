import datetime as dt

import pytest

from wiki.understanding.dates import onset, target

TODAY = dt.date(2026, 11, 4)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("since Tuesday", dt.date(2026, 11, 3)),
        ("knee has hurt since the 28th", dt.date(2026, 10, 28)),
        ("hurts since the start of the week", dt.date(2026, 11, 2)),
        ("sore on and off since October", dt.date(2026, 10, 1)),
        ("since December", dt.date(2025, 12, 1)),
        ("since last monday", dt.date(2026, 11, 2)),
        ("for three days", dt.date(2026, 11, 1)),
        ("for a week", dt.date(2026, 10, 28)),
        ("yesterday", dt.date(2026, 11, 3)),
        ("this morning", TODAY),
        ("2 weeks ago", dt.date(2026, 10, 21)),
        ("since the weekend", dt.date(2026, 10, 31)),
        ("over the weekend", dt.date(2026, 10, 31)),
        ("it started last Thursday", dt.date(2026, 10, 29)),
        ("the day before yesterday", dt.date(2026, 11, 2)),
        ("a couple of days back", dt.date(2026, 11, 2)),
        ("sore for a fortnight", dt.date(2026, 10, 21)),
        ("stiff since I woke up", TODAY),
        # Indian English: "paining from morning", "since morning"
        ("Left ankle is paining from morning", TODAY),
        ("neck pain since morning", TODAY),
        ("from the evening it is worse", TODAY),
        ("no date here", None),
    ],
)
def test_onset_is_read_against_the_message_local_date(text, expected):
    assert onset(text, TODAY) == expected


@pytest.mark.parametrize(
    ("text", "label", "date"),
    [
        ("my first strict pull-up by my birthday in March", "March 2027", dt.date(2027, 3, 31)),
        ("run a 10k by summer", "summer 2027", dt.date(2027, 6, 21)),
        ("deadlift 100kg by christmas", "christmas 2026", dt.date(2026, 12, 25)),
        ("by the end of the year", "end of 2026", dt.date(2026, 12, 31)),
        ("a marathon in 2027", "2027", dt.date(2027, 12, 31)),
        ("15% body fat by Easter", "easter 2027", dt.date(2027, 4, 5)),
        ("by June 5th", "2027-06-05", dt.date(2027, 6, 5)),
        ("for my wedding on 12 June", "2027-06-12", dt.date(2027, 6, 12)),
        ("in 8 weeks", "2026-12-30 (8 weeks)", dt.date(2026, 12, 30)),
        ("by November", "November 2026", dt.date(2026, 11, 30)),
        ("deadlift 140 by end of Q2", "June 2027 (Q2)", dt.date(2027, 6, 30)),
        ("in Q4", "December 2026 (Q4)", dt.date(2026, 12, 31)),
        ("next month i want to bench 80", "December 2026", dt.date(2026, 12, 31)),
        ("the Three Peaks, Saturday the 14th", "2026-11-14", dt.date(2026, 11, 14)),
        ("on Sat the 14th", "2026-11-14", dt.date(2026, 11, 14)),
        ("the walk is in a fortnight", "2026-11-18 (a fortnight)", dt.date(2026, 11, 18)),
    ],
)
def test_targets_are_read_against_the_message_local_date(text, label, date):
    assert target(text, TODAY) == (label, date) or (target(text, TODAY).label, target(text, TODAY).date) == (
        label,
        date,
    )


@pytest.mark.parametrize("text", ["I may be late", "no rush", "let's see"])
def test_no_target_when_none_is_given(text):
    assert target(text, TODAY) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("run 10 km without walking before midsummer", "midsummer 2027"),
        ("by midsummer I want to swim 1k", "midsummer 2027"),
        ("midsummer party was fun", None),  # a holiday named, no target
    ],
)
def test_midsummer_is_a_target_like_easter(text, label):
    found = target(text, TODAY)
    assert (found.label if found else None) == label


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a weekday typed short, before what a day holds or at the clause's end (TODAY is a Wednesday)
        ("right calf tight since sun run, like 4", dt.date(2026, 11, 1)),
        ("knee sore since mon", dt.date(2026, 11, 2)),
        ("hurt it on sat's game", dt.date(2026, 10, 31)),
        ("achy since fri morning", dt.date(2026, 10, 30)),
        ("since thurs, maybe a 3", dt.date(2026, 10, 29)),
        ("tweaked it last tues session", dt.date(2026, 11, 3)),
    ],
)
def test_a_short_weekday_dates_the_onset(text, expected):
    assert onset(text, TODAY) == expected


@pytest.mark.parametrize(
    "text",
    ["sore since sun came out", "knee hurts when I sat on the floor", "on sun cream again, knee fine"],
)
def test_a_short_weekday_word_that_is_no_day(text):
    assert onset(text, TODAY) is None
