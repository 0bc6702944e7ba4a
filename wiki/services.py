"""Writes a person makes to a client's wiki: coach edits and alert resolutions. One transaction each,
under the client's lock, with their audit row. (Machine writes live in wiki/ingest/runs.py.)"""

import datetime as dt
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from coda_console.actors import Actor
from coda_console.errors import ApiError, Conflict
from coda_console.models import Client
from coda_console.services import audit_record
from wiki.inbox import outbox as alert_outbox
from wiki.inbox.resolution import Resolution, ResolutionError, plan_resolution
from wiki.ingest.runs import tree_ensure
from wiki.models import Alert, ClientSeen, DeadLetter, PageVersion, WikiPage
from wiki.selectors import NEED_WATCH_ROLLUP, alert_need
from wiki.tree.coach import normalise_text, plan_coach_edit
from wiki.tree.commit import commit_plan
from wiki.tree.locks import lock_client
from wiki.tree.markup import contradiction_pair
from wiki.tree.paths import page_path_error
from wiki.tree.trees import DbTree, Plan
from wiki.validator import Violation, validate_coach_edit


class StaleVersion(Conflict):
    """The page moved on since the coach opened it. Carries what the console needs to show the diff."""

    def __init__(self, *, path: str, base_version: int, current_version: int, current_content: str) -> None:
        super().__init__(
            f"{path} changed since you opened it (you started from version {base_version}, it is now "
            f"version {current_version}); nothing was saved — compare and save again.",
            code="stale_version",
            details=[{"field": "base_version", "message": f"current version is {current_version}"}],
        )
        self.path = path
        self.base_version = base_version
        self.current_version = current_version
        self.current_content = current_content


def client_today(client: Client) -> dt.date:
    """The client's local date: coach blocks and log lines are dated on the client's calendar."""
    return timezone.now().astimezone(client.tz).date()


def _invalid(message: str, violations: list[Violation]) -> ApiError:
    return ApiError(
        message,
        code="invalid_page",
        details=[{"field": violation.rule, "message": str(violation)} for violation in violations],
    )


def wiki_start(*, client: Client, actor: Actor, ip_address: str | None = None) -> bool:
    """Initialise a client's wiki now (SCHEMA, index, log, the core pages) instead of at the first
    ingest; audited in the same transaction. False when it was already started."""
    with transaction.atomic():
        lock_client(client)
        wrote = tree_ensure(client, local_date=client_today(client))
        if wrote:
            audit_record(
                action="wiki.tree_init",
                tenant=client.tenant,
                target=client.external_id,
                actor=actor,
                ip_address=ip_address,
            )
    return bool(wrote)


def page_save_by_coach(
    *,
    client: Client,
    path: str,
    content: str,
    base_version: int,
    user: User,
    summary: str = "",
    local_date: dt.date | None = None,
    ip_address: str | None = None,
) -> PageVersion:
    """Save a coach's edit of a wiki/ page as a new version (updated_by coach:<username>).

    New or changed prose outside her existing blocks is wrapped in a coach block dated today (client
    calendar); log.md gets `## [DATE] coach-edit | <page> — <summary>`. `base_version` is the version she
    started from (0 for a new page): if the page moved on, StaleVersion (409) — never a silent merge.
    """
    problem = page_path_error(path)
    if problem:
        raise ApiError(
            f"A coach edits wiki/ pages only: {problem}", details=[{"field": "path", "message": problem}]
        )
    with transaction.atomic():
        lock_client(client)
        local_date = local_date or client_today(client)
        tree_ensure(client, local_date=local_date)
        page = WikiPage.objects.filter(client=client, path=path).first()
        _refuse_stale(page, path, base_version)
        submitted = normalise_text(content)
        if page is not None and page.current_version is not None and submitted == page.current_content:
            return page.current_version  # nothing changed: no version, no log line
        edit = CoachEdit(path, submitted, summary, user.get_username(), local_date)
        plan = _validated_coach_plan(client, page, edit)
        changeset = commit_plan(client, plan, params=edit.params(client))
        version = changeset.versions.get(page__path=path)
        _close_vanished_pairs(client, path, plan.writes[path], user)
        audit_record(
            action="wiki.coach_edit",
            tenant=client.tenant,
            target=f"{client.external_id}:{path}",
            detail={"version": version.number, "base_version": base_version},
            actor=user,
            ip_address=ip_address,
        )
        return version


