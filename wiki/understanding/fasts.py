"""Religious and periodic fasts, and allergies and intolerances said loosely (docs/understanding.md
"Cues"): a lexicon of the domain's nouns — the observances people fast or give things up for, the
times a fast starts and ends, the foods people react to — read in a light first-person frame, so "I do
fasting monday and thursday", "a 25-hour fast for Yom Kippur", "given up chocolate for Lent", "iftar
around 17:30", "allergic peanut!!" and "intolerance to lactose" all reach nutrition-patterns.md without a
row per phrasing. `diets()` in diet.py adds these cues; tests/wiki/understanding/test_fasts.py is the table.
"""

import re

from wiki.understanding.common import Cue
from wiki.understanding.diet_words import FOODS
from wiki.understanding.negation import context
from wiki.understanding.quote import quote_client_text
from wiki.understanding.sentences import clause_around

# Observances people fast or give something up for, as they name them. "Lent" is a word of its own
# only in capitals or after "for/during/over/till" ("I lent him my bike" is no Lent).
OBSERVANCES = (
    r"ramadan|ramzan|ramazan|yom kippur|tisha b'?av|ta'?anit|fast of esther|passover|pesach|"
    r"ekadashi|navratri|navaratri|karva chauth|shravan|sawan|paryushan|uposatha|"
    r"ash wednesday|good friday|great lent|(?-i:Lent)|lenten|(?<=for )lent|(?<=during )lent|"
    r"(?<=over )lent|(?<=till )lent|(?<=until )lent|(?<=of )lent|advent fast|nativity fast|"
    r"orthodox fast(?:ing)?|daniel fast|sunnah fast(?:s|ing)?|(?<=\()sunnah(?=\))|sunnah|"
    r"shawwal|day of arafah|arafah|ashura"
)
# When a fast starts and ends: the meal times a coach plans meals and sessions around
FAST_TIMES = r"iftar|suhoor|suhur|sehri|sehar|sahur|fajr|maghrib"
_DAYS = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?"
_OBSERVANCE_RE = re.compile(rf"\b(?:{OBSERVANCES})\b", re.I)
_TIMES_RE = re.compile(rf"\b(?:{FAST_TIMES})\b", re.I)
# "fast" as the thing she does: a verb with her as its subject or a day after it, or a noun with a
# kind or a length ("a 25-hour fast", "my Monday fast", "break my fast") — never "run fast", "fast
# food", "breakfast", "fast asleep", "fast-twitch"
_FAST_RE = re.compile(
    r"\b(?:i|we)(?:'?m|'?re| am| are)?(?: (?:also|still|usually|always|normally|now|will|'ll|do|keep|"
    r"observe|try to|going to|gonna|plan to|started|start))* (?:the )?fast(?:ing|s)?\b(?! food| track| twitch| forward| asleep)|"  # noqa: E501
    rf"\bfast(?:ing)? (?:on |every |all )?(?:the )?{_DAYS}\b|"
    r"\b(?:a|an|my|the|our|this|weekly|religious)\s+(?:\d+[- ]?(?:hour|hr|h|day)s?[- ]|water[- ]|dry[- ]|"
    r"juice[- ]|religious |weekly |monday |thursday |ramadan |lent(?:en)? |full[- ]day ){0,2}fast\b"
    r"(?! food| track| twitch| forward| asleep| pace| runner| lane| as | enough)|"
    r"\bbreak(?:ing|s)? (?:my|the|our) fast\b|"
    r"\b(?:still |currently )?fasting (?:this|for|till|until|from|during)\b",
    re.I,
)
# "nothing to eat or drink from dawn till sunset", "no eat and drink from fajr to maghrib"
_DAWN_TO_DUSK_RE = re.compile(
    r"\b(?:from |between )?(?:dawn|sunrise|first light|fajr|suhoor)\b[^.!?]{0,12}?"
    r"\b(?:till|until|to|til|and|-|–)\s*"
    r"(?:sunset|sundown|dusk|maghrib|iftar)\b",
    re.I,
)
# "given up meat and sweets for Lent", "off chocolate till Easter", "no booze during Ramadan"
_GIVEN_UP_RE = re.compile(
    r"\b(?:giv(?:en|ing|e) up|gave up|off|no|without|abstaining from|cutting out|cut out|avoiding|"
    r"not (?:eating|having|drinking))\s+(?P<what>[a-z][a-z ,&'-]{1,40}?)\s+"
    rf"(?:for|during|over|till|until|through) (?:the )?(?P<when>{OBSERVANCES}|easter)\b",
    re.I,
)
_QUESTION_RE = re.compile(
    r"^\W*(?:is|are|do|does|did|should|can|could|would|will|what|when|how|why|any|am|if)\b[^.!]*\?\s*$", re.I
)
# a choice asked without a question mark: "before iftar or after iftar for the gym, what's better"
_CHOICE_RE = re.compile(r"\b(?:what'?s|whats|which(?:'s| is)?|what is) (?:better|best|smarter|ideal)\b", re.I)
_FIRST_PERSON_RE = re.compile(r"\b(?:i|i'm|i'?ve|im|we|we'?re|my|our|me)\b", re.I)
# chat drops the "I": "doing a 24-hour water fast", "day 3 of my fast", "on a fast today"
_SUBJECTLESS_RE = re.compile(
    r"^\W*(?:doing|did|done|starting|started|trying|on|day \d+ of|just|currently|still|fasting)\b", re.I
)


