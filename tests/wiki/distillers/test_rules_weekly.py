"""The current ISO week's page is written and updated; past weeks are frozen."""

import datetime as dt

from tests.wiki.distillers.conftest import DAY, core_pages, section_lines, sets, task, validate
from wiki.distillers.rules import RulesDistiller
from wiki.distillers.rules.weekly import weekly_path
from wiki.tree.markup import coach_blocks, page_summary

W32 = "wiki/weekly/2026-W32.md"
W31 = "wiki/weekly/2026-W31.md"
FROZEN_W31 = "# Week 2026-W31 — Marta\n\n*3/3 sessions — frozen*\n\n## Sessions\n- 3 done\n"


def test_the_week_page_is_named_by_the_iso_week_of_the_local_date():
    assert weekly_path(dt.date(2026, 8, 9)) == W32  # Sunday: still W32
    assert weekly_path(dt.date(2026, 8, 10)) == "wiki/weekly/2026-W33.md"
    assert weekly_path(dt.date(2027, 1, 1)) == "wiki/weekly/2026-W53.md"  # ISO year, not calendar year


def test_the_current_week_page_is_created_with_the_weeks_numbers(ev):
    monday = DAY - dt.timedelta(days=6)
    recent = [
        ev.session(monday, "lower body A", sets("squat", 40, 5)),
        ev.sleep(monday, 4.9),
        ev.recovery(monday, 40),
    ]
    recent += [
        ev.make("program.changed", monday - dt.timedelta(days=20), "09:00", summary="Block 2, 3×/week")
    ]
    recent += [ev.make("checkin.soreness", monday, "20:00", area="right knee", severity=3)]
    events = [ev.session(DAY, "upper body B", sets("row", 30, 8)), ev.sleep(DAY, 7.1), ev.recovery(DAY, 70)]
    distill_input = task(events=events, recent=recent)
    proposal = RulesDistiller().propose(distill_input)
    assert validate(distill_input, proposal) == []
    page = proposal.pages[W32]
    assert page.startswith(
        "# Week 2026-W32 — Marta\n\n*Week complete: 2/3 sessions; sleep 6 h; right knee flagged*\n"
    )
    assert section_lines(page, "Sessions") == [
        "- Sessions: 2 of 3 planned done, 0 skipped (as of 2026-08-09)",
        "- 2026-08-09 upper body B: done — 3 sets, 720 kg, RPE 7 (as of 2026-08-09)",
        "- 2026-08-03 lower body A: done — 3 sets, 600 kg, RPE 7 (as of 2026-08-03)",
    ]
    assert (
        section_lines(page, "Recovery")[0]
        == "- Sleep: avg 6 h over 2 nights, 1 short night (< 5.5 h) (as of 2026-08-09)"
    )
    assert section_lines(page, "Notes") == ["- 2026-08-03 right knee: sore 3/5 (as of 2026-08-03)"]
    assert "[training history](../training-history.md)" in page
    assert proposal.index_summaries[W32] == page_summary(page)


def test_a_past_week_page_is_never_written_even_when_handed_in_with_its_events(ev):
    last_sunday = DAY - dt.timedelta(days=7)
    late = ev.session(
        last_sunday, "late upload", sets("squat", 40, 5)
    )  # an event of last week, ingested today
    pages = core_pages() | {W31: FROZEN_W31}
    distill_input = task(pages=pages, events=[late])
    proposal = RulesDistiller().propose(distill_input)
    assert W31 not in proposal.pages
    assert W32 in proposal.pages  # the late session still counts for the training history, not for W31
    assert "late upload" in proposal.pages["wiki/training-history.md"]
    assert validate(distill_input, proposal) == []


def test_an_existing_week_page_is_updated_in_place_around_a_coach_block(ev):
    first = RulesDistiller().propose(
        task(events=[ev.session(DAY - dt.timedelta(days=2), "a", [])], day=DAY - dt.timedelta(days=2))
    )
    block = "<!-- coach 2026-08-07 -->\nGood week so far, keep it light on Sunday.\n<!-- /coach -->"
    page = first.pages[W32].replace("## Sessions\n", f"## Sessions\n{block}\n")
    pages = core_pages() | {W32: page}
    distill_input = task(pages=pages, events=[ev.session(DAY, "b", [])])
    proposal = RulesDistiller().propose(distill_input)
    assert coach_blocks(proposal.pages[W32]) == [block]
    assert validate(distill_input, proposal) == []
    assert [
        line.split(":")[0]
        for line in section_lines(proposal.pages[W32], "Sessions")
        if line.startswith("- 20")
    ] == [
        "- 2026-08-09 b",
        "- 2026-08-07 a",
    ]


def test_an_existing_week_page_not_handed_in_is_left_alone(ev):
    existing = core_pages() | {W32: "# Week\n\n*x*\n"}
    distill_input = task(pages=core_pages(), existing=existing, events=[ev.sleep(DAY, 7.0)])
    assert W32 not in RulesDistiller().propose(distill_input).pages


def test_inline_runs_never_write_the_week_page(ev):
    distill_input = task(
        events=[ev.make("injury.reported", DAY, "10:00", area="knee", description="twist")], mode="inline"
    )
    assert W32 not in RulesDistiller().propose(distill_input).pages


def test_midweek_the_summary_says_in_progress(ev):
    wednesday = DAY - dt.timedelta(days=4)
    proposal = RulesDistiller().propose(task(events=[ev.session(wednesday, "a", [])], day=wednesday))
    assert page_summary(proposal.pages[W32]).startswith("In progress: 1 sessions so far")


def test_sections_that_appear_midweek_go_before_see_also(ev):
    monday = DAY - dt.timedelta(days=6)
    first = RulesDistiller().propose(task(events=[ev.session(monday, "a", [])], day=monday)).pages[W32]
    tuesday = monday + dt.timedelta(days=1)
    soreness = ev.make("checkin.soreness", tuesday, "20:00", area="calf", severity=2)
    pages = core_pages() | {W32: first}
    second = RulesDistiller().propose(task(pages=pages, events=[soreness, ev.sleep(tuesday, 7)], day=tuesday))
    titles = [line[3:] for line in second.pages[W32].splitlines() if line.startswith("## ")]
    assert titles[-1] == "See also" and "Notes" in titles
