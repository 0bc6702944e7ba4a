"""A batch about intake and introductions, written without the system's vocabulary.

New clients introduce themselves the way people really write to a new coach: one or two dense messages
with age, job and hours, family, where and with what they train, old and current injuries, what they
want and by when, what they eat or avoid, how they like to be messaged; then a few follow-ups over days
that add, change or deny things. Some answer an intake questionnaire the bot sent (several questions in
one bot turn; the answer in prose or as a numbered list). Every fact must land where a coach looks;
healed things, other people's problems, daydreams that are not goals, and the bot's own guesses,
examples and summaries must not. Many nationalities, ages, registers and lengths. Names are prefixed
`u_`.
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
    user,
)

ASKED = ("ask", "question")
PREF_PAGES = ("preferences.md", "coaching-playbook.md")
DIET_PAGES = ("nutrition-patterns.md", "profile.md")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def said(text: str, at: str = "08:00", hours: float = 7.0) -> list:
    return [sleep(hours), user(text, at)]


def asked(question: str, answer: str, q_at: str = "19:00", a_at: str = "19:25") -> list:
    """The bot sends an intake questionnaire; the client answers it later that evening."""
    return [sleep(7.0), bot(question, q_at), user(answer, a_at)]


def EntryAny(*areas: str, any_of=()) -> PageContains:
    """An entry naming one of several everyday words for the same place (and a side, if given)."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    if any_of:
        groups.append(list(any_of))
    return PageContains(CONSTRAINTS, [], groups)


QUESTIONNAIRE = (
    "Welcome aboard! A few quick questions so I can set things up: 1) What's your main goal, and by when? "
    "2) Any injuries or pain I should know about (knee, back, shoulder...)? 3) What equipment do you "
    "have, or where do you train? 4) Which days and times suit you? 5) Anything about food - allergies, "
    "diets? 6) How do you like me to message you?"
)


