import datetime as dt

import pytest

from wiki.understanding import pages_for_turn, understand
from wiki.understanding.extract import asked_about, flags_pain_in_turn, said_about
from wiki.understanding.replies import asked_polarity

TODAY = dt.date(2026, 11, 4)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (
            "Goal: sub-1:45 half marathon in April. Turning 40 and I want to prove I still can.",
            "Turning 40 and I want to prove I still can.",
        ),
        (
            "I want my resting heart rate under 60 by summer. Doctor says my blood pressure is high.",
            "Doctor says my blood pressure is high.",
        ),
        ("I want to run a 10k by May. The weather was nice today.", ""),
    ],
)
def test_the_sentence_after_a_goal_can_say_why(text, why):
    (goal,) = understand(text, TODAY).goals
    assert goal.why == why


@pytest.mark.parametrize(
    ("bot_text", "area"),
    [
        ("Morning! How's the left knee after yesterday's squats?", "left knee"),
        ("Is your shoulder still bothering you on presses?", "shoulder"),
        ("Given your bad knee, we'll skip lunges today.", ""),  # a claim, not a question
        ("How are the knee and the ankle?", ""),  # two areas: no one referent
        ("How did the session go?", ""),
    ],
)
def test_the_area_a_bot_question_asks_about(bot_text, area):
    assert asked_about(bot_text) == area


def test_a_body_part_in_a_goal_is_no_note_but_one_beside_it_is():
    beside = understand("Hey! Vegan now, knee's fine, and I want to do a 10k in March", TODAY)
    assert [f.area for f in beside.harmless] == ["knee"]
    inside = understand("I want to play with my grandkids without my back hurting", TODAY)
    assert inside.harmless == () and inside.pain == ()


def test_a_schedule_given_as_a_list_is_one_cue_with_every_item():
    (cue,) = understand("availability:\n- mon 6-7am\n- wed 6-7am\n- sat whenever", TODAY).schedule
    assert all(day in cue.quote for day in ("mon", "wed", "sat"))


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("hit a 100 kg squat today!! next target is 120 by summer", "squat 120"),
        ("benched 80kg. next goal: 100kg", "bench 100kg"),
        ("next goal: 100kg deadlift", "100kg deadlift"),
        ("squat is at 80, want to get to 100 by spring", "squat 100"),
        (
            "bench has stalled at 70kg but squat feels strong, want to get to 100 on squat",
            "get to 100 on squat",
        ),
    ],
)
def test_a_bare_number_target_takes_the_lift_named_before_it(text, what):
    (goal,) = understand(text, TODAY).goals
    assert goal.what == what


@pytest.mark.parametrize(
    ("text", "touches"),
    [
        ("yeah", True),
        ("meh. 4/10", True),
        ("nope all good", True),
        ("still sore", True),
        ("see you at 6", False),
        # an area named with nothing said of it may answer "any pain?" or "where exactly?"
        ("just the knee. the left", True),
        ("calf. right. lower part near heel", True),
        # well again, in any English
        ("oh it's right as rain now, cheers for asking", True),
        ("aye, nae bother", True),
        ("cheers", False),
    ],
)
def test_a_turn_that_may_answer_the_bots_question_touches_the_constraints_page(text, touches):
    assert (
        "wiki/constraints-injuries.md" in pages_for_turn({"role": "user", "text": text}, TODAY)
    ) is touches


def test_goal_bench_my_bodyweight_is_a_lift_not_equipment():
    found = understand("Goal: bench my bodyweight by summer", TODAY)
    assert [g.what for g in found.goals] == ["bench my bodyweight"] and not found.equipment


@pytest.mark.parametrize(
    ("text", "flags"),
    [
        ("my left knee hurts on squats", True),
        ("still sore tbh, maybe 5/10", True),  # a reply: the inline run finds the bot's question
        ("still there", True),
        ("meh. 4/10", True),
        ("yeah", False),  # a bare yes waits for the nightly run
        ("no pain today", False),
        ("ran 5k in 30 min", False),
        ("ok thanks", False),
    ],
)
def test_the_inline_trigger_fires_for_pain_and_for_a_reply_that_would_be_pain(text, flags):
    assert flags_pain_in_turn({"role": "user", "text": text}) is flags


@pytest.mark.parametrize(
    ("bot_text", "area"),
    [
        ("Great that the left knee is better!", "left knee"),
        ("Given your bad knee, we'll skip lunges today.", "knee"),
        ("Knees and hips: warm them up well.", ""),
        ("Nice session!", ""),
    ],
)
def test_the_area_a_bot_turn_names_without_asking(bot_text, area):
    assert said_about(bot_text) == area


