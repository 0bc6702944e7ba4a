"""Live ingest: nightly and inline runs, serialised per client, committed whole or not at all.

One run = one transaction holding the client's lock: read the events past the watermark, run the pure
pipeline (wiki/ingest/pipeline.py), then either commit (new versions, index.md, log.md, watermark, outbox
event, alerts) or dead-letter (proposal + violations, a pipeline_failure alert, the wiki and the
watermark untouched). Storage blobs are written inside the transaction but before the commit, so a
committed pointer always has its bytes.
"""

import dataclasses
import datetime as dt
import logging
from collections.abc import Callable

from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from coda_console.models import Client
from coda_console.outbox import outbox_emit
from coda_console.services import audit_record
from wiki.distillers import get_distiller
from wiki.distillers.base import Distiller, DistillInput, distiller_version
from wiki.inbox import outbox as alert_outbox
from wiki.inbox.questions import queue_proposed_questions
from wiki.ingest import eventlog, note_links
from wiki.ingest.outcomes import create_alerts, record_dead_letter
from wiki.ingest.pipeline import (
    Committed,
    DeadLettered,
    PipelineInput,
    PipelineResult,
    build_task,
    not_held,
    plan_tree_init,
    raw_writes,
    run_pipeline,
)
from wiki.ingest.quarantine import held_seqs, record_quarantine
from wiki.models import Alert, DeadLetter, IngestRun, IngestState
from wiki.tree.commit import commit_plan
from wiki.tree.locks import lock_client
from wiki.tree.trees import DbTree

logger = logging.getLogger(__name__)
FINISHED = (IngestRun.Status.DONE, IngestRun.Status.QUIET)


class IngestRefused(Exception):
    """A run that must not happen (e.g. a nightly run for a day already folded past)."""


def tree_ensure(client: Client, *, local_date: dt.date, tree: DbTree | None = None) -> bool:
    """Initialise whatever of the tree is missing. Caller holds the client lock. True if it wrote."""
    tree = tree or DbTree(client)
    plan = plan_tree_init(tree, client_name=client.display_name, local_date=local_date)
    if plan is None:
        return False
    commit_plan(client, plan, params={"client_name": client.display_name})
    tree.forget()
    return True


def _run_row(client: Client, kind: str, local_date: dt.date, slot: str = "") -> IngestRun:
    run, _ = IngestRun.objects.get_or_create(client=client, kind=kind, local_date=local_date, slot=slot)
    return run


def with_note_links(inputs: PipelineInput) -> PipelineInput:
    """Decide the filed notes' links now (wiki.ingest.note_links); the changeset records the decision."""
    if inputs.note_links is not None:
        return inputs
    return dataclasses.replace(inputs, note_links=note_links.decide(inputs.events))


def _params(client: Client, run: IngestRun, inputs: PipelineInput, distiller: Distiller) -> dict:
    """Everything wiki_rebuild needs to replay this run exactly."""
    return {
        "mode": inputs.mode,
        "local_date": inputs.local_date.isoformat(),
        "client_name": inputs.client_name,
        "timezone": inputs.timezone,
        "event_ids": [event.seq for event in inputs.events],
        "held": list(inputs.held),
        "seq_ceiling": run.seq_ceiling,
        "recent_days": settings.WIKI_RECENT_DAYS,
        "distiller": distiller.name,
        "run": run.pk,
        "note_links": note_links.to_params(inputs.note_links or ()),
    }


def _advance_watermark(
    state: IngestState,
    result_events,
    held_back: int | None,
    ceiling: int,
    local_date: dt.date,
    cutoff: dt.datetime,
) -> None:
    new_mark = ceiling if held_back is None else held_back - 1
    state.watermark_seq = max(state.watermark_seq, new_mark)
    state.folded_max_seq = max([state.folded_max_seq, *(event.seq for event in result_events)])
    state.folded_cutoff = max(state.folded_cutoff, cutoff) if state.folded_cutoff else cutoff
    state.folded_through = max(state.folded_through, local_date) if state.folded_through else local_date
    state.save(
        update_fields=["watermark_seq", "folded_max_seq", "folded_cutoff", "folded_through", "updated_at"]
    )


