"""Body areas, sides and their synonyms (docs/understanding.md "Body areas").

`find_areas(text)` returns every body area named in a piece of text, normalised to the canonical name
the constraints page uses ("left shoulder", "lower back", "right knee"). A side comes from a word just
before the area ("left", "right", "both", "my left"), or from "on the left/right" right after it.
Add a synonym by adding it to AREAS (areas.py); tests/wiki/understanding/test_lexicon.py is the table
to extend.
"""

import dataclasses
import difflib
import functools
import itertools
import re
from dataclasses import dataclass

from coda_console import ranking
from wiki.understanding.areas import AREAS, NUMBER_WORDS, PAIRED, SIDES, SYMPTOMS
from wiki.understanding.idioms import idiom_spans, in_idiom
from wiki.understanding.symptoms import idiom_area

__all__ = [
    "AREAS",
    "NUMBER_WORDS",
    "PAIRED",
    "SIDES",
    "SYMPTOMS",
    "AreaMention",
    "find_areas",
    "normalise_area_name",
]

_SYNONYM_TO_AREA = {syn: area for area, syns in AREAS.items() for syn in syns}


# "the back of my right thigh": a side said inside a place-phrase synonym is the area's side
def _sided_inside(synonyms: dict[str, str]) -> dict[str, str]:
    sided: dict[str, str] = {}
    for syn, area in synonyms.items():
        if re.search(r" of (?:my|the) \w+$", syn):
            head, last = syn.rsplit(" ", 1)
            sided |= {f"{head} {side} {last}": area for side in ("left", "right")}
    return sided


_SIDED_INSIDE = _sided_inside(_SYNONYM_TO_AREA)
_SYNONYM_TO_AREA |= _SIDED_INSIDE
_ALT = "|".join(sorted((re.escape(s) for s in _SYNONYM_TO_AREA), key=len, reverse=True))
_AREA_RE = re.compile(rf"\b(?P<area>{_ALT})(?:e?s)?\b", re.IGNORECASE)
_SIDE_BEFORE_RE = re.compile(
    r"\b(left|right|both|lft|rght|l|r)(?:[- ]hand(?:ed)?)?(?:[- ]sided?)?\s+(?:\w+\s+)?$", re.I
)
_SIDE_AFTER_RE = re.compile(
    r"^\s*(?:(?:\w+\s+){0,2}?on (?:the|my|her|his) (left|right)\b|"
    r"(?:\w+\s+)?(?:\d+/10\s*)?[-–—,(]\s*(left|right)[- ]side"
    r"|(?:(?!\b(?:my|her|his|the)\b)[^.!?;,]){0,40},\s*(?:the |my )?(left|right) one\b"
    # "my hip is cooked fr 💀 the right one": said after what she says of it, without a comma
    r"|[^.!?;,]{0,30}?\s(?<!than )(?<!like )(?<!and )(?<!not )the (left|right) one\b)",
    re.I,
)


@dataclass(frozen=True)
class AreaMention:
    area: str  # canonical, side included: "left shoulder"
    start: int
    end: int
    side: str = ""  # "left" | "right" | "both" | ""
    base: str = ""  # canonical without side: "shoulder"


_WORD_RE = re.compile(r"[a-z]{5,}", re.IGNORECASE)
_FUZZY_TARGETS: dict[str, list[str]] = {}
for _syn in sorted({syn for syn in _SYNONYM_TO_AREA if " " not in syn and len(syn) >= 4}):
    _FUZZY_TARGETS.setdefault(_syn[0], []).append(_syn)


# words a body word's typo would look like that are words of their own (a food the diet cues read)
_REAL_WORDS = frozenset({"gluten", "glutens"})


@functools.lru_cache(maxsize=8192)
def _typo_of(word: str) -> str | None:
    """The single-word synonym `word` is a typo of ("sholder", "kneee", "wirst"), or None: same first
    letter, length within one, similarity ≥ 0.85 — and never a word that is a synonym itself."""
    word = word.lower()
    if word in _REAL_WORDS:
        return None  # "gluten makes me feel awful" is a food, not a glute
    best, best_ratio = None, 0.85
    if ranking.whole_word(word):
        return None  # "trees" is a word the embedding's vocabulary holds whole, not a typo of "teres"
    for target in _FUZZY_TARGETS.get(word[0], ()):
        if abs(len(target) - len(word)) > 1 or word.rstrip("s") == target:
            continue
        if len(word) == len(target) and _one_swap(word, target):
            return target  # "wirst", "ankel": two neighbouring letters swapped
        ratio = difflib.SequenceMatcher(None, word, target).ratio()
        if ratio >= best_ratio and ratio < 1.0:
            best, best_ratio = target, ratio
    return best


