"""An eighth batch of understanding scenarios, written without the system's vocabulary.

How people describe their bodies: non-native English (German, Spanish, Polish, Ukrainian, Indian and
Nigerian phrasing), older adults, teen and student athletes, runners, cyclists, climbers, swimmers and
dancers with their jargon, voice dictation, rambling paragraphs with the pain buried, pains told across
two messages, replies to a bot question, pain that resolves or escalates, recurrences over a week,
someone else's pain, fears and hypotheticals, past healed injuries, words from a physio or doctor,
medication, numbness and swelling, "tight" versus "pain", and denials. Names are prefixed `h_`.
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
    Entry,
    Goal,
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

RESOLVED = ("resolved", "better", "normal", "all good", "cleared", "gone", "recovered", "fine", "no longer")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at)]


def EntryAny(*areas: str, side=None, any_of=()) -> PageContains:
    """An entry naming one of several everyday words for the same place (and the side)."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    if side:
        groups.append(list(side))
    if any_of:
        groups.append(list(any_of))
    return PageContains(CONSTRAINTS, [], groups)


def SafetyAny(*areas: str) -> AlertOpen:
    """A safety alert whose message or payload names one of the words for the place."""
    return AlertOpen("safety", None, (), [list(areas)])


SCENARIOS: list[Scenario] = [
    # --- non-native phrasing ---------------------------------------------------------------------
    Scenario(
        name="h_indian_knee_paining_since",
        category="pain",
        timezone="Asia/Kolkata",
        days=[
            said(
                "Good morning sir. my knee is paining since two days, the right one, mostly when "
                "climbing stairs in office"
            )
        ],
        expect=[Entry("knee", any_of=[RIGHT]), Safety("knee"), BundleContains("session_mode", ["knee"])],
        note="Indian English 'is paining since two days' is current knee pain with a side.",
    ),
    Scenario(
        name="h_nigerian_shoulder_lift_hands",
        category="pain",
        timezone="Africa/Lagos",
        days=[
            said(
                "I have pain in the shoulder when I lift hands above my head. Is the left side. "
                "It started after Saturday workout"
            )
        ],
        expect=[Entry("shoulder", any_of=[LEFT]), Safety("shoulder")],
        note="'when I lift hands' phrasing, side given in a separate sentence.",
    ),
    Scenario(
        name="h_german_back_makes_pain",
        category="pain",
        timezone="Europe/Berlin",
        days=[
            said(
                "Since Monday I have problems with my back, the lower part. It makes pain when I "
                "bend forward to take something from the floor."
            )
        ],
        expect=[EntryAny("back", "lumbar"), SafetyAny("back", "lumbar"), QuotesWhole(CONSTRAINTS)],
        note="German 'it makes pain' and 'the lower part' for lower back.",
    ),
    Scenario(
        name="h_spanish_ankle_inflamed",
        category="alerts",
        timezone="America/Mexico_City",
        days=[
            said(
                "ayer me torcí... sorry, yesterday I twisted the ankle playing fútbol with my "
                "cousins, today is very inflamed and purple"
            ),
            rest(),
        ],
        expect=[Entry("ankle"), Safety("ankle"), BundleContains("morning_brief", ["ankle"])],
        note="Spanish speaker, code-switch, 'inflamed' for swollen.",
    ),
    Scenario(
        name="h_polish_wrist_hurting_me",
        category="pain",
        timezone="Europe/Warsaw",
        days=[
            said(
                "The wrist is hurting me from the push ups. The right. When I put weight on the "
                "hand it is very bad"
            )
        ],
        expect=[Entry("wrist", any_of=[RIGHT]), Safety("wrist")],
        note="Polish phrasing 'is hurting me', side as a fragment.",
    ),
    Scenario(
        name="h_ukrainian_neck_turn_head",
        category="pain",
        days=[
            said(
                "neck is very stiff and it hurts when i turn the head to left side. i think i "
                "slept bad in the train from lviv"
            )
        ],
        expect=[Entry("neck"), Safety("neck")],
        note="Ukrainian speaker, stiff neck hurting on turning (the side is a direction, not a neck side).",
    ),
    Scenario(
        name="h_nigerian_waist_paining",
        category="pain",
        timezone="Africa/Lagos",
        days=[
            said(
                "Coach my waist is paining me since yesterday evening, I can't bend well. Maybe the deadlift"
            )
        ],
        expect=[EntryAny("waist", "back", "lumbar"), SafetyAny("waist", "back", "lumbar")],
        note="Nigerian English 'waist' means the lower back.",
    ),
    Scenario(
        name="h_indian_full_leg_paining",
        category="pain",
        timezone="Asia/Kolkata",
        days=[said("after the trek full leg is paining from thigh till ankle, right leg only. left is ok")],
        expect=[EntryAny("leg", "thigh", side=RIGHT), SafetyAny("leg", "thigh")],
        note="Whole-leg pain with one side named and the other side explicitly fine.",
    ),
    Scenario(
        name="h_german_muskelkater",
        category="negation",
        timezone="Europe/Berlin",
        days=[
            [sleep(7.0), session("legs")],
            said("Today I have big Muskelkater in the legs haha, normal muscle soreness, no real pain"),
        ],
        expect=[NoEntry("leg"), NoAlert("safety")],
        note="German word for DOMS plus 'no real pain': no entry, no alert.",
    ),
    # --- older adults ------------------------------------------------------------------------------
    Scenario(
        name="h_older_old_ticker_chest",
        category="alerts",
        timezone="Europe/London",
        days=[
            said(
                "Walked up to the allotment and the old ticker was racing, and I had a tightness "
                "across my chest for a few minutes. Sat down and it went. I'm 71 mind you."
            )
        ],
        expect=[
            SafetyAny("chest", "heart"),
            EntryAny("chest", "heart"),
            BundleContains("morning_brief", [], [["chest", "heart"]]),
        ],
        note="Older adult's euphemism 'old ticker' with chest tightness on exertion: a safety alert.",
    ),
    Scenario(
        name="h_older_hip_replacement_years_ago",
        category="negation",
        timezone="Europe/London",
        days=[
            said(
                "For the record I had my left hip replaced in 2015. Best thing I ever did, no "
                "trouble with it since, I walk 5 miles most days"
            )
        ],
        expect=[NoAlert("safety"), PageContains((CONSTRAINTS, "profile.md"), ["hip"], [["replace"]])],
        note="A past hip replacement is worth recording but is no current pain and no alert.",
    ),
    Scenario(
        name="h_older_arthritis_hands_flaring",
        category="pain",
        timezone="America/Toronto",
        days=[
            said(
                "My arthritis in the hands is flaring up this week, knuckles swollen, I can "
                "barely grip the little dumbbells. Bloody weather."
            )
        ],
        expect=[EntryAny("hand", "knuckle", "finger"), SafetyAny("hand", "knuckle", "finger")],
        note="Arthritis flare in the hands stopping grip.",
    ),
    Scenario(
        name="h_older_hip_stiffness_morning",
        category="mixed",
        timezone="Europe/Dublin",
        days=[
            said(
                "At 68 I get the usual morning stiffness in my hips, it goes off after twenty "
                "minutes of pottering about. Nothing new there. Looking forward to Thursday's "
                "class."
            )
        ],
        expect=[PageContains("*", ["hip"], [["stiff"]]), NoAlert("safety")],
        note="Habitual morning stiffness that wears off: worth noting, not an alarm.",
    ),
    Scenario(
        name="h_older_fall_bruised_hip",
        category="alerts",
        timezone="Europe/London",
        days=[
            said(
                "Had a little tumble in the garden yesterday, landed on my right hip. Bruised and "
                "sore, nothing broken I don't think. Still hobbling."
            )
        ],
        expect=[Entry("hip", any_of=[RIGHT]), Safety("hip"), BundleContains("session_mode", ["hip"])],
        note="A fall in an older client with a sore hip and hobbling.",
    ),
    # --- teen and student athletes ------------------------------------------------------------------
    Scenario(
        name="h_teen_shin_splints_lol",
        category="pain",
        timezone="America/Chicago",
        days=[said("coach said its shin splints lol. both legs. hurts like crazy on the track rn 😭")],
        expect=[EntryAny("shin"), SafetyAny("shin")],
        note="Teen slang and emoji; coach's term shin splints, both legs.",
    ),
    Scenario(
        name="h_teen_osgood_knees",
        category="pain",
        timezone="America/New_York",
        days=[
            said(
                "im 15 and play basketball, doc says i have osgood schlatter in both knees. they "
                "hurt after every practice esp jumping"
            )
        ],
        expect=[Entry("knee"), Safety("knee")],
        note="Teen with a clinical diagnosis in both knees.",
    ),
    Scenario(
        name="h_student_rugby_shoulder_subluxed",
        category="alerts",
        timezone="Europe/London",
        days=[
            said(
                "uni rugby sat, think my left shoulder popped out n back in during a tackle. "
                "physio at uni says subluxation. arm feels dead ish"
            )
        ],
        expect=[Entry("shoulder", any_of=[LEFT]), Safety("shoulder"), QuotesWhole(CONSTRAINTS)],
        note="Student athlete, text-speak, subluxation with a dead arm.",
    ),
    # --- sport jargon ------------------------------------------------------------------------------
    Scenario(
        name="h_runner_itb_outside_knee",
        category="pain",
        timezone="Europe/Amsterdam",
        days=[
            said(
                "ITB flaring up on the outside of my right knee from about km 12 of the long run. "
                "Had to walk the last 4k."
            )
        ],
        expect=[
            EntryAny("knee", "itb", "it band", "iliotibial", side=RIGHT),
            SafetyAny("knee", "itb", "it band", "iliotibial"),
        ],
        note="Runner's ITB jargon: the place is the outer right knee.",
    ),
    Scenario(
        name="h_cyclist_numb_pinky",
        category="pain",
        timezone="Europe/Brussels",
        days=[
            said(
                "On rides over 2h my hands go numb, mostly pinky and ring finger, and they stay "
                "tingly for an hour after. Left worse than right."
            )
        ],
        expect=[
            EntryAny("hand", "finger", "pinky", any_of=("numb", "tingl")),
            BundleContains("session_mode", [], [["hand", "finger", "pinky"]]),
        ],
        note="Cyclist's ulnar numbness: an entry about numb hands.",
    ),
    Scenario(
        name="h_climber_a2_pulley",
        category="alerts",
        timezone="Europe/Vienna",
        days=[
            said(
                "think I tweaked my A2 pulley crimping on the board last night 🙃 left ring "
                "finger, felt a little pop. taking a break from hard crimps"
            )
        ],
        expect=[EntryAny("finger", "pulley", side=LEFT), SafetyAny("finger", "pulley")],
        note="Climber's pulley injury with a pop.",
    ),
    Scenario(
        name="h_climber_golfers_elbow",
        category="pain",
        timezone="America/Denver",
        days=[
            said(
                "golfers elbow is back from all the bouldering, inside of the right elbow, aches when i pull"
            )
        ],
        expect=[Entry("elbow", any_of=[RIGHT]), Safety("elbow")],
        note="Climber's medial elbow pain named by a jargon diagnosis.",
    ),
    Scenario(
        name="h_swimmer_shoulder_impingement",
        category="pain",
        timezone="Australia/Sydney",
        days=[
            said(
                "swimmer's shoulder again 🙄 right side. physio reckons impingement, no fly or "
                "paddles for a fortnight"
            )
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT]),
            Safety("shoulder"),
            BundleContains("session_mode", ["shoulder"]),
        ],
        note="Swimmer's jargon with a clinical term and a restriction.",
    ),
    Scenario(
        name="h_dancer_achilles_releve",
        category="pain",
        timezone="Europe/Paris",
        days=[
            said(
                "my left achilles is creaky and sore on relevés, especially in the morning class. "
                "pointe is ok-ish"
            )
        ],
        expect=[Entry("achilles", any_of=[LEFT]), Safety("achilles")],
        note="Dancer's jargon (relevé, pointe) with achilles pain.",
    ),
    Scenario(
        name="h_dancer_groin_battements",
        category="pain",
        timezone="Europe/Paris",
        days=[
            said(
                "pulled something in my groin doing grand battements on the left side. can't get "
                "into my splits at all now"
            )
        ],
        expect=[EntryAny("groin", "adductor", side=LEFT), SafetyAny("groin", "adductor", "hip")],
        note="Dancer's groin strain, side given.",
    ),
    # --- voice dictation, shouting, rambling --------------------------------------------------------
    Scenario(
        name="h_dictation_lower_back",
        category="pain",
        timezone="America/Los_Angeles",
        days=[
            said(
                "ok so today was fine legs are tired but my lower back is killing me since the "
                "deadlifts yesterday cant really bend over to tie my shoes period"
            )
        ],
        expect=[EntryAny("back", "lumbar"), SafetyAny("back", "lumbar")],
        note="Voice dictation without punctuation, pain mid-sentence.",
    ),
    Scenario(
        name="h_caps_heel_first_steps",
        category="alerts",
        timezone="America/Phoenix",
        days=[said("MY RIGHT HEEL HURTS EVERY MORNING FIRST STEPS OUT OF BED. LIKE STEPPING ON A NAIL")],
        expect=[EntryAny("heel", "foot", "plantar", side=RIGHT), SafetyAny("heel", "foot", "plantar")],
        note="All capitals, classic plantar heel pain.",
    ),
    Scenario(
        name="h_rambling_elbow_buried",
        category="mixed",
        timezone="Europe/Dublin",
        days=[
            said(
                "Right so this week was absolute chaos, the little one had a school play on "
                "Tuesday and I was sewing a "
                "sheep costume till midnight, then work had the quarterly thing, and my mam came "
                "to stay, which is lovely "
                "but you know yourself. Anyway I did get two walks in. Oh and my left elbow hurts "
                "when I carry the "
                "shopping bags, has been since maybe Wednesday. Dinner has been mostly beans on "
                "toast, don't judge me. "
                "Will try and do the session Saturday if the weather holds."
            ),
            rest(),
        ],
        expect=[Entry("elbow", any_of=[LEFT]), Safety("elbow"), BundleContains("morning_brief", ["elbow"])],
        note="A long ramble with the pain buried in the middle.",
    ),
    Scenario(
        name="h_dictation_knee_swollen_hike",
        category="alerts",
        timezone="America/Denver",
        days=[
            said(
                "hey so the hike was amazing but my knee is swollen like a balloon now comma the "
                "left one comma hard to straighten it"
            )
        ],
        expect=[Entry("knee", any_of=[LEFT]), Safety("knee")],
        note="Dictated punctuation words, swollen knee.",
    ),
    # --- spread over two messages, replies to the bot --------------------------------------------------
    Scenario(
        name="h_two_messages_ankle_again",
        category="pain",
        timezone="Europe/Berlin",
        days=[
            [
                sleep(7.0),
                user("ugh.", "19:02"),
                user("the ankle again. right one. rolled it on a curb walking the dog", "19:03"),
            ]
        ],
        expect=[Entry("ankle", any_of=[RIGHT]), Safety("ankle")],
        note="Pain told across two messages; the first alone says nothing.",
    ),
    Scenario(
        name="h_reply_bot_just_the_knee",
        category="pain",
        days=[
            [
                sleep(7.0),
                bot("How did you feel after yesterday's session? Any pain or niggles?", "08:00"),
                user("just the knee. the left", "08:14"),
            ]
        ],
        expect=[Entry("knee", any_of=[LEFT]), Safety("knee")],
        note="A terse reply to a bot question about pain.",
    ),
    Scenario(
        name="h_reply_bot_nope_neither",
        category="negation",
        days=[
            [
                sleep(7.0),
                bot("Quick check: any pain in your knees or lower back after the squats?", "08:00"),
                user("nope neither 👍 felt strong", "08:20"),
            ]
        ],
        expect=[NoEntry("knee"), NoEntry("back"), NoAlert("safety")],
        note="A denial in reply to a bot naming body areas: the bot's words are not her pain.",
    ),
    Scenario(
        name="h_reply_bot_where",
        category="mixed",
        timezone="Europe/Warsaw",
        days=[
            [
                sleep(7.0),
                user("something hurts after running", "18:40"),
                bot("Sorry to hear that. Where exactly?", "18:41"),
                user("calf. right. lower part near heel", "18:45"),
            ],
        ],
        expect=[EntryAny("calf", "achilles", side=RIGHT), SafetyAny("calf", "achilles")],
        note="The place comes only in her answer to the bot's follow-up.",
    ),
    # --- changes over days --------------------------------------------------------------------------
    Scenario(
        name="h_calf_resolves",
        category="mixed",
        timezone="Europe/Lisbon",
        days=[
            said("right calf is sore and tight, hurts to walk fast"),
            rest(),
            rest(),
            said("calf all good now, back to normal 🙌 ran 5k no problem"),
        ],
        expect=[
            PageContains(CONSTRAINTS, ["calf"], [list(RESOLVED)]),
            PageContains(CONSTRAINTS, ["calf"], [list(RIGHT)]),
        ],
        note="Pain that resolves over days: the page should say so.",
    ),
    Scenario(
        name="h_hamstring_escalates",
        category="alerts",
        timezone="Europe/London",
        days=[
            said("bit of a niggle in my hammy, nothing much"),
            rest(),
            said("ok it's sharp now. couldn't finish the sprints, left hamstring, had to stop mid rep"),
        ],
        expect=[
            EntryAny("hamstring", "hammy", side=LEFT),
            SafetyAny("hamstring", "hammy"),
            AlertCount("safety", 1),
        ],
        note="Mild then sharp: one alert for the hamstring, not two.",
    ),
    Scenario(
        name="h_knee_recurs_over_week",
        category="recurring",
        days=[
            said("knee is bit sore on the stairs today"),
            rest(),
            said("knee again, the right one, after the run"),
            rest(),
            rest(),
            said("that knee is still bugging me, right knee, on the stairs"),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            AlertCount("safety", 1, "knee"),
            BundleContains("session_mode", ["knee"]),
        ],
        note="Same knee told three times in a week: one entry, one alert.",
    ),
    Scenario(
        name="h_soreness_checkins_back_recurs",
        category="recurring",
        timezone="America/New_York",
        days=[
            [sleep(7.0), soreness("lower back", 4, "sharp when bending")],
            rest(),
            [sleep(7.0), soreness("lower back", 4)],
            [
                sleep(7.0),
                soreness("lower back", 5, "worse today"),
                user("back still bad, skipping deadlifts"),
            ],
        ],
        expect=[EntryAny("back", "lumbar"), AlertCount("safety", 1, "back")],
        note="Repeated high soreness check-ins for the same area fold into one alert.",
    ),
    Scenario(
        name="h_mild_then_gone_no_escalation",
        category="negation",
        timezone="Europe/Stockholm",
        days=[
            said("neck a bit stiff from the desk"),
            rest(),
            said("neck is fine after some stretching, no pain at all"),
        ],
        expect=[PageLacks(CONSTRAINTS, ["neck"], [["[injury]"]])],
        note="Mild stiffness that goes away by itself: nothing to alarm about.",
    ),
    # --- someone else's pain --------------------------------------------------------------------------
    Scenario(
        name="h_son_wrist_football",
        category="negation",
        timezone="Europe/London",
        days=[
            said("my son hurt his wrist at football so we're in A&E, I'll be late for the session or skip it")
        ],
        expect=[NoEntry("wrist"), NoAlert("safety")],
        note="The child's injury is not hers.",
    ),
    Scenario(
        name="h_husband_back_out",
        category="negation",
        timezone="America/Chicago",
        days=[
            said(
                "hubby's back is out AGAIN so guess who's doing all the heavy lifting at home "
                "lol. free workout I guess"
            )
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
        note="The partner's back is not hers.",
    ),
    Scenario(
        name="h_dog_limping",
        category="negation",
        timezone="Europe/Berlin",
        days=[
            said(
                "The dog is limping on his front leg, vet tomorrow morning, so I will maybe miss "
                "the walk workout"
            )
        ],
        expect=[NoEntry("leg"), NoAlert("safety")],
        note="The dog's limp is not hers.",
    ),
    Scenario(
        name="h_daughter_ankle_own_neck",
        category="mixed",
        timezone="Europe/Madrid",
        days=[
            said(
                "my daughter sprained her ankle at gymnastics, we spent the night at the "
                "hospital. and my own neck is stiff and sore from sleeping in that horrible chair"
            )
        ],
        expect=[NoEntry("ankle"), NoAlert("safety", "ankle"), PageContains(CONSTRAINTS, ["neck"])],
        note="Someone else's pain and her own in one message.",
    ),
    # --- fears, hypotheticals, past injuries ----------------------------------------------------------
    Scenario(
        name="h_fear_deadlift_back",
        category="negation",
        timezone="Europe/Warsaw",
        days=[
            said(
                "I am worried I will hurt my back doing deadlifts, I never did them before. Can "
                "we start light?"
            )
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
        note="A fear of injury is not an injury.",
    ),
    Scenario(
        name="h_what_if_knees",
        category="negation",
        timezone="America/Sao_Paulo",
        days=[said("what if my knees start hurting on the long run sunday? should I stop or push through?")],
        expect=[NoEntry("knee"), NoAlert("safety")],
        note="A hypothetical question about knees.",
    ),
    Scenario(
        name="h_past_acl_healed",
        category="negation",
        timezone="America/Los_Angeles",
        days=[
            said(
                "fyi tore my ACL skiing in 2019, had surgery, fully rehabbed, zero issues since. "
                "I play soccer again"
            )
        ],
        expect=[NoAlert("safety"), PageLacks(CONSTRAINTS, [], [["acl", "knee"], ["[injury]"]])],
        note="A healed past injury is not a current injury and no alert.",
    ),
    Scenario(
        name="h_spanish_knee_was_hurting",
        category="negation",
        timezone="America/Bogota",
        days=[
            said(
                "my knee was hurting me last month but now is perfect, no problem. I am ready for "
                "more running"
            )
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
        note="Past tense, now perfect: no current entry.",
    ),
    # --- clinical words, medication ---------------------------------------------------------------------
    Scenario(
        name="h_physio_patellar_tendinopathy",
        category="pain",
        timezone="Europe/Amsterdam",
        days=[
            said(
                "physio says it's patellar tendinopathy in the right knee. load management, "
                "isometrics, no jumping for now"
            )
        ],
        expect=[EntryAny("knee", "patellar", side=RIGHT), SafetyAny("knee", "patell")],
        note="Physio's diagnosis with a restriction.",
    ),
    Scenario(
        name="h_doctor_trochanteric_bursitis",
        category="pain",
        timezone="Europe/London",
        days=[
            said("GP says trochanteric bursitis in my left hip. No running for two weeks, swimming is fine.")
        ],
        expect=[Entry("hip", any_of=[LEFT]), Safety("hip"), BundleContains("session_mode", ["hip"])],
        note="Doctor's diagnosis with a no-running rule.",
    ),
    Scenario(
        name="h_grade2_ankle_sprain_boot",
        category="pain",
        timezone="America/Toronto",
        days=[
            said(
                "Update: ortho says grade 2 sprain of the right ankle. I'm in a boot for 3 weeks "
                "😩 upper body only I guess"
            )
        ],
        expect=[
            PageContains(CONSTRAINTS, ["ankle"], [list(RIGHT), ["[injury]", "[constraint]"]]),
            Safety("ankle"),
        ],
        note="A graded sprain in a boot is more than a watch item.",
    ),
    Scenario(
        name="h_mri_disc_bulge_sciatica",
        category="alerts",
        timezone="Europe/Berlin",
        days=[
            said(
                "MRI result came: disc bulge at L5-S1, that explains the sciatica down my left "
                "leg. Doctor says no heavy loading of the spine for now"
            )
        ],
        expect=[
            EntryAny("back", "disc", "l5", "spine", "lumbar", "sciatic"),
            SafetyAny("back", "disc", "spine", "lumbar", "sciatic", "leg"),
        ],
        note="Imaging result and sciatica in doctor's words.",
    ),
    Scenario(
        name="h_ibuprofen_for_knee",
        category="mixed",
        timezone="Europe/Dublin",
        days=[
            said(
                "been taking ibuprofen for the knee the last few days, it helps but it's still "
                "sore going down stairs"
            )
        ],
        expect=[Entry("knee"), Safety("knee"), PageContains("*", ["ibuprofen"])],
        note="Medication for a current pain; the pain is the point.",
    ),
    # --- sensations: numbness, swelling, tight vs pain ------------------------------------------------
    Scenario(
        name="h_toes_numb_tingly",
        category="pain",
        timezone="America/Chicago",
        days=[
            said(
                "toes on my left foot go numb and tingly about 5 miles into runs. new shoes maybe too tight?"
            )
        ],
        expect=[EntryAny("foot", "toe", side=LEFT, any_of=("numb", "tingl")), QuotesWhole(CONSTRAINTS)],
        note="Numbness and tingling in one foot.",
    ),
    Scenario(
        name="h_hamstrings_tight_not_pain",
        category="negation",
        timezone="Europe/Oslo",
        days=[said("hamstrings are tight. not painful, just tight. I know I need to stretch more")],
        expect=[NoEntry("hamstring"), NoAlert("safety")],
        note="'Tight, not painful' is not a pain entry.",
    ),
    Scenario(
        name="h_soreness_checkin_normal_doms",
        category="negation",
        days=[
            [sleep(7.0), session("legs")],
            [
                sleep(7.0),
                soreness("quads", 3, "normal doms"),
                user("quads sore from the squats, the good kind of sore"),
            ],
        ],
        expect=[NoEntry("quad"), NoAlert("safety")],
        note="Normal muscle soreness after leg day.",
    ),
    # --- denials ---------------------------------------------------------------------------------------
    Scenario(
        name="h_shoulder_no_pain_at_all",
        category="negation",
        timezone="Europe/Berlin",
        days=[
            [
                sleep(7.0),
                bot("How is the shoulder with overhead press?", "08:00"),
                user("shoulder? no pain at all, pressed 30 kg easy", "08:30"),
            ]
        ],
        expect=[NoEntry("shoulder"), NoAlert("safety")],
        note="A bot's question about the shoulder, answered with a denial.",
    ),
    Scenario(
        name="h_old_wrist_doesnt_bother",
        category="negation",
        timezone="Europe/Kyiv",
        days=[said("the old wrist thing doesn't bother me, you can put push ups back in the plan")],
        expect=[NoEntry("wrist"), NoAlert("safety")],
        note="'Doesn't bother me' about an old problem.",
    ),
    Scenario(
        name="h_plantar_not_issue_anymore",
        category="negation",
        timezone="America/New_York",
        days=[said("plantar fasciitis is not an issue anymore since I got the new insoles!! so happy")],
        expect=[NoEntry("plantar"), NoEntry("foot"), NoAlert("safety")],
        note="'Not an issue anymore'.",
    ),
    # --- mixed ---------------------------------------------------------------------------------------------
    Scenario(
        name="h_half_marathon_grumpy_achilles",
        category="mixed",
        timezone="Europe/Kyiv",
        days=[
            said(
                "Want to run a half marathon in March, but my left achilles is a bit grumpy after "
                "the hills. Can we build slowly?"
            )
        ],
        expect=[Goal(["half"], [["marathon"], MARCH_NEXT]), Entry("achilles", any_of=[LEFT])],
        note="A goal and a pain in one message.",
    ),
    Scenario(
        name="h_knee_fine_shoulder_new",
        category="mixed",
        timezone="Europe/Warsaw",
        days=[
            said("knee is fine now finally, but the right shoulder started hurting on bench press yesterday")
        ],
        expect=[
            NoEntry("knee"),
            Entry("shoulder", any_of=[RIGHT]),
            Safety("shoulder"),
            AlertCount("safety", 1),
        ],
        note="A denial and a new pain together: only the shoulder counts.",
    ),
    Scenario(
        name="h_knee_and_back_two_areas",
        category="alerts",
        timezone="Asia/Kolkata",
        days=[said("both my knee and my lower back are paining after the cricket match, knee is worse")],
        expect=[Safety("knee"), SafetyAny("back", "lumbar"), AlertCount("safety", 2)],
        note="Two areas in one message: one alert each.",
    ),
    Scenario(
        name="h_free_chat_overhead_shoulder",
        category="pain",
        timezone="Europe/Berlin",
        days=[said("Shoulder hurts when I reach back to put on my jacket, the left one. since Sunday")],
        expect=[
            Entry("shoulder", any_of=[LEFT]),
            BundleContains("free_chat", ["shoulder"], query="can I do overhead press today?"),
        ],
        note="The pain reaches a free-chat answer about overhead work days later.",
    ),
]
