"""Sentences and clauses of a chat message (docs/understanding.md "Quotes").

A quote on a page is a whole sentence — or, when the sentence is long, the whole clause holding the
cue — never a cut word. Chat has no reliable punctuation, so sentences end at . ! ? ; or a line break
(not inside numbers like "6.5" or abbreviations like "e.g."), and clauses at commas, dashes and the
conjunctions that change subject ("but", "also", "and also", "though").
"""

import re
from dataclasses import dataclass

_SENTENCE_END_RE = re.compile(
    r"(?<!\b[a-z]\.[a-z])(?<!\be\.g)(?<!\bi\.e)(?<!\bvs)(?<!^\d\.)(?<!^\d\d\.)(?<=[.!?;…])[ \t]+|\s*\n\s*|"
    r"\s+(?=also[, ]\s*(?:my|i|the)\b)|"  # "1. run a 5k" at a line's start is a list item, not "1."
    # an emoji ends a sentence when a capital starts the next ("… CrossFit Games 😂 In this life: …"), but
    # not "I" ("Wedding is on the 12th of June 🙈 I want to feel strong": one thought, the date its own)
    r"(?<=[\U0001F300-\U0001FAFF\u2600-\u27BF\ufe0f])[ \t]+(?=(?-i:[A-Z])(?-i:[a-z]|\s))(?!I\b)|"
    # a round-up's next heading on the same line ("… put his back out too 🙄 Me: my right elbow aches")
    r"(?<=\S)\s+(?=(?-i:Me|Body|Food|Diet|Training|Sleep|Goals?|Work|Life|Kids|Family|Injur(?:y|ies)|Pain|"
    r"Mood|Energy|Nutrition|Next week|Question|Schedule|Other)\s*:\s)",
    re.I | re.M,
)
_CLAUSE_RE = re.compile(
    r",\s+|\s+[—–-]\s+|\s*\(\s*|\s*\)\s*|\s+(?=(?:but|though|although|however|also|plus|and also|whereas|"
    r"and (?:my|now my|then my))\b)|"
    # a run-on turns to another area: "knee is fine it's my hip that's sore"
    r"(?<=\w)\s+(?=it'?s (?:my|the|actually my|really my) )",
    re.I,
)


@dataclass(frozen=True)
class Span:
    text: str
    start: int  # offset in the message
    end: int


def sentences(message: str) -> list[Span]:
    out: list[Span] = []
    position = 0
    for match in [*_SENTENCE_END_RE.finditer(message), None]:
        end = match.start() if match else len(message)
        piece = message[position:end]
        stripped = piece.strip()
        if stripped:
            lead = len(piece) - len(piece.lstrip())
            out.append(Span(stripped, position + lead, position + lead + len(stripped)))
        position = match.end() if match else len(message)
    return out


# an item: a bullet, a number, or a day of a week laid out line by line ("Tue - gym 6pm", "Sat: long walk")
_LIST_ITEM_RE = re.compile(
    r"^\s*(?:(?:[-*•·]|\d{1,2}[.)])\s+|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*[-–:]\s*)\S", re.M | re.I
)


def list_blocks(message: str) -> list[Span]:
    """ "availability:\n- mon 6-7am\n- sat whenever": a line ending in ":" and the list items under it,
    one span — each item alone is a fragment ("- sat whenever") that only the header explains."""
    blocks: list[Span] = []
    lines = sentences(message)
    index = 0
    while index < len(lines):
        header, items = lines[index], 0
        if header.text.endswith(":"):
            while index + items + 1 < len(lines) and _LIST_ITEM_RE.match(lines[index + items + 1].text):
                items += 1
        if items:
            end = lines[index + items].end
            blocks.append(Span(message[header.start : end], header.start, end))
        index += items + 1
    return blocks


def item_runs(message: str) -> list[Span]:
    """ "- kettlebell 16kg\n- pull-up bar\nthat's all I've got at home": list items and the line right
    after them, one span — the closing line says what the items are (hers, at home)."""
    runs: list[Span] = []
    lines = sentences(message)
    index = 0
    while index < len(lines):
        items = 0
        while index + items < len(lines) and _LIST_ITEM_RE.match(lines[index + items].text):
            items += 1
        if items >= 2 and index + items < len(lines):
            start, end = lines[index].start, lines[index + items].end
            runs.append(Span(message[start:end], start, end))
        index += items + 1
    return runs


def clauses(sentence: Span) -> list[Span]:
    out: list[Span] = []
    position = 0
    text = sentence.text
    for match in [*_CLAUSE_RE.finditer(text), None]:
        end = match.start() if match else len(text)
        piece = text[position:end]
        stripped = piece.strip()
        if stripped:
            lead = len(piece) - len(piece.lstrip())
            start = sentence.start + position + lead
            out.append(Span(stripped, start, start + len(stripped)))
        position = match.end() if match else len(text)
    return out


def sentence_of(message: str, offset: int) -> Span:
    for span in sentences(message):
        if span.start <= offset < span.end:
            return span
    return Span(message.strip(), 0, len(message))


_ASIDE_RE = re.compile(r"\s*\([^()]{1,40}\)")
_CONSEQUENCE_RE = re.compile(r"^(?:so|which means|meaning|and so|then|hence)\b", re.I)


def clause_around(sentence: str, start: int, end: int, *, need: "re.Pattern[str] | None" = None) -> str:
    """The whole clause of `sentence` holding text[start:end], with the clauses that follow it as its
    consequence ("I start work at 8:30, so runs need to be before 7:30"); with `need`, widened to the
    whole sentence when the clause alone lacks what `need` matches (a time, a number)."""
    parts = clauses(Span(sentence, 0, len(sentence)))
    for index, clause in enumerate(parts):
        if clause.start <= start < clause.end:
            last = clause
            for following in parts[index + 1 :]:
                if not _CONSEQUENCE_RE.match(following.text):
                    break
                last = following
            # an aside in brackets right after belongs to it ("swim 6 mornings a week before school (5am!!)")
            aside = _ASIDE_RE.match(sentence, last.end)
            text = sentence[clause.start : aside.end() if aside else last.end]
            if need is not None and not need.search(text):
                return sentence
            return text
    return sentence
