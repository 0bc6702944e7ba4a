"""`manage.py demo` extension: the demo clients arrive with their history distilled, day by day.

Each local day is replayed as it would have happened live: the day's inline mini-ingests (trigger
events), then the nightly run with the rules distiller. A few answers to coach questions are part of
the history (`question.answered` events, as the question queue records them): claims the clients made
early on — "I run reliably even on hotel weeks" — that later evidence contradicts, so the rules
distiller flags real ⚠ CONTRADICTION pairs. Along the way the coach writes one coach block on Marta's
coaching-playbook (through the same service the console uses) and resolves Marta's first
contradiction, leaving the rest open for the alert inbox. Idempotent: a second call resumes after the
last distilled day and changes nothing if there is nothing left.
"""

import datetime as dt

from django.contrib.auth.models import User
from django.utils import timezone

from coda_console.models import Client, Event, Tenant
from coda_console.services import events_ingest
from wiki.distillers import get_distiller
from wiki.inbox.questions import question_answer, question_next, queue_gap_questions
from wiki.ingest.runs import ingest_inline, ingest_nightly
from wiki.lint.checks import Finding
from wiki.lint.runs import lint_client
from wiki.models import Alert, Changeset, IngestRun, IngestState, LintReport, Question
from wiki.services import alert_resolve, client_today, page_save_by_coach

PLAYBOOK = "wiki/coaching-playbook.md"
SILENCE_PROTOCOL = (
    "If she goes quiet for 3+ days it's almost always a rough baby patch, not lost motivation. "
    'Send ONE light no-ask message ("thinking of you — zero pressure this week"). '
    "Do not send adherence stats that week. — Nata"
)
COACH_BLOCK_CLIENT = "marta-7f3a"
DEMO_GAPS = (
    Finding(
        "gap",
        "info",
        "wiki/goals.md",
        "no evidence for the goal “stretch after every session” in 30 days",
        key="goal:stretch-after-every-session",
        detail={"goal": "stretch after every session"},
    ),
    Finding(
        "gap",
        "warning",
        "wiki/constraints-injuries.md",
        "lower back came up 2× in 14 days but has no constraints-injuries entry",
        key="area:lower back",
        detail={"area": "lower back", "count": 2},
    ),
)
DEMO_NOTE = (
    "Physio check-in summary",
    "Physio saw the client this week: mobility fine, keep the current load, re-check in a month.",
)
RECOVERY = "wiki/recovery-patterns.md"
# (day offset from the first day of history, question id, question, answer, page) per client.
DEMO_ANSWERS: dict[str, list[tuple[int, str, str, str, str]]] = {
    "marta-7f3a": [
        (
            3,
            "baseline",
            "Where does your recovery score usually sit?",
            "My recovery baseline is about 80%",
            RECOVERY,
        ),
        (
            12,
            "short-nights",
            "Do short nights change how sessions feel?",
            "No — a short night does not make sessions feel harder",
            RECOVERY,
        ),
    ],
    "denys-2b91": [
        (
            10,
            "hotel-runs",
            "Do your runs survive work trips?",
            "Yes — I run reliably even on hotel weeks",
            RECOVERY,
        ),
    ],
}


def _first_event_date(client: Client) -> dt.date | None:
    first = (
        Event.objects.filter(client=client)
        .order_by("occurred_at")
        .values_list("occurred_at", flat=True)
        .first()
    )
    return first.astimezone(client.tz).date() if first else None


def _history_start(client: Client, days: int) -> dt.date:
    """The first day of the demo's history: stable across re-runs (the first nightly run, if any)."""
    first_run = (
        IngestRun.objects.filter(client=client, kind=IngestRun.Kind.NIGHTLY).order_by("local_date").first()
    )
    if first_run is not None:
        return first_run.local_date
    return client_today(client) - dt.timedelta(days=days)


def _post_answers(client: Client, start: dt.date, last: dt.date) -> None:
    """The client's answers to a few coach questions, as the question queue records them. Dated from
    the first day of history (`start` of the first build), so a later re-run posts the same events."""
    events = []
    for offset, question_id, question, answer, page in DEMO_ANSWERS.get(client.external_id, []):
        day = start + dt.timedelta(days=offset)
        if day > last:
            continue
        occurred = dt.datetime.combine(day, dt.time(20, 15), tzinfo=client.tz)
        events.append(
            {
                "id": f"demo-wiki-{client.external_id}-{question_id}",
                "kind": "question.answered",
                "occurred_at": occurred.isoformat(),
                "payload": {"question_id": question_id, "question": question, "answer": answer, "page": page},
            }
        )
    if events:
        events_ingest(client=client, raw_events=events)


def _coach(client: Client) -> User | None:
    return client.coaches.order_by("username").first()


def _write_coach_block(client: Client, day: dt.date) -> None:
    coach = _coach(client)
    if coach is None or Changeset.objects.filter(client=client, kind=Changeset.Kind.COACH_EDIT).exists():
        return
    page = client.wiki_pages.get(path=PLAYBOOK)
    text = page.current_content.rstrip("\n") + "\n\n" + SILENCE_PROTOCOL + "\n"
    page_save_by_coach(
        client=client,
        path=PLAYBOOK,
        content=text,
        base_version=page.current_number,
        user=coach,
        summary="silence protocol added",
        local_date=day,
    )


