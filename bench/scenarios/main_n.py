"""A batch of understanding scenarios about what a careful coach must never miss and must not over-read.

Written without the system's vocabulary, as a coach would hear clients: symptoms beyond sore muscles
(pins and needles, numbness, swelling, bruising, clicking with pain, a knee that gives way, chest
tightness, feeling faint, a headache after lifting, breathlessness, a blister that won't heal); body
parts people rarely name (fingers, toes, jaw, ribs, hip flexor, groin, the arch, the wrist crease, the
back of the knee); pain told by what it stops; unsure reports; pain with a narrow scope; escalation
and recovery over days; repeated reports that fold into one alert. Negatives: ordinary DOMS, hunger
"pains", a person who is "a pain in the neck", dead legs after a good session, someone else's pain, a
healed old injury, a plain "no". Names are prefixed `n_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    LEFT,
    RIGHT,
    AlertCount,
    AlertOpen,
    BundleContains,
    Entry,
    NoAlert,
    NoEntry,
    PageContains,
    PageLacks,
    QuotesWhole,
    Safety,
    Scenario,
    bot,
    session,
    sleep,
    soreness,
    user,
)


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def EntryAny(*areas: str, any_of=()) -> PageContains:
    """An entry naming one of several words a coach would accept for the same place."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    if any_of:
        groups.append(list(any_of))
    return PageContains(CONSTRAINTS, [], groups)


def SafetyAny(*words: str) -> AlertOpen:
    """A safety alert whose message or payload names one of the words (area or symptom)."""
    return AlertOpen("safety", None, any_of=[list(words)])


NO_ENTRY_AT_ALL = PageLacks(CONSTRAINTS, [], [ENTRY_LEVELS])

