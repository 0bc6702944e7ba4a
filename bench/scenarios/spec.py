"""The vocabulary of the understanding scenarios: what a client does (events) and what a coach would
then check (expectations). Plain dataclasses, no Django: the scenario files import only this module.

A scenario is a list of days; each day is a list of events at client-local times. Day 0 is
`Scenario.start` (a Monday by default). After the scripted days the harness adds `settle_days` quiet
days (one sleep log each) so that what was said is older than the context bundle's raw "last 48 h of
events" window: a bundle only shows it if the system *understood* it into a page or an alert.

Expectations are about product behaviour a coach can see — a page (read through the API), an open
alert, a context bundle — never about how the product gets there. Word matching is case-insensitive
and tolerant: hyphens, underscores and runs of spaces count as one space ("pull-up" matches "pull up"),
every word of `words` must be present and, for each group in `any_of`, at least one alternative.
With `same_line=True` (the default) all of it must be on one line of the page or prompt.

Words may name scenario dates: `{d0}` is day 0's ISO date, `{d3}` day 3's, `{d0-1}` the day before
day 0 (e.g. the Sunday before a Monday start).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

CATEGORIES = (
    "goals",
    "pain",
    "negation",
    "schedule",
    "diet",
    "equipment",
    "life",
    "style",
    "recurring",
    "bot_claims",
    "mixed",
    "alerts",
)
PIPELINES = ("morning_brief", "session_mode", "meal_lens", "form_check", "weekly_review", "free_chat")
DEFAULT_START = dt.date(2026, 11, 2)  # a Monday
ENTRY_LEVELS = ("[watch]", "[constraint]", "[injury]")  # docs/wiki-rules.md "Safety"


# --- Events ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Ev:
    """One event at a client-local time ("HH:MM") of its day."""

    kind: str
    payload: dict
    at: str = "12:00"


def user(text: str, at: str = "08:00") -> Ev:
    return Ev("chat.turn", {"role": "user", "text": text}, at)


def bot(text: str, at: str = "07:59") -> Ev:
    return Ev("chat.turn", {"role": "bot", "text": text}, at)


def sleep(hours: float = 7.2, at: str = "07:00", quality: int | None = None) -> Ev:
    payload: dict = {"hours": hours}
    if quality is not None:
        payload["quality"] = quality
    return Ev("sleep.logged", payload, at)


def soreness(area: str, severity: int, note: str | None = None, at: str = "09:00") -> Ev:
    payload: dict = {"area": area, "severity": severity}
    if note:
        payload["note"] = note
    return Ev("checkin.soreness", payload, at)


def injury(area: str, description: str, at: str = "10:00") -> Ev:
    return Ev("injury.reported", {"area": area, "description": description}, at)


def session(
    name: str = "full body A",
    sets: tuple[tuple[str, int, float], ...] = (("goblet squat", 8, 20.0), ("dumbbell row", 10, 16.0)),
    at: str = "18:00",
    rpe: float | None = 7,
    minutes: int = 50,
) -> Ev:
    rows = []
    for exercise, reps, kg in sets:
        row: dict = {"exercise": exercise, "reps": reps, "weight_kg": kg}
        if rpe is not None:
            row["rpe"] = rpe
        rows.append(row)
    return Ev("session.completed", {"name": name, "sets": rows, "duration_min": minutes}, at)


def skipped(name: str = "full body A", reason: str | None = None, at: str = "18:00") -> Ev:
    payload: dict = {"name": name}
    if reason:
        payload["reason"] = reason
    return Ev("session.skipped", payload, at)


def meal(
    description: str, protein_g: float | None = None, kcal: float | None = None, at: str = "13:00"
) -> Ev:
    payload: dict = {"description": description}
    if protein_g is not None:
        payload["protein_g"] = protein_g
    if kcal is not None:
        payload["kcal"] = kcal
    return Ev("meal.logged", payload, at)


def weight(kg: float, at: str = "07:10") -> Ev:
    return Ev("weight.logged", {"kg": kg}, at)


def travel_start(location: str, at: str = "06:00") -> Ev:
    return Ev("travel.started", {"location": location}, at)


def travel_end(location: str, at: str = "21:00") -> Ev:
    return Ev("travel.ended", {"location": location}, at)


def program(summary: str, by: str = "nata", at: str = "10:00") -> Ev:
    return Ev("program.changed", {"summary": summary, "by": by}, at)


# --- Expectations ------------------------------------------------------------------------------------

Words = tuple[str, ...]
Groups = tuple[tuple[str, ...], ...]


def _groups(any_of) -> Groups:
    """`any_of` is one list of alternatives, or a list of such lists (each group must be met)."""
    if not any_of:
        return ()
    if all(isinstance(item, str) for item in any_of):
        return (tuple(any_of),)
    return tuple(tuple(group) for group in any_of)


def _pages(page) -> tuple[str, ...]:
    return (page,) if isinstance(page, str) else tuple(page)


@dataclass(frozen=True)
class Expectation:
    def describe(self) -> str:  # pragma: no cover - overridden
        raise NotImplementedError


@dataclass(frozen=True, init=False)
class PageContains(Expectation):
    """A wiki page (or one of several; "*" = any page under wiki/) has a line with the words."""

    pages: tuple[str, ...]
    words: Words
    any_of: Groups
    section: str | None
    same_line: bool

    def __init__(self, page, words=(), any_of=(), section: str | None = None, same_line: bool = True):
        object.__setattr__(self, "pages", _pages(page))
        object.__setattr__(self, "words", tuple(words))
        object.__setattr__(self, "any_of", _groups(any_of))
        object.__setattr__(self, "section", section)
        object.__setattr__(self, "same_line", same_line)

    def describe(self) -> str:
        return f"PageContains({'|'.join(self.pages)}, {_terms(self.words, self.any_of)}{_sec(self.section)})"


@dataclass(frozen=True, init=False)
class PageLacks(Expectation):
    """No line of the page(s) (or the section) has all the words (and one of each `any_of` group).
    A page that does not exist lacks everything."""

    pages: tuple[str, ...]
    words: Words
    any_of: Groups
    section: str | None
    same_line: bool

    def __init__(self, page, words=(), any_of=(), section: str | None = None, same_line: bool = True):
        object.__setattr__(self, "pages", _pages(page))
        object.__setattr__(self, "words", tuple(words))
        object.__setattr__(self, "any_of", _groups(any_of))
        object.__setattr__(self, "section", section)
        object.__setattr__(self, "same_line", same_line)

    def describe(self) -> str:
        return f"PageLacks({'|'.join(self.pages)}, {_terms(self.words, self.any_of)}{_sec(self.section)})"


@dataclass(frozen=True, init=False)
class QuotesWhole(Expectation):
    """Every quote of the client's own words on the page(s) is whole: it neither starts nor ends in the
    middle of a word of what she wrote. At least `min_quotes` such quotes must be there (a quote is a
    run of ≥ 3 words in "…" or “…” found, case-insensitively, in one of her user turns)."""

    pages: tuple[str, ...]
    min_quotes: int

    def __init__(self, page="*", min_quotes: int = 1):
        object.__setattr__(self, "pages", _pages(page))
        object.__setattr__(self, "min_quotes", min_quotes)

    def describe(self) -> str:
        return f"QuotesWhole({'|'.join(self.pages)}, ≥{self.min_quotes})"


@dataclass(frozen=True, init=False)
class AlertOpen(Expectation):
    """An open alert of this kind; with `area`, its payload area (else its message) names the area; the
    alert's message + payload hold the words."""

    kind: str
    area: str | None
    words: Words
    any_of: Groups

    def __init__(self, kind: str, area: str | None = None, words=(), any_of=()):
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "area", area)
        object.__setattr__(self, "words", tuple(words))
        object.__setattr__(self, "any_of", _groups(any_of))

    def describe(self) -> str:
        terms = ", " + _terms(self.words, self.any_of) if self.words or self.any_of else ""
        return f"AlertOpen({self.kind}, area={self.area!r}{terms})"


