"""A batch about the hard middle: facts a client mentions in passing while talking about something else.

Not tricks and not textbook statements: the schedule is an aside in an apology for a late reply, the
diet rule is the reason she can't eat at the work party, the old injury comes up while planning a
walking tour. Many facts carry a time limit ("until Christmas", "for the next six weeks", "on school
holidays") that a faithful record keeps next to the fact; some are replaced a few days later by a new
rota, a new goal or a sold bike; recurring questions arrive as statements of doubt ("still not sure how
much protein I'm meant to have"). The bot's guesses and recaps are sometimes wrong. Names are prefixed
`ah2_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    LEFT,
    MARCH_NEXT,
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

DIET_PAGES = ("nutrition-patterns.md", "profile.md", "preferences.md")
DOUBT = (
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
)
CHRISTMAS = ("christmas", "xmas", "25 dec", "dec 25", "december 25", "25 december", "2026 12 2")
JANUARY = ("january", "jan", "2027 01", "new year")
FEBRUARY = ("february", "feb", "2027 02")
SIX_WEEKS = ("six week", "6 week", "6 wk", "2026 12 1", "mid dec", "14 dec", "dec 14")
PUSH_UP = ("push up", "pushup", "press up")


def quiet(hours: float = 7.2) -> list:
    return [sleep(hours)]


def lift(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def says(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def answers(question: str, answer: str, hours: float = 7.0) -> list:
    """The bot asks; she answers a few minutes later."""
    return [sleep(hours), bot(question, at="07:59"), user(answer, at="08:04")]


SCENARIOS: list[Scenario] = [
    # --- goals: said after a workout, bounded by a date, replaced, tucked into travel news ----------
    Scenario(
        "ah2_goal_pushup_by_fortieth",
        "goals",
        display_name="Harriet",
        timezone="Europe/London",
        days=[
            lift("upper A"),
            says(
                "the plank at the end felt endless today. side note, since you keep asking what I want "
                "out of this: I turn 40 in March and I'd like to do one proper push-up from the floor by "
                "then, no knees. currently I can do zero",
                at="19:40",
            ),
            quiet(),
        ],
        expect=[
            Goal([], [PUSH_UP, (*MARCH_NEXT, "40")]),
            BundleContains("weekly_review", [], [PUSH_UP]),
        ],
    ),
    Scenario(
        "ah2_goal_consistency_until_christmas",
        "goals",
        display_name="Zofia",
        timezone="Europe/Warsaw",
        days=[
            says(
                "I'm not chasing numbers right now. until Christmas all I want is to stop missing "
                "sessions, three a week, every week, no disappearing for a fortnight like last time. in "
                "January we can talk about weight, not before"
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Goal(
                [],
                [
                    ("consisten", "three", "3 sessions", "3 a week", "3x", "3 x", "3 per week", "miss"),
                    CHRISTMAS,
                ],
            ),
            BundleContains(
                "weekly_review", [], [("consisten", "three", "3 sessions", "3 a week", "3x", "miss")]
            ),
        ],
    ),
    Scenario(
        "ah2_goal_parkrun_time_replaced",
        "goals",
        display_name="Amara",
        timezone="Europe/London",
        days=[
            says("goal for the winter: get my parkrun under 28 minutes"),
            lift(),
            quiet(),
            says(
                "been thinking about what I said on Monday. forget the 28 minutes, the clock just "
                "stresses me out. what I actually want is to get round the whole parkrun without "
                "stopping to walk, by the end of January",
                at="21:15",
            ),
            quiet(),
        ],
        expect=[
            Goal(
                [],
                [
                    ("walk", "without stopping", "non stop", "nonstop", "continuous", "whole", "entire"),
                    ("parkrun", "5k", "5 k"),
                ],
            ),
            Goal([], [JANUARY]),
            BundleContains(
                "weekly_review", [], [("walk", "without stopping", "non stop", "nonstop", "continuous")]
            ),
        ],
    ),
    Scenario(
        "ah2_goal_inside_flight_news",
        "goals",
        display_name="Meera",
        timezone="Asia/Singapore",
        days=[
            says(
                "booked the flights for my cousin's wedding in Cape Town, 10th of April! there's a beach "
                "day planned and I'd love to feel strong and be about five kilos lighter for it. anyway, "
                "what's on today?",
                at="12:30",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Goal([], [("5 kg", "5 kilo", "five")]),
            Goal([], [("april", "apr", "2027 04", "wedding")]),
            BundleContains("weekly_review", [], [("5 kg", "5 kilo", "five")]),
        ],
    ),
    # --- pain: an old fracture while planning a tour, stairs at work, a splint, new trainers --------
    Scenario(
        "ah2_pain_broken_ankle_cobbles",
        "pain",
        display_name="Lucia",
        timezone="Europe/Prague",
        days=[
            says(
                "we're doing the old town walking tour with my parents on Saturday, which is fine, "
                "walking's fine. it's just that the left ankle I broke last summer still swells up if I "
                "run on cobbles, so no running tours for me haha"
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Entry("ankle", any_of=[LEFT]),
            Entry("ankle", any_of=[("swell", "cobble", "broke", "fractur")]),
            BundleContains("session_mode", ["ankle"]),
        ],
    ),
    Scenario(
        "ah2_pain_knee_on_office_stairs",
        "pain",
        display_name="Noor",
        timezone="Asia/Dubai",
        days=[
            lift("lower A"),
            says(
                "the lift at the new office is out until January and we're on the fourth floor, so it's "
                "stairs all day. my right knee is fine on the flat but coming down the stairs it's a good "
                "4/10, and it's been like that all week",
                at="18:45",
            ),
            quiet(),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            Entry("knee", any_of=[("stair", "down", "descen")]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "ah2_pain_wrist_splint_four_weeks",
        "pain",
        display_name="Bronwyn",
        timezone="Australia/Sydney",
        days=[
            lift(),
            says(
                "netball was a write-off, I went over in the second quarter and landed on my right hand. "
                "doc says sprained wrist, not broken, so it's a splint for the next four weeks and nothing "
                "weight-bearing through that hand till it's off",
                at="21:00",
            ),
            quiet(),
        ],
        expect=[
            Entry("wrist", any_of=[RIGHT]),
            Entry(
                "wrist",
                any_of=[("four week", "4 week", "splint", "weight bearing", "2026 11 3", "2026 12 0", "dec")],
            ),
            Safety("wrist"),
        ],
    ),
    Scenario(
        "ah2_pain_hip_behind_new_trainers",
        "pain",
        display_name="Keiko",
        timezone="Asia/Tokyo",
        days=[
            says(
                "finally bought new trainers, the old ones had nearly 900 km on them. that's probably why "
                "the outside of my left hip has been aching after about 5 km, 3/10-ish, and it's still "
                "there this week even on the short runs",
                at="20:20",
            ),
            quiet(),
            lift(),
        ],
        expect=[
            Entry("hip", any_of=[LEFT]),
            Safety("hip"),
            NoEntry("foot"),
        ],
    ),
    # --- negation: an old dislocation, a good ache, a mother's knee, a back that's fine -----------
    Scenario(
        "ah2_neg_old_dislocation_fine",
        "negation",
        display_name="Thandiwe",
        timezone="Africa/Johannesburg",
        days=[
            answers(
                "Anything in your history we should know about before we add overhead pressing?",
                "I dislocated my left shoulder playing hockey at uni, but that was fifteen years ago and "
                "it hasn't bothered me since. overhead stuff is honestly fine, I do handstands in yoga",
            ),
            lift("upper A"),
            quiet(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["shoulder"], [("[injury]", "[constraint]")]),
        ],
    ),
    Scenario(
        "ah2_neg_calves_good_ache",
        "negation",
        display_name="Agnieszka",
        timezone="Europe/Warsaw",
        days=[
            says(
                "the car's died so I'm walking the kids to school and back, 25 minutes each way, twice a "
                "day. my calves definitely know about it but it's the good kind of ache, nothing actually "
                "hurts",
                at="20:40",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [("calf", "calves"), ENTRY_LEVELS]),
            Profile(["walk"], [("school", "25", "kids")]),
        ],
    ),
    Scenario(
        "ah2_neg_mothers_knee_replacement",
        "negation",
        display_name="Philippa",
        timezone="Europe/London",
        days=[
            says(
                "mum's having her knee replaced on the 3rd of December so I'll be ferrying her to physio "
                "for a few weeks after. seeing what she's been through makes me very keen to keep my own "
                "knees happy, they're fine, touch wood"
            ),
            lift("lower A"),
            quiet(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            Profile([], [("mum", "mother", "mom")]),
        ],
    ),
    Scenario(
        "ah2_neg_back_fine_audit_busy",
        "negation",
        display_name="Elif",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7), session("lower A", sets=(("deadlift", 5, 60.0), ("split squat", 8, 12.0)))],
            answers(
                "How's the lower back after yesterday's deadlifts?",
                "back's fine, no complaints at all. what I need is a lighter week, the audit is eating my "
                "evenings until the 20th",
            ),
            quiet(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
            Profile(
                [],
                [("audit", "work"), ("20th", "2026 11 20", "20 nov", "nov 20", "november 20", "the 20")],
            ),
        ],
    ),
    # --- schedule: an aside about the school gates, holidays, a rota redone, six weeks of earlies ---
    Scenario(
        "ah2_sched_after_school_gates",
        "schedule",
        display_name="Marguerite",
        timezone="Europe/Paris",
        days=[
            says(
                "sorry, missed your message, I was at the school gates. for your planning: once the boys "
                "are in at quarter to nine I've got until about ten before my first call, so that's "
                "realistically my training slot on weekdays",
                at="10:05",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Profile([], [("8:45", "08:45", "8.45", "8 45", "quarter to nine")]),
            BundleContains("morning_brief", [], [("8:45", "08:45", "8.45", "8 45", "quarter to nine")]),
        ],
    ),
    Scenario(
        "ah2_sched_school_holidays_evenings",
        "schedule",
        display_name="Rhiannon",
        timezone="Europe/London",
        days=[
            says(
                "the kids break up on the 18th of December and they're off till the 5th of January. on "
                "school holidays I can't train in the day at all, it has to be evenings once Rob's back "
                "from work, so after 7",
                at="20:15",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Profile(
                [], [("holiday", "off school", "break up"), ("evening", "7pm", "7 pm", "19:00", "after 7")]
            ),
            BundleContains("morning_brief", [], [("holiday", "off school", "break up")]),
        ],
    ),
    Scenario(
        "ah2_sched_rota_redone",
        "schedule",
        display_name="Valentina",
        timezone="Europe/Rome",
        days=[
            says("new rota at the hospital: I'm free Tuesday and Thursday evenings, so let's train then"),
            quiet(),
            lift(),
            says(
                "rota changed AGAIN, ignore what I said on Monday. it's Wednesday and Saturday mornings "
                "from now on, the evenings are gone",
                at="07:30",
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("wednesday", "wed"), ("morning",)]),
            Profile([], [("saturday", "sat"), ("morning",)]),
            BundleContains("morning_brief", [], [("wednesday", "wed"), ("morning",)]),
        ],
    ),
    Scenario(
        "ah2_sched_six_weeks_of_earlies",
        "schedule",
        display_name="Hanne",
        timezone="Europe/Oslo",
        days=[
            says(
                "they've put me on earlies for the next six weeks, 6 till 2, so mornings are out. any "
                "time after about 3 works until then",
                at="15:20",
            ),
            quiet(6),
            lift(),
        ],
        expect=[
            Profile([], [("after 3", "3pm", "3 pm", "15:00", "afternoon")]),
            Profile([], [SIX_WEEKS]),
            BundleContains("morning_brief", [], [("after 3", "3pm", "3 pm", "15:00", "afternoon")]),
        ],
    ),
    # --- diet: an operation behind a menu, a bet, a dietitian's six weeks, a new household ---------
    Scenario(
        "ah2_diet_gallbladder_no_fried",
        "diet",
        display_name="Anjali",
        timezone="Europe/London",
        days=[
            says(
                "the work Christmas party menu came round and it's all fried stuff. since my gallbladder "
                "op in the spring I can't do fried food at all, it sets me off for hours. guess I'm eating "
                "before I go",
                at="16:20",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Diet(["fried"]),
            BundleContains("meal_lens", ["fried"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ah2_diet_no_alcohol_until_new_year",
        "diet",
        display_name="Lerato",
        timezone="Africa/Johannesburg",
        days=[
            says(
                "made a bet with my sister: no alcohol until New Year's Day. so no wine with dinner, which "
                "apparently is half my evening calories",
                at="21:00",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            PageContains(DIET_PAGES, [], [("alcohol", "wine", "booze", "drink", "sober", "dry"), JANUARY]),
            BundleContains("meal_lens", [], [("alcohol", "wine", "booze", "drink", "sober", "dry")]),
        ],
    ),
    Scenario(
        "ah2_diet_low_fodmap_six_weeks",
        "diet",
        display_name="Mirela",
        timezone="Europe/Bucharest",
        days=[
            says(
                "the dietitian has me on low FODMAP for the next six weeks for my IBS, then we start "
                "putting foods back one at a time. so onions, garlic and beans are out for now"
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Diet([], [("fodmap",)]),
            Diet(
                [],
                [
                    ("fodmap", "ibs", "onion", "garlic"),
                    (*SIX_WEEKS, "reintro", "for now", "temporar", "dietitian", "putting"),
                ],
            ),
            BundleContains("meal_lens", [], [("fodmap", "onion", "garlic")]),
        ],
    ),
    Scenario(
        "ah2_diet_halal_household",
        "diet",
        display_name="Hafsa",
        timezone="Europe/Berlin",
        days=[
            says(
                "my mother-in-law moved in with us last week, so I'm cooking for six now and everything "
                "in the house has to be halal. no more bacon sandwiches for me either, sadly",
                at="19:30",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            PageContains(DIET_PAGES, ["halal"]),
            BundleContains("meal_lens", ["halal"]),
            Profile([], [("mother in law", "in law")]),
        ],
    ),
    # --- equipment: a garage until Christmas, a park abroad, a bike sold, a low ceiling -------------
    Scenario(
        "ah2_equip_garage_until_christmas",
        "equipment",
        display_name="Gwen",
        timezone="Europe/London",
        days=[
            says(
                "gym's shut for a refurb until Christmas, so it's the garage for now: a pair of adjustable "
                "dumbbells that go up to 24 kg, a flat bench and a mat"
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Profile(["dumbbell"]),
            Profile(["gym"], [CHRISTMAS]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
    ),
    Scenario(
        "ah2_equip_in_laws_park",
        "equipment",
        display_name="Kirsten",
        timezone="Europe/Copenhagen",
        days=[
            says(
                "heads up, from Saturday we're at my in-laws' in Kraków for two weeks. there's nothing "
                "there except the park, which has an outdoor pull-up bar, and a long flight of steps down "
                "to the river"
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Profile([], [("pull up", "pullup", "chin up")]),
            Profile([], [("krak", "in law")]),
            BundleContains("session_mode", [], [("pull up", "pullup", "chin up")]),
        ],
    ),
    Scenario(
        "ah2_equip_spin_bike_sold",
        "equipment",
        display_name="Adaeze",
        timezone="Europe/Dublin",
        days=[
            says("I'll keep doing the cardio on my spin bike on the off days"),
            quiet(),
            lift(),
            says(
                "small update: sold the spin bike to pay for the boiler 🙃 got a cheap walking pad for "
                "under the desk instead, so my cardio will be walking now",
                at="12:40",
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("walking pad", "treadmill")]),
            BundleContains("session_mode", [], [("walking pad", "treadmill")]),
        ],
    ),
    Scenario(
        "ah2_equip_low_ceiling_new_flat",
        "equipment",
        display_name="Mariela",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            says(
                "the new flat is lovely but the ceiling in the spare room is too low to press the barbell "
                "overhead, I tried and nearly took the light out. squats and deadlifts are fine in there "
                "though",
                at="18:10",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            PageContains(("profile.md", CONSTRAINTS, "coaching-playbook.md"), ["ceiling"]),
            BundleContains("session_mode", [], [("ceiling", "overhead")]),
            NoAlert("safety"),
        ],
    ),
    # --- life: a season of Sundays, a puppy, exams, a medication mentioned in passing -------------
    Scenario(
        "ah2_life_sundays_football_season",
        "life",
        display_name="Nkechi",
        timezone="Europe/London",
        days=[
            says(
                "Sundays are a no for training until the season finishes in March. I've somehow ended up "
                "coaching my son's under-9s football team, don't ask",
                at="19:00",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Profile([], [("sunday", "sun"), (*MARCH_NEXT, "season")]),
            Profile([], [("football", "under 9", "u9")]),
        ],
    ),
    Scenario(
        "ah2_life_new_puppy",
        "life",
        display_name="Oksana",
        timezone="Europe/Kyiv",
        days=[
            says(
                "excuse the late reply, we picked up a puppy on Saturday! so I'm out walking twice a day "
                "now whatever the weather, about 40 minutes in total",
                at="21:30",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Profile([], [("puppy", "dog")]),
            BundleContains("morning_brief", [], [("puppy", "dog")]),
        ],
    ),
    Scenario(
        "ah2_life_exams_in_december",
        "life",
        display_name="Paulina",
        timezone="Europe/Vienna",
        days=[
            says(
                "my accountancy exams are on the 8th and 9th of December, so until then my evenings are "
                "revision and I'll probably only manage two sessions a week",
                at="22:10",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Profile(["exam"], [("december", "dec", "2026 12 0")]),
            Profile([], [("two sessions", "2 sessions", "two a week", "2 a week", "2x", "2 x", "twice")]),
            BundleContains("weekly_review", ["exam"]),
        ],
    ),
    Scenario(
        "ah2_life_hrt_mentioned_in_passing",
        "life",
        display_name="Roisin",
        timezone="Europe/Dublin",
        days=[
            says(
                "sleep's been rubbish again but that's the perimenopause, not you. I started HRT three "
                "weeks ago and the GP said to give it three months before judging anything",
                hours=5,
            ),
            quiet(5.5),
            lift(),
        ],
        expect=[
            Profile([], [("hrt", "hormone", "perimenopaus", "menopaus")]),
            BundleContains("morning_brief", [], [("hrt", "hormone", "perimenopaus", "menopaus")]),
            NoAlert("safety"),
        ],
    ),
    # --- style: no scales, a month without explanations, tough love, timing changed --------------
    Scenario(
        "ah2_style_no_scales",
        "style",
        display_name="Shreya",
        timezone="Asia/Kolkata",
        days=[
            says(
                "by the way I don't own scales and I don't want to, numbers mess with my head. can we go "
                "by how my jeans fit and progress photos instead?"
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Prefs([], [("scale", "weigh")]),
            Prefs([], [("jeans", "photo", "clothes", "fit")]),
            BundleContains("weekly_review", [], [("scale", "weigh")]),
        ],
    ),
    Scenario(
        "ah2_style_no_explanations_for_a_month",
        "style",
        display_name="Ulla",
        timezone="Europe/Helsinki",
        days=[
            says(
                "for the next month while the house sale goes through, just give me the workout, no "
                "explanations, my brain is full. I'll want the why back once we've moved",
                at="21:45",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Prefs(
                [],
                [
                    ("explan", "why", "detail", "just the workout", "brief", "short", "concise"),
                    ("month", "house", "sale", "temporar", "for now", "until", "moved", "move", "2026 12"),
                ],
            ),
            BundleContains(
                "morning_brief", [], [("explan", "why", "detail", "just the workout", "brief", "concise")]
            ),
            QuotesWhole(("preferences.md", "coaching-playbook.md"), min_quotes=0),
        ],
    ),
    Scenario(
        "ah2_style_wants_to_be_called_out",
        "style",
        display_name="Veronika",
        timezone="Europe/Bratislava",
        days=[
            answers(
                "How would you like me to handle it when you miss a session?",
                "honestly, call me out. gentle and understanding just lets me off the hook, I need "
                "someone to be a bit strict with me",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Prefs(
                [],
                [("call out", "call me out", "strict", "firm", "direct", "blunt", "tough", "accountab")],
            ),
            BundleContains(
                "morning_brief",
                [],
                [("call out", "call me out", "strict", "firm", "direct", "blunt", "tough", "accountab")],
            ),
        ],
    ),
    Scenario(
        "ah2_style_plan_timing_changed",
        "style",
        display_name="Wanjiru",
        timezone="Africa/Nairobi",
        days=[
            says("can you send me the plan the night before? I like to know what's coming", at="21:00"),
            quiet(),
            lift(),
            says(
                "actually scrap the night-before thing. I read it, then lie awake thinking about it. the "
                "morning of is better, first thing",
                at="07:10",
            ),
            quiet(),
        ],
        expect=[
            Prefs([], [("morning", "first thing", "day of"), ("plan", "workout", "session", "send")]),
            BundleContains(
                "morning_brief", [], [("morning", "first thing"), ("plan", "workout", "session", "send")]
            ),
        ],
    ),
    # --- recurring: doubts stated, not asked; and one repeated topic that is no question at all ----
    Scenario(
        "ah2_rec_protein_doubt",
        "recurring",
        display_name="Ximena",
        timezone="America/Mexico_City",
        days=[
            says("still not sure how much protein I'm meant to have"),
            quiet(),
            [
                sleep(7),
                meal("chicken wrap and a yoghurt", protein_g=32, kcal=540, at="13:00"),
                user(
                    "logged lunch. the protein thing still confuses me, is it per kilo of me now or per "
                    "kilo of what I want to weigh",
                    at="13:10",
                ),
            ],
            quiet(),
            says("no idea if I'm anywhere near enough protein honestly, I just guess", at="20:30"),
        ],
        expect=[
            PageContains("*", ["protein"], [DOUBT]),
            BundleContains("free_chat", ["protein"], query="how much protein do I need?"),
        ],
    ),
    Scenario(
        "ah2_rec_cardio_for_the_belly",
        "recurring",
        display_name="Yuki",
        timezone="Asia/Tokyo",
        days=[
            says("I keep wondering if I should be doing more cardio for the belly fat"),
            lift(),
            says(
                "still feel like I'm meant to be doing more cardio, everyone at work is on the treadmill "
                "for an hour",
                at="19:20",
            ),
            quiet(),
            says(
                "not convinced the weights alone will shift my tummy, part of me thinks cardio is the answer"
            ),
        ],
        expect=[
            PageContains("*", ["cardio"], [(*DOUBT, "wonder", "convinced")]),
            BundleContains("free_chat", ["cardio"], query="should I do more cardio to lose belly fat?"),
        ],
    ),
    Scenario(
        "ah2_rec_train_after_bad_night",
        "recurring",
        display_name="Zeynep",
        timezone="Europe/Istanbul",
        days=[
            says("slept terribly. I never know whether I should still train on days like this", hours=4.5),
            lift(),
            says(
                "another rough night. I always second-guess whether to train or rest after a night like that",
                hours=5,
            ),
            quiet(),
            says("four hours again. same dilemma, train or not", hours=4),
        ],
        expect=[
            PageContains(
                "*",
                [],
                [("sleep", "slept", "night"), (*DOUBT, "never know", "second guess", "dilemma", "whether")],
            ),
            BundleContains(
                "free_chat",
                [],
                [("sleep", "slept", "night"), (*DOUBT, "never know", "second guess", "dilemma", "whether")],
                query="should I train after a bad night's sleep?",
            ),
        ],
    ),
    Scenario(
        "ah2_rec_foam_roller_is_no_question",
        "recurring",
        display_name="Beth",
        timezone="America/Toronto",
        days=[
            [sleep(7), session("lower A"), user("foam rolled after, legs feel brand new", at="19:30")],
            quiet(),
            [sleep(7), session("upper A"), user("foam roller again last night, I'm obsessed", at="19:40")],
            quiet(),
            [
                sleep(7),
                session("lower B"),
                user("another foam rolling session, honestly my favourite part of the week now", at="19:35"),
            ],
        ],
        expect=[
            PageLacks("*", ["foam"], [("ask", "question", "unsure", "not sure", "confus", "unclear")]),
            Prefs(["foam"]),
        ],
    ),
    # --- the bot's claims: a wrong "good news", a wrong time, a wrong guess, an accepted offer ------
    Scenario(
        "ah2_bot_gym_reopening_pushed_back",
        "bot_claims",
        display_name="Clodagh",
        timezone="Europe/Dublin",
        days=[
            says("gym's closed for a refurb till the end of November so I'm training in the garage"),
            lift(),
            quiet(),
            answers(
                "Great news that the gym's back open! Want me to move you back onto the barbell plan?",
                "what? no, they've pushed the reopening back to February now. still the garage",
            ),
            quiet(),
        ],
        expect=[
            Profile(["gym"], [FEBRUARY]),
            BundleContains("session_mode", ["garage"]),
        ],
    ),
    Scenario(
        "ah2_bot_wrong_drop_off_time",
        "bot_claims",
        display_name="Delphine",
        timezone="Europe/Paris",
        days=[
            answers(
                "So your training window is straight after the 8:30 school drop-off, right?",
                "it's 9:15 now, the school moved the start time this term. so more like 9:15 to half ten",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            Profile([], [("9:15", "09:15", "9.15", "quarter past nine")]),
            PageLacks("profile.md", [], [("8:30", "08:30")]),
            BundleContains("morning_brief", [], [("9:15", "09:15", "9.15", "quarter past nine")]),
        ],
    ),
    Scenario(
        "ah2_bot_shoulder_guess_on_skip",
        "bot_claims",
        display_name="Esther",
        timezone="Asia/Jerusalem",
        days=[
            lift("upper A"),
            [
                sleep(7),
                skipped("upper B"),
                bot("Is the shoulder playing up again? I can swap the presses for rows.", at="19:00"),
                user(
                    "nothing to do with my shoulder, it was parents' evening. same plan Thursday please",
                    at="19:05",
                ),
            ],
            quiet(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["shoulder"], [("pain", "sore", "hurt", "injur", "playing up")]),
        ],
    ),
    Scenario(
        "ah2_bot_dairy_swap_until_scan",
        "bot_claims",
        display_name="Freya",
        timezone="Europe/Stockholm",
        days=[
            answers(
                "You mentioned cutting out dairy. Want some oat milk swaps?",
                "yes please! only until my scan on the 20th though, the doctor wants to see if it's that "
                "or something else",
            ),
            lift(),
            quiet(),
        ],
        expect=[
            PageContains(
                DIET_PAGES,
                ["dairy"],
                [("20th", "2026 11 20", "20 nov", "nov 20", "scan", "temporar", "for now", "until")],
            ),
            BundleContains("meal_lens", ["dairy"]),
        ],
    ),
    # --- mixed: logistics with a knee inside, two replacements, a boot, asides to a meal log -------
    Scenario(
        "ah2_mixed_lyon_knee_protein",
        "mixed",
        display_name="Gabriela",
        timezone="Europe/Madrid",
        days=[
            lift("lower A"),
            says(
                "right, logistics: I'm in Lyon Tuesday to Thursday next week for an audit, the hotel "
                "apparently has a gym. also my left knee's been a 3 on the stairs since Sunday. and I'm "
                "still not sure how much protein I'm meant to have but that can wait",
                at="20:50",
            ),
            quiet(),
        ],
        expect=[
            Profile(["lyon"]),
            Entry("knee", any_of=[LEFT]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "ah2_mixed_two_facts_replaced",
        "mixed",
        display_name="Ingrid",
        timezone="Europe/Stockholm",
        days=[
            says("I can do Monday, Wednesday and Friday at 6am. and for food, I'm vegetarian"),
            quiet(),
            lift(),
            says(
                "two updates. the 6am thing is dead, the new job starts at 7 so it'll have to be "
                "lunchtimes. and I'm eating fish again, my iron came back low and the GP suggested it",
                at="12:15",
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("lunch", "midday", "noon")]),
            PageContains(DIET_PAGES, ["fish"]),
            BundleContains("meal_lens", ["fish"]),
        ],
    ),
    Scenario(
        "ah2_mixed_boot_for_six_weeks",
        "mixed",
        display_name="Isobel",
        timezone="Europe/London",
        days=[
            says(
                "the pain in my right foot was a stress fracture after all, I'm in a boot for six weeks. "
                "the physio says upper body and swimming with a pull buoy are fine, but no running or "
                "jumping till I'm out of it",
                at="17:30",
            ),
            quiet(),
            quiet(),
        ],
        expect=[
            Entry("foot", any_of=[RIGHT]),
            Entry("foot", any_of=[("fracture", "boot")]),
            Safety("foot"),
            PageContains("*", [], [("swim", "pull buoy")]),
        ],
    ),
    Scenario(
        "ah2_mixed_asides_to_a_meal_log",
        "mixed",
        display_name="Jolene",
        timezone="America/Chicago",
        days=[
            [
                sleep(7),
                meal("tuna salad and an apple", protein_g=30, kcal=420, at="13:00"),
                user(
                    "tuna salad AGAIN, the canteen's shut till January so it's packed lunches every day. "
                    "oh and I've moved to the 5:30 spin class on Thursdays, Tuesdays clash with my "
                    "Spanish class now",
                    at="13:20",
                ),
            ],
            lift(),
            quiet(),
        ],
        expect=[
            Profile([], [("thursday", "thu"), ("spin", "5:30", "17:30")]),
            PageContains(DIET_PAGES, [], [("packed", "canteen")]),
            BundleContains("morning_brief", [], [("thursday", "thu"), ("spin",)]),
        ],
    ),
    # --- alerts: an old ankle that flares, a sofa, a child's throat and her neck, one hamstring ----
    Scenario(
        "ah2_alert_old_ankle_flares",
        "alerts",
        display_name="Mirjam",
        timezone="Europe/Amsterdam",
        days=[
            says(
                "heads up, the ankle I broke two years ago (the right one) swells if I run on cobbles, so "
                "I stick to the canal path"
            ),
            quiet(),
            lift(),
            [
                sleep(7),
                session("easy run", sets=(("run", 1, 0.0),), minutes=35),
                user(
                    "stupid roadworks diversion sent me over the cobbles and the right ankle is puffy and "
                    "sore tonight, maybe 5/10",
                    at="20:10",
                ),
            ],
            quiet(),
        ],
        expect=[
            Safety("ankle", any_of=[("5/10", "five", "puffy", "swell", "cobble")]),
            AlertCount("safety", 1, "ankle"),
            Entry("ankle", any_of=[RIGHT]),
        ],
    ),
    Scenario(
        "ah2_alert_back_after_moving_sofa",
        "alerts",
        display_name="Cristina",
        timezone="Europe/Lisbon",
        days=[
            says(
                "spent the weekend helping my sister move flat, carried a sofa down four flights and my "
                "lower back's been sharp ever since, about 6/10 when I get up from the desk",
                at="18:00",
            ),
            quiet(),
            quiet(),
        ],
        expect=[
            Safety("back", any_of=[("6/10", "six", "sharp")]),
            Entry("back"),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    Scenario(
        "ah2_alert_sons_throat_her_neck",
        "alerts",
        display_name="Tova",
        timezone="Europe/Vienna",
        days=[
            says(
                "Leo's got a temperature and a sore throat so I'm home with him, he's fine, just "
                "miserable. my own neck is properly locked though from sleeping in the chair next to his "
                "bed, can't turn my head to the left, 5/10",
                hours=4.5,
                at="22:00",
            ),
            quiet(5),
            quiet(),
        ],
        expect=[
            Safety("neck"),
            NoAlert("safety", "throat"),
            NoEntry("throat"),
        ],
    ),
    Scenario(
        "ah2_alert_hamstring_in_passing_thrice",
        "alerts",
        display_name="Lena",
        timezone="Europe/Berlin",
        days=[
            [
                sleep(7),
                session("easy run", sets=(("run", 1, 0.0),), minutes=40),
                user("good run, right hamstring a bit tight towards the end", at="19:00"),
            ],
            quiet(),
            [
                sleep(7),
                session("hill reps", sets=(("hill sprint", 8, 0.0),), minutes=30),
                soreness("right hamstring", 3, "hills", at="19:10"),
                user("that right hamstring grabbed again on the hills, had to ease off", at="19:15"),
            ],
            quiet(),
            [
                sleep(7),
                session("easy run", sets=(("run", 1, 0.0),), minutes=40),
                user("hamstring still grabbing whenever I stride out. third time this week", at="19:05"),
            ],
        ],
        expect=[
            AlertCount("safety", 1, "hamstring"),
            Entry("hamstring", any_of=[RIGHT]),
            BundleContains("session_mode", ["hamstring"]),
        ],
    ),
]
