"""NegEx-style negation and context for a phrase inside a sentence (docs/understanding.md "Negation").

The idea comes from clinical NLP (Chapman et al., NegEx): a *trigger* ("no", "doesn't", "without",
"not … anymore") negates the phrases in its *scope* — the next few tokens after a pre-trigger, the
few tokens before a post-trigger ("… is gone", "… went away") — and the scope ends at a *terminator*
("but", "however", "still", a comma or semicolon). *Pseudo-triggers* look like negation and are not
("not only", "no better", "can't … without"). The same machinery marks three other contexts that keep
a pain word from being a report: hypothetical ("if", "worried", "in case"), historical ("years ago",
"used to") and someone else ("my wife's", "my son").

`context(text, start, end)` → "negated" | "hypothetical" | "historical" | "other" | "" for the phrase
at text[start:end]. The triggers are tables in triggers.py; tests/wiki/understanding/test_negation.py
is the table of sentences.
"""

import functools
import re

from wiki.understanding.ages import age_spans
from wiki.understanding.challenges import challenged
from wiki.understanding.people import NOT_MINE_RE, OTHER_PERSON, THEIR_PAPERS_RE, generic_body
from wiki.understanding.triggers import (
    FILLERS,
    HISTORICAL,
    HYPOTHETICAL,
    MAYBE_DONE,
    POST_TRIGGERS,
    PRE_TRIGGERS,
    PSEUDO_TRIGGERS,
    TERMINATORS,
)

SCOPE_TOKENS = 6
_TOKEN_RE = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?|/|[^\sa-z0-9]", re.I)


def _tokens(text: str) -> list[tuple[str, int, int]]:
    return [(m[0].lower().replace("’", "'"), m.start(), m.end()) for m in _TOKEN_RE.finditer(text)]


