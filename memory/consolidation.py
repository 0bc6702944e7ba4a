"""The consolidation engine: observations after the checkpoint → facts (docs/memory.md, "Consolidation").

1. read the checkpoint (locked) and the observations after it, in `Event.id` order;
2. deduplicate them to fact keys — one reinforcement per fact per session (per local day without one);
3. reinforce existing facts or create new ones at 0.5;
4. decay every unreinforced fact by the days elapsed since it was last brought up to date;
5. delete facts below 0.1 (recorded as forgotten, reason "decayed");
6. persist facts + the new checkpoint in one transaction, under a lock on the checkpoint row;
7. prune behavioural events that a checkpoint passed at least 7 days ago (in a second, short transaction).

`services.consolidate` wraps this with run recording and error handling; call that, not this.
"""

import datetime as dt
import hashlib
from collections import Counter
from dataclasses import dataclass, field
from typing import cast

from django.db import connection, transaction
from django.db.models import F, Field, Max

from coda_console.models import Client, Event
from memory import decay
from memory.lint import LintWarning, lint_facts, resolve_known_entities_provider
from memory.models import BEHAVIOURAL_KINDS, Category, ConsolidationCheckpoint, ConsolidationRun, Fact
from memory.models import ForgottenFact as Forgotten
from memory.observations import Collected, Signal, Window, collect, read_window

RECENT_UNITS_KEPT = 50
RESCUE_BELOW = 0.2  # a reinforcement arriving below this (within 0.1 of deletion) "rescues" the fact
QUIET_DECAY_INTERVAL_SECONDS = 3600
RUN_RETENTION_DAYS = 90
UPDATED_FIELDS = [
    "confidence",
    "reinforcement_count",
    "ease_factor",
    "last_reinforced",
    "last_decayed_at",
    "content",
    "metadata",
]
TOOL_CATEGORIES = (Category.TOOL_AFFINITY, Category.TOOL_AVOIDANCE, Category.FAILURE_PATTERN)


@dataclass
class ConsolidationResult:
    strategy: str
    observations_read: int = 0
    facts_created: int = 0
    facts_reinforced: int = 0
    facts_decayed: int = 0
    facts_deleted: int = 0
    events_pruned: int = 0
    first_event_id: int | None = None
    last_event_id: int | None = None
    duration_ms: int = 0
    lint: list[LintWarning] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)
    prunable: bool = False  # the checkpoint has passed events that have not been pruned yet
    run: ConsolidationRun | None = None

    @property
    def did_work(self) -> bool:
        return bool(self.last_event_id is not None or self.facts_created or self.facts_deleted)

    def counts(self) -> dict[str, int]:
        return {
            "observations_read": self.observations_read,
            "facts_created": self.facts_created,
            "facts_reinforced": self.facts_reinforced,
            "facts_decayed": self.facts_decayed,
            "facts_deleted": self.facts_deleted,
            "events_pruned": self.events_pruned,
            "lint_warnings": len(self.lint),
            "duration_ms": self.duration_ms,
        }


def after_window_read(client: Client, window: Window | None) -> None:
    """Seam between reading and writing, while the checkpoint lock is held (tests slow it down here)."""


def lock_checkpoint(client: Client) -> ConsolidationCheckpoint:
    """The client's checkpoint row, locked until the surrounding transaction ends.

    PostgreSQL: SELECT … FOR UPDATE, so a second worker waits here and then sees the advanced
    checkpoint. SQLite has no row locks; a first write takes its database-wide write lock instead.
    """
    if connection.vendor == "sqlite":
        ConsolidationCheckpoint.objects.filter(client=client).update(last_event_id=F("last_event_id"))
    checkpoint = ConsolidationCheckpoint.objects.select_for_update().filter(client=client).first()
    if checkpoint is None:  # first consolidation: create the row (racing creators meet on the unique key)
        ConsolidationCheckpoint.objects.get_or_create(client=client)
        checkpoint = ConsolidationCheckpoint.objects.select_for_update().get(client=client)
    return checkpoint


@dataclass
class _Pass:
    """Working state of one consolidation over the client's facts."""

    facts: dict[str, Fact]
    created: set[str] = field(default_factory=set)
    reinforced: set[str] = field(default_factory=set)
    reinforced_days: dict[str, set[dt.date]] = field(default_factory=dict)
    ease_before: dict[str, float] = field(default_factory=dict)
    dirty: set[str] = field(default_factory=set)


