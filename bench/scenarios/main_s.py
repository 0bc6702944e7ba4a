"""A batch of understanding scenarios about clients in particular life situations, written without the
system's vocabulary.

Each client tells the coach what matters in her situation: pregnancy and postpartum, menopause, type 1
and type 2 diabetes, asthma, rehab after surgery, chronic back pain, caring for a parent, religious
fasting (Ramadan, Lent, Yom Kippur), night and rotating shifts, frequent flights across time zones,
exam season, retirement, wheelchair users, amateur athletes (rowing, boxing, triathlon, hiking, padel,
martial arts, climbing); the equipment and places she has (hotel gym, garage, park, pool, a kettlebell
and a door frame, a climbing wall); style wishes in her own words. Each is mixed with something that
must NOT be read: a friend's or relative's injury, a fear, a healed past injury, a joke, a hypothetical,
a bot's wrong guess she corrects. Names are prefixed `s_`.
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
    travel_start,
    user,
)

ASKED = ("ask", "question")  # a "questions they keep asking" line
HEALTH_PAGES = ("profile.md", CONSTRAINTS, "nutrition-patterns.md", "coaching-playbook.md")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def EntryAny(*areas: str, any_of=()) -> PageContains:
    """An entry naming one of several everyday words for the same place (optionally: more groups)."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    groups += [list(group) for group in any_of]
    return PageContains(CONSTRAINTS, [], groups)


