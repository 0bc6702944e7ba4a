"""One open safety alert per client and body area, evidence time on the card, one order everywhere."""

import datetime as dt

import pytest
import time_machine

from coda_console.models import AuditEntry, OutboxEvent
from tests.wiki.conftest import KYIV, at, ev, post
from wiki.distillers.base import ProposedAlert
from wiki.inbox.safety_alerts import fold_or_new, recover
from wiki.ingest.runs import ingest_inline, ingest_nightly
from wiki.models import Alert, IngestRun

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 11, 2)
BASE = "/api/v1/clients/marta-7f3a"
PAGE = "wiki/constraints-injuries.md"


def _proposal(area: str, event_id: str, *, level: str = "watch", escalation: bool = False) -> ProposedAlert:
    payload = {"area": area, "level": level, "date": "2026-11-02", "escalation": escalation}
    return ProposedAlert("safety", PAGE, "high", f"{area}: report {event_id}", (event_id,), payload)


def _run(client) -> IngestRun:
    return IngestRun.objects.create(client=client, kind="nightly", local_date=DAY)


def test_recurrences_fold_into_the_open_alert_of_their_area_and_move_its_evidence_time(client_a):
    post(client_a, ev("checkin.soreness", at(DAY, "09:00"), area="right knee", severity=3) | {"id": "k1"})
    post(
        client_a,
        ev("checkin.soreness", at(DAY + dt.timedelta(days=3), "20:30"), area="right knee", severity=3)
        | {"id": "k2"},
    )
    run = _run(client_a)
    first = fold_or_new(client_a, run, _proposal("right knee", "k1"), "distiller:rules")
    again = fold_or_new(client_a, run, _proposal("right knee", "k2"), "distiller:rules")
    other = fold_or_new(client_a, run, _proposal("left wrist", "k2"), "distiller:rules")
    assert again.pk == first.pk and other.pk != first.pk
    first.refresh_from_db()
    assert (first.payload["reports"], first.payload["rollup"], first.payload["evidence"]) == (
        2,
        True,
        ["k1", "k2"],
    )
    assert first.evidence_at == dt.datetime(2026, 11, 5, 20, 30, tzinfo=KYIV)
    assert (
        first.message.startswith("right knee: report k2") and "(2 reports since 2026-11-02.)" in first.message
    )
    assert Alert.objects.filter(client=client_a, kind="safety", status="open").count() == 2


def test_an_escalation_re_raises_the_folded_alert(client_a):
    run = _run(client_a)
    alert = fold_or_new(client_a, run, _proposal("wrist", "a"), "distiller:rules")
    fold_or_new(client_a, run, _proposal("wrist", "b"), "distiller:rules")
    alert.refresh_from_db()
    assert alert.payload["rollup"] is True
    fold_or_new(client_a, run, _proposal("wrist", "c", level="injury", escalation=True), "distiller:rules")
    alert.refresh_from_db()
    assert (alert.payload["rollup"], alert.payload["level"], alert.payload["reports"]) == (False, "injury", 3)


def test_a_resolved_alert_does_not_absorb_a_new_report(client_a):
    run = _run(client_a)
    alert = fold_or_new(client_a, run, _proposal("neck", "a"), "distiller:rules")
    alert.status, alert.resolved_at = "resolved", dt.datetime(2026, 11, 3, tzinfo=dt.UTC)
    alert.save()
    assert fold_or_new(client_a, run, _proposal("neck", "b"), "distiller:rules").pk != alert.pk


def test_every_list_uses_one_order_new_pain_contradictions_rollups_tension_failures(client_a, bot):
    def make(kind: str, hours: int, **payload) -> Alert:
        when = dt.datetime(2026, 11, 2, hours, tzinfo=dt.UTC)
        return Alert.objects.create(client=client_a, kind=kind, payload=payload, evidence_at=when)

    failure = make("pipeline_failure", 23)
    tension = make("coach_block_tension", 22)
    rollup = make("safety", 21, area="knee", rollup=True)
    older_contradiction = make("wiki_contradiction", 8)
    contradiction = make("wiki_contradiction", 9)
    new_pain = make("safety", 1, area="shoulder", rollup=False)
    expected = [new_pain, contradiction, older_contradiction, rollup, tension, failure]
    assert list(Alert.objects.filter(client=client_a).in_coach_order()) == expected
    body = bot.get(f"{BASE}/alerts?status=open").json()
    assert [a["id"] for a in body["alerts"]] == [a.pk for a in expected]
    assert body["alerts"][0]["evidence_at"] == "2026-11-02T01:00:00Z"


def test_pain_in_chat_reaches_a_quoting_safety_alert_through_an_inline_run(client_a):
    text = "my left shoulder hurts on overhead press, about 4/10"
    post(client_a, ev("chat.turn", at(DAY, "19:10"), role="user", text=text))
    post(client_a, ev("chat.turn", at(DAY, "19:11"), role="bot", text="Sorry to hear! Your knee hurts too?"))
    runs = ingest_inline(client=client_a)
    assert [r.status for r in runs] == ["done"]  # only the user's pain triggers a run
    (alert,) = Alert.objects.filter(client=client_a, kind="safety")
    assert alert.payload["source"] == "chat" and alert.payload["area"] == "left shoulder"
    assert alert.message.startswith(f'From chat on 2026-11-02: "{text}"')
    assert alert.evidence_at == dt.datetime(2026, 11, 2, 19, 10, tzinfo=KYIV)
    ingest_nightly(client=client_a, local_date=DAY)  # the nightly run folds the same turn: no second alert
    assert Alert.objects.filter(client=client_a, kind="safety").count() == 1
    assert Alert.objects.get(pk=alert.pk).payload["reports"] == 1


