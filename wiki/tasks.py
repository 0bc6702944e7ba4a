"""django-q2 tasks for the Wiki Brain (thin: take ids, call a service). All idempotent."""

import contextlib
from collections.abc import Iterator

from django.conf import settings
from django.db import transaction
from django_q.tasks import async_task

from coda_console.event_kinds import is_inline_trigger
from coda_console.models import Client, Event
from wiki.ingest.dispatch import SPECS, dispatch
from wiki.ingest.outcomes import record_crashed_run
from wiki.ingest.runs import ingest_inline, run_pending_nightly
from wiki.lint.runs import run_pending_lints
from wiki.llm.dispatch import ensure_batch_schedule, nightly_batch_collector


def _enqueue(func: str, client_id: int) -> None:
    async_task(func, client_id, group=func.rsplit(".", 1)[-1])


@contextlib.contextmanager
def _alert_on_crash(client: Client, kind: str) -> Iterator[None]:
    """Raise on (so django-q records the failure and retries), after telling the coach's inbox once."""
    try:
        yield
    except Exception as error:
        record_crashed_run(client=client, kind=kind, error=error)
        raise


def enqueue_inline_ingest(*, client_id: int) -> None:
    """Enqueue an inline mini-ingest for a client whose batch held a trigger event (docs/wiki.md)."""
    _enqueue("wiki.tasks.run_inline_ingest", client_id)


def on_events_stored(sender: type[Event], *, client: Client, events: list[Event], **kwargs: object) -> None:
    """Receiver of coda_console.signals.events_stored (connected in WikiConfig.ready): a batch holding a
    trigger kind enqueues an inline ingest once it is committed."""
    if any(is_inline_trigger(event.kind, event.payload) for event in events):
        transaction.on_commit(lambda: enqueue_inline_ingest(client_id=client.pk))


def run_inline_ingest(client_id: int) -> int:
    client = Client.objects.filter(pk=client_id).first()
    if client is None:
        return 0
    with _alert_on_crash(client, "inline"):
        return len(ingest_inline(client=client))


def run_nightly(client_id: int) -> int:
    client = Client.objects.filter(pk=client_id).first()
    if client is None:
        return 0
    with _alert_on_crash(client, "nightly"):
        return len(run_pending_nightly(client=client))


def run_lint(client_id: int) -> int:
    client = Client.objects.filter(pk=client_id).first()
    if client is None:
        return 0
    return len(run_pending_lints(client=client))


def dispatch_due_runs() -> int:
    """Every WIKI_DISPATCH_MINUTES: create due run rows (every registered spec) and enqueue them.
    With the anthropic distiller in batch mode, the tick's nightly clients go into one Message Batch."""

    collector = nightly_batch_collector()
    created = 0
    for spec in list(SPECS.values()):
        batched = collector is not None and spec.kind == "nightly"
        enqueue = collector.enqueue if collector is not None and batched else _enqueue
        created += dispatch(spec, enqueue=enqueue)
    if collector is not None:
        transaction.on_commit(collector.flush)  # after the per-client callbacks dispatch registered
    return created


def submit_nightly_batch(client_ids: list[int]) -> int:
    from wiki.llm.batches import submit_nightly_batch as submit  # loads the Anthropic SDK: only when used

    batch = submit(client_ids)
    return batch.request_count if batch else 0


def poll_llm_batches() -> int:
    from wiki.llm.batches import poll_batches  # loads the Anthropic SDK: only when used
    from wiki.llm.lint_batches import submit_lint_batch

    submit_lint_batch()  # the weekly LLM lint passes waiting for a batch (docs/anthropic.md)
    return poll_batches()


def ensure_schedules() -> None:
    """Create (or update) the dispatcher's django-q Schedule. Idempotent; the run script calls it."""
    from django_q.models import Schedule

    Schedule.objects.update_or_create(
        name="wiki.ingest.dispatch",
        defaults={
            "func": "wiki.tasks.dispatch_due_runs",
            "schedule_type": Schedule.MINUTES,
            "minutes": settings.WIKI_DISPATCH_MINUTES,
            "repeats": -1,
        },
    )
    ensure_batch_schedule()
