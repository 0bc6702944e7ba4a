"""Hypothesis properties: the validator never lets a machine alter a coach block; event payload
validation never 500s, refuses every invalid event with details, and accepts every valid one."""

import datetime as dt
import json
import uuid

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coda_console.event_kinds import EVENT_KINDS
from wiki.distillers.base import Proposal
from wiki.tree.markup import coach_blocks, contradiction_pair
from wiki.validator import validate_proposal

DAY = dt.date(2026, 8, 12)
PAGE, OTHER = "wiki/sleep-notes.md", "wiki/recovery-patterns.md"
TREE = frozenset({"SCHEMA.md", "index.md", "log.md", "wiki/goals.md", PAGE, OTHER})
EVENTS = "/api/v1/clients/marta-7f3a/events"
PROPERTY = settings(
    max_examples=60, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
API_PROPERTY = settings(PROPERTY, max_examples=40)  # each example is 1–2 real API calls

# --- The validator: a proposal that alters a coach block is always rejected ---------------------------

WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz ÄäЖж0123456789.,:;!?'\"-–", min_size=1, max_size=40).map(
    lambda s: s.strip() or "x"
)
PLAIN_LINES = st.one_of(
    WORDS,
    WORDS.map(lambda w: f"- {w}"),
    WORDS.map(lambda w: f"## {w}"),
    WORDS.map(lambda w: f"- {w} (as of 2026-07-0{len(w) % 9 + 1})"),
    st.sampled_from(["See [goals](goals.md).", "Rules: [schema](../SCHEMA.md)", "- **knee** [watch] niggle"]),
    st.tuples(WORDS, WORDS).map(lambda pair: contradiction_pair(*pair)),
    st.just(""),
)


@st.composite
def block(draw) -> str:
    body = "\n".join(draw(st.lists(PLAIN_LINES, min_size=1, max_size=4))).strip("\n") or "x"
    return (
        f"<!-- coach 2026-0{draw(st.integers(1, 7))}-1{draw(st.integers(0, 9))} -->\n{body}\n<!-- /coach -->"
    )


@st.composite
def page_with_blocks(draw, min_blocks: int = 1) -> str:
    chunks = draw(st.lists(PLAIN_LINES, max_size=12))
    for item in draw(st.lists(block(), min_size=min_blocks, max_size=4)):
        chunks.insert(draw(st.integers(0, len(chunks))), item)
    return "# Sleep notes\n\n*What helps her sleep.*\n\n" + "\n".join(chunks) + "\n"


def _alter(draw, text: str, other: str) -> dict[str, str]:
    """One way a machine could touch her blocks; returns the proposed pages."""
    blocks = coach_blocks(text)
    index = draw(st.integers(0, len(blocks) - 1))
    target = blocks[index]
    kinds = ["edit", "delete", "move", "redate", "unterminate", "add"]
    if len(set(blocks)) > 1:
        kinds.append("reorder")
    kind = draw(st.sampled_from(kinds))
    if kind == "edit":
        body_start = target.index("-->\n") + 4
        body_end = target.rindex("\n<!-- /coach -->")
        at = draw(st.integers(body_start, body_end))
        changed = target[:at] + draw(st.sampled_from(["x", " ", "\n- added", "!"])) + target[at:]
        return {PAGE: text.replace(target, changed, 1)}
    if kind == "delete":
        return {PAGE: text.replace(target, "", 1)}
    if kind == "move":
        return {PAGE: text.replace(target, "", 1), OTHER: other + "\n" + target + "\n"}
    if kind == "redate":
        return {PAGE: text.replace(target, target.replace("<!-- coach 2026-", "<!-- coach 2025-", 1), 1)}
    if kind == "unterminate":
        return {PAGE: text.replace(target, target.removesuffix("<!-- /coach -->"), 1)}
    if kind == "add":
        return {PAGE: text + "\n<!-- coach 2026-08-12 -->\nthe machine speaking for her\n<!-- /coach -->\n"}
    # reorder: swap the first block with the first one that differs from it
    other = next(i for i, b in enumerate(blocks) if b != blocks[0])
    swapped = text.replace(blocks[0], "\0A", 1).replace(blocks[other], "\0B", 1)
    return {PAGE: swapped.replace("\0A", blocks[other], 1).replace("\0B", blocks[0], 1)}


