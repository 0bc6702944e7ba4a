"""The MCP server through the SDK's own client, over both transports (stdio and streamable HTTP),
against a live deployment: every tool answers what REST answers, with the same errors, the same tenant
isolation, audit rows and throttles per key."""

import asyncio
import json
import uuid

import httpx
import pytest

from coda_console.mcp.tools import TOOLS
from tests.coda_console.mcp import deployment as live

pytestmark = pytest.mark.slow
TRANSPORTS = ["stdio", "http"]
BAD_EVENT = {"id": "x", "kind": "sleep.logged", "occurred_at": "yesterday", "payload": {"hours": 30}}


@pytest.fixture(scope="module")
def deployment(tmp_path_factory):
    running = live.start(tmp_path_factory.mktemp("mcp"))
    yield running
    live.stop(running)


def run(coroutine):
    return asyncio.run(coroutine)


async def _call(deployment, transport: str, name: str, arguments: dict, key: str = "bot"):
    async with deployment.session(transport, key) as session:
        return await session.call_tool(name, arguments)


def call(deployment, transport: str, name: str, arguments: dict, key: str = "bot"):
    return run(_call(deployment, transport, name, arguments, key))


def body(result) -> dict:
    assert result.structuredContent == json.loads(result.content[0].text)
    return result.structuredContent


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_every_tool_is_listed_with_a_description_and_an_input_schema(deployment, transport):
    async def scenario():
        async with deployment.session(transport) as session:
            return (await session.list_tools()).tools

    tools = {tool.name: tool for tool in run(scenario())}
    assert (
        set(tools)
        == {tool.name for tool in TOOLS}
        == {
            "get_context",
            "record_turn",
            "file_note",
            "log_events",
            "next_question",
            "answer_question",
            "search_knowledge",
            "client_stats",
            "read_wiki_page",
        }
    )
    for tool in tools.values():
        assert len(tool.description) > 80 and tool.inputSchema["type"] == "object"
    assert "free_chat" in tools["get_context"].inputSchema["properties"]["pipeline"]["enum"]


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_get_context_returns_the_rest_bundle(deployment, transport):
    result = call(deployment, transport, "get_context", {"client": "marta-7f3a", "pipeline": "morning_brief"})
    bundle = body(result)
    assert result.isError is False
    rest = deployment.rest(
        "POST", "/api/v1/clients/marta-7f3a/context", json={"pipeline": "morning_brief"}
    ).json()
    assert set(bundle) == set(rest) and bundle["pages"] == rest["pages"]
    assert "## Persona" in bundle["prompt"] and bundle["tokens"] <= bundle["budget_tokens"] == 6000


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_log_events_stores_the_batch_and_audits_it_under_the_key(deployment, transport):
    event_id = f"mcp-{transport}-{uuid.uuid4().hex[:6]}"
    event = {
        "id": event_id,
        "kind": "sleep.logged",
        "occurred_at": "2026-08-12T06:30:00+03:00",
        "payload": {"hours": 7.5},
    }
    result = call(deployment, transport, "log_events", {"client": "marta-7f3a", "events": [event]})
    assert body(result) == {"accepted": 1, "duplicates": 0}
    again = call(deployment, transport, "log_events", {"client": "marta-7f3a", "events": [event]})
    assert body(again) == {"accepted": 0, "duplicates": 1}
    listed = deployment.rest("GET", "/api/v1/clients/marta-7f3a/events", params={"kind": "sleep.logged"})
    assert event_id in [row["id"] for row in listed.json()["events"]]
    audit = deployment.shell(
        "import json\nfrom coda_console.models import AuditEntry\n"
        "rows = AuditEntry.objects.filter(action='events.append', actor_key__name='bot')"
        ".values_list('target', 'detail', 'ip_address')\n"
        "print(json.dumps([list(r) for r in rows]))"
    )
    assert ["marta-7f3a", {"accepted": 1, "duplicates": 0}, "127.0.0.1"] in audit


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_record_turn_records_both_sides_and_returns_the_next_bundle(deployment, transport):
    arguments = {
        "client": "marta-7f3a",
        "session_id": f"s-{transport}",
        "turn_id": uuid.uuid4().hex[:12],
        "user_text": "My knee felt fine on squats today.",
        "bot_text": "Great — keep the depth you used.",
        "tools": [{"name": "plan_lookup", "ok": True}],
    }
    turn = body(call(deployment, transport, "record_turn", arguments))
    assert turn["recorded"] >= 2 and "prompt" in turn["context"]
    listed = deployment.rest("GET", "/api/v1/clients/marta-7f3a/events", params={"kind": "chat.turn"})
    texts = [event["payload"]["text"] for event in listed.json()["events"]]
    assert arguments["user_text"] in texts and arguments["bot_text"] in texts


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_file_note_queues_the_note(deployment, transport):
    note = {"client": "marta-7f3a", "title": f"Travel plan ({transport})", "body": "Hotel gym: 20 kg."}
    result = body(call(deployment, transport, "file_note", note))
    assert result["status"] == "queued" and result["event_id"]


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_next_question_then_answer_question(deployment, transport):
    client = f"q-{transport}"

    async def scenario():
        async with deployment.session(transport) as session:
            asked = await session.call_tool("next_question", {"client": client, "moment": "chat_idle"})
            question = body(asked)["question"]
            answered = await session.call_tool(
                "answer_question", {"question_id": question["id"], "answer": "Mornings, before work."}
            )
            return question, body(answered)

    question, answered = run(scenario())
    assert question["text"] == "Which days suit Ola?"
    assert answered["status"] == "answered" and answered["event_id"]
    after = body(call(deployment, transport, "next_question", {"client": client, "moment": "chat_idle"}))
    assert after == {"question": None, "message": "Nothing to ask today."}


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_search_knowledge_matches_rest(deployment, transport):
    result = body(call(deployment, transport, "search_knowledge", {"domain": "training", "q": "deload"}))
    rest = deployment.rest("GET", "/api/v1/domains/training/search", params={"q": "deload"}).json()
    assert result == rest and result["hits"][0]["title"] == "Deload every fourth week"


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_read_wiki_page_and_its_past_version_match_rest(deployment, transport):
    page = body(call(deployment, transport, "read_wiki_page", {"client": "marta-7f3a", "path": "index.md"}))
    rest = deployment.rest("GET", "/api/v1/clients/marta-7f3a/wiki/index.md").json()
    assert page == rest and page["content"].startswith("# ")
    past = {"client": "marta-7f3a", "path": "index.md", "version": 1}
    first = body(call(deployment, transport, "read_wiki_page", past))
    assert first["version"] == 1


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_client_stats_answers_what_rest_answers(deployment, transport):
    rest = deployment.rest("GET", "/api/v1/clients/marta-7f3a/stats", params={"metric": "sleep_hours"})
    result = call(deployment, transport, "client_stats", {"client": "marta-7f3a", "metric": "sleep_hours"})
    # Whatever this deployment's stats route answers — the numbers, or the 404 of a missing route.
    assert body(result) == rest.json() and result.isError == (rest.status_code >= 400)


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_wiki_pages_are_resources_of_the_keys_tenant_only(deployment, transport):
    async def scenario():
        async with deployment.session(transport) as session:
            listed = (await session.list_resources()).resources
            templates = (await session.list_resource_templates()).resourceTemplates
            page = await session.read_resource("wiki://marta-7f3a/index.md")
            refused = None
            try:
                await session.read_resource("wiki://sam-9d00/index.md")
            except Exception as error:
                refused = error
            return listed, templates, page, refused

    listed, templates, page, refused = run(scenario())
    uris = {str(resource.uri) for resource in listed}
    assert "wiki://marta-7f3a/index.md" in uris and not any("sam-9d00" in uri for uri in uris)
    assert templates[0].uriTemplate == "wiki://{client}/{+path}"
    rest = deployment.rest("GET", "/api/v1/clients/marta-7f3a/wiki/index.md").json()
    assert page.contents[0].text == rest["content"]
    assert refused is not None and "not_found" in str(refused)


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize(
    ("tool", "arguments", "method", "path", "rest_body"),
    [
        ("get_context", {"client": "sam-9d00", "pipeline": "morning_brief"}, "POST",
         "/api/v1/clients/sam-9d00/context", {"pipeline": "morning_brief"}),
        ("read_wiki_page", {"client": "sam-9d00", "path": "index.md"}, "GET",
         "/api/v1/clients/sam-9d00/wiki/index.md", None),
        ("search_knowledge", {"domain": "nope", "q": "deload"}, "GET",
         "/api/v1/domains/nope/search?q=deload", None),
        ("answer_question", {"question_id": 999999, "answer": "x"}, "POST",
         "/api/v1/questions/999999/answer", {"answer": "x"}),
    ],
)  # fmt: skip
def test_another_tenants_rows_are_refused_exactly_as_rest_refuses_them(
    deployment, transport, tool, arguments, method, path, rest_body
):
    result = call(deployment, transport, tool, arguments)
    rest = deployment.rest(method, path, json=rest_body)
    assert rest.status_code == 404
    assert result.isError is True and body(result) == rest.json()


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_the_other_tenants_question_cannot_be_answered(deployment, transport):
    theirs = deployment.shell(
        "import json\nfrom wiki.models import Question\n"
        "print(json.dumps(Question.objects.get(client__external_id='sam-9d00').pk))"
    )
    result = call(deployment, transport, "answer_question", {"question_id": theirs, "answer": "x"})
    rest = deployment.rest("POST", f"/api/v1/questions/{theirs}/answer", json={"answer": "x"})
    assert rest.status_code == 404 and result.isError is True and body(result) == rest.json()


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize(
    ("tool", "rest_body", "path"),
    [
        ("get_context", {"pipeline": "morning"}, "context"),
        ("get_context", {"pipeline": "free_chat"}, "context"),
        ("log_events", {"events": [BAD_EVENT]}, "events"),
        ("log_events", {}, "events"),
        ("record_turn", {"session_id": "s" * 129, "user_text": "hi"}, "turns"),
        ("file_note", {"title": "", "body": "x"}, "notes"),
    ],
)  # fmt: skip
def test_bad_arguments_get_the_rest_error_code_message_and_fields(
    deployment, transport, tool, rest_body, path
):
    result = call(deployment, transport, tool, {"client": "marta-7f3a", **rest_body})
    rest = deployment.rest("POST", f"/api/v1/clients/marta-7f3a/{path}", json=rest_body)
    assert rest.status_code == 400
    assert result.isError is True and body(result) == rest.json()


