"""A fifth batch of main scenarios: the same meanings in the forms real people type.

Written and committed before the tuning that followed it (docs/understanding.md "Scenarios"), as
forty-odd other clients: shorthand body areas ("L knee", "R shldr", "lwr back", "hammie", "ITB",
"SI joint", "PF", "glute med") and chat shorthand ("prob", "tmrw", "wknd", "b4", "w/", "pls"),
severities as ranges and hedges ("6-7/10", "5 or 6", "6ish", "7 outta 10", "8/10 at worst", "2/10 now
down from 6", "killing me", "not great"), ALL CAPS, missing apostrophes ("dont", "cant", "isnt"),
voice-dictated run-ons and lists, non-native and British phrasing ("since two days", "my back is
paining", "makes me problems", "sore as", "proper sore"), targets ("by end of Q2", "before my wedding
in Sept", "in 6 wks") and diet, schedule, equipment and style said indirectly. Every positive has a
negative twin in the same forms ("zero pain", "pain? none", "not even a twinge", "my mate's knee",
"if I tweak my back again", "back in 2019 I tore my ACL"). Day 0 is Monday 2026-11-02.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    LEFT,
    RIGHT,
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

DIET_PAGES = ("nutrition-patterns.md", "profile.md")


def rest(hours: float = 7.1) -> list:
    return [sleep(hours)]


def train(name: str = "full body B", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def EntryOf(areas: tuple[str, ...], side: tuple[str, ...] | None = None, words=()) -> PageContains:
    """An entry for any of the areas' names (the page may call a plantar fascia a foot)."""
    groups = [ENTRY_LEVELS, areas] + ([side] if side else [])
    return PageContains(CONSTRAINTS, words, groups)


def Severity(area: str, *scores: int) -> PageContains:
    """The entry reads one of the scores ("pain 7/10", "injury 7/10"), not just the client's words quoted."""
    read = tuple(f"{what} {s}/10" for s in scores for what in ("pain", "injury"))
    return PageContains(CONSTRAINTS, [area], [ENTRY_LEVELS, read])


