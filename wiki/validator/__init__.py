"""The deterministic validator: no LLM, pure functions, every rule its own check, all reported together.

A distiller's proposal is checked against the tree as it is now (`before`) and as it would be after
(`paths_after`). Nothing a distiller returns is trusted: a proposal with any violation is not applied
at all. Coach edits go through the structural subset (COACH_CHECKS): a coach may rewrite her own
blocks and remove entries, but her page still has to fit, link and be well-formed.

Only pages whose content actually changes are checked — re-proposing an unchanged page is a no-op.
The rules live in modules by theme (structure, grammar, safety, numbers, evidence); this package
exports the names every caller uses. The table of rules: docs/wiki.md "The validator" and
docs/anthropic.md "Validator rules".
"""

import datetime as dt
from collections.abc import Mapping

from wiki.distillers.base import Proposal
from wiki.validator.core import (
    HTML_TAG_RE,
    SCRIPT_RE,
    SECRET_PATTERNS,
    Change,
    Check,
    PainMention,
    Violation,
    secret_findings,
    secret_matches,
)
from wiki.validator.evidence import (
    check_as_of_dates,
    check_evidence_ids,
    check_questions,
    check_shrinkage,
)
from wiki.validator.grammar import (
    check_characters,
    check_coach_blocks,
    check_contradiction_markup,
    check_contradictions,
    check_nested_coach_markers,
    check_no_raw_html,
    check_no_secrets,
    contradiction_pairs,
)
from wiki.validator.numbers import check_coach_stat_blocks, check_restated_stats, check_stat_blocks
from wiki.validator.safety import (
    check_chat_pain,
    check_constraints_kept,
    check_entry_stable,
    check_entry_tails,
)
from wiki.validator.structure import (
    check_alerts,
    check_index_summaries,
    check_inline_scope,
    check_line_cap,
    check_links,
    check_log_append_only,
    check_page_shape,
    check_path_shape,
    check_raw_untouched,
    check_read_before_write,
    check_weekly_frozen,
)

__all__ = [
    "COACH_CHECKS",
    "HTML_TAG_RE",
    "MACHINE_CHECKS",
    "SCRIPT_RE",
    "SECRET_PATTERNS",
    "Change",
    "Check",
    "PainMention",
    "Violation",
    "contradiction_pairs",
    "run_checks",
    "secret_findings",
    "secret_matches",
    "validate_coach_edit",
    "validate_proposal",
]

MACHINE_CHECKS: tuple[Check, ...] = (
    check_raw_untouched,
    check_path_shape,
    check_page_shape,
    check_line_cap,
    check_coach_blocks,
    check_links,
    check_constraints_kept,
    check_entry_stable,
    check_entry_tails,
    check_chat_pain,
    check_log_append_only,
    check_weekly_frozen,
    check_contradictions,
    check_characters,
    check_no_raw_html,
    check_no_secrets,
    check_stat_blocks,
    check_restated_stats,
    check_evidence_ids,
    check_as_of_dates,
    check_shrinkage,
    check_read_before_write,
    check_inline_scope,
    check_index_summaries,
    check_alerts,
    check_questions,
)
# What a coach's save must still meet: the structure and the page grammar every later machine write
# relies on (a save that broke it would be accepted and then dead-letter every ingest of the page).
COACH_CHECKS: tuple[Check, ...] = (
    check_path_shape,
    check_page_shape,
    check_line_cap,
    check_links,
    check_contradiction_markup,
    check_characters,
    check_nested_coach_markers,
    check_coach_stat_blocks,
    check_no_raw_html,
    check_no_secrets,
)


def run_checks(change: Change, checks: tuple[Check, ...]) -> list[Violation]:
    violations: list[Violation] = []
    for check in checks:
        violations.extend(check(change))
    return violations


def validate_proposal(
    proposal: Proposal,
    *,
    current: dict[str, str],
    existing_paths: frozenset[str],
    local_date: dt.date,
    read_paths: frozenset[str] = frozenset(),
    mode: str = "nightly",
    max_lines: int = 90,
    inline_max_pages: int = 2,
    stat_blocks: Mapping[str, str | None] | None = None,
    evidence_ids: frozenset[str] | None = None,
    pains: tuple[PainMention, ...] = (),
    constraints_now: str = "",
    event_texts: tuple[str, ...] = (),
) -> list[Violation]:
    """All violations of a distiller's proposal. `current` holds the present text of every proposed path
    that exists; `existing_paths` is the whole tree now. The run's context — the stat blocks code
    computed, the event ids it was given, the pain its chat reports, the constraints page now — arms the
    rules that need it (left out, they pass)."""
    malformed = [
        Violation("proposal", str(path), "page paths and contents must be strings")
        for path, text in proposal.pages.items()
        if not isinstance(path, str) or not isinstance(text, str)
    ]
    if malformed:
        return malformed
    after = {path: text for path, text in proposal.pages.items() if current.get(path) != text}
    change = Change(
        proposal=proposal,
        before={path: current.get(path) for path in after},
        after=after,
        paths_after=existing_paths | frozenset(after),
        local_date=local_date,
        read_paths=read_paths,
        mode=mode,
        max_lines=max_lines,
        inline_max_pages=inline_max_pages,
        stat_blocks=stat_blocks or {},
        evidence_ids=evidence_ids,
        pains=pains,
        constraints_now=constraints_now,
        event_texts=event_texts,
    )
    return run_checks(change, MACHINE_CHECKS)


def validate_coach_edit(
    *,
    path: str,
    old: str | None,
    new: str,
    existing_paths: frozenset[str],
    local_date: dt.date,
    max_lines: int = 90,
) -> list[Violation]:
    """The structural rules a coach's own save must still meet (size, links, shape, no HTML/secrets)."""
    if old == new:
        return []
    change = Change(
        proposal=Proposal(pages={path: new}, index_summaries={}),
        before={path: old},
        after={path: new},
        paths_after=existing_paths | {path},
        local_date=local_date,
        max_lines=max_lines,
        machine=False,
    )
    return run_checks(change, COACH_CHECKS)
