"""The weekly lint's checks (docs/wiki.md, "Weekly lint"): pure functions over a snapshot of the wiki.

Each check returns Findings; `run_checks` runs them all. Nothing here writes: wiki/lint/runs.py turns
findings into a LintReport, retires stale claims through the validator and queues gap questions.

Thresholds (documented in docs/wiki.md, "Weekly lint"):
- open contradiction: a ⚠ pair whose alert has been open more than 7 days;
- stale claim: a dated claim "(as of D)" older than its page's threshold — recovery-patterns,
  nutrition-patterns, training-history 60 days; preferences and goals 90; profile 180; topic pages 120.
  constraints-injuries (safety), coaching-playbook (the coach's) and weekly pages (frozen) are exempt,
  and so is text inside coach blocks;
- orphan: a topic page (not core, not weekly) no other page links to (index.md does not count);
- concept without a page: a bold term on ≥ 3 non-weekly pages with no topic page of its name;
- gaps: a body area in ≥ 2 soreness/injury reports within 14 days with no constraints-injuries entry;
  pain said in chat (user turns, last 14 days) about an area with no entry; a goal (a bullet under
  goals.md "## Goals") with no evidence in the event log for 30 days; an empty core section (profile
  "Schedule", goals "Goals", coaching-playbook "What lands") once the client has 14 days of history.
- stale is not gone: a stale claim whose subject (a body area, a goal, a chat-derived label) still has
  evidence in the raw digests within the page's threshold (chat included) is neither reported nor
  retired (docs/wiki.md "Weekly lint").
"""

import datetime as dt
import re
from dataclasses import asdict, dataclass, field

from wiki.tree.content import slugify
from wiki.tree.markup import (
    CONTRADICTION_MARK,
    DATED_CLAIM_RE,
    constraint_entries,
    normalise_area,
    relative_links,
)
from wiki.tree.pagemap import CORE_PAGES
from wiki.tree.paths import iso_week, resolve_link
from wiki.understanding.cues import topic_key
from wiki.understanding.lexicon import find_areas

STALE_DAYS = {
    "wiki/recovery-patterns.md": 60,
    "wiki/nutrition-patterns.md": 60,
    "wiki/training-history.md": 60,
    "wiki/preferences.md": 90,
    "wiki/goals.md": 90,
    "wiki/profile.md": 180,
}
TOPIC_STALE_DAYS = 120
STALE_EXEMPT = {"wiki/constraints-injuries.md", "wiki/coaching-playbook.md"}
# Standing claims restate what a person set (the program); their date is when it was set, not when it
# was last true, so age alone does not make them stale.
STANDING_PREFIXES = ("- Current block:", "- Current program:", "- Goal: ")
CONTRADICTION_OPEN_DAYS = 7
GAP_AREA_WINDOW_DAYS = 14
GAP_GOAL_DAYS = 30
CONCEPT_MIN_PAGES = 3
GAP_HISTORY_DAYS = 14  # core sections may be empty until the client has this much history
# Core sections a coach relies on: empty after GAP_HISTORY_DAYS → a question (page, section, aliases).
CORE_SECTIONS = (
    ("wiki/profile.md", "Schedule", ("schedule and availability", "availability")),
    ("wiki/goals.md", "Goals", ("current goals",)),
    ("wiki/coaching-playbook.md", "What lands", ("what lands with them",)),
)
_BOLD = re.compile(r"\*\*([^*\n]{3,60})\*\*")