@dataclass(frozen=True)
class CoachEdit:
    path: str
    submitted: str
    summary: str
    username: str
    local_date: dt.date

    def params(self, client: Client) -> dict[str, str]:
        """What wiki_rebuild needs to replay the edit (docs/wiki.md, "Commands")."""
        return {
            "path": self.path,
            "submitted": self.submitted,
            "summary": self.summary,
            "username": self.username,
            "client_name": client.display_name,
        }


def _refuse_stale(page: WikiPage | None, path: str, base_version: int) -> None:
    current = page.current_number if page else 0
    if base_version != current:
        raise StaleVersion(
            path=path,
            base_version=base_version,
            current_version=current,
            current_content=page.current_content if page else "",
        )


def _validated_coach_plan(client: Client, page: WikiPage | None, edit: CoachEdit) -> Plan:
    """Her prose wrapped as a coach block, or ApiError listing every rule the page would break."""
    tree = DbTree(client)
    plan = plan_coach_edit(
        tree,
        path=edit.path,
        submitted=edit.submitted,
        username=edit.username,
        local_date=edit.local_date,
        client_name=client.display_name,
        summary=edit.summary,
    )
    violations = validate_coach_edit(
        path=edit.path,
        old=page.current_content if page else None,
        new=plan.writes[edit.path],
        existing_paths=tree.paths(),
        local_date=edit.local_date,
        max_lines=settings.WIKI_PAGE_MAX_LINES,
    )
    if violations:
        raise _invalid(f"{edit.path} was not saved: it breaks {len(violations)} rule(s).", violations)
    return plan


def _close_vanished_pairs(client: Client, path: str, text: str, user: User) -> None:
    """A coach who edits a ⚠ pair away has resolved it: close those alerts as 'edit'."""
    now = timezone.now()
    for alert in Alert.objects.filter(
        client=client, page=path, kind=Alert.Kind.WIKI_CONTRADICTION, status=Alert.Status.OPEN
    ):
        pair = contradiction_pair(alert.payload.get("old_claim", ""), alert.payload.get("new_claim", ""))
        if pair not in text:
            alert.status = Alert.Status.RESOLVED
            alert.resolution = "edit"
            alert.resolution_text = "resolved by a coach edit of the page"
            alert.resolved_by = user
            alert.resolved_at = now
            alert.save(
                update_fields=["status", "resolution", "resolution_text", "resolved_by", "resolved_at"]
            )
            alert_outbox.alert_resolved(alert)


def alert_resolve(
    *,
    alert: Alert,
    action: str,
    text: str = "",
    user: User,
    local_date: dt.date | None = None,
    ip_address: str | None = None,
) -> Alert:
    """Resolve an alert with one tap (keep_old | accept_new | edit; dismiss for safety/pipeline_failure).

    Page-changing resolutions write a new page version (updated_by coach:<username>) and, always, a
    log.md line `## [DATE] resolve | <page> — <what was decided>`.
    """
    client = alert.owning_client
    with transaction.atomic():
        lock_client(client)
        alert = Alert.objects.select_for_update().get(pk=alert.pk)
        if alert.status != Alert.Status.OPEN:
            raise Conflict("This alert is already resolved.", code="alert_resolved")
        local_date = local_date or client_today(client)
        resolution = _resolution_of(alert, action, text)
        username = user.get_username()
        plan = _validated_resolution_plan(client, alert, resolution, username, local_date)
        params = {
            "resolution": resolution.as_params(),
            "username": username,
            "client_name": client.display_name,
        }
        commit_plan(client, plan, params=params, alert=alert)
        _mark_resolved(alert, action, text, user)
        audit_record(
            action="wiki.alert_resolve",
            tenant=client.tenant,
            target=f"{client.external_id}:alert:{alert.pk}",
            detail={"kind": alert.kind, "action": action, "page": alert.page},
            actor=user,
            ip_address=ip_address,
        )
        return alert


