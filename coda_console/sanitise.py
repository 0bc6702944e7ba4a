"""Markdown → safe HTML: the one sanitiser policy of every rendered text (wiki pages, knowledge records,
filed notes). A shared primitive of core (docs/architecture.md, "Layers").

Nothing rendered is trusted — pages are written by machines (possibly an LLM) and people, records by
people, imports and agents — so every piece of HTML the markdown package produces goes through nh3 with
one small allow-list: no scripts, no event handlers, no style, no images, no classes or ids, links only
to http(s)/mailto (plus what a caller's link filter keeps, e.g. the wiki's in-tree links).

Decorations a feature adds (the wiki's coach-block containers and ⚠ classes) are wrapped around HTML
this module already cleaned, never taken from the text.
"""

import re
from collections.abc import Callable

import markdown
import nh3

TAGS = {
    "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "strong", "em", "b", "i",
    "code", "pre", "blockquote", "a", "table", "thead", "tbody", "tr", "th", "td", "del", "sup", "sub",
}  # fmt: skip
ATTRIBUTES = {"a": {"href", "title"}, "ol": {"start"}}
URL_SCHEMES = {"http", "https", "mailto"}
MARKDOWN_EXTENSIONS = ["tables", "sane_lists", "fenced_code"]
# A stray HTML comment in prose (SCHEMA.md quotes the coach markers) would vanish in nh3: show it as text.
_STRAY_COMMENT_RE = re.compile(r"<!--")
_SCHEME_RE = re.compile(r"^([a-z][a-z0-9+.-]*):", re.IGNORECASE)

# nh3's attribute filter: (tag, attribute, value) → the value to keep, or None to drop the attribute.
AttributeFilter = Callable[[str, str, str], str | None]


def url_scheme(url: str) -> str | None:
    """The lowercased scheme of a URL (`HTTPS://x` → `https`), or None for a relative one."""
    match = _SCHEME_RE.match(url.strip())
    return match.group(1).lower() if match else None


def _allowed_schemes_only(tag: str, attribute: str, value: str) -> str | None:
    if tag == "a" and attribute == "href":
        scheme = url_scheme(value)
        return value if scheme is None or scheme in URL_SCHEMES else None
    return value


def sanitise(fragment: str, *, attribute_filter: AttributeFilter | None = None) -> str:
    """Clean HTML with the allow-list; `attribute_filter` may rewrite or drop links further."""
    return nh3.clean(
        fragment,
        tags=TAGS,
        clean_content_tags={"script", "style"},
        attributes=ATTRIBUTES,
        attribute_filter=attribute_filter or _allowed_schemes_only,
        url_schemes=URL_SCHEMES,
        strip_comments=True,
        link_rel="noopener noreferrer",
    )


def markdown_html(text: str) -> str:
    """Markdown → unsanitised HTML (always pass the result through `sanitise`)."""
    text = _STRAY_COMMENT_RE.sub("&lt;!--", text or "")
    return markdown.markdown(text, extensions=MARKDOWN_EXTENSIONS, output_format="html")


def render_markdown(text: str, *, attribute_filter: AttributeFilter | None = None) -> str:
    """Markdown → sanitised HTML, safe to insert into a page as-is."""
    return sanitise(markdown_html(text), attribute_filter=attribute_filter)
