"""Deterministic demo data: two tenants, their coaches and clients, and months of realistic events.

Everything goes through the same services the API uses (events_ingest validates every event), and
every id is derived from the client and the day, so running the demo twice stores nothing new.
"""

import datetime as dt
import random
import zoneinfo
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from django.utils import timezone

from coda_console import services
from coda_console.models import Client, Tenant


@dataclass(frozen=True)
class DemoClient:
    tenant: str
    external_id: str
    display_name: str
    timezone: str
    coach: str
    persona: str  # "marta" | "denys" | "generic"


TENANTS = {"nata-coaching": "Nata Coaching", "other-gym": "Other Gym"}
COACHES = [
    # (username, tenant, is_admin)
    ("nata", "nata-coaching", False),
    ("oleh", "nata-coaching", False),
    ("admin-nata", "nata-coaching", True),
    ("rita", "other-gym", False),
]
CLIENTS = [
    DemoClient("nata-coaching", "marta-7f3a", "Marta", "Europe/Kyiv", "nata", "marta"),
    DemoClient("nata-coaching", "denys-2b91", "Denys", "Europe/Berlin", "nata", "denys"),
    DemoClient("nata-coaching", "ivan-0c11", "Ivan", "Europe/Kyiv", "oleh", "generic"),
    DemoClient("other-gym", "sam-9d00", "Sam", "America/New_York", "rita", "generic"),
]


def build_people(*, password: str | None) -> tuple[dict[str, Tenant], dict[str, Client]]:
    tenants = {slug: services.tenant_create(slug=slug, name=name) for slug, name in TENANTS.items()}
    for username, tenant_slug, is_admin in COACHES:
        services.coach_create(
            username=username, tenant=tenants[tenant_slug], is_admin=is_admin, password=password
        )
    clients = {}
    for spec in CLIENTS:
        client, _ = services.client_upsert(
            tenant=tenants[spec.tenant],
            external_id=spec.external_id,
            display_name=spec.display_name,
            timezone_name=spec.timezone,
            coach_usernames=[spec.coach],
        )
        clients[spec.external_id] = client
    return tenants, clients


def build_events(*, clients: dict[str, Client], days: int, today: dt.date | None = None) -> tuple[int, int]:
    accepted = duplicates = 0
    for spec in CLIENTS:
        client = clients[spec.external_id]
        end = today or timezone.now().astimezone(client.tz).date()
        events = list(_client_events(spec, end=end, days=days))
        for start in range(0, len(events), 1000):
            result = services.events_ingest(client=client, raw_events=events[start : start + 1000])
            accepted += result.accepted
            duplicates += result.duplicates
    return accepted, duplicates


# --- Event generation ----------------------------------------------------------------------------


def _client_events(spec: DemoClient, *, end: dt.date, days: int) -> Iterator[dict]:
    tz = zoneinfo.ZoneInfo(spec.timezone)
    now = timezone.now()
    first = end - dt.timedelta(days=days - 1)
    for offset in range(days):
        day = first + dt.timedelta(days=offset)
        rng = random.Random(f"{spec.external_id}:{day.isoformat()}")  # stable per client and day
        day_events = _PERSONAS[spec.persona](day, offset, rng)
        for index, (hhmm, kind, payload) in enumerate(day_events):
            hour, minute = map(int, hhmm.split(":"))
            occurred = dt.datetime.combine(day, dt.time(hour, minute), tzinfo=tz)
            if occurred > now:  # today's later events have not happened yet
                continue
            yield {
                "id": f"demo-{spec.external_id}-{day.isoformat()}-{index:02d}",
                "kind": kind,
                "occurred_at": occurred.isoformat(),
                "payload": payload,
                "session_id": f"{spec.external_id}-{day.isoformat()}",
            }


Row = tuple[str, str, dict[str, Any]]


def _sleep_and_recovery(rng: random.Random, *, short_night_odds: float) -> tuple[list[Row], float]:
    short = rng.random() < short_night_odds
    hours = round(rng.uniform(4.2, 5.4) if short else rng.uniform(6.0, 7.8), 1)
    bedtime = rng.choice(
        ["22:30", "23:00", "23:15", "23:45", "00:20", "00:45"] if short else ["22:15", "22:40", "23:00"]
    )
    quality = max(1, min(5, round(hours - 2 + rng.uniform(-0.8, 0.8))))
    score = max(5, min(98, round(hours * 10 + rng.uniform(-12, 12))))
    rows: list[Row] = [
        ("06:40", "sleep.logged", {"hours": hours, "bedtime": bedtime, "quality": quality}),
        ("06:45", "recovery.scored", {"score": score}),
    ]
    return rows, hours