@pytest.mark.parametrize(
    ("text", "life", "history"),
    [
        ("I had ACL surgery years ago", (), ("knee",)),
        ("For the record I had my left hip replaced in 2015.", (), ("left hip",)),
        ("recovering from knee surgery", ("illness",), ()),
        ("having my gallbladder out on the 20th", ("illness",), ()),
    ],
)
def test_a_past_operation_is_her_history_not_a_life_event_now(text, life, history):
    found = understand(text, TODAY)
    assert tuple(c.label for c in found.life) == life
    assert tuple(f.area for f in found.history) == history


@pytest.mark.parametrize(
    ("text", "whats"),
    [
        (
            "## Goals\n- deadlift 100kg\n- sleep 7h every night\n\nthat's my list for this year haha",
            ["deadlift 100kg", "sleep 7h every night"],
        ),
        ("my goals for 2027:\n1. run a sub-25 5k\n2. 5 pull ups", ["run a sub-25 5k", "5 pull ups"]),
        ("Goals\n* bench 60kg\n* touch my toes", ["bench 60kg", "touch my toes"]),
    ],
)
def test_a_list_under_a_goals_header_is_one_goal_an_item(text, whats):
    goals = understand(text, TODAY).goals
    assert [g.what for g in goals] == whats
    assert all(not g.quote.startswith(("-", "‐", "*", "1")) for g in goals)  # her item, not its bullet


def test_a_list_under_another_header_is_no_goal():
    assert not understand("shopping:\n- 5kg rice\n- oats", TODAY).goals


@pytest.mark.parametrize(
    "text",
    ["I want to lose 30kg by friday. jk", "I want to bench 200kg by christmas. haha just kidding"],
)
def test_a_goal_taken_back_in_the_next_sentence_is_none(text):
    assert not understand(text, TODAY).goals


@pytest.mark.parametrize(
    ("text", "what", "when"),
    [
        (
            "[goal] squat 100kg [deadline] end of march [why] because my brother can lol",
            "squat 100kg",
            "March",
        ),
        ("[Target]: 12 strict dips [when] by summer", "12 strict dips", "summer"),
        ("[goal] run a half [by] june [reason] my sister's doing it", "run a half", "June"),
    ],
)
def test_a_goal_typed_as_a_form_with_bracketed_labels(text, what, when):
    (goal,) = understand(text, TODAY).goals
    assert goal.what == what and goal.when is not None and goal.when.label.startswith(when)
    assert goal.quote.startswith("[")  # quoted as she typed it


def test_a_bracketed_level_is_no_label():
    assert not understand("my knee [watch] hurts 4/10", TODAY).goals


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "- kettlebell 16kg\n- pull-up bar\n- yoga mat\nthat's all I've got at home",
            ["kettlebell", "pull-up bar"],
        ),
        ("* dumbbells\n* resistance bands\nthat's my whole home setup", ["dumbbells", "resistance bands"]),
        ("home gym:\n- barbell\n- 2 kettlebells", ["barbell", "kettlebells"]),
    ],
)
def test_equipment_typed_as_a_list_is_one_cue_with_every_item(text, items):
    (cue,) = understand(text, TODAY).equipment
    assert all(item in cue.label for item in items)


def test_a_list_of_exercises_is_no_equipment():
    assert not understand("- squats\n- lunges\nthat was today's session", TODAY).equipment


def test_an_entry_pasted_under_a_goals_header_is_no_goal():
    text = "## Goals\n- [injury] knee\n- **knee** [watch] 9/10\n- squat 100kg"
    assert [g.what for g in understand(text, TODAY).goals] == ["squat 100kg"]


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("I have ONE kettlebell. ONE. 12 kg. That's IT.", "I have ONE kettlebell. ONE. 12 kg."),
        ("Got one kettlebell at home. 16kg.", "Got one kettlebell at home. 16kg."),
        ("I have a kettlebell. My knee hurts when I swing it though. 12 kg.", "I have a kettlebell."),
    ],
)
def test_a_weight_said_right_after_the_kit_is_the_kits(text, quoted):
    assert [cue.quote for cue in understand(text, TODAY).equipment] == [quoted]


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("answers:\n1 - yes did all sessions\n4 - still want to deadlift 100kg", "deadlift 100kg"),
        ("Q: any goal? A: I want to run a 10k", "run a 10k"),
        ("a) fine\nb) want to squat 80kg", "squat 80kg"),
        ("3. still want to bench 60kg", "bench 60kg"),
        ("Dear Coach. (1) all good. (2) I want to run the Zurich half in April", "run the Zurich half"),
    ],
)
def test_a_round_up_items_marker_is_not_part_of_what_it_says(text, what):
    (goal,) = understand(text, TODAY).goals
    assert goal.what == what and not goal.quote[:1].isdigit()


@pytest.mark.parametrize("text", ["1.5 hours max per session", "3 - 4 times a week"])
def test_a_number_that_starts_a_sentence_is_no_item_marker(text):
    from wiki.understanding.extract import _unmarked

    assert _unmarked(text) == text


