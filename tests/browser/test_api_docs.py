"""ReDoc and Swagger UI in a real browser: they render, load nothing from another origin, and our
CSP blocks nothing they need."""

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize(
    ("path", "ready"),
    [
        ("/api/redoc/", "h2:has-text('Append events')"),
        ("/api/docs/", ".opblock-summary-description:has-text('Append events')"),
    ],
)
def test_the_api_docs_work_offline_under_our_csp(open_session, live_server, path, ready):
    session = open_session()
    origin = urlsplit(live_server.url).netloc
    foreign: list[str] = []
    session.page.on(
        "request",
        lambda request: (
            foreign.append(request.url)
            if urlsplit(request.url).netloc not in (origin, "")
            and not request.url.startswith(("data:", "blob:"))
            else None
        ),
    )
    session.goto(path)
    expect(session.page.locator(ready).first).to_be_visible(timeout=30_000)
    assert foreign == []
    assert session.csp_errors() == []
    icon = session.page.request.get(live_server.url + "/favicon.ico")
    assert icon.status == 200
