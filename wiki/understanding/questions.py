"""The questions a client asks, read so the same question asked again in other words is one
(docs/understanding.md "Topic pages: questions they keep asking"), table-tested in
tests/wiki/understanding/test_messages.py.
"""

import re

from wiki.understanding.common import Cue, topic_key
from wiki.understanding.quote import quote_client_text

QUESTION_START_RE = re.compile(
    r"^(?:(?:hey|hi|ok|okay|so|coach|quick question|q|sorry|um+|uh+m*|er+m*|ah+|hmm+|oh|also|and|but|btw|wait|"  # noqa: E501
    r"good|great|fine|alright|yeah|yo|oi|ey|forgive me|"
    r"(?:honest|real|random|dumb|stupid|silly) question)[.,:!]*\s+)*(?:what|how|when|where|which|why|who|should|can|could|"  # noqa: E501
    r"is|are|do|does|did|will|would|any|am|whats|hows|wheres|whens|remind me|tell me again|what was)"
    r"\b(?!['’]t\b)",
    re.I,
)
_TOPIC_FIRST_RE = re.compile(
    # … or the question word last: "sorry again, the lat pulldown is which one"
    r"^[^.!?]{2,60}\b(?:is|are|was) (?:which one|what|when|how (?:much|many|long))\W*$|"
    r"^[^.!?]{2,80}?(?:[,:—–…]|\.\.\.)\s*(?:what (?:was|is|were|are)|remind me|"
    r"how (?:much|many|long|often)(?: (?:is|was|do|should|can|\w+ again))?)\b",
    re.I,
)
# a question said as her doubt: "still not sure how much protein I'm meant to have", "I never know whether I
# should still train", "the protein thing still confuses me"
_UNSURE_RE = re.compile(
    r"\b(?:(?:still )?not sure|no idea|never know|don'?t know|can'?t work out|second[- ]guess)\s+"
    r"(?:how|what|whether|if|when|which)\b"
    # … not whether she can come: "not sure if I can make it Friday" is her week, not a question
    r"(?!\s+i(?:'ll| can| will| could) (?:make it|come|get there|do it|be there)\b)|"
    r"\b(?:still )?confuses me\b|"
    # "still on the fence about creatine", "can't work out the food thing", "never really got what the rule
    # is", "still curious abt carbs in the evening", "I don't get how weight can move that fast"
    r"\b(?:still )?(?:on the fence|undecided|torn|curious) (?:about|abt|re|on)\b|"
    r"\bcan'?t (?:work|figure) out (?:the|what|how|whether|if|when|which)\b|"
    r"\bnever (?:really )?(?:got|get|understood|understand) (?:what|how|why|when|whether)\b|"
    r"\bdon'?t (?:get|understand) (?:how|why|what|when|whether)\b|"
    r"\b(?:still )?(?:not clear|unclear) (?:on|about)\b",
    re.I,
)
_WISH_UPTALK_RE = re.compile(
    r"^\W*(?:(?:so|and|but|ok|honestly|i guess|i think)\W+)*i(?:'?d|'?m| would)?\s+(?:[a-z]+\s+){0,3}?"
    r"(?:want|wanna|like to|love to|hope|hoping|plan|planning|aim|aiming)\b"
    r"(?!\s+(?:to\s+)?(?:know|ask|check|find out|understand|see if|hear)\b)",  # "I want to know if …?" asks
    re.I,
)
_IF_THEN_ASK_RE = re.compile(
    r"^\W*if [^,.!?]{2,40}?,? (?:can|should|could|do|is it|am) i\b(?![^.!?]*\b(?:will|'ll)\b)", re.I
)
_BOT_ONLY_RE = re.compile(r"^(?:ok|okay|thanks|thank you|yes|no|yep|nope|sure|done|cool|great)\W*$", re.I)


