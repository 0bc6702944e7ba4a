import numpy as np

from coda_console import ranking


def test_embeddings_are_unit_vectors_and_unknown_text_is_the_zero_vector():
    vectors = ranking.embed(["short sleep caps the session", ""])
    assert vectors.shape == (2, 256) and vectors.dtype == np.float32
    assert abs(float(np.linalg.norm(vectors[0])) - 1) < 1e-5
    assert not vectors[1].any()


def test_related_texts_are_closer_than_unrelated_ones():
    query = ranking.embed_one("coffee in the evening")
    near, far = ranking.embed(["caffeine cut-off before bedtime", "band-assisted pull-ups"])
    assert float(query @ near) > float(query @ far)


def test_the_model_version_names_model_and_package(settings):
    assert ranking.model_version().startswith("wordllama-l2-256@0.")
    settings.EMBEDDING_MODEL = "wordllama-l2-64"
    assert ranking.model_version().startswith("wordllama-l2-64@") and ranking.embed_one("x").shape == (64,)
    settings.EMBEDDING_MODEL = "none"
    assert ranking.model_version() == "" and ranking.embed(["x"]) is None and not ranking.enabled()


def test_fusion_rewards_agreement_and_keeps_ties_tied():
    fused = dict(ranking.fuse([([("a", 3.0), ("b", 2.0)], 1.0), ([("b", 0.9), ("c", 0.8)], 1.0)], k=60))
    assert fused["b"] > fused["a"] > fused["c"]
    tied = ranking.fuse([([("x", 1.0), ("y", 1.0), ("z", 0.5)], 1.0)], k=60)
    assert tied[0][1] == tied[1][1] > tied[2][1] and [item for item, _ in tied] == ["x", "y", "z"]


def test_top_k_keeps_the_best_above_the_floor_ties_by_id():
    scores = np.array([0.5, 0.9, 0.1, 0.9], dtype=np.float32)
    assert ranking.top_k([4, 3, 2, 1], scores, limit=3, floor=0.2) == [(1, 0.9), (3, 0.9), (4, 0.5)]


def test_the_vector_cache_reloads_only_when_the_revision_moves():
    cache = ranking.VectorCache()
    loads = []

    def load(previous_ids, previous):
        loads.append(list(previous_ids))
        return [*previous_ids, len(previous_ids) + 1], np.zeros((len(previous_ids) + 1, 2), np.float32)

    assert cache.get("d", 1, load)[0] == [1]
    assert cache.get("d", 1, load)[0] == [1]
    assert cache.get("d", 2, load)[0] == [1, 2]
    assert loads == [[], [1]]  # the second load was handed what the cache held


def test_texts_are_tokenized_piece_by_piece_exactly_as_whole():
    tokenizer = ranking._tokenizer(ranking.model_name())
    texts = [
        "Short sleep caps the session.  Twice spaced, trailing ",
        " leading space\tand tab\nnew line, don't 12.5 kg é 漢字 🙂",
        "a literal <s> token and ▁ signs ▁▁ here",
        "",
        "   ",
    ]
    whole = [encoding.ids for encoding in tokenizer.encode_batch(texts, add_special_tokens=False)]
    pieces, rows, counts = ranking._pieces(texts, ranking._pieces_are_exact(ranking.model_name()))
    encoded = [encoding.ids for encoding in tokenizer.encode_batch(pieces, add_special_tokens=False)]
    ends = np.cumsum(counts).tolist()
    by_text = [rows[end - count : end].tolist() for end, count in zip(ends, counts.tolist(), strict=True)]
    assert [[token for row in text_rows for token in encoded[row]] for text_rows in by_text] == whole


def test_a_common_word_is_whole_in_the_vocabulary_and_a_misspelling_is_not():
    assert ranking.whole_word("trees") and ranking.whole_word("shoulder")
    assert not ranking.whole_word("sholder") and not ranking.whole_word("wirst")
