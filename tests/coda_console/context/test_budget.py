from hypothesis import given, settings
from hypothesis import strategies as st

from coda_console.context.budget import Section, fit, prompt_tokens


def _sections(events: int = 30, pages: int = 3, page_lines: int = 40) -> list[Section]:
    lines = [f"- Mon 07:{i:02d} sleep 6.{i % 10} h" for i in range(events)]
    return [
        Section("persona", "## Persona\n" + "\n".join(f"- tone line {i}" for i in range(20))),
        Section("program", "## Active program\nBlock 2"),
        Section("index", "## index.md\n" + "\n".join(f"| page{i}.md | summary {i} |" for i in range(12))),
        *(
            Section(
                "page",
                f"## Page {p}\n"
                + "\n".join(f"- claim {p}.{i} (as of 2026-08-0{i % 9 + 1})" for i in range(page_lines)),
                [f"p{p}"],
            )
            for p in range(pages)
        ),
        Section(
            "recent_events",
            "## Recent events\n" + "\n".join(lines),
            lines=list(lines),
            header="## Recent events",
        ),
        Section("memory", "## What you know about this user\n- Tool preferences: x"),
        Section("knowledge", "## What you know about this domain\n- [c-1] protein 1.6 g/kg\n- [c-2] deload"),
    ]


def test_a_bundle_within_budget_is_untouched():
    sections = _sections()
    assert [s.text for s in fit(sections, 100_000)] == [s.text for s in _sections()]


def test_events_go_first_oldest_line_first():
    full = prompt_tokens(_sections())
    fitted = fit(_sections(), full - 20)
    events = next(s for s in fitted if s.name == "recent_events")
    assert "07:00" not in events.text and "07:29" in events.text
    assert sum(s.name == "page" for s in fitted) == 3


def test_then_the_lowest_ranked_page_then_knowledge_then_memory_never_persona_or_index():
    sections = _sections()
    no_events = prompt_tokens([s for s in sections if s.name != "recent_events"])
    fitted = fit(_sections(), no_events - 5)
    assert [s.sources for s in fitted if s.name == "page"] == [["p0"], ["p1"]]
    core = prompt_tokens([s for s in _sections() if s.name in {"persona", "program", "index"}])
    fitted = fit(_sections(), core + 5)
    assert {s.name for s in fitted} <= {"persona", "program", "index", "knowledge", "memory"}
    assert {"persona", "program", "index"} <= {s.name for s in fitted}


@settings(max_examples=200, deadline=None)
@given(
    events=st.integers(0, 120),
    pages=st.integers(0, 4),
    page_lines=st.integers(0, 90),
    budget=st.integers(50, 12_000),
)
def test_the_budget_is_never_exceeded(events, pages, page_lines, budget):
    fitted = fit(_sections(events, pages, page_lines), budget)
    assert prompt_tokens(fitted) <= budget
