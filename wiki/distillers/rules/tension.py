"""Evidence against a coach block → a `coach_block_tension` alert (a question to the coach).

The distiller never edits a coach block, whatever the numbers say. Two concrete readings of a block are
checked against the evidence window (nightly only):

- a sessions-per-week plan ("3 sessions a week", "3×/week") vs sessions actually done over the last 28
  days: a gap of a session a week or more (needs four weeks of history);
- "responds well to numbers/stats/data" vs numbers-heavy bot messages followed by two days of silence
  (three or more in the last 42 days; docs/wiki-rules.md, "Coach blocks and `coach_block_tension`").

Like contradictions, a tension is raised on the day the evidence turns (tension now, none in the
previous run's window), so an unresolved question is not asked again every night.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from coda_console import eventstats
from wiki.distillers.base import ProposedAlert
from wiki.distillers.rules import patterns, signals
from wiki.distillers.rules.context import Ctx
from wiki.distillers.rules.text import clean_inline, fmt_num
from wiki.distillers.rules.window import Window, ids
from wiki.tree.markup import COACH_BLOCK_RE, coach_blocks

PLAN_GAP = 1.0  # sessions a week between the coach's plan and what was done
PLAN_DAYS = 28
SILENCES = 3

NUMBERS_BLOCK_RE = re.compile(
    r"\b(respond\w* well to|likes?|loves?|prefers?|works? well with|motivated by)\b[^.\n]*"
    r"\b(numbers|stats|statistics|data|metrics|figures)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Finding:
    observed: str
    evidence: tuple[str, ...]


def coach_tensions(ctx: Ctx) -> list[ProposedAlert]:
    if not ctx.nightly:
        return []
    alerts = []
    for path in sorted(ctx.task.pages):
        for block in coach_blocks(ctx.task.pages[path]):
            plan = patterns.parse_plan(block)
            if plan is not None:
                found = _turned(ctx, lambda w, plan=plan: _plan_gap(w, plan))
                if found:
                    claim = f"the plan is {plan} sessions a week"
                    alerts.append(_alert(ctx, path, block, "sessions_per_week", claim, found))
            if NUMBERS_BLOCK_RE.search(block):
                found = _turned(ctx, _numbers_silence)
                if found:
                    claim = f"{clean_inline(ctx.task.client_name, 40)} responds well to numbers"
                    alerts.append(_alert(ctx, path, block, "responds_to_numbers", claim, found))
    return alerts


def _turned(ctx: Ctx, detect: Callable[[Window], Finding | None]) -> Finding | None:
    today = detect(ctx.window)
    if today is None:
        return None
    if ctx.previous is not None and detect(ctx.previous) is not None:
        return None  # already in tension before today's evidence: asked then, not again
    return today


def _plan_gap(w: Window, plan: int) -> Finding | None:
    if not w.covers(PLAN_DAYS):
        return None
    per_week = eventstats.per_week("session.completed", w.events, w.tz, end=w.day, days=PLAN_DAYS)
    if abs(per_week - plan) < PLAN_GAP:
        return None
    done = eventstats.count_events("session.completed", w.events, w.tz, end=w.day, days=PLAN_DAYS)
    skipped = eventstats.count_events("session.skipped", w.events, w.tz, end=w.day, days=PLAN_DAYS)
    sessions = w.of("session.completed", "session.skipped", days=PLAN_DAYS)
    observed = f"{fmt_num(per_week)} a week over the last 4 weeks ({done} done, {skipped} skipped)"
    return Finding(observed, ids(sessions))


def _numbers_silence(w: Window) -> Finding | None:
    found = signals.numbers_then_silence(w)
    if found is None or len(found.silences) < SILENCES:
        return None
    observed = (
        f"{len(found.silences)} of {found.numbers_messages} numbers-heavy messages in the last 42 days "
        f"were followed by 2+ days of silence"
    )
    return Finding(observed, ids(found.silences))


def _alert(ctx: Ctx, path: str, block: str, detector: str, claim: str, found: Finding) -> ProposedAlert:
    date = COACH_BLOCK_RE.match(block)[1]
    page = path.rsplit("/", 1)[-1]
    name = clean_inline(ctx.task.client_name, 40)
    message = (
        f"Your note of {date} in {page} says {claim}; the evidence says {found.observed}. "
        f"Does the note still hold for {name}? Only you can edit it."
    )
    excerpt = clean_inline(block.split("\n", 1)[1].rsplit("\n", 1)[0], 200)
    payload = {
        "detector": detector,
        "block_date": date,
        "block_excerpt": excerpt,
        "claim": claim,
        "observed": found.observed,
    }
    return ProposedAlert("coach_block_tension", path, "medium", message, found.evidence, payload)
