"""A ninth batch of understanding scenarios, written without the system's vocabulary.

Who the client is and what she wants: goals with and without dates (and goals asked as questions,
changed or dropped), schedules around shifts, kids and jobs, diets and dislikes, equipment and place,
life context, message-style wishes, the same question asked three ways over days, and bot turns that
claim things about her which must not become her facts. Voices: non-native speakers, parents, nurses
and firefighters, students, retirees, travelling salespeople, new gym-goers, lifters with jargon and
voice dictation without punctuation. Written as a coach would word it, without reading how the system
reads text. Names are prefixed `i_`.
"""

from .spec import (
    CONSTRAINTS,
    JUNE_NEXT,
    MARCH_NEXT,
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
    Scenario,
    bot,
    session,
    sleep,
    user,
)

# A question she keeps coming back to: a coach would note it was asked, again, more than once.
ASKED = ("ask", "question", "again", "repeat", "recurring", "keeps", "several times", "3 times")
LIFE_PAGES = ("profile.md", "coaching-playbook.md", "preferences.md")
STYLE_PAGES = ("preferences.md", "coaching-playbook.md", "profile.md")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at)]


def chat(bot_text: str, user_text: str, hours: float = 7.0) -> list:
    return [sleep(hours), bot(bot_text, "08:00"), user(user_text, "08:05")]


