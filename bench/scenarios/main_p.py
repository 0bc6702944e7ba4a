"""A batch of understanding scenarios on what must NOT be over-read, written without the system's vocabulary.

Idioms built on body words, hypotheticals and fears, questions, other people (kids, partners, dogs, TV
characters, athletes), things read or watched, negated or abandoned goals, negated diets, denied life
events, long-healed injuries, jokes, sarcasm and bot claims she rejects. Each sits next to one real
fact that must land (an entry, an alert, a goal, a profile line, a diet or a wish). Names are
prefixed `p_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    LEFT,
    RIGHT,
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
    meal,
    session,
    sleep,
    user,
)

DIET_PAGES = ("nutrition-patterns.md", "profile.md")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def EntryAny(*areas: str, any_of=()) -> PageContains:
    """An entry naming one of several words for the same place (and, with any_of, a side)."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    if any_of:
        groups.append(list(any_of))
    return PageContains(CONSTRAINTS, [], groups)


def NoEntryNamed(area: str) -> PageLacks:
    """No entry is named for the area (its bold name); another entry's quote may say the word."""
    return PageLacks(CONSTRAINTS, [], [[f"**{area}", f"**left {area}", f"**right {area}"]])


def said(text: str, at: str = "08:00", hours: float = 7.0) -> list:
    return [sleep(hours), user(text, at)]


