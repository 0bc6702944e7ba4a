"""django-q2 tasks for knowledge (thin: take ids, call a service)."""

import datetime as dt

from django.db import transaction
from django.utils import timezone
from django_q.models import Schedule
from django_q.tasks import async_task

from knowledge import services
from knowledge.models import Domain

LINT_SCHEDULE = "knowledge: weekly lint"


def lint_domain(domain_id: int) -> int | None:
    """Lint one domain and store the report; returns the report id (None if the domain is gone)."""
    domain = Domain.objects.filter(pk=domain_id).first()
    if domain is None:
        return None
    return services.lint_domain(domain=domain).pk


def enqueue_lint(*, domain_id: int) -> None:
    """Lint one domain in the background once the current transaction commits."""
    transaction.on_commit(lambda: async_task("knowledge.tasks.lint_domain", domain_id))


def lint_all_domains() -> int:
    """Enqueue a lint of every domain whose latest report is older than its last write."""
    queued = 0
    for domain in Domain.objects.all():
        latest = domain.lint_reports.order_by("-created_at", "-pk").first()
        if latest is None or latest.domain_revision != domain.revision:
            async_task("knowledge.tasks.lint_domain", domain.pk)
            queued += 1
    return queued


def _next_sunday_3am(now: dt.datetime) -> dt.datetime:
    days_ahead = (6 - now.weekday()) % 7
    candidate = (now + dt.timedelta(days=days_ahead)).replace(hour=3, minute=0, second=0, microsecond=0)
    return candidate if candidate > now else candidate + dt.timedelta(days=7)


def ensure_schedules() -> Schedule:
    """The weekly lint, Sundays 03:00 UTC (WEEKLY from that first run; no croniter needed).
    Idempotent: one row, by name; an existing row keeps its next run."""
    schedule, created = Schedule.objects.get_or_create(
        name=LINT_SCHEDULE,
        defaults={
            "func": "knowledge.tasks.lint_all_domains",
            "schedule_type": Schedule.WEEKLY,
            "repeats": -1,
            "next_run": _next_sunday_3am(timezone.now()),
        },
    )
    if not created and schedule.func != "knowledge.tasks.lint_all_domains":
        schedule.func = "knowledge.tasks.lint_all_domains"
        schedule.save(update_fields=["func"])
    return schedule
