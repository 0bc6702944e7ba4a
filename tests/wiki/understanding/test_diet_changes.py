"""Diets said by what a food does to her (wiki/understanding/diet.py): "dairy wrecks my stomach",
"no milk please"."""

import pytest

from wiki.understanding import cues


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        ("dairy wrecks my stomach, so no milk please in any meal ideas", ["no dairy", "no milk please"]),
        ("gluten messes with my gut", ["no gluten"]),
        ("milk upsets me", ["no milk"]),
        ("wheat plays havoc with my digestion", ["no wheat"]),
        ("no milk for me", ["no milk for me"]),
        # not about her food
        ("the dairy aisle wrecks my budget", []),
        ("bread kills my motivation lol", []),
        ("milk the situation", []),
    ],
)
def test_a_food_that_upsets_her(text, labels):
    assert [cue.label for cue in cues.diets(text)] == labels
