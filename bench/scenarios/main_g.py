"""A seventh batch of understanding scenarios, written without the system's vocabulary.

Pains told by sensation, comparison and what they stop; goals in unusual orders; everyday body words;
diets and dislikes; schedules around kids, shifts and commutes; life context; style wishes; questions
re-asked in other words; terse replies to the bot; changes over days. Names are prefixed `g_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    JUNE_NEXT,
    LEFT,
    MARCH_NEXT,
    RIGHT,
    AlertCount,
    BundleContains,
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
    sleep,
    soreness,
    user,
)

ASKED = ("ask", "question")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0) -> list:
    return [sleep(hours), user(text)]


def EntryAny(*areas: str, any_of=()) -> PageContains:
    """An entry naming one of several everyday words for the same place."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    if any_of:
        groups.append(list(any_of))
    return PageContains(CONSTRAINTS, [], groups)


SCENARIOS: list[Scenario] = [
    # --- pain by sensation, comparison, what it stops -----------------------------------------------
    Scenario(
        "g_pain_heel_glass_mornings",
        "pain",
        display_name="Aiko",
        timezone="Asia/Tokyo",
        days=[
            said("first steps out of bed feel like stepping on glass, right under my heel. the left one"),
            train(),
            rest(),
        ],
        expect=[EntryAny("heel", "foot", any_of=LEFT), AlertCount("safety", 1)],
    ),
    Scenario(
        "g_pain_wrist_cant_open_jars",
        "pain",
        display_name="Bev",
        timezone="Europe/London",
        days=[
            train(),
            said("can't even open a jar anymore, my right wrist just gives out and it throbs after"),
            rest(),
        ],
        expect=[Entry("wrist", any_of=[RIGHT]), Safety("wrist"), PageLacks("goals.md", ["jar"])],
    ),
    Scenario(
        "g_pain_ribs_like_a_stitch",
        "pain",
        display_name="Kwame",
        timezone="Africa/Accra",
        days=[
            said(
                "sharp thing in my ribs on the left side, like a stitch "
                "that doesnt go away, hurts to breathe deep"
            ),
            rest(),
        ],
        expect=[EntryAny("rib", "ribs", any_of=LEFT), AlertCount("safety", 1)],
    ),
    Scenario(
        "g_pain_bum_sitting_desk",
        "pain",
        display_name="Carla",
        timezone="Europe/Madrid",
        days=[
            train(),
            said(
                "my bum hurts deep inside on the right when i sit at my desk "
                "more than an hour, like a bruise you cant reach"
            ),
            rest(),
        ],
        expect=[EntryAny("bum", "glute", "buttock", "butt"), AlertCount("safety", 1)],
    ),
    Scenario(
        "g_pain_jaw_grinding",
        "pain",
        display_name="Noor",
        timezone="Asia/Dubai",
        days=[
            said(
                "my jaw aches on both sides when I wake up, dentist says I grind. worse after heavy deadlifts"
            ),
            train("lower A"),
            rest(),
        ],
        expect=[NoAlert("safety", "back"), Entry("jaw"), PageLacks("goals.md", ["jaw"])],
    ),
    Scenario(
        "g_pain_toes_numb_running",
        "recurring",
        display_name="Liam",
        timezone="Australia/Sydney",
        days=[
            said(
                "after about 5k my toes on the right foot go numb and "
                "tingly, have to stop and loosen the laces"
            ),
            rest(),
            said("same again today, toes went dead at 4k"),
        ],
        expect=[
            EntryAny("toe", "toes", "foot", any_of=RIGHT),
            AlertCount("safety", 1),
            PageContains(CONSTRAINTS, [], [["numb", "tingl"]]),
        ],
    ),
    Scenario(
        "g_pain_arch_worse_than_last_week",
        "recurring",
        display_name="Rosa",
        timezone="America/Mexico_City",
        days=[
            said("arch of my left foot is a bit tight, nothing major"),
            rest(),
            rest(),
            said("the arch is way worse than last week, now I limp after walking the dog"),
        ],
        expect=[
            EntryAny("arch", "foot", any_of=LEFT),
            AlertCount("safety", 1),
            PageContains(CONSTRAINTS, [], [["limp", "worse"]]),
        ],
    ),
    Scenario(
        "g_pain_tummy_after_crunches",
        "pain",
        display_name="Jess",
        timezone="Europe/Dublin",
        days=[
            train(),
            said(
                "there's a bulge in my tummy when i do crunches and it pulls, "
                "like a zip being tugged. had my baby 4 months ago"
            ),
            rest(),
        ],
        expect=[
            EntryAny("tummy", "belly", "abdomen", "abdominal", "core", "abs"),
            Profile(any_of=["baby", "postpartum", "post partum"]),
        ],
    ),
    Scenario(
        "g_pain_temple_headache_lifting",
        "pain",
        display_name="Marek",
        timezone="Europe/Warsaw",
        days=[
            train("upper A"),
            said(
                "got a pounding pain in my temple right at the top of a "
                "heavy press, never had that before, scared me"
            ),
            rest(),
        ],
        expect=[EntryAny("temple", "head", "headache"), AlertCount("safety", 1)],
    ),
    Scenario(
        "g_pain_fingers_stiff_grip",
        "pain",
        display_name="Dot",
        timezone="Europe/London",
        days=[
            said(
                "my fingers are stiff as boards in the mornings, can't hold the "
                "kettlebell properly till lunch. 71 and stubborn"
            ),
            rest(),
        ],
        expect=[
            EntryAny("finger", "fingers", "hand"),
            PageLacks("goals.md", ["kettlebell"]),
        ],
    ),
    Scenario(
        "g_pain_sole_burning_rated",
        "pain",
        display_name="Sipho",
        timezone="Africa/Johannesburg",
        days=[
            [sleep(7), soreness("foot", 4, "burning on the sole, right")],
            said("sole of my right foot burns like hot sand on skipping"),
            rest(),
        ],
        expect=[EntryAny("sole", "foot", any_of=RIGHT), AlertCount("safety", 1)],
    ),
    # --- negation / harmless mentions -----------------------------------------------------------------
    Scenario(
        "g_neg_knee_clicks_no_pain",
        "negation",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            said("knees crackle like rice krispies on the stairs but zero pain, doc said its fine"),
            train("lower A"),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, [], [["crackl", "click", "crack", "noise"]]),
        ],
    ),
    Scenario(
        "g_neg_not_my_back_the_bed",
        "negation",
        display_name="Hannah",
        timezone="Europe/Berlin",
        days=[
            said("woke up stiff but honestly it's the hotel mattress not my back, fine after a shower"),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("back")],
    ),
    Scenario(
        "g_neg_friend_has_bad_shoulder",
        "negation",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            said("my training buddy tore her shoulder last week so now I train alone :( I'm fine tho"),
            rest(),
        ],
        expect=[NoEntry("shoulder"), NoAlert("safety")],
    ),
    Scenario(
        "g_neg_good_sore_legs",
        "negation",
        display_name="Dev",
        timezone="Asia/Kolkata",
        days=[
            train("lower A"),
            said("legs are that good kind of wrecked, walking like a cowboy haha, love it"),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("leg")],
    ),
    Scenario(
        "g_neg_wrist_healed_years_ago",
        "negation",
        display_name="Pat",
        timezone="America/Denver",
        days=[said("broke my wrist skiing in 2015, fully healed, no issues since"), rest()],
        expect=[NoAlert("safety"), PageLacks(CONSTRAINTS, ["wrist"], ["[injury]"])],
    ),
    # --- alerts ---------------------------------------------------------------------------------------
    Scenario(
        "g_alert_chest_tight_stairs",
        "alerts",
        display_name="Gordon",
        timezone="Europe/London",
        days=[
            said(
                "chest goes tight like a belt round it when i take the "
                "stairs fast, and my left arm feels heavy"
            ),
            rest(),
        ],
        expect=[Safety("chest"), PageLacks("goals.md", ["stairs"])],
    ),
    Scenario(
        "g_alert_one_area_many_words",
        "alerts",
        display_name="Mia",
        timezone="America/New_York",
        days=[
            said("lower back twinged on deadlifts"),
            rest(),
            said("lumbar still grumpy"),
            rest(),
            said("small of my back is achy again today"),
        ],
        expect=[AlertCount("safety", 1), Entry("back")],
    ),
    Scenario(
        "g_alert_two_areas_kept_apart",
        "alerts",
        display_name="Ayo",
        timezone="Africa/Lagos",
        days=[
            said("my right elbow stings at the bottom of push-ups"),
            rest(),
            said("also left heel is sore like a bruise when I jump"),
            rest(),
        ],
        expect=[
            Safety("elbow", any_of=RIGHT),
            EntryAny("heel", "foot", any_of=LEFT),
            Entry("elbow", any_of=[RIGHT]),
        ],
    ),
    Scenario(
        "g_alert_dizzy_not_a_body_part",
        "alerts",
        display_name="Fatima",
        timezone="Europe/Paris",
        days=[
            said("went dizzy and saw stars after the rower, had to sit on the floor a few minutes"),
            rest(),
        ],
        expect=[PageContains(CONSTRAINTS, [], [["dizzy", "dizziness", "lightheaded", "faint"]])],
    ),
    Scenario(
        "g_alert_soreness_scale_high",
        "alerts",
        display_name="Ben",
        timezone="Europe/Amsterdam",
        days=[[sleep(6), soreness("shoulder", 5, "right, sharp when reaching overhead")], rest()],
        expect=[Safety("shoulder"), Entry("shoulder", any_of=[RIGHT])],
    ),
    Scenario(
        "g_alert_low_soreness_no_alert",
        "negation",
        display_name="Kim",
        timezone="Asia/Seoul",
        days=[[sleep(7), soreness("calves", 1, "just DOMS")], rest()],
        expect=[NoAlert("safety"), NoEntry("calf")],
    ),
    # --- goals in unusual orders --------------------------------------------------------------------
    Scenario(
        "g_goal_what_im_after",
        "goals",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            train(),
            said("what I'm after, really, is carrying my own shopping up 4 flights without stopping"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            Goal(any_of=["shopping", "flights", "stairs"]),
            PageLacks("preferences.md", ["shopping"]),
        ],
    ),
    Scenario(
        "g_goal_the_dream",
        "goals",
        display_name="Rafa",
        timezone="America/Sao_Paulo",
        days=[said("the dream: a muscle-up on the beach bar by june. yeah i know lol"), rest()],
        expect=[
            PageLacks("profile.md", ["beach"]),
            Goal(["muscle up"]),
            Goal(["muscle up"], JUNE_NEXT),
            BundleContains("free_chat", ["muscle up"], query="remind me what I'm working towards"),
        ],
    ),
    Scenario(
        "g_goal_priority_one",
        "goals",
        display_name="Lena",
        timezone="Europe/Vienna",
        days=[
            said("priority #1 = no more back pain at work. #2 maybe look a bit leaner. in that order!"),
            rest(),
        ],
        expect=[Goal(["back"]), Goal(any_of=["leaner", "lean"])],
    ),
    Scenario(
        "g_goal_replaced_by_new",
        "goals",
        display_name="Chen",
        timezone="Asia/Shanghai",
        days=[
            said("target is 100kg squat by march"),
            train("lower A"),
            rest(),
            said("forget the squat number. new plan: hike Mount Kinabalu with my son in june"),
        ],
        expect=[
            Goal(["kinabalu"]),
            Goal(["squat"], MARCH_NEXT),
            BundleContains("free_chat", ["kinabalu"], query="what's the main thing I'm training for now?"),
        ],
    ),
    Scenario(
        "g_goal_not_a_goal_wish_for_friend",
        "negation",
        display_name="Oksana",
        timezone="Europe/Kyiv",
        days=[
            said("my sister wants to run a marathon, crazy. me? I just want to stay mobile for my grandkids"),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["marathon"]),
            Goal(any_of=["mobile", "mobility", "grandkids", "grandchildren"]),
        ],
    ),
    Scenario(
        "g_goal_dictated",
        "goals",
        display_name="Walt",
        timezone="America/Chicago",
        days=[
            said(
                "ok so um goal wise I would like to uh get down to two hundred "
                "pounds by my daughters graduation in may period"
            ),
            rest(),
        ],
        expect=[Goal(any_of=["200", "two hundred"]), Goal(any_of=["graduation", "may", "2027-05"])],
    ),
    # --- schedule ------------------------------------------------------------------------------------
    Scenario(
        "g_sched_school_run",
        "schedule",
        display_name="Amara",
        timezone="Europe/London",
        days=[
            said("only window I get is after school drop off, 9:15 till about 10:30, tues and thurs"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            Profile(any_of=["9:15", "09:15", "drop off", "school"]),
            Profile(any_of=["tue", "tuesday"]),
        ],
    ),
    Scenario(
        "g_sched_night_shifts",
        "schedule",
        display_name="Priti",
        timezone="Europe/London",
        days=[
            said("im a nurse on nights this month, sleep 9am to 3pm so pls dont ping me mornings"),
            rest(hours=5.5),
        ],
        expect=[
            Profile(any_of=["night", "nights", "shift"]),
            Prefs(any_of=["morning", "mornings"]),
            BundleContains("morning_brief", [], [["night", "nights", "shift"]]),
        ],
    ),
    Scenario(
        "g_sched_commute_train",
        "schedule",
        display_name="Yuki",
        timezone="Asia/Tokyo",
        days=[said("2 hr commute each way by train, so weekdays basically gone. weekends are mine"), rest()],
        expect=[
            PageLacks("goals.md", ["commute"]),
            Profile(any_of=["commute", "train"]),
            Profile(["weekend"]),
        ],
    ),
    Scenario(
        "g_sched_changed_days",
        "schedule",
        display_name="Sam",
        timezone="America/Toronto",
        days=[
            said("I train mon wed fri at 6am"),
            rest(),
            said("update: new job, now it's tue thu sat evenings instead"),
        ],
        expect=[
            Profile(any_of=["tue", "tuesday"]),
            BundleContains("session_mode", [], [["tue", "tuesday", "thu"]]),
        ],
    ),
    Scenario(
        "g_sched_custody_weeks",
        "schedule",
        display_name="Luca",
        timezone="Europe/Rome",
        days=[
            said("I have the kids every other week so those weeks i can only do 2 sessions, other weeks 4"),
            rest(),
        ],
        expect=[Profile(any_of=["kids", "children", "every other week", "alternate"])],
    ),
    # --- diet ---------------------------------------------------------------------------------------
    Scenario(
        "g_diet_halal_no_pork",
        "diet",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[said("i eat halal only. no pork obviously, no alcohol"), rest()],
        expect=[Diet(["halal"]), BundleContains("meal_lens", ["halal"])],
    ),
    Scenario(
        "g_diet_hates_texture",
        "diet",
        display_name="Ella",
        timezone="Australia/Melbourne",
        days=[said("cottage cheese makes me gag, its the texture. greek yoghurt is fine"), rest()],
        expect=[NoEntry("cottage"), Diet(["cottage cheese"]), PageLacks("goals.md", ["cottage"])],
    ),
    Scenario(
        "g_diet_ramadan_fasting",
        "diet",
        display_name="Aisha",
        timezone="Asia/Karachi",
        days=[
            said("ramadan starts next week so I'll be fasting sunrise to sunset, eating only after iftar"),
            rest(),
        ],
        expect=[Diet(any_of=["ramadan", "fasting", "iftar"]), NoAlert("safety")],
    ),
    Scenario(
        "g_diet_coeliac",
        "diet",
        display_name="Morag",
        timezone="Europe/London",
        days=[said("coeliac here so no gluten at all, even crumbs make me ill"), rest()],
        expect=[
            Diet(any_of=["gluten", "coeliac", "celiac"]),
            BundleContains("meal_lens", [], [["gluten", "coeliac", "celiac"]]),
        ],
    ),
    Scenario(
        "g_diet_went_vegan",
        "diet",
        display_name="Noah",
        timezone="Europe/Berlin",
        days=[
            said("I eat chicken most days"),
            rest(),
            said("watched a documentary. I'm vegan from today, no meat no dairy no eggs"),
        ],
        expect=[
            NoAlert("safety"),
            Diet(["vegan"]),
            BundleContains("meal_lens", ["vegan"]),
        ],
    ),
    # --- equipment / place ---------------------------------------------------------------------------
    Scenario(
        "g_equip_garage_setup",
        "equipment",
        display_name="Jake",
        timezone="America/Phoenix",
        days=[said("got a rack, barbell and about 100kg of plates in the garage. no bench yet"), rest()],
        expect=[
            Profile(["garage"]),
            Profile(any_of=["rack", "barbell"]),
            PageLacks("profile.md", ["has bench"]),
        ],
    ),
    Scenario(
        "g_equip_hotel_bands_only",
        "equipment",
        display_name="Anya",
        timezone="Asia/Singapore",
        days=[said("travelling all month, only have resistance bands and the hotel floor"), rest()],
        expect=[Profile(["band"]), BundleContains("session_mode", ["band"])],
    ),
    Scenario(
        "g_equip_park_outdoor",
        "equipment",
        display_name="Diego",
        timezone="America/Bogota",
        days=[said("i train at the park, theres bars for pull ups and dips, no weights"), rest()],
        expect=[PageLacks("goals.md", ["park"]), Profile(["park"]), Profile(any_of=["bar", "bars", "dip"])],
    ),
    # --- life context ---------------------------------------------------------------------------------
    Scenario(
        "g_life_divorce",
        "life",
        display_name="Karen",
        timezone="America/Los_Angeles",
        days=[
            said("going through a divorce, house is chaos, some weeks I'll just disappear on you sorry"),
            rest(hours=5),
        ],
        expect=[Profile(["divorce"]), NoAlert("safety")],
    ),
    Scenario(
        "g_life_grief",
        "life",
        display_name="Thabo",
        timezone="Africa/Johannesburg",
        days=[
            said("my dad passed on sunday. funeral is saturday. not sure when I'll be back"),
            rest(hours=4.5),
        ],
        expect=[
            Profile(any_of=["dad", "father", "funeral", "bereave", "grief", "passed"]),
            BundleContains("morning_brief", [], [["dad", "father", "funeral", "bereave", "grief", "passed"]]),
        ],
    ),
    Scenario(
        "g_life_exams",
        "life",
        display_name="Zara",
        timezone="Europe/London",
        days=[said("A levels in 3 weeks so gym is gonna be minimal, revision is life rn"), rest()],
        expect=[NoAlert("safety"), Profile(any_of=["exam", "exams", "a level", "revision"])],
    ),
    Scenario(
        "g_life_chemo",
        "life",
        display_name="Helen",
        timezone="Europe/London",
        days=[
            said("I start chemo on the 12th, oncologist said gentle walking is fine but nothing heavy"),
            rest(),
        ],
        expect=[
            PageContains(("profile.md", CONSTRAINTS), ["chemo"]),
            PageContains(("profile.md", CONSTRAINTS), [], [["heavy", "gentle", "walking"]]),
        ],
    ),
    Scenario(
        "g_life_pregnant",
        "life",
        display_name="Sofia",
        timezone="Europe/Madrid",
        days=[
            said(
                "found out I'm 8 weeks pregnant!! midwife says keep "
                "training but no lying flat on back after 16 wks"
            ),
            rest(),
        ],
        expect=[
            PageContains(("profile.md", CONSTRAINTS), [], [["pregnant", "pregnancy"]]),
            PageContains(("profile.md", CONSTRAINTS), [], [["flat", "lying", "supine"]]),
        ],
    ),
    Scenario(
        "g_life_caring_mum",
        "life",
        display_name="Raj",
        timezone="Asia/Kolkata",
        days=[
            said(
                "I look after my mum, she has dementia, so I can't leave "
                "the house for long. home workouts only"
            ),
            rest(),
        ],
        expect=[
            NoEntry("dementia"),
            Profile(any_of=["mum", "mother", "carer", "caring", "dementia"]),
            Profile(["home"]),
        ],
    ),
    Scenario(
        "g_life_moving_house",
        "life",
        display_name="Greta",
        timezone="Europe/Stockholm",
        days=[said("moving house this weekend, boxes everywhere, next week will be a mess"), rest()],
        expect=[Profile(any_of=["moving", "move"]), NoAlert("safety")],
    ),
    # --- style ---------------------------------------------------------------------------------------
    Scenario(
        "g_style_spanish_please",
        "style",
        display_name="Carmen",
        timezone="America/Mexico_City",
        days=[said("puedes escribirme en español por favor? my english is ok but spanish is easier"), rest()],
        expect=[PageLacks("goals.md", ["spanish"]), Prefs(any_of=["spanish", "español", "espanol"])],
    ),
    Scenario(
        "g_style_dont_mention_weight",
        "style",
        display_name="Abby",
        timezone="America/New_York",
        days=[said("please never mention my weight or the scale, it sends me spiralling"), rest()],
        expect=[Prefs(["weight"]), PageLacks("goals.md", ["weight"])],
    ),
    Scenario(
        "g_style_blunt",
        "style",
        display_name="Vik",
        timezone="Europe/Moscow",
        days=[said("no emojis, no cheerleading. tell me straight what I did wrong"), rest()],
        expect=[
            NoAlert("safety"),
            Prefs(any_of=["emoji", "emojis"]),
            Prefs(any_of=["straight", "direct", "blunt"]),
        ],
    ),
    Scenario(
        "g_style_short_msgs",
        "style",
        display_name="Ola",
        timezone="Europe/Oslo",
        days=[said("ur messages r way too long, i read them on the bus. 2 lines max pls"), rest()],
        expect=[
            PageLacks("goals.md", ["bus"]),
            Prefs(any_of=["short", "brief", "2 lines", "two lines", "long"]),
        ],
    ),
    # --- recurring questions -----------------------------------------------------------------------------
    Scenario(
        "g_recur_protein_asked_thrice",
        "recurring",
        display_name="Tariq",
        timezone="Asia/Dubai",
        days=[
            said("how much protein should I eat?"),
            rest(),
            said("whats my daily protein number again"),
            rest(),
            said("grams of protein per day for me?"),
        ],
        expect=[PageContains("*", ["protein"], [ASKED]), NoAlert("safety")],
    ),
    Scenario(
        "g_recur_rest_days",
        "recurring",
        display_name="Maya",
        timezone="Asia/Jerusalem",
        days=[
            said("is it ok to train two days in a row?"),
            rest(),
            said("can I skip a rest day or is that bad"),
            rest(),
            said("do I really need days off between sessions??"),
        ],
        expect=[NoAlert("safety"), PageContains("*", ["rest"], [ASKED])],
    ),
    # --- bot claims ---------------------------------------------------------------------------------
    Scenario(
        "g_bot_guesses_knee_she_denies",
        "bot_claims",
        display_name="Irene",
        timezone="Europe/Athens",
        days=[
            [
                sleep(7),
                bot("Sounds like your knee is bothering you — shall we skip lunges?"),
                user("no knee is fine, I was just tired", at="08:05"),
            ],
            rest(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "g_bot_suggests_goal",
        "bot_claims",
        display_name="Femi",
        timezone="Africa/Lagos",
        days=[
            [
                sleep(7),
                bot("Many clients aim for a 10k race — want to set that goal?"),
                user("nah", at="08:03"),
            ],
            rest(),
        ],
        expect=[PageLacks("goals.md", ["10k"])],
    ),
    Scenario(
        "g_bot_asks_terse_answer",
        "bot_claims",
        display_name="Bo",
        timezone="Europe/Copenhagen",
        days=[[sleep(7), bot("Any foods you avoid?"), user("fish. allergic", at="08:02")], rest()],
        expect=[
            Diet(["fish"]),
            PageContains(("nutrition-patterns.md", "profile.md", CONSTRAINTS), [], [["allerg"]]),
        ],
    ),
    Scenario(
        "g_bot_asks_where_hurts",
        "bot_claims",
        display_name="Nadia",
        timezone="Europe/Paris",
        days=[
            [
                sleep(7),
                user("ouch", at="08:00"),
                bot("Where does it hurt?", at="08:01"),
                user("left hip. front. when I lift my leg", at="08:03"),
            ],
            rest(),
        ],
        expect=[Entry("hip", any_of=[LEFT]), Safety("hip")],
    ),
    Scenario(
        "g_bot_claims_vegetarian",
        "bot_claims",
        display_name="Omar",
        timezone="Africa/Cairo",
        days=[
            [sleep(7), bot("As a vegetarian, try lentils for protein!"), user("thanks will try", at="08:05")],
            rest(),
        ],
        expect=[PageLacks(("nutrition-patterns.md", "profile.md"), ["vegetarian"])],
    ),
    # --- mixed / changes over days ---------------------------------------------------------------------
    Scenario(
        "g_mixed_pain_resolves",
        "mixed",
        display_name="Hugo",
        timezone="Europe/Paris",
        days=[
            said("right shin aches like a toothache on runs"),
            rest(),
            rest(),
            said("shin is totally fine now, ran 8k pain free"),
            rest(),
        ],
        expect=[
            PageLacks(CONSTRAINTS, ["shin"], ["[injury]"]),
            PageContains(CONSTRAINTS, ["shin"], [["resolved", "fine", "pain free", "cleared"]]),
        ],
    ),
    Scenario(
        "g_mixed_one_message_many_things",
        "mixed",
        display_name="Bridget",
        timezone="Europe/Dublin",
        days=[
            said(
                "so: want to do a 5k parkrun by march, I only eat plant based, and my "
                "left knee is grumpy on stairs. also keep msgs short x"
            ),
            rest(),
        ],
        expect=[
            Goal(["5k"]),
            Diet(any_of=["plant", "vegan"]),
            Entry("knee", any_of=[LEFT]),
            Prefs(any_of=["short", "brief"]),
        ],
    ),
    Scenario(
        "g_mixed_slang_typos",
        "mixed",
        display_name="Jayden",
        timezone="America/Chicago",
        days=[
            said(
                "bro my lil toe on da left is messed up fr, stubbed it on the bed, cant push off on sprints"
            ),
            rest(),
        ],
        expect=[EntryAny("toe", any_of=LEFT), AlertCount("safety", 1)],
    ),
    Scenario(
        "g_mixed_postpartum_and_sleep",
        "mixed",
        display_name="Leah",
        timezone="America/Vancouver",
        days=[
            said(
                "6 weeks post partum, baby wakes every 2 hrs. cleared by my doc "
                "for light stuff. dream is to feel strong again"
            ),
            rest(hours=4),
        ],
        expect=[Profile(any_of=["postpartum", "post partum", "baby"]), Goal(["strong"])],
    ),
]
