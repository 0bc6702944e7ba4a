"""Coach edits (wrapping, optimistic concurrency, structural rules) and one-tap alert resolutions."""

import datetime as dt

import pytest

from coda_console.errors import ApiError, Conflict
from coda_console.models import AuditEntry
from tests.wiki.conftest import at, content_of, ev, post
from wiki.distillers.base import Contradiction, Proposal, ProposedAlert
from wiki.distillers.scripted import ScriptedDistiller
from wiki.ingest.runs import ingest_nightly
from wiki.models import Alert, DeadLetter, PageVersion, WikiPage
from wiki.services import StaleVersion, alert_resolve, page_save_by_coach
from wiki.tree.markup import coach_block, coach_blocks, contradiction_pair

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 8, 4)
PLAYBOOK = "wiki/coaching-playbook.md"
RECOVERY = "wiki/recovery-patterns.md"
OLD = "runs reliably even on hotel weeks (as of 2026-06-30)"
NEW = "skipped 2 of 2 zone-2 runs while travelling (as of 2026-08-04)"


def _page(client, path):
    return WikiPage.objects.get(client=client, path=path)


def _save(client, user, path, text, **kwargs):
    page = WikiPage.objects.filter(client=client, path=path).first()
    base = kwargs.pop("base_version", page.current_number if page else 0)
    return page_save_by_coach(
        client=client, path=path, content=text, base_version=base, user=user, local_date=DAY, **kwargs
    )


@pytest.fixture
def tree(client_a):
    ingest_nightly(client=client_a, local_date=DAY - dt.timedelta(days=1), distiller=ScriptedDistiller())
    return client_a


def test_a_coach_edit_is_wrapped_versioned_logged_and_audited(tree, coach, backend):
    before = _page(tree, PLAYBOOK)
    text = before.current_content + "\nIf she goes quiet for 3+ days, send ONE light message.\n"
    version = _save(tree, coach, PLAYBOOK, text, summary="silence protocol added")
    page = _page(tree, PLAYBOOK)
    assert version.number == before.current_number + 1 and version.updated_by == "coach:nata"
    assert coach_blocks(page.current_content) == [
        coach_block("2026-08-04", "If she goes quiet for 3+ days, send ONE light message.")
    ]
    assert content_of(tree, "log.md").splitlines()[-1] == (
        "## [2026-08-04] coach-edit | coaching-playbook.md — silence protocol added"
    )
    assert "| [coaching-playbook.md](wiki/coaching-playbook.md) |" in content_of(tree, "index.md")
    assert AuditEntry.objects.filter(action="wiki.coach_edit", actor_user=coach).exists()


def test_a_stale_base_version_is_refused_with_what_changed(tree, coach):
    page = _page(tree, PLAYBOOK)
    _save(tree, coach, PLAYBOOK, page.current_content + "\nFirst edit.\n")
    with pytest.raises(StaleVersion) as refused:
        _save(
            tree, coach, PLAYBOOK, page.current_content + "\nSecond edit.\n", base_version=page.current_number
        )
    assert refused.value.status_code == 409 and refused.value.current_version == page.current_number + 1
    assert "First edit." in refused.value.current_content
    assert "Second edit." not in _page(tree, PLAYBOOK).current_content


def test_an_unchanged_save_writes_nothing(tree, coach):
    page = _page(tree, PLAYBOOK)
    count = PageVersion.objects.count()
    assert (
        _save(tree, coach, PLAYBOOK, page.current_content.replace("\n", "\r\n")).number == page.current_number
    )
    assert PageVersion.objects.count() == count


def test_a_coach_may_create_a_topic_page(tree, coach):
    version = _save(
        tree,
        coach,
        "wiki/travel-protocol.md",
        "# Travel protocol\n\n*Hotel gym fallback.*\n\nDB full body.\n",
    )
    assert version.number == 1
    assert "[travel-protocol.md](wiki/travel-protocol.md)" in content_of(tree, "index.md")


@pytest.mark.parametrize(
    ("path", "text", "field"),
    [
        (PLAYBOOK, "# Playbook\n\n*Hers.*\n" + "".join(f"line {n}\n" for n in range(95)), "line-cap"),
        (PLAYBOOK, "# Playbook\n\n*Hers.*\n\nSee [nothing](nothing.md).\n", "links"),
        (PLAYBOOK, "no title at all\n", "page-shape"),
        (PLAYBOOK, "# Playbook\n\n*Hers.*\n\n<script>alert(1)</script>\n", "raw-html"),
        ("log.md", "# Log\n\n*Mine.*\n", "path"),
        ("raw/2026-08-04-events.md", "# Raw\n\n*Mine.*\n", "path"),
    ],
)
def test_a_coach_edit_still_meets_the_structural_rules(tree, coach, path, text, field):
    with pytest.raises(ApiError) as refused:
        _save(
            tree,
            coach,
            path,
            text,
            base_version=_page(tree, PLAYBOOK).current_number if path == PLAYBOOK else 0,
        )
    assert field in {d["field"] for d in refused.value.details}


