"""Reading the event log for an ingest: what is past the watermark, the look-back window, candidates.

Only coaching kinds reach the wiki (behavioural kinds feed memory). Every query is bounded by a
`ceiling` (the highest Event.id when the run started) so a replay sees exactly the same events.
"""

import datetime as dt
import re
from collections.abc import Iterable
from zoneinfo import ZoneInfo

from django.db.models import Max, Q

from coda_console.event_kinds import COACHING_KINDS, inline_trigger_kinds, is_inline_trigger
from coda_console.models import Client, Event
from wiki.distillers.base import EventRecord
from wiki.distillers.rules.notes import related_core_page
from wiki.distillers.rules.topics import PREFIX as KEEPS_ASKING_PREFIX
from wiki.models import IngestRun, IngestState
from wiki.tree.content import slugify
from wiki.tree.pagemap import EVENT_PAGE_MAP, EXERCISES_ANY, WEEKLY_CURRENT
from wiki.tree.paths import tree_path_error, weekly_path
from wiki.understanding import asks_a_question, framing, is_user_turn, pages_for_turn

_FIELDS = ("id", "event_id", "kind", "occurred_at", "payload", "session_id")


def local_midnight(date: dt.date, tz: ZoneInfo) -> dt.datetime:
    """The aware instant a local day starts (DST-safe: zoneinfo resolves the offset of that date)."""
    return dt.datetime.combine(date, dt.time(0), tzinfo=tz).astimezone(dt.UTC)


def records(rows: Iterable[tuple], tz: ZoneInfo) -> list[EventRecord]:
    return [
        EventRecord(
            seq=seq,
            event_id=event_id,
            kind=kind,
            occurred_at=occurred_at,
            local_date=occurred_at.astimezone(tz).date(),
            payload=payload,
            session_id=session_id or "",
        )
        for seq, event_id, kind, occurred_at, payload, session_id in rows
    ]


def seq_ceiling(client: Client) -> int:
    return Event.objects.filter(client=client).aggregate(top=Max("id"))["top"] or 0


def _coaching(client: Client):
    return Event.objects.filter(client=client, kind__in=list(COACHING_KINDS))


def _not_folded(state: IngestState):
    """Events past the watermark that no earlier nightly run folded (see IngestState)."""
    folded = Q(id__lte=state.folded_max_seq)
    if state.folded_cutoff is not None:
        folded &= Q(occurred_at__lt=state.folded_cutoff)
    else:
        folded = Q(pk__in=[])
    return Q(id__gt=state.watermark_seq) & ~folded


def nightly_events(
    client: Client, state: IngestState, local_date: dt.date, ceiling: int
) -> tuple[list, int | None]:
    """(events to fold for `local_date`, lowest id held back for a later day or None)."""
    cutoff = local_midnight(local_date + dt.timedelta(days=1), client.tz)
    pending = _coaching(client).filter(_not_folded(state), id__lte=ceiling)
    rows = pending.filter(occurred_at__lt=cutoff).order_by("occurred_at", "id").values_list(*_FIELDS)
    held_back = pending.filter(occurred_at__gte=cutoff).order_by("id").values_list("id", flat=True).first()
    return records(rows, client.tz), held_back


def events_by_ids(client: Client, ids: list[int]) -> list[EventRecord]:
    rows = Event.objects.filter(client=client, id__in=ids).order_by("occurred_at", "id").values_list(*_FIELDS)
    return records(rows, client.tz)


def recent_events(
    client: Client,
    local_date: dt.date,
    ceiling: int,
    days: int,
    exclude: Iterable[int] = (),
    until: dt.datetime | None = None,
) -> tuple[EventRecord, ...]:
    """The bounded look-back window: coaching events of the `days` local days before `local_date`
    (up to `until` instead of the day's start, for an inline run: the same day's earlier events)."""
    if days <= 0:
        return ()
    start = local_midnight(local_date - dt.timedelta(days=days), client.tz)
    end = until or local_midnight(local_date, client.tz)
    rows = (
        _coaching(client)
        .filter(occurred_at__gte=start, occurred_at__lt=end, id__lte=ceiling)
        .exclude(id__in=list(exclude))
        .order_by("occurred_at", "id")
        .values_list(*_FIELDS)
    )
    return tuple(records(rows, client.tz))


