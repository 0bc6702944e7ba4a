"""Event citations on claim lines (docs/wiki-rules.md "Citations").

A claim the rules distiller reads out of the client's own words names the events it came from, in one
compact form a coach can skip over and a machine can follow: `[ev 412, 418]` — event ids (`Event.id`,
the `seq` of an EventRecord), oldest first, at most CITE_MAX (the newest ones) — placed just before the
line's `(as of DATE)` (or at the end of a line without one). Re-reading the same window yields the
same ids, so the distiller stays idempotent; ids already on a line are carried forward when the line is
rewritten, so evidence that has left the window stays cited.
"""

import re
from collections.abc import Iterable

CITE_MAX = 3
_CITE_RE = re.compile(r" \[ev (\d+(?:, \d+)*)\](?= \(as of \d{4}-\d{2}-\d{2}\)$|$)")


def cite(ids: Iterable[int]) -> str:
    """`[ev 12, 15, 20]` for the newest CITE_MAX distinct ids; "" when there are none."""
    newest = sorted({int(i) for i in ids})[-CITE_MAX:]
    return f"[ev {', '.join(str(i) for i in newest)}]" if newest else ""


def cited(line: str) -> list[int]:
    """The event ids a line already cites (its own citation only, never digits inside a quote)."""
    match = _CITE_RE.search(line)
    return [int(part) for part in match[1].split(", ")] if match else []


def with_cite(line: str, ids: Iterable[int]) -> str:
    """`line` with its citation set to `ids` (plus what it already cited), before `(as of …)`."""
    tag = cite([*cited(line), *ids])
    bare = _CITE_RE.sub("", line)
    if not tag:
        return bare
    as_of = re.search(r" \(as of \d{4}-\d{2}-\d{2}\)$", bare)
    if as_of:
        return f"{bare[: as_of.start()]} {tag}{bare[as_of.start() :]}"
    return f"{bare} {tag}"
