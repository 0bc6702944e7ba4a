"""Writes for tenancy, keys and the event log. Keyword-only, typed, one transaction each."""

import datetime as dt
import hashlib
import json
from dataclasses import dataclass
from typing import Any, cast

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils import timezone

from coda_console.actors import Actor
from coda_console.auth import KEY_PREFIX_LENGTH, generate_raw_key, hash_key
from coda_console.errors import ApiError, Conflict
from coda_console.event_kinds import validate_payload
from coda_console.models import (
    ApiKey,
    AuditEntry,
    Client,
    Event,
    KeyRole,
    KnowledgeAuthority,
    Membership,
    Tenant,
)
from coda_console.plaintext import text_problem, value_problems
from coda_console.signals import events_stored

MAX_FUTURE = dt.timedelta(hours=24)
EARLIEST_OCCURRED_AT = dt.datetime(2000, 1, 1, tzinfo=dt.UTC)
HASH_VERSION = 2  # of Event.content_sha256: see _content_sha256


# --- Audit ---------------------------------------------------------------------------------------


def audit_record(
    *,
    action: str,
    tenant: Tenant | None,
    target: str = "",
    detail: dict[str, Any] | None = None,
    actor: Actor | None = None,
    actor_user: AbstractBaseUser | None = None,
    actor_key: ApiKey | None = None,
    ip_address: str | None = None,
) -> AuditEntry:
    """One audit row. Call it inside the transaction of the write it records, so both land or neither.

    `actor` is a user or an API key (what services take); actor_user/actor_key name one explicitly.
    """
    if isinstance(actor, ApiKey):
        actor_key = actor
    elif actor is not None:
        actor_user = actor
    return AuditEntry.objects.create(
        action=action,
        tenant=tenant,
        target=target[:255],
        detail=detail or {},
        actor_user=actor_user if isinstance(actor_user, User) and actor_user.is_authenticated else None,
        actor_key=actor_key,
        ip_address=ip_address,
    )


# --- Tenancy -------------------------------------------------------------------------------------


@transaction.atomic
def tenant_create(*, slug: str, name: str) -> Tenant:
    tenant, _ = Tenant.objects.update_or_create(slug=slug, defaults={"name": name})
    return tenant


@transaction.atomic
def coach_create(
    *, username: str, tenant: Tenant, is_admin: bool = False, password: str | None = None, email: str = ""
) -> User:
    user_model = get_user_model()
    user, created = user_model.objects.get_or_create(username=username, defaults={"email": email})
    if password:
        user.set_password(password)
        user.save(update_fields=["password"])
    elif created:
        user.set_unusable_password()
        user.save(update_fields=["password"])
    membership = Membership.objects.filter(user=user).first()
    if membership is not None and membership.tenant_id != tenant.pk:
        raise ApiError(f"{username} already belongs to tenant {membership.tenant.slug}", code="conflict")
    Membership.objects.update_or_create(user=user, defaults={"tenant": tenant, "is_admin": is_admin})
    return user


@transaction.atomic
def client_upsert(
    *,
    tenant: Tenant,
    external_id: str,
    display_name: str,
    timezone_name: str = "UTC",
    active: bool = True,
    coach_usernames: list[str] | None = None,
    actor: Actor | None = None,
    ip_address: str | None = None,
) -> tuple[Client, bool]:
    """Create or update a client by its external id; audited when an actor is named."""
    bad = [
        {"field": field, "message": message}
        for field, value in (("id", external_id), ("display_name", display_name), ("timezone", timezone_name))
        if (message := text_problem(value))
    ]
    if bad:
        raise ApiError("Some values are not accepted as plain text.", code="invalid_value", details=bad)
    client, created = Client.objects.update_or_create(
        tenant=tenant,
        external_id=external_id,
        defaults={"display_name": display_name, "timezone": timezone_name, "active": active},
    )
    if coach_usernames is not None:
        coaches = list(
            get_user_model().objects.filter(username__in=coach_usernames, membership__tenant=tenant)
        )
        unknown = sorted(set(coach_usernames) - {c.username for c in coaches})
        if unknown:
            raise ApiError(
                "Unknown coach for this tenant.",
                details=[{"field": "coaches", "message": f"no coach named {name}"} for name in unknown],
            )
        client.coaches.set(coaches)
    if actor is not None:
        audit_record(
            action="client.create" if created else "client.update",
            tenant=tenant,
            target=client.external_id,
            actor=actor,
            ip_address=ip_address,
        )
    return client, created


# --- API keys ------------------------------------------------------------------------------------


