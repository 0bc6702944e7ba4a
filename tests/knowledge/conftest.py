"""Knowledge fixtures: a domain per tenant and a terse record writer going through the service."""

import pytest

from knowledge import inputs, services
from knowledge.models import Domain, Record


@pytest.fixture
def domain(tenant) -> Domain:
    return services.domain_create(tenant=tenant, slug="coaching", name="Coaching")


@pytest.fixture
def other_tenant_domain(other_tenant) -> Domain:
    return services.domain_create(tenant=other_tenant, slug="coaching", name="Their coaching")


@pytest.fixture
def write():
    def _write(domain: Domain, title: str, *, now=None, actor_key=None, actor_user=None, **fields) -> Record:
        actor = {"actor_key": actor_key, "actor_user": actor_user}
        fields.setdefault("provenance_source", "handbook")
        fields.setdefault("authority", "source")
        fields.setdefault("created_by", "test")
        record, links = inputs.split({"title": title, **fields})
        return services.record_create(domain=domain, fields=record, links=links, now=now, **actor)

    return _write
