import datetime as dt

import pytest

from coda_console.context import safety
from coda_console.context.budget import SAFETY_TRUNCATED, prompt_tokens
from coda_console.context.builder import build_bundle
from coda_console.context.header import RULES
from coda_console.context.pages import PIPELINES, PageInfo, hinted_pages
from coda_console.tokens import estimate_tokens
from wiki.models import Alert

# Worded unlike the rules distiller's entries: the slice reads sections and list lines, not a format.
CONSTRAINTS = """# Constraints and injuries — Denys

*What to train around.*

## Active
- Achilles (right): on watch since 2026-07-02 — swap runs for the bike while it is sore
- Left shoulder is an INJURY: no overhead pressing

<!-- coach 2026-07-10 -->
- No box jumps until I say so.
<!-- /coach -->

## Resolved
- left knee constraint, cleared 2026-05-01
"""


def test_constraints_are_read_from_any_current_section_severest_first_coach_lines_included():
    lines = safety.constraint_lines(CONSTRAINTS)
    assert lines[0].startswith("- Left shoulder is an INJURY")
    assert "- Achilles (right): on watch since 2026-07-02 — swap runs for the bike while it is sore" in lines
    assert "- No box jumps until I say so." in lines
    assert not any("left knee" in line for line in lines)


def _alert(kind="safety", severity="high", area="left wrist", at="2026-08-09", **kw):
    return safety.AlertItem(
        kind=kind, severity=severity, area=area, message=f"{area} came back", evidence_at=at, **kw
    )


def test_alerts_roll_up_per_area_in_the_one_order():
    alerts = [
        _alert(severity="low", area="right knee", at="2026-08-09"),
        _alert(at="2026-08-01"),
        _alert(at="2026-08-08"),
        _alert(
            kind="wiki_contradiction", severity="medium", area="preferences.md", old_claim="a", new_claim="b"
        ),
    ]
    rolled = safety.roll_up(alerts)
    assert [(item.kind, item.area, count) for item, count in rolled] == [
        ("safety", "left wrist", 2),
        ("wiki_contradiction", "preferences.md", 1),
        ("safety", "right knee", 1),
    ]
    assert rolled[0][0].evidence_at == "2026-08-08"
    text = safety.build(constraints=(CONSTRAINTS, 3), goals=None, alerts=alerts).text()
    assert "old: “a” vs new: “b”" in text  # both sides of a contradiction


def test_the_slice_has_its_own_cap_cutting_the_least_severe_tail_visibly():
    goals = "# Goals\n\n*x*\n\n## Goals\n" + "\n".join(f"- goal number {i} with some words" for i in range(6))
    alerts = [_alert(area=f"area {i}") for i in range(30)]
    built = safety.build(constraints=(CONSTRAINTS, 3), goals=(goals, 2), alerts=alerts, max_tokens=300)
    assert estimate_tokens(built.text()) <= 300
    assert built.lines[-1] == safety.CUT_MARKER
    assert "Left shoulder is an INJURY" in built.text()
    assert "goal number" not in built.text()


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_the_safety_slice_is_on_every_pipeline(marta_wiki, pipeline):
    bundle = build_bundle(client=marta_wiki, pipeline=pipeline, query="protein at lunch")
    section = next(s for s in bundle.sections if s.name == "safety")
    assert section.text.startswith(safety.HEADER)
    assert "wrist** [injury]" in section.text and "Goals" in section.text
    assert "wiki/constraints-injuries.md" in section.sources[0]
    assert any(target["page"] == "wiki/constraints-injuries.md" for target in bundle.citations.values())


def test_open_safety_alerts_and_contradictions_are_in_the_slice(marta_wiki):
    Alert.objects.create(
        client=marta_wiki,
        kind="wiki_contradiction",
        page="wiki/preferences.md",
        message="x",
        payload={"old_claim": "prefers mornings", "new_claim": "trains after work now"},
    )
    bundle = build_bundle(client=marta_wiki, pipeline="meal_lens", query="")
    text = next(s for s in bundle.sections if s.name == "safety").text
    assert "old: “prefers mornings” vs new: “trains after work now”" in text
    Alert.objects.filter(client=marta_wiki).update(status="resolved", resolved_at="2026-08-10T00:00:00Z")
    bundle = build_bundle(client=marta_wiki, pipeline="meal_lens", query="")
    assert "prefers mornings" not in bundle.prompt


def test_under_budget_pressure_the_safety_slice_is_cut_last(marta_wiki):
    full = build_bundle(client=marta_wiki, pipeline="weekly_review", query="sleep")
    by_name = {s.name: s for s in full.sections}
    essentials = prompt_tokens([by_name["rules"], by_name["safety"]])
    squeezed = build_bundle(
        client=marta_wiki, pipeline="weekly_review", query="sleep", budget_tokens=essentials + 5
    )
    names = [s.name for s in squeezed.sections]
    assert "safety" in names and not {"page", "recent_events", "memory", "knowledge"} & set(names)
    assert next(s for s in squeezed.sections if s.name == "safety").text == by_name["safety"].text
    assert squeezed.tokens <= essentials + 5


