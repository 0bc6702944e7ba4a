"""What the OpenAPI schema says beyond what the views declare (a drf-spectacular postprocessing hook).

- Every event kind's payload, as a `oneOf` discriminated by `kind`, generated from the validators
  (coda_console/event_schema.py) — the schema cannot drift from what the API accepts.
- A summary (ReDoc's titles) and a description for every operation that does not declare its own.
- Request examples for events, the context bundle and turns.
tests/coda_console/test_api_docs.py fails when an operation is added without a summary.
"""

from typing import Any

from coda_console.event_kinds import EVENT_KINDS
from coda_console.event_schema import component_name, is_behavioural, payload_schema

_CLIENT_404 = " A client of another tenant is a 404, exactly like a missing one."

# operationId → (summary, description). Views that declare their own keep them.
OPERATIONS: dict[str, tuple[str, str]] = {
    "clients_list": ("List clients", "Every client of the key's tenant, ordered by id."),
    "clients_upsert": (
        "Create or update a client",
        "Registers a client under your own id (201), or updates its name, timezone, activity and "
        "coaches (200). The timezone decides the client's local day for the nightly wiki ingest.",
    ),
    "events_append": (
        "Append events",
        "Append up to 1,000 events, validated whole: any invalid event stores nothing and every problem "
        "is listed (index, field, message). Each event's `payload` depends on its `kind` (see the "
        "schema's variants). Same id and same content is counted as a duplicate; same id with different "
        "content is a 409." + _CLIENT_404,
    ),
    "events_list": (
        "List events",
        "The client's event log, oldest first, paged with `next_cursor`; filter by kind and time.",
    ),
    "context_bundle": (
        "Get the context bundle",
        "The one prompt-assembly call: a budgeted prompt with the client's safety slice (constraints, "
        "injuries, open safety alerts and contradictions, goals), persona, program, the wiki pages that "
        "matter for the pipeline, recent events, memory and knowledge — each section with its token count "
        "and sources, and a citations map. `free_chat` needs `query`." + _CLIENT_404,
    ),
    "turn_record": (
        "Record a chat turn",
        "Records the user's and the bot's text and the tools used as events, then returns the next "
        "context bundle — one call per turn. `turn_id` makes a retry of the same turn store nothing twice."
        + _CLIENT_404,
    ),
    "note_file": (
        "File a note",
        'Queues a note ("file this") as a `note.filed` event: the next ingest turns it into, or merges it '
        "into, a topic page of the client's wiki." + _CLIENT_404,
    ),
    "memory_read": ("Read behavioural memory", "The client's facts and the memory prompt section."),
    "memory_fact_forget": ("Forget a fact", "Deletes one fact of the client's behavioural memory."),
    "questions_next": (
        "Get today's question",
        "At most one question per client per local day; the question returned is marked asked.",
    ),
    "questions_answer": (
        "Answer a question",
        "Stores the client's answer as a `question.answered` event; it lands on the question's page.",
    ),
    "wiki_tree": ("List the wiki's files", "Every file of the client's tree with its current version."),
    "wiki_page": (
        "Read a wiki page",
        "A page's markdown at its current version, or at `version`." + _CLIENT_404,
    ),
    "wiki_page_versions": ("List a page's versions", "Every version of a page, newest last."),
    "wiki_alerts": ("List a client's alerts", "Open or resolved alerts of one client, newest first."),
    "knowledge_domains_list": ("List knowledge domains", "The tenant's knowledge domains."),
    "knowledge_domains_create": ("Create a knowledge domain", "A new domain of shared knowledge."),
    "knowledge_records_list": ("List records", "Records of a domain (heads by default)."),
    "knowledge_records_create": ("Write a record", "A new knowledge record, with provenance."),
    "knowledge_records_create_batch": (
        "Write many records",
        "Up to 500 records in one transaction: all written or none.",
    ),
    "knowledge_records_get": (
        "Read a record",
        "One record with its edges, chain and provenance.",
    ),
    "knowledge_records_retract": ("Retract a record", "Marks a record retracted (kept, not current)."),
    "knowledge_edges_create": ("Link two records", "Adds a typed edge between two records."),
    "knowledge_search": ("Search knowledge", "Hybrid relevance search over a domain's live heads."),
    "knowledge_prompt": (
        "Get the knowledge prompt section",
        "The 'What you know about this domain' section for a conversation, within a token budget.",
    ),
    "knowledge_lint": ("Lint a domain", "Contradictions, duplicates, orphans and missing parts."),
    "client_stats": (
        "Get a client's numbers",
        "One metric per client-local day over a window of at most 366 days, with a summary; `where` "
        "keeps the days on which other metrics hold. Computed from the event log, never by a model.",
    ),
    "client_export": (
        "Export a client's whole record",
        "A zip archive, streamed: the event log (JSON Lines), every wiki version with its metadata and "
        "changesets, memory facts, alerts and questions, and a README explaining the format "
        "(docs/data.md). Needs an `admin` key; a `bot` key gets 403." + _CLIENT_404,
    ),
    "client_erase": (
        "Erase a client for good",
        "Removes her events, derived rows and every stored wiki version (S3 object versions included); "
        "audit rows are kept, pseudonymised. `confirm` must repeat the client's id. Idempotent and "
        "resumable (docs/data.md, Erasure). Needs an `admin` key; a `bot` key gets 403." + _CLIENT_404,
    ),
}

