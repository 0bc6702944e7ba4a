"""The `rules` distiller: deterministic, offline, the default (docs/wiki-rules.md).

It folds each event kind into dated claims on the pages the event→page map names, computes patterns
over a bounded evidence window (recovery baseline, short nights → next-day RPE, protein, sessions vs
plan, stalled lifts, travel vs adherence), keeps the current week's page, adds watch items and raises
safety alerts, flags contradictions as ⚠ pairs, and turns evidence against a coach block into a question
for the coach — never an edit. docs/wiki-rules.md describes every claim, threshold and format.

Determinism: the proposal is a pure function of the DistillInput. Nothing reads a clock (the day is
task.local_date), events are ordered by (occurred_at, seq), every dict and set is iterated sorted.
"""

from wiki.distillers.base import DistillInput, Proposal
from wiki.distillers.rules import jobs, notes, topics
from wiki.distillers.rules.context import Ctx
from wiki.distillers.rules.pages import Page
from wiki.distillers.rules.summaries import index_summary, log_subject
from wiki.distillers.rules.tension import coach_tensions

__all__ = ["RulesDistiller"]

DEFAULT_MAX_LINES = 90
DEFAULT_INLINE_PAGES = 2
HEADROOM_LINES = 10  # aim this far under the validator's cap, so coach edits have room too


def _setting(name: str, default: int) -> int:
    try:
        from django.conf import settings

        return int(getattr(settings, name, default))
    except Exception:  # settings not configured (a bare script): the documented defaults
        return default


class RulesDistiller:
    name = "rules"
    deterministic = True
    # Bump on every change to what the rules propose (docs/wiki.md, "Distiller versions"), so
    # wiki_rebuild adopts the days older versions wrote instead of failing on them.
    # 1: the first recorded version; 2: chat understanding (docs/understanding.md) and the one page
    # escaping of bot text (docs/wiki.md "Bot text on pages"); 3: numbers through the pipeline's stat
    # blocks (docs/wiki.md "Stat blocks") — no more baseline/average claim lines; claims from chat cite
    # their events (`[ev …]`, docs/wiki-rules.md "Citations") and a wider reading of chat
    # (docs/understanding.md); 4: a wider reading of chat again — arms, run-on voice notes, sides and
    # dates said after the pain, claims echoed back as questions, lists (docs/understanding.md); 5: every
    # figure through coda_console.eventstats, as the stat blocks (docs/wiki-rules.md "Patterns"): daily
    # values first, then the mean over the days ("28-day mean, N days", "N vs M session days").
    version = 5

    def __init__(self, *, max_lines: int | None = None, inline_max_pages: int | None = None) -> None:
        self.max_lines = max_lines or _setting("WIKI_PAGE_MAX_LINES", DEFAULT_MAX_LINES)
        self.inline_max_pages = inline_max_pages or _setting("WIKI_INLINE_MAX_PAGES", DEFAULT_INLINE_PAGES)

    def propose(self, task: DistillInput) -> Proposal:
        ctx = Ctx.from_task(task)
        start_level, skip = jobs.retry_policy(task.violations)
        filed = [n for n in notes.filed_notes(ctx) if n.path not in skip]
        asked = [t for t in topics.recurring_questions(ctx) if t.path not in skip] if ctx.nightly else []
        ctx.created = {
            p for p in [*(n.path for n in filed), *(t.path for t in asked)] if p not in task.existing_paths
        }
        planned = {path: job for path, job in jobs.plan_jobs(ctx, filed, asked).items() if path not in skip}
        if not ctx.nightly:
            planned = jobs.inline_cap(planned, self.inline_max_pages)
        ctx.created = {p for p in ctx.created if p in planned}
        target = max(10, self.max_lines - HEADROOM_LINES)
        pages, summaries, contradictions, alerts = {}, {}, [], []
        for path in sorted(planned):
            _, text, out = jobs.run_job(planned[path], ctx, start_level=start_level, target_lines=target)
            alerts += out.alerts
            original = task.pages.get(path)
            if original is not None and text in (original, Page.parse(path, original).render()):
                continue
            pages[path] = text
            summaries[path] = index_summary(path, text, out.facts)
            contradictions += out.contradictions
        alerts += coach_tensions(ctx)
        return Proposal(
            pages=pages,
            index_summaries=summaries,
            contradictions=tuple(contradictions),
            alerts=tuple(alerts),
            log_subject=log_subject(task.events, inline=not ctx.nightly),
        )
