"""A claim she challenges is denied (docs/understanding.md "Negation"): "where did you get that I'm
vegan?", "who said anything about my shoulder hurting?", "what makes you think I have a bad knee?",
"since when am I on keto?". Like an echoed "what knee injury??", the words after the challenge up to its
"?" are not hers; a real question about herself ("where did I get this bruise on my shin?") is not one.
"""

import re

_CHALLENGE_RE = re.compile(
    r"\b(?:where (?:did|do) you get(?: the idea)?(?: that| from)?|who said(?: anything about| that)?|"
    r"who told you|what makes you think|why (?:do|would) you think|since when (?:am|do|did|have) i|"
    r"when did i (?:ever )?(?:say|tell you|mention))\b[^.!?]*$",
    re.I,
)


def challenged(text: str, start: int) -> bool:
    """Is text[start:] inside a challenge she puts to a claim ("where did you get that I'm vegan?")?"""
    end = re.search(r"[.!?]", text[start:])
    return end is not None and end[0] == "?" and bool(_CHALLENGE_RE.search(text[max(0, start - 80) : start]))
