import pytest
from rest_framework.test import APIClient

from coda_console import services
from coda_console.models import ApiKey

URL = "/api/v1/clients"


def test_missing_key_is_401_in_the_error_shape(db):
    response = APIClient().get(URL)
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "not_authenticated"
    assert response["WWW-Authenticate"].startswith("Bearer")


@pytest.mark.parametrize("header", ["Bearer nope", "Bearer coda_AAAAAAA_wrong", "Token abc", "Bearer "])
def test_wrong_key_is_401(bot, header):
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=header)
    response = api.get(URL)
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "authentication_failed"


def test_correct_prefix_with_wrong_secret_is_refused(bot):
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {bot.raw_key[:-3]}xyz")
    assert api.get(URL).status_code == 401


def test_revoked_key_is_401(bot):
    services.api_key_revoke(key=bot.key)
    response = bot.get(URL)
    assert response.status_code == 401
    assert "revoked" in response.json()["error"]["message"]


def test_key_is_stored_hashed_and_use_is_recorded(bot):
    key = ApiKey.objects.get(pk=bot.key.pk)
    assert bot.raw_key not in {key.hashed_key, key.prefix}
    assert bot.raw_key.startswith(key.prefix)
    assert key.last_used_at is None
    assert bot.get(URL).status_code == 200
    key.refresh_from_db()
    assert key.last_used_at is not None


def test_a_logged_in_coach_without_key_cannot_use_the_bot_api(coach_client):
    assert coach_client.get(URL).status_code == 401


def test_each_key_is_throttled_with_retry_after(bot, other_tenant_bot, monkeypatch):
    from django.core.cache import cache

    from coda_console.auth import ApiKeyRateThrottle

    cache.clear()
    monkeypatch.setattr(ApiKeyRateThrottle, "THROTTLE_RATES", {"api_key": "3/min"})
    statuses = [bot.get(URL).status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    throttled = bot.get(URL)
    assert throttled.json()["error"]["code"] == "throttled"
    assert int(throttled["Retry-After"]) > 0
    assert other_tenant_bot.get(URL).status_code == 200  # another key has its own allowance
    cache.clear()
