import time_machine

from knowledge import selectors, services
from knowledge.models import Status


def _refs(hits) -> list[str]:
    return [hit.record.ref for hit in hits]


def test_search_ranks_only_live_heads(domain, write):
    old = write(domain, "Daily protein target", body="1.6 g/kg of protein")
    new = write(domain, "Daily protein target", body="1.6–2.2 g/kg of protein", supersedes=[old.ref])
    gone = write(domain, "Protein shakes", body="protein powder")
    services.record_retract(record=gone, reason="wrong", retracted_by="t")
    assert _refs(selectors.search(domain=domain, query="protein", limit=10)) == [new.ref]


def test_title_matches_outrank_body_matches(domain, write):
    body_only = write(domain, "Recovery score bands", body="Below 40 take a deload style easy day.")
    in_title = write(domain, "Deload rules", body="When to take an easier week.")
    assert _refs(selectors.search(domain=domain, query="deload", limit=10)) == [in_title.ref, body_only.ref]


def test_records_matching_more_terms_rank_higher(domain, write):
    one = write(domain, "Wrist mobility", body="Circles and stretches.")
    both = write(domain, "Wrist-friendly pressing", body="Neutral grips.")
    hits = selectors.search(domain=domain, query="wrist pressing", limit=10)
    assert _refs(hits) == [both.ref, one.ref]
    assert hits[0].score > hits[1].score


def test_ties_break_by_authority_then_recency(domain, write):
    # Three identical records (same key, declared distinct): only authority and age can order them.
    with time_machine.travel("2026-01-01"):
        older_llm = write(domain, "Caffeine cut-off", authority="llm")
    with time_machine.travel("2026-02-01"):
        newer_llm = write(domain, "Caffeine cut-off", authority="llm", distinct_from=[older_llm.ref])
    coach = write(
        domain,
        "Caffeine cut-off",
        authority="coach",
        distinct_from=[older_llm.ref, newer_llm.ref],
    )
    hits = selectors.search(domain=domain, query="caffeine", limit=10)
    assert len({hit.score for hit in hits}) == 1  # identical text: identical relevance
    assert _refs(hits) == [coach.ref, newer_llm.ref, older_llm.ref]


def test_search_is_scoped_to_the_domain_and_honours_limit(domain, write, tenant, other_tenant_domain):
    running = services.domain_create(tenant=tenant, slug="running", name="Running")
    for title in ("Tempo run pace", "Tempo intervals", "Cruise tempo", "Tempo on a treadmill", "Hill tempo"):
        write(domain, title, body="tempo work")
    write(running, "Tempo run pace")
    write(other_tenant_domain, "Tempo elsewhere")
    hits = selectors.search(domain=domain, query="tempo", limit=3)
    assert len(hits) == 3 and all(hit.record.domain_id == domain.pk for hit in hits)


def test_queries_of_only_stop_words_match_nothing(domain, write):
    write(domain, "What to do when it is the end")
    assert selectors.search(domain=domain, query="what to do when it is", limit=10) == []


def test_hits_list_their_neighbours_with_type_id_title_status(domain, write):
    whole = write(domain, "Squat substitutions", expects=3)
    part = write(domain, "Goblet squat", edges=[{"type": "part_of", "to": whole.ref}])
    why = write(domain, "Knee-dominant pattern", edges=[{"type": "explains", "to": whole.ref}])
    hit = selectors.search(domain=domain, query="squat substitutions", limit=1)[0]
    assert hit.record == whole
    listed = {(n.type, n.direction, n.id, n.title, n.status) for n in hit.neighbours}
    assert listed == {
        ("part_of", "in", part.ref, "Goblet squat", "live"),
        ("explains", "in", why.ref, "Knee-dominant pattern", "live"),
    }


def test_parts_count_live_parts_of_expected(domain, write):
    whole = write(domain, "Wrist-friendly pressing", expects=5)
    parts = [
        write(domain, title, edges=[{"type": "part_of", "to": whole.ref}])
        for title in ("Neutral-grip press", "Landmine press", "Floor press")
    ]
    services.record_retract(record=parts[2], reason="not wrist-friendly", retracted_by="t")
    hit = selectors.search(domain=domain, query="wrist friendly pressing", limit=1)[0]
    assert hit.parts.label == "2 of 5 parts recorded"
    assert selectors.search(domain=domain, query="landmine", limit=1)[0].parts is None


