"""Ledgers: the per-event claim lists of a section, kept under the page cap by compression.

A ledger holds one dated line per key (a session, a trip, a soreness report, a stated preference),
newest first, at most `limit` of them. Older lines are not deleted: they are folded into one running
summary line at the bottom of the section —

    - Earlier: 23 sessions (19 done, 4 skipped), 2026-02-12 → 2026-07-30 (as of 2026-08-09)

— so a page is rewritten in place and never accretes. Compression drops whole dates only, and a line
whose date is already covered by the summary is never added again (refolding an old event is a no-op).
"""

import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from wiki.distillers.rules.pages import Section, line_date
from wiki.distillers.rules.text import as_of, plural

SUMMARY_PREFIX = "- Earlier: "
_SUMMARY_RE = re.compile(
    r"^- Earlier: (?P<count>\d+) [^(,]+?(?: \((?P<tallies>[^)]*)\))?, "
    r"(?P<first>\d{4}-\d{2}-\d{2}) → (?P<last>\d{4}-\d{2}-\d{2}) \(as of \d{4}-\d{2}-\d{2}\)$"
)
_TALLY_RE = re.compile(r"(\d+) ([a-z][a-z -]*[a-z])")

# How many ledger lines a section keeps at each compression level (see Ledger.keep).
LEVEL_SHARE = (1.0, 0.5, 0.25, 0.0)


@dataclass(frozen=True)
class Summary:
    count: int
    first: dt.date
    last: dt.date
    tallies: dict[str, int] = field(default_factory=dict)

    def render(self, singular: str, day: dt.date) -> str:
        tallies = ""
        if self.tallies:
            parts = ", ".join(f"{n} {k}" for k, n in sorted(self.tallies.items()) if n)
            tallies = f" ({parts})" if parts else ""
        return (
            f"{SUMMARY_PREFIX}{plural(self.count, singular)}{tallies}, "
            f"{self.first.isoformat()} → {self.last.isoformat()} {as_of(day)}"
        )


def parse_summary(line: str) -> Summary | None:
    match = _SUMMARY_RE.match(line)
    if not match:
        return None
    tallies = {name: int(n) for n, name in _TALLY_RE.findall(match["tallies"] or "")}
    first, last = dt.date.fromisoformat(match["first"]), dt.date.fromisoformat(match["last"])
    return Summary(int(match["count"]), first, last, tallies)


@dataclass(frozen=True)
class Ledger:
    singular: str  # "session" → "23 sessions"
    limit: int  # lines kept at compression level 0
    key: Callable[[str], str | None]  # a line's identity, or None: not one of this ledger's lines
    tally: Callable[[str], str | None] = lambda line: None  # optional category counted in the summary

    def owns(self, line: str) -> bool:
        return line.startswith(SUMMARY_PREFIX) or (self.key(line) is not None and line_date(line) is not None)

    def keep(self, level: int) -> int:
        share = LEVEL_SHARE[min(level, len(LEVEL_SHARE) - 1)]
        return 0 if share == 0 else max(1, round(self.limit * share))

    def lines(self, section: Section) -> dict[str, str]:
        found: dict[str, str] = {}
        for line in section.managed(self.owns):
            key = self.key(line)
            if key is not None and not line.startswith(SUMMARY_PREFIX):
                found[key] = line
        return found

    def merge(self, section: Section, new: dict[str, str], *, day: dt.date, level: int) -> None:
        """Fold `new` lines (key → line) into the section, newest first, compressing the oldest."""
        summary = next((s for s in map(parse_summary, section.managed(self.owns)) if s), None)
        combined = self.lines(section)
        for key, line in new.items():
            date = line_date(line)
            if summary and date and date <= summary.last and key not in combined:
                continue  # already counted in the summary: refolding an old event changes nothing
            combined[key] = line
        ordered = sorted(combined.items(), key=lambda kv: (line_date(kv[1]), kv[0]), reverse=True)
        kept, dropped = self._cut([line for _, line in ordered], self.keep(level))
        if dropped:
            summary = self._fold(summary, dropped)
            tail = [summary.render(self.singular, day)]
        else:
            tail = [line for line in section.managed(self.owns) if line.startswith(SUMMARY_PREFIX)][:1]
        section.replace(self.owns, [*kept, *tail])

    @staticmethod
    def _cut(lines: list[str], limit: int) -> tuple[list[str], list[str]]:
        if len(lines) <= limit:
            return lines, []
        boundary = line_date(lines[limit])
        kept = [line for line in lines[:limit] if line_date(line) != boundary]
        return kept, lines[len(kept) :]

    def _fold(self, summary: Summary | None, dropped: list[str]) -> Summary:
        dates = [d for d in map(line_date, dropped) if d]
        tallies = dict(summary.tallies) if summary else {}
        for line in dropped:
            name = self.tally(line)
            if name:
                tallies[name] = tallies.get(name, 0) + 1
        first = min([*dates, *([summary.first] if summary else [])])
        last = max([*dates, *([summary.last] if summary else [])])
        return Summary((summary.count if summary else 0) + len(dropped), first, last, tallies)
