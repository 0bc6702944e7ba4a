"""Chat shorthand folded to the words the tables know, before anything is read (docs/understanding.md
"Normalisation").

People type "L shldr sore af", "cant do mornings", "in 6 wks", "b4 the kids wake up", "rotator cuff n
traps": one table here expands such forms once, so every later table (areas, pain words, negation,
dates, cues) reads "shoulder", "can't", "weeks", "before", "and" without a row of its own per spelling.
Casing needs no step: every table matches case-insensitively.

`normalise(text)` returns the text to read and the substitutions it made; `restore(quote, subs)` puts
the client's own spelling back into a quote, so a page never misquotes her ("cant", not "can't"). A
substitution whose expansion she also typed herself in the same message is left as read (the one place
a quote may show the expanded form; docs/understanding.md "Known limits").
"""

import functools
import html
import re
from collections.abc import Callable

from wiki.understanding.dialect import CONTEXTUAL, WORDS

# shorthand (whole word, any case) → what the tables read
SHORTHAND: dict[str, str] = {
    # body areas and sides
    "shldr": "shoulder",
    "shldrs": "shoulders",
    "sholdr": "shoulder",
    "shoudler": "shoulder",
    "tryna": "trying to",
    # four-letter areas typed with two letters swapped (lexicon's fuzzy match reads five letters and up)
    "bakc": "back",
    "bcak": "back",
    "kene": "knee",
    "nekc": "neck",
    "claf": "calf",
    "hammie": "hamstring",
    "hammies": "hamstrings",
    "hammys": "hamstrings",
    "lwr": "lower",
    "upr": "upper",
    "tendo": "tendon",
    "lft": "left",
    "rt": "right",
    "calfs": "calves",
    # chat shorthand
    "prob": "probably",
    "probs": "probably",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "tmrrw": "tomorrow",
    "tomoz": "tomorrow",
    "yday": "yesterday",
    "yest": "yesterday",
    "wknd": "weekend",
    "wkend": "weekend",
    "wknds": "weekends",
    "wk": "week",
    "wks": "weeks",
    "hrs": "hours",
    "yr": "year",
    "yrs": "years",
    "mth": "month",
    "mths": "months",
    "bday": "birthday",
    "b4": "before",
    "w/": "with",
    "w/o": "without",
    "pls": "please",
    "plz": "please",
    "thx": "thanks",
    "bc": "because",
    "cuz": "because",
    "coz": "because",
    "rly": "really",
    "abt": "about",
    "outta": "out of",
    "abit": "a bit",
    "lil": "little",
    "v": "very",
    "ouchh": "ouch",
    "ouchie": "ouch",
    # a dropped g ("hurtin", "killin me")
    "hurtin": "hurting",
    "killin": "killing",
    "achin": "aching",
    "throbbin": "throbbing",
    "painin": "paining",
    "buggin": "bugging",
    "botherin": "bothering",
    "playin": "playing",
    "actin": "acting",
    "flarin": "flaring",
    "atm": "at the moment",
    # apostrophes left out
    "dont": "don't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "cant": "can't",
    "couldnt": "couldn't",
    "wouldnt": "wouldn't",
    "shouldnt": "shouldn't",
    "isnt": "isn't",
    "arent": "aren't",
    "wasnt": "wasn't",
    "werent": "weren't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "hadnt": "hadn't",
    "aint": "ain't",
    "im": "I'm",
    "ive": "I've",
    "youre": "you're",
    "thats": "that's",
    "whats": "what's",
    "theres": "there's",
}
# misspellings and dialect words ("reely", "cannae", "arvo"): dialect.py; chat shorthand wins a clash
SHORTHAND.update({typed: read for typed, read in WORDS.items() if typed not in SHORTHAND})
# "PF" is plantar fasciitis only in capitals ("pf" is too many other things in lower case)
_CASED = {"PF": "plantar fasciitis"}
# "ill" is "I'll" only before a verb ("ill be gutted"), never "I'm ill" or "ill all week"
_ILL_RE = (
    r"\bill(?= (?:be|have|do|try|go|see|need|cry|get|just|probably|prob|definitely|def|let|send|text|"
    r"check|train|run|make|take|miss|skip|lose|message|call|ask|stick|never|still|deal|rest|ice|keep|stop|start|"
    r"come|tell|show|update|report|sort|look|give|drop|push|switch|swap|move|book|aim|wait|eat|sleep)\b)"
)
# "its" is "it's" before what follows a verb ("its my hip", "its like a 5"), never before a noun ("its range")
_ITS_RE = (
    r"\bits(?= (?:my|the|a|an|not|like|just|so|really|been|getting|still|fine|ok|okay|sore|all|gone|bad|"
    r"better|worse|killing|at|about|only|more|less|probably|prob|definitely|pretty|quite|kinda|always|never|"
    r"back|sharp|tight|stiff|achy|swollen|on|in|when|from)\b)"
)
# a trail of dots inside a sentence ("knee was sore... then it went away"): a clause break, not its end
_TRAIL_RE = r"(?<=\w)\s*(?:\.{2,}|…)(?=\s+(?-i:[a-z]))"
# a stretched word is the word ("sooo sore", "soooo bad")
_SO_RE = r"\bso{3,}\b"
# a possessive typed without its apostrophe before a body part: "my mates knee", "wifes back"
_OWNER_RE = (
    r"\b(?:mate|wife|husband|friend|brother|sister|son|daughter|mum|mom|dad|partner|boyfriend|girlfriend|"
    r"hubby|missus|coach|kid|colleague|flatmate|roommate|sis|bro)s(?= (?:left |right |bad |dodgy )?"
    r"(?:knee|back|shoulder|ankle|wrist|hip|neck|elbow|foot|leg|arm|hamstring|calf|achilles)s?\b)"
)
# a denial answering its own question: "back pain? none", "pain? zero" — one clause, as "pain none"
_DENIAL = r"(?=\s*(?:none|nope|nada|zero|zilch|nil|not really)\b)"
_ANSWER_RE = rf"\?{_DENIAL}"
# a numbered list run on in one line ("1) back fine 2) shoulder sore 3) …"): each item its own sentence —
# only when the message starts one ("1)") and goes on ("2)"): "(like a 3) since Sunday" is no list
_ITEM_RE = r"(?<=[^\s.!?;])\s+(?=(?:\d|(?-i:[a-h]))\)\s)"  # after a full stop it is one already; lettered too
_LIST_RE = re.compile(r"(?:^|\s)1\)\s.*\s2\)\s|^\s*a\)\s.*\sb\)\s", re.S | re.M)

