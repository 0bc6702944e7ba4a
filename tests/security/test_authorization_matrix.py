"""Every URL of the project × every kind of caller → the status we promise (docs/console.md, "Access rules").

URLs are discovered from the resolver, so a new endpoint without a row in ROUTES fails this test until
someone decides who may call it. Each row names the HTTP method, the sample arguments and a rule; the
rule says, for each caller, what answer is right.

Callers: anonymous, coach of tenant A (Marta's coach), another coach of A, a tenant admin of B, a bot key
of A, a bot key of B, a revoked key of A.
"""

import datetime as dt

import pytest
from django.db import transaction
from django.test import Client as BrowserClient
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from django.utils import timezone
from rest_framework.test import APIClient

from coda_console import services
from coda_console.outbox import outbox_emit
from coda_console.webhooks import services as webhook_services
from knowledge.inputs import RecordFields, RecordLinks
from memory.models import Fact
from wiki.ingest.runs import tree_ensure
from wiki.models import Alert, DeadLetter, IngestRun, LintReport, QuarantinedEvent, Question

CALLERS = ["anonymous", "coach_a", "other_coach_a", "tenant_admin_b", "bot_a", "bot_b", "revoked_a"]
SESSIONS = {"coach_a", "other_coach_a", "tenant_admin_b"}
BOTS = {"bot_a", "bot_b", "revoked_a"}


def ok(status: int) -> bool:
    return status < 500 and status not in (401, 403, 404) and status != 302


# --- Rules: caller → predicate on the status ---------------------------------------------------


def public(caller: str, status: int) -> bool:
    return status < 500 and status not in (401, 403, 404)


def bot_of_client(caller: str, status: int) -> bool:
    """Bot API about a tenant-A object: only A's live key gets in; B's key sees a 404."""
    return {"bot_a": ok(status), "bot_b": status == 404}.get(caller, status == 401)


def bot_of_tenant(caller: str, status: int) -> bool:
    """Bot API listing the key's own tenant: any live key gets in (its own rows)."""
    return ok(status) if caller in ("bot_a", "bot_b") else status == 401


def admin_key_only(caller: str, status: int) -> bool:
    """Admin-scoped API (export, erasure, webhooks): no caller here holds an admin key — live bot keys
    get 403."""
    return status == 403 if caller in ("bot_a", "bot_b") else status == 401


def _login_redirect(status: int) -> bool:
    return status == 302


def coach_of_client(caller: str, status: int) -> bool:
    """Console page of Marta: her coach only; other coaches and other tenants see 404."""
    if caller in SESSIONS:
        return ok(status) if caller == "coach_a" else status == 404
    return _login_redirect(status)


def redirect_home(caller: str, status: int) -> bool:
    """`/` shows people their Today page and sends everyone else to log in."""
    return status == 200 if caller in SESSIONS else status == 302


def any_user(caller: str, status: int) -> bool:
    return ok(status) if caller in SESSIONS else _login_redirect(status)


def tenant_a_people(caller: str, status: int) -> bool:
    """Console page of a tenant-A object every tenant-A user may read (knowledge)."""
    if caller in SESSIONS:
        return status == 404 if caller == "tenant_admin_b" else ok(status)
    return _login_redirect(status)


def admins(caller: str, status: int) -> bool:
    """Admin screens: tenant admins (their own tenant) and superusers; coaches get 404."""
    if caller in SESSIONS:
        return ok(status) if caller == "tenant_admin_b" else status == 404
    return _login_redirect(status)


def admins_of_a(caller: str, status: int) -> bool:
    """Admin action on a tenant-A object: nobody here is an admin of A, so 404 for every person."""
    return status == 404 if caller in SESSIONS else _login_redirect(status)


