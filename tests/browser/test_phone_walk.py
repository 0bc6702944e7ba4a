"""Every page the console links to, at 390 px, as a coach and as a tenant admin: no sideways scroll, no
visible text past the right edge. The walk follows same-origin links from the home page (Django's own
admin, the API docs, logout and the JSON API are not console pages)."""

from urllib.parse import parse_qsl, urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
SKIPPED_PREFIXES = ("/django-admin/", "/api/", "/logout", "/static/", "/login")
MAX_PAGES = 2000

# Text nodes' elements whose right edge lies past the viewport (ignoring closed <details> and hidden
# elements, which have no box), plus the document's scroll width.
OVERFLOW_JS = """
() => {
  const width = window.innerWidth;
  const clipped = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right > width + 1) clipped.push(`<${el.tagName.toLowerCase()} class="${el.className}"> `
      + `${el.textContent.trim().slice(0, 40)} (right ${Math.round(box.right)})`);
  }
  return {scrollWidth: document.documentElement.scrollWidth, width, clipped: clipped.slice(0, 5)};
}
"""
LINKS_JS = "() => Array.from(document.querySelectorAll('a[href]')).map(a => a.href)"
# A page that sends a request as it loads (the editor's live preview: hx-trigger "load"). The walk waits
# for it before leaving: the live server's threads share the in-memory SQLite test database's one
# connection, and a request still in flight beside the next page's made either fail at random.
SENDS_ON_LOAD_JS = "() => !!document.querySelector('[hx-trigger*=\"load\"]')"


def _key(url: str) -> str:
    """One visit per path and set of query keys (?kind=a and ?kind=b look alike)."""
    parts = urlsplit(url)
    keys = sorted({key for key, _ in parse_qsl(parts.query)})
    return parts.path + ("?" + "&".join(keys) if keys else "")


def walk(session) -> tuple[int, list[str]]:
    origin = session.base_url
    queue, seen, problems = ["/"], {_key("/")}, []
    found_on: dict[str, str] = {}  # where each queued link was seen: a failure names its referrer
    visited = 0
    while queue and visited < MAX_PAGES:
        path = queue.pop(0)
        try:
            response = session.goto(path)
        except PlaywrightError as error:
            if "Download is starting" in str(error):
                continue  # a download link (a client's data export): not a page
            raise
        visited += 1
        if response is None or response.status >= 400:
            status = response.status if response else "??"
            problems.append(f"{path}: HTTP {status} (linked from {found_on.get(path, '-')}; visit {visited})")
            continue
        if "text/html" not in response.headers.get("content-type", ""):
            continue  # a download (an export, a raw file): not a page
        if session.page.evaluate(SENDS_ON_LOAD_JS):
            session.page.wait_for_load_state("networkidle")
        found = session.page.evaluate(OVERFLOW_JS)
        if found["scrollWidth"] > found["width"]:
            problems.append(f"{path}: scrolls sideways ({found['scrollWidth']} > {found['width']})")
        problems.extend(f"{path}: clipped {item}" for item in found["clipped"])
        for href in session.page.evaluate(LINKS_JS):
            href = str(href).split("#", 1)[0]
            if not href.startswith(origin):
                continue
            relative = href[len(origin) :] or "/"
            if relative.startswith(SKIPPED_PREFIXES) or _key(relative) in seen:
                continue
            seen.add(_key(relative))
            found_on[relative] = path
            queue.append(relative)
    return visited, problems


@pytest.mark.parametrize("username", ["nata", "admin-nata"])
def test_every_console_page_fits_a_phone(demo, open_session, username):
    phone = open_session(**PHONE).login(username)
    visited, problems = walk(phone)
    print(username, visited)
    assert visited > 20, f"the walk should reach the console's pages (only {visited})"
    assert problems == [], "\n".join(problems)
    assert phone.csp_errors() == []
