"""The ranking primitive several features share: text embeddings, cosine similarity, and the fusion of
a full-text ranking with an embedding ranking (docs/knowledge.md "Hybrid retrieval").

* `embed(texts)` → unit-length float32 vectors from the configured static-embedding model
  (`EMBEDDING_MODEL`). The weights ship inside the `wordllama` wheel and are loaded from the
  installed package with downloads disabled: nothing is fetched at run time, no GPU, ~0.1 ms a text.
* `model_version()` names the model *and* the package version that produced a vector. Every stored
  vector carries it, so vectors of two models are never compared: a model change leaves the old
  vectors unused until `manage.py knowledge_reembed` rewrites them.
* `fuse(...)` is weighted reciprocal rank fusion: score(d) = Σ wᵢ / (k + rankᵢ(d)). Ranks, not raw
  scores, are fused, because BM25/ts_rank and cosine live on unrelated scales.
* `VectorCache` keeps loaded vectors in process memory, keyed by a caller's key and the model version,
  and refreshed when the caller's revision changes (a write bumps it).

`EMBEDDING_MODEL=none` turns embeddings off: `embed` returns None and every caller ranks lexically.
"""

import functools
import itertools
import json
import re
import threading
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from django.conf import settings
from django.db import transaction

# name → (stored dimension, truncated dimension). WordLlama's l2_supercat vectors are trained
# Matryoshka-style, so a prefix of the 256 dimensions is a smaller model of its own.
MODELS: dict[str, int] = {"wordllama-l2-256": 256, "wordllama-l2-128": 128, "wordllama-l2-64": 64}
NONE = "none"


def model_name() -> str:
    return settings.EMBEDDING_MODEL


def enabled() -> bool:
    return model_name() != NONE


@functools.cache
def _package_version() -> str:
    from importlib.metadata import version

    return version("wordllama")


def model_version(name: str | None = None) -> str:
    """`wordllama-l2-256@0.4.0.post1`: what a stored vector was made with ("" when embeddings are off)."""
    name = name or model_name()
    if name == NONE:
        return ""
    return f"{name}@{_package_version()}"


@functools.cache
def _one_blas_thread() -> None:
    """Similarity is one small matrix-vector product per query (10,000 × 256 ≈ 0.3 ms on one core).
    A multi-threaded BLAS spinning up threads for it on a busy 2-core host costs ~20× that, and a web
    worker is already one of several processes: keep BLAS single-threaded in this process."""
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=1, user_api="blas")


@functools.cache
def _model(name: str):
    import wordllama
    from wordllama import WordLlama

    _one_blas_thread()

    if name not in MODELS:
        raise ValueError(f"unknown embedding model {name!r}; one of {', '.join(MODELS)} or none")
    dim = MODELS[name]
    package_dir = Path(wordllama.__file__).parent
    return WordLlama.load(
        cache_dir=package_dir, disable_download=True, dim=256, trunc_dim=None if dim == 256 else dim
    )


@functools.cache
def _tokenizer(name: str):
    """The model's tokenizer without padding (WordLlama pads each chunk of texts to its longest)."""
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_str(_model(name).tokenizer.to_str())
    tokenizer.no_padding()
    tokenizer.no_truncation()
    return tokenizer


def whole_word(word: str, *, name: str = "wordllama-l2-256") -> bool:
    """Is `word` (lower case) one token of the model's vocabulary after a space? Only common words are
    ("trees", "hello"); a misspelling never is ("sholder", "wirst")."""
    return _tokenizer(name).token_to_id(f"▁{word}") is not None


# The tokenizer (SentencePiece BPE, no pre-tokenizer) writes a space as "▁" and merges over the whole
# text. A space after another character can be cut at: no token of the vocabulary holds "▁" after
# another character, so no merge crosses it, and the pieces' tokens are the text's tokens. The last
# space is never cut (an empty piece would lose its "▁").
_PIECE_BREAK = re.compile("(?<=[^ \u2581]) (?=[\\s\\S])")
_INNER_SPACE = re.compile("[^\u2581]\u2581")


@functools.cache
def _pieces_are_exact(name: str) -> tuple[str, ...] | None:
    """The added tokens' texts (matched before normalisation, so a text holding one is encoded whole)
    when the vocabulary allows cutting at spaces; None when it does not."""
    config = json.loads(_tokenizer(name).to_str())
    if any(_INNER_SPACE.search(token) for token in config["model"]["vocab"]):
        return None
    return tuple(added["content"] for added in config["added_tokens"])


