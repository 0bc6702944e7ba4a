"""⚠ CONTRADICTION pairs: flagged when a computed pattern flips a dated claim, listed with evidence,
never flagged twice."""

import datetime as dt

from tests.wiki.distillers.conftest import Events, core_pages, section_lines, sets, task, validate
from wiki.distillers.rules import RulesDistiller
from wiki.tree.markup import contradiction_lines

RECOVERY = "wiki/recovery-patterns.md"
HOTEL_CLAIM = "Runs reliably even on hotel weeks (as of 2026-06-30)"
DAY = dt.date(2026, 8, 4)  # Denys's distillation of 2026-08-04


def denys_history(ev: Events) -> list:
    """Four steady weeks of runs at home, then the Berlin trip: a tempo run done, one zone-2 run skipped."""
    events = []
    for n in range(30):
        day = dt.date(2026, 7, 1) + dt.timedelta(days=n)
        events.append(ev.recovery(day, 62))
        if day.weekday() in (1, 3, 5, 6):
            events.append(ev.session(day, "zone-2 run", [], hhmm="07:00", duration_min=45))
    events.append(ev.make("travel.started", dt.date(2026, 8, 1), "07:30", location="Berlin"))
    events.append(ev.session(dt.date(2026, 8, 1), "tempo run", [], hhmm="08:00", duration_min=40))
    events.append(ev.skipped(dt.date(2026, 8, 2), "zone-2 run", "hotel, no time", hhmm="07:00"))
    return events


def denys_pages(claim_line: str = f"- {HOTEL_CLAIM}") -> dict[str, str]:
    pages = core_pages("Denys")
    pages[RECOVERY] = pages[RECOVERY].replace("## Travel\n", f"## Travel\n{claim_line}\n")
    return pages


def run(**kwargs):
    distill_input = task(client_name="Denys", timezone="Europe/Berlin", **kwargs)
    proposal = RulesDistiller().propose(distill_input)
    assert validate(distill_input, proposal) == []
    return proposal


def test_skipped_runs_on_a_trip_flip_the_hotel_week_claim_into_a_pair():
    ev = Events("Europe/Berlin")
    history = denys_history(ev)
    skipped = ev.skipped(DAY, "zone-2 run", "early meeting", hhmm="07:00")
    proposal = run(pages=denys_pages(), events=[skipped], recent=history, day=DAY)
    (found,) = proposal.contradictions
    assert found.page == RECOVERY and found.old_claim == HOTEL_CLAIM
    assert found.new_claim.startswith("Travel vs adherence: drops while travelling — 1 of 3 logged sessions")
    assert found.new_claim.endswith("(as of 2026-08-04)")
    assert found.evidence == (history[-1].event_id, skipped.event_id)  # the two skipped runs
    assert section_lines(proposal.pages[RECOVERY], "Travel") == [
        f"- ⚠ CONTRADICTION (old): {HOTEL_CLAIM}",
        f"- ⚠ CONTRADICTION (new): {found.new_claim}",
    ]
    assert "⚠ 1 open contradiction" in proposal.index_summaries[RECOVERY]


def test_a_pair_already_on_the_page_is_not_flagged_again():
    ev = Events("Europe/Berlin")
    history = denys_history(ev)
    skipped = ev.skipped(DAY, "zone-2 run", "early meeting", hhmm="07:00")
    first = run(pages=denys_pages(), events=[skipped], recent=history, day=DAY)
    pages = denys_pages() | first.pages
    next_day = DAY + dt.timedelta(days=1)
    again = run(
        pages=pages,
        events=[ev.skipped(next_day, "zone-2 run", "jet lag")],
        recent=[*history, skipped],
        day=next_day,
    )
    assert again.contradictions == ()
    text = again.pages.get(RECOVERY, pages[RECOVERY])
    assert len(contradiction_lines(text)) == 2
    assert "- Travel vs adherence:" not in text  # no fresh claim beside an open pair


