"""Page-grammar rules: coach blocks, ⚠ contradiction pairs, characters, raw HTML and secrets."""

import re
import unicodedata
from collections import Counter

from wiki.tree.markup import (
    COACH_BLOCK_RE,
    COACH_MARKER_RE,
    CONTRADICTION_MARK,
    CONTRADICTION_RE,
    STAT_BLOCK_RE,
    STAT_MARKER_RE,
    coach_blocks,
    outside_coach_blocks,
)
from wiki.validator.core import HTML_TAG_RE, Change, Violation, secret_matches


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
    """Text the HTML rule inspects, and how many coach markers stand outside a well-formed block. The
    markers of a well-formed stat block are grammar too (its content is the stat-block rule's)."""
    outside = outside_coach_blocks(text)
    stray = len(COACH_MARKER_RE.findall(outside))
    inspected = COACH_MARKER_RE.sub("", outside if machine else text)
    return STAT_BLOCK_RE.sub(lambda match: STAT_MARKER_RE.sub("", match.group(0)), inspected), stray


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


def check_no_secrets(change: Change) -> list[Violation]:
    violations = []
    for path, text in change.after.items():
        inspected = outside_coach_blocks(text) if change.machine else text
        violations += [
            Violation("secrets", path, f"{finding} in the page (never written, even redacted)", matched)
            for finding, matched in secret_matches(inspected)
        ]
    return violations
