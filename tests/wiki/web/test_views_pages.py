"""The wiki tab: tree, rendered pages, the editor (save, preview, stale saves, rule violations), history."""

import re

import pytest

from coda_console.models import AuditEntry
from tests.wiki.console_helpers import (
    PLAYBOOK,
    content,
    machine_write,
    tab,
    version_of,
    web,
)
from wiki.models import PageVersion, WikiPage
from wiki.services import client_today
from wiki.tree.markup import coach_blocks

pytestmark = pytest.mark.django_db

NOTE = "If she goes quiet for 3+ days, send ONE light no-ask message."


def _save(browser, client, path, text, base, summary=""):
    return browser.post(
        tab(client, "edit", path), {"content": text, "base_version": base, "summary": summary, "save": "1"}
    )


# --- Access --------------------------------------------------------------------------------------------

GET_SCREENS = [
    ("", ""),
    ("view", PLAYBOOK),
    ("view", "index.md"),
    ("view", "SCHEMA.md"),
    ("view", "log.md"),
    ("edit", PLAYBOOK),
    ("history", PLAYBOOK),
    ("diff", PLAYBOOK),
    ("log", ""),
    ("raw", ""),
    ("questions", ""),
    ("alerts", ""),
]


@pytest.mark.parametrize(("name", "path"), GET_SCREENS)
@pytest.mark.parametrize(
    ("who", "status"),
    [("coach", 200), ("tenant_admin", 200), ("superuser", 200), ("other_coach", 404), ("other_tenant", 404)],
)
def test_every_wiki_screen_is_hers_and_404_for_anyone_else(tree_a, people, name, path, who, status):
    response = web(people[who]).get(tab(tree_a, name, path))
    assert response.status_code == status
    if status == 404:
        assert "Marta" not in response.content.decode()


@pytest.mark.parametrize(("name", "path"), GET_SCREENS)
def test_every_wiki_screen_needs_a_login(tree_a, name, path):
    response = web().get(tab(tree_a, name, path))
    assert response.status_code == 302 and response["Location"].startswith("/login/")


def test_a_client_of_another_tenant_is_the_same_404_as_a_missing_one(coach, tree_a, other_tenant_client):
    browser = web(coach)
    foreign = browser.get(f"/clients/{other_tenant_client.external_id}/wiki/")
    missing = browser.get("/clients/nobody-0000/wiki/")
    assert foreign.status_code == missing.status_code == 404
    assert _without_tokens(foreign) == _without_tokens(missing)


def _without_tokens(response) -> str:
    return re.sub(r'(csrfmiddlewaretoken" value="|X-CSRFToken": ")[^"]+', r"\1", response.content.decode())


def test_writes_by_another_coach_are_404_and_change_nothing(tree_a, other_coach):
    before = version_of(tree_a, PLAYBOOK)
    browser = web(other_coach)
    assert _save(browser, tree_a, PLAYBOOK, "# X\n\n*y*\n", before).status_code == 404
    assert browser.post(tab(tree_a, "preview", PLAYBOOK), {"content": "x"}).status_code == 404
    assert version_of(tree_a, PLAYBOOK) == before


def test_a_save_without_the_csrf_token_is_refused(tree_a, coach):
    browser = web(coach, csrf=True)
    before = version_of(tree_a, PLAYBOOK)
    response = _save(browser, tree_a, PLAYBOOK, content(tree_a, PLAYBOOK) + "\nx\n", before)
    assert response.status_code == 403 and version_of(tree_a, PLAYBOOK) == before


# --- Tree and page ---------------------------------------------------------------------------------------


def test_the_tree_groups_core_weekly_topic_and_system_files_with_summaries(nata, tree_a):
    machine_write(tree_a, "wiki/exercises/pull-up-progression.md", "# Pull-ups\n\n*Band ladder.*\n")
    html = nata.get(tab(tree_a, "")).content.decode()
    assert html.index("Core pages") < html.index("Topic pages") < html.index("System files")
    assert "How to coach this specific person" in html  # index summary of the playbook
    assert "exercises/pull-up-progression.md" in html and "Band ladder." in html
    assert tab(tree_a, "view", "SCHEMA.md") in html and tab(tree_a, "raw") in html


def test_a_page_renders_markdown_with_her_block_marked_and_dated(nata, tree_a, coach):
    base = version_of(tree_a, PLAYBOOK)
    _save(nata, tree_a, PLAYBOOK, content(tree_a, PLAYBOOK) + f"\n{NOTE}\n", base, "silence protocol")
    html = nata.get(tab(tree_a, "view", PLAYBOOK)).content.decode()
    today = client_today(tree_a).isoformat()
    assert '<section class="coach-block"' in html and f'<time datetime="{today}">' in html
    assert NOTE in html and "<h1>Coaching playbook" in html
    assert "&lt;!-- coach" not in html and "<!-- coach" not in html
    assert tab(tree_a, "edit", PLAYBOOK) in html  # an Edit button on the current version


