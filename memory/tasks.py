"""django-q2 tasks for behavioural memory (thin: take ids, call a service). At-least-once is fine:
consolidation is idempotent behind its checkpoint."""

import logging

from django.conf import settings
from django.db import transaction
from django_q.models import Schedule
from django_q.tasks import async_task

from coda_console.models import Client
from memory import selectors, services

logger = logging.getLogger(__name__)

CATCH_UP_SCHEDULE = "memory: consolidation catch-up"


def consolidate_client(client_id: int, trigger: str = "task") -> dict | None:
    client = Client.objects.select_related("tenant").filter(pk=client_id).first()
    if client is None:
        logger.info("consolidate_client: client %s no longer exists", client_id)
        return None
    return services.consolidate(client=client, trigger=trigger).counts()


def enqueue_consolidation(*, client_id: int, trigger: str = "task") -> None:
    """Queue a consolidation once the current transaction commits."""
    transaction.on_commit(
        lambda: async_task(
            "memory.tasks.consolidate_client",
            client_id,
            trigger,
            group="memory",
            task_name=f"memory:{client_id}",
        )
    )


def catch_up() -> int:
    """Queue a consolidation for every client with observations past its checkpoint; returns how many."""
    client_ids = list(selectors.clients_with_pending_observations().values_list("pk", flat=True))
    for client_id in client_ids:
        enqueue_consolidation(client_id=client_id, trigger="schedule")
    return len(client_ids)


def ensure_schedules() -> Schedule:
    """Create (or bring up to date) the periodic catch-up schedule. Idempotent: one row, by name."""
    schedule, _ = Schedule.objects.update_or_create(
        name=CATCH_UP_SCHEDULE,
        defaults={
            "func": "memory.tasks.catch_up",
            "schedule_type": Schedule.MINUTES,
            "minutes": settings.MEMORY_CATCH_UP_MINUTES,
            "repeats": -1,
        },
    )
    return schedule
