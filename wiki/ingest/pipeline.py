"""The ingest pipeline as pure functions over a TreeView: digest → task → distil/validate/retry → plan.

A run ends `Committed` (a Plan, perhaps with poison events quarantined and the rest of the day folded)
or `DeadLettered` (every attempt failed on violations that name no event). No database writes happen
here; wiki/ingest/runs.py commits the resulting Plan to the live tree and
wiki/ingest/rebuild.py applies it to a scratch tree. Same tree + same events + a deterministic distiller →
the same plan, byte for byte.
"""

import dataclasses
import datetime as dt
import logging
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

from wiki.distillers.base import Distiller, DistillerError, DistillInput, EventRecord, Proposal
from wiki.ingest.digest import digest_path, render_digest, render_transcript, transcript_path
from wiki.ingest.eventlog import candidate_pages
from wiki.ingest.pipeline_context import chat_pains, event_texts, with_stat_blocks
from wiki.ingest.poison import (
    CONSTRAINTS_PAGE,
    Quarantine,
    chat_pain_fallback,
    events_named,
    safety_fallback,
)
from wiki.ingest.statblocks import expected_blocks, series_of, stamp
from wiki.tree import content
from wiki.tree.pagemap import CORE_PAGES
from wiki.tree.paths import weekly_path
from wiki.tree.schema_text import SCHEMA_TEXT, SCHEMA_VERSION
from wiki.tree.trees import Plan, TreeView, finalize_plan
from wiki.validator import Violation, validate_proposal

logger = logging.getLogger(__name__)

WORKFLOW = {"nightly": "ingest", "inline": "inline"}
# Quarantine rounds per run: each round leaves out the events the last round's violations named.
MAX_QUARANTINE_ROUNDS = 3
# Rules whose violation is about text on the page: a retry that fixes one by leaving the page out has
# skipped a write (a failure), not fixed it.
TEXT_RULES = frozenset(
    {"characters", "raw-html", "secrets", "contradictions", "coach-block", "links", "line-cap", "page-shape"}
)


@dataclass(frozen=True)
class PipelineInput:
    client_name: str
    timezone: str
    local_date: dt.date
    mode: str  # "nightly" | "inline"
    events: tuple[EventRecord, ...]
    recent: tuple[EventRecord, ...] = ()
    held: tuple[int, ...] = ()  # seqs of events quarantined by an earlier run: in the digest, not distilled
    note_links: tuple[tuple[int, tuple[str, ...]], ...] | None = None  # wiki.ingest.note_links


@dataclass
class Attempts:
    """What the distil/validate loop produced: a valid proposal, or every attempt's violations."""

    proposal: Proposal | None
    count: int
    violations: list[list[str]] = field(default_factory=list)
    error: str = ""
    last: Proposal | None = None
    found: list[Violation] = field(default_factory=list)  # every attempt's violations, as objects

    @property
    def ok(self) -> bool:
        return self.proposal is not None


@dataclass(frozen=True)
class Committed:
    """A run to commit: its plan, and the events it quarantined (left out, folded without them)."""

    plan: Plan
    task: DistillInput | None = None
    attempts: Attempts | None = None
    pages_read: int = 0
    quarantined: tuple[Quarantine, ...] = ()

    @property
    def proposal(self) -> Proposal | None:
        return self.attempts.proposal if self.attempts else None


@dataclass(frozen=True)
class DeadLettered:
    """A run whose every attempt failed on violations naming no event: the wiki does not move."""

    task: DistillInput
    attempts: Attempts
    pages_read: int = 0


PipelineResult = Committed | DeadLettered


# --- Tree initialisation -------------------------------------------------------------------------