# a form's bracketed labels ("[goal] squat 100kg [deadline] end of march [why] my brother can"): the
# words a sentence would use ("goal:", "by", "why:")
_LABEL_RE = (
    r"\[\s*(?:goals?|target|aim|why|reason)\s*\]:?(?=\s)|"
    r"\[\s*(?:deadline|by when|when|due|date|by)\s*\]:?(?:\s+by)?(?=\s)"  # "[when] by summer": one "by"
)
_LABELS = {"goal": "goal:", "goals": "goal:", "target": "goal:", "aim": "goal:"} | {
    "why": "why:",
    "reason": "why:",
}

# Every word is looked up in the table (a dict, not an alternation of its keys: one pass, no backtracking
# over eighty alternatives at every position); the contextual forms come first.
_GLUTE_RE = r"\bglute med(?:ius)?\b"
_TOKEN_RE = r"(?<![\w/'’])[^\W_]+(?:/o?)?(?![\w'’/])"
_KEYS = frozenset(SHORTHAND)
_WORD_RE = re.compile(_TOKEN_RE)
_PLAIN_WORD_RE = re.compile(r"[^\W_]+")
_SPECIAL_RE = re.compile(
    rf"\bPF\b|{_LABEL_RE}|{_ILL_RE}|{_ITS_RE}|{_TRAIL_RE}|{_SO_RE}|{_OWNER_RE}|{_ANSWER_RE}|{_ITEM_RE}|"
    rf"{_GLUTE_RE}",
    re.I,
)
_BASE = (
    rf"(?P<cased>\bPF\b)|(?P<label>{_LABEL_RE})|(?P<ill>{_ILL_RE})|(?P<its>{_ITS_RE})|(?P<trail>{_TRAIL_RE})|(?P<so>{_SO_RE})|"
    rf"(?P<owner>{_OWNER_RE})|(?P<answer>{_ANSWER_RE})|(?P<item>{_ITEM_RE})|(?P<glute>{_GLUTE_RE})|"
)
_RE = re.compile(rf"{_BASE}(?P<word>{_TOKEN_RE})", re.I)
# a word read as another only where it stands ("my nee", "reely sour", "me neck"): one group each, tried
# only in a message holding a word that wakes it (dialect.CONTEXTUAL)
_WAKES = tuple(tuple(tuple(need.split("+")) for need in needs.lower().split()) for _, _, needs in CONTEXTUAL)


