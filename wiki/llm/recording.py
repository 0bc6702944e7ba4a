"""Recorded exchanges with the Messages API (docs/anthropic.md, "Recorded exchanges").

`record_day(directory)` plays one fixed client-day — the recording scenario below — through the real
anthropic distiller against the configured API, and saves every HTTP request/response pair as JSON:

    DIR/manifest.json          what was recorded: format, synthetic flag, scenario, model, outcome
    DIR/001-post-v1-messages.json, 002-…   one exchange each: {"request": {method, path, headers,
                               body}, "response": {status, headers, body}}

Credentials never reach a file: request headers are kept only from an allow-list (the key and any
auth header are replaced by "(redacted)"), response headers likewise, and the key's value is
scrubbed from every body. The scenario is built in a transaction that is rolled back (and pages go
to a scratch storage directory), so recording leaves no client, page or event behind; each billed
exchange is recorded afterwards as an LlmCall of kind `check`. The test suite replays recordings
through the real SDK against a local server and checks the run commits the recorded pages.
"""

import datetime as dt
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.db import transaction
from django.test import override_settings
from django.utils import timezone

from coda_console.models import Client
from coda_console.services import client_upsert, events_ingest, tenant_create
from wiki.distillers import get_distiller
from wiki.distillers.anthropic import AnthropicDistiller
from wiki.ingest.runs import ingest_nightly
from wiki.llm.accounting import record_call
from wiki.llm.client import KEY_VARIABLES, base_url, observing
from wiki.llm.models import LlmCall
from wiki.llm.pricing import usage_of
from wiki.models import IngestRun

FORMAT = "coda-llm-recording/1"
SCENARIO = "two-days/1"  # bump when the events below change: older recordings no longer replay
TENANT_SLUG = "llm-recording"
EXTERNAL_ID = "rec-marta"
TIMEZONE = "Europe/Kyiv"
DAY1 = dt.date(2026, 8, 10)  # distilled by the rules distiller (the tree the model reads)
DAY2 = dt.date(2026, 8, 11)  # the recorded night
REDACTED = "(redacted)"
KEPT_REQUEST_HEADERS = ("anthropic-version", "anthropic-beta", "content-type", "user-agent")
KEPT_RESPONSE_HEADERS = ("content-type", "request-id")

_SCENARIO_EVENTS: tuple[tuple[dt.date, str, str, str, dict[str, Any]], ...] = (
    (DAY1, "06:30", "rec-d1-sleep", "sleep.logged", {"hours": 7.2, "bedtime": "22:50", "quality": 4}),
    (DAY1, "06:35", "rec-d1-recovery", "recovery.scored", {"score": 68}),
    (
        DAY1,
        "13:00",
        "rec-d1-lunch",
        "meal.logged",
        {"description": "chicken salad", "protein_g": 35, "kcal": 520},
    ),
    (
        DAY1,
        "18:30",
        "rec-d1-session",
        "session.completed",
        {
            "name": "Upper body A",
            "sets": [
                {"exercise": "Bench press", "reps": 5, "weight_kg": 40, "rpe": 7},
                {"exercise": "Bench press", "reps": 5, "weight_kg": 40, "rpe": 8},
                {"exercise": "Band row", "reps": 10, "weight_kg": 0},
            ],
            "volume_kg": 400,
            "duration_min": 45,
        },
    ),
    (
        DAY1,
        "19:00",
        "rec-d1-chat-user",
        "chat.turn",
        {"role": "user", "text": "I want to run a 10k in October, that's my goal for this autumn"},
    ),
    (DAY1, "19:01", "rec-d1-chat-bot", "chat.turn", {"role": "bot", "text": "Great goal, noted!"}),
    (
        DAY1,
        "20:00",
        "rec-d1-injury",
        "injury.reported",
        {"area": "left wrist", "description": "front rack position hurts"},
    ),
    (DAY2, "06:30", "rec-d2-sleep", "sleep.logged", {"hours": 5.4, "bedtime": "00:40", "quality": 2}),
    (DAY2, "06:35", "rec-d2-recovery", "recovery.scored", {"score": 49}),
    (
        DAY2,
        "13:00",
        "rec-d2-lunch",
        "meal.logged",
        {"description": "lentil soup and bread", "protein_g": 22, "kcal": 610},
    ),
    (
        DAY2,
        "18:30",
        "rec-d2-session",
        "session.completed",
        {
            "name": "Lower body A",
            "sets": [
                {"exercise": "Back squat", "reps": 5, "weight_kg": 60, "rpe": 8},
                {"exercise": "Back squat", "reps": 5, "weight_kg": 60, "rpe": 9},
                {"exercise": "Romanian deadlift", "reps": 8, "weight_kg": 50, "rpe": 7},
            ],
            "volume_kg": 1000,
            "duration_min": 50,
        },
    ),
    (
        DAY2,
        "19:30",
        "rec-d2-dinner",
        "meal.logged",
        {"description": "salmon, rice and greens", "protein_g": 38, "kcal": 700},
    ),
    (
        DAY2,
        "21:00",
        "rec-d2-chat-user",
        "chat.turn",
        {
            "role": "user",
            "text": "Baby was up three times last night, squats felt heavy. Right knee a bit sore after.",
        },
    ),
    (
        DAY2,
        "21:01",
        "rec-d2-chat-bot",
        "chat.turn",
        {"role": "bot", "text": "Thanks for telling me. Rest well."},
    ),
    (
        DAY2,
        "21:05",
        "rec-d2-soreness",
        "checkin.soreness",
        {"area": "right knee", "severity": 2, "context": "after squats"},
    ),
)


