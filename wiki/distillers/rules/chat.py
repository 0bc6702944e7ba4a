"""What the client says in chat, on the pages a coach reads (docs/understanding.md, docs/wiki-rules.md
"Chat understanding").

Only user turns are read (wiki/understanding: `is_user_turn`); the bot's words are never the client's
facts. Each updater folds the evidence window's turns into one section, keyed so that re-reading the
same window every night changes nothing, and keeps lines older than the window where they stand:

- constraints-injuries `## Notes`: harmless or negated mentions ("knee clicked on squats, no pain") and
  past injuries ("had my left hip replaced in 2015"), one dated line per day and area, most recent
  first (chat_notes.py). Pain itself is handled by safety.py (a watch entry and a safety alert).
- goals `## Goals`: what, by when, why, the quote; a later goal on the same topic supersedes the older
  one, which moves to `## Earlier goals` — never silently overwritten.
- profile `## Schedule`, `## Equipment`, `## Life context`; nutrition-patterns `## Habits` (diet).
- preferences `## Format` (message style) and `## Questions they keep asking` (the same question ≥ 3
  times); coaching-playbook `## What lands` (what the style means for the coach).
"""

import dataclasses
import datetime as dt
import re

from wiki.distillers.base import EventRecord
from wiki.distillers.rules import topics
from wiki.distillers.rules.cite import cited, with_cite
from wiki.distillers.rules.context import Ctx, PageOut
from wiki.distillers.rules.pages import Page, Section
from wiki.distillers.rules.reading import pain_reports, question_before, read, turns
from wiki.distillers.rules.summaries import SUMMARY_LIMIT
from wiki.understanding import progress, quote_client_text
from wiki.understanding.cues import Cue, Goal, goal, topic_key
from wiki.understanding.diet import diet_subject, undoes
from wiki.understanding.goalforms import referent
from wiki.understanding.kinds import LABEL as IN_THEIR_WORDS
from wiki.understanding.pain import pain_findings
from wiki.understanding.sentences import sentences

__all__ = ["pain_reports", "question_before", "read", "turns"]  # read here by safety.py and jobs.py

GOALS_MAX = 6  # current goals
EARLIER_GOALS_MAX = 5
QUOTES_PER_LINE = 3
QUESTIONS_MAX = 5

_MENTIONS_RE = re.compile(r" — \d+ mentions in the last \d+ days.*$|\s*\(as of \d{4}-\d{2}-\d{2}\)$")
_GOAL_RE = re.compile(r"^- Goal: (?P<what>.+?)(?: — by (?P<when>[^;—]+))?(?:; why: [^—]+)? — said \"")


# --- goals ---------------------------------------------------------------------------------------


def update_goals(page: Page, ctx: Ctx, out: PageOut) -> None:
    events = turns(ctx)
    if not events:
        return
    current_section = page.section("Goals", ("current goals",), before="Bodyweight")
    earlier = page.find("Earlier goals")
    text = "\n".join(page.all_lines())
    current = [line for line in current_section.managed(lambda x: x.startswith("- Goal: "))]
    moved: list[str] = []
    recent: list[tuple[dt.date, str]] = []  # her messages before, for an "it" in a goal (`referent`)
    for event in events:
        message = str(event.payload["text"])
        recent = [(day, said) for day, said in recent if (event.local_date - day).days <= REFERENT_DAYS]
        said_before = f'"{quote_client_text(message)}"' in "\n".join([text, *moved])
        if progress.says_reached(message) and not said_before:
            current, gone = _reached(current, message, event)  # "DID IT!!! whole 5k": the 5k goal is done
            moved += gone
        for said in read(event, ctx).goals:
            if f'"{said.quote}"' in text or any(f'"{said.quote}"' in line for line in current + moved):
                continue  # folded before (on the page, current or earlier)
            at = message.find(said.quote[:20])
            before = " ".join([*(text for _, text in recent[-2:]), message[: max(at, 0)]])
            if named := referent(said.what, before, event.local_date):  # "want to feel strong in it"
                said = dataclasses.replace(said, what=named[0], when=said.when or named[1])
            current, gone = _fold_goal(current, said, event)
            moved += gone
        recent.append((event.local_date, message))
    if moved:
        earlier = earlier or page.section("Earlier goals", before="Bodyweight")
        past = ("- Superseded ", "- Dropped ", "- Reached ")
        keep = [*moved[::-1], *earlier.managed(lambda x: x.startswith(past))]
        earlier.replace(lambda x: x.startswith(past), keep[:EARLIER_GOALS_MAX])
    current_section.replace(lambda x: x.startswith("- Goal: "), current[-GOALS_MAX:])
    whats = [
        m["what"] + (f" (by {m['when'].strip()})" if m["when"] else "")
        for m in map(_GOAL_RE.match, current)
        if m
    ]
    if whats:
        out.facts.insert(0, "Training goals and why: " + "; ".join(reversed(whats)))