def _resolve_first_contradiction(client: Client, day: dt.date) -> None:
    coach = _coach(client)
    if (
        client.external_id != COACH_BLOCK_CLIENT
        or coach is None
        or Alert.objects.filter(client=client, kind=Alert.Kind.WIKI_CONTRADICTION)
        .exclude(status=Alert.Status.OPEN)
        .exists()
    ):
        return
    alert = (
        Alert.objects.filter(client=client, kind=Alert.Kind.WIKI_CONTRADICTION, status=Alert.Status.OPEN)
        .order_by("id")
        .first()
    )
    if alert is not None and alert.run and alert.run.local_date < day:
        alert_resolve(alert=alert, action="accept_new", user=coach, local_date=day)


def distill_history(client: Client, *, days: int, stdout, distiller_name: str = "rules") -> int:
    """Distil every day from the first event (at most `days` back) through yesterday; returns days run."""
    first = _first_event_date(client)
    if first is None:
        return 0
    yesterday = client_today(client) - dt.timedelta(days=1)
    state = IngestState.objects.filter(client=client).first()
    start = max(first, yesterday - dt.timedelta(days=days - 1))
    _post_answers(client, max(first, _history_start(client, days)), yesterday)
    if state and state.folded_through:
        start = max(start, state.folded_through + dt.timedelta(days=1))
    distiller = get_distiller(distiller_name)
    coach_block_day = start + dt.timedelta(days=(yesterday - start).days // 3)
    count = 0
    day = start
    while day <= yesterday:
        ingest_inline(client=client, distiller=distiller, through=day)
        run = ingest_nightly(client=client, local_date=day, distiller=distiller)
        if run.status == IngestRun.Status.DEAD_LETTER:
            stdout.write(f"  {client.external_id} {day}: dead-lettered ({run.error[:120]})\n")
        if client.external_id == COACH_BLOCK_CLIENT and day >= coach_block_day:
            _write_coach_block(client, day)
        _resolve_first_contradiction(client, day)
        count += 1
        day += dt.timedelta(days=1)
    _lint_last_sunday(client, yesterday)
    return count


def _lint_last_sunday(client: Client, yesterday: dt.date) -> None:
    """The weekly lint of the last Sunday, as the dispatcher runs it: its gaps queue the questions a bot
    asks next (at least one per demo client). Once: a second demo run finds its report."""
    sunday = yesterday - dt.timedelta(days=(yesterday.weekday() + 1) % 7)
    if not LintReport.objects.filter(client=client, local_date=sunday).exists():
        lint_client(client=client, local_date=sunday)


def _morning(client: Client) -> None:
    """What a coach finds on Today after the night (docs/console.md, "Today"): the weekly lint's gap
    questions queued, one of them asked and answered this morning when another stays queued (every demo
    client shows at least one question waiting for the bot's next natural moment), and a note filed by
    the bot. Idempotent: a second run adds nothing."""
    # Usually the lint of last Sunday (_lint_last_sunday) has run and queued its gap questions.
    report = LintReport.objects.filter(client=client).order_by("-id").first() or lint_client(client=client)
    if not Question.objects.filter(client=client).exists():
        # The demo's data leaves the lint no gap of its own: queue the two kinds it would raise.
        queue_gap_questions(client=client, report=report, findings=list(DEMO_GAPS))
    queued = Question.objects.filter(client=client, status=Question.Status.QUEUED).count()
    if queued >= 2 and not Question.objects.filter(client=client, status=Question.Status.ANSWERED).exists():
        question = question_next(client=client, moment="demo morning check-in")
        if question is not None:
            answer = question.options[0] if question.options else "Not sure — can we talk about it on Sunday?"
            question_answer(question=question, answer=str(answer))
    note_id = f"demo-note-{client.external_id}"
    if Event.objects.filter(client=client, event_id=note_id).exists():
        return
    events_ingest(
        client=client,
        raw_events=[
            {
                "id": note_id,
                "kind": "note.filed",
                "occurred_at": timezone.now().isoformat(),
                "payload": {"title": DEMO_NOTE[0], "body": DEMO_NOTE[1], "source": "demo"},
            }
        ],
    )


def build_demo(*, tenant: Tenant, clients: dict[str, Client], days: int, stdout) -> None:
    for client in clients.values():
        if client.tenant_id != tenant.pk:
            continue
        ran = distill_history(client, days=days, stdout=stdout)
        if _first_event_date(client) is not None:
            _morning(client)
        alerts = Alert.objects.filter(client=client, status=Alert.Status.OPEN).count()
        stdout.write(
            f"wiki: {client.external_id} — {ran} day(s) distilled, "
            f"{client.wiki_pages.filter(path__startswith='wiki/').count()} pages, {alerts} open alert(s)\n"
        )
