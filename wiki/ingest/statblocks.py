"""Stat blocks: the numbers a page shows, computed by code and owned by the pipeline (docs/wiki.md
"Stat blocks").

A distiller writes judgement; the numbers — baselines, averages, adherence, stalled lifts, trends,
counts — are computed here from the run's evidence window through the one statistics implementation
(`coda_console.eventstats`, which the stats endpoint uses too) and written into the page as

    <!-- stats 2026-08-09 -->
    - Recovery baseline: 58% (28-day mean, 24 days)
    - Sleep avg: 6.9 h (7 d, 6 nights)
    <!-- /stats -->

right under the page's summary line. The pipeline stamps the fresh block into every candidate page
before a distiller reads it and onto every page a distiller writes; the validator rejects a proposal
that alters, removes or forges one. Bot text can never hold a marker: the escaping turns `<` into `‹`.
Pure functions: same events, same day → the same block, byte for byte.
"""

import datetime as dt
import re
import zoneinfo
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from coda_console import eventstats
from coda_console.eventstats import Condition
from wiki.distillers.base import EventRecord
from wiki.tree.markup import STAT_BLOCK_RE, WEEKLY_PATH_RE, stat_blocks

SHORT_NIGHT_HOURS = 5.5  # as the rules distiller's "short night" (docs/wiki-rules.md "Patterns")
# A number restating a stat may differ from it by this share of the stat, or by one unit of its last
# displayed digit, whichever is larger (docs/anthropic.md "Numbers and judgement").
RESTATE_TOLERANCE = 0.05
# Other ways prose names a stat (the label itself always counts). Lower case; words may be separated
# by any punctuation or spaces.
ALIASES: dict[str, tuple[str, ...]] = {
    "Recovery baseline": ("baseline recovery", "recovery avg", "recovery average"),
    "Protein avg": ("protein average", "average protein"),
    "Energy avg": ("energy average", "kcal avg", "calories avg"),
    "Sleep avg": ("sleep average", "average sleep"),
    "Session RPE avg": ("rpe avg", "average rpe", "rpe average"),
    "Recovery avg": ("recovery average", "average recovery"),
}
# Counts are quoted over many windows ("3 of 4 sessions this week"): only averages, baselines, shares
# and weights are held to their block.
RESTATE_EXEMPT = frozenset({"Sessions", "Skipped", "Stalled lifts", "Short nights"})


@dataclass(frozen=True)
class Stat:
    label: str
    value: float
    unit: str  # appended to the number: "%", " h", " g/day"
    decimals: int
    basis: str  # the window and sample: "28-day mean, 24 days"

    def line(self) -> str:
        return f"- {self.label}: {fmt(self.value, self.decimals)}{self.unit} ({self.basis})"

    @property
    def tolerance(self) -> float:
        return max(abs(self.value) * RESTATE_TOLERANCE, 10.0**-self.decimals)


def fmt(value: float, decimals: int) -> str:
    text = f"{value:.{decimals}f}"
    return "0" if text in ("-0", "-0.0") else text


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


@dataclass(frozen=True)
class Series:
    """The evidence window a block is computed over: every event up to the run's day."""

    events: tuple[EventRecord, ...]
    tz: zoneinfo.ZoneInfo
    day: dt.date

    def days(self, metric: str, days: int, where: Iterable[Condition] = ()) -> list[eventstats.DayValue]:
        return eventstats.over_days(metric, self.events, self.tz, end=self.day, days=days, where=where)

    def count(self, kind: str, days: int) -> int:
        return eventstats.count_events(kind, self.events, self.tz, end=self.day, days=days)

    def mean(self, metric: str, days: int) -> tuple[float | None, int]:
        found = eventstats.summary(self.days(metric, days))
        return found["mean"], int(found["days"] or 0)


def _mean_stat(
    series: Series, metric: str, days: int, label: str, unit: str, decimals: int, what: str
) -> list[Stat]:
    value, count = series.mean(metric, days)
    if value is None:
        return []
    return [Stat(label, value, unit, decimals, f"{days} d, {_plural(count, what)}")]


