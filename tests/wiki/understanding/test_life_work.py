"""Work said by its circumstances (wiki/understanding/life.py): working remotely any way it is said, a
business she runs or the trade she is in, her hours as a span; a sport with its days and no subject;
an event said of someone by name or of a relative's baby is not hers."""

import pytest

from wiki.understanding import cues


@pytest.mark.parametrize(
    ("text", "label", "key_has"),
    [
        # working from home, any way
        ("I work in IT, fully remote, so flexible hours.", "work", ""),
        ("remote job so I can train at lunch", "work", "remote"),
        ("I'm remote these days, the office closed", "work", "remote"),
        ("working remotely since the spring", "work", "remote"),
        ("100% remote, the commute is my stairs", "work", "remote"),
        ("home office is the spare room", "work", "home office"),
        # a business she runs or owns, the trade she is in
        ("I run a small bakery, so I start at 3 in the morning.", "work", "bakery"),
        ("we own a little café by the station", "work", "café"),
        ("I manage a restaurant, late nights", "work", "restaurant"),
        ("opened my own salon last year", "work", "salon"),
        ("I work in finance, long days", "work", "finance"),
        ("I work at a hospital", "work", "hospital"),
        ("I'm a baker", "work", "baker"),
        # her hours as a span, or a start before dawn
        ("hours damn long leh, 9 to 7 every day", "work", "9 to 7"),
        ("my shifts are 7-7", "work", "7-7"),
        ("job is 8am to 6pm", "work", "8am to 6pm"),
        ("office hours 10 till 6 mon-fri", "work", "10 till 6"),
        ("I start at 4 in the morning most days", "work", "start at 4"),
        # a sport she plays with its days, the subject left out
        ("Play golf Wednesdays and Saturdays.", "other sport", "golf"),
        ("golf twice a week with the lads", "other sport", "golf"),
        ("play cricket saturdays in summer", "other sport", "cricket"),
        ("pickleball on tuesdays", "other sport", "pickleball"),
    ],
)
def test_work_and_sport_by_circumstance(text: str, label: str, key_has: str) -> None:
    cue = cues.life(text)
    assert cue is not None and cue.label == label and key_has in cue.key, (text, cue)


@pytest.mark.parametrize(
    "text",
    [
        "Karen from accounts is pregnant apparently, nobody's meant to know 🤫",
        "Priya in HR just got engaged!",
        "Dave's wife is pregnant again",
        "my sister is pregnant with twins",
        "my best friend had a baby on Sunday",
        "lost the TV remote again",  # no work
        "I run a 5k every saturday",  # no business
        "work out 5 to 6 times a week",  # a count, not hours
        "I work 3 to 4 sets per exercise",
        "do you play golf?",
        "I'm not remote any more, back in the office",
    ],
)
def test_not_her_work_or_event(text: str) -> None:
    cue = cues.life(text)
    assert cue is None or cue.label not in ("new baby", "work", "other sport"), (text, cue)


@pytest.mark.parametrize(
    "text",
    ["I'm pregnant, 12 weeks", "my wife is pregnant", "we're expecting in May", "Today I got promoted"],
)
def test_still_hers(text: str) -> None:
    assert cues.life(text) is not None


@pytest.mark.parametrize(
    ("text", "key_has"),
    [
        ("I'm a remote worker", "remote"),
        ("my job's remote so I can train whenever", "remote"),
        ("I have my own business, a small café", "business"),
        ("self-employed, I run a cleaning company", "self-employed"),
        ("work 7 till 3 most days", "7 till 3"),
        ("my hours are 6-2", "6-2"),
        ("I do 9-5 in an office", "9-5"),
        ("swim Tuesdays and Thursdays", "swim"),
        ("I golf twice a week", "golf"),
        ("climb on mondays", "climb"),
    ],
)
def test_more_ways_to_say_work_and_sport(text: str, key_has: str) -> None:
    cue = cues.life(text)
    assert cue is not None and key_has in cue.key, (text, cue)


@pytest.mark.parametrize(
    "text",
    [
        "I do 5-10 burpees",
        "after work 6-7pm works",
        "stuck at my desk, no 9-5 runs",
        "I do 2-3 runs a week",
        "I do 3-4 sets",
        "Sarah from work is pregnant",
        "Mike and Jen just had a baby",
    ],
)
def test_no_work_hours_or_baby_of_hers(text: str) -> None:
    cue = cues.life(text)
    assert cue is None or cue.label not in ("work", "new baby"), (text, cue)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Chemo is brutal, I'm off sick again", "illness"),
        ("Tom and I are moving house next month", "moving"),
        ("Surgery was fine, home now", "illness"),
    ],
)
def test_a_capitalised_word_before_her_own_event_is_no_one_else(text: str, label: str) -> None:
    cue = cues.life(text)
    assert cue is not None and cue.label == label, (text, cue)
