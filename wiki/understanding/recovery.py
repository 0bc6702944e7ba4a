"""Full recovery of a body area, in her words (docs/understanding.md "Recovered, as she said").

Read on a harmless finding's clause (`Finding.quote`): "neck feels totally normal again", "the knee pain is
completely gone", "ankle healed up, 100% now". Only a full recovery counts — "a bit better", "easing",
"better but still sore", "fine as long as I don't squat" do not, nor a question, a hypothetical, or
someone else's area: a coach closes a watch item only on her plain word that it is over.
"""

import re

# what says it is over: gone, healed, back to normal, fine/normal again, 100 %, no pain anymore
_FULL_RE = re.compile(
    r"\b(?:(?:all|completely|totally|fully|entirely|100%?)\s+)?"
    r"(?:gone|healed(?:\s+up)?|recovered|cleared up)\b"
    r"|\bback to (?:normal|100\s*%?|full strength|how it was)"
    r"|\b(?:fine|normal|good|ok|okay|great|perfect)\s+again\b"
    r"|\b(?:totally|completely|fully|perfectly|100%?|entirely|absolutely)\s+(?:fine|normal|ok|okay|good|better"
    r"|pain[- ]free|healthy)\b"
    r"|(?:^|\s)100\s*%(?!\s*(?:of|when|if))"
    r"|\bgood as new\b"
    # "ankle's fine now, no pain, no swelling": fine now, with the pain itself denied in the same breath
    r"|\b(?:fine|normal|ok|okay|good|all good|great)\s+now\b(?=.*\bno (?:pain|ache|soreness|swelling)\b)"
    r"|\bno (?:pain|ache|soreness|swelling)\b(?=.*\b(?:fine|normal|ok|okay|good|all good|great)\s+now\b)"
    r"|\bpain[- ]free\b"
    r"|\bno (?:more )?(?:pain|ache|aches|soreness|stiffness|twinges?)\b.*\b(?:any ?more|now|at all)\b"
    r"|\b(?:doesn'?t|does not|don'?t|isn'?t|is not)\s+(?:hurt|ache|bother me|sore)\w*\b"
    r".*\b(?:any ?more|at all)\b",
    re.I,
)
# what leaves some of it: partial, conditional, still, only, almost
_PARTIAL_RE = re.compile(
    r"\b(?:bit|little|slightly|somewhat|mostly|almost|nearly|kind of|kinda|sort of|pretty much|not quite"
    r"|not fully|not totally|not completely|not 100|never fully|still|except|apart from|unless|as long as"
    r"|but when|only when|only if|when i|while i|if i|when \w+ing|easing|improving|getting there|on the mend"
    r"|better but"
    r"|until|til|hurts|sore|aches?|twing\w*|not gone|isn'?t gone|hasn'?t gone|not healed|isn'?t fine"
    r"|not (?:fine|normal|ok|okay)|far from)\b",
    re.I,
)
# what says nothing of now: a question, a hypothetical, a hope, a plan
_NOT_SAID_RE = re.compile(
    r"\?|^\s*(?:is|are|does|do|can|could|should|would|will|when|how|why)\b|\b(?:if|once|hopefully|hope|wish"
    r"|should be|will be|by (?:mon|tue|wed|thu|fri|sat|sun|next|the weekend|tomorrow)\w*|wonder"
    r"|supposed to)\b",
    re.I,
)
# a recovery denied: "the pain is not gone", "hasn't fully healed", "never got back to normal"
_DENIED_RE = re.compile(
    r"\b(?:not|never|isn'?t|hasn'?t|haven'?t|wasn'?t|aren'?t|no longer)\s+(?:\w+\s+){0,2}?"
    r"(?:gone|healed|recovered|fine|normal|100|back to|good as new|pain[- ]free)",
    re.I,
)
# someone else's area: "my husband's back is fine again", "his knee healed"
_OTHERS_RE = re.compile(
    r"\b(?:his|her|their|your|(?:my|our)\s+(?:\w+\s+)?(?:husband|wife|partner|son|daughter|mum|mom|dad"
    r"|mother|father|friend|brother|sister|boyfriend|girlfriend|kid|dog)'?s?)\b",
    re.I,
)


def said_recovered(clause: str) -> bool:
    """The clause says, flatly and of her own area, that it is completely over."""
    text = " ".join(clause.replace("’", "'").split())
    return bool(_FULL_RE.search(text)) and not (
        _PARTIAL_RE.search(_without_full(text))
        or _DENIED_RE.search(text)
        or _NOT_SAID_RE.search(text)
        or _OTHERS_RE.search(text)
    )


# "no pain anymore", "doesn't hurt at all anymore" hold pain words that are denied: they are read as
# the recovery they say, not as pain left over
def _without_full(text: str) -> str:
    return _FULL_RE.sub(" ", text)
