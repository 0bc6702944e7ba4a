"""Reads for behavioural memory, always scoped to one client (callers resolve the client by tenant/coach)."""

import datetime as dt
from dataclasses import dataclass

from django.contrib.auth.models import AnonymousUser, User
from django.db.models import Count, Exists, OuterRef, QuerySet, Subquery
from django.db.models.functions import Coalesce

from coda_console.models import Client, Event
from coda_console.selectors import clients_for_coach, is_console_admin
from memory.models import BEHAVIOURAL_KINDS, ConsolidationCheckpoint, ConsolidationRun, Fact, ForgottenFact
from memory.prompt import rank


def facts_for_client(client: Client) -> list[Fact]:
    """The persisted facts, best first (confidence × reinforcement_count)."""
    return rank(Fact.objects.filter(client=client))


def recent_runs(client: Client, *, limit: int = 10) -> list[ConsolidationRun]:
    return list(ConsolidationRun.objects.filter(client=client).order_by("-started_at", "-pk")[:limit])


def last_run(client: Client) -> ConsolidationRun | None:
    return ConsolidationRun.objects.filter(client=client).order_by("-started_at", "-pk").first()


def runs_for_clients(clients: QuerySet[Client], *, failed_only: bool = False) -> QuerySet[ConsolidationRun]:
    """Consolidation runs of these (already scoped) clients, newest first."""
    runs = ConsolidationRun.objects.filter(client__in=clients).select_related("client", "client__tenant")
    if failed_only:
        runs = runs.filter(status=ConsolidationRun.Status.ERROR)
    return runs.order_by("-started_at", "-id")


def failed_run_count(clients: QuerySet[Client], *, since: dt.datetime) -> int:
    return runs_for_clients(clients, failed_only=True).filter(started_at__gte=since).count()


def recently_forgotten(client: Client, *, limit: int = 10) -> list[ForgottenFact]:
    return list(ForgottenFact.objects.filter(client=client).order_by("-forgotten_at", "-pk")[:limit])


def checkpoint_for(client: Client) -> ConsolidationCheckpoint | None:
    return ConsolidationCheckpoint.objects.filter(client=client).first()


def clients_with_pending_observations() -> QuerySet[Client]:
    """Clients with behavioural events past their checkpoint (or with no checkpoint yet)."""
    checkpoint_id = Subquery(
        ConsolidationCheckpoint.objects.filter(client=OuterRef(OuterRef("pk"))).values("last_event_id")[:1]
    )
    pending = Event.objects.filter(
        client=OuterRef("pk"), kind__in=BEHAVIOURAL_KINDS, pk__gt=Coalesce(checkpoint_id, 0)
    )
    return Client.objects.filter(Exists(pending)).order_by("pk")


@dataclass
class ClientMemoryRow:
    client: Client
    facts: int
    last_run: ConsolidationRun | None


def admin_client_rows(user: User | AnonymousUser) -> list[ClientMemoryRow]:
    """Every client the console admin may review (a tenant admin: her tenant; a superuser: all)."""
    if not is_console_admin(user):
        return []
    newest_run = ConsolidationRun.objects.filter(client=OuterRef("pk")).order_by("-started_at", "-pk")
    clients = list(
        clients_for_coach(user)
        .annotate(fact_count=Count("memory_facts"), last_run_id=Subquery(newest_run.values("pk")[:1]))
        .order_by("tenant__slug", "display_name")
    )
    runs = ConsolidationRun.objects.in_bulk([c.last_run_id for c in clients if c.last_run_id])
    return [ClientMemoryRow(client=c, facts=c.fact_count, last_run=runs.get(c.last_run_id)) for c in clients]
