"""Who made a write, and from where: what every service takes to write its audit row.

An actor is a signed-in person (a user) or a bot (the ApiKey it authenticated with).
"""

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.http import HttpRequest

from coda_console.models import ApiKey

Actor = AbstractBaseUser | AnonymousUser | ApiKey


def request_ip(request: HttpRequest) -> str | None:
    """The caller's address as audit rows record it. The one place a write's audit reads it."""
    return request.META.get("REMOTE_ADDR") or None


def request_actor(request: HttpRequest) -> Actor:
    """The API key of a bot request (DRF sets request.auth), else the signed-in user."""
    key = getattr(request, "auth", None)
    return key if isinstance(key, ApiKey) else request.user
