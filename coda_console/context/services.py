"""Writes of the query side: observing context calls, recording chat turns, filing notes."""

import datetime as dt
import hashlib
import uuid

from django.db import transaction
from django.utils import timezone

from coda_console.actors import Actor
from coda_console.context import observe
from coda_console.context.builder import Bundle, build_bundle
from coda_console.event_kinds import QUERY_ORIGIN_CONTEXT
from coda_console.models import Client, Event
from coda_console.services import audit_record, canonical_json, events_ingest


def _now_iso(now: dt.datetime) -> str:
    return now.isoformat()


def context_for_bot(
    *, client: Client, pipeline: str, query: str, budget_tokens: int, now: dt.datetime | None = None
) -> Bundle:
    """Record the call as a `query.pattern` observation (marked as the context call's own, so it never
    feeds back into memory or the bundle), then assemble the bundle."""
    now = now or timezone.now()
    domain, keywords = observe.detect(pipeline, query)
    events_ingest(
        client=client,
        raw_events=[
            {
                "id": f"ctx-{uuid.uuid4().hex}",
                "kind": "query.pattern",
                "occurred_at": _now_iso(now),
                "payload": {
                    "domain": domain,
                    "keywords": keywords,
                    "pipeline": pipeline,
                    "origin": QUERY_ORIGIN_CONTEXT,
                },
            }
        ],
        received_at=now,
    )
    return build_bundle(client=client, pipeline=pipeline, query=query, budget_tokens=budget_tokens, now=now)


# Event ids are at most 128 characters and each turn event adds a suffix ("-tool49-e99"): a longer
# key is replaced by a digest of itself, so no two events of a turn ever share a truncated id.
_TURN_KEY_MAX = 128 - len("-tool99-e999")


def _turn_key(session_id: str, turn_id: str | None, body: dict) -> str:
    if turn_id:
        key = f"turn-{session_id}-{turn_id}"
    else:
        # Without a turn id, retries are answered by coda_console.idempotency within its window; a
        # turn reaching here is new, so its ids are unique (the same text later is a new turn).
        digest = hashlib.sha256(canonical_json(body).encode()).hexdigest()[:16]
        key = f"turn-{session_id}-{digest}-{_unique()}"
    if len(key) <= _TURN_KEY_MAX:
        return key
    return "turn-" + hashlib.sha256(key.encode()).hexdigest()[:40]


def _unique() -> str:
    return uuid.uuid4().hex[:16]


def _first_stored_time(client: Client, event_ids: list[str]) -> dt.datetime | None:
    """When an explicitly identified turn or note was first stored: its retries keep that time, so
    their events are the same content and count as duplicates."""
    return (
        Event.objects.filter(client=client, event_id__in=event_ids)
        .order_by("pk")
        .values_list("occurred_at", flat=True)
        .first()
    )


def turn_events(
    *,
    session_id: str,
    turn_id: str | None,
    user_text: str,
    bot_text: str,
    tools: list[dict],
    now: dt.datetime,
) -> list[dict]:
    """The events one chat turn stands for: the two chat lines, each tool call and each entity it touched."""
    key = _turn_key(session_id, turn_id, {"u": user_text, "b": bot_text, "t": tools})
    stamp = _now_iso(now)
    events: list[dict] = []

    def add(suffix: str, kind: str, payload: dict) -> None:
        events.append(
            {
                "id": f"{key}-{suffix}"[:128],
                "kind": kind,
                "occurred_at": stamp,
                "payload": payload,
                "session_id": session_id,
            }
        )

    if user_text:
        add("user", "chat.turn", {"role": "user", "text": user_text})
    for index, tool in enumerate(tools):
        if tool["ok"]:
            add(f"tool{index}", "tool.success", {"tool": tool["name"]})
        else:
            add(
                f"tool{index}", "tool.failure", {"tool": tool["name"], "error": tool.get("error") or "failed"}
            )
        for number, entity in enumerate(tool.get("entities", [])):
            payload = {"entity_type": entity["type"], "entity_id": entity["id"]}
            if entity.get("label"):
                payload["label"] = entity["label"]
            add(f"tool{index}-e{number}", "entity.access", payload)
    if bot_text:
        add("bot", "chat.turn", {"role": "bot", "text": bot_text})
    return events


def turn_record(
    *,
    client: Client,
    session_id: str,
    turn_id: str | None,
    user_text: str,
    bot_text: str,
    tools: list[dict],
    pipeline: str,
    budget_tokens: int,
    actor: Actor | None = None,
    ip_address: str | None = None,
    now: dt.datetime | None = None,
) -> tuple[int, Bundle]:
    """Store the turn's events in one batch (audited with it), then return the next bundle."""
    now = now or timezone.now()

    def events_at(when: dt.datetime) -> list[dict]:
        return turn_events(
            session_id=session_id,
            turn_id=turn_id,
            user_text=user_text,
            bot_text=bot_text,
            tools=tools,
            now=when,
        )

    events = events_at(now)
    if turn_id and events and (first := _first_stored_time(client, [e["id"] for e in events])):
        events = events_at(first)
    with transaction.atomic():
        result = events_ingest(client=client, raw_events=events, received_at=now) if events else None
        if result and result.accepted and actor is not None:
            audit_record(
                action="turn.record",
                tenant=client.tenant,
                target=client.external_id,
                detail={"events": result.accepted},
                actor=actor,
                ip_address=ip_address,
            )
    bundle = context_for_bot(
        client=client, pipeline=pipeline, query=user_text, budget_tokens=budget_tokens, now=now
    )
    return (result.accepted if result else 0), bundle


def note_file(
    *,
    client: Client,
    title: str,
    body: str,
    source: str,
    note_id: str | None = None,
    actor: Actor | None = None,
    ip_address: str | None = None,
    now: dt.datetime | None = None,
) -> str:
    """Queue a synthesis for the next (inline) ingest as a `note.filed` event; returns the event id.

    With `note_id` the event id is fixed and a retry keeps the first time (a duplicate); without one,
    retries are answered by coda_console.idempotency and a note reaching here is new.
    """
    now = now or timezone.now()
    payload = {"title": title, "body": body}
    if source:
        payload["source"] = source
    if note_id:
        event_id = f"note-id-{note_id}"
        now = _first_stored_time(client, [event_id]) or now
    else:
        digest = hashlib.sha256(canonical_json(payload).encode()).hexdigest()[:24]
        event_id = f"note-{digest}-{_unique()}"
    with transaction.atomic():
        events_ingest(
            client=client,
            raw_events=[
                {"id": event_id, "kind": "note.filed", "occurred_at": _now_iso(now), "payload": payload}
            ],
            received_at=now,
        )
        if actor is not None:
            audit_record(
                action="note.file",
                tenant=client.tenant,
                target=client.external_id,
                detail={"event_id": event_id},
                actor=actor,
                ip_address=ip_address,
            )
    return event_id
