"""Cached entries that name a client: keys containing her external id or her pk-scoped key form.

Django's cache API cannot list keys, so this asks the two backends the project runs on (docs/data.md):
Redis (SCAN) and the local-memory cache (its key table). Any other backend is reported, not guessed.
"""

from django.core.cache import caches
from django.core.cache.backends.locmem import LocMemCache


def _key_names(needles: list[str]) -> list[str]:
    return [needle for needle in needles if needle]


def purge_cache(needles: list[str]) -> int | None:
    needles = _key_names(needles)
    backend = caches["default"]
    if isinstance(backend, LocMemCache):
        # LocMemCache has no API to list keys: its private dicts are read on purpose (tests, dev).
        with backend._lock:  # type: ignore[attr-defined]
            store, expiries = backend._cache, backend._expire_info  # type: ignore[attr-defined]
            doomed = [key for key in list(store) if any(needle in key for needle in needles)]
            for key in doomed:
                store.pop(key, None)
                expiries.pop(key, None)
        return len(doomed)
    redis_cache = getattr(backend, "_cache", None)
    get_client = getattr(redis_cache, "get_client", None)
    if get_client is None:
        return None
    client = get_client(write=True)
    removed = 0
    for needle in needles:
        pattern = "*" + "".join(f"[{ch}]" if ch in "*?[]\\" else ch for ch in needle) + "*"
        keys = list(client.scan_iter(match=pattern, count=1000))
        if keys:
            removed += client.delete(*keys)
    return removed
