"""Hostile bytes in a page (a compromised distiller, a legacy import) stay inert on every screen.

The validator refuses HTML in new writes; these tests write around it on purpose (machine_write) to
prove the console does not rely on that: page, old version, history, diff, preview, conflict, alerts, log.
"""

import re

import pytest

from tests.wiki.console_helpers import (
    PLAYBOOK,
    RECOVERY,
    XSS_IMG,
    XSS_LINK,
    XSS_SCRIPT,
    add_safety,
    content,
    machine_write,
    tab,
    version_of,
)
from wiki.models import Alert

pytestmark = pytest.mark.django_db

HOSTILE = f"""# Playbook

*Summary.*

## Tone
- {XSS_SCRIPT} warm and brisk
- {XSS_IMG} celebrate process
- {XSS_LINK}
- <a href="javascript:alert(2)" onclick="alert(3)">click</a>
- <div onmouseover="alert(4)" style="position:fixed">hover</div>

<!-- coach 2026-08-03 -->
Her note {XSS_SCRIPT} with <b onmouseover="alert(5)">bold</b> and {XSS_IMG}
<div class="coach-block">a fake block</div> [x](JaVaScRiPt:alert(6))
<!-- /coach -->
"""


def _body(html: str) -> str:
    """The page without base.html's own script tags (htmx, the editor script)."""
    return re.sub(r'<script src="/static/[^"]+"( defer)?></script>', "", html)


def _assert_inert(html: str) -> None:
    body = _body(html)
    assert "<script" not in body.lower()
    assert not re.search(r"<[^>]+\son\w+\s*=", body, re.IGNORECASE)  # no event handler attribute
    assert not re.search(r"""href\s*=\s*["']?\s*javascript:""", body, re.IGNORECASE)
    assert "<img" not in body.lower() and 'style="' not in body


@pytest.fixture
def hostile(tree_a):
    machine_write(tree_a, PLAYBOOK, HOSTILE, reason=f"ingest {XSS_SCRIPT}")
    return tree_a


def test_the_rendered_page_is_inert_and_her_block_stays_marked(nata, hostile):
    html = nata.get(tab(hostile, "view", PLAYBOOK)).content.decode()
    _assert_inert(html)
    assert html.count('<section class="coach-block"') == 1  # the page cannot fake a second one
    assert "warm and brisk" in html and "a fake block" in html and "<b>bold</b>" in html


def test_an_old_version_of_a_hostile_page_is_inert(nata, hostile):
    machine_write(hostile, PLAYBOOK, "# Playbook\n\n*Summary.*\n\nclean now\n")
    number = version_of(hostile, PLAYBOOK) - 1
    _assert_inert(nata.get(tab(hostile, "view", PLAYBOOK) + f"?version={number}").content.decode())
    source = nata.get(tab(hostile, "view", PLAYBOOK) + f"?version={number}&source=1").content.decode()
    _assert_inert(source)
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in source


def test_history_and_diff_escape_everything(nata, hostile):
    history = nata.get(tab(hostile, "history", PLAYBOOK)).content.decode()
    _assert_inert(history)
    assert "ingest &lt;script&gt;" in history
    machine_write(hostile, PLAYBOOK, HOSTILE + "\n- one more line\n")
    current = version_of(hostile, PLAYBOOK)
    diff = nata.get(tab(hostile, "diff", PLAYBOOK) + f"?a=1&b={current}&context=all").content.decode()
    _assert_inert(diff)
    assert "&lt;img src=x onerror=alert(1)&gt;" in diff


def test_the_live_preview_of_hostile_input_is_inert(nata, tree_a):
    text = content(tree_a, PLAYBOOK) + f"\n{XSS_SCRIPT}\n{XSS_IMG}\n{XSS_LINK}\n"
    html = nata.post(tab(tree_a, "preview", PLAYBOOK), {"content": text}, headers={"HX-Request": "true"})
    _assert_inert(html.content.decode())


def test_a_conflict_diff_of_hostile_text_is_inert_and_the_textarea_escapes_it(nata, tree_a):
    opened = version_of(tree_a, PLAYBOOK)
    machine_write(tree_a, PLAYBOOK, content(tree_a, PLAYBOOK) + "\n- moved on\n")
    mine = content(tree_a, PLAYBOOK) + f"\n</textarea>{XSS_SCRIPT}\n"
    response = nata.post(tab(tree_a, "edit", PLAYBOOK), {"content": mine, "base_version": opened})
    assert response.status_code == 409
    _assert_inert(response.content.decode())
    assert "&lt;/textarea&gt;&lt;script&gt;" in response.content.decode()


def test_hostile_alert_claims_and_log_lines_are_escaped(nata, tree_a):
    Alert.objects.create(  # as if stored before the validator learnt to refuse HTML
        client=tree_a,
        kind=Alert.Kind.WIKI_CONTRADICTION,
        page=RECOVERY,
        message=f"msg {XSS_SCRIPT}",
        payload={"old_claim": f"old {XSS_IMG}", "new_claim": f"new {XSS_SCRIPT}", "evidence": [XSS_SCRIPT]},
    )
    add_safety(tree_a, message=f"knee {XSS_IMG}")
    inbox = nata.get("/alerts/").content.decode()
    _assert_inert(inbox)
    assert "old &lt;img src=x onerror=alert(1)&gt;" in inbox
    page = nata.get(tab(tree_a, "view", RECOVERY)).content.decode()
    _assert_inert(page)
    machine_write(
        tree_a, "log.md", content(tree_a, "log.md") + f"## [2026-08-05] ingest | {XSS_SCRIPT} — x\n"
    )
    _assert_inert(nata.get(tab(tree_a, "log")).content.decode())
