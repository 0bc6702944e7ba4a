"""The safety slice: what a bot must never plan without — on every pipeline (docs/context.md).

Current constraints and injuries (watch items included), open alerts (safety rolled up per body area,
contradictions with both sides), and goals, most severe first, within SAFETY_SLICE_MAX_TOKENS. Under
budget pressure the builder cuts it last.

The constraints page is read through its sections and list lines, not through the exact wording of
its entries: every list line of a section about the present (coach blocks included) is a current
item; a line naming a level (injury > constraint > watch) sorts by it.
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass

from coda_console.context.render import without_redundant_date
from coda_console.context.text import snippet
from coda_console.tokens import estimate_tokens

CONSTRAINTS_PAGE = "wiki/constraints-injuries.md"
GOALS_PAGE = "wiki/goals.md"
SAFETY_SLICE_MAX_TOKENS = 700
GOAL_LINES_MAX = 6
CONTRADICTIONS_MAX = 5
HEADER = "## Safety slice (overrides any plan; most severe first)"
CUT_MARKER = "… (more in constraints-injuries.md and the coach's alert inbox)"

_LEVELS = ("injury", "constraint", "watch")  # most severe first
_LEVEL_RE = re.compile(r"\b(injury|injured|constraint|watch)\b", re.IGNORECASE)
_PAST_SECTION_RE = re.compile(r"\b(resolved|cleared|history|archive|past|healed)\b", re.IGNORECASE)
_COACH_MARKER_RE = re.compile(r"<!--.*?-->")
# a watch item she said is over, with no report since (docs/understanding.md "Recovered, as she said"):
# no current caution — the slice leaves it out, and so do the plan-making pipelines' page quotes
_RECOVERED_WATCH_RE = re.compile(r"^- \*\*[^*]+\*\* \[watch\] .*\" — (?:recovered|corrected), as she said\b")


@dataclass(frozen=True)
class AlertItem:
    """An open alert as the slice needs it (the builder turns wiki alerts into these)."""

    kind: str  # "safety" | "wiki_contradiction"
    severity: str  # "high" | "medium" | "low"
    area: str  # body area for safety (rolled up by it), page for contradictions
    message: str
    evidence_at: str  # ISO date of the newest evidence
    old_claim: str = ""
    new_claim: str = ""


@dataclass(frozen=True)
class SafetySlice:
    lines: list[str]  # everything under the header, most severe first
    cited_paths: list[str]  # pages whose lines the slice quotes verbatim
    open_items: int  # open safety alerts + current constraint lines
    quoted: frozenset[str] = frozenset()  # the page lines it quotes (a quoted page does not repeat them)
    recovered: frozenset[str] = frozenset()  # watch items she said are over: no current caution

    def text(self) -> str:
        return "\n".join([HEADER, *self.lines])


def _level_rank(line: str) -> int:
    match = _LEVEL_RE.search(line)
    if not match:
        return len(_LEVELS)
    word = match.group(1).lower()
    return _LEVELS.index("injury" if word == "injured" else word)


def list_lines(text: str, *, skip_past: bool = False) -> list[str]:
    """The list items of a page, section by section (its H1 and summary are not items)."""
    items: list[str] = []
    past = False
    for raw in text.split("\n"):
        line = without_redundant_date(_COACH_MARKER_RE.sub("", raw).strip())
        if line.startswith("#"):
            past = skip_past and bool(_PAST_SECTION_RE.search(line))
            continue
        if line.startswith(("- ", "* ")) and not past and len(line) > 2:
            items.append(line)
    return items


def constraint_lines(text: str) -> list[str]:
    """Current constraints and injuries, most severe first (stable within a level); a watch item she
    said is over is not current."""
    lines = [line for line in list_lines(text, skip_past=True) if not recovered_watch(line)]
    return sorted(lines, key=_level_rank)


def recovered_watch(line: str) -> bool:
    return bool(_RECOVERED_WATCH_RE.search(line))


def recovered_lines(text: str) -> frozenset[str]:
    return frozenset(line for line in list_lines(text, skip_past=True) if recovered_watch(line))


def _alert_order(item: AlertItem) -> tuple[int, str]:
    """docs/context.md "Safety slice": new pain, injury or escalation; contradictions; watch roll-ups."""
    group = (0 if item.severity == "high" else 2) if item.kind == "safety" else 1
    return group, item.evidence_at


def roll_up(alerts: Iterable[AlertItem]) -> list[tuple[AlertItem, int]]:
    """One line per body area (safety) or per claim pair (contradiction): the newest, with a count."""
    groups: dict[tuple, list[AlertItem]] = {}
    for alert in alerts:
        key = (alert.kind, alert.area.lower()) if alert.kind == "safety" else (alert.kind, alert.old_claim)
        groups.setdefault(key, []).append(alert)
    newest = [
        (max(items, key=lambda a: (a.severity == "high", a.evidence_at)), len(items))
        for items in groups.values()
    ]
    by_group: dict[int, list[tuple[AlertItem, int]]] = {}
    for item, count in newest:
        by_group.setdefault(_alert_order(item)[0], []).append((item, count))
    ordered: list[tuple[AlertItem, int]] = []
    for group in sorted(by_group):
        ordered.extend(sorted(by_group[group], key=lambda pair: pair[0].evidence_at, reverse=True))
    return ordered


def _note(item: AlertItem, count: int) -> str:
    times = f" ×{count}" if count > 1 else ""
    return f"⚠ open alert ({item.severity}{times}, latest {item.evidence_at})"


def fold_alerts(
    entries: list[str], rolled: list[tuple[AlertItem, int]]
) -> tuple[list[str], list[tuple[AlertItem, int]]]:
    """A safety alert about an area that has a constraints line is noted on that line (the line
    already says what happened); the others stay in the alert list."""
    notes: dict[int, list[str]] = {}
    loose = []
    for item, count in rolled:
        area = " ".join(item.area.lower().split())
        index = next(
            (i for i, line in enumerate(entries) if item.kind == "safety" and area in line.lower()), None
        )
        if index is None:
            loose.append((item, count))
        else:
            notes.setdefault(index, []).append(_note(item, count))
    return [" ".join([line, *notes.get(i, [])]) for i, line in enumerate(entries)], loose


def alert_line(item: AlertItem, count: int) -> str:
    if item.kind == "safety":
        times = f", {count} open" if count > 1 else ""
        head = f"- SAFETY {item.area} ({item.severity}{times}, latest {item.evidence_at})"
        return f"{head}: {snippet(item.message, 70)}"
    return (
        f"- CONTRADICTION on {item.area} (open since {item.evidence_at}) — "
        f"old: “{snippet(item.old_claim, 120)}” vs new: “{snippet(item.new_claim, 120)}”"
    )


def build(
    *,
    constraints: tuple[str, int] | None,
    goals: tuple[str, int] | None,
    alerts: Iterable[AlertItem],
    max_tokens: int = SAFETY_SLICE_MAX_TOKENS,
    program: str = "",
) -> SafetySlice:
    """The slice from the two pages' current text (with their version numbers) and the open alerts.
    A goal line restating the active `program` (which has its own section) is not repeated."""
    lines: list[str] = []
    cited: list[str] = []
    current = constraint_lines(constraints[0]) if constraints else []
    rolled = roll_up(alerts)
    safety_open = sum(1 for item, _ in rolled if item.kind == "safety")
    annotated, loose = fold_alerts(current, rolled)
    if constraints:
        lines.append(f"Constraints and injuries (constraints-injuries.md v{constraints[1]}):")
        lines.extend(annotated or ["- none recorded"])
        cited.append(CONSTRAINTS_PAGE)
    else:
        lines.append("Constraints and injuries: none recorded.")
    contradictions = [pair for pair in loose if pair[0].kind != "safety"][:CONTRADICTIONS_MAX]
    kept = [pair for pair in loose if pair[0].kind == "safety" or pair in contradictions]
    lines.append("Other open alerts:" if kept else "Other open alerts: none.")
    lines.extend(alert_line(item, count) for item, count in kept)
    restated = " ".join(program.lower().split())
    goal_lines = [
        line
        for line in (list_lines(goals[0]) if goals else [])
        if not restated or restated not in line.lower()
    ][:GOAL_LINES_MAX]
    if goal_lines and goals:
        lines.append(f"Goals (goals.md v{goals[1]}):")
        lines.extend(goal_lines)
        cited.append(GOALS_PAGE)
    elif goals:
        lines.append(f"Goals (goals.md v{goals[1]}): nothing beyond the active program.")
    else:
        lines.append("Goals: none recorded.")
    return SafetySlice(
        lines=cap(lines, max_tokens),
        cited_paths=cited,
        open_items=safety_open + len(current),
        quoted=frozenset([*current, *goal_lines]),
        recovered=recovered_lines(constraints[0]) if constraints else frozenset(),
    )


def _fits(lines: list[str], max_tokens: int) -> bool:
    return estimate_tokens("\n".join([HEADER, *lines])) <= max_tokens


def cap(lines: list[str], max_tokens: int) -> list[str]:
    """The slice's own cap: least severe lines (the tail) go first, and the cut is marked."""
    if _fits(lines, max_tokens):
        return lines
    kept = list(lines)
    while kept and not _fits([*kept, CUT_MARKER], max_tokens):
        kept.pop()
    return [*kept, CUT_MARKER]
