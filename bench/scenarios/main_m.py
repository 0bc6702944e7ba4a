"""A thirteenth batch of understanding scenarios, written without the system's vocabulary.

Weekly round-ups as real clients write them: bullet lists, numbered answers to the coach's questions,
"Q: … A: …", headings ("Training:", "Body:", "Food:"), unpunctuated dictation, notes pasted from a
phone, apologies that bury the important bit, news about kids or a partner next to her own, and items
denied ("knees: fine", "food: nothing new") beside the one that matters. Each item should land where a
coach would look; the denied ones, and other people's aches, should not. Names are prefixed `m_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    LEFT,
    MARCH_NEXT,
    RIGHT,
    AlertCount,
    BundleContains,
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
    user,
)

ASKED = ("ask", "question")
SHORT = ("short", "brief", "concise", "bullet", "quick")


def said(text: str, hours: float = 7.0) -> list:
    return [sleep(hours), user(text)]


def EntryAny(*areas: str, any_of=()) -> PageContains:
    """An entry naming one of several everyday words for the same place."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    if any_of:
        groups.append(list(any_of))
    return PageContains(CONSTRAINTS, [], groups)


CHECKIN_Q = "Weekly check-in time! How did the week go — training, body, food, anything coming up?"

SCENARIOS: list[Scenario] = [
    # --- bullet lists ---------------------------------------------------------------------------------
    Scenario(
        name="m_bullets_knee_denied_shoulder_real",
        category="negation",
        days=[
            [
                sleep(7.0),
                bot(CHECKIN_Q),
                user(
                    "weekly round up:\n- sleep: meh, 6ish hrs most nights\n- knees: fine!\n"
                    "- right shoulder: twinges when I press overhead, since thursday\n- food: nothing new\n"
                    "- next week: can only train tue/thu/sat"
                ),
            ],
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT]),
            NoEntry("knee"),
            Safety("shoulder"),
            NoAlert("safety", "knee"),
            Profile(any_of=[["tue", "tuesday"], ["thu", "thursday"]]),
        ],
        note="bullet round-up: denied knees next to a real right-shoulder twinge and a schedule",
    ),
    Scenario(
        name="m_bullets_goal_and_style",
        category="mixed",
        days=[
            said(
                "ok here's my week in bullets bc I'm lazy\n• hit all 3 sessions 💪\n"
                "• goal update: I want to run a 10k in march, not just 'get fitter'\n"
                "• pls keep your messages short, I read them on the tram\n• back: all good"
            ),
        ],
        expect=[
            Goal(["10k"], any_of=[MARCH_NEXT]),
            Prefs(any_of=[SHORT]),
            NoEntry("back"),
            NoAlert("safety"),
        ],
        note="bullets: a new dated goal and a style wish, with a denied back",
    ),
    Scenario(
        name="m_bullets_dash_allergy",
        category="diet",
        days=[
            said(
                "Week recap\n- training fine, legs sore in the good way\n- FOOD: found out I'm allergic to "
                "shellfish (hives after prawns on sat, doc confirmed)\n- sleep 7h avg\n- nothing else"
            ),
        ],
        expect=[
            Diet(any_of=[["shellfish", "prawn", "prawns"], ["allerg", "allergy", "allergic"]]),
            NoEntry("leg"),
            NoAlert("safety"),
        ],
        note="allergy inside a bulleted recap; good-sore legs are not an injury",
    ),
    # --- numbered answers ------------------------------------------------------------------------------
    Scenario(
        name="m_numbered_answers_to_coach",
        category="mixed",
        days=[
            [
                sleep(6.5),
                bot(
                    "Three questions for the week: 1) any pain? 2) what days can you train next week? "
                    "3) how's eating going?"
                ),
                user(
                    "1) left ankle is swollen again after netball, hurts to walk down stairs\n"
                    "2) mon wed fri mornings before 7\n3) honestly good, doing high protein brekkies now"
                ),
            ],
        ],
        expect=[
            Entry("ankle", any_of=[LEFT]),
            Safety("ankle"),
            Profile(any_of=[["mon", "monday"], ["wed", "wednesday"], ["fri", "friday"]]),
            Diet(any_of=[["protein"]]),
        ],
        note="numbered replies to three bot questions: each answer lands in its own place",
    ),
    Scenario(
        name="m_numbered_no_pain_answer",
        category="negation",
        days=[
            [
                sleep(7.5),
                bot("1) Any pain this week? 2) Anything you want me to change?"),
                user(
                    "1. no pain at all, hips feel better than ever\n2. could you stop sending "
                    "motivational quotes, they make me cringe lol"
                ),
            ],
        ],
        expect=[
            NoEntry("hip"),
            NoAlert("safety"),
            Prefs(any_of=[["quote", "quotes", "motivational"]]),
        ],
        note="numbered: 'no pain' answer plus a style wish against motivational quotes",
    ),
    Scenario(
        name="m_numbered_schedule_travel",
        category="schedule",
        days=[
            said(
                "answers to your list:\n1 - yes did all sessions\n2 - next 2 weeks I'm on night shifts so "
                "only afternoons work, like 2-4pm\n3 - no new aches\n4 - still want to deadlift 100kg"
            ),
        ],
        expect=[
            Profile(any_of=[["night shift", "night shifts", "nights"]]),
            Profile(any_of=[["afternoon", "afternoons", "2pm", "14:00", "2-4"]]),
            Goal(["100"], any_of=[["deadlift"]]),
            NoAlert("safety"),
        ],
        note="numbered list: shift schedule, a kept lift goal and a 'no new aches'",
    ),
    # --- Q: / A: -------------------------------------------------------------------------------------
    Scenario(
        name="m_qa_format_hamstring",
        category="pain",
        days=[
            said(
                "Q: sleep? A: 7h, fine\nQ: body? A: pulled something in my right hamstring sprinting for "
                "the bus, it's tight and bruised\nQ: food? A: same as always\nQ: next week? A: normal"
            ),
        ],
        expect=[
            Entry("hamstring", any_of=[RIGHT]),
            Safety("hamstring"),
            AlertCount("safety", 1),
            QuotesWhole(CONSTRAINTS),
        ],
        note="Q:/A: self-interview; the body answer is a hamstring strain, the rest is routine",
    ),
    Scenario(
        name="m_qa_goal_change",
        category="goals",
        days=[
            said("Q: main goal? A: lose 5kg before my sister's wedding"),
            [sleep(7.0)],
            said(
                "Q: still the wedding goal? A: nope, wedding got postponed. new goal is just getting "
                "strong enough to do 5 pull ups"
            ),
        ],
        expect=[
            Goal(any_of=[["pull up", "pull ups", "pullup", "pull-ups"]]),
            Goal(["5"], any_of=[["pull up", "pull ups", "pullup"]]),
        ],
        note="Q:/A: goal replaced two days later by a pull-up goal",
    ),
    Scenario(
        name="m_qa_style_voice_notes",
        category="style",
        days=[
            said(
                "Q: how do you want updates from me? A: honestly just voice-to-text like this\n"
                "Q: how do you want updates from ME (coach)? A: one message a day max, in the evening"
            ),
        ],
        expect=[
            Prefs(any_of=[["one message", "once a day", "1 message", "one a day", "max"]]),
            Prefs(any_of=[["evening", "evenings"]]),
        ],
        note="Q:/A: cadence and time of day for messages",
    ),
    # --- headings -----------------------------------------------------------------------------------------
    Scenario(
        name="m_headings_training_body_food",
        category="mixed",
        days=[
            said(
                "Training: 4/4 done, squat felt heavy\nBody: knees fine, lower back stiff every morning "
                "this week, takes an hour to loosen\nFood: nothing new\nLife: moving house on the 20th"
            ),
        ],
        expect=[
            EntryAny("back", "lower back", "lumbar"),
            NoEntry("knee"),
            Profile(any_of=[["moving", "move", "house"]]),
            Safety("back"),
        ],
        note="headings: back stiffness under Body beside denied knees; a house move under Life",
    ),
    Scenario(
        name="m_headings_food_vegan",
        category="diet",
        days=[
            said(
                "TRAINING - skipped thursday, work\nBODY - all good\nFOOD - big one: I've gone fully "
                "vegan as of monday, so no whey anymore\nSLEEP - 8h, bliss"
            ),
        ],
        expect=[
            Diet(any_of=[["vegan"]]),
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, [], [ENTRY_LEVELS]),
        ],
        note="capital headings: the food news (vegan) matters, body is all good",
    ),
    Scenario(
        name="m_headings_equipment",
        category="equipment",
        days=[
            said(
                "Gym: cancelled my membership, too expensive\nHome setup: bought adjustable dumbbells "
                "up to 24kg and a bench\nBody: nothing to report\nGoal: same"
            ),
        ],
        expect=[
            Profile(any_of=[["dumbbell", "dumbbells"]]),
            Profile(any_of=[["home"]]),
            NoAlert("safety"),
        ],
        note="headings: training moves home with new dumbbells",
    ),
    Scenario(
        name="m_headings_wrist_and_schedule",
        category="pain",
        days=[
            said(
                "Schedule next wk:\nMon - rest\nTue - gym 6pm\nThu - gym 6pm\nSat - long walk\n\n"
                "Body:\nleft wrist clicks and aches on push ups, had to do them on fists"
            ),
        ],
        expect=[
            Entry("wrist", any_of=[LEFT]),
            Safety("wrist"),
            Profile(any_of=[["tue", "tuesday"]]),
        ],
        note="a pasted weekly plan followed by a wrist ache under a Body heading",
    ),
    # --- stream of consciousness / dictation ------------------------------------------------------------
    Scenario(
        name="m_dictation_no_punct_neck",
        category="pain",
        days=[
            said(
                "ok so week was fine sleep was bad because the baby is teething food whatever knees fine "
                "but my neck has been really sore on the left side since tuesday cant turn my head "
                "properly when driving anyway next week same as usual"
            ),
        ],
        expect=[
            Entry("neck", any_of=[LEFT]),
            NoEntry("knee"),
            Safety("neck"),
            Profile(any_of=[["baby", "teething"]]),
        ],
        note="voice dictation without punctuation: neck pain buried between baby and 'knees fine'",
    ),
    Scenario(
        name="m_dictation_goal_buried",
        category="goals",
        days=[
            said(
                "so yeah this week was chaotic work was insane I only trained twice and ate too much "
                "takeaway but the big thing is I signed up for a half marathon in june so I guess "
                "that's the goal now haha and sleep was ok"
            ),
        ],
        expect=[
            Goal(any_of=[["half marathon", "half-marathon", "21k"]]),
            Goal(any_of=[["half marathon", "half-marathon"], ["june", "2027-06"]]),
        ],
        note="dictation: a half-marathon goal buried mid-ramble",
    ),
    Scenario(
        name="m_dictation_diet_lactose",
        category="diet",
        days=[
            said(
                "update training good body good food turns out im lactose intolerant which explains a lot "
                "so no milk no cheese going forward sleep average goal same"
            ),
        ],
        expect=[
            Diet(any_of=[["lactose", "dairy"]]),
            NoAlert("safety"),
        ],
        note="unpunctuated run-on with lactose intolerance as the one news item",
    ),
    # --- pasted from a phone ----------------------------------------------------------------------------
    Scenario(
        name="m_phone_note_paste",
        category="mixed",
        days=[
            said(
                "pasting from my notes app sorry for the format\n\nwk 3\nsessions\n3 of 3\n\nniggles\n"
                "R knee\nsharp pain\ngoing downstairs\n\nfood\nsame\n\nnext wk\naway wed-fri\nhotel gym"
            ),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            Safety("knee"),
            Profile(any_of=[["hotel", "away", "travel"]]),
        ],
        note="a phone note with one word per line: right knee, then travel with a hotel gym",
    ),
    Scenario(
        name="m_phone_note_shopping_list_style",
        category="equipment",
        days=[
            said(
                "Notes:\nkettlebell 16kg ✅ bought\nresistance bands ✅\npull up bar - not yet\n"
                "hips ok\nsleep 6.5"
            ),
        ],
        expect=[
            Profile(any_of=[["kettlebell"]]),
            Profile(any_of=[["band", "bands"]]),
            NoEntry("hip"),
        ],
        note="a checklist note: bought kit lands in profile, the not-yet bar is not claimed",
    ),
    # --- apologies that bury the important bit ----------------------------------------------------------
    Scenario(
        name="m_apology_buries_back",
        category="pain",
        days=[
            said(
                "So sorry I went quiet, the week got away from me!! Work deadline, dog was ill, I forgot "
                "to log meals, I'm a mess 🙈 Also I think I tweaked my lower back lifting the dog into the "
                "car on wednesday, it's been sore since. Anyway I'll be better next week promise!"
            ),
        ],
        expect=[
            EntryAny("back", "lower back", "lumbar"),
            Safety("back"),
            QuotesWhole(CONSTRAINTS),
        ],
        note="long apology; the tweaked lower back is one sentence near the end",
    ),
    Scenario(
        name="m_apology_buries_goal",
        category="goals",
        days=[
            said(
                "apologies for the essay and for missing two sessions 😬 I had a think this week and I "
                "don't care about the scale anymore, I want to be able to carry my own suitcase up the "
                "stairs and do a proper push up from my toes. that's it. sorry again"
            ),
        ],
        expect=[
            Goal(any_of=[["push up", "push-up", "pushup"]]),
            Goal(any_of=[["suitcase", "carry"]]),
        ],
        note="apologies sandwich a goal rewrite: functional strength instead of weight",
    ),
    Scenario(
        name="m_apology_buries_style",
        category="style",
        days=[
            said(
                "sorry if this is rude but could you stop using so many emojis and exclamation marks, it "
                "stresses me out. just tell me the plan plainly. sorry! training went ok"
            ),
        ],
        expect=[
            Prefs(any_of=[["emoji", "emojis"]]),
            Prefs(any_of=[["plain", "plainly", "direct", "no exclamation", "exclamation"]]),
        ],
        note="an apologetic style wish: fewer emojis, plain tone",
    ),
    # --- others' news alongside hers -------------------------------------------------------------------
    Scenario(
        name="m_kids_sick_her_elbow",
        category="life",
        days=[
            said(
                "Rough week — both kids had the flu so I barely slept and missed everything. My husband "
                "put his back out too 🙄 Me: my right elbow aches when I carry the little one, otherwise "
                "fine. Next week should be normal."
            ),
        ],
        expect=[
            Profile(any_of=[["kids", "children", "flu"]]),
            Entry("elbow", any_of=[RIGHT]),
            NoEntry("back"),
            NoAlert("safety", "back"),
        ],
        note="husband's back is his; her right elbow is hers; sick kids are life context",
    ),
    Scenario(
        name="m_partner_injured_her_fine",
        category="negation",
        days=[
            said(
                "Partner tore his ACL at football so I'm doing all the school runs for the next 6 weeks. "
                "I'm fine physically, just tired. Might need shorter sessions, 30 min max."
            ),
        ],
        expect=[
            NoEntry("knee"),
            NoEntry("acl"),
            NoAlert("safety"),
            Profile(any_of=[["30 min", "30 minutes", "30min", "shorter"]]),
        ],
        note="partner's ACL tear is not hers; her news is shorter sessions and school runs",
    ),
    Scenario(
        name="m_mum_in_hospital",
        category="life",
        days=[
            said(
                "- mum's in hospital (hip replacement), I'm visiting every evening so evenings are out\n"
                "- my hips are fine lol\n- can train at lunch instead"
            ),
        ],
        expect=[
            NoEntry("hip"),
            NoAlert("safety", "hip"),
            Profile(any_of=[["lunch", "midday", "noon"]]),
            Profile(any_of=[["mum", "mother", "hospital"]]),
        ],
        note="mother's hip replacement vs her own fine hips; lunch training",
    ),
    Scenario(
        name="m_daughter_allergy_not_hers",
        category="diet",
        days=[
            said(
                "Food: my daughter was diagnosed with a peanut allergy so the house is nut-free now. I "
                "don't have any allergies myself, just means no peanut butter snacks for me either."
            ),
        ],
        expect=[
            Diet(any_of=[["nut-free", "nut free", "peanut", "no peanut", "no nuts"]]),
            PageLacks(("nutrition-patterns.md", "profile.md"), ["allergic to peanut"]),
        ],
        note="the daughter's allergy makes her house nut-free; she is not allergic",
    ),
    # --- denials next to what matters ---------------------------------------------------------------
    Scenario(
        name="m_colon_list_denials",
        category="negation",
        days=[
            said(
                "knees: fine\nshoulders: fine\nback: fine\nleft achilles: sore and stiff first thing, "
                "worse after running\nfood: nothing new"
            ),
        ],
        expect=[
            Entry("achilles", any_of=[LEFT]),
            NoEntry("knee"),
            NoEntry("shoulder"),
            NoEntry("back"),
            AlertCount("safety", 1),
        ],
        note="three denied areas and one real achilles complaint: one entry, one alert",
    ),
    Scenario(
        name="m_denied_pain_was_last_month",
        category="negation",
        days=[
            said(
                "Body: the shin splints from last month are totally gone 🙌 no issues now\n"
                "Goal: want to add a 4th running day\nFood: trying to eat more fibre"
            ),
        ],
        expect=[
            NoEntry("shin"),
            NoAlert("safety"),
            Diet(any_of=[["fibre", "fiber"]]),
        ],
        note="a healed past problem under Body is not a current injury",
    ),
    Scenario(
        name="m_nothing_new_but_style",
        category="style",
        days=[
            said(
                "nothing new really. body ok, food ok, sleep ok. one thing: can you send the workout the "
                "night before instead of the morning of? I like to plan"
            ),
        ],
        expect=[
            Prefs(any_of=[["night before", "evening before", "the evening", "night"]]),
            NoAlert("safety"),
        ],
        note="'nothing new' round-up hides a timing wish for workouts",
    ),
    # --- recurring / over days --------------------------------------------------------------------------
    Scenario(
        name="m_weekly_roundups_same_knee",
        category="recurring",
        days=[
            said("Week 1:\n- left knee a bit achy after lunges\n- food fine"),
            [sleep(7.0)],
            [sleep(7.0)],
            said("Week 1 pt 2:\n- left knee still achy, now on stairs too\n- sleep ok"),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            AlertCount("safety", 1, "knee"),
        ],
        note="the same knee in two round-ups folds into one alert",
    ),
    Scenario(
        name="m_recurring_question_in_roundups",
        category="recurring",
        days=[
            said("Training: good\nQuestion: should I be doing cardio on rest days?"),
            [sleep(7.0)],
            said("Food: same\nAlso again — is cardio on rest days ok or does it ruin recovery??"),
        ],
        expect=[
            Prefs(any_of=[["cardio"], ASKED]),
            PageContains(("coaching-playbook.md", "preferences.md"), ["rest"], [["cardio"]]),
        ],
        note="the same question asked in two round-ups is a recurring question",
    ),
    Scenario(
        name="m_pain_resolves_over_week",
        category="recurring",
        days=[
            said("Body: right hip pinches at the bottom of squats"),
            [sleep(7.0), session("lower A")],
            said("Body update: hip pinch is gone now, mobility work helped. Food: fine"),
        ],
        expect=[
            PageContains(CONSTRAINTS, ["hip"]),
            BundleContains("weekly_review", ["hip"]),
        ],
        note="a hip pinch reported and resolved in later round-up; the review still hears of it",
    ),
    # --- bot claims -------------------------------------------------------------------------------------
    Scenario(
        name="m_bot_summary_not_her_words",
        category="bot_claims",
        days=[
            [
                sleep(7.0),
                bot(
                    "Summary of your week: - You prefer morning workouts - Your left shoulder is sore - "
                    "You want to lose 10kg. Correct?"
                ),
                user("1. no, evenings\n2. no, shoulder fine\n3. no lol, want to build muscle"),
            ],
        ],
        expect=[
            NoEntry("shoulder"),
            NoAlert("safety"),
            PageLacks("goals.md", ["10kg"]),
            Goal(any_of=[["muscle", "build"]]),
        ],
        note="the bot's bullet summary is denied point by point by numbered answers",
    ),
    Scenario(
        name="m_bot_headings_template",
        category="bot_claims",
        days=[
            [
                sleep(7.0),
                bot("Fill in: Training: ___ Body: ___ Food: ___ (e.g. Body: sore knee, Food: gluten free)"),
                user("Training: 3x\nBody: fine\nFood: normal"),
            ],
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageLacks(("nutrition-patterns.md", "profile.md"), ["gluten"]),
        ],
        note="the bot's template examples are not her answers",
    ),
    # --- alerts -----------------------------------------------------------------------------------------
    Scenario(
        name="m_two_areas_one_roundup",
        category="alerts",
        days=[
            said(
                "Body check:\n* right shoulder aches on bench\n* left calf cramped and is still sore 3 "
                "days later\n* everything else fine"
            ),
        ],
        expect=[
            Safety("shoulder"),
            Safety("calf"),
            Entry("calf", any_of=[LEFT]),
            Entry("shoulder", any_of=[RIGHT]),
        ],
        note="two areas in one bullet list: two entries, two alerts",
    ),
    Scenario(
        name="m_chest_pain_buried",
        category="alerts",
        days=[
            said(
                "Training: did intervals tuesday\nBody: weird tight chest and dizzy during the last "
                "interval, sat down and it passed\nFood: ok\nNext week: same plan"
            ),
        ],
        expect=[
            AlertCount("safety", 1),
            PageContains(CONSTRAINTS, [], [["chest", "dizzy", "dizziness"]]),
        ],
        note="chest tightness with dizziness in a routine heading list must raise an alert",
    ),
    # --- schedule / life / bundles -------------------------------------------------------------------
    Scenario(
        name="m_schedule_table_paste",
        category="schedule",
        days=[
            said(
                "New rota from work:\nWk A: Mon Tue early (6-2)\nWk B: Wed Thu late (2-10)\n"
                "So best to train after early shifts. Knees/back fine."
            ),
        ],
        expect=[
            Profile(any_of=[["rota", "shift", "shifts", "early"]]),
            NoEntry("knee"),
            NoEntry("back"),
        ],
        note="a pasted rota with a trailing 'knees/back fine'",
    ),
    Scenario(
        name="m_morning_brief_sees_roundup",
        category="mixed",
        days=[
            said(
                "Check-in:\n1. Sleep 5h most nights (newborn)\n2. Right foot arch pain on walks, "
                "plantar fasciitis again?\n3. Want to keep sessions to 20 min\n4. Food: breastfeeding, "
                "eating loads"
            ),
        ],
        expect=[
            EntryAny("foot", "arch", "plantar", any_of=RIGHT),
            BundleContains("morning_brief", [], [["foot", "arch", "plantar"]]),
            Profile(any_of=[["newborn", "baby"]]),
            Diet(any_of=[["breastfeeding", "breast feeding"]]),
        ],
        note="numbered round-up from a new mum: foot pain, newborn, short sessions, breastfeeding",
    ),
    Scenario(
        name="m_meal_lens_sees_diet_item",
        category="diet",
        days=[
            said(
                "Weekly:\nTraining ✔\nBody ✔\nFood ✘ — I'm doing Ramadan fasting from next week, so I "
                "eat only after sunset for a month"
            ),
        ],
        expect=[
            Diet(any_of=[["ramadan", "fasting", "sunset"]]),
            BundleContains("meal_lens", [], [["ramadan", "fasting", "sunset"]]),
        ],
        note="ticks and crosses: the food item (Ramadan fasting) reaches the meal lens",
    ),
    Scenario(
        name="m_roundup_worse_next_week",
        category="alerts",
        days=[
            said("Body: right knee a little sore after the long run, nothing major"),
            [sleep(7.0)],
            [sleep(6.5)],
            said(
                "Body: the right knee is worse — swollen and it gave way on the stairs yesterday. "
                "Food: fine. Sleep: fine."
            ),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            AlertCount("safety", 1, "knee"),
            PageContains(CONSTRAINTS, ["knee"], [["swollen", "swelling", "gave way", "giving way"]]),
        ],
        note="the same knee worsens between two round-ups: one alert, the worse detail recorded",
    ),
    Scenario(
        name="m_life_carer_and_job",
        category="life",
        days=[
            said(
                "Bit of life admin for you:\n- started a new job (office, 9-5, 40 min commute)\n"
                "- my dad moved in with us, I'm his carer now\n- body: no complaints\n"
                "- so realistically 3 sessions a week max"
            ),
        ],
        expect=[
            Profile(any_of=[["job", "office", "commute"]]),
            Profile(any_of=[["carer", "caring", "dad", "father"]]),
            Profile(any_of=[["3 sessions", "3x", "three sessions", "3 a week", "3 per week"]]),
            NoAlert("safety"),
        ],
        note="life admin bullets: new job, caring for her father, capacity of three sessions",
    ),
]
