"""Poison events: naming the events a violation comes from, and the safety fallback for a quarantined
pain or injury report. Pure functions (docs/wiki.md "Poison events").

A validator violation carries the offending text (`Violation.excerpt`). An event is named by it when
one of its strings — any payload string, at any depth, or its id — holds the excerpt, or is itself
held by it (a whole quoted line — then only a string the escaping would change), as sent or escaped.
A violation whose text comes from no event (a distiller bug, a broken page) names none: that run
dead-letters.
"""

import datetime as dt
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from wiki.distillers.base import EventRecord, ProposedAlert
from wiki.tree import content
from wiki.tree.escaping import escape_page_text
from wiki.tree.markup import COACH_BLOCK_RE, constraint_entries, entry_line, normalise_area
from wiki.validator import PainMention, Violation

CONSTRAINTS_PAGE = "wiki/constraints-injuries.md"
MIN_MATCH_CHARS = 4  # a shorter bot string ("ok", "a") inside a long line says nothing
SAFETY_KINDS = ("injury.reported", "checkin.soreness")
SORENESS_WATCH_SEVERITY = 3  # the inline trigger's threshold (docs/wiki.md "Inline mini-ingests")
FALLBACK_QUOTE_CHARS = 160


@dataclass(frozen=True)
class Quarantine:
    """An event left out of a run, and why (the violations that named it)."""

    event: EventRecord
    reason: str


def strings_of(value: Any) -> Iterator[str]:
    """Every string in a payload, at any depth (dict keys included: a bot chooses them too)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from strings_of(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from strings_of(item)


def _forms(text: str) -> set[str]:
    flat = " ".join(text.split())
    return {form for form in (text.strip(), flat, escape_page_text(text)) if form}


def _names(excerpt: str, event: EventRecord) -> bool:
    if not excerpt.strip():
        return False
    excerpt_flat = " ".join(excerpt.split())
    if excerpt.strip() in event.event_id:
        return True
    strings = list(strings_of(event.payload))
    for text in [*strings, *(line for s in strings if "\n" in s for line in s.splitlines() if line.strip())]:
        # A string (or one line of it) quoted inside the offending text names its event only if it
        # carries something the escaping would change: plain words ("knee") cannot break a page.
        carries_markup = escape_page_text(text) != " ".join(text.split())
        for form in _forms(text):
            if excerpt.strip() in form or excerpt_flat in form:
                return True
            inside = form in excerpt or form in excerpt_flat
            if carries_markup and len(form) >= MIN_MATCH_CHARS and inside:
                return True
    return False


def events_named(violations: Iterable[Violation], events: Iterable[EventRecord]) -> dict[int, list[str]]:
    """event seq → the violation messages that name it (only events some violation names)."""
    named: dict[int, list[str]] = {}
    events = list(events)
    for violation in violations:
        for event in events:
            if _names(violation.excerpt, event):
                messages = named.setdefault(event.seq, [])
                if str(violation) not in messages:
                    messages.append(str(violation))
    return named


def needs_safety_fallback(event: EventRecord) -> bool:
    """A pain or injury report: never quarantined away."""
    if event.kind == "injury.reported":
        return True
    if event.kind == "checkin.soreness":
        try:
            return int(event.payload.get("severity", "")) >= SORENESS_WATCH_SEVERITY
        except (TypeError, ValueError):
            return True
    return False


def _area(event: EventRecord) -> str:
    area = normalise_area(escape_page_text(event.payload.get("area") or "unspecified area"))
    return area.replace("*", "").replace("[", "(").replace("]", ")")[:60] or "unspecified area"


def _quote(event: EventRecord) -> str:
    text = event.payload.get("description") if event.kind == "injury.reported" else event.payload.get("note")
    quote = escape_page_text(text or "")
    if len(quote) > FALLBACK_QUOTE_CHARS:
        quote = quote[: FALLBACK_QUOTE_CHARS - 1].rstrip() + "…"
    what = (
        "injury"
        if event.kind == "injury.reported"
        else f"soreness {escape_page_text(event.payload.get('severity'))}/5"
    )
    said = f': "{quote}"' if quote else ""
    return f"{what} reported {event.local_date.isoformat()}{said} (quarantined report; see the inbox)"


def _insert_entries(text: str, lines: list[str]) -> str:
    """Put entry lines right under the first `## Entries` heading outside coach blocks (else a new
    section at the end)."""
    sealed = COACH_BLOCK_RE.sub(lambda match: "\0" * len(match.group(0)), text)
    offset = sealed.find("\n## Entries\n")
    if offset < 0:
        return text.rstrip("\n") + "\n\n## Entries\n" + "\n".join(lines) + "\n"
    at = offset + len("\n## Entries\n")
    return text[:at] + "\n".join(lines) + "\n" + text[at:]


def safety_fallback(
    events: Iterable[EventRecord], page: str | None, *, client_name: str, local_date: dt.date
) -> tuple[str | None, list[ProposedAlert]]:
    """For each quarantined pain or injury report: a minimal escaped [watch] entry on
    constraints-injuries.md (unless its area already has an entry: levels never drop) and a high
    safety alert. Returns the page's new text (None: unchanged) and the alerts."""
    reports = [event for event in events if needs_safety_fallback(event)]
    if not reports:
        return None, []
    text = page if page is not None else content.core_page(CONSTRAINTS_PAGE, client_name)
    existing = set(constraint_entries(text))
    lines, alerts = [], []
    for event in reports:
        area = _area(event)
        if area not in existing:
            existing.add(area)
            lines.append(f"{entry_line(area, 'watch', _quote(event))} (as of {local_date.isoformat()})")
        alerts.append(
            ProposedAlert(
                kind="safety",
                page=CONSTRAINTS_PAGE,
                severity="high",
                message=(
                    f"A {event.kind} report about {area} could not be written as sent and was "
                    "quarantined; a watch entry was written for it. Review the quarantined event."
                ),
                evidence=(event.event_id,),
                payload={"area": area, "quarantined": True},
            )
        )
    return (_insert_entries(text, lines) if lines else None), alerts


def chat_pain_fallback(
    pains: Iterable[PainMention], page: str | None, *, client_name: str, local_date: dt.date
) -> tuple[str | None, list[ProposedAlert]]:
    """Pain said in chat that a distiller kept leaving out: a [watch] entry in the extractor's words for
    each area without one, and a high safety alert per area. Returns the page's new text (None:
    unchanged) and the alerts."""
    text = page if page is not None else content.core_page(CONSTRAINTS_PAGE, client_name)
    existing = set(constraint_entries(text))
    lines, alerts = [], []
    for pain in {pain.area: pain for pain in sorted(pains, key=lambda p: p.alert)}.values():
        area = normalise_area(escape_page_text(pain.area)).replace("*", "")
        said = f': "{escape_page_text(pain.quote)}"' if pain.quote else ""
        if area not in existing:
            existing.add(area)
            what = escape_page_text(pain.what or "pain")
            lines.append(
                f"{entry_line(area, 'watch', f'{what} said in chat{said}')} (as of {local_date.isoformat()})"
            )
        if not pain.alert:
            continue  # pain a goal gets rid of: the entry, no alert
        alerts.append(
            ProposedAlert(
                kind="safety",
                page=CONSTRAINTS_PAGE,
                severity="high",
                message=f"Pain about the {area} said in chat; a watch entry is on the constraints page.",
                evidence=(pain.event_id,),
                payload={"area": area, "source": "chat", "quote": escape_page_text(pain.quote)},
            )
        )
    return (_insert_entries(text, lines) if lines else None), alerts
