"""Held-out set C: a third, independent held-out measure of the understanding bench.

Held out: written after the extractor's tuning, by an author who read only the scenario DSL, the
runner, the checks and the main file's format — never the extractor, its cue lists, the
understanding docs or the other held-out sets — and never run while being written
(docs/understanding.md "Scenarios"). The wording is that of real clients texting a coach: voice
dictation run-ons, terse replies to a bot's question, non-native English, British and American
spelling, slang, typos, emoji, abbreviations ("L knee", "db"), ranges ("6-7/10"), hedges, sarcasm,
denials, other people's pains, hypotheticals and past injuries. Expectations say what a careful coach
would write and where — the page and its key term, the alert and its area, what a bundle shows — and
the readings a coach would reject (an entry from a denial or someone else's pain, a preference or
goal from a bot's claim, a second alert for the same area).
"""

from __future__ import annotations

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
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
    Safety,
    Scenario,
    bot,
    meal,
    session,
    sleep,
    soreness,
    travel_start,
    user,
)

ASKED = ("ask", "question")  # a "questions they keep asking" line
DIET_PAGES = ("nutrition-patterns.md", "profile.md")
STYLE_PAGES = ("preferences.md", "coaching-playbook.md")


def rest(hours: float = 7.1) -> list:
    return [sleep(hours)]


