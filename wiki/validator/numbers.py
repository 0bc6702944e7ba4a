"""Numbers are code's: stat blocks are copied byte for byte, and prose that restates a stat agrees with
it (docs/wiki.md "Stat blocks", docs/anthropic.md "Numbers and judgement")."""

from wiki.ingest.statblocks import RESTATE_EXEMPT, block_stats, fmt, restated
from wiki.tree.markup import (
    COACH_MARKER_RE,
    CONTRADICTION_MARK,
    STAT_BLOCK_RE,
    outside_coach_blocks,
    stat_blocks,
)
from wiki.validator.core import Change, Violation

OLD_CLAIM = f"- {CONTRADICTION_MARK} (old):"
QUOTED_MIN_CHARS = 4  # shorter event strings ("ok", "7") say nothing about where a phrase came from


def _first_difference(found: str, wanted: str) -> str:
    old = wanted.split("\n")
    return next((line for line in found.split("\n") if line not in old), found.split("\n")[0])


def check_stat_blocks(change: Change) -> list[Violation]:
    """On every page a machine writes, the stat block is exactly the one code computed for this run
    (none where none is due); a page without computed stats keeps the block it had, byte for byte."""
    violations = []
    for path, text in change.after.items():
        if not path.startswith("wiki/"):
            continue
        found = stat_blocks(text)
        if path in change.stat_blocks:
            expected = change.stat_blocks[path]
            wanted = [expected] if expected else []
        else:
            wanted = stat_blocks(change.before.get(path) or "")
        if found == wanted:
            continue
        if len(found) > 1:
            message, excerpt = "more than one stat block on the page", found[1]
        elif not found:
            message, excerpt = "the stat block was removed: copy it byte for byte", ""
        elif not wanted:
            message = "a stat block code did not compute: only the pipeline writes stat blocks"
            excerpt = found[0]
        else:
            message = "the stat block was altered: stat blocks are code's, copy it byte for byte"
            excerpt = _first_difference(found[0], wanted[0])
        violations.append(Violation("stat-blocks", path, message, excerpt))
    return violations


def _quotes_an_event(line: str, span: tuple[int, int], texts: list[str]) -> bool:
    """Is the matched phrase an event's own words: inside one of its strings (a quote may be cut
    short), or overlapped by one standing whole on the line (two strings meeting)?"""
    phrase = line[span[0] : span[1]]
    if any(phrase in text for text in texts):
        return True
    for text in texts:
        at = line.find(text)
        while at >= 0:
            if at < span[1] and at + len(text) > span[0]:
                return True
            at = line.find(text, at + 1)
    return False


def check_restated_stats(change: Change) -> list[Violation]:
    """A number a new line states next to a stat's label (or alias) — "protein avg 96 g" — matches the
    page's stat block within the stat's tolerance (wiki/ingest/statblocks.py RESTATE_TOLERANCE). Words an
    event of the run carries (quoted bot or client text) are evidence, not judgement, and are not held
    to it."""
    violations = []
    quoted = [text.lower() for text in change.event_texts if len(text.strip()) >= QUOTED_MIN_CHARS]
    for path, text in change.after.items():
        blocks = stat_blocks(text)
        if not blocks:
            continue
        stats = [stat for stat in block_stats(blocks[0]) if stat.label not in RESTATE_EXEMPT]
        old_lines = set((change.before.get(path) or "").split("\n"))
        prose = STAT_BLOCK_RE.sub("", outside_coach_blocks(text))
        for line in prose.split("\n"):
            if line in old_lines or line.startswith((OLD_CLAIM, "#")):  # a ⚠ pair's old claim; a title
                continue
            for stat, stated, match in restated(line, stats):
                if _quotes_an_event(line.lower(), match.span(), quoted):
                    continue  # an event's own words (a session name, a note), not a restatement
                phrase = match.group(0)
                shown = fmt(stat.value, stat.decimals)
                message = (
                    f"{phrase.strip()!r} restates {stat.label} as {stated:g}, but the stat block says "
                    f"{shown} (tolerance ±{stat.tolerance:g}): quote the block's number or leave it out"
                )
                violations.append(Violation("stat-restated", path, message, line))
    return violations


def check_coach_stat_blocks(change: Change) -> list[Violation]:
    """A coach may delete a stat block whole, never change what is inside one (code rewrites it)."""
    violations = []
    for path, text in change.after.items():
        kept = set(stat_blocks(change.before.get(path) or ""))
        for block in (match.group(0) for match in STAT_BLOCK_RE.finditer(text)):
            if COACH_MARKER_RE.search(block) or block not in kept:
                violations.append(
                    Violation(
                        "stat-blocks",
                        path,
                        "the numbers between <!-- stats --> markers are computed by code: delete the whole "
                        "block or leave it as it is",
                        block.split("\n")[0],
                    )
                )
    return violations
