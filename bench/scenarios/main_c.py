"""A third batch of main scenarios, worded unlike the first two (docs/understanding.md "Scenarios").

Written before the tuning that followed them, as if thirty different clients were texting a coaching
bot: terse and chatty, typos, slang, British and American English, emoji, voice-to-text run-ons
without punctuation, lists and questions; pain described indirectly ("can't lift my arm above my
head", "knee gave way"), severities in words and numbers, dates relative to the message ("two days
ago", "last Thursday"), lift names that are not equipment ("bench 80kg"), other people's pain, past
pain, negation at a distance and bot turns that make claims. Day 0 is Monday 2026-11-02.
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
    Safety,
    Scenario,
    bot,
    session,
    sleep,
    user,
)

ASKED = ("ask", "question")
DIET_PAGES = ("nutrition-patterns.md", "profile.md")
SHOULDER_OR_ARM = ("shoulder", "arm")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


SCENARIOS: list[Scenario] = [
    # --- pain described indirectly ---------------------------------------------------------------------
    Scenario(
        "c_pain_cant_lift_arm_overhead",
        "pain",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            [sleep(7), user("cant lift my right arm above my head without it hurting, started yesterday")],
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, ["right"], [SHOULDER_OR_ARM, ENTRY_LEVELS]),
            AlertCount("safety", 1),
            PageLacks(CONSTRAINTS, [], [SHOULDER_OR_ARM, LEFT]),
        ],
    ),
    Scenario(
        "c_pain_knee_gave_way_stairs",
        "pain",
        display_name="Brenda",
        timezone="America/Chicago",
        days=[
            rest(),
            [sleep(6.5), user("Left knee gave way on the stairs last night and now it's swollen")],
            rest(),
        ],
        expect=[
            Entry("knee", "left"),
            Safety("knee"),
            PageLacks(CONSTRAINTS, ["knee"], RIGHT),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        "c_pain_pulled_calf_two_days_ago",
        "pain",
        display_name="Niamh",
        timezone="Europe/Dublin",
        days=[
            train("sprints"),
            rest(),
            [sleep(7), user("feels like a pulled muscle in my calf, happened two days ago during sprints")],
        ],
        expect=[
            Entry("calf"),
            Entry("calf", words=["{d0}"]),
            Safety("calf"),
        ],
    ),
    Scenario(
        "c_pain_back_locked_up",
        "pain",
        display_name="Gary",
        timezone="Europe/London",
        days=[
            [sleep(6), user("back locked up this morning picking up the dog bowl, can hardly move 😬")],
            rest(),
        ],
        expect=[Entry("back"), Safety("back"), BundleContains("morning_brief", ["back"])],
    ),
    Scenario(
        "c_pain_voice_runon_last_thursday",
        "pain",
        display_name="Latoya",
        timezone="America/New_York",
        days=[
            rest(),
            rest(),
            rest(),
            rest(),
            rest(),
            rest(),
            rest(),
            [
                sleep(7),
                user(
                    "so yeah the session was fine I guess but my right wrist kind of hurts when I do "
                    "push ups its like a four out of ten and it started last Thursday"
                ),
            ],
        ],
        expect=[
            Entry("wrist", "right", any_of=[["4/10"]]),
            Entry("wrist", words=["{d3}"]),
            Safety("wrist"),
            PageLacks(CONSTRAINTS, ["wrist"], LEFT),
        ],
    ),
    Scenario(
        "c_pain_mild_severity_in_words",
        "pain",
        display_name="Priya",
        timezone="Asia/Kolkata",
        days=[
            [sleep(7), user("lower back is mildly sore, nothing dramatic, just noticing it when I sit")],
            rest(),
        ],
        expect=[Entry("back"), Entry("back", any_of=[["mild", "[watch]", "2/10", "3/10"]])],
    ),
    Scenario(
        "c_pain_since_the_weekend_typo",
        "pain",
        display_name="Kyle",
        timezone="America/Denver",
        days=[
            rest(),
            [sleep(7), user("my kneee has been achey since the weekend, worse going downhill")],
            rest(),
        ],
        expect=[
            Entry("knee"),
            Entry("knee", any_of=[["{d0-1}", "{d0-2}"]]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "c_pain_emoji_elbow_climbing",
        "pain",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[
            [
                sleep(7),
                session("bouldering"),
                user("ouch 😣 left elbow proper sore after climbing, 7/10", at="21:00"),
            ],
            rest(),
        ],
        expect=[Entry("elbow", "left", ["7/10"]), Safety("elbow"), PageLacks(CONSTRAINTS, ["elbow"], RIGHT)],
    ),
    Scenario(
        "c_pain_killin_me_deadlifts_yesterday",
        "pain",
        display_name="Travis",
        timezone="America/Chicago",
        days=[
            [sleep(7), session("pull", sets=(("deadlift", 5, 140.0),))],
            [sleep(6), user("lower back is killin me after deadlifts yesterday, honestly like 8/10")],
            rest(),
        ],
        expect=[
            Entry("back", any_of=[["8/10"]]),
            Entry("back", any_of=[["deadlift"]]),
            Safety("back"),
        ],
    ),
    Scenario(
        "c_pain_excruciating_heel",
        "pain",
        display_name="Dolores",
        timezone="Europe/Madrid",
        days=[
            rest(),
            [sleep(6), user("Heel pain is excruciating when I get out of bed, right foot.")],
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, ["right"], [["heel", "foot"], ENTRY_LEVELS]),
            AlertCount("safety", 1),
        ],
    ),
    # --- negation at a distance, past pain, other people's pain ------------------------------------------
    Scenario(
        "c_neg_knee_checked_not_sore_anymore",
        "negation",
        display_name="Henrik",
        timezone="Europe/Copenhagen",
        days=[
            [sleep(7), user("My knee, which the physio looked at last month, isn't sore at all anymore")],
            train(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "c_neg_old_ankle_sprain_2019",
        "negation",
        display_name="Chloe",
        timezone="Australia/Sydney",
        days=[
            [sleep(7), user("had a nasty ankle sprain back in 2019 but its been totally fine for years")],
            train(),
        ],
        expect=[NoEntry("ankle"), NoAlert("safety")],
    ),
    Scenario(
        "c_neg_son_twisted_ankle",
        "negation",
        display_name="Marta",
        timezone="Europe/Madrid",
        days=[
            [
                sleep(6.5),
                user("my son twisted his ankle at football so I'm driving him everywhere this week"),
            ],
            train(),
        ],
        expect=[NoEntry("ankle"), NoAlert("safety"), BundleLacks("session_mode", ["ankle"])],
    ),
    Scenario(
        "c_neg_bf_put_back_out",
        "negation",
        display_name="Shannon",
        timezone="Europe/Dublin",
        days=[
            [sleep(7), user("the bf put his back out moving the sofa lol, I'm grand")],
            train(),
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
    ),
    Scenario(
        "c_neg_shoulder_gone_hip_new",
        "negation",
        display_name="Rafael",
        timezone="America/Sao_Paulo",
        days=[
            [sleep(7), user("shoulder doesn't hurt anymore but now my left hip is sore when I run")],
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            Entry("hip", "left"),
            Safety("hip"),
            NoAlert("safety", "shoulder"),
        ],
    ),
    Scenario(
        "c_neg_knees_click_no_pain",
        "negation",
        display_name="Olu",
        timezone="Africa/Lagos",
        days=[
            [sleep(7), user("is it normal for my knees to click when I squat? no pain, just the noise")],
            train(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    # --- goals ---------------------------------------------------------------------------------------
    Scenario(
        "c_goal_squat_pr_next_target",
        "goals",
        display_name="Jake",
        timezone="America/Los_Angeles",
        days=[
            [sleep(7), user("hit a 100 kg squat today!! next target is 120 by summer 💪", at="19:30")],
            rest(),
        ],
        expect=[
            Goal(["squat", "120"]),
            PageLacks("profile.md", ["squat"], [["equipment", "rack", "gym"]]),
        ],
    ),
    Scenario(
        "c_goal_10k_with_reason",
        "goals",
        display_name="Ellie",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                user(
                    "I want to run a 10k in under 50 minutes by March. My sister's wedding is in April "
                    "and I want to feel fit for it"
                ),
            ],
            train(),
        ],
        expect=[
            Goal(["10k"], [MARCH_NEXT]),
            Goal(["10k", "50"]),
            BundleContains("free_chat", ["10k"], query="what am I training for?"),
        ],
    ),
    Scenario(
        "c_goal_no_deadline_stronger",
        "goals",
        display_name="Benedikt",
        timezone="Europe/Vienna",
        days=[
            [sleep(7), user("honestly I just wanna get stronger overall, no rush, no competition")],
            train(),
        ],
        expect=[
            Goal(["strong"]),
            BundleContains("free_chat", ["strong"], query="what's my goal again?"),
        ],
    ),
    # --- schedule ------------------------------------------------------------------------------------
    Scenario(
        "c_sched_switch_to_mornings",
        "schedule",
        display_name="Carmen",
        timezone="America/Mexico_City",
        days=[
            [sleep(7), user("can we switch to mornings from next week? new job so evenings are out")],
            train(),
        ],
        expect=[Profile([], [["morning"]]), Profile(["job"])],
    ),
    Scenario(
        "c_sched_availability_list",
        "schedule",
        display_name="Stefan",
        timezone="Europe/Berlin",
        days=[
            [sleep(7), user("availability:\n- mon 6-7am\n- wed 6-7am\n- sat whenever")],
            train(),
        ],
        expect=[Profile([], [["mon"], ["wed"], ["sat"]])],
    ),
    # --- diet ----------------------------------------------------------------------------------------
    Scenario(
        "c_diet_coeliac_british",
        "diet",
        display_name="Fiona",
        timezone="Europe/London",
        days=[
            [sleep(7), user("I'm coeliac so anything with gluten is a no-go I'm afraid")],
            train(),
        ],
        expect=[Diet([], [["coeliac", "celiac", "gluten"]]), BundleContains("meal_lens", ["gluten"])],
    ),
    Scenario(
        "c_diet_pescatarian_not_vegan",
        "diet",
        display_name="Jonas",
        timezone="Europe/Stockholm",
        days=[
            [sleep(7), user("pescatarian - fish yes, meat no. def not vegan, I love cheese")],
            train(),
        ],
        expect=[Diet(["pescatarian"]), PageLacks(DIET_PAGES, ["vegan"])],
    ),
    # --- equipment and place (lift names are not equipment) -----------------------------------------------
    Scenario(
        "c_equip_bench_80_and_dumbbells",
        "equipment",
        display_name="Ravi",
        timezone="Asia/Kolkata",
        days=[
            [
                sleep(7),
                user("bench 80kg x5 felt smooth at the gym. at home I've only got adjustable dumbbells"),
            ],
            train(),
        ],
        expect=[
            Profile(["dumbbell"]),
            PageLacks("profile.md", ["bench"]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
    ),
    # --- life ----------------------------------------------------------------------------------------
    Scenario(
        "c_life_moving_house",
        "life",
        display_name="Luke",
        timezone="Europe/London",
        days=[
            [sleep(6), user("moving house this weekend so prob gonna miss saturday's session")],
            train(),
        ],
        expect=[Profile([], [["moving", "move"]]), NoAlert("safety")],
    ),
    Scenario(
        "c_life_new_baby",
        "life",
        display_name="Sam",
        timezone="America/Toronto",
        days=[
            [sleep(4), user("baby arrived on tuesday!!! 👶 sleep is gonna be rough for a while")],
            rest(5),
        ],
        expect=[Profile(["baby"]), BundleContains("morning_brief", ["baby"])],
    ),
    # --- message style -------------------------------------------------------------------------------
    Scenario(
        "c_style_short_msgs_on_phone",
        "style",
        display_name="Dev",
        timezone="Asia/Dubai",
        days=[
            [sleep(7), user("keep msgs short pls, I'm reading them on my phone between meetings")],
            train(),
        ],
        expect=[Prefs(["short"])],
    ),
    Scenario(
        "c_style_no_emojis",
        "style",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            [sleep(7), user("Could you stop with the emojis? A bit much for me, thanks.")],
            train(),
        ],
        expect=[Prefs(["emoji"])],
    ),
    # --- recurring questions in different words ---------------------------------------------------------
    Scenario(
        "c_rec_protein_three_ways",
        "recurring",
        display_name="Andre",
        timezone="America/New_York",
        days=[
            [sleep(7), user("how much protein do I actually need?")],
            train(),
            [sleep(7), user("is 150g of protein a day too much")],
            train(),
            [sleep(7), user("protein — grams per kilo again?")],
        ],
        expect=[PageContains(("preferences.md", "*"), ["protein"], ASKED)],
    ),
    # --- bot claims ----------------------------------------------------------------------------------
    Scenario(
        "c_bot_claims_knee_injury_denied",
        "bot_claims",
        display_name="Ingrid",
        timezone="Europe/Oslo",
        days=[
            [
                sleep(7),
                bot("With your knee injury, let's skip lunges today and do step-ups instead."),
                user("what knee injury?? my knees are fine", at="08:05"),
            ],
            train(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "c_bot_claims_home_no_equipment",
        "bot_claims",
        display_name="Pete",
        timezone="Australia/Perth",
        days=[
            [
                sleep(7),
                bot("Since you train at home with no equipment, here's a bodyweight circuit."),
                user("cheers", at="08:03"),
            ],
            train(),
        ],
        expect=[PageLacks("profile.md", ["bodyweight"]), PageLacks("profile.md", ["no equipment"])],
    ),
    # --- several things in one voice-to-text run-on -------------------------------------------------------
    Scenario(
        "c_mixed_voice_runon_update",
        "mixed",
        display_name="Gabriela",
        timezone="Europe/Lisbon",
        days=[
            rest(),
            rest(),
            rest(),
            [
                sleep(6.5),
                user(
                    "morning coach quick update my shoulder is better now all good but my lower back "
                    "has been stiff since tuesday maybe a five also I'd like to lose 5kg before christmas"
                ),
            ],
        ],
        expect=[
            NoEntry("shoulder"),
            Entry("back", any_of=[["5/10"]]),
            Entry("back", words=["{d1}"]),
            Goal(["5 kg"]),
            Goal([], [["christmas", "2026-12"]]),
        ],
    ),
]
