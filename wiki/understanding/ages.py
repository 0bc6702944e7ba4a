"""An injury dated by the age she was (docs/understanding.md "Negation"): "broke my wrist skateboarding
at 12", "tore my ACL aged 16" — history, like "as a kid". A time, a weight or a count after "at" is no
age ("hurt my knee at 6pm", "tore my hamstring at 80kg", "at 12 reps"). Read by negation.py.
"""

import re

# "broke my wrist skateboarding at 12", "tore it aged 16": an injury dated by the age she was (not "at 12:30",
# "at 6am", "at 12 reps", "at 60kg").
AT_AGE_RE = re.compile(
    r"\b(?:broke|broken|tore|torn|snapped|fractured|dislocated|injured|hurt|busted|smashed|operated|surgery)"
    r"\b[^.!?;]{0,50}?\b(?P<age>(?:at|aged) (?:age |the age of )?(?:[2-9]|1\d)"
    r"(?!\s*(?:am|pm|kg|kgs|lbs?|reps?|km|k\b|mins?|minutes|%|o'?clock|/|:|\.\d|today|tonight|this))\b)"
)


def age_spans(lowered: str) -> list[tuple[int, int]]:
    """Where an age dates an injury in the (lower-cased) text: "at 12" in "broke my wrist at 12"."""
    return [m.span("age") for m in AT_AGE_RE.finditer(lowered)]
