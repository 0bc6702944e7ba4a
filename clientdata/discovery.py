"""Which tables hold a client's rows: every model with a foreign-key path to `coda_console.Client`.

Found by walking the model graph, not listed by hand, so a table added later (by any app) joins the
erasure by itself; `tests/clientdata/test_discovery.py` still fails on a new one until someone has
looked at it (does it also hold storage keys, cache keys, a copy of her name elsewhere?).
"""

from dataclasses import dataclass

from django.apps import apps
from django.db import models

from coda_console.models import Client


@dataclass(frozen=True)
class OwnedModel:
    model: type[models.Model]
    path: str  # the lookup from the model to the client's pk, e.g. "page__client"
    depth: int

    @property
    def label(self) -> str:
        return self.model._meta.label

    def rows(self, client_pk: int) -> models.QuerySet:
        return self.model._base_manager.filter(**{f"{self.path}_id": client_pk})


def _links(model: type[models.Model]) -> list[models.ForeignKey]:
    return [
        field
        for field in model._meta.get_fields()
        if isinstance(field, models.ForeignKey) and not field.auto_created and field.concrete
    ]


def client_owned_models() -> list[OwnedModel]:
    """Every model reaching Client through foreign keys (shortest path), deepest first."""
    reached: dict[type[models.Model], OwnedModel] = {}
    frontier: list[tuple[type[models.Model], str]] = [(Client, "")]
    depth = 0
    while frontier:
        depth += 1
        next_frontier: list[tuple[type[models.Model], str]] = []
        targets = {model: path for model, path in frontier}
        for model in apps.get_models():
            if model is Client or model in reached:
                continue
            for field in _links(model):
                target = field.related_model
                if target in targets:
                    # A nullable link to a non-client row (e.g. a batch) does not make a row hers.
                    path = field.name if target is Client else f"{field.name}__{targets[target]}"
                    reached[model] = OwnedModel(model, path, depth)
                    next_frontier.append((model, path))
                    break
        frontier = next_frontier
    return sorted(reached.values(), key=lambda owned: (-owned.depth, owned.label))
