"""Her version of a bot's wrong claim (docs/understanding.md "Replies in a conversation"): the bot says
"As a type 2 diabetic, you'll want to watch your carbs" and she answers "type 1, actually"; the bot
says "Since you like to train at 6am, …" and she answers "7pm actually". Her reply alone names no
diabetes and no slot: the claim says what it corrects. `claim_corrected(reply, bot_text)` is the bot's
sentence with her value in place of its own and told in the first person ("As a type 1 diabetic, I'll
want to watch my carbs"), for the cues to read; only her reply is ever quoted. The value must be of the
same kind as the one it replaces — the same leading word ("type 1" for "type 2"), or both a clock time,
a number with the same unit or a day — so "running, actually" to "since you love swimming" reads
nothing. tests/wiki/understanding/test_botclaims.py is the table.
"""

import re

# "type 1, actually", "no, type 1", "it's type 1 not type 2", "7pm actually", "nope - 7pm"
_REPLY_RE = re.compile(
    r"^\W*(?:(?:no+|nope|nah|wrong|actually|erm|um|well|haha|lol)\W+)*(?:(?:it'?s|i'?m|i am|i do)\s+)?"
    r"(?P<new>[a-z0-9][\w:.'/-]*(?:\s+[\w:.'/-]+){0,2}?)"
    r"(?:,?\s+(?:actually|not\s+(?P<old>[\w:.'/-]+(?:\s+[\w:.'/-]+){0,2}?)|though|tbh)\b|(?=\W*$))",
    re.I,
)
# Disbelief at the claim, any way she says it ("lol since when", "says who??", "news to me", "where'd you
# get that"): a challenge that gives no value of her own corrects nothing (a denial is the pages' business)
_DOUBT_RE = re.compile(
    r"^\W*(?:(?:lol|lmao|haha\w*|ha|um+|erm|wait|sorry|uh+|eh|hm+|wha+t|huh|excuse me|er)\W+)*"
    r"(?:since when|says who|who says|who said|who told you|where(?:'d| did| do) you get|what makes you|"
    r"news to me|first i'?ve heard|that'?s new|come again|excuse me|wtf|wut|what\?|huh|eh\?|you what|"
    r"(?:am|do|did|have) i\b|i(?:'m| am) not\b|i (?:don'?t|do not|never)\b|not me\b|never (?:said|have)|"
    r"did i say)",
    re.I,
)
_TIME = r"\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}"
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_KINDS = (
    re.compile(rf"^(?:{_TIME})$", re.I),
    re.compile(rf"^{_DAY}$", re.I),
    re.compile(r"^\d+(?:\.\d+)?\s*(?P<unit>kg|lbs?|km|k|miles?|min(?:ute)?s?|hours?|h)$", re.I),
)
_PEOPLE = (
    (r"\byou'?re\b", "I'm"),
    (r"\byou are\b", "I am"),
    (r"\byou'?ll\b", "I'll"),
    (r"\byou'?ve\b", "I've"),
    (r"\byour\b", "my"),
    (r"\byou\b", "I"),
)


def claim_corrected(reply: str, bot_text: str) -> str:
    """The bot's claim with her value in its place and in the first person, or "" when the reply
    corrects nothing in it."""
    said = _REPLY_RE.match(reply.strip())
    if _DOUBT_RE.match(reply.strip()):
        return ""  # "lol since when" to "Since you're doing keto, …": disbelief, no value of hers
    if not said or "?" in bot_text or len(reply.split()) > 40:
        return ""  # a bot's question is framing.py's
    new = said["new"].strip(" .,!")
    for sentence in re.split(r"(?<=[.!])\s+", bot_text):
        old = (
            said["old"]
            if said["old"] and said["old"].lower() in sentence.lower()
            else _same_kind(new, sentence)
        )
        if old and old.lower() != new.lower():
            start = sentence.lower().index(old.lower())
            fixed = sentence[:start] + new + sentence[start + len(old) :]
            for pattern, mine in _PEOPLE:
                fixed = re.sub(pattern, mine, fixed, flags=re.I)
            return fixed
    return ""


def _same_kind(new: str, sentence: str) -> str:
    """The phrase of the bot's sentence of the same kind as her value: its leading word and then a
    value ("type 2" for "type 1"), or a time, day or number with the same unit."""
    words = new.split()
    if len(words) >= 2 and not any(k.match(new) for k in _KINDS):
        lead = re.escape(words[0])
        found = re.search(rf"\b{lead}\s+[\w'-]+(?:\s+[\w'-]+){{0,{len(words) - 2}}}", sentence, re.I)
        return found[0] if found else ""
    for kind in _KINDS:
        mine = kind.match(new)
        if not mine:
            continue
        for theirs in re.finditer(rf"\b(?:{_TIME}|{_DAY}|\d+(?:\.\d+)?\s*[a-z]+)\b", sentence, re.I):
            other = kind.match(theirs[0])
            if other and (kind is not _KINDS[2] or _unit(other) == _unit(mine)):
                return theirs[0]
    return ""


def _unit(match: re.Match) -> str:
    return match["unit"].lower().rstrip("s")[:2]


# "Just checking, you've moved to the PureGym on Deansgate now?" — "yep since sat 👍": a recap she says
# yes to is hers (a bare "ok" or a yes with a "but" is not)
_CONFIRM_ASKED_RE = re.compile(
    r"(?:^|[.!]\s+)(?:(?:just checking|to confirm|quick check|so|and|ok)\W+)*"
    r"(?P<claim>you(?:'ve| have|'re| are| do| still| now)?\b[^?]{3,120})\?\s*$",
    re.I,
)
_YES_RE = re.compile(
    r"^\W*(?:yep|yes|yeah|yup|yh|ya|correct|that'?s right|that'?s it|exactly|spot on|indeed|sure is|"
    r"i have|i am|i do)\b(?![^.!?]*\b(?:but|except|although|though|actually|not)\b)",
    re.I,
)


def claim_confirmed(reply: str, bot_text: str) -> str:
    """The bot's recap question in the first person with what her yes adds ("I've moved to the PureGym
    on Deansgate now. since sat"), or "" when she does not simply confirm it."""
    asked = _CONFIRM_ASKED_RE.search(bot_text.strip())
    said = _YES_RE.match(reply.strip())
    if not asked or not said or len(reply.split()) > 30:
        return ""
    claim = asked["claim"]
    for pattern, mine in _PEOPLE:
        claim = re.sub(pattern, mine, claim, flags=re.I)
    rest = reply.strip()[said.end() :].strip(" ,.!")
    return f"{claim}. {rest}" if rest else claim
