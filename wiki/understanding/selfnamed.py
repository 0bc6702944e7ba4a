"""A client who writes about herself in the third person, by her own name (docs/understanding.md
"Her own name"): "Harold's right hip has been giving him gyp since he dug the veg patch", "Brenda (that's
me!) wants you to know her left knee is playing up". Read as she means it — "my right hip … giving me
gyp since I dug" — so every cue reads it as hers, never as someone else's; quotes keep her words.

Only her display name starts it: her name as the one who owns or does something ("Harold's hip",
"Harold has", "Brenda wants"). The pronouns after it ("he", "her") are read as hers only when the whole
message is told that way (no "I", "my" or "me" outside brackets), and not for the rest of a sentence
that names another man or woman ("… his son's knee").
"""

import re
from dataclasses import dataclass

# names that are also dates: "May's race" is the race in May
_DATES = frozenset(
    "january february march april may june july august september october november december".split()
)
Span = tuple[int, int, str]  # (start, end) in the text read, and what she typed there


@dataclass(frozen=True)
class Reading:
    text: str  # the message told in the first person
    spans: tuple[Span, ...]  # each rewrite: where it stands in `text`, and her own words


# "Harold's been", "Harold's a keen walker": "'s" is "is"/"has", not a possessive
_IS_AFTER = frozenset(
    "a an the not off back just still also never always really so very on in at out up down here there "
    "now finally feeling going getting doing trying hoping training off working".split()
)
_HAS_AFTER = frozenset("been got gotten had done".split())
_ADVERBS = frozenset(
    "also still just never always really dearly often usually only now sometimes truly honestly "
    "desperately simply".split()
)
_VERBS = {
    "is": "am",
    "isn't": "am not",
    "has": "have",
    "hasn't": "haven't",
    "does": "do",
    "doesn't": "don't",
    "was": "was",
    "wasn't": "wasn't",
}
_MODALS = frozenset(
    "would will can could should might must did had didn't can't won't wouldn't couldn't "
    "shouldn't may".split()
)
_FIRST_PERSON_RE = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|my|me|mine|myself|im|ive)\b", re.I)
_BRACKETS_RE = re.compile(r"\([^()]*\)")
_SENTENCE_END_RE = re.compile(r"[.!?\n]")
_PRONOUNS = {
    "he": {"he": "I", "him": "me", "his": "my", "himself": "myself"},
    "she": {"she": "I", "her": "my", "hers": "mine", "herself": "myself"},
}
_GENDER_OF = {word: gender for gender, words in _PRONOUNS.items() for word in words}
_OTHERS = {
    "he": r"husband|son|brother|father|dad|grandson|boyfriend|uncle|nephew|grandad|grandpa|hubby|guy|man",
    "she": r"wife|daughter|sister|mother|mum|mom|granddaughter|girlfriend|aunt|niece|grandma|nan|woman",
}
# "told her to", "for her.", "with her and": "her" as an object is "me", before a noun "my"
_OBJECT_AFTER = frozenset("to that and about a an the so up off out in on at for with by or but".split())
_WORD_RE = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)?")


def first_person(text: str, name: str) -> Reading | None:
    """`text` told in the first person when she writes of herself by `name` (her display name, or its first
    word); None when she does not."""
    names = {n for n in (name.strip(), name.strip().split(" ")[0]) if len(n) >= 2 and n.lower() not in _DATES}
    if not names or not any(re.search(rf"\b{re.escape(n)}\b", text, re.I) for n in names):
        return None
    words = [(m.start(), m.end(), m.group()) for m in _WORD_RE.finditer(text)]
    edits = _name_edits(text, words, names)
    if not edits:
        return None
    if not _FIRST_PERSON_RE.search(_BRACKETS_RE.sub(" ", _without(text, edits))):
        edits += _pronoun_edits(text, words, edits)
    return _apply(text, sorted(edits))


def restore(quote: str, reading: Reading, original: str) -> str:
    """`quote` (of `reading.text`) in her own words again: where it stands in the text read, the same
    stretch of what she typed."""
    core = quote.strip("…")
    start = reading.text.find(core) if core else -1
    if start < 0:
        return quote
    end = start + len(core)
    begin, finish = start + _shift_before(reading.spans, start), end + _shift_before(reading.spans, end)
    return quote.replace(core, original[begin:finish], 1)


def _shift_before(spans: tuple[Span, ...], at: int) -> int:
    """How much longer what she typed is than what is read, over the rewrites before `at`."""
    return sum(len(typed) - (end - start) for start, end, typed in spans if end <= at)


Edit = tuple[int, int, str]  # (start, end) in what she typed, and what is read there


