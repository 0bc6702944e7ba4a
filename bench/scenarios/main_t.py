"""A batch of realistic multi-event days, written without the system's vocabulary (letter `t`).

Chat mixed with the structured events a real client produces: soreness check-ins with notes, meals with
descriptions, skipped sessions with reasons, injury reports, sessions, weigh-ins, travel start/end and a
coach's program change. The scenario settings vary where other batches do not: `start` on other
weekdays (so "since Tuesday" means another date), `settle_days` from 0 to 10 (a fact said a week ago
must still be known), timezones on both sides of UTC, messages late at night (22:00-23:59) and very
early (05:00-06:30), several user turns in one day, and a bot question answered tersely.
Names are prefixed `t_`.

Weekdays of the starts used: MON 2026-11-02, TUE 11-03, WED 11-04, THU 11-05, FRI 11-06, SAT 11-07,
SUN 11-08.
"""

import datetime as dt

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
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
    injury,
    meal,
    program,
    session,
    skipped,
    sleep,
    soreness,
    travel_end,
    travel_start,
    user,
    weight,
)

TUE = dt.date(2026, 11, 3)
WED = dt.date(2026, 11, 4)
THU = dt.date(2026, 11, 5)
FRI = dt.date(2026, 11, 6)
SAT = dt.date(2026, 11, 7)
SUN = dt.date(2026, 11, 8)

ASKED = ("ask", "question")
SHORT = ("short", "brief", "concise", "tl;dr", "tldr", "bullet", "less text")
EVENING = ("evening", "after 6", "after six", "18:00", "18.00", "6pm", "6 pm", "pm")
VEG = ("vegetarian", "veggie")
WEDS = ("wedding",)


