"""The validator: each rule on its own (pure functions), then end to end — a proposal that breaks only
that rule is rejected three times, dead-lettered, and the wiki and the watermark do not move."""

import datetime as dt

import pytest

from tests.wiki.conftest import at, ev, post, snapshot
from wiki import validator
from wiki.distillers.base import Contradiction, Proposal, ProposedAlert
from wiki.distillers.scripted import ScriptedDistiller
from wiki.ingest.runs import ingest_inline, ingest_nightly
from wiki.models import Alert, DeadLetter, IngestRun
from wiki.services import page_save_by_coach
from wiki.tree.markup import coach_block, contradiction_pair, entry_line

DAY = dt.date(2026, 8, 12)  # a Wednesday, ISO week 33
RECOVERY = "wiki/recovery-patterns.md"
PAGE = "# Recovery patterns — Marta\n\n*Sleep and recovery.*\n\n## Sleep\n- sleeps 6 h (as of 2026-08-01)\n"


def check(pages: dict, *, current=None, existing=None, read=None, **kwargs) -> list[validator.Violation]:
    current = {RECOVERY: PAGE} if current is None else current
    existing = frozenset(existing or {"SCHEMA.md", "index.md", "log.md", *current})
    proposal = kwargs.pop("proposal", None) or Proposal(
        pages=pages, index_summaries=kwargs.pop("summaries", {})
    )
    return validator.validate_proposal(
        proposal,
        current=current,
        existing_paths=existing,
        local_date=kwargs.pop("local_date", DAY),
        read_paths=frozenset(read if read is not None else current),
        **kwargs,
    )


def rules(violations) -> set[str]:
    return {violation.rule for violation in violations}


# --- Pure checks -------------------------------------------------------------------------------


def test_a_clean_rewrite_passes():
    assert check({RECOVERY: PAGE + "- bedtime drifts late (as of 2026-08-12)\n"}) == []


def test_an_unchanged_page_is_not_checked_at_all():
    oversize = PAGE + "".join(f"- line {n}\n" for n in range(120))
    assert check({RECOVERY: oversize}, current={RECOVERY: oversize}) == []


def test_raw_paths_are_never_written():
    assert rules(check({"raw/2026-08-12-events.md": "# x\n\n*y*\n"})) == {"raw-untouched"}


@pytest.mark.parametrize(
    "path",
    [
        "wiki/Recovery_Notes.md",
        "wiki/deep/folder/page.md",
        "wiki/weekly/w33.md",
        "notes/page.md",
        "SCHEMA.md",
        "index.md",
        "wiki/../SCHEMA.md",
    ],
)
def test_page_paths_must_be_kebab_case_under_allowed_folders(path):
    assert "path" in rules(check({path: "# T\n\n*S.*\n"}))


def test_weekly_and_exercise_paths_are_allowed():
    text = "# Week\n\n*This week.*\n"
    assert check({"wiki/weekly/2026-W33.md": text, "wiki/exercises/pull-up-progression.md": text}) == []


def test_every_page_needs_an_h1_and_an_italic_summary():
    assert rules(check({RECOVERY: "## Sleep\n- x\n"})) == {"page-shape"}
    assert rules(check({RECOVERY: "# Recovery\n\nno italics here\n"})) == {"page-shape"}


