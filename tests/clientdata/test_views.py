"""The console's Client data page: tenant admins only; erase needs the id typed."""

import pytest

from coda_console.models import Client

pytestmark = pytest.mark.django_db

PAGE = "/admin/clients/marta-7f3a/data/"


def test_coaches_and_other_tenants_get_404(client, client_a, coach, other_tenant_coach):
    for user in (coach, other_tenant_coach):
        client.force_login(user)
        assert client.get(PAGE).status_code == 404
        assert client.get(PAGE + "export").status_code == 404
        assert client.post(PAGE + "erase", {"confirm": "marta-7f3a", "reason": "x"}).status_code == 404
    assert Client.objects.filter(pk=client_a.pk).exists()


def test_a_tenant_admin_exports_and_erases_with_typed_confirmation(client, client_a, tenant_admin):
    client.force_login(tenant_admin)
    assert "Type <code>marta-7f3a</code>" in client.get(PAGE).content.decode()
    export = client.get(PAGE + "export")
    assert export.status_code == 200 and export["Content-Type"] == "application/zip"
    b"".join(export.streaming_content)

    refused = client.post(PAGE + "erase", {"confirm": "Marta", "reason": "her request"})
    assert refused.status_code == 400 and Client.objects.filter(pk=client_a.pk).exists()

    done = client.post(PAGE + "erase", {"confirm": "marta-7f3a", "reason": "her request"}, follow=True)
    assert done.status_code == 200 and "was erased" in done.content.decode()
    assert not Client.objects.filter(pk=client_a.pk).exists()
    assert client.get(PAGE).status_code == 404


def test_a_tenant_admin_sets_retention_for_her_tenant_only(client, tenant_admin, other_tenant):
    from clientdata.retention import chat_text_days
    from coda_console.models import AuditEntry

    client.force_login(tenant_admin)
    page = client.get("/admin/retention/")
    assert page.status_code == 200 and "nata-coaching" in page.content.decode()
    assert "other-gym" not in page.content.decode()
    assert (
        client.post("/admin/retention/", {"tenant": "nata-coaching", "chat_text_days": "90"}).status_code
        == 302
    )
    assert chat_text_days(tenant_admin.membership.tenant) == 90
    assert AuditEntry.objects.filter(action="retention.set").exists()
    assert client.post("/admin/retention/", {"tenant": "other-gym", "chat_text_days": "1"}).status_code == 400
    assert chat_text_days(other_tenant) is None
    assert (
        client.post("/admin/retention/", {"tenant": "nata-coaching", "chat_text_days": "-3"}).status_code
        == 400
    )
    client.post("/admin/retention/", {"tenant": "nata-coaching", "chat_text_days": ""})
    assert chat_text_days(tenant_admin.membership.tenant) is None


def test_coaches_do_not_reach_retention(client, coach):
    client.force_login(coach)
    assert client.get("/admin/retention/").status_code == 404