def _awake(text: str, words: set[str]) -> tuple[int, ...]:
    """The contextual patterns a message may hold: one of its waking words is in it."""
    return tuple(
        index
        for index, needs in enumerate(_WAKES)
        if any(all(word in words or (not word.isalnum() and word in text) for word in need) for need in needs)
    )


@functools.lru_cache(maxsize=256)
def _with_dialect(awake: tuple[int, ...]) -> "re.Pattern[str]":
    groups = "|".join(f"(?P<d{index}>{CONTEXTUAL[index][0]})" for index in awake)
    return re.compile(rf"{_BASE}{groups}|(?P<word>{_TOKEN_RE})", re.I)


_NOUN_BEFORE_RE = re.compile(r"\b(?:the|a|no|my|big|main|only|one|any|some)\s+$", re.I)

Subs = tuple[tuple[str, str], ...]  # (what she typed, what is read)


# --- Odd characters and markup: bot text is data (docs/wiki.md "Bot text on pages") ------------------
# A chat turn may carry markup or invisible characters around a real fact ("<i>hurts</i>", "kn\u200bee",
# "ｋｎｅｅ", "&amp;", "_knee_", a link whose address spells "knee-pain"). They are read as the plain
# text a person sees; a page quotes that plain reading (markup is never hers to quote anyway).
_ODD_RE = re.compile(r"[<&_~*\u00ad\u200b-\u200d\u2060\ufeff\u2044\u2215\u3000\uff01-\uff5e]|://|www\.")
_ENTITY_RE = re.compile(r"&(?:[a-z]{2,8}|#\d{1,6}|#x[0-9a-f]{1,6});", re.I)
_URL_RE = re.compile(r"\b(?:https?://|www\.)[^\s<>()\[\]]+", re.I)
_LINK_TARGET_RE = re.compile(r"\]\(\s*[^()\s]*\s*\)")  # "[text](url)": the text is read
_BREAK_TAG_RE = re.compile(r"<\s*(?:br|/p|/div|/li|hr)\b[^<>]{0,80}>", re.I)
_TAG_RE = re.compile(r"<!--|-->|<\s*/?\s*[a-z][a-z0-9-]*(?:\s[^<>]{0,200})?/?\s*>", re.I)
_STRUCK_RE = re.compile(r"~~[^~\n]{1,80}~~")  # struck through: taken back ("~~hurts~~ jk")
# "*it*", "**it**": emphasis, read without its stars ("**tempo pace?** I know": the sentence ends)
_STARRED_RE = re.compile(r"(?<![\w*])\*{1,3}(?=[^\s*])([^*\n]{1,80}?)(?<=[^\s*])\*{1,3}(?![\w*])")
_UNDERSCORED_RE = re.compile(r"(?<![\w])_{1,2}(?=\w)([^_\n]{1,80}?)(?<=\w)_{1,2}(?!\w)")
# inside a word only: between words an invisible character already separates them
_INVISIBLE_RE = re.compile(r"(?<=[^\W\d_])[\u00ad\u200b-\u200d\u2060\ufeff]+(?=[^\W\d_])")
_SPACES_RE = re.compile(r"(?<=\S)[ \t]{2,}(?=\S)")
_WIDE = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: 0x20, 0x2044: 0x2F, 0x2215: 0x2F}


