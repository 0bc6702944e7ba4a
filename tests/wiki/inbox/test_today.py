"""Today (the coach's home) and the one order of alerts: by need, newest evidence first."""

import datetime as dt

import pytest
import time_machine
from django.utils import timezone

from coda_console import services as core_services
from coda_console.models import AuditEntry
from tests.wiki.conftest import ev, post
from tests.wiki.console_helpers import web
from wiki.models import Alert, ClientSeen
from wiki.selectors import (
    NEED_CONTRADICTION,
    NEED_NEW_SAFETY,
    NEED_WATCH_ROLLUP,
    alerts_by_need,
)
from wiki.services import alerts_dismiss_watch_rollups

pytestmark = pytest.mark.django_db
NOW = dt.datetime(2026, 8, 5, 7, 0, tzinfo=dt.UTC)


def _alert(client, kind, *, level="", created=NOW, evidence_at=None, **payload) -> Alert:
    """`rollup=True` in the payload makes a safety alert a watch-level roll-up (as fold_or_new does)."""
    if level:
        payload["level"] = level
    return Alert.objects.create(
        client=client,
        kind=kind,
        page="wiki/constraints-injuries.md",
        message=f"{kind} {level}",
        payload=payload,
        created_at=created,
        evidence_at=evidence_at,
    )


def _second_client(tenant):
    client, _ = core_services.client_upsert(
        tenant=tenant,
        external_id="olha-11",
        display_name="Olha",
        timezone_name="Europe/Kyiv",
        coach_usernames=["nata"],
    )
    return client


def test_alerts_by_need_puts_new_pain_first_then_contradictions_then_watch_rollups(client_a):
    rollup = _alert(client_a, Alert.Kind.SAFETY, level="watch", rollup=True)
    tension = _alert(client_a, Alert.Kind.COACH_BLOCK_TENSION)
    failure = _alert(client_a, Alert.Kind.PIPELINE_FAILURE)
    contradiction = _alert(client_a, Alert.Kind.WIKI_CONTRADICTION)
    injury = _alert(client_a, Alert.Kind.SAFETY, level="injury")
    escalated_watch = _alert(client_a, Alert.Kind.SAFETY, level="watch", escalation=True, rollup=False)
    ordered = alerts_by_need(Alert.objects.filter(client=client_a))
    assert [a.pk for a in ordered[:2]] == sorted([injury.pk, escalated_watch.pk], reverse=True)
    assert [a.pk for a in ordered[2:]] == [contradiction.pk, rollup.pk, tension.pk, failure.pk]
    assert [a.need for a in ordered[:4]] == [
        NEED_NEW_SAFETY,
        NEED_NEW_SAFETY,
        NEED_CONTRADICTION,
        NEED_WATCH_ROLLUP,
    ]


def test_within_a_level_the_newest_evidence_comes_first_not_the_newest_row(client_a):
    june, august = dt.datetime(2026, 6, 2, 5, tzinfo=dt.UTC), dt.datetime(2026, 8, 4, 5, tzinfo=dt.UTC)
    written_last_about_june = _alert(
        client_a, Alert.Kind.SAFETY, level="watch", rollup=True, evidence_at=june
    )
    written_first_about_august = _alert(
        client_a,
        Alert.Kind.SAFETY,
        level="watch",
        rollup=True,
        evidence_at=august,
        created=NOW - dt.timedelta(days=1),
    )
    ordered = alerts_by_need(Alert.objects.filter(client=client_a))
    assert [a.pk for a in ordered] == [written_first_about_august.pk, written_last_about_june.pk]
    assert ordered[1].shown_time == june
    # A list (or a sliced queryset) gets the same order as the database's in_coach_order().
    in_python = alerts_by_need(list(Alert.objects.filter(client=client_a)))
    assert [a.pk for a in in_python] == [a.pk for a in Alert.objects.filter(client=client_a).in_coach_order()]


