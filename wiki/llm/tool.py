"""The one forced tool the distiller answers through, and the strict parse of its answer into a Proposal.

Parsing is structural only — types, required fields, no extras, no duplicate paths. Whether the pages
obey the wiki's rules is the validator's job (a hostile but well-formed answer parses and is then
rejected there). Anything that is not exactly one well-formed call of this tool — prose, a cut-off
answer, a refusal, a missing field — raises DistillerError: one failed attempt, never a partial apply.
"""

import dataclasses
from collections.abc import Iterator
from typing import Any

from wiki.distillers.base import (
    Contradiction,
    DistillerError,
    Proposal,
    ProposedAlert,
    ProposedQuestion,
    Removal,
)
from wiki.llm.pricing import Usage
from wiki.tree.escaping import escape_page_text

TOOL_NAME = "propose_wiki_update"

_PAGE = {
    "type": "object",
    "properties": {
        "path": {"type": "string", "description": "Tree path, e.g. wiki/recovery-patterns.md"},
        "content": {"type": "string", "description": "The page's full new markdown."},
    },
    "required": ["path", "content"],
    "additionalProperties": False,
}
_IDS = {"type": "array", "items": {"type": "string"}, "description": "Event ids (from the digest)."}

TOOL: dict[str, Any] = {
    "name": TOOL_NAME,
    "description": (
        "Propose the wiki update for this run: rewritten candidate pages, new pages, index summaries, "
        "the new contradiction pairs, alerts for the coach, and a log subject. Validated before anything "
        "is written; an invalid proposal is rejected whole."
    ),
    "input_schema": {
        "type": "object",
        "properties": {
            "pages": {"type": "array", "items": _PAGE, "description": "Rewritten candidate pages."},
            "new_pages": {"type": "array", "items": _PAGE, "description": "Pages created by this run."},
            "index_summaries": {
                "type": "object",
                "additionalProperties": {"type": "string"},
                "description": "path → one-line summary (≤ 200 characters) for pages written.",
            },
            "contradictions": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "page": {"type": "string"},
                        "old_claim": {"type": "string"},
                        "new_claim": {"type": "string"},
                        "evidence": _IDS,
                    },
                    "required": ["page", "old_claim", "new_claim", "evidence"],
                    "additionalProperties": False,
                },
            },
            "alerts": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "kind": {"type": "string", "enum": ["coach_block_tension", "safety"]},
                        "page": {"type": "string"},
                        "severity": {"type": "string", "enum": ["low", "medium", "high"]},
                        "message": {"type": "string"},
                        "evidence": _IDS,
                    },
                    "required": ["kind", "page", "severity", "message", "evidence"],
                    "additionalProperties": False,
                },
            },
            "log_subject": {"type": "string", "description": "A few words naming the day."},
            "removed": {
                "type": "array",
                "description": "Claims you dropped on purpose, each with its reason (required when a page "
                "loses more than half of its claim lines).",
                "items": {
                    "type": "object",
                    "properties": {
                        "page": {"type": "string"},
                        "claim": {"type": "string", "description": "The dropped line as it stood."},
                        "reason": {"type": "string"},
                    },
                    "required": ["page", "claim", "reason"],
                    "additionalProperties": False,
                },
            },
            "questions": {
                "type": "array",
                "maxItems": 1,
                "description": "At most one question for the coach's question queue: a gap only the client "
                "can fill, asked at a natural moment.",
                "items": {
                    "type": "object",
                    "properties": {
                        "text": {"type": "string", "description": "One plain sentence to the client."},
                        "options": {
                            "type": "array",
                            "items": {"type": "string"},
                            "description": "0 or 2–5 short answers.",
                        },
                        "page": {"type": "string", "description": "The page the answer fills."},
                        "evidence": _IDS,
                    },
                    "required": ["text", "options", "page", "evidence"],
                    "additionalProperties": False,
                },
            },
        },
        "required": [
            "pages",
            "new_pages",
            "index_summaries",
            "contradictions",
            "alerts",
            "log_subject",
            "removed",
            "questions",
        ],
        "additionalProperties": False,
    },
}
TOOL_CHOICE = {"type": "tool", "name": TOOL_NAME}
_REQUIRED = (
    "pages",
    "new_pages",
    "index_summaries",
    "contradictions",
    "alerts",
    "log_subject",
    "removed",
    "questions",
)
LOG_SUBJECT_MAX = 120


def _fail(message: str) -> DistillerError:
    return DistillerError(f"unusable answer: {message}")


