"""A body area she says is fully over, or that was never hers to begin with: the side she corrected
(docs/understanding.md "Recovered, as she said").

The entry stays (only the coach removes or lowers one): its machine-owned tail gains her dated words —
`… — last: 2026-11-02, 1 report, latest: pain 3/10; 2026-11-09 "neck feels totally normal again" —
recovered, as she said` — and the run proposes a `recovered` safety item the inbox reads as "resolve
the open alert of this area" (a watch item) or "note her word on the card" (a constraint or injury,
which a person decides). Only the nightly run reads it; a later pain report rewrites the tail, so the
area is current again and alerts as usual. Split from safety.py, which writes the reports.

A side she corrects ("right knee sore on lunges" … "correction — it's the LEFT knee") opens the left
knee's entry through the correction itself (reading.py); the right knee's entry, opened by that one
message alone, is marked the same way — `… "correction — it's the LEFT knee" — corrected, as she said` —
and its alert is closed like a recovery: it was never her right knee.
"""

import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass

from wiki.distillers.base import EventRecord, ProposedAlert
from wiki.distillers.rules.context import Ctx
from wiki.distillers.rules.pages import Page, Section, line_date
from wiki.distillers.rules.reading import pain_reports, read, turns, turns_it_may_correct
from wiki.tree.markup import ENTRY_RE, entry_line, normalise_area
from wiki.understanding import framing
from wiki.understanding.quote import quote_client_text
from wiki.understanding.recovery import said_recovered

RECOVERED, CORRECTED = "recovered", "corrected"
QUOTE_CHARS = 100
_TAIL_RE = re.compile(r" — last: .*$")
_AS_OF_RE = re.compile(r"\s*\(as of (\d{4}-\d{2}-\d{2})\)\s*$")
_MARK_RE = re.compile(r"; \d{4}-\d{2}-\d{2} \".*\" — (?:recovered|corrected), as she said$")
_ONE_REPORT_RE = re.compile(r" — last: \d{4}-\d{2}-\d{2}, 1 report\b")
_OTHER_SIDE = {"left": "right", "right": "left"}

Finder = Callable[[Page, str], tuple[Section, int] | None]


@dataclass(frozen=True)
class Recovery:
    area: str  # the entry's area
    level: str  # the entry's level: only a watch item's alert closes itself
    event: EventRecord
    quote: str
    how: str = RECOVERED  # or CORRECTED: the side she corrected

    def alert(self, path: str) -> ProposedAlert:
        date = self.event.local_date.isoformat()
        message = f'{self.area.capitalize()}: on {date} she said "{self.quote}" — {self.how}, as she said.'
        payload = {
            "area": self.area,
            "level": self.level,
            "date": date,
            "quote": self.quote,
            "recovered": True,  # the inbox closes a watch item's alert either way
            "source": "chat",
            **({"corrected": True} if self.how == CORRECTED else {}),
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
        pained = [f.area for f in reading.pain]
        for finding in reading.harmless:
            # "left hip totally fine now, but the RIGHT hip flexor is sore": the other side's pain is new
            if any(_same(area, finding.area) for area in pained) or not said_recovered(finding.quote):
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
    corrected = [*_corrected_sides(page, ctx, find), *_corrected_areas(page, ctx, find)]
    found.update({c.area: c for c in corrected if c.area not in found})
    for recovery in found.values():
        _mark(page, recovery, find)
    return list(found.values())


def _corrected_sides(page: Page, ctx: Ctx, find: Finder) -> list[Recovery]:
    """The other side's entries opened only by the message a side correction corrects."""
    found = []
    for event in turns(ctx, new_only=True):
        fix = framing.correction(str(event.payload["text"]))
        wrong = _OTHER_SIDE.get(fix[0].lower(), "") if fix else ""
        corrected = _corrected_turn(event, ctx, fix) if wrong and fix else None
        if corrected is not None:
            found += _taken_back(page, ctx, find, event, corrected, lambda f, side=wrong: f.side == side)
    return found


def _corrected_areas(page: Page, ctx: Ctx, find: Finder) -> list[Recovery]:
    """The entries of an area she takes back ("it's not the knee, it's the hip"), opened only by her
    latest turn before that named it."""
    found = []
    for event in turns(ctx, new_only=True):
        wrong = framing.area_taken_back(str(event.payload["text"]))
        said = _latest_naming(event, ctx, wrong) if wrong else None
        if said is not None:
            found += _taken_back(page, ctx, find, event, said, lambda f, base=wrong: f.base == base)
    return found


def _taken_back(
    page: Page, ctx: Ctx, find: Finder, event: EventRecord, said: EventRecord, wrong: Callable[..., bool]
) -> list[Recovery]:
    """The entries of the pain `said` reported that `event` takes back (`wrong`), when that one message
    alone opened them and nothing was reported of them since."""
    found = []
    quote = quote_client_text(str(event.payload["text"]), QUOTE_CHARS)
    for finding in read(said, ctx).pain:
        existing = find(page, finding.area) if wrong(finding) else None
        if existing is None or not _only_from(existing, said) or _reported_after(finding.area, event, ctx):
            continue
        match = ENTRY_RE.match(existing[0].lines[existing[1]])
        found.append(Recovery(normalise_area(match["area"]), match["level"], event, quote, CORRECTED))
    return found


def _latest_naming(event: EventRecord, ctx: Ctx, base: str) -> EventRecord | None:
    """Her latest turn before this one (of those a correction may correct) with pain in `base`."""
    return next(
        (e for e in turns_it_may_correct(event, ctx) if any(f.base == base for f in read(e, ctx).pain)), None
    )


def _corrected_turn(event: EventRecord, ctx: Ctx, fix: tuple[str, str]) -> EventRecord | None:
    """Her latest turn before the correction that said a side (as reading.py reads the correction)."""
    return next(
        (e for e in turns_it_may_correct(event, ctx) if framing.corrected(str(e.payload["text"]), *fix)), None
    )


def _only_from(existing: tuple[Section, int], event: EventRecord) -> bool:
    """Was the entry opened by this one message, with no report before or after it?"""
    line = existing[0].lines[existing[1]]
    first = re.search(r"first reported (\d{4}-\d{2}-\d{2})", line)
    one = _TAIL_RE.search(_AS_OF_RE.sub("", line)) is None or bool(_ONE_REPORT_RE.search(line))
    return one and first is not None and first[1] == event.local_date.isoformat()


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
    said = f'; {date} "{recovery.quote}" — {recovery.how}, as she said'
    section.lines[index] = entry_line(
        match["area"].strip(), match["level"], f"{stable}{last}{said} (as of {date})"
    )