# (method, kwargs name set, rule). Kwargs come from the `objects` fixture by name.
ROUTES: dict[str, tuple[str, tuple[str, ...], object]] = {
    "api:clients": ("get", (), bot_of_tenant),
    "api:events": ("get", ("external_id",), bot_of_client),
    "api:context": ("post", ("external_id",), bot_of_client),
    "api:stats": ("get", ("external_id",), bot_of_client),
    "api:turns": ("post", ("external_id",), bot_of_client),
    "api:notes": ("post", ("external_id",), bot_of_client),
    "api:memory_api:memory": ("get", ("external_id",), bot_of_client),
    "api:memory_api:fact_forget": ("delete", ("external_id", "key"), bot_of_client),
    "api:knowledge_api:domains": ("get", (), bot_of_tenant),
    "api:knowledge_api:records": ("get", ("slug",), bot_of_client),
    "api:knowledge_api:records_batch": ("post", ("slug",), bot_of_client),
    "api:knowledge_api:record": ("get", ("slug", "ref"), bot_of_client),
    "api:knowledge_api:retract": ("post", ("slug", "ref"), bot_of_client),
    "api:knowledge_api:edges": ("post", ("slug",), bot_of_client),
    "api:knowledge_api:search": ("get", ("slug",), bot_of_client),
    "api:knowledge_api:prompt": ("get", ("slug",), bot_of_client),
    "api:knowledge_api:lint": ("get", ("slug",), bot_of_client),
    "api:wiki_api:tree": ("get", ("external_id",), bot_of_client),
    "api:wiki_api:versions": ("get", ("external_id", "page_path"), bot_of_client),
    "api:wiki_api:page": ("get", ("external_id", "page_path"), bot_of_client),
    "api:wiki_api:alerts": ("get", ("external_id",), bot_of_client),
    "api:wiki_api:question-next": ("get", ("external_id",), bot_of_client),
    "api:wiki_api:question-answer": ("post", ("question_id",), bot_of_client),
    "api:clientdata_api:export": ("get", ("external_id",), admin_key_only),
    "api:clientdata_api:erase": ("post", ("external_id",), admin_key_only),
    "api:webhooks_api:endpoints": ("get", (), admin_key_only),
    "api:webhooks_api:endpoint": ("get", ("endpoint_id",), admin_key_only),
    "webhooks:admin": ("get", (), admins),
    "webhooks:enable": ("post", ("endpoint_id",), admins_of_a),
    "webhooks:delete": ("post", ("endpoint_id",), admins_of_a),
    "webhooks:redeliver": ("post", ("delivery_id",), admins_of_a),
    "favicon": ("get", (), public),
    "api-redoc-bundle": ("get", (), public),
    "schema": ("get", (), public),
    "api-docs": ("get", (), public),
    "api-redoc": ("get", (), public),
    "login": ("get", (), public),
    "logout": ("post", (), public),
    "healthz": ("get", (), public),
    "console:home": ("get", (), redirect_home),
    "console:clients": ("get", (), any_user),
    "console:admin": ("get", (), admins),
    "console:admin_jobs": ("get", (), admins),
    "console:admin_keys": ("get", (), admins),
    "console:admin_key_revoke": ("post", ("key_id",), admins_of_a),
    "console:admin_audit": ("get", (), admins),
    "knowledge:contradiction_retract": ("post", ("tenant", "slug", "edge_id"), admins_of_a),
    "memory:clients": ("get", (), admins),
    "memory:client_memory": ("get", ("external_id",), admins_of_a),
    "memory:fact_forget": ("post", ("external_id",), admins_of_a),
    "memory:consolidate_now": ("post", ("external_id",), admins_of_a),
    "clientdata:retention": ("get", (), admins),
    "clientdata:client_data": ("get", ("external_id",), admins_of_a),
    "clientdata:client_export": ("get", ("external_id",), admins_of_a),
    "clientdata:client_erase": ("post", ("external_id",), admins_of_a),
    "knowledge:domains": ("get", (), any_user),
    "knowledge:domain": ("get", ("tenant", "slug"), tenant_a_people),
    "knowledge:search": ("get", ("tenant", "slug"), tenant_a_people),
    "knowledge:lint": ("get", ("tenant", "slug"), tenant_a_people),
    "knowledge:record": ("get", ("tenant", "slug", "ref"), tenant_a_people),
    "knowledge:chain": ("get", ("tenant", "slug", "ref"), tenant_a_people),
    "knowledge:graph": ("get", ("tenant", "slug", "ref"), tenant_a_people),
    "wiki:tree": ("get", ("external_id",), coach_of_client),
    "wiki:start": ("post", ("external_id",), coach_of_client),
    "wiki:new_page": ("get", ("external_id",), coach_of_client),
    "wiki:page": ("get", ("external_id", "path"), coach_of_client),
    "wiki:edit": ("get", ("external_id", "path"), coach_of_client),
    "wiki:preview": ("post", ("external_id", "path"), coach_of_client),
    "wiki:history": ("get", ("external_id", "path"), coach_of_client),
    "wiki:diff": ("get", ("external_id", "path"), coach_of_client),
    "wiki:client_alerts": ("get", ("external_id",), coach_of_client),
    "wiki:log": ("get", ("external_id",), coach_of_client),
    "wiki:raw": ("get", ("external_id",), coach_of_client),
    "wiki:questions": ("get", ("external_id",), coach_of_client),
    "wiki:mark_seen": ("post", ("external_id",), coach_of_client),
    "wiki:alerts": ("get", (), any_user),
    "wiki:alerts_dismiss_rollups": ("post", (), any_user),
    "wiki:alert_resolve": ("post", ("alert_id",), coach_of_client),
    "wiki:dead_letter_rerun": ("post", ("dead_letter_id",), coach_of_client),
    "wiki:quarantine_replay": ("post", ("quarantined_id",), coach_of_client),
    "wiki:admin_lint_reports": ("get", (), admins),
    "wiki:admin_lint_report": ("get", ("report_id",), admins_of_a),
    "wiki:admin_dead_letters": ("get", (), admins),
    "wiki:llm_costs": ("get", (), admins),
}


