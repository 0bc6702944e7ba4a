"""Pain severity in the forms people type it (docs/understanding.md "Severity").

`severity(text)` → a Severity on a 0–10 scale, or None when the text gives no measure. Numbers win over
words: "4/10", "4 out of 10", "about a 6", "like a 7", "level 5", "3/5" (scaled to 10). Words map to a
band: mild (2) · moderate (5) · severe (8), with intensifiers ("really", "very") lifting a band a step.
"""

import re
from dataclasses import dataclass

from wiki.understanding.lexicon import NUMBER_WORDS

_NUM_WORDS = NUMBER_WORDS
_N = r"(\d{1,2}(?:[.,]5)?|zero|one|two|three|four|five|six|seven|eight|nine|ten)"
# "8 from 10" (as several languages say it) is a rating too; "3 from 10 reps" is a count
_SCALE_RE = re.compile(
    rf"\b{_N}\s*(?:/|out of|outta|outa|of|from(?=\s*(?:10|ten)\b))\s*(10|5|ten|five)\b"
    r"(?!\s*(?:kg|lbs?|reps?|sets?|min|minutes|km|mins|times|miles?|x\b|%))",
    re.I,
)
# "6ish", "a 6-ish": a rating with a hedge glued on
_ISH_RE = re.compile(
    rf"(?<!at )(?<!by )\b{_N}\s*-?ish\b(?!\s*(?:am|pm|k\b|km|kg|miles?|mins?|minutes))", re.I
)
_APPROX_RE = re.compile(
    rf"\b(?:about|around|maybe|like|roughly|prob(?:ably)?|at least|solid|a good|call it|rate it|rated it|"
    rf"it'?s|its|level|a)\s+(?:an?\s+)?{_N}\b(?!\s*(?:kg|lbs?|reps?|sets?|min|minutes|km|mins|days?|weeks?|"
    rf"hours?|h\b|am|pm|times|x\b|:|%|th\b|st\b|nd\b|rd\b|o'?clock|miles?|months?|years?))",
    re.I,
)
# a range reads its upper end ("6-7/10", "a 5 or 6", "3 to 4"); a change reads where it is now ("went from
# 7 to 3", "6 down to 2")
_RANGE_RE = re.compile(
    rf"\b{_N}\s*(?:-|–|to|or)\s*{_N}\s*(?:/\s*10|out of (?:10|ten)|outta 10)?(?!\s*(?:kg|lbs?|reps?|sets?|"
    rf"min|minutes|km|mins|days?|weeks?|hours?|am|pm|times|x\b|:|%|miles?|months?|years?|\d))",
    re.I,
)
_NOW_RE = re.compile(
    rf"\b(?:from\s+{_N}(?:/10)?\s+(?:down |up )?to|{_N}(?:/10)?\s+(?:down|up)\s+to)\s+{_N}\b", re.I
)
# a number given as the pain's value: "knee pain: 5", "pain - 6", "soreness at 4"
_LABELLED_RE = re.compile(
    rf"\b(?:pain|sore(?:ness)?|severity)\s*(?:[:=\-–]|is|at)\s*(?:an?\s+|like\s+|about\s+)?{_N}\b"
    rf"(?!\s*(?:/|kg|lbs?|reps?|sets?|min|minutes|km|mins|days?|weeks?|hours?|am|pm|times|x\b|:|%|miles?|\d))",
    re.I,
)
_EMOJI_RE = re.compile("[\U0001f915\U0001f616\U0001f623]")  # 🤕 😖 😣: a mild signal at most
_WORD_BANDS: tuple[tuple[int, str], ...] = (
    (
        9,
        r"unbearable|excruciating|agony|agonising|agonizing|worst (?:pain|ever)|can barely (?:walk|move)|"
        r"can'?t (?:walk|move|sleep|"
        r"put (?:any )?weight)|screaming|killing me|kills me|brutal|like hell|hurts like|horrendous",
    ),
    (
        8,
        r"severe|sharp|stabbing|shooting|intense|really bad|very bad|so bad|super bad|terrible|awful|horrible|swollen|swelling|"  # noqa: E501
        r"like mad|like crazy|in bits|a mess|(?:is|are|'s|'re) shot|jacked(?: up)?|"
        # "pain very strong", "strong pain" (said so in many languages); "feeling strong" rates nothing
        r"(?:pain|ache)\s+(?:is\s+)?(?:very|so|really|too|quite)\s+strong|"
        r"(?:very |so |really )?strong (?:pain|ache)",
    ),
    (
        6,
        r"bad|pretty sore|really sore|very sore|quite sore|so sore|super sore|proper sore|throbbing|"
        r"throbs|pounding|burning|"
        r"hurts a lot|painful",
    ),
    (
        5,
        r"moderate|sore|aching|achy|ache[sd]?|hurts?|hurting|pain|tender|bothering|acting up|flared? up|"
        r"stings?|stinging|"
        # what she cannot do, said instead of what hurts (pain.LIMITED): moderate unless said otherwise
        r"(?:can'?t|cannot|couldn'?t|unable to|(?:hard|difficult|tough|impossible) to|struggl\w* to|trouble)"
        r" (?:\w+ )?(?:turn|bend|lift|raise|grip|straighten|rotate|twist|hold|squeeze|stand|sit|kneel|climb|"
        r"step|look|get (?:up|down|out))",
    ),
    (
        3,
        r"a bit|a little|a tad|a wee bit|a touch|a smidge|sorta|sort of|slight(?:ly)?|mild(?:ly)?|minor|"
        r"niggle|niggly|niggling|twinge|twingy|tight|stiff|dull|barely|kinda|kind of|somewhat|touch of|"
        r"little bit|not too bad|not that bad|light|manageable|meh|so-?so|so so|could be better|been better|"
        r"knot(?:s|ted)?|stitch",
    ),
)
_BAND_RES = tuple((score, re.compile(rf"\b(?:{words})\b", re.I)) for score, words in _WORD_BANDS)
BANDS = ((7, "severe"), (4, "moderate"), (0, "mild"))


