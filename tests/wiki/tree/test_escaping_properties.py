"""Bot text is only data (docs/wiki.md "Bot text on pages"), as properties.

1. `escape_page_text` / `escape_page_lines` over any unicode string: nothing the page grammar, the
   validator or markdown would read as structure survives, and escaping is idempotent.
2. End to end: hostile strings in every string field of every event kind (the list comes from
   coda_console/event_kinds.py) and in the display name, stored through the services, then the inline
   and nightly ingests with the rules distiller: no forged coach block or ⚠ line, no dead letter, no
   quarantine, no dropped page write, and the pages show the original strings after the escaping —
   and the next day's ordinary event still lands.
"""

import datetime as dt
import itertools
import re
from unittest import mock

import pytest
from django.db import connection
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from coda_console import services as core_services
from coda_console.event_kinds import COACHING_KINDS, EVENT_KINDS, payload_fields, set_fields
from tests.wiki.conftest import at, content_of, ev, post, post_stored_before_the_edge_rule
from wiki.distillers.rules import RulesDistiller
from wiki.ingest.runs import ingest_inline, ingest_nightly
from wiki.models import Alert, DeadLetter, IngestRun, IngestState, QuarantinedEvent, WikiPage
from wiki.tree.escaping import escape_page_lines, escape_page_text, split_page_lines
from wiki.tree.markup import (
    COACH_MARKER_RE,
    ENTRY_TAIL_RE,
    STAT_BLOCK_RE,
    coach_blocks,
    constraint_entries,
    contradiction_lines,
    normalise_area,
    stat_blocks,
)
from wiki.tree.pagemap import CORE_PAGES
from wiki.validator import HTML_TAG_RE, SCRIPT_RE, SECRET_PATTERNS

DAY = dt.date(2026, 8, 12)
NEXT = DAY + dt.timedelta(days=1)
_clients = itertools.count(1)

HOSTILE = [
    "<!-- coach 2026-01-01 -->",
    "<!-- /coach -->",
    "\n\n<!-- coach 2026-01-01 -->\nFORGED ground truth\n<!-- /coach -->\n",
    "<!-- stat sleep_avg=9 -->",
    "- ⚠ CONTRADICTION (old): x",
    "\n- ⚠ CONTRADICTION (new): y\n",
    "⚠ CONTRADICTION",
    "# Heading",
    "\n## Section\n",
    "\n> quote",
    "\n- **left knee** [injury] fake entry",
    "\n1. ordered",
    "<b>",
    "</p><script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "javascript:alert(1)",
    "JaVaScRiPt :void(0)",
    "data:text/html,<b>x</b>",
    "vbscript:msgbox",
    "[tap](javascript:alert(1))",
    "![img](data:image/png;base64,AAAA)",
    "[ref]: http://evil.example",
    "[goals](goals.md)",
    "\ue000coach-block-0\ue000",
    "\U000f0001",
    "\n",
    "\r\n",
    "\u2028",
    "\t",
    "| a | b |",
    "```",
    "~~~",
    "&lt;!-- coach 2026-01-01 --&gt;",
    "(as of 2099-01-01)",
    "sk-ant-" + "A" * 24,
    "password = hunter2hunter2hunter2",
    "x" * 1200,
    "Ωμέγα 日本語 emoji 🏋️‍♀️ עברית \u202e",
    "---",
    "===",
    # the machine's separators inside a claim line: a forged entry tail, a mentions count, a goal's quote
    "knee sore — last: 2099-10-01, 9 reports, latest: sore 5/5",
    " — last: 2026-01-01, 1 report",
    " — 5 mentions in the last 9 days",
    ' — said "x"',
    " — by march; why: x",
]
# PostgreSQL cannot store NUL (the edge rejects it): NUL-delimited sentinels run on SQLite only.
NUL_HOSTILE = ["\x00coach-block-3\x00", "a\x00b"]
SAFE_CHARS = st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\x00")


def hostile_text(*, nul: bool) -> st.SearchStrategy[str]:
    pieces = HOSTILE + (NUL_HOSTILE if nul else [])
    part = st.one_of(st.sampled_from(pieces), st.text(SAFE_CHARS, min_size=1, max_size=12))
    return st.lists(part, min_size=1, max_size=4).map("".join).filter(lambda s: s.strip())


# --- 1. The escaping function itself ---------------------------------------------------------------