def _hers(sentence: str) -> bool:
    return bool(_FIRST_PERSON_RE.search(sentence) or _SUBJECTLESS_RE.match(sentence))


def fast_cues(sentence: str) -> list[Cue]:
    """Fasts and observances: "Yom Kippur: a 25-hour fast", "I do fasting monday and thursday",
    "given up chocolate for Lent", "I break my fast at iftar around 17:30"."""
    if _QUESTION_RE.match(sentence) or _CHOICE_RE.search(sentence):
        return []  # "is Ramadan next week?", "before iftar or after, what's better"
    found: list[Cue] = []
    given = _GIVEN_UP_RE.search(sentence)
    if given and _own(sentence, given):
        when = given["when"]
        when = when if when.lower() != "lent" else "Lent"
        what = re.sub(r"\s+", " ", given["what"]).strip(" ,")
        label = f"{when}: no {what}"
        found.append(Cue("diet", label, quote_client_text(clause_around(sentence, *given.span())), label))
    observance = _OBSERVANCE_RE.search(sentence)
    dusk = _DAWN_TO_DUSK_RE.search(sentence)
    fast = _FAST_RE.search(sentence) or dusk
    times = _TIMES_RE.search(sentence)
    # "I don't eat between sunrise and sunset this month": the denial is the fast itself
    own = fast is not None and (
        _own(sentence, fast) or (fast is dusk and context(sentence, *fast.span()) == "negated")
    )
    if observance and not given and _kept(sentence, observance):
        name = observance[0]
        name = "Lent" if name.lower() == "lent" else name
        label = f"{name} fast" if (fast or times) and "fast" not in name.lower() else name
        label += _days(sentence)
        found.append(Cue("diet", label, quote_client_text(sentence), label))
    elif fast and not given and not times and own and _hers(sentence):
        label = "fasting" + _days(sentence)  # "I fast Mondays and Thursdays" → "fasting (mondays, thursdays)"
        found.append(Cue("diet", label, quote_client_text(sentence), label))
    # "no food or water from fajr" is the fast itself, no denial of it
    if times and "?" not in sentence and context(sentence, *times.span()) not in ("other", "hypothetical"):
        label = "fast times: " + ", ".join(dict.fromkeys(t.lower() for t in _TIMES_RE.findall(sentence)))
        found.append(Cue("diet", label, quote_client_text(sentence), label))
    return found


_DENIED_BEFORE_RE = re.compile(
    r"\b(?:not|no|never|don'?t|didn'?t|isn'?t|won'?t|skipping)\s+(?:[\w']+\s+){0,2}$", re.I
)