@transaction.atomic
def api_key_create(
    *,
    tenant: Tenant,
    name: str,
    role: str = KeyRole.BOT,
    max_authority: str = KnowledgeAuthority.AGENT,
    actor_user: User | None = None,
    ip_address: str | None = None,
) -> tuple[ApiKey, str]:
    """Returns the key row and the raw key — the only time the raw key exists anywhere.

    `role` and `max_authority` are the key's scope (docs/api-edge.md, "Key scopes"); only the
    operator's `create_api_key` command sets anything but the defaults.
    """
    if role not in KeyRole.values:
        raise ApiError(f"role must be one of {', '.join(KeyRole.values)}")
    if max_authority not in KnowledgeAuthority.values:
        raise ApiError(f"max_authority must be one of {', '.join(KnowledgeAuthority.values)}")
    raw_key = generate_raw_key()
    key = ApiKey.objects.create(
        tenant=tenant,
        name=name,
        prefix=raw_key[:KEY_PREFIX_LENGTH],
        hashed_key=hash_key(raw_key),
        role=role,
        max_authority=max_authority,
    )
    audit_record(
        action="api_key.create",
        tenant=tenant,
        target=key.prefix,
        detail={"role": role, "max_authority": max_authority},
        actor_user=actor_user,
        ip_address=ip_address,
    )
    return key, raw_key


@transaction.atomic
def api_key_revoke(*, key: ApiKey, actor_user: User | None = None, ip_address: str | None = None) -> ApiKey:
    if key.revoked_at is None:
        key.revoked_at = timezone.now()
        key.save(update_fields=["revoked_at"])
        audit_record(
            action="api_key.revoke",
            tenant=key.tenant,
            target=key.prefix,
            actor_user=actor_user,
            ip_address=ip_address,
        )
    return key


# --- The event log -------------------------------------------------------------------------------


@dataclass(frozen=True)
class IngestResult:
    accepted: int
    duplicates: int
    stored: list[Event]


def _problem(index: int, field: str, message: str) -> dict[str, Any]:
    return {"index": index, "field": field, "message": message}


def _parse_occurred_at(value: object, now: dt.datetime) -> tuple[dt.datetime | None, str | None]:
    """An aware time inside the accepted window (docs/api-edge.md, "Times"), checked on the calendar
    fields before any arithmetic, so no offset can push a conversion out of Python's range."""
    if not isinstance(value, str) or len(value) > 64:
        return None, "must be an ISO 8601 string with a timezone"
    try:
        parsed = dt.datetime.fromisoformat(value)
    except ValueError:
        return None, "is not an ISO 8601 date-time"
    if parsed.tzinfo is None or parsed.utcoffset() is None:
        return None, "must carry a timezone offset (e.g. 2026-08-09T07:30:00+03:00 or ...Z)"
    # a year either side on the calendar: an offset moves a local time across New Year
    if not EARLIEST_OCCURRED_AT.year - 1 <= parsed.year <= now.year + 1:
        return None, f"must be between {EARLIEST_OCCURRED_AT:%Y-%m-%d} and 24 hours from now"
    utc = parsed.astimezone(dt.UTC)
    if utc < EARLIEST_OCCURRED_AT:
        return None, f"must be between {EARLIEST_OCCURRED_AT:%Y-%m-%d} and 24 hours from now"
    if utc - now > MAX_FUTURE:
        return None, "is more than 24 hours in the future"
    return utc, None


def canonical_json(value: object) -> str:
    """JSON with sorted keys, and every number that is a whole value written as an integer
    (`7.0` → `7`, `-0.0` → `0`), so equal content hashes equally however a bot spells its numbers."""
    return json.dumps(_canonical_numbers(value), sort_keys=True, separators=(",", ":"))


def _canonical_numbers(value: object) -> object:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: _canonical_numbers(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_canonical_numbers(item) for item in value]
    return value


def _content_sha256(
    kind: str, occurred_at: dt.datetime, payload: dict, session_id: str, *, version: int = HASH_VERSION
) -> str:
    """The content fingerprint of an event. Version 1 (rows stored before numbers were canonical)
    hashed the payload as sent; version 2 hashes canonical numbers. A row keeps its version, so a
    retry of an event stored under version 1 is still recognised as the same content."""
    parts = [kind, occurred_at.isoformat(), payload, session_id]
    if version == 1:
        canonical = json.dumps(parts, sort_keys=True, separators=(",", ":"))
    else:
        canonical = canonical_json(parts)
    return hashlib.sha256(canonical.encode()).hexdigest()


def _validate_event(index: int, raw: object, now: dt.datetime) -> tuple[dict | None, list[dict]]:
    if not isinstance(raw, dict):
        return None, [_problem(index, "", "each event must be a JSON object")]
    # The plain-text and number rule first (docs/api-edge.md): a value breaking it is never looked at.
    text_problems = value_problems(raw)
    if text_problems:
        return None, [_problem(index, field, message) for field, message in text_problems]
    problems: list[dict] = []
    event_id = raw.get("id")
    if not isinstance(event_id, str) or not event_id.strip() or len(event_id) > 128:
        problems.append(_problem(index, "id", "must be a non-empty string of at most 128 characters"))
    kind = raw.get("kind")
    if not isinstance(kind, str):
        problems.append(_problem(index, "kind", "is required and must be a string"))
    occurred_at, time_error = _parse_occurred_at(raw.get("occurred_at"), now)
    if time_error:
        problems.append(_problem(index, "occurred_at", time_error))
    session_id = raw.get("session_id") or ""
    if not isinstance(session_id, str) or len(session_id) > 128:
        problems.append(_problem(index, "session_id", "must be a string of at most 128 characters"))
    payload = raw.get("payload", {})
    if isinstance(kind, str):
        problems.extend(_problem(index, field, message) for field, message in validate_payload(kind, payload))
    if isinstance(payload, dict) and not problems:
        size = len(json.dumps(payload, separators=(",", ":")).encode())
        if size > settings.EVENT_PAYLOAD_MAX_BYTES:
            problems.append(_problem(index, "payload", "is larger than 64 KiB"))
    if problems:
        return None, problems
    clean = {
        "event_id": event_id,
        "kind": kind,
        "occurred_at": occurred_at,
        "payload": payload,
        "session_id": session_id,
        # every field was checked above (no problems): a string kind, a parsed time
        "content_sha256": _content_sha256(
            cast(str, kind), cast(dt.datetime, occurred_at), payload, session_id
        ),
        "hash_version": HASH_VERSION,
    }
    return clean, []


