"""Text the pipeline itself writes: core page skeletons, index.md, log.md lines. Pure functions.

Everything here is a function of its arguments only (dates are client-local dates passed in, never the
clock), so a replay in wiki_rebuild produces the same bytes.
"""

import datetime as dt
import re
from dataclasses import dataclass

from wiki.tree.escaping import escape_page_text
from wiki.tree.markup import WEEKLY_PATH_RE
from wiki.tree.pagemap import CORE_PAGES


@dataclass(frozen=True)
class CorePageSpec:
    title: str
    summary: str
    sections: tuple[str, ...]


CORE_PAGE_SPECS: dict[str, CorePageSpec] = {
    "wiki/profile.md": CorePageSpec(
        "Profile",
        "Who this person is: life context, schedule, equipment, travel.",
        ("Life context", "Schedule", "Equipment", "Travel"),
    ),
    "wiki/goals.md": CorePageSpec(
        "Goals",
        "Goals, why they matter to this person, milestones and bodyweight trend.",
        ("Goals", "Why they matter", "Milestones", "Bodyweight"),
    ),
    "wiki/constraints-injuries.md": CorePageSpec(
        "Constraints and injuries",
        "Safety-critical: constraints, injuries and watch items; removals by the coach only.",
        ("Entries", "Notes"),
    ),
    "wiki/training-history.md": CorePageSpec(
        "Training history",
        "Program blocks, response to training, per-lift notes and adherence.",
        ("Current block", "Adherence", "Lifts", "Soreness"),
    ),
    "wiki/nutrition-patterns.md": CorePageSpec(
        "Nutrition patterns",
        "Eating habits, protein pattern and what nutrition feedback lands.",
        ("Habits", "Protein", "What lands"),
    ),
    "wiki/recovery-patterns.md": CorePageSpec(
        "Recovery patterns",
        "Sleep and recovery rhythms, baselines and what predicts bad days.",
        ("Sleep", "Recovery", "Predictors", "Travel"),
    ),
    "wiki/preferences.md": CorePageSpec(
        "Preferences",
        "Channel, timing, format and interaction quirks.",
        ("Timing", "Format", "Interaction"),
    ),
    "wiki/coaching-playbook.md": CorePageSpec(
        "Coaching playbook",
        "How to coach this specific person: tone, motivators, red buttons.",
        ("Tone that works", "Motivators", "Red buttons", "What works operationally", "Escalation notes"),
    ),
}
assert tuple(CORE_PAGE_SPECS) == CORE_PAGES

SUMMARY_MAX_CHARS = 200
# index.md lists the newest weekly reviews one by one and folds the rest into a single row: the index
# is read on every context call, so it must not grow a line a week forever.
WEEKLY_ROWS_IN_INDEX = 4


def core_page(path: str, client_name: str) -> str:
    spec = CORE_PAGE_SPECS[path]
    lines = [f"# {spec.title} — {escape_page_text(client_name)}", "", f"*{spec.summary}*", ""]
    for section in spec.sections:
        lines += [f"## {section}", ""]
    return "\n".join(lines).rstrip("\n") + "\n"


LOG_HEADER = "# Log — {name}\n\n*Append-only journal: one dated entry per workflow run. Never rewritten.*\n"


def log_empty(client_name: str) -> str:
    return LOG_HEADER.format(name=escape_page_text(client_name))


def log_line(date: dt.date, workflow: str, subject: str, details: str = "") -> str:
    """`## [YYYY-MM-DD] <workflow> | <subject> — <details>` on one line (subjects quote bot text: escaped)."""
    text = f"## [{date.isoformat()}] {workflow} | {one_line(escape_page_text(subject)) or workflow}"
    if details:
        text += f" — {one_line(escape_page_text(details))}"
    return text


def log_append(log_text: str, line: str) -> str:
    """Append one entry; the first entry is separated from the header by a blank line."""
    body = log_text.rstrip("\n")
    separator = "\n" if "\n## [" in body else "\n\n"
    return body + separator + line + "\n"


def one_line(text: str, limit: int = SUMMARY_MAX_CHARS) -> str:
    """Collapse whitespace to one line and cap it (for summaries and log subjects)."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def page_label(path: str) -> str:
    """How pages are named in log lines and index rows: relative to wiki/ ("weekly/2026-W32.md")."""
    return path.removeprefix("wiki/")


def _index_sort_key(path: str) -> tuple:
    if path in CORE_PAGES:
        return (0, CORE_PAGES.index(path), "")
    weekly = WEEKLY_PATH_RE.match(path)
    if weekly:  # newest week first
        return (3, -int(weekly.group(1)) * 100 - int(weekly.group(2)), path)
    if path.startswith("wiki/exercises/"):
        return (2, 0, path)
    return (1, 0, path)


def _cell(text: str) -> str:
    """A machine summary (validated: one line, no HTML) in a table cell; bot text in it was escaped
    where the distiller quoted it."""
    return one_line(text).replace("|", "/")


def render_index(client_name: str, rows: dict[str, tuple[str, dt.date | None]], date: dt.date) -> str:
    """index.md: every wiki/ page, its one-line summary and updated date (`rows`: path → (summary, date))."""
    pages = sorted((path for path in rows if path.startswith("wiki/")), key=_index_sort_key)
    lines = [
        f"# Index — {escape_page_text(client_name)}",
        "",
        f"*Catalog of every wiki page with a one-line summary · updated {date.isoformat()} · "
        f"{len(pages)} pages.*",
        "",
        "| Page | One-line summary | Updated |",
        "|---|---|---|",
    ]
    weekly = [path for path in pages if WEEKLY_PATH_RE.match(path)]
    folded = weekly[WEEKLY_ROWS_IN_INDEX:]  # older frozen weeks: one row, so the index stays flat
    for path in pages:
        if path in folded:
            continue
        summary, updated_on = rows[path]
        label = page_label(path)
        updated = updated_on.isoformat() if updated_on else ""
        lines.append(f"| [{label}]({path}) | {_cell(summary)} | {updated} |")
    if folded:
        oldest, newest = page_label(folded[-1]), page_label(folded[0])
        lines.append(f"| weekly/ (earlier) | {len(folded)} frozen weekly reviews, {oldest} … {newest} | |")
    return "\n".join(lines) + "\n"


_SLUG_STRIP = re.compile(r"[^a-z0-9]+")


def slugify(text: str) -> str:
    """Kebab-case for page names: "Pull-up progression" → "pull-up-progression"."""
    return _SLUG_STRIP.sub("-", text.lower()).strip("-")[:80].strip("-")
