"""coda_console/sanitise.py: the one allow-list every rendered markdown goes through."""

import pytest

from coda_console.sanitise import render_markdown, sanitise
from knowledge.text import render_markdown as knowledge_markdown
from wiki.web.render import render_markdown as wiki_markdown

HOSTILE = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "![pixel](https://tracker.example/p.gif)",
    "[x](javascript:alert(1))",
    "[x](ftp://files.example/x)",
    "[x](data:text/html,<script>alert(1)</script>)",
    '<p class="coach-block" id="y" style="color:red">p</p>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload="alert(1)"></svg>',
]
FORBIDDEN = [
    "<script", "<img", "onerror", "javascript:", "ftp:", "data:", "class=", "style=", "<iframe", "<svg",
]  # fmt: skip


@pytest.mark.parametrize("renderer", [render_markdown, knowledge_markdown, lambda t: str(wiki_markdown(t))])
@pytest.mark.parametrize("hostile", HOSTILE)
def test_every_renderer_refuses_the_same_hostile_markup(renderer, hostile):
    html = renderer(f"Before.\n\n{hostile}\n\nAfter.")
    assert "Before." in html and "After." in html
    for needle in FORBIDDEN:
        assert needle not in html.lower(), (hostile, html)


def test_ordinary_markdown_survives():
    html = render_markdown(
        "# T\n\n**b** *i* `c`\n\n- one\n\n| a |\n|---|\n| 1 |\n\n[site](https://x.example)"
    )
    assert "<h1>T</h1>" in html and "<strong>b</strong>" in html and "<table>" in html
    assert '<a href="https://x.example" rel="noopener noreferrer">site</a>' in html


def test_knowledge_rendering_drops_images_and_ftp_links_it_used_to_pass():
    html = knowledge_markdown("![chart](https://x.example/c.png) [file](ftp://x.example/f)")
    assert "<img" not in html and "ftp:" not in html
    assert "file" in html  # the link text stays, as text


def test_a_caller_filter_rewrites_links_after_the_policy():
    html = sanitise('<a href="goals.md">g</a>', attribute_filter=lambda tag, attr, value: f"/w/{value}")
    assert 'href="/w/goals.md"' in html


def test_the_wiki_decorates_coach_blocks_on_top_of_the_shared_policy():
    html = str(wiki_markdown("<!-- coach 2026-08-03 -->\n<img src=x> **quiet**\n<!-- /coach -->\n"))
    assert 'class="coach-block"' in html and "<strong>quiet</strong>" in html and "<img" not in html
