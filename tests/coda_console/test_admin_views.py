"""The admin console: hub, job runs, API keys (shown once, revoke), audit log. Admins only, tenant-scoped."""

import datetime as dt

import pytest
from django.test import Client as WebClient
from django.utils import timezone

from coda_console import services
from coda_console.models import ApiKey, AuditEntry
from memory.models import ConsolidationRun
from wiki.models import IngestRun

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fast_passwords(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]  # fixture users, fast


SCREENS = ["/admin/", "/admin/jobs/", "/admin/keys/", "/admin/audit/", "/admin/lint/", "/admin/dead-letters/"]


def web(user=None, *, csrf: bool = False) -> WebClient:
    browser = WebClient(enforce_csrf_checks=csrf)
    if user is not None:
        browser.force_login(user)
    return browser


@pytest.mark.parametrize("url", SCREENS)
def test_admin_screens_are_for_tenant_admins_and_superusers(
    url, coach, tenant_admin, admin, other_tenant_coach
):
    assert web(tenant_admin).get(url).status_code == 200
    assert web(admin).get(url).status_code == 200
    assert web(coach).get(url).status_code == 404
    assert web(other_tenant_coach).get(url).status_code == 404
    anonymous = web().get(url)
    assert anonymous.status_code == 302 and anonymous["Location"].startswith("/login/")


def test_the_nav_shows_admin_to_admins_only(coach, tenant_admin):
    assert 'href="/admin/"' in web(tenant_admin).get("/clients/").content.decode()
    assert 'href="/admin/"' not in web(coach).get("/clients/").content.decode()
    assert 'href="/alerts/"' in web(coach).get("/clients/").content.decode()


def test_the_hub_links_every_admin_screen(tenant_admin):
    html = web(tenant_admin).get("/admin/").content.decode()
    for url in ("/admin/memory/", "/knowledge/", "/admin/lint/", "/admin/jobs/", "/admin/dead-letters/",
                "/admin/keys/", "/admin/audit/"):  # fmt: skip
        assert f'href="{url}' in html


def _runs(client, other_tenant_client):
    start = timezone.now() - dt.timedelta(hours=2)
    IngestRun.objects.create(
        client=client,
        kind="nightly",
        local_date=dt.date(2026, 8, 4),
        status="done",
        started_at=start,
        finished_at=start + dt.timedelta(milliseconds=1234),
        events_count=37,
    )
    IngestRun.objects.create(
        client=client,
        kind="lint",
        local_date=dt.date(2026, 8, 9),
        status="dead_letter",
        started_at=start,
        finished_at=start + dt.timedelta(seconds=2),
        error="lint crashed: KeyError 'x'",
    )
    ConsolidationRun.objects.create(
        client=client,
        status="error",
        started_at=start,
        finished_at=start + dt.timedelta(milliseconds=80),
        duration_ms=80,
        error="OperationalError: database is locked",
    )
    IngestRun.objects.create(
        client=other_tenant_client, kind="nightly", local_date=dt.date(2026, 8, 4), error="FOREIGN RUN"
    )


def test_job_runs_show_status_duration_and_errors_for_the_tenant(tenant_admin, client_a, other_tenant_client):
    _runs(client_a, other_tenant_client)
    html = web(tenant_admin).get("/admin/jobs/").content.decode()
    assert "1234 ms" in html and "37 events" in html
    assert "lint crashed: KeyError" in html and "database is locked" in html
    assert "FOREIGN RUN" not in html
    failed = web(tenant_admin).get("/admin/jobs/?status=failed").content.decode()
    assert "37 events" not in failed and "lint crashed" in failed and "database is locked" in failed
    lint = web(tenant_admin).get("/admin/jobs/?kind=lint").content.decode()
    assert "lint crashed" in lint and "database is locked" not in lint


def test_a_superuser_sees_every_tenants_runs(admin, client_a, other_tenant_client):
    _runs(client_a, other_tenant_client)
    assert "FOREIGN RUN" in web(admin).get("/admin/jobs/").content.decode()


def test_a_new_key_is_shown_once_works_and_is_audited(tenant_admin, tenant, client_a):
    browser = web(tenant_admin)
    response = browser.post("/admin/keys/", {"name": "Telegram bot", "tenant": tenant.slug})
    html = response.content.decode()
    key = ApiKey.objects.get(name="Telegram bot")
    assert response.status_code == 200 and "only time it is shown" in html
    raw = html.split('id="new-key"')[0].rsplit('value="', 1)[1].split('"', 1)[0]
    assert raw.startswith(key.prefix) and key.tenant == tenant
    assert "no-store" in response["Cache-Control"]
    api = WebClient(HTTP_AUTHORIZATION=f"Bearer {raw}")
    assert api.get("/api/v1/clients").status_code == 200
    assert raw not in browser.get("/admin/keys/").content.decode()  # never shown again
    entry = AuditEntry.objects.get(action="api_key.create")
    assert entry.actor_user == tenant_admin and entry.ip_address == "127.0.0.1" and entry.tenant == tenant


