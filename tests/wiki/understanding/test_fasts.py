"""Religious and periodic fasts, and allergies said loosely (wiki/understanding/fasts.py): a lexicon of the
domain's nouns read in a first-person frame; someone else's, a question, a what-if, a denial, an idiom
and "fast" as speed stay unread."""

import datetime as dt

import pytest

from wiki.understanding.extract import understand

TODAY = dt.date(2027, 2, 22)


def _diet(text: str) -> list[str]:
    return [cue.label for cue in understand(text, TODAY).diet]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # observances by name, and what she gives up for them
        ("Yom Kippur is on Monday, a 25 hour fast for me", ["yom kippur", "fast"]),
        ("doing the Daniel fast for 21 days with my church", ["daniel fast"]),
        ("Ekadashi tomorrow so I'll be fasting, no grains", ["ekadashi"]),
        ("we keep Navratri, nine days no onion or garlic", ["navratri"]),
        ("giving up booze for Lent this year", ["lent", "booze"]),
        ("off crisps and chocolate till Easter", ["easter", "crisps"]),
        ("for Lent I'm no sugar, wish me luck", ["lent"]),
        ("no coffee during Ramadan is the hard part", ["ramadan"]),
        # fasting said as what she does, with its days or its length
        ("I fast on Mondays and Thursdays", ["fasting", "mondays", "thursdays"]),
        ("i do fasting every monday", ["fasting", "monday"]),
        ("doing a 24-hour water fast once a month", ["fasting"]),
        ("my weekly fast is on wednesdays", ["fasting", "wednesdays"]),
        # when a fast starts and ends
        ("I break my fast at iftar around 17:30 and have suhoor before 5", ["iftar", "suhoor"]),
        ("sehri at 4:45 then back to sleep", ["sehri"]),
        ("no food or water from fajr to maghrib for me", ["fajr", "maghrib"]),
    ],
)
def test_a_fast_or_observance_is_her_diet(text: str, words: list[str]) -> None:
    labels = " | ".join(_diet(text)).lower()
    quotes = " | ".join(cue.quote for cue in understand(text, TODAY).diet).lower()
    assert all(w in f"{labels} {quotes}" for w in words), (text, labels)
    assert any(w in labels for w in words), (text, labels)


@pytest.mark.parametrize(
    "text",
    [
        "I run fast when I'm late",
        "fast food is my weakness",
        "had a big breakfast",
        "I was fast asleep by 9",
        "my husband is fasting for Ramadan",
        "my sister gave up chocolate for Lent",
        "I lent my brother my bike",
        "is Yom Kippur next week?",
        "should I fast before a long run?",
        "I'm not fasting this year",
        "if I did a 24 hour fast would I lose muscle?",
        "fast-twitch fibres need heavy lifting",
        "again sorry: workout before iftar or after?",
        "before iftar or after iftar for the gym, what's better",
    ],
)
def test_fast_not_hers_or_not_a_fast_is_unread(text: str) -> None:
    labels = [label for label in _diet(text) if "fast" in label.lower() or ":" in label]
    assert labels == [], (text, labels)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("allergic peanut!! careful w recipe pls", "allergic to peanut"),
        ("peanut allergic here", "allergic to peanut"),
        ("i have intolerance to lactose", "intolerant to lactose"),
        ("big allergy: sesame", "allergic to sesame"),
        ("anaphylactic to shellfish", "allergic to shellfish (severe)"),
        ("im sensitive to gluten, bloats me", "sensitive to gluten"),
        ("I've got a bad intolerance with fructose", "intolerant to fructose"),
        ("kiwi allergy since I was a kid", "allergic to kiwi"),
    ],
)
def test_an_allergy_said_loosely_is_read(text: str, label: str) -> None:
    assert label in _diet(text), (text, _diet(text))


@pytest.mark.parametrize(
    "text",
    [
        "my son is allergic to peanuts",
        "I'm not allergic to anything",
        "is he allergic to nuts?",
        "my wife's gluten intolerance makes dinner tricky",
    ],
)
def test_an_allergy_not_hers_is_unread(text: str) -> None:
    assert not [label for label in _diet(text) if label.startswith(("allergic", "intolerant", "sensitive"))]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # an allergy said by what the food does to her
        ("shrimp gives me hives", "allergic to shrimp"),
        ("I get hives from strawberries", "allergic to strawberries"),
        ("can't have shellfish, I swell up", "allergic to shellfish"),
        ("broke out in hives after the shrimp, my lips swelled", "allergic to shrimp"),
        # a diet kept for a month or for a condition
        ("doing Dry January", "dry january"),
        ("I'm on a low-sodium diet for my blood pressure", "low-sodium diet"),
        ("whole30 this month so no sugar", "whole30"),
        ("dietitian has me on an elimination diet", "elimination diet"),
        # a dawn-to-dusk fast said as what she doesn't do
        ("I don't eat between sunrise and sunset this month", "fasting"),
    ],
)
def test_an_allergy_by_its_signs_and_a_kept_diet(text: str, label: str) -> None:
    assert label in _diet(text), (text, _diet(text))


@pytest.mark.parametrize(
    "text",
    [
        "my son gets hives from eggs",
        "the new detergent gave me a rash",
        "is whole30 worth it?",
        "I'm not doing dry january this year",
        "low fat yoghurt is my go-to",
        "my wife is on a low-sodium diet",
    ],
)
def test_not_her_allergy_or_kept_diet(text: str) -> None:
    labels = _diet(text)
    assert not [x for x in labels if x.startswith("allergic") or "diet" in x or "january" in x], (
        text,
        labels,
    )


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # a faith said of herself with what it rules out
        ("I'm Hindu so no beef", "Hindu: no beef"),
        ("Mormon so no coffee or tea", "Mormon: no coffee or tea"),
        ("as a Muslim, no pork or alcohol", "Muslim: no pork or alcohol"),
        ("buddhist, no meat", "Buddhist: no meat"),
        # an observance kept though a food is denied beside it
        ("I'm Catholic, no meat on Fridays in Lent", "Lent (fridays)"),
    ],
)
def test_a_faith_with_what_it_rules_out(text: str, label: str) -> None:
    assert label in _diet(text), (text, _diet(text))


@pytest.mark.parametrize(
    "text",
    [
        "my husband is Jewish so no pork at home",
        "is it ok to be Hindu and eat eggs?",
        "I'm not doing Lent this year",
        "no Ramadan fast for me this year, I'm pregnant",
    ],
)
def test_a_faith_or_observance_not_hers(text: str) -> None:
    labels = _diet(text)
    assert not [x for x in labels if ":" in x or "lent" in x.lower() or "ramadan" in x.lower()], (
        text,
        labels,
    )
