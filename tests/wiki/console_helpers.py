"""Fixtures for the console view tests: trees, alerts of every kind, people logged in.

Imported by the test_views_* modules (`from tests.wiki.console_helpers import *`-style, by name) so the
shared tests/wiki/conftest.py stays untouched.
"""

import datetime as dt

import pytest
from django.db import transaction
from django.test import Client as WebClient
from django.utils import timezone

from tests.wiki.conftest import at, ev, post
from wiki.distillers.base import Contradiction, Proposal, ProposedAlert
from wiki.distillers.scripted import ScriptedDistiller
from wiki.ingest.runs import ingest_nightly
from wiki.models import Alert, WikiPage
from wiki.services import page_save_by_coach
from wiki.tree.commit import commit_plan
from wiki.tree.locks import lock_client
from wiki.tree.markup import contradiction_pair
from wiki.tree.trees import DbTree, finalize_plan

DAY = dt.date(2026, 8, 4)
PLAYBOOK = "wiki/coaching-playbook.md"
RECOVERY = "wiki/recovery-patterns.md"
OLD = "runs reliably even on hotel weeks (as of 2026-06-30)"
NEW = "skipped 2 of 2 zone-2 runs while travelling (as of 2026-08-04)"
XSS_SCRIPT = "<script>alert(1)</script>"
XSS_IMG = "<img src=x onerror=alert(1)>"
XSS_LINK = "[tap me](javascript:alert(1))"


def web(user=None, *, csrf: bool = False) -> WebClient:
    browser = WebClient(enforce_csrf_checks=csrf)
    if user is not None:
        browser.force_login(user)
    return browser


def tab(client, name: str, path: str = "") -> str:
    base = f"/clients/{client.external_id}/wiki/"
    return base + (f"{name}/{path}" if name else "")


def content(client, path: str) -> str:
    return WikiPage.objects.get(client=client, path=path).current_content


def version_of(client, path: str) -> int:
    return WikiPage.objects.get(client=client, path=path).current_number


def make_tree(client):
    """An initialised tree (the core pages, index.md, log.md) after one quiet night."""
    ingest_nightly(client=client, local_date=DAY - dt.timedelta(days=1), distiller=ScriptedDistiller())
    return client


def machine_write(client, path: str, text: str, *, reason: str = "test write") -> None:
    """Write a page as a machine would, *without* the validator: how hostile bytes could reach storage."""
    with transaction.atomic():
        lock_client(client)
        plan = finalize_plan(
            DbTree(client),
            kind="system",
            local_date=DAY,
            updated_by="distiller",
            reason=reason,
            client_name=client.display_name,
            writes={path: text},
        )
        commit_plan(client, plan)


def add_contradiction(client, *, old: str = OLD, new: str = NEW, evidence: tuple[str, ...] = ()) -> Alert:
    """A real ⚠ pair on recovery-patterns.md and its alert, through the nightly pipeline."""
    event = ev("session.skipped", at(DAY, "07:00"), name="Zone-2 run", reason="travel")
    post(client, event)

    def flag(task):
        text = task.pages[RECOVERY].replace(
            "## Travel\n", "## Travel\n" + contradiction_pair(old, new) + "\n"
        )
        return Proposal(
            pages={RECOVERY: text},
            index_summaries={},
            contradictions=(Contradiction(RECOVERY, old, new, evidence or (event["id"],)),),
        )

    ingest_nightly(client=client, local_date=DAY, distiller=ScriptedDistiller([flag]))
    return Alert.objects.filter(client=client, kind=Alert.Kind.WIKI_CONTRADICTION).latest("id")


def add_tension(client, user) -> Alert:
    """Her block on the playbook, then evidence that questions it (coach_block_tension)."""
    page = WikiPage.objects.get(client=client, path=PLAYBOOK)
    page_save_by_coach(
        client=client,
        path=PLAYBOOK,
        content=page.current_content + "\nResponds well to blunt numbers.\n",
        base_version=page.current_number,
        user=user,
        local_date=DAY,
    )
    event = ev("chat.turn", at(DAY, "09:00"), role="user", text="please stop with the numbers")
    post(client, event)
    tension = ProposedAlert(
        "coach_block_tension",
        PLAYBOOK,
        "medium",
        "Blunt numbers preceded two silences.",
        payload={"block_date": DAY.isoformat(), "new_claim": "Soften numbers after a silence."},
        evidence=(event["id"],),
    )
    ingest_nightly(
        client=client,
        local_date=DAY,
        distiller=ScriptedDistiller([Proposal(pages={}, index_summaries={}, alerts=(tension,))]),
    )
    return Alert.objects.get(client=client, kind=Alert.Kind.COACH_BLOCK_TENSION)


def add_pipeline_failure(client) -> Alert:
    post(client, ev("sleep.logged", at(DAY), hours=5))
    ingest_nightly(
        client=client,
        local_date=DAY,
        distiller=ScriptedDistiller([Proposal(pages={"x": "y"}, index_summaries={})] * 3),
    )
    return Alert.objects.get(client=client, kind=Alert.Kind.PIPELINE_FAILURE)


def add_safety(client, message: str = "Right knee came back within 3 days") -> Alert:
    return Alert.objects.create(
        client=client,
        kind=Alert.Kind.SAFETY,
        severity=Alert.Severity.HIGH,
        page="wiki/constraints-injuries.md",
        message=message,
        payload={"area": "right knee", "level": "watch", "evidence": []},
        created_at=timezone.now() - dt.timedelta(days=3),
    )


@pytest.fixture
def tree_a(client_a):
    return make_tree(client_a)


@pytest.fixture
def tree_other(other_client):
    return make_tree(other_client)


@pytest.fixture
def tree_foreign(other_tenant_client):
    return make_tree(other_tenant_client)


@pytest.fixture
def nata(coach):
    return web(coach)


@pytest.fixture
def people(coach, other_coach, tenant_admin, other_tenant_coach, admin):
    """Who asks, by role: the client's coach, another coach, the tenant admin, another tenant, anonymous."""
    return {
        "coach": coach,
        "other_coach": other_coach,
        "tenant_admin": tenant_admin,
        "other_tenant": other_tenant_coach,
        "superuser": admin,
        "anonymous": None,
    }
