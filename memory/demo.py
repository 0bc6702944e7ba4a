"""Demo data for behavioural memory: what a coaching bot's tool calls would leave in the event log.

`build_demo` is called by `manage.py demo` after the clients exist. For each client it replays up to
the last 90 days one day at a time — events through `events_ingest` (deterministic ids, so a second
run stores nothing new) and a consolidation "as of" the end of that day — so facts carry realistic
reinforcement, decay and pruning. Older behavioural history would have decayed and been pruned anyway.
"""

import datetime as dt
import random
from dataclasses import dataclass, field
from typing import TextIO

from django.utils import timezone

from coda_console.models import Client, Tenant
from coda_console.services import events_ingest
from memory import selectors, services

MAX_DAYS = 90


@dataclass(frozen=True)
class Habits:
    """How one client's bot sessions tend to go."""

    tools: dict[str, float]  # tool → chance a call fails
    entities: list[tuple[str, str, str]]  # (entity_type, entity_id, label)
    domains: dict[str, list[str]]  # domain → keywords
    active_share: float = 0.8
    errors: dict[str, list[str]] = field(default_factory=dict)


HABITS = {
    "marta-7f3a": Habits(
        tools={"log_meal": 0.02, "plan_session": 0.05, "sleep_summary": 0.05, "wearable_sync": 0.65},
        entities=[
            ("exercise", "back-squat", "Back squat"),
            ("exercise", "romanian-deadlift", "Romanian deadlift"),
            ("exercise", "bench-press", "Bench press"),
            ("meal_plan", "high-protein-week", "High-protein week"),
            ("program", "strength-block-3", "Strength block 3"),
        ],
        domains={
            "training": ["squat", "progression", "rpe"],
            "nutrition": ["protein", "meal prep"],
            "recovery": ["sleep", "soreness"],
        },
        errors={"wearable_sync": ["401 token expired", "timeout after 10 s"]},
    ),
    "denys-2b91": Habits(
        tools={"plan_session": 0.03, "pace_calculator": 0.02, "route_lookup": 0.1, "wearable_sync": 0.15},
        entities=[
            ("exercise", "tempo-run", "Tempo run"),
            ("exercise", "long-run", "Long run"),
            ("exercise", "hill-repeats", "Hill repeats"),
            ("program", "half-marathon-12w", "Half marathon, 12 weeks"),
        ],
        domains={"running": ["pace", "intervals", "taper"], "recovery": ["hrv", "sleep"]},
        active_share=0.7,
        errors={"route_lookup": ["no route found"], "wearable_sync": ["rate limited"]},
    ),
}
DEFAULT_HABITS = HABITS["marta-7f3a"]


def _day_events(client: Client, habits: Habits, day: dt.date, until: dt.datetime) -> list[dict]:
    rng = random.Random(f"{client.external_id}:{day.isoformat()}")
    if rng.random() > habits.active_share:
        return []
    events: list[dict] = []

    def add(kind: str, payload: dict, at: dt.datetime, session: str | None) -> None:
        if at > until:
            return
        raw = {
            "id": f"mem-{client.external_id}-{day:%Y%m%d}-{len(events):02d}",
            "kind": kind,
            "occurred_at": at.isoformat(),
            "payload": payload,
        }
        if session:
            raw["session_id"] = session
        events.append(raw)

    for number in range(rng.choice([1, 1, 2])):
        session = f"demo-{client.external_id}-{day:%Y%m%d}-{number}"
        start = dt.datetime.combine(
            day, dt.time(rng.choice([7, 8, 12, 18, 20]), rng.randrange(60)), client.tz
        )
        for minute, tool in enumerate(rng.choices(list(habits.tools), k=rng.randint(2, 6))):
            at = start + dt.timedelta(minutes=3 * minute)
            if rng.random() < habits.tools[tool]:
                error = rng.choice(habits.errors.get(tool, ["unexpected error"]))
                add("tool.failure", {"tool": tool, "error": error}, at, session)
            else:
                add("tool.success", {"tool": tool, "duration_ms": rng.randint(80, 900)}, at, session)
        weights = [len(habits.entities) - i for i in range(len(habits.entities))]  # some are favourites
        for entity_type, entity_id, label in set(rng.choices(habits.entities, weights, k=rng.randint(1, 3))):
            payload = {"entity_type": entity_type, "entity_id": entity_id, "label": label}
            add("entity.access", payload, start + dt.timedelta(minutes=20), session)
        for domain in rng.sample(list(habits.domains), k=min(len(habits.domains), rng.randint(0, 2))):
            keywords = rng.sample(habits.domains[domain], k=rng.randint(1, 2))
            add(
                "query.pattern",
                {"domain": domain, "keywords": keywords},
                start + dt.timedelta(minutes=1),
                session,
            )
    # A background wearable sync once a day, outside any session: deduplicated per calendar day.
    if "wearable_sync" in habits.tools:
        at = dt.datetime.combine(day, dt.time(5, 30), client.tz)
        failed = rng.random() < habits.tools["wearable_sync"]
        kind = "tool.failure" if failed else "tool.success"
        add(kind, {"tool": "wearable_sync"}, at, None)
    return events


def build_demo(*, tenant: Tenant, clients: dict[str, Client], days: int, stdout: TextIO) -> None:
    now = timezone.now()
    for external_id, client in sorted(clients.items()):
        habits = HABITS.get(external_id, DEFAULT_HABITS)
        stored = 0
        span = min(days, MAX_DAYS)
        today = now.astimezone(client.tz).date()
        for index in range(span):
            day = today - dt.timedelta(days=span - 1 - index)
            end_of_day = dt.datetime.combine(day, dt.time(23, 0), client.tz)
            received_at = min(end_of_day, now - dt.timedelta(minutes=10))
            raw = _day_events(client, habits, day, until=received_at)
            if not raw:
                continue
            result = events_ingest(client=client, raw_events=raw, received_at=received_at)
            stored += result.accepted
            if result.accepted:
                services.consolidate(client=client, trigger="demo", now=received_at + dt.timedelta(minutes=5))
        services.consolidate(client=client, trigger="demo")
        facts = selectors.facts_for_client(client)
        stdout.write(
            f"memory: {external_id} — {stored} new behavioural events over {span} days, {len(facts)} facts\n"
        )
