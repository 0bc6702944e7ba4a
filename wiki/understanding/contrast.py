"""A clause read against the clause before it (docs/understanding.md "Pain and harmless mentions").

- a known problem named by reference is a report: "it's my lower back again", "the usual knee thing is
  back", "same hamstring thing as last month", "that old shoulder issue flared";
- the second half of a contrast that leaves its predicate out gets the reading the first half did not:
  "knee is fine but my ankle is not", "my wrist isn't sore but my elbow is", "left knee good, right
  knee not", "my knee hurts but my ankle doesn't";
- a side said at the end of a clause is the side of its area: "…flared last night, left side".
"""

import dataclasses
import re

from wiki.understanding.lexicon import PAIRED
from wiki.understanding.negation import context
from wiki.understanding.painwords import HARMLESS_RE, PAIN_RE


def reading_of(
    sentence: str, text: str, offset: int, areas: list | None = None, states: list[str] | None = None
) -> str:
    """How a group was read: "pain", "harmless", "denied" (its pain word negated) or "not-this" (the
    area itself denied: "it's not my knee", "knee isn't the problem")."""
    if states is None:  # the caller may have read them already
        states = [context(sentence, offset + m.start(), offset + m.end()) for m in PAIN_RE.finditer(text)]
    if "" in states:
        return "pain"
    if not states and denied_area(text, areas or []):
        return "not-this"
    return "denied" if "negated" in states else "harmless" if HARMLESS_RE.search(text) else ""


_NOT_THE_PROBLEM_RE = re.compile(
    r"\b(?:isn'?t|is not|wasn'?t|not)\s+(?:the|my|an?|what'?s)\s+(?:problem|issue|culprit|one|hurting|sore)",
    re.I,
)


def denied_area(text: str, areas: list) -> bool:
    """ "not my knee this time", "knee isn't the problem": the area named only to be ruled out."""
    if PAIN_RE.search(text) or HARMLESS_RE.search(text):
        return False
    return bool(_NOT_THE_PROBLEM_RE.search(text)) or any(
        context(text, a.start, a.end) == "negated" for a in areas
    )


# A clause whose last words only give a side: "that old shoulder issue flared last night, left side".
_TAIL_SIDE_RE = re.compile(r",\s*(?:on )?(?:the |my )?(left|right)(?: one| side| hand side)?\W*$", re.I)


def tail_side(areas: list, text: str) -> list:
    tail = _TAIL_SIDE_RE.search(text)
    if not tail or any(a.side for a in areas) or any(a.start > tail.start() for a in areas):
        return areas
    side = tail[1].lower()
    return [
        dataclasses.replace(a, side=side, area=f"{side} {a.base}") if a.base in PAIRED else a for a in areas
    ]


def reference_or_ellipsis(
    sentence: str, areas: list, text: str, offset: int, before: str
) -> tuple[str, re.Match, int] | None:
    """A known problem named by reference ("it's my lower back again", "the usual knee thing is back",
    "same hamstring thing as last month") is a report; so is the second half of a contrast that leaves
    its predicate out ("knee is fine but my ankle is not", "my wrist isn't sore but my elbow is").
    ("pain" | "harmless", the words it rests on, where in `text` what is said of the area starts), or None
    when neither applies."""
    if not areas:
        return None
    for area in areas:  # "nothing hurts except my left wrist"
        excepted = _EXCEPT_RE.search(text[: area.start])
        if excepted is not None:
            return "pain", excepted, excepted.end()
    only = _ONLY_WHEN_RE.search(text)
    if only and "negated" in [
        context(sentence, offset + m.start(), offset + m.end()) for m in PAIN_RE.finditer(text)
    ]:
        return "pain", only, only.start()  # "my back doesn't hurt when I run, only when I sit"
    fine = HARMLESS_RE.search(text)
    unless = _UNLESS_RE.match(text, fine.end()) if fine and not PAIN_RE.search(text) else None
    if unless is not None:
        return "pain", unless, unless.start()  # "shoulder's fine apart from when I reach overhead"
    rated = _BUT_RATED_RE.search(text, fine.end()) if fine and not PAIN_RE.search(text) else None
    if rated is not None:  # "knee is fine on the flat but coming down the stairs it's a good 4/10"
        return "pain", rated, rated.start()
    said = [context(sentence, offset + m.start(), offset + m.end()) for m in PAIN_RE.finditer(text)]
    if any(state in ("", "negated") for state in said) or HARMLESS_RE.search(text):
        return None  # a pain word of its own says it ("sorry to keep moaning" says none: her, not the shin)
    focus = _FOCUS_RE.match(text) if before == "not-this" else None
    if focus is not None:
        return "pain", focus, 0  # "it's not my knee, it's my hip"
    ellipsis = _ELLIPSIS_RE.match(text)
    if ellipsis:
        denies = bool(ellipsis["neg"] or ellipsis["bare"])
        if (before == "harmless" and denies) or (before == "denied" and not denies) or before == "pain":
            return ("harmless" if before == "pain" and denies else "pain"), ellipsis, 0
        return None
    for area in areas:
        after = _AGAIN_AFTER_RE.match(text, area.end)
        named = _PROBLEM_AFTER_RE.match(text, area.end)
        if named and not _STRONG_REFERENCE_RE.search(text[: area.start]):
            # "that knee thing is back": a weaker pointer needs the problem to return
            weak = _REFERENCE_BEFORE_RE.search(text[: area.start]) and _RETURNS_RE.search(text, named.end())
            named = named if weak else None
        match = after or named
        if match and not _NOT_BACK_RE.search(_DOWNPLAY_RE.sub("", text)):
            state = context(sentence, offset + match.start(), offset + match.end())
            if state in ("", "historical"):  # "same knee thing as last year" is now, again
                return "pain", match, 0
    return None


