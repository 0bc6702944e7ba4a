"""Side-by-side line diffs for the console (history, stale-save conflicts). Pure functions, no HTML.

Rows carry plain text split into (text, changed) segments; the template renders them, so every
character is escaped by Django's autoescaping — a diff of a hostile page is as inert as the page.
"""

import difflib
from dataclasses import dataclass, field

Segment = tuple[str, bool]  # text, changed within the line
# Below this similarity a changed pair of lines is shown as wholly replaced, not character by character.
INTRALINE_MIN_RATIO = 0.4


@dataclass(frozen=True)
class DiffRow:
    kind: str  # equal | replace | insert | delete | skip
    left_no: int | None = None
    right_no: int | None = None
    left: tuple[Segment, ...] = ()
    right: tuple[Segment, ...] = ()


@dataclass
class SideBySide:
    rows: list[DiffRow] = field(default_factory=list)
    added: int = 0
    removed: int = 0

    @property
    def identical(self) -> bool:
        return not self.added and not self.removed


def _intraline(old: str, new: str) -> tuple[tuple[Segment, ...], tuple[Segment, ...]]:
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    if matcher.ratio() < INTRALINE_MIN_RATIO:
        return ((old, True),), ((new, True),)
    left: list[Segment] = []
    right: list[Segment] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            left.append((old[i1:i2], False))
            right.append((new[j1:j2], False))
            continue
        if i2 > i1:
            left.append((old[i1:i2], True))
        if j2 > j1:
            right.append((new[j1:j2], True))
    return tuple(left), tuple(right)


def _opcode_rows(tag: str, a: list[str], b: list[str], i1: int, i2: int, j1: int, j2: int) -> list[DiffRow]:
    if tag == "equal":
        return [
            DiffRow("equal", i1 + k + 1, j1 + k + 1, ((a[i1 + k], False),), ((b[j1 + k], False),))
            for k in range(i2 - i1)
        ]
    rows: list[DiffRow] = []
    for k in range(max(i2 - i1, j2 - j1)):
        i, j = i1 + k, j1 + k
        if i < i2 and j < j2:
            left, right = _intraline(a[i], b[j])
            rows.append(DiffRow("replace", i + 1, j + 1, left, right))
        elif i < i2:
            rows.append(DiffRow("delete", i + 1, None, ((a[i], True),), ()))
        else:
            rows.append(DiffRow("insert", None, j + 1, (), ((b[j], True),)))
    return rows


def side_by_side(old: str, new: str, *, context: int | None = 3) -> SideBySide:
    """Rows of a two-column diff. `context` lines around each change (None: the whole text)."""
    a, b = old.splitlines(), new.splitlines()
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    result = SideBySide()
    if context is None:
        groups: list[list[tuple[str, int, int, int, int]]] = [list(matcher.get_opcodes())]
    else:
        groups = list(matcher.get_grouped_opcodes(context)) if a != b else []
    for number, group in enumerate(groups):
        if number or (group and (group[0][1] > 0 or group[0][3] > 0) and context is not None):
            result.rows.append(DiffRow("skip"))
        for tag, i1, i2, j1, j2 in group:
            result.rows.extend(_opcode_rows(tag, a, b, i1, i2, j1, j2))
            if tag in ("replace", "delete"):
                result.removed += i2 - i1
            if tag in ("replace", "insert"):
                result.added += j2 - j1
    if groups and context is not None:
        last = groups[-1][-1]
        if last[2] < len(a) or last[4] < len(b):
            result.rows.append(DiffRow("skip"))
    return result
