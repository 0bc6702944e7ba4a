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
