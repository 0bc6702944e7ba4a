"""Evaluate expectations against what the product shows: page texts, open alerts, bundle prompts.

Pure functions over plain data (no Django), so the matching rules are testable on their own. An
`Observed` holds what the runner read through the API after a scenario; `evaluate` returns one
`Outcome` per expectation: met or not, and what was found (for the report).
"""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass, field

from .spec import (
    AlertCount,
    AlertOpen,
    BundleContains,
    BundleLacks,
    NoAlert,
    PageContains,
    PageLacks,
    QuotesWhole,
    Scenario,
)

MAX_FOUND = 240  # characters of evidence kept per unmet expectation


@dataclass
class Observed:
    pages: dict[str, str]  # "goals.md", "weekly/2026-W45.md", … → current content (wiki/ pages only)
    alerts: list[dict]  # open alerts as the API returns them
    bundles: dict[tuple[str, str], dict]  # (pipeline, query) → the API's bundle
    user_texts: list[str] = field(default_factory=list)  # what the client wrote (for QuotesWhole)


@dataclass
class Outcome:
    expectation: str
    met: bool
    found: str = ""


# --- Text matching ----------------------------------------------------------------------------------


def norm(text: str) -> str:
    """Lower-case; hyphens/underscores/dashes and runs of blanks become one space; "20kg" = "20 kg";
    "6 / 10" = "6/10"; curly apostrophes straight. Applied to both sides of every comparison."""
    text = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    text = re.sub(r"[-_\u2010\u2011\u2012\u2013\u2014]", " ", text)
    text = re.sub(r"(\d)\s*kg\b", r"\1 kg", text)
    text = re.sub(r"(\d)\s*/\s*(\d)", r"\1/\2", text)
    return re.sub(r"\s+", " ", text).strip()


_DATE_WORD = re.compile(r"\{d(\d+)([+-]\d+)?\}")


def expand(word: str, scenario: Scenario) -> str:
    """`{d3}` → day 3's ISO date; `{d0-1}` → the day before day 0."""

    def date_of(match: re.Match) -> str:
        offset = int(match.group(1)) + int(match.group(2) or 0)
        return (scenario.start + dt.timedelta(days=offset)).isoformat()

    return _DATE_WORD.sub(date_of, word)


def _terms(words, groups, scenario: Scenario) -> tuple[list[str], list[list[str]]]:
    return (
        [norm(expand(w, scenario)) for w in words],
        [[norm(expand(a, scenario)) for a in group] for group in groups],
    )


def has(text: str, word: str) -> bool:
    """`word` occurs in `text` starting at a word boundary: "hip" finds "hips", not "ownership";
    "prot" finds "protein"."""
    return re.search(r"(?<![a-z0-9])" + re.escape(word), text) is not None


def line_matches(line: str, words: list[str], groups: list[list[str]]) -> bool:
    return all(has(line, w) for w in words) and all(any(has(line, a) for a in group) for group in groups)


_SKELETON = re.compile(r"^\s*(#.*|\*[^*].*[^*]\*)\s*$")


class Unit(str):
    """A normalised line (what matching sees) that remembers the line as written (what reports show)."""

    raw: str

    def __new__(cls, raw: str) -> Unit:
        unit = super().__new__(cls, norm(raw))
        unit.raw = " ".join(raw.split())
        return unit


def _units(text: str, same_line: bool, section: str | None) -> list[Unit]:
    """The lines that can hold knowledge: headings and italic one-line page descriptions are the
    pages' skeleton ("## Travel", "*Who this person is: … equipment, travel.*"), so they never count."""
    lines = section_lines(text, section) if section else text.splitlines()
    lines = [line for line in lines if not _SKELETON.match(line)]
    return [Unit(line) for line in lines] if same_line else [Unit("\n".join(lines))]


def section_lines(text: str, title: str) -> list[str]:
    """The lines under every heading whose title contains `title`, up to the next heading of the same
    or a higher level."""
    wanted, out, level = norm(title), [], 0
    for line in text.splitlines():
        heading = re.match(r"^(#+)\s+(.*)$", line)
        if heading:
            depth = len(heading.group(1))
            if level and depth <= level:
                level = 0
            if not level and wanted in norm(heading.group(2)):
                level = depth
                continue
        if level:
            out.append(line)
    return out


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_FOUND else text[: MAX_FOUND - 1] + "…"