@dataclass(frozen=True)
class AlertCount(Expectation):
    """Exactly `n` open alerts of this kind (for this area): recurrences fold into one."""

    kind: str
    n: int
    area: str | None = None

    def describe(self) -> str:
        return f"AlertCount({self.kind}, area={self.area!r}, n={self.n})"


@dataclass(frozen=True)
class NoAlert(Expectation):
    """No open alert of this kind (for this area)."""

    kind: str
    area: str | None = None

    def describe(self) -> str:
        return f"NoAlert({self.kind}, area={self.area!r})"


@dataclass(frozen=True, init=False)
class BundleContains(Expectation):
    """The context bundle's prompt for the pipeline (free_chat: with `query`) shows the words."""

    pipeline: str
    words: Words
    any_of: Groups
    query: str
    same_line: bool

    def __init__(self, pipeline: str, words=(), any_of=(), query: str = "", same_line: bool = True):
        if pipeline not in PIPELINES:
            raise ValueError(f"unknown pipeline {pipeline!r}")
        if pipeline == "free_chat" and not query:
            raise ValueError("free_chat needs a query")
        object.__setattr__(self, "pipeline", pipeline)
        object.__setattr__(self, "words", tuple(words))
        object.__setattr__(self, "any_of", _groups(any_of))
        object.__setattr__(self, "query", query)
        object.__setattr__(self, "same_line", same_line)

    def describe(self) -> str:
        q = f", q={self.query!r}" if self.query else ""
        return f"BundleContains({self.pipeline}{q}, {_terms(self.words, self.any_of)})"


