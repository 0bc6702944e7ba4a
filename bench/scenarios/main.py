"""The main understanding scenarios: what a client says, and where a coach would expect to find it.

Written before the extraction layer, from the product's point of view (docs/understanding.md, "The
scenario suite"). Day 0 is Monday 2026-11-02 unless a scenario says otherwise; `{dN}` in words is day
N's date. Each scenario is followed by two quiet days, so a bundle only shows what was understood.
"""

from . import (
    main_aa,
    main_ab,
    main_ac,
    main_ad,
    main_ae,
    main_af,
    main_ag,
    main_ah,
    main_aj,
    main_ak,
    main_al,
    main_am,
    main_ao,
    main_ap,
    main_ay,
    main_c,
    main_d,
    main_e,
    main_f,
    main_g,
    main_h,
    main_i,
    main_j,
    main_k,
    main_l,
    main_m,
    main_n,
    main_o,
    main_p,
    main_q,
    main_r,
    main_s,
    main_t,
    main_u,
    main_v,
    main_w,
    main_x,
    main_y,
    main_z,
)
from . import main_wider as wider
from .spec import (
    CONSTRAINTS,
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
    travel_start,
    user,
)

ASKED = ("ask", "question")  # a "questions they keep asking" line


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def run_day(name: str = "easy run", km: int = 8, hours: float = 7.4) -> list:
    return [sleep(hours), session(name, sets=(("run", km, 0.0),), rpe=6, minutes=45)]


