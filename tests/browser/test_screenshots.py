"""`bin/screenshots`: the console's main screens at 1366 and 390 px into docs/screenshots/ (run only
when CODA_SCREENSHOTS_DIR is set, so the test suite never rewrites the docs)."""

import os
from pathlib import Path

import pytest

from wiki.models import Alert, PageVersion

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

TARGET = os.environ.get("CODA_SCREENSHOTS_DIR", "")
WIDTHS = {"desktop": (1366, 900), "phone": (390, 844)}
MARTA = "marta-7f3a"


def _coach_screens() -> list[tuple[str, str]]:
    diff_version = (
        PageVersion.objects.filter(
            page__client__external_id=MARTA, page__path="wiki/recovery-patterns.md", number__gt=1
        )
        .order_by("-number")
        .first()
    )
    screens = [
        ("today", "/"),
        ("clients", "/clients/"),
        ("alerts", "/alerts/"),
        ("wiki-tree", f"/clients/{MARTA}/wiki/"),
        ("playbook", f"/clients/{MARTA}/wiki/view/wiki/coaching-playbook.md"),
        ("editor", f"/clients/{MARTA}/wiki/edit/wiki/coaching-playbook.md"),
        ("history", f"/clients/{MARTA}/wiki/history/wiki/recovery-patterns.md"),
        ("log", f"/clients/{MARTA}/wiki/log/"),
        ("knowledge", "/knowledge/"),
    ]
    if diff_version is not None:
        n = diff_version.number
        screens.append(("diff", f"/clients/{MARTA}/wiki/diff/wiki/recovery-patterns.md?a={n - 1}&b={n}"))
    if Alert.objects.filter(client__external_id=MARTA, status="open").exists():
        screens.append(("client-alerts", f"/clients/{MARTA}/wiki/alerts/"))
    return screens


ADMIN_SCREENS = [("admin-hub", "/admin/"), ("admin-jobs", "/admin/jobs/"), ("admin-audit", "/admin/audit/")]


@pytest.mark.skipif(not TARGET, reason="bin/screenshots sets CODA_SCREENSHOTS_DIR")
def test_regenerate_screenshots(demo, open_session):
    folder = Path(TARGET)
    folder.mkdir(parents=True, exist_ok=True)
    for label, (width, height) in WIDTHS.items():
        for username, screens in (("nata", _coach_screens()), ("admin-nata", ADMIN_SCREENS)):
            session = open_session(width=width, height=height).login(username)
            for name, path in screens:
                session.goto(path)
                session.page.wait_for_load_state("networkidle")
                session.page.screenshot(path=str(folder / f"{name}-{label}.png"), full_page=True)
