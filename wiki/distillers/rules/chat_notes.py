"""constraints-injuries `## Notes`: harmless or negated mentions ("knee clicked on squats, no pain") and
past injuries ("had my left hip replaced in 2015") said in chat, one dated line per day and area, most
recent first, at most NOTES_MAX (older ones roll off; raw/ keeps them) — docs/understanding.md "Where it
lands". Split from chat.py, which reads the turns.
"""

import re

from wiki.distillers.base import EventRecord
from wiki.distillers.rules.cite import with_cite
from wiki.distillers.rules.context import Ctx
from wiki.distillers.rules.pages import Page
from wiki.distillers.rules.reading import read, referent, turns
from wiki.understanding.lexicon import find_areas
from wiki.understanding.pain import Finding
from wiki.understanding.painwords import advised

NOTES_MAX = 8  # harmless-mention notes kept on constraints-injuries.md
_NOTE_RE = re.compile(r"^- (\d{4}-\d{2}-\d{2}) ([^:]+): ")


def update_notes(page: Page, ctx: Ctx) -> None:
    found: dict[str, str] = {}
    for event in turns(ctx):
        reading = read(event, ctx)
        for finding, said in (
            *((f, "past injury, noted (not a current report)") for f in reading.history),
            *((f, _harmless_said(event)) for f in reading.harmless),
            *((f, "what the physio or doctor said, noted") for f in reading.pain if advised(f.quote)),
        ):
            key = f"{event.local_date.isoformat()} {finding.area}"
            note = f'- {key}: "{finding.quote}" — {said}'
            if finding.kind == "harmless" and _denies_a_guess(event, finding, ctx, page):
                note = f"- {key}: {_DENIED_GUESS}"
            found[key] = with_cite(note, [event.seq])
    if not found:
        return
    section = page.section("Notes", ("harmless notes", "notes and harmless mentions"))
    owned = lambda line: bool(_NOTE_RE.match(line))  # noqa: E731
    current = {f"{m[1]} {m[2]}": line for line in section.managed(owned) if (m := _NOTE_RE.match(line))}
    current.update(found)
    newest = sorted(current.items(), key=lambda kv: kv[0], reverse=True)[:NOTES_MAX]
    section.replace(owned, [line for _, line in newest])


# A bot's guess about an area she never reported, denied naming the area ("Is your shoulder still
# bothering you?" — "my shoulder has never hurt"): the note says she is well and cites her turn,
# without quoting a denial whose pain words a bot would read as a pain (docs/understanding.md "Replies
# in a conversation").
_DENIED_GUESS = "all well, she said when asked (the bot's guess, denied)"


def _denies_a_guess(event: EventRecord, finding: Finding, ctx: Ctx, page: Page) -> bool:
    asked, _ = referent(event, ctx)
    if not asked or finding.base not in asked or not find_areas(str(event.payload.get("text", ""))):
        return False  # a reply naming no area ("nope, no pain at all") is quoted as it stands
    return not any(line.startswith("- **") and finding.base in line for line in page.all_lines())


def _harmless_said(event: EventRecord) -> str:
    """A reply that names no area only answers the bot's guess ("Is your shoulder bothering you?" —
    "nah all good"): the note says she is well, in no words of pain (she never spoke of one)."""
    if find_areas(str(event.payload.get("text", ""))):
        return "harmless, noted (not an injury)"
    return "all well, she said when asked"
