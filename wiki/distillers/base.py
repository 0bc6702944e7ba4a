"""The one distiller interface. A distiller proposes; the validator (wiki/validator.py) disposes.

Every distiller — `rules` (deterministic, offline, default), `anthropic` (docs/anthropic.md) and `scripted`
(tests) — takes a DistillInput and returns a Proposal. Nothing a distiller returns is trusted: the
ingest pipeline validates it and commits it whole or not at all. A batch-capable distiller also
implements `submit`/`collect` (submit now, results later); the pipeline treats a collected result
exactly like a direct one.
"""

import datetime as dt
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable


@dataclass(frozen=True)
class EventRecord:
    """One event as a distiller sees it (structured; the raw digest is its human rendering)."""

    seq: int  # Event.id — stable, monotonic; cite it as evidence
    event_id: str
    kind: str
    occurred_at: dt.datetime  # aware, UTC
    local_date: dt.date  # in the client's timezone
    payload: dict[str, Any]
    session_id: str = ""


@dataclass(frozen=True)
class DistillInput:
    client_ref: str  # the client's external_id (also the tree folder name)
    client_name: str
    timezone: str
    local_date: dt.date  # the day being distilled (client-local)
    mode: str  # "nightly" | "inline"
    schema: str  # SCHEMA.md
    index: str  # index.md
    pages: dict[str, str]  # candidate pages: tree path (e.g. "wiki/goals.md") → current content
    existing_paths: frozenset[str]  # every path in the tree now (for links and new page names)
    raw_digest_path: str  # e.g. "raw/2026-08-09-events.md"
    raw_digest: str
    events: tuple[EventRecord, ...]  # the events being folded in (past the watermark)
    recent_events: tuple[EventRecord, ...] = ()  # bounded look-back window (≤ 42 days) for patterns
    violations: tuple[str, ...] = ()  # the validator's complaints about the previous attempt
    # Per filed note (event seq), the core pages it may be linked from, best first — decided by the
    # pipeline and recorded (wiki.ingest.note_links); None: decided by the distiller's vocabulary.
    note_links: tuple[tuple[int, tuple[str, ...]], ...] | None = None
    # path → the stat block the page carries after this run (None: none), computed by code from the
    # evidence window (wiki/ingest/statblocks.py); the candidate pages above already hold them.
    stat_blocks: dict[str, str | None] = field(default_factory=dict)


@dataclass(frozen=True)
class Contradiction:
    page: str
    old_claim: str
    new_claim: str
    evidence: tuple[str, ...] = ()  # event ids


@dataclass(frozen=True)
class ProposedAlert:
    """An alert other than a contradiction: `coach_block_tension` or `safety`."""

    kind: str
    page: str
    severity: str  # "low" | "medium" | "high"
    message: str
    evidence: tuple[str, ...] = ()
    payload: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Removal:
    """A claim a proposal drops on purpose, and why (docs/anthropic.md "Validator rules")."""

    page: str
    claim: str  # the dropped line as it stood on the page
    reason: str


@dataclass(frozen=True)
class ProposedQuestion:
    """At most one question per run for the coach's question queue (docs/anthropic.md "Questions out")."""

    text: str
    options: tuple[str, ...]
    page: str  # the page the answer fills
    evidence: tuple[str, ...] = ()


@dataclass(frozen=True)
class Proposal:
    pages: dict[str, str]  # tree path → full new content (rewrites and new pages)
    index_summaries: dict[str, str]  # tree path → one-line summary
    contradictions: tuple[Contradiction, ...] = ()
    alerts: tuple[ProposedAlert, ...] = ()
    log_subject: str = ""
    usage: dict[str, int] = field(default_factory=dict)  # token accounting, where the distiller has it
    removed: tuple[Removal, ...] = ()  # claims dropped on purpose, each with its reason
    questions: tuple[ProposedQuestion, ...] = ()  # for the coach's question queue (at most one)


class DistillerError(Exception):
    """No proposal (bad answer, timeout, API error): counts as one failed attempt."""


@runtime_checkable
class Distiller(Protocol):
    name: str
    deterministic: bool  # True: same input → byte-identical proposal (rebuild can verify its days)
    # Bumped by every change that can alter a proposal (docs/wiki.md, "Distiller versions"): each
    # changeset records it, and wiki_rebuild replays only the days the current version wrote.
    version: int

    def propose(self, task: DistillInput) -> Proposal: ...


def distiller_version(distiller: object) -> int:
    """The distiller's version (1 for a distiller that predates versions, e.g. a test double)."""
    return int(getattr(distiller, "version", 1))


def distiller_label(name: str, version: int | None) -> str:
    """How a changeset names its distiller: `rules@2` (just the name when no version was recorded)."""
    return f"{name}@{version}" if name and version else name
