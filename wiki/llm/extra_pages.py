"""Pages beyond the map: a cheap first step that adds up to LLM_EXTRA_PAGES existing pages to a nightly
run's candidates when the day's evidence touches them (docs/anthropic.md "Pages beyond the map").

1. The offline chat extractor (wiki.understanding) reads the client's own words of the day — user chat
   turns, skip reasons, soreness notes, answers, note bodies — and names the core pages they touch
   (a goal → goals.md, pain → constraints-injuries.md, schedule or life context → profile.md, diet →
   nutrition-patterns.md). Free, deterministic.
2. When configured (wiki.llm.switches.chooser_enabled), the small-model chooser reads the same words
   and index.md's one-line summaries and picks pages too (a topic page the extractor cannot know). It
   is billed as a `chooser` call to the client and the run.

The map's pages are never dropped: only pages not yet candidates are added, extractor first.
"""

import re
from collections.abc import Callable

from wiki.distillers.base import DistillInput, EventRecord
from wiki.understanding import pages_for_turn

Chooser = Callable[..., list[str] | None]
# Client-written text fields per event kind (the bot's own words are never the client's facts).
CLIENT_TEXT: dict[str, tuple[str, ...]] = {
    "session.skipped": ("reason",),
    "checkin.soreness": ("note", "context"),
    "question.answered": ("answer",),
    "note.filed": ("title", "body"),
}
_INDEX_ROW_RE = re.compile(r"^\| \[[^\]]*\]\((wiki/[^)\s]+)\) \| (.*) \| [^|]* \|$", re.MULTILINE)
QUERY_CHARS = 2000


def client_texts(events: tuple[EventRecord, ...]) -> list[tuple[EventRecord, str]]:
    found = []
    for event in events:
        if event.kind == "chat.turn":
            if str(event.payload.get("role", "")).strip().lower() == "user":
                found.append((event, str(event.payload.get("text") or "")))
            continue
        for name in CLIENT_TEXT.get(event.kind, ()):
            value = event.payload.get(name)
            if isinstance(value, str) and value.strip():
                found.append((event, value))
    return found


def extractor_pages(task: DistillInput) -> list[str]:
    """Core pages the day's client words touch, in order of first mention."""
    pages: list[str] = []
    for event, text in client_texts(task.events):
        for path in pages_for_turn({"role": "user", "text": text}, event.local_date, name=task.client_name):
            if path not in pages:
                pages.append(path)
    return pages


def index_summaries(index: str) -> dict[str, str]:
    """index.md rows: path → one-line summary."""
    return {path: summary.strip() for path, summary in _INDEX_ROW_RE.findall(index)}


def chooser_pages(task: DistillInput, chooser: Chooser) -> list[str]:
    words = " ".join(" ".join(text.split()) for _, text in client_texts(task.events))[:QUERY_CHARS]
    if not words:
        return []
    return chooser(query=words, summaries=index_summaries(task.index)) or []


def extra_pages(task: DistillInput, *, limit: int, chooser: Chooser | None = None) -> list[str]:
    """Up to `limit` existing pages to add to the candidates (none for an inline run)."""
    if task.mode != "nightly" or limit <= 0:
        return []
    wanted = extractor_pages(task)
    if chooser is not None and len([p for p in wanted if _addable(task, p)]) < limit:
        wanted += chooser_pages(task, chooser)
    added: list[str] = []
    for path in wanted:
        if _addable(task, path) and path not in added:
            added.append(path)
    return added[:limit]


def _addable(task: DistillInput, path: str) -> bool:
    return path.startswith("wiki/") and path in task.existing_paths and path not in task.pages
