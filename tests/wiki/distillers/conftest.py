"""DistillInput factories for the rules distiller tests: synthetic but realistic clients, no database.

`Events` builds EventRecords the way the pipeline does (aware UTC instant, client-local date, a
monotonic seq); `task()` wraps pages and events into a DistillInput; `core_pages()` is a fresh tree's
eight core pages (the pipeline's own skeletons); `Simulation` runs the distiller day by day, feeding
each proposal's pages back in as the next day's tree — the in-test loop the 180-day tests use.
"""

import datetime as dt
import os
import random
import tempfile
from dataclasses import dataclass, field
from zoneinfo import ZoneInfo

import pytest

from wiki.distillers.base import DistillInput, EventRecord, Proposal
from wiki.distillers.rules import RulesDistiller
from wiki.ingest.eventlog import candidate_pages
from wiki.tree import content
from wiki.tree.pagemap import CORE_PAGES
from wiki.tree.paths import weekly_path
from wiki.validator import validate_proposal

# Hypothesis (the coach-block property test) keeps its caches out of the repository.
os.environ.setdefault("HYPOTHESIS_STORAGE_DIRECTORY", os.path.join(tempfile.gettempdir(), "coda-hypothesis"))

KYIV = "Europe/Kyiv"
DAY = dt.date(2026, 8, 9)  # a Sunday, ISO week 2026-W32


class Events:
    """EventRecord factory with a running seq and readable event ids."""

    def __init__(self, timezone: str = KYIV, prefix: str = "ev") -> None:
        self.tz = ZoneInfo(timezone)
        self.seq = 0
        self.prefix = prefix

    def make(self, kind: str, day: dt.date, hhmm: str = "12:00", **payload) -> EventRecord:
        self.seq += 1
        hour, minute = map(int, hhmm.split(":"))
        local = dt.datetime.combine(day, dt.time(hour, minute), tzinfo=self.tz)
        return EventRecord(
            seq=self.seq,
            event_id=f"{self.prefix}-{self.seq:05d}",
            kind=kind,
            occurred_at=local.astimezone(dt.UTC),
            local_date=day,
            payload=payload,
            session_id="",
        )

    # Readable shorthands for the kinds the tests use most.
    def sleep(self, day, hours, **extra):
        return self.make("sleep.logged", day, "06:40", hours=hours, **extra)

    def recovery(self, day, score):
        return self.make("recovery.scored", day, "06:45", score=score)

    def session(self, day, name, sets, hhmm="18:30", **extra):
        return self.make("session.completed", day, hhmm, name=name, sets=sets, **extra)

    def skipped(self, day, name, reason=None, hhmm="18:00"):
        payload = {"name": name} | ({"reason": reason} if reason else {})
        return self.make("session.skipped", day, hhmm, **payload)

    def meal(self, day, hhmm, protein_g, description="meal", **extra):
        return self.make("meal.logged", day, hhmm, description=description, protein_g=protein_g, **extra)

    def chat(self, day, hhmm, role, text):
        return self.make("chat.turn", day, hhmm, role=role, text=text)


def sets(exercise: str, weight: float, reps: int, count: int = 3, rpe: float | None = 7.0) -> list[dict]:
    one = {"exercise": exercise, "reps": reps, "weight_kg": weight} | (
        {"rpe": rpe} if rpe is not None else {}
    )
    return [dict(one) for _ in range(count)]


def core_pages(client_name: str = "Marta") -> dict[str, str]:
    """A fresh tree's core pages, exactly as the pipeline creates them."""
    return {path: content.core_page(path, client_name) for path in CORE_PAGES}


def task(
    *,
    pages: dict[str, str] | None = None,
    events=(),
    recent=(),
    day: dt.date = DAY,
    mode: str = "nightly",
    violations=(),
    existing=None,
    client_name: str = "Marta",
    timezone: str = KYIV,
) -> DistillInput:
    pages = core_pages(client_name) if pages is None else pages
    tree = frozenset(existing if existing is not None else pages) | {"SCHEMA.md", "index.md", "log.md"}
    return DistillInput(
        client_ref="marta-7f3a",
        client_name=client_name,
        timezone=timezone,
        local_date=day,
        mode=mode,
        schema="# SCHEMA\n",
        index="# Index\n",
        pages=dict(pages),
        existing_paths=tree | frozenset(pages),
        raw_digest_path=f"raw/{day.isoformat()}-events.md",
        raw_digest="",
        events=tuple(events),
        recent_events=tuple(recent),
        violations=tuple(violations),
    )