def recovery_stats(series: Series) -> list[Stat]:
    found: list[Stat] = []
    baseline, scored = series.mean("recovery", 28)
    if baseline is not None:
        found.append(Stat("Recovery baseline", baseline, "%", 0, f"28-day mean, {_plural(scored, 'day')}"))
    found += _mean_stat(series, "sleep_hours", 7, "Sleep avg", " h", 1, "night")
    found += _mean_stat(series, "sleep_hours", 28, "Sleep 28-day avg", " h", 1, "night")
    nights = len(series.days("sleep_hours", 28))
    if nights:
        short = len(series.days("sleep_hours", 28, [Condition("sleep_hours", "<", SHORT_NIGHT_HOURS)]))
        basis = f"of {_plural(nights, 'logged night')} under {fmt(SHORT_NIGHT_HOURS, 1)} h, 28 d"
        found.append(Stat("Short nights", short, "", 0, basis))
    return found


def nutrition_stats(series: Series) -> list[Stat]:
    return [
        *_mean_stat(series, "protein", 14, "Protein avg", " g/day", 0, "logged day"),
        *_mean_stat(series, "kcal", 14, "Energy avg", " kcal/day", 0, "logged day"),
    ]


def goals_stats(series: Series) -> list[Stat]:
    weights = series.days("weight", 28)
    if not weights:
        return []
    found = [Stat("Weight", weights[-1].value, " kg", 1, f"latest, {weights[-1].date.isoformat()}")]
    if len(weights) >= 2:
        span = (weights[-1].date - weights[0].date).days
        found.append(
            Stat(
                "Weight change",
                weights[-1].value - weights[0].value,
                " kg",
                1,
                f"over {span} d, {len(weights)} weigh-ins",
            )
        )
    return found


def training_stats(series: Series) -> list[Stat]:
    done = sum(int(day.value) for day in series.days("sessions", 28))
    skipped = series.count("session.skipped", 28)
    if not done and not skipped:
        return []
    found = [
        Stat("Sessions", done, "", 0, "28 d"),
        Stat("Skipped", skipped, "", 0, "28 d"),
        Stat("Adherence", 100 * done / (done + skipped), "%", 0, f"{done} of {done + skipped} logged, 28 d"),
    ]
    found += _mean_stat(series, "rpe", 28, "Session RPE avg", "", 1, "session day")
    stalled = eventstats.stalled_lifts(series.events, series.tz, end=series.day)
    if stalled:
        names = ", ".join(
            f"{top.exercise} {fmt(top.weight, 1).removesuffix('.0')} kg × {top.reps}" for top in stalled[:3]
        )
        more = " …" if len(stalled) > 3 else ""
        found.append(Stat("Stalled lifts", len(stalled), "", 0, f"{names}{more}; 42 d"))
    return found


def weekly_stats(series: Series) -> list[Stat]:
    days = series.day.isoweekday()  # Monday … the run's day
    done = sum(int(day.value) for day in series.days("sessions", days))
    skipped = series.count("session.skipped", days)
    found = [Stat("Sessions", done, "", 0, f"this week, {skipped} skipped")] if done or skipped else []
    found += _mean_stat(series, "sleep_hours", days, "Sleep avg", " h", 1, "night")
    found += _mean_stat(series, "protein", days, "Protein avg", " g/day", 0, "logged day")
    found += _mean_stat(series, "recovery", days, "Recovery avg", "%", 0, "day")
    return [
        Stat(stat.label, stat.value, stat.unit, stat.decimals, stat.basis.replace(f"{days} d,", "this week,"))
        for stat in found
    ]


PAGE_STATS: dict[str, Callable[[Series], list[Stat]]] = {
    "wiki/recovery-patterns.md": recovery_stats,
    "wiki/nutrition-patterns.md": nutrition_stats,
    "wiki/goals.md": goals_stats,
    "wiki/training-history.md": training_stats,
}