def test_a_revoked_key_is_refused_over_http_with_the_rest_401(deployment):
    raw = httpx.post(
        f"{deployment.base_url}/mcp",
        headers={"Authorization": f"Bearer {deployment.key('revoked')}", "Accept": "application/json"},
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
    )
    rest = deployment.rest("GET", "/api/v1/clients", key="revoked")
    assert raw.status_code == rest.status_code == 401 and raw.json() == rest.json()
    assert raw.json()["error"]["message"] == "The API key was revoked."
    with pytest.raises(BaseException) as refused:  # the SDK client gives up on the 401
        run(_call(deployment, "http", "get_context", {"client": "marta-7f3a", "pipeline": "morning_brief"},
                  key="revoked"))  # fmt: skip
    assert "401" in repr(refused.value.exceptions if hasattr(refused.value, "exceptions") else refused.value)
    anonymous = httpx.post(f"{deployment.base_url}/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "ping"})
    assert anonymous.status_code == 401 and anonymous.json()["error"]["code"] == "not_authenticated"


def test_a_revoked_key_cannot_start_the_stdio_server(deployment):
    key_file = str(deployment.key_file("revoked"))
    output = live.manage(deployment.env, "mcp", "--key-file", key_file, check=False)
    assert "The API key was revoked." in output


def test_a_key_revoked_mid_session_is_refused_on_its_next_stdio_call(deployment):
    revoke = (
        "import json\nfrom coda_console import services\nfrom coda_console.models import ApiKey\n"
        "services.api_key_revoke(key=ApiKey.objects.get(name='limited'))\nprint(json.dumps(1))"
    )

    async def scenario():
        async with deployment.session("stdio", key="limited") as session:
            before = await session.call_tool("read_wiki_page", {"client": "marta-7f3a", "path": "index.md"})
            await asyncio.to_thread(deployment.shell, revoke)
            after = await session.call_tool("read_wiki_page", {"client": "marta-7f3a", "path": "index.md"})
            return before, after

    before, after = run(scenario())
    assert before.isError is False
    assert after.isError is True and body(after)["error"] == {
        "code": "authentication_failed",
        "message": "The API key was revoked.",
        "details": [],
    }


def test_the_key_never_goes_on_the_command_line(deployment):
    output = live.manage(deployment.env, "mcp", check=False)
    assert "pass --key-file PATH or set CODA_API_KEY" in output


def test_throttles_count_mcp_calls_per_key(deployment):
    async def scenario():
        async with deployment.session("stdio", key="throttled", env={"API_RATE_LIMIT": "2/min"}) as session:
            args = {"client": "marta-7f3a", "path": "index.md"}
            return [await session.call_tool("read_wiki_page", args) for _ in range(3)]

    results = run(scenario())
    assert [result.isError for result in results] == [False, False, True]
    assert body(results[2])["error"]["code"] == "throttled"
    # Per key: the other keys of the tenant are not slowed down by this one.
    assert (
        call(deployment, "stdio", "read_wiki_page", {"client": "marta-7f3a", "path": "index.md"}).isError
        is False
    )
