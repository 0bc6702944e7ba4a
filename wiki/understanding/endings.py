"""What she has stopped: a diet or habit said with the words that end it (docs/understanding.md "Cues").

"did keto for like 2 years, stopped in the spring", "I was vegan for five years", "gave up on keto",
"quit intermittent fasting", "not doing 16:8 anymore", "keto is done", "came off low carb": the diet
was hers and is not now, so it is no current diet. Like NegEx, an ending cue reaches only its own
clause side of a "but" ("quit keto but now I'm vegetarian": vegetarian stands).

The cues are a table each side of the term: before it ("stopped", "quit", "gave up (on)", "came off",
"no longer", "was … for two years") and after it ("…, stopped in the spring", "… anymore", "… is
done", "… for 2 years" after a past verb).
"""

import re

_DURATION = (
    r"for (?:like |about |around |almost |nearly |over |a good |the best part of )?"
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?|several|many)"
    r" (?:years?|yrs?|months?|weeks?|wks?)"
)
# Right before the diet word: "stopped keto", "gave up being vegan", "came off low carb", "no longer".
ENDED_BEFORE_RE = re.compile(
    r"\b(?:stopped|quit|quitted|ditched|dropped|binned|abandoned|gave up(?: on)?|giving up(?: on)?|"
    r"came off|come off|fell off|off the|done with|finished with|no longer|used to (?:be|do|eat|follow|try)|"
    r"outgr[eo]wn?|grew out of|grown out of|"
    r"ex-?|former)\s+(?:(?:being|doing|the|my|a|strict|full|with)\s+){0,2}$",
    re.I,
)
# A past verb before it with a duration after it: "did keto for 2 years", "was vegan for five years"
# ("I've been vegan for 5 years" is now, and has no past verb right before).
_PAST_BEFORE_RE = re.compile(r"\b(?:did|was|tried|went|followed|ate)\s+(?:\w+\s+){0,1}$", re.I)
# …or with a turn to now after it: "I was on keto but now I eat everything"
_DURATION_AFTER_RE = re.compile(rf"^\W*(?:\w+\W+){{0,2}}?(?:{_DURATION}\b|but now\b|now i\b)", re.I)
# A diet she only thinks of starting: "thinking about going vegan", "might try keto next month", "my
# doctor wants me to try intermittent fasting" ("starting keto today" has begun).
_NOT_YET_RE = re.compile(
    r"\b(?:thinking (?:about|of)|considering|might|may|could|tempted to|planning to|plan to|want(?:s|ed)? "
    r"(?:me )?to|wants? me to|should i|would (?:like|love) to|going to|gonna|hoping to)\s+"
    r"(?:(?:try|trying|go|going|do|doing|start|starting|give|giving|switch(?:ing)? to|a|an|some|it)\s+)"
    r"{1,2}$",
    re.I,
)
# After it in the same sentence, before any "but": "…, stopped in the spring", "… anymore", "… is done".
ENDED_AFTER_RE = re.compile(
    # "stopped eating meat" is how a diet starts, so "stopped" and "quit" count only bare or with a time
    r"^(?:(?!\bbut\b|\bnow\b)[^.!?])*?\b(?:(?:stopped|quit)(?= (?:it|that|in|last|this|around|when|after|"
    r"before|a |an |\d)|\W*(?:[,;]|$))|gave (?:it |that )?up|packed it in|ditched it|dropped it|binned it|"
    r"came off it|is over|was over|is done|carbs are back|back on (?:carbs|bread|meat|dairy|sugar))\b",
    re.I,
)


def ended(sentence: str, start: int, end: int) -> bool:
    """Is the diet or habit at sentence[start:end] said as one she has stopped?"""
    before, after = sentence[max(0, start - 40) : start], sentence[end:]
    if ENDED_BEFORE_RE.search(before):
        return True
    if _PAST_BEFORE_RE.search(before) and _DURATION_AFTER_RE.match(after):
        return True
    return bool(ENDED_AFTER_RE.match(after))


# A life event called off after it is named: "the work trip got cancelled", "the wedding's been called
# off", "the move to Denver is off", "the job fell through" — no event now ("the op went well" is one).
_CALLED_OFF_RE = re.compile(
    r"^(?:(?!\bbut\b|\bnow\b)[^.!?,;])*?\b(?:(?:got|was|were|has been|have been|'s been|is|are|been) "
    r"(?:cancell?ed|called off|postponed indefinitely|scrapped|shelved)|is off\b|are off\b|'s off\b|"
    r"fell through|falls through|(?:is|are|'s) not happening|didn'?t happen|never happened)",
    re.I,
)


def called_off(sentence: str, end: int) -> bool:
    """Is the event named just before sentence[end:] called off in its own clause?"""
    return bool(_CALLED_OFF_RE.match(sentence[end:]))


def not_yet(sentence: str, start: int) -> bool:
    """Is the diet at sentence[start:] one she only thinks of starting ("thinking about going vegan")?"""
    return bool(_NOT_YET_RE.search(sentence[max(0, start - 50) : start]))
