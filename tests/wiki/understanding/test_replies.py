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
