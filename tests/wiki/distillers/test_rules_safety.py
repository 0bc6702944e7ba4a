"""constraints-injuries.md: watch items, levels that only rise, the 14-day safety alert, and the seed's
"Just a niggle" answer."""

import datetime as dt

from tests.wiki.distillers.conftest import DAY, core_pages, section_lines, task, validate
from wiki.distillers.rules import RulesDistiller
from wiki.tree.markup import constraint_entries

PAGE = "wiki/constraints-injuries.md"


def run(**kwargs):
    distill_input = task(**kwargs)
    proposal = RulesDistiller().propose(distill_input)
    assert validate(distill_input, proposal) == []
    return proposal


def with_entries(*lines: str) -> dict[str, str]:
    pages = core_pages()
    pages[PAGE] = pages[PAGE].replace("## Entries\n", "## Entries\n" + "".join(f"{x}\n" for x in lines))
    return pages


def soreness(ev, day, area="right knee", severity=3, hhmm="20:00"):
    return ev.make("checkin.soreness", day, hhmm, area=area, severity=severity)


def test_an_existing_entry_is_never_removed_or_lowered(ev):
    pages = with_entries(
        "- **left wrist** [constraint] no barbell front rack (as of 2026-07-01)",
        "- **right knee** [injury] meniscus, physio (as of 2026-06-01)",
    )
    proposal = run(
        pages=pages, events=[soreness(ev, DAY, "right knee", 3), soreness(ev, DAY, "left wrist", 2, "21:00")]
    )
    entries = constraint_entries(proposal.pages[PAGE])
    assert entries["right knee"].level == "injury" and entries["left wrist"].level == "constraint"
    assert entries["left wrist"].text.startswith(
        "no barbell front rack — last: 2026-08-09, 2 reports, latest: sore 2/5"
    )


def test_a_higher_level_raises_the_entry_and_keeps_the_reason(ev):
    pages = with_entries("- **left wrist** [watch] sore 3/5; first reported 2026-07-01 (as of 2026-07-01)")
    report = ev.make(
        "injury.reported", DAY, "10:00", area="Left wrist", description="sharp pain in front rack"
    )
    proposal = run(pages=pages, events=[report])
    (line,) = section_lines(proposal.pages[PAGE], "Entries")
    assert line == (
        "- **left wrist** [injury] sore 3/5; first reported 2026-07-01; raised to injury: injury reported: "
        "sharp pain in front rack on 2026-08-09 — last: 2026-08-09, 2 reports, latest: injury reported: "
        "sharp pain in front rack (as of 2026-08-09)"
    )


def test_a_watch_item_recurring_within_14_days_raises_one_high_safety_alert(ev):
    first = soreness(ev, DAY - dt.timedelta(days=9), severity=3)
    pages = with_entries("- **right knee** [watch] sore 3/5; first reported 2026-07-31 (as of 2026-07-31)")
    again = [soreness(ev, DAY, severity=2), soreness(ev, DAY, severity=3, hhmm="21:00")]
    proposal = run(pages=pages, events=again, recent=[first])
    (alert,) = proposal.alerts
    assert (alert.kind, alert.severity, alert.page) == ("safety", "high", PAGE)
    assert alert.evidence == (first.event_id, again[0].event_id)
    assert alert.payload == {
        "area": "right knee",
        "level": "watch",
        "previous_date": "2026-07-31",
        "date": "2026-08-09",
        "days_apart": 9,
        "source": "checkin.soreness",
        "escalation": False,
    }
    assert "Right knee came back within 9 days" in alert.message


def test_a_recurrence_after_more_than_14_days_is_not_an_alert(ev):
    pages = with_entries("- **right knee** [watch] sore 3/5; first reported 2026-07-20 (as of 2026-07-20)")
    old = soreness(ev, DAY - dt.timedelta(days=20))
    proposal = run(pages=pages, events=[soreness(ev, DAY)], recent=[old])
    assert proposal.alerts == ()
    assert "— last: 2026-08-09, 2 reports, latest: sore 3/5 (as of 2026-08-09)" in proposal.pages[PAGE]


