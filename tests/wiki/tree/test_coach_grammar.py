"""A coach's save that would break the page grammar is refused with a clear message — never accepted
and then dead-lettering every later ingest of the page (docs/wiki.md "Coach edits and alerts")."""

import datetime as dt

import pytest

from coda_console.errors import ApiError
from tests.wiki.conftest import at, ev, post
from wiki.distillers.rules import RulesDistiller
from wiki.distillers.scripted import ScriptedDistiller
from wiki.ingest.runs import ingest_inline, ingest_nightly
from wiki.models import DeadLetter, IngestRun, WikiPage
from wiki.services import page_save_by_coach

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 8, 4)
GOALS = "wiki/goals.md"
CONSTRAINTS = "wiki/constraints-injuries.md"


@pytest.fixture
def tree(client_a):
    ingest_nightly(client=client_a, local_date=DAY - dt.timedelta(days=1), distiller=ScriptedDistiller())
    return client_a


def _save(client, user, path, transform):
    page = WikiPage.objects.get(client=client, path=path)
    return page_save_by_coach(
        client=client,
        path=path,
        content=transform(page.current_content),
        base_version=page.current_number,
        user=user,
        local_date=DAY,
    )


def _title(suffix):
    return lambda text: text.replace("\n", f"{suffix}\n", 1)


BREAKING_EDITS = {
    "H1 ending in a contradiction marker": (GOALS, _title(" ⚠ CONTRADICTION"), "⚠ CONTRADICTION"),
    "summary holding a contradiction marker": (
        GOALS,
        lambda text: text.replace("*\n", " ⚠ CONTRADICTION (old): x*\n", 1),
        "⚠ CONTRADICTION",
    ),
    "H1 with a coach marker": (GOALS, _title(" <!-- coach 2026-01-01 -->"), "coach marker"),
    "H1 with a closing coach marker": (GOALS, _title(" <!-- /coach -->"), "coach marker"),
    "nested coach markers": (
        GOALS,
        lambda text: (
            text + "\n<!-- coach 2026-08-01 -->\nmine\n<!-- coach 2026-01-01 -->\nx\n<!-- /coach -->\n"
        ),
        "nested",
    ),
    "a malformed coach marker": (GOALS, lambda text: text + "\n<!-- coach soon -->\nx\n", "raw HTML"),
    "a NUL-delimited sentinel": (GOALS, lambda text: text + "\nsee \x00coach-block-3\x00\n", "U+0000"),
    "a private-use character in the title": (GOALS, _title(" \ue000"), "U+E000"),
    "an H1 turned into a second-level heading": (GOALS, lambda text: "#" + text, "page starts with"),
}


@pytest.mark.parametrize("case", sorted(BREAKING_EDITS))
def test_an_edit_that_breaks_the_page_grammar_is_refused_with_a_clear_message(tree, coach, case):
    path, transform, expected = BREAKING_EDITS[case]
    before = WikiPage.objects.get(client=tree, path=path).current_number
    with pytest.raises(ApiError) as refused:
        _save(tree, coach, path, transform)
    assert refused.value.code == "invalid_page"
    assert any(expected in item["message"] for item in refused.value.details), refused.value.details
    assert WikiPage.objects.get(client=tree, path=path).current_number == before


def test_a_refused_title_edit_leaves_later_ingests_of_the_page_working(tree, coach):
    with pytest.raises(ApiError):
        _save(tree, coach, GOALS, _title(" ⚠ CONTRADICTION"))
    post(tree, ev("program.changed", at(DAY, "09:00"), summary="Block B: 4 days"))
    (inline,) = ingest_inline(client=tree, distiller=RulesDistiller())
    nightly = ingest_nightly(client=tree, local_date=DAY, distiller=RulesDistiller())
    assert inline.status == nightly.status == IngestRun.Status.DONE
    assert not DeadLetter.objects.filter(client=tree).exists()


def test_a_contradiction_marker_inside_her_own_prose_is_her_text(tree, coach):
    """Her prose is wrapped in a coach block, which machines never parse: the marker is just text."""
    version = _save(tree, coach, GOALS, lambda text: text + "\nHer note: ⚠ CONTRADICTION is fine here\n")
    assert version.updated_by == "coach:nata"
    post(tree, ev("program.changed", at(DAY, "09:00"), summary="Block B"))
    assert ingest_nightly(client=tree, local_date=DAY, distiller=RulesDistiller()).status == "done"