def plan_tree_init(tree: TreeView, *, client_name: str, local_date: dt.date) -> Plan | None:
    """SCHEMA.md, index.md, log.md and the core pages — whatever of them is missing (None: all there)."""
    existing = tree.paths()
    writes: dict[str, str] = {}
    if "SCHEMA.md" not in existing:
        writes["SCHEMA.md"] = SCHEMA_TEXT
    for path in CORE_PAGES:
        if path not in existing:
            writes[path] = content.core_page(path, client_name)
    if not writes and "log.md" in existing and "index.md" in existing:
        return None
    if "log.md" not in existing:
        writes["log.md"] = content.log_empty(client_name)
    created = [path for path in writes if path.startswith("wiki/")]
    parts = [f"SCHEMA {SCHEMA_VERSION}"] if "SCHEMA.md" in writes else []
    if created:
        parts.append(f"{len(created)} core page{'s' if len(created) != 1 else ''}")
    details = ", ".join(parts) or "index.md and log.md"
    return finalize_plan(
        tree,
        kind="init",
        local_date=local_date,
        updated_by="system",
        reason=f"tree initialised (SCHEMA {SCHEMA_VERSION})",
        client_name=client_name,
        writes=writes,
        log_line=content.log_line(local_date, "init", "tree", details),
    )


# --- Distilling ----------------------------------------------------------------------------------


def raw_writes(inputs: PipelineInput) -> dict[str, str]:
    """The nightly run's raw/ files: the day's digest and, when chat was notable, its transcript."""
    if inputs.mode != "nightly":
        return {}
    transcript = render_transcript(
        client_name=inputs.client_name,
        timezone=inputs.timezone,
        local_date=inputs.local_date,
        events=inputs.events,
    )
    writes = {}
    if transcript is not None:
        writes[transcript_path(inputs.local_date)] = transcript
    writes[digest_path(inputs.local_date)] = render_digest(
        client_name=inputs.client_name,
        timezone=inputs.timezone,
        local_date=inputs.local_date,
        events=inputs.events,
        transcript=transcript is not None,
    )
    return writes


def build_task(
    tree: TreeView, inputs: PipelineInput, raw: dict[str, str], client_ref: str, extra: tuple[str, ...] = ()
) -> DistillInput:
    """SCHEMA + index + candidate pages only — never the whole wiki. `extra`: existing pages a
    distiller's first step added beyond the map (docs/anthropic.md "Pages beyond the map")."""
    existing = tree.paths()
    candidates = candidate_pages(
        inputs.events,
        existing,
        inputs.local_date,
        note_links=inputs.note_links,
        client_name=inputs.client_name,
    )
    candidates += [path for path in extra if path in existing and path not in candidates]
    if inputs.mode == "inline":
        candidates = candidates[: settings.WIKI_INLINE_MAX_PAGES]
    elif weekly_path(inputs.local_date) in existing and weekly_path(inputs.local_date) not in candidates:
        # The week's page sums up every kind of day, not only session days: a nightly run always gets it.
        candidates.append(weekly_path(inputs.local_date))
    path = digest_path(inputs.local_date)
    digest = raw.get(path) or render_digest(
        client_name=inputs.client_name,
        timezone=inputs.timezone,
        local_date=inputs.local_date,
        events=inputs.events,
        transcript=False,
    )
    # The numbers are code's: every candidate page (and this week's page, which a nightly run may
    # create) is handed over with its fresh stat block (docs/wiki.md "Stat blocks").
    series = series_of((*inputs.recent, *inputs.events), inputs.timezone, inputs.local_date)
    blocks = expected_blocks([*candidates, weekly_path(inputs.local_date)], series)
    pages = {
        path: stamp(text, blocks[path]) if path in blocks else text
        for path, text in tree.read_many(candidates).items()
    }
    return DistillInput(
        client_ref=client_ref,
        client_name=inputs.client_name,
        timezone=inputs.timezone,
        local_date=inputs.local_date,
        mode=inputs.mode,
        schema=tree.read("SCHEMA.md") or SCHEMA_TEXT,
        index=tree.read("index.md") or "",
        pages=pages,
        existing_paths=existing | frozenset(raw),
        raw_digest_path=path,
        raw_digest=digest,
        events=inputs.events,
        recent_events=inputs.recent,
        note_links=inputs.note_links,
        stat_blocks=blocks,
    )