def scenario_events(day: dt.date) -> list[dict[str, Any]]:
    """The scenario's events of one client-local day, as a bot would post them."""
    tz = Client(timezone=TIMEZONE).tz
    return [
        {
            "id": event_id,
            "kind": kind,
            "occurred_at": dt.datetime.combine(on, dt.time.fromisoformat(clock), tzinfo=tz).isoformat(),
            "payload": payload,
        }
        for on, clock, event_id, kind, payload in _SCENARIO_EVENTS
        if on == day
    ]


def build_scenario(*, tenant_slug: str = TENANT_SLUG) -> Client:
    """The recording client: both days' events posted, day 1 distilled by the rules distiller; day 2
    waits for the distiller under test (`ingest_nightly(client=…, local_date=DAY2, …)`)."""
    tenant = tenant_create(slug=tenant_slug, name="LLM recording (scratch)")
    client, _ = client_upsert(
        tenant=tenant, external_id=EXTERNAL_ID, display_name="Marta", timezone_name=TIMEZONE
    )
    events_ingest(client=client, raw_events=scenario_events(DAY1) + scenario_events(DAY2))
    ingest_nightly(client=client, local_date=DAY1, distiller=get_distiller("rules"))
    return client


# --- Capturing exchanges -------------------------------------------------------------------------------


def _secrets() -> list[str]:
    return [value for name in KEY_VARIABLES if (value := os.environ.get(name))]


def _headers(headers: Any, kept: tuple[str, ...]) -> dict[str, str]:
    """Only allow-listed headers survive; a credential-bearing one is named but its value redacted."""
    result = {}
    for name, value in headers.items():
        lowered = name.lower()
        if lowered in kept:
            result[lowered] = value
        elif lowered in ("x-api-key", "authorization") or "token" in lowered or "key" in lowered:
            result[lowered] = REDACTED
    return dict(sorted(result.items()))


def _body(raw: bytes, secrets: list[str]) -> Any:
    text = raw.decode("utf-8", "replace")
    for secret in secrets:
        text = text.replace(secret, REDACTED)
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


class Recorder:
    """An httpx response hook collecting each exchange, already redacted."""

    def __init__(self) -> None:
        self.exchanges: list[dict[str, Any]] = []

    def __call__(self, response: Any) -> None:
        response.read()  # an event hook sees the response before its body is read
        request, secrets = response.request, _secrets()
        self.exchanges.append(
            {
                "request": {
                    "method": request.method,
                    "path": request.url.path,
                    "headers": _headers(request.headers, KEPT_REQUEST_HEADERS),
                    "body": _body(request.content, secrets),
                },
                "response": {
                    "status": response.status_code,
                    "headers": _headers(response.headers, KEPT_RESPONSE_HEADERS),
                    "body": _body(response.content, secrets),
                },
            }
        )


