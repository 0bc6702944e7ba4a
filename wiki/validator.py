"""The deterministic validator: no LLM, pure functions, every rule its own check, all reported together.

A distiller's proposal is checked against the tree as it is now (`before`) and as it would be after
(`paths_after`). Nothing a distiller returns is trusted; a proposal with any violation is not applied
at all. Coach edits go through the structural subset (COACH_CHECKS): a coach may rewrite her own
blocks and remove entries, but her page still has to fit, link and be well-formed.

Only pages whose content actually changes are checked — re-proposing an unchanged page is a no-op.
"""

import datetime as dt
import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from wiki.distillers.base import Proposal
from wiki.markup import (
    COACH_BLOCK_RE,
    COACH_MARKER_RE,
    CONTRADICTION_MARK,
    CONTRADICTION_RE,
    H1_RE,
    coach_blocks,
    constraint_entries,
    entry_stable,
    entry_tail,
    outside_coach_blocks,
    relative_links,
)
from wiki.paths import iso_week, page_path_error, resolve_link

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


Check = Callable[[Change], list[Violation]]


# --- Individual rules ----------------------------------------------------------------------------


def check_raw_untouched(change: Change) -> list[Violation]:
    return [
        Violation("raw-untouched", path, "raw/ is immutable: read it, never write it")
        for path in change.after
        if path.startswith("raw/")
    ]


def check_path_shape(change: Change) -> list[Violation]:
    """Kebab-case names under the allowed folders; log.md is allowed (append-only, checked apart)."""
    violations = []
    for path in change.after:
        if path.startswith("raw/") or path == "log.md":
            continue
        problem = page_path_error(path)
        if problem:
            violations.append(Violation("path", path, problem))
    return violations


def check_page_shape(change: Change) -> list[Violation]:
    """H1 title, blank line, one-line italic summary."""
    return [
        Violation(
            "page-shape",
            path,
            "a page starts with '# Title', a blank line and a one-line *italic summary*",
            "\n".join(text.split("\n")[:3]),
        )
        for path, text in change.after.items()
        if path.startswith("wiki/") and not H1_RE.match(text)
    ]


def check_line_cap(change: Change) -> list[Violation]:
    violations = []
    for path, text in change.after.items():
        if not path.startswith("wiki/"):
            continue
        lines = text.splitlines()
        if len(lines) > change.max_lines:
            violations.append(
                Violation("line-cap", path, f"{len(lines)} lines; the cap is {change.max_lines} per page")
            )
        long_lines = [number for number, line in enumerate(lines, 1) if len(line) > MAX_LINE_CHARS]
        if long_lines:
            violations.append(
                Violation(
                    "line-cap",
                    path,
                    f"line {long_lines[0]} is over {MAX_LINE_CHARS} characters",
                    lines[long_lines[0] - 1],
                )
            )
    return violations


def check_coach_blocks(change: Change) -> list[Violation]:
    """Every coach block byte-identical, still on its page, same order; machines never add one."""
    violations = []
    for path, text in change.after.items():
        old_blocks = coach_blocks(change.before.get(path) or "")
        new_blocks = coach_blocks(text)
        if old_blocks == new_blocks:
            continue
        missing = Counter(old_blocks) - Counter(new_blocks)
        added = Counter(new_blocks) - Counter(old_blocks)
        if missing:
            violations.append(
                Violation(
                    "coach-block", path, f"{sum(missing.values())} coach block(s) edited, moved or removed"
                )
            )
        if added:
            violations.append(
                Violation(
                    "coach-block",
                    path,
                    "new coach block(s): only a coach writes <!-- coach --> blocks",
                    "\n".join(added),
                )
            )
        if not missing and not added:
            violations.append(Violation("coach-block", path, "coach blocks were reordered"))
    return violations


def check_links(change: Change) -> list[Violation]:
    """Every relative link resolves against the tree after the change."""
    violations = []
    for path, text in change.after.items():
        for target in relative_links(text):
            if not target:
                continue
            resolved = resolve_link(path, target)
            if resolved is None:
                violations.append(
                    Violation("links", path, f"link {target!r} points outside the tree", target)
                )
            elif resolved not in change.paths_after:
                violations.append(
                    Violation("links", path, f"link {target!r} → {resolved} does not exist", target)
                )
    return violations


def check_constraints_kept(change: Change) -> list[Violation]:
    """constraints-injuries.md loses no entry and downgrades none (only a coach may)."""
    if CONSTRAINTS_PAGE not in change.after or change.before.get(CONSTRAINTS_PAGE) is None:
        return []
    old = constraint_entries(change.before[CONSTRAINTS_PAGE] or "")
    new = constraint_entries(change.after[CONSTRAINTS_PAGE])
    violations = []
    for area, entry in old.items():
        if area not in new:
            violations.append(
                Violation(
                    "constraints", CONSTRAINTS_PAGE, f"entry {area!r} removed: only the coach may remove it"
                )
            )
        elif new[area].rank < entry.rank:
            violations.append(
                Violation(
                    "constraints",
                    CONSTRAINTS_PAGE,
                    f"entry {area!r} downgraded from [{entry.level}] to [{new[area].level}]: "
                    "only the coach may",
                )
            )
    return violations


