"""Each weekly-lint check on a hand-made snapshot (pure functions, no database)."""

import datetime as dt

from wiki.lint import checks as lint
from wiki.lint.checks import BodyReport, LintInput, OpenAlert
from wiki.tree.pagemap import CORE_PAGES

TODAY = dt.date(2026, 8, 16)  # a Sunday


def _page(title: str, body: str) -> str:
    return f"# {title}\n\n*Summary.*\n\n{body}\n"


def _snapshot(**overrides) -> LintInput:
    pages = {path: _page(path, "## Notes\n") for path in CORE_PAGES}
    pages["index.md"] = "# Index\n"
    pages.update(overrides.pop("pages", {}))
    return LintInput(today=TODAY, pages=pages, **overrides)


def _checks(findings) -> list[tuple[str, str]]:
    return [(f.check, f.key) for f in findings]


def test_contradictions_open_more_than_seven_days_are_reported():
    snapshot = _snapshot(
        open_contradictions=(
            OpenAlert(
                "wiki/recovery-patterns.md",
                "runs on hotel weeks",
                "skips on trips",
                TODAY - dt.timedelta(days=8),
            ),
            OpenAlert("wiki/goals.md", "a", "b", TODAY - dt.timedelta(days=7)),
        )
    )
    assert _checks(lint.open_contradictions(snapshot)) == [
        ("open_contradiction", "wiki/recovery-patterns.md:runs on hotel weeks")
    ]


def test_stale_claims_use_per_page_thresholds_and_spare_coach_blocks_and_standing_claims():
    old = (TODAY - dt.timedelta(days=61)).isoformat()
    pages = {
        "wiki/recovery-patterns.md": _page(
            "R", f"## Sleep\n- bedtime 23:40 (as of {old})\n- fresh (as of {TODAY})"
        ),
        "wiki/preferences.md": _page("P", f"## Timing\n- brief at 06:50 (as of {old})"),  # 90-day page
        "wiki/training-history.md": _page(
            "T",
            f"## Current block\n- Current block: Block 2 (as of {old})\n"
            f"<!-- coach 2026-01-01 -->\nold (as of {old})\n<!-- /coach -->",
        ),
        "wiki/constraints-injuries.md": _page(
            "C", f"## Entries\n- **left wrist** [constraint] x (as of {old})"
        ),
    }
    findings = lint.stale_claims(_snapshot(pages=pages))
    assert [(f.page, f.detail["line"]) for f in findings] == [("wiki/recovery-patterns.md", 6)]


def test_orphan_topic_pages_have_no_inbound_link_except_from_the_index():
    pages = {
        "wiki/travel-protocol.md": _page("Travel", "## Note\n"),
        "wiki/exercises/pull-up-progression.md": _page("Pull-up", "## Ladder\n"),
        "wiki/goals.md": _page("Goals", "See [pull-ups](exercises/pull-up-progression.md)."),
        "wiki/weekly/2026-W33.md": _page("Week", "## Days\n"),
        "index.md": "# Index\n[travel](wiki/travel-protocol.md)\n",
    }
    assert _checks(lint.orphan_pages(_snapshot(pages=pages))) == [("orphan_page", "wiki/travel-protocol.md")]


def test_missing_core_pages():
    snapshot = _snapshot()
    pages = {k: v for k, v in snapshot.pages.items() if k != "wiki/goals.md"}
    assert _checks(lint.missing_core_pages(LintInput(today=TODAY, pages=pages))) == [
        ("missing_core_page", "wiki/goals.md")
    ]


def test_concepts_on_three_pages_without_a_page_of_their_own():
    pages = {
        "wiki/training-history.md": _page("T", "- **goblet squat**: 3×8\n- **band row**: 3×10"),
        "wiki/goals.md": _page("G", "Goblet squat to 30 kg. Band row daily."),
        "wiki/profile.md": _page("P", "Likes the goblet squat."),
        "wiki/weekly/2026-W33.md": _page("W", "band row, band row"),
        "wiki/exercises/band-row.md": _page("Band row", "## Top sets\n"),
    }
    findings = lint.concepts_without_page(_snapshot(pages=pages))
    assert _checks(findings) == [("concept_without_page", "goblet squat")]
    assert findings[0].detail["pages"] == ["wiki/goals.md", "wiki/profile.md", "wiki/training-history.md"]


def test_broken_links_anywhere_including_the_index():
    pages = {
        "wiki/goals.md": _page(
            "G", "[ok](profile.md) [gone](nowhere.md) [web](https://example.com) [anchor](#x)"
        ),
        "index.md": "# Index\n[x](wiki/missing.md)\n",
    }
    assert _checks(lint.broken_links(_snapshot(pages=pages))) == [
        ("broken_link", "index.md:wiki/missing.md"),
        ("broken_link", "wiki/goals.md:nowhere.md"),
    ]


def test_oversize_pages():
    pages = {"wiki/profile.md": _page("P", "\n".join(f"- line {i}" for i in range(95)))}
    assert _checks(lint.oversize_pages(_snapshot(pages=pages))) == [("oversize_page", "wiki/profile.md")]


