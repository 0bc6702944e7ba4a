"""Reads of a client's wiki: None for what is not there, one count of open alerts."""

import pytest
from django.utils import timezone

from coda_console.selectors import clients_for_coach
from wiki.models import Alert, Question
from wiki.selectors import (
    open_alert_count,
    page_at,
    page_open_alerts,
    question_status_counts,
    version_at,
)
from wiki.services import wiki_start


def _alert(client, status=Alert.Status.OPEN, page=""):
    resolved_at = timezone.now() if status == Alert.Status.RESOLVED else None
    return Alert.objects.create(
        client=client, kind=Alert.Kind.SAFETY, status=status, page=page, resolved_at=resolved_at
    )


def test_a_missing_page_or_version_is_none_not_an_error(client_a, coach):
    assert page_at(client_a, "wiki/profile.md") is None
    wiki_start(client=client_a, actor=coach)
    page = page_at(client_a, "wiki/profile.md")
    assert page is not None
    assert version_at(page).number == page.current_number
    assert version_at(page, 99) is None


def test_another_clients_page_is_none(client_a, other_client, coach):
    wiki_start(client=client_a, actor=coach)
    assert page_at(other_client, "wiki/profile.md") is None


def test_open_alerts_are_counted_for_one_client_or_a_scoped_set(coach, client_a, other_client):
    _alert(client_a)
    _alert(client_a, status=Alert.Status.RESOLVED)
    _alert(other_client)
    assert open_alert_count(client_a) == 1
    assert open_alert_count(clients_for_coach(coach)) == 1  # other_client is not hers


def test_page_alerts_are_the_open_ones_of_that_page(client_a):
    _alert(client_a, page="wiki/goals.md")
    _alert(client_a, page="wiki/goals.md", status=Alert.Status.RESOLVED)
    _alert(client_a, page="wiki/profile.md")
    assert page_open_alerts(client_a, "wiki/goals.md").count() == 1


@pytest.mark.django_db
def test_question_counts_name_every_status(client_a):
    Question.objects.create(client=client_a, text="a?", options=[], page="wiki/goals.md")
    counts = question_status_counts(client_a)
    assert set(counts) == set(Question.Status.values)
    assert counts[Question.Status.QUEUED] == 1
    assert sum(counts.values()) == 1