@pytest.mark.parametrize(
    ("text", "whats"),
    [
        ("3. no lol, want to build muscle", ["build muscle"]),
        ("nope, want to run a 10k by May", ["run a 10k"]),
        ("no, evenings. want to lose 5kg", ["lose 5kg"]),
    ],
)
def test_a_no_to_something_else_does_not_deny_the_goal_after_it(text, whats):
    assert [g.what for g in understand(text, TODAY).goals] == whats


@pytest.mark.parametrize(
    ("text", "quotes"),
    [
        (
            "life admin:\n- new job, 9-5\n- dad moved in\n- so realistically 3 sessions a week max",
            ["so realistically 3 sessions a week max"],
        ),
        ("availability:\n- mon 6-7am\n- sat whenever", ["availability: - mon 6-7am - sat whenever"]),
    ],
)
def test_a_list_item_that_is_a_schedule_on_its_own_is_quoted_alone(text, quotes):
    assert [c.quote for c in understand(text, TODAY).schedule] == quotes


@pytest.mark.parametrize(
    ("question", "reply", "expected"),
    [
        ("1) how's the elbow? 2) sleep?", "1 worse 2 fine", [("pain", "elbow")]),
        ("1) how's the elbow? 2) sleep?", "1 better 2 fine", [("harmless", "elbow")]),
        ("1) sleep ok? 2) how's the elbow?", "1 bad 2 worse", [("pain", "elbow")]),
        (
            "1) how's the elbow? 2) how's the knee?",
            "1 worse 2 fine",
            [("pain", "elbow"), ("harmless", "knee")],
        ),
        (
            "1) how is the left knee today? 2) still 4 days a week?",
            "1 sore, like a 5 2 yes",
            [("pain", "left knee")],
        ),
        # sleep's "bad" is no pain; pain she names herself stays hers
        (
            "1) how's the elbow? 2) sleep?",
            "1 fine 2 bad but my knee hurts",
            [("pain", "knee"), ("harmless", "elbow")],
        ),
        ("1) how was sleep? 2) food?", "1 rubbish 2 fine", []),
    ],
)
def test_a_numbered_answer_is_read_against_its_numbered_question(question, reply, expected):
    found = understand(reply, TODAY, asked_about(question), asked_polarity(question), question=question)
    assert [(f.kind, f.area) for f in found.pains] == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("left. the knee", [("pain", "left knee")]),  # "Where does it hurt?": the side said first
        ("the left. knee", [("pain", "left knee")]),
        ("left side. hip", [("pain", "left hip")]),
        ("my knee. the left", [("pain", "left knee")]),
        ("right. I left early", []),
    ],
)
def test_a_side_said_before_the_area_in_a_reply_to_where(reply, expected):
    assert [(f.kind, f.area) for f in understand(reply, TODAY, "", "pain").pains] == expected


@pytest.mark.parametrize(
    ("text", "whats_and_whens"),
    [
        # the date said alone goes to the undated goal before it, else the one after
        (
            "signed up for my first half marathon!! April 12th. want to go under 2 hours",
            [("my first half marathon", "2027-04-12"), ("go under 2 hours", None)],
        ),
        ("the comp is on 20 march. need 5 strict muscle ups", [("5 strict muscle ups", "2027-03-20")]),
        ("need 10 pull ups. test is 15 jan", [("10 pull ups", "2027-01-15")]),
        # not: a goal with its own date keeps it; a date with no goal beside it dates nothing
        ("I want to squat 100kg by June. March 6th.", [("squat 100kg", "June 2027")]),
        ("March 6th. went for a run. want to run a marathon", [("run a marathon", None)]),
        ("need 2 eggs for the recipe. March 6th.", []),
    ],
)
def test_a_date_said_alone_dates_the_goal_beside_it(text, whats_and_whens):
    goals = understand(text, TODAY).goals
    assert [(g.what, g.when.label if g.when else None) for g in goals] == whats_and_whens


def test_a_question_that_names_a_time_is_still_a_question():
    asked = understand("how much coffee is too much on a night shift?", TODAY).questions
    assert [q.quote for q in asked] == ["how much coffee is too much on a night shift?"]
    assert understand("can we move it to the evening?", TODAY).questions == ()  # a request


@pytest.mark.parametrize(
    ("text", "month"),
    [
        # a deadline said in its own sentence: an occasion's month, or two sentences on over a few words
        ("I kinda want to run a whole 5k? before my sister's wedding in May I guess.", 5),
        ("Goal: DL 1.5x BW. BW 80. By Mar.", 3),
    ],
)
def test_a_deadline_said_on_its_own_dates_the_goal_before_it(text, month):
    (goal,) = understand(text, TODAY).goals
    assert goal.when is not None and goal.when.date.month == month


def test_a_date_past_a_long_sentence_dates_no_goal():
    said = "I want to run a 5k. I've been doing couch to 5k for weeks now. By March."
    goals = understand(said, TODAY).goals
    assert goals[0].what == "run a 5k" and goals[0].when is None
