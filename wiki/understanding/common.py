"""What every cue shares: the Cue and Goal records, topic keys, and the sarcasm and negation guards."""

import re
from dataclasses import dataclass

from wiki.understanding.dates import Target
from wiki.understanding.negation import is_negated

SARCASM_RE = re.compile(
    r"\b(?:yeah,? right|as if|like i'?d ever|like i'?m ever|in my dreams|dream on|not that i|"
    r"sure,? because|what a joke)\b",
    re.I,
)
STOPWORDS = frozenset(
    "a an the i me my we our you your it its is are was were be been am do does did to of for in on at by "
    "with and or but so that this these those what which how when where why who should can could would will "
    "shall may might must have has had just really also please hey hi hello ok okay so coach quick question "
    "again still any some there here about up out get got im i'm i'd i'll ive i've dont don't want like "
    "much many more most very too then than if as from into over under s t".split()
)


@dataclass(frozen=True)
class Cue:
    kind: str  # goal | schedule | diet | equipment | life | style | question
    label: str  # a short reading a coach can scan: "evenings", "vegetarian", "keep it short"
    quote: str  # page-safe whole sentence
    key: str = ""  # identity for de-duplication across messages


@dataclass(frozen=True)
class Goal:
    what: str
    quote: str
    when: Target | None
    why: str
    supersedes: bool  # "new goal", "instead", "changed my mind"
    dropped: bool = False  # "I don't care about the marathon any more"
    moved: bool = False  # "the wedding moved to June": a new date for the goal that names it

    @property
    def key(self) -> str:
        return topic_key(self.what)


def topic_key(text: str) -> str:
    words = re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)*", text.lower())
    return " ".join(sorted({w.rstrip("s") if len(w) > 3 else w for w in words if w not in STOPWORDS}))


def clean(text: str) -> bool:
    return not SARCASM_RE.search(text)


def negated_at(text: str, match: re.Match) -> bool:
    # a cue that starts at the comma before it (", want to build muscle") is read from its first word:
    # "no, want to build muscle" answers no to something else and then says what she wants
    lead = len(match[0]) - len(match[0].lstrip(",;:.!?-–— \t"))
    return is_negated(text, match.start() + lead, match.end())