def test_relative_links_navigate_inside_the_wiki(nata, tree_a):
    machine_write(
        tree_a, "wiki/goals.md", "# Goals\n\n*Goals.*\n\nSee [the playbook](coaching-playbook.md#tone).\n"
    )
    html = nata.get(tab(tree_a, "view", "wiki/goals.md")).content.decode()
    assert f'href="{tab(tree_a, "view", PLAYBOOK)}?tenant=nata-coaching#tone"' in html
    index = nata.get(tab(tree_a, "view", "index.md")).content.decode()
    assert f'href="{tab(tree_a, "view", "wiki/goals.md")}?tenant=nata-coaching"' in index


def test_a_contradiction_pair_is_highlighted(nata, tree_a):
    machine_write(
        tree_a,
        "wiki/recovery-patterns.md",
        "# Recovery\n\n*R.*\n\n- ⚠ CONTRADICTION (old): bed by 23:00\n- ⚠ CONTRADICTION (new): bed 00:40\n",
    )
    html = nata.get(tab(tree_a, "view", "wiki/recovery-patterns.md")).content.decode()
    assert '<li class="contradiction contradiction-old">' in html
    assert '<li class="contradiction contradiction-new">' in html


def test_an_old_version_is_viewable_as_it_was(nata, tree_a):
    first = content(tree_a, PLAYBOOK)
    _save(nata, tree_a, PLAYBOOK, first + "\nA later note.\n", version_of(tree_a, PLAYBOOK))
    old = nata.get(tab(tree_a, "view", PLAYBOOK) + "?version=1").content.decode()
    assert "A later note." not in old and "as it was at version 1" in old
    assert tab(tree_a, "edit", PLAYBOOK) not in old  # edits start from the current version only
    current = nata.get(tab(tree_a, "view", PLAYBOOK)).content.decode()
    assert "A later note." in current
    assert nata.get(tab(tree_a, "view", PLAYBOOK) + "?version=99").status_code == 404
    assert nata.get(tab(tree_a, "view", PLAYBOOK) + "?version=x").status_code == 404


def test_the_source_of_a_page_is_shown_escaped(nata, tree_a):
    html = nata.get(tab(tree_a, "view", PLAYBOOK) + "?source=1").content.decode()
    assert '<pre class="source"># Coaching playbook' in html


def test_a_missing_page_offers_to_write_it_and_bad_paths_are_404(nata, tree_a):
    missing = nata.get(tab(tree_a, "view", "wiki/sleep-and-travel.md"))
    assert (
        missing.status_code == 404
        and tab(tree_a, "edit", "wiki/sleep-and-travel.md") in missing.content.decode()
    )
    assert nata.get(tab(tree_a, "view", "wiki/../SCHEMA.md")).status_code == 404
    assert nata.get(tab(tree_a, "view", "raw/nope.md")).status_code == 404


def test_raw_files_and_system_files_have_no_edit_button_and_cannot_be_edited(nata, tree_a):
    machine_write(tree_a, "raw/2026-08-04-events.md", "# Events\n\n- 06:10 sleep.logged\n")
    html = nata.get(tab(tree_a, "view", "raw/2026-08-04-events.md")).content.decode()
    assert "read-only" in html and tab(tree_a, "edit", "raw/2026-08-04-events.md") not in html
    for path in ("raw/2026-08-04-events.md", "index.md", "log.md", "SCHEMA.md"):
        assert nata.get(tab(tree_a, "edit", path)).status_code == 404
        assert _save(nata, tree_a, path, "x", 1).status_code == 404


# --- Editing ---------------------------------------------------------------------------------------------


def test_the_editor_carries_the_text_and_the_version_she_started_from(nata, tree_a):
    html = nata.get(tab(tree_a, "edit", PLAYBOOK)).content.decode()
    assert f'name="base_version" value="{version_of(tree_a, PLAYBOOK)}"' in html
    assert "# Coaching playbook — Marta" in html and 'hx-post="' + tab(tree_a, "preview", PLAYBOOK) in html
    assert 'hx-trigger="input changed delay:600ms, load"' in html


