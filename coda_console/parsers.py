"""The API's JSON parser: DRF's, plus a nesting limit, the plain-text and number rule of
coda_console.plaintext over every value, and a detail on every parse error.

Python's json module recurses once per nesting level, so a small body of 100,000 `[` raised
RecursionError — an unhandled 500 — and a payload a few hundred levels deep would parse but then
recurse again in hashing, in the JSONField encoder and in every later reader. No legitimate bot
message nests deeper than a handful of levels; anything past JSON_MAX_DEPTH is refused as a 400.
"""

from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

from coda_console.errors import ApiError
from coda_console.plaintext import value_problems

JSON_MAX_DEPTH = 32


def json_depth_exceeds(value: Any, limit: int) -> bool:
    """True if `value` nests lists/objects deeper than `limit` (iterative: no recursion to exhaust)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False


def _too_deep() -> ApiError:
    return ApiError(
        f"The JSON body nests deeper than {JSON_MAX_DEPTH} levels.",
        code="json_too_deep",
        details=[{"field": "", "message": f"at most {JSON_MAX_DEPTH} nested arrays/objects"}],
    )


class BoundedJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None) -> Any:
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise _too_deep() from None
        except ParseError as error:  # the same 400, with the decoder's reason as a detail too
            raise ApiError(
                str(error.detail),
                code="malformed_json",
                details=[{"field": "", "message": str(error.detail)}],
            ) from None
        if json_depth_exceeds(data, JSON_MAX_DEPTH):
            raise _too_deep()
        problems = value_problems(data)
        if problems:
            raise bad_values(problems)
        return data


def bad_values(problems: list[tuple[str, str]]) -> ApiError:
    """The 400 for forbidden characters or out-of-range numbers, naming each field (docs/api-edge.md)."""
    details = []
    for field, message in problems[:100]:
        index, inner = _batch_index(field)
        if index is None:
            details.append({"field": field, "message": message})
        else:
            details.append({"index": index, "field": inner, "message": message})
    return ApiError(
        "Some values are not accepted: text must be plain (no NUL, lone surrogates or control "
        "characters other than newline and tab) and numbers within range.",
        code="invalid_value",
        details=details,
    )


def _batch_index(field: str) -> tuple[int | None, str]:
    """`events[3].payload.note` → (3, "payload.note"): batch errors name the event by index and the
    field within it, as every other batch error does."""
    head, bracket, rest = field.partition("[")
    number, _, inner = rest.partition("]")
    if head != "events" or not bracket or not number.isdigit():
        return None, field
    return int(number), inner.removeprefix(".")
