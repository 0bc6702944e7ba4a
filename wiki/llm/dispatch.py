"""How the dispatcher hands nightly runs to the Message Batches API, and the poller's schedule.

With WIKI_DISTILLER=anthropic and LLM_NIGHTLY_MODE=batch, the dispatcher's per-client nightly enqueue
is replaced by a collector: every client due this tick is remembered, and one task submits them all as
one batch (wiki.tasks.submit_nightly_batch). Otherwise nightly runs are enqueued per client as usual.
"""

from django.conf import settings
from django_q.tasks import async_task

SUBMIT_TASK = "wiki.tasks.submit_nightly_batch"
POLL_TASK = "wiki.tasks.poll_llm_batches"
POLL_SCHEDULE = "wiki.llm_batches"


def batch_mode() -> bool:
    return settings.WIKI_DISTILLER == "anthropic" and settings.LLM_NIGHTLY_MODE == "batch"


class NightlyBatchCollector:
    """Collects the tick's nightly clients (dispatch's `enqueue`), then enqueues one submit task."""

    def __init__(self) -> None:
        self.client_ids: list[int] = []

    def enqueue(self, func: str, client_id: int) -> None:
        if client_id not in self.client_ids:
            self.client_ids.append(client_id)

    def flush(self) -> None:
        if self.client_ids:
            async_task(SUBMIT_TASK, sorted(self.client_ids), group="submit_nightly_batch")
            self.client_ids = []


def nightly_batch_collector() -> NightlyBatchCollector | None:
    return NightlyBatchCollector() if batch_mode() else None


def ensure_batch_schedule() -> None:
    """The poller's django-q Schedule (idempotent). Created when batches are in use — or still open
    from an earlier configuration, so their results are never stranded."""
    from django_q.models import Schedule

    from wiki.llm.models import LlmBatch

    if not (batch_mode() or LlmBatch.objects.filter(status__in=LlmBatch.OPEN).exists()):
        return
    Schedule.objects.update_or_create(
        name=POLL_SCHEDULE,
        defaults={
            "func": POLL_TASK,
            "schedule_type": Schedule.MINUTES,
            "minutes": settings.LLM_BATCH_POLL_MINUTES,
            "repeats": -1,
        },
    )
