"""Two writers superseding the same head at once: exactly one wins, the other gets a 409."""

import threading

import pytest
from django.db import connection

from coda_console import services as core_services
from coda_console.errors import Conflict
from knowledge import services
from knowledge.inputs import RecordFields, RecordLinks
from knowledge.models import Edge, Record, Status


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_writers_superseding_one_head_exactly_one_wins():
    tenant = core_services.tenant_create(slug="race", name="Race")
    domain = services.domain_create(tenant=tenant, slug="coaching", name="Coaching")
    head = services.record_create(
        domain=domain,
        fields=RecordFields(
            title="Daily protein target", provenance_source="handbook", authority="source", created_by="t"
        ),
    )
    barrier = threading.Barrier(2)
    outcomes: list[object] = []

    def writer(body: str) -> None:
        try:
            barrier.wait(timeout=10)
            record = services.record_create(
                domain=domain,
                fields=RecordFields(
                    title="Daily protein target",
                    body=body,
                    provenance_source="handbook",
                    authority="coach",
                    created_by=body,
                ),
                links=RecordLinks(supersedes=[head.ref]),
            )
            outcomes.append(record.ref)
        except Conflict as error:
            outcomes.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=writer, args=(body,)) for body in ("2.0 g/kg", "2.2 g/kg")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)

    winners = [o for o in outcomes if isinstance(o, str)]
    losers = [o for o in outcomes if isinstance(o, Conflict)]
    assert len(winners) == 1 and len(losers) == 1, outcomes
    assert losers[0].code == "not_a_head"
    assert losers[0].details[0]["id"] == head.ref
    assert winners[0] in losers[0].message  # the loser is told which record is the head now
    assert Record.objects.filter(domain=domain, status=Status.LIVE).count() == 1
    assert Edge.objects.filter(type="supersedes", target__ref=head.ref).count() == 1
