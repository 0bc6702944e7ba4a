"""Questions they keep asking: one topic page per recurring question (docs/understanding.md "Where it
lands", docs/wiki-rules.md "Topic pages").

A question asked RECURRING_MIN times or more in the evidence window ("what pace for tempo?", "what
pace should tempo be again?", "remind me, what pace for tempo?") is one cluster: the same question when
half the topic words of the shorter wording are shared (typos forgiven, a few synonyms folded: "meal" is
"eat", "session" is "training"). Each cluster gets

- a line under preferences `## Questions they keep asking` that links to its topic page, and
- a topic page `wiki/keeps-asking-<words>.md`: every time it was asked (newest first, cited, at most
  ASKS_MAX; older lines roll off the page, raw/ keeps them) and a link back to preferences — the place
  a coach writes the standing answer once (a coach block) for the bot to reuse.

A page once made keeps its name while the cluster shares a word with it, so the nightly re-reading of a
sliding window does not create a new page every time the first asking leaves the window.
"""

import difflib
import re
from collections import Counter
from dataclasses import dataclass

from coda_console import ranking
from wiki.distillers.base import EventRecord
from wiki.distillers.rules.cite import with_cite
from wiki.distillers.rules.context import Ctx, PageOut
from wiki.distillers.rules.pages import Page, relative
from wiki.tree.content import slugify
from wiki.understanding import is_user_turn, understand
from wiki.understanding.common import Cue

RECURRING_MIN = 3  # a question asked this many times in the window is "one they keep asking"
# …or twice, when a later asking says it is one she keeps asking ("how many grams per day again? sorry
# I keep forgetting", "I know I asked before")
SAID_AGAIN_MIN = 2
# "again" right after what she would do is that act once more ("when can I run again?", "how long before
# training I should eat again?"), not a question asked again ("how many grams per day again?")
_DOING = "eat train run lift play walk squat swim ride go start do it that them this"
_SAYS_AGAIN_RE = re.compile(
    "".join(rf"(?<!\b{verb} )" for verb in _DOING.split()) + r"\bagain\s*\?|"
    r"\bi keep (?:forgetting|asking)\b|\b(?:i )?(?:know i )?(?:asked|asking) (?:you )?"
    r"(?:this |that )?(?:before|already)\b|\bsorry to ask again\b|\bremind me again\b|"
    # a round-up that leads with it: "Also again — is cardio on rest days ok??", "same question as last week"
    r"^\W*(?:(?:also|and|ok|so|but)\W+)?again\s*[—–:,!-]|"
    r"\b(?:same|this|that|my) question (?:again|as (?:last|before))\b|"
    r"\bstill (?:wondering|waiting to hear|need an answer)\b",
    re.I | re.M,
)
ASKS_MAX = 8  # askings listed on a topic page
PREFIX = "wiki/keeps-asking-"
PREFERENCES = "wiki/preferences.md"
DESCRIPTION = "A question they keep asking: every time it was asked, newest first."
_ASK_RE = re.compile(r"^- (\d{4}-\d{2}-\d{2}): ")