def _near(units: list[Unit], words: list[str], groups: list[list[str]]) -> list[str]:
    """The lines that come closest: holding the first word (or the first alternative of a group)."""
    probe = words[0] if words else (groups[0][0] if groups else "")
    return [u.raw for u in units if probe and has(u, probe)][:3]


# --- Pages ---------------------------------------------------------------------------------------------


def _select_pages(observed: Observed, names: tuple[str, ...]) -> list[tuple[str, str]]:
    chosen: dict[str, str] = {}
    for name in names:
        if name == "*":
            chosen.update(observed.pages)
        elif name in observed.pages:
            chosen[name] = observed.pages[name]
    return list(chosen.items())


def check_page_contains(exp: PageContains, observed: Observed, scenario: Scenario) -> Outcome:
    words, groups = _terms(exp.words, exp.any_of, scenario)
    pages = _select_pages(observed, exp.pages)
    near = []
    for name, text in pages:
        units = _units(text, exp.same_line, exp.section)
        if any(line_matches(u, words, groups) for u in units):
            return Outcome(exp.describe(), True)
        near += [f"{name}: {u}" for u in _near(units, words, groups)]
    if not pages:
        return Outcome(exp.describe(), False, f"no such page ({', '.join(exp.pages)})")
    return Outcome(exp.describe(), False, _clip(" | ".join(near[:3]) or "no line with the first word"))


def check_page_lacks(exp: PageLacks, observed: Observed, scenario: Scenario) -> Outcome:
    words, groups = _terms(exp.words, exp.any_of, scenario)
    for name, text in _select_pages(observed, exp.pages):
        for unit in _units(text, exp.same_line, exp.section):
            if line_matches(unit, words, groups):
                return Outcome(exp.describe(), False, _clip(f"{name}: {unit.raw}"))
    return Outcome(exp.describe(), True)


_QUOTE = re.compile(r'"([^"\n]+)"|\u201c([^\u201d\n]+)\u201d')


def quotes_of_client(text: str, user_texts: list[str]) -> list[tuple[str, bool]]:
    """Each quote on the page that is (a piece of) something the client wrote: (quote, whole?)."""
    sources = [t.lower().replace("\u2019", "'") for t in user_texts]
    found = []
    for match in _QUOTE.finditer(text):
        quote = (match.group(1) or match.group(2)).strip()
        core = quote.rstrip(".… ").replace("\u2019", "'").lower().strip()
        if len(core.split()) < 2:
            continue
        whole_somewhere, seen = False, False
        for source in sources:
            start = source.find(core)
            while start >= 0:
                seen = True
                end = start + len(core)
                before_ok = start == 0 or not source[start - 1].isalnum()
                after_ok = end == len(source) or not source[end].isalnum()
                if before_ok and after_ok:
                    whole_somewhere = True
                start = source.find(core, start + 1)
        if seen:
            found.append((quote, whole_somewhere))
    return found


def check_quotes_whole(exp: QuotesWhole, observed: Observed, scenario: Scenario) -> Outcome:
    quotes = []
    for name, text in _select_pages(observed, exp.pages):
        quotes += [(name, quote, whole) for quote, whole in quotes_of_client(text, observed.user_texts)]
    broken = [f'{name}: "{quote}"' for name, quote, whole in quotes if not whole]
    if broken:
        return Outcome(exp.describe(), False, _clip("cut mid-word: " + " | ".join(broken)))
    if len(quotes) < exp.min_quotes:
        return Outcome(exp.describe(), False, f"{len(quotes)} quote(s) of the client found")
    return Outcome(exp.describe(), True)


# --- Alerts ---------------------------------------------------------------------------------------------


def _alert_area(alert: dict) -> str:
    area = (alert.get("payload") or {}).get("area")
    return norm(str(area)) if area else norm(alert.get("message") or "")


