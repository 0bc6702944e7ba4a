"""Idioms with a body word are no body part; the real pain beside them is still read (idioms.py)."""

import datetime as dt

import pytest

from wiki.understanding.idioms import in_idiom
from wiki.understanding.lexicon import find_areas
from wiki.understanding.pain import pain_findings

TODAY = dt.date(2026, 11, 4)


def _pains(text: str) -> list[tuple[str, str]]:
    return [(f.kind, f.area) for f in pain_findings(text, TODAY)]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("my knee-jerk reaction was to cancel", "knee"),
        ("a knee jerk response, sorry", "knee"),
        ("got cold feet about the trail race", "feet"),
        ("having cold feet before the meet", "feet"),
        ("the membership costs an arm and a leg", "arm"),
        ("the membership costs an arm and a leg", "leg"),
        ("break a leg at the show tonight!", "leg"),
        ("took some elbow grease to fix the bike", "elbow"),
        ("my heart sank when I saw the scale", "heart"),
        ("my boss gave me a headache today", "headache"),
        ("the tax return is a real headache", "headache"),
        ("stuck my neck out for that promotion", "neck"),
        ("she did it behind my back", "back"),
        ("fingers crossed for the weigh in", "fingers"),
        ("he's had a chip on his shoulder since", "shoulder"),
        ("I'm knee-deep in paperwork", "knee"),
        ("gave the squat rack a thumbs up", "thumb"),
        ("put my best foot forward today", "foot"),
        ("we're joined at the hip, me and my gym buddy", "hip"),
        ("with my back against the wall at work", "back"),
    ],
)
def test_a_body_word_inside_an_idiom_is_no_area(text, word):
    start = text.index(word)
    assert in_idiom(text, start, start + len(word))
    assert not any(a.start <= start < a.end for a in find_areas(text))


@pytest.mark.parametrize(
    "text",
    [
        "my knee jerks when I kneel and it hurts",
        "my feet are cold and numb after the run",
        "broke my leg skiing last week, it's sore",
        "the heat gave me a headache, pounding",
        "my elbow hurts after curls",
        "right foot arch aches, 4/10",
        "my back hurts when I bend",
    ],
)
def test_the_same_words_said_literally_stay_a_body_part(text):
    assert find_areas(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "my knee-jerk reaction was to cancel today, but it's the right shoulder: pinches overhead, 5/10",
            [("pain", "right shoulder")],
        ),
        ("got cold feet about the 10k, and my left calf is sore", [("pain", "left calf")]),
        ("it cost an arm and a leg but my right wrist hurts on front squats", [("pain", "right wrist")]),
        ("my manager gave me a headache, my neck is stiff though", [("pain", "neck")]),
        ("my heart sank when my knee buckled on the stairs", [("pain", "knee")]),
        ("pulling my leg? no, my hamstring actually aches", [("pain", "hamstring")]),
    ],
)
def test_the_real_pain_beside_an_idiom_is_read(text, expected):
    assert _pains(text) == expected
