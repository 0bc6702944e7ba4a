"""Message style (wiki/understanding/messages.py); her questions are in test_questions.py."""

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
    ("text", "label"),
    [
        ("I hate long messages", "keep it short"),
        ("keep it short please", "keep it short"),
        ("can you keep messages to 2-3 lines max? I read them on the bus", "keep it short"),
        ("3 lines max pls", "keep it short"),
        ("give me the actual numbers please, sets reps weights", "numbers"),
        ("buttons please, no time to type", "buttons"),
        ("can you explain why?", "more detail"),
        ("no emojis please", "no emojis"),
        ("I love seeing the numbers", "numbers"),
        ("thanks for the plan", None),
        ("just text me the numbers, no essays", "keep it short"),
        ("stop sending me graphs please", "fewer numbers"),
        ("I prefer a morning check-in before 7", "message timing"),
        ("honestly I need more hype from you, cheer me on more!", "encouragement"),
        ("I'm a visual person, send me pictures/diagrams", "visuals"),
        ("can you keep messages under 3 lines", "keep it short"),
        ("please don't send stuff on Sundays", "quiet hours"),
        ("please be more direct with me", "direct tone"),
        ("I like it when you explain the science", "more detail"),
        ("send me the workout the night before", "message timing"),
        ("prefer a quick summary in the morning", "message timing"),
        ("I hate being nagged", "gentle tone"),
        ("dont give me numbers just tell me if I did ok", "fewer numbers"),
        ("i'm a numbers guy", "numbers"),
        ("no need to check in every day", "fewer messages"),
        ("Please send my workout the night before", "message timing"),
        ("less chat more workouts pls", "keep it short"),
        ("no fluff please", "keep it short"),
        ("keep msgs short pls, I'm on my phone", "keep it short"),
        ("keep ur texts brief", "keep it short"),
        ("can you write to me in spanish?", "language"),
        ("French please if possible", "language"),
        ("puedes escribirme en español por favor?", "language"),
        ("my english is ok but spanish is easier", "language"),
        ("tell me straight what I did wrong", "direct tone"),
        ("give it to me straight", "direct tone"),
        ("no cheerleading.", "direct tone"),
        ("pls don't ping me mornings", "quiet hours"),
        ("don't text me in the evenings", "quiet hours"),
        ("please never mention my weight or calories", "topics to avoid"),
        ("don't talk about my body", "topics to avoid"),
        ("I want to lose weight", None),
        ("to be honest, getting off my meds is what I'm after", None),
        ("please be honest with me", "direct tone"),
        # round-up wishes: a calmer page, plain words, a cap on messages
        ("could you stop using so many emojis and exclamation marks", "no emojis"),
        ("too many exclamation points lol", "no emojis"),
        ("less exclamation marks pls", "no emojis"),
        ("just tell me the plan plainly", "direct tone"),
        ("say it plain, I can take it", "direct tone"),
        ("one message a day max", "fewer messages"),
        ("max 1 text a day please", "fewer messages"),
        ("two check-ins a week is plenty", "fewer messages"),
        ("I ate one meal a day max", None),
        ("I write in plain english at work", None),
        ("she said it so many times", None),
    ],
)
def test_style(text, label):
    cue = cues.style(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        ("and please no burpees, I loathe them", ["moves they dislike"]),
        ("I hate lunges", ["moves they dislike"]),
        ("no more box jumps please", ["moves they dislike"]),
        ("wall balls are the worst", ["moves they dislike"]),
        ("would love more variety in the sessions, same circuits bore me", ["more variety"]),
        ("mix it up a bit pls", ["more variety"]),
        ("the same workouts get stale", ["more variety"]),
        # not a wish about sessions
        ("no burpees today, my knee hurt", []),
        ("I hate that I skipped lunges", []),
        ("the variety is great", []),
        ("I don't mind burpees", []),
    ],
)
def test_moves_she_dislikes_and_variety_are_how_to_coach_her(text, labels):
    assert [c.label for c in cues.styles(text)] == labels


