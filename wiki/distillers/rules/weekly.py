"""The current ISO week's review page, `wiki/weekly/YYYY-Www.md`.

Only the week of the day being distilled is ever written; a past week's page is frozen (the
distiller never proposes it, whatever the events say). The page is recomputed from the window's events
of that week every run, merged with the lines already there, so a late run or a rerun is a no-op.
"""

import datetime as dt

from coda_console import eventstats
from coda_console.eventstats import Condition
from wiki.distillers.base import EventRecord
from wiki.distillers.rules import patterns
from wiki.distillers.rules.claims import dated_key
from wiki.distillers.rules.context import Ctx, PageOut
from wiki.distillers.rules.ledger import Ledger
from wiki.distillers.rules.pages import Page, relative
from wiki.distillers.rules.text import (
    clean_inline,
    clean_key,
    fmt_kg,
    fmt_num,
    iso_week_label,
    plural,
    week_monday,
)
from wiki.distillers.rules.training import current_plan, session_line

SESSIONS = Ledger("session", 14, dated_key)
HAPPENINGS = Ledger("event", 12, dated_key)
SEE_ALSO_TITLE = "See also"
SEE_ALSO = (
    ("training history", "wiki/training-history.md"),
    ("recovery patterns", "wiki/recovery-patterns.md"),
    ("nutrition patterns", "wiki/nutrition-patterns.md"),
    ("constraints and injuries", "wiki/constraints-injuries.md"),
)


def weekly_path(day: dt.date) -> str:
    return f"wiki/weekly/{iso_week_label(day)}.md"


def new_weekly_page(ctx: Ctx) -> Page:
    label = iso_week_label(ctx.day)
    return Page.new(
        weekly_path(ctx.day), f"Week {label} — {clean_inline(ctx.task.client_name, 60)}", "In progress."
    )


def update_weekly(page: Page, ctx: Ctx, out: PageOut) -> None:
    monday = week_monday(ctx.day)
    sunday = monday + dt.timedelta(days=6)
    week = [e for e in ctx.window.events if monday <= e.local_date <= sunday]

    def of(*kinds: str) -> list[EventRecord]:
        return [e for e in week if e.kind in kinds]

    sessions = of("session.completed", "session.skipped")
    done = sum(1 for e in sessions if e.kind == "session.completed")
    plan = current_plan(ctx, None)
    so_far = "" if ctx.day >= sunday else " so far"
    target = f" of {plan[0]} planned" if plan else ""
    skipped = len(sessions) - done
    section = page.section("Sessions", before=SEE_ALSO_TITLE)
    section.put(
        [("- Sessions:", f"Sessions: {done}{target} done{so_far}, {skipped} skipped")], ctx.day, confirm=True
    )
    SESSIONS.merge(
        section,
        {f"{e.local_date.isoformat()} {clean_key(e.payload['name'], 60)}": session_line(e) for e in sessions},
        day=ctx.day,
        level=out.level,
    )
    sleep = _sleep(ctx, monday)
    recovery = _recovery(ctx, monday)
    page.section("Recovery", before=SEE_ALSO_TITLE).put(
        [("- Sleep:", sleep), ("- Recovery:", recovery)], ctx.day, confirm=True
    )
    protein = _protein(ctx, monday)
    weights = of("weight.logged")
    weight = (
        f"Weight: {fmt_kg(float(weights[-1].payload['kg']))} (weighed {weights[-1].local_date.isoformat()})"
        if weights
        else None
    )
    page.section("Nutrition and body", before=SEE_ALSO_TITLE).put(
        [("- Protein:", protein), ("- Weight:", weight)], ctx.day, confirm=True
    )
    HAPPENINGS.merge(
        page.section("Notes", before=SEE_ALSO_TITLE), _happenings(week), day=ctx.day, level=out.level
    )
    links = [f"[{label}]({relative(page.path, path)})" for label, path in SEE_ALSO if ctx.exists(path)]
    page.section(SEE_ALSO_TITLE).put(
        [("- Pages:", f"Pages: {' · '.join(links)}" if links else None)], ctx.day
    )
    parts = [f"{done}{'/' + str(plan[0]) if plan else ''} sessions{so_far}"]
    if sleep:
        parts.append(sleep.split(",")[0].replace("Sleep: avg ", "sleep ").split(" over")[0])
    if protein:
        parts.append(protein.split(" over")[0].replace("Protein: avg ", "protein "))
    watch = [e for e in of("checkin.soreness") if int(e.payload["severity"]) >= 3] + of("injury.reported")
    if watch:
        parts.append(f"{normal_area(watch[-1])} flagged")
    summary = f"{'Week complete' if ctx.day >= sunday else 'In progress'}: {'; '.join(parts)}"
    page.set_summary(summary)
    out.facts.append(summary)


