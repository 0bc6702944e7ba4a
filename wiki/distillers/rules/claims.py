"""Folding events into dated claims on the core pages that are not training or safety pages:
recovery-patterns, nutrition-patterns, goals, profile, preferences, coaching-playbook.

Each updater rewrites the sections it owns in place (stat lines and ledgers, see pages.py/ledger.py)
from the evidence window, and leaves every other line where it is. In inline mode only the sections fed
by the triggering kinds are touched; nightly, every section of a touched page is refreshed.
"""

import datetime as dt
import re

from coda_console import eventstats
from wiki.distillers.rules import chat, patterns, signals
from wiki.distillers.rules.cite import with_cite
from wiki.distillers.rules.context import Ctx, PageOut
from wiki.distillers.rules.contradictions import BASELINE, SHORT_SLEEP_RPE, TRAVEL, WRITE, run_check
from wiki.distillers.rules.ledger import Ledger
from wiki.distillers.rules.pages import Page, starts
from wiki.distillers.rules.text import (
    clean_inline,
    clean_key,
    fmt_hhmm,
    fmt_int,
    fmt_kg,
    fmt_num,
    plural,
)
from wiki.understanding import quote_client_text

_DATED_KEY_RE = re.compile(r"^- (\d{4}-\d{2}-\d{2}) ([^:]+): ")
_DAY_KEY_RE = re.compile(r"^- (\d{4}-\d{2}-\d{2}): ")
_SAID_RE = re.compile(r'^- Said "(.+)"(?: \[ev [\d, ]+\])? \(as of')

# Explicit preference phrases only: the rules distiller stays conservative about chat.
PREFERENCE_RE = re.compile(
    r"\b(i (?:really )?prefer|i'?d prefer|i would prefer|i'?d rather|i would rather|please don'?t|"
    r"please do not|don'?t send|do not send|stop sending|no more|i (?:don'?t|do not) (?:like|want)|"
    r"i (?:like|love|hate)|(?:buttons?|voice notes?|texts?|messages?|mornings?|evenings?) please|"
    r"please use)\b",
    re.IGNORECASE,
)


def wants(ctx: Ctx, *kinds: str) -> bool:
    """Nightly refreshes every section of a touched page; inline only the triggering kinds' sections."""
    return ctx.nightly or bool(ctx.kinds & set(kinds))


def dated_key(line: str) -> str | None:
    match = _DATED_KEY_RE.match(line)
    return f"{match[1]} {match[2]}" if match else None


def day_key(line: str) -> str | None:
    match = _DAY_KEY_RE.match(line)
    return match[1] if match else None


# --- recovery-patterns -------------------------------------------------------------------------

# Lines earlier versions wrote whose numbers the pages' stat blocks now show (docs/wiki-rules.md
# "Stat blocks"): removed wherever their section is refreshed.
STAT_BLOCK_LINES = ("- Sleep average:", "- Recovery baseline:", "- Protein average:")
RECOVERY_STATS = (
    "- Last night:",
    "- Sleep average:",
    "- Short nights (",
    "- Latest recovery score:",
    "- Recovery baseline:",
    "- Short nights → next-day effort:",
    "- Travel vs adherence:",
    "- Skipped sessions:",
)


def update_recovery(page: Page, ctx: Ctx, out: PageOut) -> None:
    w, day = ctx.window, ctx.day
    if wants(ctx, "sleep.logged"):
        stats = patterns.sleep_stats(w)
        sleep = page.section("Sleep", ("sleep rhythms", "sleep patterns"))
        sleep.replace(starts(*STAT_BLOCK_LINES), [])  # the page's stat block shows these numbers
        sleep.put(
            [
                ("- Last night:", _last_night(stats) if stats else None),
                ("- Short nights (", _short_nights(stats) if stats else None),
            ],
            day,
            confirm=ctx.fed("sleep.logged"),
        )
        if stats:
            out.facts.append(f"sleep {fmt_num(stats.avg7)} h avg (7 nights)")
    others = tuple(p for p in RECOVERY_STATS if p != "- Recovery baseline:")
    if wants(ctx, "recovery.scored"):
        scores = w.of("recovery.scored")
        baseline_ok = run_check(page, BASELINE, ctx, out, exclude=others) == WRITE
        baseline = patterns.recovery_baseline(w)
        latest = (
            f"Latest recovery score: {fmt_num(float(scores[-1].payload['score']), 0)}%" if scores else None
        )
        recovery = page.section("Recovery", ("recovery score", "recovery scores"))
        recovery.replace(starts(*STAT_BLOCK_LINES), [])
        recovery.put([("- Latest recovery score:", latest)], day, confirm=ctx.fed("recovery.scored"))
        if baseline and baseline_ok:
            out.facts.insert(0, f"recovery baseline {fmt_num(baseline.mean, 0)}%")
    if ctx.nightly:
        _recovery_patterns(page, ctx, out)


