"""A batch about people who say little, say it sideways, or say it in their own English.

One-word and emoji answers to the bot's questions ("arvos", "left 🙄", "proper. epipen"), whose meaning
only the question beside them gives; understatement ("bit meh", "not ideal", "a bit crook") that still
carries a real score out of ten, and overstatement ("legs are DEAD 💀", "head's BANGING") that is only
soreness or a hangover; regional words for body parts, meals and times of day ("hammy", "the back of me
leg", "my waist is paining", "brekkie", "arvo", "tea", "piece", "NEPA took light"); and older clients
who write letters with salutations and sign-offs, burying the fact in the middle paragraph. Names are
prefixed `ap2_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    JUNE_NEXT,
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
    meal,
    session,
    sleep,
    soreness,
    user,
)

DIET_PAGES = ("nutrition-patterns.md", "profile.md", "preferences.md")
STYLE_PAGES = ("profile.md", "preferences.md", "coaching-playbook.md")
ASKED = (
    "ask",
    "question",
    "unsure",
    "not sure",
    "unclear",
    "uncertain",
    "confus",
    "repeat",
    "recurring",
    "keeps",
    "again",
)
XMAS = ("christmas", "xmas", "25 dec", "dec 25", "december 25", "25 december", "2026 12 2")
PULL = ("pull up", "pullup", "chin up")
HAMMY = ("hamstring", "hammy")
BACK_OF_LEG = ("hamstring", "back of", "thigh", "leg", "glute")
WAIST = ("back", "waist", "lumbar")
ARVO = ("afternoon", "arvo", "3:30", "3.30", "15:30", "3 30")
EARLY = ("before 6", "5am", "5 am", "05:00", "5:00", "5:30", "early morning", "early")
SIX_AM = ("6am", "6 am", "06:00", "6:00", "6 a.m", "six in the morning")
DAYS_OFF = ("day off", "days off", "off day", "three off", "3 off", "3 on", "three on")
SHORT = (
    "short",
    "brief",
    "concise",
    "tl dr",
    "tldr",
    "tl;dr",
    "sets and reps",
    "sets & reps",
    "sets n reps",
    "essay",
    "bullet",
    "no long",
)
STRAIGHT = (
    "straight",
    "direct",
    "blunt",
    "honest",
    "hype",
    "cheer",
    "enthusias",
    "tone down",
    "exclamation",
    "praise",
    "gush",
    "over the top",
)
GONE = ("uncle", "funeral", "bereave", "passed away", "died", "death", "passed")


def day(*events, h: float = 7.0) -> list:
    """A day that starts with a sleep log, then whatever happens."""
    return [sleep(h), *events]


def rest(h: float = 7.1) -> list:
    return [sleep(h)]


def lifted(name: str = "full body A", h: float = 7.0, at: str = "18:00") -> list:
    return [sleep(h), session(name, at=at)]


def text(words: str, at: str = "08:00", h: float = 7.0) -> list:
    return [sleep(h), user(words, at=at)]


SCENARIOS: list[Scenario] = [
    # --- goals: a Sydney fun run, a grandfather's letter, two words and a date, BP in pidgin, a walk dropped
    Scenario(
        "ap2_goal_city2surf_heartbreak_hill",
        "goals",
        display_name="Chloe",
        timezone="Australia/Sydney",
        days=[
            text(
                "brekkie done ✅ oh btw u asked about goals the other day. reckon I wanna do City2Surf next "
                "August and actually RUN up Heartbreak Hill instead of walking it like a sook 😂",
                at="07:40",
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Goal([], [("city2surf", "city 2 surf", "city to surf", "heartbreak")]),
            Goal([], [("august", "aug", "2027 08")]),
            BundleContains("weekly_review", [], [("city2surf", "city 2 surf", "city to surf", "heartbreak")]),
        ],
    ),
    Scenario(
        "ap2_goal_formal_grandsons_wedding",
        "goals",
        display_name="Geoffrey",
        timezone="Europe/London",
        days=[
            day(
                bot(
                    "Lovely to have you with us, Geoffrey. What would you most like to get out of our "
                    "sessions?",
                    at="10:00",
                ),
                user(
                    "Dear Coach,\n\nThank you for your kind message. To answer your question: my grandson is "
                    "to be married in June, and I should very much like to be able to dance with my wife for "
                    "the whole of the evening without needing to sit down. I should also like to manage the "
                    "stairs at the venue without clinging to the handrail, as I did at my niece's.\n\nYours "
                    "sincerely,\nGeoffrey Ashdown",
                    at="16:45",
                ),
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Goal([], [("danc",)]),
            Goal([], [(*JUNE_NEXT, "wedding")]),
            Goal(["stair"]),
            QuotesWhole("goals.md", min_quotes=0),
        ],
    ),
    Scenario(
        "ap2_goal_pullup_in_two_texts",
        "goals",
        display_name="Jordan",
        timezone="Europe/London",
        days=[
            day(
                bot("If you could nail one thing in the next few months, what would it be?", at="17:30"),
                user("pull up 💪", at="17:52"),
                bot("Love it. One strict pull-up, no band?", at="17:53"),
                user("yh. by xmas", at="18:20"),
            ),
            lifted("upper A"),
            rest(),
        ],
        expect=[
            Goal([], [PULL, XMAS]),
            BundleContains("weekly_review", [], [PULL]),
        ],
    ),
    Scenario(
        "ap2_goal_bp_down_small_small",
        "goals",
        display_name="Ifeoma",
        timezone="Africa/Lagos",
        days=[
            text(
                "Good evening coach. Doctor said my BP is somehow high, not too bad sha, but he wants it "
                "down. So my target na to bring the BP down and lose small small belly before my sister's "
                "wedding in April. Abeg no too much running o 😅",
                at="20:30",
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Goal([], [("blood pressure", "bp", "hypertens")]),
            Goal([], [("april", "apr", "2027 04")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ap2_goal_kiltwalk_aff_deadlift_on",
        "goals",
        display_name="Morag",
        timezone="Europe/London",
        days=[
            text("goal's the Kiltwalk in April, the full 20 mile, Glasgow tae Balloch", at="19:00"),
            lifted(),
            rest(),
            text(
                "right, change o plan. Kiltwalk's aff, ma pal's pulled oot and I'm no daein 20 mile on ma "
                "tod. whit I actually want is tae deadlift ma ain bodyweight by the summer. that's 68 kilo",
                at="21:10",
            ),
            rest(),
        ],
        expect=[
            Goal(["deadlift"], [("bodyweight", "body weight", "68")]),
            Goal([], [("summer", "june", "july", "2027")]),
            BundleContains("weekly_review", ["deadlift"]),
        ],
    ),
    # --- pain: a hammy, a waist, a crook knee, the back of a leg in four texts, a letter about gutters
    Scenario(
        "ap2_pain_hammy_giving_grief",
        "pain",
        display_name="Darragh",
        timezone="Europe/Dublin",
        days=[
            lifted("lower A"),
            text(
                "me left hammy's been giving me grief since the five-a-side Thursday. not the end of the "
                "world but it's a 4 when I bend down to do the laces",
                at="12:30",
            ),
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [HAMMY, LEFT, ENTRY_LEVELS]),
            AlertOpen("safety", None, [], [HAMMY]),
            BundleContains("session_mode", [], [HAMMY]),
        ],
    ),
    Scenario(
        "ap2_pain_waist_paining_water_can",
        "pain",
        display_name="Priya",
        timezone="Asia/Kolkata",
        days=[
            day(
                bot("Good morning Priya! How are you feeling today?", at="07:00"),
                user(
                    "Waist is paining since morning. Lifted the 20 litre water can onto the dispenser, after "
                    "that only it started. Around 5/10. Kindly suggest if I should skip today",
                    at="07:25",
                ),
            ),
            rest(),
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [WAIST, ENTRY_LEVELS]),
            AlertOpen("safety", None, [], [WAIST]),
            BundleContains("session_mode", [], [WAIST]),
        ],
    ),
    Scenario(
        "ap2_pain_knee_bit_crook_after_footy",
        "pain",
        display_name="Brodie",
        timezone="Australia/Perth",
        days=[
            text(
                "knee's a bit crook after footy Sat. right one. nothin major, 3 outta 10 goin down stairs, "
                "fine on the flat",
                at="18:15",
            ),
            rest(),
            lifted("upper A"),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            Entry("knee", any_of=[("stair", "down", "descen")]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "ap2_pain_back_of_me_leg_bus",
        "pain",
        display_name="Shannon",
        timezone="Europe/London",
        days=[
            day(
                user("pulled summat sprinting for the bus 😩", at="08:40"),
                bot("Oh no! Where does it hurt?", at="08:41"),
                user("back of me leg", at="08:55"),
                bot("Which leg, and how bad out of 10?", at="08:56"),
                user("left. top bit just under me bum. 5ish", at="09:30"),
            ),
            rest(),
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [BACK_OF_LEG, LEFT, ENTRY_LEVELS]),
            AlertOpen("safety", None, [], [BACK_OF_LEG]),
            BundleContains("session_mode", [], [BACK_OF_LEG]),
        ],
    ),
    Scenario(
        "ap2_pain_formal_gutters_shoulder",
        "pain",
        display_name="Dorothy",
        timezone="America/New_York",
        days=[
            rest(),
            text(
                "Dear Coach,\n\nI regret to report that my right shoulder has been rather uncooperative "
                "since I cleaned out the gutters on Saturday. Reaching up to the top kitchen cabinet "
                "produces a sharp pain which I would put at six out of ten. I trust you will adjust my "
                "program accordingly.\n\nWith kind regards,\nDorothy Whitfield",
                at="15:20",
            ),
            rest(),
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT]),
            Safety("shoulder", any_of=[("6", "six", "sharp", "overhead", "reach")]),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    # --- negation: dead legs, clicking knees, a husband's back, a fine letter, a figurative neck ------
    Scenario(
        "ap2_neg_legs_dead_baby_giraffe",
        "negation",
        display_name="Tayla",
        timezone="Australia/Melbourne",
        days=[
            day(
                session("lower A", sets=(("back squat", 8, 50.0), ("walking lunge", 12, 10.0)), at="18:30"),
                user(
                    "legs are absolutely DEAD 💀💀 couldn't sit on the loo without whimpering 😂 best "
                    "session in ages tho",
                    at="20:05",
                ),
            ),
            text("still walking like a baby giraffe lol. the good kind of sore", at="07:30"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("leg"),
            NoEntry("quad"),
        ],
    ),
    Scenario(
        "ap2_neg_knees_click_all_lekker",
        "negation",
        display_name="Riaan",
        timezone="Africa/Johannesburg",
        days=[
            day(
                bot("Before we start: any aches, niggles or old injuries I should know about?", at="06:30"),
                user(
                    "nah all lekker boet. knees click a bit going up stairs but no pain, been like that "
                    "since school rugby",
                    at="06:48",
                ),
            ),
            lifted("lower A"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("knee"),
            PageContains((CONSTRAINTS, "profile.md"), ["knee", "click"]),
        ],
    ),
    Scenario(
        "ap2_neg_hubby_done_his_back",
        "negation",
        display_name="Sharon",
        timezone="Europe/London",
        days=[
            text(
                "hubby's only gone and done his back in lifting the new telly off the van 🙄 so I'm on bins, "
                "shopping, the lot. I'm fine, just knackered from playing nurse",
                at="21:00",
            ),
            lifted(),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ap2_neg_formal_fine_fettle",
        "negation",
        display_name="Agnes",
        timezone="Europe/London",
        days=[
            day(
                bot(
                    "Welcome, Agnes! Do you have any injuries or health conditions I should know about?",
                    at="09:00",
                ),
                user(
                    "Dear Coach,\nThank you for your enquiry. I am pleased to say I have no injuries or "
                    "aches to report. I walk the dog four miles every morning and my joints, touch wood, are "
                    "in fine fettle for a woman of seventy-one.\nYours sincerely,\nAgnes Buchanan",
                    at="11:30",
                ),
            ),
            rest(),
            lifted(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("joint"),
            Profile(["dog"], [("walk", "mile")]),
            Profile([], [("71", "seventy")]),
        ],
    ),
    Scenario(
        "ap2_neg_manager_pain_in_the_neck",
        "negation",
        display_name="Kayla",
        timezone="America/Chicago",
        days=[
            text(
                "ugh Mondays. my manager is a royal pain in the neck and the commute was a whole headache, "
                "but the body feels great 💪 ready for squats",
                at="17:10",
            ),
            lifted("lower A"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("neck"),
            NoEntry("head"),
        ],
    ),
    # --- schedule: one-word arvos, Lagos traffic, a bridge club, a nurse's rota, "am obvs" ----------
    Scenario(
        "ap2_sched_arvos_after_pickup",
        "schedule",
        display_name="Jess",
        timezone="Australia/Brisbane",
        days=[
            day(
                bot("What days and times suit you for training this week?", at="06:00"),
                user("arvos", at="12:40"),
                bot("Perfect, which days, and roughly what time?", at="12:41"),
                user("mon wed fri. after school pickup so 3.30ish", at="14:05"),
            ),
            rest(),
            lifted(at="15:40"),
        ],
        expect=[
            Profile([], [("mon",), ("wed",), ("fri",)]),
            Profile([], [ARVO]),
            BundleContains("morning_brief", [], [ARVO]),
        ],
    ),
    Scenario(
        "ap2_sched_lagos_traffic_before_six",
        "schedule",
        display_name="Tunde",
        timezone="Africa/Lagos",
        days=[
            [
                sleep(6.0, at="05:15"),
                user(
                    "Good morning coach. I resume by 8am and close 5pm but with this Lagos traffic I don't "
                    "reach house before 8pm, so evenings are finished. Na only early morning before 6 or "
                    "weekends go work for me",
                    at="05:40",
                ),
            ],
            rest(6.2),
            lifted(at="05:30"),
        ],
        expect=[
            Profile([], [EARLY]),
            Profile([], [("weekend", "saturday", "sunday", "sat")]),
            BundleContains("morning_brief", [], [EARLY]),
        ],
    ),
    Scenario(
        "ap2_sched_formal_bridge_and_hospice",
        "schedule",
        display_name="Eleanor",
        timezone="Europe/London",
        days=[
            text(
                "Dear Coach,\nI must let you know that Tuesdays and Thursdays are quite out of the question "
                "for me: I play bridge at the club on Tuesday afternoons and volunteer at the hospice shop "
                "all day on Thursdays. Monday, Wednesday and Friday mornings would suit admirably.\nKind "
                "regards,\nEleanor Fairbrother",
                at="10:15",
            ),
            rest(),
            lifted(at="10:00"),
        ],
        expect=[
            Profile([], [("mon",), ("wed",), ("fri",)]),
            Profile([], [("bridge", "hospice")]),
            BundleContains("morning_brief", [], [("wednesday", "wed", "mon", "fri"), ("morning",)]),
        ],
    ),
    Scenario(
        "ap2_sched_nights_then_days_off",
        "schedule",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            text("on nights this week so I'll train when I surface, around 2 in the afternoon", at="14:30"),
            rest(5.0),
            lifted(at="15:00"),
            text(
                "rota's changed, on days from next Monday, 8 till 8, three on three off. so it'll only be me "
                "days off for training from now on",
                at="20:45",
            ),
            rest(),
        ],
        expect=[
            Profile([], [DAYS_OFF]),
            BundleContains("morning_brief", [], [DAYS_OFF]),
        ],
    ),
    Scenario(
        "ap2_sched_six_am_obvs",
        "schedule",
        display_name="Mason",
        timezone="America/Denver",
        days=[
            day(
                bot("What time should I send your daily workout?", at="19:00"),
                user("6", at="19:20"),
                bot("6am or 6pm?", at="19:21"),
                user("am obvs ☀️ before the kids are up", at="19:45"),
            ),
            lifted(at="06:15"),
            rest(),
        ],
        expect=[
            PageContains(STYLE_PAGES, [], [SIX_AM]),
            PageLacks(STYLE_PAGES, [], [("6pm", "6 pm", "18:00", "6 p.m")]),
            BundleContains("morning_brief", [], [SIX_AM]),
        ],
    ),
    # --- diet: Jain rules, tea that is dinner, a church fast, an emoji allergy, a cardiologist's letter
    Scenario(
        "ap2_diet_jain_no_roots",
        "diet",
        display_name="Hetal",
        timezone="Asia/Kolkata",
        days=[
            day(
                bot("Any foods you avoid or dietary rules I should plan around?", at="09:00"),
                user(
                    "I am pure veg, Jain actually. No onion garlic, no root veg like potato carrot beetroot. "
                    "Eggs also not",
                    at="09:40",
                ),
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Diet([], [("jain",)]),
            Diet([], [("onion", "garlic", "root", "potato")]),
            Diet(["egg"]),
            BundleContains("meal_lens", [], [("jain", "onion", "garlic", "root")]),
        ],
    ),
    Scenario(
        "ap2_diet_dairy_bloats_me_rotten",
        "diet",
        display_name="Gemma",
        timezone="Europe/London",
        days=[
            text(
                "what should I have for me tea? had a massive brekkie so not starving. oh and dairy's a no "
                "for me, bloats me something rotten",
                at="17:30",
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Diet([], [("dairy", "lactose", "milk")]),
            BundleContains("meal_lens", [], [("dairy", "lactose")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ap2_diet_church_fast_21_days",
        "diet",
        display_name="Blessing",
        timezone="Africa/Lagos",
        days=[
            text(
                "Good evening sir. Our church is starting 21 days fasting from tomorrow, 6am to 6pm, no food "
                "only water. I will break fast with pap and akara in the evening. Please plan my workouts "
                "around it 🙏🏾",
                at="19:50",
            ),
            rest(),
            lifted(at="19:00"),
        ],
        expect=[
            Diet(["fast"], [("21", "twenty one", "three week", "3 week")]),
            Diet(["fast"], [("6pm", "6 pm", "18:00", "6am", "6 am", "06:00", "sunset", "evening")]),
            BundleContains("meal_lens", ["fast"]),
        ],
    ),
    Scenario(
        "ap2_diet_shellfish_proper_epipen",
        "diet",
        display_name="Liam",
        timezone="America/Los_Angeles",
        days=[
            day(
                bot("Any food allergies I should know about?", at="08:00"),
                user("shellfish 🦐🚫", at="08:30"),
                bot("Got it. Proper allergy or more of an intolerance?", at="08:31"),
                user("proper. epipen", at="10:02"),
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Diet(["shellfish"], [("allerg", "epipen", "epi pen", "anaphyla")]),
            BundleContains("meal_lens", ["shellfish"]),
        ],
    ),
    Scenario(
        "ap2_diet_formal_salt_and_grapefruit",
        "diet",
        display_name="Harold",
        timezone="Europe/London",
        days=[
            text(
                "Dear Coach,\nFurther to our conversation on Friday, I should mention that my cardiologist "
                "has advised me to keep salt to a minimum and to avoid grapefruit altogether, as it "
                "interferes with one of my tablets. I am permitted a small sherry on a Sunday, which I "
                "intend to keep.\nYours faithfully,\nHarold Pennington",
                at="11:00",
            ),
            rest(),
            lifted(at="10:30"),
        ],
        expect=[
            Diet([], [("salt", "sodium")]),
            Diet(["grapefruit"]),
            BundleContains("meal_lens", ["grapefruit"]),
        ],
    ),
    # --- equipment: a kettlebell and a band, a rack by the braai, monkey bars, an exercise bicycle, a
    #     dramatic treadmill ------------------------------------------------------------------------
    Scenario(
        "ap2_equip_kettlebell_band_thats_it",
        "equipment",
        display_name="Aroha",
        timezone="Pacific/Auckland",
        days=[
            day(
                bot("What have you got at home to train with?", at="18:00"),
                user("16kg kettlebell. a band. thats it lol", at="18:12"),
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Profile(["16 kg"], [("kettlebell", "kettle bell")]),
            Profile([], [("band",)]),
            BundleContains("session_mode", [], [("kettlebell", "kettle bell")]),
        ],
    ),
    Scenario(
        "ap2_equip_rack_next_to_the_braai",
        "equipment",
        display_name="Thabo",
        timezone="Africa/Johannesburg",
        days=[
            text(
                "Cancelled the gym contract, too pricey now. Built a squat rack in the garage next to the "
                "braai, barbell and plates up to 100kg. Ja, it's lekker, no more queueing for the bench",
                at="19:40",
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Profile([], [("rack",)]),
            Profile(["barbell"]),
            BundleContains("session_mode", [], [("rack", "barbell")]),
        ],
    ),
    Scenario(
        "ap2_equip_caravan_monkey_bars",
        "equipment",
        display_name="Kylie",
        timezone="Australia/Adelaide",
        days=[
            text(
                "heading up the coast in the caravan til the 20th 🏖️ no gym obvs. there's a park with monkey "
                "bars near the site and the beach ofc",
                at="07:15",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [("monkey bar",)]),
            Profile(
                [],
                [
                    (
                        "20th",
                        "2026 11 20",
                        "nov 20",
                        "20 nov",
                        "november 20",
                        "20 november",
                        "caravan",
                        "coast",
                    )
                ],
            ),
            BundleContains("session_mode", [], [("monkey bar", "park", "beach")]),
        ],
    ),
    Scenario(
        "ap2_equip_formal_exercise_bicycle",
        "equipment",
        display_name="Bernard",
        timezone="Europe/London",
        days=[
            text(
                "Dear Coach,\nYou asked what equipment I have at my disposal. My daughter has very kindly "
                "passed on her old exercise bicycle, which now resides in the conservatory. I possess no "
                "weights of any description, though I am told two tins of beans will serve at a pinch.\nI "
                "remain, yours truly,\nBernard Hollis",
                at="14:00",
            ),
            rest(),
            lifted(at="11:00"),
        ],
        expect=[
            Profile([], [("bike", "bicycle", "cycle")]),
            Profile(
                [], [("no weights", "no dumbbell", "tin", "beans", "without weights", "no free weights")]
            ),
            BundleContains("session_mode", [], [("bike", "bicycle", "cycle")]),
        ],
    ),
    Scenario(
        "ap2_equip_treadmill_being_dramatic",
        "equipment",
        display_name="Brianna",
        timezone="America/Phoenix",
        days=[
            text(
                "treadmill's being a bit dramatic 🙄 belt slips every few steps. repair guy can't come till "
                "the 16th so I guess I'm walking outside like a peasant",
                at="06:10",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Profile(
                ["treadmill"],
                [("broke", "slip", "repair", "not working", "out of action", "16", "fault", "unusable")],
            ),
            BundleContains(
                "session_mode",
                ["treadmill"],
                [("broke", "slip", "repair", "not working", "out of action", "16", "fault", "unusable")],
            ),
        ],
    ),
    # --- life: a wake in Mayo, a newborn, a transfer, a carer's letter, "not ideal at home" ---------
    Scenario(
        "ap2_life_uncle_passed_mayo",
        "life",
        display_name="Ciarán",
        timezone="Europe/Dublin",
        days=[
            lifted(),
            text(
                "won't be around Thurs or Fri, me uncle passed, the funeral's down in Mayo. grand otherwise, "
                "don't be fussing",
                at="22:10",
            ),
            rest(),
        ],
        expect=[
            Profile([], [GONE]),
            BundleContains("weekly_review", [], [GONE]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ap2_life_baby_girl_sleep_is_a_rumour",
        "life",
        display_name="Emeka",
        timezone="Africa/Lagos",
        days=[
            text(
                "Coach good morning 🙏🏾 my wife delivered our second baby on Sunday, a girl! House is "
                "upside down, sleep is now a rumour 😂 bear with me this month",
                at="06:00",
                h=3.5,
            ),
            rest(4.0),
            rest(4.5),
        ],
        expect=[
            Profile([], [("baby", "newborn", "daughter", "girl")]),
            BundleContains("morning_brief", [], [("baby", "newborn", "daughter")]),
        ],
    ),
    Scenario(
        "ap2_life_transfer_to_hyderabad",
        "life",
        display_name="Arjun",
        timezone="Asia/Kolkata",
        days=[
            text(
                "Small update: got transferred to the Hyderabad office. Shifting on 15th, new flat is near "
                "KBR park so I can walk there in the mornings",
                at="21:30",
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Profile(["hyderabad"]),
            Profile([], [("15th", "2026 11 15", "nov 15", "15 nov", "move", "moving", "shift", "relocat")]),
            BundleContains("weekly_review", ["hyderabad"]),
        ],
    ),
    Scenario(
        "ap2_life_formal_carer_for_husband",
        "life",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            text(
                "Dear Coach,\nI owe you an explanation for my silence last week. My husband had a fall and "
                "has come home from hospital with a broken hip, and I am now his principal carer for the "
                "foreseeable future. I shall need to fit our sessions around his care, and I cannot leave "
                "the house for more than an hour at a time.\nWith best wishes,\nMargaret Llewellyn",
                at="20:00",
            ),
            rest(),
            lifted(at="10:00"),
        ],
        expect=[
            Profile([], [("carer", "caring", "care")]),
            Profile([], [("hour", "60 min")]),
            NoEntry("hip"),
            NoAlert("safety", "hip"),
        ],
    ),
    Scenario(
        "ap2_life_not_ideal_at_home",
        "life",
        display_name="Dana",
        timezone="America/Chicago",
        days=[
            text(
                "things are... not ideal at home. we're separating. I'm moving into my sister's place in "
                "Denver end of the month. not looking for therapy lol, just need the workouts to keep me "
                "sane",
                at="23:10",
                h=5.5,
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Profile([], [("separat", "divorce", "split")]),
            Profile(["denver"]),
            BundleContains("weekly_review", [], [("separat", "divorce", "split", "denver")]),
        ],
    ),
    # --- style: tl;dr, more emojis, Mrs Okonkwo, no hype, not before seven -------------------------
    Scenario(
        "ap2_style_tldr_just_sets_and_reps",
        "style",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            day(
                bot(
                    "Morning Callum! Today we're focusing on posterior chain development. Romanian deadlifts "
                    "load the hamstrings through a long range, which matters because your hip hinge pattern "
                    "sets up everything we do later in the block. We'll pair them with rows to balance the "
                    "pressing volume from last week, and finish with carries, which build trunk stiffness. "
                    "Aim for RPE 7, leaving two or three reps in the tank on every set.",
                    at="07:00",
                ),
                user("tl;dr? 🙏", at="07:45"),
            ),
            lifted(),
            text("mate just give us the sets n reps, I don't read essays at 7am", at="07:10"),
            rest(),
        ],
        expect=[
            Prefs([], [SHORT]),
            BundleContains("morning_brief", [], [SHORT]),
        ],
    ),
    Scenario(
        "ap2_style_more_emojis_please",
        "style",
        display_name="Nomvula",
        timezone="Africa/Johannesburg",
        days=[
            day(
                bot(
                    "Today's plan: 3 rounds of squats, push-ups and rows. Let me know when done.", at="06:00"
                ),
                user("👍", at="06:20"),
                session("full body A", at="17:45"),
                user("✅🔥", at="18:30"),
            ),
            day(
                bot("How are you feeling after yesterday?", at="07:00"),
                user("😮‍💨💪", at="07:40"),
            ),
            text("pls use more emojis in ur messages, makes it feel less like homework 😅", at="12:15"),
        ],
        expect=[
            Prefs(["emoji"]),
            BundleContains("morning_brief", ["emoji"]),
        ],
    ),
    Scenario(
        "ap2_style_address_as_mrs_okonkwo",
        "style",
        display_name="Grace",
        timezone="Europe/London",
        days=[
            text(
                "Dear Coach,\nI would be grateful if you would address me as Mrs Okonkwo rather than by my "
                "Christian name. I also do not care for the little pictures (emojis, I believe my "
                "granddaughter calls them). Plain English will do nicely.\nYours sincerely,\nMrs Grace "
                "Okonkwo",
                at="09:30",
            ),
            lifted(at="11:00"),
            rest(),
        ],
        expect=[
            Prefs(["okonkwo"]),
            Prefs(["emoji"]),
            BundleContains("morning_brief", ["okonkwo"]),
            QuotesWhole(("preferences.md", "coaching-playbook.md"), min_quotes=0),
        ],
    ),
    Scenario(
        "ap2_style_gie_the_hype_a_rest",
        "style",
        display_name="Fiona",
        timezone="Europe/London",
        days=[
            day(
                session("upper A", at="18:00"),
                bot("AMAZING job today Fiona!!! 🎉🎉 You're absolutely SMASHING it!!", at="19:00"),
                user(
                    "see aw this 'amazing job!!' stuff? gie it a rest hen. I'm 52 no 5. just tell me "
                    "straight if I'm slackin",
                    at="19:30",
                ),
            ),
            rest(),
            lifted("lower A"),
        ],
        expect=[
            Prefs([], [STRAIGHT]),
            BundleContains("morning_brief", [], [STRAIGHT]),
            QuotesWhole(("preferences.md", "coaching-playbook.md"), min_quotes=0),
        ],
    ),
    Scenario(
        "ap2_style_nothing_before_seven",
        "style",
        display_name="Sneha",
        timezone="Asia/Kolkata",
        days=[
            text(
                "Please don't message before 7am, the phone pings wake up the baby. Also short WhatsApp-type "
                "messages are better, long paragraphs I won't read in office",
                at="22:40",
            ),
            lifted(at="19:00"),
            rest(),
        ],
        expect=[
            Prefs([], [("7am", "7 am", "07:00", "7:00", "before 7", "seven")]),
            Prefs([], [("short", "brief", "concise", "paragraph")]),
            BundleContains("morning_brief", [], [("7am", "7 am", "07:00", "7:00", "before 7")]),
        ],
    ),
    # --- recurring: creatine, late carbs, dog walks, no soreness; and porridge that is no question --
    Scenario(
        "ap2_rec_creatine_yay_or_nay",
        "recurring",
        display_name="Owain",
        timezone="Europe/London",
        days=[
            text("is creatine worth it or is it just gym bro nonsense?", at="19:00"),
            lifted(),
            text("creatine. yay or nay? 🤔", at="12:00"),
            rest(),
            text(
                "sorry to bang on but I still haven't decided about creatine, should I be on it or not",
                at="21:30",
            ),
        ],
        expect=[
            PageContains("*", ["creatine"], [(*ASKED, "yay or nay", "decid", "worth")]),
            BundleContains("free_chat", ["creatine"], query="should I take creatine?"),
        ],
    ),
    Scenario(
        "ap2_rec_carbs_for_the_tea",
        "recurring",
        display_name="Siobhán",
        timezone="Europe/Dublin",
        days=[
            text("is it grand to be eating carbs after 8 or is that me ruined", at="20:30"),
            lifted(),
            text(
                "spuds for the tea tonight. will carbs that late undo the whole day or am I overthinking",
                at="18:00",
            ),
            rest(),
            text("late carbs, bad or not? straight answer pls, I keep going round in circles", at="21:00"),
        ],
        expect=[
            PageContains("*", [], [("carb", "spud", "potato"), (*ASKED, "overthink", "circles", "worr")]),
            BundleContains("free_chat", ["carb"], query="is it ok to eat carbs at night?"),
        ],
    ),
    Scenario(
        "ap2_rec_do_dog_walks_count",
        "recurring",
        display_name="Mick",
        timezone="Australia/Sydney",
        days=[
            text("does walkin the dog count as cardio or nah", at="07:00"),
            lifted(at="17:00"),
            text("reckon me dog walks count for anything? 40 mins round the bay", at="17:45"),
            rest(),
            text("serious q tho. dog walks = cardio? yes/no", at="06:50"),
        ],
        expect=[
            PageContains("*", [], [("dog", "walk"), (*ASKED, "wonder")]),
            BundleContains("free_chat", [], [("walk", "dog")], query="does walking count as cardio?"),
        ],
    ),
    Scenario(
        "ap2_rec_no_soreness_no_results",
        "recurring",
        display_name="Rahul",
        timezone="Asia/Kolkata",
        days=[
            [
                sleep(7),
                session("full body A", at="19:30"),
                user("Sir, if no soreness next day, does it mean the workout is not working?", at="21:00"),
            ],
            rest(),
            [
                sleep(7),
                session("full body B", at="19:30"),
                user("Today also no muscle pain after. Is the workout even effective?", at="20:30"),
            ],
            rest(),
            [
                sleep(7),
                session("full body A", at="19:30"),
                user("Kindly clarify once, not feeling sore means no results?", at="20:45"),
            ],
        ],
        expect=[
            PageContains("*", [], [("sore", "doms", "muscle pain"), (*ASKED, "clarif")]),
            BundleContains(
                "free_chat", [], [("sore", "doms")], query="does no soreness mean my workout isn't working?"
            ),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ap2_rec_porridge_is_no_question",
        "recurring",
        display_name="Eilidh",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                meal("porridge with banana", protein_g=12, kcal=380, at="07:30"),
                user("brekkie: porridge again 😋", at="07:35"),
            ],
            lifted(),
            [
                sleep(7),
                meal("porridge with honey", protein_g=10, kcal=350, at="07:20"),
                user("porridge. obviously. 🥣", at="07:25"),
            ],
            rest(),
            [
                sleep(7),
                meal("porridge, blueberries", protein_g=11, kcal=360, at="07:40"),
                user("you'll never guess what I had for brekkie 😂🥣", at="07:45"),
            ],
        ],
        expect=[
            PageLacks("*", ["porridge"], [("ask", "question", "unsure", "not sure", "confus", "unclear")]),
            PageContains(DIET_PAGES, ["porridge"]),
        ],
    ),
    # --- the bot's claims: a wrong side, a wrong diet, a "yep", a corrected recap, a phantom shoulder
    Scenario(
        "ap2_bot_wrong_knee_side_eyeroll",
        "bot_claims",
        display_name="Nicola",
        timezone="Europe/London",
        days=[
            day(
                session("hill walk", sets=(("hike", 1, 0.0),), minutes=180, at="14:00"),
                user("knee's a bit sore after the hike. the left one. 3/10, nowt dramatic", at="20:00"),
            ),
            rest(),
            day(
                bot("Morning! How's the right knee today?", at="07:30"),
                user("left 🙄", at="07:50"),
                bot("Sorry, left! How's it feeling?", at="07:51"),
                user("bit better. 2", at="08:15"),
            ),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            PageLacks(CONSTRAINTS, ["knee"], [RIGHT]),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        "ap2_bot_thought_she_was_vegan",
        "bot_claims",
        display_name="Becky",
        timezone="Europe/London",
        days=[
            day(
                bot(
                    "As you're vegan, here are some easy protein ideas: tofu scramble, tempeh, lentil pasta "
                    "🌱",
                    at="12:00",
                ),
                user(
                    "vegan?? I had a bacon butty for brekkie 😂 I just don't like milk on its own, "
                    "that's all",
                    at="12:20",
                ),
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Diet([], [("bacon", "meat", "omnivor", "eats everything", "not vegan")]),
            Diet(["milk"]),
            BundleContains("meal_lens", ["milk"]),
        ],
    ),
    Scenario(
        "ap2_bot_gym_confirmed_with_a_yep",
        "bot_claims",
        display_name="Tom",
        timezone="Europe/London",
        days=[
            day(
                bot("Just checking, you've moved to the PureGym on Deansgate now?", at="18:00"),
                user("yep since sat 👍", at="18:40"),
            ),
            lifted(),
            rest(),
        ],
        expect=[
            Profile([], [("puregym", "pure gym", "deansgate")]),
            BundleContains("session_mode", [], [("puregym", "pure gym", "deansgate")]),
        ],
    ),
    Scenario(
        "ap2_bot_formal_corrects_the_recap",
        "bot_claims",
        display_name="Olu",
        timezone="Europe/London",
        days=[
            day(
                bot(
                    "Lovely to chat, Mr Adeyemi! So that's sessions on Mondays and Thursdays at 10am. See "
                    "you then!",
                    at="11:00",
                ),
                user(
                    "Dear Coach,\nA small correction, if I may. It is Tuesdays and Fridays at ten o'clock "
                    "that suit me; on Mondays and Thursdays I attend dialysis at the renal unit and am in no "
                    "state for exercise afterwards.\nWith thanks,\nOlu Adeyemi",
                    at="15:30",
                ),
            ),
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [("tue",), ("fri",)]),
            Profile(["dialysis"]),
            BundleContains("morning_brief", [], [("tue",), ("fri",)]),
        ],
    ),
    Scenario(
        "ap2_bot_phantom_shoulder_shrug",
        "bot_claims",
        display_name="Leanne",
        timezone="Europe/London",
        days=[
            lifted("upper A"),
            day(
                bot("Sorry to hear about the shoulder! Let's keep the presses light this week.", at="07:30"),
                user("🤷‍♀️ wot shoulder? shoulders are fine hun, think u got me mixed up", at="08:10"),
            ),
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["shoulder"], [("pain", "sore", "hurt", "injur")]),
        ],
    ),
    # --- alerts: a knee in emojis, two understated areas, a hangover, a waist that repeats, eina ---
    Scenario(
        "ap2_alert_knee_in_three_texts",
        "alerts",
        display_name="Ryan",
        timezone="America/New_York",
        days=[
            day(
                session("lower A", at="18:00"),
                soreness("left knee", 3, at="19:00"),
                user("knee 😖", at="19:05"),
            ),
            rest(),
            day(
                session("lower B", at="18:10"),
                user("knee again. 5", at="19:20"),
            ),
            rest(),
            text("still the knee. worse on stairs", at="08:00"),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", any_of=[LEFT]),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        "ap2_alert_neck_meh_wrist_not_ideal",
        "alerts",
        display_name="Holly",
        timezone="Europe/London",
        days=[
            text(
                "neck's a bit meh, 4/10 turning to the left. and the right wrist's not ideal either, about a "
                "5 when I push up off the floor",
                at="09:15",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Safety("neck"),
            Safety("wrist"),
            AlertCount("safety", 1, "neck"),
            AlertCount("safety", 1, "wrist"),
            Entry("wrist", any_of=[RIGHT]),
        ],
    ),
    Scenario(
        "ap2_alert_head_banging_after_the_30th",
        "alerts",
        display_name="Niamh",
        timezone="Europe/Dublin",
        days=[
            text(
                "head's absolutely BANGING 🤕🤕 never drinking again. Ciara's 30th got messy",
                at="11:40",
                h=4.5,
            ),
            rest(),
            lifted(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("head"),
        ],
    ),
    Scenario(
        "ap2_alert_waist_paining_still_there_o",
        "alerts",
        display_name="Funmilayo",
        timezone="Africa/Lagos",
        days=[
            text(
                "Good morning coach. My waist has been paining me since Sunday when I carried my nephew, "
                "like 6/10 when I bend",
                at="07:10",
            ),
            rest(),
            text("The waist is still paining, small better, maybe 5", at="07:30"),
            rest(),
            text("Waist is there still o. Can I still do the squats today?", at="08:00"),
        ],
        expect=[
            AlertOpen("safety", None, [], [WAIST]),
            AlertCount("safety", 1),
            PageContains(CONSTRAINTS, [], [WAIST, ENTRY_LEVELS]),
        ],
    ),
    Scenario(
        "ap2_alert_eina_ankle_naartjie",
        "alerts",
        display_name="Lindiwe",
        timezone="Africa/Johannesburg",
        days=[
            lifted(),
            text(
                "eina!! rolled my right ankle at netball, it's swollen like a naartjie 🍊 6/10 walking",
                at="20:30",
            ),
            rest(),
        ],
        expect=[
            Safety("ankle", any_of=[("6", "six", "swol", "swell")]),
            Entry("ankle", any_of=[RIGHT]),
            BundleContains("session_mode", ["ankle"]),
        ],
    ),
    # --- mixed: brekkie/arvo/shin, a Tuesday fast and Diwali, a three-matter letter, NEPA, a piece ---
    Scenario(
        "ap2_mixed_vegemite_arvos_shin",
        "mixed",
        display_name="Mia",
        timezone="Australia/Melbourne",
        days=[
            text(
                "brekkie was vegemite toast x2 🙃 arvo sessions only for the next fortnight, school hols. oh "
                "and me left shin's a bit tender after running on the road, 3ish",
                at="08:20",
            ),
            rest(),
            lifted(at="15:00"),
        ],
        expect=[
            Profile([], [("afternoon", "arvo")]),
            Profile([], [("holiday", "hols", "fortnight", "two week", "2 week")]),
            Entry("shin", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "ap2_mixed_tuesday_fast_lucknow_diwali",
        "mixed",
        display_name="Kavita",
        timezone="Asia/Kolkata",
        days=[
            text(
                "Two things. I keep fast every Tuesday, only fruits and milk that day, so no heavy workout "
                "please. And going to native place Lucknow for Diwali, 6th to 12th, no gym there, only "
                "terrace",
                at="20:10",
            ),
            rest(),
            lifted(),
        ],
        expect=[
            Diet([], [("tuesday", "tue"), ("fast",)]),
            Profile(["lucknow"]),
            BundleContains("meal_lens", ["fast"]),
            BundleContains("session_mode", [], [("terrace", "lucknow")]),
        ],
    ),
    Scenario(
        "ap2_mixed_formal_three_matters",
        "mixed",
        display_name="Patrick",
        timezone="Europe/Dublin",
        days=[
            text(
                "Dear Coach,\nThree matters, if I may. Firstly, my physiotherapist has cleared my left knee "
                "for the bicycle but not yet for running. Secondly, I have joined the swimming club at the "
                "leisure centre, which meets on Wednesday evenings. Thirdly, I have given up sugar in my tea "
                "for Advent, so you may hold me to it.\nYours sincerely,\nPatrick Doherty",
                at="16:00",
            ),
            rest(),
            lifted(at="10:00"),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            Entry("knee", any_of=[("run",)]),
            Profile([], [("swim",), ("wed",)]),
            Diet(["sugar"]),
        ],
    ),
    Scenario(
        "ap2_mixed_nepa_took_light_no_pork",
        "mixed",
        display_name="Chiamaka",
        timezone="Africa/Lagos",
        days=[
            text(
                "NEPA took light again since morning so no treadmill 😤 the gen can't carry it. I'll just do "
                "skipping in the compound. Also please, I don't eat pork, remove it from the meal ideas abeg",
                at="18:40",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Profile(["treadmill"], [("power", "light", "nepa", "outage", "electric", "generator", "gen")]),
            Profile([], [("skipping", "skip rope", "jump rope", "rope")]),
            Diet(["pork"]),
            BundleContains("meal_lens", ["pork"]),
        ],
    ),
    Scenario(
        "ap2_mixed_piece_tea_and_a_gyp_hip",
        "mixed",
        display_name="Shona",
        timezone="Europe/London",
        days=[
            text(
                "ma piece at work's just a cheese sandwich, an ma tea's whatever the weans'll eat, usually "
                "fish fingers 🙄 oh an the right hip's been giein me gyp on the stairs, aboot a 4",
                at="21:00",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Entry("hip", any_of=[RIGHT]),
            Safety("hip"),
            PageContains(DIET_PAGES, [], [("sandwich", "piece", "lunch", "fish finger")]),
        ],
    ),
]