def propose(**kwargs) -> Proposal:
    return RulesDistiller().propose(task(**kwargs))


def validate(
    distill_input: DistillInput, proposal: Proposal, tree: dict[str, str] | None = None
) -> list[str]:
    """The pipeline's own validator on a proposal (the tests' referee)."""
    tree = tree if tree is not None else distill_input.pages
    return [
        str(v)
        for v in validate_proposal(
            proposal,
            current={p: tree[p] for p in proposal.pages if p in tree},
            existing_paths=distill_input.existing_paths,
            local_date=distill_input.local_date,
            read_paths=frozenset(distill_input.pages),
            mode=distill_input.mode,
        )
    ]


def section_lines(text: str, title: str) -> list[str]:
    """The lines of one `## title` section (empty when missing)."""
    lines, inside = [], False
    for line in text.splitlines():
        if line.startswith("## "):
            inside = line[3:].strip() == title
            continue
        if inside and line.strip():
            lines.append(line)
    return lines


# --- persona days --------------------------------------------------------------------------------


def marta_day(ev: Events, day: dt.date, offset: int) -> list[EventRecord]:
    """A Marta-like day: baby-broken sleep, 3 sessions a week, home cooking, a weekly weigh-in."""
    rng = random.Random(f"marta:{day.isoformat()}")
    short = rng.random() < 0.3
    hours = round(rng.uniform(4.3, 5.4) if short else rng.uniform(6.0, 7.8), 1)
    out = [
        ev.sleep(day, hours, bedtime=rng.choice(["22:40", "23:15", "00:20"]), quality=rng.randint(2, 5)),
        ev.recovery(day, max(5, min(98, round(hours * 10 + rng.uniform(-10, 10))))),
        ev.make("brief.confirmed", day, rng.choice(["06:45", "06:50", "07:10"])),
        ev.meal(day, "08:10", rng.randint(22, 30), "oats and yoghurt", kcal=rng.randint(420, 520)),
        ev.meal(day, "13:20", rng.randint(18, 45), "buckwheat with chicken", kcal=rng.randint(450, 700)),
        ev.meal(day, "19:30", rng.randint(30, 48), "salmon and rice", kcal=rng.randint(550, 800)),
        ev.chat(day, "07:05", "bot", "Morning! Plan adjusted for your night."),
        ev.chat(
            day, "07:12", "user", rng.choice(["👍", "ok", "buttons please, no time to type", "sounds good"])
        ),
    ]
    if offset % 42 == 0:
        out.append(
            ev.make("program.changed", day, "09:00", summary=f"Block {offset // 42 + 1}: 3×/week", by="nata")
        )
    week = offset // 7
    if day.weekday() in (0, 2, 4):
        if hours < 4.6 and rng.random() < 0.5:
            out.append(ev.skipped(day, "strength session", "rough night with the baby"))
        else:
            bump = 1.0 if hours < 5.5 else 0.0
            lifts = sets("goblet squat", 20 + 1.25 * min(week, 10), 8, rpe=7 + bump)
            lifts += sets("dumbbell bench press", 14.0 if week >= 8 else 12.0, 5, rpe=8)
            lifts += sets("pull-up negative", 0.0, 3, rpe=8 + bump / 2)
            out.append(
                ev.session(
                    day, "lower body A" if day.weekday() == 0 else "upper body B", lifts, duration_min=50
                )
            )
    if day.weekday() == 6:
        out.append(
            ev.make("weight.logged", day, "08:00", kg=round(64.5 - offset * 0.01 + rng.uniform(-0.4, 0.4), 1))
        )
    if rng.random() < 0.1:
        area = rng.choice(["right knee", "lower back", "left wrist"])
        out.append(
            ev.make(
                "checkin.soreness",
                day,
                "20:00",
                area=area,
                severity=rng.choice([2, 3]),
                note="after training",
            )
        )
    if offset % 30 == 17:
        out.append(ev.make("travel.started", day, "07:30", location="Lviv"))
    if offset % 30 == 21:
        out.append(ev.make("travel.ended", day, "21:00", location="Kyiv"))
    if offset == 40:
        out.append(
            ev.make("injury.reported", day, "10:00", area="left wrist", description="pain in front rack")
        )
    if offset % 60 == 33:
        out.append(
            ev.make(
                "note.filed",
                day,
                "21:30",
                title="Travel protocol",
                body="35-min DB full body + 25-min incline walk.",
            )
        )
    return out


