import io

import pytest

from coda_console.models import Event
from memory.demo import build_demo
from memory.models import Fact

pytestmark = pytest.mark.django_db


def test_demo_builds_realistic_facts_and_is_idempotent(tenant, client_a):
    out = io.StringIO()
    build_demo(tenant=tenant, clients={"marta-7f3a": client_a}, days=30, stdout=out)
    keys = set(Fact.objects.filter(client=client_a).values_list("key", flat=True))
    assert {"tool_affinity:log_meal", "tool_avoidance:wearable_sync", "failure_pattern:wearable_sync"} <= keys
    assert "entity_frequency:exercise:back-squat" in keys
    assert any(key.startswith("domain_preference:") for key in keys)
    assert "marta-7f3a" in out.getvalue()
    # Pruning already dropped behavioural events that a checkpoint passed more than 7 days ago.
    oldest = Event.objects.filter(client=client_a).order_by("occurred_at").first()
    assert oldest is not None

    facts_before = dict(Fact.objects.filter(client=client_a).values_list("key", "reinforcement_count"))
    events_before = Event.objects.filter(client=client_a).count()
    build_demo(tenant=tenant, clients={"marta-7f3a": client_a}, days=30, stdout=io.StringIO())
    assert Event.objects.filter(client=client_a).count() == events_before
    assert (
        dict(Fact.objects.filter(client=client_a).values_list("key", "reinforcement_count")) == facts_before
    )
