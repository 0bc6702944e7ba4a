"""Hybrid relevance ranking of a domain's live heads (docs/knowledge.md "Hybrid retrieval").

Two rankings of up to CANDIDATES heads each:
  * full text — knowledge.search_backends (SQLite FTS5 bm25 / PostgreSQL ts_rank), OR over the terms;
  * meaning — cosine similarity of the query's vector to each head's vector (knowledge.vectors),
    heads below KNOWLEDGE_SEMANTIC_MIN_SIMILARITY (the prompt section: KNOWLEDGE_PROMPT_MIN_SIMILARITY)
    left out,
fused by weighted reciprocal rank fusion (coda_console.ranking.fuse, k = KNOWLEDGE_HYBRID_RRF_K,
weights KNOWLEDGE_HYBRID_LEXICAL_WEIGHT / _SEMANTIC_WEIGHT). The score of a hit is its fused score.
With embeddings off (EMBEDDING_MODEL=none) the full-text ranking is returned as it is.
"""

from collections.abc import Hashable
from dataclasses import dataclass
from typing import cast

from django.conf import settings

from coda_console import ranking
from knowledge import text, vectors
from knowledge.models import Domain
from knowledge.search_backends import backend

CANDIDATES = 50
CONTEXT_HITS = 3

LEXICAL, SEMANTIC, HYBRID = "lexical", "semantic", "hybrid"


@dataclass(frozen=True)
class Weights:
    lexical: float
    semantic: float
    k: int
    floor: float

    @classmethod
    def from_settings(cls, *, for_prompt: bool = False) -> "Weights":
        """Search ranks down to KNOWLEDGE_SEMANTIC_MIN_SIMILARITY; the prompt section — knowledge put
        in front of a model unasked — down to the stricter KNOWLEDGE_PROMPT_MIN_SIMILARITY, so an
        off-topic conversation gets no section (docs/knowledge.md "Hybrid retrieval")."""
        floor = (
            settings.KNOWLEDGE_PROMPT_MIN_SIMILARITY
            if for_prompt
            else settings.KNOWLEDGE_SEMANTIC_MIN_SIMILARITY
        )
        return cls(
            lexical=settings.KNOWLEDGE_HYBRID_LEXICAL_WEIGHT,
            semantic=settings.KNOWLEDGE_HYBRID_SEMANTIC_WEIGHT,
            k=settings.KNOWLEDGE_HYBRID_RRF_K,
            floor=floor,
        )


def lexical_rank(domain: Domain, query: str, *, limit: int) -> list[tuple[int, float]]:
    return backend().rank(domain_id=domain.pk, terms=text.query_terms(query), limit=limit)


def semantic_rank(
    domain: Domain, query: str, *, limit: int, floor: float, revision: int | None = None
) -> list[tuple[int, float]]:
    query_vector = ranking.embed_one(query) if text.query_terms(query) else None
    if query_vector is None:  # no words to match, or embeddings are off
        return []
    return vectors.rank(domain, query_vector, limit=limit, floor=floor, revision=revision)


def rank(
    *,
    domain: Domain,
    query: str,
    limit: int,
    mode: str = HYBRID,
    weights: Weights | None = None,
    context: str = "",
) -> list[tuple[int, float]]:
    """(record id, score) of the live heads most relevant to `query`, best first.

    `context` — text the caller knows the asker is in (a client's current constraints and goals, see
    coda_console.context.knowledge_query) — is ranked as a second query; its best CONTEXT_HITS heads
    are fused into the query's ranking with the same weight, so they take at most that many of the
    top places and a specific query keeps its own best hits first."""
    ranked = _rank_query(domain=domain, query=query, limit=limit, mode=mode, weights=weights)
    if not context.strip():
        return ranked
    around = _rank_query(domain=domain, query=context, limit=CONTEXT_HITS, mode=mode, weights=weights)
    fused = ranking.fuse([(ranked, 1.0), (around, 1.0)], k=(weights or Weights.from_settings()).k)
    return _record_scores(fused[:limit])


def _rank_query(
    *, domain: Domain, query: str, limit: int, mode: str, weights: Weights | None
) -> list[tuple[int, float]]:
    weights = weights or Weights.from_settings()
    depth = max(limit, CANDIDATES)
    lexical = lexical_rank(domain, query, limit=depth) if mode != SEMANTIC else []
    if mode == LEXICAL:
        return lexical[:limit]
    semantic = semantic_rank(domain, query, limit=depth, floor=weights.floor)
    if mode == SEMANTIC or not semantic:
        return (semantic if mode == SEMANTIC else lexical)[:limit]
    fused = ranking.fuse([(lexical, weights.lexical), (semantic, weights.semantic)], k=weights.k)
    return _record_scores(fused[:limit])


def _record_scores(fused: list[tuple[Hashable, float]]) -> list[tuple[int, float]]:
    """Fused record ids (fuse keeps whatever keys it is given: here record primary keys)."""
    return [(cast(int, pk), round(score, 6)) for pk, score in fused]
