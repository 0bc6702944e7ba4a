"""Date phrases relative to the message's client-local date (docs/understanding.md "Dates").

Two questions are asked of a message: when did something start (`onset`: "since Tuesday", "for three
days", "yesterday") and by when does the client want something (`target`: "by my birthday in March",
"by summer", "in 8 weeks", "by the end of the year"). Both read only the message and its local date —
never a clock — so the distiller stays deterministic. Pure Python: the handful of forms coaching chat
uses did not justify dateparser's weight and its reading of the wall clock for relative phrases.
"""

import calendar
import datetime as dt
import re
from dataclasses import dataclass

from wiki.understanding.lexicon import NUMBER_WORDS

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_MONTH_ALIASES = {m[:3]: i + 1 for i, m in enumerate(MONTHS)} | {m: i + 1 for i, m in enumerate(MONTHS)}
_MONTH_ALIASES["sept"] = 9
_MON = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"  # noqa: E501
_NUM = {word: n for word, n in NUMBER_WORDS.items() if n} | {
    "a": 1,
    "an": 1,
    "couple of": 2,
    "a couple of": 2,
    "few": 3,
    "a few": 3,
    "twelve": 12,
}
_COUNT = (
    r"(\d{1,3}|a couple of|couple of|a few|few|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)"
)
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}
SEASONS = {"spring": (3, 20), "summer": (6, 21), "autumn": (9, 22), "fall": (9, 22), "winter": (12, 21)}
HOLIDAYS = {
    "christmas": (12, 25),
    "xmas": (12, 25),
    "new year": (12, 31),
    "new year's": (12, 31),
    "halloween": (10, 31),
    "easter": (4, 5),
    "thanksgiving": (11, 26),
    "midsummer": (6, 21),  # the Nordic and Baltic holiday (Juhannus, Midsommar, Jāņi) around the solstice
}


@dataclass(frozen=True)
class Target:
    label: str  # how a coach reads it: "March 2027", "summer 2027", "2027-01-25 (8 weeks)"
    date: dt.date | None  # the latest day it could mean, when there is one


def _count(word: str) -> int:
    word = word.lower()
    return int(word) if word.isdigit() else _NUM.get(word, 1)


def _last_weekday(today: dt.date, name: str) -> dt.date:
    delta = (today.weekday() - WEEKDAYS.index(name)) % 7 or 7
    return today - dt.timedelta(days=delta)


_SHORT_DAYS = {
    **dict.fromkeys(("mon",), "monday"),
    **dict.fromkeys(("tue", "tues"), "tuesday"),
    **dict.fromkeys(("wed", "weds"), "wednesday"),
    **dict.fromkeys(("thu", "thur", "thurs"), "thursday"),
    **dict.fromkeys(("fri",), "friday"),
    **dict.fromkeys(("sat",), "saturday"),
    **dict.fromkeys(("sun",), "sunday"),
}
# a weekday typed short ("since sun run", "on weds", "from sat's game"): only before what a day holds (an
# activity, a part of the day) or the clause's end — "since sun came out", "sat on the sofa" are no days
_SHORT_DAY_RE = re.compile(
    r"\b(?:since|on|from|last) (?:last |this )?(" + "|".join(_SHORT_DAYS) + r")\b(?:'s)?"
    r"(?=\s+(?:long |easy |hard |big |tempo |morning |evening )?(?:runs?|rides?|sessions?|game|match|hike|"
    r"walk|swim|workout|training|class|gym|lift(?:ing)?|practice|race|parkrun|football|futsal|climb|"
    r"morning|night|evening|afternoon|am|pm)\b|\s*(?:[,.;!?)]|$|\s+(?:and|but|though|like)\b))"
)