def test_a_save_wraps_her_paragraph_versions_logs_and_audits_it(nata, tree_a, coach):
    base = version_of(tree_a, PLAYBOOK)
    response = _save(
        nata, tree_a, PLAYBOOK, content(tree_a, PLAYBOOK) + f"\n{NOTE}\n", base, "silence protocol"
    )
    assert response.status_code == 302
    assert response["Location"] == tab(tree_a, "view", PLAYBOOK) + "?tenant=nata-coaching"
    today = client_today(tree_a).isoformat()
    assert coach_blocks(content(tree_a, PLAYBOOK)) == [f"<!-- coach {today} -->\n{NOTE}\n<!-- /coach -->"]
    version = PageVersion.objects.get(page__client=tree_a, page__path=PLAYBOOK, number=base + 1)
    assert version.updated_by == "coach:nata"
    assert content(tree_a, "log.md").splitlines()[-1] == (
        f"## [{today}] coach-edit | coaching-playbook.md — silence protocol"
    )
    entry = AuditEntry.objects.get(action="wiki.coach_edit")
    assert entry.actor_user == coach and entry.ip_address == "127.0.0.1"
    follow = nata.get(response["Location"]).content.decode()
    assert f"as version {base + 1}" in follow


def test_an_unchanged_save_writes_nothing_and_says_so(nata, tree_a):
    base = version_of(tree_a, PLAYBOOK)
    response = _save(nata, tree_a, PLAYBOOK, content(tree_a, PLAYBOOK), base)
    assert response.status_code == 302 and version_of(tree_a, PLAYBOOK) == base
    assert "Nothing changed" in nata.get(response["Location"]).content.decode()


def test_a_stale_save_is_refused_with_a_diff_and_her_text_kept(nata, tree_a, coach):
    opened = version_of(tree_a, PLAYBOOK)
    original = content(tree_a, PLAYBOOK)
    machine_write(tree_a, PLAYBOOK, original + "\n- Ingest wrote this meanwhile (as of 2026-08-04)\n")
    mine = original + "\nHer paragraph that must not be lost.\n"
    response = _save(nata, tree_a, PLAYBOOK, mine, opened)
    html = response.content.decode()
    assert response.status_code == 409
    assert "Not saved" in html and f"it is now <strong>version {opened + 1}</strong>" in html
    assert "Her paragraph that must not be lost." in html.split("<textarea", 1)[1]  # still in the editor
    assert '<table class="diff">' in html and "Ingest wrote this meanwhile" in html
    assert f'name="base_version" value="{opened + 1}"' in html  # the next save starts from what she saw
    assert "Her paragraph" not in content(tree_a, PLAYBOOK)  # nothing saved, nothing merged
    assert version_of(tree_a, PLAYBOOK) == opened + 1


def test_after_a_conflict_saving_again_saves_exactly_her_text(nata, tree_a):
    opened = version_of(tree_a, PLAYBOOK)
    original = content(tree_a, PLAYBOOK)
    machine_write(tree_a, PLAYBOOK, original + "\n- machine line (as of 2026-08-04)\n")
    mine = original + "\nMine.\n"
    assert _save(nata, tree_a, PLAYBOOK, mine, opened).status_code == 409
    assert _save(nata, tree_a, PLAYBOOK, mine, opened + 1).status_code == 302
    text = content(tree_a, PLAYBOOK)
    assert "Mine." in text and "machine line" not in text  # machine text she deleted stays deleted


def test_a_save_that_breaks_a_rule_is_reported_inline_with_her_text_kept(nata, tree_a):
    base = version_of(tree_a, PLAYBOOK)
    text = content(tree_a, PLAYBOOK) + "\nSee [the plan](no-such-page.md).\n"
    response = _save(nata, tree_a, PLAYBOOK, text, base)
    html = response.content.decode()
    assert response.status_code == 422
    assert "[links]" in html and "no-such-page.md" in html
    assert "See [the plan](no-such-page.md)." in html.split("<textarea", 1)[1]
    assert version_of(tree_a, PLAYBOOK) == base


def test_a_page_over_the_line_cap_is_refused(nata, tree_a, settings):
    settings.WIKI_PAGE_MAX_LINES = 20
    base = version_of(tree_a, PLAYBOOK)
    text = content(tree_a, PLAYBOOK) + "".join(f"\nline {n}\n" for n in range(20))
    response = _save(nata, tree_a, PLAYBOOK, text, base)
    assert response.status_code == 422 and "[line-cap]" in response.content.decode()