SCENARIOS: list[Scenario] = [
    # --- goals ---------------------------------------------------------------------------------------
    Scenario(
        name="u_goals_lagos_offshore_wedding",
        category="goals",
        timezone="Africa/Lagos",
        display_name="Chidi",
        days=[
            said(
                "Good evening coach. My name is Chidi, 38 years, petroleum engineer. I work offshore on "
                "rotation, 2 weeks on the rig and 2 weeks at home. Main target: I want to lose 10kg before "
                "my sister's wedding in June next year, I am 98kg now. Also I would like to be able to run "
                "5km without stopping, I have never done it.",
                at="20:10",
            ),
            rest(),
            said("Just to add, on the rig there is a small gym with treadmill and dumbbells only."),
        ],
        expect=[
            Goal(["10 kg"], any_of=[JUNE_NEXT]),
            Profile(any_of=[("offshore", "rig", "rotation")]),
            QuotesWhole("goals.md"),
        ],
    ),
    Scenario(
        name="u_goals_dublin_deadlift_not_marathon",
        category="goals",
        timezone="Europe/Dublin",
        display_name="Siobhan",
        days=[
            said(
                "Hiya! Siobhan here, 45, secondary school teacher, two teenagers who eat everything in the "
                "house. What I actually want: deadlift 100kg by Easter. A marathon would be lovely some day "
                "but honestly not in this lifetime, so don't go writing that down as a goal 😂",
                at="21:40",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Goal(["deadlift", "100 kg"]),
            PageLacks("goals.md", ["marathon"]),
            BundleContains("weekly_review", ["deadlift"]),
        ],
    ),
    Scenario(
        name="u_goals_krakow_pushups_replaced_by_10k",
        category="goals",
        timezone="Europe/Warsaw",
        display_name="Kasia",
        days=[
            said(
                "Hi, Kasia, 29, from Kraków. I work in IT, fully remote, so flexible hours. My goal is 10 "
                "push-ups in a row by Christmas, right now I can do maybe 3 on toes."
            ),
            rest(),
            rest(),
            said(
                "Actually change of plans — push-ups can wait. My friend talked me into a 10k run in April "
                "and that is now the main thing. I have never run more than 4 km."
            ),
        ],
        expect=[
            Goal(any_of=[("10k", "10 km"), ("april", "2027-04")]),
            Profile(["remote"]),
        ],
    ),
    Scenario(
        name="u_goals_tokyo_questionnaire_marathon",
        category="goals",
        timezone="Asia/Tokyo",
        display_name="Haruto",
        days=[
            asked(
                QUESTIONNAIRE,
                "1) I want finish my first full marathon, Tokyo Marathon March 2027, "
                "under 4h30 if possible.\n"
                "2) Nothing now.\n"
                "3) Running shoes, and there is a gym in my company building.\n"
                "4) Weekday morning before work 6:00-7:00. Weekend long run.\n"
                "5) No allergy.\n"
                "6) Short message is better, my English is not so good.",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Goal(["marathon"], any_of=[MARCH_NEXT]),
            NoEntry("knee"),
            Prefs(any_of=[("short", "brief", "concise")]),
        ],
    ),
    Scenario(
        name="u_goals_berlin_retiree_why_and_mothers_hip",
        category="goals",
        timezone="Europe/Berlin",
        display_name="Horst",
        days=[
            said(
                "Guten Tag. I am Horst, 61 years old, retired since spring (mechanical engineer). My doctor "
                "says my blood sugar is borderline, therefore I wish to lose 6 kg until my check-up in May. "
                "Also I want to keep my balance good. My mother fell and broke her hip at 70, this I would "
                "like to avoid.",
                at="10:15",
            ),
            rest(),
        ],
        expect=[
            Goal(["6 kg"], any_of=[("may", "2027-05")]),
            NoEntry("hip"),
            NoAlert("safety", "hip"),
        ],
    ),
    # --- pain ----------------------------------------------------------------------------------------
    Scenario(
        name="u_pain_saopaulo_shoulder_bench",
        category="pain",
        timezone="America/Sao_Paulo",
        display_name="Rafael",
        days=[
            said(
                "E aí coach! Rafael, 26, designer. I train at Smart Fit near my work, 4x a week, mostly "
                "chest and arms haha. Problem: my left shoulder hurts on bench press since last week, like "
                "5/10 on the way down. I want to keep training but smart.",
                at="12:30",
            ),
            rest(),
            [sleep(7.0), session("push day", (("bench press", 8, 60.0),))],
        ],
        expect=[
            Entry("shoulder", any_of=[LEFT]),
            Safety("shoulder"),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        name="u_pain_sydney_tradie_back_and_wrist",
        category="pain",
        timezone="Australia/Sydney",
        display_name="Brodie",
        days=[
            said(
                "G'day. Brodie, 34, sparky (electrician), on the tools 7 till 3:30. Lower back's been "
                "cooked since Tuesday, sitting around a 6 most arvos. And my right wrist aches a bit when "
                "I do push ups, not sure why. Want to be fit for footy preseason in Feb.",
                at="17:45",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Entry("back"),
            Entry("wrist", any_of=[RIGHT]),
            Safety("back"),
        ],
    ),
    Scenario(
        name="u_pain_bangalore_old_acl_new_heel",
        category="pain",
        timezone="Asia/Kolkata",
        display_name="Priya",
        days=[
            said(
                "Hello! Priya here, 42, working in a bank, 9 to 6, one son aged 12. I had ACL surgery on "
                "my left knee in 2018, totally fine now, I play badminton every weekend no problem. But "
                "from last 10 days my right heel is paining in the morning when I take the first steps, "
                "around 4/10, then it settles.",
                at="07:20",
            ),
            rest(),
        ],
        expect=[
            EntryAny("heel", "foot", "plantar", any_of=RIGHT),
            AlertOpen("safety", None, any_of=[("heel", "foot", "plantar")]),
            NoEntry("knee"),
        ],
    ),
    Scenario(
        name="u_pain_seoul_neck_gets_worse",
        category="pain",
        timezone="Asia/Seoul",
        display_name="Jiwoo",
        days=[
            said(
                "hi coach~ I'm Jiwoo, 27, office worker (10am-7pm, sometimes later). I sit all day so my "
                "neck is a bit painful, mild. I want better posture and to look fit for my friend's "
                "wedding photos in spring!",
                at="22:30",
            ),
            rest(),
            said(
                "neck is worse today.. sharp pain when I turn my head to the left, maybe 6/10 ㅠㅠ",
                at="13:10",
            ),
        ],
        expect=[
            Entry("neck"),
            AlertCount("safety", 1, "neck"),
            Safety("neck", any_of=[("6/10", "sharp")]),
        ],
    ),
    Scenario(
        name="u_pain_lyon_lawyer_tennis_elbow",
        category="pain",
        timezone="Europe/Paris",
        display_name="Étienne",
        days=[
            said(
                "Good morning. Allow me to introduce myself: Étienne, 50, lawyer in Lyon, married, three "
                "children who are grown up. I play tennis twice a week at my club. I must mention a tennis "
                "elbow on the right side, how fitting, currently painful when I grip the racket, "
                "approximately 3 out of 10. My aim is simply to remain competitive in the club's "
                "veterans league.",
                at="08:45",
            ),
            rest(),
        ],
        expect=[
            Entry("elbow", any_of=[RIGHT]),
            Safety("elbow"),
            Profile(["tennis"]),
        ],
    ),
    # --- negation, healed, other people, hypotheticals ----------------------------------------------
    Scenario(
        name="u_neg_glasgow_healed_ankle_partners_knee",
        category="negation",
        timezone="Europe/London",
        display_name="Ailsa",
        days=[
            said(
                "Right, intro. Ailsa, 33, paramedic, shifts all over the place. Broke my ankle in 2020 "
                "falling off a kerb (glamorous), healed, no bother now. My partner's got a dodgy knee so "
                "we don't run together. Me, I'm grand, nothing sore at all.",
                at="23:50",
            ),
            rest(),
        ],
        expect=[
            NoEntry("ankle"),
            NoEntry("knee"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        name="u_neg_cdmx_knees_crack_no_pain",
        category="negation",
        timezone="America/Mexico_City",
        display_name="Diego",
        days=[
            said(
                "que onda coach, soy Diego, 24, estudiante de arquitectura. my knees crack a lot when I "
                "squat but it doesn't hurt at all, never has. I want to squat my bodyweight (72kg) before "
                "summer.",
                at="16:00",
            ),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety", "knee"),
            PageContains(CONSTRAINTS, ["knee", "{d0}"]),
        ],
    ),
    Scenario(
        name="u_neg_stockholm_hip_settles",
        category="negation",
        timezone="Europe/Stockholm",
        display_name="Elin",
        days=[
            said(
                "Hej! Elin, 37, UX researcher, one daughter (4). I run 3 times a week around Djurgården. "
                "My left hip has been a bit sore after the long runs lately, maybe a 3."
            ),
            rest(),
            [
                sleep(7.0),
                bot("How's the hip feeling today?", "07:30"),
                user("Hip's fine now, not sore anymore 👍", "07:45"),
            ],
            said("ran 8k, hip totally fine again", at="18:30"),
        ],
        expect=[
            Entry("hip", any_of=[LEFT]),
            # "fine now, not sore anymore" / "totally fine again" is her word that it is over: by design
            # (docs/understanding.md "Recovered, as she said") it resolves the watch item's alert, and the
            # good news opens no second one
            NoAlert("safety", "hip"),
            PageContains(CONSTRAINTS, ["hip", "{d2}"]),
        ],
    ),
    Scenario(
        name="u_neg_nairobi_questionnaire_all_clear",
        category="negation",
        timezone="Africa/Nairobi",
        display_name="Wanjiru",
        days=[
            asked(
                QUESTIONNAIRE,
                "Thank you coach. My goal is to finish the Standard Chartered half marathon strong next "
                "October. No injuries, no pain at all. I had malaria last year but fully recovered. I run "
                "with a club in Karura forest on Saturdays and I do weekday runs at 5:30am before the "
                "traffic. I eat everything. Messages: normal is fine.",
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("back"),
            Profile(any_of=[("saturday", "sat")]),
        ],
    ),
    Scenario(
        name="u_neg_london_gran_fear_not_pain",
        category="negation",
        timezone="Europe/London",
        display_name="Maureen",
        days=[
            said(
                "Hello dear. I'm Maureen, 68, retired dinner lady, widowed, live on my own in Croydon. My "
                "daughter signed me up. I'm worried that if I lift anything heavy my back will go, it did "
                "for my late husband. But my back is fine at the moment, touch wood. I'd like to be strong "
                "enough to pick up my grandson without huffing and puffing.",
                at="11:00",
            ),
            rest(),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety", "back"),
            Goal(["grandson"]),
        ],
    ),
    # --- schedule -----------------------------------------------------------------------------------
    Scenario(
        name="u_sched_manchester_nurse_long_days",
        category="schedule",
        timezone="Europe/London",
        display_name="Joy",
        days=[
            said(
                "Hello po! I'm Joy, 31, staff nurse here in Manchester (originally from Cebu). I work 3 "
                "long days a week, 7:30am to 8pm, and the rota changes every week so I'll tell you my days. "
                "On my days off I can train anytime after 10am.",
                at="21:15",
            ),
            rest(),
            said("This week my long days are Tue, Wed and Sat."),
        ],
        expect=[
            Profile(["nurse"]),
            Profile(any_of=[("10am", "10 am", "10:00")]),
            BundleContains("morning_brief", any_of=[("rota", "shift", "long day")]),
        ],
    ),
    Scenario(
        name="u_sched_toronto_lunch_then_evenings",
        category="schedule",
        timezone="America/Toronto",
        display_name="Mark",
        days=[
            said(
                "Hey, Mark, 39, project manager, wife + 2 kids (6 and 3). I can train at lunch, 12 to 1, "
                "in the office gym. Want to drop the dad bod before summer."
            ),
            rest(),
            rest(),
            said(
                "Update: office gym is closed for renovation till January, so it'll be evenings after the "
                "kids' bedtime, 8:30pm-ish, at home in the basement.",
                at="21:00",
            ),
        ],
        expect=[
            Profile(any_of=[("8:30", "20:30", "evening")]),
            BundleContains("session_mode", any_of=[("8:30", "20:30", "evening")]),
        ],
    ),
    Scenario(
        name="u_sched_madrid_school_run_window",
        category="schedule",
        timezone="Europe/Madrid",
        display_name="Lucía",
        days=[
            said(
                "Hola! Lucía, 36, I'm a freelance translator and mum of two. Entre semana I can only "
                "train from 9:30 to 11, after the school drop-off. Fridays impossible, I have my mother "
                "over. Weekends depends on football matches of the kids.",
                at="09:40",
            ),
            rest(),
        ],
        expect=[
            Profile(any_of=[("9:30", "09:30")]),
            Profile(any_of=[("friday", "fri")]),
        ],
    ),
    Scenario(
        name="u_sched_nyc_attorney_keeps_moving",
        category="schedule",
        timezone="America/New_York",
        display_name="Dana",
        days=[
            said(
                "Dana, 44, litigation attorney in Midtown. Hours are brutal, trial prep season. I belong to "
                "an Equinox. Goal is not to fall apart basically.",
                at="06:10",
            ),
            [
                sleep(6.0),
                bot("Reminder: session at 6pm today.", "12:00"),
                user("can we push it to 7:30? court ran late", "16:40"),
            ],
            [sleep(6.0), user("move to 7:30 again pls", "17:05")],
            [sleep(6.0), user("honestly 7:30 works better for me in general, just plan on that", "08:00")],
        ],
        expect=[
            Profile(any_of=[("7:30", "19:30")]),
            Profile(any_of=[("attorney", "lawyer", "litigat")]),
            BundleContains("session_mode", any_of=[("7:30", "19:30")]),
        ],
    ),
    # --- diet ----------------------------------------------------------------------------------------
    Scenario(
        name="u_diet_cairo_halal_and_fasting",
        category="diet",
        timezone="Africa/Cairo",
        display_name="Omar",
        days=[
            said(
                "Salam coach. Omar, 30, pharmacist in Heliopolis, married, baby on the way inshallah. I eat "
                "halal only, no pork and no alcohol of course. I also fast Mondays and Thursdays most weeks. "
                "I want to gain muscle, I'm skinny, 64kg at 1.80m.",
                at="22:00",
            ),
            rest(),
        ],
        expect=[
            Diet(["halal"]),
            Diet(["fast"]),
            BundleContains("meal_lens", ["halal"]),
        ],
    ),
    Scenario(
        name="u_diet_seattle_peanut_allergy_lactose",
        category="diet",
        timezone="America/Los_Angeles",
        display_name="Grace",
        days=[
            said(
                "hi! grace, 28, nurse practitioner. heads up i have a severe peanut allergy (carry an "
                "epipen) and i'm kind of lactose intolerant, small amounts ok. goal = first pull-up. "
                "i train at a climbing gym that has a small weights corner.",
                at="19:30",
            ),
            rest(),
        ],
        expect=[
            Diet(["peanut"]),
            Diet(["lactose"]),
            BundleContains("meal_lens", ["peanut"]),
        ],
    ),
    Scenario(
        name="u_diet_milan_pescatarian_late_first_meal",
        category="diet",
        timezone="Europe/Rome",
        display_name="Giulia",
        days=[
            said(
                "Ciao! Giulia, 34, architect. About food: I'm vegetarian but I eat fish sometimes, so "
                "pescatarian I guess. I never eat breakfast, first meal is around 1pm, only espresso before."
            ),
            rest(),
        ],
        expect=[
            Diet(any_of=[("pescatarian", "pescetarian", "fish")]),
            Diet(any_of=[("breakfast", "1pm", "1 pm", "13:00")]),
            BundleContains("meal_lens", any_of=[("pescatarian", "pescetarian", "fish")]),
        ],
    ),
    Scenario(
        name="u_diet_istanbul_starts_keto",
        category="diet",
        timezone="Europe/Istanbul",
        display_name="Emre",
        days=[
            said(
                "Merhaba. Emre, 47, I own a small textile shop, open 6 days. I eat everything, big fan of "
                "kebab and bread, maybe too big. Need to lose the belly, doctor says liver is fatty."
            ),
            rest(),
            rest(),
            said(
                "From today I started keto, my doctor suggested it. No bread no rice, very sad.", at="13:20"
            ),
        ],
        expect=[
            Diet(any_of=[("keto", "ketogenic", "low carb")]),
            BundleContains("meal_lens", any_of=[("keto", "ketogenic", "low carb")]),
        ],
    ),
    Scenario(
        name="u_diet_melbourne_sisters_coeliac",
        category="diet",
        timezone="Australia/Melbourne",
        display_name="Linh",
        days=[
            said(
                "Hi coach, Linh, 25, pharmacy assistant, Vietnamese-Aussie. I eat rice pretty much every "
                "meal and I'm trying to hit 120g protein a day. My sister is coeliac so when I eat at hers "
                "everything is gluten free, but that's her thing, not mine.",
                at="18:00",
            ),
            rest(),
        ],
        expect=[
            Diet(any_of=[("120",)]),
            PageLacks(DIET_PAGES, any_of=[("coeliac", "celiac")]),
            PageLacks(CONSTRAINTS, any_of=[("coeliac", "celiac")]),
        ],
    ),
    # --- equipment and place ------------------------------------------------------------------------
    Scenario(
        name="u_equip_capetown_garage_gym",
        category="equipment",
        timezone="Africa/Johannesburg",
        display_name="Pieter",
        days=[
            said(
                "Howzit. Pieter, 40, I farm avocados outside Stellenbosch, up at 4:30 most days. Built a "
                "garage gym: squat rack, olympic barbell, about 140kg of plates and a pull-up bar. Bench is "
                "still on order. Goal: total 400kg on the big three by my 41st in August.",
                at="19:00",
            ),
            rest(),
        ],
        expect=[
            Profile(["rack"]),
            Profile(any_of=[("barbell", "plates")]),
            BundleContains("session_mode", ["rack"]),
        ],
    ),
    Scenario(
        name="u_equip_consultant_hotels_and_peloton",
        category="equipment",
        timezone="America/Chicago",
        display_name="Tyler",
        days=[
            said(
                "Tyler, 35, management consultant. I'm on the road Mon-Thu most weeks, so hotel gyms only, "
                "usually dumbbells up to 50 lb and a treadmill if I'm lucky. Home Fri-Sun in Chicago where "
                "I have a Peloton and nothing else.",
                at="21:30",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Profile(["peloton"]),
            Profile(["hotel"]),
            BundleContains("session_mode", any_of=[("hotel", "dumbbell")]),
        ],
    ),
    Scenario(
        name="u_equip_athens_bands_small_flat",
        category="equipment",
        timezone="Europe/Athens",
        display_name="Eleni",
        days=[
            said(
                "Kalimera. Eleni, 55, high school chemistry teacher. I have only elastic bands and a yoga "
                "mat in my flat, fourth floor no elevator (so stairs are my cardio lol). No gym nearby.",
                at="17:00",
            ),
            rest(),
        ],
        expect=[
            Profile(any_of=[("band", "resistance")]),
            BundleContains("session_mode", any_of=[("band", "resistance")]),
            PageLacks("profile.md", ["barbell"]),
        ],
    ),
    Scenario(
        name="u_equip_auckland_gym_cancelled_kettlebell",
        category="equipment",
        timezone="Pacific/Auckland",
        display_name="Mere",
        days=[
            said(
                "Kia ora, Mere, 29, primary school teacher in Auckland. I train at Les Mills on Queen St, "
                "mostly classes. Keen to get stronger for waka ama season."
            ),
            rest(),
            said(
                "Cancelled my gym membership (too $$), so from now it's the council outdoor gym at the "
                "park plus my own 16kg kettlebell at home.",
                at="19:45",
            ),
        ],
        expect=[
            Profile(["kettlebell"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    # --- life context -------------------------------------------------------------------------------
    Scenario(
        name="u_life_kyiv_second_baby_paternity",
        category="life",
        timezone="Europe/Kyiv",
        display_name="Oleksandr",
        days=[
            said(
                "Привіт! Oleksandr, 32, backend developer. We had our second baby three weeks ago, so "
                "sleep is a mess. I'm on paternity leave until mid-December, then back to the office. "
                "I have a pull-up bar in the doorway and that's it.",
                at="14:00",
            ),
            rest(5.0),
        ],
        expect=[
            Profile(["baby"]),
            Profile(any_of=[("paternity", "leave")]),
            BundleContains("morning_brief", ["baby"]),
        ],
    ),
    Scenario(
        name="u_life_singapore_new_job",
        category="life",
        timezone="Asia/Singapore",
        display_name="Wei Ling",
        days=[
            said(
                "Hello coach, Wei Ling, 30. I'm a data analyst at a bank, 9 to 6, gym is in the basement of "
                "my office. Goal is to run the Sundown half marathon."
            ),
            rest(),
            rest(),
            said(
                "Big news!! I got the startup job 🎉 Starting on 16 Nov, hours will be crazier and no office "
                "gym there.",
                at="20:00",
            ),
        ],
        expect=[
            Profile(["startup"]),
            BundleContains("free_chat", ["startup"], query="what does she do for work these days?"),
        ],
    ),
    Scenario(
        name="u_life_london_postpartum_cleared",
        category="life",
        timezone="Europe/London",
        display_name="Abena",
        days=[
            said(
                "Hi! Abena, 33, Ghanaian but London born and raised, HR manager currently on maternity "
                "leave. My son is 5 months old. The women's health physio cleared me for exercise last "
                "week. I want to feel like myself again and be back to 3 gym sessions a week by the time I "
                "return to work in March.",
                at="13:30",
            ),
            rest(),
        ],
        expect=[
            Profile(any_of=[("maternity", "postpartum", "post partum", "son", "baby")]),
            Goal(any_of=[MARCH_NEXT]),
        ],
    ),
    Scenario(
        name="u_life_naples_caring_for_father",
        category="life",
        timezone="Europe/Rome",
        display_name="Salvatore",
        days=[
            said(
                "Buongiorno, Salvatore, 52, I run a small bakery, so I start at 3 in the morning. I'm also "
                "looking after my father who has Parkinson's, some days I cannot train at all, please "
                "understand. I want to lose the weight the doctor keeps talking about, around 8 kg.",
                at="15:00",
            ),
            rest(),
        ],
        expect=[
            Profile(any_of=[("father", "dad", "parent", "carer", "caring")]),
            Profile(any_of=[("bakery", "baker", "3 am", "3am", "03:00")]),
            PageLacks(CONSTRAINTS, ["parkinson"]),
        ],
    ),
    Scenario(
        name="u_life_pune_moving_to_dubai",
        category="life",
        timezone="Asia/Kolkata",
        display_name="Arjun",
        days=[
            said(
                "Hi Coach, Arjun here, 27, software engineer, single, gym rat 😅. Quick heads-up: I'm moving "
                "from Pune to Dubai on the 20th for a new role, so the next 2 weeks will be chaotic with "
                "packing and farewells."
            ),
            rest(),
        ],
        expect=[
            Profile(["dubai"]),
            BundleContains("morning_brief", ["dubai"]),
        ],
    ),
    Scenario(
        name="u_life_munich_student_exams",
        category="life",
        timezone="Europe/Berlin",
        display_name="Jonas",
        days=[
            said(
                "servus, jonas, 21, mech eng student at TUM. exams are all of february so that month will "
                "be dead. train at the uni gym (cheap lol). want to bench 100 before exams start."
            ),
            rest(),
        ],
        expect=[
            Profile(any_of=[("exam",)]),
            Goal(["bench", "100"]),
        ],
    ),
    # --- message style ------------------------------------------------------------------------------
    Scenario(
        name="u_style_helsinki_short_no_emoji",
        category="style",
        timezone="Europe/Helsinki",
        display_name="Mikko",
        days=[
            said(
                "Mikko. 44. Electrical engineer. Cross-country skiing in winter, gym 2x/week. Keep the "
                "messages short. No emojis please. I do not need motivational speeches.",
                at="06:30",
            ),
            rest(),
        ],
        expect=[
            Prefs(any_of=[("short", "brief", "concise")]),
            Prefs(["emoji"]),
            BundleContains("morning_brief", any_of=[("short", "brief", "concise")]),
        ],
    ),
    Scenario(
        name="u_style_boston_engineer_wants_detail",
        category="style",
        timezone="America/New_York",
        display_name="Priyanka",
        days=[
            said(
                "Hi! Priyanka, 31, biomedical engineer. I like numbers: please give me the why behind "
                "things, the RPE targets, the full reasoning. Long messages are totally fine with me, I "
                "actually read them.",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            Prefs(any_of=[("detail", "why", "reasoning", "long", "explain")]),
            BundleContains("session_mode", any_of=[("detail", "why", "reasoning", "long", "explain")]),
        ],
    ),
    Scenario(
        name="u_style_seville_quiet_hours",
        category="style",
        timezone="Europe/Madrid",
        display_name="Manuel",
        days=[
            said(
                "Buenas, Manuel, 58, I drive a taxi in Sevilla, night shifts mostly. Please don't message me "
                "before 1 pm, I am sleeping. And Sundays nothing at all, it's for the family.",
                at="14:00",
            ),
            rest(),
        ],
        expect=[
            Prefs(any_of=[("1pm", "1 pm", "13:00", "13h")]),
            Prefs(any_of=[("sunday", "sun")]),
        ],
    ),
    Scenario(
        name="u_style_recife_portuguese_and_buttons",
        category="style",
        timezone="America/Recife",
        display_name="Fernanda",
        days=[
            said(
                "oi coach!! Fernanda, 23, I'm a dental student. can you talk to me in portuguese? english "
                "ok too but portuguese is easier. and I'd rather tap buttons than type, my spelling is "
                "terrible kkkk",
                at="22:50",
            ),
            rest(),
        ],
        expect=[
            Prefs(["button"]),
            Prefs(any_of=[("portuguese", "português", "portugues")]),
        ],
    ),
    # --- recurring questions ------------------------------------------------------------------------
    Scenario(
        name="u_rec_abuja_protein_again",
        category="recurring",
        timezone="Africa/Lagos",
        display_name="Ngozi",
        days=[
            said(
                "Good morning coach! Ngozi, 35, civil servant in Abuja. I want to tone up and lose my "
                "tummy. Please how much protein should I be eating per day?"
            ),
            said("Sorry, what was the protein number again? I forgot 🙈", at="13:00"),
            said("And protein — how many grams per day again, abeg remind me", at="12:40"),
        ],
        expect=[
            PageContains("*", ["protein"], any_of=[ASKED]),
        ],
    ),
    Scenario(
        name="u_rec_santiago_easy_pace",
        category="recurring",
        timezone="America/Santiago",
        display_name="Camila",
        days=[
            said(
                "Hola coach, Camila, 38, kinesióloga (physio). I run with a group on Tuesdays. What pace "
                "should my easy runs be?"
            ),
            rest(),
            said("quick one: easy run pace, how slow is slow enough?", at="18:00"),
            said("sorry to ask again but what pace for the easy ones?", at="06:15"),
        ],
        expect=[
            PageContains("*", ["pace"], any_of=[ASKED]),
            BundleContains("free_chat", ["pace"], query="how fast should I go tomorrow?"),
        ],
    ),
    Scenario(
        name="u_rec_chiangmai_yoga_rest_days",
        category="recurring",
        timezone="Asia/Bangkok",
        display_name="Ploy",
        days=[
            said(
                "sawasdee ka, Ploy, 27, I own a small cafe in Chiang Mai. Can I do yoga on my rest days or "
                "is it bad?",
                at="15:00",
            ),
            said("about rest days, is yoga ok or not?", at="15:30"),
            rest(),
            said("yoga on rest day — yes or no? 🙏", at="14:45"),
        ],
        expect=[
            PageContains("*", ["yoga"], any_of=[ASKED]),
        ],
    ),
    Scenario(
        name="u_rec_leeds_sleep_thrice_creatine_once",
        category="recurring",
        timezone="Europe/London",
        display_name="Callum",
        days=[
            said(
                "Alright, Callum, 30, warehouse supervisor, nights on a 4-on-4-off. How much sleep do I "
                "actually need if I'm lifting? Also is creatine worth it?",
                at="15:00",
            ),
            said("back to sleep — is 6 hours enough if I'm training hard?", at="15:10"),
            said("sleep question again sorry, what's the minimum?", at="14:50"),
        ],
        expect=[
            PageContains("*", ["sleep"], any_of=[ASKED]),
            PageLacks("preferences.md", ["creatine"]),
        ],
    ),
    # --- the bot's words are not the client's ------------------------------------------------------
    Scenario(
        name="u_bot_utrecht_vegan_guess",
        category="bot_claims",
        timezone="Europe/Amsterdam",
        display_name="Sanne",
        days=[
            said(
                "Hoi! Sanne, 42, I'm a GP in Utrecht, cycle everywhere. I eat everything but I'm trying to "
                "cut down on sugar, the stroopwafels are winning.",
                at="19:00",
            ),
            [
                sleep(7.0),
                bot(
                    "Since you're vegan, I'll suggest plant proteins like tofu and tempeh for lunch.", "11:00"
                ),
                user("I cycle to the practice, 12 km each way, does that count as cardio?", "11:20"),
            ],
            rest(),
        ],
        expect=[
            PageLacks(("nutrition-patterns.md", "profile.md", "preferences.md"), ["vegan"]),
            Diet(["sugar"]),
            BundleLacks("meal_lens", ["vegan"]),
        ],
    ),
    Scenario(
        name="u_bot_denver_tough_love_claim",
        category="bot_claims",
        timezone="America/Denver",
        display_name="Megan",
        days=[
            said(
                "Hey coach, Megan, 37, vet tech, 10-hour shifts 4 days a week. I've quit every program I've "
                "started, so be patient with me.",
                at="20:15",
            ),
            [
                sleep(7.0),
                bot(
                    "I know you love tough love and early alarms, so no excuses today, 5am session!", "06:00"
                ),
                user("uh, I'd actually prefer gentle encouragement, being yelled at makes me quit", "07:30"),
            ],
            rest(),
        ],
        expect=[
            Prefs(any_of=[("gentle", "encourag", "patient")]),
            PageLacks(PREF_PAGES, ["love", "tough"]),
            PageLacks(PREF_PAGES, ["early", "alarm"]),
        ],
    ),
    Scenario(
        name="u_bot_vancouver_diagnosis_guess",
        category="bot_claims",
        timezone="America/Vancouver",
        display_name="Ryan",
        days=[
            said(
                "Ryan, 29, line cook, on my feet 10 hours. Front of my right knee gets achy after runs, "
                "like a 3, goes away by the next morning.",
                at="23:30",
            ),
            [
                sleep(6.5),
                bot("That sounds like it could be patellar tendinopathy — classic jumper's knee.", "10:00"),
                user("no idea man, never been checked", "10:30"),
            ],
            rest(),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            PageLacks(CONSTRAINTS, any_of=[("tendinopathy", "tendinitis", "tendonitis", "jumper")]),
            Safety("knee"),
        ],
    ),
    Scenario(
        name="u_bot_montreal_questionnaire_examples",
        category="bot_claims",
        timezone="America/Toronto",
        display_name="Camille",
        days=[
            asked(
                "Bienvenue! Quick intake: any injuries (e.g. knee, back, shoulder)? What equipment do you "
                "have (e.g. barbell, dumbbells, kettlebell)? And what's your goal?",
                "none of those, all good physically! I just have my road bike and a trainer for winter. "
                "Goal is the Gran Fondo in Mont-Tremblant next June.",
            ),
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            PageLacks("profile.md", ["barbell"]),
            Profile(["bike"]),
        ],
    ),
    Scenario(
        name="u_bot_auckland_wrong_summary_corrected",
        category="bot_claims",
        timezone="Pacific/Auckland",
        display_name="Hemi",
        days=[
            said(
                "Kia ora, Hemi here, I work as a builder, 53 years young. Want to do the Auckland half "
                "marathon next October, I trained mornings before site.",
                at="18:00",
            ),
            [
                sleep(7.0),
                bot("Great, so to sum up: 35, teacher, full marathon in spring, evening sessions.", "08:00"),
                user("not quite mate — I'm 53 not 35, builder, HALF marathon, and mornings", "08:20"),
            ],
            rest(),
        ],
        expect=[
            Profile(["53"]),
            PageLacks("profile.md", ["teacher"]),
            Goal(["half"]),
        ],
    ),
    # --- mixed: dense intakes and follow-ups --------------------------------------------------------
    Scenario(
        name="u_mixed_london_accountant_mum_dense",
        category="mixed",
        timezone="Europe/London",
        display_name="Rachel",
        days=[
            said(
                "Hi! Rachel, 41, accountant (hybrid, office Tue/Thu), two kids 8 and 11. I train at the "
                "PureGym by the station, usually 6:15am before everyone's up. Right knee has been grumbling "
                "on runs for a couple of weeks, 3/10 maybe. I'd love 10 strict pull-ups by my birthday in "
                "March. Vegetarian for 20 years. Bullet points please, I skim everything.",
                at="21:55",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Goal(["pull"], any_of=[MARCH_NEXT]),
            Entry("knee", any_of=[RIGHT]),
            Diet(any_of=[("vegetarian", "veggie")]),
            Prefs(any_of=[("bullet", "list")]),
            Profile(any_of=[("6:15", "06:15")]),
        ],
    ),
    Scenario(
        name="u_mixed_austin_retiree_two_messages",
        category="mixed",
        timezone="America/Chicago",
        display_name="Earl",
        days=[
            [
                sleep(7.5),
                user(
                    "Howdy. Earl, 66, retired from the oil business, live outside Austin with my wife "
                    "Darlene. Play golf Wednesdays and Saturdays.",
                    "09:00",
                ),
                user(
                    "Forgot to say: my left shoulder aches reaching overhead, maybe a 4, been that way "
                    "since the summer. Goal is to hit my driver 220 yards again by spring. And I don't do "
                    "text-speak, write proper sentences please.",
                    "09:05",
                ),
            ],
            rest(),
        ],
        expect=[
            Entry("shoulder", any_of=[LEFT]),
            Profile(["golf"]),
            Goal(any_of=[("driver", "220", "golf")]),
        ],
    ),
    Scenario(
        name="u_mixed_genz_lowercase_uni",
        category="mixed",
        timezone="Europe/London",
        display_name="Tayo",
        days=[
            said(
                "yo its tayo, 19, first year at uni in bristol. tryna get big fr, like 75kg by summer, im "
                "66 rn. gym is the uni one, free. lectures mostly mornings so gym after 2. i dont eat pork "
                "n im lowkey broke so cheap food pls. text me like a normal person not a robot lol",
                at="01:30",
            ),
            rest(),
            said("also i can only cook in a microwave in halls 💀", at="19:00"),
        ],
        expect=[
            Goal(["75 kg"]),
            Diet(["pork"]),
            Profile(any_of=[("uni", "student")]),
            BundleContains("meal_lens", any_of=[("microwave", "pork", "cheap", "budget")]),
        ],
    ),
    Scenario(
        name="u_mixed_hamburg_questionnaire_prose",
        category="mixed",
        timezone="Europe/Berlin",
        display_name="Anke",
        days=[
            asked(
                QUESTIONNAIRE,
                "Okay, in no particular order: I'm lactose intolerant. I can train Monday, Wednesday, "
                "Friday evenings after 19:00. I'd like to get back to climbing 6b by the summer, I used to "
                "before Covid. There is a Fitness First near my work and I have a fingerboard at home. "
                "Injuries: my right ring finger pulley still twinges on crimps, 2-3/10. Send one message "
                "a day, max.",
            ),
            rest(),
        ],
        expect=[
            Diet(["lactose"]),
            Profile(any_of=[("19:00", "7pm", "7 pm")]),
            EntryAny("finger", "pulley", "hand", any_of=RIGHT),
            Prefs(any_of=[("one message", "once a day", "1 message", "one a day", "per day", "a day")]),
        ],
    ),
    Scenario(
        name="u_mixed_manila_followups_change_and_deny",
        category="mixed",
        timezone="Asia/Manila",
        display_name="Paolo",
        days=[
            said(
                "Hi coach! Paolo, 34, call center team lead, graveyard shift 10pm to 7am. I want to lose "
                "8 kg for my wedding in May. I only have a 10kg dumbbell pair at home.",
                at="08:30",
            ),
            [
                sleep(6.0),
                bot("Since you mentioned knee trouble, I'll keep jumps out of the plan.", "09:00"),
                user(
                    "I never said knee trouble? my knees are fine. "
                    "it's my lower back that gets tight after shift, like 3/10",
                    "09:15",
                ),
            ],
            said(
                "update: bought a pull up bar too. and the wedding moved to June because of the venue",
                at="09:00",
            ),
        ],
        expect=[
            NoEntry("knee"),
            Entry("back"),
            Profile(any_of=[("pull up bar", "pullup bar", "pull up")]),
            Goal(any_of=[JUNE_NEXT]),
        ],
    ),
    # --- alerts ------------------------------------------------------------------------------------
    Scenario(
        name="u_alert_lisbon_knee_three_times",
        category="alerts",
        timezone="Europe/Lisbon",
        display_name="Inês",
        days=[
            said(
                "Olá! Inês, 31, nurse, I run and do CrossFit. My left knee hurts going down stairs, 3/10, "
                "since about two weeks.",
                at="20:00",
            ),
            said("left knee again after wall balls today, 4/10", at="19:30"),
            rest(),
            said("knee still sore on the stairs, the left one, same as before", at="08:30"),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", any_of=[LEFT]),
            PageContains(CONSTRAINTS, ["knee", "{d0}"], any_of=[ENTRY_LEVELS]),
        ],
    ),
    Scenario(
        name="u_alert_oslo_two_areas_two_alerts",
        category="alerts",
        timezone="Europe/Oslo",
        display_name="Lars",
        days=[
            said(
                "Hei. Lars, 48, fisherman's son turned dentist. My right shoulder aches when I press "
                "overhead, around 5. And my left ankle is sore after football on Sunday, maybe 4.",
                at="19:10",
            ),
            rest(),
            said("shoulder ached again on the press today, same 5", at="18:40"),
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            AlertCount("safety", 1, "ankle"),
            Safety("shoulder", any_of=[("press", "overhead")]),
        ],
    ),
    Scenario(
        name="u_alert_warsaw_partner_torn_hamstring",
        category="alerts",
        timezone="Europe/Warsaw",
        display_name="Tomasz",
        days=[
            said(
                "Cześć, Tomasz, 36, logistics manager. My training partner tore his hamstring sprinting "
                "last week, so I'm training solo now and need a plan. Me, all fine, no pain anywhere.",
                at="18:00",
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety", "hamstring"),
            NoEntry("hamstring"),
        ],
    ),
    Scenario(
        name="u_alert_cape_verde_mild_then_sharp",
        category="alerts",
        timezone="Atlantic/Cape_Verde",
        display_name="Nilton",
        days=[
            said(
                "Hello coach, Nilton, 28, hotel receptionist in Sal, I play beach football every evening. "
                "My right groin is a little sore, mild, since Saturday's game.",
                at="22:00",
            ),
            rest(),
            said("groin is much worse today, sharp when I kick, 7/10, I stopped playing", at="21:30"),
        ],
        expect=[
            AlertCount("safety", 1, "groin"),
            Safety("groin", any_of=[("7/10", "sharp")]),
            Entry("groin", any_of=[RIGHT]),
        ],
    ),
    Scenario(
        name="u_alert_vienna_doms_not_pain",
        category="alerts",
        timezone="Europe/Vienna",
        display_name="Katharina",
        days=[
            said(
                "Grüß Gott, Katharina, 26, medical student. Did my first proper leg day yesterday. Legs are "
                "wrecked, but the good kind, just DOMS, no actual pain. Goal: to stop being the weakest in "
                "my rowing crew by spring regatta.",
                at="12:00",
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("leg"),
            Goal(any_of=[("row", "regatta", "crew")]),
        ],
    ),
    Scenario(
        name="u_alert_cdmx_bus_driver_back_twice",
        category="alerts",
        timezone="America/Mexico_City",
        display_name="Guadalupe",
        days=[
            said(
                "Buenas tardes, soy Guadalupe, 49, bus driver in CDMX, 10 hours sitting. My lower back hurts "
                "at the end of shift, about 5/10, and sometimes I feel it going down my left leg.",
                at="20:30",
            ),
            [sleep(6.5), user("espalda baja otra vez / lower back again after work, 5", "20:40")],
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Entry("back"),
        ],
    ),
]
