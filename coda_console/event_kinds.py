"""The registry of event kinds and their payload rules (README.md, "Event kinds").

Validation is hand-written rather than a DRF serializer per item: a batch holds up to 1,000 events
and the ingest path must stay within a small factor of a bare bulk insert (bench/ingest.py).
Each check returns a list of (field, message) problems; an empty list means valid.
"""

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

Problem = tuple[str, str]
_HHMM = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")


# Every number field is bounded (docs/api-edge.md, "Plain text and numbers"); these are the outer
# bounds of any number a payload may hold, checked without converting a huge int to float.
MAX_ABS_INT = 2**63 - 1


def _is_number(value: object) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return abs(value) <= MAX_ABS_INT
    return isinstance(value, float) and math.isfinite(value)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_ABS_INT


@dataclass(frozen=True)
class Field:
    name: str
    kind: str  # "str", "number", "int", "list", "id"
    required: bool = True
    low: float | None = None
    high: float | None = None
    low_exclusive: bool = False
    choices: tuple[str, ...] = ()
    pattern: re.Pattern | None = None
    max_length: int = 10_000

    def check(self, value: object, path: str) -> list[Problem]:
        if self.kind == "str":
            if not isinstance(value, str) or not value.strip():
                return [(path, "must be a non-empty string")]
            if len(value) > self.max_length:
                return [(path, f"must be at most {self.max_length} characters")]
            if self.choices and value not in self.choices:
                return [(path, f"must be one of {', '.join(self.choices)}")]
            if self.pattern and not self.pattern.match(value):
                return [(path, "must be a time as HH:MM (24-hour)")]
            return []
        if self.kind == "id":
            if _is_int(value) or (isinstance(value, str) and value.strip()):
                too_long = isinstance(value, str) and len(value) > 200
                return [(path, "must be at most 200 characters")] if too_long else []
            return [(path, "must be a string or an integer")]
        if self.kind == "list":
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                return [(path, "must be a list of strings")]
            if len(value) > 100 or any(len(v) > 200 for v in value):
                return [(path, "must hold at most 100 strings of at most 200 characters")]
            return []
        if self.kind == "int" and not _is_int(value):
            return [(path, "must be an integer")]
        if self.kind == "number" and not _is_number(value):
            return [(path, "must be a number")]
        return self._check_range(cast(float, value), path)  # a number: checked just above

    def _check_range(self, value: float, path: str) -> list[Problem]:
        if self.low is not None:
            if self.low_exclusive and value <= self.low:
                return [(path, f"must be greater than {self.low:g}")]
            if value < self.low:
                return [(path, f"must be at least {self.low:g}")]
        if self.high is not None and value > self.high:
            return [(path, f"must be at most {self.high:g}")]
        return []


def _fields(*fields: Field) -> Callable[[dict], list[Problem]]:
    def check(payload: dict) -> list[Problem]:
        problems: list[Problem] = []
        for field in fields:
            if field.name not in payload or payload[field.name] is None:
                if field.required:
                    problems.append((f"payload.{field.name}", "is required"))
                continue
            problems.extend(field.check(payload[field.name], f"payload.{field.name}"))
        return problems

    check.fields = fields  # type: ignore[attr-defined]  # read by payload_fields() and coda_console.event_schema
    return check


_SET_FIELDS = (
    Field("exercise", "str", max_length=200),
    Field("reps", "int", low=0, high=1000),
    Field("weight_kg", "number", low=0, high=1000),
    Field("rpe", "number", required=False, low=1, high=10),
)
_check_set = _fields(*_SET_FIELDS)


_SESSION_FIELDS = (
    Field("name", "str", max_length=200),
    Field("volume_kg", "number", required=False, low=0, high=1_000_000),
    Field("duration_min", "number", required=False, low=0, high=24 * 60),
)
_check_session = _fields(*_SESSION_FIELDS)


def _session_completed(payload: dict) -> list[Problem]:
    problems = _check_session(payload)
    sets = payload.get("sets")
    if not isinstance(sets, list):
        return [*problems, ("payload.sets", "is required and must be a list of sets")]
    for index, item in enumerate(sets):
        if not isinstance(item, dict):
            problems.append((f"payload.sets[{index}]", "must be an object"))
            continue
        problems.extend(
            (path.replace("payload.", f"payload.sets[{index}].", 1), message)
            for path, message in _check_set(item)
        )
    return problems


# `sets` is checked by hand above; the API docs describe it as a list of objects with _SET_FIELDS.
_session_completed.fields = (*_SESSION_FIELDS, Field("sets", "sets"))  # type: ignore[attr-defined]
SET_FIELDS = _SET_FIELDS


