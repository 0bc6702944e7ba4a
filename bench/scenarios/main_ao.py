"""A batch about time: facts that change across the scripted days, and the many ways people write dates.

Pain that creeps up or settles across a week, rated as "2/10", "a solid 5", "3ish", "seven out of ten";
injuries that clear and then come back; first mentions against old history ("first time since March",
"on and off since the summer", "for about 3 weeks now"). Goals restated with a new date or swapped for
another; schedules that turn with the clocks, school terms, rotas and seasons; dates written as "14/3",
"the 27th", "next Fri", "in a fortnight", "end of Q1", "after Easter", "mid-Jan", "a week on Sunday",
"the bank holiday". The bot sometimes gets a date or a recap wrong. Names are prefixed `ao2_`.
"""

import datetime as dt

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    LEFT,
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
    sleep,
    soreness,
    user,
)

DIET_PAGES = ("nutrition-patterns.md", "profile.md", "preferences.md")
DOUBT = (
    "ask",
    "question",
    "unsure",
    "not sure",
    "confus",
    "recurring",
    "repeat",
    "keeps",
    "unclear",
    "uncertain",
    "wonder",
    "again",
)
TEN_K = ("10k", "10 k", "10 km", "ten k")
HALF = ("half", "21 k", "21k", "13.1")
SIX_KG = ("6 kg", "6 kilo", "six kilo", "six kg", "six")
PULL_UP = ("pull up", "pullup", "chin up")
RUN = (("run", 1, 0.0),)
PUSH_UPS = (("push up", 12, 0.0), ("dumbbell row", 10, 14.0))


def night(hours: float = 7.1) -> list:
    return [sleep(hours)]


