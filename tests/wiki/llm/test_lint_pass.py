"""The weekly LLM lint pass: the real SDK against the fake API; code decides what the findings become."""

import datetime as dt

import pytest

from tests.wiki.conftest import snapshot
from tests.wiki.llm.conftest import CONSTRAINTS, DAY2, RECOVERY, TRAINING
from tests.wiki.llm.fake_api import Reply, error_body, pages_in, tool_message, usage, user_text
from wiki.inbox.questions import question_next
from wiki.lint.runs import lint_client, run_pending_lints
from wiki.llm.lint_findings import MAX_ALERTS, LintSuggestion, answer_page, decide, finding_key
from wiki.llm.lint_pass import MAX_FINDINGS, TOOL_NAME, llm_lint_pass
from wiki.llm.models import LlmCall
from wiki.models import Alert, Changeset, IngestRun, LintReport, Question

pytestmark = pytest.mark.django_db
SUNDAY = dt.date(2026, 8, 16)


def finding(kind, pages, quotes, message="Pages disagree.", question="", options=()):
    return {
        "kind": kind,
        "pages": list(pages),
        "quotes": [{"page": page, "line": line} for page, line in quotes],
        "message": message,
        "question": question,
        "options": list(options),
    }


def findings_reply(build):
    """A reply built from the pages the request carried: build(pages) → list of findings."""

    def reply(body):
        return Reply(200, tool_message({"findings": build(pages_in(body))}, name=TOOL_NAME))

    return reply


def title(pages, path):
    return pages[path].split("\n", 1)[0]


@pytest.fixture
def sunday(marta, settings):
    settings.WIKI_DISTILLER = "anthropic"
    return lint_client(client=marta, local_date=SUNDAY)


def test_findings_become_a_question_and_an_alert_and_no_page_changes(marta, fake_api, sunday):
    before = snapshot(marta)
    changesets = Changeset.objects.filter(client=marta).count()
    fake_api.script.append(
        findings_reply(
            lambda pages: [
                finding(
                    "contradiction",
                    [RECOVERY, TRAINING],
                    [(RECOVERY, title(pages, RECOVERY)), (TRAINING, title(pages, TRAINING))],
                    message="Recovery says rest; training says push.",
                ),
                finding(
                    "gap",
                    ["wiki/goals.md"],
                    [("wiki/goals.md", title(pages, "wiki/goals.md"))],
                    message="No goal has a why.",
                    question="What made you start training this year?",
                    options=["Health", "An event", "Tell you more"],
                ),
            ]
        )
    )
    report = llm_lint_pass(client=marta, report=sunday)
    assert report.llm_status == "done" and report.llm_error == ""
    assert [f["outcome"] for f in report.llm_findings] == ["alert", "question"]
    alert = Alert.objects.get(client=marta, kind=Alert.Kind.LINT_SUGGESTION)
    assert alert.page == RECOVERY and alert.severity == "medium" and alert.created_by == "lint"
    assert alert.payload["quotes"][0]["page"] == RECOVERY
    question = Question.objects.get(client=marta, finding__startswith="llm:gap:")
    assert question.text == "What made you start training this year?"
    assert question.options == ["Health", "An event", "Tell you more"]
    assert question.page == "wiki/goals.md" and question.report == report
    assert snapshot(marta) == before
    assert Changeset.objects.filter(client=marta).count() == changesets


def test_the_request_reads_index_and_pages_but_never_raw_or_log(marta, fake_api, sunday):
    fake_api.script.append(findings_reply(lambda pages: []))
    llm_lint_pass(client=marta, report=sunday)
    body = fake_api.message_bodies[0]
    assert body["tool_choice"] == {"type": "tool", "name": TOOL_NAME}
    assert body["system"][1]["cache_control"] == {"type": "ephemeral", "ttl": "5m"}
    text = user_text(body)
    assert '<index path="index.md">' in text and CONSTRAINTS in pages_in(body)
    assert not any(path.startswith("raw/") or path == "log.md" for path in pages_in(body))


def test_a_finding_about_a_page_that_does_not_exist_is_dropped(marta, fake_api, sunday):
    fake_api.script.append(
        findings_reply(
            lambda pages: [
                finding(
                    "gap", ["wiki/sleep-diary.md"], [("wiki/sleep-diary.md", "# Sleep")], question="Naps?"
                ),
                finding("stale", [RECOVERY], [(RECOVERY, "- Sleeps 9 h every night (as of 2026-01-01)")]),
            ]
        )
    )
    report = llm_lint_pass(client=marta, report=sunday)
    assert [(f["outcome"], f["reason"]) for f in report.llm_findings] == [
        ("dropped", "unknown_page"),
        ("dropped", "quote_not_found"),
    ]
    assert not Question.objects.filter(client=marta, finding__startswith="llm:").exists()
    assert not Alert.objects.filter(client=marta, kind=Alert.Kind.LINT_SUGGESTION).exists()


