import pytest

from coda_console.errors import ApiError, Conflict
from coda_console.models import AuditEntry
from knowledge import services
from knowledge.inputs import RecordFields
from knowledge.models import Distinction, Edge, Record, Status


def _conflict(callable_, **kwargs) -> Conflict:
    with pytest.raises(Conflict) as caught:
        callable_(**kwargs)
    return caught.value


# --- Domains -------------------------------------------------------------------------------------


def test_first_domain_is_the_default_and_a_new_default_replaces_it(tenant):
    first = services.domain_create(tenant=tenant, slug="coaching", name="Coaching")
    second = services.domain_create(tenant=tenant, slug="nutrition", name="Nutrition")
    assert first.is_default and not second.is_default
    third = services.domain_create(tenant=tenant, slug="running", name="Running", is_default=True)
    first.refresh_from_db()
    assert third.is_default and not first.is_default


def test_duplicate_domain_slug_is_a_conflict(domain, tenant):
    error = _conflict(services.domain_create, tenant=tenant, slug="coaching", name="Again")
    assert error.code == "domain_exists"


# --- Creating and superseding ---------------------------------------------------------------------


def test_records_get_citeable_sequential_ids_per_domain(domain, write, tenant):
    first = write(domain, "Squat substitutions")
    second = write(domain, "Deload rules")
    other = services.domain_create(tenant=tenant, slug="running", name="Running")
    third = write(other, "Zone 2 runs")
    assert (first.ref, second.ref, third.ref) == ("coaching-0001", "coaching-0002", "running-0001")
    assert first.head_id == first.pk and first.status == Status.LIVE
    assert first.key == "squat-substitutions"


def test_same_key_without_supersedes_is_refused_naming_the_head(domain, write):
    head = write(domain, "Daily protein target", body="1.6 g/kg")
    error = _conflict(
        write, domain=domain, title="Protein per day", key="daily-protein-target", body="2 g/kg"
    )
    assert error.code == "duplicate_head"
    assert [d["id"] for d in error.details] == [head.ref]
    assert "same key" in error.details[0]["message"]
    assert Record.objects.count() == 1


def test_near_duplicate_title_is_refused(domain, write):
    head = write(domain, "Daily protein targets", key="intake-for-athletes")
    error = _conflict(write, domain=domain, title="Daily protein target", key="baseline-amount")
    assert [d["id"] for d in error.details] == [head.ref]
    assert "near-duplicate title" in error.details[0]["message"]


def test_keys_are_identifiers_never_compared_fuzzily(domain, write):
    write(domain, "Client prefers morning sessions", key="conv-26-d1-3-obs0", body="Trains at 06:30.")
    other = write(domain, "Client dislikes burpees", key="conv-26-d1-4-obs1", body="Drop them from circuits.")
    assert other.status == Status.LIVE
    write(domain, "Vegetarian", key="ex-0001", body="No meat or fish.")
    assert write(domain, "Lactose intolerant", key="ex-0002", body="Avoids milk.").status == Status.LIVE


def test_the_same_key_after_normalisation_is_refused(domain, write):
    head = write(domain, "Deload every fourth week", key="deload-every-4-weeks")
    error = _conflict(write, domain=domain, title="A different title entirely", key="Deload every 4 weeks!")
    assert [d["id"] for d in error.details] == [head.ref]
    assert "the same key" in error.details[0]["message"]


def test_a_reworded_fact_without_a_key_is_refused_as_a_near_duplicate(domain, write):
    head = write(
        domain, "Short sleep caps the session", body="Under 6 hours of sleep, cap the session at RPE 7."
    )
    error = _conflict(
        write,
        domain=domain,
        title="Cap the session after short sleep",
        body="Cap the session at RPE 7 when sleep was under 6 hours.",
    )
    assert [d["id"] for d in error.details] == [head.ref]
    assert "near-duplicate title and body" in error.details[0]["message"]


def test_different_topics_do_not_collide(domain, write):
    write(domain, "Squat substitutions")
    write(domain, "Bench substitutions")
    assert Record.objects.filter(status=Status.LIVE).count() == 2


def test_distinct_from_acknowledges_a_near_duplicate_and_is_recorded(domain, write):
    head = write(domain, "Daily protein targets", key="protein-a")
    record = write(domain, "Daily protein target", key="protein-b", distinct_from=[head.ref], note="athletes")
    distinction = Distinction.objects.get()
    assert (distinction.record, distinction.other, distinction.note) == (record, head, "athletes")
    head.refresh_from_db()
    assert head.status == Status.LIVE


