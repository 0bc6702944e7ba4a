"""Rules on what a proposal claims about the run: the evidence it cites exists, no claim is dated after
the run's day, a page is not hollowed out without reasons, and at most one well-formed question goes
to the coach's queue (docs/anthropic.md "Validator rules")."""

import datetime as dt
import re
from collections import Counter

from wiki.tree.markup import DATED_CLAIM_RE, STAT_BLOCK_RE, STAT_MARKER_RE, outside_coach_blocks
from wiki.validator.core import HTML_TAG_RE, Change, Violation, secret_findings

# How prose cites events: "evidence `evt-1`", "(events `a`, `b`)", "evt `x`".
CITE_RE = re.compile(
    r"\b(?:evidence|events?|evt)s?:?\s*((?:`[^`\s]+`(?:\s*(?:,|;|and)\s*)?)+)", re.IGNORECASE
)
_TICKED_RE = re.compile(r"`([^`\s]+)`")
# A page may lose at most this share of its claim lines in one proposal without a `removed` reason
# for each dropped line (pages shorter than SHRINK_MIN_LINES claim lines are exempt).
SHRINK_SHARE = 0.5
SHRINK_MIN_LINES = 8
MAX_QUESTIONS = 1
QUESTION_MAX_CHARS = 300
OPTION_MAX_CHARS = 60
MAX_OPTIONS = 5


def new_lines(change: Change, path: str) -> list[str]:
    """Lines of the proposed page (outside coach blocks) that were not on the page before."""
    old = set((change.before.get(path) or "").split("\n"))
    return [line for line in outside_coach_blocks(change.after[path]).split("\n") if line not in old]


def _cited(change: Change) -> list[tuple[str, str]]:
    """(page, event id) for every id the proposal cites: its evidence fields and new page lines."""
    proposal = change.proposal
    cited = [(item.page, event_id) for item in proposal.contradictions for event_id in item.evidence]
    cited += [(item.page, event_id) for item in proposal.alerts for event_id in item.evidence]
    cited += [(item.page, event_id) for item in proposal.questions for event_id in item.evidence]
    quoted = [text.lower() for text in change.event_texts]
    for path in change.after:
        for line in new_lines(change, path):
            for match in CITE_RE.finditer(line):
                if any(match.group(0).lower() in text for text in quoted):
                    continue  # an event's own words quoted on the page, not the distiller's citation
                cited += [(path, event_id) for event_id in _TICKED_RE.findall(match.group(1))]
    return cited


def check_evidence_ids(change: Change) -> list[Violation]:
    """Every event id the proposal cites is one of the run's inputs (the day's events or the look-back)."""
    if change.evidence_ids is None:
        return []
    unknown = dict.fromkeys((page, eid) for page, eid in _cited(change) if eid not in change.evidence_ids)
    return [
        Violation(
            "evidence", page, f"cites event {event_id!r}, which is not among the run's events", event_id
        )
        for page, event_id in unknown
    ]


def check_as_of_dates(change: Change) -> list[Violation]:
    """No new "(as of YYYY-MM-DD)" after the run's client-local day, nor one that is no calendar day."""
    violations = []
    for path in change.after:
        for line in new_lines(change, path):
            for value in DATED_CLAIM_RE.findall(line):
                try:
                    late = dt.date.fromisoformat(value) > change.local_date
                except ValueError:
                    violations.append(
                        Violation("as-of", path, f"(as of {value}) is not a calendar day", line)
                    )
                    continue
                if late:
                    message = f"(as of {value}) is after the run's day {change.local_date.isoformat()}"
                    violations.append(Violation("as-of", path, message, line))
    return violations


def claim_lines(text: str) -> list[str]:
    """A page's claims: non-blank lines outside coach and stat blocks, headings and the summary aside,
    dates taken off (a re-dated claim is the same claim)."""
    lines = STAT_BLOCK_RE.sub("", outside_coach_blocks(text)).split("\n")[3:]
    return [
        claim_key(line)
        for line in lines
        if line.strip() and not line.startswith("#") and not STAT_MARKER_RE.search(line)
    ]


def claim_key(line: str) -> str:
    """A claim as compared: no date, no list dash ("- a (as of D)" and "a" are the same claim)."""
    return DATED_CLAIM_RE.sub("", line).strip().removeprefix("- ").strip()


def check_shrinkage(change: Change) -> list[Violation]:
    """A page losing more than SHRINK_SHARE of its claim lines needs a `removed` reason per dropped line."""
    violations = []
    for path, old in change.before.items():
        if old is None or not path.startswith("wiki/"):
            continue
        before = Counter(claim_lines(old))
        total = sum(before.values())
        dropped = before - Counter(claim_lines(change.after[path]))
        if total < SHRINK_MIN_LINES or sum(dropped.values()) <= total * SHRINK_SHARE:
            continue
        explained = {
            claim_key(item.claim)
            for item in change.proposal.removed
            if item.page == path and item.reason.strip()
        }
        missing = [line for line in dropped if line not in explained]
        if missing:
            message = (
                f"drops {sum(dropped.values())} of {total} claim lines (more than {SHRINK_SHARE:.0%}) "
                f"without a `removed` reason for each, e.g. {missing[0][:80]!r}"
            )
            violations.append(Violation("shrinkage", path, message))
    return violations


def _one_line_problem(text: str, limit: int) -> str:
    if not text.strip() or "\n" in text.strip():
        return "must be one non-empty line"
    if len(text) > limit:
        return f"is over {limit} characters"
    if HTML_TAG_RE.search(text) or secret_findings(text) or "⚠" in text:
        return "holds HTML, a marker, a script or a secret"
    return ""


def check_questions(change: Change) -> list[Violation]:
    """At most one question for the coach's queue: one plain line, 2–5 short options (or none), the page
    its answer fills, and evidence (checked by `evidence`)."""
    questions = change.proposal.questions
    violations = []
    if len(questions) > MAX_QUESTIONS:
        violations.append(
            Violation("questions", "", f"at most {MAX_QUESTIONS} question per run, not {len(questions)}")
        )
    for question in questions:
        problem = _one_line_problem(question.text, QUESTION_MAX_CHARS)
        if problem:
            violations.append(Violation("questions", question.page, f"the question {problem}", question.text))
        if len(question.options) == 1 or len(question.options) > MAX_OPTIONS:
            violations.append(
                Violation("questions", question.page, f"a question has 0 or 2–{MAX_OPTIONS} options")
            )
        for option in question.options:
            problem = _one_line_problem(option, OPTION_MAX_CHARS)
            if problem:
                violations.append(Violation("questions", question.page, f"an option {problem}", option))
        if not question.page.startswith("wiki/") or question.page not in change.paths_after:
            violations.append(
                Violation("questions", question.page, "the question names a page that does not exist")
            )
        if not question.evidence:
            violations.append(
                Violation("questions", question.page, "a question cites the evidence it comes from")
            )
    return violations
