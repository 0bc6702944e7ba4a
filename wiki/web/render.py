"""Wiki markdown → safe HTML for the console: coda_console.sanitise, with coach blocks and ⚠ pairs marked.

Pages are written by machines (a distiller, possibly an LLM) and by people, so nothing in them is
trusted: every piece goes through the one sanitiser (coda_console/sanitise.py), with a link filter that
keeps relative links only when they resolve inside the tree.

Coach blocks live in HTML comments, which nh3 strips, so the page is split at the
`<!-- coach DATE -->…<!-- /coach -->` markers *before* sanitising: each piece is rendered and sanitised
on its own and only then wrapped — the coach-block container and the contradiction classes are added by
this module around already-clean HTML, never taken from the page. A page can therefore not fake a coach
block or smuggle a class or attribute in.
"""

import html
import re
from collections.abc import Callable

from django.utils.safestring import SafeString, mark_safe

from coda_console.sanitise import URL_SCHEMES, AttributeFilter, markdown_html, sanitise, url_scheme
from wiki.tree.markup import COACH_BLOCK_RE
from wiki.tree.paths import resolve_link, tree_path_error

_CONTRADICTION_LI_RE = re.compile(r"<li>(\s*<p>)?⚠ CONTRADICTION \((old|new)\):")

UrlFor = Callable[[str], str]  # tree path → console URL


def _link_filter(page_path: str, url_for: UrlFor | None) -> AttributeFilter:
    """Links of a wiki page: relative ones navigate inside the tree, other schemes are dropped."""

    def keep(tag: str, attribute: str, value: str) -> str | None:
        if tag != "a" or attribute != "href":
            return value
        target = value.strip()
        if target.startswith("#"):
            return target
        scheme = url_scheme(target)
        if scheme:
            return target if scheme in URL_SCHEMES else None
        if target.startswith("/") or url_for is None:
            return None  # absolute site paths are not wiki links; without a resolver, drop the link
        path, _, anchor = target.partition("#")
        resolved = resolve_link(page_path, path) if path else page_path
        if resolved is None or tree_path_error(resolved):
            return None
        return url_for(resolved) + (f"#{anchor}" if anchor else "")

    return keep


def _mark_contradictions(clean_html: str) -> str:
    """Highlight ⚠ pairs. Runs on sanitised HTML and only ever adds constant markup."""
    return _CONTRADICTION_LI_RE.sub(
        lambda m: (
            f'<li class="contradiction contradiction-{m.group(2)}">{m.group(1) or ""}'
            f'<span class="contradiction-label">⚠ CONTRADICTION ({m.group(2)})</span>:'
        ),
        clean_html,
    )


def _piece(text: str, page_path: str, url_for: UrlFor | None) -> str:
    clean = sanitise(markdown_html(text), attribute_filter=_link_filter(page_path, url_for))
    return _mark_contradictions(clean)


def _coach_container(date_iso: str, inner_html: str) -> str:
    date = html.escape(date_iso)  # digits and dashes by construction (COACH_BLOCK_RE); escaped anyway
    return (
        f'<section class="coach-block" aria-label="Coach note, {date}">'
        f'<p class="coach-label"><span class="badge coach">Coach</span> ground truth · written '
        f'<time datetime="{date}">{date}</time> · only the coach edits this</p>'
        f"{inner_html}</section>"
    )


def render_markdown(text: str, *, page_path: str = "", url_for: UrlFor | None = None) -> SafeString:
    """The page as safe HTML: coach blocks in marked containers, ⚠ pairs highlighted, links rewritten."""
    parts: list[str] = []
    position = 0
    for match in COACH_BLOCK_RE.finditer(text):
        parts.append(_piece(text[position : match.start()], page_path, url_for))
        inner = match.group(0).split("\n", 1)[1].rsplit("<!-- /coach -->", 1)[0]
        parts.append(_coach_container(match.group(1), _piece(inner, page_path, url_for)))
        position = match.end()
    parts.append(_piece(text[position:], page_path, url_for))
    # Safe: every piece was sanitised by nh3; the wrappers are constants.
    return mark_safe("\n".join(part for part in parts if part.strip()))
