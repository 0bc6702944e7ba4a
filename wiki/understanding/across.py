"""Sentences read together (docs/understanding.md "Pain and harmless mentions").

Chat splits one thought over several short sentences. Three shapes are read as one:

- a sentence that only gives a side ("Is the left side.", "The right.", "right one.", "the left") is the
  side of the unsided area just before it: "I have pain in the shoulder … Is the left side.";
- a sentence that says how the area is without naming it, and without a subject ("Bruised and sore,
  nothing broken.", "not painful, just tight.", "Still hobbling.") goes on about the one area the
  sentence before named: "landed on my right hip. Bruised and sore";
- pain said of "it" before the area is named ("ok it's sharp now. couldn't finish the sprints, left
  hamstring") belongs to the area the next sentence names with nothing said of it.
"""

import dataclasses
import re

from wiki.understanding.contrast import reading_of
from wiki.understanding.lexicon import PAIRED, find_areas
from wiki.understanding.negation import context
from wiki.understanding.operations import limit_advised
from wiki.understanding.painwords import HARMLESS_RE, PAIN_RE, training_soreness
from wiki.understanding.sentences import Span, sentences

# "Is the left side.", "The right.", "right one.", "the left", "left side only", "it's the right one"
_SIDE_ONLY_RE = re.compile(
    r"^\W*(?:(?:it'?s|its|it is|is|and|on|only|just|mostly)\s+)*(?:the |my |on the )?(left|right|both)"
    r"(?:[- ](?:one|side|hand side|sided?))?"
    r"(?:\s+(?:one|ones|side|sides|of them|only|too|as well|also|mostly|again))*\W*$",
    re.I,
)
_TOO_RE = re.compile(r"\b(?:too|as well|also)\W*$", re.I)
# Said without a subject, of a body state: "Bruised and sore", "not painful, just tight", "still hobbling"
_LEAD = r"^\W*(?:(?:and|but|so|now|still|also|just|really|very|super|pretty|quite|a bit|a little|bit|kinda|"
_CONTINUES_RE = re.compile(
    _LEAD + r"kind of|sort of|slightly|proper|bloody|bit of|a bit of|some)\s+)*"
    r"(?:(?:not|no|never)\s+(?:really\s+|very\s+|much\s+)?)?"
    r"(?:sore(?:ness)?|hurts?|hurting|aching|achy|bruised|bruising|swollen|swelling|stiff(?:ness)?|tight(?:ness)?|"
    r"tender|throbbing|painful|pain|numb(?:ness)?|tingly|tingling|burning|killing me|inflamed|puffy|"
    r"black and blue|hobbl\w+|limping|can'?t put (?:any )?weight|"
    # "right shoulder, front bit. pinchy at the top": a feel said alone
    r"pinch(?:y|ing|es)|twing(?:y|ey|ing|es)|sharp|stabbing|niggly|niggling|grumbling|weak|wobbly|unstable)\b"
    # said of the area, not of a noun after it: "Sore throat though", "Tight schedule this week"
    r"(?=\W*$|[\s,.!;:]+(?:and|but|as|from|after|since|when|on|in|at|today|now|again|still|too|though|tho|"
    r"all|lol|haha|just|really|a bit|this|for|nothing|no|not|so|very|like|af|rn|atm)\b|\s*[,.!;:])",
    re.I,
)
# A body word the tables do not name: "sore legs though" is not about the knee before it.
# a short sentence that opens with a 0–10 rating: "6/10 today", "5 out of 10 maybe", "about a 7"
_RATED_FIRST_RE = re.compile(
    # "I'd honestly say 7/10 now", "I would put it at eight out of ten": a rating said by her
    r"^\W*(?:(?:i'?d|i would|i'?ll)\s+(?:\w+\s+){0,2}?(?:say|call it|put it at|rate it(?: at)?)\s+)?"
    r"(?:(?:(?:maybe|about|around|like|prob(?:ably)?|roughly|solid|a|an)\s+)+(?:10|[0-9](?:\.5)?)"
    r"(?:\s*(?:/\s*10|out of (?:10|ten)|of 10))?|"
    # a rating said whole, in figures or words: "8/10", "eight out of ten"
    r"(?:10|[0-9](?:\.5)?|one|two|three|four|five|six|seven|eight|nine|ten)"
    r"\s*(?:/\s*10|out of (?:10|ten)|of 10))"
    r"(?=\W|$)(?:\W+\w+){0,6}\W*$",
    re.I,
)
_NOT_FIRST_RE = re.compile(r"^\W*(?:(?:and|but|so|just)\s+)*(?:not|no|never)\b", re.I)
_OTHER_BODY_RE = re.compile(r"\b(?:legs?|body|muscles?|everything|all over|whole)\b", re.I)
# "this"/"that" as the subject itself ("this is killing me"), not a thing's determiner: "this weather is
# killing me. feet frozen" says the weather is, not a body part
_IT_FIRST_RE = re.compile(
    r"^\W*(?:(?:ok|okay|so|ugh|well|yeah|and|now)\W+)*(?:it|it's|its|"
    r"(?:this|that)(?='|\W*$|\s+(?:is|was|has|had|feels?|felt|hurts?|really|just|still|one|thing|pain|ache|"
    r"bit|spot|side|area|part)\b))\b",
    re.I,
)