def check(
    tree: TreeView, task: DistillInput, proposal: Proposal, extra_ids: frozenset[str] = frozenset()
) -> list[Violation]:
    """The validator's verdict on a proposal against this tree (messages are fed back to the distiller).
    `extra_ids`: events the run left out (quarantined) that code's own fallback entries cite."""
    paths = [path for path in proposal.pages if isinstance(path, str)]
    known = frozenset(event.event_id for event in (*task.events, *task.recent_events)) | extra_ids
    return validate_proposal(
        proposal,
        current=tree.read_many(paths),
        existing_paths=task.existing_paths,
        local_date=task.local_date,
        read_paths=frozenset(task.pages),
        mode=task.mode,
        max_lines=settings.WIKI_PAGE_MAX_LINES,
        inline_max_pages=settings.WIKI_INLINE_MAX_PAGES,
        stat_blocks=task.stat_blocks,
        evidence_ids=known,
        pains=chat_pains(task),
        constraints_now=tree.read(CONSTRAINTS_PAGE) or "",
        event_texts=event_texts(task),
    )


def violation_messages(found: list[Violation], events: tuple[EventRecord, ...]) -> list[str]:
    """The validator's messages, each naming the input events its text comes from (where it can)."""
    by_event = {event.seq: event.event_id for event in events}
    messages = []
    for violation in found:
        named = events_named([violation], events)
        source = f" (text from event {', '.join(by_event[seq] for seq in named)})" if named else ""
        messages.append(f"{violation}{source}")
    return messages


def skipped_writes(proposal: Proposal, earlier: list[Violation]) -> list[Violation]:
    """Pages an earlier attempt wrote with bad text that this one leaves out: a skipped write."""
    named = {v.path: v for v in earlier if v.rule in TEXT_RULES and v.path.startswith("wiki/")}
    return [
        Violation("skipped-write", path, "a retry left out a page instead of fixing it", violation.excerpt)
        for path, violation in sorted(named.items())
        if path not in proposal.pages
    ]


def distill(distiller: Distiller, task: DistillInput, tree: TreeView) -> Attempts:
    """Ask, validate, and on failure ask again with the violations — up to WIKI_MAX_ATTEMPTS."""
    attempts = Attempts(proposal=None, count=0)
    previous: tuple[str, ...] = ()
    for number in range(1, settings.WIKI_MAX_ATTEMPTS + 1):
        attempts.count = number
        try:
            proposal = distiller.propose(dataclasses.replace(task, violations=previous))
            if not isinstance(proposal, Proposal):
                raise DistillerError(f"the distiller returned {type(proposal).__name__}, not a Proposal")
        except Exception as error:
            if not isinstance(error, DistillerError):
                logger.exception("distiller %s crashed", getattr(distiller, "name", "?"))
            attempts.error = f"{type(error).__name__}: {error}"
            previous = (f"[distiller] {attempts.error}",)
            attempts.violations.append(list(previous))
            continue
        proposal = with_stat_blocks(tree, task, proposal)
        attempts.last = proposal
        found = check(tree, task, proposal) or skipped_writes(proposal, attempts.found)
        if not found:
            attempts.proposal = proposal
            return attempts
        attempts.found += found
        attempts.violations.append(violation_messages(found, task.events))
        previous = tuple(attempts.violations[-1])
    return _pain_written_by_code(tree, task, attempts)


