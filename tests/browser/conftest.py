"""Real-browser tests: Playwright (Python) driving Debian's Chromium against pytest-django's live server.

Never a downloaded browser build: the Chromium binary comes from Debian's `chromium` package (bin/test and
.ci/run install it when missing). Tests are skipped with a reason when it is not installed.

Playwright's sync API runs an event loop in the test thread, which trips Django's async-safety check on
every ORM call the test makes itself; these tests are single-threaded by construction (the live server
runs in its own thread with its own connection), so the check is switched off for these tests only
(DJANGO_ALLOW_ASYNC_UNSAFE is set for this package and removed after it, once the browser — and with
it Playwright's event loop — is closed).
"""

import io
import os
from pathlib import Path

import pytest
from django.core.management import call_command

CHROMIUM_CANDIDATES = ("/usr/lib/chromium/chromium", "/usr/bin/chromium")  # the /usr/bin one is a wrapper
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-output" / "screenshots"
PASSWORD = "browser-tests-pw"
DEMO_DAYS = 30  # long enough for the rules distiller to flag real ⚠ pairs (Denys's hotel-week claim)


def chromium_path() -> str | None:
    return next((path for path in CHROMIUM_CANDIDATES if os.access(path, os.X_OK)), None)


@pytest.fixture(scope="package")
def browser(async_unsafe_allowed):
    executable = chromium_path()
    if executable is None:
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=executable, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="package", autouse=True)
def async_unsafe_allowed():
    """For the browser tests only: set before the first, removed after the last (and its DB teardown)."""
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    yield
    if previous is None:
        os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture
def storage(async_unsafe_allowed, settings, tmp_path):
    """A wiki store of the test's own, and fast password hashing for the demo's people."""
    from wiki.tree.storage import _store

    settings.WIKI_STORAGE = "filesystem"
    settings.WIKI_FS_ROOT = str(tmp_path / "wiki-storage")
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    _store.cache_clear()
    yield
    _store.cache_clear()


@pytest.fixture
def demo(storage, transactional_db):
    """`manage.py demo`: two tenants, Nata's clients with their history distilled into their wikis."""
    call_command("demo", days=DEMO_DAYS, password=PASSWORD, stdout=io.StringIO())


@pytest.fixture
def demo_people(storage, transactional_db):
    """The demo's tenants, people and clients with a day of events (no distilled history)."""
    call_command("demo", days=1, password=PASSWORD, skip_extensions=True, stdout=io.StringIO())


class Session:
    """One person's browser context: logged in, collecting console errors (CSP violations included)."""

    def __init__(self, browser, base_url: str, *, width: int = 1280, height: int = 900) -> None:
        self.base_url = base_url
        self.context = browser.new_context(viewport={"width": width, "height": height})
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))

    def _console(self, message) -> None:
        if message.type == "error" and "favicon" not in (message.location or {}).get("url", ""):
            self.errors.append(message.text)

    def goto(self, path: str):
        return self.page.goto(self.base_url + path)

    def login(self, username: str, password: str = PASSWORD) -> "Session":
        self.goto("/login/")
        self.page.fill("input[name=username]", username)
        self.page.fill("input[name=password]", password)
        self.page.click("button[type=submit]")
        self.page.wait_for_url(self.base_url + "/")
        return self

    def shot(self, name: str) -> Path:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path

    def csp_errors(self) -> list[str]:
        return [error for error in self.errors if "Content Security Policy" in error or "Refused to" in error]

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def open_session(async_unsafe_allowed, browser, live_server):
    sessions: list[Session] = []

    def start(**kwargs) -> Session:
        session = Session(browser, live_server.url, **kwargs)
        sessions.append(session)
        return session

    yield start
    for session in sessions:
        session.close()
