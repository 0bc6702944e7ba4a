"""Coach blocks without HTML: with JavaScript her blocks are highlighted, labelled regions and one button
adds a dated note; without JavaScript the markers are plain text, the help is open and saving works."""

import pytest
from playwright.sync_api import expect

from coda_console.models import Client
from wiki.models import WikiPage
from wiki.services import client_today

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

MARTA = "marta-7f3a"
PLAYBOOK = "wiki/coaching-playbook.md"
EDIT = f"/clients/{MARTA}/wiki/edit/{PLAYBOOK}"


def test_blocks_are_labelled_regions_and_a_note_is_one_button(demo, open_session):
    nata = open_session().login("nata")
    nata.goto(EDIT)
    region = nata.page.locator(".coach-backdrop .coach-region").first
    expect(region).to_be_visible()
    assert region.get_attribute("data-label").startswith("Your note · ")
    expect(nata.page.locator("#coach-help")).not_to_have_attribute("open", "")
    nata.page.locator("#wiki-content").evaluate(
        "area => area.setSelectionRange(area.value.length, area.value.length)"
    )
    nata.page.click("#add-coach-note")
    nata.page.keyboard.type("Call her on Sundays, never Mondays.")
    expect(nata.page.locator(".coach-backdrop .coach-region", has_text="Call her on Sundays")).to_be_visible()
    nata.shot("21-editor-coach-blocks")
    nata.page.click("button[name=save]")
    nata.page.wait_for_url(f"**/view/{PLAYBOOK}?tenant=nata-coaching")  # client URLs carry the tenant
    today = client_today(Client.objects.get(external_id=MARTA)).isoformat()
    text = WikiPage.objects.get(client__external_id=MARTA, path=PLAYBOOK).current_content
    assert f"<!-- coach {today} -->\nCall her on Sundays, never Mondays.\n<!-- /coach -->" in text
    assert nata.csp_errors() == []


def test_without_javascript_the_markers_show_and_the_help_is_open(demo, browser, live_server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(live_server.url + "/login/")
    page.fill("input[name=username]", "nata")
    page.fill("input[name=password]", "browser-tests-pw")
    page.click("button[type=submit]")
    page.goto(live_server.url + EDIT)
    expect(page.locator("#coach-help")).to_have_attribute("open", "")
    assert "<!-- coach " in page.locator("#wiki-content").input_value()
    expect(page.locator("#add-coach-note")).to_have_count(0)
    area = page.locator("#wiki-content")
    area.fill(area.input_value() + "\nPrefers voice notes after 20:00.\n")
    page.click("button[name=save]")
    text = WikiPage.objects.get(client__external_id=MARTA, path=PLAYBOOK).current_content
    assert "Prefers voice notes after 20:00." in text
    context.close()
