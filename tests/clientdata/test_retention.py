"""Retention: old chat text redacted, old raw files reduced to a tombstone, wiki pages kept, audited."""

import datetime as dt

import pytest
import time_machine
from botocore.exceptions import ClientError
from django.core.management import call_command

from clientdata.retention import REDACTED, prune_tenant, retention_set
from clientdata.tasks import prune_retention
from coda_console.models import AuditEntry, Event
from tests.wiki.conftest import at, day_of_events, ev, post
from wiki.ingest.runs import ingest_nightly
from wiki.models import WikiPage
from wiki.tree.storage import get_store

pytestmark = pytest.mark.django_db
OLD, RECENT = dt.date(2026, 8, 1), dt.date(2026, 9, 20)


def _fill(client):
    for day in (OLD, RECENT):
        post(
            client, *day_of_events(day), ev("chat.turn", at(day, "21:00"), role="user", text=f"secret {day}")
        )
    with time_machine.travel(dt.datetime(2026, 8, 2, 9, 0, tzinfo=dt.UTC), tick=False):
        ingest_nightly(client=client, local_date=OLD)
    with time_machine.travel(dt.datetime(2026, 9, 21, 9, 0, tzinfo=dt.UTC), tick=False):
        ingest_nightly(client=client, local_date=RECENT)


def _texts(client, day):
    return [
        e.payload["text"]
        for e in Event.objects.filter(client=client, kind="chat.turn")
        if e.occurred_at.date() == day
    ]


def test_default_keeps_chat_text_forever(client_a):
    _fill(client_a)
    with time_machine.travel(dt.datetime(2027, 6, 1, tzinfo=dt.UTC)):
        assert prune_retention() == 0
    assert REDACTED not in _texts(client_a, OLD)


@pytest.mark.parametrize("backend", ["filesystem", pytest.param("s3", marks=pytest.mark.s3)], indirect=True)
def test_older_chat_text_is_redacted_and_raw_files_pruned_the_wiki_stays(client_a, tenant, backend):
    _fill(client_a)
    old_raw = list(
        WikiPage.objects.filter(client=client_a, path__startswith="raw/", path__contains=OLD.isoformat())
    )
    assert old_raw
    old_versions = [
        (v.storage_backend, v.storage_key, v.storage_version_id) for p in old_raw for v in p.versions.all()
    ]
    goals = WikiPage.objects.get(client=client_a, path="wiki/training-history.md").current_content
    retention_set(tenant=tenant, chat_text_days=30)

    with time_machine.travel(dt.datetime(2026, 9, 22, 4, 0, tzinfo=dt.UTC), tick=False):
        result = prune_tenant(tenant=tenant)

    assert set(_texts(client_a, OLD)) == {REDACTED}
    assert REDACTED not in _texts(client_a, RECENT) and f"secret {RECENT}" in _texts(client_a, RECENT)
    assert Event.objects.filter(client=client_a, kind="chat.turn").count() == 6  # the events stay
    for page in old_raw:
        page.refresh_from_db()
        assert page.current_content.startswith("# Removed") and page.versions.count() == 1
        assert "secret" not in page.current_content
    for backend_name, key, version_id in old_versions:
        with pytest.raises((OSError, ClientError)):
            get_store(backend_name).get(key, version_id)
    recent_raw = WikiPage.objects.filter(
        client=client_a, path__startswith="raw/", path__contains=RECENT.isoformat()
    )
    assert all(not p.current_content.startswith("# Removed") for p in recent_raw)
    assert WikiPage.objects.get(client=client_a, path="wiki/training-history.md").current_content == goals
    assert result.events_redacted == 3 and result.raw_files_pruned == len(old_raw)
    audit = AuditEntry.objects.get(action="retention.prune")
    assert audit.detail["events_redacted"] == 3 and audit.detail["days"] == 30

    with time_machine.travel(dt.datetime(2026, 9, 23, 4, 0, tzinfo=dt.UTC), tick=False):
        again = prune_tenant(tenant=tenant)
    assert again.events_redacted == 0 and again.raw_files_pruned == 0  # idempotent


def test_retention_command_sets_and_prunes(client_a, tenant, capsys):
    _fill(client_a)
    call_command("retention", "--tenant", "nata-coaching", "--set-days", "30")
    with time_machine.travel(dt.datetime(2026, 9, 22, 4, 0, tzinfo=dt.UTC), tick=False):
        call_command("retention", "--prune")
    assert "3 chat turns redacted" in capsys.readouterr().out
