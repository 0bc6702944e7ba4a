"""wiki/web/render.py: markdown → sanitised HTML with coach blocks, ⚠ pairs and in-wiki links."""

import pytest

from wiki.web.render import render_markdown


def url_for(path: str) -> str:
    return f"/w/{path}"


def render(text: str, page: str = "wiki/goals.md") -> str:
    return str(render_markdown(text, page_path=page, url_for=url_for))


def test_markdown_is_rendered():
    html = render("# Goals\n\n*First pull-up.*\n\n## Now\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
    assert "<h1>Goals</h1>" in html and "<em>First pull-up.</em>" in html
    assert "<li>one</li>" in html and "<table>" in html and "<td>1</td>" in html


def test_a_coach_block_becomes_a_marked_dated_container():
    html = render("# G\n\n*s*\n\n<!-- coach 2026-08-03 -->\nIf she goes **quiet**, wait.\n<!-- /coach -->\n")
    assert '<section class="coach-block" aria-label="Coach note, 2026-08-03">' in html
    assert '<time datetime="2026-08-03">' in html and "<strong>quiet</strong>" in html
    assert "<!--" not in html


def test_several_blocks_keep_their_order_and_text_between_them():
    text = (
        "<!-- coach 2026-01-01 -->\nfirst\n<!-- /coach -->\n\nmiddle\n\n"
        "<!-- coach 2026-02-02 -->\nsecond\n<!-- /coach -->\n"
    )
    html = render(text)
    assert html.index("first") < html.index("middle") < html.index("second")
    assert html.count('class="coach-block"') == 2


def test_a_page_cannot_fake_a_coach_block_or_inject_classes():
    html = render(
        '<section class="coach-block">fake</section>\n\n<p class="x" id="y" style="color:red">p</p>\n'
    )
    assert 'class="coach-block"' not in html and 'class="x"' not in html and "style=" not in html
    assert "fake" in html


@pytest.mark.parametrize(
    "hostile",
    [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "[x](javascript:alert(1))",
        "[x](JAVASCRIPT:alert(1))",
        '<a href="javascript&colon;alert(1)">x</a>',
        "[x](data:text/html,<script>alert(1)</script>)",
        '<svg onload="alert(1)"></svg>',
        '<iframe src="https://evil.example"></iframe>',
        "<style>body{display:none}</style>",
    ],
)
def test_hostile_markup_is_removed_outside_and_inside_coach_blocks(hostile):
    for text in (hostile, f"<!-- coach 2026-08-03 -->\n{hostile}\n<!-- /coach -->"):
        html = render(text).lower()
        assert "<script" not in html and "onerror" not in html and "onload" not in html
        assert "javascript" not in html and "data:" not in html and "<iframe" not in html
        assert "<style" not in html and "<svg" not in html


def test_contradiction_pairs_are_highlighted():
    html = render("## Sleep\n- ⚠ CONTRADICTION (old): bed by 23:00\n- ⚠ CONTRADICTION (new): bed 00:40\n")
    assert '<li class="contradiction contradiction-old"><span class="contradiction-label">' in html
    assert '<li class="contradiction contradiction-new">' in html and "bed 00:40" in html


def test_a_contradiction_mark_in_code_is_not_highlighted():
    html = render("    - ⚠ CONTRADICTION (old): example\n")
    assert "contradiction-old" not in html


@pytest.mark.parametrize(
    ("page", "target", "href"),
    [
        ("wiki/goals.md", "profile.md", "/w/wiki/profile.md"),
        ("wiki/goals.md", "weekly/2026-W32.md#days", "/w/wiki/weekly/2026-W32.md#days"),
        ("wiki/goals.md", "../raw/2026-08-09-events.md", "/w/raw/2026-08-09-events.md"),
        ("wiki/exercises/pull-up.md", "../goals.md", "/w/wiki/goals.md"),
        ("index.md", "wiki/goals.md", "/w/wiki/goals.md"),
        ("wiki/goals.md", "#now", "#now"),
        ("wiki/goals.md", "https://example.org/a", "https://example.org/a"),
        ("wiki/goals.md", "mailto:nata@example.org", "mailto:nata@example.org"),
    ],
)
def test_links_navigate_inside_the_wiki(page, target, href):
    html = render(f"[x]({target})", page)
    assert f'href="{href}"' in html


@pytest.mark.parametrize("target", ["../../etc/passwd", "/admin/", "ftp://example.org/x", "vbscript:x"])
def test_links_out_of_the_tree_or_to_odd_schemes_lose_their_href(target):
    html = render(f"[x]({target})")
    assert "href" not in html and ">x</a>" in html


def test_a_stray_comment_is_shown_as_text_not_swallowed():
    html = render("Blocks between <!-- coach YYYY-MM-DD --> and <!-- /coach --> are hers.")
    assert "&lt;!-- coach YYYY-MM-DD --&gt;" in html and "are hers." in html


def test_without_a_resolver_relative_links_are_dropped():
    html = str(render_markdown("[x](goals.md)", page_path="wiki/a.md"))
    assert "href" not in html
