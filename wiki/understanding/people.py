"""Who else a pain can belong to: the people a client names (docs/understanding.md "Negation"). A body
part after one of them ("my wife's knee", "hubby's back") is someone else's; negation.py reads it.
"""

import re

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
    """Is the body part at text[start:] anyone's ("bad for your knees"), not hers?"""
    return bool(_GENERIC_YOUR_RE.search(text[:start]))


# "are squats bad for your knees?", "deep squats wreck your knees": "your" right before a body part is
# anyone's knees (a question about knees in general), not a report of hers.
_GENERIC_YOUR_RE = re.compile(r"\b(?:your|ur|yer|people'?s|everyone'?s)\s+(?:[a-z'-]+\s+)?$", re.I)
