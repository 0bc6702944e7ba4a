"""The caller's address, honouring the trusted proxies in front of us (docs/api-edge.md, "Client address").

Behind a TLS proxy every request's REMOTE_ADDR is the proxy's; the client's address is in
X-Forwarded-For, which each proxy appends to. Only the entries our own proxies added can be trusted —
anything to their left was written by the client. So:

- TRUSTED_PROXY_COUNT = N (default 0: trust nothing, use REMOTE_ADDR): the client is the N-th entry
  from the right of X-Forwarded-For (the last proxy's peer is the last entry);
- TRUSTED_PROXY_CIDRS = networks of our proxies: when REMOTE_ADDR is in them, walk X-Forwarded-For from
  the right past every trusted address; the first untrusted one is the client.

Every reader of the caller's address (audit rows, the login lock-out, throttles) uses `client_ip`.
"""

import ipaddress
from functools import lru_cache

from django.conf import settings
from django.http import HttpRequest

IpNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network


def client_ip(request: HttpRequest) -> str | None:
    remote = _valid(request.META.get("REMOTE_ADDR", ""))
    forwarded = [part.strip() for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
    forwarded = [part for part in forwarded if part]
    networks = _trusted_networks(tuple(settings.TRUSTED_PROXY_CIDRS))
    if networks:
        return _by_networks(remote, forwarded, networks)
    count = settings.TRUSTED_PROXY_COUNT
    if count <= 0 or not forwarded:
        return remote
    # With fewer entries than proxies the request did not come through all of them: the leftmost
    # entry is still the furthest address any trusted proxy saw.
    candidate = forwarded[-count] if len(forwarded) >= count else forwarded[0]
    return _valid(candidate) or remote


def _by_networks(remote: str | None, forwarded: list[str], networks: tuple[IpNetwork, ...]) -> str | None:
    if remote is None or not _in(remote, networks):
        return remote
    for candidate in reversed(forwarded):
        address = _valid(candidate)
        if address is None:
            return remote  # a malformed hop: do not guess past it
        if not _in(address, networks):
            return address
    return _valid(forwarded[0]) if forwarded else remote


def _valid(value: str) -> str | None:
    try:
        return str(ipaddress.ip_address(value.strip()))
    except ValueError:
        return None


def _in(address: str, networks: tuple[IpNetwork, ...]) -> bool:
    parsed = ipaddress.ip_address(address)
    return any(parsed in network for network in networks)


@lru_cache(maxsize=8)
def _trusted_networks(cidrs: tuple[str, ...]) -> tuple[IpNetwork, ...]:
    return tuple(ipaddress.ip_network(cidr, strict=False) for cidr in cidrs)
