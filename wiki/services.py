"""Writes a person makes to a client's wiki: coach edits and alert resolutions. One transaction each,
under the client's lock, with their audit row. (Machine writes live in wiki/ingest.py.)"""

import datetime as dt

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from coda_console.errors import ApiError, Conflict
from coda_console.models import Client
from coda_console.services import audit_record
from wiki import outbox as alert_outbox
from wiki.coach import normalise_text, plan_coach_edit
from wiki.commit import commit_plan
from wiki.ingest import tree_ensure
from wiki.locks import lock_client
from wiki.markup import contradiction_pair
from wiki.models import Alert, DeadLetter, PageVersion, WikiPage
from wiki.paths import page_path_error
from wiki.resolution import Resolution, ResolutionError, plan_resolution
from wiki.tree import DbTree
from wiki.validator import validate_coach_edit


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


def _invalid(message: str, violations) -> ApiError:
    return ApiError(
        message,
        code="invalid_page",
        details=[{"field": violation.rule, "message": str(violation)} for violation in violations],
    )


def page_save_by_coach(
    *,
    client: Client,
    path: str,
    content: str,
    base_version: int,
    user: AbstractBaseUser,
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
        current = page.current_number if page else 0
        if base_version != current:
            raise StaleVersion(
                path=path,
                base_version=base_version,
                current_version=current,
                current_content=page.current_content if page else "",
            )
        submitted = normalise_text(content)
        if page is not None and submitted == page.current_content:
            return page.current_version  # nothing changed: no version, no log line
        tree = DbTree(client)
        username = user.get_username()
        plan = plan_coach_edit(
            tree,
            path=path,
            submitted=submitted,
            username=username,
            local_date=local_date,
            client_name=client.display_name,
            summary=summary,
        )
        violations = validate_coach_edit(
            path=path,
            old=page.current_content if page else None,
            new=plan.writes[path],
            existing_paths=tree.paths(),
            local_date=local_date,
            max_lines=settings.WIKI_PAGE_MAX_LINES,
        )
        if violations:
            raise _invalid(f"{path} was not saved: it breaks {len(violations)} rule(s).", violations)
        params = {
            "path": path,
            "submitted": submitted,
            "summary": summary,
            "username": username,
            "client_name": client.display_name,
        }
        changeset = commit_plan(client, plan, params=params)
        version = changeset.versions.get(page__path=path)
        _close_vanished_pairs(client, path, plan.writes[path], user)
        audit_record(
            action="wiki.coach_edit",
            tenant=client.tenant,
            target=f"{client.external_id}:{path}",
            detail={"version": version.number, "base_version": base_version},
            actor_user=user,
            ip_address=ip_address,
        )
        return version


def _close_vanished_pairs(client: Client, path: str, text: str, user: AbstractBaseUser) -> None:
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
    user: AbstractBaseUser,
    local_date: dt.date | None = None,
    ip_address: str | None = None,
) -> Alert:
    """Resolve an alert with one tap (keep_old | accept_new | edit; dismiss for safety/pipeline_failure).

    Page-changing resolutions write a new page version (updated_by coach:<username>) and, always, a
    log.md line `## [DATE] resolve | <page> — <what was decided>`.
    """
    client = alert.client
    with transaction.atomic():
        lock_client(client)
        alert = Alert.objects.select_for_update().get(pk=alert.pk)
        if alert.status != Alert.Status.OPEN:
            raise Conflict("This alert is already resolved.", code="alert_resolved")
        local_date = local_date or client_today(client)
        payload = alert.payload or {}
        resolution = Resolution(
            kind=alert.kind,
            action=action,
            page=alert.page,
            old_claim=str(payload.get("old_claim", "")),
            new_claim=str(payload.get("new_claim", "")),
            block=str(payload.get("block") or payload.get("block_date") or ""),
            text=text,
        )
        tree = DbTree(client)
        username = user.get_username()
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
        params = {
            "resolution": resolution.as_params(),
            "username": username,
            "client_name": client.display_name,
        }
        commit_plan(client, plan, params=params, alert=alert)
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
        audit_record(
            action="wiki.alert_resolve",
            tenant=client.tenant,
            target=f"{client.external_id}:alert:{alert.pk}",
            detail={"kind": alert.kind, "action": action, "page": alert.page},
            actor_user=user,
            ip_address=ip_address,
        )
        return alert