def test_live_preview_shows_her_new_lines_as_a_coach_block_and_the_rules_it_breaks(nata, tree_a):
    before = PageVersion.objects.count()
    text = content(tree_a, PLAYBOOK) + "\nA new note with [a link](nowhere.md).\n"
    response = nata.post(tab(tree_a, "preview", PLAYBOOK), {"content": text}, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html and 'id="preview"' in html
    assert '<section class="coach-block"' in html and "A new note with" in html
    assert "nowhere.md" in html and "[links]" in html
    assert PageVersion.objects.count() == before  # a preview writes nothing


def test_the_preview_button_works_without_javascript(nata, tree_a):
    base = version_of(tree_a, PLAYBOOK)
    text = content(tree_a, PLAYBOOK) + "\nPreviewed, not saved.\n"
    response = nata.post(
        tab(tree_a, "edit", PLAYBOOK), {"content": text, "base_version": base, "preview": "1"}
    )
    html = response.content.decode()
    assert response.status_code == 200 and '<section class="coach-block"' in html
    assert version_of(tree_a, PLAYBOOK) == base


def test_a_new_topic_page_is_named_then_written_from_version_zero(nata, tree_a):
    response = nata.get(tab(tree_a, "new") + "?title=Sleep+and+travel")
    edit_url = tab(tree_a, "edit", "wiki/sleep-and-travel.md")
    assert response.status_code == 302 and response["Location"].startswith(edit_url)
    form = nata.get(response["Location"]).content.decode()
    assert 'name="base_version" value="0"' in form and "# Sleep and travel — Marta" in form
    text = "# Sleep and travel — Marta\n\n*What travel does to her sleep.*\n\n## Notes\n\nHotel beds: 1 h.\n"
    assert _save(nata, tree_a, "wiki/sleep-and-travel.md", text, 0).status_code == 302
    assert "Hotel beds: 1 h." in coach_blocks(content(tree_a, "wiki/sleep-and-travel.md"))[0]
    assert nata.get(tab(tree_a, "new") + "?title=%21%21").status_code == 302  # no name: back to the tree


# --- History and diffs -----------------------------------------------------------------------------------


def test_history_lists_every_version_with_who_when_and_why(nata, tree_a):
    base = version_of(tree_a, PLAYBOOK)
    _save(nata, tree_a, PLAYBOOK, content(tree_a, PLAYBOOK) + "\nOne.\n", base, "first note")
    html = nata.get(tab(tree_a, "history", PLAYBOOK)).content.decode()
    page = WikiPage.objects.get(client=tree_a, path=PLAYBOOK)
    for version in page.versions.all():
        assert f"version={version.number}" in html
    assert "coach edit: first note" in html and ">nata<" in html
    assert f"a={base}&amp;b={base + 1}" in html


def test_any_two_versions_are_diffed_side_by_side(nata, tree_a):
    base = version_of(tree_a, PLAYBOOK)
    _save(nata, tree_a, PLAYBOOK, content(tree_a, PLAYBOOK) + "\nAdded in v2.\n", base)
    html = nata.get(tab(tree_a, "diff", PLAYBOOK) + f"?a={base}&b={base + 1}").content.decode()
    assert '<table class="diff">' in html and 'class="diff-insert"' in html and "Added in v2." in html
    whole = nata.get(tab(tree_a, "diff", PLAYBOOK) + f"?a={base}&b={base + 1}&context=all").content.decode()
    assert whole.count('<tr class="diff-equal">') > html.count('<tr class="diff-equal">')
    assert "No differences." in nata.get(tab(tree_a, "diff", PLAYBOOK) + "?a=1&b=1").content.decode()
    assert nata.get(tab(tree_a, "diff", PLAYBOOK) + "?a=1&b=42").status_code == 404


# --- A wiki that has not been started ----------------------------------------------------------------------


def test_a_new_clients_wiki_is_started_from_the_tree_then_written(client_a, coach, other_coach):
    browser = web(coach)
    tree_html = browser.get(tab(client_a, "")).content.decode()
    assert "has not been started yet" in tree_html and tab(client_a, "start") in tree_html
    assert browser.get(tab(client_a, "edit", PLAYBOOK)).status_code == 302  # nothing to edit yet
    missing = browser.get(tab(client_a, "view", PLAYBOOK))
    assert missing.status_code == 404 and "Start this wiki" in missing.content.decode()
    assert web(other_coach).post(tab(client_a, "start")).status_code == 404
    assert not WikiPage.objects.filter(client=client_a).exists()
    response = browser.post(tab(client_a, "start"), {"next": tab(client_a, "edit", PLAYBOOK)})
    assert response.status_code == 302 and response["Location"] == tab(client_a, "edit", PLAYBOOK)
    assert version_of(client_a, PLAYBOOK) == 1 and version_of(client_a, "SCHEMA.md") == 1
    entry = AuditEntry.objects.get(action="wiki.tree_init")
    assert entry.actor_user == coach and entry.ip_address == "127.0.0.1"
    assert _save(browser, client_a, PLAYBOOK, content(client_a, PLAYBOOK) + "\nHers.\n", 1).status_code == 302
    browser.post(tab(client_a, "start"))  # starting twice writes nothing more
    assert AuditEntry.objects.filter(action="wiki.tree_init").count() == 1
