"""A batch about the things that trip naive readers: words that look like facts and are not, and facts
that hide behind jokes.

Hypotheticals and fears ("what if my knee flares up in Bali?", "I'm scared my back will go again") are
not pain today; other people's problems (a husband's shoulder, a PT's vegan clients, a partner's broken
wrist, a father's stroke) are not hers; old history that has been fine for years is history, not an
injury; reported speech ("physio says it's just tendinopathy", "GP told me to cut sugar") is still her
fact; sarcasm and jokes ("my legs are officially dead lol", "allergic to burpees", "more emojis, great")
must be read for what they mean; double negatives, comparisons ("less sore than Monday but still a 4")
and ranges ("3-4 out of 10", "between a 2 and a 3") keep their real severity; and goals, diets,
schedules and preferences that are replaced must show the newer version. Names are prefixed `al2_`.
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

DIET_PAGES = ("nutrition-patterns.md", "profile.md")
PREF_PAGES = ("preferences.md", "coaching-playbook.md")
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
    "on the fence",
    "undecided",
    "wonder",
)
FEBRUARY = ("february", "feb", "2027 02")
APRIL = ("april", "apr", "2027 04")
PULL = ("chin up", "chinup", "pull up", "pullup")
SIX_THIRTY = ("6:30", "06:30", "6.30", "half six", "half past six")


def rest(hours: float = 7.3) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.1) -> list:
    return [sleep(hours), session(name)]


def tell(text: str, at: str = "08:00", hours: float = 7.0) -> list:
    return [sleep(hours), user(text, at=at)]


def reply(prompt: str, text: str, hours: float = 7.0, at: str = "08:06") -> list:
    """The bot says something; she writes back a few minutes later."""
    return [sleep(hours), bot(prompt, at="08:00"), user(text, at=at)]


SCENARIOS: list[Scenario] = [
    # --- goals: irony, a friend's race, a replaced goal, a doctor's why, a film star by Friday -----
    Scenario(
        "al2_goal_survive_december_then_deadlift",
        "goals",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            tell(
                "goals?? my goal is to survive December 😂 three work dos, a nativity play and the in-laws "
                "for a week. ok ok, a serious one: I'd love to deadlift my own bodyweight, which is 68 kg, "
                "before my birthday on the 14th of February",
                at="21:10",
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal(["deadlift"], [("68", "bodyweight", "body weight", "own weight")]),
            Goal(["deadlift"], [(*FEBRUARY, "birthday")]),
            PageLacks("goals.md", ["survive", "december"]),
            BundleContains("weekly_review", ["deadlift"]),
        ],
    ),
    Scenario(
        "al2_goal_friends_marathon_spectating",
        "goals",
        display_name="Carmen",
        timezone="Europe/Madrid",
        days=[
            tell(
                "my friend Pilar is running the Valencia marathon in December and keeps telling everyone "
                "I'm 'doing it with her'. I am NOT. I'll be at km 30 holding a banner and a bag of churros. "
                "my race is still the 10k in April and I want to go under an hour"
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal([], [("10k", "10 k", "ten k", "10 km"), ("hour", "60", "1:00")]),
            Goal([], [APRIL]),
            PageLacks("goals.md", ["marathon"]),
        ],
    ),
    Scenario(
        "al2_goal_scale_swapped_for_squat",
        "goals",
        display_name="Bethany",
        timezone="America/Chicago",
        days=[
            tell("main goal: lose 10 kg by summer. I say that every January, so yes, I know"),
            train(),
            rest(),
            tell(
                "I've been chewing over what I told you on Monday. chasing the scale makes me miserable and "
                "it has never once worked. so scrap the 10 kg. what I actually want is to squat 80 kg for "
                "a single by June. that's the goal now",
                at="22:00",
            ),
            rest(),
        ],
        expect=[
            Goal(["squat"], [("80",)]),
            Goal(["squat"], [JUNE_NEXT]),
            BundleContains("weekly_review", ["squat"]),
        ],
    ),
    Scenario(
        "al2_goal_steps_for_blood_pressure",
        "goals",
        display_name="Folake",
        timezone="Africa/Lagos",
        days=[
            tell(
                "the doctor was not impressed with my blood pressure at the check-up, so that's the why. "
                "what I'm aiming for: 10,000 steps a day, and 6 kg down by the follow-up appointment in May",
                at="18:30",
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal([], [("blood pressure", "bp", "hypertens")]),
            Goal([], [("6 kg", "6kg", "six kilo", "6 kilo"), ("may", "2027 05", "follow up")]),
            BundleContains("weekly_review", [], [("steps", "10,000", "10000", "10k")]),
        ],
    ),
    Scenario(
        "al2_goal_terminator_by_friday",
        "goals",
        display_name="Marisol",
        timezone="America/Los_Angeles",
        days=[
            reply(
                "What would you love to be able to do by next summer?",
                "look like Linda Hamilton in Terminator 2 by Friday 😂 fine, real answer: one strict "
                "chin-up, no band, before we go to Crete in July",
            ),
            train("upper A"),
            rest(),
        ],
        expect=[
            Goal([], [PULL]),
            Goal([], [("july", "jul", "2027 07", "crete", "summer")]),
            PageLacks("goals.md", ["friday"]),
        ],
    ),
    # --- pain: a comparison, a range, a double negative, a physio's "just", a range and a drive ----
    Scenario(
        "al2_pain_shin_less_sore_still_four",
        "pain",
        display_name="Ingeborg",
        timezone="Europe/Oslo",
        days=[
            tell(
                "the trail race yesterday destroyed my left shin. it's about a 6 walking downstairs, "
                "tender right along the inside",
                at="19:00",
            ),
            rest(),
            rest(),
            train("upper A"),
            tell(
                "shin report: less sore than Monday, definitely. but it's still a 4 when I run, and the "
                "inside edge is tender if I press it",
                at="20:15",
            ),
        ],
        expect=[
            Entry("shin", any_of=[LEFT]),
            Entry("shin", any_of=[("4", "four")]),
            Safety("shin"),
            AlertCount("safety", 1, "shin"),
        ],
    ),
    Scenario(
        "al2_pain_elbow_three_to_four",
        "pain",
        display_name="Priya",
        timezone="Asia/Kolkata",
        days=[
            tell(
                "the outside of my right elbow has been a 3-4 out of 10 for about two weeks now. worst when "
                "I lift the kettle or carry the shopping, no problem at all when I'm typing",
                at="19:30",
            ),
            train(),
            rest(),
        ],
        expect=[
            Entry("elbow", any_of=[RIGHT]),
            Entry("elbow", any_of=[("3", "4", "three", "four")]),
            Safety("elbow"),
            NoEntry("wrist"),
        ],
    ),
    Scenario(
        "al2_pain_neck_not_that_it_doesnt",
        "pain",
        display_name="Ji-eun",
        timezone="Asia/Seoul",
        days=[
            train(),
            reply(
                "You haven't mentioned the neck in a while - all good now?",
                "not that it doesn't hurt. it does. I just got bored of moaning about it. after a day at "
                "the laptop it's a 5, stiff down the right side, and looking over my shoulder to reverse "
                "the car is the worst bit",
                at="20:40",
            ),
            rest(),
        ],
        expect=[
            Entry("neck", any_of=[RIGHT]),
            Safety("neck"),
            BundleContains("session_mode", ["neck"]),
        ],
    ),
    Scenario(
        "al2_pain_physio_says_just_tendinopathy",
        "pain",
        display_name="Astrid",
        timezone="Europe/Stockholm",
        days=[
            tell(
                'saw the physio. her words were "just a grumpy Achilles, tendinopathy, nothing torn". it\'s '
                "the left one. still about a 4 for the first few steps every morning, and she wants me off "
                "hills and no jumping for four weeks",
                at="17:50",
            ),
            rest(),
            train("upper A"),
        ],
        expect=[
            Entry("achilles", any_of=[LEFT]),
            Entry("achilles", any_of=[("tendin", "hill", "jump", "physio")]),
            Safety("achilles"),
            QuotesWhole(CONSTRAINTS, min_quotes=0),
        ],
    ),
    Scenario(
        "al2_pain_back_between_two_and_three",
        "pain",
        display_name="Renata",
        timezone="America/Sao_Paulo",
        days=[
            tell(
                "nothing dramatic, my lower back just sits somewhere between a 2 and a 3. more of a niggle "
                "than a pain. but it's been like that for three weeks and it's always worse after the long "
                "drive to my mum's on Sundays",
                at="21:40",
            ),
            train(),
            rest(),
        ],
        expect=[
            Entry("back"),
            Entry("back", any_of=[("2", "3", "two", "three", "drive", "niggl")]),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    # --- negation: dead legs, a husband's shoulder, an old ACL, a fear, a song and a clicky knee ---
    Scenario(
        "al2_neg_legs_officially_dead",
        "negation",
        display_name="Tamsin",
        timezone="Europe/London",
        days=[
            [
                sleep(7.4),
                session(
                    "lower A",
                    sets=(
                        ("back squat", 5, 50.0),
                        ("walking lunge", 12, 10.0),
                        ("romanian deadlift", 8, 40.0),
                    ),
                ),
                user(
                    "my legs are officially dead lol. the stairs at work tomorrow will be an adventure. "
                    "10/10 would do again",
                    at="19:10",
                ),
            ],
            reply(
                "How are the legs this morning?",
                "wobbly, in a good way. normal leg-day ache, nothing sharp anywhere",
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("leg"),
            PageLacks(CONSTRAINTS, ["10/10"]),
        ],
    ),
    Scenario(
        "al2_neg_husbands_padel_shoulder",
        "negation",
        display_name="Gemma",
        timezone="Australia/Melbourne",
        days=[
            tell(
                "Callum's shoulder is wrecked again. he went over at padel and it's popped out twice this "
                "month, scan on Friday. so I'm on bins, shopping and anything heavy at home now haha. I'm "
                "completely fine, for the record",
                at="20:05",
            ),
            train(),
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "al2_neg_acl_2015_fine_since",
        "negation",
        display_name="Kaisa",
        timezone="Europe/Helsinki",
        days=[
            reply(
                "Any old injuries I should know about before we start running intervals?",
                "tore my right ACL skiing in 2015, had it reconstructed and did all the rehab. it's been "
                "fine since, honestly, I ran a half marathon last year without a single twinge",
            ),
            train("lower A"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["knee"], [("[injury]", "[constraint]")]),
            PageLacks(CONSTRAINTS, ["acl"], [("[injury]", "[constraint]")]),
            PageContains("*", [], [("acl", "cruciate", "reconstruct"), ("2015",)]),
        ],
    ),
    Scenario(
        "al2_neg_scared_back_will_go",
        "negation",
        display_name="Leila",
        timezone="Asia/Tehran",
        days=[
            reply(
                "Ready to start adding deadlifts next week?",
                "honestly I'm a bit scared my back will go again. it went in 2022 when I picked up a "
                "suitcase and I was flat for two weeks. right now it's fine, zero pain, I just get nervous "
                "when the bar is on the floor",
            ),
            train(),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["back"], [("[injury]",)]),
            PageContains(
                "*", ["back"], [("scared", "fear", "nervous", "anxious", "worr", "apprehens", "confiden")]
            ),
        ],
    ),
    Scenario(
        "al2_neg_hurts_so_good_clicky_knee",
        "negation",
        display_name="Zanele",
        timezone="Africa/Johannesburg",
        days=[
            [
                sleep(7.5),
                session("lower B", sets=(("back squat", 6, 55.0), ("hip thrust", 10, 60.0))),
                user(
                    "'Hurts So Good' came on during my last set of squats and I actually laughed out loud. "
                    "for the record nothing hurts, best session in weeks. my right knee does its usual "
                    "clicking on the way down, it has since I was a teenager, no pain with it",
                    at="19:00",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("knee"),
            PageContains(CONSTRAINTS, ["knee"], [("click",)]),
        ],
    ),
    # --- schedule: evenings replaced, a maybe-nights, a wife's shifts, a sarcastic answer, ranges --
    Scenario(
        "al2_sched_evenings_become_early_mornings",
        "schedule",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            tell("Mondays and Thursdays after work, around 7pm, those are my training nights"),
            train(),
            rest(),
            tell(
                "pottery moved to Monday evenings (don't laugh) and the kids' swimming has swallowed "
                "Thursday, so evenings are gone. I'll do Tuesdays and Fridays at half six in the morning "
                "instead, before anyone else is up",
                at="21:00",
            ),
            rest(),
        ],
        expect=[
            Profile([], [("tuesday", "tue"), (*SIX_THIRTY, "morning")]),
            Profile([], [("friday", "fri")]),
            BundleContains("morning_brief", [], [("tuesday", "tue"), (*SIX_THIRTY, "morning")]),
        ],
    ),
    Scenario(
        "al2_sched_maybe_nights_lunchtimes_now",
        "schedule",
        display_name="Rosa",
        timezone="America/Bogota",
        days=[
            tell(
                "there's talk of putting our whole team on nights from January, which would ruin "
                "everything, but nothing is confirmed. for now it's weekday lunchtimes, 12:30 to 1:15, at "
                "the gym across the road from the office",
                at="13:40",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [("12:30", "12.30", "lunch")]),
            BundleContains("morning_brief", [], [("12:30", "12.30", "lunch")]),
        ],
    ),
    Scenario(
        "al2_sched_wife_on_nights_so_545",
        "schedule",
        display_name="Dominika",
        timezone="Europe/Warsaw",
        days=[
            tell(
                "Kasia is on night shifts all of November, so I've got the kids every evening and bedtime. "
                "which means my sessions have to happen at 5:45 before they wake up, 40 minutes max",
                at="22:15",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [("5:45", "05:45", "5.45")]),
            Profile([], [("40 min", "40min", "forty")]),
            BundleContains("morning_brief", [], [("5:45", "05:45", "5.45")]),
        ],
    ),
    Scenario(
        "al2_sched_free_time_hahaha",
        "schedule",
        display_name="Fiona",
        timezone="Europe/London",
        days=[
            reply(
                "When do you realistically have time to train each week?",
                "free time? hahaha. hahahaha. ok, seriously: Saturday mornings before the girls' swimming "
                "at 10, and Wednesday lunchtime if the planets align",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [("saturday", "sat"), ("morning", "before 10", "10")]),
            Profile([], [("wednesday", "wed")]),
            BundleContains("morning_brief", [], [("saturday", "sat")]),
        ],
    ),
    Scenario(
        "al2_sched_twenty_to_thirty_minutes",
        "schedule",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[
            tell(
                "time-wise I've got somewhere between 20 and 30 minutes on most weekdays, maybe 45 on a "
                "Sunday if nobody needs me. 3 or 4 sessions a week is realistic. 5 is a fantasy",
                at="22:30",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["20", "30"]),
            Profile([], [("3 or 4", "3 4", "three or four", "3/4")]),
            BundleContains("session_mode", ["20", "30"]),
        ],
    ),
    # --- diet: burpee allergy, a PT's vegan clients, a GP's sugar, fasting dropped, a Ramadan worry
    Scenario(
        "al2_diet_allergic_to_burpees",
        "diet",
        display_name="Grace",
        timezone="America/Toronto",
        days=[
            reply(
                "Any food allergies or intolerances I should know about?",
                "only to burpees 😂 no, actually: tree nuts, properly allergic, I carry an EpiPen. "
                "peanuts are fine, weirdly",
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["nut"], [("allerg", "epipen", "epi pen", "anaphyla")]),
            PageLacks(DIET_PAGES, ["burpee"]),
            BundleContains("meal_lens", ["nut"]),
        ],
    ),
    Scenario(
        "al2_diet_pt_with_vegan_clients",
        "diet",
        display_name="Hollie",
        timezone="Europe/London",
        days=[
            tell(
                "I'm a PT myself, which is embarrassing, I know. spent the whole weekend writing meal plans "
                "for my vegan clients and I never want to see another lentil. me personally? I eat "
                "everything, I'm a steak and eggs girl",
                at="20:00",
            ),
            train(),
            rest(),
        ],
        expect=[
            PageLacks("nutrition-patterns.md", ["vegan"]),
            Diet([], [("everything", "omnivor", "meat", "steak", "no restrict")]),
            Profile([], [("personal trainer", "pt", "trainer")]),
        ],
    ),
    Scenario(
        "al2_diet_gp_said_cut_sugar",
        "diet",
        display_name="Deborah",
        timezone="America/New_York",
        days=[
            tell(
                "GP rang with my bloods: HbA1c is borderline, prediabetic range. she told me to cut sugar, "
                "so no more fizzy drinks and no biscuits at my desk. I'll miss the biscuits far more than "
                "the fizzy stuff",
                at="16:10",
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["sugar"]),
            Diet([], [("prediab", "pre diab", "hba1c", "blood sugar", "diabet")]),
            BundleContains("meal_lens", ["sugar"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "al2_diet_fasting_dropped_for_breakfast",
        "diet",
        display_name="Camila",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            tell("I do 16:8, eating window 12 till 8, so no breakfast for me"),
            train(),
            rest(),
            tell(
                "I've given up the 16:8. I kept getting dizzy in morning sessions and my doctor said, and I "
                "quote, just eat breakfast. so it's porridge at 7 now",
                at="09:00",
            ),
            rest(),
        ],
        expect=[
            Diet([], [("breakfast", "porridge")]),
            BundleContains("meal_lens", [], [("breakfast", "porridge")]),
            PageLacks(DIET_PAGES, ["no breakfast"]),
        ],
    ),
    Scenario(
        "al2_diet_ramadan_what_if",
        "diet",
        display_name="Ayesha",
        timezone="Asia/Karachi",
        days=[
            tell(
                "slightly panicking already: what if I can't get my protein in during Ramadan? it starts "
                "in the middle of February and I'll be fasting from dawn to sunset for the month. I still "
                "want to keep training through it",
                at="23:00",
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet([], [("ramadan",)]),
            Diet([], [("ramadan", "fast"), FEBRUARY]),
            BundleContains("meal_lens", ["ramadan"]),
        ],
    ),
    # --- equipment: a lottery wish, a garage gym that was, a husband's bike, a hotel, chickpeas ---
    Scenario(
        "al2_equip_lottery_rower_real_kettlebell",
        "equipment",
        display_name="Paula",
        timezone="Europe/Lisbon",
        days=[
            tell(
                "if I win the Euromillions the first thing I'm buying is a rower. back in reality I own a "
                "skipping rope, a pull-up bar that hangs in the bedroom doorway and one lonely 8 kg "
                "kettlebell"
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["kettlebell"], [("8",)]),
            Profile([], [PULL]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    Scenario(
        "al2_equip_garage_gym_was_before_move",
        "equipment",
        display_name="Nadia",
        timezone="Europe/Berlin",
        days=[
            tell(
                "before the move I had a whole garage gym, rack, barbell, the lot. now it's a fourth-floor "
                "studio with a yoga mat, a set of resistance bands and neighbours downstairs, so nothing "
                "that thuds",
                at="19:45",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [("band",)]),
            Profile(
                [], [("thud", "jump", "noise", "neighbour", "neighbor", "quiet", "studio", "fourth floor")]
            ),
            BundleContains("session_mode", [], [("band",)]),
        ],
    ),
    Scenario(
        "al2_equip_husbands_office_peloton",
        "equipment",
        display_name="Bridget",
        timezone="America/Denver",
        days=[
            tell(
                "Dan bought a Peloton for the staff room at his office, so don't get excited, it's not "
                "coming anywhere near our house. what I've got is a pair of dumbbells, 5 and 10 kg, and a "
                "very long staircase",
                at="18:20",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["dumbbell"], [("5", "10")]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
    ),
    Scenario(
        "al2_equip_hotel_then_home_garage",
        "equipment",
        display_name="Yasmin",
        timezone="Asia/Dubai",
        days=[
            tell(
                "in Abu Dhabi for work till Thursday. "
                "the hotel gym has a cable machine and dumbbells up to 30"
            ),
            train(),
            rest(),
            tell(
                "home! back in my own garage tomorrow, thank god: barbell, squat rack and roughly 100 kg of "
                "plates",
                at="22:30",
            ),
            rest(),
        ],
        expect=[
            Profile([], [("rack", "barbell")]),
            BundleContains("session_mode", [], [("rack", "barbell")]),
        ],
    ),
    Scenario(
        "al2_equip_two_tins_of_chickpeas",
        "equipment",
        display_name="Hana",
        timezone="Europe/Prague",
        days=[
            reply(
                "What equipment do you have at home?",
                "a sofa, a staircase and two tins of chickpeas. I'm not joking about the chickpeas, that's "
                "what I used for the lateral raises in that YouTube video",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [("chickpea", "tin", "no equipment", "bodyweight", "body weight", "stair", "sofa")]),
            BundleContains(
                "session_mode",
                [],
                [("chickpea", "tin", "no equipment", "bodyweight", "body weight", "stair", "sofa")],
            ),
        ],
    ),
    # --- life: a PT with a client's hip, a father's stroke, a new job joke, a move, a divorce -----
    Scenario(
        "al2_life_pt_clients_hip",
        "life",
        display_name="Jade",
        timezone="Australia/Perth",
        days=[
            tell(
                "for context I'm a personal trainer, about 30 hours a week on the gym floor, so on my feet "
                "all day. one of my clients has a dodgy hip and I spent today on her rehab, so my head is "
                "full of hip exercises. I just need someone else to program for ME",
                at="20:50",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [("personal trainer", "pt", "trainer")]),
            NoEntry("hip"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "al2_life_dads_stroke_weekends",
        "life",
        display_name="Sophie",
        timezone="Europe/Brussels",
        days=[
            tell(
                "my dad had a small stroke last week. he's ok, home already, but I'll be driving to Liège "
                "every weekend for the foreseeable to help mum. so weekends are out, and I'm running on "
                "empty",
                hours=5.5,
                at="22:40",
            ),
            train(hours=6),
            rest(6),
        ],
        expect=[
            Profile([], [("dad", "father")]),
            Profile([], [("weekend", "saturday", "sunday")]),
            NoAlert("safety"),
            BundleContains("weekly_review", [], [("dad", "father", "stroke")]),
        ],
    ),
    Scenario(
        "al2_life_new_job_devil_wears_prada",
        "life",
        display_name="Lauren",
        timezone="America/Phoenix",
        days=[
            tell(
                "started the new job. it's basically The Devil Wears Prada but with spreadsheets lol. 8 "
                "till 6, an hour's commute each way, and I'm a husk by Thursday",
                at="21:20",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [("job", "work"), ("8", "6pm", "18:00")]),
            Profile([], [("commut",)]),
            BundleContains("morning_brief", [], [("job", "commut")]),
        ],
    ),
    Scenario(
        "al2_life_maybe_lisbon_still_bristol",
        "life",
        display_name="Charlotte",
        timezone="Europe/London",
        days=[
            tell(
                "we might move to Lisbon next year if Sam's transfer comes through, nothing decided though. "
                "for now we're still in Bristol and I work from home Mondays, Tuesdays and Fridays, office "
                "the other two"
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["bristol"]),
            Profile([], [("from home", "wfh", "remote")]),
            BundleContains("morning_brief", [], [("from home", "wfh", "remote")]),
        ],
    ),
    Scenario(
        "al2_life_every_other_week",
        "life",
        display_name="Chiara",
        timezone="Europe/Rome",
        days=[
            tell(
                "the divorce came through, so, yay, cheap prosecco tonight 🥂 more useful for you: the kids "
                "are with me every other week now, Monday to Monday. the weeks without them I can train as "
                "much as you like",
                at="21:50",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [("every other", "alternate", "week on", "fortnight", "other week")]),
            Profile([], [("divorc", "separat", "single")]),
            BundleContains(
                "weekly_review", [], [("every other", "alternate", "week on", "fortnight", "other week")]
            ),
        ],
    ),
    # --- style: sarcasm about emojis and essays, a therapist, voice notes replaced, Yoda ---------
    Scenario(
        "al2_style_more_emojis_wonderful",
        "style",
        display_name="Guadalupe",
        timezone="America/Mexico_City",
        days=[
            [
                sleep(7),
                bot("Amazing job yesterday!!! 🎉🔥💪 Let's keep that energy going today!!! 🙌✨", at="07:30"),
                user(
                    "oh wonderful, more emojis 🙄 I'm 52, not 12. plain text please, and go easy on the "
                    "exclamation marks",
                    at="07:45",
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [("emoji",)]),
            Prefs([], [("plain", "exclamation")]),
            BundleContains("morning_brief", [], [("emoji",)]),
        ],
    ),
    Scenario(
        "al2_style_therapist_says_encouragement",
        "style",
        display_name="Ruth",
        timezone="Pacific/Auckland",
        days=[
            tell(
                "my therapist reckons I respond far better to encouragement than to criticism, and "
                "annoyingly she's right. if I miss a session please don't make a big thing of it, just help "
                "me get back on",
                at="20:30",
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [("encourag", "gentle", "kind", "supportive", "positive")]),
            BundleContains("morning_brief", [], [("encourag", "gentle", "kind", "supportive", "positive")]),
        ],
    ),
    Scenario(
        "al2_style_love_an_essay_at_six",
        "style",
        display_name="Theresa",
        timezone="Europe/Vienna",
        days=[
            [
                sleep(7),
                bot(
                    "Good morning! Today we're focusing on the posterior chain, which matters because the "
                    "glutes and hamstrings work together to extend the hip, and in this phase we're "
                    "building tolerance before we add load. Let's go through each block in detail...",
                    at="06:15",
                ),
                user(
                    "love a 400-word essay at 6am, really sets me up for the day 🙃 bullet points please, "
                    "three max, I read these on the tram",
                    at="06:40",
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [("bullet", "short", "brief", "concise", "three", "3 max")]),
            BundleContains("morning_brief", [], [("bullet", "short", "brief", "concise")]),
        ],
    ),
    Scenario(
        "al2_style_voice_notes_then_text_only",
        "style",
        display_name="Anouk",
        timezone="Europe/Zurich",
        days=[
            tell("voice notes are perfect for me, I listen to them on the drive in"),
            train(),
            rest(),
            tell(
                "change of plan: we've moved to an open-plan office and I can't play voice notes at my "
                "desk. text only from now on please",
                at="10:15",
            ),
            rest(),
        ],
        expect=[
            Prefs([], [("text", "written")]),
            BundleContains("morning_brief", [], [("text", "written")]),
        ],
    ),
    Scenario(
        "al2_style_yoda_no_options",
        "style",
        display_name="Ploy",
        timezone="Asia/Bangkok",
        days=[
            reply(
                "Would you like a couple of options for each session so you can pick on the day?",
                '"do or do not, there is no try" - Yoda had it right. no options please, I\'ll spend 20 '
                "minutes deciding and then do nothing. just tell me what to do",
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs(
                [],
                [("option", "choice", "tell me what", "decid", "decision", "prescri", "one plan", "direct")],
            ),
            BundleContains(
                "morning_brief",
                [],
                [("option", "choice", "tell me what", "decid", "decision", "prescri", "one plan", "direct")],
            ),
            QuotesWhole(PREF_PAGES, min_quotes=0),
        ],
    ),
    # --- recurring: creatine, stretching, the bot's own water question, fuel, day-two soreness ----
    Scenario(
        "al2_rec_creatine_on_the_fence",
        "recurring",
        display_name="Olena",
        timezone="Europe/Kyiv",
        days=[
            tell("is creatine actually worth it for women or is it just gym bro stuff?"),
            train(),
            tell("my sister-in-law swears by creatine. should I be taking it too?", at="20:00"),
            rest(),
            tell("still on the fence about creatine tbh. doesn't it make you bloated?", at="12:30"),
        ],
        expect=[
            PageContains("*", ["creatine"], [DOUBT]),
            BundleContains("free_chat", ["creatine"], query="should I take creatine?"),
        ],
    ),
    Scenario(
        "al2_rec_stretch_before_or_after",
        "recurring",
        display_name="Sakura",
        timezone="Asia/Tokyo",
        days=[
            tell("quick one, am I meant to stretch before or after?", at="18:00"),
            train(),
            [
                sleep(7),
                session("upper A"),
                user(
                    "stretched before the session again. is that bad? I read somewhere that static "
                    "stretching before lifting is a no-no",
                    at="19:20",
                ),
            ],
            rest(),
            tell("ok I promise this is the last time: stretching, pre or post workout??", at="07:30"),
        ],
        expect=[
            PageContains("*", ["stretch"], [DOUBT]),
            BundleContains("free_chat", ["stretch"], query="when should I stretch?"),
        ],
    ),
    Scenario(
        "al2_rec_bot_keeps_asking_water",
        "recurring",
        display_name="Ebony",
        timezone="America/Halifax",
        days=[
            reply("How's your water intake been this week?", "yeah fine"),
            [
                sleep(7),
                session(),
                bot("Remember to hydrate after that one! How much water today?", at="19:00"),
                user("2 litres-ish", at="19:20"),
            ],
            reply("Quick check: are you drinking enough water?", "same as always, all good"),
            rest(),
        ],
        expect=[
            PageLacks(
                "preferences.md",
                ["water"],
                [
                    (
                        "keeps asking",
                        "asks repeatedly",
                        "recurring",
                        "repeated",
                        "unsure",
                        "not sure",
                        "confus",
                    )
                ],
            ),
            BundleLacks(
                "free_chat",
                ["water"],
                [("keeps asking", "recurring", "repeated question", "unsure", "not sure")],
                query="how much water should I drink?",
            ),
        ],
    ),
    Scenario(
        "al2_rec_eat_before_early_session",
        "recurring",
        display_name="Temitope",
        timezone="Europe/London",
        days=[
            tell("should I eat something before a 6am session or is it fine to go in empty?", at="21:30"),
            train(),
            tell("trained fasted again this morning and felt a bit shaky. is that bad?", at="07:20"),
            rest(),
            tell(
                "still can't work out the food thing for early sessions. banana first, or nothing?",
                at="21:15",
            ),
        ],
        expect=[
            PageContains("*", [], [("eat", "food", "fasted", "banana", "fuel", "breakfast"), DOUBT]),
            BundleContains(
                "free_chat",
                [],
                [("fasted", "eat", "fuel", "banana", "breakfast", "food")],
                query="what should I eat before an early morning session?",
            ),
        ],
    ),
    Scenario(
        "al2_rec_sore_on_day_two",
        "recurring",
        display_name="Valeria",
        timezone="America/Lima",
        days=[
            train(),
            tell("is it normal to still ache two days after? everything's stiff", at="09:30"),
            train("upper A"),
            tell(
                "the day-after-the-day-after ache is back. that's normal, right? not a sign I'm doing it "
                "wrong?",
                at="08:45",
            ),
            rest(),
            [
                sleep(7),
                session("lower A"),
                user(
                    "why am I always MORE sore on day two than day one? is something off with me", at="20:00"
                ),
            ],
        ],
        expect=[
            PageContains("*", [], [("sore", "ache", "doms", "stiff"), DOUBT]),
            NoAlert("safety"),
            BundleContains(
                "free_chat",
                [],
                [("sore", "ache", "doms")],
                query="is it normal to be sore two days after training?",
            ),
        ],
    ),
    # --- the bot's claims: a sister's diet, the wrong wrist, a back "cleared", a half, a Sunday ---
    Scenario(
        "al2_bot_sisters_vegetarian",
        "bot_claims",
        display_name="Naomi",
        timezone="Australia/Brisbane",
        days=[
            reply(
                "Since you're vegetarian, want a few high-protein lentil ideas for lunch?",
                "ha, no, you're thinking of my sister! I eat meat, chicken most days and fish on Fridays",
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet([], [("meat", "chicken", "omnivor")]),
            BundleContains("meal_lens", [], [("chicken", "meat", "omnivor")]),
            PageLacks(
                DIET_PAGES,
                [],
                [("is vegetarian", "diet: vegetarian", "vegetarian diet", "follows a vegetarian")],
            ),
        ],
    ),
    Scenario(
        "al2_bot_left_wrist_is_right",
        "bot_claims",
        display_name="Elena",
        timezone="Europe/Athens",
        days=[
            [
                sleep(7),
                session("upper A", sets=(("push up", 10, 0.0), ("dumbbell press", 10, 8.0))),
                user("right wrist isn't loving push-ups, about a 4 at the bottom of each rep", at="19:00"),
            ],
            rest(),
            reply(
                "How's the left wrist feeling today?",
                "right wrist. RIGHT. and it's the same, still a 4 on push-ups, fine otherwise",
            ),
            rest(),
        ],
        expect=[
            Entry("wrist", any_of=[RIGHT]),
            PageLacks(CONSTRAINTS, ["wrist"], [LEFT]),
            Safety("wrist"),
        ],
    ),
    Scenario(
        "al2_bot_back_not_cleared",
        "bot_claims",
        display_name="Réka",
        timezone="Europe/Budapest",
        days=[
            tell("lower back's been a 3 every morning this week, loosens up by lunch", at="07:40"),
            train("upper A"),
            rest(),
            reply(
                "So glad the back pain has cleared up! Ready to put deadlifts back in?",
                "who said it cleared up? I just stopped complaining. still a 3 most mornings, so let's not "
                "rush the deadlifts",
            ),
            rest(),
        ],
        expect=[
            Entry("back"),
            Entry("back", any_of=[("3", "three", "morning")]),
            PageLacks(CONSTRAINTS, ["back"], [("resolved",)]),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    Scenario(
        "al2_bot_half_not_full_marathon",
        "bot_claims",
        display_name="Zara",
        timezone="Asia/Hong_Kong",
        days=[
            tell(
                "signed up for the Hong Kong half in February! first ever half, mostly I just want to "
                "finish without walking",
                at="21:00",
            ),
            train(),
            rest(),
            reply(
                "Only 14 weeks to go until your marathon! 🏃‍♀️ Want me to bump up the long runs?",
                "HALF marathon 😅 I'm not that brave. the long runs can stay as they are",
            ),
            rest(),
        ],
        expect=[
            Goal(["half"]),
            Goal([], [FEBRUARY]),
            BundleContains("weekly_review", ["half"]),
        ],
    ),
    Scenario(
        "al2_bot_sunday_long_run_is_saturday",
        "bot_claims",
        display_name="Ana",
        timezone="Atlantic/Canary",
        days=[
            reply(
                "I'll plan the week around your usual Sunday long run - sound good?",
                "I haven't done a Sunday long run since the summer. Sundays are family lunch at my "
                "mother's now. the long run is Saturday morning",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [("saturday", "sat"), ("long run", "run")]),
            Profile([], [("sunday", "sun"), ("family", "mother", "lunch")]),
            BundleContains("morning_brief", [], [("saturday", "sat")]),
        ],
    ),
    # --- mixed: a fear beside a real shoulder, an allergist and a shelved goal, a husband's back ---
    Scenario(
        "al2_mixed_bali_knee_fear_real_shoulder",
        "mixed",
        display_name="Ellie",
        timezone="Australia/Adelaide",
        days=[
            train("upper A"),
            tell(
                "two things. one: what if my knee flares up in Bali? it did in Peru two years ago. it's fine "
                "at the moment, I'm just a worrier. two: the thing that actually hurts is my right shoulder, "
                "5/10 reaching overhead since Tuesday. we fly on the 20th for two weeks and the villa has "
                "no gym",
                at="20:30",
            ),
            rest(),
        ],
        expect=[
            Safety("shoulder"),
            Entry("shoulder", any_of=[RIGHT]),
            NoAlert("safety", "knee"),
            Profile(["bali"]),
        ],
    ),
    Scenario(
        "al2_mixed_eggs_not_dairy_goal_shelved",
        "mixed",
        display_name="Sanne",
        timezone="Europe/Amsterdam",
        days=[
            tell("I'm dairy-free for now, and the goal is 5 kg down by Christmas"),
            train(),
            rest(),
            tell(
                "update from the allergist: it was never the dairy, it's eggs. so cheese is back "
                "(hallelujah) and eggs are out. and I'm shelving the weight-loss goal till January, for now "
                "I just want to get stronger",
                at="17:40",
            ),
            rest(),
        ],
        expect=[
            Diet(["egg"]),
            BundleContains("meal_lens", ["egg"]),
            Goal([], [("strong", "strength")]),
        ],
    ),
    Scenario(
        "al2_mixed_husbands_back_her_hip",
        "mixed",
        display_name="Keisha",
        timezone="America/Chicago",
        days=[
            tell(
                "Marcus did his back in moving the wardrobe, so he's flat on the floor and I'm doing the "
                "school run every day now, out the door at 8:15. my own back's fine. my left hip is a bit "
                "achy from sleeping on the sofa so he can have the bed, 2-3 out of 10",
                at="21:00",
            ),
            train(),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety", "back"),
            Entry("hip", any_of=[LEFT]),
            Profile([], [("8:15", "08:15", "8.15", "quarter past eight")]),
        ],
    ),
    Scenario(
        "al2_mixed_character_building_hamburg",
        "mixed",
        display_name="Signe",
        timezone="Europe/Copenhagen",
        days=[
            [
                sleep(7),
                session("lower A"),
                user(
                    "tonight's session was 'character building', by which I mean I hated every second. "
                    "legs are jelly but not sore-sore, just tired",
                    at="19:30",
                ),
            ],
            tell(
                "next week is the conference in Hamburg, so I'm only free Monday and Wednesday mornings. "
                "the hotel has a pool but no gym"
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("leg"),
            Profile(["hamburg"]),
            Profile([], [("pool", "swim")]),
        ],
    ),
    Scenario(
        "al2_mixed_iron_and_plantar_improving",
        "mixed",
        display_name="Amelia",
        timezone="America/Vancouver",
        days=[
            tell(
                "health admin day. GP says my iron's low, so I'm on tablets for three months. and the "
                "physio says the plantar fasciitis in my right foot is improving: a 3 now, it was a 6 when "
                "I first went. she's happy for me to walk but no running yet",
                at="16:30",
            ),
            rest(),
            train("upper A"),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [("plantar", "heel", "foot", "fascii"), ENTRY_LEVELS, RIGHT]),
            PageContains(CONSTRAINTS, [], [("plantar", "heel", "foot", "fascii"), ("run",)]),
            PageContains("*", ["iron"]),
        ],
    ),
    # --- alerts: two areas, a fear, a partner's wrist, a double negative, sarcasm, an old shoulder
    Scenario(
        "al2_alert_knee_then_shoulder",
        "alerts",
        display_name="Aigerim",
        timezone="Asia/Almaty",
        days=[
            [
                sleep(7),
                soreness("left knee", 4, "stairs"),
                user("left knee is sore going downstairs, 4/10", at="09:10"),
            ],
            train("upper A"),
            tell("knee's no better, 4 on the stairs again", at="08:30"),
            tell(
                "and now the right shoulder has joined in, 5/10 when I reach for the top shelf. falling "
                "apart over here",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            AlertCount("safety", 1, "shoulder"),
            AlertCount("safety", 2),
            Entry("knee", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "al2_alert_terrified_hamstring_goes",
        "alerts",
        display_name="Maya",
        timezone="Asia/Jerusalem",
        days=[
            tell(
                "relay on Saturday and I'm terrified my hamstring goes again, I tore it at this exact race "
                "last year. it feels completely normal right now, I've done all the rehab, I'm just in my "
                "head about it",
                at="21:30",
            ),
            train(),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["hamstring"], [("[injury]",)]),
            PageContains(
                "*", ["hamstring"], [("tore", "torn", "tear", "last year", "history", "previous", "2025")]
            ),
        ],
    ),
    Scenario(
        "al2_alert_partners_wrist_her_finger",
        "alerts",
        display_name="Tjaša",
        timezone="Europe/Ljubljana",
        days=[
            tell(
                "my climbing partner fractured her wrist on Sunday, so I'm bouldering solo for a while. and, "
                "separate thing, I tweaked my left ring finger on a crimp. it's a 5 when I pull on small "
                "holds and a bit swollen at the middle joint",
                at="21:30",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Safety("finger"),
            Entry("finger", any_of=[LEFT]),
            NoAlert("safety", "wrist"),
            NoEntry("wrist"),
        ],
    ),
    Scenario(
        "al2_alert_cant_say_it_isnt_worse",
        "alerts",
        display_name="Leilani",
        timezone="Pacific/Honolulu",
        days=[
            [sleep(7), session("lower A"), soreness("right knee", 2, "after squats", at="19:00")],
            [sleep(7), soreness("right knee", 3, at="09:00")],
            rest(),
            tell(
                "can't say it isn't getting worse, honestly. right knee was a 7 this morning and it's puffy "
                "around the kneecap",
                at="08:15",
            ),
            rest(),
        ],
        expect=[
            Safety("knee", any_of=[("7", "seven", "puffy", "swell")]),
            AlertCount("safety", 1, "knee"),
            Entry("knee", any_of=[RIGHT]),
        ],
    ),
    Scenario(
        "al2_alert_back_joins_the_party",
        "alerts",
        display_name="Camille",
        timezone="Europe/Paris",
        days=[
            tell(
                "oh brilliant, my lower back has decided to join the party 🙃 sharp, a good 6, when I bend "
                "to put my socks on. didn't even do anything, I sneezed",
                at="07:40",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Safety("back", any_of=[("6", "six", "sharp")]),
            Entry("back"),
            AlertCount("safety", 1),
        ],
    ),
    Scenario(
        "al2_alert_old_shoulder_new_calf",
        "alerts",
        display_name="Ilze",
        timezone="Europe/Riga",
        days=[
            [
                sleep(7),
                session("easy run", sets=(("run", 1, 0.0),), minutes=35),
                user(
                    "looking back at October: my shoulder was a 5 for most of the month and I nearly quit. "
                    "it's completely gone now, pressed overhead pain-free on Saturday. what's tweaking "
                    "today is my left calf, a 4 after the run, tight right in the belly of it",
                    at="19:20",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            NoAlert("safety", "shoulder"),
            Safety("calf"),
            Entry("calf", any_of=[LEFT]),
        ],
    ),
]