def _fold_goal(current: list[str], goal: Goal, event: EventRecord) -> tuple[list[str], list[str]]:
    date = event.local_date.isoformat()
    if goal.what == "it":  # a date given later ("I'll give myself till March") is for her latest goal
        latest = _GOAL_RE.match(current[-1]) if current else None
        if latest is None:
            return current, []
        goal = dataclasses.replace(goal, what=latest["what"])
    if goal.moved:  # "the wedding moved to June": the goal that names the wedding, with the new date
        return _moved(current, goal, event)
    match_index = _matching_goal(current, goal)
    if goal.dropped:
        if match_index is None:
            return current, []
        old = current[match_index]
        dropped = with_cite(
            f'- Dropped {date}: {_strip(old)} — said "{goal.quote}" (as of {date})', [event.seq]
        )
        return current[:match_index] + current[match_index + 1 :], [dropped]
    line = with_cite(_goal_line(goal, date), [event.seq])
    if match_index is None and goal.supersedes and current:
        match_index = len(current) - 1
    if match_index is None:
        return [*current, line], []
    old = current[match_index]
    rest = current[:match_index] + current[match_index + 1 :]
    return [*rest, line], [f"- Superseded {date}: {_strip(old)}"]


REFERENT_DAYS = 3  # an "it" in a goal names what she said in the last few days at most
_WHY_LINE_RE = re.compile(r"; why: (?P<why>.+?) — said \"")


def _moved(current: list[str], goal: Goal, event: EventRecord) -> tuple[list[str], list[str]]:
    """Her latest goal that names the moved event, dated anew; the old line goes to the earlier goals."""
    words = set(goal.key.split())
    hits = [i for i, line in enumerate(current) if words and words <= set(topic_key(_strip(line)).split())]
    latest = _GOAL_RE.match(current[hits[-1]]) if hits else None
    if latest is None:
        return current, []
    why = _WHY_LINE_RE.search(current[hits[-1]])
    kept = dataclasses.replace(goal, what=latest["what"], why=why["why"] if why else "", moved=False)
    line = with_cite(_goal_line(kept, event.local_date.isoformat()), [event.seq])
    rest = current[: hits[-1]] + current[hits[-1] + 1 :]
    return [*rest, line], [f"- Superseded {event.local_date.isoformat()}: {_strip(current[hits[-1]])}"]


def _reached(current: list[str], text: str, event: EventRecord) -> tuple[list[str], list[str]]:
    """The one current goal the message says she reached, moved out as reached (docs/understanding.md)."""
    goals = [_GOAL_RE.match(line) for line in current]
    hits = [i for i, m in enumerate(goals) if m and progress.reached_goal(text, m["what"])]
    if len(hits) != 1:
        return current, []
    date = event.local_date.isoformat()
    line = f'- Reached {date}: {_strip(current[hits[0]])} — said "{quote_client_text(text)}"'
    return current[: hits[0]] + current[hits[0] + 1 :], [with_cite(line, [event.seq])]


def _strip(line: str) -> str:
    return line.removeprefix("- ")


def _stems(key: str) -> set[str]:
    """A topic key's words without their endings: "competing" and "compete" are one topic when a goal is
    given up ("no interest in competing" ends "compete in a powerlifting meet")."""
    stems = set()
    for word in key.split():
        stem = re.sub(r"(?:ing|ed|es|e|s)$", "", word) if len(word) > 3 else word
        stems.add(stem[:-1] if len(stem) > 3 and stem[-1] == stem[-2] else stem)  # "running" → "run"
    return stems


def _matching_goal(current: list[str], goal: Goal) -> int | None:
    words = _stems(goal.key) if goal.dropped else set(goal.key.split())
    best, best_score = None, 0.0
    for index, line in enumerate(current):
        match = _GOAL_RE.match(line)
        if not match:
            continue
        other = _stems(topic_key(match["what"])) if goal.dropped else set(topic_key(match["what"]).split())
        if not words or not other:
            continue
        score = len(words & other) / min(len(words), len(other))
        if score >= 0.5 and score > best_score:
            best, best_score = index, score
    return best


