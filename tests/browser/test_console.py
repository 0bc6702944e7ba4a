"""The coach's morning in a real browser: edit Marta's playbook, resolve a contradiction with one tap,
lose nothing to a stale save, and never see another coach's client. Screenshots of the main screens
land in test-output/screenshots/."""

import re

import pytest
from playwright.sync_api import expect

from coda_console.models import Client
from wiki.models import Alert, WikiPage
from wiki.services import client_today

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

MARTA = "marta-7f3a"
PLAYBOOK = "wiki/coaching-playbook.md"
PARAGRAPH = "Mornings before 07:00 work best for hard conversations; she answers those within minutes."


def _playbook_url() -> str:
    return f"/clients/{MARTA}/wiki/view/{PLAYBOOK}"


def _playbook_link() -> str:
    """How the console links the page: every client URL carries its tenant (docs/console.md)."""
    return f"{_playbook_url()}?tenant=nata-coaching"


def test_the_coach_adds_a_paragraph_and_sees_it_as_her_block_and_in_the_log(demo, open_session):
    nata = open_session().login("nata")
    nata.shot("01-clients")
    nata.page.click("text=Marta")
    expect(nata.page.locator("h2", has_text="Core pages")).to_be_visible()
    nata.shot("02-wiki-tree")
    nata.page.click(f"a[href='{_playbook_link()}']")
    expect(nata.page.locator(".coach-block").first).to_be_visible()  # the demo's silence protocol
    nata.shot("03-playbook")

    nata.page.click("a.button:has-text('Edit')")
    editor = nata.page.locator("#wiki-content")
    expect(nata.page.locator("#preview .rendered h1")).to_be_visible()  # the live preview loaded
    editor.fill(editor.input_value() + f"\n{PARAGRAPH}\n")
    preview_block = nata.page.locator("#preview .coach-block", has_text="Mornings before 07:00")
    expect(preview_block).to_be_visible()  # htmx preview: her new lines already shown as hers
    nata.page.fill("#wiki-summary", "morning conversations")
    nata.shot("04-editor-preview")
    nata.page.click("button[name=save]")

    nata.page.wait_for_url(f"**{_playbook_link()}")
    today = client_today(Client.objects.get(external_id=MARTA)).isoformat()
    block = nata.page.locator(".coach-block", has_text="Mornings before 07:00")
    expect(block).to_be_visible()
    expect(block.locator(f"time[datetime='{today}']")).to_be_visible()
    expect(nata.page.locator(".messages")).to_contain_text("Saved coaching-playbook.md")
    nata.shot("05-playbook-saved")

    nata.page.click(".tabs >> text=Log")
    nata.page.click(".chips >> text=coach-edit")
    entry = nata.page.locator("#log-entries li").first
    expect(entry).to_contain_text(today)
    expect(entry).to_contain_text("coaching-playbook.md")
    expect(entry).to_contain_text("morning conversations")
    nata.shot("06-log-coach-edits")

    nata.goto(f"/clients/{MARTA}/wiki/history/{PLAYBOOK}")
    expect(nata.page.locator("table.history")).to_contain_text("coach edit: morning conversations")
    nata.page.click("button:has-text('Compare A → B')")
    expect(nata.page.locator("table.diff")).to_contain_text("Mornings before 07:00")
    nata.shot("07-history-diff")
    assert nata.csp_errors() == []


def test_one_tap_resolves_a_contradiction_and_the_page_changes(demo, open_session):
    alert = (
        Alert.objects.filter(client__coaches__username="nata", kind="wiki_contradiction", status="open")
        .order_by("id")
        .first()
    )
    assert alert is not None, "the demo history should leave at least one open contradiction for Nata"
    nata = open_session().login("nata")
    nata.page.click("nav >> text=Alerts")
    card = nata.page.locator(f"#alert-{alert.pk}")
    expect(card).to_contain_text("Which is true now?")
    expect(card.locator(".evidence li").first).to_be_visible()  # evidence events from the log
    before = int(nata.page.locator("#open-count").inner_text())
    nata.shot("08-alerts-inbox")

    card.locator("button:has-text('Accept new')").click()  # one tap, resolved in place (htmx)
    expect(card).to_contain_text("Resolved: accepted the new claim")
    expect(nata.page.locator("#open-count")).to_have_text(str(before - 1))
    assert nata.page.url.endswith("/alerts/")  # no page load: the card changed where it was
    nata.shot("09-alert-resolved")

    card.locator("a:has-text('The page is now version')").click()
    new_claim = alert.payload["new_claim"]
    rendered = nata.page.locator(".rendered")
    expect(rendered).to_contain_text(new_claim.split(" (as of")[0][:60])
    expect(rendered.locator("li.contradiction")).to_have_count(
        WikiPage.objects.get(client=alert.client, path=alert.page).current_content.count("⚠ CONTRADICTION")
    )
    assert (
        alert.payload["old_claim"]
        not in WikiPage.objects.get(client=alert.client, path=alert.page).current_content
    )
    nata.shot("10-page-after-resolution")
    assert nata.csp_errors() == []


