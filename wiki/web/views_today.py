"""Today, the coach's home: what changed for each of her clients since she last looked, by need.

"Mark all seen" is a plain form POST (redirect back without JavaScript); sent by htmx it answers with
the client's card re-rendered in place, now empty.
"""

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from coda_console.actors import HtmxRequest, request_ip, request_user
from coda_console.selectors import clients_for_coach
from wiki.inbox.today import client_changes, today_for_coach
from wiki.services import client_mark_seen
from wiki.web.views_common import scoped_client

CARD = "wiki/today.html#today-card"


@login_required
@require_GET
def today(request: HtmxRequest) -> HttpResponse:
    clients = clients_for_coach(request.user).filter(active=True).select_related("tenant")
    days = today_for_coach(request.user, clients)
    context = {
        "days": [day for day in days if not day.empty],
        "quiet": [day for day in days if day.empty],
    }
    return render(request, "wiki/today.html", context)


@login_required
@require_POST
def mark_seen(request: HtmxRequest, external_id: str) -> HttpResponse:
    client = scoped_client(request, external_id)
    seen = client_mark_seen(client=client, user=request_user(request), ip_address=request_ip(request))
    if request.htmx:
        day = client_changes(request.user, client, seen.seen_at, seen=True)
        return render(request, CARD, {"day": day, "just_seen": True})
    return redirect("console:home")
