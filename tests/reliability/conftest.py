"""Reliability fixtures: the wiki suite's storage/event helpers, plus checks every fault test ends with."""

import pytest

from tests.wiki.conftest import fold, moto_endpoint, wiki_storage  # noqa: F401 (fixtures, re-exported)
from wiki.tree.export import verify_storage


@pytest.fixture(autouse=True)
def fresh_throttle_counts():
    """Throttle counters live in the cache, keyed by the key's id — which the rolled-back test database
    hands out again: without this, one test's calls would count against the next test's bot."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


def assert_storage_consistent(*clients) -> int:
    """Every PageVersion row names bytes that exist and hash to its sha256 (manage.py wiki_verify)."""
    checked, problems = verify_storage(clients)
    assert problems == [], problems
    return checked
