"""A client's reply to the bot's question about a body area (docs/understanding.md "Replies").

The bot asks "is your lower back still sore?", "any pain in the ankle?", "is the knee feeling better?"
or "how's the shoulder, 1-10?"; the client answers "yeah", "yep a bit", "nope", "still there",
"meh. 4/10". The area comes from the question (`extract.asked_about`); what the answer means depends on
what was asked: "yeah" to "still sore?" is a report, "yeah" to "feeling better?" is not. The pain is
the client's: the bot's words only say what "yeah" answers.

`asked_polarity(bot_text)` → "pain" (asks whether it still hurts), "well" (asks whether it is better)
or "" (an open question: "how's the knee?"); `reply_reading(reply, asked)` → "pain", "harmless" or "".
"""

import datetime as dt
import re

from wiki.understanding.dates import onset
from wiki.understanding.severity import severity

_ANY_DAY = dt.date(2000, 1, 5)  # whether a reply gives an onset does not depend on the date

# Fillers before the answer: "hmm yeah a bit", "honestly nope", "tbh still there".
_LEAD = r"^\W*(?:(?:hmm+|um+|uh+|erm+|ah+|oh+|well|honestly|tbh|ngl|so|lol|haha)\W+)*"
_ASKS_PAIN_RE = re.compile(
    r"\b(?:still (?:sore|hurting|hurts?|aching|achy|tight|stiff|painful|feeling|there|bothering|bugging|"
    r"an issue|a problem|giving you)|feeling (?:it|that)|"
    r"any (?:pain|discomfort|soreness|twinges?|issues?|injur(?:y|ies)|niggles?|"
    r"trouble|problems?)|(?:is|does|did) (?:it|that|the|your|[\w ]{0,20}) (?:hurt|ache|sore|bother|flare)|"
    r"sore|hurt(?:s|ing)?|aching|achy|painful|bother(?:s|ing)|bugging|niggl\w+|flar\w+|acting up|"
    r"playing up|"
    # after she said something hurts: "Where exactly?", "Which side?" ask where the pain is
    r"where (?:exactly|abouts|is it|is the pain|does it|do you feel (?:it|the pain))|whereabouts|"
    r"which (?:side|spot|part|bit|leg|arm|foot|knee|hand|wrist|ankle|shoulder|hip|elbow|calf|hamstring|"
    r"achilles|shin|heel)|left or right|right or left|same side|what side)\b",
    re.I,
)
_ASKS_WELL_RE = re.compile(
    r"\b(?:better|improv\w*|heal\w*|recovered|settled|(?:feel(?:s|ing)?|is it|it'?s) (?:ok|okay|fine|good|"
    r"alright|normal)|all good|back to normal|ok now|okay now)\b",
    re.I,
)
_STILL_RE = re.compile(
    _LEAD + r"(?:(?:yeah|yep|yes|ya|yh|sadly|unfortunately)\W+)?"
    r"(?:still (?:there|is|does|hurts?|sore|bad|the same|a thing|an issue|a bit|a little|lingering|"
    r"hanging around)|(?:the )?same as (?:before|yesterday|last time)|no (?:change|better|improvement)|"
    r"not (?:really|yet|much) better|(?:getting |feels |a bit |slightly |even )?worse)\b",
    re.I,
)
_AFFIRM_RE = re.compile(
    _LEAD
    + r"(?:yeah|yea|yeh|yes|yep|yup|ya|yah|yh|ye|aye|uh-?huh|mhm+|sadly|afraid so|unfortunately|sort of|"
    r"only (?:a bit|a little|slightly|at|when|on|in|after|during)|sometimes|on and off|a little bit|bit|"
    r"sorta|kinda|kind of|a (?:bit|little|tad|touch)|slightly|somewhat|a little bit|it is|it does|i do|"
    r"definitely|for sure|totally|both|the (?:left|right)(?: one)?|"
    # "Which knee?" — "left": a bare side says where it hurts
    r"(?:left|right)(?: one| side| leg| arm)?\W*$)\b",
    re.I,
)
_DENY_RE = re.compile(
    _LEAD
    + r"(?:no|nope|nah|na|naw|not really|not at all|not anymore|not any more|not yet|not quite|negative|"
    r"never|none|nothing)\b",
    re.I,
)


_ASKS_RATING_RE = re.compile(
    r"\b(?:scale|rate|rating|out of (?:10|ten|5|five)|/10|1 ?(?:-|to) ?10|0 ?(?:-|to) ?10|what number|"
    # "Which side, and how bad?", "How sore is it?", "How much does it hurt?": a number answers
    r"how (?:bad|sore|painful)(?= is (?:it|the pain)\b| does it (?:hurt|feel)\b|\s*\?)|how sore|how painful|"
    r"how much (?:does|did) it hurt)",
    re.I,
)
# A reply that only sets the record straight: "fine thanks", "better!", "all good", "sorted" ("ok" is
# as often an acknowledgement: "ok thanks").
_WELL_RE = re.compile(
    _LEAD + r"(?:(?:yeah|yep|yes|ya)\W+)?(?:(?:it'?s|its|it is|it has|all)\s+)?"
    r"(?:fine|good|great|better|much better|way better|all good|"
    r"grand|sorted|no pain|pain[- ]free|perfect|100 ?%|solid|recovered|healed|gone|all clear)\b(?!\s+but\b)",
    re.I,
)
_BARE_RATING_RE = re.compile(
    r"^\W*(?:about |like |maybe |prob(?:ably)? |around |a |an )?(\d{1,2}(?:[.,]5)?)(?:ish)?"
    r"(?:\W+(?:maybe|tbh|today|now|i guess|ish|or so))*\W*$",
    re.I,
)