def _one_swap(word: str, target: str) -> bool:
    diff = [i for i, (a, b) in enumerate(zip(word, target, strict=True)) if a != b]
    return (
        len(diff) == 2
        and diff[1] == diff[0] + 1
        and word[diff[0]] == target[diff[1]]
        and word[diff[1]] == target[diff[0]]
    )


def find_areas(text: str) -> list[AreaMention]:
    """Every body area named in `text`, in order of appearance (one-letter typos forgiven)."""
    return list(_find_areas(text))


@functools.lru_cache(maxsize=16384)
def _find_areas(text: str) -> tuple[AreaMention, ...]:
    # the same clause is looked at by several readers (pain, goals, pronouns): read once
    found = _one_side_each(_exact_areas(text))
    taken = [(a.start, a.end) for a in found] + list(idiom_spans(text))
    for match in _WORD_RE.finditer(text):
        if any(start <= match.start() < end for start, end in taken) or match[0].lower() in _NOT_TYPOS:
            continue
        if _EXERCISE_NAMED_RE.match(text, match.end()):
            continue  # "hamstring curls" (an exercise) is not a misspelt area either
        target = _typo_of(match[0])
        if target is None or target in (
            "back",
            "head",
            "side",
            "lats",
        ):  # "heard" is no head, "slide" no side
            continue
        base = _SYNONYM_TO_AREA[target]
        side = _side(text, match.start(), match.end())
        name = f"{side} {base}" if side in ("left", "right") and base in PAIRED else base
        if not any(a.base == base for a in found):  # "patellar … right knee": one knee, not two
            found.append(AreaMention(name, match.start(), match.end(), side, base))
    return tuple(sorted(_only_the_part(text, found) + _other_ones(text, found), key=lambda a: a.start))


# "my toes on the right foot", "the heel of my left foot", "fingers on my right hand": the foot or hand
# only says where the part is — one area (the part, with the side), not two
_PART_OF = {"toe": "foot", "heel": "foot", "finger": "hand", "thumb": "hand"}
_WHERE_RE = re.compile(r"\s+(?:on|of|in)\s+(?:the|my|her|his)\s+(?:(left|right)\s+)?$", re.I)


def _only_the_part(text: str, found: list[AreaMention]) -> list[AreaMention]:
    kept = list(found)
    for part, whole in itertools.pairwise(found):
        where = (
            _WHERE_RE.fullmatch(text[part.end : whole.start])
            if _PART_OF.get(part.base) == whole.base
            else None
        )
        if where is None:
            continue
        kept.remove(whole)
        if whole.side and not part.side and part.base in PAIRED:
            kept[kept.index(part)] = dataclasses.replace(
                part, side=whole.side, area=f"{whole.side} {part.base}"
            )
    return kept


_ONE_RE = re.compile(r"\b(?:the |my )?(left|right|other) one\b", re.I)


def _other_ones(text: str, found: list[AreaMention]) -> list[AreaMention]:
    """ "my left knee is fine, right one not so much": "right one" (or "the other one") is the other
    side of the paired area just named with a side."""
    more: list[AreaMention] = []
    for match in _ONE_RE.finditer(text):
        prior = [a for a in found if a.end <= match.start() and a.base in PAIRED]
        if not prior or prior[-1].side not in ("left", "right"):
            continue  # "my knee hurts, the left one": a side for an unsided area (_SIDE_AFTER_RE)
        other = "right" if prior[-1].side == "left" else "left"
        side = other if match[1].lower() == "other" else match[1].lower()
        if side != prior[-1].side:
            more.append(
                AreaMention(f"{side} {prior[-1].base}", match.start(), match.end(), side, prior[-1].base)
            )
    return more


# Real words one letter away from an area: never read as a typo.
_NOT_TYPOS = frozenset(
    "kneel kneels kneeling heels heeled wrists hands handy chess chests chase haste hippo pecks "
    "thump thumbs shine shiny shins toes tone hello heads ankles footy feeds feels throat".split()
)


def _one_side_each(found: list[AreaMention]) -> list[AreaMention]:
    """ "plantar fasciitis in my left foot": two words for one area, and the side said once is its side."""
    sides = {base: {a.side for a in found if a.base == base and a.side} for base in {a.base for a in found}}
    return [
        AreaMention(f"{side} {a.base}", a.start, a.end, side, a.base)
        if not a.side
        and len(sides[a.base]) == 1
        and (side := next(iter(sides[a.base]))) in ("left", "right")
        and a.base in PAIRED
        else a
        for a in found
    ]


