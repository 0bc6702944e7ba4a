"""A batch in the clients' own jargon: climbers, swimmers, cyclists, rowers, dancers, martial artists,
gardeners, farmers, night nurses, pregnant and postpartum clients, people past 65 and teenagers with
exams, each talking the way their sport or job talks.

Body areas arrive as people name them ("my A2", "IT band", "SI joint", "plantar", "neck and upper
back"), severities as people feel them ("niggly", "properly painful", "agony for a second then fine"),
and some of the jargon is a trap for a literal reader: pulley blocks are equipment, a healed flapper is
history, a partner's torn ACL is not hers, a finger pricked for a glucose test is not an injury. The
bot's recaps are sometimes wrong (the other shoulder, an invented trip, a PB she never pulled).
Names are prefixed `ak2_`.
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
    sleep,
    soreness,
    user,
)

FOOD_PAGES = ("nutrition-patterns.md", "profile.md", "preferences.md")
STYLE_PAGES = ("preferences.md", "coaching-playbook.md", "profile.md")
GOAL_OR_PROFILE = ("goals.md", "profile.md")
UNSURE = (
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
    "doubt",
    "wonder",
    "worr",
)
XMAS = ("christmas", "xmas", "25 dec", "dec 25", "december 25", "25 december", "2026 12 2")
JAN = ("january", "jan", "2027 01")
FEB = ("february", "feb", "2027 02")
DECEMBER = ("december", "dec", "2026 12")


def Watch(areas, side=None, extra=None) -> PageContains:
    """An entry (watch/constraint/injury) naming one of several ways to call the area."""
    groups = [tuple(areas), ENTRY_LEVELS]
    if side:
        groups.append(tuple(side))
    if extra:
        groups.append(tuple(extra))
    return PageContains(CONSTRAINTS, [], groups)


def SafetyAny(areas, extra=None) -> AlertOpen:
    """An open safety alert whose message or payload names one of the ways to call the area."""
    groups = [tuple(areas)]
    if extra:
        groups.append(tuple(extra))
    return AlertOpen("safety", None, [], groups)


def night(hours: float = 7.0, at: str = "07:00") -> list:
    return [sleep(hours, at=at)]


def chat(text: str, at: str = "08:30", hours: float = 7.1) -> list:
    return [sleep(hours), user(text, at=at)]


def asked(question: str, reply: str, at: str = "18:30", hours: float = 7.0) -> list:
    """The bot says something; she answers a few minutes later."""
    h, m = (int(x) for x in at.split(":"))
    later = f"{h:02d}:{min(m + 6, 59):02d}"
    return [sleep(hours), bot(question, at=at), user(reply, at=later)]


def did(name: str, sets=None, minutes: int = 60, hours: float = 7.0, at: str = "18:00") -> list:
    if sets is None:
        return [sleep(hours), session(name, at=at, minutes=minutes)]
    return [sleep(hours), session(name, sets=sets, at=at, minutes=minutes)]


BOULDER = (("boulder problems", 20, 0.0), ("campus ladders", 6, 0.0))
HANGS = (("hangboard 7s hang", 6, 5.0), ("weighted pull up", 5, 10.0))
SWIM = (("freestyle 100m", 20, 0.0), ("kick 50m", 8, 0.0))
ERG = (("erg 2k piece", 3, 0.0), ("row", 1, 0.0))
RIDE = (("endurance ride", 1, 0.0),)
BARRE = (("plie", 16, 0.0), ("releve", 20, 0.0))
PADS = (("pad rounds", 6, 0.0), ("kettlebell swing", 15, 16.0))


SCENARIOS: list[Scenario] = [
    # --- goals ----------------------------------------------------------------------------------------
    Scenario(
        "ak2_goal_send_the_project_at_easter",
        "goals",
        display_name="Johanna",
        timezone="Europe/Berlin",
        days=[
            chat(
                "ok so the big thing for this season: there's a 7a in the Frankenjura called Sautanz that "
                "I've been projecting for two years. we go back over Easter and I want to finally send it. "
                "everything else we do is in service of that, honestly",
                at="21:10",
            ),
            did("fingers + pull", sets=HANGS),
            night(),
        ],
        expect=[
            Goal([], [("7a", "sautanz", "frankenjura", "send", "project")]),
            Goal([], [("easter", "april", "apr", "2027 03", "2027 04", "march")]),
            BundleContains("weekly_review", [], [("7a", "sautanz", "frankenjura")]),
        ],
    ),
    Scenario(
        "ak2_goal_sub_740_at_indoor_champs",
        "goals",
        display_name="Fenella",
        timezone="Europe/London",
        days=[
            did("erg intervals", sets=ERG, minutes=55),
            chat(
                "been mulling over what I actually want from this winter. British Indoors is on 6 December. "
                "last year I pulled 7:48 for the 2k and I'd love to go under 7:40 this time. couldn't care "
                "less where I place, it's purely about the number on the monitor",
                at="20:45",
            ),
            night(),
        ],
        expect=[
            Goal([], [("7:40", "7.40", "7m40")]),
            Goal([], [("2k", "2 k", "2000", "2,000", "2 000", "erg")]),
            Goal([], [("6 dec", "dec 6", "december 6", "6 december", "2026 12 06", "indoors", "champ")]),
            BundleContains("weekly_review", [], [("7:40", "7.40", "2k", "2000")]),
        ],
    ),
    Scenario(
        "ak2_goal_floor_for_the_grandchildren",
        "goals",
        display_name="Maureen",
        timezone="Pacific/Auckland",
        days=[
            asked(
                "What would make these sessions feel worth it for you, Maureen?",
                "I'm 74 and I'll be honest with you, the thing I want most is to get down on the floor and "
                "back up again without grabbing hold of the sofa. The grandchildren are coming for "
                "Christmas and I want to be down on the carpet playing with them, not watching from the "
                "armchair.",
                at="10:00",
            ),
            did("gentle strength", sets=(("sit to stand", 8, 0.0), ("wall press", 10, 0.0)), minutes=30),
            night(),
        ],
        expect=[
            Goal([], [("floor", "ground", "carpet", "get up", "get down", "getting up")]),
            Goal([], [("grand",)]),
            Goal([], [XMAS]),
            BundleContains("weekly_review", [], [("floor", "ground", "carpet", "get up", "getting up")]),
        ],
    ),
    Scenario(
        "ak2_goal_wkg_dropped_for_gravel",
        "goals",
        display_name="Dana",
        timezone="America/Denver",
        days=[
            chat(
                "goal for the year: 4 w/kg by spring. did a ramp test Saturday and came out at an FTP of "
                "210, so about 3.4 right now",
                at="19:00",
            ),
            did("sweet spot", sets=RIDE, minutes=75),
            night(),
            chat(
                "change of plan. a mate talked me into Unbound in late May, the 100-mile gravel one. "
                "honestly I just want to get to the finish without bonking. the w/kg thing can go on the "
                "back burner",
                at="21:30",
            ),
            night(),
        ],
        expect=[
            Goal([], [("unbound", "gravel", "100 mile", "100 mi")]),
            Goal([], [("may", "2027 05")]),
            BundleContains("weekly_review", [], [("unbound", "gravel")]),
        ],
    ),
    Scenario(
        "ak2_goal_teen_100_free_for_squad",
        "goals",
        display_name="Saoirse",
        timezone="Europe/Dublin",
        days=[
            chat(
                "coach said if I get my 100 free under 1:02 I'll make the Leinster squad!! trials are the "
                "last weekend in January. also mam says nothing is allowed to wreck my Leaving Cert "
                "revision so don't go mad on me lol",
                at="17:20",
            ),
            did("dryland", sets=(("pull up", 5, 0.0), ("plank", 3, 0.0)), minutes=40),
            night(8.5),
        ],
        expect=[
            Goal([], [("1:02", "1.02", "100 free", "100m free", "100 m free", "freestyle", "leinster")]),
            Goal([], [(*JAN, "trial")]),
            Profile([], [("leaving cert", "exam", "revision")]),
        ],
    ),
    # --- pain -----------------------------------------------------------------------------------------
    Scenario(
        "ak2_pain_a2_on_the_crimp",
        "pain",
        display_name="Ji-woo",
        timezone="Asia/Seoul",
        days=[
            [
                sleep(7),
                session("bouldering", sets=BOULDER, at="19:00", minutes=120),
                user(
                    "think I tweaked my A2 on the crimpy one in the cave. left ring finger. no pop, no "
                    "bruising, open hand is totally fine but it's niggly whenever I grip hard on anything "
                    "small, like a 3",
                    at="21:40",
                ),
            ],
            night(),
            chat("finger's the same. taped it and stuck to jugs tonight", at="22:00"),
        ],
        expect=[
            Watch(("finger", "pulley", "a2"), LEFT),
            Watch(("finger", "pulley", "a2"), extra=("grip", "crimp", "small")),
            SafetyAny(("finger", "pulley", "a2")),
            BundleContains("session_mode", [], [("finger", "pulley", "a2")]),
        ],
    ),
    Scenario(
        "ak2_pain_shoulder_pinch_at_the_catch",
        "pain",
        display_name="Tegan",
        timezone="Australia/Perth",
        days=[
            [
                sleep(6.5),
                session("squad swim", sets=SWIM, at="06:00", minutes=75),
                user(
                    "3k this morning and the front of my right shoulder pinches right at the catch, every "
                    "single stroke on that side. 4 out of 10 maybe. doesn't bother me out of the water, "
                    "benched fine on Friday even",
                    at="08:15",
                ),
            ],
            night(),
            night(),
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT]),
            Entry("shoulder", any_of=[("catch", "swim", "stroke", "freestyle", "pool", "water")]),
            Safety("shoulder"),
        ],
    ),
    Scenario(
        "ak2_pain_tennis_elbow_from_the_hedge",
        "pain",
        display_name="Wilma",
        timezone="Europe/Amsterdam",
        days=[
            chat(
                "Spent all of Saturday and Sunday cutting back the beech hedge with the long-handled "
                "loppers, and now the outside of my right elbow is properly painful. Picking up the kettle "
                "is the worst of it, about a 5. Textbook tennis elbow, according to my neighbour.",
                at="09:40",
            ),
            night(),
            did("strength", sets=(("goblet squat", 10, 8.0), ("step up", 10, 0.0)), minutes=35),
        ],
        expect=[
            Entry("elbow", any_of=[RIGHT]),
            Watch(
                ("elbow",),
                extra=("kettle", "grip", "lift", "tennis", "lateral", "prun", "hedge", "lopper", "garden"),
            ),
            Safety("elbow"),
        ],
    ),
    Scenario(
        "ak2_pain_plantar_after_three_nights",
        "pain",
        display_name="Rosalind",
        timezone="America/Chicago",
        days=[
            [
                sleep(6, at="15:30"),
                user(
                    "three twelve-hour nights on the unit and my left heel is agony for the first few steps "
                    "when I get up in the afternoon, then it calms right down. ward physio reckons plantar "
                    "fasciitis. been going on about two weeks",
                    at="16:05",
                ),
            ],
            night(8),
            did("lower body", sets=(("split squat", 8, 10.0), ("hip thrust", 10, 30.0)), minutes=40),
        ],
        expect=[
            Watch(("heel", "plantar", "foot"), LEFT),
            Watch(
                ("heel", "plantar", "foot"),
                extra=(
                    "first step",
                    "first few",
                    "get up",
                    "getting up",
                    "waking",
                    "out of bed",
                    "after rest",
                ),
            ),
            SafetyAny(("heel", "plantar", "foot")),
        ],
    ),
    Scenario(
        "ak2_pain_sciatica_after_feed_bags",
        "pain",
        display_name="Shane",
        timezone="Australia/Brisbane",
        days=[
            chat(
                "flung a few too many 25 kg feed bags off the ute on Thursday. since then I've had sciatica "
                "down the back of my right leg, shoots right into the calf when I climb down off the "
                "tractor. I'd call it a 6, a 7 first thing in the morning",
                at="19:50",
            ),
            night(6),
            night(6.5),
        ],
        expect=[
            Watch(("sciatic", "back", "leg", "nerve", "glute"), RIGHT),
            SafetyAny(("sciatic", "back", "leg", "nerve", "glute")),
            BundleContains("session_mode", [], [("sciatic", "nerve")]),
        ],
    ),
    Scenario(
        "ak2_pain_si_joint_car_door",
        "pain",
        display_name="Carys",
        timezone="Europe/London",
        days=[
            did("erg steady state", sets=ERG, minutes=50),
            chat(
                "my SI joint is playing up again, the right one. it's agony for a second when I twist to "
                "get out of the car, then totally fine. the physio says it's the same sacroiliac thing I "
                "had after my son was born",
                at="12:30",
            ),
            night(),
        ],
        expect=[
            Watch(("si joint", "sij", "sacroiliac", "lower back", "pelvi"), RIGHT),
            Watch(
                ("si joint", "sij", "sacroiliac", "lower back", "pelvi"),
                extra=("car", "twist", "second", "brief", "sudden", "sharp"),
            ),
            SafetyAny(("si joint", "sij", "sacroiliac", "lower back", "pelvi")),
        ],
    ),
    # --- negation -------------------------------------------------------------------------------------
    Scenario(
        "ak2_neg_dancer_knees_just_click",
        "negation",
        display_name="Camille",
        timezone="Europe/Paris",
        days=[
            did("barre strength", sets=BARRE, minutes=45),
            asked(
                "I noticed you skipped the jump squats. Anything going on with your knees?",
                "oh they click on every single plié, they have since I was twelve. the physio at the "
                "school checked them years ago, it's just noise, no pain at all. I skipped the jumps "
                "because I had rehearsal straight after",
                at="19:30",
            ),
            night(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, ["knee"], [("click", "noise")], section="note"),
        ],
    ),
    Scenario(
        "ak2_neg_flapper_healed_over",
        "negation",
        display_name="Marisol",
        timezone="America/Vancouver",
        days=[
            chat(
                "tore a flapper on my right middle finger on that sharp crimp last Tuesday, so gross. it's "
                "healed over now though, the new skin is tough and I climbed last night with zero tape",
                at="11:15",
            ),
            did("bouldering", sets=BOULDER, minutes=110),
            night(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [("finger", "flapper", "skin"), ("[injury]", "[constraint]")]),
        ],
    ),
    Scenario(
        "ak2_neg_race_legs_after_the_crit",
        "negation",
        display_name="Lotte",
        timezone="Europe/Brussels",
        days=[
            did("crit race", sets=RIDE, minutes=45, at="14:00"),
            [
                sleep(7.5),
                soreness("quads", 2, "after the crit", at="08:00"),
                user(
                    "crit was savage, 45 minutes full gas. legs are toast today, quads properly DOMSy going "
                    "down the stairs, but that's just racing. nothing's hurt or tweaked",
                    at="08:10",
                ),
            ],
            night(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("quad"),
        ],
    ),
    Scenario(
        "ak2_neg_partners_acl_not_hers",
        "negation",
        display_name="Rafaela",
        timezone="America/Sao_Paulo",
        days=[
            chat(
                "horrible night at jiu-jitsu. my training partner's knee went during a takedown, they think "
                "it's his ACL. I'm fine physically, just shaken up. might sit out the takedown rounds for a "
                "week or two while my head settles",
                at="22:40",
            ),
            night(6),
            did("strength", sets=PADS, minutes=45),
        ],
        expect=[
            NoEntry("knee"),
            NoEntry("acl"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ak2_neg_shins_fine_this_season",
        "negation",
        display_name="Destiny",
        timezone="America/New_York",
        days=[
            did("hill sprints", sets=(("hill sprint", 8, 0.0),), minutes=30, at="16:00"),
            asked(
                "Are the shin splints from last season back now that we've added hill sprints?",
                "nah shins are completely fine this year!! the new spikes and all the calf raises helped I "
                "think",
                at="16:45",
            ),
            night(8.5),
        ],
        expect=[
            NoEntry("shin"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ak2_neg_neck_cracks_traps_sorted",
        "negation",
        display_name="Olwen",
        timezone="Europe/London",
        days=[
            chat(
                "for the record, my neck cracks when I turn my head, it always has, doesn't hurt one bit. "
                "my traps were tight as anything after the deadline week but I had a massage on Friday and "
                "they're sorted",
                at="13:00",
            ),
            did("upper", sets=(("landmine press", 8, 15.0), ("face pull", 12, 10.0)), minutes=45),
            night(),
        ],
        expect=[
            NoEntry("neck"),
            NoEntry("trap"),
            NoAlert("safety"),
        ],
    ),
    # --- schedule -------------------------------------------------------------------------------------
    Scenario(
        "ak2_sched_night_nurse_block",
        "schedule",
        display_name="Bernadette",
        timezone="Europe/London",
        days=[
            chat(
                "rota for the next while is the usual: nights Wednesday, Thursday and Friday, 7:30 pm to "
                "8 am. I sleep from about 9 till 3 after each one. Mondays and Tuesdays I'm a normal human "
                "and can train in the morning",
                at="18:10",
            ),
            did("full body", minutes=45, at="10:00"),
            night(),
        ],
        expect=[
            Profile([], [("night",), ("wed", "thu", "fri")]),
            Profile([], [("mon", "tue"), ("morning",)]),
            BundleContains("morning_brief", [], [("night",)]),
        ],
    ),
    Scenario(
        "ak2_sched_evenings_until_lambing",
        "schedule",
        display_name="Gwilym",
        timezone="Europe/Isle_of_Man",
        days=[
            chat(
                "evenings suit me best, once the cows are fed, so from about half six. that holds till "
                "lambing kicks off in the middle of March, after which I'm no use to anybody for five weeks",
                at="21:00",
            ),
            did("strength", sets=(("trap bar deadlift", 5, 80.0), ("farmer carry", 4, 32.0)), at="18:45"),
            night(6.5),
        ],
        expect=[
            Profile([], [("6:30", "18:30", "6.30", "half six", "half 6", "evening")]),
            Profile(["lambing"], [(*MARCH_NEXT, "mar")]),
            BundleContains("morning_brief", [], [("6:30", "18:30", "6.30", "half six", "half 6", "evening")]),
        ],
    ),
    Scenario(
        "ak2_sched_squad_mornings_gym_after_school",
        "schedule",
        display_name="Wei Ling",
        timezone="Asia/Singapore",
        days=[
            chat(
                "squad is 5:15am mon wed fri at the pool so gym has to be tues and thurs after school, "
                "about 4:30 to 5:30. weekends are galas sometimes, I'll tell u",
                at="21:30",
                hours=7.5,
            ),
            did("gym", minutes=60, at="16:30"),
            night(8),
        ],
        expect=[
            Profile([], [("tue", "thu"), ("4:30", "16:30", "after school")]),
            Profile([], [("squad", "swim", "pool"), ("5:15", "05:15", "mon", "morning")]),
            BundleContains("morning_brief", [], [("4:30", "16:30", "after school")]),
        ],
    ),
    Scenario(
        "ak2_sched_outings_move_to_saturday",
        "schedule",
        display_name="Nadia",
        timezone="Europe/Zurich",
        days=[
            chat("crew outings are Saturday and Sunday at 7 on the lake, so gym work has to go midweek"),
            did("gym", minutes=50),
            night(),
            chat(
                "update from the club: with the dark mornings the outings are 9:30 on Saturdays only now. "
                "so Sunday's open, stick a gym session in there",
                at="19:15",
            ),
            night(),
        ],
        expect=[
            Profile([], [("9:30", "09:30", "half nine", "9.30")]),
            Profile([], [("sunday", "sun"), ("gym", "free", "open", "train", "session")]),
            BundleContains("morning_brief", [], [("9:30", "09:30", "half nine", "9.30")]),
        ],
    ),
    Scenario(
        "ak2_sched_nutcracker_show_week",
        "schedule",
        display_name="Inés",
        timezone="Europe/Madrid",
        days=[
            chat(
                "heads up for planning: Nutcracker show week is 7 to 12 December. rehearsals every night "
                "that week from 6 to 10 and two shows on the Saturday, so training that week is a "
                "write-off. the weekend before is tech",
                at="23:20",
            ),
            did("barre strength", sets=BARRE, minutes=45, at="11:00"),
            night(),
        ],
        expect=[
            Profile([], [("show", "nutcracker", "rehears", "perform"), DECEMBER]),
            BundleContains("weekly_review", [], [("show", "nutcracker", "rehears", "perform")]),
        ],
    ),
    # --- diet -----------------------------------------------------------------------------------------
    Scenario(
        "ak2_diet_vegan_pea_protein",
        "diet",
        display_name="Valeria",
        timezone="America/Lima",
        days=[
            chat(
                "quick one, I'm vegan, so whenever you suggest whey or eggs I just ignore it 🙃 I use pea "
                "protein and I'm happy with tofu, tempeh, seitan, all of that",
                at="12:45",
            ),
            did("fingers + pull", sets=HANGS),
            night(),
        ],
        expect=[
            Diet(["vegan"]),
            BundleContains("meal_lens", ["vegan"]),
        ],
    ),
    Scenario(
        "ak2_diet_gestational_diabetes_finger_pricks",
        "diet",
        display_name="Liza",
        timezone="Asia/Manila",
        days=[
            [
                sleep(6.5),
                meal("brown rice, chicken adobo and greens", protein_g=35, kcal=520, at="12:30"),
                user(
                    "28 weeks now and the glucose test came back positive for gestational diabetes. so it's "
                    "low GI everything, no juice, and I prick my finger an hour after every meal. midwife "
                    "says keep walking after dinner, which I'm doing",
                    at="13:40",
                ),
            ],
            night(6.5),
            night(7),
        ],
        expect=[
            Diet([], [("gestational", "diabet", "glucose", "blood sugar", "low gi")]),
            BundleContains("meal_lens", [], [("gestational", "diabet", "glucose", "blood sugar", "low gi")]),
            NoEntry("finger"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ak2_diet_monday_thursday_fasts",
        "diet",
        display_name="Bilal",
        timezone="Asia/Karachi",
        days=[
            chat(
                "I keep the sunnah fasts, Mondays and Thursdays, nothing from fajr until maghrib. so on "
                "those days any hard training has to be after iftar or kept really light",
                at="20:30",
            ),
            did("pads", sets=PADS, minutes=60, at="21:00"),
            night(),
        ],
        expect=[
            Diet([], [("fast",), ("mon", "thu")]),
            BundleContains("meal_lens", [], [("fast",)]),
        ],
    ),
    Scenario(
        "ak2_diet_coeliac_cafe_stop_bonk",
        "diet",
        display_name="Aino",
        timezone="Europe/Helsinki",
        days=[
            did("club ride", sets=RIDE, minutes=210, at="09:00"),
            chat(
                "bonked hard at about 80 km on the club ride. the café stop had literally nothing "
                "gluten-free and I'm coeliac, so I couldn't touch the cake everyone else was inhaling. "
                "lesson learned, I'm carrying my own from now on",
                at="19:00",
            ),
            night(),
        ],
        expect=[
            Diet([], [("coeliac", "celiac", "gluten")]),
            BundleContains("meal_lens", [], [("coeliac", "celiac", "gluten")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ak2_diet_teen_nut_allergy",
        "diet",
        display_name="Aarav",
        timezone="Asia/Kolkata",
        days=[
            chat(
                "btw I'm allergic to peanuts and all tree nuts, like carry-an-epipen allergic, so none of "
                "those protein bars with almonds pls. my mum checks every label anyway",
                at="18:00",
                hours=8,
            ),
            did("gym", minutes=50, at="17:00"),
            night(8),
        ],
        expect=[
            PageContains(FOOD_PAGES, [], [("nut", "peanut", "almond"), ("allerg", "epipen", "anaphyla")]),
            BundleContains("meal_lens", [], [("nut", "peanut")]),
            NoAlert("safety"),
        ],
    ),
    # --- equipment ------------------------------------------------------------------------------------
    Scenario(
        "ak2_equip_hangboard_and_pulley_blocks",
        "equipment",
        display_name="Eleni",
        timezone="Europe/Athens",
        days=[
            chat(
                "home setup: a Beastmaker 1000 screwed above the bedroom door, a pair of pulley blocks "
                "with a loading pin for lifting edges, and a yoga mat. no weights apart from a 10 kg plate "
                "I hang off the pin",
                at="10:30",
            ),
            did("fingers + pull", sets=HANGS),
            night(),
        ],
        expect=[
            Profile([], [("beastmaker", "hangboard", "fingerboard")]),
            Profile([], [("block", "loading pin", "pin")]),
            BundleContains("session_mode", [], [("beastmaker", "hangboard", "fingerboard")]),
            NoEntry("pulley"),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ak2_equip_concept2_and_two_bells",
        "equipment",
        display_name="Hollis",
        timezone="America/Toronto",
        days=[
            chat(
                "picked up a second-hand Concept2 model D off marketplace for 600 bucks. it lives in the "
                "garage now next to my 12 and 16 kg kettlebells, and that's the whole gym",
                at="20:00",
            ),
            did("erg steady state", sets=ERG, minutes=45),
            night(),
        ],
        expect=[
            Profile([], [("concept2", "concept 2", "erg", "rower", "rowing machine", "model d")]),
            Profile(["kettlebell"]),
            BundleContains(
                "session_mode", [], [("concept2", "concept 2", "erg", "rower", "rowing machine", "model d")]
            ),
        ],
    ),
    Scenario(
        "ak2_equip_tyre_sledge_and_bales",
        "equipment",
        display_name="Hank",
        timezone="America/Winnipeg",
        days=[
            asked(
                "What have you got to train with near home?",
                "no gym within 40 miles of here. what I do have is an old tractor tyre, a sledgehammer, "
                "plenty of hay bales and a beam in the barn you could hang off. that's my gym, make it work",
                at="19:40",
                hours=6.5,
            ),
            night(6.5),
            night(6.5),
        ],
        expect=[
            Profile([], [("tyre", "tire")]),
            Profile([], [("sledge",)]),
            BundleContains("session_mode", [], [("tyre", "tire", "sledge", "bale")]),
        ],
    ),
    Scenario(
        "ak2_equip_dojo_before_kids_class",
        "equipment",
        display_name="Emi",
        timezone="Asia/Tokyo",
        days=[
            chat(
                "I can get into the dojo an hour before the kids' class on Tuesdays and Thursdays. there "
                "are heavy bags, a pull-up bar, a few rusty kettlebells and lots of mats. no barbell, "
                "nothing fancy",
                at="07:20",
            ),
            did("pads", sets=PADS, minutes=50, at="17:00"),
            night(),
        ],
        expect=[
            Profile([], [("dojo",)]),
            Profile([], [("heavy bag", "bag", "pull up", "pullup", "kettlebell")]),
            BundleContains("session_mode", [], [("dojo", "heavy bag", "pull up", "pullup")]),
        ],
    ),
    Scenario(
        "ak2_equip_kitchen_chair_and_physio_bands",
        "equipment",
        display_name="Dolores",
        timezone="America/Phoenix",
        days=[
            asked(
                "Before I write your first week: what equipment do you have at home?",
                "A solid kitchen chair with no wheels, the two rubber bands the physio gave me (a green "
                "one and a blue one) and a pair of 2 kilo hand weights. I'm not buying anything else at my "
                "age, so it'll have to do!",
                at="09:30",
            ),
            did("gentle strength", sets=(("chair squat", 8, 0.0), ("band row", 12, 0.0)), minutes=30),
            night(),
        ],
        expect=[
            Profile([], [("band",)]),
            Profile([], [("2 kg", "2 kilo", "hand weight", "dumbbell")]),
            BundleContains("session_mode", [], [("band",)]),
        ],
    ),
    # --- life -----------------------------------------------------------------------------------------
    Scenario(
        "ak2_life_twelve_weeks_postpartum",
        "life",
        display_name="Amina",
        timezone="Africa/Lagos",
        days=[
            chat(
                "baby Zara is 12 weeks tomorrow! still breastfeeding, nights come in 2-3 hour chunks, and "
                "the women's health physio signed me off for gentle strength work last week. she said no "
                "running yet though",
                hours=4.5,
                at="14:10",
            ),
            night(5),
            night(4.5),
        ],
        expect=[
            Profile([], [("baby", "postpartum", "postnatal", "post partum", "breastfe")]),
            BundleContains("morning_brief", [], [("baby", "postpartum", "postnatal", "breastfe")]),
            PageContains(
                "*",
                [],
                [("run",), ("no run", "not yet", "avoid", "hold off", "until", "cleared", "not run")],
            ),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ak2_life_twenty_weeks_pregnant",
        "life",
        display_name="Sofie",
        timezone="Europe/Copenhagen",
        days=[
            chat(
                "so... I'm 20 weeks pregnant 🙂 due on the 21st of March. the midwife is happy for me to "
                "keep lifting as long as I can still talk through a set, but no lying flat on my back from "
                "here on",
                at="19:20",
            ),
            did("lower body", sets=(("goblet squat", 8, 16.0), ("hip thrust", 10, 40.0)), minutes=45),
            night(),
        ],
        expect=[
            Profile([], [("pregnan",)]),
            PageContains(GOAL_OR_PROFILE, [], [("due", "pregnan"), (*MARCH_NEXT, "mar")]),
            PageContains("*", [], [("supine", "flat", "lying")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ak2_life_gcse_year_netball_wednesdays",
        "life",
        display_name="Priya",
        timezone="Europe/London",
        days=[
            chat(
                "I'm 15 and doing my GCSEs in May and June, so after Easter my mum says it's 2 sessions a "
                "week max. also I play netball for school on wednesdays",
                at="16:40",
                hours=8.5,
            ),
            did("gym", minutes=45, at="16:30"),
            night(9),
        ],
        expect=[
            Profile([], [("gcse", "exam")]),
            Profile([], [("netball",)]),
            BundleContains("weekly_review", [], [("gcse", "exam")]),
        ],
    ),
    Scenario(
        "ak2_life_carer_for_husband",
        "life",
        display_name="Beverley",
        timezone="Australia/Adelaide",
        days=[
            chat(
                "I'm 68, retired from teaching. My husband has Parkinson's and I'm his carer, so I can "
                "only leave him for about an hour at a time, when our daughter pops in on Tuesday and "
                "Friday mornings.",
                at="20:15",
            ),
            night(6),
            did("gentle strength", sets=(("sit to stand", 10, 0.0), ("step up", 8, 0.0)), minutes=40),
        ],
        expect=[
            Profile([], [("carer", "caring", "care", "parkinson")]),
            Profile([], [("tue", "fri"), ("morning", "daughter")]),
            BundleContains("morning_brief", [], [("carer", "caring", "parkinson", "husband")]),
        ],
    ),
    Scenario(
        "ak2_life_dancer_on_tour",
        "life",
        display_name="Aurélie",
        timezone="Europe/Luxembourg",
        days=[
            chat(
                "news!! I got the contract 🎉 I'm on tour with the company from 10 January to the end of "
                "March, a different city every week, mostly hotel gyms if I'm lucky and company class "
                "every day",
                at="23:45",
            ),
            night(6),
            did("barre strength", sets=BARRE, minutes=45),
        ],
        expect=[
            Profile([], [("tour",)]),
            Profile(["tour"], [(*JAN, "10 jan")]),
            BundleContains("weekly_review", [], [("tour",)]),
        ],
    ),
    # --- style ----------------------------------------------------------------------------------------
    Scenario(
        "ak2_style_quiet_after_nights",
        "style",
        display_name="Yetunde",
        timezone="Europe/London",
        days=[
            [
                sleep(5, at="14:30"),
                user(
                    "one favour: please don't send anything between 8 and 3 on the days after a night "
                    "shift. my phone pings and then I can't get back to sleep. save it all for the "
                    "afternoon",
                    at="15:10",
                ),
            ],
            night(),
            did("full body", minutes=45, at="11:00"),
        ],
        expect=[
            PageContains(
                STYLE_PAGES,
                [],
                [
                    ("message", "send", "ping", "notif", "contact", "text"),
                    ("8am", "8 am", "08:00", "3pm", "15:00", "3 pm", "sleep", "afternoon", "after night"),
                ],
            ),
            BundleContains(
                "morning_brief",
                [],
                [
                    ("message", "send", "ping", "notif", "contact", "text"),
                    ("8am", "8 am", "08:00", "3pm", "15:00", "3 pm", "afternoon", "after night"),
                ],
            ),
        ],
    ),
    Scenario(
        "ak2_style_give_me_splits_and_watts",
        "style",
        display_name="Magnus",
        timezone="Europe/Stockholm",
        days=[
            did("erg intervals", sets=ERG, minutes=60),
            chat(
                "please give me actual numbers. 'go a bit harder' means nothing to me. tell me a split per "
                "500, a stroke rate and a watt target and I'll hit them",
                at="07:45",
            ),
            night(),
        ],
        expect=[
            Prefs([], [("number", "split", "watt", "rate", "specific", "precise", "data", "target")]),
            BundleContains(
                "session_mode", [], [("split", "watt", "number", "specific", "precise", "target")]
            ),
        ],
    ),
    Scenario(
        "ak2_style_teen_three_lines_max",
        "style",
        display_name="Yu-Ting",
        timezone="Asia/Taipei",
        days=[
            chat(
                "can u keep the msgs short pls 😅 i read them between classes. like 3 lines max, no essays",
                at="12:20",
                hours=8,
            ),
            did("gym", minutes=40, at="17:30"),
            night(8),
        ],
        expect=[
            Prefs([], [("short", "brief", "concise", "3 lines", "three lines", "essay")]),
            BundleContains(
                "morning_brief", [], [("short", "brief", "concise", "3 lines", "three lines", "essay")]
            ),
        ],
    ),
    Scenario(
        "ak2_style_plain_english_please",
        "style",
        display_name="Harold",
        timezone="America/Halifax",
        days=[
            did("gentle strength", sets=(("chair squat", 10, 0.0), ("wall press", 10, 0.0)), minutes=30),
            chat(
                "I'm 71 and I'll be frank: half of your messages are gobbledygook to me. What on earth is "
                "an AMRAP? And RPE? Plain English and whole sentences, please. I taught school for forty "
                "years and I can't abide abbreviations.",
                at="10:05",
            ),
            night(),
        ],
        expect=[
            Prefs(
                [],
                [
                    (
                        "plain",
                        "jargon",
                        "acronym",
                        "abbreviat",
                        "simple",
                        "whole sentence",
                        "full sentence",
                        "amrap",
                    )
                ],
            ),
            BundleContains(
                "morning_brief", [], [("plain", "jargon", "acronym", "abbreviat", "simple", "amrap")]
            ),
        ],
    ),
    Scenario(
        "ak2_style_never_comment_on_her_body",
        "style",
        display_name="Noémie",
        timezone="Africa/Casablanca",
        days=[
            chat(
                "one request, and it matters a lot to me: please never comment on my weight or how my body "
                "looks. I had twenty years of ballet teachers doing that. talk to me about what I can do, "
                "not what I look like",
                at="21:05",
            ),
            did("barre strength", sets=BARRE, minutes=45),
            night(),
        ],
        expect=[
            Prefs([], [("weight", "body", "look", "appearance", "shape")]),
            BundleContains("morning_brief", [], [("weight", "body", "look", "appearance", "shape")]),
            QuotesWhole(("preferences.md", "coaching-playbook.md"), min_quotes=0),
        ],
    ),
    # --- recurring ------------------------------------------------------------------------------------
    Scenario(
        "ak2_rec_hangboard_rest_days",
        "recurring",
        display_name="Ola",
        timezone="Europe/Oslo",
        days=[
            chat(
                "how many days should I leave between hangboard sessions? really don't want to wreck my "
                "fingers",
                at="20:00",
            ),
            did("bouldering", sets=BOULDER, minutes=100),
            chat("is every other day too much on the fingerboard, or do I need more rest in between?"),
            night(),
            did("fingers + pull", sets=HANGS),
            chat(
                "sorry, asking again: what's the right gap between hang sessions? two days? three?",
                at="21:15",
            ),
        ],
        expect=[
            PageContains(
                "*",
                [],
                [("hangboard", "fingerboard", "hang"), (*UNSURE, "how often", "how many")],
            ),
            BundleContains(
                "free_chat",
                [],
                [("hangboard", "fingerboard", "hang")],
                query="how many rest days between hangboard sessions?",
            ),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "ak2_rec_eat_before_dawn_swim",
        "recurring",
        display_name="Lucía",
        timezone="America/Bogota",
        days=[
            chat(
                "do I need to eat something before the 5:45 swim or is it fine on an empty stomach?",
                at="05:05",
                hours=6.5,
            ),
            night(),
            [
                sleep(6.5),
                session("squad swim", sets=SWIM, at="05:45", minutes=75),
                user(
                    "still don't know what to do about food before early swims, I felt shaky today",
                    at="07:30",
                ),
            ],
            night(),
            chat("banana before squad, yes or no?? I keep going back and forth", at="05:00", hours=6),
        ],
        expect=[
            PageContains(
                "*",
                [],
                [
                    ("eat", "food", "breakfast", "fuel", "banana", "empty stomach", "fasted"),
                    (*UNSURE, "back and forth", "don't know", "yes or no"),
                ],
            ),
            BundleContains(
                "free_chat",
                [],
                [("eat", "food", "breakfast", "fuel", "banana", "fasted")],
                query="should I eat before my morning swim?",
            ),
        ],
    ),
    Scenario(
        "ak2_rec_deadlifts_while_pregnant",
        "recurring",
        display_name="Hana",
        timezone="Europe/Prague",
        days=[
            chat("is it actually ok to keep deadlifting now I'm pregnant? my mum is horrified", at="19:00"),
            night(),
            did("lower body", sets=(("trap bar deadlift", 6, 50.0), ("goblet squat", 8, 16.0))),
            chat("sorry to go on about it, but are deadlifts definitely safe at 16 weeks?", at="07:40"),
            night(),
            night(),
            chat(
                "a woman at the gym gave me a look again today. be honest with me, should a pregnant woman "
                "be pulling from the floor?",
                at="20:30",
            ),
        ],
        expect=[
            PageContains(
                "*",
                [],
                [
                    ("deadlift", "pulling from the floor", "lifting"),
                    (*UNSURE, "safe", "reassur", "concern"),
                ],
            ),
            BundleContains("free_chat", ["deadlift"], query="is it safe to deadlift while pregnant?"),
            Profile([], [("pregnan",)]),
        ],
    ),
    Scenario(
        "ak2_rec_carbs_per_hour_on_the_bike",
        "recurring",
        display_name="Tobias",
        timezone="Europe/Vienna",
        days=[
            chat("how many grams of carbs per hour should I be taking on a long ride?", at="18:20"),
            night(),
            [
                sleep(7),
                session("long ride", sets=RIDE, at="09:00", minutes=200),
                user(
                    "bonked again around the 3 hour mark. what's the actual carb number per hour I should "
                    "be aiming for",
                    at="13:30",
                ),
            ],
            night(),
            night(),
            chat("is 60 g an hour enough or do the pros really do 90? genuinely confused about fuelling"),
        ],
        expect=[
            PageContains("*", [], [("carb", "fuel", "gel"), (*UNSURE, "how many", "how much")]),
            BundleContains(
                "free_chat", [], [("carb", "fuel")], query="how many carbs per hour should I eat on the bike?"
            ),
        ],
    ),
    Scenario(
        "ak2_rec_will_lifting_stunt_growth",
        "recurring",
        display_name="Mateo",
        timezone="America/Santiago",
        days=[
            chat(
                "my grandad says lifting weights will stunt my growth, is that true?", at="17:00", hours=8.5
            ),
            night(9),
            chat("ok but for real, will squatting heavy stop me getting taller? I'm only 14", at="16:30"),
            night(9),
            did("gym", minutes=45, at="16:00"),
            chat(
                "my PE teacher brought up the growth plate thing again today. am I damaging my growth "
                "plates?",
                at="15:50",
                hours=8,
            ),
        ],
        expect=[
            PageContains("*", [], [("growth", "taller", "height"), (*UNSURE, "concern", "stunt")]),
            BundleContains(
                "free_chat", [], [("growth", "taller", "height")], query="will lifting stunt my growth?"
            ),
            NoAlert("safety"),
        ],
    ),
    # --- the bot's claims -----------------------------------------------------------------------------
    Scenario(
        "ak2_bot_asks_after_the_wrong_shoulder",
        "bot_claims",
        display_name="Imogen",
        timezone="Australia/Melbourne",
        days=[
            [
                sleep(7),
                session("squad swim", sets=SWIM, at="06:00", minutes=70),
                user(
                    "right shoulder is sore at the catch again on the freestyle sets, 3/10, totally fine on "
                    "backstroke",
                    at="08:00",
                ),
            ],
            night(),
            asked(
                "How's the left shoulder holding up in the pool this week?",
                "RIGHT shoulder 😅 and it's about the same, only on freestyle",
                at="07:30",
            ),
            night(),
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT]),
            PageLacks(CONSTRAINTS, ["shoulder"], [LEFT, ENTRY_LEVELS]),
            BundleLacks("session_mode", ["shoulder"], [LEFT]),
        ],
    ),
    Scenario(
        "ak2_bot_calls_tight_glutes_sciatica",
        "bot_claims",
        display_name="Kwame",
        timezone="Africa/Accra",
        days=[
            [
                sleep(7),
                session("kicking drills", sets=PADS, at="18:00", minutes=60),
                user("glutes are tight after all the kicking drills, just the usual stiffness", at="20:00"),
            ],
            asked(
                "Sorry to hear your sciatica is flaring. I'll take the kicks out this week.",
                "no no, no sciatica! just tight glutes. keep the kicks in please",
                at="08:00",
            ),
            night(),
        ],
        expect=[
            NoEntry("sciatic"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["sciatic"], [("flare", "pain", "nerve")]),
        ],
    ),
    Scenario(
        "ak2_bot_moves_the_audition_a_month",
        "bot_claims",
        display_name="Elodie",
        timezone="Europe/Vienna",
        days=[
            chat(
                "the conservatoire audition is on the 14th of February and I want my jumps and stamina at "
                "their best for it. that's the whole point of this block",
                at="22:00",
            ),
            did("barre strength", sets=BARRE, minutes=45),
            asked(
                "So the big audition is 14 March. I'll plan the taper around that.",
                "February! the 14th of February, Valentine's day. a whole month earlier than you've got it",
                at="19:00",
            ),
            night(),
        ],
        expect=[
            PageContains(GOAL_OR_PROFILE, ["audition"], [(*FEB, "valentine")]),
            PageLacks(GOAL_OR_PROFILE, ["audition"], [("march", "2027 03")]),
            BundleContains("weekly_review", ["audition"]),
        ],
    ),
    Scenario(
        "ak2_bot_invents_a_lisbon_trip",
        "bot_claims",
        display_name="Hilde",
        timezone="Europe/Riga",
        days=[
            chat(
                "allotment all weekend. the leeks need lifting and the shed roof is leaking again, so "
                "that's my Saturday",
                at="19:30",
            ),
            night(),
            asked(
                "Enjoy the Lisbon trip this weekend! Want a hotel-room workout?",
                "what Lisbon trip? 😂 I'm not going anywhere. it's the allotment again, digging over the "
                "bean beds",
                at="12:00",
            ),
            night(),
        ],
        expect=[
            PageLacks("*", ["lisbon"]),
            Profile([], [("allotment",)]),
            BundleLacks("morning_brief", ["lisbon"]),
        ],
    ),
    Scenario(
        "ak2_bot_hands_her_a_pb_she_didnt_pull",
        "bot_claims",
        display_name="Poppy",
        timezone="Europe/London",
        days=[
            did("2k test", sets=(("erg 2k test", 1, 0.0),), minutes=30),
            asked(
                "Huge 2k PB of 7:05 today, congratulations!",
                "ha, I wish. it was 7:50. 7:05 is the dream for the club trials next autumn",
                at="20:10",
            ),
            night(),
        ],
        expect=[
            PageContains("*", [], [("7:50", "7.50")]),
            Goal([], [("7:05", "7.05")]),
            Goal([], [("trial", "autumn", "2027")]),
        ],
    ),
    # --- mixed ----------------------------------------------------------------------------------------
    Scenario(
        "ak2_mixed_icu_nurse_intro",
        "mixed",
        display_name="Nusrat",
        timezone="Asia/Dhaka",
        days=[
            [
                sleep(5.5, at="15:00"),
                user(
                    "proper intro since you asked: ICU nurse, 4 on 4 off, mostly nights. vegetarian, and no "
                    "eggs either. and my left knee aches going down the hospital stairs after a shift, "
                    "maybe 3/10, nothing dramatic",
                    at="16:20",
                ),
            ],
            night(6, at="15:00"),
            night(7),
        ],
        expect=[
            Profile([], [("night", "4 on", "icu", "nurse")]),
            Diet(["vegetarian"]),
            Diet(["egg"]),
            Entry("knee", any_of=[LEFT]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "ak2_mixed_pelvic_girdle_at_24_weeks",
        "mixed",
        display_name="Ruth",
        timezone="America/Los_Angeles",
        days=[
            chat(
                "24 weeks and the pelvic girdle pain has arrived. the front of my pelvis goes sharp, like "
                "a 5, when I stand on one leg to get my jeans on or roll over in bed. physio says no lunges "
                "or wide squats for now. otherwise baby is kicking away happily",
                at="09:15",
                hours=6,
            ),
            night(6),
            night(6.5),
        ],
        expect=[
            Watch(("pelvi", "pubic", "spd", "pgp", "symphysis", "groin")),
            Watch(
                ("pelvi", "pubic", "spd", "pgp", "symphysis", "groin"),
                extra=("lunge", "one leg", "single leg", "wide", "split", "roll"),
            ),
            SafetyAny(("pelvi", "pubic", "pgp", "spd", "symphysis", "groin", "hip")),
            Profile([], [("pregnan", "24 week", "baby")]),
        ],
    ),
    Scenario(
        "ak2_mixed_teen_fly_mocks_and_shoulder",
        "mixed",
        display_name="Beatriz",
        timezone="Europe/Lisbon",
        days=[
            chat(
                "message from coach: regionals are 20 Feb and I'm swimming the 200 fly!! my mocks are "
                "11-22 Jan so training drops to 3 days that fortnight. left shoulder's a bit niggly on fly "
                "only, like a 2, fine otherwise",
                at="21:50",
                hours=8,
            ),
            did("dryland", sets=(("band pull apart", 15, 0.0), ("push up", 10, 0.0)), minutes=40),
            night(8),
        ],
        expect=[
            Goal([], [("200 fly", "fly", "butterfly", "regional")]),
            Profile([], [("mock", "exam")]),
            Entry("shoulder", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "ak2_mixed_bjj_neck_ear_and_belt",
        "mixed",
        display_name="Kai",
        timezone="Pacific/Honolulu",
        days=[
            chat(
                "BJJ is monday, wednesday and friday nights. neck and upper back are stiff and sore after "
                "rolling, maybe 4/10, mostly from getting stacked. the cauliflower ear on the right is old "
                "news and doesn't bother me. big goal: blue belt by next summer",
                at="22:30",
            ),
            night(),
            did("strength", sets=PADS, minutes=45, at="12:00"),
        ],
        expect=[
            Watch(("neck", "upper back")),
            SafetyAny(("neck", "upper back")),
            NoEntry("ear"),
            Goal([], [("blue belt",)]),
            Profile([], [("bjj", "jiu"), ("mon", "wed", "fri")]),
        ],
    ),
    Scenario(
        "ak2_mixed_community_garden_type2",
        "mixed",
        display_name="Patricia",
        timezone="Australia/Hobart",
        days=[
            chat(
                "I'm 72, retired, type 2 diabetic but it's diet controlled, no tablets. I'm at the "
                "community garden Tuesday and Thursday mornings so exercise has to fit round that. stiff "
                "first thing like everyone my age, but nothing hurts",
                at="15:30",
            ),
            did("gentle strength", sets=(("sit to stand", 10, 0.0), ("band row", 12, 0.0)), minutes=35),
            night(),
        ],
        expect=[
            Diet([], [("diabet", "type 2")]),
            Profile([], [("garden",), ("tue", "thu")]),
            NoAlert("safety"),
        ],
    ),
    # --- alerts ---------------------------------------------------------------------------------------
    Scenario(
        "ak2_alert_achilles_through_allegro",
        "alerts",
        display_name="Zanele",
        timezone="Africa/Johannesburg",
        days=[
            [
                sleep(7),
                session("allegro class", sets=BARRE, at="17:00", minutes=90),
                user("right achilles a bit grumpy after allegro, 3/10", at="19:30"),
            ],
            [
                sleep(7),
                soreness("right achilles", 3, "jumps", at="07:30"),
                user("achilles tight again first thing, eases off once I've done barre", at="07:40"),
            ],
            night(),
            [
                sleep(7),
                session("allegro class", sets=BARRE, at="17:00", minutes=60),
                user(
                    "achilles flared up properly in the grand jetés, 6/10, had to stop jumping and mark the "
                    "rest",
                    at="19:10",
                ),
            ],
            night(),
        ],
        expect=[
            AlertCount("safety", 1, "achilles"),
            Entry("achilles", any_of=[RIGHT]),
            BundleContains("session_mode", ["achilles"]),
        ],
    ),
    Scenario(
        "ak2_alert_rib_after_the_erg_piece",
        "alerts",
        display_name="Mei",
        timezone="Asia/Hong_Kong",
        days=[
            [
                sleep(7),
                session("3 x 2k", sets=ERG, at="06:30", minutes=55),
                user(
                    "did the 3 x 2k and now there's a sharp pain on the left side of my ribs when I breathe "
                    "in deep or cough, 6/10. everyone at the boathouse keeps saying rib stress fracture, "
                    "which is not reassuring",
                    at="12:40",
                ),
            ],
            night(6),
            night(),
        ],
        expect=[
            Safety("rib"),
            Entry("rib", any_of=[LEFT]),
            BundleContains("session_mode", ["rib"]),
        ],
    ),
    Scenario(
        "ak2_alert_pocket_and_heel_hook",
        "alerts",
        display_name="Brynn",
        timezone="America/Anchorage",
        days=[
            [
                sleep(7),
                session("bouldering", sets=BOULDER, at="18:00", minutes=120),
                user(
                    "bad session. tweaked my left pulley on a shallow two-finger pocket, 4/10 when I crimp. "
                    "then on the next problem my right knee did something weird on a heel hook, sore on the "
                    "inside, 5/10 and a bit swollen tonight",
                    at="21:45",
                ),
            ],
            night(),
            night(),
        ],
        expect=[
            SafetyAny(("finger", "pulley")),
            Safety("knee"),
            AlertCount("safety", 2),
            Entry("knee", any_of=[RIGHT]),
        ],
    ),
    Scenario(
        "ak2_alert_groin_from_a_high_kick",
        "alerts",
        display_name="Ploy",
        timezone="Asia/Bangkok",
        days=[
            [
                sleep(7),
                session("muay thai pads", sets=PADS, at="17:30", minutes=75),
                soreness("groin", 4, "high kick", at="19:00"),
                user(
                    "pulled my groin throwing a high kick on the pads. right side. properly painful lifting "
                    "the leg out sideways, can't kick at all tonight",
                    at="19:05",
                ),
            ],
            night(),
            chat("groin's a bit better, still can't open the leg out without a twinge", at="10:00"),
            night(),
        ],
        expect=[
            Safety("groin"),
            AlertCount("safety", 1, "groin"),
            Entry("groin", any_of=[RIGHT]),
        ],
    ),
    Scenario(
        "ak2_alert_it_band_not_hamstring",
        "alerts",
        display_name="Jess",
        timezone="America/Edmonton",
        days=[
            did("long ride", sets=RIDE, minutes=150, at="09:00"),
            asked(
                "If the hamstring is tight after Saturday, swap the intervals for an easy spin.",
                "hamstring's fine! it's the outside of my left knee, IT band I think. goes sharp after "
                "about an hour in the saddle, 5/10. maybe the saddle's too low since I swapped it",
                at="08:00",
            ),
            night(),
        ],
        expect=[
            SafetyAny(("it band", "itb", "iliotibial", "knee")),
            Watch(("it band", "itb", "iliotibial", "knee"), LEFT),
            NoAlert("safety", "hamstring"),
            NoEntry("hamstring"),
        ],
    ),
]