def test_a_key_needs_a_name_and_cannot_be_made_for_another_tenant(tenant_admin, other_tenant):
    browser = web(tenant_admin)
    assert browser.post("/admin/keys/", {"name": "  "}).status_code == 422
    browser.post("/admin/keys/", {"name": "sneaky", "tenant": other_tenant.slug})
    assert not ApiKey.objects.filter(tenant=other_tenant, name="sneaky").exists()


def test_revoking_a_key_stops_it_and_is_audited(tenant_admin, bot):
    response = web(tenant_admin).post(f"/admin/keys/{bot.key.pk}/revoke")
    assert response.status_code == 302
    bot.key.refresh_from_db()
    assert bot.key.revoked_at is not None
    assert bot.get("/api/v1/clients").status_code == 401
    entry = AuditEntry.objects.get(action="api_key.revoke")
    assert entry.actor_user == tenant_admin and entry.ip_address == "127.0.0.1"


def test_keys_of_another_tenant_are_invisible_and_cannot_be_revoked(
    tenant_admin, other_tenant_bot, coach, bot
):
    html = web(tenant_admin).get("/admin/keys/").content.decode()
    assert other_tenant_bot.key.prefix not in html and bot.key.prefix in html
    assert web(tenant_admin).post(f"/admin/keys/{other_tenant_bot.key.pk}/revoke").status_code == 404
    assert web(coach).post(f"/admin/keys/{bot.key.pk}/revoke").status_code == 404
    assert ApiKey.objects.filter(revoked_at__isnull=False).count() == 0


def test_key_actions_need_the_csrf_token(tenant_admin, bot):
    browser = web(tenant_admin, csrf=True)
    assert browser.post("/admin/keys/", {"name": "x"}).status_code == 403
    assert browser.post(f"/admin/keys/{bot.key.pk}/revoke").status_code == 403


def test_the_audit_log_is_tenant_scoped_and_filterable(tenant_admin, tenant, other_tenant, coach):
    services.audit_record(action="wiki.coach_edit", tenant=tenant, target="marta-7f3a:wiki/goals.md",
                          actor_user=coach, ip_address="10.0.0.7")  # fmt: skip
    services.audit_record(action="api_key.create", tenant=tenant, target="coda_abc")
    services.audit_record(action="wiki.coach_edit", tenant=other_tenant, target="FOREIGN-TARGET")
    browser = web(tenant_admin)
    html = browser.get("/admin/audit/").content.decode()
    assert "marta-7f3a:wiki/goals.md" in html and "10.0.0.7" in html and '<td data-label="Who">nata' in html
    assert "FOREIGN-TARGET" not in html
    only_edits = browser.get("/admin/audit/?action=wiki.coach_edit").content.decode()
    assert "marta-7f3a:wiki/goals.md" in only_edits and "coda_abc" not in only_edits
    by_target = browser.get("/admin/audit/?target=coda_").content.decode()
    assert "coda_abc" in by_target and "marta-7f3a:wiki/goals.md" not in by_target


def test_a_superuser_reads_every_tenants_audit_log(admin, tenant, other_tenant):
    services.audit_record(action="x.y", tenant=other_tenant, target="FOREIGN-TARGET")
    html = web(admin).get(f"/admin/audit/?tenant={other_tenant.slug}").content.decode()
    assert "FOREIGN-TARGET" in html


def test_audit_details_are_fields_not_python_text(tenant_admin, tenant, coach):
    services.audit_record(
        action="wiki.coach_edit", tenant=tenant, target="t", actor_user=coach, detail={"base_version": 3}
    )
    html = web(tenant_admin).get("/admin/audit/").content.decode()
    assert "<dt>Base version</dt><dd>3</dd>" in html and "{&#x27;base_version" not in html


def test_the_hub_links_the_llm_costs_and_the_costs_page_explains_the_rules_distiller(tenant_admin, settings):
    settings.WIKI_DISTILLER = "rules"
    assert 'href="/admin/llm/costs/"' in web(tenant_admin).get("/admin/").content.decode()
    html = web(tenant_admin).get("/admin/llm/costs/").content.decode()
    assert "no model calls, so nothing is billed" in html
