"""A batch of understanding scenarios in second-language English and fast phone typing.

Each bullet of the requirement (goals with what/by when/why and later goals that add or replace; pain
with area, side, severity in its common forms, trigger and onset; negation and harmlessness; schedule
and requests; diet; equipment and place; life context; message style; questions re-asked in other
words; bot turns that claim things; alerts that fold and escalate) said the way clients who think in
Portuguese, Arabic, Mandarin, French, Turkish, Vietnamese or Russian write it, and the way people type
on a phone in a hurry (autocorrect slips, no punctuation, transcribed voice notes). Written without
the system's vocabulary. Day 0 is Monday 2026-11-02. Names are prefixed `r_`.
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
    meal,
    session,
    sleep,
    soreness,
    user,
    weight,
)

ASKED = ("ask", "question")
DIET_PAGES = ("nutrition-patterns.md", "profile.md", "preferences.md")
WHO_PAGES = ("preferences.md", "profile.md", "coaching-playbook.md", "goals.md")


def rest(hours: float = 7.2) -> list:
    return [sleep(hours)]


def train(name: str = "full body A", hours: float = 7.0) -> list:
    return [sleep(hours), session(name)]


def said(text: str, hours: float = 7.0, at: str = "08:00") -> list:
    return [sleep(hours), user(text, at=at)]


def EntryAny(*areas: str, any_of=()) -> PageContains:
    """An entry naming one of several words for the same body part."""
    groups = [list(areas), list(ENTRY_LEVELS)]
    groups += [list(g) for g in any_of]
    return PageContains(CONSTRAINTS, [], groups)


SCENARIOS: list[Scenario] = [
    # --- goals: what, by when, why; later goals add or replace ------------------------------------------
    Scenario(
        "r_goal_ar_wedding_kilos",
        "goals",
        display_name="Yousef",
        timezone="Asia/Dubai",
        days=[
            said(
                "i want lose 8 kilo before my brother wedding in june inshallah, "
                "i want look good in the photos"
            ),
            train(),
            rest(),
        ],
        expect=[
            Goal([], [["8 kg", "8 kilo", "8kg"]]),
            Goal([], [JUNE_NEXT]),
            Goal(["wedding"]),
            BundleContains("morning_brief", [], [["8 kg", "8 kilo", "wedding"]]),
        ],
    ),
    Scenario(
        "r_goal_zh_push_then_pullup",
        "goals",
        display_name="Wei",
        timezone="Asia/Shanghai",
        days=[
            said("my goal is do 10 push up continuous, no stop"),
            train(),
            rest(),
            said("I change my goal. push up is ok now. now I want do 1 pull up before chinese new year"),
            rest(),
        ],
        expect=[
            Goal(["pull up"]),
            Goal(["pull up"], [["new year", "february", "feb", "2027-02"]]),
            Goal(["push up"]),  # the earlier goal is kept (superseded or done), not silently erased
            QuotesWhole("goals.md"),
        ],
    ),
    Scenario(
        "r_goal_vi_voice_squat_bodyweight",
        "goals",
        display_name="Linh",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            said(
                "ok so um my goal is uh to squat my body weight which is 55 kilo by the end of the year "
                "because my physio say strong legs help my knee"
            ),
            train("lower A"),
            rest(),
        ],
        expect=[
            Goal(["squat"], [["55", "body weight", "bodyweight"]]),
            Goal(["squat"], [["december", "2026-12", "end of the year", "end of year", "year end"]]),
            BundleContains("session_mode", ["squat"], [["55", "body weight", "bodyweight", "goal"]]),
        ],
    ),
    Scenario(
        "r_goal_fr_second_goal_adds",
        "goals",
        display_name="Camille",
        timezone="Europe/Paris",
        days=[
            said("My objective : I would like to be able to run 5 km without to stop."),
            rest(),
            said("And also, in addition, I want to touch my toes ! I am very rigid haha"),
            rest(),
        ],
        expect=[
            Goal([], [["5 km", "5km", "5k"]]),
            Goal(["toes"]),
        ],
    ),
    Scenario(
        "r_goal_ru_deadlift_not_triathlon",
        "goals",
        display_name="Dmitri",
        timezone="Europe/Moscow",
        days=[
            said(
                "I would do triathlon if I had time, but no time, so no. Real goal for now - deadlift 100kg "
                "until new year"
            ),
            train("lower A"),
            rest(),
        ],
        expect=[
            Goal(["deadlift", "100 kg"]),
            PageLacks("goals.md", ["triathlon"]),
        ],
    ),
    # --- pain: area, side, severity, trigger, onset ------------------------------------------------------
    Scenario(
        "r_pain_tr_lower_back_since_saturday",
        "pain",
        display_name="Emre",
        timezone="Europe/Istanbul",
        days=[
            rest(),
            said("hocam my lower back is hurting since saturday when i deadlift, like 6 of 10"),
            rest(),
        ],
        expect=[
            Entry("back", any_of=[["6/10", "6 of 10"]]),
            Entry("back", any_of=["deadlift"]),
            Entry("back", words=["{d0-2}"]),
            Safety("back"),
        ],
    ),
    Scenario(
        "r_pain_ar_shoulder_sharp_bench",
        "pain",
        display_name="Omar",
        timezone="Africa/Cairo",
        days=[
            [
                sleep(7),
                session("upper A", sets=(("bench press", 8, 50.0),)),
                user(
                    "when i do the bench press i feel sharp pain in my left shoulder, front side", at="19:30"
                ),
            ],
            rest(),
        ],
        expect=[
            Entry("shoulder", any_of=[LEFT]),
            Entry("shoulder", any_of=["sharp"]),
            Entry("shoulder", any_of=["bench"]),
            Safety("shoulder"),
            BundleContains("session_mode", ["shoulder"]),
        ],
    ),
    Scenario(
        "r_pain_vi_autocorrect_angle",
        "pain",
        display_name="Minh",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            said("my angle is swollen and hurt, the left one, i twisted it playing futsal yesterday"),
            rest(),
            rest(),
        ],
        expect=[
            Entry("ankle"),
            Safety("ankle"),
        ],
        note="'angle' is the phone's autocorrect for 'ankle'; a coach reads it as the ankle",
    ),
    Scenario(
        "r_pain_ru_neck_voice_note",
        "pain",
        display_name="Olga",
        timezone="Europe/Moscow",
        days=[
            rest(),
            said(
                "so yesterday I slept wrong and now my neck on the right side it's like very stiff and "
                "painful I can't turn my head maybe seven out of ten"
            ),
            rest(),
        ],
        expect=[
            Entry("neck", any_of=[RIGHT]),
            Entry("neck", any_of=["7/10", "seven", "7 out of 10"]),
            Safety("neck"),
        ],
    ),
    Scenario(
        "r_pain_fr_back_of_thigh_since_tuesday",
        "pain",
        display_name="Julien",
        timezone="Europe/Paris",
        days=[
            [sleep(7), session("sprints", sets=(("sprint", 6, 0.0),), rpe=8, minutes=40)],
            rest(),
            rest(),
            said(
                "I have a pain at the back of my thigh (ischio) since tuesday, after the sprints. "
                "It pulls when I walk fast"
            ),
            rest(),
        ],
        expect=[
            EntryAny("hamstring", "thigh", "ischio"),
            EntryAny("hamstring", "thigh", "ischio", any_of=[["{d1}"]]),
            AlertOpen("safety", None, any_of=["hamstring", "thigh", "ischio"]),
        ],
    ),
    # --- negation and harmlessness ---------------------------------------------------------------------
    Scenario(
        "r_neg_pt_knee_crack_no_pain",
        "negation",
        display_name="Beatriz",
        timezone="America/Sao_Paulo",
        days=[
            train("lower A"),
            said("my knee make a noise like crack when i squat but no pain. is normal?"),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety"),
            PageContains(CONSTRAINTS, ["knee"], [["no pain", "crack", "noise", "click"]]),
        ],
    ),
    Scenario(
        "r_neg_ar_shoulder_just_pump",
        "negation",
        display_name="Khalid",
        timezone="Asia/Riyadh",
        days=[
            train("upper A"),
            said("dont worry coach my shoulder is not hurting at all, i just feel it working, the pump"),
            rest(),
        ],
        expect=[NoEntry("shoulder"), NoAlert("safety", "shoulder")],
    ),
    Scenario(
        "r_neg_zh_husband_back",
        "negation",
        display_name="Xiu",
        timezone="Asia/Shanghai",
        days=[
            said("my husband have very bad back pain so today i go alone to gym"),
            train(),
            rest(),
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
    ),
    Scenario(
        "r_neg_tr_what_if_knee",
        "negation",
        display_name="Zeynep",
        timezone="Europe/Istanbul",
        days=[
            said("if my knee start to hurt on lunges what i should do? now is fine just asking"),
            train("lower A"),
            rest(),
        ],
        expect=[NoEntry("knee"), NoAlert("safety", "knee")],
    ),
    Scenario(
        "r_neg_ru_knee_clicks_hip_hurts",
        "negation",
        display_name="Sergei",
        timezone="Europe/Moscow",
        days=[
            train(),
            said("left knee clicking again, doesnt hurt. but right hip hurts a bit when running, 3/10"),
            rest(),
        ],
        expect=[
            NoEntry("knee"),
            NoAlert("safety", "knee"),
            Entry("hip", any_of=[RIGHT]),
            Safety("hip"),
        ],
    ),
    # --- schedule and requests ---------------------------------------------------------------------------
    Scenario(
        "r_sched_pt_after_work_mwf",
        "schedule",
        display_name="Rafael",
        timezone="America/Sao_Paulo",
        days=[
            said("i work until 6pm so i can train only after 7 in the night, monday wednesday and friday"),
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["7pm", "7 pm", "19:00", "after 7", "19h"]]),
            Profile([], [["monday", "mon"]]),
            BundleContains("morning_brief", [], [["7pm", "7 pm", "19:00", "after 7", "19h"]]),
        ],
    ),
    Scenario(
        "r_sched_ar_work_at_seven",
        "schedule",
        display_name="Layla",
        timezone="Asia/Dubai",
        days=[
            said("I start work at 7 so the gym must be 5:30 morning, no other time possible"),
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["5:30", "05:30", "5.30"]]),
            Profile(["work"], [["7", "07"]]),
        ],
    ),
    Scenario(
        "r_sched_zh_move_to_evening",
        "schedule",
        display_name="Hao",
        timezone="Asia/Shanghai",
        days=[
            said("can we change tomorrow training to evening? i have meeting in morning"),
            rest(),
            said("sorry again, can move to evening? morning is busy"),
            rest(),
            said("coach evening time better for me now, pls move session"),
        ],
        expect=[
            Profile(["evening"]),
            BundleContains("morning_brief", ["evening"]),
        ],
    ),
    Scenario(
        "r_sched_fr_nurse_nights",
        "schedule",
        display_name="Sophie",
        timezone="America/Toronto",
        days=[
            said("I'm nurse, I work nights this week, 19h to 7h, so I sleep in the day", at="08:30"),
            rest(5.5),
            rest(5.5),
        ],
        expect=[
            Profile([], [["night", "19h", "19:00", "7pm"]]),
            Profile(["nurse"]),
        ],
    ),
    Scenario(
        "r_sched_tr_voice_weekend_lunch",
        "schedule",
        display_name="Burak",
        timezone="Europe/Istanbul",
        days=[
            said(
                "so on weekends I'm free the whole morning but weekdays only lunch break like 12 to 1 "
                "that's it"
            ),
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["weekend", "saturday", "sunday"]]),
            Profile([], [["lunch", "12:00", "12 to 1", "12 13", "midday", "noon"]]),
        ],
    ),
    # --- diet ------------------------------------------------------------------------------------------
    Scenario(
        "r_diet_ar_sunnah_fasting",
        "diet",
        display_name="Ahmed",
        timezone="Africa/Cairo",
        days=[
            said("I do fasting monday and thursday (sunnah), no eat and drink from fajr to maghrib"),
            [sleep(7), meal("koshari big plate", 25, 800, at="17:30")],
            rest(),
        ],
        expect=[
            Diet(["fast"]),
            Diet(["fast"], [["monday", "mon", "thursday", "thu"]]),
            BundleContains("meal_lens", ["fast"]),
        ],
    ),
    Scenario(
        "r_diet_pt_lactose",
        "diet",
        display_name="Mariana",
        timezone="Europe/Lisbon",
        days=[
            said("i have intolerance to lactose, the milk make my belly very bad"),
            [sleep(7), meal("rice, beans and chicken", 40, 650)],
            rest(),
        ],
        expect=[
            Diet(["lactose"]),
            BundleContains("meal_lens", ["lactose"]),
        ],
    ),
    Scenario(
        "r_diet_zh_buddhist_vegetarian",
        "diet",
        display_name="Lan",
        timezone="Asia/Taipei",
        days=[
            said("I eat vegetarian, buddhist. no meat no fish, but egg and milk is ok"),
            [sleep(7), meal("tofu and vegetables with rice", 22, 550)],
            rest(),
        ],
        expect=[
            Diet([], [["vegetarian", "veggie"]]),
            BundleContains("meal_lens", [], [["vegetarian", "veggie"]]),
        ],
    ),
    Scenario(
        "r_diet_vi_peanut_allergy_phone",
        "diet",
        display_name="Tuan",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            said("allergic peanut!! careful w recipe pls"),
            [sleep(7), meal("pho bo", 30, 550)],
            rest(),
        ],
        expect=[
            Diet(["peanut"]),
            BundleContains("meal_lens", ["peanut"]),
        ],
    ),
    Scenario(
        "r_diet_tr_halal",
        "diet",
        display_name="Mehmet",
        timezone="Europe/Istanbul",
        days=[
            said("i eat only halal meat, no pork ofcourse, and no alcohol"),
            [sleep(7), meal("chicken doner and ayran", 35, 700)],
            rest(),
        ],
        expect=[
            Diet(["halal"]),
            BundleContains("meal_lens", ["halal"]),
        ],
    ),
    # --- equipment and place ---------------------------------------------------------------------------
    Scenario(
        "r_equip_pt_home_two_dumbbells",
        "equipment",
        display_name="Lucas",
        timezone="America/Sao_Paulo",
        days=[
            said("i train at home, i have only two dumbbell of 10 kilo and one elastic band"),
            rest(),
            rest(),
        ],
        expect=[
            Profile(["dumbbell"]),
            Profile([], [["band", "elastic"]]),
            Profile([], [["home"]]),
            BundleContains("session_mode", ["dumbbell"]),
        ],
    ),
    Scenario(
        "r_equip_ar_hotel_gym_riyadh",
        "equipment",
        display_name="Faisal",
        timezone="Asia/Riyadh",
        days=[
            said("this week i'm in Riyadh for work, the hotel gym only have treadmill and cable machine"),
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["treadmill", "cable"]]),
            Profile(["riyadh"]),
        ],
    ),
    Scenario(
        "r_equip_zh_no_barbell",
        "equipment",
        display_name="Jun",
        timezone="Asia/Shanghai",
        days=[
            said("my gym is small, no barbell, no squat rack. only machine and dumbbell"),
            train(),
            rest(),
        ],
        expect=[
            Profile([], [["barbell", "rack"]]),
            Profile([], [["machine", "dumbbell"]]),
            BundleContains("session_mode", [], [["barbell", "rack"]]),
        ],
    ),
    Scenario(
        "r_equip_tr_new_kettlebell",
        "equipment",
        display_name="Elif",
        timezone="Europe/Istanbul",
        days=[
            said("bought kettlebell 16kg finally!! now i can do swings at home"),
            rest(),
            rest(),
        ],
        expect=[Profile(["kettlebell"]), Profile(["kettlebell", "16 kg"])],
    ),
    Scenario(
        "r_equip_vi_park_bars",
        "equipment",
        display_name="Quang",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            said(
                "I usually exercise at the park near my house, there is pull up bar and parallel bar, "
                "no weights"
            ),
            rest(),
            rest(),
        ],
        expect=[
            Profile(["park"]),
            Profile([], [["pull up bar", "parallel bar", "bars", "dip"]]),
        ],
    ),
    # --- life context ----------------------------------------------------------------------------------
    Scenario(
        "r_life_pt_baby_girl",
        "life",
        display_name="Pedro",
        timezone="Europe/Lisbon",
        days=[
            [sleep(4), user("my wife had our baby girl on friday!! i will be a zombie for some weeks haha")],
            rest(4.5),
            rest(5),
        ],
        expect=[
            Profile(["baby"]),
            BundleContains("morning_brief", ["baby"]),
        ],
    ),
    Scenario(
        "r_life_ar_new_job_abu_dhabi",
        "life",
        display_name="Nour",
        timezone="Asia/Amman",
        days=[
            said("I got new job in Abu Dhabi!! I move there in december, so many things to organise"),
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["job", "work"]]),
            Profile(["abu dhabi"]),
        ],
    ),
    Scenario(
        "r_life_zh_final_exams",
        "life",
        display_name="Yu",
        timezone="Asia/Shanghai",
        days=[
            said("next two weeks I have final exam, very stress, maybe I train less"),
            rest(6),
            rest(6),
        ],
        expect=[
            Profile(["exam"]),
            BundleContains("weekly_review", ["exam"]),
        ],
    ),
    Scenario(
        "r_life_vi_flu_fever",
        "life",
        display_name="Trang",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            said("i got flu, fever 38.5, cannot train this days sorry coach"),
            rest(9),
            rest(9),
        ],
        expect=[
            Profile([], [["flu", "sick", "ill", "fever"]]),
            BundleContains("morning_brief", [], [["flu", "sick", "ill", "fever"]]),
        ],
    ),
    # --- message style ---------------------------------------------------------------------------------
    Scenario(
        "r_style_pt_shorter_english",
        "style",
        display_name="Gabriela",
        timezone="America/Sao_Paulo",
        days=[
            said(
                "can you send me more short messages please? my english is not so good, "
                "long text is difficult"
            ),
            rest(),
            rest(),
        ],
        expect=[
            Prefs([], [["short", "shorter", "brief"]]),
            BundleContains("morning_brief", [], [["short", "shorter", "brief"]]),
        ],
    ),
    Scenario(
        "r_style_ar_simple_words",
        "style",
        display_name="Hassan",
        timezone="Africa/Cairo",
        days=[
            said("please coach use simple english words, some words i don't understand"),
            rest(),
            rest(),
        ],
        expect=[
            Prefs([], [["simple", "plain", "easy"]]),
            BundleContains(
                "free_chat", [], [["simple", "plain", "easy"]], query="how should I explain deload week?"
            ),
        ],
    ),
    Scenario(
        "r_style_ru_no_smiles",
        "style",
        display_name="Ivan",
        timezone="Europe/Moscow",
        days=[
            [
                sleep(7),
                bot("Awesome job yesterday!! 🎉💪🔥"),
                user("pls without smiles, too much emojis", at="08:03"),
            ],
            rest(),
            rest(),
        ],
        expect=[Prefs([], [["emoji", "smiles", "smiley"]])],
    ),
    Scenario(
        "r_style_vi_tap_options",
        "style",
        display_name="Thao",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            said("just give me options to tap, typing english on phone very slow for me"),
            rest(),
            rest(),
        ],
        expect=[Prefs([], [["button", "tap", "option"]])],
    ),
    Scenario(
        "r_style_fr_bullet_points",
        "style",
        display_name="Chloé",
        timezone="Europe/Paris",
        days=[
            said("Could you write in bullet points ? The big paragraphs are hard to read for me."),
            rest(),
            rest(),
        ],
        expect=[
            Prefs([], [["bullet", "list", "points"]]),
            BundleContains("morning_brief", [], [["bullet", "list", "points"]]),
        ],
    ),
    # --- recurring questions ---------------------------------------------------------------------------
    Scenario(
        "r_rec_pt_creatine_kidneys",
        "recurring",
        display_name="Felipe",
        timezone="America/Sao_Paulo",
        days=[
            said("creatine is safe for kidney?"),
            rest(),
            said("coach, the creatina, it is bad for the kidneys or no?"),
            rest(),
            said("sorry again but creatine and kidney, is ok really?"),
        ],
        expect=[
            PageContains(("preferences.md", "*"), ["creatin"], ASKED),
            BundleContains("free_chat", ["creatin"], query="is creatine ok for my kidneys?"),
        ],
    ),
    Scenario(
        "r_rec_ar_cardio_order",
        "recurring",
        display_name="Rana",
        timezone="Asia/Amman",
        days=[
            said("cardio before weights or after?"),
            rest(),
            said("i do the cardio first or the weights first?"),
            rest(),
            said("what is better order, treadmill then weights or opposite"),
        ],
        expect=[PageContains(("preferences.md", "*"), [], [["cardio", "treadmill", "order"], ASKED])],
    ),
    Scenario(
        "r_rec_vi_sleep_for_muscle_voice",
        "recurring",
        display_name="Khanh",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            said("how many hour sleep i need for muscle grow"),
            rest(),
            said("uh coach how much sleep is enough for like building muscle"),
            rest(),
            said("is 6 hours sleep enough for gain muscle or need more"),
        ],
        expect=[PageContains(("preferences.md", "*"), ["sleep"], ASKED)],
    ),
    Scenario(
        "r_rec_ru_scale_stuck",
        "recurring",
        display_name="Natasha",
        timezone="Europe/Moscow",
        days=[
            [sleep(7), weight(68.4), user("why scale not moving??")],
            rest(),
            [sleep(7), weight(68.5), user("my weight is stuck, why")],
            rest(),
            [sleep(7), weight(68.4), user("same weight 2 weeks. what i do wrong")],
        ],
        expect=[PageContains(("preferences.md", "*"), [], [["weight", "scale", "plateau", "stuck"], ASKED])],
    ),
    Scenario(
        "r_rec_tr_asked_twice_only",
        "recurring",
        display_name="Can",
        timezone="Europe/Istanbul",
        days=[
            said("is it ok to drink protein shake before sleep?"),
            rest(),
            said("protein shake before bed is ok?"),
        ],
        expect=[PageLacks(("preferences.md", "*"), ["shake"], ASKED)],
    ),
    # --- bot turns that claim things ---------------------------------------------------------------------
    Scenario(
        "r_bot_pt_claims_love_running",
        "bot_claims",
        display_name="Carla",
        timezone="America/Sao_Paulo",
        days=[
            [
                sleep(7),
                bot("Since you love running, let's add an easy 5k on Saturday!"),
                user("ok 👍", at="08:01"),
            ],
            train(),
            rest(),
        ],
        expect=[
            PageLacks(("preferences.md", "profile.md", "coaching-playbook.md"), ["love", "run"]),
            BundleLacks("free_chat", ["love", "run"], query="what kind of training do I enjoy?"),
        ],
    ),
    Scenario(
        "r_bot_ar_claims_back_injury",
        "bot_claims",
        display_name="Samir",
        timezone="Asia/Riyadh",
        days=[
            [
                sleep(7),
                bot("Because of your lower back injury we keep deadlifts light today."),
                user("ok coach", at="08:02"),
            ],
            train("lower A"),
            rest(),
        ],
        expect=[NoEntry("back"), NoAlert("safety")],
    ),
    Scenario(
        "r_bot_zh_claims_lose_5kg",
        "bot_claims",
        display_name="Fang",
        timezone="Asia/Shanghai",
        days=[
            [
                sleep(7),
                bot("You are so close to your goal of losing 5 kg!"),
                user("haha thank you", at="08:04"),
            ],
            train(),
            rest(),
        ],
        expect=[PageLacks("goals.md", ["5 kg"])],
    ),
    Scenario(
        "r_bot_tr_claims_gluten",
        "bot_claims",
        display_name="Ayşe",
        timezone="Europe/Istanbul",
        days=[
            [
                sleep(7),
                bot("Since you're allergic to gluten, rice is a good choice."),
                user("yes rice is good", at="08:02"),
            ],
            [sleep(7), meal("menemen with bread", 25, 600, at="09:00")],
            rest(),
        ],
        expect=[
            PageLacks(DIET_PAGES, ["gluten"]),
            BundleLacks("meal_lens", ["gluten"]),
        ],
    ),
    Scenario(
        "r_bot_vi_wrong_morning_corrected",
        "bot_claims",
        display_name="Phuong",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            [
                sleep(7),
                bot("Since you like to train at 6am, I booked your session early tomorrow."),
                user("no no i never train morning, always after work around 7pm", at="08:05"),
            ],
            rest(),
            rest(),
        ],
        expect=[
            Profile([], [["7pm", "7 pm", "19:00", "after work"]]),
            PageLacks(("profile.md", "preferences.md"), [], [["6am", "6 am", "06:00"]]),
        ],
    ),
    # --- several things in one message -----------------------------------------------------------------
    Scenario(
        "r_mixed_pt_voice_note_everything",
        "mixed",
        display_name="Ana",
        timezone="America/Sao_Paulo",
        days=[
            said(
                "ok so this is Ana my goal is to run 10k in April I only can train in the morning before 8 "
                "because of my job and I'm vegetarian oh and my left knee hurts a little on the stairs "
                "like a 3"
            ),
            rest(),
            rest(),
        ],
        expect=[
            Goal(["10k"], [["april", "2027-04"]]),
            Profile([], [["8am", "8 am", "8:00", "08:00", "before 8"]]),
            Diet([], [["vegetarian", "veggie"]]),
            Entry("knee", any_of=[LEFT]),
            Entry("knee", any_of=["3/10", "a 3"]),
            Safety("knee"),
        ],
    ),
    Scenario(
        "r_mixed_ar_short_and_shrimp",
        "mixed",
        display_name="Mona",
        timezone="Africa/Cairo",
        days=[
            said("short answers pls. also i am allergic to shrimp"),
            [sleep(7), meal("grilled fish and salad", 35, 500)],
            rest(),
        ],
        expect=[
            Prefs([], [["short", "brief"]]),
            Diet(["shrimp"]),
            BundleContains("meal_lens", ["shrimp"]),
        ],
    ),
    Scenario(
        "r_mixed_tr_bench_goal_shoulder_ok",
        "mixed",
        display_name="Kerem",
        timezone="Europe/Istanbul",
        days=[
            said("want to bench 80 kilo by summer. shoulder no problem now, physio say ok"),
            train("upper A"),
            rest(),
        ],
        expect=[
            Goal(["bench"], [["80"]]),
            NoEntry("shoulder"),
            NoAlert("safety", "shoulder"),
        ],
    ),
    Scenario(
        "r_mixed_ru_fast_typing",
        "mixed",
        display_name="Pavel",
        timezone="Europe/Moscow",
        days=[
            rest(),
            said(
                "coach sry typing fast. sched change: now work from home so can train 12-13 every day. "
                "also plz less text more bullets. and right calf tight since sun run, like 4"
            ),
            rest(),
        ],
        expect=[
            Profile([], [["12:00", "12 13", "12-13", "lunch", "midday", "noon"]]),
            Prefs([], [["bullet", "less text", "short"]]),
            Entry("calf", any_of=[RIGHT]),
            Entry("calf", words=["{d0-1}"]),
            Safety("calf"),
        ],
    ),
    Scenario(
        "r_mixed_vi_elbow_and_beach_arms",
        "mixed",
        display_name="Duc",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            [
                sleep(7),
                session("upper A", sets=(("biceps curl", 10, 12.0),)),
                user(
                    "today good session but elbow left pain 6/10 when curl and i want bigger arm "
                    "for beach in summer",
                    at="19:00",
                ),
            ],
            rest(),
        ],
        expect=[
            Entry("elbow", any_of=[LEFT]),
            Entry("elbow", any_of=["6/10"]),
            Safety("elbow"),
            Goal(["arm"]),
        ],
    ),
    # --- alerts: one per area, folding, escalation, evidence dates -------------------------------------
    Scenario(
        "r_alert_pt_knee_four_wordings",
        "alerts",
        display_name="Rodrigo",
        timezone="America/Sao_Paulo",
        days=[
            said("right knee is hurting after the run, 3/10"),
            rest(),
            said("the knee again hurt a bit, same as before"),
            rest(),
            said("knee pain again today on the stairs"),
            rest(),
            said("still my right knee hurting, not better"),
        ],
        expect=[
            AlertCount("safety", 1, "knee"),
            Entry("knee", any_of=[RIGHT]),
            Entry("knee", words=["{d0}"]),
            Entry("knee", words=["{d6}"]),
            Entry("knee", any_of=["4 reports", "4 times", "4×", "×4", "x4"]),
        ],
    ),
    Scenario(
        "r_alert_ar_back_escalates",
        "alerts",
        display_name="Tariq",
        timezone="Asia/Dubai",
        days=[
            said("back little pain 2/10 after deadlift, not big problem"),
            train(),
            rest(),
            said("back pain very strong today 8 from 10, i cannot bend to wear my shoes"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "back"),
            Safety("back", any_of=["8/10", "8 from 10", "very strong", "cannot bend"]),
            Entry("back", words=["{d0}"]),
            Entry("back", any_of=["8/10", "8 from 10"]),
        ],
    ),
    Scenario(
        "r_alert_tr_hip_from_chat_says_so",
        "alerts",
        display_name="Selin",
        timezone="Europe/Istanbul",
        days=[
            rest(),
            said("my hip is hurting when i sit long and when i do lunges, maybe 5"),
            rest(),
        ],
        expect=[
            Safety("hip", any_of=["lunges", "sit long"]),
            Safety("hip", any_of=["chat", "message", "said", "wrote"]),
            Entry("hip", any_of=["5/10", "maybe 5"]),
            QuotesWhole(CONSTRAINTS),
        ],
    ),
    Scenario(
        "r_alert_vi_checkin_and_chat_one_alert",
        "alerts",
        display_name="Hanh",
        timezone="Asia/Ho_Chi_Minh",
        days=[
            [sleep(7), soreness("left shoulder", 4, "after overhead press")],
            rest(),
            said("shoulder still hurt, the left, when i lift arm up"),
            rest(),
        ],
        expect=[
            AlertCount("safety", 1, "shoulder"),
            Entry("shoulder", any_of=[LEFT]),
            Entry("shoulder", words=["{d0}"]),
        ],
    ),
    Scenario(
        "r_alert_ru_heel_first_reported_mild",
        "alerts",
        display_name="Yulia",
        timezone="Europe/Moscow",
        days=[
            said("heel hurts a little in the morning, maybe 2"),
            rest(),
            rest(),
            rest(),
            said("heel pain is worse now, 5/10, the first steps in morning are terrible"),
            rest(),
        ],
        expect=[
            Entry("heel", words=["{d0}"]),
            Entry("heel", any_of=["5/10"]),
            AlertCount("safety", 1, "heel"),
        ],
    ),
    Scenario(
        "r_alert_fr_card_shows_evidence_date",
        "alerts",
        display_name="Mathieu",
        timezone="Europe/Paris",
        days=[
            rest(),
            said("I twisted my right ankle on the stairs this morning, it hurts, 5/10", at="09:15"),
            rest(),
            rest(),
        ],
        expect=[
            Safety("ankle", words=["{d1}"]),
            Entry("ankle", any_of=[RIGHT]),
        ],
    ),
]