# Without a "?", a sentence opening with a modal or auxiliary is a question only when a subject follows
# ("should I …", "is it ok …"), not a wish ("would love a 200kg deadlift one day").
_MODAL_WITHOUT_SUBJECT_RE = re.compile(
    r"^(?:should|can|could|would|will|is|are|do|does|did|am)\s+(?!\d|i\b|you\b|we\b|it\b|this\b|that\b|there\b|"
    r"my\b|the\b|a\b|an\b|he\b|she\b|they\b|your\b|our\b|his\b|her\b|their\b|women\b|men\b|people\b|"
    r"girls\b|guys\b|beginners\b|someone\b|anyone\b|everyone\b|one\b|runners\b|lifters\b)",
    re.I,
)


# A question said by its tag, without "?" ("should I be taking creatine or nah", "squats + knees... ok or
# not ok"); a bare tag ("yes or no??", "true?") asks about the sentence before it ("creatine. yes or no??").
TAG_QUESTION_RE = re.compile(
    r"\b(?:or (?:nah|naw|nope|no|not(?: ok(?:ay)?| good| bad)?)|yes or no|y/n|true or false|good or bad|"
    r"ok(?:ay)? or not(?: ok(?:ay)?)?|worth it or not|or what\W*$|"
    # "walking the dog on rest days, is that allowed or is it cheating": a judgement put to her coach
    r"or (?:is|was|does|would) (?:that|it|this) (?:just |really )?(?:cheating|allowed|ok(?:ay)?|fine|bad|"
    r"good|safe|pointless|useless|counting|a waste)(?: [\w' ]{1,25})?|"
    # "does fasted cardio actually work or is that cap", "… or is it a myth": a claim put to the coach
    r"or (?:is|was) (?:that|it|this) (?:just )?(?:an? )?(?:cap|myth|true|legit|real|bs|bull\w*|nonsense|scam|"
    r"gimmick|fake|a thing|made up|broscience|bro science)|"
    # "… or am I overthinking", "… or is that me ruined": a worry put to the coach
    r"or (?:am i|is that(?: me)?|is it(?: me)?) (?:just |really )?"
    r"(?:overthinking|ruined|wrong|mad|crazy|paranoid|imagining (?:it|things)|"
    r"being (?:silly|dramatic|paranoid|stupid|daft))|"
    # "my weight is stuck, why", "before iftar or after, what's better": the question word said last
    r"[,;:—–-]\s*(?:but )?(?:why|how come|what'?s better|which is better|which one|what do you (?:think|reckon|"  # noqa: E501
    r"suggest|recommend)|what (?:am )?i(?:'m)? (?:do|doing) wrong))"
    # a short aside may follow the tag: "should I take it or not, final answer 😂"
    r"(?:\s*[,;:—–-]\s*(?:[a-z']+\s*){1,3})?\W*$",
    re.I,
)
# "lift then run or run then lift", "weights first or cardio first": an order offered both ways is asked
_EITHER_WAY_RE = re.compile(r"\b(\w+) (?:then|before|first,?) (\w+),? or \2 (?:then|before|first) \1\b", re.I)
_VERDICTS = (
    r"(?:yes|yay|no|nay|ok(?:ay)?|good|bad|fine|true|false|safe|allowed|worth it|not(?: ok(?:ay)?)?|cheating)"
)
BARE_TAG_RE = re.compile(
    rf"^\W*(?:{_VERDICTS} or {_VERDICTS}|true|y/n|thoughts|"
    r"or not|or nah)\W*$",
    re.I,
)


# "what I DO want: run 10 km", "what I need is sleep", "how I train: mornings": a statement that opens
# with a wh-word (a pseudo-cleft), not a question, when no "?" ends it.
_PSEUDO_CLEFT_RE = re.compile(
    r"^\W*(?:what|how|when|where|why) (?:i|we)(?:'m| am| 'm)? (?:\w+ ){0,2}?\w+\s*(?::|=|-|\bis\b|\bare\b)",
    re.I,
)
_JUDGED_RE = re.compile(
    r"\b(?:bad|ok|okay|good|safe|fine|normal|enough|necessary|worth it|better|worse|a problem)"
    # "is creatine worth it for someone like me": judged for her
    r"(?:\s+(?:for (?:someone like |people like |a (?:girl|guy|woman|man) like )?me|for (?:a )?beginners?|"
    r"at my age|for my age|in my case))?\W*$",
    re.I,
)


