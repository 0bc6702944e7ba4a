"""Filed notes (`note.filed` → a topic page) and question answers (`question.answered` → the
question's page).

A filed note becomes `wiki/<kebab-title>.md`: H1 title, an italic one-line summary, the body under
`## Note`, and `## Source` (where it was filed from, and a link back to the most related core page).
The most related core page gets a line under `## Related pages` linking to it, when that page is
among the pages handed in: the pipeline's recorded decision (`task.note_links`, wiki.ingest.note_links), or —
for runs recorded before decisions were — a small keyword vocabulary, ties broken in core-page order.
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass

from wiki.distillers.base import EventRecord
from wiki.distillers.rules.claims import dated_key
from wiki.distillers.rules.context import Ctx, PageOut
from wiki.distillers.rules.ledger import Ledger
from wiki.distillers.rules.pages import Page, is_frozen, relative
from wiki.distillers.rules.safety import answer_area, answer_level
from wiki.distillers.rules.text import clean_block, clean_inline, clean_key
from wiki.tree.content import slugify
from wiki.tree.pagemap import CORE_PAGES

CONSTRAINTS = "wiki/constraints-injuries.md"
NOTE_BODY_MAX_LINES = 60

# Words that tie a note to a core page (lower-case, matched as whole words).
_VOCABULARY_TEXT = {
    "wiki/profile.md": "travel travelling trip trips hotel work job schedule family home commute office",
    "wiki/goals.md": "goal goals target milestone race marathon competition weight",
    "wiki/constraints-injuries.md": "pain injury injured knee wrist back shoulder sore soreness physio rehab",
    "wiki/training-history.md": (
        "gym dumbbell dumbbells barbell kettlebell treadmill workout workouts session sessions sets reps "
        "squat bench deadlift press row pull-up run runs running tempo program block exercise exercises "
        "lift lifts training full-body incline walk equipment"
    ),
    "wiki/nutrition-patterns.md": (
        "protein meal meals food kcal calories eat eating snack breakfast lunch dinner cook recipe"
    ),
    "wiki/recovery-patterns.md": "sleep recovery rest tired fatigue stress hrv nap",
    "wiki/preferences.md": "message messages reply notification notifications format voice buttons",
    "wiki/coaching-playbook.md": "tone motivation motivate praise feedback coaching",
}
VOCABULARY: dict[str, frozenset[str]] = {
    path: frozenset(words.split()) for path, words in _VOCABULARY_TEXT.items()
}
_WORD_RE = re.compile(r"[a-z][a-z-]*")
_LINK_KEY_RE = re.compile(r"^- \[[^\]]+\]\(([^)\s]+)\)")

RELATED = Ledger("related page", 8, lambda line: (m := _LINK_KEY_RE.match(line)) and m[1])
ANSWERS = Ledger("answer", 5, dated_key)


@dataclass(frozen=True)
class FiledNote:
    path: str
    title: str
    event: EventRecord
    link_from: str | None  # the core page that links to it


def note_path(title: str) -> str:
    """`wiki/<kebab-title>.md`, kept clear of core pages and reserved names."""
    slug = slugify(title) or "note"  # the pipeline's own slug, so it hands us the page it means
    path = f"wiki/{slug}.md"
    if path in CORE_PAGES or slug in ("index", "log", "schema", "weekly", "exercises", "raw"):
        path = f"wiki/{slug}-notes.md"
    return path


def vocabulary_scores(title: str, body: str) -> dict[str, int]:
    """Per core page, how many of the note's words are in its vocabulary (core-page order)."""
    words = _WORD_RE.findall(f"{title} {body}".lower())
    return {path: sum(1 for word in words if word in VOCABULARY[path]) for path in CORE_PAGES}


def related_core_page(title: str, body: str, available: Iterable[str] | None = None) -> str | None:
    """The core page a note belongs next to by the vocabulary alone (changesets from before the
    pipeline recorded its decision — wiki.ingest.note_links — replay with this)."""
    allowed = set(CORE_PAGES if available is None else available)
    best, best_score = None, 0
    for path, score in vocabulary_scores(title, body).items():
        if path in allowed and score > best_score:
            best, best_score = path, score
    return best


def _link_from(event: EventRecord, title: str, available: list[str], decided: dict | None) -> str | None:
    """The recorded decision's best choice among the pages handed in; the vocabulary when none was
    recorded for the run."""
    if decided is None or event.seq not in decided:
        return related_core_page(title, str(event.payload["body"]), available)
    return next((path for path in decided[event.seq] if path in available), None)


