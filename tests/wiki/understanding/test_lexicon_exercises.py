"""An exercise named after the body part it trains is no area; "on my left side" after an area is its
side, not a flank (wiki/understanding/lexicon.py)."""

import pytest

from wiki.understanding.lexicon import find_areas


@pytest.mark.parametrize(
    ("text", "areas"),
    [
        ("physio says it's a mild tendinopathy, calf raises every day", []),
        ("hip thrusts today, 3x10", []),
        ("hamstring curls and glute bridges", []),
        ("shoulder press felt heavy", []),
        ("calf stretches help my achilles", ["achilles"]),
        ("back extensions hurt my back", ["lower back"]),
        # the body part itself
        ("my calf hurts", ["calf"]),
        ("my shoulder is pressing on a nerve", ["shoulder"]),
        ("knee rolls inward on squats", ["knee"]),
        ("my hip raised up on one side", ["hip"]),
    ],
)
def test_an_exercise_named_after_a_body_part_is_no_area(text, areas):
    assert [a.area for a in find_areas(text)] == areas


@pytest.mark.parametrize(
    ("text", "areas"),
    [
        ("achilles on my left side is sore, 4/10", ["left achilles"]),
        ("shoulder on my right side aches", ["right shoulder"]),
        ("the knee on the left", ["left knee"]),
        # a flank
        ("pain on my left side", ["left side"]),
        ("my left side hurts", ["left side"]),
        ("a stitch in my side", ["side"]),
    ],
)
def test_on_my_left_side_after_an_area_is_its_side(text, areas):
    assert [a.area for a in find_areas(text)] == areas
