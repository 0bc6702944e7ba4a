"""Question words → the pages they ask about (coda_console.context.topics), table-driven.

Rows are worded unlike the pages and unlike the bench scenarios; negatives are words that look like a
topic and are not ("sugar-free", "free weights", "been training for years", "kitchen")."""

import pytest

from coda_console.context.topics import (
    CONSTRAINTS,
    GOALS,
    NUTRITION,
    PREFERENCES,
    PROFILE,
    RECOVERY,
    topic_pages,
    topic_score,
)


@pytest.mark.parametrize(
    ("query", "page"),
    [
        ("is she ok to jump with those joints?", CONSTRAINTS),
        ("does anything hurt at the moment", CONSTRAINTS),
        ("any niggles I should plan around?", CONSTRAINTS),
        ("what do I need to work around with him", CONSTRAINTS),
        ("any medical conditions?", CONSTRAINTS),
        ("any medical conditions?", PROFILE),
        ("what's off limits for her body", CONSTRAINTS),
        ("anything she's allergic to?", NUTRITION),
        ("what foods should I avoid suggesting", NUTRITION),
        ("is he vegan or something", NUTRITION),
        ("what does she have for breakfast usually", NUTRITION),
        ("is he around on saturdays", PROFILE),
        ("what days suit her best", PROFILE),
        ("when can she squeeze a workout in", PROFILE),
        ("is she available at lunchtime", PROFILE),
        ("is he free tomorrow", PROFILE),
        ("what shifts does he work", PROFILE),
        ("what's she aiming at", GOALS),
        ("what race is he prepping for?", GOALS),
        ("is she working towards anything", GOALS),
        ("what does he hope to get out of this", GOALS),
        ("any big date coming up for her?", GOALS),
        ("should I text her long or short", PREFERENCES),
        ("does he mind emojis", PREFERENCES),
        ("what tone works with her", PREFERENCES),
        ("how should I write to him", PREFERENCES),
        ("what gear has she got", PROFILE),
        ("does he own a barbell", PROFILE),
        ("is there a rack at her gym?", PROFILE),
        ("how's her sleep been", RECOVERY),
        ("is he tired lately", RECOVERY),
        ("what does she do for a living", PROFILE),
        ("anything going on at home with the kids?", PROFILE),
        # a clock time or a weekday asks whether she can train then
        ("is 6am ok for a workout?", PROFILE),
        ("can I put her down for 7.30pm", PROFILE),
        ("would 18:30 suit him", PROFILE),
        ("shall I book him in on Thursday", PROFILE),
        # where she trains, and her work, are on the profile
        ("where does she work out?", PROFILE),
        ("where would the client train this week", PROFILE),
        ("is he doing home workouts now?", PROFILE),
        ("what does she do for work?", PROFILE),
        ("how's his work been", PROFILE),
        ("what's her profession", PROFILE),
        # meals by name and what she drinks
        ("what should she have for lunch?", NUTRITION),
        ("can she have a protein shake with milk?", NUTRITION),
        ("any recipes she'd like", NUTRITION),
    ],
)
def test_question_words_name_the_page_they_ask_about(query: str, page: str) -> None:
    assert page in topic_pages(query), (query, topic_pages(query))
    assert topic_score(page, topic_pages(query)) >= 3


@pytest.mark.parametrize(
    ("query", "page"),
    [
        ("any sugar-free snacks she likes?", PROFILE),  # sugar-free is food, not free time
        ("free weights or machines for him?", GOALS),
        ("she's been training for three years", GOALS),  # a duration, not a goal
        ("what's in her kitchen", PROFILE),  # "kit" inside a word
        ("how many sets of squats last week", NUTRITION),
        ("how many sets of squats last week", CONSTRAINTS),
        ("what's her best deadlift", PREFERENCES),
        ("how did the session go", CONSTRAINTS),
        ("meet up with her friends?", GOALS),
        ("zzz qqq", RECOVERY),
        ("she ran the 10k in 52:10", PROFILE),  # a duration, not a time of day
        ("is lunchtime ok for a call", NUTRITION),  # the time of day, not a meal
        ("where does it hurt", PROFILE),  # where, but not where she trains
    ],
)
def test_words_that_only_look_like_a_topic_name_no_page(query: str, page: str) -> None:
    assert page not in topic_pages(query), (query, topic_pages(query))


def test_free_weights_are_kit_not_free_time() -> None:
    assert topic_pages("free weights or machines for him?") == {PROFILE: 1}
    assert topic_pages("any sugar-free snacks she likes?") == {NUTRITION: 1}


def test_a_question_of_two_topics_names_both_pages() -> None:
    found = topic_pages("when is she free, and what can't she eat?")
    assert found[PROFILE] == 1 and found[NUTRITION] == 1
    assert topic_score("wiki/training-history.md", found) == 0