# An exercise named after the body part it trains ("calf raises every day", "hip thrusts", "hamstring curls",
# "neck circles") names no area, like "leg press" and "lat pulldown" (docs/understanding.md "Known limits")
_EXERCISE_NAMED_RE = re.compile(
    r"[ -]?(?:raises?|curls?|thrusts?|bridges?|extensions?|fl(?:y|ie)s|kickbacks?|circles|shrugs?|"
    r"(?:press|stretch)(?:es)?)\b",
    re.I,
)


def _exact_areas(text: str) -> list[AreaMention]:
    found: list[AreaMention] = []
    for match in _AREA_RE.finditer(text):
        word = match["area"].lower()
        base = _SYNONYM_TO_AREA[word]
        if match[0].lower() == f"{word}es" and not word.endswith(("s", "x", "z", "ch", "sh")):
            continue  # "all lates this fortnight" (late shifts), "shines": not "lat" or "shin" with a plural
        if word == "back" and _is_not_body_back(text, match):
            continue
        if idiom_area(text, match.start()) or in_idiom(text, match.start(), match.end()):
            continue  # "my manager is a pain in the neck", "a knee-jerk reaction", "cold feet about it"
        if word == "head" and re.search(_HEAD_MOVES, text[max(0, match.start() - 24) : match.start()], re.I):
            base = "neck"  # "can't turn my head": what hurts is the neck
        elif word == "head" and not re.search(r"headache|migraine", word):
            continue
        if word in _GUARDED and not _GUARDED[word](text, match):
            continue
        if _EXERCISE_NAMED_RE.match(text, match.end()):
            continue  # "calf raises every day": the exercise she does, not what hurts
        side = _side(text, match.start(), match.end())
        if word in _SIDED_INSIDE:
            side = side or next(w for w in ("left", "right") if f" {w} " in word)
        name = f"{side} {base}" if side in ("left", "right") and base in PAIRED else base
        found.append(AreaMention(name, match.start(), match.end(), side, base))
    return found


_HEAD_MOVES = r"\b(?:turn|move|rotate|tilt|twist|look|nod)\w*\s+(?:my\s+|her\s+)?$"
# Words that name a body area only in some company: "my side" is a flank, "side plank", "left side of
# the gym" and "five-a-side" are not; "lat pulldown" is a machine, not a lat.
_EXERCISE_AFTER = re.compile(
    r"^\s*(?:-\s*)?(?:planks?|lunges?|steps?|stitch(?:es)?|raises?|bends?|pull ?-?downs?|pulldowns?|rows?|"
    r"spreads?|machine|of\b|to side|hustle|note|effects?|dish|salad|bar\b|quest)",
    re.I,
)


_AREA_ON_SIDE_RE = re.compile(rf"\b(?:{_ALT})(?:e?s)?\s+on\s+(?:my|her|his|the)\s+(?:left|right)\s+$", re.I)


def _side_is_body(text: str, match: re.Match) -> bool:
    if _EXERCISE_AFTER.match(text[match.end() :]):
        return False
    before = text[max(0, match.start() - 24) : match.start()]
    if match["area"].lower() == "flank":
        return True
    if _AREA_ON_SIDE_RE.search(text[max(0, match.start() - 40) : match.start()]):
        return False  # "achilles on my left side is sore": the side of the area named, no flank
    if re.search(r"\b(?:left|right|lower|upper|l|r)\s+$", before, re.I):  # "my left side", not "left side"
        lying = re.search(r"\b(?:sleep\w*|slept|lying|lie|lay\w*|roll\w*)\s+on\s+\w+\s+\w+\s+$", before, re.I)
        return not lying and bool(re.search(r"\b(?:my|her|his)\s+\w+\s+$", before, re.I))
    # "a stitch in my side" is a flank; "sleep on my side" is a position
    return bool(re.search(r"\b(?:in|into|down) (?:my|her|his|the)\s+$|^\W*(?:my|her|his)\s+$", before, re.I))


def _lat_is_body(text: str, match: re.Match) -> bool:
    return not _EXERCISE_AFTER.match(text[match.end() :])


# "leg day", "leg press", "first leg of the relay" are no leg; "my legs are dead after squats" is training
# (docs/understanding.md "Known limits"): legs count with a side or "both", a leg always
_NOT_A_LEG_AFTER = re.compile(
    r"^[\s-]*(?:day|days|press|curls?|extensions?|raises?|session|workout|training|swings?|drive|work|of\b|"
    r"and (?:glutes?|core|arms|back) day)",
    re.I,
)