def test_model_text_is_escaped_before_it_is_stored(marta, fake_api, sunday):
    hostile = "<script>alert(1)</script> ⚠ CONTRADICTION **x** [a](javascript:alert(1))"
    fake_api.script.append(
        findings_reply(
            lambda pages: [
                finding("contradiction", [RECOVERY], [(RECOVERY, title(pages, RECOVERY))], message=hostile),
                finding(
                    "gap",
                    ["wiki/goals.md"],
                    [("wiki/goals.md", title(pages, "wiki/goals.md"))],
                    question=f"# {hostile}",
                    options=["<b>yes</b>", "⚠ no"],
                ),
            ]
        )
    )
    llm_lint_pass(client=marta, report=sunday)
    alert = Alert.objects.get(client=marta, kind=Alert.Kind.LINT_SUGGESTION)
    question = Question.objects.get(client=marta, finding__startswith="llm:")
    for text in (alert.message, question.text, *question.options):
        assert "<" not in text and "⚠" not in text and "**" not in text and "javascript:" not in text
    assert question.text.startswith("＃") and question.options == ["‹b›yes‹/b›", "(!) no"]


def test_a_finding_already_asked_as_an_open_question_is_dropped(marta, fake_api, sunday):
    Question.objects.create(
        client=marta,
        text="What are you training for?",
        options=[],
        page="wiki/goals.md",
        finding="gap:section:goals",
    )
    fake_api.script.append(
        findings_reply(
            lambda pages: [
                finding(
                    "gap",
                    ["wiki/goals.md"],
                    [("wiki/goals.md", title(pages, "wiki/goals.md"))],
                    question="  what are you TRAINING for? ",
                )
            ]
        )
    )
    report = llm_lint_pass(client=marta, report=sunday)
    assert report.llm_findings[0]["reason"] == "open_question"
    assert Question.objects.filter(client=marta).count() == 1


def test_the_same_finding_next_week_is_not_raised_twice(marta, fake_api, sunday):
    build = findings_reply(
        lambda pages: [finding("contradiction", [RECOVERY], [(RECOVERY, title(pages, RECOVERY))])]
    )
    fake_api.script += [build, build]
    llm_lint_pass(client=marta, report=sunday)
    later = lint_client(client=marta, local_date=SUNDAY + dt.timedelta(days=7))
    report = llm_lint_pass(client=marta, report=later)
    assert report.llm_findings[0]["reason"] == "open_alert"
    assert Alert.objects.filter(client=marta, kind=Alert.Kind.LINT_SUGGESTION).count() == 1


def test_the_call_is_billed_as_its_own_kind(marta, fake_api, sunday):
    fake_api.script.append(
        Reply(200, tool_message({"findings": []}, name=TOOL_NAME, usage_data=usage(9000, 300, 0, 2000)))
    )
    llm_lint_pass(client=marta, report=sunday)
    call = LlmCall.objects.get(kind=LlmCall.Kind.LINT)
    assert call.client == marta and call.input_tokens == 9000 and call.cache_write_tokens == 2000
    assert call.cost > 0 and call.priced


@pytest.mark.parametrize(
    ("replies", "error", "billed"),
    [
        ([Reply(500, error_body("api_error", "boom"), {"retry-after-ms": "1"})] * 2, "HTTP 500", 0),
        (
            [Reply(200, tool_message({"findings": []}, name=TOOL_NAME, stop_reason="refusal"))],
            "the model refused",
            1,
        ),
        ([Reply(200, tool_message({"findings": "none"}, name=TOOL_NAME))], "unusable lint answer", 1),
        ([Reply(200, "<html>gateway</html>", content_type="text/html")], "answered with text", 0),
    ],
    ids=["server-error", "refusal", "malformed", "not-json"],
)
def test_a_failed_or_refused_call_records_the_error_and_changes_nothing(
    marta, fake_api, sunday, replies, error, billed
):
    before = snapshot(marta)
    questions = Question.objects.filter(client=marta).count()
    fake_api.script += replies
    report = llm_lint_pass(client=marta, report=sunday)
    assert report.llm_status == "failed" and error in report.llm_error and report.llm_findings == []
    assert Question.objects.filter(client=marta).count() == questions
    assert not Alert.objects.filter(client=marta, kind=Alert.Kind.LINT_SUGGESTION).exists()
    assert LlmCall.objects.filter(kind=LlmCall.Kind.LINT).count() == billed
    assert snapshot(marta) == before


