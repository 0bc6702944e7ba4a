"""Which wiki pages a pipeline reads: a deterministic hint list, or (free_chat) a lexical ranking.

Hint lists (docs/context.md, "Sections"). `weekly/current` is the client's current ISO week page;
`exercises/*` the existing exercise topic pages, best match to the query first. Pages that do not exist
yet are skipped.
"""

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass

from coda_console.context import page_ranking, topics
from coda_console.context.text import stems

PERSONA_PAGE = "wiki/coaching-playbook.md"
WEEKLY_CURRENT = "weekly/current"
EXERCISES_ANY = "exercises/*"
MIN_PAGES, MAX_PAGES = 2, 4

HINTS: dict[str, tuple[str, ...]] = {
    "morning_brief": (
        "wiki/recovery-patterns.md",
        "wiki/training-history.md",
        "wiki/preferences.md",
        WEEKLY_CURRENT,
    ),
    "session_mode": ("wiki/training-history.md", "wiki/constraints-injuries.md", EXERCISES_ANY),
    "meal_lens": ("wiki/nutrition-patterns.md", "wiki/goals.md", "wiki/preferences.md"),
    "form_check": ("wiki/constraints-injuries.md", "wiki/training-history.md"),
    "weekly_review": (
        WEEKLY_CURRENT,
        "wiki/training-history.md",
        "wiki/nutrition-patterns.md",
        "wiki/recovery-patterns.md",
    ),
}
PIPELINES = (*HINTS, "free_chat")

# Pages a pipeline reads only while a safety item is open (an open safety alert or a current
# constraints entry): they go first, ahead of the pipeline's own hints — docs/context.md "Page choice".
SAFETY_HINTS: dict[str, tuple[str, ...]] = {"morning_brief": ("wiki/constraints-injuries.md",)}

# What a pipeline is about, when the bot sends no query: used for knowledge ranking and observations.
PIPELINE_TOPICS = {
    "morning_brief": "sleep recovery readiness training plan today",
    "session_mode": "training session exercise sets substitution",
    "meal_lens": "nutrition protein meal",
    "form_check": "exercise technique injury constraint",
    "weekly_review": "weekly adherence training nutrition recovery",
    "free_chat": "",
}


@dataclass(frozen=True)
class PageInfo:
    path: str
    summary: str
    content: str


def current_week_path(today: dt.date) -> str:
    year, week, _ = today.isocalendar()
    return f"wiki/weekly/{year}-W{week:02d}.md"


def score(page: PageInfo, query_stems: set[str]) -> float:
    """Lexical relevance: summary words count triple, page words once, the file name twice."""
    if not query_stems:
        return 0.0
    name = page.path.rsplit("/", 1)[-1].removesuffix(".md").replace("-", " ")
    return (
        3 * len(query_stems & stems(page.summary))
        + len(query_stems & stems(page.content))
        + 2 * len(query_stems & stems(name))
    )


def _expand(hint: str, pages: dict[str, PageInfo], today: dt.date, query_stems: set[str]) -> list[str]:
    if hint == WEEKLY_CURRENT:
        return [current_week_path(today)]
    if hint == EXERCISES_ANY:
        exercises = [p for p in pages.values() if p.path.startswith("wiki/exercises/")]
        exercises.sort(key=lambda p: (-score(p, query_stems), p.path))
        return [p.path for p in exercises]
    return [hint]


def hinted_pages(
    pipeline: str, pages: dict[str, PageInfo], *, today: dt.date, query: str, safety_open: bool = False
) -> list[str]:
    query_stems = stems(query)
    chosen: list[str] = []
    hints = (*SAFETY_HINTS.get(pipeline, ()), *HINTS[pipeline]) if safety_open else HINTS[pipeline]
    for hint in hints:
        for path in _expand(hint, pages, today, query_stems):
            if path in pages and path not in chosen and path != PERSONA_PAGE:
                chosen.append(path)
    return chosen[:MAX_PAGES]


def ranked_pages(pages: dict[str, PageInfo], *, today: dt.date, query: str) -> list[str]:
    """free_chat: 2–4 pages ranked by the query against index summaries and page text (offline):
    lexical and embedding relevance fused (coda_console.context.page_ranking)."""
    query_stems = stems(query)
    current_week = current_week_path(today)
    candidates = [
        page
        for page in pages.values()
        if page.path != PERSONA_PAGE
        and (not page.path.startswith("wiki/weekly/") or page.path == current_week)
    ]
    # The question's words name the page they ask about even when they share no word with it
    # ("what can't he eat" → nutrition-patterns): coda_console.context.topics.
    asked = topics.topic_pages(query)
    relevant = page_ranking.rank(
        candidates, query, lambda p: score(p, query_stems) + topics.topic_score(p.path, asked)
    )[:MAX_PAGES]
    # Too few matches: fill with the broadest pages so the bot still has a picture of the client.
    for fallback in ("wiki/training-history.md", "wiki/goals.md", "wiki/recovery-patterns.md"):
        if len(relevant) >= MIN_PAGES:
            break
        if fallback in pages and fallback not in relevant:
            relevant.append(fallback)
    return relevant


PageChooser = Callable[..., list[str] | None]


def choose_pages(
    pipeline: str,
    pages: dict[str, PageInfo],
    *,
    today: dt.date,
    query: str,
    model_chooser: PageChooser | None = None,
    safety_open: bool = False,
) -> tuple[list[str], str]:
    """The pages to quote, best first, and how they were chosen ("hints", "lexical" or "model")."""
    if pipeline != "free_chat":
        return hinted_pages(pipeline, pages, today=today, query=query, safety_open=safety_open), "hints"
    if model_chooser is not None:
        picked = model_chooser(query=query, summaries={p.path: p.summary for p in pages.values()})
        valid = [path for path in (picked or []) if path in pages and path != PERSONA_PAGE][:MAX_PAGES]
        if len(valid) >= MIN_PAGES:
            return valid, "model"
    return ranked_pages(pages, today=today, query=query), "lexical"
