import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from coda_console import ranking
from knowledge import retrieval, services, vectors
from knowledge.models import RecordEmbedding


def _semantic(domain, query: str) -> list[int]:
    return [pk for pk, _ in retrieval.rank(domain=domain, query=query, limit=5, mode=retrieval.SEMANTIC)]


def test_a_record_is_embedded_on_write_with_its_model_version(domain, write):
    record = write(domain, "Short sleep caps the session", body="Under 6 hours of sleep, cap at RPE 7.")
    stored = RecordEmbedding.objects.get(record=record)
    assert stored.model == ranking.model_version() and stored.model.startswith("wordllama-l2-256@")
    assert len(ranking.from_bytes(stored.vector)) == 256


def test_a_new_record_is_found_by_meaning_right_after_it_is_written(domain, write):
    write(domain, "Caffeine cut-off", body="No coffee within 8 hours of bedtime.")
    assert _semantic(domain, "espresso late in the afternoon")  # the cache is filled…
    newer = write(domain, "Jet lag", body="Keep the first two days easy after a long flight.")
    assert newer.pk in _semantic(domain, "flew across time zones")  # …and refreshed by the write


def test_retracted_and_superseded_records_leave_the_vector_ranking(domain, write):
    old = write(domain, "Caffeine cut-off", body="No coffee within 8 hours of bedtime.")
    new = write(
        domain, "Caffeine cut-off", body="No coffee within 10 hours of bedtime.", supersedes=[old.ref]
    )
    assert _semantic(domain, "espresso late in the afternoon") == [new.pk]
    services.record_retract(record=new, reason="wrong", retracted_by="test")
    assert _semantic(domain, "espresso late in the afternoon") == []


def test_a_model_change_ranks_by_full_text_until_the_reembed_command_runs(domain, write, settings, capsys):
    record = write(domain, "Caffeine cut-off", body="No coffee within 8 hours of bedtime.")
    settings.EMBEDDING_MODEL = "wordllama-l2-64"
    assert _semantic(domain, "espresso late in the afternoon") == []  # never a 256-d vector vs a 64-d one
    assert [h.record for h in services_search(domain, "caffeine")] == [record]  # full text still works
    with pytest.raises(CommandError):
        call_command("knowledge_reembed", "--check")
    call_command("knowledge_reembed")
    assert "embedded 1 records with wordllama-l2-64@" in capsys.readouterr().out
    stored = RecordEmbedding.objects.get(record=record)
    assert stored.model == ranking.model_version() and len(ranking.from_bytes(stored.vector)) == 64
    assert _semantic(domain, "espresso late in the afternoon") == [record.pk]
    call_command("knowledge_reembed", "--check")
    assert "0 records without" in capsys.readouterr().out


def test_reembed_backfills_records_written_before_vectors_existed(domain, write):
    record = write(domain, "Caffeine cut-off", body="No coffee within 8 hours of bedtime.")
    RecordEmbedding.objects.all().delete()
    vectors.forget()
    assert _semantic(domain, "espresso late in the afternoon") == []
    assert services.records_reembed() == 1
    assert _semantic(domain, "espresso late in the afternoon") == [record.pk]


def test_with_embeddings_off_search_is_full_text_and_nothing_is_stored(domain, write, settings):
    settings.EMBEDDING_MODEL = "none"
    record = write(domain, "Caffeine cut-off", body="No coffee within 8 hours of bedtime.")
    assert not RecordEmbedding.objects.exists()
    assert [h.record for h in services_search(domain, "caffeine")] == [record]
    assert services_search(domain, "espresso late in the afternoon") == []


def services_search(domain, query):
    from knowledge.selectors import search

    return search(domain=domain, query=query, limit=5)


def test_a_committed_write_moves_the_cache_forward_so_readers_do_not_reload(
    domain, write, django_capture_on_commit_callbacks, monkeypatch
):
    vectors.forget()
    with django_capture_on_commit_callbacks(execute=True):
        first = write(domain, "Caffeine cut-off", body="No coffee within 8 hours of bedtime.")
    with django_capture_on_commit_callbacks(execute=True):
        second = write(domain, "Jet lag", body="Keep the first two days easy.")
    domain.refresh_from_db()

    def no_reload(*args):
        raise AssertionError("the cache should already hold this revision")

    monkeypatch.setattr(vectors, "_live_ids", no_reload)
    ids, matrix = vectors.domain_matrix(domain)
    assert ids == [first.pk, second.pk] and matrix.shape == (2, 256)


def test_a_write_that_rolls_back_leaves_nothing_in_the_cache(domain, write):
    vectors.forget()
    write(domain, "Caffeine cut-off", body="No coffee within 8 hours of bedtime.")  # never commits here
    domain.refresh_from_db()
    assert vectors._CACHE.peek(domain.pk, domain.revision) is None
