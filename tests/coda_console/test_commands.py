import io

import pytest
from django.core.management import CommandError, call_command

from coda_console.models import ApiKey, Client, Event, Membership, Tenant


def run(*args) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


def test_operator_commands_create_tenant_coach_and_key(db):
    run("create_tenant", "acme", "--name", "Acme")
    run("create_coach", "ana", "--tenant", "acme", "--admin", "--password", "a long pass phrase")
    output = run("create_api_key", "--tenant", "acme", "--name", "bot")
    raw_key = output.strip().splitlines()[-1]
    key = ApiKey.objects.get()
    assert raw_key.startswith(key.prefix) and len(raw_key) > 40
    assert Membership.objects.get(user__username="ana").is_admin
    assert Tenant.objects.get(slug="acme").name == "Acme"
    run("revoke_api_key", key.prefix)
    key.refresh_from_db()
    assert key.revoked_at is not None


def test_commands_fail_clearly_on_unknown_tenant_or_key(db):
    with pytest.raises(CommandError, match="no tenant"):
        run("create_coach", "ana", "--tenant", "nope")
    with pytest.raises(CommandError, match="no tenant"):
        run("create_api_key", "--tenant", "nope", "--name", "x")
    with pytest.raises(CommandError, match="no key"):
        run("revoke_api_key", "coda_nothing")


def test_demo_core_is_idempotent(db):
    first = run("demo", "--days", "5", "--password", "demo pass 123", "--skip-extensions")
    counts = (Client.objects.count(), Event.objects.count(), ApiKey.objects.count())
    second = run("demo", "--days", "5", "--skip-extensions")
    assert (Client.objects.count(), Event.objects.count(), ApiKey.objects.count()) == counts
    assert "0 stored" in second and "shown only once" in second
    assert "demo bot API key (shown once" in first
    marta = Client.objects.get(external_id="marta-7f3a")
    assert marta.timezone == "Europe/Kyiv"
    kinds = set(Event.objects.filter(client=marta).values_list("kind", flat=True))
    assert {"sleep.logged", "recovery.scored", "meal.logged", "session.completed", "chat.turn"} <= kinds
    assert Client.objects.get(external_id="sam-9d00").tenant.slug == "other-gym"