def _validate(pages: dict[str, str], current: dict[str, str]):
    return validate_proposal(
        Proposal(pages=pages, index_summaries={}),
        current=current,
        existing_paths=TREE,
        local_date=DAY,
        read_paths=frozenset(current),
    )


OTHER_TEXT = "# Recovery patterns\n\n*How she recovers.*\n\n- baseline 60% (as of 2026-07-01)\n"


@PROPERTY
@given(text=page_with_blocks(), data=st.data(), extra=st.lists(PLAIN_LINES, max_size=3))
def test_a_proposal_altering_a_coach_block_is_always_rejected(text, data, extra):
    proposed = _alter(data.draw, text, OTHER_TEXT)
    # … whatever else the machine does around it (lines appended outside the blocks).
    proposed[PAGE] = proposed[PAGE].rstrip("\n") + "\n" + "\n".join(e for e in extra if e.strip()) + "\n"
    violations = _validate(proposed, {PAGE: text, OTHER: OTHER_TEXT})
    assert "coach-block" in {violation.rule for violation in violations}, proposed


@PROPERTY
@given(text=page_with_blocks(min_blocks=0), claims=st.lists(WORDS, min_size=1, max_size=5))
def test_machine_lines_added_around_intact_coach_blocks_pass(text, claims):
    proposed = text + "".join(f"- {claim} (as of 2026-08-12)\n" for claim in claims)
    violations = _validate({PAGE: proposed}, {PAGE: text})
    assert "coach-block" not in {violation.rule for violation in violations}
    assert violations == [], violations


# --- Event payload validation through the API ---------------------------------------------------------


def _containers(children: st.SearchStrategy) -> st.SearchStrategy:
    return st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    _containers,
    max_leaves=20,
)
WHEN = st.datetimes(
    min_value=dt.datetime(2020, 1, 1), max_value=dt.datetime(2026, 11, 1), timezones=st.just(dt.UTC)
)
KINDS = st.sampled_from(sorted(EVENT_KINDS))


@st.composite
def random_event(draw) -> dict:
    event = {}
    if draw(st.booleans()):
        event["id"] = draw(st.one_of(st.text(max_size=20), JSON))
    if draw(st.booleans()):
        event["kind"] = draw(st.one_of(KINDS, JSON))
    if draw(st.booleans()):
        event["occurred_at"] = draw(st.one_of(WHEN.map(dt.datetime.isoformat), st.text(max_size=30), JSON))
    if draw(st.booleans()):
        event["payload"] = draw(
            st.one_of(JSON, st.dictionaries(st.sampled_from(["hours", "score", "kg", "text"]), JSON))
        )
    return event


@pytest.mark.django_db
@API_PROPERTY
@given(
    body=st.one_of(JSON, st.builds(lambda events: {"events": events}, st.lists(random_event(), max_size=4)))
)
def test_random_json_never_500s_and_refusals_carry_details(bot, client_a, body):
    before = client_a.events.count()
    response = bot.api.post(EVENTS, json.dumps(body), content_type="application/json")
    assert response.status_code in (202, 400, 409), response.content
    if response.status_code == 202:
        assert client_a.events.count() == before + response.json()["accepted"]
        return
    error = response.json()["error"]
    assert error["code"] and error["message"] and error["details"]
    assert client_a.events.count() == before  # a refused batch stores nothing


def _name(draw):
    return draw(st.text(alphabet="abcdefghij klmnop", min_size=1, max_size=30).filter(str.strip))


