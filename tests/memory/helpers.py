"""Builders for behavioural events, sent through the one ingest path."""

import datetime as dt
import itertools

from coda_console.models import Client
from coda_console.services import events_ingest

_ids = itertools.count(1)
T0 = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)  # a Monday, 11:00 in Kyiv


def event(kind: str, payload: dict, *, at: dt.datetime = T0, session: str | None = None) -> dict:
    raw = {"id": f"m{next(_ids)}", "kind": kind, "occurred_at": at.isoformat(), "payload": payload}
    if session:
        raw["session_id"] = session
    return raw


def ok(tool: str, **kw) -> dict:
    return event("tool.success", {"tool": tool}, **kw)


def fail(tool: str, error: str | None = None, **kw) -> dict:
    payload = {"tool": tool} if error is None else {"tool": tool, "error": error}
    return event("tool.failure", payload, **kw)


def access(entity_type: str, entity_id: str, label: str | None = None, **kw) -> dict:
    payload = {"entity_type": entity_type, "entity_id": entity_id}
    if label:
        payload["label"] = label
    return event("entity.access", payload, **kw)


def query(domain: str, keywords: list[str] | None = None, **kw) -> dict:
    payload = {"domain": domain} if keywords is None else {"domain": domain, "keywords": keywords}
    return event("query.pattern", payload, **kw)


def observe(client: Client, *raw: dict, received_at: dt.datetime | None = None):
    return events_ingest(client=client, raw_events=list(raw), received_at=received_at)
