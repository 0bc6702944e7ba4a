"""Times as a person reads them: "just now" rather than "0 minutes ago" (docs/console.md)."""

import datetime as dt

from django import template
from django.utils import timezone
from django.utils.timesince import timesince

register = template.Library()
JUST_NOW = dt.timedelta(minutes=1)


@register.filter
def timesince_or_now(value: dt.datetime | None) -> str:
    """ "3 hours ago", or "just now" within a minute (and for a time a little in the future)."""
    if not value:
        return ""
    if timezone.now() - value < JUST_NOW:
        return "just now"
    return f"{timesince(value)} ago"
