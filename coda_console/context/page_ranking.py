"""free_chat page choice by hybrid relevance (docs/context.md "Page choice").

The lexical score of coda_console.context.pages (summary words ×3, page words ×1, file name ×2) and
the cosine similarity of the query to each page's vector are two rankings, fused by reciprocal rank
fusion (coda_console.ranking.fuse, equal weights). A page is relevant when either ranking holds it:
a lexical score above 0, or a similarity of at least PAGE_MIN_SIMILARITY.

A page's vector is 2 × (its name and index summary) + 1 × (its text), normalised — the summary is what
the page is about; the text is what it holds. Vectors are cached in process by (model version, path,
text), so an unchanged page is embedded once; a new version is a new text and is embedded again.
"""

from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Protocol

import numpy as np

from coda_console import ranking

PAGE_MIN_SIMILARITY = 0.2  # the prompt section's floor (KNOWLEDGE_PROMPT_MIN_SIMILARITY's default)
RRF_K = 60
CACHE_MAX = 4096
CONTENT_CHARS = 4000


class RankablePage(Protocol):
    @property
    def path(self) -> str: ...
    @property
    def summary(self) -> str: ...
    @property
    def content(self) -> str: ...


_cache: OrderedDict[tuple[str, str, int], np.ndarray] = OrderedDict()


def _name(path: str) -> str:
    return path.rsplit("/", 1)[-1].removesuffix(".md").replace("-", " ")


def _page_vectors(pages: Sequence[RankablePage]) -> np.ndarray | None:
    if not ranking.enabled() or not pages:
        return None
    version = ranking.model_version()
    keys = [(version, p.path, hash((p.summary, p.content))) for p in pages]
    missing = [i for i, key in enumerate(keys) if key not in _cache]
    if missing:
        heads = ranking.embed([f"{_name(pages[i].path)}. {pages[i].summary}" for i in missing])
        bodies = ranking.embed([pages[i].content[:CONTENT_CHARS] for i in missing])
        if heads is None or bodies is None:  # the model was switched off meanwhile
            return None
        for row, i in enumerate(missing):
            mixed = 2 * heads[row] + bodies[row]
            norm = float(np.linalg.norm(mixed)) or 1.0
            _cache[keys[i]] = (mixed / norm).astype(np.float32)
            if len(_cache) > CACHE_MAX:
                _cache.popitem(last=False)
    return np.stack([_cache[key] for key in keys])


def rank[P: RankablePage](pages: Sequence[P], query: str, lexical_score: Callable[[P], float]) -> list[str]:
    """Paths of the relevant pages, most relevant first (ties: path)."""
    ordered = sorted(pages, key=lambda p: p.path)
    lexical = sorted(
        ((p.path, score) for p in ordered if (score := lexical_score(p)) > 0), key=lambda pair: -pair[1]
    )
    semantic: list[tuple[str, float]] = []
    query_vector = ranking.embed_one(query) if query.strip() else None
    matrix = _page_vectors(ordered) if query_vector is not None else None
    if query_vector is not None and matrix is not None:
        scores = ranking.cosine(query_vector, matrix)
        semantic = sorted(
            (
                (p.path, round(float(s), 6))
                for p, s in zip(ordered, scores, strict=True)
                if s >= PAGE_MIN_SIMILARITY
            ),
            key=lambda pair: -pair[1],
        )
    return [str(path) for path, _ in ranking.fuse([(lexical, 1.0), (semantic, 1.0)], k=RRF_K)]
