"""The distiller registry: `get_distiller(name)` for rules (default), scripted (tests) and anthropic.

Factories are dotted paths imported on first use, so a distiller's dependencies (the Anthropic SDK)
load only when it is chosen. Tests and extensions may `register_distiller(name, factory)`.
"""

from collections.abc import Callable

from django.conf import settings
from django.utils.module_loading import import_string

from wiki.distillers.base import Distiller

_FACTORIES: dict[str, str | Callable[[], Distiller]] = {
    "rules": "wiki.distillers.rules.RulesDistiller",
    "scripted": "wiki.distillers.scripted.ScriptedDistiller",
    "anthropic": "wiki.distillers.anthropic.AnthropicDistiller",
}


class UnknownDistiller(LookupError):
    pass


def register_distiller(name: str, factory: str | Callable[[], Distiller]) -> None:
    _FACTORIES[name] = factory


def unregister_distiller(name: str) -> None:
    _FACTORIES.pop(name, None)


def distiller_names() -> list[str]:
    return sorted(_FACTORIES)


def get_distiller(name: str | None = None) -> Distiller:
    """A fresh distiller by registry name (default: settings.WIKI_DISTILLER)."""
    name = name or settings.WIKI_DISTILLER
    factory = _FACTORIES.get(name)
    if factory is None:
        raise UnknownDistiller(f"no distiller named {name!r}; known: {', '.join(distiller_names())}")
    if isinstance(factory, str):
        try:
            factory = import_string(factory)
        except ImportError as error:
            raise UnknownDistiller(f"distiller {name!r} is not installed ({error})") from error
    return factory()