# In a reply to a question about one unsided area: "yes, the left one", "yeah the right", "mostly on the
# left", "both" ("left" alone may be a verb: "I left early")
_REPLY_SIDE_RE = re.compile(
    r"\b(?:both (?:on (?:the )?)?(left|right)\b|"  # "Same side?" — "yes both left"
    r"(?:the|on the|my|mostly the|mostly on the|more the|more on the)\s+(left|right)\b|"
    r"(left|right)[- ](?:one|side|hand side|sided)\b|(both)(?: of them| sides| ones)?\b|"
    r"^\W*(?:(?:yes|yeah|yep|oh|sorry|it'?s)\W+)*(left|right)\W*$)",  # "Which knee?" — "left"
    re.I,
)


def reply_side(text: str) -> str:
    """The side a reply gives ("yes, the left one" → "left"), or ""."""
    found = _REPLY_SIDE_RE.search(text)
    return next(g for g in found.groups() if g).lower() if found else ""


def interjection(text: str) -> bool:
    """ "Right." on its own may be "well, then": said first, it is no side."""
    return bool(re.fullmatch(r"\W*right\W*", text, re.I))


def side_fragment(text: str) -> str:
    """ "Is the left side." → "left"; "" for anything that says more than a side."""
    found = _SIDE_ONLY_RE.match(text)
    return found[1].lower() if found else ""


def read_together(message: str) -> list[Span]:
    """The message's sentences, a continuation joined to the sentence whose area it is about."""
    spans = sentences(message)
    out: list[Span] = []
    for index, span in enumerate(spans):
        areas = find_areas(span.text)
        if (
            out
            and not areas
            and _continues(span.text)
            and _one_area(out[-1].text)
            # "knee feels good. Really sore from gardening": what is fine does not go on hurting
            and (
                _NOT_FIRST_RE.match(span.text)
                or reading_of(out[-1].text, out[-1].text, 0) not in ("harmless", "denied")
            )
        ):
            out[-1] = Span(message[out[-1].start : span.end], out[-1].start, span.end)
            continue
        if (
            out
            and not areas
            and _RATED_FIRST_RE.match(span.text)
            and _one_area(out[-1].text)
            and _positive(out[-1].text)
        ):
            # "my right hip is sore again. 5 out of 10 maybe": the rating is the hip's
            out[-1] = Span(message[out[-1].start : span.end], out[-1].start, span.end)
            continue
        if (
            out
            and not areas
            and _one_area(out[-1].text)
            and training_soreness(span.text)
            and not _OTHER_BODY_RE.search(span.text)  # "legs are DOMSy though": the legs', not the knee's
        ):
            # "quads are WRECKED from the 5x5. DOMS only, nothing sharp, good sore": the verdict is theirs
            out[-1] = Span(message[out[-1].start : span.end], out[-1].start, span.end)
            continue
        if out and not areas and limit_advised(out[-1].text, span.text) and _one_area(out[-1].text):
            # "left hip replacement 6 weeks ago. Physio says no bending past 90 degrees": the hip's limit
            out[-1] = Span(message[out[-1].start : span.end], out[-1].start, span.end)
            continue
        if (
            out
            and areas
            and _says_nothing(span.text)
            and not find_areas(out[-1].text)
            and _IT_FIRST_RE.match(out[-1].text)
            and _positive(out[-1].text)
            and not any(find_areas(s.text) for s in spans[:index])
        ):
            # "ok it's sharp now. couldn't finish the sprints, left hamstring"
            out[-1] = Span(message[out[-1].start : span.end], out[-1].start, span.end)
            continue
        said = [i for i, s in enumerate(out) if _positive(s.text)]
        if (
            said
            and areas
            and _only_named(span.text, areas)
            and not any(find_areas(s.text) for s in spans[:index])
        ):
            # "stairs are hell. going down especially. both knees": the area named last, on its own
            out[said[0] :] = [Span(message[out[said[0]].start : span.end], out[said[0]].start, span.end)]
            continue
        out.append(span)
    return out