def plain(text: str) -> str:
    """The text as a person reads it: fullwidth forms as ASCII, no invisible characters inside a word,
    entities decoded, no tags, link addresses or struck-through words, emphasis underscores dropped."""
    if not _ODD_RE.search(text):
        return text
    text = _INVISIBLE_RE.sub("", text.translate(_WIDE))
    text = _ENTITY_RE.sub(lambda m: html.unescape(m.group()), text)
    text = _BREAK_TAG_RE.sub("\n", text)
    text = _TAG_RE.sub(" ", text)
    text = _LINK_TARGET_RE.sub("]", text)
    text = _URL_RE.sub(" ", text)
    text = _STRUCK_RE.sub(" ", text)
    text = _STARRED_RE.sub(r"\1", _UNDERSCORED_RE.sub(r"\1", text))
    return _SPACES_RE.sub(" ", text)  # a tag dropped leaves one space


def normalise(text: str) -> tuple[str, Subs]:
    """The text with chat shorthand expanded, and the substitutions made (for `restore`)."""
    text = plain(text)
    subs: list[tuple[str, str]] = []

    def expand(match: re.Match) -> str:
        typed = match.group(0)
        kind = match.lastgroup
        if kind == "word":
            read = SHORTHAND.get(typed.lower(), typed)
            if read is typed:
                return typed
            if read == "probably" and _NOUN_BEFORE_RE.search(text, 0, match.start()):
                read = "problems" if typed.lower() == "probs" else "problem"  # "the prob is", "no probs"
            if typed.isupper() and len(typed) > 1 and read != "I'm":
                read = read.upper()  # "CANT" → "CAN'T": an all-caps message keeps its casing
            elif typed[0].isupper() and read[0].islower():
                read = read[0].upper() + read[1:]  # "Doh" → "Don't": a quote gets "Doh" back, "doh" stays
        elif kind == "cased":
            if typed != "PF":
                return typed
            read = _CASED[typed]
        elif kind == "label":
            read = _LABELS.get(typed.split("]")[0].strip("[ ").lower(), "by")
        elif kind == "glute":
            read = "glute"
        elif kind == "ill":
            read = "I'll"
        elif kind == "its":
            read = "It's" if typed[0] == "I" else "it's"
        elif kind == "so":
            read = "so"
        elif kind == "trail":
            read = " —"
        elif kind == "owner":
            read = f"{typed[:-1]}'s"
        elif kind == "answer":
            read = ""
        elif kind and kind[0] == "d" and kind[1:].isdigit():
            read = CONTEXTUAL[int(kind[1:])][1]
            if typed.isupper() and len(typed) > 1:
                read = read.upper()  # "OOO" → "OUT OF OFFICE", like any all-caps word
            elif typed[0].isupper():
                read = read[0].upper() + read[1:]  # "Ma right knee" → "My right knee"
        elif _LIST_RE.search(text):
            read = ". "  # a list item run on
        else:
            return typed
        if read != typed:
            subs.append((typed, read))
        return read

    low = text.lower()
    awake = _awake(text, set(_PLAIN_WORD_RE.findall(low)))  # "nee's", "ah'm": the word before the "'"
    if _KEYS.isdisjoint(_WORD_RE.findall(low)) and not awake and not _SPECIAL_RE.search(text):
        return text, ()  # most messages: nothing to expand, one C-level pass each
    read = (_with_dialect(awake) if awake else _RE).sub(expand, text)
    return (read, tuple(subs)) if subs else (text, ())


def _literal(text: str) -> "Callable[[re.Match[str]], str]":
    return lambda _match: text


def restore(quote: str, subs: Subs, original: str) -> str:
    """`quote` (read from the normalised text) with her own spelling back: each expansion she did not
    also type herself becomes what she typed again."""
    for typed, read in dict.fromkeys(subs):
        if typed == "?":
            quote = re.sub(rf"(?<=\w){_DENIAL}", "?", quote, count=1, flags=re.I)
        elif read == " —":
            quote = quote.replace(" —", typed) if "—" not in original else quote
        elif read == ". ":
            quote = re.sub(r"\. (?=(?:\d|[a-h])\)\s)", " ", quote)
        elif not re.search(  # what she typed holds the reading ("yeah nah" → "nah"): not typed herself
            rf"(?<![\w']){re.escape(read)}(?![\w'])", original.replace(typed, " "), re.I
        ):
            # a function, not a template: what she typed may hold a backslash-like "w/"
            after = r"(?!\w)" if read == "I" else r"(?![\w'])"  # "ah'm" read "I'm": "I" before "'m"
            quote = re.sub(rf"(?<![\w']){re.escape(read)}{after}", _literal(typed), quote)
    return quote
