"""Same input → byte-identical proposal: no clock, no input order, no instance state; retries are
deterministic too, and compress harder."""

import dataclasses
import datetime as dt
import random

import time_machine

from tests.wiki.distillers.conftest import DAY, PLAYBOOK, Events, core_pages, marta_day, task, validate
from wiki.distillers.rules import RulesDistiller

TRAINING = "wiki/training-history.md"


def busy_input(ev: Events, mode: str = "nightly"):
    recent = [e for n in range(1, 43) for e in marta_day(ev, DAY - dt.timedelta(days=n), 100 - n)]
    events = [
        *marta_day(ev, DAY, 100),
        ev.make("checkin.soreness", DAY, "20:00", area="right knee", severity=3),
        ev.make("note.filed", DAY, "21:00", title="Travel protocol", body="DB full body + incline walk"),
        ev.chat(DAY, "21:05", "user", "I prefer voice notes in the evening"),
    ]
    pages = core_pages() | {"wiki/coaching-playbook.md": PLAYBOOK}
    return task(pages=pages, events=events, recent=recent, mode=mode)


def test_the_same_input_gives_byte_identical_output():
    distill_input = busy_input(Events())
    first = RulesDistiller().propose(distill_input)
    second = RulesDistiller().propose(distill_input)
    assert repr(first) == repr(second)
    assert first.pages and first.index_summaries and first.alerts == second.alerts


def test_input_order_and_the_wall_clock_do_not_matter():
    distill_input = busy_input(Events())
    expected = repr(RulesDistiller().propose(distill_input))
    rng = random.Random(7)
    events, recent = list(distill_input.events), list(distill_input.recent_events)
    rng.shuffle(events)
    rng.shuffle(recent)
    shuffled = dataclasses.replace(distill_input, events=tuple(events), recent_events=tuple(recent))
    with time_machine.travel(dt.datetime(2031, 1, 1, 3, 0, tzinfo=dt.UTC), tick=False):
        assert repr(RulesDistiller().propose(shuffled)) == expected


def test_one_distiller_instance_keeps_no_state_between_runs():
    distiller = RulesDistiller()
    a, b = busy_input(Events()), busy_input(Events(prefix="other"))
    first = repr(distiller.propose(a))
    distiller.propose(b)
    assert repr(distiller.propose(a)) == first


def test_a_retry_after_a_line_cap_complaint_compresses_harder_and_is_deterministic():
    distill_input = busy_input(Events())
    plain = RulesDistiller().propose(distill_input)
    retry_input = dataclasses.replace(
        distill_input, violations=("[line-cap] wiki/training-history.md: 95 lines; the cap is 90 per page",)
    )
    retry = RulesDistiller().propose(retry_input)
    assert repr(retry) == repr(RulesDistiller().propose(retry_input))
    assert len(retry.pages[TRAINING].splitlines()) < len(plain.pages[TRAINING].splitlines())
    assert validate(retry_input, retry) == []


def test_a_retry_never_leaves_out_a_page_a_violation_names():
    """Skipping a page would read "done" while dropping its evidence (docs/wiki.md "Poison events")."""
    distill_input = busy_input(Events())
    first = RulesDistiller().propose(distill_input)
    retry_input = dataclasses.replace(
        distill_input, violations=("[links] wiki/preferences.md: link 'x.md' → wiki/x.md does not exist",)
    )
    retry = RulesDistiller().propose(retry_input)
    assert "wiki/preferences.md" in first.pages
    assert "wiki/preferences.md" in retry.pages and TRAINING in retry.pages


def test_a_crowded_page_is_compressed_under_the_target():
    ev = Events()
    prose = "".join(f"- Coach-approved note {n} about pressing and the wrist.\n" for n in range(52))
    pages = core_pages()
    pages[TRAINING] = pages[TRAINING].replace("## Lifts\n", f"## Lifts\n{prose}")
    monday = DAY - dt.timedelta(days=6)
    recent = [e for n in range(1, 43) for e in marta_day(ev, monday - dt.timedelta(days=n), 100 - n)]
    distill_input = task(pages=pages, events=marta_day(ev, monday, 100), recent=recent, day=monday)
    proposal = RulesDistiller().propose(distill_input)
    lines = proposal.pages[TRAINING].splitlines()
    assert len(lines) <= 80
    assert (
        sum(1 for line in lines if line.startswith("- Coach-approved note")) == 52
    )  # other writers' lines stay
    assert any(line.startswith("- Earlier: ") for line in lines)
    assert validate(distill_input, proposal) == []