def discovered_routes() -> set[str]:
    def walk(patterns, namespace=""):
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                if pattern.app_name == "admin":  # Django's own admin: staff-only by Django itself
                    continue
                inner = (
                    f"{namespace}:{pattern.namespace}"
                    if namespace and pattern.namespace
                    else (pattern.namespace or namespace)
                )
                yield from walk(pattern.url_patterns, inner)
            elif isinstance(pattern, URLPattern) and pattern.name:
                yield f"{namespace}:{pattern.name}" if namespace else pattern.name

    return set(walk(get_resolver().url_patterns))


def test_every_route_has_a_rule():
    discovered = discovered_routes()
    assert discovered - set(ROUTES) == set(), "new routes need a row in ROUTES"
    assert set(ROUTES) - discovered == set(), "ROUTES names routes that no longer exist"


@pytest.fixture
def objects(tenant, other_tenant, client_a, coach, other_coach, django_user_model):
    """One of everything, owned by tenant A (Marta, coached by nata)."""
    from knowledge import services as knowledge_services

    with transaction.atomic():
        tree_ensure(client_a, local_date=dt.date(2026, 8, 9))
    domain = knowledge_services.domain_create(tenant=tenant, slug="coaching", name="Coaching")
    record = knowledge_services.record_create(
        domain=domain,
        fields=RecordFields(
            key="deload",
            title="Deload every 6th week",
            body="Halve the volume.",
            provenance_source="coach notes",
            authority="coach",
            created_by="nata",
        ),
    )
    rival = knowledge_services.record_create(
        domain=domain,
        fields=RecordFields(
            key="deload-4",
            title="Deload every 4th week",
            provenance_source="forum",
            authority="coach",
            created_by="oleh",
        ),
        links=RecordLinks(contradicts=[record.ref]),
    )
    now = timezone.now()
    Fact.objects.create(
        client=client_a,
        key="tool_affinity:lookup",
        category="tool_affinity",
        subject="lookup",
        content="Uses lookup",
        confidence=0.6,
        reinforcement_count=1,
        first_seen=now,
        last_reinforced=now,
        last_decayed_at=now,
    )
    question = Question.objects.create(
        client=client_a, text="q?", options=["a"], page="wiki/goals.md", finding="gap:x"
    )
    run = IngestRun.objects.create(
        client=client_a, kind="nightly", local_date=dt.date(2026, 8, 9), status="dead_letter"
    )
    dead_letter = DeadLetter.objects.create(client=client_a, run=run, distiller="rules", attempts=3)
    services.events_ingest(
        client=client_a,
        raw_events=[
            {
                "id": "q1",
                "kind": "meal.logged",
                "occurred_at": "2026-08-09T12:00:00+03:00",
                "payload": {"description": "x"},
            }
        ],
    )
    quarantined = QuarantinedEvent.objects.create(
        client=client_a, event=client_a.events.get(event_id="q1"), run=run, reason="[raw-html] test"
    )
    alert = Alert.objects.create(
        client=client_a,
        kind="wiki_contradiction",
        page="wiki/goals.md",
        payload={"old_claim": "a", "new_claim": "b"},
    )
    report = LintReport.objects.create(client=client_a, local_date=dt.date(2026, 8, 16), iso_week="2026-W33")
    spare_key, _ = services.api_key_create(tenant=tenant, name="spare")
    endpoint = webhook_services.endpoint_create(
        tenant=tenant, url="https://93.184.216.34/hook", event_types=["alert.opened"]
    )
    event = outbox_emit(tenant=tenant, client=client_a, kind="alert.opened", payload={})
    (delivery_id,) = webhook_services.fan_out(event_ids=[event.pk])
    return {
        "external_id": client_a.external_id,
        "key": "tool_affinity:lookup",
        "slug": domain.slug,
        "ref": record.ref,
        "tenant": tenant.slug,
        "page_path": "wiki/goals.md",
        "path": "wiki/goals.md",
        "question_id": question.pk,
        "alert_id": alert.pk,
        "dead_letter_id": dead_letter.pk,
        "quarantined_id": quarantined.pk,
        "key_id": spare_key.pk,
        "report_id": report.pk,
        "endpoint_id": endpoint.pk,
        "delivery_id": delivery_id,
        "edge_id": rival.out_edges.get().pk,
    }


