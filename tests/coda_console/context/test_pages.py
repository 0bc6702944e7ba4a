import datetime as dt

import pytest

from coda_console.context.pages import PageInfo, choose_pages, current_week_path

TODAY = dt.date(2026, 8, 10)  # ISO week 2026-W33


def _pages(*paths_and_summaries) -> dict[str, PageInfo]:
    return {path: PageInfo(path, summary, content) for path, summary, content in paths_and_summaries}


CORE = _pages(
    ("wiki/profile.md", "34, Kyiv, marketing lead", "Lives in Kyiv."),
    ("wiki/goals.md", "First strict pull-up", "Pull-up goal."),
    ("wiki/constraints-injuries.md", "Left wrist: no barbell front rack", "- **left wrist** [constraint]"),
    ("wiki/training-history.md", "Block 2; squat responds fast", "Squat 3x8."),
    ("wiki/nutrition-patterns.md", "Protein gap at lunch", "Lunch protein low, about 20 g."),
    ("wiki/recovery-patterns.md", "Recovery baseline 58%", "Short nights raise RPE."),
    ("wiki/preferences.md", "Brief before 07:00; buttons", "Buttons over typing."),
    ("wiki/coaching-playbook.md", "Tone, motivators", "Warm, brisk."),
    ("wiki/weekly/2026-W33.md", "In progress", "2/3 sessions."),
    ("wiki/weekly/2026-W32.md", "Frozen", "3/3 sessions."),
    ("wiki/exercises/pull-up-progression.md", "Band ladder", "Pull-up bands: green, purple."),
    ("wiki/exercises/squat-notes.md", "Goblet squat cues", "Squat depth cues."),
    (
        "wiki/travel-protocol.md",
        "Hotel gym fallback: DB full body + incline walk",
        "Two dumbbells and a treadmill.",
    ),
)


def test_current_week_resolves_to_the_iso_week_page():
    assert current_week_path(TODAY) == "wiki/weekly/2026-W33.md"
    assert current_week_path(dt.date(2027, 1, 1)) == "wiki/weekly/2026-W53.md"


def test_each_pipeline_reads_its_hint_list():
    expected = {
        "morning_brief": [
            "wiki/recovery-patterns.md",
            "wiki/training-history.md",
            "wiki/preferences.md",
            "wiki/weekly/2026-W33.md",
        ],
        "meal_lens": ["wiki/nutrition-patterns.md", "wiki/goals.md", "wiki/preferences.md"],
        "form_check": ["wiki/constraints-injuries.md", "wiki/training-history.md"],
        "weekly_review": [
            "wiki/weekly/2026-W33.md",
            "wiki/training-history.md",
            "wiki/nutrition-patterns.md",
            "wiki/recovery-patterns.md",
        ],
    }
    for pipeline, pages in expected.items():
        assert choose_pages(pipeline, CORE, today=TODAY, query="") == (pages, "hints")


def test_session_mode_adds_exercise_pages_best_match_first():
    chosen, _ = choose_pages("session_mode", CORE, today=TODAY, query="pull-up bands today?")
    assert chosen == [
        "wiki/training-history.md",
        "wiki/constraints-injuries.md",
        "wiki/exercises/pull-up-progression.md",
        "wiki/exercises/squat-notes.md",
    ]
    chosen, _ = choose_pages("session_mode", CORE, today=TODAY, query="squat depth")
    assert chosen[2] == "wiki/exercises/squat-notes.md"


def test_missing_hinted_pages_are_skipped():
    pages = {k: v for k, v in CORE.items() if "weekly" not in k}
    chosen, _ = choose_pages("morning_brief", pages, today=TODAY, query="")
    assert chosen == ["wiki/recovery-patterns.md", "wiki/training-history.md", "wiki/preferences.md"]


def test_free_chat_ranks_pages_by_the_query():
    chosen, how = choose_pages(
        "free_chat", CORE, today=TODAY, query="I'm in a hotel with two dumbbells and a treadmill"
    )
    assert how == "lexical"
    assert chosen[0] == "wiki/travel-protocol.md"
    assert 2 <= len(chosen) <= 4
    assert "wiki/coaching-playbook.md" not in chosen and "wiki/weekly/2026-W32.md" not in chosen


