"""The erasure ledger: pseudonymised, outside the database; replaying it after a restore of an older
backup erases her again (the restore is simulated by importing her archive taken before the erasure)."""

import json
from pathlib import Path

import pytest
from django.core.management import call_command

from clientdata.archive import stream_archive
from clientdata.pseudonyms import subject_hmac
from coda_console.models import Client
from tests.clientdata.population import populate

pytestmark = pytest.mark.django_db


def test_the_ledger_names_her_only_by_keyed_pseudonym(client_a, ledger_file):
    populate(client_a, knowledge=False)
    call_command("client_erase", "marta-7f3a", "--tenant", "nata-coaching", "--reason", "asked", "--yes")
    text = Path(ledger_file).read_text()
    assert "marta" not in text.lower()
    entry = json.loads(text)
    assert (
        entry["subject"] == subject_hmac("nata-coaching", "marta-7f3a") and entry["tenant"] == "nata-coaching"
    )


def test_replaying_the_ledger_after_restoring_an_older_backup_erases_her_again(
    client_a, other_client, tmp_path
):
    populate(client_a, knowledge=False)
    backup = tmp_path / "before.zip"
    backup.write_bytes(b"".join(stream_archive(client_a)))
    call_command("client_erase", "marta-7f3a", "--tenant", "nata-coaching", "--reason", "asked", "--yes")
    call_command("client_import", str(backup), "--tenant", "nata-coaching")  # the old backup brings her back
    assert Client.objects.filter(external_id="marta-7f3a").exists()

    call_command("client_erase", "--replay-ledger")

    assert not Client.objects.filter(external_id="marta-7f3a").exists()
    assert Client.objects.filter(pk=other_client.pk).exists()


def test_without_yes_the_command_asks_for_the_id_typed(client_a, monkeypatch):
    from django.core.management.base import CommandError

    monkeypatch.setattr("builtins.input", lambda prompt: "marta")
    with pytest.raises(CommandError, match="Not confirmed"):
        call_command("client_erase", "marta-7f3a", "--tenant", "nata-coaching", "--reason", "asked")
    assert Client.objects.filter(pk=client_a.pk).exists()
    monkeypatch.setattr("builtins.input", lambda prompt: "marta-7f3a")
    call_command("client_erase", "marta-7f3a", "--tenant", "nata-coaching", "--reason", "asked")
    assert not Client.objects.filter(pk=client_a.pk).exists()


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_the_restore_drill_replays_the_ledger_into_the_restored_copy(client_a, ledger_file):
    """The backup holds her; the ledger (outside the database) says she was erased since: the drill's
    restored copy erases her again. The live database is not touched by the drill."""
    from clientdata import ledger
    from coda_console.restore_drill import run_drill

    populate(client_a, knowledge=False)
    ledger.append({"tenant": "nata-coaching", "subject": subject_hmac("nata-coaching", "marta-7f3a")})

    report = run_drill()

    assert report.ok, report.problems
    assert "1 client(s) erased again" in report.ledger_output
    assert Client.objects.filter(pk=client_a.pk).exists()
