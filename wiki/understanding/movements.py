"""The movement or moment a pain is said of (docs/understanding.md "Pain and harmless mentions"): "sore on
overhead press" → "on overhead press", "hurts when I lift my leg" → "when I lift my leg"; a time, a
manner, a rating or another body part is none ("sore on and off", "on the 3rd", "on my left")."""

import re

from wiki.understanding.lexicon import find_areas
from wiki.understanding.quote import quote_client_text

_TRIGGER_RE = re.compile(
    r"\b(?:on|during|when(?: i(?:'m)?)?|while(?: i(?:'m)?)?|after|doing|at the (?:top|bottom) of|"
    r"from(?= (?:the|all the|those|these|doing|my) ))\s+"
    r"((?:the |my |a |an |those |these )?(?!but\b|and\b|so\b)[a-z0-9'/-]+"
    r"(?: (?!but\b|and\b|so\b|though\b|its?\b|it's\b|like\b)[a-z0-9'][a-z0-9'/-]*){0,3})",  # " - " ends it
    re.I,
)
_NOT_TRIGGER = re.compile(
    r"^(?:the (?:left|right)|and|but|about|like|it|a bit|a scale|the morning|the evening|my (?:left|right)$|"
    # a time or a manner, not a movement: "painful to walk on now", "sore on and off", "on top of that"
    r"(?:now|then|and off|off and on|top of (?:that|it|this)|the mend|purpose|average|all|that|this)\b|"
    r"(?:the )?\d{1,2}(?:st|nd|rd|th)\b|in (?:19|20)\d\d\b|(?:broken )?(?:glass|nails|knives|lego|pins)\b|"
    r"(?:last |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)",
    re.I,
)


def pain_trigger(text: str) -> str:
    """The movement or moment a pain is said of ("on overhead press", "when I lift my leg"), or ""."""
    for match in _TRIGGER_RE.finditer(text):
        phrase = match.group(0).strip()
        words = match[1].lower()
        moves = re.match(r"(?:when|while)\b", phrase, re.I)  # "when I lift my leg" is a movement, not a place
        if (
            _NOT_TRIGGER.match(words)
            or (find_areas(words) and not moves)
            or re.match(r"^(?:the )?(?:last|first) \d", words)
        ):
            continue
        if re.search(r"\d+/10|\bout of\b", words):
            continue
        phrase = re.sub(
            r"(?:\s+(?:at|in|on|the|a|an|my|to|of|and|with|for|from|by|above|below|under))+$",
            "",
            phrase,
            flags=re.I,
        )
        return quote_client_text(phrase, 50).rstrip(".,!?")
    return ""


# A sentence that only says when it hurts, after the one that said it does: "My left shoulder hurts. Only
# when I press overhead." / "mostly after long drives" / "it's the stairs that get it".
_TRIGGER_ALONE_RE = re.compile(
    r"^\W*(?:(?:but|and|though|tho) )?(?:(?:only|mostly|mainly|especially|esp\.?|just|usually|always|"
    r"worse|worst) )+(?=(?:on|during|when|while|after|doing|going|from|with)\b)",
    re.I,
)
_ITS_THE_RE = re.compile(
    r"^\W*(?:but |and )?(?:it'?s|its) (?P<what>(?:the |my |when |going |doing |getting |\w+ing ).{2,40}?) "
    r"that (?:gets?|sets?|does|kills?|bothers?|aggravates?|triggers?|hurts?|sets? (?:it|them) off)\b",
    re.I,
)


def trigger_alone(text: str) -> str:
    """The movement said on its own right after a pain ("only when I press overhead"), or ""."""
    its = _ITS_THE_RE.match(text)
    if its:
        return quote_client_text(its["what"], 50).rstrip(".,!?")
    lead = _TRIGGER_ALONE_RE.match(text)
    if not lead or len(text.split()) > 12:
        return ""
    rest = text[lead.end() :]
    if re.match(r"(?:going|doing|getting)\b", rest, re.I):  # "especially going downstairs"
        return quote_client_text(rest, 50).rstrip(".,!?")
    return pain_trigger(rest)
