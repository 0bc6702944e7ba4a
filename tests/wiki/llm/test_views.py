"""The LLM cost console: per-client cost per day, admins only, scoped by tenant, CSP-clean HTML."""

import datetime as dt
import re
from decimal import Decimal

import pytest
import time_machine
from django.urls import reverse
from django.utils import timezone

from wiki.llm.accounting import record_call
from wiki.llm.models import LlmBatch, LlmCall
from wiki.llm.pricing import Usage

pytestmark = pytest.mark.django_db
URL = "/admin/llm/costs/"
# Midday UTC: a call's local date is its client's (Europe/Kyiv), the report's "today" the server's; near
# midnight UTC they differ and "the last day" would hold two of the client's dates.
MIDDAY = dt.datetime(2026, 11, 18, 12, 0, tzinfo=dt.UTC)


@pytest.fixture(autouse=True)
def midday():
    with time_machine.travel(MIDDAY, tick=False):
        yield


@pytest.fixture
def calls(client_a, other_client, other_tenant_client):
    now = timezone.now()
    yesterday = now - dt.timedelta(days=1)
    batch = LlmBatch.objects.create(batch_id="msgbatch_view_01", model="claude-opus-4-8", request_count=2)
    record_call(
        kind="batch",
        model="claude-opus-4-8",
        usage=Usage(1000, 500),
        client=client_a,
        batch=batch,
        custom_id="a",
        now=yesterday,
    )
    record_call(
        kind="inline",
        model="claude-opus-4-8",
        usage=Usage(800, 300, cache_read_tokens=2000),
        client=client_a,
        now=now,
    )
    record_call(kind="chooser", model="claude-haiku-4-5", usage=Usage(300, 20), client=other_client, now=now)
    record_call(
        kind="nightly", model="claude-opus-4-8", usage=Usage(5000, 2000), client=other_tenant_client, now=now
    )
    record_call(kind="check", model="some-unpriced-model", usage=Usage(10, 2), now=now)
    return LlmCall.objects.all()


def test_the_route_is_named():
    assert reverse("wiki:llm_costs") == URL


def test_a_staff_admin_sees_every_tenant_per_client_per_day(client, admin, calls):
    client.force_login(admin)
    response = client.get(URL)
    assert response.status_code == 200
    html = response.content.decode()
    report = response.context["report"]
    assert {row["client__external_id"] for row in report["daily"]} == {
        "marta-7f3a",
        "ivan-0c11",
        "sam-9d00",
        None,
    }
    marta_days = [row for row in report["daily"] if row["client__external_id"] == "marta-7f3a"]
    assert len(marta_days) == 2  # one row per client-local day
    assert report["total"]["cost"] == sum((call.cost for call in calls), Decimal(0))
    assert report["total"]["unpriced"] == 1 and "unpriced model" in html
    assert "msgbatch_view_01" in html and "(no client)" in html


def test_a_tenant_admin_sees_only_her_tenants_clients(client, tenant_admin, tenant, calls):
    client.force_login(tenant_admin)
    response = client.get(URL)
    report = response.context["report"]
    assert {row["client__external_id"] for row in report["per_client"]} == {"marta-7f3a", "ivan-0c11"}
    mine = [call.cost for call in calls if call.client and call.client.tenant_id == tenant.pk]
    assert report["total"]["cost"] == sum(mine, Decimal(0))
    html = response.content.decode()
    assert "sam-9d00" not in html and "(no client)" not in html and "msgbatch_view_01" in html


def test_filters_narrow_to_a_client_and_a_period(client, admin, calls):
    client.force_login(admin)
    report = client.get(URL, {"client": "marta-7f3a", "days": "1"}).context["report"]
    assert [row["client__external_id"] for row in report["daily"]] == ["marta-7f3a"]
    assert report["total"]["calls"] == 1  # yesterday's batch call is outside a 1-day window
    assert client.get(URL, {"days": "nonsense"}).context["filters"].days == 30


def test_coaches_get_404_and_anonymous_users_log_in(client, coach, calls):
    assert client.get(URL).status_code == 302
    client.force_login(coach)
    assert client.get(URL).status_code == 404


def test_the_page_has_no_inline_script_or_style(client, admin, calls):
    client.force_login(admin)
    html = client.get(URL).content.decode()
    assert not re.search(r"<script(?![^>]*\bsrc=)", html) and " style=" not in html and "<style" not in html