def _kept(sentence: str, observance: re.Match) -> bool:
    """An observance she keeps: "no meat on Fridays in Lent" keeps it (the "no" is the food's); "not
    doing Lent this year" does not."""
    if context(sentence, observance.start(), observance.end()) in ("other", "hypothetical"):
        return False
    return not _DENIED_BEFORE_RE.search(sentence[: observance.start()])


def _days(sentence: str) -> str:
    days = [d.lower() for d in re.findall(rf"\b{_DAYS}\b", sentence, re.I)]
    return f" ({', '.join(dict.fromkeys(days))})" if days else ""


def _own(sentence: str, match: re.Match) -> bool:
    """Hers and said as so: not negated, not someone else's, not a what-if."""
    return context(sentence, match.start(), match.end()) not in ("negated", "other", "hypothetical")


# --- allergies and intolerances said loosely -------------------------------------------------------

# The foods people react to, beyond the dislikes table: the common allergens and what they hide in
ALLERGENS = (
    r"peanuts?|tree ?nuts?|nuts?|almonds?|cashews?|walnuts?|hazelnuts?|pecans?|pistachios?|brazil nuts?|"
    r"macadamias?|shellfish|shrimps?|prawns?|crab|lobster|mussels|oysters|clams|squid|molluscs?|fish|"
    r"eggs?|milk|dairy|lactose|casein|whey|soya?|wheat|gluten|barley|rye|oats|sesame|mustard|celery|"
    r"lupin|sulphites?|sulfites?|kiwi|strawberr(?:y|ies)|banana|avocado|corn|maize|fructose|histamine|"
    r"tomato(?:es)?|chocolate|cocoa|coconut|pineapple|mango"
)
_REACTION = r"allerg(?:ic|y|ies)|intoleran(?:t|ce|ces)|sensitiv(?:e|ity|ities)|anaphyla\w*"
_ALLERGEN_RE = re.compile(
    # "allergic peanut", "intolerance to lactose", "allergies: sesame, kiwi", "sensitive to gluten"
    rf"\b(?P<how>{_REACTION})\W{{0,3}}(?:(?:to|of|with|for|on)\s+)?(?:(?:a|an|all|any|most)\s+)?"
    rf"(?P<food>{ALLERGENS})\b|"
    # "peanut allergic", "lactose intolerant", "gluten sensitivity", "nut allergy"
    rf"\b(?P<food2>{ALLERGENS})\W{{0,2}}(?P<how2>{_REACTION})\b",
    re.I,
)


def allergy_cues(sentence: str) -> list[Cue]:
    """An allergy or intolerance said in any order ("allergic peanut!!", "peanut allergic", "I have
    intolerance to lactose"): hers unless negated, another's, a what-if or a question."""
    if _QUESTION_RE.match(sentence):
        return []  # "is he allergic to nuts?"
    found: list[Cue] = []
    for match in _ALLERGEN_RE.finditer(sentence):
        if not _own(sentence, match):
            continue  # "my son is allergic to peanuts", "not allergic to anything", "what if I'm allergic"
        how, food = (match["how"] or match["how2"]).lower(), (match["food"] or match["food2"]).lower()
        kind = (
            "intolerant to"
            if how.startswith("intoler")
            else ("sensitive to" if how.startswith("sensitiv") else "allergic to")
        )
        label = f"{kind} {food}"
        if label not in [cue.label for cue in found]:
            found.append(Cue("diet", label, quote_client_text(clause_around(sentence, *match.span())), label))
    return found


# What a reaction looks like: "shrimp gives me hives", "I get hives from strawberries", "can't have
# shellfish, I swell up", "my throat closes up with cashews" — an allergy said by its signs
_SIGNS = (
    r"hives|a rash|rashes|swell(?:s|ed|ing)? up|swelling|(?:my )?throat (?:closes|closing|swells|gets tight)|"
    r"itchy (?:mouth|throat|lips)|lips swell|break(?:s)? (?:me )?out|anaphyla\w*|"
    r"(?:a |an )?(?:bad |allergic )?reaction"
)
_SIGNS_RE = re.compile(rf"\b(?:{_SIGNS})\b", re.I)
_FOOD_RE = re.compile(rf"\b(?:{ALLERGENS}|{FOODS})\b", re.I)
_ME_RE = re.compile(r"\b(?:i|me|my|i'?m|im)\b", re.I)


