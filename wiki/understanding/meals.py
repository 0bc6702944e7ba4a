"""How she eats, said by its circumstances (docs/understanding.md "Cues"; `diet.py` adds these): a food
that disagrees with her said any way ("dairy and me don't mix", "gluten isn't my friend"), an allergy
said by what it would cost her ("couldn't touch the cake, walnuts in it, not ending up in A&E again"),
a food rule kept on a weekday ("Tuesdays I don't take non-veg", "meat-free Mondays"), when she eats
("never eat breakfast", "first meal is around 1pm") and a daily protein or calorie target ("trying to
hit 120g protein a day"). Each is a small lexicon of frame words with a food noun, under the guards
every cue has (a question, a denial, someone else's, a what-if). tests/wiki/understanding/test_meals.py.
"""

import re

from wiki.understanding.common import Cue
from wiki.understanding.diet_words import FOODS
from wiki.understanding.negation import context
from wiki.understanding.people import OTHER_PERSON
from wiki.understanding.quote import quote_client_text
from wiki.understanding.sentences import clause_around

_FOOD = rf"(?:{FOODS}|lactose|wheat|crabs?|lobsters?|mussels|pine nuts|walnuts?|almonds?|cashews?|pecans?|hazelnuts?|pistachios?|brazil nuts?)"  # noqa: E501
# what a food does to her gut, as people say it
_GUT = (
    r"(?:bloat(?:ed|ing)?|stomach ?aches?|tummy ?aches?|belly ?aches?|(?:stomach |tummy )?cramps|the runs|"
    r"the shits|diarrh(?:o)?ea|nause(?:ous|a)|sick|ill|gassy|wind|heartburn|reflux|an upset (?:stomach|tummy)|"  # noqa: E501
    r"(?:stomach|tummy|gut|belly) (?:issues|problems|upset|pain)|awful|rough|rubbish|terrible|a mess|"
    r"ibs|a flare|flare(?:[- ]?ups?)?)\b"
)
# a food and her, not getting on: "dairy and me don't mix", "me and gluten are not friends", "dairy hates
# me", "milk doesn't sit well", "gluten is not my friend", "dairy does me no favours"
_DISAGREES_RE = re.compile(
    rf"\b(?P<food>{_FOOD}) (?:and|&) (?:me|i)\b[^.!?,]{{0,25}}?(?:don'?t|do not|never|aren'?t|are not|"
    r"just don'?t) (?:mix|agree|get on|get along|go together|work|gel|like each other|friends)|"
    rf"\b(?:me|i) (?:and|&) (?P<food2>{_FOOD}) (?:don'?t|do not|never|aren'?t|are not|just don'?t) "
    r"(?:mix|agree|get on|get along|go together|work|gel|like each other|friends)|"
    rf"\b(?P<food3>{_FOOD}) (?:hates|doesn'?t like|does not like|is not a fan of|isn'?t kind to) me\b|"
    rf"\b(?P<food4>{_FOOD}) (?:doesn'?t|does not|don'?t|never) (?:sit|sits|go down|settle) (?:well|right|great)|"  # noqa: E501
    rf"\b(?P<food5>{_FOOD}) (?:is|are|isn'?t|aren'?t|'s) (?:not |never )?(?:my friend|my enemy|not my friend|"
    r"the enemy|my nemesis|my kryptonite|a disaster for me|bad news for me)|"
    rf"\b(?P<food6>{_FOOD}) (?:does|do) me no favou?rs|"
    rf"\b(?:can'?t|cannot|couldn'?t) (?:handle|digest|do|process|tolerate|take) (?P<food7>{_FOOD})\b|"
    rf"\b(?P<food8>{_FOOD}) (?:and|&) (?:me|i) (?:have|'ve got) (?:a )?(?:complicated|difficult|rocky|love-hate|"  # noqa: E501
    r"bad) (?:relationship|history)|"
    # a food with a gut symptom it brings her, said now: "milk gives me stomach cramps", "anything with dairy
    # and I'm bloated for days", "cheese = stomach ache for me", "beans go right through me"
    rf"\b(?P<food9>{_FOOD})\b[^.!?;]{{0,12}}?(?:makes? me|gives? me|leaves? me|sets? (?:me|my \w+) off|"
    r"triggers? (?:my|me)|and i'?m|and i get|=|means)\s+(?:\w+ ){0,2}?" + _GUT + r"|"
    rf"\b(?P<food10>{_FOOD}) (?:goes?|go) (?:straight |right )?through me\b",
    re.I,
)
# an allergy said by what it would cost her: a food with an emergency, an EpiPen, a reaction
_EMERGENCY_RE = re.compile(
    r"\b(?:a ?& ?e|a and e|the er|emergency room|hospital|ambulance|epi-?pen|anaphyla\w*|"
    r"(?:throat|lips?|face) (?:closes?|swells?|swelled|swelling)|reaction)\b",
    re.I,
)
_AVOIDED_RE = re.compile(
    r"\b(?:couldn'?t|can'?t|cannot|won'?t|not allowed to|had to skip|had to pass on|avoid\w*|steer clear of)"
    r" (?:touch|eat|have|risk|go near)|\b(?:in it|in them|in there|on it|on top)\b|\bnot (?:ending|going) up\b"  # noqa: E501
    r"|\bagain\b|\b(?:put|puts|sent|landed) me in\b|\bended up in\b|\bi'?d (?:be|end up)\b|\bone bite\b|"
    r"\btraces? of\b|\bcheck (?:every |the |all )?labels?\b|\b(?:twice|once) from\b",
    re.I,
)
_THEIRS_RE = re.compile(r"\b(?:" + "|".join(re.escape(p) for p in OTHER_PERSON) + r")\b", re.I)
_ME_RE = re.compile(r"\b(?:i|me|i'?d|i'?m|i'?ve|i'?ll)\b", re.I)
_NUTS = re.compile(r"^(?:walnut|almond|cashew|pecan|hazelnut|pistachio|brazil nut|peanut|nut)s?$", re.I)
# the foods people are allergic to (an allergy is not said of rice or chicken)
_ALLERGEN = re.compile(
    r"^(?:(?:wal|pea|pine |brazil |tree )?nuts?|almonds?|cashews?|pecans?|hazelnuts?|pistachios?|shellfish|"
    r"prawns?|shrimps?|crabs?|lobsters?|mussels|sesame|eggs?|fish|soy|kiwi)$",
    re.I,
)
_DAY1 = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_DAY = rf"{_DAY1}(?:(?:,| and| &| or|/) ?{_DAY1})*"
# a food rule kept on a weekday: "Tuesdays I don't take non-veg", "no meat on Mondays", "meat-free Mondays",
# "on Fridays I only eat fish", "Thursdays are veg days for me"
_NOT_ON_DAY = (
    r"(?:don'?t|do not|never|won'?t|no|not) (?:take|eat|have|touch|do|cook) (?:any )?|no |without |"
    r"(?:meat|meat-|non-veg) ?free |(?:only|just) (?:eat |have )?"
)
_RULE_FOOD = (
    r"(?:non-?veg(?:etarian)?|meat|red meat|chicken|beef|pork|fish|eggs|alcohol|veg(?:etarian)?|dairy)"
)
_DAY_RULE_RE = re.compile(
    rf"\b(?:on )?(?P<day>{_DAY})\b[^.!?]{{0,25}}?\b(?:{_NOT_ON_DAY})(?P<food>{_RULE_FOOD})\b|"
    rf"\b(?:{_NOT_ON_DAY})(?P<food2>{_RULE_FOOD})\b[^.!?]{{0,12}}?\b(?:on |every |)(?P<day2>{_DAY})\b|"
    rf"\b(?:i'?m|i am|i go|we'?re|we go|i stay) (?P<food5>veg|vegetarian|vegan|meat-?free) (?:on |every )(?P<day5>{_DAY})\b|"  # noqa: E501
    rf"\b(?P<food3>meat|meat-|non-veg) ?(?:free|less) (?P<day3>{_DAY})\b|"
    rf"\b(?P<day4>{_DAY}) (?:are|is) (?P<food4>veg|vegetarian|meat-?free|fish|fasting) days?\b",
    re.I,
)
# when she eats: "never eat breakfast", "skip breakfast", "first meal is around 1pm", "don't eat till noon"
_MEAL_TIME_RE = re.compile(
    r"\b(?:never|don'?t|do not|rarely|hardly ever) (?:eat|have|do|bother with) breakfast|"
    r"\bskip(?:ping|s)? breakfast|\bno breakfast\b|\bbreakfast (?:isn'?t|is not|'s not) (?:my|a) thing|"
    r"\b(?:my )?first (?:meal|food|bite)(?: of the day)?(?:'s| is| at| around| isn'?t till| is not till| not till)"  # noqa: E501
    r"[^.!?,]{0,15}?\d{1,2}(?::\d{2})?\s*(?:am|pm)?|\b(?:my )?first (?:meal|food)(?: of the day)?(?: is|'s) "
    r"(?:lunch|around lunch|at lunch|noon|midday|dinner)|"
    r"\b(?:don'?t|do not|never) eat (?:anything )?(?:till|until|before) (?:\d{1,2}(?::\d{2})?\s*(?:am|pm)?|noon|"  # noqa: E501
    r"midday|lunch)|\blunch is my first meal|\bnot (?:a|much of a|really a) breakfast (?:person|eater|fan|girl|guy)|"  # noqa: E501
    r"\bnothing (?:to eat )?(?:till|until|before) (?:\d{1,2}(?::\d{2})?\s*(?:am|pm)?|noon|midday|lunch)",
    re.I,
)
# a daily target: "trying to hit 120g protein a day", "aiming for 150 g of protein", "2000 kcal target"
_TARGET_RE = re.compile(
    r"\b(?:hit|hitting|aim(?:ing)? for|get(?:ting)?|eat(?:ing)?|reach(?:ing)?|target(?:ing)?|goal (?:is|of)|"
    r"target (?:is|of)|at least|min(?:imum)?)\s+(?:about |around |roughly |~)?(?P<n>\d{2,4})\s?"
    r"(?P<unit>g|grams?|gr|kcals?|cals?|calories)\s*(?:of\s+)?(?P<what>protein|carbs|fibre|fiber)?|"
    r"\b(?:keep(?:ing)? (?:it |myself )?(?:to|under|around|at)|macros are|stick to|sticking to)\s+(?:about |~)?"  # noqa: E501
    r"(?P<n3>\d{3,4})\s?(?P<unit3>kcals?|cals?|calories)|"
    r"\b(?P<what2>protein|calorie|kcal) (?:target|goal|aim)(?: is| of| =|:)?\s*(?:about |around |~)?"
    r"(?P<n2>\d{2,4})\s?(?P<unit2>g|grams?|kcals?|cals?|calories)?",
    re.I,
)