SCENARIOS: list[Scenario] = [
    # --- goals: dated, undated, buried, asked as questions, changed ----------------------------------
    Scenario(
        "i_goal_sister_wedding_voice",
        "goals",
        [
            said(
                "ok so basically my sisters wedding is in june and im the maid of honour and i want to "
                "feel strong and not hide in the photos thats the main thing also my back is totally "
                "fine before you ask"
            )
        ],
        [
            Goal(any_of=[["wedding", "maid of honour", "maid of honor"]]),
            Goal(any_of=[list(JUNE_NEXT)]),
            NoEntry("back"),
        ],
        note="voice dictation, dated goal around an event, a denial of back trouble on the side",
    ),
    Scenario(
        "i_goal_fiftieth_10k",
        "goals",
        [
            said("Big one coming up. I turn 50 in March!!"),
            said(
                "And for my 50th I want to run a 10k without stopping. Never run further than the bus stop 😂"
            ),
        ],
        [
            Goal(any_of=[["10k", "10 km", "10km", "ten k"]]),
            Goal(any_of=[[*MARCH_NEXT, "50th", "50"]]),
            BundleContains("weekly_review", any_of=[["10k", "10 km", "10km"]]),
        ],
        note="the date (birthday) and the goal (10k) come in two messages on different days",
    ),
    Scenario(
        "i_goal_sub20_and_hyrox",
        "goals",
        [
            said(
                "5k PB is 21:40 as of last parkrun. Want sub-20 by the end of next summer. Also signed up "
                "for hyrox doubles w/ my brother in april, so need to not die on the sled push"
            )
        ],
        [
            Goal(any_of=[["sub 20", "sub20", "under 20", "20:00", "20 min"]]),
            Goal(["hyrox"]),
            Goal(["hyrox"], any_of=[["april", "2027-04"]]),
        ],
        note="runner jargon: PB, sub-20, parkrun, hyrox; two goals with different dates",
    ),
    Scenario(
        "i_goal_muscleup_question_only",
        "goals",
        [
            said("lol could I ever do a muscle-up? my 14yo nephew does them on the swings"),
            [sleep(7.0), session("upper body")],
        ],
        [
            PageLacks("goals.md", ["muscle up"]),
            NoAlert("safety"),
        ],
        note="a wondering question is not a goal she set",
    ),
    Scenario(
        "i_goal_muscleup_question_then_yes",
        "goals",
        [
            said("honest question, is a muscle up realistic for someone like me? 41, can do 3 pull ups"),
            rest(),
            [
                sleep(7.0),
                bot("It's realistic with 6-12 months of work. Want me to make it a goal?", "08:00"),
                user("yes!! lets do it. muscle up by my birthday in june", "08:10"),
            ],
        ],
        [
            Goal(["muscle up"]),
            Goal(["muscle up"], any_of=[list(JUNE_NEXT)]),
        ],
        note="the question becomes a goal only when she says yes to the bot, with a date",
    ),
    Scenario(
        "i_goal_someday_triathlon",
        "goals",
        [
            said(
                "Someday I'd love to do a sprint triathlon. No rush, not this year, just planting the seed 🌱"
            )
        ],
        [
            Goal(["triathlon"]),
            PageLacks("goals.md", ["triathlon", "2027"]),
        ],
        note="an undated 'someday' goal gets no invented date",
    ),
    Scenario(
        "i_goal_fun_run_buried_salesman",
        "goals",
        [
            said(
                "Morning. Long drive yesterday, Leeds to Bristol and back, two client meetings, hotel "
                "breakfast was grim, anyway the reason I signed up for this is the company charity 5k is "
                "in 12 weeks and I'd like to not walk it in front of my boss. Also my regional manager "
                "runs it in 22 minutes which is annoying."
            )
        ],
        [
            Goal(any_of=[["5k", "5 km", "5km", "charity"]]),
            Goal(any_of=[["5k", "5 km", "5km", "charity", "run"], ["12 weeks", "2027-01", "january", "jan"]]),
            PageLacks("goals.md", ["22 min"]),
        ],
        note="goal and deadline buried in a travel ramble; the manager's time is not her goal",
    ),
    Scenario(
        "i_goal_non_native_kilos_august",
        "goals",
        [
            said(
                "Hello coach. I want lose 8 kilo before I go back in my country "
                "for visit my family in august. Is possible?"
            )
        ],
        [
            Goal(any_of=[["8 kg", "8 kilo", "eight"]]),
            Goal(any_of=[["august", "2027-08"]]),
        ],
        note="non-native English, weight-loss goal with a month",
    ),
    Scenario(
        "i_goal_bench_1rm_jargon",
        "goals",
        [
            said("block goal: 100kg bench 1RM. currently 87.5 x1 @ RPE 9. comp is 16 weeks out"),
            [sleep(7.0), session("bench day", (("bench press", 3, 80.0), ("close grip bench", 6, 65.0)))],
        ],
        [
            Goal(["bench"], any_of=[["100 kg", "100"]]),
            BundleContains("session_mode", ["bench"], any_of=[["100 kg", "100"]]),
        ],
        note="lifter jargon; the target should reach the session bundle",
    ),
    Scenario(
        "i_goal_changed_half_to_deadlift",
        "goals",
        [
            said("Main goal: run the Brighton half in April."),
            rest(),
            rest(),
            said(
                "Change of plan — with the new rota I can't do the long runs. Forget the half. What I "
                "really want now is to deadlift my own bodyweight, I'm 68kg"
            ),
        ],
        [
            Goal(["deadlift"], any_of=[["bodyweight", "body weight", "68"]]),
            BundleContains("weekly_review", ["deadlift"]),
        ],
        note="a goal dropped and replaced days later; the new one must be there",
    ),
    Scenario(
        "i_goal_retiree_grandkids",
        "goals",
        [
            said(
                "I'm 71 and retired. I don't care about muscles. I want to get up off the floor without "
                "holding onto the sofa and carry my grandson up the stairs. That's it."
            )
        ],
        [
            Goal(any_of=[["floor", "get up"]]),
            Goal(any_of=[["grandson", "carry", "stairs"]]),
            Profile(any_of=[["retired", "71"]]),
        ],
        note="functional goals in plain words from a retiree",
    ),
    # --- schedule ------------------------------------------------------------------------------------
    Scenario(
        "i_sched_lunchtimes_only",
        "schedule",
        [
            said(
                "I can only do lunchtimes tbh. 12:30 to 1:30 weekdays, "
                "there's a gym in the basement of my office"
            )
        ],
        [
            Profile(any_of=[["lunch", "12:30"]]),
            Profile(any_of=[["office", "work", "basement"]]),
        ],
        note="a training window and the place that goes with it",
    ),
    Scenario(
        "i_sched_not_fridays_date_night",
        "schedule",
        [
            said(
                "Mon-Thu and Sunday are all fine. not Fridays, that's "
                "date night 😅 and Saturday is kids football"
            )
        ],
        [
            Profile(["friday"]),
            Profile(any_of=[["saturday"]]),
            BundleContains("weekly_review", ["friday"]),
        ],
        note="days she can't train and why",
    ),
    Scenario(
        "i_sched_before_six_mum",
        "schedule",
        [
            said(
                "mornings before 6 are my only window. twins wake up at 6:15 like clockwork and after "
                "that its chaos till bedtime"
            )
        ],
        [
            Profile(
                any_of=[["before 6", "before 06", "5am", "5:30", "early morning", "6am", "06:00", "6:00"]]
            ),
            Profile(any_of=[["twins", "kids", "children"]]),
        ],
        note="a parent's tiny window, and the reason",
    ),
    Scenario(
        "i_sched_rotating_nurse_weekly",
        "schedule",
        [
            said("I'm a nurse on rotating shifts so no fixed days. I'll tell you my week every sunday ok?"),
            rest(),
            rest(),
            rest(),
            rest(),
            rest(),
            said("this week: nights mon tue wed, off thu fri, long days sat sun", at="19:00"),
        ],
        [
            Profile(any_of=[["shift", "rota"]]),
            Profile(any_of=[["nurse", "nursing", "ward"]]),
            PageContains(("profile.md", "coaching-playbook.md", "preferences.md"), ["sunday"]),
        ],
        note="shift worker: no fixed days, schedule sent weekly on Sundays",
    ),
    Scenario(
        "i_sched_firefighter_24_48",
        "schedule",
        [
            said(
                "firefighter, 24 on 48 off. so my training days just rotate "
                "thru the week. can train on station sometimes"
            )
        ],
        [
            Profile(any_of=[["firefight", "fire station", "fire service"]]),
            Profile(any_of=[["24 on", "24h", "24 hour", "48 off", "24/48", "48h", "48 hour"]]),
        ],
        note="a shift pattern in firefighter shorthand",
    ),
    Scenario(
        "i_sched_move_monday_to_tuesday",
        "schedule",
        [
            said("Mondays work for me, 7pm."),
            rest(),
            rest(),
            said(
                "Can we move my Monday sessions to Tuesdays from now on? "
                "Mondays are my long day at the new job"
            ),
        ],
        [
            Profile(["tuesday"]),
            Profile(any_of=[["job", "work"]]),
        ],
        note="a standing move of her training day, with the reason",
    ),
    # --- diet ----------------------------------------------------------------------------------------
    Scenario(
        "i_diet_halal",
        "diet",
        [
            said(
                "Just so you know I only eat halal meat. So no pork and "
                "check the gelatine in those protein bars pls"
            )
        ],
        [
            Diet(["halal"]),
            BundleContains("meal_lens", ["halal"]),
        ],
        note="religious diet must reach the meal bundle",
    ),
    Scenario(
        "i_diet_lactose_kosher",
        "diet",
        [
            said(
                "dairy absolutely wrecks me. lactose intolerant. lactose free milk is fine tho and hard "
                "cheese is ok"
            ),
            said("oh and we keep kosher at home. bit more relaxed when I eat out but no pork/shellfish ever"),
        ],
        [
            Diet(["lactose"]),
            Diet(["kosher"]),
            BundleContains("meal_lens", ["lactose"]),
            NoAlert("safety"),
        ],
        note="an intolerance is a diet fact, not a safety alert; kosher told the next day",
    ),
    Scenario(
        "i_diet_peanut_allergy",
        "diet",
        [said("IMPORTANT: severe peanut allergy. I carry an epipen. tree nuts are fine weirdly")],
        [
            Diet(["peanut"]),
            Diet(any_of=[["allerg", "epipen", "epi pen", "anaphyla"]]),
            BundleContains("meal_lens", ["peanut"]),
        ],
        note="a serious allergy must be recorded and shown at meal time",
    ),
    Scenario(
        "i_diet_16_8_keto",
        "diet",
        [
            said(
                "I do intermittent fasting 16:8, eating window is 12 to 8pm. so breakfast ideas are useless "
                "to me haha. also started keto 2 weeks ago, under 30g carbs, feeling a bit flat in the gym"
            ),
            [sleep(7.0), session("lower body")],
        ],
        [
            Diet(any_of=[["16:8", "16/8", "intermittent", "fasting"]]),
            Diet(any_of=[["12", "noon", "window"]]),
            Diet(["keto"]),
            BundleContains("meal_lens", ["keto"]),
        ],
        note="fasting schedule with an eating window, and keto in the same breath",
    ),
    Scenario(
        "i_diet_ramadan_ahead",
        "diet",
        [
            said(
                "heads up for later: when Ramadan comes in February I'll be fasting sunrise to sunset, so "
                "I'll only be able to train after iftar"
            )
        ],
        [
            PageContains(
                ("nutrition-patterns.md", "profile.md", "coaching-playbook.md", "preferences.md"), ["ramadan"]
            ),
            PageContains(
                ("nutrition-patterns.md", "profile.md", "coaching-playbook.md"), any_of=[["iftar", "sunset"]]
            ),
        ],
        note="a future fasting period and what it means for training times",
    ),
    Scenario(
        "i_diet_no_pork_cut_sugar",
        "diet",
        [
            said("I don't eat pork."),
            said("also trying to cut sugar. my weakness is biscuits with my tea at 4pm, every single day"),
        ],
        [
            Diet(["pork"]),
            Diet(any_of=[["sugar", "biscuit"]]),
        ],
        note="an exclusion and a goal-ish habit, two days",
    ),
    Scenario(
        "i_diet_dislikes",
        "diet",
        [
            said(
                "things i will not eat: mushrooms, cottage cheese (a crime), "
                "anything with coriander. everything else fine"
            )
        ],
        [
            Diet(["mushroom"]),
            Diet(["cottage cheese"]),
            BundleContains("meal_lens", ["mushroom"]),
        ],
        note="dislikes, not allergies",
    ),
    Scenario(
        "i_diet_pescatarian_correcting_bot",
        "bot_claims",
        [
            chat(
                "Since you're vegan, here are some plant protein ideas: tofu, tempeh, lentils.",
                "I'm not vegan lol. pescatarian. fish and eggs are fine, and I love greek yogurt",
            )
        ],
        [
            Diet(["pescatarian"]),
            Diet(any_of=[["fish", "egg"]]),
        ],
        note="she corrects a bot claim; her real diet is recorded",
    ),
    # --- equipment & place ---------------------------------------------------------------------------
    Scenario(
        "i_equip_bands_only",
        "equipment",
        [said("home gym = a set of resistance bands. that's it. no weights, no bench, tiny flat")],
        [
            Profile(["band"]),
            BundleContains("session_mode", ["band"]),
        ],
        note="minimal kit, must reach the session bundle",
    ),
    Scenario(
        "i_equip_hotel_salesman",
        "equipment",
        [
            said(
                "I'm on the road 4 nights a week selling for a packaging firm. Hotel gyms mostly — usually "
                "dumbbells up to about 25 and a treadmill, sometimes nothing"
            )
        ],
        [
            Profile(["hotel"]),
            Profile(any_of=[["dumbbell", "treadmill"]]),
            Profile(any_of=[["travel", "road", "4 nights", "away"]]),
        ],
        note="travelling salesman, hotel gyms",
    ),
    Scenario(
        "i_equip_no_barbell",
        "equipment",
        [said("my gym has no barbell, only a smith machine, cables and dumbbells to 30")],
        [
            Profile(["barbell"]),
            Profile(any_of=[["smith", "cable", "dumbbell"]]),
            BundleContains("session_mode", any_of=[["barbell", "smith"]]),
        ],
        note="what her gym lacks matters as much as what it has",
    ),
    Scenario(
        "i_equip_kb_and_bar",
        "equipment",
        [
            said("literally just a 16kg kettlebell and a pull-up bar in the doorway"),
            said("oh wait I forgot, we have pool access at the apartment complex! 25m, quiet before 8am"),
        ],
        [
            Profile(["kettlebell"]),
            Profile(["pull up"]),
            Profile(["pool"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
        note="two bits of kit in one sentence, a pool remembered the next day",
    ),
    Scenario(
        "i_equip_park_then_gym",
        "equipment",
        [
            said("I train in the park, there's outdoor bars and benches near the lake"),
            rest(),
            rest(),
            said("GUESS WHO GOT A GYM MEMBERSHIP TODAY 🎉 puregym 5 min from my house"),
        ],
        [
            Profile(any_of=[["puregym", "membership", "commercial gym", "gym"]]),
            Profile(any_of=[["park", "outdoor"]]),
        ],
        note="place changes: park first, then a gym",
    ),
    Scenario(
        "i_equip_new_gymgoer_no_words",
        "equipment",
        [
            said(
                "sorry I don't know the names of stuff. there's the machine where you sit and push with "
                "your legs, the rope thing that goes up and down (pulley?) and a rack of those hand weights"
            )
        ],
        [
            Profile(any_of=[["leg press", "legs"]]),
            Profile(any_of=[["cable", "pulley", "rope"]]),
            Profile(any_of=[["dumbbell", "hand weights"]]),
        ],
        note="a new gym-goer describing kit without its names",
    ),
    # --- life context --------------------------------------------------------------------------------
    Scenario(
        "i_life_new_job",
        "life",
        [
            said("started a new job monday. 10 hour days for the first month while I'm training up"),
            rest(),
            said(
                "and because life wasn't busy enough we're moving house on the 20th 🙃 so that whole week "
                "is going to be boxes and chaos. just warning you"
            ),
        ],
        [
            PageContains(LIFE_PAGES, ["job"]),
            BundleContains("weekly_review", ["job"]),
            PageContains(LIFE_PAGES, any_of=[["moving", "move", "house"]]),
        ],
        note="new job with long days, then a house move two days later",
    ),
    Scenario(
        "i_life_divorce",
        "life",
        [said("going through a divorce right now. some weeks i'll be a mess. please be patient with me")],
        [
            PageContains(LIFE_PAGES, ["divorce"]),
            PageContains(
                ("coaching-playbook.md", "preferences.md"), any_of=[["patient", "gentle", "kind", "divorce"]]
            ),
        ],
        note="a hard life event and the tone she asks for",
    ),
    Scenario(
        "i_life_postpartum_cleared",
        "life",
        [
            said(
                "baby is 4 months now. I had a c-section. midwife cleared me for exercise last week so "
                "I'm ready to start slowly"
            )
        ],
        [
            PageContains(
                (*LIFE_PAGES, CONSTRAINTS),
                any_of=[["postpartum", "post partum", "c section", "baby", "caesarean"]],
            ),
            NoAlert("safety"),
        ],
        note="postpartum, cleared by a midwife: context, not an alarm",
    ),
    Scenario(
        "i_life_caring_dad",
        "life",
        [
            said(
                "I'm looking after my dad since his stroke in september. I'm at his place tuesdays and "
                "thursdays so those days are out"
            )
        ],
        [
            PageContains(LIFE_PAGES, any_of=[["dad", "father", "carer", "caring"]]),
            Profile(any_of=[["tuesday", "thursday"]]),
            NoAlert("safety"),
        ],
        note="caring for a parent; his stroke is not her health",
    ),
    Scenario(
        "i_life_finals_taper",
        "life",
        [
            said("exam season starts next week so realistically only weekends till mid jan, sorry!!"),
            rest(),
            rest(),
            said(
                "and finals are in may. I'll want to drop to 2 sessions a "
                "week in april and then come back after"
            ),
        ],
        [
            Profile(any_of=[["weekend", "saturday", "sunday"]]),
            PageContains(LIFE_PAGES, any_of=[["finals", "exam"]]),
            PageContains((*LIFE_PAGES, "goals.md"), any_of=[["2 sessions", "two sessions", "april"]]),
        ],
        note="a student: weekends only through January exams, a planned cut-back before May finals",
    ),
    Scenario(
        "i_life_bereavement",
        "life",
        [said("my mum passed away on saturday. I won't be training this week. I'll message when I'm ready")],
        [
            PageContains(
                LIFE_PAGES, any_of=[["mum", "mother", "bereave", "passed", "died", "loss", "grief"]]
            ),
            NoEntry("mum"),
        ],
        note="bereavement, a pause she asked for",
    ),
    Scenario(
        "i_life_gallbladder_surgery",
        "life",
        [
            said(
                "having my gallbladder out on the 18th. surgeon says no lifting anything heavy for 2 weeks "
                "after"
            )
        ],
        [
            PageContains((*LIFE_PAGES, CONSTRAINTS), any_of=[["gallbladder", "surgery", "operation"]]),
            PageContains((*LIFE_PAGES, CONSTRAINTS), any_of=[["lifting", "2 weeks", "two weeks"]]),
        ],
        note="planned surgery and the restriction after it",
    ),
    Scenario(
        "i_life_pregnant",
        "life",
        [
            said(
                "so... I'm 14 weeks pregnant 🤰 doctor says keep doing what I was "
                "doing, just nothing on my back after 16 weeks"
            )
        ],
        [
            PageContains((*LIFE_PAGES, CONSTRAINTS), ["pregnan"]),
            PageContains(
                (*LIFE_PAGES, CONSTRAINTS),
                any_of=[["on my back", "lying on", "lying flat", "flat on", "supine", "16 weeks"]],
            ),
        ],
        note="pregnancy with a doctor's rule; 'on my back' is position, not back pain",
    ),
    # --- style ---------------------------------------------------------------------------------------
    Scenario(
        "i_style_voice_notes",
        "style",
        [
            said(
                "Hola! can you send voice notes please? I never read long texts, I listen while driving. "
                "and in Spanish if possible, es más fácil para mí"
            )
        ],
        [
            Prefs(["voice"]),
            Prefs(any_of=[["spanish", "español", "espanol"]]),
        ],
        note="format and language wishes in one message",
    ),
    Scenario(
        "i_style_just_tell_me",
        "style",
        [said("honestly just tell me what to do. I don't need the science, I just need the list")],
        [
            Prefs(
                any_of=[
                    [
                        "just tell",
                        "no explanation",
                        "no science",
                        "direct",
                        "brief",
                        "short",
                        "concise",
                        "list",
                    ]
                ]
            ),
            BundleContains(
                "morning_brief",
                any_of=[
                    [
                        "just tell",
                        "no explanation",
                        "no science",
                        "direct",
                        "concise",
                    ]
                ],
            ),
        ],
        note="directive style",
    ),
    Scenario(
        "i_style_explain_why",
        "style",
        [
            said(
                "I'm an engineer, I need to understand the why or I won't do "
                "it. Please explain the reasoning behind stuff"
            )
        ],
        [
            Prefs(any_of=[["why", "explain", "reasoning", "explanation", "rationale"]]),
            # "why" alone is in the bundle's standing index ("goals.md: Goals, why they matter …").
            BundleContains(
                "morning_brief", any_of=[["the why", "explain", "reasoning", "explanation", "rationale"]]
            ),
        ],
        note="wants reasons",
    ),
    Scenario(
        "i_style_less_emoji",
        "style",
        [
            chat(
                "Great job today!! 💪🔥🎉 Keep it up superstar 🌟🌟",
                "less emoji please, it feels like talking to a teenager",
            )
        ],
        [Prefs(["emoji"]), BundleContains("morning_brief", ["emoji"])],
        note="a reply to a bot message that sets a style rule",
    ),
    Scenario(
        "i_style_bullets_then_prose",
        "style",
        [
            said("bullet points pls, easier to scan"),
            rest(),
            rest(),
            said("actually the bullets feel a bit robotic. just write to me normally, short paragraphs"),
        ],
        [
            Prefs(any_of=[["paragraph", "normal", "prose", "no bullet", "robotic"]]),
            BundleContains(
                "morning_brief", any_of=[["paragraph", "normal", "prose", "no bullet", "robotic"]]
            ),
        ],
        note="a style wish that changes; the newer one counts",
    ),
    Scenario(
        "i_style_no_messages_after_9",
        "style",
        [
            said("I can do 3 sessions a week"),
            said("oh and it has to be evenings after 7. baby goes down at 7 and hubby watches the monitor"),
            rest(),
            said(
                "also please don't message me after 9pm, my phone's on the "
                "nightstand and the buzz wakes the baby"
            ),
        ],
        [
            PageContains(STYLE_PAGES, any_of=[["9pm", "9 pm", "21:00", "after 9", "21h"]]),
            Profile(any_of=[["after 7", "7pm", "19:00", "7 pm", "evening"]]),
            Profile(any_of=[["3", "three"], ["week", "sessions", "x/wk"]]),
        ],
        note="how often and when to train over two days, then quiet hours for messages",
    ),
    # --- the same question, other words, over days ---------------------------------------------------
    Scenario(
        "i_recur_protein_number",
        "recurring",
        [
            said("how much protein should I be eating a day?"),
            rest(),
            said("sorry what was my protein number again"),
            rest(),
            rest(),
            said("remind me.. grams of protein per day? I keep forgetting"),
        ],
        [
            Prefs(["prot"], any_of=[ASKED]),
            BundleContains("free_chat", ["prot"], any_of=[ASKED], query="how much protein per day"),
        ],
        note="the same protein question three times in different words",
    ),
    Scenario(
        "i_recur_train_when_sore",
        "recurring",
        [
            said("should I still train if I'm sore from tuesday?"),
            rest(),
            said("is DOMS a reason to skip a session or nah"),
            rest(),
            said("legs a bit achy from the squats, do I rest or go anyway?"),
        ],
        [
            Prefs(any_of=[["sore", "doms", "achy"], ASKED]),
            NoAlert("safety"),
        ],
        note="the same question about training through normal soreness; no alarm",
    ),
    Scenario(
        "i_recur_fasted_cardio",
        "recurring",
        [
            said("is fasted cardio better for fat loss?"),
            rest(),
            said("should I eat before my morning run or not"),
            rest(),
            rest(),
            said("does running on an empty stomach burn more fat? sorry if I asked before"),
        ],
        [
            Prefs(
                any_of=[["fasted", "empty stomach", "eat before", "before running", "before her run"], ASKED]
            ),
            BundleContains(
                "free_chat",
                any_of=[["fasted", "empty stomach", "eat before"], ASKED],
                query="run before breakfast",
            ),
        ],
        note="fasted cardio asked three ways",
    ),
    Scenario(
        "i_recur_creatine",
        "recurring",
        [
            said("is creatine safe?"),
            said("creatine makes you bloated right?"),
            rest(),
            said("ok but should women even take creatine"),
        ],
        [
            Prefs(["creatine"], any_of=[ASKED]),
            BundleContains("free_chat", ["creatine"], any_of=[ASKED], query="should I take creatine"),
        ],
        note="creatine worries over days",
    ),
    Scenario(
        "i_recur_weighing",
        "recurring",
        [
            said("how often should I weigh myself"),
            rest(),
            said("daily weigh ins or weekly, which is better?"),
            rest(),
            said("is it bad that I step on the scale every morning 🙈"),
        ],
        [
            Prefs(any_of=[["weigh", "scale"], ASKED]),
            BundleContains(
                "free_chat", any_of=[["weigh", "scale"], ASKED], query="how often to step on the scale"
            ),
        ],
        note="weighing frequency asked three ways",
    ),
    # --- bot claims ----------------------------------------------------------------------------------
    Scenario(
        "i_bot_vegan_claim_ignored",
        "bot_claims",
        [
            chat(
                "Since you're vegan, I've planned lentil bowls for your post-workout meals.",
                "ok cool. what time should I eat before the session?",
            )
        ],
        [
            PageLacks(("nutrition-patterns.md", "profile.md", "preferences.md"), ["vegan"]),
            BundleLacks("meal_lens", ["vegan"]),
        ],
        note="a bot's assumption she never confirmed is not her diet",
    ),
    Scenario(
        "i_bot_loves_running_claim",
        "bot_claims",
        [
            chat(
                "As you love running, let's add a long run on Sundays!",
                "hmm what about my upper body though, I feel weak on push ups",
            )
        ],
        [
            PageLacks(("preferences.md", "coaching-playbook.md", "profile.md", "goals.md"), ["running"]),
        ],
        note="a bot's claim of what she loves is not her preference",
    ),
    Scenario(
        "i_bot_marathon_claim_corrected",
        "bot_claims",
        [
            chat(
                "With your marathon in April, we should start building mileage.",
                "what marathon?? I never said marathon. my goal is a 10k in the spring",
            )
        ],
        [
            PageLacks("goals.md", ["marathon"]),
            Goal(any_of=[["10k", "10 km", "10km"]]),
        ],
        note="the bot invents a goal; she corrects it",
    ),
    Scenario(
        "i_bot_bad_knee_husband",
        "bot_claims",
        [
            chat(
                "Since you have a bad knee, I swapped lunges for glute bridges.",
                "my knees are fine! it's my husband with the dodgy knee haha. put the lunges back",
            )
        ],
        [
            NoEntry("knee"),
            NoAlert("safety"),
        ],
        note="the bot's claim and the husband's knee are not her injury",
    ),
    Scenario(
        "i_bot_5am_claim_corrected",
        "bot_claims",
        [
            chat(
                "You mentioned you train at 5am, so I'll send the plan at 4:45.",
                "no that was a one-off!! I train after work, around 6pm",
            )
        ],
        [
            Profile(any_of=[["6pm", "6 pm", "18:00", "after work", "evening"]]),
            BundleContains("morning_brief", any_of=[["6pm", "6 pm", "18:00", "after work", "evening"]]),
        ],
        note="a wrong schedule from the bot, corrected by her",
    ),
    Scenario(
        "i_bot_ramadan_claim_ignored",
        "bot_claims",
        [
            chat(
                "Since you're fasting for Ramadan, shall we move sessions after sunset?",
                "can you just send me thursday's workout",
            )
        ],
        [PageLacks("*", ["ramadan"]), BundleLacks("session_mode", ["ramadan"])],
        note="a religious practice claimed by the bot is not hers",
    ),
    # --- mixed and negation ------------------------------------------------------------------------
    Scenario(
        "i_mixed_voice_ramble_all_in_one",
        "mixed",
        [
            said(
                "hi so im doing this on voice because im driving um so im a paramedic I do 12 hour shifts "
                "4 on 4 off and I want to get my fitness test done for the fire service in may and I dont "
                "eat red meat and I only have a pull up bar and some dumbbells at home yeah thats it thanks"
            )
        ],
        [
            Goal(any_of=[["fitness test", "fire service"]]),
            Goal(any_of=[["may", "2027-05"]]),
            Profile(any_of=[["12 hour", "12h", "4 on", "shift"]]),
            Diet(["red meat"]),
            Profile(any_of=[["pull up", "dumbbell"]]),
        ],
        note="voice dictation with goal, schedule, diet and kit all in one run-on sentence",
    ),
    Scenario(
        "i_neg_nothing_to_report",
        "negation",
        [
            chat(
                "Any injuries, allergies or foods you avoid?",
                "nope none. no injuries, no allergies, I eat literally "
                "everything. back and knees never better",
            )
        ],
        [
            NoEntry("back"),
            NoEntry("knee"),
            NoAlert("safety"),
        ],
        note="a flat denial of everything",
    ),
    Scenario(
        "i_neg_old_wrist_fracture",
        "negation",
        [
            said(
                "fyi I broke my left wrist when I was 12 falling off a "
                "trampoline but it's been totally fine for 20 years"
            )
        ],
        [
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["wrist"], ["[injury]", "[constraint]"]),
        ],
        note="a long-healed childhood fracture is not a current injury",
    ),
    Scenario(
        "i_mixed_pain_and_goal",
        "mixed",
        [
            said(
                "goal is still the 10k in march but my right shin is sore on the front after runs, like 4/10"
            ),
            rest(),
            said("shin still hurting after yesterday's run, maybe 5/10 now"),
        ],
        [
            Goal(any_of=[["10k", "10 km", "10km"]]),
            Entry("shin", any_of=[list(("right", "(r)"))]),
            PageLacks("goals.md", ["shin"]),
        ],
        note="a goal repeated alongside a new pain; the pain is not part of the goal",
    ),
]
