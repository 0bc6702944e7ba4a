"""Equipment gained over weeks (wiki/understanding/cues.py `equipment`): kit she treated herself to,
packed for a trip, or says is all she will have."""

import pytest

from wiki.understanding import cues


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("treated myself to a rowing machine! arrived today", "rowing machine"),
        ("my partner treated me to a spin bike for christmas", "spin bike"),
        ("splashed out on an adjustable bench", "adjustable bench"),
        ("packing resistance bands for the month away, that's all I'll have", "resistance bands"),
        ("took the kettlebell to my parents'", "kettlebell"),
        ("a skipping rope is all I'll have at the cottage", "skipping rope"),
        # no kit
        ("treated myself to a massage", None),
        ("packing my bags for the trip", None),
        ("took the bench press up to 80", None),
        ("picked up the kids from school", None),
    ],
)
def test_kit_gained_or_packed(text, label):
    cue = cues.equipment(text)
    assert (cue.label if cue else None) == label