def _goal_line(goal: Goal, date: str) -> str:
    when = f" — by {goal.when.label}" if goal.when else ""
    why = f"; why: {goal.why}" if goal.why else ""
    return f'- Goal: {goal.what}{when}{why} — said "{goal.quote}" (as of {date})'


# --- profile, nutrition: grouped cues ------------------------------------------------------------


def _grouped(ctx: Ctx, kind: str) -> dict[str, list[tuple[EventRecord, Cue]]]:
    """Her cues of a kind by label, oldest first; a mention that replaces what she said ("scratch that …
    Friday lunch instead") starts its label over."""
    groups: dict[str, list[tuple[EventRecord, Cue]]] = {}
    for event in turns(ctx):
        for cue in getattr(read(event, ctx), kind):
            if _replaces(event):
                groups[cue.label] = []
            groups.setdefault(cue.label, []).append((event, cue))
    return groups


# "scratch that", "… instead", "change of plan": what she says now replaces what she said before
_REPLACES_RE = re.compile(
    r"\b(?:scratch that|instead|change of plans?|forget (?:what i said|that)|ignore (?:what i said|that))\b",
    re.I,
)


def _replaces(event: EventRecord) -> bool:
    return bool(_REPLACES_RE.search(str(event.payload.get("text", ""))))


def _cue_line(label: str, items: list[tuple[EventRecord, Cue]], days: int, earlier: list[str]) -> str:
    """The newest quotes of the window first, then what the line already quoted (said before the
    window), at most QUOTES_PER_LINE: a later mention adds to an earlier one, never erases it."""
    quotes: list[str] = []
    for _, cue in reversed(items):
        if cue.quote not in quotes:
            quotes.append(cue.quote)
        if len(quotes) == QUOTES_PER_LINE - 1:
            break
    quotes += [q for q in earlier if q not in quotes][: QUOTES_PER_LINE - len(quotes)]
    said = "; ".join(f'"{q}"' for q in quotes)
    count = len(items)
    # her sentences the sentence-kind model filed are different things said once each, not one said again
    often = f" — {count} mentions in the last {days} days" if count > 1 and label != IN_THEIR_WORDS else ""
    return f"- {label.capitalize()}: {said}{often} (as of {items[-1][0].local_date.isoformat()})"


def _merge_grouped(section: Section, groups: dict[str, list[tuple[EventRecord, Cue]]], days: int) -> int:
    if not groups:
        return 0
    prefixes = tuple(f"- {label.capitalize()}: " for label in groups)
    before = {
        line.split(": ", 1)[0]: line for line in section.managed(lambda line: line.startswith(prefixes))
    }
    fresh = []
    for label, items in sorted(groups.items(), key=lambda kv: kv[1][-1][0].occurred_at, reverse=True):
        old = before.get(f"- {label.capitalize()}", "")
        earlier = [] if _replaces(items[-1][0]) else re.findall(r'"([^"]*)"', _MENTIONS_RE.sub("", old))
        fresh.append(
            with_cite(_cue_line(label, items, days, earlier), [*cited(old), *(e.seq for e, _ in items)])
        )
    section.replace(lambda line: line.startswith(prefixes), fresh)
    return len(fresh)


def update_profile(page: Page, ctx: Ctx, out: PageOut) -> None:
    days = _window_days(ctx)
    said: list[tuple[tuple, str]] = []
    for kind, title, aliases in (
        ("life", "Life context", ("life",)),
        ("schedule", "Schedule", ("schedule and availability", "availability")),
        ("equipment", "Equipment", ("equipment and place", "place")),
    ):
        groups = _grouped(ctx, kind)
        if groups:
            _merge_grouped(page.section(title, aliases, before="Travel"), groups, days)
            newest = sorted(groups.values(), key=lambda items: (items[-1][0].occurred_at, items[-1][0].seq))
            names = [_fact_name(kind, items[-1][1]) for items in newest[::-1]]
            when = (newest[-1][-1][0].occurred_at, newest[-1][-1][0].seq)
            said.append((when, f"{title}: {', '.join(dict.fromkeys(names[:3]))}", newest[-1][-1][1].quote))
    out.facts += _compact_facts(sorted(said, reverse=True))


