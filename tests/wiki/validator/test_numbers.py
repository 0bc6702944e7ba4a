"""Numbers are code's: the stat-block rules, and prose that restates a stat."""

from tests.wiki.validator.conftest import PAGE, RECOVERY, check, rules
from wiki import validator
from wiki.distillers.base import Proposal
from wiki.ingest.statblocks import stamp

BLOCK = "<!-- stats 2026-08-12 -->\n- Recovery baseline: 58% (28-day mean, 24 days)\n<!-- /stats -->"
STAMPED = stamp(PAGE, BLOCK)


def test_the_stat_block_must_be_the_one_code_computed():
    expected = {RECOVERY: BLOCK}
    assert check(Proposal({RECOVERY: STAMPED + "- naps help\n"}, {}), stat_blocks=expected) == []
    altered = check(Proposal({RECOVERY: STAMPED.replace("58%", "60%")}, {}), stat_blocks=expected)
    assert rules(altered) == {"stat-blocks"} and "altered" in altered[0].message
    assert altered[0].excerpt == "- Recovery baseline: 60% (28-day mean, 24 days)"
    removed = check(
        Proposal({RECOVERY: PAGE + "- naps\n"}, {}), current={RECOVERY: STAMPED}, stat_blocks=expected
    )
    assert rules(removed) == {"stat-blocks"} and "removed" in removed[0].message
    twice = check(Proposal({RECOVERY: STAMPED + "\n" + BLOCK + "\n"}, {}), stat_blocks=expected)
    assert rules(twice) == {"stat-blocks"}


def test_a_stat_block_where_code_computed_none_is_forged():
    forged = check(Proposal({RECOVERY: STAMPED}, {}), stat_blocks={RECOVERY: None})
    assert rules(forged) == {"stat-blocks"} and "did not compute" in forged[0].message
    new_page = check(Proposal({"wiki/sleep-notes.md": stamp("# Sleep\n\n*Nights.*\n", BLOCK)}, {}))
    assert rules(new_page) == {"stat-blocks"}
    # a page outside the run's stats may keep the block it had, byte for byte
    assert check(Proposal({RECOVERY: STAMPED + "- naps\n"}, {}), current={RECOVERY: STAMPED}) == []


def test_a_stray_or_malformed_stat_marker_is_raw_html():
    stray = check(Proposal({RECOVERY: PAGE + "<!-- /stats -->\n"}, {}))
    assert rules(stray) == {"raw-html"}


def test_a_number_restating_a_stat_agrees_with_it():
    expected = {RECOVERY: BLOCK}
    fine = STAMPED + "- Recovery baseline 58% holds on quiet weeks\n- Recovery baseline of about 60%\n"
    assert check(Proposal({RECOVERY: fine}, {}), stat_blocks=expected) == []
    wrong = check(
        Proposal({RECOVERY: STAMPED + "- recovery baseline 70% most weeks\n"}, {}), stat_blocks=expected
    )
    assert rules(wrong) == {"stat-restated"} and "the stat block says 58" in wrong[0].message
    # an old claim quoted in a ⚠ pair and the client's own quoted words are not restatements
    quoted = STAMPED + '- Said "my recovery baseline is 80%" (as of 2026-08-12)\n'
    assert check(Proposal({RECOVERY: quoted}, {}), stat_blocks=expected) == []
    # nor are an event's own words quoted without quotation marks (a session named by a bot)
    named = STAMPED + "- 2026-08-12 Recovery baseline 90 day: done (as of 2026-08-12)\n"
    assert rules(check(Proposal({RECOVERY: named}, {}), stat_blocks=expected)) == {"stat-restated"}
    texts = ("Recovery baseline 90 day",)
    assert check(Proposal({RECOVERY: named}, {}), stat_blocks=expected, event_texts=texts) == []
    # …even when two of its strings meet on the line (an area, then a description)
    joined = STAMPED + "- 2026-08-12 injury recovery baseline: 12 weeks off (as of 2026-08-12)\n"
    texts = ("recovery baseline", "12 weeks off")
    assert check(Proposal({RECOVERY: joined}, {}), stat_blocks=expected, event_texts=texts) == []


def test_a_coach_may_delete_a_stat_block_but_not_edit_inside_it():
    def coach(new: str) -> set[str]:
        return rules(
            validator.validate_coach_edit(
                path=RECOVERY, old=STAMPED, new=new, existing_paths=frozenset({RECOVERY}), local_date=None
            )
        )

    assert coach(PAGE + "- mine\n") == set()
    assert coach(STAMPED.replace("58%", "70%")) == {"stat-blocks"}
    inside = STAMPED.replace(
        "<!-- /stats -->", "<!-- coach 2026-08-12 -->\nmine\n<!-- /coach -->\n<!-- /stats -->"
    )
    assert "stat-blocks" in coach(inside)
