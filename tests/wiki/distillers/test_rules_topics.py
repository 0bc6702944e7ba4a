"""A question they keep asking gets a topic page, linked from preferences and cited ask by ask."""

import datetime as dt
import re

import pytest

from tests.wiki.distillers.conftest import DAY, core_pages, section_lines, task, validate
from wiki.distillers.rules import RulesDistiller
from wiki.distillers.rules.topics import same_question, topic_words
from wiki.understanding import cues

PAGE = "wiki/keeps-asking-pace-tempo.md"
ASKS = ("what pace for tempo?", "what pace should tempo be again?", "remind me, what pace for tempo?")


def run(**kwargs):
    distill_input = task(**kwargs)
    proposal = RulesDistiller().propose(distill_input)
    assert validate(distill_input, proposal) == []
    return proposal


def _asked(ev, texts=ASKS):
    *earlier, last = [
        ev.chat(DAY - dt.timedelta(days=days), "08:00", "user", text)
        for days, text in zip((6, 3, 0), texts, strict=False)
    ]
    return earlier, last


def test_a_question_asked_three_times_gets_a_topic_page_linked_from_preferences(ev):
    earlier, last = _asked(ev)
    proposal = run(events=[last], recent=earlier)
    page = proposal.pages[PAGE]
    assert page.startswith("# Keeps asking: pace / tempo")
    asked = section_lines(page, "Asked")
    assert asked[0] == f'- {DAY.isoformat()}: "remind me, what pace for tempo?" [ev {last.seq}]'
    assert len(asked) == 3 and all("[ev " in line for line in asked)
    assert "[Preferences](preferences.md)" in section_lines(page, "Related pages")[0]
    (line,) = section_lines(proposal.pages["wiki/preferences.md"], "Questions they keep asking")
    assert "— [pace / tempo](keeps-asking-pace-tempo.md)" in line
    assert "Asked 3×" in proposal.index_summaries[PAGE]


def test_asked_twice_is_no_topic_page(ev):
    earlier, last = _asked(ev, ASKS[1:])
    proposal = run(events=[last], recent=earlier)
    assert not any(path.startswith("wiki/keeps-asking-") for path in proposal.pages)


@pytest.mark.parametrize(
    "later",
    [
        "<b>pace</b> for tempo again? sorry I keep forgetting",
        "**tempo pace?** I know I asked before",
        "what pace is tempo again?",
        "sorry to ask again, what pace for tempo?",
        "Food: same\nAlso again — what pace should tempo be??",
        "same question as last week: tempo pace?",
    ],
)
def test_asked_twice_is_a_topic_page_when_she_says_she_keeps_asking(ev, later):
    earlier, last = _asked(ev, ("what pace for tempo?", later))
    proposal = run(events=[last], recent=earlier)
    assert PAGE in proposal.pages
    (line,) = section_lines(proposal.pages["wiki/preferences.md"], "Questions they keep asking")
    assert line.startswith("- Asked 2×")


@pytest.mark.parametrize(
    "later",
    ["what pace for tempo when I run again?", "how long before tempo should I eat again?"],
)
def test_again_after_what_she_would_do_is_no_asking_again(ev, later):
    earlier, last = _asked(ev, ("what pace for tempo?", later))
    proposal = run(events=[last], recent=earlier)
    assert not any(path.startswith("wiki/keeps-asking-") for path in proposal.pages)


def test_a_first_asking_that_says_again_does_not_count_for_a_second(ev):
    earlier, last = _asked(ev, ("what pace for tempo again?", "what pace for tempo?"))
    proposal = run(events=[last], recent=earlier)
    assert not any(path.startswith("wiki/keeps-asking-") for path in proposal.pages)


