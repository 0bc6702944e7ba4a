"""Which pages a run writes, with which updaters, and how each page is kept under the line cap.

Pages come from the event→page map (wiki/tree/pagemap.py): a mapped page is rewritten when it was handed in,
created when it does not exist yet, and left alone when it exists but was not handed in (a page we cannot
see is never overwritten). Nightly runs also write the current week's page; past weeks are never written.

Cap: a page is rendered at compression level 0; while it is over the target (the validator's cap minus
10 lines) it is re-rendered from scratch at the next level, where ledgers keep fewer lines (see
ledger.LEVEL_SHARE). The same input always lands on the same level, so the output stays deterministic.
"""

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from wiki.distillers.rules import chat, claims, notes, patterns, safety, topics, training, weekly
from wiki.distillers.rules.context import Ctx, PageOut
from wiki.distillers.rules.pages import Page
from wiki.distillers.rules.text import clean_inline
from wiki.tree.pagemap import EVENT_PAGE_MAP, EXERCISES_ANY, WEEKLY_CURRENT
from wiki.understanding import pages_for_turn

MAX_LEVEL = 3
Updater = Callable[[Page, Ctx, PageOut], None]

CORE_TITLES = {
    "wiki/profile.md": ("Profile", "Who they are: life context, schedule, equipment, travel."),
    "wiki/goals.md": ("Goals", "Goals and why they matter, milestones, body weight, the current program."),
    "wiki/constraints-injuries.md": (
        "Constraints and injuries",
        "Safety-critical: watch items, constraints, injuries. Only the coach removes or downgrades one.",
    ),
    "wiki/training-history.md": (
        "Training history",
        "Blocks, sessions, per-lift notes, adherence, soreness.",
    ),
    "wiki/nutrition-patterns.md": ("Nutrition patterns", "Protein, meals, habits and what feedback lands."),
    "wiki/recovery-patterns.md": ("Recovery patterns", "Sleep and recovery rhythms, what predicts bad days."),
    "wiki/preferences.md": ("Preferences", "Channel, timing, format and interaction quirks."),
    "wiki/coaching-playbook.md": ("Coaching playbook", "What works for this person, and what does not."),
}

CORE_UPDATERS: dict[str, Updater] = {
    "wiki/profile.md": claims.update_profile,
    "wiki/goals.md": claims.update_goals,
    "wiki/constraints-injuries.md": safety.update_constraints,
    "wiki/training-history.md": training.update_training,
    "wiki/nutrition-patterns.md": claims.update_nutrition,
    "wiki/recovery-patterns.md": claims.update_recovery,
    "wiki/preferences.md": claims.update_preferences,
    "wiki/coaching-playbook.md": claims.update_playbook,
}

# Inline runs write at most WIKI_INLINE_MAX_PAGES pages; when more are due, safety comes first.
INLINE_PRIORITY = (
    "wiki/constraints-injuries.md",
    "note",
    "answer",
    "wiki/training-history.md",
    "wiki/goals.md",
)

_CAP_RE = re.compile(r"\blines?\b|\bcap\b|too long", re.IGNORECASE)


@dataclass
class Job:
    path: str
    title: str
    summary: str
    updaters: list[Updater]
    kind: str  # "core" | "weekly" | "exercise" | "note" | "answer" (its place in the inline priority)

    def add(self, updater: Updater) -> None:
        if updater not in self.updaters:
            self.updaters.append(updater)


def plan_jobs(
    ctx: Ctx, filed: list["notes.FiledNote"], asked: list["topics.Recurring"] | None = None
) -> dict[str, Job]:
    jobs: dict[str, Job] = {}
    events = list(ctx.task.events)
    for kind in sorted({e.kind for e in events}):
        targets = EVENT_PAGE_MAP.get(kind, ())
        if kind == "chat.turn" and not ctx.nightly:
            targets = ()  # an inline chat run is for safety only: the constraints page, below
        for target in targets:
            if target == WEEKLY_CURRENT:
                if ctx.nightly:
                    _weekly_job(ctx, jobs)
            elif target == EXERCISES_ANY:
                if ctx.nightly:
                    _exercise_jobs(ctx, jobs)
            else:
                _core_job(ctx, jobs, target)
    if ctx.nightly and events:
        _weekly_job(ctx, jobs)
    for event in ctx.new_events("chat.turn"):
        # a reply is read in the frame of the bot's question ("Where do you train?" — "the park")
        answers = chat.question_before(event, ctx) if ctx.nightly else ("", "")
        for path in pages_for_turn(event.payload, event.local_date, *answers, name=ctx.task.client_name):
            if ctx.nightly or path == notes.CONSTRAINTS:
                _core_job(ctx, jobs, path)
    for event in ctx.new_events("question.answered"):
        answer_path = notes.answer_page(event, ctx)
        job = (
            _core_job(ctx, jobs, answer_path)
            if answer_path in CORE_TITLES
            else _given_job(ctx, jobs, answer_path, "answer")
        )
        if job is not None and answer_path != notes.CONSTRAINTS:
            job.add(notes.update_answers)
            job.kind = "answer"
    for note in filed:
        jobs[note.path] = Job(
            note.path, note.title, notes.note_summary(note), [functools.partial(_note, note=note)], "note"
        )
        if note.link_from:
            job = _core_job(ctx, jobs, note.link_from)
            if job is not None and not any(getattr(u, "func", None) is _links for u in job.updaters):
                job.add(functools.partial(_links, filed=filed))
    for topic in asked or ():
        if _writable(ctx, topic.path):
            update = functools.partial(topics.update_topic_page, topic=topic)
            jobs[topic.path] = Job(topic.path, topic.title, topics.DESCRIPTION, [update], "topic")
            _core_job(ctx, jobs, topics.PREFERENCES)
    return jobs


