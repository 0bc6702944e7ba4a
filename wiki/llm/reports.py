"""Reads for the LLM cost console: per-client cost per day, per-client totals, recent batches.

Scoped like every console read: a superuser sees every tenant (and calls without a client, such as
llm_check), a tenant admin only her tenant's clients. Days are the client's local dates.
"""

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from django.contrib.auth.models import AnonymousUser, User
from django.db.models import Aggregate, Count, Q, QuerySet, Sum

from coda_console.selectors import membership_for_user
from wiki.llm.models import LlmBatch, LlmBatchRequest, LlmCall

MAX_DAYS = 366
TOKEN_FIELDS = ("input_tokens", "output_tokens", "cache_read_tokens", "cache_write_tokens")


@dataclass(frozen=True)
class Filters:
    days: int = 30
    client: str = ""  # external id, "" = every client in scope


def parse_filters(params) -> Filters:
    try:
        days = int(params.get("days", 30))
    except (TypeError, ValueError):
        days = 30
    return Filters(days=min(max(days, 1), MAX_DAYS), client=str(params.get("client", "")).strip()[:100])


def calls_in_scope(user: User | AnonymousUser) -> QuerySet[LlmCall]:
    if user.is_superuser:
        return LlmCall.objects.all()
    membership = membership_for_user(user)
    if membership is None or not membership.is_admin:
        return LlmCall.objects.none()
    return LlmCall.objects.filter(client__tenant=membership.tenant)


def _sums() -> dict:
    """Aggregates, named apart from the model's fields (Django refuses an alias shadowing a field)."""
    sums: dict[str, Aggregate] = {f"sum_{name}": Sum(name) for name in TOKEN_FIELDS}
    sums.update(
        calls=Count("id"),
        sum_cost=Sum("cost"),
        batch_cost=Sum("cost", filter=Q(kind=LlmCall.Kind.BATCH)),
        direct_cost=Sum("cost", filter=Q(kind__in=[LlmCall.Kind.INLINE, LlmCall.Kind.NIGHTLY])),
        chooser_cost=Sum("cost", filter=Q(kind=LlmCall.Kind.CHOOSER)),
        unpriced=Count("id", filter=Q(priced=False)),
    )
    return sums


def _clean(row: dict) -> dict:
    """Aggregate row → template row: field-named totals, zeros instead of NULL sums."""
    row["cost"] = row.pop("sum_cost", None) or Decimal(0)
    for key in ("batch_cost", "direct_cost", "chooser_cost"):
        row[key] = row.get(key) or Decimal(0)
    for key in TOKEN_FIELDS:
        row[key] = row.pop(f"sum_{key}", None) or 0
    row["client_label"] = row.get("client__display_name") or "(no client)"
    return row


def cost_report(user: User | AnonymousUser, filters: Filters, *, today: dt.date) -> dict:
    since = today - dt.timedelta(days=filters.days - 1)
    calls = calls_in_scope(user).filter(local_date__gte=since)
    if filters.client:
        calls = calls.filter(client__external_id=filters.client)
    keys = ("client_id", "client__external_id", "client__display_name", "client__tenant__slug")
    daily = [
        _clean(row)
        for row in calls.values("local_date", *keys).annotate(**_sums()).order_by("-local_date", *keys[1:])
    ]
    per_client = [
        _clean(row) for row in calls.values(*keys).annotate(**_sums()).order_by("-sum_cost", *keys[1:])
    ]
    total = _clean(calls.aggregate(**_sums()))
    return {
        "since": since,
        "daily": daily,
        "per_client": per_client,
        "total": total,
        "batches": recent_batches(user, since=since),
    }


def recent_batches(user: User | AnonymousUser, *, since: dt.date, limit: int = 20) -> list[dict]:
    """Batches touching the user's clients, with their whole-batch counts and the user's share of cost."""
    requests = LlmBatchRequest.objects.all()
    found = LlmBatch.objects.filter(submitted_at__date__gte=since)
    if not user.is_superuser:
        membership = membership_for_user(user)
        requests = requests.filter(client__tenant=membership.tenant) if membership else requests.none()
        found = found.filter(
            Q(pk__in=requests.values("batch_id"))
            | Q(pk__in=calls_in_scope(user).filter(batch__isnull=False).values("batch_id"))
        )
    batches = list(found.order_by("-submitted_at")[:limit])
    ids = [batch.pk for batch in batches]
    shares = dict(
        calls_in_scope(user)
        .filter(batch_id__in=ids)
        .values("batch_id")
        .annotate(cost=Sum("cost"))
        .values_list("batch_id", "cost")
    )
    mine = dict(
        requests.filter(batch_id__in=ids)
        .values("batch_id")
        .annotate(n=Count("id"))
        .values_list("batch_id", "n")
    )
    return [
        {
            "batch": batch,
            "cost": shares.get(batch.pk) or Decimal(0),
            "requests_in_scope": mine.get(batch.pk, 0),
        }
        for batch in batches
    ]
