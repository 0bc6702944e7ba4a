"""How the rules distiller reads one user chat turn in its conversation (docs/understanding.md "Replies
in a conversation", "Sentences read together"): the bot's question it answers, the body area that
question or her own earlier report names, and a correction of what she said lately."""

import dataclasses
import datetime as dt
import re

from wiki.distillers.base import EventRecord
from wiki.distillers.rules.context import Ctx
from wiki.understanding import framing, is_user_turn, quote_client_text, understand
from wiki.understanding.corrections import corrected_reading
from wiki.understanding.extract import asked_about, said_about
from wiki.understanding.lexicon import find_areas
from wiki.understanding.normalise import normalise
from wiki.understanding.pain import PAIN_RE, Finding
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
    name = ctx.task.client_name if ctx else ""  # "Harold's right hip …": her own, told by her name
    text = str(event.payload["text"])
    found = understand(text, event.local_date, area, asked, question, earlier, name=name)
    if ctx and not found.pains and not question:
        found = _place_said_next(found, event, ctx)  # "something hurts after running" … "it's my calf"
    if question and not found.life and framing.end_date_reply(str(event.payload["text"]), question):
        found = _news_ends(found, event, ctx)  # "When do they finish?" — "the 20th"
    fixed = _corrected(event, ctx) if ctx else None
    if fixed is None:
        return found
    # what the correction reads of a kind stands for that kind ("yep but make it 70" is the goal at 70, not
    # a goal called "yep but make it 70"); the rest of her message is read as it is
    return dataclasses.replace(
        found, **{f.name: getattr(fixed, f.name) or getattr(found, f.name) for f in dataclasses.fields(found)}
    )


def _place_said_next(found, event: EventRecord, ctx: Ctx):
    """Pain said of no area in her turn just before (within REPLY_WINDOW, no bot question between) and
    only its place in this one ("something hurts after running" … "it's my calf"): read as one message."""
    text = str(event.payload["text"])
    named = find_areas(normalise(text)[0])
    if not named or len(text.split()) > 8 or PAIN_RE.search(normalise(text)[0]):
        return found
    before = sorted(
        (e for e in ctx.window.of("chat.turn") if (e.occurred_at, e.seq) < (event.occurred_at, event.seq)),
        key=lambda e: (e.occurred_at, e.seq),
    )[-2:]
    said = [e for e in before if is_user_turn(e.payload)]
    asked = any("?" in str(e.payload.get("text", "")) for e in before if not is_user_turn(e.payload))
    if not said or asked or event.occurred_at - said[-1].occurred_at > REPLY_WINDOW:
        return found
    earlier = normalise(str(said[-1].payload["text"]))[0]
    if find_areas(earlier) or not PAIN_RE.search(earlier) or referent(said[-1], ctx)[0]:
        return found  # an area of its own, no pain, or read already as about a known area
    together = understand(f"{said[-1].payload['text']}\n{text}", event.local_date)
    bases = {a.base for a in named}
    pains = tuple(f for f in together.pains if f.base in bases)
    return dataclasses.replace(found, pains=pains) if pains else found


NEWS_WITHIN = dt.timedelta(days=14)  # "the 20th" dates the life event she told in the last two weeks


def _news_ends(found, event: EventRecord, ctx: Ctx):
    """Her latest life event, told again with the end date she gave when the bot asked ("exams start
    next week" … "When do they finish?" — "the 20th"): her reply joins its line, quoted on its own."""
    earlier = [
        e
        for e in turns(ctx)
        if (e.occurred_at, e.seq) < (event.occurred_at, event.seq)
        and event.occurred_at - e.occurred_at <= NEWS_WITHIN
    ]
    for before in sorted(earlier, key=lambda e: (e.occurred_at, e.seq), reverse=True):
        news = read(before, ctx).life
        if news:
            said = quote_client_text(str(event.payload["text"]))
            return dataclasses.replace(found, life=(dataclasses.replace(news[-1], quote=said),))
    return found


CORRECTS_WITHIN = dt.timedelta(days=4)  # "actually make that Thursdays" corrects what she said lately


def turns_it_may_correct(event: EventRecord, ctx: Ctx) -> list[EventRecord]:
    """Her turns of the last few days before this one, newest first: what a correction may correct."""
    before = [
        e
        for e in turns(ctx)
        if (e.occurred_at, e.seq) < (event.occurred_at, event.seq)
        and event.occurred_at - e.occurred_at <= CORRECTS_WITHIN
    ]
    return sorted(before, key=lambda e: (e.occurred_at, e.seq), reverse=True)