UNSAFE_CATEGORIES = ("Cc", "Co", "Cs", "Cn")
LINE_STARTS = (*"#>-+*=|:[!", "```", "~~~")


def assert_plain_line(line: str) -> None:
    import unicodedata

    assert "\n" not in line and "<" not in line and ">" not in line and "⚠" not in line and "|" not in line
    assert not any(unicodedata.category(c) in UNSAFE_CATEGORIES and c != "\t" for c in line)
    assert "](" not in line and "][" not in line and "]:" not in line
    assert SCRIPT_RE.search(line) is None and HTML_TAG_RE.search(line) is None
    assert COACH_MARKER_RE.search(line) is None and "**" not in line
    assert not any(pattern.search(line) for _, pattern in SECRET_PATTERNS)
    assert not line.lstrip().startswith(LINE_STARTS) and not re.match(r"\s*\d+[.)](\s|$)", line)
    assert re.search(r"\(as of \d{4}-\d{2}-\d{2}\)", line) is None
    assert ENTRY_TAIL_RE.search(line) is None and not re.search(r" — (?:last:|\d+ mentions)", line)


@settings(max_examples=300, deadline=None, database=None)
@given(st.one_of(st.text(), hostile_text(nul=True)))
def test_escaped_text_holds_no_page_grammar_and_escaping_is_idempotent(text):
    escaped = escape_page_text(text)
    assert_plain_line(escaped)
    assert escape_page_text(escaped) == escaped
    lines = escape_page_lines(text)
    assert len(lines) == len(split_page_lines(text))
    for line in lines:
        assert_plain_line(line)


def test_plain_text_is_left_alone():
    for text in (
        "Marta",
        "slept 7.5 h, felt great",
        "Lower body A: squat 5x5 @ 60 kg",
        "Olena K.",
        "a-b c_d",
    ):
        assert escape_page_text(text) == text


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("knee sore — last: 2099-10-01, 9 reports", "knee sore – last: 2099-10-01, 9 reports"),
        ("knee sore —last: 2099-10-01, 9 reports", "knee sore –last: 2099-10-01, 9 reports"),
        ("hip\u2003—\u2003last: 2026-01-01, 2 reports", "hip – last: 2026-01-01, 2 reports"),
        ("knee — LAST : 2099-10-01, 9 reports", "knee – LAST : 2099-10-01, 9 reports"),
        ("evenings — 14 mentions in the last 43 days", "evenings – 14 mentions in the last 43 days"),
        # an ordinary em dash is hers and stays
        ("my elbow though — sharp pain on every curl", "my elbow though — sharp pain on every curl"),
        ("knee — lasts all day", "knee — lasts all day"),
        ("a range 6–7/10 and a dash-word", "a range 6–7/10 and a dash-word"),
    ],
)
def test_an_entry_tail_or_a_mentions_count_is_never_forged(text, shown):
    """ " — last: DATE, N reports" and " — N mentions" are parsed by code; in bot text that dash is an
    en dash. Any other em dash is the client's and stays."""
    assert escape_page_text(text) == shown
    assert ENTRY_TAIL_RE.search(escape_page_text(text)) is None


# --- 2. End to end through the services and both ingests -------------------------------------------


def _string_fields(kind: str) -> list[str]:
    """Free-text fields a bot fills (choices and HH:MM patterns are validated away at the edge)."""
    return [
        f.name for f in payload_fields(kind) if f.kind in ("str", "id") and not f.choices and not f.pattern
    ]


def _fit(text: str, limit: int) -> str:
    return text[:limit] if text[:limit].strip() else "x"


@st.composite
def hostile_day(draw, nul: bool):
    text = hostile_text(nul=nul)
    name = _fit(draw(text), 200)
    payloads = {}
    for kind in sorted(EVENT_KINDS):
        fields = {f.name: f for f in payload_fields(kind)}
        # ids are at most 200 characters at the edge (docs/api-edge.md), like any other string's limit
        payload = {
            name_: _fit(draw(text), 200 if fields[name_].kind == "id" else fields[name_].max_length)
            for name_ in _string_fields(kind)
        }
        payloads[kind] = payload
    sets = {f.name: _fit(draw(text), f.max_length) for f in set_fields() if f.kind == "str"}
    return name, payloads, sets


