"""A recent operation on a body area: what a coach must plan around (docs/understanding.md "Pain and
harmless mentions").

"left hip replacement 6 weeks ago. Physio says no bending past 90 degrees for another month", "had my
knee scoped last month", "ACL reconstruction in August, still in rehab": she says no pain, yet the area is
not to be loaded as if nothing happened — a `constraint` entry, dated to the operation. An operation long
ago is her history (`pain._long_ago`: "had my left hip replaced in 2015"), one denied, feared or planned
is none ("no surgery needed", "might need an op", "surgery is booked for March"), someone else's is
theirs ("my dad's hip replacement").
"""

import datetime as dt
import re

from wiki.understanding.dates import month_number, onset
from wiki.understanding.lexicon import find_areas
from wiki.understanding.negation import context, someone_else
from wiki.understanding.painwords import ADVISED_RE, OPERATED_RE, PAIN_RE

RECENT_DAYS = 183  # an operation within about six months is still being recovered from
# said without a date, still recent: "just had", "recovering from", "post-op", "since the op"
_RECENT_RE = re.compile(
    r"\b(?:just|recently|newly|fresh(?:ly)?|still recovering|recovering from|rehabb?ing|in rehab|post[- ]?op|"
    r"since (?:the|my) (?:op|operation|surgery))\b",
    re.I,
)
_PLANNED_RE = re.compile(
    r"\b(?:booked|scheduled|planned|waiting (?:list|for)|due|going in|next|upcoming|will have|getting|"
    r"need(?:s|ed)?|considering|might|may|could)\b",
    re.I,
)
_LAST_RE = re.compile(r"\blast (week|month)\b", re.I)
_IN_MONTH_RE = re.compile(
    r"\b(?:in|during|back in|early|late|mid|start of|end of)[- ](?:the )?"
    r"(jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|"
    r"nov(?:ember)?|dec(?:ember)?)\b",
    re.I,
)
# what she was told not to do, said in a sentence of its own after the operation: "Physio says no bending
# past 90 degrees", "surgeon said no running for 6 weeks", "doc: avoid twisting"
_LIMIT_RE = re.compile(
    r"\b(?:no|avoid|not allowed|mustn'?t|shouldn'?t|can'?t|cannot|not to|nothing|limit(?:ed)?|only|"
    r"max(?:imum)?|up to|past|beyond|over)\b",
    re.I,
)


def recently_operated(sentence: str, text: str, offset: int, today: dt.date) -> dt.date | bool | None:
    """The day of her recent operation said in `text` (at `offset` in `sentence`), False when it is recent
    by her words but undated ("just had knee surgery"), None when there is none."""
    operated = next((m for m in OPERATED_RE.finditer(text) if _on_the_body(text, m)), None)
    if operated is None or _PLANNED_RE.search(text[: operated.start()] + text[operated.end() :]):
        return None
    at = offset + operated.start()
    # "3 months ago" reads as the past to negation.py: the date below decides whether it is recent
    if context(sentence, at, at + len(operated[0])) not in ("", "historical") or someone_else(sentence, at):
        return None
    when = onset(text, today)
    if when is not None:
        return when if (today - when).days <= RECENT_DAYS else None
    month = _IN_MONTH_RE.search(text)
    if month is not None:  # "had my hip replaced in September": the latest such month, not after today
        number = month_number(month[1]) or today.month
        year = today.year if number <= today.month else today.year - 1
        when = dt.date(year, number, 1)
        return when if (today - when).days <= RECENT_DAYS else None
    last = _LAST_RE.search(text)
    if last is not None:
        return today - dt.timedelta(days=7 if last[1].lower() == "week" else 30)
    recent = _RECENT_RE.search(text)
    return (
        False if recent and context(sentence, offset + recent.start(), offset + recent.end()) == "" else None
    )


# the words that may stand between an operation and the area it was on ("surgery on my left knee", "had
# my hip replaced", "left hip replacement"); anything else ("repair work on my shoulder mobility") is none
_BETWEEN_RE = re.compile(
    r"^(?:\s|\b(?:my|her|the|a|an|left|right|on|to|of|for|total|partial|full|keyhole)\b)*$", re.I
)
# kit named after the body part ("replaced my knee sleeve", "a replacement wrist strap"): no operation
_KIT_RE = re.compile(
    r"[\s-]*(?:sleeves?|straps?|braces?|wraps?|supports?|guards?|bands?|tape|pads?|bandages?|warmers?|"
    r"splints?|rollers?|belts?|weights?)\b",
    re.I,
)


def _on_the_body(text: str, operated: re.Match) -> bool:
    """Is the operation word said right next to an area of hers?"""
    for area in find_areas(text):
        between = (
            text[area.end : operated.start()]
            if area.end <= operated.start()
            else text[operated.end() : area.start]
        )
        if _BETWEEN_RE.match(between) and not _KIT_RE.match(text, area.end):
            return True
    return False


def limit_advised(operation: str, text: str) -> bool:
    """Is `text` a professional's limit on what she may do ("Physio says no bending past 90 degrees") after
    a sentence that names an operation? (After a pain, "no running for 2 weeks" would date the pain.)"""
    return bool(
        OPERATED_RE.search(operation)
        and ADVISED_RE.search(text)
        and _LIMIT_RE.search(text)
        and not PAIN_RE.search(text)
    )
