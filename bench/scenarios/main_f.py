"""A sixth batch of understanding scenarios, written without the system's vocabulary in mind.

Clients of every kind (a teenage athlete, a 71-year-old, a night nurse, a truck driver, a new mum, a
student, clients writing in a second language or by voice dictation) say things the way they would
text a coach: lay words for body states, goals that are not lifts, diets and places beyond the obvious,
plans that change over days, and questions repeated in new words. Day 0 is Monday 2026-11-02.
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
DIET_PAGES = ("nutrition-patterns.md", "profile.md")
STYLE_PAGES = ("preferences.md", "coaching-playbook.md")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


SCENARIOS: list[Scenario] = [
    # --- goals ---------------------------------------------------------------------------------------
    Scenario(
        "f_goal_grandkids_floor",
        "goals",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            [
                sleep(6.9),
                user(
                    "I'm 71 and what I want most is to get down on the floor and back up again without "
                    "grabbing the settee, so I can play with my grandchildren properly at Christmas"
                ),
            ],
            rest(),
        ],
        expect=[
            Goal(["floor"]),
            Goal([], [["grandchild", "grandkid"]]),
            PageLacks("preferences.md", ["floor"]),
            BundleContains("free_chat", ["floor"], query="what am I working towards?"),
        ],
    ),
    Scenario(
        "f_goal_energy_not_zombie",
        "goals",
        display_name="Abena",
        timezone="Africa/Accra",
        days=[
            [
                sleep(5.4),
                user(
                    "honestly the main thing for me is not feeling like a zombie by 3pm every day. "
                    "more energy and actually sleeping through, thats what I'm after"
                ),
            ],
        ],
        expect=[
            Goal(["energy"]),
            Goal(["sleep"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "f_goal_dress_for_fortieth",
        "goals",
        display_name="Gemma",
        timezone="Europe/Dublin",
        days=[
            [sleep(7), user("want to get back into a size 12 dress for my 40th in August 🙏")],
            rest(),
        ],
        expect=[
            Goal(["12"], ["dress"]),
            Goal(["dress"], ["august", "2027-08"]),
            BundleContains("meal_lens", ["dress"]),
        ],
    ),
    Scenario(
        "f_goal_steps_then_kilimanjaro",
        "goals",
        display_name="Rahul",
        timezone="Asia/Kolkata",
        days=[
            [sleep(7), user("target for now: 10k steps every day, I'm averaging like 3k")],
            rest(),
            [
                sleep(6.5),
                user(
                    "ok change of plan. my cousin talked me into climbing Kilimanjaro next September. "
                    "THAT is the goal now, the steps thing can be part of it"
                ),
            ],
            rest(),
        ],
        expect=[
            Goal(["kilimanjaro"]),
            Goal(["kilimanjaro"], ["september", "2027-09"]),
            BundleContains("free_chat", ["kilimanjaro"], query="what's my main goal right now?"),
        ],
    ),
    Scenario(
        "f_goal_teen_dunk",
        "goals",
        display_name="Jaylen",
        timezone="America/Los_Angeles",
        days=[
            [
                sleep(8.5),
                user("im 16, 5'11. i wanna be able to dunk by next season fr. jump higher basically"),
            ],
        ],
        expect=[
            Goal([], [["dunk", "jump"]]),
            PageLacks("preferences.md", ["dunk"]),
        ],
    ),
    # --- pain (lay words) ----------------------------------------------------------------------------
    Scenario(
        "f_pain_heel_like_glass",
        "pain",
        display_name="Sandra",
        timezone="America/Toronto",
        days=[
            [
                sleep(7),
                user(
                    "the bottom of my right heel feels like stepping on glass first thing when I get out "
                    "of bed, eases off after ten minutes or so"
                ),
            ],
            rest(),
        ],
        expect=[
            Entry("heel", "right"),
            AlertOpen("safety", any_of=["heel", "foot"]),
            BundleContains("session_mode", ["heel"]),
        ],
    ),
    Scenario(
        "f_pain_shoulder_reaching_behind",
        "pain",
        display_name="Ingrid",
        timezone="Europe/Stockholm",
        days=[
            [
                sleep(7.2),
                user(
                    "can't reach behind my back to do my bra up without a nasty twinge in the left "
                    "shoulder. been like that about two weeks"
                ),
            ],
        ],
        expect=[
            Entry("shoulder", "left"),
            PageLacks(CONSTRAINTS, ["shoulder"], RIGHT),
            Safety("shoulder"),
            BundleContains("session_mode", ["shoulder"], LEFT),
        ],
    ),
    Scenario(
        "f_pain_dictated_knee_gives_way",
        "pain",
        display_name="Derek",
        timezone="Europe/London",
        days=[
            [
                sleep(6.8),
                user(
                    "so yeah um my right knee it kind of gives way going down the stairs comma and it "
                    "aches at the front of it full stop not great"
                ),
            ],
        ],
        expect=[
            Entry("knee", "right"),
            Safety("knee"),
            BundleContains("session_mode", ["knee"], RIGHT),
        ],
    ),
    Scenario(
        "f_pain_trucker_neck",
        "pain",
        display_name="Wayne",
        timezone="America/Denver",
        days=[
            [
                sleep(5.5, at="04:00"),
                user("neck is wrecked from 11 hrs in the cab, turning my head left to check mirrors hurts"),
            ],
        ],
        expect=[
            Entry("neck"),
            Safety("neck"),
            BundleContains("morning_brief", ["neck"]),
        ],
    ),
    Scenario(
        "f_pain_fingers_go_numb",
        "pain",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            train("carries"),
            [sleep(7), user("fingers on my right hand go numb and tingly when I do the farmer carries")],
        ],
        expect=[
            PageContains(CONSTRAINTS, ["right"], [["finger", "hand"], ENTRY_LEVELS]),
            PageContains(CONSTRAINTS, [], [["numb", "tingl"], ["finger", "hand"]]),
        ],
    ),
    # --- negation: denials, other people's pain, history, hypotheticals, harmless noises -------------
    Scenario(
        "f_neg_husbands_knee",
        "negation",
        display_name="Claire",
        timezone="Europe/London",
        days=[
            [sleep(6.5), user("my husband's done his knee in at five-a-side so I'm on school runs all week")],
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "f_neg_ankle_broken_years_ago",
        "negation",
        display_name="Lars",
        timezone="Europe/Oslo",
        days=[
            [sleep(7.5), user("fyi broke my ankle skiing back in 2015, totally healed, never bothers me")],
        ],
        expect=[NoEntry("ankle"), NoAlert("safety", "ankle"), AlertCount("safety", 0)],
    ),
    Scenario(
        "f_neg_what_if_shin_splints",
        "negation",
        display_name="Kofi",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                user("what happens if I get shin splints when I up the mileage? my mate had them awful"),
            ],
        ],
        expect=[NoEntry("shin"), NoAlert("safety")],
    ),
    Scenario(
        "f_neg_good_doms",
        "negation",
        display_name="Bianca",
        timezone="America/Sao_Paulo",
        days=[
            train("leg day"),
            [sleep(7.8), user("ooh everything aches in the best way 😂 proper DOMS from leg day, loving it")],
        ],
        expect=[NoAlert("safety"), NoEntry("leg")],
    ),
    Scenario(
        "f_neg_hip_clunks_no_hurt",
        "negation",
        display_name="Hannah",
        timezone="Europe/Berlin",
        days=[
            [
                sleep(7),
                user("my hip makes a clunk noise when I lift my leg out to the side. doesn't hurt tho"),
            ],
            [sleep(7), user("clunky hip again on the side lying leg raises, still no pain")],
        ],
        expect=[
            NoEntry("hip"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, ["hip"], ["clunk", "noise", "click", "pop"]),
        ],
    ),
    Scenario(
        "f_neg_wrist_sorted_itself",
        "negation",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[
            [sleep(7), session("upper A"), user("left wrist twinged on the push ups, like 3/10", at="19:00")],
            rest(),
            rest(),
            [sleep(7.4), user("wrist is completely sorted now, did push ups on my fists, zero problem")],
        ],
        expect=[
            Entry("wrist", "left"),
            AlertCount("safety", 1, "wrist"),
            PageContains(
                CONSTRAINTS,
                ["wrist"],
                ["sorted", "better", "resolved", "no pain", "pain free", "no problem", "zero problem"],
            ),
        ],
    ),
    Scenario(
        "f_neg_lifting_mum",
        "negation",
        display_name="Fatima",
        timezone="Europe/London",
        days=[
            [sleep(6), user("Mum's back has been awful so I've been lifting her in and out of the bath")],
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
    ),
    # --- alerts: one per body area, none for harmless talk --------------------------------------------
    Scenario(
        "f_alert_knee_three_ways",
        "alerts",
        display_name="Paddy",
        timezone="Europe/Dublin",
        days=[
            [sleep(7), user("left knee playing up again")],
            [sleep(7), user("that knee again on the stairs at work, grr")],
            rest(),
            [sleep(7), user("L knee grumbling, 4/10 today")],
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", "left"),
            PageLacks(CONSTRAINTS, ["knee"], RIGHT),
        ],
    ),
    Scenario(
        "f_alert_slept_funny_two_areas",
        "alerts",
        display_name="Yuki",
        timezone="Asia/Tokyo",
        days=[
            [sleep(6.1), user("slept funny, neck AND right shoulder both sore, 5/10")],
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "neck"),
            AlertCount("safety", 1, "shoulder"),
            Entry("shoulder", "right"),
        ],
    ),
    Scenario(
        "f_alert_tight_chest_dizzy",
        "alerts",
        display_name="Graham",
        timezone="Europe/London",
        days=[
            [sleep(7), user("got a weird tight feeling in my chest and went a bit dizzy on the bike today")],
        ],
        expect=[Safety("chest"), AlertCount("safety", 1, "chest")],
    ),
    Scenario(
        "f_alert_stiff_at_my_age",
        "alerts",
        display_name="Dorothy",
        timezone="America/Chicago",
        days=[
            [sleep(7.5), user("bit stiff getting going this morning, as usual at my age. nothing hurts")],
            [sleep(7.6), user("walked to church and back, felt lovely")],
        ],
        expect=[AlertCount("safety", 0), PageLacks(CONSTRAINTS, [], [ENTRY_LEVELS])],
    ),
    Scenario(
        "f_alert_moving_boxes_back",
        "alerts",
        display_name="Nikos",
        timezone="Europe/Athens",
        days=[
            [sleep(6.5), soreness("lower back", 3, "carrying boxes"), user("yeah back's a 6, moving house")],
            [sleep(6), user("back still bad from the boxes, 6 again")],
        ],
        expect=[AlertCount("safety", 1, "back"), Entry("back")],
    ),
    # --- schedule ------------------------------------------------------------------------------------
    Scenario(
        "f_sched_nurse_nights",
        "schedule",
        display_name="Joy",
        timezone="Europe/London",
        days=[
            [
                sleep(5, at="15:00"),
                user(
                    "I'm on nights Thurs to Sat this month (7pm-7am) so those days are a write off, "
                    "I sleep till about 2"
                ),
            ],
        ],
        expect=[
            Profile(["night"]),
            Profile([], [["thu", "thursday"]]),
            BundleContains("free_chat", ["night"], query="which days can I train this week?"),
        ],
    ),
    Scenario(
        "f_sched_trucker_weekends_home",
        "schedule",
        display_name="Wayne",
        timezone="America/Denver",
        days=[
            [
                sleep(6),
                user("on the road mon-fri, only home weekends. can do stuff in the cab or at truck stops"),
            ],
        ],
        expect=[
            Profile([], [["weekend", "saturday", "sat"]]),
            Profile([], [["truck", "cab", "road"]]),
        ],
    ),
    Scenario(
        "f_sched_lunch_to_6am",
        "schedule",
        display_name="Sofia",
        timezone="Europe/Rome",
        days=[
            [sleep(7), user("lunchtimes are my window, 12:30 to 1:15 most days")],
            rest(),
            rest(),
            [sleep(6.5), user("new manager, no more long lunches 🙄 going to have to do 6am from now on")],
        ],
        expect=[
            Profile([], [["6am", "6 am", "06:00", "6:00"]]),
            BundleContains(
                "free_chat", [], [["6am", "6 am", "06:00", "6:00"]], query="when should I train this week?"
            ),
        ],
    ),
    Scenario(
        "f_sched_student_exams",
        "schedule",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            [
                sleep(6),
                user("exams from the 20th till early December so I'll only manage 2 short sessions a week"),
            ],
        ],
        expect=[Profile(["exam"]), Profile(["week"], [["2", "two", "twice"]])],
    ),
    Scenario(
        "f_sched_baby_naps",
        "schedule",
        display_name="Chloe",
        timezone="Australia/Melbourne",
        days=[
            [sleep(4.5), user("only time I get is when she naps, usually somewhere between 1 and 3")],
        ],
        expect=[Profile(["nap"])],
    ),
    # --- diet ----------------------------------------------------------------------------------------
    Scenario(
        "f_diet_halal",
        "diet",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7), user("I eat halal only, so keep that in mind for any meal ideas")],
            [sleep(7), meal("chicken shawarma wrap", 38, 640)],
        ],
        expect=[Diet(["halal"]), BundleContains("meal_lens", ["halal"])],
    ),
    Scenario(
        "f_diet_low_fodmap",
        "diet",
        display_name="Rachel",
        timezone="America/New_York",
        days=[
            [
                sleep(7),
                user("dietitian has me on low FODMAP for my IBS, so no onion or garlic for the time being"),
            ],
        ],
        expect=[
            Diet(["fodmap"]),
            Diet([], [["onion", "garlic"]]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "f_diet_fish_but_no_meat",
        "diet",
        display_name="Anouk",
        timezone="Europe/Amsterdam",
        days=[
            [sleep(7), user("I don't eat meat but fish and eggs are fine")],
            [sleep(7), meal("salmon with potatoes", 35, 600, at="19:00")],
        ],
        expect=[
            Diet([], [["fish", "pescatarian", "pescetarian"]]),
            PageLacks(DIET_PAGES, ["vegan"]),
        ],
    ),
    Scenario(
        "f_diet_jain",
        "diet",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            [
                sleep(7),
                user("I follow a Jain diet, so no onion, garlic, potato or anything that grows underground"),
            ],
        ],
        expect=[Diet(["jain"]), BundleContains("meal_lens", [], [["jain", "potato", "underground"]])],
    ),
    Scenario(
        "f_diet_type2_carbs",
        "diet",
        display_name="Errol",
        timezone="America/Jamaica",
        days=[
            [sleep(7), user("doc says I'm type 2 diabetic now so I'm meant to be watching the carbs")],
        ],
        expect=[
            PageContains(("nutrition-patterns.md", "profile.md", CONSTRAINTS), ["diabet"]),
            BundleContains("meal_lens", ["diabet"]),
        ],
    ),
    # --- equipment and place -------------------------------------------------------------------------
    Scenario(
        "f_equip_garage_kettlebell",
        "equipment",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            [sleep(7), user("got a 16kg kettlebell and a pull up bar in the garage, that's the lot")],
        ],
        expect=[
            Profile(["kettlebell"], ["16"]),
            Profile(["pull up bar"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    Scenario(
        "f_equip_dorm_nothing",
        "equipment",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            [sleep(6.5), user("literally zero equipment, tiny dorm room, space for a yoga mat at most")],
        ],
        expect=[
            Profile([], [["dorm", "no equipment", "zero equipment"]]),
            BundleContains(
                "free_chat",
                [],
                [["dorm", "yoga mat", "no equipment", "zero equipment"]],
                query="what can I train with?",
            ),
        ],
    ),
    Scenario(
        "f_equip_bike_sold_for_rower",
        "equipment",
        display_name="Heike",
        timezone="Europe/Berlin",
        days=[
            [sleep(7), user("did 30 min on my exercise bike in the spare room")],
            rest(),
            [sleep(7), user("sold the bike, needed the space. got a rowing machine off a neighbour instead")],
        ],
        expect=[
            Profile(["row"]),
            BundleContains("free_chat", ["row"], query="what cardio machine do I have at home?"),
        ],
    ),
    Scenario(
        "f_equip_park_bars",
        "equipment",
        display_name="Diego",
        timezone="America/Mexico_City",
        days=[
            [sleep(7), user("I train outside in the park near my place, there are bars and benches")],
        ],
        expect=[Profile(["park"]), BundleContains("session_mode", ["park"])],
    ),
    Scenario(
        "f_equip_building_pool",
        "equipment",
        display_name="Layla",
        timezone="Asia/Dubai",
        days=[
            [sleep(7), user("there's a pool in my building I can use whenever, 25 m")],
        ],
        expect=[Profile(["pool"])],
    ),
    # --- life context --------------------------------------------------------------------------------
    Scenario(
        "f_life_divorce",
        "life",
        display_name="Karen",
        timezone="America/Phoenix",
        days=[
            [sleep(5.2), user("going through a divorce, so some weeks I'll be a mess. just so you know")],
            rest(5.5),
        ],
        expect=[Profile(["divorce"]), BundleContains("morning_brief", ["divorce"]), NoAlert("safety")],
    ),
    Scenario(
        "f_life_perimenopause",
        "life",
        display_name="Julie",
        timezone="Europe/Paris",
        days=[
            [sleep(5.8), user("I'm 52 and perimenopausal, the night sweats are wrecking my sleep")],
        ],
        expect=[PageContains("*", ["menopaus"]), NoAlert("safety")],
    ),
    Scenario(
        "f_life_carer_for_dad",
        "life",
        display_name="Sunita",
        timezone="Europe/London",
        days=[
            [sleep(6), user("Dad has dementia and has moved in with us, I'm his main carer now")],
        ],
        expect=[
            Profile([], [["dad", "father"]]),
            Profile([], [["carer", "caring", "care"]]),
            NoEntry("dementia"),
        ],
    ),
    Scenario(
        "f_life_just_retired",
        "life",
        display_name="Bernard",
        timezone="Europe/Brussels",
        days=[
            [sleep(8), user("just retired after 40 years teaching!! all the time in the world now")],
        ],
        expect=[
            Profile(["retire"]),
            BundleContains("free_chat", ["retire"], query="how busy am I these days?"),
        ],
    ),
    Scenario(
        "f_life_pregnant",
        "life",
        display_name="Amara",
        timezone="Africa/Lagos",
        days=[
            [sleep(8), user("so... I'm pregnant! 9 weeks. still want to keep training if that's ok")],
        ],
        expect=[Profile(["pregnan"]), BundleContains("session_mode", ["pregnan"])],
    ),
    # --- message style -------------------------------------------------------------------------------
    Scenario(
        "f_style_blunt",
        "style",
        display_name="Shane",
        timezone="Australia/Perth",
        days=[
            [sleep(7), user("don't sugarcoat it mate, be blunt. I do better with a kick up the backside")],
        ],
        expect=[
            Prefs([], [["blunt", "sugarcoat", "direct", "tough"]]),
            BundleContains("morning_brief", [], [["blunt", "sugarcoat", "direct", "tough"]]),
        ],
    ),
    Scenario(
        "f_style_not_before_nine",
        "style",
        display_name="Chloe",
        timezone="Australia/Melbourne",
        days=[
            [sleep(4.8), user("pls don't message me before 9, my phone buzzing wakes the baby")],
        ],
        expect=[
            PageContains(
                (*STYLE_PAGES, "profile.md"),
                [],
                [["before 9", "before nine", "9am", "9 am", "09:00", "9:00"]],
            ),
        ],
    ),
    Scenario(
        "f_style_spanish_please",
        "style",
        display_name="Lucía",
        timezone="America/Bogota",
        days=[
            [sleep(7), user("can you write to me in spanish? my english is not so good sorry")],
        ],
        expect=[Prefs(["spanish"]), BundleContains("morning_brief", ["spanish"])],
    ),
    Scenario(
        "f_style_no_weight_talk",
        "style",
        display_name="Ellie",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                user("please never mention my weight or calories, it messes with my head. history of an ED"),
            ],
        ],
        expect=[Prefs([], [["weight", "calorie"]]), NoAlert("safety")],
    ),
    Scenario(
        "f_style_asked_answered_bullets",
        "style",
        display_name="Pieter",
        timezone="Africa/Johannesburg",
        days=[
            [
                sleep(7),
                bot("Quick one: do you like a longer explanation or just the plan?"),
                user("just the plan, bullet points", at="08:03"),
            ],
        ],
        expect=[Prefs(["bullet"])],
    ),
    # --- recurring questions -------------------------------------------------------------------------
    Scenario(
        "f_rec_creatine",
        "recurring",
        display_name="Nadia",
        timezone="Europe/Madrid",
        days=[
            [sleep(7), user("is creatine actually safe for women?")],
            [sleep(7), user("should i be taking creatine or nah")],
            rest(),
            [sleep(7), user("creatine. yes or no?? sorry I know I keep asking")],
        ],
        expect=[PageContains(("preferences.md", "*"), ["creatine"], ASKED)],
    ),
    Scenario(
        "f_rec_rest_days",
        "recurring",
        display_name="Tyler",
        timezone="America/New_York",
        days=[
            [sleep(7), user("do I really need rest days?")],
            [sleep(7), user("why take a day off if I feel fine")],
            [sleep(7), user("can I skip my rest day this week, feeling good")],
        ],
        expect=[PageContains(("preferences.md", "*"), ["rest"], ASKED)],
    ),
    Scenario(
        "f_rec_cardio_order",
        "recurring",
        display_name="Mateo",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            [sleep(7), user("is it better to do cardio before or after weights?")],
            rest(),
            [sleep(7), user("weights first or cardio first?")],
            [sleep(7), user("order of things again - lift then run or run then lift")],
        ],
        expect=[PageContains(("preferences.md", "*"), [], [["cardio", "run"], ASKED])],
    ),
    Scenario(
        "f_rec_asked_once",
        "recurring",
        display_name="Greta",
        timezone="Europe/Vienna",
        days=[
            [sleep(7), user("how many carbs should I have before a long run?")],
            rest(),
        ],
        expect=[PageLacks(("preferences.md", "*"), ["carb"], ASKED)],
    ),
    Scenario(
        "f_rec_squats_knees_question",
        "recurring",
        display_name="Olivia",
        timezone="Europe/London",
        days=[
            [sleep(7), user("are squats bad for your knees?")],
            [sleep(7), user("my sister reckons deep squats wreck your knees, true?")],
            [sleep(7), user("squats + knees... ok or not ok")],
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageContains(("preferences.md", "*"), ["squat"], ASKED),
        ],
    ),
    # --- bot turns are not the client's facts --------------------------------------------------------
    Scenario(
        "f_bot_claims_marathon",
        "bot_claims",
        display_name="Ruth",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("As you build towards your April marathon, today is an easy 5 km."),
                user("mhm", at="08:02"),
            ],
        ],
        expect=[
            PageLacks("goals.md", ["marathon"]),
            BundleLacks("free_chat", ["marathon"], query="what am I training for?"),
        ],
    ),
    Scenario(
        "f_bot_claims_gluten_free",
        "bot_claims",
        display_name="Ahmed",
        timezone="Africa/Cairo",
        days=[
            [sleep(7), bot("Because you're gluten-free, try rice cakes as a snack."), user("ok", at="08:01")],
            [sleep(7), meal("toast with eggs", 20, 420, at="08:30")],
        ],
        expect=[PageLacks(DIET_PAGES, ["gluten"]), BundleLacks("meal_lens", ["gluten"])],
    ),
    Scenario(
        "f_bot_claims_early_mornings",
        "bot_claims",
        display_name="Ben",
        timezone="America/Chicago",
        days=[
            [
                sleep(7),
                bot("You said you love early morning workouts, so 6am it is!"),
                user("👌", at="08:01"),
            ],
        ],
        expect=[PageLacks(("profile.md", *STYLE_PAGES), ["early morning"])],
    ),
    Scenario(
        "f_bot_claims_hip_denied",
        "bot_claims",
        display_name="Lena",
        timezone="Europe/Berlin",
        days=[
            [
                sleep(7),
                bot("How's that sore hip of yours today?"),
                user("my hip?? it's never been sore, you must be thinking of someone else", at="08:04"),
            ],
        ],
        expect=[NoEntry("hip"), NoAlert("safety"), BundleLacks("session_mode", ["hip"], ["sore", "pain"])],
    ),
    Scenario(
        "f_bot_asks_food_dislikes",
        "bot_claims",
        display_name="Camille",
        timezone="Europe/Paris",
        days=[
            [
                sleep(7),
                bot("Are you vegetarian?"),
                user("no", at="08:02"),
                bot("Any foods you avoid?", at="08:03"),
                user("mushrooms, can't stand them", at="08:05"),
            ],
        ],
        expect=[Diet(["mushroom"]), BundleContains("meal_lens", ["mushroom"])],
    ),
    # --- several things at once ----------------------------------------------------------------------
    Scenario(
        "f_mixed_long_camino",
        "mixed",
        display_name="Bridget",
        timezone="Europe/Dublin",
        days=[
            [
                sleep(6.7),
                user(
                    "Hi! Sorry this is long. I'm 58, work from home doing accounts, and my big plan is to "
                    "walk the Camino in May with my sister. My left hip aches after about an hour of "
                    "walking, maybe a 3 out of 10. I'm vegetarian, have been for 30 years. And please "
                    "keep your messages short, I get overwhelmed with walls of text."
                ),
            ],
            rest(),
        ],
        expect=[
            Goal(["camino"], ["may", "2027-05"]),
            Entry("hip", "left"),
            Diet(["vegetarian"]),
            Prefs([], [["short", "wall"]]),
        ],
    ),
    Scenario(
        "f_mixed_second_language",
        "mixed",
        display_name="Thiago",
        timezone="Europe/Lisbon",
        days=[
            [
                sleep(7),
                user(
                    "Hello coach. I am from Brazil, living in Porto now. I want lose 8 kilo before the "
                    "summer. My right knee have pain when I run, maybe 5 of 10. I not eat pork."
                ),
            ],
        ],
        expect=[
            Goal(["8"], [["kilo", "kg"]]),
            Entry("knee", "right"),
            Diet(["pork"]),
            Profile(["porto"]),
        ],
    ),
    Scenario(
        "f_mixed_many_messages_one_day",
        "mixed",
        display_name="Marco",
        timezone="Europe/Rome",
        days=[
            [
                sleep(6.4),
                user("morning!", at="07:30"),
                user("oh also off to Dubai thursday for a week, work", at="07:31"),
                user("hotel has a gym apparently", at="07:31"),
                user("and my neck is stiff from the hotel pillow last trip, still a 3/10", at="07:33"),
            ],
            rest(),
        ],
        expect=[Profile(["dubai"]), Entry("neck"), Safety("neck")],
    ),
    Scenario(
        "f_mixed_teen_swimmer",
        "mixed",
        display_name="Zara",
        timezone="Australia/Brisbane",
        days=[
            [
                sleep(7.1),
                user(
                    "im 15, swim 6 mornings a week before school (5am!!) and mum says i need to eat more. "
                    "both my shoulders ache after butterfly sets"
                ),
            ],
        ],
        expect=[
            Profile([], [["5am", "5 am", "05:00", "5:00"]]),
            Entry("shoulder"),
            Safety("shoulder"),
            AlertCount("safety", 1, "shoulder"),
        ],
    ),
    Scenario(
        "f_mixed_not_injured_but_toe",
        "mixed",
        display_name="Kwame",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                user(
                    "not injured or anything, just my right big toe is swollen and red and hurts to walk on"
                ),
                skipped("easy run", "toe"),
            ],
        ],
        expect=[Entry("toe", "right"), AlertOpen("safety", any_of=["toe", "foot"]), NoEntry("knee")],
    ),
    Scenario(
        "f_mixed_goal_swap_and_pain_better",
        "mixed",
        display_name="Agnieszka",
        timezone="Europe/Warsaw",
        days=[
            [
                sleep(7),
                user("goal: run 5k without stopping by end of Jan. left calf is tight and sore tho, 4/10"),
            ],
            rest(),
            rest(),
            [
                sleep(7.5),
                user("calf fine now! and new goal, my work is doing a 10k charity run in March, in!!"),
            ],
        ],
        expect=[
            Goal(["10k"], ["march", "2027-03"]),
            Entry("calf", "left"),
            AlertCount("safety", 1, "calf"),
            PageLacks("preferences.md", ["10k"]),
        ],
    ),
]