# Words that do not make two questions the same question.
_GENERIC = frozenset(
    "today tomorrow tonight morning evening week day days time again remind sorry please pls need ok okay "
    "thing things something else anything good better best right still really maybe guess think know tell "
    "quick just also much many more less any lol btw exactly usually normally use per not bad whats hows "
    "what order actually nah yes true false worth bit anyway myself even ins one two three forget forgetting "
    "keep monday tuesday wednesday thursday friday saturday sunday weekend won yet until enough having go "
    "long away tho though fr real cap lowkey ngl bro boss sir seriously honestly genuinely honest answer "
    "fine allowed same question forgot forgotten find guidance advice kind memory sieve forgive sure idea "
    "never whether guess gue anywhere near confuses confuse meant now don going since yesterday people "
    "around down".split()
)
# Words that ask about the same thing ("what should I eat before training?" = "best pre-workout meal?").
_SAME_TOPIC = {
    "meal": "eat",
    "food": "eat",
    "eating": "eat",
    "snack": "eat",
    "workout": "training",
    "session": "training",
    "train": "training",
    "gym": "training",
    "lift": "training",
    "lifting": "training",
    "pre": "before",
    "prior": "before",
    "post": "after",
    "warmup": "warm",
    "cooldown": "cool",
    "run": "running",
    "cardio": "running",
    "jog": "running",
    "heavy": "weight",
    "load": "weight",
    "hydration": "water",
    "hydrate": "water",
    "drink": "water",
    "dom": "sore",
    "doms": "sore",
    "domsy": "sore",
    "soreness": "sore",
    "aching": "sore",
    "achy": "sore",
    "grams": "gram",
    "rep": "reps",
    "sets": "set",
    "sleeping": "sleep",
    "stretching": "stretch",
    "stretches": "stretch",
    "weigh": "weight",
    "calorie": "calories",
    "off": "rest",  # "take a day off" = "need rest days?"
    "skip": "rest",  # "skip a session" = "rest or go?"
    "consecutive": "rest",  # "two days in a row" (messages.py folds the phrase) = "need rest days?"
    "fasted": "eat",  # "fasted cardio", "on an empty stomach" = "eat before my run?"
    "fasting": "eat",
    "breakfast": "eat",
    "scale": "weight",  # "step on the scale" = "weigh myself"
    "scales": "weight",
    "daily": "often",  # "daily or weekly?" = "how often?"
    "weekly": "often",
    "every": "often",
    "frequently": "often",
    "frequency": "often",
    "drinking": "water",  # "am I drinking enough?" = "how many litres a day?"
    "litre": "water",
    "liter": "water",
    "stretche": "stretch",
    "tummy": "belly",  # "tummy fat", "spot reduce my stomach" = "lose belly fat"
    "stomach": "belly",
    "reduce": "lose",
    "results": "result",  # "when will I see results" = "how long until I see progress"
    "progre": "result",
    "change": "result",
    "seeing": "see",
    "kcal": "calories",
    # cardio by its machine: "treadmill then weights or opposite" = "cardio before weights or after?"
    "treadmill": "running",
    "bike": "running",
    "cycling": "running",
    "rower": "running",
    "rowing": "running",
    "elliptical": "running",
    "spin": "running",
    # an order asked either way: "cardio first or weights first?", "… or the opposite"
    "first": "before",
    "opposite": "before",
    # a weight that will not move: "scale not moving", "weight is stuck", "plateaued"
    "stuck": "plateau",
    "moving": "plateau",
    "budge": "plateau",
    "budging": "plateau",
    "stalled": "plateau",
    "stall": "plateau",
    "plateaued": "plateau",
    # "for muscle grow", "building muscle", "muscle growth"
    "grow": "build",
    "growth": "build",
    "growing": "build",
    "building": "build",
    "walking": "walk",  # "walking the dog on rest days" = "does a dog walk count?"
    "walks": "walk",
    "ache": "sore",  # "still ache two days after" = "sore on day two"
    "aches": "sore",
    "stiff": "sore",
    # a weight that swings: "why does the scale jump around", "up 1kg overnight", "fluctuates so much"
    "jump": "fluctuate",
    "jumps": "fluctuate",
    "fluctuates": "fluctuate",
    "fluctuating": "fluctuate",
    "fluctuation": "fluctuate",
    "fluctuations": "fluctuate",
    "swing": "fluctuate",
    "swings": "fluctuate",
    "overnight": "fluctuate",
    "bounce": "fluctuate",
    "bouncing": "fluctuate",
    "bounces": "fluctuate",
    "kilo": "weight",  # "up 1.4 kg since yesterday", "2 kilos overnight": her weight
    "kilos": "weight",
    "lbs": "weight",
    "pounds": "weight",
    "difference": "result",  # "when will I see a difference" = "when do results kick in"
}


@dataclass(frozen=True)
class Recurring:
    words: tuple[str, ...]  # topic words, the most asked first
    asks: tuple[tuple[EventRecord, Cue], ...]  # oldest first
    path: str

    @property
    def title(self) -> str:
        return "Keeps asking: " + " / ".join(self.words[:3])

    @property
    def latest(self) -> tuple[EventRecord, Cue]:
        return self.asks[-1]


def topic_words(key: str) -> set[str]:
    words = {w for part in key.split() for w in part.split("-")}
    # "up 1.4 kg": too short a word to keep, but it is her weight
    words = {"weight" if w in ("kg", "lb") else w for w in words}
    return {_SAME_TOPIC.get(w, w) for w in words if w not in _GENERIC and len(w) >= 3}


def same_question(words: set[str], other: set[str]) -> bool:
    """Two questions are the same when half the topic words of the shorter one are shared (typos
    forgiven: "protien" is "protein")."""
    shared = [w for w in words if any(_alike(w, o) for o in other)]
    # an order alone ("… before or after?") makes no two questions one: cardio/weights is not iftar/training
    about = [w for w in shared if w not in _ORDER]
    if any(_uncommon(w) for w in about):
        return True  # "is creatine safe?", "creatine, does it bloat you?": one rare thing both ask about
    return bool(about) and len(shared) * 2 >= min(len(words), len(other))