@functools.cache
def _phrase_index(phrases: tuple[str, ...]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The phrases as token tuples, by first token (longest first): looked up, not re-tokenised."""
    index: dict[str, list[tuple[str, ...]]] = {}
    for phrase in phrases:
        parts = tuple(t for t, _, _ in _tokens(phrase))
        if parts:
            index.setdefault(parts[0], []).append(parts)
    return {first: tuple(sorted(set(p), key=len, reverse=True)) for first, p in index.items()}


def _phrase_at(tokens: list[str], i: int, phrases: tuple[str, ...]) -> int:
    """Length (in tokens) of the longest phrase starting at token i, or 0."""
    if not 0 <= i < len(tokens):
        return 0
    candidates = _phrase_index(phrases).get(tokens[i], ()) or _phrase_index(phrases).get(_bare(tokens[i]), ())
    for parts in candidates:
        # a possessive matches its owner: "my wife's knee" is "my wife" + "knee"
        window = tokens[i : i + len(parts)]
        if parts in (tuple(window), tuple(_bare(t) for t in window)):
            return len(parts)
    return 0


def _bare(token: str) -> str:
    return token[:-2] if token.endswith("'s") and len(token) > 3 else token


def _scan(tokens: list[str], start: int, step: int, triggers: tuple[str, ...], limit: int) -> bool:
    """Walk from token `start` in direction `step`; True when a trigger comes before a terminator."""
    seen = 0
    i = start
    while 0 <= i < len(tokens) and seen < limit:
        if _phrase_at(tokens, i, TERMINATORS) and not _phrase_at(tokens, i, triggers):
            return False
        if _phrase_at(tokens, i, PSEUDO_TRIGGERS):
            return False
        if _phrase_at(tokens, i, triggers):
            return True
        i += step
        seen += 1
    return False


def _index(spans: list[tuple[str, int, int]], offset: int) -> int:
    for i, (_, _start, end) in enumerate(spans):
        if end > offset:
            return i
    return len(spans)


def is_negated(text: str, start: int, end: int) -> bool:
    if re.match(r"^[- ]?free\b", text[end : end + 6], re.I):
        return True  # "pain-free", "pain free"
    spans = _tokens(text)
    words = [t for t, _, _ in spans]
    first, last = _index(spans, start), _index(spans, end - 1)
    if _pre_trigger_before(words, first) or challenged(text, start):  # "where did you get that I'm vegan?"
        return True
    return _post_trigger_after(words, last + 1)


def _pre_trigger_before(words: list[str], first: int) -> bool:
    # A pre-trigger within SCOPE_TOKENS before the phrase, with no terminator in between.
    i, counted = first, 0
    while counted < SCOPE_TOKENS:
        i -= 1
        if i < 0:
            return False
        counted += words[i] not in FILLERS
        if _phrase_at(words, i, TERMINATORS) and not _phrase_at(words, i, PRE_TRIGGERS):
            return False
        for back in range(0, 3):  # a pseudo-trigger may start a token or two earlier ("not getting better")
            j = i - back
            if (
                j >= 0
                and _phrase_at(words, j, PSEUDO_TRIGGERS)
                and j + _phrase_at(words, j, PSEUDO_TRIGGERS) > i
            ):
                return False
        if _phrase_at(words, i, PRE_TRIGGERS):
            return not _double_negative(words, i)
    return False


def _double_negative(words: list[str], i: int) -> bool:
    """ "can't squat without pain", "not … without pain": two negations make a report."""
    if words[i] not in ("without", "w/o"):
        return False
    for j in range(i - 1, max(-1, i - 12), -1):  # back to the start of the clause
        if words[j] in ("can't", "cant", "cannot", "couldn't", "not", "never"):
            return True
        if _phrase_at(words, j, TERMINATORS):
            return False
    return False


def _post_trigger_after(words: list[str], after: int) -> bool:
    i, counted = after - 1, 0
    while counted < SCOPE_TOKENS:
        i += 1
        if i >= len(words):
            return False
        counted += words[i] not in FILLERS
        if _phrase_at(words, i, PSEUDO_TRIGGERS):
            return False
        if _phrase_at(words, i, POST_TRIGGERS):
            return True
        if _phrase_at(words, i, TERMINATORS):
            return False
    return False


def _preceded_by(text: str, start: int, phrases: tuple[str, ...], window: int = 10) -> bool:
    spans = _tokens(text)
    words = [t for t, _, _ in spans]
    first = _index(spans, start)
    for i in range(max(0, first - window), first):
        # a sentence break between the cue and the phrase ends its reach
        if _phrase_at(words, i, phrases) and not any(w in ".!?;" or w == "but" for w in words[i:first]):
            return True
    return False


_FIRST_PERSON = frozenset({"my", "i", "i'm", "i've", "i'd", "me", "mine", "myself", "im", "ive"})
_REPORTS = frozenset("says said thinks thought reckons noticed told tells confirmed diagnosed saw".split())


def _someone_elses(text: str, start: int, window: int = 5) -> bool:
    """Is the phrase at text[start:] said of someone else ("my wife's knee", "son hurt his wrist")? Not
    when she is named after them ("my wife noticed my knee is swollen", "my husband says I limp") or
    they only report it ("the physio said it's just a sprain")."""
    spans = _tokens(text)
    words = [t for t, _, _ in spans]
    first = _index(spans, start)
    for i in range(first - 1, max(-1, first - window - 1), -1):
        length = _phrase_at(words, i, OTHER_PERSON)
        if not length or any(w in ".!?;" or w == "but" for w in words[i:first]):
            continue
        if i >= 2 and words[i - 1] == "a" and words[i - 2] in ("as", "was"):
            continue  # "broke my wrist as a kid": her own childhood
        company = ("with", "against", "beside", "behind")
        if words[i - 1 : i] and (
            words[i - 1] in company
            or (words[i - 1] in ("my", "our") and words[i - 2 : i - 1] in ([c] for c in company))
        ):
            continue  # "made a bet with my sister: no alcohol", "ran with my brother": company, no owner
        after = words[i + length : first]
        theirs = {"his", "her", "their", "he", "she", "him", "them"} & set(after)
        reported = bool(after) and after[0] in _REPORTS and not theirs
        return not (_FIRST_PERSON & set(after) or reported)
    return False


# "what knee injury??", "wdym back pain?": a claim echoed back as a question denies it.
_ECHO_BEFORE_RE = re.compile(
    r"(?:^|[.!?]\s*)(?:what|which|wdym|what do you mean|huh,? what)\s+(?:my |the )?(?:[\w'-]+\s+){0,2}$", re.I
)


def _echo_question(text: str, start: int, end: int) -> bool:
    return bool(_ECHO_BEFORE_RE.search(text[:start]) and re.match(r"\s*\?", text[end:]))


# "my knee was sore in 2022": a year named with "in" dates the pain to then ("since 2022" does not).
_IN_A_YEAR_RE = re.compile(r"\b(?:in|back in|during) (?:19|20)\d\d\b")
# "back in 2015", "back when I ran": not "my lower back when I bend", "pain in my back in the morning"
# (the back there is the body part).
# "back in" is history only before a time ("back in 2015", "back in the day", "back in college"): "my
# shoulder popped out n back in" is now.
_BACK_IN = (
    r"back in (?:the day|the old days|(?:19|20)\d\d|'\d\d|the \d0s|the \w+ties|my (?:day|youth|teens|"
    r"twenties|thirties|forties|fifties|\d0s|\w+ days)|(?:high )?school|college|uni|university|the army|"
    r"(?:jan|febr)uary|march|april|may|june|july|august|september|october|november|december)"
)
_HISTORICAL_RE = re.compile(
    r"(?<!lower )(?<!upper )(?<!mid )(?<!my )(?<!the )(?<!her )(?<!his )(?<!your )(?<!sore )\b(?:"
    + "|".join(re.escape(p) for p in HISTORICAL)
    + "|"
    + _BACK_IN
    + r")\b"
)


# A worry about what already happens is a report: "should I be worried that my left knee clicks and then
# aches every time I run?" ("worried my knee will give out" is still a fear).
_WORRIED_IT_DOES_RE = re.compile(
    r"\b(?:worried|worry|concerned|scared|afraid|nervous) (?:that|because|since|as) (?:my|the) "
    r"(?:(?!will\b|might\b|could\b|would\b|may\b|going\b|gonna\b|ll\b)[\w'-]+ ){1,8}?"
    r"(?:aches?|aching|hurts?|hurting|is (?:sore|painful|aching|hurting)|(?:has been|'s been) (?:sore|aching|"
    r"hurting|painful)|clicks? and (?:then )?(?:aches?|hurts?))$",
    re.I,
)


def context(text: str, start: int, end: int) -> str:
    """How the phrase text[start:end] stands: negated, hypothetical, historical, other (person) or ""."""
    if is_negated(text, start, end) or _echo_question(text, start, end):
        return "negated"
    if (
        _preceded_by(text, start, HYPOTHETICAL, window=8)
        and not _preceded_by(text, start, MAYBE_DONE, 8)
        and not _WORRIED_IT_DOES_RE.search(text[:end])
    ):
        return "hypothetical"
    if _historical_at(text.lower(), start, end):
        return "historical"
    if _someone_elses(text, start) or generic_body(text, start):
        return "other"
    if NOT_MINE_RE.search(text, end) or THEIR_PAPERS_RE.search(text, 0, start):
        return "other"
    return ""


def someone_else(text: str, start: int) -> bool:
    """Is the phrase at text[start:] someone else's ("my wife tore her ACL years ago"), whatever else its
    context says?"""
    return _someone_elses(text, start) or generic_body(text, start)


# What dates a pain to the past reaches it unless the sentence turns to now in between ("tore my ACL in
# 2019 and now my knee hurts again", "I hurt my knee years ago but it's fine") or right after it ("my
# knee, which I had operated on in 2018, is sore again"); "since last year" is an onset, not history.
_NOW_BETWEEN_RE = re.compile(
    r"\b(?:but|however|though|now|these days|currently|today|tonight|this (?:week|morning|month)|lately|"
    r"recently|at the moment|right now|still|again)\b|[;.!?]",
)
_NOW_AFTER_RE = re.compile(r"^\W*(?:\w+\W+){0,2}?(?:again|still|now|today|these days|this week)\b")


def _markers(lowered: str) -> list[tuple[int, int]]:
    spans = [m.span() for m in (*_HISTORICAL_RE.finditer(lowered), *_IN_A_YEAR_RE.finditer(lowered))]
    return spans + age_spans(lowered)


def _historical_at(lowered: str, start: int, end: int) -> bool:
    for lo, hi in _markers(lowered):
        if re.search(r"\bsince\s+$", lowered[:lo]):
            continue
        between = lowered[hi:start] if lo < start else lowered[end:lo]
        if _NOW_BETWEEN_RE.search(between) or _NOW_AFTER_RE.match(lowered[end:]):
            continue
        if lo < start and re.search(r",|\band\b", between) and _present(lowered, start, end):
            continue  # "broke my wrist as a kid, it aches when it rains"
        return True
    return False


def _present(lowered: str, start: int, end: int) -> bool:
    """Is the pain said in the present ("it aches", "is sore", "gets stiff"), not the past ("hurt")?"""
    word = lowered[start:end]
    return bool(
        re.fullmatch(
            r"(?:hurts|aches|throbs|flares(?: up)?|bothers \w+|clicks|swells(?: up)?|stiffens)", word
        )
        or re.search(
            r"\b(?:is|are|'s|'re|gets|get|feels|keeps|still)\s+(?:\w+\s+)?$",
            lowered[max(0, start - 20) : start],
        )
    )


def is_historical(text: str) -> bool:
    """Does the text date what it says to the past ("years ago", "in 2015", "back in college")?"""
    lowered = text.lower()
    return bool(_HISTORICAL_RE.search(lowered) or _IN_A_YEAR_RE.search(lowered) or age_spans(lowered))
