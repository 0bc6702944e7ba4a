"""The wiki tab's read-only screens: the log timeline (filterable by workflow), raw/ files, questions."""

import datetime as dt

import pytest
from django.utils import timezone

from tests.wiki.console_helpers import (
    PLAYBOOK,
    add_contradiction,
    content,
    machine_write,
    tab,
    version_of,
    web,
)
from wiki.models import Question

pytestmark = pytest.mark.django_db


def _edit(browser, client, text, summary):
    browser.post(
        tab(client, "edit", PLAYBOOK),
        {"content": text, "base_version": version_of(client, PLAYBOOK), "summary": summary},
    )


def test_the_log_is_a_timeline_newest_first(nata, tree_a):
    add_contradiction(tree_a)
    _edit(nata, tree_a, content(tree_a, PLAYBOOK) + "\nA note.\n", "my first note")
    html = nata.get(tab(tree_a, "log")).content.decode()
    assert html.index("my first note") < html.index("2026-08-04")  # the coach edit came last
    for workflow in ("init", "ingest", "coach-edit"):
        assert f"&amp;workflow={workflow}" in html


def test_the_log_filters_by_workflow_and_words(nata, tree_a):
    add_contradiction(tree_a)
    _edit(nata, tree_a, content(tree_a, PLAYBOOK) + "\nA note.\n", "silence protocol added")
    only_edits = nata.get(tab(tree_a, "log") + "?workflow=coach-edit").content.decode()
    assert "silence protocol added" in only_edits and 'class="wf-ingest"' not in only_edits
    only_ingest = nata.get(tab(tree_a, "log") + "?workflow=ingest").content.decode()
    assert "silence protocol added" not in only_ingest and 'class="wf-ingest"' in only_ingest
    found = nata.get(tab(tree_a, "log") + "?q=SILENCE").content.decode()
    assert "silence protocol added" in found and 'class="wf-init"' not in found
    fragment = nata.get(tab(tree_a, "log") + "?workflow=coach-edit", headers={"HX-Request": "true"})
    assert "<html" not in fragment.content.decode() and 'id="log-entries"' in fragment.content.decode()


def test_raw_lists_immutable_files_read_only(nata, tree_a):
    machine_write(
        tree_a, "raw/2026-08-04-events.md", "# Events — 2026-08-04\n\n- 06:10 sleep.logged — slept 5 h\n"
    )
    html = nata.get(tab(tree_a, "raw")).content.decode()
    assert tab(tree_a, "view", "raw/2026-08-04-events.md") in html
    assert "edit/" not in html
    page = nata.get(tab(tree_a, "view", "raw/2026-08-04-events.md")).content.decode()
    assert "slept 5 h" in page and "read-only" in page


def test_questions_show_queued_asked_and_answered(nata, tree_a):
    now = timezone.now()
    Question.objects.create(
        client=tree_a, text="Is the knee a real thing?", page=PLAYBOOK, finding="gap:knee"
    )
    Question.objects.create(
        client=tree_a,
        text="Do hotel weeks change your runs?",
        page=PLAYBOOK,
        finding="gap:hotel",
        status=Question.Status.ASKED,
        asked_at=now,
        asked_on=dt.date(2026, 8, 4),
        moment="session.completed",
        options=["Yes", "No"],
    )
    Question.objects.create(
        client=tree_a,
        text="Best time for the brief?",
        page=PLAYBOOK,
        finding="gap:brief",
        status=Question.Status.ANSWERED,
        answered_at=now,
        answer="Before 07:00",
    )
    html = nata.get(tab(tree_a, "questions")).content.decode()
    assert html.index("Do hotel weeks") < html.index("Is the knee") < html.index("Best time")  # asked first
    assert "Before 07:00" in html and "waiting for the answer" in html
    queued = nata.get(tab(tree_a, "questions") + "?status=queued").content.decode()
    assert "Is the knee" in queued and "Best time" not in queued


def test_another_tenants_questions_never_show(tree_a, other_tenant_client, other_tenant_coach):
    Question.objects.create(client=tree_a, text="Marta only?", page=PLAYBOOK, finding="gap:x")
    response = web(other_tenant_coach).get(tab(tree_a, "questions"))
    assert response.status_code == 404 and "Marta only?" not in response.content.decode()


def test_the_log_is_sorted_by_date_not_by_append_order(nata, tree_a):
    from wiki.web.console_selectors import log_entries

    text = "## [2026-11-30] ingest | a — x\n## [2026-11-29] lint | b — y\n## [2026-11-30] resolve | c — z\n"
    assert [(e.date, e.workflow) for e in log_entries(text)] == [
        ("2026-11-30", "resolve"),
        ("2026-11-30", "ingest"),
        ("2026-11-29", "lint"),
    ]


def test_raw_files_are_grouped_by_kind(nata, tree_a):
    html = nata.get(f"/clients/{tree_a.external_id}/wiki/raw/?kind=transcripts").content.decode()
    assert "Day digests" in html and "Chat transcripts" in html
    assert "-events.md" not in html