# Recovered, as she said (docs/understanding.md): the nightly run resolves a watch item's alert with her
# words and date; a constraint's stays open with her word on the card; a later pain opens a new one.
NECK_PAIN = "my neck's been stiff since I slept funny, about 3/10"
HEALED = DAY + dt.timedelta(days=7)


def _pain_then(client, said: str, *, day: dt.date = HEALED) -> Alert:
    post(client, ev("chat.turn", at(DAY, "08:00"), role="user", text=NECK_PAIN))
    ingest_inline(client=client)
    ingest_nightly(client=client, local_date=DAY)
    post(client, ev("chat.turn", at(day, "09:30"), role="user", text=said))
    with time_machine.travel(dt.datetime.combine(day, dt.time(23, 30), tzinfo=KYIV), tick=False):
        ingest_nightly(client=client, local_date=day)
    return Alert.objects.get(client=client, kind="safety", payload__area="neck")


@pytest.mark.parametrize(
    "said",
    [
        "neck feels totally normal again",
        "that thing from last week is gone, neck feels totally normal",
        "the neck pain is completely gone",
        "neck's 100% now, slept like a baby",
    ],
)
def test_her_word_that_a_watch_item_is_over_resolves_its_alert_at_night(client_a, said):
    alert = _pain_then(client_a, said)
    assert (alert.status, alert.resolution, alert.resolved_by) == ("resolved", "recovered", None)
    assert alert.resolution_text == f'She said on {HEALED.isoformat()}: "{said}" — recovered, as she said.'
    kinds = OutboxEvent.objects.filter(client=client_a).values_list("kind", flat=True)
    assert "alert.resolved" in kinds
    audit = AuditEntry.objects.get(action="wiki.alert_resolve", target__endswith=f":alert:{alert.pk}")
    assert audit.detail["action"] == "recovered"
    page = client_a.wiki_pages.get(path=PAGE).current_content
    assert "**neck** [watch]" in page and "— recovered, as she said" in page  # kept, with her word


def test_a_side_she_corrects_the_next_day_closes_the_wrong_sides_alert_as_corrected(client_a):
    post(client_a, ev("chat.turn", at(DAY, "19:00"), role="user", text="right knee sore on lunges, 5/10"))
    ingest_inline(client=client_a)
    ingest_nightly(client=client_a, local_date=DAY)
    fixed = "correction — it's the LEFT knee. I always mix them up, sorry"
    post(client_a, ev("chat.turn", at(DAY + dt.timedelta(days=1), "08:00"), role="user", text=fixed))
    ingest_inline(client=client_a)
    with time_machine.travel(dt.datetime.combine(DAY + dt.timedelta(days=1), dt.time(23, 30), tzinfo=KYIV)):
        ingest_nightly(client=client_a, local_date=DAY + dt.timedelta(days=1))
    wrong = Alert.objects.get(client=client_a, kind="safety", payload__area="right knee")
    assert (wrong.status, wrong.resolution) == ("resolved", "corrected")
    assert wrong.resolution_text.endswith(f'"{fixed}" — corrected, as she said.')
    (current,) = Alert.objects.filter(client=client_a, kind="safety", status="open")
    assert current.payload["area"] == "left knee"
    audit = AuditEntry.objects.get(action="wiki.alert_resolve", target__endswith=f":alert:{wrong.pk}")
    assert audit.detail["action"] == "corrected"


@pytest.mark.parametrize(
    "said",
    ["neck is a bit better", "neck is better but still sore", "is it normal that my neck is fine now?"],
)
def test_anything_short_of_full_recovery_leaves_the_alert_open(client_a, said):
    assert _pain_then(client_a, said).status == "open"


def test_pain_after_the_recovery_opens_a_new_alert(client_a):
    resolved = _pain_then(client_a, "neck feels totally normal again")
    later = HEALED + dt.timedelta(days=2)
    post(client_a, ev("chat.turn", at(later, "18:00"), role="user", text="neck is stiff again, 4/10"))
    ingest_inline(client=client_a)
    (current,) = Alert.objects.filter(client=client_a, kind="safety", status="open")
    assert current.pk != resolved.pk and current.payload["area"] == "neck"


def test_a_constraints_alert_stays_open_and_notes_her_word(client_a):
    run = _run(client_a)
    alert = fold_or_new(client_a, run, _proposal("neck", "a", level="constraint"), "distiller:rules")
    payload = {"area": "neck", "level": "constraint", "date": "2026-11-09", "quote": "neck is fine again"}
    item = ProposedAlert("safety", PAGE, "low", "neck: recovered", ("b",), {**payload, "recovered": True})
    assert recover(client_a, run, item).pk == alert.pk
    alert.refresh_from_db()
    assert alert.status == "open" and alert.payload["recovered"]["quote"] == "neck is fine again"
    assert 'She said on 2026-11-09: "neck is fine again" — recovered, as she said.' in alert.message
    assert recover(client_a, run, item).message.count("She said on") == 1  # noted once


def test_her_word_about_an_area_without_an_open_alert_changes_nothing(client_a):
    payload = {
        "area": "knee",
        "level": "watch",
        "date": "2026-11-09",
        "quote": "knee fine again",
        "recovered": True,
    }
    item = ProposedAlert("safety", PAGE, "low", "knee: recovered", ("b",), payload)
    assert recover(client_a, _run(client_a), item) is None
