"""What the weekly LLM lint pass's suggestions become: deterministic code, not the model, decides
(docs/anthropic.md, "Weekly LLM lint pass").

`decide` is pure; `apply_suggestions` reads what is open, decides, and creates the rows. In order, a
suggestion is dropped when
1. it names a page that was not sent (it does not exist, or the bound left it out)   `unknown_page`
2. a quote is not the text of a line of its page (whitespace aside; a fragment of ≥ QUOTE_MIN_FRAGMENT
   characters of one line counts)                                                       `quote_not_found`
3. it repeats a suggestion of the same answer (same kind and quoted lines)             `duplicate`
4. it matches an open question — same finding key, or the same question text            `open_question`
5. it matches an open lint-suggestion alert (same key)                                  `open_alert`
Otherwise a finding that touches constraints-injuries.md (safety: the coach decides, never a quiet
question) or a contradiction becomes an alert; a gap or a stale narrative with a question becomes a
question on the queue (asked at most one a local day, wiki/inbox/questions.py), its answer landing on the
first page named that is not a frozen weekly review; without a question (or such a page), an alert.
At most MAX_QUESTIONS questions and MAX_ALERTS alerts per pass; the rest are dropped (`over_cap`).
Everything the model wrote is escaped like bot text before it is stored or shown.
"""

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from coda_console.models import Client
from wiki.inbox import outbox
from wiki.inbox.questions import queue_question
from wiki.models import Alert, LintReport, Question
from wiki.tree.escaping import escape_page_text
from wiki.tree.markup import WEEKLY_PATH_RE

MAX_QUESTIONS = 1  # per weekly pass: the queue asks one a day, and deterministic gaps come first
MAX_ALERTS = 3
QUOTE_MIN_FRAGMENT = 20
SAFETY_PAGE = "wiki/constraints-injuries.md"
OPTION_MAX = 60
DEFAULT_OPTIONS = ["Tell you more"]


@dataclass(frozen=True)
class LintSuggestion:
    """One finding as the model proposed it (parsed strictly, not yet trusted)."""

    kind: str  # contradiction | stale | gap
    pages: tuple[str, ...]
    quotes: tuple[tuple[str, str], ...]  # (page, line)
    message: str
    question: str
    options: tuple[str, ...]


@dataclass(frozen=True)
class Decision:
    suggestion: LintSuggestion
    key: str
    outcome: str  # question | alert | dropped
    reason: str = ""


def _norm(text: str) -> str:
    return " ".join(text.split())


def finding_key(suggestion: LintSuggestion) -> str:
    """Stable identity of a finding: its kind and the lines it quotes (not the model's wording)."""
    quoted = sorted({(page, _norm(line)) for page, line in suggestion.quotes})
    digest = hashlib.sha256(json.dumps(quoted, ensure_ascii=False).encode()).hexdigest()[:16]
    return f"llm:{suggestion.kind}:{digest}"


def _on_page(line: str, text: str) -> bool:
    quote = _norm(line)
    if not quote:
        return False
    lines = [_norm(candidate) for candidate in text.split("\n")]
    return quote in lines or (len(quote) >= QUOTE_MIN_FRAGMENT and any(quote in c for c in lines))


def _drop_reason(
    suggestion: LintSuggestion, key: str, pages: dict[str, str], seen: set[str], open_questions: set[str]
) -> str:
    named = set(suggestion.pages) | {page for page, _ in suggestion.quotes}
    if not suggestion.pages or any(page not in pages for page in named):
        return "unknown_page"
    if not suggestion.quotes or not all(_on_page(line, pages[page]) for page, line in suggestion.quotes):
        return "quote_not_found"
    if key in seen:
        return "duplicate"
    question = _norm(suggestion.question).casefold()
    if key in open_questions or (question and question in open_questions):
        return "open_question"
    return ""


def answer_page(suggestion: LintSuggestion) -> str | None:
    """Where an answer would land: the first page named that is not a weekly review (those are frozen)."""
    return next((page for page in suggestion.pages if not WEEKLY_PATH_RE.match(page)), None)


def _outcome(suggestion: LintSuggestion) -> str:
    if suggestion.kind == "contradiction" or SAFETY_PAGE in suggestion.pages:
        return "alert"
    return "question" if suggestion.question.strip() and answer_page(suggestion) else "alert"