def _finish(
    run: IngestRun, status: str, result: PipelineResult | None, distiller: Distiller, **fields
) -> IngestRun:
    run.status = status
    run.distiller = distiller.name
    run.finished_at = timezone.now()
    if result is not None:
        run.attempts = result.attempts.count if result.attempts else 0
        run.pages_read = result.pages_read
    for name, value in fields.items():
        setattr(run, name, value)
    run.save()
    return run


def _commit_result(
    client: Client, run: IngestRun, inputs: PipelineInput, result: Committed, distiller: Distiller
) -> IngestRun:
    """Pass → one transaction (the caller's): versions, index, log, outbox event, alerts, and the
    events the run quarantined."""
    plan = result.plan
    proposal = result.proposal
    changeset = commit_plan(
        client,
        plan,
        distiller=distiller.name if proposal else "",
        distiller_version=distiller_version(distiller) if proposal else None,
        deterministic=bool(getattr(distiller, "deterministic", False)) or proposal is None,
        params=_params(client, run, inputs, distiller),
        run=run,
    )
    if proposal is None:  # quiet day
        return _finish(run, IngestRun.Status.QUIET, result, distiller, pages_touched=[])
    author = f"distiller:{distiller.name}"
    create_alerts(client, run, proposal, author)
    queue_proposed_questions(client=client, questions=proposal.questions)
    record_quarantine(client, run, result.quarantined, distiller)
    versions = {version.page.path: version.number for version in changeset.written}
    outbox_emit(
        tenant=client.tenant,
        client=client,
        kind="wiki.distilled",
        payload={
            "tenant": client.tenant.slug,
            "client": client.external_id,
            "run": run.pk,
            "mode": inputs.mode,
            "local_date": inputs.local_date.isoformat(),
            "events": len(inputs.events),
            "pages": plan.pages_touched,
            "versions": versions,
            "contradictions": len(proposal.contradictions),
            "quarantined": [item.event.event_id for item in result.quarantined],
            "distiller": distiller.name,
        },
    )
    return _finish(
        run,
        IngestRun.Status.DONE,
        result,
        distiller,
        pages_touched=plan.pages_touched,
        contradictions=len(proposal.contradictions),
    )


def _execute(
    client: Client, run: IngestRun, inputs: PipelineInput, distiller: Distiller, tree: DbTree
) -> IngestRun:
    bind = getattr(distiller, "bind", None)
    if callable(bind):  # a distiller that bills its calls to the client and run (anthropic)
        bind(client=client, run=run)
    inputs = with_note_links(inputs)
    result = run_pipeline(tree, inputs, distiller, client_ref=client.external_id)
    if isinstance(result, DeadLettered):
        record_dead_letter(client, run, result, distiller)
        return _finish(
            run,
            IngestRun.Status.DEAD_LETTER,
            result,
            distiller,
            error="; ".join(
                result.attempts.violations[-1] if result.attempts.violations else [result.attempts.error]
            )[:5000],
        )
    return _commit_result(client, run, inputs, result, distiller)


