"""Thin django-q2 tasks for client data: the daily retention prune."""

import datetime as dt

from django.conf import settings
from django.utils import timezone
from django_q.models import Schedule

from clientdata.retention import prune_all

PRUNE_SCHEDULE = "clientdata.retention_prune"


def prune_retention() -> int:
    return sum(result.events_redacted + result.raw_files_pruned for result in prune_all())


def ensure_schedules() -> Schedule:
    hours, minutes = (int(part) for part in settings.RETENTION_PRUNE_AT.split(":"))
    now = timezone.now()
    first = now.replace(hour=hours, minute=minutes, second=0, microsecond=0)
    if first <= now:
        first += dt.timedelta(days=1)
    schedule, _ = Schedule.objects.update_or_create(
        name=PRUNE_SCHEDULE,
        defaults={
            "func": "clientdata.tasks.prune_retention",
            "schedule_type": Schedule.DAILY,
            "next_run": first,
        },
    )
    return schedule
