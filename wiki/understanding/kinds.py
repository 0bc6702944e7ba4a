"""The sentence-kind model: a learned second reading of what the cues left unread (docs/understanding.md
"The sentence-kind model").

The cues are precise but know only the wordings someone wrote them for. A sentence none of them quoted
("I've got a kettlebell and a door frame bar at home and that's it really") is scored by a small linear
model — one-vs-rest logistic regression over the sentence's WordLlama embedding and a hashed bag of its
words and word pairs — trained (bench/train_kinds.py) on the cues' own readings of the tuned scenarios
and test sentences. Where one kind stands out above THRESHOLD, the sentence is filed in her words
("in their words") under that kind: a profile, nutrition or playbook line quoting it whole, or a goal.

Deterministic and offline: the weights ship in kinds.npz, the embedding's weights in the wordllama wheel.
Gates keep it from filing what a model must not decide: pain (the safety reader's), questions, sets
logged, jokes, what-ifs, other people's news, and anything denied but a schedule or a style.
"""

import functools
import itertools
import re
import zlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from coda_console import ranking
from wiki.understanding.common import clean
from wiki.understanding.goalforms import joking
from wiki.understanding.lexicon import find_areas
from wiki.understanding.painwords import PAIN_RE

KINDS = ("goal", "schedule", "diet", "equipment", "life", "style", "question", "pain")
FILED = ("goal", "schedule", "diet", "equipment", "life", "style")  # question and pain: never filed here
LABEL = "in their words"  # a filed sentence's label: her words, not a reading of them
MODEL = "wordllama-l2-256"
EMBED_WEIGHT = 4.0  # the embedding's share beside the unit bag (bench/train_kinds.py --check)
BUCKETS = 4096
THRESHOLD = 0.35
MARGIN = 0.1  # above the runner-up: one kind must stand out ("on it after work": schedule .54, life .50)
MIN_WORDS = 3
MAX_WORDS = 45  # a longer sentence is a ramble with several facts: no one kind describes it
WEIGHTS = Path(__file__).with_name("kinds.npz")

_WORD_RE = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def _bag(text: str) -> np.ndarray:
    """Words and word pairs hashed into BUCKETS, as a unit vector (crc32: the same on every machine)."""
    words = _WORD_RE.findall(text.lower())
    grams = [*words, *(f"{a} {b}" for a, b in itertools.pairwise(words))]
    bag = np.zeros(BUCKETS, dtype=np.float32)
    for gram in grams:
        bag[zlib.crc32(gram.encode()) % BUCKETS] += 1.0
    norm = float(np.linalg.norm(bag))
    return bag / norm if norm else bag


def features(texts: Sequence[str]) -> np.ndarray:
    """One row per text: the weighted embedding, the bag, and a constant 1 (the bias)."""
    embedded = ranking.embed(list(texts), name=MODEL)
    assert embedded is not None  # a named model always embeds
    bags = np.stack([_bag(t) for t in texts]) if texts else np.zeros((0, BUCKETS), np.float32)
    ones = np.ones((len(texts), 1), dtype=np.float32)
    return np.hstack([EMBED_WEIGHT * embedded, bags, ones]).astype(np.float32)


@functools.cache
def _weights() -> np.ndarray:
    with np.load(WEIGHTS) as stored:
        return stored["weights"]


def scores(texts: Sequence[str]) -> np.ndarray:
    """Each text's probability of each of KINDS (rows: texts, columns: KINDS)."""
    return 1.0 / (1.0 + np.exp(-(features(texts) @ _weights())))


# --- what the model may read, and what it may file ---------------------------------------------------

