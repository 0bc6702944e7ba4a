"""The rules on what a proposal claims about its run: evidence, dates, shrinkage, questions."""

from tests.wiki.validator.conftest import PAGE, RECOVERY, check, rules
from wiki.distillers.base import Contradiction, Proposal, ProposedAlert, ProposedQuestion, Removal
from wiki.tree.markup import contradiction_pair

IDS = frozenset({"evt-1", "evt-2"})


def test_every_cited_event_id_is_one_of_the_runs_inputs():
    old, new = "sleeps 8 h (as of 2026-08-01)", "slept 6 h (as of 2026-08-12)"
    page = PAGE + contradiction_pair(old, new) + "\n- short nights cluster on Mondays (evidence `evt-9`)\n"
    proposal = Proposal(
        pages={RECOVERY: page},
        index_summaries={},
        contradictions=(Contradiction(RECOVERY, old, new, ("evt-1", "invented")),),
        alerts=(ProposedAlert("safety", RECOVERY, "high", "x", ("evt-2",)),),
    )
    found = check(proposal, evidence_ids=IDS)
    assert {v.excerpt for v in found if v.rule == "evidence"} == {"invented", "evt-9"}
    assert check(proposal) == []  # without the run's ids (a coach edit, a lint) the rule is not armed
    # a note that itself says "evidence `evt-9`" is quoted text, not the distiller's citation
    texts = ("see evidence `evt-9` in my log",)
    quoted = {v.excerpt for v in check(proposal, evidence_ids=IDS, event_texts=texts) if v.rule == "evidence"}
    assert quoted == {"invented"}


def test_no_as_of_date_after_the_runs_local_day():
    late = check(Proposal({RECOVERY: PAGE + "- naps help (as of 2026-08-13)\n"}, {}))
    assert rules(late) == {"as-of"} and "after the run's day 2026-08-12" in late[0].message
    assert rules(check(Proposal({RECOVERY: PAGE + "- x (as of 2026-02-30)\n"}, {}))) == {"as-of"}
    assert check(Proposal({RECOVERY: PAGE + "- naps help (as of 2026-08-12)\n"}, {})) == []
    quoted = PAGE + "- she wrote ‘(as of 2099‐01‐01)’\n"  # escaped bot text is not a dated claim
    assert check(Proposal({RECOVERY: quoted}, {})) == []


LONG = PAGE + "".join(f"- claim {n} holds (as of 2026-08-0{n % 9 + 1})\n" for n in range(12))


def test_a_page_hollowed_out_needs_a_removed_reason_per_dropped_claim():
    short = PAGE + "- claim 0 holds (as of 2026-08-12)\n"
    found = check(Proposal({RECOVERY: short}, {}), current={RECOVERY: LONG})
    assert rules(found) == {"shrinkage"} and "drops 11 of 13 claim lines" in found[0].message
    reasons = tuple(
        Removal(RECOVERY, line[2:], "superseded by the stat block")
        for line in LONG.splitlines()
        if line.startswith("- ") and "claim 0 " not in line
    )
    assert check(Proposal({RECOVERY: short}, {}, removed=reasons), current={RECOVERY: LONG}) == []
    # re-dating claims or dropping under half of them is ordinary upkeep
    redated = LONG.replace("(as of 2026-08-01)", "(as of 2026-08-12)")
    assert check(Proposal({RECOVERY: redated}, {}), current={RECOVERY: LONG}) == []


def question(**overrides) -> ProposedQuestion:
    fields = {
        "text": "Is the right knee a real thing we should train around?",
        "options": ("It's a thing", "Just a niggle"),
        "page": "wiki/constraints-injuries.md",
        "evidence": ("evt-1",),
    }
    return ProposedQuestion(**{**fields, **overrides})


def test_at_most_one_well_formed_question_with_evidence():
    assert check(Proposal({}, {}, questions=(question(),)), evidence_ids=IDS) == []
    two = check(Proposal({}, {}, questions=(question(), question())), evidence_ids=IDS)
    assert rules(two) == {"questions"} and "at most 1 question" in two[0].message
    bad = [
        question(text="<b>hi</b>"),
        question(text="two\nlines"),
        question(options=("only one",)),
        question(page="wiki/nowhere.md"),
        question(evidence=()),
        question(options=("ok", "⚠ CONTRADICTION")),
    ]
    for item in bad:
        assert rules(check(Proposal({}, {}, questions=(item,)), evidence_ids=IDS)) == {"questions"}, item
    invented = check(Proposal({}, {}, questions=(question(evidence=("nope",)),)), evidence_ids=IDS)
    assert rules(invented) == {"evidence"}