def check_entry_tails(change: Change) -> list[Violation]:
    """A constraints entry's stable part (area, level, first reported, first quote) is never rewritten —
    a raised level may only append its reason — and its machine-owned tail "last: DATE, N reports" is
    checked like a stat: the count never drops, the date never moves back or into the future. (A raised
    level may restate the entry; the `constraints` rule guards levels.)"""
    if CONSTRAINTS_PAGE not in change.after or change.before.get(CONSTRAINTS_PAGE) is None:
        return []
    old = constraint_entries(outside_coach_blocks(change.before[CONSTRAINTS_PAGE] or ""))
    new = constraint_entries(outside_coach_blocks(change.after[CONSTRAINTS_PAGE]))
    violations = []
    for area, entry in new.items():
        tail = entry_tail(entry.text)
        if tail and tail[0] > change.local_date.isoformat():
            violations.append(
                Violation(
                    "entry-tail", CONSTRAINTS_PAGE, f"entry {area!r}: last report {tail[0]} is in the future"
                )
            )
        before = old.get(area)
        if before is None:
            continue
        same_level = entry.level == before.level  # a raised level may say why in its own words
        if same_level and not entry_stable(entry.text).startswith(entry_stable(before.text)):
            violations.append(
                Violation("entry-tail", CONSTRAINTS_PAGE, f"entry {area!r}: its stable part was rewritten")
            )
        old_tail = entry_tail(before.text)
        if old_tail and (tail is None or tail[1] < old_tail[1] or tail[0] < old_tail[0]):
            now = "nothing" if tail is None else f"last {tail[0]}, {tail[1]} reports"
            message = (
                f"entry {area!r}: the tail went from last {old_tail[0]}, {old_tail[1]} reports to {now} "
                "(code's count: never lowered)"
            )
            violations.append(Violation("entry-tail", CONSTRAINTS_PAGE, message))
    return violations


def check_log_append_only(change: Change) -> list[Violation]:
    if "log.md" not in change.after:
        return []
    old = change.before.get("log.md") or ""
    if change.after["log.md"].startswith(old):
        return []
    return [Violation("log-append-only", "log.md", "log.md may only be appended to, never rewritten")]


def check_weekly_frozen(change: Change) -> list[Violation]:
    """Weekly pages of past ISO weeks are frozen; future weeks do not exist yet."""
    current = change.local_date.isocalendar()[:2]
    violations = []
    for path in change.after:
        week = iso_week(path)
        if week is None:
            continue
        if week < current:
            what = "is frozen" if change.before.get(path) is not None else "cannot be created after the week"
            violations.append(Violation("weekly-frozen", path, f"the page of past week {path[12:-3]} {what}"))
        elif week > current:
            violations.append(Violation("weekly-frozen", path, "a weekly page for a future week"))
    return violations