def test_pages_are_capped_at_the_line_limit():
    body = "".join(f"- claim {n}\n" for n in range(90))
    assert rules(check({RECOVERY: PAGE + body})) == {"line-cap"}
    assert check({RECOVERY: PAGE + body[: 80 * len("- claim 10\n") // 2]}, max_lines=90) == []


def test_one_giant_line_does_not_dodge_the_cap():
    assert rules(check({RECOVERY: PAGE + "- " + "x" * 2000 + "\n"})) == {"line-cap"}


def test_coach_blocks_must_stay_byte_identical_in_place_and_order():
    block_a = coach_block("2026-08-03", "Silence protocol.")
    block_b = coach_block("2026-08-05", "No weigh-in talk.")
    old = PAGE + "\n" + block_a + "\n\n" + block_b + "\n"
    current = {RECOVERY: old}
    edited = old.replace("Silence protocol.", "Silence protocol!")
    assert rules(check({RECOVERY: edited}, current=current)) == {"coach-block"}
    removed = old.replace(block_a, "")
    assert rules(check({RECOVERY: removed}, current=current)) == {"coach-block"}
    swapped = PAGE + "\n" + block_b + "\n\n" + block_a + "\n"
    assert rules(check({RECOVERY: swapped}, current=current)) == {"coach-block"}
    around = old + "- written around her blocks (as of 2026-08-12)\n"
    assert check({RECOVERY: around}, current=current) == []


def test_a_machine_may_not_forge_a_coach_block():
    forged = PAGE + coach_block("2026-08-12", "I am the coach now.") + "\n"
    assert rules(check({RECOVERY: forged})) == {"coach-block"}


def test_moving_a_coach_block_to_another_page_is_caught_on_both_pages():
    block = coach_block("2026-08-03", "Hers.")
    prefs = "# Preferences\n\n*Prefs.*\n"
    current = {RECOVERY: PAGE + block + "\n", "wiki/preferences.md": prefs}
    violations = check({RECOVERY: PAGE, "wiki/preferences.md": prefs + block + "\n"}, current=current)
    assert {v.path for v in violations if v.rule == "coach-block"} == {RECOVERY, "wiki/preferences.md"}


def test_relative_links_resolve_against_the_tree_after_the_change():
    existing = {"SCHEMA.md", "index.md", "log.md", RECOVERY, "wiki/goals.md", "raw/2026-08-12-events.md"}
    good = (
        PAGE + "See [goals](goals.md), [digest](../raw/2026-08-12-events.md), [web](https://example.com).\n"
    )
    assert check({RECOVERY: good}, existing=existing) == []
    assert rules(check({RECOVERY: PAGE + "[x](missing.md)\n"}, existing=existing)) == {"links"}
    assert rules(check({RECOVERY: PAGE + "[x](../../etc/passwd)\n"}, existing=existing)) == {"links"}
    new_page = "# Travel protocol\n\n*Hotel gym fallback.*\n"
    linked = PAGE + "[travel](travel-protocol.md)\n"
    assert check({RECOVERY: linked, "wiki/travel-protocol.md": new_page}, existing=existing) == []


def test_constraints_lose_no_entry_and_downgrade_none():
    path = "wiki/constraints-injuries.md"
    head = "# Constraints\n\n*Safety.*\n\n## Entries\n"
    knee = entry_line("right knee", "constraint", "no deep squats (as of 2026-08-01)")
    wrist = entry_line("left wrist", "watch", "front rack (as of 2026-08-02)")
    current = {path: head + knee + "\n" + wrist + "\n"}
    assert rules(check({path: head + knee + "\n"}, current=current)) == {"constraints"}
    downgraded = head + entry_line("right knee", "watch", "ok now") + "\n" + wrist + "\n"
    assert rules(check({path: downgraded}, current=current)) == {"constraints"}
    raised = head + knee + "\n" + entry_line("left wrist", "injury", "sprain") + "\n"
    added = raised + entry_line("lower back", "watch", "tight (as of 2026-08-12)") + "\n"
    assert check({path: added}, current=current) == []


def test_log_md_may_only_be_appended_to():
    log = "# Log\n\n*Journal.*\n\n## [2026-08-11] ingest | quiet day\n"
    current = {"log.md": log}
    assert check({"log.md": log + "## [2026-08-12] note | appended\n"}, current=current) == []
    assert rules(check({"log.md": log.replace("quiet day", "busy day")}, current=current)) == {
        "log-append-only"
    }


def test_weekly_pages_of_past_weeks_are_frozen_and_future_weeks_refused():
    text = "# Week\n\n*W.*\n"
    past = "wiki/weekly/2026-W32.md"
    assert rules(check({past: text + "- more\n"}, current={past: text})) == {"weekly-frozen"}
    assert rules(check({past: text})) == {"weekly-frozen"}
    assert rules(check({"wiki/weekly/2026-W34.md": text})) == {"weekly-frozen"}
    assert check({"wiki/weekly/2026-W33.md": text}) == []


def test_every_new_contradiction_pair_must_be_listed_and_every_listed_pair_present():
    pair = contradiction_pair(
        "runs on hotel weeks (as of 2026-06-30)", "skipped 2 runs in Berlin (as of 2026-08-04)"
    )
    listed = Contradiction(
        RECOVERY, "runs on hotel weeks (as of 2026-06-30)", "skipped 2 runs in Berlin (as of 2026-08-04)"
    )
    page = PAGE + pair + "\n"
    assert rules(check({RECOVERY: page})) == {"contradictions"}
    ok = Proposal(pages={RECOVERY: page}, index_summaries={}, contradictions=(listed,))
    assert check({}, proposal=ok) == []
    phantom = Proposal(pages={RECOVERY: PAGE + "- x\n"}, index_summaries={}, contradictions=(listed,))
    assert rules(check({}, proposal=phantom)) == {"contradictions"}


def test_an_open_pair_cannot_be_dropped_or_split_by_a_machine():
    pair = contradiction_pair("a (as of 2026-08-01)", "b (as of 2026-08-02)")
    current = {RECOVERY: PAGE + pair + "\n"}
    assert rules(check({RECOVERY: PAGE + "- a (as of 2026-08-01)\n"}, current=current)) == {"contradictions"}
    split = PAGE + pair.split("\n")[0] + "\n- between\n" + pair.split("\n")[1] + "\n"
    assert "contradictions" in rules(check({RECOVERY: split}, current=current))


def test_raw_html_is_refused_except_coach_markers():
    assert rules(check({RECOVERY: PAGE + "<div>hi</div>\n"})) == {"raw-html"}
    assert rules(check({RECOVERY: PAGE + "<!-- a comment -->\n"})) == {"raw-html"}
    assert rules(check({RECOVERY: PAGE + "<!-- /coach -->\n"})) == {"raw-html"}
    assert check({RECOVERY: PAGE + "- nights <5 h → RPE up; see <https://example.com>\n"}) == []


@pytest.mark.parametrize(
    "secret",
    [
        "sk-ant-api03-" + "A" * 40,
        "AKIA" + "ABCDEFGHIJKLMNOP",
        "ghp_" + "a" * 36,
        "api_key = 'abcd1234efgh5678'",
        "coda_AbCdEfG_" + "x" * 40,
        "-----BEGIN RSA PRIVATE KEY-----",
    ],
)
def test_secrets_are_refused(secret):
    assert rules(check({RECOVERY: PAGE + f"- {secret}\n"})) == {"secrets"}


def test_scripts_are_refused():
    assert "secrets" in rules(check({RECOVERY: PAGE + "<script>alert(1)</script>\n"}))
    assert rules(check({RECOVERY: PAGE + "[click](javascript:alert(1))\n"})) >= {"secrets"}


def test_a_machine_rewrites_only_pages_it_was_given():
    goals = "# Goals\n\n*G.*\n"
    current = {RECOVERY: PAGE, "wiki/goals.md": goals}
    violations = check({"wiki/goals.md": goals + "- new\n"}, current=current, read={RECOVERY})
    assert rules(violations) == {"read-before-write"}


def test_inline_runs_touch_at_most_two_pages():
    pages = {f"wiki/topic-{n}.md": f"# T{n}\n\n*S.*\n" for n in range(3)}
    assert rules(check(pages, mode="inline")) == {"inline-scope"}
    assert check(dict(list(pages.items())[:2]), mode="inline") == []


def test_index_summaries_name_existing_pages_and_stay_one_clean_line():
    assert rules(check({}, summaries={"wiki/nope.md": "x"})) == {"index"}
    assert rules(check({}, summaries={RECOVERY: "two\nlines"})) == {"index"}
    assert rules(check({}, summaries={RECOVERY: "<b>bold</b>"})) == {"index"}
    assert check({}, summaries={RECOVERY: "Baseline 58%; short nights → RPE up"}) == []


def test_proposed_alerts_are_checked():
    bad = Proposal(
        pages={}, index_summaries={}, alerts=(ProposedAlert("delete_everything", RECOVERY, "low", "x"),)
    )
    assert rules(check({}, proposal=bad)) == {"alerts"}
    good = Proposal(
        pages={}, index_summaries={}, alerts=(ProposedAlert("safety", RECOVERY, "high", "knee again"),)
    )
    assert check({}, proposal=good) == []


def test_all_violations_are_reported_together():
    bad = "<div>\n" + "".join(f"- {n}\n" for n in range(100)) + "[x](nope.md)\n"
    assert rules(check({RECOVERY: bad})) == {"page-shape", "line-cap", "links", "raw-html"}


def test_coach_edits_skip_the_machine_only_rules():
    block = coach_block("2026-08-03", "Hers.")
    old = PAGE + block + "\n"
    mine = PAGE + coach_block("2026-08-03", "Hers, rewritten.") + "\n"
    assert (
        validator.validate_coach_edit(
            path=RECOVERY, old=old, new=mine, existing_paths=frozenset({RECOVERY}), local_date=DAY
        )
        == []
    )
    oversize = mine + "".join(f"- {n}\n" for n in range(100))
    found = validator.validate_coach_edit(
        path=RECOVERY, old=old, new=oversize, existing_paths=frozenset({RECOVERY}), local_date=DAY
    )
    assert rules(found) == {"line-cap"}


# --- End to end: a proposal breaking one rule is dead-lettered, nothing moves -------------------------


def _soreness_day(client):
    post(
        client,
        ev("sleep.logged", at(DAY, "06:30"), hours=5.2),
        ev("chat.turn", at(DAY, "19:00"), role="user", text="knee is sore again"),
        ev("checkin.soreness", at(DAY, "21:00"), area="right knee", severity=2),
    )


def _replace(path, transform):
    return lambda task: Proposal(pages={path: transform(task.pages[path])}, index_summaries={})


CONSTRAINTS = "wiki/constraints-injuries.md"
PLAYBOOK = "wiki/coaching-playbook.md"

BREAKERS = {
    "raw-untouched": lambda task: Proposal(
        pages={"raw/2026-08-12-events.md": "# Mine\n\n*Rewritten.*\n"}, index_summaries={}
    ),
    "path": lambda task: Proposal(pages={"wiki/Sleep_Notes.md": "# Sleep\n\n*Notes.*\n"}, index_summaries={}),
    "page-shape": _replace(RECOVERY, lambda text: text.split("\n", 4)[-1]),
    "line-cap": _replace(RECOVERY, lambda text: text + "".join(f"- claim {n}\n" for n in range(95))),
    "coach-block": _replace(PLAYBOOK, lambda text: text.replace("Silence protocol.", "Silence, protocol.")),
    "links": _replace(RECOVERY, lambda text: text + "- see [sleep log](sleep-log.md)\n"),
    "constraints": _replace(CONSTRAINTS, lambda text: text.replace("[watch]", "[watch-ish]")),
    "log-append-only": lambda task: Proposal(pages={"log.md": "# Log\n\n*Mine now.*\n"}, index_summaries={}),
    "weekly-frozen": lambda task: Proposal(
        pages={"wiki/weekly/2026-W30.md": "# W30\n\n*Late.*\n"}, index_summaries={}
    ),
    "contradictions": _replace(
        RECOVERY, lambda text: text + contradiction_pair("a (as of 2026-08-01)", "b") + "\n"
    ),
    "raw-html": _replace(RECOVERY, lambda text: text + '<img src="x.png">\n'),
    "secrets": _replace(RECOVERY, lambda text: text + "- key sk-ant-api03-" + "Q" * 40 + "\n"),
    # goals.md is not a candidate of the day's events: rewriting it blind would lose its content.
    "read-before-write": lambda task: Proposal(
        pages={"wiki/goals.md": "# Goals — Marta\n\n*Rewritten blind.*\n"}, index_summaries={}
    ),
    "index": lambda task: Proposal(pages={}, index_summaries={"wiki/ghost.md": "a page that is not there"}),
    "alerts": lambda task: Proposal(
        pages={}, index_summaries={}, alerts=(ProposedAlert("panic", RECOVERY, "high", "x"),)
    ),
}


# The day's chat says "knee is sore again": removing the knee entry also leaves that pain without one.
ALSO = {"constraints": {"chat-pain"}}


@pytest.fixture
def prepared(client_a, coach, scripted):
    """Marta's tree with a coach block on the playbook and a knee watch item from an earlier run."""
    earlier = DAY - dt.timedelta(days=1)
    post(client_a, ev("checkin.soreness", at(earlier, "21:00"), area="right knee", severity=2))

    def add_entry(task):
        text = task.pages[CONSTRAINTS].replace(
            "## Entries\n",
            "## Entries\n" + entry_line("right knee", "watch", "niggle (as of 2026-08-11)") + "\n",
        )
        return Proposal(pages={CONSTRAINTS: text}, index_summaries={})

    assert (
        ingest_nightly(client=client_a, local_date=earlier, distiller=scripted([add_entry])).status == "done"
    )
    page = client_a.wiki_pages.get(path=PLAYBOOK)
    page_save_by_coach(
        client=client_a,
        path=PLAYBOOK,
        content=page.current_content + "\nSilence protocol.\n",
        base_version=page.current_number,
        user=coach,
        local_date=earlier,
    )
    _soreness_day(client_a)
    return client_a


@pytest.mark.parametrize("rule", sorted(BREAKERS))
@pytest.mark.django_db
def test_a_proposal_breaking_only_one_rule_is_dead_lettered_and_nothing_moves(prepared, rule):
    before = snapshot(prepared)
    distiller = ScriptedDistiller(respond=BREAKERS[rule])
    run = ingest_nightly(client=prepared, local_date=DAY, distiller=distiller)

    assert run.status == IngestRun.Status.DEAD_LETTER
    assert snapshot(prepared) == before  # the wiki and the watermark stay at the last good version
    letter = DeadLetter.objects.get(run=run)
    assert letter.attempts == 3 and len(letter.violations) == 3
    for attempt in letter.violations:
        assert {message.split("]")[0].lstrip("[") for message in attempt} == {rule} | ALSO.get(rule, set())
    assert len(distiller.calls) == 3
    assert distiller.calls[1].violations == tuple(letter.violations[0])  # the violations are fed back
    alert = Alert.objects.get(client=prepared, kind=Alert.Kind.PIPELINE_FAILURE)
    assert alert.dead_letter == letter and alert.severity == "high"


@pytest.mark.django_db
def test_an_inline_run_touching_three_pages_is_dead_lettered(client_a, scripted):
    ingest_nightly(client=client_a, local_date=DAY - dt.timedelta(days=1), distiller=scripted())
    post(client_a, ev("injury.reported", at(DAY, "10:00"), area="left wrist", description="sprained it"))
    before = snapshot(client_a)
    pages = {f"wiki/topic-{n}.md": f"# Topic {n}\n\n*Inline.*\n" for n in range(3)}
    distiller = ScriptedDistiller(respond=lambda task: Proposal(pages=pages, index_summaries={}))
    [run] = ingest_inline(client=client_a, distiller=distiller)
    assert run.status == IngestRun.Status.DEAD_LETTER
    assert snapshot(client_a) == before
    assert {m.split("]")[0] for m in DeadLetter.objects.get(run=run).violations[-1]} == {"[inline-scope"}


def test_an_entry_keeps_its_stable_part_and_its_tail_only_moves_forward():
    path = "wiki/constraints-injuries.md"
    head = "# Constraints\n\n*Safety.*\n\n## Entries\n"
    stable = "pain 4/10; first reported 2026-07-01"
    tail = "— last: 2026-08-01, 3 reports (as of 2026-08-01)"
    before = entry_line("left shoulder", "watch", f"{stable} {tail}")
    current = {path: head + before + "\n"}

    def proposed(text: str) -> set[str]:
        return rules(check({path: head + entry_line("left shoulder", "watch", text) + "\n"}, current=current))

    assert proposed(f"{stable} — last: 2026-08-09, 4 reports, latest: pain 5/10 (as of 2026-08-09)") == set()
    assert proposed(f"{stable} — last: 2026-08-09, 2 reports (as of 2026-08-09)") == {"entry-tail"}
    assert proposed(f"{stable} — last: 2026-07-20, 3 reports (as of 2026-08-09)") == {"entry-tail"}
    assert proposed(f"{stable} (as of 2026-08-09)") == {"entry-tail"}  # the tail dropped
    assert proposed("pain 9/10; first reported 2026-08-01 — last: 2026-08-09, 4 reports") == {"entry-stable"}
    assert proposed(f"{stable} — last: 2027-01-01, 4 reports (as of 2026-08-09)") == {"entry-tail"}
