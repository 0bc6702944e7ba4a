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
