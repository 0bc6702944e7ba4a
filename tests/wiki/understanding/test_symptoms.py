"""Red-flag symptoms without a body part, the words of a wound or a joint that gives way, and idioms that
name a body part without meaning it (wiki/understanding/symptoms.py)."""

import datetime as dt

import pytest

from wiki.understanding.extract import understand
from wiki.understanding.pain import pain_findings

TODAY = dt.date(2026, 11, 4)


def _areas(text: str) -> list[tuple[str, str]]:
    return [(f.kind, f.area) for f in understand(text, TODAY).pains]  # as a chat turn is read


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # breathlessness is a symptom entry of its own
        ("I can't catch my breath going up the stairs lately", [("pain", "breathlessness")]),
        ("been really short of breath on my walks this week", [("pain", "breathlessness")]),
        ("cant catch my breath walking to the car, this is new", [("pain", "breathlessness")]),
        ("feeling breathless just climbing one flight", [("pain", "breathlessness")]),
        ("struggling to breathe on the easy jog today", [("pain", "breathlessness")]),
        ("a bit wheezy on the bike tonight", [("pain", "breathlessness")]),
        # ordinary effort is not breathlessness
        ("totally out of breath after those sprints, loved it", []),
        ("took a minute to get my breath back between sets", []),
        # a heart that flutters or skips; nearly fainting
        ("got really bad palpitations during the intervals", [("pain", "palpitations")]),
        ("my heart keeps skipping beats when I lie down", [("pain", "palpitations")]),
        ("heart fluttering on the bike, felt odd", [("pain", "palpitations")]),
        ("felt like I was going to pass out on the rower", [("pain", "dizziness")]),
        ("saw stars after the squat set", [("pain", "dizziness")]),
        ("everything went grey for a few seconds after the deadlift", [("pain", "dizziness")]),
        ("vision went blurry after heavy deadlifts", [("pain", "dizziness")]),
        ("my hair went grey this year lol", []),
        ("the sky went grey so I ran inside", []),
        # a wound that won't heal
        ("blister on my heel from the new trainers", [("pain", "heel")]),
        ("the heel blister is still weeping, not healing at all", [("pain", "heel")]),
        ("cut on my shin isn't healing and looks infected", [("pain", "shin")]),
        ("the graze on my knee is healing nicely", [("harmless", "knee")]),
        # a joint that goes from under her
        ("my left knee has just gone from under me on the stairs", [("pain", "left knee")]),
        ("right ankle keeps going from under me on uneven ground", [("pain", "right ankle")]),
        ("knee went from under her on the landing", [("pain", "knee")]),
        # told by what it stops or by a picture
        ("the shoulder wakes me up every time I roll over", [("pain", "shoulder")]),
        ("my hip keeps me awake at night", [("pain", "hip")]),
        ("my knees are hell on the stairs", [("pain", "knee")]),
        ("my right hip pinches at the bottom of a squat", [("pain", "right hip")]),
        ("outside of my left knee burns on descents", [("pain", "left knee")]),
        ("felt my left hammy grab on the last sprint", [("pain", "left hamstring")]),
        # the area named last, on its own, after what was said of it
        ("stairs are hell. going down especially. both knees", [("pain", "knee")]),
        ("sharp pain going down stairs. right knee.", [("pain", "right knee")]),
        ("hurts like crazy on the last rep. left ankle", [("pain", "left ankle")]),
        ("great session. left ankle", []),
        ("session was rubbish. shoulders tomorrow", []),
        ("rubbish sleep. chest day today", []),
        # "there's" says of the area just named
        ("shoulder always clicked, never bothered me. but now there's a sharp pinch", [("pain", "shoulder")]),
        ("knee clicked on squats. and now theres a dull ache after", [("pain", "knee")]),
        ("knee clicked on squats. there's no pain though", [("harmless", "knee")]),
        # a downplay is no denial of a problem that is back
        ("nothing serious, just my wrist again, same as always on front squats", [("pain", "wrist")]),
        ("no biggie, the knee thing is back", [("pain", "knee")]),
        ("not a big deal but the usual knee thing is back", [("pain", "knee")]),
        ("the knee thing hasnt come back", []),
        # an area named first with nothing said of it shares the clause after it, and the limb she moves
        # there is no second pain
        (
            "front of my right hip, the hip flexor i guess, pinches when i drive the knee up on climbers",
            [("pain", "right hip")],
        ),
        ("left knee, right ankle, both sore", [("pain", "left knee"), ("pain", "right ankle")]),
        # unsure reports: an odd feeling, a pressure
        ("not sure if this is anything but my knee feels a bit odd", [("pain", "knee")]),
        ("there's some pressure in my chest on hills", [("pain", "chest")]),
        ("my knee feels odd but no pain", [("harmless", "knee")]),
        ("the pressure in the gym is intense", []),
        # a pain in the neck that is a person or a chore
        ("my manager is being a right pain in the neck this week", []),
        ("the commute is such a pain in the neck", []),
        ("honestly he's a total pain in the backside", []),
        ("I have a pain in my neck when I look up", [("pain", "neck")]),
        ("sharp pain in the neck on shrugs", [("pain", "neck")]),
        # a wound where a body part is named; none without one (nothing to train around: the coach asks)
        ("cut my hand", [("pain", "hand")]),
        ("I have a cut on my finger", [("pain", "finger")]),
        ("grazed my knee falling off the bike", [("pain", "knee")]),
        ("deep gash on my shin from the box", [("pain", "shin")]),
        ("got a blister", []),
        ("got a blister, it's weeping and not healing", []),
        ("cut my hair", []),
        ("cut my carbs right down", []),
        ("cut my session short", []),
        ("cut my knee out of the plan for now", []),
        ("I was in stitches laughing", []),
        ("my wife cut her hand", []),
    ],
)
def test_symptoms_and_idioms(text: str, expected: list[tuple[str, str]]) -> None:
    assert _areas(text) == expected


def test_breathlessness_is_a_symptom_never_quiet() -> None:
    (finding,) = pain_findings("can't catch my breath on the stairs, which is new", TODAY)
    assert finding.describe().startswith("symptom")
