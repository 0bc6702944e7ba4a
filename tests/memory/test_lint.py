from memory.lint import lint_facts
from tests.memory.factories import make_fact


def rules(warnings):
    return [w.rule for w in warnings if w.severity == "warning"]


def test_same_tool_in_affinity_and_avoidance_is_a_contradiction():
    facts = [
        make_fact("tool_affinity:sync"),
        make_fact("tool_avoidance:sync"),
        make_fact("tool_affinity:meal"),
    ]
    warnings = lint_facts(facts)
    assert rules(warnings) == ["contradicting_signals"]
    assert warnings[0].keys == ("tool_affinity:sync", "tool_avoidance:sync")


def test_facts_rescued_from_near_expiry_repeatedly_are_low_confidence_survivors():
    survivor = make_fact("entity_frequency:exercise:rower", 0.28, rescues=2)
    once = make_fact("entity_frequency:exercise:bike", 0.28, rescues=1)
    assert rules(lint_facts([survivor, once])) == ["low_confidence_survivor"]
    assert lint_facts([survivor])[0].keys == ("entity_frequency:exercise:rower",)


def test_category_imbalance_needs_five_facts_and_eighty_percent_in_one_category():
    tools = [make_fact(f"tool_affinity:t{i}") for i in range(4)]
    assert rules(lint_facts(tools)) == []  # too few to judge
    five = [*tools, make_fact("tool_affinity:t4")]
    warnings = lint_facts(five)
    assert rules(warnings) == ["category_imbalance"]
    assert "entity_frequency" in warnings[0].message
    balanced = [*tools, make_fact("domain_preference:sleep"), make_fact("entity_frequency:exercise:squat")]
    assert "category_imbalance" not in rules(lint_facts(balanced))


def test_entity_facts_unknown_to_knowledge_are_flagged(tenant):
    facts = [
        make_fact("entity_frequency:exercise:back-squat", label="Back squat"),
        make_fact("entity_frequency:exercise:zercher", label="Zercher squat"),
        make_fact("entity_frequency:meal_plan:plan-7"),
    ]
    seen = []

    def known(t):
        seen.append(t)
        return {"BACK SQUAT", "meal_plan:plan-7"}

    warnings = lint_facts(facts, tenant=tenant, known_entities=known)
    assert seen == [tenant]
    assert rules(warnings) == ["unknown_entity"]
    assert warnings[0].keys == ("entity_frequency:exercise:zercher",)


def test_without_a_knowledge_provider_the_entity_rule_is_skipped_and_says_so(tenant):
    facts = [make_fact("entity_frequency:exercise:back-squat")]
    warnings = lint_facts(facts, tenant=tenant)
    assert [(w.rule, w.severity) for w in warnings] == [("unknown_entity", "info")]
    assert "Skipped" in warnings[0].message
    assert lint_facts([make_fact("tool_affinity:a")], tenant=tenant) == []  # nothing to skip


def test_a_failing_provider_does_not_break_lint(tenant):
    def broken(t):
        raise ConnectionError("knowledge down")

    warnings = lint_facts([make_fact("entity_frequency:exercise:x")], tenant=tenant, known_entities=broken)
    assert [(w.rule, w.severity) for w in warnings] == [("unknown_entity", "info")]


def test_provider_is_taken_from_the_setting(tenant, settings, client_a):
    from memory import services
    from tests.memory.helpers import access, observe

    settings.MEMORY_KNOWN_ENTITIES_PROVIDER = "tests.memory.test_lint.only_squat"
    observe(client_a, access("exercise", "squat"), access("exercise", "rower"))
    result = services.consolidate(client=client_a)
    assert [(w.rule, w.keys) for w in result.lint] == [
        ("unknown_entity", ("entity_frequency:exercise:rower",))
    ]


def only_squat(tenant):
    return {"squat"}
