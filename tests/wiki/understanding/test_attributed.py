"""A body state she attributes to a standing cause that is no injury (wiki/understanding/attributed.py):
a managed asthma wheeze or a belly upset put down to a food is context, no finding; said as bad, or
blamed on nothing, it stays a symptom."""

import datetime as dt

import pytest

from wiki.understanding.extract import understand

TODAY = dt.date(2026, 11, 4)


def _pains(text: str) -> list[str]:
    return [f.area for f in understand(text, TODAY).pains if f.kind == "pain"]


@pytest.mark.parametrize(
    "text",
    [
        "no pain anywhere, just wheezy in the cold air — that's my asthma. inhaler before runs and it's fine",
        "bit wheezy on the hills, just my asthma, puffer sorts it",
        "wheezing a little in the cold, my usual exercise-induced asthma, nothing new",
        "short of breath on the intervals but that's my asthma, it's fine after the inhaler",
        "i have intolerance to lactose, the milk make my belly very bad",
        "dairy gives me a bad stomach, I'm lactose intolerant",
        "gluten wrecks my gut, coeliac",
        "my asthma's playing up in the cold, wheezy but a couple puffs and I was fine",
        "exercise-induced asthma kicked in on the hills, short of breath, inhaler sorted it",
        "bit wheezy with hay fever season, nothing serious",
    ],
)
def test_a_managed_or_food_cause_is_no_finding(text: str) -> None:
    assert _pains(text) == [], (text, _pains(text))


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("my asthma is awful today, wheezy and can't breathe even with my inhaler", "breathlessness"),
        ("wheezy on the stairs today, never had that before", "breathlessness"),
        ("my son's asthma is bad and I'm wheezy too, no idea why", "breathlessness"),
        ("just my asthma I think but my chest is tight and I'm short of breath", "breathlessness"),
        ("my belly is sore after all the crunches", "abs"),
        ("wheezing and my chest is tight, my asthma is usually fine, this is new", "breathlessness"),
    ],
)
def test_a_symptom_said_bad_or_unexplained_stays(text: str, area: str) -> None:
    assert area in _pains(text), (text, _pains(text))
