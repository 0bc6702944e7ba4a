import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404

from coda_console import selectors


def test_coach_sees_only_her_assigned_clients(coach, client_a, other_client, other_tenant_client):
    assert list(selectors.clients_for_coach(coach)) == [client_a]


def test_tenant_admin_sees_every_client_of_her_tenant_only(
    tenant_admin, client_a, other_client, other_tenant_client
):
    assert set(selectors.clients_for_coach(tenant_admin)) == {client_a, other_client}


def test_superuser_sees_everything(admin, client_a, other_tenant_client):
    assert set(selectors.clients_for_coach(admin)) == {client_a, other_tenant_client}


def test_anonymous_and_memberless_users_see_nothing(django_user_model, client_a):
    stray = django_user_model.objects.create_user("stray", password="x")
    assert not selectors.clients_for_coach(AnonymousUser()).exists()
    assert not selectors.clients_for_coach(stray).exists()


def test_another_coachs_client_is_404_like_a_missing_one(other_coach, client_a):
    with pytest.raises(Http404):
        selectors.client_for_coach(other_coach, external_id=client_a.external_id)
    with pytest.raises(Http404):
        selectors.client_for_coach(other_coach, external_id="missing")


def test_console_admin_is_superuser_or_tenant_admin(coach, tenant_admin, admin):
    assert [selectors.is_console_admin(u) for u in (coach, tenant_admin, admin, AnonymousUser())] == [
        False,
        True,
        True,
        False,
    ]


def test_admin_tenants_are_all_for_a_superuser_hers_for_a_tenant_admin_none_for_a_coach(
    admin, tenant_admin, coach, tenant, other_tenant
):
    assert set(selectors.tenants_for_admin(admin)) == {tenant, other_tenant}
    assert list(selectors.tenants_for_admin(tenant_admin)) == [tenant]
    assert not selectors.tenants_for_admin(coach).exists()


def test_a_tenant_admin_sees_only_her_tenants_audit_rows(tenant_admin, tenant, other_tenant):
    from coda_console import services

    services.audit_record(action="x.mine", tenant=tenant)
    services.audit_record(action="x.theirs", tenant=other_tenant)
    visible = selectors.audit_entries_visible(tenant_admin, selectors.tenants_for_admin(tenant_admin))
    assert selectors.audit_actions(visible) == ["x.mine"]
    assert not selectors.audit_entries(visible, action="x.theirs").exists()


def test_a_key_of_another_tenant_is_none(tenant, other_tenant):
    from coda_console import services

    key, _ = services.api_key_create(tenant=other_tenant, name="theirs")
    assert selectors.api_key_for_tenants(type(tenant).objects.filter(pk=tenant.pk), key.pk) is None
