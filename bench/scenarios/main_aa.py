"""A batch about lives that do not revolve around a gym, written blind (without the system's vocabulary).

Shift workers (ward nurses on nights, a long-haul pilot, bakers starting at 3 am), carers of elderly
parents, farmers at harvest and lambing, touring musicians, students in exams, people before or after
surgery and chemotherapy, clients in their seventies and eighties, wheelchair users, and people who
fast for religious reasons (Ramadan, the Orthodox Nativity fast, a weekly Hindu fast). Bodies are
described in lay terms ("my dodgy knee", "tennis elbow", "rolled me ankle", "pins and needles down my
arm", "my back went"), severity in words ("a niggle", "twinges", "agony", "unbearable", "barely
noticeable") and onset in relative dates ("since the weekend", "about ten days now"). Registers vary:
WhatsApp typos, long rambling paragraphs that bury one fact, one-word answers to a bot's question,
emoji, British, Irish, Australian, Indian and American English. Bot turns claim things the client
never confirms, or flatly denies, and clients pass on what other people say or suffer ("my physio
says", "the missus reckons", "Dad's hip is agony") where the fact is not the client's own. Names are
prefixed `aa2_`.
"""

from .spec import (
    CONSTRAINTS,
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
    user,
)

ASKED = ("ask", "question", "repeat", "recurr")
DIET_PAGES = ("nutrition-patterns.md", "profile.md")
LIFE_PAGES = ("profile.md", CONSTRAINTS)
SEATED = (("seated dumbbell press", 10, 8.0), ("band row", 15, 0.0))
GENTLE = (("sit to stand", 10, 0.0), ("wall press up", 8, 0.0))


def quiet(hours: float = 7.0, at: str = "07:00") -> list:
    return [sleep(hours, at=at)]


def trained(name: str = "full body A", hours: float = 7.0, sets=None) -> list:
    return [sleep(hours), session(name, sets) if sets else session(name)]


def says(text: str, hours: float = 7.0, at: str = "08:00", slept_at: str = "07:00") -> list:
    return [sleep(hours, at=slept_at), user(text, at=at)]


def exchange(bot_text: str, reply: str, hours: float = 7.0, at: str = "08:00") -> list:
    """The bot says something; the client answers three minutes later."""
    h, m = (int(part) for part in at.split(":"))
    later = h * 60 + m + 3
    reply_at = f"{later // 60 % 24:02d}:{later % 60:02d}"
    return [sleep(hours), bot(bot_text, at=at), user(reply, at=reply_at)]


