"""Red-flag symptoms that name no body part, and idioms that name one without meaning it
(docs/understanding.md "Body areas" and "Safety alerts from chat").

A symptom such as breathlessness is an "area" of its own (like dizziness in lexicon.py): the entry says
"symptom" and the safety alert is never quiet. `SYMPTOM_AREAS` is merged into lexicon.AREAS;
`SYMPTOM_PAIN` is the same family as a pain word for painwords.PAIN_RE, so the sentence is a report.
`IDIOM_BEFORE_RE` keeps "a pain in the neck" (a person, a chore) from being her neck.
tests/wiki/understanding/test_symptoms.py is the table.
"""

import re

_CANT = r"(?:can'?t|cannot|can not|couldn'?t|could not|struggl(?:e|es|ed|ing) to|hard to)"

# New or unusual shortness of breath: "can't catch my breath on the stairs", "short of breath",
# "struggling to breathe", "wheezy". Being out of breath after a sprint is ordinary and not listed.
_BREATH = (
    "breathless",
    "breathlessness",
    "short of breath",
    "shortness of breath",
    "wheezing",
    "wheezy",
    "wheeze",
    *(f"{c} catch my breath" for c in ("can't", "cant", "cannot", "couldn't", "couldnt", "can not")),
    *(f"{c} get my breath" for c in ("can't", "cant", "cannot", "couldn't", "couldnt")),
    *(f"{c} breathe" for c in ("can't", "cant", "cannot", "couldn't", "couldnt")),
    "struggling to breathe",
    "struggle to breathe",
)
# A heart that races at rest, flutters or skips ("palpitations"): a coach never trains through it.
_HEART = (
    "palpitations",
    "palpitation",
    "heart palpitations",
    "irregular heartbeat",
    "irregular heart beat",
    "heart skipping",
    "heart skipped",
    "heart fluttering",
    "heart flutters",
    "skipped beats",
    "skipping beats",
)
SYMPTOM_AREAS: dict[str, tuple[str, ...]] = {"breathlessness": _BREATH, "palpitations": _HEART}
# More ways to say she nearly fainted, joined to lexicon's `dizziness` row
MORE_DIZZINESS = (
    "pass out",
    "passing out",
    "nearly fainted",
    "almost fainted",
    "going to faint",
    "gonna faint",
    "about to faint",
    "saw stars",
    "seeing stars",
    "tunnel vision",
    "blurry vision",
    "vision went blurry",
    "vision went black",
    "vision went grey",
    "vision went gray",
    "everything went grey",
    "everything went gray",
    "everything went black",
    "blacked out",
)
SYMPTOM_NAMES = set(SYMPTOM_AREAS)

SYMPTOM_PAIN = (
    r"palpitations?|irregular heart ?beat|heart (?:skipp(?:ing|ed)|flutter(?:ing|s))|skipp(?:ed|ing) beats|"
    r"pass(?:ing)? out|(?:nearly|almost) fainted|(?:going to|gonna|about to) faint|s(?:aw|eeing) stars|"
    r"tunnel vision|blurry vision|(?:vision|everything) went (?:blurry|black|gr[ae]y)|"
    r"breathless(?:ness)?|short(?:ness)? of breath|wheez(?:e|y|ing)|"
    rf"{_CANT} (?:catch|get) (?:my|her|his) breath|{_CANT} breathe|"
    # a wound that does not heal, a blister that weeps
    r"blister(?:s|ed)?|weeping|oozing|infected|"
    # a wound where a body part is named: "cut my hand", "a cut on my finger", "grazed my knee"
    r"cut(?! (?:my|the) [\w-]+ (?:out|from)\b)(?= (?:my|her|his|the|it|open|on|in)\b)|"
    r"(?:(?:a|the|deep|bad|nasty) cut\b|gash(?:ed|es)?|graz(?:e|ed|es)|"
    r"scrap(?:e|ed|es)(?= (?:my|her|his|the|it|on)\b)|bleeding|bled|(?<!in )stitches)"
    r"(?![^.,;!?]{0,30}?\bheal(?:ing|ed) (?:well|nicely|fine|up|ok))|"  # "the graze is healing nicely"
    r"(?:not|isn'?t|won'?t|wont|never|doesn'?t|hasn'?t|not been) heal(?:ing|ed)?(?! (?:well|nicely|fine|up))|"
    # a joint that goes from under her ("my knee just went from under me")
    r"(?:gone|went|goes|go|going) (?:out )?from under(?:neath)? (?:me|her|him)|"
    r"collaps(?:ed|es|ing)|"
    # what it stops: "wakes me up", "keeps me up at night"
    r"wak(?:es|ing|ed|e) (?:me|her|him) up|woke (?:me|her|him)(?: up)?\b|"
    r"keep(?:s|ing)? (?:me|her|him) (?:up|awake)|kept (?:me|her|him) (?:up|awake)|"
    # said by a picture of torment ("stairs are hell")
    r"(?:is|are|'s|'re|was|were) (?:absolute |pure |sheer |literal |actual )?hell\b|"
    # a muscle that grabs at the end of a sprint ("felt my hammy grab")
    r"grab(?:bed|s|bing)?(?= (?:on|during|at|in|when|while|near|towards)\b|\W*$)|"
    r"pinches|burns(?! (?:calories|fat|off|through))"
)

# "my manager is a right pain in the neck", "commuting is a pain in the arse": a person or chore, not her
# body ("I have a pain in my neck" stays a report).
IDIOM_BEFORE_RE = re.compile(
    r"(?:\b(?:is|'s|are|'re|was|were|being|be|such|what|bit of|real|right|total|proper|absolute|royal)\s+)"
    r"(?:a |an )?(?:(?:right|real|total|proper|absolute|royal|massive|bit of a|such a)\s+)?"
    r"pain in the\s+$",
    re.I,
)


def idiom_area(text: str, start: int) -> bool:
    """Is the body part at text[start:] only the end of an idiom ("a pain in the neck")?"""
    return bool(IDIOM_BEFORE_RE.search(text[max(0, start - 60) : start]))
