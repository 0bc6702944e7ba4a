"""A blind batch of understanding scenarios about how things change over several days, and how people hedge.

Goals that are replaced, narrowed, postponed or only half-meant ("forget the marathon, I'll do the 10k";
"maybe a triathlon? not committing"); someone else's goal beside her own. Pain that starts and worsens,
eases and goes away, comes back, moves to the other side or turns out to be somewhere else, and pain
that was only a dream, a joke, DOMS or a friend's. Corrections ("sorry I meant Thursdays not Tuesdays"),
schedules that shift with a new job, a school term, a winter league or a four-day week that slips. Diets
started and quit (vegetarian, 16:8), an allergy found, an intolerance ruled out, a flatmate's diet.
Equipment ordered and arriving, snapping, sold, closed for renovation, or only wished for. Life news:
a new job, a house move brought forward, a break-up, a puppy, a redundancy beside a friend's pregnancy.
Style wishes reversed (short then detail, no emojis then emojis back, weekends then only Sundays, tough
love softened) and a preferred name. The same question asked three times in other words on other days
(and one asked only twice). Bot turns that invent a goal or a pain, pick the wrong side, declare a pain
healed, keep an old timetable or an old rack; the client denies, corrects or ignores them. Registers
vary: terse texts, typos, lists, emoji, run-on voice-note transcripts, non-native English. Names are
prefixed `ab2_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    LEFT,
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
    injury,
    meal,
    session,
    skipped,
    sleep,
    soreness,
    user,
)

ASKED = ("ask", "question")
DIET_PAGES = ("nutrition-patterns.md", "profile.md")
STYLE_PAGES = ("preferences.md", "profile.md", "coaching-playbook.md")
# Words a faithful note of a diet that was started and then given up would carry next to its name.
QUIT = (
    "ended",
    "stopped",
    "stopping",
    "quit",
    "dropped",
    "gave up",
    "given up",
    "abandon",
    "back on meat",
    "eats meat",
    "eating meat",
    "meat again",
    "no longer",
    "is over",
    "was over",
    "reverted",
    "returned",
    "until",
    "lasted",
)
BROKEN = (
    "broke",
    "snapped",
    "out of action",
    "not working",
    "repair",
    "unusable",
    "out of order",
    "unavailable",
)


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def asked(question: str, answer: str, hours: float = 7.0) -> list:
    """The bot says something; the client replies a few minutes later."""
    return [sleep(hours), bot(question, at="07:59"), user(answer, at="08:04")]


def EntryAny(*areas: str, any_of=()) -> PageContains:
    """An entry naming one of several words for the same place."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    if any_of:
        groups.append(list(any_of))
    return PageContains(CONSTRAINTS, [], groups)