# "both knees", "my left one. the knee", "left side, the hip": a sentence that only names where ("chest day
# tomorrow", "shoulders next" say more)
_WHERE_WORDS = set(
    "my the both left right side sides one mostly its it's is in on again too also and just only of them "
    "sided l r i think guess pretty sure probably prob maybe actually".split()  # "my calf i think"
)


def _only_named(text: str, areas: list) -> bool:
    rest = text
    for area in sorted(areas, key=lambda a: a.start, reverse=True):
        rest = rest[: area.start] + " " + rest[area.end :]
    return all(word in _WHERE_WORDS for word in re.findall(r"[a-z']+", rest.lower()))


def _continues(text: str) -> bool:
    return bool(_CONTINUES_RE.match(text)) and not _OTHER_BODY_RE.search(text)


def _one_area(text: str) -> bool:
    return len({a.base for a in find_areas(text)}) == 1


def _says_nothing(text: str) -> bool:
    return not (PAIN_RE.search(text) or HARMLESS_RE.search(text) or re.search(r"\d", text))


def _positive(text: str) -> bool:
    return any(context(text, m.start(), m.end()) == "" for m in PAIN_RE.finditer(text))


# "calf. lower part near heel", "hand swollen round the knuckles", "leg is paining from thigh till ankle",
# "sciatica down my left leg", "pain in the shoulder when I lift hands above my head": an area named to say
# where another one hurts, how far it goes, or as what she moves, is no second pain
_NEAR_RE = re.compile(
    r"\b(?:near|close to|next to|towards?|right by|just by|from|till|until|down|into|"
    # "right hand is swollen round the knuckles", "calf sore just below the knee": where on it
    r"(?:just |right )?(?:round|around|across|along|behind|below|above|beneath|underneath|between)|"
    r"(?<!and )(?<!also )(?<!plus )at(?= the)|"  # "hand swollen at the knuckles"; "and at my hip" is a second
    r"all the way (?:to|down))\s+(?:the |my |her |his )?(?:(?:left|right)\s+)?$",
    re.I,
)
_MOVED_RE = re.compile(
    r"\b(?:when|while|whenever|if|as)\s+(?:i\s+|i'm\s+|im\s+)?(?:try(?:ing)? to\s+)?"
    r"(?!hurt|have|get|feel|land)[a-z]+(?:\s+(?:up|out|down|over))?\s+"
    r"(?:(?:my|the|her|his|both|both my)\s+)?(?:(?:left|right)\s+)?$",
    re.I,
)


def landmark(text: str, start: int, base: str, named: list) -> bool:
    """Is the area at text[start:] only a landmark or the limb she moves, while another area named
    before it in `text` is what hurts?"""
    if not any(a.base != base and a.start < start for a in named):
        return False
    before = text[max(0, start - 40) : start]
    if re.search(r"\bon the\s+$", before, re.I) and re.match(
        r"(?:[\w'-]+\s+){1,2}side\b", text[start:], re.I
    ):
        return True  # "wrist sore on the thumb side": which side of the wrist
    return bool(_NEAR_RE.search(before) or _MOVED_RE.search(before))