def matching_alerts(observed: Observed, kind: str, area: str | None) -> list[dict]:
    wanted = norm(area) if area else None
    return [
        a
        for a in observed.alerts
        if a.get("kind") == kind
        and a.get("status", "open") == "open"
        and (not wanted or has(_alert_area(a), wanted))
    ]


def _alert_summary(alerts: list[dict]) -> str:
    parts = [
        f"{a.get('kind')}[{(a.get('payload') or {}).get('area', '')}] {a.get('message', '')}" for a in alerts
    ]
    return _clip(" | ".join(parts) or "no open alerts")


def check_alert_open(exp: AlertOpen, observed: Observed, scenario: Scenario) -> Outcome:
    words, groups = _terms(exp.words, exp.any_of, scenario)
    candidates = matching_alerts(observed, exp.kind, exp.area)
    for alert in candidates:
        payload = json.dumps(alert.get("payload") or {}, ensure_ascii=False)
        text = norm(f"{alert.get('message', '')} {payload}")
        if line_matches(text, words, groups):
            return Outcome(exp.describe(), True)
    return Outcome(exp.describe(), False, _alert_summary(candidates or observed.alerts))


def check_alert_count(exp: AlertCount, observed: Observed, scenario: Scenario) -> Outcome:
    found = matching_alerts(observed, exp.kind, exp.area)
    if len(found) == exp.n:
        return Outcome(exp.describe(), True)
    return Outcome(exp.describe(), False, f"{len(found)} open: " + _alert_summary(found))


def check_no_alert(exp: NoAlert, observed: Observed, scenario: Scenario) -> Outcome:
    found = matching_alerts(observed, exp.kind, exp.area)
    return Outcome(exp.describe(), not found, "" if not found else _alert_summary(found))


# --- Bundles ----------------------------------------------------------------------------------------


def bundle_text(bundle: dict, query: str) -> str:
    """The prompt without what merely echoes the checks themselves: the bot's query, and the
    `query.pattern` observations that earlier context calls of the check recorded."""
    echo = norm(query) if query.strip() else None
    return "\n".join(
        line
        for line in bundle.get("prompt", "").splitlines()
        if "query.pattern" not in line and not (echo and echo in norm(line))
    )


def check_bundle(exp: BundleContains | BundleLacks, observed: Observed, scenario: Scenario) -> Outcome:
    words, groups = _terms(exp.words, exp.any_of, scenario)
    bundle = observed.bundles.get((exp.pipeline, exp.query))
    if bundle is None:
        return Outcome(exp.describe(), False, "no bundle (the context call failed)")
    units = _units(bundle_text(bundle, exp.query), exp.same_line, None)
    hits = [u for u in units if line_matches(u, words, groups)]
    pages = ", ".join(bundle.get("pages", []))
    if isinstance(exp, BundleContains):
        if hits:
            return Outcome(exp.describe(), True)
        near = " | ".join(_near(units, words, groups)) or "no line with the first word"
        return Outcome(exp.describe(), False, _clip(f"pages: {pages}; {near}"))
    if not hits:
        return Outcome(exp.describe(), True)
    return Outcome(exp.describe(), False, _clip(f"pages: {pages}; {hits[0].raw}"))


CHECKS = {
    PageContains: check_page_contains,
    PageLacks: check_page_lacks,
    QuotesWhole: check_quotes_whole,
    AlertOpen: check_alert_open,
    AlertCount: check_alert_count,
    NoAlert: check_no_alert,
    BundleContains: check_bundle,
    BundleLacks: check_bundle,
}


def evaluate(scenario: Scenario, observed: Observed) -> list[Outcome]:
    return [check(exp, observed, scenario) for exp in scenario.expect for check in [CHECKS[type(exp)]]]


def bundle_requests(scenario: Scenario) -> list[tuple[str, str]]:
    """The (pipeline, query) pairs the scenario's expectations read, in first-use order."""
    wanted: dict[tuple[str, str], None] = {}
    for exp in scenario.expect:
        if isinstance(exp, BundleContains | BundleLacks):
            wanted[(exp.pipeline, exp.query)] = None
    return list(wanted)
