"""A blind batch of understanding scenarios about the traps a careless reader falls into, and the plain
statements it must still get right.

About half the scenarios are traps. They use pain words that are not pain ("killer workout", "the plank
was murder", "a pain in the neck commute", "my knees are fine, my ego is bruised"). They mention body
parts that belong to someone else: a son's arm, a daughter's wrist, a dog's leg, a physio's or a
nurse's patients, a husband's feet. They tell old injuries as history (an ACL rebuilt years ago, an
ankle broken skiing), voice fears and hypotheticals ("what if my back goes again"), and ask general
questions about pain ("is it normal for knees to click?"). They negate facts ("I'm not vegan, my sister
is"), name wishes that are not goals (a personal trainer, Instagram abs, a rower with no room for it),
quote advice the client rejects (keto, "no excuses", "hypermobile knees"), use sarcasm and jokes (an
Olympic gold, a sofa as equipment, "I LOVE 5am"), have the client correct or laugh off bot claims (an
Ironman, a hamstring tear, a barbell), and include emoji-only replies. A repeated question can also be
the bot's own.

The other half are plain, first-person statements in ordinary words. They cover goals with dates, pain
with a side and a rating, a weekly schedule and a night-shift week, a holiday, a diet, kit at home, a
new job, a move, a new dog, a style wish, a name, and the same question asked three times. A good
system must get these. Names are prefixed `af2_`.
"""

from .spec import (
    CONSTRAINTS,
    JUNE_NEXT,
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
    Safety,
    Scenario,
    bot,
    injury,
    session,
    sleep,
    soreness,
    travel_start,
    user,
    weight,
)

ASKED = ("ask", "question")
DIET_PAGES = ("nutrition-patterns.md", "profile.md")
STYLE_PAGES = ("preferences.md", "coaching-playbook.md", "profile.md")
NOT_NOW = ("[injury]", "[constraint]")
PUSH_UP = ("push up", "pushup", "press up")
PULL_UP = ("pull up", "pullup", "chin up")
BODYWEIGHT = ("bodyweight", "body weight", "no equipment", "no kit", "no gym")
NINE_AM = ("9am", "9 am", "09:00", "9:00", "after 9")
FEAR = ("scared", "fear", "nervous", "afraid", "anxious", "worr", "confiden", "apprehens")
AWAY = ("away", "holiday", "trip", "travel", "no gym")
SHORT = ("short", "brief", "concise", "three lines", "3 lines")
WATER_2L = ("2 l", "2l", "two l")
FASTING = ("16:8", "16/8", "window", "intermittent", "fasting", "noon", "midday")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def asked(question: str, answer: str, hours: float = 7.0, at: str = "07:59") -> list:
    """The bot says something; the client answers a few minutes later."""
    hh, mm = (int(part) for part in at.split(":"))
    later = hh * 60 + mm + 4
    return [sleep(hours), bot(question, at=at), user(answer, at=f"{later // 60:02d}:{later % 60:02d}")]


def after(name: str, text: str, at: str = "19:30", hours: float = 7.0) -> list:
    """A session, then what she says about it in the evening."""
    return [sleep(hours), session(name, at="18:00"), user(text, at=at)]


