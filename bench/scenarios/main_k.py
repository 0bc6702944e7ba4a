"""An eighth batch of understanding scenarios: conversations over time, written without the system's
vocabulary.

Every scenario is a dialogue. The bot asks and the client answers, often tersely ("yep", "the left
one", "since monday", "3", "both"), so the meaning is only clear from the bot's question; facts are
built up over several turns or days; clients correct themselves ("sorry I meant right not left",
"actually make that Thursdays"); stories run one to three weeks (a pain that heals and comes back, a
goal reached then replaced, a schedule that changes with a new job, a diet begun then dropped). Bot
turns also make claims the client does not confirm, or denies. Voices: terse texters, chatty ones,
non-native speakers, teens, retirees. Expectations ask for the final state a coach would want (the
current side, the latest schedule, the active goal, one alert not several, nothing for a bot's guess
she denied) and what a bot's bundle shows a few days later. Written by a coach who has never seen how
the system reads text. Names are prefixed `k_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    JUNE_NEXT,
    LEFT,
    MARCH_NEXT,
    RIGHT,
    AlertCount,
    AlertOpen,
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
    QuotesWhole,
    Safety,
    Scenario,
    bot,
    meal,
    session,
    skipped,
    sleep,
    soreness,
    user,
)

ASKED = ("ask", "question")
LEVELS = list(ENTRY_LEVELS)
STOPPED = [
    "stopped",
    "dropped",
    "quit",
    "ended",
    "no longer",
    "gave up",
    "gave it up",
    "abandon",
    "over",
    "former",
]
DONE = ["done", "achieved", "reached", "completed", "complete", "hit", "✓", "✅"]


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def qa(question: str, answer: str, at: str = "08:00") -> list:
    """The bot asks, the client answers two minutes later."""
    hour, minute = at.split(":")
    return [bot(question, at), user(answer, f"{hour}:{int(minute) + 2:02d}")]


def talk(*turns: tuple[str, str], at: str = "08:00", hours: float = 7.0) -> list:
    """A morning's exchange: several (bot question, client answer) pairs, five minutes apart."""
    hour, minute = (int(part) for part in at.split(":"))
    events: list = [sleep(hours)]
    for number, (question, answer) in enumerate(turns):
        stamp = hour * 60 + minute + 5 * number
        events += qa(question, answer, f"{stamp // 60:02d}:{stamp % 60:02d}")
    return events


