"""A batch about what a coaching app really receives around training, written blind.

The client's words arrive in the shapes that training produces: updates typed between sets ("set 3
done, shoulder pinching on the way up"), reflections after a session, weekly check-in forms answered
in prose ("Wins: … Struggles: … Body: … Next week: …"), descriptions of a photo or a screenshot she
attached (a food diary, a whey label, a calendar, a garage gym), messages dictated to a watch or a
voice assistant ("Hey Siri, tell Coach …"), numbers and units written the way lifters and runners
write them ("5x5 @ 60", "10k in 52", "RPE 8ish", "2/10 → 5/10"), the abbreviations a lifter uses
(DL, OHP, BSS, RDL, PR, DOMS, AMRAP) and ordinary people who never use them. Pain covers many body
areas (foot, heel, achilles, shin, hamstring, groin, hip flexor, lower and upper back, neck,
shoulder, elbow, thumb, fingers, ribs, chest, head) with sides, ratings, triggers and onsets; there is
also pain that is explicitly fine ("DOMS only", "good sore"), pain of other people, pain in a
hypothetical question, and symptoms that must raise a safety alert even when she shrugs them off
(dizziness, chest tightness, numbness, a sudden headache). Names are prefixed `ae2_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
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

ASKED = ("ask", "question", "repeat", "recurr")
DIET_PAGES = ("nutrition-patterns.md", "profile.md")
SCHED_PAGES = ("profile.md", "preferences.md", "coaching-playbook.md")
TEN_K = ("10k", "10 k", "10 km", "10km")


def rest(hours: float = 7.1) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def asked(question: str, answer: str, hours: float = 7.0) -> list:
    """The bot says or asks something in the morning; the client replies a few minutes later."""
    return [sleep(hours), bot(question, at="07:58"), user(answer, at="08:04")]


def lifted(name: str, sets: tuple, text: str, at: str = "19:10", rpe: float | None = 7) -> list:
    """A logged session, then her message about it the same evening."""
    return [sleep(7), session(name, sets, at="18:30", rpe=rpe), user(text, at=at)]


SCENARIOS: list[Scenario] = [
    # --- goals: a check-in form, a lifter's block, a voice assistant, a screenshot, no jargon -------
    Scenario(
        "ae2_goal_checkin_form_squat_by_easter",
        "goals",
        display_name="Maren",
        timezone="Europe/Oslo",
        days=[
            train("lower A"),
            said(
                "Weekly check-in\n"
                "Wins: 4/4 sessions, squat 5x5 @ 60 felt smooth, RPE 7ish.\n"
                "Struggles: sleep, the toddler is up at 4 most nights.\n"
                "Body: nothing to report, all good.\n"
                "Next week: same plan.\n"
                "Big goal (reminder for you): squat my bodyweight, 72 kg, for 5 reps by Easter.",
                at="20:30",
            ),
            rest(),
        ],
        expect=[
            Goal(["squat"], [["72", "bodyweight", "body weight"]]),
            Goal([], [["easter", *MARCH_NEXT]]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ae2_goal_lifter_block_dl_ohp",
        "goals",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            said(
                "block 3 goals: DL 140 → 160 by end of Feb, strict OHP 50 for a single. bench just "
                "maintain. BSS + RDL stay in as accessories",
                at="21:15",
            ),
            lifted(
                "pull A",
                (("deadlift", 3, 140.0), ("romanian deadlift", 8, 80.0)),
                "pulls done, 140 moved well",
            ),
            rest(),
        ],
        expect=[
            Goal(["160"], [["deadlift", "dl"], ["february", "feb", "2027-02"]]),
            Goal(["50"], [["ohp", "overhead", "press"]]),
            BundleContains("weekly_review", ["160"]),
        ],
    ),
    Scenario(
        "ae2_goal_siri_kilimanjaro",
        "goals",
        display_name="Priya",
        timezone="Asia/Kolkata",
        days=[
            said(
                "Hey Siri, tell Coach I booked the Kilimanjaro trek for next August. I need legs and lungs "
                "for it. Send.",
                at="21:10",
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal(["kilimanjaro"]),
            Goal([], [["august", "aug", "2027-08"]]),
            PageLacks("goals.md", ["siri"]),
        ],
    ),
    Scenario(
        "ae2_goal_screenshot_race_confirmation",
        "goals",
        display_name="Lucía",
        timezone="Europe/Madrid",
        days=[
            said(
                "screenshot attached of my race confirmation 🎉 Valencia half marathon, Sunday 6 December. "
                "it's my first half, target is sub 2 hours but honestly finishing is the main thing",
                at="13:40",
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal(["half"], [["december", "dec", "2026-12"]]),
            Goal([], [["sub 2", "under 2", "2 hour", "2:00", "two hour", "2h"]]),
            BundleContains("weekly_review", ["half"]),
            QuotesWhole("*", 0),
        ],
    ),
    Scenario(
        "ae2_goal_plain_words_floor_granddaughter",
        "goals",
        display_name="Irene",
        timezone="Europe/Dublin",
        days=[
            said(
                "I'm not one for gyms or numbers. What I'd like is to be able to get down on the floor to "
                "play with my granddaughter and get back up again without hauling myself up on the sofa. "
                "That's it really.",
                at="10:40",
            ),
            rest(),
            train(),
        ],
        expect=[
            Goal(["floor"]),
            PageContains(("goals.md", "profile.md"), [], [["granddaughter", "grandchild", "grandkid"]]),
            NoAlert("safety"),
        ],
    ),
    # --- pain: between sets, after a session, first steps, a watch, a sprint, a desk, a check-in ----
    Scenario(
        "ae2_pain_mid_set_shoulder_pinch",
        "pain",
        display_name="Kasia",
        timezone="Europe/Warsaw",
        days=[
            [
                sleep(7),
                user(
                    "set 3 done. right shoulder pinching on the way up on OHP, like 4/10. sub in landmine "
                    "press for the last 2 sets?",
                    at="18:25",
                ),
                session("upper A", (("overhead press", 5, 30.0), ("landmine press", 8, 20.0)), at="19:00"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT]),
            Entry("shoulder", any_of=[["ohp", "overhead", "press"]]),
            Safety("shoulder"),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "ae2_pain_post_session_rdl_lower_back",
        "pain",
        display_name="Nadia",
        timezone="America/Toronto",
        days=[
            train("upper A"),
            lifted(
                "lower B",
                (("romanian deadlift", 8, 50.0), ("hip thrust", 10, 60.0)),
                "good session but my lower back tightened up on the last RDLs. 3/10 now, fine walking "
                "around, bit stiff bending down to load the dishwasher",
                at="20:15",
            ),
            rest(),
        ],
        expect=[
            Entry("back", any_of=[["lower", "low back", "lumbar"]]),
            Entry("back", any_of=[["rdl", "romanian", "deadlift"]]),
            Safety("back"),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    Scenario(
        "ae2_pain_achilles_first_steps",
        "pain",
        display_name="Sophie",
        timezone="Europe/Paris",
        days=[
            [
                sleep(7),
                session("easy run", (("run", 1, 0.0),), rpe=None, minutes=52),
                user("10k in 52 🙌", at="19:00"),
            ],
            said(
                "left achilles stiff and sore the first few steps out of bed. 2/10 walking → 5/10 running "
                "uphill. eases off once I'm warm.",
                at="07:30",
            ),
            rest(),
        ],
        expect=[
            Entry("achilles", any_of=[LEFT]),
            AlertOpen("safety", any_of=[["achilles"]]),
            BundleContains("session_mode", ["achilles"]),
        ],
    ),
    Scenario(
        "ae2_pain_watch_dictated_thumb",
        "pain",
        display_name="Ola",
        timezone="Europe/Stockholm",
        days=[
            rest(),
            said(
                "Sent from my Apple Watch\n"
                "right thumb sore at the base when I grip the dumbbells 4 out of 10 since Saturday",
                at="12:05",
            ),
            rest(),
        ],
        expect=[
            Entry("thumb", any_of=[RIGHT]),
            Entry("thumb", any_of=[["grip", "dumbbell", "holding"]]),
            AlertOpen("safety", any_of=[["thumb"]]),
        ],
    ),
    Scenario(
        "ae2_pain_hamstring_sprint_twinge",
        "pain",
        display_name="Amara",
        timezone="Africa/Lagos",
        days=[
            train(),
            lifted(
                "sprints",
                (("sprint 60 m", 1, 0.0),),
                "felt a twinge high up in my left hamstring on the 3rd sprint, stopped straight away. "
                "walking is ok but it feels like a bruise, 5/10 if I try to stretch it",
                at="18:45",
                rpe=None,
            ),
            rest(),
        ],
        expect=[
            Entry("hamstring", any_of=[LEFT]),
            Entry("hamstring", any_of=[["sprint"]]),
            Safety("hamstring"),
            BundleContains("session_mode", ["hamstring"]),
        ],
    ),
    Scenario(
        "ae2_pain_neck_builds_over_workday",
        "pain",
        display_name="Yuki",
        timezone="Asia/Tokyo",
        days=[
            train(),
            said(
                "neck's been sore on the left side all week. 2/10 when I wake up → 5/10 by the end of the "
                "workday at the laptop. shrugs make it worse.",
                at="21:00",
            ),
            rest(),
        ],
        expect=[
            Entry("neck", any_of=[LEFT]),
            Entry("neck", any_of=[["shrug", "laptop", "desk", "work"]]),
            Safety("neck"),
        ],
    ),
    Scenario(
        "ae2_pain_foot_checkin_then_chat",
        "pain",
        display_name="Elif",
        timezone="Europe/Istanbul",
        days=[
            [
                sleep(7),
                soreness("right foot", 3, "top of foot, where the laces are"),
                user(
                    "the foot thing from the check-in: top of my right foot, sharp when I push off running, "
                    "4/10. new shoes two weeks ago and I lace them tight.",
                    at="09:10",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Entry("foot", any_of=[RIGHT]),
            Entry("foot", any_of=[["lace", "shoe", "push off", "run"]]),
            AlertCount("safety", 1, "foot"),
        ],
    ),
    # --- negation: DOMS only, someone else's elbow, a hypothetical, no pain, a fainting partner ------
    Scenario(
        "ae2_neg_doms_only_quads",
        "negation",
        display_name="Chloé",
        timezone="Europe/Brussels",
        days=[
            lifted("lower A", (("back squat", 5, 60.0),), "5x5 @ 60 done 💪"),
            said(
                "quads are WRECKED from the 5x5 😅 stairs are comedy. DOMS only, nothing sharp, good sore.",
                at="08:15",
            ),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("quad"), NoEntry("leg")],
    ),
    Scenario(
        "ae2_neg_husbands_tennis_elbow",
        "negation",
        display_name="Grace",
        timezone="Australia/Sydney",
        days=[
            train(),
            said(
                "Rob's tennis elbow has flared up again so he's off padel for a month, poor thing. I'm all "
                "good — 8 out of 8 sessions this month!",
                at="19:30",
            ),
            rest(),
        ],
        expect=[NoEntry("elbow"), NoAlert("safety")],
    ),
    Scenario(
        "ae2_neg_hypothetical_bss_knee",
        "negation",
        display_name="Hannah",
        timezone="Europe/Berlin",
        days=[
            said(
                "if I go heavier on the BSS, will my knee start hurting? my friend wrecked hers doing them. "
                "mine has never given me any trouble, just asking before I load up."
            ),
            train("lower A"),
            rest(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "ae2_neg_rpe_8ish_back_solid",
        "negation",
        display_name="Inês",
        timezone="Europe/Lisbon",
        days=[
            lifted(
                "pull A",
                (("deadlift", 3, 110.0),),
                "DL 3x3 @ 110, RPE 8ish on the top set. no pain anywhere, back felt rock solid, the bracing "
                "cue worked",
                at="19:20",
                rpe=8,
            ),
            rest(),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("back")],
    ),
    Scenario(
        "ae2_neg_partner_nearly_fainted",
        "negation",
        display_name="Freya",
        timezone="Europe/London",
        days=[
            lifted(
                "conditioning",
                (("kettlebell swing", 20, 16.0), ("burpee", 10, 0.0)),
                "my training partner went white and nearly fainted during the AMRAP 😳 gym staff sorted "
                "her out, she's ok. I felt totally fine, just knackered.",
                at="19:45",
            ),
            rest(),
            rest(),
        ],
        expect=[NoAlert("safety"), PageLacks(CONSTRAINTS, [], [["faint", "dizz"]])],
    ),
    Scenario(
        "ae2_neg_good_sore_glutes_and_sons_knee",
        "negation",
        display_name="Marisol",
        timezone="America/Mexico_City",
        days=[
            train("lower B"),
            said(
                "glutes are that good kind of sore from the hip thrusts 🍑 no pain. also pic attached of my "
                "son's scraped knee, he came off his scooter lol, he's fine.",
                at="17:30",
            ),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("glute"), NoEntry("knee")],
    ),
    # --- schedule: a plan in prose, a dictated rota, a calendar screenshot, a confirmed move, hours ---
    Scenario(
        "ae2_sched_before_work_and_sundays_off",
        "schedule",
        display_name="Rachel",
        timezone="America/New_York",
        days=[
            said(
                "Schedule going forward: Mon / Wed / Fri at 6:30am before work, long run Saturday mornings. "
                "Sundays are off, family day, no messages either please.",
                at="21:00",
            ),
            train(),
            rest(),
        ],
        expect=[
            PageContains(SCHED_PAGES, [], [["6:30", "06:30", "6.30"]]),
            PageContains(SCHED_PAGES, [], [["saturday", "sat"]]),
            PageContains(SCHED_PAGES, [], [["sunday", "sun"]]),
        ],
    ),
    Scenario(
        "ae2_sched_siri_night_rota",
        "schedule",
        display_name="Bukola",
        timezone="Europe/London",
        days=[
            said(
                "Hey Siri, text Coach: new rota from Monday, nights, 7pm to 7am, three nights a week. I'll "
                "train after I wake up, about 3pm.",
                at="11:30",
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile([], [["night", "rota", "shift"]]),
            PageContains(SCHED_PAGES, [], [["3pm", "3 pm", "15:00", "15.00"]]),
            BundleContains("morning_brief", [], [["night", "rota", "shift"]]),
        ],
    ),
    Scenario(
        "ae2_sched_calendar_screenshot_lunch_slot",
        "schedule",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[
            said(
                "screenshot of my calendar attached — back to back meetings 9 to 5 every weekday. the only "
                "gap is lunch, 12:30 to 13:15, so sessions have to be 45 minutes max, changing included.",
                at="08:30",
            ),
            train(),
            rest(),
        ],
        expect=[
            PageContains(SCHED_PAGES, [], [["lunch", "12:30"]]),
            PageContains(SCHED_PAGES, ["45"]),
            BundleContains("session_mode", ["45"]),
        ],
    ),
    Scenario(
        "ae2_sched_leg_day_saturday_confirmed",
        "schedule",
        display_name="Zanele",
        timezone="Africa/Johannesburg",
        days=[
            train("lower A"),
            asked(
                "Would moving leg day to Saturday work better for you?",
                "yes!! Saturdays at 10 are perfect, Thursdays were killing me after late shifts",
            ),
            rest(),
        ],
        expect=[
            PageContains(
                SCHED_PAGES, [], [["saturday", "sat"], ["10am", "10 am", "10:00", "10.00", "at 10"]]
            ),
        ],
    ),
    Scenario(
        "ae2_sched_gym_closes_at_nine",
        "schedule",
        display_name="Olena",
        timezone="Europe/Kyiv",
        days=[
            said(
                "heads up, my gym has cut its hours — on weekdays it closes at 9pm now, so evening sessions "
                "need to start by 8 at the latest. weekends unchanged.",
                at="22:00",
            ),
            train(),
            rest(),
        ],
        expect=[
            PageContains(SCHED_PAGES, [], [["9pm", "9 pm", "21:00", "21.00"]]),
            PageContains(SCHED_PAGES, [], [["8pm", "8 pm", "20:00", "20.00", "by 8"]]),
        ],
    ),
    # --- diet: a food-diary photo, a label screenshot, no counting, a fasting window, fish again -----
    Scenario(
        "ae2_diet_food_diary_photo_rice_chicken",
        "diet",
        display_name="Aisha",
        timezone="Asia/Dubai",
        days=[
            train(),
            said(
                "pic of my food diary attached — it's mostly rice and chicken tbh, bit of broccoli, 2 "
                "protein shakes a day. same thing every day and I'm so bored of it.",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            Diet([], [["rice", "chicken"]]),
            Diet(["shake"]),
            Diet([], [["bored", "same", "repetit", "variety", "monoton"]]),
            BundleContains("meal_lens", [], [["rice", "chicken"]]),
        ],
    ),
    Scenario(
        "ae2_diet_whey_label_lactose",
        "diet",
        display_name="Catalina",
        timezone="America/Bogota",
        days=[
            said(
                "screenshot of my whey label: it says concentrate. I'm lactose intolerant, so that's "
                "probably why my stomach has been awful after shakes 🙃 switching to isolate or a vegan one.",
                at="12:45",
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["lactose"]),
            BundleContains("meal_lens", ["lactose"]),
        ],
    ),
    Scenario(
        "ae2_diet_plain_no_counting_sweet_tooth",
        "diet",
        display_name="Pauline",
        timezone="Europe/Paris",
        days=[
            said(
                "I don't count calories and I don't want to start, it makes me obsess. Breakfast at 7, a "
                "proper lunch in the work canteen, a small supper. My weakness is something sweet in the "
                "evening.",
                at="18:00",
            ),
            rest(),
            train(),
        ],
        expect=[
            Diet([], [["sweet", "dessert", "sugar", "chocolate"]]),
            PageContains(
                ("nutrition-patterns.md", "preferences.md", "coaching-playbook.md", "profile.md"),
                [],
                [["count", "track", "calorie"]],
            ),
            BundleContains("meal_lens", [], [["count", "track", "calorie"]]),
        ],
    ),
    Scenario(
        "ae2_diet_checkin_sixteen_eight",
        "diet",
        display_name="Renata",
        timezone="America/Sao_Paulo",
        days=[
            train(),
            said(
                "Nutrition this week: stuck to 16:8 every day, first meal at noon, last one by 8pm. protein "
                "~120g most days, water 2L.",
                at="21:30",
            ),
            rest(),
        ],
        expect=[
            Diet([], [["16:8", "16/8", "16 8", "intermittent", "fasting"]]),
            Diet(["120"]),
            BundleContains("meal_lens", [], [["16:8", "16/8", "16 8", "intermittent", "fasting", "window"]]),
        ],
    ),
    Scenario(
        "ae2_diet_fish_again_pescatarian",
        "diet",
        display_name="Ingrid",
        timezone="Europe/Oslo",
        days=[
            said(
                "diet update: I've started eating fish again, so pescatarian now rather than veggie. still "
                "no meat though, and no chicken either before you ask 😄",
                at="19:00",
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet([], [["pescatarian", "fish"]]),
            Diet(["meat"]),
            BundleContains("meal_lens", [], [["pescatarian", "fish"]]),
        ],
    ),
    # --- equipment: a garage photo, a hotel gym, a new gym's rules, bands and a step, a sold bell -----
    Scenario(
        "ae2_equip_garage_photo",
        "equipment",
        display_name="Becky",
        timezone="Europe/London",
        days=[
            said(
                "here's a pic of my garage setup: squat rack with j-hooks, barbell, about 100kg of plates, "
                "adjustable bench. no pull-up bar yet, it's on the list.",
                at="16:20",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["rack"]),
            Profile(["barbell"]),
            BundleContains("session_mode", ["rack"]),
        ],
    ),
    Scenario(
        "ae2_equip_tiny_hotel_gym",
        "equipment",
        display_name="Noor",
        timezone="Asia/Dubai",
        days=[
            [
                sleep(6.5),
                travel_start("Lisbon"),
                user(
                    "landed. hotel gym is tiny: dumbbells up to 12kg, one treadmill, a mat. that's it for "
                    "the week.",
                    at="21:00",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Profile(["12"], [["dumbbell", "db"]]),
            Profile([], [["hotel", "lisbon"]]),
            BundleContains("session_mode", ["12"], [["dumbbell", "db"]]),
        ],
    ),
    Scenario(
        "ae2_equip_new_gym_sled_no_chalk",
        "equipment",
        display_name="Dana",
        timezone="America/Denver",
        days=[
            said(
                "switched gyms. new place: no deadlift platform and they don't allow chalk 😤 but they have "
                "a sled, a reverse hyper and a belt squat.",
                at="20:40",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["sled"]),
            Profile(["chalk"]),
            BundleContains("session_mode", ["sled"]),
        ],
    ),
    Scenario(
        "ae2_equip_plain_bands_and_step",
        "equipment",
        display_name="Joan",
        timezone="Europe/London",
        days=[
            said(
                "I haven't any weights. I've a set of those stretchy bands the physio gave me, a kitchen "
                "step, and the stairs, if they count.",
                at="11:00",
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile(["band"]),
            Profile([], [["step", "stair"]]),
            BundleContains("session_mode", ["band"]),
        ],
    ),
    Scenario(
        "ae2_equip_sold_the_sixteen",
        "equipment",
        display_name="Valentina",
        timezone="Europe/Rome",
        days=[
            asked(
                "Grab your 16 kg kettlebell for today's swings!",
                "sold the 16 last month 🙈 I only have the 24 now, and the adjustable dumbbells",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["24"], [["kettlebell", "kb"]]),
            BundleContains("session_mode", ["24"]),
        ],
    ),
    # --- life: a move, flu, a parent in hospital, perimenopause, a puppy --------------------------
    Scenario(
        "ae2_life_moved_to_manchester",
        "life",
        display_name="Siân",
        timezone="Europe/London",
        days=[
            said(
                "sorry for going quiet — moved to Manchester last weekend, boxes everywhere. new job starts "
                "on the 16th. found a gym 5 min from the new flat though!",
                at="20:00",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["manchester"]),
            Profile(["job"]),
        ],
    ),
    Scenario(
        "ae2_life_flu_fever",
        "life",
        display_name="Tereza",
        timezone="Europe/Prague",
        days=[
            train(),
            said(
                "down with flu, 38.5 fever and everything aches. no training this week obviously.",
                at="09:00",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["flu", "fever", "ill", "sick", "unwell"]]),
            BundleContains("morning_brief", [], [["flu", "fever", "ill", "sick", "unwell"]]),
        ],
    ),
    Scenario(
        "ae2_life_checkin_dad_broke_hip",
        "life",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            train(),
            said(
                "Weekly check-in. Wins: not many. Struggles: Dad fell and broke his hip on Tuesday, he's in "
                "hospital and I'm driving up and down to see him. Sleeping about 5 hours. Body: fine. Next "
                "week: whatever I can manage.",
                at="21:45",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["dad", "father", "hospital"]]),
            BundleContains("morning_brief", [], [["dad", "father", "hospital"]]),
            NoEntry("hip"),
            NoAlert("safety", "hip"),
        ],
    ),
    Scenario(
        "ae2_life_perimenopause",
        "life",
        display_name="Karen",
        timezone="America/Chicago",
        days=[
            said(
                "GP confirmed it's perimenopause. night sweats most nights, that's why my sleep scores have "
                "been rubbish. she's suggested HRT, starting next month.",
                at="18:10",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["perimenopaus", "menopaus"]]),
            BundleContains("morning_brief", [], [["perimenopaus", "menopaus"]]),
        ],
    ),
    Scenario(
        "ae2_life_new_puppy",
        "life",
        display_name="Ruth",
        timezone="Australia/Melbourne",
        days=[
            said(
                "we got a puppy!! 🐶 so now I'm walking about 40 minutes twice a day on top of training, and "
                "sleep is, well, puppy sleep.",
                at="19:20",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["puppy", "dog"]]),
            BundleContains("morning_brief", [], [["puppy", "dog"]]),
        ],
    ),
    # --- style: read on a watch, no jargon, just the numbers, no guilt, a name and voice notes -------
    Scenario(
        "ae2_style_read_on_watch_two_lines",
        "style",
        display_name="Aino",
        timezone="Europe/Helsinki",
        days=[
            said(
                "I read your messages on my watch mostly, so 2 lines max please. anything longer I'll never "
                "scroll through.",
                at="12:30",
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["short", "brief", "2 lines", "two lines", "concise"]]),
            BundleContains("morning_brief", [], [["short", "brief", "2 lines", "two lines", "concise"]]),
        ],
    ),
    Scenario(
        "ae2_style_no_jargon_please",
        "style",
        display_name="Maureen",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("Today: AMRAP 10 on the goblet squats @ RPE 8, then 3x12 RDL."),
                user(
                    "I'm sorry but I don't know what any of that means. AMRAP, RPE, RDL? Could you write it "
                    "in ordinary words please.",
                    at="08:10",
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["jargon", "abbreviation", "acronym", "plain", "ordinary"]]),
            BundleContains("session_mode", [], [["jargon", "abbreviation", "acronym", "plain", "ordinary"]]),
        ],
    ),
    Scenario(
        "ae2_style_just_sets_reps_load",
        "style",
        display_name="Kris",
        timezone="Europe/Tallinn",
        days=[
            said(
                "just send the workout as sets x reps @ load, like 5x5 @ 60. skip the why and the pep talk, "
                "I'll ask if I want to know.",
                at="07:15",
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["5x5", "sets", "load", "numbers"]]),
            Prefs([], [["why", "explan", "pep", "motivat"]]),
        ],
    ),
    Scenario(
        "ae2_style_no_guilt_after_skips",
        "style",
        display_name="Laila",
        timezone="Asia/Karachi",
        days=[
            [sleep(6), skipped("full body A", "kid sick")],
            [
                sleep(6.5),
                bot("You missed yesterday 😢 remember, consistency is everything!"),
                user(
                    "please don't do that. the guilt-trip messages when I skip just make me feel worse. "
                    "just move the session and carry on.",
                    at="08:06",
                ),
            ],
            rest(),
        ],
        expect=[
            Prefs([], [["guilt", "shame", "blame"]]),
            BundleContains("morning_brief", [], [["guilt", "shame", "blame"]]),
        ],
    ),
    Scenario(
        "ae2_style_call_me_femi_voice_notes",
        "style",
        display_name="Oluwafemi",
        timezone="Africa/Lagos",
        days=[
            said(
                "Quick one: everyone calls me Femi, please do the same. Also I'll mostly send voice notes "
                "because I'm driving between sites, so ignore the weird transcription.",
                at="17:50",
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs(["femi"]),
            Prefs(["voice"]),
        ],
    ),
    # --- recurring questions: DOMS, creatine, what RPE means, BSS for lunges, deload only twice -----
    Scenario(
        "ae2_rec_train_on_doms",
        "recurring",
        display_name="Bea",
        timezone="Europe/Madrid",
        days=[
            said("can I train if I still have DOMS from Monday?", at="08:10"),
            rest(),
            said("legs still sore from the squats — is it ok to lift on DOMS or should I wait?", at="08:20"),
            train("lower A"),
            said("sorry, asking again: DOMS = train or rest?", at="08:05"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["doms"], ASKED),
            BundleContains("free_chat", ["doms"], query="can I train with DOMS?"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ae2_rec_creatine",
        "recurring",
        display_name="Sam",
        timezone="Europe/London",
        days=[
            said("should I be taking creatine?", at="12:10"),
            train(),
            said("creatine — yes or no for someone like me?", at="12:15"),
            rest(),
            said("I know I asked before but creatine: worth it?", at="12:05"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["creatine"], ASKED),
            BundleContains("free_chat", ["creatine"], query="should I take creatine?"),
        ],
    ),
    Scenario(
        "ae2_rec_what_does_rpe_mean",
        "recurring",
        display_name="Dorothy",
        timezone="Europe/London",
        days=[
            said("What does RPE mean? It's on my plan.", at="10:00"),
            rest(),
            said("Sorry dear, remind me what the RPE number is about?", at="10:05"),
            train(),
            said("That RPE thing again — I've forgotten what it stands for.", at="10:00"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["rpe"], ASKED),
            BundleContains("free_chat", ["rpe"], query="what does RPE mean?"),
        ],
    ),
    Scenario(
        "ae2_rec_bss_instead_of_lunges",
        "recurring",
        display_name="Jonas",
        timezone="Europe/Copenhagen",
        days=[
            said("can I swap the walking lunges for BSS? gym's too packed to walk anywhere", at="18:00"),
            train("lower A"),
            said("lunges → BSS ok?", at="18:10"),
            rest(),
            said("again sorry: BSS instead of lunges, yes?", at="18:05"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), [], [["bss", "split squat", "bulgarian"], ASKED]),
        ],
    ),
    Scenario(
        "ae2_rec_deload_only_twice",
        "recurring",
        display_name="Mateo",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            said("when's my next deload week?", at="09:00"),
            train(),
            rest(),
            said("deload coming up soon or not yet?", at="09:10"),
        ],
        expect=[
            PageLacks(("preferences.md", "coaching-playbook.md"), ["deload"], ASKED),
        ],
    ),
    # --- bot claims: a sister's knee, a wrong goal, the wrong joint, a misread photo, the wrong client
    Scenario(
        "ae2_bot_knee_was_her_sister",
        "bot_claims",
        display_name="Anya",
        timezone="Europe/Kyiv",
        days=[
            asked(
                "How's the knee after physio today?",
                "not my knee 😅 that's my sister, she's the one in physio. my knees are fine",
            ),
            train("lower A"),
            rest(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "ae2_bot_marathon_is_a_meet",
        "bot_claims",
        display_name="Giulia",
        timezone="Europe/Rome",
        days=[
            asked(
                "Since you're training for the marathon, let's add a long run on Sunday!",
                "what marathon?? I'm training for my first powerlifting meet in March, running is not "
                "the plan",
            ),
            train(),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["marathon"]),
            Goal([], [["meet", "powerlifting", "competition", "comp"], MARCH_NEXT]),
            BundleLacks("weekly_review", ["marathon"]),
        ],
    ),
    Scenario(
        "ae2_bot_shoulder_is_really_elbow",
        "bot_claims",
        display_name="Leah",
        timezone="America/Vancouver",
        days=[
            train("upper A"),
            asked(
                "How's the shoulder after yesterday's OHP?",
                "shoulder's fine! it's my left elbow that's cranky on the skull crushers, 3/10, only on the "
                "way down",
            ),
            rest(),
        ],
        expect=[
            Entry("elbow", any_of=[LEFT]),
            NoEntry("shoulder"),
            NoAlert("safety", "shoulder"),
        ],
    ),
    Scenario(
        "ae2_bot_photo_carbonara_is_risotto",
        "bot_claims",
        display_name="Tamar",
        timezone="Asia/Jerusalem",
        days=[
            [
                sleep(7),
                meal("dinner photo", at="19:30"),
                bot("Logged: spaghetti carbonara 🍝 nice!", at="19:31"),
                user("it's mushroom risotto! no bacon in it, I don't eat pork.", at="19:35"),
            ],
            train(),
            rest(),
        ],
        expect=[
            Diet(["pork"]),
            PageLacks(DIET_PAGES, ["carbonara"]),
            BundleContains("meal_lens", ["pork"]),
        ],
    ),
    Scenario(
        "ae2_bot_dizzy_wrong_client",
        "bot_claims",
        display_name="Fatima",
        timezone="Africa/Casablanca",
        days=[
            train(),
            asked(
                "Since you felt dizzy in yesterday's session, keep it light today.",
                "I didn't feel dizzy? I was fine yesterday, I think you've mixed me up with someone",
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["dizz"]),
            BundleLacks("session_mode", ["dizz"]),
        ],
    ),
    # --- several facts at once: a check-in form, between sets, a voice assistant, a photo, an older man
    Scenario(
        "ae2_mixed_checkin_heel_and_berlin",
        "mixed",
        display_name="Emma",
        timezone="Europe/Amsterdam",
        days=[
            train("pull A"),
            said(
                "Weekly check-in\n"
                "Wins: 3/3 sessions, DL 5x3 @ 100 felt easy, RPE 7.\n"
                "Struggles: late nights, takeaway twice.\n"
                "Body: right heel is sore first thing in the morning, 3/10, eases after 10 min of walking.\n"
                "Next week: in Berlin Wed–Fri for work, hotel gym only.",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            Entry("heel", any_of=[RIGHT]),
            Entry("heel", any_of=[["morning", "first thing", "first step", "waking"]]),
            Safety("heel"),
            Profile(["berlin"]),
        ],
    ),
    Scenario(
        "ae2_mixed_between_sets_hip_flexor",
        "mixed",
        display_name="Vera",
        timezone="Europe/Belgrade",
        days=[
            [
                sleep(7),
                user(
                    "BSS set 2 done — left hip flexor pinching at the bottom, front of the hip, 4/10",
                    at="18:20",
                ),
                user("skipped set 3 of BSS, did RDLs instead, those were fine", at="18:35"),
                session(
                    "lower A",
                    (("bulgarian split squat", 8, 14.0), ("romanian deadlift", 10, 50.0)),
                    at="19:00",
                ),
                user("otherwise good session, 50 min, gym was rammed", at="19:10"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Entry("hip", any_of=[LEFT]),
            Entry("hip", any_of=[["bss", "split squat", "bulgarian"]]),
            Safety("hip"),
            NoAlert("safety", "back"),
        ],
    ),
    Scenario(
        "ae2_mixed_assistant_upper_back_and_10k",
        "mixed",
        display_name="Ximena",
        timezone="America/Mexico_City",
        days=[
            train(),
            said(
                "Hey Google, send a message to Coach: wrist is all good now. new thing though, my upper "
                "back is tight between the shoulder blades, 3 out of 10 by the evening. and I signed up for "
                "a charity 10k in March.",
                at="18:30",
            ),
            rest(),
        ],
        expect=[
            Entry("back", any_of=[["upper", "shoulder blade"]]),
            Goal([], [TEN_K, MARCH_NEXT]),
            NoAlert("safety", "wrist"),
        ],
    ),
    Scenario(
        "ae2_mixed_lunch_photo_shin_sub_50",
        "mixed",
        display_name="Thandi",
        timezone="Africa/Johannesburg",
        days=[
            [sleep(7), session("tempo run", (("run", 1, 0.0),), rpe=None, minutes=52)],
            said(
                "photo of lunch: chicken wrap and an apple 🍎. also my right shin is sore along the inside "
                "after yesterday's 10k in 52, like 4/10 when I press on it. still going for sub 50 by "
                "Christmas.",
                at="13:15",
            ),
            rest(),
        ],
        expect=[
            Entry("shin", any_of=[RIGHT]),
            Safety("shin"),
            Goal(["50"], [TEN_K]),
            Goal([], [["christmas", "december", "dec", "2026-12"]]),
        ],
    ),
    Scenario(
        "ae2_mixed_retired_postman_new_knee",
        "mixed",
        display_name="Bernard",
        timezone="Europe/London",
        days=[
            said(
                "My daughter set this up for me. I'm 67, retired postman. Had my left knee replaced two "
                "years ago, it's grand, no pain at all. I'd like to be stronger for the allotment — lifting "
                "the compost bags. Mornings suit me best.",
                at="09:30",
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile(["67"]),
            PageContains((CONSTRAINTS, "profile.md"), ["knee"], [["replace", "new knee", "surgery", "tkr"]]),
            NoAlert("safety", "knee"),
            Goal([], [["allotment", "compost", "garden"]]),
        ],
    ),
    # --- alerts: shrugged-off dizziness, chest tightness, numbness, a repeat, a check-in, a headache -
    Scenario(
        "ae2_alert_dizzy_after_amrap_downplayed",
        "alerts",
        display_name="Lena",
        timezone="Europe/Vienna",
        days=[
            lifted(
                "conditioning",
                (("kettlebell swing", 20, 16.0), ("burpee", 10, 0.0)),
                "bit dizzy after the AMRAP, had to sit on the floor for a minute lol. probably because I "
                "skipped lunch. all good now!",
                at="19:05",
            ),
            rest(),
            rest(),
        ],
        expect=[
            AlertOpen("safety", any_of=[["dizz", "lightheaded", "light headed", "faint"]]),
            BundleContains("session_mode", [], [["dizz", "lightheaded", "light headed"]]),
        ],
    ),
    Scenario(
        "ae2_alert_chest_tightness_last_interval",
        "alerts",
        display_name="Ieva",
        timezone="Europe/Vilnius",
        days=[
            lifted(
                "intervals",
                (("row 500 m", 1, 0.0),),
                "weird tightness in my chest on the last interval, went away after a few minutes of "
                "walking. probably nothing, I'm just out of shape haha",
                at="19:30",
                rpe=9,
            ),
            rest(),
            rest(),
        ],
        expect=[
            Safety("chest"),
            PageContains(CONSTRAINTS, ["chest"]),
            BundleContains("session_mode", ["chest"]),
        ],
    ),
    Scenario(
        "ae2_alert_numb_fingers_on_pulls",
        "alerts",
        display_name="Shira",
        timezone="Asia/Jerusalem",
        days=[
            lifted(
                "pull A",
                (("deadlift", 5, 90.0), ("farmer carry", 1, 24.0)),
                "fingers on my left hand go numb and tingly during DLs and farmer carries, back to normal "
                "about 5 min after. grip thing I guess?",
                at="19:15",
            ),
            rest(),
            rest(),
        ],
        expect=[
            AlertOpen("safety", any_of=[["numb", "tingl"]]),
            PageContains(CONSTRAINTS, [], [["numb", "tingl"], ENTRY_LEVELS]),
            PageContains(CONSTRAINTS, [], [["finger", "hand"], ["numb", "tingl"]]),
        ],
    ),
    Scenario(
        "ae2_alert_groin_on_sumo_three_times",
        "alerts",
        display_name="Brigitte",
        timezone="Europe/Zurich",
        days=[
            lifted("pull A", (("sumo deadlift", 5, 80.0),), "left groin tight on the sumo pulls again, 3/10"),
            rest(),
            lifted(
                "pull B", (("sumo deadlift", 3, 85.0),), "groin again on sumo, left side, maybe 4/10 today"
            ),
            rest(),
            lifted(
                "pull A",
                (("sumo deadlift", 5, 75.0),),
                "3rd time this week: left groin on sumo DL. switch me to conventional?",
            ),
        ],
        expect=[
            AlertCount("safety", 1, "groin"),
            Entry("groin", any_of=[LEFT]),
            Entry("groin", any_of=[["sumo"]]),
        ],
    ),
    Scenario(
        "ae2_alert_ribs_checkin_then_chat",
        "alerts",
        display_name="Ayla",
        timezone="Europe/Istanbul",
        days=[
            [
                sleep(6.5),
                soreness("ribs", 4, "sharp on deep breath"),
                user(
                    "the ribs: left side, sharp when I breathe in deep or cough, since I came off the bike "
                    "on Saturday",
                    at="09:20",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "rib"),
            Entry("rib", any_of=[LEFT]),
            BundleContains("session_mode", ["rib"]),
        ],
    ),
    Scenario(
        "ae2_alert_sudden_headache_heavy_dl",
        "alerts",
        display_name="Nkechi",
        timezone="Africa/Lagos",
        days=[
            lifted(
                "pull A",
                (("deadlift", 3, 120.0),),
                "got a sudden pounding headache at the top of the heavy DL set, 6/10, never had that "
                "before. neck's fine. stopped there.",
                at="19:00",
                rpe=9,
            ),
            rest(),
            rest(),
        ],
        expect=[
            AlertOpen("safety", any_of=[["head"]]),
            NoAlert("safety", "neck"),
            BundleContains("session_mode", ["head"]),
        ],
    ),
]
