import datetime as dt

import pytest

from wiki.understanding import understand
from wiki.understanding.corrections import corrected_reading
from wiki.understanding.framing import (
    area_taken_back,
    corrected,
    correction,
    end_date_reply,
    framed,
    numbered_answers,
    picked,
    threads,
    topic,
)

DAY = dt.date(2026, 11, 2)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What are we working towards?", "goal"),
        ("Huge! So what's next, now that the 5k is done?", "goal"),
        ("What would make this year a win for you?", "goal"),
        ("When do you usually train?", "schedule"),
        ("How many days a week can you realistically train?", "schedule"),
        ("Which day suits the long weekly session?", "schedule"),
        ("Which pattern works better: Mon/Wed/Fri, or Tue/Thu/Sat?", "schedule"),
        ("Mornings or evenings?", "schedule"),
        ("Do you want the full breakdown for each session, or just the headline?", "style"),
        ("Would you like a check-in from me every day, or just weekly?", "style"),
        ("Where do you train?", "place"),
        ("Where will you run?", "place"),
        ("What's there to train with?", "equipment"),
        ("Do you have a pull-up bar or rings at home?", "equipment"),
        ("Any foods you can't eat?", "diet"),
        ("Does dairy bother you?", "diet"),
        ("Would you like longer explanations, or just the plan?", "style"),
        ("How did you sleep?", ""),
        ("How's the left knee today?", ""),
    ],
)
def test_what_a_question_asks_about(question, expected):
    assert topic(question) == expected


@pytest.mark.parametrize(
    ("reply", "question", "option"),
    [
        ("the first one", "Main goal? 1) lose fat 2) build strength 3) get fit for a sport", "lose fat"),
        ("2", "Main goal? 1) lose fat 2) build strength 3) get fit", "build strength"),
        ("number 3 probably", "Pick one: 1. mornings 2. lunch 3. evenings", "evenings"),
        ("the bar", "Do you have a pull-up bar or rings at home?", "a pull-up bar"),
        ("just the plan", "Would you like longer explanations, or just the plan?", "just the plan"),
        ("run 5k", "What are we working towards?", ""),  # no list, no pick
        ("the seventh", "1) a 2) b", ""),
        # lettered options, several picked, a pick with more said after it
        (
            "b and c",
            "At home? (a) dumbbells (b) kettlebell (c) resistance bands (d) nothing",
            "kettlebell and resistance bands",
        ),
        ("2, but I do eat eggs", "How do you eat? 1) everything 2) vegetarian 3) vegan", "vegetarian"),
        ("the second one 😬", "How should I respond? 1) gentle reminder 2) tough love", "tough love"),
        ("thursday works", "Which day suits your long run better, Thursday or Saturday?", "Thursday"),
        # one of two options said by its place, with more said after it
        (
            "the second. Saturday has to be done by 10 though",
            "Which pattern works better: Mon/Wed/Fri, or Tue/Thu/Sat?",
            "Tue/Thu/Sat",
        ),
        ("first one pls", "Mornings or evenings?", "Mornings"),
        ("the latter.", "Shorter check-ins, or the full breakdown?", "the full breakdown"),
        (
            "headline. if I want more I'll ask, promise",
            "Do you want the full breakdown for each session, or just the headline?",
            "just the headline",
        ),
    ],
)
def test_a_pick_from_the_bots_list(reply, question, option):
    assert picked(reply, question) == option


@pytest.mark.parametrize(
    ("question", "reply", "kind", "words"),
    [
        ("What are we working towards?", "run 5k without stopping. by xmas ideally", "goals", ["5k"]),
        ("So what's next?", "10k i think. spring? march-ish", "goals", ["10k"]),
        ("How many pull-ups are we aiming for?", "one is enough, in april", "goals", ["april"]),
        ("How many days a week can you train?", "3", "schedule", []),
        ("When can you train now?", "evenings tue and thu, and saturday morning", "schedule", ["thu"]),
        ("Where will you run?", "park by the canal. no treadmill", "equipment", ["park"]),
        ("Where do you train?", "basic fit near work", "equipment", ["basic fit"]),
        ("What's there to train with?", "treadmill. that's it", "equipment", ["treadmill"]),
        ("Anything you don't eat?", "fish. gross", "diet", ["fish"]),
        ("Any foods you can't eat?", "nuts. like actually allergic, i carry an epipen", "diet", ["nuts"]),
        ("Does dairy bother you?", "yes man, milk destroys me", "diet", ["milk"]),
        ("Would you like longer explanations, or just the plan?", "just the plan", "style", ["plan"]),
    ],
)
def test_a_terse_reply_is_read_in_the_frame_of_the_question(question, reply, kind, words):
    found = getattr(understand(reply, DAY, question=question), kind)
    assert found, (question, reply)
    assert all(w in found[0].quote for w in words)  # her reply is quoted, never the frame


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Because you're gluten-free, try rice cakes as a snack.", "ok"),  # a statement frames nothing
        ("Does gluten bother you?", "👍"),
        ("Does dairy bother you?", "not really"),
        ("Where do you train?", "not sure yet"),
        ("What are we working towards?", "dunno tbh"),
        ("How did you sleep?", "fine"),
    ],
)
def test_an_acknowledgement_or_a_non_answer_frames_nothing(question, reply):
    found = understand(reply, DAY, question=question)
    assert not (found.goals or found.schedule or found.diet or found.equipment or found.style)