def _flat(encodings: Sequence) -> tuple[np.ndarray, np.ndarray]:
    """(every token id in order, each encoding's token count) as two arrays, not a list per text."""
    lengths = np.fromiter((len(e) for e in encodings), dtype=np.int64, count=len(encodings))
    ids = np.fromiter(
        itertools.chain.from_iterable(e.ids for e in encodings), dtype=np.int64, count=int(lengths.sum())
    )
    return ids, lengths


def _split(text: str, added: tuple[str, ...]) -> list[str]:
    if any(token in text for token in added):
        return [text]
    if "  " in text or "\u2581" in text or text[:1] == " " or text[-1:] == " ":
        return _PIECE_BREAK.split(text)
    return text.split(" ")  # every space is a cut: the same pieces, five times faster


def _pieces(texts: Sequence[str], added: tuple[str, ...]) -> tuple[list[str], np.ndarray, np.ndarray]:
    """(the distinct pieces of the texts; each text's pieces as indexes into them, one text after the
    other; each text's number of pieces). Arrays rather than a list per text: a batch allocates few
    objects for the garbage collector to trace."""
    split = [_split(text, added) for text in texts]
    counts = np.fromiter(map(len, split), dtype=np.int64, count=len(split))
    every = list(itertools.chain.from_iterable(split))
    index = {piece: row for row, piece in enumerate(dict.fromkeys(every))}
    rows = np.fromiter(map(index.__getitem__, every), dtype=np.int64, count=len(every))
    return list(index), rows, counts


