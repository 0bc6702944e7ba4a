"""A batch of understanding scenarios about experts and complete beginners, written without the
system's vocabulary.

Experts (a physio, a doctor, a PE teacher, a powerlifter, an ultrarunner, a dancer, a yoga teacher) say
things in precise jargon ("grade 1 MCL sprain", "patellar tendinopathy", "RPE 9 top set", "zone 2",
"macros 180P/250C/70F"); beginners say the same kinds of thing without the words ("the bit at the back
of my knee", "the machine with the cable thingy", "the weight where you swing it", "less wobbly").
Both tell goals, pains, schedules, diets, equipment, life context, style wishes and repeated questions,
beside the negatives a careful coach needs (another person's pain, a past injury, a hypothetical, a
denial, a joke) and bot turns that make claims. Names are prefixed `x_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    JUNE_NEXT,
    LEFT,
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
    soreness,
    user,
)

ASKED = ("ask", "question")
DIET_PAGES = ("nutrition-patterns.md", "profile.md")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def EntryAny(*areas: str, any_of=()) -> PageContains:
    """An entry naming one of several words for the same place (expert or lay)."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    if any_of:
        groups.append(list(any_of))
    return PageContains(CONSTRAINTS, [], groups)


SCENARIOS: list[Scenario] = [
    # --- goals -----------------------------------------------------------------------------------------
    Scenario(
        "x_goal_powerlifter_total",
        "goals",
        display_name="Bogdan",
        timezone="Europe/Warsaw",
        days=[
            train("squat day"),
            said(
                "Meet prep update: aiming for a 500 kg total at nationals in June. Currently sitting on 465."
            ),
            rest(),
        ],
        expect=[
            Goal(["500"], [JUNE_NEXT]),
            BundleContains("weekly_review", ["500"], ["total", "kg"]),
        ],
    ),
    Scenario(
        "x_goal_beginner_less_wobbly",
        "goals",
        display_name="Maureen",
        timezone="Europe/London",
        days=[
            said("honestly I just want to be less wobbly. I nearly fell getting off the bus last week"),
            rest(),
        ],
        expect=[
            Goal([], [["wobbly", "balance", "steady", "stable", "stability"]]),
            BundleContains("morning_brief", [], ["wobbly", "balance", "steady", "stable", "stability"]),
        ],
    ),
    Scenario(
        "x_goal_ultrarunner_race",
        "goals",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            [sleep(7.5), session("long run", sets=(("run", 28, 0.0),), rpe=6, minutes=170)],
            said(
                "A-race is confirmed: Lakeland 100 in July. Target is a sub-30 finish, "
                "main aim is to not DNF."
            ),
            rest(),
        ],
        expect=[
            Goal(["lakeland"], ["july", "2027-07"]),
            Goal([], [["sub 30", "30 h", "30 hour", "under 30"]]),
            QuotesWhole("goals.md", 0),
        ],
    ),
    Scenario(
        "x_goal_doctor_hypothetical_marathon",
        "goals",
        display_name="Dr Anand",
        timezone="Asia/Kolkata",
        days=[
            said(
                "If I ever had the time I'd do a marathon, but realistically: I want my resting heart rate "
                "under 60 by the spring."
            ),
            rest(),
        ],
        expect=[
            Goal([], [["resting", "rhr"]]),
            PageLacks("goals.md", ["marathon"]),
        ],
    ),
    Scenario(
        "x_goal_husbands_vs_hers",
        "goals",
        display_name="Tanya",
        timezone="America/Toronto",
        days=[
            said(
                "my husband's goal is a sub-3 marathon, he's obsessed. "
                "mine is just to do 10 push-ups without stopping"
            ),
            rest(),
        ],
        expect=[
            Goal(["push up"], ["10", "ten"]),
            PageLacks("goals.md", ["marathon"]),
        ],
    ),
    # --- pain, in jargon and in lay words --------------------------------------------------------------
    Scenario(
        "x_pain_physio_mcl",
        "pain",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            rest(),
            said(
                "Self-diagnosed grade 1 MCL sprain, right knee, from skiing on Saturday. 3/10 on valgus "
                "stress, pain-free walking."
            ),
            rest(),
        ],
        expect=[
            EntryAny("knee", "mcl", any_of=RIGHT),
            Safety("knee"),
            BundleContains("session_mode", [], ["knee", "mcl"]),
        ],
    ),
    Scenario(
        "x_pain_beginner_back_of_knee",
        "pain",
        display_name="Gary",
        timezone="Europe/London",
        days=[
            train(),
            said(
                "the bit at the back of my knee goes all tight and kind of hurts "
                "when I do that bendy over stretch"
            ),
            rest(),
        ],
        expect=[
            EntryAny("knee", "hamstring"),
            AlertCount("safety", 1),
            BundleContains("session_mode", [], ["knee", "hamstring"]),
        ],
    ),
    Scenario(
        "x_pain_pe_teacher_patellar",
        "pain",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            train("lower A"),
            said(
                "Flare-up of my left patellar tendinopathy. 4/10 on the decline squats, about 2/10 on stairs."
            ),
            rest(),
        ],
        expect=[
            EntryAny("knee", "patell", any_of=LEFT),
            EntryAny("knee", "patell", any_of=["4/10"]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "x_pain_beginner_swing_weight",
        "pain",
        display_name="Shannon",
        timezone="Australia/Sydney",
        days=[
            train(),
            said(
                "did the weight where you swing it between your legs and now my lower back is a bit achy, "
                "like a 3"
            ),
            rest(),
        ],
        expect=[
            Entry("back"),
            Safety("back"),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    Scenario(
        "x_pain_dancer_achilles",
        "pain",
        display_name="Anouk",
        timezone="Europe/Amsterdam",
        days=[
            train("barre"),
            said(
                "Right Achilles grumbling after all the relevés. Sharp on the first few jumps, then it eases."
            ),
            rest(),
        ],
        expect=[
            Entry("achilles", any_of=RIGHT),
            Safety("achilles"),
            BundleContains("session_mode", ["achilles"]),
        ],
    ),
    Scenario(
        "x_pain_doctor_epicondyle",
        "pain",
        display_name="Dr Keller",
        timezone="Europe/Zurich",
        days=[
            train("upper A"),
            said(
                "Mild lateral epicondylalgia on the left (tennis elbow, in lay terms), aggravated by "
                "pronated-grip rows."
            ),
            rest(),
        ],
        expect=[
            Entry("elbow", any_of=LEFT),
            Safety("elbow"),
            BundleContains("session_mode", ["elbow"]),
        ],
    ),
    # --- negation, other people, past, hypothetical, jokes -------------------------------------------------
    Scenario(
        "x_neg_physio_crepitus",
        "negation",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            train("lower A"),
            said(
                "Some patellofemoral crepitus on deep squats, completely painless, not clinically relevant."
            ),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "x_neg_beginner_jelly_arms",
        "negation",
        display_name="Kerry",
        timezone="Europe/London",
        days=[
            train("upper A"),
            said("my arms feel like jelly after the cable machine thingy!! nothing hurts tho, just tired"),
            rest(),
        ],
        expect=[
            NoEntry("arm"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "x_neg_ultrarunner_past_itb",
        "negation",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            said("For the record: I had IT band syndrome back in 2019. Fully resolved, no issues since."),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            BundleLacks("session_mode", ["it band"], ["pain", "sore", "hurt", "watch"]),
        ],
    ),
    Scenario(
        "x_neg_husbands_shoulder",
        "negation",
        display_name="Lorna",
        timezone="Europe/London",
        days=[
            said("my husband's shoulder is wrecked from padel, he says 7/10. I'm absolutely fine though!"),
            train(),
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "x_neg_joke_wheelchair",
        "negation",
        display_name="Dev",
        timezone="Asia/Singapore",
        days=[
            train("leg day"),
            said("legs are DEAD after that lol, gonna need a wheelchair 😂 jk, just a good burn, no pain"),
            rest(),
        ],
        expect=[
            NoEntry("leg"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "x_neg_denied_hip",
        "negation",
        display_name="Pavel",
        timezone="Europe/Prague",
        days=[
            train("lower A"),
            [
                sleep(7),
                bot("Any discomfort in that hip after the lunges?"),
                user("nope, hip's totally fine, zero pain", at="08:03"),
            ],
            rest(),
        ],
        expect=[
            NoEntry("hip"),
            NoAlert("safety", "hip"),
        ],
    ),
    Scenario(
        "x_neg_yoga_students_wrist",
        "negation",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            said(
                "Question for my teaching: what would you cue if a student gets wrist pain in downward dog? "
                "Asking for a couple of my beginners, not me."
            ),
            rest(),
        ],
        expect=[
            NoEntry("wrist"),
            NoAlert("safety"),
        ],
    ),
    # --- schedule --------------------------------------------------------------------------------------
    Scenario(
        "x_sched_doctor_nights",
        "schedule",
        display_name="Dr Obi",
        timezone="Africa/Lagos",
        days=[
            said("I'm on nights Mon to Wed on this rota, so training only works Thu, Fri and Sat mornings."),
            rest(),
        ],
        expect=[
            Profile(["night"]),
            Profile([], [["thu", "fri", "sat"]]),
            BundleContains("morning_brief", ["night"]),
        ],
    ),
    Scenario(
        "x_sched_pe_teacher_before_school",
        "schedule",
        display_name="Rhys",
        timezone="Europe/London",
        days=[
            said("On school days the only slot is 6:30am before first period. Weekends are wide open."),
            rest(),
        ],
        expect=[
            Profile([], [["6:30", "6.30", "06:30"]]),
            BundleContains("morning_brief", [], ["6:30", "6.30", "06:30"]),
        ],
    ),
    Scenario(
        "x_sched_beginner_after_kids",
        "schedule",
        display_name="Jade",
        timezone="Europe/London",
        days=[
            said("can we do the workouts after the kids are in bed? like 8ish"),
            rest(),
        ],
        expect=[
            Profile([], [["8ish", "8 pm", "8pm", "20:00", "after the kids", "kids"]]),
        ],
    ),
    Scenario(
        "x_sched_physio_move_session",
        "schedule",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            train(),
            said("Can we move Thursday's session to Friday? I've got a late clinic Thursday."),
            rest(),
        ],
        expect=[
            PageContains(("profile.md", "preferences.md"), ["friday"]),
        ],
    ),
    Scenario(
        "x_sched_dancer_rehearsals",
        "schedule",
        display_name="Anouk",
        timezone="Europe/Amsterdam",
        days=[
            said(
                "Rehearsals run 10 to 6 on weekdays, so I can only train in the lunch break 1 to 2, "
                "or Sundays."
            ),
            rest(),
        ],
        expect=[
            Profile([], [["lunch", "1 pm", "1pm", "13:00", "sunday"]]),
            BundleContains("morning_brief", [], ["lunch", "rehearsal", "sunday"]),
        ],
    ),
    Scenario(
        "x_sched_hypothetical_promotion",
        "schedule",
        display_name="Tanya",
        timezone="America/Toronto",
        days=[
            said(
                "if I get the promotion I'd be travelling every week, but for now it's Tue and Thu "
                "evenings after 6"
            ),
            rest(),
        ],
        expect=[
            Profile([], [["after 6", "6pm", "6 pm", "18:00", "evening"]]),
            PageLacks("profile.md", [], [["travels weekly", "travelling every week", "weekly travel"]]),
        ],
    ),
    # --- diet --------------------------------------------------------------------------------------------
    Scenario(
        "x_diet_powerlifter_macros",
        "diet",
        display_name="Bogdan",
        timezone="Europe/Warsaw",
        days=[
            said("Cutting into the meet. Macros are 180P/250C/70F, weighing everything."),
            rest(),
        ],
        expect=[
            Diet(["180"]),
            Diet(["250"]),
            BundleContains("meal_lens", ["180"]),
        ],
    ),
    Scenario(
        "x_diet_beginner_gluten",
        "diet",
        display_name="Kerry",
        timezone="Europe/London",
        days=[
            said("oh I should say I can't have gluten, I'm coeliac, like properly ill if I do"),
            rest(),
        ],
        expect=[
            Diet([], [["gluten", "coeliac", "celiac"]]),
            BundleContains("meal_lens", [], ["gluten", "coeliac", "celiac"]),
        ],
    ),
    Scenario(
        "x_diet_flatmate_vegan",
        "diet",
        display_name="Ollie",
        timezone="Europe/London",
        days=[
            said(
                "my flatmate's vegan so the fridge is full of tofu, but I'm not, "
                "I eat everything. big on chicken"
            ),
            rest(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["vegan"]),
            BundleLacks("meal_lens", ["vegan"]),
        ],
    ),
    Scenario(
        "x_diet_doctor_16_8",
        "diet",
        display_name="Dr Anand",
        timezone="Asia/Kolkata",
        days=[
            said("I do 16:8 time-restricted eating, window is noon to 8pm."),
            rest(),
        ],
        expect=[
            Diet([], [["16:8", "16/8", "fast", "time restricted", "eating window"]]),
            BundleContains("meal_lens", [], ["16:8", "16/8", "fast", "time restricted", "eating window"]),
        ],
    ),
    Scenario(
        "x_diet_beginner_peanuts",
        "diet",
        display_name="Maureen",
        timezone="Europe/London",
        days=[
            said("I'm allergic to peanuts, the proper epipen kind, so no peanut butter ideas please"),
            rest(),
        ],
        expect=[
            Diet(["peanut"]),
            BundleContains("meal_lens", ["peanut"]),
        ],
    ),
    # --- equipment and place -----------------------------------------------------------------------------
    Scenario(
        "x_equip_beginner_cable_thingy",
        "equipment",
        display_name="Gary",
        timezone="Europe/London",
        days=[
            said("my gym's got the machine with the cable thingy, a squat rack and those kettle bell things"),
            rest(),
        ],
        expect=[
            Profile(["cable"]),
            Profile([], [["kettlebell", "kettle bell"]]),
        ],
    ),
    Scenario(
        "x_equip_powerlifter_garage",
        "equipment",
        display_name="Bogdan",
        timezone="Europe/Warsaw",
        days=[
            said(
                "Training out of my garage now: comp rack, calibrated plates, deadlift platform. No machines."
            ),
            rest(),
        ],
        expect=[
            Profile(["rack"]),
            BundleContains("session_mode", [], ["rack", "garage", "platform"]),
        ],
    ),
    Scenario(
        "x_equip_yoga_mat_only",
        "equipment",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            said("At home I only have a mat and two blocks, no weights at all."),
            rest(),
        ],
        expect=[
            Profile(["mat"]),
            BundleContains("session_mode", [], ["mat", "no weights", "bodyweight"]),
        ],
    ),
    Scenario(
        "x_equip_doctor_hospital_gym",
        "equipment",
        display_name="Dr Obi",
        timezone="Africa/Lagos",
        days=[
            said(
                "The hospital staff gym has a treadmill, dumbbells up to 25 kg and a Smith machine. "
                "That's it."
            ),
            rest(),
        ],
        expect=[
            Profile(["smith"]),
            Profile(["dumbbell"]),
        ],
    ),
    # --- life context ------------------------------------------------------------------------------------
    Scenario(
        "x_life_doctor_exams",
        "life",
        display_name="Dr Obi",
        timezone="Africa/Lagos",
        days=[
            said(
                "Fellowship exams in 3 weeks. Sleeping badly and revising every evening, expect less from me."
            ),
            [sleep(5.5)],
            rest(),
        ],
        expect=[
            Profile(["exam"]),
            BundleContains("weekly_review", ["exam"]),
        ],
    ),
    Scenario(
        "x_life_dancer_tour",
        "life",
        display_name="Anouk",
        timezone="Europe/Amsterdam",
        days=[
            said("Company goes on tour from the 20th, three weeks of shows. Hotel gyms only."),
            rest(),
        ],
        expect=[
            Profile(["tour"]),
            BundleContains("morning_brief", ["tour"]),
        ],
    ),
    Scenario(
        "x_life_sisters_baby_new_job",
        "life",
        display_name="Rhys",
        timezone="Europe/London",
        days=[
            said("my sister just had a baby so I'm an uncle now!! and I start a new teaching job on Monday"),
            rest(),
        ],
        expect=[
            Profile(["job"]),
            PageLacks("profile.md", [], [["new baby", "newborn", "paternity", "parental leave"]]),
        ],
    ),
    Scenario(
        "x_life_beginner_carer",
        "life",
        display_name="Maureen",
        timezone="Europe/London",
        days=[
            said("I look after my mum most evenings now, she's got dementia, so it's hard to plan anything"),
            rest(),
        ],
        expect=[
            Profile([], [["mum", "mother", "carer", "caring"]]),
        ],
    ),
    # --- message style -------------------------------------------------------------------------------------
    Scenario(
        "x_style_physio_numbers_only",
        "style",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            said("Skip the cheerleading please. Just give me sets × reps × load and RPE targets."),
            rest(),
        ],
        expect=[
            Prefs([], [["cheerlead", "rpe", "numbers", "sets", "no fluff"]]),
            QuotesWhole(("preferences.md", "coaching-playbook.md"), 0),
        ],
    ),
    Scenario(
        "x_style_beginner_plain_words",
        "style",
        display_name="Maureen",
        timezone="Europe/London",
        days=[
            said("please use normal words, I don't know what half the gym words mean"),
            rest(),
        ],
        expect=[
            Prefs([], [["plain", "normal words", "jargon", "simple", "gym words"]]),
            BundleContains("morning_brief", [], ["plain", "normal words", "jargon", "simple", "gym words"]),
        ],
    ),
    Scenario(
        "x_style_beginner_tick_list",
        "style",
        display_name="Jade",
        timezone="Europe/London",
        days=[
            said("could you send the workout as a list I can tick off? paragraphs lose me"),
            rest(),
        ],
        expect=[
            Prefs(["list"]),
        ],
    ),
    Scenario(
        "x_style_ultrarunner_one_line",
        "style",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            said("One line a day is plenty, I read it at the trailhead with no signal."),
            rest(),
        ],
        expect=[
            Prefs([], [["one line", "short", "brief", "concise"]]),
            BundleContains("morning_brief", [], ["one line", "short", "brief", "concise"]),
        ],
    ),
    # --- recurring questions --------------------------------------------------------------------------------
    Scenario(
        "x_rec_ultrarunner_zone2",
        "recurring",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            said("what HR is zone 2 for me again?"),
            rest(),
            said("remind me of my zone 2 ceiling?"),
            rest(),
            said("sorry — zone 2 upper limit, what was it?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["zone 2"], ASKED),
            BundleContains("free_chat", ["zone 2"], query="what heart rate is my zone 2?"),
        ],
    ),
    Scenario(
        "x_rec_beginner_lat_pulldown",
        "recurring",
        display_name="Gary",
        timezone="Europe/London",
        days=[
            said("which machine is the lat pulldown?"),
            train(),
            said("lat pulldown = the cable one with the long bar, yeah?"),
            rest(),
            said("sorry again, the lat pulldown is which one"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["pulldown"], ASKED),
        ],
    ),
    Scenario(
        "x_rec_beginner_rpe_meaning",
        "recurring",
        display_name="Kerry",
        timezone="Europe/London",
        days=[
            said("what does RPE mean?"),
            rest(),
            said("RPE is the effort thing right? what does it stand for"),
            rest(),
            said("i forgot what RPE means again 🙈"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["rpe"], ASKED),
            BundleContains("free_chat", ["rpe"], query="what is RPE?"),
        ],
    ),
    Scenario(
        "x_rec_carbs_only_twice",
        "recurring",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            said("how many grams of carbs per hour on the long runs?"),
            rest(),
            said("carbs per hour on long runs, what's the number?"),
        ],
        expect=[
            PageLacks(("preferences.md", "*"), ["carb"], ASKED),
        ],
    ),
    Scenario(
        "x_rec_pe_teacher_deload",
        "recurring",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            said("When's my next deload week?"),
            train(),
            said("is next week a deload or not?"),
            rest(),
            said("deload: this week or next? lost track"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["deload"], ASKED),
            BundleContains("free_chat", ["deload"], query="when is my next deload?"),
        ],
    ),
    # --- bot claims ---------------------------------------------------------------------------------------
    Scenario(
        "x_bot_claims_mcl_healing",
        "bot_claims",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("Since your MCL is still healing, we'll skip lateral lunges today."),
                user("ok", at="08:02"),
            ],
            train(),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoEntry("mcl"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "x_bot_claims_loves_zone2",
        "bot_claims",
        display_name="Dev",
        timezone="Asia/Singapore",
        days=[
            [
                sleep(7),
                bot("Since you love your zone 2 runs, here's a 60-min one for today!"),
                user("haha sure", at="08:04"),
            ],
            train(),
            rest(),
        ],
        expect=[
            PageLacks(("preferences.md", "coaching-playbook.md", "goals.md"), ["zone 2"]),
        ],
    ),
    Scenario(
        "x_bot_claims_keto",
        "bot_claims",
        display_name="Pavel",
        timezone="Europe/Prague",
        days=[
            [sleep(7), bot("As you're on keto, swap the rice for cauliflower rice."), user("👍", at="08:01")],
            rest(),
        ],
        expect=[
            PageLacks((*DIET_PAGES, "preferences.md"), ["keto"]),
            BundleLacks("meal_lens", ["keto"]),
        ],
    ),
    Scenario(
        "x_bot_claims_early_bird",
        "bot_claims",
        display_name="Jade",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("Since you prefer early mornings, shall we lock in 6am sessions?"),
                user("🙃", at="08:10"),
            ],
            rest(),
        ],
        expect=[
            PageLacks(("profile.md", "preferences.md"), [], [["early morning", "6am", "6 am", "06:00"]]),
        ],
    ),
    Scenario(
        "x_bot_claims_deadlift_goal",
        "bot_claims",
        display_name="Lorna",
        timezone="Europe/London",
        days=[
            [sleep(7), bot("Your 150 kg deadlift goal is within reach!"), user("thx", at="08:01")],
            train(),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["150"]),
            BundleLacks("weekly_review", ["150"], ["goal"]),
        ],
    ),
    # --- several things in one turn -------------------------------------------------------------------------
    Scenario(
        "x_mixed_powerlifter_update",
        "mixed",
        display_name="Bogdan",
        timezone="Europe/Warsaw",
        days=[
            train("squat day"),
            said(
                "RPE 9 top set at 220 felt grindy. Left hip pinches at the bottom, 3/10. Goal is a 250 squat "
                "at the June meet. Keep replies terse.",
                at="20:30",
            ),
            rest(),
        ],
        expect=[
            Goal(["250"], [JUNE_NEXT]),
            Entry("hip", any_of=LEFT),
            Safety("hip"),
            Prefs([], [["terse", "short", "brief", "concise"]]),
            PageLacks("preferences.md", ["hip"]),
        ],
    ),
    Scenario(
        "x_mixed_beginner_wedding",
        "mixed",
        display_name="Chloe",
        timezone="Europe/London",
        days=[
            said(
                "ok so I want to lose a bit of weight for my wedding in June, I don't eat pork, "
                "and the front of my shoulder twinges when I do the pushing machine"
            ),
            rest(),
        ],
        expect=[
            Goal(["wedding"]),
            Diet(["pork"]),
            Entry("shoulder"),
            Safety("shoulder"),
        ],
    ),
    Scenario(
        "x_mixed_ultrarunner_calf_not_painful",
        "mixed",
        display_name="Mateo",
        timezone="America/Denver",
        days=[
            [sleep(7.5), session("easy run", sets=(("run", 12, 0.0),), rpe=5, minutes=70)],
            said(
                "Zone 2 only this week. Calves tight but not painful. FYI I'm vegetarian, "
                "and I'm at the race expo till Thursday."
            ),
            rest(),
        ],
        expect=[
            PageLacks(CONSTRAINTS, [], [["calf", "calves"], list(ENTRY_LEVELS)]),
            NoAlert("safety"),
            Diet(["vegetarian"]),
        ],
    ),
    Scenario(
        "x_mixed_yoga_wrist_not_back",
        "mixed",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            said(
                "Back is fine today, no pain at all. But my right wrist aches in chaturanga, maybe a 4. "
                "And mornings before 7 work best for practice."
            ),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            Entry("wrist", any_of=RIGHT),
            Safety("wrist"),
            NoAlert("safety", "back"),
            Profile([], [["before 7", "7am", "7 am", "07:00", "morning"]]),
        ],
    ),
    # --- alerts a coach can act on -------------------------------------------------------------------------
    Scenario(
        "x_alert_physio_hamstring_repeat",
        "alerts",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            [sleep(7), session("lower A"), user("L hamstring tight and sore on RDLs, 3/10", at="19:00")],
            rest(),
            [sleep(7), session("lower B"), user("Left hamstring again on the RDLs, still 3/10", at="19:10")],
            rest(),
            [
                sleep(7),
                session("lower A"),
                user("hamstring (left) niggling on RDLs, 3/10 as before", at="19:05"),
            ],
        ],
        expect=[
            AlertCount("safety", 1, "hamstring"),
            Entry("hamstring", any_of=LEFT),
            Entry("hamstring", words=["{d0}"]),
            Entry("hamstring", words=["{d4}"]),
        ],
    ),
    Scenario(
        "x_alert_beginner_shin_escalates",
        "alerts",
        display_name="Chloe",
        timezone="Europe/London",
        days=[
            said("my shin feels a bit funny when I run, like a 2"),
            rest(),
            rest(),
            said("shin really hurts now, 7 out of 10, had to walk home"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "shin"),
            Safety("shin", any_of=["7/10", "7 out of 10", "walk home"]),
            Entry("shin", any_of=["7/10", "7 out of 10"]),
            Entry("shin", words=["{d0}"]),
        ],
    ),
    Scenario(
        "x_alert_dancer_two_areas",
        "alerts",
        display_name="Anouk",
        timezone="Europe/Amsterdam",
        days=[
            said("Right hip flexor sore after rehearsal, 4/10."),
            rest(),
            said("Hip flexor still 4/10, and now my left ankle hurts after pointe work, 5/10."),
            rest(),
            said("hip flexor sore again in class"),
        ],
        expect=[
            AlertCount("safety", 1, "hip"),
            AlertCount("safety", 1, "ankle"),
            Entry("hip", any_of=RIGHT),
            Entry("ankle", any_of=LEFT),
        ],
    ),
    Scenario(
        "x_alert_checkin_and_chat_fold",
        "alerts",
        display_name="Dr Keller",
        timezone="Europe/Zurich",
        days=[
            [sleep(7), soreness("neck", 4, "after a long theatre list")],
            rest(),
            said("Cervical stiffness again, neck still about 4/10 after operating all day."),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "neck"),
            Entry("neck", words=["{d0}"]),
            BundleContains("morning_brief", ["neck"]),
        ],
    ),
    Scenario(
        "x_alert_pupils_ankle_own_knee",
        "alerts",
        display_name="Rhys",
        timezone="Europe/London",
        days=[
            train(),
            said(
                "one of my pupils sprained his ankle in PE today, stressful. "
                "my own knee is a bit sore too, 3/10"
            ),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            NoAlert("safety", "ankle"),
            NoEntry("ankle"),
            Entry("knee", any_of=["3/10"]),
        ],
    ),
]
