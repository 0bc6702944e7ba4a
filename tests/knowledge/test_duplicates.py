import pytest

from coda_console import ranking
from knowledge import duplicates


def _text(key: str, title: str, body: str = "", *, embedded: bool = True) -> duplicates.Text:
    vector = None
    if embedded:
        titles, bodies = ranking.embed([title]), ranking.embed([body or title])
        mixed = 2 * titles[0] + bodies[0]
        vector = mixed / (mixed @ mixed) ** 0.5
    return duplicates.Text.of(key=key, title=title, body=body, vector=vector)


def test_equal_keys_are_the_same_record_whatever_the_text():
    assert (
        duplicates.reason(_text("squat", "Squat"), _text("squat", "Other"), threshold=0.65) == "the same key"
    )


@pytest.mark.parametrize(
    ("key", "other"), [("ex-0001", "ex-0002"), ("conv-26-d1-3-obs0", "conv-26-d1-4-obs1")]
)
def test_keys_that_differ_in_one_character_are_different_records(key, other):
    new = _text(key, "Client prefers morning sessions", "Trains at 06:30 before work.")
    head = _text(other, "Client dislikes burpees", "Asked to drop burpees from circuits.")
    assert duplicates.reason(new, head, threshold=0.65) == ""


def test_a_reworded_and_reordered_fact_is_a_near_duplicate():
    head = _text(
        "short-sleep-cap", "Short sleep caps the session", "Under 6 hours of sleep, cap the session at RPE 7."
    )
    new = _text(
        "sleep-rule",
        "Cap the session after short sleep",
        "Cap the session at RPE 7 after under 6 hours of sleep.",
    )
    assert "near-duplicate" in duplicates.reason(new, head, threshold=0.65)


def test_the_same_topic_with_a_different_fact_is_not_a_duplicate():
    head = _text("caffeine-cutoff", "Caffeine cut-off", "No caffeine within 8 hours of bedtime.")
    new = _text(
        "caffeine-pre", "Caffeine before training", "3 mg/kg of caffeine 45 minutes before a hard session."
    )
    assert duplicates.reason(new, head, threshold=0.65) == ""


def test_texts_stating_different_numbers_are_different_facts():
    head = _text("a", "Bench 3x5 at 40 kg", "Bench press 3 sets of 5 at 40 kg.")
    new = _text("b", "Bench 3x5 at 42.5 kg", "Bench press 3 sets of 5 at 42.5 kg.")
    assert duplicates.numbers_differ(new, head)
    assert duplicates.reason(new, head, threshold=0.65) == ""


def test_without_embeddings_the_word_overlap_decides():
    head = _text("a", "Deload: how", "Keep the load, halve the working sets.", embedded=False)
    new = _text("b", "How to deload", "Halve the working sets, keep the load.", embedded=False)
    assert duplicates.similarity(new, head) == 1.0