def _note(page: Page, ctx: Ctx, out: PageOut, *, note: "notes.FiledNote") -> None:
    notes.update_note_page(page, note, ctx, out)


def _links(page: Page, ctx: Ctx, out: PageOut, *, filed: list["notes.FiledNote"]) -> None:
    notes.link_notes(page, filed, ctx, out)


def _writable(ctx: Ctx, path: str) -> bool:
    return path in ctx.task.pages or path not in ctx.task.existing_paths


def _core_job(ctx: Ctx, jobs: dict[str, Job], path: str | None) -> Job | None:
    if path is None or path not in CORE_TITLES or not _writable(ctx, path):
        return None
    if path not in jobs:
        title, summary = CORE_TITLES[path]
        name = clean_inline(ctx.task.client_name, 60).replace("*", "")
        jobs[path] = Job(path, f"{title} — {name}" if name else title, summary, [CORE_UPDATERS[path]], "core")
    return jobs[path]


def _given_job(ctx: Ctx, jobs: dict[str, Job], path: str | None, kind: str) -> Job | None:
    if path is None or path not in ctx.task.pages:
        return None
    if path not in jobs:
        stem = path.rsplit("/", 1)[-1].removesuffix(".md").replace("-", " ").capitalize()
        jobs[path] = Job(path, stem, stem, [], kind)
    return jobs[path]


def _weekly_job(ctx: Ctx, jobs: dict[str, Job]) -> None:
    path = weekly.weekly_path(ctx.day)
    if path not in jobs and _writable(ctx, path):
        jobs[path] = Job(path, "", "", [weekly.update_weekly], "weekly")


def _exercise_jobs(ctx: Ctx, jobs: dict[str, Job]) -> None:
    exercises = {t.exercise for e in ctx.new_events("session.completed") for t in patterns.top_sets(e)}
    for path in sorted(ctx.task.pages):
        if path.startswith("wiki/exercises/") and any(training.topic_matches(path, x) for x in exercises):
            stem = path.rsplit("/", 1)[-1].removesuffix(".md").replace("-", " ").capitalize()
            jobs.setdefault(path, Job(path, stem, stem, [training.update_exercise_topic], "exercise"))


def inline_cap(jobs: dict[str, Job], limit: int) -> dict[str, Job]:
    def rank(job: Job) -> tuple[int, str]:
        for index, key in enumerate(INLINE_PRIORITY):
            if job.path == key or job.kind == key:
                return index, job.path
        return len(INLINE_PRIORITY), job.path

    kept = sorted(jobs.values(), key=rank)[:limit]
    return {job.path: job for job in kept}


def retry_policy(violations: tuple[str, ...]) -> tuple[int, set[str]]:
    """On a retry: start one level more compressed (two after a line-cap complaint). No page is left
    out: a skipped write would read "done" while dropping the day's evidence — a run whose text still
    fails quarantines the events named instead (docs/wiki.md "Poison events")."""
    if not violations:
        return 0, set()
    level = 2 if any(_CAP_RE.search(violation) for violation in violations) else 1
    return level, set()


def run_job(job: Job, ctx: Ctx, *, start_level: int, target_lines: int) -> tuple[Page, str, PageOut]:
    original = ctx.task.pages.get(job.path)
    for level in range(start_level, MAX_LEVEL + 1):
        page = _fresh(job, ctx, original)
        before = {s.key for s in page.sections}
        out = PageOut(level)
        for updater in job.updaters:
            updater(page, ctx, out)
        page.sections = [s for s in page.sections if s.key in before or any(x.strip() for x in s.lines)]
        page.repair_links(ctx.exists)
        text = page.render()
        if len(text.splitlines()) <= target_lines:
            break
    return page, text, out


def _fresh(job: Job, ctx: Ctx, original: str | None) -> Page:
    if original is not None:
        page = Page.parse(job.path, original)
    elif job.kind == "weekly":
        page = weekly.new_weekly_page(ctx)
    else:
        page = Page.new(job.path, job.title, job.summary)
    page.ensure_header(job.title or job.path, job.summary or "Maintained by the distiller.")
    return page
