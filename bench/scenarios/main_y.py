"""A batch about people who write in unusual registers, written without the system's vocabulary.

The same kinds of fact as the requirement lists (goals, pains, schedules, diets, equipment, life,
style, re-asked questions), said in the registers a coach actually receives: stiff formal emails with
salutations and sign-offs, voice-note transcripts with no punctuation, non-native English (simple
grammar, false friends such as "constipated" for a cold or "Muskelkater" for ordinary soreness),
teenagers' slang, older clients, people who write about themselves in the third person, bullet and
numbered lists, messages that bundle three or more facts, hedged or conditional plans ("if my knee
allows", "might try"), the past set against the future, sarcasm, negations ("not vegetarian anymore",
"no longer hurts") and bot turns whose claims the client never confirms. Names are prefixed `y2_`.
"""

from .spec import (
    CONSTRAINTS,
    LEFT,
    MARCH_NEXT,
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
    session,
    sleep,
    soreness,
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
    """The bot asks (or claims) something; the client answers a minute later."""
    return [sleep(hours), bot(question, at="07:59"), user(answer, at="08:03")]


def ran(text: str, at: str = "19:00") -> list:
    """A run, then a message about it the same evening."""
    return [sleep(7), session("easy run"), user(text, at=at)]


SCENARIOS: list[Scenario] = [
    # --- goals: a formal letter, a voice note, the third person, a hedge, a teenager ----------------
    Scenario(
        "y2_goal_formal_letter_marathon",
        "goals",
        display_name="Heinrich",
        timezone="Europe/Berlin",
        days=[
            said(
                "Dear Coach, Further to our conversation of last week, I am writing to set out my objective "
                "for the coming year. I intend to complete the Berlin Marathon in September of next year "
                "and would be grateful if the programme could be structured accordingly. Kind regards, "
                "H. Vogel",
                at="09:15",
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal(["marathon"], [["september", "2027-09", "sep"]]),
            BundleContains("weekly_review", ["marathon"]),
            QuotesWhole("*", 0),
        ],
    ),
    Scenario(
        "y2_goal_voice_note_pull_up",
        "goals",
        display_name="Tasha",
        timezone="America/Chicago",
        days=[
            said(
                "ok so um basically what i want is to be able to do a pull up like a real one not with the "
                "band by my birthday which is in march yeah so thats the goal i guess okay bye",
                at="07:40",
            ),
            rest(),
            train(),
        ],
        expect=[
            Goal([], [["pull up", "pullup", "chin up"]]),
            Goal([], [[*MARCH_NEXT, "birthday"]]),
        ],
    ),
    Scenario(
        "y2_goal_third_person_bench",
        "goals",
        display_name="Kwame",
        timezone="Africa/Accra",
        days=[
            train("upper A"),
            said(
                "Kwame has decided on a target for the season: a 100 kg bench press by the end of March. "
                "For the record, Kwame currently benches 85 kg for one."
            ),
            rest(),
        ],
        expect=[
            Goal(["bench", "100"]),
            BundleContains("weekly_review", ["bench"]),
        ],
    ),
    Scenario(
        "y2_goal_hedged_vs_committed",
        "goals",
        display_name="Ana",
        timezone="America/Lima",
        days=[
            said(
                "I might, if work ever calms down, try a trail race at some point, no idea when. What I'm "
                "actually committing to: swimming twice a week, and getting my 5k under 28 minutes by "
                "the summer."
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal(["28"], [["5k", "5 k", "parkrun"]]),
            PageContains(("goals.md", "profile.md"), ["swim"]),
        ],
    ),
    Scenario(
        "y2_goal_teen_slang",
        "goals",
        display_name="Jaden",
        timezone="America/Los_Angeles",
        days=[
            said(
                "ngl i lowkey wanna get shredded for summer like actual visible abs. and dunk by junior "
                "year no cap 🏀",
                at="22:45",
            ),
            rest(),
            train(),
        ],
        expect=[
            Goal([], [["abs", "shred", "lean", "body fat", "six pack"]]),
            Goal(["dunk"]),
        ],
    ),
    # --- pain: a formal letter, a voice note, non-native, the third person, a teenager -----------
    Scenario(
        "y2_pain_formal_letter_shoulder",
        "pain",
        display_name="Margaret",
        timezone="Europe/London",
        days=[
            rest(),
            said(
                "Dear Sir or Madam, I regret to inform you that I have been experiencing a persistent "
                "discomfort in my left shoulder since Thursday's session, which I would rate at "
                "approximately four on a scale of ten. It is most pronounced when raising the arm "
                "overhead. Yours faithfully, Margaret Ashworth",
                at="10:30",
            ),
            rest(),
        ],
        expect=[
            Entry("shoulder", any_of=[LEFT]),
            Safety("shoulder"),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "y2_pain_voice_note_knee",
        "pain",
        display_name="Darnell",
        timezone="America/New_York",
        days=[
            said(
                "yeah so the thing is my right knee has been kind of killing me going down the stairs "
                "since the weekend like a six maybe i dunno anyway what are we doing today",
                at="07:20",
            ),
            rest(),
            train("lower A"),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "y2_pain_non_native_back",
        "pain",
        display_name="Thanh",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            train(),
            said(
                "Hello coach. I have pain in back, the down part, since yesterday when I lift my son from "
                "the car. Not so strong, maybe 3 from 10, but when I bend it is more."
            ),
            rest(),
        ],
        expect=[
            Entry("back"),
            Safety("back"),
            BundleContains("morning_brief", ["back"]),
        ],
    ),
    Scenario(
        "y2_pain_older_third_person_hip",
        "pain",
        display_name="Harold",
        timezone="Europe/London",
        days=[
            rest(),
            said(
                "Harold here, with a report. Harold's right hip has been giving him gyp since he dug over "
                "the vegetable patch on Sunday. He'd call it a five.",
                at="11:00",
            ),
            rest(),
        ],
        expect=[
            Entry("hip", any_of=[RIGHT]),
            Safety("hip"),
        ],
    ),
    Scenario(
        "y2_pain_teen_wrist",
        "pain",
        display_name="Kai",
        timezone="Australia/Perth",
        days=[
            said(
                "bro my wrist is cooked 💀 did like 50 pushups for a bet and now it hurts when i bend it "
                "back, like 5/10 ngl",
                at="21:30",
            ),
            rest(),
            train("upper A"),
        ],
        expect=[
            Entry("wrist"),
            Safety("wrist"),
            BundleContains("session_mode", ["wrist"]),
        ],
    ),
    # --- negation: a false friend, sarcasm, the wife's hip, resolved, conditional, slang ---------
    Scenario(
        "y2_neg_muskelkater_false_friend",
        "negation",
        display_name="Jürgen",
        timezone="Europe/Vienna",
        days=[
            train("lower A"),
            said(
                "My legs have a big Muskelkater after the squats. Sorry, I don't know the English word, "
                "the muscle ache you get two days after training. Nothing is injured, it is the normal "
                "thing."
            ),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("leg")],
    ),
    Scenario(
        "y2_neg_sarcastic_ambulance",
        "negation",
        display_name="Bex",
        timezone="Europe/London",
        days=[
            train("lower B"),
            said(
                "oh yeah my legs are SO broken after that, someone call an ambulance 🙄 (they're fine. it "
                "was easy. make it harder next time)",
                at="19:50",
            ),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("leg")],
    ),
    Scenario(
        "y2_neg_wifes_new_hip",
        "negation",
        display_name="Geoffrey",
        timezone="Europe/London",
        days=[
            said(
                "Margaret's new hip went in on Thursday and she's already up and about with the frame. As "
                "for me, the old joints are behaving themselves, touch wood.",
                at="16:00",
            ),
            train(),
            rest(),
        ],
        expect=[NoEntry("hip"), NoAlert("safety")],
    ),
    Scenario(
        "y2_neg_elbow_no_longer_hurts",
        "negation",
        display_name="Paulo",
        timezone="America/Sao_Paulo",
        days=[
            said(
                "The elbow is not hurting anymore since one week, is totally ok. You can put again the "
                "pull-ups in the program."
            ),
            train("upper A"),
            rest(),
        ],
        expect=[
            NoAlert("safety"),
            PageLacks(CONSTRAINTS, ["elbow", "[injury]"]),
        ],
    ),
    Scenario(
        "y2_neg_if_my_knee_allows",
        "negation",
        display_name="Rosa",
        timezone="Europe/Madrid",
        days=[
            said(
                "If my knee allows it I'd love to get back to skipping in January. Honestly though, it "
                "hasn't bothered me since the summer."
            ),
            train(),
            rest(),
        ],
        expect=[
            NoAlert("safety", "knee"),
            PageLacks(CONSTRAINTS, ["knee", "[injury]"]),
        ],
    ),
    Scenario(
        "y2_neg_teen_deceased",
        "negation",
        display_name="Zoe",
        timezone="America/Toronto",
        days=[
            train("lower A"),
            said(
                "that workout ATE 💀 legs are jelly, i'm literally deceased. not hurt tho just vibes",
                at="20:10",
            ),
            rest(),
        ],
        expect=[NoAlert("safety"), NoEntry("leg")],
    ),
    # --- schedule: chambers, a voice note, second shift, the future, a hedge -----------------------
    Scenario(
        "y2_sched_formal_chambers",
        "schedule",
        display_name="Rupert",
        timezone="Europe/London",
        days=[
            said(
                "I should be obliged if our sessions could henceforth be arranged for Tuesday and Thursday "
                "mornings, commencing no earlier than 07:30, as I am required in chambers from half past "
                "nine.",
                at="18:00",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["tuesday", "tue"]]),
            Profile([], [["thursday", "thu"]]),
            Profile([], [["7:30", "07:30", "7.30"]]),
        ],
    ),
    Scenario(
        "y2_sched_voice_note_days",
        "schedule",
        display_name="Keisha",
        timezone="America/Chicago",
        days=[
            said(
                "so yeah basically mondays are out cause of the late shift and fridays are the kids thing "
                "so lets say wednesday and saturday mornings and maybe sunday if im not dead",
                at="06:50",
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile([], [["wednesday", "wed"]]),
            Profile([], [["saturday", "sat"]]),
        ],
    ),
    Scenario(
        "y2_sched_non_native_second_shift",
        "schedule",
        display_name="Tomas",
        timezone="Europe/Vilnius",
        days=[
            said(
                "From next week I am working in the second shift, it means from 14 until 22 o'clock. So "
                "training is possible only in the morning, before 12."
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile([], [["morning", "before 12", "before noon", "12:00"]]),
            Profile([], [["shift", "14:00", "22:00", "2pm", "2 pm", "10pm", "10 pm"]]),
        ],
    ),
    Scenario(
        "y2_sched_future_from_january",
        "schedule",
        display_name="Chiara",
        timezone="Europe/Rome",
        days=[
            said(
                "Until Christmas I can still do lunchtimes. From January it's evenings only, after half "
                "six, because the new office is an hour away."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["lunch", "midday", "noon"]]),
            Profile([], [["january", "2027-01", "jan"], ["evening", "18:30", "6:30", "6.30", "half six"]]),
        ],
    ),
    Scenario(
        "y2_sched_hedged_friday",
        "schedule",
        display_name="Min-jun",
        timezone="Asia/Seoul",
        days=[
            said("Mondays at 6 am for sure. Friday I might manage, no promises, depends on the project."),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["monday", "mon"], ["6am", "6 am", "06:00", "6:00"]]),
        ],
    ),
    # --- diet: a formal note, non-native, a bullet list, a reversal, the third person --------------
    Scenario(
        "y2_diet_formal_halal",
        "diet",
        display_name="Tariq",
        timezone="Asia/Karachi",
        days=[
            said(
                "For the avoidance of doubt, I observe a halal diet and do not consume alcohol. I trust "
                "this will be reflected in any nutritional guidance you provide."
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["halal"]),
            Diet(["alcohol"]),
            BundleContains("meal_lens", ["halal"]),
        ],
    ),
    Scenario(
        "y2_diet_non_native_pork_milk",
        "diet",
        display_name="Aigerim",
        timezone="Asia/Almaty",
        days=[
            said("I not eat pork, and the milk is make my stomach bad, so also no milk please."),
            train(),
            rest(),
        ],
        expect=[
            Diet(["pork"]),
            Diet([], [["milk", "dairy", "lactose"]]),
        ],
    ),
    Scenario(
        "y2_diet_bullets_shellfish",
        "diet",
        display_name="Bronwyn",
        timezone="Australia/Brisbane",
        days=[
            said(
                "Food stuff, quickly:\n"
                "- no red meat\n"
                "- shellfish allergy (the serious kind)\n"
                "- 3 coffees a day, non-negotiable\n"
                "- mushrooms = no"
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["shellfish"]),
            Diet(["red meat"]),
            BundleContains("meal_lens", ["shellfish"]),
        ],
    ),
    Scenario(
        "y2_diet_not_vegetarian_anymore",
        "diet",
        display_name="Els",
        timezone="Europe/Brussels",
        days=[
            said("vegetarian, just so you know"),
            rest(),
            said(
                "Update: not vegetarian anymore! Started eating chicken and fish again last month, I was "
                "tired all the time."
            ),
            rest(),
        ],
        expect=[
            Diet([], [["chicken", "fish", "meat"]]),
            BundleContains("meal_lens", [], [["chicken", "fish", "meat"]]),
        ],
    ),
    Scenario(
        "y2_diet_third_person_salt",
        "diet",
        display_name="Frank",
        timezone="America/Halifax",
        days=[
            said(
                "Frank's doctor has told him to cut right down on salt, on account of his blood pressure. "
                "Frank would also have you know that he can't abide spicy food.",
                at="10:00",
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["salt"]),
            Diet(["spic"]),
            BundleContains("meal_lens", ["salt"]),
        ],
    ),
    # --- equipment: an inventory, a voice note, non-native, sold, an older client -------------------
    Scenario(
        "y2_equip_formal_inventory",
        "equipment",
        display_name="Charles",
        timezone="Europe/London",
        days=[
            said(
                "Please find below an inventory of the equipment available to me at my residence: an "
                "adjustable bench; a pair of adjustable dumbbells (up to 24 kg each); and a pull-up bar. "
                "I have no access to a barbell."
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile(["bench"]),
            Profile(["dumbbell"]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
    ),
    Scenario(
        "y2_equip_voice_note_parents_bike",
        "equipment",
        display_name="Sam",
        timezone="Australia/Adelaide",
        days=[
            said(
                "right so im at my parents for the month and all theyve got is like an old exercise bike "
                "in the garage and some tins of beans haha so yeah work with that",
                at="18:40",
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile([], [["bike", "cycle"]]),
            BundleContains("session_mode", [], [["bike", "cycle"]]),
        ],
    ),
    Scenario(
        "y2_equip_non_native_machines",
        "equipment",
        display_name="Niran",
        timezone="Asia/Bangkok",
        days=[
            said(
                "In my gym is not squat rack, only machines and one cable station. Dumbbells until 20 kilo."
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile(["cable"]),
            Profile(["dumbbell"]),
        ],
    ),
    Scenario(
        "y2_equip_sold_treadmill",
        "equipment",
        display_name="Gwen",
        timezone="America/Vancouver",
        days=[
            said(
                "Sold the treadmill on Marketplace, it was a very expensive clothes horse. So no more "
                "treadmill runs at home, it's outside or nothing."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["treadmill"], [["sold", "no longer", "no treadmill", "got rid", "gone", "without"]]),
        ],
    ),
    Scenario(
        "y2_equip_older_pool_poles",
        "equipment",
        display_name="Dorothy",
        timezone="Europe/London",
        days=[
            said(
                "There's a swimming pool in the village, and I have a pair of walking poles. That's the "
                "lot, I'm afraid. I'm seventy-four, I don't do gyms.",
                at="10:45",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["pool", "swim"]]),
            Profile([], [["pole", "nordic"]]),
        ],
    ),
    # --- life: a false friend, a bereavement, the third person, retirement, a move ------------------
    Scenario(
        "y2_life_false_friend_constipado",
        "life",
        display_name="Javier",
        timezone="Europe/Madrid",
        days=[
            said(
                "Sorry, no training these days, I am constipated since Sunday, with fever and a lot of "
                "cough. I stay in the bed.",
                hours=9,
            ),
            rest(9),
            rest(),
        ],
        expect=[
            Profile([], [["cold", "ill", "sick", "fever", "cough", "unwell", "flu"]]),
            BundleContains("morning_brief", [], [["cold", "ill", "sick", "fever", "cough", "unwell", "flu"]]),
            PageLacks("nutrition-patterns.md", ["constipat"]),
        ],
    ),
    Scenario(
        "y2_life_formal_bereavement",
        "life",
        display_name="Chukwuemeka",
        timezone="Europe/London",
        days=[
            said(
                "I write to inform you that my father passed away on Saturday. I shall be travelling to "
                "Enugu for the funeral and will be unable to train until the 20th.",
                hours=5,
                at="21:00",
            ),
            rest(5),
            rest(6),
        ],
        expect=[
            Profile([], [["father", "dad", "bereave", "funeral", "passed"]]),
            BundleContains("morning_brief", [], [["father", "funeral", "bereave", "passed"]]),
        ],
    ),
    Scenario(
        "y2_life_third_person_pregnant",
        "life",
        display_name="Ingrid",
        timezone="Europe/Stockholm",
        days=[
            said(
                "Note for the coach: Ingrid is pregnant! 14 weeks today. Ingrid's midwife says carry on, "
                "just nothing lying flat on her back after 20 weeks."
            ),
            train(),
            rest(),
        ],
        expect=[
            PageContains(("profile.md", CONSTRAINTS), [], [["pregnan"]]),
            BundleContains("session_mode", [], [["pregnan"]]),
        ],
    ),
    Scenario(
        "y2_life_older_retired_grandchildren",
        "life",
        display_name="Bill",
        timezone="Australia/Hobart",
        days=[
            said(
                "Retired in the spring after forty-one years on the railways. I mind the grandchildren "
                "Tuesdays and Thursdays, so those days are out.",
                at="09:30",
            ),
            rest(),
            train(),
        ],
        expect=[
            Profile(["retired"]),
            Profile([], [["grandchild", "grandkid", "grandson", "granddaughter"]]),
        ],
    ),
    Scenario(
        "y2_life_moving_vs_colleague",
        "life",
        display_name="Mei-Ling",
        timezone="Asia/Taipei",
        days=[
            said(
                "Big news: we're moving to Singapore in February for my husband's job! Also my colleague "
                "just got divorced, poor guy, the office is grim this week."
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["singapore"]),
            PageLacks("profile.md", ["divorce"]),
        ],
    ),
    # --- style: a formal address, a teenager, simple English, one message a day, bullet feedback ----
    Scenario(
        "y2_style_formal_address_no_emoji",
        "style",
        display_name="Alistair",
        timezone="Europe/London",
        days=[
            said(
                "Dear Coach, I would prefer to be addressed as Mr Fairbairn rather than by my Christian "
                "name, and I should be grateful if emojis could be omitted from our correspondence. "
                "Yours sincerely, A. Fairbairn"
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs(["fairbairn"]),
            Prefs(["emoji"]),
        ],
    ),
    Scenario(
        "y2_style_teen_no_cringe",
        "style",
        display_name="Lily",
        timezone="America/Chicago",
        days=[
            [
                sleep(8),
                bot("Morning bestie!! Leg day is gonna SLAY 💅✨"),
                user(
                    "pls stop saying stuff like slay and bestie 💀 its so cringe when adults do it. just "
                    "talk normal",
                    at="08:04",
                ),
            ],
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["slang", "slay", "bestie", "cringe", "normal", "plain"]]),
            BundleContains("morning_brief", [], [["slang", "slay", "bestie", "normal", "plain"]]),
        ],
    ),
    Scenario(
        "y2_style_non_native_simple_english",
        "style",
        display_name="Hyun-woo",
        timezone="Asia/Seoul",
        days=[
            said(
                "Please write me in simple English and short sentences. My English is not so good, I use "
                "translator app."
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["simple", "plain", "short sentence", "easy"]]),
            BundleContains("morning_brief", [], [["simple", "plain", "short sentence", "easy"]]),
        ],
    ),
    Scenario(
        "y2_style_one_message_a_day",
        "style",
        display_name="Destiny",
        timezone="America/New_York",
        days=[
            said(
                "ok so like can you just send everything in one message in the morning instead of five "
                "little ones all day cause my phone keeps buzzing at work and my manager is giving me looks",
                at="12:30",
            ),
            train(),
            rest(),
        ],
        expect=[
            Prefs([], [["one message", "single message", "once", "batch", "fewer messages", "one daily"]]),
            BundleContains(
                "morning_brief",
                [],
                [["one message", "single message", "once", "batch", "fewer messages", "one daily"]],
            ),
        ],
    ),
    Scenario(
        "y2_style_bullet_feedback",
        "style",
        display_name="Arjun",
        timezone="Asia/Colombo",
        days=[
            train(),
            said(
                "Feedback on the coaching so far:\n"
                "- more detail on technique please\n"
                "- fewer motivational quotes, they're not for me\n"
                "- a weekly summary on Sundays would be great"
            ),
            rest(),
        ],
        expect=[
            Prefs([], [["technique", "form"]]),
            Prefs([], [["quote", "motivational"]]),
            Prefs([], [["sunday", "weekly summary"]]),
        ],
    ),
    # --- recurring questions: formal, non-native, a teenager, an older client, only twice ----------
    Scenario(
        "y2_rec_formal_protein_timing",
        "recurring",
        display_name="Cornelius",
        timezone="Europe/Luxembourg",
        days=[
            said("Might I enquire as to the optimal timing of protein intake relative to training?"),
            rest(),
            said(
                "Forgive me for raising it once more, but when precisely ought I to take my protein, before "
                "or after the session?"
            ),
            train(),
            said("I find I have again forgotten your guidance on protein timing. Would you be so kind?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["protein"], ASKED),
            BundleContains("free_chat", ["protein"], query="when should I have my protein?"),
        ],
    ),
    Scenario(
        "y2_rec_non_native_warm_up",
        "recurring",
        display_name="Dmitri",
        timezone="Europe/Riga",
        days=[
            said("How long I must do warm up before training?"),
            train(),
            said("The warm-up, how many minutes is need?"),
            rest(),
            said("Sorry I ask again. Warm up how long?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["warm up"], ASKED),
            BundleContains("free_chat", ["warm up"], query="how long should I warm up?"),
        ],
    ),
    Scenario(
        "y2_rec_teen_cardio_gains",
        "recurring",
        display_name="Tyler",
        timezone="America/Chicago",
        days=[
            said("does cardio kill gains??", at="16:30"),
            rest(),
            said("wait so cardio = no gains or nah", at="16:45"),
            train(),
            said("ok fr does cardio ruin my gains or not", at="17:00"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), [], [["cardio", "gains"], ASKED]),
            BundleContains("free_chat", ["cardio"], query="does cardio kill my gains?"),
        ],
    ),
    Scenario(
        "y2_rec_older_sauna",
        "recurring",
        display_name="Walter",
        timezone="Europe/Berlin",
        days=[
            said("Is it wise to sit in the sauna after exercising, at my age?", at="10:00"),
            rest(),
            said("Remind me, the sauna after a session: yes or no?", at="10:00"),
            rest(),
            said("I've forgotten again what you said about the sauna. Old age!", at="10:00"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["sauna"], ASKED),
        ],
    ),
    Scenario(
        "y2_rec_snack_only_twice",
        "recurring",
        display_name="Femke",
        timezone="Europe/Amsterdam",
        days=[
            said("what's a good snack before training?"),
            rest(),
            said("pre-workout snack ideas again? sorry"),
        ],
        expect=[
            PageLacks(("preferences.md", "*"), ["snack"], ASKED),
        ],
    ),
    # --- bot claims: an injury, a diet, a goal, a schedule, equipment, the wrong body part --------
    Scenario(
        "y2_bot_rotator_cuff_unconfirmed",
        "bot_claims",
        display_name="Wanjiru",
        timezone="Africa/Nairobi",
        days=[
            asked(
                "Given your torn rotator cuff, we'll keep the pressing light today.",
                "what time is the session today?",
            ),
            train("upper A"),
            rest(),
        ],
        expect=[NoEntry("shoulder"), NoEntry("rotator"), NoAlert("safety")],
    ),
    Scenario(
        "y2_bot_formal_correction_vegetarian",
        "bot_claims",
        display_name="Reginald",
        timezone="Europe/London",
        days=[
            asked(
                "As a vegetarian, you might enjoy this lentil dal for dinner tonight!",
                "I must correct you: I am not, and have never been, a vegetarian. I do, however, avoid "
                "pork, for religious reasons.",
            ),
            train(),
            rest(),
        ],
        expect=[
            Diet(["pork"]),
            PageLacks(DIET_PAGES, ["lentil"]),
        ],
    ),
    Scenario(
        "y2_bot_ironman_sarcasm",
        "bot_claims",
        display_name="Hamish",
        timezone="Pacific/Auckland",
        days=[
            asked("So excited for your Ironman next summer! 🏊🚴🏃", "my WHAT 😂 I can barely swim a length"),
            train(),
            rest(),
        ],
        expect=[
            PageLacks("goals.md", ["ironman"]),
            BundleLacks("weekly_review", ["ironman"]),
        ],
    ),
    Scenario(
        "y2_bot_moved_sessions_we_will_see",
        "bot_claims",
        display_name="Leon",
        timezone="Europe/Berlin",
        days=[
            asked("I've moved all your sessions to 5:30am from now on 💪", "hmm. we'll see."),
            train(),
            rest(),
        ],
        expect=[
            PageLacks(("profile.md", "preferences.md"), [], [["5:30", "05:30", "5.30"]]),
        ],
    ),
    Scenario(
        "y2_bot_barbell_teen",
        "bot_claims",
        display_name="Jayden",
        timezone="America/Detroit",
        days=[
            asked(
                "Grab your barbell for today's session!",
                "i dont have a barbell?? just 2 dumbbells and a mat lol",
            ),
            train(),
            rest(),
        ],
        expect=[
            Profile(["dumbbell"]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
    ),
    Scenario(
        "y2_bot_back_corrected_to_knee",
        "bot_claims",
        display_name="Edna",
        timezone="Europe/Dublin",
        days=[
            rest(),
            asked(
                "Is your back still sore from the gardening?",
                "It was never my back, love. It's my right knee, and only on the stairs. Three out of ten, "
                "I'd say.",
            ),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=[RIGHT]),
            NoEntry("back"),
            NoAlert("safety", "back"),
        ],
    ),
    # --- several facts in one message: numbered, run-on, non-native, teen, third person, tenses ----
    Scenario(
        "y2_mixed_formal_numbered",
        "mixed",
        display_name="Dr Brunner",
        timezone="Europe/Zurich",
        days=[
            train("upper A"),
            said(
                "Dear Coach, a few matters. (1) I shall be in Geneva on business from 9 to 13 November. "
                "(2) My right elbow has been sore since Monday's rows, perhaps 3/10. (3) I should like to "
                "enter the Zurich half marathon in April. Regards, M. Brunner",
                at="07:30",
            ),
            rest(),
        ],
        expect=[
            Entry("elbow", any_of=[RIGHT]),
            Safety("elbow"),
            Goal(["half"], [["april", "2027-04"]]),
            Profile(["geneva"]),
        ],
    ),
    Scenario(
        "y2_mixed_voice_note_run_on",
        "mixed",
        display_name="Aaliyah",
        timezone="America/Chicago",
        days=[
            train(),
            said(
                "ok so quick update im doing dry january early this year so no booze at all and also my "
                "left calf is tight and sore when i run like maybe four out of ten and oh yeah my sisters "
                "getting married in may so i want to look decent for the wedding and also can you message "
                "me in the evenings not the mornings cause im driving the kids",
                at="17:10",
            ),
            rest(),
        ],
        expect=[
            Entry("calf", any_of=[LEFT]),
            Safety("calf"),
            Goal([], [["wedding", "2027-05"]]),
            Prefs(["evening"]),
            Diet([], [["alcohol", "booze", "dry"]]),
            QuotesWhole("*", 0),
        ],
    ),
    Scenario(
        "y2_mixed_non_native_numbered",
        "mixed",
        display_name="Ahmad",
        timezone="Asia/Jakarta",
        days=[
            said(
                "1. I have new work, I start at 7 o'clock in the morning. 2. My neck is a little stiff, no "
                "pain, only stiff. 3. I want to make 10 push up until summer."
            ),
            train(),
            rest(),
        ],
        expect=[
            NoAlert("safety", "neck"),
            Goal(["push up"], [["10", "ten"]]),
            Profile([], [["7:00", "07:00", "7am", "7 am", "7 o", "seven"]]),
        ],
    ),
    Scenario(
        "y2_mixed_teen_bundle",
        "mixed",
        display_name="Rohan",
        timezone="Europe/London",
        days=[
            said(
                "ok update: got a job at nandos (weekends 😩), my ankle's kinda messed up from basketball "
                "like a 4, and im tryna bulk so eating like 4 meals a day",
                at="22:15",
            ),
            rest(),
            train(),
        ],
        expect=[
            Entry("ankle"),
            Safety("ankle"),
            Profile([], [["job", "nando"]]),
            PageContains(
                ("goals.md", "nutrition-patterns.md"), [], [["bulk", "gain weight", "weight gain", "mass"]]
            ),
        ],
    ),
    Scenario(
        "y2_mixed_third_person_older",
        "mixed",
        display_name="Brenda",
        timezone="Europe/London",
        days=[
            said(
                "Brenda (that's me!) wants you to know three things. Her left knee is playing up on the "
                "stairs, about 5 out of 10. She's off to her daughter's in Cornwall for a fortnight from "
                "Friday. And she'd dearly love to walk the coast path at Tintagel without stopping.",
                at="10:20",
            ),
            rest(),
            rest(),
        ],
        expect=[
            Entry("knee", any_of=[LEFT]),
            Safety("knee"),
            Profile(["cornwall"]),
            Goal([], [["coast path", "coast", "tintagel"]]),
        ],
    ),
    Scenario(
        "y2_mixed_past_next_long_term",
        "mixed",
        display_name="Felipe",
        timezone="America/Santiago",
        days=[
            train(),
            said(
                "Past week: shoulder fine, no pain anymore. Next week: might try the 6am spin class if I "
                "can drag myself up. Long term: still the triathlon in August."
            ),
            rest(),
        ],
        expect=[
            NoAlert("safety", "shoulder"),
            Goal(["triathlon"], [["august", "2027-08"]]),
        ],
    ),
    # --- alerts: voice notes repeated, formal escalation, someone else, check-in, relapse, bullets --
    Scenario(
        "y2_alert_voice_notes_knee_repeat",
        "alerts",
        display_name="Tanisha",
        timezone="America/New_York",
        days=[
            ran("so the knee thing again my left one its sore after the run like a three i think"),
            rest(),
            ran("yeah knee again same as monday left one sore after running", at="19:15"),
            rest(),
            ran(
                "knee knee knee its the left knee again after the run sorry i know i keep saying", at="19:05"
            ),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", words=["{d0}"]),
            Entry("knee", words=["{d4}"]),
        ],
    ),
    Scenario(
        "y2_alert_formal_escalation_back",
        "alerts",
        display_name="Professor Lindqvist",
        timezone="Europe/Stockholm",
        days=[
            said(
                "I note a mild stiffness in the lower back, perhaps two out of ten. I mention it merely for "
                "completeness.",
                at="09:00",
            ),
            train(),
            rest(),
            said(
                "I regret to report that the lower back has worsened considerably. I would now put it at "
                "eight out of ten, and the pain radiates down my left leg.",
                at="09:00",
            ),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Safety("back", any_of=["8/10", "eight", "radiat", "leg"]),
            Entry("back", words=["{d0}"]),
        ],
    ),
    Scenario(
        "y2_alert_teammates_wrist_own_shoulder",
        "alerts",
        display_name="Jordan",
        timezone="America/Los_Angeles",
        days=[
            train(),
            said(
                "my teammate broke his wrist at practice 😭 im fine tho. my shoulder's a lil sore from "
                "pitching, like a 3 maybe",
                at="20:40",
            ),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            NoAlert("safety", "wrist"),
            NoEntry("wrist"),
        ],
    ),
    Scenario(
        "y2_alert_checkin_then_non_native",
        "alerts",
        display_name="Oksana",
        timezone="Europe/Kyiv",
        days=[
            [sleep(7), soreness("left knee", 5, "after lunges")],
            said("The knee is again not good, same like yesterday, when I go in stairs.", at="08:30"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", any_of=[LEFT]),
        ],
    ),
    Scenario(
        "y2_alert_heel_no_longer_then_back",
        "alerts",
        display_name="Aroha",
        timezone="Pacific/Auckland",
        days=[
            said("right heel sore first thing this morning, 4/10", at="07:30"),
            rest(),
            said("heel no longer hurts!! 🙌 must have been the new shoes", at="07:30"),
            rest(),
            said("spoke too soon. heel is back, 5/10 first thing", at="07:30"),
        ],
        expect=[
            AlertCount("safety", 1, "heel"),
            Entry("heel", any_of=[RIGHT]),
            Entry("heel", words=["{d4}"]),
        ],
    ),
    Scenario(
        "y2_alert_bullets_two_areas",
        "alerts",
        display_name="Lukas",
        timezone="Europe/Vienna",
        days=[
            train("upper A"),
            said(
                "Week in bullets:\n"
                "- right wrist: 4/10 on push-ups\n"
                "- lower back: 3/10 after the long drive\n"
                "- everything else fine",
                at="20:00",
            ),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "wrist"),
            AlertCount("safety", 1, "back"),
            Entry("wrist", any_of=[RIGHT]),
        ],
    ),
]
