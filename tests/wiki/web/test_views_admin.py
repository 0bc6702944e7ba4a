"""Admin screens of the wiki: weekly lint reports and dead letters (with re-run)."""

import datetime as dt

import pytest

from tests.wiki.console_helpers import (
    PLAYBOOK,
    add_pipeline_failure,
    web,
)
from wiki.models import DeadLetter, LintReport, Question

pytestmark = pytest.mark.django_db


def _report(client, week="2026-W32"):
    report = LintReport.objects.create(
        client=client,
        local_date=dt.date(2026, 8, 9),
        iso_week=week,
        findings=[
            {
                "check": "broken-links",
                "severity": "high",
                "page": PLAYBOOK,
                "message": "link x.md does not resolve",
            },
            {"check": "gaps", "severity": "low", "page": "wiki/goals.md", "message": "no milestone dates"},
        ],
        counts={"broken-links": 1, "gaps": 1},
        retired_claims=1,
        questions_queued=1,
    )
    Question.objects.create(client=client, text="When is the pull-up test?", page="wiki/goals.md",
                            finding="gaps:milestones", report=report)  # fmt: skip
    return report


@pytest.mark.parametrize("url", ["/admin/lint/", "/admin/dead-letters/"])
def test_only_admins_reach_the_wiki_admin_lists(url, tree_a, coach, other_coach, tenant_admin, admin):
    assert web(coach).get(url).status_code == 404
    assert web(other_coach).get(url).status_code == 404
    assert web(tenant_admin).get(url).status_code == 200
    assert web(admin).get(url).status_code == 200
    assert web().get(url).status_code == 302


def test_lint_reports_list_and_detail_are_tenant_scoped(tree_a, tree_foreign, tenant_admin, coach):
    mine = _report(tree_a)
    foreign = _report(tree_foreign, week="2026-W99")
    browser = web(tenant_admin)
    html = browser.get("/admin/lint/").content.decode()
    assert "2026-W32" in html and "broken-links 1" in html and "2026-W99" not in html
    detail = browser.get(f"/admin/lint/{mine.pk}/").content.decode()
    assert "link x.md does not resolve" in detail and "When is the pull-up test?" in detail
    assert f"/clients/{tree_a.external_id}/wiki/view/{PLAYBOOK}" in detail
    assert browser.get(f"/admin/lint/{foreign.pk}/").status_code == 404
    assert web(coach).get(f"/admin/lint/{mine.pk}/").status_code == 404


def test_a_report_shows_its_llm_pass_with_each_outcome(tree_a, tenant_admin):
    report = _report(tree_a)
    report.llm_status = LintReport.LlmStatus.DONE
    report.llm_findings = [
        {
            "kind": "contradiction",
            "pages": [PLAYBOOK],
            "quotes": [{"page": PLAYBOOK, "line": "‹b›short‹/b› messages"}],
            "message": "Playbook and preferences disagree",
            "question": "",
            "options": [],
            "key": "llm:contradiction:1",
            "outcome": "dropped",
            "reason": "quote_not_found",
        }
    ]
    report.save()
    detail = web(tenant_admin).get(f"/admin/lint/{report.pk}/").content.decode()
    assert "Weekly LLM lint pass" in detail and "dropped: quote_not_found" in detail
    assert "Playbook and preferences disagree" in detail and "‹b›short‹/b› messages" in detail


def test_dead_letters_are_listed_with_violations_and_rerun(tree_a, tree_foreign, tenant_admin):
    letter = add_pipeline_failure(tree_a).dead_letter
    foreign = add_pipeline_failure(tree_foreign).dead_letter
    browser = web(tenant_admin)
    html = browser.get("/admin/dead-letters/").content.decode()
    assert f'action="/dead-letters/{letter.pk}/rerun"' in html and "[path]" in html
    assert f"/dead-letters/{foreign.pk}/rerun" not in html
    response = browser.post(f"/dead-letters/{letter.pk}/rerun", {"next": "/admin/dead-letters/"})
    assert response.status_code == 302 and response["Location"] == "/admin/dead-letters/"
    assert DeadLetter.objects.get(pk=letter.pk).status == DeadLetter.Status.RERUN_OK
    assert browser.post(f"/dead-letters/{foreign.pk}/rerun").status_code == 404
    closed = browser.get("/admin/dead-letters/?status=rerun_ok").content.decode()
    assert "Dead letters" in closed and "rerun_ok" in closed and "Re-run now" not in closed
