"""Alerts: the inbox across her clients and per client, one-tap resolutions, dead-letter re-runs.

Each action is a plain form POST that works without JavaScript (redirect back) and, sent by htmx, answers
with the alert's card re-rendered in place. Resolutions go through wiki.services.alert_resolve — the one
path that writes the page version, the log line and the audit row together.
"""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.template.defaultfilters import pluralize
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from coda_console.actors import HtmxRequest, request_ip, request_user
from coda_console.errors import ApiError
from coda_console.selectors import clients_for_coach
from wiki.inbox.resolution import ACTIONS
from wiki.ingest.replay import quarantine_replay
from wiki.ingest.runs import IngestRefused, dead_letter_rerun
from wiki.models import Alert, IngestRun, QuarantinedEvent
from wiki.selectors import (
    NEED_WATCH_ROLLUP,
    alert_need,
    dead_letter_for_clients,
    open_alert_count,
    quarantined_event_for,
    resolution_version,
    with_need,
)
from wiki.services import alert_resolve, alerts_dismiss_watch_rollups
from wiki.web.console_selectors import (
    alert_for_user_clients,
    alert_inbox,
    alerts_for_user_clients,
    coach_block_text,
    evidence_by_alert,
    tenant_alerts_for_admin,
)
from wiki.web.views_common import client_reverse, client_tabs, safe_next, scoped_client, tree_url

CARD = "wiki/_alert.html#alert-card"
KIND_LABELS: dict[str, str] = {
    Alert.Kind.SAFETY: "Safety",
    Alert.Kind.WIKI_CONTRADICTION: "Contradiction",
    Alert.Kind.COACH_BLOCK_TENSION: "Your note vs new evidence",
    Alert.Kind.PIPELINE_FAILURE: "Pipeline failure",
    Alert.Kind.LINT_SUGGESTION: "Weekly review",
}
KINDS = list(KIND_LABELS.items())


_RESOLVED_AS = {
    ("", "keep_old"): "kept the old claim",
    ("", "accept_new"): "accepted the new claim",
    ("", "edit"): "rewritten by the coach",
    ("", "dismiss"): "dismissed",
    ("", "rerun_ok"): "re-run passed",
    ("", "rerun_failed"): "re-run failed (a new alert was raised)",
    (Alert.Kind.COACH_BLOCK_TENSION, "keep_old"): "her note stands",
    (Alert.Kind.COACH_BLOCK_TENSION, "accept_new"): "note replaced by the suggested wording",
}


def _card(alert: Alert, evidence: dict) -> dict:
    """Everything one alert card shows, phrased for the coach."""
    payload = alert.payload or {}
    client = alert.owning_client
    item = {
        "alert": alert,
        "label": KIND_LABELS.get(alert.kind, alert.kind),
        "payload": payload,
        "evidence": evidence.get(alert.pk, []),
        "actions": ACTIONS.get(alert.kind, ()),
        "page_url": tree_url(client, alert.page) if alert.page else "",
        "dead_letter": alert.dead_letter,
    }
    if alert.kind == Alert.Kind.COACH_BLOCK_TENSION and alert.page:
        page = client.wiki_pages.filter(path=alert.page).first()
        block = str(payload.get("block") or payload.get("block_date") or "")
        item["block_text"] = coach_block_text(page.current_content, block) if page else ""
        item["block_date"] = payload.get("block_date") or ""
        item["edit_url"] = client_reverse("wiki:edit", client, alert.page, block=item["block_date"])
    if alert.status == Alert.Status.RESOLVED:
        item["resolution_version"] = resolution_version(alert)
        item["resolution_label"] = _RESOLVED_AS.get((alert.kind, alert.resolution)) or _RESOLVED_AS.get(
            ("", alert.resolution), alert.resolution.replace("_", " ")
        )
    return item


def _cards(alerts: list[Alert]) -> list[dict]:
    if any(not hasattr(alert, "need") for alert in alerts):
        alerts = with_need(alerts)
    evidence = evidence_by_alert(alerts)
    return [_card(alert, evidence) for alert in alerts]


def _inbox_context(request: HtmxRequest, clients) -> dict:
    status = request.GET.get("status", "open")
    status = status if status in ("open", "resolved") else "open"
    kind = request.GET.get("kind", "")
    kind = kind if kind in dict(KINDS) else ""
    alerts = alert_inbox(clients, status=status, kind=kind)
    rollups = [alert for alert in alerts if status == "open" and alert_need(alert) == NEED_WATCH_ROLLUP]
    return {"cards": _cards(alerts), "status": status, "kind": kind, "kinds": KINDS, "rollups": rollups}


@login_required
@require_GET
def inbox(request: HtmxRequest) -> HttpResponse:
    """Every open alert across her clients, in the one order (wiki.selectors.alerts_by_need)."""
    clients = clients_for_coach(request.user).filter(active=True)
    context = _inbox_context(request, clients)
    context |= {"open_total": open_alert_count(clients), "many_clients": True}
    # Tenant-level alerts (a webhook endpoint switched off) sit above the clients' alerts, admins only.
    tenant_alerts = list(tenant_alerts_for_admin(request.user, status=context["status"]))
    tenant_open = tenant_alerts_for_admin(request.user).count()
    context |= {"tenant_alerts": tenant_alerts, "open_total": context["open_total"] + tenant_open}
    template = "wiki/alerts.html#alert-list" if request.htmx else "wiki/alerts.html"
    return render(request, template, context)