def test_a_goal_said_with_a_move_she_hates_is_still_a_goal():
    found = cues.goal("I want to lose 10kg by summer but I hate running", dt.date(2026, 11, 2))
    assert found is not None and "10kg" in found.what


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # length said as a refusal of long text or as a liking for short
        ("please don't send me essays", "keep it short"),
        ("pls dont write me novels", "keep it short"),
        ("short and sweet works for me", "keep it short"),
        ("the shorter the better tbh", "keep it short"),
        ("short n snappy msgs are best", "keep it short"),
        ("I'd like just the headline", "keep it short"),
        ("firm but kind, can we do that?", "gentle tone"),
        ("check-ins every other day would be plenty", "fewer messages"),
        # the shape of a workout
        ("can you send the workout as a checklist", "format"),
        ("a table would be easier to follow", "format"),
        ("could you lay the week out in a table", "format"),
        ("I prefer a checklist I can tick off", "format"),
        ("send my program as a pdf please", "format"),
        # when to send it
        ("text me the plan the night before", "message timing"),
        ("send me tomorrow's session the evening before", "message timing"),
        ("send it the night before please", "message timing"),
        ("email me next week's plan on sunday evening", "message timing"),
    ],
)
def test_style_in_other_wordings(text, label):
    assert label in [c.label for c in cues.styles(text)]


@pytest.mark.parametrize(
    "text",
    [
        "I don't send long messages myself",
        "I'm on the waiting list for physio",
        "I ticked everything off my list",
        "I got the plan the night before",
        "can you give me early morning options?",
        "short of breath on the hills",
        "we ate at a table by the window",
        # a time, not a message's length
        "just when I sit too long",
        "it took so long to warm up today",
        "my hip hates standing too long at work",
    ],
)
def test_no_style_read(text):
    labels = [c.label for c in cues.styles(text)]
    assert not {"keep it short", "format", "message timing"} & set(labels)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("short msgs or voice notes is better", "voice notes"),
        ("no time to type, voice notes pls", "voice notes"),
        ("I don't mind a pep talk now and then", "encouragement"),
    ],
)
def test_a_wish_after_an_or_or_a_far_denial_still_counts(text, label):
    assert label in [c.label for c in cues.styles(text)]


def test_a_refusal_of_long_messages_to_her_is_a_wish():
    assert [c.label for c in cues.styles("don't send me long messages, I read them on the tube")] == [
        "keep it short"
    ]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("I'd rather get one message a day", "fewer messages"),
        ("prefer just one text a week tbh", "fewer messages"),
        ("I like knowing why I'm doing something", "more detail"),
        ("I need to understand the why", "more detail"),
        ("could you be a bit gentler with me", "gentle tone"),
        ("just a quick summary at the end of the week", "message timing"),
        ("send me the week's plan every sunday night", "message timing"),
    ],
)
def test_more_style_wordings(text, label):
    assert label in [c.label for c in cues.styles(text)]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("dont need a pep talk", "encouragement"),
        ("no voice notes please, I'm at work", "voice notes"),
    ],
)
def test_a_denied_wish_is_not_read(text, label):
    assert label not in [c.label for c in cues.styles(text)]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("I should prefer to receive correspondence in the morning", "message timing"),
        ("I'd like to get your messages in the evening", "message timing"),
        ("Kindly refrain from the use of emoticons", "no emojis"),
        ("no smileys please", "no emojis"),
    ],
)
def test_style_in_a_formal_register(text, label):
    assert label in [c.label for c in cues.styles(text)]


@pytest.mark.parametrize(
    "text", ["I keep it to 1800 calories", "keep it under 2 drinks on a weeknight", "keep it to 30 mins"]
)
def test_a_measure_kept_to_is_no_message_length(text):
    assert "keep it short" not in [c.label for c in cues.styles(text)]


def test_a_message_length_kept_to_is():
    assert "keep it short" in [c.label for c in cues.styles("keep it to 3 lines please")]
