"""The same question asked over days in other words is one topic (wiki/distillers/rules/topics.py, the
phrases folded in wiki/understanding/messages.py): whether to train while sore, whether creatine is
worth it."""

import pytest

from wiki.distillers.rules.topics import same_question, topic_words
from wiki.understanding import cues


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("if I'm still sore from last time, should I train anyway?", "sore legs today — do I skip or go?"),
        ("sore legs today — do I skip or go?", "legs DOMSy again, ok to lift on them?"),
        ("quads are sore, train or rest?", "legs still sore, is it safe to train on them?"),
        ("should I be taking creatine?", "is creatine worth it for someone like me"),
        ("should I be taking creatine?", "creatine — yes or no?"),
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
