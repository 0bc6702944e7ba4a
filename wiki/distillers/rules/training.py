"""training-history.md and exercise topic pages: program blocks, sessions (done and skipped, with
reasons), per-lift top sets and stalls, sessions done vs planned per week, soreness reports."""

import datetime as dt
import re
from dataclasses import dataclass

from coda_console import eventstats
from wiki.distillers.base import EventRecord
from wiki.distillers.rules import patterns
from wiki.distillers.rules.claims import dated_key, program_text, wants
from wiki.distillers.rules.context import Ctx, PageOut
from wiki.distillers.rules.ledger import Ledger
from wiki.distillers.rules.pages import Page, line_date, relative, starts, strip_as_of
from wiki.distillers.rules.text import clean_inline, clean_key, fmt_int, fmt_num, fmt_set, kebab
from wiki.tree.markup import coach_blocks

_LIFT_RE = re.compile(
    r"^- \*\*(?P<ex>[^*]+)\*\*: last (?P<last>.+?); best (?P<load>bodyweight|\d+(?:\.\d+)? kg) × "
    r"(?P<reps>\d+) held (?P<n>\d+)× since (?P<since>\d{4}-\d{2}-\d{2})(?P<rest>.*?) "
    r"\(as of (?P<asof>\d{4}-\d{2}-\d{2})\)$"
)
_TOPIC_SUFFIX_RE = re.compile(r"-(progression|notes|log|technique|history)$")

PROGRAM = Ledger("program change", 4, dated_key)
SESSIONS = Ledger(
    "session",
    8,
    dated_key,
    lambda line: "skipped" if ": skipped" in line else "done" if ": done" in line else None,
)
LIFTS = Ledger("lift", 10, lambda line: (m := _LIFT_RE.match(line)) and m["ex"])
SORENESS = Ledger("soreness report", 6, dated_key)
TOP_SETS = Ledger("top set", 8, dated_key)


def update_training(page: Page, ctx: Ctx, out: PageOut) -> None:
    w, level = ctx.window, out.level
    if wants(ctx, "program.changed"):
        _program(page, ctx, out)
        block = page.find("Current block", ("program", "current program", "blocks", "block"))
        current = block.first(lambda line: line.startswith("- Current block:")) if block else None
        if current:
            out.facts.append(
                "block: " + clean_inline(strip_as_of(current).removeprefix("- Current block: "), 70)
            )
    if wants(ctx, "session.completed", "session.skipped"):
        sessions = w.of("session.completed", "session.skipped")
        SESSIONS.merge(
            page.section("Recent sessions", ("sessions", "session log")),
            {
                f"{e.local_date.isoformat()} {clean_key(e.payload['name'], 60)}": session_line(e)
                for e in sessions
            },
            day=ctx.day,
            level=level,
        )
        lifts = page.section("Lifts", ("per-lift notes", "per lift notes", "exercises"))
        LIFTS.merge(
            lifts, fold_lifts(LIFTS.lines(lifts), w.of("session.completed"), ctx), day=ctx.day, level=level
        )
    if wants(ctx, "checkin.soreness"):
        reports = w.of("checkin.soreness")
        SORENESS.merge(
            page.section("Soreness"),
            {
                f"{e.local_date.isoformat()} {clean_key(e.payload['area'], 60)}": soreness_line(e)
                for e in reports
            },
            day=ctx.day,
            level=level,
        )
    if ctx.nightly:
        _training_patterns(page, ctx, out)


def _program(page: Page, ctx: Ctx, out: PageOut) -> None:
    """The current block, and the blocks before it (from the window's changes, and from the block line
    being replaced — a change older than the window still lands in the history)."""
    changes = ctx.window.of("program.changed")
    section = page.section("Current block", ("program", "current program", "blocks", "block"))
    latest = changes[-1] if changes else None
    history = {_history_key(e.local_date): _history_line(e.local_date, program_text(e)) for e in changes[:-1]}
    current = section.first(lambda line: line.startswith("- Current block:"))
    if latest is not None and current is not None and (since := line_date(current)):
        before = strip_as_of(current).removeprefix("- Current block: ")
        if before != program_text(latest) and since < latest.local_date:
            history.setdefault(_history_key(since), _history_line(since, before))
    section.put(
        [("- Current block:", f"Current block: {program_text(latest)}" if latest else None)],
        ctx.day,
        confirm=ctx.fed("program.changed"),
    )
    PROGRAM.merge(section, history, day=ctx.day, level=out.level)


