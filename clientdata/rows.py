"""Rows to JSON and back, field by field: what the archive stores for each table (docs/data.md)."""

import datetime as dt
import json
from typing import Any

from django.core.serializers.json import DjangoJSONEncoder
from django.db import models


def plain_fields(model: type[models.Model]) -> list[models.Field]:
    """Concrete fields that are neither the primary key nor a link to another row."""
    return [field for field in model._meta.concrete_fields if not field.primary_key and not field.is_relation]


def to_record(obj: models.Model, **extra: Any) -> dict[str, Any]:
    record = {field.name: getattr(obj, field.attname) for field in plain_fields(type(obj))}
    record.update(extra)
    return record


class _Encoder(DjangoJSONEncoder):
    """DjangoJSONEncoder cuts times to milliseconds; the archive keeps them to the microsecond."""

    def default(self, o: Any) -> Any:
        if isinstance(o, dt.datetime | dt.time):
            return o.isoformat()
        return super().default(o)


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, cls=_Encoder, ensure_ascii=False, sort_keys=True)


def from_record(model: type[models.Model], record: dict[str, Any]) -> dict[str, Any]:
    """The model's plain fields from an archive record, each parsed back to its Python type."""
    values = {}
    for field in plain_fields(model):
        if field.name in record:
            raw = record[field.name]
            values[field.name] = raw if isinstance(field, models.JSONField) else field.to_python(raw)
    return values
