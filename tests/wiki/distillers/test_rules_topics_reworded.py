"""The same question asked over days in other words is one topic (wiki/distillers/rules/topics.py, the
phrases folded in wiki/understanding/messages.py): whether to train while sore, whether creatine is
worth it."""

import pytest

from wiki.distillers.rules.topics import _uncommon, same_question, topic_words
from wiki.understanding import cues


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("if I'm still sore from last time, should I train anyway?", "sore legs today — do I skip or go?"),
        ("sore legs today — do I skip or go?", "legs DOMSy again, ok to lift on them?"),
        ("quads are sore, train or rest?", "legs still sore, is it safe to train on them?"),
        ("should I be taking creatine?", "is creatine worth it for someone like me"),
        ("should I be taking creatine?", "creatine — yes or no?"),
        # one uncommon thing both ask about, whatever else they say of it
        ("is creatine safe for women?", "creatine, does it make you bloated?"),
        ("is creatine safe for women?", "ok creatine: should I take it or not, final answer 😂"),
        ("what's RPE again?", "sorry what does rpe 8 mean"),
        (
            "if I'm sore should I still train?",
            "sore again lol. same question as always, train or rest when sore?",
        ),
    ],
)
def test_the_same_question_over_days_is_one_topic(a, b):
    words_a, words_b = (topic_words(cues.question(text).key) for text in (a, b))
    assert same_question(words_a, words_b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("sore legs today — do I skip or go?", "is creatine worth it for someone like me"),
        ("ok to lift on them?", "how much protein a day?"),
    ],
)
def test_other_questions_stay_other_topics(a, b):
    words_a, words_b = (topic_words(cues.question(text).key) for text in (a, b))
    assert not same_question(words_a, words_b)


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("is creatine worth it for someone like me", True),
        ("is a foam roller worth it at my age", True),
        ("is running ok for beginners", True),
        ("creatine is worth it for me", False),  # said, not asked
    ],
)
def test_a_judgement_asked_for_her(text, asked):
    assert (cues.question(text) is not None) is asked


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # an order of cardio and lifting, asked by the machine or "the opposite"
        ("should I do the bike before lifting or after?", "the weights first or the spin bike first?"),
        ("rower then weights, or the opposite?", "cardio before weights or after?"),
        # a weight that will not move, asked with a trailing "why" / "how come"
        ("the scale is stuck, how come", "why is my weight not moving??"),
        ("weight plateaued for a month. what am I doing wrong", "scale stuck, why"),
        ("scale stuck, why", "same weight for weeks, what am i doing wrong"),
        # sleep for muscle, asked after a filler and without "?"
        ("erm how long should I sleep to grow muscle", "is 7 hours sleep enough for building muscle?"),
        ("should I train before suhoor or after?", "gym before suhoor or after suhoor, what's better"),
    ],
)
def test_the_same_question_in_other_words(a, b):
    words_a, words_b = (
        topic_words(cues.question(text, before).key) for before, text in (_split(a), _split(b))
    )
    assert same_question(words_a, words_b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("cardio before weights or after?", "my weight is stuck, why"),  # lifting weights ≠ body weight
        ("cardio before weights or after?", "should I train before or after iftar?"),  # an order alone
        ("should I stretch before or after?", "protein before or after the gym?"),
    ],
)
def test_an_order_or_a_homonym_alone_makes_no_same_question(a, b):
    words_a, words_b = (topic_words(cues.question(text).key) for text in (a, b))
    assert not same_question(words_a, words_b)


def _split(text: str) -> tuple[str, str]:
    """(the statement before, the question): "weight plateaued for a month. what am I doing wrong"."""
    before, _, asked = text.rpartition(". ")
    return before, asked


@pytest.mark.parametrize(
    ("word", "uncommon"),
    [
        ("creatine", True),
        ("sauna", True),
        ("pulldown", True),
        ("rest", False),
        ("alway", False),  # "always", as a key reads it
        ("serie", False),  # "series"
        ("exercising", False),  # a verb by its ending
        ("harmful", False),
    ],
)
def test_an_uncommon_thing_is_one_the_vocabulary_lacks(word, uncommon):
    assert _uncommon(word) is uncommon
