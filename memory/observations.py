"""Reading observations after the checkpoint, and deduplicating them into per-fact signals.

Observations are the behavioural events of the core event log. The window is everything with
`Event.id` greater than the checkpoint, up to a *bound* that is safe to advance to (see `window_bound`).
"""

import contextlib
import datetime as dt
import hashlib
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db import connection, transaction

from coda_console.event_kinds import is_context_observation
from coda_console.models import Client, Event
from memory.models import BEHAVIOURAL_KINDS, Category

KEY_MAX = 255
_SPACE = re.compile(r"\s+")


# --- The window ----------------------------------------------------------------------------------


@dataclass
class Window:
    events: list[Event]
    last_event_id: int
    last_received_at: dt.datetime | None

    @property
    def first_event_id(self) -> int | None:
        return self.events[0].pk if self.events else None


# The oldest transaction of *this* database, other than ours, that holds an xid and is still running.
_PG_OLDEST_RUNNING_SQL = """
SELECT backend_xid::text FROM pg_stat_activity
WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()
ORDER BY age(backend_xid) DESC LIMIT 1
"""
# age(xmin) > 0: written by a transaction that started before ours; then it must also precede the
# oldest running one. Otherwise the row is visible yet newer than us: safe only if it is our own
# (a visible row whose writer is still in progress can only be ours or our subtransaction's).
_PG_BOUND_SQL = """
SELECT e.id, e.received_at FROM {table} AS e
WHERE e.client_id = %s AND e.id > %s AND e.received_at <= %s
  AND CASE WHEN age(e.xmin) > 0
           THEN (%s::xid IS NULL OR age(e.xmin) > age(%s::xid))
           ELSE pg_xact_status((pg_current_xact_id()::text::bigint - age(e.xmin))::text::xid8) = 'in progress'
      END
ORDER BY e.id DESC LIMIT 1
"""


def window_bound(client: Client, *, after_id: int, now: dt.datetime) -> tuple[int, dt.datetime] | None:
    """The largest event id consolidation may advance to, with its received_at; None if nothing new.

    Ids are drawn from a sequence before commit, so on PostgreSQL a transaction holding id 100 can
    commit after one holding id 101 is already visible; advancing the checkpoint to 101 would lose
    100 forever. The bound is therefore the largest id of an event that is
    - settled: received at least MEMORY_SETTLE_SECONDS ago (covers an ingest between stamping
      `received_at` and drawing its ids, and small clock skew between web and worker), and
    - on PostgreSQL, written by a transaction that started before ours and before every transaction
      of this database still running when we looked (pg_stat_activity, read after our own xid was
      assigned), or by our own transaction. An in-flight ingest that drew a smaller id drew it before
      the bound event's transaction started writing, so it holds an older xid and holds the bound
      back until it ends; transactions of other databases on the cluster are not waited for.
    Every *visible* event up to the bound is then read, settled or not. SQLite has one writer at a
    time and assigns ids inside its write lock, so commit order is id order there.
    """
    cutoff = now - dt.timedelta(seconds=settings.MEMORY_SETTLE_SECONDS)
    if connection.vendor == "postgresql":
        # Our xid must stay the same across the statements below: run them inside one transaction.
        in_transaction = transaction.atomic() if connection.get_autocommit() else contextlib.nullcontext()
        with in_transaction, connection.cursor() as cursor:
            cursor.execute("SELECT pg_current_xact_id(), pg_stat_clear_snapshot()")  # our xid first
            cursor.execute(_PG_OLDEST_RUNNING_SQL)
            oldest = cursor.fetchone()
            oldest_running = oldest[0] if oldest else None
            cursor.execute(
                _PG_BOUND_SQL.format(table=Event._meta.db_table),
                [client.pk, after_id, cutoff, oldest_running, oldest_running],
            )
            row = cursor.fetchone()
        return (row[0], row[1]) if row else None
    row = (
        Event.objects.filter(client=client, pk__gt=after_id, received_at__lte=cutoff)
        .order_by("-pk")
        .values_list("pk", "received_at")
        .first()
    )
    return (row[0], row[1]) if row else None


