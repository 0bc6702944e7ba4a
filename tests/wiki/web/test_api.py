"""The wiki read API: tree, pages (any version), version history, alerts; paths validated; tenants apart."""

import datetime as dt

import pytest

from tests.wiki.conftest import FoldDistiller, at, day_of_events, ev, post
from wiki.distillers.base import Contradiction, Proposal
from wiki.distillers.scripted import ScriptedDistiller
from wiki.ingest.runs import ingest_nightly
from wiki.models import Alert, WikiPage
from wiki.tree.markup import contradiction_pair

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 8, 9)
BASE = "/api/v1/clients/marta-7f3a"


@pytest.fixture
def distilled(client_a):
    post(client_a, *day_of_events(DAY))
    ingest_nightly(client=client_a, local_date=DAY, distiller=FoldDistiller())
    post(client_a, *day_of_events(DAY + dt.timedelta(days=1)))
    ingest_nightly(client=client_a, local_date=DAY + dt.timedelta(days=1), distiller=FoldDistiller())
    return client_a


def test_the_tree_lists_every_file_with_its_current_version(distilled, bot, backend):
    response = bot.get(f"{BASE}/wiki")
    assert response.status_code == 200
    body = response.json()
    paths = [item["path"] for item in body["files"]]
    assert body["initialized"] is True
    assert {"SCHEMA.md", "index.md", "log.md", "raw/2026-08-09-events.md", "wiki/goals.md"} <= set(paths)
    recovery = next(item for item in body["files"] if item["path"] == "wiki/recovery-patterns.md")
    page = WikiPage.objects.get(client=distilled, path="wiki/recovery-patterns.md")
    assert recovery["version"] == page.current_number == 3
    assert recovery["updated_by"] == "distiller" and recovery["updated_on"] == "2026-08-10"
    assert recovery["summary"] == "4 claims"


def test_an_uninitialised_client_has_an_empty_tree(client_a, bot):
    assert bot.get(f"{BASE}/wiki").json() == {"client": "marta-7f3a", "initialized": False, "files": []}


def test_a_page_reads_current_and_any_past_version(distilled, bot, backend):
    current = bot.get(f"{BASE}/wiki/wiki/recovery-patterns.md").json()
    first = bot.get(f"{BASE}/wiki/wiki/recovery-patterns.md?version=1").json()
    assert current["version"] == 3 and "fold sleep.logged" in current["content"]
    assert first["version"] == 1 and "fold" not in first["content"]
    assert first["updated_by"] == "system" and set(first) == {
        "path",
        "version",
        "content",
        "sha256",
        "updated_by",
        "reason",
        "created_at",
    }
    import hashlib

    assert hashlib.sha256(first["content"].encode()).hexdigest() == first["sha256"]
    raw = bot.get(f"{BASE}/wiki/raw/2026-08-09-events.md").json()
    assert raw["content"].startswith("# Events — 2026-08-09")


def test_the_version_history_lists_every_version(distilled, bot):
    body = bot.get(f"{BASE}/wiki/wiki/recovery-patterns.md/versions").json()
    assert body["current_version"] == 3
    assert [v["version"] for v in body["versions"]] == [3, 2, 1]
    assert [v["parent"] for v in body["versions"]] == [2, 1, None]
    assert body["versions"][0]["updated_by"] == "distiller" and body["versions"][0]["lines"] > 5


@pytest.mark.parametrize(
    "path",
    ["../../etc/passwd", "wiki/../../secret.md", "wiki//goals.md", "wiki\\goals.md", "wiki/./goals.md"],
)
def test_bad_paths_are_refused(distilled, bot, path):
    response = bot.get(f"{BASE}/wiki/{path}")
    assert response.status_code in (400, 404)
    if response.status_code == 400:
        assert response.json()["error"]["code"] == "invalid_path"


def test_an_absolute_path_is_refused(distilled, bot):
    response = bot.get(f"{BASE}/wiki//etc/passwd")
    assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_path"


def test_missing_pages_and_versions_are_404(distilled, bot):
    assert bot.get(f"{BASE}/wiki/wiki/nope.md").status_code == 404
    assert bot.get(f"{BASE}/wiki/wiki/goals.md?version=99").status_code == 404
    assert bot.get(f"{BASE}/wiki/wiki/goals.md?version=zero").status_code == 400


def test_alerts_filter_by_status(client_a, bot):
    post(client_a, ev("session.skipped", at(DAY), name="Zone-2 run"))
    old, new = "runs on hotel weeks (as of 2026-06-30)", "skipped in Berlin (as of 2026-08-09)"

    def flag(task):
        text = task.pages["wiki/recovery-patterns.md"] + contradiction_pair(old, new) + "\n"
        return Proposal(
            pages={"wiki/recovery-patterns.md": text},
            index_summaries={},
            contradictions=(
                Contradiction("wiki/recovery-patterns.md", old, new, (task.events[0].event_id,)),
            ),
        )

    ingest_nightly(client=client_a, local_date=DAY, distiller=ScriptedDistiller([flag]))
    cited = client_a.events.get().event_id
    Alert.objects.create(client=client_a, kind="safety", status="resolved", resolved_at="2026-08-10T00:00Z")
    body = bot.get(f"{BASE}/alerts?status=open").json()
    assert [a["kind"] for a in body["alerts"]] == ["wiki_contradiction"]
    alert = body["alerts"][0]
    assert alert["payload"] == {"old_claim": old, "new_claim": new, "evidence": [cited]}
    assert alert["page"] == "wiki/recovery-patterns.md" and alert["severity"] == "low"
    assert len(bot.get(f"{BASE}/alerts").json()["alerts"]) == 2
    assert bot.get(f"{BASE}/alerts?status=bogus").status_code == 400


@pytest.mark.parametrize(
    "url",
    [
        "/wiki",
        "/wiki/wiki/goals.md",
        "/wiki/wiki/goals.md?version=1",
        "/wiki/wiki/goals.md/versions",
        "/alerts",
    ],
)
def test_another_tenants_key_gets_the_same_404_as_a_missing_client(distilled, other_tenant_bot, bot, url):
    foreign = other_tenant_bot.get(f"{BASE}{url}")
    missing = bot.get(f"/api/v1/clients/nobody-0000{url}")
    assert foreign.status_code == missing.status_code == 404
    assert foreign.json() == missing.json()


def test_the_api_needs_a_key(distilled, client):
    assert client.get(f"{BASE}/wiki").status_code == 401
