"""A fourth batch of main scenarios, worded unlike the first three (docs/understanding.md "Scenarios").

Written and committed before the tuning that followed it, as thirty-odd other clients: a known problem
named by reference ("it's the lower back again", "the usual knee thing is back"), injuries told with
an idiom and no pain word ("my back just went", "knee buckled", "cricked my neck"), body areas said
loosely ("my side", "collarbone", "lat", "tailbone", "sciatica"), what she cannot do instead of what
hurts ("can't turn my head", "hard to bend over", "can't grip the bar"), a contrast inside one sentence
("knee is fine but my ankle is not"), bare replies to the bot's question ("yeah", "meh. 4/10", "nope
all good") and goals whose lift looks like furniture ("Goal: bench my bodyweight") or sits next to
another lift. Every positive has a negative twin where a wrong reading is plausible ("side planks",
"my friend's back went", "the bench at my gym is broken", a bot's claim). Day 0 is Monday 2026-11-02.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    LEFT,
    RIGHT,
    AlertCount,
    BundleContains,
    Entry,
    Goal,
    NoAlert,
    NoEntry,
    PageContains,
    PageLacks,
    Safety,
    Scenario,
    bot,
    session,
    sleep,
    user,
)

SIDE_AREA = ("side", "rib", "flank", "oblique")
BACK_OR_SCIATICA = ("back", "sciatica")


def rest(hours: float = 7.1) -> list:
    return [sleep(hours)]


def train(name: str = "full body B", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


SCENARIOS: list[Scenario] = [
    # --- a known problem named by reference ----------------------------------------------------------
    Scenario(
        "d_recur_lower_back_again",
        "pain",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            rest(),
            [sleep(6), user("ugh. it's my lower back again 😩")],
            rest(),
        ],
        expect=[Entry("back"), Safety("back"), BundleContains("session_mode", ["back"])],
    ),
    Scenario(
        "d_recur_usual_knee_thing_back",
        "pain",
        display_name="Darnell",
        timezone="America/New_York",
        days=[
            train("legs"),
            [sleep(7), user("the usual knee thing is back, right one")],
            rest(),
        ],
        expect=[
            Entry("knee", "right"),
            Safety("knee"),
            PageLacks(CONSTRAINTS, ["lower back"], [ENTRY_LEVELS]),
            NoAlert("safety", "back"),
        ],
    ),
    Scenario(
        "d_recur_old_shoulder_issue_flared",
        "pain",
        display_name="Yuki",
        timezone="Asia/Tokyo",
        days=[
            rest(),
            [sleep(7), user("that old shoulder issue flared last night, left side. annoying")],
            rest(),
        ],
        expect=[Entry("shoulder", "left"), Safety("shoulder"), PageLacks(CONSTRAINTS, ["shoulder"], [RIGHT])],
    ),
    Scenario(
        "d_recur_same_hamstring_as_last_month",
        "pain",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            [sleep(7), session("tempo run")],
            [sleep(7), user("same hamstring thing as last month, felt it on the tempo yesterday")],
            rest(),
        ],
        expect=[Entry("hamstring"), Safety("hamstring")],
    ),
    Scenario(
        "d_recur_neck_at_it_again",
        "pain",
        display_name="Abena",
        timezone="Africa/Accra",
        days=[
            rest(),
            [sleep(6.5), user("neck's at it again after a day at the laptop")],
            rest(),
        ],
        expect=[Entry("neck"), Safety("neck")],
    ),
    Scenario(
        "d_recur_negative_hasnt_come_back",
        "negation",
        display_name="Pieter",
        timezone="Europe/Amsterdam",
        days=[
            [sleep(7), user("good news, the knee thing from the summer hasn't come back at all")],
            train(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    # --- idiomatic injury verbs ----------------------------------------------------------------------
    Scenario(
        "d_idiom_back_just_went",
        "pain",
        display_name="Kerry",
        timezone="Australia/Melbourne",
        days=[
            rest(),
            [sleep(6), user("my back just went. can't stand up straight")],
            rest(),
        ],
        expect=[Entry("back"), Safety("back")],
    ),
    Scenario(
        "d_idiom_knee_buckled",
        "pain",
        display_name="Rosa",
        timezone="America/Bogota",
        days=[
            rest(),
            [sleep(7), user("left knee buckled coming down the stairs at work")],
            rest(),
        ],
        expect=[Entry("knee", "left"), Safety("knee"), PageLacks(CONSTRAINTS, ["knee"], [RIGHT])],
    ),
    Scenario(
        "d_idiom_cricked_neck",
        "pain",
        display_name="Oskar",
        timezone="Europe/Stockholm",
        days=[
            rest(),
            [sleep(6), user("cricked my neck sleeping funny")],
            rest(),
        ],
        expect=[Entry("neck"), Safety("neck")],
    ),
    Scenario(
        "d_idiom_felt_something_go_calf",
        "pain",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            [
                sleep(7),
                session("sprints"),
                user("felt something go in my right calf on the last sprint", at="19:00"),
            ],
            rest(),
        ],
        expect=[Entry("calf", "right"), Safety("calf")],
    ),
    Scenario(
        "d_idiom_ankle_puffy",
        "pain",
        display_name="Marcus",
        timezone="America/Chicago",
        days=[
            rest(),
            [sleep(7), user("went over my ankle on a kerb walking home, its all puffy now")],
            rest(),
        ],
        expect=[Entry("ankle"), Safety("ankle")],
    ),
    Scenario(
        "d_idiom_not_hers_friend_and_five_a_side",
        "negation",
        display_name="Leanne",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                user("my friend's back went at work so I'm covering her shifts this week"),
                user("and Jake rolled his ankle at five-a-side lol. I'm totally fine", at="20:00"),
            ],
            train(),
        ],
        expect=[
            NoEntry("back"),
            NoEntry("ankle"),
            PageLacks(CONSTRAINTS, [], [SIDE_AREA, ENTRY_LEVELS]),
            NoAlert("safety"),
        ],
    ),
    # --- areas said loosely --------------------------------------------------------------------------
    Scenario(
        "d_area_left_side_breathing",
        "pain",
        display_name="Fatima",
        timezone="Asia/Dubai",
        days=[
            rest(),
            [sleep(7), user("sharp pain in my left side when I breathe in deep, since the fall on sunday")],
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, ["left"], [SIDE_AREA, ENTRY_LEVELS]),
            AlertCount("safety", 1),
        ],
    ),
    Scenario(
        "d_area_collarbone",
        "pain",
        display_name="Ruben",
        timezone="Europe/Madrid",
        days=[
            train("squat day"),
            [sleep(7), user("collarbone is sore where the bar sat on back squats")],
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [["collarbone", "clavicle"], ENTRY_LEVELS]),
            PageLacks(CONSTRAINTS, ["lower back"], [ENTRY_LEVELS]),
        ],
    ),
    Scenario(
        "d_area_sciatica_right_leg",
        "pain",
        display_name="Giulia",
        timezone="Europe/Rome",
        days=[
            rest(),
            [sleep(6), user("sciatica flaring down my right leg today, 6/10")],
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, ["6/10"], [BACK_OR_SCIATICA, ENTRY_LEVELS]),
            Safety("back"),
        ],
    ),
    Scenario(
        "d_area_lat_tight_after_pullups",
        "pain",
        display_name="Andre",
        timezone="America/Sao_Paulo",
        days=[
            [sleep(7), session("pull", sets=(("pull-up", 8, 0.0),))],
            [sleep(7), user("right lat is really sore after the pull ups, like a 5")],
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, ["right", "5/10"], [["lat", "upper back"], ENTRY_LEVELS]),
            Safety("back"),
        ],
    ),
    Scenario(
        "d_area_tailbone",
        "pain",
        display_name="Hana",
        timezone="Europe/Prague",
        days=[
            rest(),
            [sleep(7), user("tailbone is bruised from the rowing machine seat, sitting hurts")],
            rest(),
        ],
        expect=[PageContains(CONSTRAINTS, [], [["tailbone", "coccyx", "lower back"], ENTRY_LEVELS])],
    ),
    Scenario(
        "d_area_side_plank_and_gym_side",
        "negation",
        display_name="Zoe",
        timezone="America/Los_Angeles",
        days=[
            [
                sleep(7),
                session("core"),
                user("did side planks for the first time, felt great", at="19:00"),
                user("the left side of the gym is being renovated so the racks moved", at="19:05"),
            ],
            rest(),
        ],
        expect=[
            PageLacks(CONSTRAINTS, [], [SIDE_AREA, ENTRY_LEVELS]),
            NoAlert("safety"),
        ],
    ),
    # --- what she cannot do ----------------------------------------------------------------------
    Scenario(
        "d_func_cant_turn_head",
        "pain",
        display_name="Bogdan",
        timezone="Europe/Kyiv",
        days=[
            rest(),
            [sleep(6), user("can't turn my head to the left this morning, slept on it wrong")],
            rest(),
        ],
        expect=[Entry("neck"), Safety("neck"), NoAlert("safety", "head")],
    ),
    Scenario(
        "d_func_hard_to_bend_over",
        "pain",
        display_name="Maureen",
        timezone="Europe/Dublin",
        days=[
            rest(),
            [sleep(6.5), user("really hard to bend over to put my socks on, lower back")],
            rest(),
        ],
        expect=[Entry("back"), Safety("back")],
    ),
    Scenario(
        "d_func_cant_grip_bar",
        "pain",
        display_name="Tyrone",
        timezone="America/New_York",
        days=[
            train("pull"),
            [sleep(7), user("couldnt grip the bar properly on rows, right wrist")],
            rest(),
        ],
        expect=[Entry("wrist", "right"), Safety("wrist"), PageLacks(CONSTRAINTS, ["wrist"], [LEFT])],
    ),
    Scenario(
        "d_func_barely_walk_on_it",
        "pain",
        display_name="Aiyana",
        timezone="America/Denver",
        days=[
            rest(),
            [sleep(6), user("ankle is massive after football, I can barely walk on it")],
            rest(),
        ],
        expect=[Entry("ankle"), Safety("ankle")],
    ),
    Scenario(
        "d_func_struggling_stairs_knee",
        "pain",
        display_name="Wendell",
        timezone="America/Chicago",
        days=[
            rest(),
            [sleep(7), user("struggling to get down the stairs, it's the knees")],
            rest(),
        ],
        expect=[Entry("knee"), Safety("knee")],
    ),
    # --- contrast within one sentence ----------------------------------------------------------------
    Scenario(
        "d_contrast_knee_fine_ankle_not",
        "negation",
        display_name="Lotte",
        timezone="Europe/Berlin",
        days=[
            rest(),
            [sleep(7), user("knee is fine but my ankle is not")],
            rest(),
        ],
        expect=[NoEntry("knee"), Entry("ankle"), Safety("ankle"), NoAlert("safety", "knee")],
    ),
    Scenario(
        "d_contrast_shoulder_ok_elbow_not_so_much",
        "negation",
        display_name="Dev",
        timezone="Asia/Kolkata",
        days=[
            train("push"),
            [sleep(7), user("shoulder's ok, elbow not so much")],
            rest(),
        ],
        expect=[NoEntry("shoulder"), Entry("elbow"), Safety("elbow"), NoAlert("safety", "shoulder")],
    ),
    Scenario(
        "d_contrast_back_good_hip_isnt_great",
        "negation",
        display_name="Harriet",
        timezone="Europe/London",
        days=[
            rest(),
            [sleep(7), user("Back feels good now but the right hip isn't great")],
            rest(),
        ],
        expect=[NoEntry("back"), Entry("hip", "right"), Safety("hip"), NoAlert("safety", "back")],
    ),
    Scenario(
        "d_contrast_wrist_not_sore_elbow_is",
        "negation",
        display_name="Kwame",
        timezone="Africa/Lagos",
        days=[
            rest(),
            [sleep(7), user("my wrist isn't sore anymore but my elbow is")],
            rest(),
        ],
        expect=[NoEntry("wrist"), Entry("elbow"), Safety("elbow"), NoAlert("safety", "wrist")],
    ),
    # --- replies to the bot's question -------------------------------------------------------------
    Scenario(
        "d_reply_bare_yeah",
        "pain",
        display_name="Nadia",
        timezone="Europe/Warsaw",
        days=[
            train("deadlifts"),
            [
                sleep(7),
                bot("Morning Nadia! Is your lower back still sore after yesterday?"),
                user("yeah", at="08:02"),
            ],
            rest(),
        ],
        expect=[Entry("back"), Safety("back")],
    ),
    Scenario(
        "d_reply_meh_rating",
        "pain",
        display_name="Jonas",
        timezone="Europe/Berlin",
        days=[
            train("legs"),
            [
                sleep(7),
                bot("How's the right knee today? On a scale of 1-10?"),
                user("meh. 4/10", at="08:04"),
            ],
            rest(),
        ],
        expect=[Entry("knee", "right", ["4/10"]), Safety("knee")],
    ),
    Scenario(
        "d_reply_echo_area_question_mark",
        "pain",
        display_name="Camila",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            train("upper"),
            [
                sleep(7),
                bot("how's the shoulder holding up?"),
                user("shoulder? meh. 4/10", at="08:06"),
            ],
            rest(),
        ],
        expect=[Entry("shoulder", words=["4/10"]), Safety("shoulder")],
    ),
    Scenario(
        "d_reply_yep_a_bit",
        "pain",
        display_name="Elif",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7), session("long run")],
            [
                sleep(7),
                bot("Any pain in the left ankle after the long run?"),
                user("yep a bit", at="08:10"),
            ],
            rest(),
        ],
        expect=[Entry("ankle", "left"), Safety("ankle")],
    ),
    Scenario(
        "d_reply_still_there",
        "pain",
        display_name="Bruno",
        timezone="America/Sao_Paulo",
        days=[
            rest(),
            [
                sleep(7),
                bot("Is that wrist still bothering you?"),
                user("still there tbh", at="08:15"),
            ],
            rest(),
        ],
        expect=[Entry("wrist"), Safety("wrist")],
    ),
    Scenario(
        "d_reply_nope_all_good",
        "negation",
        display_name="Mina",
        timezone="Asia/Seoul",
        days=[
            train("run"),
            [
                sleep(7),
                bot("Still feeling that calf?"),
                user("nope all good", at="08:01"),
            ],
            rest(),
        ],
        expect=[NoEntry("calf"), NoAlert("safety")],
    ),
    Scenario(
        "d_bot_claim_back_went_ok",
        "bot_claims",
        display_name="Sven",
        timezone="Europe/Oslo",
        days=[
            [
                sleep(7),
                bot("Since your back went last week, let's skip deadlifts today."),
                user("ok", at="08:01"),
            ],
            train(),
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
    ),
    # --- goals ---------------------------------------------------------------------------------------
    Scenario(
        "d_goal_bench_bodyweight",
        "goals",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            [sleep(7), user("Goal: bench my bodyweight by summer")],
            train(),
        ],
        expect=[
            Goal(["bench", "bodyweight"]),
            PageLacks("profile.md", ["bench"]),
        ],
    ),
    Scenario(
        "d_goal_want_to_be_able_to",
        "goals",
        display_name="Agnes",
        timezone="Europe/Stockholm",
        days=[
            [sleep(7), user("I want to be able to do 5 strict pull ups, never managed one")],
            train(),
        ],
        expect=[Goal(["pull up", "5"]), BundleContains("free_chat", ["pull up"], query="what's my goal?")],
    ),
    Scenario(
        "d_goal_my_aim_is",
        "goals",
        display_name="Hamid",
        timezone="Asia/Tehran",
        days=[
            [sleep(7), user("my aim is a sub 25 min 5k this winter")],
            train(),
        ],
        expect=[Goal(["5k", "25"])],
    ),
    Scenario(
        "d_goal_hoping_before_birthday",
        "goals",
        display_name="Colm",
        timezone="Europe/Dublin",
        days=[
            [sleep(7), user("hoping to deadlift 150 before my 40th in june")],
            train(),
        ],
        expect=[Goal(["deadlift", "150"]), Goal([], [["june", "2027-06"]])],
    ),
    Scenario(
        "d_goal_nearest_lift_bare_number",
        "goals",
        display_name="Rhys",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                user(
                    "bench has stalled at 70kg but squat feels strong, "
                    "want to get to 100 on squat by the new year"
                ),
            ],
            train(),
        ],
        expect=[Goal(["squat", "100"]), PageLacks("goals.md", ["bench 100"])],
    ),
    Scenario(
        "d_goal_bench_at_gym_broken",
        "equipment",
        display_name="Tamsin",
        timezone="Europe/London",
        days=[
            [sleep(7), user("the bench at my gym is broken so I did floor press instead")],
            train(),
        ],
        expect=[PageLacks("goals.md", ["bench"]), NoAlert("safety")],
    ),
]
