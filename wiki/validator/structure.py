"""Structural rules: where a machine may write, the shape and size of a page, links, the log, the
weekly freeze, the read-before-write and inline bounds, index summaries and proposed alerts."""

from wiki.tree.markup import H1_RE, relative_links
from wiki.tree.paths import iso_week, page_path_error, resolve_link
from wiki.validator.core import (
    ALERT_KINDS,
    HTML_TAG_RE,
    MAX_LINE_CHARS,
    SEVERITIES,
    SUMMARY_MAX_CHARS,
    Change,
    Violation,
    secret_findings,
)


def check_raw_untouched(change: Change) -> list[Violation]:
    return [
        Violation("raw-untouched", path, "raw/ is immutable: read it, never write it")
        for path in change.after
        if path.startswith("raw/")
    ]


def check_path_shape(change: Change) -> list[Violation]:
    """Kebab-case names under the allowed folders; log.md is allowed (append-only, checked apart)."""
    violations = []
    for path in change.after:
        if path.startswith("raw/") or path == "log.md":
            continue
        problem = page_path_error(path)
        if problem:
            violations.append(Violation("path", path, problem))
    return violations


def check_page_shape(change: Change) -> list[Violation]:
    """H1 title, blank line, one-line italic summary."""
    return [
        Violation(
            "page-shape",
            path,
            "a page starts with '# Title', a blank line and a one-line *italic summary*",
            "\n".join(text.split("\n")[:3]),
        )
        for path, text in change.after.items()
        if path.startswith("wiki/") and not H1_RE.match(text)
    ]


def check_line_cap(change: Change) -> list[Violation]:
    violations = []
    for path, text in change.after.items():
        if not path.startswith("wiki/"):
            continue
        lines = text.splitlines()
        if len(lines) > change.max_lines:
            violations.append(
                Violation("line-cap", path, f"{len(lines)} lines; the cap is {change.max_lines} per page")
            )
        long_lines = [number for number, line in enumerate(lines, 1) if len(line) > MAX_LINE_CHARS]
        if long_lines:
            violations.append(
                Violation(
                    "line-cap",
                    path,
                    f"line {long_lines[0]} is over {MAX_LINE_CHARS} characters",
                    lines[long_lines[0] - 1],
                )
            )
    return violations


def check_links(change: Change) -> list[Violation]:
    """Every relative link resolves against the tree after the change."""
    violations = []
    for path, text in change.after.items():
        for target in relative_links(text):
            if not target:
                continue
            resolved = resolve_link(path, target)
            if resolved is None:
                violations.append(
                    Violation("links", path, f"link {target!r} points outside the tree", target)
                )
            elif resolved not in change.paths_after:
                violations.append(
                    Violation("links", path, f"link {target!r} → {resolved} does not exist", target)
                )
    return violations


def check_log_append_only(change: Change) -> list[Violation]:
    if "log.md" not in change.after:
        return []
    old = change.before.get("log.md") or ""
    if change.after["log.md"].startswith(old):
        return []
    return [Violation("log-append-only", "log.md", "log.md may only be appended to, never rewritten")]


def check_weekly_frozen(change: Change) -> list[Violation]:
    """Weekly pages of past ISO weeks are frozen; future weeks do not exist yet."""
    current = change.local_date.isocalendar()[:2]
    violations = []
    for path in change.after:
        week = iso_week(path)
        if week is None:
            continue
        if week < current:
            what = "is frozen" if change.before.get(path) is not None else "cannot be created after the week"
            violations.append(Violation("weekly-frozen", path, f"the page of past week {path[12:-3]} {what}"))
        elif week > current:
            violations.append(Violation("weekly-frozen", path, "a weekly page for a future week"))
    return violations


def check_read_before_write(change: Change) -> list[Violation]:
    """A machine rewrites only pages it was given: rewriting an unread page would lose its content."""
    return [
        Violation("read-before-write", path, "rewrites an existing page the distiller was not given")
        for path, old in change.before.items()
        if old is not None and path != "log.md" and path not in change.read_paths
    ]


def check_inline_scope(change: Change) -> list[Violation]:
    if change.mode != "inline":
        return []
    pages = [path for path in change.after if path.startswith("wiki/")]
    if len(pages) <= change.inline_max_pages:
        return []
    return [
        Violation(
            "inline-scope",
            "",
            f"an inline ingest touches at most {change.inline_max_pages} pages, not {len(pages)}",
        )
    ]


def check_index_summaries(change: Change) -> list[Violation]:
    violations = []
    for path, summary in change.proposal.index_summaries.items():
        if not path.startswith("wiki/") or path not in change.paths_after:
            violations.append(Violation("index", path, "index summaries name existing wiki/ pages only"))
            continue
        if not isinstance(summary, str) or not summary.strip() or "\n" in summary.strip():
            violations.append(Violation("index", path, "an index summary is one non-empty line"))
            continue
        if len(summary) > SUMMARY_MAX_CHARS:
            violations.append(Violation("index", path, f"index summary over {SUMMARY_MAX_CHARS} characters"))
        if HTML_TAG_RE.search(summary) or secret_findings(summary):
            violations.append(
                Violation("index", path, "index summary holds HTML, script or a secret", summary)
            )
    return violations


def check_alerts(change: Change) -> list[Violation]:
    violations = []
    for alert in change.proposal.alerts:
        if alert.kind not in ALERT_KINDS:
            violations.append(
                Violation("alerts", alert.page, f"alert kind {alert.kind!r} is not {ALERT_KINDS}")
            )
        if alert.severity not in SEVERITIES:
            violations.append(
                Violation("alerts", alert.page, f"severity {alert.severity!r} is not {SEVERITIES}")
            )
        if alert.page and alert.page not in change.paths_after:
            violations.append(Violation("alerts", alert.page, "the alert names a page that does not exist"))
        if not alert.message.strip():
            violations.append(Violation("alerts", alert.page, "an alert needs a message"))
    return violations
