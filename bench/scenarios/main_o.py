"""A fifteenth batch of understanding scenarios, written without the system's vocabulary.

Theme: what a bot developer needs from the context bundles. Things a client said over days (pains with
side and level, goals with dates, schedule limits, diet and allergies, equipment, life events, message
style) must reach the bundles a bot reads: `free_chat` queries asked the way a bot developer or an
end-user would ask them, in words different from the client's, and `morning_brief` / `session_mode`
showing current cautions before a training day. Negatives: a bot's guess the client denied, another
person's pain, and a pain she said is fully gone must not be presented as hers or as current injuries.
Every scenario checks a page and a bundle. Names are prefixed `o_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    JUNE_NEXT,
    LEFT,
    MARCH_NEXT,
    RIGHT,
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
    injury,
    meal,
    session,
    sleep,
    soreness,
    user,
)

JOINTS_Q = "anything I should know about her joints?"
JOINTS_Q_HE = "anything I should know about his joints before I program him?"
CANT_EAT_HE = "what can't he eat"
CANT_EAT_SHE = "what can't she eat?"
FREE_SHE = "when is she free"
TRAINING_FOR_HE = "what is he training for"
TRAINING_FOR_SHE = "what is she training for?"
REPLIES_SHE = "how does she like replies"
INJURIES_Q = "does she have any injuries I need to work around?"
PAIN_WORDS = ("pain", "sore", "hurt", "injur", "ache", "strain")
LEVEL_INJURY = ("[injury]",)
SEPT_NEXT = ("september", "2027-09", "sept")
JAN_NEXT = ("january", "2027-01", "jan")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def run_day(name: str = "easy run", km: int = 6) -> list:
    return [sleep(7.3), session(name, sets=(("run", km, 0.0),), rpe=6, minutes=40)]


SCENARIOS: list[Scenario] = [
    # --- pains a bot must see before a training day -----------------------------------------------------
    Scenario(
        "o_joints_knee_downhill",
        "pain",
        display_name="Folake",
        timezone="Africa/Lagos",
        days=[
            run_day("hill run", 9),
            said("Coming down the hills my left knee was aching, I'd put it at 4 out of 10", at="19:30"),
            rest(),
            run_day(),
        ],
        expect=[
            Entry("knee", "left", any_of=["4/10", "4 out of 10"]),
            BundleContains("free_chat", ["knee"], query=JOINTS_Q),
            BundleContains("session_mode", ["knee"], LEFT),
            BundleContains("morning_brief", ["knee"]),
        ],
    ),
    Scenario(
        "o_hamstring_back_of_thigh",
        "pain",
        display_name="Ingrid",
        timezone="Europe/Oslo",
        days=[
            [sleep(7.5), session("sprints", sets=(("sprint 60m", 6, 0.0),), rpe=9, minutes=35)],
            said("felt something pull at the back of my right thigh on the last sprint. walking is ok, 5/10"),
            rest(),
            train("lower A"),
        ],
        expect=[
            PageContains(CONSTRAINTS, ["right"], [["hamstring", "thigh"], ENTRY_LEVELS]),
            PageContains(CONSTRAINTS, [], [["hamstring", "thigh"], ["5/10", "sprint"]]),
            BundleContains("session_mode", [], [["hamstring", "thigh"], RIGHT]),
            BundleContains("morning_brief", [], [["hamstring", "thigh"]]),
        ],
    ),
    Scenario(
        "o_ankle_curb_swollen",
        "pain",
        display_name="Mateus",
        timezone="America/Sao_Paulo",
        days=[
            rest(),
            said("rolled my right ankle stepping off a curb last night, it's swollen, 6/10 walking"),
            rest(),
            rest(),
        ],
        expect=[
            Entry("ankle", "right", ["6/10"]),
            Safety("ankle"),
            BundleContains("session_mode", ["ankle"], RIGHT),
            BundleContains("free_chat", ["ankle"], query="is he hurt anywhere right now?"),
        ],
    ),
    Scenario(
        "o_neck_terse_accountant",
        "pain",
        display_name="Wei",
        timezone="Asia/Shanghai",
        days=[
            train("upper A"),
            said("neck stiff. 4/10. desk all day.", at="21:50"),
            train("lower A"),
        ],
        expect=[
            Entry("neck", words=["4/10"]),
            BundleContains("morning_brief", ["neck"]),
            BundleContains("session_mode", ["neck"]),
        ],
    ),
    Scenario(
        "o_wrist_typing_developer",
        "pain",
        display_name="Arjun",
        timezone="Asia/Kolkata",
        days=[
            train("upper B"),
            said(
                "right wrist tingles after a long day of coding and push-ups make it worse, maybe 3/10",
                at="22:10",
            ),
            rest(),
        ],
        expect=[
            Entry("wrist", "right"),
            PageLacks(CONSTRAINTS, ["wrist"], LEFT),
            BundleContains("free_chat", ["wrist"], query="anything to watch out for with his hands?"),
            BundleContains("session_mode", ["wrist"]),
        ],
    ),
    Scenario(
        "o_dislocated_shoulder_reported",
        "pain",
        display_name="Chloé",
        timezone="Europe/Zurich",
        days=[
            [sleep(7), injury("left shoulder", "dislocated it skiing three weeks ago, out of the sling now")],
            rest(),
            train("lower only"),
        ],
        expect=[
            Entry("shoulder", "left"),
            BundleContains("session_mode", ["shoulder"], LEFT),
            BundleContains("free_chat", ["shoulder"], query=INJURIES_Q),
        ],
    ),
    Scenario(
        "o_gout_big_toe",
        "pain",
        display_name="Desmond",
        timezone="Europe/Dublin",
        days=[
            rest(),
            said(
                "Morning. Gout's flared up again in the big toe on my left foot, so no walking "
                "hills this week I'm afraid. I'm 67, these things happen.",
                at="09:15",
            ),
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [["toe", "gout"], ENTRY_LEVELS]),
            Profile(["67"]),
            BundleContains("session_mode", [], [["toe", "gout"]]),
            BundleContains("free_chat", [], [["toe", "gout"]], query=JOINTS_Q_HE),
        ],
    ),
    Scenario(
        "o_acl_history_no_deep_jumps",
        "pain",
        display_name="Sofía",
        timezone="America/Argentina/Buenos_Aires",
        days=[
            said(
                "Por cierto — I had my right ACL reconstructed in 2019. It's fine now, but I avoid "
                "deep jumps and landing on that leg alone."
            ),
            train(),
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [["acl", "knee"], RIGHT]),
            BundleContains("free_chat", [], [["acl", "knee"]], query=JOINTS_Q),
            BundleContains("session_mode", [], [["jump", "acl", "knee"]]),
        ],
    ),
    Scenario(
        "o_hip_flares_elbow_settled",
        "mixed",
        display_name="Bogdan",
        timezone="Europe/Bucharest",
        days=[
            train("upper A"),
            rest(),
            said("elbow has settled completely, but the left hip is flaring up, 5/10 getting out of the car"),
            rest(),
        ],
        expect=[
            Entry("hip", "left", ["5/10"]),
            NoEntry("elbow"),
            BundleContains("session_mode", ["hip"], LEFT),
            BundleLacks("session_mode", ["elbow"], ENTRY_LEVELS),
        ],
    ),
    Scenario(
        "o_calf_checkin_before_long_run",
        "pain",
        display_name="Hana",
        timezone="Europe/Prague",
        days=[
            [sleep(7), soreness("left calf", 5, "tight and sore after speedwork")],
            rest(),
            run_day("long run", 14),
        ],
        expect=[
            Entry("calf", "left"),
            BundleContains("morning_brief", ["calf"]),
            BundleContains("session_mode", ["calf"], LEFT),
        ],
    ),
    # --- fully gone: not a current injury ------------------------------------------------------------------
    Scenario(
        "o_shins_gone",
        "negation",
        display_name="Tunde",
        timezone="Africa/Lagos",
        days=[
            said("shins are a little sore after the box jumps, 3/10 maybe", at="19:00"),
            rest(),
            rest(),
            said("shin thing is completely gone, ran 10k yesterday without feeling a thing"),
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, ["shin"], ["gone", "pain free", "resolved", "no pain", "better"]),
            PageLacks(CONSTRAINTS, ["shin"], LEVEL_INJURY),
            BundleLacks("session_mode", ["shin"], LEVEL_INJURY),
        ],
    ),
    Scenario(
        "o_back_soreness_cleared",
        "negation",
        display_name="Maren",
        timezone="Europe/Copenhagen",
        days=[
            [sleep(7), soreness("lower back", 2, "stiff after gardening")],
            rest(),
            said("back's 100% again, no stiffness at all since yesterday"),
            rest(),
        ],
        expect=[
            PageContains(
                CONSTRAINTS, ["back"], ["100%", "no stiffness", "resolved", "gone", "better", "fine"]
            ),
            PageLacks(CONSTRAINTS, ["back"], LEVEL_INJURY),
            BundleLacks("session_mode", ["back"], LEVEL_INJURY),
        ],
    ),
    # --- another person's pain -----------------------------------------------------------------------------
    Scenario(
        "o_husband_threw_back_out",
        "negation",
        display_name="Leilani",
        timezone="Pacific/Honolulu",
        days=[
            train(),
            said("my husband threw his back out moving the couch so I'm on full kid duty this week lol"),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["back"], PAIN_WORDS),
            BundleLacks("free_chat", ["back"], ["threw", *PAIN_WORDS], query=INJURIES_Q),
        ],
    ),
    Scenario(
        "o_partner_torn_acl",
        "negation",
        display_name="Dmitri",
        timezone="Europe/Riga",
        days=[
            train("lower A"),
            said(
                "Training partner tore his ACL at football. So I'm solo from now on, need a program for one"
            ),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            BundleLacks("session_mode", [], [["acl", "knee"]]),
        ],
    ),
    Scenario(
        "o_daughter_sprained_ankle",
        "negation",
        display_name="Patricia",
        timezone="America/Toronto",
        days=[
            train(),
            said(
                "ugh, my daughter sprained her ankle at soccer so I'll be her taxi all week. "
                "might have to move Thursday's workout"
            ),
            rest(),
        ],
        expect=[
            NoEntry("ankle"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["ankle"]),
            BundleLacks("free_chat", ["ankle"], (*PAIN_WORDS, "sprain"), query=INJURIES_Q),
        ],
    ),
    Scenario(
        "o_coworker_plantar",
        "negation",
        display_name="Rahul",
        timezone="Asia/Dubai",
        days=[
            run_day(),
            said(
                "guy at work has plantar fasciitis and swears by rolling a golf ball under his foot. "
                "worth doing?"
            ),
            rest(),
        ],
        expect=[
            NoEntry("foot"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["plantar"]),
        ],
    ),
    # --- the bot's guesses the client denied ----------------------------------------------------------------
    Scenario(
        "o_bot_guess_shoulder_denied",
        "bot_claims",
        display_name="Yuki",
        timezone="Asia/Tokyo",
        days=[
            train("upper A"),
            [
                sleep(7),
                bot("Is your shoulder still bothering you from last week's presses?"),
                user("what? my shoulder has never hurt. you're mixing me up with someone", at="08:04"),
            ],
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["shoulder"], (*PAIN_WORDS, "bother")),
            BundleLacks(
                "free_chat", ["shoulder"], (*PAIN_WORDS, "bother"), query="any injuries on file for her?"
            ),
        ],
    ),
    Scenario(
        "o_bot_guess_knee_denied_chatty",
        "bot_claims",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            train("lower A"),
            [
                sleep(6.8),
                bot("Sounds like your knee might have acted up again yesterday?"),
                user(
                    "Goodness no, the knee is perfectly fine! I was only grumpy because of the rain "
                    "and the bus being late, nothing to do with my legs.",
                    at="08:20",
                ),
            ],
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["knee"], (*PAIN_WORDS, "acted up")),
            BundleLacks("morning_brief", ["knee"], PAIN_WORDS),
        ],
    ),
    Scenario(
        "o_bot_guess_diabetic_denied",
        "bot_claims",
        display_name="Kwame",
        timezone="Africa/Accra",
        days=[
            [
                sleep(7),
                bot("As a diabetic you'll want to keep an eye on carbs around training."),
                user("I'm not diabetic. never have been. where did that come from", at="08:03"),
            ],
            [sleep(7), meal("jollof rice and grilled chicken", 40, 750, at="19:00")],
            rest(),
        ],
        expect=[
            NoEntry("diabet"),
            BundleLacks("meal_lens", ["diabet"]),
            BundleLacks("free_chat", ["diabet"], query="any medical conditions I should know about him?"),
        ],
    ),
    Scenario(
        "o_bot_guess_goal_denied",
        "bot_claims",
        display_name="Aisha",
        timezone="Africa/Nairobi",
        days=[
            [
                sleep(7),
                bot("Great — so we're building toward that marathon you mentioned!"),
                user(
                    "I never said marathon. I want to climb Kilimanjaro in August, that's the goal",
                    at="08:06",
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Goal(["kilimanjaro"], ["august", "2027-08"]),
            PageLacks("goals.md", ["marathon"]),
            BundleContains("free_chat", ["kilimanjaro"], query=TRAINING_FOR_SHE),
            BundleLacks("free_chat", ["marathon"], query=TRAINING_FOR_SHE),
        ],
    ),
    Scenario(
        "o_bot_guess_rower_denied",
        "bot_claims",
        display_name="Pieter",
        timezone="Europe/Amsterdam",
        days=[
            [
                sleep(7),
                bot("Since you've got a rowing machine at home, let's add 10 minutes of rowing."),
                user("no rower here mate. resistance bands and a step, that's all", at="08:02"),
            ],
            train("home circuit"),
            rest(),
        ],
        expect=[
            PageContains("*", ["band"]),
            BundleContains("free_chat", ["band"], query="what equipment does he have at home?"),
            BundleLacks(
                "session_mode", [], [["rowing machine", "rower"], ["has", "have", "available", "own"]]
            ),
        ],
    ),
    # --- goals with dates ------------------------------------------------------------------------------
    Scenario(
        "o_berlin_marathon_sub4",
        "goals",
        display_name="Carlos",
        timezone="America/Mexico_City",
        days=[
            said("Ok so the big one: Berlin marathon next September and I want to finish under 4 hours"),
            run_day(),
            rest(),
        ],
        expect=[
            Goal(["marathon"], SEPT_NEXT),
            Goal(["marathon"], ["4 hours", "4:00", "sub 4", "under 4", "4h"]),
            BundleContains("free_chat", ["marathon"], query=TRAINING_FOR_HE),
        ],
    ),
    Scenario(
        "o_meet_deadlift_march",
        "goals",
        display_name="Brianna",
        timezone="America/Denver",
        days=[
            train("lower A"),
            said(
                "signed up for my first powerlifting meet!! March 6th. "
                "I want a 120 kg deadlift on the platform"
            ),
            rest(),
        ],
        expect=[
            Goal(["deadlift", "120"]),
            Goal([], [["meet", "deadlift"], MARCH_NEXT]),
            BundleContains("free_chat", ["120"], query="what's the big date she's working towards?"),
        ],
    ),
    Scenario(
        "o_army_test_pushups",
        "goals",
        display_name="Liam",
        timezone="Australia/Perth",
        days=[
            said("army fitness test is 15 jan. need 40 push ups in two minutes, can do 28 now"),
            train("upper A"),
            rest(),
        ],
        expect=[
            Goal(["40"], [["push up", "pushup"]]),
            Goal([], [["test", "push up", "pushup"], JAN_NEXT]),
            BundleContains(
                "free_chat", [], [["army", "fitness test", "push up", "pushup"]], query=TRAINING_FOR_HE
            ),
        ],
    ),
    Scenario(
        "o_wedding_strong_dress",
        "goals",
        display_name="Nadia",
        timezone="Europe/Sofia",
        days=[
            train(),
            said(
                "Wedding is on the 12th of June 🙈 "
                "I want to feel strong and confident in my dress, not skinny"
            ),
            rest(),
        ],
        expect=[
            Goal(["wedding"], JUNE_NEXT),
            Goal([], [["strong", "confident"]]),
            BundleContains("free_chat", ["wedding"], query="is she working towards any event?"),
        ],
    ),
    Scenario(
        "o_kilo_goal_chatty_grandma",
        "goals",
        display_name="Rosalind",
        timezone="America/Los_Angeles",
        days=[
            said(
                "Hello dear. At 71 my goal is simple: I want to lift my grandson (he's 14 kg!) without "
                "my back complaining, and get up off the floor without holding onto furniture."
            ),
            train("gentle strength"),
            rest(),
        ],
        expect=[
            Goal([], [["grandson", "14 kg"]]),
            Goal(["floor"]),
            Profile(["71"]),
            BundleContains("free_chat", [], [["grandson", "floor"]], query="what does she want out of this?"),
        ],
    ),
    # --- schedule limits ------------------------------------------------------------------------------
    Scenario(
        "o_night_nurse_days",
        "schedule",
        display_name="Grace",
        timezone="America/Chicago",
        days=[
            said(
                "I work nights Tuesday to Thursday so Monday, Friday and Saturday are my only gym days",
                at="17:00",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["night"]]),
            Profile([], [["monday", "friday", "saturday"]]),
            BundleContains("free_chat", [], [["friday", "saturday", "monday"]], query=FREE_SHE),
        ],
    ),
    Scenario(
        "o_lunch_window_weekdays",
        "schedule",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            said("Only window I have is lunch, 12:30 to 13:15, weekdays. Weekends are for family."),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["12:30", "lunch"]]),
            BundleContains("free_chat", [], [["12:30", "lunch"]], query="what time slots work for him?"),
            BundleContains("morning_brief", [], [["12:30", "lunch"]]),
        ],
    ),
    Scenario(
        "o_oil_rig_rotation",
        "schedule",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            said(
                "I'm offshore on a rig, two weeks on two weeks off. "
                "Rig gym is basic, dumbbells to 25 and a bike"
            ),
            train("rig circuit"),
            rest(),
        ],
        expect=[
            Profile([], [["rig", "offshore"]]),
            PageContains("*", [], [["dumbbell"], ["25"]]),
            BundleContains(
                "free_chat", [], [["rig", "offshore", "two weeks", "2 weeks"]], query="when can he train?"
            ),
        ],
    ),
    Scenario(
        "o_custody_short_sessions",
        "schedule",
        display_name="Marcus",
        timezone="America/New_York",
        days=[
            said("I have the kids every other week. Those weeks I get 20 minutes max, tops."),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["20 min", "20 minute", "20min"]]),
            BundleContains(
                "free_chat", [], [["20 min", "20 minute", "20min"]], query="how long can his sessions be?"
            ),
        ],
    ),
    Scenario(
        "o_ramadan_after_iftar",
        "schedule",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[
            said(
                "Ramadan starts soon insha'Allah. I'll fast sunrise to sunset, so I'll train after iftar only"
            ),
            train(),
            rest(),
        ],
        expect=[
            PageContains(
                ("profile.md", "nutrition-patterns.md", "preferences.md"), [], [["ramadan", "iftar", "fast"]]
            ),
            BundleContains(
                "free_chat",
                [],
                [["iftar", "sunset", "ramadan"]],
                query="when should I schedule his sessions?",
            ),
            BundleContains("meal_lens", [], [["ramadan", "fast", "iftar"]]),
        ],
    ),
    # --- diet and allergies -----------------------------------------------------------------------------
    Scenario(
        "o_peanut_epipen",
        "diet",
        display_name="Hiroshi",
        timezone="Asia/Tokyo",
        days=[
            said("important: peanuts. I carry an EpiPen. anything with peanut is a hard no"),
            [sleep(7), meal("chicken teriyaki bowl", 45, 700, at="12:30")],
            rest(),
        ],
        expect=[
            Diet(["peanut"]),
            BundleContains("free_chat", ["peanut"], query=CANT_EAT_HE),
            BundleContains("meal_lens", ["peanut"]),
        ],
    ),
    Scenario(
        "o_lactose_terse",
        "diet",
        display_name="Emeka",
        timezone="Europe/London",
        days=[
            said("lactose intolerant. oat milk only"),
            [sleep(7), meal("porridge with oat milk and banana", 12, 420, at="07:30")],
            rest(),
        ],
        expect=[
            Diet(["lactose"]),
            BundleContains("free_chat", ["lactose"], query="any foods to avoid for him?"),
            BundleContains("meal_lens", ["lactose"]),
        ],
    ),
    Scenario(
        "o_coeliac_crumb",
        "diet",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            said(
                "I'm coeliac so it's no gluten, not even a crumb, cross-contamination makes me ill for days"
            ),
            [sleep(7), meal("rice, salmon and greens", 38, 620, at="19:00")],
            rest(),
        ],
        expect=[
            Diet([], [["gluten", "coeliac", "celiac"]]),
            BundleContains("free_chat", [], [["gluten", "coeliac", "celiac"]], query=CANT_EAT_SHE),
            BundleContains("meal_lens", [], [["gluten", "coeliac", "celiac"]]),
        ],
    ),
    Scenario(
        "o_shellfish_and_mushrooms",
        "diet",
        display_name="Giorgos",
        timezone="Europe/Athens",
        days=[
            said(
                "Allergic to shellfish — proper allergy. "
                "And I hate mushrooms, but that's just taste, not medical"
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["shellfish"]),
            Diet(["mushroom"]),
            BundleContains("free_chat", ["shellfish"], query=CANT_EAT_HE),
        ],
    ),
    Scenario(
        "o_vegan_chatty",
        "diet",
        display_name="Lotte",
        timezone="Europe/Berlin",
        days=[
            said(
                "so funny story, I went vegan about two years ago after a documentary and never looked back, "
                "my partner still eats meat though so dinners are a negotiation haha"
            ),
            [sleep(7), meal("tofu stir fry with rice", 30, 650, at="19:30")],
            rest(),
        ],
        expect=[
            Diet(["vegan"]),
            BundleContains("free_chat", ["vegan"], query="what does she eat?"),
            BundleContains("meal_lens", ["vegan"]),
        ],
    ),
    # --- equipment ------------------------------------------------------------------------------------
    Scenario(
        "o_kettlebells_and_bar",
        "equipment",
        display_name="Anders",
        timezone="Europe/Stockholm",
        days=[
            said("all I've got at home is a pair of 12 kg kettlebells and a pull-up bar in the doorway"),
            train("home A"),
            rest(),
        ],
        expect=[
            PageContains("*", ["kettlebell"], [["12 kg", "12kg"]]),
            BundleContains("free_chat", ["kettlebell"], query="what kit does he have?"),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    Scenario(
        "o_gym_no_rack",
        "equipment",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[
            said("my condo gym has no squat rack, only a smith machine and dumbbells up to 30"),
            train(),
            rest(),
        ],
        expect=[
            PageContains("*", [], [["smith"]]),
            BundleContains("free_chat", [], [["smith", "rack"]], query="what's available at her gym?"),
            BundleContains("session_mode", [], [["smith", "rack"]]),
        ],
    ),
    # --- life events and health -------------------------------------------------------------------------
    Scenario(
        "o_moving_house",
        "life",
        display_name="Bea",
        timezone="Europe/Lisbon",
        days=[
            said("we're moving house on the 14th, boxes everywhere, the whole week will be chaos"),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["moving", "move"]]),
            BundleContains(
                "free_chat", [], [["moving", "move"]], query="anything going on in her life this month?"
            ),
        ],
    ),
    Scenario(
        "o_pregnant_cleared",
        "life",
        display_name="Amara",
        timezone="Africa/Johannesburg",
        days=[
            said(
                "I'm 20 weeks pregnant and my doctor cleared me for moderate exercise, "
                "no lying flat on my back"
            ),
            train("prenatal strength"),
            rest(),
        ],
        expect=[
            Profile(["pregnan"]),
            BundleContains("session_mode", ["pregnan"]),
            BundleContains("free_chat", ["pregnan"], query="anything medical I should keep in mind for her?"),
        ],
    ),
    Scenario(
        "o_asthma_inhaler",
        "life",
        display_name="Owen",
        timezone="Europe/London",
        days=[
            said("forgot to mention, I've got exercise-induced asthma. inhaler before runs"),
            run_day(),
            rest(),
        ],
        expect=[
            PageContains("*", ["asthma"]),
            BundleContains("session_mode", ["asthma"]),
            BundleContains("free_chat", ["asthma"], query="any medical stuff I should know?"),
        ],
    ),
    Scenario(
        "o_menopause_sleep",
        "life",
        display_name="Carmen",
        timezone="Europe/Madrid",
        days=[
            [sleep(5.1), user("52 and menopause is wrecking my sleep, hot flushes at 3am every night")],
            [sleep(5.4)],
            train(hours=5.6),
        ],
        expect=[
            Profile(["menopause"]),
            BundleContains(
                "free_chat", [], [["menopause", "hot flush"]], query="anything affecting her recovery?"
            ),
            BundleContains("morning_brief", [], [["menopause", "hot flush"]]),
        ],
    ),
    # --- message style --------------------------------------------------------------------------------
    Scenario(
        "o_bullets_no_essays",
        "style",
        display_name="Ravi",
        timezone="Asia/Kolkata",
        days=[
            said("bullet points please. no essays, I skim everything"),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["bullet"]]),
            BundleContains(
                "free_chat", [], [["bullet", "short", "brief"]], query="how does he like replies?"
            ),
            BundleContains("morning_brief", [], [["bullet"]]),
        ],
    ),
    Scenario(
        "o_simple_english",
        "style",
        display_name="Thanh",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            said(
                "Please write to me in simple English. It is my third language, long words I must translate"
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs(["simple"]),
            BundleContains("free_chat", ["simple"], query=REPLIES_SHE),
            BundleContains("morning_brief", ["simple"]),
        ],
    ),
    Scenario(
        "o_no_pep_talk",
        "style",
        display_name="Gunnar",
        timezone="Atlantic/Reykjavik",
        days=[
            [
                sleep(7),
                bot("You're crushing it, champ! Keep that fire burning! 🔥"),
                user("skip the pep talk. numbers only.", at="08:03"),
            ],
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["pep", "number", "hype", "motivational"]]),
            BundleContains("free_chat", [], [["pep", "number", "hype"]], query="how should I talk to him?"),
        ],
    ),
    Scenario(
        "o_not_before_eight",
        "style",
        display_name="Zoe",
        timezone="Australia/Melbourne",
        days=[
            said("pls don't message me before 8, I'm a night owl and it wakes me up", at="10:30"),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["8", "eight"], ["message", "before", "am"]]),
            BundleContains(
                "free_chat",
                [],
                [["8", "eight"], ["message", "before", "am"]],
                query="when is it ok to message her?",
            ),
        ],
    ),
    # --- several things over days, one bundle each --------------------------------------------------------
    Scenario(
        "o_runner_week_everything",
        "mixed",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            said("Goal: Mumbai half marathon in January, under 2 hours"),
            run_day(),
            said("I don't eat eggs or meat, vegetarian from birth", at="13:00"),
            said("right calf is sore after yesterday's tempo, 4/10", at="20:00"),
            rest(),
        ],
        expect=[
            Goal(["half marathon"], JAN_NEXT),
            Diet(["vegetarian"]),
            Entry("calf", "right", ["4/10"]),
            BundleContains("free_chat", ["half marathon"], query=TRAINING_FOR_SHE),
            BundleContains("session_mode", ["calf"], RIGHT),
            BundleContains("meal_lens", ["vegetarian"]),
        ],
    ),
    Scenario(
        "o_builder_back_and_schedule",
        "mixed",
        display_name="Jake",
        timezone="Australia/Brisbane",
        days=[
            said("on site 6 till 3 mon to sat, so I train at 4 in the arvo", at="19:00"),
            train(),
            said("lower back's cooked from laying bricks, bout a 5, sharp when I bend", at="18:30"),
            rest(),
        ],
        expect=[
            Entry("back", any_of=["5/10", "sharp"]),
            Profile([], [["4 pm", "4pm", "16:00", "arvo", "afternoon"]]),
            BundleContains("session_mode", ["back"]),
            BundleContains(
                "free_chat", [], [["4 pm", "4pm", "16:00", "afternoon", "arvo"]], query="when is he free?"
            ),
        ],
    ),
    Scenario(
        "o_his_pain_not_hers_and_her_own",
        "mixed",
        display_name="Elena",
        timezone="Europe/Rome",
        days=[
            said("my brother has tennis elbow, he asked if I know any stretches. I'll ask you later for him"),
            train("upper A"),
            said("my own problem: left shoulder pinches at the top of lateral raises, 3/10", at="19:40"),
            rest(),
        ],
        expect=[
            Entry("shoulder", "left"),
            NoEntry("elbow"),
            BundleContains("session_mode", ["shoulder"], LEFT),
            BundleLacks("session_mode", ["elbow"]),
        ],
    ),
]
