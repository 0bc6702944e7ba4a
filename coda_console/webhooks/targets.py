"""Which URLs may receive webhooks: http(s) to public addresses only (docs/webhooks.md "Targets").

A webhook is a request our servers make to a URL a customer typed: pointed at 127.0.0.1, 10.0.0.0/8
or a cloud metadata address it would reach what only we can reach. Every address the host resolves
to is checked, when the endpoint is registered and again before each delivery (DNS may change);
redirects are never followed. WEBHOOK_ALLOW_PRIVATE_TARGETS lifts the rule (tests, on-premises).
"""

import ipaddress
import socket
from urllib.parse import urlsplit

from django.conf import settings


class TargetRefused(ValueError):
    pass


def _addresses(host: str, port: int) -> list[ipaddress.IPv4Address | ipaddress.IPv6Address]:
    try:
        infos = socket.getaddrinfo(host, port, proto=socket.IPPROTO_TCP)
    except (socket.gaierror, UnicodeError):
        raise TargetRefused(f"the host {host!r} does not resolve") from None
    return [ipaddress.ip_address(str(info[4][0]).split("%", 1)[0]) for info in infos]


def check_target(url: str) -> None:
    """Raise TargetRefused unless `url` is an http(s) URL whose host resolves to public addresses only."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise TargetRefused("the URL must be http:// or https:// with a host")
    if parts.username or parts.password:
        raise TargetRefused("the URL must not carry credentials")
    if settings.WEBHOOK_ALLOW_PRIVATE_TARGETS:
        return
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise TargetRefused("the URL's port is not valid") from None
    for address in _addresses(parts.hostname, port):
        if not address.is_global or address.is_multicast:
            raise TargetRefused(
                f"{parts.hostname} resolves to {address}, a private, loopback or reserved address"
            )