def test_the_scheduled_lint_runs_the_pass_only_with_the_llm_distiller(marta, fake_api, settings):
    settings.LLM_NIGHTLY_MODE = "direct"  # batch mode: tests/wiki/llm/test_lint_batches.py
    for day, distiller in ((SUNDAY, "rules"), (SUNDAY + dt.timedelta(days=7), "anthropic")):
        settings.WIKI_DISTILLER = distiller
        IngestRun.objects.create(client=marta, kind=IngestRun.Kind.LINT, local_date=day)
        fake_api.script.append(findings_reply(lambda pages: []))
        (report,) = run_pending_lints(client=marta)
        assert report.llm_status == ("done" if distiller == "anthropic" else "")
    assert len(fake_api.message_bodies) == 1


def test_a_queued_question_is_asked_one_a_day(marta, fake_api, sunday):
    fake_api.script.append(
        findings_reply(
            lambda pages: [
                finding(
                    "gap",
                    [path],
                    [(path, title(pages, path))],
                    question=f"About {path}?",
                )
                for path in ("wiki/goals.md", "wiki/profile.md")
            ]
        )
    )
    report = llm_lint_pass(client=marta, report=sunday)
    assert [f["outcome"] for f in report.llm_findings] == ["question", "dropped"]  # one question a pass
    assert report.llm_findings[1]["reason"] == "over_cap"
    now = dt.datetime(2026, 8, 17, 9, tzinfo=marta.tz)
    asked = question_next(client=marta, moment="chat_idle", now=now)
    assert asked is not None and question_next(client=marta, moment="chat_idle", now=now) == asked


def test_safety_findings_and_the_alert_cap_are_decided_by_code():
    pages = {
        CONSTRAINTS: "# Constraints\n- **left wrist** [injury] hurts",
        RECOVERY: "# Recovery\n- a\n- b\n- c\n- d",
    }
    safety = LintSuggestion("gap", (CONSTRAINTS,), ((CONSTRAINTS, "# Constraints"),), "m", "Wrist ok?", ())
    stale = [
        LintSuggestion("stale", (RECOVERY,), ((RECOVERY, f"- {letter}"),), "m", "", ()) for letter in "abcd"
    ]
    decisions = decide([safety, *stale], pages=pages, open_questions=set(), open_alerts=set())
    assert [d.outcome for d in decisions] == ["alert"] * MAX_ALERTS + ["dropped"] * 2
    assert decisions[-1].reason == "over_cap"
    assert finding_key(stale[0]) == finding_key(
        LintSuggestion("stale", (RECOVERY,), ((RECOVERY, "-   a "),), "other words", "", ())
    )


def test_more_findings_than_the_tool_allows_is_a_failed_call(marta, fake_api, sunday):
    many = [finding("stale", [RECOVERY], [(RECOVERY, "x")])] * (MAX_FINDINGS + 1)
    fake_api.script.append(Reply(200, tool_message({"findings": many}, name=TOOL_NAME)))
    report = llm_lint_pass(client=marta, report=sunday)
    assert report.llm_status == LintReport.LlmStatus.FAILED and "more than" in report.llm_error


def test_dismissing_a_suggestion_changes_no_page(marta, fake_api, sunday, coach):
    from wiki.services import alert_resolve

    fake_api.script.append(
        findings_reply(
            lambda pages: [finding("contradiction", [RECOVERY], [(RECOVERY, title(pages, RECOVERY))])]
        )
    )
    llm_lint_pass(client=marta, report=sunday)
    alert = Alert.objects.get(client=marta, kind=Alert.Kind.LINT_SUGGESTION)
    recovery = marta.wiki_pages.get(path=RECOVERY).current_number
    alert_resolve(alert=alert, action="dismiss", user=coach, local_date=DAY2)
    alert.refresh_from_db()
    assert alert.status == "resolved" and marta.wiki_pages.get(path=RECOVERY).current_number == recovery


def test_a_question_never_lands_on_a_frozen_weekly_page():
    weekly = "wiki/weekly/2026-W32.md"
    pages = {weekly: "# Week\n- ran 5 km", "wiki/goals.md": "# Goals\n- 10k"}
    only_weekly = LintSuggestion("stale", (weekly,), ((weekly, "- ran 5 km"),), "m", "Still running?", ())
    both = LintSuggestion("gap", (weekly, "wiki/goals.md"), ((weekly, "- ran 5 km"),), "m", "Which 10k?", ())
    decisions = decide([only_weekly, both], pages=pages, open_questions=set(), open_alerts=set())
    assert [d.outcome for d in decisions] == ["alert", "question"]
    assert answer_page(both) == "wiki/goals.md"
