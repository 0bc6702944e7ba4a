"""Tree initialisation and plans: SCHEMA v3 shipped identically, core page skeletons, index, log."""

import datetime as dt

import pytest
from django.db import transaction

from tests.wiki.conftest import content_of
from wiki.ingest.runs import tree_ensure
from wiki.models import Changeset, WikiPage
from wiki.tree.content import core_page, log_append, log_line, render_index
from wiki.tree.locks import lock_client
from wiki.tree.markup import H1_RE, page_summary
from wiki.tree.pagemap import CORE_PAGES
from wiki.tree.schema_text import SCHEMA_TEXT
from wiki.tree.trees import MemoryTree, finalize_plan

DAY = dt.date(2026, 8, 9)


def ensure(client) -> bool:
    with transaction.atomic():
        lock_client(client)
        return tree_ensure(client, local_date=DAY)


@pytest.mark.django_db
def test_a_new_client_gets_schema_index_log_and_the_core_pages(client_a, other_tenant_client):
    assert ensure(client_a) is True
    paths = set(WikiPage.objects.filter(client=client_a).values_list("path", flat=True))
    assert paths == {"SCHEMA.md", "index.md", "log.md", *CORE_PAGES}
    ensure(other_tenant_client)
    assert content_of(client_a, "SCHEMA.md") == content_of(other_tenant_client, "SCHEMA.md") == SCHEMA_TEXT
    assert content_of(client_a, "log.md").endswith("## [2026-08-09] init | tree — SCHEMA v3, 8 core pages\n")
    for path in CORE_PAGES:
        text = content_of(client_a, path)
        assert H1_RE.match(text) and "(as of" not in text and text.count("\n## ") >= 2
    assert ensure(client_a) is False  # idempotent
    assert Changeset.objects.filter(client=client_a).count() == 1


@pytest.mark.django_db
def test_a_missing_core_page_is_restored(client_a):
    ensure(client_a)
    page = WikiPage.objects.get(client=client_a, path="wiki/goals.md")
    page.current_version = None
    page.save()
    page.versions.all().delete()
    page.delete()  # pages are never deleted by the product; this stands for a tree missing one
    assert ensure(client_a) is True
    assert content_of(client_a, "log.md").splitlines()[-1] == "## [2026-08-09] init | tree — 1 core page"


def test_the_schema_describes_the_rules_the_validator_enforces():
    for phrase in (
        "v3",
        "raw/",
        "index.md",
        "log.md",
        "90 lines",
        "(as of 2026-08-09)",
        "<!-- coach YYYY-MM-DD -->",
        "⚠ CONTRADICTION (old)",
        "[watch]",
        "kebab-case",
        "weekly/YYYY-Www.md",
        "## [YYYY-MM-DD]",
    ):
        assert phrase in SCHEMA_TEXT
    assert H1_RE.match(SCHEMA_TEXT) and len(SCHEMA_TEXT.splitlines()) <= 90


def test_core_pages_have_a_title_summary_and_sections():
    text = core_page("wiki/coaching-playbook.md", "Marta")
    assert text.startswith("# Coaching playbook — Marta\n\n*How to coach this specific person")
    assert "## Red buttons\n" in text and page_summary(text)


def test_index_rows_core_first_then_topics_exercises_and_newest_weeks():
    rows = {
        "wiki/weekly/2026-W31.md": ("w31", DAY),
        "wiki/weekly/2026-W32.md": ("w32 | pipes", DAY),
        "wiki/exercises/pull-up-progression.md": ("bands", DAY),
        "wiki/travel-protocol.md": ("hotel", None),
        "wiki/goals.md": ("goals", DAY),
        "wiki/profile.md": ("profile", DAY),
        "raw/2026-08-09-events.md": ("r", DAY),
    }
    lines = [line for line in render_index("Marta", rows, DAY).splitlines() if line.startswith("| [")]
    order = [line.split("](")[1].split(")")[0] for line in lines]
    assert order == [
        "wiki/profile.md",
        "wiki/goals.md",
        "wiki/travel-protocol.md",
        "wiki/exercises/pull-up-progression.md",
        "wiki/weekly/2026-W32.md",
        "wiki/weekly/2026-W31.md",
    ]
    assert "| w32 / pipes |" in lines[4] and lines[2].endswith("| hotel |  |")


def test_log_lines_are_one_line_and_appended():
    line = log_line(
        DAY, "ingest", "session:\nlower body A", "37 events; training-history.md; no contradictions"
    )
    expected = "session: lower body A — 37 events; training-history.md; no contradictions"
    assert line == f"## [2026-08-09] ingest | {expected}"
    log = log_append("# Log\n\n*J.*\n", line)
    assert log == f"# Log\n\n*J.*\n\n{line}\n"
    assert log_append(log, "## [2026-08-10] ingest | quiet day").endswith(
        f"{line}\n## [2026-08-10] ingest | quiet day\n"
    )


def test_a_plan_drops_unchanged_writes_and_names_only_real_changes_in_the_log():
    tree = MemoryTree()
    tree.files = {"wiki/goals.md": "# G\n\n*g.*\n", "log.md": "# Log\n\n*J.*\n", "index.md": "x"}
    plan = finalize_plan(
        tree,
        kind="nightly",
        local_date=DAY,
        updated_by="distiller",
        reason="r",
        client_name="Marta",
        writes={"wiki/goals.md": "# G\n\n*g.*\n", "wiki/profile.md": "# P\n\n*p.*\n"},
        log_line=lambda pages: f"## [2026-08-09] ingest | x — {', '.join(pages)}",
    )
    assert set(plan.writes) == {"wiki/profile.md", "log.md", "index.md"}
    assert plan.writes["log.md"].endswith("## [2026-08-09] ingest | x — wiki/profile.md\n")
    assert plan.summaries["wiki/profile.md"] == "p."
