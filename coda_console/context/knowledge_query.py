"""The client's side of the knowledge query (docs/context.md "Knowledge for this client").

A bot asking in a client's context asks about *this* client: "what should I do today" from a client
with a wrist injury is a question about training around the wrist. So the knowledge section is ranked
for the bot's query and, as a second query, for the client's current constraints and goals (knowledge
fuses the second query's best few hits into the first's ranking — knowledge.retrieval.rank).

The second query is read from the wiki pages already loaded for the bundle, bounded:
  * constraints-injuries.md — the list items of every section about the present (a heading naming
    resolved/cleared/history/archive/past/healed is skipped), coach blocks included, in page order;
  * goals.md — the list items of its sections whose heading names goals or milestones;
at most MAX_LINES lines (constraints first), then at most MAX_TERMS distinct words of 3+ letters
without digits (dates, weights and ratings carry no topic), stop words and the pages' own
bookkeeping words dropped.
"""

import re

from coda_console.context.text import terms

CONSTRAINTS_PAGE = "wiki/constraints-injuries.md"
GOALS_PAGE = "wiki/goals.md"
MAX_LINES = 8
MAX_TERMS = 24

_PAST_HEADING = re.compile(r"\b(resolved|cleared|history|archive|past|healed)\b", re.IGNORECASE)
_GOAL_HEADING = re.compile(r"\b(goals?|milestones?)\b", re.IGNORECASE)
_MARKUP = re.compile(r"<!--.*?-->|\[[^\]]*\]\([^)]*\)|\(as of [^)]*\)")
# Words the distiller writes around every entry (levels, ledger tails), not what the entry is about.
_BOOKKEEPING = frozenset(
    "watch constraint reported report reports first last mentioned answered raised days before latest "
    "trend entry entries claims yet".split()
)


def _items(text: str, heading_ok) -> list[str]:
    items, keep = [], True
    for raw in text.split("\n"):
        line = raw.strip()
        if line.startswith("#"):
            keep = heading_ok(line) if line.startswith("##") else True
            continue
        if keep and line.startswith(("- ", "* ")):
            items.append(_MARKUP.sub(" ", line[2:]))
    return items


def client_context(pages: dict) -> str:
    """The client's current constraints and goals as a bounded query ("" when the wiki has none).
    `pages` maps a wiki path to an object with `current_content` (coda_console.context.sources)."""
    lines: list[str] = []
    constraints = pages.get(CONSTRAINTS_PAGE)
    if constraints is not None:
        lines += _items(constraints.current_content, lambda h: not _PAST_HEADING.search(h))
    goals = pages.get(GOALS_PAGE)
    if goals is not None:
        lines += _items(goals.current_content, lambda h: bool(_GOAL_HEADING.search(h)))
    words: list[str] = []
    for line in lines[:MAX_LINES]:
        for word in terms(line):
            if word in _BOOKKEEPING or any(ch.isdigit() for ch in word) or word in words:
                continue
            words.append(word)
    return " ".join(words[:MAX_TERMS])