def _meals(rng: random.Random, *, low_protein_odds: float) -> list[Row]:
    lunch_protein = rng.randint(18, 30) if rng.random() < low_protein_odds else rng.randint(32, 45)
    return [
        (
            "08:10",
            "meal.logged",
            {
                "description": "oats, yoghurt, berries",
                "protein_g": rng.randint(22, 30),
                "kcal": rng.randint(420, 520),
            },
        ),
        (
            "13:20",
            "meal.logged",
            {
                "description": rng.choice(["buckwheat with chicken", "soup and bread", "salad with eggs"]),
                "protein_g": lunch_protein,
                "kcal": rng.randint(450, 700),
            },
        ),
        (
            "19:30",
            "meal.logged",
            {
                "description": rng.choice(["salmon and rice", "beef stew", "syrniki", "turkey wrap"]),
                "protein_g": rng.randint(30, 48),
                "kcal": rng.randint(550, 800),
            },
        ),
    ]


MARTA_PROGRAMS = [
    "Block 1: full body A/B, 3×/week, band-assisted pull-up ladder",
    "Block 2: upper/lower split 3×/week, pull-up negatives added, wrist-neutral pressing",
    "Block 3: strength emphasis, 3×/week, first strict pull-up test planned",
]


def _marta_day(day: dt.date, offset: int, rng: random.Random) -> list[Row]:
    rows, hours = _sleep_and_recovery(rng, short_night_odds=0.3)
    rows.append(("06:50", "brief.confirmed", {"at": "06:50"}))
    rows += _meals(rng, low_protein_odds=0.4)
    if offset % 42 == 0:
        block = MARTA_PROGRAMS[(offset // 42) % len(MARTA_PROGRAMS)]
        rows.append(("09:00", "program.changed", {"summary": block, "by": "nata"}))
    if offset == 3:
        rows.append(
            ("10:00", "injury.reported", {"area": "left wrist", "description": "pain in front-rack position"})
        )
    if day.weekday() in (0, 2, 4):
        if hours < 4.6 and rng.random() < 0.5:
            rows.append(
                (
                    "18:00",
                    "session.skipped",
                    {"name": "strength session", "reason": "rough night with the baby"},
                )
            )
        else:
            rows.append(("18:30", "session.completed", _marta_session(day, offset, rng, tired=hours < 5.5)))
    if day.weekday() == 6:
        rows.append(
            ("08:00", "weight.logged", {"kg": round(64.5 - offset * 0.01 + rng.uniform(-0.4, 0.4), 1)})
        )
    if rng.random() < 0.12:
        area = rng.choice(["right knee", "lower back", "left wrist"])
        rows.append(
            (
                "20:00",
                "checkin.soreness",
                {"area": area, "severity": rng.choice([2, 2, 3]), "note": "after training"},
            )
        )
    rows += _chat(rng, MARTA_CHAT, short_night=hours < 5.5, trained=day.weekday() in (0, 2, 4))
    return rows + _said("marta", offset)


def _marta_session(day: dt.date, offset: int, rng: random.Random, *, tired: bool) -> dict:
    week = offset // 7
    lower = day.weekday() == 0
    rpe_bump = 1.0 if tired else 0.0
    squat = 40 + 2.5 * min(week, 10)
    rows_weight = 0 if week < 6 else 2.5
    sets: list[dict[str, Any]] = []
    if lower:
        sets += [{"exercise": "goblet squat", "reps": 8, "weight_kg": squat * 0.5, "rpe": 7 + rpe_bump}] * 3
        sets += [{"exercise": "romanian deadlift", "reps": 10, "weight_kg": 40.0, "rpe": 7 + rpe_bump}] * 3
    else:
        reps = min(11, 8 + week // 3)
        sets += [{"exercise": "band row", "reps": reps, "weight_kg": rows_weight, "rpe": 7 + rpe_bump}] * 3
        sets += [{"exercise": "pull-up negative", "reps": 3, "weight_kg": 0.0, "rpe": 8 + rpe_bump / 2}] * 3
        # The dumbbell bench stalls on purpose: same top set for weeks (a "stalled lift" to find).
        sets += [
            {
                "exercise": "dumbbell bench press",
                "reps": 5,
                "weight_kg": 14.0 if week >= 8 else 12.0,
                "rpe": 8,
            }
        ] * 3
    volume = round(sum(s["reps"] * s["weight_kg"] for s in sets), 1)
    name = "lower body A" if lower else "upper body B"
    return {"name": name, "sets": sets, "volume_kg": volume, "duration_min": rng.randint(45, 60)}


def _denys_day(day: dt.date, offset: int, rng: random.Random) -> list[Row]:
    travelling = (offset // 7) % 5 == 3  # one week in five on the road
    rows, _ = _sleep_and_recovery(rng, short_night_odds=0.35 if travelling else 0.1)
    rows += _meals(rng, low_protein_odds=0.2)
    week_start = offset % 7 == 0
    if week_start and travelling:
        rows.append(
            ("07:30", "travel.started", {"location": rng.choice(["Munich", "Vienna", "Warsaw", "Milan"])})
        )
    if week_start and (offset // 7) % 5 == 4:
        rows.append(("21:00", "travel.ended", {"location": "Berlin"}))
    if offset % 49 == 0:
        rows.append(
            (
                "09:00",
                "program.changed",
                {"summary": "Half-marathon base: 3 zone-2 runs + 1 tempo per week", "by": "nata"},
            )
        )
    if day.weekday() in (1, 3, 5, 6):
        name = "tempo run" if day.weekday() == 5 else "zone-2 run"
        if travelling and rng.random() < 0.6:
            rows.append(
                (
                    "07:00",
                    "session.skipped",
                    {"name": name, "reason": rng.choice(["hotel, no time", "early meeting", "jet lag"])},
                )
            )
        else:
            minutes = rng.randint(35, 70)
            rows.append(("07:00", "session.completed", {"name": name, "sets": [], "duration_min": minutes}))
    if rng.random() < 0.08:
        rows.append(
            (
                "20:30",
                "checkin.soreness",
                {"area": rng.choice(["left calf", "right achilles"]), "severity": rng.choice([2, 3])},
            )
        )
    rows += _chat(rng, DENYS_CHAT, short_night=False, trained=day.weekday() in (1, 3, 5, 6))
    return rows + _said("denys", offset)


def _generic_day(day: dt.date, offset: int, rng: random.Random) -> list[Row]:
    rows, _ = _sleep_and_recovery(rng, short_night_odds=0.15)
    rows += _meals(rng, low_protein_odds=0.3)[:2]
    if day.weekday() in (0, 3):
        sets = [{"exercise": "back squat", "reps": 5, "weight_kg": 80.0 + offset // 14 * 2.5, "rpe": 8}] * 3
        rows.append(("18:00", "session.completed", {"name": "strength", "sets": sets}))
    return rows + _said("generic", offset)


MARTA_CHAT = {
    "brief": [
        "Morning, Marta! You slept {hours}. Recovery is okay, so today stays as planned: lower body A, "
        "goblet squats 3×8 and RDLs 3×10. Front-rack stays off the menu for the wrist. Reply with a tap.",
        "Good morning! Rough night by the look of it, so I trimmed today: two working sets instead of three "
        "and no top set. Same plan, less load; we planned around your night. 👍 to confirm.",
        "Morning! Band rows moved up again last week — that's another deposit toward the pull-up. Today: "
        "upper body B with three negatives. Buttons below if anything changes.",
    ],
    "reply": [
        "👍",
        "ok, thanks",
        "buttons please, no time to type",
        "sounds good",
        "rough night but I'll go",
        "can we move it to the evening?",
        "done with the kids' breakfast, heading out at 18:00",
    ],
    "after": [
        "Session logged — {sets} sets, nice. Third week of three sessions out of three. Protein at lunch "
        "was light again; an extra yoghurt or two eggs would close the gap.",
        "Done and dusted. The negatives looked controlled; next week we try a slower lowering. How did the "
        "wrist feel on the dumbbell press?",
    ],
    "after_reply": [
        "wrist fine today",
        "wrist a bit sore on the last set",
        "knee clicked on squats, no pain",
        "felt strong!",
        "tired but happy",
    ],
}
DENYS_CHAT = {
    "brief": [
        "Morning Denys. Zone-2 today: 45 minutes at 135–145 bpm, nose breathing. If the meeting runs late, "
        "25 minutes still counts.",
        "Tempo day: 10 minutes easy, 3×8 minutes at half-marathon effort with 2 minutes jog, 10 minutes "
        "easy. Hotel treadmill works fine at 1% incline.",
    ],
    "reply": ["done", "ran it easy", "skipping today, meetings", "what pace for tempo?", "on it after work"],
    "after": ["Nice run — heart rate stayed in zone most of the way. Calves okay?"],
    "after_reply": ["calves tight", "all good", "left calf a bit sore"],
}


# Things each client says once, early in the history (day offset → chat turns, a filed note): goals and
# why, equipment, schedule, diet, message style, life context, one pain — what the distiller has to
# understand (docs/understanding.md). The second goal of each is never mentioned again, so the weekly
# lint asks whether it still stands.
SAID: dict[str, dict[int, list[Row]]] = {
    "marta": {
        1: [
            (
                "21:10",
                "chat.turn",
                {
                    "role": "user",
                    "text": "I really want my first strict pull-up by my birthday "
                    "in March, so my daughter sees that mum is strong",
                },
            )
        ],
        2: [
            (
                "21:05",
                "chat.turn",
                {"role": "user", "text": "I'd love to run a 5k with my sister by the summer"},
            )
        ],
        4: [
            (
                "21:00",
                "chat.turn",
                {
                    "role": "user",
                    "text": "home setup: two adjustable dumbbells up to 16 kg, "
                    "a bench and a doorway pull-up bar, no barbell",
                },
            )
        ],
        5: [
            (
                "21:15",
                "chat.turn",
                {
                    "role": "user",
                    "text": "evenings after the baby's bedtime work best for me, usually after 20:00",
                },
            )
        ],
        8: [
            (
                "21:20",
                "chat.turn",
                {
                    "role": "user",
                    "text": "please keep messages short, I read them one-handed while feeding the baby",
                },
            )
        ],
        9: [
            (
                "13:30",
                "chat.turn",
                {"role": "user", "text": "I don't eat red meat, mostly fish and eggs for protein"},
            )
        ],
        11: [
            (
                "20:10",
                "chat.turn",
                {"role": "user", "text": "my left shoulder is a bit sore on overhead press, like 3/10"},
            )
        ],
        16: [
            (
                "21:30",
                "chat.turn",
                {"role": "user", "text": "the baby started daycare, so mornings are a little calmer now"},
            )
        ],
    },
    "denys": {
        1: [
            (
                "21:00",
                "chat.turn",
                {
                    "role": "user",
                    "text": "Goal: sub-1:45 half marathon in April. Turning 40 "
                    "and I want to prove I still can",
                },
            )
        ],
        3: [
            ("21:10", "chat.turn", {"role": "user", "text": "I'd like to get back to swimming twice a week"})
        ],
        4: [
            (
                "21:05",
                "chat.turn",
                {"role": "user", "text": "most hotel gyms I get are just a treadmill and a few dumbbells"},
            )
        ],
        6: [
            (
                "20:45",
                "chat.turn",
                {"role": "user", "text": "I start work at 8:30, so runs need to be before 7:30"},
            )
        ],
        7: [("13:00", "chat.turn", {"role": "user", "text": "lactose intolerant, so no whey for me please"})],
        12: [
            (
                "21:00",
                "chat.turn",
                {"role": "user", "text": "more detail please, I like to understand the why behind the paces"},
            )
        ],
        20: [
            (
                "21:30",
                "note.filed",
                {
                    "title": "Travel protocol",
                    "body": "On trip weeks: two 30-minute treadmill runs at zone 2 and one hotel-room "
                    "strength circuit. Tempo waits until home. Pack the running shoes first.",
                    "source": "coach call",
                },
            )
        ],
    },
    "generic": {
        2: [
            (
                "20:00",
                "chat.turn",
                {"role": "user", "text": "started a new job this week, longer days for a while"},
            )
        ],
    },
}


def _said(persona: str, offset: int) -> list[Row]:
    return list(SAID.get(persona, {}).get(offset, []))


def _chat(rng: random.Random, script: dict, *, short_night: bool, trained: bool) -> list[Row]:
    """A morning brief and reply, and on training days a post-session exchange."""
    brief = script["brief"][
        1 if short_night and len(script["brief"]) > 1 else rng.randrange(len(script["brief"]))
    ]
    rows: list[Row] = [
        (
            "07:05",
            "chat.turn",
            {"role": "bot", "text": brief.format(hours="badly" if short_night else "well")},
        ),
        ("07:12", "chat.turn", {"role": "user", "text": rng.choice(script["reply"])}),
    ]
    if trained:
        after = rng.choice(script["after"]).format(sets=rng.choice([6, 9, 12]))
        rows += [
            ("19:40", "chat.turn", {"role": "bot", "text": after}),
            ("19:52", "chat.turn", {"role": "user", "text": rng.choice(script["after_reply"])}),
        ]
    return rows


_PERSONAS = {"marta": _marta_day, "denys": _denys_day, "generic": _generic_day}
