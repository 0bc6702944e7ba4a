"""Bad input: deeply nested and oversized JSON, invalid UTF-8, huge pages, path traversal.
Every case answers a clear 4xx in the one error shape, and nothing is written."""

import datetime as dt

import pytest

from coda_console.errors import ApiError
from coda_console.models import AuditEntry, Event
from tests.wiki.conftest import at, ev
from wiki.distillers.base import Proposal
from wiki.models import PageVersion, WikiPage
from wiki.services import page_save_by_coach
from wiki.tree.storage import get_store, tree_key
from wiki.validator import validate_proposal

pytestmark = pytest.mark.django_db
EVENTS = "/api/v1/clients/marta-7f3a/events"
DAY = dt.date(2026, 8, 12)


@pytest.fixture
def nothing_written(client_a):
    """Counts every row a bad request could have written; asserts afterwards it wrote none."""
    counts = lambda: (Event.objects.count(), AuditEntry.objects.count(), PageVersion.objects.count())  # noqa: E731
    before = counts()
    yield
    assert counts() == before


def _assert_error(response, status: int, code: str | None = None):
    assert response.status_code == status, response.content
    body = response.json()["error"]
    assert body["message"] and (code is None or body["code"] == code)
    return body


def _raw_post(bot, path: str, body):
    return bot.api.post(path, body, content_type="application/json")


def _valid_event() -> dict:
    return ev("sleep.logged", at(DAY, "07:00"), hours=7)


# --- Deeply nested JSON ------------------------------------------------------------------------------


@pytest.mark.parametrize("depth", [33, 1_000, 100_000])
@pytest.mark.parametrize("where", ["body", "payload", "clients"])
def test_deeply_nested_json_is_a_400_not_a_crash(bot, nothing_written, depth, where):
    nested = "[" * depth + "]" * depth
    if where == "body":
        path, body = EVENTS, '{"events": ' + nested + "}"
    elif where == "payload":
        event = _valid_event()
        path = EVENTS
        body = (
            f'{{"events": [{{"id": "{event["id"]}", "kind": "sleep.logged", '
            f'"occurred_at": "{event["occurred_at"]}", "payload": {{"hours": 7, "x": {nested}}}}}]}}'
        )
    else:
        path, body = "/api/v1/clients", '{"id": "x", "display_name": ' + nested + "}"
    error = _assert_error(_raw_post(bot, path, body), 400, "json_too_deep")
    assert "32 levels" in error["message"]


def test_nesting_within_the_limit_is_accepted(bot, client_a):
    event = _valid_event()
    event["payload"]["detail"] = [[[["fine"]]]]
    response = bot.post(EVENTS, {"events": [event]})
    assert response.status_code == 202 and client_a.events.count() == 1


# --- Invalid UTF-8 -----------------------------------------------------------------------------------

INVALID_UTF8 = {
    "lone-continuation": b'{"events": [\x80]}',
    "invalid-start": b'{"events": [\xff\xfe]}',
    "overlong-slash": b'{"events": ["\xc0\xaf"]}',
    "surrogate": b'{"events": ["\xed\xa0\x80"]}',
    "truncated": b'{"events": ["\xe2\x82"]}',
    "latin1-in-string": b'{"id": "caf\xe9", "display_name": "x"}',
}


@pytest.mark.parametrize("body", INVALID_UTF8.values(), ids=INVALID_UTF8.keys())
@pytest.mark.parametrize("path", [EVENTS, "/api/v1/clients", "/api/v1/clients/marta-7f3a/context"])
def test_invalid_utf8_bodies_are_refused_as_malformed(bot, nothing_written, body, path):
    error = _assert_error(_raw_post(bot, path, body), 400, "malformed_json")
    assert "utf-8" in error["message"].lower()


# --- Oversized bodies, batches and payloads -------------------------------------------------------


