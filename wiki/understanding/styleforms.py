"""Message style said by its words, not by a fixed phrase (docs/understanding.md "Message style").

A lexicon of what a message is made of and how it sounds — emojis and smileys, buttons and options to
tap, the science and the why, motivational talk and cheerleading, guilt trips, a gentle or a blunt
tone — read under a light frame: she asks for more of it ("more science please", "buttons > typing",
"just give me options to tap") or for less ("pls without smiles", "too much emojis", "skip the
motivational stuff", "no guilt trips"). Each word group names the style label of each wish (the labels of
`messages.STYLE_TABLE`). A question about it ("do you use emojis?"), someone else's wish ("my son wants
more emojis") and a denial of the frame ("I don't mind the emojis") are no wish of hers.
"""

import re

# (label when she wants more of it, label when she wants less of it, the words)
FORMAT_WORDS: tuple[tuple[str, str, str], ...] = (
    ("emojis", "no emojis", r"emojis?|emoticons?|smileys?|smilies|smiles|smiley faces?|emoji faces"),
    (
        "buttons",
        "",
        r"buttons?|(?:options?|choices?|answers?|replies) (?:to|i can|i could|i just) (?:tap|click|press|pick)|"  # noqa: E501
        r"tap(?:pable)? (?:options?|choices?|answers?|replies)|quick[- ]?repl(?:y|ies)|multiple[- ]choice|"
        r"options? to choose from|tap(?:ping)? (?:than|instead of|over|rather than) (?:typ|writ)\w*|"
        r"click(?:ing|able)? (?:options?|answers?|choices?)",
    ),
    (
        "more detail",
        "just the plan",
        r"(?:the )?science(?: bit| part| behind it)?|the why|(?:the )?reasoning|(?:the )?theory|"
        r"explanations?|(?:the )?facts",
    ),
    (
        "encouragement",
        "direct tone",
        r"motivational(?: \w+)?|motivation (?:talk|speeches?|quotes?|messages?|stuff)|cheerleading|cheering|"
        r"pep talks?|rah[- ]rah(?: stuff)?|hype|gushing|positivity",
    ),
    ("", "gentle tone", r"guilt(?:[- ]?trips?|[- ]?tripping)?|shaming|nagging|scolding|telling[- ]offs?"),
    ("direct tone", "", r"bluntness|brutal honesty|straight talk|tough love"),
)
_ARTICLE = r"(?:(?:the|some|a bit of|a little|a lot of|lots of|all the|your|ur|those|these|any|with the|using|that|of the|so many|so much)\s+)?"  # noqa: E501
_MORE = (
    r"\b(?:more|give me|send me|show me|i want|i'?d like|i like|i love|i prefer|prefer|i need|want|"
    r"(?:please|pls|can you|could you|you can) use|"
    r"rather have|(?:i'?d )?rather|happy with)\s+(?:(?:just|only|me)\s+)?"
)
_LESS = (
    r"\b(?:no|less|fewer|without|skip|drop|ditch|stop(?: with| using| sending)?|cut(?: out)?|spare me|"
    r"none of|enough with|enough of|not so much|tone down|hold the|lose|no more|too much|too many|"
    r"(?:don'?t|do not|dont) (?:need|want|like|send(?: me)?|use))\s+"
)
_MORE_AFTER = (
    r"\s*(?:>|over (?:typing|text|words|writing)|instead|please|pls|plz|would be (?:nice|great|better|easier|good|ideal)|"  # noqa: E501
    r"(?:are|is|work|works) (?:better|easier|best|great)|for me|preferred)"
)
_LESS_AFTER = (
    r"[- ]free\b|\s+(?:is|are)\s+(?:(?:a bit|way|kinda|just)\s+)?(?:too much|a bit much|annoying|overkill|cringe|unnecessary|"  # noqa: E501
    r"not (?:for me|my thing|needed|necessary))"
)
_RES = tuple(
    (
        more,
        less,
        re.compile(rf"{_MORE}{_ARTICLE}(?:{words})\b|\b(?:{words}){_MORE_AFTER}", re.I),
        re.compile(rf"{_LESS}{_ARTICLE}(?:{words})\b|\b(?:{words}){_LESS_AFTER}", re.I),
    )
    for more, less, words in FORMAT_WORDS
)
# Tone said by how she wants to be treated: "could you go gently with me", "a gentler tone please"
_TONE_RES = (
    (
        "gentle tone",
        re.compile(
            r"\b(?:go|be|talk|speak|treat me|deal with me)(?: to me| with me)?(?: (?:a bit|a little|more|really|extra))? "  # noqa: E501
            r"(?:gently|gentle|softly|kindly)(?: (?:on|with) me)?\b(?!\s+(?:exercises?|yoga|walks?|"
            r"sessions?|workouts?|stretch))|\b(?:gentle|gentler|softer|kinder) (?:tone|approach|messages?|"
            r"words|coaching|touch)\b",
            re.I,
        ),
    ),
    (
        # "don't make me feel bad when I miss a day", "please don't lecture me"
        "gentle tone",
        re.compile(
            r"\b(?:don'?t|do not|never|no need to|pls don'?t) (?:make me feel (?:bad|guilty|awful|terrible)|"
            r"lecture me|guilt me|shame me|scold me|tell me off|nag me)\b",
            re.I,
        ),
    ),
    (
        "direct tone",
        re.compile(r"\b(?:be|talk|speak)(?: more)? (?:bluntly|blunt|straight with me)\b", re.I),
    ),
    (
        "more detail",
        re.compile(
            r"\b(?:want|like|need|love) to (?:know|understand|hear) why\b(?=[^.!?]*\b(?:exercises?|moves?|plan|"  # noqa: E501
            r"program(?:me)?|workouts?|sessions?|sets?|reps?|drills?|stretch(?:es)?)\b)",
            re.I,
        ),
    ),
)
# Frames of message volume and reach, each a small lexicon: a count of messages per day or week said as a
# cap ("send one message a day, max", "just the one text a week is plenty"), a dial-down of the coach's
# energy said as an order ("mate. tone it down a bit", "could you dial it back", "calm down with the caps")
# and days with no messages ("Sundays nothing at all", "no texts on weekends please").
_INTERJECTIONS = (
    r"(?:(?:mate|ok|okay|pls|please|coach|bro|dude|lol|haha|honestly|seriously|just|and|but|yeah|erm|um|"
    r"oh|right|look|listen|yikes|wow|jeez|geez|hmm+|can you|could you|would you|can u|could u)\W+)*"
)
_COUNT = r"(?:one|1|a single|just one|only one|the one|two|2|three|3)"
_MESSAGES = r"(?:messages?|msgs?|texts?|pings?|check-?ins?|notifications?|updates?|nudges?|reminders?)"
_LIMIT = r"(?:just|only|max(?:imum)?|at most|no more than)"
_PER = r"(?:(?:a|per|each|every) (?:day|week)|daily|weekly)"
_CAP = r"(?:max(?:imum)?|tops|at most|is (?:plenty|enough|fine|ok|okay|loads)|please|pls|thanks|only)"
_TRAINING_NOUNS_RE = re.compile(
    r"\b(?:run|running|runs|sessions?|workouts?|training|weights?|intensity|pace|volume|sets?|reps?|"
    r"squats?|lifts?|lifting|cardio|miles|km|load|heart rate|hr|plan|program(?:me)?)\b",
    re.I,
)
_VOLUME_RES = (
    (
        "fewer messages",
        re.compile(
            rf"\b(?:send|text|message|ping|give)(?: me)? (?:{_LIMIT} )?{_COUNT} {_MESSAGES} {_PER}|"
            rf"\b{_COUNT} {_MESSAGES} {_PER}\W*{_CAP}\b|"
            rf"\b{_LIMIT} {_COUNT} {_MESSAGES} {_PER}",
            re.I,
        ),
    ),
    (
        "direct tone",
        re.compile(
            rf"^\W*{_INTERJECTIONS}(?:tone|dial|turn|bring|scale|rein|ratchet|take) (?:it|that|this|things|"
            r"everything|the (?:energy|volume|excitement|caps|enthusiasm|hype))(?: all)? (?:down|back|in)\b|"
            rf"^\W*{_INTERJECTIONS}(?:calm|settle) (?:it )?down\b|"
            r"\b(?:chill|easy|go easy|calm down|enough) (?:with|on) the (?:caps|capitals|exclamation\w*|hype|"
            r"superlatives|shouting|yelling|excitement|enthusiasm)",
            re.I,
        ),
    ),
)
_DAYS = (
    r"(?:(?:on )?(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?s?|(?:on )?weekends?|"
    r"(?:on )?(?:the )?sabbath|shabbat|bank holidays|(?:fri|sat|sun)(?:day)? (?:nights?|evenings?|mornings?))"
)
_NO_CONTACT = (
    rf"(?:no|zero|not any) {_MESSAGES}|no contact|radio silence|leave me (?:alone|be)|do not disturb|"
    r"dnd|off limits|are sacred"
)
_QUIET_DAY_RES = (
    # "no texts on weekends please", "sundays are off limits": said of messages
    re.compile(
        rf"\b(?:{_NO_CONTACT}) (?:on |at )?{_DAYS}\b|^\W*{_INTERJECTIONS}{_DAYS}\W*(?:(?:are|is|=|:|-)\s*)?"
        rf"(?:please\s+|pls\s+)?(?:{_NO_CONTACT})",
        re.I,
    ),
    # "And Sundays nothing at all": said right after a wish about when to message her
    re.compile(
        rf"^\W*{_INTERJECTIONS}{_DAYS}\W*(?:(?:are|is|=|:|-)\s*)?(?:please\s+|pls\s+)?"
        r"(?:nothing(?: at all)?|none|not at all|off|silence|quiet)\b",
        re.I,
    ),
)