def test_the_entrys_own_date_counts_as_the_previous_report(ev):
    pages = with_entries("- **lower back** [watch] sore 4/5; first reported 2026-08-01 (as of 2026-08-01)")
    event = soreness(ev, DAY, "lower back", 2)
    (alert,) = run(pages=pages, events=[event]).alerts
    assert alert.evidence == (event.event_id,) and alert.payload["previous_date"] == "2026-08-01"


def test_a_first_report_opens_a_watch_item_and_one_new_pain_alert(ev):
    mild = soreness(ev, DAY - dt.timedelta(days=3), severity=2)  # below the watch threshold: no entry then
    proposal = run(events=[soreness(ev, DAY, severity=3)], recent=[mild])
    (alert,) = proposal.alerts  # a new pain ranks first in every list of alerts (docs/wiki.md "Alerts")
    assert (alert.kind, alert.payload["area"], alert.payload["escalation"]) == ("safety", "right knee", False)
    entry = constraint_entries(proposal.pages[PAGE])["right knee"]
    assert entry.level == "watch"
    assert "first reported 2026-08-06" in entry.text  # the first report of any severity


def test_a_report_already_folded_inline_raises_no_second_alert_at_night(ev):
    first = soreness(ev, DAY - dt.timedelta(days=5))
    pages = with_entries("- **right knee** [watch] sore 3/5; first reported 2026-08-04 (as of 2026-08-04)")
    event = soreness(ev, DAY, severity=4)
    inline = run(pages=pages, events=[event], recent=[first], mode="inline")
    assert [a.kind for a in inline.alerts] == ["safety"]
    nightly = run(pages=pages | inline.pages, events=[event], recent=[first])
    assert nightly.alerts == ()
    assert PAGE not in nightly.pages


def test_an_area_the_coach_wrote_herself_gets_the_alert_but_no_second_entry(ev):
    block = (
        "<!-- coach 2026-07-01 -->\n- **left wrist** [constraint] no front rack, ever. — Nata\n<!-- "
        "/coach -->"
    )
    pages = core_pages()
    pages[PAGE] = pages[PAGE].replace("## Notes\n", f"## Notes\n{block}\n")
    recent = [soreness(ev, DAY - dt.timedelta(days=4), "left wrist", 2)]
    proposal = run(pages=pages, events=[soreness(ev, DAY, "left wrist", 3)], recent=recent)
    assert [a.kind for a in proposal.alerts] == ["safety"]
    assert proposal.pages.get(PAGE, pages[PAGE]).count("**left wrist**") == 1


def test_just_a_niggle_makes_the_knee_a_dated_watch_item(ev):
    """The knee came up twice this week; the lint question; "Just a niggle"."""
    recent = [
        soreness(ev, DAY - dt.timedelta(days=4), severity=2),
        soreness(ev, DAY - dt.timedelta(days=1), severity=2),
    ]
    answer = ev.make(
        "question.answered",
        DAY,
        "19:25",
        question_id="lint-2026-08-09-knee",
        answer="Just a niggle",
        page=PAGE,
        question=(
            "You've mentioned your right knee twice this week. Is it a real thing we should train around?"
        ),
    )
    pages = {PAGE: core_pages()[PAGE]}
    proposal = run(pages=pages, existing=core_pages(), events=[answer], recent=recent, mode="inline")
    assert section_lines(proposal.pages[PAGE], "Entries") == [
        '- **right knee** [watch] answered "Just a niggle"; mentioned 2× in the 14 days before (as '
        "of 2026-08-09)"
    ]
    assert proposal.alerts == ()  # an answer is not a recurrence
    assert proposal.log_subject == "answer: Just a niggle"
    assert proposal.index_summaries[PAGE] == "Right knee [watch]"

    # … and when it recurs, it escalates to the coach.
    later = soreness(ev, DAY + dt.timedelta(days=3), severity=2)
    escalation = run(
        pages=core_pages() | proposal.pages,
        events=[later],
        recent=[*recent, answer],
        day=DAY + dt.timedelta(days=3),
    )
    assert [(a.kind, a.severity) for a in escalation.alerts] == [("safety", "high")]