def ingest_nightly(
    *, client: Client, local_date: dt.date, distiller: Distiller | None = None, run: IngestRun | None = None
) -> IngestRun:
    """Fold every event past the watermark up to the end of `local_date` (client-local). Idempotent:
    a run already done (or quiet) for that date is returned unchanged."""
    distiller = distiller or get_distiller()
    run = run or _run_row(client, IngestRun.Kind.NIGHTLY, local_date)
    if run.status in FINISHED:
        return run
    with transaction.atomic():
        state = lock_client(client)
        run = IngestRun.objects.select_for_update().get(pk=run.pk)
        if run.status in FINISHED:
            return run
        if state.folded_through and local_date < state.folded_through:
            raise IngestRefused(
                f"{client.external_id}: {local_date} is before {state.folded_through}, already folded; "
                "its late events are folded into the next night as late arrivals"
            )
        tree = DbTree(client)
        tree_ensure(client, local_date=local_date, tree=tree)
        ceiling = eventlog.seq_ceiling(client)
        events, held_back = eventlog.nightly_events(client, state, local_date, ceiling)
        recent = eventlog.recent_events(
            client, local_date, ceiling, settings.WIKI_RECENT_DAYS, exclude=[event.seq for event in events]
        )
        run.started_at = timezone.now()
        run.seq_ceiling = ceiling
        run.event_ids = [event.seq for event in events]
        run.events_count = len(events)
        held = held_seqs(client, [event.seq for event in events])  # quarantined by an inline run
        inputs = PipelineInput(
            client.display_name, client.timezone, local_date, "nightly", tuple(events), recent, held
        )
        run = _execute(client, run, inputs, distiller, tree)
        if run.status in FINISHED:
            cutoff = eventlog.local_midnight(local_date + dt.timedelta(days=1), client.tz)
            _advance_watermark(state, events, held_back, ceiling, local_date, cutoff)
        return run


def prepare_nightly_task(
    *, client: Client, local_date: dt.date, extra: Callable[[DistillInput], list[str]] | None = None
) -> DistillInput | None:
    """The DistillInput a nightly run for `local_date` would hand its distiller right now — read-only,
    no lock. For batch distillers (submit now, collect later): submit this task; when the result
    arrives, run `ingest_nightly` with a distiller whose first attempt answers with the collected
    proposal *if the task it is handed equals the submitted one* and otherwise (the tree moved on in
    between: a coach edit, an inline run) distils directly, as it does on retries. Either way the
    answer passes the validator against the tree as it is then. None: the tree is not initialised yet
    or nothing is past the watermark (a quiet day needs no distiller). `extra`: the distiller's pages
    beyond the map — the same step its run takes, so the two tasks compare equal.
    """
    state = IngestState.objects.filter(client=client).first()
    tree = DbTree(client)
    if state is None or "SCHEMA.md" not in tree.paths():
        return None
    ceiling = eventlog.seq_ceiling(client)
    events, _ = eventlog.nightly_events(client, state, local_date, ceiling)
    if not events:
        return None
    recent = eventlog.recent_events(
        client, local_date, ceiling, settings.WIKI_RECENT_DAYS, exclude=[event.seq for event in events]
    )
    held = held_seqs(client, [event.seq for event in events])
    inputs = PipelineInput(
        client.display_name, client.timezone, local_date, "nightly", tuple(events), recent, held
    )
    inputs = with_note_links(inputs)
    task = build_task(tree, not_held(inputs), raw_writes(inputs), client.external_id)
    added = tuple(extra(task)) if extra is not None else ()  # the distiller's pages beyond the map
    return (
        build_task(tree, not_held(inputs), raw_writes(inputs), client.external_id, added) if added else task
    )


def inline_window_end(events) -> dt.datetime | None:
    """An inline run looks back to its trigger: the same day's earlier events count (recurrences)."""
    return max((event.occurred_at for event in events), default=None)


def ingest_inline_run(*, client: Client, run: IngestRun, distiller: Distiller | None = None) -> IngestRun:
    """One inline mini-ingest for the trigger event(s) recorded on `run` (1–2 pages, same validator)."""
    distiller = distiller or get_distiller()
    with transaction.atomic():
        lock_client(client)
        run = IngestRun.objects.select_for_update().get(pk=run.pk)
        if run.status in FINISHED:
            return run
        tree = DbTree(client)
        tree_ensure(client, local_date=run.local_date, tree=tree)
        events = eventlog.events_by_ids(client, list(run.event_ids))
        run.started_at = timezone.now()
        run.seq_ceiling = run.seq_ceiling or eventlog.seq_ceiling(client)
        run.events_count = len(events)
        recent = eventlog.recent_events(
            client,
            run.local_date,
            run.seq_ceiling,
            settings.WIKI_RECENT_DAYS,
            exclude=list(run.event_ids),
            until=inline_window_end(events),
        )
        inputs = PipelineInput(
            client.display_name, client.timezone, run.local_date, "inline", tuple(events), recent
        )
        return _execute(client, run, inputs, distiller, tree)


