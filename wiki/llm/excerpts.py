"""Candidate pages sent bounded: long runs of dated ledger lines go out as their newest lines plus one
marker, and the answer gets the hidden lines back before the validator reads it (docs/anthropic.md
"Request size").

A page's ledgers (recent sessions, soreness reports, logged days, program changes — one dated line
each, `- YYYY-MM-DD …`) fill up to their caps in the first weeks; sent whole, they made a day-180
request 13 % larger than a day-7 one. The model needs the newest few to continue a ledger, not the
oldest ones — and it must not lose what it was not shown. So:

- In the request, a run of more than `SHOWN_PER_RUN` consecutive dated lines (outside coach and stat
  blocks) keeps its `SHOWN_PER_RUN` newest lines; the older ones become one marker line
  `[N older dated lines not shown: they stay on the page as they are]` at their place.
- A page longer than the cap minus `WHOLE_PAGE_HEADROOM` lines is sent whole: near its cap the model
  must see everything it may fold or retire.
- In the answer, each marker is replaced by its hidden lines (a marker the model dropped: the lines go
  back at the end of their section, or under their heading at the end of the page). The validator then
  judges the page as it will be stored — shrinkage, coach blocks, ⚠ pairs and the line cap included.

Pure functions of the page text: the same task gives the same request (batch digests compare equal).
"""

import dataclasses
import re

from wiki.distillers.base import DistillInput, Proposal

SHOWN_PER_RUN = 3  # newest dated lines of a run the model sees
WHOLE_PAGE_HEADROOM = 20  # pages within this many lines of WIKI_PAGE_MAX_LINES are sent whole
DATED_LINE_RE = re.compile(r"^- (\d{4}-\d{2}-\d{2})\b")
# The marker as sent, or as a model may echo it (as a bullet, with an ellipsis, without brackets).
MARKER_RE = re.compile(r"^\s*(?:[-*]\s+)?\[?[^\w\n]*?(\d+) older dated lines? not shown\b.*$")
_OPEN_RE = re.compile(r"^<!-- (?:coach|stats) \d{4}-\d{2}-\d{2} -->$")
_CLOSE_RE = re.compile(r"^<!-- /(?:coach|stats) -->$")


def marker(count: int) -> str:
    return f"[{count} older dated lines not shown: they stay on the page as they are]"


@dataclasses.dataclass(frozen=True)
class Hidden:
    heading: str  # the heading line the run sits under ("" above the first heading)
    lines: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class Excerpt:
    text: str  # what the request shows
    hidden: tuple[Hidden, ...]  # in page order, one per marker


def _runs(lines: list[str]) -> list[tuple[int, int, str]]:
    """(start, end, heading) of each run of consecutive dated lines outside coach and stat blocks."""
    runs, start, heading, blocked = [], None, "", False
    for at, line in enumerate([*lines, ""]):
        dated = not blocked and bool(DATED_LINE_RE.match(line))
        if start is not None and not dated:
            runs.append((start, at, heading))
            start = None
        if dated and start is None:
            start = at
        if _OPEN_RE.match(line):
            blocked = True
        elif _CLOSE_RE.match(line):
            blocked = False
        elif line.startswith("#") and not blocked:
            heading = line
    return runs


def excerpt(text: str, *, max_lines: int) -> Excerpt:
    lines = text.split("\n")
    if len(lines) > max_lines - WHOLE_PAGE_HEADROOM:
        return Excerpt(text, ())
    shown: list[str] = []
    hidden: list[Hidden] = []
    done = 0
    for start, end, heading in _runs(lines):
        if end - start <= SHOWN_PER_RUN:
            continue
        run = lines[start:end]
        newest_first = run[0][2:12] >= run[-1][2:12]
        keep = run[:SHOWN_PER_RUN] if newest_first else run[-SHOWN_PER_RUN:]
        old = run[SHOWN_PER_RUN:] if newest_first else run[:-SHOWN_PER_RUN]
        shown += lines[done:start]
        shown += [*keep, marker(len(old))] if newest_first else [marker(len(old)), *keep]
        hidden.append(Hidden(heading, tuple(old)))
        done = end
    if not hidden:
        return Excerpt(text, ())
    return Excerpt("\n".join([*shown, *lines[done:]]), tuple(hidden))


def shown_pages(task: DistillInput, *, max_lines: int) -> dict[str, str]:
    return {path: excerpt(text, max_lines=max_lines).text for path, text in task.pages.items()}


def _heading_at(lines: list[str], at: int) -> str:
    return next((line for line in reversed(lines[:at]) if line.startswith("#")), "")


def _section_end(lines: list[str], heading: str) -> int | None:
    """Index after the last non-blank line of `heading`'s section; None if the heading is gone."""
    if heading not in lines:
        return None
    start = lines.index(heading) + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("#")), len(lines))
    while end > start and not lines[end - 1].strip():
        end -= 1
    return end


def restore(original: str, answer: str, *, max_lines: int) -> str:
    """The answer with every line the request hid put back (see the module docstring)."""
    hidden = list(excerpt(original, max_lines=max_lines).hidden)
    if not hidden:
        return answer
    lines = answer.split("\n")
    present = set(lines)
    out: list[str] = []
    for at, line in enumerate(lines):
        match = MARKER_RE.match(line)
        if match is None:
            out.append(line)
            continue
        heading, count = _heading_at(lines, at), int(match[1])
        group = next((h for h in hidden if h.heading == heading), None)
        group = group or next((h for h in hidden if len(h.lines) == count), None)
        group = group or (hidden[0] if hidden else None)
        if group is not None:  # a marker beyond the hidden groups is the model's copy: dropped
            hidden.remove(group)
            out += [kept for kept in group.lines if kept not in present]
    for group in hidden:  # markers the model left out: the lines return to their section
        missing = [kept for kept in group.lines if kept not in present]
        end = _section_end(out, group.heading) if group.heading else None
        if end is None:
            tail = ["", group.heading] if group.heading else [""]
            while out and not out[-1].strip():
                out.pop()
            out += [*tail, *missing, ""]
        else:
            out[end:end] = missing
    return "\n".join(out)


def restore_proposal(task: DistillInput, proposal: Proposal, *, max_lines: int) -> Proposal:
    """Every rewritten candidate page with its hidden lines back."""
    pages = {
        path: restore(task.pages[path], text, max_lines=max_lines)
        if isinstance(text, str) and path in task.pages
        else text
        for path, text in proposal.pages.items()
    }
    return dataclasses.replace(proposal, pages=pages) if pages != proposal.pages else proposal
