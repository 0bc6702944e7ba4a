import pytest
from django_q.conf import Conf

from coda_console.models import Event
from wiki.models import WikiPage
from wiki.tree.pagemap import CORE_PAGES

CONTEXT = "/api/v1/clients/{}/context"
TURNS = "/api/v1/clients/{}/turns"
NOTES = "/api/v1/clients/{}/notes"


def test_context_returns_the_bundle_contract(bot, marta_wiki):
    response = bot.post(CONTEXT.format(marta_wiki.external_id), {"pipeline": "meal_lens", "query": "protein"})
    assert response.status_code == 200, response.json()
    body = response.json()
    assert set(body) == {
        "prompt",
        "tokens",
        "budget_tokens",
        "sections",
        "pages",
        "page_choice",
        "citations",
        "memory",
        "tools",
        "generated_at",
    }
    assert body["budget_tokens"] == 6000 and body["tokens"] <= 6000
    assert body["pages"][0] == "wiki/nutrition-patterns.md"
    assert all({"name", "tokens", "sources"} == set(s) for s in body["sections"])
    assert set(body["memory"]) == {"degraded"}  # memory itself is tested in tests/memory


def test_each_context_call_records_a_query_pattern_observation(bot, marta_wiki):
    bot.post(
        CONTEXT.format(marta_wiki.external_id),
        {"pipeline": "free_chat", "query": "My knee hurts after squats"},
    )
    observation = Event.objects.filter(client=marta_wiki, kind="query.pattern").get()
    assert observation.payload["pipeline"] == "free_chat"
    assert observation.payload["domain"] == "injury"
    assert "knee" in observation.payload["keywords"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"pipeline": "gossip", "query": "x"}, "pipeline"),
        ({"pipeline": "free_chat", "query": "  "}, "query"),
        ({"pipeline": "meal_lens", "budget_tokens": 999}, "budget_tokens"),
        ({"pipeline": "meal_lens", "budget_tokens": 12_001}, "budget_tokens"),
    ],
)
def test_bad_requests_are_400_in_the_one_shape(bot, client_a, body, field):
    response = bot.post(CONTEXT.format(client_a.external_id), body)
    assert response.status_code == 400
    assert response.json()["error"]["details"][0]["field"] == field


def test_other_tenants_get_404_on_every_query_endpoint(other_tenant_bot, client_a):
    for url, body in [
        (CONTEXT, {"pipeline": "meal_lens"}),
        (TURNS, {"session_id": "s", "user_text": "hi"}),
        (NOTES, {"title": "t", "body": "b"}),
    ]:
        response = other_tenant_bot.post(url.format(client_a.external_id), body)
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "not_found"
    assert not Event.objects.filter(client=client_a).exists()


def test_a_turn_records_chat_and_tool_events_and_returns_the_next_bundle(bot, marta_wiki):
    before = Event.objects.filter(client=marta_wiki).count()
    body = {
        "session_id": "tg-42",
        "turn_id": "7",
        "user_text": "Can I swap front squats? My wrist hurts.",
        "bot_text": "Yes — goblet squats keep your wrist neutral.",
        "tools": [
            {
                "name": "exercise_lookup",
                "ok": True,
                "entities": [{"type": "exercise", "id": "goblet-squat", "label": "Goblet squat"}],
            },
            {"name": "calendar", "ok": False, "error": "timeout"},
        ],
        "pipeline": "session_mode",
    }
    response = bot.post(TURNS.format(marta_wiki.external_id), body)
    assert response.status_code == 200, response.json()
    assert response.json()["recorded"] == 5
    kinds = list(
        Event.objects.filter(client=marta_wiki, session_id="tg-42")
        .order_by("id")
        .values_list("kind", flat=True)
    )
    assert kinds == ["chat.turn", "tool.success", "entity.access", "tool.failure", "chat.turn"]
    assert response.json()["context"]["pages"][:2] == [
        "wiki/training-history.md",
        "wiki/constraints-injuries.md",
    ]
    again = bot.post(TURNS.format(marta_wiki.external_id), body)  # a retry gets the first answer
    assert again.json() == response.json() and again["Idempotent-Replayed"] == "true"
    assert Event.objects.filter(client=marta_wiki).count() == before + 5 + 1  # + the first call's observation


def test_turn_tools_are_validated(bot, client_a):
    response = bot.post(
        TURNS.format(client_a.external_id), {"session_id": "s", "user_text": "x", "tools": [{"ok": True}]}
    )
    assert response.status_code == 400
    assert response.json()["error"]["details"][0]["field"].startswith("tools")


def test_file_this_turns_the_seed_hotel_answer_into_a_topic_page(
    bot, marta_wiki, monkeypatch, django_capture_on_commit_callbacks
):
    monkeypatch.setattr(Conf, "SYNC", True)  # run the enqueued inline ingest right away
    note = {
        "title": "Travel protocol",
        "body": "Hotel gym with two dumbbells and a treadmill: 35-minute DB full body "
        "(goblet squat, DB row, DB press, split squat) + 25-minute incline walk, "
        "mapped to the program's slots.",
        "source": "free chat 2026-08-10",
    }
    with django_capture_on_commit_callbacks(execute=True):
        response = bot.post(NOTES.format(marta_wiki.external_id), note)
    assert response.status_code == 202 and response.json()["status"] == "queued"
    assert Event.objects.filter(client=marta_wiki, kind="note.filed").count() == 1
    page = WikiPage.objects.get(client=marta_wiki, path="wiki/travel-protocol.md")
    assert page.current_content.startswith("# Travel protocol")
    assert "incline walk" in page.current_content
    index = WikiPage.objects.get(client=marta_wiki, path="index.md").current_content
    assert "travel-protocol.md" in index
    linking = WikiPage.objects.filter(
        client=marta_wiki, path__in=CORE_PAGES, current_content__contains="(travel-protocol.md)"
    )
    assert linking.exists(), "the most related core page links to the new topic page"
    bundle = bot.post(
        CONTEXT.format(marta_wiki.external_id), {"pipeline": "free_chat", "query": "hotel gym with dumbbells"}
    ).json()
    assert bundle["pages"][0] == "wiki/travel-protocol.md"