def trained(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def tells(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def replies(question: str, answer: str, hours: float = 7.0, at: str = "08:05") -> list:
    """The bot asks at breakfast; she answers a little later."""
    return [sleep(hours), bot(question, at="07:58"), user(answer, at=at)]


SCENARIOS: list[Scenario] = [
    # --- goals: a race moved, a goal swapped, a fortnight away, a wedding pushed back, a job test ---
    Scenario(
        "ao2_goal_10k_moved_a_week_later",
        "goals",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            tells(
                "signed up for the Phoenix Park 10k on 14/3!! target is under an hour, my best so far "
                "is 1:04 so it's doable if I stop skipping the long runs",
                at="20:10",
            ),
            trained(),
            night(),
            tells(
                "well that's annoying. email from the organisers, the 10k's been moved back a week to "
                "the 21st of March because of a clash with some other event. same plan, still going for "
                "sub-60",
                at="12:35",
            ),
            night(),
        ],
        expect=[
            Goal(
                [],
                [TEN_K, ("21 mar", "mar 21", "march 21", "21 march", "21st", "2027 03 21", "21/3", "21/03")],
            ),
            Goal([], [TEN_K, ("hour", "60", "1:00")]),
            BundleContains("weekly_review", [], [TEN_K]),
        ],
    ),
    Scenario(
        "ao2_goal_pullup_swapped_for_deadlift",
        "goals",
        display_name="Kayla",
        timezone="America/Denver",
        days=[
            tells(
                "ok real goal time. first strict pull-up by Easter. right now I can dead hang for like "
                "20 seconds and that's the whole act"
            ),
            trained("upper A"),
            night(),
            night(),
            tells(
                "been chewing on this all week and honestly I care way more about deadlifting than "
                "pull-ups. new goal: deadlift my bodyweight, which is 68 kg, by the end of Q1. pull-ups "
                "can wait till later in the year",
                at="21:30",
            ),
            night(),
        ],
        expect=[
            Goal(["deadlift"], [("68", "bodyweight", "body weight")]),
            Goal(["deadlift"], [("q1", "march", "2027 03", "first quarter", "end of quarter", "quarter")]),
            BundleContains("weekly_review", ["deadlift"]),
        ],
    ),
    Scenario(
        "ao2_goal_three_peaks_in_a_fortnight",
        "goals",
        display_name="Bethan",
        timezone="Europe/London",
        days=[
            tells(
                "so my sister has roped me into the Yorkshire Three Peaks in a fortnight, Saturday the "
                "14th. 24 miles and three hills. I don't care about looking pretty, I just want to get "
                "round inside the 12 hours so we get the certificate",
                at="19:15",
            ),
            trained(),
            night(),
        ],
        expect=[
            Goal(
                [],
                [
                    ("three peaks", "3 peaks"),
                    (
                        "14th",
                        "14 nov",
                        "nov 14",
                        "november 14",
                        "14 november",
                        "2026 11 14",
                        "fortnight",
                        "two weeks",
                        "2 weeks",
                    ),
                ],
            ),
            Goal([], [("12 hour", "12 h", "twelve hour", "12hr", "12 hr")]),
            BundleContains("weekly_review", [], [("three peaks", "3 peaks")]),
        ],
    ),
    Scenario(
        "ao2_goal_wedding_moved_after_easter",
        "goals",
        display_name="Maricel",
        timezone="Asia/Manila",
        days=[
            tells(
                "goal: 6 kilos down by mid-Jan. my sister's wedding is the 16th of January and I'm a "
                "bridesmaid in a very unforgiving satin dress"
            ),
            trained(),
            night(),
            night(),
            tells(
                "PLOT TWIST. the venue double booked, so the wedding is now after Easter, 10th of April. "
                "the 6 kg goal stays exactly the same but I've got till April now. honestly so relieved",
                at="22:40",
            ),
            night(),
        ],
        expect=[
            Goal([], [SIX_KG, ("april", "apr", "2027 04", "easter")]),
            Goal([], [("wedding", "bridesmaid", "sister")]),
            BundleContains("weekly_review", [], [SIX_KG]),
        ],
    ),
    Scenario(
        "ao2_goal_fire_brigade_beep_test",
        "goals",
        display_name="Tegan",
        timezone="Australia/Brisbane",
        days=[
            tells(
                "big news, I've applied to the fire brigade. the physical is end of Q1, the 24th of March "
                "to be exact, and I need level 9.6 on the beep test. I'm sitting around 7.5. that's the "
                "goal now, everything else is secondary",
                at="17:50",
            ),
            trained(),
            night(),
        ],
        expect=[
            Goal([], [("beep", "bleep", "shuttle"), ("9.6", "9 6", "level 9")]),
            Goal([], [("fire", "brigade", "firefight", "recruit", "applic")]),
            Goal([], [("24 mar", "mar 24", "march 24", "24 march", "24th", "2027 03 24", "q1", "march")]),
            BundleContains("weekly_review", [], [("beep", "bleep", "shuttle")]),
        ],
    ),
    # --- pain: a knee creeping up, a shoulder settling, "since Tuesday", "since the summer", 3 weeks --
    Scenario(
        "ao2_pain_knee_creeping_up",
        "pain",
        display_name="Lucía",
        timezone="Europe/Madrid",
        days=[
            [
                sleep(7),
                session("easy run", sets=RUN, minutes=40),
                user("left knee a little achy on the downhill bit, like 2/10, probably nothing", at="19:30"),
            ],
            night(),
            [
                sleep(7),
                soreness("left knee", 3, "stairs"),
                user("knee's grumbling more on the stairs today", at="09:10"),
            ],
            night(),
            tells(
                "ok the knee is getting worse not better. going down stairs it's a six out of ten now and "
                "it's a bit puffy by the evening",
                at="21:00",
            ),
            night(),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            Entry(
                "knee",
                any_of=[("6/10", "6 out of 10", "six", "worse", "worsen", "puff", "swell", "stairs")],
            ),
            Safety("knee"),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        "ao2_pain_shoulder_settling_down",
        "pain",
        display_name="Renata",
        timezone="America/Sao_Paulo",
        days=[
            tells(
                "reaching up to the top shelf my right shoulder pinches, honestly a solid 5. it started "
                "after Saturday's beach volleyball",
                at="19:00",
            ),
            night(),
            tells("shoulder a bit better, 3ish. still don't fancy anything overhead", at="12:00"),
            trained("lower A"),
            night(),
            tells(
                "shoulder's down to a 1 today, barely notice it unless I really stretch for something",
                at="10:00",
            ),
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT]),
            Entry("shoulder", any_of=[("overhead", "reach", "volleyball", "pinch", "shelf")]),
            PageContains(
                CONSTRAINTS,
                ["shoulder"],
                [
                    (
                        "1/10",
                        "1 out of 10",
                        "improv",
                        "better",
                        "easing",
                        "eased",
                        "settl",
                        "down to",
                        "barely",
                    )
                ],
            ),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "ao2_pain_achilles_since_tuesday",
        "pain",
        display_name="Femke",
        timezone="Europe/Amsterdam",
        days=[
            trained(),
            night(),
            night(),
            tells(
                "my right achilles has been stiff and sore first thing every morning since Tuesday. it "
                "loosens up after ten minutes of pottering about, 4/10 at its worst",
                at="07:40",
            ),
            night(),
        ],
        expect=[
            Entry("achilles", any_of=[RIGHT]),
            Entry("achilles", any_of=[("morning", "first thing", "stiff", "loosen")]),
            Entry("achilles", any_of=[("since", "tuesday", "tue", "{d1}", "3 nov", "nov 3")]),
            Safety("achilles"),
        ],
    ),
    Scenario(
        "ao2_pain_back_on_and_off_since_summer",
        "pain",
        display_name="Dana",
        timezone="America/New_York",
        days=[
            tells(
                "something I should've mentioned weeks ago: my lower back has been on and off since the "
                "summer. long days at the desk set it off. right now it's sitting at about a 3, I can "
                "train but I'm careful bending",
                at="18:20",
            ),
            trained(),
            night(),
        ],
        expect=[
            Entry(
                "back",
                any_of=[
                    (
                        "on and off",
                        "on off",
                        "summer",
                        "recurr",
                        "intermittent",
                        "flare",
                        "desk",
                        "sitting",
                        "months",
                    )
                ],
            ),
            Safety("back"),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    Scenario(
        "ao2_pain_heel_three_weeks",
        "pain",
        display_name="Aroha",
        timezone="Pacific/Auckland",
        days=[
            replies(
                "How's the foot been this week?",
                "not great tbh. it's my right heel and it's been going for about 3 weeks now. worst on "
                "the first steps out of bed, maybe 5 out of 10, then it eases off. physio reckons "
                "plantar fasciitis",
            ),
            night(),
            trained(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [("heel", "plantar", "foot"), RIGHT, ENTRY_LEVELS]),
            PageContains(
                CONSTRAINTS,
                [],
                [
                    ("heel", "plantar", "foot"),
                    ("3 week", "three week", "weeks", "{d0-21}", "mid oct", "oct"),
                ],
            ),
            AlertOpen("safety", None, [], [("heel", "plantar", "foot")]),
            BundleContains("session_mode", [], [("heel", "plantar")]),
        ],
    ),
    # --- negation: an old knee long gone, a hip that clicks, DOMS, old shoes, wrist wraps --------
    Scenario(
        "ao2_neg_knee_from_spring_long_gone",
        "negation",
        display_name="Lea",
        timezone="Europe/Zurich",
        days=[
            replies(
                "Before we add lunges back in: any niggles I should know about?",
                "the knee thing from the spring? long gone. haven't felt it since about June, I did a "
                "week of hut-to-hut hiking in August with zero problems. lunges are fine",
            ),
            trained("lower A"),
            night(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["knee"], [("[injury]", "[constraint]")]),
        ],
    ),
    Scenario(
        "ao2_neg_hip_clicks_since_teens",
        "negation",
        display_name="Jiwoo",
        timezone="Asia/Seoul",
        days=[
            tells(
                "random thing but: my right hip clicks when I do the leg swings in the warm-up. it has "
                "done since I was about fifteen, no pain at all, a physio years ago said it's just a "
                "tendon flicking over the bone",
                at="21:20",
            ),
            trained("lower A"),
            night(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("hip"),
            PageContains(CONSTRAINTS, ["hip", "click"], section="note"),
        ],
    ),
    Scenario(
        "ao2_neg_doms_since_tuesday",
        "negation",
        display_name="Funmilayo",
        timezone="Africa/Lagos",
        days=[
            night(),
            [
                sleep(7),
                session("lower A", sets=(("back squat", 6, 55.0), ("walking lunge", 10, 10.0))),
            ],
            night(),
            tells(
                "my legs have been wrecked since Tuesday's squats haha, getting down the stairs is a "
                "comedy show. it's just DOMS though, nothing's injured, I know the difference",
                at="13:00",
            ),
            night(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [("leg", "quad", "thigh", "glute"), ENTRY_LEVELS]),
        ],
    ),
    Scenario(
        "ao2_neg_shin_sorted_by_new_shoes",
        "negation",
        display_name="Eleni",
        timezone="Europe/Athens",
        days=[
            replies(
                "You mentioned shin pain back in the summer. Is that still something to work around?",
                "no, that was the old shoes. got new ones in August and it cleared up within a week, not "
                "a twinge since. you can forget about it",
            ),
            trained(),
            night(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("shin"),
        ],
    ),
    Scenario(
        "ao2_neg_wrist_wraps_are_habit",
        "negation",
        display_name="Priya",
        timezone="America/Vancouver",
        days=[
            [
                sleep(7),
                session("upper A", sets=(("bench press", 5, 50.0), ("dumbbell row", 10, 20.0))),
                user(
                    "heavy bench today. wore the wrist wraps, and before you ask, that's just a habit "
                    "from my old gym. nothing wrong with my wrists, never has been",
                    at="18:50",
                ),
            ],
            night(),
            night(),
        ],
        expect=[
            NoEntry("wrist"),
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["wrist"], [("pain", "sore", "injur", "hurt")]),
        ],
    ),
    # --- schedule: clocks going back, term time, a 4-on-4-off rota, nights then days, a lido closing -
    Scenario(
        "ao2_sched_clocks_gone_back",
        "schedule",
        display_name="Hollie",
        timezone="Europe/London",
        days=[
            tells(
                "now the clocks have gone back it's pitch black by half four and I'm not running round "
                "the estate in the dark. so from now till about March: lunchtime runs on weekdays and the "
                "long one on Saturday mornings. once it's light again I'll go back to evenings",
                at="12:45",
            ),
            [sleep(7), session("easy run", sets=RUN, minutes=30, at="12:30")],
            night(),
        ],
        expect=[
            Profile([], [("lunch", "midday", "noon")]),
            Profile([], [("saturday", "sat"), ("morning", "long")]),
            BundleContains("morning_brief", [], [("lunch", "midday", "noon")]),
        ],
    ),
    Scenario(
        "ao2_sched_term_time_and_half_term",
        "schedule",
        display_name="Clare",
        timezone="Europe/London",
        start=dt.date(2027, 2, 1),
        days=[
            tells(
                "teacher life, sorry: in term time it's before school or nothing, so I'm in the gym 6 "
                "till 6:45 on weekdays, plus whenever on Sundays. half term is the week of the 15th and "
                "I'm free every single day of it, so we could try something bigger that week",
                at="17:30",
            ),
            [sleep(6.5), session("full body A", at="06:05")],
            night(),
        ],
        expect=[
            Profile([], [("term",), ("6", "six", "before school", "early", "morning")]),
            Profile([], [("half term",), ("15", "feb", "2027 02")]),
            BundleContains("morning_brief", [], [("term", "before school")]),
        ],
    ),
    Scenario(
        "ao2_sched_four_on_four_off",
        "schedule",
        display_name="Shannon",
        timezone="Australia/Perth",
        days=[
            tells(
                "I've moved onto a 4 on 4 off rota at the hospital, 12 hour days, 7 till 7. on my four on "
                "I'm not training, full stop, there'll be nothing left in the tank. first block off "
                "starts this Thursday",
                at="20:05",
            ),
            night(),
            night(),
            trained(),
        ],
        expect=[
            Profile([], [("4 on", "four on", "4 off", "four off")]),
            Profile([], [("12 hour", "12 h", "7 till 7", "7am", "07:00", "7 to 7", "12hr")]),
            BundleContains("morning_brief", [], [("4 on", "four on", "rota", "shift")]),
        ],
    ),
    Scenario(
        "ao2_sched_nights_until_the_20th",
        "schedule",
        display_name="Tasha",
        timezone="America/Chicago",
        days=[
            tells(
                "dispatch schedule update: I'm on nights until the 20th, so I'll train around 4pm before "
                "heading in. from the 23rd I'm back on days and it flips to evenings, 6:30 or so",
                at="15:10",
            ),
            [sleep(6), session("full body A", at="16:00")],
            night(6),
        ],
        expect=[
            Profile(
                [],
                [("night",), ("20th", "20 nov", "nov 20", "november 20", "2026 11 20", "until the 20")],
            ),
            Profile(
                [],
                [
                    ("23rd", "23 nov", "nov 23", "november 23", "2026 11 23"),
                    ("day", "evening", "6:30", "18:30"),
                ],
            ),
            BundleContains("morning_brief", [], [("night", "4pm", "4 pm", "16:00")]),
        ],
    ),
    Scenario(
        "ao2_sched_lido_shuts_spin_tuesdays",
        "schedule",
        display_name="Maja",
        timezone="Europe/Ljubljana",
        start=dt.date(2027, 9, 20),
        days=[
            tells(
                "Tuesday mornings are my lido swim but it shuts for the season at the end of the month. "
                "once it does I'll switch to spin at the leisure centre, same slot",
                at="09:00",
            ),
            trained(),
            night(),
            night(),
            tells(
                "lido's closed already, they shut it early with this cold snap. so spin on Tuesdays "
                "starting next week",
                at="18:00",
            ),
            night(),
        ],
        expect=[
            Profile(["spin"], [("tuesday", "tue")]),
            BundleContains("morning_brief", ["spin"]),
        ],
    ),
    # --- diet: Lent, Ramadan, an allergy confirmed, vegetarian again, an eating window moved --------
    Scenario(
        "ao2_diet_no_meat_for_lent",
        "diet",
        display_name="Marta",
        timezone="Europe/Warsaw",
        start=dt.date(2027, 2, 8),
        days=[
            tells(
                "heads up for the food side: I'm giving up meat for Lent, so from Wednesday until Easter "
                "Sunday it's fish, eggs and a lot of vegetables",
                at="20:00",
            ),
            night(),
            [sleep(7), meal("vegetable soup and a cheese omelette", protein_g=24, kcal=450)],
            trained(),
            night(),
        ],
        expect=[
            Diet(["meat"], [("lent", "easter", "march", "2027 03", "until")]),
            Diet([], [("fish", "pescatarian", "pescetarian")]),
            BundleContains("meal_lens", [], [("meat", "lent")]),
        ],
    ),
    Scenario(
        "ao2_diet_ramadan_train_after_iftar",
        "diet",
        display_name="Ayesha",
        timezone="Asia/Karachi",
        start=dt.date(2027, 2, 1),
        days=[
            tells(
                "Ramadan starts next week, I'll be fasting dawn to sunset for the month. I'd rather "
                "train after iftar, around 9pm, than on an empty stomach in the afternoon",
                at="22:00",
            ),
            trained(),
            night(),
        ],
        expect=[
            Diet([], [("ramadan", "fast")]),
            PageContains("*", [], [("iftar", "9pm", "9 pm", "21:00", "after sunset")]),
            BundleContains("meal_lens", [], [("ramadan", "fast")]),
        ],
    ),
    Scenario(
        "ao2_diet_cashew_allergy_confirmed",
        "diet",
        display_name="Valeria",
        timezone="America/Lima",
        days=[
            trained(),
            night(),
            night(),
            night(),
            tells(
                "got my allergy results back yesterday: tree nuts, cashews especially. first time it's "
                "actually been confirmed, I always just thought my mouth went itchy for no reason. so no "
                "more cashew butter in the oats",
                at="19:00",
            ),
            night(),
        ],
        expect=[
            Diet([], [("nut", "cashew"), ("allerg",)]),
            BundleContains("meal_lens", [], [("nut", "cashew")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ao2_diet_vegetarian_again_since_the_first",
        "diet",
        display_name="Sofie",
        timezone="Europe/Brussels",
        days=[
            tells(
                "food update: I went back to eating meat over the summer while I was travelling, but "
                "since the 1st I'm vegetarian again. for good this time, it never sat right with me",
                at="18:40",
            ),
            [sleep(7), meal("lentil curry with rice", protein_g=22, kcal=610, at="19:30")],
            trained(),
            night(),
        ],
        expect=[
            Diet(["vegetarian"]),
            BundleContains("meal_lens", ["vegetarian"]),
        ],
    ),
    Scenario(
        "ao2_diet_eating_window_moves",
        "diet",
        display_name="Yiting",
        timezone="Asia/Taipei",
        days=[
            tells(
                "I've done 16:8 since about September, eating between 12 and 8. the new job starts "
                "Monday and lunch there is at 11, so from next week my window moves to 10 till 6",
                at="21:00",
            ),
            trained(),
            night(),
        ],
        expect=[
            Diet([], [("16:8", "16/8", "16 8", "fast", "window", "time restrict")]),
            Diet(
                [],
                [
                    ("window", "16:8", "16/8", "fast", "eat"),
                    ("10 till 6", "10 to 6", "10:00", "10am", "10 am", "10 6", "10 until 6"),
                ],
            ),
            BundleContains("meal_lens", [], [("16:8", "16/8", "fast", "window")]),
        ],
    ),
    # --- equipment: a kettlebell next Fri, a membership ending, rings in April, a broken belt, Leeds -
    Scenario(
        "ao2_equip_kettlebell_arrives_next_fri",
        "equipment",
        display_name="Inês",
        timezone="Europe/Lisbon",
        days=[
            tells(
                "ordered a 16 kg kettlebell! tracking says next Fri. until then it's still just the "
                "resistance bands"
            ),
            trained(),
            night(),
            night(),
            tells(
                "it's HERE. 16 kilos of pure intimidation. so that's bands plus a kettlebell now", at="18:30"
            ),
            night(),
        ],
        expect=[
            Profile(["kettlebell", "16"]),
            Profile(["band"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    Scenario(
        "ao2_equip_membership_runs_out",
        "equipment",
        display_name="Jelena",
        timezone="Europe/Belgrade",
        days=[
            tells(
                "decided I'm not renewing the gym, the membership runs out on the 30th. from December "
                "it's home training with a doorway pull-up bar and a set of bands, and that's it",
                at="20:30",
            ),
            trained(),
            night(),
        ],
        expect=[
            Profile([], [PULL_UP]),
            Profile(
                ["gym"],
                [("30th", "30 nov", "nov 30", "november 30", "2026 11 30", "december", "dec", "end of")],
            ),
            BundleContains("session_mode", [], [(*PULL_UP, "band")]),
        ],
    ),
    Scenario(
        "ao2_equip_park_rings_back_in_april",
        "equipment",
        display_name="Greta",
        timezone="Europe/Berlin",
        start=dt.date(2027, 3, 1),
        days=[
            tells(
                "the council takes the rings off the outdoor rig every winter, apparently they go back "
                "up in April. until then at the park it's the parallel bars and the low bar only"
            ),
            trained(),
            night(),
        ],
        expect=[
            Profile([], [("ring",), ("april", "apr", "2027 04", "spring", "winter")]),
            Profile([], [("parallel", "dip", "low bar")]),
            BundleContains("session_mode", [], [("parallel", "dip", "bar")]),
        ],
    ),
    Scenario(
        "ao2_equip_treadmill_out_till_the_19th",
        "equipment",
        display_name="Morgan",
        timezone="America/Halifax",
        days=[
            tells(
                "treadmill belt snapped on Sunday 🙄 the repair guy can't come till the 19th. the rower's "
                "fine though so cardio is on that for now",
                at="19:45",
            ),
            trained(),
            night(),
        ],
        expect=[
            Profile([], [("rower", "rowing")]),
            Profile(["treadmill"], [("19", "broken", "snap", "repair")]),
            BundleContains("session_mode", [], [("rower", "rowing")]),
        ],
    ),
    Scenario(
        "ao2_equip_leeds_every_other_week",
        "equipment",
        display_name="Naomi",
        timezone="Europe/London",
        days=[
            tells(
                "work has me in the Leeds office every other week starting next Monday. the hotel up "
                "there has a Smith machine and dumbbells that stop at 20 kg. home weeks I've got my usual "
                "gym",
                at="21:10",
            ),
            trained(),
            night(),
        ],
        expect=[
            Profile([], [("smith",)]),
            Profile(["leeds"], [("every other", "alternate", "fortnight", "other week", "biweekly")]),
            BundleContains("session_mode", [], [("smith",)]),
        ],
    ),
    # --- life: a due date, a move on the 27th, back to work after Easter, a dad in hospital, exams -
    Scenario(
        "ao2_life_baby_due_in_february",
        "life",
        display_name="Dewi",
        timezone="Asia/Jakarta",
        days=[
            tells(
                "I'm 26 weeks pregnant now, baby's due the 3rd of February. midwife says keep training as "
                "long as it feels good, just no lying flat on my back for long stretches",
                at="10:00",
            ),
            trained(),
            night(),
        ],
        expect=[
            Profile([], [("pregnan", "baby", "due"), ("feb", "2027 02", "3rd")]),
            PageContains(
                ("profile.md", CONSTRAINTS, "coaching-playbook.md"),
                [],
                [("flat", "supine", "on my back", "on her back", "lying")],
            ),
            BundleContains("morning_brief", [], [("pregnan", "baby")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ao2_life_moving_on_the_27th",
        "life",
        display_name="Camila",
        timezone="America/Bogota",
        days=[
            tells(
                "we got the flat!!! moving day is the 27th so this month is going to be boxes and chaos. "
                "the bad news is the new place is 40 minutes from my gym instead of 10",
                at="20:15",
            ),
            trained(),
            night(),
        ],
        expect=[
            Profile(
                [],
                [("move", "moving", "flat"), ("27th", "27 nov", "nov 27", "november 27", "2026 11 27")],
            ),
            Profile([], [("40 min", "forty min")]),
            BundleContains("morning_brief", [], [("move", "moving")]),
        ],
    ),
    Scenario(
        "ao2_life_back_to_work_after_easter",
        "life",
        display_name="Jo",
        timezone="Europe/London",
        start=dt.date(2027, 3, 8),
        days=[
            tells(
                "my maternity leave finishes after Easter: back in the office Tuesday to Thursday from "
                "the 6th of April. Mondays and Fridays I'll have the little one at home with me",
                at="14:20",
            ),
            trained(),
            night(),
        ],
        expect=[
            Profile([], [("work", "office", "maternity", "leave"), ("easter", "april", "apr", "2027 04")]),
            Profile([], [("tuesday", "tue"), ("thursday", "thu")]),
            BundleContains("morning_brief", [], [("maternity", "baby", "office", "little one")]),
        ],
    ),
    Scenario(
        "ao2_life_dad_in_hospital_since_sunday",
        "life",
        display_name="Kavya",
        timezone="Asia/Kolkata",
        days=[
            tells(
                "sorry for going quiet. Dad's been in hospital since Sunday, heart trouble, he's stable "
                "now. I'm there every evening for the foreseeable so it's mornings only for me, if at all",
                hours=5,
                at="07:10",
            ),
            night(5.5),
            trained(),
        ],
        expect=[
            Profile([], [("dad", "father"), ("hospital",)]),
            BundleContains("morning_brief", [], [("dad", "father", "hospital")]),
            NoAlert("safety"),
            NoEntry("heart"),
        ],
    ),
    Scenario(
        "ao2_life_exam_season_in_may",
        "life",
        display_name="Aoife",
        timezone="Europe/Dublin",
        start=dt.date(2027, 4, 19),
        days=[
            tells(
                "exam season is 10/5 to 28/5 for me, final year so it's a big one. after the 28th I'm "
                "free for the whole summer and I want to go hard",
                at="23:05",
            ),
            trained(),
            night(),
        ],
        expect=[
            Profile(["exam"], [("may", "2027 05", "10/5", "28/5")]),
            Profile([], [("final year", "student", "universit", "uni", "college")]),
            BundleContains("weekly_review", ["exam"]),
        ],
    ),
    # --- style: three lines on the tube, emojis taken back, Sunday roundups, quiet weekends, pounds --
    Scenario(
        "ao2_style_three_lines_on_the_tube",
        "style",
        display_name="Rosa",
        timezone="Europe/London",
        days=[
            tells(
                "new job, new commute: I read your morning message on the tube with no signal half the "
                "time. could you keep it to three lines max from now on?",
                at="08:40",
            ),
            trained(),
            night(),
        ],
        expect=[
            Prefs([], [("three line", "3 line", "short", "brief", "concise")]),
            BundleContains("morning_brief", [], [("three line", "3 line", "short", "brief", "concise")]),
            QuotesWhole(("preferences.md", "coaching-playbook.md"), min_quotes=0),
        ],
    ),
    Scenario(
        "ao2_style_emojis_taken_back",
        "style",
        display_name="Brooke",
        timezone="America/Los_Angeles",
        days=[
            tells("lol love the emojis keep em coming 🔥💪", at="07:20"),
            trained(),
            night(),
            night(),
            tells(
                "ok I take back what I said about the emojis, it's turned into a lot. can we drop them? "
                "plain text is totally fine",
                at="18:05",
            ),
            night(),
        ],
        expect=[
            Prefs(
                ["emoji"],
                [
                    (
                        "no ",
                        "without",
                        "drop",
                        "avoid",
                        "don't",
                        "dont",
                        "plain",
                        "skip",
                        "none",
                        "stop",
                        "not",
                    )
                ],
            ),
            BundleContains("morning_brief", [], [("emoji", "plain text")]),
        ],
    ),
    Scenario(
        "ao2_style_sunday_evening_roundup",
        "style",
        display_name="Ellie",
        timezone="Australia/Melbourne",
        days=[
            tells(
                "could the weekly roundup come on Sunday evening instead of Monday morning? I plan my "
                "week on Sunday nights with a cup of tea, by Monday it's too late to change anything",
                at="19:50",
            ),
            trained(),
            night(),
        ],
        expect=[
            Prefs(["sunday"], [("summary", "roundup", "round up", "review", "recap", "weekly")]),
            BundleContains("weekly_review", ["sunday"]),
        ],
    ),
    Scenario(
        "ao2_style_nothing_before_nine_on_weekends",
        "style",
        display_name="Freja",
        timezone="Europe/Copenhagen",
        days=[
            trained(),
            night(),
            trained(),
            night(),
            night(),
            [
                sleep(6),
                bot("Rise and shine! Ready for today's session?", at="06:30"),
                user(
                    "please, nothing before 9 on weekends. that 6:30 ping woke the baby and I was not a "
                    "happy woman",
                    at="07:15",
                ),
            ],
            night(),
        ],
        expect=[
            Prefs([], [("weekend", "saturday", "sunday"), ("9", "nine")]),
            BundleContains("morning_brief", [], [("weekend",), ("9", "nine")]),
        ],
    ),
    Scenario(
        "ao2_style_pounds_until_mid_jan",
        "style",
        display_name="Sanne",
        timezone="America/Phoenix",
        days=[
            tells(
                "for as long as I'm on this secondment in Phoenix, so till mid-Jan, please give me the "
                "weights in pounds. every plate in this gym is lb and I can't do maths at 6am. back to "
                "kilos when I'm home",
                at="05:50",
            ),
            trained(),
            night(),
        ],
        expect=[
            Prefs(
                [],
                [
                    ("pound", "lb"),
                    ("jan", "2027 01", "secondment", "until", "till", "phoenix", "home", "temporar"),
                ],
            ),
            BundleContains("session_mode", [], [("pound", "lb")]),
        ],
    ),
    # --- recurring: the same question on three different days, each time in other words ----------
    Scenario(
        "ao2_rec_when_do_results_show",
        "recurring",
        display_name="Nour",
        timezone="Africa/Cairo",
        days=[
            tells("how long does it usually take before I actually see a difference?"),
            trained(),
            tells("be honest with me, how many weeks until something changes in the mirror", at="21:00"),
            night(),
            trained(),
            tells("it's been a month now. when do results normally kick in for people like me?", at="10:30"),
        ],
        expect=[
            PageContains(
                "*",
                [],
                [
                    ("result", "difference", "mirror", "progress", "change"),
                    (*DOUBT, "how long", "timeline", "when"),
                ],
            ),
            BundleContains(
                "free_chat", [], [("result", "difference", "progress")], query="how long until I see results?"
            ),
        ],
    ),
    Scenario(
        "ao2_rec_two_days_in_a_row",
        "recurring",
        display_name="Ploy",
        timezone="Asia/Bangkok",
        days=[
            tells("is it ok to lift two days in a row or do I need a rest day in between?"),
            trained(),
            tells(
                "back to back sessions, fine or bad idea? this week's calendar kind of forces it", at="12:15"
            ),
            trained(),
            night(),
            tells("sorry, me again. training Saturday AND Sunday, is that too much?", at="09:30"),
        ],
        expect=[
            PageContains(
                "*",
                [],
                [
                    ("in a row", "back to back", "consecutive", "rest day", "two days", "2 days"),
                    DOUBT,
                ],
            ),
            BundleContains(
                "free_chat",
                [],
                [("in a row", "back to back", "consecutive", "rest day")],
                query="can I train two days in a row?",
            ),
        ],
    ),
    Scenario(
        "ao2_rec_when_is_the_deload",
        "recurring",
        display_name="Florencia",
        timezone="America/Montevideo",
        days=[
            tells("when's the next deload? I feel like I'm due one"),
            night(),
            trained("lower A"),
            tells(
                "how do you decide when I get a lighter week? is it every 4 weeks or just when I'm wrecked?",
                at="20:40",
            ),
            night(),
            trained("upper A"),
            tells("third time asking lol but is a deload coming up soon? my legs are toast", at="08:20"),
        ],
        expect=[
            PageContains(
                "*",
                [],
                [("deload", "lighter week", "light week", "recovery week"), (*DOUBT, "when")],
            ),
            BundleContains(
                "free_chat",
                [],
                [("deload", "lighter week", "light week", "recovery week")],
                query="when is my next deload week?",
            ),
        ],
    ),
    Scenario(
        "ao2_rec_eat_before_six_am",
        "recurring",
        display_name="Reem",
        timezone="Asia/Riyadh",
        days=[
            tells(
                "should I be eating something before the 6am session or is training fasted fine?", at="05:30"
            ),
            [sleep(6.5), session("full body A", at="06:10")],
            night(),
            tells(
                "still not clear on breakfast before the early sessions. a banana? nothing at all?",
                at="05:40",
            ),
            night(),
            [
                sleep(6.5),
                session("full body B", at="06:05"),
                user(
                    "felt flat halfway through this morning, which brings me back to my usual question: "
                    "what should I actually eat before a 6am workout?",
                    at="07:30",
                ),
            ],
        ],
        expect=[
            PageContains(
                "*",
                [],
                [
                    ("eat", "breakfast", "fasted", "food", "fuel", "pre workout", "pre session", "banana"),
                    DOUBT,
                ],
            ),
            BundleContains(
                "free_chat",
                [],
                [("eat", "breakfast", "fasted", "fuel")],
                query="what should I eat before an early workout?",
            ),
        ],
    ),
    Scenario(
        "ao2_rec_creatine_yes_or_no",
        "recurring",
        display_name="Ilze",
        timezone="Europe/Riga",
        days=[
            tells("is creatine worth taking for someone like me?"),
            night(),
            trained(),
            tells("my friend swears by creatine. should I be on it too?", at="19:10"),
            night(),
            night(),
            tells(
                "ok I keep coming back to this: creatine, yes or no? I'm literally standing in the shop "
                "looking at a tub",
                at="17:45",
            ),
        ],
        expect=[
            PageContains("*", ["creatine"], [DOUBT]),
            BundleContains("free_chat", ["creatine"], query="should I take creatine?"),
        ],
    ),
    # --- the bot's claims: a wrong month, a knee "settled", a wrong recap, an invented hip, a date --
    Scenario(
        "ao2_bot_wrong_race_month",
        "bot_claims",
        display_name="Kendra",
        timezone="America/New_York",
        days=[
            tells(
                "booked it! half marathon on the 9th of May. the goal is just to run the whole thing, no "
                "walking breaks",
                at="21:30",
            ),
            trained(),
            night(),
            [
                sleep(7),
                bot(
                    "With your half marathon coming up in April, I'll start building the long runs from "
                    "next week.",
                    at="07:30",
                ),
            ],
            night(),
        ],
        expect=[
            Goal([], [HALF, ("may", "2027 05", "9th")]),
            PageLacks("goals.md", [], [HALF, ("april", "apr", "2027 04")]),
            BundleContains("weekly_review", [], [("half",)]),
        ],
    ),
    Scenario(
        "ao2_bot_thinks_the_knee_settled",
        "bot_claims",
        display_name="Mei Ling",
        timezone="Asia/Kuala_Lumpur",
        days=[
            tells(
                "knee is still at a 5 when I squat below parallel, left side, same as last week",
                at="19:20",
            ),
            night(),
            [
                sleep(7),
                bot("Glad the knee has settled! I'll put the deep squats back in today.", at="07:50"),
                user(
                    "it hasn't settled?? still a 5 going deep. please keep the squats shallow for now",
                    at="08:10",
                ),
            ],
            night(),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            Safety("knee"),
            PageLacks(CONSTRAINTS, ["knee"], [("resolved", "healed", "recovered")]),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        "ao2_bot_recap_gets_the_days_wrong",
        "bot_claims",
        display_name="Imogen",
        timezone="Europe/London",
        days=[
            tells(
                "until the Christmas holidays I can only do Tuesday and Thursday evenings, the kids have "
                "clubs every other day",
                at="21:00",
            ),
            night(),
            [
                sleep(7),
                bot(
                    "Just to confirm, that's Monday, Wednesday and Friday mornings going forward?", at="19:00"
                ),
                user(
                    "no! Tuesday and Thursday evenings. mornings only come back in January once the clubs "
                    "stop",
                    at="19:20",
                ),
            ],
            trained(),
        ],
        expect=[
            Profile([], [("tuesday", "tue"), ("evening", "pm")]),
            Profile([], [("thursday", "thu"), ("evening", "pm")]),
            PageLacks("profile.md", [], [("monday", "mon"), ("wednesday", "wed"), ("friday", "fri")]),
            BundleContains("morning_brief", [], [("tuesday", "tue"), ("evening",)]),
        ],
    ),
    Scenario(
        "ao2_bot_invents_hip_history",
        "bot_claims",
        display_name="Catalina",
        timezone="America/Santiago",
        days=[
            replies(
                "Given your hip flexor trouble in the spring, I've kept the sprints out again this week.",
                "what hip flexor trouble? I think you've got me mixed up with someone, my hips have been "
                "fine all year. sprints back in please",
                at="07:45",
            ),
            trained(),
            night(),
        ],
        expect=[
            NoEntry("hip"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["hip"], [("trouble", "injur", "pain", "sore", "flexor")]),
        ],
    ),
    Scenario(
        "ao2_bot_trip_date_off_by_a_week",
        "bot_claims",
        display_name="Jess",
        timezone="Australia/Adelaide",
        days=[
            tells("I'm off to Bali a week on Sunday for ten days, no gym at the villa", at="20:00"),
            night(),
            [
                sleep(7),
                bot("So you fly out this Sunday the 8th — want a hotel-room plan from then?", at="12:00"),
                user(
                    "not this Sunday, the one after. the 15th. so I've still got this week and next at "
                    "the gym",
                    at="12:20",
                ),
            ],
            trained(),
        ],
        expect=[
            Profile(["bali"], [("15th", "15 nov", "nov 15", "november 15", "2026 11 15")]),
            PageLacks("*", ["bali"], [("8th", "8 nov", "nov 8", "november 8", "2026 11 08", "2026 11 8")]),
            BundleContains("morning_brief", ["bali"]),
        ],
    ),
    # --- alerts: a wrist that clears and returns, a knee escalating, two areas, an elbow, a back ----
    Scenario(
        "ao2_alert_wrist_clears_then_returns",
        "alerts",
        display_name="Wing",
        timezone="Asia/Hong_Kong",
        days=[
            [
                sleep(7),
                session("upper A", sets=PUSH_UPS),
                user("left wrist sore on the push-ups today, about 4/10", at="19:10"),
            ],
            night(),
            tells("wrist feels normal again, weird. no pain at all this morning"),
            [
                sleep(7),
                session("upper B", sets=PUSH_UPS),
                user("did the push-ups on my fists, zero wrist pain", at="19:00"),
            ],
            night(),
            night(),
            [
                sleep(7),
                session("upper A", sets=PUSH_UPS),
                user(
                    "and the left wrist is back. same spot on the thumb side, 5/10 after the push-ups, so "
                    "annoying",
                    at="19:20",
                ),
            ],
        ],
        expect=[
            AlertCount("safety", 1, "wrist"),
            Safety("wrist", any_of=[("5/10", "five", "back", "again", "return", "recurr", "thumb")]),
            Entry("wrist", any_of=[LEFT]),
            Entry(
                "wrist", any_of=[("again", "back", "return", "recurr", "flare", "came back", "on and off")]
            ),
        ],
    ),
    Scenario(
        "ao2_alert_knee_ratings_escalate",
        "alerts",
        display_name="Sigrún",
        timezone="Atlantic/Reykjavik",
        days=[
            [sleep(7), soreness("right knee", 2, "after run")],
            night(),
            [sleep(7), soreness("right knee", 3)],
            tells(
                "knee again. it's gone from annoying to properly painful, seven out of ten on the stairs "
                "at work",
                at="17:30",
            ),
            [sleep(7), soreness("right knee", 4, "stairs")],
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Safety("knee"),
            Entry("knee", any_of=[RIGHT]),
            Entry("knee", any_of=[("7/10", "seven", "7 out of 10", "stairs", "worse", "worsen", "escalat")]),
        ],
    ),
    Scenario(
        "ao2_alert_neck_then_ankle_separately",
        "alerts",
        display_name="Desislava",
        timezone="Europe/Sofia",
        days=[
            trained(),
            night(),
            night(),
            tells(
                "my neck's been stiff and sore since Tuesday, I think it's the new pillow. 4/10 when I "
                "turn my head to the right",
                at="08:30",
            ),
            trained("lower A"),
            tells(
                "new problem, nothing to do with the neck: rolled my left ankle stepping off a kerb last "
                "night. it's puffy and about 5/10 when I walk",
                at="10:15",
            ),
            night(),
        ],
        expect=[
            AlertCount("safety", 2),
            Safety("neck"),
            Safety("ankle"),
            Entry("ankle", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "ao2_alert_elbow_most_of_a_week",
        "alerts",
        display_name="Brianne",
        timezone="America/Winnipeg",
        days=[
            [
                sleep(7),
                session("pull A", sets=(("chin up", 5, 0.0), ("face pull", 15, 10.0))),
                user("inside of my right elbow twinged on the last set of chin-ups", at="18:40"),
            ],
            night(),
            night(),
            [
                sleep(7),
                session("pull B", sets=(("lat pulldown", 10, 35.0), ("seated row", 10, 30.0))),
                user("elbow again on the pulldowns, 3/10, went lighter", at="18:50"),
            ],
            night(),
            night(),
            tells(
                "elbow's still there when I carry the shopping, maybe a 4. that's most of a week now",
                at="17:00",
            ),
        ],
        expect=[
            AlertCount("safety", 1, "elbow"),
            Entry("elbow", any_of=[RIGHT]),
            BundleContains("session_mode", ["elbow"]),
        ],
    ),
    Scenario(
        "ao2_alert_back_goes_first_time_since_march",
        "alerts",
        display_name="Zsófia",
        timezone="Europe/Budapest",
        days=[
            tells(
                "well that's that. bent down to pick up the washing basket this morning and my lower back "
                "went, first time since March. 6/10, I can barely get my socks on",
                at="09:30",
            ),
            night(5),
            night(),
        ],
        expect=[
            Safety("back", any_of=[("6/10", "six", "6 out of 10", "socks", "bend", "washing")]),
            Entry(
                "back",
                any_of=[("march", "again", "recurr", "previous", "history", "before", "return", "since")],
            ),
            AlertCount("safety", 1),
        ],
    ),
    # --- mixed: a race a week on Sunday with a calf, a new year, the bank holiday, cricket, a shin ---
    Scenario(
        "ao2_mixed_race_a_week_on_sunday_and_calf",
        "mixed",
        display_name="Jenna",
        timezone="America/Toronto",
        days=[
            tells(
                "the Santa 5k is a week on Sunday and I'd love to finally break 25 minutes. only snag: my "
                "right calf has been tight and sore since the weekend, 3/10 when I push off. also I'm at "
                "my in-laws' from Thursday till Sunday so no gym those days",
                at="20:20",
            ),
            night(),
            night(),
        ],
        expect=[
            Goal([], [("5k", "5 k", "5 km", "santa"), ("25",)]),
            Goal(
                [],
                [
                    ("5k", "5 k", "5 km", "santa"),
                    ("week on sunday", "{d13}", "15 nov", "nov 15", "november 15", "15th", "sunday"),
                ],
            ),
            Entry("calf", any_of=[RIGHT]),
            Safety("calf"),
            Profile([], [("in law",)]),
        ],
    ),
    Scenario(
        "ao2_mixed_new_rota_and_veganuary",
        "mixed",
        display_name="Niamh",
        timezone="Europe/Dublin",
        start=dt.date(2026, 12, 28),
        days=[
            tells(
                "two things for the new year. the ward rota changes from the 4th: I'll be on long days "
                "Mon, Tue and Wed, so training moves to Thursday, Saturday and Sunday. and I'm doing "
                "Veganuary with my housemate, so fully vegan for January",
                at="16:00",
            ),
            night(),
            trained(),
        ],
        expect=[
            Profile([], [("thursday", "thu"), ("saturday", "sat")]),
            Profile(
                [],
                [
                    ("rota", "long day", "ward", "shift"),
                    ("4th", "2027 01 04", "4 jan", "jan 4", "january 4", "new year", "january", "jan"),
                ],
            ),
            Diet([], [("vegan",), ("jan", "2027 01", "month", "until", "temporar", "veganuary")]),
            BundleContains("meal_lens", [], [("vegan",)]),
        ],
    ),
    Scenario(
        "ao2_mixed_bank_holiday_camping_and_hip",
        "mixed",
        display_name="Gemma",
        timezone="Europe/London",
        start=dt.date(2027, 5, 24),
        days=[
            tells(
                "we're camping in the Peak District over the bank holiday weekend, no kit at all, just "
                "hills. also my left hip has been sore since Thursday, like a 3, mostly getting out of "
                "the car",
                at="19:40",
            ),
            trained(),
            night(),
        ],
        expect=[
            Profile(
                [],
                [
                    ("camp", "peak district"),
                    ("bank holiday", "31 may", "may 31", "2027 05 29", "2027 05 3", "weekend"),
                ],
            ),
            Entry("hip", any_of=[LEFT]),
            Safety("hip"),
            BundleContains("session_mode", ["hip"]),
        ],
    ),
    Scenario(
        "ao2_mixed_cricket_season_from_april",
        "mixed",
        display_name="Poppy",
        timezone="Europe/London",
        start=dt.date(2027, 3, 15),
        days=[
            tells(
                "heads up, cricket season starts the first weekend of April, so Saturdays are gone from "
                "then until September. I'd like to be fitter for it this year, I want to bowl a full "
                "10-over spell without dying. oh and I've stopped the protein shakes, they were wrecking "
                "my stomach",
                at="18:25",
            ),
            trained(),
            night(),
        ],
        expect=[
            Profile([], [("saturday", "sat"), ("cricket",)]),
            Goal([], [("10 over", "ten over", "spell", "bowl")]),
            PageContains(
                DIET_PAGES,
                [],
                [("shake", "protein powder"), ("stop", "no ", "avoid", "not", "dropped", "upset", "stomach")],
            ),
            BundleContains("morning_brief", [], [("cricket",)]),
        ],
    ),
    Scenario(
        "ao2_mixed_stress_fracture_new_swim_goal",
        "mixed",
        display_name="Haruka",
        timezone="Asia/Tokyo",
        start=dt.date(2027, 1, 11),
        days=[
            tells(
                "bad news from the scan: stress fracture in my left shin. eight weeks of no running, so "
                "the Tokyo marathon is off. physio says swimming is fine, so new goal: swim 1500 m "
                "without stopping by the summer",
                at="18:00",
            ),
            night(),
            night(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [("shin", "tibia"), LEFT, ENTRY_LEVELS]),
            AlertOpen("safety", None, [], [("shin", "tibia")]),
            Goal([], [("swim",), ("1500", "1,500", "1.5")]),
            PageContains(CONSTRAINTS, [], [("shin", "tibia", "fracture"), ("run",)]),
        ],
    ),
]
