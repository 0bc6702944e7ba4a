"""A client with a real, distilled wiki: demo events through the event log and the rules distiller."""

import datetime as dt
import io
import zoneinfo

import pytest
import time_machine

from coda_console import demo, services

KYIV = zoneinfo.ZoneInfo("Europe/Kyiv")
NOW = dt.datetime(2026, 8, 10, 9, 0, tzinfo=KYIV)


@pytest.fixture(autouse=True)
def isolated_wiki_storage(settings, tmp_path):
    from wiki.tree.storage import _store

    settings.WIKI_STORAGE = "filesystem"
    settings.WIKI_FS_ROOT = str(tmp_path / "wiki-storage")
    _store.cache_clear()
    yield
    _store.cache_clear()


@pytest.fixture
def clock():
    with time_machine.travel(NOW, tick=False) as traveller:
        yield traveller


def distil(client, days: int) -> None:
    """`days` of Marta-like events, distilled day by day through yesterday."""
    from wiki.demo import distill_history

    spec = next(s for s in demo.CLIENTS if s.persona == "marta")
    spec = demo.DemoClient(
        client.tenant.slug, client.external_id, client.display_name, client.timezone, "nata", "marta"
    )
    events = list(demo._client_events(spec, end=NOW.date(), days=days))
    for start in range(0, len(events), 1000):
        services.events_ingest(client=client, raw_events=events[start : start + 1000])
    distill_history(client, days=days, stdout=io.StringIO())


@pytest.fixture
def marta_wiki(clock, client_a):
    distil(client_a, 14)
    return client_a
