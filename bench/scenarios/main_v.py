"""A batch of understanding scenarios about the small talk of a normal coaching week, written without
the system's vocabulary.

One-line messages over several days where the useful fact is buried in chit-chat and said once in
passing (bands left at a sister's, porridge with oat milk because dairy disagrees, a kid with a cold);
facts implied rather than stated; pain told by what it stops (the stairs one at a time, a jar that will
not open); things that change during the week; and honest noise that must not be read as fact
(weather, telly, work gossip, a friend's marathon, what-ifs, jokes, sarcasm). Bot turns ask questions
and make claims; replies are often terse. Many people, many Englishes. Names are prefixed `v_`.
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
    Safety,
    Scenario,
    bot,
    meal,
    session,
    sleep,
    soreness,
    user,
)

ASKED = ("ask", "question")
DIET_PAGES = ("nutrition-patterns.md", "profile.md", "preferences.md")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(*texts: str, hours: float = 7.0, start: str = "08:00") -> list:
    """A day with a sleep log and one or more short messages, a few minutes apart from `start`."""
    h, m = (int(x) for x in start.split(":"))
    out: list = [sleep(hours)]
    for i, text in enumerate(texts):
        minute = h * 60 + m + 7 * i
        out.append(user(text, at=f"{minute // 60:02d}:{minute % 60:02d}"))
    return out


SCENARIOS: list[Scenario] = [
    # --- goals dropped into chatter ---------------------------------------------------------------------
    Scenario(
        "v_goal_bridesmaid_dress",
        "goals",
        display_name="Chloe",
        timezone="Europe/London",
        days=[
            said("rain AGAIN. this country honestly"),
            said(
                "anyway sister's wedding is 12 June, I'm chief bridesmaid and the dress is very "
                "unforgiving lol. "
                "want to feel strong in it",
                start="21:10",
            ),
            said("work was grim, skipping the details"),
        ],
        expect=[
            Goal([], [list(JUNE_NEXT), ["wedding", "bridesmaid", "dress"]]),
            Goal([], [["wedding", "bridesmaid", "dress"]]),
            BundleContains("free_chat", [], [["wedding", "bridesmaid"]], query="what am I training for?"),
        ],
    ),
    Scenario(
        "v_goal_parkrun_by_christmas",
        "goals",
        display_name="Bev",
        timezone="Europe/London",
        days=[
            rest(),
            said("our Shaz dragged me to parkrun sat, walked half of it, legs like jelly after"),
            said("be nice to get round it without stopping by christmas tbh", start="19:30"),
            rest(),
        ],
        expect=[
            Goal(["parkrun"]),
            Goal(["parkrun"], ["christmas", "dec", "2026-12"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "v_goal_friends_marathon_not_hers",
        "goals",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            said("Ciara did Dublin marathon on Sunday, absolute weapon. couldn't be me"),
            train("upper A"),
            said("what I'd actually love is 5 proper pull-ups by the summer, I can do zero right now"),
        ],
        expect=[
            Goal(["pull up"]),
            Goal(["pull up"], ["summer", "june", "july", "2027-06", "2027-07"]),
            PageLacks("goals.md", ["marathon"]),
        ],
    ),
    Scenario(
        "v_goal_triathlon_joke_deadlift_real",
        "goals",
        display_name="Ruth",
        timezone="Europe/London",
        days=[
            said("if I ever sign up for a triathlon someone please stage an intervention"),
            said("realistically though I'd like to deadlift my bodyweight by spring, that's 68kg"),
            rest(),
        ],
        expect=[
            Goal(["deadlift"]),
            Goal(["deadlift"], [["68", "bodyweight", "body weight"]]),
            PageLacks("goals.md", ["triathlon"]),
        ],
    ),
    Scenario(
        "v_goal_swapped_midweek",
        "goals",
        display_name="Jamal",
        timezone="America/Chicago",
        days=[
            said("goal for real this time: 5k under 30 min"),
            train("run easy"),
            rest(),
            said("ok scrap the 5k thing, I hate running, i said what i said"),
            said("new plan: squat 60kg by end of February"),
        ],
        expect=[
            Goal(["squat", "60"]),
            Goal(["squat"], ["feb", "2027-02"]),
            BundleContains("weekly_review", ["squat"]),
        ],
    ),
    # --- pain told by what it stops ---------------------------------------------------------------------
    Scenario(
        "v_pain_jar_wrist",
        "pain",
        display_name="Niamh",
        timezone="Europe/Dublin",
        days=[
            said("grand day, bit of sun for once"),
            said(
                "couldn't open the jar of pesto, right wrist. had to get himself to do it. sore "
                "enough, maybe a 4",
                start="19:40",
            ),
            said("ok"),
        ],
        expect=[
            Entry("wrist", any_of=RIGHT),
            Safety("wrist"),
            BundleContains("session_mode", ["wrist"]),
        ],
    ),
    Scenario(
        "v_pain_stairs_one_at_a_time",
        "pain",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            train("lower A"),
            said(
                "I had to take the stairs one at a time today. My left knee simply would not bend without "
                "complaint.",
                start="17:00",
            ),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=LEFT),
            Safety("knee"),
            BundleContains("form_check", ["knee"]),
        ],
    ),
    Scenario(
        "v_pain_neck_not_shoulder_idiom",
        "pain",
        display_name="Kev",
        timezone="Australia/Sydney",
        days=[
            said("stinker of a day, 38 degrees"),
            said(
                "reversing out the drive this arvo and couldn't look over my shoulder, neck's cooked",
                start="18:00",
            ),
            rest(),
        ],
        expect=[
            Entry("neck"),
            Safety("neck"),
            NoAlert("safety", "shoulder"),
        ],
    ),
    Scenario(
        "v_pain_heel_first_steps",
        "pain",
        display_name="Tunde",
        timezone="Africa/Lagos",
        days=[
            said("good morning coach, how is your side"),
            said(
                "first steps out of bed today my left heel was paining me well well. it eases off after small"
            ),
            train("lower B"),
        ],
        expect=[
            Entry("heel", any_of=LEFT),
            Safety("heel"),
            BundleContains("session_mode", ["heel"]),
        ],
    ),
    Scenario(
        "v_pain_back_since_gardening",
        "pain",
        display_name="Graham",
        timezone="Europe/London",
        days=[
            rest(),
            said(
                "lower back's been grumbling since Saturday's hedge trimming. 5/10 bending over",
                start="07:30",
            ),
            said("tried the mobility stuff, no change"),
        ],
        expect=[
            Entry("back", words=["5/10"]),
            Safety("back"),
            BundleContains("morning_brief", ["back"]),
        ],
    ),
    # --- negation, idiom and noise ----------------------------------------------------------------------
    Scenario(
        "v_neg_manager_pain_in_neck",
        "negation",
        display_name="Sofia",
        timezone="Europe/Lisbon",
        days=[
            said("my manager is a proper pain in the neck this week"),
            train("upper B"),
            said("session was fine btw, no aches anywhere"),
        ],
        expect=[
            NoEntry("neck"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["neck"]),
        ],
    ),
    Scenario(
        "v_neg_knee_bubble_wrap",
        "negation",
        display_name="Femi",
        timezone="Europe/London",
        days=[
            train("lower A"),
            said(
                "knee pops like bubble wrap on the way down in squats. doesn't hurt tho, just noisy",
                start="19:00",
            ),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety", "knee"),
            PageContains(CONSTRAINTS, ["knee", "{d1}"]),
        ],
    ),
    Scenario(
        "v_neg_husbands_back",
        "negation",
        display_name="Tracey",
        timezone="Europe/London",
        days=[
            said("hubby's done his back in lifting the sofa, useless lump lol"),
            said("so I'm on all the school runs this week"),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "v_neg_weather_killing_me",
        "negation",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            said("this weather is killing me. feet frozen solid at the bus stop"),
            said("bake off final had me in bits last night, don't judge"),
            train("full body B"),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [["feet", "foot"], list(ENTRY_LEVELS)]),
        ],
    ),
    Scenario(
        "v_neg_shoulder_right_as_rain",
        "negation",
        display_name="Hamish",
        timezone="Europe/London",
        days=[
            [sleep(7), session("upper A"), user("shoulder a wee bit twingey on bench, 3/10", at="19:30")],
            rest(),
            rest(),
            said("shoulder's right as rain now, benched nae bother"),
        ],
        expect=[
            Entry("shoulder", words=["{d0}"]),
            Entry("shoulder", words=["3/10"]),
            PageContains(CONSTRAINTS, ["shoulder", "{d3}"]),
        ],
    ),
    Scenario(
        "v_neg_what_if_back",
        "negation",
        display_name="Dev",
        timezone="Asia/Kolkata",
        days=[
            said("what if I hurt my back doing deadlifts? my dad keeps saying they wreck you"),
            train("lower A"),
            said("felt good actually"),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
        ],
    ),
    # --- schedule said in passing -----------------------------------------------------------------------
    Scenario(
        "v_sched_school_run",
        "schedule",
        display_name="Shona",
        timezone="Europe/London",
        days=[
            said("morning! coffee number two already"),
            said("school run's at half eight so nothing before that, sorry"),
            rest(),
        ],
        expect=[
            Profile([], [["8:30", "08:30", "half eight", "8.30"]]),
            BundleContains("morning_brief", [], [["8:30", "08:30", "half eight", "8.30"]]),
        ],
    ),
    Scenario(
        "v_sched_nights_next_week",
        "schedule",
        display_name="Dwayne",
        timezone="America/New_York",
        days=[
            said("they got me on nights starting next week smh"),
            said("so ima be sleeping days for a while"),
            rest(),
        ],
        expect=[
            Profile(["night"]),
            BundleContains("morning_brief", [], [["nights", "night shift", "night work"]]),
        ],
    ),
    Scenario(
        "v_sched_thursday_choir",
        "schedule",
        display_name="Gwen",
        timezone="Europe/London",
        days=[
            train(),
            said("thursdays are a write-off for me, choir and then the pub quiz"),
            rest(),
        ],
        expect=[
            Profile(["thursday"]),
            BundleContains("free_chat", ["thursday"], query="which days can't I train?"),
        ],
    ),
    Scenario(
        "v_sched_bot_asks_7am",
        "schedule",
        display_name="Leanne",
        timezone="Europe/London",
        days=[
            [
                sleep(6.5),
                bot("Shall we lock in 7am sessions this week?", at="07:00"),
                user("ugh no", at="07:20"),
                user("evenings pls, after the kids are down, 8ish", at="07:21"),
            ],
            rest(),
        ],
        expect=[
            Profile([], [["evening", "8pm", "20:00", "8 pm", "8ish"]]),
            PageLacks("profile.md", [], [["7am", "7 am", "07:00"]]),
        ],
    ),
    Scenario(
        "v_sched_lunchtimes_then_mornings",
        "schedule",
        display_name="Ines",
        timezone="Europe/Madrid",
        days=[
            said("lunchtimes work best for me at the moment"),
            train("upper A"),
            rest(),
            said("new office has no showers so lunchtime is out. mornings from now on"),
            rest(),
        ],
        expect=[
            Profile(["morning"]),
            BundleContains("free_chat", ["morning"], query="when do I usually train?"),
        ],
    ),
    # --- diet implied -----------------------------------------------------------------------------------
    Scenario(
        "v_diet_dairy_dont_mix",
        "diet",
        display_name="Poppy",
        timezone="Europe/London",
        days=[
            said("brekkie was oat milk porridge as usual, dairy and me don't mix"),
            [sleep(7), meal("chicken wrap", 35, 520)],
            rest(),
        ],
        expect=[
            Diet([], [["dairy", "lactose"]]),
            BundleContains("meal_lens", [], [["dairy", "lactose"]]),
        ],
    ),
    Scenario(
        "v_diet_tuesday_no_meat",
        "diet",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            said(
                "Tuesdays I don't take non-veg, it is a family thing, so protein is only dal and "
                "paneer that day"
            ),
            rest(),
            [sleep(7), meal("paneer bhurji with roti", 28, 600)],
        ],
        expect=[
            Diet(["tuesday"]),
            BundleContains("meal_lens", ["tuesday"]),
        ],
    ),
    Scenario(
        "v_diet_nut_cake_implied",
        "diet",
        display_name="Sam",
        timezone="Europe/London",
        days=[
            said(
                "Raj's birthday at work, couldn't touch the cake, walnuts in it, not ending up in A&E again"
            ),
            rest(),
        ],
        expect=[
            Diet(["nut"]),
            BundleContains("meal_lens", ["nut"]),
        ],
    ),
    Scenario(
        "v_diet_flatmate_vegan",
        "diet",
        display_name="Jess",
        timezone="Europe/London",
        days=[
            said("flatmate's gone vegan and the whole fridge smells of tofu"),
            [sleep(7), meal("bacon sarnie", 22, 480)],
            said("not me, I'm still a meat and two veg girl"),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["vegan"]),
            BundleLacks("meal_lens", ["vegan"]),
        ],
    ),
    Scenario(
        "v_diet_coeliac_formal",
        "diet",
        display_name="Dorothy",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("A flapjack or an oat bar makes a handy snack before training.", at="09:00"),
                user(
                    "I am coeliac, so oat bars are out unless they are certified gluten free. Thank "
                    "you all the same.",
                    at="09:30",
                ),
            ],
            rest(),
        ],
        expect=[
            Diet([], [["coeliac", "celiac", "gluten"]]),
            BundleContains("meal_lens", [], [["coeliac", "celiac", "gluten"]]),
        ],
    ),
    # --- equipment and place ----------------------------------------------------------------------------
    Scenario(
        "v_equip_bands_at_sisters",
        "equipment",
        display_name="Lauren",
        timezone="Europe/London",
        days=[
            train("upper A"),
            said("ugh, left the bands at my sister's"),
            rest(),
        ],
        expect=[
            Profile(["band"]),
            BundleContains("session_mode", ["band"]),
        ],
    ),
    Scenario(
        "v_equip_kettlebell_arrived",
        "equipment",
        display_name="Olu",
        timezone="Europe/London",
        days=[
            said("santa came early, well, amazon did. 16kg kettlebell living in the hallway now"),
            rest(),
        ],
        expect=[
            Profile(["kettlebell"]),
            Profile(["kettlebell", "16"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    Scenario(
        "v_equip_leisure_centre_shut",
        "equipment",
        display_name="Bryn",
        timezone="Europe/London",
        days=[
            said("leisure centre's shut for refurb till January so it's me and the living room floor"),
            rest(),
        ],
        expect=[
            Profile([], [["home", "living room", "leisure centre", "refurb"]]),
            BundleContains("session_mode", [], [["home", "living room", "leisure centre", "refurb"]]),
        ],
    ),
    Scenario(
        "v_equip_lottery_rack",
        "equipment",
        display_name="Marek",
        timezone="Europe/Warsaw",
        days=[
            said("one day I'll have a squat rack in the garage. when I win the lottery lol"),
            said("for now it's two 10kg dumbbells and a mat"),
            rest(),
        ],
        expect=[
            Profile(["dumbbell"]),
            PageLacks("profile.md", ["rack"]),
        ],
    ),
    # --- life context in one line -----------------------------------------------------------------------
    Scenario(
        "v_life_kid_cold",
        "life",
        display_name="Kirsty",
        timezone="Europe/London",
        days=[
            train(),
            said("kid's got a cold so I'm on the couch tonight", start="20:30"),
            rest(),
        ],
        expect=[
            Profile([], [["kid", "child", "son", "daughter"]]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "v_life_moving_saturday",
        "life",
        display_name="Theo",
        timezone="Europe/Berlin",
        days=[
            said("boxes everywhere. we move Saturday"),
            said("new place is 40 min further from work, commute's gonna be fun"),
            rest(),
        ],
        expect=[
            Profile([], [["move", "moving", "new place", "new house", "new flat"]]),
            BundleContains("weekly_review", [], [["move", "moving", "new place", "commute"]]),
        ],
    ),
    Scenario(
        "v_life_new_job_singlish",
        "life",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[
            said("new job start already lah"),
            said("hours damn long leh, 9 to 7 every day"),
            rest(),
        ],
        expect=[
            Profile(["job"]),
            Profile([], [["9 to 7", "9-7", "9am", "09:00", "19:00", "7pm"]]),
        ],
    ),
    Scenario(
        "v_life_mum_in_hospital",
        "life",
        display_name="Andy",
        timezone="Europe/London",
        days=[
            said("mum's back in hospital so I'm up and down the M6 all week"),
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["mum", "mother", "hospital"]]),
            BundleContains("weekly_review", [], [["mum", "mother", "hospital"]]),
        ],
    ),
    Scenario(
        "v_life_gossip_and_redundancy",
        "life",
        display_name="Nicola",
        timezone="Europe/London",
        days=[
            said("Karen from accounts is pregnant apparently, nobody's meant to know 🤫"),
            said("oh and I've been made redundant, so there's that. last day is the 20th"),
            rest(),
        ],
        expect=[
            Profile([], [["redundan", "job", "laid off"]]),
            PageLacks("profile.md", ["pregnan"]),
        ],
    ),
    # --- message style, said sideways -------------------------------------------------------------------
    Scenario(
        "v_style_just_tell_me",
        "style",
        display_name="Gaz",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot(
                    "Today's focus is hinge mechanics. The reason we hinge before we squat is that the "
                    "posterior chain needs priming, and research suggests...",
                    at="07:00",
                ),
                user("honestly just tell me what to do, I glaze over at the explanations", at="07:40"),
            ],
            train(),
        ],
        expect=[
            Prefs([], [["explanation", "short", "brief", "concise", "just tell", "less detail"]]),
            BundleContains(
                "morning_brief",
                [],
                [["explanation", "short", "brief", "concise", "just tell", "less detail"]],
            ),
        ],
    ),
    Scenario(
        "v_style_voice_notes",
        "style",
        display_name="Rhiannon",
        timezone="Europe/London",
        days=[
            said("typing with cold thumbs at the bus stop is torture. can I just send you voice notes?"),
            rest(),
        ],
        expect=[
            Prefs(["voice"]),
            BundleContains("morning_brief", ["voice"]),
        ],
    ),
    Scenario(
        "v_style_tone_it_down",
        "style",
        display_name="Stuart",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                session("upper B"),
                bot("AMAZING job!!! You're an absolute SUPERSTAR!!! 🔥🔥🔥", at="19:00"),
                user("mate. tone it down a bit", at="19:05"),
            ],
            rest(),
        ],
        expect=[
            Prefs(
                [], [["tone", "hype", "enthusias", "cheer", "exclamation", "calm", "understated", "emoji"]]
            ),
            BundleContains(
                "morning_brief",
                [],
                [["tone", "hype", "enthusias", "cheer", "exclamation", "calm", "understated"]],
            ),
        ],
    ),
    Scenario(
        "v_style_plan_night_before",
        "style",
        display_name="Agnieszka",
        timezone="Europe/Warsaw",
        days=[
            said("could you send me the session the night before? I like to know what I'm walking into"),
            rest(),
        ],
        expect=[
            Prefs([], [["night before", "evening before", "day before", "the night", "in advance"]]),
            BundleContains(
                "morning_brief", [], [["night before", "evening before", "day before", "in advance"]]
            ),
        ],
    ),
    # --- questions that keep coming back ----------------------------------------------------------------
    Scenario(
        "v_rec_wine",
        "recurring",
        display_name="Pete",
        timezone="Europe/London",
        days=[
            said("work drinks friday. is one glass of wine going to undo everything?"),
            train(),
            said("seriously tho is wine that bad for gains or"),
            rest(),
            said("ok honest answer pls. wine. bad or fine?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["wine"], ASKED),
            BundleContains("free_chat", ["wine"], query="is a glass of wine bad for my training?"),
        ],
    ),
    Scenario(
        "v_rec_stretch_before_after",
        "recurring",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[
            said("do I stretch before or after? I forget"),
            train(),
            said("remind me, stretching, before the session or after"),
            train(),
            said("sorry, before or after for stretches?? last time I ask I promise"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["stretch"], ASKED),
            BundleContains("free_chat", ["stretch"], query="should I stretch before or after training?"),
        ],
    ),
    Scenario(
        "v_rec_walk_on_rest_day",
        "recurring",
        display_name="Hilary",
        timezone="Europe/London",
        days=[
            said("does a dog walk count as exercise on a rest day?"),
            said("the dog ate a sock, vet bill incoming"),
            said("so the walk thing. does it count or not, on rest days?"),
            train(),
            said("walking the dog on rest days, is that allowed or is it cheating the rest"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["walk"], ASKED),
            PageLacks(("preferences.md", "*"), ["sock"], ASKED),
        ],
    ),
    Scenario(
        "v_rec_creatine_twice",
        "recurring",
        display_name="Liam",
        timezone="Europe/Dublin",
        days=[
            said("is creatine worth it or just bro science"),
            said("the weather here is a joke by the way"),
            said("creatine. worth it y/n"),
        ],
        expect=[
            PageLacks(("preferences.md", "*"), ["creatine"], ASKED),
        ],
    ),
    # --- the bot says things; the client shrugs ---------------------------------------------------------
    Scenario(
        "v_bot_keto_since_when",
        "bot_claims",
        display_name="Tasha",
        timezone="America/Los_Angeles",
        days=[
            [
                sleep(7),
                bot("Since you're doing keto, swap the rice for cauliflower rice tonight.", at="12:00"),
                user("lol since when", at="12:10"),
            ],
            [sleep(7), meal("burrito bowl with rice", 40, 750, at="19:00")],
            rest(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["keto"]),
            BundleLacks("meal_lens", ["keto"]),
        ],
    ),
    Scenario(
        "v_bot_april_marathon_wrong_client",
        "bot_claims",
        display_name="Connor",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("Only 20 weeks until your April marathon!", at="08:00"),
                user("which marathon 😂 wrong client mate", at="08:15"),
            ],
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["marathon"]),
            BundleLacks("weekly_review", ["marathon"]),
        ],
    ),
    Scenario(
        "v_bot_left_knee_is_daves",
        "bot_claims",
        display_name="Julie",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("How's the left knee today?", at="08:00"),
                user("not me, that's Dave's knee. I'm fine", at="08:30"),
            ],
            train("lower A"),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["knee"], [list(LEFT), ["pain", "sore", "injur"]]),
        ],
    ),
    Scenario(
        "v_bot_morning_person",
        "bot_claims",
        display_name="Ollie",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("As a morning person and a big fan of HIIT, you'll love tomorrow's session.", at="08:00"),
                user("k", at="11:45"),
            ],
            train(),
        ],
        expect=[
            PageLacks(("profile.md", "preferences.md", "coaching-playbook.md"), ["morning person"]),
            PageLacks(("preferences.md", "coaching-playbook.md"), ["hiit"]),
        ],
    ),
    # --- several things across a chatty week ------------------------------------------------------------
    Scenario(
        "v_mixed_chatty_week",
        "mixed",
        display_name="Geordie",
        timezone="Europe/London",
        days=[
            said("telly's rubbish tonight, nowt on", start="21:00"),
            said("started at the new place, I'm on 7 till 3 now"),
            said("left shin a bit sore on the walk home, like 3/10", start="16:00"),
            said("gorgeous out, went for a wander on the quayside"),
            said("wanna do the Great North Run next September, put me down for it"),
        ],
        expect=[
            Profile([], [["7 till 3", "7 3", "7am", "7 am", "07:00", "7:00", "15:00", "3pm"]]),
            Entry("shin", any_of=LEFT),
            Safety("shin"),
            Goal([], [["great north", "half marathon"]]),
            Goal([], [["great north", "half marathon"], ["sep", "2027-09"]]),
        ],
    ),
    Scenario(
        "v_mixed_teething_wrist",
        "mixed",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            rest(5),
            said(
                "sorry for going quiet, the baby's teething so I'm running on fumes, and the left "
                "wrist is at me "
                "from lifting her",
                hours=4.5,
            ),
            rest(5),
        ],
        expect=[
            Profile(["baby"]),
            Entry("wrist", any_of=LEFT),
            Safety("wrist"),
            BundleContains("session_mode", ["wrist"]),
        ],
    ),
    Scenario(
        "v_mixed_sarcasm_burpees_hip",
        "mixed",
        display_name="Zoe",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                session("conditioning"),
                user("oh yeah LOVED the burpees, best day of my life", at="18:40"),
            ],
            said("genuinely tho my right hip's been pinching on the burpees, 5/10", start="09:00"),
            rest(),
        ],
        expect=[
            PageLacks("preferences.md", ["burpee"], ["enjoys", "likes", "loves", "favourite", "favorite"]),
            Entry("hip", any_of=RIGHT),
            Entry("hip", words=["5/10"]),
            Safety("hip"),
        ],
    ),
    Scenario(
        "v_mixed_terse_answers",
        "mixed",
        display_name="Ryan",
        timezone="Europe/London",
        days=[
            train("lower A"),
            [
                sleep(7),
                bot("Any pain from yesterday's session?", at="08:00"),
                user("calf", at="08:20"),
                bot("Which side, and how bad out of 10?", at="08:21"),
                user("right. 6", at="08:40"),
            ],
            rest(),
        ],
        expect=[
            Entry("calf", any_of=RIGHT),
            Entry("calf", any_of=["6/10", "6 out of"]),
            Safety("calf"),
        ],
    ),
    Scenario(
        "v_mixed_diet_and_schedule_buried",
        "mixed",
        display_name="Aisha",
        timezone="Europe/London",
        days=[
            said("the tube was rammed again, I swear"),
            said("halal only for me btw so the chicken meal prep needs to come from the right place"),
            said("and Fridays I'm at the mosque at lunchtime so not then"),
            rest(),
        ],
        expect=[
            Diet(["halal"]),
            Profile(["friday"]),
            BundleContains("meal_lens", ["halal"]),
        ],
    ),
    # --- alerts a coach can act on ----------------------------------------------------------------------
    Scenario(
        "v_alert_knee_moaning_again",
        "alerts",
        display_name="Pauline",
        timezone="Europe/London",
        days=[
            said("knee moaning on the stairs again, the right one"),
            said("lovely roast at my mother's"),
            said("knee moaning on the stairs, same as before"),
            said("new series of Traitors is brilliant"),
            said("knee still moaning on the stairs, 4/10"),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", words=["{d0}"]),
            Entry("knee", any_of=["3 reports", "3 times", "3×", "×3", "x3"]),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        "v_alert_back_escalates",
        "alerts",
        display_name="Wayne",
        timezone="Europe/London",
        days=[
            said("back a bit tight, nothing major"),
            train("upper A"),
            rest(),
            said(
                "back went when I picked up the washing basket. can barely stand straight, 8/10",
                start="18:00",
            ),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Safety("back", any_of=["8/10", "barely"]),
            Entry("back", words=["8/10"]),
        ],
    ),
    Scenario(
        "v_alert_wrist_and_ankle",
        "alerts",
        display_name="Lena",
        timezone="Europe/Berlin",
        days=[
            said("right wrist sore after the push ups, 3/10"),
            said("rolled my left ankle on a kerb, typical. 5/10"),
            said("wrist still sore"),
            said("ankle swollen today"),
        ],
        expect=[
            AlertCount("safety", 1, "wrist"),
            AlertCount("safety", 1, "ankle"),
            Entry("ankle", any_of=LEFT),
            Entry("wrist", any_of=RIGHT),
        ],
    ),
    Scenario(
        "v_alert_buddys_ankle_my_elbow",
        "alerts",
        display_name="Kofi",
        timezone="Africa/Accra",
        days=[
            said("my running buddy sprained her ankle at parkrun, poor thing"),
            said("my own elbow is sore since the tennis on Sunday, 4/10 on the backhand"),
            rest(),
        ],
        expect=[
            NoAlert("safety", "ankle"),
            NoEntry("ankle"),
            AlertCount("safety", 1, "elbow"),
            Entry("elbow"),
        ],
    ),
    Scenario(
        "v_alert_checkin_then_chat_shoulder",
        "alerts",
        display_name="Marisol",
        timezone="America/Mexico_City",
        days=[
            [sleep(7), soreness("left shoulder", 3, "after overhead press")],
            rest(),
            said("shoulder still grumpy when I reach for the top shelf"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            Entry("shoulder", any_of=LEFT),
            Entry("shoulder", words=["{d0}"]),
        ],
    ),
]
