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
    r"done|complete|smashed)|ticked (?:it|that) off|mission accomplished|first ever)\b",
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
