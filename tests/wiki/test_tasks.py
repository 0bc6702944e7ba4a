import datetime as dt

import pytest

from tests.wiki.conftest import at, ev, post
from wiki.models import Alert, IngestRun, WikiPage
from wiki.tasks import run_nightly
from wiki.tree.storage import FilesystemVersionStore


@pytest.fixture
def pending_night(client_a):
    post(client_a, ev("sleep.logged", at(dt.date(2026, 8, 9), "07:00"), hours=6.1))
    IngestRun.objects.create(client=client_a, kind="nightly", local_date=dt.date(2026, 8, 9))
    return client_a


def test_a_crashed_run_raises_for_a_retry_and_tells_the_inbox_once(pending_night, monkeypatch):
    def storage_down(self, *args, **kwargs):
        raise OSError("No space left on device")

    monkeypatch.setattr(FilesystemVersionStore, "put", storage_down)
    for _ in range(2):
        with pytest.raises(OSError):
            run_nightly(pending_night.pk)
    alert = Alert.objects.get(client=pending_night, kind="pipeline_failure")
    assert alert.payload["crash"] is True and alert.payload["error"] == "OSError"
    assert "rolled back whole" in alert.message
    assert IngestRun.objects.get(kind="nightly").status == "pending"
    assert not WikiPage.objects.filter(client=pending_night).exists()
    monkeypatch.undo()
    assert run_nightly(pending_night.pk) == 1  # the retry, once storage is back
    assert IngestRun.objects.get(kind="nightly").status == "done"