def test_the_time_shown_is_the_evidence_time_else_when_the_alert_was_written(client_a):
    stamped = _alert(client_a, Alert.Kind.SAFETY, evidence_at=dt.datetime(2026, 7, 1, 10, tzinfo=dt.UTC))
    bare = _alert(client_a, Alert.Kind.WIKI_CONTRADICTION)
    assert stamped.shown_time == dt.datetime(2026, 7, 1, 10, tzinfo=dt.UTC)
    assert bare.shown_time == bare.created_at
    newer_bare = _alert(client_a, Alert.Kind.SAFETY, created=dt.datetime(2026, 7, 2, tzinfo=dt.UTC))
    ordered = alerts_by_need(Alert.objects.filter(client=client_a, kind=Alert.Kind.SAFETY))
    assert [a.pk for a in ordered] == [newer_bare.pk, stamped.pk]


def test_today_lists_clients_by_need_and_mark_all_seen_empties_one(tenant, coach, client_a):
    olha = _second_client(tenant)
    _alert(client_a, Alert.Kind.SAFETY, level="watch", created=timezone.now())
    _alert(olha, Alert.Kind.SAFETY, level="injury", created=timezone.now())
    page = web(coach).get("/").content.decode()
    assert page.index("Olha") < page.index("Marta")
    assert "New pain or injury" in page and "Mark all seen" in page

    response = web(coach).post(f"/today/{olha.external_id}/seen")
    assert response.status_code == 302
    assert ClientSeen.objects.filter(user=coach, client=olha).exists()
    assert AuditEntry.objects.filter(action="wiki.client_seen", target=olha.external_id).count() == 1
    page = web(coach).get("/").content.decode()
    assert page.index("Marta") < page.index("Nothing new") < page.index("Olha")


def test_today_shows_answered_questions_and_notes_filed_since_she_looked(coach, client_a):
    from wiki.models import Question

    Question.objects.create(
        client=client_a,
        text="Which shoes?",
        page="wiki/profile.md",
        finding="gap:shoes",
        status=Question.Status.ANSWERED,
        answered_at=timezone.now(),
        answer="trail runners",
    )
    post(client_a, ev("note.filed", timezone.now().isoformat(), title="Physio report", body="fine"))
    page = web(coach).get("/").content.decode()
    assert "trail runners" in page and "Physio report" in page


def test_marking_another_coachs_or_tenants_client_seen_is_404(coach, other_client, other_tenant_client):
    assert web(coach).post(f"/today/{other_client.external_id}/seen").status_code == 404
    assert web(coach).post(f"/today/{other_tenant_client.external_id}/seen").status_code == 404
    assert not ClientSeen.objects.exists()


def test_seen_is_per_coach(tenant, coach, other_coach, client_a):
    client_a.coaches.add(other_coach)
    _alert(client_a, Alert.Kind.WIKI_CONTRADICTION, created=timezone.now())
    web(coach).post(f"/today/{client_a.external_id}/seen")
    assert "Mark all seen" in web(other_coach).get("/").content.decode()
    assert "Mark all seen" not in web(coach).get("/").content.decode()


def test_just_now_instead_of_zero_minutes_ago(coach, client_a):
    with time_machine.travel(NOW, tick=False):
        _alert(client_a, Alert.Kind.WIKI_CONTRADICTION, created=NOW)
        page = web(coach).get("/").content.decode()
    assert "just now" in page and "0 minutes" not in page


def test_bulk_dismiss_resolves_only_watch_rollups(coach, client_a):
    rollups = [_alert(client_a, Alert.Kind.SAFETY, level="watch", rollup=True) for _ in range(3)]
    injury = _alert(client_a, Alert.Kind.SAFETY, level="injury")
    with pytest.raises(Exception, match="watch-level"):
        alerts_dismiss_watch_rollups(alerts=[*rollups, injury], user=coach)
    assert Alert.objects.filter(status="open").count() == 4  # all or none
    response = web(coach).post("/alerts/dismiss-rollups", {"alert_id": [a.pk for a in rollups]})
    assert response.status_code == 302
    assert set(Alert.objects.filter(status="open").values_list("pk", flat=True)) == {injury.pk}


def test_bulk_dismiss_ignores_another_coachs_alerts(coach, other_client, other_tenant_client):
    theirs = [
        _alert(c, Alert.Kind.SAFETY, level="watch", rollup=True) for c in (other_client, other_tenant_client)
    ]
    web(coach).post("/alerts/dismiss-rollups", {"alert_id": [a.pk for a in theirs]})
    assert Alert.objects.filter(status="open").count() == 2
