"""Pain words of stories told over days: a pain said by what it does, unchanged since last said, or
what a physio or doctor found (wiki/understanding/painwords.py)."""

import datetime as dt

import pytest

from wiki.understanding.pain import pain_findings
from wiki.understanding.painwords import advised

TODAY = dt.date(2026, 11, 4)


def _read(text: str) -> list[tuple[str, str]]:
    return [(f.kind, f.area) for f in pain_findings(text, TODAY)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a pulling said of an area is a report
        ("something pulling at the back of my right knee on the deadlifts", [("pain", "right knee")]),
        ("a pulling feeling in my left groin", [("pain", "left groin")]),
        ("there's a pulling sensation in my hamstring when I sprint", [("pain", "hamstring")]),
        ("pulling on the rope was fine, my shoulder felt great", [("harmless", "shoulder")]),
        ("pulling the sled today, legs are fried", []),
        # unchanged since she last said
        ("knee's about the same", [("pain", "knee")]),
        ("hip still the same", [("pain", "hip")]),
        ("my right knee: no change", [("pain", "right knee")]),
        ("left ankle unchanged since monday", [("pain", "left ankle")]),
        ("wrist pretty much the same as yesterday", [("pain", "wrist")]),
        ("my shoulder is the same as my other shoulder", []),
        ("same knee as always, feels great", [("harmless", "knee")]),
        # what she cannot do: stretch
        ("hamstring still can't stretch properly", [("pain", "hamstring")]),
        ("can barely stretch my calf this morning", [("pain", "calf")]),
        ("I stretched my calf after the run, all good", [("harmless", "calf")]),
    ],
)
def test_pain_said_by_what_it_does_or_that_it_is_unchanged(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("saw a physio about the hip: she thinks it's a flexor strain, no lunges for 2 weeks", True),
        ("physio: early shin splints.", True),
        ("physio says it's a mild tendinopathy", True),
        ("my GP reckons it's just a sprain", True),
        ("the doctor told me to rest the knee for a week", True),
        ("went to the osteo, he cleared me to squat", True),
        ("booked a physio for the shin on Friday", True),
        ("physio appointment today: much better", True),
        # no professional spoke
        ("my knee hurts on the stairs", False),
        ("I doctored my coffee with whiskey", False),
        ("the physio ball is too small", False),
        ("watching Doctor Who tonight", False),
    ],
)
def test_what_a_physio_or_doctor_found_is_advice(text, expected):
    assert advised(text) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("knee has settled right down", [("harmless", "knee")]),
        ("my back calmed down overnight", [("harmless", "lower back")]),
        ("hip - hardly feel it now", [("harmless", "hip")]),
        ("shin's much calmer now, barely notice it", [("harmless", "shin")]),
        # not eased: still a report
        ("my knee hasn't settled down at all", [("pain", "knee")]),
        ("ankle hasn't calmed down, still 5/10", [("pain", "ankle")]),
    ],
)
def test_a_pain_that_eased_over_the_days(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a body part that complains like a person: any grumbling verb is a report
        ("knee moaning on the stairs again, the right one", [("pain", "right knee")]),
        ("my hip's been whinging all week", [("pain", "hip")]),
        ("left shoulder groaning on the overhead press", [("pain", "left shoulder")]),
        ("my lower back is nagging me after the long drive", [("pain", "lower back")]),
        ("achilles kicking off again on the hills", [("pain", "achilles")]),
        ("calves whining after the 10k", [("pain", "calf")]),
        ("right knee has been griping since the weekend", [("pain", "right knee")]),
        ("my knee's been telling me about it on the stairs", [("pain", "knee")]),
        ("hamstring letting me know about it on the sprints", [("pain", "hamstring")]),
        ("my neck is creaking and moaning every morning", [("pain", "neck")]),
        ("my lower back is moaning at me after the drive", [("pain", "lower back")]),
        # or takes against what she does
        ("my knee doesn't like the stairs", [("pain", "knee")]),
        ("my back didn't enjoy the drive", [("pain", "lower back")]),
        ("hip not loving the hills", [("pain", "hip")]),
        ("my shoulder hates overhead press", [("pain", "shoulder")]),
        ("my left knee is not a fan of lunges", [("pain", "left knee")]),
        ("my achilles objected to the hill reps", [("pain", "achilles")]),
        ("my wrist is having none of it", [("pain", "wrist")]),
        ("the knee is sulking after yesterday", [("pain", "knee")]),
        # not hers, not now, not a complaint
        ("my husband's knee has been moaning all week", []),
        ("if my knee starts moaning I'll stop the run", []),
        ("the kids were moaning all the way home, my knee was fine though", [("harmless", "knee")]),
        ("stop moaning about the weather", []),
        ("my wife keeps moaning about my knee", []),
        ("I don't like lunges, my knee is fine", [("harmless", "knee")]),
        ("I'm not loving this weather. knee is fine", [("harmless", "knee")]),
        ("my husband doesn't like my knee brace", []),
        ("if my knee doesn't like the stairs I'll stop", []),
        ("my knee loves the bike", []),
        ("my knee hasn't been moaning at all this week", [("harmless", "knee")]),
    ],
)
def test_a_body_part_that_complains_like_a_person(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # what a body part would not do: a report of that area
        ("My left knee simply would not bend without complaint.", [("pain", "left knee")]),
        ("my shoulder won't go overhead this morning", [("pain", "shoulder")]),
        ("right hip wouldn't let me squat deep", [("pain", "right hip")]),
        ("my back refused to bend when I tried to tie my laces", [("pain", "lower back")]),
        ("knee won't take my weight on the stairs", [("pain", "knee")]),
        ("my neck just won't turn properly", [("pain", "neck")]),
        ("left wrist wouldn't bend back far enough for front squats", [("pain", "left wrist")]),
        ("my ankle doesn't want to flex today", [("pain", "ankle")]),
        ("my right knee will not straighten fully", [("pain", "right knee")]),
        ("my knee wouldn't cooperate on the stairs", [("pain", "knee")]),
        ("my hip just won't behave this week", [("pain", "hip")]),
        # someone else's, a hypothetical, a person who won't
        ("my dad's knee won't bend since the op", []),
        ("if my knee won't bend tomorrow I'll skip squats", []),
        ("my coach won't let me squat this week", []),
        ("won't go heavy this week, my knee is fine", [("harmless", "knee")]),
        ("the kids won't behave, my knee is fine", [("harmless", "knee")]),
    ],
)
def test_what_a_body_part_would_not_do(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an everyday task she could not do, the area named with it
        ("couldn't open the jar of pesto, right wrist", [("pain", "right wrist")]),
        ("couldn't unscrew the lid this morning, my left thumb", [("pain", "left thumb")]),
        ("couldn't carry the shopping in, right elbow", [("pain", "right elbow")]),
        ("can't do up my bra because of my left shoulder", [("pain", "left shoulder")]),
        ("struggled to brush my hair, my shoulder", [("pain", "shoulder")]),
        ("couldn't pick up my toddler this morning, my back", [("pain", "lower back")]),
        ("could barely put my socks on, lower back", [("pain", "lower back")]),
        ("couldn't type for long, my right wrist", [("pain", "right wrist")]),
        ("hard to pour the kettle with my left wrist", [("pain", "left wrist")]),
        ("couldn't get my shoe on, left ankle", [("pain", "left ankle")]),
        # how she gets about, help she needed, a body part gone useless
        ("had to take the stairs one at a time, left knee", [("pain", "left knee")]),
        ("going down the stairs sideways because of my knee", [("pain", "knee")]),
        ("had to get my husband to open the jar, my right wrist", [("pain", "right wrist")]),
        ("my right wrist is useless today", [("pain", "right wrist")]),
        ("the app is useless, my knee is fine", [("harmless", "knee")]),
        ("had to ask my son to carry the shopping, my wrist is fine", [("harmless", "wrist")]),
        ("my husband's knee is useless on stairs", []),
        ("I took the stairs one at a time to warm up, knees felt great", [("harmless", "knee")]),
        # no area, someone else, a task that is no body part's
        ("couldn't open the app all morning", []),
        ("my son couldn't open the jar, my wrist was fine", [("harmless", "wrist")]),
        ("couldn't carry on after 5k, my knee was fine", [("harmless", "knee")]),
        ("couldn't carry the shopping, too heavy", []),
    ],
)
def test_an_everyday_task_she_could_not_do(text, expected):
    assert _read(text) == expected