def _resolution_of(alert: Alert, action: str, text: str) -> Resolution:
    payload = alert.payload or {}
    return Resolution(
        kind=alert.kind,
        action=action,
        page=alert.page,
        old_claim=str(payload.get("old_claim", "")),
        new_claim=str(payload.get("new_claim", "")),
        block=str(payload.get("block") or payload.get("block_date") or ""),
        text=text,
    )


def _validated_resolution_plan(
    client: Client, alert: Alert, resolution: Resolution, username: str, local_date: dt.date
) -> Plan:
    """The resolution's plan, or Conflict (it cannot apply) / ApiError (the page would break a rule)."""
    tree = DbTree(client)
    try:
        plan = plan_resolution(
            tree, resolution, username=username, local_date=local_date, client_name=client.display_name
        )
    except ResolutionError as error:
        raise Conflict(str(error), code="cannot_resolve") from None
    if alert.page in plan.writes:
        violations = validate_coach_edit(
            path=alert.page,
            old=tree.read(alert.page),
            new=plan.writes[alert.page],
            existing_paths=tree.paths(),
            local_date=local_date,
            max_lines=settings.WIKI_PAGE_MAX_LINES,
        )
        if violations:
            raise _invalid("The resolution was not saved: the page would break the rules.", violations)
    return plan


def _mark_resolved(alert: Alert, action: str, text: str, user: User) -> None:
    """Close the alert (and a pipeline failure's dead letter, discarded with it)."""
    alert.status = Alert.Status.RESOLVED
    alert.resolution = action
    alert.resolution_text = text
    alert.resolved_by = user
    alert.resolved_at = timezone.now()
    alert.save(update_fields=["status", "resolution", "resolution_text", "resolved_by", "resolved_at"])
    alert_outbox.alert_resolved(alert)
    if alert.kind == Alert.Kind.PIPELINE_FAILURE and alert.dead_letter_id:
        DeadLetter.objects.filter(pk=alert.dead_letter_id, status=DeadLetter.Status.OPEN).update(
            status=DeadLetter.Status.DISCARDED, resolved_at=alert.resolved_at
        )


def client_mark_seen(*, client: Client, user: User, ip_address: str | None = None) -> ClientSeen:
    """Mark everything of the client seen by this coach now: Today shows only what changes after it."""
    now = timezone.now()
    with transaction.atomic():
        seen, _ = ClientSeen.objects.update_or_create(user=user, client=client, defaults={"seen_at": now})
        audit_record(
            action="wiki.client_seen",
            tenant=client.tenant,
            target=client.external_id,
            detail={"seen_at": now.isoformat()},
            actor=user,
            ip_address=ip_address,
        )
    return seen


def alerts_dismiss_watch_rollups(*, alerts: list[Alert], user: User, ip_address: str | None = None) -> int:
    """Dismiss many watch-level safety roll-ups at once (one confirmation in the console), all or none:
    each through alert_resolve (its log line and audit row), inside one transaction. Alerts that are
    no longer open are skipped; anything but a watch-level roll-up is refused."""
    refused = [alert.pk for alert in alerts if alert_need(alert) != NEED_WATCH_ROLLUP]
    if refused:
        raise ApiError(
            "Only watch-level safety roll-ups can be dismissed together.",
            details=[{"field": "alert_ids", "message": f"not a watch-level roll-up: {refused}"}],
        )
    dismissed = 0
    with transaction.atomic():
        for alert in alerts:
            if Alert.objects.filter(pk=alert.pk, status=Alert.Status.OPEN).exists():
                alert_resolve(alert=alert, action="dismiss", user=user, ip_address=ip_address)
                dismissed += 1
    return dismissed