@dataclass(frozen=True)
class Severity:
    score: float  # 0–10
    source: str  # the words it came from: "4/10", "about a 6", "sharp"

    @property
    def band(self) -> str:
        return next(name for floor, name in BANDS if self.score >= floor)

    def label(self) -> str:
        if re.fullmatch(r"[\d.]+/10", self.source):
            return self.source
        number = f"{self.score:g}"
        return f"{number}/10" if any(ch.isdigit() for ch in self.source) else self.band


def _number(word: str) -> float:
    word = word.lower().replace(",", ".")
    return float(_NUM_WORDS[word]) if word in _NUM_WORDS else float(word)


# "on a scale of 1 to 10 my knee is 6": the scale itself is no rating (nor a range)
_THE_SCALE_RE = re.compile(
    r"\b(?:on |from )?(?:a )?scale (?:of |from )?(?:0|1|one|zero) ?(?:-|–|to) ?(?:10|ten)\b|"
    r"\b(?:0|1) ?(?:-|to) ?10 scale\b",
    re.I,
)
# "10/10 would not recommend", "0/10 do not recommend": a review's joke, not a rating of the pain
_REVIEW_RE = re.compile(
    r"\b\d{1,2} ?(?:/|out of) ?(?:10|5)\W*(?:would|will|do|does)(?: not|n'?t)? recommend\b", re.I
)
_ON_THE_SCALE_RE = re.compile(
    rf"\b(?:is|at|it'?s|its|a|an|about|maybe|like|say)\s+{_N}\b(?!\s*(?:kg|lbs?|%|\d))", re.I
)


def severity(text: str, *, about_pain: bool = False) -> Severity | None:
    """The severity a piece of text states or implies, or None. `about_pain`: the caller knows the text
    is about pain, so a bare "about a 6" counts."""
    text = _REVIEW_RE.sub(" ", text)
    scaled = _THE_SCALE_RE.search(text)
    text = _THE_SCALE_RE.sub(" ", text)
    rated = _ON_THE_SCALE_RE.search(text) if scaled else None
    if rated is not None and 0 <= _number(rated[1]) <= 10:
        return Severity(_number(rated[1]), f"{_number(rated[1]):g}/10")  # "on a scale of 1 to 10 … is 6"
    now = _NOW_RE.search(text)
    if now:
        value = _number(now[3])
        if 0 <= value <= 10:
            return Severity(value, f"{value:g}/10")
    ranged = _RANGE_RE.search(text)
    if ranged and (about_pain or "/" in ranged[0] or re.search(r"pain|hurt|sore|ache", text, re.I)):
        low, high = _number(ranged[1]), _number(ranged[2])
        if 0 <= low < high <= 10:
            return Severity(high, f"{high:g}/10")
    # "3/10 at rest, 7/10 when I run": the higher one, the cautious reading (as a range)
    scores = [
        value if top == 10 else value * 2
        for scale in _SCALE_RE.finditer(text)
        for value, top in [(_number(scale[1]), _number(scale[2]))]
        if value <= top
    ]
    if scores:
        return Severity(max(scores), f"{max(scores):g}/10")
    approx = _APPROX_RE.search(text) or _ISH_RE.search(text) or _LABELLED_RE.search(text)
    if approx:
        value = _number(approx[1])
        if 0 < value <= 10 and (about_pain or re.search(r"pain|hurt|sore|ache", text, re.I)):
            return Severity(value, f"{value:g}/10")
    # Mild words count only when no stronger word is present ("a bit sore" is mild, "sharp" is not).
    found = [(score, match[0]) for score, pattern in _BAND_RES for match in [pattern.search(text)] if match]
    if not found:
        return Severity(3.0, "mild") if _EMOJI_RE.search(text) else None
    strong = [f for f in found if f[0] >= 6]
    mild = [f for f in found if f[0] <= 3]
    score, words = (strong or mild or found)[0]
    return Severity(float(score), words.lower())
