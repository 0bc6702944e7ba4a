"""Shared fixtures: two tenants, their people, their bots.

Tenant A ("nata-coaching"): `coach` (assigned to `client`), `other_coach` (assigned to `other_client`),
`tenant_admin`. Tenant B ("other-gym"): `other_tenant_client`. `admin` is a staff superuser.
`bot` / `other_tenant_bot` are API clients authenticated with a key of tenant A / tenant B.
"""

import os
from dataclasses import dataclass

import pytest
from django.db import connection
from rest_framework.test import APIClient

from coda_console import services
from coda_console.models import ApiKey, Client, Tenant


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Throttle and login counters live in the cache, which outlives each test's database rollback
    (and reused key ids): start every test with an empty one."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def scratch_redis_url() -> str:
    """A real Redis database a test may fill and flush (skipped without Redis). CODA_TEST_REDIS_URL picks
    it, so that two test runs side by side (CI runs SQLite and PostgreSQL at once) never share one."""
    redis = pytest.importorskip("redis")
    url = os.environ.get("CODA_TEST_REDIS_URL", "redis://127.0.0.1:6379/3")
    try:
        redis.Redis.from_url(url, socket_connect_timeout=1).ping()
    except redis.exceptions.RedisError:
        pytest.skip(f"no Redis at {url}")
    return url


def pytest_collection_modifyitems(config, items):
    on_postgres = connection.vendor == "postgresql"
    skip = pytest.mark.skip(reason="needs PostgreSQL: run with DATABASE_URL=postgres://… (CI does)")
    for item in items:
        if "postgres" in item.keywords and not on_postgres:
            item.add_marker(skip)


@pytest.fixture
def tenant(db) -> Tenant:
    return services.tenant_create(slug="nata-coaching", name="Nata Coaching")


@pytest.fixture
def other_tenant(db) -> Tenant:
    return services.tenant_create(slug="other-gym", name="Other Gym")


@pytest.fixture
def coach(tenant):
    return services.coach_create(username="nata", tenant=tenant, password="correct horse battery")


@pytest.fixture
def other_coach(tenant):
    return services.coach_create(username="oleh", tenant=tenant, password="correct horse battery")


@pytest.fixture
def tenant_admin(tenant):
    return services.coach_create(
        username="admin-nata", tenant=tenant, is_admin=True, password="correct horse battery"
    )


@pytest.fixture
def other_tenant_coach(other_tenant):
    return services.coach_create(username="rita", tenant=other_tenant, password="correct horse battery")


@pytest.fixture
def admin(django_user_model):
    return django_user_model.objects.create_superuser("root", "root@example.com", "correct horse battery")


@pytest.fixture
def client_a(tenant, coach) -> Client:
    client, _ = services.client_upsert(
        tenant=tenant,
        external_id="marta-7f3a",
        display_name="Marta",
        timezone_name="Europe/Kyiv",
        coach_usernames=["nata"],
    )
    return client


@pytest.fixture
def other_client(tenant, other_coach) -> Client:
    client, _ = services.client_upsert(
        tenant=tenant,
        external_id="ivan-0c11",
        display_name="Ivan",
        timezone_name="Europe/Kyiv",
        coach_usernames=["oleh"],
    )
    return client


@pytest.fixture
def other_tenant_client(other_tenant, other_tenant_coach) -> Client:
    client, _ = services.client_upsert(
        tenant=other_tenant,
        external_id="sam-9d00",
        display_name="Sam",
        timezone_name="America/New_York",
        coach_usernames=["rita"],
    )
    return client


@dataclass
class Bot:
    """An API client holding one tenant's key."""

    api: APIClient
    key: ApiKey
    raw_key: str
    tenant: Tenant

    def get(self, path: str, data=None, **kwargs):
        return self.api.get(path, data, **kwargs)

    def post(self, path: str, data=None, **kwargs):
        return self.api.post(path, data, format="json", **kwargs)

    def delete(self, path: str, **kwargs):
        return self.api.delete(path, **kwargs)


def _bot_for(tenant: Tenant, name: str) -> Bot:
    key, raw_key = services.api_key_create(tenant=tenant, name=name)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    return Bot(api=api, key=key, raw_key=raw_key, tenant=tenant)


@pytest.fixture
def bot(tenant) -> Bot:
    return _bot_for(tenant, "tenant A bot")


@pytest.fixture
def other_tenant_bot(other_tenant) -> Bot:
    return _bot_for(other_tenant, "tenant B bot")


@pytest.fixture
def coach_client(client, coach):
    """Django test client logged in as `coach`."""
    client.force_login(coach)
    return client
