"""Message style read by its format and tone words under a request frame (wiki/understanding/styleforms.py,
through messages.styles)."""

import pytest

from wiki.understanding.messages import styles


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
