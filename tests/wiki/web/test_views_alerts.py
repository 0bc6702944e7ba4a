"""Alerts: the inbox across her clients and per client, one-tap resolutions in place, dead-letter re-runs."""

import pytest

from coda_console.models import AuditEntry
from tests.wiki.console_helpers import (
    NEW,
    OLD,
    PLAYBOOK,
    RECOVERY,
    add_contradiction,
    add_pipeline_failure,
    add_safety,
    add_tension,
    content,
    tab,
    version_of,
    web,
)
from wiki.models import Alert, DeadLetter, IngestRun
from wiki.tree.markup import coach_blocks, contradiction_pair

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true"}


def _resolve(browser, alert, action, text="", htmx=True, **extra):
    data = {"action": action, "text": text, "next": "/alerts/", **extra}
    return browser.post(f"/alerts/{alert.pk}/resolve", data, headers=HX if htmx else {})


# --- Inbox -------------------------------------------------------------------------------------------------


def test_the_inbox_holds_her_clients_alerts_only(nata, tree_a, tree_other, tree_foreign):
    mine = add_contradiction(tree_a)
    add_contradiction(tree_other, old="Ivan's old claim", new="Ivan's new claim")
    add_contradiction(tree_foreign, old="Sam's old claim", new="Sam's new claim")
    html = nata.get("/alerts/").content.decode()
    assert f'id="alert-{mine.pk}"' in html and OLD in html and NEW in html
    assert "Ivan" not in html and "Sam" not in html


def test_new_pain_comes_first_then_contradictions_then_watch_rollups(nata, tree_a):
    contradiction = add_contradiction(tree_a)
    rollup = add_safety(tree_a)  # a recurrence folded into an area on the watch list: after the contradiction
    rollup.payload = {**rollup.payload, "rollup": True}
    rollup.save()
    injury = add_safety(tree_a, "Left ankle: new injury")
    injury.payload = {**injury.payload, "level": "injury"}
    injury.save()
    html = nata.get("/alerts/").content.decode()
    positions = [html.index(f'id="alert-{alert.pk}"') for alert in (injury, contradiction, rollup)]
    assert positions == sorted(positions)


def test_a_contradiction_shows_both_claims_the_evidence_events_and_one_tap_buttons(nata, tree_a):
    alert = add_contradiction(tree_a)
    html = nata.get("/alerts/").content.decode()
    assert "Old claim" in html and "New evidence" in html
    assert "session.skipped" in html and "skipped Zone-2 run (reason: travel)" in html  # looked up in the log
    assert 'value="keep_old"' in html and 'value="accept_new"' in html and "Edit myself" in html
    assert f'hx-post="/alerts/{alert.pk}/resolve"' in html and 'action="/alerts/' in html  # htmx + plain form


def test_evidence_is_looked_up_in_the_alerts_own_clients_log(nata, tree_a, tree_foreign):
    from tests.wiki.conftest import at, ev, post
    from tests.wiki.console_helpers import DAY

    foreign_event = ev("session.skipped", at(DAY, "06:00"), name="SECRET foreign session")
    post(tree_foreign, foreign_event)
    alert = add_contradiction(tree_a)  # the validator refuses a foreign id: the payload is tampered with
    alert.payload = {**alert.payload, "evidence": [foreign_event["id"]]}
    alert.save(update_fields=["payload"])
    html = nata.get("/alerts/").content.decode()
    assert "SECRET foreign session" not in html and "no longer in the log" in html


def test_a_per_client_inbox_and_filters(nata, tree_a):
    contradiction = add_contradiction(tree_a)
    safety = add_safety(tree_a)
    html = nata.get(tab(tree_a, "alerts")).content.decode()
    assert f'id="alert-{contradiction.pk}"' in html and f'id="alert-{safety.pk}"' in html
    only_safety = nata.get("/alerts/?kind=safety").content.decode()
    assert f'id="alert-{safety.pk}"' in only_safety and f'id="alert-{contradiction.pk}"' not in only_safety
    _resolve(nata, contradiction, "keep_old")
    assert f'id="alert-{contradiction.pk}"' not in nata.get("/alerts/").content.decode()
    assert f'id="alert-{contradiction.pk}"' in nata.get("/alerts/?status=resolved").content.decode()