SCENARIOS: list[Scenario] = [
    # --- shorthand areas and severities ---------------------------------------------------------------
    Scenario(
        "e_short_L_knee_range",
        "pain",
        display_name="Kieran",
        timezone="Europe/London",
        days=[train("legs"), said("L knee sore af after legs yday, prob 6-7/10"), rest()],
        expect=[
            Entry("knee", "left"),
            Safety("knee"),
            Severity("knee", 6, 7),
            PageLacks(CONSTRAINTS, ["knee"], [RIGHT]),
        ],
    ),
    Scenario(
        "e_short_R_shldr_at_worst",
        "pain",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[train("push"), said("R shldr killing me on bench, 8/10 at worst"), rest()],
        expect=[Entry("shoulder", "right"), Safety("shoulder"), Severity("shoulder", 8)],
    ),
    Scenario(
        "e_caps_lwr_back_cant",
        "pain",
        display_name="Gav",
        timezone="Europe/London",
        days=[train("deadlift day"), said("LWR BACK PROPER SORE TODAY CANT EVEN BEND OVER"), rest()],
        expect=[Entry("back"), Safety("back"), PageLacks(CONSTRAINTS, ["upper back"], [ENTRY_LEVELS])],
    ),
    Scenario(
        "e_short_hammie_five_or_six",
        "pain",
        display_name="Tayo",
        timezone="Africa/Lagos",
        days=[train("sprints"), said("tweaked my L hammie on the sprints 😬 its like a 5 or 6"), rest()],
        expect=[Entry("hamstring", "left"), Safety("hamstring"), Severity("hamstring", 5, 6)],
    ),
    Scenario(
        "e_short_achilles_tendo_since_session",
        "pain",
        display_name="Freya",
        timezone="Europe/Oslo",
        days=[rest(), rest(), said("achilles tendo been sore since last Thursday's session, maybe 4/10")],
        expect=[Entry("achilles"), Severity("achilles", 4), NoEntry("heel")],
    ),
    Scenario(
        "e_short_ITB_ish",
        "pain",
        display_name="Lucas",
        timezone="America/Sao_Paulo",
        days=[train("long run"), said("ITB on the right is tight n achy after my run, 3ish"), rest()],
        expect=[EntryOf(("it band", "itb"), RIGHT), Severity("it band", 3)],
    ),
    Scenario(
        "e_short_SI_joint_6ish",
        "pain",
        display_name="Ruth",
        timezone="Europe/Dublin",
        days=[rest(), said("SI joint is flaring up again. 6ish"), rest()],
        expect=[Entry("back"), Safety("back"), Severity("back", 6)],
    ),
    Scenario(
        "e_short_glute_med_fortnight",
        "pain",
        display_name="Ollie",
        timezone="Europe/London",
        days=[rest(), said("L glute med has been niggly for a fortnight, sore on stairs"), rest()],
        expect=[Entry("glute", "left"), Safety("glute")],
    ),
    Scenario(
        "e_short_PF_outta_ten",
        "pain",
        display_name="Dana",
        timezone="America/Denver",
        days=[rest(), said("PF in my right foot is bad in the mornings, first steps are 7 outta 10"), rest()],
        expect=[EntryOf(("foot", "plantar", "heel"), RIGHT), Severity("foot", 7)],
    ),
    Scenario(
        "e_short_golfers_elbow_no_apostrophe",
        "pain",
        display_name="Hamish",
        timezone="Europe/London",
        days=[rest(), said("golfers elbow on the right is back 😖 pretty bad tbh"), rest()],
        expect=[Entry("elbow", "right"), Safety("elbow"), PageLacks(CONSTRAINTS, ["elbow"], [LEFT])],
    ),
    Scenario(
        "e_short_rotator_cuff_traps_not_great",
        "pain",
        display_name="Bea",
        timezone="Europe/Madrid",
        days=[train("push"), said("rotator cuff n traps both feel not great w/ pressing"), rest()],
        expect=[Entry("shoulder"), Entry("upper back")],
    ),
    Scenario(
        "e_short_meniscus_swollen",
        "pain",
        display_name="Niko",
        timezone="Europe/Helsinki",
        days=[rest(), said("meniscus playing up, L knee is swollen and stiff"), rest()],
        expect=[Entry("knee", "left"), Safety("knee"), NoEntry("back")],
    ),
    Scenario(
        "e_sev_now_down_from",
        "pain",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[rest(), said("left ankle is 2/10 now, down from 6 yesterday"), rest()],
        expect=[Entry("ankle", "left"), Severity("ankle", 2), PageLacks(CONSTRAINTS, ["pain 6/10"])],
    ),
    Scenario(
        "e_sev_worse_than_yesterday_caps",
        "pain",
        display_name="Marco",
        timezone="Europe/Rome",
        days=[rest(), said("NECK IS WORSE THAN YESTERDAY... KILLING ME"), rest()],
        expect=[Entry("neck"), Safety("neck")],
    ),
    Scenario(
        "e_sev_not_great_manageable",
        "pain",
        display_name="Priya",
        timezone="Asia/Kolkata",
        days=[rest(), said("R ankle not great today, manageable tho"), rest()],
        expect=[Entry("ankle", "right"), PageLacks(CONSTRAINTS, ["ankle"], [LEFT])],
    ),
    Scenario(
        "e_sev_emoji_calf",
        "pain",
        display_name="Jonas",
        timezone="Europe/Berlin",
        days=[train("hill reps"), said("left calf after the hills 🤕"), rest()],
        expect=[Entry("calf", "left")],
    ),
    # --- non-native and British phrasing ---------------------------------------------------------------
    Scenario(
        "e_nonnative_since_two_days",
        "pain",
        display_name="Giorgos",
        timezone="Europe/Athens",
        days=[rest(), said("I have pain in my knee since two days, the left one"), rest()],
        expect=[Entry("knee", "left"), Safety("knee")],
    ),
    Scenario(
        "e_nonnative_back_is_paining",
        "pain",
        display_name="Ravi",
        timezone="Asia/Kolkata",
        days=[rest(), said("my back is paining from morning, cannot sit long"), rest()],
        expect=[Entry("back"), Safety("back")],
    ),
    Scenario(
        "e_nonnative_makes_me_problems",
        "pain",
        display_name="Katrin",
        timezone="Europe/Berlin",
        days=[train("push"), said("the right shoulder makes me problems when I press over the head"), rest()],
        expect=[Entry("shoulder", "right"), Safety("shoulder")],
    ),
    Scenario(
        "e_nonnative_small_pain_hip",
        "pain",
        display_name="Yuki",
        timezone="Asia/Tokyo",
        days=[rest(), said("I am having a small pain in my hip when I walk, nothing big"), rest()],
        expect=[Entry("hip")],
    ),
    Scenario(
        "e_british_knackered_niggle_sore_as",
        "mixed",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            rest(),
            said("knackered after work and gutted I missed legs. hamstring niggle is sore as today"),
            rest(),
        ],
        expect=[Entry("hamstring"), Safety("hamstring"), NoEntry("leg")],
    ),
    # --- run-ons and lists ---------------------------------------------------------------------------
    Scenario(
        "e_runon_voice_several_topics",
        "mixed",
        display_name="Shannon",
        timezone="America/Chicago",
        days=[
            rest(),
            said(
                "ok so today was long my left wrist hurts when I do push ups its like a 5 also I want "
                "to run a half marathon next spring and I cant do mornings anymore because of the kids"
            ),
            rest(),
        ],
        expect=[
            Entry("wrist", "left"),
            Severity("wrist", 5),
            Goal(["half marathon"]),
            Profile(["no mornings"]),
            NoEntry("kid"),
        ],
    ),
    Scenario(
        "e_list_dashes_update",
        "mixed",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            rest(),
            said("quick update:\n- R knee 4/10\n- sleep meh\n- hotel gym only this week"),
            rest(),
        ],
        expect=[Entry("knee", "right"), Severity("knee", 4), Profile(["hotel"])],
    ),
    Scenario(
        "e_list_numbered_q2",
        "mixed",
        display_name="Ade",
        timezone="Europe/London",
        days=[
            rest(),
            said("1) lower back fine now 2) L shoulder sore on OHP 3) wanna deadlift 140 by end of Q2"),
            rest(),
        ],
        expect=[
            Entry("shoulder", "left"),
            NoEntry("back"),
            Goal(["deadlift", "140"]),
            Goal(["140"], [("june", "2027-06", "q2")]),
        ],
    ),
    # --- negative guards in the same forms -------------------------------------------------------------
    Scenario(
        "e_neg_zero_pain_squats_great",
        "negation",
        display_name="Lena",
        timezone="Europe/Vienna",
        days=[train("legs"), said("zero pain in the L knee today, squats feel great"), rest()],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "e_neg_pain_question_none",
        "negation",
        display_name="Fin",
        timezone="Europe/London",
        days=[train("deadlift day"), said("lwr back pain? none. felt solid all session"), rest()],
        expect=[NoEntry("back"), NoAlert("safety")],
    ),
    Scenario(
        "e_neg_not_even_a_twinge",
        "negation",
        display_name="Chloe",
        timezone="Australia/Sydney",
        days=[train("run 10k"), said("not even a twinge in my achilles on the run 🙌"), rest()],
        expect=[NoEntry("achilles"), NoAlert("safety")],
    ),
    Scenario(
        "e_neg_mates_knee",
        "negation",
        display_name="Connor",
        timezone="Europe/Dublin",
        days=[rest(), said("my mate's knee is wrecked from five a side, glad mine is ok"), rest()],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "e_neg_if_I_tweak_back_b4",
        "negation",
        display_name="Sami",
        timezone="Europe/Stockholm",
        days=[rest(), said("if I tweak my back again b4 the meet ill be gutted lol"), rest()],
        expect=[NoEntry("back"), NoAlert("safety")],
    ),
    Scenario(
        "e_neg_acl_2019",
        "negation",
        display_name="Maddie",
        timezone="America/Toronto",
        days=[rest(), said("back in 2019 I tore my ACL, fully rehabbed now and squats feel great"), rest()],
        expect=[NoEntry("knee"), NoEntry("back"), NoAlert("safety")],
    ),
    Scenario(
        "e_neg_caps_no_pain_whatsoever",
        "negation",
        display_name="Bruno",
        timezone="America/Sao_Paulo",
        days=[rest(), said("NO PAIN WHATSOEVER IN MY SHOULDER THIS WEEK!!"), rest()],
        expect=[NoEntry("shoulder"), NoAlert("safety")],
    ),
    Scenario(
        "e_neg_dont_isnt_no_apostrophes",
        "negation",
        display_name="Tess",
        timezone="Australia/Melbourne",
        days=[rest(), said("knee dont hurt at all anymore and the elbow isnt sore either"), rest()],
        expect=[NoEntry("knee"), NoEntry("elbow"), NoAlert("safety")],
    ),
    Scenario(
        "e_neg_reply_none_shorthand",
        "negation",
        display_name="Arjun",
        timezone="Asia/Kolkata",
        days=[
            rest(),
            [sleep(7), bot("Any pain in the R shoulder today?", at="07:58"), user("nope thx, all good")],
        ],
        expect=[NoEntry("shoulder"), NoAlert("safety")],
    ),
    # --- goals with time expressions ------------------------------------------------------------------
    Scenario(
        "e_goal_wedding_in_sept",
        "goals",
        display_name="Holly",
        timezone="Europe/London",
        days=[rest(), said("wanna drop 6kg before my wedding in Sept pls help"), rest()],
        expect=[Goal(["6 kg"]), Goal(["6 kg"], [("sep", "2027-09")])],
    ),
    Scenario(
        "e_goal_in_6_wks",
        "goals",
        display_name="Diego",
        timezone="America/Mexico_City",
        days=[rest(), said("goal is a sub 25 5k in 6 wks"), rest()],
        expect=[Goal(["5k", "25"]), Goal(["5k"], [("december", "dec 2026", "2026-12")])],
    ),
    # --- diet, schedule, equipment, style said indirectly ---------------------------------------------
    Scenario(
        "e_diet_plant_based_no_meat",
        "diet",
        display_name="Sol",
        timezone="America/Los_Angeles",
        days=[rest(), said("I'm plant-based btw, no meat for me"), rest()],
        expect=[Diet([], [("vegan", "plant based", "vegetarian")]), PageLacks(DIET_PAGES, ["pescatarian"])],
    ),
    Scenario(
        "e_diet_cant_do_gluten_lactose_ish",
        "diet",
        display_name="Imogen",
        timezone="Europe/London",
        days=[rest(), said("cant do gluten and im lactose intolerant-ish"), rest()],
        expect=[Diet([], [("gluten", "coeliac")]), Diet(["lactose"]), NoAlert("safety")],
    ),
    Scenario(
        "e_diet_doing_ramadan",
        "diet",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[rest(), said("doing Ramadan this month so only eating after sunset"), rest()],
        expect=[Diet([], [("ramadan", "fasting")])],
    ),
    Scenario(
        "e_sched_before_kids_wake",
        "schedule",
        display_name="Nadia",
        timezone="Europe/Paris",
        days=[rest(), said("only free b4 the kids wake up, so like 5:30"), rest()],
        expect=[Profile([], [("morning", "5:30", "05:30")])],
    ),
    Scenario(
        "e_sched_night_shifts_wknd",
        "schedule",
        display_name="Femi",
        timezone="Europe/London",
        days=[rest(), said("night shifts this week, can only train on the wknd"), rest()],
        expect=[Profile([], [("night shift", "nights")]), Profile([], [("weekend",)])],
    ),
    Scenario(
        "e_equip_home_gym_plus",
        "equipment",
        display_name="Stu",
        timezone="Australia/Brisbane",
        days=[rest(), said("home gym: rack + barbell + 2 kettlebells"), rest()],
        expect=[Profile(["kettlebell"]), Profile(["barbell"])],
    ),
    Scenario(
        "e_style_voice_notes_easier",
        "style",
        display_name="Rosa",
        timezone="Europe/Madrid",
        days=[rest(), said("voice notes are easier for me than reading long texts"), rest()],
        expect=[Prefs(["voice"])],
    ),
    Scenario(
        "e_style_bullets_tldr_pls",
        "style",
        display_name="Max",
        timezone="Europe/Berlin",
        days=[rest(), said("bullet points pls. tl;dr please, no essays thx"), rest()],
        expect=[Prefs([], [("bullet", "short", "tldr", "tl;dr")]), NoAlert("safety")],
    ),
    Scenario(
        "e_mixed_tmrw_question_not_pain",
        "mixed",
        display_name="Ivy",
        timezone="America/New_York",
        days=[rest(), said("can we do upper body tmrw instead? legs feel great thx"), rest()],
        expect=[NoEntry("leg"), NoAlert("safety")],
    ),
]