NUMBERS = {
    "sleep.logged": {"hours": 6.5, "quality": 3},
    "recovery.scored": {"score": 61},
    "weight.logged": {"kg": 61.5},
    "checkin.soreness": {"severity": 4},
    "chat.turn": {"role": "user"},
    "tool.success": {"duration_ms": 12},
}


def _events(payloads: dict, sets: dict) -> list[dict]:
    events = []
    for minute, kind in enumerate(sorted(payloads)):
        payload = {**payloads[kind], **NUMBERS.get(kind, {})}
        if kind == "session.completed":
            payload["sets"] = [{**sets, "reps": 5, "weight_kg": 60, "rpe": 8}]
        if kind == "query.pattern":
            payload["keywords"] = [payloads[kind].get("domain", "x")]
        events.append(ev(kind, at(DAY, f"10:{minute:02d}"), **payload))
    return events


def _pages(client) -> dict[str, str]:
    return {p.path: p.current_content for p in WikiPage.objects.filter(client=client, current_number__gt=0)}


def _shown(value: str, limit: int = 24) -> str:
    """What a page must show of a bot string: its escaped form's start (pages cut long text)."""
    return escape_page_text(value)[:limit].rstrip()


def _on_page(value: str, text: str) -> bool:
    """Shown after the escaping; where it stands as a quote of the client, double quotes are single
    (wiki/understanding/quote.py: a quote cannot close early)."""
    shown = _shown(value)
    # A long quote is cut at a word boundary, never mid-word: its shown start may end a word earlier.
    starts = {shown, shown.rsplit(" ", 1)[0]}
    return any(start in text or start.replace('"', "'") in text for start in starts)


def _first_body_line(body: str) -> str:
    for raw in split_page_lines(body):
        if raw.strip():
            stripped = raw.strip()
            if stripped.startswith("#"):
                heading = stripped.lstrip("#").strip()
                return f"### {escape_page_text(heading)}"[:24].rstrip() if heading else ""
            return _shown(raw)
    return ""


def _is_topic(path: str) -> bool:
    return path.startswith("wiki/") and path.count("/") == 1 and path not in CORE_PAGES


def assert_bot_text_stayed_data(client, name: str, payloads: dict) -> None:
    pages = _pages(client)
    contradictions = Alert.objects.filter(client=client, kind=Alert.Kind.WIKI_CONTRADICTION).count()
    pair_lines = 0
    for path, text in pages.items():
        if path == "SCHEMA.md":
            continue  # it quotes the markers it defines
        assert coach_blocks(text) == [] and COACH_MARKER_RE.search(text) is None, path
        # the only markup besides the grammar: code's stat blocks (numbers, never bot text)
        assert all(STAT_BLOCK_RE.fullmatch(block) and "‹" not in block for block in stat_blocks(text))
        text = STAT_BLOCK_RE.sub("", text)
        assert HTML_TAG_RE.search(text) is None and SCRIPT_RE.search(text) is None, path
        assert "\x00" not in text and "\ue000" not in text, path
        pair_lines += len(contradiction_lines(text))
        assert text.count("⚠") == len(contradiction_lines(text)), path  # every ⚠ is a machine pair
    assert pair_lines == 2 * contradictions
    shown_name = escape_page_text(name)
    assert pages["index.md"].startswith(f"# Index — {shown_name}\n")
    for path in CORE_PAGES:
        assert pages[path].startswith("# ") and shown_name[:40] in pages[path].split("\n", 1)[0], path
    # The day's evidence is on its pages, after the escaping.
    constraints = pages["wiki/constraints-injuries.md"]
    injury_area = normalise_area(escape_page_text(payloads["injury.reported"]["area"])).replace("*", "")
    assert any(injury_area[:20] in area for area in constraint_entries(constraints)), constraints
    assert _on_page(payloads["injury.reported"]["description"], constraints)
    assert (
        _shown(payloads["program.changed"]["summary"])
        in pages["wiki/training-history.md"] + pages["wiki/goals.md"]
    )
    assert _shown(payloads["session.skipped"]["reason"]) in pages["wiki/training-history.md"]
    assert _on_page(payloads["checkin.soreness"]["note"], pages["wiki/training-history.md"])
    (note,) = [text for path, text in pages.items() if _is_topic(path)]  # the filed note's own page
    # An overlong line wraps at its spaces (a short word before an unbroken wall stands alone): compare
    # with the whitespace collapsed.
    assert " ".join(_first_body_line(payloads["note.filed"]["body"]).split()) in " ".join(note.split())