def volume_wishes(sentence: str) -> list[tuple[str, re.Match]]:
    """(label, where) for a cap on how many messages, or an order to dial the coach's energy down."""
    if _ASKED_RE.match(sentence) or _SOMEONE_ELSE_RE.search(sentence) or sentence.rstrip().endswith("?"):
        return []
    found = []
    for label, pattern in _VOLUME_RES:
        if (match := pattern.search(sentence)) and not (
            label == "direct tone" and _TRAINING_NOUNS_RE.search(sentence)  # "dial it back on the runs"
        ):
            found.append((label, match))
    return found


def quiet_day(sentence: str, after_timing: bool) -> re.Match | None:
    """Where a sentence asks for days without messages; a bare "Sundays nothing at all" only right after a
    wish about when to message her (`after_timing`)."""
    if _ASKED_RE.match(sentence) or _SOMEONE_ELSE_RE.search(sentence) or sentence.rstrip().endswith("?"):
        return None
    if match := _QUIET_DAY_RES[0].search(sentence):
        return match
    bare = _QUIET_DAY_RES[1].search(sentence)
    return bare if bare and (after_timing or re.search(rf"\b{_MESSAGES}\b", sentence, re.I)) else None


# Not hers to ask: a question to the coach about it, someone else's wish, a mind that does not mind.
_ASKED_RE = re.compile(
    r"^\W*(?!(?:could|can|would|will) (?:you|u)\b|(?:please|pls)\b)(?:do|does|did|is|are|why|what|how|"
    r"should|can|could|would|will)\b[^?]*\?\W*$",
    re.I,
)
_SOMEONE_ELSE_RE = re.compile(
    r"\b(?:my (?:friend|mate|wife|husband|partner|mum|mom|mother|dad|father|sister|brother|son|daughter|"
    r"kids?|boss|colleague|coworker)|he|she|they)\s+(?:\w+\s+)?(?:wants?|likes?|loves?|prefers?|needs?|"
    r"hates?|uses?|sends?|gets?|says?|told)\b",
    re.I,
)
# "no smiles today" is a mood; "pls without smiles", "too many smiles" ask for fewer emojis
_BARE_SMILES_RE = re.compile(r"(?:no|less|fewer|lose|skip)\s+(?:the\s+)?smiles", re.I)
_ASKING_RE = re.compile(r"\b(?:please|pls|plz|emojis?|stop|instead)\b", re.I)
_DONT_MIND_RE = re.compile(r"\b(?:don'?t|do not|never) mind\b", re.I)


