"""The typed input of a record write (knowledge.services.record_create): what the record says, and how
it relates to the records already there."""

from collections.abc import Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any

from knowledge import text


@dataclass(frozen=True)
class RecordFields:
    """What the new record says. `key` defaults to the title's normalised form."""

    title: str
    provenance_source: str
    authority: str
    created_by: str
    body: str = ""
    key: str = ""
    provenance_locator: str = ""
    expects: int | None = None
    note: str = ""  # why it replaces what it supersedes (also kept on distinctions)
    source_fingerprint: str = ""

    def normalised(self) -> "RecordFields":
        return replace(self, key=text.normalise_key(self.key or self.title))


@dataclass(frozen=True)
class RecordLinks:
    """Live heads the new record replaces, contradicts or declares distinct, and its other edges.

    `edges` = [{"type", "to", "note"}] with a type of knowledge.rules.LINK_TYPES."""

    supersedes: Sequence[str] = ()
    distinct_from: Sequence[str] = ()
    contradicts: Sequence[str] = ()
    caused_by: Sequence[str] = ()
    edges: Sequence[dict] = field(default_factory=tuple)

    def named(self) -> dict[str, list[Any]]:
        """Every referenced id by the field that names it (for one resolution and its errors)."""
        return {
            "supersedes": list(self.supersedes),
            "distinct_from": list(self.distinct_from),
            "contradicts": list(self.contradicts),
            "caused_by": list(self.caused_by),
            "edges": [link.get("to") for link in self.edges],
        }


FIELD_NAMES = frozenset(f.name for f in fields(RecordFields))
LINK_NAMES = frozenset(f.name for f in fields(RecordLinks))


def split(values: dict[str, Any]) -> tuple[RecordFields, RecordLinks]:
    """A flat dict of both (an API payload, a test helper) → the two inputs; unknown names raise."""
    unknown = set(values) - FIELD_NAMES - LINK_NAMES
    if unknown:
        raise TypeError(f"unknown record fields: {', '.join(sorted(unknown))}")
    record = RecordFields(**{k: v for k, v in values.items() if k in FIELD_NAMES})
    links = RecordLinks(**{k: v for k, v in values.items() if k in LINK_NAMES})
    return record, links
