"""Filters for people: "just now", audit detail keys and values as words."""

import datetime as dt

import time_machine
from django.utils import timezone

from coda_console.templatetags.console_time import field_label, join_if_list, timesince_or_now

NOW = dt.datetime(2026, 8, 5, 7, 0, tzinfo=dt.UTC)


def test_within_a_minute_is_just_now_never_zero_minutes_ago():
    with time_machine.travel(NOW, tick=False):
        assert timesince_or_now(timezone.now()) == "just now"
        assert timesince_or_now(timezone.now() - dt.timedelta(seconds=59)) == "just now"
        assert timesince_or_now(timezone.now() + dt.timedelta(seconds=5)) == "just now"
        assert timesince_or_now(timezone.now() - dt.timedelta(minutes=1)) == "1\xa0minute ago"
        assert timesince_or_now(None) == ""


def test_audit_detail_reads_as_fields():
    assert field_label("base_version") == "Base version"
    assert join_if_list(["a", "b"]) == "a, b"
    assert join_if_list({"x": 1}) == "x: 1"
    assert join_if_list(3) == "3"