def pending_triggers(client: Client, state: IngestState) -> list[EventRecord]:
    """Trigger events not yet folded by a nightly run and without an inline run of their own."""
    rows = (
        _coaching(client)
        .filter(
            _not_folded(state),
            kind__in=inline_trigger_kinds(),
        )
        .order_by("id")
        .values_list(*_FIELDS)
    )
    triggers = [event for event in records(rows, client.tz) if is_inline_trigger(event.kind, event.payload)]
    done = set(
        IngestRun.objects.filter(
            client=client, kind=IngestRun.Kind.INLINE, slot__in=[str(event.seq) for event in triggers]
        ).values_list("slot", flat=True)
    )
    return [event for event in triggers if str(event.seq) not in done]


# --- Candidate pages (docs/wiki.md, "Nightly"; wiki/tree/pagemap.py) ----------------------------------------


TOPIC_SUFFIX_RE = re.compile(r"-(progression|notes|log|technique|history)$")


def exercise_pages(events: Iterable[EventRecord], existing: frozenset[str]) -> list[str]:
    """Existing wiki/exercises/ pages about an exercise of the day's sessions. A page's stem, without a
    topic suffix (-progression, -notes, -log, -technique, -history), matches an exercise's kebab-case
    name when either extends the other: "Pull-up (band)" → exercises/pull-up-progression.md."""
    slugs = {
        slugify(str(item.get("exercise", "")))
        for event in events
        if event.kind == "session.completed"
        for item in (event.payload.get("sets") or [])
        if isinstance(item, dict)
    } - {""}
    pages = []
    for path in sorted(existing):
        if not path.startswith("wiki/exercises/"):
            continue
        stem = TOPIC_SUFFIX_RE.sub("", path.removeprefix("wiki/exercises/").removesuffix(".md"))
        if stem and any(
            stem == slug or stem.startswith(slug + "-") or slug.startswith(stem + "-") for slug in slugs
        ):
            pages.append(path)
    return pages


def question_page(event: EventRecord) -> str | None:
    """A `question.answered` event names its page in payload["page"] (set by the question queue)."""
    page = event.payload.get("page")
    if isinstance(page, str) and page.startswith("wiki/") and tree_path_error(page) is None:
        return page
    return None


def candidate_pages(
    events: Iterable[EventRecord],
    existing: frozenset[str],
    local_date: dt.date,
    *,
    note_links: tuple[tuple[int, tuple[str, ...]], ...] | None = None,
    client_name: str = "",
) -> list[str]:
    """The pages the day's events may touch, in a stable order, limited to pages that exist. A filed
    note brings the core page it is linked from: the recorded decision (wiki.ingest.note_links) when given.
    `client_name`: her display name, as the extractor reads it ("Harold's right hip …")."""
    events = list(events)
    decided = dict(note_links) if note_links is not None else None
    wanted: list[str] = []
    chats = [e for e in events if e.kind == "chat.turn"]
    # a reply is read in the frame of the bot's question ("Where do you train?" — "the park")
    asked = framing.threads(
        (e.seq, is_user_turn(e.payload), str(e.payload.get("text", "")), e.occurred_at)
        for e in sorted(chats, key=lambda e: (e.occurred_at, e.seq))
    )
    for event in events:
        targets = list(EVENT_PAGE_MAP.get(event.kind, ()))
        if event.kind == "chat.turn":
            # what the client said may touch more pages — safety first (docs/understanding.md)
            reply = asked.get(event.seq, ("", ""))
            targets = [*pages_for_turn(event.payload, event.local_date, *reply, name=client_name), *targets]
            if asks_a_question(event.payload, event.local_date):
                # a question may be one they keep asking: its topic page is handed in to be updated
                targets += sorted(p for p in existing if p.startswith(KEEPS_ASKING_PREFIX))
        elif event.kind == "question.answered":
            targets = [page for page in [question_page(event)] if page]
        elif event.kind == "note.filed":
            # The topic page, and the core page it belongs next to (which gets the link to it).
            title, body = str(event.payload.get("title", "")), str(event.payload.get("body", ""))
            if decided is not None and event.seq in decided:
                core = next((path for path in decided[event.seq] if path in existing), "")
            else:
                core = related_core_page(title, body) or ""
            targets = [f"wiki/{slugify(title)}.md", core]
        for target in targets:
            if target == WEEKLY_CURRENT:
                wanted.append(weekly_path(local_date))
            elif target == EXERCISES_ANY:
                wanted.extend(exercise_pages(events, existing))
            else:
                wanted.append(target)
    seen: list[str] = []
    for path in wanted:
        if path in existing and path not in seen:
            seen.append(path)
    return seen
