"""Key scopes: a role (`bot` | `admin`) and a knowledge authority ceiling, set by the operator."""

import io

import pytest
from django.core.management import CommandError, call_command
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.test import APIRequestFactory, force_authenticate
from rest_framework.views import APIView

from coda_console import services
from coda_console.auth import AdminScope, BotPrincipal, BotScope
from coda_console.models import AUTHORITY_RANKS, ApiKey, KeyRole, KnowledgeAuthority
from knowledge.models import AUTHORITY_RANK, Authority


class _AdminOnly(APIView):
    permission_classes = [AdminScope]

    def get(self, request: Request) -> Response:
        return Response({"ok": True})


class _BotOnly(APIView):
    permission_classes = [BotScope]

    def get(self, request: Request) -> Response:
        return Response({"ok": True})


def _call(view: type[APIView], key: ApiKey | None):
    request = APIRequestFactory().get("/api/v1/anything")
    if key is not None:
        force_authenticate(request, user=BotPrincipal(key), token=key)
    return view.as_view()(request)


def test_new_keys_are_bot_keys_with_agent_ceiling(tenant):
    key, _ = services.api_key_create(tenant=tenant, name="telegram")
    assert (key.role, key.max_authority) == (KeyRole.BOT, KnowledgeAuthority.AGENT)
    assert key.allows_authority("agent") and key.allows_authority("llm")
    assert not key.allows_authority("source") and not key.allows_authority("coach")


def test_admin_scope_refuses_a_bot_key_in_the_error_shape(tenant):
    bot_key, _ = services.api_key_create(tenant=tenant, name="bot")
    response = _call(_AdminOnly, bot_key)
    response.render()
    assert response.status_code == 403
    error = response.data["error"]
    assert error["code"] == "permission_denied" and "role `admin`" in error["message"]


def test_an_admin_key_can_do_what_a_bot_key_can(tenant):
    admin_key, _ = services.api_key_create(tenant=tenant, name="automation", role="admin")
    bot_key, _ = services.api_key_create(tenant=tenant, name="bot")
    assert _call(_AdminOnly, admin_key).status_code == 200
    assert _call(_BotOnly, admin_key).status_code == 200
    assert _call(_BotOnly, bot_key).status_code == 200
    assert _call(_BotOnly, None).status_code == 401
    assert _call(_AdminOnly, None).status_code == 401


def test_an_admin_key_uses_the_bot_api(tenant):
    from rest_framework.test import APIClient

    _, raw_key = services.api_key_create(tenant=tenant, name="automation", role="admin")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    assert api.get("/api/v1/clients").status_code == 200


def test_create_api_key_sets_role_and_ceiling_and_audits_them(tenant):
    out = io.StringIO()
    call_command(
        "create_api_key",
        "--tenant", tenant.slug, "--name", "ops", "--role", "admin", "--max-authority", "coach",
        stdout=out, stderr=io.StringIO(),
    )  # fmt: skip
    key = ApiKey.objects.get(name="ops")
    assert (key.role, key.max_authority) == ("admin", "coach")
    assert out.getvalue().strip().startswith(key.prefix)
    from coda_console.models import AuditEntry

    audit = AuditEntry.objects.get(action="api_key.create", target=key.prefix)
    assert audit.detail == {"role": "admin", "max_authority": "coach"}


@pytest.mark.parametrize("flag", [["--role", "root"], ["--max-authority", "god"]])
def test_create_api_key_refuses_unknown_scopes(tenant, flag):
    with pytest.raises(CommandError):
        call_command("create_api_key", "--tenant", tenant.slug, "--name", "x", *flag, stderr=io.StringIO())
    assert not ApiKey.objects.exists()


def test_the_console_cannot_mint_scoped_keys_only_bot_keys(tenant_admin, client):
    client.force_login(tenant_admin)
    response = client.post("/admin/keys/", {"name": "sneaky", "role": "admin", "max_authority": "coach"})
    assert response.status_code == 200
    key = ApiKey.objects.get(name="sneaky")
    assert (key.role, key.max_authority) == ("bot", "agent")


def test_django_admin_shows_role_and_ceiling(admin, client, tenant):
    services.api_key_create(tenant=tenant, name="ops", role="admin", max_authority="source")
    client.force_login(admin)
    page = client.get("/django-admin/coda_console/apikey/").content.decode()
    assert "admin (tenant automation" in page and "source document" in page


def test_core_authority_ladder_matches_knowledge():
    assert KnowledgeAuthority.values == Authority.values
    assert {str(k): v for k, v in AUTHORITY_RANK.items()} == AUTHORITY_RANKS