def _pain_written_by_code(tree: TreeView, task: DistillInput, attempts: Attempts) -> Attempts:
    """Pain said in chat is never lost to a distiller that keeps leaving it out: when the last attempt
    failed only on `chat-pain`, code writes the entries and alerts itself (as for a quarantined report,
    docs/wiki.md "Poison events") and the result is validated like any proposal."""
    last = attempts.last
    if last is None or not attempts.violations or attempts.proposal is not None:
        return attempts
    failed = check(tree, task, last)
    if not failed or any(violation.rule != "chat-pain" for violation in failed):
        return attempts
    current = last.pages.get(CONSTRAINTS_PAGE, tree.read(CONSTRAINTS_PAGE))
    page, alerts = chat_pain_fallback(
        chat_pains(task), current, client_name=task.client_name, local_date=task.local_date
    )
    pages = {**last.pages, CONSTRAINTS_PAGE: page} if page is not None else last.pages
    fixed = dataclasses.replace(last, pages=pages, alerts=(*last.alerts, *alerts))
    if CONSTRAINTS_PAGE not in task.pages and tree.read(CONSTRAINTS_PAGE) is not None:
        return attempts  # the page was not read: code may not rewrite it either
    if not check(tree, task, fixed):
        attempts.proposal = attempts.last = fixed
    return attempts


def _contradictions_text(count: int) -> str:
    if count == 0:
        return "no contradictions"
    return f"{count} contradiction" + ("s" if count != 1 else "")


def plan_ingest(
    tree: TreeView, task: DistillInput, proposal: Proposal, raw: dict[str, str], quarantined: int = 0
) -> Plan:
    workflow = WORKFLOW[task.mode]
    count = len(task.events)
    subject = proposal.log_subject or (f"{count} events" if count or not quarantined else "quarantine")

    def line(pages: list[str]) -> str:
        touched = ", ".join(content.page_label(path) for path in pages) or "no pages changed"
        events = f"{count} event{'s' if count != 1 else ''}"
        details = f"{events}; {touched}; {_contradictions_text(len(proposal.contradictions))}"
        if quarantined:
            details += f"; {quarantined} event{'s' if quarantined != 1 else ''} quarantined"
        return content.log_line(task.local_date, workflow, subject, details)

    writes = dict(raw)
    writes.update(proposal.pages)
    return finalize_plan(
        tree,
        kind=task.mode,
        local_date=task.local_date,
        updated_by="distiller",
        reason=content.one_line(f"{workflow} {task.local_date.isoformat()}: {subject}", 300),
        client_name=task.client_name,
        writes=writes,
        summaries=dict(proposal.index_summaries),
        log_line=line,
        authors={path: "system" for path in raw},
    )


def plan_quiet_day(tree: TreeView, *, client_name: str, local_date: dt.date) -> Plan:
    return finalize_plan(
        tree,
        kind="nightly",
        local_date=local_date,
        updated_by="system",
        reason=f"ingest {local_date.isoformat()}: quiet day",
        client_name=client_name,
        writes={},
        log_line=content.log_line(local_date, "ingest", "quiet day"),
        refresh_index=False,
    )


def not_held(inputs: PipelineInput) -> PipelineInput:
    """The inputs a distiller sees: events quarantined by an earlier run left out."""
    held = set(inputs.held)
    return dataclasses.replace(
        inputs, events=tuple(event for event in inputs.events if event.seq not in held)
    )


def _with_safety_fallback(
    tree: TreeView, task: DistillInput, proposal: Proposal, quarantined: list[Quarantine]
) -> tuple[DistillInput, Proposal]:
    """A quarantined pain or injury report still lands: a minimal escaped watch entry and a safety
    alert, written by code into the run's proposal (and validated with it)."""
    current = tree.read(CONSTRAINTS_PAGE)
    page, alerts = safety_fallback(
        [item.event for item in quarantined],
        proposal.pages.get(CONSTRAINTS_PAGE, current),
        client_name=task.client_name,
        local_date=task.local_date,
    )
    if page is None and not alerts:
        return task, proposal
    pages = {**proposal.pages, CONSTRAINTS_PAGE: page} if page is not None else proposal.pages
    given = {**task.pages, CONSTRAINTS_PAGE: current} if current is not None else task.pages
    return (
        dataclasses.replace(task, pages=given),
        dataclasses.replace(proposal, pages=pages, alerts=(*proposal.alerts, *alerts)),
    )