def _history_key(day: dt.date) -> str:
    return f"{day.isoformat()} program change"


def _history_line(day: dt.date, text: str) -> str:
    return f"- {day.isoformat()} program change: {text} (as of {day.isoformat()})"


def session_line(event: EventRecord) -> str:
    name, date = clean_key(event.payload["name"], 60), event.local_date.isoformat()
    if event.kind == "session.skipped":
        reason = clean_inline(event.payload.get("reason") or "no reason given", 100)
        return f"- {date} {name}: skipped — {reason} (as of {date})"
    sets = [s for s in event.payload.get("sets") or [] if isinstance(s, dict)]
    parts = []
    if sets:
        parts.append(f"{len(sets)} sets")
    volume = patterns.session_volume(event)
    if volume > 0:
        parts.append(f"{fmt_int(volume)} kg")
    if isinstance(event.payload.get("duration_min"), (int, float)):
        parts.append(f"{fmt_num(float(event.payload['duration_min']), 0)} min")
    rpe = patterns.session_rpe(event)
    if rpe is not None:
        parts.append(f"RPE {fmt_num(rpe)}")
    detail = f" — {', '.join(parts)}" if parts else ""
    return f"- {date} {name}: done{detail} (as of {date})"


def soreness_line(event: EventRecord) -> str:
    date = event.local_date.isoformat()
    note = f" — {clean_inline(event.payload['note'], 100)}" if event.payload.get("note") else ""
    return (
        f"- {date} {clean_key(event.payload['area'], 60)}: {event.payload['severity']}/5{note} (as of {date})"
    )


# --- lifts -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Lift:
    name: str
    best: tuple[float, int]
    held: int
    since: dt.date
    as_of: dt.date


def parse_lift(line: str) -> Lift | None:
    match = _LIFT_RE.match(line)
    if not match:
        return None
    load = 0.0 if match["load"] == "bodyweight" else float(match["load"].removesuffix(" kg"))
    return Lift(
        match["ex"],
        (load, int(match["reps"])),
        int(match["n"]),
        dt.date.fromisoformat(match["since"]),
        dt.date.fromisoformat(match["asof"]),
    )


def fold_lifts(current: dict[str, str], sessions: list[EventRecord], ctx: Ctx) -> dict[str, str]:
    """Each session's top set per exercise onto the lift lines. A session is folded once (only sessions
    after a line's date count), so refolding the window every night is a no-op."""
    lines = dict(current)
    for session in sessions:
        for top in patterns.top_sets(session):
            name = clean_key(top.exercise, 60).replace("*", "")
            lift = parse_lift(lines[name]) if name in lines else None
            if lift is not None and session.local_date <= lift.as_of:
                continue
            if lift is None or top.rank > lift.best:
                best, held, since = top.rank, 1, session.local_date
            else:
                best, held, since = lift.best, lift.held + 1, lift.since
            last = f"{fmt_set(top.weight, top.reps)} ({top.sets} sets" + (
                f", RPE {fmt_num(top.rpe)})" if top.rpe is not None else ")"
            )
            link = _topic_link(name, ctx)
            lines[name] = (
                f"- **{name}**: last {last}; best {fmt_set(*best)} held {held}× since {since.isoformat()}"
                f"{link} (as of {session.local_date.isoformat()})"
            )
    return lines


def topic_matches(path: str, exercise: str) -> bool:
    stem = _TOPIC_SUFFIX_RE.sub("", path.rsplit("/", 1)[-1].removesuffix(".md"))
    slug = kebab(exercise)
    return bool(stem) and (slug == stem or slug.startswith(stem + "-") or stem.startswith(slug + "-"))


