"""A batch of understanding scenarios about multi-day stories and sports the system has not seen, written
without the system's vocabulary.

Climbers (pulleys, hangboards, repeaters, pump), rowers (ergs, UT2, regattas, boathouses), swimmers,
martial artists (BJJ, judo, muay thai), dancers, cyclists, wheelchair racers, pregnant and postpartum
clients, nurses and police on rotas, students in exam season and carers. Facts evolve over several days:
a pain that appears, worsens and clears (or only gets "a bit better"), a goal set and then raised or
scaled back, a rota or pool timetable that shifts, a diet started and dropped, a gym that floods, a
style wish that softens; a side or an area corrected the next morning; the same question re-asked in
other words on other days; bot turns that assume wrongly and are corrected, confirmed or ignored; other
people's facts (a partner's back, a son's wrist, a daughter's squad goal, a climbing partner's shoulder)
that must not become the client's; hypotheticals and jokes. Names are prefixed `z2_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    JUNE_NEXT,
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
    injury,
    session,
    skipped,
    sleep,
    soreness,
    travel_start,
    user,
)

ASKED = ("ask", "question")
DIET_PAGES = ("nutrition-patterns.md", "profile.md")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def asked(question: str, answer: str, hours: float = 7.0) -> list:
    """The bot asks something; the client answers a few minutes later."""
    return [sleep(hours), bot(question, at="07:59"), user(answer, at="08:03")]


def EntryAny(*areas: str, any_of=()) -> PageContains:
    """An entry naming one of several words for the same place."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    if any_of:
        groups.append(list(any_of))
    return PageContains(CONSTRAINTS, [], groups)