def _leg_is_body(text: str, match: re.Match) -> bool:
    if _NOT_A_LEG_AFTER.match(text[match.end() :]):
        return False
    if match[0].lower().endswith("s"):
        return bool(_SIDE_BEFORE_RE.search(text[max(0, match.start() - 24) : match.start()]))
    return True


def _hand_is_body(text: str, match: re.Match) -> bool:
    """ "right hand side of my lower back", "on the other hand", "hand weights", "hands-on" name no hand."""
    if re.match(r"^(?:\s*-?\s*(?:side|sided|weights?|free|towel)\b|-on\b)", text[match.end() :], re.I):
        return False
    return not re.search(
        r"\b(?:other|second|first|upper|helping)\s+$", text[max(0, match.start() - 12) : match.start()], re.I
    )


def _seat_is_body(text: str, match: re.Match) -> bool:
    """ "a pain in the butt" is an idiom, not a glute."""
    return not re.search(r"\bpain in the\s+$", text[max(0, match.start() - 16) : match.start()], re.I)


_GUARDED = {
    "butt": _seat_is_body,
    "arse": _seat_is_body,
    "hand": _hand_is_body,
    "side": _side_is_body,
    "flank": _side_is_body,
    "lat": _lat_is_body,
    "lats": _lat_is_body,
    "leg": _leg_is_body,
}


def _side(text: str, start: int, end: int) -> str:
    before = _SIDE_BEFORE_RE.search(text[max(0, start - 24) : start])
    if before:
        return SIDES[before[1].lower()]
    after = _SIDE_AFTER_RE.match(text[end : end + 48])
    return SIDES[next(side for side in after.groups() if side).lower()] if after else ""


def _is_not_body_back(text: str, match: re.Match) -> bool:
    """ "back" is often not the body part: "back home", "I'm back", "get back to", "back squat"."""
    before = text[max(0, match.start() - 12) : match.start()].lower()
    after = text[match.end() : match.end() + 20].lower()
    if re.match(r"^\s*(?:squats?|off|home|then|and forth)", after):
        return True
    # "the tendon at the back of my ankle": a part of the ankle, not the back
    if re.match(
        r"^\s*of (?:my |the |her |his )?(?:left |right )?(?:ankle|knee|heel|hand|head|neck|calf|shoulder|arm|"
        r"foot|hip|wrist|elbow|throat|mouth|eye)",
        after,
    ):
        return True
    # "I have pain in back, the down part": a pain in it, as second-language English says it
    if re.search(r"\b(?:pains?|aches?|aching|hurts?|hurting|soreness|problems?|spasms?) in\s+$", before):
        return False
    # "my back in the mornings", "lower back on the left": hers, whatever follows; "back in 2015" is not
    if re.match(r"^\s*on the (?:left|right)\b", after) and re.search(r"\bthe\s+$", before):
        return False  # "the back on the right side is sore"
    if re.match(r"^\s*(?:in|to|from|on|at)\b", after):
        return not re.search(r"\b(?:lower|low|upper|mid|my|her|his)\s+$", before)
    if re.search(r"\b(?:lower|low|upper|my|her|his|the|your|our)\s+$", before):
        return False
    if re.search(
        r"\b(?:came|come|comes|coming|got|get|gets|getting|went|go|goes|going|headed|i'?m|i am)\s+$", before
    ):
        return True  # "came back really sore from the run", "I'm back very tired": a return, not the body
    return not re.match(
        r"^\s*(?:pain|ache|aches|hurts?|is|was|feels|spasms?|tight|sore|went|locked|gave|'s|’s|not|isn'?t|"
        r"still|has|hasn'?t|been|really|kinda|a bit|feeling|doing|pretty|proper|playing|killing|acting|"
        r"flar\w*|both|stiff|achy|aching|throbbing|bad|:\s*\d|\d+\s*/\s*10|"
        # "back little pain 2/10", "back slightly sore": a degree, then what it feels
        r"(?:a\s+)?(?:little|slightly|very|quite)\s+(?:pain\w*|sore|hurt\w*|ach\w*|stiff|tight|twing\w*))(?!\w)",
        after,
    )


def normalise_area_name(text: str) -> str | None:
    """A free-text area ("L knee", "Right Shoulder") as the canonical name, or None."""
    found = find_areas(text if re.search(r"\bback\b", text, re.I) is None else f"my {text} hurts")
    return found[0].area if found else None
