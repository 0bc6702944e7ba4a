"""The understanding bench's harness works: it plays scenarios through the API, scores them, and
reports met and unmet expectations truthfully. It does not assert the understanding score itself."""

import argparse
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from scenarios import check, heldout, heldout_b, heldout_c, main  # noqa: E402
from scenarios.spec import (  # noqa: E402
    CATEGORIES,
    AlertCount,
    BundleContains,
    Ev,
    Expectation,
    NoAlert,
    PageContains,
    PageLacks,
    QuotesWhole,
    Scenario,
    sleep,
    user,
)

SLEEP_REACHES_RECOVERY = Scenario(
    "tiny_sleep_reaches_recovery",
    "life",
    display_name="Tess",
    timezone="Europe/Kyiv",
    settle_days=1,
    days=[[sleep(6.5, quality=3)], [sleep(7.5)]],
    expect=[
        PageContains("recovery-patterns.md", ["sleep avg", "7.0 h"]),  # met today: the stat block
        PageContains("goals.md", ["unicorn ride"]),  # deliberately unmet
        PageLacks("recovery-patterns.md", ["unicorn"]),  # met
        BundleContains("morning_brief", ["sleep"]),  # met: recovery-patterns is a morning_brief page
    ],
)
CHAT_SAYS_NOTHING_HARMFUL = Scenario(
    "tiny_harmless_chat",
    "negation",
    display_name="Ugo",
    timezone="America/New_York",
    settle_days=1,
    days=[[sleep(7), user("slept fine, nothing hurts today")]],
    expect=[NoAlert("safety"), AlertCount("safety", 0), PageContains("profile.md", ["zeppelin"])],
)


@pytest.fixture
def harness(transactional_db):
    from scenarios.runner import Harness

    return Harness.create()


def test_a_played_scenario_reports_met_and_unmet_expectations(harness):
    from scenarios.runner import play

    result = play(harness, SLEEP_REACHES_RECOVERY)

    assert result.error == ""
    by_name = {o.expectation: o for o in result.outcomes}
    assert by_name["PageContains(recovery-patterns.md, ['sleep avg', '7.0 h'])"].met
    assert by_name["PageLacks(recovery-patterns.md, ['unicorn'])"].met
    assert by_name["BundleContains(morning_brief, ['sleep'])"].met
    unmet = by_name["PageContains(goals.md, ['unicorn ride'])"]
    assert not unmet.met
    assert unmet.found  # the report says what was there instead
    assert (result.met, result.total) == (3, 4)


def test_the_report_scores_expectations_between_0_and_1_per_suite_and_category(harness):
    import understanding
    from scenarios.runner import play

    results = [
        play(harness, SLEEP_REACHES_RECOVERY, "main"),
        play(harness, CHAT_SAYS_NOTHING_HARMFUL, "heldout"),
    ]
    report = understanding.summary(results, distiller="rules", database="test", seconds=1.0)

    assert report["errors"] == 0
    assert report["scores"]["main"] == {"met": 3, "total": 4, "score": 0.75}
    assert 0 <= report["scores"]["heldout"]["score"] <= 1
    assert report["scores"]["heldout"]["total"] == 3
    assert set(report["categories"]) == {"life", "negation"}
    unmet = {u["expectation"] for s in report["scenarios"] for u in s["unmet"]}
    assert "PageContains(profile.md, ['zeppelin'])" in unmet
    assert "PageContains(goals.md, ['unicorn ride'])" in unmet


def test_a_scenario_the_harness_cannot_play_counts_as_unmet_and_is_reported(harness):
    from scenarios.runner import play

    broken = Scenario(
        "tiny_broken", "life", timezone="Mars/Olympus", days=[[sleep(7)]], expect=[NoAlert("safety")]
    )

    result = play(harness, broken)

    assert result.error
    assert (result.met, result.total) == (0, 1)


def test_fast_mode_is_a_subset_with_main_and_held_out_scenarios():
    import understanding

    args = argparse.Namespace(fast=True, heldout=False, only=None)
    chosen = understanding.select(args)

    suites = [suite for suite, _ in chosen]
    assert suites.count("heldout") == understanding.FAST_HELDOUT
    assert suites.count("heldout_b") == understanding.FAST_HELDOUT
    assert suites.count("heldout_c") == understanding.FAST_HELDOUT
    assert 0 < suites.count("main") < len(main.SCENARIOS)


