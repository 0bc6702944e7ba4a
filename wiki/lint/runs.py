"""Running the weekly lint for a client: findings → LintReport, stale claims retired through the
validator (rules distiller only), gaps → questions, one log line — in one transaction under the lock.

Scheduled Sunday 03:00 client-local by the dispatcher (exactly once per ISO week: the IngestRun row),
and on demand with `manage.py lint_wiki CLIENT`. With the LLM distiller configured, the weekly LLM lint
pass (wiki/llm/lint_pass.py) follows each scheduled lint; it writes no page.
"""

import datetime as dt
import re

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from coda_console.models import Client, Event
from wiki.distillers.base import Proposal, Removal
from wiki.distillers.rules import RulesDistiller
from wiki.inbox.questions import queue_gap_questions
from wiki.ingest.runs import tree_ensure
from wiki.lint.checks import (
    STALE_DAYS,
    TOPIC_STALE_DAYS,
    BodyReport,
    Finding,
    LintInput,
    OpenAlert,
    run_checks,
    stale_lines,
)
from wiki.llm.dispatch import batch_mode
from wiki.llm.switches import lint_pass_enabled
from wiki.models import Alert, Changeset, IngestRun, LintReport
from wiki.tree import content
from wiki.tree.commit import commit_plan
from wiki.tree.locks import lock_client
from wiki.tree.trees import DbTree, Plan, TreeView, finalize_plan
from wiki.understanding.extract import is_user_turn, understand
from wiki.validator import validate_proposal

_RAW_DAY_RE = re.compile(r"^raw/(\d{4}-\d{2}-\d{2})-events\.md$")
# Digest lines that are the client's own evidence: what she said, reported or answered (never the bot).
_EVIDENCE_LINE_RE = re.compile(
    r"chat\.turn — user:|checkin\.soreness|injury\.reported|question\.answered|note\.filed"
)
EVIDENCE_DAYS = max(TOPIC_STALE_DAYS, *STALE_DAYS.values())


def raw_evidence(tree: TreeView, today: dt.date) -> dict[str, str]:
    """Local date → the client's own lines of that day's raw digest (chat included), for the last
    EVIDENCE_DAYS days. Read from the tree, so a replay in wiki_rebuild sees the same evidence."""
    since = (today - dt.timedelta(days=EVIDENCE_DAYS)).isoformat()
    evidence = {}
    for path in sorted(tree.paths()):
        match = _RAW_DAY_RE.match(path)
        if not match or not since < match[1] <= today.isoformat():
            continue
        lines = [line for line in (tree.read(path) or "").split("\n") if _EVIDENCE_LINE_RE.search(line)]
        if lines:
            evidence[match[1]] = "\n".join(lines).lower()
    return evidence


def _snapshot(client: Client, tree: DbTree, today: dt.date) -> LintInput:
    paths = sorted(path for path in tree.paths() if path.startswith("wiki/") or path == "index.md")
    alerts = Alert.objects.filter(client=client, kind=Alert.Kind.WIKI_CONTRADICTION, status=Alert.Status.OPEN)
    start = dt.datetime.combine(today - dt.timedelta(days=30), dt.time(), tzinfo=client.tz)
    end = dt.datetime.combine(today + dt.timedelta(days=1), dt.time(), tzinfo=client.tz)
    events = list(
        Event.objects.filter(client=client, occurred_at__gte=start, occurred_at__lt=end).only(
            "kind", "payload", "occurred_at"
        )
    )
    two_weeks = today - dt.timedelta(days=14)
    reports = tuple(
        BodyReport(e.payload["area"], e.occurred_at.astimezone(client.tz).date(), e.kind)
        for e in events
        if e.kind in ("checkin.soreness", "injury.reported")
        and e.occurred_at.astimezone(client.tz).date() > two_weeks
    )
    return LintInput(
        today=today,
        pages=tree.read_many(paths),
        open_contradictions=tuple(
            OpenAlert(
                a.page,
                a.payload.get("old_claim", ""),
                a.payload.get("new_claim", ""),
                a.created_at.astimezone(client.tz).date(),
            )
            for a in alerts
        ),
        body_reports=reports,
        recent_event_text=" ".join(f"{e.kind} {e.payload}" for e in events).lower(),
        max_lines=settings.WIKI_PAGE_MAX_LINES,
        evidence=raw_evidence(tree, today),
        history_days=_history_days(client, today),
        chat_pain_areas=tuple(
            finding.area
            for e in events
            if e.kind == "chat.turn"
            and is_user_turn(e.payload)
            and e.occurred_at.astimezone(client.tz).date() > two_weeks
            for finding in understand(
                e.payload["text"], e.occurred_at.astimezone(client.tz).date(), name=client.display_name
            ).pain
        ),
    )


def _history_days(client: Client, today: dt.date) -> int:
    first = (
        Event.objects.filter(client=client)
        .order_by("occurred_at")
        .values_list("occurred_at", flat=True)
        .first()
    )
    return (today - first.astimezone(client.tz).date()).days if first else 0