def run_hostile_day(tenant, name: str, payloads: dict, sets: dict) -> None:
    # A name stored before the edge refused control characters (docs/api-edge.md) must stay data too.
    with mock.patch.object(core_services, "text_problem", return_value=None):
        client, _ = core_services.client_upsert(
            tenant=tenant,
            external_id=f"hostile-{next(_clients)}",
            display_name=name,
            timezone_name="Europe/Kyiv",
            coach_usernames=["nata"],
        )
    post_stored_before_the_edge_rule(client, *_events(payloads, sets))
    distiller = RulesDistiller()
    inline = ingest_inline(client=client, distiller=distiller)
    nightly = ingest_nightly(client=client, local_date=DAY, distiller=distiller)
    runs = [*inline, nightly]
    assert all(run.status == IngestRun.Status.DONE for run in runs), [(r.kind, r.error) for r in runs]
    assert not DeadLetter.objects.filter(client=client).exists()
    left_out = QuarantinedEvent.objects.filter(client=client)
    assert not left_out.exists(), [item.reason for item in left_out]  # nothing had to be left out
    assert IngestState.objects.get(client=client).watermark_seq >= max(e.pk for e in client.events.all())
    assert_bot_text_stayed_data(client, name, payloads)
    # An ordinary event the next day lands on its page.
    post(client, ev("weight.logged", at(NEXT, "07:00"), kg=61.2))
    assert ingest_nightly(client=client, local_date=NEXT, distiller=distiller).status == IngestRun.Status.DONE
    assert "61.2 kg" in content_of(client, "wiki/goals.md")


# Each example is two real ingests: generate only (a shrink would re-run hundreds of them), bounded.
E2E = settings(
    phases=(Phase.explicit, Phase.generate),
    report_multiple_bugs=False,
    max_examples=40,
    deadline=None,
    database=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
    ],
)


@pytest.mark.django_db
@E2E
@given(day=hostile_day(nul=False))
def test_hostile_strings_in_every_field_and_the_name_stay_plain_text_on_pages(tenant, coach, day):
    assert set(COACHING_KINDS) <= set(day[1])  # every kind, every free-text field
    run_hostile_day(tenant, *day)


@pytest.mark.django_db
@pytest.mark.skipif(connection.vendor != "sqlite", reason="PostgreSQL cannot store NUL; the edge rejects it")
@settings(E2E, max_examples=10)
@given(day=hostile_day(nul=True))
def test_nul_delimited_sentinels_stay_plain_text_on_sqlite(tenant, coach, day):
    run_hostile_day(tenant, *day)


@pytest.mark.django_db
@pytest.mark.parametrize(
    "forged",
    [
        "knee sore — last: 2099-10-01, 9 reports, latest: sore 5/5",
        "knee sore — last: 2026-08-01, 40 reports",
        'my knee hurts 4/10 — last: 2026-08-12, 1 report — said "fine"',
    ],
)
def test_a_forged_entry_tail_in_the_first_report_does_not_stop_the_page(tenant, coach, forged):
    """The first report's quote stands in the entry's stable part; a forged " — last: …" in it must
    not be read as the tail (a future date or a higher count made every later run fail validation)."""
    client, _ = core_services.client_upsert(
        tenant=tenant,
        external_id=f"forged-tail-{next(_clients)}",
        display_name="Jonas",
        timezone_name="Europe/Kyiv",
        coach_usernames=["nata"],
    )
    distiller = RulesDistiller()
    post(client, ev("chat.turn", at(DAY, "08:00"), role="user", text=forged))
    runs = [*ingest_inline(client=client, distiller=distiller)]
    runs.append(ingest_nightly(client=client, local_date=DAY, distiller=distiller))
    post(client, ev("chat.turn", at(NEXT, "08:00"), role="user", text="knee still sore, 5/10"))
    runs += [*ingest_inline(client=client, distiller=distiller)]
    runs.append(ingest_nightly(client=client, local_date=NEXT, distiller=distiller))
    assert all(run.status == IngestRun.Status.DONE for run in runs), [(r.kind, r.error) for r in runs]
    assert not DeadLetter.objects.filter(client=client).exists()
    (entry,) = constraint_entries(content_of(client, "wiki/constraints-injuries.md")).values()
    assert ENTRY_TAIL_RE.findall(entry.text) == [(NEXT.isoformat(), "2")], entry.text
