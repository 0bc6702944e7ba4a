"""Candidate pages sent bounded: old ledger lines hidden from the request, put back into the answer."""

import pytest

from tests.wiki.conftest import content_of, day_of_events, post
from tests.wiki.llm.conftest import DAY1, DAY2, TRAINING
from tests.wiki.llm.fake_api import Reply, answer, pages_in, tool_message
from wiki.distillers.anthropic import AnthropicDistiller
from wiki.distillers.base import Proposal
from wiki.distillers.scripted import ScriptedDistiller
from wiki.ingest.runs import ingest_nightly
from wiki.llm.excerpts import SHOWN_PER_RUN, excerpt, marker, restore
from wiki.models import IngestRun

CAP = 90
SESSIONS = [
    f"- 2026-08-0{d} upper body B: done (as of 2026-08-0{d})" for d in range(9, 1, -1)
]  # newest first
PAGE = "\n".join(
    [
        "# Training history — Marta",
        "",
        "*Blocks and sessions.*",
        "",
        "## Lifts",
        "- **squat**: 60 kg × 5 (as of 2026-08-09)",
        "",
        "## Recent sessions",
        *SESSIONS,
        "- Earlier: 12 sessions (as of 2026-08-09)",
        "",
        "## Notes",
        "<!-- coach 2026-08-01 -->",
        *[f"- 2026-07-2{d} her own note" for d in range(5)],
        "<!-- /coach -->",
        "",
    ]
)


def test_a_long_ledger_is_sent_as_its_newest_lines_and_one_marker():
    sent = excerpt(PAGE, max_lines=CAP)
    lines = sent.text.split("\n")
    assert lines[lines.index("## Recent sessions") + 1 :][: SHOWN_PER_RUN + 2] == [
        *SESSIONS[:SHOWN_PER_RUN],
        marker(len(SESSIONS) - SHOWN_PER_RUN),
        "- Earlier: 12 sessions (as of 2026-08-09)",
    ]
    assert [hidden.lines for hidden in sent.hidden] == [tuple(SESSIONS[SHOWN_PER_RUN:])]
    assert all(f"- 2026-07-2{d} her own note" in sent.text for d in range(5))  # coach blocks whole


def test_an_oldest_first_ledger_keeps_its_newest_lines_at_the_bottom():
    oldest_first = PAGE.replace("\n".join(SESSIONS), "\n".join(reversed(SESSIONS)))
    lines = excerpt(oldest_first, max_lines=CAP).text.split("\n")
    at = lines.index("## Recent sessions")
    assert lines[at + 1 : at + 5] == [marker(5), *list(reversed(SESSIONS))[-SHOWN_PER_RUN:]]


def test_short_ledgers_and_pages_near_the_cap_are_sent_whole():
    short = PAGE.replace("\n".join(SESSIONS), "\n".join(SESSIONS[:SHOWN_PER_RUN]))
    assert excerpt(short, max_lines=CAP).text == short
    assert excerpt(PAGE, max_lines=len(PAGE.split("\n")) + 10).text == PAGE  # the model must see it all


def test_the_marker_becomes_the_hidden_lines_again():
    sent = excerpt(PAGE, max_lines=CAP).text
    answered = sent.replace(
        "## Recent sessions\n", "## Recent sessions\n- 2026-08-10 lower body A: done (as of 2026-08-10)\n"
    )
    assert restore(PAGE, answered, max_lines=CAP) == PAGE.replace(
        "## Recent sessions\n", "## Recent sessions\n- 2026-08-10 lower body A: done (as of 2026-08-10)\n"
    )


@pytest.mark.parametrize(
    "echo", ["- [5 older dated lines not shown]", "… 5 older dated lines not shown (kept)"]
)
def test_a_marker_the_model_reworded_is_still_replaced(echo):
    answered = excerpt(PAGE, max_lines=CAP).text.replace(marker(5), echo)
    assert restore(PAGE, answered, max_lines=CAP) == PAGE


def test_lines_whose_marker_the_model_dropped_return_to_their_section():
    sent = excerpt(PAGE, max_lines=CAP).text
    dropped = sent.replace(marker(5) + "\n", "")
    restored = restore(PAGE, dropped, max_lines=CAP).split("\n")
    section = restored[restored.index("## Recent sessions") : restored.index("## Notes")]
    assert all(line in section for line in SESSIONS)


def test_lines_of_a_section_the_model_removed_come_back_under_their_heading():
    sent = excerpt(PAGE, max_lines=CAP).text
    head, rest = sent.split("## Recent sessions\n", 1)
    gone = head + rest.split("\n\n", 1)[1]
    restored = restore(PAGE, gone, max_lines=CAP)
    assert restored.rstrip("\n").endswith("## Recent sessions\n" + "\n".join(SESSIONS[SHOWN_PER_RUN:]))
    assert "Recent sessions" not in gone


@pytest.mark.django_db
def test_a_model_that_never_saw_old_lines_cannot_lose_them(client_a, fake_api):
    def day_one(task):
        page = task.pages[TRAINING].rstrip("\n") + "\n\n## Recent sessions\n" + "\n".join(SESSIONS) + "\n"
        return Proposal(pages={TRAINING: page}, index_summaries={}, log_subject="day one")

    post(client_a, *day_of_events(DAY1))
    ingest_nightly(client=client_a, local_date=DAY1, distiller=ScriptedDistiller(respond=day_one))
    post(client_a, *day_of_events(DAY2))
    new = "- 2026-08-11 lower body A: done (as of 2026-08-11)"

    def reply(body):
        page = pages_in(body)[TRAINING]
        assert SESSIONS[-1] not in page and marker(len(SESSIONS) - SHOWN_PER_RUN) in page  # bounded
        page = page.replace("## Recent sessions\n", f"## Recent sessions\n{new}\n")
        return Reply(200, tool_message(answer(pages={TRAINING: page}, summaries={}, subject="session")))

    fake_api.respond = reply
    run = ingest_nightly(client=client_a, local_date=DAY2, distiller=AnthropicDistiller())

    assert run.status == IngestRun.Status.DONE and run.attempts == 1
    stored = content_of(client_a, TRAINING)
    assert "\n".join([new, *SESSIONS]) in stored and "not shown" not in stored


def test_two_bounded_ledgers_each_get_their_own_lines_back():
    soreness = [f"- 2026-07-1{d} right knee: 2/5 (as of 2026-07-1{d})" for d in range(9, 3, -1)]
    page = PAGE.replace("## Notes\n", "## Soreness\n" + "\n".join(soreness) + "\n\n## Notes\n")
    sent = excerpt(page, max_lines=CAP)
    assert [len(hidden.lines) for hidden in sent.hidden] == [5, 3]
    assert sent.text.count("older dated lines not shown") == 2
    assert restore(page, sent.text, max_lines=CAP) == page
    # the model swapped the two sections: each marker still finds its own lines, by its heading
    head, sessions_and_rest = sent.text.split("## Recent sessions\n", 1)
    sessions, rest = sessions_and_rest.split("## Soreness\n", 1)
    sore, notes = rest.split("## Notes\n", 1)
    swapped = head + "## Soreness\n" + sore + "## Recent sessions\n" + sessions + "## Notes\n" + notes
    restored = restore(page, swapped, max_lines=CAP).split("\n")
    at = restored.index("## Soreness")
    assert restored[at + 1 : at + 7] == soreness