# "80kg x5", "3x8 @ 60", "5 x 5": a set logged is training data, not a fact about her
_LOGGED_SET_RE = re.compile(r"\b\d+(?:[.,]\d+)?\s*(?:kg|kgs|lbs?)?\s*[x×]\s*\d+\b", re.I)
# a page's entry pasted back ("- **knee** [watch] 9/10"): markup, not something she says
_PASTED_RE = re.compile(r"\[\s*(?:injury|watch|constraint)\s*\]|\*\*", re.I)
# what-ifs and conditions: what follows is not said as true ("if the knee allows I'd do the 10k")
_WHAT_IF_RE = re.compile(
    r"\b(?:if|unless|what if|in case|suppose|supposing|imagine|assuming|otherwise|or else|whether)\b", re.I
)
# an "if" that asks politely is no condition: "I should be obliged if our sessions could …", "if you
# could keep it short", "mornings if possible"
_POLITE_IF_RE = re.compile(
    r"\b(?:obliged|grateful|appreciated?|great|good|nice|helpful|ideal|perfect|better|best|lovely)\s+if\b|"
    r"\bif\s+(?:you|we)\s+(?:could|can|would|don'?t mind)\b|\bif (?:at all )?possible\b|"
    r"\bif (?:that'?s|it'?s) (?:ok|okay|alright|fine)\b",
    re.I,
)
_CONSEQUENCE_RE = re.compile(r"\b(?:would|could|might|\w+'d)\b", re.I)
_UNCHANGED_RE = re.compile(r"\b(?:has|have|is|was)(?:n't| not) changed\b|\bno change\b", re.I)  # no denial
_DENIED_RE = re.compile(r"\b(?:not|no|never|nothing|nobody|none|\w+n't|dont|cant|wont|didnt|doesnt)\b", re.I)
_OTHERS = (
    r"(?:(?:my|our|the)\s+)?(?:wife|husband|partner|hubby|son|daughter|kids?|children|baby|boyfriend|girlfriend|"
    r"mum|mom|dad|mother|father|brother|sister|friend|mate|boss|colleague|coworker|flatmate|roommate|"
    r"fianc[eé]e?|other half|dog)|he|she|they|his|her|their"
)
# a sentence whose subject is someone else: "my husband's goal is …", "she starts nights next week"
_ABOUT_OTHERS_RE = re.compile(rf"^\W*(?:(?:and|but|so|also|plus|oh)\W+)?(?:{_OTHERS})(?:['’]?s)?\b", re.I)
OTHERS_KINDS = ("schedule", "life", "style")  # what another's news may be for her: her week, her life
DENIED_KINDS = ("schedule", "style")  # "can't do mornings", "no essays please": a denial that is a fact
# a goal is ahead of her: "the race was cancelled", "did the 10k on Sunday" are news, not goals
_PAST_RE = re.compile(r"\b(?:was|were|did|went|cancell?ed|called off|postponed)\b", re.I)
# … nor a money wish: "I'd love to be able to afford a personal trainer one day"
_MONEY_WISH_RE = re.compile(r"\b(?:afford|win the lottery|rich)\b", re.I)


def readable(sentence: str) -> bool:
    """May the model read this sentence at all? Not a question, sarcasm, pain, a set, a pasted entry, or a
    ramble."""
    words = len(sentence.split())
    return (
        MIN_WORDS <= words <= MAX_WORDS
        and "?" not in sentence
        and clean(sentence)
        and not PAIN_RE.search(sentence)
        and not _LOGGED_SET_RE.search(sentence)
        and not _PASTED_RE.search(sentence)
    )


def stated(sentence: str) -> str:
    """The part of a sentence said as true: up to its first what-if — none when that part is the
    what-if's consequence ("I would do a triathlon if I had time")."""
    polite = [m.span() for m in _POLITE_IF_RE.finditer(sentence)]
    cut = next(
        (m for m in _WHAT_IF_RE.finditer(sentence) if not any(a <= m.start() < b for a, b in polite)), None
    )
    if cut is None:
        return sentence
    part = sentence[: cut.start()].strip(" ,;:-–—")
    return "" if _CONSEQUENCE_RE.search(part) else part


def kind_of(part: str, probabilities: np.ndarray) -> str:
    """The one kind the model files `part` under, or "": the most likely kind, above THRESHOLD and
    MARGIN above the next, filed, and allowed for what the part is (denied, bodily, someone else's)."""
    best, runner_up = np.argsort(-probabilities)[:2]
    kind = KINDS[best]
    if probabilities[best] < THRESHOLD or probabilities[best] - probabilities[runner_up] < MARGIN:
        return ""
    if kind not in FILED or len(part.split()) < MIN_WORDS:
        return ""
    if kind != "goal" and find_areas(part):
        return ""  # the body (anyone's: "my husband threw his back out") is the pain reader's; a goal may
        # name it ("visible abs by summer")
    if _DENIED_RE.search(_UNCHANGED_RE.sub("", part)) and kind not in DENIED_KINDS:
        return ""
    if _ABOUT_OTHERS_RE.match(part) and kind not in OTHERS_KINDS:
        return ""
    if kind == "goal" and (_PAST_RE.search(part) or _MONEY_WISH_RE.search(part)):
        return ""
    return kind


def plain(text: str) -> str:
    return " ".join(_WORD_RE.findall(text.lower()))


def overlaps(sentence: str, quoted: str) -> bool:
    """Does a cue's quote (or what, why, trigger) cover this sentence — hold it, sit in it, or share most
    of its words? Quotes may be cut ("…") or joined from two sentences."""
    said, held = plain(sentence), plain(quoted)
    if not said or not held:
        return False
    if said in held or held in said:
        return True
    words = set(said.split())
    return len(words & set(held.split())) >= 0.6 * len(words)


@functools.lru_cache(maxsize=4096)
def unread_kinds(sentences: tuple[str, ...], message: str) -> tuple[tuple[str, str, str], ...]:
    """(kind, the sentence, the part said as true) for each of `sentences` the model files; nothing for
    a message said as a joke ("lol put in my goals: 30kg by Friday 😂")."""
    if joking(message):
        return ()
    parts = [(s, stated(s)) for s in sentences if readable(s)]
    parts = [(s, p) for s, p in parts if len(p.split()) >= MIN_WORDS]
    if not parts:
        return ()
    found = scores([p for _, p in parts])
    return tuple((kind, s, p) for (s, p), row in zip(parts, found, strict=True) if (kind := kind_of(p, row)))
