"""The edge rule for bot-supplied text and numbers (docs/api-edge.md, "Plain text and numbers").

Everything a bot sends is plain text. At the edge a string is refused when it holds a NUL (PostgreSQL
cannot store it), a lone UTF-16 surrogate (it cannot be encoded as UTF-8, so every later write or
render of it would fail) or any other control character except newline and tab. Numbers are refused
when they are not finite or outside the range every store and every reader handles exactly.

`value_problems` is the one check: the API's JSON parser runs it over every request body (every
string at any depth, object keys included), the API middleware over every path and query string,
and the event service over every batch (for callers that do not come through HTTP).
"""

import datetime as dt
import math
import re
from collections.abc import Iterator
from typing import Any

from rest_framework import serializers

# C0 controls but \t and \n, DEL, C1 controls, and the UTF-16 surrogate block.
_FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")
# Integers beyond a signed 64-bit value overflow SQLite, floats and most bots' JSON decoders.
MAX_ABS_INT = 2**63 - 1
MAX_ABS_FLOAT = 1e15

Problem = tuple[str, str]


def describe(char: str) -> str:
    code = ord(char)
    if code == 0:
        return "a NUL character (U+0000)"
    if 0xD800 <= code <= 0xDFFF:
        return f"a lone surrogate (U+{code:04X})"
    return f"a control character (U+{code:04X})"


def text_problem(value: str) -> str | None:
    """Why `value` is not acceptable plain text, or None."""
    match = _FORBIDDEN.search(value)
    if match is None:
        return None
    return f"contains {describe(match.group())}; only printable text, newlines and tabs are accepted"


def number_problem(value: object) -> str | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int) and abs(value) > MAX_ABS_INT:
        return f"is out of range: integers are accepted between -{MAX_ABS_INT} and {MAX_ABS_INT}"
    if isinstance(value, float) and (not math.isfinite(value) or abs(value) > MAX_ABS_FLOAT):
        return f"is out of range: numbers are accepted between -{MAX_ABS_FLOAT:g} and {MAX_ABS_FLOAT:g}"
    return None


def safe_label(key: str) -> str:
    """An object key as it may appear in an error path: forbidden characters escaped, never echoed."""
    return _FORBIDDEN.sub(lambda match: f"\\u{ord(match.group()):04x}", key)[:100]


def _children(item: Any, path: str) -> Iterator[tuple[str, Any, str | None]]:
    """(child path, child, the key if it is an object key that needs its own check)."""
    if isinstance(item, dict):
        for key, child in item.items():
            label = safe_label(str(key))
            yield (f"{path}.{label}" if path else label), child, key if isinstance(key, str) else None
    elif isinstance(item, list):
        for index, child in enumerate(item):
            yield f"{path}[{index}]", child, None


def value_problems(value: Any, path: str = "") -> list[Problem]:
    """Every forbidden string, key or number in `value`, by path (iterative: no recursion to exhaust)."""
    problems: list[Problem] = []
    stack: list[tuple[Any, str]] = [(value, path)]
    while stack:
        item, item_path = stack.pop()
        if isinstance(item, str):
            message = text_problem(item)
            if message:
                problems.append((item_path, message))
            continue
        if not isinstance(item, dict | list):
            message = number_problem(item)
            if message:
                problems.append((item_path, message))
            continue
        for child_path, child, key in _children(item, item_path):
            if key is not None and (message := text_problem(key)):
                problems.append((child_path, f"(the key) {message}"))
            stack.append((child, child_path))
    problems.reverse()
    return problems


# --- DRF fields with bounds that survive every timezone ------------------------------------------

MAX_DB_INT = 2**63 - 1  # a BigAutoField / BigIntegerField on SQLite and PostgreSQL
MAX_DB_INT32 = 2**31 - 1  # an IntegerField on PostgreSQL


class BoundedDateTimeField(serializers.DateTimeField):
    """DRF's DateTimeField, but a date whose UTC conversion leaves Python's range (year 1 at +01:00,
    year 9999 at -01:00) is a 400 `invalid`, not an OverflowError."""

    def enforce_timezone(self, value: dt.datetime) -> dt.datetime:
        try:
            return super().enforce_timezone(value)
        except OverflowError:
            self.fail("invalid", format="an ISO 8601 date-time between years 1 and 9999")
            raise  # unreachable: fail() raises