def filed_notes(ctx: Ctx) -> list[FiledNote]:
    """One topic page per filed note title (the latest note wins when a title is filed twice)."""
    by_path: dict[str, FiledNote] = {}
    decided = None if ctx.task.note_links is None else dict(ctx.task.note_links)
    for event in ctx.new_events("note.filed"):
        title = clean_inline(event.payload["title"], 100).replace("*", "").strip() or "Filed note"
        path = note_path(title)
        if path in ctx.task.existing_paths and path not in ctx.task.pages:
            continue  # an existing page we were not given: never overwrite what we cannot see
        available = [p for p in CORE_PAGES if p in ctx.task.pages]
        link_from = _link_from(event, title, available, decided)
        by_path[path] = FiledNote(path, title, event, link_from)
    return [by_path[path] for path in sorted(by_path)]


def note_summary(note: FiledNote) -> str:
    for line in str(note.event.payload["body"]).splitlines():
        text = line.strip().lstrip("#").strip()
        if text:
            return clean_inline(text, 110).replace("*", "").replace("_", " ").strip() or note.title
    return f"Filed note: {note.title}"


def update_note_page(page: Page, note: FiledNote, ctx: Ctx, out: PageOut) -> None:
    date = note.event.local_date.isoformat()
    page.ensure_header(note.title, note_summary(note))
    page.set_summary(note_summary(note))
    body = clean_block(str(note.event.payload["body"]), max_lines=NOTE_BODY_MAX_LINES)
    section = page.section("Note")
    frozen = [line for line in section.lines if is_frozen(line)]
    section.lines = [*body, *([""] if frozen else []), *frozen]
    source = clean_inline(note.event.payload.get("source") or "a query answer", 160)
    related = None
    if note.link_from:
        label = note.link_from.rsplit("/", 1)[-1].removesuffix(".md").replace("-", " ").capitalize()
        related = f"Related: [{label}]({relative(note.path, note.link_from)})"
    page.section("Source").put(
        [("- Filed from:", f"Filed from: {source}, {date}"), ("- Related:", related)], note.event.local_date
    )
    out.facts.append(note_summary(note))


def link_notes(page: Page, notes: list[FiledNote], ctx: Ctx, out: PageOut) -> None:
    lines = {}
    for note in notes:
        if note.link_from == page.path:
            target = relative(page.path, note.path)
            date = note.event.local_date.isoformat()
            lines[target] = f"- [{note.title}]({target}) — filed note (as of {date})"
    if lines:
        RELATED.merge(
            page.section("Related pages", ("topic pages", "see also")), lines, day=ctx.day, level=out.level
        )


# --- question answers ----------------------------------------------------------------------------


def answer_page(event: EventRecord, ctx: Ctx) -> str | None:
    """Where an answer goes: constraints-injuries when it grades a body area ("Just a niggle"), else
    the question's page (payload `page`), else the only page handed to an inline run, else profile."""
    graded = answer_level(str(event.payload.get("answer", ""))) and answer_area(event, ctx)
    if graded and (CONSTRAINTS in ctx.task.pages or CONSTRAINTS not in ctx.task.existing_paths):
        return CONSTRAINTS
    named = str(event.payload.get("page") or "").strip().lstrip("/")
    if named:
        named = named if named.startswith("wiki/") else f"wiki/{named}"
        named = named if named.endswith(".md") else f"{named}.md"
        if named in ctx.task.pages:
            return named
    if not ctx.nightly and len(ctx.task.pages) == 1:
        return next(iter(ctx.task.pages))
    return "wiki/profile.md" if "wiki/profile.md" in ctx.task.pages else None


def _graded(event: EventRecord, ctx: Ctx) -> bool:
    return bool(answer_level(str(event.payload.get("answer", ""))) and answer_area(event, ctx))


def update_answers(page: Page, ctx: Ctx, out: PageOut) -> None:
    lines = {}
    for event in ctx.new_events("question.answered"):
        if answer_page(event, ctx) != page.path or (page.path == CONSTRAINTS and _graded(event, ctx)):
            continue
        date = event.local_date.isoformat()
        qid = clean_key(event.payload["question_id"], 60)
        question = event.payload.get("question") or event.payload.get("text")
        asked = f" — asked: {clean_inline(question, 120)}" if question else ""
        answer = clean_inline(event.payload["answer"], 160).replace('"', "'")
        lines[f"{date} {qid}"] = f'- {date} {qid}: "{answer}"{asked} (as of {date})'
    if lines:
        ANSWERS.merge(page.section("Answers"), lines, day=ctx.day, level=out.level)
        out.facts.append(f"{len(lines)} new answer{'s' if len(lines) > 1 else ''}")
