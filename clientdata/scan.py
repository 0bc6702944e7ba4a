"""Search every text column of every table for strings (an erased client's id, name, a chat marker).

Used by the erasure report (residue it could not remove by itself, e.g. tenant knowledge naming her)
and by the tests that prove an erasure left nothing behind. JSON columns are searched as text, in
both their raw and their JSON-escaped spelling (SQLite stores non-ASCII as \\uXXXX).
"""

import json
from dataclasses import dataclass

from django.apps import apps
from django.db import models
from django.db.models import Q, TextField
from django.db.models.functions import Cast


@dataclass(frozen=True)
class Hit:
    label: str
    field: str
    pk: object


def _spellings(needle: str) -> set[str]:
    return {needle, json.dumps(needle)[1:-1]}


def _text_fields(model: type[models.Model]) -> list[models.Field]:
    return [
        field
        for field in model._meta.concrete_fields
        if type(field) in (models.CharField, models.TextField, models.SlugField, models.EmailField)
        or isinstance(field, models.JSONField)
    ]


def search_database(needles: list[str]) -> list[Hit]:
    hits: list[Hit] = []
    for model in apps.get_models(include_auto_created=True):
        if model._meta.proxy or not model._meta.managed:
            continue
        for field in _text_fields(model):
            column = field.name
            queryset = model._base_manager.all()
            if isinstance(field, models.JSONField):
                column = f"_scan_{field.name}"
                queryset = queryset.annotate(**{column: Cast(field.name, TextField())})
            condition = Q()
            for needle in needles:
                for spelling in _spellings(needle):
                    condition |= Q(**{f"{column}__contains": spelling})
            for pk in queryset.filter(condition).values_list("pk", flat=True)[:50]:
                hits.append(Hit(model._meta.label, field.name, pk))
    return hits