def test_its_a_thing_makes_a_constraint_and_the_area_can_come_from_recent_reports(ev):
    recent = [soreness(ev, DAY - dt.timedelta(days=2), "left wrist", 2)]
    answer = ev.make("question.answered", DAY, "19:25", question_id="q-88", answer="It's a thing")
    proposal = run(
        pages={PAGE: core_pages()[PAGE]}, existing=core_pages(), events=[answer], recent=recent, mode="inline"
    )
    assert constraint_entries(proposal.pages[PAGE])["left wrist"].level == "constraint"


def test_an_answer_about_no_body_area_never_reaches_constraints(ev):
    answer = ev.make("question.answered", DAY, "19:25", question_id="q-1", answer="Just a niggle")
    proposal = run(events=[answer], mode="inline")
    assert PAGE not in proposal.pages


def test_a_training_soreness_check_in_opens_no_watch_item_but_a_high_one_does(ev):
    doms = ev.make("checkin.soreness", DAY, "20:00", area="quads", severity=3, note="normal doms")
    proposal = run(events=[doms])
    assert proposal.alerts == () and constraint_entries(proposal.pages.get(PAGE, "")) == {}
    worse = ev.make("checkin.soreness", DAY, "20:00", area="quads", severity=5, note="doms but brutal")
    assert [a.kind for a in run(events=[worse]).alerts] == ["safety"]


def test_a_side_said_later_lands_on_the_entry_of_the_same_body_part(ev):
    pages = with_entries("- **knee** [watch] pain moderate; first reported 2026-08-07 (as of 2026-08-07)")
    event = ev.chat(DAY, "08:00", "user", "knee again, the right one, after the run")
    proposal = run(pages=pages, events=[event])
    (line,) = section_lines(proposal.pages[PAGE], "Entries")
    assert line.startswith("- **knee** [watch] pain moderate; first reported 2026-08-07 — last: 2026-08-09")
    assert "latest: right knee pain after the run" in line


def test_a_side_said_in_between_stays_when_an_unsided_report_follows(ev):
    pages = with_entries(
        "- **elbow** [watch] pain; first reported 2026-08-05 — last: 2026-08-07, 2 reports, "
        "latest: right elbow pain on curls (as of 2026-08-07)"
    )
    event = ev.chat(DAY, "08:00", "user", "elbow grumbling again")
    proposal = run(pages=pages, events=[event])
    (line,) = section_lines(proposal.pages[PAGE], "Entries")
    assert "latest: right elbow pain" in line and "3 reports" in line


def test_a_symptom_said_with_a_body_part_is_one_incident_and_one_alert(ev):
    said = "Body: weird tight chest and dizzy during the last interval, sat down and it passed"
    turn = ev.make("chat.turn", DAY, "08:00", role="user", text=said)
    proposal = run(events=[turn])
    assert [a.payload["area"] for a in proposal.alerts if a.kind == "safety"] == ["chest"]
    entries = proposal.pages[PAGE]
    assert "**chest**" in entries and "**dizziness**" in entries


def test_a_level_raised_from_chat_keeps_her_words(ev):
    entry = '- **right knee** [watch] pain mild; first reported 2026-07-01: "knee a little sore"'
    pages = with_entries(entry)
    said = "Body: the right knee is worse — swollen and it gave way on the stairs yesterday."
    turn = ev.make("chat.turn", DAY, "08:00", role="user", text=said)
    proposal = run(events=[turn], pages=pages)
    (line,) = [x for x in section_lines(proposal.pages[PAGE], "Entries") if "right knee" in x]
    assert "[injury]" in line and "raised to injury" in line and "gave way" in line


def test_a_check_in_and_her_chat_about_the_same_area_raise_one_alert(ev):
    checkin = soreness(ev, DAY, area="ribs", severity=4, hhmm="09:00")
    said = ev.chat(DAY, "09:20", "user", "the ribs: left side, sharp when I breathe in deep or cough")
    proposal = run(events=[checkin, said])
    assert [a.payload["area"] for a in proposal.alerts if a.kind == "safety"] == ["rib"]
    assert [area for area in constraint_entries(proposal.pages[PAGE]) if "rib" in area] == ["rib"]