def run_consolidation(
    *, client: Client, now: dt.datetime, strategy: decay.DecayStrategy
) -> ConsolidationResult:
    result = ConsolidationResult(strategy=strategy.name)
    with transaction.atomic():
        checkpoint = lock_checkpoint(client)
        window = read_window(client, after_id=checkpoint.last_event_id, now=now)
        after_window_read(client, window)
        work = _Pass(facts={fact.key: fact for fact in Fact.objects.filter(client=client)})
        work.ease_before = {key: fact.ease_factor for key, fact in work.facts.items()}
        collected = collect(window.events if window else [], client.tz)
        _reinforce(client, work, collected, now)
        _update_ease(client, work, collected)
        _decay(work, now, strategy, result, quiet_window=not collected.active_days)
        doomed = [fact for fact in work.facts.values() if fact.confidence < decay.DELETE_BELOW]
        _persist(client, work, doomed, now, result)
        result.facts_created = len(work.created)
        result.facts_reinforced = len(work.reinforced)
        if window is not None:
            checkpoint.last_event_id = window.last_event_id
            checkpoint.last_event_received_at = window.last_received_at
            result.observations_read = len(window.events)
            result.first_event_id = window.first_event_id
            result.last_event_id = window.last_event_id
        checkpoint.consolidated_at = now
        checkpoint.save()
        result.prunable = checkpoint.pruned_through_id < checkpoint.last_event_id
    doomed_keys = {fact.key for fact in doomed}
    result.facts = sorted(
        (fact for fact in work.facts.values() if fact.key not in doomed_keys), key=lambda f: (-f.score, f.key)
    )
    # After commit: a knowledge provider may be slow, and the checkpoint lock is not needed for it.
    result.lint = lint_facts(
        result.facts, tenant=client.tenant, known_entities=resolve_known_entities_provider()
    )
    return result


# --- Steps 2–3: reinforce or create ----------------------------------------------------------------


def _reinforce(client: Client, work: _Pass, collected: Collected, now: dt.datetime) -> None:
    for key, signal in collected.signals.items():
        fact = work.facts.get(key)
        if fact is None:
            work.facts[key] = _new_fact(client, signal, now)
            work.created.add(key)
            work.reinforced_days[key] = set(signal.units.values())
            continue
        recent = set(fact.metadata.get("recent_units", []))
        new_units = [unit for unit in signal.units if unit_token(unit) not in recent]
        if not new_units:
            continue  # this session (or day) was already counted in an earlier window
        if fact.confidence < RESCUE_BELOW:
            fact.metadata["rescues"] = fact.metadata.get("rescues", 0) + 1
        fact.confidence = decay.reinforce(fact.confidence, len(new_units))
        fact.reinforcement_count += len(new_units)
        if signal.last_at is not None:  # a signal with units always has a time
            fact.last_reinforced = max(fact.last_reinforced, signal.last_at)
        fact.last_decayed_at = now
        _remember_units(fact, new_units)
        work.reinforced.add(key)
        work.reinforced_days[key] = {signal.units[unit] for unit in new_units}
        work.dirty.add(key)
    for key, fact in work.facts.items():
        if _merge_metadata(fact, collected):
            work.dirty.add(key)


def _new_fact(client: Client, signal: Signal, now: dt.datetime) -> Fact:
    # a signal is built from at least one unit, so it has a first and a last time
    assert signal.first_at is not None and signal.last_at is not None
    units = list(signal.units)
    fact = Fact(
        client=client,
        key=signal.key,
        category=signal.category,
        subject=signal.subject,
        confidence=decay.reinforce(decay.NEW_FACT_CONFIDENCE, len(units) - 1),
        reinforcement_count=len(units),
        ease_factor=decay.INITIAL_EASE,
        first_seen=signal.first_at,
        last_reinforced=signal.last_at,
        last_decayed_at=now,
        metadata={"recent_units": [], "rescues": 0},
    )
    _remember_units(fact, units)
    return fact


def unit_token(unit: str) -> str:
    """A short, stable stand-in for a session id or day: facts keep 50 of them, loaded on every read."""
    return hashlib.blake2b(unit.encode(), digest_size=6).hexdigest()


def _remember_units(fact: Fact, units: list[str]) -> None:
    tokens = [unit_token(unit) for unit in units]
    fact.metadata["recent_units"] = (fact.metadata.get("recent_units", []) + tokens)[-RECENT_UNITS_KEPT:]