SCENARIOS: list[Scenario] = [
    # --- goals ---------------------------------------------------------------------------------------
    Scenario(
        "k_goal_reached_then_replaced",
        "goals",
        display_name="Hannah",
        timezone="Europe/London",
        days=[
            talk(("What are we working towards?", "run 5k without stopping. by xmas ideally")),
            train("run walk intervals"),
            rest(),
            train("run walk intervals"),
            rest(),
            rest(),
            rest(),
            [sleep(7), user("DID IT!!! whole 5k no walking 😭🎉", at="10:30")],
            [
                sleep(7.5),
                *qa(
                    "Huge! So what's next, now that the 5k is done?",
                    "10k i think. spring? march-ish",
                    "09:00",
                ),
            ],
            rest(),
        ],
        expect=[
            Goal([], [["10k", "10 k", "10 km", "10km"]]),
            Goal([], [["10k", "10 k", "10 km", "10km"], [*MARCH_NEXT, "spring"]]),
            Goal(["5"], [DONE]),
            BundleContains("weekly_review", [], [["10k", "10 k", "10 km", "10km"]]),
        ],
        note="a goal reached after a week and replaced by the next one; the 10k is the active goal",
    ),
    Scenario(
        "k_goal_first_one",
        "goals",
        display_name="Dariusz",
        timezone="Europe/Warsaw",
        days=[
            talk(
                ("Main goal? 1) lose fat 2) build strength 3) get fit for a sport", "the first one"),
                ("Roughly how much?", "8kg ish"),
                ("Any deadline?", "brothers wedding in june, im the best man"),
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal([], [["fat", "weight", "lose", "loss"]]),
            Goal(["8 kg"]),
            PageContains(("goals.md", "profile.md"), ["wedding"]),
            Goal([], [["8 kg", "wedding"], JUNE_NEXT]),
        ],
        note="a goal picked by number from the bot's list, the amount and deadline in later terse replies",
    ),
    Scenario(
        "k_goal_number_corrected",
        "goals",
        display_name="Sofie",
        timezone="Europe/Copenhagen",
        days=[
            [sleep(7), session("upper A"), user("new goal: bench 60kg by summer", at="19:00")],
            [sleep(7), user("wait no, 70. i already did 60 last month lol", at="07:40")],
            rest(),
            train("upper B"),
        ],
        expect=[
            Goal(["bench", "70"]),
            BundleContains("weekly_review", ["bench", "70"]),
        ],
        note="the target number corrected the next morning; the goal holds the corrected number",
    ),
    Scenario(
        "k_goal_non_native_pullup",
        "goals",
        display_name="Aigerim",
        timezone="Asia/Almaty",
        days=[
            talk(
                ("What would make this year a win for you?", "I want make pull up. is my dream since school")
            ),
            rest(),
            talk(("How many pull-ups are we aiming for?", "one is enough 😅 before I am 40, in april")),
            train("upper A"),
            rest(),
        ],
        expect=[
            Goal(["pull up"]),
            Goal(["pull up"], [["april", "2027-04", "40"]]),
            BundleContains("free_chat", ["pull up"], query="what am I training for?"),
        ],
        note="non-native English; the number and deadline come two days later as a reply",
    ),
    # --- pain ----------------------------------------------------------------------------------------
    Scenario(
        "k_pain_side_corrected",
        "pain",
        display_name="Bren",
        timezone="Europe/Dublin",
        days=[
            [sleep(6.5), session("lower A"), user("knee was grumbling on the lunges", at="19:10")],
            talk(("Sorry to hear. Which knee?", "left"), ("Out of 10?", "3ish")),
            [sleep(7), user("sorry I meant right not left, brain fog yesterday", at="09:15")],
            rest(),
        ],
        expect=[
            Entry("knee", "right"),
            PageLacks(CONSTRAINTS, ["knee"], [LEFT, LEVELS]),
            Safety("knee"),
            AlertCount("safety", 1, "knee"),
            BundleContains("session_mode", ["knee"], [RIGHT]),
            AlertOpen("safety", "knee", any_of=[RIGHT]),
        ],
        note="the side comes as a one-word reply and is corrected the next day; only the right knee stands",
    ),
    Scenario(
        "k_pain_heals_then_back",
        "pain",
        display_name="Kofi",
        timezone="Africa/Accra",
        days=[
            [
                sleep(7),
                session("lower A", (("deadlift", 5, 80.0),)),
                user("lower back twinged on the deadlifts", at="18:55"),
            ],
            talk(("Out of 10, how bad?", "4")),
            rest(),
            talk(("How's the back today?", "way better, basically gone")),
            train("upper A"),
            rest(),
            rest(),
            rest(),
            rest(),
            rest(),
            [
                sleep(7),
                session("lower A", (("deadlift", 5, 85.0),)),
                user("tweaked it again on the last set ugh", at="19:00"),
            ],
            talk(("Same spot as before? Scale 1-10?", "yeah same spot. 5")),
        ],
        expect=[
            Entry("back"),
            Entry("back", words=["{d0}"]),
            Entry("back", any_of=[["5/10", "{d10}", "{d11}"]]),
            AlertCount("safety", 1, "back"),
            BundleContains("session_mode", ["back"]),
        ],
        note="a back twinge rated by a bare number, healed by day 3, re-aggravated on day 10: one alert",
    ),
    Scenario(
        "k_pain_since_monday",
        "pain",
        display_name="Tyler",
        timezone="America/Denver",
        days=[
            rest(),
            train("easy run"),
            [
                sleep(6.8),
                user("shin hurts", at="07:30"),
                *qa("Oh no. Since when?", "since monday", "07:32"),
                *qa("Does running make it worse?", "yep", "07:40"),
            ],
            rest(),
        ],
        expect=[
            Entry("shin"),
            Entry("shin", words=["{d0}"]),
            Safety("shin"),
            BundleContains("morning_brief", ["shin"]),
        ],
        note="a two-word pain report; start date and trigger only from replies to the bot",
    ),
    Scenario(
        "k_pain_both_wrists",
        "pain",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[
            [sleep(7), session("upper A"), user("wrists ache after pushups", at="20:00")],
            talk(("Which wrist, left or right?", "both"), ("Sharp or more of an ache?", "ache. like 3")),
            rest(),
        ],
        expect=[
            Entry("wrist", any_of=[["both", "bilateral", "left and right", "l+r", "l/r"]]),
            Safety("wrist"),
            AlertCount("safety", 1, "wrist"),
        ],
        note="'both' answers a left-or-right question: one wrist entry for both sides, one alert",
    ),
    # --- negation ------------------------------------------------------------------------------------
    Scenario(
        "k_neg_bot_guess_denied",
        "negation",
        display_name="Gareth",
        timezone="Europe/London",
        days=[
            train("upper A"),
            [
                sleep(6),
                bot("You skipped the overhead press yesterday. Is your shoulder bothering you?"),
                user("nah all good, just knackered", at="08:03"),
            ],
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["shoulder"], [["pain", "sore", "hurt", "injur"]]),
        ],
        note="the bot guesses a shoulder problem and she denies it: nothing about a shoulder",
    ),
    Scenario(
        "k_neg_numbered_none",
        "negation",
        display_name="Lina",
        timezone="Europe/Berlin",
        days=[
            talk(("Any pain today? 1) none 2) a little 3) yes, something hurts", "1")),
            train(),
            talk(("Any pain after yesterday's session? 1) none 2) a little 3) yes", "1 again 😊")),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [LEVELS]),
        ],
        note="'1' picks 'none' from the bot's numbered list: no entry, no alert",
    ),
    Scenario(
        "k_neg_husbands_knee",
        "negation",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            talk(
                (
                    "Any injuries or operations I should know about?",
                    "Well I had my hip done in 2019, a replacement, and it's been marvellous ever "
                    "since, no trouble whatsoever. It's my husband Derek whose knee is the problem, "
                    "he's had it swell up again this week and I've been running about after him.",
                )
            ),
            train("gentle full body"),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety", "knee"),
            NoAlert("safety", "hip"),
            PageContains("*", ["hip"], [["replace", "replacement", "2019"]]),
        ],
        note="a retiree: a healed hip replacement (history, not a fresh alert) and her husband's knee",
    ),
    Scenario(
        "k_neg_wrong_person",
        "negation",
        display_name="Jaylen",
        timezone="America/New_York",
        days=[
            train(),
            [
                sleep(7),
                bot("Is the ankle still bugging you?"),
                user("what ankle?? never had an ankle thing, wrong guy lol", at="08:04"),
            ],
            [sleep(7), user("my boy rolled his ankle at ball tho, im good", at="12:30")],
            rest(),
        ],
        expect=[
            NoEntry("ankle"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["ankle"]),
        ],
        note="the bot asks about an ankle he never had; his friend's ankle is not his",
    ),
    # --- schedule ------------------------------------------------------------------------------------
    Scenario(
        "k_sched_new_job_evenings",
        "schedule",
        display_name="Chiara",
        timezone="Europe/Rome",
        days=[
            talk(("When do you usually train?", "mon wed fri, mornings before work. like 6:30")),
            train(),
            rest(),
            train(),
            rest(),
            rest(),
            rest(),
            [
                sleep(6.5),
                user(
                    "ok so the new job started today and mornings are gone, I'm out the door at 7", at="21:00"
                ),
            ],
            talk(("Got it. When can you train now?", "evenings tue and thu, and saturday morning")),
            rest(),
        ],
        expect=[
            Profile(["tue", "thu"]),
            Profile(["sat"]),
            Profile([], [["job", "work"]]),
            BundleContains("weekly_review", ["tue", "thu"]),
        ],
        note="the schedule given in week 1 changes when a new job starts in week 2; the latest stands",
    ),
    Scenario(
        "k_sched_make_that_thursdays",
        "schedule",
        display_name="Ruth",
        timezone="Australia/Sydney",
        days=[
            talk(("Which day suits the long weekly session?", "wednesdays")),
            rest(),
            [sleep(7), user("actually make that Thursdays, wed is my daughter's swimming", at="16:20")],
            rest(),
        ],
        expect=[
            Profile(["thu"]),
            BundleContains("weekly_review", ["thu"]),
        ],
        note="a one-word answer corrected two days later; the long session is on Thursdays",
    ),
    Scenario(
        "k_sched_three_which_ones",
        "schedule",
        display_name="Ollie",
        timezone="Europe/London",
        days=[
            talk(
                ("How many days a week can you realistically train?", "3"),
                ("Which ones?", "mon wed sat probs"),
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["3"], [["day", "x/week", "x per week", "times", "sessions"]]),
            Profile(["mon", "wed", "sat"]),
        ],
        note="bare number and day abbreviations, each only meaningful after the bot's question",
    ),
    Scenario(
        "k_sched_shift_rota",
        "schedule",
        display_name="Precious",
        timezone="Africa/Johannesburg",
        days=[
            talk(("What does your week look like?", "nurse. 4 on 4 off, 12 hr days")),
            rest(5.5),
            talk(("So training on the off days?", "yes only the off days, on shift i'm dead")),
            rest(),
        ],
        expect=[
            Profile([], [["4 on", "12 h", "12 hr", "shift", "nurse"]]),
            Profile([], [["off day", "days off", "off days"]]),
        ],
        note="a shift pattern told tersely; training only on the days off is confirmed by 'yes'",
    ),
    # --- diet ----------------------------------------------------------------------------------------
    Scenario(
        "k_diet_keto_dropped",
        "diet",
        display_name="Brittany",
        timezone="America/Chicago",
        days=[
            [sleep(7), user("starting keto today!! wish me luck", at="07:15")],
            [sleep(7), meal("eggs and bacon", 30, 550, at="08:00")],
            rest(),
            [sleep(7), meal("chicken caesar no croutons", 45, 600)],
            rest(),
            rest(),
            [
                sleep(7),
                *qa(
                    "How's keto going?",
                    "ok keto is over lol. missed bread too much, back to normal eating",
                    "12:00",
                ),
            ],
            [sleep(7), meal("turkey sandwich", 30, 500)],
        ],
        expect=[
            Diet(["keto"], [STOPPED]),
            BundleLacks("meal_lens", ["keto"], [["follows", "following", "is on", "doing keto"]]),
        ],
        note="a diet begun and dropped six days later; she is not on keto any more",
    ),
    Scenario(
        "k_diet_nuts_epipen",
        "diet",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            talk(("Any foods you can't eat?", "nuts. like actually allergic, i carry an epipen")),
            rest(),
            [sleep(7), meal("porridge with banana", 12, 380)],
        ],
        expect=[
            Diet(["nut"], [["allerg", "epipen", "anaphyla"]]),
            BundleContains("meal_lens", ["nut"]),
        ],
        note="an allergy given as a reply to the bot's question",
    ),
    Scenario(
        "k_diet_lactose_cheese_ok",
        "diet",
        display_name="Thiago",
        timezone="America/Sao_Paulo",
        days=[
            talk(
                ("Does dairy bother you?", "yes man, milk destroys me"),
                ("Cheese and yogurt too?", "cheese is ok. yogurt no"),
            ),
            rest(),
            [sleep(7), meal("rice beans chicken", 50, 800)],
        ],
        expect=[
            Diet([], [["lactose", "dairy", "milk"]]),
            Diet(["cheese"]),
            BundleContains("meal_lens", [], [["lactose", "dairy", "milk"]]),
        ],
        note="a 'yes' to the bot's dairy question, refined by the next answers",
    ),
    Scenario(
        "k_diet_halal_non_native",
        "diet",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[
            talk(
                (
                    "Anything I should know about how you eat?",
                    "I eat only halal. no pork, no alcohol of course",
                )
            ),
            rest(),
            rest(),
        ],
        expect=[
            Diet(["halal"]),
            BundleContains("meal_lens", ["halal"]),
        ],
        note="a religious diet stated plainly in a reply",
    ),
    # --- equipment / place ---------------------------------------------------------------------------
    Scenario(
        "k_equip_gym_cancelled",
        "equipment",
        display_name="Nadia",
        timezone="Europe/Paris",
        days=[
            talk(("Where do you train?", "basic fit near work")),
            train(),
            rest(),
            rest(),
            rest(),
            rest(),
            [
                sleep(7),
                user(
                    "cancelled basic fit, too expensive. got adjustable dumbbells (up to 24kg) and a mat",
                    at="18:30",
                ),
            ],
            rest(),
        ],
        expect=[
            Profile(["dumbbell"]),
            Profile([], [["24 kg", "24kg"]]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
        note="the gym in week 1 replaced by home dumbbells in week 2; sessions should use what she has now",
    ),
    Scenario(
        "k_equip_the_bar",
        "equipment",
        display_name="Kai",
        timezone="Pacific/Auckland",
        days=[
            talk(
                ("Do you have a pull-up bar or rings at home?", "the bar"), ("Any resistance bands?", "nope")
            ),
            train("upper A"),
            rest(),
        ],
        expect=[
            Profile(["bar"]),
            BundleContains("session_mode", ["bar"]),
        ],
        note="'the bar' picks the pull-up bar from the bot's either/or question",
    ),
    Scenario(
        "k_equip_no_kettlebell",
        "equipment",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            [
                sleep(7),
                bot("Grab your kettlebell for swings today!"),
                user("I don't own a kettlebell?? I use a backpack full of books", at="08:05"),
            ],
            train(),
            rest(),
        ],
        expect=[
            Profile(["backpack"]),
            BundleContains("session_mode", ["backpack"]),
        ],
        note="the bot assumes a kettlebell; she has a loaded backpack",
    ),
    Scenario(
        "k_equip_at_sisters",
        "equipment",
        display_name="Ravi",
        timezone="Asia/Kolkata",
        days=[
            [sleep(7), user("staying at my sister's for 2 weeks from today", at="09:00")],
            talk(("What's there to train with?", "treadmill. that's it"), ("No weights at all?", "nah")),
            train("treadmill intervals"),
            rest(),
        ],
        expect=[
            Profile(["treadmill"]),
            Profile([], [["sister", "2 weeks", "two weeks"]]),
            BundleContains("session_mode", ["treadmill"]),
        ],
        note="a temporary place with only a treadmill, told over two days of replies",
    ),
    # --- life ----------------------------------------------------------------------------------------
    Scenario(
        "k_life_baby_buried",
        "life",
        display_name="Tom",
        timezone="America/Toronto",
        days=[
            train(),
            [
                sleep(4.1),
                bot("Missed you yesterday — all ok?"),
                user(
                    "hey sorry yeah it's been a mad few days, the car broke down on the way to my "
                    "parents, then the heating packed in, and we brought the baby home on saturday so "
                    "basically nobody is sleeping. anyway I'll try to get a session in thursday maybe",
                    at="11:40",
                ),
            ],
            [sleep(3.8)],
            rest(4.5),
        ],
        expect=[
            Profile(["baby"]),
            BundleContains("morning_brief", ["baby"]),
        ],
        note="a newborn buried in the middle of a long reply about a bad week",
    ),
    Scenario(
        "k_life_exams_teen",
        "life",
        display_name="Zoe",
        timezone="Europe/London",
        days=[
            [sleep(8), user("exams start next week so prob cant train much soz", at="21:30")],
            talk(("No worries! When do they finish?", "the 20th")),
            rest(),
        ],
        expect=[
            Profile(["exam"]),
            Profile(["exam"], [["20th", "nov 20", "november 20", "11-20", "20 nov", "20/11", "11/20"]]),
        ],
        note="a teen's exam period; the end date comes as a bare reply next day",
    ),
    Scenario(
        "k_life_mum_hospital",
        "life",
        display_name="Sanjay",
        timezone="Europe/London",
        days=[
            train(),
            rest(),
            [sleep(5), user("sorry for ghosting. mum's in hospital, I'm going back and forth", at="22:10")],
            talk(("I'm so sorry. How long do you think?", "no idea. weeks?")),
            [sleep(5.5), skipped("full body A", "family")],
        ],
        expect=[
            Profile([], [["mum", "mother", "hospital"]]),
            BundleContains("morning_brief", [], [["mum", "mother", "hospital"]]),
        ],
        note="a family emergency told late at night, its length as an uncertain reply",
    ),
    Scenario(
        "k_life_retiring",
        "life",
        display_name="Graham",
        timezone="Europe/London",
        days=[
            talk(
                (
                    "How's things?",
                    "Very well thank you. Last day at the office is Friday week, forty one years! "
                    "So after that I shall have all the time in the world for this.",
                )
            ),
            rest(),
            train("gentle full body"),
        ],
        expect=[
            Profile([], [["retir", "last day", "office"]]),
        ],
        note="retirement told without the word, in a retiree's polite voice",
    ),
    # --- message style -------------------------------------------------------------------------------
    Scenario(
        "k_style_just_the_plan",
        "style",
        display_name="Mateusz",
        timezone="Europe/Warsaw",
        days=[
            talk(("Would you like longer explanations, or just the plan?", "just the plan")),
            train(),
            rest(),
        ],
        expect=[
            Prefs(
                [], [["just the plan", "short", "brief", "concise", "no explanation", "plan only", "minimal"]]
            ),
            BundleContains(
                "morning_brief",
                [],
                [["just the plan", "short", "brief", "concise", "no explanation", "plan only"]],
            ),
        ],
        note="a style preference chosen from the bot's either/or question",
    ),
    Scenario(
        "k_style_emojis_back",
        "style",
        display_name="Jess",
        timezone="Australia/Melbourne",
        days=[
            [sleep(7), bot("Leg day!! 🦵🔥💪🎉"), user("less emojis pls haha", at="07:05")],
            train("lower A"),
            rest(),
            rest(),
            rest(),
            [
                sleep(7),
                bot("Upper body today. 3 sets of rows."),
                user("ok actually i miss the emojis 😂 bring them back", at="07:06"),
            ],
            rest(),
        ],
        expect=[
            Prefs(["emoji"]),
            BundleLacks(
                "morning_brief", ["emoji"], [["fewer", "no emoji", "less", "avoid", "without", "stop"]]
            ),
        ],
        note="a style wish reversed five days later: the current wish is emojis",
    ),
    Scenario(
        "k_style_simple_english",
        "style",
        display_name="Minh",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            [
                sleep(7),
                bot("Today: hip hinge mechanics and progressive overload on the posterior chain."),
                user(
                    "sorry please simple english, my english not so good. short words is better", at="08:10"
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["simple", "plain", "easy"]]),
            BundleContains("morning_brief", [], [["simple", "plain", "easy"]]),
        ],
        note="a non-native speaker asks for simpler language after a jargon-heavy bot turn",
    ),
    Scenario(
        "k_style_not_before_8",
        "style",
        display_name="Ellie",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("Morning!! Ready for leg day? ☀️", at="06:15"),
                user("pls dont text me before 8 im literally asleep", at="07:50"),
            ],
            train("lower A"),
            rest(),
        ],
        expect=[
            Prefs([], [["8am", "8 am", "8:00", "08:00", "before 8", "after 8"]]),
        ],
        note="a timing wish in reply to an early message",
    ),
    # --- recurring questions -------------------------------------------------------------------------
    Scenario(
        "k_rec_rest_between_sets",
        "recurring",
        display_name="Luis",
        timezone="America/Mexico_City",
        days=[
            [
                sleep(7),
                user("how long do i rest between sets?", at="18:00"),
                bot("60–90 seconds for most lifts.", at="18:01"),
            ],
            train(),
            rest(),
            [
                sleep(7),
                user("rest time again?", at="18:05"),
                bot("60–90 s, up to 3 min on heavy squats.", at="18:06"),
            ],
            rest(),
            rest(),
            [sleep(7), user("how many secs between sets again sorry", at="18:10")],
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["rest"], ASKED),
            BundleContains("free_chat", ["rest"], query="how long should I rest between sets?"),
        ],
        note="the same question three times in different words over a week, answered each time",
    ),
    Scenario(
        "k_rec_creatine",
        "recurring",
        display_name="Camille",
        timezone="Europe/Paris",
        days=[
            [sleep(7), user("should I take creatine?", at="12:00")],
            rest(),
            rest(),
            [sleep(7), user("is creatine ok for women? my friend says it makes you bloated", at="12:30")],
            rest(),
            rest(),
            [sleep(7), user("creatine again sorry 🙈 loading phase or not?", at="13:00")],
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["creatine"], ASKED),
        ],
        note="the same topic asked three ways over a week",
    ),
    Scenario(
        "k_rec_warmup_terse",
        "recurring",
        display_name="Dev",
        timezone="Asia/Kolkata",
        days=[
            [
                sleep(7),
                user("warmup?", at="17:55"),
                bot("5 min bike, then 2 light sets of your first lift.", at="17:56"),
            ],
            train(),
            [sleep(7), user("whats the warm up again", at="17:50")],
            train(),
            [sleep(7), user("warmup again pls", at="17:52")],
            train(),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["warm"], ASKED),
            BundleContains("session_mode", ["warm"]),
        ],
        note="one-word questions repeated before each session",
    ),
    Scenario(
        "k_rec_bot_repeats_not_her",
        "recurring",
        display_name="Greta",
        timezone="Europe/Stockholm",
        days=[
            talk(("How did you sleep?", "fine")),
            talk(("How did you sleep?", "ok")),
            talk(("How did you sleep?", "fine thx"), ("Anything else?", "should I stretch before or after?")),
            talk(("How did you sleep?", "good")),
        ],
        expect=[
            PageLacks(("preferences.md", "coaching-playbook.md"), ["sleep"], ASKED),
            PageLacks(("preferences.md", "coaching-playbook.md"), ["stretch"], ASKED),
        ],
        note="the bot repeats its daily question; she asks about stretching once: neither is her pattern",
    ),
    # --- bot turns make claims -----------------------------------------------------------------------
    Scenario(
        "k_bot_claim_marathon",
        "bot_claims",
        display_name="Big Mike",
        timezone="America/Chicago",
        days=[
            talk(("How's marathon prep going?", "lol what marathon. im here to get strong not run")),
            train("upper A"),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["marathon"]),
            Goal([], [["strong", "strength"]]),
        ],
        note="a goal the bot invented is denied; the real goal is in the denial",
    ),
    Scenario(
        "k_bot_claim_wrong_knee",
        "bot_claims",
        display_name="Nina",
        timezone="Europe/Berlin",
        days=[
            [sleep(7), session("lower A"), user("right knee a bit sore after squats, 3/10", at="19:00")],
            rest(),
            rest(),
            talk(("How's the left knee today?", "right 🙄 and it's fine now")),
            rest(),
        ],
        expect=[
            PageLacks(CONSTRAINTS, ["knee"], [LEFT, LEVELS]),
            BundleLacks("session_mode", ["knee"], [LEFT]),
            PageContains(CONSTRAINTS, ["knee"], [RIGHT]),
        ],
        note="the bot gets the side wrong and she corrects it; no left-knee entry appears",
    ),
    Scenario(
        "k_bot_claim_6am",
        "bot_claims",
        display_name="Femi",
        timezone="Europe/London",
        days=[
            talk(("When do you like to train?", "lunch, 12-1, theres a gym at work")),
            [
                sleep(7),
                bot("See you at the 6am session tomorrow as usual!", at="20:00"),
                user("👍", at="20:30"),
            ],
            train(),
            rest(),
        ],
        expect=[
            PageLacks("profile.md", [], [["6am", "6 am", "06:00", "6:00"]]),
            Profile([], [["lunch", "12", "midday", "noon"]]),
        ],
        note="a thumbs-up to a bot's wrong time does not make it her schedule",
    ),
    Scenario(
        "k_bot_claim_coeliac",
        "bot_claims",
        display_name="Eilidh",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("Here's a gluten-free lunch idea since you're coeliac!"),
                user(
                    "I'm not coeliac, you've got me mixed up with someone. I just don't like bread much",
                    at="12:10",
                ),
            ],
            rest(),
            [sleep(7), meal("soup and a roll", 15, 450)],
        ],
        expect=[
            PageLacks(("nutrition-patterns.md", "profile.md", "preferences.md"), ["gluten free"]),
            BundleLacks("meal_lens", ["gluten free"]),
            Diet(["bread"]),
        ],
        note="a bot's wrong diagnosis is denied; only her mild dislike of bread is hers",
    ),
    # --- several things over one conversation --------------------------------------------------------
    Scenario(
        "k_mixed_intake_over_three_days",
        "mixed",
        display_name="Fatima",
        timezone="Europe/Amsterdam",
        days=[
            talk(("Welcome! What brings you here?", "want to get back into running after 2 yrs off")),
            talk(("Any injuries I should know about?", "achilles, left one. on and off for a year")),
            talk(("Where will you run?", "park by the canal. no treadmill")),
            rest(),
        ],
        expect=[
            Goal(["run"]),
            Entry("achilles", "left"),
            Profile([], [["park", "canal"]]),
            BundleContains("session_mode", ["achilles"]),
        ],
        note="an intake spread over three mornings of one question and one answer each",
    ),
    Scenario(
        "k_mixed_two_numbered_answers",
        "mixed",
        display_name="Rob",
        timezone="Europe/London",
        days=[
            [sleep(7), session("climbing"), user("right elbow sore from climbing, 4/10", at="21:00")],
            rest(),
            rest(),
            train("upper A"),
            talk(
                (
                    "Two quick ones: 1) how's the elbow? 2) still ok with 4 days a week?",
                    "1 better 2 make it 3",
                )
            ),
            rest(),
        ],
        expect=[
            Entry("elbow", "right"),
            Profile(["3"], [["day", "x/week", "x per week", "times", "sessions"]]),
            PageLacks("profile.md", ["4"], [["days a week", "days per week", "x/week", "x per week"]]),
        ],
        note="'1 better 2 make it 3' answers two numbered questions at once: the schedule drops to 3 days",
    ),
    Scenario(
        "k_mixed_teen_rugby",
        "mixed",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            talk(
                ("Tell me a bit about you!", "im 16 wanna get bigger for rugby season"),
                ("Where do you train?", "school gym mon-thu after class"),
                ("Anything you don't eat?", "fish. gross"),
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal([], [["rugby", "bigger", "muscle", "mass"]]),
            Profile(["school"]),
            Diet(["fish"]),
            Profile([], [["16", "teen"]]),
        ],
        note="a teen's goal, place and dislike, each a short answer to the bot's intake questions",
    ),
    Scenario(
        "k_mixed_retiree_camino",
        "mixed",
        display_name="Brigid",
        timezone="Europe/Dublin",
        days=[
            talk(
                (
                    "What would you like to work on?",
                    "Oh lots! My grandson is getting married so there's that, and I'd love to walk "
                    "the Camino in May with my sister, the last 100km. The new knee on the left is "
                    "three years old now and grand, though it does stiffen up on stairs if I'm honest.",
                )
            ),
            train("gentle full body"),
            rest(),
        ],
        expect=[
            Goal(["camino"]),
            Goal(["camino"], [["may", "2027-05"]]),
            PageContains(CONSTRAINTS, ["knee"], [LEFT]),
            BundleContains("session_mode", ["knee"]),
            QuotesWhole("*"),
        ],
        note="a long reply: a goal, a grandson's wedding, a left knee replacement stiff on stairs",
    ),
    # --- alerts --------------------------------------------------------------------------------------
    Scenario(
        "k_alert_hamstring_builds",
        "alerts",
        display_name="Marcus",
        timezone="America/Los_Angeles",
        days=[
            [sleep(7), session("sprints"), user("hammy bit tight", at="18:40")],
            talk(("Still tight today?", "yep")),
            rest(),
            talk(("Hamstring?", "same")),
            rest(),
            rest(),
            [
                sleep(7),
                session("sprints"),
                user("pulled it on the 3rd sprint. 6/10 walking funny", at="18:30"),
            ],
        ],
        expect=[
            AlertCount("safety", 1, "ham"),
            Entry("ham", words=["6/10"]),
            Entry("ham", words=["{d0}"]),
            BundleContains("session_mode", ["ham"]),
            QuotesWhole(CONSTRAINTS),
        ],
        note="tightness confirmed by 'yep' and 'same', then a pull a week later: one alert, the worst state",
    ),
    Scenario(
        "k_alert_checkin_and_chat",
        "alerts",
        display_name="Yuki",
        timezone="Asia/Tokyo",
        days=[
            [sleep(6.5), soreness("neck", 4, "desk day")],
            rest(),
            [sleep(6.5), soreness("neck", 4)],
            talk(("Neck again?", "yeah same as monday")),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "neck"),
            Entry("neck"),
        ],
        note="a check-in area repeated in check-ins and confirmed in chat folds into one alert",
    ),
    Scenario(
        "k_alert_knee_and_hip_left",
        "alerts",
        display_name="Olga",
        timezone="Europe/Kyiv",
        days=[
            train("lower A"),
            talk(
                ("You said the session felt off. Where does it hurt?", "knee. and hip a bit"),
                ("Same side?", "yes both left"),
            ),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            AlertCount("safety", 1, "hip"),
            Entry("knee", "left"),
            Entry("hip", "left"),
        ],
        note="two areas in one reply, the side for both from 'yes both left': two alerts, one each",
    ),
    Scenario(
        "k_alert_doms_not_injury",
        "alerts",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            [sleep(7), session("lower A")],
            [sleep(7), user("legs DESTROYED lol can't sit on the toilet 😂 good pain tho", at="09:00")],
            talk(("Anything sharp, or just normal soreness?", "nah just normal soreness")),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["leg"], [LEVELS]),
        ],
        note="exaggerated muscle soreness the day after, confirmed as normal: no safety alert",
    ),
]
