"""Each event kind folds into dated claims in the right section of the mapped pages."""

import datetime as dt

from tests.wiki.distillers.conftest import DAY, core_pages, propose, section_lines, sets, task, validate
from wiki.distillers.rules import RulesDistiller
from wiki.tree.markup import page_summary

YESTERDAY = DAY - dt.timedelta(days=1)
TRAINING = "wiki/training-history.md"
RECOVERY = "wiki/recovery-patterns.md"


def _check(distill_input, proposal):
    assert validate(distill_input, proposal) == []
    for path, text in proposal.pages.items():
        summary = proposal.index_summaries[path]
        assert summary.strip() and "\n" not in summary and len(summary) <= 200
        assert page_summary(text)
    return proposal


def run(**kwargs):
    distill_input = task(**kwargs)
    return _check(distill_input, RulesDistiller().propose(distill_input))


def test_sleep_becomes_dated_claims_in_the_sleep_section(ev):
    recent = [ev.sleep(DAY - dt.timedelta(days=n), 7.0) for n in range(1, 7)]
    proposal = run(events=[ev.sleep(DAY, 5.0, bedtime="23:40", quality=2)], recent=recent)
    lines = section_lines(proposal.pages[RECOVERY], "Sleep")
    assert lines[0] == "- Last night: 5 h, bedtime 23:40, quality 2/5 (as of 2026-08-09)"
    # the averages are the stat block's (the pipeline writes it; docs/wiki.md "Stat blocks")
    assert (
        lines[1]
        == "- Short nights (< 5.5 h): 1 of the last 7 logged nights (latest 2026-08-09) (as of 2026-08-09)"
    )
    assert set(proposal.pages) == {RECOVERY, "wiki/weekly/2026-W32.md"}


def test_recovery_score_gives_the_latest_score_and_the_28_day_baseline(ev):
    recent = [ev.recovery(DAY - dt.timedelta(days=n), 50 + n) for n in range(1, 40)]
    proposal = run(events=[ev.recovery(DAY, 70)], recent=recent)
    lines = section_lines(proposal.pages[RECOVERY], "Recovery")
    window = [70] + [50 + n for n in range(1, 28)]  # the last 28 local days only
    assert lines == ["- Latest recovery score: 70% (as of 2026-08-09)"]  # the baseline: the stat block's
    assert f"baseline {round(sum(window) / 28)}%" in proposal.index_summaries[RECOVERY]


def test_a_completed_session_logs_the_session_and_each_lifts_top_set(ev):
    lifts = [
        *sets("goblet squat", 22.5, 8, rpe=7),
        {"exercise": "goblet squat", "reps": 10, "weight_kg": 20.0},
    ]
    lifts += sets("band row", 0, 11, rpe=8)
    proposal = run(events=[ev.session(DAY, "lower body A", lifts, duration_min=52)])
    page = proposal.pages[TRAINING]
    assert section_lines(page, "Recent sessions") == [
        "- 2026-08-09 lower body A: done — 7 sets, 740 kg, 52 min, RPE 7.5 (as of 2026-08-09)"
    ]
    lifts_section = section_lines(page, "Lifts")
    assert (
        "- **goblet squat**: last 22.5 kg × 8 (3 sets, RPE 7); best 22.5 kg × 8 held 1× since "
        "2026-08-09 (as of 2026-08-09)" in lifts_section
    )
    assert any(line.startswith("- **band row**: last bodyweight × 11") for line in lifts_section)
    assert proposal.log_subject == "session: lower body A"


def test_a_skipped_session_keeps_its_reason_on_training_history_and_recovery_patterns(ev):
    proposal = run(events=[ev.skipped(DAY, "upper body B", "rough night with the baby")])
    assert section_lines(proposal.pages[TRAINING], "Recent sessions") == [
        "- 2026-08-09 upper body B: skipped — rough night with the baby (as of 2026-08-09)"
    ]
    predictors = section_lines(proposal.pages[RECOVERY], "Predictors")
    assert predictors == [
        "- Skipped sessions: 1 of 1 logged in the last 42 days — rough night with the baby ×1 (as of "
        "2026-08-09)"
    ]
    assert proposal.log_subject == "skipped: upper body B"


def test_meals_fold_into_protein_claims_and_a_per_day_line(ev):
    recent = [ev.make("weight.logged", DAY - dt.timedelta(days=3), "08:00", kg=65.0)]
    recent += [
        ev.meal(YESTERDAY, "08:00", 20),
        ev.meal(YESTERDAY, "13:00", 20),
        ev.meal(YESTERDAY, "19:00", 30),
    ]
    meals = [
        ev.meal(DAY, "08:00", 30, kcal=500),
        ev.meal(DAY, "13:00", 40, kcal=600),
        ev.meal(DAY, "19:00", 40),
    ]
    proposal = run(events=meals, recent=recent)
    page = proposal.pages["wiki/nutrition-patterns.md"]
    assert section_lines(page, "Protein") == [
        "- Low-protein days (< 78 g, 1.2 g/kg): 1 of 2 (latest 2026-08-08) (as of 2026-08-09)",
        "- Protein by meal: breakfast 25 g, lunch 30 g, dinner 35 g (average per meal, last 14 days) "
        "(as of 2026-08-09)",
    ]
    assert (
        section_lines(page, "Recent days")[0]
        == "- 2026-08-09: 3 meals, 110 g protein, 1,100 kcal (as of 2026-08-09)"
    )


