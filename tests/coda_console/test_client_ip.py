"""client_ip: trust nothing by default; N trusted proxies or trusted networks when configured."""

import pytest
from django.test import RequestFactory

from coda_console.client_ip import client_ip


def _request(remote: str = "10.0.0.9", forwarded: str | None = None):
    extra = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded
    return RequestFactory().get("/", **extra)


def test_by_default_the_socket_address_is_the_client_and_headers_are_ignored(settings):
    settings.TRUSTED_PROXY_COUNT, settings.TRUSTED_PROXY_CIDRS = 0, []
    assert client_ip(_request("10.0.0.9", "1.2.3.4")) == "10.0.0.9"
    assert client_ip(_request("")) is None


@pytest.mark.parametrize(
    ("count", "forwarded", "expected"),
    [
        (1, "203.0.113.5", "203.0.113.5"),
        (1, "6.6.6.6, 203.0.113.5", "203.0.113.5"),  # the client forged the left entry: ignored
        (2, "6.6.6.6, 203.0.113.5, 10.1.1.1", "203.0.113.5"),
        (2, "203.0.113.5", "203.0.113.5"),  # fewer hops than proxies: the furthest one seen
        (1, "", "10.0.0.9"),
        (1, "not-an-ip", "10.0.0.9"),
        (1, " 2001:db8::1 ", "2001:db8::1"),
    ],
)
def test_n_trusted_proxies_take_the_nth_entry_from_the_right(settings, count, forwarded, expected):
    settings.TRUSTED_PROXY_COUNT, settings.TRUSTED_PROXY_CIDRS = count, []
    assert client_ip(_request("10.0.0.9", forwarded)) == expected


@pytest.mark.parametrize(
    ("remote", "forwarded", "expected"),
    [
        ("10.0.0.9", "203.0.113.5, 10.0.0.3", "203.0.113.5"),  # past every trusted hop
        ("10.0.0.9", "6.6.6.6, 203.0.113.5", "203.0.113.5"),  # forged left entry ignored
        ("198.51.100.1", "203.0.113.5", "198.51.100.1"),  # not from our proxy: header not trusted
        ("10.0.0.9", "10.0.0.4", "10.0.0.4"),  # only trusted hops: the leftmost
        ("10.0.0.9", "203.0.113.5, garbage", "10.0.0.9"),  # a malformed hop: no guessing past it
    ],
)
def test_trusted_networks_walk_the_header_from_the_right(settings, remote, forwarded, expected):
    settings.TRUSTED_PROXY_COUNT, settings.TRUSTED_PROXY_CIDRS = 0, ["10.0.0.0/8"]
    assert client_ip(_request(remote, forwarded)) == expected


def test_audit_rows_of_bot_writes_record_the_client_behind_the_proxy(bot, client_a, settings):
    from coda_console.models import AuditEntry

    settings.TRUSTED_PROXY_COUNT = 1
    event = {"id": "e1", "kind": "sleep.logged", "occurred_at": "2026-08-09T06:40:00+03:00"}
    event["payload"] = {"hours": 7}
    response = bot.post(
        f"/api/v1/clients/{client_a.external_id}/events",
        {"events": [event]},
        HTTP_X_FORWARDED_FOR="203.0.113.5",
    )
    assert response.status_code == 202
    assert AuditEntry.objects.get(action="events.append").ip_address == "203.0.113.5"


def test_no_view_reads_remote_addr_itself():
    """Every reader of the caller's address goes through client_ip."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    readers = [
        str(path.relative_to(root))
        for folder in ("coda_console", "memory", "knowledge", "wiki")
        for path in (root / folder).rglob("*.py")
        if "REMOTE_ADDR" in path.read_text()
        and path.name != "client_ip.py"
        # The MCP tools build the environ of an in-process API request: they set the address
        # (the MCP caller's, with its X-Forwarded-For), the API view then reads it via client_ip.
        and path.relative_to(root).as_posix() != "coda_console/mcp/operations.py"
    ]
    assert readers == []