def test_free_chat_with_no_match_still_quotes_two_broad_pages():
    chosen, _ = choose_pages("free_chat", CORE, today=TODAY, query="zzz qqq")
    assert chosen == ["wiki/training-history.md", "wiki/goals.md"]


def test_free_chat_uses_the_model_chooser_when_its_answer_is_usable():
    def chooser(*, query, summaries):
        assert "wiki/travel-protocol.md" in summaries
        return ["wiki/goals.md", "wiki/nope.md", "wiki/profile.md"]

    assert choose_pages("free_chat", CORE, today=TODAY, query="x", model_chooser=chooser) == (
        ["wiki/goals.md", "wiki/profile.md"],
        "model",
    )


def test_free_chat_falls_back_to_lexical_when_the_model_answer_is_unusable():
    chosen, how = choose_pages(
        "free_chat", CORE, today=TODAY, query="protein lunch", model_chooser=lambda **_: None
    )
    assert how == "lexical" and chosen[0] == "wiki/nutrition-patterns.md"


def test_free_chat_finds_pages_by_meaning_when_no_word_matches():
    for query, page in (
        ("food", "wiki/nutrition-patterns.md"),
        ("staying in a hotel next week", "wiki/travel-protocol.md"),
    ):
        chosen, how = choose_pages("free_chat", CORE, today=TODAY, query=query)
        assert how == "lexical" and chosen[0] == page, (query, chosen)


def test_free_chat_page_choice_without_embeddings_is_the_word_score(settings):
    settings.EMBEDDING_MODEL = "none"
    chosen, _ = choose_pages("free_chat", CORE, today=TODAY, query="protein lunch")
    assert chosen[0] == "wiki/nutrition-patterns.md"


# A client's pages as the rules distiller writes them: none shares a word with the questions below.
CLIENT = _pages(
    ("wiki/profile.md", "Schedule: mornings; Equipment: resistance bands", "## Schedule\n- Mornings: …"),
    ("wiki/goals.md", "Training goals and why: sub-4 marathon", "## Goals\n- Goal: sub-4 marathon"),
    ("wiki/constraints-injuries.md", "left knee [watch]", "## Entries\n- **left knee** [watch] 4/10"),
    ("wiki/training-history.md", "Block 1; 3 sessions a week", "Squat 3x8."),
    ("wiki/nutrition-patterns.md", "Allergy: peanuts", "## Habits\n- Allergy: peanuts"),
    ("wiki/recovery-patterns.md", "Recovery baseline 61%", "Short nights raise RPE."),
    ("wiki/preferences.md", "Message style: keep it short", "## Format\n- Keep it short"),
)


@pytest.mark.parametrize("embeddings", ["on", "off"])
@pytest.mark.parametrize(
    ("query", "page"),
    [
        ("is she ok to jump with those joints?", "wiki/constraints-injuries.md"),
        ("anything she's allergic to?", "wiki/nutrition-patterns.md"),
        ("what foods are a no for him", "wiki/nutrition-patterns.md"),
        ("what days suit her best", "wiki/profile.md"),
        ("is he around on saturdays", "wiki/profile.md"),
        ("what race is he prepping for?", "wiki/goals.md"),
        ("should I text her long or short", "wiki/preferences.md"),
        ("what gear has she got", "wiki/profile.md"),
    ],
)
def test_free_chat_finds_the_page_a_question_asks_about_in_other_words(settings, embeddings, query, page):
    if embeddings == "off":
        settings.EMBEDDING_MODEL = "none"
    chosen, how = choose_pages("free_chat", CLIENT, today=TODAY, query=query)
    assert how == "lexical" and page in chosen[:2], (query, chosen)


@pytest.mark.parametrize(
    ("query", "page"),
    [
        ("any sugar-free snacks she likes?", "wiki/profile.md"),
        ("free weights or machines for the squat?", "wiki/constraints-injuries.md"),
    ],
)
def test_free_chat_topic_words_that_only_look_like_one_do_not_pull_a_page(settings, query, page):
    settings.EMBEDDING_MODEL = "none"
    chosen, _ = choose_pages("free_chat", CLIENT, today=TODAY, query=query)
    assert chosen[0] != page, (query, chosen)