def test_after_the_coach_keeps_the_old_claim_the_same_evidence_does_not_nag():
    ev = Events("Europe/Berlin")
    history = denys_history(ev)
    skipped = ev.skipped(DAY, "zone-2 run", "early meeting", hhmm="07:00")
    next_day = DAY + dt.timedelta(days=1)
    # keep_old: the pair is gone, the old claim is back word for word.
    proposal = run(
        pages=denys_pages(), events=[ev.recovery(next_day, 60)], recent=[*history, skipped], day=next_day
    )
    assert proposal.contradictions == ()
    assert HOTEL_CLAIM in proposal.pages.get(RECOVERY, denys_pages()[RECOVERY])


def test_a_trip_that_holds_up_does_not_contradict_the_claim():
    ev = Events("Europe/Berlin")
    history = [e for e in denys_history(ev) if e.kind != "session.skipped"]
    done = [ev.session(DAY, "zone-2 run", [], hhmm="07:00"), ev.recovery(DAY, 64)]
    proposal = run(pages=denys_pages(), events=done, recent=history, day=DAY)
    assert proposal.contradictions == ()
    assert HOTEL_CLAIM in proposal.pages[RECOVERY]


def test_the_distillers_own_travel_verdict_flips_too():
    ev = Events("Europe/Berlin")
    history = denys_history(ev)
    own = (
        "- Travel vs adherence: holds up while travelling — 5 of 5 logged sessions done on travel "
        "days vs 20 of 20 "
        "at home (last 42 days) (as of 2026-06-30)"
    )
    skipped = ev.skipped(DAY, "zone-2 run", "early meeting", hhmm="07:00")
    proposal = run(pages=denys_pages(own), events=[skipped], recent=history, day=DAY)
    (found,) = proposal.contradictions
    assert found.old_claim == own[2:] and "drops while travelling" in found.new_claim


def test_a_recovery_baseline_that_moved_a_lot_is_flagged_and_a_small_drift_is_just_updated():
    ev = Events("Europe/Berlin")
    history = [ev.recovery(DAY - dt.timedelta(days=n), 61) for n in range(27, 0, -1)]
    pages = core_pages("Denys")
    pages[RECOVERY] = pages[RECOVERY].replace(
        "## Recovery\n", "## Recovery\n- Recovery baseline: 58% (as of 2026-06-30)\n"
    )
    drift = run(pages=pages, events=[ev.recovery(DAY, 60)], recent=history, day=DAY)
    assert drift.contradictions == ()
    assert "- Recovery baseline:" not in drift.pages[RECOVERY]  # its number is the stat block's now

    low = [ev.recovery(DAY - dt.timedelta(days=n), 45) for n in range(27, 0, -1)]
    ev2 = Events("Europe/Berlin", prefix="x")
    fresh = ev2.recovery(DAY, 44)
    # yesterday's window had no scores at all (a new strap): today's baseline is new evidence
    moved = run(pages=pages, events=[*low, fresh], day=DAY)
    (found,) = moved.contradictions
    assert found.old_claim == "Recovery baseline: 58% (as of 2026-06-30)"
    assert found.new_claim == "Recovery baseline: 45% (28-day mean, 28 days) (as of 2026-08-04)"
    assert fresh.event_id in found.evidence


def test_short_nights_no_longer_inflating_rpe_flips_the_inflation_claim():
    ev = Events("Europe/Berlin")
    claim = (
        "Short nights → next-day effort: RPE 8.5 after short nights vs 7 otherwise (+1.5; 4 vs 9 "
        "session days, "
        "last 42 days) (as of 2026-06-30)"
    )
    pages = core_pages("Denys")
    pages[RECOVERY] = pages[RECOVERY].replace("## Predictors\n", f"## Predictors\n- {claim}\n")
    recent = []
    for n in range(1, 13):
        day = DAY - dt.timedelta(days=n * 2)
        recent += [ev.sleep(day, 4.8 if n <= 2 else 7.4), ev.session(day, "s", sets("squat", 60, 5, rpe=7.5))]
    today = [ev.sleep(DAY, 4.9), ev.session(DAY, "s", sets("squat", 60, 5, rpe=7.5))]
    proposal = run(pages=pages, events=today, recent=recent, day=DAY)
    (found,) = proposal.contradictions
    assert found.old_claim == claim
    assert found.new_claim == (
        "Short nights → next-day effort: no clear RPE inflation — 7.5 vs 7.5 "
        "(3 vs 10 session days, last 42 days) (as of 2026-08-04)"
    )
    assert today[1].event_id in found.evidence
