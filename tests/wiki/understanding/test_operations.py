"""A recent operation on a body area (wiki/understanding/operations.py): a constraint entry dated to the
operation, with a professional's limit said next; an old, denied, planned or someone else's operation is
none (docs/understanding.md "Pain and harmless mentions")."""

import datetime as dt

import pytest

from wiki.understanding.extract import understand
from wiki.understanding.operations import limit_advised, recently_operated

TODAY = dt.date(2026, 11, 4)


def _constraints(text: str) -> list[tuple[str, str]]:
    return [(f.area, f.describe()) for f in understand(text, TODAY).pains if f.level == "constraint"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("left hip replacement 6 weeks ago", [("left hip", "operated on 2026-09-23")]),
        ("had my right knee scoped last month, no pain at all", [("right knee", "operated on 2026-10-05")]),
        ("just had shoulder surgery, the left one", [("left shoulder", "operated recently")]),
        ("ACL reconstruction 3 months ago on my left knee", [("left knee", "operated on 2026-08-06")]),
        ("still recovering from my wrist op", [("wrist", "operated recently")]),
        ("had my hip replaced in September, no deep squats allowed", [("hip", "operated on 2026-09-01")]),
        ("knee replacement op was in august", [("knee", "operated on 2026-08-01")]),
        ("surgery on my left knee 5 weeks ago", [("left knee", "operated on 2026-09-30")]),
        ("operated on my shoulder in October", [("shoulder", "operated on 2026-10-01")]),
    ],
)
def test_a_recent_operation_is_a_constraint(text, expected):
    assert _constraints(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I had my left hip replaced in 2015",  # history
        "had knee surgery years ago, all good",  # history
        "my dad's hip replacement was 6 weeks ago",  # someone else's
        "my mum just had her knee replaced",  # someone else's
        "might need surgery on my knee",  # hypothetical
        "surgery on my knee is booked for March",  # planned
        "no surgery needed on my ankle thankfully",  # denied
        "had knee surgery in march",  # eight months back: no longer recent
        "my knee op is in december",  # ahead (a December before it would be a year ago)
        "replaced my knee sleeve last month",  # kit named after the body part
        "got a replacement wrist strap last week",
        "the physio did some repair work on my shoulder mobility last week",  # not on the body part
        "had knee surgery 3 weeks ago, still sore",  # a pain report (a watch entry), not only a constraint
    ],
)
def test_no_constraint_for_other_operations(text):
    assert _constraints(text) == []


def test_the_limit_said_next_joins_the_operation():
    text = "left hip replacement 6 weeks ago. Physio says no bending past 90 degrees for another month."
    (found,) = [f for f in understand(text, TODAY).pains if f.level == "constraint"]
    assert "90 degrees" in found.quote and found.onset == dt.date(2026, 9, 23)


@pytest.mark.parametrize(
    ("operation", "text", "expected"),
    [
        ("knee scoped last week.", "surgeon said no running for 6 weeks", True),
        ("hip replacement in september.", "physio says avoid crossing my legs", True),
        ("ACL repair a month ago.", "doc: nothing over 90 degrees yet", True),
        # after a pain the limit would date the pain ("for 2 weeks"); a sentence without advice is none
        ("my knee hurts.", "physio says no running for 2 weeks", False),
        ("knee scoped last week.", "no running for 6 weeks they said", False),
        ("knee scoped last week.", "physio says it still hurts when I bend", False),
    ],
)
def test_limit_advised(operation, text, expected):
    assert limit_advised(operation, text) is expected


def test_recently_operated_reads_the_date():
    text = "knee replacement 10 weeks ago"
    assert recently_operated(text, text, 0, TODAY) == dt.date(2026, 8, 26)
    old = "knee replacement 10 months ago"
    assert recently_operated(old, old, 0, TODAY) is None
