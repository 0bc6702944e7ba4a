"""Safety rules on constraints-injuries.md: no entry lost or lowered, stable parts and tails kept, and
pain said in the day's chat lands as an entry and a safety alert (docs/wiki.md "The validator")."""

from wiki.tree.markup import constraint_entries, entry_stable, entry_tail, outside_coach_blocks
from wiki.validator.core import CONSTRAINTS_PAGE, Change, Violation


def check_constraints_kept(change: Change) -> list[Violation]:
    """constraints-injuries.md loses no entry and downgrades none (only a coach may)."""
    if CONSTRAINTS_PAGE not in change.after or change.before.get(CONSTRAINTS_PAGE) is None:
        return []
    old = constraint_entries(change.before[CONSTRAINTS_PAGE] or "")
    new = constraint_entries(change.after[CONSTRAINTS_PAGE])
    violations = []
    for area, entry in old.items():
        if area not in new:
            violations.append(
                Violation(
                    "constraints", CONSTRAINTS_PAGE, f"entry {area!r} removed: only the coach may remove it"
                )
            )
        elif new[area].rank < entry.rank:
            violations.append(
                Violation(
                    "constraints",
                    CONSTRAINTS_PAGE,
                    f"entry {area!r} downgraded from [{entry.level}] to [{new[area].level}]: "
                    "only the coach may",
                )
            )
    return violations


def _entries(change: Change) -> tuple[dict, dict]:
    """constraints-injuries.md entries outside coach blocks, before and after ({} when not rewritten)."""
    if CONSTRAINTS_PAGE not in change.after or change.before.get(CONSTRAINTS_PAGE) is None:
        return {}, {}
    old = constraint_entries(outside_coach_blocks(change.before[CONSTRAINTS_PAGE] or ""))
    return old, constraint_entries(outside_coach_blocks(change.after[CONSTRAINTS_PAGE]))


def check_entry_stable(change: Change) -> list[Violation]:
    """A constraints entry's stable part (area, level, first reported, first quote) is never rewritten;
    a raised level may say why in its own words (the `constraints` rule guards levels)."""
    old, new = _entries(change)
    return [
        Violation(
            "entry-stable", CONSTRAINTS_PAGE, f"entry {area!r}: its stable part was rewritten", entry.text
        )
        for area, entry in new.items()
        if area in old
        and entry.level == old[area].level
        and not entry_stable(entry.text).startswith(entry_stable(old[area].text))
    ]


def check_entry_tails(change: Change) -> list[Violation]:
    """An entry's machine-owned tail "last: DATE, N reports" is checked like a stat: the count never
    drops, the date never moves back or into the future."""
    old, new = _entries(change)
    violations = []
    for area, entry in new.items():
        tail = entry_tail(entry.text)
        if tail and tail[0] > change.local_date.isoformat():
            violations.append(
                Violation(
                    "entry-tail", CONSTRAINTS_PAGE, f"entry {area!r}: last report {tail[0]} is in the future"
                )
            )
        before = old.get(area)
        old_tail = entry_tail(before.text) if before is not None else None
        if old_tail and (tail is None or tail[1] < old_tail[1] or tail[0] < old_tail[0]):
            now = "nothing" if tail is None else f"last {tail[0]}, {tail[1]} reports"
            message = (
                f"entry {area!r}: the tail went from last {old_tail[0]}, {old_tail[1]} reports to {now} "
                "(code's count: never lowered)"
            )
            violations.append(Violation("entry-tail", CONSTRAINTS_PAGE, message))
    return violations


def _has_entry(area: str, text: str) -> bool:
    """An entry for the area, or for the same body part without a side ("knee" covers "left knee")."""
    entries = constraint_entries(text)
    base = area.split()[-1] if area.split() else area
    return area in entries or any(name.split()[-1:] == [base] for name in entries)


def _alerted(change: Change, area: str, event_id: str) -> bool:
    return any(
        alert.kind == "safety"
        and (
            event_id in alert.evidence
            or str(alert.payload.get("area", "")) == area
            or area in alert.message.lower()
        )
        for alert in change.proposal.alerts
    )


def check_chat_pain(change: Change) -> list[Violation]:
    """Pain the offline extractor finds in the run's chat lands: an entry on constraints-injuries.md
    (the coach's own counts), and — when the area had none before this run — a safety alert citing the
    turn. If the last attempt still lacks them, the pipeline writes them itself."""
    if not change.pains:
        return []
    before = change.constraints_now
    after = change.after.get(CONSTRAINTS_PAGE, before)
    violations = []
    # one mention per area; one that alerts wins over pain a goal gets rid of
    for pain in {pain.area: pain for pain in sorted(change.pains, key=lambda p: p.alert)}.values():
        if not _has_entry(pain.area, after):
            violations.append(
                Violation(
                    "chat-pain",
                    CONSTRAINTS_PAGE,
                    f"pain about the {pain.area} said in chat (event {pain.event_id}) has no entry",
                )
            )
        alerted = _alerted(change, pain.area, pain.event_id)
        if pain.alert and not _has_entry(pain.area, before) and not alerted:
            violations.append(
                Violation(
                    "chat-pain",
                    CONSTRAINTS_PAGE,
                    f"pain about the {pain.area} said in chat (event {pain.event_id}) has no safety alert",
                )
            )
    return violations
