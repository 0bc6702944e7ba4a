"""A body state she attributes, in the same message, to a standing cause that is no injury
(docs/understanding.md "Safety alerts from chat"): a wheeze she calls her asthma and manages ("no pain,
just wheezy in the cold — that's my asthma, inhaler before runs and it's fine"), a belly upset she puts
down to a food ("intolerance to lactose, the milk make my belly very bad"). Such a finding is context
(life.py and diet.py read the condition) and never a red flag — unless she says it is bad: "my asthma
is awful, can't breathe even with the inhaler" stays an alert. tests/wiki/understanding/test_attributed.py
is the table.
"""

import re

from wiki.understanding.negation import context

# A breathing condition she names as her own: "that's my asthma", "just my asthma", "asthma thing",
# "my exercise-induced asthma", "my COPD"
_CONDITION_RE = re.compile(
    r"\b(?:(?:that'?s|it'?s|just|only|from|with|because of|due to|thanks to|my|the|usual|old)\s+)+"
    r"(?:usual |old |exercise[- ]induced |cold[- ]weather )?(?:asthma|copd|hay ?fever|allergies)\b|"
    r"\basthma(?:tic)?(?:'s| is)? (?:thing|kick(?:ing|ed|s)? in|flar(?:ing|ed)(?: up)?|play(?:ing|ed) up|"
    r"act(?:ing|ed) up)\b",
    re.I,
)
# It is managed or mild: "it's fine", "inhaler sorts it", "no pain", "nothing serious", "as usual"
_MANAGED_RE = re.compile(
    r"\b(?:it'?s fine|it'?s ok(?:ay)?|fine after|fine with|(?:inhaler|puffer|pump|puffs?)\b[^.!?]{0,40}"
    r"\b(?:before|sort(?:s|ed)?|help(?:s|ed)?|fix(?:es|ed)|work(?:s|ed)|fine|ok)|no pain|"
    r"(?:i was|i'?m|i felt|felt|was) (?:fine|ok|okay|good|grand)|no biggie|"
    r"nothing (?:serious|new|major)|as usual|"
    r"normal for me|under control|managed|manageable|just)\b",
    re.I,
)
# She says it is bad: then it is a symptom whatever she blames it on
_DISTRESS_RE = re.compile(
    r"\b(?:can'?t breathe|cannot breathe|couldn'?t breathe|struggl\w* to breathe|can'?t catch my breath|"
    r"chest (?:is )?(?:tight|pain|hurts)|tight chest|(?:inhaler|puffer)\b[^.!?]{0,30}\b(?:not|isn'?t|didn'?t|"
    r"doesn'?t|no longer) (?:work|help)\w*|worse|worst|scary|scared|frightening|lips|blue|a&e|er\b|"
    r"ambulance|attack|awful|terrible|severe|really bad|very bad|\d+\s*/\s*10)",
    re.I,
)
# A belly upset put down to a food: "the milk make my belly very bad", "gluten wrecks my stomach"
_FOOD_CAUSE_RE = re.compile(
    r"\b(?:milk|dairy|lactose|gluten|wheat|bread|cheese|beans|onions?|garlic|spicy food|coffee|fodmaps?|"
    r"food|meal|curry)\b[^.!?]{0,25}\b(?:make|makes|made|give|gives|gave|upset|upsets|wreck|wrecks|kill|"
    r"kills|mess|messes)\b[^.!?]{0,12}\b(?:my|me)\b|\b(?:intoleran\w*|allerg\w*|ibs|coeliac|celiac)\b",
    re.I,
)
_BELLY = {"abs"}  # lexicon's base for "belly", "stomach", "tummy", "gut"
_BELLY_WORD_RE = re.compile(r"\b(?:belly|stomach|tummy|gut|insides|digestion)\b", re.I)
_TRAINING_RE = re.compile(r"\b(?:abs|core|six ?pack|crunch\w*|sit-?ups?|planks?)\b", re.I)
BREATHING = {"breathlessness"}


def attributed(base: str, message: str) -> bool:
    """Is the finding at body area `base` one she attributes to a standing cause that is no injury?"""
    if base in BREATHING:
        blamed = _CONDITION_RE.search(message)
        return bool(
            blamed
            and context(message, blamed.start(), blamed.end()) not in ("other", "negated", "hypothetical")
            and _MANAGED_RE.search(message)
            and not _DISTRESS_RE.search(message)
        )
    if base in _BELLY:
        food = _FOOD_CAUSE_RE.search(message)
        return bool(
            food
            and _BELLY_WORD_RE.search(message)
            and not re.search(r"\b(?:abs|core|six ?pack)\b", message, re.I)
        )
    return False
