"""Contradiction checks: a freshly computed pattern against the claims already on a page.

A check finds the bullet lines that state its kind of claim (its own stat line or anyone's prose,
e.g. "runs reliably even on hotel weeks (as of 2026-06-30)") and evaluates each against the pattern
computed over today's window and over the previous run's window:

- contradicted today, not before  → the evidence just turned: the line becomes a ⚠ CONTRADICTION pair
  (old claim kept word for word, new claim beside it) and is listed in Proposal.contradictions;
- contradicted today and before   → already seen (a kept-old resolution, or an old disagreement):
  the claim stands, nothing is re-flagged, the check's own stat line is not rewritten over it;
- not contradicted                → the check may (re)write its own stat line.

While a pair about the same claim is open on the page the check stays silent: no duplicate pair, and
its own stat line is taken off the page (the pair's new side carries the finding) until a person
resolves the pair.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from wiki.distillers.base import Contradiction
from wiki.distillers.rules import patterns
from wiki.distillers.rules.context import Ctx, PageOut
from wiki.distillers.rules.pages import Page, is_frozen
from wiki.distillers.rules.text import fmt_num, plural
from wiki.distillers.rules.window import Window
from wiki.tree.markup import contradiction_lines, contradiction_pair

WRITE, HOLD = "write", "hold"  # what the check's own stat line may do after the check
FLAGGED = "flagged"

BASELINE_SHIFT = 10.0  # percentage points between a stated recovery baseline and the computed one
BASELINE_MIN_SCORES = 7  # days with a score

_BASELINE_RE = re.compile(r"\bbaseline\b[^%\n]*?(\d{1,3}(?:\.\d+)?)\s*%", re.IGNORECASE)
_TRAVEL_RE = re.compile(r"\b(travel\w*|hotels?|trips?|on the road|away from home|business weeks?)\b", re.I)
_POSITIVE_RE = re.compile(
    r"\b(reliabl\w*|consistent\w*|never (?:miss|skip)\w*|holds? up|keeps? (?:up|training|running)|"
    r"sticks? to|on track)\b",
    re.IGNORECASE,
)
_NEGATIVE_RE = re.compile(
    r"\b(skip\w*|drops?|dropp\w*|miss\w*|falls? off|struggl\w*|unreliabl\w*|inconsistent\w*|rarely|"
    r"not reliabl\w*|does ?n[o']t (?:run|train))\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Check:
    name: str
    own_prefix: str  # the check's own stat line, e.g. "- Recovery baseline:"
    matches: Callable[[str], bool]
    state: Callable[[Window], object | None]
    contradicts: Callable[[str, object], bool]
    claim: Callable[[object], str]  # own claim text (no "- ", no date)
    evidence: Callable[[object, Ctx], tuple[str, ...]]


def run_check(page: Page, check: Check, ctx: Ctx, out: PageOut, *, exclude: tuple[str, ...]) -> str:
    """Apply one check to a page; returns WRITE or HOLD for the check's own stat line."""
    open_claims = [c.claim for c in contradiction_lines("\n".join(_loose(page)))]
    if any(check.matches(claim) for claim in open_claims):
        _drop_own(page, check.own_prefix)  # the open pair carries the claim until a person resolves it
        return HOLD
    today = check.state(ctx.window)
    if today is None:
        return HOLD
    before = check.state(ctx.previous) if ctx.previous is not None else None
    action = WRITE
    for section in page.sections:
        for line in list(section.lines):
            if is_frozen(line) or not line.startswith("- ") or line.startswith(exclude):
                continue
            text = line[2:].strip()
            if not check.matches(text) or not check.contradicts(text, today):
                continue
            if before is not None and check.contradicts(text, before):
                action = action if action == FLAGGED else HOLD  # contradicted before today: no nagging
                continue
            new_claim = f"{check.claim(today)} (as of {ctx.day.isoformat()})"
            at = section.lines.index(line)
            section.lines[at : at + 1] = contradiction_pair(text, new_claim).split("\n")
            out.contradictions.append(Contradiction(page.path, text, new_claim, check.evidence(today, ctx)))
            action = FLAGGED
    if action == FLAGGED:
        _drop_own(page, check.own_prefix)
        return HOLD
    return action


def _drop_own(page: Page, prefix: str) -> None:
    for section in page.sections:
        section.lines = [line for line in section.lines if is_frozen(line) or not line.startswith(prefix)]


def _loose(page: Page) -> list[str]:
    return [line for line in page.all_lines() if not is_frozen(line)]


# --- recovery baseline -------------------------------------------------------------------------


def _baseline_state(w: Window) -> patterns.Baseline | None:
    found = patterns.recovery_baseline(w)
    return found if found and found.count >= BASELINE_MIN_SCORES else None


def _baseline_contradicts(text: str, state: object) -> bool:
    match = _BASELINE_RE.search(text)
    return bool(match) and abs(float(match[1]) - state.mean) >= BASELINE_SHIFT


