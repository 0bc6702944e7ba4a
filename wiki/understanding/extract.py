"""One user chat turn → everything the cues found in it (docs/understanding.md)."""

import dataclasses
import datetime as dt
import functools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from wiki.understanding import cues, framing, kinds, selfnamed
from wiki.understanding.across import ones_named
from wiki.understanding.botclaims import claim_confirmed, claim_corrected
from wiki.understanding.dates import Target, target
from wiki.understanding.goalforms import date_alone, dated_by_neighbour, event_goal
from wiki.understanding.lexicon import find_areas
from wiki.understanding.normalise import Subs, normalise, restore
from wiki.understanding.pain import PAIN_RE, Finding, pain_findings
from wiki.understanding.quote import quote_client_text
from wiki.understanding.replies import asked_polarity, may_answer
from wiki.understanding.sentences import item_runs, list_blocks, sentences
from wiki.understanding.styleforms import quiet_day

_DIGIT_RE = re.compile(r"\d")
MAX_TEXT_CHARS = 4000  # a pasted essay is read up to here (the raw digest keeps all of it)


@dataclass(frozen=True)
class Understanding:
    pains: tuple[Finding, ...] = ()
    goals: tuple[cues.Goal, ...] = ()
    schedule: tuple[cues.Cue, ...] = ()
    diet: tuple[cues.Cue, ...] = ()
    equipment: tuple[cues.Cue, ...] = ()
    life: tuple[cues.Cue, ...] = ()
    style: tuple[cues.Cue, ...] = ()
    questions: tuple[cues.Cue, ...] = ()

    @property
    def pain(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.pains if f.kind == "pain")

    @property
    def harmless(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.pains if f.kind == "harmless")

    @property
    def history(self) -> tuple[Finding, ...]:
        """Past injuries and operations ("had my left hip replaced in 2015"): notes, never reports."""
        return tuple(f for f in self.pains if f.kind == "history")


def is_user_turn(payload: Mapping) -> bool:
    """Only the client's own words count: role "user" (never "bot", "assistant", "system")."""
    return str(payload.get("role", "")).strip().lower() == "user" and isinstance(payload.get("text"), str)


# Words that make a reading depend on the message's date (onsets, targets). A message without any is
# read once whatever its date: the nightly window re-reads the same turns every night.
_DATEISH_RE = re.compile(
    r"\d|\b(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ago|since|yesterday|"
    r"today|tonight|tomorrow|morning|week|month|year|day|spring|summer|autumn|fall|winter|christmas|xmas|"
    r"easter|halloween|thanksgiving|end|next|last|this|by|before|until|till|in|within|for|weekend|night)",
    re.I,
)
_UNDATED = dt.date(2000, 1, 1)


def understand(
    text: str,
    local_date: dt.date,
    referent: str = "",
    asked: str = "",
    question: str = "",
    earlier: str = "",
    *,
    learned: bool = True,
    name: str = "",
) -> Understanding:
    """Everything the cues recognise in one message, read against its client-local date; `referent` is
    the body area the bot's question just before it asked about (see `asked_about`), `asked` what that
    question asked ("pain", "well" or "": `asked_polarity`); `question` is that bot turn itself, in whose
    frame a terse reply is read ("Where do you train?" — "park by the canal": framing.py), `earlier` her
    answer to the question it follows up. With `learned`, the sentences no cue read are scored by the
    sentence-kind model (kinds.py); bench/train_kinds.py reads the cues alone. `name` is her display
    name: a message about herself told by it ("Harold's right hip…") is read as hers (selfnamed.py)."""
    text = text[:MAX_TEXT_CHARS]
    told = selfnamed.first_person(text, name) if name else None
    if told is not None:
        found = understand(told.text, local_date, referent, asked, question, earlier, learned=learned)
        return _requoted(found, lambda quote: selfnamed.restore(quote, told, text))
    read, subs = normalise(text)  # chat shorthand read as the tables know it: "L shldr", "cant", "wks"
    read, ones = ones_named(read)  # "knees fine going up. the right one hurt coming down": the right knee
    subs += ones
    day = local_date if _DATEISH_RE.search(read) or question else _UNDATED
    found = _understand(read, day, referent, asked)
    if question:
        found = _in_frame(found, read, day, question, normalise(earlier)[0] if earlier else "")
        found = _claim_corrected(found, read, day, question)
    if learned:
        found = _learned(found, read, day)
    return _in_her_words(found, subs, text) if subs else found