_EVENTS_EXAMPLE = {
    "events": [
        {
            "id": "tg-5512-0001",
            "kind": "sleep.logged",
            "occurred_at": "2026-08-12T06:40:00+03:00",
            "payload": {"hours": 6.5, "bedtime": "23:40", "quality": 3},
        },
        {
            "id": "tg-5512-0002",
            "kind": "session.completed",
            "occurred_at": "2026-08-12T18:10:00+03:00",
            "payload": {
                "name": "Lower A",
                "sets": [{"exercise": "back squat", "reps": 5, "weight_kg": 80, "rpe": 7.5}],
                "duration_min": 55,
            },
            "session_id": "tg-chat-5512",
        },
        {
            "id": "tg-5512-0003",
            "kind": "checkin.soreness",
            "occurred_at": "2026-08-12T21:00:00+03:00",
            "payload": {"area": "left knee", "severity": 3, "note": "after squats"},
        },
    ]
}

EXAMPLES: dict[str, dict[str, Any]] = {
    "events_append": {"A morning, a session and a check-in": _EVENTS_EXAMPLE},
    "context_bundle": {
        "Before the morning message": {"pipeline": "morning_brief"},
        "Answering a question": {
            "pipeline": "free_chat",
            "query": "Can I run tomorrow with a sore knee?",
            "budget_tokens": 4000,
        },
    },
    "turn_record": {
        "After each exchange": {
            "session_id": "tg-chat-5512",
            "turn_id": "t-0042",
            "user_text": "Knee is a bit sore after yesterday's squats.",
            "bot_text": "Thanks — today we'll swap squats for split squats at a lighter load.",
            "tools": [{"name": "plan_lookup", "ok": True, "entities": [{"type": "plan", "id": "lower-a"}]}],
            "pipeline": "session_mode",
        }
    },
}


def _event_components(schemas: dict[str, Any]) -> None:
    """One component per kind; the request's event becomes a `oneOf` of them, discriminated by kind."""
    base = schemas.get("EventInputRequest")
    if base is None:
        return
    mapping: dict[str, str] = {}
    for kind in sorted(EVENT_KINDS):
        name = component_name(kind)
        ref = f"#/components/schemas/{name}"
        mapping[kind] = ref
        group = "Behavioural (telemetry)" if is_behavioural(kind) else "Coaching"
        properties = dict(base["properties"])
        properties["kind"] = {"type": "string", "enum": [kind]}
        properties["payload"] = {**payload_schema(kind), "description": f"The `{kind}` payload (≤ 64 KiB)."}
        schemas[name] = {
            "type": "object",
            "title": kind,
            "description": f"{group} event `{kind}`.",
            "properties": properties,
            "required": base["required"],
        }
    schemas["EventInputRequest"] = {
        "description": "One event. `payload` depends on `kind`: one variant per kind.",
        "oneOf": [{"$ref": ref} for ref in mapping.values()],
        "discriminator": {"propertyName": "kind", "mapping": mapping},
    }
    schemas.pop("EventInputKindEnum", None)


def _operations(paths: dict[str, Any]) -> None:
    for methods in paths.values():
        for operation in methods.values():
            summary, description = OPERATIONS.get(operation.get("operationId", ""), ("", ""))
            if summary and not operation.get("summary"):
                operation["summary"] = summary
            if description and not operation.get("description"):
                operation["description"] = description
            examples = EXAMPLES.get(operation.get("operationId", ""))
            content = operation.get("requestBody", {}).get("content", {}).get("application/json")
            if examples and content is not None:
                content["examples"] = {
                    name.lower().replace(" ", "-"): {"summary": name, "value": value}
                    for name, value in examples.items()
                }


def document_api(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    _event_components(result.get("components", {}).get("schemas", {}))
    _operations(result.get("paths", {}))
    return result
