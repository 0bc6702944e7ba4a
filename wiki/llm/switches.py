"""Cheap checks of the LLM settings, importable without loading the Anthropic SDK (query path)."""

from django.conf import settings


def chooser_enabled() -> bool:
    mode = settings.CONTEXT_PAGE_CHOOSER
    return mode == "anthropic" or (mode == "auto" and settings.WIKI_DISTILLER == "anthropic")


def lint_pass_enabled() -> bool:
    """The weekly LLM lint pass runs with the deterministic lint when the LLM distiller is configured."""
    return settings.WIKI_DISTILLER == "anthropic"