# A question that asks for an answer, not for a change: "how much …", "what was …", "remind me …"
_WANTS_ANSWER_RE = re.compile(
    r"^\W*(?:[^,.!?:;]{2,30}[,:]\s+)?(?:(?:ok|so|sorry|hey|quick question)\W+)?"
    r"(?:how (?:much|many|long|often)|what|why|which|remind me|"
    r"is it (?:ok|okay|safe|bad|normal)|should i|is it \d)\b",
    re.I,
)


# Understanding's fields by the kind of fact they hold (kinds.KINDS)
FIELD_OF_KIND = {
    "goal": "goals",
    "schedule": "schedule",
    "diet": "diet",
    "equipment": "equipment",
    "life": "life",
    "style": "style",
    "question": "questions",
    "pain": "pains",
}


def quoted_by_kind(found: Understanding) -> dict[str, list[str]]:
    """Each kind's words the cues quoted (quote, what, why, trigger): what they have read already."""
    return {
        kind: [
            value
            for item in getattr(found, field)
            for name in _QUOTED
            if isinstance(value := getattr(item, name, None), str) and value
        ]
        for kind, field in FIELD_OF_KIND.items()
    }


def _learned(found: Understanding, read: str, day: dt.date) -> Understanding:
    """The sentences no cue quoted, filed by the sentence-kind model: a goal in her words, or a cue
    labelled "in their words" quoting the whole sentence (docs/understanding.md)."""
    quoted = [q for said in quoted_by_kind(found).values() for q in said]
    unread = tuple(s.text for s in sentences(read) if not any(kinds.overlaps(s.text, q) for q in quoted))
    more: dict[str, list] = {}
    for kind, sentence, part in kinds.unread_kinds(unread, read):
        quote = quote_client_text(sentence)
        if kind == "goal":
            when = target(part, day) if day != _UNDATED else None
            item: cues.Goal | cues.Cue = cues.Goal(quote_client_text(part, 100), quote, when, "", False)
        else:
            item = cues.Cue(kind, kinds.LABEL, quote, key=cues.topic_key(sentence))
        more.setdefault(FIELD_OF_KIND[kind], []).append(item)
    return dataclasses.replace(found, **{f: (*getattr(found, f), *items) for f, items in more.items()})


_FRAMED_KIND = {
    "goal": "goals",
    "schedule": "schedule",
    "place": "equipment",
    "equipment": "equipment",
    "diet": "diet",
    "style": "style",
}
_FIRST_WORDS_RE = re.compile(
    r"^\W*([a-z][a-z' -]{1,30}?)(?=[.,!;:]|\s+(?:like|and|but|because|cos|tho)\b|$)", re.I
)