def test_weight_goes_to_goals_with_its_trend(ev):
    recent = [ev.make("weight.logged", DAY - dt.timedelta(days=14), "08:00", kg=65.0)]
    proposal = run(events=[ev.make("weight.logged", DAY, "08:00", kg=64.2)], recent=recent)
    assert section_lines(proposal.pages["wiki/goals.md"], "Bodyweight") == [
        "- Latest weight: 64.2 kg (as of 2026-08-09)",
        "- Weight trend: 65 kg → 64.2 kg (−0.8 kg) over 14 days (2 weigh-ins) (as of 2026-08-09)",
    ]


def test_only_explicit_preference_phrases_in_chat_become_preferences(ev):
    turns = [
        ev.chat(DAY, "07:05", "bot", "Morning! Plan adjusted."),
        ev.chat(DAY, "07:09", "user", "ok thanks"),
        ev.chat(DAY, "07:30", "bot", "Lunch idea?"),
        ev.chat(DAY, "07:40", "user", "Please don't send recipes, I prefer buttons"),
        ev.chat(DAY, "08:00", "bot", "Noted"),
        ev.chat(DAY, "08:02", "user", "👍"),
    ]
    proposal = run(events=turns)
    page = proposal.pages["wiki/preferences.md"]
    assert section_lines(page, "Interaction") == [
        '- Said "Please don\'t send recipes, I prefer buttons" [ev 4] (as of 2026-08-09)'
    ]
    assert (
        "- Reply speed: median 4 min after a bot message (3 replies, last 28 days) (as of 2026-08-09)"
        in section_lines(page, "Timing")
    )


def test_brief_confirmations_give_the_usual_time(ev):
    recent = [ev.make("brief.confirmed", DAY - dt.timedelta(days=n), "06:50") for n in range(1, 4)]
    proposal = run(events=[ev.make("brief.confirmed", DAY, "07:20", at="07:20")], recent=recent)
    assert section_lines(proposal.pages["wiki/preferences.md"], "Timing") == [
        "- Morning brief: confirmed at about 06:50 (median of 4 in the last 28 days; 3 before 07:00) "
        "(as of 2026-08-09)"
    ]


def test_soreness_is_logged_and_only_severity_3_or_more_opens_a_watch_item(ev):
    proposal = run(
        events=[
            ev.make("checkin.soreness", DAY, "20:00", area="Right Knee", severity=3, note="stairs"),
            ev.make("checkin.soreness", DAY, "20:01", area="lower back", severity=2),
        ]
    )
    assert section_lines(proposal.pages[TRAINING], "Soreness") == [
        "- 2026-08-09 lower back: 2/5 (as of 2026-08-09)",
        "- 2026-08-09 Right Knee: 3/5 — stairs (as of 2026-08-09)",
    ]
    assert section_lines(proposal.pages["wiki/constraints-injuries.md"], "Entries") == [
        "- **right knee** [watch] sore 3/5 (stairs); first reported 2026-08-09 (as of 2026-08-09)"
    ]


def test_injury_report_opens_an_injury_entry(ev):
    proposal = run(
        events=[ev.make("injury.reported", DAY, "10:00", area="left wrist", description="pain in front rack")]
    )
    assert section_lines(proposal.pages["wiki/constraints-injuries.md"], "Entries") == [
        "- **left wrist** [injury] injury reported: pain in front rack; reported 2026-08-09 (as of "
        "2026-08-09)"
    ]
    assert proposal.log_subject == "injury: left wrist"


def test_travel_sets_the_profile_status_and_logs_the_trip(ev):
    start = DAY - dt.timedelta(days=4)
    proposal = run(
        events=[ev.make("travel.ended", DAY, "21:00", location="Kyiv")],
        recent=[ev.make("travel.started", start, "07:00", location="Berlin")],
    )
    assert section_lines(proposal.pages["wiki/profile.md"], "Travel") == [
        "- Travel status: at home since 2026-08-09 (back from Berlin) (as of 2026-08-09)",
        "- 2026-08-05 Berlin: 2026-08-05 → 2026-08-09 (5 days) (as of 2026-08-09)",
    ]
    started = run(events=[ev.make("travel.started", DAY, "07:00", location="Lviv")])
    assert started.log_subject == "travel: Lviv"
    assert section_lines(started.pages["wiki/profile.md"], "Travel")[0] == (
        "- Travel status: travelling — Lviv since 2026-08-09 (as of 2026-08-09)"
    )


