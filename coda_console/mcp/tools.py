"""The MCP tools: each one REST operation, described for a model choosing what to call.

Input schemas guide the model; they are not enforced here — the REST serializers validate, so a bad
argument gets the same code, message and field as the same mistake over REST (docs/bots.md "MCP").
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from coda_console.context.pages import PIPELINES
from coda_console.errors import error_body
from coda_console.event_kinds import EVENT_KINDS
from coda_console.mcp.operations import ApiResult, Caller, call_api, call_path
from wiki.inbox.questions import MOMENTS


@dataclass(frozen=True)
class Tool:
    name: str
    title: str
    description: str
    schema: dict[str, Any]
    run: Callable[[Caller, dict[str, Any]], ApiResult]


_CLIENT = {
    "type": "string",
    "description": "The client's id in your system (the `id` you registered with POST /api/v1/clients).",
}
_BUDGET = {
    "type": "integer",
    "description": "Token ceiling for the assembled prompt (1,000–12,000; default 6,000).",
}
_PIPELINE = {
    "type": "string",
    "enum": list(PIPELINES),
    "description": "What the bot is about to do; it picks the wiki pages that matter for it.",
}


def _schema(required: list[str], **properties: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": required}


def _given(arguments: dict[str, Any], *names: str) -> dict[str, Any]:
    """The arguments the caller sent, as sent: absent ones stay absent so REST applies its defaults."""
    return {name: arguments[name] for name in names if name in arguments}


def _client(arguments: dict[str, Any]) -> dict[str, Any]:
    return {"external_id": str(arguments.get("client", ""))}


def _get_context(caller: Caller, args: dict[str, Any]) -> ApiResult:
    body = _given(args, "pipeline", "query", "budget_tokens")
    return call_api(caller, "POST", "context", kwargs=_client(args), body=body)


def _record_turn(caller: Caller, args: dict[str, Any]) -> ApiResult:
    body = _given(
        args, "session_id", "turn_id", "user_text", "bot_text", "tools", "pipeline", "budget_tokens"
    )
    return call_api(caller, "POST", "turns", kwargs=_client(args), body=body)


def _file_note(caller: Caller, args: dict[str, Any]) -> ApiResult:
    body = _given(args, "title", "body", "source")
    return call_api(caller, "POST", "notes", kwargs=_client(args), body=body)


def _log_events(caller: Caller, args: dict[str, Any]) -> ApiResult:
    return call_api(caller, "POST", "events", kwargs=_client(args), body=_given(args, "events"))


def _next_question(caller: Caller, args: dict[str, Any]) -> ApiResult:
    result = call_api(
        caller, "GET", "wiki_api:question-next", kwargs=_client(args), query=_given(args, "moment")
    )
    if result.status == 204:  # REST answers "nothing today" with an empty 204; a tool needs a body
        return ApiResult(200, {"question": None, "message": "Nothing to ask today."})
    return ApiResult(result.status, {"question": result.body} if result.ok else result.body)


def _answer_question(caller: Caller, args: dict[str, Any]) -> ApiResult:
    # A question_id no route takes (not a whole number) is the REST 404 for that URL.
    kwargs = {"question_id": args.get("question_id")}
    return call_api(caller, "POST", "wiki_api:question-answer", kwargs=kwargs, body=_given(args, "answer"))


def _search_knowledge(caller: Caller, args: dict[str, Any]) -> ApiResult:
    return call_api(
        caller,
        "GET",
        "knowledge_api:search",
        kwargs={"slug": str(args.get("domain", ""))},
        query=_given(args, "q", "limit"),
    )


def _client_stats(caller: Caller, args: dict[str, Any]) -> ApiResult:
    # The stats endpoint (GET /api/v1/clients/{id}/stats), by path: its route belongs to the context
    # bundle's API, and wherever it is not deployed the tool answers that URL's REST 404.
    client = _client(args)["external_id"]
    if not client or "/" in client:
        return ApiResult(404, error_body("not_found", "No such client."))
    query = _given(args, "metric", "by", "from", "to", "where", "area")
    return call_path(caller, "GET", f"/api/v1/clients/{client}/stats", query=query)


def _read_wiki_page(caller: Caller, args: dict[str, Any]) -> ApiResult:
    kwargs = {**_client(args), "page_path": str(args.get("path", ""))}
    return call_api(caller, "GET", "wiki_api:page", kwargs=kwargs, query=_given(args, "version"))


TOOLS: tuple[Tool, ...] = (
    Tool(
        "get_context",
        "Get the context bundle",
        "Call this BEFORE you answer or plan anything for a client: it returns one ready-to-use prompt "
        "(`prompt`) with the client's safety constraints and injuries, goals, active program, the wiki "
        "pages that matter for the pipeline, recent events, what the system knows about the user, and "
        "domain knowledge — within a token budget, with citations. Pick the pipeline for the moment: "
        "morning_brief, session_mode, meal_lens, form_check, weekly_review, or free_chat (then `query` "
        "is the user's message and is required). Read-only.",
        _schema(
            ["client", "pipeline"],
            client=_CLIENT,
            pipeline=_PIPELINE,
            query={"type": "string", "description": "The user's message or topic (required for free_chat)."},
            budget_tokens=_BUDGET,
        ),
        _get_context,
    ),
    Tool(
        "record_turn",
        "Record a chat turn and get the next context",
        "Call this AFTER each exchange with the user: it stores what the user said, what you answered and "
        "which tools you used (as events), then returns the refreshed context bundle for the next turn — "
        "one call instead of log_events + get_context. Send `turn_id` to make retries safe.",
        _schema(
            ["client", "session_id"],
            client=_CLIENT,
            session_id={"type": "string", "description": "Your conversation id (≤ 128 characters)."},
            turn_id={"type": "string", "description": "Unique per turn; a retry with it is stored once."},
            user_text={"type": "string", "description": "What the user said (verbatim)."},
            bot_text={"type": "string", "description": "What you answered (verbatim)."},
            tools={
                "type": "array",
                "description": "Tools you called this turn: "
                "{name, ok, error?, entities?[{type, id, label?}]}.",
                "items": {"type": "object"},
            },
            pipeline=_PIPELINE,
            budget_tokens=_BUDGET,
        ),
        _record_turn,
    ),
    Tool(
        "file_note",
        "File a note into the client's wiki",
        "Use when the user or you produced something worth keeping as a page (a plan, a summary, a decision "
        "with its reasons): the note is queued and becomes or updates a topic page at the next ingest. "
        "Not for chat turns (use record_turn) or measurements (use log_events).",
        _schema(
            ["client", "title", "body"],
            client=_CLIENT,
            title={"type": "string", "description": "The page's subject (≤ 200 characters)."},
            body={"type": "string", "description": "Markdown body (≤ 40,000 characters)."},
            source={"type": "string", "description": "Where it came from (optional)."},
        ),
        _file_note,
    ),
    Tool(
        "log_events",
        "Log events that happened",
        "Record things that happened to the client — sleep, sessions, meals, weight, soreness, injuries, "
        "travel, program changes — and tool telemetry, as a batch of up to 1,000 events. Each event is "
        "{id (your idempotency key), kind, occurred_at (ISO 8601 with timezone), payload, session_id?}. "
        "The batch is validated whole: one invalid event stores nothing and every problem is listed. "
        f"Kinds: {', '.join(sorted(EVENT_KINDS))}; payload fields per kind are in the API docs.",
        _schema(
            ["client", "events"],
            client=_CLIENT,
            events={"type": "array", "items": {"type": "object"}, "description": "1–1,000 events."},
        ),
        _log_events,
    ),
    Tool(
        "next_question",
        "Get the question to ask the client today",
        "At a natural pause (the `moment`), ask whether the system has a question for the client — a gap "
        "in what it knows. At most one a day; the question returned is marked asked, so ask it now. "
        "`question` is null when there is nothing to ask.",
        _schema(
            ["client", "moment"],
            client=_CLIENT,
            moment={"type": "string", "enum": list(MOMENTS), "description": "What just happened."},
        ),
        _next_question,
    ),
    Tool(
        "answer_question",
        "Record the client's answer to a question",
        "Send the client's answer (in her words) to a question you got from next_question; it lands on the "
        "question's wiki page at the next ingest.",
        _schema(
            ["question_id", "answer"],
            question_id={"type": "integer", "description": "The `id` next_question returned."},
            answer={"type": "string", "description": "The answer, verbatim (≤ 2,000 characters)."},
        ),
        _answer_question,
    ),
    Tool(
        "search_knowledge",
        "Search the domain knowledge base",
        "Search the tenant's shared domain knowledge (current records only, ranked by relevance, each with "
        "its linked records) when you need facts about the domain rather than about the client.",
        _schema(
            ["domain", "q"],
            domain={"type": "string", "description": "The knowledge domain's slug."},
            q={"type": "string", "description": "What to look for."},
            limit={"type": "integer", "description": "At most this many hits (default 10)."},
        ),
        _search_knowledge,
    ),
    Tool(
        "client_stats",
        "Get the client's numbers",
        "Numbers computed from the client's event log, per client-local day, with a summary (days, mean, "
        "min, max…): e.g. sessions, rpe, protein, kcal, sleep_hours, recovery, soreness, weight. Use "
        "these numbers instead of estimating them from the conversation; `where` keeps only days on "
        "which other metrics hold (e.g. `rpe<=7,sleep_hours>=7`).",
        _schema(
            ["client", "metric"],
            client=_CLIENT,
            metric={"type": "string", "description": "What to count, e.g. sleep_hours or sessions."},
            **{
                "from": {"type": "string", "format": "date", "description": "First day (YYYY-MM-DD)."},
                "to": {"type": "string", "format": "date", "description": "Last day (default: today)."},
            },
            where={"type": "string", "description": "Conditions on other metrics, e.g. rpe<=7."},
            area={"type": "string", "description": "soreness only: one body area."},
        ),
        _client_stats,
    ),
    Tool(
        "read_wiki_page",
        "Read one wiki page",
        "Read a page of the client's wiki in full (markdown), e.g. `wiki/training-history.md` or "
        "`index.md` (which lists every page with a one-line summary). Pass `version` for a past version. "
        "get_context already includes the pages that matter; use this to look deeper.",
        _schema(
            ["client", "path"],
            client=_CLIENT,
            path={"type": "string", "description": "The page's path in the tree, e.g. wiki/goals.md."},
            version={"type": "integer", "description": "A past version number (default: current)."},
        ),
        _read_wiki_page,
    ),
)

TOOLS_BY_NAME = {tool.name: tool for tool in TOOLS}
