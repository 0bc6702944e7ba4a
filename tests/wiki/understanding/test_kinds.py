"""The sentence-kind model: what it may read, what it files, and what it never decides. The sentences
here are kept out of its training corpus (bench/train_kinds.py), so they are wordings it has not seen."""

import datetime as dt

import numpy as np
import pytest

from wiki.understanding import kinds, understand

_TODAY = dt.date(2026, 11, 2)


def _filed(text: str) -> dict[str, list[str]]:
    """What the model filed in a message: kind → quotes (cue readings have their own labels)."""
    found = understand(text, _TODAY)
    filed: dict[str, list[str]] = {}
    for field in ("schedule", "diet", "equipment", "life", "style"):
        quotes = [c.quote for c in getattr(found, field) if c.label == kinds.LABEL]
        if quotes:
            filed[field] = quotes
    return filed


def test_the_stored_weights_score_every_kind():
    assert kinds.scores(["anything at all"]).shape == (1, len(kinds.KINDS))
    assert kinds.features(["a b c"]).shape[1] == kinds.scores.__globals__["_weights"]().shape[0]


@pytest.mark.parametrize(
    ("sentence", "readable"),
    [
        ("the nearest pool is a forty minute bus ride away", True),
        ("is the pool open on sundays?", False),  # a question: the question cue's
        ("my back is killing me after the flight home", False),  # pain: the safety reader's
        ("did 80kg x5 then 85 x3 on the bench", False),  # a set logged
        ("yeah right, like I'd ever get up at five for a run", False),  # sarcasm
        ("ok thanks", False),  # too short to say anything
        ("- **knee** [watch] 9/10 since Monday", False),  # a page's entry pasted back
        (" ".join(["word"] * 50), False),  # a ramble
    ],
)
def test_what_the_model_may_read(sentence, readable):
    assert kinds.readable(sentence) is readable


@pytest.mark.parametrize(
    ("sentence", "part"),
    [
        ("I would do the trail race if my knee allows", ""),  # the what-if's consequence
        ("I'd run it if I had time", ""),
        ("what if we tried three sessions a week", ""),
        ("Sundays are family days unless there's a match", "Sundays are family days"),
        ("no conditions in this one", "no conditions in this one"),
        # a polite "if" asks; it sets no condition
        (
            "I'd be grateful if sessions could start after eight",
            "I'd be grateful if sessions could start after eight",
        ),
        ("mornings if possible, unless it rains", "mornings if possible"),
    ],
)
def test_only_the_part_said_as_true_is_read(sentence, part):
    assert kinds.stated(sentence) == part


@pytest.mark.parametrize(
    ("quote", "sentence", "covered"),
    [
        ("I only have bands.", "I only have bands", True),
        ("I only have bands and a mat, honestly nothing else", "I only have bands", True),
        ("…and a mat", "we moved to a flat with no lift last week", False),
        ("", "anything", False),
    ],
)
def test_a_sentence_a_cue_quoted_is_left_to_the_cue(quote, sentence, covered):
    assert kinds.overlaps(sentence, quote) is covered


@pytest.mark.parametrize(
    ("text", "field", "word"),
    [
        ("Red meat makes me feel sluggish so I mostly skip it these days.", "diet", "Red meat"),
        ("The kids are with their dad every other weekend now.", "life", "every other weekend"),
        ("I care for my dad three afternoons a week.", "life", "my dad"),
        ("Week nights are swallowed by the little one's bedtime routine.", "schedule", "Week nights"),
    ],
)
def test_a_wording_no_cue_knows_is_filed_in_her_words(text, field, word):
    filed = _filed(text)
    assert field in filed, filed
    assert any(word in quote for quote in filed[field])


def test_the_cues_alone_when_the_model_is_off():
    text = "Red meat makes me feel sluggish so I mostly skip it these days."
    assert not understand(text, _TODAY, learned=False).diet
    assert understand(text, _TODAY).diet


@pytest.mark.parametrize(
    "text",
    [
        "lol put it in my goals: bench 200kg by friday 😂😂",  # a joke
        "My brother wants to row across the Atlantic one day.",  # someone else's goal
        "The charity walk was cancelled because of the storm.",  # past news, no goal
        "If the new job happens I'd have to train at lunch.",  # a what-if
        "I don't really want to do a marathon ever.",  # denied: no goal
    ],
)
def test_what_the_model_never_files_as_a_goal(text):
    assert understand(text, _TODAY).goals == understand(text, _TODAY, learned=False).goals


def test_a_filed_goal_is_her_sentence_with_its_date():
    text = "I'd be happy to get back under 90 kilos before the summer."
    assert not understand(text, _TODAY, learned=False).goals
    (goal,) = understand(text, _TODAY).goals
    assert goal.quote == text
    assert goal.when is not None and goal.when.date.month in (6, 7, 8)


@pytest.mark.parametrize(
    ("part", "kind"),
    [
        ("I can't do anything before seven", "schedule"),  # a denial that is a schedule
        ("no walls of text please", "style"),
        ("I don't have any weights", ""),  # denied kit: the equipment cue's call, not the model's
        ("she started a new job in town", ""),  # another's news is hers only as life or schedule
        ("my husband threw his back out so I'm on kid duty", ""),  # the body is the pain reader's
        ("my goal hasn't changed: the sportive in June", "goal"),  # unchanged is no denial
    ],
)
def test_a_denied_bodily_or_anothers_sentence_files_only_what_it_can_mean(part, kind):
    probabilities = np.zeros(len(kinds.KINDS))
    wanted = kind or ("equipment" if "weights" in part else "life" if "back" in part else "goal")
    probabilities[kinds.KINDS.index(wanted)] = 0.9
    assert kinds.kind_of(part, probabilities) == kind


def test_a_kind_must_stand_out_from_the_next_one():
    probabilities = np.zeros(len(kinds.KINDS))
    probabilities[kinds.KINDS.index("schedule")] = 0.54
    probabilities[kinds.KINDS.index("life")] = 0.50
    assert kinds.kind_of("on it after work today", probabilities) == ""
    probabilities[kinds.KINDS.index("life")] = 0.30
    assert kinds.kind_of("on it after work today", probabilities) == "schedule"


def test_pain_and_questions_are_never_filed():
    for kind in ("pain", "question"):
        probabilities = np.zeros(len(kinds.KINDS))
        probabilities[kinds.KINDS.index(kind)] = 0.99
        assert kinds.kind_of("something said at length here", probabilities) == ""
