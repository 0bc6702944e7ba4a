"""The export and erase API: admin keys only, tenant-scoped, the one error shape."""

import io
import zipfile

import pytest
from rest_framework.test import APIClient

from coda_console import services
from coda_console.models import Client
from tests.clientdata.population import populate

pytestmark = pytest.mark.django_db


def _admin_bot(tenant) -> APIClient:
    _, raw = services.api_key_create(tenant=tenant, name="ops", role="admin")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return api


def test_an_admin_key_downloads_the_streamed_archive(client_a, tenant):
    populate(client_a, knowledge=False)
    response = _admin_bot(tenant).get("/api/v1/clients/marta-7f3a/export")
    assert response.status_code == 200 and response.streaming
    assert response["Content-Type"] == "application/zip"
    archive = zipfile.ZipFile(io.BytesIO(b"".join(response.streaming_content)))
    assert "events.jsonl" in archive.namelist()


def test_a_bot_key_gets_403_for_export_and_erase(client_a, bot):
    for response in (
        bot.get("/api/v1/clients/marta-7f3a/export"),
        bot.post("/api/v1/clients/marta-7f3a/erase", {"reason": "x", "confirm": "marta-7f3a"}),
    ):
        assert response.status_code == 403
        assert response.json()["error"]["code"] == "permission_denied"
    assert Client.objects.filter(pk=client_a.pk).exists()


def test_another_tenants_admin_key_gets_404(client_a, other_tenant):
    api = _admin_bot(other_tenant)
    assert api.get("/api/v1/clients/marta-7f3a/export").status_code == 404
    response = api.post(
        "/api/v1/clients/marta-7f3a/erase", {"reason": "x", "confirm": "marta-7f3a"}, format="json"
    )
    assert response.status_code == 404 and response.json()["error"]["code"] == "not_found"
    assert Client.objects.filter(pk=client_a.pk).exists()


def test_erase_needs_the_id_typed_again_and_a_reason(client_a, tenant):
    api = _admin_bot(tenant)
    wrong = api.post(
        "/api/v1/clients/marta-7f3a/erase", {"reason": "asked", "confirm": "marta"}, format="json"
    )
    assert wrong.status_code == 400 and wrong.json()["error"]["code"] == "not_confirmed"
    missing = api.post("/api/v1/clients/marta-7f3a/erase", {"confirm": "marta-7f3a"}, format="json")
    assert missing.status_code == 400
    done = api.post(
        "/api/v1/clients/marta-7f3a/erase", {"reason": "asked", "confirm": "marta-7f3a"}, format="json"
    )
    assert done.status_code == 200 and done.json()["erased"] is True
    assert api.get("/api/v1/clients/marta-7f3a/export").status_code == 404
