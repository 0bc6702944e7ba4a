"""A batch of understanding scenarios about stories that change over one to four weeks, written
without the system's vocabulary.

A goal set, then dated, then replaced, reached or dropped; a diet started and abandoned; schedules
that move with a new job, a baby, school holidays; equipment gained or lost; a pain that starts mild,
escalates, is seen by a physio, eases and flares again; later turns that point back without naming the
area; the same question over several days in other words; ordinary days in between. The checks are
about the final state a coach needs. Names are prefixed `q_`.
"""

from .spec import (
    CONSTRAINTS,
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
    injury,
    meal,
    session,
    skipped,
    sleep,
    soreness,
    user,
)

ASKED = ("ask", "question")
CURRENT = ("current", "active")  # an old goal may stay as history, never labelled as today's
TWO = ("2 short", "2 sessions", "2 home", "two", "2x", "2×", "2/week", "2 a week", "2 per week")
FOUR = ("4 days", "4 sessions", "four", "4x", "4×", "4/week", "4 a week", "4 per week")


def quiet(n: int = 1, hours: float = 7.1) -> list[list]:
    """n ordinary days: a night's sleep and nothing said."""
    return [[sleep(hours)] for _ in range(n)]


def lift(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def says(text: str, at: str = "08:30", hours: float = 7.0) -> list:
    return [sleep(hours), user(text, at)]


def week_of_training(name: str = "full body A") -> list[list]:
    """Seven ordinary days: three sessions, four quiet nights."""
    return [lift(name), *quiet(1), lift(name), *quiet(1), lift(name), *quiet(2)]


SCENARIOS: list[Scenario] = [
    # --- goals that change over weeks ----------------------------------------------------------------
    Scenario(
        "q_goal_dated_then_replaced",
        "goals",
        display_name="Hanne",
        timezone="Europe/Oslo",
        days=[
            says("thinking I'd like to run a 10k at some point"),
            *quiet(2),
            says("ok, signed up: the 10k is on the 6th of December", at="21:10"),
            *week_of_training("easy run"),
            says(
                "change of plan, a friend talked me into the Oslo half marathon in May instead. "
                "dropping the December 10k"
            ),
            *quiet(3),
        ],
        expect=[
            Goal(["half"], ["may", "2027-05"]),
            BundleContains("morning_brief", ["half"]),
            PageLacks("goals.md", ["10k"], CURRENT),
        ],
    ),
    Scenario(
        "q_goal_reached_pushups",
        "goals",
        display_name="Kwame",
        timezone="Africa/Accra",
        days=[
            says("goal for this block: 20 push-ups in a row. right now I get 11"),
            *week_of_training("upper A"),
            says("did 16 today!!", at="19:40"),
            *week_of_training("upper A"),
            says("TWENTY. done. did 21 actually. what next? maybe a pull-up", at="19:05"),
            *quiet(2),
        ],
        expect=[
            Goal([], [["pull up", "pullup"]]),
            PageContains(
                ("goals.md", "profile.md", "*"),
                ["push"],
                [["21", "reached", "achieved", "done", "complete", "hit"]],
            ),
        ],
    ),
    Scenario(
        "q_goal_dropped_marathon",
        "goals",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            says("I want to do the Dublin marathon next October"),
            *week_of_training("long run"),
            says(
                "honestly I'm going off the marathon idea. too much time. "
                "I just want to feel strong and keep running 3x a week for fun"
            ),
            *quiet(2),
            says("yeah, marathon's officially off the table", at="20:00"),
            *quiet(2),
        ],
        expect=[
            Goal([], [["strong", "strength"]]),
            PageLacks("goals.md", ["marathon"], CURRENT),
        ],
    ),
    Scenario(
        "q_goal_weight_target_moves",
        "goals",
        display_name="Bogdan",
        timezone="Europe/Bucharest",
        days=[
            says("want to get down to 90 kg, I'm 97 now"),
            *week_of_training(),
            says("doctor says aim for 88 rather than 90, so let's say 88 kg by summer"),
            *quiet(3),
        ],
        expect=[
            Goal(["88"]),
            PageLacks("goals.md", ["90 kg"], CURRENT),
            BundleContains("weekly_review", ["88"]),
        ],
    ),
    Scenario(
        "q_goal_date_given_later",
        "goals",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[
            says("I'd love to do a proper unassisted chin-up"),
            *quiet(3),
            lift("upper B"),
            says("I'll give myself till my 40th, that's 14 March", at="22:00"),
            *quiet(2),
        ],
        expect=[
            Goal([], [["chin up", "chinup"], ["march", "2027-03", "14"]]),
        ],
    ),
    Scenario(
        "q_goal_hike_reached_new_one",
        "goals",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            says("main goal: be fit enough to hike Rysy with my son in the autumn"),
            *week_of_training(),
            *week_of_training(),
            says("WE DID IT. Rysy summit on Saturday, legs held up great", at="20:30"),
            *quiet(1),
            says("next thing: I'd like to deadlift my bodyweight, 84 kg", at="09:00"),
            *quiet(2),
        ],
        expect=[
            Goal(["deadlift"], [["84", "bodyweight", "body weight"]]),
            BundleContains("morning_brief", ["deadlift"]),
        ],
    ),
    # --- pain stories ----------------------------------------------------------------------------------
    Scenario(
        "q_pain_arc_physio_flare",
        "pain",
        display_name="Ingrid",
        timezone="Europe/Stockholm",
        days=[
            [
                sleep(7),
                session("lower A"),
                user("my right hip is a bit niggly after lunges, like 2/10", "19:30"),
            ],
            *quiet(1),
            says("hip's worse, 5/10 climbing stairs"),
            *quiet(1),
            says(
                "saw a physio about the hip: she thinks it's a flexor strain, no lunges for 2 weeks",
                at="17:45",
            ),
            lift("upper A"),
            *quiet(1),
            says("hip feels a lot better, maybe 1/10"),
            lift("upper B"),
            *quiet(2),
            [sleep(6.5), session("lower A"), user("ugh, hip flared again on the step-ups, 4/10", "19:10")],
            *quiet(1),
        ],
        expect=[
            Entry("hip", "right"),
            Entry("hip", words=["{d11}"]),
            PageContains(CONSTRAINTS, ["hip"], [["physio"], ["lunge", "flexor"]], same_line=False),
            AlertCount("safety", 1, "hip"),
            BundleContains("session_mode", ["hip"]),
        ],
    ),
    Scenario(
        "q_pain_its_worse_today",
        "pain",
        display_name="Carlos",
        timezone="America/Mexico_City",
        days=[
            says("left elbow aches on curls"),
            says("it's worse today", at="12:15"),
            *quiet(2),
        ],
        expect=[
            Entry("elbow", "left"),
            Entry("elbow", words=["{d1}"]),
            Safety("elbow"),
            NoEntry("shoulder"),
        ],
    ),
    Scenario(
        "q_pain_still_there_next_day",
        "pain",
        display_name="Aisha",
        timezone="Asia/Dubai",
        days=[
            [
                sleep(7),
                session("lower B"),
                user("something pulling at the back of my right knee on the deadlifts", "20:00"),
            ],
            says("still there this morning", at="07:45"),
            says("still there. walking is fine though", at="08:10"),
            *quiet(2),
        ],
        expect=[
            Entry("knee", "right"),
            Entry("knee", words=["{d2}"]),
            AlertCount("safety", 1, "knee"),
        ],
    ),
    Scenario(
        "q_pain_gone_after_a_week",
        "pain",
        display_name="Niamh",
        timezone="Europe/London",
        days=[
            says("my neck's been stiff since I slept funny, about 3/10"),
            *quiet(3),
            lift(),
            *quiet(2),
            says("that thing from last week is gone, neck feels totally normal", at="09:30"),
            *quiet(2),
        ],
        expect=[
            NoAlert("safety", "neck"),
            BundleLacks("session_mode", ["neck"], ["stiff", "pain", "sore", "watch"]),
        ],
    ),
    Scenario(
        "q_pain_bot_soreness_and_injury_events",
        "pain",
        display_name="Rui",
        timezone="Europe/Lisbon",
        days=[
            [sleep(7), soreness("left calf", 2, "tight after intervals")],
            *quiet(1),
            [sleep(7), soreness("left calf", 4, "tighter, limping a bit")],
            [sleep(7), injury("left calf", "sharp pain mid-sprint, stopped the session")],
            *quiet(2),
            says("calf is calmer, just walking for now"),
            *quiet(1),
        ],
        expect=[
            Entry("calf", "left"),
            Entry("calf", any_of=["{d3}", "{d6}"]),
            AlertCount("safety", 1, "calf"),
            BundleContains("session_mode", ["calf"]),
        ],
    ),
    Scenario(
        "q_pain_two_areas_one_heals",
        "pain",
        display_name="Yuki",
        timezone="Asia/Tokyo",
        days=[
            says("lower back stiff and my right wrist is sore from the push-ups"),
            *quiet(2),
            says("back's fine again. wrist still sore when I put weight on it"),
            *quiet(3),
            says("wrist same as before, 3/10", at="21:00"),
            *quiet(1),
        ],
        expect=[
            Entry("wrist", "right"),
            Entry("wrist", words=["{d7}"]),
            AlertCount("safety", 1, "wrist"),
            NoAlert("safety", "back"),
        ],
    ),
    Scenario(
        "q_pain_physio_cleared",
        "pain",
        display_name="Femi",
        timezone="Europe/London",
        days=[
            says("achilles on my left side is sore first thing in the morning, 4/10"),
            *quiet(2),
            says(
                "physio says it's a mild tendinopathy, calf raises every day, no jumping for now", at="18:30"
            ),
            *week_of_training("lower A"),
            says(
                "physio appointment today: much better, allowed to jog again, still no box jumps", at="17:00"
            ),
            *quiet(2),
        ],
        expect=[
            Entry("achilles", "left"),
            PageContains(CONSTRAINTS, ["achilles"], [["jump", "box"]], same_line=False),
            BundleContains("session_mode", ["achilles"]),
        ],
    ),
    Scenario(
        "q_pain_flare_refers_back",
        "pain",
        display_name="Lotte",
        timezone="Europe/Amsterdam",
        days=[
            says("shoulder — the left one — clicks and hurts a bit pressing overhead"),
            *quiet(1),
            says("better today"),
            *week_of_training("upper A"),
            says("it's back. same shoulder, same movement, 5/10 this time", at="19:30"),
            *quiet(1),
        ],
        expect=[
            Entry("shoulder", "left"),
            Entry("shoulder", words=["{d10}"]),
            AlertCount("safety", 1, "shoulder"),
            NoEntry("knee"),
        ],
    ),
    Scenario(
        "q_pain_same_day_refers_back",
        "pain",
        display_name="Dev",
        timezone="Asia/Kolkata",
        days=[
            [
                sleep(7),
                user("my right ankle rolled on the trail run", "07:30"),
                user("swelling a bit now", "11:00"),
                user("hurts to walk, maybe 6/10", "18:00"),
            ],
            says("worse this morning, can't put full weight on it", at="07:15"),
            *quiet(2),
        ],
        expect=[
            Entry("ankle", "right"),
            Entry("ankle", words=["{d1}"]),
            Safety("ankle"),
            AlertCount("safety", 1, "ankle"),
        ],
    ),
    Scenario(
        "q_pain_mild_stays_mild",
        "pain",
        display_name="Beatriz",
        timezone="America/Sao_Paulo",
        days=[
            says("quads are sore from Monday's squats, the good kind"),
            *quiet(1),
            says("still a little sore, nothing bad"),
            *quiet(2),
        ],
        expect=[
            NoEntry("quad"),
            NoAlert("safety", "quad"),
        ],
    ),
    # --- schedules that move ----------------------------------------------------------------------------
    Scenario(
        "q_schedule_new_job",
        "schedule",
        display_name="Marek",
        timezone="Europe/Prague",
        days=[
            says("I train mornings at 6, Monday Wednesday Friday"),
            *week_of_training(),
            says(
                "started a new job, I have to be in by 7 now, so mornings are out. "
                "going to train at 18:30 instead, Tue Thu Sat",
                at="20:00",
            ),
            lift(),
            *quiet(2),
        ],
        expect=[
            Profile([], [["18:30", "6:30 pm", "6:30pm", "evening"]]),
            BundleContains("morning_brief", [], [["18:30", "6:30", "evening"]]),
            Profile([], [["job"]]),
        ],
    ),
    Scenario(
        "q_schedule_baby_arrives",
        "schedule",
        display_name="Jakub",
        timezone="Europe/Warsaw",
        days=[
            says("4 sessions a week, gym after work"),
            *week_of_training(),
            says(
                "our daughter was born on Sunday!! everything's upside down, "
                "realistically 2 short sessions a week at home for a while",
                at="14:00",
            ),
            [sleep(4.5)],
            [sleep(5)],
            [sleep(4)],
        ],
        expect=[
            Profile([], [["daughter", "baby", "born"]]),
            PageContains(("profile.md", "preferences.md", "*"), [], [TWO]),
            BundleContains("morning_brief", [], [["baby", "daughter", "newborn"]]),
        ],
    ),
    Scenario(
        "q_schedule_school_holidays",
        "schedule",
        display_name="Claire",
        timezone="Europe/Paris",
        days=[
            says(
                "kids are off school for two weeks from Saturday, I'll only manage early mornings "
                "before they wake, 30 min max"
            ),
            *week_of_training(),
            says("school's back on Monday, back to my normal lunchtime sessions", at="21:00"),
            *quiet(2),
        ],
        expect=[
            Profile([], [["lunch"]]),
            BundleContains("morning_brief", ["lunch"]),
        ],
    ),
    Scenario(
        "q_schedule_shifts_rotate",
        "schedule",
        display_name="Grace",
        timezone="Australia/Sydney",
        days=[
            says("nurse here, on day shifts this month so I can train after 4pm"),
            *week_of_training(),
            says(
                "switched to nights from next week, 7pm to 7am. training will have to be early "
                "afternoon after I've slept"
            ),
            [sleep(5.5, at="14:00")],
            [sleep(6, at="14:00")],
        ],
        expect=[
            Profile([], [["night"]]),
            BundleContains("morning_brief", [], [["night"]]),
        ],
    ),
    Scenario(
        "q_schedule_asked_for_rest_day_change",
        "schedule",
        display_name="Oskar",
        timezone="Europe/Berlin",
        days=[
            says("can we make Sunday my rest day?"),
            *quiet(3),
            says("actually Saturday rest works better now, Sunday I've got football with my kid", at="19:00"),
            *quiet(2),
        ],
        expect=[
            PageContains(("profile.md", "preferences.md"), ["saturday"], [["rest", "off"]]),
        ],
    ),
    # --- diets that start and stop ------------------------------------------------------------------------
    Scenario(
        "q_diet_keto_dropped",
        "diet",
        display_name="Ryan",
        timezone="America/Chicago",
        days=[
            says("starting keto this week, under 30 g carbs a day"),
            [sleep(7), meal("bacon and eggs", 30, 600, at="08:00")],
            [sleep(7), meal("steak and salad", 50, 700, at="19:00")],
            *quiet(4),
            says(
                "keto's done, I was dead on my feet in training. back to normal eating with more rice",
                at="20:30",
            ),
            [sleep(7), meal("chicken, rice, broccoli", 45, 750, at="19:00")],
            *quiet(1),
        ],
        expect=[
            BundleLacks("meal_lens", ["keto"], ["currently", "follows", "is on keto"]),
            Diet([], [["keto"]]),
        ],
    ),
    Scenario(
        "q_diet_vegetarian_started",
        "diet",
        display_name="Elif",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7), meal("chicken doner", 40, 800)],
            *quiet(2),
            says("I've decided to go vegetarian from today. ethical reasons, not weight"),
            [sleep(7), meal("lentil soup and bread", 22, 550)],
            *quiet(2),
        ],
        expect=[
            Diet(["vegetarian"]),
            BundleContains("meal_lens", ["vegetarian"]),
        ],
    ),
    Scenario(
        "q_diet_ramadan_ends",
        "diet",
        display_name="Yusuf",
        timezone="Europe/London",
        days=[
            says("fasting for the next couple of weeks, I eat after sunset only"),
            *week_of_training(),
            says("fast is over, eating normally again, breakfast is back", at="10:00"),
            *quiet(2),
        ],
        expect=[
            BundleLacks("meal_lens", ["sunset"], ["currently", "right now"]),
        ],
    ),
    Scenario(
        "q_diet_lactose_stays",
        "diet",
        display_name="Paula",
        timezone="America/Bogota",
        days=[
            says("dairy wrecks my stomach, so no milk please in any meal ideas"),
            [sleep(7), meal("rice, beans, chicken", 40, 700)],
            *quiet(3),
            says("tried lactose-free milk in coffee, that's fine actually"),
            *quiet(2),
        ],
        expect=[
            Diet([], [["dairy", "lactose", "milk"]]),
            BundleContains("meal_lens", [], [["dairy", "lactose", "milk"]]),
        ],
    ),
    # --- equipment gained and lost ----------------------------------------------------------------------
    Scenario(
        "q_equipment_gym_closed",
        "equipment",
        display_name="Sven",
        timezone="Europe/Stockholm",
        days=[
            says("I train at a big gym with everything"),
            *week_of_training(),
            says(
                "my gym closed down for good yesterday. for now it's just a pair of 12 kg dumbbells "
                "and a bench at home",
                at="18:00",
            ),
            [sleep(7), session("home A", (("dumbbell press", 10, 12.0), ("dumbbell row", 10, 12.0)))],
            *quiet(2),
        ],
        expect=[
            Profile(["dumbbell"]),
            BundleContains("session_mode", ["dumbbell"]),
            PageContains("profile.md", ["12"], [["dumbbell"]]),
        ],
    ),
    Scenario(
        "q_equipment_bought_rower",
        "equipment",
        display_name="Harriet",
        timezone="Europe/London",
        days=[
            says("no cardio machines at home, so I just walk"),
            *quiet(4),
            says("treated myself to a rowing machine! arrived today", at="17:30"),
            *quiet(2),
        ],
        expect=[
            Profile([], [["rower", "rowing"]]),
            BundleContains("session_mode", [], [["rower", "rowing"]]),
        ],
    ),
    Scenario(
        "q_equipment_moved_house",
        "equipment",
        display_name="Lucas",
        timezone="America/Toronto",
        days=[
            says("home setup: squat rack, barbell, plates in the garage"),
            *week_of_training("lower A"),
            says(
                "we moved to an apartment, the rack is in storage. I joined the building gym, "
                "it has machines and dumbbells up to 30 kg but no barbell",
                at="21:15",
            ),
            *quiet(3),
        ],
        expect=[
            Profile([], [["apartment", "building gym", "machines", "dumbbell"]]),
            BundleContains("session_mode", [], [["dumbbell", "machine"]]),
        ],
    ),
    Scenario(
        "q_equipment_bands_travel",
        "equipment",
        display_name="Zanele",
        timezone="Africa/Johannesburg",
        days=[
            says("packing resistance bands for the month away, that's all I'll have"),
            *quiet(3),
            lift("bands A"),
            *quiet(2),
        ],
        expect=[
            Profile(["band"]),
        ],
    ),
    # --- questions asked over days in other words ------------------------------------------------------
    Scenario(
        "q_rec_creatine_reworded",
        "recurring",
        display_name="Arjun",
        timezone="Asia/Kolkata",
        days=[
            says("should I be taking creatine?"),
            *quiet(2),
            says("is creatine worth it for someone like me"),
            *quiet(3),
            says("creatine — yes or no? still can't decide", at="22:10"),
            *quiet(1),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["creatine"], ASKED),
            BundleContains("free_chat", ["creatine"], query="do I need creatine?"),
        ],
    ),
    Scenario(
        "q_rec_sore_train_anyway",
        "recurring",
        display_name="Jess",
        timezone="Australia/Melbourne",
        days=[
            says("if I'm still sore from last time, should I train anyway?"),
            lift(),
            *quiet(1),
            says("sore legs today — do I skip or go?"),
            *quiet(2),
            says("legs DOMSy again, ok to lift on them?", at="06:30"),
            *quiet(1),
        ],
        expect=[
            PageContains(("preferences.md", "*"), [], [["sore", "doms"], ASKED]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "q_rec_steps_walking",
        "recurring",
        display_name="Gerhard",
        timezone="Europe/Vienna",
        days=[
            says("how many steps should I aim for"),
            *quiet(4),
            says("what's a good daily step count for me"),
            *quiet(4),
            says("steps per day, what target again?"),
            *quiet(1),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["step"], ASKED),
        ],
    ),
    # --- life events ---------------------------------------------------------------------------------
    Scenario(
        "q_life_ill_then_back",
        "life",
        display_name="Anouk",
        timezone="Europe/Brussels",
        days=[
            lift(),
            [sleep(9), user("came down with covid, feel awful"), skipped("full body B", "covid")],
            [sleep(10), skipped("full body A", "still sick")],
            *quiet(4, 8.5),
            says("testing negative, energy coming back. can we ease in gently?"),
            *quiet(2),
        ],
        expect=[
            PageContains(("profile.md", "*"), ["covid"]),
            NoEntry("lung"),
        ],
    ),
    Scenario(
        "q_life_exam_period",
        "life",
        display_name="Lina",
        timezone="Europe/Berlin",
        days=[
            says("uni finals for the next 3 weeks, stress is through the roof"),
            [sleep(5.5), skipped("upper A", "studying")],
            [sleep(6)],
            [sleep(5), skipped("lower A", "exam tomorrow")],
            *quiet(2, 6),
            says("last exam done!! I'm free, let's get back to 4 days a week", at="16:00"),
            *quiet(2),
        ],
        expect=[
            PageContains(("profile.md", "preferences.md", "*"), [], [FOUR]),
        ],
    ),
    Scenario(
        "q_life_caring_for_parent",
        "life",
        display_name="Rahel",
        timezone="Africa/Addis_Ababa",
        days=[
            says("my mum had a fall, I'm looking after her for a while so training is on and off"),
            [sleep(6), skipped("full body A", "hospital visit")],
            *quiet(3, 6),
            says("mum is home and doing ok now, I can get back to regular sessions"),
            *quiet(2),
        ],
        expect=[
            Profile([], [["mum", "mother", "parent"]]),
            NoEntry("fall"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "q_life_pregnancy_announced",
        "life",
        display_name="Sara",
        timezone="Europe/Rome",
        days=[
            lift(),
            *quiet(2),
            says(
                "news: I'm pregnant, 9 weeks! midwife says keep training but nothing lying flat "
                "on my back after the first trimester",
                at="19:00",
            ),
            lift(),
            *quiet(2),
        ],
        expect=[
            Profile(["pregnan"]),
            BundleContains("session_mode", ["pregnan"]),
            PageContains("*", ["back"], [["flat", "lying", "supine"]]),
            NoAlert("safety", "back"),
        ],
    ),
    # --- negation and bot claims over days ----------------------------------------------------------------
    Scenario(
        "q_neg_bot_misremembers",
        "bot_claims",
        display_name="Pieter",
        timezone="Europe/Amsterdam",
        days=[
            lift(),
            [
                sleep(7),
                bot("How's that sore shoulder of yours?"),
                user("no idea what you mean, shoulder has never hurt", "08:05"),
            ],
            *quiet(3),
            [sleep(7), bot("Let's keep protecting that shoulder."), user("again, it's fine!", "08:02")],
            *quiet(1),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety", "shoulder"),
            # "injur" also matched the note that says she denied it ("— harmless, noted (not an injury)");
            # what would be a claim is an entry or the words of one
            BundleLacks(
                "session_mode", ["shoulder"], ["sore", "pain", "protect", "[injury]", "[watch]", "injured"]
            ),
        ],
    ),
    Scenario(
        "q_neg_friend_injury",
        "negation",
        display_name="Camila",
        timezone="America/Santiago",
        days=[
            says("my training partner tore her ACL last week, so I'm going solo now"),
            *quiet(3),
            says("visited her after surgery, she's in good spirits. my knees are totally fine btw"),
            *quiet(2),
        ],
        expect=[
            NoEntry("knee"),
            NoEntry("acl"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "q_neg_old_injury_history",
        "negation",
        display_name="Hamish",
        timezone="Europe/London",
        days=[
            says("broke my left wrist snowboarding years ago, it's been fine for ages"),
            *week_of_training("upper A"),
            *quiet(2),
        ],
        expect=[
            NoAlert("safety", "wrist"),
            PageLacks(CONSTRAINTS, ["wrist"], ["[injury]"]),
        ],
    ),
    # --- mixed arcs ------------------------------------------------------------------------------------
    Scenario(
        "q_mixed_three_weeks",
        "mixed",
        display_name="Olga",
        timezone="Europe/Riga",
        days=[
            says("goal is a 5k under 30 minutes by the end of January. I run Tue/Thu/Sun"),
            *week_of_training("easy run"),
            [sleep(7), session("tempo run"), user("left shin is tender after the tempo, 3/10", "19:00")],
            says("shin still tender"),
            *quiet(1),
            says("booked a physio for the shin on Friday"),
            *quiet(2),
            says(
                "physio: early shin splints. running reduced to 2x a week, bike on the other day", at="18:00"
            ),
            *week_of_training("bike"),
            says("shin's much calmer now, barely notice it", at="20:00"),
            *quiet(1),
        ],
        expect=[
            Goal(["5k"], [["30"], ["january", "2027-01"]]),
            Entry("shin", "left"),
            PageContains(CONSTRAINTS, ["shin"], [["physio", "splint"]], same_line=False),
            AlertCount("safety", 1, "shin"),
            BundleContains("session_mode", ["shin"]),
        ],
    ),
    Scenario(
        "q_mixed_quiet_person",
        "mixed",
        display_name="Theo",
        timezone="Pacific/Auckland",
        days=[
            says("lower back. twinges. deadlifts."),
            says("worse"),
            says("bit better"),
            *quiet(3),
            says("worse again. 5/10"),
            *quiet(1),
        ],
        expect=[
            Entry("back", words=["{d6}"]),
            Entry("back", words=["5/10"]),
            AlertCount("safety", 1, "back"),
            NoEntry("shoulder"),
        ],
    ),
    Scenario(
        "q_mixed_long_ramble",
        "mixed",
        display_name="Maeve",
        timezone="Europe/Dublin",
        days=[
            says(
                "right so update: new job starts next Monday so I'll be training at lunch from then, "
                "my right knee is grumbling on the stairs a bit (2/10 maybe), and I've given up on "
                "the whole intermittent fasting thing, it made me cranky",
                at="21:40",
            ),
            *quiet(1),
            says("knee's about the same"),
            *quiet(2),
            lift("lower A"),
            *quiet(1),
        ],
        expect=[
            Entry("knee", "right"),
            Entry("knee", words=["{d2}"]),
            Profile([], [["lunch"]]),
            BundleLacks("meal_lens", ["fasting"], ["currently", "follows", "is doing"]),
            QuotesWhole("*", 0),
        ],
    ),
    # --- alerts folded over weeks -----------------------------------------------------------------------
    Scenario(
        "q_alert_four_weeks_one_area",
        "alerts",
        display_name="Farid",
        timezone="Asia/Tehran",
        days=[
            [sleep(7), soreness("right shoulder", 3, "after bench")],
            *quiet(5),
            [sleep(7), user("shoulder again, same spot on bench")],
            *quiet(6),
            [sleep(7), soreness("right shoulder", 4, "bench again")],
            *quiet(6),
            [sleep(7), user("that right shoulder thing is back this week", "19:00")],
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            Entry("shoulder", "right"),
            Entry("shoulder", words=["{d20}"]),
            Entry("shoulder", words=["{d0}"]),
        ],
    ),
    Scenario(
        "q_alert_two_areas_over_weeks",
        "alerts",
        display_name="Nadia",
        timezone="Europe/Paris",
        days=[
            says("my left knee aches when I run downhill"),
            *quiet(3),
            says("and now my lower back is sore from gardening"),
            *quiet(3),
            says("knee's still achy on the hills, back is better"),
            *quiet(3),
            says("knee aching again today", at="18:30"),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", "left", ["{d12}"]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "q_alert_injury_event_then_chat",
        "alerts",
        display_name="Emre",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7), injury("right hamstring", "felt a pop sprinting, stopped immediately")],
            says("hamstring is bruised today, walking stiff"),
            says("still can't stretch it properly", at="20:00"),
            *quiet(3),
        ],
        expect=[
            AlertCount("safety", 1, "hamstring"),
            Entry("hamstring", "right"),
            Entry("hamstring", words=["{d2}"]),
            BundleContains("session_mode", ["hamstring"]),
        ],
    ),
    # --- style that changes ---------------------------------------------------------------------------
    Scenario(
        "q_style_changes_mind",
        "style",
        display_name="Ola",
        timezone="Europe/Oslo",
        days=[
            says("give me lots of detail, I like reading about the why"),
            *quiet(5),
            says(
                "ok I take it back, the long messages are too much now that work's busy. "
                "short and to the point please",
                at="12:30",
            ),
            *quiet(2),
        ],
        expect=[
            Prefs([], [["short", "brief", "to the point"]]),
            BundleContains("morning_brief", [], [["short", "brief", "to the point"]]),
        ],
    ),
    Scenario(
        "q_style_morning_messages_moved",
        "style",
        display_name="Wen",
        timezone="Asia/Shanghai",
        days=[
            says("send the daily plan at 6am please"),
            *quiet(4),
            says("new commute — can you send it at 7:30 instead"),
            *quiet(2),
        ],
        expect=[
            Prefs([], [["7:30", "7.30", "07:30", "730"]]),
        ],
    ),
]