_ASKS_ONSET_RE = re.compile(
    r"\b(?:since when|how long (?:has|have|'s|did|ago)|when did (?:it|that|this|the pain|you) (?:start|begin|"
    r"first notice|notice|hurt)|when (?:did|was) (?:it|that|this) (?:start|begin|happen))\b",
    re.I,
)


def asked_polarity(bot_text: str) -> str:
    """What a yes/no answer to the bot's question would mean: "pain", "well" or "" (open or unclear);
    "rate" when it asked for a number ("on a scale of 1-10?": a bare "6" is the rating), "onset" when it
    asked since when ("since monday" dates the pain it asked about)."""
    if _ASKS_RATING_RE.search(bot_text):
        return "rate"
    if _ASKS_ONSET_RE.search(bot_text):
        return "onset"
    pain, well = bool(_ASKS_PAIN_RE.search(bot_text)), bool(_ASKS_WELL_RE.search(bot_text))
    return "pain" if pain and not well else "well" if well and not pain else ""


def bare_rating(reply: str, asked: str) -> float | None:
    """The number a reply to a request for a rating gives ("6", "about a 3"), or None."""
    found = _BARE_RATING_RE.match(reply) if asked == "rate" else None
    value = float(found[1].replace(",", ".")) if found else None
    return value if value is not None and value <= 10 else None


# "Which side, and how bad out of 10?" — "right. 6", "left, about a 5", "6, right": a side said with the
# number, before or after it
_SIDE_WORD = r"(?:the |my |on the )?(left|right|both)(?:[- ](?:one|side|sided))?"
_SIDE_FIRST_RE = re.compile(r"^\W*" + _SIDE_WORD + r"[\s.,;:!-]+(?=\S)(.*\d.*)$", re.I)
_SIDE_LAST_RE = re.compile(r"^(.*\d.*?)[\s.,;:!-]+" + _SIDE_WORD + r"\W*$", re.I)


def side_and_rating(reply: str, asked: str) -> tuple[str, str]:
    """(the side, the rating said with it) of a terse reply to a request for a rating ("right. 6" →
    ("right", "6")); ("", reply) when it says more than that."""
    if asked != "rate":
        return "", reply
    first, last = _SIDE_FIRST_RE.match(reply.strip()), _SIDE_LAST_RE.match(reply.strip())
    side, rest = (first[1], first[2]) if first else (last[2], last[1]) if last else ("", reply)
    rated = severity(rest, about_pain=True)
    if side and (bare_rating(rest, asked) is not None or (rated is not None and rated.source[:1].isdigit())):
        return side.lower(), rest
    return "", reply


def reply_reading(reply: str, asked: str) -> str:
    """ "pain", "harmless" or "" for a reply that names no area and has no pain word of its own."""
    if _STILL_RE.match(reply):
        return "pain"  # "still there", "same as yesterday": the problem the bot asked about goes on
    rated = severity(reply, about_pain=True)
    if rated is not None and any(ch.isdigit() for ch in rated.source):
        return "pain" if rated.score > 0 else "harmless"  # "meh. 4/10"; "0/10" is none
    if asked == "onset" and onset(reply, _ANY_DAY) is not None:
        return "pain"  # "Since when?" — "since monday": the pain goes on, since then
    number = bare_rating(reply, asked)
    if number is not None:
        return "pain" if number > 0 else "harmless"
    if _WELL_RE.match(reply):
        return "harmless"
    asked = "pain" if asked == "rate" else asked
    if _DENY_RE.match(reply):
        return {"pain": "harmless", "well": "pain"}.get(asked, "")
    if _AFFIRM_RE.match(reply):
        return {"pain": "pain", "well": "harmless"}.get(asked, "")
    return ""


def may_answer(reply: str) -> bool:
    """Could this turn, naming no area, answer a bot's question about one ("yeah", "nope", "meh. 4/10")?
    Such a turn touches the constraints page (extract.pages_for_turn), where its reading lands."""
    rated = severity(reply, about_pain=True)
    return bool(
        _STILL_RE.match(reply)
        or _DENY_RE.match(reply)
        or _AFFIRM_RE.match(reply)
        or _WELL_RE.match(reply)  # "oh it's fine now, cheers for asking": the entry gets its note
        or (rated is not None and any(ch.isdigit() for ch in rated.source))
    )


# "Any pain? If yes, where and how bad (0 to 10)?" — "lower back 5, left wrist 3": a number right after
# each area she names is its rating (not a weight, a distance or a count)
_AREA_NUMBER_RE = re.compile(
    r"\s*[:=-]?\s*(?:(?:about|like|maybe|around) )?(?:a\s+)?"
    r"(10|[0-9](?:[.,]5)?|one|two|three|four|five|six|seven|eight|nine|ten)"
    r"(?:\s*/\s*10|\s+out of (?:10|ten))?"
    r"(?![\w.,]*\s*(?:kg|kgs|km|k\b|lbs?|reps|sets|mins?|minutes|times|x\b|%|am\b|pm\b|:\d))(?=\W|$)",
    re.I,
)
_NUMBER_WORDS = dict(
    zip("one two three four five six seven eight nine ten".split(), range(1, 11), strict=True)
)


def rated_areas(reply: str, areas: list) -> list[tuple[object, float]]:
    """Each area of a terse reply with the rating said right after it, when every area has one."""
    rated = []
    for area in areas:
        found = _AREA_NUMBER_RE.match(reply, area.end)
        if found is None:
            return []
        said = found[1].lower().replace(",", ".")
        rated.append((area, float(_NUMBER_WORDS.get(said, said))))
    return rated
