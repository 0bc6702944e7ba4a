"""Cached entries naming an erased client go, on the local-memory cache and on a real Redis."""

from django.core.cache import caches

from clientdata.cache import purge_cache


def test_local_memory_keys_naming_her_are_deleted_and_others_kept():
    cache = caches["default"]
    cache.set("context:nata-coaching:marta-7f3a", "x")
    cache.set("context:nata-coaching:ivan-0c11", "y")
    assert purge_cache(["marta-7f3a"]) == 1
    assert cache.get("context:nata-coaching:marta-7f3a") is None
    assert cache.get("context:nata-coaching:ivan-0c11") == "y"


def test_redis_keys_naming_her_are_deleted_and_others_kept(settings, scratch_redis_url):
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": scratch_redis_url}
    }
    cache = caches["default"]
    assert type(cache).__name__ == "RedisCache"
    cache.clear()
    cache.set("context:nata-coaching:marta-7f3a", "x")
    cache.set("idem:marta-7f3a:*[x]", "z")  # glob characters in a key are matched literally
    cache.set("context:nata-coaching:ivan-0c11", "y")
    assert purge_cache(["marta-7f3a"]) == 2
    assert cache.get("context:nata-coaching:marta-7f3a") is None
    assert cache.get("context:nata-coaching:ivan-0c11") == "y"
    cache.clear()
