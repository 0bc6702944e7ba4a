"""A coach saving a page while the nightly ingest commits the same page: one is refused with a clear
message, and neither's content is lost."""

import datetime as dt
import threading

import pytest
from django.db import connection

from tests.reliability.conftest import assert_storage_consistent
from tests.wiki.conftest import FoldDistiller, day_of_events, post
from wiki.ingest.runs import ingest_nightly
from wiki.models import WikiPage
from wiki.services import StaleVersion, page_save_by_coach
from wiki.tree.markup import coach_blocks

DAY1 = dt.date(2026, 8, 12)
DAY2 = dt.date(2026, 8, 13)
RECOVERY = "wiki/recovery-patterns.md"  # sleep.logged folds here: both writers want this page
HERS = "She sleeps better after evening mobility."


def _page(client):
    return WikiPage.objects.get(client=client, path=RECOVERY)


def _prepared(client):
    post(client, *day_of_events(DAY1))
    ingest_nightly(client=client, local_date=DAY1, distiller=FoldDistiller())
    post(client, *day_of_events(DAY2))
    return _page(client)


def _save(client, user, content, base):
    return page_save_by_coach(
        client=client, path=RECOVERY, content=content, base_version=base, user=user, local_date=DAY2
    )


def _machine_claims(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("- fold ")]


def _assert_both_kept(client, night_claims):
    text = _page(client).current_content
    assert [block.split("-->\n", 1)[1].split("\n<!--", 1)[0] for block in coach_blocks(text)] == [HERS]
    assert set(night_claims) <= set(_machine_claims(text))
    assert_storage_consistent(client)


@pytest.mark.django_db
def test_the_coach_saving_after_the_ingest_committed_her_page_is_refused_then_merges(client_a, coach):
    opened = _prepared(client_a)  # she opens the page …
    ingest_nightly(client=client_a, local_date=DAY2, distiller=FoldDistiller())  # … the night commits it
    night = _page(client_a)
    assert night.current_number == opened.current_number + 1
    with pytest.raises(StaleVersion) as refused:
        _save(client_a, coach, opened.current_content + f"\n{HERS}\n", opened.current_number)
    assert refused.value.status_code == 409 and "changed since you opened it" in refused.value.message
    assert refused.value.current_content == night.current_content  # what the console diffs against
    assert _page(client_a).current_number == night.current_number  # nothing of hers was half-saved
    # Her text is still in her editor; she re-applies it on the new version and nothing is lost.
    _save(client_a, coach, refused.value.current_content + f"\n{HERS}\n", refused.value.current_version)
    _assert_both_kept(client_a, _machine_claims(night.current_content))


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_coach_save_racing_a_committing_ingest_waits_and_is_refused(client_a, coach):
    opened = _prepared(client_a)
    distilling, release = threading.Event(), threading.Event()

    class SlowFold(FoldDistiller):
        def propose(self, task):  # holds the client lock, mid-run, until the coach has tried to save
            distilling.set()
            release.wait(10)
            return super().propose(task)

    outcome = {}

    def night():
        try:
            outcome["run"] = ingest_nightly(client=client_a, local_date=DAY2, distiller=SlowFold()).status
        finally:
            connection.close()

    def coach_saves():
        try:
            _save(client_a, coach, opened.current_content + f"\n{HERS}\n", opened.current_number)
            outcome["coach"] = "saved"
        except StaleVersion as refused:
            outcome["coach"] = refused
        finally:
            connection.close()

    ingest = threading.Thread(target=night)
    ingest.start()
    assert distilling.wait(10)
    saver = threading.Thread(target=coach_saves)
    saver.start()
    saver.join(0.5)
    assert saver.is_alive()  # she waits on the client's lock instead of writing under the ingest
    release.set()
    ingest.join(20)
    saver.join(20)
    assert outcome["run"] == "done"
    assert isinstance(outcome["coach"], StaleVersion)
    assert outcome["coach"].current_version == opened.current_number + 1
    night_text = _page(client_a).current_content
    _save(client_a, coach, night_text + f"\n{HERS}\n", _page(client_a).current_number)
    _assert_both_kept(client_a, _machine_claims(night_text))


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_an_ingest_racing_a_committing_coach_save_waits_and_keeps_her_block(client_a, coach, monkeypatch):
    import wiki.services

    opened = _prepared(client_a)
    planning, release = threading.Event(), threading.Event()
    real_plan = wiki.services.plan_coach_edit

    def slow_plan(*args, **kwargs):  # she holds the client lock, mid-save, until the night has started
        planning.set()
        release.wait(10)
        return real_plan(*args, **kwargs)

    monkeypatch.setattr(wiki.services, "plan_coach_edit", slow_plan)
    outcome = {}

    def coach_saves():
        try:
            outcome["coach"] = _save(
                client_a, coach, opened.current_content + f"\n{HERS}\n", opened.current_number
            ).number
        finally:
            connection.close()

    def night():
        try:
            outcome["run"] = ingest_nightly(client=client_a, local_date=DAY2, distiller=FoldDistiller())
        finally:
            connection.close()

    saver = threading.Thread(target=coach_saves)
    saver.start()
    assert planning.wait(10)
    ingest = threading.Thread(target=night)
    ingest.start()
    ingest.join(0.5)
    assert ingest.is_alive()  # the night waits for her save
    release.set()
    saver.join(20)
    ingest.join(20)
    assert outcome["coach"] == opened.current_number + 1 and outcome["run"].status == "done"
    # The night read her version after the lock was free: her block stands, the night's claims added.
    assert _page(client_a).current_number == opened.current_number + 2
    _assert_both_kept(client_a, [])
    assert len(_machine_claims(_page(client_a).current_content)) > len(
        _machine_claims(opened.current_content)
    )
