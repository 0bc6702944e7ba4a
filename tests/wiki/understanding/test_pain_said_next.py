"""What the sentence after a pain adds to it (wiki/understanding/pain.py): the movement, a rating of
"it", that it is over, a pain named after the area alone — and a worry about now, a recurring pain."""

import datetime as dt

import pytest

from wiki.understanding.pain import pain_findings

TODAY = dt.date(2026, 11, 4)


def _read(text: str) -> list[tuple[str, str, str]]:
    return [(f.kind, f.area, f.describe()) for f in pain_findings(text, TODAY)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the movement said on its own right after the pain
        (
            "My left shoulder hurts. Only when I press overhead though.",
            [("pain", "left shoulder", "pain moderate when I press overhead")],
        ),
        (
            "right knee is sore again. it's the stairs that get it",
            [("pain", "right knee", "pain moderate on the stairs")],
        ),
        ("knee aches. especially going downstairs", [("pain", "knee", "pain moderate going downstairs")]),
        ("knee aches. mostly fine though", [("pain", "knee", "pain moderate")]),
        # a pain said over in the same breath or the sentence after
        ("my calf was tight yesterday, it's sorted now", [("harmless", "calf", "pain")]),
        ("got a stitch in my side halfway round, gone after a couple min.", [("harmless", "side", "pain")]),
        (
            "tore a flapper on my right middle finger last Tuesday. it's healed over now though",
            [("harmless", "right finger", "pain")],
        ),
        ("knee is sore. it went away after the warm up but came back", [("pain", "knee", "pain moderate")]),
        (
            "might be nothing but my lower back twinged on the last rep. it's fine now??",
            [("pain", "lower back", "pain on the last rep")],
        ),
        ("normal leg-day ache, nothing sharp anywhere", []),
        # a worry about what already happens is a report; a fear of what may is not
        (
            "should I be worried that my left knee clicks and then aches every time I run? "
            "the ache is low, 3 out of 10",
            [("pain", "left knee", "pain 3/10")],
        ),
        ("I'm worried that my knee will hurt on the hike", []),
        # a rating said of "it" after a pain, a pain named after a sentence that only named the area
        (
            "my lower back has been playing up. long days at the desk set it off. "
            "right now it's sitting at about a 3",
            [("pain", "lower back", "pain 3/10")],
        ),
        ("my knee is fine. it's a 10/10 recommend that physio", [("harmless", "knee", "pain")]),
        (
            "my right shoulder has been rather uncooperative since Saturday. "
            "Reaching up produces a sharp pain, six out of ten.",
            [("pain", "right shoulder", "pain 6/10 since 2026-10-31")],
        ),
        ("the commute was a whole headache, but the body feels great", []),
        # a pain that recurs; a rating after the area named alone, not the effort of something
        ("my lower back has been on and off since the summer.", [("pain", "lower back", "pain")]),
        (
            "it's my right heel, been going for 3 weeks. worst on the first steps, maybe 5 out of 10",
            [("pain", "right heel", "pain 5/10 on the first steps")],
        ),
        ("bought new knee sleeves. session was 7/10", []),
    ],
)
def test_what_the_sentence_after_a_pain_adds(text, expected):
    assert _read(text) == expected
