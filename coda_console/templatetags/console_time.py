"""Template filters for people: "just now", not "0 minutes ago"; lists read as lists (docs/console.md)."""

import datetime as dt

from django import template
from django.utils import timezone
from django.utils.timesince import timesince

register = template.Library()
JUST_NOW = dt.timedelta(minutes=1)


@register.filter
def field_label(key: object) -> str:
    """ "base_version" → "Base version"."""
    return str(key).replace("_", " ").capitalize()


@register.filter
def join_if_list(value: object) -> str:
    """A list as "a, b, c" and a mapping as "key: value; …" (audit details read as fields, not code)."""
    if isinstance(value, list | tuple):
        return ", ".join(str(item) for item in value)
    if isinstance(value, dict):
        return "; ".join(f"{key}: {item}" for key, item in value.items())
    return str(value)


@register.filter
def timesince_or_now(value: dt.datetime | None) -> str:
    """ "3 hours ago", or "just now" within a minute (and for a time a little in the future)."""
    if not value:
        return ""
    if timezone.now() - value < JUST_NOW:
        return "just now"
    return f"{timesince(value)} ago"
