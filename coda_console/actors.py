"""Who made a write, and from where: what every service takes to write its audit row.

An actor is a signed-in person (a User) or a bot (the ApiKey it authenticated with).
"""

from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails

from coda_console.client_ip import client_ip
from coda_console.models import ApiKey

Actor = User | ApiKey


class HtmxRequest(HttpRequest):
    """The request console views receive: django_htmx's middleware adds `htmx`."""

    htmx: HtmxDetails


def request_ip(request: HttpRequest) -> str | None:
    """The caller's address as audit rows record it, through the trusted-proxy rules of `client_ip`."""
    return client_ip(request)


def request_user(request: HttpRequest) -> User:
    """The signed-in person of a console view (behind login_required); anyone else is refused."""
    user = request.user
    if not isinstance(user, User):
        raise PermissionDenied
    return user
