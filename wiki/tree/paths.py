"""Tree path rules, shared by the API (what may be asked for) and the validator (what may be written)."""

import datetime as dt
import posixpath
import re

from wiki.tree.markup import KEBAB_PATH_RE, WEEKLY_PATH_RE

MAX_PATH_CHARS = 300
_SAFE_CHARS = re.compile(r"^[A-Za-z0-9._/-]+$")
PAGE_FOLDERS = ("wiki/", "wiki/exercises/", "wiki/weekly/")


def tree_path_error(path: str) -> str | None:
    """Why `path` cannot name a file of a tree (traversal, absolute, backslashes…), or None."""
    if not path:
        return "the path is empty"
    if "\\" in path:
        return "backslashes are not allowed in tree paths"
    if path.startswith("/") or re.match(r"^[A-Za-z]:", path):
        return "absolute paths are not allowed; paths are relative to the client's tree"
    if len(path) > MAX_PATH_CHARS:
        return f"paths are at most {MAX_PATH_CHARS} characters"
    if any(part in ("", ".", "..") for part in path.split("/")):
        return "empty, '.' and '..' path segments are not allowed"
    if not _SAFE_CHARS.match(path):
        return "only letters, digits, '.', '_', '-' and '/' are allowed in tree paths"
    return None


def iso_week(path: str) -> tuple[int, int] | None:
    match = WEEKLY_PATH_RE.match(path)
    if not match:
        return None
    return int(match.group(1)), int(match.group(2))


def weekly_path(date: dt.date) -> str:
    year, week, _ = date.isocalendar()
    return f"wiki/weekly/{year}-W{week:02d}.md"


def page_path_error(path: str) -> str | None:
    """Why a machine may not write a page at `path`, or None (kebab-case, allowed folders)."""
    problem = tree_path_error(path)
    if problem:
        return problem
    if path in ("SCHEMA.md", "index.md"):
        return f"{path} is maintained by the pipeline (propose index_summaries instead)"
    if not path.startswith("wiki/"):
        return "pages live under wiki/ (raw/ and the top-level files are not the distiller's)"
    week = iso_week(path)
    if week:
        try:
            dt.date.fromisocalendar(week[0], week[1], 1)
        except ValueError:
            return f"{path} does not name a real ISO week"
        return None
    if path.startswith("wiki/weekly/"):
        return "weekly pages are named wiki/weekly/YYYY-Www.md (e.g. 2026-W32.md)"
    rest = path.removeprefix("wiki/")
    parts = rest.split("/")
    if not (len(parts) == 1 or (len(parts) == 2 and parts[0] == "exercises")):
        return "pages live in wiki/, wiki/exercises/ or wiki/weekly/ only"
    if not KEBAB_PATH_RE.match(rest):
        return "page names are kebab-case .md files (e.g. wiki/exercises/pull-up-progression.md)"
    return None


def resolve_link(page_path: str, target: str) -> str | None:
    """The tree path a relative link on `page_path` points at, or None if it escapes the tree."""
    if target.startswith("/"):
        return None
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(page_path), target))
    if joined == "." or joined.startswith("../") or joined == "..":
        return None
    return joined