def stats_for(path: str, local_date: dt.date) -> Callable[[Series], list[Stat]] | None:
    """The page's stat definitions; a weekly page has them only for the run's own ISO week."""
    if WEEKLY_PATH_RE.match(path):
        year, week = int(path[12:16]), int(path[18:20])
        return weekly_stats if (year, week) == local_date.isocalendar()[:2] else None
    return PAGE_STATS.get(path)


def _zone(name: str) -> zoneinfo.ZoneInfo:
    try:
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return zoneinfo.ZoneInfo("UTC")


def series_of(events: Iterable[EventRecord], timezone: str, local_date: dt.date) -> Series:
    unique = {event.seq: event for event in events if event.local_date <= local_date}
    ordered = tuple(sorted(unique.values(), key=lambda e: (e.occurred_at, e.seq)))
    return Series(ordered, _zone(timezone), local_date)


def render_block(local_date: dt.date, stats: list[Stat]) -> str | None:
    if not stats:
        return None
    return "\n".join(
        [f"<!-- stats {local_date.isoformat()} -->", *(s.line() for s in stats), "<!-- /stats -->"]
    )


def expected_blocks(paths: Iterable[str], series: Series) -> dict[str, str | None]:
    """path → the block the page must carry after this run (None: no block), for pages with stats."""
    blocks: dict[str, str | None] = {}
    for path in paths:
        spec = stats_for(path, series.day)
        if spec is not None:
            blocks[path] = render_block(series.day, spec(series))
    return blocks


def stamp(text: str, block: str | None) -> str:
    """The page with its stat block replaced by `block` (removed when None; inserted right under the
    summary line when the page has none)."""
    lines = text.split("\n")
    match = STAT_BLOCK_RE.search(text) if stat_blocks(text) else None
    if match is not None:
        start = text[: match.start()].count("\n")
        end = start + match.group(0).count("\n") + 1
        while end < len(lines) and not lines[end].strip():
            end += 1
        rest = lines[end:]
        head = lines[:start]
    else:
        head, rest = lines[:3], lines[3:]
    while head and not head[-1].strip():
        head.pop()
    while rest and not rest[0].strip():
        rest.pop(0)
    middle = ["", *block.split("\n")] if block else []
    return "\n".join([*head, *middle, *([""] if rest else []), *rest]) + ("" if rest else "\n")


_LINE_RE = re.compile(r"^- (?P<label>[^:\n]+): (?P<value>-?\d+(?:\.\d+)?)[^\n(]* \(", re.MULTILINE)


def block_stats(block: str) -> list[Stat]:
    """The stats a rendered block states (label, value, decimals shown)."""
    found = []
    for match in _LINE_RE.finditer(block):
        number = match["value"]
        decimals = len(number.split(".")[1]) if "." in number else 0
        found.append(Stat(match["label"], float(number), "", decimals, ""))
    return found


def label_pattern(label: str) -> re.Pattern:
    """A label (or alias) followed by a number: words apart by punctuation/space, a few fillers allowed."""
    words = r"[\W_]+".join(re.escape(word) for word in re.findall(r"[\w.-]+", label.lower()))
    filler = r"(?:[\s:=~≈(]|is\b|was\b|of\b|at\b|about\b|around\b|now\b|approx\.?)*"
    return re.compile(rf"(?<![\w-]){words}(?![\w-]){filler}(?<![\d.])(-?\d+(?:\.\d+)?)", re.IGNORECASE)


_QUOTED_RE = re.compile(r'"[^"\n]*"|“[^”\n]*”')


def restated(text: str, stats: list[Stat]) -> list[tuple[Stat, float, re.Match]]:
    """(stat, the number stated, the match) for each place `text` restates a stat by its label or an
    alias with a number that differs by more than the stat's tolerance. Quoted text ("…", “…”) is the
    client's words — evidence, not judgement — and is not read."""
    text = _QUOTED_RE.sub('""', text)
    found = []
    for stat in stats:
        for name in (stat.label, *ALIASES.get(stat.label, ())):
            for match in label_pattern(name).finditer(text):
                stated = float(match.group(1))
                if abs(stated - stat.value) > stat.tolerance + 1e-9:
                    found.append((stat, stated, match))
    return found
