"""The coach's Clients list: her clients with open alerts, questions, last event and last ingest."""

import datetime as dt

import pytest
from django.test import Client as WebClient
from django.utils import timezone

from wiki.models import Alert, IngestRun, Question

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fast_passwords(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def test_each_client_shows_alerts_questions_and_last_ingest(coach, client_a, other_client):
    Alert.objects.create(client=client_a, kind="safety", severity="high", page="wiki/goals.md", message="m")
    Alert.objects.create(client=client_a, kind="wiki_contradiction", page="wiki/goals.md", message="m")
    Alert.objects.create(client=other_client, kind="safety", message="IVAN ALERT")
    Question.objects.create(client=client_a, text="q1", page="wiki/goals.md", finding="a")
    Question.objects.create(client=client_a, text="q2", page="wiki/goals.md", finding="b", status="answered")
    IngestRun.objects.create(
        client=client_a,
        kind="nightly",
        local_date=dt.date(2026, 8, 4),
        status="done",
        finished_at=timezone.now() - dt.timedelta(hours=3),
    )
    browser = WebClient()
    browser.force_login(coach)
    html = browser.get("/clients/").content.decode()
    assert f'href="/clients/{client_a.external_id}/wiki/?tenant=nata-coaching"' in html
    assert "2 open</span>" in html and "1 safety" in html
    assert "1 unanswered" in html and "3\xa0hours ago" in html
    assert "Ivan" not in html


def test_a_client_with_nothing_yet_says_so(coach, client_a):
    browser = WebClient()
    browser.force_login(coach)
    html = browser.get("/clients/").content.decode()
    assert "never" in html and "no events yet" in html


def test_an_open_dead_letter_is_flagged(coach, client_a):
    from wiki.models import DeadLetter

    run = IngestRun.objects.create(
        client=client_a, kind="nightly", local_date=dt.date(2026, 8, 4), status="dead_letter"
    )
    DeadLetter.objects.create(client=client_a, run=run, distiller="rules", attempts=3)
    browser = WebClient()
    browser.force_login(coach)
    assert "an ingest is dead-lettered" in browser.get("/clients/").content.decode()