def _fact_name(kind: str, cue: Cue) -> str:
    """A cue's name in the index summary: its label, a life event's key, her words when only she names it."""
    if cue.label == IN_THEIR_WORDS:
        return f'"{quote_client_text(cue.quote, 60)}"'
    return cue.key if kind == "life" else cue.label


def _names(kind: str, groups: dict[str, list[tuple[EventRecord, Cue]]]) -> str:
    return ", ".join(_fact_name(kind, items[-1][1]) for _, items in sorted(groups.items()))


def _compact_facts(said: list[tuple[tuple, str, str]]) -> list[str]:
    """The index summary is cut at SUMMARY_LIMIT characters and every bundle carries the index: each
    section gets a short fact (its labels, newest first, so none is cut away), and the newest one the
    client's own words in what room is left."""
    facts = [fact for _, fact, _ in said]
    room = SUMMARY_LIMIT - len("; ".join(facts)) - 5
    if facts and room >= 20:
        facts[0] += f' — "{quote_client_text(said[0][2], room)}"'
    return facts


def update_diet(page: Page, ctx: Ctx, out: PageOut) -> None:
    groups = _grouped(ctx, "diet")
    # a diet she said she stopped ("stopped keto") or is not after all ("not lactose intolerant") is no
    # current diet once said after it
    at = lambda label: groups[label][-1][0].occurred_at  # noqa: E731
    undone = [(diet_subject(k), at(k)) for k in groups if undoes(k)]
    groups = {
        k: v
        for k, v in groups.items()
        if undoes(k) or not any(subject == diet_subject(k) and when >= at(k) for subject, when in undone)
    }
    if groups:
        _merge_grouped(page.section("Habits", ("diet", "diet and restrictions")), groups, _window_days(ctx))
        out.facts.insert(0, f"Diet: {_names('diet', groups)}")


def _window_days(ctx: Ctx) -> int:
    first = ctx.window.first_day
    return max(1, (ctx.day - first).days + 1) if first else 1


# --- preferences and playbook ---------------------------------------------------------------------

GUIDANCE = {
    "keep it short": "Keep messages short: one point, no walls of text",
    "more detail": "Explain the why: asks for detail and reasons",
    "just the plan": "Just tell them what to do: the plan, not the science",
    "prose, not bullets": "Write in short paragraphs, like a person: no bullet points",
    "buttons": "Offer buttons or quick replies instead of open questions",
    "voice notes": "Voice notes are welcome",
    "channel": "Reach them the way they asked (text, email, no calls)",
    "format": "Send workouts in the shape they asked for (a checklist, a table)",
    "no emojis": "No emojis",
    "emojis": "Emojis welcome",
    "plain language": "Use plain, simple English: short words, no jargon",
    "numbers": "Show the numbers: data lands",
    "fewer numbers": "Go light on numbers: lead with one takeaway",
    "direct tone": "Be direct: no sugar-coating",
    "gentle tone": "Gentle, encouraging tone; no guilt",
    "casual tone": "Keep the tone casual, like a friend: nothing that reads like an office memo",
    "quiet hours": "Respect the quiet hours they named",
    "encouragement": "Cheer them on: encouragement and praise land",
    "visuals": "Show, don't tell: pictures, diagrams or videos",
    "fewer messages": "Fewer messages: bundle check-ins",
    "message timing": "Send check-ins at the time they asked for",
    "language": "Write in the language they asked for",
    "topics to avoid": "Never raise the topics they asked you to leave out",
    "name to use": "Call them by the name they asked for",
    "moves they dislike": "Leave out the moves they said they dislike",
    "more variety": "Vary the sessions: the same circuits bore them",
    IN_THEIR_WORDS: "As they put it themselves",
}


# Wishes that undo each other: the newer one counts ("bullet points pls" … "actually just write normally"
# is a change of mind, not two standing rules).
OPPOSITE_STYLES = (
    ("keep it short", "more detail"),
    ("just the plan", "more detail"),
    ("numbers", "fewer numbers"),
    ("direct tone", "gentle tone"),
    ("emojis", "no emojis"),
)