def _run_sums(table: np.ndarray, ids: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Per run of `lengths[i]` consecutive ids, the sum of their rows of `table` — the runs of equal
    length gathered and summed together, a few dozen array operations rather than one per run
    (np.add.reduceat over rows is 10× slower)."""
    sums = np.zeros((len(lengths), table.shape[1]), dtype=np.float32)
    starts = np.cumsum(lengths) - lengths
    for length in np.unique(lengths[lengths > 0]).tolist():
        chosen = np.flatnonzero(lengths == length)
        sums[chosen] = table[ids[starts[chosen][:, None] + np.arange(length)]].sum(axis=1)
    return sums


def _token_sums(name: str, texts: Sequence[str]) -> np.ndarray:
    """The sum of each text's token vectors — WordLlama's average pooling before its division, which
    the normalisation makes moot. Computed over each text's own tokens instead of WordLlama's padded
    (texts × longest text × dimensions) block and mask: a batch write embeds hundreds of bodies at once
    and the padded block was half the embedding's cost. Texts share most of their words: each distinct
    piece (a word and the spaces before it) is tokenized and summed once, and a text sums its pieces —
    the same tokens, at a third of the cost. Same vectors to float rounding (~1e-7)."""
    table = _model(name).embedding
    tokenizer = _tokenizer(name)
    added = _pieces_are_exact(name)
    if added is None:
        ids, lengths = _flat(tokenizer.encode_batch(list(texts), add_special_tokens=False))
        return _run_sums(table, np.clip(ids, 0, table.shape[0] - 1), lengths)
    pieces, rows, counts = _pieces(texts, added)
    ids, lengths = _flat(tokenizer.encode_batch(pieces, add_special_tokens=False))
    return _run_sums(_run_sums(table, np.clip(ids, 0, table.shape[0] - 1), lengths), rows, counts)


def embed(texts: Sequence[str], *, name: str | None = None) -> np.ndarray | None:
    """Unit-length float32 vectors, one row per text (None when embeddings are off); zero vectors for
    texts the model has no token of."""
    name = name or model_name()
    if name == NONE:
        return None
    if not texts:
        return np.zeros((0, MODELS[name]), dtype=np.float32)
    vectors = _token_sums(name, texts)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    # A text without a known token (empty, punctuation only) is the zero vector: similar to nothing.
    return np.ascontiguousarray(vectors / np.where(norms == 0, 1, norms), dtype=np.float32)


def embed_one(text: str, *, name: str | None = None) -> np.ndarray | None:
    vectors = embed([text], name=name)
    return None if vectors is None else vectors[0]


def to_bytes(vector: np.ndarray) -> bytes:
    return np.asarray(vector, dtype="<f4").tobytes()


def from_bytes(blob: bytes | memoryview) -> np.ndarray:
    return np.frombuffer(bytes(blob), dtype="<f4")


def cosine(query: np.ndarray, matrix: np.ndarray) -> np.ndarray:
    """Cosine similarity of one unit vector against rows of unit vectors (a dot product)."""
    _one_blas_thread()
    if matrix.size == 0:
        return np.zeros(0, dtype=np.float32)
    return matrix @ query


def cosine_matrix(queries: np.ndarray, matrix: np.ndarray) -> np.ndarray:
    """Cosine similarities of several unit vectors against rows of unit vectors, (queries × rows), in
    one matrix product — far cheaper than one product per query (a batch write checks all its records
    against a domain at once)."""
    _one_blas_thread()
    return queries @ matrix.T


def top_k(ids: Sequence[int], scores: np.ndarray, *, limit: int, floor: float) -> list[tuple[int, float]]:
    """The `limit` best (id, score) at or above `floor`, best first, ties by id."""
    if len(ids) == 0 or limit <= 0:
        return []
    count = min(limit, len(ids))
    candidates = np.argpartition(-scores, count - 1)[:count]
    ranked = sorted(((float(scores[i]), ids[i]) for i in candidates), key=lambda p: (-p[0], p[1]))
    return [(pk, round(score, 6)) for score, pk in ranked if score >= floor]


def fuse(
    rankings: Iterable[tuple[Sequence[tuple[Hashable, float]], float]], *, k: int
) -> list[tuple[Hashable, float]]:
    """Weighted reciprocal rank fusion of best-first (id, score) lists: [(ranked, weight), …] → (id,
    fused score), best first. Equal scores share a rank (1, 2, 2, 4), so items a ranking cannot tell
    apart stay tied; an id absent from a list gets nothing from it; ties keep the first list's order."""
    fused: dict[Hashable, float] = {}
    order: dict[Hashable, int] = {}
    for ranked, weight in rankings:
        rank, previous = 0, None
        for position, (item, score) in enumerate(ranked, start=1):
            if score != previous:
                rank, previous = position, score
            fused[item] = fused.get(item, 0.0) + weight / (k + rank)
            order.setdefault(item, len(order))
    return sorted(fused.items(), key=lambda pair: (-pair[1], order[pair[0]]))


@dataclass
class _Entry:
    revision: Hashable
    ids: list[int] = field(default_factory=list)
    matrix: np.ndarray = field(default_factory=lambda: np.zeros((0, 0), dtype=np.float32))


class VectorCache:
    """Vectors per (key, model version) held in process memory.

    `get(key, revision, load)` returns (ids, matrix). While `revision` is unchanged the cached pair is
    returned as is; a new revision calls `load(previous_ids, previous_matrix)`, which may reuse what is
    still valid (see knowledge.vectors) — so a write costs the next reader only the rows it changed.
    `store=False` (a read inside a write transaction) keeps the result only if that transaction commits.
    """

    def __init__(self, max_keys: int = 64) -> None:
        self._entries: dict[tuple[Hashable, str], _Entry] = {}
        self._lock = threading.Lock()
        self.max_keys = max_keys

    def get(
        self,
        key: Hashable,
        revision: Hashable,
        load: Callable[[list[int], np.ndarray], tuple[list[int], np.ndarray]],
        *,
        store: bool = True,
    ) -> tuple[list[int], np.ndarray]:
        cache_key = (key, model_version())
        with self._lock:
            entry = self._entries.get(cache_key)
        if entry is not None and entry.revision == revision:
            return entry.ids, entry.matrix
        previous_ids, previous = (entry.ids, entry.matrix) if entry else ([], np.zeros((0, 0), np.float32))
        ids, matrix = load(previous_ids, previous)
        if store:
            self.put(key, revision, ids, matrix)
        else:
            # Read inside a transaction that may still roll back: keep it only once it commits.
            transaction.on_commit(lambda: self.put(key, revision, ids, matrix))
        return ids, matrix

    def peek(self, key: Hashable, revision: Hashable) -> tuple[list[int], np.ndarray] | None:
        """What the cache holds for `key` at exactly `revision`, without loading."""
        with self._lock:
            entry = self._entries.get((key, model_version()))
        return (entry.ids, entry.matrix) if entry is not None and entry.revision == revision else None

    def put(self, key: Hashable, revision: Hashable, ids: list[int], matrix: np.ndarray) -> None:
        cache_key = (key, model_version())
        with self._lock:
            if len(self._entries) >= self.max_keys and cache_key not in self._entries:
                self._entries.pop(next(iter(self._entries)))
            self._entries[cache_key] = _Entry(revision, ids, matrix)

    def invalidate(self, key: Hashable | None = None) -> None:
        with self._lock:
            if key is None:
                self._entries.clear()
            else:
                for cache_key in [k for k in self._entries if k[0] == key]:
                    del self._entries[cache_key]