def test_program_changes_update_the_block_and_keep_a_short_history(ev):
    earlier = ev.make(
        "program.changed", DAY - dt.timedelta(days=40), "09:00", summary="Block 1: full body 3×/week"
    )
    change = ev.make("program.changed", DAY, "09:00", summary="Block 2: upper/lower 3×/week", by="nata")
    proposal = run(events=[change], recent=[earlier])
    assert section_lines(proposal.pages[TRAINING], "Current block") == [
        "- Current block: Block 2: upper/lower 3×/week (set by nata) (as of 2026-08-09)",
        "- 2026-06-30 program change: Block 1: full body 3×/week (as of 2026-06-30)",
    ]
    assert section_lines(proposal.pages["wiki/goals.md"], "Current program") == [
        "- Current program: Block 2: upper/lower 3×/week (set by nata) (as of 2026-08-09)"
    ]


def test_an_answer_goes_to_the_questions_page(ev):
    answer = ev.make(
        "question.answered",
        DAY,
        "19:25",
        question_id="q-17",
        answer="Mornings before 7 work best",
        page="wiki/preferences.md",
        question="When is the best time for the brief?",
    )
    pages = {"wiki/preferences.md": core_pages()["wiki/preferences.md"]}
    proposal = run(events=[answer], pages=pages, existing=core_pages(), mode="inline")
    assert list(proposal.pages) == ["wiki/preferences.md"]
    assert section_lines(proposal.pages["wiki/preferences.md"], "Answers") == [
        '- 2026-08-09 q-17: "Mornings before 7 work best" — asked: When is the best time for the '
        "brief? (as of 2026-08-09)"
    ]


def test_inline_runs_touch_only_the_triggering_sections_and_at_most_two_pages(ev):
    events = [
        ev.make("checkin.soreness", DAY, "20:00", area="right knee", severity=4),
        ev.make("program.changed", DAY, "20:05", summary="Deload week"),
    ]
    recent = [ev.sleep(YESTERDAY, 7.0), ev.session(YESTERDAY, "lower body A", sets("squat", 40, 5))]
    proposal = run(events=events, recent=recent, mode="inline")
    assert list(proposal.pages) == ["wiki/constraints-injuries.md", TRAINING]
    training = proposal.pages[TRAINING]
    assert section_lines(training, "Recent sessions") == [] and section_lines(training, "Adherence") == []
    assert section_lines(training, "Soreness") and section_lines(training, "Current block")
    assert proposal.log_subject == "soreness: right knee 4/5"


def test_a_quiet_rerun_changes_nothing(ev):
    events = [ev.sleep(DAY, 6.5), ev.recovery(DAY, 61), ev.session(DAY, "lower body A", sets("squat", 40, 5))]
    first = propose(events=events)
    tree = core_pages() | first.pages
    again = RulesDistiller().propose(task(pages=tree, events=events))
    assert again.pages == {}  # refolding the same events is a no-op: nothing to write


def test_a_rest_day_subject(ev):
    assert propose(events=[ev.sleep(DAY, 7.0)]).log_subject == "rest day"


def test_a_block_older_than_the_window_still_lands_in_the_program_history(ev):
    pages = core_pages()
    old = "- Current block: Block 1: full body 3×/week (set by nata) (as of 2026-05-01)"
    pages[TRAINING] = pages[TRAINING].replace("## Current block\n", f"## Current block\n{old}\n")
    proposal = run(pages=pages, events=[ev.make("program.changed", DAY, "09:00", summary="Block 2: 4×/week")])
    assert section_lines(proposal.pages[TRAINING], "Current block") == [
        "- Current block: Block 2: 4×/week (as of 2026-08-09)",
        "- 2026-05-01 program change: Block 1: full body 3×/week (set by nata) (as of 2026-05-01)",
    ]


def test_the_registry_hands_out_the_rules_distiller():
    from wiki.distillers import get_distiller
    from wiki.distillers.base import Distiller

    distiller = get_distiller("rules")
    assert isinstance(distiller, RulesDistiller) and isinstance(distiller, Distiller)
    assert (distiller.name, distiller.deterministic) == ("rules", True)


def test_a_session_updates_a_matching_exercise_topic_page_and_links_it(ev):
    topic = "wiki/exercises/pull-up-progression.md"
    pages = core_pages() | {
        topic: "# Pull-up progression\n\n*Band ladder: green → purple → red.*\n\n## Plan\n- W36 test\n"
    }
    session = ev.session(DAY, "upper body B", sets("pull-up negative", 0, 3, rpe=8) + sets("band row", 0, 10))
    proposal = run(pages=pages, events=[session])
    assert section_lines(proposal.pages[topic], "Recent top sets") == [
        "- 2026-08-09 pull-up negative: bodyweight × 3 (3 sets, RPE 8) (as of 2026-08-09)"
    ]
    assert "- W36 test" in proposal.pages[topic]
    lift = next(x for x in section_lines(proposal.pages[TRAINING], "Lifts") if "pull-up negative" in x)
    assert "— see [pull up progression](exercises/pull-up-progression.md)" in lift
