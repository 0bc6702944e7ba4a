"""The sentence-kind model's trainer reads only what it may: never the batches that measure it."""

import sys
from pathlib import Path

import numpy as np

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import train_kinds  # noqa: E402
from scenarios import heldout, heldout_b, heldout_c, main_w, main_z  # noqa: E402


def _client_turns(scenarios) -> set[str]:
    return {
        e.payload["text"] for s in scenarios for day in s.days for e in day if e.payload.get("role") == "user"
    }


def test_the_corpus_never_holds_an_untuned_batch_or_a_held_out_set():
    batches = train_kinds.scenario_texts()
    assert not set(batches) & set(train_kinds.UNTUNED)
    corpus = {text for texts in batches.values() for text in texts}
    for measured in (main_w, main_z, heldout, heldout_b, heldout_c):
        # a word or two anyone says ("k", "nope", "is creatine safe?") may be in both; nothing longer
        assert all(len(text.split()) <= 3 for text in _client_turns(measured.SCENARIOS) & corpus)


def test_the_model_tests_own_sentences_stay_unseen():
    unseen = "Red meat makes me feel sluggish so I mostly skip it these days."
    assert unseen not in train_kinds.test_texts()
    assert "my son has a nut allergy" in train_kinds.test_texts()  # another test's table is read


def test_training_is_deterministic_and_learns_a_separable_set():
    x = np.array([[1.0, 0.0, 1.0], [0.0, 1.0, 1.0]] * 4, dtype=np.float32)
    y = np.array([[1.0, 0.0], [0.0, 1.0]] * 4)
    first, again = train_kinds.train(x, y), train_kinds.train(x, y)
    assert np.array_equal(first, again)
    assert ((x @ first > 0) == (y > 0)).all()