def _recovery_patterns(page: Page, ctx: Ctx, out: PageOut) -> None:
    w = ctx.window
    others = tuple(p for p in RECOVERY_STATS if p != "- Travel vs adherence:")
    travel_ok = run_check(page, TRAVEL, ctx, out, exclude=others) == WRITE
    others = tuple(p for p in RECOVERY_STATS if p != "- Short nights → next-day effort:")
    rpe_ok = run_check(page, SHORT_SLEEP_RPE, ctx, out, exclude=others) == WRITE
    travel = patterns.travel_adherence(w, patterns.trips(w))
    effect = patterns.short_sleep_rpe(w)
    skipped, logged, reasons = patterns.skip_reasons(w)
    page.section("Predictors", ("patterns", "what predicts bad days")).put(
        [
            (
                "- Short nights → next-day effort:",
                SHORT_SLEEP_RPE.claim(effect) if effect and rpe_ok else None,
            ),
            ("- Skipped sessions:", _skips_claim(skipped, logged, reasons) if logged else None),
        ],
        ctx.day,
        confirm=ctx.fed("sleep.logged", "session.completed", "session.skipped"),
    )
    page.section("Travel", ("travel and adherence",)).put(
        [("- Travel vs adherence:", TRAVEL.claim(travel) if travel and travel_ok else None)],
        ctx.day,
        confirm=ctx.fed("travel.started", "travel.ended", "session.completed", "session.skipped"),
    )
    if effect and rpe_ok and effect.inflates:
        out.facts.append(f"short nights → RPE +{fmt_num(effect.short_mean - effect.normal_mean)}")
    if travel and travel_ok and travel.verdict != "mixed":
        out.facts.append(f"training {travel.verdict} while travelling")


def _last_night(stats: patterns.SleepStats) -> str:
    payload = stats.last.payload
    parts = [f"{fmt_num(float(payload['hours']))} h"]
    if payload.get("bedtime"):
        parts.append(f"bedtime {clean_inline(payload['bedtime'], 8)}")
    if payload.get("quality"):
        parts.append(f"quality {payload['quality']}/5")
    return f"Last night: {', '.join(parts)}"


def _short_nights(stats: patterns.SleepStats) -> str:
    head = f"Short nights (< {fmt_num(patterns.SHORT_NIGHT_HOURS)} h):"
    if not stats.short_days:
        return f"{head} none of the last {plural(stats.n28, 'logged night')}"
    return (
        f"{head} {len(stats.short_days)} of the last {plural(stats.n28, 'logged night')} "
        f"(latest {stats.short_days[-1].isoformat()})"
    )


def _skips_claim(skipped: int, logged: int, reasons: list[tuple[str, int]]) -> str:
    if not skipped:
        return f"Skipped sessions: none of {logged} logged in the last 42 days"
    why = ", ".join(f"{clean_inline(reason, 40)} ×{count}" for reason, count in reasons[:3])
    return f"Skipped sessions: {skipped} of {logged} logged in the last 42 days — {why}"


# --- nutrition-patterns ------------------------------------------------------------------------

MEAL_DAYS = Ledger("logged day", 7, day_key)


def update_nutrition(page: Page, ctx: Ctx, out: PageOut) -> None:
    w = ctx.window
    stats = patterns.protein_stats(w)
    claims: list[tuple[str, str | None]] = [
        ("- Low-protein days", None),
        ("- Protein by meal:", None),
    ]
    if stats:
        low = (
            f"Low-protein days (< {stats.target} g, {stats.target_basis}): "
            f"{len(stats.low_days)} of {stats.days}"
        )
        if stats.low_days:
            low += f" (latest {stats.low_days[-1].isoformat()})"
        slots = ", ".join(f"{name} {fmt_num(grams, 0)} g" for name, grams in stats.by_slot)
        claims = [
            ("- Low-protein days", low),
            ("- Protein by meal:", f"Protein by meal: {slots} (average per meal, last 14 days)"),
        ]
        out.facts.append(
            f"protein avg {fmt_num(stats.average, 0)} g/d (14 d), "
            f"{len(stats.low_days)} low days under {stats.target} g"
        )
    protein_section = page.section("Protein")
    protein_section.replace(starts(*STAT_BLOCK_LINES), [])
    protein_section.put(claims, ctx.day, confirm=ctx.fed("meal.logged"))
    days: dict[str, str] = {}
    meals = w.of("meal.logged")
    # A day's totals as the stats endpoint and the stat blocks sum them (coda_console.eventstats).
    protein = {day.date: day.value for day in patterns.days_of(w, "protein")}
    kcal = {day.date: day.value for day in patterns.days_of(w, "kcal")}
    for date in sorted({e.local_date for e in meals}):
        count = eventstats.count_events("meal.logged", meals, w.tz, end=date, days=1)
        parts = [plural(count, "meal")]
        if date in protein:
            parts.append(f"{fmt_num(protein[date], 0)} g protein")
        if date in kcal:
            parts.append(f"{fmt_int(kcal[date])} kcal")
        days[date.isoformat()] = f"- {date.isoformat()}: {', '.join(parts)} (as of {date.isoformat()})"
    MEAL_DAYS.merge(page.section("Recent days", ("meals", "meal log")), days, day=ctx.day, level=out.level)
    if ctx.nightly:
        chat.update_diet(page, ctx, out)


