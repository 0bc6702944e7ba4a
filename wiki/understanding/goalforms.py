"""How a goal is said beyond its cue (docs/understanding.md "Cues"): a label that needs no goal word,
a second wish further on in a run-on, a joke that is no goal. Read by `cues.goal`."""

import re

# A second wish further on in a run-on ("what i really want is … so anyway i want to do a sprint
# triathlon next summer there i said it and …"): a new clause starting with a first-person wish.
LATER_CUE_RE = re.compile(
    r"(?:\b(?:and|so|anyway|also|but|then|plus)\b|[,;])\s+(?:(?:so|anyway|also|and|but|really|honestly|"
    r"um|yeah|ok)\W+)*(?=i(?:'?d| would)? (?:really |also |honestly |just )*"
    r"(?:want|wanna|hope|love|like) to\b|"
    r"my (?:main |real |big |other )?goal is\b)",
    re.I,
)
LATER_GAP = 8  # characters past the first cue: "I want to run a marathon and I want to do it…" is one
BACK_REFERENCE_RE = re.compile(r"^(?:do |get |have |keep |finish )?(?:it|that|this|them)\b", re.I)

# A goal she labels as one ("Goal: 3 gym sessions a week", "[goal] squat 100kg", a list under "## Goals")
# needs no goal word: the label says what it is ("goal: sleep 7h every night").
LABEL_RE = re.compile(
    r"^\W*(?:(?:anyway|so|ok|okay|right|and|also|but|well|honestly|oh|now|then)\W+)*"  # "anyway the goal: …"
    r"(?:(?:my|the|main|new|next|big|real|ultimate|\d{4}|q\d)\s+)*(?:goal|target|okr|north star)s?"
    r"(?:\s+(?:for|this|next|in)\s+[a-z0-9 ]{1,20}?)?\s*(?::|=|-|is\b)",
    re.I,
)
SOME_WHAT_RE = re.compile(r"\d|\b[a-z]{3,}\b\W+\b[a-z]{2,}\b", re.I)  # a number or two words, not "simple"
# A joke said as a goal: a laughing emoji with a second sign ("lol write in my goals that I want to lose
# 30kg by Friday 😂😂"), or "jk" / "just kidding" (a wish said with a laugh alone may be sincere).
_LAUGH_RE = re.compile(r"[\U0001F602\U0001F923\U0001F606\U0001F639]")
_JOKE_SIGN_RE = re.compile(
    r"\b(?:lol|lmao|lmfao|rofl|haha\w*|write (?:it |this |that )?(?:in|into|down in)|"
    r"put (?:it |this |that )?in|add (?:it |this |that )?to)\b",
    re.I,
)
JOKE_RE = re.compile(r"\b(?:jk|j/k|just kidding|just joking|only joking|kidding|joking)\b", re.I)


def joking(sentence: str) -> bool:
    laughing = _LAUGH_RE.search(sentence) and _JOKE_SIGN_RE.search(sentence)
    return bool(JOKE_RE.search(sentence) or laughing)