def _merge_metadata(fact: Fact, collected: Collected) -> bool:
    """Fold the window's counts into the fact and rewrite its sentence; False if nothing applied."""
    meta = fact.metadata
    if fact.category in TOOL_CATEGORIES:
        stats = collected.tools.get(fact.subject)
        if stats is None:
            return False
        meta["tool"] = fact.subject
        meta["successes"] = meta.get("successes", 0) + stats.successes
        meta["failures"] = meta.get("failures", 0) + stats.failures
        meta["last_errors"] = (meta.get("last_errors", []) + stats.errors)[-3:]
    elif fact.category == Category.ENTITY_FREQUENCY:
        info = collected.entities.get(fact.key)
        if info is None:
            return False
        meta.update(entity_type=info["entity_type"], entity_id=info["entity_id"])
        meta["label"] = info["label"] or meta.get("label", "")
        meta["accesses"] = meta.get("accesses", 0) + info["accesses"]
    elif fact.category == Category.DOMAIN_PREFERENCE:
        info = collected.domains.get(fact.key)
        if info is None:
            return False
        keywords = Counter(meta.get("keywords", {})) + info["keywords"]
        meta.update(domain=info["domain"], queries=meta.get("queries", 0) + info["queries"])
        meta["keywords"] = dict(keywords.most_common(10))
    fact.content = sentence(fact)
    return True


def sentence(fact: Fact) -> str:
    meta = fact.metadata
    subject = fact.subject
    if fact.category == Category.TOOL_AFFINITY:
        total = meta.get("successes", 0) + meta.get("failures", 0)
        return (
            f"Relies on the {subject} tool ({meta.get('successes', 0)} of {total} recorded calls succeeded)."
        )
    if fact.category == Category.TOOL_AVOIDANCE:
        total = meta.get("successes", 0) + meta.get("failures", 0)
        return (
            f"Has trouble with the {subject} tool ({meta.get('failures', 0)} of {total} recorded calls "
            "failed); prefer an alternative."
        )
    if fact.category == Category.FAILURE_PATTERN:
        errors = meta.get("last_errors") or []
        last = f"; last error: {errors[-1]}" if errors else ""
        return (
            f"The {subject} tool fails repeatedly for this user ({meta.get('failures', 0)} failures{last})."
        )
    if fact.category == Category.ENTITY_FREQUENCY:
        kind = meta.get("entity_type") or subject.split(":", 1)[0]
        entity_id = meta.get("entity_id") or subject.split(":", 1)[-1]
        label = meta.get("label") or ""
        if label and label != entity_id:
            return f"Often works with the {kind} “{label}” ({entity_id})."
        return f"Often works with the {kind} “{entity_id}”."
    keywords = list(meta.get("keywords", {}))[:3]
    suffix = f" (keywords: {', '.join(keywords)})" if keywords else ""
    return f"Often asks about {subject}{suffix}."


# --- Ease (adaptive strategy) ------------------------------------------------------------------------


def _update_ease(client: Client, work: _Pass, collected: Collected) -> None:
    """SM-2 ease, day by day over the window: +0.10 on a reinforced day, −0.14 on an active day without.

    A day can be a lapse only if it comes after the last day already reviewed for this fact (its
    creation day, or the latest day of an earlier window), so a day split across two windows is not
    judged twice. Ease is tracked under both strategies; only AdaptiveDecay reads it.
    """
    if not collected.active_days:
        return
    tz = client.tz
    for key, fact in work.facts.items():
        reinforced_days = work.reinforced_days.get(key, set())
        reviewed = fact.metadata.get("ease_reviewed_through")
        if key in work.created:
            since = min(reinforced_days)
        elif reviewed:
            since = dt.date.fromisoformat(reviewed)
        else:
            since = fact.last_reinforced.astimezone(tz).date()
        ease = fact.ease_factor
        days = collected.active_days | reinforced_days
        for day in sorted(days):
            if day in reinforced_days:
                ease = decay.ease_after(ease, decay.QUALITY_REINFORCED)
            elif day > since:
                ease = decay.ease_after(ease, decay.QUALITY_LAPSE)
        fact.metadata["ease_reviewed_through"] = max(max(days), since).isoformat()
        fact.ease_factor = round(ease, 6)
        work.dirty.add(key)


# --- Step 4: decay -----------------------------------------------------------------------------------


def _decay(
    work: _Pass,
    now: dt.datetime,
    strategy: decay.DecayStrategy,
    result: ConsolidationResult,
    *,
    quiet_window: bool,
) -> None:
    """Decay every fact not reinforced in this window by the days since its `last_decayed_at`.

    The days of this window decay at the ease the fact had when the window opened; ease changes made
    by this window's reinforcements and lapses govern later decay.

    In a quiet window (no observation, so no ease change) a fact decayed less than an hour ago is
    left alone: decay over an interval at constant ease composes exactly (0.95^a · 0.95^b =
    0.95^(a+b)), so the next run catches up to the same value, and load_memory — called at every
    session start — does not rewrite every fact each time.
    """
    for key, fact in work.facts.items():
        if key in work.reinforced or key in work.created:
            continue
        elapsed = (now - fact.last_decayed_at).total_seconds()
        if elapsed <= 0 or (quiet_window and elapsed < QUIET_DECAY_INTERVAL_SECONDS):
            continue
        days = decay.elapsed_days(elapsed)
        fact.confidence = strategy.decay(fact.confidence, days, work.ease_before[key])
        fact.last_decayed_at = now
        result.facts_decayed += 1
        work.dirty.add(key)