def _commit_or_dead_letter(
    tree: TreeView,
    task: DistillInput,
    attempts: Attempts,
    raw: dict[str, str],
    quarantined: list[Quarantine],
    pages_read: int,
    held: int = 0,
) -> PipelineResult:
    assert attempts.proposal is not None  # callers pass attempts that are ok
    task, proposal = _with_safety_fallback(tree, task, attempts.proposal, quarantined)
    if proposal is not attempts.proposal:
        found = check(tree, task, proposal, frozenset(item.event.event_id for item in quarantined))
        if found:  # code's own entry failed the validator: loud, never silent
            attempts.found += found
            attempts.violations.append([str(violation) for violation in found])
            attempts.last, attempts.proposal = proposal, None
            return DeadLettered(task, attempts, pages_read)
        attempts.proposal = proposal
    plan = plan_ingest(tree, task, proposal, raw, len(quarantined) + held)
    return Committed(plan, task, attempts, pages_read, tuple(quarantined))


def run_pipeline(
    tree: TreeView, inputs: PipelineInput, distiller: Distiller, *, client_ref: str
) -> PipelineResult:
    """The whole pure pipeline for one run: a Plan to commit, or the failed Attempts to dead-letter.

    When every attempt fails on violations that name events (docs/wiki.md "Poison events"), those
    events are quarantined and the rest of the day is distilled again without them; a quarantined pain
    or injury report still gets its watch entry and safety alert from code."""
    if not inputs.events:
        return Committed(plan_quiet_day(tree, client_name=inputs.client_name, local_date=inputs.local_date))
    raw = raw_writes(inputs)  # the digest lists every event of the day, quarantined ones included
    events = not_held(inputs).events
    quarantined: list[Quarantine] = []
    extra: tuple[str, ...] | None = None
    for _ in range(MAX_QUARANTINE_ROUNDS + 1):
        day = dataclasses.replace(inputs, events=events)
        task = build_task(tree, day, raw, client_ref, extra or ())
        if extra is None:
            extra = extra_pages_of(distiller, task)
            task = build_task(tree, day, raw, client_ref, extra) if extra else task
        pages_read = 2 + len(task.pages)  # SCHEMA.md + index.md + the candidate pages
        if events:
            attempts = distill(distiller, task, tree)
        else:  # everything left was quarantined: nothing to ask a distiller
            attempts = Attempts(proposal=Proposal(pages={}, index_summaries={}), count=0)
        if attempts.ok:
            held = len(inputs.events) - len(not_held(inputs).events)
            return _commit_or_dead_letter(tree, task, attempts, raw, quarantined, pages_read, held)
        named = events_named(attempts.found, events)
        if not named:
            return DeadLettered(task, attempts, pages_read)
        quarantined += [
            Quarantine(event, "; ".join(named[event.seq])) for event in events if event.seq in named
        ]
        events = tuple(event for event in events if event.seq not in named)
    return DeadLettered(task, attempts, pages_read)


def extra_pages_of(distiller: Distiller, task: DistillInput) -> tuple[str, ...]:
    """The pages a distiller's cheap first step adds to the candidates (only a distiller that has one,
    the LLM's: docs/anthropic.md "Pages beyond the map")."""
    step = getattr(distiller, "extra_pages", None)
    return tuple(step(task)) if callable(step) and task.events else ()


def proposal_json(proposal: Proposal | None) -> dict[str, Any]:
    """A proposal as stored in a dead letter (best effort: a distiller may return odd shapes)."""
    if proposal is None:
        return {}
    try:
        return dataclasses.asdict(proposal)
    except TypeError:
        return {"repr": repr(proposal)[:10_000]}