COACHING_KINDS: dict[str, Callable[[dict], list[Problem]]] = {
    "sleep.logged": _fields(
        Field("hours", "number", low=0, high=24),
        Field("bedtime", "str", required=False, pattern=_HHMM),
        Field("quality", "int", required=False, low=1, high=5),
    ),
    "recovery.scored": _fields(Field("score", "number", low=0, high=100)),
    "session.completed": _session_completed,
    "session.skipped": _fields(Field("name", "str", max_length=200), Field("reason", "str", required=False)),
    "meal.logged": _fields(
        Field("description", "str"),
        Field("protein_g", "number", required=False, low=0, high=5_000),
        Field("kcal", "number", required=False, low=0, high=100_000),
    ),
    "weight.logged": _fields(Field("kg", "number", low=0, low_exclusive=True, high=700)),
    "chat.turn": _fields(
        Field("role", "str", choices=("user", "bot")), Field("text", "str", max_length=20_000)
    ),
    "checkin.soreness": _fields(
        Field("area", "str", max_length=100),
        Field("severity", "int", low=1, high=5),
        Field("note", "str", required=False),
    ),
    "injury.reported": _fields(Field("area", "str", max_length=100), Field("description", "str")),
    "travel.started": _fields(Field("location", "str", required=False, max_length=200)),
    "travel.ended": _fields(Field("location", "str", required=False, max_length=200)),
    "program.changed": _fields(Field("summary", "str"), Field("by", "str", required=False, max_length=100)),
    "brief.confirmed": _fields(Field("at", "str", required=False, max_length=64)),
    "question.answered": _fields(Field("question_id", "id"), Field("answer", "str")),
    "note.filed": _fields(
        Field("title", "str", max_length=200),
        Field("body", "str", max_length=40_000),
        Field("source", "str", required=False, max_length=500),
    ),
}

BEHAVIOURAL_KINDS: dict[str, Callable[[dict], list[Problem]]] = {
    "tool.success": _fields(
        Field("tool", "str", max_length=200),
        Field("duration_ms", "number", required=False, low=0, high=7 * 24 * 3600 * 1000),
    ),
    "tool.failure": _fields(Field("tool", "str", max_length=200), Field("error", "str", required=False)),
    "entity.access": _fields(
        Field("entity_type", "str", max_length=100),
        Field("entity_id", "id"),
        Field("label", "str", required=False, max_length=300),
    ),
    "query.pattern": _fields(
        Field("domain", "str", max_length=100), Field("keywords", "list", required=False)
    ),
}

EVENT_KINDS = {**COACHING_KINDS, **BEHAVIOURAL_KINDS}

# A `query.pattern` the context endpoint records about its own call carries `"origin": "context"`.
# It says what the bot asked, not what the client cares about: memory learns nothing from it and the
# bundle never shows it (docs/context.md "Remove the choice").
QUERY_ORIGIN_CONTEXT = "context"


def is_context_observation(kind: str, payload: object) -> bool:
    return (
        kind == "query.pattern"
        and isinstance(payload, dict)
        and payload.get("origin") == QUERY_ORIGIN_CONTEXT
    )


# Kinds that trigger an inline mini-ingest the moment they land (docs/wiki.md, "Inline mini-ingests").
INLINE_TRIGGER_KINDS = {"injury.reported", "question.answered", "program.changed", "note.filed"}


# Feature apps may add triggers that read the payload (core never imports a feature): the wiki registers
# user chat turns that report pain, so pain said in chat reaches a safety alert within seconds.
_PAYLOAD_TRIGGERS: dict[str, Callable[[dict], bool]] = {}


def register_inline_trigger(kind: str, predicate: Callable[[dict], bool]) -> None:
    _PAYLOAD_TRIGGERS[kind] = predicate


def inline_trigger_kinds() -> list[str]:
    """Every kind that may trigger an inline run (the payload decides for some)."""
    return sorted({*INLINE_TRIGGER_KINDS, "checkin.soreness", *_PAYLOAD_TRIGGERS})


def is_inline_trigger(kind: str, payload: dict) -> bool:
    if kind == "checkin.soreness":
        return _is_int(payload.get("severity")) and payload["severity"] >= 3
    if kind in _PAYLOAD_TRIGGERS:
        try:
            return bool(_PAYLOAD_TRIGGERS[kind](payload))
        except Exception:  # a trigger check never fails a batch: the nightly run still folds the event
            return False
    return kind in INLINE_TRIGGER_KINDS


def payload_fields(kind: str) -> tuple[Field, ...]:
    """The declared payload fields of a kind (session.completed: its own; its sets' are _SET_FIELDS,
    `set_fields()`): one source for generated tests and documentation."""
    if kind == "session.completed":
        return _SESSION_FIELDS
    return getattr(EVENT_KINDS[kind], "fields", ())


def set_fields() -> tuple[Field, ...]:
    return _SET_FIELDS


def validate_payload(kind: str, payload: object) -> list[Problem]:
    if kind not in EVENT_KINDS:
        return [("kind", f"unknown kind {kind[:100]!r}; use one of: {', '.join(sorted(EVENT_KINDS))}")]
    if not isinstance(payload, dict):
        return [("payload", "must be a JSON object")]
    return EVENT_KINDS[kind](payload)