def ingest_inline(
    *, client: Client, distiller: Distiller | None = None, through: dt.date | None = None
) -> list[IngestRun]:
    """Run an inline mini-ingest per trigger event not yet handled (one run row per trigger event),
    plus any inline run left pending by an interrupted worker. `through` limits the triggers to local
    dates up to that day (the demo replays history day by day)."""
    with transaction.atomic():
        state = lock_client(client)
        ceiling = eventlog.seq_ceiling(client)
        for event in eventlog.pending_triggers(client, state):
            if through is not None and event.local_date > through:
                continue
            IngestRun.objects.get_or_create(
                client=client,
                kind=IngestRun.Kind.INLINE,
                local_date=event.local_date,
                slot=str(event.seq),
                defaults={"event_ids": [event.seq], "seq_ceiling": ceiling},
            )
    pending = IngestRun.objects.filter(
        client=client, kind=IngestRun.Kind.INLINE, status=IngestRun.Status.PENDING
    ).order_by("id")
    return [ingest_inline_run(client=client, run=run, distiller=distiller) for run in pending]


def run_pending_nightly(*, client: Client, distiller: Distiller | None = None) -> list[IngestRun]:
    """Execute the client's pending nightly runs oldest first (the dispatcher creates them)."""
    done = []
    pending = IngestRun.objects.filter(
        client=client, kind=IngestRun.Kind.NIGHTLY, status=IngestRun.Status.PENDING
    ).order_by("local_date")
    for run in pending:
        try:
            done.append(
                ingest_nightly(client=client, local_date=run.local_date, distiller=distiller, run=run)
            )
        except IngestRefused as refusal:
            IngestRun.objects.filter(pk=run.pk).update(
                status=IngestRun.Status.QUIET, error=str(refusal)[:5000], finished_at=timezone.now()
            )
    return done


def dead_letter_rerun(
    *,
    dead_letter: DeadLetter,
    distiller: Distiller | None = None,
    user: User | None = None,
    ip_address: str | None = None,
) -> IngestRun:
    """Re-run a dead-lettered run (e.g. after a distiller fix). The letter closes if the run passes;
    a run that fails again leaves a new dead letter (and alert) behind and discards this one."""
    run = dead_letter.run
    if run.status != IngestRun.Status.DEAD_LETTER:
        raise IngestRefused(f"run {run.pk} is {run.status}, not dead-lettered")
    IngestRun.objects.filter(pk=run.pk).update(status=IngestRun.Status.PENDING)
    run.refresh_from_db()
    client = run.client
    if run.kind == IngestRun.Kind.NIGHTLY:
        run = ingest_nightly(client=client, local_date=run.local_date, distiller=distiller, run=run)
    else:
        run = ingest_inline_run(client=client, run=run, distiller=distiller)
    now = timezone.now()
    passed = run.status in FINISHED
    with transaction.atomic():
        DeadLetter.objects.filter(pk=dead_letter.pk).update(
            status=DeadLetter.Status.RERUN_OK if passed else DeadLetter.Status.DISCARDED, resolved_at=now
        )
        open_alerts = Alert.objects.filter(dead_letter=dead_letter, status=Alert.Status.OPEN)
        resolving = list(open_alerts.values_list("pk", flat=True))
        Alert.objects.filter(pk__in=resolving).update(
            status=Alert.Status.RESOLVED,
            resolved_at=now,
            resolution="rerun_ok" if passed else "rerun_failed",
            resolved_by=user if user is not None and user.is_authenticated else None,
        )
        for alert in Alert.objects.filter(pk__in=resolving):
            alert_outbox.alert_resolved(alert)
        audit_record(
            action="wiki.dead_letter_rerun",
            tenant=client.tenant,
            target=f"{client.external_id}:run:{run.pk}",
            detail={"dead_letter": dead_letter.pk, "status": run.status},
            actor_user=user,
            ip_address=ip_address,
        )
    return run