def _topic_link(exercise: str, ctx: Ctx) -> str:
    topics = sorted(
        p for p in ctx.task.existing_paths | set(ctx.task.pages) if p.startswith("wiki/exercises/")
    )
    for path in topics:
        if topic_matches(path, exercise):
            label = path.rsplit("/", 1)[-1].removesuffix(".md").replace("-", " ")
            return f" — see [{label}]({relative('wiki/training-history.md', path)})"
    return ""


# --- patterns ----------------------------------------------------------------------------------


def current_plan(ctx: Ctx, page: Page | None) -> tuple[int, str] | None:
    """Planned sessions a week: the latest program change, else the page's block line, else a plan
    the coach wrote in a coach block on any loaded page."""
    changes = ctx.window.of("program.changed")
    if changes and (plan := patterns.parse_plan(str(changes[-1].payload["summary"]))):
        return plan, "current block"
    section = page.find("Current block", ("program", "current program", "blocks", "block")) if page else None
    line = section.first(lambda x: x.startswith("- Current block:")) if section else None
    if line and (plan := patterns.parse_plan(line)):
        return plan, "current block"
    for path in sorted(ctx.task.pages):
        for block in coach_blocks(ctx.task.pages[path]):
            if plan := patterns.parse_plan(block):
                return plan, "coach note"
    return None


def adherence_claim(tallies: list[patterns.WeekTally], plan: tuple[int, str] | None) -> str | None:
    if not tallies or not any(t.done or t.skipped for t in tallies):
        return None
    weeks = []
    for tally in tallies:
        label = f"W{tally.monday.isocalendar()[1]:02d}"
        count = f"{tally.done}/{plan[0]}" if plan else f"{tally.done} done"
        if not plan and tally.skipped:
            count += f", {tally.skipped} skipped"
        weeks.append(f"{label} {count}{'' if tally.complete else ' so far'}")
    basis = f" (plan {plan[0]} a week, from the {plan[1]})" if plan else " (no plan stated)"
    return f"Sessions vs plan: {' · '.join(weeks)}{basis}"


def _training_patterns(page: Page, ctx: Ctx, out: PageOut) -> None:
    plan = current_plan(ctx, page)
    tallies = patterns.weekly_adherence(ctx.window, plan[0] if plan else None)
    claim = adherence_claim(tallies, plan)
    # For the index summary: the stalled lifts the page's stat block counts (coda_console.eventstats,
    # last 42 days) — not a tally of the page's lift lines, which would disagree with the block.
    w = ctx.window
    stuck = eventstats.stalled_lifts(w.events, w.tz, end=w.day)
    adherence = page.section("Adherence", ("patterns",))
    adherence.replace(starts("- Stalled lifts"), [])
    adherence.put(
        [("- Sessions vs plan:", claim)],
        ctx.day,
        confirm=ctx.fed("session.completed", "session.skipped", "program.changed"),
    )
    current = tallies[-1] if tallies else None
    if current is not None and (current.done or current.skipped or plan):
        target = f"/{plan[0]}" if plan else ""
        out.facts.append(f"this week {current.done}{target} sessions")
    if stuck:
        out.facts.append("stalled: " + ", ".join(clean_inline(top.exercise, 60) for top in stuck[:2]))


# --- exercise topic pages ----------------------------------------------------------------------


def update_exercise_topic(page: Page, ctx: Ctx, out: PageOut) -> None:
    lines: dict[str, str] = {}
    for session in ctx.window.of("session.completed"):
        for top in patterns.top_sets(session):
            if topic_matches(page.path, top.exercise):
                name, date = clean_key(top.exercise, 60), session.local_date.isoformat()
                rpe = f", RPE {fmt_num(top.rpe)}" if top.rpe is not None else ""
                lines[f"{date} {name}"] = (
                    f"- {date} {name}: {fmt_set(top.weight, top.reps)} ({top.sets} sets{rpe}) (as of {date})"
                )
    if not lines:
        return
    section = page.section("Recent top sets")
    TOP_SETS.merge(section, lines, day=ctx.day, level=out.level)
    newest = max(lines.values(), key=lambda x: (line_date(x), x))
    out.facts.append("latest " + newest[2:].rsplit(" (as of", 1)[0])