SCENARIOS: list[Scenario] = [
    # --- idioms with body words, next to a real pain ---------------------------------------------------
    Scenario(
        "p_arm_and_leg_gym_fee_real_wrist",
        "negation",
        display_name="Bronwyn",
        timezone="Australia/Perth",
        days=[
            said("the new gym membership costs an arm and a leg but the squat racks are worth it"),
            train("upper A"),
            said("right wrist twinges on front rack, maybe 4/10", at="19:20"),
            rest(),
        ],
        expect=[
            NoEntry("arm"),
            NoEntry("leg"),
            Entry("wrist", "right"),
            Safety("wrist"),
        ],
    ),
    Scenario(
        "p_break_a_leg_friend_show",
        "negation",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            said("my mate Aoife has her opening night tonight, I texted her break a leg!"),
            rest(),
            said("my left heel is stabbing first thing in the morning, like 6/10 for the first few steps"),
        ],
        expect=[
            NoEntry("leg"),
            NoAlert("safety", "leg"),
            Entry("heel", "left"),
            Safety("heel"),
        ],
    ),
    Scenario(
        "p_heart_sank_scale_goal",
        "negation",
        display_name="Hyun-woo",
        timezone="Asia/Seoul",
        days=[
            said("my heart sank when I saw the scale this morning, 84 kg again"),
            train(),
            said("ok new plan: I want to be at 78 kg by my brother's wedding in May"),
        ],
        expect=[
            NoEntry("heart"),
            NoAlert("safety"),
            Goal(["78"], ["may", "2027-05", "wedding"]),
        ],
    ),
    Scenario(
        "p_knee_jerk_cancel_real_shoulder",
        "negation",
        display_name="Dmitri",
        timezone="Europe/Riga",
        days=[
            train("upper A"),
            said(
                "my knee-jerk reaction was to cancel today, but honestly it's the right shoulder: "
                "pinches when I reach overhead, 5/10",
                at="18:30",
            ),
            rest(),
        ],
        expect=[
            NoEntryNamed("knee"),  # the shoulder entry quotes her whole sentence, "knee-jerk" and all
            NoAlert("safety", "knee"),
            Entry("shoulder", "right", ["5/10"]),
            Safety("shoulder"),
        ],
    ),
    Scenario(
        "p_cold_feet_race_goal",
        "negation",
        display_name="Ingrid",
        timezone="Europe/Oslo",
        days=[
            said("I got cold feet about the trail race, it's just too far for me this year"),
            rest(),
            said("what I DO want: run 10 km without walking before midsummer"),
        ],
        expect=[
            NoEntry("foot"),
            NoAlert("safety"),
            Goal(["10"], ["km", "10k"]),
        ],
    ),
    Scenario(
        "p_backup_plan_head_start",
        "negation",
        display_name="Kwame",
        timezone="Africa/Accra",
        days=[
            said(
                "got a back-up plan for rainy days: the skipping rope at home. and I got a head start "
                "on this week's sessions"
            ),
            train(),
            said("my only real niggle: lower left calf tightens on the second km of runs"),
        ],
        expect=[
            NoEntry("back"),
            NoEntry("head"),
            Entry("calf", "left"),
            BundleContains("session_mode", ["calf"]),
        ],
    ),
    Scenario(
        "p_elbow_grease_garage_real_knee",
        "negation",
        display_name="Hank",
        timezone="America/Denver",
        days=[
            said("spent Saturday putting some elbow grease into the garage gym, it's finally clean"),
            train("lower A"),
            said("right knee aches going down stairs since the squats, about 5 out of 10", at="20:00"),
            rest(),
        ],
        expect=[
            NoEntry("elbow"),
            NoAlert("safety", "elbow"),
            Entry("knee", "right"),
            Safety("knee"),
        ],
    ),
    Scenario(
        "p_sick_of_job_evenings",
        "negation",
        display_name="Marisol",
        timezone="America/Mexico_City",
        days=[
            said("honestly I'm sick of my job, the commute is brutal"),
            rest(),
            said("so I can only train after 7pm on weekdays, weekends anytime"),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks("profile.md", ["sick"], ["flu", "unwell", "illness"]),
            Profile([], [["7pm", "7 pm", "19:00", "after 7"]]),
        ],
    ),
    Scenario(
        "p_workout_slapped_dying_laughing",
        "negation",
        display_name="Jaylen",
        timezone="America/Los_Angeles",
        days=[
            [sleep(7), session("upper B"), user("yo this workout slapped fr", at="19:00")],
            said("my kid did the plank with me and I was dying of laughter lol"),
            said("fr tho my left elbow is kinda sore on curls, 3/10"),
        ],
        expect=[
            NoEntry("face"),
            PageLacks(CONSTRAINTS, ["dying"]),
            Entry("elbow", "left"),
            BundleContains("session_mode", ["elbow"]),
        ],
    ),
    Scenario(
        "p_killing_it_then_real_hip",
        "negation",
        display_name="Chiara",
        timezone="Europe/Rome",
        days=[
            [sleep(7.5), session("lower A"), user("killing it on deadlifts today!! new 5RM", at="18:40")],
            rest(),
            said("the front of my right hip pinches at the bottom of squats, 4/10"),
        ],
        expect=[
            NoAlert("safety", "back"),
            NoEntry("deadlift"),
            Entry("hip", "right"),
            Safety("hip"),
            BundleContains("session_mode", ["hip"]),
        ],
    ),
    # --- hypotheticals, fears and questions --------------------------------------------------------------
    Scenario(
        "p_what_if_knee_goes_real_goal",
        "negation",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            said("what if my knee goes again like it did in 2019? I'm a bit scared to jump"),
            train(),
            said("anyway the goal: 20 unbroken box jumps by the end of February"),
        ],
        expect=[
            NoAlert("safety", "knee"),
            PageLacks(CONSTRAINTS, ["knee"], ["[injury]"]),
            Goal(["box jump"], ["20", "february", "2027-02"]),
        ],
    ),
    Scenario(
        "p_hate_to_hurt_back_real_pref",
        "negation",
        display_name="Gwen",
        timezone="Europe/London",
        days=[
            said("I'd hate to hurt my back lifting the grandkids, that's the whole reason I'm doing this"),
            rest(),
            said("and please no burpees, I loathe them"),
        ],
        expect=[
            NoAlert("safety", "back"),
            PageLacks(CONSTRAINTS, ["back"], ["[injury]"]),
            Prefs(["burpee"]),
            PageContains(("goals.md", "profile.md"), [], [["grandkid", "grandchild"]]),
        ],
    ),
    Scenario(
        "p_is_it_normal_knees_click",
        "negation",
        display_name="Amara",
        timezone="Africa/Lagos",
        days=[
            said("is it normal for knees to click when I get up off the floor?"),
            train(),
            said("separately, my right shoulder blade has a burning knot, 5/10 when I row"),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety", "knee"),
            # the shoulder blade sits on the upper back: either name is the place (main_n reads it so too)
            EntryAny("shoulder", "scapula", "upper back", any_of=RIGHT),
            AlertOpen("safety", None, (), [["shoulder", "scapula", "upper back"]]),
        ],
    ),
    Scenario(
        "p_should_i_ice_question_only",
        "negation",
        display_name="Liam",
        timezone="America/Toronto",
        days=[
            said("general question — should you ice a sore calf or use heat? asking for the future"),
            train(),
            said("I'd like coaching in plain words, no jargon please"),
        ],
        expect=[
            NoEntry("calf"),
            NoAlert("safety"),
            Prefs([], [["jargon", "plain"]]),
        ],
    ),
    Scenario(
        "p_afraid_of_deadlift_real_wrist",
        "mixed",
        display_name="Noor",
        timezone="Asia/Dubai",
        days=[
            said("I'm scared deadlifts will wreck my spine, everyone says so"),
            rest(),
            said("what actually hurts: my left wrist in push-ups, 5/10, since Wednesday"),
        ],
        expect=[
            NoEntry("spine"),
            NoAlert("safety", "back"),
            Entry("wrist", "left"),
            Safety("wrist"),
        ],
    ),
    # --- other people -------------------------------------------------------------------------------------
    Scenario(
        "p_daughter_broke_arm_real_ankle",
        "negation",
        display_name="Renata",
        timezone="America/Sao_Paulo",
        days=[
            said("my daughter broke her arm at football so I'll be doing hospital runs this week"),
            rest(),
            said("and I rolled my own right ankle on the kerb yesterday, swollen, 6/10"),
        ],
        expect=[
            NoEntry("arm"),
            NoAlert("safety", "arm"),
            Entry("ankle", "right"),
            Safety("ankle"),
        ],
    ),
    Scenario(
        "p_partner_bad_back_real_knee",
        "negation",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[
            said("my wife's back went out again so I'm doing all the lifting at home"),
            train("lower A"),
            said("my own left knee is swollen after the lunges, 5/10", at="20:30"),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety", "back"),
            Entry("knee", "left"),
            Safety("knee"),
        ],
    ),
    Scenario(
        "p_colleague_marathon_real_goal",
        "goals",
        display_name="Akosua",
        timezone="Europe/London",
        days=[
            said("my colleague just ran Berlin marathon in 3:10, mad"),
            rest(),
            said("me, I just want to hold a 60 second plank by January"),
        ],
        expect=[
            PageLacks("goals.md", ["marathon"]),
            PageLacks("goals.md", ["3:10"]),
            Goal(["plank"], ["60", "1 min", "minute"]),
        ],
    ),
    Scenario(
        "p_dog_limping_real_shin",
        "negation",
        display_name="Pieter",
        timezone="Europe/Amsterdam",
        days=[
            said("the dog is limping on her back leg, vet on Thursday, so no long walks"),
            rest(),
            said("also my own left shin aches along the inside after runs, 4/10"),
        ],
        expect=[
            NoEntry("leg"),
            NoAlert("safety", "leg"),
            Entry("shin", "left"),
            BundleContains("session_mode", ["shin"]),
        ],
    ),
    Scenario(
        "p_tv_character_acl_real_hamstring",
        "negation",
        display_name="Charlotte",
        timezone="Europe/Paris",
        days=[
            said("watched that physio drama last night, the main guy tears his ACL in the first episode"),
            train("lower B"),
            said("pulled something in my right hamstring on the sprints, 7/10, had to stop", at="19:15"),
        ],
        expect=[
            NoEntry("acl"),
            Entry("hamstring", "right"),
            Safety("hamstring"),
        ],
    ),
    Scenario(
        "p_famous_athlete_achilles_real_wish",
        "negation",
        display_name="Diego",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            said("did you see Federico's Achilles went in the final? brutal"),
            rest(),
            said("for me: mornings before work only, 6 to 7am"),
        ],
        expect=[
            NoEntry("achilles"),
            NoAlert("safety"),
            Profile([], [["6 to 7", "6am", "6 am", "06:00", "6:00", "morning"]]),
        ],
    ),
    Scenario(
        "p_son_vegan_not_me",
        "diet",
        display_name="Helga",
        timezone="Europe/Berlin",
        days=[
            said("my son went vegan this year so dinners are complicated"),
            [sleep(7), meal("roast pork, potatoes, cabbage", 45, 800, at="19:00")],
            said("I myself eat everything, but no dairy, it bloats me"),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["vegan"], ["client is", "she is", "diet: vegan", "follows"]),
            BundleLacks("meal_lens", ["vegan"], ["is vegan", "diet: vegan"]),
            Diet(["dairy"]),
        ],
    ),
    # --- things read or watched --------------------------------------------------------------------------
    Scenario(
        "p_read_about_rotator_cuff",
        "negation",
        display_name="Samir",
        timezone="Asia/Karachi",
        days=[
            said("read an article about rotator cuff tears in older lifters, scary stuff"),
            train(),
            said("I'm 52, by the way, and I've got an adjustable bench and two kettlebells at home"),
        ],
        expect=[
            NoEntry("rotator"),
            NoAlert("safety"),
            Profile(["52"]),
        ],
    ),
    Scenario(
        "p_podcast_fasting_real_goal",
        "goals",
        display_name="Ewa",
        timezone="Europe/Warsaw",
        days=[
            said("listened to a podcast saying everyone should do 16:8 fasting, not for me though"),
            rest(),
            said("my goal is a 100 kg deadlift before my 40th in April"),
        ],
        expect=[
            Goal(["deadlift", "100"]),
            Goal(["deadlift"], ["april", "2027-04", "40"]),
            PageLacks(DIET_PAGES, ["16:8"], ["does", "follows", "practis", "practic"]),
        ],
    ),
    # --- negated or abandoned goals ----------------------------------------------------------------------
    Scenario(
        "p_dont_want_marathon",
        "goals",
        display_name="Ruth",
        timezone="Europe/London",
        days=[
            said("to be clear I do NOT want to run a marathon, ever. I want to run 5k without stopping"),
            train(),
            rest(),
        ],
        expect=[
            Goal(["5k"]),
            PageLacks("goals.md", ["marathon"], ["run a marathon by", "complete a marathon", "marathon by"]),
            BundleContains("free_chat", ["5k"], query="what am I working towards?"),
        ],
    ),
    Scenario(
        "p_not_losing_weight_anymore",
        "goals",
        display_name="Fatima",
        timezone="Africa/Casablanca",
        days=[
            said("I'm not trying to lose weight anymore, I'm done with that"),
            rest(),
            said("what I want now is to get strong enough to carry my own suitcase up three floors"),
        ],
        expect=[
            Goal([], [["suitcase", "carry", "stairs", "floors"]]),
            PageLacks("goals.md", ["lose"], ["kg"]),
        ],
    ),
    Scenario(
        "p_gave_up_on_half",
        "goals",
        display_name="Connor",
        timezone="America/New_York",
        days=[
            said("gave up on the half marathon, the training ate my whole life"),
            rest(),
            said("new thing: I want to bench my bodyweight, 80 kg, by summer"),
        ],
        expect=[
            Goal(["bench"], ["80", "bodyweight", "body weight"]),
            BundleContains("free_chat", ["bench"], query="what's my main goal right now?"),
        ],
    ),
    Scenario(
        "p_no_longer_powerlifting_meet",
        "goals",
        display_name="Mei",
        timezone="Asia/Shanghai",
        days=[
            said("the powerlifting meet is off for me, I withdrew"),
            train(),
            said("I still want to squat 100 kg, just no competition pressure"),
        ],
        expect=[
            Goal(["squat", "100"]),
            PageLacks("goals.md", ["meet"], ["compete in", "prepare for", "train for", "peak"]),
        ],
    ),
    # --- negated diets -------------------------------------------------------------------------------------
    Scenario(
        "p_not_vegan_eat_fish",
        "diet",
        display_name="Anouk",
        timezone="Europe/Brussels",
        days=[
            [
                sleep(7),
                bot("As a vegan, how do you get your B12?"),
                user("I'm not vegan! I eat fish and eggs, just no red meat", at="08:03"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["vegan"], ["is vegan", "diet: vegan", "follows", "vegan diet"]),
            Diet([], [["red meat"], ["no", "avoid", "doesn't", "does not", "don't"]]),
            Diet([], [["fish", "pescatarian", "egg"]]),
        ],
    ),
    Scenario(
        "p_used_to_be_vegetarian",
        "diet",
        display_name="Ravi",
        timezone="Asia/Kolkata",
        days=[
            said("I used to be vegetarian at uni but I eat chicken and fish now"),
            [sleep(7), meal("chicken biryani", 40, 750, at="20:00")],
            rest(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["vegetarian"], ["is vegetarian", "diet: vegetarian", "eats no meat"]),
            BundleLacks("meal_lens", ["vegetarian"], ["is vegetarian", "diet: vegetarian"]),
            Diet([], [["chicken", "fish"]]),
        ],
    ),
    Scenario(
        "p_no_allergies_hates_mushrooms",
        "diet",
        display_name="Solveig",
        timezone="Europe/Stockholm",
        days=[
            [
                sleep(7),
                bot("Any food allergies I should know about?"),
                user("no allergies. I just can't stand mushrooms", at="08:02"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["allergic to mushroom"]),
            Diet(["mushroom"]),
        ],
    ),
    Scenario(
        "p_not_keto_anymore_lactose",
        "diet",
        display_name="Brandon",
        timezone="America/Chicago",
        days=[
            said("did keto for like 2 years, stopped in the spring, carbs are back baby"),
            rest(),
            said("real thing tho: lactose intolerant, milk wrecks me"),
        ],
        expect=[
            Diet(["lactose"]),
            BundleContains("meal_lens", ["lactose"]),
            BundleLacks("meal_lens", ["keto"], ["is on", "follows", "diet: keto"]),
        ],
    ),
    # --- negated or denied life events -------------------------------------------------------------------
    Scenario(
        "p_not_pregnant_just_bloated",
        "life",
        display_name="Zeynep",
        timezone="Europe/Istanbul",
        days=[
            said("lol my aunt asked if I'm pregnant, I'm NOT, just had a big lunch"),
            rest(),
            said("right side of my lower back is tight after yesterday's rows, 4/10"),
        ],
        expect=[
            PageLacks(CONSTRAINTS, ["pregnan"]),
            PageLacks("profile.md", ["pregnan"], ["is pregnant", "weeks", "trimester"]),
            Entry("lower back"),
            Safety("back"),
        ],
    ),
    Scenario(
        "p_didnt_get_the_job",
        "life",
        display_name="Oskar",
        timezone="Europe/Copenhagen",
        days=[
            said("didn't get the Lisbon job in the end. gutted, but I stay in Copenhagen"),
            train(),
            said("I cycle to work every day, 25 minutes each way"),
        ],
        expect=[
            PageLacks("profile.md", ["lisbon"], ["job starts", "start date", "will move", "moved to"]),
            Profile([], [["cycle", "cycling", "bike"]]),
        ],
    ),
    Scenario(
        "p_move_is_off",
        "life",
        display_name="Leilani",
        timezone="Pacific/Honolulu",
        days=[
            said("the move to Denver is off, we're staying put on Oahu"),
            rest(),
            said("I surf 3 mornings a week, so keep leg days away from Tue/Thu/Sat"),
        ],
        expect=[
            PageLacks("profile.md", ["denver"], ["will move", "moving soon", "new home"]),
            PageContains(("profile.md", "preferences.md"), ["surf"]),
            NoEntry("leg"),
        ],
    ),
    Scenario(
        "p_surgery_cancelled_not_needed",
        "life",
        display_name="Grace",
        timezone="Europe/Dublin",
        days=[
            said("good news, the surgeon said I don't need the knee op after all, the scan was clear"),
            train(),
            said("would love more variety in the sessions, same circuits bore me"),
        ],
        expect=[
            NoAlert("safety", "knee"),
            PageLacks(CONSTRAINTS, ["knee"], ["[injury]"]),
            Prefs(["variety"]),
        ],
    ),
    # --- past, healed injuries next to a current one -------------------------------------------------------
    Scenario(
        "p_broke_wrist_as_kid_real_neck",
        "pain",
        display_name="Erik",
        timezone="Europe/Stockholm",
        days=[
            said("fun fact, broke my wrist skateboarding at 12, totally fine since"),
            rest(),
            said("neck is stiff and sore on the left since I slept badly Monday, 5/10"),
        ],
        expect=[
            NoAlert("safety", "wrist"),
            PageLacks(CONSTRAINTS, ["wrist"], ["[injury]", "[constraint]"]),
            Entry("neck", any_of=[LEFT]),
            Safety("neck"),
        ],
    ),
    Scenario(
        "p_old_acl_fine_real_groin",
        "pain",
        display_name="Ayodele",
        timezone="Africa/Lagos",
        days=[
            said("had ACL surgery on the right knee back in 2015, fully rehabbed, plays football fine"),
            train("lower A"),
            said("today it's the left groin, sharp on the adductor machine, 6/10", at="19:40"),
        ],
        expect=[
            NoAlert("safety", "knee"),
            PageLacks(CONSTRAINTS, ["knee"], ["[injury]"]),
            EntryAny("groin", "adductor", any_of=LEFT),
            Safety("groin"),
        ],
    ),
    Scenario(
        "p_healed_shoulder_real_elbow",
        "pain",
        display_name="Valentina",
        timezone="Europe/Madrid",
        days=[
            said("my shoulder from last winter is completely healed, physio signed me off"),
            train("upper A"),
            said("it's my right elbow now, the outside, 4/10 when gripping the bar", at="19:00"),
        ],
        expect=[
            NoAlert("safety", "shoulder"),
            PageLacks(CONSTRAINTS, ["shoulder"], ["[injury]"]),
            Entry("elbow", "right"),
            Safety("elbow"),
        ],
    ),
    # --- jokes and sarcasm ----------------------------------------------------------------------------------
    Scenario(
        "p_joke_legs_fell_off",
        "negation",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                session("lower A"),
                user("pretty sure my legs fell off during those lunges haha", at="19:00"),
            ],
            rest(),
            said("honestly I'm fine, just want to add pull-up practice, goal 5 by March"),
        ],
        expect=[
            NoEntry("leg"),
            NoAlert("safety"),
            Goal(["pull up"], ["march", "2027-03"]),
        ],
    ),
    Scenario(
        "p_sarcasm_love_mondays_real_pref",
        "style",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            said("oh I just LOVE 6am alarms, best part of my day 🙄"),
            rest(),
            said("seriously though, I'd prefer evening sessions, after 8pm when the kids sleep"),
        ],
        expect=[
            PageLacks(
                ("preferences.md", "profile.md"),
                ["6am"],
                ["prefers morning", "prefers 6am", "likes 6am", "enjoys"],
            ),
            PageContains(
                ("profile.md", "preferences.md"), [], [["8pm", "8 pm", "20:00", "after 8", "evening"]]
            ),
            Profile([], [["kid", "children"]]),
        ],
    ),
    Scenario(
        "p_joke_dying_real_wrist",
        "negation",
        display_name="Ngozi",
        timezone="Africa/Lagos",
        days=[
            [sleep(7), session("upper A"), user("I'm literally dead, bury me in my gym shoes", at="19:00")],
            rest(),
            said("ok real talk the left wrist hurts when I press, 4/10"),
        ],
        expect=[
            PageLacks(CONSTRAINTS, ["literally dead"]),
            Entry("wrist", "left"),
            Safety("wrist"),
        ],
    ),
    # --- bot claims she rejects -----------------------------------------------------------------------------
    Scenario(
        "p_bot_bad_hip_rejected",
        "bot_claims",
        display_name="Marguerite",
        timezone="Europe/Paris",
        days=[
            [
                sleep(7),
                bot("Since your hip is bothering you, let's skip squats."),
                user("my hip is fine?? it's my right ankle that's sore, 5/10", at="08:04"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            NoEntry("hip"),
            NoAlert("safety", "hip"),
            Entry("ankle", "right"),
            Safety("ankle"),
        ],
    ),
    Scenario(
        "p_bot_keto_rejected",
        "bot_claims",
        display_name="Teodor",
        timezone="Europe/Bucharest",
        days=[
            [
                sleep(7),
                bot("Great to hear your keto diet is going well!"),
                user("what? I've never done keto. I eat loads of rice", at="08:02"),
            ],
            rest(),
            said("I do avoid pork though, for religious reasons"),
        ],
        expect=[
            BundleLacks("meal_lens", ["keto"], ["is on", "follows", "diet: keto", "going well"]),
            PageLacks(DIET_PAGES, ["keto"], ["follows", "on keto", "diet: keto", "is on"]),
            Diet(["pork"]),
        ],
    ),
    Scenario(
        "p_bot_marathon_goal_rejected",
        "bot_claims",
        display_name="Haruto",
        timezone="Asia/Tokyo",
        days=[
            [
                sleep(7),
                bot("How is the marathon prep going?"),
                user("there's no marathon, I never said that. I want to do 10 chin-ups", at="08:05"),
            ],
            train(),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["marathon"], ["prep", "training for"]),
            Goal(["10"], [["chin up", "chinup"]]),
        ],
    ),
    Scenario(
        "p_bot_age_corrected",
        "bot_claims",
        display_name="Beatriz",
        timezone="Europe/Lisbon",
        days=[
            [sleep(7), bot("At 35, recovery is usually quick."), user("I'm 58 actually", at="08:01")],
            rest(),
            rest(),
        ],
        expect=[
            Profile(["58"]),
            # the bot's "At 35" as a claim (a bare "35" also matched the citation "[ev 353]")
            PageLacks(
                "profile.md", [], [["at 35", "age: 35", "age 35", "aged 35", "35 years", "35 yo", "is 35"]]
            ),
        ],
    ),
    # --- mixtures: several things not to read plus one to read ------------------------------------------
    Scenario(
        "p_mixed_story_day",
        "mixed",
        display_name="Oluwaseun",
        timezone="Europe/London",
        days=[
            said(
                "long day. my boss gave me a headache, my brother tore his calf at five-a-side, and I "
                "watched the Ironman on telly. I'm not doing one of those, ever"
            ),
            rest(),
            said("my own thing: right foot arch aches after runs, 4/10"),
        ],
        expect=[
            NoEntry("calf"),
            NoEntry("head"),
            PageLacks("goals.md", ["ironman"]),
            EntryAny("foot", "arch", any_of=RIGHT),
        ],
    ),
    Scenario(
        "p_mixed_mother_hip_replacement",
        "mixed",
        display_name="Ilse",
        timezone="Europe/Vienna",
        days=[
            said("my mother had her hip replaced last week, I'm looking after her in Graz till Sunday"),
            rest(),
            said("so only bodyweight stuff this week, no gym. and my own knees are fine"),
        ],
        expect=[
            NoEntry("hip"),
            NoEntry("knee"),
            Profile([], [["graz", "mother", "mum", "mom"]]),
        ],
    ),
    Scenario(
        "p_mixed_question_and_real_pain",
        "mixed",
        display_name="Kalani",
        timezone="Pacific/Auckland",
        days=[
            train("lower A"),
            said("is it bad that my lower back feels pumped after deadlifts? it's not painful, just full"),
            said("what does hurt is my left knee on the way down the stairs, 5/10, started last night"),
        ],
        expect=[
            NoAlert("safety", "back"),
            Entry("knee", "left"),
            Safety("knee"),
        ],
    ),
    Scenario(
        "p_mixed_hyperbole_stairs",
        "mixed",
        display_name="Svetlana",
        timezone="Europe/Kyiv",
        days=[
            [
                sleep(7),
                session("lower B"),
                user("those step-ups murdered my whole body 😂 worth it", at="18:50"),
            ],
            rest(),
            said("ok, tiny real thing: my left pinky toe is numb in running shoes, maybe they're tight"),
        ],
        expect=[
            NoAlert("safety", "body"),
            PageLacks(CONSTRAINTS, ["whole body"]),
            PageContains(CONSTRAINTS, ["toe"]),
        ],
    ),
    Scenario(
        "p_mixed_grandpa_heart_real_pref",
        "mixed",
        display_name="Aleksander",
        timezone="Europe/Warsaw",
        days=[
            said("my grandpa had a heart attack at 60, which is partly why I'm doing this"),
            rest(),
            said(
                "I'm 41, no heart issues myself, the doctor cleared me. "
                "I like short sharp workouts, 30 min max"
            ),
        ],
        expect=[
            PageLacks(CONSTRAINTS, ["heart"], ["[injury]", "[constraint]"]),
            NoAlert("safety", "heart"),
            Profile(["41"]),
            PageContains(
                ("preferences.md", "coaching-playbook.md", "profile.md"),
                [],
                [["30 min", "30 minutes", "short"]],
            ),
        ],
    ),
]
