"""Message style read by its format and tone words under a request frame (wiki/understanding/styleforms.py,
through messages.styles)."""

import pytest

from wiki.understanding.messages import styles
from wiki.understanding.styleforms import quiet_day


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("pls without smiles, too much emojis", "no emojis"),
        ("lose the smiley faces pls", "no emojis"),
        ("emoticons are a bit much, no offence", "no emojis"),
        ("way too many emojis in your texts", "no emojis"),
        ("I don't need the smileys", "no emojis"),
        ("emojis are annoying tbh", "no emojis"),
        ("more emojis please, they cheer me up", "emojis"),
        ("just give me options to tap", "buttons"),
        ("buttons > typing", "buttons"),
        ("tappable answers would be easier, I'm always driving", "buttons"),
        ("give me choices to pick from, typing is slow", "buttons"),
        ("multiple choice works better for me", "buttons"),
        ("more science please", "more detail"),
        ("I want the reasoning, not just the plan", "more detail"),
        ("I want to know why each exercise is in the plan", "more detail"),
        ("I'd like to understand why we do these drills", "more detail"),
        ("skip the science bit, just tell me the sets", "just the plan"),
        ("no explanations needed", "just the plan"),
        ("skip the motivational stuff", "direct tone"),
        ("the motivational quotes are cringe", "direct tone"),
        ("enough with the pep talks", "direct tone"),
        ("less rah-rah stuff", "direct tone"),
        ("could you go gently with me this month?", "gentle tone"),
        ("no guilt trips about missed sessions please", "gentle tone"),
        ("please don't send guilt-tripping messages when I skip", "gentle tone"),
        ("a softer tone would help right now", "gentle tone"),
        ("talk to me kindly, it's been a rough year", "gentle tone"),
        ("brutal honesty please", "direct tone"),
        ("I'd rather tap than type", "buttons"),
        ("Prefer clicking answers over writing", "buttons"),
        ("emoji free please", "no emojis"),
        ("don't make me feel bad when I miss a day", "gentle tone"),
        ("please don't lecture me", "gentle tone"),
        ("less hype, more facts", "more detail"),
    ],
)
def test_a_format_or_tone_wish_by_its_words(text, label):
    assert label in [cue.label for cue in styles(text)]


@pytest.mark.parametrize(
    "text",
    [
        "no smiles today, rough day",  # a mood, not a format
        "my son wants more emojis in his texts",  # someone else's wish
        "I don't mind the emojis",  # no wish
        "why is there no science behind this?",  # a question
        "what's the science on creatine?",
        "I want to know why my knee hurts",  # a question about her body, not the plan's reasons
        "I'd like to go easy on my knee this week",  # a training wish, not a tone
        "gentle yoga on sundays",  # a session, not a tone
        "no evidence of swelling",
        "I have less motivation this week",  # a mood
        "the buttons on my treadmill are broken",  # no frame
        "the fight had no hype at all",  # a "no" inside a clause describes
        "my wife prefers shorter messages",
        "no pep in my legs today",
        "I'd rather run than cycle",
        "gluten free please",
    ],
)
def test_not_a_format_or_tone_wish(text):
    found = {cue.label for cue in styles(text)}
    assert not found & {"no emojis", "emojis", "buttons", "more detail", "direct tone", "gentle tone"}


# --- message volume and reach (styleforms.volume_wishes, quiet_day) -------------------------------------
@pytest.mark.parametrize(
    "sentence, label",
    [
        ("Send one message a day, max.", "fewer messages"),
        ("one text a day is plenty", "fewer messages"),
        ("max two check-ins per week", "fewer messages"),
        ("just the one message a day please", "fewer messages"),
        ("text me only one update per day", "fewer messages"),
        ("mate. tone it down a bit", "direct tone"),
        ("tone it down a bit", "direct tone"),
        ("could you dial it back a little", "direct tone"),
        ("ok calm down lol", "direct tone"),
        ("easy on the exclamation marks", "direct tone"),
        ("enough with the caps please", "direct tone"),
        ("pls bring the energy down", "direct tone"),
    ],
)
def test_message_volume_and_energy_said_any_way(sentence, label):
    assert label in {cue.label for cue in styles(sentence)}


@pytest.mark.parametrize(
    "sentence",
    [
        "I need to dial it back this week, knee's sore",  # her training, not the coach's messages
        "tone it down on the runs this week",  # training
        "do you send one message a day?",  # a question
        "my wife gets one message a day max",  # someone else's
        "I train once a day max",  # training frequency
        "she told me to calm down",  # someone else's order
    ],
)
def test_no_volume_wish(sentence):
    assert not {"fewer messages", "direct tone"} & {cue.label for cue in styles(sentence)}


@pytest.mark.parametrize(
    "sentence, after_timing",
    [
        ("And Sundays nothing at all, it's for the family.", True),
        ("weekends: radio silence please", False),
        ("no texts on weekends please", False),
        ("Saturdays are off limits", False),
        ("sundays - leave me alone", False),
        ("fridays nothing, shabbat", True),
        ("Sundays no messages at all", False),
        ("Sundays nothing at all, no messages", False),
    ],
)
def test_days_without_messages(sentence, after_timing):
    assert quiet_day(sentence, after_timing) is not None


@pytest.mark.parametrize(
    "sentence, after_timing",
    [
        ("Sundays nothing at all", False),  # bare: training? rest? only after a wish about messages
        ("Sundays I do nothing at all", True),  # what she does
        ("are sundays off limits?", True),  # a question
        ("my husband says sundays are off limits", False),  # someone else's
    ],
)
def test_no_quiet_day(sentence, after_timing):
    assert quiet_day(sentence, after_timing) is None
