"""Who else a pain can belong to: the people a client names (docs/understanding.md "Negation"). A body
part after one of them ("my wife's knee", "hubby's back") is someone else's; negation.py reads it.
"""

import re

from wiki.understanding.lexicon import find_areas

OTHER_PERSON = (
    "my wife",
    "my husband",
    "my partner",
    "my son",
    "my daughter",
    "my kid",
    "my kids",
    "my friend",
    "my mom",
    "my mum",
    "my dad",
    "my brother",
    "my sister",
    "my colleague",
    "my coworker",
    "my dog",
    "my boyfriend",
    "my girlfriend",
    "my mother",
    "my father",
    "my baby",
    "her",
    "his",
    "he",
    "she",
    "they",
    "their",
    "my teammate",
    # family, friends and colleagues named without "my" ("son's wrist is broken", "coworker sprained her
    # ankle"): a possessive matches its owner (see _phrase_at)
    "son",
    "daughter",
    "wife",
    "husband",
    "partner",
    "mum",
    "mom",
    "dad",
    "kid",
    "brother",
    "sister",
    "friend",
    "coworker",
    "co-worker",
    "colleague",
    "boss",
    "teammate",
    "neighbour",
    "neighbor",
    "grandma",
    "grandpa",
    "grandad",
    "granddad",
    "nan",
    "my client",
    # partners, friends and others as chat names them ("hubby's knee", "the missus", "my mate")
    "hubby",
    "wifey",
    "missus",
    "the missus",
    "my other half",
    "other half",
    "bf",
    "gf",
    "my bf",
    "my gf",
    "fiance",
    "girlfriend",
    "boyfriend",
    "fiancé",
    "fiancee",
    "bestie",
    "my mate",
    "a mate",
    "my buddy",
    "my pal",
    "flatmate",
    "roommate",
    "housemate",
    "a guy",
    "a girl",
    "this guy",
    "some guy",
    "aunt",
    "auntie",
    "uncle",
    "cousin",
    "nephew",
    "niece",
    "grandson",
    "granddaughter",
    "a friend",
    "someone",
    "somebody",
    # pets, and the people who train or treat her, by name of their job ("my cat has a bad hip", "the
    # puppy hurt its leg", "my trainer has a bad knee"; "my trainer thinks my knee…" is hers)
    "my cat",
    "my horse",
    "my puppy",
    "my pup",
    "the dog",
    "the cat",
    "the puppy",
    "my trainer",
    "my coach",
    "my pt",
    "my instructor",
    # the people a nurse, physio or trainer looks after: "a man with a slipped disc", "my patients"
    "a man",
    "a woman",
    "a lady",
    "an old man",
    "an old lady",
    "a patient",
    "patients",
    "my patients",
    "a client",
    "clients",
    "my clients",
    # what hurts only in a figure of speech: "my wallet is seriously injured 😂", "my pride took a knock"
    "my wallet",
    "my bank account",
    "my bank balance",
    "my credit card",
    "my pride",
    "my ego",
)

# "that's HIS back not mine", "the sore knee is my wife's, not mine": disowned after it is named.
NOT_MINE_RE = re.compile(r"\b(?:not|isn'?t|never was|wasn'?t) mine\b", re.I)
# "my husband's physio notes say '- [injury] lower back'": what another person's papers say is theirs
# (until "but" or the sentence's end).
THEIR_PAPERS_RE = re.compile(
    r"\b(?:his|her|their|(?:my |our )?(?:husband|wife|partner|son|daughter|mum|mom|dad|brother|sister|"
    r"friend|boyfriend|girlfriend|hubby|kid)'?s)\s+(?:[a-z]+\s+){0,2}?(?:notes?|report|scan|x-?ray|mri|"
    r"results?|file|chart|letter|discharge|paperwork)\s+(?:says?|said|shows?|showed|reads?|states?)\b"
    r"(?:(?!\bbut\b)[^.!?])*$",
    re.I,
)


def generic_body(text: str, start: int) -> bool:
    """Is the body part at text[start:] anyone's ("bad for your knees") or a named other's ("did you see
    Federico's Achilles went?", "the dog's paw"), not hers?"""
    before = text[max(0, start - 40) : start]
    if _GENERIC_YOUR_RE.search(before):
        return True
    if (_OWNER_RE.search(before) or _THE_OWNER_RE.search(before)) and _an_area_at(text, start):
        return True  # "Federico's Achilles" (not "Knee's sore": the possessive is the body part)
    if _HEARSAY_RE.search(text[max(0, start - 80) : start]) and not _MINE_TOO_RE.match(text[start:]):
        return True
    if _COUNTED_RE.search(before) and _CASES_RE.match(text, start):
        return True  # "four knee rehabs", "two hip replacements": a caseload, not her body
    if _ON_MY_LIST_RE.match(text, start):
        return True  # "… and a frozen shoulder on my list today"
    return _general_question(text, start)