def test_a_follow_up_question_builds_on_her_earlier_answers():
    at = dt.datetime(2026, 11, 2, 8, 0)
    turns = [
        (1, False, "Main goal? 1) lose fat 2) build strength", at),
        (2, True, "the first one", at + dt.timedelta(minutes=2)),
        (3, False, "Roughly how much?", at + dt.timedelta(minutes=5)),
        (4, True, "8kg ish", at + dt.timedelta(minutes=7)),
        (5, False, "Any deadline?", at + dt.timedelta(minutes=10)),
        (6, True, "brothers wedding in june", at + dt.timedelta(minutes=12)),
    ]
    asked = threads(turns)
    assert asked[4][1] == "lose fat"
    assert asked[6][1] == "lose fat, 8kg ish"
    goal = understand("brothers wedding in june", DAY, question=asked[6][0], earlier=asked[6][1]).goals[0]
    assert "8kg" in goal.what and goal.when is not None and goal.when.date.month == 6
    assert framed("lol", "How did you sleep?") == ("", "")


@pytest.mark.parametrize(
    ("text", "fix"),
    [
        ("sorry I meant right not left, brain fog yesterday", ("right", "left")),
        ("wait no, 70. i already did 60 last month lol", ("70", "")),
        ("actually make that Thursdays, wed is my daughter's swimming", ("Thursdays", "")),
        ("oops the left one", ("left", "")),
        ("correction — it's the LEFT knee, not the right", ("LEFT", "right")),
        ("sorry, my right shoulder. typing too fast", ("right", "")),
        ("wait no it's Friday mornings", ("Friday", "")),
        ("sorry I meant Thursdays not Tuesdays 🤦‍♀️", ("Thursdays", "Tuesdays")),  # an emoji after it
        ("yep but make it 70. 60 is gonna be too easy", ("70", "")),  # to "still aiming for 60 kg?"
        ("yeah but I was tired", None),
        ("no worries", None),
        ("actually I feel great", None),
        ("sorry for ghosting", None),
    ],
)
def test_a_correction_and_its_value(text, fix):
    assert correction(text) == fix


@pytest.mark.parametrize(
    ("previous", "value", "old", "expected"),
    [
        ("new goal: bench 60kg by summer", "70", "", "new goal: bench 70kg by summer"),
        ("left", "right", "left", "right"),
        ("wednesdays", "Thursdays", "", "Thursdays"),
        ("3ish", "right", "", ""),  # nothing of that kind in it
        ("bench 70kg", "70", "", ""),  # already so
    ],
)
def test_the_corrected_message(previous, value, old, expected):
    assert corrected(previous, value, old) == expected


def test_a_correction_reads_her_earlier_message_again_quoting_the_correction():
    said = [("3ish", "knee", "rate", "", ""), ("left", "knee", "pain", "Which knee?", "")]
    reading = corrected_reading("sorry I meant right not left", DAY, said)
    assert reading is not None
    assert [(f.area, f.quote) for f in reading.pain] == [("right knee", "sorry I meant right not left")]
    goal = corrected_reading("wait no, 70", DAY, [("new goal: bench 60kg by summer", "", "", "", "")])
    assert goal is not None and "70" in goal.goals[0].what
    assert corrected_reading("thanks!", DAY, said) is None


@pytest.mark.parametrize(
    ("question", "reply", "pairs"),
    [
        (
            "Two quick ones: 1) how's the elbow? 2) still ok with 4 days a week?",
            "1 better 2 make it 3",
            [("how's the elbow?", "better"), ("still ok with 4 days a week?", "3 days a week")],
        ),
        (
            "1) how did you sleep? 2) where do you train?",
            "1 fine 2 the park",
            [("how did you sleep?", "fine"), ("where do you train?", "the park")],
        ),
        ("Any pain today? 1) none 2) a little", "1", []),  # a pick, not two answers
        ("How's the elbow?", "1 better 2 worse", []),
    ],
)
def test_numbered_answers_to_numbered_questions(question, reply, pairs):
    assert numbered_answers(reply, question) == pairs


@pytest.mark.parametrize(
    ("question", "reply", "pairs"),
    [
        (
            "Quick kit check: dumbbells? a bench? a pull-up bar?",
            "yes, no, yes. the dumbbells only go up to 12 kg though",
            [
                ("Do you have any dumbbells?", "yes"),
                ("Do you have a bench?", "no"),
                ("Do you have a pull-up bar?", "yes"),
            ],
        ),
        ("Quick kit check: dumbbells? a bench?", "yes", []),  # one answer to two items: whose?
        ("Sleep ok? Stress ok?", "yes, no", []),  # not a kit check
    ],
)
def test_a_yes_no_list_answers_a_kit_check_item_by_item(question, reply, pairs):
    assert numbered_answers(reply, question) == pairs