@pytest.fixture
def callers(tenant, other_tenant, coach, other_coach, bot, other_tenant_bot):
    people = {"anonymous": BrowserClient()}
    for name, user in (("coach_a", coach), ("other_coach_a", other_coach)):
        people[name] = BrowserClient()
        people[name].force_login(user)
    admin_b = services.coach_create(username="boss-b", tenant=other_tenant, is_admin=True, password="x" * 12)
    people["tenant_admin_b"] = BrowserClient()
    people["tenant_admin_b"].force_login(admin_b)
    revoked_key, raw = services.api_key_create(tenant=tenant, name="old")
    services.api_key_revoke(key=revoked_key)
    revoked = APIClient()
    revoked.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    people.update({"bot_a": bot.api, "bot_b": other_tenant_bot.api, "revoked_a": revoked})
    return people


def _call(client, method: str, url: str) -> int:
    """The status, with one normalisation: 302 means "sent to log in"; any other redirect (an
    action's post-redirect-get) counts as a 200."""
    if method == "get":
        response = client.get(url)
    elif method == "delete":
        response = client.delete(url)
    else:
        response = client.post(url, {}, content_type="application/json")
    if response.status_code in (301, 302, 303):
        return 302 if response["Location"].startswith(reverse("login")) else 200
    return response.status_code


def test_authorization_matrix(objects, callers, settings):
    settings.MEMORY_LOAD_DEADLINE_MS = 50  # the memory endpoint's consolidation thread is not the point here
    failures = []
    # Logging out ends the session the other rows need: it goes last.
    for name, (method, arg_names, rule) in sorted(ROUTES.items(), key=lambda item: item[0] == "logout"):
        url = reverse(name, kwargs={arg: objects[arg] for arg in arg_names})
        for caller in CALLERS:
            status = _call(callers[caller], method, url)
            if not rule(caller, status):
                failures.append(f"{method.upper()} {url} as {caller}: {status} breaks {rule.__name__}")
    assert not failures, "\n".join(failures)