@dataclass(frozen=True, init=False)
class BundleLacks(Expectation):
    """The bundle's prompt has no line with the words."""

    pipeline: str
    words: Words
    any_of: Groups
    query: str
    same_line: bool

    def __init__(self, pipeline: str, words=(), any_of=(), query: str = "", same_line: bool = True):
        if pipeline not in PIPELINES:
            raise ValueError(f"unknown pipeline {pipeline!r}")
        if pipeline == "free_chat" and not query:
            raise ValueError("free_chat needs a query")
        object.__setattr__(self, "pipeline", pipeline)
        object.__setattr__(self, "words", tuple(words))
        object.__setattr__(self, "any_of", _groups(any_of))
        object.__setattr__(self, "query", query)
        object.__setattr__(self, "same_line", same_line)

    def describe(self) -> str:
        q = f", q={self.query!r}" if self.query else ""
        return f"BundleLacks({self.pipeline}{q}, {_terms(self.words, self.any_of)})"


def _terms(words: Words, any_of: Groups) -> str:
    parts = [repr(list(words))] if words else []
    parts += ["any" + repr(list(group)) for group in any_of]
    return " + ".join(parts) or "[]"


def _sec(section: str | None) -> str:
    return f", section={section!r}" if section else ""


# --- Shorthands a coach would think in -----------------------------------------------------------------

CONSTRAINTS = "constraints-injuries.md"


def Entry(area: str, side: str | None = None, words=(), any_of=()) -> PageContains:
    """constraints-injuries.md holds an entry (watch/constraint/injury) for the area (and side)."""
    required = (area, side) if side else (area,)
    return PageContains(CONSTRAINTS, (*required, *words), (ENTRY_LEVELS, *_groups(any_of)))


def NoEntry(area: str) -> PageLacks:
    """No watch/constraint/injury entry names the area (a dated note line is fine)."""
    return PageLacks(CONSTRAINTS, (area,), ENTRY_LEVELS)


def Goal(words=(), any_of=()) -> PageContains:
    return PageContains("goals.md", words, any_of)


def Profile(words=(), any_of=()) -> PageContains:
    return PageContains("profile.md", words, any_of)


def Prefs(words=(), any_of=(), also_playbook: bool = True) -> PageContains:
    pages = ("preferences.md", "coaching-playbook.md") if also_playbook else ("preferences.md",)
    return PageContains(pages, words, any_of)


def Diet(words=(), any_of=()) -> PageContains:
    return PageContains(("nutrition-patterns.md", "profile.md"), words, any_of)


def Safety(area: str, words=(), any_of=()) -> AlertOpen:
    return AlertOpen("safety", area, words, any_of)


# Alternatives that recur in expectations.
MARCH_NEXT = ("march", "2027-03", "mar 2027")
JUNE_NEXT = ("june", "2027-06")
LEFT = ("left", "(l)")
RIGHT = ("right", "(r)")


# --- Scenario --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Scenario:
    name: str
    category: str
    days: list[list[Ev]]
    expect: list[Expectation]
    timezone: str = "Europe/Kyiv"
    display_name: str = "Client"
    start: dt.date = DEFAULT_START
    settle_days: int = 2
    note: str = ""

    def __post_init__(self) -> None:
        if self.category not in CATEGORIES:
            raise ValueError(f"{self.name}: unknown category {self.category!r}")
        if not self.expect:
            raise ValueError(f"{self.name}: a scenario needs expectations")

    def date(self, index: int) -> dt.date:
        return self.start + dt.timedelta(days=index)