@login_required
@require_GET
def client_alerts(request: HtmxRequest, external_id: str) -> HttpResponse:
    client = scoped_client(request, external_id)
    clients = clients_for_coach(request.user).filter(pk=client.pk)
    context = client_tabs(client, "alerts") | _inbox_context(request, clients)
    context |= {"open_total": context["open_alerts"], "many_clients": False}
    template = "wiki/alerts.html#alert-list" if request.htmx else "wiki/alerts.html"
    return render(request, template, context)


def _scoped_alert(request: HtmxRequest, alert_id: int) -> Alert:
    alert = alert_for_user_clients(clients_for_coach(request.user), alert_id)
    if alert is None:
        raise Http404("No such alert.")
    return alert


def _answer(request: HtmxRequest, alert: Alert, *, error: str = "", notice: str = "") -> HttpResponse:
    """htmx: the card, re-rendered in place (plus the open count, out of band). Without JS: back."""
    if request.htmx:
        alert.refresh_from_db()
        scope = clients_for_coach(request.user).filter(active=True)
        if request.POST.get("scope") == "client":  # the per-client inbox counts that client's alerts only
            scope = scope.filter(pk=alert.owning_client.pk)
        context = {
            "item": _cards([alert])[0],
            "card_error": error,
            "card_notice": notice,
            "open_total": open_alert_count(scope),
            "client_open_total": open_alert_count(scope.filter(pk=alert.owning_client.pk)),
            "oob_count": True,
            "scope": request.POST.get("scope", ""),
            "many_clients": request.POST.get("scope") == "all",
            "next": request.POST.get("next", ""),
        }
        return render(request, CARD, context)
    if error:
        messages.error(request, error)
    elif notice:
        messages.success(request, notice)
    return redirect(safe_next(request, reverse("wiki:alerts")))


_DONE = {
    "keep_old": "Kept the old claim.",
    "accept_new": "Accepted the new claim.",
    "edit": "Saved your wording as a coach block.",
    "dismiss": "Dismissed.",
}


@login_required
@require_POST
def resolve(request: HtmxRequest, alert_id: int) -> HttpResponse:
    alert = _scoped_alert(request, alert_id)
    action = request.POST.get("action", "")
    if alert.kind == Alert.Kind.COACH_BLOCK_TENSION and action == "keep_old":
        notice = "Your block stands."
    else:
        notice = _DONE.get(action, "Resolved.")
    try:
        alert_resolve(
            alert=alert,
            action=action,
            text=request.POST.get("text", "")[:5000],
            user=request_user(request),
            ip_address=request_ip(request),
        )
    except ApiError as error:
        return _answer(request, alert, error=error.message)
    return _answer(request, alert, notice=notice)


@login_required
@require_POST
def rerun(request: HtmxRequest, dead_letter_id: int) -> HttpResponse:
    """Re-run a dead-lettered ingest now (after a fix); the letter closes if it passes."""
    letter = dead_letter_for_clients(clients_for_coach(request.user), dead_letter_id)
    if letter is None:
        raise Http404("No such dead letter.")
    alert = letter.alerts.order_by("-id").first()
    try:
        run = dead_letter_rerun(
            dead_letter=letter, user=request_user(request), ip_address=request_ip(request)
        )
    except IngestRefused as refused:
        error, notice = f"Not re-run: {refused}.", ""
    else:
        passed = run.status in (IngestRun.Status.DONE, IngestRun.Status.QUIET)
        error = "" if passed else "The re-run failed again; a new dead letter and alert were created."
        notice = f"Re-run passed ({run.kind} {run.local_date}: {run.status})." if passed else ""
    return _rerun_outcome(request, alert, error=error, notice=notice)


def _rerun_outcome(request: HtmxRequest, alert: Alert | None, *, error: str, notice: str) -> HttpResponse:
    """A re-run's outcome: on its alert's card (htmx), else as a message on the page she came from."""
    if alert is not None and request.htmx:
        return _answer(request, alert, error=error, notice=notice)
    if error:
        messages.error(request, error)
    else:
        messages.success(request, notice)
    return redirect(safe_next(request, reverse("wiki:alerts")))


@login_required
@require_POST
def replay(request: HtmxRequest, quarantined_id: int) -> HttpResponse:
    """Re-play a quarantined (poison) event now, after a fix; the quarantine closes if it lands."""
    row = quarantined_event_for(clients_for_coach(request.user), quarantined_id)
    if row is None:
        raise Http404("No such quarantined event.")
    alert = row.alerts.order_by("-id").first()
    try:
        run = quarantine_replay(quarantined=row, user=request_user(request), ip_address=request_ip(request))
    except IngestRefused as refused:
        error, notice = f"Not re-played: {refused}.", ""
    else:
        row.refresh_from_db()
        passed = row.status == QuarantinedEvent.Status.REPLAYED
        error = (
            "" if passed else f"The event was quarantined again ({run.kind} run {run.pk}); see the reason."
        )
        notice = f"Re-played: event {row.event.event_id} is on its pages now." if passed else ""
    return _rerun_outcome(request, alert, error=error, notice=notice)


@login_required
@require_POST
def dismiss_rollups(request: HtmxRequest) -> HttpResponse:
    """Dismiss the watch-level safety roll-ups she confirmed (their ids), in one go."""
    ids = [int(value) for value in request.POST.getlist("alert_id") if value.isdigit()][:500]
    alerts = alerts_for_user_clients(clients_for_coach(request.user), ids)
    try:
        count = alerts_dismiss_watch_rollups(
            alerts=alerts, user=request_user(request), ip_address=request_ip(request)
        )
    except ApiError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, f"Dismissed {count} watch-list roll-up{pluralize(count)}.")
    return redirect(safe_next(request, reverse("wiki:alerts")))