def read_window(client: Client, *, after_id: int, now: dt.datetime) -> Window | None:
    bound = window_bound(client, after_id=after_id, now=now)
    if bound is None:
        return None
    last_id, last_received_at = bound
    events = list(
        Event.objects.filter(client=client, pk__gt=after_id, pk__lte=last_id, kind__in=BEHAVIOURAL_KINDS)
        .only("pk", "kind", "occurred_at", "payload", "session_id")
        .order_by("pk")
    )
    return Window(events=events, last_event_id=last_id, last_received_at=last_received_at)


# --- Keys and text -------------------------------------------------------------------------------


def clean_text(value: object, limit: int = 80) -> str:
    """One line, no control characters, bounded — these strings end up in a prompt."""
    text = _SPACE.sub(" ", "".join(ch if ch.isprintable() else " " for ch in str(value))).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def make_key(category: str, subject: str) -> str:
    key = f"{category}:{subject}"
    if len(key) <= KEY_MAX:
        return key
    digest = hashlib.sha256(key.encode()).hexdigest()[:16]
    return f"{key[: KEY_MAX - 17]}~{digest}"


# --- Deduplication into signals ------------------------------------------------------------------


@dataclass
class Signal:
    """The reinforcements one fact key earns in a window: one per unit (a session, or a day without one)."""

    key: str
    category: str
    subject: str
    units: dict[str, dt.date] = field(default_factory=dict)  # unit → local day, insertion ordered
    first_at: dt.datetime | None = None
    last_at: dt.datetime | None = None

    def add(self, unit: str, day: dt.date, at: dt.datetime) -> None:
        self.units.setdefault(unit, day)
        self.first_at = at if self.first_at is None else min(self.first_at, at)
        self.last_at = at if self.last_at is None else max(self.last_at, at)


@dataclass
class ToolStats:
    successes: int = 0
    failures: int = 0
    errors: list[str] = field(default_factory=list)


@dataclass
class Collected:
    signals: dict[str, Signal]
    tools: dict[str, ToolStats]
    entities: dict[str, dict]  # key → {"entity_type", "entity_id", "label", "accesses"}
    domains: dict[str, dict]  # key → {"domain", "queries", "keywords": Counter}
    active_days: set[dt.date]


def unit_of(event: Event, tz: ZoneInfo) -> tuple[str, dt.date]:
    day = event.occurred_at.astimezone(tz).date()
    if event.session_id:
        return f"session:{event.session_id}", day
    return f"day:{day.isoformat()}", day


