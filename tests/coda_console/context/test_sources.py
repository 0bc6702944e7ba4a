import datetime as dt

from coda_console import services
from coda_console.context import services as context_services
from coda_console.context.builder import build_bundle
from tests.coda_console.context.conftest import NOW


def _telemetry(client):
    at = (NOW - dt.timedelta(hours=1)).isoformat()
    events = [
        {"id": "t1", "kind": "tool.success", "occurred_at": at, "payload": {"tool": "wearable_sync"}},
        {
            "id": "t2",
            "kind": "tool.failure",
            "occurred_at": at,
            "payload": {"tool": "wearable_sync", "error": "x"},
        },
        {
            "id": "t3",
            "kind": "entity.access",
            "occurred_at": at,
            "payload": {"entity_type": "exercise", "entity_id": "back-squat", "label": "Back squat"},
        },
        {"id": "t4", "kind": "query.pattern", "occurred_at": at, "payload": {"domain": "injury"}},
    ]
    services.events_ingest(client=client, raw_events=events)


def _recent(bundle) -> str:
    return next(s for s in bundle.sections if s.name == "recent_events").text


def test_no_telemetry_kind_enters_recent_events(marta_wiki):
    _telemetry(marta_wiki)
    text = _recent(build_bundle(client=marta_wiki, pipeline="morning_brief", query=""))
    for word in ("tool.", "wearable_sync", "entity.access", "back-squat", "query.pattern", "injury"):
        assert word not in text
    assert "sleep" in text


def test_context_calls_never_feed_back_into_the_next_bundle(marta_wiki):
    first = context_services.context_for_bot(
        client=marta_wiki, pipeline="free_chat", query="my knee hurts", budget_tokens=6000, now=NOW
    )
    for _ in range(12):
        last = context_services.context_for_bot(
            client=marta_wiki, pipeline="free_chat", query="my knee hurts", budget_tokens=6000, now=NOW
        )
    assert _recent(last) == _recent(first)
    assert "query.pattern" not in last.prompt
