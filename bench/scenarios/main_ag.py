"""A blind batch of understanding scenarios about ordinary clients of a general fitness coach.

Forty-eight people, each with a voice of their own: a grandmother in Buenos Aires who wants to carry
her grandson up four flights, a bus driver in Accra on a rotating roster, a carpenter in Gothenburg
with a sore wrist, a baker in Casablanca who is up at four, a student in Karachi who has just finished
her exams, a retired Scot who has had enough of emojis. They write long and short, politely and
bluntly, with typos, jokes and emojis; about a third of them pack several facts into one message and
about a third spread what matters over several days. Each tells goals, pains, schedules, food, kit,
life, wishes about how the coach talks and repeated questions in everyday words, beside the negatives
a careful coach needs (a dog's limp, a neighbour's back, an old rehabbed knee, good soreness, a
sister's diet) and bot turns that claim things she never said. Names are prefixed `ag2_`.
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

ASKED = ("ask", "question")
DIET_PAGES = ("nutrition-patterns.md", "profile.md")
HOW_TO_TALK = ("profile.md", "preferences.md", "coaching-playbook.md")


def quiet(hours: float = 7.1) -> list:
    return [sleep(hours)]


def lift(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def says(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def EntryOf(*areas: str, any_of=()) -> PageContains:
    """An entry naming any of several everyday words for the same place."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    if any_of:
        groups.append(list(any_of))
    return PageContains(CONSTRAINTS, [], groups)


