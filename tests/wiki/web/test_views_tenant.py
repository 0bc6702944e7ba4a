"""The console never loses tenant context (docs/console.md "Tenant context").

External ids are unique per tenant only. A superuser who sees "marta-7f3a" in two tenants opens one
with `?tenant=`: every link and form of that page must carry it, so an edit, a 409 and a second save
all stay in the tenant she opened — never writing one tenant's page into the other's.
"""

import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

import pytest

from coda_console import services as core_services
from tests.wiki.console_helpers import PLAYBOOK, add_contradiction, content, make_tree, tab, version_of, web
from wiki.models import WikiPage

pytestmark = pytest.mark.django_db
CONSTRAINTS = "wiki/constraints-injuries.md"
URL_RE = re.compile(r'(?:href|action|hx-post|hx-get|value)="(/clients/[^"/]+/[^"]*)"')


@pytest.fixture
def twins(client_a, other_tenant, other_tenant_coach):
    """The same external id in two tenants, both with a wiki (a contradiction on the first)."""
    twin, _ = core_services.client_upsert(
        tenant=other_tenant,
        external_id=client_a.external_id,
        display_name="Marta (other gym)",
        timezone_name="America/New_York",
        coach_usernames=[other_tenant_coach.username],
    )
    make_tree(client_a)
    add_contradiction(client_a)
    make_tree(twin)
    return client_a, twin


def client_urls(html: str) -> list[str]:
    return [unescape(url) for url in URL_RE.findall(html)]


def _tenant_of(url: str) -> list[str]:
    return parse_qs(urlsplit(url).query).get("tenant", [])


PAGES = ("", "log/", "raw/", "questions/", "alerts/", "view/wiki/not-written-yet.md", "view/log.md")
PAGES += tuple(f"{name}/{PLAYBOOK}" for name in ("view", "edit", "history", "diff"))


@pytest.mark.parametrize("which", PAGES)
def test_every_link_and_form_of_a_page_opened_with_a_tenant_carries_it(twins, admin, which):
    _, twin = twins
    browser = web(admin)
    response = browser.get(f"{tab(twin, '')}{which}?tenant=other-gym")
    assert response.status_code in (200, 404)
    html = response.content.decode()
    urls = client_urls(html)
    assert urls, "the page links to the client's wiki"
    assert [url for url in urls if _tenant_of(url) != ["other-gym"]] == []
    get_forms = re.findall(r'<form method="get"[^>]*>.*?</form>', html, re.DOTALL)
    assert all('name="tenant" value="other-gym"' in form for form in get_forms)


def test_an_edit_a_conflict_and_a_second_save_stay_in_the_tenant_she_opened(twins, admin):
    own, twin = twins
    own_before = {page.path: page.current_content for page in WikiPage.objects.filter(client=own)}
    browser = web(admin)
    edit_page = browser.get(f"{tab(twin, 'edit', PLAYBOOK)}?tenant=other-gym").content.decode()
    (action,) = [url for url in client_urls(edit_page) if "/edit/" in url]
    assert _tenant_of(action) == ["other-gym"]

    stale = version_of(twin, PLAYBOOK) - 1  # someone saved in between: her base is stale
    text = content(twin, PLAYBOOK) + "\nNeck: no overhead pressing this month.\n"
    conflict = browser.post(action, {"content": text, "base_version": stale})
    assert conflict.status_code == 409
    html = conflict.content.decode()
    (again,) = [url for url in client_urls(html) if "/edit/" in url]
    assert _tenant_of(again) == ["other-gym"]
    base = re.search(r'name="base_version" value="(\d+)"', html).group(1)

    saved = browser.post(again, {"content": text, "base_version": base})
    assert saved.status_code == 302 and _tenant_of(saved["Location"]) == ["other-gym"]
    assert "Neck: no overhead pressing" in content(twin, PLAYBOOK)
    own_after = {page.path: page.current_content for page in WikiPage.objects.filter(client=own)}
    assert own_after == own_before  # nata-coaching's Marta is untouched


def test_a_post_without_a_tenant_in_the_url_may_name_it_in_the_form(twins, admin):
    own, twin = twins
    text = content(twin, PLAYBOOK) + "\nA note for the other gym.\n"
    response = web(admin).post(
        tab(twin, "edit", PLAYBOOK),
        {"content": text, "base_version": version_of(twin, PLAYBOOK), "tenant": "other-gym"},
    )
    assert response.status_code == 302
    assert "A note for the other gym." in content(twin, PLAYBOOK)
    assert "A note for the other gym." not in content(own, PLAYBOOK)
