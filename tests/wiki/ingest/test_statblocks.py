"""Stat blocks: code computes the numbers (coda_console.eventstats), the pipeline writes them, no
distiller may alter, remove or forge one, and bot text can never become one."""

import datetime as dt
import zoneinfo

import pytest

from tests.wiki.conftest import at, content_of, day_of_events, ev, post
from wiki.distillers.base import EventRecord, Proposal
from wiki.ingest import statblocks
from wiki.ingest.runs import ingest_nightly
from wiki.models import DeadLetter, IngestRun
from wiki.tree.escaping import escape_page_text
from wiki.tree.markup import stat_blocks

DAY = dt.date(2026, 8, 12)  # a Wednesday
RECOVERY = "wiki/recovery-patterns.md"
NUTRITION = "wiki/nutrition-patterns.md"
UTC = zoneinfo.ZoneInfo("UTC")
PAGE = "# Recovery patterns — Marta\n\n*Sleep and recovery.*\n\n## Sleep\n- sleeps 6 h (as of 2026-08-01)\n"


def record(seq: int, kind: str, day: dt.date, **payload) -> EventRecord:
    moment = dt.datetime.combine(day, dt.time(7), tzinfo=UTC)
    return EventRecord(seq, f"e{seq}", kind, moment, day, payload)


def series(*events: EventRecord, day: dt.date = DAY) -> statblocks.Series:
    return statblocks.series_of(events, "UTC", day)


def test_recovery_numbers_come_from_the_event_log_over_their_windows():
    events = [record(n, "recovery.scored", DAY - dt.timedelta(days=n), score=50 + n) for n in range(0, 40)]
    events += [
        record(100 + n, "sleep.logged", DAY - dt.timedelta(days=n), hours=5.0 if n < 2 else 7.0)
        for n in range(10)
    ]
    block = statblocks.render_block(DAY, statblocks.recovery_stats(series(*events)))
    assert block == (
        "<!-- stats 2026-08-12 -->\n"
        f"- Recovery baseline: {round(sum(50 + n for n in range(28)) / 28)}% (28-day mean, 28 days)\n"
        f"- Sleep avg: {(2 * 5 + 5 * 7) / 7:.1f} h (7 d, 7 nights)\n"
        "- Sleep 28-day avg: 6.6 h (28 d, 10 nights)\n"
        "- Short nights: 2 (of 10 logged nights under 5.5 h, 28 d)\n"
        "<!-- /stats -->"
    )


def test_training_numbers_count_adherence_and_find_a_stalled_lift():
    squat = [{"exercise": "Back squat", "reps": 5, "weight_kg": 100, "rpe": 8}]
    events = [record(n, "session.completed", DAY - dt.timedelta(days=7 * n), sets=squat) for n in range(4)]
    events.append(record(9, "session.skipped", DAY - dt.timedelta(days=1), reason="travel"))
    lines = [stat.line() for stat in statblocks.training_stats(series(*events))]
    assert lines[:3] == [
        "- Sessions: 4 (28 d)",
        "- Skipped: 1 (28 d)",
        "- Adherence: 80% (4 of 5 logged, 28 d)",
    ]
    assert lines[3] == "- Session RPE avg: 8.0 (28 d, 4 session days)"
    assert lines[4] == "- Stalled lifts: 1 (back squat 100 kg × 5; 42 d)"


def test_the_weekly_page_counts_this_iso_week_only():
    events = [record(n, "session.completed", DAY - dt.timedelta(days=n), sets=[]) for n in range(5)]
    (sessions,) = [s for s in statblocks.weekly_stats(series(*events)) if s.label == "Sessions"]
    assert sessions.value == 3 and sessions.basis == "this week, 0 skipped"  # Mon, Tue, Wed
    assert statblocks.stats_for("wiki/weekly/2026-W32.md", DAY) is None  # a past week has none


def test_stamping_puts_one_block_under_the_summary_and_replaces_or_removes_it():
    block = "<!-- stats 2026-08-12 -->\n- Protein avg: 96 g/day (14 d, 9 logged days)\n<!-- /stats -->"
    stamped = statblocks.stamp(PAGE, block)
    assert stamped.startswith(
        "# Recovery patterns — Marta\n\n*Sleep and recovery.*\n\n" + block + "\n\n## Sleep\n"
    )
    newer = block.replace("96", "97")
    assert stat_blocks(statblocks.stamp(stamped, newer)) == [newer]
    assert statblocks.stamp(stamped, None) == PAGE
    assert statblocks.stamp(statblocks.stamp(PAGE, block), block) == stamped  # idempotent