def train(name: str = "full body B", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def run(name: str = "steady run", km: int = 6, hours: float = 7.2) -> list:
    return [sleep(hours), session(name, sets=(("run", km, 0.0),), rpe=6, minutes=40)]


SCENARIOS: list[Scenario] = [
    # --- goals ---------------------------------------------------------------------------------------
    Scenario(
        "hc_goal_hyrox_dictated",
        "goals",
        display_name="Gemma",
        timezone="Europe/London",
        days=[
            train(),
            [
                sleep(6.9),
                user(
                    "right so basically what im hoping for is to do a hyrox doubles with my mate Jess "
                    "sometime around april and not completely embarrass myself full stop",
                    at="21:10",
                ),
            ],
            rest(),
        ],
        expect=[
            Goal(["hyrox"]),
            Goal(["hyrox"], ["april", "2027-04"]),
            BundleContains("free_chat", ["hyrox"], query="remind me what race I'm getting ready for"),
        ],
    ),
    Scenario(
        "hc_goal_kilos_before_holiday_non_native",
        "goals",
        display_name="Bogdan",
        timezone="Europe/Bucharest",
        days=[
            [
                sleep(7.0),
                user("I wish to reduce 8 kilo until my vacation in Thailand in february. Is possible?"),
            ],
            train(),
            rest(),
        ],
        expect=[
            Goal(["8"], [["kg", "kilo"]]),
            Goal([], [["february", "feb", "2027-02"], ["8 kg", "8 kilo", "thailand", "vacation"]]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "hc_goal_reply_to_bot_question",
        "goals",
        display_name="Theo",
        timezone="America/Los_Angeles",
        days=[
            [
                sleep(7.3),
                bot("Quick one: what's the #1 thing you want out of the next 12 weeks?"),
                user("touch my toes lol. havent been able to since high school", at="08:04"),
            ],
            train(),
            rest(),
        ],
        expect=[
            Goal(["toe"]),
            NoAlert("safety"),
            PageLacks(STYLE_PAGES, ["toe"]),
        ],
    ),
    Scenario(
        "hc_goal_dads_marathon_is_not_hers",
        "goals",
        display_name="Aisha",
        timezone="Africa/Lagos",
        days=[
            [
                sleep(7.1),
                user("my dad is running his first marathon at 61 next year, mad right"),
                user("me, I just want to bench press my own bodyweight. 68kg", at="08:02"),
            ],
            train("upper A"),
            rest(),
        ],
        expect=[
            Goal(["bench"]),
            Goal([], [["bodyweight", "body weight", "68 kg"]]),
            PageLacks("goals.md", ["marathon"]),
        ],
    ),
    Scenario(
        "hc_goal_swim_spanglish",
        "goals",
        display_name="Valentina",
        timezone="America/Mexico_City",
        days=[
            [sleep(7.4), user("mi objetivo: swim 1km sin parar before the summer 🏊‍♀️ ok?")],
            train(),
            rest(),
        ],
        expect=[
            Goal(["swim"]),
            Goal(["swim"], [["1 km", "1km", "1000"]]),
        ],
    ),
    Scenario(
        "hc_goal_changes_mind",
        "goals",
        display_name="Callum",
        timezone="Europe/Dublin",
        days=[
            [sleep(7.0), user("want to get to a 120 kilo squat by easter")],
            train("lower A"),
            rest(),
            [sleep(7.2), user("tbh squat can wait. would rather get my 5k under 22 mins by easter")],
            rest(),
        ],
        expect=[
            Goal(["5k"], [["22"]]),
            Goal(["squat"], [["120"]]),
            PageLacks(STYLE_PAGES, ["5k"]),
        ],
    ),
    # --- pain ----------------------------------------------------------------------------------------
    Scenario(
        "hc_pain_shins_aussie_range",
        "pain",
        display_name="Brodie",
        timezone="Australia/Perth",
        days=[
            run("beach run", 8),
            [sleep(7.0), user("shins are cooked mate, both of em, 6-7/10 since the beach run")],
            rest(),
        ],
        expect=[
            Entry("shin"),
            Entry("shin", any_of=["6/10", "7/10", "6 7"]),
            Safety("shin"),
            BundleContains("session_mode", ["shin"]),
        ],
    ),
    Scenario(
        "hc_pain_right_glute_dictated",
        "pain",
        display_name="Helen",
        timezone="Europe/London",
        days=[
            train("lower B"),
            [
                sleep(6.8),
                user(
                    "so when I was doing the bulgarian split squats yesterday there was this pinching "
                    "deep in my right glute like a 5 and it's still there this morning when I get out "
                    "of the car"
                ),
            ],
            rest(),
        ],
        expect=[
            Entry("glute", any_of=[RIGHT]),
            Entry("glute", any_of=["split squat", "bulgarian"]),
            Safety("glute"),
        ],
    ),
    Scenario(
        "hc_pain_heel_first_steps",
        "pain",
        display_name="Ravi",
        timezone="Asia/Kolkata",
        days=[
            run(),
            [
                sleep(7.2),
                user("first steps out of bed my heel feels like stepping on glass. been 2 weeks now"),
            ],
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [["heel", "foot", "plantar"], ENTRY_LEVELS]),
            AlertOpen("safety", any_of=["heel", "foot", "plantar"]),
            BundleContains("session_mode", [], [["heel", "foot", "plantar"]]),
        ],
    ),
    Scenario(
        "hc_pain_neck_slept_wrong_german",
        "pain",
        display_name="Jürgen",
        timezone="Europe/Berlin",
        days=[
            rest(),
            [
                sleep(6.6),
                user(
                    "Neck on the right side is stiff since I sleep wrong on Saturday. "
                    "Turning the head to left makes pain ~4"
                ),
            ],
            rest(),
        ],
        expect=[
            Entry("neck"),
            Entry("neck", words=["{d0-2}"]),
            Safety("neck"),
        ],
    ),
    Scenario(
        "hc_pain_R_elbow_chinups",
        "pain",
        display_name="Sam",
        timezone="America/Toronto",
        days=[
            train("pull day"),
            [sleep(7.1), user("inside of my R elbow is grumpy on chin ups, 3ish", at="19:45")],
            rest(),
        ],
        expect=[
            Entry("elbow", any_of=[RIGHT]),
            Entry("elbow", any_of=["chin up", "chinup"]),
            Safety("elbow"),
            PageLacks(CONSTRAINTS, ["elbow"], [LEFT]),
        ],
    ),
    Scenario(
        "hc_pain_old_wrist_fracture_still_bugs",
        "pain",
        display_name="Ingrid",
        timezone="Europe/Stockholm",
        days=[
            [
                sleep(7.5),
                user(
                    "broke my left wrist snowboarding in 2019. mostly fine but front rack position "
                    "still bugs it a bit"
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Entry("wrist", any_of=[LEFT]),
            PageContains(CONSTRAINTS, ["wrist"], [["2019", "broke", "fracture", "snowboard"]]),
            BundleContains("session_mode", ["wrist"]),
        ],
    ),
    # --- negation and harmless mentions ---------------------------------------------------------------
    Scenario(
        "hc_neg_shoulder_pops_physio_ok",
        "negation",
        display_name="Marcus",
        timezone="America/New_York",
        days=[
            train("push day"),
            [sleep(7.0), user("shoulder pops on dips sometimes, doesn't hurt tho, physio said its nothing")],
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, ["shoulder"], [["pop"]]),
        ],
    ),
    Scenario(
        "hc_neg_wife_threw_her_back_out",
        "negation",
        display_name="Pedro",
        timezone="America/Sao_Paulo",
        days=[
            [
                sleep(6.0),
                user(
                    "my wife threw her back out lifting our toddler so I'm on daddy duty this week, "
                    "might miss a session"
                ),
            ],
            train(),
            rest(),
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
    ),
    Scenario(
        "hc_neg_good_sore_doms",
        "negation",
        display_name="Chloe",
        timezone="Europe/London",
        days=[
            train("glutes + hams"),
            [sleep(7.4), user("glutes are sore in the good way haha. DOMS, not pain 🍑")],
            rest(),
        ],
        expect=[NoEntry("glute"), NoAlert("safety")],
    ),
    Scenario(
        "hc_neg_thought_i_tweaked_it",
        "negation",
        display_name="Finn",
        timezone="Pacific/Auckland",
        days=[
            run("trail run", 10),
            [
                sleep(7.6),
                user("thought I tweaked my ankle on the trail but nah, walked it off, zero pain today"),
            ],
            rest(),
        ],
        expect=[NoEntry("ankle"), NoAlert("safety", "ankle")],
    ),
    Scenario(
        "hc_neg_what_if_knees",
        "negation",
        display_name="Nadia",
        timezone="Asia/Dubai",
        days=[
            run(),
            [
                sleep(7.0),
                user("what if my knees start hurting on the longer runs, do I stop or push through?"),
            ],
            rest(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "hc_neg_nope_to_bot_question",
        "negation",
        display_name="Dmitri",
        timezone="Europe/Warsaw",
        days=[
            train("deadlift day"),
            [
                sleep(7.2),
                bot("Any pain in your lower back after yesterday's deadlifts?"),
                user("nope", at="08:03"),
            ],
            rest(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["back"], [["pain", "sore"]]),
        ],
    ),
    # --- alerts a coach can act on --------------------------------------------------------------------
    Scenario(
        "hc_alert_L_knee_keeps_grumbling",
        "alerts",
        display_name="Owen",
        timezone="Europe/London",
        days=[
            [sleep(7.0), user("L knee grumbling on the stairs again")],
            rest(),
            [sleep(6.9), user("knee still moaning, 3/10")],
            rest(),
            [sleep(7.1), user("that bloody knee again... 4/10 after five-a-side")],
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Safety("knee"),
            Entry("knee", any_of=[LEFT]),
            Entry("knee", words=["{d0}"]),
        ],
    ),
    Scenario(
        "hc_alert_back_then_shoulder",
        "alerts",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[
            [
                sleep(7.0),
                session("row erg", sets=(("row", 5, 0.0),)),
                user("lower back achy after rowing, 4/10", at="19:20"),
            ],
            rest(),
            [sleep(7.0), session("upper A"), user("right shoulder twinged on bench, maybe a 5", at="19:10")],
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            AlertCount("safety", 1, "shoulder"),
            Entry("shoulder", any_of=[RIGHT]),
            Entry("back"),
        ],
    ),
    Scenario(
        "hc_alert_hip_flexor_gets_worse",
        "alerts",
        display_name="Lucía",
        timezone="Europe/Madrid",
        days=[
            [sleep(7.1), user("hip flexor a little tight on the left, 2/10 nothing major")],
            run(),
            rest(),
            [sleep(6.2), user("ok now the hip flexor is properly sharp, like 7/10, I'm limping")],
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "hip"),
            Safety("hip", any_of=["7/10", "sharp", "limp"]),
            Entry("hip", words=["7/10"]),
        ],
    ),
    Scenario(
        "hc_alert_calf_checkins_and_chat",
        "alerts",
        display_name="Kofi",
        timezone="Africa/Accra",
        days=[
            [sleep(7.0), soreness("left calf", 4, "after hill repeats")],
            rest(),
            [sleep(7.0), user("calf still tight af")],
            rest(),
            [sleep(7.0), soreness("left calf", 4)],
        ],
        expect=[
            AlertCount("safety", 1, "calf"),
            Entry("calf", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "hc_alert_buddy_acl_not_hers",
        "alerts",
        display_name="Zoe",
        timezone="America/Chicago",
        days=[
            [
                sleep(7.0),
                user(
                    "my running buddy tore his ACL on sunday, scary stuff. makes me paranoid about my "
                    "own knees lol but theyre fine"
                ),
            ],
            run(),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("knee"), NoEntry("acl")],
    ),
    # --- schedule --------------------------------------------------------------------------------------
    Scenario(
        "hc_sched_night_shift_nurse",
        "schedule",
        display_name="Grace",
        timezone="Europe/Dublin",
        days=[
            [
                sleep(5.5, at="15:00"),
                user(
                    "I'm a nurse on nights, 3 on 4 off, so realistically I can only train on my days "
                    "off, usually early afternoon",
                    at="16:30",
                ),
            ],
            rest(),
            train(),
        ],
        expect=[
            Profile([], [["night"]]),
            Profile([], [["afternoon"]]),
            Profile(["nurse"]),
        ],
    ),
    Scenario(
        "hc_sched_lunch_window",
        "schedule",
        display_name="Kenji",
        timezone="Asia/Tokyo",
        days=[
            [sleep(6.9), user("only window i got is lunch, 12:30 to 1:15. gym is next door to office")],
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["lunch", "12:30"]]),
            BundleContains("free_chat", [], [["lunch", "12:30"]], query="when can I fit a workout in?"),
        ],
    ),
    Scenario(
        "hc_sched_tue_thu_sat",
        "schedule",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            [
                sleep(7.8),
                user("Tuesdays, Thursdays and Saturday mornings. That's all I can give you, I'm afraid."),
            ],
            rest(),
            train(),
        ],
        expect=[
            Profile([], [["tuesday", "tue"]]),
            Profile([], [["saturday", "sat"]]),
        ],
    ),
    Scenario(
        "hc_sched_b4_work_reply",
        "schedule",
        display_name="Diego",
        timezone="America/Bogota",
        days=[
            [
                sleep(6.5),
                bot("What time of day suits you best for training?"),
                user("b4 work, like 6", at="08:06"),
            ],
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["6:00", "06:00", "6 am", "6am", "before work", "b4 work"]]),
            PageLacks("profile.md", [], [["18:00", "6 pm", "6pm"]]),
        ],
    ),
    Scenario(
        "hc_sched_mondays_write_off",
        "schedule",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            [sleep(6.4), user("mondays are a write-off for me, board meetings back to back all day")],
            rest(),
            train(),
        ],
        expect=[Profile([], [["monday", "mon"]])],
    ),
    # --- diet ------------------------------------------------------------------------------------------
    Scenario(
        "hc_diet_fish_but_no_meat",
        "diet",
        display_name="Elise",
        timezone="Europe/Amsterdam",
        days=[
            [
                sleep(7.2),
                meal("salmon, potatoes, green beans", 38, 640, at="19:00"),
                user("I eat fish but no other meat - pescatarian I think it's called?", at="19:30"),
            ],
            [sleep(7.0), meal("tuna sandwich", 30, 480)],
            rest(),
        ],
        expect=[
            Diet([], [["pescatarian", "pescetarian", "fish"]]),
            BundleContains("meal_lens", [], [["pescatarian", "pescetarian", "fish"]]),
        ],
    ),
    Scenario(
        "hc_diet_coeliac_crumbs",
        "diet",
        display_name="Fiona",
        timezone="Europe/London",
        days=[
            [sleep(7.0), user("coeliac, so gluten is a hard no for me. even crumbs")],
            [sleep(7.0), meal("rice noodles with prawns", 28, 560)],
            rest(),
        ],
        expect=[
            Diet([], [["coeliac", "celiac", "gluten"]]),
            BundleContains("meal_lens", [], [["coeliac", "celiac", "gluten"]]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "hc_diet_halal",
        "diet",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7.1), user("everything halal please. no pork, no alcohol in recipes")],
            train(),
            rest(),
        ],
        expect=[Diet(["halal"]), BundleContains("meal_lens", ["halal"])],
    ),
    Scenario(
        "hc_diet_nothing_till_two",
        "diet",
        display_name="Luca",
        timezone="Europe/Rome",
        days=[
            [
                sleep(6.8),
                user("i basically dont eat til 2pm, just black coffee, then a big dinner around 9"),
            ],
            [sleep(7.0), meal("pasta carbonara", 35, 1100, at="21:15")],
            rest(),
        ],
        expect=[Diet([], [["coffee", "2pm", "2 pm", "14:00"]])],
    ),
    Scenario(
        "hc_diet_cottage_cheese_gag",
        "diet",
        display_name="Hannah",
        timezone="America/Denver",
        days=[
            [
                sleep(7.0),
                bot("Try cottage cheese with berries as a high-protein snack!"),
                user("cottage cheese makes me gag, pls never suggest it again 🤢", at="08:05"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            PageContains((*DIET_PAGES, "preferences.md"), ["cottage cheese"]),
            BundleContains("meal_lens", ["cottage cheese"]),
        ],
    ),
    # --- equipment and place ----------------------------------------------------------------------------
    Scenario(
        "hc_equip_garage_rack_no_bench",
        "equipment",
        display_name="Wes",
        timezone="America/Phoenix",
        days=[
            [
                sleep(7.0),
                user("got a garage setup now - squat rack, olympic bar, ~100kg of plates. no bench yet"),
            ],
            [sleep(7.0), session("garage A", sets=(("back squat", 5, 80.0), ("overhead press", 6, 40.0)))],
            rest(),
        ],
        expect=[
            Profile(["rack"]),
            Profile(["bench"], [["no", "yet", "without"]]),
            BundleContains("session_mode", [], [["rack", "barbell", "olympic bar"]]),
        ],
    ),
    Scenario(
        "hc_equip_one_kettlebell_doorway_bar",
        "equipment",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            [
                sleep(7.0),
                user("just a 16 kilo kettlebell and pull up bar in the doorway, thats my whole gym"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Profile(["kettlebell"]),
            Profile([], [["pull up bar", "pullup bar", "doorway"]]),
            BundleContains("free_chat", ["kettlebell"], query="what kit have I got at home?"),
        ],
    ),
    Scenario(
        "hc_equip_park_bodyweight_only",
        "equipment",
        display_name="Jade",
        timezone="Europe/Paris",
        days=[
            [sleep(7.3), user("I don't own any weights. it's bodyweight in the park or nothing tbh")],
            train("park circuit"),
            rest(),
        ],
        expect=[
            Profile([], [["bodyweight", "body weight", "park"]]),
            PageLacks("profile.md", ["dumbbell"]),
        ],
    ),
    Scenario(
        "hc_equip_bouldering_gym",
        "equipment",
        display_name="Noor",
        timezone="Europe/Amsterdam",
        days=[
            [
                sleep(7.0),
                user(
                    "Membership at a bouldering gym now — they have a tiny weights corner w/ dumbbells "
                    "to 25 and one cable machine"
                ),
            ],
            train(),
            rest(),
        ],
        expect=[Profile([], [["boulder", "climbing"]]), Profile(["cable"])],
    ),
    Scenario(
        "hc_equip_pool_yes_to_bot",
        "equipment",
        display_name="Rohan",
        timezone="Asia/Kolkata",
        days=[
            [
                sleep(7.0),
                bot("Do you have access to a pool anywhere nearby?"),
                user("yes, theres one in my building", at="08:10"),
            ],
            rest(),
            rest(),
        ],
        expect=[Profile(["pool"])],
    ),
    # --- life context -----------------------------------------------------------------------------------
    Scenario(
        "hc_life_uni_exams",
        "life",
        display_name="Ella",
        timezone="Europe/London",
        days=[
            [sleep(5.2), user("uni exams for the next 3 wks so ill be stressed + prob sleeping like 5h")],
            [sleep(5.0)],
            rest(5.5),
        ],
        expect=[Profile(["exam"]), BundleContains("morning_brief", ["exam"])],
    ),
    Scenario(
        "hc_life_caring_for_mum",
        "life",
        display_name="Sunita",
        timezone="Europe/London",
        days=[
            [
                sleep(6.1),
                user(
                    "mum's just moved in with us after her stroke so I'm doing a lot of caring, time is tight"
                ),
            ],
            rest(),
            train(),
        ],
        expect=[
            Profile([], [["mum", "mother", "caring", "carer", "caregiv"]]),
            NoAlert("safety"),
            NoEntry("stroke"),
        ],
    ),
    Scenario(
        "hc_life_pregnant",
        "life",
        display_name="Camila",
        timezone="America/Sao_Paulo",
        days=[
            [
                sleep(7.5),
                user("found out I'm pregnant!! 9 weeks. doctor says keep training just nothing crazy"),
            ],
            train(),
            rest(),
        ],
        expect=[
            PageContains(("profile.md", CONSTRAINTS), ["pregnan"]),
            BundleContains("session_mode", ["pregnan"]),
            BundleContains("morning_brief", ["pregnan"]),
        ],
    ),
    Scenario(
        "hc_life_moving_to_calgary",
        "life",
        display_name="Liam",
        timezone="America/Toronto",
        days=[
            [sleep(7.0), user("heads up, relocating to Calgary end of next month for work")],
            train(),
            rest(),
        ],
        expect=[
            Profile(["calgary"]),
            BundleContains("free_chat", ["calgary"], query="where am I moving to?"),
        ],
    ),
    Scenario(
        "hc_life_covid_truck",
        "life",
        display_name="Anke",
        timezone="Europe/Berlin",
        days=[
            train(),
            [sleep(9.0), user("tested positive for covid yesterday, feel like a truck hit me")],
            [sleep(9.5)],
        ],
        expect=[
            Profile(["covid"]),
            NoAlert("safety"),
            BundleContains("morning_brief", ["covid"]),
        ],
    ),
    # --- message style --------------------------------------------------------------------------------
    Scenario(
        "hc_style_bullet_points",
        "style",
        display_name="Raj",
        timezone="Asia/Kolkata",
        days=[
            [sleep(7.0), user("could you just send bullet points? walls of text lose me")],
            train(),
            rest(),
        ],
        expect=[Prefs(["bullet"]), BundleContains("morning_brief", ["bullet"])],
    ),
    Scenario(
        "hc_style_tough_love",
        "style",
        display_name="Dana",
        timezone="America/New_York",
        days=[
            [sleep(7.0), user("honestly be harder on me. I respond to tough love, not cheerleading")],
            train(),
            rest(),
        ],
        expect=[Prefs([], [["tough love", "harder", "blunt", "direct", "cheerlead"]])],
    ),
    Scenario(
        "hc_style_write_in_spanish",
        "style",
        display_name="Mateo",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            [
                sleep(7.0),
                user("can u write to me in spanish pls? my english is ok but spanish is more easy for me"),
            ],
            train(),
            rest(),
        ],
        expect=[Prefs(["spanish"]), BundleContains("morning_brief", ["spanish"])],
    ),
    Scenario(
        "hc_style_sundays_off",
        "style",
        display_name="Ruth",
        timezone="Europe/London",
        days=[
            [sleep(7.0), user("please stop messaging me on Sundays. that's my day off from all of this")],
            train(),
            rest(),
        ],
        expect=[PageContains((*STYLE_PAGES, "profile.md"), ["sunday"])],
    ),
    # --- recurring questions ------------------------------------------------------------------------------
    Scenario(
        "hc_rec_creatine_again",
        "recurring",
        display_name="Bea",
        timezone="Europe/Madrid",
        days=[
            [sleep(7.0), user("is creatine safe for women?")],
            rest(),
            [sleep(7.0), user("sorry to ask again but creatine… does it make u bloated?")],
            rest(),
            [sleep(7.0), user("ok last time I promise, creatine yes or no")],
        ],
        expect=[PageContains(("preferences.md", "*"), ["creatine"], ASKED)],
    ),
    Scenario(
        "hc_rec_rest_between_sets",
        "recurring",
        display_name="Ahmed",
        timezone="Africa/Cairo",
        days=[
            [sleep(7.0), session("upper A"), user("how long rest between sets?", at="18:05")],
            rest(),
            [sleep(7.0), session("lower A"), user("rest times again??", at="18:02")],
            rest(),
            [
                sleep(7.0),
                session("upper B"),
                user("how many mins do i rest on the big lifts, forgot", at="18:04"),
            ],
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["rest"], ASKED),
            BundleContains("free_chat", ["rest"], query="how long should I rest between sets?"),
        ],
    ),
    Scenario(
        "hc_rec_cardio_order_only_twice",
        "recurring",
        display_name="Karin",
        timezone="Europe/Stockholm",
        days=[
            [sleep(7.0), user("should i do cardio before or after weights?")],
            rest(),
            [sleep(7.0), user("cardio first or weights first, which is better?")],
        ],
        expect=[PageLacks(("preferences.md", "*"), ["cardio"], ASKED)],
    ),
    Scenario(
        "hc_rec_warm_up_british",
        "recurring",
        display_name="Alfie",
        timezone="Europe/London",
        days=[
            [sleep(7.0), user("what's the warm-up again?")],
            train(),
            [sleep(7.0), user("remind me of the warm up routine pls")],
            rest(),
            [sleep(7.0), user("sorry, warm-up? brain like a sieve")],
        ],
        expect=[PageContains(("preferences.md", "*"), [], [["warm up", "warmup"], ASKED])],
    ),
    # --- bot turns make claims; they are not the client's facts ----------------------------------------
    Scenario(
        "hc_bot_berlin_marathon",
        "bot_claims",
        display_name="Oskar",
        timezone="Europe/Berlin",
        days=[
            [
                sleep(7.0),
                bot("Great to hear you're training for the Berlin Marathon! 🏃"),
                user("haha", at="08:02"),
            ],
            train(),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["marathon"]),
            PageLacks(("goals.md", "profile.md", "preferences.md"), ["berlin"]),
        ],
    ),
    Scenario(
        "hc_bot_keto_claim",
        "bot_claims",
        display_name="Sofia",
        timezone="Europe/Athens",
        days=[
            [sleep(7.0), bot("As you're on keto, let's skip the rice tonight."), user("ok 👍", at="08:01")],
            [sleep(7.0), meal("chicken rice bowl", 40, 720, at="19:30")],
            rest(),
        ],
        expect=[
            PageLacks((*DIET_PAGES, "preferences.md"), ["keto"]),
            BundleLacks("meal_lens", ["keto"]),
        ],
    ),
    Scenario(
        "hc_bot_phantom_shoulder_injury",
        "bot_claims",
        display_name="Jamal",
        timezone="America/Chicago",
        days=[
            [
                sleep(7.0),
                bot("How's that shoulder injury you mentioned?"),
                user("what injury? im fine", at="08:03"),
            ],
            train("upper A"),
            rest(),
        ],
        expect=[NoEntry("shoulder"), NoAlert("safety")],
    ),
    Scenario(
        "hc_bot_loves_emojis_claim",
        "bot_claims",
        display_name="Agnes",
        timezone="Europe/Oslo",
        days=[
            [sleep(7.0), bot("I know you love emojis 🥳🥳 so here's today's plan!"), user("k", at="08:02")],
            train(),
            rest(),
        ],
        expect=[PageLacks(STYLE_PAGES, ["emoji"], [["love", "like", "prefer", "enjoy"]])],
    ),
    Scenario(
        "hc_bot_home_gym_claim",
        "bot_claims",
        display_name="Trevor",
        timezone="America/Los_Angeles",
        days=[
            [
                sleep(7.0),
                bot("Since you've got a full home gym, let's do barbell work today."),
                user("sounds good", at="08:04"),
            ],
            train(),
            rest(),
        ],
        expect=[PageLacks("profile.md", ["home gym"])],
    ),
    # --- several things in one message ----------------------------------------------------------------------
    Scenario(
        "hc_mixed_dictated_trip_ankle_style",
        "mixed",
        display_name="Ciarán",
        timezone="Europe/Dublin",
        days=[
            train(),
            [
                sleep(6.7),
                user(
                    "ok so quick update I'm in Lisbon for work Wednesday to Sunday the hotel has a gym "
                    "apparently and also my right ankle is a bit sore from football at the weekend maybe "
                    "3 out of 10 and can you stop sending the long explanations I just want the workout"
                ),
            ],
            rest(),
        ],
        expect=[
            Profile(["lisbon"]),
            Entry("ankle", any_of=[RIGHT]),
            Safety("ankle"),
            Prefs([], [["long", "short", "just the workout"]]),
            PageLacks("preferences.md", ["ankle"]),
        ],
    ),
    Scenario(
        "hc_mixed_pullups_and_vegan",
        "mixed",
        display_name="Yana",
        timezone="Europe/Kyiv",
        days=[
            [
                sleep(7.0),
                user("My target is 5 pull-ups before summer. Also I am vegan since 3 years, no eggs no milk"),
            ],
            train(),
            rest(),
        ],
        expect=[
            Goal(["5"], [["pull up", "pullup"]]),
            Diet(["vegan"]),
            PageLacks("goals.md", ["vegan"]),
        ],
    ),
    Scenario(
        "hc_mixed_back_fine_hip_not",
        "mixed",
        display_name="Gareth",
        timezone="Europe/London",
        days=[
            train("lower A"),
            [
                sleep(6.9),
                user(
                    "back is totally fine now thx, it's the left hip that's the problem. "
                    "5/10 getting off the sofa"
                ),
            ],
            rest(),
        ],
        expect=[
            NoEntry("back"),
            Entry("hip", any_of=[LEFT]),
            Entry("hip", words=["5/10"]),
            Safety("hip"),
            NoAlert("safety", "back"),
        ],
    ),
    Scenario(
        "hc_mixed_wfh_living_room_dbs",
        "mixed",
        display_name="Mira",
        timezone="Europe/Prague",
        days=[
            [
                sleep(7.0),
                user(
                    "from next week I'm WFH so I can train at 11 in my living room. I have adjustable "
                    "db's 2-24kg and a yoga mat"
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["24 kg"]]),
            Profile([], [["11:00", "11 am", "11am", "at 11"]]),
            Profile([], [["wfh", "work from home", "working from home", "living room", "home"]]),
        ],
    ),
    Scenario(
        "hc_mixed_husbands_knee_my_10k",
        "mixed",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            [sleep(7.0), user("hubby's knee is wrecked so he's out, but I'm still doing the 10k in March!")],
            run(),
            rest(),
        ],
        expect=[
            Goal(["10k"], MARCH_NEXT),
            NoEntry("knee"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "hc_mixed_travel_event_and_sarcasm",
        "mixed",
        display_name="Akosua",
        timezone="Europe/London",
        days=[
            [travel_start("Accra"), sleep(6.0)],
            [
                sleep(6.5),
                user(
                    "jet lag is sooo fun 🙃 and my lower back is wrecked from the 7h flight, "
                    "6/10 when I stand up"
                ),
            ],
            rest(),
        ],
        expect=[
            Entry("lower back"),
            Entry("lower back", any_of=["6/10"]),
            Safety("back"),
            AlertCount("safety", 1, "back"),
        ],
    ),
]