# a nurse's, physio's or trainer's caseload: a count of body parts as cases ("four knee rehabs and a frozen
# shoulder on my list", "two hip replacements on the ward")
_COUNTED_RE = re.compile(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|several|[2-9]|1\d)\s+$", re.I)
_ON_MY_LIST_RE = re.compile(r"[\w' -]{2,25}?\s+on (?:my|the|today's) (?:list|books|caseload|ward)\b", re.I)
_CASES_RE = re.compile(
    r"[a-z ]{2,20}?\s+(?:rehabs?|replacements|cases|ops|operations|surgeries|fractures|sprains|patients|"
    r"assessments|referrals)\b",
    re.I,
)


# "should you ice a sore calf or use heat?", "do you stretch a tight hamstring before or after?": advice
# asked about a body part in general ("a", "an", bare), with "you" or "one" as the one who acts. Her own
# ("should I ice my calf?") is hers.
_YOU_ASKS_RE = re.compile(
    r"(?:^|[.!?:—–-]\s*|\b(?:question|wondering|curious)\W+)(?:(?:so|ok|okay|but|and|also)\W+)?"
    r"(?:should|do|can|would|could|shall)\s+(?:you|one|people|someone)\b(?:(?!\b(?:my|i|i'm|i've|me)\b)[^.!?])*$",
    re.I,
)
_INDEFINITE_RE = re.compile(r"\b(?:an?|sore|tight|stiff|pulled|tweaked|bad)\s+$", re.I)


# "I heard running on concrete hurts the shins", "read that squats wreck knees", "apparently the achilles
# …": what she read or heard about bodies in general (not "I heard a pop in my knee": "my" is hers).
_HEARSAY_RE = re.compile(
    r"\b(?:i (?:heard|read|saw)|i'?ve (?:heard|read|seen)|(?:heard|read) (?:somewhere|online|that)|"
    r"apparently|supposedly|they say|people say|someone (?:said|told me)|an article|a video|a podcast|"
    r"on tiktok|on youtube|on reddit)(?! (?:a|an|something|it|my|me)\b)"
    r"(?:(?!\b(?:my|i|i'm|i've|me|mine)\b)[^.!?;])*$",
    re.I,
)


def _an_area_at(text: str, start: int) -> bool:
    return any(a.start == 0 for a in find_areas(text[start : start + 40]))


_MINE_TOO_RE = re.compile(r"[^.!?]*\b(?:mine|my own|me too|same here|same with me)\b", re.I)


def _general_question(text: str, start: int) -> bool:
    end = re.search(r"[.!?]", text[start:])
    if end is None or end[0] != "?":
        return False
    before = text[max(0, start - 80) : start]
    return bool(_YOU_ASKS_RE.search(before) and _INDEFINITE_RE.search(before))


# A name's possessive right before the body part: someone she talks about (an athlete, a TV character, a
# friend by name). Days, months and "today's" are times ("Monday's run"), never owners.
_TIMES = (
    r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|"
    r"August|September|October|November|December|Today|Yesterday|Tonight|Tomorrow|Christmas|Easter|"
    # "That's knee pain", "What's wrong": a contraction of "is", not a possessive
    r"That|What|There|Here|Who|Where|When|How|Let|She|He|It|Everything|Nothing|Something|Life|Work"
)
_OWNER_RE = re.compile(
    rf"\b(?!(?:{_TIMES})\b)(?-i:[A-Z][A-Za-z]+)['’]s\s+(?:(?:left|right|bad|dodgy|"
    r"injured|torn|broken)\s+)?$"
)
# "the dog's leg", "our neighbour's knee", "my PT's shoulder": a noun's possessive, someone else's
_THE_OWNER_RE = re.compile(
    r"\b(?:the|a|an|our|their|his|her|my)\s+(?!(?:day|week|month|year|night|morning|session|run|race|"
    r"workout|today|yesterday|body|leg|arm)['’]s)[a-z]+['’]s\s+(?:(?:left|right|bad|dodgy)\s+)?$",
    re.I,
)


# "are squats bad for your knees?", "deep squats wreck your knees": "your" right before a body part is
# anyone's knees (a question about knees in general), not a report of hers.
_GENERIC_YOUR_RE = re.compile(r"\b(?:your|ur|yer|people'?s|everyone'?s)\s+(?:[a-z'-]+\s+)?$", re.I)


# "my husband's goal is …", "her target is …", "my daughter's big aim": a goal named as someone else's
_POSSESSOR_RE = re.compile(
    r"(?:^|\b)(?:"
    + "|".join(re.escape(p) for p in sorted(OTHER_PERSON, key=len, reverse=True))
    + r")(?:['’]?s)?\s+$",
    re.I,
)
_AIM_RE = re.compile(r"^\W*(?:[a-z]+\s+)?(?:goals?|targets?|aims?|dreams?|plans?|ambitions?)\b", re.I)


def others_own(before: str, cue: str) -> bool:
    """Is a goal cue (`cue`, "goal is …") someone else's, by the words `before` it ("my husband's")?"""
    return bool(_AIM_RE.match(cue) and _POSSESSOR_RE.search(before))