SCENARIOS: list[Scenario] = [
    # --- goals: plain dated goals, and wishes, jokes and other people's goals beside them -------------
    Scenario(
        "af2_goal_half_marathon_march",
        "goals",
        display_name="Catarina",
        timezone="Europe/Lisbon",
        days=[
            train("easy run"),
            said("My goal is the Lisbon half marathon on 14 March. I want to finish in under 2 hours."),
            rest(),
        ],
        expect=[
            Goal([], [["half", "21 km", "21k", "21.1"], list(MARCH_NEXT)]),
            Goal(
                [],
                [["2 hours", "2:00", "two hours", "sub 2", "under 2", "2h", "2 h", "2 hr", "2hr", "120 min"]],
            ),
        ],
    ),
    Scenario(
        "af2_goal_weight_by_june",
        "goals",
        display_name="Hanna",
        timezone="Europe/Helsinki",
        days=[
            [weight(74.2), sleep(7)],
            said("I weigh about 74 kg now. I want to get down to 68 kg by the end of June."),
            [weight(74.0), sleep(7)],
        ],
        expect=[
            Goal(["68"], [JUNE_NEXT]),
            BundleContains("weekly_review", ["68"]),
        ],
    ),
    Scenario(
        "af2_goal_trainer_wish_pushups",
        "goals",
        display_name="Wiktoria",
        timezone="Europe/Warsaw",
        days=[
            said(
                "I'd love to be able to afford a personal trainer one day 😅 until then it's you and me. "
                "Real goal: 10 push-ups from my toes by Christmas."
            ),
            train("upper body"),
            rest(),
        ],
        expect=[
            Goal(["10"], [PUSH_UP]),
            Goal([], [PUSH_UP, ["christmas", "december", "dec", "2026-12"]]),
            PageLacks("goals.md", ["trainer"]),
        ],
    ),
    Scenario(
        "af2_goal_daughter_squad_own_deadlift",
        "goals",
        display_name="Orla",
        timezone="Europe/Dublin",
        days=[
            said(
                "My daughter Niamh wants to make the county swim squad this season. That's her goal, not "
                "mine 😄 Mine is to deadlift my own bodyweight by May."
            ),
            rest(),
        ],
        expect=[
            Goal(["deadlift"], [["may", "2027-05"]]),
            Goal(["deadlift"], [["bodyweight", "body weight", "own weight", "bw"]]),
            PageLacks("goals.md", [], [["county", "squad"]]),
        ],
    ),
    Scenario(
        "af2_goal_olympic_joke_camino",
        "goals",
        display_name="Pilar",
        timezone="Europe/Madrid",
        days=[
            said(
                "Goals? Olympic gold, obviously 🥇😂 Seriously though: I want to walk the Camino from "
                "Sarria to Santiago in April, about 20 km a day."
            ),
            rest(),
        ],
        expect=[
            Goal([], [["camino", "santiago", "sarria"], ["april", "apr", "2027-04"]]),
            Goal([], [["20 km", "20km"]]),
            PageLacks("goals.md", ["olympic"]),
        ],
    ),
    Scenario(
        "af2_goal_first_pullup",
        "goals",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[
            train("pull day"),
            said("Goal for this winter: my first strict pull-up, by 1 February.", at="21:00"),
            rest(),
        ],
        expect=[
            Goal([], [PULL_UP, ["february", "feb", "2027-02"]]),
            BundleContains("weekly_review", [], [PULL_UP]),
        ],
    ),
    # --- pain: plain pain with a side and a rating, and pain words that are not pain ---------------------
    Scenario(
        "af2_pain_left_knee_stairs",
        "pain",
        display_name="Ingrid",
        timezone="Europe/Oslo",
        days=[
            train("hill run"),
            said("My left knee hurts going down stairs since yesterday's run, about 5/10. Going up is fine."),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=LEFT),
            Entry("knee", words=["stair"]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "af2_pain_right_shoulder_overhead",
        "pain",
        display_name="Chloé",
        timezone="Europe/Paris",
        days=[
            after(
                "upper body",
                "My right shoulder pinches when I press overhead, 4/10. Everything else felt fine.",
            ),
            rest(),
            train("upper body"),
        ],
        expect=[
            Entry("shoulder", any_of=RIGHT),
            Safety("shoulder"),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "af2_pain_killer_workout",
        "pain",
        display_name="Shanice",
        timezone="America/New_York",
        days=[
            after("HIIT circuit", "That was a killer workout 🔥 legs are jelly, loved every minute of it"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("leg"),
        ],
    ),
    Scenario(
        "af2_pain_plank_was_murder",
        "pain",
        display_name="Agnieszka",
        timezone="Europe/Warsaw",
        days=[
            after(
                "core circuit",
                "that 2-minute plank was murder 😂 abs on fire, in the good way. more of that please",
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("abs"),
            NoEntry("core"),
        ],
    ),
    Scenario(
        "af2_pain_nurse_patients",
        "pain",
        display_name="Bronwyn",
        timezone="Australia/Sydney",
        days=[
            said(
                "Twelve-hour shift on the ortho ward: two hip replacements and a man with a slipped disc, "
                "lots of hoisting. My own body's fine, just knackered.",
                at="21:30",
            ),
            rest(),
        ],
        expect=[
            NoEntry("hip"),
            NoEntry("disc"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "af2_pain_lower_back_deadlifts",
        "pain",
        display_name="Ruth",
        timezone="Europe/London",
        days=[
            [sleep(7), session("lower body", sets=(("deadlift", 5, 60.0), ("split squat", 8, 14.0)))],
            [
                sleep(6.5),
                soreness("lower back", 4, "after deadlifts"),
                user(
                    "Lower back is sore after yesterday's deadlifts, 6/10 this morning. It's hard to bend "
                    "down to tie my shoes.",
                    at="09:10",
                ),
            ],
            rest(),
        ],
        expect=[
            Entry("back"),
            Safety("back"),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    # --- negation: a bruised ego, a dog's leg, an old ACL, a commute, a husband's feet, a teacher's word ---
    Scenario(
        "af2_neg_knees_fine_ego_bruised",
        "negation",
        display_name="Tamsin",
        timezone="Europe/London",
        days=[
            after(
                "balance class",
                "Fell off the Bosu ball in front of the whole class 🙈 my knees are fine, my ego is bruised.",
            ),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoEntry("bruis"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "af2_neg_dog_lame_leg",
        "negation",
        display_name="Gwen",
        timezone="Europe/London",
        days=[
            said(
                "Took Pepper to the vet, his back left leg is lame again, poor lad. No runs with him this "
                "week, so I'll use the bike instead.",
                at="18:00",
            ),
            rest(),
        ],
        expect=[
            NoEntry("leg"),
            NoEntry("back"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "af2_neg_acl_history_rehabbed",
        "negation",
        display_name="Sigrid",
        timezone="Europe/Stockholm",
        days=[
            said(
                "Some background you should know: I tore my right ACL in 2015 and had it reconstructed, "
                "fully rehabbed. No issues since. I squat, jump and run on it fine."
            ),
            train("lower body"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [["knee", "acl"], list(NOT_NOW)]),
            PageContains("*", ["acl"], [["2015"]]),
        ],
    ),
    Scenario(
        "af2_neg_commute_pain_in_the_neck",
        "negation",
        display_name="Deepa",
        timezone="Asia/Kolkata",
        days=[
            said(
                "The commute this week is a real pain in the neck, 90 minutes each way because of the "
                "roadworks 🙄 Body feels great though.",
                at="20:30",
            ),
            train(),
            rest(),
        ],
        expect=[
            NoEntry("neck"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "af2_neg_husband_numb_feet",
        "negation",
        display_name="Ayumi",
        timezone="Asia/Tokyo",
        days=[
            said(
                "Is it normal for your feet to go numb on a spin bike? Asking for my husband, he moans "
                "about it every single ride."
            ),
            rest(),
        ],
        expect=[
            NoEntry("feet"),
            NoEntry("foot"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "af2_neg_yoga_teacher_hypermobile",
        "negation",
        display_name="Saoirse",
        timezone="Europe/Dublin",
        days=[
            train("yoga flow"),
            said(
                "My yoga teacher keeps telling me I have 'hypermobile knees'. I really don't, she says "
                "that to everyone 🙄 My knees are totally fine."
            ),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoEntry("hypermob"),
            NoAlert("safety"),
        ],
    ),
    # --- schedule: a plain week, a lunchtime slot, nights, now versus before, a holiday ---------------------
    Scenario(
        "af2_sched_plain_week",
        "schedule",
        display_name="Beatriz",
        timezone="America/Sao_Paulo",
        days=[
            said(
                "My training week: gym on Monday, Wednesday and Friday at 6:30am before work, and a long "
                "walk every Sunday morning."
            ),
            rest(),
        ],
        expect=[
            Profile([], [["6:30", "06:30", "6.30"]]),
            Profile([], [["monday", "mon"], ["wednesday", "wed"]]),
            Profile([], [["sunday", "sun"], ["walk"]]),
        ],
    ),
    Scenario(
        "af2_sched_lunch_not_5am",
        "schedule",
        display_name="Keisha",
        timezone="America/Chicago",
        days=[
            said(
                "Everyone online says to train at 5am like the CEOs do. Not happening. I train at "
                "lunchtime, 12:30, Monday to Friday."
            ),
            rest(),
        ],
        expect=[
            Profile([], [["12:30", "12.30", "lunch"]]),
            BundleContains("morning_brief", [], [["12:30", "12.30", "lunch"]]),
        ],
    ),
    Scenario(
        "af2_sched_night_shifts",
        "schedule",
        display_name="Abena",
        timezone="Europe/London",
        days=[
            said(
                "I'm on nights this week, Monday to Thursday, 8pm to 8am. So I'll only train on Friday "
                "and Saturday.",
                at="18:30",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["night"]]),
            Profile([], [["friday", "fri"], ["saturday", "sat"]]),
        ],
    ),
    Scenario(
        "af2_sched_used_to_now",
        "schedule",
        display_name="Harriet",
        timezone="Europe/London",
        days=[
            said(
                "I used to train at 6am when I lived in Leeds. Now, with the kids, it's 8pm after their "
                "bedtime, on Tuesdays and Thursdays.",
                at="21:00",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["8pm", "8 pm", "20:00"]]),
            Profile([], [["tuesday", "tue"], ["thursday", "thu"]]),
        ],
    ),
    Scenario(
        "af2_sched_holiday_gap",
        "schedule",
        display_name="Maja",
        timezone="Europe/Ljubljana",
        days=[
            said(
                "Heads up: I'm away 21 to 28 November and there's no gym where I'm going. Back to normal "
                "from the 30th."
            ),
            rest(),
        ],
        expect=[
            Profile(
                [], [["21 28", "21 to 28", "2026-11-21", "21 nov", "nov 21", "november 21", "21st", "21/11"]]
            ),
            Profile([], [AWAY]),
            BundleContains("weekly_review", [], [AWAY]),
        ],
    ),
    # --- diet: plain diets, a sister's veganism, a brother-in-law's keto ------------------------------------
    Scenario(
        "af2_diet_vegetarian_no_eggs",
        "diet",
        display_name="Anjali",
        timezone="Europe/London",
        days=[
            said(
                "I'm vegetarian and I don't eat eggs either, I can't stand them. Milk, yoghurt and cheese "
                "are fine.",
                at="12:30",
            ),
            rest(),
        ],
        expect=[
            Diet(["vegetarian"]),
            Diet(["egg"]),
            BundleContains("meal_lens", [], [["vegetarian", "veggie"]]),
        ],
    ),
    Scenario(
        "af2_diet_not_vegan_sister_is",
        "diet",
        display_name="Elif",
        timezone="Europe/Istanbul",
        days=[
            said(
                "I'm not vegan, my sister is. That's where the tofu recipe came from. I eat meat, fish, "
                "eggs, the lot.",
                at="19:00",
            ),
            rest(),
        ],
        expect=[
            Diet([], [["meat", "fish", "omnivore", "everything"]]),
            PageLacks(
                DIET_PAGES,
                [],
                [
                    [
                        "no animal",
                        "no meat",
                        "no dairy",
                        "avoid meat",
                        "avoids meat",
                        "plant based",
                        "diet: vegan",
                    ]
                ],
            ),
        ],
    ),
    Scenario(
        "af2_diet_rejects_keto_advice",
        "diet",
        display_name="Rhiannon",
        timezone="Europe/London",
        days=[
            said(
                "My brother-in-law keeps telling me 'carbs are poison, go keto'. Not a chance. I love my "
                "porridge in the morning and rice with dinner.",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            Diet([], [["porridge", "oat"]]),
            BundleLacks(
                "meal_lens",
                [],
                [
                    [
                        "low carb",
                        "avoid carb",
                        "no carb",
                        "cut carb",
                        "limit carb",
                        "carb free",
                        "cut out carb",
                    ]
                ],
            ),
        ],
    ),
    Scenario(
        "af2_diet_lactose_intolerant",
        "diet",
        display_name="Linh",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            said(
                "I'm lactose intolerant. Normal milk gives me stomach cramps. Lactose-free milk and hard "
                "cheese are fine."
            ),
            rest(),
        ],
        expect=[
            Diet(["lactose"]),
            BundleContains("meal_lens", ["lactose"]),
            NoEntry("stomach"),
        ],
    ),
    Scenario(
        "af2_diet_sixteen_eight",
        "diet",
        display_name="Farah",
        timezone="Asia/Dubai",
        days=[
            said("I eat in a 16:8 window, from 12 noon to 8pm. Nothing before midday except black coffee."),
            rest(),
        ],
        expect=[
            Diet([], [FASTING]),
            BundleContains("meal_lens", [], [FASTING]),
        ],
    ),
    # --- equipment: kit at home, a new gym, a wish, a joke, nothing at all ----------------------------------
    Scenario(
        "af2_equip_home_dumbbells_bar",
        "equipment",
        display_name="Kasia",
        timezone="Europe/Warsaw",
        days=[
            said(
                "Kit at home: adjustable dumbbells up to 24 kg, a flat bench, and a pull-up bar in the "
                "bedroom doorway."
            ),
            train("home upper"),
        ],
        expect=[
            Profile(["dumbbell"]),
            Profile([], [["pull up", "pullup", "doorway"]]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
    ),
    Scenario(
        "af2_equip_new_gym_racks",
        "equipment",
        display_name="Yasmin",
        timezone="Europe/Berlin",
        days=[
            said(
                "I joined the gym next to my office: squat racks, cable machines, rowers, the lot. "
                "Starting there next week."
            ),
            rest(),
        ],
        expect=[
            Profile([], [["rack", "cable"]]),
            BundleContains("session_mode", [], [["rack", "cable"]]),
        ],
    ),
    Scenario(
        "af2_equip_rower_wish_kettlebell",
        "equipment",
        display_name="Noor",
        timezone="Europe/Amsterdam",
        days=[
            said(
                "I'd love a Concept2 rower but there's zero room in our flat. All I've got is one 16 kg "
                "kettlebell."
            ),
            rest(),
        ],
        expect=[
            Profile(["16 kg"], [["kettlebell", "kb"]]),
            BundleContains("session_mode", [], [["kettlebell"]]),
        ],
    ),
    Scenario(
        "af2_equip_sofa_joke_mat",
        "equipment",
        display_name="Lucy",
        timezone="Pacific/Auckland",
        days=[
            asked(
                "What equipment do you have at home?",
                "My equipment? A sofa and a TV remote 😂 OK really: a yoga mat and two 5 kg dumbbells.",
            ),
            rest(),
        ],
        expect=[
            Profile(["5 kg"], [["dumbbell"]]),
            Profile(["mat"]),
            PageLacks("profile.md", ["sofa"]),
        ],
    ),
    Scenario(
        "af2_equip_bodyweight_at_mums",
        "equipment",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            [
                travel_start("Cork"),
                sleep(6.5),
                user(
                    "I'm at my mum's for two weeks, looking after her after her hip op. No equipment at "
                    "all here, so it's bodyweight only.",
                    at="20:00",
                ),
            ],
            rest(),
        ],
        expect=[
            PageContains("*", [], [BODYWEIGHT]),
            BundleContains("session_mode", [], [BODYWEIGHT]),
            NoEntry("hip"),
        ],
    ),
    # --- life: a new job, a move, a new dog, a son's broken arm, a transfer that may not happen -------------
    Scenario(
        "af2_life_new_job_teacher",
        "life",
        display_name="Ellie",
        timezone="Europe/London",
        days=[
            said(
                "Started a new job this week: I'm a primary school teacher now, on my feet all day.",
                at="19:00",
            ),
            rest(),
        ],
        expect=[
            Profile(["teacher"]),
            BundleContains("morning_brief", ["teacher"]),
        ],
    ),
    Scenario(
        "af2_life_moved_to_bristol",
        "life",
        display_name="Jade",
        timezone="Europe/London",
        days=[
            said("We moved from Manchester to Bristol at the weekend. New flat, new parks to run in."),
            rest(),
        ],
        expect=[
            Profile(["bristol"]),
            BundleContains("weekly_review", [], [["bristol", "moved", "move"]]),
        ],
    ),
    Scenario(
        "af2_life_new_dog_walks",
        "life",
        display_name="Greta",
        timezone="Europe/Berlin",
        days=[
            said(
                "We adopted a dog on Saturday! Luna, a border collie. That means two 45-minute walks a "
                "day from now on."
            ),
            rest(),
        ],
        expect=[
            Profile([], [["dog", "luna", "collie"]]),
            BundleContains("weekly_review", [], [["dog", "luna", "collie"]]),
        ],
    ),
    Scenario(
        "af2_life_son_broken_arm",
        "life",
        display_name="Marisol",
        timezone="America/Mexico_City",
        days=[
            said(
                "My son broke his arm at football on Saturday, so I'm doing every school run and pick-up "
                "for six weeks. I'm fine, just busy.",
                at="21:00",
            ),
            rest(),
        ],
        expect=[
            NoEntry("arm"),
            NoAlert("safety"),
            Profile([], [["son", "school"]]),
        ],
    ),
    Scenario(
        "af2_life_transfer_not_confirmed",
        "life",
        display_name="Priyanka",
        timezone="Europe/London",
        days=[
            said(
                "I might get transferred to our Singapore office next year. Nothing's confirmed, so for "
                "now I'm still in Leeds."
            ),
            rest(),
        ],
        expect=[
            Profile(["leeds"]),
            PageLacks(
                "profile.md",
                [],
                [
                    [
                        "lives in singapore",
                        "living in singapore",
                        "based in singapore",
                        "moved to singapore",
                        "relocated to singapore",
                    ]
                ],
            ),
        ],
    ),
    # --- style: short messages, no calories, a nickname, gentle not shouty, a sarcastic "yes" --------------
    Scenario(
        "af2_style_short_messages",
        "style",
        display_name="Olga",
        timezone="Europe/Riga",
        days=[
            said(
                "Please keep your messages short, three lines max. I read them on my phone between meetings."
            ),
            rest(),
        ],
        expect=[
            Prefs([], [SHORT]),
            BundleContains("morning_brief", [], [SHORT]),
        ],
    ),
    Scenario(
        "af2_style_no_calorie_talk",
        "style",
        display_name="Nadia",
        timezone="Europe/Paris",
        days=[
            said(
                "Please don't mention calories to me. Numbers make me spiral. Talk about protein and veg "
                "instead.",
                at="13:30",
            ),
            rest(),
        ],
        expect=[
            Prefs([], [["calorie", "kcal"]]),
            BundleContains("meal_lens", [], [["calorie", "kcal"]]),
        ],
    ),
    Scenario(
        "af2_style_call_me_bex",
        "style",
        display_name="Rebecca",
        timezone="Europe/London",
        days=[
            said("Call me Bex, please. Only my mum calls me Rebecca."),
            rest(),
        ],
        expect=[
            PageContains(STYLE_PAGES, ["bex"]),
            BundleContains("morning_brief", ["bex"]),
        ],
    ),
    Scenario(
        "af2_style_gentle_not_no_excuses",
        "style",
        display_name="Fiona",
        timezone="Europe/London",
        days=[
            said(
                "My friend's coach yells 'NO EXCUSES!' at her every session. Please never do that to me. "
                "Gentle nudges work on me, shouting doesn't."
            ),
            rest(),
        ],
        expect=[
            Prefs([], [["gentle", "nudge", "soft", "kind"]]),
            BundleContains("morning_brief", [], [["gentle", "nudge"]]),
        ],
    ),
    Scenario(
        "af2_style_sarcastic_5am",
        "style",
        display_name="Zara",
        timezone="Europe/London",
        days=[
            asked(
                "Shall I send your check-ins at 5am? Early bird gets the worm! 🐦",
                "Oh yes, I LOVE being pinged at 5am. Said no one ever. After 9am, please.",
                at="19:00",
            ),
            rest(),
        ],
        expect=[
            PageContains(STYLE_PAGES, [], [NINE_AM]),
            BundleContains("morning_brief", [], [NINE_AM]),
        ],
    ),
    # --- recurring: the same question three times, a general pain question, a question the bot repeats ------
    Scenario(
        "af2_rec_protein_target",
        "recurring",
        display_name="Dana",
        timezone="Asia/Jerusalem",
        days=[
            said("How much protein should I be eating a day?"),
            rest(),
            said("What's my daily protein target again?"),
            train(),
            said("sorry, protein per day, how many grams was it?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["protein"], [ASKED]),
            BundleContains("free_chat", ["protein"], query="how much protein do I need a day?"),
        ],
    ),
    Scenario(
        "af2_rec_rest_between_sets",
        "recurring",
        display_name="Lorena",
        timezone="America/Bogota",
        days=[
            said("How long should I rest between sets?"),
            train(),
            said("rest time between sets again?"),
            rest(),
            said("me again: how many minutes between sets?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), [], [["rest", "between sets"], list(ASKED)]),
            BundleContains(
                "free_chat", [], [["rest", "between sets"]], query="how long do I rest between sets?"
            ),
        ],
    ),
    Scenario(
        "af2_rec_creatine",
        "recurring",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            said("Should I take creatine?"),
            rest(),
            said("Is creatine actually worth it for women?"),
            rest(),
            said("creatine, yes or no? honestly"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["creatine"], [ASKED]),
            BundleContains("free_chat", ["creatine"], query="should I take creatine?"),
        ],
    ),
    Scenario(
        "af2_rec_clicking_knees_general",
        "recurring",
        display_name="Margit",
        timezone="Europe/Budapest",
        days=[
            said(
                "Is it normal for knees to click in a squat? The woman next to me in class sounds like "
                "bubble wrap 😂 mine are silent"
            ),
            rest(),
            said("knee clicking: harmless or a warning sign?"),
            rest(),
            said("ok last time, promise: clicky knees, should people worry about it?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["click"], [ASKED]),
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["knee"], [NOT_NOW]),
        ],
    ),
    Scenario(
        "af2_rec_bot_asks_water",
        "recurring",
        display_name="Selin",
        timezone="Europe/Istanbul",
        days=[
            asked("Did you drink enough water today? 💧", "yes, my usual 2 litres", at="20:00"),
            asked("Did you drink enough water today? 💧", "yep, 2 litres as always", at="20:00"),
            asked("Did you drink enough water today? 💧", "yes. 2 litres. every day 🙂", at="20:00"),
        ],
        expect=[
            Diet([], [WATER_2L]),
            PageLacks(
                "preferences.md",
                ["water"],
                [
                    [
                        "keeps asking",
                        "asks repeatedly",
                        "repeatedly asks",
                        "asked 3",
                        "asked three",
                        "repeated question",
                        "recurring question",
                    ]
                ],
            ),
        ],
    ),
    # --- bot claims: laughed off, corrected, confirmed, answered with an emoji ------------------------------
    Scenario(
        "af2_bot_ironman_laughed_off",
        "bot_claims",
        display_name="Niamh",
        timezone="Europe/Dublin",
        days=[
            asked(
                "Only 10 weeks to go until your Ironman! 🏊‍♀️🚴‍♀️🏃‍♀️",
                "Hahaha Ironman?! I can barely swim a length. Wrong client 😂 My goal is parkrun in under "
                "30 minutes.",
            ),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["ironman"]),
            Goal(["30"], [["parkrun", "5k", "5 k", "5 km"]]),
            BundleLacks("weekly_review", ["ironman"]),
        ],
    ),
    Scenario(
        "af2_bot_hamstring_tear_corrected",
        "bot_claims",
        display_name="Tess",
        timezone="Australia/Melbourne",
        days=[
            asked(
                "How's the hamstring tear healing up?",
                "What tear? My hamstring was tight for one day back in September and it's long gone. "
                "Nothing's wrong.",
            ),
            train("lower body"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["hamstring"], [NOT_NOW]),
            NoEntry("tear"),
        ],
    ),
    Scenario(
        "af2_bot_berlin_confirmed",
        "bot_claims",
        display_name="Lea",
        timezone="Europe/Berlin",
        days=[
            asked(
                "You're training for the Berlin Marathon next September, right?",
                "Yes! Next September, my first ever marathon.",
            ),
            rest(),
        ],
        expect=[
            Goal(["berlin"], [["september", "sep", "2027-09"]]),
            Goal(["marathon"]),
        ],
    ),
    Scenario(
        "af2_bot_barbell_corrected",
        "bot_claims",
        display_name="Camille",
        timezone="America/Montreal",
        days=[
            asked(
                "Grab your barbell, today's squats are heavy! 🏋️",
                "I don't own a barbell 😅 Dumbbells only at home, up to 12 kg each.",
                at="17:30",
            ),
            rest(),
        ],
        expect=[
            Profile(["12 kg"], [["dumbbell"]]),
            BundleContains("session_mode", ["dumbbell"]),
            PageLacks("profile.md", ["barbell"], [["has a", "owns a", "equipment: barbell"]]),
        ],
    ),
    Scenario(
        "af2_bot_emoji_only_legs",
        "bot_claims",
        display_name="Kiri",
        timezone="Pacific/Auckland",
        days=[
            asked("Leg day tomorrow, ready? 🦵", "💀", at="20:00"),
            [
                sleep(7),
                session("lower body", sets=(("back squat", 6, 50.0), ("walking lunge", 12, 10.0))),
                bot("How are the legs feeling after that?", at="20:00"),
                user("🫠🫠", at="20:04"),
            ],
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("leg"),
        ],
    ),
    # --- mixed: an intake message, a physio's patients and her own wrist, old and new, a wish and a goal ----
    Scenario(
        "af2_mixed_intake",
        "mixed",
        display_name="Sandra",
        timezone="Europe/Berlin",
        days=[
            said(
                "Hi! Quick intro: I'm 41 and I work as a GP receptionist. Goal: lose 6 kg by June. My "
                "right hip aches after long walks, about 3/10. I can train Tuesday and Thursday evenings. "
                "And I don't eat pork."
            ),
            rest(),
        ],
        expect=[
            Goal([], [["6 kg"], list(JUNE_NEXT)]),
            Entry("hip", any_of=RIGHT),
            Profile([], [["tuesday", "tue"]]),
            Diet(["pork"]),
        ],
    ),
    Scenario(
        "af2_mixed_physio_own_wrist",
        "mixed",
        display_name="Ewa",
        timezone="Europe/Warsaw",
        days=[
            said(
                "Physio life: four knee rehabs and a frozen shoulder on my list today. My own right wrist "
                "is sore from all the hands-on work, 4/10.",
                at="19:45",
            ),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoEntry("shoulder"),
            Entry("wrist", any_of=RIGHT),
            Safety("wrist"),
        ],
    ),
    Scenario(
        "af2_mixed_old_ankle_new_calf",
        "mixed",
        display_name="Anneke",
        timezone="Europe/Amsterdam",
        days=[
            train("tempo run"),
            said(
                "I broke my left ankle skiing in 2019, all healed, no problems since. This week it's my "
                "right calf: tight and sore on runs, 5/10.",
                at="19:00",
            ),
            rest(),
        ],
        expect=[
            Entry("calf", any_of=RIGHT),
            Safety("calf"),
            NoAlert("safety", "ankle"),
        ],
    ),
    Scenario(
        "af2_mixed_abs_wish_santa_run",
        "mixed",
        display_name="Chelsea",
        timezone="Europe/London",
        days=[
            said(
                "Would love abs like the fitness girls on Instagram lol, but realistically my goal is the "
                "10 km Santa Run on 13 December. Also, I've gone pescatarian."
            ),
            rest(),
        ],
        expect=[
            Goal([], [["santa", "10 km", "10k", "10 k"], ["december", "dec", "2026-12", "13"]]),
            PageLacks("goals.md", [], [["instagram", "six pack", "abs like", "visible abs", "get abs"]]),
            Diet([], [["pescatarian", "pescetarian"]]),
        ],
    ),
    Scenario(
        "af2_mixed_home_kettlebell_direct",
        "mixed",
        display_name="Birgit",
        timezone="Europe/Vienna",
        days=[
            said(
                "I train at home on Monday, Wednesday and Friday at 7pm with a 20 kg kettlebell and a "
                "mat. Please be direct with me, no fluff."
            ),
            rest(),
        ],
        expect=[
            Profile([], [["7pm", "7 pm", "19:00"]]),
            Profile(["kettlebell"]),
            Prefs([], [["direct", "no fluff", "blunt", "straight"]]),
        ],
    ),
    # --- alerts: recurrences fold, an injury event, a fear, a daughter's wrist, DOMS, a pain that worsens ---
    Scenario(
        "af2_alert_right_knee_folds",
        "alerts",
        display_name="Valentina",
        timezone="Europe/Rome",
        days=[
            after("easy run", "right knee sore after the run, 5/10"),
            rest(),
            said("knee still sore this morning, 4/10"),
            [sleep(7), soreness("right knee", 3, "after the stairs at work")],
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", any_of=RIGHT),
        ],
    ),
    Scenario(
        "af2_alert_wrist_on_ice",
        "alerts",
        display_name="Kristiina",
        timezone="Europe/Tallinn",
        days=[
            [
                sleep(7),
                injury("left wrist", "slipped on ice, wrist swollen, painful to put weight on", at="07:40"),
                user(
                    "Slipped on the ice on the way to the gym and landed on my left wrist. It's swollen, "
                    "7/10, and I can't push up off it.",
                    at="07:50",
                ),
            ],
            rest(),
        ],
        expect=[
            Safety("wrist"),
            Entry("wrist", any_of=LEFT),
            BundleContains("session_mode", ["wrist"]),
        ],
    ),
    Scenario(
        "af2_alert_fear_back_goes_again",
        "alerts",
        display_name="Heather",
        timezone="America/Toronto",
        days=[
            said(
                "What if my back goes again like it did two years ago? I get scared every time I see "
                "deadlifts on the plan. My back feels fine right now though."
            ),
            train("lower body"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageContains("*", ["deadlift"], [FEAR]),
        ],
    ),
    Scenario(
        "af2_alert_daughter_wrist_ae",
        "alerts",
        display_name="Joanne",
        timezone="Europe/London",
        days=[
            [
                sleep(3.5),
                user(
                    "Spent the night in A&E. My daughter fractured her wrist falling off the trampoline. "
                    "She's in a cast and I'm shattered, but I'm not hurt.",
                    at="09:00",
                ),
            ],
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("wrist"),
        ],
    ),
    Scenario(
        "af2_alert_doms_not_injury",
        "alerts",
        display_name="Mirela",
        timezone="Europe/Bucharest",
        days=[
            [sleep(7), session("lower body", sets=(("goblet squat", 12, 20.0), ("walking lunge", 12, 8.0)))],
            [
                sleep(7),
                soreness("quads", 1, "normal DOMS"),
                user("quads a bit DOMSy from yesterday, 1/10, the good kind", at="09:05"),
            ],
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["quad"], [NOT_NOW]),
        ],
    ),
    Scenario(
        "af2_alert_back_worsens",
        "alerts",
        display_name="Gabriela",
        timezone="America/Santiago",
        days=[
            said("lower back a bit tight after gardening, 3/10", at="18:00"),
            rest(),
            said("back is much worse today, 7/10, and there's pain shooting down my left leg"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Safety("back"),
            Entry("back", any_of=[["leg", "shoot", "radiat", "sciatic", "7/10", "worse"]]),
        ],
    ),
]