def format_wishes(sentence: str) -> list[tuple[str, re.Match]]:
    """(style label, where it is said) for each wish about her messages' make-up or tone, by lexicon."""
    if _ASKED_RE.match(sentence) or _SOMEONE_ELSE_RE.search(sentence) or _DONT_MIND_RE.search(sentence):
        return []
    found: list[tuple[str, re.Match]] = []
    for more, less, more_re, less_re in _RES:
        if less and (match := less_re.search(sentence)) and not _described(sentence, match):
            found.append((less, match))
        elif more and (match := more_re.search(sentence)) and not _denied_before(sentence, match.start()):
            found.append((more, match))
    for label, pattern in _TONE_RES:
        if match := pattern.search(sentence):
            found.append((label, match))
    found += volume_wishes(sentence)
    return [
        (label, m) for label, m in found if not _BARE_SMILES_RE.fullmatch(m[0]) or _ASKING_RE.search(sentence)
    ]


def someone_elses(sentence: str) -> bool:
    """A wish said as someone else's ("my wife prefers short texts")."""
    return bool(_SOMEONE_ELSE_RE.search(sentence))


def _described(sentence: str, match: re.Match) -> bool:
    """ "the fight had no hype at all": a "no …" inside a clause describes; a wish opens its clause."""
    if not match[0].lower().startswith("no "):
        return False
    lead = re.split(r"[,.;:!?()—–-]", sentence[: match.start()])[-1].strip().lower()
    return bool(lead) and lead not in _OPENERS


_OPENERS = frozenset(
    {"please", "pls", "plz", "just", "and", "also", "so", "ok", "okay", "but", "oh", "and please"}
)


def _denied_before(sentence: str, start: int) -> bool:
    return bool(re.search(r"\b(?:don'?t|do not|dont|never|not)\s+(?:\w+\s+){0,2}$", sentence[:start], re.I))
