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
    Safety,
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
FIVE_K = ("5k", "5 k", "5km", "5 km", "five k")


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


def chat(*lines, start: str = "08:00", hours: float | None = 7.0, step: int = 3, before=()) -> list:
    """One day: a sleep log (unless hours is None), the `before` events, then the conversation's
    lines a few minutes apart from `start`."""
    day: list = [] if hours is None else [sleep(hours)]
    day += list(before)
    for i, (role, text) in enumerate(lines):
        at = _clock(start, i * step)
        day.append(bot(text, at=at) if role == "bot" else user(text, at=at))
    return day


def rest(hours: float = 7.3) -> list:
    return [sleep(hours)]


def trained(name: str = "full body A", hours: float = 7.0, at: str = "18:00", woke: str = "07:00") -> list:
    return [sleep(hours, at=woke), session(name, at=at)]


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
                c(
                    "2 for sure. I'd love to deadlift my own bodyweight by the summer, I'm 64 kg so that's "
                    "the number"
                ),
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
            PageLacks("goals.md", [], [("14th", "14 march", "march 14", "2027 03 14")]),
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
            [
                sleep(6.8),
                user("ok real talk, my goal is to lose 15 kilos before my birthday in May", at="21:40"),
            ],
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
            [
                sleep(7),
                session("lower A", sets=(("reverse lunge", 10, 12.0), ("hip thrust", 10, 40.0))),
                user("knee was grumpy on the lunges tonight", at="20:30"),
            ],
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
            Safety("knee"),
        ],
    ),
    Scenario(
        "aj2_pain_back_a_notch_worse",
        "pain",
        display_name="Rosa",
        timezone="America/Mexico_City",
        days=[
            [
                sleep(7.4),
                user("did the whole garden yesterday and my lower back is stiff. a 3 maybe", at="18:00"),
            ],
            chat(
                b("Morning! Back check: what number is it today?"),
                c("bit worse than yesterday, maybe a 5. sitting at my desk is the worst part"),
                start="08:10",
            ),
            chat(b("And today?"), c("same, 5ish"), start="08:05"),
            rest(),
        ],
        expect=[
            Entry("back"),
            Safety("back", any_of=[("5", "five")]),
            AlertCount("safety", 1, "back"),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    Scenario(
        "aj2_pain_hip_not_back",
        "pain",
        display_name="Hannah",
        timezone="Europe/Berlin",
        days=[
            [
                sleep(7.5),
                session("long run", sets=(("run", 1, 0.0),), minutes=95, at="09:00"),
                user("long run done. back was grumbling for the last few km", at="11:00"),
            ],
            rest(),
            [
                sleep(7),
                user(
                    "update from the physio: turns out it was my hip not my back. right hip flexor, about "
                    "4/10 when I lift my knee up, she's given me exercises for it",
                    at="17:40",
                ),
            ],
            rest(),
        ],
        expect=[
            Entry("hip", any_of=[RIGHT]),
            Safety("hip"),
            NoAlert("safety", "back"),
        ],
    ),
    Scenario(
        "aj2_pain_option_b_elbow",
        "pain",
        display_name="Priya",
        timezone="Asia/Kolkata",
        days=[
            chat(
                b("You flagged your arm after pull day. Where is it: a) shoulder b) elbow c) wrist?"),
                c("b. inside of the left elbow, mostly on curls and hangs. 3 out of 10"),
                start="19:10",
                before=[
                    session(
                        "pull day", sets=(("lat pulldown", 10, 35.0), ("biceps curl", 12, 8.0)), at="17:30"
                    ),
                    soreness("arm", 3, at="19:00"),
                ],
            ),
            rest(),
            trained("legs"),
        ],
        expect=[
            Entry("elbow", any_of=[LEFT]),
            Safety("elbow"),
            NoEntry("wrist"),
            NoEntry("shoulder"),
        ],
    ),
    Scenario(
        "aj2_pain_neck_yes_to_tingling",
        "pain",
        display_name="Ji-woo",
        timezone="Asia/Seoul",
        days=[
            [sleep(6.5), user("neck is so stiff since they changed the monitor setup at work", at="22:00")],
            chat(
                b("Sorry to hear. Quick yes/no: any tingling or numbness down the arm?"),
                c(
                    "yeah a bit, into my right hand if I'm looking down at my phone too long. neck itself "
                    "maybe 4"
                ),
                start="07:30",
            ),
            rest(),
        ],
        expect=[
            Entry("neck", any_of=[("tingl", "numb", "hand", "arm")]),
            Safety("neck"),
            BundleContains("session_mode", ["neck"]),
        ],
    ),
    # --- negation: a healed ankle, a click, knees at zero, a husband's back, a wrist wrap ---------
    Scenario(
        "aj2_neg_ankle_forgotten",
        "negation",
        display_name="Camila",
        timezone="America/Bogota",
        days=[
            [
                sleep(7),
                user("rolled my ankle stepping off a kerb lol. walking fine though, maybe 2/10", at="19:00"),
            ],
            rest(),
            trained("lower A"),
            chat(
                b("Is the ankle still bothering you?"),
                c("nah, forgot about it honestly. yesterday's session didn't even register it"),
                start="08:20",
            ),
        ],
        expect=[
            NoAlert("safety", "ankle"),
            PageLacks(CONSTRAINTS, ["ankle"], [("[injury]", "[constraint]")]),
        ],
    ),
    Scenario(
        "aj2_neg_shoulder_only_clicks",
        "negation",
        display_name="Maren",
        timezone="Europe/Oslo",
        days=[
            chat(
                c("my right shoulder clicks every time I press overhead. gross noise"),
                b("Does it hurt when it clicks, or is it just the sound?"),
                c("just the sound. zero pain, it's done that since I was a teenage swimmer"),
                start="19:20",
                before=[session("upper A", sets=(("dumbbell press", 8, 10.0),), at="18:00")],
            ),
            rest(),
            trained("upper B"),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("shoulder"),
            PageContains(CONSTRAINTS, ["shoulder"], [("click",)]),
        ],
    ),
    Scenario(
        "aj2_neg_knees_rated_zero",
        "negation",
        display_name="Beatriz",
        timezone="Europe/Lisbon",
        days=[
            [sleep(7), session("lower B", sets=(("walking lunge", 12, 10.0), ("step up", 10, 8.0)))],
            chat(
                b("Rate your knees 0-10 after yesterday's lunges?"),
                c("0! legs are wrecked in the good way but the knees are perfect"),
                start="07:50",
            ),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [("leg", "quad"), ENTRY_LEVELS]),
        ],
    ),
    Scenario(
        "aj2_neg_husbands_back",
        "negation",
        display_name="Mariam",
        timezone="Asia/Karachi",
        days=[
            [
                sleep(7),
                skipped("full body A", reason="family"),
                user(
                    "no session tonight, sorry, spent half of it in A&E. Imran put his back out lifting "
                    "the washing machine",
                    at="23:10",
                ),
            ],
            chat(
                b("Sorry to hear about the back! Want an easier session today?"),
                c("haha no, it's HIS back, not mine. I'm fine, give me the normal one"),
                start="09:00",
                hours=5.5,
            ),
            trained(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "aj2_neg_wrist_wrap_scratch_that",
        "negation",
        display_name="Aroha",
        timezone="Pacific/Auckland",
        days=[
            [
                sleep(7),
                session("olympic", sets=(("power clean", 3, 35.0),), at="17:30"),
                user("think I tweaked my left wrist on the cleans, 3/10", at="18:40"),
                user(
                    "scratch that about the wrist, it was the wrap digging in. took it off and it's "
                    "totally fine",
                    at="19:25",
                ),
            ],
            rest(),
            trained("olympic"),
        ],
        expect=[
            NoAlert("safety", "wrist"),
            NoEntry("wrist"),
        ],
    ),
    # --- schedule: mornings dead, the second pattern, Thursday scratched, lates, never Sundays ----
    Scenario(
        "aj2_sched_mornings_dead",
        "schedule",
        display_name="Leilani",
        timezone="Pacific/Honolulu",
        days=[
            chat(
                b("Do mornings or evenings suit you better for sessions?"),
                c(
                    "nah mornings are dead for me, the baby's up at 5 and it's chaos till nursery. "
                    "evenings after 8 once she's down"
                ),
                start="13:00",
            ),
            trained(at="20:15"),
            rest(),
        ],
        expect=[
            Profile([], [("after 8", "8pm", "8 pm", "20:00", "8:00 pm", "8 p.m")]),
            Profile([], [("baby", "daughter", "nursery", "infant")]),
            BundleContains("morning_brief", [], [("after 8", "8pm", "8 pm", "20:00", "evening")]),
        ],
    ),
    Scenario(
        "aj2_sched_second_pattern_market",
        "schedule",
        display_name="Dagny",
        timezone="Europe/Stockholm",
        days=[
            chat(
                b("Which pattern works better: Mon/Wed/Fri, or Tue/Thu/Sat?"),
                c("the second. Saturday has to be done by 10 though, I run the market stall from 11"),
                start="20:00",
            ),
            trained(),
            rest(),
        ],
        expect=[
            Profile([], [("tuesday", "tue")]),
            Profile([], [("thursday", "thu")]),
            Profile([], [("saturday", "sat"), ("10", "morning", "before 11", "market")]),
            BundleContains("morning_brief", [], [("saturday", "sat")]),
        ],
    ),
    Scenario(
        "aj2_sched_thursday_scratched",
        "schedule",
        display_name="Nadia",
        timezone="Africa/Casablanca",
        days=[
            [sleep(7), user("from next week I can do Thursday lunchtimes, 12 to 1", at="12:40")],
            rest(),
            [
                sleep(7),
                user(
                    "scratch that. Thursdays now have the all-hands at noon, so Friday lunch instead, "
                    "same hour",
                    at="12:50",
                ),
            ],
            trained(at="12:10"),
        ],
        expect=[
            Profile([], [("friday", "fri"), ("lunch", "12", "noon", "midday")]),
            PageLacks("profile.md", [], [("thursday lunch", "thu lunch", "thursdays lunch")]),
            BundleContains("morning_brief", [], [("friday", "fri")]),
        ],
    ),
    Scenario(
        "aj2_sched_lates_this_fortnight",
        "schedule",
        display_name="Folake",
        timezone="Africa/Lagos",
        days=[
            chat(
                b("What time does your shift finish this week? Trying to slot the sessions in."),
                c(
                    "depends on the week. earlies finish at 3, lates start at 2. this fortnight is all "
                    "lates so mornings it is"
                ),
                start="21:30",
            ),
            trained(at="09:00"),
            rest(),
        ],
        expect=[
            Profile([], [("late", "2pm", "2 pm", "14:00")]),
            Profile([], [("early", "earlies"), ("3", "15:00")]),
            BundleContains("morning_brief", [], [("morning",), ("late", "shift", "fortnight")]),
        ],
    ),
    Scenario(
        "aj2_sched_never_sundays",
        "schedule",
        display_name="Ruth",
        timezone="America/Chicago",
        days=[
            chat(
                b("How many days a week can you realistically give me?"),
                c(
                    "three. four on a good week. never Sundays though, that's church and then lunch at my "
                    "mom's"
                ),
                start="19:40",
            ),
            trained(),
            rest(),
        ],
        expect=[
            Profile([], [("three", "3"), ("day", "session", "week")]),
            Profile([], [("sunday", "sun")]),
            BundleContains("morning_brief", [], [("sunday", "sun")]),
        ],
    ),
    # --- equipment: yes no yes, the partner's kettlebell, bands till January, a bike, a hotel ------
    Scenario(
        "aj2_equip_yes_no_yes",
        "equipment",
        display_name="Kaja",
        timezone="Europe/Ljubljana",
        days=[
            chat(
                b("Quick kit check: dumbbells? a bench? a pull-up bar?"),
                c("yes, no, yes. the dumbbells only go up to 12 kg though"),
                start="10:15",
            ),
            trained(),
            rest(),
        ],
        expect=[
            Profile(["dumbbell"], [("12",)]),
            Profile([], [PULL_UP]),
            Profile(["bench"], [("no", "without", "lack", "not", "don't")]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
    ),
    Scenario(
        "aj2_equip_kettlebell_is_twelve",
        "equipment",
        display_name="Emma",
        timezone="Europe/Zurich",
        days=[
            [
                sleep(7),
                user("we've got a kettlebell at home, so swings on the days I can't get out", at="19:00"),
            ],
            chat(
                b("Great, with your 16 kg kettlebell we can do swings and goblet squats at home."),
                c("it's 12! the 16 was Luca's and it went with him to his new flat"),
                start="08:30",
            ),
            rest(),
        ],
        expect=[
            Profile(["kettlebell"], [("12",)]),
            PageLacks(
                "profile.md", [], [("16 kg kettlebell", "kettlebell (16", "kettlebell: 16", "kettlebell 16")]
            ),
            BundleContains("session_mode", ["kettlebell"], [("12",)]),
        ],
    ),
    Scenario(
        "aj2_equip_bands_till_january",
        "equipment",
        display_name="Yasmin",
        timezone="Asia/Dubai",
        days=[
            chat(
                b("Gym or home this week?"),
                c(
                    "home. membership ran out and I'm not renewing until January when the new one near me "
                    "opens. home is a set of resistance bands and a yoga mat, that's the lot"
                ),
                start="07:15",
            ),
            trained("home A"),
            rest(),
        ],
        expect=[
            Profile([], [("band",)]),
            Profile(["gym"], [JANUARY]),
            BundleContains("session_mode", [], [("band",)]),
        ],
    ),
    Scenario(
        "aj2_equip_bike_not_rower",
        "equipment",
        display_name="Charlotte",
        timezone="Europe/London",
        days=[
            [sleep(7), user("we've got a rower in the garage so cardio's sorted", at="20:00")],
            trained(),
            chat(
                b("Shall I add 20 minutes on the rower after Thursday's session?"),
                c(
                    "ah, I misspoke the other day, it's an exercise bike, not a rower. the rower was at our "
                    "old house. so bike, yes please"
                ),
                start="12:30",
            ),
            rest(),
        ],
        expect=[
            Profile([], [("bike", "cycle")]),
            PageLacks("profile.md", ["rower"], [("garage",)]),
            BundleContains("session_mode", [], [("bike", "cycle")]),
        ],
    ),
    Scenario(
        "aj2_equip_hotel_sort_of",
        "equipment",
        display_name="Astrid",
        timezone="America/New_York",
        days=[
            chat(
                b("Does the hotel in Denver have a gym?"),
                c(
                    "sort of. one treadmill and dumbbells up to 10, and one of the 8s is missing its twin. "
                    "here till Friday"
                ),
                start="21:05",
                before=[travel_start("Denver", at="07:30")],
            ),
            rest(6.5),
            trained("hotel circuit"),
        ],
        expect=[
            Profile([], [("treadmill",)]),
            Profile([], [("hotel", "denver")]),
            BundleContains("session_mode", [], [("treadmill",)]),
        ],
    ),
    # --- diet: pescatarian, peanuts only, an eating window, gluten not lactose, Ramadan ----------
    Scenario(
        "aj2_diet_pescatarian_not_veggie",
        "diet",
        display_name="Lucía",
        timezone="Europe/Madrid",
        days=[
            chat(
                b("Just confirming for meal ideas: you're fully vegetarian?"),
                c("pescatarian! fish and seafood yes, meat no"),
                start="13:30",
            ),
            trained(),
            rest(),
        ],
        expect=[
            Diet([], [("pescatarian", "pescetarian", "fish")]),
            BundleContains("meal_lens", [], [("pescatarian", "pescetarian", "fish")]),
        ],
    ),
    Scenario(
        "aj2_diet_peanuts_only",
        "diet",
        display_name="Chioma",
        timezone="Africa/Lagos",
        days=[
            [sleep(7), user("heads up, nut allergy, in case you ever suggest a satay", at="12:20")],
            chat(
                b("Thanks! Is that peanuts, tree nuts, or both?"),
                c("peanuts only. almonds and cashews are fine, I have almond milk in everything"),
                start="08:40",
            ),
            rest(),
        ],
        expect=[
            Diet(["peanut"], [("allerg",)]),
            BundleContains("meal_lens", ["peanut"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "aj2_diet_noon_to_eight",
        "diet",
        display_name="Marisol",
        timezone="America/Los_Angeles",
        days=[
            chat(
                b("What time do you usually have your first meal?"),
                c("around 12, and I stop eating by 8. weekends I don't bother with the window"),
                start="11:45",
            ),
            trained(),
            rest(),
        ],
        expect=[
            Diet([], [("12", "noon", "midday"), ("8", "20:00")]),
            Diet([], [("weekend",)]),
            BundleContains("meal_lens", [], [("window", "fast", "noon", "12")]),
        ],
    ),
    Scenario(
        "aj2_diet_gluten_not_lactose",
        "diet",
        display_name="Ewa",
        timezone="Europe/Warsaw",
        days=[
            [sleep(7), user("I'm lactose intolerant so no milk in the shakes please", at="17:00")],
            trained(),
            rest(),
            chat(
                b("Here's a lactose-free shake idea: oat milk, whey isolate, frozen banana."),
                c(
                    "thanks but correction on my side, the GP says it was never lactose. the coeliac "
                    "bloods came back positive, so it's gluten I have to cut, completely. milk is fine"
                ),
                start="18:20",
            ),
        ],
        expect=[
            Diet([], [("gluten", "coeliac", "celiac")]),
            BundleContains("meal_lens", [], [("gluten", "coeliac", "celiac")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "aj2_diet_ramadan_ahead",
        "diet",
        display_name="Zainab",
        timezone="Asia/Jakarta",
        days=[
            chat(
                b("Anything coming up in the next few months that changes how you eat?"),
                c(
                    "Ramadan, from about the 8th of Feb. for that month I only eat between sunset and "
                    "dawn, and I'd rather train just before iftar"
                ),
                start="16:00",
            ),
            trained(),
            rest(),
        ],
        expect=[
            Diet([], [("ramadan",)]),
            Diet([], [("ramadan", "fast"), ("feb", "2027 02", "sunset", "dawn", "iftar", "month")]),
            BundleContains("meal_lens", [], [("ramadan",)]),
        ],
    ),
    # --- life: redundancy, three kids not two, a move, a father's fall, Italian not pottery --------
    Scenario(
        "aj2_life_made_redundant",
        "life",
        display_name="Gemma",
        timezone="Europe/London",
        days=[
            chat(
                b("Busy week at work?"),
                c(
                    "no work to be busy at, I got made redundant on Friday. loads of time to train though, "
                    "every cloud"
                ),
                start="10:30",
            ),
            trained(at="11:00"),
            rest(),
        ],
        expect=[
            Profile([], [("redundan", "laid off", "unemploy", "job", "out of work")]),
            BundleContains("weekly_review", [], [("redundan", "laid off", "unemploy", "job", "out of work")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "aj2_life_three_kids_not_two",
        "life",
        display_name="Rebecca",
        timezone="Australia/Melbourne",
        days=[
            [sleep(5.8), user("sorry for the silence, kid chaos this week", at="21:00")],
            chat(
                b("Two kids and a job, no wonder you're tired!"),
                c("three! the baby counts too 😅 Ollie's 7, Mia's 4 and Finn is 9 months"),
                start="07:10",
                hours=5.5,
            ),
            rest(),
        ],
        expect=[
            Profile([], [("three", "3"), ("kid", "child", "children", "son", "daughter")]),
            PageLacks("profile.md", [], [("two kids", "2 kids", "two children", "2 children")]),
            BundleContains("morning_brief", [], [("three", "3"), ("kid", "child", "children")]),
        ],
    ),
    Scenario(
        "aj2_life_leeds_then_bristol",
        "life",
        display_name="Hollie",
        timezone="Europe/London",
        days=[
            chat(
                b("Still training at the Leeds gym?"),
                c("for now. we move to Bristol on the 12th of December, my wife's got a new job down there"),
                start="17:50",
            ),
            trained(),
            rest(),
        ],
        expect=[
            Profile(["bristol"]),
            Profile(
                [], [("bristol", "move", "moving"), ("12 dec", "december 12", "dec 12", "2026 12 12", "12th")]
            ),
            BundleContains("weekly_review", ["bristol"]),
        ],
    ),
    Scenario(
        "aj2_life_dads_fall",
        "life",
        display_name="Anneke",
        timezone="Europe/Brussels",
        days=[
            chat(
                b("How's your week looking?"),
                c(
                    "long. dad had a fall on Saturday so I'm round at his every evening doing dinner and "
                    "his tablets. could be weeks"
                ),
                start="08:10",
            ),
            trained(at="07:00"),
            rest(),
        ],
        expect=[
            Profile([], [("dad", "father")]),
            NoAlert("safety"),
            BundleContains("morning_brief", [], [("dad", "father")]),
        ],
    ),
    Scenario(
        "aj2_life_italian_not_pottery",
        "life",
        display_name="Sofie",
        timezone="Europe/Copenhagen",
        days=[
            [sleep(7), user("started a night class on Tuesdays, so nothing that evening", at="18:30")],
            trained(),
            chat(
                b("How's the pottery class going?"),
                c("it's Italian, not pottery haha. and it's moved to Wednesdays from this week"),
                start="19:15",
            ),
            rest(),
        ],
        expect=[
            Profile([], [("italian",)]),
            Profile([], [("wednesday", "wed"), ("class", "italian", "evening")]),
            PageLacks("profile.md", ["pottery"]),
        ],
    ),
    # --- style: headline only, fewer emojis, every other day, Spanish, brutal taken back ----------
    Scenario(
        "aj2_style_headline_only",
        "style",
        display_name="Paula",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            chat(
                b("Do you want the full breakdown for each session, or just the headline?"),
                c("headline. if I want more I'll ask, promise"),
                start="07:05",
            ),
            trained(),
            rest(),
        ],
        expect=[
            Prefs([], [("headline", "short", "brief", "concise", "summary", "minimal")]),
            BundleContains("morning_brief", [], [("headline", "short", "brief", "concise", "summary")]),
        ],
    ),
    Scenario(
        "aj2_style_fewer_emojis",
        "style",
        display_name="Kiri",
        timezone="Pacific/Auckland",
        days=[
            [
                sleep(6.9, at="05:30"),
                session("upper A", at="06:00"),
                bot("Smashed it!!! 🎉🔥💪🙌", at="06:55"),
                user(
                    "lol thank you. could you tone down the emojis a bit? one is cute, four at 7am is a lot",
                    at="07:02",
                ),
            ],
            rest(),
            trained(at="06:00", woke="05:30"),
        ],
        expect=[
            Prefs([], [("emoji",)]),
            BundleContains("morning_brief", [], [("emoji",)]),
        ],
    ),
    Scenario(
        "aj2_style_every_other_day",
        "style",
        display_name="Vera",
        timezone="Europe/Prague",
        days=[
            chat(
                b("Would you like a check-in from me every day, or just weekly?"),
                c("somewhere in between? every other day. daily makes me feel watched"),
                start="20:20",
            ),
            trained(),
            rest(),
        ],
        expect=[
            Prefs([], [("every other day", "alternate", "every 2", "every second", "every two", "every 48")]),
            BundleContains(
                "morning_brief",
                [],
                [("every other day", "alternate", "every 2", "every second", "every two")],
            ),
        ],
    ),
    Scenario(
        "aj2_style_spanish_after_work",
        "style",
        display_name="Carmen",
        timezone="America/New_York",
        days=[
            chat(
                b("Do you want me to keep writing to you in English?"),
                c("Spanish if you can! English is fine but after a workday my brain only does Spanish"),
                start="18:35",
            ),
            trained(),
            rest(),
        ],
        expect=[
            Prefs([], [("spanish", "español", "espanol")]),
            BundleContains("morning_brief", [], [("spanish", "español", "espanol")]),
        ],
    ),
    Scenario(
        "aj2_style_brutal_taken_back",
        "style",
        display_name="Dominika",
        timezone="Europe/Warsaw",
        days=[
            chat(
                b("How should I talk to you when motivation dips?"),
                c("be brutal. no excuses accepted"),
                start="21:00",
            ),
            [
                sleep(6.5),
                skipped("full body B"),
                bot("You skipped again. Excuses don't build results.", at="20:00"),
            ],
            [
                sleep(6),
                user(
                    "ok I take back the brutal thing. yesterday's message made me cry a bit in the car park. "
                    "firm but kind, can we do that?",
                    at="08:30",
                ),
            ],
            rest(),
        ],
        expect=[
            Prefs([], [("kind", "gentle", "supportive", "compassion", "warm")]),
            BundleContains("morning_brief", [], [("kind", "gentle", "supportive", "compassion", "warm")]),
        ],
    ),
    # --- recurring: the same doubt three times in a conversation; a bot that repeats; only twice ---
    Scenario(
        "aj2_rec_walking_on_rest_days",
        "recurring",
        display_name="Imani",
        timezone="America/New_York",
        days=[
            chat(
                c("is it ok if I walk on my rest days or does that ruin the rest?"),
                b("Walking is great on rest days, it's light enough to help recovery."),
                start="12:00",
            ),
            trained(),
            chat(
                c("sorry, asking again. does a long walk count as training? like on a day off"),
                b("An easy walk doesn't eat into recovery. Go for it."),
                start="17:30",
            ),
            rest(),
            chat(
                c(
                    "did 90 minutes walking on my day off. too much?? I always feel like I'm undoing the "
                    "rest day"
                ),
                b("90 minutes of easy walking is fine."),
                start="19:10",
            ),
        ],
        expect=[
            PageContains("*", ["walk"], [UNSURE]),
            BundleContains("free_chat", ["walk"], query="can I walk on my rest days?"),
        ],
    ),
    Scenario(
        "aj2_rec_no_soreness_no_gain",
        "recurring",
        display_name="Lina",
        timezone="Asia/Beirut",
        days=[
            trained("lower A"),
            chat(
                c("zero soreness today. does that mean I didn't push hard enough?"),
                b("Not necessarily. Soreness isn't a great measure of a good session."),
                start="09:15",
            ),
            trained("upper A"),
            chat(
                c("if I'm not aching the day after, is that bad?"),
                b("No. As long as the weights are creeping up, you're progressing."),
                start="08:45",
            ),
            rest(),
            chat(
                c("no DOMS AGAIN. be honest, is a session wasted if I don't feel it the next day?"),
                b("It isn't wasted."),
                start="10:00",
            ),
        ],
        expect=[
            PageContains("*", [], [("sore", "doms", "ach"), UNSURE]),
            BundleContains(
                "free_chat",
                [],
                [("sore", "doms", "ach")],
                query="does no soreness mean the workout didn't work?",
            ),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "aj2_rec_creatine_yes_or_no",
        "recurring",
        display_name="Yara",
        timezone="America/Sao_Paulo",
        days=[
            chat(
                c("should I be taking creatine?"),
                b("It's well studied and safe for most people; 3-5 g a day is the usual dose."),
                start="20:00",
            ),
            trained(),
            chat(
                c(
                    "my gym friend swears by creatine. is it worth it for someone like me or is it a bro "
                    "thing"
                ),
                b("It helps most people a little, women included."),
                start="19:30",
            ),
            rest(),
            [
                sleep(7),
                user(
                    "ok last time I promise: creatine, yes or no? and does it make you bloated?", at="13:10"
                ),
            ],
        ],
        expect=[
            PageContains("*", ["creatine"], [UNSURE]),
            BundleContains("free_chat", ["creatine"], query="is creatine worth taking?"),
        ],
    ),
    Scenario(
        "aj2_rec_bot_keeps_asking_sleep",
        "recurring",
        display_name="Nilufar",
        timezone="Asia/Tashkent",
        days=[
            chat(b("Good morning! How did you sleep?"), c("fine"), start="07:30", hours=7.2),
            chat(b("Morning. Sleep ok?"), c("meh, 6 hours, the neighbour's dog"), start="07:30", hours=6.0),
            chat(b("How was last night?"), c("better"), start="07:30", hours=7.6),
            chat(b("Sleep report?"), c("alright I guess"), start="07:30", hours=7.0),
        ],
        expect=[
            PageLacks("*", ["sleep"], [REPEATED]),
            PageLacks("preferences.md", ["sleep"], [("question", "ask")]),
        ],
    ),
    Scenario(
        "aj2_rec_stretching_asked_twice",
        "recurring",
        display_name="Hélène",
        timezone="Europe/Paris",
        days=[
            [sleep(7), user("should I stretch before or after?", at="18:10")],
            trained(),
            rest(),
            [sleep(7), user("remind me, stretching goes before lifting or after?", at="17:55")],
            rest(),
        ],
        expect=[
            PageLacks("preferences.md", ["stretch"], [(*REPEATED, "keeps", "again and again")]),
            PageLacks("*", ["stretch"], [REPEATED]),
        ],
    ),
    # --- the bot's claims: an ignored vegan recap, an "ok" to a bad shoulder, a marathon never said,
    #     a "yep" that confirms, someone else's medication -------------------------------------------
    Scenario(
        "aj2_bot_vegan_recap_ignored",
        "bot_claims",
        display_name="Ottilie",
        timezone="Europe/Berlin",
        days=[
            trained("arms"),
            chat(
                b("So you said you're vegan now, right? I'll switch your meal ideas over."),
                c("can we do legs today instead of arms? I'm in a leg mood"),
                start="08:15",
            ),
            [sleep(7), meal("chicken caesar salad", protein_g=38, kcal=560, at="13:00")],
            rest(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["vegan"]),
            BundleLacks("meal_lens", ["vegan"]),
        ],
    ),
    Scenario(
        "aj2_bot_bad_shoulder_ok",
        "bot_claims",
        display_name="Nadine",
        timezone="America/Toronto",
        days=[
            chat(
                b("Given your bad shoulder, I'll leave overhead pressing out of this block."),
                c("ok"),
                start="07:40",
            ),
            trained("upper A"),
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["shoulder"], [("injur", "pain", "bad shoulder", "[watch]")]),
        ],
    ),
    Scenario(
        "aj2_bot_marathon_never_said",
        "bot_claims",
        display_name="Shira",
        timezone="Asia/Jerusalem",
        days=[
            [sleep(7), user("I want to be able to run 5k without stopping by spring", at="20:45")],
            chat(
                b("Since you're aiming for a marathon, let's start building your long runs."),
                c("a marathon?? I never said that 😂 5k. without stopping. that's the whole dream"),
                start="08:00",
            ),
            rest(),
        ],
        expect=[
            Goal([], [FIVE_K]),
            PageLacks("goals.md", ["marathon"]),
            BundleContains("weekly_review", [], [FIVE_K]),
        ],
    ),
    Scenario(
        "aj2_bot_time_confirmed_yep",
        "bot_claims",
        display_name="Mei",
        timezone="Asia/Shanghai",
        days=[
            [sleep(7), user("mornings are better for me, before work", at="21:20")],
            chat(
                b("So 6:30am on Tuesdays and Thursdays, does that work?"),
                c("yep"),
                start="07:00",
            ),
            trained(at="06:30", woke="06:00"),
        ],
        expect=[
            Profile([], [("6:30", "06:30", "6.30")]),
            Profile([], [("tuesday", "tue")]),
            BundleContains("morning_brief", [], [("6:30", "06:30", "6.30")]),
        ],
    ),
    Scenario(
        "aj2_bot_mums_medication",
        "bot_claims",
        display_name="Teresa",
        timezone="America/Lima",
        days=[
            chat(
                b("You mentioned blood pressure medication. Should we keep the intensity lower for now?"),
                c("that's my mum, not me! I'm not on anything. go as hard as you like"),
                start="19:00",
            ),
            trained(),
            rest(),
        ],
        expect=[
            NoEntry("blood pressure"),
            PageLacks((CONSTRAINTS, "coaching-playbook.md"), [], [("blood pressure", "hypertension")]),
            NoAlert("safety"),
        ],
    ),
    # --- alerts: ratings that climb, two areas in one answer, "none" then yes, check-in and chat
    #     about one shoulder, an energy rating that is no pain ---------------------------------------
    Scenario(
        "aj2_alert_knee_ratings_climb",
        "alerts",
        display_name="Solveig",
        timezone="Europe/Oslo",
        days=[
            [
                sleep(7),
                session("easy run", sets=(("run", 1, 0.0),), minutes=40, at="17:00"),
                user("left knee niggly after the run, 3", at="18:10"),
            ],
            chat(b("Knee today, 0-10?"), c("4. worse going down the stairs"), start="07:30"),
            rest(),
            chat(b("And the knee?"), c("6 this morning. it's getting worse not better"), start="07:30"),
            rest(),
        ],
        expect=[
            Safety("knee", any_of=[("6", "six")]),
            AlertCount("safety", 1, "knee"),
            Entry("knee", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "aj2_alert_two_areas_one_answer",
        "alerts",
        display_name="Beatrix",
        timezone="Europe/Budapest",
        days=[
            chat(
                b("Anything sore after the move?"),
                c("right shoulder's a 4 and my lower back's a 5. carried boxes all weekend"),
                start="09:10",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Safety("shoulder"),
            Safety("back"),
            AlertCount("safety", 1, "shoulder"),
            AlertCount("safety", 1, "back"),
            Entry("shoulder", any_of=[RIGHT]),
        ],
    ),
    Scenario(
        "aj2_alert_none_then_spoke_too_soon",
        "alerts",
        display_name="Rania",
        timezone="Africa/Cairo",
        days=[
            chat(
                b("Any pain from the deadlifts?"),
                c("none, felt strong"),
                start="19:30",
                before=[session("lower A", sets=(("deadlift", 5, 70.0), ("rdl", 8, 40.0)), at="18:00")],
            ),
            rest(),
            [
                sleep(6.4),
                user(
                    "ok so I spoke too soon. lower back started hurting yesterday afternoon, sharp when I "
                    "bend to pick things up, 5/10",
                    at="09:00",
                ),
            ],
            rest(),
        ],
        expect=[
            Safety("back", any_of=[("sharp", "5", "five", "bend")]),
            AlertCount("safety", 1, "back"),
            Entry("back"),
        ],
    ),
    Scenario(
        "aj2_alert_checkin_and_chat_one_shoulder",
        "alerts",
        display_name="Valeria",
        timezone="America/Santiago",
        days=[
            chat(
                b("Saw the shoulder check-in. Front or back of the shoulder?"),
                c("front, left side. pinchy right at the top of the press"),
                start="19:15",
                before=[
                    session("upper A", sets=(("overhead press", 6, 25.0),), at="17:30"),
                    soreness("left shoulder", 3, "presses", at="19:10"),
                ],
            ),
            rest(),
            [
                sleep(7),
                soreness("shoulder", 3, at="08:00"),
                user("shoulder same as Monday, still pinchy on presses", at="08:05"),
            ],
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            Entry("shoulder", any_of=[LEFT]),
            Safety("shoulder"),
        ],
    ),
    Scenario(
        "aj2_alert_energy_rating_not_pain",
        "alerts",
        display_name="Tamar",
        timezone="Asia/Tbilisi",
        days=[
            chat(
                b("Energy 1-10 this morning?"),
                c("like a 3. wrecked, the baby was up four times"),
                start="07:10",
                hours=4.5,
            ),
            chat(b("Motivation 1-10 today?"), c("7, slept better"), start="07:10", hours=7.0),
            trained(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("energy"),
            Profile([], [("baby", "infant", "newborn")]),
        ],
    ),
    # --- mixed: a recap right but for one thing, two questions in one line, goal + elbow, a half-
    #     wrong recap corrected, a trip that came back with a neck --------------------------------
    Scenario(
        "aj2_mixed_recap_all_but_knee",
        "mixed",
        display_name="Amelie",
        timezone="Europe/Vienna",
        days=[
            [
                sleep(7),
                user(
                    "vegetarian since forever, three sessions a week is what I can do. oh and I had knee "
                    "surgery years ago but that's ancient history",
                    at="19:45",
                ),
            ],
            chat(
                b(
                    "Quick recap so I get it right: vegetarian, 3 sessions a week, and the knee is off "
                    "limits?"
                ),
                c("all yes except the knee. it's healed, nothing's off limits"),
                start="08:00",
            ),
            trained("lower A"),
        ],
        expect=[
            Diet(["vegetarian"]),
            Profile([], [("three", "3"), ("week", "session")]),
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["knee"], [("[injury]", "[constraint]")]),
        ],
    ),
    Scenario(
        "aj2_mixed_sleep_and_choir",
        "mixed",
        display_name="Gráinne",
        timezone="Europe/Dublin",
        days=[
            chat(
                b("Two things: how did you sleep, and are we still on for Thursday evening?"),
                c(
                    "badly, and no. Thursdays are gone for good, I've joined a choir. Friday evenings "
                    "instead?"
                ),
                start="07:20",
                hours=5.0,
            ),
            rest(),
            trained(at="19:00"),
        ],
        expect=[
            Profile([], [("choir",)]),
            Profile([], [("friday", "fri"), ("evening", "pm", "night")]),
            BundleContains("morning_brief", [], [("friday", "fri")]),
        ],
    ),
    Scenario(
        "aj2_mixed_goal_and_elbow",
        "mixed",
        display_name="Eleni",
        timezone="Europe/Athens",
        days=[
            chat(
                b("What's the goal for this block, and is anything holding you back?"),
                c("first ever pull-up by June. and the left elbow has been sore on the dead hangs, like a 3"),
                start="18:30",
            ),
            trained("upper A"),
            rest(),
        ],
        expect=[
            Goal([], [PULL_UP, JUNE_NEXT]),
            Entry("elbow", any_of=[LEFT]),
            Safety("elbow"),
        ],
    ),
    Scenario(
        "aj2_mixed_mornings_not_evenings",
        "mixed",
        display_name="Farzana",
        timezone="Asia/Dhaka",
        days=[
            chat(
                c("I'm free mornings before 9, and I'm dairy-free"),
                b("Noted: evenings work for you, and no dairy."),
                c("mornings! the dairy part is right"),
                start="21:00",
            ),
            trained(at="07:00"),
            rest(),
        ],
        expect=[
            Profile([], [("morning", "before 9", "9am", "9 am")]),
            Diet(["dairy"]),
            PageLacks("profile.md", ["evening"], [("free", "availab", "train", "slot", "prefer", "works")]),
            BundleContains("morning_brief", [], [("before 9", "9am", "9 am", "09:00")]),
        ],
    ),
    Scenario(
        "aj2_mixed_trip_back_with_neck",
        "mixed",
        display_name="Rachel",
        timezone="America/Los_Angeles",
        days=[
            [sleep(7), travel_start("Lisbon", at="09:00")],
            rest(6),
            [sleep(6.5), travel_end("Lisbon", at="22:00")],
            chat(
                b("Welcome back! How was the trip?"),
                c(
                    "lovely, but the hotel pillow wrecked my neck. can't turn my head to the right, 5/10. "
                    "gym Monday as usual though"
                ),
                start="09:00",
            ),
            rest(),
        ],
        expect=[
            Safety("neck"),
            Entry("neck"),
            BundleContains("session_mode", ["neck"]),
        ],
    ),
]