def baseline_claim(state: patterns.Baseline) -> str:
    return f"Recovery baseline: {fmt_num(state.mean, 0)}% (28-day mean, {plural(state.count, 'day')})"


def _baseline_evidence(state: object, ctx: Ctx) -> tuple[str, ...]:
    fresh = tuple(e.event_id for e in ctx.new_events("recovery.scored"))
    return tuple(dict.fromkeys((*state.evidence, *fresh)))


BASELINE = Check(
    "recovery baseline",
    "- Recovery baseline:",
    lambda text: bool(_BASELINE_RE.search(text)),
    _baseline_state,
    _baseline_contradicts,
    baseline_claim,
    _baseline_evidence,
)


# --- travel vs adherence -----------------------------------------------------------------------


def travel_polarity(text: str) -> str | None:
    """ "positive" (trains reliably while travelling), "negative" (drops off), or None."""
    if not _TRAVEL_RE.search(text):
        return None
    positive = _POSITIVE_RE.search(text)
    negative = _NEGATIVE_RE.search(_POSITIVE_RE.sub(" ", text))
    if positive and not negative:
        return "positive"
    if negative and not positive:
        return "negative"
    return None


def _travel_state(w: Window) -> patterns.TravelAdherence | None:
    return patterns.travel_adherence(w, patterns.trips(w))


def _travel_contradicts(text: str, state: object) -> bool:
    polarity = travel_polarity(text)
    return (polarity == "positive" and state.verdict == "drops") or (
        polarity == "negative" and state.verdict == "holds up"
    )


def travel_claim(state: patterns.TravelAdherence) -> str:
    away = state.done_away + state.skipped_away
    home = state.done_home + state.skipped_home
    verdict = {"drops": "drops while travelling", "holds up": "holds up while travelling"}.get(
        state.verdict, "mixed while travelling"
    )
    weeks = ""
    if state.per_week_away is not None and state.per_week_home is not None:
        weeks = (
            f"; travel weeks {fmt_num(state.per_week_away)} sessions a week vs "
            f"{fmt_num(state.per_week_home)} at home"
        )
    return (
        f"Travel vs adherence: {verdict} — {state.done_away} of {away} logged sessions done on travel "
        f"days vs {state.done_home} of {home} at home{weeks} (last 42 days)"
    )


TRAVEL = Check(
    "travel adherence",
    "- Travel vs adherence:",
    lambda text: travel_polarity(text) is not None,
    _travel_state,
    _travel_contradicts,
    travel_claim,
    lambda state, ctx: state.evidence,
)


# --- short nights → next-day RPE ---------------------------------------------------------------

RPE_MIN_SHORT = 3  # session days after a short night needed before the effect can contradict a claim
RPE_CLEARLY_NONE = 0.2  # an "inflation" claim is contradicted below this difference …
RPE_CLEARLY_UP = 0.8  # … a "no inflation" claim above this one (the band between is not a flip)

_RPE_RE = re.compile(r"\b(rpe|effort|harder|feels heavy)\b", re.IGNORECASE)
_SHORT_SLEEP_RE = re.compile(r"short night|short sleep|bad night|<\s*5|poor sleep|rough night", re.IGNORECASE)
_NO_EFFECT_RE = re.compile(
    r"\bno (?:clear )?(?:rpe )?(?:inflation|effect|change)\b|does ?n[o']t|\bnot\b", re.I
)


def rpe_polarity(text: str) -> str | None:
    if not (_RPE_RE.search(text) and _SHORT_SLEEP_RE.search(text)):
        return None
    return "negative" if _NO_EFFECT_RE.search(text) else "positive"


def _rpe_contradicts(text: str, state: object) -> bool:
    if state.n_short < RPE_MIN_SHORT:
        return False
    diff = state.short_mean - state.normal_mean
    polarity = rpe_polarity(text)
    return (polarity == "positive" and diff < RPE_CLEARLY_NONE) or (
        polarity == "negative" and diff >= RPE_CLEARLY_UP
    )


def rpe_claim(state: patterns.RpeEffect) -> str:
    counts = f"{state.n_short} vs {state.n_normal} session days, last 42 days"
    short, normal = fmt_num(state.short_mean), fmt_num(state.normal_mean)
    if state.inflates:
        diff = fmt_num(state.short_mean - state.normal_mean)
        return (
            f"Short nights → next-day effort: RPE {short} after short nights vs {normal} otherwise "
            f"(+{diff}; {counts})"
        )
    return f"Short nights → next-day effort: no clear RPE inflation — {short} vs {normal} ({counts})"


SHORT_SLEEP_RPE = Check(
    "short nights and RPE",
    "- Short nights → next-day effort:",
    lambda text: rpe_polarity(text) is not None,
    patterns.short_sleep_rpe,
    _rpe_contradicts,
    rpe_claim,
    lambda state, ctx: state.evidence,
)
