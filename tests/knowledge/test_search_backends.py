import pytest
from django.core.management import call_command
from django.db import connection

from knowledge import selectors, services
from knowledge.search_backends import backend


def test_the_index_is_a_view_rebuildable_from_the_records(domain, write, capsys):
    record = write(domain, "Wrist-friendly pressing")
    superseded = write(domain, "Deload rules")
    write(domain, "Deload rules", supersedes=[superseded.ref])
    if connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            cursor.execute("DELETE FROM knowledge_record_fts")
        assert backend().rank(domain_id=domain.pk, terms=["wrist"], limit=5) == []
    call_command("knowledge_reindex")
    assert [h.record for h in selectors.search(domain=domain, query="wrist", limit=5)] == [record]
    assert len(selectors.search(domain=domain, query="deload", limit=5)) == 1
    assert capsys.readouterr().out


def test_title_only_candidates_ignore_body_matches(domain, write):
    in_title = write(domain, "Caffeine cut-off", body="Stop coffee early.")
    write(domain, "Sleep hygiene", body="No caffeine late in the day.")
    ranked = backend().rank(domain_id=domain.pk, terms=["caffeine"], limit=10, title_only=True)
    assert [pk for pk, _ in ranked] == [in_title.pk]


def test_retracted_records_leave_the_index(domain, write):
    record = write(domain, "Caffeine cut-off")
    services.record_retract(record=record, reason="x", retracted_by="t")
    assert backend().rank(domain_id=domain.pk, terms=["caffeine"], limit=10) == []


@pytest.mark.postgres
def test_postgres_has_a_partial_gin_index_on_the_generated_vector(db):
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'knowledge_record_live_fts'")
        (definition,) = cursor.fetchone()
        cursor.execute(
            "SELECT is_generated FROM information_schema.columns "
            "WHERE table_name = 'knowledge_record' AND column_name = 'search_vector'"
        )
        (generated,) = cursor.fetchone()
    assert "USING gin (search_vector)" in definition and "status" in definition
    assert generated == "ALWAYS"


def test_ranking_many_queries_at_once_gives_each_querys_own_ranking(domain, other_tenant_domain, write):
    for title, body in [
        ("Caffeine cut-off", "Stop coffee early."),
        ("Caffeine and sleep", "No caffeine late in the day."),
        ("Sleep hygiene", "Dark, cool room; caffeine before noon."),
        ("Deload rules", "Halve the volume."),
        ("Deload on low readiness", "When sleep and soreness say so."),
    ]:
        write(domain, title, body=body)
    write(other_tenant_domain, "Caffeine everywhere", body="caffeine sleep deload")
    queries = [["caffeine"], [], ["sleep", "deload"], ["nothing"], ["caffeine", "sleep", "deload"]]
    for title_only in (False, True):
        for limit in (1, 2, 10):
            many = backend().rank_many(
                domain_id=domain.pk, queries=queries, limit=limit, title_only=title_only
            )
            one_by_one = [
                backend().rank(domain_id=domain.pk, terms=terms, limit=limit, title_only=title_only)
                for terms in queries
            ]
            assert many == one_by_one