# --- goals -------------------------------------------------------------------------------------


def update_goals(page: Page, ctx: Ctx, out: PageOut) -> None:
    w = ctx.window
    if wants(ctx, "weight.logged"):
        latest = patterns.latest_weight(w)
        trend = patterns.weight_trend(w)
        trend_claim = None
        if trend:
            change = trend.last - trend.first
            trend_claim = (
                f"Weight trend: {fmt_kg(trend.first)} → {fmt_kg(trend.last)} ({'+' if change >= 0 else '−'}"
                f"{fmt_num(abs(change))} kg) over {trend.days} days ({trend.count} weigh-ins)"
            )
        page.section("Bodyweight", ("body weight", "weight")).put(
            [
                (
                    "- Latest weight:",
                    f"Latest weight: {fmt_kg(float(latest.payload['kg']))}" if latest else None,
                ),
                ("- Weight trend:", trend_claim),
            ],
            ctx.day,
            confirm=ctx.fed("weight.logged"),
        )
        if latest:
            out.facts.append(
                f"weight {fmt_kg(float(latest.payload['kg']))} ({latest.local_date.isoformat()})"
            )
    if wants(ctx, "program.changed"):
        change = _latest_program(ctx)
        page.section("Current program", ("program",)).put(
            [("- Current program:", f"Current program: {program_text(change)}" if change else None)],
            ctx.day,
            confirm=ctx.fed("program.changed"),
        )
        if change:
            out.facts.append(f"program: {clean_inline(change.payload['summary'], 60)}")
    if ctx.nightly:
        chat.update_goals(page, ctx, out)


def _latest_program(ctx: Ctx):
    changes = ctx.window.of("program.changed")
    return changes[-1] if changes else None


def program_text(event) -> str:
    by = f" (set by {clean_inline(event.payload['by'], 40)})" if event.payload.get("by") else ""
    return f"{clean_inline(event.payload['summary'], 200)}{by}"


# --- profile -----------------------------------------------------------------------------------

TRIPS = Ledger("trip", 4, dated_key)
_STATUS_RE = re.compile(r"^- Travel status: travelling — .*since (\d{4}-\d{2}-\d{2})")


def ongoing_since(page: Page) -> dt.date | None:
    """The profile's record of a trip still in progress (a start older than the window)."""
    section = page.find("Travel")
    line = section.first(lambda x: bool(_STATUS_RE.match(x))) if section else None
    return dt.date.fromisoformat(_STATUS_RE.match(line)[1]) if line else None


def update_profile(page: Page, ctx: Ctx, out: PageOut) -> None:
    if ctx.nightly:
        chat.update_profile(page, ctx, out)
    found = patterns.trips(ctx.window, ongoing_since(page))
    if not found:
        return
    lines: dict[str, str] = {}
    for trip in found:
        where = clean_key(trip.location or "trip", 60)
        if trip.end is None:
            text = f"since {trip.start.isoformat()}, ongoing"
            as_of = trip.start
        else:
            length = plural((trip.end - trip.start).days + 1, "day")
            text = f"{trip.start.isoformat()} → {trip.end.isoformat()} ({length})"
            as_of = trip.end
        lines[f"{trip.start.isoformat()} {where}"] = (
            f"- {trip.start.isoformat()} {where}: {text} (as of {as_of.isoformat()})"
        )
    last = found[-1]
    where = clean_inline(last.location, 60) if last.location else "a trip"
    if last.end is None:
        status = f"Travel status: travelling — {where} since {last.start.isoformat()}"
    else:
        status = f"Travel status: at home since {last.end.isoformat()} (back from {where})"
    section = page.section("Travel")
    section.put([("- Travel status:", status)], ctx.day, confirm=ctx.fed("travel.started", "travel.ended"))
    TRIPS.merge(section, lines, day=ctx.day, level=out.level)
    out.facts.append(status.replace("Travel status: ", "").replace(" — ", ": "))