VALID_PAYLOADS = {
    "sleep.logged": lambda d: {"hours": d(st.floats(0, 24)), "quality": d(st.integers(1, 5))},
    "recovery.scored": lambda d: {"score": d(st.integers(0, 100))},
    "weight.logged": lambda d: {"kg": d(st.floats(0.1, 700))},
    "checkin.soreness": lambda d: {"area": _name(d), "severity": d(st.integers(1, 2))},
    "chat.turn": lambda d: {"role": d(st.sampled_from(["user", "bot"])), "text": _name(d)},
    "meal.logged": lambda d: {"description": _name(d), "protein_g": d(st.floats(0, 300))},
    "session.skipped": lambda d: {"name": _name(d)},
    "session.completed": lambda d: {
        "name": _name(d),
        "sets": [
            {"exercise": _name(d), "reps": d(st.integers(0, 1000)), "weight_kg": d(st.floats(0, 1000))}
            for _ in range(d(st.integers(0, 3)))
        ],
    },
    "tool.success": lambda d: {"tool": _name(d), "duration_ms": d(st.integers(0, 10**6))},
    "entity.access": lambda d: {"entity_type": _name(d), "entity_id": d(st.integers(0, 10**9))},
}
# One way to break each: (field, bad value).
BREAKS = {
    "sleep.logged": ("hours", st.one_of(st.floats(24.01, 1e9), st.text(max_size=5), st.booleans())),
    "recovery.scored": ("score", st.one_of(st.integers(101, 10**6), st.integers(max_value=-1), st.none())),
    "weight.logged": ("kg", st.one_of(st.just(0), st.floats(700.01, 1e6), st.lists(st.integers()))),
    "checkin.soreness": (
        "severity",
        st.one_of(st.integers(6, 100), st.integers(max_value=0), st.floats(1.5, 2.5)),
    ),
    "chat.turn": ("role", st.text(max_size=8).filter(lambda r: r not in ("user", "bot"))),
    "meal.logged": ("description", st.one_of(st.just(""), st.just("   "), st.integers())),
    "session.skipped": ("name", st.one_of(st.none(), st.just(""), st.dictionaries(st.text(), st.text()))),
    "session.completed": ("sets", st.one_of(st.text(), st.lists(st.integers(), min_size=1))),
    "tool.success": ("tool", st.one_of(st.none(), st.integers())),
    "entity.access": ("entity_id", st.one_of(st.none(), st.just(""), st.floats(), st.lists(st.text()))),
}


@st.composite
def valid_event(draw) -> dict:
    kind = draw(st.sampled_from(sorted(VALID_PAYLOADS)))
    return {
        "id": f"p-{uuid.uuid4().hex}",
        "kind": kind,
        "occurred_at": draw(WHEN).isoformat(),
        "payload": VALID_PAYLOADS[kind](draw),
        "session_id": draw(st.sampled_from(["", "s-1", "s-2"])),
    }


@pytest.mark.django_db
@API_PROPERTY
@given(events=st.lists(valid_event(), min_size=1, max_size=6))
def test_valid_events_are_always_accepted_exactly_once(bot, client_a, events):
    before = client_a.events.count()
    response = bot.post(EVENTS, {"events": events})
    assert response.status_code == 202, response.content
    assert response.json() == {"accepted": len(events), "duplicates": 0}
    assert bot.post(EVENTS, {"events": events}).json() == {"accepted": 0, "duplicates": len(events)}
    assert client_a.events.count() == before + len(events)


@pytest.mark.django_db
@API_PROPERTY
@given(events=st.lists(valid_event(), min_size=1, max_size=6), data=st.data())
def test_an_invalid_event_refuses_the_whole_batch_with_its_index_and_field(bot, client_a, events, data):
    broken = data.draw(st.integers(0, len(events) - 1))
    event = events[broken]
    how = data.draw(st.sampled_from(["field", "id", "occurred_at", "kind"]))
    if how == "field":
        field, bad = BREAKS[event["kind"]]
        event["payload"][field] = data.draw(bad)
        expected = f"payload.{field}"
    elif how == "id":
        event["id"] = data.draw(
            st.one_of(st.just(""), st.just("  "), st.integers(), st.text(min_size=129, max_size=140))
        )
        expected = "id"
    elif how == "occurred_at":
        event["occurred_at"] = data.draw(
            st.sampled_from(["2026-08-12T07:00:00", "yesterday", "2099-01-01T00:00:00Z", ""])
        )
        expected = "occurred_at"
    else:
        event["kind"] = data.draw(st.text(max_size=12).filter(lambda k: k not in EVENT_KINDS))
        expected = "kind"
    before = client_a.events.count()
    response = bot.post(EVENTS, {"events": events})
    assert response.status_code == 400, response.content
    details = response.json()["error"]["details"]
    assert any(d["index"] == broken and d["field"].startswith(expected) for d in details), details
    assert client_a.events.count() == before