def onset(text: str, today: dt.date) -> dt.date | None:
    """When it started, as a date on or before `today`, or None when the message does not say."""
    low = text.lower()
    today_re = (
        r"this morning|today|tonight|this evening|just now|earlier today|(?:since|when) i woke up|"
        r"(?:since|from) (?:the )?(?:morning|afternoon|evening)"  # Indian English "paining from morning"
    )
    if re.search(rf"\b(?:{today_re})\b", low):
        return today
    if re.search(r"\b(?:the )?day before yesterday\b", low):
        return today - dt.timedelta(days=2)
    if re.search(r"\b(?:since )?(?:yesterday|last night)\b", low):
        return today - dt.timedelta(days=1)
    match = re.search(r"\b(?:(?:since|on|from) (?:last |this )?|last )(" + "|".join(WEEKDAYS) + r")\b", low)
    if match:
        return _last_weekday(today, match[1])
    match = _SHORT_DAY_RE.search(low)
    if match:
        return _last_weekday(today, _SHORT_DAYS[match[1]])  # "since sun run", "on weds", "from sat's game"
    match = re.search(r"\b(?:since|over|at|on|during) (?:the |last )?weekend\b|\blast weekend\b", low)
    if match:
        return _last_weekday(today, "saturday")
    if re.search(r"\b(?:for|past|last) (?:the )?(?:past |last )?(?:a |one )?fortnight\b", low):
        return today - dt.timedelta(days=14)
    # "since two days", "from 3 weeks": a duration said the way many non-native speakers say it
    match = re.search(
        rf"\b(?:for|past|last|since|from) (?:the )?(?:past |last )?{_COUNT} (day|week|month)s?\b"
        r"(?! ago| back)",
        low,
    )
    if match:
        return today - dt.timedelta(days=_count(match[1]) * _UNIT_DAYS[match[2]])
    match = re.search(rf"\b{_COUNT} (day|week|month)s? (?:ago|back)\b", low)
    if match:
        return today - dt.timedelta(days=_count(match[1]) * _UNIT_DAYS[match[2]])
    if re.search(r"\bsince last week\b|\ball week\b", low):
        return today - dt.timedelta(days=7)
    match = re.search(r"\bsince (\d{4}-\d{2}-\d{2})\b", low)
    if match:
        try:
            return min(today, dt.date.fromisoformat(match[1]))
        except ValueError:
            return None
    return _since_day_or_month(low, today)


def _since_day_or_month(low: str, today: dt.date) -> dt.date | None:
    """ "since the 28th" (the latest such day on or before today), "since October" (its first day)."""
    if re.search(r"\bsince the (?:start|beginning) of (?:the|this) week\b", low):
        return today - dt.timedelta(days=today.weekday())
    match = re.search(r"\b(?:since|on) (?:the )?(\d{1,2})(?:st|nd|rd|th)\b", low)
    if match:
        day = int(match[1])
        for back in range(0, 62):
            candidate = today - dt.timedelta(days=back)
            if candidate.day == day:
                return candidate
        return None
    match = re.search(rf"\bsince (?:early |mid |mid-|late )?{_MON}\b", low)
    month = _month(match[1]) if match else None
    if month:
        year = today.year if month <= today.month else today.year - 1
        return dt.date(year, month, 1)
    return None


def _next_month(today: dt.date, month: int) -> dt.date:
    year = today.year if month >= today.month else today.year + 1
    return dt.date(year, month, calendar.monthrange(year, month)[1])


def _next_day(today: dt.date, month: int, day: int) -> dt.date | None:
    for year in (today.year, today.year + 1):
        try:
            candidate = dt.date(year, month, day)
        except ValueError:
            return None
        if candidate >= today:
            return candidate
    return None


