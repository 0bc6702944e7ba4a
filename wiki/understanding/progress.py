"""A goal she reports reached (docs/understanding.md "Goals"): "DID IT!!! whole 5k no walking", "finally
hit my 100kg squat", "smashed the half marathon". Which goal it was comes from the words it shares with
a current goal ("5k"); the page writer moves that goal to the earlier goals as reached.
"""

import re

from wiki.understanding.common import STOPWORDS, clean

_REACHED_RE = re.compile(
    r"\b(?:(?:i |we )?did it|(?:i |finally |just )(?:did|ran|hit|nailed|smashed|crushed|completed|finished)|"
    r"nailed it|smashed it|crushed it|made it|got it done|"
    r"(?:hit|reached|achieved|completed|smashed|crushed) (?:my|the) (?:goal|target)|goal (?:reached|achieved|"
    r"done|complete|smashed)|ticked (?:it|that) off|mission accomplished|first ever|"
    # "crossed the finish line of my first half", "got my first pull-up!!", "hit 100kg on squat today!!"
    r"crossed the finish(?: line)?|(?:got|did|ran|hit|finished|completed) my (?:first|1st)|"
    r"(?:hit|got|ran|did|finished|completed|nailed|smashed) (?:my |a |the )?(?:first |new )?\d[^.!?]{0,30}"
    r"\b(?:today|tonight|this morning|yesterday|at last))\b",
    re.I,
)
_NOT_YET_RE = re.compile(
    r"\b(?:not yet|almost|nearly|next time|if i|when i|hope|wish|didn'?t|did not|can'?t)\b", re.I
)
_WORD_RE = re.compile(r"\d+(?:[.,]\d+)?\s?(?:k|km|kg|lbs?|mi|miles?)?\b|[a-z][a-z-]{3,}", re.I)


def reached(text: str) -> bool:
    """Does the message report a goal reached (not a hope, a near miss or a joke)?"""
    return bool(_REACHED_RE.search(text)) and not _NOT_YET_RE.search(text) and clean(text)


def shared(text: str, goal: str) -> set[str]:
    """The telling words a message shares with a goal ("5k", "marathon"), numbers kept with their unit."""

    def words(said: str) -> set[str]:
        found = {re.sub(r"\s+", "", w.lower()) for w in _WORD_RE.findall(said)}
        return {w for w in found if w not in STOPWORDS and w not in _WEAK}

    return words(text) & words(goal)


_WEAK = frozenset({"without", "stopping", "whole", "goal", "target", "ideally", "think", "really", "want"})


# A count goal ("20 push-ups in a row", "10 pull-ups") and a count she reports ("did 21 actually",
# "TWENTY. done", "got 12 today!!"): reached when the count is at or past the goal's, never below it
# ("did 16 today!!" on the way to 20 is progress, not the goal).
_COUNTED = r"(?:push|pull|chin|muscle)[- ]?ups?|dips|reps|burpees|in a row|unbroken|straight"
_GOAL_COUNT_RE = re.compile(rf"\b(\d{{1,3}})\s+(?:strict |unbroken |full |proper )?(?={_COUNTED})", re.I)
_NUMBER_WORDS = (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty"
).split()
_SAID_COUNT_RE = re.compile(
    r"\b(?:(?:did|done|hit|got|managed|made|reached|banged out|knocked out)\s+"
    rf"(\d{{1,3}}|{'|'.join(_NUMBER_WORDS)})"
    rf"(?!\s*(?:kg|k|km|mi|miles?|lbs?|min\w*|secs?|%|/|x|sets?|days?|weeks?|times?)\b)|"
    rf"^\W*({'|'.join(_NUMBER_WORDS)}|\d{{1,3}})\W*$)",
    re.I,
)


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS.index(word.lower()) + 1


def count_reached(text: str, goal: str) -> bool:
    """Does the message report a count at or past the count goal's ("did 21" for "20 push-ups")?"""
    target = _GOAL_COUNT_RE.search(goal)
    if target is None or _NOT_YET_RE.search(text):
        return False
    said = [
        _count(m[1] or m[2])
        for sentence in re.split(r"(?<=[.!?])\s+", text)
        for m in _SAID_COUNT_RE.finditer(sentence)
    ]
    return bool(said) and max(said) >= int(target[1])


def says_reached(text: str) -> bool:
    """Might the message report a goal reached: in words ("DID IT") or by a count ("did 21")?"""
    return reached(text) or any(_SAID_COUNT_RE.search(s) for s in re.split(r"(?<=[.!?])\s+", text))


def reached_goal(text: str, goal: str) -> bool:
    """Does the message report this goal reached: in words sharing its telling words, or by a count at
    or past its count?"""
    return bool(reached(text) and shared(text, goal)) or count_reached(text, goal)
