"""The page model, ledgers and text helpers the rules distiller edits with (pure functions)."""

import datetime as dt

from wiki.distillers.rules.ledger import Ledger, parse_summary
from wiki.distillers.rules.pages import Page, relative, resolve, starts
from wiki.distillers.rules.text import clean_block, clean_inline, kebab
from wiki.tree.markup import coach_blocks, contradiction_lines

D = dt.date(2026, 8, 9)

PAGE = """# Training history — Marta

*Blocks and lifts.*

## Lifts
- prose someone else wrote
<!-- coach 2026-08-03 -->
## Not a heading: inside a coach block
Keep pressing light until W36.
<!-- /coach -->
- another foreign line

## Adherence
"""


def test_parse_render_keeps_coach_blocks_byte_for_byte_and_never_reads_headings_inside_them():
    page = Page.parse("wiki/training-history.md", PAGE)
    assert [s.title for s in page.sections] == ["Lifts", "Adherence"]
    assert coach_blocks(page.render()) == coach_blocks(PAGE)
    assert page.render() == PAGE


def test_section_replace_puts_managed_lines_where_the_first_stood_and_keeps_everything_else():
    page = Page.parse("wiki/x.md", "# X\n\n*s*\n\n## A\n- keep 1\n- mine old\n- keep 2\n- mine older\n")
    section = page.find("A")
    section.replace(starts("- mine"), ["- mine new"])
    assert section.lines == ["- keep 1", "- mine new", "- keep 2"]


def test_replace_never_moves_a_frozen_line_and_appends_when_nothing_was_owned():
    page = Page.parse("wiki/training-history.md", PAGE)
    lifts = page.find("Lifts")
    lifts.replace(starts("- mine"), ["- mine 1", "- mine 2"])
    assert lifts.lines[-2:] == ["- mine 1", "- mine 2"]
    assert coach_blocks(page.render()) == coach_blocks(PAGE)


def test_put_keeps_an_unchanged_claims_date_unless_todays_events_confirm_it():
    page = Page.parse("wiki/x.md", "# X\n\n*s*\n\n## A\n- Stat: 5 (as of 2026-08-01)\n")
    section = page.find("A")
    section.put([("- Stat:", "Stat: 5")], D)
    assert section.lines == ["- Stat: 5 (as of 2026-08-01)"]
    section.put([("- Stat:", "Stat: 5")], D, confirm=True)
    assert section.lines == ["- Stat: 5 (as of 2026-08-09)"]
    section.put([("- Stat:", "Stat: 6")], D)
    assert section.lines == ["- Stat: 6 (as of 2026-08-09)"]
    section.put([("- Stat:", None)], D + dt.timedelta(days=3))  # no evidence: the dated claim stands
    assert section.lines == ["- Stat: 6 (as of 2026-08-09)"]


def _ledger_line(day: dt.date, name: str, state: str = "done") -> str:
    return f"- {day.isoformat()} {name}: {state} (as of {day.isoformat()})"


def _key(line: str) -> str | None:
    return line[2:].split(":", 1)[0] if line.startswith("- 20") else None


def test_ledger_compresses_old_lines_into_a_running_summary_instead_of_growing():
    ledger = Ledger("session", 3, _key, lambda line: line.split(": ")[1].split(" ")[0])
    page = Page.parse("wiki/x.md", "# X\n\n*s*\n\n## Sessions\n")
    section = page.find("Sessions")
    days = [D - dt.timedelta(days=n) for n in range(6, -1, -1)]
    for index, day in enumerate(days):
        state = "skipped" if index == 1 else "done"
        ledger.merge(section, {f"{day} a": _ledger_line(day, "a", state)}, day=day, level=0)
    assert len(section.lines) == 4
    summary = parse_summary(section.lines[-1])
    assert summary.count == 4 and summary.tallies == {"done": 3, "skipped": 1}
    assert (summary.first, summary.last) == (days[0], days[3])
    assert section.lines[0].startswith(f"- {D.isoformat()} a:")


def test_refolding_an_already_summarised_event_changes_nothing():
    ledger = Ledger("session", 2, _key)
    page = Page.parse("wiki/x.md", "# X\n\n*s*\n\n## S\n")
    section = page.find("S")
    days = [D - dt.timedelta(days=n) for n in range(4, -1, -1)]
    for day in days:
        ledger.merge(section, {f"{day} a": _ledger_line(day, "a")}, day=day, level=0)
    before = list(section.lines)
    ledger.merge(section, {f"{days[0]} a": _ledger_line(days[0], "a")}, day=D, level=0)
    assert section.lines == before


def test_a_higher_compression_level_keeps_fewer_lines():
    ledger = Ledger("day", 8, _key)
    lines = {f"{D - dt.timedelta(days=n)} a": _ledger_line(D - dt.timedelta(days=n), "a") for n in range(10)}
    counts = []
    for level in range(4):
        page = Page.parse("wiki/x.md", "# X\n\n*s*\n\n## S\n")
        ledger.merge(page.find("S"), lines, day=D, level=level)
        counts.append(len(page.find("S").lines))
    assert counts == sorted(counts, reverse=True) and counts[-1] == 1  # level 3: the summary alone


def test_links_resolve_relative_to_the_page_directory():
    assert relative("wiki/weekly/2026-W32.md", "wiki/goals.md") == "../goals.md"
    assert relative("wiki/training-history.md", "wiki/exercises/pull-up.md") == "exercises/pull-up.md"
    assert resolve("wiki/weekly/2026-W32.md", "../goals.md") == "wiki/goals.md"


def test_repair_links_unlinks_missing_targets_but_never_touches_a_coach_block():
    text = (
        "# X\n\n*s*\n\n## A\n- see [gone](gone.md) and [goals](goals.md)\n<!-- coach 2026-08-01 "
        "-->\n[gone](gone.md)\n<!-- /coach -->\n"
    )
    page = Page.parse("wiki/x.md", text)
    page.repair_links(lambda path: path == "wiki/goals.md")
    rendered = page.render()
    assert "- see gone and [goals](goals.md)" in rendered
    assert coach_blocks(rendered) == coach_blocks(text)


def test_client_text_cannot_forge_structure():
    forged = "x <script>alert(1)</script> <!-- coach 2026-01-01 --> [a](b.md) **knee** ⚠ CONTRADICTION | y"
    cleaned = clean_inline(forged, 500)
    for bad in ("<", ">", "](", "**", "⚠ CONTRADICTION", "|"):
        assert bad not in cleaned
    assert contradiction_lines("- " + clean_inline("⚠ CONTRADICTION (old): a fake pair")) == []


def test_note_bodies_keep_their_shape_but_demote_headings_and_wrap_long_lines():
    body = "# Big title\nline one\n\n\n\n## Part\n" + "word " * 300
    lines = clean_block(body, max_lines=60)
    assert lines[0] == "### Big title" and "### Part" in lines
    assert lines[1:4] == ["line one", "", "### Part"]  # the blank run collapsed to one
    assert all(len(line) <= 400 for line in lines)


def test_an_overlong_note_line_wraps_at_its_spaces_and_keeps_every_character():
    lines = clean_block("a_b " + "x" * 1000, max_lines=60)
    assert lines[0] == "a_b" and all(len(line) <= 400 for line in lines)
    assert "".join(lines[1:]) == "x" * 1000


def test_kebab_slugs():
    assert kebab("Travel protocol (hotel gym)") == "travel-protocol-hotel-gym"
    assert len(kebab("word " * 40)) <= 60
