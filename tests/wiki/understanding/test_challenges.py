"""A claim she challenges is denied; a real question about herself is not one (challenges.py)."""

import datetime as dt

import pytest

from wiki.understanding import cues
from wiki.understanding.pain import pain_findings

TODAY = dt.date(2026, 11, 4)


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("who said anything about my shoulder hurting?", ["harmless"]),
        ("what makes you think I have a bad knee?", ["harmless"]),
        ("when did I ever say my back hurts?", ["harmless"]),
        # hers, beside the same words
        ("where did I get this bruise on my shin? it's sore", ["pain"]),
        ("who said squats are bad? my knee hurts after them", ["pain"]),
        ("did I say my knee hurts? it does, 5/10", ["pain"]),
    ],
)
def test_a_pain_she_challenges_is_denied(text, kinds):
    assert [f.kind for f in pain_findings(text, TODAY)] == kinds


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        ("where did you get that I'm vegan?", []),
        ("since when am I on keto?", []),
        ("who told you I'm gluten free? I'm not", []),
        ("I'm vegan, where did you get that I eat fish?", ["vegan"]),
    ],
)
def test_a_diet_she_challenges_is_not_hers(text, labels):
    assert [c.label for c in cues.diets(text)] == labels
