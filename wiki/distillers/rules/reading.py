"""How the rules distiller reads one user chat turn in its conversation (docs/understanding.md "Replies
in a conversation", "Sentences read together"): the bot's question it answers, the body area that
question or her own earlier report names, and a correction of what she said lately."""

import dataclasses
import datetime as dt
import re

from wiki.distillers.base import EventRecord
from wiki.distillers.rules.context import Ctx
from wiki.understanding import framing, is_user_turn, understand
from wiki.understanding.corrections import corrected_reading
from wiki.understanding.extract import asked_about, said_about
from wiki.understanding.pain import Finding
from wiki.understanding.replies import asked_polarity


def turns(ctx: Ctx, *, new_only: bool = False) -> list[EventRecord]:
    events = ctx.new_events("chat.turn") if new_only else ctx.window.of("chat.turn")
    return [e for e in events if is_user_turn(e.payload)]


REPLY_WINDOW = dt.timedelta(hours=3)  # a user turn this soon after a bot's question may answer it


def read(event: EventRecord, ctx: Ctx | None = None):
    """The reading of a user turn; with `ctx`, pain said of no area is about the area the bot's question
    just before asked about ("how's the knee?" — "still sore, maybe 5/10")."""
    area, asked = referent(event, ctx) if ctx else ("", "")
    question, earlier = ctx.questions.get(event.seq, ("", "")) if ctx else ("", "")
    found = understand(str(event.payload["text"]), event.local_date, area, asked, question, earlier)
    fixed = _corrected(event, ctx) if ctx else None
    if fixed is None:
        return found
    return dataclasses.replace(
        found, **{f.name: getattr(found, f.name) or getattr(fixed, f.name) for f in dataclasses.fields(found)}
    )


CORRECTS_WITHIN = dt.timedelta(days=4)  # "actually make that Thursdays" corrects what she said lately


def _corrected(event: EventRecord, ctx: Ctx):
    """A message that only corrects one of her last few days' (understanding/corrections.py)."""
    before = [
        e
        for e in turns(ctx)
        if (e.occurred_at, e.seq) < (event.occurred_at, event.seq)
        and event.occurred_at - e.occurred_at <= CORRECTS_WITHIN
    ]
    said = (
        (str(e.payload["text"]), *referent(e, ctx), *ctx.questions.get(e.seq, ("", "")))
        for e in sorted(before, key=lambda e: (e.occurred_at, e.seq), reverse=True)
    )
    return corrected_reading(str(event.payload["text"]), event.local_date, said)


def referent(event: EventRecord, ctx: Ctx) -> tuple[str, str]:
    """(the body area the bot's question just before this turn asked about, what it asked: "pain",
    "well" or "") — docs/understanding.md "Replies"."""
    if ctx.referents is None:
        ctx.referents = {}
        last: EventRecord | None = None
        for turn in sorted(ctx.window.of("chat.turn"), key=lambda e: (e.occurred_at, e.seq)):
            answers = last is not None and not is_user_turn(last.payload) and is_user_turn(turn.payload)
            if answers and last is not None and turn.occurred_at - last.occurred_at <= REPLY_WINDOW:
                said = str(last.payload.get("text", ""))
                area = asked_about(said)
                # a bot turn that names one area without asking: only a reply said of "it" is about it
                # one that names none ("Where does it hurt?"): the area her reply names is where it hurts
                claimed = said_about(said)
                ctx.referents[turn.seq] = (
                    (area, asked_polarity(said))
                    if area
                    else (claimed, "claim")
                    if claimed
                    else (_her_area(ctx, last, REPLY_WINDOW), asked_polarity(said))
                )
            elif is_user_turn(turn.payload) and _OF_IT_RE.search(str(turn.payload.get("text", ""))):
                # "tweaked it again on the last set", "pulled it on the 3rd sprint": her known problem
                known = _her_area(ctx, turn, IT_WITHIN)
                ctx.referents[turn.seq] = ("" if " and " in known else known, "")  # "it" is one area
            last = turn
        ordered = sorted(ctx.window.of("chat.turn"), key=lambda e: (e.occurred_at, e.seq))
        # the bot's question each reply answers, read as its frame (framing.py)
        ctx.questions = framing.threads(
            (e.seq, is_user_turn(e.payload), str(e.payload.get("text", "")), e.occurred_at) for e in ordered
        )
    return ctx.referents.get(event.seq, ("", ""))


IT_WITHIN = dt.timedelta(days=14)  # "pulled it again" is about the one area she reported lately
_OF_IT_RE = re.compile(r"\b(?:it|it's|its)\b", re.I)


def _her_area(ctx: Ctx, before: EventRecord, within: dt.timedelta) -> str:
    """The body area (or two) her latest pain report before `before` (within `within`) named, or "": a
    bot follow-up naming none ("Oh no. Since when?", "Same side?") and "it" said later are about it."""
    earlier = [
        e
        for e in turns(ctx)
        if (e.occurred_at, e.seq) < (before.occurred_at, before.seq)
        and before.occurred_at - e.occurred_at <= within
    ]
    for event in sorted(earlier, key=lambda e: (e.occurred_at, e.seq), reverse=True):
        areas = {f.base: f"both {f.base}" if f.side == "both" else f.area for f in pain_reports(event, ctx)}
        if areas:
            return " and ".join(areas.values()) if len(areas) <= 2 else ""
    return ""


def question_before(event: EventRecord, ctx: Ctx) -> tuple[str, str]:
    """(the bot's question a user turn answers, her earlier answer it builds on), or ("", "")."""
    referent(event, ctx)
    return ctx.questions.get(event.seq, ("", ""))


def pain_reports(event: EventRecord, ctx: Ctx) -> list[Finding]:
    """The pain findings of a user chat turn (nothing from a bot turn)."""
    if not is_user_turn(event.payload):
        return []
    return list(read(event, ctx).pain)