def denys_day(ev: Events, day: dt.date, offset: int) -> list[EventRecord]:
    """A Denys-like day: half-marathon base, 3 zone-2 runs + 1 tempo, a trip one week in five
    during which runs get skipped."""
    rng = random.Random(f"denys:{day.isoformat()}")
    travelling = (offset // 7) % 5 == 3
    hours = round(rng.uniform(4.5, 5.4) if travelling and rng.random() < 0.4 else rng.uniform(6.2, 7.9), 1)
    out = [
        ev.sleep(day, hours),
        ev.recovery(day, max(5, min(98, round(hours * 10 + rng.uniform(-8, 8))))),
        ev.meal(day, "08:00", rng.randint(25, 35)),
        ev.meal(day, "13:00", rng.randint(30, 50)),
        ev.meal(day, "20:00", rng.randint(35, 55)),
        ev.chat(day, "07:40", "user", rng.choice(["done", "ran it easy", "what pace for tempo?"])),
    ]
    if offset % 7 == 0 and travelling:
        out.append(
            ev.make("travel.started", day, "07:30", location=rng.choice(["Munich", "Vienna", "Warsaw"]))
        )
    if offset % 7 == 0 and (offset // 7) % 5 == 4:
        out.append(ev.make("travel.ended", day, "21:00", location="Berlin"))
    if offset % 49 == 0:
        summary = "Half-marathon base: 3 zone-2 runs + 1 tempo per week"
        out.append(ev.make("program.changed", day, "09:00", summary=summary, by="nata"))
    if day.weekday() in (1, 3, 5, 6):
        name = "tempo run" if day.weekday() == 5 else "zone-2 run"
        if travelling and rng.random() < 0.6:
            out.append(
                ev.skipped(
                    day, name, rng.choice(["hotel, no time", "early meeting", "jet lag"]), hhmm="07:00"
                )
            )
        else:
            out.append(ev.session(day, name, [], hhmm="07:00", duration_min=rng.randint(35, 70)))
    if rng.random() < 0.06:
        out.append(ev.make("checkin.soreness", day, "20:30", area="left calf", severity=rng.choice([2, 3])))
    return out


PLAYBOOK = """# Coaching playbook — Marta

*How to coach this specific person. Read before drafting anything in her voice channel.*

## Tone that works
- Warm, brisk, a little playful. Two short paragraphs max; she reads on the move.
- Celebrate process ("3rd week of 3/3 sessions") over outcomes; she distrusts hype.

## Motivators
- The first pull-up. Frame hard sets as "deposits" toward it (band-row PR reaction, 2026-07-22).

## Red buttons — do not press
- Never suggest "try to sleep more." The baby decides. Adjust load silently instead.

## Escalation notes
- Right knee: watch item since 2026-08-09, "just a niggle" per her; recurs → Nata.

<!-- coach 2026-08-03 -->
If she goes quiet for 3+ days it's almost always a rough baby patch, not lost
motivation. Send ONE light no-ask message ("thinking of you — zero pressure this
week"). Do not send adherence stats that week. — Nata
<!-- /coach -->
"""


@dataclass
class Simulation:
    """Day-by-day distillation with pages fed back: the tree evolves exactly as the pipeline's would
    (candidate pages from the pipeline's own event→page map, proposals checked by its validator)."""

    distiller: RulesDistiller = field(default_factory=RulesDistiller)
    tree: dict[str, str] = field(default_factory=core_pages)
    history: list[EventRecord] = field(default_factory=list)
    proposals: list[tuple[dt.date, Proposal]] = field(default_factory=list)
    violations: list[tuple[dt.date, list[str]]] = field(default_factory=list)

    def day(self, day: dt.date, events: list[EventRecord], *, check: bool = True) -> Proposal:
        existing = frozenset(self.tree) | {"SCHEMA.md", "index.md", "log.md"}
        wanted = candidate_pages(events, existing, day)
        week = weekly_path(day)
        if week in existing and week not in wanted:  # as the pipeline does: nightly runs get the week's page
            wanted.append(week)
        pages = {p: self.tree[p] for p in wanted}
        start = day - dt.timedelta(days=42)
        recent = tuple(e for e in self.history if start <= e.local_date < day)
        distill_input = task(pages=pages, events=events, recent=recent, day=day, existing=existing)
        proposal = self.distiller.propose(distill_input)
        if check:
            problems = validate(distill_input, proposal, self.tree)
            if problems:
                self.violations.append((day, problems))
        self.tree.update(proposal.pages)
        self.history.extend(events)
        self.proposals.append((day, proposal))
        return proposal


@pytest.fixture
def ev() -> Events:
    return Events()