def meal_cues(sentence: str) -> list[Cue]:
    """The diet cues of one sentence said by their circumstances (see the module's docstring)."""
    found: list[Cue] = []
    for pattern, read in (
        (_DISAGREES_RE, _disagrees),
        (_DAY_RULE_RE, _day_rule),
        (_MEAL_TIME_RE, _meal_time),
        (_TARGET_RE, _target),
    ):
        for match in pattern.finditer(sentence):
            if _not_hers(sentence, match):
                continue
            label = read(match)
            if label and label not in [c.label for c in found]:
                said = clause_around(sentence, match.start(), match.end())
                found.append(Cue("diet", label, quote_client_text(said), label))
    return found + _allergy_by_cost(sentence)


def _not_hers(sentence: str, match: re.Match) -> bool:
    if "?" in sentence[match.end() :][:40] and not re.search(r"[.!,;]", sentence[match.end() :][:40]):
        return True  # "do you skip breakfast?"
    return context(sentence, match.start(), match.end()) in ("other", "hypothetical")


def _food(match: re.Match) -> str:
    return next((v for k, v in match.groupdict().items() if k.startswith("food") and v), "").lower()


def _disagrees(match: re.Match) -> str:
    food = _food(match)
    return f"no {food}" if food else ""  # as the diet table says "dairy makes me bloated"


