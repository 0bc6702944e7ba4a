"""Pain read in a reply (wiki/understanding/pain.py with the bot's question as its frame): a reply that
names no area is about the one the bot asked about, a bare "yeah" reads by what it asked, "Where does it
hurt?" is answered by the area she names (docs/understanding.md "Replies")."""

import datetime as dt

import pytest

from wiki.understanding.pain import pain_findings

TODAY = dt.date(2026, 11, 4)


@pytest.mark.parametrize(
    ("text", "referent", "expected"),
    [
        ("still sore tbh, maybe 5/10", "left knee", [("pain", "left knee", "pain 5/10")]),
        ("nope, no pain at all today", "shoulder", [("harmless", "shoulder", "pain")]),
        ("all good!", "shoulder", [("harmless", "shoulder", "pain")]),
        ("ok thanks", "knee", []),
        ("my ankle hurts though", "knee", [("pain", "ankle", "pain moderate")]),  # she names her own area
    ],
)
def test_a_reply_that_names_no_area_is_about_the_one_the_bot_asked_about(text, referent, expected):
    assert [(f.kind, f.area, f.describe()) for f in pain_findings(text, TODAY, referent)] == expected


@pytest.mark.parametrize(
    ("text", "referent", "asked", "expected"),
    [
        ("yeah", "lower back", "pain", [("pain", "lower back", "pain")]),
        ("yep a bit", "left ankle", "pain", [("pain", "left ankle", "pain mild")]),
        ("still there tbh", "wrist", "", [("pain", "wrist", "pain")]),
        ("meh. 4/10", "right knee", "", [("pain", "right knee", "pain 4/10")]),
        ("0/10 today", "knee", "", [("harmless", "knee", "pain")]),
        ("nope", "calf", "pain", [("harmless", "calf", "pain")]),
        ("yeah much better", "calf", "well", [("harmless", "calf", "pain")]),
        ("yes!", "calf", "well", [("harmless", "calf", "pain")]),
        ("not really", "calf", "well", [("pain", "calf", "pain")]),
        ("yeah", "knee", "", []),  # "yeah" to "how's the knee?" says nothing
        ("knee? yeah a bit", "knee", "pain", [("pain", "knee", "pain mild")]),
        ("wrist? fine", "wrist", "", [("harmless", "wrist", "pain")]),
        ("6", "shoulder", "rate", [("pain", "shoulder", "pain 6/10")]),
        # "where and how bad (0 to 10)?": a number right after each area she names is its rating
        (
            "lower back 5, left wrist 3",
            "",
            "rate",
            [("pain", "lower back", "pain 5/10"), ("pain", "left wrist", "pain 3/10")],
        ),
        ("knee 20kg", "", "rate", []),
        # the bot said something of the area without asking: only what she says of "it" answers it
        ("it still hurts tho", "knee", "claim", [("pain", "knee", "pain moderate")]),
        ("it's fine now", "knee", "claim", [("harmless", "knee", "pain")]),
        ("thanks, my legs are sore", "knee", "claim", []),
        ("yeah", "knee", "claim", []),
        # the reply gives the side the question left out
        ("yes, the left one", "knee", "pain", [("pain", "left knee", "pain")]),
        ("a bit, mostly on the left", "shoulder", "pain", [("pain", "left shoulder", "pain mild")]),
        ("both", "knee", "pain", [("pain", "knee", "pain both sides")]),
        ("still sore on the right side", "hip", "", [("pain", "right hip", "pain moderate")]),
        ("yeah", "left knee", "pain", [("pain", "left knee", "pain")]),
        ("it's gone", "ankle", "", [("harmless", "ankle", "pain")]),
        # her "no" said first stands over "a bit" said later of the same area
        (
            "nope, nothing hurts. calves a bit tired, just normal tired",
            "calf",
            "pain",
            [("harmless", "calf", "pain")],
        ),
        # the side she names wins over the side the bot assumed, asked or claimed
        ("LEFT knee. Always the left one.", "right knee", "claim", [("pain", "left knee", "pain")]),
        (
            "right. it's the RIGHT shoulder. still 4/10",
            "left shoulder",
            "claim",
            [("pain", "right shoulder", "pain 4/10")],
        ),
        (
            "right. it's the RIGHT shoulder. still 4/10",
            "left shoulder",
            "well",
            [("pain", "right shoulder", "pain 4/10")],
        ),
    ],
)
def test_a_bare_reply_reads_by_what_the_bot_asked(text, referent, asked, expected):
    assert [(f.kind, f.area, f.describe()) for f in pain_findings(text, TODAY, referent, asked)] == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("left hip. front. when I lift my leg", [("pain", "left hip", "pain when I lift my leg")]),
        ("my knee", [("pain", "knee", "pain")]),
        ("no, my knee is fine", [("harmless", "knee", "pain")]),
        ("nope", []),
    ],
)
def test_a_reply_to_where_does_it_hurt_names_where(reply, expected):
    # the bot asked "Where does it hurt?" naming no area: the area her reply names is where it hurts
    found = pain_findings(reply, TODAY, "", "pain")
    assert [(f.kind, f.area, f.describe()) for f in found] == expected


@pytest.mark.parametrize(
    ("text", "referent", "asked", "expected"),
    [
        # "Which side, and how bad out of 10?": a side and a number in one terse reply, either order
        ("right. 6", "calf", "rate", [("pain", "right calf", "pain 6/10")]),
        ("left, about a 5", "knee", "rate", [("pain", "left knee", "pain 5/10")]),
        ("the right one, 7", "ankle", "rate", [("pain", "right ankle", "pain 7/10")]),
        ("left side 4", "hip", "rate", [("pain", "left hip", "pain 4/10")]),
        ("right - maybe 3", "shoulder", "rate", [("pain", "right shoulder", "pain 3/10")]),
        ("6, right", "calf", "rate", [("pain", "right calf", "pain 6/10")]),
        ("left 4/10", "knee", "rate", [("pain", "left knee", "pain 4/10")]),
        ("both. 5ish", "knee", "rate", [("pain", "knee", "pain both sides 5/10")]),
        ("right one, 0", "wrist", "rate", [("harmless", "right wrist", "pain")]),
        # a side and no number, a number too big to be a rating, an area of its own
        ("left", "knee", "rate", [("pain", "left knee", "pain")]),
        ("right. 60", "calf", "rate", []),
    ],
)
def test_a_terse_reply_gives_side_and_rating_together(text, referent, asked, expected):
    assert [(f.kind, f.area, f.describe()) for f in pain_findings(text, TODAY, referent, asked)] == expected
