"""constraints-injuries `## Notes` from chat (wiki/distillers/rules/chat_notes.py): a bot's guess she
denies is noted as her being well, without the pain words of her denial; other notes keep her quote."""

import datetime as dt

import pytest

from tests.wiki.distillers.conftest import DAY, section_lines, task, validate
from wiki.distillers.rules import RulesDistiller
from wiki.tree.markup import constraint_entries

CONSTRAINTS = "wiki/constraints-injuries.md"
PAIN_WORDS = ("hurt", "sore", "ache", "ached", "pain", "injur", "bother")


def run(events):
    distill_input = task(events=events)
    proposal = RulesDistiller().propose(distill_input)
    assert validate(distill_input, proposal) == []
    return proposal


@pytest.mark.parametrize(
    ("question", "reply", "area"),
    [
        (
            "Is your hip still bugging you from the hike?",
            "my hip? it's never been sore, you've got the wrong person",
            "hip",
        ),
        ("Does your elbow still ache after the rows?", "Elbow never ached, no idea why", "elbow"),
        ("How's that wrist pain today?", "what wrist pain? my wrist is totally fine lol", "wrist"),
    ],
)
def test_a_denied_guess_is_noted_as_well_without_her_pain_words(ev, question, reply, area):
    turns = [ev.chat(DAY, "08:00", "bot", question), ev.chat(DAY, "08:03", "user", reply)]
    proposal = run(turns)
    page = proposal.pages[CONSTRAINTS]
    assert constraint_entries(page) == {} and proposal.alerts == ()
    (note,) = section_lines(page, "Notes")
    assert note.startswith(f"- 2026-08-09 {area}: all well, she said when asked"), note
    assert not any(word in note.lower() for word in PAIN_WORDS), note


@pytest.mark.parametrize(
    ("turns", "quoted"),
    [
        # not a reply to a guess: her own harmless mention keeps its quote
        ([(DAY, "08:00", "user", "knee clicked on squats, no pain")], '"knee clicked on squats, no pain"'),
        # a follow-up on a pain she reported is no guess: her answer is quoted
        (
            [
                (DAY - dt.timedelta(days=1), "08:00", "user", "my left knee hurts after the run, 4/10"),
                (DAY, "08:00", "bot", "How's the knee this morning?"),
                (DAY, "08:02", "user", "knee is fine now, no pain at all"),
            ],
            '"knee is fine now, no pain at all"',
        ),
    ],
)
def test_other_harmless_notes_keep_her_quote(ev, turns, quoted):
    proposal = run([ev.chat(*turn) for turn in turns])
    notes = section_lines(proposal.pages[CONSTRAINTS], "Notes")
    assert any(quoted in note for note in notes), notes


def test_a_denial_naming_no_area_keeps_her_quote(ev):
    turns = [
        ev.chat(DAY, "08:00", "bot", "Is your shoulder still bothering you on presses?"),
        ev.chat(DAY, "08:10", "user", "nope, no pain at all today"),
    ]
    (note,) = section_lines(run(turns).pages[CONSTRAINTS], "Notes")
    assert note.startswith('- 2026-08-09 shoulder: "nope, no pain at all today" — all well, she said')
