"""Evidence against a coach block becomes a `coach_block_tension` question — the block is never touched."""

import datetime as dt

from tests.wiki.distillers.conftest import DAY, PLAYBOOK, Events, core_pages, task, validate
from wiki.distillers.rules import RulesDistiller
from wiki.tree.markup import coach_blocks

TRAINING = "wiki/training-history.md"
PLAN_BLOCK = (
    "<!-- coach 2026-07-01 -->\nShe trains 3 sessions a week, Mon/Wed/Fri. Protect that rhythm. — "
    "Nata\n<!-- /coach -->"
)


def training_with_block() -> dict[str, str]:
    pages = core_pages()
    pages[TRAINING] = pages[TRAINING].replace("## Adherence\n", f"## Adherence\n{PLAN_BLOCK}\n")
    return pages


def sessions(ev: Events, days: int, per_week: int) -> list:
    """`per_week` sessions each week over the last `days` days before DAY."""
    out = []
    for n in range(days, 0, -1):
        day = DAY - dt.timedelta(days=n)
        if day.weekday() in (0, 2, 4)[:per_week]:
            out.append(ev.session(day, "strength", [], hhmm="18:00"))
        elif day.weekday() in (0, 2, 4):
            out.append(ev.skipped(day, "strength", "too tired"))
    return out


def run(**kwargs):
    distill_input = task(**kwargs)
    proposal = RulesDistiller().propose(distill_input)
    assert validate(distill_input, proposal) == []
    return distill_input, proposal


def slipping(ev: Events) -> list:
    """Three a week until five weeks ago, then fewer: yesterday's 28 days held 9 sessions (2.25 a
    week, within a session of the plan); today the oldest of them leaves the window (2.0 a week)."""
    done_days = [35, 33, 31, 28, 26, 24, 21, 17, 14, 10, 7, 3]
    out = []
    for n in range(40, 0, -1):
        day = DAY - dt.timedelta(days=n)
        if n in done_days or (n > 35 and day.weekday() in (0, 2, 4)):
            out.append(ev.session(day, "strength", [], hhmm="18:00"))
    return out


def test_a_plan_the_evidence_does_not_follow_becomes_a_question_for_the_coach(ev):
    history = slipping(ev)
    today = ev.skipped(DAY, "strength", "too tired")
    _, proposal = run(pages=training_with_block(), events=[today], recent=history)
    (alert,) = [a for a in proposal.alerts if a.kind == "coach_block_tension"]
    assert alert.page == TRAINING and alert.severity == "medium"
    assert alert.payload["detector"] == "sessions_per_week" and alert.payload["block_date"] == "2026-07-01"
    assert alert.payload["claim"] == "the plan is 3 sessions a week"
    assert alert.payload["observed"] == "2 a week over the last 4 weeks (8 done, 1 skipped)"
    assert "Does the note still hold for Marta?" in alert.message
    assert today.event_id in alert.evidence
    assert coach_blocks(proposal.pages[TRAINING]) == [PLAN_BLOCK]  # written around, never into


def test_the_same_tension_is_not_asked_again_the_next_night(ev):
    history = sessions(ev, 40, per_week=1)
    _, proposal = run(
        pages=training_with_block(), events=[ev.skipped(DAY, "strength", "tired")], recent=history
    )
    assert [a for a in proposal.alerts if a.kind == "coach_block_tension"] == []


def test_a_plan_the_evidence_follows_is_no_tension(ev):
    _, proposal = run(
        pages=training_with_block(), events=[ev.session(DAY, "strength", [])], recent=sessions(ev, 35, 3)
    )
    assert proposal.alerts == ()


def test_too_little_history_is_no_tension(ev):
    _, proposal = run(
        pages=training_with_block(), events=[ev.skipped(DAY, "strength", "x")], recent=sessions(ev, 10, 1)
    )
    assert proposal.alerts == ()


def test_responds_well_to_numbers_vs_silences_after_numbers_heavy_messages():
    ev = Events()
    block = (
        "<!-- coach 2026-07-10 -->\nResponds well to blunt numbers: weigh-ins, kg, streaks. — "
        "Nata\n<!-- /coach -->"
    )
    pages = core_pages()
    pages["wiki/coaching-playbook.md"] = PLAYBOOK.replace(
        "## Escalation notes", f"{block}\n\n## Escalation notes"
    )
    history = []
    for n in (30, 20):
        day = DAY - dt.timedelta(days=n)
        history += [
            ev.chat(day, "08:00", "bot", "Weigh-in: 64.4 kg, down 0.3 kg"),
            ev.chat(day + dt.timedelta(days=2), "10:00", "user", "ok"),
        ]
    history.append(ev.chat(DAY - dt.timedelta(days=3), "08:00", "bot", "Protein 58 g yesterday, 40 g short"))
    today = ev.chat(DAY, "09:00", "user", "sorry, rough days")
    _, proposal = run(pages=pages, events=[today], recent=history)
    (alert,) = proposal.alerts
    assert alert.kind == "coach_block_tension" and alert.page == "wiki/coaching-playbook.md"
    assert alert.payload["detector"] == "responds_to_numbers" and alert.payload["block_date"] == "2026-07-10"
    assert "3 of 3 numbers-heavy messages" in alert.payload["observed"]
    page = proposal.pages["wiki/coaching-playbook.md"]
    assert coach_blocks(page) == coach_blocks(pages["wiki/coaching-playbook.md"])
    assert (
        "- Numbers-heavy messages followed by 2+ days of silence: 3 of 3 (last 42 days) (as of 2026-08-09)"
        in page
    )


def test_inline_runs_ask_no_questions(ev):
    history = slipping(ev)
    soreness = ev.make("checkin.soreness", DAY, "20:00", area="knee", severity=3)
    _, proposal = run(pages=training_with_block(), events=[soreness], recent=history, mode="inline")
    assert [a for a in proposal.alerts if a.kind == "coach_block_tension"] == []