def target(text: str, today: dt.date) -> Target | None:
    """By when the client wants it, or None when the message gives no time frame."""
    low = text.lower()
    match = re.search(r"\b(?:by|before|until|till|for) (\d{4}-\d{2}-\d{2})\b", low)
    if match:
        try:
            return Target(match[1], dt.date.fromisoformat(match[1]))
        except ValueError:
            pass
    match = re.search(
        rf"\b(?:by|before|until|till|for|on|in)\s+(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MON}\b",
        low,
    ) or re.search(rf"\b(?:by|before|until|till|for|on)\s+{_MON}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b", low)
    if match:
        groups = match.groups()
        day_s, mon_s = (groups[0], groups[1]) if groups[0].isdigit() else (groups[1], groups[0])
        month = _month(mon_s)
        day = _next_day(today, month, int(day_s)) if month else None
        if day:
            return Target(day.isoformat(), day)
    if day := _weekday_the_nth(low, today):  # "Saturday the 14th": the next 14th that is a Saturday
        return Target(day.isoformat(), day)
    match = re.search(
        rf"\b(?:by|before|until|till|in|for|around|end of|this|next)\s+(?:(?:my|our|her|his|the) [a-z' ]{{0,40}}? in\s+)?(?:early |mid |mid-|late |the end of )?{_MON}\b(?:\s+(\d{{4}}))?",  # noqa: E501
        low,
    )
    if match and not re.search(
        r"\bmay\s+(?:be|have|not|i|we|need|want)\b", low[match.start(1) : match.start(1) + 12]
    ):
        month = _month(match[1])
        if month:
            day = _next_month(today, month)
            if match[2]:
                year = int(match[2])
                day = dt.date(year, month, calendar.monthrange(year, month)[1])
            return Target(f"{calendar.month_name[month]} {day.year}", day)
    match = re.search(
        r"\b(?:by|before|until|for|this|next|in|over the) (?:the )?(spring|summer|autumn|fall|winter)\b", low
    )
    if match:
        month, day_n = SEASONS[match[1]]
        day = _next_day(today, month, day_n) or today
        if match.group(0).startswith("next") and day.year == today.year:
            day = day.replace(year=day.year + 1)
        return Target(f"{match[1]} {day.year}", day)
    match = re.search(
        r"\b(?:by|before|for|until) (?:the )?"
        r"(christmas|xmas|new year'?s?|halloween|easter|thanksgiving|midsummer)\b",
        low,
    )
    if match:
        key = match[1] if match[1] in HOLIDAYS else "new year"
        day = _next_day(today, *HOLIDAYS[key]) or today
        return Target(f"{match[1]} {day.year}", day)
    # a quarter ("by end of Q2", "in Q3", "before Q1 2027"): its last day, the next one to come
    match = re.search(
        r"\b(?:by|before|in|for|until|end of|during)\s+(?:the\s+)?(?:end of\s+)?q([1-4])\b(?:\s+(20\d\d))?",
        low,
    )
    if match:
        month = int(match[1]) * 3
        year = int(match[2]) if match[2] else today.year
        day = dt.date(year, month, calendar.monthrange(year, month)[1])
        if day < today:
            day = dt.date(year + 1, month, day.day)
        return Target(f"{calendar.month_name[month]} {day.year} (Q{match[1]})", day)
    match = re.search(r"\b(?:by |before |in |for )?(?:the end of )?(next|this) month\b", low)
    if match:
        first = dt.date(today.year + today.month // 12, today.month % 12 + 1, 1)
        if match[1] == "this":
            first = today.replace(day=1)
        last = dt.date(first.year, first.month, calendar.monthrange(first.year, first.month)[1])
        return Target(f"{calendar.month_name[last.month]} {last.year}", last)
    if re.search(r"\b(?:by|before) (?:the )?end of (?:the |this )?year\b|\bthis year\b", low):
        return Target(f"end of {today.year}", dt.date(today.year, 12, 31))
    match = re.search(rf"\b(?:in|within|over|inside) (?:the next )?{_COUNT} (day|week|month|year)s?\b", low)
    if match:
        days = _count(match[1]) * _UNIT_DAYS[match[2]]
        day = today + dt.timedelta(days=days)
        return Target(f"{day.isoformat()} ({match[1]} {match[2]}s)".replace(" a day", " 1 day"), day)
    if re.search(r"\b(?:in|within) (?:a|one) fortnight\b", low):
        day = today + dt.timedelta(days=14)
        return Target(f"{day.isoformat()} (a fortnight)", day)
    match = re.search(r"\b(?:by|before|in|for|during) (20\d\d)\b", low)
    if match and int(match[1]) >= today.year:
        return Target(match[1], dt.date(int(match[1]), 12, 31))
    match = re.search(r"\b(?:by|before|in|for) next year\b|\bnext year\b", low)
    if match:
        return Target(str(today.year + 1), dt.date(today.year + 1, 12, 31))
    return None


def _weekday_the_nth(low: str, today: dt.date) -> dt.date | None:
    """ "Saturday the 14th", "on Sat the 14th": the next date ahead on that day of the month and weekday
    (within a year), or None."""
    match = re.search(
        r"\b(mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?,? the (\d{1,2})(?:st|nd|rd|th)\b",
        low,
    )
    if not match:
        return None
    weekday = next(i for i, name in enumerate(WEEKDAYS) if name.startswith(match[1][:3]))
    day = int(match[2])
    for months in range(13):
        year, month = today.year + (today.month - 1 + months) // 12, (today.month - 1 + months) % 12 + 1
        if day <= calendar.monthrange(year, month)[1]:
            when = dt.date(year, month, day)
            if when > today and when.weekday() == weekday:
                return when
    return None


def _month(word: str) -> int | None:
    word = word.lower().rstrip(".")
    return _MONTH_ALIASES.get(word) or _MONTH_ALIASES.get(word[:3])


def month_number(word: str) -> int | None:
    """ "Sept", "september", "aug" → 9, 9, 8; None for no month."""
    return _month(word)
