"""Sentences of a chat message (wiki/understanding/sentences.py): where a round-up's items start."""

import pytest

from wiki.understanding.sentences import list_blocks, sentences


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "My husband put his back out too 🙄 Me: my right elbow aches",
            ["My husband put his back out too 🙄", "Me: my right elbow aches"],
        ),
        ("Training: good Body: left calf tight", ["Training: good", "Body: left calf tight"]),
        ("knee sore\nFood: ok", ["knee sore", "Food: ok"]),
        # not a heading: lower case mid-sentence, or no space after the colon
        ("my goal: 100kg deadlift", ["my goal: 100kg deadlift"]),
        ("tell me about me: nothing new", ["tell me about me: nothing new"]),
        ("train at Sleep:30", ["train at Sleep:30"]),
    ],
)
def test_a_heading_on_the_same_line_starts_an_item(text, expected):
    assert [s.text for s in sentences(text)] == expected


@pytest.mark.parametrize(
    ("text", "blocks"),
    [
        ("Schedule next wk:\nMon - rest\nTue - gym 6pm", 1),
        ("availability:\n- mon 6-7am\n- sat whenever", 1),
        ("Notes:\nMonday was hard\nknee sore", 0),  # a line that starts with a day's name and no dash
    ],
)
def test_a_week_laid_out_line_by_line_is_a_list(text, blocks):
    assert len(list_blocks(text)) == blocks


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "In another life I'd be at the CrossFit Games 😂 In this life: I want 20 push-ups",
            ["In another life I'd be at the CrossFit Games 😂", "In this life: I want 20 push-ups"],
        ),
        # not: an emoji mid-sentence before a lower-case word or an abbreviation
        ("great run 💪 felt strong", ["great run 💪 felt strong"]),
        ("great run 💪 PB today", ["great run 💪 PB today"]),
    ],
)
def test_an_emoji_ends_a_sentence_when_a_capital_starts_the_next(text, expected):
    assert [s.text for s in sentences(text)] == expected
