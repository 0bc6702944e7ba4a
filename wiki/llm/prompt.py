"""The distiller's request: a stable cached prefix, then the run's own material, then any violations.

    tools         the one forced tool (stable)
    system[0]     standing instructions (stable)
    system[1]     SCHEMA.md — cache_control: ephemeral (1 h for batches, 5 min otherwise)
    user          the run · index.md · wiki/ paths · candidate pages · raw digest · notable chat ·
                  filed notes and answers · (retry) the validator's violations verbatim

Everything up to the cache breakpoint is identical for every client and every night, so one cache
write serves a whole batch. What follows is bounded by the wiki's own caps (≤ 90 lines per candidate
page, index.md folds old weeks, one day of events) — never by the wiki's age: raw/ history, old weekly
pages and the look-back events are deliberately left out.
"""

import dataclasses
import hashlib
import json
import re
from typing import Any

from django.conf import settings

from wiki.distillers.base import DistillInput
from wiki.ingest.digest import render_transcript
from wiki.llm.excerpts import shown_pages
from wiki.llm.instructions import render_instructions
from wiki.llm.tool import TOOL, TOOL_CHOICE, TOOL_NAME
from wiki.tree.escaping import escape_page_block, escape_page_text
from wiki.tree.markup import WEEKLY_PATH_RE

RECENT_WEEK_ROWS = 2  # index rows of weekly pages sent; older weeks are frozen: one line of paths
INDEX_LINK_RE = re.compile(r"\]\((wiki/[^)\s]+)\)")


def cache_control(ttl: str) -> dict[str, str]:
    return {"type": "ephemeral", "ttl": ttl}


def system_blocks(schema: str, *, ttl: str) -> list[dict[str, Any]]:
    """The stable prefix: instructions, then SCHEMA.md carrying the cache breakpoint."""
    return [
        {"type": "text", "text": render_instructions(TOOL_NAME)},
        {
            "type": "text",
            "text": f'<schema path="SCHEMA.md">\n{schema.strip()}\n</schema>',
            "cache_control": cache_control(ttl),
        },
    ]


def _wiki_paths(task: DistillInput, index_rows: list[str]) -> list[str]:
    """wiki/ paths neither the index rows sent nor the candidate pages name; the weekly pages among
    them (frozen) fold into one line, so the list stays one line long however old the wiki is."""
    listed = {path for row in index_rows for path in INDEX_LINK_RE.findall(row)} | set(task.pages)
    paths = sorted(path for path in task.existing_paths if path.startswith("wiki/") and path not in listed)
    folded = [path for path in paths if WEEKLY_PATH_RE.match(path)]
    lines = [path for path in paths if path not in folded]
    if folded:
        lines.append(f"(plus {len(folded)} frozen weekly pages, {folded[0][12:-3]} … {folded[-1][12:-3]})")
    return lines


def _notes(task: DistillInput) -> str:
    """Filed notes and answers to coach questions, in full (the digest only has snippets), capped."""
    parts = []
    for event in task.events:
        if event.kind == "note.filed":
            # Bot text reaches the model already escaped (docs/wiki.md "Bot text on pages"): what it
            # quotes onto a page is then plain text too.
            source = event.payload.get("source")
            source = f" (source: {escape_page_text(source)})" if source else ""
            parts.append(
                f"### Note `{event.event_id}`: {escape_page_text(event.payload.get('title', ''))}{source}\n"
                f"{escape_page_block(event.payload.get('body', '')).strip()}"
            )
        elif event.kind == "question.answered":
            question = event.payload.get("question") or event.payload.get("question_id")
            parts.append(
                f"### Answer `{event.event_id}` to “{escape_page_text(question)}” "
                f"(page {escape_page_text(event.payload.get('page', '?'))})\n"
                f"{escape_page_block(event.payload.get('answer', '')).strip()}"
            )
    text = "\n\n".join(parts)
    limit = settings.LLM_NOTES_MAX_CHARS
    return text if len(text) <= limit else text[: limit - 40].rstrip() + "\n… (cut at the prompt's limit)"


def run_header(task: DistillInput) -> str:
    scope = (
        f"Inline mini-ingest: fold only the triggering events below into at most "
        f"{settings.WIKI_INLINE_MAX_PAGES} of the candidate pages."
        if task.mode == "inline"
        else "Nightly ingest: fold the whole day into the candidate pages (this ISO week's page included)."
    )
    name = escape_page_text(task.client_name).replace('"', "”")
    return (
        f'<run client="{name}" timezone="{task.timezone}" '
        f'date="{task.local_date.isoformat()}" mode="{task.mode}">\n{scope}\n</run>'
    )