def test_a_stale_save_shows_the_diff_and_keeps_her_text(demo, open_session, browser):
    first = open_session().login("nata")
    second = open_session().login("nata")  # a second browser context: another tab, another device
    edit = f"/clients/{MARTA}/wiki/edit/{PLAYBOOK}"
    first.goto(edit)
    expect(first.page.locator("#preview .rendered h1")).to_be_visible()

    second.goto(edit)
    area = second.page.locator("#wiki-content")
    area.fill(area.input_value() + "\nWritten on the phone meanwhile.\n")
    second.page.click("button[name=save]")
    second.page.wait_for_url(f"**{_playbook_link()}")

    mine = "Her careful paragraph, typed on the laptop."
    area = first.page.locator("#wiki-content")
    area.fill(area.input_value() + f"\n{mine}\n")
    first.page.click("button[name=save]")
    conflict = first.page.locator("#conflict")
    expect(conflict).to_contain_text("Not saved")
    expect(conflict.locator("table.diff").first).to_contain_text("Written on the phone meanwhile.")
    expect(conflict.locator("table.diff").first).to_contain_text(mine)
    assert mine in first.page.locator("#wiki-content").input_value()  # nothing lost
    text = WikiPage.objects.get(client__external_id=MARTA, path=PLAYBOOK).current_content
    assert mine not in text and "Written on the phone meanwhile." in text  # nothing merged
    first.shot("11-stale-save-conflict")

    first.page.click("button[name=save]")  # she has seen the diff: save what is in her editor
    first.page.wait_for_url(f"**{_playbook_link()}")
    expect(first.page.locator(".coach-block", has_text=mine)).to_be_visible()
    assert first.csp_errors() == [] and second.csp_errors() == []


def test_another_coach_cannot_open_marta(demo_people, open_session):
    oleh = open_session().login("oleh")
    expect(oleh.page.locator("main")).not_to_contain_text("Marta")  # Today
    oleh.goto("/clients/")
    expect(oleh.page.locator("table.clients")).not_to_contain_text("Marta")
    for path in (f"/clients/{MARTA}/wiki/", _playbook_url(), f"/clients/{MARTA}/wiki/edit/{PLAYBOOK}"):
        response = oleh.goto(path)
        assert response.status == 404
        expect(oleh.page.locator("main")).not_to_contain_text("Marta")
    oleh.shot("12-other-coach-404")
    assert oleh.page.locator("nav >> text=Admin").count() == 0


def test_the_main_screens_read_well_on_a_phone(demo, open_session):
    phone = open_session(width=390, height=844).login("nata")
    phone.goto(_playbook_url())
    expect(phone.page.locator(".coach-block").first).to_be_visible()
    width = phone.page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, "the page must not scroll sideways on a phone"
    phone.shot("13-phone-playbook")
    phone.goto("/alerts/")
    assert phone.page.evaluate("document.documentElement.scrollWidth") <= 390
    phone.shot("14-phone-alerts")
    phone.goto(f"/clients/{MARTA}/wiki/edit/{PLAYBOOK}")
    expect(phone.page.locator("#preview .rendered h1")).to_be_visible()
    phone.shot("15-phone-editor")
    admin = open_session().login("admin-nata")
    admin.goto("/admin/")
    expect(admin.page.locator(".kpis")).to_be_visible()
    admin.shot("16-admin-hub")
    admin.goto("/admin/jobs/")
    admin.shot("17-admin-jobs")
    assert re.search(r"\d+ ms", admin.page.locator("table").inner_text())
    assert phone.csp_errors() == [] and admin.csp_errors() == []
