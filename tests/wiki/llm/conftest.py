"""LLM test fixtures: no network but loopback, the fake Anthropic API, and a client with a wiki.

`no_network` (autouse) makes every non-loopback connection — and every DNS lookup of a non-loopback
name — fail, so a test that forgot the fake API fails instead of reaching api.anthropic.com.
"""

import datetime as dt
import ipaddress
import socket

import pytest

from tests.wiki.conftest import at, day_of_events, ev, post
from tests.wiki.llm.fake_api import API_KEY, FakeAnthropic, answer, pages_in, tool_message
from wiki.distillers.base import Proposal
from wiki.distillers.scripted import ScriptedDistiller
from wiki.ingest.runs import ingest_nightly
from wiki.services import page_save_by_coach
from wiki.tree.markup import entry_line

DAY1 = dt.date(2026, 8, 10)
DAY2 = dt.date(2026, 8, 11)
RECOVERY = "wiki/recovery-patterns.md"
CONSTRAINTS = "wiki/constraints-injuries.md"
TRAINING = "wiki/training-history.md"
COACH_PROSE = "Short nights are her normal with the baby; adjust load silently. — Nata"
LOOPBACK_NAMES = {"localhost", "127.0.0.1", "::1", "ip6-localhost"}


class NetworkBlocked(ConnectionRefusedError):
    pass


def _is_loopback(host) -> bool:
    if host is None or str(host) in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(str(host).split("%", 1)[0]).is_loopback
    except ValueError:
        return False


@pytest.fixture(autouse=True)
def no_network(monkeypatch):
    real_connect, real_connect_ex = socket.socket.connect, socket.socket.connect_ex
    real_getaddrinfo, real_create = socket.getaddrinfo, socket.create_connection

    def guard(sock, address):
        if sock.family in (socket.AF_INET, socket.AF_INET6) and not _is_loopback(address[0]):
            raise NetworkBlocked(f"tests may not open connections outside loopback: {address!r}")

    def connect(sock, address):
        guard(sock, address)
        return real_connect(sock, address)

    def connect_ex(sock, address):
        guard(sock, address)
        return real_connect_ex(sock, address)

    def getaddrinfo(host, *args, **kwargs):
        if not _is_loopback(host):
            raise socket.gaierror(socket.EAI_NONAME, f"DNS blocked in tests: {host!r}")
        return real_getaddrinfo(host, *args, **kwargs)

    def create_connection(address, *args, **kwargs):
        if not _is_loopback(address[0]):
            raise NetworkBlocked(f"tests may not open connections outside loopback: {address!r}")
        return real_create(address, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    monkeypatch.setattr(socket, "create_connection", create_connection)


@pytest.fixture
def sdk_env(monkeypatch, tmp_path):
    """A clean SDK environment: no credential, no profile, no base URL of the machine leaks in."""
    for name in (
        "ANTHROPIC_API_KEY",
        "ANTHROPIC_AUTH_TOKEN",
        "ANTHROPIC_BASE_URL",
        "ANTHROPIC_PROFILE",
        "ANTHROPIC_CUSTOM_HEADERS",
        "ANTHROPIC_IDENTITY_TOKEN",
        "ANTHROPIC_IDENTITY_TOKEN_FILE",
        "ANTHROPIC_FEDERATION_RULE_ID",
        "ANTHROPIC_ORGANIZATION_ID",
    ):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("ANTHROPIC_CONFIG_DIR", str(tmp_path / "anthropic-config"))
    return monkeypatch


@pytest.fixture
def fake_api(sdk_env, settings):
    """The fake API, with the SDK pointed at it through its own environment variables."""
    server = FakeAnthropic().start()
    sdk_env.setenv("ANTHROPIC_BASE_URL", server.url)
    sdk_env.setenv("ANTHROPIC_API_KEY", API_KEY)
    settings.LLM_INLINE_TIMEOUT_SECONDS = 10.0
    settings.LLM_NIGHTLY_TIMEOUT_SECONDS = 10.0
    settings.LLM_BATCH_TIMEOUT_SECONDS = 10.0
    settings.LLM_INLINE_MAX_RETRIES = 1
    settings.LLM_NIGHTLY_MAX_RETRIES = 1
    settings.LLM_BATCH_MAX_RETRIES = 1
    yield server
    server.stop()


def _day1_proposal(task) -> Proposal:
    """Day 1, distilled by a scripted distiller: an injury entry outside any coach block."""
    page = (
        task.pages[CONSTRAINTS]
        .rstrip("\n")
        .replace(
            "## Entries",
            "## Entries\n\n" + entry_line("left wrist", "injury", "front rack hurts (as of 2026-08-10)"),
        )
    )
    return Proposal(pages={CONSTRAINTS: page + "\n"}, index_summaries={}, log_subject="day one")


def build_tree(client, coach=None) -> None:
    """Day 1 distilled (injury entry on constraints-injuries), a coach block on recovery-patterns,
    and day 2's events waiting past the watermark (sleep, session, meals, chat, a soreness check-in)."""
    post(
        client,
        *day_of_events(DAY1),
        ev("injury.reported", at(DAY1, "20:00"), area="left wrist", description="x"),
    )
    ingest_nightly(client=client, local_date=DAY1, distiller=ScriptedDistiller(respond=_day1_proposal))
    if coach is not None:
        page = client.wiki_pages.get(path=RECOVERY)
        page_save_by_coach(
            client=client,
            path=RECOVERY,
            content=page.current_content.rstrip("\n") + "\n\n" + COACH_PROSE + "\n",
            base_version=page.current_number,
            user=coach,
            summary="short nights",
            local_date=DAY1,
        )
    post(
        client,
        *day_of_events(DAY2),
        ev("checkin.soreness", at(DAY2, "21:00"), area="right knee", severity=2, context="after squats"),
    )


@pytest.fixture
def marta(client_a, coach):
    build_tree(client_a, coach)
    return client_a


def good_answer(body: dict, *, subject: str = "session: lower body A") -> dict:
    """A well-formed, valid answer built from the candidate pages the request carried."""
    pages = pages_in(body)
    rewritten = {
        path: text.rstrip("\n") + "\n- Folded by the model (as of 2026-08-11)\n"
        for path, text in pages.items()
        if path in (RECOVERY, TRAINING)
    }
    return answer(pages=rewritten, summaries={RECOVERY: "Sleep around 6.5 h; recovery 61%"}, subject=subject)


def good_reply(body: dict):
    from tests.wiki.llm.fake_api import Reply

    return Reply(200, tool_message(good_answer(body)))