def _index_rows(task: DistillInput) -> list[str]:
    """index.md without the rows of the candidate pages (each is sent below, its summary on its own
    line 3), only the newest RECENT_WEEK_ROWS weekly rows, and without the index's own row of folded
    weeks: the older weeks are frozen and named in <wiki_paths> (docs/anthropic.md "Request size")."""
    lines = task.index.strip().split("\n")
    weekly = sorted(
        (path for line in lines if (path := _row_path(line)) and WEEKLY_PATH_RE.match(path)), reverse=True
    )
    dropped = set(task.pages) | set(weekly[RECENT_WEEK_ROWS:])
    return [
        line
        for line in lines
        if not line.startswith("| weekly/ (earlier)") and _row_path(line) not in dropped
    ]


def _row_path(line: str) -> str | None:
    match = INDEX_LINK_RE.search(line)
    return match.group(1) if match and line.startswith("| [") else None


def _index(rows: list[str]) -> str:
    return (
        '<index path="index.md" rows="candidate pages and older weeks left out">\n'
        + "\n".join(rows)
        + "\n</index>"
    )


def run_material(task: DistillInput) -> str:
    """The per-run half of the prompt (no violations): what the model reads about this client today."""
    rows = _index_rows(task)
    sections = [run_header(task), _index(rows)]
    sections.append("<wiki_paths>\n" + "\n".join(_wiki_paths(task, rows)) + "\n</wiki_paths>")
    shown = shown_pages(task, max_lines=settings.WIKI_PAGE_MAX_LINES)  # long ledgers bounded
    pages = "\n".join(
        f'<page path="{path}">\n{text.rstrip()}\n</page>' for path, text in sorted(shown.items())
    )
    sections.append(f"<candidate_pages>\n{pages}\n</candidate_pages>" if pages else "<candidate_pages/>")
    sections.append(f'<raw_digest path="{task.raw_digest_path}">\n{task.raw_digest.strip()}\n</raw_digest>')
    transcript = render_transcript(
        client_name=task.client_name, timezone=task.timezone, local_date=task.local_date, events=task.events
    )
    if transcript:
        sections.append(f"<notable_chat>\n{transcript.strip()}\n</notable_chat>")
    notes = _notes(task)
    if notes:
        sections.append(f"<filed_notes>\n{notes}\n</filed_notes>")
    return "\n\n".join(sections)


def violations_text(violations: tuple[str, ...]) -> str:
    lines = "\n".join(f"- {message}" for message in violations)
    return (
        "<violations>\nYour previous answer was rejected and nothing of it was applied. The validator "
        f"said, verbatim:\n{lines}\nFix every point and call {TOOL_NAME} again with the complete answer.\n"
        "</violations>"
    )


def user_content(task: DistillInput) -> list[dict[str, Any]]:
    content = [{"type": "text", "text": run_material(task)}]
    if task.violations:
        content.append({"type": "text", "text": violations_text(task.violations)})
    return content


def distill_params(task: DistillInput, *, model: str, max_tokens: int, ttl: str) -> dict[str, Any]:
    """Messages API parameters for one distillation (the same shape direct and inside a batch)."""
    return {
        "model": model,
        "max_tokens": max_tokens,
        "system": system_blocks(task.schema, ttl=ttl),
        "tools": [TOOL],
        "tool_choice": TOOL_CHOICE,
        "messages": [{"role": "user", "content": user_content(task)}],
    }


def stable_prefix_text(params: dict[str, Any]) -> str:
    """The cached prefix as text (tools + system), for size accounting (bench/llm_prompt.py)."""
    return json.dumps(params["tools"], ensure_ascii=False) + "".join(
        block["text"] for block in params["system"]
    )


def request_text(params: dict[str, Any]) -> str:
    """Everything the request sends the model, as text (for size accounting)."""
    user = "".join(block["text"] for message in params["messages"] for block in message["content"])
    return stable_prefix_text(params) + user


def task_digest(task: DistillInput) -> str:
    """sha256 of a task's every field (violations aside): equal digests ⇔ equal tasks."""
    data = dataclasses.asdict(dataclasses.replace(task, violations=()))
    data["existing_paths"] = sorted(task.existing_paths)
    encoded = json.dumps(data, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(encoded.encode("utf-8")).hexdigest()