def _newest_styles(section: Section, groups: dict, line_prefix) -> dict:
    """The style groups without a wish a newer opposite one undid; the undone wish's line leaves the
    section (said in the window or before it)."""
    groups = dict(groups)
    for a, b in OPPOSITE_STYLES:
        for label, other in ((a, b), (b, a)):
            if label not in groups:
                continue
            if other in groups and groups[other][-1][0].occurred_at > groups[label][-1][0].occurred_at:
                continue
            groups.pop(other, None)
            undone = line_prefix(other)
            if section.managed(lambda line, undone=undone: line.startswith(undone)):
                section.replace(lambda line, undone=undone: line.startswith(undone), [])
    return groups


def update_style(page: Page, ctx: Ctx, out: PageOut) -> None:
    groups = _grouped(ctx, "style")
    if groups:
        section = page.section("Format", ("message style", "style"))
        groups = _newest_styles(section, groups, lambda label: f"- {label.capitalize()}: ")
        _merge_grouped(section, groups, _window_days(ctx))
        out.facts.insert(0, f"Message style: {_names('style', groups)}")
    _recurring_questions(page, ctx, out)


def _recurring_questions(page: Page, ctx: Ctx, out: PageOut) -> None:
    recurring = topics.recurring_questions(ctx)
    if not recurring:
        return
    section = page.section("Questions they keep asking", ("recurring questions",))
    owned = lambda line: line.startswith("- Asked ")  # noqa: E731
    fresh: dict[str, str] = {}
    for topic in recurring:
        event, cue = topic.latest
        day = event.local_date.isoformat()
        asked = f"- Asked {len(topic.asks)}× in the last {_window_days(ctx)} days"
        line = f'{asked}: "{cue.quote}" — {topics.link(topic, page.path)} (as of {day})'
        fresh[cue.quote.lower()] = with_cite(line, [e.seq for e, _ in topic.asks])
    kept = {_asked_key(line): line for line in section.managed(owned) if _asked_key(line) not in fresh}
    lines = sorted([*fresh.values(), *kept.values()], key=_latest, reverse=True)
    section.replace(owned, lines[:QUESTIONS_MAX])
    out.facts.insert(0, "Keeps asking about: " + "; ".join(" / ".join(t.words[:4]) for t in recurring))


def _latest(line: str) -> str:
    dates = re.findall(r"\d{4}-\d{2}-\d{2}", line)
    return dates[-1] if dates else ""


def _asked_key(line: str) -> str:
    match = re.search(r': "(.*)"(?: — \[[^\]]*\]\([^)]*\))?(?: \[ev [\d, ]+\])? \(as of', line)
    return match[1].lower() if match else line


LANDS_QUOTES = 2


def _her_wordings(items: list[tuple[EventRecord, Cue]]) -> str:
    """Her newest distinct wordings of one wish: the persona every bundle carries shows "bullet points
    please" beside "no essays", not only the guidance it was filed under (docs/context.md "persona")."""
    quotes: list[str] = []
    for _, cue in reversed(items):
        if cue.quote not in quotes:
            quotes.append(cue.quote)
    return "; ".join(f'"{q}"' for q in quotes[:LANDS_QUOTES])


def update_lands(page: Page, ctx: Ctx, out: PageOut) -> None:
    groups = _grouped(ctx, "style")
    if not groups:
        return
    section = page.section("What lands", ("what lands with them",), before="Red buttons")
    groups = _newest_styles(section, groups, lambda label: f"- {GUIDANCE.get(label, label)} —")
    prefixes = tuple(f"- {GUIDANCE[label]} —" for label in groups if label in GUIDANCE)
    fresh = []
    for label, items in sorted(groups.items(), key=lambda kv: kv[1][-1][0].occurred_at, reverse=True):
        if label in GUIDANCE:
            day = items[-1][0].local_date.isoformat()
            line = f"- {GUIDANCE[label]} — said {_her_wordings(items)} (as of {day})"
            fresh.append(with_cite(line, [e.seq for e, _ in items]))
    section.replace(lambda line: line.startswith(prefixes), fresh)
    out.facts.insert(0, f"What lands: {_names('style', groups)}")


def preference_sentence(text: str, day: dt.date, pattern: "re.Pattern[str]") -> str | None:
    """The sentence of a message that states a preference — None when that sentence is a goal or a
    pain report (those have their own pages; "I'd rather run a half marathon" is a goal)."""
    for span in sentences(text):
        if pattern.search(span.text):
            if goal(span.text, day) is not None or any(
                f.kind == "pain" for f in pain_findings(span.text, day)
            ):
                return None
            return span.text
    return None
