"""A batch of conversations, not monologues: the bot asks and the client answers.

The bot runs a check-in, offers a multiple choice, asks a yes/no, wants a number out of ten, or
recaps ("so it's the 14th, right?"). The client answers briefly or sideways ("the second one", "nah
mornings are dead for me", "bit worse than yesterday, maybe a 5", "close, but it's the other knee"),
answers two questions in one line, or corrects the bot. Some clients take back their own words a day
or two later ("scratch that", "I misspoke", "turns out it was my hip"). Some bot recaps are wrong and
the client lets them pass: a bot's claim is never the client's fact, and a bare "ok" does not make
it one. Names are prefixed `aj2_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    JUNE_NEXT,
    LEFT,
    RIGHT,
    AlertCount,
    BundleContains,
    BundleLacks,
    Diet,
    Entry,
    Goal,
    NoAlert,
    NoEntry,
    PageContains,
    PageLacks,
    Prefs,
    Profile,
    Scenario,
    bot,
    meal,
    session,
    skipped,
    sleep,
    soreness,
    travel_end,
    travel_start,
    user,
)

DIET_PAGES = ("nutrition-patterns.md", "profile.md", "preferences.md")
UNSURE = (
    "ask",
    "question",
    "unsure",
    "not sure",
    "confus",
    "recurring",
    "repeat",
    "keeps",
    "unclear",
    "uncertain",
    "wonder",
    "worr",
    "doubt",
)
REPEATED = ("recurring", "keeps ask", "repeatedly", "repeated question", "asks often", "often asks")
JANUARY = ("january", "jan", "2027 01", "new year")
PULL_UP = ("pull up", "pullup", "chin up")


def b(text: str) -> tuple[str, str]:
    """A bot line of a conversation."""
    return ("bot", text)


def c(text: str) -> tuple[str, str]:
    """A client line of a conversation."""
    return ("client", text)


def _clock(start: str, minutes: int) -> str:
    hh, mm = (int(part) for part in start.split(":"))
    total = min(hh * 60 + mm + minutes, 23 * 60 + 59)
    return f"{total // 60:02d}:{total % 60:02d}"


def chat(*lines, start: str = "08:00", hours: float | None = 7.0, step: int = 3, extra=()) -> list:
    """One day's exchange: a sleep log (unless hours is None), any extra events, then the lines a few
    minutes apart from `start`."""
    day: list = [] if hours is None else [sleep(hours)]
    day += list(extra)
    for i, (role, text) in enumerate(lines):
        at = _clock(start, i * step)
        day.append(bot(text, at=at) if role == "bot" else user(text, at=at))
    return day


def rest(hours: float = 7.3) -> list:
    return [sleep(hours)]


def trained(name: str = "full body A", hours: float = 7.0, at: str = "18:00") -> list:
    return [sleep(hours), session(name, at=at)]


SCENARIOS: list[Scenario] = [
    # --- goals: picked from a menu, a wrong recap of a race, kilos that were pounds, a trip, a bet ---
    Scenario(
        "aj2_goal_picks_option_two",
        "goals",
        display_name="Ana",
        timezone="America/Sao_Paulo",
        days=[
            chat(
                b(
                    "Before I build your next block: which matters most right now? 1) losing body fat "
                    "2) getting stronger on the big lifts 3) running further"
                ),
                c("2 for sure. I'd love to deadlift my own bodyweight by the summer. I'm 64 kg so that's the number"),
                start="09:30",
            ),
            trained("lower A"),
            rest(),
        ],
        expect=[
            Goal([], [("deadlift",), ("bodyweight", "body weight", "64")]),
            Goal([], [("deadlift", "strong", "64"), ("summer", "june", "july", "2027 06", "2027 07")]),
            PageLacks("goals.md", [], [("run further", "running further", "distance", "endurance")]),
            BundleContains("weekly_review", ["deadlift"]),
        ],
    ),
    Scenario(
        "aj2_goal_race_recap_wrong",
        "goals",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            [sleep(7.1), user("signed up for a race in the spring!! scared but excited", at="20:10")],
            trained(),
            chat(
                b("Love it. So the target is the half marathon on the 14th of March, yes?"),
                c(
                    "close but no 😂 it's the 10k, on the 28th. the half is not happening, my knees would "
                    "file for divorce"
                ),
                start="12:15",
            ),
            rest(),
        ],
        expect=[
            Goal([], [("10k", "10 k", "10km", "10 km", "ten k"), ("28", "2027 03 28")]),
            PageLacks("goals.md", [], [("14th", "14 march", "march 14", "2027 03 14", "half marathon")]),
            NoEntry("knee"),
            BundleContains("weekly_review", [], [("10k", "10 k", "10km", "10 km")]),
        ],
    ),
    Scenario(
        "aj2_goal_pounds_not_kilos",
        "goals",
        display_name="Kayla",
        timezone="America/Denver",
        days=[
            [sleep(6.8), user("ok real talk, my goal is to lose 15 kilos before my birthday in May", at="21:40")],
            trained(),
            chat(
                b("15 kg by May is ambitious but doable with a steady deficit. Want a weekly target?"),
                c(
                    "wait, I misspoke, I think in pounds, sorry. 15 lbs, not kilos! so roughly 7 kg. "
                    "the May part stands"
                ),
                start="07:20",
            ),
            rest(),
        ],
        expect=[
            Goal([], [("15 lb", "15 pound", "fifteen pound", "7 kg", "7 kilo", "seven kilo", "6.8 kg")]),
            Goal([], [("may", "2027 05", "birthday")]),
            PageLacks("goals.md", [], [("15 kg", "15 kilo", "fifteen kilo")]),
        ],
    ),
    Scenario(
        "aj2_goal_trip_still_on",
        "goals",
        display_name="Neema",
        timezone="Africa/Dar_es_Salaam",
        days=[
            trained(),
            chat(
                b("Is the big trip still the main thing we're training for?"),
                c(
                    "yes! Kilimanjaro, last week of August. honestly what scares me is carrying the day "
                    "pack for six or seven hours a day, my legs and back need to be ready for that"
                ),
                start="19:05",
            ),
            rest(),
        ],
        expect=[
            Goal([], [("kilimanjaro", "kili", "climb", "trek", "hike"), ("august", "aug", "2027 08")]),
            Goal([], [("pack", "carry", "hours")]),
            NoEntry("back"),
            BundleContains("weekly_review", [], [("kilimanjaro", "kili")]),
        ],
    ),
    Scenario(
        "aj2_goal_easter_bet_one_line",
        "goals",
        display_name="Ilse",
        timezone="Europe/Amsterdam",
        days=[
            chat(
                b("What would you like to achieve, and by when?"),
                c("three pull-ups in a row before Easter. my brother bet me dinner I can't 😤"),
                start="18:45",
            ),
            trained("upper A"),
            rest(),
        ],
        expect=[
            Goal([], [PULL_UP, ("3", "three")]),
            Goal([], [("easter", "2027 03", "march")]),
            Goal([], [("brother", "bet", "dinner")]),
        ],
    ),
    # --- pain: the other knee, a number that rose, hip not back, option b, a yes to tingling -------
    Scenario(
        "aj2_pain_other_knee",
        "pain",
        display_name="Giulia",
        timezone="Europe/Rome",
        days=[
            [sleep(7), session("lower A", sets=(("reverse lunge", 10, 12.0),)), user("knee was grumpy on the lunges tonight", at="20:30")],
            chat(
                b("How's the left knee this morning? Still grumpy?"),
                c("close, but it's the other knee, the right. sore on the stairs, call it a 4"),
                start="07:45",
            ),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            PageLacks(CONSTRAINTS, ["knee"], [LEFT, ENTRY_LEVELS]),
            Safety("knee") if False else PageContains(CONSTRAINTS, ["knee"], [ENTRY_LEVELS]),
        ],
    ),
]