SCENARIOS: list[Scenario] = [
    # --- goals ---------------------------------------------------------------------------------------
    Scenario(
        "s_goal_sprint_tri_not_ironman",
        "goals",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            said(
                "ok so I finally signed up: my first sprint triathlon, 6 June in Cascais. I just want to "
                "finish it without walking on the run. (My brother did an Ironman last year — I'm not "
                "that crazy, don't get ideas.)"
            ),
            train("swim technique"),
            rest(),
        ],
        expect=[
            Goal(["triathlon"], JUNE_NEXT),
            PageLacks("goals.md", ["ironman"]),
            BundleContains("weekly_review", ["triathlon"]),
        ],
    ),
    Scenario(
        "s_goal_grandkids_floor",
        "goals",
        display_name="Geoffrey",
        timezone="Europe/London",
        days=[
            said(
                "Good morning. I'm 71. What I'd like, more than anything, is to be able to get down on the "
                "floor to play with my grandchildren and get back up without grabbing the sofa.",
                at="09:30",
            ),
            rest(),
            train("mobility"),
        ],
        expect=[
            Goal([], [["floor", "grandchild", "get up", "get back up"]]),
            QuotesWhole("goals.md"),
        ],
    ),
    Scenario(
        "s_goal_kilimanjaro_friend_altitude",
        "goals",
        display_name="Amara",
        timezone="Africa/Nairobi",
        days=[
            said(
                "Kilimanjaro, September next year. That's the big one. Not about speed, just getting to "
                "the top. My friend got altitude sickness on her Everest base camp trek and had to turn "
                "back, so I want to be properly fit."
            ),
            train("hike prep"),
            rest(),
        ],
        expect=[
            Goal(["kilimanjaro"], [["september", "2027-09", "sept"]]),
            PageLacks(CONSTRAINTS, ["altitude"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "s_goal_erg_2k_revised",
        "goals",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            said("target for the season: sub 7:30 2k on the erg by the club trials in March"),
            train("erg intervals"),
            rest(),
            said(
                "update — trials got pushed to April, and the coach reckons I can go for 7:20. So new "
                "target: 7:20 by April."
            ),
            rest(),
        ],
        expect=[
            Goal(["7:20"], [["april", "2027-04"]]),
            Goal(["2k"]),
            BundleContains("free_chat", ["7:20"], query="what's my erg target?"),
        ],
    ),
    Scenario(
        "s_goal_boxing_weight_class",
        "goals",
        display_name="Kemal",
        timezone="Europe/Istanbul",
        days=[
            said(
                "first amateur bout is on 14 March!! I have to make 64 kg for my weight class, I'm 67.5 now"
            ),
            train("bag work"),
            rest(),
        ],
        expect=[
            Goal(["64"], [["bout", "fight", "box", "weigh", "weight class"]]),
            Goal([], [MARCH_NEXT]),
            BundleContains("morning_brief", ["64"]),
        ],
    ),
    # --- pain ----------------------------------------------------------------------------------------
    Scenario(
        "s_pain_rower_ribs",
        "pain",
        display_name="Freya",
        timezone="Europe/Oslo",
        days=[
            train("erg steady"),
            rest(),
            said(
                "left side of my ribs hurts when I breathe in hard on the erg. 5/10. Started on "
                "Thursday? no, Tuesday. Tuesday."
            ),
            rest(),
        ],
        expect=[
            Entry("rib", words=["5/10"], any_of=LEFT),
            Safety("rib"),
            BundleContains("session_mode", ["rib"]),
        ],
    ),
    Scenario(
        "s_pain_boxer_knuckles",
        "pain",
        display_name="Dani",
        timezone="Europe/Madrid",
        days=[
            train("bag work"),
            said(
                "right hand is swollen round the knuckles after yesterday's bag session, hurts to make a "
                "fist. Like a 6.",
                at="07:40",
            ),
            rest(),
        ],
        expect=[
            EntryAny("hand", "knuckle", any_of=[RIGHT]),
            AlertCount("safety", 1),
            BundleContains("session_mode", [], [["hand", "knuckle"]]),
        ],
    ),
    Scenario(
        "s_pain_wheelchair_shoulder",
        "pain",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            said(
                "pushing up the ramp into the office my right shoulder aches at the front. about 4/10, "
                "it's been like that for a week."
            ),
            train("upper push"),
            rest(),
        ],
        expect=[
            Entry("shoulder", words=["4/10"], any_of=RIGHT),
            Safety("shoulder"),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "s_pain_padel_calf_partner_elbow",
        "pain",
        display_name="Lucía",
        timezone="Europe/Madrid",
        days=[
            [sleep(7), session("padel", sets=(("padel match", 1, 0.0),), minutes=90)],
            said(
                "my padel partner has tennis elbow, poor thing, he played with a strap all match. Me, "
                "elbows fine, but my left calf seized up in the second set, 5/10 walking today."
            ),
            rest(),
        ],
        expect=[
            Entry("calf", words=["5/10"], any_of=LEFT),
            NoEntry("elbow"),
            NoAlert("safety", "elbow"),
        ],
    ),
    Scenario(
        "s_pain_hiker_knee_downhill",
        "pain",
        display_name="Hamish",
        timezone="Europe/London",
        days=[
            [sleep(7), session("hill walk", sets=(("hike", 18, 0.0),), minutes=360)],
            said(
                "knees fine on the way up Ben Lomond. On the way down the outside of the right one started "
                "burning, a sharp 6/10 by the car park. Still there going downstairs this morning."
            ),
            rest(),
        ],
        expect=[
            Entry("knee", words=["6/10"], any_of=RIGHT),
            Safety("knee"),
            PageLacks(CONSTRAINTS, ["knee"], [LEFT, ENTRY_LEVELS]),
        ],
    ),
    # --- negation, harmlessness, fears, hypotheticals ------------------------------------------------
    Scenario(
        "s_neg_healed_acl",
        "negation",
        display_name="Sanne",
        timezone="Europe/Amsterdam",
        days=[
            said(
                "just so it's on file: I tore my left ACL playing hockey back in 2019. Fully rehabbed, "
                "zero issues since, I ran a half last spring."
            ),
            train("lower A"),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("acl")],
    ),
    Scenario(
        "s_neg_back_pain_free_week",
        "negation",
        display_name="Nadia",
        timezone="Europe/Paris",
        days=[
            train("lower A"),
            rest(),
            said(
                "first week in MONTHS my back hasn't hurt at all. Deadlifts felt fine, zero pain, not even "
                "stiff the next morning!!"
            ),
            rest(),
        ],
        expect=[NoEntry("back"), NoAlert("safety", "back")],
    ),
    Scenario(
        "s_neg_fear_of_deadlifts",
        "negation",
        display_name="Pieter",
        timezone="Africa/Johannesburg",
        days=[
            said(
                "honestly I'm scared of deadlifting. My dad wrecked his back lifting a fridge and never "
                "really recovered. Nothing hurts on me, I'm just nervous."
            ),
            train("lower A"),
            rest(),
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
    ),
    Scenario(
        "s_neg_rower_knee_clicks",
        "negation",
        display_name="Ollie",
        timezone="Europe/London",
        days=[
            train("erg steady"),
            said("right knee clicks on the slide every stroke. doesn't hurt, never has, just noisy"),
            train("erg intervals"),
        ],
        expect=[NoEntry("knee"), NoAlert("safety", "knee")],
    ),
    Scenario(
        "s_neg_hypothetical_shoulder_bjj",
        "negation",
        display_name="Rafael",
        timezone="America/Sao_Paulo",
        days=[
            said(
                "question: if my shoulder ever starts hurting after rolling, should I stop BJJ or just "
                "skip the upper body days? asking in advance, it's fine right now"
            ),
            train("upper A"),
            rest(),
        ],
        expect=[NoEntry("shoulder"), NoAlert("safety", "shoulder")],
    ),
    # --- schedule --------------------------------------------------------------------------------------
    Scenario(
        "s_sched_night_nurse",
        "schedule",
        display_name="Bernadette",
        timezone="Europe/Dublin",
        days=[
            said(
                "I'm on nights Monday to Thursday, 7pm till 7:30am, so I sleep until about 2. On those days "
                "I can train after 3pm, before I head back in.",
                hours=5.5,
                at="14:30",
            ),
            rest(6),
            rest(6),
        ],
        expect=[
            Profile([], [["night", "nights"]]),
            Profile([], [["3pm", "3 pm", "15:00", "after 3"]]),
            BundleContains("morning_brief", [], [["night", "shift"]]),
        ],
    ),
    Scenario(
        "s_sched_rotating_earlies_lates",
        "schedule",
        display_name="Darren",
        timezone="Australia/Melbourne",
        days=[
            said(
                "heads up, I work a rotating roster at the depot — earlies one week (6 till 2), lates the "
                "next (2 till 10). This week is earlies so afternoons are good."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["rotat", "roster", "earlies", "lates", "shift"]]),
            BundleContains("morning_brief", [], [["rotat", "roster", "earlies", "shift"]]),
        ],
    ),
    Scenario(
        "s_sched_carer_afternoons",
        "schedule",
        display_name="Priti",
        timezone="Europe/London",
        days=[
            said(
                "I look after my mum in the mornings (she's 84), so it has to be after 1pm. And never "
                "Sundays, that's her hospital day."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["1pm", "1 pm", "13:00", "after 1"]]),
            Profile([], [["sunday"]]),
            Profile([], [["mum", "mother", "carer", "caring", "look after"]]),
        ],
    ),
    Scenario(
        "s_sched_exam_season",
        "schedule",
        display_name="Wen",
        timezone="Asia/Shanghai",
        days=[
            said(
                "exams from 1 to 18 December 😩 until then I can only do 2 short sessions a week, 30 min "
                "max. Normal service resumes after the 18th"
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["exam"]]),
            Profile([], [["30 min", "30 minute", "2 session", "two session", "2 short", "twice"]]),
            BundleContains("weekly_review", [], [["exam"]]),
        ],
    ),
    Scenario(
        "s_sched_move_for_school_evening",
        "schedule",
        display_name="Hannah",
        timezone="Europe/Berlin",
        days=[
            train(),
            said("can we move Thursday's session to Friday evening? parents' evening at school"),
            rest(),
            said("and going forward, Tuesdays and Fridays after 8pm are the most reliable for me"),
            rest(),
        ],
        expect=[
            Profile([], [["8pm", "8 pm", "20:00", "after 8"]]),
            Profile([], [["tuesday", "tue"]]),
        ],
    ),
    # --- diet, fasting -----------------------------------------------------------------------------------
    Scenario(
        "s_diet_ramadan_iftar",
        "diet",
        display_name="Yusuf",
        timezone="Europe/London",
        start=dt.date(2027, 2, 15),
        days=[
            said(
                "Ramadan Mubarak! I'm fasting this month — nothing to eat or drink from dawn till sunset. "
                "I break my fast at iftar around 17:30 and have suhoor before 5.",
                at="16:00",
            ),
            [sleep(6), meal("dates, lentil soup, chicken and rice at iftar", 45, 900, at="17:35")],
            rest(6),
        ],
        expect=[
            Diet([], [["ramadan", "fast"]]),
            BundleContains("meal_lens", [], [["ramadan", "fast"]]),
            PageContains(("profile.md", "nutrition-patterns.md"), [], [["iftar", "sunset"]]),
        ],
    ),
    Scenario(
        "s_diet_lent_meat_and_sweets",
        "diet",
        display_name="Ciara",
        timezone="Europe/Dublin",
        start=dt.date(2027, 2, 22),
        days=[
            said(
                "I've given up meat and sweets for Lent, so it's fish and eggs till Easter. Don't tempt "
                "me with any protein bar that tastes like cake."
            ),
            [sleep(7), meal("salmon, potatoes, green beans", 38, 650, at="19:00")],
            rest(),
        ],
        expect=[
            Diet([], [["lent"]]),
            Diet([], [["meat", "sweet"]]),
            BundleContains("meal_lens", [], [["lent", "meat"]]),
        ],
    ),
    Scenario(
        "s_diet_yom_kippur_fast",
        "diet",
        display_name="Avi",
        timezone="Asia/Jerusalem",
        start=dt.date(2026, 9, 14),
        days=[
            said(
                "Yom Kippur is next Monday: a 25-hour fast, no food and no water. I won't train that day "
                "and I'd like the morning after to be easy."
            ),
            train(),
            rest(),
        ],
        expect=[
            PageContains(("nutrition-patterns.md", "profile.md"), [], [["yom kippur", "kippur"]]),
            PageContains(("nutrition-patterns.md", "profile.md"), [], [["fast"]]),
        ],
    ),
    Scenario(
        "s_diet_pregnancy_foods",
        "diet",
        display_name="Élodie",
        timezone="Europe/Paris",
        days=[
            said(
                "24 weeks pregnant 🤰 so no raw fish, no unpasteurised soft cheese, no liver. The midwife "
                "wants me to keep my protein up."
            ),
            [sleep(7), meal("omelette, toast, yoghurt", 32, 600, at="09:00")],
            rest(),
        ],
        expect=[
            Diet([], [["raw fish", "sushi", "soft cheese", "cheese", "liver"]]),
            Profile([], [["pregnan"]]),
            BundleContains("meal_lens", [], [["pregnan"]]),
        ],
    ),
    Scenario(
        "s_diet_type2_low_carb_dinner",
        "diet",
        display_name="Rajesh",
        timezone="Asia/Kolkata",
        days=[
            said(
                "I have type 2 diabetes, on metformin. Doctor wants me to keep carbs low at dinner — rice "
                "at lunch only."
            ),
            [sleep(7), meal("paneer tikka, salad, dal", 35, 700, at="20:00")],
            rest(),
        ],
        expect=[
            PageContains(HEALTH_PAGES, [], [["type 2", "t2d", "diabet"]]),
            Diet([], [["carb", "rice"]]),
            BundleContains("meal_lens", [], [["carb", "diabet"]]),
        ],
    ),
    # --- equipment and places --------------------------------------------------------------------------
    Scenario(
        "s_equip_hotel_gym",
        "equipment",
        display_name="Marcus",
        timezone="Asia/Singapore",
        days=[
            [
                travel_start("Singapore"),
                sleep(6),
                user(
                    "hotel gym this week: dumbbells up to 22.5 kg, one treadmill and a cable machine. That's "
                    "the lot.",
                    at="20:00",
                ),
            ],
            train("hotel full body"),
            rest(),
        ],
        expect=[
            Profile(["dumbbell"]),
            Profile([], [["cable", "treadmill"]]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
    ),
    Scenario(
        "s_equip_kettlebell_door_frame",
        "equipment",
        display_name="Saoirse",
        timezone="Europe/Dublin",
        days=[
            said(
                "tiny flat, so all I own is one 16kg kettlebell and a pull-up bar that hangs in the door "
                "frame. Neighbours below, so no jumping."
            ),
            train("kettlebell circuit"),
            rest(),
        ],
        expect=[
            Profile(["kettlebell"]),
            Profile([], [["door", "pull up bar"]]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    Scenario(
        "s_equip_garage_gym",
        "equipment",
        display_name="Brett",
        timezone="America/Denver",
        days=[
            said(
                "garage gym is finally done: squat rack, barbell, about 140 kg of plates and a Concept2 "
                "rower. Bench is on order, so no bench press till it lands."
            ),
            train("lower A"),
            rest(),
        ],
        expect=[
            Profile([], [["rack"]]),
            Profile([], [["rower", "concept2", "concept 2"]]),
            BundleContains("session_mode", [], [["rack", "barbell"]]),
        ],
    ),
    Scenario(
        "s_equip_pool_and_park",
        "equipment",
        display_name="Matteo",
        timezone="Europe/Rome",
        days=[
            said(
                "I swim at the municipal pool Tuesday and Thursday lunch. There's also a calisthenics park "
                "with bars 5 minutes from my flat, I can use that any time."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["pool", "swim"]]),
            Profile([], [["park", "calisthenics"]]),
        ],
    ),
    Scenario(
        "s_equip_climbing_wall",
        "equipment",
        display_name="Kaito",
        timezone="Asia/Tokyo",
        days=[
            said(
                "bouldering is my main thing, 3 times a week at the climbing wall near work. The gym there "
                "has a hangboard and a few kettlebells, nothing else."
            ),
            train("climbing"),
            rest(),
        ],
        expect=[
            Profile([], [["climb", "boulder"]]),
            Profile([], [["hangboard", "hang board", "fingerboard"]]),
        ],
    ),
    # --- life context ---------------------------------------------------------------------------------
    Scenario(
        "s_life_menopause_sleep",
        "life",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            said(
                "I'm 52 and the menopause has well and truly arrived. Hot flushes at night, sleep all over "
                "the place. Nothing hurts, I'm just knackered.",
                hours=5.0,
            ),
            rest(5.5),
            rest(6),
        ],
        expect=[
            Profile([], [["menopaus"]]),
            BundleContains("morning_brief", [], [["menopaus"]]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "s_life_pregnancy_news",
        "life",
        display_name="Zoe",
        timezone="Australia/Sydney",
        days=[
            said(
                "big news 🥹 I'm pregnant! 11 weeks. Midwife says keep training, just nothing lying flat on "
                "my back after 16 weeks and no contact sports."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["pregnan"]]),
            BundleContains("session_mode", [], [["pregnan"]]),
            PageContains(HEALTH_PAGES, [], [["flat", "on my back", "supine", "lying"]]),
        ],
    ),
    Scenario(
        "s_life_dad_after_stroke",
        "life",
        display_name="Gareth",
        timezone="Europe/London",
        days=[
            said(
                "my dad moved in with us after his stroke, so I'm his carer now on top of work. Life's a bit "
                "upside down — fewer, shorter sessions for a while."
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile([], [["dad", "father", "carer", "caring"]]),
            NoEntry("stroke"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "s_life_retired_teacher",
        "life",
        display_name="Ingrid",
        timezone="Europe/Stockholm",
        days=[
            said(
                "I retired from teaching in June, so for the first time in 40 years I have time. Any "
                "weekday morning suits me."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["retire"]]),
            Profile([], [["morning"]]),
        ],
    ),
    Scenario(
        "s_life_asthma_not_pain",
        "life",
        display_name="Owen",
        timezone="Europe/London",
        days=[
            [sleep(7), session("tempo run", sets=(("run", 6, 0.0),), rpe=8, minutes=35)],
            said(
                "no pain anywhere, just wheezy in the cold air — that's my asthma. I take my inhaler 15 "
                "minutes before runs and it's fine."
            ),
            rest(),
        ],
        expect=[
            PageContains(HEALTH_PAGES, [], [["asthma"]]),
            BundleContains("session_mode", [], [["asthma", "inhaler"]]),
            NoAlert("safety"),
        ],
    ),
    # --- message style ----------------------------------------------------------------------------------
    Scenario(
        "s_style_dyslexic_bullets",
        "style",
        display_name="Jamie",
        timezone="Europe/London",
        days=[
            said("I'm dyslexic so short sentences and bullet points please. walls of text I just skip"),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["bullet"]]),
            BundleContains("morning_brief", [], [["bullet", "short"]]),
        ],
    ),
    Scenario(
        "s_style_tell_me_straight",
        "style",
        display_name="Mick",
        timezone="Australia/Brisbane",
        days=[
            said(
                "mate don't sugar-coat it. If I'm slacking, tell me straight. I respond to a kick up the arse"
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["straight", "blunt", "direct", "sugar", "honest", "tough"]]),
            QuotesWhole(("preferences.md", "coaching-playbook.md")),
        ],
    ),
    Scenario(
        "s_style_gentle_no_guilt",
        "style",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            said(
                "could you go gently with me this month? my anxiety is through the roof. no guilt trips "
                "about missed sessions please, I do that to myself already"
            ),
            rest(),
            train(),
        ],
        expect=[
            Prefs([], [["gentle", "gently", "guilt", "kind"]]),
            BundleContains("morning_brief", [], [["gentle", "gently", "guilt"]]),
        ],
    ),
    Scenario(
        "s_style_numbers_only",
        "style",
        display_name="Sven",
        timezone="Europe/Stockholm",
        days=[
            said("just give me the numbers. sets, reps, kilos. skip the motivational stuff."),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["number", "sets", "reps"]]),
            Prefs([], [["motivat"]]),
        ],
    ),
    Scenario(
        "s_style_science_please",
        "style",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            said(
                "less cheerleading, more science please. I'm a physio student — I want to know why each "
                "exercise is in the plan."
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["science", "why", "explain", "reason", "detail"]]),
            BundleContains("session_mode", [], [["science", "why", "explain", "reason"]]),
        ],
    ),
    # --- recurring questions ----------------------------------------------------------------------------
    Scenario(
        "s_rec_t1_carbs_before_run",
        "recurring",
        display_name="Luca",
        timezone="Europe/Rome",
        days=[
            said("how many carbs should I have before a run? I'm T1"),
            rest(),
            said("remind me, how many grams of carbs before running?"),
            rest(),
            said("sorry again — carbs before the long run, how much??"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["carb"], ASKED),
            BundleContains("free_chat", ["carb"], query="how many carbs before my run?"),
        ],
    ),
    Scenario(
        "s_rec_jet_lag_training",
        "recurring",
        display_name="Helena",
        timezone="America/New_York",
        days=[
            [travel_start("Tokyo"), sleep(5), user("how should I train with jet lag?", at="09:00")],
            rest(5.5),
            said("landed in London. what do I do about training when I'm jetlagged again?", hours=5),
            rest(6),
            said("back in NY, jet lag round three — train or rest?", hours=5.5),
        ],
        expect=[PageContains(("preferences.md", "*"), [], [["jet lag", "jetlag"], ASKED])],
    ),
    Scenario(
        "s_rec_postpartum_jumping",
        "recurring",
        display_name="Maja",
        timezone="Europe/Copenhagen",
        days=[
            said("baby is 14 weeks. is it ok to start jumping again?"),
            rest(),
            said("when can I do jumping jacks again after the birth?"),
            rest(),
            said("jumping — yes or no yet? pelvic floor feels ok"),
        ],
        expect=[PageContains(("preferences.md", "*"), ["jump"], ASKED)],
    ),
    Scenario(
        "s_rec_iftar_timing",
        "recurring",
        display_name="Aisha",
        timezone="Asia/Dubai",
        start=dt.date(2027, 2, 15),
        days=[
            said("should I train before or after iftar?", at="15:00"),
            rest(),
            said("again sorry: workout before iftar or after?", at="15:10"),
            rest(),
            said("before iftar or after iftar for the gym, what's better", at="14:50"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["iftar"], ASKED),
            BundleContains("free_chat", ["iftar"], query="should I train before or after iftar?"),
        ],
    ),
    Scenario(
        "s_rec_padel_leg_day_twice",
        "recurring",
        display_name="Carmen",
        timezone="Europe/Madrid",
        days=[
            said("can I play padel on leg day?"),
            rest(),
            said("is padel ok on a leg day, or too much?"),
            rest(),
        ],
        expect=[PageLacks(("preferences.md", "*"), ["padel"], ASKED)],  # twice is not "keeps asking"
    ),
    # --- bot claims -----------------------------------------------------------------------------------
    Scenario(
        "s_bot_wrong_diabetes_type",
        "bot_claims",
        display_name="Fiona",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("As a type 2 diabetic, you'll want to keep an eye on your carbs today."),
                user("type 1, actually. big difference — I'm on insulin, pump and CGM", at="08:03"),
            ],
            train(),
            rest(),
        ],
        expect=[
            PageLacks(HEALTH_PAGES, ["type 2"]),
            PageContains(HEALTH_PAGES, [], [["type 1", "t1d", "insulin"]]),
            BundleLacks("session_mode", ["type 2"]),
        ],
    ),
    Scenario(
        "s_bot_morning_person_corrected",
        "bot_claims",
        display_name="Ruby",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("Since you're a morning person, shall I set your sessions for 6am?"),
                user("god no. I'm useless before 10. evenings please", at="09:40"),
            ],
            train(),
            rest(),
        ],
        expect=[
            PageLacks(("profile.md", "preferences.md", "coaching-playbook.md"), ["morning person"]),
            PageLacks(("profile.md", "preferences.md", "coaching-playbook.md"), ["6am"]),
            Profile([], [["evening"]]),
        ],
    ),
    Scenario(
        "s_bot_claims_lactose",
        "bot_claims",
        display_name="Niamh",
        timezone="Europe/Dublin",
        days=[
            [
                sleep(7),
                bot("Because you're lactose intolerant, here are some dairy-free breakfast ideas!"),
                user("ok", at="08:01"),
            ],
            [sleep(7), meal("greek yoghurt with granola", 20, 400, at="08:00")],
            rest(),
        ],
        expect=[
            PageLacks(("nutrition-patterns.md", "profile.md", "preferences.md"), ["lactose"]),
            BundleLacks("meal_lens", ["lactose"]),
        ],
    ),
    Scenario(
        "s_bot_back_injury_was_husband",
        "bot_claims",
        display_name="Grace",
        timezone="America/Toronto",
        days=[
            [
                sleep(7),
                bot("With your back injury, let's keep the deadlifts light today."),
                user("what back injury? 😂 that's my husband. my back is fine", at="08:02"),
            ],
            train("lower A"),
            rest(),
        ],
        expect=[NoEntry("back"), NoAlert("safety", "back"), BundleLacks("session_mode", ["back", "injur"])],
    ),
    Scenario(
        "s_bot_hotel_pool_claim",
        "bot_claims",
        display_name="Andrés",
        timezone="America/Mexico_City",
        days=[
            [
                travel_start("Monterrey"),
                sleep(6),
                bot("Enjoy the pool at your hotel — a 20-minute swim would be a perfect recovery!"),
                user("thanks", at="21:00"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            PageLacks(("profile.md", "preferences.md"), ["pool"]),
            PageLacks(("profile.md", "preferences.md"), ["swim"]),
        ],
    ),
    # --- several things in one message --------------------------------------------------------------------
    Scenario(
        "s_mixed_pregnant_sciatica",
        "mixed",
        display_name="Leila",
        timezone="Europe/Berlin",
        days=[
            said(
                "22 weeks pregnant and the sciatica down my left leg is back on and off — about 5/10 when I "
                "stand too long. Can we do more seated stuff? And keep sessions before 10am, I nap after "
                "lunch."
            ),
            train("seated upper"),
            rest(),
        ],
        expect=[
            Profile([], [["pregnan"]]),
            EntryAny("sciatic", "leg", "glute", "buttock", "hip", any_of=[LEFT]),
            Profile([], [["10am", "10 am", "10:00", "before 10"]]),
            BundleContains("session_mode", [], [["pregnan"]]),
        ],
    ),
    Scenario(
        "s_mixed_hip_replacement_camino",
        "mixed",
        display_name="Dolores",
        timezone="Europe/Madrid",
        days=[
            said(
                "left hip replacement 6 weeks ago. Physio says no bending past 90 degrees for another "
                "month. The right hip is totally fine. The dream: walk the Camino de Santiago next "
                "September."
            ),
            train("rehab"),
            rest(),
        ],
        expect=[
            Entry("hip", any_of=LEFT),
            PageContains(CONSTRAINTS, ["90"]),
            PageLacks(CONSTRAINTS, ["hip"], [RIGHT, ENTRY_LEVELS]),
            Goal(["camino"]),
        ],
    ),
    Scenario(
        "s_mixed_rome_hotel_colleague_lent",
        "mixed",
        display_name="Bridget",
        timezone="Europe/Rome",
        start=dt.date(2027, 2, 22),
        days=[
            [
                travel_start("Rome"),
                sleep(6.5),
                user(
                    "In Rome for work all week. Hotel gym is an exercise bike and some dumbbells to "
                    "15 kg. My colleague pulled his hamstring running for the tram, ha. Also I've given up "
                    "chocolate for Lent so be proud of me.",
                    at="19:30",
                ),
            ],
            train("hotel dumbbells"),
            rest(),
        ],
        expect=[
            Profile([], [["dumbbell", "bike"]]),
            NoEntry("hamstring"),
            NoAlert("safety"),
            Diet([], [["chocolate", "lent"]]),
        ],
    ),
    Scenario(
        "s_mixed_bjj_purple_belt_neck",
        "mixed",
        display_name="Thiago",
        timezone="America/Sao_Paulo",
        days=[
            said(
                "BJJ Monday, Wednesday, Friday evenings. Purple belt by next summer is the dream. Neck is "
                "stiff from a choke on Wednesday, 3/10, nothing serious, turning left is the worst."
            ),
            train("upper A"),
            rest(),
        ],
        expect=[
            Goal([], [["purple"]]),
            Entry("neck", words=["3/10"]),
            Profile([], [["bjj", "jiu", "jitsu"]]),
        ],
    ),
    Scenario(
        "s_mixed_student_brain_hurts",
        "mixed",
        display_name="Tobi",
        timezone="Europe/London",
        days=[
            said(
                "my brain hurts from revision lol, body is fine though. exams until the 18th, so 20 min "
                "sessions max. Goal for the year: deadlift my bodyweight (72 kg)."
            ),
            train(),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("brain"),
            NoEntry("head"),
            Goal(["deadlift"], [["bodyweight", "body weight", "72"]]),
            Profile([], [["20 min", "20 minute", "exam"]]),
        ],
    ),
    # --- alerts -----------------------------------------------------------------------------------------
    Scenario(
        "s_alert_chronic_back_recurs",
        "alerts",
        display_name="Brenda",
        timezone="America/Phoenix",
        days=[
            said("lower back is grumbling again after gardening, maybe a 4", at="18:00"),
            rest(),
            said("back still sore, 4/10, sitting is worst", at="18:30"),
            rest(),
            said("lower back pain again today, 4", at="18:10"),
            rest(),
            said("the back again. same as always, 4/10", at="17:50"),
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Entry("back", words=["{d0}"]),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    Scenario(
        "s_alert_wheelchair_wrist_escalates",
        "alerts",
        display_name="Ama",
        timezone="Europe/London",
        days=[
            said("left wrist a little sore from pushing on cobbles, 2/10"),
            rest(),
            said("wrist is much worse, 7/10, struggling to transfer into the car", at="19:00"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "wrist"),
            Safety("wrist", any_of=["7/10", "7 out of 10"]),
            Entry("wrist", words=["{d0}"]),
        ],
    ),
    Scenario(
        "s_alert_mums_knee_then_mine",
        "alerts",
        display_name="Olga",
        timezone="Europe/Kyiv",
        days=[
            said("took mum to the orthopaedist today, her knee is really bad, they're talking surgery"),
            rest(),
            said("and now MY left knee hurts on the stairs, 4/10. great. runs in the family"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", words=["{d2}"], any_of=LEFT),
            PageLacks(CONSTRAINTS, ["knee", "{d0}"], [ENTRY_LEVELS]),
        ],
    ),
    Scenario(
        "s_alert_two_areas_climber",
        "alerts",
        display_name="Yara",
        timezone="Europe/Vienna",
        days=[
            said("right ring finger pulley feels tweaky after crimping, 4/10"),
            rest(),
            said("finger still sore. and my left elbow aches on the inside now, 3/10", at="19:00"),
            rest(),
            said("finger again on the board today", at="19:30"),
        ],
        expect=[
            AlertCount("safety", 1, "finger"),
            AlertCount("safety", 1, "elbow"),
            Entry("elbow", any_of=LEFT),
        ],
    ),
    Scenario(
        "s_alert_checkins_and_chat_fold",
        "alerts",
        display_name="Bogdan",
        timezone="Europe/Bucharest",
        days=[
            [sleep(7), soreness("right shoulder", 3, "after rowing machine")],
            rest(),
            said("shoulder sore again after the erg, right side, 3/10"),
            rest(),
            [sleep(7), soreness("right shoulder", 3)],
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            Entry("shoulder", words=["{d0}"], any_of=RIGHT),
        ],
    ),
]
