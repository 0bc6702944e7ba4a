"""A batch about facts that arrive sideways: inside a question, a complaint or a paste.

Clients rarely announce "my schedule is X". They ask "what should I eat if I can only train before the
staff bus?", they vent ("UGH, nights again"), they drop the fact in a subordinate clause ("since I was
diagnosed coeliac in July…"), they send a bulleted round-up from their phone, or they paste a physio's
discharge sheet, an allergy clinic letter, a race or hotel confirmation and say it is theirs (or, once,
that it is their daughter's). The bot sometimes recaps wrongly, invents an injury, or gets the side
wrong; the client's correction is what counts. Harmless body noises ("clunks, doesn't hurt") and idioms
("a pain in the neck") are not injuries. Names are prefixed `am2_`.
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
    session,
    sleep,
    soreness,
    user,
    weight,
)

FOOD_PAGES = ("nutrition-patterns.md", "profile.md", "preferences.md")
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
    "wonder",
)
JAN = ("january", "jan", "2027 01", "new year")
FEB = ("february", "feb", "2027 02")
JUNE = ("june", "2027 06")
APRIL = ("april", "apr", "2027 04")
PULLUP = ("pull up", "pullup", "chin up")
VEG = ("vegetarian", "veggie")
TEN_K = ("10k", "10 k", "10 km", "ten k", "10,000", "10 000")


def night(hours: float = 7.1) -> list:
    return [sleep(hours)]


def trains(name: str = "full body A", hours: float = 7.0, at: str = "18:00") -> list:
    return [sleep(hours), session(name, at=at)]


def run(minutes: int = 35, hours: float = 7.0) -> list:
    return [sleep(hours), session("easy run", sets=(("run", 1, 0.0),), minutes=minutes, at="18:30")]


def writes(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def replies(
    bot_text: str, user_text: str, hours: float = 7.0, asked: str = "18:58", said: str = "19:07"
) -> list:
    """The bot says something; she answers it a few minutes later."""
    return [sleep(hours), bot(bot_text, at=asked), user(user_text, at=said)]


SCENARIOS: list[Scenario] = [
    # --- goals: a race inside a "is it mad to…?", a pasted entry, a rant, a clause, a phone list --
    Scenario(
        "am2_goal_half_marathon_in_a_question",
        "goals",
        display_name="Fiona",
        timezone="Europe/London",
        days=[
            writes(
                "honest answer please: is it mad to go from barely running to the Edinburgh half marathon "
                "in May? my sister entered us both last night after two glasses of wine and I've now said "
                "yes, so I suppose that's happening",
                at="21:30",
            ),
            trains(),
            night(),
        ],
        expect=[
            Goal([], [("half", "21 k", "21.1", "13.1"), ("may", "2027 05")]),
            BundleContains("weekly_review", [], [("half", "21 k", "21.1", "13.1")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "am2_goal_pasted_10k_entry",
        "goals",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            writes(
                "is this the kind of thing you need? pasting my entry in:\n\n"
                "> Dear Siobhan, thank you for registering for the Docklands 10K.\n"
                "> Event date: Sunday 7 March 2027\n"
                "> Start time: 09:30\n"
                "> Your wave: C (60-70 min)\n\n"
                "first ever 10k!! I want to run the whole thing, no walking breaks, and if the stars line "
                "up finish under the hour",
                at="19:10",
            ),
            trains("full body B"),
            night(),
        ],
        expect=[
            Goal([], [TEN_K, (*MARCH_NEXT, "2027 03 07", "7 mar")]),
            Goal(
                [],
                [
                    (
                        "walk",
                        "non stop",
                        "nonstop",
                        "without stop",
                        "whole",
                        "hour",
                        "60 min",
                        "sub 60",
                        "1:00",
                    )
                ],
            ),
            BundleContains("weekly_review", [], [TEN_K]),
        ],
    ),
    Scenario(
        "am2_goal_stairs_after_a_rant",
        "goals",
        display_name="Renata",
        timezone="America/Sao_Paulo",
        days=[
            writes(
                "ugh. humiliating day. lift in our building is broken so I carried the shopping up to the "
                "5th floor and had to stop halfway, and the neighbour's kid asked if I was ok. I'm 34!! "
                "fine, here's a goal for you: by my birthday in February I want to do all five floors "
                "with bags and not need a breather",
                at="20:45",
            ),
            trains(),
            night(),
        ],
        expect=[
            Goal([], [("stair", "floor", "flight", "climb"), FEB]),
            BundleContains("weekly_review", [], [("stair", "floor", "flight", "climb")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "am2_goal_blood_pressure_in_a_clause",
        "goals",
        display_name="Lakshmi",
        timezone="Asia/Kolkata",
        days=[
            writes(
                "ever since the doctor called my blood pressure 'borderline' at the last check I've been a "
                "bit scared, honestly. I would much rather bring it down with exercise and food than end "
                "up on tablets, and my next check-up is mid-January, so I suppose that's the deadline",
                at="07:30",
            ),
            trains(),
            night(),
        ],
        expect=[
            Goal([], [("blood pressure", "bp", "hypertens"), (*JAN, "check up")]),
            BundleContains("weekly_review", [], [("blood pressure", "bp", "hypertens")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "am2_goal_wedding_phone_list",
        "goals",
        display_name="Chloe",
        timezone="Australia/Melbourne",
        days=[
            writes(
                "goals, since you asked (sorry it's a list, typing on my phone):\n"
                "- wedding is 12 June!!\n"
                "- want the dress to fit without them letting the panel out\n"
                "- arms I'm not hiding in every photo\n"
                "- NOT doing a crash diet, I did that before my 21st and was miserable",
                at="22:00",
            ),
            trains("upper A"),
            night(),
        ],
        expect=[
            Goal([], [("wedding", "dress"), (*JUNE, "12 jun")]),
            Goal([], [("arm",)]),
            PageContains(
                ("goals.md", "preferences.md", "nutrition-patterns.md", "coaching-playbook.md"),
                [],
                [("crash", "extreme", "drastic", "no diet")],
            ),
            BundleContains("weekly_review", [], [("wedding", "dress")]),
        ],
    ),
    # --- pain: asked as questions, vented, pasted from a physio, slipped into a clause -------------
    Scenario(
        "am2_pain_knee_clicks_and_aches_question",
        "pain",
        display_name="Margot",
        timezone="Europe/Paris",
        days=[
            run(30),
            writes(
                "question: should I be worried that my left knee clicks and then aches for the rest of the "
                "evening every time I run? the ache is low, 3 out of 10 maybe, but it's been every single "
                "run for about two weeks now",
                at="21:00",
            ),
            night(),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            Entry("knee", any_of=[("run", "ache", "3/10", "three")]),
            Safety("knee"),
            BundleContains("session_mode", ["knee"]),
        ],
    ),
    Scenario(
        "am2_pain_back_on_payroll_mondays",
        "pain",
        display_name="Dana",
        timezone="America/Chicago",
        days=[
            writes(
                "why is it that every Monday evening my lower back is screaming? Mondays are my 10-hour "
                "payroll days, glued to the chair, and by 6pm it's a solid 5/10 right across the bottom "
                "of my back. rest of the week it's maybe a 1",
                at="18:40",
            ),
            trains(),
            night(),
        ],
        expect=[
            Entry("back", any_of=[("sit", "desk", "chair", "monday", "payroll")]),
            Safety("back"),
            BundleContains("session_mode", ["back"]),
        ],
    ),
    Scenario(
        "am2_pain_physio_summary_patellar",
        "pain",
        display_name="Beatriz",
        timezone="Europe/Lisbon",
        days=[
            writes(
                "my physio emailed the summary, copying it here because it's about me and you should have "
                "it:\n\n"
                "Assessment 30/10: R anterior knee pain consistent with patellar tendinopathy. Pain 4/10 on "
                "single-leg decline squat. Plan: isometric wall sits 5 x 45 s daily; avoid jumping and deep "
                "loaded knee bends for 6 weeks; review 11/12.\n\n"
                "so no box jumps for a while I guess 🙄",
                at="13:30",
            ),
            night(),
            trains("lower A"),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            Entry("knee", any_of=[("tendin", "patella", "jump", "wall sit")]),
            Safety("knee"),
            BundleContains("session_mode", ["knee"]),
            QuotesWhole(CONSTRAINTS, min_quotes=0),
        ],
    ),
    Scenario(
        "am2_pain_shoulder_wakes_her_up",
        "pain",
        display_name="Joanna",
        timezone="America/New_York",
        days=[
            trains("upper A"),
            writes(
                "ugh. the right shoulder is at it again. I can't lie on that side, it wakes me at about 3am "
                "every night and it's easily a 6. this is week three and I am SO fed up",
                hours=5.2,
                at="07:15",
            ),
            night(6),
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT]),
            Safety("shoulder", any_of=[("6", "six", "night", "sleep")]),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "am2_pain_heel_since_standing_desks",
        "pain",
        display_name="Mei",
        timezone="Asia/Shanghai",
        days=[
            writes(
                "since we all got standing desks at work in October my left heel has been stabbing in the "
                "mornings. the first few steps out of bed are about a 5/10, then it loosens off by lunch. "
                "what is that about?",
                at="12:20",
            ),
            trains(),
            night(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [("heel", "foot", "plantar"), LEFT, ENTRY_LEVELS]),
            AlertOpen("safety", None, any_of=[("heel", "foot", "plantar")]),
            BundleContains("session_mode", [], [("heel", "foot", "plantar")]),
        ],
    ),
    # --- negation: a noisy hip, a daughter's letter, knees that are fine, DOMS, a rushed warm-up --
    Scenario(
        "am2_neg_hip_clunks_but_no_pain",
        "negation",
        display_name="Noa",
        timezone="America/Vancouver",
        days=[
            trains("core and conditioning"),
            writes(
                "is it weird that my right hip goes CLUNK every time I lower my legs in the dead bugs? it "
                "doesn't hurt, not even a little, it's just loud enough that the guy on the next mat looked "
                "over",
                at="19:30",
            ),
            night(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("hip"),
            PageContains(
                CONSTRAINTS,
                ["hip"],
                [("click", "clunk", "pop", "snap", "noise", "noisy", "loud")],
                section="note",
            ),
        ],
    ),
    Scenario(
        "am2_neg_daughters_ankle_letter",
        "negation",
        display_name="Carmen",
        timezone="Europe/Madrid",
        days=[
            writes(
                "forwarding this so you understand why Tuesdays and Thursdays are a mess for the next "
                "month. it's my daughter's, not mine:\n\n"
                "'Patient: Lucía Ortega (14). Grade II lateral ankle sprain, left. Physiotherapy twice "
                "weekly, Tue/Thu 17:00, for 4 weeks.'\n\n"
                "so I'm the taxi service. my own ankles are perfectly fine",
                at="20:00",
            ),
            trains(),
            night(),
        ],
        expect=[
            NoEntry("ankle"),
            NoAlert("safety"),
            Profile([], [("tuesday", "tue", "thursday", "thu"), ("daughter", "physio")]),
        ],
    ),
    Scenario(
        "am2_neg_twenty_years_of_happy_knees",
        "negation",
        display_name="Helga",
        timezone="Europe/Berlin",
        days=[
            writes(
                "why does everyone at work assume running has wrecked my knees? I've run for 20 years and "
                "they've never given me a single day's trouble. if anything of mine is broken it's my "
                "calendar",
                at="12:50",
            ),
            trains(),
            night(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageContains("*", [], [("run",), ("20 year", "twenty year", "two decades", "20 yr", "20+ year")]),
        ],
    ),
    Scenario(
        "am2_neg_doms_two_days_later",
        "negation",
        display_name="Imogen",
        timezone="Europe/London",
        days=[
            [sleep(7.2), session("lower A", sets=(("back squat", 6, 50.0), ("walking lunge", 10, 12.0)))],
            night(),
            writes(
                "why am I MORE sore two days after leg day than the day after?? quads are wrecked, going "
                "down the stairs at work is a comedy show. it's just normal DOMS though, right? nothing's "
                "actually hurt, it's the same in both legs and it's already easing off",
                at="13:00",
            ),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("quad"),
            NoEntry("thigh"),
        ],
    ),
    Scenario(
        "am2_neg_skip_warmup_nothing_sore",
        "negation",
        display_name="Kiri",
        timezone="Pacific/Auckland",
        days=[
            writes(
                "can I skip the warm-up on busy days? not because anything's sore, my shoulders and back "
                "feel great, it's just that I'm always racing the clock to make school pickup at 3",
                at="13:10",
            ),
            trains(at="12:00"),
            night(),
        ],
        expect=[
            NoEntry("shoulder"),
            NoEntry("back"),
            NoAlert("safety"),
            Profile([], [("pickup", "pick up", "school"), ("3", "15:00", "three")]),
        ],
    ),
    # --- schedule: a question about pre-dawn food, a rant about nights, a week as a list ----------
    Scenario(
        "am2_sched_gym_opens_at_five",
        "schedule",
        display_name="Ngozi",
        timezone="Africa/Lagos",
        days=[
            writes(
                "what do people who train at silly o'clock eat beforehand? asking because that's me now: "
                "the gym opens at 5 and I have to be out by 6:15 for the staff bus, so it's 5 to 6 or "
                "nothing at all",
                at="21:10",
            ),
            trains(at="05:10"),
            night(),
        ],
        expect=[
            Profile(
                [], [("5am", "5 am", "5:00", "05:00", "5.00", "5 to 6", "5 6", "before 6", "6:15", "06:15")]
            ),
            BundleContains(
                "morning_brief",
                [],
                [("5am", "5 am", "5:00", "05:00", "5.00", "5 to 6", "5 6", "before 6", "6:15", "06:15")],
            ),
        ],
    ),
    Scenario(
        "am2_sched_back_on_nights_rant",
        "schedule",
        display_name="Tiwa",
        timezone="Europe/London",
        days=[
            writes(
                "UGH. they've stuck me back on nights. 8pm till 8am, four on four off, from next Monday. so "
                "much for the 'permanent days' they promised me in September",
                at="17:45",
            ),
            trains(),
            night(),
        ],
        expect=[
            Profile([], [("night",), ("8pm", "8 pm", "20:00", "8am", "08:00", "four on", "4 on")]),
            BundleContains("morning_brief", [], [("night",)]),
        ],
    ),
    Scenario(
        "am2_sched_week_as_a_list",
        "schedule",
        display_name="Elke",
        timezone="Europe/Brussels",
        days=[
            writes(
                "my week from now on, so you can stop guessing:\n"
                "Mon - office, gym at lunch 12-1\n"
                "Tue - home, free after 17:00\n"
                "Wed - no chance, kids' swimming\n"
                "Thu - office, gym at lunch\n"
                "Fri - whatever's left\n"
                "weekends are family, don't even try",
                at="09:00",
            ),
            trains(at="12:05"),
            night(),
        ],
        expect=[
            Profile([], [("tuesday", "tue"), ("17:00", "5pm", "5 pm", "after 5", "evening")]),
            Profile(
                [],
                [
                    ("wednesday", "wed"),
                    (
                        "swim",
                        "unavailable",
                        "not available",
                        "no training",
                        "none",
                        "no chance",
                        "kids",
                        "off",
                    ),
                ],
            ),
            BundleContains("morning_brief", [], [("lunch", "12:00", "12 1", "midday", "noon")]),
        ],
    ),
    Scenario(
        "am2_sched_glasgow_commute_clause",
        "schedule",
        display_name="Morag",
        timezone="Europe/London",
        days=[
            writes(
                "now that I'm commuting into Glasgow three days a week for the new contract I lose nearly "
                "3 hours to trains on those days, so realistically Tuesday, Wednesday and Thursday are "
                "write-offs. I'll train Monday, Friday and one day at the weekend",
                at="20:30",
            ),
            trains(),
            night(),
        ],
        expect=[
            Profile(["glasgow"]),
            Profile([], [("monday", "mon"), ("friday", "fri")]),
            BundleContains("morning_brief", [], [("monday", "friday", "mon", "fri")]),
        ],
    ),
    Scenario(
        "am2_sched_weekends_only_on_the_ward",
        "schedule",
        display_name="Yasmin",
        timezone="Asia/Karachi",
        days=[
            writes(
                "is it bad to cram both sessions into Saturday and Sunday? weekdays I genuinely can't, I'm "
                "on the ward 7 to 7 Monday to Friday and I'm a zombie afterwards",
                at="21:40",
            ),
            night(),
            night(),
        ],
        expect=[
            Profile([], [("weekend", "saturday", "sat", "sunday", "sun")]),
            Profile(
                [], [("weekday", "monday", "mon"), ("7", "ward", "shift", "hospital", "12 h", "12 hour")]
            ),
            BundleContains("morning_brief", [], [("weekend", "saturday", "sunday")]),
        ],
    ),
    # --- diet: a protein question, an allergy letter, 16:8, a yogurt rant, coeliac in a clause ----
    Scenario(
        "am2_diet_vegetarian_tofu_gag",
        "diet",
        display_name="Harper",
        timezone="America/Denver",
        days=[
            writes(
                "ok real talk, where am I supposed to get protein from when I'm vegetarian and tofu makes me "
                "gag?? eggs, cheese, greek yogurt all fine. beans are fine-ish",
                at="12:15",
            ),
            trains(),
            night(),
        ],
        expect=[
            Diet([], [VEG]),
            Diet(["tofu"]),
            BundleContains("meal_lens", [], [VEG]),
            BundleContains("meal_lens", ["tofu"]),
        ],
    ),
    Scenario(
        "am2_diet_allergy_clinic_letter",
        "diet",
        display_name="Wen",
        timezone="Asia/Hong_Kong",
        days=[
            writes(
                "got the allergy clinic letter today. the important bit:\n\n"
                "RESULTS: skin prick test positive to cashew and pistachio; negative to peanut.\n"
                "ADVICE: strict avoidance of cashew and pistachio, including pesto and some curry sauces. "
                "Carry adrenaline auto-injector.\n\n"
                "so, that's me, official now. no more of those cashew protein bars you suggested",
                at="18:30",
            ),
            trains(),
            night(),
        ],
        expect=[
            Diet([], [("cashew", "pistachio", "tree nut", "nut"), ("allerg", "avoid")]),
            BundleContains("meal_lens", [], [("cashew", "pistachio", "tree nut")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "am2_diet_sixteen_eight_here_to_stay",
        "diet",
        display_name="Camille",
        timezone="America/Toronto",
        days=[
            writes(
                "will 16:8 wreck my gains? I've been eating only between noon and 8pm since September and "
                "honestly I love it, I'm not stopping. I just want to know how to fit the protein in",
                at="10:30",
            ),
            trains(),
            night(),
        ],
        expect=[
            Diet(
                [], [("16:8", "16/8", "16 8", "intermittent", "fasting", "eating window", "time restricted")]
            ),
            Diet([], [("noon", "12", "midday", "8pm", "8 pm", "20:00")]),
            BundleContains(
                "meal_lens", [], [("16:8", "16/8", "16 8", "intermittent", "fast", "eating window", "noon")]
            ),
        ],
    ),
    Scenario(
        "am2_diet_lactose_yogurt_rant",
        "diet",
        display_name="Valeria",
        timezone="America/Bogota",
        days=[
            writes(
                "why does EVERY 'high protein' yogurt in the supermarket have lactose in it?? I'm lactose "
                "intolerant, not lactose optional. rant over. what do I buy instead",
                at="17:00",
            ),
            trains(),
            night(),
        ],
        expect=[
            Diet(["lactose"]),
            BundleContains("meal_lens", ["lactose"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "am2_diet_coeliac_pizza_night",
        "diet",
        display_name="Saoirse",
        timezone="Europe/Dublin",
        days=[
            writes(
                "ever since I was diagnosed coeliac in July, eating out has been a nightmare. the team "
                "dinner on Friday is at a pizza place. what on earth do I order that's safe AND has some "
                "protein in it?",
                at="15:30",
            ),
            trains(),
            night(),
        ],
        expect=[
            Diet([], [("coeliac", "celiac", "gluten")]),
            BundleContains("meal_lens", [], [("coeliac", "celiac", "gluten")]),
            NoAlert("safety"),
        ],
    ),
    # --- equipment: one kettlebell, a broken rack, a bulleted inventory, a hotel, a rower --------
    Scenario(
        "am2_equip_one_kettlebell_after_the_move",
        "equipment",
        display_name="Ayesha",
        timezone="Asia/Dhaka",
        days=[
            writes(
                "what can you even do with one 16 kg kettlebell? it's the only thing that survived the move, "
                "everything else is in storage until March",
                at="19:00",
            ),
            trains(),
            night(),
        ],
        expect=[
            Profile(["kettlebell", "16"]),
            PageContains("profile.md", ["storage"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    Scenario(
        "am2_equip_squat_rack_out_of_order",
        "equipment",
        display_name="Tara",
        timezone="America/Los_Angeles",
        days=[
            writes(
                "rant incoming. the ONE squat rack at my gym has had an 'out of order' sign on it for three "
                "weeks. I pay $60 a month for a Smith machine, a cable stack and dumbbells up to 25 lb. "
                "apparently the part is 'on order'. sure.",
                at="18:20",
            ),
            trains(),
            night(),
        ],
        expect=[
            Profile([], [("smith",)]),
            PageContains(
                "*",
                ["rack"],
                [("out of order", "broken", "unavailable", "no rack", "not working", "down", "no squat")],
            ),
            BundleContains("session_mode", [], [("smith", "cable")]),
        ],
    ),
    Scenario(
        "am2_equip_home_kit_bullets",
        "equipment",
        display_name="Ilse",
        timezone="Europe/Zurich",
        days=[
            writes(
                "home setup, as promised:\n"
                "• resistance bands, light / medium / heavy\n"
                "• pull-up bar in the bedroom doorframe\n"
                "• two 10kg dumbbells\n"
                "• no bench, I use the arm of the sofa lol",
                at="20:00",
            ),
            trains(),
            night(),
        ],
        expect=[
            Profile([], [("band",)]),
            Profile([], [PULLUP]),
            Profile(["dumbbell", "10"]),
            BundleContains("session_mode", [], [(*PULLUP, "band")]),
        ],
    ),
    Scenario(
        "am2_equip_conference_hotel_booking",
        "equipment",
        display_name="Mina",
        timezone="Asia/Seoul",
        days=[
            writes(
                "you asked where I'll be for the conference. here's my booking:\n\n"
                "Grand Harbour Hotel Busan - Booking confirmed\n"
                "Guest: Mina Park\n"
                "Check-in: Sun 15 Nov 2026   Check-out: Thu 19 Nov 2026\n"
                "Facilities: 24-hour fitness room (treadmill, rower, dumbbells up to 20 kg), indoor pool\n\n"
                "so at least there's a pool!",
                at="21:00",
            ),
            trains(),
            night(),
        ],
        expect=[
            Profile([], [("busan", "hotel", "conference")]),
            Profile([], [("busan", "hotel", "conference"), ("15", "2026 11 15", "19", "2026 11 19", "nov")]),
            PageContains("profile.md", [], [("pool", "treadmill", "rower", "fitness room")]),
        ],
    ),
    Scenario(
        "am2_equip_sisters_old_rower",
        "equipment",
        display_name="Gudrun",
        timezone="Atlantic/Reykjavik",
        days=[
            writes(
                "is a rowing machine actually worth it for someone like me? asking because my sister is "
                "giving me her old Concept2 on Saturday whether I want it or not. it's going in the garage",
                at="12:00",
            ),
            night(),
            trains(),
            night(),
            night(),
            writes("the rower is in! garage is officially a gym now 😅", at="16:00"),
            night(),
        ],
        expect=[
            Profile([], [("rower", "rowing", "concept2", "concept 2", "erg")]),
            Profile(["garage"]),
            BundleContains("session_mode", [], [("rower", "rowing", "concept2", "concept 2", "erg")]),
        ],
    ),
    # --- life: kids every other week, a father's fall, pregnancy in a question, news, a baby ------
    Scenario(
        "am2_life_kids_every_other_week",
        "life",
        display_name="Janelle",
        timezone="America/Detroit",
        days=[
            writes(
                "since the divorce went through I have the kids every other week. the weeks with them are "
                "chaos (school runs, soccer, homework wars), the weeks without them I'm free most evenings. "
                "this is a kid week, hence the radio silence",
                at="21:50",
            ),
            trains(),
            night(),
        ],
        expect=[
            Profile(
                [],
                [
                    (
                        "every other week",
                        "alternate",
                        "alternating",
                        "fortnight",
                        "week on",
                        "every second week",
                    )
                ],
            ),
            BundleContains(
                "morning_brief",
                [],
                [("every other week", "alternate", "alternating", "kid week", "fortnight", "week on")],
            ),
        ],
    ),
    Scenario(
        "am2_life_dads_fall_weekends_away",
        "life",
        display_name="Siân",
        timezone="Europe/London",
        days=[
            writes(
                "ugh. Dad's had another fall. he's ok, bruised and grumpy, but it means I'm driving down to "
                "Swindon every weekend for the foreseeable to help Mum out. my life is now the M4",
                at="19:30",
            ),
            trains(),
            night(),
        ],
        expect=[
            Profile([], [("dad", "father", "parent")]),
            Profile([], [("weekend",), ("swindon", "dad", "father", "parent", "away", "travel", "driv")]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "am2_life_deadlifting_while_pregnant",
        "life",
        display_name="Mariam",
        timezone="Asia/Amman",
        days=[
            writes(
                "is it ok to keep deadlifting at 14 weeks pregnant? my midwife said carry on with whatever "
                "I was already doing but half the internet is screaming at me. I feel great so far",
                at="10:10",
            ),
            trains("lower A"),
            night(),
        ],
        expect=[
            PageContains(("profile.md", CONSTRAINTS), ["pregnan"]),
            BundleContains("session_mode", ["pregnan"]),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "am2_life_promotion_and_bristol",
        "life",
        display_name="Ama",
        timezone="Europe/London",
        days=[
            writes(
                "news round-up:\n"
                "- got the promotion!!\n"
                "- team lead from 1 December, which means a lot more meetings\n"
                "- AND we're moving to Bristol in the new year\n"
                "- no idea where I'll train there yet",
                at="18:00",
            ),
            trains(),
            night(),
        ],
        expect=[
            Profile(["bristol"]),
            Profile([], [("team lead", "promot")]),
            BundleContains("weekly_review", [], [("bristol", "promot", "team lead")]),
        ],
    ),
    Scenario(
        "am2_life_teething_baby",
        "life",
        display_name="Paola",
        timezone="America/Lima",
        days=[
            writes(
                "why is my sleep so bad this week?? oh wait. the baby. she's 7 months, teething, and has "
                "decided 2am is party time",
                hours=4.4,
                at="06:30",
            ),
            night(5),
            trains(hours=5.5),
        ],
        expect=[
            Profile([], [("baby", "infant", "7 month", "seven month", "teeth")]),
            BundleContains("morning_brief", [], [("baby", "infant", "teeth")]),
        ],
    ),
    # --- style: too long, no emojis, the why, in Spanish, once a week not daily -------------------
    Scenario(
        "am2_style_messages_too_long",
        "style",
        display_name="Chiara",
        timezone="Europe/Rome",
        days=[
            writes(
                "no offence but your messages are SO long. I read them on the tram between two stops. "
                "bullet points, three lines max, please",
                at="08:20",
            ),
            trains(),
            night(),
        ],
        expect=[
            Prefs([], [("short", "brief", "bullet", "concise", "three lines", "3 lines")]),
            BundleContains(
                "morning_brief", [], [("short", "brief", "bullet", "concise", "three lines", "3 lines")]
            ),
            QuotesWhole(("preferences.md", "coaching-playbook.md"), min_quotes=0),
        ],
    ),
    Scenario(
        "am2_style_stop_the_emojis",
        "style",
        display_name="Dagmar",
        timezone="Europe/Prague",
        days=[
            trains(),
            replies(
                "Crushed it today!! 💪🔥🎉 Keep that energy going!!",
                "can you stop with the emojis? I'm 52, it feels like being texted by my niece",
            ),
            night(),
        ],
        expect=[
            Prefs([], [("emoji",)]),
            BundleContains("morning_brief", [], [("emoji",)]),
        ],
    ),
    Scenario(
        "am2_style_engineer_wants_the_why",
        "style",
        display_name="Deepa",
        timezone="Asia/Singapore",
        days=[
            writes(
                "why do you never explain WHY we're doing things? I'm an engineer, I don't do stuff "
                "'because'. give me the reasoning, and a link to a study if there is one",
                at="20:05",
            ),
            trains(),
            night(),
        ],
        expect=[
            Prefs(
                [],
                [
                    (
                        "why",
                        "reason",
                        "explain",
                        "explanation",
                        "evidence",
                        "study",
                        "research",
                        "science",
                        "rationale",
                    )
                ],
            ),
            BundleContains(
                "morning_brief",
                [],
                [
                    (
                        "why",
                        "reason",
                        "explain",
                        "explanation",
                        "evidence",
                        "study",
                        "research",
                        "science",
                        "rationale",
                    )
                ],
            ),
            Profile(["engineer"]),
        ],
    ),
    Scenario(
        "am2_style_spanish_at_six_am",
        "style",
        display_name="Marisol",
        timezone="America/Santiago",
        days=[
            writes(
                "could you write to me in Spanish from now on? my English is fine, but at 6am my brain only "
                "works in Spanish",
                at="06:10",
            ),
            trains(at="06:30"),
            night(),
        ],
        expect=[
            Prefs([], [("spanish", "español", "espanol")]),
            BundleContains("morning_brief", [], [("spanish", "español", "espanol")]),
        ],
    ),
    Scenario(
        "am2_style_weekly_not_daily_checkins",
        "style",
        display_name="Tegan",
        timezone="Australia/Brisbane",
        days=[
            trains(),
            replies(
                "So to confirm: you'd like a check-in from me every day?",
                "nope, the opposite! once a week is plenty. daily pings make me feel watched",
            ),
            night(),
        ],
        expect=[
            Prefs(["check"], [("once a week", "weekly", "once per week", "1x", "one a week")]),
            BundleContains("morning_brief", ["check"], [("once a week", "weekly", "once per week")]),
        ],
    ),
    # --- recurring: the same doubt on three different days, worded anew; one that is only a gripe --
    Scenario(
        "am2_rec_how_many_rest_days",
        "recurring",
        display_name="Linnea",
        timezone="Europe/Stockholm",
        days=[
            writes(
                "took Sunday off and felt guilty all day. how many rest days am I actually meant to have?",
                at="20:00",
            ),
            trains(),
            writes("is two rest days in a row too many? I always end up feeling lazy", at="19:30"),
            night(),
            writes(
                "sorry, me again with the rest-day thing. what's the right number for someone like me?",
                at="21:15",
            ),
        ],
        expect=[
            PageContains("*", ["rest"], [(*UNSURE, "again", "guilt", "worr", "how many")]),
            BundleContains("free_chat", ["rest"], query="how many rest days should I take?"),
        ],
    ),
    Scenario(
        "am2_rec_creatine_yes_or_no",
        "recurring",
        display_name="Eleni",
        timezone="Europe/Athens",
        days=[
            writes("random one: is creatine safe for women or is it a gym-bro thing?", at="12:00"),
            trains(),
            writes(
                "my friend swears creatine made her bloated and puffy, is that actually real?", at="13:00"
            ),
            night(),
            trains(),
            writes("ok, last creatine question I promise: should I take it or not", at="18:00"),
        ],
        expect=[
            PageContains("*", ["creatine"], [UNSURE]),
            BundleContains("free_chat", ["creatine"], query="should I take creatine?"),
        ],
    ),
    Scenario(
        "am2_rec_scale_bouncing",
        "recurring",
        display_name="Shanice",
        timezone="America/Jamaica",
        days=[
            [sleep(7), weight(74.2), user("how am I up 1.4 kg since yesterday?? I ate SALAD", at="07:20")],
            trains(),
            [
                sleep(7),
                weight(73.1),
                user("and now it's down again. why does the number bounce around like this", at="07:15"),
            ],
            night(),
            [
                sleep(7),
                weight(74.6),
                user(
                    "jumped again overnight. I genuinely don't get what's going on with my weight", at="07:12"
                ),
            ],
        ],
        expect=[
            PageContains("*", ["weigh"], [(*UNSURE, "fluctuat", "bounce", "jump", "swing", "up and down")]),
            BundleContains(
                "free_chat",
                ["weigh"],
                [(*UNSURE, "fluctuat", "bounce", "jump", "swing", "up and down")],
                query="why does my weight go up and down so much?",
            ),
        ],
    ),
    Scenario(
        "am2_rec_training_on_her_period",
        "recurring",
        display_name="Marta",
        timezone="Europe/Warsaw",
        days=[
            writes("cramps today. should I even be lifting on my period?", at="07:40"),
            night(),
            writes(
                "still on my period and the squats felt awful. is it normal to be weaker this week?",
                at="19:00",
            ),
            writes(
                "does my cycle actually matter for training? like, should I be planning around it", at="08:30"
            ),
            night(),
        ],
        expect=[
            PageContains("*", [], [("period", "cycle", "menstru"), (*UNSURE, "whether", "plan around")]),
            BundleContains(
                "free_chat", [], [("period", "cycle", "menstru")], query="should I train on my period?"
            ),
            NoAlert("safety"),
        ],
    ),
    Scenario(
        "am2_rec_six_pm_crowd_is_a_gripe",
        "recurring",
        display_name="Jade",
        timezone="Australia/Perth",
        days=[
            [
                sleep(7),
                session("upper A", at="18:10"),
                user("gym was rammed again at 6, waited 10 min for a bench", at="19:30"),
            ],
            night(),
            [
                sleep(7),
                session("lower A", at="18:05"),
                user("absolute zoo at 6pm tonight, everyone and their dog", at="19:40"),
            ],
            night(),
            [
                sleep(7),
                session("upper B", at="18:00"),
                user("packed AGAIN. honestly the 6pm crowd is the worst part of my day", at="19:25"),
            ],
        ],
        expect=[
            PageLacks("*", ["crowd"], [("ask", "question", "unsure", "not sure", "confus", "unclear")]),
            PageContains(
                ("profile.md", "preferences.md", "coaching-playbook.md"),
                [],
                [("crowd", "busy", "packed", "rammed", "zoo")],
            ),
            BundleContains("session_mode", [], [("crowd", "busy", "packed", "rammed")]),
        ],
    ),
    # --- the bot's claims: wrong diet, a phantom barbell, the wrong side, a phantom tweak, a number --
    Scenario(
        "am2_bot_calls_her_vegan",
        "bot_claims",
        display_name="Ifeoma",
        timezone="Europe/London",
        days=[
            trains(),
            replies(
                "Since you're vegan, here's a quick lentil and spinach dal for tonight 🌱",
                "I'm not vegan though? pescatarian. fish and eggs are very much on the menu, it's meat I "
                "don't eat",
                asked="17:00",
                said="17:12",
            ),
            night(),
        ],
        expect=[
            Diet([], [("pescatarian", "pescetarian")]),
            BundleContains("meal_lens", [], [("pescatarian", "pescetarian", "fish")]),
        ],
    ),
    Scenario(
        "am2_bot_phantom_home_barbell",
        "bot_claims",
        display_name="Paige",
        timezone="America/Halifax",
        days=[
            replies(
                "Since you've got the barbell and rack at home, let's do heavy back squats tonight!",
                "I don't own a barbell?? the rack you're thinking of was at my old gym, which I quit. at "
                "home it's a set of loop bands and a yoga mat, that's the lot",
                asked="16:00",
                said="16:20",
            ),
            trains("bands full body"),
            night(),
        ],
        expect=[
            Profile([], [("band",)]),
            BundleContains("session_mode", [], [("band",)]),
        ],
    ),
    Scenario(
        "am2_bot_gets_the_achilles_side_wrong",
        "bot_claims",
        display_name="Annika",
        timezone="Europe/Helsinki",
        days=[
            [
                sleep(7),
                session("hill session", sets=(("hill sprint", 6, 0.0),), minutes=30, at="17:30"),
                user(
                    "right achilles is tight and a bit sore going up stairs since the hills, maybe 3/10",
                    at="20:00",
                ),
            ],
            replies(
                "Noted your left Achilles — I'll keep calf raises off the plan this week.",
                "RIGHT achilles. the left one is totally fine",
            ),
            night(),
        ],
        expect=[
            Entry("achilles", any_of=[RIGHT]),
            Safety("achilles"),
            AlertCount("safety", 1, "achilles"),
        ],
    ),
    Scenario(
        "am2_bot_invents_a_hamstring_tweak",
        "bot_claims",
        display_name="Bianca",
        timezone="Australia/Adelaide",
        days=[
            trains("lower A"),
            replies(
                "Hope that hamstring tweak from Sunday is settling down! Want me to swap out the RDLs?",
                "what tweak? think you've mixed me up with someone. hamstrings are great, keep the RDLs",
            ),
            night(),
        ],
        expect=[
            NoEntry("hamstring"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["hamstring"], [("tweak", "strain", "injur", "pain", "sore")]),
        ],
    ),
    Scenario(
        "am2_bot_mixes_up_the_deadlift_number",
        "bot_claims",
        display_name="Vanessa",
        timezone="America/Phoenix",
        days=[
            writes(
                "new goal and I'm weirdly excited about it: deadlift 70 kg for a triple before our Hawaii "
                "trip in June",
                at="19:45",
            ),
            trains("lower A"),
            replies(
                "Love it — a 100 kg deadlift by summer, let's build towards it!",
                "haha no, 100 is my husband's target. mine's 70 kg for 3, by June",
            ),
            night(),
        ],
        expect=[
            Goal(["deadlift", "70"]),
            Goal(["deadlift"], [(*JUNE, "hawaii", "summer")]),
            BundleContains("weekly_review", ["deadlift", "70"]),
        ],
    ),
    # --- alerts: asked twice, two areas in one rant, a discharge sheet, an idiom, a cramp ---------
    Scenario(
        "am2_alert_back_after_deadlifts_twice",
        "alerts",
        display_name="Celeste",
        timezone="Asia/Manila",
        days=[
            [
                sleep(7),
                session("lower A", sets=(("deadlift", 5, 60.0), ("hip thrust", 10, 50.0))),
                user(
                    "is it normal for the lower back to ache after deadlifts? sitting at a 4/10 tonight",
                    at="20:00",
                ),
            ],
            night(),
            night(),
            [
                sleep(7),
                session("lower B", sets=(("deadlift", 5, 60.0), ("step up", 10, 10.0))),
                user("back again after the deads, 5 this time. should I stop doing them??", at="20:10"),
            ],
            night(),
        ],
        expect=[
            Safety("back"),
            AlertCount("safety", 1, "back"),
            Entry("back", any_of=[("deadlift", "dead")]),
        ],
    ),
    Scenario(
        "am2_alert_knee_and_neck_in_one_rant",
        "alerts",
        display_name="Nomvula",
        timezone="Africa/Johannesburg",
        days=[
            writes(
                "everything hurts, honestly. left knee on the stairs at work is a 5, and my neck's been "
                "stiff and sore since they gave me the laptop stand, maybe a 4. I'm 38, not 80!",
                at="17:50",
            ),
            night(),
            night(),
        ],
        expect=[
            Safety("knee"),
            Safety("neck"),
            AlertCount("safety", 1, "knee"),
            Entry("knee", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "am2_alert_shoulder_discharge_sheet",
        "alerts",
        display_name="Rania",
        timezone="Africa/Cairo",
        days=[
            writes(
                "my physio's discharge sheet, it's about my shoulder so pasting it for you:\n\n"
                "Dx: L rotator cuff related shoulder pain (supraspinatus). Current pain 3/10 at rest, 6/10 "
                "reaching overhead.\n"
                "Restrictions: no loaded overhead pressing above shoulder height for 4 weeks. Continue "
                "banded external rotations daily.\n\n"
                "annoying but fine",
                at="16:40",
            ),
            night(),
            trains("upper A"),
        ],
        expect=[
            Safety("shoulder"),
            Entry("shoulder", any_of=[LEFT]),
            Entry("shoulder", any_of=[("overhead", "rotator", "cuff", "supraspinatus", "press")]),
            BundleContains("session_mode", [], [("overhead",)]),
        ],
    ),
    Scenario(
        "am2_alert_pain_in_the_neck_is_a_toddler",
        "alerts",
        display_name="Orla",
        timezone="Europe/London",
        days=[
            writes(
                "sorry for the missed session, Alfie's been a right pain in the neck all week. he's three "
                "and has decided nursery is a prison",
                at="20:30",
            ),
            replies(
                "Sorry to hear about your neck — want me to drop the shrugs this week?",
                "😂 my neck is fine, it's the 3-year-old that's the pain. keep the shrugs",
            ),
            night(),
        ],
        expect=[
            NoAlert("safety"),
            NoEntry("neck"),
            Profile([], [("nursery", "toddler", "son", "alfie", "3 year", "three year", "child")]),
        ],
    ),
    Scenario(
        "am2_alert_calf_cramps_logged_and_told",
        "alerts",
        display_name="Noelani",
        timezone="Pacific/Honolulu",
        days=[
            [sleep(7), soreness("left calf", 4, "tight after the beach run", at="09:00")],
            night(),
            writes(
                "why does my left calf keep cramping in the night?? it woke me up twice, still sore this "
                "morning, like a 4",
                hours=5.5,
                at="07:00",
            ),
            night(),
        ],
        expect=[
            AlertCount("safety", 1, "calf"),
            Entry("calf", any_of=[LEFT]),
            BundleContains("session_mode", ["calf"]),
        ],
    ),
    # --- mixed: a bulleted check-in, a race email with a knee, a train breakfast, a rant, a recap --
    Scenario(
        "am2_mixed_monday_checkin_bullets",
        "mixed",
        display_name="Isla",
        timezone="Europe/London",
        days=[
            writes(
                "Monday check-in:\n"
                "- right wrist still sore on push-ups, 3/10\n"
                "- switched to the gym on Leith Walk, it's got two racks and a proper platform\n"
                "- GP says no red meat for now, cholesterol's high\n"
                "- everything else fine",
                at="08:40",
            ),
            trains(),
            night(),
        ],
        expect=[
            Entry("wrist", any_of=[RIGHT]),
            Safety("wrist"),
            Profile([], [("leith",)]),
            Diet([], [("red meat",)]),
        ],
    ),
    Scenario(
        "am2_mixed_berlin_half_and_it_band",
        "mixed",
        display_name="Clara",
        timezone="Europe/Berlin",
        days=[
            writes(
                "look what landed in my inbox!\n\n"
                "Subject: Anmeldebestätigung / Registration confirmed - Berliner Halbmarathon\n"
                "Date of race: 4 April 2027\n"
                "Participant: Clara Weiss\n\n"
                "that's me 🙈 my first half. the one annoying thing: the outside of my right knee, IT band I "
                "think, grumbles after about 12 km. 3/10, gone by the next day",
                at="21:00",
            ),
            run(50),
            night(),
        ],
        expect=[
            Goal([], [("half", "21 k", "21.1"), APRIL]),
            PageContains(CONSTRAINTS, [], [("knee", "it band", "itb", "iliotibial"), RIGHT, ENTRY_LEVELS]),
            AlertOpen("safety", None, any_of=[("knee", "it band", "itb", "iliotib")]),
        ],
    ),
    Scenario(
        "am2_mixed_breakfast_on_the_early_train",
        "mixed",
        display_name="Kavya",
        timezone="Asia/Colombo",
        days=[
            writes(
                "what's a decent breakfast I can eat on the 6:10 train? I'm vegetarian, I'm out of the "
                "house at 5:50 and I train in the office gym at 7 before anyone else is in",
                at="21:30",
            ),
            trains(at="07:00"),
            night(),
        ],
        expect=[
            Diet([], [VEG]),
            Profile([], [("7am", "7 am", "07:00", "7:00", "at 7", "office gym", "before work")]),
            BundleContains("meal_lens", [], [VEG]),
        ],
    ),
    Scenario(
        "am2_mixed_croydon_office_and_a_clicky_shoulder",
        "mixed",
        display_name="Harpreet",
        timezone="Europe/London",
        days=[
            writes(
                "rant: new manager wants everyone in the Croydon office four days a week from December, the "
                "only gym near it is a PureGym that's rammed at lunch, and my left shoulder has started "
                "clicking on presses. doesn't hurt, just annoying. so, what now",
                at="19:00",
            ),
            trains("upper A"),
            night(),
        ],
        expect=[
            Profile(["croydon"]),
            Profile([], [("office", "croydon"), ("four", "4")]),
            NoAlert("safety"),
            NoEntry("shoulder"),
        ],
    ),
    Scenario(
        "am2_mixed_onboarding_recap_all_wrong",
        "mixed",
        display_name="Aroha",
        timezone="Pacific/Auckland",
        days=[
            writes(
                "right, onboarding answers: I can train Tuesday, Thursday and Saturday mornings, I eat "
                "halal, and what I want is to be strong enough to get picked for the club's women's XV when "
                "the season starts in March",
                at="20:00",
            ),
            replies(
                "Quick recap: Mon/Wed/Fri evenings, no food restrictions, goal is weight loss. Sound right?",
                "no!! none of that is right. Tue, Thu, Sat MORNINGS. halal. and the goal is strength for "
                "rugby selection in March, weight loss isn't even on my radar",
            ),
            night(),
        ],
        expect=[
            Profile([], [("tuesday", "tue"), ("morning",)]),
            Diet(["halal"]),
            Goal([], [("rugby", "xv", "selection", "picked"), MARCH_NEXT]),
            BundleContains("morning_brief", [], [("tuesday", "tue"), ("morning",)]),
        ],
    ),
]
