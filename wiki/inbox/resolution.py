"""Alert resolutions as pure text operations and plans: the coach's one tap
(docs/wiki.md, "Coach edits and alerts").

wiki_contradiction — the ⚠ pair is replaced by one line:
    keep_old   → "- <old claim>"        accept_new → "- <new claim>"
    edit       → her text, as a coach block (what she writes is ground truth)
coach_block_tension — only she edits her block:
    keep_old   → the block stands (log line only)
    accept_new → her block is replaced by a coach block holding the new evidence's claim
    edit       → her block is replaced by a coach block with her new text
safety / pipeline_failure / lint_suggestion — dismiss (log line only; a failed run is re-run from its
dead letter).
"""

import datetime as dt
from dataclasses import dataclass
from typing import Any

from wiki.tree import content
from wiki.tree.markup import coach_block, coach_blocks, contradiction_pair
from wiki.tree.trees import Plan, TreeView, finalize_plan

ACTIONS = {
    "wiki_contradiction": ("keep_old", "accept_new", "edit"),
    "coach_block_tension": ("keep_old", "accept_new", "edit"),
    "safety": ("dismiss",),
    "pipeline_failure": ("dismiss",),
    "lint_suggestion": ("dismiss",),
}


class ResolutionError(ValueError):
    pass


@dataclass(frozen=True)
class Resolution:
    """What a resolution needs, recorded on its changeset so wiki_rebuild can replay it."""

    kind: str
    action: str
    page: str
    old_claim: str = ""
    new_claim: str = ""
    block: str = ""  # coach_block_tension: the block (exact text) or its date
    text: str = ""

    def as_params(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _replace_pair(text: str, old_claim: str, new_claim: str, replacement: str) -> str:
    pair = contradiction_pair(old_claim, new_claim)
    lines = text.split("\n")
    pair_lines = pair.split("\n")
    for index in range(len(lines) - 1):
        if lines[index] == pair_lines[0] and lines[index + 1] == pair_lines[1]:
            return "\n".join([*lines[:index], replacement, *lines[index + 2 :]])
    raise ResolutionError("the ⚠ CONTRADICTION pair is no longer on the page (edited since?)")


def _find_block(text: str, block: str) -> str:
    blocks = coach_blocks(text)
    for candidate in blocks:
        if candidate == block or candidate.startswith(f"<!-- coach {block} -->"):
            return candidate
    if not block and len(blocks) == 1:
        return blocks[0]
    raise ResolutionError("the coach block this alert questions is no longer on the page")


def resolved_text(text: str, resolution: Resolution, date_iso: str) -> str:
    """The page after the resolution (unchanged for actions that only log)."""
    action = resolution.action
    if action in ("edit",) and not resolution.text.strip():
        raise ResolutionError("'edit' needs the text that replaces the claim")
    if resolution.kind == "wiki_contradiction":
        replacement = {
            "keep_old": f"- {resolution.old_claim}",
            "accept_new": f"- {resolution.new_claim}",
            "edit": coach_block(date_iso, resolution.text),
        }[action]
        return _replace_pair(text, resolution.old_claim, resolution.new_claim, replacement)
    if resolution.kind == "coach_block_tension" and action != "keep_old":
        block = _find_block(text, resolution.block)
        prose = resolution.text if action == "edit" else resolution.new_claim
        if not prose.strip():
            raise ResolutionError("the alert carries no new claim to accept; use 'edit'")
        return text.replace(block, coach_block(date_iso, prose), 1)
    return text


def _describe(resolution: Resolution) -> str:
    if resolution.kind == "wiki_contradiction":
        return {
            "keep_old": f"kept old claim: {resolution.old_claim}",
            "accept_new": f"accepted new claim: {resolution.new_claim}",
            "edit": "coach rewrote the claim",
        }[resolution.action]
    if resolution.kind == "coach_block_tension":
        return {
            "keep_old": "coach block stands",
            "accept_new": "coach block replaced by the new evidence",
            "edit": "coach rewrote her block",
        }[resolution.action]
    return f"{resolution.kind.replace('_', ' ')} dismissed"


def plan_resolution(
    tree: TreeView, resolution: Resolution, *, username: str, local_date: dt.date, client_name: str
) -> Plan:
    if resolution.action not in ACTIONS.get(resolution.kind, ()):
        raise ResolutionError(
            f"{resolution.action!r} does not resolve a {resolution.kind} alert "
            f"(use one of: {', '.join(ACTIONS.get(resolution.kind, ()))})"
        )
    writes: dict[str, str] = {}
    if resolution.page and resolution.kind in ("wiki_contradiction", "coach_block_tension"):
        current = tree.read(resolution.page)
        if current is None:
            raise ResolutionError(f"{resolution.page} does not exist")
        writes[resolution.page] = resolved_text(current, resolution, local_date.isoformat())
    label = content.page_label(resolution.page) if resolution.page else resolution.kind
    details = _describe(resolution)
    return finalize_plan(
        tree,
        kind="resolve",
        local_date=local_date,
        updated_by=f"coach:{username}",
        reason=content.one_line(f"alert resolved: {details}", 300),
        client_name=client_name,
        writes=writes,
        log_line=content.log_line(local_date, "resolve", label, details),
    )