def test_a_coach_may_rewrite_and_remove_her_own_blocks(tree, coach):
    page = _page(tree, PLAYBOOK)
    _save(tree, coach, PLAYBOOK, page.current_content + "\nOld protocol.\n")
    mine = _page(tree, PLAYBOOK).current_content
    _save(tree, coach, PLAYBOOK, mine.replace("Old protocol.", "New protocol."))
    assert coach_blocks(_page(tree, PLAYBOOK).current_content) == [coach_block("2026-08-04", "New protocol.")]
    without = _page(tree, PLAYBOOK).current_content.replace(coach_block("2026-08-04", "New protocol."), "")
    _save(tree, coach, PLAYBOOK, without)
    assert coach_blocks(_page(tree, PLAYBOOK).current_content) == []


# --- Alerts ------------------------------------------------------------------------------------------


@pytest.fixture
def contradiction(tree):
    post(tree, ev("session.skipped", at(DAY, "07:00"), name="Zone-2 run", reason="travel"))

    def flag(task):
        text = task.pages[RECOVERY].replace(
            "## Travel\n", "## Travel\n" + contradiction_pair(OLD, NEW) + "\n"
        )
        return Proposal(
            pages={RECOVERY: text},
            index_summaries={},
            contradictions=(Contradiction(RECOVERY, OLD, NEW, (task.events[0].event_id,)),),
        )

    ingest_nightly(client=tree, local_date=DAY, distiller=ScriptedDistiller([flag]))
    return Alert.objects.get(client=tree, kind=Alert.Kind.WIKI_CONTRADICTION)


@pytest.mark.parametrize(
    ("action", "text", "expected"),
    [
        ("keep_old", "", f"- {OLD}"),
        ("accept_new", "", f"- {NEW}"),
        (
            "edit",
            "Runs on hotel weeks only with a treadmill.",
            coach_block("2026-08-05", "Runs on hotel weeks only with a treadmill."),
        ),
    ],
)
def test_resolving_a_contradiction_replaces_the_pair_and_logs_it(
    contradiction, coach, action, text, expected, backend
):
    client = contradiction.client
    before = _page(client, RECOVERY)
    resolved = alert_resolve(
        alert=contradiction, action=action, text=text, user=coach, local_date=DAY + dt.timedelta(days=1)
    )
    page = _page(client, RECOVERY)
    assert resolved.status == "resolved" and resolved.resolution == action and resolved.resolved_by == coach
    assert page.current_number == before.current_number + 1 and page.updated_by == "coach:nata"
    assert "⚠ CONTRADICTION" not in page.current_content and expected in page.current_content
    log_line = content_of(client, "log.md").splitlines()[-1]
    assert log_line.startswith("## [2026-08-05] resolve | recovery-patterns.md — ")
    with pytest.raises(Conflict):
        alert_resolve(alert=resolved, action=action, text=text, user=coach)


def test_a_coach_edit_that_settles_a_pair_closes_its_alert(contradiction, coach):
    page = _page(contradiction.client, RECOVERY)
    edited = page.current_content.replace(contradiction_pair(OLD, NEW), "- a coach settled it herself")
    _save(contradiction.client, coach, RECOVERY, edited)
    contradiction.refresh_from_db()
    assert contradiction.status == "resolved" and contradiction.resolution == "edit"  # closed by her edit


def test_edit_needs_text_and_actions_must_fit_the_kind(contradiction, coach):
    with pytest.raises(Conflict):
        alert_resolve(alert=contradiction, action="edit", text="  ", user=coach)
    with pytest.raises(Conflict):
        alert_resolve(alert=contradiction, action="dismiss", user=coach)
    assert Alert.objects.get(pk=contradiction.pk).status == "open"


def test_a_coach_block_tension_is_hers_to_settle(tree, coach):
    page = _page(tree, PLAYBOOK)
    _save(tree, coach, PLAYBOOK, page.current_content + "\nResponds well to blunt numbers.\n")
    post(tree, ev("chat.turn", at(DAY, "09:00"), role="user", text="please stop with the numbers"))
    tension = ProposedAlert(
        "coach_block_tension",
        PLAYBOOK,
        "medium",
        "Blunt numbers preceded two silences.",
        payload={"block_date": "2026-08-04", "new_claim": "Soften numbers after a silence."},
    )
    ingest_nightly(
        client=tree,
        local_date=DAY,
        distiller=ScriptedDistiller([Proposal(pages={}, index_summaries={}, alerts=(tension,))]),
    )
    alert = Alert.objects.get(kind="coach_block_tension")
    versions = _page(tree, PLAYBOOK).current_number
    alert_resolve(alert=alert, action="edit", text="Blunt numbers only on good weeks.", user=coach)
    text = _page(tree, PLAYBOOK).current_content
    assert coach_blocks(text)[0].endswith("Blunt numbers only on good weeks.\n<!-- /coach -->")
    assert (
        "Responds well to blunt numbers." not in text and _page(tree, PLAYBOOK).current_number == versions + 1
    )


def test_a_pipeline_failure_is_dismissed_with_its_dead_letter(tree, coach):
    post(tree, ev("sleep.logged", at(DAY), hours=5))
    ingest_nightly(
        client=tree,
        local_date=DAY,
        distiller=ScriptedDistiller([Proposal(pages={"x": "y"}, index_summaries={})] * 3),
    )
    alert = Alert.objects.get(kind="pipeline_failure")
    alert_resolve(alert=alert, action="dismiss", user=coach)
    assert DeadLetter.objects.get().status == DeadLetter.Status.DISCARDED
    assert (
        content_of(tree, "log.md")
        .splitlines()[-1]
        .endswith("| pipeline_failure — pipeline failure dismissed")
    )
