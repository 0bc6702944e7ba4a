import re

import pytest
from django.test.utils import override_settings

from coda_console.tokens import estimate_tokens
from knowledge import selectors
from knowledge.prompt import HEADER, build_prompt_section

TITLES = [
    "Neutral-grip dumbbell press",
    "Landmine press",
    "Dumbbell floor press",
    "Push-ups on handles",
    "Incline bench with wraps",
    "Cable chest fly",
    "Machine chest press",
    "Band press-around",
    "Kettlebell bottoms-up press",
    "Half-kneeling single-arm press",
]


@pytest.fixture
def pressing_domain(domain, write):
    hub = write(domain, "Wrist-friendly pressing", body="Keep the wrist stacked over the elbow.", expects=6)
    for index, title in enumerate(TITLES):
        write(
            domain,
            title,
            body=f"Wrist-friendly pressing, option {index}: keeps the wrist neutral under load. " * 3,
            provenance_locator=f"p. {index}",
            edges=[{"type": "part_of", "to": hub.ref}],
        )
    for word in ("mobility", "warm-up", "tape"):
        write(
            domain,
            f"Wrist {word}",
            body=f"{word} for the wrist.",
            edges=[{"type": "explains", "to": hub.ref}],
        )
    return domain


@pytest.mark.parametrize("budget", [40, 80, 150, 300, 500, 1200])
def test_the_section_never_exceeds_its_budget(pressing_domain, budget):
    section = build_prompt_section(domain=pressing_domain, query="wrist pressing pain", budget_tokens=budget)
    assert section.text
    assert estimate_tokens(section.text) <= budget
    assert section.tokens == estimate_tokens(section.text)


def test_every_line_cites_its_record_id_and_the_cited_list_matches(pressing_domain):
    section = build_prompt_section(domain=pressing_domain, query="wrist pressing", budget_tokens=500)
    lines = section.text.splitlines()
    assert lines[0] == HEADER
    record_lines = [line for line in lines[1:] if line.startswith("- ")]
    cited = [re.match(r"- \[([a-z0-9-]+)\]", line).group(1) for line in record_lines]
    assert cited == section.cited and len(cited) >= 2


def test_a_connected_line_names_neighbours_not_shown(pressing_domain):
    section = build_prompt_section(domain=pressing_domain, query="mobility", budget_tokens=500)
    last = section.text.splitlines()[-1]
    assert last.startswith("Connected, not shown: ")
    assert section.connected and not set(section.connected) & set(section.cited)
    assert all(ref in last for ref in section.connected)


def test_a_bigger_budget_shows_more(pressing_domain):
    small = build_prompt_section(domain=pressing_domain, query="wrist pressing", budget_tokens=120)
    large = build_prompt_section(domain=pressing_domain, query="wrist pressing", budget_tokens=1000)
    assert len(large.cited) > len(small.cited)
    assert large.cited[: len(small.cited)] == small.cited  # the most relevant first, always


def test_lines_carry_provenance_parts_and_open_contradictions(domain, write):
    coach = write(
        domain, "Stop pressing at wrist pain 2/10", authority="coach", provenance_source="Coach Nata"
    )
    write(domain, "Train through wrist pain up to 3/10", authority="agent", contradicts=[coach.ref])
    section = build_prompt_section(domain=domain, query="wrist pain", budget_tokens=500)
    assert "(coach · Coach Nata)" in section.text
    assert "⚠ unresolved contradiction with" in section.text


def test_nothing_relevant_is_the_empty_string(pressing_domain):
    section = build_prompt_section(domain=pressing_domain, query="marathon tapering", budget_tokens=500)
    assert section.text == "" and section.cited == [] and section.tokens == 0


def test_default_budget_comes_from_settings(pressing_domain, settings):
    settings.KNOWLEDGE_PROMPT_BUDGET_TOKENS = 60
    section = build_prompt_section(domain=pressing_domain, query="wrist pressing")
    assert section.budget == 60 and section.tokens <= 60


def test_selector_reads_the_named_or_default_domain_and_is_empty_without_one(
    pressing_domain, tenant, other_tenant
):
    named = selectors.prompt_section(tenant=tenant, domain_slug="coaching", query="wrist", budget_tokens=200)
    default = selectors.prompt_section(tenant=tenant, domain_slug=None, query="wrist", budget_tokens=200)
    assert named.text and named.text == default.text and named.cited == default.cited
    assert (
        selectors.prompt_section(tenant=tenant, domain_slug="nope", query="wrist", budget_tokens=200).text
        == ""
    )
    assert selectors.prompt_section(tenant=other_tenant, query="wrist", budget_tokens=200).text == ""


def _agent_rule_against_the_coach(domain, write):
    coach = write(
        domain,
        "Stop pressing at wrist pain 2/10",
        body="Stop any pressing at the first 2/10 of wrist pain. Swap to neutral-grip work.",
        authority="coach",
        provenance_source="Coach Nata",
    )
    agent = write(
        domain,
        "Train through mild wrist pain up to 3/10",
        body="Mild wrist pain up to 3/10 is fine to train through.",
        authority="agent",
        contradicts=[coach.ref],
    )
    return coach, agent


@pytest.mark.parametrize("budget", [40, 60, 90, 500])
def test_a_lower_authority_record_never_shows_without_the_higher_one_it_contradicts(domain, write, budget):
    coach, agent = _agent_rule_against_the_coach(domain, write)
    # The query matches only the agent record's words: the search does not find the coach's rule.
    section = build_prompt_section(domain=domain, query="train through mild", budget_tokens=budget)
    if agent.ref in section.cited:
        assert section.cited.index(coach.ref) < section.cited.index(agent.ref)
        assert section.text.index(f"[{coach.ref}]") < section.text.index(f"[{agent.ref}]")
    assert section.tokens <= budget
    if budget >= 90:
        assert section.cited[:2] == [coach.ref, agent.ref]


def test_bodies_are_quoted_by_whole_sentences_not_cut_to_the_first(domain, write):
    write(
        domain,
        "Broken nights",
        body="Broken nights are the norm. Never test maxes after a night under five hours.",
    )
    section = build_prompt_section(domain=domain, query="broken nights", budget_tokens=500)
    assert "Broken nights are the norm. Never test maxes after a night under five hours." in section.text


@override_settings(KNOWLEDGE_SEMANTIC_MIN_SIMILARITY=-1.0, KNOWLEDGE_PROMPT_MIN_SIMILARITY=0.99)
def test_the_prompt_section_counts_meaning_only_above_its_own_stricter_floor(domain, write):
    write(domain, "Short sleep caps the session", body="Under six hours: no max attempts.")
    assert selectors.search(domain=domain, query="knitting patterns")  # a search ranks any similarity
    assert build_prompt_section(domain=domain, query="knitting patterns").text == ""
