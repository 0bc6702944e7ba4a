"""Held-out set B: a second, independent held-out measure of the understanding bench.

Held out: written after the extractor's tuning, by an author who never read the extractor, its cue
lists or any other scenario file, and never run while being written (docs/understanding.md
"Scenarios"). Expectations say what a coach would rightly expect from what the client said — the
page and its key words, the alert and its area, what a bundle shows — plus the wrong readings a
coach would not accept (an entry from a harmless or someone else's pain, a preference from a bot's
claim, a second alert for the same area, equipment from a lift name).
"""

from __future__ import annotations

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    LEFT,
    MARCH_NEXT,
    RIGHT,
    AlertCount,
    BundleContains,
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

APRIL_NEXT = ("april", "2027-04", "apr 2027")
NEW_YEAR = ("new year", "2027-01", "2026-12-31", "january")

SCENARIOS = [
    # --- goals -----------------------------------------------------------------------------------
    Scenario(
        "hb_goal_brighton_half_april",
        "goals",
        display_name="Hannah",
        timezone="Europe/London",
        days=[
            [sleep(7.1)],
            [
                user(
                    "Ngl I've finally signed up for the Brighton half marathon in April 🏃‍♀️ — the aim is "
                    "sub 2 hours, mostly to prove to myself I've still got it after the kids",
                    at="21:40",
                )
            ],
        ],
        expect=[
            Goal(["half marathon"], any_of=[APRIL_NEXT]),
            PageLacks("preferences.md", ["brighton"]),  # a goal is not a preference
        ],
    ),
    Scenario(
        "hb_goal_weight_then_deadlift",
        "goals",
        display_name="Priya",
        timezone="Asia/Kolkata",
        days=[
            [user("target for now is to drop about 5 kilos before christmas tbh", at="07:30")],
            [sleep(6.8)],
            [session("lower A", (("deadlift", 5, 80.0), ("hip thrust", 10, 60.0)))],
            [
                user(
                    "actually scrap the weight thing. I'd much rather get my deadlift to 100kg by the "
                    "end of March, that feels way more motivating",
                    at="19:15",
                )
            ],
        ],
        expect=[
            Goal(["deadlift", "100 kg"], any_of=[MARCH_NEXT]),
            # a later goal supersedes; the earlier one is kept as history, not silently erased
            PageContains("goals.md", ["5"], any_of=[("christmas", "2026-12")]),
            BundleContains("meal_lens", ["deadlift", "100"]),
        ],
    ),
    # --- pain ------------------------------------------------------------------------------------
    Scenario(
        "hb_pain_right_hip_since_tuesday",
        "pain",
        display_name="Kayla",
        timezone="America/Chicago",
        days=[
            [sleep(7.4)],
            [sleep(7.0)],
            [sleep(6.9)],
            [
                user(
                    "ugh my right hip has been achy since tuesday, like a 5 outta 10 whenever I do lunges",
                    at="17:20",
                )
            ],
        ],
        expect=[
            Entry("hip", any_of=[RIGHT, ("5/10", "5 out of 10", "5 outta 10")]),
            PageContains(CONSTRAINTS, ["hip", "{d1}"]),  # onset "since tuesday" as a date
            Safety("hip"),
        ],
    ),
    Scenario(
        "hb_pain_lower_back_deadlift_typos",
        "pain",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            [session("pull day", (("deadlift", 5, 120.0), ("barbell row", 8, 70.0)), at="19:00")],
            [
                user(
                    "lower bak went SHARP on my 2nd deadlift set last night, had to stop. "
                    "still stiff this mornin 😬",
                    at="08:10",
                )
            ],
        ],
        expect=[
            Entry("back", words=["deadlift"]),
            Safety("back"),
            BundleContains("form_check", ["back"], any_of=[ENTRY_LEVELS]),
        ],
    ),
    # --- negation --------------------------------------------------------------------------------
    Scenario(
        "hb_neg_shoulder_pain_gone",
        "negation",
        display_name="Chloe",
        timezone="Australia/Sydney",
        days=[
            [
                user(
                    "shoulder's totally fine now, the pain I had back in september is long gone 🙌 "
                    "pressed the 12s today no problem",
                    at="18:45",
                )
            ],
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, ["shoulder", "{d0}"], section="Notes"),
        ],
    ),
    Scenario(
        "hb_neg_husbands_knee_mine_pops",
        "negation",
        display_name="Gemma",
        timezone="Europe/Dublin",
        days=[
            [
                user(
                    "my husband did his knee in at five-a-side so I'm on the school runs all week lol. "
                    "my own knees are grand, the left one pops on step ups but it doesn't hurt at all",
                    at="20:05",
                )
            ],
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageContains(
                CONSTRAINTS,
                ["knee"],
                any_of=[("pop", "no pain", "doesn't hurt", "harmless")],
                section="Notes",
            ),
        ],
    ),
    # --- schedule --------------------------------------------------------------------------------
    Scenario(
        "hb_schedule_reply_night_shifts",
        "schedule",
        display_name="Ade",
        timezone="Africa/Lagos",
        days=[
            [
                bot("What times usually work best for your sessions?", at="09:00"),
                user(
                    "I'm on nights this month so mornings are a no-go. anything after 2pm works, but never "
                    "thursdays, that's my long shift",
                    at="09:30",
                ),
            ],
        ],
        expect=[
            PageContains("profile.md", [], any_of=[("2pm", "2 pm", "14:00", "after 2")], section="Schedule"),
            PageContains("profile.md", ["thursday"], section="Schedule"),
        ],
    ),
    # --- diet ------------------------------------------------------------------------------------
    Scenario(
        "hb_diet_pescatarian_tree_nuts",
        "diet",
        display_name="Isla",
        timezone="Europe/London",
        days=[
            [
                meal("salmon, rice and greens", protein_g=38, kcal=620),
                user(
                    "fyi I've been pescatarian since uni, and I'm properly allergic to tree nuts (epipen "
                    "allergic, not just don't-like) so no almond stuff in the meal ideas pls",
                    at="13:30",
                ),
            ],
        ],
        expect=[
            Diet(["pescatarian"]),
            Diet(["nut"], any_of=[("allerg",)]),
            BundleContains("meal_lens", ["nut"], any_of=[("allerg",)]),
        ],
    ),
    # --- equipment -------------------------------------------------------------------------------
    Scenario(
        "hb_equipment_garage_kettlebells",
        "equipment",
        display_name="Marcus",
        timezone="America/Denver",
        days=[
            [
                user(
                    "moved everything to the garage: two 16kg kettlebells, a pull-up bar and some bands. "
                    "no barbell so forget back squats for now",
                    at="07:45",
                )
            ],
            [
                user(
                    "did the bulgarian split squats and romanian deadlifts you sent, legs are jelly",
                    at="19:30",
                )
            ],
        ],
        expect=[
            PageContains("profile.md", ["kettlebell"], any_of=[("16 kg",)], section="Equipment"),
            PageLacks("profile.md", ["romanian"], section="Equipment"),  # a lift is not equipment
        ],
    ),
    # --- life ------------------------------------------------------------------------------------
    Scenario(
        "hb_life_new_job_and_moving",
        "life",
        display_name="Sofia",
        timezone="Europe/Madrid",
        days=[
            [sleep(6.1)],
            [sleep(5.8)],
            [
                user(
                    "big week — started the new job at the hospital on monday (12h shifts 🙃) and we're "
                    "moving flat on the 20th so expect chaos from me",
                    at="22:10",
                )
            ],
        ],
        expect=[
            PageContains(
                "profile.md", ["job"], any_of=[("hospital", "12h", "12 h", "shift")], section="Life"
            ),
            Profile(["mov"], any_of=[("20th", "{d18}")]),
        ],
    ),
    # --- style -----------------------------------------------------------------------------------
    Scenario(
        "hb_style_no_essays_bullets",
        "style",
        display_name="Olly",
        timezone="Europe/London",
        days=[
            [
                bot(
                    "Good morning! Here's a full breakdown of today's programme, why each block matters, "
                    "and how it ties into your recovery trend over the last fortnight…",
                    at="06:55",
                ),
                user(
                    "mate can you stop with the essays 😅 bullet points, 3 lines max. "
                    "I read these on the bus",
                    at="07:20",
                ),
            ],
        ],
        expect=[
            Prefs(["bullet"]),
            QuotesWhole("preferences.md"),
            BundleContains("morning_brief", ["bullet"]),
        ],
    ),
    # --- recurring -------------------------------------------------------------------------------
    Scenario(
        "hb_recurring_shake_before_bed",
        "recurring",
        display_name="Lena",
        timezone="Europe/Berlin",
        days=[
            [user("is it bad to have my protein shake right before bed?", at="21:30")],
            [bot("A shake before bed is fine — casein digests slowly.", at="21:32")],
            [user("quick q — protein shake before bed, yes or no? 🤔", at="22:00")],
            [sleep(7.3)],
            [user("sorry if I asked already but does a shake before bed mess anything up?", at="21:50")],
        ],
        expect=[
            PageContains("preferences.md", ["shake"]),
            BundleContains("free_chat", ["shake"], query="should I have a protein shake before bed?"),
        ],
    ),
    # --- bot claims ------------------------------------------------------------------------------
    Scenario(
        "hb_bot_claims_swimming_and_ankle",
        "bot_claims",
        display_name="Ravi",
        timezone="Asia/Singapore",
        days=[
            [
                bot(
                    "Since you love swimming, how about a pool session on Saturday? And how's that bad "
                    "ankle holding up?",
                    at="08:00",
                ),
                user(
                    "haha I can barely swim, where'd you get that. ankle's fine, never had an issue with it",
                    at="08:20",
                ),
            ],
        ],
        expect=[
            PageLacks("*", ["swim"], any_of=[("love", "enjoy", "likes", "favourite", "favorite")]),
            NoEntry("ankle"),
            NoAlert("safety"),
        ],
    ),
    # --- mixed -----------------------------------------------------------------------------------
    Scenario(
        "hb_mixed_iron_runs_achilles",
        "mixed",
        display_name="Noor",
        timezone="Asia/Dubai",
        days=[
            [sleep(7.0)],
            [
                user(
                    "ok so: doc says my iron's low so I'm on supplements now, I want to get back to 3 runs a "
                    "week by new year, and my right achilles is a bit tight in the mornings, maybe 3/10",
                    at="12:40",
                )
            ],
        ],
        expect=[
            Entry("achilles", any_of=[RIGHT, ("3/10",)]),
            Safety("achilles"),
            Goal(["run"], any_of=[NEW_YEAR]),
            PageContains(("profile.md", "nutrition-patterns.md"), ["iron"]),
        ],
    ),
    Scenario(
        "hb_mixed_reply_no_pain_madrid_trip",
        "mixed",
        display_name="Joana",
        timezone="Europe/Lisbon",
        days=[
            [
                bot("Quick check before tomorrow — any pain, and what's your week looking like?", at="18:00"),
                user(
                    "no pain anywhere 👍 but I'm in Madrid wed to fri for work, hotel gym only, so keep it "
                    "to dumbbells",
                    at="18:25",
                ),
            ],
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, any_of=[ENTRY_LEVELS]),  # "no pain anywhere" opens no entry at all
            Profile(["madrid"]),
        ],
    ),
    # --- alerts ----------------------------------------------------------------------------------
    Scenario(
        "hb_alerts_left_knee_recurs_then_worse",
        "alerts",
        display_name="Denis",
        timezone="Europe/Kyiv",
        days=[
            [user("left knee a bit sore after the run, 3/10, nothing dramatic", at="19:10")],
            [sleep(7.2)],
            [user("knee's grumbling again, same as monday", at="20:00")],
            [soreness("left knee", 3, "after stairs")],
            [user("left knee is worse today — sharp going downstairs, honestly a 7/10", at="18:30")],
        ],
        expect=[
            AlertCount("safety", 1, "knee"),  # recurrences fold into one alert
            Safety("knee", any_of=[("7/10", "sharp", "{d4}")]),  # showing the latest evidence
            Entry("knee", any_of=[LEFT]),
            PageContains(CONSTRAINTS, ["knee", "first", "{d0}"]),  # first report of any severity
        ],
    ),
]