def test_the_page_keeps_its_name_and_its_older_asks_as_the_window_slides(ev):
    earlier, last = _asked(ev)
    first = run(events=[last], recent=earlier)
    later_day = DAY + dt.timedelta(days=2)
    again = [ev.chat(later_day - dt.timedelta(days=d), "08:00", "user", "tempo pace?") for d in (1, 0)]
    pages = {**core_pages(), **first.pages}
    second = run(pages=pages, events=[again[-1]], recent=[*earlier[1:], last, again[0]], day=later_day)
    asked = section_lines(second.pages[PAGE], "Asked")
    assert asked[0].startswith(f'- {later_day.isoformat()}: "tempo pace?"')
    assert any(line.startswith(f"- {(DAY - dt.timedelta(days=6)).isoformat()}:") for line in asked)
    assert not any(p.startswith("wiki/keeps-asking-") and p != PAGE for p in second.pages)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("is it ok to train when sore?", "can I work out with DOMS"),
        ("how many grams of protein do I need", "how much protein should I eat?"),
        ("do I really need rest days?", "why take a day off if I feel fine"),
        ("weights first or cardio first?", "lift then run or run then lift"),
        ("is creatine actually safe for women?", "should i be taking creatine or nah"),
        # a filler before the question, a subject that is not a pronoun, phrases and words of one topic
        ("how much protein should I be eating a day?", "sorry what was my protein number again"),
        ("is creatine safe?", "ok but should women even take creatine"),
        (
            "should I still train if I'm sore from tuesday?",
            "legs a bit achy from the squats, do I rest or go anyway?",
        ),
        (
            "is DOMS a reason to skip a session or nah",
            "legs a bit achy from the squats, do I rest or go anyway?",
        ),
        ("is fasted cardio better for fat loss?", "should I eat before my morning run or not"),
        ("is fasted cardio better for fat loss?", "does running on an empty stomach burn more fat?"),
        ("how often should I weigh myself", "daily weigh ins or weekly, which is better?"),
        ("how often should I weigh myself", "is it bad that I step on the scale every morning"),
        ("is it ok to train two days in a row?", "do I really need days off between sessions??"),
        ("can I skip a rest day or is that bad", "is it fine to lift back to back days?"),
        ("how many rest days do I need", "is it ok to lift every day"),
        ("how much water should I drink", "how many litres a day should I be having"),
        ("am I drinking enough water?", "how much water should I drink"),
        ("how do I lose belly fat", "can I spot reduce my stomach"),
        ("how do I lose belly fat", "why won't my tummy fat go away"),
        ("when will I see results", "why am I not seeing any changes yet"),
        ("when will I see results", "how long until I see progress"),
        # a word and its ending, an ache said for soreness, a swinging weight
        ("am I meant to stretch before or after?", "stretched before the session. is that bad?"),
        ("is it normal to still ache two days after?", "why am I always more sore on day two?"),
        ("why does the scale jump around so much", "up 1kg overnight, why does my weight fluctuate?"),
        ("how am I up 1.4 kg since yesterday??", "I genuinely don't get what's going on with my weight"),
        ("when's the next deload?", "how do you decide when I get a lighter week?"),
        (
            "how long before I actually see a difference?",
            "when do results normally kick in for people like me?",
        ),
    ],
)
def test_the_same_question_in_other_words_is_one_topic(a, b):
    words_a, words_b = (topic_words(_question_of(text).key) for text in (a, b))
    assert same_question(words_a, words_b)


def _question_of(text: str):
    """The question of a message (the sentence before it names what "it" or "that" is)."""
    *before, last = re.split(r"(?<=[.!])\s+", text)
    found = cues.question(last, " ".join(before))
    assert found is not None, text
    return found


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("is fasted cardio better for fat loss?", "what should I eat before training?"),
        ("how often should I weigh myself", "how much protein a day?"),
        ("should I still train if I'm sore from tuesday?", "what should I do on tuesday?"),
        ("how do I lose belly fat", "is fasted cardio better for fat loss?"),
        ("how long should I sleep", "how long until I see progress"),
        ("should I weigh myself every day", "is it ok to lift every day"),
    ],
)
def test_other_questions_are_other_topics(a, b):
    words_a, words_b = (topic_words(cues.question(text).key) for text in (a, b))
    assert not same_question(words_a, words_b)
