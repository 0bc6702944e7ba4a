"""A tenant admin erases a client in a real browser: the id must be typed; afterwards she is gone."""

import pytest
from playwright.sync_api import expect

from coda_console.models import Client

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PAGE = "/admin/clients/marta-7f3a/data/"


def test_the_tenant_admin_erases_marta_after_typing_her_id(demo_people, open_session, settings, tmp_path):
    settings.ERASURE_LEDGER_PATH = str(tmp_path / "ledger.jsonl")
    admin = open_session().login("admin-nata")
    admin.goto(PAGE)
    expect(admin.page.locator("#export-link")).to_be_visible()

    admin.page.fill("input[name=reason]", "She asked us to forget her")
    admin.page.fill("input[name=confirm]", "Marta")
    admin.page.click("button:has-text('Erase this client')")
    expect(admin.page.locator("[role=alert]")).to_contain_text("Type the client's id exactly")
    assert Client.objects.filter(external_id="marta-7f3a").exists()

    admin.page.fill("input[name=reason]", "She asked us to forget her")
    admin.page.fill("input[name=confirm]", "marta-7f3a")
    admin.page.click("button:has-text('Erase this client')")
    admin.page.wait_for_url("**/clients/")
    expect(admin.page.locator("main")).to_contain_text("was erased")
    expect(admin.page.locator("table.clients")).not_to_contain_text("Marta")
    admin.shot("30-client-erased")
    assert not Client.objects.filter(external_id="marta-7f3a").exists()
    assert admin.goto(PAGE).status == 404
    assert admin.csp_errors() == []
