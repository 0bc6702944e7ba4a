"""Wrapping a coach's prose: what she adds or changes outside her blocks becomes a coach block."""

from wiki.tree.coach import change_summary, normalise_text, wrap_coach_prose
from wiki.tree.markup import coach_block, coach_blocks

HEAD = "# Coaching playbook — Marta\n\n*How to coach her.*\n\n## Tone that works\n- Warm, brisk.\n"


def test_an_added_paragraph_is_wrapped_with_her_date():
    new = HEAD + "\nIf she goes quiet, send ONE light message.\n"
    wrapped = wrap_coach_prose(HEAD, new, "2026-08-03")
    assert coach_blocks(wrapped) == [coach_block("2026-08-03", "If she goes quiet, send ONE light message.")]
    assert wrapped.startswith(HEAD)


def test_a_changed_machine_line_becomes_hers_and_deleted_machine_text_stays_deleted():
    old = HEAD + "- Celebrate process.\n- Educational paragraphs work.\n"
    new = HEAD.replace("- Warm, brisk.", "- Warm, brisk, a little playful.") + "- Celebrate process.\n"
    wrapped = wrap_coach_prose(old, new, "2026-08-03")
    assert coach_blocks(wrapped) == [coach_block("2026-08-03", "- Warm, brisk, a little playful.")]
    assert "Educational" not in wrapped and "- Celebrate process." in wrapped


def test_a_multi_line_run_with_blank_lines_inside_is_one_block():
    new = HEAD + "\nFirst thought.\n\nSecond thought.\n"
    wrapped = wrap_coach_prose(HEAD, new, "2026-08-03")
    assert coach_blocks(wrapped) == [coach_block("2026-08-03", "First thought.\n\nSecond thought.")]


def test_her_existing_blocks_are_not_wrapped_again_even_when_she_edits_them():
    block = coach_block("2026-07-01", "Old protocol.")
    old = HEAD + "\n" + block + "\n"
    new = HEAD + "\n" + coach_block("2026-07-01", "Old protocol, revised.") + "\n"
    wrapped = wrap_coach_prose(old, new, "2026-08-03")
    assert coach_blocks(wrapped) == [coach_block("2026-07-01", "Old protocol, revised.")]


def test_the_title_and_summary_lines_are_never_wrapped():
    new = HEAD.replace("*How to coach her.*", "*How to coach Marta, by Nata.*")
    wrapped = wrap_coach_prose(HEAD, new, "2026-08-03")
    assert coach_blocks(wrapped) == [] and wrapped == new


def test_text_is_normalised_from_a_browser_textarea():
    assert normalise_text("a\r\nb\r\n\r\n") == "a\nb\n"
    assert normalise_text("   ") == ""


def test_change_summary_counts_lines():
    assert change_summary("a\nb\n", "a\nc\nd\n") == "2 lines added, 1 removed"