def decide(
    suggestions: list[LintSuggestion],
    *,
    pages: dict[str, str],
    open_questions: set[str],
    open_alerts: set[str],
) -> list[Decision]:
    """Each suggestion's fate. `open_questions` holds open questions' finding keys and normalised
    (casefolded) texts; `open_alerts` the keys of open lint-suggestion alerts."""
    decisions: list[Decision] = []
    seen: set[str] = set()
    counts = {"question": 0, "alert": 0}
    caps = {"question": MAX_QUESTIONS, "alert": MAX_ALERTS}
    for suggestion in suggestions:
        key = finding_key(suggestion)
        reason = _drop_reason(suggestion, key, pages, seen, open_questions)
        if not reason and key in open_alerts:
            reason = "open_alert"
        seen.add(key)
        outcome = _outcome(suggestion)
        if not reason and counts[outcome] >= caps[outcome]:
            reason = "over_cap"
        if reason:
            decisions.append(Decision(suggestion, key, "dropped", reason))
            continue
        counts[outcome] += 1
        decisions.append(Decision(suggestion, key, outcome))
    return decisions


def _escaped(suggestion: LintSuggestion) -> dict[str, Any]:
    """The suggestion as stored and shown: every string the model wrote escaped like bot text."""
    return {
        "kind": suggestion.kind,
        "pages": [escape_page_text(page) for page in suggestion.pages],
        "quotes": [
            {"page": escape_page_text(p), "line": escape_page_text(line)} for p, line in suggestion.quotes
        ],
        "message": escape_page_text(suggestion.message),
        "question": escape_page_text(suggestion.question),
        "options": [escape_page_text(option)[:OPTION_MAX] for option in suggestion.options][:4],
    }


def _open_state(client: Client) -> tuple[set[str], set[str]]:
    questions = Question.objects.filter(client=client).exclude(status=Question.Status.ANSWERED)
    open_questions = {finding for finding in questions.values_list("finding", flat=True)}
    open_questions |= {_norm(text).casefold() for text in questions.values_list("text", flat=True)}
    alerts = Alert.objects.filter(client=client, kind=Alert.Kind.LINT_SUGGESTION, status=Alert.Status.OPEN)
    open_alerts = {
        str((payload or {}).get("key", "")) for payload in alerts.values_list("payload", flat=True)
    }
    return open_questions, open_alerts


def _create_alert(client: Client, report: LintReport, decision: Decision, shown: dict[str, Any]) -> Alert:
    severity = Alert.Severity.MEDIUM if decision.suggestion.kind == "contradiction" else Alert.Severity.LOW
    if SAFETY_PAGE in decision.suggestion.pages:
        severity = Alert.Severity.MEDIUM
    alert = Alert.objects.create(
        client=client,
        kind=Alert.Kind.LINT_SUGGESTION,
        severity=severity,
        page=decision.suggestion.pages[0],
        message=shown["message"],
        payload={
            "key": decision.key,
            "finding": shown["kind"],
            "quotes": shown["quotes"],
            "report": report.pk,
        },
        run=report.run,
        created_by="lint",
    )
    outbox.alerts_opened([alert])
    return alert


def apply_suggestions(
    *, client: Client, report: LintReport, suggestions: list[LintSuggestion], pages: dict[str, str]
) -> list[dict[str, Any]]:
    """Decide and create the questions and alerts (inside the caller's transaction); returns what is
    stored on the LintReport: each suggestion, escaped, with its outcome and reason."""
    open_questions, open_alerts = _open_state(client)
    stored = []
    for decision in decide(suggestions, pages=pages, open_questions=open_questions, open_alerts=open_alerts):
        shown = _escaped(decision.suggestion)
        row: dict[str, Any] = {
            **shown,
            "key": decision.key,
            "outcome": decision.outcome,
            "reason": decision.reason,
        }
        if decision.outcome == "question":
            question = queue_question(
                client=client,
                finding=decision.key,
                text=shown["question"],
                options=shown["options"] or DEFAULT_OPTIONS,
                page=answer_page(decision.suggestion) or "",
                report=report,
            )
            row["question_id"] = question.pk if question is not None else None
        elif decision.outcome == "alert":
            row["alert_id"] = _create_alert(client, report, decision, shown).pk
        stored.append(row)
    return stored
