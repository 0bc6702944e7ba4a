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