def test_a_kit_check_answered_in_order_adds_what_the_reply_only_says_in_the_frame():
    found = understand(
        "yes, no, yes. the dumbbells only go up to 12 kg though",
        DAY,
        question="Quick kit check: dumbbells? a bench? a pull-up bar?",
    )
    assert {"dumbbells", "no bench", "pull-up bar"} <= {cue.label for cue in found.equipment}


def test_a_changed_number_in_a_numbered_answer_is_her_schedule():
    found = understand(
        "1 better 2 make it 3", DAY, question="1) how's the elbow? 2) still ok with 4 days a week?"
    )
    assert [c.label for c in found.schedule] == ["sessions a week"]
    assert found.schedule[0].quote == "1 better 2 make it 3"


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("No worries! When do they finish?", "the 20th"),
        ("How long are you away for?", "back on sunday"),
        ("When are you back?", "next week"),
        ("When's the due date?", "march 3"),
        ("When does the course end?", "end of the month"),
        ("How long will the works go on?", "about three weeks"),
        ("When do your exams finish?", "20/11"),
    ],
)
def test_a_date_given_when_the_bot_asks_when_it_ends(question, reply):
    assert end_date_reply(reply, question)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("I'm so sorry. How long do you think?", "no idea. weeks?"),  # no date said
        ("When do they finish?", "not sure yet"),
        ("What time suits you?", "the 20th"),  # a schedule question, not an end
        ("When do you want to train?", "monday"),
        ("Exams finish the 20th, right.", "the 20th"),  # a bot statement asks nothing
    ],
)
def test_no_end_date(question, reply):
    assert not end_date_reply(reply, question)


@pytest.mark.parametrize(
    ("question", "reply", "label"),
    [
        ("Do you have access to a pool for the recovery swims?", "yep 50m one at work", "pool"),
        ("Do you have access to a pool?", "yes", "pool"),
        ("Is there a gym at your hotel?", "yeah small one downstairs", "gym"),
        ("Do you have any dumbbells at home?", "yup two 10s", "dumbbells"),
        ("Can you get access to a track?", "ya the uni one", "track"),
        # a no is the kit she lacks; a shrug or a question back is nothing
        ("Do you have access to a pool?", "nope", "no pool"),
        ("Do you have a barbell at home?", "no sadly", "no barbell"),
        ("Do you have any kettlebells?", "nah", "no kettlebells"),
        ("Is there a gym at your hotel?", "no idea", None),
        ("Do you have any dumbbells at home?", "should I get some?", None),
    ],
)
def test_a_yes_to_a_kit_question_is_the_kit_asked_about(question, reply, label):
    found = understand(reply, DAY, question=question).equipment
    assert (found[0].label if found else None) == label, (question, reply)
    assert not found or found[0].quote == reply  # only her words are quoted


@pytest.mark.parametrize(
    ("text", "base"),
    [
        ("correction: it's not the knee, it's the front of the right hip", "knee"),
        ("thinking about it, it's not really my back. it's deep in my right glute", "lower back"),
        ("turns out it wasn't my calf at all, it's my achilles", "calf"),
        # not: no other area named, not this time, or something that is no body part
        ("it's not the knee", ""),
        ("it's not my knee again, my hip is sore", ""),
        ("it's not my back, it's the mattress", ""),
        ("my knee is not the problem", ""),
    ],
)
def test_an_area_she_takes_back(text, base):
    assert area_taken_back(text) == base


@pytest.mark.parametrize(
    ("question", "reply", "frame"),
    [
        (
            "Would you like shorter messages from me? (yes/no)",
            "yes pls",
            ("style", "I'd like shorter messages"),
        ),
        ("Would you like shorter messages from me? (yes/no)", "no thanks", ("", "")),
        ("Which fits how you eat? 1) everything 2) vegetarian 3) vegan", "2", ("diet", "I'm vegetarian")),
        ("Any foods you don't eat? 1) pork 2) beef", "1", ("diet", "I don't eat pork")),
        (
            "So 6:30am on Tuesdays and Thursdays, does that work?",
            "yep",
            ("schedule", "I train 6:30am on Tuesdays and Thursdays"),
        ),
        (
            "How many days a week can you realistically give me?",
            "three. four on a good week",
            ("schedule", "I train three days a week. four on a good week"),
        ),
        (
            "What's your main focus for the next three months? 1) lose fat 2) run a 5k",
            "2",
            ("goal", "Goal: run a 5k"),
        ),
    ],
)
def test_a_yes_or_a_pick_is_read_in_the_questions_frame(question, reply, frame):
    assert framed(reply, question) == frame
