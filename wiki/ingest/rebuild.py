"""wiki_rebuild: replay a client's whole history into a scratch tree and compare it with the live one.

History is the client's changesets in id order. Each is replayed the way it happened:
- init → the tree skeleton for the recorded name and date;
- nightly / inline → the recorded events (and look-back window) through the digest and the recorded
  deterministic distiller (the rules distiller in production) — validator and retries included;
- coach_edit → the text the coach submitted, wrapped again; resolve → the recorded one-tap action.
Days distilled by a non-deterministic distiller (an LLM) cannot be reproduced: the rules distiller's
output is compared with them and the differing pages listed, then the live versions are adopted so
the rest of the history stays comparable. Days written by another version of a deterministic distiller
(docs/wiki.md, "Distiller versions") are adopted the same way: only the current version's days are
replayed. Every file, raw digests included, is compared at the end.
"""

import datetime as dt
import hashlib
from dataclasses import dataclass, field

from django.db.models import Prefetch

from coda_console.models import Client
from wiki.distillers import UnknownDistiller, get_distiller
from wiki.distillers.base import Distiller, distiller_label, distiller_version
from wiki.inbox.resolution import Resolution, plan_resolution
from wiki.ingest import eventlog, note_links
from wiki.ingest.pipeline import Committed, DeadLettered, PipelineInput, plan_tree_init, run_pipeline
from wiki.lint.runs import plan_lint
from wiki.models import Changeset, PageVersion, WikiPage
from wiki.tree.coach import plan_coach_edit
from wiki.tree.storage import get_store
from wiki.tree.trees import MemoryTree, Plan


@dataclass
class LlmDay:
    changeset: int
    local_date: dt.date
    distiller: str
    differing: list[str]


@dataclass
class OtherVersionDay:
    """A day written by another version of a deterministic distiller: adopted as recorded."""

    changeset: int
    local_date: dt.date
    written_by: str  # e.g. rules@1
    current: str  # e.g. rules@2


@dataclass
class RebuildReport:
    files: int = 0
    identical: list[str] = field(default_factory=list)
    differing: list[str] = field(default_factory=list)
    only_live: list[str] = field(default_factory=list)
    only_scratch: list[str] = field(default_factory=list)
    llm_days: list[LlmDay] = field(default_factory=list)
    other_version_days: list[OtherVersionDay] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # replays that failed outright
    first_divergence: str = ""

    @property
    def ok(self) -> bool:
        return not (self.differing or self.only_live or self.only_scratch or self.problems)


def _recorded_writes(changeset: Changeset) -> dict[str, str]:
    writes = {}
    for version in changeset.versions.all():
        data = get_store(version.storage_backend).get(version.storage_key, version.storage_version_id)
        writes[version.page.path] = data.decode()
    return writes


def _adopt(changeset: Changeset, writes: dict[str, str]) -> Plan:
    """A plan that writes exactly what the live changeset wrote (summaries as the live tree has them)."""
    summaries = {version.page.path: version.summary for version in changeset.versions.all()}
    return Plan(
        changeset.kind, changeset.local_date, changeset.updated_by, changeset.reason, writes, summaries
    )


def _pipeline_input(client: Client, changeset: Changeset) -> PipelineInput:
    params = changeset.params
    events = eventlog.events_by_ids(client, list(params.get("event_ids", [])))
    local_date = dt.date.fromisoformat(params["local_date"])
    until = max((event.occurred_at for event in events), default=None) if params["mode"] == "inline" else None
    recent = eventlog.recent_events(
        client,
        local_date,
        params.get("seq_ceiling", 0),
        params.get("recent_days", 0),
        exclude=[event.seq for event in events],
        until=until,
    )
    held = tuple(params.get("held", []))
    return PipelineInput(
        params["client_name"],
        params["timezone"],
        local_date,
        params["mode"],
        tuple(events),
        recent,
        held,
        note_links=note_links.from_params(params.get("note_links")),
    )


