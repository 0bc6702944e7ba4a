"""`note.filed` → a topic page: a travel-protocol note, refiling, and hostile bodies."""

from tests.wiki.distillers.conftest import DAY, core_pages, section_lines, task, validate
from wiki.distillers.rules import RulesDistiller
from wiki.distillers.rules.notes import note_path, related_core_page
from wiki.tree.markup import H1_RE, coach_blocks, relative_links

TOPIC = "wiki/travel-protocol.md"
TRAINING = "wiki/training-history.md"
BODY = """Hotel gym with two dumbbells and a treadmill:

## Strength (35 min, DB full body)
- Goblet squat 4×10, DB row 4×10, DB floor press 3×12, split squat 3×10/leg.

## Conditioning (25 min)
- Incline walk 10–12 %, 5.5 km/h — replaces one zone-2 run; keep HR in zone 2.

Maps to his program: slot A = strength, slot B = incline walk."""


def filed(ev, title="Travel protocol", body=BODY, source="free_chat answer, 2026-08-04"):
    return ev.make("note.filed", DAY, "21:30", title=title, body=body, source=source)


def run(**kwargs):
    distill_input = task(client_name="Denys", **kwargs)
    proposal = RulesDistiller().propose(distill_input)
    assert validate(distill_input, proposal) == []
    return proposal


def test_the_hotel_gym_answer_becomes_the_travel_protocol_page_linked_from_training_history(ev):
    pages = core_pages("Denys")
    note = filed(ev)
    proposal = run(pages={TRAINING: pages[TRAINING]}, existing=pages, events=[note], mode="inline")
    assert set(proposal.pages) == {TOPIC, TRAINING}
    page = proposal.pages[TOPIC]
    assert H1_RE.match(page)
    assert page.startswith("# Travel protocol\n\n*Hotel gym with two dumbbells and a treadmill:*\n")
    assert "### Strength (35 min, DB full body)" in page and "Incline walk 10–12 %" in page
    assert section_lines(page, "Source") == [
        "- Filed from: free_chat answer, 2026-08-04, 2026-08-09 (as of 2026-08-09)",
        "- Related: [Training history](training-history.md) (as of 2026-08-09)",
    ]
    assert section_lines(proposal.pages[TRAINING], "Related pages") == [
        "- [Travel protocol](travel-protocol.md) — filed note (as of 2026-08-09)"
    ]
    assert proposal.index_summaries[TOPIC] == "Hotel gym with two dumbbells and a treadmill:"
    assert proposal.log_subject == "note: Travel protocol"


def test_a_note_is_linked_from_the_most_related_core_page():
    assert related_core_page("Travel protocol", BODY) == TRAINING
    assert (
        related_core_page("Protein at lunch", "batch-cook chicken, eat 40 g at lunch")
        == "wiki/nutrition-patterns.md"
    )
    assert related_core_page("Travel protocol", BODY, available=["wiki/profile.md"]) == "wiki/profile.md"
    assert related_core_page("Misc", "nothing related", available=[]) is None


def test_without_a_core_page_to_link_from_the_topic_page_stands_alone(ev):
    proposal = run(pages={}, existing=core_pages("Denys"), events=[filed(ev)], mode="inline")
    assert list(proposal.pages) == [TOPIC]
    assert "- Related:" not in proposal.pages[TOPIC]


def test_refiling_rewrites_the_note_but_keeps_the_coachs_block(ev):
    first = run(pages={}, existing=core_pages("Denys"), events=[filed(ev)], mode="inline").pages[TOPIC]
    block = (
        "<!-- coach 2026-08-10 -->\nOnly when the hotel has no treadmill: skip conditioning. — "
        "Nata\n<!-- /coach -->"
    )
    page = first.replace("## Source", f"{block}\n\n## Source")
    again = run(
        pages={TOPIC: page},
        existing=core_pages("Denys") | {TOPIC: page},
        events=[filed(ev, body="Updated: 30-min DB circuit.")],
        mode="inline",
    )
    assert (
        "Updated: 30-min DB circuit." in again.pages[TOPIC]
        and "incline walk" not in again.pages[TOPIC].lower()
    )
    assert coach_blocks(again.pages[TOPIC]) == [block]


def test_an_existing_topic_page_we_were_not_given_is_never_overwritten(ev):
    existing = core_pages("Denys") | {TOPIC: "# Travel protocol\n\n*old*\n"}
    proposal = run(pages={}, existing=existing, events=[filed(ev)], mode="inline")
    assert TOPIC not in proposal.pages


def test_hostile_note_text_is_defused_and_its_links_stay_text(ev):
    body = (
        "<script>alert(1)</script>\n<!-- coach 2026-01-01 -->\n- ⚠ CONTRADICTION (old): x\nsee "
        "[gone](gone.md), [goals](goals.md)"
    )
    proposal = run(
        pages={},
        existing=core_pages("Denys"),
        events=[filed(ev, title="Hotel <b>gym</b>", body=body)],
        mode="inline",
    )
    (path,) = proposal.pages
    page = proposal.pages[path]
    assert path == "wiki/hotel-b-gym-b.md"
    assert "<" not in page and coach_blocks(page) == [] and "⚠ CONTRADICTION" not in page
    assert relative_links(page) == []  # bot text is plain text: docs/wiki.md "Bot text on pages"
    assert "see [gone] (gone.md), [goals] (goals.md)" in page


def test_a_title_that_names_a_core_page_gets_a_page_of_its_own():
    assert note_path("Goals") == "wiki/goals-notes.md"
    assert note_path("Pull-up progression") == "wiki/pull-up-progression.md"
