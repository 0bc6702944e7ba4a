"""Coach edits as pure functions: wrap the coach's new prose in coach blocks, plan the new version.

What she added or changed outside existing coach blocks becomes ground truth, wrapped in
`<!-- coach YYYY-MM-DD -->…<!-- /coach -->`; her existing blocks she may edit or delete (only she can);
machine text she deletes stays deleted. The H1 and the italic summary line are never wrapped — the
page must keep starting with them.
"""

import datetime as dt
import difflib

from wiki.tree import content
from wiki.tree.markup import COACH_BLOCK_RE, H1_RE
from wiki.tree.trees import Plan, TreeView, finalize_plan


def normalise_text(text: str) -> str:
    """Browser textareas send CRLF; pages are stored with LF and one trailing newline."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text.rstrip("\n") + "\n" if text.strip() else ""


def _protected_lines(text: str) -> list[bool]:
    """True for every line inside a coach block, markers included."""
    mask = [False] * len(text.split("\n"))
    for match in COACH_BLOCK_RE.finditer(text):
        first = text.count("\n", 0, match.start())
        last = text.count("\n", 0, match.end())
        for index in range(first, last + 1):
            mask[index] = True
    return mask


def _header_lines(text: str) -> set[int]:
    return {0, 2} if H1_RE.match(text) else set()


def wrap_coach_prose(old: str, new: str, date_iso: str) -> str:
    """`new` with every run of lines the coach added or changed (outside coach blocks) wrapped."""
    new_lines = new.split("\n")
    protected = _protected_lines(new)
    header = _header_lines(new)
    hers = [False] * len(new_lines)
    matcher = difflib.SequenceMatcher(a=old.split("\n"), b=new_lines, autojunk=False)
    for tag, _i1, _i2, j1, j2 in matcher.get_opcodes():
        if tag in ("insert", "replace"):
            for index in range(j1, j2):
                hers[index] = bool(new_lines[index].strip()) and not protected[index] and index not in header
    out: list[str] = []
    index = 0
    while index < len(new_lines):
        if not hers[index]:
            out.append(new_lines[index])
            index += 1
            continue
        last = end = index
        # A run continues across blank lines as long as more of her lines follow.
        while end < len(new_lines) and (hers[end] or (not new_lines[end].strip() and not protected[end])):
            if hers[end]:
                last = end
            end += 1
        out += [f"<!-- coach {date_iso} -->", *new_lines[index : last + 1], "<!-- /coach -->"]
        index = last + 1
    return "\n".join(out)


def change_summary(old: str, new: str) -> str:
    added = removed = 0
    for line in difflib.ndiff(old.splitlines(), new.splitlines()):
        if line.startswith("+ "):
            added += 1
        elif line.startswith("- "):
            removed += 1
    return f"{added} line{'s' if added != 1 else ''} added, {removed} removed"


def plan_coach_edit(
    tree: TreeView,
    *,
    path: str,
    submitted: str,
    username: str,
    local_date: dt.date,
    client_name: str,
    summary: str = "",
) -> Plan:
    old = tree.read(path) or ""
    final = wrap_coach_prose(old, normalise_text(submitted), local_date.isoformat())
    details = content.one_line(summary) if summary.strip() else change_summary(old, final)
    label = content.page_label(path)
    return finalize_plan(
        tree,
        kind="coach_edit",
        local_date=local_date,
        updated_by=f"coach:{username}",
        reason=content.one_line(f"coach edit: {details}", 300),
        client_name=client_name,
        writes={path: final},
        log_line=content.log_line(local_date, "coach-edit", label, details),
    )
