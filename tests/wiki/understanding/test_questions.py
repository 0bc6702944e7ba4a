"""The questions a client asks (wiki/understanding/questions.py, through cues.question): what is a
question, and when two askings are one."""

import pytest

from wiki.understanding import cues


@pytest.mark.parametrize(
    "text",
    [
        "sorry what was my protein number again",
        "ok but should women even take creatine",
        "honest question, is a muscle up realistic for someone like me?",
        "btw how long should I rest between sets",
        "hmm should beginners do deadlifts",
        "wait what time is the session",
        "are carbs at night bad",
        "is a protein shake before bed ok",
    ],
)
def test_a_question_after_a_filler_or_with_a_noun_subject(text):
    assert cues.question(text) is not None


@pytest.mark.parametrize("text", ["sorry I'm late", "also my knee is fine", "but should be ok"])
def test_not_a_question(text):
    assert cues.question(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "does fasted cardio actually work or is that cap",
        "creatine makes you bloated or is that a myth",
        "carbs at night make you fat or is it just broscience",
    ],
)
def test_a_claim_put_to_the_coach_with_its_tag_is_a_question(text):
    assert cues.question(text) is not None


@pytest.mark.parametrize("text", ["that's cap", "no cap my knee is fine", "is that a thing"])
def test_cap_without_the_tag_is_no_question(text):
    cue = cues.question(text)
    assert cue is None or text.startswith("is")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("what pace for tempo?", "What pace should I do for tempo?"),
        ("how much protein?", "how much protein again?"),
    ],
)
def test_the_same_question_worded_a_little_differently_has_one_key(a, b):
    assert cues.question(a).key == cues.question(b).key


@pytest.mark.parametrize("text", ["would love a 200kg deadlift one day", "is what it is"])
def test_a_modal_without_a_subject_and_no_question_mark_is_not_a_question(text):
    assert cues.question(text) is None


@pytest.mark.parametrize("text", ["is 150g of protein a day too much", "is 6h of sleep enough"])
def test_a_modal_before_a_number_asks_a_question(text):
    assert cues.question(text) is not None


@pytest.mark.parametrize(
    ("text", "before", "key"),
    [
        ("should i be taking creatine or nah", "", "creatine nah taking"),
        ("squats + knees... ok or not ok", "", "knee not squat"),
        ("protein shakes, worth it or not", "", "not protein shake worth"),
        ("lift then run or run then lift", "", "lift run"),
        ("yes or no??", "creatine.", "creatine no yes"),
        ("true?", "foam rolling is a waste of time", "foam rolling time true waste"),
    ],
)
def test_a_question_said_by_its_tag_and_a_bare_tag_asks_about_the_sentence_before(text, before, key):
    assert cues.question(text, before).key == key


@pytest.mark.parametrize("text", ["ok", "thanks!", "done"])
def test_acknowledgements_are_not_questions(text):
    assert cues.question(text) is None


# --- a question asked without "?" or by its verdicts (messages.question) --------------------------------
@pytest.mark.parametrize(
    "sentence, before, word",
    [
        ("seriously tho is wine that bad for gains or", "", "wine"),
        ("so is creatine worth taking or", "", "creatine"),
        ("honestly does stretching even help or", "", "stretching"),
        ("walking the dog on rest days, is that allowed or is it cheating the rest", "", "walking"),
        ("a swim on my day off, or is that cheating", "", "swim"),
        ("bad or fine?", "wine.", "wine"),
        ("safe or not?", "ibuprofen before a run.", "ibuprofen"),
        ("good or bad", "carbs at night.", "carbs"),
    ],
)
def test_a_question_said_without_its_mark(sentence, before, word):
    found = cues.question(sentence, before)
    assert found is not None and word in found.quote


@pytest.mark.parametrize(
    "sentence",
    [
        "still on the fence about creatine tbh.",
        "still can't work out the food thing for early sessions.",
        "so I never really got what the rule is when I'm sore",
        "also still curious abt carbs in the evening lol",
        "i don't get how weight can move that fast",
        "still not clear on breakfast before the early sessions.",
        # a worry put to the coach by its tag, a long question after a leading clause
        "is it grand to be eating carbs after 8 or is that me ruined",
        "will carbs that late undo the whole day or am I overthinking",
        "be honest with me, how many weeks until something changes in the mirror",
    ],
)
def test_a_doubt_said_as_a_statement_is_a_question(sentence):
    assert cues.question(sentence) is not None


@pytest.mark.parametrize(
    ("sentence", "before", "word"),
    [
        ("should I be taking it too?", "my sister-in-law swears by creatine.", "creatine"),
        ("is that bad?", "stretched before the session again.", "stretched"),
        ("doesn't it make you bloated?", "still on the fence about creatine tbh.", "creatine"),
        ("should I be on it too?", "my friend swears by creatine.", "creatine"),
        (
            "what's the right number for someone like me?",
            "sorry, me again with the rest-day thing.",
            "rest-day",
        ),
    ],
)
def test_a_question_about_it_takes_its_topic_from_the_sentence_before(sentence, before, word):
    found = cues.question(sentence, before)
    assert found is not None and word in found.key.split()


def test_a_dummy_it_names_its_own_topic():
    found = cues.question("is it ok to start jumping again?", "baby is 14 weeks.")
    assert found is not None and "baby" not in found.key.split() and "jumping" in found.key.split()


@pytest.mark.parametrize(
    "sentence, before",
    [
        ("I'll do it one way or", ""),
        ("i did 5k today and felt ok or so", ""),
        ("pasta or rice", ""),
        ("it was fine or whatever", ""),
        ("bad or fine?", "work was a long one today and then the kids had football and dinner was late."),
    ],
)
def test_no_question_without_a_frame(sentence, before):
    found = cues.question(sentence, before)
    assert found is None or "work" not in found.quote


@pytest.mark.parametrize(
    "text",
    [
        # a tag with a short aside after it, the topic said first, an ask for what she was told before
        "ok creatine: should I take it or not, final answer 😂",
        "coffee on nights, what was the number again lol",
        "rest time between sets again pls, I always forget",
        "I keep forgetting what you said about exercising when fasting",
        "if im sour can i still train. *sore",  # a condition first
        "good good um how many calories was it again sorry",  # a filler first
        "I want to know if creatine is safe?",
        # asked again without its mark: what she forgot, a topic and "again" with a sorry, the wh-word last
        "i forgot what RPE means again 🙈",
        "That RPE thing again — I've forgotten what it stands for.",
        "I find I have again forgotten your guidance on protein timing.",
        "rate for UT2 again, sorry 🙃",
        "sorry again, the lat pulldown is which one",
        # her doubt is a question, and a topic first with the wh-word after a pause
        "still not sure how much protein I'm meant to have",
        "the protein thing still confuses me, is it per kilo of me now or of what I want to weigh",
        "I never know whether I should still train on days like this",
        "protein... how many grams again 🙈 memory like a sieve, sorry",
        "yo what was the warmup, forgot",
        "Forgive me, the rest time between sets, what was it",
    ],
)
def test_a_question_asked_again_in_a_loose_form(text):
    assert cues.question(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "knee sore, gym was busy",
        "my plan: run, then lift",
        "if it rains I can run inside",
        "good run today",
        "I kinda want to run a whole 5k?",  # a wish said with a rising voice
        "sorry I missed the session again",
        "knee sore again",
        "the gym was busy again",
        "I forgot my shoes",
        "I'm not sure if I can make it Friday",
    ],
)
def test_a_statement_with_a_comma_is_no_question(text):
    assert cues.question(text) is None
