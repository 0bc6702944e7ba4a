"""A batch about how people actually type to a coaching bot: thumb-typed shorthand, voice dictation, and
English as a second language.

The facts are plain to a careful human coach but the wording isn't textbook: "L knee 4/10", "tu/th
6:30am", "2x 12kg kbs", a voice note with no punctuation that runs a trip, an ankle and a diet together,
"Is like 5 from 10", "I eat only from 12 until 20 o'clock". Voice typing mishears a word and the client
corrects it two minutes later; an idiom ("my legs were dead") is explained as tiredness, not pain. The
bot misreads a side, invents a race, or assumes a barbell; only the client's own words count. Recurring
questions come back reworded on different days; one question asked only twice is not a pattern.
Names are prefixed `ay2_`.
"""

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
    session,
    sleep,
    soreness,
    travel_start,
    user,
    weight,
)

DIET_PAGES = ("nutrition-patterns.md", "profile.md", "preferences.md")
ASKS = (
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
    "curious",
)
PULL_UP = ("pull up", "pullup", "chin up")
VEGGIE = ("vegetarian", "veggie")


def idle(hours: float = 7.1) -> list:
    return [sleep(hours)]


def workout(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def texts(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def exchange(
    question: str, reply: str, hours: float = 7.0, asked: str = "07:59", replied: str = "08:06"
) -> list:
    """The bot says something; she replies a few minutes later."""
    return [sleep(hours), bot(question, at=asked), user(reply, at=replied)]


SCENARIOS: list[Scenario] = [
    # --- goals: a mountain in shorthand, a dictated deadlift, a birthday pull-up, a doctor's swap ----
    Scenario(
        "ay2_goal_ben_nevis_shorthand",
        "goals",
        display_name="Fiona",
        timezone="Europe/London",
        days=[
            texts(
                "ok goal time. me + my bro r doing ben nevis in july next yr for dad's 60th. i get puffed "
                "on 2 flights of stairs rn so... lungs + legs pls 🙏",
                at="21:10",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Goal([], [("nevis", "hike", "summit", "climb", "mountain")]),
            Goal([], [("july", "jul", "2027 07")]),
            BundleContains("weekly_review", [], [("nevis", "hike", "summit", "climb", "mountain")]),
        ],
    ),
    Scenario(
        "ay2_goal_voice_bodyweight_deadlift",
        "goals",
        display_name="Ifeoma",
        timezone="Africa/Lagos",
        days=[
            workout("lower A"),
            texts(
                "okay so I was thinking about what you asked me about goals and the big one for me is I "
                "want to deadlift my own body weight which is 71 kilos right now and I want to do it by "
                "the end of June that's the main thing and honestly I'd also love to stop being scared "
                "of the barbell",
                at="07:40",
            ),
            idle(),
        ],
        expect=[
            Goal(["deadlift"], [("body weight", "bodyweight", "71")]),
            Goal([], [(*JUNE_NEXT, "jun")]),
            BundleContains("weekly_review", ["deadlift"]),
        ],
    ),
    Scenario(
        "ay2_goal_esl_pullups_before_birthday",
        "goals",
        display_name="Ana Paula",
        timezone="America/Sao_Paulo",
        days=[
            texts(
                "Hello coach! My objective is make 5 pull-ups without the elastic band. Until my "
                "birthday, 14 of February. Now I make zero without band 😅",
                at="06:50",
            ),
            workout("upper A"),
            idle(),
        ],
        expect=[
            Goal([], [PULL_UP, ("5", "five")]),
            Goal([], [("feb", "2027 02", "birthday", "14")]),
            BundleContains("weekly_review", [], [PULL_UP]),
        ],
    ),
    Scenario(
        "ay2_goal_weight_swapped_for_blood_pressure",
        "goals",
        display_name="Dolores",
        timezone="America/Denver",
        days=[
            texts("goal = lose 10kg by summer 💪"),
            workout(),
            idle(),
            texts(
                "ok scrap the 10kg thing. saw the doc, bp was 150/95 😬 she says forget the scale and get "
                "the blood pressure down, recheck in march. so THAT's the goal now, weight can wait",
                at="17:45",
            ),
            idle(),
        ],
        expect=[
            Goal([], [("blood pressure", "bp")]),
            Goal([], [("blood pressure", "bp"), (*MARCH_NEXT, "recheck", "doctor", "doc", "gp")]),
            BundleContains("weekly_review", [], [("blood pressure", "bp")]),
        ],
    ),
    Scenario(
        "ay2_goal_keep_up_at_playground",
        "goals",
        display_name="Soo-ah",
        timezone="Asia/Seoul",
        days=[
            texts(
                "goal?? honestly just keep up with my 4yo at the playground without needing a sit down "
                "after 10 min. that's it. that's the whole goal",
                at="13:15",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Goal(
                [],
                [("playground", "keep up", "4yo", "4 year", "four year", "son", "daughter", "child", "kid")],
            ),
            BundleContains("weekly_review", [], [("playground", "keep up", "4yo", "4 year", "child", "kid")]),
        ],
    ),
    # --- pain: an abbreviated knee, a dictated shoulder, "5 from 10", a grip elbow, a morning heel --
    Scenario(
        "ay2_pain_l_knee_downstairs",
        "pain",
        display_name="Marta",
        timezone="Europe/Madrid",
        days=[
            workout("lower A"),
            texts(
                "L knee 4/10 going downstairs since sat. prob the walking lunges 😬 flat ground = fine",
                at="12:10",
            ),
            idle(),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            Safety("knee"),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        "ay2_pain_voice_shoulder_top_shelf",
        "pain",
        display_name="Gemma",
        timezone="Australia/Perth",
        days=[
            workout("upper A"),
            texts(
                "hi so just a heads up my right shoulder is really sore when I reach up to the top shelf "
                "in the kitchen like I'd say a six out of ten it started after the overhead presses on "
                "Monday I think and it's not getting any better yet",
                at="18:30",
            ),
            idle(),
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT]),
            Entry("shoulder", any_of=[("overhead", "reach", "shelf", "press", "6/10", "six")]),
            Safety("shoulder"),
        ],
    ),
    Scenario(
        "ay2_pain_esl_low_back_suitcase",
        "pain",
        display_name="Lan",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            texts(
                "Coach, my back, the low part, it hurts since Sunday when I lift my suitcase from the "
                "car. Is like 5 from 10. Sitting long is the worst, walking is more ok.",
                at="09:30",
            ),
            idle(),
            idle(),
        ],
        expect=[
            Entry("back", any_of=[("low", "lumbar")]),
            Safety("back"),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    Scenario(
        "ay2_pain_elbow_kettlebell_grip",
        "pain",
        display_name="Rebecca",
        timezone="America/Halifax",
        days=[
            [
                sleep(7),
                session("kb day", sets=(("kettlebell swing", 15, 16.0), ("farmer carry", 1, 16.0))),
                soreness("right elbow", 2, "inner side", at="19:00"),
            ],
            texts(
                "that elbow thing again. inside of my R elbow, hurts when i grip the bell or carry the "
                "shopping. only 3/10 but it's been 2 wks now",
                at="19:05",
            ),
            idle(),
        ],
        expect=[
            Entry("elbow", any_of=[RIGHT]),
            Entry("elbow", any_of=[("grip", "carry", "kettlebell", "bell", "inside", "inner", "medial")]),
            Safety("elbow"),
        ],
    ),
    Scenario(
        "ay2_pain_heel_first_steps",
        "pain",
        display_name="Aroha",
        timezone="Pacific/Auckland",
        days=[
            texts(
                "plantar fasciitis is back I reckon. right heel, first few steps outta bed are like a 6, "
                "eases off after 10 min of pottering round the kitchen",
                at="07:20",
            ),
            workout(),
            idle(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [("heel", "plantar", "foot"), RIGHT, ENTRY_LEVELS]),
            AlertOpen("safety", any_of=[("heel", "plantar", "foot")]),
            BundleContains("session_mode", [], [("heel", "plantar")]),
        ],
    ),
    # --- negation: noisy knees, giraffe legs, an idiom, his back, a voice-typing slip -------------
    Scenario(
        "ay2_neg_knees_click_like_bubble_wrap",
        "negation",
        display_name="Kasia",
        timezone="Europe/Warsaw",
        days=[
            workout("lower A"),
            texts(
                "random q: my knees click like bubble wrap on every squat 😂 always have tbh. zero pain, "
                "just noisy. normal?",
                at="20:30",
            ),
            idle(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, ["knee"], [("click", "noise", "noisy", "crack", "pop")]),
        ],
    ),
    Scenario(
        "ay2_neg_doms_baby_giraffe",
        "negation",
        display_name="Nomvula",
        timezone="Africa/Johannesburg",
        days=[
            workout("lower B"),
            texts(
                "the DOMS today 💀 walking down stairs like a baby giraffe. it's the normal kind of sore "
                "tho, nothing's actually hurt hurt",
                at="13:00",
            ),
            idle(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [("leg", "quad", "thigh", "glute", "doms"), ENTRY_LEVELS]),
        ],
    ),
    Scenario(
        "ay2_neg_esl_legs_dead_idiom",
        "negation",
        display_name="Sofía",
        timezone="America/Bogota",
        days=[
            workout("lower A"),
            texts(
                "Hi! Yesterday after the training my legs were dead haha. In Spanish we say like this, "
                "it means only very tired, not pain. Today all good 👍",
                at="10:15",
            ),
            idle(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("leg"),
        ],
    ),
    Scenario(
        "ay2_neg_husbands_back_not_hers",
        "negation",
        display_name="Aisling",
        timezone="Europe/Dublin",
        days=[
            texts(
                "hubby's done his back in lifting the wardrobe 🙄 so I'm on all the school runs + bins "
                "this week. I'm fine btw, it's HIS back not mine lol",
                at="18:20",
            ),
            workout(),
            idle(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
            Profile([], [("husband", "hubby", "partner", "school run")]),
        ],
    ),
    Scenario(
        "ay2_neg_voice_typing_loose_not_hurt",
        "negation",
        display_name="Mette",
        timezone="Europe/Copenhagen",
        days=[
            [
                sleep(7),
                session("mobility", sets=(("hip airplane", 6, 0.0),), minutes=30),
                user("my hips feel really hurt after the sauna", at="20:00"),
                user(
                    "ugh voice typing. LOOSE. my hips feel really loose after the sauna, good loose. "
                    "nothing hurts",
                    at="20:02",
                ),
            ],
            idle(),
            workout(),
        ],
        expect=[
            NoAlert("safety", "hip"),
            NoEntry("hip"),
        ],
    ),
    # --- schedule: slashes and am/pm, dictated nights, 14h, alternate weekends, a standup at noon --
    Scenario(
        "ay2_sched_tu_th_sat_shorthand",
        "schedule",
        display_name="Bianca",
        timezone="America/Los_Angeles",
        days=[
            texts(
                "sched for u: tu/th 6:30am before work, sat whenever. m/w/f = no chance, kids swim club",
                at="21:00",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile([], [("tue", "tu/"), ("6:30", "06:30", "6.30", "630")]),
            Profile([], [("saturday", "sat")]),
            BundleContains("morning_brief", [], [("tue", "tu/"), ("6:30", "06:30", "6.30", "630")]),
        ],
    ),
    Scenario(
        "ay2_sched_voice_night_shifts",
        "schedule",
        display_name="Joanne",
        timezone="America/Chicago",
        days=[
            texts(
                "just so you know I'm on nights for the next two weeks so I'm sleeping from about nine in "
                "the morning till three in the afternoon and then the shift starts at eight at night so "
                "the only time I can really train is around five in the afternoon",
                hours=6,
                at="16:10",
            ),
            idle(6),
            workout(hours=6),
        ],
        expect=[
            Profile([], [("night",)]),
            Profile([], [("5pm", "5 pm", "17:00", "17.00", "five", "around 5", "at 5", "5:00")]),
            BundleContains("morning_brief", [], [("night",)]),
        ],
    ),
    Scenario(
        "ay2_sched_esl_free_after_14h",
        "schedule",
        display_name="Bogdana",
        timezone="Europe/Belgrade",
        days=[
            texts(
                "Small change: from next week I work in the bakery only in the mornings, 6 until 13. So "
                "I am free after 14h every day except Sunday. Before I was free only on weekend, now is "
                "better!",
                at="14:30",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile([], [("14", "2pm", "2 pm", "afternoon")]),
            Profile([], [("baker",)]),
            BundleContains("morning_brief", [], [("14", "2pm", "2 pm", "afternoon")]),
        ],
    ),
    Scenario(
        "ay2_sched_alternate_weekends_with_kids",
        "schedule",
        display_name="Svetlana",
        timezone="Europe/Riga",
        days=[
            texts(
                "the kids are with me every other weekend (this one yes, next one no). on my weekends "
                "training's off, the kid-free ones sat morning is perfect",
                at="20:45",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile(
                [], [("other weekend", "alternate", "every second", "fortnight", "biweekly", "every 2nd")]
            ),
            Profile([], [("saturday", "sat"), ("morning",)]),
            BundleContains(
                "morning_brief",
                [],
                [("other weekend", "alternate", "every second", "fortnight", "biweekly", "every 2nd")],
            ),
        ],
    ),
    Scenario(
        "ay2_sched_lunch_lost_to_standup",
        "schedule",
        display_name="Hana",
        timezone="Europe/Prague",
        days=[
            texts("lunch 12-1 is my slot, the office gym is empty then 👌", at="12:55"),
            workout(),
            idle(),
            texts(
                "well that's over. new mgr put a daily standup at 12 😑 so lunch is dead. switching to "
                "before work, like 6:15, gym opens at 6",
                at="21:40",
            ),
            idle(),
        ],
        expect=[
            Profile([], [("6:15", "06:15", "6.15", "before work")]),
            BundleContains("morning_brief", [], [("6:15", "06:15", "6.15", "before work")]),
        ],
    ),
    # --- diet: veggie with eggs, a peanut epipen, 16/8 in ESL, dictated lactose, a vegan trial -----
    Scenario(
        "ay2_diet_veggie_eggs_ok",
        "diet",
        display_name="Rosa",
        timezone="Europe/Zurich",
        days=[
            texts(
                "fyi im veggie 🌱 eggs + dairy fine, no meat no fish, not even the 'just a bit of chicken "
                "stock' kind",
                at="12:40",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Diet([], [VEGGIE]),
            Diet([], [("egg", "dairy")]),
            BundleContains("meal_lens", [], [VEGGIE]),
        ],
    ),
    Scenario(
        "ay2_diet_peanut_epipen",
        "diet",
        display_name="Talia",
        timezone="America/Toronto",
        days=[
            texts(
                "important: peanut allergy, the real kind, I carry an epipen. other nuts are fine "
                "weirdly. pls never suggest satay lol",
                at="11:00",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Diet(["peanut"], [("allerg", "epipen", "anaphyla")]),
            BundleContains("meal_lens", ["peanut"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ay2_diet_esl_sixteen_eight",
        "diet",
        display_name="Siti",
        timezone="Asia/Jakarta",
        days=[
            texts(
                "I do intermittent fasting 16/8, I eat only from 12 until 20 o'clock. Please not give me "
                "breakfast ideas, I don't eat in the morning 🙏",
                at="12:20",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Diet([], [("fast", "16/8", "16:8")]),
            PageContains(
                (*DIET_PAGES, "coaching-playbook.md"),
                [],
                [("breakfast", "12:00", "noon", "midday", "eating window", "12 20", "12 until", "12 to")],
            ),
            BundleContains("meal_lens", [], [("fast", "16/8", "16:8")]),
        ],
    ),
    Scenario(
        "ay2_diet_voice_lactose",
        "diet",
        display_name="Lorraine",
        timezone="America/Anchorage",
        days=[
            workout(),
            texts(
                "also I should have said at the start I'm lactose intolerant so normal milk and yogurt "
                "make me feel awful but the lactose free milk is totally fine and hard cheese like "
                "cheddar is fine too",
                at="19:50",
            ),
            idle(),
        ],
        expect=[
            Diet(["lactose"]),
            BundleContains("meal_lens", ["lactose"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ay2_diet_vegan_trial_till_january",
        "diet",
        display_name="Ilse",
        timezone="Europe/Amsterdam",
        days=[
            texts(
                "starting a vegan trial w my flatmate from monday, till the end of jan. after that we'll "
                "see (send help, i love cheese)",
                at="22:05",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Diet(["vegan"]),
            Diet(["vegan"], [("jan", "2027 01", "trial", "temporar", "until", "till", "for now")]),
            BundleContains("meal_lens", ["vegan"]),
        ],
    ),
    # --- equipment: a doorway bar, a dictated hotel gym, a new membership, a broken rower, a rack --
    Scenario(
        "ay2_equip_kbs_and_doorway_bar",
        "equipment",
        display_name="Tamsin",
        timezone="Europe/London",
        days=[
            texts(
                "home setup = 2x 12kg kbs, a pull up bar in the bedroom doorway, 3 resistance bands "
                "(light/med/heavy). no bench, no rack",
                at="19:15",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile([], [("kettlebell", "kb")]),
            Profile([], [PULL_UP]),
            BundleContains("session_mode", [], [("kettlebell", "kb")]),
        ],
    ),
    Scenario(
        "ay2_equip_voice_tiny_hotel_gym",
        "equipment",
        display_name="Yasmin",
        timezone="Africa/Cairo",
        days=[
            [
                sleep(6.5),
                travel_start("Frankfurt"),
                user(
                    "so the hotel gym here is tiny it's got one treadmill and dumbbells up to ten kilos "
                    "and a mat and that's literally it no bars no cables nothing so we'll have to work "
                    "with that till Friday",
                    at="20:30",
                ),
            ],
            workout(),
            idle(),
        ],
        expect=[
            PageContains("*", [], [("hotel",), ("dumbbell", "treadmill", "10 kg", "ten kilo", "10 kilo")]),
            BundleContains("session_mode", [], [("dumbbell", "10 kg", "ten kilo", "10 kilo", "treadmill")]),
        ],
    ),
    Scenario(
        "ay2_equip_esl_gym_membership",
        "equipment",
        display_name="Mónica",
        timezone="America/Montevideo",
        days=[
            texts(
                "Good news, I have now membership in the gym next to my office. It has all the machines, "
                "the free weights and one squat rack. Before I trained only in the park with my body.",
                at="18:00",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile(["gym"]),
            Profile([], [("rack", "machine", "free weight")]),
            BundleContains("session_mode", [], [("gym", "rack", "machine", "free weight")]),
        ],
    ),
    Scenario(
        "ay2_equip_rower_chain_snapped",
        "equipment",
        display_name="Kirra",
        timezone="Australia/Brisbane",
        days=[
            texts("rowed 5k before work on the home rower ✅", at="07:30"),
            workout(),
            texts(
                "rower's dead 😩 chain snapped mid-piece. part's on order, they reckon 2 wks",
                at="06:50",
            ),
            idle(),
        ],
        expect=[
            PageContains(
                ("profile.md", "coaching-playbook.md"),
                ["rower"],
                [
                    (
                        "broke",
                        "bust",
                        "snap",
                        "dead",
                        "repair",
                        "order",
                        "2 week",
                        "two week",
                        "out of action",
                        "unavailable",
                        "out of use",
                    )
                ],
            ),
            BundleContains("session_mode", ["rower"]),
        ],
    ),
    Scenario(
        "ay2_equip_birthday_squat_rack",
        "equipment",
        display_name="Carly",
        timezone="America/Phoenix",
        days=[
            texts(
                "BEST BIRTHDAY EVER. squat rack + barbell + 100kg of plates in the garage 🎉🎉 so we can "
                "finally do proper squats at home right??",
                at="10:30",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile([], [("rack",)]),
            Profile(["barbell"]),
            BundleContains("session_mode", [], [("rack", "barbell")]),
        ],
    ),
    # --- life: a train commute, a move abroad, a dictated father, a pregnancy, a deployment --------
    Scenario(
        "ay2_life_new_job_long_commute",
        "life",
        display_name="Mei",
        timezone="Asia/Taipei",
        days=[
            texts(
                "new job starts mon!! downside: 1h on the train each way 🚆 so weekdays gonna be long",
                at="22:00",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile([], [("job",)]),
            Profile([], [("commut", "1h each", "1 hour", "one hour", "hour each way")]),
            BundleContains(
                "morning_brief", [], [("commut", "1h each", "1 hour", "one hour", "hour each way")]
            ),
        ],
    ),
    Scenario(
        "ay2_life_esl_moving_to_lisbon",
        "life",
        display_name="Hiba",
        timezone="Africa/Casablanca",
        days=[
            texts(
                "Next month we move to Lisbon with all the family, my husband have new work there. So "
                "some weeks everything will be boxes and chaos, sorry in advance if I miss training.",
                at="21:20",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile(["lisbon"]),
            Profile([], [("mov", "relocat")]),
            BundleContains("morning_brief", ["lisbon"]),
        ],
    ),
    Scenario(
        "ay2_life_voice_dad_after_fall",
        "life",
        display_name="Denise",
        timezone="America/New_York",
        days=[
            texts(
                "my dad had a fall last week so I'm going over to his place every evening after work to "
                "help him with dinner and getting into bed so evenings are basically gone for the "
                "foreseeable future sorry",
                at="07:10",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile([], [("dad", "father")]),
            Profile([], [("evening",)]),
            BundleContains("morning_brief", [], [("dad", "father")]),
        ],
    ),
    Scenario(
        "ay2_life_pregnant_midwife_rules",
        "life",
        display_name="Laila",
        timezone="Asia/Karachi",
        days=[
            texts(
                "📣 news: 12 weeks pregnant!!! 🥹 midwife says keep lifting, just nothing lying flat on "
                "my back after 16 wks and no going to failure",
                at="19:30",
            ),
            workout(),
            idle(),
        ],
        expect=[
            PageContains("*", ["pregnan"]),
            BundleContains("session_mode", ["pregnan"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ay2_life_husband_deployed_twins",
        "life",
        display_name="Keala",
        timezone="Pacific/Honolulu",
        days=[
            texts(
                "husband deployed yesterday, 6 months 🫡 so it's just me + the twins till may. gonna need "
                "workouts I can do at home after their bedtime (8pm)",
                at="21:00",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile([], [("deploy", "husband", "solo", "twins")]),
            Profile([], [("8pm", "8 pm", "20:00", "bedtime", "after 8")]),
            BundleContains("morning_brief", [], [("deploy", "twins", "solo", "husband")]),
        ],
    ),
    # --- style: bullets on the bus, simple English, no emojis, one question, not before seven -----
    Scenario(
        "ay2_style_bullets_on_the_bus",
        "style",
        display_name="Lotte",
        timezone="Europe/Brussels",
        days=[
            texts(
                "pls keep the msgs short, i read them on the bus. bullet points > paragraphs every time",
                at="08:20",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Prefs([], [("short", "brief", "concise", "bullet")]),
            Prefs(["bullet"]),
            BundleContains("morning_brief", [], [("short", "brief", "concise", "bullet")]),
        ],
    ),
    Scenario(
        "ay2_style_esl_simple_english",
        "style",
        display_name="Wen",
        timezone="Asia/Shanghai",
        days=[
            texts(
                "Please can you write to me in simple English with short sentences? Sometimes I use the "
                "translator and long text with many words is difficult for me. Thank you!",
                at="12:05",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Prefs([], [("simple", "plain", "easy", "short sentence")]),
            BundleContains("morning_brief", [], [("simple", "plain", "easy", "short sentence")]),
            QuotesWhole(("preferences.md", "coaching-playbook.md"), min_quotes=0),
        ],
    ),
    Scenario(
        "ay2_style_drop_the_emojis",
        "style",
        display_name="Ruth",
        timezone="America/Vancouver",
        days=[
            exchange(
                "Great session yesterday! 🎉🔥💪 Keep it up!! 🙌",
                "can u drop the emojis lol. feels like a kids app. plain text is fine",
                replied="08:12",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Prefs(["emoji"]),
            BundleContains("morning_brief", ["emoji"]),
        ],
    ),
    Scenario(
        "ay2_style_voice_one_question_at_a_time",
        "style",
        display_name="Rūta",
        timezone="Europe/Vilnius",
        days=[
            texts(
                "can you ask me one thing at a time please because I reply with voice notes when I'm "
                "walking the dog and when there are like five questions in one message I lose track and "
                "only answer the first one",
                at="07:35",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Prefs(
                [],
                [("one question", "one thing", "one at a time", "single question", "one per message")],
            ),
            BundleContains(
                "morning_brief",
                [],
                [("one question", "one thing", "one at a time", "single question", "one per message")],
            ),
        ],
    ),
    Scenario(
        "ay2_style_nothing_before_seven",
        "style",
        display_name="Ama",
        timezone="Africa/Accra",
        days=[
            texts("dont msg before 7 pls 🙏 my phone buzzing at 6 keeps waking the baby", at="09:10"),
            workout(),
            idle(),
        ],
        expect=[
            Prefs([], [("before 7", "after 7", "7am", "7 am", "07:00", "7:00", "seven")]),
            BundleContains(
                "morning_brief", [], [("before 7", "after 7", "7am", "7 am", "07:00", "7:00", "seven")]
            ),
            PageContains("*", ["baby"]),
        ],
    ),
    # --- recurring: creatine thrice, an ESL rest-day walk, dictated soreness, a jumpy scale, 3 vs 2 -
    Scenario(
        "ay2_rec_creatine_three_ways",
        "recurring",
        display_name="Eleni",
        timezone="Europe/Athens",
        days=[
            texts("is creatine actually safe for women or is it a bro thing?"),
            workout(),
            texts("creatine... yay or nay? a girl at work swears by it", at="12:30"),
            idle(),
            texts("ok i know i keep asking but should i be taking creatine or not", at="21:00"),
        ],
        expect=[
            PageContains("*", ["creatine"], [ASKS]),
            BundleContains("free_chat", ["creatine"], query="should I take creatine?"),
        ],
    ),
    Scenario(
        "ay2_rec_esl_walking_on_rest_day",
        "recurring",
        display_name="Ploy",
        timezone="Asia/Bangkok",
        days=[
            texts("In the rest day, can I go for a long walk or is better to rest completely?"),
            workout(),
            texts("Question: walking 1 hour on the rest day is a problem for the recovery?", at="17:30"),
            idle(),
            texts("Sorry I forget what you said before. Rest day = no sport, or walking is ok?", at="07:45"),
        ],
        expect=[
            PageContains("*", ["walk"], [("rest",), ASKS]),
            BundleContains("free_chat", ["walk"], query="can I walk on rest days?"),
        ],
    ),
    Scenario(
        "ay2_rec_voice_train_while_sore",
        "recurring",
        display_name="Kelsey",
        timezone="America/Boise",
        days=[
            workout("lower A"),
            texts(
                "quick question my legs are still really sore from yesterday should I still do today's "
                "session or wait until the soreness goes away",
                at="07:15",
            ),
            workout("upper A"),
            texts("still a bit sore from Tuesday honestly do I train through it or not", at="07:20"),
            workout("lower B"),
            texts(
                "so I never really got what the rule is when I'm sore do I skip or do I go",
                at="07:10",
            ),
        ],
        expect=[
            PageContains("*", [], [("sore", "doms"), (*ASKS, "rule", "whether", "skip")]),
            BundleContains("free_chat", [], [("sore", "doms")], query="should I train when I'm sore?"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ay2_rec_scale_jumps_overnight",
        "recurring",
        display_name="Marisol",
        timezone="America/Guatemala",
        days=[
            [sleep(7), weight(64.2), user("up 1.1kg since yesterday?? I ate salad 😭 how", at="07:20")],
            workout(),
            [
                sleep(7),
                weight(63.5),
                user("and now it's down again. why does the scale jump around so much", at="07:15"),
            ],
            idle(),
            [
                sleep(7),
                weight(64.6),
                user("+1kg overnight AGAIN. i don't get how weight can move that fast", at="07:12"),
            ],
        ],
        expect=[
            PageContains(
                "*",
                [],
                [("scale", "weigh", "weight"), (*ASKS, "fluctuat", "jump", "swing", "up and down")],
            ),
            BundleContains(
                "free_chat",
                [],
                [("scale", "weigh", "weight"), (*ASKS, "fluctuat", "jump", "swing", "up and down")],
                query="why does my weight go up and down so much?",
            ),
        ],
    ),
    Scenario(
        "ay2_rec_stretching_thrice_carbs_twice",
        "recurring",
        display_name="Kadri",
        timezone="Europe/Tallinn",
        days=[
            texts("how long should i stretch after? 5 min? 20?", at="19:30"),
            texts("carbs at night — bad or fine?", at="21:10"),
            texts("stretching again sorry, is it before or after or both", at="19:00"),
            workout(),
            texts("do i actually need to stretch if i foam roll? never sure", at="18:00"),
            texts("also still curious abt carbs in the evening lol", at="21:00"),
        ],
        expect=[
            PageContains("*", ["stretch"], [ASKS]),
            PageLacks("preferences.md", ["carb"], [("keeps", "recurring", "repeated", "repeatedly")]),
            BundleContains("free_chat", ["stretch"], query="how long should I stretch?"),
        ],
    ),
    # --- bot claims: the wrong knee, an invented race, wrong days, a phantom hip, a missing barbell -
    Scenario(
        "ay2_bot_wrong_knee_side",
        "bot_claims",
        display_name="Inês",
        timezone="Europe/Lisbon",
        days=[
            workout("lower A"),
            [
                sleep(7),
                user("knee's grumbling after yesterday, 4/10 on the stairs", at="08:00"),
                bot("Sorry to hear the left knee is sore — I'll swap the lunges for step-ups.", at="08:02"),
                user(
                    "RIGHT knee 🙃 left one's fine. and step ups are basically stairs so maybe not those "
                    "either",
                    at="08:05",
                ),
            ],
            idle(),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            PageLacks(CONSTRAINTS, ["left knee"], [ENTRY_LEVELS]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "ay2_bot_invented_half_marathon",
        "bot_claims",
        display_name="Harper",
        timezone="America/Edmonton",
        days=[
            texts(
                "honestly i just want to feel less stiff at my desk and sleep better. that's what i'm "
                "here for",
                at="12:00",
            ),
            workout(),
            exchange(
                "Only 20 weeks to your half marathon! Let's build your long run this weekend.",
                "lol what half marathon?? I don't run, never have. still just the desk stiffness + sleep "
                "thing",
                replied="08:30",
            ),
            idle(),
        ],
        expect=[
            Goal([], [("stiff", "desk", "mobil")]),
            PageLacks("goals.md", ["marathon"]),
            BundleLacks("weekly_review", ["marathon"]),
        ],
    ),
    Scenario(
        "ay2_bot_wrong_days_esl",
        "bot_claims",
        display_name="Ulrike",
        timezone="Europe/Luxembourg",
        days=[
            exchange(
                "Perfect, so I'll plan your sessions for Monday and Wednesday evenings!",
                "No no, it is Tuesday and Friday, in the morning before 8. Monday evening I have my "
                "Spanish course.",
                asked="19:00",
                replied="19:06",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile([], [("tue",), ("morning", "before 8", "early")]),
            Profile([], [("fri",), ("morning", "before 8", "early")]),
            PageLacks("profile.md", ["wednesday"]),
            BundleContains("morning_brief", [], [("tue", "fri"), ("morning", "before 8", "early")]),
        ],
    ),
    Scenario(
        "ay2_bot_phantom_hip",
        "bot_claims",
        display_name="Nino",
        timezone="Asia/Tbilisi",
        days=[
            [sleep(7), session("lower A", sets=(("split squat", 8, 10.0), ("hip thrust", 10, 40.0)))],
            exchange(
                "How's the hip feeling after the split squats?",
                "what hip? 😅 never had any hip problems. maybe you're thinking of someone else. legs feel "
                "great",
                replied="08:20",
            ),
            idle(),
        ],
        expect=[
            NoEntry("hip"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["hip"], [("pain", "sore", "injur", *ENTRY_LEVELS)]),
        ],
    ),
    Scenario(
        "ay2_bot_assumed_barbell_voice",
        "bot_claims",
        display_name="Sigrún",
        timezone="Atlantic/Reykjavik",
        days=[
            texts("home workouts for me this month, the gym's too far now that it's dark at 4", at="17:00"),
            exchange(
                "Since you have a barbell at home, let's do back squats today.",
                "I don't have a barbell at home I've got two kettlebells a twelve and a sixteen and a yoga "
                "mat that's all so no back squats sorry",
                asked="16:00",
                replied="16:10",
            ),
            idle(),
        ],
        expect=[
            Profile(["kettlebell"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    # --- mixed: a dictated run-on, a numbered list, an ESL race plan, a neck with a style ask, a move
    Scenario(
        "ay2_mixed_voice_berlin_ankle_veggie",
        "mixed",
        display_name="Chloé",
        timezone="Europe/Paris",
        days=[
            texts(
                "okay quick update I'm in Berlin from Wednesday to Saturday for the trade fair the hotel "
                "has a small gym also my right ankle is still a bit sore from five-a-side on Sunday maybe "
                "three out of ten and oh before I forget they're doing the catering and I told them I'm "
                "vegetarian so that's sorted",
                at="18:40",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile(["berlin"]),
            Entry("ankle", any_of=[RIGHT]),
            Safety("ankle"),
            Diet([], [VEGGIE]),
        ],
    ),
    Scenario(
        "ay2_mixed_numbered_updates",
        "mixed",
        display_name="Ingvild",
        timezone="Europe/Oslo",
        days=[
            texts(
                "updates:\n1) new job → can only train after 7pm now\n2) coeliac diagnosis 😩 strictly "
                "gluten free from now on\n3) L shoulder clicks when i do arm circles but no pain so "
                "don't panic",
                at="20:10",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile([], [("7pm", "7 pm", "19:00", "after 7")]),
            Diet([], [("gluten", "coeliac", "celiac")]),
            NoEntry("shoulder"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ay2_mixed_esl_race_and_weekends",
        "mixed",
        display_name="Haruka",
        timezone="Asia/Tokyo",
        days=[
            texts(
                "My plan: I want to run the 10 km race of my city on 18 April, without walking. I can "
                "train only Saturday and Sunday, because in the week I finish work at 22h.",
                at="23:00",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Goal([], [("10 k", "ten k", "10km"), ("april", "apr", "2027 04", "18")]),
            Profile([], [("weekend", "saturday", "sat")]),
            BundleContains("weekly_review", [], [("10 k", "ten k", "10km")]),
            BundleContains("morning_brief", [], [("weekend", "saturday", "sunday")]),
        ],
    ),
    Scenario(
        "ay2_mixed_stiff_neck_no_quotes",
        "mixed",
        display_name="Maja",
        timezone="Europe/Zagreb",
        days=[
            texts(
                "neck's stiff as a board since the flight home, 5/10 turning left. ALSO pls no more "
                "motivational quotes in the morning msgs, they make me want to throw my phone 🙏",
                hours=5,
                at="09:00",
            ),
            idle(),
            workout(),
        ],
        expect=[
            Entry("neck"),
            Safety("neck"),
            Prefs([], [("quote", "motivational")]),
            BundleContains("morning_brief", [], [("quote", "motivational")]),
        ],
    ),
    Scenario(
        "ay2_mixed_new_house_garage_commute",
        "mixed",
        display_name="Beatriz",
        timezone="Atlantic/Canary",
        days=[
            texts(
                "WE MOVED 📦 new place has a garage so the bench + dumbbells r set up in there. and my "
                "commute is 20 min now instead of an hour, so mornings r way more relaxed",
                at="20:00",
            ),
            workout(),
            idle(),
        ],
        expect=[
            Profile([], [("garage",)]),
            Profile([], [("bench", "dumbbell")]),
            Profile([], [("commut",), ("20",)]),
            BundleContains("session_mode", [], [("garage", "bench", "dumbbell")]),
        ],
    ),
    # --- alerts: a shoulder at 7, two areas two alerts, a back three days running, chest, a stitch --
    Scenario(
        "ay2_alert_left_shoulder_hair",
        "alerts",
        display_name="Desislava",
        timezone="Europe/Sofia",
        days=[
            [
                sleep(7),
                session("upper B", sets=(("overhead press", 8, 20.0), ("lat pulldown", 10, 35.0))),
                soreness("left shoulder", 4, "overhead", at="19:30"),
            ],
            texts(
                "L shoulder 7/10 this morning, can't get my arm above my head to do my hair 😣", at="07:45"
            ),
            idle(),
        ],
        expect=[
            Safety("shoulder", any_of=[("7/10", "7", "seven", "arm above", "overhead", "hair")]),
            AlertCount("safety", 1, "shoulder"),
            Entry("shoulder", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "ay2_alert_knee_then_wrist",
        "alerts",
        display_name="Fernanda",
        timezone="America/Santiago",
        days=[
            texts("right knee's swollen after the trail run, 5/10 going downhill", at="20:00"),
            idle(),
            texts(
                "and now my left wrist 🤦 tripped on the kerb this morning and landed on my hand, 4/10 "
                "when I push up off the floor",
                at="12:00",
            ),
            idle(),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            AlertCount("safety", 1, "wrist"),
            Entry("knee", any_of=[RIGHT]),
            Entry("wrist", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "ay2_alert_back_three_days_running",
        "alerts",
        display_name="Meredith",
        timezone="America/Detroit",
        days=[
            [
                sleep(7),
                session("lower A", sets=(("deadlift", 5, 70.0), ("goblet squat", 8, 20.0))),
                user("lower back's cranky after deadlifts, 4/10", at="19:00"),
            ],
            texts("back still a 4. bending to load the dishwasher = ouch", at="07:30"),
            texts("day 3 of the back thing. bit better, 3/10", at="07:30"),
            idle(),
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Entry("back"),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    Scenario(
        "ay2_alert_esl_chest_dizzy",
        "alerts",
        display_name="Alina",
        timezone="Asia/Almaty",
        days=[
            [
                sleep(7),
                session("intervals", sets=(("bike sprint", 6, 0.0),), minutes=30),
                user(
                    "When I do the fast intervals I have pain in the chest, left side, and little bit "
                    "dizzy. After 5 minutes it goes. Is normal?",
                    at="19:20",
                ),
            ],
            idle(),
            idle(),
        ],
        expect=[
            Safety("chest"),
            AlertCount("safety", 1, "chest"),
            BundleContains("session_mode", ["chest"]),
        ],
    ),
    Scenario(
        "ay2_alert_none_for_stitch_and_tired",
        "alerts",
        display_name="Grace",
        timezone="Asia/Manila",
        days=[
            [
                sleep(4.5),
                session("easy run", sets=(("run", 1, 0.0),), minutes=30),
                user(
                    "zombie mode today, 4.5h sleep. got a stitch in my side halfway round, gone after a "
                    "couple min. otherwise legs fine, nothing hurts",
                    at="18:40",
                ),
            ],
            idle(6),
            workout(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [("stitch",), ENTRY_LEVELS]),
        ],
    ),
]