SCENARIOS: list[Scenario] = [
    # --- goals ---------------------------------------------------------------------------------------
    Scenario(
        "goal_pullup_by_birthday",
        "goals",
        display_name="Marta",
        days=[
            [sleep(7.1), user("I really want my first strict pull-up by my birthday in March.")],
            train(),
            rest(),
        ],
        expect=[
            Goal(["pull up"], MARCH_NEXT),
            Goal(["strict"]),
            QuotesWhole("goals.md"),
            PageLacks("preferences.md", ["pull up"]),
            BundleContains("meal_lens", ["pull up"]),
            BundleContains("free_chat", ["pull up"], MARCH_NEXT, query="how is my pull-up goal going?"),
        ],
    ),
    Scenario(
        "goal_sub25_5k",
        "goals",
        display_name="Denys",
        timezone="Europe/Berlin",
        days=[
            [*run_day(), user("Goal for spring: sub-25 5k. Currently around 27:30 so it's a stretch")],
            rest(),
            run_day("tempo run", 6),
        ],
        expect=[
            Goal(["5k"], ["sub 25", "sub25", "25:00", "under 25", "below 25"]),
            Goal(["5k"], ["spring", "2027-03", "2027-04", "2027-05"]),
            BundleContains("free_chat", ["5k"], query="what's my 5k target time again?"),
            NoAlert("safety"),  # "a stretch" is not a body part
        ],
    ),
    Scenario(
        "goal_wedding_weight",
        "goals",
        display_name="Priya",
        timezone="Europe/London",
        days=[
            train(),
            [sleep(6.8), user("I need to lose about 6 kg before the wedding in June, it's my sister's!")],
            rest(),
            train(),
        ],
        expect=[
            Goal(["6 kg"], JUNE_NEXT),
            Goal(["wedding"]),
            BundleContains("meal_lens", ["6 kg"]),
        ],
    ),
    Scenario(
        "goal_later_goal_supersedes",
        "goals",
        display_name="Tom",
        timezone="America/Chicago",
        days=[
            [sleep(7), user("I want to deadlift 140 kg by Christmas")],
            train("lower A"),
            rest(),
            [
                sleep(7.5),
                user("actually scratch the deadlift thing, I'd rather run a half marathon in April"),
            ],
            rest(),
        ],
        expect=[
            Goal(["half marathon"], ["april", "2027-04"]),
            Goal(["deadlift", "140"]),  # the old goal is superseded, not silently overwritten
            PageLacks("preferences.md", ["marathon"]),  # "I'd rather" here names a goal
            BundleContains("free_chat", ["half marathon"], query="what am I training for?"),
        ],
    ),
    Scenario(
        "goal_hedged_with_typos",
        "goals",
        display_name="Olena",
        days=[
            train(),
            [sleep(6.5), user("i guess id kinda like to do 10 pushups in a row by summer?? lol")],
            rest(),
        ],
        expect=[
            Goal(["10"], [["push up", "pushup"], ["summer", "2027-06", "june"]]),
            PageLacks("preferences.md", ["pushup"]),
        ],
    ),
    Scenario(
        "goal_with_a_why",
        "goals",
        display_name="Ana",
        timezone="Asia/Tokyo",
        days=[
            [
                sleep(7.6),
                user(
                    "My goal is to keep up with my kids on hikes without getting winded. That's why I'm here."
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Goal(["kids"], ["hike", "hiking"]),
            QuotesWhole("goals.md"),
            BundleContains("free_chat", ["kids"], query="why did I start training?"),
        ],
    ),
    # --- pain ----------------------------------------------------------------------------------------
    Scenario(
        "pain_left_shoulder_overhead",
        "pain",
        display_name="Marta",
        days=[
            train("upper A"),
            [sleep(7), user("my left shoulder hurts on overhead press, about 4/10", at="19:10")],
            rest(),
            train("lower A"),
        ],
        expect=[
            Entry("shoulder", "left", ["4/10"]),
            Entry("shoulder", words=["overhead"]),
            Entry("shoulder", words=["{d1}"]),
            PageLacks(CONSTRAINTS, ["shoulder"], RIGHT),
            Safety("shoulder"),
            AlertCount("safety", 1, "shoulder"),
            BundleContains("session_mode", ["shoulder"], LEFT),
            BundleContains("morning_brief", ["shoulder"]),
        ],
    ),
    Scenario(
        "pain_right_knee_about_a_six",
        "pain",
        display_name="Jon",
        timezone="America/New_York",
        days=[
            rest(),
            [sleep(6.9), user("Right knee is about a 6 today after all the stairs at work")],
            rest(),
        ],
        expect=[
            Entry("knee", "right", any_of=["6/10", "6 / 10", "6 out of 10"]),
            PageLacks(CONSTRAINTS, ["knee"], LEFT),
            Safety("knee"),
            BundleContains("session_mode", ["knee", "right"]),
            BundleContains("form_check", ["knee"]),
        ],
    ),
    Scenario(
        "pain_lower_back_since_tuesday",
        "pain",
        display_name="Kateryna",
        days=[
            train(),
            rest(),
            rest(),
            [sleep(6.2), user("lower back has been tight and sore since Tuesday, sharp when I bend over")],
            rest(),
        ],
        expect=[
            Entry("lower back"),
            Entry("lower back", words=["{d1}"]),  # onset: the Tuesday before Thursday's message
            Safety("back"),
            AlertCount("safety", 1, "back"),
            BundleContains("morning_brief", ["lower back"]),
            BundleContains("session_mode", ["lower back"]),
        ],
    ),
    Scenario(
        "pain_achilles_killing_me",
        "pain",
        display_name="Denys",
        timezone="Europe/Berlin",
        days=[
            run_day("intervals", 7),
            [sleep(7.0), user("achilles is killing me after yesterday's intervals")],
            rest(),
        ],
        expect=[
            Entry("achilles"),
            Safety("achilles"),
            BundleContains("session_mode", ["achilles"]),
        ],
    ),
    Scenario(
        "pain_L_wrist_pushups",
        "pain",
        display_name="Marta",
        days=[
            [sleep(7), session("upper B"), user("L wrist sore again, 5/10 on push-ups", at="19:30")],
            rest(),
            rest(),
        ],
        expect=[
            Entry("wrist", "left", ["5/10"]),
            Entry("wrist", words=["push up"]),
            PageLacks(CONSTRAINTS, ["wrist"], RIGHT),
            Safety("wrist"),
            BundleContains("session_mode", ["wrist"], LEFT),
        ],
    ),
    Scenario(
        "pain_hedged_elbow",
        "pain",
        display_name="Max",
        timezone="Europe/Warsaw",
        days=[
            train("arms"),
            [sleep(7.3), user("my elbow kinda hurts I guess, maybe a 3 out of 10, mostly when I do curls")],
            rest(),
        ],
        expect=[
            Entry("elbow", any_of=["3/10", "3 / 10", "3 out of 10"]),
            Entry("elbow", words=["curl"]),
            PageLacks(CONSTRAINTS, ["elbow", "10/10"]),  # "3 out of 10" is not 10/10
            BundleContains("session_mode", ["elbow"]),
        ],
    ),
    Scenario(
        "pain_both_hips_mild",
        "pain",
        display_name="Irene",
        timezone="Australia/Sydney",
        days=[
            [sleep(7.8), user("both hips ache a bit, mild, mostly first thing in the morning", at="21:40")],
            train(),
            rest(),
        ],
        expect=[
            Entry("hip", any_of=["both", "bilateral", "left and right", "hips"]),
            Entry("hip", any_of=["mild", "1/10", "2/10", "3/10"]),
            BundleContains("session_mode", ["hip"]),
        ],
    ),
    # --- negation and harmlessness ---------------------------------------------------------------------
    Scenario(
        "neg_knee_clicks_no_pain",
        "negation",
        display_name="Marta",
        days=[
            [sleep(7), session("lower A"), user("knee clicked on squats, no pain", at="19:00")],
            rest(),
            [sleep(7), session("lower B"), user("knee clicking again on squats. no pain tho", at="19:05")],
            rest(),
            [sleep(7), session("lower A"), user("same clicky knee, no pain at all", at="18:50")],
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, ["knee", "click"]),
            BundleContains("session_mode", ["knee", "click"]),
        ],
    ),
    Scenario(
        "neg_calf_not_sore_anymore",
        "negation",
        display_name="Jon",
        timezone="America/New_York",
        days=[
            [sleep(7), user("right calf is sore, 5/10, from the hill sprints")],
            rest(),
            rest(),
            [sleep(7.5), user("calf's not sore anymore, all good!")],
            rest(),
        ],
        expect=[
            Entry("calf", "right"),  # entries are never removed by a better day
            AlertCount("safety", 1, "calf"),  # the good news raises no second alert
            PageContains(
                CONSTRAINTS,
                ["calf"],
                ["not sore", "no longer sore", "better", "resolved", "pain free", "no pain"],
            ),
        ],
    ),
    Scenario(
        "neg_back_doesnt_hurt",
        "negation",
        display_name="Ana",
        timezone="Asia/Tokyo",
        days=[
            train("deadlift day"),
            [sleep(7.1), user("deadlifts felt great, my back doesn't hurt at all")],
            rest(),
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
    ),
    Scenario(
        "neg_scope_knee_fine_ankle_sore",
        "negation",
        display_name="Lukas",
        timezone="Europe/Vienna",
        days=[
            run_day(),
            [sleep(6.9), user("no pain in the knee today but my left ankle is sore, like 5/10")],
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety", "knee"),
            Entry("ankle", "left", ["5/10"]),
            Safety("ankle"),
        ],
    ),
    Scenario(
        "neg_sarcastic_fine_knee",
        "negation",
        display_name="Rosa",
        timezone="Europe/Madrid",
        days=[
            train("lower A"),
            [sleep(6.4), user("oh great, my knee is 'fine'. it's been throbbing all day since the lunges")],
            rest(),
        ],
        expect=[Entry("knee"), Safety("knee"), BundleContains("session_mode", ["knee"])],
    ),
    Scenario(
        "neg_legs_not_sore",
        "negation",
        display_name="Olena",
        days=[
            train("lower A"),
            [sleep(7.4), user("legs not sore at all after yesterday, should I go heavier?")],
            rest(),
        ],
        expect=[NoEntry("leg"), NoAlert("safety")],
    ),
    Scenario(
        "neg_tight_but_no_pain",
        "negation",
        display_name="Max",
        timezone="Europe/Warsaw",
        days=[
            train("lower B"),
            [sleep(7), user("hamstrings feel tight but no pain")],
            rest(),
        ],
        expect=[
            NoEntry("hamstring"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, ["hamstring"], ["tight", "no pain"]),
        ],
    ),
    # --- schedule and requests ---------------------------------------------------------------------------
    Scenario(
        "sched_evenings_after_six",
        "schedule",
        display_name="Priya",
        timezone="Europe/London",
        days=[
            [sleep(7), user("evenings after six work best for me, mornings are chaos with the school run")],
            train(),
            rest(),
        ],
        expect=[
            Profile(["evening"], ["18:00", "six", "6 pm", "6pm", "after 6"]),
            PageLacks("profile.md", ["morning"], ["best", "prefer"]),
            BundleContains("free_chat", ["evening"], query="when is the best time to schedule my sessions?"),
        ],
    ),
    Scenario(
        "sched_start_work_at_7",
        "schedule",
        display_name="Tom",
        timezone="America/Chicago",
        days=[
            rest(),
            [sleep(6.5), user("I start work at 7 so training has to be before 6:30 or after 4")],
            train(),
        ],
        expect=[
            Profile(["work"], ["7:00", "07:00", "7 am", "7am", "at 7"]),
            PageLacks("profile.md", ["work"], ["19:00", "7 pm", "7pm"]),  # 7 is the morning here
        ],
    ),
    Scenario(
        "sched_move_it_to_the_evening",
        "schedule",
        display_name="Marta",
        days=[
            [sleep(7), user("can we move it to the evening?", at="07:40")],
            train(),
            [sleep(7), user("can we move today's session to the evening?", at="07:35")],
            train(),
            [sleep(6.8), user("evening again pls?", at="07:50")],
        ],
        expect=[
            Profile(["evening"]),
            BundleContains("free_chat", ["evening"], query="when do I usually train?"),
        ],
    ),
    Scenario(
        "sched_weekends_off",
        "schedule",
        display_name="Ana",
        timezone="Asia/Tokyo",
        days=[
            [sleep(7), user("weekends are family time, no training on sat/sun please")],
            train(),
            rest(),
        ],
        expect=[Profile([], [["weekend", "saturday", "sat"]])],
    ),
    Scenario(
        "sched_heading_out_at_1800",
        "schedule",
        display_name="Denys",
        timezone="Europe/Berlin",
        days=[
            [*run_day(), user("heading out at 18:00", at="17:40")],
            [*rest(), user("heading out at 18:00 again", at="17:45")],
            rest(),
            [*run_day("tempo run"), user("heading out at 18:00", at="17:50")],
        ],
        expect=[Profile(["18:00"])],
    ),
    # --- diet ---------------------------------------------------------------------------------------------
    Scenario(
        "diet_vegetarian",
        "diet",
        display_name="Lea",
        timezone="Europe/Paris",
        days=[
            [sleep(7), meal("lentil curry with rice", 24, 650), user("I'm vegetarian btw, no meat or fish")],
            [sleep(7), meal("greek yoghurt with oats", 22, 420, at="08:30")],
            rest(),
        ],
        expect=[
            Diet(["vegetarian"]),
            PageLacks(("nutrition-patterns.md", "profile.md"), ["vegan"]),  # vegetarian is not vegan
            BundleContains("meal_lens", ["vegetarian"]),
        ],
    ),
    Scenario(
        "diet_lactose_intolerant",
        "diet",
        display_name="Jon",
        timezone="America/New_York",
        days=[
            [sleep(7), user("lactose intolerant, so the whey shake made me super bloated")],
            [sleep(7), meal("chicken rice and broccoli", 42, 700)],
            rest(),
        ],
        expect=[
            Diet(["lactose"]),
            NoAlert("safety"),  # bloating is not an injury
            BundleContains("meal_lens", ["lactose"]),
        ],
    ),
    Scenario(
        "diet_peanut_allergy",
        "diet",
        display_name="Irene",
        timezone="Australia/Sydney",
        days=[
            [sleep(7.5), user("careful with snack ideas, I have a peanut allergy")],
            train(),
            rest(),
        ],
        expect=[
            Diet(["peanut"], ["allerg"]),
            BundleContains("meal_lens", ["peanut"]),
            BundleContains("free_chat", ["peanut"], query="what snack could I have before training?"),
        ],
    ),
    Scenario(
        "diet_ramadan_fasting",
        "diet",
        display_name="Omar",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7), user("Ramadan starts next week, I'll be fasting from dawn to sunset")],
            train(),
            rest(),
        ],
        expect=[
            Diet([], [["ramadan", "fasting"]]),
            BundleContains("meal_lens", [], [["ramadan", "fasting"]]),
        ],
    ),
    # --- equipment and place -------------------------------------------------------------------------
    Scenario(
        "equip_home_dumbbells_20kg",
        "equipment",
        display_name="Kateryna",
        days=[
            [sleep(7), user("I train at home: dumbbells up to 20 kg and a bench, no barbell")],
            [sleep(7), session("home A", sets=(("push up", 12, 0.0), ("split squat", 10, 12.0)))],
            rest(),
        ],
        expect=[
            Profile(["dumbbell"], ["20 kg"]),
            Profile(["barbell"], ["no", "without"]),
            BundleContains("session_mode", ["dumbbell"], ["20 kg"]),
        ],
    ),
    Scenario(
        "equip_only_bands",
        "equipment",
        display_name="Irene",
        timezone="Australia/Sydney",
        days=[
            [sleep(7.2), user("only have resistance bands at the moment, gym is closed for renovation")],
            rest(),
            rest(),
        ],
        expect=[
            Profile(["band"]),
            BundleContains("free_chat", ["band"], query="what equipment do I have?"),
        ],
    ),
    Scenario(
        "equip_hotel_gym",
        "equipment",
        display_name="Denys",
        timezone="Europe/Berlin",
        days=[
            [travel_start("Lisbon"), sleep(6.3)],
            [sleep(6.8), user("hotel gym is tiny, just a treadmill and some light dumbbells")],
            run_day("treadmill run", 6),
        ],
        expect=[Profile(["hotel"], ["treadmill", "dumbbell", "gym"])],
    ),
    Scenario(
        "equip_new_gym_membership",
        "equipment",
        display_name="Tom",
        timezone="America/Chicago",
        days=[
            rest(),
            [sleep(7), user("joined a proper gym near the office, it has squat racks and a sled!")],
            train(),
        ],
        expect=[Profile(["gym"], ["rack", "sled"])],
    ),
    # --- life context --------------------------------------------------------------------------------
    Scenario(
        "life_new_baby",
        "life",
        display_name="Jon",
        timezone="America/New_York",
        days=[
            train(),
            [sleep(3.5), user("we just had a baby girl!! sleep is going to be rough for a while")],
            [sleep(4.2)],
        ],
        expect=[
            Profile(["baby"]),
            BundleContains("morning_brief", ["baby"]),
        ],
    ),
    Scenario(
        "life_new_job",
        "life",
        display_name="Priya",
        timezone="Europe/London",
        days=[
            [sleep(6.5), user("started a new job this week, the commute is an hour each way")],
            rest(),
            train(),
        ],
        expect=[Profile(["job"]), Profile(["commute"])],
    ),
    Scenario(
        "life_moving_city",
        "life",
        display_name="Kateryna",
        days=[
            [sleep(7), user("we're moving to Lviv at the end of the month, so my gym will change")],
            train(),
            rest(),
        ],
        expect=[Profile(["lviv"]), BundleContains("free_chat", ["lviv"], query="where am I moving?")],
    ),
    Scenario(
        "life_flu",
        "life",
        display_name="Max",
        timezone="Europe/Warsaw",
        days=[
            train(),
            [
                sleep(9),
                user("down with the flu, fever since yesterday, skipping this week"),
                skipped("lower A", "ill"),
            ],
            [sleep(9.5), skipped("upper A", "ill")],
        ],
        expect=[
            Profile(["flu"]),
            NoAlert("safety"),
            BundleContains("morning_brief", ["flu"]),
        ],
    ),
    Scenario(
        "life_work_trip",
        "life",
        display_name="Ana",
        timezone="Asia/Tokyo",
        days=[
            [sleep(7), user("work trip to Singapore next week, Monday to Thursday")],
            train(),
            rest(),
        ],
        expect=[Profile(["singapore"])],
    ),
    # --- message style -------------------------------------------------------------------------------
    Scenario(
        "style_keep_it_short",
        "style",
        display_name="Lukas",
        timezone="Europe/Vienna",
        days=[
            [sleep(7), user("pls keep it short, I read these on the bus")],
            train(),
            rest(),
        ],
        expect=[
            Prefs(["short"]),
            BundleContains("morning_brief", ["short"], ["message", "keep", "repl", "text", "brief"]),
        ],
    ),
    Scenario(
        "style_more_detail",
        "style",
        display_name="Olena",
        days=[
            [sleep(7), user("can you explain more? I like to understand the why, more detail please")],
            train(),
            rest(),
        ],
        expect=[Prefs(["detail"]), BundleContains("morning_brief", ["detail"])],
    ),
    Scenario(
        "style_buttons_please",
        "style",
        display_name="Marta",
        days=[
            [sleep(7), user("buttons please, no time to type")],
            train(),
            rest(),
        ],
        expect=[Prefs(["buttons"]), QuotesWhole("preferences.md")],
    ),
    Scenario(
        "style_no_emojis",
        "style",
        display_name="Rosa",
        timezone="Europe/Madrid",
        days=[
            [sleep(7), bot("Great work today!! 💪🔥🎉"), user("please stop with the emojis lol", at="08:05")],
            train(),
            rest(),
        ],
        expect=[Prefs(["emoji"])],
    ),
    # --- recurring questions -------------------------------------------------------------------------
    Scenario(
        "rec_tempo_pace",
        "recurring",
        display_name="Denys",
        timezone="Europe/Berlin",
        days=[
            [*run_day(), user("what pace for tempo?")],
            rest(),
            [*run_day(), user("what pace should tempo be again?")],
            rest(),
            [*run_day("tempo run", 6), user("remind me, what pace for tempo?")],
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["tempo", "pace"], ASKED),
            BundleContains("free_chat", ["tempo", "pace"], query="what pace for tempo?"),
        ],
    ),
    Scenario(
        "rec_protein_typos",
        "recurring",
        display_name="Marta",
        days=[
            [sleep(7), user("how much protein should I eat?")],
            rest(),
            [sleep(7), user("how much protien do i need again")],
            rest(),
            [sleep(7), user("sorry, protein per day — how much??")],
        ],
        expect=[PageContains(("preferences.md", "*"), ["prot"], ASKED)],
    ),
    Scenario(
        "rec_asked_only_twice",
        "recurring",
        display_name="Lea",
        timezone="Europe/Paris",
        days=[
            [sleep(7), user("is it ok to train fasted?")],
            rest(),
            [sleep(7), user("is it ok to train fasted in the morning?")],
        ],
        expect=[PageLacks(("preferences.md", "*"), ["fasted"], ASKED)],  # twice is not "keeps asking"
    ),
    Scenario(
        "rec_swap_lunges",
        "recurring",
        display_name="Rosa",
        timezone="Europe/Madrid",
        days=[
            [sleep(7), user("can I swap lunges for something else?")],
            train("lower A"),
            [sleep(7), user("can i swap the lunges again?")],
            rest(),
            [sleep(7), user("any alternative to lunges today?")],
        ],
        expect=[PageContains(("preferences.md", "*"), ["lunge"], ASKED)],
    ),
    # --- bot turns make claims; they are not the client's facts --------------------------------------
    Scenario(
        "bot_claims_swimming",
        "bot_claims",
        display_name="Lea",
        timezone="Europe/Paris",
        days=[
            [
                sleep(7),
                bot("Since you love swimming, how about a pool session tomorrow?"),
                user("sure", at="08:02"),
            ],
            train(),
            rest(),
        ],
        expect=[
            PageLacks(("preferences.md", "profile.md", "coaching-playbook.md", "goals.md"), ["swim"]),
            BundleLacks("free_chat", ["swim"], query="what kind of cardio do I enjoy?"),
        ],
    ),
    Scenario(
        "bot_claims_bad_knee",
        "bot_claims",
        display_name="Omar",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7), bot("Given your bad knee, we'll skip lunges today."), user("ok thanks", at="08:01")],
            train(),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["knee"], ["bad", "pain", "sore"]),
        ],
    ),
    Scenario(
        "bot_claims_squat_goal",
        "bot_claims",
        display_name="Max",
        timezone="Europe/Warsaw",
        days=[
            [sleep(7), bot("Your goal of a 100 kg squat is close!"), user("👍", at="08:01")],
            train(),
            rest(),
        ],
        expect=[PageLacks("goals.md", ["squat", "100"])],
    ),
    Scenario(
        "bot_claims_vegetarian",
        "bot_claims",
        display_name="Tom",
        timezone="America/Chicago",
        days=[
            [
                sleep(7),
                bot("Since you're vegetarian, lentils are a great protein source."),
                user("cool", at="08:01"),
            ],
            [sleep(7), meal("steak and potatoes", 55, 900, at="19:00")],
            rest(),
        ],
        expect=[
            PageLacks(("nutrition-patterns.md", "profile.md", "preferences.md"), ["vegetarian"]),
            BundleLacks("meal_lens", ["vegetarian"]),
        ],
    ),
    # --- several things in one turn ------------------------------------------------------------------
    Scenario(
        "mixed_goal_pain_style",
        "mixed",
        display_name="Marta",
        days=[
            train("upper A"),
            [
                sleep(7),
                user(
                    "I really want my first strict pull-up by my birthday in March. Also my left shoulder "
                    "hurts on overhead press, about 4/10, and I hate long messages",
                    at="20:15",
                ),
            ],
            rest(),
        ],
        expect=[
            Goal(["pull up"], MARCH_NEXT),
            Entry("shoulder", "left", ["4/10"]),
            Safety("shoulder"),
            Prefs([], [["long messages", "short"]]),
            PageLacks("preferences.md", ["shoulder"]),
            QuotesWhole("*"),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "mixed_goal_diet_schedule",
        "mixed",
        display_name="Priya",
        timezone="Europe/London",
        days=[
            [sleep(7), user("aiming for a 10k in May. I'm vegetarian, and I can only train before 7am")],
            train(),
            rest(),
        ],
        expect=[
            Goal(["10k"], ["may", "2027-05"]),
            Diet(["vegetarian"]),
            Profile([], [["7am", "7 am", "7:00", "07:00"]]),
        ],
    ),
    Scenario(
        "mixed_fine_shoulder_sharp_elbow",
        "mixed",
        display_name="Lukas",
        timezone="Europe/Vienna",
        days=[
            train("upper A"),
            rest(),
            [sleep(7), user("shoulder's fine now, but my right elbow has been sharp since Monday")],
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            Entry("elbow", "right"),
            Entry("elbow", words=["{d0}"]),
            Safety("elbow"),
            NoAlert("safety", "shoulder"),
        ],
    ),
    Scenario(
        "mixed_baby_and_short_messages",
        "mixed",
        display_name="Jon",
        timezone="America/New_York",
        days=[
            [sleep(4), user("new baby at home, so keep the messages short and nothing before 9am")],
            [sleep(4.5)],
            rest(5),
        ],
        expect=[Profile(["baby"]), Prefs(["short"]), Prefs([], [["9am", "9 am", "9:00", "09:00"]])],
    ),
    # --- alerts a coach can act on ---------------------------------------------------------------------
    Scenario(
        "alert_wrist_recurrences_roll_up",
        "alerts",
        display_name="Marta",
        days=[
            [sleep(7), session("upper A"), user("wrist a bit sore on the last set", at="19:20")],
            rest(),
            [sleep(7), session("upper B"), user("wrist a bit sore on the last set", at="19:10")],
            rest(),
            [sleep(7), session("upper A"), user("wrist a bit sore on the last set again", at="19:30")],
            rest(),
            [sleep(7), session("upper B"), user("wrist a bit sore on the last set", at="19:00")],
            rest(),
            [sleep(7), session("upper A"), user("wrist a bit sore on the last set", at="19:15")],
        ],
        expect=[
            AlertCount("safety", 1, "wrist"),
            Entry("wrist", words=["{d8}"]),
            Entry("wrist", words=["{d0}"]),
            Entry("wrist", any_of=["5 reports", "5 times", "5×", "×5", "x5"]),
            QuotesWhole(CONSTRAINTS),
            BundleContains("session_mode", ["wrist"]),
        ],
    ),
    Scenario(
        "alert_soreness_checkins_roll_up",
        "alerts",
        display_name="Denys",
        timezone="Europe/Berlin",
        days=[
            [sleep(7), soreness("right knee", 3, "after the long run")],
            rest(),
            rest(),
            [sleep(7), soreness("right knee", 3)],
            rest(),
            rest(),
            [sleep(7), soreness("right knee", 3, "stairs")],
            rest(),
            rest(),
            [sleep(7), soreness("right knee", 3)],
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Safety("knee"),
            Entry("knee", "right", ["{d9}"]),
            Entry("knee", "right", ["{d0}"]),
        ],
    ),
    Scenario(
        "alert_escalation_reraises",
        "alerts",
        display_name="Rosa",
        timezone="Europe/Madrid",
        days=[
            [sleep(7), user("knee a bit achy, maybe 2/10")],
            train(),
            rest(),
            [sleep(6), user("knee is killing me today, 8/10, couldn't finish my squats")],
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Safety("knee", any_of=["8/10", "killing"]),
            Entry("knee", words=["8/10"]),
            Entry("knee", words=["{d0}"]),
        ],
    ),
    Scenario(
        "alert_first_reported_any_severity",
        "alerts",
        display_name="Kateryna",
        days=[
            [sleep(7), soreness("lower back", 2, "after deadlifts")],
            rest(),
            rest(),
            [sleep(7), soreness("lower back", 4, "worse today")],
            rest(),
        ],
        expect=[
            Entry("lower back", words=["{d0}"]),
            Entry("lower back", words=["{d3}"]),
            Safety("back"),
        ],
    ),
    Scenario(
        "alert_from_chat_quotes_it",
        "alerts",
        display_name="Omar",
        timezone="Europe/Istanbul",
        days=[
            rest(),
            rest(),
            [sleep(6), user("my neck's been stiff and sore since the weekend, maybe a 5")],
            rest(),
        ],
        expect=[
            Safety("neck", words=["stiff"]),
            Entry("neck", any_of=["5/10", "5 / 10"]),
            BundleContains("morning_brief", ["neck"]),
        ],
    ),
    Scenario(
        "alert_two_areas_two_alerts",
        "alerts",
        display_name="Lea",
        timezone="Europe/Paris",
        days=[
            [sleep(7), user("right ankle hurts when I jog, 4/10")],
            rest(),
            [sleep(7), user("ankle still sore, and now my left knee aches too, 5/10")],
            rest(),
            [sleep(7), user("ankle sore again on the run")],
        ],
        expect=[
            AlertCount("safety", 1, "ankle"),
            AlertCount("safety", 1, "knee"),
            Entry("ankle", "right"),
            Entry("knee", "left"),
            AlertOpen("safety", "ankle", any_of=[RIGHT]),
        ],
    ),
]