def _corrected(event: EventRecord, ctx: Ctx):
    """A message that only corrects one of her last few days' (understanding/corrections.py)."""
    said = (
        (str(e.payload["text"]), *referent(e, ctx), *ctx.questions.get(e.seq, ("", "")))
        for e in turns_it_may_correct(event, ctx)
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
            elif is_user_turn(turn.payload) and (known := _later_state_of(ctx, turn)):
                ctx.referents[turn.seq] = (known, "")  # "update: pain's gone but still swollen"
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


LATER_WITHIN = dt.timedelta(days=7)  # a state said with no area joins the one area she reported this week
# What a later turn adds to a known problem without naming it: a sign of injury or a change for the worse
# ("still swollen", "limping", "way worse today", "the pain is back") — plain "sore" may be training
# soreness and stays unjoined (docs/understanding.md "Sentences read together").
_LATER_STATE_RE = re.compile(
    # "worse" of no subject or of the pain, not of anything else ("work is getting worse")
    r"(?:^|[.!?,;:]\s*|\b(?:pain|swelling|it|it's|its|that|this)\b[^.!?,;]{0,20}?)\W*"
    r"(?:(?:ok|so|and|but|now|way|much|even|a lot|a bit|lot|bit|getting|got|gotten|is|"
    r"has|been)\s+)*(?:worse|worsening)\b|"
    r"\b(?:swell\w*|swoll\w*|limp(?:ing|ed|s)?|bruis\w*|throbb?\w*|numb\w*|tingl\w*|"
    r"gave way|giving way|gives way|hobbl\w*|black and blue|"
    r"(?:can'?t|can barely|barely) (?:walk|put (?:any )?weight|bear weight|stand on)|"
    r"(?:the|that) pain|properly painful|still (?:sore|hurts?|hurting|aching|painful|swollen))\b|"
    # the problem goes on, said first: "still there this morning", "no better", "same as
    # yesterday" (not "I'm still there at the office", "no better way to …")
    r"^\W*(?:(?:yeah|yep|yes|sadly|unfortunately|ugh|hmm|and|but|nope|nah|tbh|honestly)\W+)*"
    r"(?:still (?:there|not right|not great|not gone|the same|niggling|nagging|bothering me|at it)|"
    r"no better(?! (?:way|time|place|feeling|than))|not (?:any )?better|"
    r"(?:about |pretty much )?(?:the )?same as (?:yesterday|before|last time))\b",
    re.I,
)
# Body words the lexicon has no area for, and pains of the whole body: not her known problem
_ELSEWHERE_RE = re.compile(
    r"\b(?:legs|arms|body|stomach|throat|ears?|eyes?|teeth|tooth|everything|all over|muscles|joints|"
    r"period|cramps?|headache|migraine|cold|flu|sick|hangover|hungover)\b",
    re.I,
)


def _later_state_of(ctx: Ctx, turn: EventRecord) -> str:
    """The one body area a later turn that names none is about, or "": a sign or a change for the worse
    ("update: the pain's gone but it's still swollen") said within LATER_WITHIN of her report of exactly
    one area — never when two areas were reported (which one?), nor of a question or the whole body."""
    text = str(turn.payload.get("text", ""))
    if not _LATER_STATE_RE.search(text) or _ELSEWHERE_RE.search(text) or text.rstrip().endswith("?"):
        return ""
    if find_areas(normalise(text)[0]):
        return ""
    reported = {
        (f.base, f.area)
        for e in turns(ctx)
        if (e.occurred_at, e.seq) < (turn.occurred_at, turn.seq)
        and turn.occurred_at - e.occurred_at <= LATER_WITHIN
        for f in pain_reports(e, ctx)
    }
    sided = {area for base, area in reported if area != base}
    if len({base for base, _ in reported}) != 1 or len(sided) > 1:
        return ""  # two areas, or both knees told apart: which one?
    area = next(iter(sided or {area for _, area in reported}))
    return area if understand(text, turn.local_date, area).pain else ""


def question_before(event: EventRecord, ctx: Ctx) -> tuple[str, str]:
    """(the bot's question a user turn answers, her earlier answer it builds on), or ("", "")."""
    referent(event, ctx)
    return ctx.questions.get(event.seq, ("", ""))


def pain_reports(event: EventRecord, ctx: Ctx) -> list[Finding]:
    """The pain findings of a user chat turn (nothing from a bot turn)."""
    if not is_user_turn(event.payload):
        return []
    return list(read(event, ctx).pain)