def contradiction_pairs(text: str) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(old, new) claim pairs in page order, and (complaint, line) for markers that do not form a pair."""
    pairs: list[tuple[str, str]] = []
    problems: list[tuple[str, str]] = []
    lines = outside_coach_blocks(text).split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        match = CONTRADICTION_RE.match(line)
        if match is None:
            if CONTRADICTION_MARK in line:
                problems.append((f"malformed {CONTRADICTION_MARK} line: {line.strip()[:80]!r}", line))
            index += 1
            continue
        following = CONTRADICTION_RE.match(lines[index + 1]) if index + 1 < len(lines) else None
        if match.group(1) == "old" and following and following.group(1) == "new":
            pairs.append((match.group(2).strip(), following.group(2).strip()))
            index += 2
            continue
        problems.append(
            (f"unpaired {CONTRADICTION_MARK} ({match.group(1)}) line: (old) then (new), adjacent", line)
        )
        index += 1
    return pairs, problems


def check_contradictions(change: Change) -> list[Violation]:
    """Every new ⚠ pair is in the contradiction list (so it gets an alert); listed pairs are on the page;
    open pairs are never dropped by a machine (no silent winners)."""
    violations = []
    listed = Counter(
        (item.page, item.old_claim.strip(), item.new_claim.strip()) for item in change.proposal.contradictions
    )
    new_pairs: Counter = Counter()
    for path, text in change.after.items():
        pairs, problems = contradiction_pairs(text)
        violations += [Violation("contradictions", path, problem, line) for problem, line in problems]
        old_pairs, _ = contradiction_pairs(change.before.get(path) or "")
        added = Counter(pairs) - Counter(old_pairs)
        dropped = Counter(old_pairs) - Counter(pairs)
        for (old_claim, new_claim), count in added.items():
            new_pairs[(path, old_claim, new_claim)] += count
            if listed[(path, old_claim, new_claim)] < count:
                violations.append(
                    Violation(
                        "contradictions", path, f"⚠ pair not in the contradiction list: {old_claim[:60]!r}"
                    )
                )
        if dropped and change.machine:
            violations.append(
                Violation(
                    "contradictions",
                    path,
                    f"{sum(dropped.values())} open ⚠ pair(s) removed: a person resolves",
                )
            )
    for (path, old_claim, new_claim), count in listed.items():
        if new_pairs[(path, old_claim, new_claim)] < count:
            violations.append(
                Violation(
                    "contradictions",
                    path,
                    f"listed contradiction is not a new ⚠ pair on the page: {old_claim[:60]!r}",
                )
            )
    return violations


def check_contradiction_markup(change: Change) -> list[Violation]:
    """A coach's save keeps the ⚠ grammar machines rely on: outside her blocks, every ⚠ CONTRADICTION
    line is half of a well-formed adjacent pair (else every later ingest of the page would fail)."""
    hint = (
        " — ⚠ CONTRADICTION only marks a pair of adjacent '- ⚠ CONTRADICTION (old|new): …' lines; take it "
        "out of titles, summaries and single lines, or resolve the pair from its alert"
    )
    return [
        Violation("contradictions", path, problem + hint, line)
        for path, text in change.after.items()
        for problem, line in contradiction_pairs(text)[1]
    ]


def check_nested_coach_markers(change: Change) -> list[Violation]:
    """A coach block holds prose, never another coach marker (a nested block would not survive intact)."""
    violations = []
    for path, text in change.after.items():
        for match in COACH_BLOCK_RE.finditer(text):
            body = match.group(0).split("\n", 1)[1].rsplit("\n", 1)[0]
            inner = COACH_MARKER_RE.search(body) or re.search(r"<!--\s*/?\s*coach\b", body)
            if inner:
                violations.append(
                    Violation("raw-html", path, "a coach marker nested inside a coach block", inner.group(0))
                )
    return violations


def _without_markers(text: str, machine: bool) -> tuple[str, int]:
    """Text the HTML rule inspects, and how many coach markers stand outside a well-formed block."""
    outside = outside_coach_blocks(text)
    stray = len(COACH_MARKER_RE.findall(outside))
    if machine:
        return COACH_MARKER_RE.sub("", outside), stray
    return COACH_MARKER_RE.sub("", text), stray


def _unsafe_character(char: str) -> bool:
    if char in "\t\n":
        return False
    return unicodedata.category(char) in ("Cc", "Co", "Cs", "Cn")


def check_characters(change: Change) -> list[Violation]:
    """No NUL, control, private-use or surrogate character (the distiller's own sentinels among them):
    PostgreSQL cannot store NUL, and the rest is never text a person reads."""
    violations = []
    for path, text in change.after.items():
        line = next((line for line in text.split("\n") if any(map(_unsafe_character, line))), None)
        if line is not None:
            char = next(char for char in line if _unsafe_character(char))
            violations.append(
                Violation("characters", path, f"an unsafe character U+{ord(char):04X} on a page", line)
            )
    return violations


def check_no_raw_html(change: Change) -> list[Violation]:
    violations = []
    for path, text in change.after.items():
        inspected, stray = _without_markers(text, change.machine)
        if stray:
            marker = COACH_MARKER_RE.search(outside_coach_blocks(text) if change.machine else text)
            violations.append(
                Violation(
                    "raw-html",
                    path,
                    "a coach marker outside a well-formed coach block",
                    marker.group(0) if marker else "",
                )
            )
        tag = HTML_TAG_RE.search(inspected)
        if tag:
            violations.append(
                Violation("raw-html", path, f"raw HTML is not allowed: {tag.group(0)[:40]!r}", tag.group(0))
            )
    return violations


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


def check_no_secrets(change: Change) -> list[Violation]:
    violations = []
    for path, text in change.after.items():
        inspected = outside_coach_blocks(text) if change.machine else text
        violations += [
            Violation("secrets", path, f"{finding} in the page (never written, even redacted)", matched)
            for finding, matched in secret_matches(inspected)
        ]
    return violations


def check_read_before_write(change: Change) -> list[Violation]:
    """A machine rewrites only pages it was given: rewriting an unread page would lose its content."""
    return [
        Violation("read-before-write", path, "rewrites an existing page the distiller was not given")
        for path, old in change.before.items()
        if old is not None and path != "log.md" and path not in change.read_paths
    ]


def check_inline_scope(change: Change) -> list[Violation]:
    if change.mode != "inline":
        return []
    pages = [path for path in change.after if path.startswith("wiki/")]
    if len(pages) <= change.inline_max_pages:
        return []
    return [
        Violation(
            "inline-scope",
            "",
            f"an inline ingest touches at most {change.inline_max_pages} pages, not {len(pages)}",
        )
    ]


def check_index_summaries(change: Change) -> list[Violation]:
    violations = []
    for path, summary in change.proposal.index_summaries.items():
        if not path.startswith("wiki/") or path not in change.paths_after:
            violations.append(Violation("index", path, "index summaries name existing wiki/ pages only"))
            continue
        if not isinstance(summary, str) or not summary.strip() or "\n" in summary.strip():
            violations.append(Violation("index", path, "an index summary is one non-empty line"))
            continue
        if len(summary) > SUMMARY_MAX_CHARS:
            violations.append(Violation("index", path, f"index summary over {SUMMARY_MAX_CHARS} characters"))
        if HTML_TAG_RE.search(summary) or secret_findings(summary):
            violations.append(
                Violation("index", path, "index summary holds HTML, script or a secret", summary)
            )
    return violations


def check_alerts(change: Change) -> list[Violation]:
    violations = []
    for alert in change.proposal.alerts:
        if alert.kind not in ALERT_KINDS:
            violations.append(
                Violation("alerts", alert.page, f"alert kind {alert.kind!r} is not {ALERT_KINDS}")
            )
        if alert.severity not in SEVERITIES:
            violations.append(
                Violation("alerts", alert.page, f"severity {alert.severity!r} is not {SEVERITIES}")
            )
        if alert.page and alert.page not in change.paths_after:
            violations.append(Violation("alerts", alert.page, "the alert names a page that does not exist"))
        if not alert.message.strip():
            violations.append(Violation("alerts", alert.page, "an alert needs a message"))
    return violations


MACHINE_CHECKS: tuple[Check, ...] = (
    check_raw_untouched,
    check_path_shape,
    check_page_shape,
    check_line_cap,
    check_coach_blocks,
    check_links,
    check_constraints_kept,
    check_entry_tails,
    check_log_append_only,
    check_weekly_frozen,
    check_contradictions,
    check_characters,
    check_no_raw_html,
    check_no_secrets,
    check_read_before_write,
    check_inline_scope,
    check_index_summaries,
    check_alerts,
)
# What a coach's save must still meet: the structure and the page grammar every later machine write
# relies on (a save that broke it would be accepted and then dead-letter every ingest of the page).
COACH_CHECKS: tuple[Check, ...] = (
    check_path_shape,
    check_page_shape,
    check_line_cap,
    check_links,
    check_contradiction_markup,
    check_characters,
    check_nested_coach_markers,
    check_no_raw_html,
    check_no_secrets,
)


def run_checks(change: Change, checks: tuple[Check, ...]) -> list[Violation]:
    violations: list[Violation] = []
    for check in checks:
        violations.extend(check(change))
    return violations


def validate_proposal(
    proposal: Proposal,
    *,
    current: dict[str, str],
    existing_paths: frozenset[str],
    local_date: dt.date,
    read_paths: frozenset[str] = frozenset(),
    mode: str = "nightly",
    max_lines: int = 90,
    inline_max_pages: int = 2,
) -> list[Violation]:
    """All violations of a distiller's proposal. `current` holds the present text of every proposed path
    that exists; `existing_paths` is the whole tree now."""
    malformed = [
        Violation("proposal", str(path), "page paths and contents must be strings")
        for path, text in proposal.pages.items()
        if not isinstance(path, str) or not isinstance(text, str)
    ]
    if malformed:
        return malformed
    after = {path: text for path, text in proposal.pages.items() if current.get(path) != text}
    change = Change(
        proposal=proposal,
        before={path: current.get(path) for path in after},
        after=after,
        paths_after=existing_paths | frozenset(after),
        local_date=local_date,
        read_paths=read_paths,
        mode=mode,
        max_lines=max_lines,
        inline_max_pages=inline_max_pages,
    )
    return run_checks(change, MACHINE_CHECKS)


def validate_coach_edit(
    *,
    path: str,
    old: str | None,
    new: str,
    existing_paths: frozenset[str],
    local_date: dt.date,
    max_lines: int = 90,
) -> list[Violation]:
    """The structural rules a coach's own save must still meet (size, links, shape, no HTML/secrets)."""
    if old == new:
        return []
    change = Change(
        proposal=Proposal(pages={path: new}, index_summaries={}),
        before={path: old},
        after={path: new},
        paths_after=existing_paths | {path},
        local_date=local_date,
        max_lines=max_lines,
        machine=False,
    )
    return run_checks(change, COACH_CHECKS)
