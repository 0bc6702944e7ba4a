"""Template helpers of the knowledge views (`{% load knowledge_tags %}`)."""

from django import template
from django.utils.safestring import SafeString, mark_safe

from knowledge.text import render_markdown

register = template.Library()


@register.filter
def knowledge_markdown(value: str) -> SafeString:
    """Markdown → HTML sanitised by nh3: safe to render as-is."""
    return mark_safe(render_markdown(value or ""))


@register.filter
def status_badge(status: str) -> str:
    """The badge class for a record status."""
    return {"live": "badge", "superseded": "badge warn", "retracted": "badge danger"}.get(status, "badge")