def _object(value: Any, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _fail(f"{where} is not an object")
    missing = [key for key in keys if key not in value]
    extra = sorted(set(value) - set(keys))
    if missing:
        raise _fail(f"{where} lacks {', '.join(missing)}")
    if extra:
        raise _fail(f"{where} has unexpected field(s) {', '.join(map(str, extra))}")
    return value


def _string(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise _fail(f"{where} is not a string")
    return value


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise _fail(f"{where} is not a list")
    return tuple(_string(item, f"{where}[{index}]") for index, item in enumerate(value))


def _list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise _fail(f"{where} is not a list")
    return value


def _pages(answer: dict[str, Any]) -> dict[str, str]:
    pages: dict[str, str] = {}
    for field in ("pages", "new_pages"):
        for index, item in enumerate(_list(answer[field], field)):
            where = f"{field}[{index}]"
            item = _object(item, where, ("path", "content"))
            path = _string(item["path"], f"{where}.path")
            if path in pages:
                raise _fail(f"{path} is proposed twice")
            pages[path] = _string(item["content"], f"{where}.content")
    return pages


def _records(
    answer: dict[str, Any], field: str, keys: tuple[str, ...]
) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each object of the list `field`, checked for exactly `keys`, with its place for messages."""
    for index, item in enumerate(_list(answer[field], field)):
        where = f"{field}[{index}]"
        yield where, _object(item, where, keys)


def _contradictions(answer: dict[str, Any]) -> tuple[Contradiction, ...]:
    return tuple(
        Contradiction(
            page=_string(item["page"], f"{where}.page"),
            old_claim=_string(item["old_claim"], f"{where}.old_claim").strip(),
            new_claim=_string(item["new_claim"], f"{where}.new_claim").strip(),
            evidence=_strings(item["evidence"], f"{where}.evidence"),
        )
        for where, item in _records(answer, "contradictions", ("page", "old_claim", "new_claim", "evidence"))
    )


def _alerts(answer: dict[str, Any]) -> tuple[ProposedAlert, ...]:
    return tuple(
        ProposedAlert(
            kind=_string(item["kind"], f"{where}.kind"),
            page=_string(item["page"], f"{where}.page"),
            severity=_string(item["severity"], f"{where}.severity"),
            message=_string(item["message"], f"{where}.message"),
            evidence=_strings(item["evidence"], f"{where}.evidence"),
        )
        for where, item in _records(answer, "alerts", ("kind", "page", "severity", "message", "evidence"))
    )


def _removed(answer: dict[str, Any]) -> tuple[Removal, ...]:
    return tuple(
        Removal(
            page=_string(item["page"], f"{where}.page"),
            claim=_string(item["claim"], f"{where}.claim"),
            reason=_string(item["reason"], f"{where}.reason"),
        )
        for where, item in _records(answer, "removed", ("page", "claim", "reason"))
    )


def _questions(answer: dict[str, Any]) -> tuple[ProposedQuestion, ...]:
    """The model's question, escaped like bot text (it reaches a client and a page as plain text)."""
    return tuple(
        ProposedQuestion(
            text=escape_page_text(_string(item["text"], f"{where}.text")),
            options=tuple(
                escape_page_text(option) for option in _strings(item["options"], f"{where}.options")
            ),
            page=_string(item["page"], f"{where}.page"),
            evidence=_strings(item["evidence"], f"{where}.evidence"),
        )
        for where, item in _records(answer, "questions", ("text", "options", "page", "evidence"))
    )


def proposal_from_input(answer: Any) -> Proposal:
    """The tool input, strictly, as a Proposal (the validator then judges the content)."""
    answer = _object(answer, "the tool input", _REQUIRED)
    summaries = answer["index_summaries"]
    if not isinstance(summaries, dict):
        raise _fail("index_summaries is not an object")
    subject = " ".join(_string(answer["log_subject"], "log_subject").split())
    return Proposal(
        pages=_pages(answer),
        index_summaries={
            _string(path, "index_summaries key"): _string(text, f"index_summaries[{path!r}]")
            for path, text in summaries.items()
        },
        contradictions=_contradictions(answer),
        alerts=_alerts(answer),
        log_subject=subject[:LOG_SUBJECT_MAX],
        removed=_removed(answer),
        questions=_questions(answer),
    )


def tool_input(message: Any, *, tool_name: str = TOOL_NAME) -> Any:
    """The input of the one call of `tool_name` in an SDK Message; DistillerError for anything else."""
    if isinstance(message, str):
        raise _fail("the API answered with text, not a message")
    stop_reason = getattr(message, "stop_reason", None)
    if stop_reason == "max_tokens":
        raise _fail("cut off at max_tokens before the answer was complete")
    if stop_reason == "refusal":
        raise _fail("the model refused")
    blocks = getattr(message, "content", None)
    if not isinstance(blocks, list):
        raise _fail("the message has no content")
    calls = [block for block in blocks if getattr(block, "type", None) == "tool_use"]
    prose = [
        block
        for block in blocks
        if getattr(block, "type", None) == "text" and str(getattr(block, "text", "")).strip()
    ]
    if not calls:
        raise _fail("no tool call" + (" (prose only)" if prose else ""))
    if prose:
        raise _fail("prose next to the tool call")
    if len(calls) != 1 or getattr(calls[0], "name", None) != tool_name:
        raise _fail(f"expected exactly one call of {tool_name}")
    if stop_reason != "tool_use":
        raise _fail(f"unexpected stop_reason {stop_reason!r}")
    answer = getattr(calls[0], "input", None)
    if isinstance(answer, str):  # some gateways pass the arguments through unparsed
        raise _fail("the tool input is a string, not a JSON object (malformed JSON)")
    return answer


def parse_proposal(message: Any, *, usage: Usage | None = None) -> Proposal:
    proposal = proposal_from_input(tool_input(message))
    if usage is None:
        return proposal
    return dataclasses.replace(proposal, usage=usage.as_dict())