def test_only_a_budget_below_header_and_slice_truncates_it_with_a_marker(marta_wiki):
    tiny = estimate_tokens(RULES) + 90
    bundle = build_bundle(client=marta_wiki, pipeline="form_check", query="", budget_tokens=tiny)
    assert bundle.tokens <= tiny
    section = next(s for s in bundle.sections if s.name == "safety")
    assert section.text.endswith(SAFETY_TRUNCATED)
    assert bundle.prompt.startswith(RULES)


def test_a_safety_alert_is_noted_on_its_areas_constraint_line():
    text = safety.build(
        constraints=(
            "## Entries\n- **left wrist** [injury] no front rack\n- **right knee** [watch] sore 3/5",
            2,
        ),
        goals=None,
        alerts=[_alert(at="2026-08-08"), _alert(at="2026-08-09"), _alert(area="neck")],
    ).text()
    assert "- **left wrist** [injury] no front rack ⚠ open alert (high ×2, latest 2026-08-09)" in text
    assert "- SAFETY neck (high, latest 2026-08-09)" in text  # no entry for it: listed on its own


def test_morning_brief_reads_constraints_only_while_a_safety_item_is_open():
    paths = ("wiki/constraints-injuries.md", "wiki/recovery-patterns.md", "wiki/training-history.md")
    pages = {path: PageInfo(path, "", "") for path in paths}
    today = dt.date(2026, 8, 10)
    assert "wiki/constraints-injuries.md" not in hinted_pages("morning_brief", pages, today=today, query="")
    opened = hinted_pages("morning_brief", pages, today=today, query="", safety_open=True)
    assert opened[0] == "wiki/constraints-injuries.md"


# Recovered, as she said (docs/understanding.md): a watch item she said is over is no current caution
# on the plan-making pipelines; asked about, free_chat still finds the page.
RECOVERED = (
    '- **neck** [watch] pain 3/10; first reported 2026-11-02: "my neck\'s been stiff, about 3/10" — last: '
    '2026-11-02, 1 report; 2026-11-09 "neck feels totally normal again" — recovered, as she said'
)
STILL = (
    '- **right knee** [constraint] no deep squats; 2026-11-09 "knee is totally fine" — recovered, as she said'
)


@pytest.mark.parametrize(
    ("line", "current"),
    [
        (RECOVERED, False),
        (
            RECOVERED.replace("neck feels totally normal again", "sorry, the left one").replace(
                "recovered", "corrected"
            ),
            False,
        ),
        (STILL, True),  # a constraint stays until a person lifts it
        ("- **neck** [watch] pain 3/10; first reported 2026-11-02", True),
        ('- Neck: she said "neck feels totally normal again" — recovered, as she said', True),  # no entry
    ],
)
def test_a_recovered_watch_item_is_no_current_caution(line, current):
    text = f"# Constraints\n\n*What to train around.*\n\n## Entries\n{line}\n"
    assert (line in safety.constraint_lines(text)) is current
    assert (line in safety.recovered_lines(text)) is not current


def _recovered_neck(client) -> None:
    from tests.wiki.conftest import at, ev, post
    from wiki.ingest.runs import ingest_inline, ingest_nightly

    pain, well = dt.date(2026, 11, 2), dt.date(2026, 11, 9)
    post(client, ev("chat.turn", at(pain, "08:00"), role="user", text="my neck's been stiff, about 3/10"))
    ingest_inline(client=client)
    ingest_nightly(client=client, local_date=pain)
    post(client, ev("chat.turn", at(well, "09:30"), role="user", text="neck feels totally normal again"))
    ingest_nightly(client=client, local_date=well)


@pytest.mark.django_db
@pytest.mark.parametrize("pipeline", ["session_mode", "morning_brief"])
def test_plan_making_pipelines_show_no_recovered_watch_item(client_a, pipeline):
    _recovered_neck(client_a)
    bundle = build_bundle(
        client=client_a, pipeline=pipeline, query="", now=dt.datetime(2026, 11, 10, 7, tzinfo=dt.UTC)
    )
    neck = [line for line in bundle.prompt.split("\n") if "neck" in line.lower()]
    assert not [line for line in neck if any(w in line.lower() for w in ("stiff", "pain", "sore", "watch"))]


@pytest.mark.django_db
def test_free_chat_asking_about_the_area_still_finds_the_page(client_a):
    _recovered_neck(client_a)
    now = dt.datetime(2026, 11, 10, 7, tzinfo=dt.UTC)
    bundle = build_bundle(client=client_a, pipeline="free_chat", query="how is my neck doing?", now=now)
    assert "wiki/constraints-injuries.md" in bundle.pages
    assert "— recovered, as she said" in bundle.prompt
