"""Life events that change a schedule over weeks (wiki/understanding/life.py): a baby born."""

import pytest

from wiki.understanding import cues


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("our daughter was born on Sunday!!", "new baby"),
        ("the baby arrived early!", "new baby"),
        ("our little one was born last night, 3.2 kg", "new baby"),
        ("my wife gave birth on Tuesday", "new baby"),
        ("I'm a dad now, no sleep", "new baby"),
        ("my son arrived home from uni", None),
        ("our little boy arrived at the party late", None),
        ("I was born in May", None),
        ("the parcel arrived today", None),
    ],
)
def test_a_baby_born(text, label):
    cue = cues.life(text)
    assert (cue.label if cue else None) == label