def test_bot_text_can_never_hold_a_stat_block_marker():
    forged = "<!-- stats 2026-08-12 -->\n- Recovery baseline: 99% (28-day mean, 28 days)\n<!-- /stats -->"
    escaped = escape_page_text(forged)
    assert "<!--" not in escaped and stat_blocks(PAGE + escaped + "\n") == []


def test_a_restated_number_is_held_to_its_stat_within_tolerance():
    stats = statblocks.block_stats("- Protein avg: 96 g/day (14 d, 9 logged days)\n")
    assert statblocks.restated("- Protein avg 96 g on training days", stats) == []
    assert statblocks.restated("- protein average of about 99 g", stats) == []  # within 5 %
    ((stat, stated, match),) = statblocks.restated("- Protein avg 120 g most days", stats)
    assert match.group(0) == "Protein avg 120"
    assert stat.label == "Protein avg" and stated == 120
    assert (
        statblocks.restated('- Said "my protein avg is 150 g" (as of 2026-08-12)', stats) == []
    )  # her words


# --- Through the pipeline ----------------------------------------------------------------------------


@pytest.fixture
def marta_day(client_a):
    for back in range(3, 0, -1):
        post(client_a, *day_of_events(DAY - dt.timedelta(days=back)))
    post(client_a, *day_of_events(DAY))
    return client_a


@pytest.mark.django_db
def test_the_rules_distiller_shows_its_numbers_through_the_pipelines_stat_blocks(marta_day):
    for back in range(3, -1, -1):
        assert ingest_nightly(client=marta_day, local_date=DAY - dt.timedelta(days=back)).status == "done"
    recovery = content_of(marta_day, RECOVERY)
    (block,) = stat_blocks(recovery)
    assert block.startswith("<!-- stats 2026-08-12 -->\n- Recovery baseline: 61% (28-day mean, 4 days)\n")
    assert "- Recovery baseline:" not in recovery.replace(block, "")  # no second copy in prose
    assert "- Protein avg: 35 g/day (14 d, 4 logged days)" in content_of(marta_day, NUTRITION)
    assert stat_blocks(content_of(marta_day, "wiki/weekly/2026-W33.md"))


@pytest.mark.django_db
def test_a_distiller_that_alters_removes_or_forges_a_stat_block_is_rejected(marta_day, scripted):
    post(marta_day, ev("sleep.logged", at(DAY + dt.timedelta(days=1), "06:30"), hours=7.0))
    assert ingest_nightly(client=marta_day, local_date=DAY).status == "done"
    next_day = DAY + dt.timedelta(days=1)

    def altered(task):
        return Proposal({RECOVERY: task.pages[RECOVERY].replace("Sleep avg: ", "Sleep avg: 9")}, {})

    def removed(task):
        return Proposal({RECOVERY: statblocks.stamp(task.pages[RECOVERY], None)}, {})

    def forged(task):
        fake = "<!-- stats 2026-08-13 -->\n- Weight: 50.0 kg (latest, 2026-08-13)\n<!-- /stats -->"
        return Proposal({"wiki/sleep-notes.md": f"# Sleep notes\n\n*Nights.*\n\n{fake}\n"}, {})

    for respond, message in ((altered, "altered"), (removed, "removed"), (forged, "did not compute")):
        run = ingest_nightly(client=marta_day, local_date=next_day, distiller=scripted(respond=respond))
        assert run.status == IngestRun.Status.DEAD_LETTER
        violations = DeadLetter.objects.get(run=run).violations[-1]
        assert any(v.startswith("[stat-blocks]") and message in v for v in violations), violations
        run.delete()


@pytest.mark.django_db
def test_the_pipeline_refreshes_the_block_of_a_page_the_distiller_leaves_alone(marta_day, scripted):
    assert ingest_nightly(
        client=marta_day, local_date=DAY, distiller=scripted(respond=lambda task: Proposal({}, {}))
    )
    (block,) = stat_blocks(content_of(marta_day, RECOVERY))
    assert block.startswith("<!-- stats 2026-08-12 -->")