def test_the_scenario_files_are_large_varied_and_well_formed():
    names = [s.name for s in main.SCENARIOS + heldout.SCENARIOS + heldout_b.SCENARIOS + heldout_c.SCENARIOS]
    assert len(names) == len(set(names))
    assert len(main.SCENARIOS) >= 40
    # a quarter of the scenarios written up front is held out; later main scenarios are extra tuning
    # material, never a reason to read the held-out ones (docs/understanding.md "Scenarios")
    assert len(heldout.SCENARIOS) >= max(12, main.UP_FRONT // 4)
    assert len(main.SCENARIOS) > main.UP_FRONT
    assert {s.category for s in main.SCENARIOS} == set(CATEGORIES)
    assert "Held out: written up front, never read while tuning the extractor." in heldout.__doc__


def test_the_held_out_b_set_is_well_formed_without_showing_it():
    """Only counts and booleans are asserted, so a failure never prints a held-out scenario."""
    scenarios = heldout_b.SCENARIOS
    words = [
        word
        for s in scenarios
        for e in s.expect
        for word in (*getattr(e, "words", ()), *(a for g in getattr(e, "any_of", ()) for a in g))
    ]

    assert len(scenarios) >= 16
    assert len({s.name for s in scenarios}) == len(scenarios)
    assert all(s.name.startswith("hb_") for s in scenarios)
    assert len({s.category for s in scenarios} - set(CATEGORIES)) == 0
    assert len(set(CATEGORIES) - {s.category for s in scenarios}) == 0
    assert all(isinstance(e, Expectation) and e.describe() for s in scenarios for e in s.expect)
    assert all(day and all(isinstance(ev, Ev) for ev in day) for s in scenarios for day in s.days)
    assert all("{" not in check.expand(word, s) for s in scenarios for word in words)
    assert 35 <= sum(len(s.expect) for s in scenarios) <= 50
    assert "Held out: written after the extractor's tuning" in heldout_b.__doc__


def test_the_held_out_c_set_is_well_formed_without_showing_it():
    """Only counts and booleans are asserted, so a failure never prints a held-out scenario."""
    scenarios = heldout_c.SCENARIOS
    words = [
        word
        for s in scenarios
        for e in s.expect
        for word in (*getattr(e, "words", ()), *(a for g in getattr(e, "any_of", ()) for a in g))
    ]
    sizes = [len(s.expect) for s in scenarios]

    assert len(scenarios) >= 40
    assert len({s.name for s in scenarios}) == len(scenarios)
    assert all(s.name.startswith("hc_") for s in scenarios)
    assert len(set(CATEGORIES) - {s.category for s in scenarios}) == 0
    assert all(1 <= n <= 5 for n in sizes) and sum(sizes) >= 100
    assert all(isinstance(e, Expectation) and e.describe() for s in scenarios for e in s.expect)
    assert all(day and all(isinstance(ev, Ev) for ev in day) for s in scenarios for day in s.days)
    assert all("{" not in check.expand(word, s) for s in scenarios for word in words)
    assert "Held out: written after the extractor's tuning" in heldout_c.__doc__


def test_held_out_c_is_a_fourth_score_hidden_when_blind(capsys):
    import understanding

    results = [_result("main", 1, 1), _result("heldout_c", 2, 5)]

    report = understanding.summary(results, distiller="rules", database="test", seconds=1.0, blind=True)
    understanding.print_summary(report)

    assert report["scores"]["heldout_c"] == {"met": 2, "total": 5, "score": 0.4}
    assert [s["suite"] for s in report["scenarios"]] == ["main"]
    printed = capsys.readouterr().out
    assert "held-out C score: 2/5 = 40.0 %" in printed


def _result(suite: str, met: int, total: int):
    from scenarios.runner import ScenarioResult

    outcomes = [check.Outcome(f"e{i}", i < met) for i in range(total)]
    return ScenarioResult(f"{suite}-x", suite, "life", outcomes, 0.1)


def test_held_out_b_is_a_third_score_hidden_like_the_held_out_one_when_blind(capsys):
    import understanding

    results = [_result("main", 2, 2), _result("heldout", 1, 2), _result("heldout_b", 1, 4)]

    report = understanding.summary(results, distiller="rules", database="test", seconds=1.0, blind=True)
    understanding.print_summary(report)

    assert report["scores"]["heldout_b"] == {"met": 1, "total": 4, "score": 0.25}
    assert [s["suite"] for s in report["scenarios"]] == ["main"]
    assert report["categories"] == {"life": {"met": 2, "total": 2, "score": 1.0}}
    printed = capsys.readouterr().out
    assert "held-out B score: 1/4 = 25.0 %" in printed and "heldout score: 1/2 = 50.0 %" in printed


@pytest.mark.parametrize(
    ("line", "words", "any_of", "expected"),
    [
        ("- **Left shoulder** [watch] 4/10 on overhead press", ["shoulder", "left"], [["[watch]"]], True),
        ("Goal: first pull-up by 2027-03", ["pull up"], [["march", "2027-03"]], True),
        ("Home gym: dumbbells to 20kg", ["dumbbell"], [["20 kg"]], True),
        ("pain 6 / 10", ["6/10"], [], True),
        ("Ownership of the plan", ["hip"], [], False),  # words start at a word boundary
        ("- **knee** notes: clicks, no pain", ["knee"], [["[watch]", "[injury]"]], False),
    ],
)
def test_word_matching_is_case_insensitive_and_tolerant(line, words, any_of, expected):
    groups = [[check.norm(a) for a in group] for group in any_of]
    assert check.line_matches(check.norm(line), [check.norm(w) for w in words], groups) is expected


def test_a_quote_cut_mid_word_is_caught_and_a_whole_one_passes():
    said = ["I hate long messages and I love short ones"]
    page = 'Said "I hate long messa…" and later "love short ones" and "not hers at all"'

    quotes = dict(check.quotes_of_client(page, said))

    assert quotes == {"I hate long messa…": False, "love short ones": True}


def test_quotes_whole_needs_a_quote_of_the_client_to_be_met():
    scenario = Scenario(
        "q", "style", days=[[user("keep it short please")]], expect=[QuotesWhole("preferences.md")]
    )
    empty = check.Observed(pages={"preferences.md": "# Preferences\n"}, alerts=[], bundles={}, user_texts=[])
    quoted = check.Observed(
        pages={"preferences.md": '- Said "keep it short please"'},
        alerts=[],
        bundles={},
        user_texts=["keep it short please"],
    )

    assert not check.evaluate(scenario, empty)[0].met
    assert check.evaluate(scenario, quoted)[0].met


def test_date_words_name_scenario_days():
    scenario = Scenario("d", "pain", days=[[sleep()]], expect=[NoAlert("safety")])

    assert check.expand("first {d0}, last {d3}, onset {d0-1}", scenario) == (
        "first 2026-11-02, last 2026-11-05, onset 2026-11-01"
    )


@pytest.mark.parametrize(
    "environ",
    [
        {},
        {"ANTHROPIC_API_KEY": "  "},
        {"ANTHROPIC_API_KEY": "sk-ant-x", "ANTHROPIC_BASE_URL": "http://127.0.0.1:8080"},
        {"ANTHROPIC_API_KEY": "sk-ant-x", "ANTHROPIC_BASE_URL": "http://localhost:9000/"},
        {"ANTHROPIC_API_KEY": "sk-ant-x", "ANTHROPIC_BASE_URL": "http://[::1]:9000"},
    ],
    ids=["no-key", "blank-key", "loopback-ip", "localhost", "ipv6-loopback"],
)
def test_the_anthropic_score_is_refused_without_a_real_key_and_endpoint(environ):
    from understanding import real_api_refusal

    assert "No score was computed" in real_api_refusal(environ)


def test_a_real_key_and_endpoint_are_accepted():
    from understanding import real_api_refusal

    assert real_api_refusal({"ANTHROPIC_API_KEY": "sk-ant-x"}) is None
    assert (
        real_api_refusal({"ANTHROPIC_API_KEY": "sk-ant-x", "ANTHROPIC_BASE_URL": "https://gw.example"})
        is None
    )


def test_the_bench_exits_without_a_score_when_refused(tmp_path):
    import os
    import subprocess

    env = {k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC_")}
    env["CODA_DATA_DIR"] = str(tmp_path)
    done = subprocess.run(
        [sys.executable, str(BENCH / "understanding.py"), "--distiller", "anthropic", "--fast"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 3
    assert "set ANTHROPIC_API_KEY" in done.stderr and "score:" not in done.stdout + done.stderr