def give_side(found: dict, findings: list, side: str, text: str = "") -> list:
    """The unsided paired areas of `findings` take `side` (re-keyed in `found`); "right one too" after a
    left one adds the right one, "both" makes it both."""
    sided = []
    for finding in findings:
        if finding.base not in PAIRED or (finding.side and not _TOO_RE.search(text) and side != "both"):
            sided.append(finding)
            continue
        if finding.side == side:
            sided.append(finding)
            continue
        name = finding.base if side == "both" else f"{side} {finding.base}"
        moved = dataclasses.replace(finding, side=side, area=name)
        if not (finding.side and side != "both"):
            found.pop(finding.area, None)  # "… the right one too" keeps the left one
        found.setdefault(moved.area, moved)
        sided.append(found[moved.area])
    return sided


def sided_by_fragments(message: str, named: list) -> list:
    """ "just the knee. the left": a side said in a sentence of its own is the side of the unsided areas
    named since the last one."""
    out = list(named)
    since = 0
    spans = sentences(message)
    for number, span in enumerate(spans):
        side = side_fragment(span.text)
        if not side:
            continue
        before = [i for i, a in enumerate(out) if since <= a.start < span.start and not a.side]
        if not before and number + 1 < len(spans) and not interjection(span.text):
            # "left. the knee": said first, the side of the next sentence's area
            following = spans[number + 1]
            before = [
                i for i, a in enumerate(out) if following.start <= a.start < following.end and not a.side
            ]
        for index in before:
            area = out[index]
            if area.base in PAIRED:
                out[index] = dataclasses.replace(area, side=side, area=f"{side} {area.base}")
        since = span.end
    return out


# A round-up's item said fine right after its area ("… food whatever knees fine", "knees: fine", "back -
# all good"): that item's own verdict, whatever a topic before it in the run-on was ("sleep was bad").
_FINE_AFTER_RE = re.compile(
    r"^\W*(?:(?:are|is|r|was|were|feel|feels|felt|all|are all|is all|both|totally|completely|100%)\s+)*"
    r"(?:fine|ok|okay|good|grand|great|alright|all good|all fine|no complaints|no issues|no problems?)"
    r"(?![-\w])(?!\s+(?:until|till|except|apart|but|though|tho|when|if|unless|now that)\b)",
    re.I,
)


def fine_after(text: str, areas: list) -> bool:
    """Whether `text` says its areas fine right after naming them, with no pain word after that."""
    end = max(a.end for a in areas)
    return bool(_FINE_AFTER_RE.match(text[end:])) and not PAIN_RE.search(text, end)


# "knees fine on the way up. On the way down the right one started burning": "the right one" in a sentence
# that names no area is that side of the one paired area the sentence before named ("the other one": the
# side it did not say); so is "…, but the left one hurts" after a clause that named it ("knees ok going
# uphill, but the left one hurts coming down")
_ONE_RE = re.compile(r"\b(the|my) (left|right|other) one\b(?!\s*(?:[.!?]|$)|\s+of\b)", re.I)
_BUT_ONE_RE = re.compile(r"\b(?:but|though|while|whereas|except)\s+(?:now\s+|just\s+|only\s+)?$", re.I)


def ones_named(text: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """`text` with "the right one" read as the area it stands for, and the substitutions made (what she
    typed, what is read), for normalise.restore."""
    if not _ONE_RE.search(text):
        return text, ()
    spans = sentences(text)
    out, subs, last = [], [], 0
    for before, span in zip([None, *spans], spans, strict=False):
        one = _ONE_RE.search(span.text)
        if one is None:
            continue
        if not find_areas(span.text):
            named = [a for a in find_areas(before.text) if a.base in PAIRED] if before is not None else []
        elif _BUT_ONE_RE.search(span.text, 0, one.start()) and not find_areas(span.text[one.start() :]):
            named = [a for a in find_areas(span.text[: one.start()]) if a.base in PAIRED]
        else:
            continue
        if len({a.base for a in named}) != 1:
            continue
        side = one[2].lower()
        if side == "other":
            if named[-1].side not in ("left", "right"):
                continue
            side = "right" if named[-1].side == "left" else "left"
        read = f"{one[1]} {side} {named[-1].base}"
        out.append(text[last : span.start + one.start()] + read)
        last = span.start + one.end()
        subs.append((one[0], read))
    return ("".join(out) + text[last:], tuple(subs)) if subs else (text, ())