def _in_frame(
    found: Understanding, read: str, day: dt.date, question: str, earlier: str, quote: str = ""
) -> Understanding:
    """A reply the cues found nothing of its topic in, read as the answer to the bot's question: "Where
    do you train?" — "park by the canal" is her place; only the reply is quoted (framing.py)."""
    numbered = framing.numbered_answers(read, question)  # "1 better 2 make it 3"
    for asked, answer in numbered:
        found = _in_frame(found, answer, day, asked, "", quote=quote_client_text(read))
    if numbered:
        found = dataclasses.replace(found, pains=_numbered_pains(found.pains, read, numbered, day))
    topic, frame = framing.framed(read, question, earlier)
    kind = _FRAMED_KIND.get(topic, "")
    # an option picked from the bot's list is read even when the reply says more ("2, but I do eat eggs")
    merges = topic in ("schedule", "equipment")
    if not kind or (getattr(found, kind) and not framing.picked(read, question) and not merges):
        return found
    quote = quote or quote_client_text(read)
    got = [dataclasses.replace(c, quote=quote) for c in getattr(_understand(frame, day), kind)]
    if merges and getattr(found, kind):
        # "three. four on a good week. never Sundays" to "how many days a week?", "yes, no, yes. the
        # dumbbells only go to 12 kg" to "dumbbells? a bench? a pull-up bar?": what the reply only says in
        # the frame joins what it says itself
        labels = {c.label for c in getattr(found, kind)}
        got = [c for c in got if c.label not in labels]
    first = _FIRST_WORDS_RE.match(read)
    if not got and first and topic in ("place", "diet") and len(read.split()) <= 20:
        # the answer to "where do you train?" is a place, to "anything you don't eat?" a food, whatever
        # the words: "basic fit near work", "nuts. like actually allergic"
        what = first[1].strip().lower()
        food = framing.food_asked(question) if topic == "diet" else ""
        label = "place" if topic == "place" else f"{food} (asked)" if food else f"doesn't eat {what}"
        if food or topic == "place" or not framing.yes_or_no(read):
            got = [cues.Cue(kind, label, quote, key=food or what)]
    return dataclasses.replace(found, **{kind: (*got, *getattr(found, kind))}) if got else found


def _claim_corrected(found: Understanding, read: str, day: dt.date, bot_text: str) -> Understanding:
    """ "type 1, actually" to "As a type 2 diabetic, …": the bot's claim read with her value in it; "yep
    since sat" to "you've moved to the PureGym now?": the recap she confirms (botclaims.py) — for the
    kinds her reply said nothing of; only her reply is quoted."""
    fixed = claim_corrected(read, bot_text) or claim_confirmed(read, bot_text)
    if not fixed:
        return found
    again, quote = _understand(fixed, day), quote_client_text(read)
    more = {
        kind: tuple(dataclasses.replace(c, quote=quote) for c in getattr(again, kind))
        for kind in ("schedule", "diet", "life", "equipment")
        if not getattr(found, kind) and getattr(again, kind)
    }
    return dataclasses.replace(found, **more) if more else found


def _numbered_pains(pains: tuple[Finding, ...], read: str, numbered, day: dt.date) -> tuple[Finding, ...]:
    """Each numbered answer read against its own numbered question ("1) how's the elbow? 2) sleep?" —
    "1 worse 2 fine": the elbow is worse, the "fine" is sleep's), not the whole reply against the one
    area the bot's turn names; pain she names herself stays as read."""
    named = {a.base for a in find_areas(read)}
    kept = [f for f in pains if f.base in named]
    for asked, answer in numbered:
        area = asked_about(asked)
        if area and not find_areas(answer):
            said = _understand(answer, day, area, asked_polarity(asked)).pains
            kept += [dataclasses.replace(f, quote=quote_client_text(read)) for f in said]
    return tuple(kept)


_TIMING_LABELS = {"quiet hours", "message timing"}  # a bare "Sundays nothing" after one is about messages
_QUOTED = {"quote", "why", "what", "trigger"}  # the fields that carry her words


def _in_her_words(found: Understanding, subs: Subs, text: str) -> Understanding:
    """Every quote back in her own spelling: a page quotes "cant", never the "can't" that was read."""
    return _requoted(found, lambda quote: restore(quote, subs, text))


def _requoted(found: Understanding, back_in_her_words: Callable[[str], str]) -> Understanding:
    """`found` with every quote (quote, what, why, trigger) passed through `back_in_her_words`."""

    def back(item):  # a Finding, Cue or Goal
        fields = {
            f.name: back_in_her_words(value)
            for f in dataclasses.fields(item)
            if f.name in _QUOTED and isinstance(value := getattr(item, f.name), str)
        }
        return dataclasses.replace(item, **fields)

    return Understanding(
        **{f.name: tuple(back(item) for item in getattr(found, f.name)) for f in dataclasses.fields(found)}
    )