@dataclass(frozen=True)
class Finding:
    check: str
    severity: str  # "info" | "warning" | "high"
    page: str
    message: str
    key: str = ""  # stable identity of the thing found (for questions and de-duplication)
    detail: dict = field(default_factory=dict)

    def as_dict(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class OpenAlert:
    page: str
    old_claim: str
    new_claim: str
    created_on: dt.date


@dataclass(frozen=True)
class BodyReport:
    area: str
    local_date: dt.date
    kind: str


@dataclass(frozen=True)
class LintInput:
    today: dt.date  # client-local date of the lint
    pages: dict[str, str]  # every wiki/ page and index.md → current content
    open_contradictions: tuple[OpenAlert, ...] = ()
    body_reports: tuple[BodyReport, ...] = ()  # soreness and injury events, last 14 days
    recent_event_text: str = ""  # the last 30 days of events, lower-cased, for goal evidence
    max_lines: int = 90
    evidence: dict[str, str] = field(default_factory=dict)  # local date → what the client said/reported
    history_days: int = 0  # days since the client's first event
    chat_pain_areas: tuple[str, ...] = ()  # areas reported as pain in user chat, last 14 days

    @property
    def paths(self) -> frozenset[str]:
        return frozenset(self.pages)


def _wiki_pages(snapshot: LintInput) -> dict[str, str]:
    return {path: text for path, text in snapshot.pages.items() if path.startswith("wiki/")}


def _is_weekly(path: str) -> bool:
    return iso_week(path) is not None


def _is_topic(path: str) -> bool:
    return path.startswith("wiki/") and path not in CORE_PAGES and not _is_weekly(path)


def open_contradictions(snapshot: LintInput) -> list[Finding]:
    limit = snapshot.today - dt.timedelta(days=CONTRADICTION_OPEN_DAYS)
    return [
        Finding(
            "open_contradiction",
            "warning",
            alert.page,
            f"⚠ contradiction open since {alert.created_on}: “{alert.old_claim}” vs “{alert.new_claim}”",
            key=f"{alert.page}:{alert.old_claim}"[:200],
        )
        for alert in snapshot.open_contradictions
        if alert.created_on < limit
    ]


def _coach_block_lines(text: str) -> set[int]:
    inside, numbers = False, set()
    for number, line in enumerate(text.split("\n")):
        inside = inside or line.startswith("<!-- coach ")
        if inside:
            numbers.add(number)
        if "<!-- /coach -->" in line:
            inside = False
    return numbers


def stale_lines(
    path: str, text: str, today: dt.date, evidence: dict[str, str] | None = None
) -> list[tuple[int, str, dt.date]]:
    """(line number, line, date) of the stale dated claims of one page, outside coach blocks. A claim
    whose subject still has evidence within the page's threshold is not stale ("stale is not gone")."""
    if path in STALE_EXEMPT or _is_weekly(path) or not path.startswith("wiki/"):
        return []
    threshold = STALE_DAYS.get(path, TOPIC_STALE_DAYS)
    since = (today - dt.timedelta(days=threshold)).isoformat()
    recent = Evidence.of(" ".join(said for day, said in sorted((evidence or {}).items()) if day > since))
    protected = _coach_block_lines(text)
    found = []
    for number, line in enumerate(text.split("\n")):
        if number in protected or CONTRADICTION_MARK in line or line.startswith(STANDING_PREFIXES):
            continue
        dates = [dt.date.fromisoformat(d) for d in DATED_CLAIM_RE.findall(line)]
        if dates and (today - max(dates)).days > threshold and not still_evidenced(line, recent):
            found.append((number, line, max(dates)))
    return found


_LABEL_RE = re.compile(r"^- (?:Goal: )?([^:\"(]{3,60}?)(?::| — )")


@dataclass(frozen=True)
class Evidence:
    """What the client said or reported recently, read once: its body areas and its words."""

    areas: frozenset[str]
    words: frozenset[str]

    @classmethod
    def of(cls, text: str) -> "Evidence":
        if not text:
            return cls(frozenset(), frozenset())
        return cls(frozenset(a.base for a in find_areas(text)), frozenset(topic_key(text).split()))


def still_evidenced(line: str, recent: Evidence) -> bool:
    """Does what the line is about still come up? Its body areas, or the words of its subject (a goal's
    what, a chat-derived label like "Evenings" or "Kettlebells")."""
    if not recent.words:
        return False
    if {a.base for a in find_areas(line)} & recent.areas:
        return True
    match = _LABEL_RE.match(line)
    words = [w for w in topic_key(match[1]).split() if len(w) >= 4] if match else []
    return bool(words) and sum(w in recent.words for w in words) * 2 >= len(words)


def stale_claims(snapshot: LintInput) -> list[Finding]:
    findings = []
    for path, text in sorted(_wiki_pages(snapshot).items()):
        for number, line, date in stale_lines(path, text, snapshot.today, snapshot.evidence):
            age = (snapshot.today - date).days
            findings.append(
                Finding(
                    "stale_claim",
                    "info",
                    path,
                    f"claim dated {date} is {age} days old: {line.strip()[:140]}",
                    key=f"{path}:{number + 1}",
                    detail={"line": number + 1, "date": date.isoformat()},
                )
            )
    return findings


def _inbound(snapshot: LintInput) -> dict[str, set[str]]:
    inbound: dict[str, set[str]] = {}
    for source, text in _wiki_pages(snapshot).items():
        for target in relative_links(text):
            resolved = resolve_link(source, target)
            if resolved and resolved != source:
                inbound.setdefault(resolved, set()).add(source)
    return inbound


def orphan_pages(snapshot: LintInput) -> list[Finding]:
    inbound = _inbound(snapshot)
    return [
        Finding("orphan_page", "warning", path, "no page links here (only index.md does)", key=path)
        for path in sorted(snapshot.paths)
        if _is_topic(path) and not inbound.get(path)
    ]


def missing_core_pages(snapshot: LintInput) -> list[Finding]:
    return [
        Finding("missing_core_page", "high", path, "a core page is missing from the tree", key=path)
        for path in CORE_PAGES
        if path not in snapshot.paths
    ]


def _mentions(term: str, text: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(term)}(?![\w-])", text, re.IGNORECASE) is not None


def concepts_without_page(snapshot: LintInput) -> list[Finding]:
    pages = {path: text for path, text in _wiki_pages(snapshot).items() if not _is_weekly(path)}
    terms = sorted({normalise_area(m) for text in pages.values() for m in _BOLD.findall(text)})
    findings = []
    for term in terms:
        slug = slugify(term)
        if not slug or {f"wiki/{slug}.md", f"wiki/exercises/{slug}.md"} & snapshot.paths:
            continue
        where = sorted(path for path, text in pages.items() if _mentions(term, text))
        if len(where) >= CONCEPT_MIN_PAGES:
            findings.append(
                Finding(
                    "concept_without_page",
                    "info",
                    where[0],
                    f"“{term}” is mentioned on {len(where)} pages but has no page of its own",
                    key=term,
                    detail={"pages": where},
                )
            )
    return findings


def broken_links(snapshot: LintInput) -> list[Finding]:
    findings = []
    for path, text in sorted(snapshot.pages.items()):
        for target in relative_links(text):
            resolved = resolve_link(path, target)
            if resolved not in snapshot.paths:
                findings.append(
                    Finding(
                        "broken_link",
                        "warning",
                        path,
                        f"link to {target} does not resolve",
                        key=f"{path}:{target}",
                    )
                )
    return findings


def oversize_pages(snapshot: LintInput) -> list[Finding]:
    return [
        Finding(
            "oversize_page",
            "warning",
            path,
            f"{len(text.splitlines())} lines (cap {snapshot.max_lines})",
            key=path,
        )
        for path, text in sorted(_wiki_pages(snapshot).items())
        if len(text.splitlines()) > snapshot.max_lines
    ]


def area_gaps(snapshot: LintInput) -> list[Finding]:
    entries = constraint_entries(snapshot.pages.get("wiki/constraints-injuries.md", ""))
    since = snapshot.today - dt.timedelta(days=GAP_AREA_WINDOW_DAYS)
    counts: dict[str, int] = {}
    for report in snapshot.body_reports:
        if report.local_date > since:
            counts[normalise_area(report.area)] = counts.get(normalise_area(report.area), 0) + 1
    return [
        Finding(
            "gap",
            "warning",
            "wiki/constraints-injuries.md",
            f"{area} came up {count}× in {GAP_AREA_WINDOW_DAYS} days but has no constraints-injuries entry",
            key=f"area:{area}",
            detail={"area": area, "count": count},
        )
        for area, count in sorted(counts.items())
        if count >= 2 and area not in entries
    ]


def goals_without_evidence(snapshot: LintInput) -> list[Finding]:
    text = snapshot.pages.get("wiki/goals.md", "")
    section = re.search(r"^## Goals\n(.*?)(?=^## |\Z)", text, re.MULTILINE | re.DOTALL)
    if not section:
        return []
    findings = []
    for line in section.group(1).split("\n"):
        goal = DATED_CLAIM_RE.sub("", line.removeprefix("- ")).strip()
        if not line.startswith("- ") or not goal or "<!--" in line:
            continue
        said = re.match(r"^Goal: (.+?)(?: — |$)", goal)  # a goal from chat: its what, not the quote
        goal = said[1] if said else goal
        words = [w for w in topic_key(goal).split() if len(w) >= 3 and w not in {"first", "strict", "goal"}]
        seen = sum(word in snapshot.recent_event_text for word in words)
        if words and seen * 2 < len(words):  # evidence: at least half of the goal's words came up
            findings.append(
                Finding(
                    "gap",
                    "info",
                    "wiki/goals.md",
                    f"no evidence for the goal “{goal[:80]}” in {GAP_GOAL_DAYS} days",
                    key=f"goal:{slugify(goal)[:60]}",
                    detail={"goal": goal[:200]},
                )
            )
    return findings


def chat_pain_gaps(snapshot: LintInput) -> list[Finding]:
    """Pain said in chat about an area with no constraints-injuries entry (e.g. the page could not be
    written then): ask, as for an area reported twice."""
    entries = constraint_entries(snapshot.pages.get("wiki/constraints-injuries.md", ""))
    bases = {a.removeprefix("left ").removeprefix("right ") for a in entries}
    counts: dict[str, int] = {}
    for area in snapshot.chat_pain_areas:
        counts[area] = counts.get(area, 0) + 1
    return [
        Finding(
            "gap",
            "warning",
            "wiki/constraints-injuries.md",
            f"{area} came up as pain in chat {count}× in {GAP_AREA_WINDOW_DAYS} days but has no entry",
            key=f"area:{area}",
            detail={"area": area, "count": count},
        )
        for area, count in sorted(counts.items())
        if area not in entries and area.removeprefix("left ").removeprefix("right ") not in bases
    ]


def empty_core_sections(snapshot: LintInput) -> list[Finding]:
    """A core section a coach relies on, still empty after GAP_HISTORY_DAYS days of history."""
    if snapshot.history_days < GAP_HISTORY_DAYS:
        return []
    findings = []
    for path, title, aliases in CORE_SECTIONS:
        text = snapshot.pages.get(path)
        if text is None or _section_has_content(text, title, aliases):
            continue
        findings.append(
            Finding(
                "gap",
                "info",
                path,
                f"{path.removeprefix('wiki/')} “{title}” is still empty after {snapshot.history_days} days",
                key=f"section:{slugify(path.removeprefix('wiki/').removesuffix('.md'))}-{slugify(title)}",
                detail={"page": path, "section": title},
            )
        )
    return findings


def _section_has_content(text: str, title: str, aliases: tuple[str, ...]) -> bool:
    names = {title.lower(), *(a.lower() for a in aliases)}
    current: str | None = None
    for line in text.split("\n"):
        if line.startswith("## "):
            current = line[3:].strip().lower()
            continue
        body = line.strip()
        if current in names and body and not re.match(r"^[_*(]*\s*(?:no|nothing|none|empty)\b", body, re.I):
            return True
    return False


CHECKS = (
    open_contradictions,
    stale_claims,
    orphan_pages,
    missing_core_pages,
    concepts_without_page,
    broken_links,
    oversize_pages,
    area_gaps,
    chat_pain_gaps,
    goals_without_evidence,
    empty_core_sections,
)


def run_checks(snapshot: LintInput) -> list[Finding]:
    return [finding for check in CHECKS for finding in check(snapshot)]
