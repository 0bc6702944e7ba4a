"""A later chat turn read in its conversation (wiki/distillers/rules/reading.py): a sign or a change for
the worse said with no area joins the one area she reported this week — and nothing else does."""

import datetime as dt

import pytest

from tests.wiki.distillers.conftest import DAY, core_pages, section_lines, task, validate
from wiki.distillers.rules import RulesDistiller
from wiki.tree.markup import constraint_entries

CONSTRAINTS = "wiki/constraints-injuries.md"
FIRST = "rolled my ankle on the kerb walking home, hurts to walk on it"


def entries(ev, said: list[tuple[int, str]]) -> dict:
    """The constraints entries after her turns, each (days after the first, text), read in one run."""
    events = [ev.chat(DAY + dt.timedelta(days=d), "20:00", "user", text) for d, text in said]
    distill_input = task(events=events, day=events[-1].local_date)
    proposal = RulesDistiller().propose(distill_input)
    assert validate(distill_input, proposal) == []
    return constraint_entries(proposal.pages.get(CONSTRAINTS, ""))


@pytest.mark.parametrize(
    ("later", "words"),
    [
        ("update: the pain's gone but still swollen, like a golf ball on the outside", "still swollen"),
        ("limping to the car today, way worse than yesterday", "limping"),
        ("the pain is much worse this morning", "much worse"),
        ("properly painful to walk on now", "painful to walk"),
        ("bruised and throbbing today", "throbbing"),
        ("still hobbling, can barely walk this morning", "hobbling"),
        ("feeling worse today, can't put weight on it now", "feeling worse"),
        ("ok it's properly painful to walk on now, limping to the car", "limping"),  # "it": as before
        # the problem goes on, said first and of nothing else
        ("still there this morning", "still there"),
        ("still there. walking is fine though", "still there"),
        ("yeah still there tbh", "still there"),
        ("no better today", "no better"),
        ("same as yesterday", "same as yesterday"),
        ("ugh, still not right", "still not right"),
    ],
)
def test_a_later_sign_with_no_area_joins_the_one_area_she_reported(ev, later, words):
    entry = entries(ev, [(0, FIRST), (2, later)])["ankle"]
    assert "2 reports" in entry.text and words in entry.text.split("latest:")[1]


@pytest.mark.parametrize(
    "later",
    [
        "my husband is limping now too",  # someone else's
        "if the swelling comes back I'll stop",  # a hypothetical
        "is swelling normal after a week?",  # a question
        "legs are way worse today after the hills",  # legs: no area she reported
        "everything is worse today",  # the whole body
        "so sore after the session lol",  # plain soreness after training: no sign, no change
        "work is getting worse",  # worse, but of work
        "my sleep got worse this week",
        "feeling worse today, think I'm coming down with something",  # how she feels, not the ankle
        "I'm still there at the office, back at 8",  # a place, not the problem
        "the offer is still there if you want it",
        "no better way to start the day than a run",
    ],
)
def test_a_later_turn_that_is_not_about_her_area_adds_nothing(ev, later):
    entry = entries(ev, [(0, FIRST), (2, later)])["ankle"]
    assert "reports" not in entry.text


def test_two_areas_reported_this_week_make_a_later_sign_ambiguous(ev):
    found = entries(ev, [(0, FIRST), (1, "and my left wrist hurts from the fall"), (2, "way worse today")])
    assert all("reports" not in entry.text for entry in found.values())


def test_a_sign_said_more_than_a_week_later_is_not_joined(ev):
    entry = entries(ev, [(0, FIRST), (8, "still swollen and limping")])["ankle"]
    assert "reports" not in entry.text


def test_a_report_that_names_its_area_keeps_a_tail_without_her_words(ev):
    entry = entries(ev, [(0, FIRST), (2, "ankle still sore, maybe a 5")])["ankle"]
    assert entry.text.split("latest:")[1].strip().startswith("pain 5/10 (as of")


def profile(ev, turns: list[tuple[int, str, str]]) -> list[str]:
    """The profile's life context after (day, role, text) turns, all read in one run."""
    events = [
        ev.chat(DAY + dt.timedelta(days=d), f"{10 + i}:00", role, text)
        for i, (d, role, text) in enumerate(turns)
    ]
    distill_input = task(events=events, day=events[-1].local_date)
    proposal = RulesDistiller().propose(distill_input)
    assert validate(distill_input, proposal) == []
    return section_lines(proposal.pages.get("wiki/profile.md", ""), "Life context")


