"""Settling an open knowledge contradiction from the console: admins only, one side retracted with a
reason through record_retract (audited), never across tenants."""

import pytest
from django.test import Client as WebClient

from coda_console.models import AuditEntry
from knowledge import services
from knowledge.inputs import RecordFields, RecordLinks
from knowledge.models import Status

pytestmark = pytest.mark.django_db


def web(user) -> WebClient:
    browser = WebClient()
    browser.force_login(user)
    return browser


def _pair(tenant):
    domain = services.domain_create(tenant=tenant, slug="coaching", name="Coaching")
    first = services.record_create(
        domain=domain, fields=RecordFields(key="deload", title="Deload every 6th week",
        provenance_source="notes", authority="coach", created_by="nata"),
    )  # fmt: skip
    second = services.record_create(
        domain=domain, fields=RecordFields(key="deload-4", title="Deload every 4th week",
        provenance_source="forum", authority="coach", created_by="oleh"),
        links=RecordLinks(contradicts=[first.ref]),
    )  # fmt: skip
    return domain, first, second, second.out_edges.get()


def _url(domain, edge) -> str:
    return f"/knowledge/{domain.tenant.slug}/{domain.slug}/contradictions/{edge.pk}/retract"


def test_an_admin_retracts_one_side_with_a_reason(tenant, tenant_admin):
    domain, first, second, edge = _pair(tenant)
    page = web(tenant_admin).get(f"/knowledge/{tenant.slug}/{domain.slug}/").content.decode()
    assert "Settle it" in page
    response = web(tenant_admin).post(
        _url(domain, edge), {"retract": "source", "reason": "6 weeks is the plan"}
    )
    assert response.status_code == 302
    second.refresh_from_db()
    first.refresh_from_db()
    assert second.status == Status.RETRACTED and second.retraction_reason == "6 weeks is the plan"
    assert first.status == Status.LIVE
    assert AuditEntry.objects.filter(action="knowledge.record.retract", target=second.ref).exists()
    page = web(tenant_admin).get(f"/knowledge/{tenant.slug}/{domain.slug}/").content.decode()
    assert "Settle it" not in page


def test_a_reason_is_required_and_nothing_changes_without_it(tenant, tenant_admin):
    domain, first, _second, edge = _pair(tenant)
    response = web(tenant_admin).post(_url(domain, edge), {"retract": "target", "reason": " "}, follow=True)
    assert "Say why" in response.content.decode()
    first.refresh_from_db()
    assert first.status == Status.LIVE


def test_a_coach_cannot_settle_it_and_sees_no_form(tenant, coach):
    domain, first, _second, edge = _pair(tenant)
    assert "Settle it" not in web(coach).get(f"/knowledge/{tenant.slug}/{domain.slug}/").content.decode()
    assert web(coach).post(_url(domain, edge), {"retract": "target", "reason": "x"}).status_code == 404
    first.refresh_from_db()
    assert first.status == Status.LIVE


def test_another_tenants_admin_gets_404(tenant, other_tenant, tenant_admin):
    domain, first, _second, edge = _pair(other_tenant)
    assert web(tenant_admin).post(_url(domain, edge), {"retract": "target", "reason": "x"}).status_code == 404
    first.refresh_from_db()
    assert first.status == Status.LIVE


def test_an_admin_supersedes_both_with_the_side_she_keeps(tenant, tenant_admin):
    from knowledge.models import Record

    domain, first, second, edge = _pair(tenant)
    data = {"retract": "source", "how": "supersede", "reason": "6 weeks is the plan"}
    assert web(tenant_admin).post(_url(domain, edge), data).status_code == 302
    first.refresh_from_db()
    second.refresh_from_db()
    assert first.status == Status.SUPERSEDED and second.status == Status.SUPERSEDED
    head = Record.objects.get(domain=domain, status=Status.LIVE)
    assert head.title == first.title and head.created_by == "user:admin-nata"
    assert AuditEntry.objects.filter(action="knowledge.record.create", target=head.ref).exists()


def test_supersede_keeps_the_authority_rules(tenant, tenant_admin):
    domain = services.domain_create(tenant=tenant, slug="rules", name="Rules")
    official = services.record_create(
        domain=domain, fields=RecordFields(key="a", title="Official deload", provenance_source="federation",
        authority="coach", created_by="x"),
    )  # fmt: skip
    anecdote = services.record_create(
        domain=domain, fields=RecordFields(key="b", title="Forum deload", provenance_source="forum",
        authority="llm", created_by="y"), links=RecordLinks(contradicts=[official.ref]),
    )  # fmt: skip
    edge = anecdote.out_edges.get()
    data = {"retract": "target", "how": "supersede", "reason": "the forum is right"}  # keep the anecdote
    response = web(tenant_admin).post(_url(domain, edge), data, follow=True)
    official.refresh_from_db()
    assert official.status == Status.LIVE
    assert "settled" not in response.content.decode()
