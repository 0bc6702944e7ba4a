"""Coach blocks are reproduced byte for byte, in order, on their page — whatever the page and the day.

Property-style: hypothesis places coach blocks (with awkward content: headings, bullets that look like
the distiller's own lines, entries, ⚠ lines) anywhere in the core pages, then distils a random mix of
events; every proposed page must carry exactly the blocks it had, and the pipeline's validator must
accept the proposal.
"""

import datetime as dt

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.wiki.distillers.conftest import DAY, PLAYBOOK, Events, core_pages, marta_day, task, validate
from wiki.distillers.rules import RulesDistiller
from wiki.tree.markup import coach_blocks
from wiki.tree.pagemap import CORE_PAGES

BLOCK_LINES = st.sampled_from(
    [
        "Keep pressing light until W36. — Nata",
        "## Sleep",
        "- Recovery baseline: 40% (as of 2026-01-01)",
        "- 2026-08-09 lower body A: done — her words, not the log",
        "- **right knee** [watch] my call, not the machine's",
        "- ⚠ CONTRADICTION (old): inside a block this is prose",
        "- Earlier: 3 sessions, 2026-01-01 → 2026-01-02 (as of 2026-01-03)",
        "",
        "She trains 3 sessions a week.",
        "Runs reliably even on hotel weeks.",
    ]
)


@st.composite
def placed_blocks(draw) -> dict[str, str]:
    pages = core_pages()
    pages["wiki/coaching-playbook.md"] = PLAYBOOK
    for path in CORE_PAGES:
        chunks = pages[path].rstrip("\n").split("\n")  # a block is one chunk: never placed inside another
        if path == "wiki/coaching-playbook.md":
            chunks = [*chunks[:-5], "\n".join(chunks[-5:])]
        for _ in range(draw(st.integers(0, 3))):
            body = "\n".join(draw(st.lists(BLOCK_LINES, min_size=1, max_size=4))).strip("\n") or "x"
            block = (
                f"<!-- coach 2026-0{draw(st.integers(1, 7))}-1{draw(st.integers(0, 9))} "
                f"-->\n{body}\n<!-- /coach -->"
            )
            at = draw(st.integers(4, len(chunks)))  # anywhere below the H1 + summary
            chunks[at:at] = [block]
        pages[path] = "\n".join(chunks) + "\n"
    return pages


@settings(
    max_examples=40, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(pages=placed_blocks(), offsets=st.lists(st.integers(0, 120), min_size=1, max_size=3, unique=True))
def test_every_coach_block_survives_byte_for_byte_in_order(pages, offsets):
    ev = Events()
    recent = [e for n in range(1, 30) for e in marta_day(ev, DAY - dt.timedelta(days=n), 60 + n)]
    events = [e for offset in sorted(offsets) for e in marta_day(ev, DAY, offset)]
    for mode in ("nightly", "inline"):
        distill_input = task(pages=pages, events=events, recent=recent, mode=mode)
        proposal = RulesDistiller().propose(distill_input)
        for path, text in proposal.pages.items():
            assert coach_blocks(text) == coach_blocks(pages.get(path, ""))
        assert validate(distill_input, proposal) == []
