import pytest

from coda_console.context.memory_view import compose
from coda_console.context.services import context_for_bot
from memory import services as memory_services
from memory.models import Fact
from tests.memory.factories import make_fact

WIKI = "## Lifts\n- **goblet squat**: last 24 kg × 8\n- **romanian deadlift**: 40 kg × 10"


def test_an_entity_the_wiki_never_names_is_hedged_not_stated():
    facts = [
        make_fact("entity_frequency:exercise:back-squat", 0.9, 8, label="Back squat", entity_type="exercise"),
        make_fact(
            "entity_frequency:exercise:goblet-squat", 0.8, 6, label="Goblet squat", entity_type="exercise"
        ),
    ]
    text, hedged = compose(facts, wiki_text=WIKI)
    assert [f.key for f in hedged] == ["entity_frequency:exercise:back-squat"]
    assert "Often works with the exercise “Goblet squat”" in text
    assert "Often works with the exercise “Back squat”" not in text
    assert "Back squat (exercise) — not in the client's wiki" in text


def test_without_a_wiki_there_is_nothing_to_contradict():
    facts = [make_fact("entity_frequency:exercise:back-squat", 0.9, 8, label="Back squat")]
    text, hedged = compose(facts, wiki_text="")
    assert hedged == [] and "Back squat" in text


def test_the_memory_section_holds_no_tool_telemetry_and_no_opposing_facts():
    facts = [
        make_fact("tool_affinity:wearable_sync", 0.6, 61, successes=61, failures=132),
        make_fact("tool_avoidance:wearable_sync", 0.8, 132, successes=61, failures=132),
        make_fact("failure_pattern:wearable_sync", 0.8, 50, failures=132, last_errors=["timeout"]),
        make_fact("domain_preference:nutrition", 0.7, 5, keywords={"protein": 3}),
    ]
    text, _ = compose(facts, wiki_text=WIKI)
    assert "wearable_sync" not in text and "Relies on" not in text and "trouble" not in text
    assert "Often asks about nutrition" in text


@pytest.mark.django_db
def test_what_the_bot_asked_never_becomes_domain_focus(client_a):
    for _ in range(3):
        context_for_bot(
            client=client_a, pipeline="free_chat", query="my knee hurts, injury?", budget_tokens=6000
        )
    memory_services.consolidate(client=client_a)
    assert not Fact.objects.filter(client=client_a, category="domain_preference").exists()


def test_the_bundle_carries_tools_as_data(marta_wiki, monkeypatch):
    from coda_console.context.builder import build_bundle
    from memory.loading import MemoryView

    facts = [make_fact("tool_avoidance:wearable_sync", 0.8, 9, successes=1, failures=8)]
    view = MemoryView("", "", {}, facts, [], False)
    monkeypatch.setattr("memory.loading.load_memory", lambda client, **kw: view)
    bundle = build_bundle(client=marta_wiki, pipeline="free_chat", query="sync my watch")
    assert bundle.tools["wearable_sync"]["boost"] == -1.6
    assert bundle.tools["wearable_sync"]["failures"] == 8
    assert "wearable_sync" not in bundle.prompt
