"""Helpers for the rule-by-rule validator tests: one proposal against a small tree, pure."""

import datetime as dt

from wiki import validator
from wiki.distillers.base import Proposal

DAY = dt.date(2026, 8, 12)
RECOVERY = "wiki/recovery-patterns.md"
CONSTRAINTS = "wiki/constraints-injuries.md"
PAGE = "# Recovery patterns — Marta\n\n*Sleep and recovery.*\n\n## Sleep\n- sleeps 6 h (as of 2026-08-01)\n"


def check(proposal: Proposal, *, current: dict | None = None, **context) -> list[validator.Violation]:
    current = {RECOVERY: PAGE} if current is None else current
    return validator.validate_proposal(
        proposal,
        current=current,
        existing_paths=frozenset({"SCHEMA.md", "index.md", "log.md", RECOVERY, CONSTRAINTS, *current}),
        local_date=context.pop("local_date", DAY),
        read_paths=frozenset({RECOVERY, CONSTRAINTS, *current}),
        **context,
    )


def rules(violations) -> set[str]:
    return {violation.rule for violation in violations}
