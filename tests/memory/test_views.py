import pytest
from django.urls import reverse

from coda_console.models import AuditEntry
from memory import services
from memory.models import Fact, ForgottenFact
from tests.memory.helpers import access, fail, observe, ok

pytestmark = pytest.mark.django_db


@pytest.fixture
def remembered(client_a):
    observe(
        client_a,
        ok("log_meal", session="s1"),
        ok("sync", session="s1"),
        fail("sync", session="s2"),
        access("exercise", "back-squat", "Back squat", session="s1"),
    )
    services.consolidate(client=client_a, trigger="task")
    return client_a


def page_url(client):
    return reverse("memory:client_memory", args=[client.external_id])


def test_tenant_admin_sees_facts_bars_lint_and_runs(client, tenant_admin, remembered):
    client.force_login(tenant_admin)
    response = client.get(page_url(remembered))
    assert response.status_code == 200
    html = response.content.decode()
    assert "tool_affinity:log_meal" in html
    assert '<meter class="confidence"' in html and 'value="0.500"' in html
    assert "contradicting_signals" in html  # sync is both liked and avoided
    assert "Tool affinity" in html and "Entity frequency" in html
    assert "What you know about this user" in html
    assert "<td>task <span" in html  # the run and its trigger


def test_memory_list_links_to_each_client(client, tenant_admin, remembered, other_client):
    client.force_login(tenant_admin)
    html = client.get(reverse("memory:clients")).content.decode()
    assert f"{page_url(remembered)}?tenant=nata-coaching" in html
    assert f"{page_url(other_client)}?tenant=nata-coaching" in html


def test_coaches_get_404_even_for_their_own_client(coach_client, remembered):
    assert coach_client.get(page_url(remembered)).status_code == 404
    assert coach_client.get(reverse("memory:clients")).status_code == 404
    response = coach_client.post(
        reverse("memory:fact_forget", args=[remembered.external_id]), {"key": "tool_affinity:log_meal"}
    )
    assert response.status_code == 404
    assert Fact.objects.filter(key="tool_affinity:log_meal").exists()


def test_another_tenants_admin_gets_404(client, other_tenant, remembered):
    from coda_console.services import coach_create

    stranger = coach_create(username="boss-b", tenant=other_tenant, is_admin=True)
    client.force_login(stranger)
    assert client.get(page_url(remembered)).status_code == 404


def test_anonymous_visitors_are_sent_to_login(client, remembered):
    response = client.get(page_url(remembered))
    assert response.status_code == 302 and "/login/" in response["Location"]


def test_superuser_reaches_any_tenants_client(client, admin, other_tenant_client):
    client.force_login(admin)
    response = client.get(page_url(other_tenant_client), {"tenant": "other-gym"})
    assert response.status_code == 200


def test_admin_deletes_a_fact_with_htmx_and_it_is_audited(client, tenant_admin, remembered):
    client.force_login(tenant_admin)
    response = client.post(
        reverse("memory:fact_forget", args=[remembered.external_id]),
        {"key": "tool_affinity:log_meal", "tenant": "nata-coaching"},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="memory-panel">')  # the partial, not the whole page
    assert "Deleted tool_affinity:log_meal" in html
    assert not Fact.objects.filter(key="tool_affinity:log_meal").exists()
    assert ForgottenFact.objects.get(key="tool_affinity:log_meal").reason == "admin"
    audit = AuditEntry.objects.get(action="memory.fact.forget")
    assert audit.actor_user == tenant_admin and audit.target.endswith("tool_affinity:log_meal")


def test_delete_without_javascript_redirects_back_to_the_page(client, tenant_admin, remembered):
    client.force_login(tenant_admin)
    response = client.post(
        reverse("memory:fact_forget", args=[remembered.external_id]), {"key": "tool_affinity:log_meal"}
    )
    assert response.status_code == 302
    assert response["Location"].startswith(page_url(remembered))


def test_consolidate_now_runs_and_reports(client, tenant_admin, remembered):
    observe(remembered, ok("log_meal", session="s9"))
    client.force_login(tenant_admin)
    response = client.post(
        reverse("memory:consolidate_now", args=[remembered.external_id]), HTTP_HX_REQUEST="true"
    )
    assert "1 observations read" in response.content.decode()
    assert Fact.objects.get(key="tool_affinity:log_meal").reinforcement_count == 2
