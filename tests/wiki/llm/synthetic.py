"""Crafted model answers for the recording scenario (wiki/llm/recording.py): what a careful model would
answer on the scenario's second night, built from the pages the request actually carried.

SYNTHETIC: written by hand for the tests, never produced by a model. The answers keep every existing
line except the few a new day supersedes ("Last night", "Latest recovery score"), cite only event ids
present in the request's digest, and date nothing after the run's date.
"""

import json
import re

from coda_console.tokens import estimate_tokens
from tests.wiki.llm.fake_api import Reply, message, pages_in, user_text
from wiki.tree.markup import entry_line

RUN_DATE = "2026-08-11"
RECOVERY = "wiki/recovery-patterns.md"
TRAINING = "wiki/training-history.md"
NUTRITION = "wiki/nutrition-patterns.md"
CONSTRAINTS = "wiki/constraints-injuries.md"
PROFILE = "wiki/profile.md"
WEEKLY = "wiki/weekly/2026-W33.md"
EVIDENCE_RE = re.compile(r"`([^`\s]+)`$", re.MULTILINE)  # a digest line ends with its event id


def dated(text: str) -> str:
    return f"{text} (as of {RUN_DATE})"


def under(page: str, heading: str, *lines: str) -> str:
    """`lines` appended at the end of the section `heading` (before the next heading)."""
    rows = page.rstrip("\n").split("\n")
    start = rows.index(heading)
    end = next((i for i in range(start + 1, len(rows)) if rows[i].startswith("## ")), len(rows))
    while end > start + 1 and not rows[end - 1].strip():
        end -= 1
    return "\n".join([*rows[:end], *lines, *rows[end:]]) + "\n"


def replacing(page: str, prefix: str, line: str) -> str:
    """The line starting with `prefix` replaced by `line` (a new day supersedes it)."""
    rows = page.rstrip("\n").split("\n")
    index = next(i for i, row in enumerate(rows) if row.startswith(prefix))
    return "\n".join([*rows[:index], line, *rows[index + 1 :]]) + "\n"


def night_pages(pages: dict[str, str]) -> dict[str, str]:
    recovery = replacing(
        pages[RECOVERY],
        "- Last night:",
        dated("- Last night: 5.4 h, bedtime 00:40, quality 2/5 — baby up three times"),
    )
    recovery = replacing(
        recovery,
        "- Latest recovery score:",
        dated("- Latest recovery score: 49%, down from 68% the day before"),
    )
    recovery = under(
        recovery,
        "## Predictors",
        dated(
            "- A broken night (baby up three times) came before squats that felt heavy at RPE 9 — "
            "one instance so far, worth watching before calling it a pattern"
        ),
    )
    training = under(
        pages[TRAINING],
        "## Soreness",
        dated("- Right knee a bit sore (2/5) after back squats on 2026-08-11 — first mention"),
    )
    training = under(
        training,
        "## Recent sessions",
        dated(
            "- 2026-08-11 Lower body A: done — back squat 2×5 at 60 kg (RPE 8, then 9; felt heavy after a "
            "short night), Romanian deadlift 8 at 50 kg @7, 50 min"
        ),
    )
    nutrition = under(
        pages[NUTRITION],
        "## Recent days",
        dated("- 2026-08-11: 2 meals, 60 g protein, 1310 kcal — lunch light on protein"),
    )
    constraints = under(
        pages[CONSTRAINTS],
        "## Entries",
        entry_line("right knee", "watch", dated("sore 2/5 after back squats, said in chat the same evening")),
    )
    profile = under(
        pages[PROFILE],
        "## Life context",
        dated("- Has a baby who still wakes at night; broken nights are part of her week"),
    )
    weekly = under(
        pages[WEEKLY],
        "## Sessions",
        dated("- 2026-08-11 Lower body A: done — heavy after a 5.4 h night; right knee sore afterwards"),
    )
    weekly = under(weekly, "## Notes", dated("- 2026-08-11 right knee soreness 2/5 after squats (watch)"))
    return {
        RECOVERY: recovery,
        TRAINING: training,
        NUTRITION: nutrition,
        CONSTRAINTS: constraints,
        PROFILE: profile,
        WEEKLY: weekly,
    }


def night_answer(body: dict, *, drop_wrist: bool = False) -> dict:
    """The tool input for the second night. `drop_wrist` is the realistic slip a validator catches: the
    constraints page rewritten without the existing left-wrist entry."""
    pages = night_pages(pages_in(body))
    cited = set(EVIDENCE_RE.findall(user_text(body)))
    evidence = [event for event in ("rec-d2-soreness", "rec-d2-chat-user") if event in cited]
    if drop_wrist:
        pages[CONSTRAINTS] = "\n".join(
            row for row in pages[CONSTRAINTS].split("\n") if not row.startswith("- **left wrist**")
        )
    return {
        "pages": [{"path": path, "content": text} for path, text in pages.items()],
        "new_pages": [],
        "index_summaries": {
            RECOVERY: "Sleep 7.2 h → 5.4 h (baby up at night); recovery 49%; short nights weigh on training",
            CONSTRAINTS: "Left wrist injury (front rack); right knee on watch since 2026-08-11",
            PROFILE: "Baby still wakes at night",
        },
        "contradictions": [],
        "alerts": [
            {
                "kind": "safety",
                "page": CONSTRAINTS,
                "severity": "low",
                "message": "Right knee sore (2/5) after back squats — first report, added as a watch item",
                "evidence": evidence,
            }
        ],
        "log_subject": "session: lower body A; right knee on watch",
        "removed": [],
        "questions": [],
    }


def usage_for(body: dict, answer: dict, *, first: bool) -> dict:
    """Plausible token counts: the cached prefix written on the first call, read on the next."""
    prefix = estimate_tokens(
        json.dumps(body["tools"], ensure_ascii=False) + "".join(b["text"] for b in body["system"])
    )
    rest = estimate_tokens(user_text(body))
    ttl = body["system"][-1]["cache_control"]["ttl"]
    return {
        "input_tokens": rest,
        "output_tokens": estimate_tokens(json.dumps(answer, ensure_ascii=False)),
        "cache_read_input_tokens": 0 if first else prefix,
        "cache_creation_input_tokens": prefix if first else 0,
        "cache_creation": {
            "ephemeral_5m_input_tokens": prefix if first and ttl == "5m" else 0,
            "ephemeral_1h_input_tokens": prefix if first and ttl == "1h" else 0,
        },
    }


def reply(body: dict, answer: dict, *, number: int) -> Reply:
    block = {
        "type": "tool_use",
        "id": f"toolu_synthetic_{number:02d}",
        "name": "propose_wiki_update",
        "input": answer,
    }
    data = message([block], usage_data=usage_for(body, answer, first=number == 1), model=body["model"])
    data["id"] = f"msg_synthetic_{number:02d}"
    return Reply(200, data)


def good_night(body: dict) -> Reply:
    return reply(body, night_answer(body), number=1)


def slip_then_fix() -> list:
    """Two replies: the first drops the wrist entry (rejected), the second fixes it after the violations."""
    return [
        lambda body: reply(body, night_answer(body, drop_wrist=True), number=1),
        lambda body: reply(body, night_answer(body), number=2),
    ]