def _replay_ingest(client: Client, scratch: MemoryTree, changeset: Changeset, report: RebuildReport) -> Plan:
    inputs = _pipeline_input(client, changeset)
    name = changeset.params.get("distiller") or "rules"
    deterministic = changeset.deterministic
    try:
        distiller = get_distiller(name if deterministic else "rules")
    except UnknownDistiller as error:
        report.problems.append(f"changeset {changeset.pk}: {error}")
        return _adopt(changeset, _recorded_writes(changeset))
    if deterministic and _written_by_another_version(changeset, distiller):
        current = distiller_label(name, distiller_version(distiller))
        written_by = distiller_label(name, changeset.distiller_version)
        report.other_version_days.append(
            OtherVersionDay(changeset.pk, changeset.local_date, written_by, current)
        )
        return _adopt(changeset, _recorded_writes(changeset))
    result = run_pipeline(scratch, inputs, distiller, client_ref=client.external_id)
    if deterministic:
        if isinstance(result, DeadLettered):
            report.problems.append(
                f"changeset {changeset.pk} ({changeset.kind} {changeset.local_date}): "
                "the replay failed validation"
            )
            return _adopt(changeset, _recorded_writes(changeset))
        return result.plan
    recorded = _recorded_writes(changeset)
    replayed = result.plan.writes if isinstance(result, Committed) else {}
    differing = sorted(path for path in recorded if replayed.get(path) != recorded[path])
    report.llm_days.append(LlmDay(changeset.pk, changeset.local_date, name, differing))
    return _adopt(changeset, recorded)


def _written_by_another_version(changeset: Changeset, distiller: Distiller) -> bool:
    """A day with a proposal, written by a version of its distiller other than the current one."""
    recorded = changeset.distiller_version
    return bool(changeset.distiller) and recorded is not None and recorded != distiller_version(distiller)


def _plan_for(
    client: Client, scratch: MemoryTree, changeset: Changeset, report: RebuildReport
) -> Plan | None:
    params = changeset.params
    if changeset.kind == Changeset.Kind.INIT:
        return plan_tree_init(scratch, client_name=params["client_name"], local_date=changeset.local_date)
    if changeset.kind in (Changeset.Kind.NIGHTLY, Changeset.Kind.INLINE):
        return _replay_ingest(client, scratch, changeset, report)
    if changeset.kind == Changeset.Kind.COACH_EDIT:
        return plan_coach_edit(
            scratch,
            path=params["path"],
            submitted=params["submitted"],
            username=params["username"],
            local_date=changeset.local_date,
            client_name=params["client_name"],
            summary=params.get("summary", ""),
        )
    if changeset.kind == Changeset.Kind.RESOLVE:
        return plan_resolution(
            scratch,
            Resolution(**params["resolution"]),
            username=params["username"],
            local_date=changeset.local_date,
            client_name=params["client_name"],
        )
    if changeset.kind == Changeset.Kind.LINT:
        return plan_lint(
            scratch,
            today=changeset.local_date,
            client_name=params["client_name"],
            log_line=params["log_line"],
            retire=params["retire"],
        )
    return _adopt(changeset, _recorded_writes(changeset))  # system writes: replayed as recorded


def rebuild(client: Client) -> tuple[MemoryTree, RebuildReport]:
    """Replay the client's history into a scratch tree and compare every file with the live tree."""
    scratch = MemoryTree()
    report = RebuildReport()
    changesets = (
        Changeset.objects.filter(client=client)
        .order_by("id")
        .prefetch_related(Prefetch("versions", queryset=PageVersion.objects.select_related("page")))
    )
    for changeset in changesets:
        plan = _plan_for(client, scratch, changeset, report)
        if plan is None:
            continue
        if not report.first_divergence:
            live = {version.page.path: version.sha256 for version in changeset.versions.all()}
            replayed = {path: hashlib.sha256(text.encode()).hexdigest() for path, text in plan.writes.items()}
            if live != replayed:
                differing = sorted(
                    path for path in set(live) | set(replayed) if live.get(path) != replayed.get(path)
                )
                label = f"changeset {changeset.pk} ({changeset.kind} {changeset.local_date})"
                report.first_divergence = f"{label}: {', '.join(differing)}"
        scratch.apply(plan)
    live_pages = {page.path: page for page in WikiPage.objects.filter(client=client, current_number__gt=0)}
    for path in sorted(set(live_pages) | set(scratch.files)):
        report.files += 1
        if path not in scratch.files:
            report.only_live.append(path)
        elif path not in live_pages:
            report.only_scratch.append(path)
        elif scratch.files[path] == live_pages[path].current_content:
            report.identical.append(path)
        else:
            report.differing.append(path)
    return scratch, report