# --- Steps 5–6: delete and persist -----------------------------------------------------------------


def _persist(
    client: Client, work: _Pass, doomed: list[Fact], now: dt.datetime, result: ConsolidationResult
) -> None:
    doomed_keys = {fact.key for fact in doomed}
    Fact.objects.bulk_create([work.facts[key] for key in sorted(work.created) if key not in doomed_keys])
    updates = [
        work.facts[key]
        for key in sorted(work.dirty - work.created - doomed_keys)
        if work.facts[key].pk is not None
    ]
    if updates:
        _write_facts(updates, now)
    stored = [fact for fact in doomed if fact.pk is not None]
    if stored:
        Forgotten.objects.bulk_create(
            Forgotten(
                client=client,
                key=fact.key,
                category=fact.category,
                content=fact.content,
                confidence=fact.confidence,
                reinforcement_count=fact.reinforcement_count,
                reason=Forgotten.Reason.DECAYED,
                note=f"confidence {fact.confidence:.3f} fell below {decay.DELETE_BELOW}",
                forgotten_at=now,
            )
            for fact in stored
        )
        Fact.objects.filter(pk__in=[fact.pk for fact in stored]).delete()
    result.facts_deleted = len(stored)


def _write_facts(facts: list[Fact], now: dt.datetime) -> None:
    """UPDATE the changed facts with one prepared statement run per row (executemany).

    QuerySet.bulk_update builds a CASE expression per field per row; for the ~50 facts a client
    holds that costs more than the rest of a consolidation, and load_memory pays it on every call.
    Values go through each field's own get_db_prep_save, exactly as the ORM would send them.
    """
    fields = [cast(Field, Fact._meta.get_field(name)) for name in [*UPDATED_FIELDS, "updated_at"]]
    quote = connection.ops.quote_name
    assignments = ", ".join(f"{quote(str(field.column))} = %s" for field in fields)
    sql = f"UPDATE {quote(Fact._meta.db_table)} SET {assignments} WHERE {quote('id')} = %s"
    rows = []
    for fact in facts:
        fact.updated_at = now
        rows.append([field.get_db_prep_save(getattr(fact, field.attname), connection) for field in fields])
        rows[-1].append(fact.pk)
    with connection.cursor() as cursor:
        cursor.executemany(sql, rows)


# --- Step 7: prune ----------------------------------------------------------------------------------


def prune(*, client: Client, now: dt.datetime, after_days: int, batch: int) -> int:
    """Prune what consolidation no longer needs; returns how many events went.

    Events: behavioural events a checkpoint passed at least `after_days` ago — at or below the window
    end of a successful run that finished that long before `now` — at most `batch` per call, so one
    run never does unbounded work. Domain events are never touched. Runs: those older than
    RUN_RETENTION_DAYS, once they have served as prune bounds.
    """
    pruned = _prune_events(client=client, now=now, after_days=after_days, batch=batch)
    ConsolidationRun.objects.filter(
        client=client, finished_at__lt=now - dt.timedelta(days=RUN_RETENTION_DAYS)
    ).delete()
    return pruned


def _prune_events(*, client: Client, now: dt.datetime, after_days: int, batch: int) -> int:
    horizon = now - dt.timedelta(days=after_days)
    bound = ConsolidationRun.objects.filter(
        client=client, status=ConsolidationRun.Status.OK, finished_at__lte=horizon
    ).aggregate(bound=Max("last_event_id"))["bound"]
    if not bound:
        return 0
    with transaction.atomic():
        checkpoint = lock_checkpoint(client)
        if bound <= checkpoint.pruned_through_id:
            return 0
        ids = list(
            Event.objects.filter(
                client=client,
                kind__in=BEHAVIOURAL_KINDS,
                pk__gt=checkpoint.pruned_through_id,
                pk__lte=min(bound, checkpoint.last_event_id),
            )
            .order_by("pk")
            .values_list("pk", flat=True)[:batch]
        )
        if ids:
            Event.objects.filter(pk__in=ids).delete()
        checkpoint.pruned_through_id = ids[-1] if len(ids) == batch else min(bound, checkpoint.last_event_id)
        checkpoint.save(update_fields=["pruned_through_id"])
    return len(ids)
