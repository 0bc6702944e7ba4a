"""Held out: written up front, never read while tuning the extractor.

Same vocabulary as main.py (bench/scenarios/spec.py), different people and wording. Reported as a
separate score by bench/understanding.py (--heldout runs only these).
"""

from .spec import (
    CONSTRAINTS,
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
    session,
    sleep,
    user,
)

ASKED = ("ask", "question")


def rest(hours: float = 7.0) -> list:
    return [sleep(hours)]


def train(name: str = "strength B") -> list:
    return [sleep(7.1), session(name, sets=(("back squat", 5, 60.0), ("bench press", 6, 45.0)))]


SCENARIOS: list[Scenario] = [
    Scenario(
        "ho_goal_bench_bodyweight",
        "goals",
        display_name="Sofia",
        timezone="Europe/Rome",
        days=[
            train(),
            [sleep(7), user("target for this year: bench my bodyweight (62kg) before the summer holidays")],
            rest(),
        ],
        expect=[Goal(["bench"], ["62"]), Goal(["bench"], ["summer", "2027-06", "2027-07", "holiday"])],
    ),
    Scenario(
        "ho_goal_first_marathon",
        "goals",
        display_name="Bohdan",
        days=[
            [
                sleep(7.2),
                user("wanna finish the Kyiv marathon next October. first one ever, bit scared haha"),
            ],
            rest(),
            train(),
        ],
        expect=[
            Goal(["marathon"], ["october", "2027-10"]),
            BundleContains("free_chat", ["marathon"], query="how far out is my race?"),
        ],
    ),
    Scenario(
        "ho_pain_typo_shoulder",
        "pain",
        display_name="Greg",
        timezone="America/Denver",
        days=[
            train("push day"),
            [sleep(6.6), user("my sholder is realy sore, rigth side, like 6/10 when i press")],
            rest(),
        ],
        expect=[
            Entry("shoulder", "right", ["6/10"]),
            Safety("shoulder"),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "ho_pain_hamstring_twinge",
        "pain",
        display_name="Nadia",
        timezone="Africa/Cairo",
        days=[
            train("pull day"),
            [sleep(7), user("R hamstring twinged on RDLs, sharp, about a 7")],
            rest(),
            rest(),
        ],
        expect=[
            Entry("hamstring", "right", any_of=["7/10", "7 / 10"]),
            Safety("hamstring"),
            BundleContains("morning_brief", ["hamstring"]),
        ],
    ),
    Scenario(
        "ho_neg_wrist_fine",
        "negation",
        display_name="Chloe",
        timezone="Europe/Dublin",
        days=[
            train(),
            [sleep(7.3), user("wrist is totally fine now, no pain whatsoever during the presses")],
            rest(),
        ],
        expect=[NoEntry("wrist"), NoAlert("safety")],
    ),
    Scenario(
        "ho_neg_hip_clicks",
        "negation",
        display_name="Pavel",
        timezone="Europe/Prague",
        days=[
            train("legs"),
            [sleep(7), user("hip clicks when I squat deep but it doesn't hurt, just weird")],
            rest(),
            [sleep(7), user("the hip clicked again, still doesn't hurt")],
        ],
        expect=[
            NoEntry("hip"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, ["hip", "click"]),
        ],
    ),
    Scenario(
        "ho_sched_night_shifts",
        "schedule",
        display_name="Grace",
        timezone="America/Toronto",
        days=[
            [
                sleep(6, at="15:00"),
                user("I'm a nurse on night shifts so I can only really train around 2pm", at="13:00"),
            ],
            rest(),
            train(),
        ],
        expect=[Profile(["shift"]), Profile([], [["2pm", "2 pm", "14:00"]])],
    ),
    Scenario(
        "ho_diet_halal",
        "diet",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7), user("no pork for me, I keep halal")],
            train(),
            rest(),
        ],
        expect=[Diet(["halal"]), BundleContains("meal_lens", ["halal"])],
    ),
    Scenario(
        "ho_diet_coeliac",
        "diet",
        display_name="Chloe",
        timezone="Europe/Dublin",
        days=[
            [sleep(7), user("gluten free since my coeliac diagnosis last year, so no regular pasta")],
            rest(),
            train(),
        ],
        expect=[Diet([], [["gluten", "coeliac", "celiac"]]), BundleContains("meal_lens", ["gluten"])],
    ),
    Scenario(
        "ho_equip_kettlebell_bar",
        "equipment",
        display_name="Bohdan",
        days=[
            [sleep(7), user("all I've got is one kettlebell (16kg) and a pull-up bar at home")],
            rest(),
            train(),
        ],
        expect=[Profile(["kettlebell"], ["16 kg"]), Profile(["pull up bar"])],
    ),
    Scenario(
        "ho_life_promotion_travel",
        "life",
        display_name="Sofia",
        timezone="Europe/Rome",
        days=[
            [sleep(6.7), user("just got promoted!! but it means travelling every other week from now on")],
            train(),
            rest(),
        ],
        expect=[Profile([], [["promot", "travel"]])],
    ),
    Scenario(
        "ho_style_long_explanations",
        "style",
        display_name="Pavel",
        timezone="Europe/Prague",
        days=[
            [sleep(7), user("tbh the long explanations are great, keep them coming")],
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["detail", "long", "explanation"]]),
            PageLacks("preferences.md", ["short"], ["keep", "prefer"]),
        ],
    ),
    Scenario(
        "ho_recurring_creatine",
        "recurring",
        display_name="Greg",
        timezone="America/Denver",
        days=[
            [sleep(7), user("is creatine safe?")],
            rest(),
            [sleep(7), user("still unsure about creatine, is it safe long term?")],
            train(),
            [sleep(7), user("ok last time I promise: creatine, safe or not?")],
        ],
        expect=[PageContains(("preferences.md", "*"), ["creatine"], ASKED)],
    ),
    Scenario(
        "ho_bot_claims_mornings",
        "bot_claims",
        display_name="Nadia",
        timezone="Africa/Cairo",
        days=[
            [
                sleep(7),
                bot("Since mornings are your favourite time, I'll send the plan at 6."),
                user("mm ok", at="08:00"),
            ],
            train(),
            rest(),
        ],
        expect=[
            PageLacks(
                ("profile.md", "preferences.md"), ["morning"], ["favour", "favorite", "love", "prefer"]
            ),
            BundleLacks("morning_brief", ["morning"], ["favour", "favorite"]),
        ],
    ),
    Scenario(
        "ho_mixed_calf_dairy_short",
        "mixed",
        display_name="Grace",
        timezone="America/Toronto",
        days=[
            rest(),
            rest(),
            [
                sleep(7),
                user("calf is sore, 4/10 since Saturday. also I'm off dairy now, and shorter msgs please"),
            ],
            rest(),
        ],
        expect=[
            Entry("calf", words=["4/10"]),
            Safety("calf"),
            Diet(["dairy"]),
            Prefs(["short"]),
            QuotesWhole("*"),
        ],
    ),
    Scenario(
        "ho_alert_ankle_roll_up",
        "alerts",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7), user("right ankle hurts a little on jumps, 3/10")],
            rest(),
            [sleep(7), user("ankle again, sore on the box jumps")],
            rest(),
            [sleep(7), user("ankle pain again today, same as before")],
            [sleep(7), user("yep, ankle still sore")],
        ],
        expect=[
            AlertCount("safety", 1, "ankle"),
            Entry("ankle", "right", ["{d5}"]),
            Safety("ankle", any_of=[RIGHT]),
        ],
    ),
]