def test_supersedes_replaces_the_head_and_links_back(domain, write):
    old = write(domain, "Daily protein target", body="1.6 g/kg")
    cause = write(domain, "Protein in a deficit")
    new = write(
        domain,
        "Daily protein target",
        body="1.6–2.2 g/kg",
        supersedes=[old.ref],
        caused_by=[cause.ref],
        note="1.6 was the floor",
    )
    old.refresh_from_db()
    assert old.status == Status.SUPERSEDED and old.superseded_at is not None
    assert old.head_id == new.pk and new.head_id == new.pk
    edge = Edge.objects.get(type="supersedes")
    assert (edge.source, edge.target, edge.note) == (new, old, "1.6 was the floor")
    assert Edge.objects.filter(source=new, target=cause, type="caused_by").exists()
    assert old.body == "1.6 g/kg"  # nothing overwritten


def test_superseding_several_heads_merges_their_chains(domain, write):
    a = write(domain, "Swap notional 1.75bn", key="swap-a")
    b = write(domain, "Swap notional 500m", key="swap-b")
    merged = write(domain, "One interest-rate swap", key="swap", supersedes=[a.ref, b.ref])
    assert set(Record.objects.filter(head=merged).values_list("ref", flat=True)) == {a.ref, b.ref, merged.ref}


def test_superseding_a_superseded_record_is_refused_naming_the_head(domain, write):
    old = write(domain, "Daily protein target")
    new = write(domain, "Daily protein target", supersedes=[old.ref])
    error = _conflict(write, domain=domain, title="Daily protein target v3", supersedes=[old.ref])
    assert error.code == "not_a_head"
    assert error.details[0]["id"] == old.ref and new.ref in error.message


def test_lower_authority_cannot_supersede_higher_and_is_told_to_contradict(domain, write):
    coach = write(domain, "Stop pressing at wrist pain 2/10", authority="coach")
    error = _conflict(
        write,
        domain=domain,
        title="Stop pressing at wrist pain 3/10",
        authority="agent",
        supersedes=[coach.ref],
    )
    assert error.code == "authority_conflict"
    assert error.details[0]["id"] == coach.ref
    assert "contradicts" in error.message
    coach.refresh_from_db()
    assert coach.status == Status.LIVE


@pytest.mark.parametrize(("new", "old"), [("coach", "source"), ("source", "source"), ("agent", "llm")])
def test_same_or_higher_authority_may_supersede(domain, write, new, old):
    head = write(domain, "Deload rules", authority=old)
    write(domain, "Deload rules", authority=new, supersedes=[head.ref])
    head.refresh_from_db()
    assert head.status == Status.SUPERSEDED


def test_contradicts_keeps_both_live_raises_a_contradiction_and_is_audited(domain, write):
    coach = write(domain, "Stop pressing at wrist pain 2/10", authority="coach")
    agent = write(domain, "Stop pressing at wrist pain 3/10", authority="llm", contradicts=[coach.ref])
    assert Record.objects.filter(status=Status.LIVE).count() == 2
    assert Edge.objects.filter(source=agent, target=coach, type="contradicts").exists()
    assert AuditEntry.objects.filter(action="knowledge.contradiction.raise", target=agent.ref).exists()


def test_unknown_and_foreign_ids_are_the_same_400(domain, other_tenant_domain, write):
    foreign = write(other_tenant_domain, "Their record")
    for ref in (foreign.ref, "coaching-9999"):
        with pytest.raises(ApiError) as caught:
            write(domain, "Mine", supersedes=[ref])
        assert caught.value.code == "unknown_record" and caught.value.status_code == 400
        assert caught.value.details == [
            {"field": "supersedes[0]", "id": ref, "message": "no such record in this tenant"}
        ]


def test_invalid_fields_are_a_400_listing_each(domain):
    with pytest.raises(ApiError) as caught:
        services.record_create(
            domain=domain,
            fields=RecordFields(title=" ", provenance_source="", authority="god", created_by="t", expects=0),
        )
    fields = {detail["field"] for detail in caught.value.details}
    assert {"title", "provenance.source", "authority", "expects"} <= fields


