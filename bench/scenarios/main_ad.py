"""A batch of understanding scenarios about everyday clients, each written in a strong personal voice.

The same kinds of facts (goals with deadlines, pains told through what they stop, harmless mentions,
shifts and school runs, diets and allergies that end, kit and places, life events, message-style wishes,
questions asked three times over, bot claims nobody confirms) come from very different writers: a terse
engineer who types in fragments ("R shoulder. 3/10. overhead only."), an anxious over-explainer, a
sarcastic joker, a proud grandparent, a teen athlete, a parent typing one-handed with a baby on her, a
shift worker, a new immigrant with simple English, a retired army officer, a yoga teacher, a
construction worker, someone who only asks questions, and a hedger ("kinda", "sorta", "not sure if it
matters but"). The voice must not change what a careful coach would record. Names are prefixed `ad2_`.
"""

from .spec import (
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
    injury,
    session,
    sleep,
    soreness,
    travel_start,
    user,
)

ASKED = ("ask", "question")
DIET_PAGES = ("nutrition-patterns.md", "profile.md")
STYLE_PAGES = ("preferences.md", "coaching-playbook.md")
FIVE_K = ("5k", "5 k", "5 km", "5km", "five k", "5 kilomet")
SPRING_NEXT = ("spring", "2027 03", "2027 04", "2027 05", "march", "april", "may")


def quiet(hours: float = 7.1) -> list:
    return [sleep(hours)]