def _day_rule(match: re.Match) -> str:
    said = next((v for k, v in match.groupdict().items() if k.startswith("day") and v), "").lower()
    food = _food(match).rstrip("-")
    days = [d if d.endswith("s") else d + "s" for d in re.findall(_DAY1, said, re.I)]
    day = " and ".join(d.lower() for d in days)
    if not day or not food:
        return ""
    if food == "vegan":
        return f"vegan on {day}"
    if food.startswith("veg") or food in ("fish", "fasting"):
        kept = "vegetarian" if food.startswith("veg") else food
        return f"{kept} on {day}" if not food.startswith("non") else f"no meat on {day}"
    return f"no {'meat' if food.startswith('non') else food} on {day}"


def _meal_time(match: re.Match) -> str:
    said = match[0].lower()
    if "breakfast" in said:
        return "skips breakfast"
    time = re.search(r"\d{1,2}(?::\d{2})?\s*(?:am|pm)?|noon|midday|lunch|dinner", said)
    return f"first meal ~{time[0]}" if time else ""


def _target(match: re.Match) -> str:
    n = match["n"] or match["n2"] or match["n3"]
    unit = (match["unit"] or match["unit2"] or match["unit3"] or "").lower()
    what = (match["what"] or match["what2"] or "").lower()
    if not what and not unit.startswith(("k", "cal")):
        return ""  # "hit 100g" of what?
    what = "calories" if not what or what in ("calorie", "kcal") else what
    unit = "kcal" if what == "calories" else "g"
    return f"{what} target {n} {unit}/day"


def _allergy_by_cost(sentence: str) -> list[Cue]:
    emergency = _EMERGENCY_RE.search(sentence)
    if not emergency or not _AVOIDED_RE.search(sentence) or re.search(r"\ballerg", sentence, re.I):
        return []  # "peanut allergy" is read by the diet table
    foods = [f.lower() for f in re.findall(rf"\b{_FOOD}\b", sentence, re.I)]
    foods = [f for f in foods if _ALLERGEN.match(f)]
    theirs = _THEIRS_RE.search(sentence) and not _ME_RE.search(sentence)
    if not foods or "?" in sentence or theirs or context(sentence, *emergency.span()) == "other":
        return []  # "ended up in A&E with food poisoning from dodgy chicken": no allergen, no allergy
    # "one bite of prawn and I'd be in A&E" is an allergy said as a what-if; "my son … A&E" is his
    nuts = any(_NUTS.match(f) and not f.startswith("nut") for f in foods)  # a walnut is a nut
    label = "allergic to " + " and ".join(dict.fromkeys(foods)) + (" (nuts, severe)" if nuts else " (severe)")
    return [Cue("diet", label, quote_client_text(sentence), label)]
