"""Message style and questions (wiki/understanding/messages.py); the older rows are in test_cues.py."""

import datetime as dt

import pytest

from wiki.understanding import cues


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        # just the plan, not the science
        ("honestly just tell me what to do.", ["just the plan"]),
        ("I don't need the science, I just need the list", ["just the plan"]),
        ("spare me the lecture", ["just the plan"]),
        ("skip the theory, just give me the plan", ["just the plan"]),
        ("no need to explain, I trust you", ["just the plan"]),
        ("I need the science behind it", ["more detail"]),
        ("can you explain why?", ["more detail"]),
        # prose, not bullets
        ("actually the bullets feel a bit robotic.", ["prose, not bullets"]),
        ("just write to me normally, short paragraphs", ["prose, not bullets"]),
        ("no bullet points please", ["prose, not bullets"]),
        ("talk to me like a human", ["prose, not bullets"]),
        ("full sentences please", ["prose, not bullets"]),
        ("bullet points pls, easier to scan", ["keep it short"]),
        ("no paragraphs pls", ["keep it short"]),
        ("please stop using bullet points", ["prose, not bullets"]),
        # a direct tone asked for ("to be honest" alone is a hedge)
        ("I'd like you to be more straightforward", ["direct tone"]),
        ("to be honest, my knee is fine", []),
        # a tone asked for, a wish that only sounds like one
        ("please be nice to me this week", ["gentle tone"]),
        ("would be nice to do a handstand one day", []),
        ("stop with all the emojis lol", ["no emojis"]),
        ("dont want to see calories anymore", ["topics to avoid"]),
        ("I don't want to see my weight go up", []),
        # not a style
        ("tell me what to eat tonight", []),
        ("I like to understand why", []),
    ],
)
def test_styles(text, labels):
    assert [cue.label for cue in cues.styles(text)] == labels


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
    ("text", "label"),
    [
        ("I would be grateful if you would refrain from abbreviations", "no text speak (full sentences)"),
        ("what my grandchildren call 'text speak', no more of that please", None),
        ("Complete sentences, if you please", "no text speak (full sentences)"),
        ("stop using slang and acronyms", "no text speak (full sentences)"),
        ("proper english please", "no text speak (full sentences)"),
        ("Could you tone down the cheerleading a bit?", "direct tone"),
        ("bit much with the hype tbh", "direct tone"),
        ("I don't need 'AMAZING JOB' every time I do a squat", "direct tone"),
        ("less enthusiasm please", "direct tone"),
        ("more hype please", "encouragement"),
    ],
)
def test_a_style_said_formally_or_dryly(text, label):
    cue = cues.style(text)
    assert (cue.label if cue else None) == label


def test_a_style_wish_is_no_dropped_goal():
    assert cues.goal("I don't need 'AMAZING JOB' every time I do a squat", dt.date(2026, 11, 3)) is None


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