def test_the_inbox_needs_a_login_and_admins_see_the_tenant(tree_a, people):
    alert = add_contradiction(tree_a)
    assert web().get("/alerts/").status_code == 302
    assert f'id="alert-{alert.pk}"' in web(people["tenant_admin"]).get("/alerts/").content.decode()
    assert f'id="alert-{alert.pk}"' not in web(people["other_coach"]).get("/alerts/").content.decode()
    assert f'id="alert-{alert.pk}"' not in web(people["other_tenant"]).get("/alerts/").content.decode()


# --- One tap -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("action", "line"), [("keep_old", f"- {OLD}"), ("accept_new", f"- {NEW}")])
def test_one_tap_resolves_in_place_and_the_page_changes(nata, tree_a, coach, action, line):
    alert = add_contradiction(tree_a)
    before = version_of(tree_a, RECOVERY)
    response = _resolve(nata, alert, action)
    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html  # just the card
    assert f'id="alert-{alert.pk}"' in html and "Resolved" in html and 'hx-swap-oob="true"' in html
    assert f"version {before + 1}" in html
    text = content(tree_a, RECOVERY)
    assert line in text.splitlines() and contradiction_pair(OLD, NEW) not in text
    assert Alert.objects.get(pk=alert.pk).status == "resolved"
    assert "| recovery-patterns.md —" in content(tree_a, "log.md").splitlines()[-1]
    entry = AuditEntry.objects.get(action="wiki.alert_resolve")
    assert entry.actor_user == coach and entry.ip_address == "127.0.0.1"


def test_edit_myself_replaces_the_pair_with_her_coach_block(nata, tree_a):
    alert = add_contradiction(tree_a)
    _resolve(nata, alert, "edit", "Runs on hotel weeks only with a treadmill.")
    blocks = coach_blocks(content(tree_a, RECOVERY))
    assert len(blocks) == 1 and "Runs on hotel weeks only with a treadmill." in blocks[0]


def test_without_javascript_a_resolution_redirects_back(nata, tree_a):
    alert = add_contradiction(tree_a)
    response = _resolve(nata, alert, "accept_new", htmx=False)
    assert response.status_code == 302 and response["Location"] == "/alerts/"
    assert "Accepted the new claim." in nata.get("/alerts/").content.decode()


def test_an_unsafe_next_is_ignored(nata, tree_a):
    alert = add_contradiction(tree_a)
    response = _resolve(nata, alert, "keep_old", htmx=False, next="https://evil.example/")
    assert response["Location"] == "/alerts/"


def test_resolving_twice_or_with_a_wrong_action_shows_the_reason_on_the_card(nata, tree_a):
    alert = add_contradiction(tree_a)
    wrong = _resolve(nata, alert, "dismiss").content.decode()
    assert "does not resolve" in wrong and Alert.objects.get(pk=alert.pk).status == "open"
    empty_edit = _resolve(nata, alert, "edit", "  ").content.decode()
    assert "needs the text" in empty_edit
    _resolve(nata, alert, "keep_old")
    again = _resolve(nata, alert, "accept_new").content.decode()
    assert "already resolved" in again and f"- {OLD}" in content(tree_a, RECOVERY)


def test_another_coach_cannot_resolve_her_alert(tree_a, people):
    alert = add_contradiction(tree_a)
    for who in ("other_coach", "other_tenant"):
        assert _resolve(web(people[who]), alert, "keep_old").status_code == 404
    assert _resolve(web(), alert, "keep_old").status_code == 302
    assert Alert.objects.get(pk=alert.pk).status == "open"


def test_a_resolution_without_the_csrf_token_is_refused(tree_a, coach):
    alert = add_contradiction(tree_a)
    assert _resolve(web(coach, csrf=True), alert, "keep_old").status_code == 403
    assert Alert.objects.get(pk=alert.pk).status == "open"


# --- Coach block tension, safety, pipeline failure ---------------------------------------------------------


