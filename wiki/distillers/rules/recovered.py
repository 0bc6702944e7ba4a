"""A body area she says is fully over (docs/understanding.md "Recovered, as she said").

The entry stays (only the coach removes or lowers one): its machine-owned tail gains her dated words —
`… — last: 2026-11-02, 1 report, latest: pain 3/10; 2026-11-09 "neck feels totally normal again" —
recovered, as she said` — and the run proposes a `recovered` safety item the inbox reads as "resolve
the open alert of this area" (a watch item) or "note her word on the card" (a constraint or injury,
which a person decides). Only the nightly run reads it; a later pain report rewrites the tail, so the
area is current again and alerts as usual. Split from safety.py, which writes the reports.
"""

import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass

from wiki.distillers.base import EventRecord, ProposedAlert
from wiki.distillers.rules.context import Ctx
from wiki.distillers.rules.pages import Page, Section, line_date
from wiki.distillers.rules.reading import pain_reports, read, turns
from wiki.tree.markup import ENTRY_RE, entry_line, normalise_area
from wiki.understanding.quote import quote_client_text
from wiki.understanding.recovery import said_recovered

MARK = "— recovered, as she said"
QUOTE_CHARS = 100
_TAIL_RE = re.compile(r" — last: .*$")
_AS_OF_RE = re.compile(r"\s*\(as of (\d{4}-\d{2}-\d{2})\)\s*$")
_MARK_RE = re.compile(r"; \d{4}-\d{2}-\d{2} \".*\" — recovered, as she said$")

Finder = Callable[[Page, str], tuple[Section, int] | None]


@dataclass(frozen=True)
class Recovery:
    area: str  # the entry's area
    level: str  # the entry's level: only a watch item's alert closes itself
    event: EventRecord
    quote: str

    def alert(self, path: str) -> ProposedAlert:
        date = self.event.local_date.isoformat()
        message = f'{self.area.capitalize()}: on {date} she said "{self.quote}" — recovered, as she said.'
        payload = {
            "area": self.area,
            "level": self.level,
            "date": date,
            "quote": self.quote,
            "recovered": True,
            "source": "chat",
        }
        return ProposedAlert("safety", path, "low", message, (self.event.event_id,), payload)


def is_recovered(line: str) -> bool:
    """An entry whose tail says she called it over (and no pain report came after)."""
    return bool(_MARK_RE.search(_AS_OF_RE.sub("", line)))


def apply(page: Page, ctx: Ctx, find: Finder) -> list[Recovery]:
    """Mark each entry she said is over, after its latest report; the recoveries, for the inbox."""
    if not ctx.nightly:
        return []  # the nightly run reads it (docs/wiki-rules.md "Safety")
    found: dict[str, Recovery] = {}
    for event in turns(ctx, new_only=True):
        reading = read(event, ctx)
        pained = {f.base for f in reading.pain}
        for finding in reading.harmless:
            if finding.base in pained or not said_recovered(finding.quote):
                continue
            existing = find(page, finding.area)
            if existing is None:
                continue
            match = ENTRY_RE.match(existing[0].lines[existing[1]])
            area = normalise_area(match["area"])
            if _reported_after(area, event, ctx) or _last_report(existing) > event.local_date:
                continue
            quote = quote_client_text(finding.quote, QUOTE_CHARS)
            found[area] = Recovery(area, match["level"], event, quote)
    for recovery in found.values():
        _mark(page, recovery, find)
    return list(found.values())


def _last_report(existing: tuple[Section, int]) -> dt.date:
    line = existing[0].lines[existing[1]]
    tail = re.search(r" — last: (\d{4}-\d{2}-\d{2})", line)
    dated = dt.date.fromisoformat(tail[1]) if tail else line_date(line)
    return dated or dt.date.min


def _same(a: str, b: str) -> bool:
    base = lambda x: x.removeprefix("left ").removeprefix("right ")  # noqa: E731
    return a == b or (base(a) == base(b) and (a == base(a) or b == base(b)))


def _reported_after(area: str, event: EventRecord, ctx: Ctx) -> bool:
    """A pain report of the area after her word makes it current again."""
    for later in ctx.window.of("checkin.soreness", "injury.reported", "chat.turn"):
        if (later.occurred_at, later.seq) <= (event.occurred_at, event.seq):
            continue
        if later.kind == "chat.turn":
            named = [f.area for f in pain_reports(later, ctx)]
        else:
            named = [normalise_area(str(later.payload.get("area", "")))]
        if any(_same(n, area) for n in named):
            return True
    return False


def _mark(page: Page, recovery: Recovery, find: Finder) -> None:
    section, index = find(page, recovery.area)
    line = section.lines[index]
    match = ENTRY_RE.match(line)
    text = _AS_OF_RE.sub("", match["text"])
    as_of = _AS_OF_RE.search(match["text"])
    tail = _TAIL_RE.search(text)
    stable = _TAIL_RE.sub("", text)
    if tail is None:
        first = dt.date.fromisoformat(as_of[1]) if as_of else recovery.event.local_date
        last = f" — last: {first.isoformat()}, 1 report"
    else:
        last = _MARK_RE.sub("", tail[0])
    date = recovery.event.local_date.isoformat()
    said = f'; {date} "{recovery.quote}" {MARK}'
    section.lines[index] = entry_line(
        match["area"].strip(), match["level"], f"{stable}{last}{said} (as of {date})"
    )
