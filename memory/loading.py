"""`load_memory`: consolidation raced against a deadline; memory is best-effort and never raises.

Consolidation runs on a small thread pool with its own database connection. The caller waits up to
MEMORY_LOAD_DEADLINE_MS (500 ms); past that — or on any error — it gets the last persisted facts,
flagged `degraded`, while the consolidation carries on in the background and commits for next time.
Two loads of the same client in one process share the consolidation already in flight.

Because the consolidation uses its own connection, it cannot see rows the caller has not committed
(tests that call this need `django_db(transaction=True)`).
"""

import contextlib
import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field

from django.conf import settings
from django.db import connections

from coda_console.models import Client
from memory import selectors, services
from memory.consolidation import ConsolidationResult
from memory.lint import LintWarning, lint_facts, resolve_known_entities_provider
from memory.models import Fact
from memory.prompt import compile_profile, format_memory_section, tool_affinities

logger = logging.getLogger(__name__)

_executor = ThreadPoolExecutor(max_workers=4, thread_name_prefix="memory-load")
_in_flight: dict[int, Future] = {}
_in_flight_lock = threading.RLock()  # re-entrant: a done callback may run inside start_consolidation

EMPTY_COUNTS = {
    "observations_read": 0,
    "facts_created": 0,
    "facts_reinforced": 0,
    "facts_decayed": 0,
    "facts_deleted": 0,
    "events_pruned": 0,
    "lint_warnings": 0,
    "duration_ms": 0,
}


@dataclass
class MemoryView:
    prompt_section: str
    profile: str
    tool_affinities: dict[str, float]
    facts: list[Fact]
    lint: list[LintWarning]
    degraded: bool
    consolidation: dict = field(default_factory=dict)


def _consolidate_in_background(client: Client) -> ConsolidationResult:
    try:
        return services.consolidate(client=client, trigger="load")
    finally:
        connections.close_all()  # this worker thread's connections only


def _forget_future(client_id: int, future: Future) -> None:
    with _in_flight_lock:
        if _in_flight.get(client_id) is future:
            del _in_flight[client_id]


def start_consolidation(client: Client) -> Future:
    """The in-flight consolidation of this client in this process, or a new one."""
    client_id = client.pk
    with _in_flight_lock:
        future = _in_flight.get(client_id)
        if future is None:
            future = _executor.submit(_consolidate_in_background, client)
            _in_flight[client_id] = future
            future.add_done_callback(lambda done: _forget_future(client_id, done))
    return future


def wait_for_background(timeout: float = 30.0) -> None:
    """Block until every in-flight consolidation has finished (tests, and orderly shutdown)."""
    with _in_flight_lock:
        futures = list(_in_flight.values())
    for future in futures:
        with contextlib.suppress(Exception):  # failures were logged by the consolidation
            future.result(timeout=timeout)


def load_memory(client: Client, *, deadline_ms: int | None = None) -> MemoryView:
    deadline_ms = deadline_ms or settings.MEMORY_LOAD_DEADLINE_MS
    status, result = "ok", None
    try:
        result = start_consolidation(client).result(timeout=deadline_ms / 1000)
    except FutureTimeout:
        status = "timeout"
        logger.warning(
            "memory load degraded for client %s: consolidation exceeded %d ms", client.pk, deadline_ms
        )
    except Exception:
        status = "error"
        logger.exception("memory load degraded for client %s: consolidation failed", client.pk)
    try:
        return _view(client, result, status, deadline_ms)
    except Exception:
        logger.exception("memory load for client %s could not read facts; returning empty memory", client.pk)
        return MemoryView(
            "", "", {}, [], [], True, {"status": "error", "deadline_ms": deadline_ms, **EMPTY_COUNTS}
        )


def _view(client: Client, result: ConsolidationResult | None, status: str, deadline_ms: int) -> MemoryView:
    if result is not None:
        facts, lint, counts = result.facts, result.lint, result.counts()
    else:
        facts = selectors.facts_for_client(client)
        lint = lint_facts(facts, tenant=client.tenant, known_entities=resolve_known_entities_provider())
        counts = EMPTY_COUNTS
    return MemoryView(
        prompt_section=format_memory_section(facts),
        profile=compile_profile(facts),
        tool_affinities=tool_affinities(facts),
        facts=facts,
        lint=lint,
        degraded=result is None,
        consolidation={"status": status, "deadline_ms": deadline_ms, **counts},
    )