SCENARIOS: list[Scenario] = [
    # --- goals: raised, scaled back, someone else's, a joke beside the real one ------------------------
    Scenario(
        "z2_goal_climber_grade_raised",
        "goals",
        display_name="Lena",
        timezone="Europe/Vienna",
        days=[
            train("limit bouldering"),
            said("Winter project: I want to send a 7a sport route on the Frankenjura trip in March."),
            rest(),
            said(
                "Update after the weekend at the wall: 7a already felt doable, so let's aim higher. "
                "7b on that March trip.",
                at="21:15",
            ),
            rest(),
        ],
        expect=[
            Goal(["7b"]),
            Goal(["7b"], [MARCH_NEXT]),
        ],
    ),
    Scenario(
        "z2_goal_rower_2k_erg",
        "goals",
        display_name="Hattie",
        timezone="Europe/London",
        days=[
            train("erg steady state"),
            said(
                "The only number that matters this winter: 2k erg under seven minutes before the "
                "trials in February. PB right now is 7:12."
            ),
            rest(),
        ],
        expect=[
            Goal(["2k"], [["february", "2027-02", "feb"]]),
            Goal([], [["7:00", "7 min", "seven minutes", "sub 7", "under 7", "under seven"]]),
        ],
    ),
    Scenario(
        "z2_goal_postpartum_scaled_back",
        "goals",
        display_name="Freya",
        timezone="Europe/Stockholm",
        days=[
            said(
                "Four months postpartum now. Long term I want to run Midnattsloppet, the 10k, again next "
                "August."
            ),
            rest(),
            said(
                "Saw the pelvic health physio today. She wants strength work first, so the nearer goal "
                "is to jog 20 minutes without stopping by Christmas. The 10k stays as the big one.",
                at="17:40",
            ),
            rest(),
        ],
        expect=[
            Goal(["20"], [["jog", "run"], ["christmas", "december", "2026-12"]]),
            Goal(["10k"]),
            QuotesWhole("goals.md"),
        ],
    ),
    Scenario(
        "z2_goal_daughters_squad_not_hers",
        "goals",
        display_name="Niamh",
        timezone="Europe/Dublin",
        days=[
            said(
                "My daughter's big aim is the county squad in the 200 fly, hence all the 5am pool runs. "
                "Mine is a lot more modest: swim a mile in open water at the Lough Derg swim next summer."
            ),
            rest(),
        ],
        expect=[
            Goal([], [["mile", "open water", "lough derg"]]),
            PageLacks("goals.md", [], [["county", "squad"]]),
        ],
    ),
    Scenario(
        "z2_goal_lottery_ironman_joke",
        "goals",
        display_name="Marcus",
        timezone="America/Chicago",
        days=[
            train("endurance ride"),
            said(
                "Sure, I'll do an Ironman the day I win the lottery 😂. Real goal: finish the 100-mile "
                "Gravel Worlds in August without walking a single climb.",
                at="20:10",
            ),
            rest(),
        ],
        expect=[
            Goal([], [["100 mile", "gravel"]]),
            PageLacks("goals.md", ["ironman"]),
            QuotesWhole("goals.md"),
        ],
    ),
    # --- pain: new sports' words, stories over days ----------------------------------------------------
    Scenario(
        "z2_pain_climber_a2_pulley",
        "pain",
        display_name="Jonas",
        timezone="Europe/Berlin",
        days=[
            train("limit bouldering"),
            said(
                "Felt a pop in my left ring finger on a crimp last night, probably the A2 pulley. "
                "Around 5/10 when I make a fist, no bruising yet.",
                at="09:30",
            ),
            rest(),
            said("finger still sore to grip, taping it and staying off the board", at="18:00"),
            rest(),
        ],
        expect=[
            Entry("finger", any_of=LEFT),
            Safety("finger"),
            AlertCount("safety", 1, "finger"),
        ],
    ),
    Scenario(
        "z2_pain_rower_ribs",
        "pain",
        display_name="Sanne",
        timezone="Europe/Amsterdam",
        days=[
            train("erg 3x20"),
            said(
                "Sharp pain along my right ribs at the catch, about 6/10, and it catches when I take a "
                "deep breath. Started after the long erg pieces.",
                at="19:20",
            ),
            rest(),
        ],
        expect=[
            EntryAny("rib", "chest", any_of=RIGHT),
            AlertOpen("safety", None, any_of=["rib", "chest"]),
        ],
    ),
    Scenario(
        "z2_pain_bjj_neck_comes_and_goes",
        "pain",
        display_name="Thiago",
        timezone="America/Sao_Paulo",
        days=[
            [
                sleep(7),
                session("no-gi rolling", sets=(("rolling rounds", 6, 0.0),), minutes=90),
                user("neck's a bit stiff after getting stacked in rolling, 2/10", at="21:00"),
            ],
            rest(),
            said("neck still stiff, maybe 3/10, hard to check my blind spot over my shoulder in the car"),
            rest(),
            said("neck is totally back to normal, full rotation, zero pain. good to roll tonight"),
        ],
        expect=[
            Entry("neck", words=["{d0}"]),
            NoEntry("shoulder"),
            NoAlert("safety", "neck"),
        ],
    ),
    Scenario(
        "z2_pain_wheelchair_shoulder",
        "pain",
        display_name="Priya",
        timezone="America/Vancouver",
        days=[
            train("push intervals"),
            said(
                "front of my right shoulder aches after pushing, worst on the uphill efforts, 4/10 tonight",
                at="20:15",
            ),
            rest(),
            train("upper strength"),
        ],
        expect=[
            Entry("shoulder", any_of=RIGHT),
            Safety("shoulder"),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "z2_pain_pregnant_pelvic_girdle",
        "pain",
        display_name="Lucía",
        timezone="Europe/Madrid",
        days=[
            said(
                "28 weeks pregnant and my pelvis is killing me at the front. Sharp when I stand on one "
                "leg to put my jeans on, like 6/10. Midwife calls it pelvic girdle pain."
            ),
            rest(),
        ],
        expect=[
            EntryAny("pelvi", "pubic", "groin", "hip"),
            AlertOpen("safety", None, any_of=["pelvi", "pubic", "groin", "hip"]),
        ],
    ),
    # --- negation: other people, painless sensations, the past, a joke ----------------------------------
    Scenario(
        "z2_neg_partner_erg_back",
        "negation",
        display_name="Imogen",
        timezone="Europe/London",
        days=[
            said(
                "Tom put his back out on the erg this morning, he's lying on the living room floor "
                "groaning. I'm fine, did my session no problem.",
                at="12:30",
            ),
            train(),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "z2_neg_climber_pump",
        "negation",
        display_name="Rosa",
        timezone="America/Denver",
        days=[
            train("power endurance circuits"),
            said(
                "forearms so pumped I couldn't unscrew my water bottle after. No pain, just the flash "
                "pump, gone in ten minutes.",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            NoEntry("forearm"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "z2_neg_swimmers_shoulder_prevention",
        "negation",
        display_name="Kirra",
        timezone="Australia/Brisbane",
        days=[
            said(
                "Half my squad has swimmer's shoulder this season. How do I avoid it? Touch wood, mine "
                "are perfectly fine."
            ),
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "z2_neg_son_broke_wrist",
        "negation",
        display_name="Agnieszka",
        timezone="Europe/Warsaw",
        days=[
            train(),
            [
                sleep(6.5),
                skipped("full body B", "family"),
                user(
                    "Sorry, skipping tonight. My son broke his wrist at judo and we're stuck in A&E. "
                    "I'm ok, just frazzled.",
                    at="19:45",
                ),
            ],
            rest(),
        ],
        expect=[
            NoEntry("wrist"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "z2_neg_old_acl",
        "negation",
        display_name="Ingrid",
        timezone="Europe/Oslo",
        days=[
            said(
                "Background: ACL reconstruction on the left knee in 2018. It's been rock solid for years, "
                "so please don't wrap it in cotton wool."
            ),
            train("lower A"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            BundleLacks("session_mode", ["knee"], [["pain", "sore", "hurt", "ache"]]),
        ],
    ),
    Scenario(
        "z2_neg_muay_thai_joke",
        "negation",
        display_name="Nok",
        timezone="Asia/Bangkok",
        days=[
            train("muay thai pads"),
            said(
                "shins look like I got hit by a tuk tuk 😂 jk, just red from the pads, nothing hurts, "
                "loved that class",
                at="21:30",
            ),
            rest(),
        ],
        expect=[
            NoEntry("shin"),
            NoAlert("safety"),
        ],
    ),
    # --- schedule: rotas, timetables and plans that shift ------------------------------------------------
    Scenario(
        "z2_sched_nurse_rota_changes",
        "schedule",
        display_name="Orla",
        timezone="Europe/Dublin",
        days=[
            said("New rota: earlies 7 till 3 Monday to Wednesday, so on those days I can train from 4pm."),
            rest(),
            said(
                "Rota changed again. Thursday and Friday are lates now, 2 till 10, so those two days "
                "it would have to be mornings.",
                at="16:20",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["4pm", "4 pm", "16:00", "from 4"]]),
            Profile([], [["thursday", "thu", "friday", "fri"], ["morning"]]),
        ],
    ),
    Scenario(
        "z2_sched_pool_lane_times_change",
        "schedule",
        display_name="Kirsty",
        timezone="Europe/London",
        days=[
            said("Lane swim slots for adults are Mondays and Thursdays at 6:30am, so that's when I swim."),
            rest(),
            train("swim aerobic"),
            said("Pool has reshuffled its timetable 🙄 adult lanes are Tuesdays and Fridays now, same time."),
            rest(),
        ],
        expect=[
            Profile([], [["tuesday", "tue"]]),
            Profile([], [["friday", "fri"]]),
        ],
    ),
    Scenario(
        "z2_sched_sons_football",
        "schedule",
        display_name="Dana",
        timezone="America/New_York",
        days=[
            said("Saturday mornings are gone now (my son's football), so Sunday at 8am is my long session."),
            rest(),
        ],
        expect=[
            Profile(["sunday"], [["8am", "8 am", "08:00", "8:00"]]),
        ],
    ),
    Scenario(
        "z2_sched_rowing_camp",
        "schedule",
        display_name="Fergus",
        timezone="Europe/London",
        days=[
            said(
                "Heads up: club training camp in Seville from the 16th to the 22nd, two outings a day on "
                "the water. Pause the gym plan that week."
            ),
            rest(),
        ],
        expect=[
            Profile([], [["camp", "seville"]]),
            BundleContains("weekly_review", [], [["camp", "seville"]]),
        ],
    ),
    Scenario(
        "z2_sched_dancer_rehearsals_switch",
        "schedule",
        display_name="Camille",
        timezone="Europe/Paris",
        days=[
            said("I lift at 9am, before afternoon rehearsals."),
            train(),
            said("From next week rehearsals move to the mornings, so the gym moves to 6pm.", at="18:45"),
            rest(),
        ],
        expect=[
            Profile([], [["6pm", "6 pm", "18:00"]]),
        ],
    ),
    # --- diet: started and dropped, a midwife's rules, a partner's diet, an allergy -----------------------
    Scenario(
        "z2_diet_carnivore_dropped",
        "diet",
        display_name="Jake",
        timezone="Australia/Perth",
        days=[
            said("Starting carnivore tomorrow, my training partner swears by it."),
            rest(),
            rest(),
            said(
                "Carnivore lasted three days. Felt like death on the bike. Back to normal food, "
                "rice and all.",
                at="12:30",
            ),
            rest(),
        ],
        expect=[
            Diet(
                ["carnivore"],
                [
                    [
                        "dropped",
                        "stopped",
                        "quit",
                        "ended",
                        "gave up",
                        "no longer",
                        "abandon",
                        "three days",
                        "3 days",
                        "back to normal",
                    ]
                ],
            ),
        ],
    ),
    Scenario(
        "z2_diet_pregnant_midwife_rules",
        "diet",
        display_name="Ana",
        timezone="Europe/Lisbon",
        days=[
            said(
                "Midwife's list for me: no raw fish, no unpasteurised soft cheese, caffeine under 200 mg "
                "a day. So no sushi ideas for a while please!"
            ),
            rest(),
        ],
        expect=[
            Diet([], [["raw fish", "sushi"]]),
            BundleContains("meal_lens", [], [["raw fish", "sushi", "caffeine", "cheese"]]),
        ],
    ),
    Scenario(
        "z2_diet_halal_gelatin",
        "diet",
        display_name="Bilal",
        timezone="Europe/London",
        days=[
            said(
                "Quick one for meal ideas: I eat halal only, so no pork, and watch out for gelatine in "
                "those recovery gummies."
            ),
            rest(),
        ],
        expect=[
            Diet([], [["halal"]]),
            BundleContains("meal_lens", [], [["halal", "pork", "gelatin"]]),
        ],
    ),
    Scenario(
        "z2_diet_girlfriend_keto",
        "diet",
        display_name="Daan",
        timezone="Europe/Amsterdam",
        days=[
            said(
                "Girlfriend's gone full keto, good luck to her. Not me, I'm a rower, I basically run on "
                "porridge and pasta."
            ),
            rest(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["keto"]),
            BundleLacks("meal_lens", ["keto"]),
        ],
    ),
    Scenario(
        "z2_diet_sesame_after_bot_suggestion",
        "diet",
        display_name="Minji",
        timezone="Asia/Seoul",
        days=[
            asked(
                "How about a sesame-crusted salmon bowl for tonight's dinner?",
                "can't, sesame allergy, a bad one. I carry an EpiPen.",
            ),
            rest(),
        ],
        expect=[
            Diet(["sesame"], [["allerg"]]),
            BundleContains("meal_lens", ["sesame"]),
        ],
    ),
    # --- equipment: home walls, a flooded boathouse, a studio, a hotel --------------------------------
    Scenario(
        "z2_equip_hangboard_home",
        "equipment",
        display_name="Marek",
        timezone="Europe/Prague",
        days=[
            said(
                "Home setup: a Beastmaker hangboard over the kitchen door and a pulley with a loading pin "
                "for one-arm hangs."
            ),
            rest(),
        ],
        expect=[
            Profile([], [["hangboard", "fingerboard", "beastmaker"]]),
            BundleContains("session_mode", [], [["hangboard", "fingerboard", "beastmaker"]]),
        ],
    ),
    Scenario(
        "z2_equip_boathouse_flooded",
        "equipment",
        display_name="Tilly",
        timezone="Europe/London",
        days=[
            said("Boathouse gym has six ergs, a squat rack and dumbbells up to 30."),
            train(),
            said(
                "Boathouse flooded 🙄 we're at the uni gym for a month. No ergs there, but it has Wattbikes.",
                at="10:15",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["watt bike", "wattbike"]]),
            BundleContains("session_mode", [], [["watt bike", "wattbike"]]),
        ],
    ),
    Scenario(
        "z2_equip_wheelchair_home",
        "equipment",
        display_name="Priya",
        timezone="America/Vancouver",
        days=[
            said(
                "At home I've got resistance bands looped round the radiator, a pair of 8 kg dumbbells, "
                "and my racing chair on a set of rollers."
            ),
            rest(),
        ],
        expect=[
            Profile(["band"]),
            Profile([], [["roller", "racing chair"]]),
        ],
    ),
    Scenario(
        "z2_equip_dance_studio",
        "equipment",
        display_name="Camille",
        timezone="Europe/Paris",
        days=[
            said("I only have the studio to train in: barre, mirrors, a few mats. No weights at all."),
            rest(),
        ],
        expect=[
            Profile(["barre"]),
            BundleContains("session_mode", [], [["barre", "no weights", "bodyweight"]]),
        ],
    ),
    Scenario(
        "z2_equip_hotel_gym",
        "equipment",
        display_name="Wei",
        timezone="Asia/Singapore",
        days=[
            [
                sleep(6.5),
                travel_start("Tokyo", at="06:00"),
                user(
                    "Hotel gym here is a treadmill and a spin bike with a wobbly seat, that's the lot. "
                    "Here till Friday.",
                    at="21:00",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["treadmill", "spin bike"]]),
        ],
    ),
    # --- life: carers, a birth, exams, shifts, a pregnancy -------------------------------------------
    Scenario(
        "z2_life_dad_stroke_carer",
        "life",
        display_name="Gemma",
        timezone="Europe/London",
        days=[
            said(
                "Moved back home to look after Dad after his stroke. I'm his main carer for now, so some "
                "weeks will be chaos.",
                at="22:10",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["carer", "caring", "dad", "father", "stroke"]]),
            BundleContains("weekly_review", [], [["carer", "caring", "dad", "father"]]),
        ],
    ),
    Scenario(
        "z2_life_baby_arrived_csection",
        "life",
        display_name="Mareike",
        timezone="Europe/Berlin",
        days=[
            said(
                "She's here! Baby girl born last Wednesday by C-section. Surgeon says nothing strenuous "
                "for six weeks.",
                hours=4.5,
                at="14:00",
            ),
            rest(5),
            rest(5.5),
        ],
        expect=[
            Profile([], [["baby", "postpartum", "postnatal", "birth", "c section", "caesarean", "cesarean"]]),
            BundleContains(
                "session_mode",
                [],
                [["c section", "caesarean", "cesarean", "six weeks", "6 weeks", "postpartum", "postnatal"]],
            ),
        ],
    ),
    Scenario(
        "z2_life_finals",
        "life",
        display_name="Arjun",
        timezone="Asia/Kolkata",
        days=[
            said(
                "Finals run from 30 Nov to 11 Dec. I'll be in the library twelve hours a day, so expect me "
                "to be tired and short on time."
            ),
            rest(6),
        ],
        expect=[
            Profile([], [["exam", "finals"]]),
            BundleContains("weekly_review", [], [["exam", "finals"]]),
        ],
    ),
    Scenario(
        "z2_life_police_shifts",
        "life",
        display_name="Brooke",
        timezone="Australia/Adelaide",
        days=[
            said("I'm a cop. 12-hour shifts, four on four off, rotating days and nights."),
            rest(),
        ],
        expect=[
            Profile([], [["shift", "police", "cop", "officer"]]),
            BundleContains("morning_brief", [], [["shift", "police", "cop"]]),
        ],
    ),
    Scenario(
        "z2_life_pregnancy_announced",
        "life",
        display_name="Giulia",
        timezone="Europe/Rome",
        days=[
            said("Big news: I'm pregnant, 12 weeks today! 🤰"),
            rest(),
            said("Midwife is happy for me to keep lifting, just nothing flat on my back after 16 weeks."),
            rest(),
        ],
        expect=[
            Profile(["pregnan"]),
            BundleContains("session_mode", ["pregnan"]),
            NoAlert("safety", "back"),
        ],
    ),
    # --- style: emoji, a changed mind, a language, quiet hours, tough love -----------------------------
    Scenario(
        "z2_style_no_emojis",
        "style",
        display_name="Aino",
        timezone="Europe/Helsinki",
        days=[
            said("Please drop the emojis, it makes the messages read like a kids' app."),
            rest(),
        ],
        expect=[
            Prefs(["emoji"]),
            BundleContains("morning_brief", ["emoji"]),
        ],
    ),
    Scenario(
        "z2_style_short_then_wants_why",
        "style",
        display_name="Rupert",
        timezone="Europe/London",
        days=[
            said("Keep it really short please. Bullet points, no waffle."),
            train(),
            train("full body B"),
            said(
                "Changed my mind a bit: I miss knowing why we do each exercise. Can you add one line of "
                "reasoning per movement?"
            ),
            rest(),
        ],
        expect=[
            Prefs([], [["why", "reason", "explain", "explanation"]]),
            BundleContains("morning_brief", [], [["why", "reason", "explain", "explanation"]]),
        ],
    ),
    Scenario(
        "z2_style_portuguese",
        "style",
        display_name="Rafaela",
        timezone="America/Sao_Paulo",
        days=[
            said(
                "Can you write to me in Portuguese from now on? My English is fine but I read Portuguese "
                "faster first thing in the morning."
            ),
            rest(),
        ],
        expect=[
            Prefs([], [["portugu"]]),
            BundleContains("morning_brief", [], [["portugu"]]),
        ],
    ),
    Scenario(
        "z2_style_quiet_hours_nights",
        "style",
        display_name="Wanjiru",
        timezone="Africa/Nairobi",
        days=[
            said(
                "I work nights at the airport, so please don't send anything before 1pm, the buzz wakes me.",
                hours=6,
                at="14:30",
            ),
            rest(6),
        ],
        expect=[
            PageContains(
                ("preferences.md", "profile.md", "coaching-playbook.md"), [], [["1pm", "1 pm", "13:00"]]
            ),
            BundleContains("morning_brief", [], [["1pm", "1 pm", "13:00"]]),
        ],
    ),
    Scenario(
        "z2_style_tough_love",
        "style",
        display_name="Marcus",
        timezone="America/Chicago",
        days=[
            said(
                "Be blunt with me. If I skip, call me out. I respond to a kick up the backside, not gentle "
                "encouragement."
            ),
            rest(),
        ],
        expect=[
            Prefs([], [["blunt", "direct", "call me out", "call out", "tough", "kick", "harsh", "strict"]]),
            BundleContains(
                "morning_brief",
                [],
                [["blunt", "direct", "call me out", "call out", "tough", "kick", "harsh"]],
            ),
        ],
    ),
    # --- recurring questions, re-worded on different days -------------------------------------------
    Scenario(
        "z2_rec_repeaters_timing",
        "recurring",
        display_name="Marek",
        timezone="Europe/Prague",
        days=[
            said("how long is each hang on repeaters again?"),
            rest(),
            said("repeaters: is it 7 on 3 off or 10 on 5 off?"),
            train("hangboard"),
            said("sorry, repeater hang/rest timing one more time?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["repeater"], ASKED),
            BundleContains("free_chat", ["repeater"], query="what's my repeater timing?"),
        ],
    ),
    Scenario(
        "z2_rec_pregnant_intensity_reworded",
        "recurring",
        display_name="Ivana",
        timezone="Europe/Zagreb",
        days=[
            said("Is it okay to let my heart rate go above 150 now I'm pregnant?"),
            rest(),
            said("How hard can I push cardio-wise with the bump?"),
            rest(),
            said("How breathless is too breathless for a pregnant runner?"),
        ],
        expect=[
            PageContains(
                ("preferences.md", "*"),
                [],
                [["heart rate", "intensity", "breathless", "cardio", "how hard"], list(ASKED)],
            ),
            BundleContains(
                "free_chat",
                [],
                [["heart rate", "intensity", "breathless", "cardio", "how hard"]],
                query="how hard can I push my heart rate while pregnant?",
            ),
        ],
    ),
    Scenario(
        "z2_rec_ut2_rate",
        "recurring",
        display_name="Tilly",
        timezone="Europe/London",
        days=[
            said("What rate do I hold for the UT2 pieces?"),
            train("erg UT2"),
            said("UT2 stroke rate, remind me?"),
            rest(),
            said("rate for UT2 again, sorry 🙃"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["ut2"], ASKED),
            BundleContains("free_chat", ["ut2"], query="what stroke rate for UT2?"),
        ],
    ),
    Scenario(
        "z2_rec_coffee_only_twice",
        "recurring",
        display_name="Arjun",
        timezone="Asia/Kolkata",
        days=[
            said("Is a coffee right before training a good idea?"),
            rest(),
            said("pre-workout coffee: yes or no?"),
        ],
        expect=[
            PageLacks(("preferences.md", "*"), ["coffee"], ASKED),
            BundleLacks("free_chat", ["coffee"], ASKED, query="should I have coffee before training?"),
        ],
    ),
    Scenario(
        "z2_rec_gravel_tyre_pressure",
        "recurring",
        display_name="Eli",
        timezone="America/Denver",
        days=[
            said("what tyre pressure should I run for the gravel race?"),
            rest(),
            said("psi for gravel again? front and rear"),
            rest(),
            said("remind me the tire pressure for gravel, I keep forgetting"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), [], [["pressure", "psi"], list(ASKED)]),
            BundleContains("free_chat", [], [["pressure", "psi"]], query="what tyre pressure for gravel?"),
        ],
    ),
    # --- bot claims: a phantom pain, an invented goal, a wrong time, a confirmation, a wrong side -----
    Scenario(
        "z2_bot_phantom_ankle",
        "bot_claims",
        display_name="Felix",
        timezone="Europe/Berlin",
        days=[
            train("plyometrics"),
            asked(
                "How's the ankle holding up after yesterday's box jumps?",
                "what ankle? both ankles are fine, you've got me mixed up with someone",
            ),
            rest(),
        ],
        expect=[
            NoEntry("ankle"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "z2_bot_channel_swim_ignored",
        "bot_claims",
        display_name="Kirsty",
        timezone="Europe/London",
        days=[
            asked("Great progress towards your Channel swim! 🏊‍♀️", "lol. what's today's set?"),
            train("swim threshold"),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["channel"]),
            BundleLacks("weekly_review", ["channel"]),
        ],
    ),
    Scenario(
        "z2_bot_wrong_time_corrected",
        "bot_claims",
        display_name="Paolo",
        timezone="Asia/Manila",
        days=[
            asked("See you at 6am tomorrow as usual! ☀️", "I train at 7pm. Always have. Evenings only."),
            rest(),
        ],
        expect=[
            Profile([], [["7pm", "7 pm", "19:00", "evening"]]),
        ],
    ),
    Scenario(
        "z2_bot_vegetarian_confirmed",
        "bot_claims",
        display_name="Meera",
        timezone="Europe/London",
        days=[
            asked(
                "As a vegetarian, would paneer work for lunch?", "yes, veggie for ten years. paneer's perfect"
            ),
            rest(),
        ],
        expect=[
            Diet([], [["vegetarian", "veggie"]]),
        ],
    ),
    Scenario(
        "z2_bot_wrong_side_knee",
        "bot_claims",
        display_name="Freja",
        timezone="Europe/Copenhagen",
        days=[
            [sleep(7), session("lower A"), user("knee grumbling after the lunges, 3/10", at="20:00")],
            asked(
                "Noted that your right knee is sore, we'll skip lunges today.",
                "LEFT knee. Always the left one.",
            ),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=LEFT),
            PageLacks(CONSTRAINTS, ["knee"], [RIGHT]),
        ],
    ),
    Scenario(
        "z2_bot_recap_half_right",
        "bot_claims",
        display_name="Noemi",
        timezone="Europe/Zurich",
        days=[
            asked(
                "Quick recap so I get it right: you're a rower, you train Tuesdays, and you're gluten-free?",
                "Rower, yes, and Tuesdays are my gym day, yes. The rest, no.",
            ),
            rest(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["gluten"]),
            Profile([], [["tuesday"]]),
        ],
    ),
    # --- several facts, over several days ------------------------------------------------------------
    Scenario(
        "z2_mixed_triathlete_week",
        "mixed",
        display_name="Jess",
        timezone="Australia/Perth",
        days=[
            said(
                "Goal for next season: an Olympic-distance triathlon in September. The pool is only "
                "open to me Mon and Wed at 6am."
            ),
            train(),
            [
                sleep(7),
                session("brick", sets=(("bike", 40, 0.0), ("run", 5, 0.0)), minutes=80),
                user("left calf tight after the brick run, 3/10", at="19:00"),
            ],
            rest(),
            said("calf is 100% fine again, no tightness at all. Also going vegetarian from this week."),
            rest(),
        ],
        expect=[
            Goal([], [["triathlon", "olympic"]]),
            Profile([], [["6am", "6 am", "06:00"]]),
            Entry("calf", any_of=LEFT),
            NoAlert("safety", "calf"),
            Diet(["vegetarian"]),
        ],
    ),
    Scenario(
        "z2_mixed_knee_was_hip",
        "mixed",
        display_name="Lotte",
        timezone="Europe/Brussels",
        days=[
            said("right knee twinge on the climbs today, 4/10", at="18:30"),
            said(
                "correction: it's not the knee, it's the front of the right hip, the hip flexor. "
                "knee is fine.",
                at="08:10",
            ),
            rest(),
        ],
        expect=[
            Entry("hip", any_of=RIGHT),
            Safety("hip"),
            NoAlert("safety", "knee"),
        ],
    ),
    Scenario(
        "z2_mixed_bjj_grading",
        "mixed",
        display_name="Diego",
        timezone="America/Los_Angeles",
        days=[
            said(
                "Goal: blue belt grading on 12 December. Right elbow sore from an armbar in sparring, "
                "4/10. I train Tue/Thu 7pm and Saturday 11am. And no dairy for me.",
                at="22:00",
            ),
            rest(),
        ],
        expect=[
            Goal([], [["blue belt", "grading"]]),
            Entry("elbow", any_of=RIGHT),
            Safety("elbow"),
            Diet(["dairy"]),
        ],
    ),
    Scenario(
        "z2_mixed_wife_pregnant_back",
        "mixed",
        display_name="Cian",
        timezone="Europe/Dublin",
        days=[
            said(
                "Wife is 30 weeks pregnant and her back's in bits, so I'm doing all the cooking, lots of "
                "batch chilli. My goal hasn't changed: the 100 km sportive in June."
            ),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety"),
            Goal(["100"], [JUNE_NEXT]),
        ],
    ),
    Scenario(
        "z2_mixed_dancer_student_week",
        "mixed",
        display_name="Zofia",
        timezone="Europe/Warsaw",
        days=[
            said("Exams start on the 16th, so max three sessions a week until then."),
            said("Also gluten-free now, doctor's orders.", at="12:00"),
            [sleep(7), user("rolled my left ankle in jazz class, it's swollen, 6/10", at="20:30")],
            rest(),
        ],
        expect=[
            Profile(["exam"]),
            Diet(["gluten"]),
            Entry("ankle", any_of=LEFT),
            Safety("ankle"),
        ],
    ),
    Scenario(
        "z2_mixed_hypothetical_shoulder_real_back",
        "mixed",
        display_name="Aroha",
        timezone="Pacific/Auckland",
        days=[
            train("swim fly set"),
            said(
                "If my shoulder ever flares up again I'll switch to kick sets. Today it's my lower back "
                "though, 4/10 after all the butterfly.",
                at="19:40",
            ),
            rest(),
        ],
        expect=[
            NoEntry("shoulder"),
            Entry("back"),
            Safety("back"),
        ],
    ),
    # --- alerts: recurrences fold, escalation, "a bit better", other people, two areas ----------------
    Scenario(
        "z2_alert_swimmer_shoulder_recurs",
        "alerts",
        display_name="Marta",
        timezone="Europe/Lisbon",
        days=[
            [
                sleep(7),
                session("swim threshold"),
                user("right shoulder pinchy on the catch, 3/10", at="19:00"),
            ],
            rest(),
            [sleep(7), soreness("right shoulder", 3, "after the freestyle set")],
            rest(),
            [
                sleep(7),
                session("swim threshold"),
                user("shoulder again after the 400s, same spot", at="19:15"),
            ],
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            Entry("shoulder", words=["{d0}"]),
            Entry("shoulder", words=["{d4}"]),
        ],
    ),
    Scenario(
        "z2_alert_knee_crash_escalates",
        "alerts",
        display_name="Mathieu",
        timezone="Europe/Paris",
        days=[
            said("left knee a bit achy after the ride, 2/10", at="18:00"),
            rest(),
            [
                sleep(7),
                injury(
                    "left knee", "crashed on a wet descent, knee swollen and can't fully bend it", at="16:50"
                ),
                user("came off on a wet descent, knee's swollen and won't bend all the way", at="17:00"),
            ],
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            PageContains(CONSTRAINTS, ["knee"], [["[injury]", "[constraint]"]]),
        ],
    ),
    Scenario(
        "z2_alert_elbow_only_a_bit_better",
        "alerts",
        display_name="Rosa",
        timezone="America/Denver",
        days=[
            said("left elbow sore after the roof problems, 3/10", at="20:00"),
            rest(),
            said("elbow a bit better today, maybe 2/10"),
            rest(),
        ],
        expect=[
            Safety("elbow"),
            AlertCount("safety", 1, "elbow"),
            Entry("elbow", any_of=LEFT),
        ],
    ),
    Scenario(
        "z2_alert_partner_dislocation_own_wrist",
        "alerts",
        display_name="Nerea",
        timezone="Europe/Madrid",
        days=[
            train("outdoor climbing"),
            said(
                "My climbing partner dislocated his shoulder on a dyno and I had to lower him off. My "
                "shoulders are fine, but my right wrist is sore from the catch, 4/10.",
                at="21:00",
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety", "shoulder"),
            NoEntry("shoulder"),
            Safety("wrist"),
        ],
    ),
    Scenario(
        "z2_alert_postpartum_back_folds",
        "alerts",
        display_name="Katharina",
        timezone="Europe/Vienna",
        days=[
            said("lower back aches when I lift the car seat, 4/10", hours=5.5),
            rest(5),
            said("back still about 4/10, the car seat again", hours=5),
            rest(6),
            [sleep(5.5), soreness("lower back", 3, "carrying the baby")],
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Entry("back", words=["{d0}"]),
        ],
    ),
    Scenario(
        "z2_alert_wheelchair_wrists_and_shoulder",
        "alerts",
        display_name="Kadeem",
        timezone="Europe/London",
        days=[
            said(
                "both wrists sore from pushing on the track, 4/10, and my left shoulder is grumbling "
                "too, 3/10",
                at="19:30",
            ),
            rest(),
            said("wrists still sore this morning"),
        ],
        expect=[
            AlertCount("safety", 1, "wrist"),
            AlertCount("safety", 1, "shoulder"),
        ],
    ),
]