# --- preferences and coaching-playbook ----------------------------------------------------------

SAID = Ledger("stated preference", 6, lambda line: (m := _SAID_RE.match(line)) and m[1].lower())


def update_preferences(page: Page, ctx: Ctx, out: PageOut) -> None:
    w = ctx.window
    if wants(ctx, "brief.confirmed", "chat.turn"):
        briefs = signals.brief_minutes(w)
        delays = signals.reply_delays(w)
        parts = signals.message_parts_of_day(w)
        brief_claim = None
        if briefs:
            early = sum(1 for m in briefs if m < 7 * 60)
            brief_claim = (
                f"Morning brief: confirmed at about {fmt_hhmm(signals.median_minutes(briefs))} "
                f"(median of {len(briefs)} in the last 28 days; {early} before 07:00)"
            )
            out.facts.append(f"confirms brief ~{fmt_hhmm(signals.median_minutes(briefs))}")
        if len(delays) >= 3:
            out.facts.append(f"replies in ~{fmt_num(signals.median_minutes(delays), 0)} min")
        page.section("Timing", ("channel and timing", "timing and channel")).put(
            [
                ("- Morning brief:", brief_claim),
                ("- Reply speed:", _reply_claim(delays) if len(delays) >= 3 else None),
                (
                    "- Messages by time of day:",
                    _parts_claim(parts) if sum(n for _, n in parts) >= 5 else None,
                ),
            ],
            ctx.day,
            confirm=ctx.fed("brief.confirmed", "chat.turn"),
        )
    if wants(ctx, "chat.turn"):
        said: dict[str, str] = {}
        for turn in w.of("chat.turn"):
            text = str(turn.payload.get("text", ""))
            if turn.payload.get("role") == "user" and PREFERENCE_RE.search(text):
                said_in = chat.preference_sentence(text, turn.local_date, PREFERENCE_RE)
                if said_in is None:
                    continue  # the phrase names a goal or a pain: those pages have it
                quote = quote_client_text(said_in)
                said[quote.lower()] = with_cite(
                    f'- Said "{quote}" (as of {turn.local_date.isoformat()})', [turn.seq]
                )
        if said:
            SAID.merge(
                page.section("Interaction", ("stated in chat", "stated preferences")),
                said,
                day=ctx.day,
                level=out.level,
            )
            out.facts.append(f"{plural(len(said), 'stated preference')} (42 d)")
    if ctx.nightly:
        chat.update_style(page, ctx, out)


def _reply_claim(delays: list[int]) -> str:
    return (
        f"Reply speed: median {fmt_num(signals.median_minutes(delays), 0)} min after a bot message "
        f"({len(delays)} replies, last 28 days)"
    )


def _parts_claim(parts: list[tuple[str, int]]) -> str:
    total = sum(n for _, n in parts)
    top, count = max(parts, key=lambda kv: kv[1])
    if count * 10 >= total * 6:  # one part of the day holds 60 % or more
        return f"Messages by time of day: mostly {top} ({count} of {total}, last 28 days)"
    spread = ", ".join(f"{name} {n}" for name, n in parts)
    return f"Messages by time of day: spread — {spread} (last 28 days)"


def update_playbook(page: Page, ctx: Ctx, out: PageOut) -> None:
    if not wants(ctx, "chat.turn"):
        return
    if ctx.nightly:
        chat.update_lands(page, ctx, out)
    w = ctx.window
    silence = signals.numbers_then_silence(w)
    gap = signals.longest_silence(w)
    if silence is None and gap is None:
        return
    numbers = None
    if silence is not None:
        numbers = (
            f"Numbers-heavy messages followed by 2+ days of silence: {len(silence.silences)} of "
            f"{silence.numbers_messages} (last 42 days)"
        )
    longest = None
    if gap is not None:
        longest = (
            f"Longest silence: {gap[0]} days ({gap[1].isoformat()} → {gap[2].isoformat()}, last 42 days)"
        )
    page.section("Observed signals", ("signals",)).put(
        [("- Numbers-heavy messages", numbers), ("- Longest silence:", longest)],
        ctx.day,
        confirm=ctx.fed("chat.turn"),
    )
