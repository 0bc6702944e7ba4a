"""A batch about conversations with the bot: the bot asks, the client answers tersely or sideways.

Most facts here only make sense together with the bot's turn before them: a check-in answered with
"worse. 6", a yes/no question answered "yes pls", a numbered menu answered "3" or "the second one", a
"how's the heel?" answered "same", a recap answered "yep" (so the recap becomes her word) or corrected
("right knee not left"), two questions answered in one line, a question ignored for news about
something else. Mixed in: Spanglish, Hinglish, German, Dutch and French words; autocorrect slips
("need" for knee, "calm" for calf, "sour" for sore); voice-to-text without punctuation; numbers written
as words; long messages with one fact buried inside; and pasted words of others (a physio, a doctor, a
friend, a leaflet, a boyfriend's plan) that only count as hers when she says they are about her.
Names are prefixed `ac2_`.
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
    Safety,
    Scenario,
    bot,
    session,
    skipped,
    sleep,
    soreness,
    travel_start,
    user,
)

ASKED = ("ask", "question")
DIET_PAGES = ("nutrition-patterns.md", "profile.md", "preferences.md")
STYLE_PAGES = ("preferences.md", "coaching-playbook.md")


def rest(hours: float = 7.1) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", sets=None, hours: float = 7.0) -> list:
    return [sleep(hours), session(name, sets) if sets else session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def asked(question: str, answer: str, hours: float = 7.0) -> list:
    """The bot asks; the client answers a few minutes later."""
    return [sleep(hours), bot(question, at="07:59"), user(answer, at="08:04")]


def chat(*turns: str, start: str = "08:00") -> list:
    """Turns written "B: …" (the bot) or "U: …" (the client), two minutes apart from `start`."""
    hour, minute = (int(part) for part in start.split(":"))
    clock = hour * 60 + minute
    events = []
    for turn in turns:
        role, text = turn[:2], turn[3:]
        at = f"{clock // 60:02d}:{clock % 60:02d}"
        events.append(bot(text, at=at) if role == "B:" else user(text, at=at))
        clock += 2
    return events


SCENARIOS: list[Scenario] = [
    # --- goals: menu answers, raised numbers, Hinglish, voice notes, "both", a friend's plan -------
    Scenario(
        "ac2_goal_menu_answer_three",
        "goals",
        display_name="Malak",
        timezone="Asia/Amman",
        days=[
            [
                sleep(7.0),
                *chat(
                    "B: What's your main focus for the next three months? 1) lose fat 2) get stronger "
                    "3) run a 5k 4) just move more",
                    "U: 3",
                    "B: Love it. Any date in mind?",
                    "U: my bday, 14 march. want to run the whole thing without walking",
                ),
            ],
            train("easy run"),
            rest(),
        ],
        expect=[
            Goal([], [["5k", "5 k", "five k"], (*MARCH_NEXT, "birthday", "bday")]),
            PageLacks("goals.md", [], [["lose fat", "fat loss", "lose weight", "weight loss"]]),
            BundleContains("weekly_review", [], [["5k", "5 k", "five k"]]),
        ],
    ),
    Scenario(
        "ac2_goal_recap_yep_but_higher",
        "goals",
        display_name="Zuzana",
        timezone="Europe/Prague",
        days=[
            said("goal for this block: squat 60kg by the summer"),
            train("lower A", (("back squat", 5, 55.0),)),
            rest(),
            asked(
                "Goal check: still aiming for a 60 kg squat by summer?",
                "yep but make it 70. 60 is gonna be too easy, 55 flew up on tuesday",
            ),
            rest(),
        ],
        expect=[
            Goal(["squat", "70"]),
            Goal(["squat"], [["summer", "june", "july", "august", "2027 06", "2027 07", "2027 08"]]),
            BundleContains("weekly_review", ["squat", "70"]),
        ],
    ),
    Scenario(
        "ac2_goal_hinglish_pullups",
        "goals",
        display_name="Ananya",
        timezone="Asia/Kolkata",
        days=[
            asked(
                "What would make you proud of yourself by the end of the year?",
                "yaar honestly 10 pull-ups karna hai by new year. abhi toh ek bhi nahi hota 😅",
            ),
            rest(),
            train("upper A"),
        ],
        expect=[
            Goal([], [["10 pull", "ten pull", "10 chin", "ten chin"]]),
            Goal(
                ["pull"],
                [
                    [
                        "new year",
                        "january",
                        "2027 01",
                        "end of the year",
                        "end of year",
                        "year end",
                        "december",
                    ]
                ],
            ),
            BundleContains("weekly_review", ["pull"]),
        ],
    ),
    Scenario(
        "ac2_goal_voice_note_long_walk",
        "goals",
        display_name="Morag",
        timezone="Europe/London",
        days=[
            asked(
                "What's the big thing you're training towards?",
                "okay so basically i want to walk the west highland way with my dad in may its about "
                "ninety six miles over seven days so my legs and my back need to be ready for carrying "
                "the pack all day yeah thats it",
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal([], [["west highland", "hike", "hiking", "trek", "walk"], ["may", "2027 05"]]),
            NoEntry("back"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ac2_goal_pick_one_both",
        "goals",
        display_name="Leilani",
        timezone="Pacific/Honolulu",
        days=[
            said(
                "two things I want out of this: get properly strong, upper body mostly, and sleep better. "
                "I'm running on about five hours a night"
            ),
            train("upper A"),
            asked(
                "If you had to pick one to focus on first, strength or sleep?",
                "both. can't choose, they're connected anyway",
            ),
            rest(),
        ],
        expect=[
            Goal([], [["strong", "strength"]]),
            Goal(["sleep"]),
            BundleContains("weekly_review", ["sleep"]),
        ],
    ),
    Scenario(
        "ac2_goal_friends_marathon_pasted",
        "goals",
        display_name="Ingrid",
        timezone="Europe/Oslo",
        days=[
            asked(
                "How's your week looking?",
                'fine. my friend Liv just sent me this: "you HAVE to do the Berlin marathon with me next '
                "September, we'd smash it!!\" lol no. I'm sticking with the 10k in April, that's my thing",
            ),
            train("easy run"),
            rest(),
        ],
        expect=[
            Goal(["10k"], [["april", "apr", "2027 04"]]),
            PageLacks("goals.md", ["marathon"]),
            BundleContains("weekly_review", ["10k"]),
        ],
    ),
    # --- pain: autocorrect, yes/where/how-bad, a physio's note about her, "still there", Dutch ----
    Scenario(
        "ac2_pain_need_means_knee",
        "pain",
        display_name="Shannon",
        timezone="Australia/Sydney",
        days=[
            train("lower A", (("walking lunge", 10, 12.0), ("goblet squat", 10, 16.0))),
            asked(
                "How did the lunges feel yesterday?",
                "fine but my need hurts going down stairs. left one. like 4/10",
            ),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            Safety("knee"),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        "ac2_pain_calm_means_calf",
        "pain",
        display_name="Kirsty",
        timezone="Europe/London",
        days=[
            [
                sleep(7.0),
                session("easy run"),
                *chat(
                    "U: my right calm is super tight and sore after that, 5/10 when I push off",
                    "B: Ouch. Do you mean your calf?",
                    "U: yes calf 🤦‍♀️ autocorrect",
                    start="19:00",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [["calf", "calves"], ENTRY_LEVELS, RIGHT]),
            AlertOpen("safety", None, any_of=[["calf", "calves"]]),
            BundleContains("session_mode", [], [["calf", "calves"]]),
        ],
    ),
    Scenario(
        "ac2_pain_yes_then_where_then_six",
        "pain",
        display_name="Noor",
        timezone="Asia/Dubai",
        days=[
            [
                sleep(7.0),
                session("upper A", (("overhead press", 6, 25.0), ("lat pulldown", 10, 40.0))),
                *chat(
                    "B: Any pain during the overhead press today? yes/no",
                    "U: yes",
                    "B: Where?",
                    "U: right shoulder, front bit. pinchy at the top",
                    "B: How bad, 0 to 10?",
                    "U: six",
                    start="18:50",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT]),
            Entry("shoulder", any_of=[["6/10", "six", "6 out of 10", "pinch"]]),
            Safety("shoulder"),
        ],
    ),
    Scenario(
        "ac2_pain_physio_note_is_hers",
        "pain",
        display_name="Carmen",
        timezone="Europe/Madrid",
        days=[
            [
                sleep(7.0),
                user(
                    "physio sent her notes after today's appointment, pasting so you have them:\n\n"
                    "'Patellofemoral pain, R knee. Avoid deep knee flexion under load x3 weeks. Cycling "
                    "OK. Review 24/11.'\n\nso yeah, that's me now 🙃",
                    at="17:30",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=[(*RIGHT, "r knee")]),
            Entry("knee", any_of=[["deep", "flexion", "bend"]]),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        "ac2_pain_back_still_there",
        "pain",
        display_name="Yuki",
        timezone="Asia/Tokyo",
        days=[
            said("lower back twinged lifting my son out of the car seat. 5/10, hurts to bend", at="19:30"),
            rest(),
            asked("How's the back today?", "still there"),
            rest(),
            asked("And the back this morning?", "a bit. 3 maybe"),
        ],
        expect=[
            Entry("back"),
            AlertCount("safety", 1, "back"),
            BundleContains("morning_brief", ["back"]),
        ],
    ),
    Scenario(
        "ac2_pain_dutch_enkel",
        "pain",
        display_name="Femke",
        timezone="Europe/Amsterdam",
        days=[
            [
                sleep(7.0),
                bot("How was the evening walk?", at="19:55"),
                user(
                    "mijn enkel... sorry, ankle. rolled it on the stoep walking the dog. left one, bit "
                    "swollen, 4/10 when I walk",
                    at="20:01",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Entry("ankle", any_of=[LEFT]),
            Safety("ankle"),
            BundleContains("session_mode", ["ankle"]),
        ],
    ),
    # --- negation: the bot's worry waved off, "1 = none", someone else's knee, a leaflet ----------
    Scenario(
        "ac2_neg_ankle_guess_nah",
        "negation",
        display_name="Rosa",
        timezone="America/Mexico_City",
        days=[
            train("lower A"),
            asked(
                "Noticed you stopped the session early yesterday. Is your ankle ok?",
                "nah ankle's fine lol my shoelace snapped and I gave up",
            ),
            rest(),
        ],
        expect=[NoEntry("ankle"), NoAlert("safety")],
    ),
    Scenario(
        "ac2_neg_menu_answer_one_none",
        "negation",
        display_name="Birgit",
        timezone="Europe/Berlin",
        days=[
            train("lower B", (("deadlift", 5, 80.0), ("hip thrust", 10, 60.0))),
            asked(
                "Any pain after yesterday's deadlifts? 1 = none, 2 = a little, 3 = a lot",
                "1. just knackered",
            ),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["back"], [["pain", "hurt", "sore"]]),
        ],
    ),
    Scenario(
        "ac2_neg_mamas_rodilla",
        "negation",
        display_name="Lucía",
        timezone="America/Lima",
        days=[
            asked(
                "You've missed a couple of sessions. Everything ok?",
                "sí sí, mi mamá se operó la rodilla on friday so I'm at the hospital a lot. mis rodillas "
                "están bien, don't worry",
            ),
            rest(),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            Profile([], [["mum", "mother", "mom", "mamá", "mama", "hospital"]]),
        ],
    ),
    Scenario(
        "ac2_neg_gym_leaflet_chest",
        "negation",
        display_name="Olga",
        timezone="Europe/Riga",
        days=[
            [
                sleep(7.0),
                user(
                    "new gym gave me a leaflet, copying it cos it's so dramatic: 'STOP exercising "
                    "immediately if you experience chest pain, dizziness or shortness of breath.' "
                    "I'm fine obviously, just thought it was intense lol",
                    at="18:30",
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("chest"),
            PageLacks(CONSTRAINTS, [], [["dizz"], ENTRY_LEVELS]),
        ],
    ),
    Scenario(
        "ac2_neg_wrist_niente",
        "negation",
        display_name="Valentina",
        timezone="Europe/Rome",
        days=[
            [
                sleep(7.0),
                session("upper A", (("push up", 12, 0.0), ("dumbbell row", 10, 14.0))),
                bot("Any wrist pain on the push-ups? Lots of people feel it on this block", at="18:55"),
                user("zero. none. niente 👌", at="18:58"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            NoEntry("wrist"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["wrist"], [["pain", "hurt", "sore"]]),
        ],
    ),
    # --- schedule: "thursday works", "only on weekends", words for times, "same as last week" ------
    Scenario(
        "ac2_sched_thursday_works",
        "schedule",
        display_name="Ji-woo",
        timezone="Asia/Seoul",
        days=[
            asked("Which day suits your long run better, Thursday or Saturday?", "thursday works"),
            train("easy run"),
            rest(),
        ],
        expect=[
            Profile([], [["thursday", "thu"], ["run"]]),
            BundleContains("morning_brief", [], [["thursday", "thu"]]),
        ],
    ),
    Scenario(
        "ac2_sched_only_on_weekends",
        "schedule",
        display_name="Amara",
        timezone="Africa/Accra",
        days=[
            asked(
                "Could you train in the mornings?",
                "only on weekends. weekdays I'm out the door at 6:15",
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile([], [["weekend", "saturday", "sunday"], ["morning"]]),
            Profile([], [["6:15", "06:15", "6.15", "6 15", "quarter past six"]]),
            BundleContains("morning_brief", [], [["weekend", "saturday", "sunday"]]),
        ],
    ),
    Scenario(
        "ac2_sched_days_and_half_six",
        "schedule",
        display_name="Claire",
        timezone="Europe/Luxembourg",
        days=[
            asked(
                "How many days a week can you realistically train, and when?",
                "three. usually monday wednesday friday, around half six in the evening",
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile([], [["monday", "mon"]]),
            Profile([], [["friday", "fri"]]),
            Profile([], [["18:30", "6:30", "6.30", "half six", "6 30"]]),
        ],
    ),
    Scenario(
        "ac2_sched_same_as_last_week",
        "schedule",
        display_name="Rania",
        timezone="Africa/Cairo",
        days=[
            asked("Which days are you training this week?", "tue thu sat, mornings"),
            train(),
            rest(),
            train(),
            rest(),
            train(),
            rest(),
            asked("New week! Same days as last week?", "same as last week"),
        ],
        expect=[
            Profile([], [["tuesday", "tue"]]),
            Profile([], [["saturday", "sat"]]),
            BundleContains("morning_brief", [], [["saturday", "sat"]]),
        ],
    ),
    Scenario(
        "ac2_sched_spaetschicht",
        "schedule",
        display_name="Lena",
        timezone="Europe/Vienna",
        days=[
            asked(
                "Anything changing in your week?",
                "ab nächster Woche Spätschicht 🙄 late shifts, 2pm to 10pm. so mornings only for "
                "training, before 11",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Profile(
                [], [["late shift", "spätschicht", "spaetschicht", "evening shift", "2pm", "2 pm", "14:00"]]
            ),
            Profile(["morning"]),
            BundleContains("morning_brief", [], [["shift", "spätschicht"]]),
        ],
    ),
    # --- diet: "2, but eggs", Hinglish, a sister's diet, two answers at once, French ---------------
    Scenario(
        "ac2_diet_option_two_with_eggs",
        "diet",
        display_name="Meera",
        timezone="Asia/Colombo",
        days=[
            asked(
                "Which fits how you eat? 1) everything 2) vegetarian 3) vegan 4) pescatarian",
                "2, but I do eat eggs",
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet([], [["vegetarian", "veggie"]]),
            Diet(["egg"]),
            PageLacks(DIET_PAGES, [], [["pescatarian", "pescetarian"]]),
            BundleContains("meal_lens", [], [["vegetarian", "veggie"]]),
        ],
    ),
    Scenario(
        "ac2_diet_hinglish_lactose",
        "diet",
        display_name="Kavya",
        timezone="Asia/Kolkata",
        days=[
            asked(
                "Any foods that don't agree with you?",
                "haan, doodh se problem hai, lactose intolerant hoon. paneer thoda sa chal jata hai, and "
                "curd is ok",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Diet([], [["lactose", "dairy", "milk"]]),
            Diet([], [["paneer", "curd", "yogurt", "yoghurt", "dahi"]]),
            BundleContains("meal_lens", [], [["lactose", "dairy", "milk"]]),
        ],
    ),
    Scenario(
        "ac2_diet_sisters_keto_her_pasta",
        "diet",
        display_name="Chloe",
        timezone="America/Chicago",
        days=[
            asked(
                "How's the eating going this week?",
                "good! my sister's doing keto and will NOT shut up about it 🙄 anyway I had pasta again, "
                "it's basically my pre long run ritual, big bowl the night before",
            ),
            rest(),
            train("long run"),
        ],
        expect=[
            Diet(["pasta"]),
            PageLacks(DIET_PAGES, ["keto"]),
            BundleContains("meal_lens", ["pasta"]),
        ],
    ),
    Scenario(
        "ac2_diet_two_answers_one_line",
        "diet",
        display_name="Emilia",
        timezone="Europe/Helsinki",
        days=[
            asked(
                "Two quick ones: do you eat breakfast? And roughly how much water do you drink a day?",
                "nope, coffee only till lunch. like two litres",
            ),
            rest(),
            train(),
        ],
        expect=[
            Diet(["breakfast"]),
            Diet([], [["2 l", "2l", "2 litre", "two litre", "2 liter", "two liter", "2000"]]),
            BundleContains("meal_lens", ["breakfast"]),
        ],
    ),
    Scenario(
        "ac2_diet_pas_de_porc",
        "diet",
        display_name="Yasmine",
        timezone="Europe/Paris",
        days=[
            asked("Any foods you don't eat?", "pas de porc 🙅‍♀️ halal only. alcohol non plus"),
            rest(),
            rest(),
        ],
        expect=[
            Diet([], [["pork", "porc", "halal"]]),
            Diet(["alcohol"]),
            BundleContains("meal_lens", [], [["pork", "porc", "halal"]]),
        ],
    ),
    # --- equipment: "b and c", "still broken", a voice list, a hotel in Spanglish, a PT's advice ---
    Scenario(
        "ac2_equip_b_and_c",
        "equipment",
        display_name="Naledi",
        timezone="Africa/Johannesburg",
        days=[
            asked(
                "What do you have at home? (a) dumbbells (b) kettlebell (c) resistance bands (d) nothing yet",
                "b and c",
            ),
            train("home A"),
            rest(),
        ],
        expect=[
            Profile(["kettlebell"]),
            Profile(["band"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    Scenario(
        "ac2_equip_treadmill_still_broken",
        "equipment",
        display_name="Ruth",
        timezone="America/Toronto",
        days=[
            said("building gym treadmill is broken, sign says 'out of order until further notice'"),
            rest(),
            rest(),
            asked("Is the treadmill fixed yet?", "nope still broken. been using the bike instead"),
            rest(),
        ],
        expect=[
            Profile(["treadmill"], [["broken", "out of order", "unavailable", "not working", "down"]]),
            Profile([], [["bike", "cycl"]]),
            BundleContains("session_mode", ["treadmill"]),
        ],
    ),
    Scenario(
        "ac2_equip_voice_dumbbells_in_words",
        "equipment",
        display_name="Grace",
        timezone="Pacific/Auckland",
        days=[
            asked(
                "What kit have you got at home?",
                "so at home ive got two adjustable dumbbells that go up to twenty four kilos each and a "
                "bench that folds away and thats about it really",
            ),
            train("home A"),
            rest(),
        ],
        expect=[
            Profile(["dumbbell"], [["24", "twenty four"]]),
            Profile(["bench"]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
    ),
    Scenario(
        "ac2_equip_spanglish_hotel_gym",
        "equipment",
        display_name="Daniela",
        timezone="America/Monterrey",
        days=[
            [
                sleep(7.0),
                travel_start("Monterrey"),
                bot("How's the trip so far? Found somewhere to train?", at="19:55"),
                user(
                    "estoy en un hotel en Monterrey hasta el viernes de la próxima semana. el gym aquí is "
                    "tiny: una caminadora and mancuernas ligeras, only up to 10kg",
                    at="20:00",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["monterrey", "hotel"]]),
            BundleContains("session_mode", ["10 kg"]),
            BundleContains("session_mode", [], [["treadmill", "caminadora"]]),
        ],
    ),
    Scenario(
        "ac2_equip_garage_and_a_pts_advice",
        "equipment",
        display_name="Harriet",
        timezone="Europe/London",
        days=[
            asked(
                "What have you got in the garage gym?",
                "barbell, plates, squat rack. my mate who's a PT keeps saying 'get a trap bar, it'll save "
                "your back' but my back's fine, I just like deadlifting off the floor",
            ),
            train("lower A"),
            rest(),
        ],
        expect=[
            Profile(["barbell"]),
            Profile(["rack"]),
            NoEntry("back"),
        ],
    ),
    # --- life: news instead of an answer, a partner's pregnancy, Dutch, a buried trip, exams -------
    Scenario(
        "ac2_life_news_instead_of_answer",
        "life",
        display_name="Adaeze",
        timezone="Africa/Lagos",
        days=[
            train(),
            asked(
                "How did yesterday's session feel?",
                "didn't really think about it tbh. started the new job at the hospital today, twelve hour "
                "shifts, three on four off",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["12 hour", "12h", "12 h", "twelve hour", "12 hr"]]),
            Profile([], [["hospital", "job"]]),
            BundleContains("morning_brief", ["shift"]),
        ],
    ),
    Scenario(
        "ac2_life_baby_due_not_her",
        "life",
        display_name="Zoe",
        timezone="Australia/Melbourne",
        days=[
            asked(
                "Anything coming up in the next few months that'll affect training?",
                "baby due in feb 🙈 (my wife's the pregnant one, not me lol)",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["baby"]),
            NoEntry("pregnan"),
            BundleContains("morning_brief", ["baby"]),
        ],
    ),
    Scenario(
        "ac2_life_verhuizen_utrecht",
        "life",
        display_name="Sanne",
        timezone="Europe/Amsterdam",
        days=[
            asked(
                "How's life outside training?",
                "druk! we verhuizen volgende maand, moving to Utrecht, so boxes everywhere",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["moving", "move", "verhuiz", "relocat"]]),
            Profile(["utrecht"]),
        ],
    ),
    Scenario(
        "ac2_life_trip_buried_in_weekend_story",
        "life",
        display_name="Rebecca",
        timezone="America/New_York",
        days=[
            asked(
                "How was your weekend?",
                "ok where do I start. Saturday was my niece's 6th birthday so we had eleven kids in the "
                "house and a bouncy castle that deflated halfway through, my brother-in-law tried to fix "
                "it with duct tape which obviously didn't work, then Sunday we took the dog back to the "
                "vet because his back leg is still dodgy, poor thing, they think it's arthritis, he's "
                "eleven so not surprising. then I spent all evening doing laundry and meal prepping "
                "chicken and rice for the week. oh and I'm in Lisbon from the 14th to the 20th for a "
                "conference, forgot to say. anyway I'm tired but good!",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Profile(["lisbon"]),
            BundleContains("free_chat", ["lisbon"], query="any trips coming up?"),
            NoEntry("leg"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ac2_life_hinglish_exams",
        "life",
        display_name="Ishita",
        timezone="Asia/Kolkata",
        days=[
            asked(
                "How many sessions can you manage this week?",
                "next 3 weeks exams hai, so sirf 2 din train kar paungi. sorry",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["exam"]),
            Profile(
                [],
                [["2 days", "two days", "2 sessions", "two sessions", "twice", "2x", "2 x", "2/week"]],
            ),
            BundleContains("morning_brief", ["exam"]),
        ],
    ),
    # --- style: "yes pls", "the second one", fewer emojis in German, Mondays only, explain why -----
    Scenario(
        "ac2_style_yes_to_shorter",
        "style",
        display_name="Olivia",
        timezone="Europe/London",
        days=[
            asked("Would you like shorter messages from me? (yes/no)", "yes pls"),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["short", "brief", "concise"]]),
            BundleContains("morning_brief", [], [["short", "brief", "concise"]]),
        ],
    ),
    Scenario(
        "ac2_style_the_second_one_tough_love",
        "style",
        display_name="Mia",
        timezone="Europe/Copenhagen",
        days=[
            asked(
                "When you miss a session, how should I respond? 1) gentle reminder 2) tough love "
                "3) don't mention it",
                "the second one 😬",
            ),
            [sleep(6.5), skipped("full body A")],
            rest(),
        ],
        expect=[
            Prefs([], [["tough", "blunt", "direct", "firm", "strict"]]),
            PageLacks(STYLE_PAGES, [], [["don't mention", "do not mention"]]),
            BundleContains("morning_brief", [], [["tough", "blunt", "direct", "firm", "strict"]]),
        ],
    ),
    Scenario(
        "ac2_style_weniger_emojis",
        "style",
        display_name="Katrin",
        timezone="Europe/Zurich",
        days=[
            asked(
                "Hey Katrin! 🎉💪 Ready for the week? 🔥🔥",
                "ja ja. bitte weniger emojis, es nervt 😅 fewer emojis please",
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs(["emoji"]),
            BundleContains("morning_brief", ["emoji"]),
        ],
    ),
    Scenario(
        "ac2_style_checkins_mondays_only",
        "style",
        display_name="Paula",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            asked("Want me to check in every morning at 7?", "nah. mondays only"),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["monday", "mon"], ["check", "message", "ping", "weekly"]]),
            BundleContains("morning_brief", [], [["monday"], ["check", "message", "ping", "weekly"]]),
        ],
    ),
    Scenario(
        "ac2_style_voice_explain_why",
        "style",
        display_name="Aisha",
        timezone="Asia/Karachi",
        days=[
            asked(
                "Here's today's session: squats, rows, planks. Any questions?",
                "yeah can you like tell me why we're doing each one i don't want just a list i want to "
                "actually understand it otherwise i lose interest",
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["why", "explain", "reason", "understand", "rationale"]]),
            BundleContains("session_mode", [], [["why", "explain", "reason", "understand", "rationale"]]),
        ],
    ),
    # --- recurring: the same question in other words, in Hinglish, misspelt, tacked onto answers ---
    Scenario(
        "ac2_rec_protein_three_ways",
        "recurring",
        display_name="Riya",
        timezone="Asia/Singapore",
        days=[
            said("how much protein do I need a day?"),
            rest(),
            asked("Morning! Ready for lower A?", "ya. btw protein kitna chahiye roughly? forgot"),
            train("lower A"),
            said("remind me the protein number again 🙈"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["protein"], ASKED),
            BundleContains("free_chat", ["protein"], query="how much protein should I eat?"),
        ],
    ),
    Scenario(
        "ac2_rec_sour_means_sore",
        "recurring",
        display_name="Tash",
        timezone="Australia/Perth",
        days=[
            said("if I'm sore should I still train?"),
            train(),
            said("if im sour can i still train. *sore"),
            rest(),
            asked(
                "How are you feeling today?",
                "sore again lol. same question as always, train or rest when sore?",
            ),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["sore"], ASKED),
            BundleContains("free_chat", ["sore"], query="can I work out when I'm sore?"),
        ],
    ),
    Scenario(
        "ac2_rec_fasted_run_only_twice",
        "recurring",
        display_name="Mei",
        timezone="Asia/Shanghai",
        days=[
            said("is it ok to run on an empty stomach?"),
            rest(),
            said("sorry, running before breakfast, fine or not?"),
            train("easy run"),
        ],
        expect=[
            PageLacks(("preferences.md", "*"), [], [["empty stomach", "fasted", "before breakfast"], ASKED]),
            BundleLacks(
                "free_chat",
                [],
                [["empty stomach", "fasted", "before breakfast"], ASKED],
                query="can I run fasted?",
            ),
        ],
    ),
    Scenario(
        "ac2_rec_rest_between_sets_after_checkins",
        "recurring",
        display_name="Fatima",
        timezone="Asia/Riyadh",
        days=[
            [
                sleep(7.0),
                session("upper A"),
                *chat(
                    "B: How was the session?",
                    "U: ok. how long should I rest between sets btw?",
                    start="19:00",
                ),
            ],
            rest(),
            [
                sleep(7.0),
                session("lower A"),
                *chat(
                    "B: Nice work today! How did it feel?",
                    "U: fine. between sets, how long again? 1 min or 3?",
                    start="19:00",
                ),
            ],
            rest(),
            [
                sleep(7.0),
                session("upper B"),
                *chat("B: How did that go?", "U: good. rest between sets though, remind me", start="19:00"),
            ],
        ],
        expect=[
            PageContains(
                ("preferences.md", "*"),
                [],
                [["between sets", "rest period", "rest time", "rest interval", "rest between"], ASKED],
            ),
            BundleContains(
                "free_chat",
                [],
                [["between sets", "rest period", "rest time", "rest interval", "rest between"]],
                query="rest time between sets?",
            ),
        ],
    ),
    Scenario(
        "ac2_rec_calories_voice",
        "recurring",
        display_name="Brooke",
        timezone="America/Denver",
        days=[
            said("how many calories should i be eating"),
            rest(),
            said("hey so what was the calorie number again i forgot"),
            train(),
            rest(),
            asked("How's the week going?", "good good um how many calories was it again sorry"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["calor"], ASKED),
            BundleContains("free_chat", ["calor"], query="what's my calorie target?"),
        ],
    ),
    # --- the bot's claims: a recap confirmed, recaps corrected, ignored, wrong day, wrong advice ---
    Scenario(
        "ac2_bot_recap_yep",
        "bot_claims",
        display_name="Nadia",
        timezone="Europe/Sofia",
        days=[
            asked(
                "Quick recap so I've got it right: three sessions a week at home, and the goal is a 5k in "
                "March. Correct?",
                "yep",
            ),
            train("home A"),
            rest(),
        ],
        expect=[
            Goal([], [["5k", "5 k", "five k"], MARCH_NEXT]),
            Profile(["home"]),
            Profile(
                [],
                [
                    [
                        "3 sessions",
                        "three sessions",
                        "3x",
                        "3 x",
                        "3 times",
                        "three times",
                        "3 days",
                        "three days",
                        "3/week",
                        "3 per week",
                    ]
                ],
            ),
        ],
    ),
    Scenario(
        "ac2_bot_recap_side_and_dairy_fixed",
        "bot_claims",
        display_name="Elif",
        timezone="Europe/Istanbul",
        days=[
            [sleep(7.0), session("easy run"), user("knee sore after today's run, maybe 4/10", at="19:00")],
            asked(
                "Just to confirm: left knee sore, no running this week, and you're off dairy at the moment?",
                "right knee not left. and dairy's fine, that was my flatmate",
            ),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            Safety("knee"),
            PageLacks(
                DIET_PAGES, [], [["dairy free", "avoids dairy", "no dairy", "off dairy", "cuts dairy"]]
            ),
        ],
    ),
    Scenario(
        "ac2_bot_burpee_claim_ignored",
        "bot_claims",
        display_name="Camila",
        timezone="America/Santiago",
        days=[
            asked(
                "Since you hate burpees I've swapped them for step-ups 👍",
                "ok. any dinner ideas for tonight? something fast",
            ),
            train(),
            rest(),
        ],
        expect=[
            PageLacks((*STYLE_PAGES, "profile.md"), ["burpee"]),
            BundleLacks("session_mode", ["burpee"]),
        ],
    ),
    Scenario(
        "ac2_bot_wrong_day_corrected",
        "bot_claims",
        display_name="Ella",
        timezone="Europe/Stockholm",
        days=[
            said("can we put my long runs on tuesdays from now on?"),
            rest(),
            asked("Done! Long runs are now on Thursdays 🏃‍♀️", "I said tuesdays??"),
            rest(),
        ],
        expect=[
            Profile([], [["tuesday", "tue"], ["run"]]),
            PageLacks("profile.md", ["thursday"]),
            BundleContains("morning_brief", [], [["tuesday", "tue"]]),
        ],
    ),
    Scenario(
        "ac2_bot_physio_advice_reversed",
        "bot_claims",
        display_name="Gemma",
        timezone="Europe/Dublin",
        days=[
            said("saw the physio about my hip today, all good, nothing structural", at="18:00"),
            asked(
                "So your physio said no squats for six weeks, right?",
                "no, the opposite! she said squat away, just warm up properly first",
            ),
            rest(),
        ],
        expect=[
            PageLacks(CONSTRAINTS, [], [["no squat", "avoid squat", "six weeks", "6 weeks"]]),
            NoAlert("safety"),
            PageContains(("coaching-playbook.md", CONSTRAINTS, "preferences.md", "profile.md"), ["warm"]),
        ],
    ),
    Scenario(
        "ac2_bot_beginner_assumption",
        "bot_claims",
        display_name="Tamsin",
        timezone="Europe/London",
        days=[
            asked("As a beginner, let's keep the weights light this week!", "been lifting six years mate 😂"),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["6 years", "six years", "6 yrs", "6 year", "six year"]]),
            BundleContains(
                "session_mode", [], [["6 years", "six years", "6 yrs", "6 year", "six year", "experienced"]]
            ),
        ],
    ),
    # --- mixed: two answers in one, a voice memo, Spanglish, a doctor's letter, a boyfriend's plan --
    Scenario(
        "ac2_mixed_worse_and_bands_arrived",
        "mixed",
        display_name="Sadie",
        timezone="America/Detroit",
        days=[
            [
                sleep(7.0),
                session("upper A"),
                user("left shoulder a bit sore after push press, 2/10, no biggie", at="19:00"),
            ],
            rest(),
            asked(
                "How's the shoulder today? And did the resistance bands arrive?",
                "worse, like 5 now. bands yes 🙌",
            ),
            rest(),
        ],
        expect=[
            Entry("shoulder", any_of=[LEFT]),
            Safety("shoulder"),
            Profile(["band"]),
        ],
    ),
    Scenario(
        "ac2_mixed_voice_memo_three_facts",
        "mixed",
        display_name="Maddie",
        timezone="Europe/Dublin",
        days=[
            asked(
                "How's everything going?",
                "ok so quick update um my right hip flexor is really tight like three out of ten when i "
                "lift my knee up and also work moved me to the new office so i can only train at lunch now "
                "and ive stopped sugar for november as a challenge with my sister",
            ),
            train(),
            rest(),
        ],
        expect=[
            Entry("hip", any_of=[RIGHT]),
            Profile([], [["lunch", "midday", "noon"]]),
            Diet(["sugar"]),
        ],
    ),
    Scenario(
        "ac2_mixed_spanglish_update",
        "mixed",
        display_name="Valeria",
        timezone="America/Caracas",
        days=[
            asked(
                "¿Cómo va todo? Any updates?",
                "ok so el lunes empiezo trabajo nuevo, solo puedo entrenar por las mañanas. y la rodilla "
                "izquierda me duele un poquito en las escaleras, like 3/10. el goal sigue igual: 10k en "
                "abril",
            ),
            train(),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            Profile([], [["morning", "mañana"]]),
            Goal(["10k"], [["april", "abril", "2027 04"]]),
        ],
    ),
    Scenario(
        "ac2_mixed_doctors_letter_is_hers",
        "mixed",
        display_name="Oona",
        timezone="Europe/Tallinn",
        days=[
            [
                sleep(7.0),
                user(
                    "pasting the letter from Dr Osei so it's on file:\n\n'Dear colleague, this patient has "
                    "mild exercise-induced asthma. She should use her salbutamol inhaler 15 minutes before "
                    "exercise and carry it during sessions.'\n\nthat's me btw. annoying but fine",
                    at="17:00",
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Entry("asthma"),
            PageContains((CONSTRAINTS, "profile.md", "coaching-playbook.md"), ["inhaler"]),
            BundleContains("session_mode", [], [["asthma", "inhaler"]]),
        ],
    ),
    Scenario(
        "ac2_mixed_question_ignored_for_news",
        "mixed",
        display_name="Georgia",
        timezone="Europe/Athens",
        days=[
            asked(
                "Did you get the mobility flow done?",
                "no 🙈 also I'm vegetarian since sunday, and my sister's wedding is 20 june so I want to "
                "feel strong and toned for that",
            ),
            rest(),
            train(),
        ],
        expect=[
            Diet([], [["vegetarian", "veggie"]]),
            Goal([], [(*JUNE_NEXT, "wedding")]),
            BundleContains("meal_lens", [], [["vegetarian", "veggie"]]),
        ],
    ),
    Scenario(
        "ac2_mixed_boyfriends_physio_plan",
        "mixed",
        display_name="Anouk",
        timezone="Europe/Brussels",
        days=[
            asked(
                "Anything you'd change about your plan?",
                "yes, pasting my boyfriend's physio plan so you see what I mean: 'L ankle sprain gr 2. No "
                "running 4 wks. Calf raises 3x15, balance board daily.' can mine look like that? way more "
                "detail, sets + reps + why",
            ),
            rest(),
            rest(),
        ],
        expect=[
            NoEntry("ankle"),
            NoAlert("safety"),
            Prefs([], [["detail", "sets and reps", "sets + reps", "specific"]]),
        ],
    ),
    # --- alerts: "worse. 6", numbness said lightly, "same" x3, a friend's scare, two in one answer --
    Scenario(
        "ac2_alert_elbow_worse_six",
        "alerts",
        display_name="Noelia",
        timezone="Europe/Madrid",
        days=[
            [sleep(7.0), session("upper A"), soreness("right elbow", 3, "after curls", at="19:00")],
            asked("Elbow better or worse than yesterday?", "worse. 6"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "elbow"),
            Safety("elbow", any_of=[["6/10", "six", "worse", "increas", "escalat"]]),
            Entry("elbow", any_of=[RIGHT]),
        ],
    ),
    Scenario(
        "ac2_alert_arm_numb_played_down",
        "alerts",
        display_name="Mariam",
        timezone="Asia/Tbilisi",
        days=[
            asked(
                "Anything I should know before today's session?",
                "left arm tingly and numb since last night. weird. probably slept on it?",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Safety("arm", any_of=[["numb", "tingl"]]),
            Entry("arm", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "ac2_alert_heel_same_same_worse",
        "alerts",
        display_name="Agnieszka",
        timezone="Europe/Warsaw",
        days=[
            said("right heel really hurts first thing in the morning, like 4/10 for the first few steps"),
            asked("Heel today?", "same"),
            asked("Heel?", "same 🙄"),
            asked("How's the heel this morning?", "bit worse. 5"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "heel"),
            Entry("heel", any_of=[RIGHT]),
            BundleContains("session_mode", ["heel"]),
        ],
    ),
    Scenario(
        "ac2_alert_running_buddys_chest",
        "alerts",
        display_name="Nicole",
        timezone="America/Los_Angeles",
        days=[
            [
                sleep(7.0),
                session("parkrun", (("5k run", 1, 0.0),), at="10:30", rpe=8, minutes=25),
                bot("How was parkrun?", at="10:55"),
                user(
                    "my running buddy had chest pains near the end and they took him to A&E 😳 so scary. "
                    "he's ok now. I'm fine, ran 24:10",
                    at="11:00",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("chest"),
            BundleLacks("session_mode", ["chest"]),
        ],
    ),
    Scenario(
        "ac2_alert_two_areas_one_reply",
        "alerts",
        display_name="Marta",
        timezone="Europe/Lisbon",
        days=[
            asked(
                "Quick check: any pain today? If yes, where and how bad (0 to 10)?",
                "lower back 5, left wrist 3",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Safety("back"),
            AlertCount("safety", 1, "back"),
            Entry("wrist", any_of=[LEFT]),
        ],
    ),
]