def validate_event_batch(raw_events: object, *, now: dt.datetime) -> list[dict]:
    """Validate a whole batch; raise one ApiError listing every problem, or return clean rows."""
    if not isinstance(raw_events, list) or not raw_events:
        raise ApiError(
            "`events` must be a non-empty list.", details=[{"field": "events", "message": "required"}]
        )
    if len(raw_events) > settings.EVENTS_MAX_BATCH:
        raise ApiError(
            f"A batch holds at most {settings.EVENTS_MAX_BATCH} events.",
            details=[{"field": "events", "message": f"{len(raw_events)} events sent"}],
        )
    clean_rows: list[dict] = []
    problems: list[dict] = []
    for index, raw in enumerate(raw_events):
        clean, event_problems = _validate_event(index, raw, now)
        problems.extend(event_problems)
        if clean is not None:
            clean_rows.append(clean)
    if problems:
        raise ApiError(
            f"{len({p['index'] for p in problems})} of {len(raw_events)} events are not valid; "
            "nothing was stored.",
            code="invalid_events",
            details=problems,
        )
    return clean_rows


def _same_content(row: dict, known_hash: str, known_version: int) -> bool:
    if known_version == row["hash_version"]:
        return known_hash == row["content_sha256"]
    args = (row["kind"], row["occurred_at"], row["payload"], row["session_id"])
    return known_hash == _content_sha256(*args, version=known_version)


def _split_new_and_duplicates(client: Client, rows: list[dict]) -> tuple[list[dict], int]:
    stored: dict[str, tuple[str, int]] = {}
    ids = [row["event_id"] for row in rows]
    for start in range(0, len(ids), 500):
        for event_id, sha, version in Event.objects.filter(
            client=client, event_id__in=ids[start : start + 500]
        ).values_list("event_id", "content_sha256", "hash_version"):
            stored[event_id] = (sha, version)
    new_rows: list[dict] = []
    duplicates = 0
    conflicts: list[dict] = []
    for index, row in enumerate(rows):
        known = stored.get(row["event_id"])
        if known is None:
            stored[row["event_id"]] = (row["content_sha256"], row["hash_version"])
            new_rows.append(row)
        elif _same_content(row, *known):
            duplicates += 1
        else:
            conflicts.append(
                _problem(index, "id", f"event {row['event_id']!r} was already stored with different content")
            )
    if conflicts:
        raise Conflict(
            "Some event ids were already used for different content; nothing from this batch was stored.",
            code="event_id_conflict",
            details=conflicts,
        )
    return new_rows, duplicates


def events_ingest(
    *,
    client: Client,
    raw_events: object,
    received_at: dt.datetime | None = None,
    actor: Actor | None = None,
    ip_address: str | None = None,
) -> IngestResult:
    """Validate a batch whole, store the new events, count duplicates, refuse conflicting ids (409).

    All-or-nothing: any invalid event or conflicting id stores nothing. A concurrent batch that wins
    the race for the same ids makes our insert fail on the unique constraint; we re-read once, so the
    loser sees those ids as duplicates (or conflicts) instead of an error. With an actor, a batch that
    stored anything writes one `events.append` audit row in the same transaction.
    """
    received_at = received_at or timezone.now()
    rows = validate_event_batch(raw_events, now=received_at)
    for attempt in range(2):
        try:
            with transaction.atomic():
                new_rows, duplicates = _split_new_and_duplicates(client, rows)
                stored = Event.objects.bulk_create(
                    [Event(client=client, received_at=received_at, **row) for row in new_rows]
                )
                _after_events_stored(client, stored)
                if actor is not None and stored:
                    audit_record(
                        action="events.append",
                        tenant=client.tenant,
                        target=client.external_id,
                        detail={"accepted": len(stored), "duplicates": duplicates},
                        actor=actor,
                        ip_address=ip_address,
                    )
            return IngestResult(accepted=len(stored), duplicates=duplicates, stored=stored)
        except IntegrityError:
            if attempt == 1:
                raise
    raise AssertionError("unreachable")


def _after_events_stored(client: Client, stored: list[Event]) -> None:
    """Announce the batch to the features (the wiki enqueues its inline ingest on commit)."""
    if stored:
        events_stored.send(sender=Event, client=client, events=stored)
