"""wiki/tree/diffs.py: side-by-side rows with line numbers, in-line changes and context."""

from wiki.tree.diffs import side_by_side


def test_identical_texts_have_no_rows_in_context_mode():
    result = side_by_side("a\nb\n", "a\nb\n")
    assert result.rows == [] and result.identical


def test_an_insert_a_delete_and_a_change_are_counted_and_numbered():
    old = "one\ntwo\nthree\nfour\n"
    new = "one\n2\nthree\nfour\nfive\n"
    result = side_by_side(old, new, context=None)
    kinds = [row.kind for row in result.rows]
    assert kinds == ["equal", "replace", "equal", "equal", "insert"]
    insert = result.rows[-1]
    assert insert.left_no is None and insert.right_no == 5 and insert.right == (("five", True),)
    assert result.added == 2 and result.removed == 1


def test_a_small_change_is_marked_within_the_line():
    result = side_by_side("bed by 23:00\n", "bed by 00:40\n")
    row = next(row for row in result.rows if row.kind == "replace")
    assert ("bed by ", False) in row.left and any(changed for _, changed in row.right)


def test_a_different_line_is_marked_whole():
    row = side_by_side("alpha\n", "zzzzzz qqq\n").rows[0]
    assert row.left == (("alpha", True),) and row.right == (("zzzzzz qqq", True),)


def test_far_apart_changes_are_separated_by_skip_rows():
    old = "\n".join(f"line {n}" for n in range(40))
    new = old.replace("line 2\n", "LINE 2\n").replace("line 35", "LINE 35")
    rows = side_by_side(old, new, context=2).rows
    assert [row.kind for row in rows].count("skip") >= 2
    assert len(rows) < 20
    whole = side_by_side(old, new, context=None).rows
    assert len(whole) == 40 and all(row.kind != "skip" for row in whole)


def test_from_empty_everything_is_inserted():
    result = side_by_side("", "# Title\n\n*x*\n")
    assert {row.kind for row in result.rows} == {"insert"} and result.added == 3
