"""The demo extension: the demo clients arrive distilled day by day by the rules distiller."""

import io

import pytest
import time_machine

from coda_console import demo as core_demo
from wiki.demo import PLAYBOOK, build_demo
from wiki.ingest.rebuild import rebuild
from wiki.models import Alert, Changeset, IngestRun, Question
from wiki.tree.markup import coach_blocks

pytestmark = pytest.mark.django_db
DAYS = 30


@pytest.fixture
def demo_world():
    with time_machine.travel("2026-09-01 12:00Z", tick=False):
        tenants, clients = core_demo.build_people(password=None)
        core_demo.build_events(clients=clients, days=DAYS)
        demo = {key: clients[key] for key in ("marta-7f3a", "denys-2b91")}
        yield tenants["nata-coaching"], demo


def test_each_client_is_distilled_night_by_night_with_a_coach_block_on_martas_playbook(demo_world):
    tenant, clients = demo_world
    out = io.StringIO()
    build_demo(tenant=tenant, clients=clients, days=DAYS, stdout=out)
    marta, denys = clients["marta-7f3a"], clients["denys-2b91"]
    for client in (marta, denys):
        nights = IngestRun.objects.filter(client=client, kind="nightly")
        assert nights.count() == DAYS - 1  # every day through yesterday
        assert set(nights.values_list("status", flat=True)) <= {"done", "quiet"}
        assert Changeset.objects.filter(client=client, kind="nightly", distiller="rules").exists()
    playbook = marta.wiki_pages.get(path=PLAYBOOK).current_content
    [block] = coach_blocks(playbook)
    assert "rough baby patch" in block
    # Her block was saved by her; later nights add what chat shows lands ("What lands") around it.
    page = marta.wiki_pages.get(path=PLAYBOOK)
    assert page.versions.filter(updated_by="coach:nata").exists()
    assert "wiki: marta-7f3a — 29 day(s) distilled" in out.getvalue()
    # Early answers that later evidence contradicts become ⚠ pairs with alerts; Marta's first is resolved.
    marta_alerts = Alert.objects.filter(client=marta, kind="wiki_contradiction").order_by("id")
    assert [a.status for a in marta_alerts][:1] == ["resolved"] and marta_alerts[0].resolution == "accept_new"
    hotel = Alert.objects.get(client=denys, kind="wiki_contradiction")
    assert "hotel weeks" in hotel.payload["old_claim"] and hotel.status == "open"
    assert "⚠ CONTRADICTION (old)" in denys.wiki_pages.get(path=hotel.page).current_content
    for client in (marta, denys):
        _, report = rebuild(client)
        assert report.ok, report.first_divergence


def test_every_demo_client_has_a_queued_question_and_the_demo_has_a_keeps_asking_topic_page(demo_world):
    tenant, clients = demo_world
    build_demo(tenant=tenant, clients=clients, days=DAYS, stdout=io.StringIO())
    for client in clients.values():
        assert Question.objects.filter(client=client, status=Question.Status.QUEUED).exists()
    denys = clients["denys-2b91"]
    topic = denys.wiki_pages.get(path="wiki/keeps-asking-pace-tempo.md").current_content
    assert '"what pace for tempo?" [ev ' in topic
    preferences = denys.wiki_pages.get(path="wiki/preferences.md").current_content
    assert "](keeps-asking-pace-tempo.md)" in preferences
    index = denys.wiki_pages.get(path="index.md").current_content
    assert "keeps-asking-pace-tempo.md" in index


def test_the_demo_is_idempotent(demo_world):
    tenant, clients = demo_world
    build_demo(tenant=tenant, clients=clients, days=DAYS, stdout=io.StringIO())
    changesets = Changeset.objects.count()
    out = io.StringIO()
    with time_machine.travel("2026-09-01 13:00Z", tick=False):
        build_demo(tenant=tenant, clients=clients, days=DAYS, stdout=out)
    assert Changeset.objects.count() == changesets
    assert "0 day(s) distilled" in out.getvalue()