def test_every_write_is_audited_and_bumps_the_domain_revision(domain, write):
    record = write(domain, "Squat substitutions")
    domain.refresh_from_db()
    assert domain.revision == 1
    assert AuditEntry.objects.filter(action="knowledge.record.create", target=record.ref).exists()


# --- Retracting -------------------------------------------------------------------------------------


def test_retract_takes_a_head_out_keeping_history(domain, write):
    old = write(domain, "Daily protein target")
    head = write(domain, "Daily protein target", supersedes=[old.ref])
    services.record_retract(record=head, reason="source withdrawn", retracted_by="user:nata")
    head.refresh_from_db()
    assert head.status == Status.RETRACTED and head.retraction_reason == "source withdrawn"
    old.refresh_from_db()
    assert old.status == Status.SUPERSEDED  # the older reading does not come back as current
    assert Record.objects.filter(head=head).count() == 2


def test_retract_needs_a_reason_and_a_live_record(domain, write):
    record = write(domain, "Deload rules")
    with pytest.raises(ApiError):
        services.record_retract(record=record, reason=" ", retracted_by="t")
    services.record_retract(record=record, reason="wrong", retracted_by="t")
    error = _conflict(services.record_retract, record=record, reason="again", retracted_by="t")
    assert error.code == "not_live" and error.details[0]["id"] == record.ref


def test_after_retraction_the_key_is_free_again(domain, write):
    record = write(domain, "Deload rules")
    services.record_retract(record=record, reason="wrong", retracted_by="t")
    assert write(domain, "Deload rules").status == Status.LIVE


# --- Edges ------------------------------------------------------------------------------------------


def test_edges_link_records_and_repeat_idempotently(domain, write):
    part = write(domain, "Goblet squat")
    whole = write(domain, "Squat substitutions")
    edge, created = services.edge_create(source=part, target=whole, edge_type="part_of", created_by="t")
    again, created_again = services.edge_create(
        source=part, target=whole, edge_type="part_of", created_by="t"
    )
    assert created and not created_again and edge == again


def test_self_edges_are_refused(domain, write):
    record = write(domain, "Goblet squat")
    with pytest.raises(ApiError) as caught:
        services.edge_create(source=record, target=record, edge_type="explains", created_by="t")
    assert caught.value.code == "self_edge"


def test_supersession_cycles_are_refused(domain, write):
    old = write(domain, "Daily protein target")
    new = write(domain, "Daily protein target", supersedes=[old.ref])
    error = _conflict(services.edge_create, source=old, target=new, edge_type="supersedes", created_by="t")
    assert error.code == "supersession_cycle"
    assert error.details[0]["id"] == new.ref


def test_a_supersedes_edge_between_live_heads_supersedes_the_target(domain, write):
    a = write(domain, "Swap notional 1.75bn", key="swap-notional-first-reading")
    b = write(domain, "One interest-rate swap", key="single-rate-swap")
    services.edge_create(source=b, target=a, edge_type="supersedes", note="one swap", created_by="t")
    a.refresh_from_db()
    assert a.status == Status.SUPERSEDED and a.head_id == b.pk


def test_a_supersedes_edge_obeys_the_authority_rule(domain, write):
    coach = write(domain, "Coach rule", authority="coach")
    llm = write(domain, "Model rule", authority="llm")
    error = _conflict(services.edge_create, source=llm, target=coach, edge_type="supersedes", created_by="t")
    assert error.code == "authority_conflict"


def test_contradiction_edges_need_two_live_heads(domain, write):
    old = write(domain, "Daily protein target")
    write(domain, "Daily protein target", supersedes=[old.ref])
    other = write(domain, "Protein per meal")
    error = _conflict(services.edge_create, source=other, target=old, edge_type="contradicts", created_by="t")
    assert error.code == "not_a_head"


def test_retracted_records_gain_no_edges(domain, write):
    gone = write(domain, "Old rule")
    other = write(domain, "Deload rules")
    services.record_retract(record=gone, reason="wrong", retracted_by="t")
    error = _conflict(services.edge_create, source=gone, target=other, edge_type="explains", created_by="t")
    assert error.code == "not_live"


def test_edges_never_cross_tenants(domain, other_tenant_domain, write):
    mine = write(domain, "Mine")
    theirs = write(other_tenant_domain, "Theirs")
    with pytest.raises(ApiError):
        services.edge_create(source=mine, target=theirs, edge_type="explains", created_by="t")
    assert not Edge.objects.exists()