@pytest.mark.parametrize(
    ("news", "question", "reply", "label"),
    [
        ("exams start next week so prob cant train much soz", "When do they finish?", "the 20th", "Study"),
        ("off to Lisbon for work on monday", "How long are you away for?", "back next sunday", "Travel"),
        (
            "mum's in hospital, I'm going back and forth",
            "When is she back home?",
            "friday hopefully",
            "Illness",
        ),
    ],
)
def test_an_end_date_given_later_joins_her_life_event(ev, news, question, reply, label):
    lines = profile(ev, [(0, "user", news), (1, "bot", question), (1, "user", reply)])
    (line,) = [line for line in lines if line.startswith(f"- {label}: ")]
    assert f'"{reply}"' in line and "2 mentions" in line


@pytest.mark.parametrize(
    "turns",
    [
        [
            (0, "user", "exams start next week"),
            (1, "bot", "When do they finish?"),
            (1, "user", "no idea yet"),
        ],
        [(0, "user", "my knee hurts"), (1, "bot", "When did it start?"), (1, "user", "the 20th")],  # no news
        [(0, "user", "exams start next week"), (20, "bot", "When do they finish?"), (20, "user", "the 20th")],
    ],
)
def test_no_end_date_joins_a_life_event(ev, turns):
    assert not any('"the 20th"' in line or '"no idea yet"' in line for line in profile(ev, turns))


def test_a_correction_is_read_but_never_quoted_in_the_tail(ev):
    first = ev.chat(DAY, "19:00", "user", "my knee hurts on the lunges")
    ask, side = ev.chat(DAY, "19:05", "bot", "Which knee?"), ev.chat(DAY, "19:06", "user", "left")
    night = RulesDistiller().propose(task(events=[first, ask, side], day=DAY))
    pages = {**core_pages(), CONSTRAINTS: night.pages[CONSTRAINTS]}
    fix = ev.chat(DAY + dt.timedelta(days=1), "09:00", "user", "sorry I meant right not left")
    distill_input = task(events=[fix], recent=[first, ask, side], pages=pages, day=fix.local_date)
    found = constraint_entries(RulesDistiller().propose(distill_input).pages[CONSTRAINTS])
    tails = [entry.text.split("latest:")[1] for entry in found.values() if "latest:" in entry.text]
    assert tails and all("left" not in tail for tail in tails)


def test_a_numbered_answer_reaches_the_area_its_numbered_question_asked_about(ev):
    said = [
        ev.chat(DAY, "09:00", "user", "elbow aches on curls"),
        ev.chat(DAY + dt.timedelta(days=2), "09:00", "bot", "Quick check: 1) how's the elbow? 2) sleep?"),
        ev.chat(DAY + dt.timedelta(days=2), "09:05", "user", "1 worse 2 fine"),
    ]
    distill_input = task(events=said, day=said[-1].local_date)
    entry = constraint_entries(RulesDistiller().propose(distill_input).pages[CONSTRAINTS])["elbow"]
    assert "2 reports" in entry.text and "worse" in entry.text.split("latest:")[1]


def pains_after(ev, turns: list[tuple[str, str, str]]) -> dict:
    """The constraints entries after (time, role, text) turns of one day."""
    events = [ev.chat(DAY, at, role, text) for at, role, text in turns]
    proposal = RulesDistiller().propose(task(events=events, day=DAY))
    return constraint_entries(proposal.pages.get(CONSTRAINTS, ""))


@pytest.mark.parametrize(
    ("first", "then", "area"),
    [
        ("something hurts after running", "it's my calf", "calf"),
        ("ugh something's been aching since sunday", "left knee", "left knee"),
        ("pulled something on the last set", "my right hamstring i think", "right hamstring"),
    ],
)
def test_pain_in_one_turn_and_its_place_in_the_next(ev, first, then, area):
    found = pains_after(ev, [("18:00", "user", first), ("18:02", "user", then)])
    assert list(found) == [area]


@pytest.mark.parametrize(
    "turns",
    [
        # a bot question between: the question frames the reply (docs/understanding.md "Replies")
        [
            ("18:00", "user", "something hurts after running"),
            ("18:01", "bot", "Is it your knee?"),
            ("18:02", "user", "my calf"),
        ],
        # hours apart: not one thought
        [("08:00", "user", "something hurts after running"), ("18:00", "user", "my calf")],
        # no pain said before
        [("18:00", "user", "great run today"), ("18:02", "user", "my calf")],
        # the place turn says more than a place
        [
            ("18:00", "user", "something hurts after running"),
            ("18:02", "user", "my calf is fine though, it's the other thing"),
        ],
    ],
)
def test_no_place_joins_a_pain(ev, turns):
    assert "calf" not in pains_after(ev, turns)