# The scenarios written up front, with the held-out ones (a quarter of those is held out).
UP_FRONT = len(SCENARIOS)
# Scenarios added later, worded unlike the ones above (written before the tuning that followed them).
SCENARIOS += wider.SCENARIOS
# A third batch, worded unlike both (written before the tuning that followed it).
SCENARIOS += main_c.SCENARIOS
# A fourth batch: reference, idiom, loose areas, limits, contrast, bare replies, lift-named goals.
SCENARIOS += main_d.SCENARIOS
# A fifth batch: the same meanings in the forms people type (shorthand, caps, ranges, run-ons).
SCENARIOS += main_e.SCENARIOS
# A sixth batch, written without the system's vocabulary: many kinds of client, lay words, changes.
SCENARIOS += main_f.SCENARIOS
# A seventh batch, also without the system's vocabulary: sensations, everyday body words, life, changes.
SCENARIOS += main_g.SCENARIOS
# An eighth batch, also without the system's vocabulary: how people describe their bodies.
SCENARIOS += main_h.SCENARIOS
# A ninth batch, also without the system's vocabulary: who she is and what she wants, bot claims, re-asks.
SCENARIOS += main_i.SCENARIOS
# A tenth batch, also without the system's vocabulary: bot text is data (markup, forged markers, orders).
SCENARIOS += main_j.SCENARIOS
# An eleventh batch, also without the system's vocabulary: conversations over days, terse replies to the
# bot, corrections, stories that change (a pain that heals and returns, a goal replaced, a new job).
SCENARIOS += main_k.SCENARIOS
# A twelfth batch, also without the system's vocabulary: the same facts in many Englishes and registers.
SCENARIOS += main_l.SCENARIOS
# A thirteenth batch, also without the system's vocabulary: what a coach must never miss nor over-read.
SCENARIOS += main_n.SCENARIOS
# A fourteenth batch, also without the system's vocabulary: weekly round-ups in every shape.
SCENARIOS += main_m.SCENARIOS
# A batch about stories that change over weeks (goals, pains, schedules, diets, equipment), also
# written without the system's vocabulary: the final state is what a coach needs.
SCENARIOS += main_q.SCENARIOS
# A fifteenth batch, also without the system's vocabulary: what a bot developer reads in the bundles.
SCENARIOS += main_o.SCENARIOS
# A sixteenth batch, also without the system's vocabulary: what must not be over-read (idioms, fears,
# questions, other people, denied goals, diets and events, healed injuries, jokes), each beside a real fact.
SCENARIOS += main_p.SCENARIOS
# A batch in second-language English (Portuguese, Arabic, Mandarin, French, Turkish, Vietnamese, Russian
# speakers) and fast phone typing, bullet by bullet through the requirement; also without the vocabulary.
SCENARIOS += main_r.SCENARIOS
SCENARIOS += main_s.SCENARIOS
SCENARIOS += main_t.SCENARIOS
SCENARIOS += main_u.SCENARIOS
SCENARIOS += main_v.SCENARIOS
SCENARIOS += main_w.SCENARIOS
SCENARIOS += main_x.SCENARIOS
SCENARIOS += main_y.SCENARIOS
SCENARIOS += main_z.SCENARIOS
SCENARIOS += main_aa.SCENARIOS
SCENARIOS += main_ab.SCENARIOS
SCENARIOS += main_ac.SCENARIOS
SCENARIOS += main_ad.SCENARIOS
SCENARIOS += main_ae.SCENARIOS
SCENARIOS += main_af.SCENARIOS
SCENARIOS += main_ag.SCENARIOS
SCENARIOS += main_ah.SCENARIOS
SCENARIOS += main_aj.SCENARIOS
SCENARIOS += main_ak.SCENARIOS
SCENARIOS += main_al.SCENARIOS
SCENARIOS += main_am.SCENARIOS
SCENARIOS += main_ao.SCENARIOS
SCENARIOS += main_ap.SCENARIOS
SCENARIOS += main_ay.SCENARIOS