@dataclass
class _Collector:
    """Working state of `collect`: one handler per observation kind fills it (HANDLERS)."""

    signals: dict[str, Signal] = field(default_factory=dict)
    tools: dict[str, ToolStats] = field(default_factory=lambda: defaultdict(ToolStats))
    outcomes: dict[tuple[str, str], list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    outcome_at: dict[tuple[str, str], tuple[dt.date, dt.datetime, dt.datetime]] = field(default_factory=dict)
    entities: dict[str, dict] = field(default_factory=dict)
    domains: dict[str, dict] = field(default_factory=dict)
    active_days: set[dt.date] = field(default_factory=set)

    def signal(self, category: str, subject: str) -> Signal:
        key = make_key(category, subject)
        return self.signals.setdefault(key, Signal(key=key, category=category, subject=subject))


def _on_tool_call(state: _Collector, event: Event, payload: dict, unit: str, day: dt.date) -> None:
    """tool.success / tool.failure: counted per (tool, unit); judged per unit after the window."""
    tool = clean_text(payload.get("tool", ""), 200)
    success = event.kind == "tool.success"
    stats = state.tools[tool]
    state.outcomes[(tool, unit)][0 if success else 1] += 1
    if success:
        stats.successes += 1
    else:
        stats.failures += 1
        if payload.get("error"):
            stats.errors.append(clean_text(payload["error"], 120))
    first_day, first_at, last_at = state.outcome_at.get(
        (tool, unit), (day, event.occurred_at, event.occurred_at)
    )
    state.outcome_at[(tool, unit)] = (
        first_day,
        min(first_at, event.occurred_at),
        max(last_at, event.occurred_at),
    )


def _on_entity_access(state: _Collector, event: Event, payload: dict, unit: str, day: dt.date) -> None:
    entity_type = clean_text(payload.get("entity_type", ""), 100).lower()
    entity_id = clean_text(payload.get("entity_id", ""), 128)
    sig = state.signal(Category.ENTITY_FREQUENCY, f"{entity_type}:{entity_id}")
    sig.add(unit, day, event.occurred_at)
    info = state.entities.setdefault(
        sig.key, {"entity_type": entity_type, "entity_id": entity_id, "label": "", "accesses": 0}
    )
    info["accesses"] += 1
    if payload.get("label"):
        info["label"] = clean_text(payload["label"], 80)


def _on_query_pattern(state: _Collector, event: Event, payload: dict, unit: str, day: dt.date) -> None:
    domain = clean_text(payload.get("domain", ""), 100).lower()
    sig = state.signal(Category.DOMAIN_PREFERENCE, domain)
    sig.add(unit, day, event.occurred_at)
    info = state.domains.setdefault(sig.key, {"domain": domain, "queries": 0, "keywords": Counter()})
    info["queries"] += 1
    keywords = payload.get("keywords") or []
    info["keywords"].update(clean_text(k, 40).lower() for k in keywords if isinstance(k, str) and k)


Handler = Callable[[_Collector, Event, dict, str, dt.date], None]
HANDLERS: dict[str, Handler] = {
    "tool.success": _on_tool_call,
    "tool.failure": _on_tool_call,
    "entity.access": _on_entity_access,
    "query.pattern": _on_query_pattern,
}


def collect(events: list[Event], tz: ZoneInfo) -> Collected:
    """Deduplicate a window's observations into per-fact signals, one handler per kind.

    The context endpoint's own `query.pattern` records are skipped entirely: what the bot asked is not
    what the client cares about (docs/memory.md "Observations").
    """
    state = _Collector()
    for event in events:
        handler = HANDLERS.get(event.kind)
        payload = event.payload if isinstance(event.payload, dict) else {}
        if handler is None or is_context_observation(event.kind, payload):
            continue
        unit, day = unit_of(event, tz)
        state.active_days.add(day)
        handler(state, event, payload, unit, day)
    for (tool, unit), (successes, failures) in state.outcomes.items():
        day, first_at, last_at = state.outcome_at[(tool, unit)]
        for category in tool_categories(successes, failures):
            sig = state.signal(category, tool)
            sig.add(unit, day, first_at)
            sig.add(unit, day, last_at)
    return Collected(state.signals, dict(state.tools), state.entities, state.domains, state.active_days)


def tool_categories(successes: int, failures: int) -> list[str]:
    """Which tool facts one unit (session/day) of calls to a tool reinforces. The thresholds:

    - tool_affinity:   successes > failures (failure share below 50 %)
    - tool_avoidance:  failures > successes (failure share above 50 %)
    - failure_pattern: at least 2 failures and failures ≥ successes — a repeated failure, not a one-off
    A tie with one failure each reinforces nothing; the counts still land in the facts' metadata.
    """
    categories: list[str] = []
    if successes > failures:
        categories.append(Category.TOOL_AFFINITY)
    if failures > successes:
        categories.append(Category.TOOL_AVOIDANCE)
    if failures >= 2 and failures >= successes:
        categories.append(Category.FAILURE_PATTERN)
    return categories
