import io

from knowledge import selectors
from knowledge.demo import build_demo
from knowledge.models import Domain, Edge, Record, Status


def test_demo_builds_the_default_coaching_domain_idempotently(tenant, client_a):
    out = io.StringIO()
    build_demo(tenant=tenant, clients={"marta-7f3a": client_a}, days=180, stdout=out)
    domain = Domain.objects.get(tenant=tenant, slug="coaching")
    assert domain.is_default and selectors.default_domain(tenant) == domain
    records = Record.objects.filter(domain=domain)
    assert 38 <= records.count() <= 45
    assert Edge.objects.filter(source__domain=domain).exclude(type="supersedes").count() >= 30
    # One supersession chain (a corrected guideline, with its cause) …
    superseded = records.get(status=Status.SUPERSEDED)
    head = superseded.head
    assert head.authority == "coach" and head.key == superseded.key
    assert Edge.objects.filter(source=head, type="caused_by").exists()
    # … and one open contradiction.
    assert len(selectors.open_contradictions(domain)) == 1
    assert "knowledge: domain coaching" in out.getvalue()

    counts = (records.count(), Edge.objects.count())
    build_demo(tenant=tenant, clients={"marta-7f3a": client_a}, days=180, stdout=io.StringIO())
    assert (records.count(), Edge.objects.count()) == counts


def test_demo_knowledge_answers_coaching_questions(tenant, client_a):
    build_demo(tenant=tenant, clients={}, days=30, stdout=io.StringIO())
    section = selectors.prompt_section(tenant=tenant, query="my wrist hurts when pressing", budget_tokens=500)
    assert "Wrist-friendly pressing" in section.text and "parts recorded" in section.text
    assert "unresolved contradiction" in section.text
    assert "Connected, not shown" in section.text
    assert {"goblet squat as a squat substitute", "deload rules"} <= selectors.known_entity_names(tenant)