_DID_COUNT_RE = re.compile(r"^\W*did \d", re.I)
# "seriously tho is wine that bad for gains or": a yes/no question left hanging on its "or"
_DANGLING_OR_RE = re.compile(
    r"^\W*(?:(?:seriously|honestly|genuinely|so|ok|okay|but|and|tho|though|like|wait|hmm+|also|coach|right|"
    r"just|real talk|for real|no but)\W+){0,3}(?:is|are|does|do|did|should|can|could|will|would|am)\s+"
    r"(?!not\b)[^.!?]*\bor\W*$",
    re.I,
)


def question(sentence: str, before: str = "") -> Cue | None:
    """A question the client asks (recurring ones — asked ≥ 3 times — reach preferences). `before`: the
    sentence before it, the topic of a bare tag ("creatine. yes or no??")."""
    text = sentence.strip()
    if before.strip() and BARE_TAG_RE.match(text) and len(before.split()) <= 8:
        text = f"{before.strip()} {text}"
    tagged = bool(
        _UNSURE_RE.search(text)
        or TAG_QUESTION_RE.search(text)
        or _EITHER_WAY_RE.search(text)
        or _ASKED_AGAIN_RE.match(text)
        or _DANGLING_OR_RE.match(text)
    )
    # the topic first, then the question: "coffee on nights, what was the number again lol"; a condition
    # first: "if im sour can i still train."
    topic_first = _TOPIC_FIRST_RE.match(text) or _IF_THEN_ASK_RE.match(text) or _UNSURE_RE.search(text)
    if _BOT_ONLY_RE.match(text) or not (
        text.endswith("?") or tagged or QUESTION_START_RE.match(text) or topic_first
    ):
        return None
    if _WISH_UPTALK_RE.match(text) and not tagged:
        return None  # "I kinda want to run a whole 5k?": a wish said with a rising voice, not a question
    if (
        not text.endswith("?")
        and not tagged
        and _MODAL_WITHOUT_SUBJECT_RE.match(text)
        and not _JUDGED_RE.search(text)  # "are carbs at night bad": a judgement asked for
    ):
        return None
    if not text.endswith("?") and (
        len(text.split()) > (25 if _UNSURE_RE.search(text) else 20 if tagged or topic_first else 12)
        or _DID_COUNT_RE.match(text)
        or _PSEUDO_CLEFT_RE.match(text)
    ):
        return None  # "did 21 actually.", "did 5k today", "what I DO want: …": a statement, not a question
    key = topic_key(_fold_phrases(re.sub(r"\b(?:sorry|soz)\b", "", text, flags=re.I)))  # no topic
    if not key.split() and not (before.strip() and _REFERS_BACK_RE.search(text)):
        return None  # "should I be on it too?" after "my friend swears by creatine." names it before
    said_before = before.strip() and not before.rstrip().endswith("?")
    vague = set(key.split()) <= _VAGUE and len(before.split()) <= 8
    # "is it ok to start jumping?" names its own topic: its "it" refers to nothing said before
    about_it = _REFERS_BACK_RE.search(_DUMMY_IT_RE.sub("", text))
    refers_back = len(key.split()) <= 3 and about_it and len(before.split()) <= 25
    if said_before and (vague or refers_back):
        # "my sister swears by creatine. should I be taking it too?": what "it" is was said just before;
        # "same weight 2 weeks. what i do wrong": the short statement before is what she asks about
        text = f"{before.strip()} {text}"
        key = topic_key(_fold_phrases(text))
    if not key.split():
        return None
    return Cue("question", key, quote_client_text(text, 120), key)


_REFERS_BACK_RE = re.compile(r"\b(?:it|that|this|them|those|these)\b", re.I)
_DUMMY_IT_RE = re.compile(
    r"\b(?:is|was|would|will|isn'?t|it'?s|it is) it (?:ok|okay|safe|fine|bad|normal|better|worse|worth|"
    r"possible|too|alright|wise|smart|dumb)\b|"
    r"\bit'?s (?:ok|okay|safe|fine|bad|normal|better|alright) (?:to|if)\b",
    re.I,
)
# A question that names no topic of its own ("what am I doing wrong", "is that normal?", "why?")
_VAGUE = frozenset(
    "wrong doing do happening going normal next now fine ok okay help fix happen why number amount "
    "someone right like".split()
)


