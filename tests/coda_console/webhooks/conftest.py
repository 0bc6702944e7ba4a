import pytest
from rest_framework.test import APIClient

from coda_console import services as core_services
from tests.coda_console.webhooks.receiver import start_receiver
from tests.conftest import Bot


@pytest.fixture
def receiver(settings):
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = True  # the receiver listens on loopback
    settings.WEBHOOK_TIMEOUT_SECONDS = 5.0
    running, server = start_receiver()
    yield running
    server.shutdown()
    server.server_close()


def _admin_bot(tenant, name: str) -> Bot:
    key, raw_key = core_services.api_key_create(tenant=tenant, name=name, role="admin")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    return Bot(api=api, key=key, raw_key=raw_key, tenant=tenant)


@pytest.fixture
def admin_bot(tenant) -> Bot:
    return _admin_bot(tenant, "tenant A ops")


@pytest.fixture
def other_tenant_admin_bot(other_tenant) -> Bot:
    return _admin_bot(other_tenant, "tenant B ops")
