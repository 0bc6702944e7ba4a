"""The coach's morning in a real browser: Today by need, mark all seen, the inbox order, counts that
follow a one-key resolve, and dismissing the watch-list roll-ups with one confirmation."""

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from coda_console.models import Client
from wiki.models import Alert

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

MARTA = "marta-7f3a"


def _rollups(count: int) -> list[Alert]:
    marta = Client.objects.get(external_id=MARTA)
    return [
        Alert.objects.create(
            client=marta,
            kind=Alert.Kind.SAFETY,
            severity=Alert.Severity.HIGH,
            page="wiki/constraints-injuries.md",
            message=f"Area {n} came back — it is on the watch list",
            # a recurrence folded into an open alert (wiki.inbox.safety_alerts.fold_or_new): a roll-up
            payload={"area": f"area {n}", "level": "watch", "evidence": [], "rollup": True},
            created_at=timezone.now(),
        )
        for n in range(count)
    ]


def test_today_is_her_home_and_mark_all_seen_clears_a_client(demo, open_session):
    nata = open_session().login("nata")
    expect(nata.page.locator("h1")).to_have_text("Today")
    cards = nata.page.locator(".today-card")
    expect(cards.first).to_be_visible()
    for section in ("New alerts", "Pages changed", "Questions answered", "Notes filed"):
        expect(nata.page.locator(".today-section h3", has_text=section).first).to_be_visible()
    expect(nata.page.locator(".today-pages .whats-new").first).not_to_be_empty()
    expect(nata.page.locator("a", has_text="All clients (table)")).to_be_visible()
    nata.shot("20-today")
    first = cards.first
    name = first.locator("h2").inner_text()
    first.locator("button", has_text="Mark all seen").click()
    expect(nata.page.locator(".today-card .ok", has_text="marked seen")).to_be_visible()
    nata.page.reload()
    expect(nata.page.locator(".quiet-clients")).to_contain_text(name)
    assert nata.csp_errors() == []


def test_inbox_is_ordered_by_need_and_counts_follow_a_resolve(demo, open_session):
    _rollups(2)
    nata = open_session().login("nata")
    nata.goto("/alerts/")
    needs = [
        int(n)
        for n in nata.page.locator(".alert-card").evaluate_all("cards => cards.map(c => c.dataset.need)")
    ]
    assert needs == sorted(needs) and len(needs) >= 3
    contradiction = (
        Alert.objects.filter(client__coaches__username="nata", kind="wiki_contradiction", status="open")
        .select_related("client")
        .first()
    )
    assert contradiction is not None, "the demo leaves an open contradiction for Nata"
    nata.goto(f"/clients/{contradiction.client.external_id}/wiki/alerts/")
    tab_badge = nata.page.locator("#tab-alert-count")
    before = int(tab_badge.inner_text())
    card = nata.page.locator(".alert-card.kind-wiki_contradiction:not(.resolved)").first
    card_id = card.get_attribute("id")
    nata.page.keyboard.press("k")  # Keep old on the first open contradiction
    expect(nata.page.locator(f"#{card_id}")).to_have_class("alert-card kind-wiki_contradiction resolved")
    expect(tab_badge).to_have_text(str(before - 1))
    expect(nata.page.locator("#open-count")).to_have_text(str(before - 1))
    assert nata.csp_errors() == []


def test_watch_list_rollups_are_dismissed_together_after_one_confirmation(demo, open_session):
    rollups = _rollups(3)
    others = set(
        Alert.objects.filter(status="open")
        .exclude(pk__in=[a.pk for a in rollups])
        .values_list("pk", flat=True)
    )
    watch_open = Alert.objects.filter(status="open", kind="safety", payload__rollup=True).count()
    nata = open_session().login("nata")
    nata.goto("/alerts/")
    nata.page.click("#bulk-dismiss summary")
    nata.page.click(f"#bulk-dismiss button:has-text('Yes, dismiss {watch_open}')")
    expect(nata.page.locator(".messages")).to_contain_text(f"Dismissed {watch_open} watch-list roll-up")
    for alert in rollups:
        expect(nata.page.locator(f"#alert-{alert.pk}")).to_have_count(0)
    still_open = set(Alert.objects.filter(status="open").values_list("pk", flat=True))
    assert not still_open & {a.pk for a in rollups}
    assert {pk for pk in others if Alert.objects.get(pk=pk).payload.get("rollup") is not True} <= still_open


def test_every_coach_finds_each_section_on_the_demo_today(demo, open_session):
    for username in ("nata", "oleh"):  # the demo distils the coaching tenant only (not "other-gym")
        coach = open_session().login(username)
        for section in ("Pages changed", "Questions answered", "Notes filed"):
            expect(coach.page.locator(".today-section h3", has_text=section).first).to_be_visible()