def _name_edits(text: str, words: list[tuple[int, int, str]], names: set[str]) -> list[Edit]:
    edits: list[Edit] = []
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    cased = any(ch.isupper() for ch in text)
    for match in re.finditer(rf"\b(?:{alternatives})(?:['’](?P<clitic>s|d|ll))?\b", text, re.I):
        if cased and not match[0][0].isupper():
            continue  # "the Mark's gone", "will has to": a word, not her name
        if re.search(r"\b(?:the|a|an|my|your|his|her|their|our|that|this)\s+$", text[: match.start()], re.I):
            continue  # "the mark's gone from my shin"
        after = _skip_brackets(text, match.end())
        following = [w for w in words if w[0] >= after]
        edit = _subject_edit(match.start(), match.end(), match[0], match["clitic"] or "", following)
        if edit:
            edits.append(edit)
    return edits


def _skip_brackets(text: str, at: int) -> int:
    """Past "(that's me!)" right after her name: what follows the aside is what she does."""
    match = re.match(r"\s*\([^()]{0,40}\)", text[at:])
    return at + match.end() if match else at


def _subject_edit(start: int, end: int, word: str, clitic: str, following: list) -> Edit | None:
    """Her name (or her pronoun) with what follows it as an owner or a subject: the edit that tells it in
    the first person, covering the verb after it; None when it is neither ("Harold here", "Hi Harold")."""
    if clitic:
        nxt = following[0][2].lower() if following else ""
        owner = nxt not in _IS_AFTER and nxt not in _HAS_AFTER and not nxt.endswith("ing")
        if clitic.lower() == "s" and owner:
            return (start, end, "My" if word[0].isupper() and start == 0 else "my")
        read = {"s": "I've" if nxt in _HAS_AFTER else "I'm", "d": "I'd", "ll": "I'll"}.get(clitic.lower())
        return (start, end, read) if read else None
    verb_at = 0
    if following and following[0][2].lower() in _ADVERBS and len(following) > 1:
        verb_at = 1
    if not following:
        return None
    _, v_end, verb = following[verb_at]
    low = verb.lower()
    if low in _VERBS:
        read = _VERBS[low]
    elif low in _MODALS:
        read = verb
    elif re.fullmatch(r"[a-z]{3,}s", low) and not low.endswith("ss"):
        read = _singular(verb)
    else:
        return None
    between = "" if verb_at == 0 else f" {following[0][2]}"
    return (start, v_end, f"I{between} {read}")


def _singular(verb: str) -> str:
    """ "wants" → "want", "tries" → "try", "goes" → "go", "watches" → "watch"."""
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if re.search(r"(?:sh|ch|x|z|o|ss)es$", verb):
        return verb[:-2]
    return verb[:-1]


def _pronoun_edits(text: str, words: list[tuple[int, int, str]], edits: list[Edit]) -> list[Edit]:
    """Her pronouns after her name, read as "I", "my", "me", in a message told wholly in the third person;
    not for the rest of a sentence that names another man (for "he") or woman (for "she")."""
    first = min(start for start, _, _ in edits)
    bares = [(start, _bare(word)) for start, _, word in words]
    gender = next((_GENDER_OF[w] for start, w in bares if start > first and w in _GENDER_OF), "")
    if not gender:
        return []
    others = re.compile(rf"\b(?:{_OTHERS[gender]})s?\b", re.I)
    taken = [(s, e) for s, e, _ in edits]
    out: list[Edit] = []
    for index, (start, end, word) in enumerate(words):
        low, clitic = _bare(word), word.replace("’", "'").partition("'")[2]
        if start < first or low not in _PRONOUNS[gender] or any(s <= start < e for s, e in taken):
            continue
        sentence_start = max((m.end() for m in _SENTENCE_END_RE.finditer(text, 0, start)), default=0)
        if others.search(text, sentence_start, start):
            continue
        following = words[index + 1 :]
        if low in ("he", "she"):
            edit = _subject_edit(start, end, word, clitic, following)
            edit = edit or (start, end, "I")
        elif low == "her":
            nxt = following[0][2].lower() if following and text[end : following[0][0]].strip() == "" else ""
            read = "me" if not nxt or nxt in _OBJECT_AFTER else "my"
            edit = (start, end, read.capitalize() if word[0].isupper() else read)
        else:
            read = _PRONOUNS[gender][low]
            edit = (start, end, read.capitalize() if word[0].isupper() and read != "I" else read)
        out.append(edit)
        taken.append((edit[0], edit[1]))
    return out


def _bare(word: str) -> str:
    """ "She'd" → "she": the word without its clitic, in lower case."""
    return word.replace("’", "'").partition("'")[0].lower()


def _without(text: str, edits: list[Edit]) -> str:
    """The text with the edited stretches blanked: what is left is what she said in her own voice."""
    chars = list(text)
    for start, end, _ in edits:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _apply(text: str, edits: list[Edit]) -> Reading:
    out: list[str] = []
    spans: list[Span] = []
    at = 0
    length = 0
    for start, end, read in edits:
        if start < at:
            continue  # overlapping edits: the first stands
        out.append(text[at:start])
        length += start - at
        out.append(read)
        spans.append((length, length + len(read), text[start:end]))
        length += len(read)
        at = end
    out.append(text[at:])
    return Reading("".join(out), tuple(spans))