def reaction_cues(sentence: str, found: list[Cue]) -> list[Cue]:
    """An allergy said by what a food does to her ("shrimp gives me hives" → `allergic to shrimp`)."""
    signs = _SIGNS_RE.search(sentence)
    if not signs or _QUESTION_RE.match(sentence) or not _ME_RE.search(sentence) or not _own(sentence, signs):
        return []
    foods = [f.lower() for f in _FOOD_RE.findall(sentence)]
    if not foods or any("allerg" in cue.label for cue in found):
        return []
    label = "allergic to " + " and ".join(dict.fromkeys(foods))
    return [Cue("diet", label, quote_client_text(sentence), label)]


# Diets kept for a while or for a condition: "doing Dry January", "Whole30 this month", "low-sodium for
# my blood pressure", "renal diet", "low-purine for my gout"
PERIODIC_DIETS = (
    r"dry january|dry jan|sober october|sober (?:spring|summer|september)|veganuary|whole ?30|"
    r"no[- ]sugar (?:january|february|month)|sugar[- ]free (?:january|february|month)|"
    r"low[- ](?:sodium|salt|fat|residue|potassium|purine|protein|gi|glycemic|histamine|oxalate|iodine) diet|"
    r"renal diet|cardiac diet|dash diet|elimination diet|mediterranean diet|liquid diet|soft (?:food )?diet"
)
_PERIODIC_RE = re.compile(rf"\b(?:{PERIODIC_DIETS})\b", re.I)


def periodic_cues(sentence: str) -> list[Cue]:
    """A diet kept for a month or for a condition, hers unless another's, a question or a denial."""
    said = _PERIODIC_RE.search(sentence)
    if not said or _QUESTION_RE.match(sentence) or not _own(sentence, said):
        return []
    label = re.sub(r"\s+", " ", said[0]).lower()
    return [Cue("diet", label, quote_client_text(clause_around(sentence, *said.span())), label)]


# A faith that shapes what she eats, said of herself with what it rules out: "I'm Hindu so no beef",
# "Mormon so no coffee or tea", "as a Muslim, no pork" → "Hindu: no beef"
FAITHS = (
    r"muslim|hindu|jewish|sikh|jain|buddhist|mormon|lds|seventh[- ]day adventist|adventist|rastafarian|rasta|"
    r"orthodox (?:christian|jew(?:ish)?)|catholic|baha'?i"
)
_FAITH_RE = re.compile(
    rf"(?:\b(?:i'?m|im|i am|as an?|being|we'?re|we are)\s+(?:an?\s+)?(?:practi[cs]ing\s+|devout\s+)?|^\W*)"
    rf"(?P<faith>{FAITHS})\b",
    re.I,
)
_RULED_OUT_FOOD_RE = re.compile(
    rf"\b(?:no|don'?t eat|do not eat|never eat|can'?t eat|avoid|don'?t drink|no drinking)\s+(?:any\s+)?"
    rf"(?P<foods>(?:{FOODS}|tea|alcohol|booze)"
    rf"(?:(?:,|,? or|,? and|,? nor)\s+(?:{FOODS}|tea|alcohol|booze))*)\b",
    re.I,
)


def faith_cues(sentence: str) -> list[Cue]:
    """A faith said of herself with the foods it rules out ("I'm Hindu so no beef" → `Hindu: no beef`)."""
    faith = _FAITH_RE.search(sentence)
    foods = _RULED_OUT_FOOD_RE.search(sentence)
    if not faith or not foods or _QUESTION_RE.match(sentence) or not _own(sentence, faith):
        return []
    label = f"{faith['faith'].title()}: no {re.sub(r'\s+', ' ', foods['foods']).lower()}"
    return [Cue("diet", label, quote_client_text(sentence), label)]
