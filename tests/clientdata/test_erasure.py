"""Erasure: nothing of her left in the database, storage, jobs or cache; resumable; idempotent."""

from pathlib import Path

import pytest
from django.core.cache import cache
from django_q.models import OrmQ, Schedule, Task

from clientdata.discovery import client_owned_models
from clientdata.erasure import erase_client
from clientdata.models import Erasure
from clientdata.pseudonyms import subject_hmac, token
from clientdata.scan import search_database
from coda_console.models import AuditEntry, Client
from knowledge.models import Record
from tests.clientdata.population import MARKER, populate

pytestmark = pytest.mark.django_db(transaction=False)


def _needles(client) -> list[str]:
    return [client.external_id, client.display_name, MARKER]


def _storage_hits(root: str, needles: list[str]) -> list[str]:
    hits = []
    for path in Path(root).rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            hits += [f"{path}: {n}" for n in needles if n.encode() in data or n in str(path)]
        elif any(n in path.name for n in needles):
            hits.append(str(path))
    return hits


def _erase(client, **kwargs):
    return erase_client(
        tenant=client.tenant,
        external_id=client.external_id,
        reason=f"asked by {client.display_name}",
        requested_by="admin-nata",
        **kwargs,
    )


def test_erasure_leaves_nothing_of_her_in_database_storage_jobs_or_cache(
    client_a, other_client, wiki_storage, ledger_file
):
    populate(client_a)
    populate(other_client, marker="OTHER-MARKER")
    needles = _needles(client_a)
    pk = client_a.pk
    assert search_database(needles) and _storage_hits(wiki_storage, needles)

    report = _erase(client_a)

    hits = search_database(needles)
    assert {hit.label for hit in hits} == {"knowledge.Record"}
    named = Record.objects.filter(pk__in=[hit.pk for hit in hits]).values_list("ref", flat=True)
    assert report.knowledge_to_review == list(named)
    assert report.knowledge_to_review  # tenant knowledge stays, listed for a person to review
    assert _storage_hits(wiki_storage, needles) == []
    for owned in client_owned_models():
        assert not owned.rows(pk).exists(), owned.label
    assert not Client.objects.filter(pk=pk).exists()
    for row in OrmQ.objects.all():
        assert pk not in (row.task.get("args") or ())[:1]
    batch = [row.task for row in OrmQ.objects.all() if row.task["func"].endswith("submit_nightly_batch")]
    assert ([999_999],) in [task["args"] for task in batch]  # the others named with her still run
    assert all(pk not in task["args"][0] for task in batch)
    assert not Task.objects.filter(args=(pk,)).exists()
    assert not Schedule.objects.filter(args=str(pk)).exists()
    assert cache.get(f"context:{client_a.tenant.slug}:marta-7f3a") is None
    # The other client is untouched.
    assert search_database(["OTHER-MARKER"]) and Client.objects.filter(pk=other_client.pk).exists()


def test_audit_rows_are_pseudonymised_with_a_keyed_hmac_and_one_row_records_the_erasure(client_a, settings):
    populate(client_a)
    subject = subject_hmac("nata-coaching", "marta-7f3a")
    report = _erase(client_a)

    assert report.subject == subject
    note = AuditEntry.objects.get(action="client.note")
    assert note.target == token(subject) and note.detail["name"] == token(subject)
    erasure = AuditEntry.objects.get(action="client.erase")
    assert erasure.detail["requested_by"] == "admin-nata"
    assert erasure.detail["reason"] == f"asked by {token(subject)}"
    assert erasure.detail["counts"]["coda_console.Event"] == 18
    assert erasure.detail["counts"]["storage_objects"] > 0
    settings.ERASURE_HMAC_KEY = "another key"
    assert subject_hmac("nata-coaching", "marta-7f3a") != subject  # keyed, not a plain hash


def test_every_api_and_console_url_for_her_is_404_after_erasure(client_a, bot, client, tenant_admin):
    populate(client_a)
    _erase(client_a)
    client.force_login(tenant_admin)
    for url in [
        "/api/v1/clients/marta-7f3a/memory",
        "/api/v1/clients/marta-7f3a/wiki",
        "/api/v1/clients/marta-7f3a/events",
        "/api/v1/clients/marta-7f3a/alerts",
    ]:
        assert bot.get(url).status_code == 404, url
    for url in ["/clients/marta-7f3a/wiki/", "/admin/clients/marta-7f3a/memory/"]:
        assert client.get(url).status_code == 404, url
    assert "Marta" not in client.get("/clients/").content.decode()


@pytest.mark.parametrize("step", ["begin", "storage", "rows"])
def test_a_crash_mid_erasure_hides_her_at_once_and_a_rerun_finishes(client_a, bot, wiki_storage, step):
    populate(client_a)
    pk = client_a.pk
    with pytest.raises(RuntimeError, match=f"simulated crash after {step}"):
        _erase(client_a, crash_after=step)

    assert Erasure.objects.get().status == Erasure.Status.IN_PROGRESS
    assert bot.get("/api/v1/clients/marta-7f3a/memory").status_code == 404
    assert "marta-7f3a" not in bot.get("/api/v1/clients").content.decode()
    assert "Marta" not in bot.get("/api/v1/clients").content.decode()

    report = erase_client(
        tenant=client_a.tenant, external_id="marta-7f3a", reason="retry", requested_by="ops"
    )

    assert report.resumed and Erasure.objects.get().status == Erasure.Status.DONE
    assert not Client.objects.filter(pk=pk).exists()
    assert {hit.label for hit in search_database(["marta-7f3a", "Marta", MARKER])} == {"knowledge.Record"}
    assert _storage_hits(wiki_storage, ["marta-7f3a", "Marta", MARKER]) == []
    assert AuditEntry.objects.filter(action="client.erase").count() == 1


def test_erasing_twice_is_a_no_op_that_reports_the_first_erasure(client_a):
    populate(client_a)
    first = _erase(client_a)
    second = erase_client(
        tenant=client_a.tenant, external_id="marta-7f3a", reason="again", requested_by="ops"
    )
    assert second.already_done and second.counts == first.counts
    assert AuditEntry.objects.filter(action="client.erase").count() == 1
