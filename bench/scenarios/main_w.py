"""A batch about a coach's hardest week of inbound messages, written without the system's vocabulary.

The same kinds of fact as the requirement lists (goals, pains, schedules, diets, equipment, life,
style, re-asked questions), said the way tired, busy or upset people say them: long rants with one fact
inside, apologies, answers to the bot's question that answer something else, facts given as excuses
("can't do mornings, the baby"), plans changed mid-message, corrections a day later, numbers written as
words, regional spellings, parenthetical asides, emoji-only reactions, and the bot's own summaries,
guesses and upbeat assumptions that the client ignores, accepts or rejects. Names are prefixed `w2_`.
"""

from .spec import (
    CONSTRAINTS,
    ENTRY_LEVELS,
    JUNE_NEXT,
    LEFT,
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
    skipped,
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


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def asked(question: str, answer: str, hours: float = 7.0) -> list:
    """The bot asks something; the client answers a minute later."""
    return [sleep(hours), bot(question, at="07:59"), user(answer, at="08:03")]


SCENARIOS: list[Scenario] = [
    # --- goals said in passing, apologetically, changed mid-message, corrected the next day ----------
    Scenario(
        "w2_goal_inside_a_rant",
        "goals",
        display_name="Inês",
        timezone="Europe/Lisbon",
        days=[
            said(
                "Honestly this week has been a disaster, the car broke down, my landlord won't fix the "
                "boiler and I've eaten toast for dinner three nights running. Anyway what I actually want "
                "out of all this is to run the Lisbon half marathon in October next year, that's the "
                "whole point, so don't let me quit",
                at="22:40",
            ),
            rest(),
            train(),
        ],
        expect=[
            Goal(["half"], ["october", "2027-10", "oct 2027"]),
            QuotesWhole("goals.md"),
            BundleContains("weekly_review", ["half"]),
        ],
    ),
    Scenario(
        "w2_goal_apologetic_kilos_in_words",
        "goals",
        display_name="Siobhan",
        timezone="Europe/Dublin",
        days=[
            said(
                "sorry, this is probably a silly thing to want, but I'd love to lose about eight kilos "
                "before my sister's wedding in June. is that mad?"
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal([], [["8 kg", "8 kilo", "eight"], ["lose", "loss", "weight", "drop"]]),
            Goal([], [(*JUNE_NEXT, "wedding")]),
        ],
    ),
    Scenario(
        "w2_goal_changed_mid_message",
        "goals",
        display_name="Bartek",
        timezone="Europe/Warsaw",
        days=[
            train("lower A"),
            said(
                "ok so goal: 100kg deadlift by Christmas — actually no, scrap that, let's say 120, "
                "I'm done aiming low"
            ),
            rest(),
        ],
        expect=[
            Goal(["deadlift", "120"]),
            BundleContains("weekly_review", ["deadlift"]),
        ],
    ),
    Scenario(
        "w2_goal_corrected_next_day",
        "goals",
        display_name="Chidi",
        timezone="Africa/Lagos",
        days=[
            said("target is a sub-30 parkrun by the end of January"),
            said("sorry, fat thumbs yesterday — I meant sub 25 not 30. I've already done 29 lol", at="07:15"),
            rest(),
        ],
        expect=[
            Goal(["25"], [["parkrun", "5k", "5 k"]]),
            Goal([], [["january", "2027-01", "jan"]]),
        ],
    ),
    Scenario(
        "w2_goal_answer_to_another_question",
        "goals",
        display_name="Dana",
        timezone="America/Denver",
        days=[
            asked(
                "Morning! How did you sleep?",
                "badly, the twins again. but honestly what I want this year is to carry both of them up "
                "the stairs without getting winded, that's the goal",
                hours=5,
            ),
            rest(6),
            train(),
        ],
        expect=[
            Goal(["stairs"]),
            PageLacks("goals.md", ["slept"]),
        ],
    ),
    # --- pain buried in a rant, given as an excuse, in regional words, in brackets, in words -------
    Scenario(
        "w2_pain_shoulder_in_a_rant",
        "pain",
        display_name="Gareth",
        timezone="Europe/London",
        days=[
            train("upper A"),
            said(
                "Trains cancelled AGAIN, boss moaning about the report, kids fighting in the back of the "
                "car, and on top of all that my right shoulder's been aching since Saturday whenever I "
                "reach up to the top shelf, like a five out of ten. Brilliant week.",
                at="21:10",
            ),
            rest(),
        ],
        expect=[
            Entry("shoulder", any_of=[RIGHT, ["5/10", "five"]]),
            Safety("shoulder"),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "w2_pain_back_given_as_excuse",
        "pain",
        display_name="Tamsin",
        timezone="Europe/London",
        days=[
            train(),
            [
                sleep(6),
                skipped("full body B", "back"),
                user(
                    "sorry I bailed tonight, my lower back flared up lifting the car seat in and out, "
                    "sharp when I bend forward",
                    at="19:30",
                ),
            ],
            rest(),
        ],
        expect=[
            Entry("back", any_of=["sharp", "bend"]),
            Safety("back"),
            BundleContains("morning_brief", ["back"]),
        ],
    ),
    Scenario(
        "w2_pain_knee_aussie_slang",
        "pain",
        display_name="Shane",
        timezone="Australia/Sydney",
        days=[
            said(
                "me left knee's gone a bit dodgy mate, proper achy going down stairs, been niggling since "
                "footy Saturday arvo"
            ),
            rest(),
            train("lower A"),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "w2_pain_wrist_in_brackets",
        "pain",
        display_name="Mei",
        timezone="Asia/Singapore",
        days=[
            [
                sleep(7),
                session("upper B"),
                user(
                    "did the session (well, most of it — my left wrist was twinging on the push-ups, "
                    "maybe 3/10) and otherwise felt strong!",
                    at="19:40",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Entry("wrist", any_of=[LEFT, ["3/10"]]),
            Safety("wrist"),
            BundleContains("session_mode", ["wrist"]),
        ],
    ),
    Scenario(
        "w2_pain_thigh_number_in_words",
        "pain",
        display_name="Andre",
        timezone="America/Sao_Paulo",
        days=[
            said(
                "pulled something at the back of my right thigh sprinting for the bus this morning, "
                "hurts like a seven when I walk. great.",
                at="09:30",
            ),
            rest(),
            rest(),
        ],
        expect=[
            PageContains(CONSTRAINTS, [], [["thigh", "hamstring"], ENTRY_LEVELS, RIGHT]),
            AlertOpen("safety", None, any_of=["thigh", "hamstring"]),
        ],
    ),
    # --- negation: noisy but painless, someone else's pain, a hypothetical, an emoji "no" ----------
    Scenario(
        "w2_neg_knees_noisy_not_painful",
        "negation",
        display_name="Ruth",
        timezone="Europe/London",
        days=[
            train("lower A"),
            said(
                "knees crunch like bubble wrap on the way down but honestly zero pain, just noisy. don't "
                "panic and don't take squats off me",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, ["knee"], section="Notes"),
        ],
    ),
    Scenario(
        "w2_neg_sisters_ankle",
        "negation",
        display_name="Leila",
        timezone="Europe/Paris",
        days=[
            said(
                "sorry for the slow reply, spent the afternoon at the physio with my sister, her ankle is "
                "a total mess after netball. mine are fine lol",
                at="18:20",
            ),
            train(),
            rest(),
        ],
        expect=[NoEntry("ankle"), NoAlert("safety")],
    ),
    Scenario(
        "w2_neg_what_if_back",
        "negation",
        display_name="Tomasz",
        timezone="Europe/Warsaw",
        days=[
            train("lower B"),
            said(
                "random q — if my back starts hurting again, should I stop the deadlifts? it's fine right "
                "now, just planning ahead"
            ),
            rest(),
        ],
        expect=[
            NoEntry("back"),
            NoAlert("safety", "back"),
            BundleLacks("session_mode", ["back"], ["hurt", "pain", "sore"]),
        ],
    ),
    Scenario(
        "w2_neg_emoji_no_to_hip_question",
        "negation",
        display_name="Yusuf",
        timezone="Europe/Istanbul",
        days=[
            train("lower A"),
            asked("Any pain in that hip after yesterday's lunges?", "nope 👌 all good"),
            rest(),
        ],
        expect=[
            NoEntry("hip"),
            NoAlert("safety"),
            BundleLacks("session_mode", ["hip"], ["pain", "sore", "hurt"]),
        ],
    ),
    Scenario(
        "w2_neg_tired_not_hurt",
        "negation",
        display_name="Carmen",
        timezone="Europe/Madrid",
        days=[
            said(
                "legs are absolutely dead after a twelve-hour shift on the ward but nothing hurts, I "
                "promise, I'm just knackered",
                hours=5,
                at="21:30",
            ),
            rest(6),
            train(),
        ],
        expect=[NoAlert("safety"), NoEntry("leg")],
    ),
    # --- schedule: excuses, changes mid-message, times in words, next-day corrections ------------
    Scenario(
        "w2_sched_no_mornings_baby",
        "schedule",
        display_name="Hannah",
        timezone="Europe/Berlin",
        days=[
            asked(
                "Shall we put your sessions at 7am before work?",
                "can't do mornings, the baby's up at five and I'm a zombie till ten",
                hours=4.5,
            ),
            rest(5),
            rest(5.5),
        ],
        expect=[
            Profile(["morning"]),
            Profile(["baby"]),
        ],
    ),
    Scenario(
        "w2_sched_changed_mid_message",
        "schedule",
        display_name="Aoife",
        timezone="Europe/Dublin",
        days=[
            said(
                "Tuesdays and Thursdays at 6 work for me — wait no, Thursdays I've got choir now. Make it "
                "Tuesdays and Fridays, sorry!"
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["tuesday", "tue"]]),
            Profile([], [["friday", "fri"]]),
        ],
    ),
    Scenario(
        "w2_sched_times_in_words",
        "schedule",
        display_name="Callum",
        timezone="Europe/London",
        days=[
            said("I start work at half seven so realistically anything after half five in the evening"),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["7:30", "07:30", "7.30", "half seven", "7 30"]]),
            Profile([], [["17:30", "5:30", "5.30", "half five", "5 30"]]),
            BundleContains("morning_brief", [], [["17:30", "5:30", "5.30", "half five", "5 30"]]),
        ],
    ),
    Scenario(
        "w2_sched_move_then_unmove",
        "schedule",
        display_name="Priyanka",
        timezone="Asia/Kolkata",
        days=[
            said("Can we move Wednesday's session to the evening?"),
            said(
                "ugh scratch that, the evening's gone, boss called a late meeting. lunchtime Wednesday "
                "instead?",
                at="09:10",
            ),
            rest(),
        ],
        expect=[
            Profile([], [["wednesday", "wed"], ["lunch", "noon", "midday", "12:00", "12 00"]]),
        ],
    ),
    Scenario(
        "w2_sched_night_shifts",
        "schedule",
        display_name="Kofi",
        timezone="Africa/Accra",
        days=[
            said(
                "on nights this week (Mon to Thu) so I'm asleep till 2pm, don't expect anything from me "
                "before three",
                hours=6,
                at="15:30",
            ),
            rest(6),
            rest(6),
        ],
        expect=[
            Profile([], [["night shift", "nights", "night work", "working nights"]]),
            Profile([], [["3pm", "3 pm", "15:00", "three", "2pm", "2 pm", "14:00"]]),
        ],
    ),
    # --- diet: apologised for, an excuse, corrected, regional spelling, inside a rant -------------
    Scenario(
        "w2_diet_apologetic_peanut_allergy",
        "diet",
        display_name="Olivia",
        timezone="America/Toronto",
        days=[
            said(
                "sorry, should have mentioned this at the very start — I'm allergic to peanuts, like "
                "EpiPen allergic, so please no satay recipes 🙏"
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["peanut"], ["allerg"]),
            BundleContains("meal_lens", ["peanut"]),
        ],
    ),
    Scenario(
        "w2_diet_ramadan_as_excuse",
        "diet",
        display_name="Amira",
        timezone="Africa/Cairo",
        days=[
            asked(
                "Did you get your protein shake in after training?",
                "no, won't be eating or drinking during the day for the next month, it's Ramadan, so "
                "shakes will have to wait until after sunset",
            ),
            rest(),
            train(),
        ],
        expect=[
            Diet([], [["ramadan", "fast"]]),
            BundleContains("meal_lens", [], [["ramadan", "fast"]]),
        ],
    ),
    Scenario(
        "w2_diet_corrected_to_pescatarian",
        "diet",
        display_name="Jonas",
        timezone="Europe/Copenhagen",
        days=[
            said("I'm vegetarian btw"),
            said("well, technically pescatarian — I eat fish, forgot to say, sorry"),
            rest(),
        ],
        expect=[
            Diet([], [["pescatarian", "pescetarian", "fish"]]),
            BundleContains("meal_lens", [], [["pescatarian", "pescetarian", "fish"]]),
        ],
    ),
    Scenario(
        "w2_diet_coeliac_spelling",
        "diet",
        display_name="Fiona",
        timezone="Europe/London",
        days=[
            said("coeliac, so no gluten please (yes really, it's not a fad, I end up in bed for two days)"),
            train(),
            rest(),
        ],
        expect=[
            Diet([], [["coeliac", "celiac", "gluten"]]),
            BundleContains("meal_lens", [], [["coeliac", "celiac", "gluten"]]),
        ],
    ),
    Scenario(
        "w2_diet_dairy_in_a_rant",
        "diet",
        display_name="Marco",
        timezone="Europe/Rome",
        days=[
            said(
                "the canteen at the new office is a joke, it's all pizza and cream sauces and I'm starving "
                "by four. and before you say it, dairy wrecks my stomach, so the whey thing you "
                "suggested is out",
                at="17:45",
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet([], [["dairy", "lactose"]]),
            BundleContains("meal_lens", [], [["dairy", "lactose"]]),
        ],
    ),
    # --- equipment: an inventory, a side remark, regional words, a purchase ------------------------
    Scenario(
        "w2_equip_one_kettlebell",
        "equipment",
        display_name="Nadia",
        timezone="Europe/Kyiv",
        days=[
            said(
                "gym membership lapsed (long story) so all I've got at home is one kettlebell, sixteen "
                "kilos, and a door frame"
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile(["kettlebell"]),
            BundleContains("session_mode", ["kettlebell"]),
        ],
    ),
    Scenario(
        "w2_equip_answer_to_time_question",
        "equipment",
        display_name="Ravi",
        timezone="Asia/Kolkata",
        days=[
            asked(
                "What time suits you for tomorrow's session?",
                "whenever really. fyi I switched to a cheaper gym, no squat rack, just a smith machine",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["smith"]),
            BundleContains("session_mode", ["smith"]),
        ],
    ),
    Scenario(
        "w2_equip_skipping_rope_garden",
        "equipment",
        display_name="Poppy",
        timezone="Europe/London",
        days=[
            said("got a skipping rope and some resistance bands, I'll be training in the back garden"),
            train(),
            rest(),
        ],
        expect=[
            Profile(["band"]),
            Profile([], [["skipping rope", "jump rope", "rope"]]),
        ],
    ),
    Scenario(
        "w2_equip_bought_a_rower",
        "equipment",
        display_name="Lars",
        timezone="Europe/Oslo",
        days=[
            said("bought a rower!! (second hand, don't judge) so we can swap the runs for it when it's icy"),
            rest(),
            train(),
        ],
        expect=[
            Profile([], [["rower", "rowing"]]),
            BundleContains("session_mode", [], [["rower", "rowing"]]),
        ],
    ),
    # --- life: a new job, an illness apologised for, a move, travel as an excuse, a parent --------
    Scenario(
        "w2_life_new_job_rant",
        "life",
        display_name="Becca",
        timezone="Europe/London",
        days=[
            said(
                "new job started Monday, the manager's a nightmare, the commute's ninety minutes each way "
                "and I'm knackered before I've even started",
                hours=6,
                at="21:00",
            ),
            rest(6),
            rest(),
        ],
        expect=[
            Profile(["job"]),
            Profile(["commute"]),
            BundleContains("morning_brief", ["job"]),
        ],
    ),
    Scenario(
        "w2_life_covid_apology",
        "life",
        display_name="Pieter",
        timezone="Europe/Amsterdam",
        days=[
            said("sorry for ghosting, had covid all last week, still a bit wiped tbh", hours=9),
            rest(8),
            rest(),
        ],
        expect=[
            Profile([], [["covid", "ill", "sick"]]),
            BundleContains("morning_brief", [], [["covid", "ill", "sick"]]),
        ],
    ),
    Scenario(
        "w2_life_moving_house",
        "life",
        display_name="Grace",
        timezone="Pacific/Auckland",
        days=[
            said("we're moving house on the 20th so everything's in boxes, including the dumbbells 🙃"),
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["moving", "house move", "move house", "moving house", "relocat"]]),
        ],
    ),
    Scenario(
        "w2_life_conference_excuse",
        "life",
        display_name="Sofía",
        timezone="America/Mexico_City",
        days=[
            said(
                "can't train properly next week, conference in Madrid Tuesday to Friday and the hotel gym "
                "is one treadmill and a prayer"
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["madrid"]),
            BundleContains("free_chat", ["madrid"], query="am I travelling soon?"),
        ],
    ),
    Scenario(
        "w2_life_mums_fall",
        "life",
        display_name="Dev",
        timezone="Europe/London",
        days=[
            said(
                "mum had a fall and broke her hip, I'm back and forth to the hospital so bear with me this "
                "week",
                hours=5,
                at="22:15",
            ),
            rest(5),
            rest(6),
        ],
        expect=[
            Profile([], [["mum", "mother", "mom", "parent"]]),
            NoEntry("hip"),
            NoAlert("safety"),
        ],
    ),
    # --- style: a complaint, a channel wish, an apologetic request, tone, fewer questions ---------
    Scenario(
        "w2_style_essays_complaint",
        "style",
        display_name="Dr. Okafor",
        timezone="Africa/Lagos",
        days=[
            said(
                "honestly your messages are essays. I read them between patients. two lines max please",
                at="13:05",
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["short", "brief", "two lines", "2 lines", "concise"]]),
            BundleContains("morning_brief", [], [["short", "brief", "two lines", "2 lines", "concise"]]),
        ],
    ),
    Scenario(
        "w2_style_voice_notes",
        "style",
        display_name="Tiago",
        timezone="Europe/Lisbon",
        days=[
            said("could you send voice notes instead of text? I'm driving all day for work"),
            train(),
            rest(),
        ],
        expect=[Prefs(["voice"]), BundleContains("morning_brief", ["voice"])],
    ),
    Scenario(
        "w2_style_apologetic_wants_the_why",
        "style",
        display_name="Eleanor",
        timezone="Europe/London",
        days=[
            said(
                "sorry to be a pain, but could you explain *why* we do things? I'm a bit of a nerd, I "
                "like the science bit"
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["why", "detail", "explain", "science", "reason"]]),
            BundleContains("morning_brief", [], [["why", "detail", "explain", "science", "reason"]]),
        ],
    ),
    Scenario(
        "w2_style_less_cheerleading",
        "style",
        display_name="Kasia",
        timezone="Europe/Warsaw",
        days=[
            [
                sleep(7),
                bot("You've got this!!! Crush it today, superstar!! 🚀🚀"),
                user(
                    "less cheerleading please, the 'you've got this!!' stuff makes me want to throw my "
                    "phone. just tell me the plan",
                    at="08:04",
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["cheer", "hype", "motivat", "enthusias", "pep", "plan only", "just the plan"]]),
            QuotesWhole("preferences.md"),
        ],
    ),
    Scenario(
        "w2_style_stop_asking_feelings",
        "style",
        display_name="Will",
        timezone="America/Chicago",
        days=[
            asked(
                "Good morning! How are you feeling today on a scale of 1-10?",
                "stop asking me how i feel every morning pls. i'll tell you if something's up",
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs(
                [],
                [
                    [
                        "how i feel",
                        "how you feel",
                        "how she feels",
                        "how he feels",
                        "check in",
                        "feeling",
                        "asking",
                    ]
                ],
            ),
            BundleContains("morning_brief", [], [["how i feel", "how you feel", "check in", "feeling"]]),
        ],
    ),
    # --- recurring questions, tired and sorry, re-worded ----------------------------------------
    Scenario(
        "w2_rec_stretch_before_after",
        "recurring",
        display_name="Maya",
        timezone="Asia/Jerusalem",
        days=[
            said("do I stretch before or after?"),
            train(),
            said("sorry, I know I asked — stretching, before the session or after?"),
            rest(),
            said("brain like a sieve this week. stretch before or after??"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["stretch"], ASKED),
            BundleContains("free_chat", ["stretch"], query="should I stretch before or after?"),
        ],
    ),
    Scenario(
        "w2_rec_creatine_typos",
        "recurring",
        display_name="Jake",
        timezone="America/Los_Angeles",
        days=[
            said("is creatine safe?"),
            rest(),
            said("creatin — safe or not? sorry, forgot what you said"),
            rest(),
            said("what did you say about creatine again 🙈"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["creatin"], ASKED),
            BundleContains("free_chat", ["creatin"], query="is creatine safe?"),
        ],
    ),
    Scenario(
        "w2_rec_rest_days",
        "recurring",
        display_name="Zanele",
        timezone="Africa/Johannesburg",
        days=[
            said("can I train on my rest days if I feel fine?"),
            rest(),
            said("sorry again — is it bad to do something on a rest day?"),
            train(),
            said("rest day today... allowed to go for a run or not?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["rest day"], ASKED),
            BundleContains("free_chat", ["rest day"], query="can I train on a rest day?"),
        ],
    ),
    Scenario(
        "w2_rec_steps_only_twice",
        "recurring",
        display_name="Hiro",
        timezone="Asia/Tokyo",
        days=[
            said("how many steps should I do a day?"),
            rest(),
            said("sorry, steps per day — what number?"),
        ],
        expect=[
            PageLacks(("preferences.md", "*"), ["steps"], ASKED),
            BundleLacks("free_chat", ["steps"], ASKED, query="how many steps a day?"),
        ],
    ),
    # --- the bot's claims: ignored, guessed wrong, assumed, accepted, rejected --------------------
    Scenario(
        "w2_bot_recap_ignored",
        "bot_claims",
        display_name="Greta",
        timezone="Europe/Stockholm",
        days=[
            asked(
                "Quick recap: you're training for a marathon, you prefer early mornings, and you're "
                "dairy-free. Sound right?",
                "ok whatever, what's today's workout",
            ),
            train(),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["marathon"]),
            PageLacks(DIET_PAGES, ["dairy"]),
            BundleLacks("free_chat", ["marathon"], query="what am I training for?"),
        ],
    ),
    Scenario(
        "w2_bot_guess_rejected_knee",
        "bot_claims",
        display_name="Ollie",
        timezone="Europe/London",
        days=[
            train("lower A"),
            asked(
                "Sounds like your knee is bothering you again?",
                "no?? it's my alarm clock that's bothering me. knee is fine",
            ),
            rest(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety")],
    ),
    Scenario(
        "w2_bot_upbeat_assumption_emoji",
        "bot_claims",
        display_name="Beatriz",
        timezone="America/Sao_Paulo",
        days=[
            asked("Love that you're enjoying the early runs! 🌅 Keep it up!", "😐"),
            train(),
            rest(),
        ],
        expect=[
            PageLacks(("preferences.md", "coaching-playbook.md", "profile.md"), ["early"]),
            PageLacks(("preferences.md", "coaching-playbook.md"), ["enjoy"]),
        ],
    ),
    Scenario(
        "w2_bot_claim_confirmed_pullup_bar",
        "bot_claims",
        display_name="Aleks",
        timezone="Europe/Belgrade",
        days=[
            asked(
                "So you've got a pull-up bar at home, right?",
                "yep, the one that hooks over the bedroom door",
            ),
            train(),
            rest(),
        ],
        expect=[Profile([], [["pull up bar", "pullup bar", "chin up bar", "doorway bar", "door bar"]])],
    ),
    Scenario(
        "w2_bot_vegan_claim_rejected",
        "bot_claims",
        display_name="Ama",
        timezone="Europe/London",
        days=[
            asked(
                "Since you're vegan, how about a tofu scramble for breakfast?",
                "not vegan! I just hate eggs 🤢",
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["egg"]),
            PageLacks(("preferences.md", "coaching-playbook.md", "nutrition-patterns.md"), ["tofu"]),
        ],
    ),
    # --- several facts in one tired message ------------------------------------------------------
    Scenario(
        "w2_mixed_everything_at_once",
        "mixed",
        display_name="Lauren",
        timezone="America/New_York",
        days=[
            train(),
            said(
                "sorry, long one. work's insane, new manager, I can only get to the gym after 7pm now. my "
                "left ankle is still puffy from rolling it on the kerb (4/10 maybe), and I still want to "
                "do the 10k in April. also keep replies short, I'm drowning",
                at="22:50",
            ),
            rest(),
        ],
        expect=[
            Entry("ankle", any_of=[LEFT]),
            Safety("ankle"),
            Profile([], [["7pm", "7 pm", "19:00"]]),
            Goal(["10k"], [["april", "2027-04"]]),
            Prefs(["short"]),
            QuotesWhole("*"),
        ],
    ),
    Scenario(
        "w2_mixed_chain_of_excuses",
        "mixed",
        display_name="Niamh",
        timezone="Europe/Dublin",
        days=[
            [
                sleep(6),
                skipped("full body A"),
                user(
                    "skipped cos of the nursery run + I'm doing the low-carb thing now + the gym's closed "
                    "for refurb so it's the park with my bands till December",
                    at="18:30",
                ),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Diet([], [["carb"]]),
            Profile([], [["park", "band"]]),
        ],
    ),
    Scenario(
        "w2_mixed_side_corrected_next_day",
        "mixed",
        display_name="Sven",
        timezone="Europe/Stockholm",
        days=[
            said("right knee hurts on lunges, about 5/10", at="19:00"),
            said("correction — it's the LEFT knee. I always mix them up, sorry", at="07:30"),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            AlertCount("safety", 1, "knee"),
        ],
    ),
    Scenario(
        "w2_mixed_numbers_as_words",
        "mixed",
        display_name="Rachel",
        timezone="Europe/London",
        days=[
            said(
                "twelve weeks till the wedding, want to drop four kilos, and I can do three sessions a "
                "week — Monday, Wednesday and Saturday mornings"
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal([], [["4 kg", "4 kilo", "four"]]),
            Profile([], [["saturday", "sat"]]),
            Profile([], [["monday", "mon"]]),
        ],
    ),
    Scenario(
        "w2_mixed_grand_except_neck",
        "mixed",
        display_name="Ciarán",
        timezone="Europe/Dublin",
        days=[
            train(),
            said(
                "everything's grand except the neck (stiff, 3/10, slept funny on the ferry) — and no, the "
                "hip isn't bothering me anymore before you ask"
            ),
            rest(),
        ],
        expect=[
            Entry("neck", any_of=["3/10", "stiff"]),
            NoEntry("hip"),
            NoAlert("safety", "hip"),
        ],
    ),
    # --- alerts: the same pain told tiredly over days, escalation, two areas, someone else ---------
    Scenario(
        "w2_alert_shin_again_and_again",
        "alerts",
        display_name="Femi",
        timezone="Europe/London",
        days=[
            [sleep(7), session("easy run"), user("left shin sore after the run", at="19:00")],
            rest(),
            [sleep(7), session("easy run"), user("shins barking again ugh", at="19:10")],
            rest(),
            [
                sleep(7),
                session("easy run"),
                user("same shin thing, left one, sorry to keep moaning", at="19:05"),
            ],
            rest(),
            [sleep(7), session("easy run"), user("shin. again. 🙄", at="19:20")],
        ],
        expect=[
            AlertCount("safety", 1, "shin"),
            Entry("shin", words=["{d0}"]),
            Entry("shin", words=["{d6}"]),
        ],
    ),
    Scenario(
        "w2_alert_elbow_escalates_upset",
        "alerts",
        display_name="Imogen",
        timezone="Europe/London",
        days=[
            said("elbow a bit niggly on curls, 2/10, nothing major", at="19:00"),
            train("upper A"),
            rest(),
            said(
                "ok the elbow is really bad now. eight out of ten, can't even grip the bar. I'm so fed up",
                at="19:30",
            ),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "elbow"),
            Safety("elbow", any_of=["8/10", "eight", "grip"]),
            Entry("elbow", words=["{d0}"]),
        ],
    ),
    Scenario(
        "w2_alert_two_areas_in_one_rant",
        "alerts",
        display_name="Mateo",
        timezone="America/Bogota",
        days=[
            said(
                "ten hours in the van today and now my right hip and my neck both hurt, hip maybe 4 and "
                "neck a 5, whatever, I'll live",
                at="21:00",
            ),
            rest(),
            said("neck still sore this morning", at="07:20"),
        ],
        expect=[
            AlertCount("safety", 1, "hip"),
            AlertCount("safety", 1, "neck"),
            Entry("hip", any_of=[RIGHT]),
        ],
    ),
    Scenario(
        "w2_alert_husbands_knee_not_hers",
        "alerts",
        display_name="Joanne",
        timezone="Europe/London",
        days=[
            said(
                "my husband's knee is wrecked from five-a-side so I'm doing all the school runs now. my "
                "own foot's sore though, 4/10, arch of the right one",
                at="20:30",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Safety("foot"),
            NoAlert("safety", "knee"),
            NoEntry("knee"),
        ],
    ),
    Scenario(
        "w2_alert_checkin_then_chat",
        "alerts",
        display_name="Svetlana",
        timezone="Europe/Kyiv",
        days=[
            [sleep(7), soreness("left shoulder", 4, "after bench")],
            said("shoulder same as yesterday, grumbling away", at="08:30"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            Entry("shoulder", any_of=[LEFT]),
            Entry("shoulder", words=["{d0}"]),
        ],
    ),
]
