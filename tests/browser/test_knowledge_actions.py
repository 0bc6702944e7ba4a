"""A tenant admin settles an open knowledge contradiction from the console (retract one side, with a
reason); the coach sees the contradiction but no form."""

import pytest
from playwright.sync_api import expect

from coda_console.models import Tenant
from knowledge import services
from knowledge.inputs import RecordFields, RecordLinks
from knowledge.models import Record, Status

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_an_admin_settles_a_knowledge_contradiction(demo_people, open_session):
    tenant = Tenant.objects.get(slug="nata-coaching")
    domain = services.domain_create(tenant=tenant, slug="contra-demo", name="Contradiction demo")
    first = services.record_create(
        domain=domain, fields=RecordFields(key="deload", title="Deload every 6th week",
        provenance_source="notes", authority="coach", created_by="nata"),
    )  # fmt: skip
    second = services.record_create(
        domain=domain, fields=RecordFields(key="deload-4", title="Deload every 4th week",
        provenance_source="forum", authority="coach", created_by="oleh"),
        links=RecordLinks(contradicts=[first.ref]),
    )  # fmt: skip
    url = f"/knowledge/{tenant.slug}/{domain.slug}/"
    coach = open_session().login("nata")
    coach.goto(url)
    expect(coach.page.locator(".contradiction")).to_contain_text(second.ref)
    expect(coach.page.locator("summary", has_text="Settle it")).to_have_count(0)

    admin = open_session().login("admin-nata")
    admin.goto(url)
    admin.page.click("summary:has-text('Settle it')")
    admin.page.check(f"text=Keep {first.ref} (drop {second.ref})")
    admin.page.fill("input[name=reason]", "our programme deloads every 6th week")
    admin.page.click("button:has-text('Settle')")
    expect(admin.page.locator(".messages")).to_contain_text(f"Retracted {second.ref}; {first.ref} stands")
    expect(admin.page.locator("summary", has_text="Settle it")).to_have_count(0)
    assert Record.objects.get(pk=second.pk).status == Status.RETRACTED
    assert Record.objects.get(pk=first.pk).status == Status.LIVE
    assert admin.csp_errors() == [] and coach.csp_errors() == []
