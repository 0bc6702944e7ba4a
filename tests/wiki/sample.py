"""Synthetic coaching days (deterministic per seed) for the wiki tests and bench/ingest_wiki.py.

Not the product's demo data (that is `manage.py demo`); just enough variety — sessions with several
lifts, short nights, protein gaps, soreness, travel, notable chat, a program change — to exercise every
event kind the wiki folds.
"""

import datetime as dt
import random
from zoneinfo import ZoneInfo

LIFTS = ("Back squat", "Bench press", "Romanian deadlift", "Band row", "Pull-up negative", "Overhead press")
MEALS = (
    "oats with yoghurt",
    "chicken salad",
    "lentil soup",
    "salmon and rice",
    "omelette",
    "pasta bolognese",
)
CHAT = (
    "Morning! slept badly again, baby was up twice",
    "Done with the session, squats felt strong today",
    "Can we move tomorrow's workout to the evening?",
    "My right knee hurts a little on the stairs",
    "Thanks!",
    "Travelling to Berlin next week for work, hotel gym only",
)


def _at(date: dt.date, hour: int, minute: int, tz: ZoneInfo) -> str:
    return dt.datetime.combine(date, dt.time(hour, minute), tzinfo=tz).isoformat()


def sample_day(date: dt.date, *, seed: int, tz: ZoneInfo, prefix: str = "s") -> list[dict]:
    """One day of coaching events for a client (the API's raw event shape)."""
    rng = random.Random(f"{seed}:{date.isoformat()}")
    stamp = date.strftime("%Y%m%d")
    events: list[dict] = []

    def add(kind: str, hour: int, minute: int, **payload) -> None:
        events.append(
            {
                "id": f"{prefix}-{stamp}-{len(events)}",
                "kind": kind,
                "occurred_at": _at(date, hour, minute, tz),
                "payload": payload,
            }
        )

    hours = round(rng.uniform(4.8, 8.2), 1)
    add(
        "sleep.logged",
        6,
        rng.randint(0, 50),
        hours=hours,
        bedtime=f"{rng.randint(22, 23)}:{rng.randint(10, 59)}",
        quality=rng.randint(1, 5),
    )
    add("recovery.scored", 6, 55, score=rng.randint(35, 90))
    add("brief.confirmed", 7, rng.randint(0, 30))
    for hour in (8, 13, 19):
        add(
            "meal.logged",
            hour,
            rng.randint(0, 59),
            description=rng.choice(MEALS),
            protein_g=rng.randint(15, 45),
            kcal=rng.randint(350, 800),
        )
    training_day = date.weekday() in (0, 2, 4)
    if training_day and rng.random() < 0.8:
        lifts = rng.sample(LIFTS, 3)
        sets = [
            {
                "exercise": lift,
                "reps": 5,
                "weight_kg": 20 + 5 * (index + seed % 4),
                "rpe": rng.choice([6, 7, 8, 9]),
            }
            for index, lift in enumerate(lifts)
            for _ in range(3)
        ]
        add(
            "session.completed",
            18,
            30,
            name=f"Session {date.isoformat()}",
            sets=sets,
            duration_min=55,
            volume_kg=sum(item["reps"] * item["weight_kg"] for item in sets),
        )
    elif training_day:
        add("session.skipped", 18, 30, name=f"Session {date.isoformat()}", reason="tired")
    for index in range(rng.randint(1, 4)):
        add("chat.turn", 20, index * 2, role="user", text=rng.choice(CHAT))
        add("chat.turn", 20, index * 2 + 1, role="bot", text="Noted — thanks for telling me.")
    if rng.random() < 0.08:
        add(
            "checkin.soreness",
            21,
            0,
            area=rng.choice(["right knee", "lower back", "left wrist"]),
            severity=rng.randint(2, 4),
        )
    if date.weekday() == 6:
        add("weight.logged", 8, 0, kg=round(rng.uniform(60, 64), 1))
    if date.day == 1:
        add(
            "program.changed",
            10,
            0,
            summary=f"Block for {date:%B}: 3 sessions a week, squat focus",
            by="nata",
        )
    if date.isocalendar()[1] % 6 == 0 and date.weekday() == 0:
        add("travel.started", 9, 0, location="Berlin")
    if date.isocalendar()[1] % 6 == 0 and date.weekday() == 4:
        add("travel.ended", 21, 30, location="Berlin")
    return events