@functools.lru_cache(maxsize=8192)
def _understand(text: str, local_date: dt.date, referent: str = "", asked: str = "") -> Understanding:
    found: dict[str, list] = {
        k: [] for k in ("goals", "schedule", "diet", "equipment", "life", "style", "questions")
    }
    listed = [
        cue
        for block in list_blocks(text)
        if (cue := cues.schedule(block.text)) is not None
        # an item that is a schedule on its own speaks for itself ("- so realistically 3 sessions a week
        # max" under "life admin:"): the block would bury it in a quote of every item
        and not any(cues.schedule(_unmarked(line.text)) for line in sentences(block.text))
    ]
    found["schedule"] += listed  # a schedule given as a list is one cue, not one per item
    kit = [
        (block, cue)
        for block in (*list_blocks(text), *item_runs(text))
        if (cue := cues.equipment(block.text))
    ]
    found["equipment"] += [
        cue for _, cue in kit
    ]  # "home gym:\n- rack", "- kettlebell\n- mat\nthat's all I've got"
    previous = ""  # the sentence before: the topic of a bare "yes or no??"
    listing_goals = False  # under a "## Goals" / "my goals:" header, each list item is one
    goal_before = False
    kit_from: int | None = None  # where the last sentence naming kit starts
    undated: dict[int, int] = {}  # sentence number → its undated goal's number
    dates: dict[int, tuple[Target, str]] = {}  # sentence number → the date it says alone
    events: dict[int, tuple[str, Target] | None] = {}  # …and the event of hers it dates
    for number, span in enumerate(sentences(text)):
        sentence = span.text
        item = _LIST_ITEM_RE.match(sentence)
        if listing_goals and item:
            said = sentence[item.end() :]
            goal = (
                None
                if _LEVEL_TAG_RE.search(said)
                else cues.goal(f"Goal: {said}", local_date, text[: span.start])
            )
            goal = goal and dataclasses.replace(goal, quote=quote_client_text(said))
        else:
            listing_goals = bool(_GOALS_HEADER_RE.match(sentence))
            sentence = _unmarked(sentence)
            goal = cues.goal(sentence, local_date, text[: span.start])
        if goal_before and _TAKEN_BACK_RE.match(sentence):
            found["goals"].pop()  # "… 30kg by Friday. jk": a joke, taken back
        goal_before = goal is not None
        if goal is not None:
            undated |= {number: len(found["goals"])} if goal.when is None else {}
            found["goals"] += [goal, *cues.later_goals(sentence, local_date, text[: span.start])]
        elif when := date_alone(sentence, local_date):
            dates[number] = (when, sentence)
            events[number] = event_goal(sentence, local_date)
        elif event := event_goal(sentence, local_date):  # "Kilimanjaro, September next year."
            found["goals"].append(cues.Goal(event[0], quote_client_text(sentence), event[1], "", False))
        elif found["goals"] and not found["goals"][-1].why and cues.WHY_FOLLOWS_RE.match(sentence):
            # "Goal: sub-1:45 half marathon in April. Turning 40 and I want to prove I still can."
            found["goals"][-1] = dataclasses.replace(found["goals"][-1], why=quote_client_text(sentence, 100))
        for name, cue in (
            ("schedule", None if listed else cues.schedule(sentence)),
            (
                "equipment",
                None if any(b.start <= span.start < b.end for b, _ in kit) else cues.equipment(sentence),
            ),
            ("life", cues.life(sentence)),
        ):
            if cue is not None:
                found[name].append(cue)
                kit_from = span.start if name == "equipment" else kit_from
            elif name == "equipment" and kit_from is not None and _KIT_WEIGHT_RE.match(sentence):
                # "I have ONE kettlebell. ONE. 12 kg.": the weight said next is the kit's
                said = quote_client_text(text[kit_from : span.end])
                found["equipment"][-1] = dataclasses.replace(found["equipment"][-1], quote=said)
            elif name == "equipment" and kit_from is not None and (listed_kit := cues.kit_listed(sentence)):
                # "Home setup: 2x adj DB to 24kg. Pull-up bar.": the inventory goes on in fragments
                found["equipment"].append(listed_kit)
                kit_from = span.start
        if kit_from != span.start and len(sentence.split()) > 3:
            kit_from = None  # only short sentences right after the kit go on with it
        found["diet"] += cues.diets(sentence, text[: span.start])
        requests = cues.styles(sentence)
        timing = {cue.label for cue in found["style"]} & _TIMING_LABELS
        if not requests and (day := quiet_day(sentence, bool(timing))):
            said = sentence if len(sentence) <= 120 else day[0]  # "And Sundays nothing at all"
            requests = [cues.Cue("style", "quiet hours", quote_client_text(said), "quiet hours")]
        found["style"] += requests
        question = cues.question(sentence, previous)
        # a request phrased as a question has its own page ("can we move it to the evening?"); a question
        # that only names a time ("how much coffee is too much on a night shift?") is still one
        asks = not cues.schedule(sentence) or _WANTS_ANSWER_RE.match(sentence)
        if question is not None and (not requests or _WANTS_ANSWER_RE.match(sentence)) and asks:
            found["questions"].append(question)
        previous = sentence
    dated = {n for n in dates if n - 1 in undated or n + 1 in undated}
    found["goals"] = dated_by_neighbour(found["goals"], undated, dates, [s.text for s in sentences(text)])
    for number, event in events.items():  # "first bout is on 14 March!!" that dates no other goal
        if event and number not in dated:
            found["goals"].append(
                cues.Goal(event[0], quote_client_text(dates[number][1]), event[1], "", False)
            )
    # a body part in a goal ("…without my back hurting") is not a note about that body part
    in_goals = {a.base for goal in found["goals"] for a in find_areas(f"{goal.what} {goal.why}")}
    pains = [
        f
        for f in pain_findings(text, local_date, referent, asked)
        if f.kind == "pain" or f.base not in in_goals
    ]
    return Understanding(tuple(pains), **{k: tuple(v) for k, v in found.items()})


