import pytest

from coda_console.context.builder import build_bundle
from coda_console.context.pages import PIPELINES
from wiki.models import WikiPage
from wiki.selectors import page_for_client, page_version, version_content

SECTION_ORDER = [
    "rules",
    "persona",
    "program",
    "index",
    "client",
    "safety",
    "numbers",
    "page",
    "recent_events",
    "memory",
    "knowledge",
]


def _order(bundle) -> list[str]:
    names = []
    for section in bundle.sections:
        if not names or names[-1] != section.name:
            names.append(section.name)
    return names


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_sections_come_in_the_stable_order(marta_wiki, pipeline):
    bundle = build_bundle(client=marta_wiki, pipeline=pipeline, query="protein at lunch")
    order = _order(bundle)
    assert order == [name for name in SECTION_ORDER if name in order]
    assert order[:6] == ["rules", "persona", "program", "index", "client", "safety"]
    assert bundle.prompt.startswith("## How to use this bundle\n")
    assert 2 <= len(bundle.pages) <= 4


def test_morning_brief_quotes_its_hinted_pages_with_versions(marta_wiki):
    bundle = build_bundle(client=marta_wiki, pipeline="morning_brief", query="")
    assert bundle.pages[:4] == [
        "wiki/constraints-injuries.md",  # Marta's wrist and knee are open safety items
        "wiki/recovery-patterns.md",
        "wiki/training-history.md",
        "wiki/preferences.md",
    ]
    for path in bundle.pages:
        page = WikiPage.objects.get(client=marta_wiki, path=path)
        assert f"## Page: {path.removeprefix('wiki/')} (v{page.current_number})" in bundle.prompt
    assert "Block 1" in bundle.prompt  # the active program, from the latest program.changed event


def test_citations_resolve_to_a_page_version_and_line(marta_wiki):
    bundle = build_bundle(client=marta_wiki, pipeline="weekly_review", query="")
    assert bundle.citations
    for key, target in bundle.citations.items():
        page = page_for_client(marta_wiki, target["page"])
        text = version_content(page_version(page, target["version"]))
        line = text.split("\n")[target["line"] - 1]
        quoted = key.split(": ", 1)[1].rstrip("]").rstrip("…")
        assert quoted in line


def test_recent_events_cover_the_last_48_hours_only(marta_wiki):
    bundle = build_bundle(client=marta_wiki, pipeline="morning_brief", query="")
    events = next(s for s in bundle.sections if s.name == "recent_events")
    assert "sleep" in events.text and "Sun" in events.text and "Mon 06:40" in events.text
    assert "Fri" not in events.text and "Sat 08:10" not in events.text


def test_memory_failure_degrades_to_an_empty_section(marta_wiki, monkeypatch):
    def broken(client, **kwargs):
        raise RuntimeError("redis is down")

    monkeypatch.setattr("memory.loading.load_memory", broken)
    bundle = build_bundle(client=marta_wiki, pipeline="meal_lens", query="")
    assert bundle.memory_degraded is True
    assert "memory" not in [s.name for s in bundle.sections]
    assert bundle.pages


@pytest.mark.parametrize("budget", [1000, 1500, 2500, 4000, 6000, 12000])
def test_budget_is_never_exceeded_on_a_real_wiki(marta_wiki, budget):
    for pipeline in PIPELINES:
        bundle = build_bundle(
            client=marta_wiki, pipeline=pipeline, query="knee pain and squats", budget_tokens=budget
        )
        assert bundle.tokens <= budget
        assert {"persona", "index"} <= {s.name for s in bundle.sections}


def test_a_client_without_a_wiki_still_gets_a_bundle(clock, client_a):
    bundle = build_bundle(client=client_a, pipeline="free_chat", query="hello")
    assert bundle.pages == [] and "No wiki yet" in bundle.prompt
