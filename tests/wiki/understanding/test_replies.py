import pytest

from wiki.understanding.replies import asked_polarity, may_answer, reply_reading


@pytest.mark.parametrize(
    ("bot_text", "asked"),
    [
        ("Is your lower back still sore after yesterday?", "pain"),
        ("Any pain in the left ankle after the long run?", "pain"),
        ("Is that wrist still bothering you?", "pain"),
        ("Still feeling that calf?", "pain"),
        ("Is the knee feeling better today?", "well"),
        ("Has the shoulder settled down?", "well"),
        ("How's the right knee today? On a scale of 1-10?", "rate"),
        # how bad it is: a number answers
        ("Which side, and how bad out of 10?", "rate"),
        ("Which side, and how bad?", "rate"),
        ("Oh no — how bad is it?", "rate"),
        ("How sore is the calf this morning?", "rate"),
        ("How much does it hurt?", "rate"),
        ("How bad was the traffic?", ""),
        ("How's the knee?", ""),
        ("Is the knee better or still sore?", ""),  # both: a yes says nothing
        # after she said something hurts, "where?" asks where the pain is
        ("Sorry to hear that. Where exactly?", "pain"),
        ("Whereabouts?", "pain"),
        ("Which side?", "pain"),
        ("Where do you feel it?", "pain"),
        ("Where are you training today?", ""),
    ],
)
def test_what_a_bot_question_asks(bot_text, asked):
    assert asked_polarity(bot_text) == asked


@pytest.mark.parametrize(
    ("reply", "asked", "reading"),
    [
        ("yeah", "pain", "pain"),
        ("yep a bit", "pain", "pain"),
        ("sadly yes", "pain", "pain"),
        ("nope", "pain", "harmless"),
        ("nah", "pain", "harmless"),
        ("yes!", "well", "harmless"),
        ("not really", "well", "pain"),
        ("still there", "", "pain"),
        ("same as yesterday", "well", "pain"),
        ("meh. 4/10", "", "pain"),
        ("0/10", "", "harmless"),
        ("yeah", "", ""),
        ("ok thanks", "pain", ""),
        ("could be worse lol", "pain", ""),
        ("worse tbh", "", "pain"),
        ("fine thanks", "", "harmless"),
        ("better!", "pain", "harmless"),
        ("6", "rate", "pain"),
        ("about a 3", "rate", "pain"),
        ("0", "rate", "harmless"),
        ("6", "", ""),  # a number is a rating only when one was asked for
        ("only at the start", "pain", "pain"),
        ("not yet", "well", "pain"),
        ("none", "pain", "harmless"),
        ("hmm yeah a bit, mostly on stairs", "pain", "pain"),
        ("honestly nope", "pain", "harmless"),
        ("so so", "pain", ""),
    ],
)
def test_a_bare_reply(reply, asked, reading):
    assert reply_reading(reply, asked) == reading


@pytest.mark.parametrize(
    ("text", "answers"),
    [
        ("yeah", True),
        ("nope all good", True),
        ("meh. 4/10", True),
        ("see you at 6", False),
        ("ok", False),
        # it is well again, said without a denial: the entry gets its note
        ("oh it's fine now, cheers for asking", True),
        ("fine now thanks", True),
        ("all good now", True),
        ("grand", True),
        ("cheers", False),
        ("ta", False),
    ],
)
def test_a_turn_that_may_answer_a_question_about_an_area(text, answers):
    assert may_answer(text) is answers


@pytest.mark.parametrize(
    ("bot_text", "asked"),
    [
        ("Which wrist, left or right?", "pain"),
        ("Same side?", "pain"),
        ("Any injuries I should know about?", "pain"),
        ("Oh no. Since when?", "onset"),
        ("How long has it been like that?", "onset"),
        ("When did it start?", "onset"),
        ("How long is your commute?", ""),
    ],
)
def test_what_a_follow_up_question_asks(bot_text, asked):
    assert asked_polarity(bot_text) == asked


@pytest.mark.parametrize(
    ("reply", "asked", "reading"),
    [
        ("left", "pain", "pain"),  # "Which knee?" — "left"
        ("right one", "pain", "pain"),
        ("since monday", "onset", "pain"),
        ("2 days ago", "onset", "pain"),
        ("no idea", "onset", ""),
        ("since monday", "", ""),
    ],
)
def test_a_side_or_an_onset_answers_the_question(reply, asked, reading):
    assert reply_reading(reply, asked) == reading


@pytest.mark.parametrize(
    ("reply", "referent", "asked", "areas"),
    [
        ("left", "knee", "pain", ["left knee"]),
        ("both", "wrist", "pain", ["wrist"]),
        ("yes both left", "knee and hip", "pain", ["left knee", "left hip"]),
        ("since monday", "shin", "onset", ["shin"]),
        ("left", "knee", "", []),  # "How's the knee?" — "left" says nothing
    ],
)
def test_a_terse_reply_reports_the_area_asked_about(reply, referent, asked, areas):
    import datetime as dt

    from wiki.understanding import understand

    found = understand(reply, dt.date(2026, 11, 4), referent, asked).pain
    assert [f.area for f in found] == areas
