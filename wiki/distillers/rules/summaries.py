"""The one-line index summary of every page written, and the log subject of the run."""

import re

from wiki.distillers.base import EventRecord
from wiki.distillers.rules.text import clean_inline
from wiki.tree.markup import ENTRY_LEVELS, coach_blocks, constraint_entries, contradiction_lines, page_summary

SUMMARY_LIMIT = 160


def index_summary(path: str, text: str, facts: list[str]) -> str:
    """Facts the updaters computed (most telling first), else the page's own italic summary; plus open
    contradictions and coach blocks, which a coach scanning the index wants to see."""
    parts = list(dict.fromkeys(f for f in facts if f))[:4]
    if path == "wiki/constraints-injuries.md":
        entries = sorted(
            constraint_entries(text).values(), key=lambda e: (-ENTRY_LEVELS.index(e.level), e.area)
        )
        parts = [", ".join(_entry_summary(e) for e in entries[:5])] if entries else []
    if not parts:
        parts = [page_summary(text) or path.rsplit("/", 1)[-1].removesuffix(".md").replace("-", " ")]
    parts = [clean_inline(part, SUMMARY_LIMIT) for part in parts]  # may quote bot text: escaped
    pairs = sum(1 for line in contradiction_lines(text) if line.side == "old")
    if pairs:
        parts.append(f"⚠ {pairs} open contradiction{'s' if pairs > 1 else ''}")
    blocks = len(coach_blocks(text))
    if blocks:
        parts.append(f"{blocks} coach block{'s' if blocks > 1 else ''}")
    summary = "; ".join(parts)
    if len(summary) > SUMMARY_LIMIT:
        summary = summary[: SUMMARY_LIMIT - 1].rstrip() + "…"
    return summary[:1].upper() + summary[1:]


_RECOVERED_RE = re.compile(r'; (\d{4}-\d{2}-\d{2}) ".*" — (recovered|corrected), as she said\b')


def _entry_summary(entry) -> str:
    """ "neck [watch]"; a watch item she said is over reads "neck (recovered 2026-11-09)", so no index
    row presents it as a current caution (docs/understanding.md "Recovered, as she said")."""
    said = _RECOVERED_RE.search(entry.text) if entry.level == "watch" else None
    return f"{entry.area} ({said[2]} {said[1]})" if said else f"{entry.area} [{entry.level}]"


NIGHTLY_ORDER = ("travel.started", "session.completed", "session.skipped", "travel.ended", "injury.reported")
INLINE_ORDER = ("injury.reported", "checkin.soreness", "question.answered", "program.changed", "note.filed")


def log_subject(events: tuple[EventRecord, ...], *, inline: bool) -> str:
    """ "session: lower body A", "travel: Berlin", "injury: left wrist", … or "rest day"."""
    ordered = sorted(events, key=lambda e: (e.occurred_at, e.seq))
    for kind in INLINE_ORDER if inline else (*NIGHTLY_ORDER, "note.filed"):
        found = [e for e in ordered if e.kind == kind]
        if found:
            return _subject(_describe(kind, found))
    return "inline update" if inline else "rest day"


def _describe(kind: str, found: list[EventRecord]) -> str:
    payload = found[0].payload
    if kind == "session.completed":
        names = list(dict.fromkeys(clean_inline(e.payload["name"], 40) for e in found))
        more = f" +{len(names) - 2} more" if len(names) > 2 else ""
        return "session: " + " + ".join(names[:2]) + more
    if kind == "travel.started":
        return "travel: " + str(payload.get("location") or "trip")
    if kind == "travel.ended":
        return "back from travel"
    if kind == "session.skipped":
        return "skipped: " + str(payload["name"])
    if kind == "injury.reported":
        return "injury: " + str(payload["area"])
    if kind == "checkin.soreness":
        return f"soreness: {payload['area']} {payload['severity']}/5"
    if kind == "question.answered":
        return "answer: " + str(payload["answer"])
    if kind == "program.changed":
        return "program change"
    return "note: " + str(payload["title"])


def _subject(text: str) -> str:
    return clean_inline(text.replace("—", "-"), 80)
