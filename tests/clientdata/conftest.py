import pytest

from tests.wiki.conftest import backend, moto_endpoint, wiki_storage  # noqa: F401 (fixtures, re-exported)


@pytest.fixture(autouse=True)
def ledger_file(settings, tmp_path):
    settings.ERASURE_LEDGER_PATH = str(tmp_path / "ledger" / "erasures.jsonl")
    return settings.ERASURE_LEDGER_PATH
