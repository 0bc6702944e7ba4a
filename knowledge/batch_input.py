"""The body of a batch write (`POST /api/v1/domains/<slug>/records/batch`, docs/knowledge.md "Writing
many records") → typed inputs, with every problem named by its item's index.

The items have the fields of a single record write (knowledge.api.RecordsApi) and its limits (notes,
unbounded there, at most 50,000 characters here).
They are checked here in plain Python rather than by a DRF serializer per item, as the event log
checks its batches (coda_console.services.validate_event_batch): DRF's field machinery cost ~0.3 ms an
item — more than inserting the record — and a batch exists to be cheap per record. The serializers on
the view document the same shape for the OpenAPI schema.
"""

from typing import Any

from coda_console.errors import ApiError
from knowledge.inputs import RecordFields, RecordLinks
from knowledge.models import AUTHORITY_RANK, Authority
from knowledge.rules import LINK_TYPES

REF_FIELDS = ("supersedes", "distinct_from", "contradicts", "caused_by")
MAX_DETAILS = 100  # a batch of 500 bad items answers with the first 100 problems
NOTE_CHARS = 50_000  # a note says why; the single write leaves it unbounded, the batch caps it like a body


class _Item:
    """One item's raw dict, read field by field; problems are collected, not raised."""

    def __init__(self, index: int, raw: dict[str, Any], problems: list[dict[str, Any]]) -> None:
        self.index, self.raw, self.problems = index, raw, problems

    def problem(self, field: str, message: str) -> None:
        self.problems.append({"index": self.index, "field": field, "message": message})

    def text(self, name: str, *, max_length: int, required: bool = False, value: Any = None) -> str:
        value = self.raw.get(name) if value is None else value
        if value is None:
            if required:
                self.problem(name, "required")
            return ""
        if not isinstance(value, str):
            self.problem(name, "must be a string")
            return ""
        value = value.strip()
        if required and not value:
            self.problem(name, "must not be blank")
        elif len(value) > max_length:
            self.problem(name, f"at most {max_length} characters")
        return value

    def refs(self, name: str) -> list[str]:
        value = self.raw.get(name, [])
        if not isinstance(value, list) or not all(isinstance(ref, str) and len(ref) <= 64 for ref in value):
            self.problem(name, "must be a list of record ids")
            return []
        return value

    def expects(self) -> int | None:
        value = self.raw.get("expects")
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 10_000:
            self.problem("expects", "must be a whole number from 1 to 10000, or null")
            return None
        return value

    def authority(self) -> str:
        value = self.raw.get("authority", Authority.AGENT)
        # AUTHORITY_RANK's keys are the authorities (Authority.values builds a list on every call)
        if not isinstance(value, str) or value not in AUTHORITY_RANK:
            self.problem("authority", f"must be one of {', '.join(Authority.values)}")
            return Authority.AGENT
        return value

    def provenance(self) -> tuple[str, str]:
        value = self.raw.get("provenance")
        if not isinstance(value, dict):
            self.problem("provenance", "must be an object with `source`")
            return "", ""
        source = self.text("provenance.source", max_length=200, required=True, value=value.get("source"))
        return source, self.text("provenance.locator", max_length=200, value=value.get("locator"))

    def edges(self) -> list[dict[str, str]]:
        value = self.raw.get("edges", [])
        if not isinstance(value, list):
            self.problem("edges", "must be a list")
            return []
        edges = []
        for position, edge in enumerate(value):
            field = f"edges[{position}]"
            if not isinstance(edge, dict) or edge.get("type") not in LINK_TYPES:
                self.problem(f"{field}.type", f"must be one of {', '.join(sorted(LINK_TYPES))}")
                continue
            to = self.text(f"{field}.to", max_length=64, required=True, value=edge.get("to"))
            note = self.text(f"{field}.note", max_length=NOTE_CHARS, value=edge.get("note"))
            edges.append({"type": edge["type"], "to": to, "note": note})
        return edges


def _item(index: int, raw: object, problems: list[dict[str, Any]], created_by: str):
    if not isinstance(raw, dict):
        problems.append({"index": index, "field": "", "message": "must be an object"})
        return None
    item = _Item(index, raw, problems)
    before = len(problems)
    source, locator = item.provenance()
    fields = RecordFields(
        title=item.text("title", max_length=300, required=True),
        key=item.text("key", max_length=200),
        body=item.text("body", max_length=50_000),
        provenance_source=source,
        provenance_locator=locator,
        authority=item.authority(),
        expects=item.expects(),
        note=item.text("note", max_length=NOTE_CHARS),
        created_by=created_by,
    )
    refs = {name: item.refs(name) for name in REF_FIELDS}
    links = RecordLinks(**refs, edges=item.edges())
    return None if len(problems) > before else (fields, links)


def parse(body: object, *, created_by: str, max_items: int) -> list[tuple[RecordFields, RecordLinks]]:
    """`{"records": [item, …]}` → one (fields, links) per item; any problem → one 400 naming them all."""
    records = body.get("records") if isinstance(body, dict) else None
    if not isinstance(records, list) or not records:
        raise ApiError(
            "The body must be an object with a non-empty `records` list.",
            details=[{"field": "records", "message": "required: a list of records"}],
        )
    if len(records) > max_items:
        raise ApiError(
            f"A batch holds at most {max_items} records; this one has {len(records)}.",
            code="batch_too_large",
            details=[{"field": "records", "message": f"at most {max_items} items"}],
        )
    problems: list[dict[str, Any]] = []
    items = [_item(index, raw, problems, created_by) for index, raw in enumerate(records)]
    if problems:
        raise ApiError(
            f"{len({p['index'] for p in problems})} of {len(records)} records are not valid; "
            "nothing was written.",
            details=problems[:MAX_DETAILS],
        )
    return [item for item in items if item is not None]
