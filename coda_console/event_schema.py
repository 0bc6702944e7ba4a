"""JSON Schema of every event kind, generated from the validators in coda_console/event_kinds.py.

The API docs (coda_console/api_docs.py) describe an event as a `oneOf` discriminated by `kind`, one
schema per kind built here from the very `Field` rules that validate it — there is no second list
of kinds or payload fields to keep in step.
"""

from typing import Any

from coda_console.event_kinds import BEHAVIOURAL_KINDS, EVENT_KINDS, SET_FIELDS, Field


def _number(field: Field, json_type: str) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": json_type}
    if field.low is not None:
        schema["minimum"] = field.low
        if field.low_exclusive:
            schema["exclusiveMinimum"] = True  # OpenAPI 3.0: a flag on `minimum`
    if field.high is not None:
        schema["maximum"] = field.high
    return schema


def field_schema(field: Field) -> dict[str, Any]:
    if field.kind == "str":
        schema: dict[str, Any] = {"type": "string", "minLength": 1, "maxLength": field.max_length}
        if field.choices:
            schema["enum"] = list(field.choices)
        if field.pattern is not None:
            schema["pattern"] = field.pattern.pattern
        return schema
    if field.kind == "number":
        return _number(field, "number")
    if field.kind == "int":
        return _number(field, "integer")
    if field.kind == "list":
        return {"type": "array", "maxItems": 100, "items": {"type": "string", "maxLength": 200}}
    if field.kind == "id":
        text = {"type": "string", "minLength": 1, "maxLength": 200}
        return {"oneOf": [text, {"type": "integer", "minimum": 0}]}
    if field.kind == "sets":
        return {"type": "array", "items": object_schema(SET_FIELDS)}
    raise ValueError(f"no schema for field kind {field.kind!r}")


def object_schema(fields: tuple[Field, ...]) -> dict[str, Any]:
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {field.name: field_schema(field) for field in fields},
    }
    required = [field.name for field in fields if field.required]
    if required:
        schema["required"] = required
    return schema


def payload_schema(kind: str) -> dict[str, Any]:
    # Each kind's check carries its declared fields (coda_console/event_kinds.py `_fields`).
    return object_schema(EVENT_KINDS[kind].fields)  # type: ignore[attr-defined]


def component_name(kind: str) -> str:
    """`sleep.logged` → `SleepLoggedEvent`."""
    return "".join(part.capitalize() for part in kind.replace("_", ".").split(".")) + "Event"


def is_behavioural(kind: str) -> bool:
    return kind in BEHAVIOURAL_KINDS
