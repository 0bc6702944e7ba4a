"""Quarantined events in the console: listed on the dead-letters page and in the inbox with their
reason, re-playable with one button (docs/wiki.md "Poison events"); another tenant's is a 404."""

import datetime as dt

import pytest

from coda_console.models import AuditEntry
from tests.wiki.conftest import at, ev, post
from tests.wiki.console_helpers import web
from tests.wiki.ingest.test_poison import EchoDistiller
from wiki.ingest.runs import ingest_nightly
from wiki.models import QuarantinedEvent

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 8, 12)


@pytest.fixture
def quarantined(client_a):
    post(client_a, ev("meal.logged", at(DAY, "12:00"), description="salad <img src=x onerror=alert(1)>"))
    ingest_nightly(client=client_a, local_date=DAY, distiller=EchoDistiller())
    return QuarantinedEvent.objects.get(client=client_a)


def test_the_dead_letters_page_and_the_inbox_show_the_quarantine_and_its_reason(quarantined, admin, coach):
    page = web(admin).get("/admin/dead-letters/").content.decode()
    assert "Quarantined events" in page and quarantined.event.event_id in page
    assert "raw HTML is not allowed" in page and "<img src=x" not in page  # escaped by the template
    inbox = web(coach).get("/alerts/").content.decode()
    assert f"/quarantine/{quarantined.pk}/replay" in inbox and "Re-play the event" in inbox


def test_re_playing_from_the_console_folds_the_event_and_closes_its_alert(quarantined, coach):
    response = web(coach).post(f"/quarantine/{quarantined.pk}/replay", {"next": "/alerts/"})
    assert response.status_code == 302
    quarantined.refresh_from_db()
    assert quarantined.status == "replayed" and quarantined.alerts.filter(status="open").count() == 0
    assert AuditEntry.objects.filter(action="wiki.quarantine_replay", actor_user=coach).exists()


def test_another_tenants_quarantine_is_a_404(quarantined, other_tenant_coach, other_coach):
    assert web(other_tenant_coach).post(f"/quarantine/{quarantined.pk}/replay").status_code == 404
    assert web(other_coach).post(f"/quarantine/{quarantined.pk}/replay").status_code == 404
    quarantined.refresh_from_db()
    assert quarantined.status == "open"


def test_the_command_lists_and_re_plays_quarantined_events(quarantined):
    from io import StringIO

    from django.core.management import call_command

    out = StringIO()
    call_command("wiki_quarantine", "marta-7f3a", stdout=out)
    assert f"{quarantined.pk}\topen\tmeal.logged\t{quarantined.event.event_id}" in out.getvalue()
    call_command("wiki_quarantine", "marta-7f3a", "--replay-all", "--distiller", "rules", stdout=out)
    quarantined.refresh_from_db()
    assert quarantined.status == "replayed"
