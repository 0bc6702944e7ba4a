"""Rows added for conversations over time (bench/scenarios/main_k.py): styles picked or undone, terse
re-asks, kit and goals said in a run-on, life events in a ramble — with negatives that must not fire."""

import datetime as dt

import pytest

from wiki.understanding import understand
from wiki.understanding.cues import equipment, goal, life, question, styles

DAY = dt.date(2026, 11, 2)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("just the plan", "just the plan"),
        ("the plan only pls", "just the plan"),
        ("ok actually i miss the emojis 😂 bring them back", "emojis"),
        ("emojis are fine, keep them", "emojis"),
        ("sorry please simple english, my english not so good", "plain language"),
        ("less jargon please", "plain language"),
        ("english is not my first language", "plain language"),
        ("less emojis pls haha", "no emojis"),
    ],
)
def test_style_rows(text, label):
    assert label in [cue.label for cue in styles(text)]


@pytest.mark.parametrize(
    "text", ["just the plan for today looks hard", "don't want emojis", "I do not like emojis", "simple"]
)
def test_not_these_styles(text):
    assert not {"just the plan", "emojis", "plain language"} & {cue.label for cue in styles(text)}


@pytest.mark.parametrize(
    ("texts", "key"),
    [
        (["warmup?", "whats the warm up again", "warmup again pls", "warm-up again?"], "warmup"),
        (["cool down?", "the cooldown again sorry"], "cooldown"),
    ],
)
def test_a_terse_re_ask_is_the_same_question(texts, key):
    assert {cue.key for text in texts for cue in understand(text, DAY).questions} == {key}


@pytest.mark.parametrize("text", ["knee hurts again", "doing squats again", "here we go again"])
def test_again_alone_asks_nothing(text):
    assert question(text) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("got adjustable dumbbells (up to 24kg) and a mat", "dumbbells"),
        ("got a pair of dumbbells", "dumbbells"),
        ("I use a backpack full of books", "backpack"),
        ("I train with a loaded backpack", "loaded backpack"),
    ],
)
def test_kit_said_in_passing(text, label):
    cue = equipment(text)
    assert cue is not None and label in cue.label


@pytest.mark.parametrize(
    "text", ["forgot my backpack", "got a backpack for school", "I got tickets for the game"]
)
def test_no_kit(text):
    cue = equipment(text)
    assert cue is None or "backpack" not in cue.label


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("lol what marathon. im here to get strong not run", "get strong"),
        ("I'm just here to build muscle", "build muscle"),
        ("im 16 wanna get bigger for rugby season", "get bigger"),
    ],
)
def test_a_goal_in_a_run_on(text, what):
    found = understand(text, DAY).goals
    assert found and found[0].what.startswith(what)


@pytest.mark.parametrize(
    "text", ["I'm here to learn", "im here to get my kid", "I'm tired and wanna get some sleep"]
)
def test_not_a_goal_in_a_run_on(text):
    assert goal(text, DAY) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("im 16 wanna get bigger", "age"),
        ("i'm 30 years old", "age"),
        ("staying at my sister's for 2 weeks from today", "travel"),
        ("staying with my parents for a few days", "travel"),
    ],
)
def test_life_rows(text, label):
    cue = life(text)
    assert cue is not None and cue.label == label


@pytest.mark.parametrize(
    "text",
    ["I'm 80kg now", "im 20 mins late", "I'm 5 min late", "im 100% sure", "staying with my plan for 2 weeks"],
)
def test_not_life(text):
    cue = life(text)
    assert cue is None or cue.label not in {"age", "travel"}


def test_a_life_event_in_a_ramble_is_quoted_from_its_clause():
    text = (
        "hey sorry yeah it's been a mad few days, the car broke down on the way to my parents, then the "
        "heating packed in, and we brought the baby home on saturday so basically nobody is sleeping"
    )
    cue = life(text)
    assert cue is not None and "baby" in cue.quote