SCENARIOS: list[Scenario] = [
    # --- goals: replaced, narrowed, postponed, hedged, a joke, somebody else's --------------------------
    Scenario(
        "ab2_goal_marathon_swapped_for_10k",
        "goals",
        display_name="Halina",
        timezone="Europe/Warsaw",
        days=[
            said("Signed up for the Warsaw Marathon!! April 2027, no going back now 😅🏃‍♀️"),
            train("easy run"),
            rest(),
            said(
                "ok change of plan, forget the marathon. my mum is moving in with us and a long run every "
                "Sunday just isn't happening. I'll do the 10k on that same April weekend instead, that "
                "one I can actually train for",
                at="21:40",
            ),
            rest(),
        ],
        expect=[
            Goal(["10k"], [["april", "2027-04", "apr"]]),
            BundleContains("weekly_review", ["10k"]),
        ],
    ),
    Scenario(
        "ab2_goal_list_narrowed_to_two",
        "goals",
        display_name="Océane",
        timezone="Europe/Paris",
        days=[
            said(
                "my goals for 2027:\n1. lose 8 kg\n2. deadlift 100 kg\n3. 10 pull-ups\n4. sub-25 5k\n"
                "5. touch my toes 😂"
            ),
            train(),
            rest(),
            said(
                "thought about it over the weekend... that's way too much at once. Let's narrow it down to "
                "just two: the pull-ups and the deadlift. Everything else is on hold."
            ),
            rest(),
        ],
        expect=[
            Goal([], [["pull up", "pullup", "chin up"]]),
            Goal(["deadlift", "100"]),
        ],
    ),
    Scenario(
        "ab2_goal_half_moved_to_may",
        "goals",
        display_name="Sigrún",
        timezone="Atlantic/Reykjavik",
        days=[
            said("Goal: the half marathon in March, the one along the harbour."),
            rest(),
            said(
                "Work is insane until February so March is off the table. Moving the half to the late May "
                "one instead.",
                at="19:30",
            ),
            rest(),
        ],
        expect=[
            Goal(["half"], [["may", "2027-05"]]),
            BundleContains("weekly_review", ["half"], [["may", "2027-05"]]),
        ],
    ),
    Scenario(
        "ab2_goal_maybe_tri_sure_swim",
        "goals",
        display_name="Yusuf",
        timezone="Asia/Riyadh",
        days=[
            said(
                "Maybe, maybe, a sprint triathlon next summer?? Not committing to anything yet lol. What I "
                "DO want for sure: swim 1 km front crawl without stopping by Easter. Right now I'm dead "
                "after 100 m."
            ),
            rest(),
        ],
        expect=[
            Goal(
                [],
                [["1 km", "1km", "1000", "kilomet"], ["easter", "march", "april", "2027-03", "2027-04"]],
            ),
            QuotesWhole("goals.md"),
        ],
    ),
    Scenario(
        "ab2_goal_crossfit_joke_pushups_real",
        "goals",
        display_name="Charlotte",
        timezone="Europe/London",
        days=[
            said(
                "In another life I'd be at the CrossFit Games 😂 In this life: I want to get back to 20 "
                "proper push-ups in a row like before the kids. Currently 6 on a good day.",
                at="21:15",
            ),
            rest(),
        ],
        expect=[
            Goal(["20"], [["push up", "pushup", "press up"]]),
            PageLacks("goals.md", ["crossfit"]),
        ],
    ),
    Scenario(
        "ab2_goal_husbands_marathon_not_hers",
        "goals",
        display_name="Mei",
        timezone="Asia/Taipei",
        days=[
            said(
                "My husband is running the Taipei Marathon in December, so our weekends revolve around his "
                "long runs 🙄 I'm just support crew. My own goal is way smaller: a proper pistol squat on "
                "each leg by summer."
            ),
            rest(),
        ],
        expect=[
            Goal(["pistol"]),
            PageLacks("goals.md", [], [["marathon", "taipei"]]),
        ],
    ),
    # --- pain: starts and worsens, eases and goes, comes back, changes side, turns out elsewhere -------
    Scenario(
        "ab2_pain_achilles_gets_worse",
        "pain",
        display_name="Beatriz",
        timezone="America/Mexico_City",
        days=[
            [
                sleep(7),
                session("easy run", sets=(("run", 1, 0.0),), minutes=35),
                user("left achilles a bit tight after the run, 2/10, probably nothing", at="19:30"),
            ],
            rest(),
            said("achilles worse today 😣 5/10, limping down the stairs first thing. still the left one"),
            rest(),
        ],
        expect=[
            Entry("achilles", any_of=LEFT),
            Safety("achilles"),
            AlertCount("safety", 1, "achilles"),
        ],
    ),
    Scenario(
        "ab2_pain_wrist_eases_then_gone",
        "pain",
        display_name="Kofi",
        timezone="Africa/Accra",
        days=[
            said(
                "right wrist sore from the push-ups, 4/10. the bent-back position is what hurts", at="19:00"
            ),
            rest(),
            said("wrist better, like 2/10"),
            rest(),
            said("wrist 100% now. did push-ups on my fists and then normal ones, zero pain"),
        ],
        expect=[
            Entry("wrist", any_of=RIGHT),
            NoAlert("safety", "wrist"),
        ],
    ),
    Scenario(
        "ab2_pain_shoulder_comes_back",
        "pain",
        display_name="Linh",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            said("my right shoulder is hurt when I lift the arm over the head, 4/10", at="20:00"),
            rest(),
            said("shoulder is good today, no pain 🙏"),
            train("upper body"),
            rest(),
            said("the shoulder pain come back 😞 same place, 4/10 after the overhead press yesterday"),
        ],
        expect=[
            Entry("shoulder", words=["{d5}"]),
            Safety("shoulder"),
            AlertCount("safety", 1, "shoulder"),
        ],
    ),
    Scenario(
        "ab2_pain_hip_flexor_switches_side",
        "pain",
        display_name="Sven",
        timezone="Europe/Stockholm",
        days=[
            said("left hip flexor sore after the sprints, 3/10", at="19:00"),
            rest(),
            said(
                "weird one: left hip totally fine now, but the RIGHT hip flexor is sore today, 4/10. "
                "didn't even sprint"
            ),
            rest(),
        ],
        expect=[
            Entry("hip", any_of=RIGHT),
            Safety("hip"),
            AlertCount("safety", 1, "hip"),
        ],
    ),
    Scenario(
        "ab2_pain_back_was_really_glute",
        "pain",
        display_name="Rhys",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                session("deadlift day", sets=(("deadlift", 5, 110.0), ("rdl", 8, 70.0))),
                user("lower back aching after deadlifts, 4/10", at="19:30"),
            ],
            said(
                "thinking about it more, it's not really my back. it's deep in my right glute, like a "
                "bruise in my butt cheek. 4/10 when I sit for long"
            ),
            rest(),
        ],
        expect=[
            EntryAny("glute", "butt", "piriformis", any_of=RIGHT),
            AlertOpen("safety", None, any_of=["glute", "butt", "piriformis"]),
            NoAlert("safety", "back"),
        ],
    ),
    Scenario(
        "ab2_pain_heel_voice_note",
        "pain",
        display_name="Dolores",
        timezone="America/Los_Angeles",
        days=[
            said(
                "so um yeah the heel thing, right heel, it's like when i get outta bed the first steps "
                "are like a six out of ten and then it kinda eases after i walk around for a bit, been "
                "like that since tuesday i think, maybe the new shoes idk"
            ),
            rest(),
            said("heel same, 6/10 first thing, fine by lunch"),
            rest(),
        ],
        expect=[
            Entry("heel", any_of=RIGHT),
            AlertOpen("safety", None, any_of=["heel", "plantar", "foot"]),
            AlertCount("safety", 1),
        ],
    ),
    # --- negation: sarcasm, worry, a friend, "nope", a dream ------------------------------------------
    Scenario(
        "ab2_neg_sarcastic_leg_day",
        "negation",
        display_name="Femi",
        timezone="Africa/Lagos",
        days=[
            [
                sleep(7),
                session("leg day", sets=(("back squat", 8, 80.0), ("walking lunge", 12, 20.0))),
            ],
            said(
                "yeah my legs are *totally* fine after leg day 😂😂 took me 3 min to sit down on the toilet. "
                "proper DOMS, nothing tweaked, love it"
            ),
            rest(),
        ],
        expect=[
            NoEntry("leg"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ab2_neg_worried_about_shin_splints",
        "negation",
        display_name="Astrid",
        timezone="Europe/Copenhagen",
        days=[
            said(
                "Upping my running to 4x a week from Monday. Am I going to get shin splints? Everyone at "
                "parkrun seems to have them. Nothing hurts now, I'm just paranoid 😅"
            ),
            rest(),
        ],
        expect=[
            NoEntry("shin"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ab2_neg_buddy_tore_hamstring",
        "negation",
        display_name="Giorgos",
        timezone="Europe/Athens",
        days=[
            train("track 200s"),
            said(
                "bad news from the track last nite: my runing buddy tore his hamstring on the 200s, he's "
                "on crutches now. I'm fine, finished the session, legs feel good.",
                at="09:15",
            ),
            rest(),
        ],
        expect=[
            NoEntry("hamstring"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ab2_neg_nope_calves_just_tired",
        "negation",
        display_name="Soo-ah",
        timezone="Asia/Seoul",
        days=[
            train("intervals"),
            asked(
                "Any pain after yesterday's intervals? How are the calves?",
                "nope, nothing hurts. calves a bit tired but that's just normal tired",
            ),
            rest(),
        ],
        expect=[
            PageLacks(CONSTRAINTS, [], [["calf", "calves"], list(ENTRY_LEVELS)]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ab2_neg_dreamt_achilles_snapped",
        "negation",
        display_name="Matteo",
        timezone="Europe/Rome",
        days=[
            said(
                "dreamt I snapped my achilles at parkrun 😳 woke up, checked, achilles absolutely fine. "
                "brains are weird",
                at="07:30",
            ),
            train("easy run"),
            rest(),
        ],
        expect=[
            NoEntry("achilles"),
            NoAlert("safety"),
        ],
    ),
    # --- schedule: a corrected day, a new job, a school term, a winter league, a slipping four-day week -
    Scenario(
        "ab2_sched_thursdays_not_tuesdays",
        "schedule",
        display_name="Hanna",
        timezone="Europe/Berlin",
        days=[
            [
                sleep(7),
                user("I can train Tuesdays and Saturdays, both around 7pm", at="12:00"),
                user("sorry I meant Thursdays not Tuesdays 🤦‍♀️", at="12:06"),
            ],
            rest(),
        ],
        expect=[
            Profile([], [["thursday", "thu"]]),
            Profile([], [["saturday", "sat"]]),
            PageLacks("profile.md", ["tuesday"]),
        ],
    ),
    Scenario(
        "ab2_sched_new_job_lunch_to_evening",
        "schedule",
        display_name="Inés",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            said("Lunchtime sessions are my thing, 12:30 at the gym next to the office."),
            train(),
            said(
                "new job starts Monday! 9 to 6 and the office is across town, no gym near it. so lunchtime "
                "is over, it'll have to be evenings after 7",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["7pm", "7 pm", "19:00", "after 7", "evening"]]),
            BundleContains("morning_brief", [], [["7pm", "7 pm", "19:00", "after 7"]]),
        ],
    ),
    Scenario(
        "ab2_sched_kids_back_to_school",
        "schedule",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            said("Mid-term break this week so the kids are home and I'm not getting much done, sorry!"),
            rest(),
            said(
                "Kids back to school Monday 🙌 so from then I'm free weekdays 9:15 till 2:30, that's my "
                "window",
                at="21:00",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["9:15", "09:15", "9.15"]]),
            BundleContains("morning_brief", [], [["9:15", "09:15", "9.15"]]),
        ],
    ),
    Scenario(
        "ab2_sched_football_moves_to_monday",
        "schedule",
        display_name="Tariq",
        timezone="Asia/Dubai",
        days=[
            said("Wednesdays 8pm is five-a-side football, so no leg day on Wednesday or Thursday please."),
            train(),
            rest(),
            said("football's moved to Mondays for the winter league. same time", at="22:30"),
            rest(),
        ],
        expect=[
            Profile(["monday"], [["football", "five a side", "5 a side"]]),
            BundleContains("morning_brief", ["monday"], [["football", "five a side", "5 a side"]]),
        ],
    ),
    Scenario(
        "ab2_sched_four_day_week_slips",
        "schedule",
        display_name="Heike",
        timezone="Europe/Zurich",
        days=[
            said(
                "Big news at work: from December I'm on a four-day week, Fridays off!! 🎉 So Friday "
                "mornings become my long session, the ride along the lake."
            ),
            rest(),
            rest(),
            said("ugh. the four-day week starts in January now, not December. HR delays 🙄", at="18:10"),
            rest(),
        ],
        expect=[
            Profile(["friday"], [["long", "ride"]]),
            Profile([], [["four day", "4 day", "friday"], ["january", "2027-01", "jan"]]),
        ],
    ),
    # --- diet: started and quit, an allergy found, an intolerance ruled out, a flatmate's diet ---------
    Scenario(
        "ab2_diet_veggie_experiment_over",
        "diet",
        display_name="Amélie",
        timezone="America/Toronto",
        days=[
            said("Going vegetarian from today 🌱 bit of an experiment, let's see how it goes"),
            [sleep(7), meal("lentil dal with rice", 22, 610, at="19:00")],
            rest(),
            [sleep(7), meal("chickpea curry and naan", 18, 650, at="19:10")],
            said(
                "ok the veggie experiment is over, I'm back on meat. missed chicken way too much and my "
                "protein was always short 🙈",
                at="12:40",
            ),
            rest(),
        ],
        expect=[
            Diet([], [["vegetarian", "veggie"], QUIT]),
            BundleContains("meal_lens", [], [["vegetarian", "veggie"], QUIT]),
        ],
    ),
    Scenario(
        "ab2_diet_16_8_dropped",
        "diet",
        display_name="Devika",
        timezone="Asia/Kolkata",
        days=[
            said("starting 16:8 fasting today, eating window 12 to 8pm"),
            train(),
            said("fasting + 7am spin class = shaky and grumpy lol"),
            said("stopped the fasting. breakfast is back, porridge before the 7am class", at="09:30"),
            rest(),
        ],
        expect=[
            Diet([], [["16:8", "fasting", "intermittent"], QUIT]),
            BundleContains("meal_lens", [], [["16:8", "fasting", "intermittent"], QUIT]),
        ],
    ),
    Scenario(
        "ab2_diet_flatmate_vegan",
        "diet",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            said(
                "My flatmate's gone vegan and now the fridge is 90% tofu 😂 not me though, I'll eat "
                "anything, steak tonight",
                at="18:20",
            ),
            rest(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["vegan"]),
            BundleLacks("meal_lens", ["vegan"]),
        ],
    ),
    Scenario(
        "ab2_diet_kiwi_allergy_found",
        "diet",
        display_name="Noa",
        timezone="Asia/Jerusalem",
        days=[
            said("weird, my lips went all itchy after the green smoothie this morning", at="10:00"),
            rest(),
            said(
                "went to the allergist. It's kiwi! some oral allergy thing. So no kiwi for me, and she "
                "said be careful with raw apple too",
                at="17:30",
            ),
            rest(),
        ],
        expect=[
            Diet(["kiwi"]),
            BundleContains("meal_lens", ["kiwi"]),
        ],
    ),
    Scenario(
        "ab2_diet_not_lactose_after_all",
        "diet",
        display_name="Bruna",
        timezone="America/Sao_Paulo",
        days=[
            said("I think I'm lactose intolerant? bloated after every protein shake 😩"),
            rest(),
            rest(),
            said(
                "Update: the GP test came back, I'm NOT lactose intolerant. Turns out it's the sweetener "
                "in the shake, sucralose. Switching to an unsweetened whey.",
                at="15:00",
            ),
            rest(),
        ],
        expect=[
            Diet(["lactose"], [["not lactose", "negative", "ruled out", "isn't", "is not", "no intoleran"]]),
            Diet([], [["sucralose", "sweetener"]]),
        ],
    ),
    # --- equipment: ordered and arrived, snapped, sold, closed, only wished for ------------------------
    Scenario(
        "ab2_equip_kettlebell_ordered_arrives",
        "equipment",
        display_name="Elif",
        timezone="Europe/Istanbul",
        days=[
            said("thinking of getting a kettlebell for home, 12 or 16 kg?"),
            rest(),
            said("went with the 16, ordered it 🛒"),
            rest(),
            said("KB arrived!! 🔔 heavier than it looks lol", at="18:00"),
        ],
        expect=[
            Profile(["kettlebell", "16"]),
            BundleContains("session_mode", [], [["kettlebell", "kb"]]),
        ],
    ),
    Scenario(
        "ab2_equip_treadmill_belt_snapped",
        "equipment",
        display_name="Oskar",
        timezone="Europe/Helsinki",
        days=[
            said("home treadmill belt snapped mid-run 😩 repair guy can't come until the 20th", at="19:00"),
            rest(),
        ],
        expect=[
            Profile(["treadmill"], [BROKEN]),
            BundleContains("session_mode", ["treadmill"], [BROKEN]),
        ],
    ),
    Scenario(
        "ab2_equip_rower_sold",
        "equipment",
        display_name="Wiebke",
        timezone="Europe/Amsterdam",
        days=[
            said("home setup: a Concept2 rower, an adjustable bench, and a box of bands."),
            train(),
            rest(),
            said(
                "sold the rower on Marktplaats 😢 needed the space for a desk, I work from home now. bench "
                "and bands are staying.",
                at="20:30",
            ),
            rest(),
        ],
        expect=[
            Profile(
                [], [["rower", "concept2", "concept 2", "rowing"], ["sold", "no longer", "gone", "got rid"]]
            ),
            Profile(["bench"]),
            BundleContains("session_mode", ["bench"]),
        ],
    ),
    Scenario(
        "ab2_equip_wished_rower_real_bar",
        "equipment",
        display_name="Tomás",
        timezone="Europe/Lisbon",
        days=[
            said(
                "if I ever got a rower I'd finally do those 2k tests everyone brags about lol. for now "
                "it's a pull-up bar in the bedroom doorway and a yoga mat, that's the whole gym"
            ),
            rest(),
        ],
        expect=[
            Profile([], [["pull up bar", "pullup bar", "doorway"]]),
            BundleContains("session_mode", [], [["pull up bar", "pullup bar", "doorway"]]),
        ],
    ),
    Scenario(
        "ab2_equip_free_weights_closed",
        "equipment",
        display_name="Sakura",
        timezone="Asia/Tokyo",
        days=[
            said(
                "gym notice: the free-weights area is closed for renovation until January 😤 only machines "
                "and cables till then"
            ),
            train("machines circuit"),
            rest(),
        ],
        expect=[
            Profile(
                ["free weight"], [["closed", "renovat", "january", "2027-01", "unavailable", "not available"]]
            ),
            BundleContains("session_mode", [], [["machine", "cable"]]),
        ],
    ),
    # --- life: a new job, a move brought forward, a break-up, a puppy, a redundancy --------------------
    Scenario(
        "ab2_life_new_job_commute",
        "life",
        display_name="Farah",
        timezone="Asia/Karachi",
        days=[
            said(
                "started the new job today!! 🎉 50 min commute each way on the train, out the door 7:15, "
                "home about 6:30",
                at="21:30",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["commute", "new job"]]),
            BundleContains("weekly_review", [], [["commute", "new job"]]),
        ],
    ),
    Scenario(
        "ab2_life_move_to_leeds_brought_forward",
        "life",
        display_name="Harriet",
        timezone="Europe/London",
        days=[
            said("we're moving to Leeds at the end of the month, partner got a job there"),
            rest(),
            said("change of plan, the move is brought forward, we go THIS Saturday 😳", at="22:00"),
            rest(),
            rest(),
            said("Moved! Leeds it is. boxes everywhere, joined the gym round the corner", at="19:00"),
        ],
        expect=[
            Profile(["leeds"]),
            BundleContains("weekly_review", ["leeds"]),
        ],
    ),
    Scenario(
        "ab2_life_break_up_keep_routine",
        "life",
        display_name="Valentina",
        timezone="Europe/Madrid",
        days=[
            said(
                "bit of a rough week. me and Sam split up. don't really want to talk about it, just keep "
                "the training normal pls, I need the routine",
                at="22:45",
            ),
            rest(6),
        ],
        expect=[
            PageContains(STYLE_PAGES, [], [["split", "break up", "breakup", "broke up", "separat"]]),
            Prefs([], [["talk", "discuss", "routine", "normal"]]),
        ],
    ),
    Scenario(
        "ab2_life_puppy_arrived",
        "life",
        display_name="Ben",
        timezone="Australia/Melbourne",
        days=[
            said(
                "we got a puppy!! 🐶 Biscuit, 10 weeks old. so two walks a day, 40 min each, and basically "
                "zero sleep lol",
                hours=5,
            ),
            rest(5.5),
        ],
        expect=[
            Profile([], [["puppy", "dog"]]),
            BundleContains("weekly_review", [], [["puppy", "dog"]]),
        ],
    ),
    Scenario(
        "ab2_life_redundant_friend_pregnant",
        "life",
        display_name="Chiara",
        timezone="Europe/Rome",
        days=[
            said(
                "Two bits of news: my best friend is pregnant!! I'm going to be godmother 🥹 And the less "
                "fun one: I've been made redundant. Lots of free time, not a lot of money, might have to "
                "drop the gym membership.",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["redundan", "laid off", "unemploy", "lost her job", "lost my job"]]),
            NoEntry("pregnan"),
            BundleLacks("session_mode", ["pregnan"]),
        ],
    ),
    # --- style: reversed wishes, a preferred name ------------------------------------------------------
    Scenario(
        "ab2_style_short_then_detail",
        "style",
        display_name="Erik",
        timezone="Europe/Oslo",
        days=[
            said("pls keep msgs short, I read them on the tram between stops"),
            train(),
            train("full body B"),
            said(
                "actually, more detail is fine now. new route, 40 min on the train, and I kinda miss "
                "knowing the why behind stuff"
            ),
            rest(),
        ],
        expect=[
            Prefs(["detail"]),
            BundleContains("morning_brief", ["detail"]),
        ],
    ),
    Scenario(
        "ab2_style_emojis_back",
        "style",
        display_name="Ilse",
        timezone="Europe/Brussels",
        days=[
            said("can you stop with all the emojis? feels a bit much"),
            rest(),
            train(),
            rest(),
            said("ok I take it back, bring the emojis back 😅 the messages felt kinda cold without them"),
            rest(),
        ],
        expect=[
            Prefs(["emoji"], [["fine", "ok", "okay", "welcome", "back", "allowed", "again"]]),
            BundleLacks(
                "morning_brief",
                [],
                [["no emoji", "avoid emoji", "don't use emoji", "do not use emoji", "without emoji"]],
            ),
        ],
    ),
    Scenario(
        "ab2_style_call_me_kasia",
        "style",
        display_name="Katarzyna",
        timezone="Europe/Warsaw",
        days=[
            said("btw call me Kasia, nobody calls me Katarzyna except my grandma and the tax office 😄"),
            rest(),
        ],
        expect=[
            PageContains(STYLE_PAGES, ["kasia"]),
            BundleContains("morning_brief", ["kasia"]),
        ],
    ),
    Scenario(
        "ab2_style_weekends_then_only_sundays",
        "style",
        display_name="Anouk",
        timezone="Europe/Amsterdam",
        days=[
            said("no messages at weekends please, that's family time"),
            rest(),
            train(),
            rest(),
            rest(),
            said(
                "you can message on Saturdays again, it's only Sundays that are off limits. kids have "
                "Saturday swim lessons so I'm free anyway",
                at="10:30",
            ),
            rest(),
        ],
        expect=[
            Prefs(["sunday"]),
            Prefs(["saturday"], [["fine", "ok", "okay", "again", "allowed", "welcome"]]),
            BundleContains("morning_brief", ["sunday"]),
        ],
    ),
    Scenario(
        "ab2_style_tough_but_no_guilt",
        "style",
        display_name="Zanele",
        timezone="Africa/Johannesburg",
        days=[
            said("you can be tougher with me, I've been slacking"),
            [
                sleep(6.5),
                skipped("full body A", "kids"),
                bot("Skipped again. Excuses don't build muscle.", at="19:00"),
            ],
            said(
                "ok that was a bit much yesterday 😬 firm is good, but no guilt-tripping when I miss a "
                "session because of the kids"
            ),
            rest(),
        ],
        expect=[
            Prefs(["guilt"]),
            BundleContains("morning_brief", ["guilt"]),
        ],
    ),
    # --- recurring: the same question in other words on other days (and one only twice) ---------------
    Scenario(
        "ab2_rec_protein_target_three_ways",
        "recurring",
        display_name="Imani",
        timezone="America/New_York",
        days=[
            said("how much protein should I be eating?"),
            rest(),
            said("grams of protein per day again?"),
            train(),
            said("remind me my protein target 🙏"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["protein"], ASKED),
            BundleContains("free_chat", ["protein"], query="how much protein should I eat per day?"),
        ],
    ),
    Scenario(
        "ab2_rec_sleep_question_only_twice",
        "recurring",
        display_name="Sebastián",
        timezone="America/Bogota",
        days=[
            said("is it bad to train on 5 hours sleep?", hours=5),
            rest(),
            rest(),
            said("if I slept badly should I still go to the gym?", hours=5.5),
        ],
        expect=[
            PageLacks(("preferences.md", "*"), [], [["sleep", "slept"], list(ASKED)]),
            BundleLacks(
                "free_chat", [], [["sleep", "slept"], list(ASKED)], query="should I train if I slept badly?"
            ),
        ],
    ),
    Scenario(
        "ab2_rec_stretching_before_running",
        "recurring",
        display_name="Maja",
        timezone="Europe/Ljubljana",
        days=[
            said("should I stretch before or after running?"),
            rest(),
            said("static stretching pre-run: yes or no?"),
            train("easy run"),
            rest(),
            said("sorry, stretching before a run, good or bad? I keep forgetting 🙈"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["stretch"], ASKED),
            BundleContains("free_chat", ["stretch"], query="should I stretch before running?"),
        ],
    ),
    Scenario(
        "ab2_rec_rest_between_sets_non_native",
        "recurring",
        display_name="Dmitri",
        timezone="Europe/Moscow",
        days=[
            said("how many rest between sets?"),
            train(),
            said("the pause between series, how long it is?"),
            rest(),
            said("rest time between sets again pls, I always forget"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), [], [["rest", "pause"], list(ASKED)]),
            BundleContains(
                "free_chat",
                [],
                [["rest", "pause"], ["set", "series"]],
                query="how long do I rest between sets?",
            ),
        ],
    ),
    Scenario(
        "ab2_rec_creatine_final_answer",
        "recurring",
        display_name="Leilani",
        timezone="Pacific/Honolulu",
        days=[
            said("is creatine safe for women?"),
            rest(),
            rest(),
            said("creatine, does it make you bloated?"),
            rest(),
            rest(),
            said("ok creatine: should I take it or not, final answer 😂"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["creatine"], ASKED),
            BundleContains("free_chat", ["creatine"], query="should I take creatine?"),
        ],
    ),
    # --- bot claims: invented goal and pain, wrong side, "all better", old timetable, old rack --------
    Scenario(
        "ab2_bot_half_ironman_ignored",
        "bot_claims",
        display_name="Nils",
        timezone="Europe/Stockholm",
        days=[
            train("swim CSS"),
            asked("Another step closer to that half-Ironman! 💪", "what's tonight's session?"),
            train(),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", [], [["ironman", "70.3"]]),
            BundleLacks("weekly_review", [], [["ironman", "70.3"]]),
        ],
    ),
    Scenario(
        "ab2_bot_wrong_shoulder_side",
        "bot_claims",
        display_name="Pilar",
        timezone="Europe/Madrid",
        days=[
            [
                sleep(7),
                session("push day", sets=(("overhead press", 6, 30.0), ("bench press", 8, 40.0))),
                user("shoulder sore after the presses, 4/10", at="19:00"),
            ],
            asked(
                "Hope the left shoulder is easing today!",
                "right. it's the RIGHT shoulder. and no, still 4/10",
            ),
            rest(),
        ],
        expect=[
            Entry("shoulder", any_of=RIGHT),
            Safety("shoulder"),
            PageLacks(CONSTRAINTS, ["shoulder"], [LEFT]),
        ],
    ),
    Scenario(
        "ab2_bot_claims_knee_healed",
        "bot_claims",
        display_name="Grace",
        timezone="Pacific/Auckland",
        days=[
            said("left knee sore after the hike down, 4/10 on the stairs", at="20:00"),
            rest(),
            asked(
                "Glad the knee is all better! Lunges are back on today 🎉",
                "who said it's better?? still 4/10 going downstairs. no lunges pls",
            ),
            rest(),
        ],
        expect=[
            Safety("knee"),
            Entry("knee", any_of=LEFT),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        "ab2_bot_old_swim_day",
        "bot_claims",
        display_name="Jia",
        timezone="Asia/Singapore",
        days=[
            said("I swim Tuesdays 6am with the masters group"),
            rest(),
            rest(),
            asked(
                "See you for Tuesday's 6am swim next week! 🏊",
                "nope, masters moved to Wednesdays with the new term. same 6am. Tuesday's gone",
            ),
            rest(),
        ],
        expect=[
            Profile(["wednesday"], [["swim", "masters"]]),
            BundleContains("morning_brief", ["wednesday"]),
        ],
    ),
    Scenario(
        "ab2_bot_phantom_hamstring_ignored",
        "bot_claims",
        display_name="Rafael",
        timezone="America/Lima",
        days=[
            train("lower body"),
            asked("Take it easy on that sore hamstring today 🙏", "👍 what's the warm-up?"),
            train(),
            rest(),
        ],
        expect=[
            NoEntry("hamstring"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ab2_bot_rack_is_old_gym",
        "bot_claims",
        display_name="Owen",
        timezone="America/Halifax",
        days=[
            asked(
                "Grab the barbell off your home rack for today's squats!",
                "I don't have a rack lol, that was the gym I quit in October. home = two kettlebells, 12 "
                "and 20 kg",
            ),
            rest(),
        ],
        expect=[
            Profile(["kettlebell"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    # --- mixed: several facts changing over the same days ------------------------------------------------
    Scenario(
        "ab2_mixed_meet_dropped_back_tweak",
        "mixed",
        display_name="Mirela",
        timezone="Europe/Bucharest",
        days=[
            said("Goal: my first powerlifting meet in March, 63 kg class 💪"),
            [sleep(7), session("deadlift day", sets=(("deadlift", 3, 105.0),))],
            said("tweaked my lower back on the last deadlift set, 5/10 when I bend over", at="09:00"),
            rest(),
            said(
                "back's settling, maybe 2/10. also, I'm pulling out of the meet, not worth the stress. new "
                "plan: just get strong for me, squat my bodyweight by summer",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            Goal([], [["bodyweight", "body weight"]]),
            Entry("back"),
            BundleContains("weekly_review", [], [["bodyweight", "body weight"]]),
        ],
    ),
    Scenario(
        "ab2_mixed_nurse_job_week",
        "mixed",
        display_name="Chioma",
        timezone="Europe/London",
        days=[
            said("got the job!! children's hospital, start on the 16th. 3 long days a week, 12.5 hours 😅"),
            said(
                "since I'll be on my feet all day on shift days, can we do 2 gym days, on my days off only?"
            ),
            rest(),
            said(
                "also pls don't send the morning message between 6:30 and 7:30 on shift days, I'm driving",
                at="21:00",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["hospital", "shift", "nurse"]]),
            PageContains(STYLE_PAGES, [], [["6:30", "06:30"]]),
            BundleContains("morning_brief", [], [["6:30", "06:30"]]),
        ],
    ),
    Scenario(
        "ab2_mixed_wish_to_run_turbo_sportive",
        "mixed",
        display_name="Gunnar",
        timezone="Europe/Oslo",
        days=[
            said(
                "I wish I could run like I used to, but both knees start complaining after 10 minutes, so "
                "cycling it is."
            ),
            rest(),
            said("bought a smart turbo trainer at the weekend, Zwift here I come 🚴"),
            rest(),
            said("goal for spring: a 100 km sportive without stopping"),
            rest(),
        ],
        expect=[
            Entry("knee"),
            Profile([], [["turbo", "smart trainer", "zwift"]]),
            Goal(["100"], [["km", "sportive", "ride"]]),
            PageLacks("goals.md", [], [["run", "running"]]),
        ],
    ),
    Scenario(
        "ab2_mixed_list_update",
        "mixed",
        display_name="Sunita",
        timezone="Asia/Kathmandu",
        days=[
            said("going veggie for November 🌱"),
            [
                sleep(7),
                session(),
                user("rolled my left ankle stepping off the kerb, 4/10, bit puffy", at="19:00"),
            ],
            rest(),
            rest(),
            said(
                "quick update:\n- ankle's fine now, no pain, no swelling\n- veggie month lasted 4 days "
                "lol, eating meat again\n- switched gyms: Anytime Fitness, open 24/7\n- goal's still the "
                "10k in May"
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety", "ankle"),
            Goal(["10k"], [["may", "2027-05"]]),
            Diet([], [["veggie", "vegetarian"], QUIT]),
            Profile([], [["24/7", "24 hour", "anytime"]]),
        ],
    ),
    Scenario(
        "ab2_mixed_pregnancy_scare_and_wedding",
        "mixed",
        display_name="Lea",
        timezone="Europe/Vienna",
        days=[
            said("might be pregnant?? period is late, test tomorrow morning. take it easy today?"),
            said("not pregnant 😅 false alarm. back to normal training, honestly a bit relieved lol"),
            train(),
            said(
                "oh and my sister's wedding is 19 December, I'm maid of honour. goal: feel strong in the "
                "dress 💃",
                at="21:00",
            ),
            rest(),
        ],
        expect=[
            NoEntry("pregnan"),
            BundleLacks("session_mode", ["pregnan"], [["might", "possibl", "maybe", "may be", "suspect"]]),
            Goal([], [["wedding"]]),
        ],
    ),
    Scenario(
        "ab2_mixed_voice_note_school_hours",
        "mixed",
        display_name="Oksana",
        timezone="Europe/Kyiv",
        days=[
            said("left shoulder hurts on push-ups, 4 of 10", at="19:00"),
            rest(),
            rest(),
            said(
                "ok so, the thing is, from next week the school change the hours, my daughter finish at 3, "
                "so I cannot come afternoon anymore, I will come the morning at 9 after I bring her. and "
                "the shoulder is much better now, nothing pain, I did push-ups yesterday no problem. and I "
                "stop the sugar, already one week no sweets 😁"
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety", "shoulder"),
            Profile([], [["9am", "9 am", "09:00", "9:00", "at 9", "morning"]]),
            Diet([], [["sugar", "sweets"]]),
        ],
    ),
    # --- alerts: escalation folds, one of two areas clears, recurrence folds, a joke, a knock-on -------
    Scenario(
        "ab2_alert_hamstring_tight_then_pulled",
        "alerts",
        display_name="Kenji",
        timezone="Asia/Tokyo",
        days=[
            [
                sleep(7),
                session("sprints", sets=(("flying 30m", 4, 0.0),), minutes=45),
                soreness("left hamstring", 3, "tight after the flying 30s", at="20:00"),
            ],
            rest(),
            [
                sleep(7),
                injury(
                    "left hamstring", "pulled it on a sprint, felt a pop, can't walk normally", at="10:00"
                ),
                user("felt a pop in the hamstring on the second sprint, walking funny now", at="10:10"),
            ],
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "hamstring"),
            Safety("hamstring"),
            PageContains(CONSTRAINTS, ["hamstring"], [["[injury]", "[constraint]"]]),
        ],
    ),
    Scenario(
        "ab2_alert_neck_clears_wrist_stays",
        "alerts",
        display_name="Nadia",
        timezone="Africa/Casablanca",
        days=[
            said("neck stiff 3/10 and left wrist sore 4/10. slept funny + too many push-ups"),
            rest(),
            said("neck's gone, all good. wrist still the same, 4/10 on push-ups"),
            rest(),
        ],
        expect=[
            NoAlert("safety", "neck"),
            Safety("wrist"),
            AlertCount("safety", 1, "wrist"),
        ],
    ),
    Scenario(
        "ab2_alert_kneecap_recurs_in_other_words",
        "alerts",
        display_name="Hamish",
        timezone="Australia/Hobart",
        days=[
            said("right knee aching under the kneecap, 3/10 on the stairs", at="19:00"),
            rest(),
            [sleep(7), soreness("right knee", 3, "front of the knee after cycling")],
            rest(),
            said("that kneecap thing is back, 4/10 going downhill"),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Safety("knee"),
            Entry("knee", any_of=RIGHT),
        ],
    ),
    Scenario(
        "ab2_alert_wallet_injured_joke",
        "alerts",
        display_name="Yasmin",
        timezone="Asia/Qatar",
        days=[
            train("run intervals"),
            said(
                "bought new running shoes, my wallet is seriously injured 😂 feet are great though, first "
                "run in them felt amazing",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [["foot", "feet"], list(ENTRY_LEVELS)]),
        ],
    ),
    Scenario(
        "ab2_alert_ankle_then_knee_from_limping",
        "alerts",
        display_name="Lukas",
        timezone="Europe/Vienna",
        days=[
            said("rolled my left ankle on the trail, 5/10, swollen", at="17:00"),
            rest(),
            rest(),
            said("ankle's getting better, 3/10, but now my right knee aches from limping around, 4/10"),
            rest(),
        ],
        expect=[
            Safety("ankle"),
            Safety("knee"),
            Entry("knee", any_of=RIGHT),
        ],
    ),
]
