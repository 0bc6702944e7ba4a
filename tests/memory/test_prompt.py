import pytest

from coda_console.tokens import estimate_tokens
from memory.prompt import (
    HEADER,
    compile_profile,
    format_memory_section,
    rank,
    tool_affinities,
    tool_summary,
    without_opposites,
)
from tests.memory.factories import make_fact


def _facts():
    return [
        make_fact("tool_affinity:log_meal", 0.9, 10, successes=10, failures=0),
        make_fact("tool_avoidance:wearable_sync", 0.6, 4, successes=1, failures=5),
        make_fact("entity_frequency:exercise:back-squat", 0.8, 6, label="Back squat"),
        make_fact("domain_preference:nutrition", 0.7, 5, keywords={"protein": 3}),
        make_fact("failure_pattern:wearable_sync", 0.55, 2, failures=5, last_errors=["401"]),
    ]


def test_section_holds_facts_about_the_client_in_two_groups_and_no_tool_telemetry():
    section = format_memory_section(_facts())
    lines = section.splitlines()
    assert lines[0] == HEADER == "## What you know about this user"
    labels = [line for line in lines if line.endswith(":") and not line.startswith("-")]
    assert labels == ["Frequent entities:", "Domain focus:"]
    assert "tool" not in section and "wearable_sync" not in section and "log_meal" not in section


def test_facts_are_ranked_by_confidence_times_reinforcement_count():
    facts = [
        make_fact("domain_preference:a", 0.9, 1),
        make_fact("domain_preference:b", 0.5, 4),
        make_fact("domain_preference:c", 0.6, 3),
    ]
    assert [f.subject for f in rank(facts)] == ["b", "c", "a"]
    section = format_memory_section(facts)
    assert section.index("about b") < section.index("about c") < section.index("about a")


def test_two_opposing_facts_about_one_subject_never_both_speak():
    liked = make_fact("tool_affinity:wearable_sync", 0.5, 61, successes=61, failures=132)
    avoided = make_fact("tool_avoidance:wearable_sync", 0.8, 132, successes=61, failures=132)
    kept = without_opposites([liked, avoided, make_fact("domain_preference:sleep", 0.6, 3)])
    assert [f.key for f in kept] == ["tool_avoidance:wearable_sync", "domain_preference:sleep"]
    profile = compile_profile([liked, avoided])
    assert "rely most on wearable_sync" not in profile and "trouble with wearable_sync" in profile


def test_tool_summary_is_data_for_routing():
    summary = tool_summary(_facts())
    assert summary["log_meal"] == {
        "boost": 1.8,
        "successes": 10,
        "failures": 0,
        "failing_repeatedly": False,
        "last_error": "",
    }
    assert summary["wearable_sync"]["boost"] == -1.2
    assert summary["wearable_sync"]["failing_repeatedly"] is True
    assert summary["wearable_sync"]["last_error"] == "401"


def test_budget_truncates_by_rank_never_mid_line():
    facts = [
        make_fact(
            f"entity_frequency:exercise:lift-{i:02d}",
            0.9,
            60 - i,
            label=f"A rather long exercise name {i:02d}",
        )
        for i in range(50)
    ]
    section = format_memory_section(facts, budget_tokens=300)
    assert estimate_tokens(section) <= 300
    bullet_lines = [line for line in section.splitlines() if line.startswith("- ")]
    assert 0 < len(bullet_lines) < 50
    # the kept ones are exactly the top of the ranking, each line whole
    assert bullet_lines == [f"- {f.content}" for f in rank(facts)[: len(bullet_lines)]]
    # and one more would not have fitted
    longer = format_memory_section(facts, budget_tokens=10_000)
    next_line = longer.splitlines()[len(bullet_lines) + 2]
    assert estimate_tokens(section + "\n" + next_line) > 300


def test_default_budget_is_the_setting(settings):
    facts = [make_fact(f"domain_preference:topic_{i}", 0.9, 50 - i) for i in range(50)]
    settings.MEMORY_PROMPT_BUDGET_TOKENS = 120
    assert estimate_tokens(format_memory_section(facts)) <= 120
    settings.MEMORY_PROMPT_BUDGET_TOKENS = 300
    assert 120 < estimate_tokens(format_memory_section(facts)) <= 300


def test_empty_string_when_no_fact_passes():
    assert format_memory_section([]) == ""
    assert format_memory_section([make_fact("domain_preference:a", 0.2, 9)]) == ""  # below the 0.3 floor
    assert format_memory_section([make_fact("tool_affinity:a", 0.9, 9)]) == ""  # tools are not prose
    assert format_memory_section(_facts(), budget_tokens=5) == ""  # not even one line fits


def test_profile_is_three_to_five_deterministic_sentences():
    profile = compile_profile(_facts())
    assert profile == compile_profile(list(reversed(_facts())))
    sentences = [s for s in profile.split(". ") if s]
    assert 3 <= len(sentences) <= 5
    assert "nutrition" in profile and "log_meal" in profile and "Back squat" in profile
    assert "wearable_sync" in profile


def test_profile_of_a_sparse_memory_still_has_three_sentences_and_empty_memory_has_none():
    profile = compile_profile([make_fact("tool_affinity:log_meal")])
    assert profile.count(".") == 3
    assert compile_profile([]) == ""


def test_tool_affinities_are_confidence_weighted_and_bounded():
    facts = [
        make_fact("tool_affinity:log_meal", 1.0),
        make_fact("tool_avoidance:wearable_sync", 0.75),
        make_fact("tool_affinity:plan", 0.6),
        make_fact("tool_avoidance:plan", 0.2),
        make_fact("entity_frequency:exercise:squat", 0.9),
    ]
    boosts = tool_affinities(facts)
    assert boosts == {"log_meal": 2.0, "plan": pytest.approx(0.8), "wearable_sync": -1.5}
    assert all(-2 <= value <= 2 for value in boosts.values())


def test_tool_affinities_never_leave_the_range():
    facts = [
        make_fact("tool_affinity:x", 1.0),
        make_fact("tool_affinity:x", 1.0),
        make_fact("tool_avoidance:y", 1.0),
    ]
    facts += [make_fact("tool_avoidance:y", 1.0)]
    assert tool_affinities(facts) == {"x": 2.0, "y": -2.0}


def test_profile_leaves_out_facts_below_the_prompt_floor():
    facts = [*_facts(), make_fact("tool_avoidance:plan_session", 0.2, 2)]
    assert "plan_session" not in compile_profile(facts)
    assert compile_profile([make_fact("tool_affinity:log_meal", 0.1, 1)]) == ""
