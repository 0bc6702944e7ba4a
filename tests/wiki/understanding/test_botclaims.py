"""Her version of a bot's wrong claim (wiki/understanding/botclaims.py): the claim read with her value
in it, quoted in her words only; a value of another kind, a confirmation or a question corrects nothing."""

import datetime as dt

import pytest

from wiki.understanding.botclaims import claim_confirmed, claim_corrected
from wiki.understanding.extract import understand

TODAY = dt.date(2026, 11, 2)
DIABETES = "As a type 2 diabetic, you'll want to keep an eye on your carbs today."
KETO = "Since you're doing keto, swap the rice for cauliflower rice tonight."
SIX_AM = "Since you like to train at 6am, I booked your session early tomorrow."


@pytest.mark.parametrize(
    ("reply", "bot", "kind", "label"),
    [
        ("type 1, actually", DIABETES, "diet", "diabetic (watch carbs)"),
        ("no, type 1", DIABETES, "life", "health"),
        ("7pm actually", SIX_AM, "schedule", "evenings"),
        ("nope - 7:30pm", SIX_AM, "schedule", "evenings"),
        (
            "it's 5:45am not 6am",
            "Since you train at 6am, I'll send the plan the night before.",
            "schedule",
            "mornings",
        ),
        (
            "no, thursdays",
            "Since you train on Tuesdays at 6pm, I'll send the plan Monday night.",
            "schedule",
            "evenings",
        ),
        ("24kg actually", "Nice, you've got a 16kg kettlebell at home.", "equipment", "kettlebell"),
    ],
)
def test_her_value_in_the_bots_claim(reply: str, bot: str, kind: str, label: str) -> None:
    found = getattr(understand(reply, TODAY, question=bot), kind)
    assert label in [c.label for c in found], (reply, found)
    assert all(c.quote == reply for c in found)  # only her words are quoted


@pytest.mark.parametrize(
    ("reply", "bot"),
    [
        ("running, actually", "Since you love swimming, here's a pool session."),  # another kind of value
        ("haha yes", SIX_AM),  # a confirmation
        ("ok thanks", DIABETES),
        ("6am is perfect", SIX_AM),
        ("type 1 actually", "What type of diabetes do you have, type 2?"),  # a question is framing.py's
        ("10kg actually", SIX_AM),  # no number with that unit in the claim
        # disbelief at the claim gives no value of hers, however she says it
        ("lol since when", KETO),
        ("since when??", KETO),
        ("says who", KETO),
        ("haha who told you that", KETO),
        ("wait what? since when am I on keto", KETO),
        ("news to me", KETO),
        ("erm where'd you get that from", KETO),
        ("I'm not though", KETO),
        ("first I've heard of it", KETO),
        ("wtf no", KETO),
    ],
)
def test_nothing_corrected(reply: str, bot: str) -> None:
    assert claim_corrected(reply, bot) == ""


@pytest.mark.parametrize("reply", ["lol since when", "says who??", "news to me", "since when 😂"])
def test_disbelief_files_no_diet(reply: str) -> None:
    assert understand(reply, TODAY, question=KETO).diet == ()


@pytest.mark.parametrize(
    ("reply", "bot", "frame"),
    [
        (
            "yep since sat 👍",
            "Just checking, you've moved to the PureGym on Deansgate now?",
            "I've moved to the PureGym on Deansgate now. since sat 👍",
        ),
        ("yes", "So you're still vegetarian?", "I'm still vegetarian"),
        ("ok", "So to confirm: you'd like a check-in from me every day?", ""),  # an ack confirms nothing
        ("yes but I eat fish now", "Just checking, you're still vegetarian?", ""),  # a yes with a but
        ("yep", "Great session! See you Thursday.", ""),  # no question
    ],
)
def test_a_recap_she_says_yes_to_is_hers(reply: str, bot: str, frame: str) -> None:
    assert claim_confirmed(reply, bot) == frame


def test_a_confirmed_recap_files_her_gym_quoting_only_her_reply() -> None:
    found = understand(
        "yep since sat 👍",
        dt.date(2026, 11, 2),
        question="Just checking, you've moved to the PureGym on Deansgate now?",
    )
    assert [(c.label, c.quote) for c in found.equipment] == [("puregym", "yep since sat 👍")]
    assert not found.life
