"""What every rule shares: the Violation, the Change a rule inspects, and the text patterns (HTML,
scripts, secrets) several rules and the page escaping use (docs/wiki.md "The validator")."""

import datetime as dt
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from wiki.distillers.base import Proposal

CONSTRAINTS_PAGE = "wiki/constraints-injuries.md"
MAX_LINE_CHARS = 1000
SUMMARY_MAX_CHARS = 200
ALERT_KINDS = ("coach_block_tension", "safety")
SEVERITIES = ("low", "medium", "high")

HTML_TAG_RE = re.compile(r"<(?:/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?|[!?][^<>]*)>")
SCRIPT_RE = re.compile(r"<\s*/?\s*script\b|javascript\s*:|vbscript\s*:|data\s*:\s*text/html", re.IGNORECASE)
SECRET_PATTERNS: tuple[tuple[str, re.Pattern], ...] = tuple(
    (label, re.compile(pattern))
    for label, pattern in (
        ("an Anthropic API key", r"sk-ant-[A-Za-z0-9_-]{16,}"),
        ("an API secret key", r"\bsk-[A-Za-z0-9_-]{20,}"),
        ("an AWS access key id", r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"),
        ("a GitHub token", r"\bgh[pousr]_[A-Za-z0-9]{30,}"),
        ("a Slack token", r"\bxox[abprs]-[A-Za-z0-9-]{10,}"),
        ("a Google API key", r"\bAIza[0-9A-Za-z_-]{35}"),
        ("a Coda API key", r"\bcoda_[A-Za-z0-9_-]{7}_[A-Za-z0-9_-]{20,}"),
        ("a private key", r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
        ("a JSON web token", r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),
        (
            "a credential assignment",
            r"(?i)\b(?:api[_-]?key|secret(?:[_-]?key)?|password|passwd|access[_-]?token|auth[_-]?token)"
            r"\b\s*[:=]\s*['\"]?[A-Za-z0-9/+_\-.]{12,}",
        ),
    )
)


@dataclass(frozen=True)
class Violation:
    rule: str
    path: str
    message: str
    # The offending text itself, where a rule can name it: the pipeline matches it against the run's
    # event payloads to name the event(s) a violation comes from (docs/wiki.md "Poison events").
    excerpt: str = field(default="", compare=False)

    def __str__(self) -> str:
        return f"[{self.rule}] {self.path}: {self.message}" if self.path else f"[{self.rule}] {self.message}"


@dataclass(frozen=True)
class PainMention:
    """Pain the offline extractor (wiki/understanding) found in a user chat turn of the run."""

    area: str  # canonical, with side: "left knee"
    event_id: str
    what: str = ""  # the extractor's reading: "pain 4/10 on squats"
    quote: str = ""  # the sentence, page-safe
    alert: bool = True  # False for pain a goal gets rid of ("get rid of my knee pain"): an entry, no alert


@dataclass(frozen=True)
class Change:
    """What the checks look at: the proposal, each changed path's old text, and the tree around it."""

    proposal: Proposal
    before: dict[str, str | None]  # changed path → current text (None: a new page)
    after: dict[str, str]  # changed path → proposed text
    paths_after: frozenset[str]
    local_date: dt.date
    read_paths: frozenset[str] = frozenset()  # pages the distiller was given
    mode: str = "nightly"
    max_lines: int = 90
    inline_max_pages: int = 2
    machine: bool = True  # False for a coach's own edit
    # The run's context (a coach's edit has none): the stat blocks code computed (path → block, None:
    # no block), every event id the run was given (None: not checked), the pain its chat reports, and
    # the constraints page as it is now.
    stat_blocks: Mapping[str, str | None] = field(default_factory=dict)
    evidence_ids: frozenset[str] | None = None
    pains: tuple[PainMention, ...] = ()
    constraints_now: str = ""
    # Every string the run's events carry, as a page would quote it (escaped): text quoted from an event
    # is evidence, not a distiller's judgement.
    event_texts: tuple[str, ...] = ()


Check = Callable[[Change], list[Violation]]


def secret_matches(text: str) -> list[tuple[str, str]]:
    """(what it is, the matched text) for every script or secret pattern found."""
    found = [
        (f"script content ({match.group(0)[:20]!r})", match.group(0))
        for match in [SCRIPT_RE.search(text)]
        if match
    ]
    found += [
        (label, match.group(0))
        for label, pattern in SECRET_PATTERNS
        for match in [pattern.search(text)]
        if match
    ]
    return found


def secret_findings(text: str) -> list[str]:
    return [label for label, _ in secret_matches(text)]
