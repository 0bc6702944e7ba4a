"""The markdown conventions every writer of a wiki page shares (distillers, coach edits, validator).

Kept in one place so the validator and the writers can never disagree about what a coach block,
a contradiction pair, a watch item or a dated claim looks like.

Page shape:
    # Title
    <blank>
    *One-line italic summary.*
    <blank>
    ## Section
    - claim (as of 2026-08-09)

Coach block (ground truth; byte-identical forever unless the coach herself edits it):
    <!-- coach 2026-08-03 -->
    ...her prose...
    <!-- /coach -->

Contradiction pair (both claims kept, side by side, until a person resolves the alert):
    - ⚠ CONTRADICTION (old): runs reliably even on hotel weeks (as of 2026-06-30)
    - ⚠ CONTRADICTION (new): skipped 2 of 2 zone-2 runs while travelling (as of 2026-08-04)

Stat block (machine-owned numbers, computed by code from the event log; at most one per page, right
under the summary line; a distiller copies it byte for byte — docs/wiki.md "Stat blocks"):
    <!-- stats 2026-08-09 -->
    - Recovery baseline: 58% (28-day mean, 24 days)
    <!-- /stats -->

constraints-injuries.md entries (one per area; levels only ever rise unless the coach lowers them):
    - **left wrist** [constraint] no barbell front rack (as of 2026-07-01)
    - **right knee** [watch] "just a niggle" per her (as of 2026-08-09)
"""

import re
from dataclasses import dataclass

COACH_BLOCK_RE = re.compile(r"<!-- coach (\d{4}-\d{2}-\d{2}) -->\n.*?<!-- /coach -->", re.DOTALL)
COACH_MARKER_RE = re.compile(r"<!-- (?:coach \d{4}-\d{2}-\d{2}|/coach) -->")
STAT_BLOCK_RE = re.compile(r"<!-- stats (\d{4}-\d{2}-\d{2}) -->\n.*?<!-- /stats -->", re.DOTALL)
STAT_MARKER_RE = re.compile(r"<!-- (?:stats \d{4}-\d{2}-\d{2}|/stats) -->")
CONTRADICTION_MARK = "⚠ CONTRADICTION"
CONTRADICTION_RE = re.compile(r"^- ⚠ CONTRADICTION \((old|new)\): (.+)$", re.MULTILINE)
DATED_CLAIM_RE = re.compile(r"\(as of (\d{4}-\d{2}-\d{2})\)")
ENTRY_RE = re.compile(
    r"^- \*\*(?P<area>[^*]+)\*\* \[(?P<level>watch|constraint|injury)\] (?P<text>.*)$", re.MULTILINE
)
LINK_RE = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
H1_RE = re.compile(r"\A# \S.*\n\n\*[^*\n].*\*\n")
KEBAB_PATH_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*\.md$")
WEEKLY_PATH_RE = re.compile(r"^wiki/weekly/(\d{4})-W(\d{2})\.md$")

# Severity order of constraints-injuries levels: an entry may only move right (or stay).
ENTRY_LEVELS = ("watch", "constraint", "injury")


def coach_blocks(text: str) -> list[str]:
    """Every coach block in order, byte for byte (markers included)."""
    return [match.group(0) for match in COACH_BLOCK_RE.finditer(text)]


def stat_blocks(text: str) -> list[str]:
    """Every stat block in order, byte for byte (markers included), outside coach blocks."""
    return [match.group(0) for match in STAT_BLOCK_RE.finditer(outside_coach_blocks(text))]


def coach_block(date_iso: str, prose: str) -> str:
    return f"<!-- coach {date_iso} -->\n{prose.strip()}\n<!-- /coach -->"


def outside_coach_blocks(text: str) -> str:
    """The page with coach blocks cut out: what a machine may rewrite."""
    return COACH_BLOCK_RE.sub("", text)


@dataclass(frozen=True)
class ContradictionLine:
    side: str  # "old" | "new"
    claim: str


def contradiction_lines(text: str) -> list[ContradictionLine]:
    return [ContradictionLine(side, claim.strip()) for side, claim in CONTRADICTION_RE.findall(text)]


def contradiction_pair(old_claim: str, new_claim: str) -> str:
    return f"- {CONTRADICTION_MARK} (old): {old_claim}\n- {CONTRADICTION_MARK} (new): {new_claim}"


@dataclass(frozen=True)
class Entry:
    area: str  # normalised: lower-case, single spaces
    level: str
    text: str

    @property
    def rank(self) -> int:
        return ENTRY_LEVELS.index(self.level)


def normalise_area(area: str) -> str:
    return " ".join(area.lower().split())


def constraint_entries(text: str) -> dict[str, Entry]:
    """constraints-injuries.md entries by area (the highest level wins if an area repeats)."""
    entries: dict[str, Entry] = {}
    for match in ENTRY_RE.finditer(text):
        entry = Entry(normalise_area(match["area"]), match["level"], match["text"].strip())
        if entry.area not in entries or entry.rank > entries[entry.area].rank:
            entries[entry.area] = entry
    return entries


ENTRY_TAIL_RE = re.compile(r" — last: (\d{4}-\d{2}-\d{2}), (\d+) reports?\b")
_ANY_TAIL_RE = re.compile(r" — last: .*$")
_AS_OF_END_RE = re.compile(r"\s*\(as of \d{4}-\d{2}-\d{2}\)\s*$")


def entry_tail(text: str) -> tuple[str, int] | None:
    """The machine-owned tail of an entry, "— last: YYYY-MM-DD, N reports": (date, N), or None."""
    match = ENTRY_TAIL_RE.search(text)
    return (match[1], int(match[2])) if match else None


def entry_stable(text: str) -> str:
    """An entry's stable part (what no machine rewrites): its text without the tail and the date."""
    return _ANY_TAIL_RE.sub("", _AS_OF_END_RE.sub("", text)).strip()


def entry_line(area: str, level: str, text: str) -> str:
    return f"- **{normalise_area(area)}** [{level}] {text}"


def relative_links(text: str) -> list[str]:
    """Link targets that point inside the tree (no scheme, no anchor-only, no mailto)."""
    targets = []
    for target in LINK_RE.findall(text):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE) or target.startswith("#"):
            continue
        targets.append(target.split("#", 1)[0])
    return targets


def page_summary(text: str) -> str:
    """The italic one-line summary under the H1, or ''."""
    match = H1_RE.match(text)
    if not match:
        return ""
    return match.group(0).split("\n")[2].strip().strip("*").strip()
