"""More main scenarios, written to be worded unlike the first set (docs/understanding.md "Scenarios").

Written before any further tuning of the extraction layer: other people and registers (terse, chatty,
non-native English, British spellings, typos, emoji, gym abbreviations like "ohp", "rdl", "pu", "bw"),
hedges, sarcasm, negation at a distance, past versus present pain, other people's pain, severities in
words and numbers, body areas beyond the obvious ones, goals, diets, places and life events phrased
many ways, questions asked differently each time, and bot turns that make claims. Day 0 is Monday
2026-11-02 unless a scenario says otherwise.
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
    sleep,
    soreness,
    user,
)

ASKED = ("ask", "question")
DIET_PAGES = ("nutrition-patterns.md", "profile.md")
PERSONAL = ("preferences.md", "profile.md", "coaching-playbook.md", "goals.md")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


SCENARIOS: list[Scenario] = [
    # --- goals ---------------------------------------------------------------------------------------
    Scenario(
        "w_goal_target_colon_half",
        "goals",
        display_name="Bea",
        timezone="Europe/Dublin",
        days=[
            train(),
            [sleep(7), user("target: sub-2h half marathon by October. thats the plan")],
            rest(),
        ],
        expect=[
            Goal(["half"], [["october", "2027-10"], ["sub 2", "2h", "2 h", "2:00", "two hours"]]),
            PageLacks("preferences.md", ["half marathon"]),
            BundleContains("free_chat", ["half"], query="what race am I training for?"),
        ],
    ),
    Scenario(
        "w_goal_holiday_august_emoji",
        "goals",
        display_name="Gemma",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                user(
                    "Honestly I'd love to feel confident in a swimsuit before our holiday in August 🙈 "
                    "been putting it off for ages"
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Goal(["swimsuit"], [["august", "2027-08"]]),
            QuotesWhole("goals.md"),
            PageLacks("profile.md", ["swimsuit"]),
        ],
    ),
    Scenario(
        "w_goal_non_native_marathon",
        "goals",
        display_name="Hiroshi",
        timezone="Asia/Tokyo",
        days=[
            rest(),
            [sleep(7), user("My dream is to run marathon in Berlin next September, I am still beginner")],
            train(),
        ],
        expect=[
            Goal(["marathon"], [["september", "2027-09"]]),
            BundleContains("free_chat", ["marathon"], query="what is my big goal?"),
        ],
    ),
    Scenario(
        "w_goal_sarcasm_then_real",
        "goals",
        display_name="Cormac",
        timezone="Europe/Dublin",
        days=[
            [sleep(7), user("oh sure, a muscle-up by Friday, totally realistic 🙄")],
            rest(),
            [sleep(7), user("ok real talk, I want to be able to do 5 chin-ups by Easter")],
            rest(),
        ],
        expect=[
            Goal(["chin"], [["5", "five"]]),
            Goal(["chin"], [["easter", "2027-03", "2027-04"]]),
            PageLacks("goals.md", ["muscle up"]),
        ],
    ),
    Scenario(
        "w_goal_pounds_new_year",
        "goals",
        display_name="Dwayne",
        timezone="America/Denver",
        days=[
            [sleep(6.5), user("trying to drop 10 lbs by the new year, mostly for my blood pressure")],
            train(),
            rest(),
        ],
        expect=[
            Goal(["10"], [["lb", "pound"]]),
            Goal(["10"], [["new year", "january", "2027-01", "2026-12"]]),
            BundleContains("meal_lens", ["10"], [["lb", "pound"]]),
        ],
    ),
    # --- pain ----------------------------------------------------------------------------------------
    Scenario(
        "w_pain_hip_flexor_twinge_rdl",
        "pain",
        display_name="Sanne",
        timezone="Europe/Amsterdam",
        days=[
            [sleep(7), session("lower A"), user("bit of a twinge in my R hip flexor on rdls", at="19:40")],
            rest(),
            rest(),
        ],
        expect=[
            Entry("hip", "right"),
            Entry("hip", any_of=[["rdl", "romanian"]]),
            PageLacks(CONSTRAINTS, ["hip"], LEFT),
            Safety("hip"),
            BundleContains("session_mode", ["hip"]),
        ],
    ),
    Scenario(
        "w_pain_achilles_typo_throbbing",
        "pain",
        display_name="Mateo",
        timezone="America/Bogota",
        days=[
            [sleep(7), session("easy run", sets=(("run", 8, 0.0),), rpe=5)],
            [sleep(6.9), user("achiles throbbing after the run this morn, like a 6")],
            rest(),
        ],
        expect=[
            Entry("achilles", any_of=[["6/10", "6 / 10"]]),
            Safety("achilles"),
            AlertCount("safety", 1),
        ],
    ),
    Scenario(
        "w_pain_plantar_agony_british",
        "pain",
        display_name="Nigel",
        timezone="Europe/London",
        days=[
            rest(),
            [sleep(6.5), user("Plantar fasciitis playing up again in my left foot — agony first thing.")],
            rest(),
        ],
        expect=[
            Entry("foot", "left"),
            Safety("foot"),
            PageLacks(CONSTRAINTS, ["foot"], RIGHT),
            BundleContains("morning_brief", ["foot"]),
        ],
    ),
    Scenario(
        "w_pain_forearm_and_trap",
        "pain",
        display_name="Kwame",
        timezone="Africa/Accra",
        days=[
            [
                sleep(7),
                session("strongman", sets=(("farmer carry", 4, 40.0),)),
                user(
                    "forearm's a tad sore from the farmer carries and my right trap is really tight, "
                    "7 out of 10",
                    at="18:50",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Entry("forearm"),
            Safety("forearm"),
            PageContains(CONSTRAINTS, ["7/10"], [["trap", "upper back"], ENTRY_LEVELS]),
            PageLacks(CONSTRAINTS, ["forearm", "7/10"]),  # the 7 belongs to the trap
        ],
    ),
    Scenario(
        "w_pain_groin_pulled_football",
        "pain",
        display_name="Jamal",
        timezone="Europe/London",
        days=[
            rest(),
            [sleep(6), user("pulled my groin playing 5-a-side last night, can barely walk ffs")],
            rest(),
        ],
        expect=[
            Entry("groin", any_of=[["[injury]"]]),
            Safety("groin"),
            BundleContains("session_mode", ["groin"]),
        ],
    ),
    Scenario(
        "w_pain_shin_niggle_treadmill",
        "pain",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            [
                sleep(7),
                session("treadmill run", sets=(("run", 5, 0.0),)),
                user("shins niggling on the treadmill, nothing major, like a 3", at="19:00"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Entry("shin", any_of=[["3/10", "3 / 10"]]),
            Entry("shin", any_of=[["treadmill", "run"]]),
        ],
    ),
    Scenario(
        "w_pain_pec_sharp_bench",
        "pain",
        display_name="Viktor",
        timezone="Europe/Prague",
        days=[
            [
                sleep(7),
                session("push", sets=(("bench press", 5, 80.0),)),
                user("felt a sharp pinch in my left pec on the last rep of bench", at="19:20"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [["pec", "chest"], ENTRY_LEVELS]),
            PageContains(CONSTRAINTS, ["bench"], [["pec", "chest"], ENTRY_LEVELS]),
            Safety("chest"),
        ],
    ),
    Scenario(
        "w_pain_it_band_right_side",
        "pain",
        display_name="Freya",
        timezone="Europe/Oslo",
        days=[
            [
                sleep(7),
                session("long run", sets=(("run", 14, 0.0),)),
                user("IT band on the right side gets sore from mile 3 onwards", at="12:30"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Entry("it band", "right"),
            Safety("it band"),
            PageLacks(CONSTRAINTS, ["it band"], LEFT),
        ],
    ),
    # --- negation, history, other people -----------------------------------------------------------
    Scenario(
        "w_neg_wifes_knee",
        "negation",
        display_name="Arjun",
        timezone="Asia/Kolkata",
        days=[
            [sleep(7), user("my wife's knee is killing her after our hike lol, I'm fine though")],
            train(),
            rest(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety"), BundleLacks("session_mode", ["knee"])],
    ),
    Scenario(
        "w_neg_never_had_back_issues_used_to",
        "negation",
        display_name="Margit",
        timezone="Europe/Budapest",
        days=[
            [
                sleep(7),
                user("never had back issues. my shoulder used to hurt years ago but it's all good now"),
            ],
            train(),
            rest(),
        ],
        expect=[NoEntry("back"), NoEntry("shoulder"), NoAlert("safety")],
    ),
    Scenario(
        "w_neg_no_pain_at_all_in_the_knee",
        "negation",
        display_name="Pedro",
        timezone="America/Sao_Paulo",
        days=[
            [
                sleep(7),
                session("legs"),
                user("Good news: no pain at all in the knee today, did every squat", at="19:00"),
            ],
            rest(),
            rest(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "w_neg_worried_might_flare",
        "negation",
        display_name="Ciara",
        timezone="Europe/Dublin",
        days=[
            [sleep(7), user("a bit worried my achilles might flare up if we add hills")],
            train(),
            rest(),
        ],
        expect=[NoEntry("achilles"), NoAlert("safety")],
    ),
    Scenario(
        "w_neg_dads_shoulder_surgery",
        "negation",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[
            [
                sleep(6.5),
                user("my dad is having shoulder surgery next week so I'll be at the hospital a lot"),
            ],
            train(),
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
            Profile([], [["dad", "father", "hospital", "surgery"]]),
        ],
    ),
    Scenario(
        "w_neg_good_doms",
        "negation",
        display_name="Tash",
        timezone="Australia/Melbourne",
        days=[
            train("legs"),
            [sleep(7), user("quads are absolutely wrecked 😂 but it's just DOMS, nothing injured")],
            rest(),
        ],
        expect=[NoEntry("quad"), NoAlert("safety")],
    ),
    Scenario(
        "w_neg_wrist_fine_now_after_pain",
        "negation",
        display_name="Lin",
        timezone="Asia/Shanghai",
        days=[
            [sleep(7), session("push"), user("left wrist hurts on pu, 4/10", at="19:00")],
            rest(),
            rest(),
            [sleep(7), session("push"), user("wrist is fine now!! did all the push ups", at="19:10")],
            rest(),
        ],
        expect=[
            Entry("wrist", "left"),
            AlertCount("safety", 1, "wrist"),
            PageContains(CONSTRAINTS, ["wrist"], [["fine", "no pain", "better", "resolved"]]),
        ],
    ),
    # --- schedule and requests ---------------------------------------------------------------------
    Scenario(
        "w_sched_lunch_breaks_terse",
        "schedule",
        display_name="Ola",
        timezone="Europe/Oslo",
        days=[
            [sleep(7), user("lunch breaks only. 12-1.")],
            train(),
            rest(),
        ],
        expect=[Profile([], [["lunch", "12:00", "midday", "noon"]])],
    ),
    Scenario(
        "w_sched_night_shift_non_native",
        "schedule",
        display_name="Dmytro",
        timezone="Europe/Kyiv",
        days=[
            [
                sleep(5.5),
                user("I am working night shift this month, please put sessions in afternoon after 14h"),
            ],
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["afternoon", "14:00"]]),
            Profile([], [["night shift", "nights"]]),
        ],
    ),
    Scenario(
        "w_sched_tues_thurs_only",
        "schedule",
        display_name="Becky",
        timezone="America/Toronto",
        days=[
            [sleep(7), user("Tues and Thurs are my only free evenings tbh")],
            train(),
            rest(),
        ],
        expect=[Profile([], [["tue"], ["thu"]])],
    ),
    # --- diet ----------------------------------------------------------------------------------------
    Scenario(
        "w_diet_gone_vegan",
        "diet",
        display_name="Holly",
        timezone="Europe/London",
        days=[
            [sleep(7), user("I've gone fully vegan since September, so no whey for me x")],
            [sleep(7), meal("tofu stir fry", 30, 600)],
            rest(),
        ],
        expect=[
            Diet(["vegan"]),
            BundleContains("meal_lens", ["vegan"]),
            PageLacks(DIET_PAGES, ["vegetarian"]),
        ],
    ),
    Scenario(
        "w_diet_halal_and_keto",
        "diet",
        display_name="Amir",
        timezone="Asia/Dubai",
        days=[
            [sleep(7), user("halal only pls, and I'm doing keto atm")],
            train(),
            rest(),
        ],
        expect=[Diet(["halal"]), Diet(["keto"]), BundleContains("meal_lens", ["halal"])],
    ),
    Scenario(
        "w_diet_if_16_8",
        "diet",
        display_name="Sven",
        timezone="Europe/Stockholm",
        days=[
            [sleep(7), user("doing IF, 16:8, first meal at noon")],
            train(),
            rest(),
        ],
        expect=[
            Diet([], [["16:8", "intermittent", "fasting"]]),
            BundleContains("meal_lens", [], [["16:8", "intermittent", "fasting"]]),
        ],
    ),
    Scenario(
        "w_diet_not_vegan",
        "diet",
        display_name="Marco",
        timezone="Europe/Rome",
        days=[
            [sleep(7), user("I'm not vegan or anything, I just don't love milk")],
            train(),
            rest(),
        ],
        expect=[PageLacks(DIET_PAGES, ["vegan"]), BundleLacks("meal_lens", ["vegan"])],
    ),
    Scenario(
        "w_diet_shellfish_allergy",
        "diet",
        display_name="Keiko",
        timezone="Asia/Tokyo",
        days=[
            [sleep(7), user("allergic to shellfish fyi")],
            train(),
            rest(),
        ],
        expect=[Diet(["shellfish"], ["allerg"]), BundleContains("meal_lens", ["shellfish"])],
    ),
    # --- equipment and place -------------------------------------------------------------------------
    Scenario(
        "w_equip_kettlebells_garage",
        "equipment",
        display_name="Rhys",
        timezone="Europe/London",
        days=[
            [sleep(7), user("kettlebells only (a 16 and a 24) in the garage")],
            train(),
            rest(),
        ],
        expect=[
            Profile(["kettlebell"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    Scenario(
        "w_equip_bodyweight_flat",
        "equipment",
        display_name="Aiko",
        timezone="Asia/Tokyo",
        days=[
            [sleep(7), user("no equipment at all, just bodyweight in my tiny flat")],
            train(),
            rest(),
        ],
        expect=[Profile([], [["bodyweight", "no equipment"]])],
    ),
    Scenario(
        "w_equip_pullup_bar_not_a_goal",
        "equipment",
        display_name="Finn",
        timezone="Europe/Berlin",
        days=[
            [sleep(7), user("got a pull-up bar and some rings for the doorway at home")],
            train(),
            rest(),
        ],
        expect=[Profile([], [["pull up bar", "rings"]]), PageLacks("goals.md", ["pull up"])],
    ),
    # --- life ----------------------------------------------------------------------------------------
    Scenario(
        "w_life_uni_exams",
        "life",
        display_name="Zoe",
        timezone="Europe/London",
        days=[
            [sleep(6), user("uni exams for the next 3 weeks, revision is eating my evenings")],
            train(),
            rest(),
        ],
        expect=[Profile(["exam"]), BundleContains("morning_brief", ["exam"])],
    ),
    Scenario(
        "w_life_twins_teething",
        "life",
        display_name="Raj",
        timezone="Asia/Kolkata",
        days=[
            [sleep(4.5), user("twins are teething so sleep is a joke right now 😩")],
            [sleep(4)],
            rest(5),
        ],
        expect=[Profile(["twin"])],
    ),
    Scenario(
        "w_life_bereavement",
        "life",
        display_name="Eilidh",
        timezone="Europe/London",
        days=[
            train(),
            [sleep(5), user("sorry I've been quiet, my grandad passed away last week")],
            rest(),
        ],
        expect=[
            Profile([], [["grandad", "passed", "bereave", "funeral"]]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "w_life_own_surgery",
        "life",
        display_name="Hanna",
        timezone="Europe/Helsinki",
        days=[
            [sleep(7), user("having my gallbladder out on the 20th so I'll be off training for a bit")],
            train(),
            rest(),
        ],
        expect=[Profile([], [["gallbladder", "surgery", "operation"]])],
    ),
    # --- message style -------------------------------------------------------------------------------
    Scenario(
        "w_style_bullet_points",
        "style",
        display_name="Ade",
        timezone="Africa/Lagos",
        days=[
            [sleep(7), user("just bullet points pls, no essays")],
            train(),
            rest(),
        ],
        expect=[Prefs([], [["bullet", "short", "essay"]])],
    ),
    Scenario(
        "w_style_voice_non_native",
        "style",
        display_name="Thuy",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            [sleep(7), user("I prefer voice message, reading long text in English is hard for me")],
            train(),
            rest(),
        ],
        expect=[Prefs(["voice"])],
    ),
    Scenario(
        "w_style_no_texts_after_10pm",
        "style",
        display_name="Grace",
        timezone="America/Los_Angeles",
        days=[
            [sleep(6), user("don't message me after 10pm please, trying to fix my sleep")],
            train(),
            rest(),
        ],
        expect=[Prefs([], [["22:00", "10pm", "10 pm"]])],
    ),
    Scenario(
        "w_style_spreadsheet_numbers",
        "style",
        display_name="Oskar",
        timezone="Europe/Warsaw",
        days=[
            [sleep(7), user("give me the numbers, I'm a spreadsheet person")],
            train(),
            rest(),
        ],
        expect=[Prefs(["number"])],
    ),
    # --- recurring questions -------------------------------------------------------------------------
    Scenario(
        "w_rec_creatine_three_ways",
        "recurring",
        display_name="Leon",
        timezone="Europe/Berlin",
        days=[
            [sleep(7), user("is creatine safe?")],
            rest(),
            [sleep(7), user("should I take creatine on rest days too")],
            rest(),
            [sleep(7), user("creatine - loading phase or not??")],
        ],
        expect=[PageContains(("preferences.md", "*"), ["creatine"], ASKED)],
    ),
    Scenario(
        "w_rec_warmup_how_long",
        "recurring",
        display_name="Mia",
        timezone="Europe/Zurich",
        days=[
            [sleep(7), user("how long should I warm up for?")],
            train(),
            [sleep(7), user("do I really need a 10 min warm-up")],
            train(),
            [sleep(7), user("warm up: how long again? sorry 🙃")],
        ],
        expect=[PageContains(("preferences.md", "*"), ["warm"], ASKED)],
    ),
    # --- bot claims ----------------------------------------------------------------------------------
    Scenario(
        "w_bot_claims_marathon_hamstring",
        "bot_claims",
        display_name="Noor",
        timezone="Asia/Karachi",
        days=[
            [
                sleep(7),
                bot("Since your marathon is in April and your hamstring is still healing, let's go easy."),
                user("k", at="08:03"),
            ],
            train(),
            rest(),
        ],
        expect=[NoEntry("hamstring"), NoAlert("safety"), PageLacks("goals.md", ["marathon"])],
    ),
    Scenario(
        "w_bot_claims_keto_denied",
        "bot_claims",
        display_name="Paulo",
        timezone="America/Sao_Paulo",
        days=[
            [
                sleep(7),
                bot("As a keto eater you'll want more fats today 🥑"),
                user("haha no I'm not keto", at="08:04"),
            ],
            train(),
            rest(),
        ],
        expect=[PageLacks(DIET_PAGES, ["keto"]), BundleLacks("meal_lens", ["keto"])],
    ),
    Scenario(
        "w_bot_claims_early_bird",
        "bot_claims",
        display_name="Ivy",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("As an early bird, you'll love these 6am sessions! Keep it short, right?"),
                user("mhm", at="08:02"),
            ],
            train(),
            rest(),
        ],
        expect=[PageLacks(PERSONAL, [], [["early bird", "6am", "06:00"]]), PageLacks(PERSONAL, ["short"])],
    ),
    # --- several things in one turn ------------------------------------------------------------------
    Scenario(
        "w_mixed_chatty_everything",
        "mixed",
        display_name="Sophie",
        timezone="Europe/London",
        days=[
            rest(),
            rest(),
            [
                sleep(6.5),
                user(
                    "Hiya! So the new job starts Monday 😅 and my left knee's been a bit achy (like a 3) "
                    "since Sunday. Oh and I'm lactose intolerant, forgot to say!"
                ),
            ],
            rest(),
        ],
        expect=[
            Profile(["job"]),
            Entry("knee", "left", any_of=[["3/10", "3 / 10"]]),
            Entry("knee", words=["{d0-1}"]),
            Diet(["lactose"]),
            Safety("knee"),
            QuotesWhole("*"),
        ],
    ),
    Scenario(
        "w_mixed_terse_abbreviations",
        "mixed",
        display_name="Dan",
        timezone="America/New_York",
        days=[
            [
                sleep(7),
                session("upper", sets=(("overhead press", 5, 40.0),)),
                user("ohp felt ok. R elbow twingy on pu tho. bw only this wk, at my parents'", at="20:00"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Entry("elbow", "right"),
            Safety("elbow"),
            NoAlert("safety", "shoulder"),
            Profile([], [["bodyweight", "bw"]]),
        ],
    ),
    # --- alerts --------------------------------------------------------------------------------------
    Scenario(
        "w_alert_rolled_ankle_varied_followups",
        "alerts",
        display_name="Tariq",
        timezone="Europe/London",
        days=[
            [sleep(7), user("rolled my left ankle on the trail, it's swollen")],
            rest(),
            [sleep(7), user("ankle still puffy and sore tbh")],
            rest(),
            [sleep(7), user("ankle's sore still, maybe 4/10 now")],
        ],
        expect=[
            AlertCount("safety", 1, "ankle"),
            Entry("ankle", "left", any_of=[["[injury]"]]),
            Entry("ankle", words=["{d0}"]),
            Entry("ankle", words=["{d4}"]),
        ],
    ),
    # --- a second batch, still before tuning --------------------------------------------------------
    Scenario(
        "w_pain_down_from_a_six",
        "pain",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            rest(),
            [sleep(7), user("R shoulder is like a 2/10 now, down from a 6 last week")],
            rest(),
        ],
        expect=[
            Entry("shoulder", "right", ["2/10"]),
            PageLacks(CONSTRAINTS, ["shoulder", "6/10"]),
        ],
    ),
    Scenario(
        "w_pain_fragment_question_back",
        "pain",
        display_name="Bruno",
        timezone="Europe/Lisbon",
        days=[
            rest(),
            [sleep(6.8), user("My back? Not great tbh. Hurts when I sit for long at work")],
            rest(),
        ],
        expect=[Entry("back"), Safety("back")],
    ),
    Scenario(
        "w_pain_hammy_grumbling",
        "pain",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                session("sprints", sets=(("sprint", 6, 0.0),)),
                user("left hammy grumbling a wee bit after the sprints", at="18:30"),
            ],
            rest(),
            rest(),
        ],
        expect=[Entry("hamstring", "left"), Safety("hamstring")],
    ),
    Scenario(
        "w_neg_no_more_knee_pain_since_rehab",
        "negation",
        display_name="Elif",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7), user("no more knee pain since I started the rehab exercises 🙌")],
            train(),
            rest(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "w_neg_pain_in_shoulder_is_gone",
        "negation",
        display_name="Farid",
        timezone="Asia/Tehran",
        days=[
            [sleep(7), user("the pain in my right shoulder is completely gone, pressing feels strong")],
            train(),
            rest(),
        ],
        expect=[NoEntry("shoulder"), NoAlert("safety")],
    ),
    Scenario(
        "w_goal_bench_before_thirty",
        "goals",
        display_name="Kofi",
        timezone="Europe/London",
        days=[
            [sleep(7), user("hoping to get my bench to 100kg before I turn 30 in July")],
            train(),
            rest(),
        ],
        expect=[Goal(["bench", "100"], [["july", "2027-07"]]), PageLacks("preferences.md", ["bench"])],
    ),
    Scenario(
        "w_sched_only_sundays",
        "schedule",
        display_name="Lotte",
        timezone="Europe/Amsterdam",
        days=[
            [sleep(7), user("mornings are a no-go for me and honestly I'm only free on Sundays")],
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["sunday"]]),
            PageLacks("profile.md", ["mornings:"]),  # not a "Mornings" slot
        ],
    ),
    Scenario(
        "w_style_gentler_fewer_messages",
        "style",
        display_name="Nadia",
        timezone="Europe/Paris",
        days=[
            [sleep(7), user("could u be a bit gentler? the tough love thing isnt working for me")],
            train(),
            rest(),
        ],
        expect=[Prefs([], [["gentle", "gentler", "tough love", "softer"]])],
    ),
    Scenario(
        "w_life_pregnant",
        "life",
        display_name="Maya",
        timezone="Asia/Jerusalem",
        days=[
            [sleep(7), user("so... I'm pregnant! 12 weeks today 🥹")],
            train(),
            rest(),
        ],
        expect=[Profile(["pregnan"]), BundleContains("session_mode", ["pregnan"])],
    ),
    Scenario(
        "w_diet_coeliac_no_pork",
        "diet",
        display_name="Rania",
        timezone="Africa/Cairo",
        days=[
            [sleep(7), user("coeliac here so nothing with gluten. also I don't eat pork")],
            train(),
            rest(),
        ],
        expect=[Diet([], [["coeliac", "celiac", "gluten"]]), Diet(["pork"])],
    ),
    Scenario(
        "w_rec_preworkout_meal",
        "recurring",
        display_name="Tobi",
        timezone="Europe/Berlin",
        days=[
            [sleep(7), user("what should I eat before training?")],
            train(),
            [sleep(7), user("best pre-workout meal?")],
            train(),
            [sleep(7), user("ok what do I eat before a session again")],
        ],
        expect=[PageContains(("preferences.md", "*"), [], [["eat", "meal"], ASKED])],
    ),
    # --- a third batch, written before the tuning that followed it ---------------------------------
    Scenario(
        "w_goal_want_without_i",
        "goals",
        display_name="Gus",
        timezone="Australia/Perth",
        days=[
            [sleep(7), user("Want to hit a 150kg deadlift this year. Main thing for me tbh")],
            train(),
            rest(),
        ],
        expect=[Goal(["deadlift"], [["150"]]), PageLacks("preferences.md", ["deadlift"])],
    ),
    Scenario(
        "w_goal_would_be_amazing",
        "goals",
        display_name="Saoirse",
        timezone="Europe/Dublin",
        days=[
            [sleep(7), user("it would be amazing to run a sub-50 10k before I turn 35 next May")],
            train(),
            rest(),
        ],
        expect=[Goal(["10k"], [["may", "2027-05"]]), Goal(["10k"], [["sub 50", "50"]])],
    ),
    Scenario(
        "w_pain_colon_list",
        "pain",
        display_name="Björn",
        timezone="Europe/Stockholm",
        days=[
            [sleep(7), session("legs"), user("Status: knee 5/10. back fine. shoulder ok.", at="20:00")],
            rest(),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=[["5/10"]]),
            NoEntry("back"),
            NoEntry("shoulder"),
            AlertCount("safety", 1),
        ],
    ),
    Scenario(
        "w_pain_in_the_left_knee_order",
        "pain",
        display_name="Ama",
        timezone="Africa/Accra",
        days=[
            rest(),
            [sleep(7), user("Getting pain in the left knee when I go down stairs, like 6 out of 10")],
            rest(),
        ],
        expect=[Entry("knee", "left", ["6/10"]), Safety("knee"), PageLacks(CONSTRAINTS, ["knee"], RIGHT)],
    ),
    Scenario(
        "w_pain_cranky_achilles",
        "pain",
        display_name="Wes",
        timezone="America/Chicago",
        days=[
            [
                sleep(7),
                session("hill run", sets=(("run", 6, 0.0),)),
                user("achilles a bit cranky after the hills", at="19:00"),
            ],
            rest(),
            rest(),
        ],
        expect=[Entry("achilles"), Safety("achilles")],
    ),
    Scenario(
        "w_neg_zero_knee_pain_didnt_bother",
        "negation",
        display_name="Chloe",
        timezone="Europe/Paris",
        days=[
            [sleep(7), user("Zero knee pain this week 🙌 and the ankle didn't bother me at all on the run")],
            train(),
            rest(),
        ],
        expect=[NoEntry("knee"), NoEntry("ankle"), NoAlert("safety")],
    ),
    Scenario(
        "w_neg_hasnt_hurt_in_weeks",
        "negation",
        display_name="Oisin",
        timezone="Europe/Dublin",
        days=[
            [sleep(7), user("shoulder hasn't hurt in weeks, think the rehab worked")],
            train(),
            rest(),
        ],
        expect=[NoEntry("shoulder"), NoAlert("safety")],
    ),
    Scenario(
        "w_neg_son_broke_wrist",
        "negation",
        display_name="Helga",
        timezone="Europe/Berlin",
        days=[
            [sleep(6), user("son's wrist is broken so I'm driving him to school all week")],
            train(),
            rest(),
        ],
        expect=[NoEntry("wrist"), NoAlert("safety")],
    ),
    Scenario(
        "w_neg_coworker_sprained",
        "negation",
        display_name="Pablo",
        timezone="Europe/Madrid",
        days=[
            [sleep(7), user("coworker sprained her ankle at our team run, glad it wasn't me lol")],
            train(),
            rest(),
        ],
        expect=[NoEntry("ankle"), NoAlert("safety")],
    ),
    Scenario(
        "w_sched_630_mon_wed_fri",
        "schedule",
        display_name="Deb",
        timezone="America/Denver",
        days=[
            [sleep(7), user("I can do 6:30am Mon/Wed/Fri, that's about it")],
            train(),
            rest(),
        ],
        expect=[Profile([], [["6:30", "06:30"]])],
    ),
    Scenario(
        "w_sched_cant_do_wednesdays",
        "schedule",
        display_name="Moira",
        timezone="Europe/London",
        days=[
            [sleep(7), user("Can't do Wednesdays anymore, I've joined a choir")],
            train(),
            rest(),
        ],
        expect=[Profile(["wednesday"])],
    ),
    Scenario(
        "w_diet_pescatarian_no_dairy",
        "diet",
        display_name="Ilse",
        timezone="Europe/Amsterdam",
        days=[
            [sleep(7), user("pescatarian, and no dairy please, it wrecks my stomach")],
            train(),
            rest(),
        ],
        expect=[Diet(["pescatarian"]), Diet(["dairy"]), NoAlert("safety")],
    ),
    Scenario(
        "w_equip_rower_adjustables",
        "equipment",
        display_name="Kai",
        timezone="Pacific/Auckland",
        days=[
            [sleep(7), user("I've got a rower and a pair of adjustable dumbbells in the spare room")],
            train(),
            rest(),
        ],
        expect=[Profile([], [["rower"]]), Profile([], [["dumbbell"]])],
    ),
    Scenario(
        "w_life_mum_in_hospital",
        "life",
        display_name="Siobhan",
        timezone="Europe/London",
        days=[
            [sleep(5), user("mum's in hospital again so this week is a write-off")],
            rest(),
            rest(),
        ],
        expect=[Profile([], [["hospital", "mum"]]), NoAlert("safety")],
    ),
    Scenario(
        "w_life_expecting_in_march",
        "life",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            [sleep(7), user("big news, we're expecting in March! my wife is 3 months along")],
            train(),
            rest(),
        ],
        expect=[Profile([], [["expecting", "baby", "pregnan"]])],
    ),
    Scenario(
        "w_style_tldr_list",
        "style",
        display_name="Ren",
        timezone="Asia/Tokyo",
        days=[
            [sleep(7), user("tldr version please, I skim everything")],
            train(),
            rest(),
        ],
        expect=[Prefs([], [["short", "tldr", "brief"]])],
    ),
    Scenario(
        "w_style_more_motivation",
        "style",
        display_name="Nia",
        timezone="America/New_York",
        days=[
            [sleep(7), user("honestly I need more hype from you, cheer me on more!")],
            train(),
            rest(),
        ],
        expect=[Prefs([], [["encourag", "hype", "cheer", "motivat"]])],
    ),
    Scenario(
        "w_rec_rest_days",
        "recurring",
        display_name="Omid",
        timezone="Asia/Tehran",
        days=[
            [sleep(7), user("do I need a rest day?")],
            train(),
            [sleep(7), user("rest days - how many per week?")],
            train(),
            [sleep(7), user("how often should i rest tho")],
        ],
        expect=[PageContains(("preferences.md", "*"), ["rest"], ASKED)],
    ),
    Scenario(
        "w_bot_asks_about_back",
        "bot_claims",
        display_name="Vera",
        timezone="Europe/Prague",
        days=[
            [
                sleep(7),
                bot("You mentioned your back hurts after deadlifts, how is it today?"),
                user("better thanks", at="08:03"),
            ],
            train(),
            rest(),
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
    ),
    # --- a fourth batch: what the bundles show, asked the way a bot would ask (before tuning) ------
    Scenario(
        "w_bundle_injuries_query",
        "pain",
        display_name="Lars",
        timezone="Europe/Copenhagen",
        days=[
            rest(),
            [sleep(7), user("right hip is aching on lunges, 4/10")],
            rest(),
        ],
        expect=[
            BundleContains("free_chat", ["hip"], query="any injuries I should know about before today?"),
            BundleContains("form_check", ["hip"], [RIGHT]),
            BundleContains("morning_brief", ["hip"]),
        ],
    ),
    Scenario(
        "w_bundle_what_can_i_eat",
        "diet",
        display_name="Priti",
        timezone="Asia/Kolkata",
        days=[
            [sleep(7), user("fyi I'm vegetarian and allergic to cashews")],
            train(),
            rest(),
        ],
        expect=[
            BundleContains("free_chat", ["vegetarian"], query="what should I cook for dinner tonight?"),
            BundleContains("meal_lens", ["cashew"]),
            Diet(["cashew"], ["allerg"]),
        ],
    ),
    Scenario(
        "w_bundle_whats_my_race",
        "goals",
        display_name="Efe",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7), user("signed up for the Istanbul half in April!! goal is under 2 hours")],
            train(),
            rest(),
        ],
        expect=[
            Goal(["half"], [["april", "2027-04"]]),
            BundleContains("free_chat", ["half"], query="how many weeks until my race?"),
            BundleContains("morning_brief", ["half"]),
        ],
    ),
    Scenario(
        "w_bundle_equipment_in_session",
        "equipment",
        display_name="Joao",
        timezone="Europe/Lisbon",
        days=[
            [sleep(7), user("at home I only have a 12kg kettlebell and a mat")],
            rest(),
            rest(),
        ],
        expect=[
            Profile(["kettlebell"], [["12 kg"]]),
            BundleContains("session_mode", ["kettlebell"]),
            BundleContains("free_chat", ["kettlebell"], query="can you give me a quick workout for today?"),
        ],
    ),
    Scenario(
        "w_bundle_life_in_brief",
        "life",
        display_name="Astrid",
        timezone="Europe/Oslo",
        days=[
            [sleep(6), user("moving house on saturday so the next few days are chaos, boxes everywhere")],
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["moving"]]),
            BundleContains("morning_brief", [], [["moving"]]),
            BundleContains("free_chat", [], [["moving"]], query="how's my week looking?"),
        ],
    ),
    Scenario(
        "w_goal_in_twelve_weeks",
        "goals",
        display_name="Luca",
        timezone="Europe/Rome",
        days=[
            [sleep(7), user("I want to be able to hold a 60 second plank in 12 weeks")],
            train(),
            rest(),
        ],
        expect=[Goal(["plank"], [["2027-01-25", "12 weeks", "january", "2027-01"]])],
    ),
    Scenario(
        "w_goal_by_end_of_march",
        "goals",
        display_name="Yara",
        timezone="Asia/Beirut",
        days=[
            [sleep(7), user("Goal = 3 unassisted pull-ups by end of March, no band")],
            train(),
            rest(),
        ],
        expect=[
            Goal(["pull up"], [MARCH_NEXT]),
            PageLacks("profile.md", ["band"]),
        ],
    ),
    Scenario(
        "w_alert_quotes_the_sentence",
        "alerts",
        display_name="Edda",
        timezone="Atlantic/Reykjavik",
        days=[
            rest(),
            [
                sleep(7),
                user(
                    "Session was fine overall. My left elbow though — sharp pain on every curl, "
                    "maybe a 7. Dinner was great btw."
                ),
            ],
            rest(),
        ],
        expect=[
            Safety("elbow", words=["curl"]),
            Safety("elbow", any_of=[["7/10", "sharp"]]),
            Entry("elbow", "left", ["7/10"]),
            QuotesWhole(CONSTRAINTS),
            PageLacks(CONSTRAINTS, ["dinner"]),
        ],
    ),
    Scenario(
        "w_alert_checkin_and_chat_one_alert",
        "alerts",
        display_name="Ravi",
        timezone="Asia/Kolkata",
        days=[
            [sleep(7), soreness("left knee", 4, "after squats")],
            rest(),
            [sleep(7), user("left knee still sore, 4/10")],
            rest(),
            [sleep(7), user("knee's sore again after the run")],
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", "left", ["{d0}"]),
            Entry("knee", words=["{d4}"]),
        ],
    ),
    Scenario(
        "w_mixed_two_pains_one_fine",
        "mixed",
        display_name="Greta",
        timezone="Europe/Vienna",
        days=[
            [
                sleep(7),
                user(
                    "Update: lower back is much better, no pain today. But my right calf is tight and sore, "
                    "5/10, and my neck is stiff."
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            Entry("calf", "right", ["5/10"]),
            Entry("neck"),
            NoAlert("safety", "back"),
            AlertCount("safety", 1, "calf"),
        ],
    ),
    Scenario(
        "w_mixed_goal_and_reason_next_sentence",
        "mixed",
        display_name="Henrik",
        timezone="Europe/Stockholm",
        days=[
            [
                sleep(7),
                user(
                    "I'd like to get my resting heart rate under 60 by summer. "
                    "Doctor says my blood pressure is high."
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Goal(["heart rate"], [["summer", "2027-06"]]),
            Goal(["heart rate"], [["doctor", "blood pressure"]]),
        ],
    ),
    # --- a fifth batch: many facts about one client, and what each bundle still shows (before tuning) --
    Scenario(
        "w_many_profile_facts_each_reaches_a_bundle",
        "mixed",
        display_name="Ines",
        timezone="Europe/Madrid",
        days=[
            [sleep(7), user("I train at home with two 16kg kettlebells and a pull-up bar")],
            [sleep(7), user("started a new job at a bank this week, long hours")],
            [sleep(7), user("weekday mornings before 7 are the only time that works for me now")],
            [sleep(6), user("and we're moving flat at the end of the month, so chaos")],
            rest(),
        ],
        expect=[
            BundleContains("session_mode", ["kettlebell"]),
            BundleContains("morning_brief", [], [["job", "bank"]]),
            BundleContains("morning_brief", [], [["moving", "flat"]]),
            BundleContains("session_mode", [], [["before 7", "7:00", "07:00", "mornings"]]),
        ],
    ),
    Scenario(
        "w_many_diet_facts_meal_lens",
        "diet",
        display_name="Noa",
        timezone="Asia/Jerusalem",
        days=[
            [sleep(7), user("I keep kosher")],
            [sleep(7), user("also lactose intolerant, forgot to mention")],
            [sleep(7), user("and I'm trying to cut down on sugar this month")],
            rest(),
        ],
        expect=[
            BundleContains("meal_lens", ["kosher"]),
            BundleContains("meal_lens", ["lactose"]),
            BundleContains("meal_lens", ["sugar"]),
        ],
    ),
    Scenario(
        "w_goal_and_pain_in_every_bundle",
        "mixed",
        display_name="Iker",
        timezone="Europe/Madrid",
        days=[
            [sleep(7), user("goal: first sub-3 marathon in Valencia next December")],
            [sleep(7), user("left achilles a bit sore on the long run, 3/10")],
            rest(),
            rest(),
        ],
        expect=[
            BundleContains("meal_lens", ["marathon"]),
            BundleContains("meal_lens", ["achilles"]),
            BundleContains("weekly_review", ["achilles"]),
            BundleContains("free_chat", ["achilles"], query="can I do hill repeats tomorrow?"),
        ],
    ),
    # --- a sixth batch: a reply to the bot's question about a body area (written with its change) ----
    Scenario(
        "w_reply_to_bot_question_about_knee",
        "pain",
        display_name="Mirela",
        timezone="Europe/Bucharest",
        days=[
            train("legs"),
            [
                sleep(7),
                bot("Morning! How's the left knee after yesterday's squats?"),
                user("still sore tbh, maybe 5/10", at="08:05"),
            ],
            rest(),
        ],
        expect=[Entry("knee", "left", ["5/10"]), Safety("knee"), BundleContains("session_mode", ["knee"])],
    ),
    Scenario(
        "w_reply_to_bot_question_no_pain",
        "negation",
        display_name="Tiago",
        timezone="Europe/Lisbon",
        days=[
            train("upper"),
            [
                sleep(7),
                bot("Is your shoulder still bothering you on presses?"),
                user("nope, no pain at all today 🙌", at="08:10"),
            ],
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, ["shoulder"], [["no pain"]]),
        ],
    ),
]