_KIT_WEIGHT_RE = re.compile(
    r"^\W*(?:(?:just|only|a|one|two|a pair of)\s+)?\d+(?:\.\d+)?\s*(?:kg|kgs|kilos?|lbs?|pounds?)\b\W*$", re.I
)
_LIST_ITEM_RE = re.compile(r"^\s*(?:[-*•·+]|\d{1,2}[.)])\s+(?=\S)")
# a round-up's item marker: "4 - still want to deadlift", "2) mon wed fri", "(3) …", "A: one message a day",
# "b. no new aches" — the cues read the item itself (docs/understanding.md "Round-ups")
_MARKER_RE = re.compile(
    r"^\s*(?:[-*•·+]|\d{1,2}\s*(?:[.):](?!\d)|[-–—](?=\s+\D))|\(?[a-d]\)|\(\d{1,2}\)|(?:q|a)\d{0,2}\s*[:.)])"
    r"\s*(?=\S)",
    re.I,
)


def _unmarked(sentence: str) -> str:
    marker = _MARKER_RE.match(sentence)
    return sentence[marker.end() :] if marker else sentence


_GOALS_HEADER_RE = re.compile(
    r"^\W*(?:(?:my|main|new|current|\d{4})\s+)*(?:goals?|targets?|aims?)"
    r"(?:\s+(?:for|this|next|in)\s+[a-z0-9 ]{1,20}?)?\W*$",
    re.I,
)
_LEVEL_TAG_RE = re.compile(r"\[\s*(?:injury|watch|constraint)\s*\]", re.I)  # an entry's level: no goal
_TAKEN_BACK_RE = re.compile(
    r"^\W*(?:(?:haha\w*|lol|lmao)\W+)?(?:jk|j/k|just kidding|just joking|only joking|kidding|joking|"
    r"just messing)\b",
    re.I,
)

CONSTRAINTS = "wiki/constraints-injuries.md"