SCENARIOS: list[Scenario] = [
    # --- symptoms beyond sore muscles ----------------------------------------------------------------
    Scenario(
        "n_pins_and_needles_hand",
        "pain",
        display_name="Gareth",
        timezone="Europe/London",
        days=[
            train("strongman day"),
            said("getting pins and needles in my right hand on the farmers carries. goes after a min or two"),
            rest(),
        ],
        expect=[
            EntryAny("hand", "finger", any_of=RIGHT),
            EntryAny("hand", "finger", any_of=["pins", "tingl", "numb"]),
            SafetyAny("hand", "finger"),
        ],
        note="nerve-type symptom (pins and needles) with a side, told in passing",
    ),
    Scenario(
        "n_numb_toes_bike",
        "pain",
        display_name="Ines",
        timezone="Europe/Lisbon",
        days=[
            [sleep(7), session("spin", sets=(("bike", 45, 0.0),), rpe=6, minutes=50)],
            said("toes on my left foot go totally numb after about 40 min on the bike. is that normal??"),
            rest(),
        ],
        expect=[
            EntryAny("toe", "foot", any_of=LEFT),
            EntryAny("toe", "foot", any_of=["numb"]),
            SafetyAny("toe", "foot"),
        ],
        note="numbness in the toes, asked as a question",
    ),
    Scenario(
        "n_pain_gone_still_swollen",
        "pain",
        display_name="Chloe",
        timezone="Australia/Sydney",
        days=[
            said("rolled my ankle on the kerb walking home 😩 hurts to walk on it", at="21:00"),
            rest(),
            said("update: the pain's gone but it's still swollen, like a golf ball on the outside"),
            rest(),
        ],
        expect=[
            Entry("ankle"),
            Entry("ankle", any_of=["swell", "swoll"]),
            Safety("ankle"),
            Entry("ankle", words=["{d0}"]),
        ],
        note="pain gone but swelling persists: still a live issue, first reported stays day 0",
    ),
    Scenario(
        "n_bruise_shin_box_jump",
        "pain",
        display_name="Dev",
        timezone="Asia/Kolkata",
        days=[
            said("box jump fail lol. massive bruise on my shin, doesn't really hurt tho, just looks grim"),
            rest(),
        ],
        expect=[PageContains(CONSTRAINTS, ["shin"]), QuotesWhole(CONSTRAINTS)],
        note="a bruise that 'doesn't really hurt': at least a dated line naming the shin",
    ),
    Scenario(
        "n_click_now_with_pinch",
        "pain",
        display_name="Bartek",
        timezone="Europe/Warsaw",
        days=[
            train("push"),
            said(
                "shoulder always clicked on bench, never bothered me. but now theres a sharp pinch with "
                "the click"
            ),
            rest(),
        ],
        expect=[
            Entry("shoulder"),
            Entry("shoulder", any_of=["pinch", "sharp", "click"]),
            Safety("shoulder"),
        ],
        note="clicking that was harmless now comes with pain",
    ),
    Scenario(
        "n_click_no_pain",
        "negation",
        display_name="Yuki",
        timezone="Asia/Tokyo",
        days=[
            train("legs"),
            said("my knees click like bubble wrap when i squat but zero pain, theyve always done that"),
            rest(),
        ],
        expect=[NoAlert("safety", "knee"), NoEntry("knee")],
        note="painless, lifelong clicking is not an injury",
    ),
    Scenario(
        "n_knee_gives_way",
        "pain",
        display_name="Tamsin",
        timezone="Europe/London",
        days=[
            rest(),
            said(
                "twice this week my left knee has just gone from under me on the stairs. "
                "not that painful but honestly a bit scary"
            ),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=LEFT),
            Entry(
                "knee", any_of=["gone from under", "gave way", "giving way", "gives way", "unstable", "buckl"]
            ),
            Safety("knee"),
        ],
        note="instability ('gone from under me') matters even when it is 'not that painful'",
    ),
    Scenario(
        "n_chest_tight_intervals",
        "alerts",
        display_name="Ray",
        timezone="America/Chicago",
        days=[
            [sleep(7), session("intervals", sets=(("row erg", 8, 0.0),), rpe=9, minutes=30)],
            said(
                "got a tight feeling across my chest during the last couple intervals. went away when i "
                "stopped. probably nothing",
                at="19:30",
            ),
            rest(),
        ],
        expect=[
            SafetyAny("chest"),
            PageContains(CONSTRAINTS, ["chest"]),
            BundleContains("session_mode", ["chest"]),
        ],
        note="exertional chest tightness, downplayed: must be flagged, not read as muscle soreness",
    ),
    Scenario(
        "n_nearly_fainted",
        "alerts",
        display_name="Sofia",
        timezone="Europe/Rome",
        days=[
            train("lower A"),
            said(
                "nearly passed out after the deadlifts yesterday, everything went grey for a few seconds "
                "and I had to sit on the floor. fine after some water"
            ),
            rest(),
        ],
        expect=[
            SafetyAny(
                "faint", "passed out", "pass out", "dizz", "grey", "gray", "light head", "lighthead", "black"
            ),
            BundleContains(
                "session_mode", [], ["faint", "passed out", "pass out", "dizz", "grey", "gray", "lighthead"]
            ),
        ],
        note="near-fainting after lifting: no body area, still a safety flag",
    ),
    Scenario(
        "n_headache_heavy_squats",
        "alerts",
        display_name="Kwame",
        timezone="Africa/Accra",
        days=[
            train("squat heavy"),
            said(
                "every time i go heavy on squats i get a pounding headache at the back of my head. lasts "
                "hours"
            ),
            rest(),
        ],
        expect=[Safety("head"), Entry("head"), Entry("head", any_of=["squat", "heavy", "lift"])],
        note="exertional headache after heavy lifts (area 'head', 'headache' matches)",
    ),
    Scenario(
        "n_breathless_stairs_new",
        "alerts",
        display_name="Margaret",
        timezone="Europe/Dublin",
        days=[
            rest(),
            said(
                "I don't want to make a fuss but I can't catch my breath going up the stairs at work lately, "
                "which is new for me. I used to be fine"
            ),
            rest(),
        ],
        expect=[
            SafetyAny("breath"),
            BundleContains("morning_brief", [], ["breath"]),
        ],
        note="new shortness of breath, hedged: a coach must not miss it",
    ),
    Scenario(
        "n_blister_wont_heal",
        "mixed",
        display_name="Hannah",
        timezone="Europe/Berlin",
        days=[
            said("blister on my heel from the new trainers"),
            rest(),
            rest(),
            said(
                "that heel blister is still weeping 2 weeks on, not healing at all. "
                "prob should mention I'm type 1 diabetic"
            ),
            rest(),
        ],
        expect=[
            EntryAny("heel", "foot", "blister"),
            SafetyAny("heel", "foot", "blister"),
            PageContains("*", ["diabet"]),
        ],
        note="a wound that won't heal, with diabetes buried at the end",
    ),
    # --- body parts people rarely name ---------------------------------------------------------------
    Scenario(
        "n_jammed_ring_finger",
        "pain",
        display_name="Lola",
        timezone="Europe/Madrid",
        days=[
            said("jammed my ring finger catching the med ball 🙃 its fat and purple and i cant make a fist"),
            rest(),
        ],
        expect=[Entry("finger"), Safety("finger")],
        note="finger injury told by what it looks like and what she can't do",
    ),
    Scenario(
        "n_bruised_rib",
        "pain",
        display_name="Connor",
        timezone="America/New_York",
        days=[
            rest(),
            said(
                "think i bruised a rib?? left side. hurts when i cough or laugh which is annoying bc my "
                "mates are funny"
            ),
            rest(),
        ],
        expect=[Entry("rib", any_of=LEFT), Safety("rib")],
        note="ribs, a hedge and a joke in one message",
    ),
    Scenario(
        "n_hip_flexor_pinch",
        "pain",
        display_name="Amara",
        timezone="Europe/London",
        days=[
            train("conditioning"),
            said(
                "front of my right hip, the hip flexor i guess, pinches when i drive the knee up on "
                "mountain climbers"
            ),
            rest(),
        ],
        expect=[Entry("hip", any_of=RIGHT), Safety("hip")],
        note="hip flexor named by location and by guess",
    ),
    Scenario(
        "n_groin_cossack",
        "pain",
        display_name="Mateo",
        timezone="America/Mexico_City",
        days=[
            train("mobility"),
            said("tweaked my groin on cossack squats, kinda inner thigh. walking's fine, side steps hurt"),
            rest(),
        ],
        expect=[
            EntryAny("groin", "adductor", "inner thigh"),
            SafetyAny("groin", "adductor", "inner thigh"),
        ],
        note="groin / adductor told with what still works",
    ),
    Scenario(
        "n_arch_first_steps",
        "pain",
        display_name="Priyanka",
        timezone="Asia/Singapore",
        days=[
            rest(),
            said(
                "the arch of my left foot is agony first thing in the morning. first steps out of bed are "
                "the worst, eases after"
            ),
            rest(),
        ],
        expect=[
            EntryAny("arch", "foot", "plantar", any_of=LEFT),
            SafetyAny("arch", "foot", "plantar"),
        ],
        note="the arch, with the classic morning pattern",
    ),
    Scenario(
        "n_wrist_crease_pushups",
        "pain",
        display_name="Noor",
        timezone="Asia/Dubai",
        days=[
            train("upper"),
            said("sharp pain right in the crease of my wrist on push ups, palm side. right hand"),
            rest(),
        ],
        expect=[Entry("wrist", any_of=RIGHT), Safety("wrist")],
        note="wrist crease, side given at the end",
    ),
    Scenario(
        "n_behind_the_knee",
        "pain",
        display_name="Henrik",
        timezone="Europe/Stockholm",
        days=[
            [sleep(7), session("long run", sets=(("run", 16, 0.0),), rpe=7, minutes=95)],
            said("sore tight spot behind my knee, the back of it, when I straighten the leg all the way"),
            rest(),
        ],
        expect=[
            EntryAny("knee", "hamstring", "calf", "popliteal"),
            SafetyAny("knee", "hamstring", "calf", "popliteal"),
        ],
        note="the back of the knee",
    ),
    Scenario(
        "n_jaw_clench",
        "pain",
        display_name="Eliza",
        timezone="America/Los_Angeles",
        days=[
            said(
                "random one but my jaw has been aching. dentist reckons i clench when i lift. "
                "now it clicks and hurts when i chew"
            ),
            rest(),
        ],
        expect=[Entry("jaw"), Safety("jaw")],
        note="jaw pain with a cause someone else suggested",
    ),
    # --- pain told by what it stops ------------------------------------------------------------------
    Scenario(
        "n_cant_sit_long",
        "pain",
        display_name="Oskar",
        timezone="Europe/Berlin",
        days=[
            rest(),
            said(
                "cant sit for long anymore. after 20 min at my desk theres a deep ache low in my back, "
                "right side"
            ),
            rest(),
        ],
        expect=[
            EntryAny("back", "tailbone", "coccyx", "glute"),
            SafetyAny("back", "tailbone", "coccyx", "glute"),
            BundleContains("session_mode", ["back"]),
        ],
        note="pain described by what it stops (sitting)",
    ),
    Scenario(
        "n_cant_sleep_on_side",
        "pain",
        display_name="Brenda",
        timezone="America/Denver",
        days=[
            [
                sleep(5.5),
                user("can't sleep on my right side anymore, the shoulder wakes me up every time I roll over"),
            ],
            rest(6),
        ],
        expect=[Entry("shoulder", any_of=RIGHT), Safety("shoulder")],
        note="night pain told by the sleeping position it stops",
    ),
    Scenario(
        "n_stairs_are_hell",
        "pain",
        display_name="Phil",
        timezone="Europe/London",
        days=[
            train("legs"),
            said("stairs are hell. going down especially. both knees"),
            rest(),
        ],
        expect=[
            Entry("knee"),
            Entry("knee", any_of=["both", "bilateral", "left and right", "l+r", "l & r"]),
            Safety("knee"),
        ],
        note="three short fragments, both sides",
    ),
    # --- uncertain reports ---------------------------------------------------------------------------
    Scenario(
        "n_pain_or_just_tight",
        "pain",
        display_name="Anouk",
        timezone="Europe/Amsterdam",
        days=[
            [sleep(7), session("easy run", sets=(("run", 8, 0.0),), rpe=5, minutes=45)],
            said("not sure if it's pain or just tight but my left calf feels weird on runs, like a knot"),
            rest(),
        ],
        expect=[Entry("calf", any_of=LEFT), BundleContains("session_mode", ["calf"])],
        note="unsure whether it is pain: still worth watching",
    ),
    Scenario(
        "n_might_be_nothing_back",
        "pain",
        display_name="Gabe",
        timezone="America/Toronto",
        days=[
            train("pull"),
            said(
                "might be nothing but my lower back twinged on the last deadlift rep. it's fine now?? i "
                "think",
                at="20:00",
            ),
            rest(),
        ],
        expect=[Entry("back"), BundleContains("session_mode", ["back"])],
        note="'might be nothing' is still a report",
    ),
    # --- tricky scope --------------------------------------------------------------------------------
    Scenario(
        "n_only_deep_squat",
        "pain",
        display_name="Leila",
        timezone="Europe/Paris",
        days=[
            train("lower"),
            said("no pain except when I squat deep, then my right hip pinches at the bottom"),
            rest(),
        ],
        expect=[
            Entry("hip", any_of=RIGHT),
            Entry("hip", any_of=["squat", "deep"]),
            Safety("hip"),
        ],
        note="'no pain except…' is a report, scoped to deep squats",
    ),
    Scenario(
        "n_only_downhill",
        "pain",
        display_name="Rhys",
        timezone="Europe/London",
        days=[
            [sleep(7), session("trail run", sets=(("run", 14, 0.0),), rpe=7, minutes=90)],
            said("doesnt hurt unless i run downhill, then the outside of my left knee burns"),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=LEFT),
            Entry("knee", any_of=["downhill", "down hill", "descent"]),
            Safety("knee"),
        ],
        note="'doesn't hurt unless…' is a report, scoped to downhill",
    ),
    Scenario(
        "n_just_my_wrist_again",
        "pain",
        display_name="Carla",
        timezone="Europe/Madrid",
        days=[
            train("front squat"),
            said("nothing serious, just my wrist again 🙄 same as always on front squats"),
            rest(),
        ],
        expect=[Entry("wrist"), Safety("wrist")],
        note="'nothing serious' framing around a recurring pain",
    ),
    # --- escalation and de-escalation ----------------------------------------------------------------
    Scenario(
        "n_achilles_gets_worse",
        "alerts",
        display_name="Jonas",
        timezone="Europe/Berlin",
        days=[
            said("achilles a bit stiff in the mornings, nbd"),
            rest(),
            said("achilles stiffer today and sore to touch now"),
            rest(),
            said("ok it's properly painful to walk on now, limping to the car"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "achilles"),
            Entry("achilles", words=["{d0}"]),
            Entry("achilles", any_of=["limp", "walk", "painful"]),
        ],
        note="stiff → sore → limping over days; the last message doesn't name the area",
    ),
    Scenario(
        "n_neck_settles",
        "pain",
        display_name="Wen",
        timezone="Asia/Shanghai",
        days=[
            said("neck is really bad today, can't turn my head to the left at all. like 7/10"),
            rest(),
            said("neck better, maybe a 3"),
            rest(),
            said("neck basically fine now, full range back 🙌"),
            rest(),
        ],
        expect=[
            Entry("neck", words=["{d0}"]),
            PageContains(
                CONSTRAINTS,
                ["neck"],
                [["fine", "better", "resolv", "improv", "settl", "full range", "eased", "easing"]],
            ),
        ],
        note="de-escalation: the history stays, the page shows it got better",
    ),
    Scenario(
        "n_elbow_many_words_one_alert",
        "alerts",
        display_name="Diego",
        timezone="America/Bogota",
        days=[
            said("elbow grumbling again"),
            rest(),
            said("inside of my right elbow sore on curls"),
            rest(),
            said("golfers elbow flaring up i reckon"),
            rest(),
            said("ELBOW. again."),
        ],
        expect=[
            AlertCount("safety", 1, "elbow"),
            Entry("elbow", words=["{d0}"]),
            Entry("elbow", any_of=RIGHT),
        ],
        note="four reports of one elbow in four wordings fold into one alert",
    ),
    Scenario(
        "n_checkin_and_chat_fold",
        "alerts",
        display_name="Fatima",
        timezone="Africa/Casablanca",
        days=[
            [sleep(7), soreness("left shoulder", 4, "overhead press")],
            rest(),
            said("shoulder still grumpy on anything overhead"),
            rest(),
            [sleep(7), soreness("left shoulder", 5)],
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            Entry("shoulder", any_of=LEFT),
            Entry("shoulder", words=["{d0}"]),
        ],
        note="a check-in, a chat line and another check-in about one shoulder: one alert",
    ),
    # --- must not over-read --------------------------------------------------------------------------
    Scenario(
        "n_doms_the_good_kind",
        "negation",
        display_name="Kiki",
        timezone="Europe/Athens",
        days=[
            train("legs"),
            said("quads are SO sore from yesterday lol, just normal DOMS, the good kind 😅"),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("quad")],
        note="ordinary DOMS she is happy about",
    ),
    Scenario(
        "n_hunger_pains",
        "negation",
        display_name="Tariq",
        timezone="Asia/Karachi",
        days=[
            said("hunger pains are real today, stomach growling all through the meeting haha", at="13:00"),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("stomach")],
        note="hunger 'pains' are not an injury",
    ),
    Scenario(
        "n_pain_in_the_neck_manager",
        "negation",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            said(
                "my manager is being a right pain in the neck this week, stress through the roof, sleep is "
                "rubbish"
            ),
            rest(5.5),
        ],
        expect=[NoEntry("neck"), NoAlert("safety"), PageContains("*", [], [["stress", "manager"]])],
        note="'a pain in the neck' is a person; the stress is the real news",
    ),
    Scenario(
        "n_legs_are_dead",
        "negation",
        display_name="Marcus",
        timezone="America/New_York",
        days=[
            train("legs"),
            said("legs are dead after that 😂 best session in ages honestly", at="20:00"),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("leg")],
        note="'legs are dead' is tiredness after a good session",
    ),
    Scenario(
        "n_husband_did_his_back_in",
        "negation",
        display_name="Joanne",
        timezone="Europe/London",
        days=[
            said(
                "husband did his back in lifting the sofa, poor thing, so i'm on all the school runs this "
                "week"
            ),
            rest(),
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
        note="sympathy for someone else's back",
    ),
    Scenario(
        "n_old_wrist_new_knee",
        "mixed",
        display_name="Ola",
        timezone="Europe/Oslo",
        days=[
            said(
                "fyi broke my wrist years ago skiing, totally healed, no issues with it. but today my left "
                "knee was sore on lunges"
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety", "wrist"),
            PageLacks(CONSTRAINTS, ["wrist"], [["[injury]", "[constraint]"]]),
            Entry("knee", any_of=LEFT),
            Safety("knee"),
        ],
        note="a healed old injury beside a current one",
    ),
    Scenario(
        "n_back_gone_wrist_numb",
        "mixed",
        display_name="Ruth",
        timezone="Asia/Jerusalem",
        days=[
            said("back's been sore from deadlifts"),
            rest(),
            said("no pain in the back anymore! but now my right wrist goes numb at night, wakes me up"),
            rest(),
        ],
        expect=[
            Entry("wrist", any_of=RIGHT),
            Entry("wrist", any_of=["numb", "tingl", "night"]),
            Safety("wrist"),
            AlertCount("safety", 1, "wrist"),
        ],
        note="one pain resolves as a new nerve-type one appears",
    ),
    Scenario(
        "n_reply_to_bot_hamstring",
        "mixed",
        display_name="Zane",
        timezone="Australia/Melbourne",
        days=[
            said("felt my left hammy grab on the last sprint", at="18:30"),
            [
                sleep(7),
                bot("How's that hamstring feeling today?"),
                user("worse tbh. walking is ok, jogging nope", at="08:03"),
            ],
            rest(),
        ],
        expect=[Entry("hamstring", any_of=LEFT), Safety("hamstring")],
        note="slang 'hammy', then a bare reply to the bot that says it got worse",
    ),
    Scenario(
        "n_no_pain_reply",
        "negation",
        display_name="Greta",
        timezone="Europe/Zurich",
        days=[
            train("full body B"),
            [
                sleep(7),
                bot("Any pain or niggles after yesterday?"),
                user("nope nothing, all good 👍", at="08:02"),
            ],
            rest(),
        ],
        expect=[NoAlert("safety"), NO_ENTRY_AT_ALL],
        note="a plain 'no' to the bot's pain question",
    ),
    Scenario(
        "n_dictated_mid_back",
        "pain",
        display_name="Patrick",
        timezone="America/Chicago",
        days=[
            train("pull"),
            said(
                "ok so um yesterday I was doing the rows and then like my middle back between the shoulder "
                "blades kind of seized up and its still really tight today and it hurts when I breathe in "
                "deep "
                "anyway what time is the session tomorrow"
            ),
            rest(),
        ],
        expect=[
            EntryAny("back", "shoulder blade", "rhomboid", "rib"),
            SafetyAny("back", "shoulder blade", "rhomboid", "rib"),
        ],
        note="voice dictation, no punctuation, the pain buried before a question",
    ),
    Scenario(
        "n_doms_vs_real_pain",
        "mixed",
        display_name="Ifeoma",
        timezone="Africa/Lagos",
        days=[
            train("legs"),
            said(
                "glutes and quads sore in the normal way, but my right knee has a sharp pain on the inside "
                "going down stairs"
            ),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=RIGHT),
            Safety("knee"),
            NoAlert("safety", "glute"),
            NoAlert("safety", "quad"),
        ],
        note="ordinary soreness and a real pain in one sentence",
    ),
]