def retire_rewrites(tree: TreeView, today: dt.date) -> dict[str, str]:
    """Each page with stale dated claims, rewritten without them (coach blocks and ⚠ pairs untouched)."""
    rewrites = {}
    evidence = raw_evidence(tree, today)
    for path in sorted(p for p in tree.paths() if p.startswith("wiki/")):
        text = tree.read(path) or ""
        stale = {number for number, _, _ in stale_lines(path, text, today, evidence)}
        if stale:
            rewrites[path] = "\n".join(line for n, line in enumerate(text.split("\n")) if n not in stale)
    return rewrites


def _log_line(today: dt.date, findings: list[Finding], retired: int, queued: int) -> str:
    counts: dict[str, int] = {}
    for finding in findings:
        counts[finding.check] = counts.get(finding.check, 0) + 1
    parts = [f"{count} {check.replace('_', ' ')}" for check, count in sorted(counts.items())]
    details = f"{len(findings)} finding(s)" + (f": {', '.join(parts)}" if parts else "")
    details += f"; {retired} stale claim(s) retired; {queued} question(s) queued"
    return content.log_line(today, "lint", "weekly", details)


def plan_lint(tree: TreeView, *, today: dt.date, client_name: str, log_line: str, retire: bool) -> Plan:
    """The lint's writes: stale claims retired (if `retire`) and the log line. Pure over the tree, so
    `wiki_rebuild` replays it exactly."""
    writes = retire_rewrites(tree, today) if retire else {}
    return finalize_plan(
        tree,
        kind=Changeset.Kind.LINT,
        local_date=today,
        updated_by="distiller",
        reason="weekly lint",
        client_name=client_name,
        writes=writes,
        log_line=log_line,
    )


def _validated_retire(tree: DbTree, today: dt.date) -> tuple[bool, int]:
    """Whether retiring passes the validator (it must: it only drops lines), and how many lines go."""
    rewrites = retire_rewrites(tree, today)
    if not rewrites:
        return False, 0
    evidence = raw_evidence(tree, today)
    stale = {path: stale_lines(path, tree.read(path) or "", today, evidence) for path in rewrites}
    # every dropped line has its reason, so a page mostly made of stale claims may still be retired
    removed = tuple(
        Removal(path, line, "stale claim retired by the weekly lint")
        for path, lines in stale.items()
        for _, line, _ in lines
    )
    violations = validate_proposal(
        Proposal(pages=rewrites, index_summaries={}, removed=removed),
        current=tree.read_many(list(rewrites)),
        existing_paths=tree.paths(),
        local_date=today,
        read_paths=frozenset(rewrites),
        max_lines=settings.WIKI_PAGE_MAX_LINES,
    )
    count = sum(len(lines) for lines in stale.values())
    return not violations, count if not violations else 0


def lint_client(
    *, client: Client, local_date: dt.date | None = None, run: IngestRun | None = None
) -> LintReport:
    today = local_date or timezone.now().astimezone(client.tz).date()
    with transaction.atomic():
        lock_client(client)
        tree_ensure(client, local_date=today)
        tree = DbTree(client)
        findings = run_checks(_snapshot(client, tree, today))
        retire, retired = _validated_retire(tree, today) if settings.WIKI_DISTILLER == "rules" else (False, 0)
        report = LintReport.objects.create(
            client=client,
            run=run,
            local_date=today,
            iso_week="{}-W{:02d}".format(*today.isocalendar()[:2]),
            findings=[f.as_dict() for f in findings],
            retired_claims=retired,
            counts={check: sum(f.check == check for f in findings) for check in {f.check for f in findings}},
        )
        queued = queue_gap_questions(client=client, report=report, findings=findings)
        report.questions_queued = queued
        report.save(update_fields=["questions_queued"])
        log_line = _log_line(today, findings, retired, queued)
        plan = plan_lint(tree, today=today, client_name=client.display_name, log_line=log_line, retire=retire)
        commit_plan(
            client,
            plan,
            distiller="rules" if retire else "",
            distiller_version=RulesDistiller.version if retire else None,
            run=run,
            params={"log_line": log_line, "retire": retire, "client_name": client.display_name},
        )
        if run is not None:
            run.status, run.finished_at, run.pages_touched = (
                IngestRun.Status.DONE,
                timezone.now(),
                plan.pages_touched,
            )
            run.save(update_fields=["status", "finished_at", "pages_touched"])
        return report


def run_pending_lints(*, client: Client) -> list[LintReport]:
    """Each pending weekly lint, then — with the LLM distiller configured — the weekly LLM lint pass on
    its report (after the lint has committed: the model call runs outside any transaction and lock)."""
    pending = IngestRun.objects.filter(
        client=client, kind=IngestRun.Kind.LINT, status=IngestRun.Status.PENDING
    )
    reports = []
    for run in pending.order_by("local_date"):
        report = lint_client(client=client, local_date=run.local_date, run=run)
        if lint_pass_enabled() and batch_mode():  # the poller submits it with the next lint batch
            LintReport.objects.filter(pk=report.pk).update(llm_status=LintReport.LlmStatus.PENDING)
            report.llm_status = LintReport.LlmStatus.PENDING
        elif lint_pass_enabled():
            from wiki.llm.lint_pass import llm_lint_pass  # loads the Anthropic SDK: only when used

            report = llm_lint_pass(client=client, report=report)
        reports.append(report)
    return reports
