from coda_console.context.render import DATED_LINES_MAX, compact_lines, without_redundant_date

PAGE = """# Training history — Marta

*Program blocks and adherence.*

## Habits

## Recent sessions
- 2026-08-01 lower A: done (as of 2026-08-01)
- 2026-08-05 upper B: done (as of 2026-08-05)
- 2026-08-03 lower A: skipped (as of 2026-08-03)
- Earlier: 12 sessions (as of 2026-08-05)

## See also
- Pages: [recovery patterns](../recovery-patterns.md) · [goals](../goals.md) (as of 2026-08-05)
"""


def test_a_quoted_page_keeps_every_claim_line_as_a_prefix_of_its_stored_line():
    stored = PAGE.split("\n")
    for number, line in compact_lines(PAGE, "wiki/training-history.md"):
        if number:
            assert stored[number - 1].startswith(line)


def test_compaction_drops_h1_empty_sections_navigation_and_dates_said_twice():
    lines = [line for _, line in compact_lines(PAGE, "wiki/training-history.md")]
    assert "# Training history — Marta" not in lines
    assert "## Habits" not in lines and "## See also" not in lines
    assert "- 2026-08-05 upper B: done" in lines
    assert without_redundant_date("- sleep 6 h (as of 2026-08-05)") == "- sleep 6 h (as of 2026-08-05)"


def test_only_the_newest_dated_lines_of_a_section_are_quoted_and_the_rest_counted():
    lines = [line for _, line in compact_lines(PAGE, "wiki/training-history.md")]
    dated = [line for line in lines if line.startswith("- 2026-")]
    newest_first = [
        "- 2026-08-05 upper B: done",
        "- 2026-08-03 lower A: skipped",
        "- 2026-08-01 lower A: done",
    ]
    assert len(dated) == DATED_LINES_MAX
    assert set(dated) == set(newest_first[:DATED_LINES_MAX])  # the newest, whatever the page's order
    older = 3 - DATED_LINES_MAX
    assert f"- … {older} older dated line{'s' if older != 1 else ''} in training-history.md" in lines
    assert "- Earlier: 12 sessions (as of 2026-08-05)" in lines