def workout(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def says(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def after_session(text: str, name: str = "full body A", at: str = "19:30") -> list:
    return [sleep(7.0), session(name), user(text, at=at)]


SCENARIOS: list[Scenario] = [
    # --- goals, with deadlines said many ways ---------------------------------------------------------
    Scenario(
        "ad2_goal_hedger_5k_before_wedding",
        "goals",
        display_name="Becca",
        timezone="Europe/London",
        days=[
            says(
                "not sure if it matters but I kinda sorta want to run a whole 5k without walking? "
                "before my sister's wedding in May I guess. that's like the main thing"
            ),
            quiet(),
        ],
        expect=[
            Goal([], [FIVE_K, ("may", "2027 05", "wedding")]),
            BundleContains("weekly_review", [], [FIVE_K]),
        ],
    ),
    Scenario(
        "ad2_goal_grandad_by_his_70th",
        "goals",
        display_name="Walter",
        timezone="Europe/Vienna",
        days=[
            quiet(),
            says(
                "My grandson Jonas has just made the under-12 football squad, proud as punch! He wants to "
                "play for the county one day. Me, I'd like to kick a ball about with him in the garden for "
                "half an hour without puffing, by my 70th birthday in August."
            ),
            quiet(),
        ],
        expect=[
            Goal([], [("kick", "ball", "football", "garden")]),
            Goal([], [("70th", "70 birthday", "seventieth", "august", "2027 08")]),
            PageLacks("goals.md", ["county"]),
        ],
    ),
    Scenario(
        "ad2_goal_engineer_deadlift_fragments",
        "goals",
        display_name="Lars",
        timezone="Europe/Stockholm",
        days=[
            workout("lower A"),
            says("Goal: DL 1.5x BW. BW 80. By Mar.", at="07:40"),
            quiet(),
        ],
        expect=[
            Goal([], [("deadlift", "dl"), ("1.5", "120")]),
            Goal([], [("deadlift", "dl"), ("march", "2027 03", "mar")]),
        ],
    ),
    Scenario(
        "ad2_goal_teen_ski_season",
        "goals",
        display_name="Maja",
        timezone="Europe/Ljubljana",
        days=[
            says(
                "coach wants more leg power from me in time for ski season!! slalom trials for the "
                "regional team are in january, i NEED to make it this year",
                at="16:30",
            ),
            quiet(),
        ],
        expect=[
            Goal([], [("slalom", "regional", "trial")]),
            Goal([], [("jan", "2027 01", "ski season")]),
            BundleContains("weekly_review", [], [("slalom", "regional", "trial")]),
        ],
    ),
    Scenario(
        "ad2_goal_joker_toes_not_olympics",
        "goals",
        display_name="Declan",
        timezone="Europe/Dublin",
        days=[
            says(
                "Goals? Win Olympic gold, obviously. Marry a Hemsworth. Failing that, I'd like to touch my "
                "toes again by next spring without making a noise like a dying walrus."
            ),
            quiet(),
        ],
        expect=[
            Goal(["toe"]),
            Goal(["toe"], [SPRING_NEXT]),
            PageLacks("goals.md", [], [("olympic", "gold medal", "hemsworth")]),
        ],
    ),
    Scenario(
        "ad2_goal_officer_marches_in_july",
        "goals",
        display_name="Gerald",
        timezone="Europe/London",
        days=[
            says(
                "Objective: complete the Nijmegen Four Days Marches in July. 40 km per day carrying a "
                "10 kg pack. Did it once in 1998; this time as a veteran.",
                at="05:45",
            ),
            quiet(),
        ],
        expect=[
            Goal([], [("nijmegen", "four days", "4 days")]),
            Goal([], [("nijmegen", "four days", "4 days", "40 km"), ("july", "2027 07")]),
            PageLacks("goals.md", [], [("2027 03", "by march", "in march")]),
        ],
    ),
    # --- pain, told through what it stops --------------------------------------------------------------
    Scenario(
        "ad2_pain_parent_cant_lift_baby",
        "pain",
        display_name="Tasha",
        timezone="Europe/London",
        days=[
            quiet(6.0),
            says(
                "sry 1 handed. R wrist v sore, cant lift the baby out of the cot without wincing. "
                "since sat. like 5/10",
                hours=5.5,
                at="06:10",
            ),
            quiet(6.0),
        ],
        expect=[
            Entry("wrist", any_of=[RIGHT]),
            Safety("wrist"),
            BundleContains("session_mode", ["wrist"]),
        ],
    ),
    Scenario(
        "ad2_pain_builder_stairs_after_tuesday",
        "pain",
        display_name="Mick",
        timezone="Europe/London",
        days=[
            quiet(),
            workout("lower body"),
            quiet(),
            says(
                "had to stop halfway up the stairs on site today, left knee. proper stabbing. been building "
                "since tuesday's session. id call it a 5 out of 10",
                at="17:20",
            ),
            quiet(),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            Entry("knee", any_of=[("5/10", "5 out of 10")]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "ad2_pain_engineer_shoulder_overhead",
        "pain",
        display_name="Lars",
        timezone="Europe/Stockholm",
        days=[
            workout("upper A"),
            says("R shoulder. 3/10. overhead only. since sun.", at="07:35"),
            quiet(),
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT]),
            Entry("shoulder", any_of=[("3/10",)]),
            Safety("shoulder"),
        ],
    ),
    Scenario(
        "ad2_pain_anxious_back_woke_her",
        "pain",
        display_name="Helen",
        timezone="America/Chicago",
        days=[
            workout(),
            says(
                "I'm so sorry for the long message, I just want to give you the whole picture. My lower "
                "back woke me up twice last night, which has never happened before. I don't want to be "
                "dramatic and it's probably nothing, but when I roll over in bed it's maybe a 6 out of 10, "
                "and this morning putting my socks on was hard. I didn't do anything unusual yesterday, "
                "just the normal session. Should I be worried? Sorry again.",
                hours=5.0,
            ),
            quiet(),
        ],
        expect=[
            Entry("back"),
            Entry("back", any_of=[("woke", "sleep", "night", "6/10", "6 out of 10", "sock")]),
            Safety("back"),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    Scenario(
        "ad2_pain_newcomer_neck_since_weekend",
        "pain",
        display_name="Amir",
        timezone="America/Toronto",
        days=[
            says(
                "Hello coach. My neck is pain when I turn the head. Since the weekend. Not so strong, "
                "maybe 3 from 10. I work on computer all day."
            ),
            quiet(),
        ],
        expect=[
            Entry("neck"),
            Safety("neck"),
            BundleContains("session_mode", ["neck"]),
        ],
    ),
    Scenario(
        "ad2_pain_yoga_teacher_pigeon_hip",
        "pain",
        display_name="Kaveri",
        timezone="Asia/Kolkata",
        days=[
            says(
                "Couldn't go into pigeon on the right side this morning, sharp pinch deep in the right hip, "
                "had to back out of it. Left side was fine.",
                at="07:15",
            ),
            quiet(),
        ],
        expect=[
            Entry("hip", any_of=[RIGHT]),
            Safety("hip"),
            BundleContains("session_mode", ["hip"]),
        ],
    ),
    # --- negation: harmless, past, someone else, jokes, denials -----------------------------------------
    Scenario(
        "ad2_neg_engineer_clicky_knees",
        "negation",
        display_name="Lars",
        timezone="Europe/Stockholm",
        days=[
            workout("lower A"),
            says("Knees clicky on squats. No pain. FYI only.", at="07:30"),
            quiet(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ad2_neg_yoga_tight_not_sore",
        "negation",
        display_name="Kaveri",
        timezone="Asia/Kolkata",
        days=[
            says(
                "Hamstrings tight not sore after the long holds in today's class, totally normal for me.",
                at="19:00",
            ),
            quiet(),
        ],
        expect=[
            NoEntry("hamstring"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ad2_neg_granny_granddaughters_wrist",
        "negation",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            says(
                "What a day! My granddaughter Poppy fell off her bike and broke her wrist, poor lamb. "
                "I carried her all the way home and I'm perfectly fine, not even puffed."
            ),
            quiet(),
        ],
        expect=[
            NoEntry("wrist"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ad2_neg_joker_pronounce_me_dead",
        "negation",
        display_name="Declan",
        timezone="Europe/Dublin",
        days=[
            workout("leg day"),
            says(
                "Pronounce me dead. Tell my cat I loved her. (Legs are just heavy from yesterday, "
                "nothing actually hurts, relax.)"
            ),
            quiet(),
        ],
        expect=[
            NoEntry("leg"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ad2_neg_officer_old_wound",
        "negation",
        display_name="Gerald",
        timezone="Europe/London",
        days=[
            says(
                "For your records: shrapnel wound to the left thigh, 1991. Fully healed. "
                "Does not limit me in any way.",
                at="05:50",
            ),
            workout("lower A"),
            quiet(),
        ],
        expect=[
            NoEntry("thigh"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ad2_neg_hedger_ankle_fine",
        "negation",
        display_name="Becca",
        timezone="Europe/London",
        days=[
            workout(),
            [
                sleep(7),
                bot("How's the ankle feeling after yesterday's step-ups?"),
                user(
                    "I guess it's fine? kinda forgot about it honestly, it doesn't hurt at all, "
                    "I was just sorta checking it out of habit",
                    at="08:06",
                ),
            ],
            quiet(),
        ],
        expect=[
            NoEntry("ankle"),
            NoAlert("safety", "ankle"),
        ],
    ),
    # --- schedule and availability ------------------------------------------------------------------------
    Scenario(
        "ad2_sched_shift_worker_four_on_four_off",
        "schedule",
        display_name="Dale",
        timezone="Australia/Perth",
        days=[
            says(
                "I'm on a 4 on 4 off roster at the plant. This block is days, 6am to 6pm, next block is "
                "nights. I can only train on my off days.",
                at="19:00",
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("4 on", "four on", "off day", "days off", "rest days")]),
            BundleContains("morning_brief", [], [("4 on", "four on", "off day", "days off", "roster")]),
        ],
    ),
    Scenario(
        "ad2_sched_parent_school_run_window",
        "schedule",
        display_name="Nicole",
        timezone="Europe/Dublin",
        days=[
            says(
                "my window = after school drop off (9:15) til pickup at 3. fridays are out, i work fridays",
                at="09:20",
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("9:15", "9.15", "drop off", "school")]),
            Profile([], [("fri",)]),
            BundleContains("morning_brief", [], [("9:15", "9.15", "drop off", "school")]),
        ],
    ),
    Scenario(
        "ad2_sched_any_day_but_wednesday",
        "schedule",
        display_name="Rosalind",
        timezone="Europe/London",
        days=[
            says("Any day but Wednesday works for me, Wednesday is choir and I'm not missing it for anyone."),
            quiet(),
        ],
        expect=[
            Profile([], [("wednesday", "wed")]),
            BundleContains("morning_brief", [], [("wednesday", "wed")]),
        ],
    ),
    Scenario(
        "ad2_sched_officer_0530_daily",
        "schedule",
        display_name="Gerald",
        timezone="Europe/London",
        days=[
            says(
                "I rise at 0500 without fail. Training window is 0530 to 0630, seven days a week.",
                at="05:05",
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("0530", "05:30", "5:30", "5.30")]),
            BundleContains("morning_brief", [], [("0530", "05:30", "5:30", "5.30")]),
        ],
    ),
    Scenario(
        "ad2_sched_newcomer_english_class",
        "schedule",
        display_name="Amir",
        timezone="America/Toronto",
        days=[
            says(
                "Monday and Thursday evening I have English class. Other days I can train after work, "
                "at 6 o'clock."
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("english", "class")]),
            Profile([], [("6 o'clock", "6 pm", "6pm", "18:00", "after work", "6:00")]),
        ],
    ),
    # --- diet and allergies -------------------------------------------------------------------------------
    Scenario(
        "ad2_diet_egg_allergy_outgrown",
        "diet",
        display_name="Grace",
        timezone="Europe/London",
        days=[
            says(
                "I should have said earlier, sorry, I'm allergic to eggs, so nothing with egg in please, "
                "even baked stuff makes me itchy."
            ),
            quiet(),
            quiet(),
            says(
                "Big news!! The allergist did a food challenge yesterday and I've outgrown the egg "
                "allergy. Eggs are fine now 🎉"
            ),
            quiet(),
        ],
        expect=[
            Diet(["egg"], [("outgrown", "no longer", "fine", "resolved", "cleared", "can eat", "back")]),
            BundleLacks(
                "meal_lens", [], [("avoid egg", "no egg", "egg free", "without egg", "nothing with egg")]
            ),
        ],
    ),
    Scenario(
        "ad2_diet_newcomer_halal",
        "diet",
        display_name="Yusuf",
        timezone="Europe/Berlin",
        days=[
            says("I eat only halal meat. No pork, no alcohol."),
            quiet(),
        ],
        expect=[
            Diet(["halal"]),
            Diet(["pork"]),
            BundleContains("meal_lens", ["halal"]),
        ],
    ),
    Scenario(
        "ad2_diet_builder_energy_drinks",
        "diet",
        display_name="Kyle",
        timezone="Europe/London",
        days=[
            says(
                "breakfast is whatever the butty van has, usually a bacon roll. 3 or 4 monsters a day to "
                "get through if im honest",
                at="06:40",
            ),
            quiet(),
        ],
        expect=[
            Diet([], [("monster", "energy drink")]),
            BundleContains("meal_lens", [], [("monster", "energy drink")]),
        ],
    ),
    Scenario(
        "ad2_diet_teen_lactose",
        "diet",
        display_name="Jayden",
        timezone="America/New_York",
        days=[
            says(
                "my mom cooks dinner so i dont really pick what i eat. im lactose intolerant tho so no milk "
                "or ill be sick at practice lol",
                at="15:45",
            ),
            quiet(),
        ],
        expect=[
            Diet([], [("lactose", "dairy", "milk")]),
            BundleContains("meal_lens", [], [("lactose", "dairy", "milk")]),
        ],
    ),
    Scenario(
        "ad2_diet_joker_wifes_keto",
        "diet",
        display_name="Marcus",
        timezone="America/Los_Angeles",
        days=[
            says(
                "My wife's gone keto, so our house is basically a bacon museum now. I, on the other hand, "
                "am still carbing like a champion. Pasta is my love language."
            ),
            quiet(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["keto"]),
            BundleLacks("meal_lens", ["keto"]),
        ],
    ),
    # --- equipment and places -------------------------------------------------------------------------------
    Scenario(
        "ad2_equip_engineer_home_setup",
        "equipment",
        display_name="Lars",
        timezone="Europe/Stockholm",
        days=[
            says("Home setup: 2x adj DB to 24kg. Pull-up bar. Bench: no.", at="07:30"),
            quiet(),
        ],
        expect=[
            Profile([], [("dumbbell", "db")]),
            Profile([], [("pull up", "pullup", "chin up")]),
            BundleContains("session_mode", [], [("dumbbell", "db")]),
        ],
    ),
    Scenario(
        "ad2_equip_builder_site_kit",
        "equipment",
        display_name="Mick",
        timezone="Europe/London",
        days=[
            says(
                "no gym for me mate, just whatever's lying about on site. sandbags, a scaffold bar i can "
                "hang off, the odd wheelbarrow",
                at="12:30",
            ),
            quiet(),
        ],
        expect=[
            Profile(["sandbag"]),
            Profile(["scaffold"]),
            BundleContains("session_mode", [], [("sandbag", "scaffold", "site")]),
        ],
    ),
    Scenario(
        "ad2_equip_granny_pool_and_bands",
        "equipment",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            says(
                "The community centre round the corner has a little pool, and the grandchildren clubbed "
                "together and got me some resistance bands for my birthday! Aren't they good to me."
            ),
            quiet(),
        ],
        expect=[
            Profile(["pool"]),
            Profile(["band"]),
        ],
    ),
    Scenario(
        "ad2_equip_moved_to_the_park",
        "equipment",
        display_name="Tomás",
        timezone="Europe/Madrid",
        days=[
            says("I mostly use the little gym at work, it has a cable stack and some dumbbells."),
            quiet(),
            says(
                "Update: cancelled the work gym, it closes at 6 now. From now on it's the park: there's an "
                "outdoor calisthenics area with pull-up bars and parallel bars."
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("park", "outdoor", "calisthenics")]),
            BundleContains("session_mode", [], [("park", "outdoor", "calisthenics")]),
        ],
    ),
    Scenario(
        "ad2_equip_questioner_hotel_gym",
        "equipment",
        display_name="Naomi",
        timezone="America/Denver",
        days=[
            [sleep(7), travel_start("Frankfurt")],
            says(
                "Would a hotel gym with just a treadmill and a rowing machine be enough to work with? "
                "Could we plan around that for this week?",
                at="07:10",
            ),
            quiet(),
        ],
        expect=[
            BundleContains("session_mode", ["treadmill"]),
            BundleContains("session_mode", [], [("rowing", "rower")]),
        ],
    ),
    # --- life events and context ---------------------------------------------------------------------------
    Scenario(
        "ad2_life_newcomer_warehouse_job",
        "life",
        display_name="Amir",
        timezone="America/Toronto",
        days=[
            says(
                "I come to Canada two month ago with my family. I have new job in a warehouse, "
                "I stand and lift boxes all day."
            ),
            quiet(),
        ],
        expect=[
            Profile(["warehouse"]),
            Profile(["canada"]),
            BundleContains("weekly_review", ["warehouse"]),
        ],
    ),
    Scenario(
        "ad2_life_granny_new_grandchild",
        "life",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            quiet(),
            says(
                "Our third grandchild arrived on Sunday, a little girl called Rosie! I'll be round at my "
                "daughter's most mornings for the next few weeks helping out."
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("daughter", "helping", "help out")]),
            BundleContains("morning_brief", [], [("daughter", "grandchild", "helping", "rosie")]),
            PageLacks("profile.md", [], [("postpartum", "maternity", "parental leave")]),
        ],
    ),
    Scenario(
        "ad2_life_officer_retired",
        "life",
        display_name="Gerald",
        timezone="Europe/London",
        days=[
            says(
                "Retired from the army last month after 32 years' service. I have a great deal of time on "
                "my hands now.",
                at="05:40",
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("retired", "retirement")]),
            BundleContains("weekly_review", [], [("retired", "retirement")]),
        ],
    ),
    Scenario(
        "ad2_life_teen_mocks",
        "life",
        display_name="Jayden",
        timezone="America/New_York",
        days=[
            says(
                "mocks all next week so im gonna be dead tired and prob miss some sessions. "
                "season starts right after",
                at="21:30",
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("mock", "exam")]),
            BundleContains("weekly_review", [], [("mock", "exam")]),
        ],
    ),
    Scenario(
        "ad2_life_joker_two_jobs",
        "life",
        display_name="Marcus",
        timezone="America/Los_Angeles",
        days=[
            says(
                "Fun news: my manager quit, so I'm now doing two jobs for the price of one. Living the "
                "dream. Expect me to be late-ish to sessions for a while."
            ),
            quiet(),
        ],
        expect=[
            Profile([], [("two jobs", "2 jobs", "manager", "workload", "extra work", "double")]),
            BundleContains(
                "morning_brief", [], [("two jobs", "2 jobs", "manager", "workload", "extra work", "double")]
            ),
        ],
    ),
    # --- message style --------------------------------------------------------------------------------------
    Scenario(
        "ad2_style_engineer_bullets_no_emoji",
        "style",
        display_name="Lars",
        timezone="Europe/Stockholm",
        days=[
            says("Format: bullets. No emojis. No pep talk.", at="07:30"),
            quiet(),
        ],
        expect=[
            Prefs(["bullet"]),
            Prefs(["emoji"]),
            BundleContains("morning_brief", [], [("bullet", "emoji")]),
        ],
    ),
    Scenario(
        "ad2_style_anxious_explain_why",
        "style",
        display_name="Helen",
        timezone="America/Chicago",
        days=[
            says(
                "Could you please explain why for each exercise? I know that's extra work for you, sorry, "
                "but I get really anxious if I don't understand why I'm doing something."
            ),
            quiet(),
        ],
        expect=[
            Prefs([], [("why", "explain", "reason", "rationale", "purpose")]),
            QuotesWhole(STYLE_PAGES, 0),
        ],
    ),
    Scenario(
        "ad2_style_officer_straight",
        "style",
        display_name="Gerald",
        timezone="Europe/London",
        days=[
            says("Give it to me straight. Orders, not suggestions. No need to soften anything.", at="05:30"),
            quiet(),
        ],
        expect=[
            Prefs([], [("straight", "direct", "blunt", "orders", "no nonsense", "no fluff")]),
            BundleContains(
                "morning_brief", [], [("straight", "direct", "blunt", "orders", "no nonsense", "no fluff")]
            ),
        ],
    ),
    Scenario(
        "ad2_style_newcomer_simple_english",
        "style",
        display_name="Yusuf",
        timezone="Europe/Berlin",
        days=[
            says("Please write short and simple English. For long message I must use translator."),
            quiet(),
        ],
        expect=[
            Prefs([], [("simple", "short", "plain", "translat")]),
            BundleContains("morning_brief", [], [("simple", "short", "plain", "translat")]),
        ],
    ),
    Scenario(
        "ad2_style_joker_no_jokes",
        "style",
        display_name="Declan",
        timezone="Europe/Dublin",
        days=[
            says(
                "You can drop the jokes btw, I'm the funny one in this relationship. Just the plan, thanks."
            ),
            quiet(),
        ],
        expect=[
            Prefs([], [("joke", "humo", "just the plan")]),
            PageLacks(
                STYLE_PAGES, [], [("likes jokes", "enjoys jokes", "likes humo", "enjoys humo", "use humo")]
            ),
        ],
    ),
    # --- the same question, three times, in different words ----------------------------------------------
    Scenario(
        "ad2_rec_questioner_protein",
        "recurring",
        display_name="Naomi",
        timezone="America/Denver",
        days=[
            says("How much protein should I be eating a day?"),
            quiet(),
            says("What was my daily protein target again?"),
            quiet(),
            says("Can you remind me how many grams of protein I'm aiming for?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["protein"], ASKED),
            BundleContains("free_chat", ["protein"], query="how much protein should I eat?"),
        ],
    ),
    Scenario(
        "ad2_rec_engineer_rest_between_sets",
        "recurring",
        display_name="Lars",
        timezone="Europe/Stockholm",
        days=[
            says("Rest between sets?", at="07:30"),
            workout("upper A"),
            says("Rest interval. Again.", at="07:30"),
            quiet(),
            says("Rest period length? Forgot.", at="07:30"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["rest"], ASKED),
            BundleContains("free_chat", ["rest"], query="how long should I rest between sets?"),
        ],
    ),
    Scenario(
        "ad2_rec_hedger_stretch_before_lifting",
        "recurring",
        display_name="Becca",
        timezone="Europe/London",
        days=[
            says("is it kinda bad to stretch before lifting? not sure if it matters"),
            quiet(),
            says("sorry I guess I asked already but should I stretch before or after?"),
            quiet(),
            says("stretching before weights, sorta yes or sorta no?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["stretch"], ASKED),
        ],
    ),
    Scenario(
        "ad2_rec_newcomer_warm_up",
        "recurring",
        display_name="Yusuf",
        timezone="Europe/Berlin",
        days=[
            says("How long I must warm up before training?"),
            workout(),
            says("Warm up is 5 minute or 10 minute?"),
            quiet(),
            says("Sorry, again: how much time for the warm up?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["warm"], ASKED),
            BundleContains("free_chat", ["warm"], query="how long should my warm-up be?"),
        ],
    ),
    Scenario(
        "ad2_rec_teen_creatine_only_twice",
        "recurring",
        display_name="Jayden",
        timezone="America/New_York",
        days=[
            says("is creatine safe for a 16 yr old?", at="16:00"),
            quiet(),
            says("creatine ok at my age or nah", at="16:10"),
        ],
        expect=[
            PageLacks(STYLE_PAGES, ["creatine"], ASKED),
        ],
    ),
    # --- bot claims the client never confirms -------------------------------------------------------------
    Scenario(
        "ad2_bot_claims_knee_surgery",
        "bot_claims",
        display_name="Walter",
        timezone="Europe/Vienna",
        days=[
            [
                sleep(7),
                bot("Given your knee surgery last year, we'll keep the lunges shallow today."),
                user("righto", at="08:05"),
            ],
            workout(),
            quiet(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["surgery"]),
        ],
    ),
    Scenario(
        "ad2_bot_claims_april_marathon",
        "bot_claims",
        display_name="Marcus",
        timezone="America/Los_Angeles",
        days=[
            [
                sleep(7),
                bot("Great progress towards your April marathon this week!"),
                user("sure, if by marathon you mean walking to the fridge", at="08:12"),
            ],
            workout(),
            quiet(),
        ],
        expect=[
            PageLacks("goals.md", ["marathon"]),
            BundleLacks("weekly_review", ["marathon"]),
        ],
    ),
    Scenario(
        "ad2_bot_claims_vegetarian",
        "bot_claims",
        display_name="Yusuf",
        timezone="Europe/Berlin",
        days=[
            [
                sleep(7),
                bot("Here's a vegetarian lunch idea for you, since you don't eat meat."),
                user("ok thank you", at="12:01"),
            ],
            quiet(),
        ],
        expect=[
            PageLacks((*DIET_PAGES, "preferences.md"), ["vegetarian"]),
            BundleLacks("meal_lens", [], [("vegetarian", "no meat")]),
        ],
    ),
    Scenario(
        "ad2_bot_claims_gym_rower",
        "bot_claims",
        display_name="Maja",
        timezone="Europe/Ljubljana",
        days=[
            [
                sleep(8),
                bot("Use the rower at your gym for a 10-minute warm-up today."),
                user("k", at="16:02"),
            ],
            workout("legs"),
            quiet(),
        ],
        expect=[
            PageLacks("profile.md", ["rower"]),
            BundleLacks("session_mode", ["rower"]),
        ],
    ),
    Scenario(
        "ad2_bot_claims_likes_detail",
        "bot_claims",
        display_name="Lars",
        timezone="Europe/Stockholm",
        days=[
            [
                sleep(7),
                bot("Since you like detailed explanations, here's the full breakdown of today's plan."),
                user(".", at="07:31"),
            ],
            quiet(),
        ],
        expect=[
            PageLacks(STYLE_PAGES, ["detail"], [("prefer", "like", "want", "enjoy")]),
        ],
    ),
    # --- several things in one message ---------------------------------------------------------------------
    Scenario(
        "ad2_mixed_parent_nap_time",
        "mixed",
        display_name="Tasha",
        timezone="Europe/London",
        days=[
            says(
                "typing w baby on me sry. goal = fit back in my pre-baby jeans by summer. no dairy atm bc "
                "baby reacts to it (bf). workouts only in nap time, 20-30 min max",
                hours=5.5,
                at="13:40",
            ),
            quiet(6.0),
        ],
        expect=[
            Goal(["jeans"]),
            Diet(["dairy"]),
            Profile([], [("nap", "20 30", "20 min", "30 min")]),
            PageLacks("goals.md", ["dairy"]),
        ],
    ),
    Scenario(
        "ad2_mixed_builder_back_not_knees",
        "mixed",
        display_name="Kyle",
        timezone="Europe/London",
        days=[
            workout(),
            says(
                "knees are fine now, no bother. its my lower back, 5/10 after hauling plasterboard all day. "
                "also im on earlies, 6 till 2, so gym at 3",
                at="15:10",
            ),
            quiet(),
        ],
        expect=[
            Entry("back"),
            Safety("back"),
            NoEntry("knee"),
            NoAlert("safety", "knee"),
            Profile([], [("earl", "6 till 2", "6 2", "6am", "3pm", "3 pm", "15:00")]),
        ],
    ),
    Scenario(
        "ad2_mixed_hedger_pullups_elbow_fish",
        "mixed",
        display_name="Becca",
        timezone="Europe/London",
        days=[
            workout("upper A"),
            says(
                "I guess I'd sorta like to get to 10 pull-ups by next summer? and not sure if it matters "
                "but my left elbow kinda aches on the chin-ups, like a 3 maybe. also I'm veggie, well "
                "pescatarian technically"
            ),
            quiet(),
        ],
        expect=[
            Goal(["pull up"], [("10", "ten")]),
            Entry("elbow", any_of=[LEFT]),
            Safety("elbow"),
            Diet([], [("pescatarian", "pescetarian")]),
        ],
    ),
    Scenario(
        "ad2_mixed_teen_ankle_practice_days",
        "mixed",
        display_name="Jayden",
        timezone="America/New_York",
        days=[
            quiet(8.0),
            says(
                "rolled my R ankle at practice yday, like 6/10 and kinda swollen. practice is mon wed fri "
                "4-6 so gym can only be tue/thu",
                hours=8.0,
                at="15:50",
            ),
            quiet(8.0),
        ],
        expect=[
            Entry("ankle", any_of=[RIGHT]),
            Safety("ankle"),
            Profile([], [("tue", "thu")]),
        ],
    ),
    Scenario(
        "ad2_mixed_yoga_teacher_pullup_vegan",
        "mixed",
        display_name="Kaveri",
        timezone="Asia/Kolkata",
        days=[
            says(
                "Teaching load is 12 classes a week now. My own practice is fine, shoulders tight not sore. "
                "I'd love to build pulling strength: first strict pull-up by my 40th in March. "
                "And yes, still vegan, 8 years now."
            ),
            quiet(),
        ],
        expect=[
            Goal(["pull up"]),
            Goal(["pull up"], [(*MARCH_NEXT, "40th", "fortieth")]),
            NoEntry("shoulder"),
            NoAlert("safety"),
            Diet(["vegan"]),
        ],
    ),
    # --- alerts a coach can act on -------------------------------------------------------------------------
    Scenario(
        "ad2_alert_engineer_knee_repeats",
        "alerts",
        display_name="Lars",
        timezone="Europe/Stockholm",
        days=[
            after_session("L knee. 3/10. stairs.", "lower A"),
            quiet(),
            after_session("L knee again. 3/10.", "lower B"),
            quiet(),
            after_session("knee (L). same. 3/10.", "lower A"),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", any_of=[LEFT]),
            Entry("knee", words=["{d0}"]),
        ],
    ),
    Scenario(
        "ad2_alert_anxious_shoulder_escalates",
        "alerts",
        display_name="Helen",
        timezone="America/Chicago",
        days=[
            says("My shoulder is a tiny bit achy, like 2/10, probably nothing, sorry to bother you!"),
            quiet(),
            quiet(),
            says(
                "ok it's worse. my shoulder woke me up twice last night and I can't lift my arm above my "
                "head without it catching. I'd honestly say 7/10 now.",
                hours=4.5,
            ),
            quiet(),
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            Safety("shoulder", any_of=[("7/10", "woke", "above my head", "overhead")]),
            Entry("shoulder", any_of=[("7/10",)]),
        ],
    ),
    Scenario(
        "ad2_alert_builder_checkin_then_chat",
        "alerts",
        display_name="Mick",
        timezone="Europe/London",
        days=[
            [sleep(7), session("full body A"), soreness("lower back", 4, "after hauling rebar all day")],
            quiet(),
            says("back's still giving me grief, same as monday", at="17:30"),
            quiet(),
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Entry("back"),
            BundleContains("morning_brief", ["back"]),
        ],
    ),
    Scenario(
        "ad2_alert_granny_own_wrist_not_husbands_hip",
        "alerts",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            says(
                "Harold's hip is playing up again, bless him, he's hobbling about. My own wrist is sore "
                "from carrying the twins up and down all weekend, I'd say 4/10."
            ),
            quiet(),
        ],
        expect=[
            AlertCount("safety", 1, "wrist"),
            Entry("wrist", any_of=[("4/10",)]),
            NoAlert("safety", "hip"),
            NoEntry("hip"),
        ],
    ),
    Scenario(
        "ad2_alert_shift_worker_forklift_ankle",
        "alerts",
        display_name="Dale",
        timezone="Australia/Perth",
        days=[
            [sleep(6.5), injury("ankle", "rolled it stepping off the forklift at work", at="14:00")],
            says(
                "ankle's swollen like a balloon this arvo, can't put weight on it, limping through the shift",
                hours=5.5,
                at="18:30",
            ),
            quiet(),
        ],
        expect=[
            AlertCount("safety", 1, "ankle"),
            Safety("ankle"),
            Entry("ankle", any_of=[("weight", "swollen", "swelling", "limp")]),
        ],
    ),
    Scenario(
        "ad2_alert_hedger_chest_tight_dizzy",
        "alerts",
        display_name="Rosalind",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                session("easy run", sets=(("run", 5, 0.0),), rpe=5, minutes=30),
                user(
                    "not sure if it matters but I kinda got this tight feeling in my chest on the run today "
                    "and felt sorta dizzy for a minute? it went away when I stopped I guess",
                    at="19:00",
                ),
            ],
            quiet(),
        ],
        expect=[
            Safety("chest"),
            Entry("chest"),
            BundleContains("session_mode", ["chest"]),
        ],
    ),
]