def test_a_coach_block_tension_is_a_question_to_her_with_a_link_to_edit_her_block(nata, tree_a, coach):
    alert = add_tension(tree_a, coach)
    html = nata.get("/alerts/").content.decode()
    assert "may not hold any more" in html and "Responds well to blunt numbers." in html
    assert f"{tab(tree_a, 'edit', PLAYBOOK)}?tenant=nata-coaching&amp;block=2026-08-04" in html
    assert "My note stands" in html and "please stop with the numbers" in html  # the evidence event
    edit = nata.get(f"{tab(tree_a, 'edit', PLAYBOOK)}?block=2026-08-04").content.decode()
    assert 'data-focus-block="2026-08-04"' in edit and "js/wiki-edit.js" in edit
    _resolve(nata, alert, "keep_old")
    assert "Responds well to blunt numbers." in content(tree_a, PLAYBOOK)


def test_a_safety_alert_is_dismissed_with_one_tap(nata, tree_a):
    alert = add_safety(tree_a)
    assert "Seen — dismiss" in nata.get("/alerts/").content.decode()
    assert "Dismissed." in _resolve(nata, alert, "dismiss").content.decode()
    assert Alert.objects.get(pk=alert.pk).resolution == "dismiss"


def test_a_weekly_review_suggestion_shows_its_quotes_and_is_dismissed_without_a_page_change(nata, tree_a):
    alert = Alert.objects.create(
        client=tree_a,
        kind=Alert.Kind.LINT_SUGGESTION,
        severity=Alert.Severity.MEDIUM,
        page=RECOVERY,
        message="Recovery says rest, training says push ‹b›now‹/b›",
        payload={
            "key": "llm:contradiction:abc",
            "quotes": [{"page": RECOVERY, "line": "- <i>sleep</i> 7 h"}],
        },
        created_by="lint",
    )
    before = version_of(tree_a, RECOVERY)
    html = nata.get("/alerts/").content.decode()
    assert "Weekly review" in html and "nothing was changed on any page" in html
    assert "&lt;i&gt;sleep&lt;/i&gt;" in html and "<i>sleep" not in html
    assert "Seen — dismiss" in html and "Dismissed." in _resolve(nata, alert, "dismiss").content.decode()
    assert version_of(tree_a, RECOVERY) == before


def test_a_pipeline_failure_shows_the_dead_letter_and_reruns_it(nata, tree_a, coach):
    alert = add_pipeline_failure(tree_a)
    letter = alert.dead_letter
    html = nata.get("/alerts/").content.decode()
    assert f"Dead letter #{letter.pk}" in html and "[path]" in html  # the validator's violations
    assert f'action="/dead-letters/{letter.pk}/rerun"' in html
    response = nata.post(f"/dead-letters/{letter.pk}/rerun", {"next": "/alerts/"}, headers=HX)
    assert response.status_code == 200 and "Re-run passed" in response.content.decode()
    letter.refresh_from_db()
    assert letter.status == DeadLetter.Status.RERUN_OK
    assert IngestRun.objects.get(pk=letter.run_id).status in ("done", "quiet")
    assert Alert.objects.get(pk=alert.pk).status == "resolved"
    entry = AuditEntry.objects.get(action="wiki.dead_letter_rerun")
    assert entry.actor_user == coach and entry.ip_address == "127.0.0.1"


def test_a_rerun_of_a_closed_letter_is_refused_and_others_get_404(nata, tree_a, people):
    alert = add_pipeline_failure(tree_a)
    letter = alert.dead_letter
    for who in ("other_coach", "other_tenant"):
        assert web(people[who]).post(f"/dead-letters/{letter.pk}/rerun").status_code == 404
    assert DeadLetter.objects.get(pk=letter.pk).status == "open"
    nata.post(f"/dead-letters/{letter.pk}/rerun")
    again = nata.post(f"/dead-letters/{letter.pk}/rerun", {"next": "/alerts/"})
    assert again.status_code == 302
    assert "Not re-run" in nata.get("/alerts/").content.decode()


def test_a_pipeline_failure_can_be_dismissed_which_discards_its_letter(nata, tree_a):
    alert = add_pipeline_failure(tree_a)
    _resolve(nata, alert, "dismiss")
    assert DeadLetter.objects.get(pk=alert.dead_letter_id).status == DeadLetter.Status.DISCARDED
