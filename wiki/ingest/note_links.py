"""Which core page a filed note is linked from — decided once, at ingest, and recorded.

A `note.filed` event becomes a topic page, and the core page it belongs next to gets a link to it
(docs/wiki-rules.md "Filed notes"). The pipeline ranks the core pages for each note with two rankings
fused by reciprocal rank fusion (coda_console.ranking.fuse, equal weights):
  * the rules distiller's keyword vocabulary (wiki.distillers.rules.notes.VOCABULARY), and
  * the cosine similarity of the note (title, then body) to each core page's description
    (wiki.tree.content.CORE_PAGE_SPECS) and vocabulary, at least MIN_SIMILARITY,
and keeps the best LINK_CHOICES pages per note. The decision is part of the run's input
(`PipelineInput.note_links`), handed to the distiller and stored in the changeset's params, so
`wiki_rebuild --verify` replays the recorded decision: a later model change cannot change history.
Changesets written before decisions were recorded replay with the vocabulary alone, as they ran.
"""

import functools
from collections.abc import Iterable

import numpy as np

from coda_console import ranking
from wiki.distillers.base import EventRecord
from wiki.distillers.rules.notes import VOCABULARY, vocabulary_scores
from wiki.tree.content import CORE_PAGE_SPECS
from wiki.tree.pagemap import CORE_PAGES

LINK_CHOICES = 3
MIN_SIMILARITY = 0.2
RRF_K = 60

NoteLinks = tuple[tuple[int, tuple[str, ...]], ...]  # (event seq, core pages best first)


@functools.cache
def _page_matrix(model_version: str) -> np.ndarray | None:
    texts = [
        f"{CORE_PAGE_SPECS[path].title}. {CORE_PAGE_SPECS[path].summary} {' '.join(sorted(VOCABULARY[path]))}"
        for path in CORE_PAGES
    ]
    return ranking.embed(texts)


def ranked_core_pages(title: str, body: str) -> tuple[str, ...]:
    """The core pages a note could be linked from, most related first (at most LINK_CHOICES)."""
    scores = vocabulary_scores(title, body)
    lexical = sorted(
        ((path, float(score)) for path, score in scores.items() if score > 0), key=lambda pair: -pair[1]
    )  # a stable sort: ties stay in core-page order
    semantic: list[tuple[str, float]] = []
    note = ranking.embed_one(f"{title}. {body[:1000]}")  # None when embeddings are off
    matrix = _page_matrix(ranking.model_version()) if note is not None else None
    if note is not None and matrix is not None:
        similarity = ranking.cosine(note, matrix)
        semantic = sorted(
            (
                (path, round(float(s), 6))
                for path, s in zip(CORE_PAGES, similarity, strict=True)
                if s >= MIN_SIMILARITY
            ),
            key=lambda pair: -pair[1],
        )
    fused = ranking.fuse([(lexical, 1.0), (semantic, 1.0)], k=RRF_K)
    return tuple(str(path) for path, _ in fused[:LINK_CHOICES])


def decide(events: Iterable[EventRecord]) -> NoteLinks:
    return tuple(
        (
            event.seq,
            ranked_core_pages(str(event.payload.get("title", "")), str(event.payload.get("body", ""))),
        )
        for event in events
        if event.kind == "note.filed"
    )


def to_params(links: NoteLinks) -> list[list]:
    return [[seq, list(paths)] for seq, paths in links]


def from_params(value: list | None) -> NoteLinks | None:
    """None when the changeset predates recorded decisions (replay with the vocabulary alone)."""
    if value is None:
        return None
    return tuple((int(seq), tuple(str(p) for p in paths)) for seq, paths in value)