def test_neighbours_follow_supersession_to_the_heads(domain, write):
    whole = write(domain, "Protein guidance", expects=2)
    old_part = write(domain, "Daily protein target", edges=[{"type": "part_of", "to": whole.ref}])
    new_part = write(domain, "Daily protein target", supersedes=[old_part.ref])
    new_whole = write(domain, "Protein guidance", expects=2, supersedes=[whole.ref])
    neighbours = selectors.neighbours_for([new_whole])[new_whole.pk]
    assert [(n.id, n.via) for n in neighbours] == [(new_part.ref, old_part.ref)]
    assert selectors.parts_of(new_whole, neighbours).label == "1 of 2 parts recorded"


def test_chain_is_head_first_with_why_each_was_replaced(domain, write):
    with time_machine.travel("2026-01-01"):
        first = write(domain, "Daily protein target", body="1.6")
    with time_machine.travel("2026-02-01"):
        cause = write(domain, "Protein in a deficit")
        second = write(domain, "Daily protein target", body="1.8", supersedes=[first.ref], note="misread")
    with time_machine.travel("2026-03-01"):
        third = write(
            domain,
            "Daily protein target",
            body="2.0",
            supersedes=[second.ref],
            caused_by=[cause.ref],
            note="study",
        )
    entries = selectors.chain(first)
    assert [e.record.ref for e in entries] == [third.ref, second.ref, first.ref]
    assert entries[0].replaced_by is None
    assert (entries[1].replaced_by, entries[1].why, entries[1].caused_by) == (third, "study", [cause])
    assert (entries[2].replaced_by, entries[2].why) == (second, "misread")


def test_known_entity_names_are_normalised_live_heads_of_the_tenant(domain, write, other_tenant_domain):
    old = write(domain, "Goblet Squat", key="goblet-squat")
    write(domain, "Goblet squat (dumbbell)", key="goblet-squat", supersedes=[old.ref])
    gone = write(domain, "Leg press")
    services.record_retract(record=gone, reason="x", retracted_by="t")
    write(other_tenant_domain, "Hidden topic")
    assert selectors.known_entity_names(domain.tenant) == {
        "goblet-squat", "goblet squat", "goblet squat (dumbbell)", "goblet squat dumbbell"
    }  # fmt: skip


def test_default_domain_is_the_flagged_one_else_coaching(tenant):
    assert selectors.default_domain(tenant) is None
    coaching = services.domain_create(tenant=tenant, slug="coaching", name="Coaching", is_default=False)
    assert selectors.default_domain(tenant) == coaching
    running = services.domain_create(tenant=tenant, slug="running", name="Running", is_default=True)
    assert selectors.default_domain(tenant) == running


def test_records_page_walks_by_cursor_and_filters_status(domain, write):
    records = [write(domain, f"Topic number {word}") for word in ("alpha", "bravo", "charlie")]
    services.record_retract(record=records[1], reason="x", retracted_by="t")
    page, after = selectors.records_page(domain, limit=1)
    rest, end = selectors.records_page(domain, after=after, limit=5)
    assert [r.ref for r in page + rest] == [records[0].ref, records[2].ref] and end is None
    everything, _ = selectors.records_page(domain, status="all")
    assert len(everything) == 3
    assert [r.status for r in selectors.records_page(domain, status=Status.RETRACTED)[0]] == ["retracted"]


def test_chain_puts_the_head_first_even_when_it_is_the_older_record(domain, write):
    with time_machine.travel("2026-01-01"):
        older = write(domain, "One interest-rate swap", key="single-rate-swap")
    with time_machine.travel("2026-02-01"):
        newer = write(domain, "Swap notional 1.75bn", key="swap-notional-first-reading")
    services.edge_create(source=older, target=newer, edge_type="supersedes", created_by="t")
    assert [entry.record for entry in selectors.chain(newer)] == [older, newer]