# --- Recording one client-day ---------------------------------------------------------------------------


class _Discard(Exception):
    """Raised to roll the scratch scenario back once the run is over."""


@dataclass(frozen=True)
class Recording:
    directory: Path
    files: list[str]
    outcome: dict[str, Any]


def _outcome(run: IngestRun) -> dict[str, Any]:
    return {
        "run_status": run.status,
        "attempts": run.attempts,
        "pages_touched": sorted(run.pages_touched),
        "error": run.error[:500],
    }


def _bill(exchanges: list[dict[str, Any]], model: str) -> None:
    """The scenario's own LlmCall rows were rolled back with it: bill each answered exchange as `check`."""
    for exchange in exchanges:
        body = exchange["response"]["body"]
        if isinstance(body, dict) and isinstance(body.get("usage"), dict):
            message = json.loads(json.dumps(body), object_hook=lambda d: SimpleNamespace(**d))
            record_call(
                kind=LlmCall.Kind.CHECK,
                model=model,
                usage=usage_of(message),
                stop_reason=str(body.get("stop_reason") or ""),
            )


def record_day(directory: Path, *, synthetic: bool = False, note: str = "") -> Recording:
    """Play the scenario's second night through the anthropic distiller with every exchange recorded,
    then write the files (see the module docstring). `synthetic` labels a recording made against a
    local stand-in of the API (tests/wiki/llm/recordings/make_synthetic.py): never a real model."""
    recorder = Recorder()
    outcome: dict[str, Any] = {}
    with (
        tempfile.TemporaryDirectory() as scratch,
        override_settings(WIKI_STORAGE="filesystem", WIKI_FS_ROOT=Path(scratch)),
    ):
        try:
            with transaction.atomic():
                client = build_scenario()
                with observing(recorder):
                    run = ingest_nightly(client=client, local_date=DAY2, distiller=AnthropicDistiller())
                outcome = _outcome(run)
                raise _Discard
        except _Discard:
            pass
    _bill(recorder.exchanges, settings.LLM_DISTILL_MODEL)
    return Recording(
        directory,
        write_recording(directory, recorder.exchanges, outcome, synthetic=synthetic, note=note),
        outcome,
    )


def _endpoint() -> str:
    """The API's scheme, host and port (never userinfo a proxy URL might carry)."""
    parts = urlsplit(base_url())
    return f"{parts.scheme}://{parts.hostname or ''}" + (f":{parts.port}" if parts.port else "")


def exchange_name(index: int, exchange: dict[str, Any]) -> str:
    request = exchange["request"]
    slug = "-".join(part for part in request["path"].split("/") if part)
    return f"{index:03d}-{request['method'].lower()}-{slug}.json"


def write_recording(
    directory: Path,
    exchanges: list[dict[str, Any]],
    outcome: dict[str, Any],
    *,
    synthetic: bool,
    note: str = "",
) -> list[str]:
    """Write the exchanges and their manifest; returns the file names (manifest first)."""
    directory.mkdir(parents=True, exist_ok=True)
    names = [exchange_name(index, exchange) for index, exchange in enumerate(exchanges, 1)]
    for name, exchange in zip(names, exchanges, strict=True):
        payload = {"synthetic": synthetic, **exchange}
        (directory / name).write_text(
            json.dumps(payload, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
    manifest = {
        "format": FORMAT,
        "synthetic": synthetic,
        "note": note or "Recorded against the real Messages API with manage.py llm_check --record.",
        "scenario": SCENARIO,
        "client_date": DAY2.isoformat(),
        "model": settings.LLM_DISTILL_MODEL,
        "endpoint": "(a local stand-in of the API)" if synthetic else _endpoint(),
        "recorded_at": timezone.now().replace(microsecond=0).isoformat(),
        "exchanges": names,
        "outcome": outcome,
    }
    (directory / "manifest.json").write_text(
        json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    return ["manifest.json", *names]