SCENARIOS: list[Scenario] = [
    # --- goals: an older client's floor, a wheelchair marathon, a new hip, a tour, the missus's idea ----
    Scenario(
        "aa2_goal_older_up_off_the_floor",
        "goals",
        display_name="Maureen",
        timezone="Europe/Dublin",
        days=[
            says(
                "Now. I'm 79, and since the fall in the spring I'm frightened of ending up on the floor "
                "again and not being able to get myself up. So that's what I want: to get down onto the "
                "floor and back up again on my own. And to carry the shopping up to the flat, it's three "
                "flights, without stopping on every landing.",
                at="10:40",
            ),
            trained("gentle strength", sets=GENTLE),
            quiet(),
        ],
        expect=[
            Goal(any_of=("floor",)),
            Goal(any_of=("stairs", "flights", "shopping", "landing")),
            BundleContains("weekly_review", any_of=("floor",)),
        ],
    ),
    Scenario(
        "aa2_goal_wheelchair_marathon_april",
        "goals",
        display_name="Priya",
        timezone="Europe/London",
        days=[
            says(
                "Right, decision made 😁 I've got a place in the wheelchair race at the London Marathon next "
                "April!! I've been pushing the day chair round the park but I need a proper plan for the "
                "racing chair. Upper body + aerobic base pls",
                at="21:10",
            ),
            trained("upper A", sets=SEATED),
            quiet(),
        ],
        expect=[
            Goal(["marathon"], any_of=("april", "2027-04", "apr")),
            PageContains(("profile.md", "goals.md"), ["wheelchair"]),
            BundleContains("weekly_review", ["marathon"]),
        ],
    ),
    Scenario(
        "aa2_goal_new_hip_dog_round_reservoir",
        "goals",
        display_name="Mick",
        timezone="Europe/London",
        days=[
            quiet(),
            says(
                "Six weeks since the new hip went in, the left one. Surgeon's happy with it. What I'm after "
                "is getting back to walking Bess, that's the dog, right round the reservoir. It's just over "
                "three mile. By Easter, if we can. Nowt fancy.",
                at="09:20",
            ),
            quiet(),
        ],
        expect=[
            Goal(any_of=("reservoir", "dog", "bess", "walk")),
            Goal(any_of=("easter", "march", "april", "2027-03", "2027-04")),
            PageContains(LIFE_PAGES, ["hip"], any_of=("replace", "new hip", "surgery", "operation")),
        ],
    ),
    Scenario(
        "aa2_goal_drummer_tour_whatsapp",
        "goals",
        display_name="Kirra",
        timezone="Australia/Sydney",
        days=[
            says(
                "heyyy so the band's touring europe feb thru april, 38 shows 🥁🥁 need 2 b fit enough to not "
                "be dead by show 20 lol. also wanna drop like 6kg b4 we go, tried on the stage outfit n "
                "yikes",
                at="23:30",
            ),
            quiet(),
            trained(),
        ],
        expect=[
            Goal(any_of=("6 kg", "6 kilo", "six kilo")),
            Goal(any_of=("tour", "show", "gig", "stamina")),
            Profile(any_of=("drum", "band", "tour", "musician")),
        ],
    ),
    Scenario(
        "aa2_goal_farmer_not_the_wifes_fun_run",
        "goals",
        display_name="Davo",
        timezone="Australia/Brisbane",
        days=[
            says(
                "G'day. The missus reckons I should do the fun run in town with her in March, the 10k. Not "
                "on your life. What I'm actually after: doc reckons my sugars are borderline, pre-diabetes "
                "he called it, so I want to get those down and lose the gut before it turns into the real "
                "thing.",
                at="05:45",
                slept_at="04:50",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            Goal(any_of=("sugar", "diabet", "glucose", "hba1c")),
            PageLacks("goals.md", any_of=("10k", "10 k", "fun run")),
            BundleContains("weekly_review", any_of=("sugar", "diabet", "glucose")),
        ],
    ),
    # --- pain: a baker's wrist, tennis elbow, pins and needles, a bale, netball, the dodgy knee ---------
    Scenario(
        "aa2_pain_baker_wrist_since_weekend",
        "pain",
        display_name="Gianni",
        timezone="Europe/London",
        days=[
            quiet(6, at="02:30"),
            trained(hours=6),
            says(
                "My right wrist is twinging since the weekend. Worst when I'm kneading at 4 in the morning, "
                "and on the push-ups yesterday. Not terrible, maybe a 4, but it's not going away.",
                hours=6,
                at="13:30",
                slept_at="02:30",
            ),
            quiet(6, at="02:30"),
        ],
        expect=[
            Entry("wrist", any_of=[RIGHT]),
            Safety("wrist"),
            BundleContains("session_mode", ["wrist"]),
        ],
    ),
    Scenario(
        "aa2_pain_tennis_elbow_pruning",
        "pain",
        display_name="Gwyneth",
        timezone="Europe/London",
        days=[
            quiet(),
            says(
                "Think I've given myself tennis elbow pruning the apple trees. Left arm, outside of the "
                "elbow. About ten days now. It's a niggle mostly, but when I grip the secateurs it's sharp.",
                at="18:15",
            ),
            trained("upper A"),
        ],
        expect=[
            Entry("elbow", any_of=[LEFT]),
            PageContains(
                CONSTRAINTS, ["elbow"], any_of=("10 days", "ten days", "{d1-10}", "{d1-9}", "{d1-11}")
            ),
            BundleContains("session_mode", ["elbow"]),
        ],
    ),
    Scenario(
        "aa2_pain_pilot_pins_and_needles",
        "pain",
        display_name="Rajiv",
        timezone="Asia/Kolkata",
        days=[
            quiet(5, at="11:00"),
            says(
                "Captain here 🙂 Since Saturday I am having pins and needles down my right arm, up to the "
                "fingers, mostly at night. Neck is also stiff after the Delhi to London rotation. Should I "
                "do the upper body day or not?",
                hours=6,
                at="15:20",
                slept_at="09:00",
            ),
            quiet(),
        ],
        expect=[
            AlertOpen("safety", None, any_of=("arm", "neck", "pins", "tingl", "numb")),
            PageContains(CONSTRAINTS, [], [("arm", "neck"), ("pins", "tingl", "numb", "needles", "nerve")]),
            BundleContains("session_mode", any_of=("pins", "tingl", "numb", "arm")),
        ],
    ),
    Scenario(
        "aa2_pain_back_went_lifting_bale",
        "pain",
        display_name="Seán",
        timezone="Europe/Dublin",
        days=[
            trained(),
            says(
                "Back went this morning lifting a bale in the haggard. Absolute agony, I can hardly "
                "straighten up. Won't be training today anyway.",
                at="11:05",
                slept_at="05:30",
            ),
            quiet(),
        ],
        expect=[
            Entry("back"),
            Safety("back"),
            BundleContains("morning_brief", ["back"]),
        ],
    ),
    Scenario(
        "aa2_pain_rolled_ankle_netball",
        "pain",
        display_name="Shaz",
        timezone="Australia/Melbourne",
        days=[
            quiet(),
            says(
                "rolled me ankle at netball this arvo 😩 left one. its come up like a balloon n hurts to "
                "walk on",
                at="19:40",
            ),
            quiet(),
        ],
        expect=[
            Entry("ankle", any_of=[LEFT]),
            Safety("ankle"),
            BundleContains("session_mode", ["ankle"]),
        ],
    ),
    Scenario(
        "aa2_pain_dodgy_knee_cold_weather",
        "pain",
        display_name="Arthur",
        timezone="Europe/London",
        days=[
            trained("gentle strength", sets=GENTLE),
            says(
                "The dodgy knee's been playing up since the cold weather came in. The right one. Twinges on "
                "the way down the stairs, mainly. Not agony, mind, but I notice it.",
                at="10:10",
            ),
            quiet(),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    # --- negation: mum's hip, a husband's back, dead legs, "nope", an old break, dad's stent ------------
    Scenario(
        "aa2_neg_amma_hip_carer_fine",
        "negation",
        display_name="Lakshmi",
        timezone="Europe/London",
        days=[
            says(
                "Amma's hip is very bad since her fall last Tuesday, she is in agony whenever she gets up, "
                "so I am doing all the lifting and bathing for her now. Don't worry about me, I am fine, "
                "only tired.",
                at="22:00",
            ),
            quiet(6),
            trained(),
        ],
        expect=[
            NoEntry("hip"),
            NoAlert("safety", "hip"),
            Profile(any_of=("mother", "mum", "amma", "carer", "caring", "looking after")),
        ],
    ),
    Scenario(
        "aa2_neg_husbands_back_shearing",
        "negation",
        display_name="Mere",
        timezone="Pacific/Auckland",
        days=[
            quiet(),
            says(
                "Ross put his back out shearing on Saturday so I'm doing the lot on my own this week 🙄 my "
                "back's fine touch wood, just shattered",
                at="20:30",
            ),
            trained(),
        ],
        expect=[NoEntry("back"), NoAlert("safety", "back")],
    ),
    Scenario(
        "aa2_neg_nurse_legs_dead_nothing_hurts",
        "negation",
        display_name="Kelly",
        timezone="America/Chicago",
        days=[
            quiet(5, at="15:00"),
            quiet(5, at="15:00"),
            [
                sleep(5, at="15:00"),
                user(
                    "three 12s back to back on the ward 😵 legs are DEAD but nothing actually hurts, just "
                    "need my bed. skip today pls",
                    at="08:15",
                ),
                skipped("full body A", "after three night shifts"),
            ],
            quiet(9),
        ],
        expect=[NoAlert("safety"), NoEntry("leg")],
    ),
    Scenario(
        "aa2_neg_one_word_nope_shoulder",
        "negation",
        display_name="Hiroshi",
        timezone="Asia/Tokyo",
        days=[
            trained("upper A"),
            exchange("Any pain in the shoulder after yesterday's overhead pressing?", "nope", at="07:30"),
            trained("lower A"),
        ],
        expect=[NoEntry("shoulder"), NoAlert("safety")],
    ),
    Scenario(
        "aa2_neg_ankle_broken_in_1987",
        "negation",
        display_name="Ingeborg",
        timezone="Europe/Oslo",
        days=[
            says(
                "For the record: I broke my right ankle skiing in 1987. My physio says there is probably "
                "some arthritis in it by now, as there would be in most people my age, but it has never "
                "troubled me since, so there is no need to tiptoe around it.",
                at="09:00",
            ),
            trained("gentle strength", sets=GENTLE),
            quiet(),
        ],
        expect=[
            NoAlert("safety", "ankle"),
            PageLacks(CONSTRAINTS, ["ankle", "[injury]"]),
        ],
    ),
    Scenario(
        "aa2_neg_dads_stent_question",
        "negation",
        display_name="Marcus",
        timezone="America/New_York",
        days=[
            trained(),
            says(
                "random q - my dad's 81 and just had a stent put in. is it safe for someone like him to lift "
                "weights?? he wants to come to the gym with me lol",
                at="12:40",
            ),
            quiet(),
        ],
        expect=[
            NoEntry("heart"),
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["stent"]),
        ],
    ),
    # --- schedule: four on four off, a pilot's roster, a bakery, exams, the carers' two hours ----------
    Scenario(
        "aa2_sched_nurse_four_on_four_off",
        "schedule",
        display_name="Precious",
        timezone="Europe/London",
        days=[
            says(
                "I've gone onto a four on, four off rota. 12-hour nights, 7.30pm to 8am. On my nights I "
                "can't train at all. On my days off I sleep in, so anything from midday is fine.",
                at="08:40",
                slept_at="16:00",
            ),
            quiet(6, at="16:00"),
            quiet(),
        ],
        expect=[
            Profile(any_of=("night",)),
            Profile(any_of=("4 on", "four on", "4 off", "four off")),
            Profile(any_of=("midday", "noon", "12:00", "12pm", "12 pm", "afternoon")),
        ],
    ),
    Scenario(
        "aa2_sched_pilot_roster_home_days",
        "schedule",
        display_name="Chidi",
        timezone="Europe/London",
        days=[
            says(
                "Rosters come out on the 20th of each month. I'm usually away three or four nights at a "
                "stretch, long-haul, so let's only plan sessions for home days. I'll send them over when the "
                "roster drops.",
                at="14:00",
            ),
            quiet(5, at="10:00"),
            trained(),
        ],
        expect=[
            Profile(["roster"]),
            Profile(any_of=("long haul", "pilot", "flying", "away", "home day")),
            PageContains(("profile.md", "preferences.md"), any_of=("20th", "the 20")),
        ],
    ),
    Scenario(
        "aa2_sched_baker_three_am",
        "schedule",
        display_name="Ollie",
        timezone="Europe/London",
        days=[
            says(
                "Bakery hours, so you know: I start at 3am and I'm done by 11. Asleep by 7pm. So the only "
                "window for training is about 12 till 2, Monday to Saturday. Sunday's the one day I get "
                "with the kids.",
                hours=7.5,
                at="12:10",
                slept_at="02:40",
            ),
            quiet(7, at="02:40"),
            trained(),
        ],
        expect=[
            Profile(any_of=("3am", "3 am", "03:00", "3:00", "3.00")),
            Profile(any_of=("12 till 2", "12 to 2", "12 2", "12:00", "noon", "midday", "12pm", "12 pm")),
            BundleContains("morning_brief", any_of=("3am", "3 am", "03:00", "bak")),
        ],
    ),
    Scenario(
        "aa2_sched_student_two_short_sessions",
        "schedule",
        display_name="Ananya",
        timezone="Asia/Kolkata",
        days=[
            exchange(
                "How's revision going? How many sessions a week can you realistically manage until your "
                "exams are over?",
                "2 max 😭 short ones",
                hours=6,
                at="22:30",
            ),
            says("exams are 16th nov to 4th dec btw", hours=6, at="23:10"),
            trained(hours=6),
        ],
        expect=[
            Profile(any_of=[("exam",), ("dec", "{d32}", "4th")]),
            PageContains(
                ("profile.md", "preferences.md", "goals.md", "coaching-playbook.md"),
                any_of=(
                    "2 short",
                    "two short",
                    "2 sessions",
                    "two sessions",
                    "twice",
                    "2x",
                    "2 x",
                    "2 a week",
                    "2 per week",
                    "2/week",
                    "2 max",
                    "max 2",
                ),
            ),
            BundleContains("morning_brief", ["exam"]),
        ],
    ),
    Scenario(
        "aa2_sched_carer_ten_till_twelve",
        "schedule",
        display_name="Deborah",
        timezone="America/Toronto",
        days=[
            says(
                "So the agency carers come in for Dad 10 till 12 on weekdays, and that's when I can get out "
                "of the house. The rest of the time it's him, the meds, the appointments. Weekends my "
                "brother takes over, so I'm a bit freer then.",
                at="13:20",
            ),
            quiet(6),
            trained(),
        ],
        expect=[
            Profile(any_of=("10 till 12", "10 to 12", "10 12", "10:00", "10am", "10 am")),
            Profile(any_of=("father", "dad", "carer", "caring")),
            Profile(any_of=("weekend", "saturday", "sunday")),
        ],
    ),
    # --- diet: Ramadan ahead, the Nativity fast, a Tuesday fast, nights grazing, coeliac not dairy-free -
    Scenario(
        "aa2_diet_ramadan_ahead",
        "diet",
        display_name="Yusuf",
        timezone="Europe/London",
        days=[
            says(
                "Heads up for the new year: Ramadan starts around the 8th of Feb. I fast from dawn till "
                "sunset, no food and no water, so heavy sessions in the day are out. After iftar I'm good "
                "to go.",
                at="19:30",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            Diet(["ramadan"]),
            PageContains(
                ("nutrition-patterns.md", "profile.md", "preferences.md"),
                any_of=("iftar", "sunset", "after dark", "maghrib"),
            ),
            BundleContains("meal_lens", any_of=("ramadan", "fast")),
        ],
    ),
    Scenario(
        "aa2_diet_orthodox_nativity_fast",
        "diet",
        display_name="Eleni",
        timezone="Australia/Melbourne",
        days=[
            says(
                "Just so you know, from the 15th I'm keeping the Nativity fast until Christmas: no meat, no "
                "dairy, no eggs. Fish is allowed on some days. And I keep Wednesdays and Fridays the same "
                "way all year round.",
                at="09:15",
            ),
            [sleep(7), meal("lentil soup and bread", 18, 520)],
            quiet(),
        ],
        expect=[
            Diet(any_of=("nativity", "fast", "lent")),
            Diet(["dairy"]),
            Diet(any_of=("wednesday", "wed")),
            BundleContains("meal_lens", any_of=("fast", "nativity")),
        ],
    ),
    Scenario(
        "aa2_diet_tuesday_fast_pure_veg",
        "diet",
        display_name="Ramesh",
        timezone="Asia/Kolkata",
        days=[
            says(
                "Sir, every Tuesday I am keeping fast for Hanuman ji, only fruits and milk till evening, "
                "then one simple meal. Also I am pure veg, no egg also. No onion garlic on fast days.",
                at="07:10",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            Diet(["tuesday"], any_of=("fast",)),
            Diet(["egg"]),
            BundleContains("meal_lens", any_of=("veg",)),
        ],
    ),
    Scenario(
        "aa2_diet_nights_grazing_honest",
        "diet",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            quiet(5, at="15:00"),
            [
                sleep(5, at="15:00"),
                meal("chocolate biscuits from the tin", at="23:30"),
                user(
                    "Honest food diary from nights: biscuits from the tin at the nurses' station all night, "
                    "my 'dinner' is at 2am out of the vending machine, then cereal when I get in at 8 and "
                    "straight to bed. I know. I know.",
                    at="08:30",
                ),
            ],
            quiet(8),
        ],
        expect=[
            Diet(["biscuit"]),
            Diet(any_of=("2am", "2 am", "02:00", "2:00")),
            BundleContains("meal_lens", any_of=("night", "biscuit")),
        ],
    ),
    Scenario(
        "aa2_diet_coeliac_daughter_dairy_free",
        "diet",
        display_name="Fiona",
        timezone="Europe/London",
        days=[
            says(
                "I'm coeliac, properly diagnosed, so gluten is a no, even crumbs. The 'dairy-free' on the "
                "form was my daughter filling it in for herself by mistake. I eat cheese every day.",
                at="17:50",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            Diet(any_of=("coeliac", "celiac", "gluten")),
            BundleContains("meal_lens", any_of=("gluten", "coeliac", "celiac")),
            PageLacks(DIET_PAGES, any_of=("dairy free", "no dairy", "avoids dairy", "dairy intoleran")),
        ],
    ),
    # --- equipment: a wheelchair user's kit, a farm shed, a tour bus, a kitchen chair, a dead turbo -----
    Scenario(
        "aa2_equip_wheelchair_home_kit",
        "equipment",
        display_name="Dev",
        timezone="Europe/London",
        days=[
            says(
                "Kit list: I'm a full-time wheelchair user (T10), so legs are out of the picture. At home "
                "I've got resistance bands, dumbbells up to 10kg and an arm bike. The local gym has steps "
                "at the door, so that's a no.",
                at="11:30",
            ),
            quiet(),
            trained("upper A", sets=SEATED),
        ],
        expect=[
            Profile(any_of=("arm bike", "arm ergo", "hand bike", "handbike", "arm crank")),
            Profile(["dumbbell"]),
            BundleContains("session_mode", ["wheelchair"]),
        ],
    ),
    Scenario(
        "aa2_equip_farm_shed_tyre_sandbag",
        "equipment",
        display_name="Mac",
        timezone="Australia/Adelaide",
        days=[
            says(
                "nearest gym's 80 k away so forget that. got the shed, an old tractor tyre, a sandbag i made "
                "outta feed sacks and a chin up bar i welded to the rafters. thats the lot",
                at="19:00",
            ),
            quiet(),
            trained(),
        ],
        expect=[
            Profile(any_of=("tyre", "tire")),
            Profile(["sandbag"]),
            BundleContains("session_mode", any_of=("tyre", "tire", "sandbag")),
        ],
    ),
    Scenario(
        "aa2_equip_tour_bus_rope_and_band",
        "equipment",
        display_name="Nils",
        timezone="Europe/Stockholm",
        days=[
            says(
                "on the road for 6 weeks now, tour bus + budget hotels, no gym basically ever. packed a "
                "skipping rope and a resistance band with a door anchor, thats all that fits in the bag",
                at="01:20",
                slept_at="10:00",
            ),
            quiet(6, at="11:00"),
            trained(hours=6),
        ],
        expect=[
            Profile(any_of=("skipping", "jump rope", "skip rope")),
            Profile(any_of=("door anchor", "resistance band", "door")),
            BundleContains("session_mode", any_of=("skipping", "jump rope", "skip rope")),
        ],
    ),
    Scenario(
        "aa2_equip_older_chair_and_tins",
        "equipment",
        display_name="Nora",
        timezone="Europe/London",
        days=[
            says(
                "I have a good solid kitchen chair, two tins of tomatoes, and the yellow stretchy band the "
                "physio gave me. I don't want any of those weights in the house, thank you, I'd only trip "
                "over them.",
                at="10:00",
            ),
            quiet(),
            trained("gentle strength", sets=GENTLE),
        ],
        expect=[
            Profile(["chair"]),
            Profile(any_of=("band",)),
            BundleContains("session_mode", ["chair"]),
        ],
    ),
    Scenario(
        "aa2_equip_turbo_trainer_died",
        "equipment",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            says(
                "Turbo trainer's died 😤 Part's on order, maybe two weeks. Till then it's the rower in the "
                "garage or running.",
                at="18:45",
            ),
            quiet(),
            trained("intervals"),
        ],
        expect=[
            Profile(any_of=("rower", "rowing")),
            Profile(
                ["turbo"],
                any_of=(
                    "broke",
                    "died",
                    "dead",
                    "out of action",
                    "unavailable",
                    "repair",
                    "part",
                    "not working",
                    "down",
                    "until",
                ),
            ),
            BundleContains("session_mode", any_of=("rower", "rowing")),
        ],
    ),
    # --- life: a buried move-in, chemo, a widow, a cancelled tour, harvest, a gallbladder -------------
    Scenario(
        "aa2_life_ramble_mum_moved_in",
        "life",
        display_name="Elaine",
        timezone="Europe/London",
        days=[
            says(
                "Sorry for the radio silence, it's been A Week. The car failed its MOT, the cat has been "
                "sick on every rug we own, Jack's got his mocks, and on top of all that Mum's moved in with "
                "us for good now, she can't manage the stairs at hers since the stroke, so I'm sort of her "
                "carer as well as everything else. Anyway! How are you? Did you have a nice weekend?",
                at="21:45",
            ),
            quiet(6),
            trained(),
        ],
        expect=[
            Profile(any_of=("mum", "mother")),
            BundleContains("morning_brief", any_of=("mum", "mother", "carer", "caring")),
            PageLacks(CONSTRAINTS, ["stroke"]),
        ],
    ),
    Scenario(
        "aa2_life_chemo_finished",
        "life",
        display_name="Gabriela",
        timezone="America/Mexico_City",
        days=[
            says(
                "Big milestone: my last round of chemo was on the 21st of October 🎉 My oncologist says "
                "gentle exercise is fine now, but my energy is up and down and my immunity will be low for a "
                "few more weeks, so I'm staying away from crowded gyms.",
                hours=8.5,
                at="11:00",
            ),
            quiet(8),
            trained("gentle strength", sets=GENTLE),
        ],
        expect=[
            PageContains(LIFE_PAGES, any_of=("chemo", "cancer", "oncolog")),
            BundleContains("session_mode", any_of=("chemo", "immun", "energy", "fatigue")),
        ],
    ),
    Scenario(
        "aa2_life_widowed_walking_group",
        "life",
        display_name="Jean",
        timezone="Europe/London",
        days=[
            says(
                "I lost Bob in August. Fifty-two years we had. I'm on my own in the house now, though our "
                "Karen rings every night at six. The walking group on a Thursday has been my saving grace, "
                "so I'd like to keep that, if we can.",
                at="10:30",
            ),
            quiet(6),
            quiet(),
        ],
        expect=[
            Profile(any_of=("bob", "husband", "widow", "bereave", "lost")),
            Profile(any_of=("alone", "on her own", "on my own", "by herself", "herself", "solo")),
            PageContains(("profile.md", "preferences.md"), any_of=("walking group",)),
        ],
    ),
    Scenario(
        "aa2_life_tour_off_drummers_arm",
        "life",
        display_name="Tash",
        timezone="Australia/Sydney",
        days=[
            says(
                "welp. our drummer broke his arm skateboarding so the whole tour's off 🙃 so i'm home in "
                "sydney till at least march. silver lining i guess? can actually do a proper routine",
                at="14:05",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            Profile(["tour"], any_of=("cancel", "off", "called off", "home", "postpone")),
            NoEntry("arm"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "aa2_life_harvest_on_the_header",
        "life",
        display_name="Bec",
        timezone="Australia/Perth",
        days=[
            says(
                "harvest started yday 🌾 its 16 hr days on the header till mid dec probs. gonna be lucky to "
                "get 1 session a wk in, sorry in advance",
                hours=5.5,
                at="21:50",
                slept_at="04:30",
            ),
            [sleep(5.5, at="04:30"), skipped("full body A", "harvest")],
            quiet(5.5, at="04:30"),
        ],
        expect=[
            Profile(["harvest"]),
            BundleContains("morning_brief", ["harvest"]),
            PageContains(
                ("profile.md", "preferences.md", "coaching-playbook.md"),
                any_of=("1 session", "one session", "once a week", "1x", "1 x", "1 a week", "1/week"),
            ),
        ],
    ),
    Scenario(
        "aa2_life_gallbladder_op_date",
        "life",
        display_name="Harpreet",
        timezone="Europe/London",
        days=[
            says(
                "Got the date for the gallbladder op: Thursday the 12th, keyhole. Surgeon says nothing "
                "heavier than a kettle for two weeks after, and no ab work for six.",
                at="16:20",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            PageContains(LIFE_PAGES, any_of=("gallbladder", "gall bladder")),
            PageContains(
                LIFE_PAGES,
                ["gall"],
                any_of=("12th", "{d10}", "12 nov", "nov 12", "november 12", "thursday"),
            ),
            BundleContains("session_mode", any_of=("gall", "surgery", "operation")),
        ],
    ),
    # --- style: no paragraphs after nights, no little pictures, Hinglish, voice notes, no weight talk ---
    Scenario(
        "aa2_style_after_nights_just_tell_me",
        "style",
        display_name="Tamsin",
        timezone="Europe/London",
        days=[
            says(
                "After a night shift I can't take in paragraphs. Just tell me what to do, bullet points, no "
                "explanations. If I want the why I'll ask.",
                at="08:20",
                slept_at="15:30",
            ),
            quiet(6, at="15:30"),
            trained(),
        ],
        expect=[
            Prefs(any_of=("bullet", "short", "brief", "concise", "no explanation", "just tell")),
            BundleContains(
                "morning_brief", any_of=("bullet", "short", "brief", "concise", "no explanation", "just tell")
            ),
        ],
    ),
    Scenario(
        "aa2_style_older_no_little_pictures",
        "style",
        display_name="Beryl",
        timezone="Australia/Adelaide",
        days=[
            [
                sleep(8),
                bot("Good morning Beryl! 🌞💪 Ready for your chair workout? 🪑✨", at="07:05"),
                user(
                    "Two things, dear. Please don't send those little pictures, the smiley faces. I can't "
                    "make them out and I don't know what half of them mean. And nothing before nine in the "
                    "morning, the phone wakes me.",
                    at="09:40",
                ),
            ],
            quiet(8),
            trained("gentle strength", sets=GENTLE),
        ],
        expect=[
            Prefs(any_of=("emoji", "picture", "smiley", "emoticon")),
            Prefs(any_of=("9am", "9 am", "09:00", "9:00", "nine")),
            BundleContains("morning_brief", any_of=("emoji", "picture", "smiley", "emoticon")),
        ],
    ),
    Scenario(
        "aa2_style_hinglish_casual",
        "style",
        display_name="Rohit",
        timezone="Asia/Kolkata",
        days=[
            exchange(
                "Dear Client, kindly note that today's session comprises three working sets per exercise.",
                "Bhai thoda casual bolo yaar 😅 all this 'dear client, kindly note' feels like HR mail. "
                "Hinglish chalega, you're not my boss.",
                at="08:10",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            Prefs(any_of=("casual", "informal", "hinglish", "relaxed", "friendly", "less formal")),
            BundleContains(
                "morning_brief",
                any_of=("casual", "informal", "hinglish", "relaxed", "friendly", "less formal"),
            ),
        ],
    ),
    Scenario(
        "aa2_style_voice_notes_driving_to_gigs",
        "style",
        display_name="Marlon",
        timezone="America/New_York",
        days=[
            says(
                "can u send voice notes instead of texts? im driving between venues most days and cant read "
                "on the road",
                at="15:30",
                slept_at="10:00",
            ),
            quiet(7, at="10:00"),
            trained(),
        ],
        expect=[
            Prefs(any_of=("voice", "audio")),
            BundleContains("morning_brief", any_of=("voice", "audio")),
        ],
    ),
    Scenario(
        "aa2_style_recovery_no_weight_talk",
        "style",
        display_name="Chloe",
        timezone="Europe/London",
        days=[
            says(
                "Something important. I'm in recovery from an eating disorder, and my dietitian has asked "
                "that nobody talks to me about weight, calories or 'good' and 'bad' foods. Please keep it "
                "to how I feel and what I can do.",
                at="19:00",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            Prefs(any_of=("weight", "calorie")),
            BundleContains("meal_lens", any_of=("weight", "calorie", "eating disorder")),
            BundleContains("morning_brief", any_of=("weight", "calorie", "eating disorder")),
        ],
    ),
    # --- recurring: fasting, coffee on nights, stretching, shoulders in a chair, only twice -----------
    Scenario(
        "aa2_rec_training_while_fasting",
        "recurring",
        display_name="Aisha",
        timezone="Asia/Karachi",
        days=[
            says("Can I still do my workout while I'm fasting, or is it harmful?", at="09:00"),
            quiet(),
            says("Sorry, again: training on a fasting day, yes or no?", at="09:00"),
            trained(),
            says("I keep forgetting what you said about exercising when fasting 🙈", at="09:00"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["fast"], ASKED),
            BundleContains("free_chat", ["fast"], query="can I train while fasting?"),
        ],
    ),
    Scenario(
        "aa2_rec_coffee_on_nights",
        "recurring",
        display_name="Jo",
        timezone="Europe/London",
        days=[
            says("how much coffee is too much on a night shift?", at="23:40", slept_at="15:00"),
            quiet(6, at="15:00"),
            says("remind me the coffee limit on nights?", at="00:10", slept_at="15:00"),
            quiet(6, at="15:00"),
            says("coffee on nights, what was the number again lol", at="02:30", slept_at="15:00"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), any_of=[("coffee", "caffeine"), ASKED]),
            BundleContains("free_chat", any_of=("coffee", "caffeine"), query="how much coffee on nights?"),
        ],
    ),
    Scenario(
        "aa2_rec_older_stretch_before_or_after",
        "recurring",
        display_name="Alf",
        timezone="Europe/London",
        days=[
            says("Should I stretch before my walk or after?", at="10:00"),
            quiet(),
            says("Before or after the walk, the stretching? I forget.", at="10:00"),
            quiet(),
            says("The stretches. Before or after? Sorry, memory like a sieve.", at="10:00"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["stretch"], ASKED),
        ],
    ),
    Scenario(
        "aa2_rec_wheelchair_protect_shoulders",
        "recurring",
        display_name="Femi",
        timezone="Africa/Lagos",
        days=[
            says("Which exercises stop my shoulders wearing out from pushing the chair all day?", at="18:00"),
            trained("upper A", sets=SEATED),
            says("What was it again for looking after my shoulders, with all the pushing?", at="18:00"),
            quiet(),
            says("Shoulders and pushing: remind me which exercises protect them?", at="18:00"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["shoulder"], ASKED),
            NoAlert("safety", "shoulder"),
        ],
    ),
    Scenario(
        "aa2_rec_revise_after_workout_only_twice",
        "recurring",
        display_name="Mia",
        timezone="Europe/London",
        days=[
            says("is it bad to revise straight after a workout?", at="16:00"),
            quiet(),
            says("sorry - revising right after training, good or bad idea?", at="16:00"),
        ],
        expect=[
            PageLacks(("preferences.md",), ["revis"], ASKED),
        ],
    ),
    # --- bot claims: a new knee, intermittent fasting, nights, a deadlift, a kettlebell, vegan ---------
    Scenario(
        "aa2_bot_knee_replacement_unconfirmed",
        "bot_claims",
        display_name="Winifred",
        timezone="Europe/London",
        days=[
            exchange(
                "Since your knee replacement, we'll leave the lunges out of today's routine.",
                "Will it be the chair exercises again, dear?",
                at="10:00",
            ),
            trained("gentle strength", sets=GENTLE),
            quiet(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageLacks(LIFE_PAGES, ["replacement"]),
        ],
    ),
    Scenario(
        "aa2_bot_intermittent_fasting_denied",
        "bot_claims",
        display_name="Declan",
        timezone="Europe/Dublin",
        days=[
            exchange(
                "As you're doing intermittent fasting, I've left breakfast out of today's plan.",
                "I've never fasted a day in my life. Breakfast is at 6 after the milking, every day, and "
                "it's a big one.",
                at="07:00",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            Diet(["breakfast"]),
            PageLacks(DIET_PAGES, any_of=("intermittent", "16:8", "16/8")),
        ],
    ),
    Scenario(
        "aa2_bot_back_on_nights_unanswered",
        "bot_claims",
        display_name="Grace",
        timezone="Europe/London",
        days=[
            exchange(
                "As you're back on night shifts this week, I've moved all your sessions to the afternoon.",
                "did you get my food log from yesterday?",
                at="09:00",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            PageLacks("profile.md", any_of=("nights", "night shift")),
            PageLacks(("profile.md", "preferences.md"), any_of=("afternoon",)),
        ],
    ),
    Scenario(
        "aa2_bot_deadlift_goal_denied",
        "bot_claims",
        display_name="Peggy",
        timezone="Europe/London",
        days=[
            trained("gentle strength", sets=GENTLE),
            exchange(
                "Great work towards your 100 kg deadlift goal! 💪",
                "Deadlift?! I'm 75, pet. All I want is to get in and out of the bath without Gordon having "
                "to haul me out.",
                at="11:00",
            ),
            quiet(),
        ],
        expect=[
            PageLacks("goals.md", ["deadlift"]),
            Goal(["bath"]),
            BundleLacks("weekly_review", ["deadlift"]),
        ],
    ),
    Scenario(
        "aa2_bot_kettlebell_only_hospital_bands",
        "bot_claims",
        display_name="Ahmed",
        timezone="Europe/London",
        days=[
            exchange(
                "Grab your kettlebell for today's swings!",
                "havent got one mate. just the bands the hospital physio gave me after the op",
                at="17:30",
            ),
            quiet(),
            trained(),
        ],
        expect=[
            Profile(["band"]),
            BundleContains("session_mode", ["band"]),
        ],
    ),
    Scenario(
        "aa2_bot_vegan_claim_mushrooms",
        "bot_claims",
        display_name="Nikhil",
        timezone="Asia/Kolkata",
        days=[
            exchange(
                "Since you're vegan, here's a tofu scramble for breakfast 🌱",
                "lol no. i eat everything except mushrooms 🤢",
                at="08:30",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            Diet(["mushroom"]),
            PageLacks(DIET_PAGES, ["vegan"]),
        ],
    ),
    # --- mixed: a nurse's ramble, a carer's typos, a pilot's list, exams done, a cataract -------------
    Scenario(
        "aa2_mixed_nurse_ramble_knee_5k_nights",
        "mixed",
        display_name="Kemi",
        timezone="Europe/London",
        days=[
            quiet(6, at="15:00"),
            says(
                "Evening! Well, morning for me, just off a night. What a week: we were two staff down, one "
                "of the HCAs quit, and the vending machine ate my pound again. Anyway, a few things. My "
                "left knee's been twingeing on the stairs at work since about the weekend, maybe a 4. I've "
                "signed up for the Race for Life 5k in March with the girls from the ward, so that's "
                "happening! And I'm going onto permanent nights from December, which honestly I prefer.",
                hours=6,
                at="08:45",
                slept_at="15:00",
            ),
            quiet(6, at="15:00"),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            Goal(any_of=[("5k", "5 k", "race for life"), MARCH_NEXT]),
            Profile(any_of=("night",)),
            QuotesWhole("*", 0),
        ],
    ),
    Scenario(
        "aa2_mixed_carer_whatsapp_back_veggie",
        "mixed",
        display_name="Gaz",
        timezone="Europe/London",
        days=[
            trained(),
            says(
                "sorry been awol, dad back in hosp (another fall) been back n forth all wk. lower back is "
                "killing me from getting him in n out the car, 6/10 easy. also finally gone veggie lol so no "
                "more bacon butties 😢",
                hours=5,
                at="22:40",
            ),
            quiet(5),
        ],
        expect=[
            Entry("back"),
            Safety("back"),
            Diet(any_of=("vegetarian", "veggie", "meat")),
            Profile(any_of=("dad", "father")),
        ],
    ),
    Scenario(
        "aa2_mixed_pilot_list_vitamin_d_wife",
        "mixed",
        display_name="Vikram",
        timezone="Asia/Kolkata",
        days=[
            says(
                "Quick update, captain-style 😄 1) Doctor says my vitamin D is low, started the 60k IU "
                "weekly sachet. 2) From December I move to the Bombay-Singapore-Sydney rotation, so more "
                "long nights. 3) My wife thinks I should give up the gym and only do yoga. Not happening.",
                at="18:30",
            ),
            quiet(6, at="11:00"),
            trained(),
        ],
        expect=[
            PageContains(("profile.md", "nutrition-patterns.md"), any_of=("vitamin d", "vit d")),
            Profile(any_of=("singapore", "sydney", "rotation", "long haul")),
            PageLacks("goals.md", any_of=("give up", "quit the gym", "stop the gym", "only yoga")),
        ],
    ),
    Scenario(
        "aa2_mixed_exams_done_toowoomba",
        "mixed",
        display_name="Lachie",
        timezone="Australia/Brisbane",
        days=[
            says(
                "EXAMS DONE 🎉🎉 home to toowoomba for the summer hols. wrist is all good now btw, no pain "
                "at all. goal for summer = 10 proper push ups, chest to the floor",
                at="16:20",
            ),
            trained(),
            quiet(),
        ],
        expect=[
            Goal(["push"], any_of=("10", "ten")),
            Profile(["toowoomba"]),
            NoAlert("safety", "wrist"),
        ],
    ),
    Scenario(
        "aa2_mixed_cataract_aqua_turkey_trot",
        "mixed",
        display_name="Gloria",
        timezone="America/New_York",
        days=[
            says(
                "Cataract surgery on my right eye on the 16th. The eye doctor says no bending, no swimming "
                "and no lifting anything heavy for a week after. Once I'm cleared I want to get back to "
                "aqua aerobics, Tuesdays and Fridays at the Y. And I've decided: I'm going to walk the 5K "
                "Turkey Trot with my granddaughter next year.",
                at="10:15",
            ),
            quiet(),
            trained("gentle strength", sets=GENTLE),
        ],
        expect=[
            PageContains(LIFE_PAGES, any_of=("cataract",)),
            Profile(any_of=("aqua",)),
            Goal(any_of=("turkey trot", "5k", "5 k")),
        ],
    ),
    # --- alerts: the dodgy knee thrice, a niggle turned unbearable, Dad's hip, a check-in, the chest ----
    Scenario(
        "aa2_alert_dodgy_knee_three_times",
        "alerts",
        display_name="Trev",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                session("gentle strength", GENTLE, at="10:00"),
                user("Dodgy knee's grumbling after today. The right one. 4 or so.", at="14:00"),
            ],
            quiet(),
            says("Knee's at it again, same one.", at="14:00"),
            quiet(),
            says("Right knee again after the walk. Sorry to be a broken record.", at="14:00"),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", any_of=[RIGHT]),
            Entry("knee", words=["{d0}"]),
        ],
    ),
    Scenario(
        "aa2_alert_heel_niggle_then_unbearable",
        "alerts",
        display_name="Inês",
        timezone="Europe/Lisbon",
        days=[
            says("bit of a niggle in my left heel first thing, barely noticeable by lunchtime", at="13:00"),
            trained(),
            quiet(),
            says(
                "the heel is unbearable now. I can't put my foot down in the mornings and I'm on my feet 10 "
                "hours at the factory. physio friend reckons plantar fasciitis",
                at="07:20",
            ),
            quiet(),
        ],
        expect=[
            AlertCount("safety", 1, "heel"),
            Safety("heel", any_of=("unbearable", "can't", "cannot", "worse", "severe", "foot down")),
            Entry("heel", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "aa2_alert_dads_hip_own_shoulder",
        "alerts",
        display_name="Shirin",
        timezone="Europe/London",
        days=[
            quiet(6),
            says(
                "Dad's hip is agony again tonight, the GP's coming tomorrow. My own right shoulder is "
                "twingeing from lifting him, 4/10, nothing dramatic.",
                hours=6,
                at="22:30",
            ),
            quiet(6),
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            NoAlert("safety", "hip"),
            NoEntry("hip"),
        ],
    ),
    Scenario(
        "aa2_alert_checkin_then_oven_agony",
        "alerts",
        display_name="Paddy",
        timezone="Europe/Dublin",
        days=[
            [sleep(6, at="02:30"), soreness("lower back", 4, "after the double shift at the bakery")],
            says("back's no better. bending down to the bottom oven is agony", at="12:30", slept_at="02:30"),
            quiet(6, at="02:30"),
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Entry("back"),
            Safety("back", any_of=("agony", "oven", "bend", "worse", "4")),
        ],
    ),
    Scenario(
        "aa2_alert_chest_tightness_on_hill",
        "alerts",
        display_name="Clive",
        timezone="Europe/London",
        days=[
            trained("gentle strength", sets=GENTLE),
            says(
                "Bit of a funny one yesterday. Walking up Castle Hill I got a tight pain across my chest and "
                "down my left arm. Went off after I'd sat on the bench for five minutes. Right as rain now.",
                at="09:30",
            ),
            quiet(),
        ],
        expect=[
            AlertOpen("safety", None, any_of=("chest",)),
            BundleContains("session_mode", ["chest"]),
        ],
    ),
]
