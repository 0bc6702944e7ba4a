"""Queued and recorded django-q jobs that name a client (docs/data.md, "Erasure").

Tasks take ids (`client_id`, `client_ids`), so a row names a client when an argument bound to a
parameter called `…client_id` equals her pk, a `…client_ids` list contains it, or any string argument
contains her external id. Rows naming only her are deleted; a list naming others too is rewritten
without her, so their work still runs.
"""

import ast
import inspect
import re
from dataclasses import dataclass

from django.utils.module_loading import import_string
from django_q.models import OrmQ, Schedule, Task
from django_q.signing import SignedPackage

_ONE = re.compile(r"client_id$")
_MANY = re.compile(r"client_ids$")


@dataclass(frozen=True)
class Subject:
    client_pk: int
    external_id: str


def _bound(func: object, args: tuple, kwargs: dict) -> dict[str, object]:
    try:
        target = import_string(func) if isinstance(func, str) else func
        if not callable(target):
            raise TypeError(f"{target!r} is not callable")
        return dict(inspect.signature(target).bind_partial(*args, **kwargs).arguments)
    except (ImportError, TypeError, ValueError):
        return {f"arg{index}": value for index, value in enumerate(args)} | dict(kwargs)


def _mentions(value: object, needle: str) -> bool:
    if isinstance(value, str):
        return needle in value
    if isinstance(value, dict):
        return any(_mentions(key, needle) or _mentions(item, needle) for key, item in value.items())
    if isinstance(value, list | tuple | set | frozenset):
        return any(_mentions(item, needle) for item in value)
    return False


def verdict(func: object, args: tuple, kwargs: dict, subject: Subject) -> tuple[str, tuple, dict]:
    """("keep" | "drop" | "rewrite", args, kwargs) for one job."""
    args, kwargs = tuple(args or ()), dict(kwargs or {})
    if _mentions(args, subject.external_id) or _mentions(kwargs, subject.external_id):
        return "drop", args, kwargs
    bound = _bound(func, args, kwargs)
    for name, value in bound.items():
        if _ONE.search(name) and value == subject.client_pk:
            return "drop", args, kwargs
    for name, value in bound.items():
        if _MANY.search(name) and isinstance(value, list | tuple) and subject.client_pk in value:
            rest = [item for item in value if item != subject.client_pk]
            if not rest:
                return "drop", args, kwargs
            return "rewrite", *_replace(func, args, kwargs, name, type(value)(rest))
    return "keep", args, kwargs


def _replace(func: object, args: tuple, kwargs: dict, name: str, value: object) -> tuple[tuple, dict]:
    if name in kwargs:
        return args, kwargs | {name: value}
    bound = _bound(func, args, kwargs)
    names = list(bound)
    position = names.index(name)
    return (*args[:position], value, *args[position + 1 :]), kwargs


def purge_jobs(subject: Subject) -> dict[str, int]:
    counts = {"queued": 0, "results": 0, "schedules": 0}
    for row in OrmQ.objects.all().iterator():
        task = row.task
        action, args, kwargs = verdict(
            task.get("func"), task.get("args", ()), task.get("kwargs", {}), subject
        )
        if action == "drop":
            row.delete()
            counts["queued"] += 1
        elif action == "rewrite":
            task.update(args=args, kwargs=kwargs)
            OrmQ.objects.filter(pk=row.pk).update(payload=SignedPackage.dumps(task))
            counts["queued"] += 1
    for row in Task.objects.all().iterator():
        action, _, _ = verdict(row.func, row.args or (), row.kwargs or {}, subject)
        if action != "keep":  # a result row is history: it goes whole
            row.delete()
            counts["results"] += 1
    for row in Schedule.objects.all().iterator():
        args = _literal_tuple(row.args)
        kwargs = _schedule_kwargs(row.kwargs)
        action, args, kwargs = verdict(row.func, args, kwargs, subject)
        if action == "drop":
            row.delete()
            counts["schedules"] += 1
        elif action == "rewrite":
            row.args = repr(args)[1:-1].rstrip(",") if args else None
            row.kwargs = ", ".join(f"{key}={value!r}" for key, value in kwargs.items()) or None
            row.save(update_fields=["args", "kwargs"])
            counts["schedules"] += 1
    return counts


def _literal_tuple(text: str | None) -> tuple:
    if not text:
        return ()
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return (text,)
    return value if isinstance(value, tuple) else (value,)


def _schedule_kwargs(text: str | None) -> dict:
    if not text:
        return {}
    try:
        call = ast.parse(f"f({text})", mode="eval").body
        if not isinstance(call, ast.Call):
            return {"raw": text}
        return {kw.arg: ast.literal_eval(kw.value) for kw in call.keywords}
    except (ValueError, SyntaxError):
        return {"raw": text}