def pages_for_turn(
    payload: Mapping, local_date: dt.date, question: str = "", earlier: str = "", *, name: str = ""
) -> tuple[str, ...]:
    """The pages a user chat turn touches beyond the event→page map's own (preferences, playbook):
    safety first, so an inline run (capped at a few pages) always reaches the constraints page. `name`:
    her display name, as `understand` reads it."""
    if not is_user_turn(payload):
        return ()
    text = str(payload["text"])
    found = understand(text, local_date, question=question, earlier=earlier, name=name)
    text = normalise(text)[0]  # read as understand reads it: "it's right as rain now" is "it's fine now"
    pages: list[str] = []
    areas = find_areas(text)
    # pain the message holds read alone (as the validator's chat-pain check reads it) always brings the
    # constraints page, whatever the reply's frame: the page a fallback entry is written on is then read
    alone = understand(str(payload["text"]), local_date, name=name).pains if question else found.pains
    bare_pain = not areas and (PAIN_RE.search(text) or may_answer(text))
    if alone or found.pains or bare_pain or _only_where(text, areas):
        # pain (or "yeah", "4/10") said of no area may answer the bot's question, and an area named with
        # nothing said of it ("just the knee. the left") may answer "any pain?" or "where exactly?"
        pages.append(CONSTRAINTS)
    if framing.correction(text):  # "wait no, 70": it corrects what she said before, on whichever page
        pages += [CONSTRAINTS, "wiki/goals.md", "wiki/profile.md", "wiki/nutrition-patterns.md"]
    if found.goals:
        pages.append("wiki/goals.md")
    # "When do they finish?" — "the 20th": the date joins her life event's line (rules/reading.py)
    if found.schedule or found.equipment or found.life or framing.end_date_reply(text, question):
        pages.append("wiki/profile.md")
    if found.diet:
        pages.append("wiki/nutrition-patterns.md")
    return tuple(dict.fromkeys(pages))


def _only_where(text: str, areas: list) -> bool:
    return bool(areas) and len(text.split()) <= 12 and not text.rstrip().endswith("?")


def asks_a_question(payload: Mapping, local_date: dt.date) -> bool:
    """Does this user turn ask a question (one that may be asked again and again)?"""
    return is_user_turn(payload) and bool(understand(str(payload["text"]), local_date).questions)


# A bot turn asks about a body area: "how's the knee today?", "is your left shoulder still sore?"
_ASKS_RE = re.compile(r"\?|\b(?:how(?:'s| is| are)|any (?:pain|news)|let me know|update me)\b", re.I)


def asked_about(bot_text: str) -> str:
    """The one body area a bot turn asks about, or "" (none, several, or not a question)."""
    if not _ASKS_RE.search(bot_text):
        return ""
    areas = find_areas(bot_text)
    return areas[0].area if areas and len({a.base for a in areas}) == 1 else ""


def said_about(bot_text: str) -> str:
    """The one body area a bot turn names without asking ("Great that the knee is better!"), or "": a
    reply of "it still hurts tho" is about it (the bot's claim itself is never a fact)."""
    areas = find_areas(bot_text)
    return areas[0].area if areas and len({a.base for a in areas}) == 1 else ""


def flags_pain(payload: Mapping, local_date: dt.date) -> bool:
    """Does this turn report pain (not a harmless or negated mention)? Such a turn gets an inline run.
    Called for every chat turn as a batch lands: a turn with no pain word and no number is ruled out by
    one regex before the full reading. A turn that names no area but would be a report of the area a bot
    question asked about ("still sore, 5/10", "still there") counts too: the inline run reads the bot's
    question from its window (docs/understanding.md "Replies"); a bare "yeah" waits for the nightly."""
    if not is_user_turn(payload):
        return False
    text = normalise(str(payload["text"]))[0]
    if not PAIN_RE.search(text) and not _DIGIT_RE.search(text) and not _STILL_RE.search(text):
        return False
    if understand(text, local_date).pain:
        return True
    return not find_areas(text) and bool(understand(text, local_date, _STAND_IN).pain)


_STILL_RE = re.compile(r"\bstill\b", re.I)
_STAND_IN = "knee"  # any area: "would this be a report of the area a question asked about?"


_TRIGGER_DATE = dt.date(2000, 1, 1)  # pain or not does not depend on the date (only its onset does)


def flags_pain_in_turn(payload: Mapping) -> bool:
    """The inline-trigger check for a chat turn as it lands (its local date is not needed)."""
    return flags_pain(payload, _TRIGGER_DATE)
