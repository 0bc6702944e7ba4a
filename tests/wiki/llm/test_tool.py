"""Strict parsing of the forced tool's answer: anything but one well-formed call is a failed attempt."""

import pytest
from anthropic._models import construct_type
from anthropic.types import Message

from tests.wiki.llm.fake_api import answer, text_message, tool_message
from wiki.distillers.base import DistillerError
from wiki.llm.tool import TOOL, parse_proposal, proposal_from_input, tool_input


def as_message(body: dict) -> Message:
    """The SDK's own model, built the way the SDK builds a response (lenient, nested)."""
    return construct_type(type_=Message, value=body)


def test_a_complete_answer_becomes_a_proposal():
    body = tool_message(
        answer(
            pages={"wiki/goals.md": "# Goals\n\n*g*\n"},
            new_pages={"wiki/sleep-notes.md": "# Sleep notes\n\n*s*\n"},
            summaries={"wiki/goals.md": "First pull-up"},
            contradictions=[
                {"page": "wiki/goals.md", "old_claim": " a ", "new_claim": "b", "evidence": ["e1"]}
            ],
            alerts=[
                {
                    "kind": "safety",
                    "page": "wiki/goals.md",
                    "severity": "high",
                    "message": "m",
                    "evidence": [],
                }
            ],
            subject="  rest   day ",
        )
    )
    proposal = parse_proposal(as_message(body))
    assert proposal.pages == {
        "wiki/goals.md": "# Goals\n\n*g*\n",
        "wiki/sleep-notes.md": "# Sleep notes\n\n*s*\n",
    }
    assert proposal.index_summaries == {"wiki/goals.md": "First pull-up"}
    assert proposal.contradictions[0].old_claim == "a" and proposal.contradictions[0].evidence == ("e1",)
    assert proposal.alerts[0].kind == "safety" and proposal.log_subject == "rest day"


def test_the_tool_schema_requires_every_field_and_forbids_extras():
    schema = TOOL["input_schema"]
    assert set(schema["required"]) == set(schema["properties"]) and schema["additionalProperties"] is False


@pytest.mark.parametrize(
    ("body", "complaint"),
    [
        (text_message("Here is the update you asked for."), "no tool call (prose only)"),
        (tool_message(answer(), stop_reason="max_tokens"), "max_tokens"),
        (tool_message(answer(), stop_reason="refusal"), "refused"),
        (tool_message("{not json"), "malformed JSON"),
        (tool_message(answer(), name="other_tool"), "exactly one call"),
        (tool_message(answer(), stop_reason="end_turn"), "stop_reason"),
    ],
    ids=["prose", "max-tokens", "refusal", "string-input", "wrong-tool", "stop-reason"],
)
def test_anything_but_one_clean_tool_call_is_a_failed_attempt(body, complaint):
    with pytest.raises(DistillerError, match=complaint.replace("(", r"\(").replace(")", r"\)")):
        parse_proposal(as_message(body))


def test_prose_next_to_the_tool_call_is_refused():
    body = tool_message(answer())
    body["content"].insert(0, {"type": "text", "text": "Sure! Calling the tool now."})
    with pytest.raises(DistillerError, match="prose next to the tool call"):
        tool_input(as_message(body))


def test_a_text_response_instead_of_a_message_is_refused():
    with pytest.raises(DistillerError, match="text, not a message"):
        tool_input("<html>gateway error</html>")


@pytest.mark.parametrize(
    ("mutate", "complaint"),
    [
        (lambda a: a.pop("log_subject"), "lacks log_subject"),
        (lambda a: a.update(extra=1), "unexpected field"),
        (lambda a: a.update(pages=[{"path": "wiki/a.md"}]), "lacks content"),
        (lambda a: a.update(pages=[{"path": 3, "content": "x"}]), "is not a string"),
        (lambda a: a.update(pages="wiki/a.md"), "is not a list"),
        (lambda a: a.update(index_summaries=["x"]), "index_summaries is not an object"),
        (lambda a: a.update(index_summaries={"wiki/a.md": 1}), "is not a string"),
        (
            lambda a: a.update(contradictions=[{"page": "p", "old_claim": "o", "new_claim": "n"}]),
            "lacks evidence",
        ),
        (lambda a: a.update(alerts=[{"kind": "safety"}]), "lacks page"),
        (
            lambda a: a.update(
                pages=[{"path": "wiki/a.md", "content": "1"}],
                new_pages=[{"path": "wiki/a.md", "content": "2"}],
            ),
            "proposed twice",
        ),
    ],
)
def test_missing_extra_or_mistyped_fields_are_refused(mutate, complaint):
    data = answer()
    mutate(data)
    with pytest.raises(DistillerError, match=complaint):
        proposal_from_input(data)


def test_usage_travels_with_the_proposal():
    from tests.wiki.llm.fake_api import usage
    from wiki.llm.pricing import usage_of

    message = as_message(tool_message(answer(), usage_data=usage(10, 20, cache_read=30, cache_write=40)))
    proposal = parse_proposal(message, usage=usage_of(message))
    assert proposal.usage == {
        "input_tokens": 10,
        "output_tokens": 20,
        "cache_read_tokens": 30,
        "cache_write_tokens": 40,
    }
