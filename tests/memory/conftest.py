import pytest


@pytest.fixture(autouse=True)
def memory_settings(settings):
    """Consolidate events the moment they are stored (tests of the settle margin set it back)."""
    settings.MEMORY_SETTLE_SECONDS = 0
    settings.MEMORY_DECAY_STRATEGY = "exponential"
    settings.MEMORY_KNOWN_ENTITIES_PROVIDER = ""
    # The shared fixtures give every coach a password; a fast hasher keeps these tests quick.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    return settings