def test_a_body_over_the_limit_is_413_before_anything_reads_it(bot, nothing_written, settings):
    body = '{"events": [' + ",".join(['"' + "x" * 1000 + '"'] * (settings.API_MAX_BODY_BYTES // 1000)) + "]}"
    assert len(body) > settings.API_MAX_BODY_BYTES
    _assert_error(_raw_post(bot, EVENTS, body), 413, "payload_too_large")


def test_a_batch_over_the_event_limit_is_refused_whole(bot, nothing_written, settings):
    events = [_valid_event() for _ in range(settings.EVENTS_MAX_BATCH + 1)]
    error = _assert_error(bot.post(EVENTS, {"events": events}), 400)
    assert error["details"][0]["field"] == "events"


def test_a_payload_over_64_kib_is_refused_with_its_index(bot, nothing_written):
    big = ev("note.filed", at(DAY, "09:00"), title="Huge", body="y" * 39_000, source="z" * 400)
    big["payload"]["extra"] = "w" * 70_000
    error = _assert_error(bot.post(EVENTS, {"events": [_valid_event(), big]}), 400, "invalid_events")
    assert error["details"] == [{"index": 1, "field": "payload", "message": "is larger than 64 KiB"}]


@pytest.mark.parametrize(
    "body",
    [
        "",
        "null",
        "[]",
        '"events"',
        "123",
        '{"events": null}',
        '{"events": {}}',
        "{",
        "NaN",
        '{"events": [NaN]}',
    ],
)
def test_malformed_shapes_are_400_with_details(bot, nothing_written, body):
    _assert_error(_raw_post(bot, EVENTS, body), 400)


# --- Huge pages ------------------------------------------------------------------------------------------

HUGE_PAGES = {
    "2-MiB-line": "# Goals\n\n*Huge.*\n\n" + "x" * (2 * 1024 * 1024) + "\n",
    "10k-lines": "# Goals\n\n*Huge.*\n\n" + "".join(f"- line {i}\n" for i in range(10_000)),
    "91-lines": "# Goals\n\n*Huge.*\n\n" + "".join(f"- line {i}\n" for i in range(87)),
}


@pytest.mark.parametrize("text", HUGE_PAGES.values(), ids=HUGE_PAGES.keys())
def test_a_huge_page_from_a_coach_is_refused_and_nothing_is_written(client_a, coach, text, nothing_written):
    with pytest.raises(ApiError) as refused:
        page_save_by_coach(
            client=client_a,
            path="wiki/sleep-notes.md",
            content=text,
            base_version=0,
            user=coach,
            local_date=DAY,
        )
    assert refused.value.status_code == 400 and refused.value.code == "invalid_page"
    assert {detail["field"] for detail in refused.value.details} == {"line-cap"}


@pytest.mark.parametrize("text", HUGE_PAGES.values(), ids=HUGE_PAGES.keys())
def test_a_huge_page_from_a_distiller_is_refused_by_the_validator(text):
    violations = validate_proposal(
        Proposal(pages={"wiki/goals.md": text}, index_summaries={}),
        current={},
        existing_paths=frozenset({"SCHEMA.md", "index.md", "log.md"}),
        local_date=DAY,
    )
    assert [violation.rule for violation in violations] == ["line-cap"]


def test_a_huge_form_post_to_the_console_editor_is_refused(coach_client, client_a, settings, nothing_written):
    body = "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 10)
    response = coach_client.post(
        "/clients/marta-7f3a/wiki/edit/wiki/sleep-notes.md", {"content": body, "base_version": "0"}
    )
    assert 400 <= response.status_code < 500
    assert not WikiPage.objects.filter(client=client_a, path="wiki/sleep-notes.md").exists()


# --- Path traversal -------------------------------------------------------------------------------------

TRAVERSALS = [
    "../SCHEMA.md",
    "wiki/../../etc/passwd",
    "/etc/passwd",
    "C:/Windows/win.ini",
    "wiki\\goals.md",
    "..\\..\\x.md",
    "%2e%2e/x.md",
    "%2e%2e%2fx.md",
    "wiki/%2e%2e/%2e%2e/x.md",
    "..%5cx.md",
    "．．/x.md",  # fullwidth full stops
    "wiki/․․/x.md",  # one-dot leaders
    "wiki/goals.md%00.txt",
    "wiki//goals.md",
    "wiki/./goals.md",
]


@pytest.mark.parametrize("path", TRAVERSALS)
def test_traversal_in_api_page_paths_is_a_clear_400(bot, nothing_written, path):
    for suffix in ("", "/versions"):
        response = bot.get(f"/api/v1/clients/marta-7f3a/wiki/{path}{suffix}")
        if response.status_code == 404:  # the URL resolver itself refused to match (e.g. '//')
            assert response.json()["error"]["code"] == "not_found"
            continue
        error = _assert_error(response, 400, "invalid_path")
        assert error["details"][0]["field"] == "path"


@pytest.mark.parametrize("path", TRAVERSALS)
def test_traversal_in_console_page_paths_is_a_404(coach_client, nothing_written, path):
    for view in ("view", "edit", "history"):
        assert coach_client.get(f"/clients/marta-7f3a/wiki/{view}/{path}").status_code == 404


@pytest.mark.parametrize("path", [p for p in TRAVERSALS if "%" not in p])
def test_traversal_in_a_coach_save_is_refused_and_nothing_lands_on_disk(
    client_a, coach, path, wiki_storage, tmp_path, nothing_written
):
    with pytest.raises(ApiError) as refused:
        page_save_by_coach(
            client=client_a, path=path, content="# X\n\n*x.*\n", base_version=0, user=coach, local_date=DAY
        )
    assert refused.value.status_code == 400 and refused.value.details[0]["field"] == "path"
    assert not [p for p in tmp_path.rglob("*") if p.is_file()]  # no stray file anywhere


@pytest.mark.parametrize("path", [p for p in TRAVERSALS if "%" not in p])
def test_traversal_in_a_distillers_proposal_is_refused(path):
    violations = validate_proposal(
        Proposal(pages={path: "# X\n\n*x.*\n"}, index_summaries={}),
        current={},
        existing_paths=frozenset({"SCHEMA.md", "index.md", "log.md"}),
        local_date=DAY,
    )
    assert "path" in {violation.rule for violation in violations} or "raw-untouched" in {
        violation.rule for violation in violations
    }


def test_the_filesystem_store_refuses_a_key_outside_its_root(client_a, tmp_path):
    from django.core.exceptions import SuspiciousFileOperation

    with pytest.raises(SuspiciousFileOperation):
        get_store().put(tree_key(client_a, "../../../../escaped.md"), 1, b"x")
    assert not list(tmp_path.parent.glob("escaped.md")) and not list(tmp_path.glob("escaped.md"))
