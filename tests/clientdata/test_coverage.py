"""Every model with a foreign-key path to a client is reviewed for erasure and export."""

from clientdata.coverage import REVIEWED_MODELS
from clientdata.discovery import client_owned_models


def test_every_model_holding_client_rows_is_reviewed_for_erasure():
    discovered = {owned.label: owned.path for owned in client_owned_models()}
    missing = sorted(set(discovered) - set(REVIEWED_MODELS))
    assert not missing, (
        f"{missing} hold a client's rows (via {[discovered[m] for m in missing]}): erasure deletes them, "
        "but review them (storage keys? cache? export?) and add them to clientdata/coverage.py"
    )
    stale = sorted(set(REVIEWED_MODELS) - set(discovered))
    assert not stale, f"{stale} no longer reach coda_console.Client: remove them from clientdata/coverage.py"


def test_discovery_follows_links_through_other_client_rows():
    paths = {owned.label: owned.path for owned in client_owned_models()}
    assert paths["wiki.PageVersion"] == "page__client"
    assert paths["coda_console.Event"] == "client"
    assert "wiki.LlmBatch" not in paths and "knowledge.Record" not in paths
