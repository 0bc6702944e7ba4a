import io
from types import SimpleNamespace

from coda_console.context.builder import build_bundle
from coda_console.context.knowledge_query import MAX_TERMS, client_context
from knowledge.demo import build_demo
from knowledge.models import Record
from knowledge.selectors import prompt_section
from wiki.models import WikiPage

CONSTRAINTS = """# Constraints and injuries
_Left wrist [injury]_

## Entries
- **left wrist** [injury] injury reported: sprained in a fall, pressing hurts; reported 2026-08-01
<!-- coach 2026-08-02 -->
- **right knee** [watch] no deep squats for now
<!-- /coach -->

## Resolved
- **lower back** [watch] sore 3/5 after deadlifts (as of 2026-03-01)
"""
GOALS = """# Goals
_First strict pull-up_

## Goals
- First strict pull-up by December (as of 2026-07-01)

## Bodyweight
- Latest weight: 64.2 kg (as of 2026-08-09)
"""


def _pages(**texts) -> dict:
    return {path: SimpleNamespace(current_content=text) for path, text in texts.items()}


def test_the_client_context_is_the_current_constraints_and_goals():
    context = client_context(
        _pages(**{"wiki/constraints-injuries.md": CONSTRAINTS, "wiki/goals.md": GOALS})
    ).split()
    assert {"left", "wrist", "injury", "sprained", "pressing", "right", "knee", "squats"} <= set(context)
    assert {"strict", "pull-up", "december"} <= set(context)
    assert "back" not in context and "deadlifts" not in context  # a resolved entry
    assert "weight" not in context and not any(ch.isdigit() for word in context for ch in word)
    assert "reported" not in context and "watch" not in context  # bookkeeping, not topic


def test_the_client_context_is_bounded_and_empty_without_pages():
    many = "# Constraints\n\n## Entries\n" + "\n".join(
        f"- **area{i}** word{i} other{i} more{i}" for i in range(30)
    )
    assert len(client_context(_pages(**{"wiki/constraints-injuries.md": many})).split()) <= MAX_TERMS
    assert client_context({}) == ""


def test_a_vague_question_from_a_client_with_a_wrist_injury_surfaces_wrist_rules(marta_wiki):
    build_demo(tenant=marta_wiki.tenant, clients={}, days=30, stdout=io.StringIO())
    page = WikiPage.objects.get(client=marta_wiki, path="wiki/constraints-injuries.md")
    page.current_content = CONSTRAINTS  # the cached current text the builder reads
    page.save(update_fields=["current_content"])
    bundle = build_bundle(client=marta_wiki, pipeline="free_chat", query="what should I do today")
    cited = next(s for s in bundle.sections if s.name == "knowledge").sources
    wrist = {
        f"knowledge:{ref}"
        for ref in Record.objects.filter(key__contains="wrist", status="live").values_list("ref", flat=True)
    }
    assert wrist & set(cited), cited
    plain = prompt_section(tenant=marta_wiki.tenant, domain_slug=None, query="what should I do today")
    assert not wrist & {f"knowledge:{ref}" for ref in plain.cited}  # the client's context made the difference
