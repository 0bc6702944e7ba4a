"""django-q2 tasks for the Wiki Brain (thin: take ids, call a service). All idempotent."""

from django.conf import settings
from django_q.tasks import async_task

from coda_console.models import Client


def _enqueue(func: str, client_id: int) -> None:
    async_task(func, client_id, group=func.rsplit(".", 1)[-1])


def enqueue_inline_ingest(*, client_id: int) -> None:
    """Enqueue an inline mini-ingest for a client whose batch held a trigger event (DESIGN §3).

    Called from coda_console.services on commit of the event batch.
    """
    _enqueue("wiki.tasks.run_inline_ingest", client_id)


def run_inline_ingest(client_id: int) -> int:
    from wiki.ingest import ingest_inline

    client = Client.objects.filter(pk=client_id).first()
    if client is None:
        return 0
    return len(ingest_inline(client=client))


def run_nightly(client_id: int) -> int:
    from wiki.ingest import run_pending_nightly

    client = Client.objects.filter(pk=client_id).first()
    if client is None:
        return 0
    return len(run_pending_nightly(client=client))


def run_lint(client_id: int) -> int:
    from wiki.lint_runs import run_pending_lints

    client = Client.objects.filter(pk=client_id).first()
    if client is None:
        return 0
    return len(run_pending_lints(client=client))


def dispatch_due_runs() -> int:
    """Every WIKI_DISPATCH_MINUTES: create due run rows (every registered spec) and enqueue them."""
    from wiki.dispatch import SPECS, dispatch

    return sum(dispatch(spec, enqueue=_enqueue) for spec in list(SPECS.values()))


def ensure_schedules() -> None:
    """Create (or update) the dispatcher's django-q Schedule. Idempotent; the run script calls it."""
    from django_q.models import Schedule

    Schedule.objects.update_or_create(
        name="wiki.dispatch",
        defaults={
            "func": "wiki.tasks.dispatch_due_runs",
            "schedule_type": Schedule.MINUTES,
            "minutes": settings.WIKI_DISPATCH_MINUTES,
            "repeats": -1,
        },
    )