def normal_area(event: EventRecord) -> str:
    return clean_inline(" ".join(str(event.payload["area"]).lower().split()), 40)


def _week(ctx: Ctx, monday: dt.date, metric: str, *where: Condition) -> list[eventstats.DayValue]:
    """The metric per day of this week so far (coda_console.eventstats, as the week's stat block)."""
    return eventstats.daily(metric, ctx.window.events, ctx.window.tz, start=monday, end=ctx.day, where=where)


def _sleep(ctx: Ctx, monday: dt.date) -> str | None:
    nights = _week(ctx, monday, "sleep_hours")
    if not nights:
        return None
    short = len(_week(ctx, monday, "sleep_hours", patterns.SHORT_NIGHT))
    return (
        f"Sleep: avg {fmt_num(eventstats.mean_of(nights) or 0)} h over {plural(len(nights), 'night')}, "
        f"{plural(short, 'short night')} (< {fmt_num(patterns.SHORT_NIGHT_HOURS)} h)"
    )


def _recovery(ctx: Ctx, monday: dt.date) -> str | None:
    scored = _week(ctx, monday, "recovery")
    if not scored:
        return None
    baseline = patterns.recovery_baseline(ctx.window)
    versus = f" (28-day baseline {fmt_num(baseline.mean, 0)}%)" if baseline else ""
    average = fmt_num(eventstats.mean_of(scored) or 0, 0)
    return f"Recovery: avg {average}% over {plural(len(scored), 'day')}{versus}"


def _protein(ctx: Ctx, monday: dt.date) -> str | None:
    logged = _week(ctx, monday, "protein")
    if not logged:
        return None
    target, _ = patterns.protein_target(ctx.window)
    low = sum(1 for day in logged if day.value < target)
    return (
        f"Protein: avg {fmt_num(eventstats.mean_of(logged) or 0, 0)} g/day over "
        f"{plural(len(logged), 'logged day')}, {plural(low, 'low day')} (< {target} g)"
    )


def _happenings(week: list[EventRecord]) -> dict[str, str]:
    lines: dict[str, str] = {}
    for event in week:
        date, payload = event.local_date.isoformat(), event.payload
        if event.kind == "checkin.soreness":
            label, text = normal_area(event), f"sore {payload['severity']}/5"
        elif event.kind == "injury.reported":
            label, text = f"injury {normal_area(event)}", clean_inline(payload["description"], 100)
        elif event.kind in ("travel.started", "travel.ended"):
            label = "travel start" if event.kind == "travel.started" else "travel end"
            text = clean_inline(payload.get("location") or "no location given", 60)
        elif event.kind == "program.changed":
            label, text = "program change", clean_inline(payload["summary"], 120)
        elif event.kind == "note.filed":
            label, text = "filed note", clean_inline(payload["title"], 80)
        else:
            continue
        lines[f"{date} {clean_key(label, 60)}"] = f"- {date} {clean_key(label, 60)}: {text} (as of {date})"
    return lines