def EntryAny(*areas: str, any_of=()) -> PageContains:
    """An entry naming one of several everyday words for the same place."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    if any_of:
        groups.append(list(any_of))
    return PageContains(CONSTRAINTS, [], groups)


def SafetyAny(*areas: str) -> AlertOpen:
    """An open safety alert whose message or payload names one of the words for the place."""
    return AlertOpen("safety", None, (), [list(areas)])


SCENARIOS: list[Scenario] = [
    # --- goals ---------------------------------------------------------------------------------------
    Scenario(
        name="t_goal_half_marathon_late_saturday",
        category="goals",
        timezone="America/Chicago",
        start=SAT,
        settle_days=4,
        display_name="Renee",
        days=[
            [
                sleep(6.5),
                session("long run", (("run 10k", 1, 0.0),), at="08:30", rpe=6, minutes=62),
                meal("pancakes w/ blueberries and turkey bacon", 30, 720, at="11:00"),
                user(
                    "ok I did it, signed up for the Houston half in January!! goal is sub 2 hours. "
                    "mostly want to prove to myself I still can after two kids",
                    at="22:40",
                ),
            ],
            [sleep(7.4), user("legs fine today btw, just a bit tired", at="10:15")],
        ],
        expect=[
            Goal(["half"], any_of=[("january", "jan", "2027-01")]),
            Goal(any_of=[("sub 2", "under 2", "2 hours", "2:00", "2 h")]),
            BundleContains("weekly_review", ["half"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        name="t_goal_replaced_tokyo",
        category="goals",
        timezone="Asia/Tokyo",
        start=WED,
        settle_days=3,
        display_name="Haruto",
        days=[
            [sleep(6.8), user("My target this year: bench 100kg by the end of summer.", at="06:05")],
            [sleep(7.0), session("upper A", (("bench press", 5, 80.0), ("pull-up", 5, 0.0)), at="19:30")],
            [
                sleep(7.1),
                user(
                    "Changed my mind about the bench target. New goal: 10 strict pull-ups by June. "
                    "Bench stays in the program but it's not the point anymore.",
                    at="23:20",
                ),
            ],
        ],
        expect=[
            Goal(["pull"], any_of=[JUNE_NEXT]),
            Goal(["10"], any_of=[("pull",)]),
            BundleContains("weekly_review", ["pull"]),
        ],
    ),
    Scenario(
        name="t_goal_hypothetical_marathon_sunday_dawn",
        category="goals",
        timezone="Europe/London",
        start=SUN,
        settle_days=2,
        display_name="Gareth",
        days=[
            [
                user(
                    "if I ever ran a marathon I'd need new knees lol. realistically I just want to "
                    "deadlift my bodyweight (84kg) by Easter",
                    at="06:10",
                ),
                session("pull day", (("deadlift", 5, 70.0), ("row", 10, 40.0)), at="10:00"),
            ],
        ],
        expect=[
            Goal(["deadlift"], any_of=[("easter", "april", "2027-03", "2027-04", "84")]),
            PageLacks("goals.md", ["marathon"]),
            NoEntry("knee"),
        ],
    ),
    Scenario(
        name="t_goal_wedding_terse_reply_sydney",
        category="goals",
        timezone="Australia/Sydney",
        start=THU,
        settle_days=3,
        display_name="Priya",
        days=[
            [
                weight(71.4, at="06:30"),
                bot("Welcome! What's the main thing you want out of the next few months?", at="07:00"),
                user("wedding in june. wanna feel strong in the dress + drop ~5kg", at="07:12"),
            ],
            [weight(71.1, at="06:25"), meal("overnight oats with berries", 18, 380, at="07:30")],
        ],
        expect=[
            Goal(any_of=[WEDS, JUNE_NEXT]),
            Goal(any_of=[("5 kg", "lose", "drop", "weight")]),
            BundleContains("weekly_review", any_of=[WEDS]),
        ],
    ),
    Scenario(
        name="t_goal_said_ten_days_ago_denver",
        category="goals",
        timezone="America/Denver",
        start=TUE,
        settle_days=10,
        display_name="Lorenzo",
        days=[
            [
                sleep(7.5),
                user(
                    "Big one for me: I want my first unassisted chin-up before I turn 40 in April.",
                    at="21:50",
                ),
            ],
        ],
        expect=[
            Goal(["chin"], any_of=[("april", "2027-04", "40")]),
            BundleContains("weekly_review", ["chin"]),
            BundleContains("free_chat", ["chin"], query="what am I working towards right now?"),
        ],
    ),
    # --- pain ----------------------------------------------------------------------------------------
    Scenario(
        name="t_pain_achilles_since_tuesday_saturday",
        category="pain",
        timezone="Europe/Berlin",
        start=SAT,
        settle_days=3,
        display_name="Jonas",
        note="Day 0 is Saturday 2026-11-07: 'since Tuesday' is 2026-11-03 = {d0-4}.",
        days=[
            [
                sleep(7.0),
                user(
                    "left achilles has been tight and sore since Tuesday, like a 5/10 when I first get "
                    "up, eases after 10 min walking",
                    at="07:30",
                ),
                skipped("easy run", reason="achilles", at="08:00"),
            ],
        ],
        expect=[
            EntryAny("achilles", "heel", "ankle", any_of=LEFT),
            PageContains(CONSTRAINTS, [], [("achilles", "heel", "ankle"), ("{d0-4}", "tuesday")]),
            SafetyAny("achilles", "heel", "ankle"),
            BundleContains("session_mode", any_of=[("achilles", "heel", "ankle")]),
        ],
    ),
    Scenario(
        name="t_pain_back_late_night_los_angeles",
        category="pain",
        timezone="America/Los_Angeles",
        start=dt.date(2026, 11, 2),
        settle_days=2,
        display_name="Dana",
        note="23:40 in Los Angeles is the next day in UTC: the report is day 1's.",
        days=[
            [sleep(7.0), session("full body A", at="17:30")],
            [
                sleep(6.9),
                meal("chicken burrito bowl", 42, 780, at="19:00"),
                user(
                    "ugh. tweaked my lower back picking up my daughter tonight. sharp when I bend "
                    "forward, maybe a 6",
                    at="23:40",
                ),
            ],
        ],
        expect=[
            Entry("back", words=("{d1}",)),
            Safety("back"),
            BundleContains("morning_brief", ["back"]),
        ],
    ),
    Scenario(
        name="t_pain_wrist_dawn_auckland",
        category="pain",
        timezone="Pacific/Auckland",
        start=WED,
        settle_days=2,
        display_name="Mere",
        note="05:20 in Auckland is the previous day in UTC: the report is day 1's.",
        days=[
            [sleep(7.2), session("push", (("push-up", 15, 0.0), ("dumbbell press", 10, 12.0)), at="18:00")],
            [
                user(
                    "woke up and my right wrist aches, 3 out of 10, prob from all the push-ups yesterday",
                    at="05:20",
                ),
                sleep(6.1, at="05:30"),
            ],
        ],
        expect=[
            Entry("wrist", words=("{d1}",), any_of=RIGHT),
            Safety("wrist"),
            BundleContains("form_check", ["wrist"]),
        ],
    ),
    Scenario(
        name="t_pain_knee_injury_report_then_chat",
        category="pain",
        timezone="America/Toronto",
        start=FRI,
        settle_days=3,
        display_name="Malik",
        days=[
            [
                sleep(7.3),
                session("plyo", (("box jump", 5, 0.0),), at="12:15", minutes=25),
                injury("knee", "felt a pop in the right knee landing a box jump", at="12:40"),
                user("it's swollen now. seeing the physio tomorrow morning, ice for tonight", at="20:05"),
            ],
            [
                sleep(6.0),
                user("physio thinks it's a sprain, no running or jumping for 3 weeks", at="11:30"),
                skipped("lower body", reason="knee sprain", at="18:00"),
            ],
        ],
        expect=[
            Entry("knee", any_of=RIGHT),
            Safety("knee"),
            AlertCount("safety", 1, "knee"),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        name="t_pain_shoulder_checkin_note_and_chat",
        category="pain",
        timezone="Europe/Lisbon",
        start=dt.date(2026, 11, 2),
        settle_days=4,
        display_name="Inês",
        days=[
            [
                sleep(7.0),
                soreness("shoulder", 4, note="pinches at the top of overhead press", at="07:45"),
                user(
                    "re the check-in: it's my left shoulder, hurts when I press overhead, fine on "
                    "rows and push-ups",
                    at="07:50",
                ),
                session("upper B", (("row", 10, 30.0), ("push-up", 12, 0.0)), at="18:30"),
            ],
        ],
        expect=[
            Entry("shoulder", any_of=LEFT),
            Safety("shoulder"),
            BundleContains("free_chat", ["shoulder"], query="can I do overhead press today?"),
        ],
    ),
    Scenario(
        name="t_pain_hamstring_since_monday_thursday_start",
        category="pain",
        timezone="Europe/Dublin",
        start=THU,
        settle_days=2,
        display_name="Ciara",
        note="Day 1 is Friday 2026-11-06: 'Monday' is 2026-11-02 = {d1-4}.",
        days=[
            [sleep(7.1), meal("tuna pasta bake", 38, 650, at="19:00")],
            [
                sleep(6.7),
                skipped("lower body", reason="hamstring still hurts", at="17:30"),
                user(
                    "skipped today. pulled my left hamstring sprinting for the bus on Monday, still "
                    "4/10 when I walk fast",
                    at="21:15",
                ),
            ],
        ],
        expect=[
            EntryAny("hamstring", "thigh", any_of=LEFT),
            PageContains(CONSTRAINTS, [], [("hamstring", "thigh"), ("{d1-4}", "monday")]),
            SafetyAny("hamstring", "thigh"),
        ],
    ),
    # --- negation ------------------------------------------------------------------------------------
    Scenario(
        name="t_neg_knee_clicks_sunday_night",
        category="negation",
        timezone="America/New_York",
        start=SUN,
        settle_days=2,
        display_name="Tom",
        days=[
            [
                session("legs", (("back squat", 5, 100.0),), at="16:00"),
                user("knee clicks on every squat but zero pain, just noisy. normal?", at="22:50"),
            ],
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety", "knee"),
            PageContains(CONSTRAINTS, ["knee"], section="Notes"),
        ],
    ),
    Scenario(
        name="t_neg_doms_checkin_not_pain",
        category="negation",
        timezone="Europe/Warsaw",
        start=TUE,
        settle_days=2,
        display_name="Kasia",
        days=[
            [sleep(7.4), session("legs", (("split squat", 10, 14.0), ("RDL", 10, 40.0)), at="18:00")],
            [
                sleep(7.0),
                soreness("legs", 2, note="normal DOMS, not pain", at="08:10"),
                user(
                    "legs are toast from yesterday but it's the good kind of sore, nothing hurts", at="08:15"
                ),
            ],
        ],
        expect=[NoEntry("leg"), NoAlert("safety")],
    ),
    Scenario(
        name="t_neg_elbow_heals_over_days",
        category="negation",
        timezone="Asia/Singapore",
        start=WED,
        settle_days=3,
        display_name="Wei Ling",
        days=[
            [sleep(7.0), user("right elbow sore on the curls tonight, 4/10 on the inside", at="21:30")],
            [sleep(7.2)],
            [sleep(7.0)],
            [
                sleep(7.1),
                user("elbow's fine now, doesn't hurt at all anymore. did curls no problem", at="20:40"),
            ],
        ],
        expect=[
            Entry("elbow", any_of=RIGHT),
            PageContains(
                CONSTRAINTS,
                ["elbow"],
                [("fine", "doesn't hurt", "no pain", "resolved", "not sore", "better", "{d3}")],
            ),
        ],
    ),
    Scenario(
        name="t_neg_husbands_back_school_run",
        category="negation",
        timezone="Europe/Amsterdam",
        start=dt.date(2026, 11, 2),
        settle_days=2,
        display_name="Femke",
        days=[
            [
                user(
                    "my husband's back is killing him so I'm doing the school run all week, mornings "
                    "are chaos — can we do my sessions at lunch instead?",
                    at="06:20",
                ),
                session("full body A", at="12:30"),
            ],
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety", "back"),
            Profile(any_of=[("lunch", "midday", "12")]),
        ],
    ),
    Scenario(
        name="t_neg_shoulder_fear_only",
        category="negation",
        timezone="America/Sao_Paulo",
        start=FRI,
        settle_days=2,
        display_name="Rafael",
        days=[
            [
                sleep(7.0),
                user(
                    "a bit scared I'll wreck my shoulder if I go heavy on bench — it feels totally "
                    "fine though, never had an issue",
                    at="19:10",
                ),
                session("push", (("bench press", 5, 90.0),), at="20:00"),
            ],
        ],
        expect=[NoEntry("shoulder"), NoAlert("safety", "shoulder")],
    ),
    Scenario(
        name="t_neg_ankle_fine_calf_not_early",
        category="negation",
        timezone="Africa/Johannesburg",
        start=SAT,
        settle_days=2,
        display_name="Sipho",
        days=[
            [
                session("easy run", (("run 8k", 1, 0.0),), at="05:10", minutes=48),
                user(
                    "8k done before sunrise. ankle held up great, no pain at all. right calf is a "
                    "bit tight though, 3/10",
                    at="06:05",
                ),
            ],
        ],
        expect=[
            NoEntry("ankle"),
            NoAlert("safety", "ankle"),
            Entry("calf", any_of=RIGHT),
        ],
    ),
    # --- schedule ------------------------------------------------------------------------------------
    Scenario(
        name="t_sched_night_shifts_terse_reply",
        category="schedule",
        timezone="America/Phoenix",
        start=WED,
        settle_days=3,
        display_name="Brandon",
        days=[
            [
                bot("Quick one so I can plan: what times usually work for you to train?", at="15:00"),
                user("nights. I work 7p-7a sun to wed. thu-sat wide open", at="15:20"),
            ],
        ],
        expect=[
            Profile(any_of=[("night", "7p", "19:00", "shift")]),
            Profile(any_of=[("thu", "thursday")]),
            BundleContains("morning_brief", any_of=[("night", "shift", "7p", "19:00")]),
        ],
    ),
    Scenario(
        name="t_sched_move_to_evenings_two_turns",
        category="schedule",
        timezone="Europe/Kyiv",
        start=TUE,
        settle_days=2,
        display_name="Oksana",
        days=[
            [
                user("can't do mornings anymore, new job starts at 7:30", at="06:05"),
                meal("syrnyky with sour cream", 25, 520, at="06:30"),
                user("so can we move my sessions to evenings? anything after 6 works", at="12:40"),
            ],
            [sleep(7.0), session("full body A", at="18:30")],
        ],
        expect=[
            Profile(any_of=[EVENING]),
            Profile(any_of=[("7:30", "07:30")]),
            BundleContains("morning_brief", any_of=[EVENING]),
        ],
    ),
    Scenario(
        name="t_sched_weekends_only_kolkata",
        category="schedule",
        timezone="Asia/Kolkata",
        start=SAT,
        settle_days=3,
        display_name="Arjun",
        days=[
            [
                sleep(6.0),
                user(
                    "weekdays are a write-off, I'm at the office till 9pm. Sat and Sun mornings I'm "
                    "totally free though",
                    at="09:30",
                ),
                session("full body A", at="10:30"),
            ],
        ],
        expect=[
            Profile(any_of=[("weekend", "sat", "saturday", "sunday")]),
            Profile(any_of=[("9pm", "9 pm", "21:00", "weekday")]),
        ],
    ),
    Scenario(
        name="t_sched_three_days_week_ago",
        category="schedule",
        timezone="Australia/Perth",
        start=SUN,
        settle_days=7,
        display_name="Bec",
        days=[
            [
                sleep(7.0),
                user("heads up: I can only train Tue, Thu and Sat, and 45 min max each time", at="20:10"),
            ],
        ],
        expect=[
            Profile(any_of=[("tue", "tuesday")]),
            Profile(["45"]),
            BundleContains("session_mode", ["45"]),
        ],
    ),
    Scenario(
        name="t_sched_school_pickup_multi_turn",
        category="schedule",
        timezone="America/Vancouver",
        start=dt.date(2026, 11, 2),
        settle_days=2,
        display_name="Leah",
        days=[
            [
                sleep(6.5, at="05:45"),
                user("up early, kids asleep. I've got 5:30-6:30am most days, that's my window", at="05:50"),
                user("and pickup is 3pm so afternoons are a no", at="14:10"),
                session("full body A", at="05:55", minutes=45),
            ],
        ],
        expect=[
            Profile(any_of=[("5:30", "05:30", "early", "morning")]),
            BundleContains("morning_brief", any_of=[("5:30", "05:30", "early", "morning")]),
        ],
    ),
    # --- diet ----------------------------------------------------------------------------------------
    Scenario(
        name="t_diet_vegetarian_with_meals",
        category="diet",
        timezone="Asia/Kolkata",
        start=THU,
        settle_days=3,
        display_name="Meera",
        days=[
            [
                meal("lentil dahl with rice and raita", 22, 610, at="13:10"),
                meal("paneer tikka wrap", 28, 540, at="20:30"),
                user("fyi I'm vegetarian, have been for 10 yrs. no fish, no eggs either", at="20:45"),
            ],
            [meal("poha with peanuts", 9, 350, at="08:30")],
        ],
        expect=[
            Diet(any_of=[VEG]),
            Diet(["egg"]),
            BundleContains("meal_lens", any_of=[VEG]),
        ],
    ),
    Scenario(
        name="t_diet_peanut_allergy_late",
        category="diet",
        timezone="America/Chicago",
        start=SUN,
        settle_days=4,
        display_name="Kayla",
        days=[
            [
                meal("turkey sandwich and an apple", 32, 520, at="12:30"),
                user(
                    "forgot to tell you, I'm allergic to peanuts — like carry-an-epipen allergic", at="23:10"
                ),
            ],
        ],
        expect=[
            Diet(["peanut"]),
            Diet(["peanut"], any_of=[("allerg", "epipen", "avoid")]),
            BundleContains("meal_lens", ["peanut"]),
        ],
    ),
    Scenario(
        name="t_diet_fasting_window_dubai_dawn",
        category="diet",
        timezone="Asia/Dubai",
        start=WED,
        settle_days=3,
        display_name="Omar",
        days=[
            [
                sleep(6.0, at="05:00"),
                user("I do 16:8 — eating window is noon to 8pm, so no breakfast advice please", at="05:30"),
                meal("grilled chicken, rice, salad", 48, 720, at="12:15"),
                meal("lamb kofta and hummus", 40, 800, at="19:40"),
            ],
        ],
        expect=[
            Diet(any_of=[("16:8", "fasting", "eating window", "intermittent")]),
            BundleContains("meal_lens", any_of=[("16:8", "fasting", "eating window", "intermittent")]),
        ],
    ),
    Scenario(
        name="t_diet_lactose_question_sunday",
        category="diet",
        timezone="Europe/Stockholm",
        start=SUN,
        settle_days=2,
        display_name="Elin",
        days=[
            [
                meal("oat yoghurt with granola", 8, 320, at="09:00"),
                user("I'm lactose intolerant so whey's out — is pea protein ok?", at="09:05"),
            ],
        ],
        expect=[
            Diet(["lactose"]),
            BundleContains("meal_lens", ["lactose"]),
        ],
    ),
    Scenario(
        name="t_diet_one_vegan_burger_not_vegan",
        category="diet",
        timezone="Europe/London",
        start=FRI,
        settle_days=2,
        display_name="Sam",
        days=[
            [
                meal("vegan burger and fries at the work do", 20, 900, at="13:00"),
                user(
                    "had a vegan burger at the work thing, not bad actually. steak tonight though", at="15:30"
                ),
                meal("ribeye, potatoes, greens", 60, 950, at="20:00"),
            ],
        ],
        expect=[
            PageLacks(
                ("nutrition-patterns.md", "profile.md"),
                [],
                [("is vegan", "vegan diet", "diet: vegan", "eats vegan", "follows a vegan")],
            ),
            PageLacks(("nutrition-patterns.md", "profile.md"), [], [VEG]),
        ],
    ),
    # --- equipment -----------------------------------------------------------------------------------
    Scenario(
        name="t_equip_garage_rack",
        category="equipment",
        timezone="America/Denver",
        start=SAT,
        settle_days=3,
        display_name="Cody",
        days=[
            [
                user(
                    "finally built the garage setup: squat rack, barbell, 140kg of plates. no bench yet lol",
                    at="14:00",
                ),
                session("garage day 1", (("back squat", 5, 80.0), ("overhead press", 5, 40.0)), at="15:00"),
            ],
        ],
        expect=[
            Profile(["rack"]),
            Profile(["barbell"]),
            BundleContains("session_mode", any_of=[("rack", "barbell")]),
        ],
    ),
    Scenario(
        name="t_equip_bands_then_kettlebells",
        category="equipment",
        timezone="Europe/Rome",
        start=TUE,
        settle_days=3,
        display_name="Giulia",
        days=[
            [user("at home I only have a yoga mat and some resistance bands", at="07:30")],
            [sleep(7.0)],
            [user("update: grabbed two 16kg kettlebells off marketplace!! 💪", at="22:15")],
        ],
        expect=[
            Profile(["kettlebell"]),
            Profile(any_of=[("band",)]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    Scenario(
        name="t_equip_smith_only_gym",
        category="equipment",
        timezone="America/New_York",
        start=THU,
        settle_days=2,
        display_name="Jasmine",
        days=[
            [
                user(
                    "joined the gym by my office — no barbells there, just a smith machine and "
                    "dumbbells up to 30kg",
                    at="12:20",
                ),
                session("upper", (("smith bench", 8, 40.0), ("dumbbell row", 10, 20.0)), at="12:45"),
            ],
        ],
        expect=[
            Profile(["smith"]),
            Profile(["dumbbell"]),
            BundleContains("session_mode", ["smith"]),
        ],
    ),
    Scenario(
        name="t_equip_pool_terse_yes",
        category="equipment",
        timezone="Australia/Brisbane",
        start=WED,
        settle_days=2,
        display_name="Liam",
        days=[
            [
                bot("Do you have access to a pool for the recovery swims?", at="17:00"),
                user("yep 50m one at work", at="17:04"),
            ],
        ],
        expect=[Profile(["pool"]), BundleContains("session_mode", ["pool"])],
    ),
    # --- life ----------------------------------------------------------------------------------------
    Scenario(
        name="t_life_baby_arrived_tuesday_friday",
        category="life",
        timezone="Europe/Paris",
        start=FRI,
        settle_days=3,
        display_name="Camille",
        note="Day 0 is Friday 2026-11-06: 'tuesday' is 2026-11-03 = {d0-3}.",
        days=[
            [
                sleep(3.5, at="05:10"),
                user("baby girl arrived tuesday!! 3.2kg, all good. sleep is a myth now", at="05:15"),
                skipped("full body A", reason="newborn", at="18:00"),
            ],
            [sleep(4.0, at="06:00")],
        ],
        expect=[
            Profile(any_of=[("baby", "newborn", "daughter")]),
            BundleContains("morning_brief", any_of=[("baby", "newborn", "daughter")]),
        ],
    ),
    Scenario(
        name="t_life_travel_lisbon_events",
        category="life",
        timezone="Europe/Helsinki",
        start=dt.date(2026, 11, 2),
        settle_days=2,
        display_name="Mikko",
        days=[
            [
                travel_start("Lisbon", at="05:40"),
                user(
                    "off to Lisbon for work till Friday, hotel has a tiny gym with a treadmill and dumbbells",
                    at="06:00",
                ),
            ],
            [
                sleep(6.2),
                session("hotel circuit", (("dumbbell thruster", 12, 12.0),), at="06:30", minutes=30),
            ],
            [sleep(6.5)],
            [sleep(6.4)],
            [travel_end("Helsinki", at="22:30"), user("home. knackered", at="23:05")],
        ],
        expect=[
            Profile(["lisbon"]),
            Profile(any_of=[("hotel", "treadmill", "dumbbell")]),
        ],
    ),
    Scenario(
        name="t_life_new_job_nurse_shifts",
        category="life",
        timezone="Europe/London",
        start=WED,
        settle_days=5,
        display_name="Abby",
        days=[
            [
                user(
                    "started my new job on the ward today — nurse, 12-hour shifts, 3 or 4 a week", at="21:45"
                ),
                sleep(5.5, at="06:00"),
            ],
        ],
        expect=[
            Profile(any_of=[("nurse", "ward")]),
            Profile(any_of=[("12 hour", "12h", "shift")]),
            BundleContains("morning_brief", any_of=[("nurse", "shift", "ward")]),
        ],
    ),
    Scenario(
        name="t_life_flu_week_skips",
        category="life",
        timezone="America/Halifax",
        start=TUE,
        settle_days=2,
        display_name="Noah",
        days=[
            [
                skipped("full body A", reason="sick", at="07:00"),
                user("down with flu, fever since last night. no training this week I think", at="07:05"),
            ],
            [skipped("full body B", reason="still sick", at="07:00")],
        ],
        expect=[
            Profile(any_of=[("flu", "ill", "sick", "fever")]),
            NoAlert("safety", "fever"),
            BundleContains("morning_brief", any_of=[("flu", "ill", "sick", "fever")]),
        ],
    ),
    Scenario(
        name="t_life_moving_house",
        category="life",
        timezone="Pacific/Honolulu",
        start=SUN,
        settle_days=2,
        display_name="Keanu",
        days=[
            [
                user(
                    "moving house next saturday so this week is boxes and chaos. might miss a session or two",
                    at="19:30",
                )
            ],
            [skipped("upper", reason="packing", at="18:00")],
        ],
        expect=[Profile(any_of=[("moving", "move", "house")])],
    ),
    # --- style ---------------------------------------------------------------------------------------
    Scenario(
        name="t_style_tldr_after_long_bot",
        category="style",
        timezone="America/Los_Angeles",
        start=THU,
        settle_days=3,
        display_name="Ethan",
        days=[
            [
                bot(
                    "Great question! There are several factors to consider when planning your week. "
                    "First, recovery: sleep, nutrition and stress all play a role. Second, progressive "
                    "overload means we add load gradually. Third, …",
                    at="08:00",
                ),
                user("tl;dr please. bullet points, no essays", at="08:03"),
            ],
        ],
        expect=[
            Prefs(any_of=[SHORT]),
            BundleContains("free_chat", any_of=[SHORT], query="what should I do today?"),
        ],
    ),
    Scenario(
        name="t_style_wants_the_why",
        category="style",
        timezone="Europe/Zurich",
        start=SAT,
        settle_days=2,
        display_name="Lukas",
        days=[
            [
                program("deload week: volume -40%, same intensity", by="nata", at="09:00"),
                user(
                    "I like knowing the why — when you change something, give me the reasoning and the "
                    "science behind it, I'll read long messages",
                    at="09:40",
                ),
            ],
        ],
        expect=[Prefs(any_of=[("why", "reason", "science", "explain", "detail")])],
    ),
    Scenario(
        name="t_style_no_emojis_late",
        category="style",
        timezone="Asia/Seoul",
        start=WED,
        settle_days=2,
        display_name="Min-jun",
        days=[
            [
                bot("You crushed it today!!! 🔥🔥💪 So proud of you!! Keep going superstar!! 🌟", at="22:00"),
                user("pls stop with the emojis and the pep talk, just tell me the workout", at="23:30"),
            ],
        ],
        expect=[Prefs(any_of=[("emoji", "pep talk", "cheerlead", "hype")])],
    ),
    Scenario(
        name="t_style_buttons_ten_days",
        category="style",
        timezone="America/Chicago",
        start=TUE,
        settle_days=10,
        display_name="Dr. Ruiz",
        days=[
            [user("buttons > typing. I'm on my phone between patients", at="13:05")],
        ],
        expect=[Prefs(["button"]), BundleContains("morning_brief", ["button"])],
    ),
    # --- recurring -----------------------------------------------------------------------------------
    Scenario(
        name="t_recur_protein_target_three_days",
        category="recurring",
        timezone="Europe/Madrid",
        start=WED,
        settle_days=2,
        display_name="Lucía",
        days=[
            [
                user("how much protein should I be eating again?", at="13:30"),
                meal("tortilla and salad", 20, 550, at="14:00"),
            ],
            [user("remind me my protein target?", at="21:10")],
            [user("sorry what was my protein number per day", at="07:45")],
        ],
        expect=[PageContains("*", ["protein"], [ASKED])],
    ),
    Scenario(
        name="t_recur_easy_pace_sao_paulo",
        category="recurring",
        timezone="America/Sao_Paulo",
        start=SUN,
        settle_days=3,
        display_name="Bruno",
        days=[
            [user("what pace should my easy runs be?", at="06:00")],
            [session("easy run", (("run 6k", 1, 0.0),), at="06:10", minutes=38)],
            [user("easy run pace again? forgot", at="05:55")],
            [user("how slow is easy pace supposed to be", at="06:05")],
        ],
        expect=[PageContains("*", ["pace"], [ASKED]), QuotesWhole("*", min_quotes=0)],
    ),
    Scenario(
        name="t_recur_back_to_back_days",
        category="recurring",
        timezone="Asia/Manila",
        start=FRI,
        settle_days=2,
        display_name="Paolo",
        days=[
            [user("is it ok to train two days in a row?", at="22:30")],
            [user("can I lift on back to back days or is that bad", at="22:10")],
            [user("again sorry — two days in a row, ok or not?", at="23:45")],
        ],
        expect=[PageContains("*", [], [("in a row", "back to back", "consecutive"), ASKED])],
    ),
    Scenario(
        name="t_recur_asked_twice_not_pattern",
        category="recurring",
        timezone="Europe/Oslo",
        start=THU,
        settle_days=2,
        display_name="Ingrid",
        days=[
            [user("should I take creatine?", at="08:00")],
            [
                user("thoughts on creatine btw?", at="08:00"),
                user("I want to get to 5 pull-ups by March", at="08:05"),
            ],
        ],
        expect=[
            PageLacks("preferences.md", ["creatine"], [ASKED]),
            Goal(["pull"], any_of=[MARCH_NEXT]),
        ],
    ),
    # --- bot claims ----------------------------------------------------------------------------------
    Scenario(
        name="t_bot_claims_loves_swimming",
        category="bot_claims",
        timezone="America/Toronto",
        start=SAT,
        settle_days=2,
        display_name="Olivia",
        days=[
            [
                bot("Since you love swimming, I've added a pool day on Wednesdays!", at="09:00"),
                user("ok", at="09:30"),
            ],
        ],
        expect=[
            PageLacks(("preferences.md", "coaching-playbook.md", "profile.md"), ["swim"]),
            BundleLacks("morning_brief", ["love", "swim"]),
        ],
    ),
    Scenario(
        name="t_bot_claims_vegan_steak_eater",
        category="bot_claims",
        timezone="America/Argentina/Buenos_Aires",
        start=SUN,
        settle_days=2,
        display_name="Mateo",
        days=[
            [
                meal("asado: steak, chorizo, salad", 70, 1100, at="14:00"),
                bot("As a vegan, you could try tofu scramble for breakfast tomorrow.", at="21:00"),
                user("haha sure", at="21:15"),
            ],
        ],
        expect=[PageLacks(("nutrition-patterns.md", "profile.md", "preferences.md"), ["vegan"])],
    ),
    Scenario(
        name="t_bot_wrong_knee_client_corrects",
        category="bot_claims",
        timezone="Europe/Vienna",
        start=WED,
        settle_days=2,
        display_name="Anna",
        days=[
            [
                bot("How's that left knee pain today?", at="07:30"),
                user("what knee pain? it's my right hip, and it's like a 3", at="07:40"),
            ],
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety", "knee"),
            Entry("hip", any_of=RIGHT),
        ],
    ),
    Scenario(
        name="t_bot_claims_mornings_coach_program",
        category="bot_claims",
        timezone="Asia/Jakarta",
        start=TUE,
        settle_days=2,
        display_name="Dewi",
        days=[
            [
                program("moved to 4 days/week upper-lower split", by="nata", at="10:00"),
                bot("Since you prefer mornings, I've put all four sessions at 6am.", at="10:05"),
                user("cool. what's the warm-up for upper?", at="10:20"),
            ],
        ],
        expect=[
            PageLacks(
                ("preferences.md", "profile.md"),
                [],
                [("prefer mornings", "prefers mornings", "morning person")],
            ),
            PageLacks("preferences.md", ["morning"]),
        ],
    ),
    Scenario(
        name="t_bot_claims_bad_back_history",
        category="bot_claims",
        timezone="Europe/Prague",
        start=FRI,
        settle_days=2,
        display_name="Tomáš",
        days=[
            [
                bot("Given your history of back problems, we'll skip deadlifts this block.", at="18:00"),
                user("no back problems here mate but fine, I hate deadlifts anyway", at="18:10"),
            ],
        ],
        expect=[NoEntry("back"), NoAlert("safety", "back"), Prefs(["deadlift"])],
    ),
    # --- mixed ---------------------------------------------------------------------------------------
    Scenario(
        name="t_mixed_full_sunday_madrid",
        category="mixed",
        timezone="Europe/Madrid",
        start=SUN,
        settle_days=3,
        display_name="Pablo",
        days=[
            [
                weight(82.3, at="06:10"),
                user("slept badly. left knee achy on the stairs this morning, 4/10", at="06:15"),
                meal("tostada con tomate y jamón", 20, 420, at="09:00"),
                session("upper", (("bench press", 8, 70.0), ("row", 10, 60.0)), at="18:00"),
                user("btw switching to veggie from monday, my gf's idea but I'm in", at="22:30"),
            ],
        ],
        expect=[
            Entry("knee", any_of=LEFT),
            Safety("knee"),
            Diet(any_of=[VEG]),
            BundleContains("meal_lens", any_of=[VEG]),
        ],
    ),
    Scenario(
        name="t_mixed_travel_denver_ankle",
        category="mixed",
        timezone="America/New_York",
        start=THU,
        settle_days=2,
        display_name="Grace",
        days=[
            [
                travel_start("Denver", at="06:00"),
                user("flying to Denver for a conference, back Sunday", at="06:10"),
            ],
            [
                session("hike", (("hike 12k", 1, 0.0),), at="09:00", minutes=240),
                user("altitude is brutal. and my right ankle is swollen from the hike, 5/10", at="22:45"),
            ],
            [sleep(6.0)],
            [travel_end("New York", at="20:00")],
        ],
        expect=[
            Entry("ankle", any_of=RIGHT),
            Safety("ankle"),
            Profile(any_of=[("denver", "conference", "travel")]),
        ],
    ),
    Scenario(
        name="t_mixed_week_old_facts_settle8",
        category="mixed",
        timezone="Asia/Shanghai",
        start=dt.date(2026, 11, 2),
        settle_days=8,
        display_name="Li Na",
        days=[
            [
                user(
                    "Intro: I want to squat 100kg by March. I train at home with dumbbells and a bench. "
                    "I prefer short messages.",
                    at="07:00",
                ),
            ],
        ],
        expect=[
            Goal(["squat"], any_of=[MARCH_NEXT]),
            Profile(["dumbbell"]),
            Prefs(any_of=[SHORT]),
            BundleContains("weekly_review", ["squat"]),
        ],
    ),
    Scenario(
        name="t_mixed_zero_settle_same_day",
        category="mixed",
        timezone="America/Chicago",
        start=WED,
        settle_days=0,
        display_name="Hank",
        days=[
            [
                sleep(6.8, at="05:30"),
                user("lower back tight again, 3/10. also I'm gluten free, celiac", at="05:45"),
                meal("eggs and potatoes", 30, 500, at="07:00"),
            ],
        ],
        expect=[
            Entry("back"),
            Diet(any_of=[("gluten", "celiac", "coeliac")]),
            BundleContains("meal_lens", any_of=[("gluten", "celiac", "coeliac")]),
        ],
    ),
    Scenario(
        name="t_mixed_coach_program_and_goal",
        category="mixed",
        timezone="Europe/Athens",
        start=SAT,
        settle_days=4,
        display_name="Eleni",
        days=[
            [
                program("new block: 3x/week full body, 8 weeks", by="nata", at="09:00"),
                user("love the new block. my aim for it: 60kg bench by the end, currently 50", at="11:00"),
                session("full body A", (("bench press", 5, 50.0),), at="17:00"),
                user("also elbow tingles a bit on bench but no pain, fyi", at="20:30"),
            ],
        ],
        expect=[
            Goal(["bench"], any_of=[("60",)]),
            NoEntry("elbow"),
            NoAlert("safety", "elbow"),
        ],
    ),
    # --- alerts --------------------------------------------------------------------------------------
    Scenario(
        name="t_alert_knee_three_days_mixed_sources",
        category="alerts",
        timezone="Europe/Kyiv",
        start=FRI,
        settle_days=2,
        display_name="Dmytro",
        days=[
            [user("right knee sore going down stairs, 4/10", at="08:00")],
            [soreness("knee", 4, note="right knee, stairs", at="08:00")],
            [user("knee again today, same as before, 4/10", at="22:20")],
        ],
        expect=[AlertCount("safety", 1, "knee"), Entry("knee", any_of=RIGHT)],
    ),
    Scenario(
        name="t_alert_back_escalates",
        category="alerts",
        timezone="America/Los_Angeles",
        start=SUN,
        settle_days=2,
        display_name="Marisol",
        days=[
            [user("low back a bit stiff after deadlifts, 3/10", at="19:00")],
            [sleep(6.5)],
            [
                user("back is way worse this morning, 8/10, can't even tie my shoes", at="05:40"),
                skipped("lower body", reason="back", at="17:00"),
            ],
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Safety("back", any_of=[("8/10", "8")]),
            Entry("back"),
        ],
    ),
    Scenario(
        name="t_alert_two_areas_two_alerts",
        category="alerts",
        timezone="Asia/Tokyo",
        start=THU,
        settle_days=2,
        display_name="Yuki",
        days=[
            [
                user("left wrist hurts on front squats, 4/10", at="19:00"),
                user("and separately my right ankle is sore from running, maybe 3", at="19:05"),
            ],
        ],
        expect=[
            AlertCount("safety", 1, "wrist"),
            AlertCount("safety", 1, "ankle"),
            Entry("wrist", any_of=LEFT),
            Entry("ankle", any_of=RIGHT),
        ],
    ),
    Scenario(
        name="t_alert_partner_shoulder_not_hers",
        category="alerts",
        timezone="Europe/Brussels",
        start=TUE,
        settle_days=2,
        display_name="Sofie",
        days=[
            [
                session("push", (("bench press", 5, 45.0),), at="18:00"),
                user("my training partner did his shoulder in on bench tonight, nasty. I'm fine", at="21:30"),
            ],
        ],
        expect=[NoAlert("safety", "shoulder"), NoEntry("shoulder")],
    ),
    Scenario(
        name="t_alert_hip_night_and_dawn_tokyo",
        category="alerts",
        timezone="Asia/Tokyo",
        start=SAT,
        settle_days=2,
        display_name="Kenji",
        days=[
            [user("left hip aches after the long walk, 3/10", at="23:50")],
            [user("hip still aching this morning, same 3/10", at="05:40"), sleep(5.8, at="05:45")],
        ],
        expect=[AlertCount("safety", 1, "hip"), Entry("hip", words=("{d0}",), any_of=LEFT)],
    ),
]