_PROBLEM = r"(?:thing|issue|problem|trouble|niggle|injury|pain|stuff|saga|drama)s?"
_AGAIN_AFTER_RE = re.compile(
    rf"(?:'s|s)?\s*(?:{_PROBLEM}\s*)?(?:(?:is|'s|has|are)\s+)?(?:back|again|returned|come back|came back)\b",
    re.I,
)
_REFERENCE_BEFORE_RE = re.compile(
    r"\b(?:usual|same|old|familiar|recurring|that|this|my|the) (?:stupid |dodgy |bloody |annoying |old )?"
    r"(?:(?:left|right|lower|upper)\s+)?$",
    re.I,
)
_PROBLEM_AFTER_RE = re.compile(rf"(?:'s|s)?\s*{_PROBLEM}\b", re.I)
_STRONG_REFERENCE_RE = re.compile(r"\b(?:usual|same|old|familiar|recurring)\s+(?:[\w'-]+\s+){0,2}$", re.I)
_RETURNS_RE = re.compile(r"\b(?:again|back|as (?:last|before|usual)|returned|flared)\b", re.I)
# Any denial in the clause keeps a reference from being a report ("the old knee problem hasn't bothered
# me in months", "that knee thing hasn't come back").
_NOT_BACK_RE = re.compile(  # "hasn't", "hasnt" — not the "nt" of "front" or "went"
    r"\b(?:not|no|never|nothing|without)\b|n't\b|"
    r"\b(?:dont|doesnt|didnt|isnt|wasnt|hasnt|havent|hadnt|wont|cant|couldnt|arent|werent)\b",
    re.I,
)
# ... but a downplay is no denial: "nothing serious, just my wrist again", "no biggie, the knee's back"
_DOWNPLAY_RE = re.compile(
    r"\b(?:nothing|not|no) (?:a |too |that |super |very )?"
    r"(?:serious|major|big|bad|dramatic|crazy|biggie|big deal)\b",
    re.I,
)
_ELLIPSIS_RE = re.compile(
    r"^\W*(?:(?:but|though|whereas|while|and|however|yet)\s+)?(?:the |my |her |his )?(?:[\w'-]+\s+){0,2}?"
    r"[\w'-]+?(?:(?:\s+(?:is|are|does|do|did|has|have|was)|'s)(?P<neg>\s*not|n'?t)?|\s+(?P<bare>not|nope))"
    r"(?:\s+(?:tho|though|really|at all|either|too|still|so much|as well))*\W*$"
    r"|^\W*(?:and )?so (?:does|is|do|are|has) (?:the |my )?[\w' -]+?\W*$",
    re.I,
)
_FOCUS_RE = re.compile(r"^\W*(?:but\s+)?(?:it'?s|its|it is|rather|more like|actually|this time)\b", re.I)


def is_ellipsis(text: str) -> bool:
    """ "the knee isn't", "but my elbow is": a clause that leaves its predicate out."""
    return bool(_ELLIPSIS_RE.match(text))


_EXCEPT_RE = re.compile(
    r"\b(?:nothing(?: else)?|no (?:pain|problems?|issues?)|all good|all fine|everything(?:'s| is| feels) "
    r"(?:fine|good|ok|okay|great))\b[^.!?;]*?\b(?:except|apart from|other than|besides|save for|aside from|"
    r"but)\s+(?:for\s+)?(?:my |the |a |that )?(?:(?:left|right|lower|upper)\s+)?$",
    re.I,
)
# What a "fine" leaves out is where it is not fine: "knee is fine unless I kneel on it", "fine except when
# I squat deep", "good apart from when I reach overhead"
_UNLESS_RE = re.compile(
    r"[\s,]*(?:\w+\s+)?(?:unless (?!you\b|u\b)|except (?:when|if|on|during)|apart from (?:when|on|during)|"
    r"other than (?:when|on|during)|but not (?:when|on|during))\b",
    re.I,
)
# a rating said after "but", of the same area: what is fine is fine only in part
_BUT_RATED_RE = re.compile(
    r"\bbut\b[^.!?]{0,60}?(?:\b\d{1,2}\s*/\s*10\b|\b\d{1,2} out of (?:10|ten)\b|"
    r"\ba (?:good |solid )?\d{1,2}\b(?!\s*(?:sets?|reps?|kg|km|k\b|min|people|times)))",
    re.I,
)
_ONLY_WHEN_RE = re.compile(
    r",?\s*(?:but )?(?:only|just)\s+(?:when|on|during|after|in|if|first thing|at)\b", re.I
)