SCENARIOS: list[Scenario] = [
    # --- goals -----------------------------------------------------------------------------------------
    Scenario(
        "ag2_goal_grandson_stairs",
        "goals",
        display_name="Rosa",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            says(
                "Good morning dear. Little Tomás is two now and he weighs like a sack of potatoes. What I "
                "want is simple: to carry him up the stairs to my flat, fourth floor, no lift, without "
                "stopping on every landing. Nothing fancy. I am 67, I don't need muscles for the beach.",
                at="09:30",
            ),
            quiet(),
        ],
        expect=[
            Goal([], [["carry", "grandson", "tomás", "tomas"]]),
            Goal([], [["stair", "floor", "landing"]]),
            BundleContains("weekly_review", [], ["carry", "stair", "grandson", "tomás", "tomas"]),
        ],
    ),
    Scenario(
        "ag2_goal_charity_5k_over_days",
        "goals",
        display_name="Wanjiru",
        timezone="Africa/Nairobi",
        days=[
            says(
                "So my office is doing a charity 5k and I... signed up?? Before thinking. Classic me",
                at="13:05",
            ),
            quiet(),
            says("Date's out: Sunday 6 December, Karura forest. Eek.", at="12:30"),
            [sleep(6.8), session("walk-jog", sets=(("jog", 20, 0.0),), rpe=6, minutes=30)],
            says(
                "ok if I'm dreaming big, under 35 minutes. realistic me says just don't walk any of it",
                at="21:15",
            ),
            quiet(),
        ],
        expect=[
            Goal([], [["5k", "5 k", "5 km", "5km", "charity"], ["december", "dec", "2026-12-06"]]),
            Goal(["35"]),
            BundleContains("weekly_review", [], ["5k", "5 k", "5 km", "5km", "charity"]),
        ],
    ),
    Scenario(
        "ag2_goal_pullup_not_triathlon",
        "goals",
        display_name="Hiroshi",
        timezone="Asia/Tokyo",
        days=[
            says(
                "Good evening. I have decided my goal. One pull-up. Only one, but a real one, no jumping, "
                "by my birthday on 14 March. My son says I should do a triathlon with him next summer. He "
                "is dreaming. I cannot swim.",
                at="20:40",
            ),
            quiet(),
        ],
        expect=[
            Goal([], [["pull up", "pullup"], MARCH_NEXT]),
            PageLacks("goals.md", ["triathlon"]),
            PageContains(("profile.md", "preferences.md", CONSTRAINTS), ["swim"]),
        ],
    ),
    Scenario(
        "ag2_goal_zumba_and_jeans",
        "goals",
        display_name="Marguerite",
        timezone="America/Toronto",
        days=[
            [
                sleep(7.4),
                bot("What would make the next three months feel like a win for you?"),
                user(
                    "Oh gosh. Honestly? Getting through the whole Thursday Zumba class at the community "
                    "centre without sneaking off to sit on the bench at the back. And my jeans from last "
                    "summer doing up again. I'd take that!",
                    at="08:06",
                ),
            ],
            quiet(),
        ],
        expect=[
            Goal(["zumba"]),
            Goal(["jeans"]),
            BundleContains("weekly_review", ["zumba"]),
        ],
    ),
    # --- pain --------------------------------------------------------------------------------------------
    Scenario(
        "ag2_pain_heel_first_steps",
        "pain",
        display_name="Dimitris",
        timezone="Europe/Athens",
        days=[
            lift(),
            says(
                "first steps out of bed my right heel is like stepping on a nail. after 10 min walking it "
                "calms down. a week like this now. 12 hours on my feet at the taverna dont help",
                at="06:40",
            ),
            quiet(),
        ],
        expect=[
            EntryOf("heel", "foot", "plantar", any_of=RIGHT),
            AlertOpen("safety", None, [], ["heel", "foot", "plantar"]),
            BundleContains("session_mode", [], ["heel", "foot", "plantar"]),
        ],
    ),
    Scenario(
        "ag2_pain_shoulder_click_then_hurts",
        "pain",
        display_name="Lerato",
        timezone="Africa/Johannesburg",
        days=[
            [
                sleep(7.2),
                session("upper A", sets=(("overhead press", 8, 25.0), ("lat pulldown", 10, 40.0))),
                user(
                    "Left shoulder clicks on the overhead press. No pain, just a noise. Normal?", at="19:30"
                ),
            ],
            quiet(),
            [
                sleep(6.9),
                session("upper B", sets=(("overhead press", 6, 27.5),)),
                user(
                    "Okay so now it hurts. Same shoulder, left, sharp at the top of the press, 5 out of 10. "
                    "Stopped after the second set.",
                    at="19:10",
                ),
            ],
            quiet(),
        ],
        expect=[
            Entry("shoulder", any_of=LEFT),
            Entry("shoulder", any_of=["5/10", "5 out of 10"]),
            Safety("shoulder"),
        ],
    ),
    Scenario(
        "ag2_pain_wrist_carpenter",
        "pain",
        display_name="Björn",
        timezone="Europe/Stockholm",
        days=[
            lift("upper A"),
            says(
                "Thumb side of my right wrist. Hammering all day at work, then your push-ups in the evening "
                "finish it off. 4 of 10 I would say, little bit swollen. Not complaining, just telling.",
                at="21:10",
            ),
            quiet(),
        ],
        expect=[
            EntryOf("wrist", "thumb", any_of=RIGHT),
            AlertOpen("safety", None, [], ["wrist", "thumb"]),
            BundleContains("session_mode", [], ["wrist", "thumb"]),
        ],
    ),
    Scenario(
        "ag2_pain_neck_scooter",
        "pain",
        display_name="Mei",
        timezone="Asia/Taipei",
        days=[
            [
                sleep(6.5),
                session("pull day", sets=(("barbell shrug", 12, 40.0), ("seated row", 10, 35.0))),
                soreness("neck", 4, "stiff after shrugs", at="21:00"),
            ],
            says(
                "neck's still stiff 😣 can't turn my head left properly to check traffic on the scooter. "
                "kinda scary tbh",
                at="08:50",
            ),
            quiet(),
        ],
        expect=[
            Entry("neck"),
            AlertCount("safety", 1, "neck"),
            BundleContains("session_mode", ["neck"]),
        ],
    ),
    # --- negation ----------------------------------------------------------------------------------------
    Scenario(
        "ag2_neg_dog_limping",
        "negation",
        display_name="Margit",
        timezone="Europe/Budapest",
        days=[
            lift(),
            says(
                "Bad night. Our dog Paprika is limping on her back left leg, vet on Thursday, poor thing. "
                "Me? My legs are fine, I feel great after Saturday.",
                hours=5.9,
            ),
            quiet(),
        ],
        expect=[
            NoEntry("leg"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ag2_neg_old_acl_rehabbed",
        "negation",
        display_name="Diego",
        timezone="America/Santiago",
        days=[
            says(
                "Para que sepas: I ruptured my ACL playing football back in 2014, had the surgery, did the "
                "full rehab and played six more seasons after. Zero problems with it today, I squat deep "
                "no issue."
            ),
            quiet(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [["knee", "acl"], ["[injury]", "[constraint]"]]),
        ],
    ),
    Scenario(
        "ag2_neg_good_doms",
        "negation",
        display_name="Olumide",
        timezone="Africa/Kampala",
        days=[
            [
                sleep(7.3),
                session("leg day", sets=(("back squat", 8, 60.0), ("hip thrust", 10, 70.0)), rpe=8),
            ],
            says(
                "Quads and glutes are SCREAMING 😂😂 going down the stairs at the office was a whole comedy "
                "show. But it's the good kind, nothing sharp, nothing weird. Just doms. Let's go again "
                "Thursday",
                at="12:45",
            ),
            quiet(),
        ],
        expect=[
            NoEntry("quad"),
            NoEntry("glute"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ag2_neg_neighbours_back",
        "negation",
        display_name="Hamish",
        timezone="Europe/London",
        days=[
            quiet(),
            [
                sleep(7),
                bot("How's your lower back after the weekend's gardening?"),
                user(
                    "My back? Ach no, that was Jim next door moaning about HIS back over the fence, I was "
                    "just passing on the gossip. Mine's grand. Never better.",
                    at="08:20",
                ),
            ],
            quiet(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
        ],
    ),
    # --- schedule ----------------------------------------------------------------------------------------
    Scenario(
        "ag2_sched_rotating_roster",
        "schedule",
        display_name="Kwame",
        timezone="Africa/Accra",
        days=[
            says(
                "Coach, my roster changes every week. Early week I start 5am and finish at 1, so "
                "afternoons. Late week I start at 2pm, so I can only train in the morning. Next week is "
                "early week.",
                at="14:20",
            ),
            quiet(),
        ],
        expect=[
            Profile([], [["earl"]]),
            Profile(["late"]),
            BundleContains("morning_brief", [], ["shift", "roster", "rota", "earl", "late", "alternat"]),
        ],
    ),
    Scenario(
        "ag2_sched_days_over_the_week",
        "schedule",
        display_name="Ingrid",
        timezone="Europe/Oslo",
        days=[
            says("Mondays are no good for me. I sing in a choir, and I need my voice and my legs for it."),
            quiet(),
            says("Wednesdays also not possible, I have the grandchildren all day.", at="19:00"),
            quiet(),
            says("So I think Tuesday, Thursday and Saturday. Mornings, after my coffee, around 9?"),
            quiet(),
        ],
        expect=[
            Profile([], [["tue"], ["thu"], ["sat"]]),
            Profile(["choir"]),
            BundleContains("morning_brief", [], [["tue"], ["thu"], ["sat"]]),
        ],
    ),
    Scenario(
        "ag2_sched_lunch_window",
        "schedule",
        display_name="Camila",
        timezone="America/Bogota",
        days=[
            says(
                "Ok so realistically: 40 min at lunch, the gym is literally across the street from the "
                "office. Mon to Fri that's my window. Weekends are for my two girls, non negotiable, don't "
                "even put anything there 🙅‍♀️",
                at="07:15",
            ),
            quiet(),
        ],
        expect=[
            Profile(["lunch"]),
            PageContains(("profile.md", "preferences.md"), ["weekend"]),
            BundleContains("morning_brief", ["lunch"]),
        ],
    ),
    Scenario(
        "ag2_sched_sunday_hikes",
        "schedule",
        display_name="Liesl",
        timezone="Europe/Vienna",
        days=[
            says(
                "Sundays I go with the Alpenverein hiking group, four or five hours up and down. Please "
                "count that as my cardio, and don't put a session on Monday either, my legs need the day."
            ),
            quiet(),
        ],
        expect=[
            Profile(["sunday"], [["hik"]]),
            PageContains(HOW_TO_TALK, ["monday"]),
            BundleContains("weekly_review", [], ["hik"]),
        ],
    ),
    # --- diet --------------------------------------------------------------------------------------------
    Scenario(
        "ag2_diet_lactose",
        "diet",
        display_name="Lan",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            says(
                "Hello coach. Small thing: I am lactose intolerant, milk gives me very bad stomach. Yogurt "
                "a little bit is ok. Whey protein I am scared of, is it milk?"
            ),
            quiet(),
        ],
        expect=[
            Diet(["lactose"]),
            BundleContains("meal_lens", [], ["lactose", "dairy", "milk"]),
        ],
    ),
    Scenario(
        "ag2_diet_no_breakfast_big_dinner",
        "diet",
        display_name="Farida",
        timezone="Africa/Cairo",
        days=[
            says(
                "I never eat breakfast, I'm not hungry before noon, only tea with mint. Lunch is small, at "
                "work. The big meal is dinner with the whole family at 8 or 9, and I cook, so I taste "
                "everything 😅",
                at="22:30",
            ),
            quiet(),
        ],
        expect=[
            Diet(["breakfast"]),
            Diet(["dinner"]),
            BundleContains("meal_lens", ["breakfast"]),
        ],
    ),
    Scenario(
        "ag2_diet_sisters_gluten_free_cake",
        "diet",
        display_name="Imogen",
        timezone="Australia/Perth",
        days=[
            says(
                "Baking a cake for my sister's birthday on Saturday. She's gluten free so it's almond "
                "flour and prayers 🙏 Me personally? I eat bread like it's my job. Sourdough is life",
                at="17:45",
            ),
            quiet(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["gluten"]),
            BundleLacks("meal_lens", ["gluten"]),
            Diet([], [["bread", "sourdough"]]),
        ],
    ),
    Scenario(
        "ag2_diet_halal_over_days",
        "diet",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[
            says("btw I don't drink alcohol, never have", at="22:05"),
            [sleep(7.5), meal("chicken döner wrap and ayran", protein_g=38, kcal=720)],
            quiet(),
            says("also when you suggest meat, halal only pls 🙏 no pork obviously", at="13:40"),
            quiet(),
        ],
        expect=[
            Diet(["halal"]),
            Diet(["alcohol"]),
            BundleContains("meal_lens", ["halal"]),
        ],
    ),
    # --- equipment ---------------------------------------------------------------------------------------
    Scenario(
        "ag2_equip_tiny_flat",
        "equipment",
        display_name="Jing",
        timezone="Asia/Shanghai",
        days=[
            says(
                "My flat is tiny and the old lady downstairs bangs on the ceiling if I jump. What I have: "
                "loop resistance bands (three colours), a pull-up bar in the bedroom door frame, a yoga "
                "mat. That's all, no dumbbells.",
                at="21:30",
            ),
            quiet(),
        ],
        expect=[
            Profile(["band"]),
            Profile([], [["pull up bar", "pullup bar", "door"]]),
            PageContains("*", ["jump"]),
        ],
    ),
    Scenario(
        "ag2_equip_leisure_centre_over_days",
        "equipment",
        display_name="Gemma",
        timezone="Europe/London",
        days=[
            says(
                "Joined the leisure centre down the road! There's a pool and a proper weights room, I'm "
                "well chuffed",
                at="18:30",
            ),
            quiet(),
            says(
                "Bit of a shock today, no squat rack. Just a Smith machine, cables and dumbbells up to 30.",
                at="19:45",
            ),
            quiet(),
        ],
        expect=[
            Profile(["smith"]),
            Profile(["pool"]),
            BundleContains("session_mode", ["smith"]),
        ],
    ),
    Scenario(
        "ag2_equip_hotel_gym_abroad",
        "equipment",
        display_name="Aleksander",
        timezone="Europe/Warsaw",
        days=[
            [
                sleep(5.5),
                travel_start("Dubai", at="05:30"),
                user(
                    "Landed. Two weeks here for the project. Hotel gym = 2 treadmills, one bench and "
                    "dumbbells up to 10 kg. That's the whole thing.",
                    at="22:00",
                ),
            ],
            quiet(),
        ],
        expect=[
            PageContains("*", ["dumbbell", "10"]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
    ),
    Scenario(
        "ag2_equip_sold_the_bike",
        "equipment",
        display_name="Noor",
        timezone="Europe/Brussels",
        days=[
            says(
                "Confession: I sold the spin bike. It was a very expensive clothes horse 🙈 So "
                "equipment-wise it's just me, my one kettlebell (16 kg) and the stairs in our building, "
                "five floors!"
            ),
            quiet(),
        ],
        expect=[
            Profile(["kettlebell", "16"]),
            BundleContains("session_mode", ["kettlebell"]),
            Profile([], [["stair", "floor"]]),
        ],
    ),
    # --- life --------------------------------------------------------------------------------------------
    Scenario(
        "ag2_life_baby_arrives",
        "life",
        display_name="Luca",
        timezone="Europe/Rome",
        days=[
            says("Heads up: baby due in about 3 weeks, my wife is very pregnant and very done 😅"),
            lift(),
            quiet(),
            says(
                "SHE'S HERE. Two weeks early! Nora, 3.2 kg, both fine. I'm a zombie. Training on pause for "
                "a bit, I'll shout when I'm back.",
                hours=3.5,
                at="23:40",
            ),
            quiet(4.5),
        ],
        expect=[
            Profile([], [["baby", "daughter", "newborn", "nora", "born"]]),
            BundleContains("weekly_review", [], ["baby", "daughter", "newborn", "nora", "born"]),
            PageLacks("goals.md", ["3.2"]),
        ],
    ),
    Scenario(
        "ag2_life_moving_to_toronto",
        "life",
        display_name="Amara",
        timezone="Africa/Lagos",
        days=[
            says(
                "Big news!! I got the scholarship, moving to Toronto in January for my master's. First "
                "winter of my life 🥶 I'll need a plan that works in a student gym or a tiny room",
                at="19:20",
            ),
            quiet(),
        ],
        expect=[
            Profile(["toronto"]),
            Profile([], [["master", "student", "scholarship", "study"]]),
            BundleContains("weekly_review", ["toronto"]),
        ],
    ),
    Scenario(
        "ag2_life_divorce_dont_chase",
        "life",
        display_name="Paul",
        timezone="Australia/Melbourne",
        days=[
            says(
                "Going through a divorce. Some weeks I'll go quiet. Don't take it personally, and please "
                "don't chase me when I do. I'll come back.",
                at="22:50",
            ),
            quiet(6.0),
        ],
        expect=[
            Profile(["divorce"]),
            Prefs([], [["chase", "nag", "pester", "follow up", "quiet"]]),
            BundleContains("weekly_review", ["divorce"]),
        ],
    ),
    Scenario(
        "ag2_life_baker_up_at_four",
        "life",
        display_name="Fatima",
        timezone="Africa/Casablanca",
        days=[
            says(
                "I open my bakery at 5 so I am up at 4, every day except Friday. By 3 in the afternoon I'm "
                "finished, dead on my feet. Three kids, the youngest is 6. If you want me to train it has "
                "to be short or it won't happen.",
                hours=5.8,
                at="15:30",
            ),
            quiet(6.0),
        ],
        expect=[
            Profile(["bakery"]),
            Profile([], [["kid", "child"]]),
            PageContains(HOW_TO_TALK, ["short"]),
        ],
    ),
    # --- style -------------------------------------------------------------------------------------------
    Scenario(
        "ag2_style_no_emojis",
        "style",
        display_name="Harold",
        timezone="Europe/London",
        days=[
            says(
                "Could I ask you to stop with the emojis and the exclamation marks. I'm seventy-one, not "
                "twelve. Plain sentences will do nicely, thank you.",
                at="10:15",
            ),
            quiet(),
        ],
        expect=[
            Prefs(["emoji"]),
            BundleContains("morning_brief", ["emoji"]),
        ],
    ),
    Scenario(
        "ag2_style_call_me_out",
        "style",
        display_name="Valentina",
        timezone="America/Montevideo",
        days=[
            says(
                "Please don't be gentle with me. If I skip, call me out, straight. My last trainer was too "
                "nice and I walked all over her, I know myself 😂"
            ),
            quiet(),
        ],
        expect=[
            Prefs(
                [], [["call me out", "call out", "direct", "blunt", "tough", "firm", "accountab", "gentle"]]
            ),
            BundleContains(
                "morning_brief",
                [],
                ["call me out", "call out", "direct", "blunt", "tough", "firm", "accountab", "gentle"],
            ),
            QuotesWhole(("preferences.md", "coaching-playbook.md"), 0),
        ],
    ),
    Scenario(
        "ag2_style_simple_english",
        "style",
        display_name="Oksana",
        timezone="Europe/Kyiv",
        days=[
            says(
                "Can you write me in simple English please? It is my third language. Short sentences I "
                "understand better, long ones I put in translator and it makes nonsense."
            ),
            quiet(),
        ],
        expect=[
            Prefs([], [["simple", "short sentence", "plain", "third language"]]),
            BundleContains("morning_brief", [], ["simple", "short sentence", "plain", "third language"]),
        ],
    ),
    Scenario(
        "ag2_style_why_and_quiet_hours",
        "style",
        display_name="Siddharth",
        timezone="Asia/Kolkata",
        days=[
            says(
                "One request: tell me WHY we're doing an exercise. If I don't get the point I lose "
                "interest by week two.",
                at="21:00",
            ),
            lift(),
            says(
                "Also pls nothing before 7am, my phone is on the nightstand and it wakes the baby", at="22:10"
            ),
            quiet(),
        ],
        expect=[
            Prefs([], [["why", "reason", "rationale", "explain", "purpose"]]),
            Prefs([], [["7am", "7 am", "07:00", "7:00", "before 7"]]),
            BundleContains("morning_brief", [], ["why", "reason", "rationale", "explain", "purpose"]),
        ],
    ),
    # --- recurring questions -----------------------------------------------------------------------------
    Scenario(
        "ag2_rec_protein_number",
        "recurring",
        display_name="Beatriz",
        timezone="America/Sao_Paulo",
        days=[
            says("how much protein am I meant to eat a day?", at="12:10"),
            quiet(),
            says("remind me the protein number? in grams", at="12:40"),
            lift(),
            says("protein... how many grams again 🙈 memory like a sieve, sorry", at="13:00"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["protein"], ASKED),
            BundleContains("free_chat", ["protein"], query="how much protein should I eat per day?"),
        ],
    ),
    Scenario(
        "ag2_rec_warmup",
        "recurring",
        display_name="Jonas",
        timezone="Europe/Berlin",
        days=[
            says("whats the warm up again before squats", at="17:50"),
            lift("legs"),
            quiet(),
            says("yo what was the warmup, forgot", at="18:05"),
            says("warm-up sequence one more time? promise I'll screenshot it this time", at="17:40"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), [], [["warm up", "warmup"], ASKED]),
            BundleContains("free_chat", [], ["warm up", "warmup"], query="what is my warm-up?"),
        ],
    ),
    Scenario(
        "ag2_rec_creatine_only_twice",
        "recurring",
        display_name="Aroha",
        timezone="Pacific/Auckland",
        days=[
            says("is creatine safe for women?", at="20:30"),
            quiet(),
            says("sorry did you see my q? creatine, safe for women or nah", at="21:10"),
        ],
        expect=[
            PageLacks(("preferences.md", "*"), ["creatine"], ASKED),
        ],
    ),
    Scenario(
        "ag2_rec_rest_between_sets",
        "recurring",
        display_name="Tariq",
        timezone="Asia/Qatar",
        days=[
            [sleep(6.9), session("upper A"), user("how long do I rest between sets again?", at="18:40")],
            quiet(),
            [
                sleep(7.0),
                session("lower A"),
                user("rest between sets = 90 sec or 2 min? I keep mixing it up", at="18:50"),
            ],
            quiet(),
            [
                sleep(7.2),
                session("upper B"),
                user("Forgive me, the rest time between sets, what was it", at="18:45"),
            ],
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["rest", "set"], ASKED),
            BundleContains("free_chat", ["rest", "set"], query="how long should I rest between sets?"),
        ],
    ),
    # --- bot claims --------------------------------------------------------------------------------------
    Scenario(
        "ag2_bot_claims_knee_surgery",
        "bot_claims",
        display_name="Helga",
        timezone="Atlantic/Reykjavik",
        days=[
            [
                sleep(7),
                bot("Given your knee surgery last year, we'll keep the lunges shallow today."),
                user("sure thing", at="08:03"),
            ],
            lift("lower A"),
            quiet(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageLacks((CONSTRAINTS, "profile.md"), ["surgery"]),
        ],
    ),
    Scenario(
        "ag2_bot_claims_marathon",
        "bot_claims",
        display_name="Ricardo",
        timezone="Europe/Lisbon",
        days=[
            [
                sleep(7),
                bot("Only 10 weeks until your marathon, time to build that long run!"),
                user("haha if you say so", at="08:12"),
            ],
            lift(),
            quiet(),
        ],
        expect=[
            PageLacks("goals.md", ["marathon"]),
            BundleLacks("weekly_review", ["marathon"]),
        ],
    ),
    Scenario(
        "ag2_bot_claims_no_meat",
        "bot_claims",
        display_name="Pooja",
        timezone="Asia/Kathmandu",
        days=[
            [
                sleep(7),
                bot("Since you don't eat meat, here's a lentil and paneer bowl for lunch."),
                user("looks tasty", at="08:30"),
            ],
            [sleep(7.3), meal("chicken momo, 10 pieces", protein_g=30, kcal=550)],
            quiet(),
        ],
        expect=[
            PageLacks(
                (*DIET_PAGES, "preferences.md"),
                [],
                [["vegetarian", "no meat", "doesn't eat meat", "does not eat meat", "meat free"]],
            ),
            BundleLacks(
                "meal_lens",
                [],
                ["vegetarian", "no meat", "doesn't eat meat", "does not eat meat", "meat free"],
            ),
        ],
    ),
    Scenario(
        "ag2_bot_claims_wrong_shoulder",
        "bot_claims",
        display_name="Marisol",
        timezone="America/Lima",
        days=[
            says("my shoulder aches when I reach up to the top shelf in the kitchen, like a 3", at="19:30"),
            quiet(),
            [
                sleep(7),
                bot("How's the left shoulder feeling today?"),
                user("the RIGHT one 😅 it's my right shoulder. a bit better, 2 maybe", at="08:10"),
            ],
            quiet(),
        ],
        expect=[
            Entry("shoulder", any_of=RIGHT),
            PageLacks(CONSTRAINTS, ["left shoulder"]),
            BundleContains("session_mode", ["shoulder"], [RIGHT]),
        ],
    ),
    # --- several things at once --------------------------------------------------------------------------
    Scenario(
        "ag2_mixed_grandpa_quinceanera",
        "mixed",
        display_name="Ernesto",
        timezone="America/Mexico_City",
        days=[
            says(
                "¡Buenos días! Three things. One, the doctor says my blood pressure is much better, he is "
                "happy with me. Two, my granddaughter's quinceañera is in April and I want to dance all "
                "night. My knees don't hurt, I just want them strong for it. Three, I bought two dumbbells "
                "at the market, 5 kilos each.",
                at="07:30",
            ),
            quiet(),
        ],
        expect=[
            Goal([], [["dance", "quince"]]),
            Profile(["dumbbell"]),
            NoEntry("knee"),
            NoAlert("safety"),
            PageContains(("profile.md", CONSTRAINTS), ["blood pressure"]),
        ],
    ),
    Scenario(
        "ag2_mixed_student_after_exams",
        "mixed",
        display_name="Ayesha",
        timezone="Asia/Karachi",
        days=[
            says(
                "EXAMS ARE DONE 🎉🎉 ok so updates: I can do 5 days a week now not 3, I've gone vegetarian "
                "(for real this time, stop laughing), and my left ankle is still clicky from netball but it "
                "doesn't hurt. oh AND I want to squat my bodyweight by summer!!",
                at="16:20",
            ),
            quiet(),
        ],
        expect=[
            Diet(["vegetarian"]),
            Goal(["squat"], [["bodyweight", "body weight"]]),
            NoAlert("safety", "ankle"),
            PageLacks(CONSTRAINTS, ["ankle"], [["[injury]"]]),
            PageContains(("profile.md", "preferences.md"), [], [["5 days", "five days", "5x", "5 x"]]),
        ],
    ),
    Scenario(
        "ag2_mixed_nurse_week_over_days",
        "mixed",
        display_name="Grace",
        timezone="Asia/Manila",
        days=[
            says("Night shift all week starting tonight 🥲", at="16:00"),
            quiet(5.0),
            [
                sleep(5.2),
                user(
                    "lower back is sore from helping lift a patient, 4 out of 10. skipping tonight's session",
                    at="15:30",
                ),
                skipped("full body A", "back sore", at="17:00"),
            ],
            says("please keep the messages short this week, I'm shattered", hours=4.8, at="15:00"),
            quiet(6.5),
        ],
        expect=[
            Entry("back"),
            Safety("back"),
            Prefs([], [["short", "brief", "concise"]]),
            PageLacks("preferences.md", ["back"]),
            Profile(["night"]),
        ],
    ),
    Scenario(
        "ag2_mixed_hip_not_knee",
        "mixed",
        display_name="Minho",
        timezone="Asia/Seoul",
        days=[
            [sleep(6.8), session("lower A", sets=(("back squat", 5, 90.0), ("walking lunge", 12, 16.0)))],
            says(
                "It's not the knee, the knee is fine. It's the hip: right hip, at the front, pinches at "
                "the bottom of the squat, 3/10. Also can we go down to 3 sessions a week? Work is insane "
                "until March. And Sundays I eat at my mother's, so don't bother tracking Sunday food.",
                at="22:30",
            ),
            quiet(),
        ],
        expect=[
            Entry("hip", any_of=RIGHT),
            NoEntry("knee"),
            Safety("hip"),
            PageContains(
                HOW_TO_TALK,
                [],
                [["3 sessions", "three sessions", "3x", "3 x", "3 days", "three days", "3 a week", "3/week"]],
            ),
            PageContains(
                ("nutrition-patterns.md", "profile.md", "preferences.md"),
                ["sunday"],
                [["mother", "mum", "mom", "track"]],
            ),
        ],
    ),
    # --- alerts ------------------------------------------------------------------------------------------
    Scenario(
        "ag2_alert_knee_checkin_then_chat",
        "alerts",
        display_name="Olga",
        timezone="Europe/Tallinn",
        days=[
            [
                sleep(7.0),
                session("lower A"),
                soreness("knee", 3, "left knee on the stairs after", at="20:00"),
            ],
            quiet(),
            says("left knee again going downstairs, same as Monday, 3/10"),
            quiet(),
            [sleep(7.1), user("knee (left) still at 3 on stairs. not worse, not better", at="19:00")],
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", any_of=LEFT),
            Entry("knee", words=["{d0}"]),
            BundleContains("morning_brief", ["knee"]),
        ],
    ),
    Scenario(
        "ag2_alert_chest_on_the_bike",
        "alerts",
        display_name="Bill",
        timezone="America/Phoenix",
        days=[
            [
                sleep(7.2),
                session("bike intervals", sets=(("stationary bike", 6, 0.0),), rpe=8, minutes=30),
                user(
                    "Had to stop on the bike tonight. Chest went tight and my left arm was tingly for a "
                    "minute or two. Fine now I think. Probably nothing?",
                    at="18:45",
                ),
            ],
            quiet(),
        ],
        expect=[
            AlertOpen("safety", None, [], ["chest"]),
            Entry("chest"),
            BundleContains("session_mode", ["chest"]),
        ],
    ),
    Scenario(
        "ag2_alert_elbow_not_partners_knee",
        "alerts",
        display_name="Camille",
        timezone="Europe/Paris",
        days=[
            [
                sleep(7.0),
                session("upper A", sets=(("biceps curl", 10, 8.0), ("push up", 12, 0.0))),
                user("Right elbow twinges on the curls. 3/10. Meh.", at="19:20"),
            ],
            quiet(),
            says(
                "elbow same as before. Also Julien's knee is shot after his football match, he's limping "
                "around the flat like a pirate 🏴‍☠️ that's his problem lol",
                at="09:15",
            ),
            [sleep(7.0), session("upper B"), user("elbow still 3 on curls", at="19:00")],
        ],
        expect=[
            AlertCount("safety", 1, "elbow"),
            Entry("elbow", any_of=RIGHT),
            NoAlert("safety", "knee"),
            NoEntry("knee"),
        ],
    ),
    Scenario(
        "ag2_alert_nearly_fainted",
        "alerts",
        display_name="Sofía",
        timezone="Europe/Madrid",
        days=[
            [
                sleep(7.5),
                session("legs", sets=(("back squat", 8, 45.0), ("romanian deadlift", 10, 40.0))),
                soreness("hamstrings", 1, "normal after squats, nothing bad", at="21:00"),
            ],
            [
                sleep(6.0),
                user(
                    "Nearly fainted at the gym today 😵 went dizzy and black around the edges during the "
                    "rows and had to lie on the floor. Had only a coffee all day, stupid I know",
                    at="20:10",
                ),
            ],
            quiet(),
        ],
        expect=[
            AlertOpen("safety", None, [], ["dizz", "faint"]),
            NoAlert("safety", "hamstring"),
            AlertCount("safety", 1),
        ],
    ),
]