# The same topic said in a phrase ("two days in a row" = consecutive days, "on an empty stomach" =
# fasted, "step on the scale" = weigh): one word, so the askings of one question share it
# (wiki/distillers/rules/topics.py folds single words the same way).
_PHRASES = (
    (re.compile(r"\b(?:in a row|back[- ]to[- ]back|consecutive(?: days)?)\b", re.I), "consecutive"),
    (re.compile(r"\b(?:on an? )?empty stomach\b", re.I), "fasted"),
    (
        re.compile(r"\b(?:weigh[- ]ins?|step(?:ping)? on the scales?|get(?:ting)? on the scales?)\b", re.I),
        "weigh",
    ),
    (re.compile(r"\bdays? off\b", re.I), "rest day"),
    # "is it ok to lift every day" asks about rest days
    (
        re.compile(
            r"\b(train|lift|work ?out|run|gym)\w* (?:every ?day|daily|7 days a week|seven days a week)\b",
            re.I,
        ),
        r"\1 consecutive",
    ),
    # "do I skip or go?", "should I train anyway?", "ok to lift on them?": whether to train (while sore)
    (
        re.compile(
            r"\b(?:skip or (?:go|train)|(?:go|train) or (?:skip|rest)|(?:train|lift|go|run)(?:ing)? anyway|"
            r"(?:ok|okay|safe|fine|alright) to (?:lift|train|work ?out|run|go)"
            r"(?: on (?:them|it|sore \w+))?)\b",
            re.I,
        ),
        "training",
    ),
    # "cardio before weights": the lifting, not what the scale says ("my weight is stuck")
    (re.compile(r"\b(?:the )?weights(?! (?:loss|gain))\b", re.I), "strength"),
    (re.compile(r"\bwarm(?:ing)?[- ]?ups?\b", re.I), "warmup"),
    # "when do I get a lighter week?" = "when's the next deload?"
    (re.compile(r"\b(?:lighter|light|easy|easier|recovery|back-?off) weeks?\b", re.I), "deload"),
    (re.compile(r"\bcool(?:ing)?[- ]?downs?\b", re.I), "cooldown"),
)
# "warmup again pls", "the stretches again sorry": a terse ask for what she was told before
_ASKED_AGAIN_RE = re.compile(
    r"^\W*(?:the |my |that )?[a-z]+(?:[- ][a-z]+){0,4}\s+again\W*(?:pls|please|plz|sorry|soz)"
    # "rest time between sets again pls, I always forget"
    r"(?:\W+(?:i (?:always |keep )?forget(?:ting)?|i forgot|sorry|lol|haha))?\W*$|"
    # "I keep forgetting what you said about exercising when fasting", "i forgot what RPE means again",
    # "I have again forgotten your guidance on protein timing": asking for it again
    r"^\W*(?:[^.!?]{0,40}?[—–-]\s*)?(?:(?:sorry|ugh|ok|oops|so)\W+)?(?:i find |it seems )?"
    r"i(?:'ve| have)? (?:again |already )?(?:keep forgetting|always forget|"
    r"forgot|forgotten|forget|can'?t remember|don'?t remember)(?: again)? "
    r"(?:what|how|when|which|where|why|your|the|about|if)\b|"
    # "rate for UT2 again, sorry 🙃", "Rest interval. Again.": a topic and "again", nothing said of herself
    r"^(?!.*\b(?:i|i'm|i've|we|my|me)\b)(?=(?:\W*\w+){1,8}\W*$).*\bagain\b"
    r"(?=.*(?:\b(?:sorry|pls|please|plz|remind|one more time)\b|[\U0001F643\U0001F648]))",
    re.I,
)


def _fold_phrases(text: str) -> str:
    for pattern, word in _PHRASES:
        text = pattern.sub(word, text)
    return text