def test_an_area_twice_in_14_days_without_an_entry_is_a_gap():
    reports = (
        BodyReport("Right knee", TODAY - dt.timedelta(days=3), "checkin.soreness"),
        BodyReport("right knee", TODAY - dt.timedelta(days=10), "checkin.soreness"),
        BodyReport("left wrist", TODAY - dt.timedelta(days=2), "checkin.soreness"),
        BodyReport("left wrist", TODAY - dt.timedelta(days=4), "injury.reported"),
        BodyReport("lower back", TODAY - dt.timedelta(days=1), "checkin.soreness"),
        BodyReport("lower back", TODAY - dt.timedelta(days=20), "checkin.soreness"),
    )
    pages = {
        "wiki/constraints-injuries.md": _page("C", "## Entries\n- **left wrist** [constraint] no front rack")
    }
    findings = lint.area_gaps(_snapshot(pages=pages, body_reports=reports))
    assert _checks(findings) == [("gap", "area:right knee")]
    assert findings[0].detail == {"area": "right knee", "count": 2}


def test_a_goal_without_evidence_for_30_days_is_a_gap():
    goals = _page(
        "Goals",
        "## Goals\n- First strict pull-up (as of 2026-07-01)\n- Run a half marathon\n\n"
        "## Bodyweight\n- 64 kg",
    )
    snapshot = _snapshot(
        pages={"wiki/goals.md": goals},
        recent_event_text="session.completed {'sets': [{'exercise': 'pull-up negative'}]}",
    )
    assert _checks(lint.goals_without_evidence(snapshot)) == [("gap", "goal:run-a-half-marathon")]


def test_run_checks_reports_every_check_together():
    snapshot = _snapshot(
        pages={"wiki/goals.md": _page("G", "[gone](nowhere.md)"), "wiki/orphan.md": _page("O", "x")}
    )
    assert {f.check for f in lint.run_checks(snapshot)} == {"broken_link", "orphan_page"}


def test_stale_is_not_gone_a_claim_whose_subject_still_comes_up_is_kept():
    old = (TODAY - dt.timedelta(days=70)).isoformat()
    body = (
        f"## Soreness\n- {old} wrist: 3/5 — last set (as of {old})\n- {old} right knee: 3/5 (as of {old})\n"
    )
    pages = {"wiki/training-history.md": _page("Training history", body)}
    said = {
        (
            TODAY - dt.timedelta(days=3)
        ).isoformat(): "- 19:20 chat.turn — user: wrist a bit sore on the last set"
    }
    kept = lint.stale_claims(_snapshot(pages=pages, evidence=said))
    assert [f.message.split(": ", 1)[1] for f in kept] == [f"- {old} right knee: 3/5 (as of {old})"]
    assert len(lint.stale_claims(_snapshot(pages=pages))) == 2  # without evidence both are stale
    too_old = {(TODAY - dt.timedelta(days=65)).isoformat(): "chat.turn — user: wrist sore"}
    assert len(lint.stale_claims(_snapshot(pages=pages, evidence=too_old))) == 2


def test_a_goal_from_chat_is_judged_by_its_what_not_its_quote():
    said = 'said "I really want my first strict pull-up" (as of 2026-07-01)'
    line = f"- Goal: first strict pull-up — by March 2027 — {said}"
    snapshot = _snapshot(
        pages={"wiki/goals.md": _page("Goals", f"## Goals\n{line}\n")},
        recent_event_text="chat.turn {'role': 'user', 'text': 'i really want pizza'}",
    )
    assert _checks(lint.goals_without_evidence(snapshot)) == [("gap", "goal:first-strict-pull-up")]


def test_empty_core_sections_are_gaps_after_14_days_of_history():
    pages = {
        "wiki/profile.md": _page("Profile", "## Schedule\n\n## Travel\n- at home (as of 2026-08-01)"),
        "wiki/goals.md": _page(
            "Goals", '## Goals\n- Goal: a 10k — said "aiming for a 10k" (as of 2026-08-01)'
        ),
        "wiki/coaching-playbook.md": _page("Coaching playbook", "## What lands\n_Nothing yet._"),
    }
    assert lint.empty_core_sections(_snapshot(pages=pages, history_days=13)) == []
    found = lint.empty_core_sections(_snapshot(pages=pages, history_days=14))
    assert _checks(found) == [
        ("gap", "section:profile-schedule"),
        ("gap", "section:coaching-playbook-what-lands"),
    ]


def test_pain_said_only_in_chat_without_an_entry_is_a_gap():
    entries = "## Entries\n- **left wrist** [watch] sore 3/5 (as of 2026-08-01)"
    pages = {"wiki/constraints-injuries.md": _page("Constraints", entries)}
    snapshot = _snapshot(pages=pages, chat_pain_areas=("wrist", "lower back", "lower back"))
    (finding,) = lint.chat_pain_gaps(snapshot)
    assert (finding.key, finding.detail) == ("area:lower back", {"area": "lower back", "count": 2})