def _uncommon(word: str) -> bool:
    """A thing the embedding's vocabulary does not hold whole, in any of its plain forms ("creatine",
    "sauna", "rpe", "pulldown"; not "rest", "always" read as "alway", "series" read as "serie", nor a
    verb or adjective by its ending)."""
    if len(word) < 3 or word.endswith(("ing", "ful", "ly", "ed")):  # "exercising", "harmful": no thing
        return False
    return not any(ranking.whole_word(form) for form in (word, f"{word}s", f"{word}e"))


_ORDER = frozenset({"before", "after"})


def _alike(a: str, b: str) -> bool:
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    if len(short) >= 5 and long_.startswith(short) and len(long_) - len(short) <= 3:
        return True  # "stretch" / "stretched", "session" / "sessions"
    if min(len(a), len(b)) < 5 or abs(len(a) - len(b)) > 1:
        return False
    return difflib.SequenceMatcher(None, a, b).ratio() >= 0.8


def recurring_questions(ctx: Ctx) -> list[Recurring]:
    """The questions of the window's user turns asked RECURRING_MIN times or more, by cluster. A
    question joins a cluster when it is the same question as one of its members (not as the union of
    their words, which would make later askings ever harder to match)."""
    clusters: list[tuple[list[set[str]], list[tuple[EventRecord, Cue]]]] = []
    for event in ctx.window.of("chat.turn"):
        if not is_user_turn(event.payload):
            continue
        for cue in understand(str(event.payload["text"]), event.local_date).questions:
            words = topic_words(cue.key)
            if not words:
                continue
            home = next((c for c in clusters if any(same_question(words, m) for m in c[0])), None)
            if home is None:
                clusters.append(([words], [(event, cue)]))
            else:
                home[0].append(words)
                home[1].append((event, cue))
    found = []
    taken: set[str] = set()
    for members, asks in clusters:
        said_again = any(_SAYS_AGAIN_RE.search(str(e.payload["text"])) for e, _ in asks[1:])
        if len({e.seq for e, _ in asks}) < (SAID_AGAIN_MIN if said_again else RECURRING_MIN):
            continue
        counts = Counter(w for m in members for w in m)
        ranked = tuple(sorted(counts, key=lambda w: (-counts[w], w)))
        path = _path(ranked, ctx.task.existing_paths, taken)
        taken.add(path)
        found.append(Recurring(ranked, tuple(asks), path))
    return found


def _path(words: tuple[str, ...], existing, taken: set[str]) -> str:
    """The cluster's page: an existing keeps-asking page that shares a word with it, else a new one
    named for its two most asked words."""
    for path in sorted(existing):
        if path.startswith(PREFIX) and path not in taken:
            named = set(path.removeprefix(PREFIX).removesuffix(".md").split("-"))
            if named & set(words):
                return path
    path = f"{PREFIX}{slugify(' '.join(words[:2])) or 'question'}.md"
    return path if path not in taken else f"{path.removesuffix('.md')}-{len(taken) + 1}.md"


def summary(topic: Recurring) -> str:
    event, cue = topic.latest
    return f'Asked {len(topic.asks)}× recently, last on {event.local_date.isoformat()}: "{cue.quote}"'


def update_topic_page(page: Page, ctx: Ctx, out: PageOut, *, topic: Recurring) -> None:
    page.ensure_header(topic.title, DESCRIPTION)
    section = page.section("Asked", ("askings", "times asked"))
    owned = lambda line: bool(_ASK_RE.match(line))  # noqa: E731
    lines = {_uncited(line): line for line in section.managed(owned)}
    for event, cue in topic.asks:  # a nightly re-reading writes the same line again: one entry
        line = with_cite(f'- {event.local_date.isoformat()}: "{cue.quote}"', [event.seq])
        lines[_uncited(line)] = line
    newest = sorted(lines.values(), key=lambda line: line[:12], reverse=True)[:ASKS_MAX]
    section.replace(owned, newest)
    related = f"- [Preferences]({relative(page.path, PREFERENCES)}) — the questions they keep asking"
    page.section("Related pages", ("see also",)).replace(lambda line: "](" in line, [related])
    out.facts.append(summary(topic))


def _uncited(line: str) -> str:
    return re.sub(r" \[ev [\d, ]+\]$", "", line)


def link(topic: Recurring, page_path: str) -> str:
    return f"[{' / '.join(topic.words[:3])}]({relative(page_path, topic.path)})"
