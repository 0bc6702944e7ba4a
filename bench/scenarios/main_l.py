"""A batch of understanding scenarios (names prefixed `l_`): the same kinds of fact in many Englishes.

Written by a coach who has never seen how the system reads text, without its vocabulary. Each fact is
said the way a real client of one region or register would say it: British ("gutted", "me back's
gone"), Australian and New Zealand ("arvo", "crook knee", "munted"), American ("shot", "next fall"),
Irish ("grand", "not a bother on it"), Scottish ("gubbed", "nae bother"), South African ("just now",
"hey", "lekker"), Indian English ("paining from morning", "do the needful", "pure veg"), Jamaican and
Trinidadian, Gen-Z ("lowkey cooked fr", "no cap", "im DEAD 💀"), very formal elderly, corporate
("bandwidth", "EOD", "north star"), heavy typos and dyslexic spellings, voice dictation without
punctuation, capitals for emphasis, emoji for words, and sarcasm ("just FANTASTIC 🙃"). Pains,
denials, someone else's pain, healed old injuries, goals with dates and goals that change, schedules,
diets and allergies, equipment, life events, style wishes, questions asked again, bot claims the
client never confirmed, several facts in one message, and alerts that must fold or stay apart.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
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
    meal,
    session,
    skipped,
    sleep,
    soreness,
    user,
)

ASKED = ("ask", "question")
APRIL_NEXT = ("april", "apr", "2027-04")
MAY_NEXT = ("may", "2027-05")
DIET_PAGES = ("nutrition-patterns.md", "profile.md", "preferences.md")
# Ways a page may say a pain has gone (her idiom, or a coach's word for it).
RECOVERED = (
    "resolved",
    "better",
    "fine",
    "gone",
    "cleared",
    "right as rain",
    "no pain",
    "recovered",
    "healed",
    "settled",
    "eased",
)
# Ways a page may say "less cheerleading".
LESS_HYPE = (
    "cheer",
    "tone",
    "hype",
    "enthusias",
    "exclamation",
    "praise",
    "gush",
    "calm",
    "plain",
    "amazing",
)


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


SCENARIOS: list[Scenario] = [
    # --- pain, in many Englishes ---------------------------------------------------------------------
    Scenario(
        "l_pain_uk_cricked_neck_then_right_as_rain",
        "pain",
        display_name="Gemma",
        timezone="Europe/London",
        days=[
            said("Cricked me neck sleeping funny 🙄 gutted, can't turn me head to the left without wincing"),
            rest(),
            train(),
            [
                sleep(7.5),
                bot("How's the neck today?"),
                user("oh it's right as rain now, cheers for asking", at="08:02"),
            ],
        ],
        expect=[
            PageContains(CONSTRAINTS, ["neck", "{d0}"]),
            PageContains(
                CONSTRAINTS,
                ["neck"],
                [RECOVERED],
            ),
        ],
        note="British idiom: a cricked neck reported, then 'right as rain' (recovered, not a right side)",
    ),
    Scenario(
        "l_pain_au_crook_knee_footy",
        "pain",
        display_name="Bazza",
        timezone="Australia/Brisbane",
        days=[
            train(),
            said(
                "Knee's gone a bit crook since footy Sat arvo, the left one. Sore going down stairs, "
                "maybe 5 outta 10"
            ),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=LEFT),
            Safety("knee"),
            BundleContains("session_mode", ["knee"]),
        ],
        note="Australian 'crook' = sore/unwell; side given after the area",
    ),
    Scenario(
        "l_pain_genz_hip_cooked",
        "pain",
        display_name="Jayden",
        timezone="America/Los_Angeles",
        days=[
            train("lower A"),
            said(
                "lowkey my hip is cooked fr 💀 the right one. it like clicks n hurts every time i do "
                "lunges no cap",
                at="21:30",
            ),
            rest(),
        ],
        expect=[
            Entry("hip", any_of=RIGHT),
            Safety("hip"),
            BundleContains("form_check", ["hip"]),
        ],
        note="Gen-Z slang: 'cooked', 'lowkey', 'no cap' around a real right-hip pain",
    ),
    Scenario(
        "l_pain_typos_nee_sour",
        "pain",
        display_name="Shaz",
        timezone="Europe/London",
        days=[
            train(),
            said("my nee is reely sour wen i go down the stares, the left won. started on wensday"),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=LEFT),
            Safety("knee"),
        ],
        note="heavy misspelling: 'nee' = knee, 'sour' = sore, 'left won' = left one",
    ),
    Scenario(
        "l_pain_us_sarcasm_back_shot",
        "pain",
        display_name="Mike",
        timezone="America/Chicago",
        days=[
            train(),
            said(
                "oh my lower back is just FANTASTIC today 🙃 spent saturday hauling my buddy's couch up "
                "three flights and now it's shot. 10/10 would not recommend"
            ),
            rest(),
        ],
        expect=[
            Entry("back"),
            Safety("back"),
            QuotesWhole(CONSTRAINTS),
        ],
        note="sarcasm ('FANTASTIC 🙃') and American 'shot' mean pain; '10/10 would not recommend' is a joke",
    ),
    Scenario(
        "l_pain_formal_elderly_hip",
        "pain",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            said(
                "Good morning. I regret to say that my left hip has been troubling me since Tuesday last. "
                "It is not severe, but it does make the stairs rather tiresome, and I should prefer not "
                "to aggravate it."
            ),
            rest(),
            rest(),
        ],
        expect=[
            Entry("hip", any_of=LEFT),
            Safety("hip"),
            BundleContains("morning_brief", ["hip"]),
        ],
        note="very formal understatement ('troubling me', 'rather tiresome') is still a pain report",
    ),
    # --- denials, someone else's pain, healed past ---------------------------------------------------
    Scenario(
        "l_neg_ie_knee_grand",
        "negation",
        display_name="Ciarán",
        timezone="Europe/Dublin",
        days=[
            train(),
            [
                sleep(7),
                bot("How's the knee after the hurling at the weekend?"),
                user("Ah it's grand, not a bother on it. No pain at all sure look", at="08:03"),
            ],
            rest(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
        note="Irish 'grand' / 'not a bother on it' answering a bot's question is a denial",
    ),
    Scenario(
        "l_neg_jm_mothers_knee",
        "negation",
        display_name="Andre",
        timezone="America/Jamaica",
        days=[
            said(
                "Mi madda knee dem a hurt her bad, she cyaan walk far at all. Me? Mi good man, nuttin nah "
                "hurt me, body feel irie"
            ),
            train(),
            rest(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
        note="Jamaican Patois: the mother's knees hurt, the client is fine",
    ),
    Scenario(
        "l_neg_sco_wrist_broken_as_a_wean",
        "negation",
        display_name="Morag",
        timezone="Europe/London",
        days=[
            said(
                "Broke ma wrist fallin aff a bike when ah wis wee, it's been braw for years, nae bother. "
                "Just want tae get stronger noo."
            ),
            train(),
            rest(),
        ],
        expect=[NoEntry("wrist"), NoAlert("safety")],
        note="Scots: a childhood fracture long healed is history, not a current injury",
    ),
    Scenario(
        "l_neg_genz_dead_laughing",
        "negation",
        display_name="Kayla",
        timezone="America/New_York",
        days=[
            [
                sleep(7),
                session("cardio"),
                user(
                    "im DEAD 💀💀 my bf literally fell off the treadmill next to me lmaooo. no injuries dw "
                    "we're both fine",
                    at="19:30",
                ),
            ],
            rest(),
        ],
        expect=[PageLacks(CONSTRAINTS, [], [ENTRY_LEVELS]), NoAlert("safety")],
        note="'im DEAD 💀' is laughter; the boyfriend fell, nobody is hurt",
    ),
    # --- goals with dates ------------------------------------------------------------------------------
    Scenario(
        "l_goal_uk_manchester_sub4",
        "goals",
        display_name="Rhys",
        timezone="Europe/London",
        days=[
            said(
                "Gutted — didn't get a London ballot place AGAIN 😩 So sod it, I've entered Manchester in "
                "April instead. Want to go under 4 hours this time."
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal([], [["manchester", "marathon"], APRIL_NEXT]),
            Goal([], [["under 4", "sub 4", "4 hour", "4:00", "4h", "4 hr"]]),
        ],
        note="British register; the race is implied (London ballot → Manchester marathon), date and target",
    ),
    Scenario(
        "l_goal_us_half_next_fall",
        "goals",
        display_name="Ashley",
        timezone="America/Denver",
        days=[
            said(
                "Ran my first 5K this fall and honestly loved it!! Next goal: a half marathon next fall. "
                "Maybe Denver's, maybe Philly, TBD 🤷‍♀️"
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal(["half"], [["fall", "autumn", "2027", "september", "october"]]),
            BundleContains("weekly_review", ["half"]),
        ],
        note="American 'next fall' said in November means autumn 2027",
    ),
    Scenario(
        "l_goal_in_reduce_8_kgs_for_marriage",
        "goals",
        display_name="Pooja",
        timezone="Asia/Kolkata",
        days=[
            said(
                "Good evening. My target is to reduce 8 kgs before my sister's marriage on 14th February. "
                "Kindly plan accordingly.",
                at="20:00",
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal([], [["8 kg", "8kgs", "8 kilo", "eight"]]),
            Goal([], [["feb", "2027-02"]]),
        ],
        note="Indian English 'reduce 8 kgs', date given by a family event",
    ),
    Scenario(
        "l_goal_corp_pivot_to_10k",
        "goals",
        display_name="Derek",
        timezone="America/New_York",
        days=[
            said("Q1 OKR for me: deadlift 100kg by end of March. Let's make it happen 🚀"),
            train(),
            train("lower A"),
            said(
                "Quick pivot — deprioritising the deadlift OKR. New north star: sub-50 10K by end of Q2. "
                "Aligning my training to that going forward."
            ),
            rest(),
        ],
        expect=[
            Goal(["10k"], [["sub 50", "under 50", "50 min", "50:00"]]),
            Goal(["10k"], [["q2", "june", "2027-06"]]),
            BundleContains("weekly_review", ["10k"]),
        ],
        note="corporate jargon; the goal changes on day 3 (deadlift dropped, 10K by end of Q2)",
    ),
    # --- schedules -----------------------------------------------------------------------------------
    Scenario(
        "l_sched_au_arvos_only",
        "schedule",
        display_name="Tash",
        timezone="Australia/Melbourne",
        days=[
            said(
                "Mornings are chaos with the school run so arvos only for me, round 4ish. Mon, Wed and Fri "
                "work best."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["arvo", "afternoon", "4pm", "4 pm", "16:00", "4ish"]]),
            Profile([], [["mon"], ["wed"], ["fri"]]),
            BundleContains("morning_brief", [], [["arvo", "afternoon", "4pm", "4 pm", "16:00", "4ish"]]),
        ],
        note="Australian 'arvo' = afternoon; training days listed",
    ),
    Scenario(
        "l_sched_za_just_now_parkrun",
        "schedule",
        display_name="Thabo",
        timezone="Africa/Johannesburg",
        days=[
            said(
                "Howzit coach. I'll do today's one just now after work hey. Normally it's Tuesday and "
                "Thursday evenings at the gym, and Saturday mornings is parkrun with the kids."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["tue"], ["thu"]]),
            Profile(["parkrun"]),
        ],
        note="South African 'just now' (later, not now); the usual week is Tue/Thu evenings + Sat parkrun",
    ),
    Scenario(
        "l_sched_voice_nights_no_punctuation",
        "schedule",
        display_name="Dani",
        timezone="Europe/London",
        days=[
            said(
                "im on nights this week and next so i can only really train around 2pm before my shift my "
                "days off are thursday and friday",
                at="13:00",
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile(["night"]),
            Profile([], [["2pm", "2 pm", "14:00"]]),
            Profile([], [["thu"], ["fri"]]),
        ],
        note="voice dictation, no punctuation: night shifts, 2pm window, days off run together",
    ),
    Scenario(
        "l_sched_corp_eod_bandwidth",
        "schedule",
        display_name="Brad",
        timezone="America/Chicago",
        days=[
            said(
                "Bandwidth is super limited this quarter. I can realistically do 30 min EOD Tues–Thurs, "
                "hard stop 7pm. Weekends I'm OOO with the family, so let's not schedule anything then."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["30 min", "30min", "30 minute"]]),
            Profile([], [["tue"], ["thu"]]),
            Profile(["weekend"]),
        ],
        note="corporate register: 'bandwidth', 'EOD', 'OOO' carry a time budget, days and no weekends",
    ),
    # --- diets ----------------------------------------------------------------------------------------
    Scenario(
        "l_diet_in_pure_veg_jain",
        "diet",
        display_name="Rakesh",
        timezone="Asia/Kolkata",
        days=[
            said(
                "Sir I am pure veg, no egg also. We follow Jain food at home so onion, garlic, potato are "
                "not taken."
            ),
            [sleep(7), meal("dal, roti, bhindi sabzi", 18, 550, at="13:30")],
            rest(),
        ],
        expect=[
            Diet(["veg"]),
            Diet(["egg"]),
            Diet([], [["onion", "garlic", "jain"]]),
            BundleContains("meal_lens", ["veg"]),
        ],
        note="Indian English 'pure veg, no egg also', Jain restrictions",
    ),
    Scenario(
        "l_diet_tt_no_pork_lactose",
        "diet",
        display_name="Keisha",
        timezone="America/Port_of_Spain",
        days=[
            said(
                "Doh send me no pork ting eh, I doh eat pork at all. And milk does mash up mih belly — "
                "lactose intolerant, so go easy with the dairy."
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["pork"]),
            Diet([], [["lactose", "dairy", "milk"]]),
            BundleContains("meal_lens", ["pork"]),
        ],
        note="Trinidadian English: no pork; lactose intolerance",
    ),
    Scenario(
        "l_diet_dyslexic_seliac",
        "diet",
        display_name="Liam",
        timezone="Europe/Dublin",
        days=[
            said("i have seliac diseese so i cant have glutten at all, and i dont like fish its discusting"),
            train(),
            rest(),
        ],
        expect=[
            Diet([], [["celiac", "coeliac", "seliac", "gluten", "glutten"]]),
            Diet(["fish"]),
        ],
        note="dyslexic spellings: 'seliac', 'glutten'; a dislike of fish",
    ),
    Scenario(
        "l_diet_uk_peanut_epipen",
        "diet",
        display_name="Fiona",
        timezone="Europe/London",
        days=[
            said(
                "Meant to say — I'm allergic to peanuts. Properly allergic, carry an EpiPen and everything. "
                "Other nuts are fine, funnily enough."
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["peanut"], [["allerg", "epipen", "epi pen", "anaphyla"]]),
            BundleContains("meal_lens", ["peanut"]),
        ],
        note="British aside: a serious peanut allergy",
    ),
    # --- equipment -------------------------------------------------------------------------------------
    Scenario(
        "l_equip_uk_garage_rack_rower",
        "equipment",
        display_name="Gaz",
        timezone="Europe/London",
        days=[
            said(
                "Sorted a squat rack and a barbell for the garage, plus a rower I nicked off me "
                "brother-in-law 😂 so I'm proper set up at home now."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["rack"]),
            Profile([], [["rower", "rowing"]]),
            Profile(["garage"]),
        ],
        note="British slang ('sorted', 'nicked', 'proper'): garage gym with rack and rower",
    ),
    Scenario(
        "l_equip_au_station_dumbbells_bands",
        "equipment",
        display_name="Mick",
        timezone="Australia/Perth",
        days=[
            said(
                "No gym within 200 k's out here on the station mate. Got a pair of 10 kg dumbbells and a "
                "heap of resistance bands, that's yer lot."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["dumbbell"]),
            Profile(["band"]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
        note="outback station: no gym, just dumbbells and bands ('that's yer lot')",
    ),
    Scenario(
        "l_equip_caps_one_kettlebell",
        "equipment",
        display_name="Bea",
        timezone="Europe/Berlin",
        days=[
            said(
                "I have ONE kettlebell. ONE. 12 kg. That's IT. No bench, no bar, NOTHING else, so please "
                "stop giving me barbell stuff 🙏"
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["kettlebell", "12 kg"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
        note="capitals for emphasis: a single 12 kg kettlebell and nothing else",
    ),
    Scenario(
        "l_equip_us_hotel_gyms",
        "equipment",
        display_name="Tyler",
        timezone="America/New_York",
        days=[
            said(
                "Heads up I'm on the road for work thru Thanksgiving, so hotel gyms only. Usually it's a "
                "treadmill and dumbbells up to like 50 lbs, sometimes a cable machine if I'm lucky."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["hotel"]),
            Profile([], [["treadmill", "dumbbell"]]),
        ],
        note="American: hotel gyms while travelling, pounds not kilograms",
    ),
    # --- life context ----------------------------------------------------------------------------------
    Scenario(
        "l_life_sco_offshore_rotation",
        "life",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            said(
                "Heads up, ah'm back offshore on the rigs fae Thursday. Two weeks on, two weeks aff. Wee "
                "gym on the platform but it's pure mingin."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["offshore", "rig", "platform"]]),
            Profile([], [["two weeks", "2 weeks", "2 on", "14 days", "fortnight", "2/2"]]),
            BundleContains("morning_brief", [], [["offshore", "rig", "platform"]]),
        ],
        note="Scots: offshore two-on/two-off rotation starting Thursday",
    ),
    Scenario(
        "l_life_ie_nan_passed",
        "life",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            train(),
            [
                sleep(5.5),
                user(
                    "Sorry for going quiet. My nan passed away on Thursday, the funeral's tomorrow. I won't "
                    "be up to much this week, to be honest."
                ),
                skipped("upper A", "family"),
            ],
            rest(6),
        ],
        expect=[
            Profile([], [["nan", "grandmother", "granny", "funeral", "bereave", "passed"]]),
            BundleContains(
                "morning_brief", [], [["nan", "grandmother", "granny", "funeral", "bereave", "passed"]]
            ),
            NoAlert("safety"),
        ],
        note="Irish bereavement: life context the coach must see; no safety alert",
    ),
    Scenario(
        "l_life_genz_pregnant",
        "life",
        display_name="Mia",
        timezone="America/Los_Angeles",
        days=[
            said(
                "ok sooo… i'm pregnant 🤰😭 like 9 weeks?? lowkey terrified lol but doc says i can keep "
                "training just nothing crazy"
            ),
            train(),
            rest(),
        ],
        expect=[
            PageContains(("profile.md", CONSTRAINTS, "goals.md"), ["pregnan"]),
            BundleContains("session_mode", ["pregnan"]),
        ],
        note="Gen-Z wording of a pregnancy (9 weeks), doctor cleared moderate training",
    ),
    Scenario(
        "l_life_jm_storm_staying_with_auntie",
        "life",
        display_name="Marlon",
        timezone="America/Jamaica",
        days=[
            said(
                "Storm mash up di roof last week so wi a stay by mi auntie inna Mandeville till it fix. "
                "Likkle crowded but wi good."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["auntie", "aunt", "aunty", "mandeville", "roof", "storm", "hurricane"]]),
            NoAlert("safety"),
        ],
        note="Patois: the storm 'mash up' the roof (not the body); living with family for now",
    ),
    # --- message style ---------------------------------------------------------------------------------
    Scenario(
        "l_style_formal_no_text_speak",
        "style",
        display_name="Geoffrey",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("gm! 2day = legs 🦵 u ready? lmk 👍"),
                user(
                    "I would be most grateful if you would refrain from abbreviations and what my "
                    "grandchildren call 'text speak'. Complete sentences, if you please.",
                    at="08:10",
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["abbreviation", "text speak", "full sentence", "complete sentence", "slang"]]),
            BundleContains(
                "morning_brief", [], [["abbreviation", "text speak", "full sentence", "complete sentence"]]
            ),
        ],
        note="very formal elderly register asking for complete sentences",
    ),
    Scenario(
        "l_style_genz_no_essays",
        "style",
        display_name="Zoe",
        timezone="America/Chicago",
        days=[
            [
                sleep(7),
                bot(
                    "Good morning Zoe! Today we're going to focus on posterior chain development, which is "
                    "important because your glutes and hamstrings work together to extend the hip..."
                ),
                user("bro pls no essays 😭 just tell me the workout", at="08:01"),
            ],
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["short", "essay", "brief", "concise", "long"]]),
            BundleContains("morning_brief", [], [["short", "essay", "brief", "concise"]]),
        ],
        note="Gen-Z: 'no essays' = keep it short",
    ),
    Scenario(
        "l_style_uk_tone_down_cheerleading",
        "style",
        display_name="Helen",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                session("lower A"),
                bot("AMAZING JOB!!! 🎉🎉 You're a SUPERSTAR!!! 💪💪", at="18:55"),
                user(
                    "Could you tone down the cheerleading a bit? I'm 52, I don't need 'AMAZING JOB' every "
                    "time I do a squat. Just tell me how it went.",
                    at="19:05",
                ),
            ],
            rest(),
            train(),
        ],
        expect=[
            Prefs([], [LESS_HYPE]),
            PageLacks(("preferences.md", "coaching-playbook.md"), ["superstar"]),
        ],
        note="British dry register: less hype; the bot's own words are not her preference",
    ),
    Scenario(
        "l_style_dyslexic_short_or_voice",
        "style",
        display_name="Kieran",
        timezone="Europe/London",
        days=[
            said(
                "plees dont send me long txts i have dislexia and it takes me ages to reed them. short msgs "
                "or voise notes is beter"
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["short", "long"]]),
            PageContains(
                ("preferences.md", "coaching-playbook.md", "profile.md"), [], [["dyslexi", "dislexi"]]
            ),
            Prefs([], [["voice", "voise", "audio"]]),
        ],
        note="dyslexic spellings of a style wish: short messages or voice notes",
    ),
    # --- questions asked again -------------------------------------------------------------------------
    Scenario(
        "l_rec_uk_creatine_yay_or_nay",
        "recurring",
        display_name="Dave",
        timezone="Europe/London",
        days=[
            said("is creatine actually worth it or is it a gimmick?"),
            rest(),
            said("should I be on creatine then, or not bother?"),
            train(),
            said("sorry to bang on — creatine, yay or nay? 😅"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["creatine"], ASKED),
            BundleContains("free_chat", ["creatine"], query="should I take creatine?"),
        ],
        note="the same question three times in three British phrasings",
    ),
    Scenario(
        "l_rec_in_walking_on_rest_day",
        "recurring",
        display_name="Suresh",
        timezone="Asia/Kolkata",
        days=[
            said("Sir, can I do walking on rest day?"),
            train(),
            said("Is walking allowed on rest days also?"),
            train(),
            said("Kindly clarify one doubt — on off days walking is ok or not?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["walk"], ASKED),
            BundleContains("free_chat", ["walk"], query="can I walk on rest days?"),
        ],
        note="Indian English: 'doubt' = question; asked three times",
    ),
    Scenario(
        "l_rec_genz_fasted_cardio_cap",
        "recurring",
        display_name="Tay",
        timezone="America/New_York",
        days=[
            said("does fasted cardio actually work or is that cap"),
            rest(),
            said("ok but fasted cardio tho?? fr"),
            train(),
            rest(),
            said("fasted cardio yes or no 🙏"),
        ],
        expect=[PageContains(("preferences.md", "*"), ["fasted"], ASKED)],
        note="Gen-Z re-asks the same question in three forms",
    ),
    Scenario(
        "l_rec_tt_asked_only_twice",
        "recurring",
        display_name="Keron",
        timezone="America/Port_of_Spain",
        days=[
            said("What time I should eat before training, boss?"),
            train(),
            rest(),
            said("How long before training I should eat again?"),
            rest(),
        ],
        expect=[PageLacks(("preferences.md", "*"), ["eat"], ASKED)],
        note="asked only twice: not yet a question she keeps asking",
    ),
    # --- bot claims the client never confirmed --------------------------------------------------------
    Scenario(
        "l_bot_uk_back_playing_up_cheers",
        "bot_claims",
        display_name="Siân",
        timezone="Europe/London",
        days=[
            [
                sleep(7),
                bot("Since your back's been playing up, we'll keep the deadlifts light today."),
                user("cheers", at="08:01"),
            ],
            train(),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["back"], [["playing up", "pain", "sore", "injur"]]),
        ],
        note="'cheers' acknowledges the bot; it does not confirm a bad back",
    ),
    Scenario(
        "l_bot_au_marathon_ta",
        "bot_claims",
        display_name="Jess",
        timezone="Australia/Sydney",
        days=[
            [sleep(7), bot("Only 22 weeks till your marathon in April — exciting!"), user("ta", at="08:02")],
            train(),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["marathon"]),
            BundleLacks("weekly_review", ["marathon"]),
        ],
        note="Australian 'ta' (thanks) to a bot's invented marathon is no goal",
    ),
    Scenario(
        "l_bot_genz_keto_k",
        "bot_claims",
        display_name="Riley",
        timezone="America/Los_Angeles",
        days=[
            [sleep(7), bot("Since you're doing keto, skip the rice bowl today 🍚❌"), user("k", at="08:01")],
            [sleep(7), meal("chicken teriyaki rice bowl", 40, 680, at="12:30")],
            rest(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["keto"]),
            BundleLacks("meal_lens", ["keto"]),
        ],
        note="'k' to a bot's keto claim; her meals say otherwise",
    ),
    Scenario(
        "l_bot_ie_what_shoulder",
        "bot_claims",
        display_name="Siobhán",
        timezone="Europe/Dublin",
        days=[
            [
                sleep(7),
                bot("Hope the shoulder's feeling better after last week!"),
                user(
                    "What shoulder? I've never had a day's bother with my shoulders, you must have me mixed "
                    "up with someone else 😂",
                    at="08:04",
                ),
            ],
            train("upper A"),
            rest(),
        ],
        expect=[NoEntry("shoulder"), NoAlert("safety")],
        note="the client corrects the bot's invented shoulder problem",
    ),
    # --- several facts in one message ------------------------------------------------------------------
    Scenario(
        "l_mixed_uk_ramble_buried_shoulder",
        "mixed",
        display_name="Claire",
        timezone="Europe/London",
        days=[
            train(),
            said(
                "Right, bit of a week 🙄 boiler packed in Tuesday, the dog's been sick on the carpet twice, "
                "work is absolutely mental, and somewhere in all that I've tweaked my left shoulder lifting "
                "the dog into the car — only a 3 out of 10 but it's there. ANYWAY. Still dead set on the "
                "Great North Run next September, that's not changing. Oh and I've gone veggie, forgot to "
                "say!",
                at="21:40",
            ),
            rest(),
        ],
        expect=[
            Entry("shoulder", any_of=LEFT),
            Safety("shoulder"),
            Goal([], [["great north"], ["september", "sept", "sep", "2027-09"]]),
            Diet([], [["veggie", "vegetarian"]]),
            QuotesWhole("*"),
        ],
        note="long British ramble with a pain, a goal and a diet change buried in it",
    ),
    Scenario(
        "l_mixed_in_kindly_note_points",
        "mixed",
        display_name="Venkatesh",
        timezone="Asia/Kolkata",
        days=[
            train(),
            said(
                "Good morning sir. Kindly note the following points: 1) I am diabetic, so sugar is "
                "restricted. 2) Left ankle is paining from morning after yesterday's walk. 3) Please send "
                "short messages only, I am in office from 9 to 7. Do the needful."
            ),
            rest(),
        ],
        expect=[
            PageContains(("nutrition-patterns.md", "profile.md", CONSTRAINTS), [], [["diabet"]]),
            Entry("ankle", any_of=LEFT),
            Safety("ankle"),
            Prefs(["short"]),
        ],
        note="Indian English numbered list: diabetes, 'paining from morning', short messages",
    ),
    Scenario(
        "l_mixed_corp_action_items",
        "mixed",
        display_name="Greg",
        timezone="America/New_York",
        days=[
            [
                sleep(7),
                bot("How's the knee holding up? Want to keep the mobility work in?"),
                user(
                    "Three action items from my side: 1) knee is 100%, no pain, pls deprioritise the knee "
                    "mobility stuff. 2) North star: 100kg squat by EOY. 3) TL;DR bullets only going "
                    "forward, I don't have bandwidth for long reads.",
                    at="08:05",
                ),
            ],
            train("lower A"),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            Goal(["squat", "100 kg"]),
            Goal(["squat"], [["eoy", "end of year", "year end", "december", "dec", "2026-12"]]),
            Prefs([], [["bullet", "tl;dr", "tldr", "short", "brief"]]),
        ],
        note="corporate action items: a knee denial, a lift goal by end of year, a style wish",
    ),
    Scenario(
        "l_mixed_sco_gubbed_knee_whw",
        "mixed",
        display_name="Iain",
        timezone="Europe/London",
        days=[
            train(),
            said(
                "Ma right knee's pure gubbed efter the hillwalk on Sunday, cannae get doon the stairs "
                "richt. Still want tae dae the West Highland Way in May though, that's the plan."
            ),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=RIGHT),
            Safety("knee"),
            Goal(["west highland"], [MAY_NEXT]),
        ],
        note="Scots: 'gubbed' knee, plus a long-distance walk goal in May",
    ),
    # --- alerts that fold or stay apart ----------------------------------------------------------------
    Scenario(
        "l_alert_nz_back_munted_folds",
        "alerts",
        display_name="Hemi",
        timezone="Pacific/Auckland",
        days=[
            said("back's a bit munted after the big weekend on the tools"),
            rest(),
            said("back still playing up eh"),
            rest(),
            [
                sleep(7),
                session("lower A", (("deadlift", 5, 80.0),)),
                user("lower back giving me grief again on the deadlifts, sweet as otherwise", at="19:00"),
            ],
            rest(),
            said("yeah nah back's still sore bro"),
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Entry("back", words=["{d0}"]),
            Entry("back", words=["{d6}"]),
            BundleContains("session_mode", ["back"]),
        ],
        note="New Zealand slang across four reports of one back: one alert, first and last dates",
    ),
    Scenario(
        "l_alert_au_knee_crook_then_stuffed",
        "alerts",
        display_name="Shane",
        timezone="Australia/Brisbane",
        days=[
            said("knee's a bit crook, nothin major, maybe a 2"),
            train(),
            rest(),
            said("knee's stuffed mate. can't bend it properly, 8 outta 10 and it's puffed up"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Safety("knee", any_of=["8/10", "8 out", "stuffed", "bend", "swell", "swollen", "puffed"]),
            Entry("knee", any_of=["8/10", "8 out of 10", "8 outta 10"]),
            Entry("knee", words=["{d0}"]),
        ],
        note="Australian escalation from 'a bit crook' (2) to 'stuffed' (8 outta 10): one alert, worse",
    ),
    Scenario(
        "l_alert_emoji_ankle_and_wrist",
        "alerts",
        display_name="Chloe",
        timezone="Europe/London",
        days=[
            said("rolled my right ankle 🦶😭 on the netball court, it's proper swollen", at="21:00"),
            rest(),
            said("and NOW my left wrist hurts from landing on it 🙃 what is my life"),
            rest(),
            said("ankle still 🦶🤕"),
        ],
        expect=[
            AlertCount("safety", 1, "ankle"),
            AlertCount("safety", 1, "wrist"),
            Entry("ankle", any_of=RIGHT),
            Entry("wrist", any_of=LEFT),
        ],
        note="emoji for words; two areas stay two alerts, the ankle's third report folds",
    ),
    Scenario(
        "l_alert_za_hammie_and_checkins",
        "alerts",
        display_name="Pieter",
        timezone="Africa/Johannesburg",
        days=[
            [sleep(7), soreness("hamstring", 3, "after sprints")],
            rest(),
            said("ag my hammie is still tight hey, shame"),
            rest(),
            [sleep(7), soreness("hamstring", 3)],
            rest(),
            [sleep(7), soreness("hamstring", 4, "still tight")],
        ],
        expect=[
            AlertCount("safety", 1),
            Safety("hamstring"),
            Entry("hamstring", words=["{d0}"]),
        ],
        note="South African 'hammie' in chat is the same hamstring as the check-ins: one alert",
    ),
]
