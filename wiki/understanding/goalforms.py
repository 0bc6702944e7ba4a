"""How a goal is said beyond its cue (docs/understanding.md "Cues"): a label that needs no goal word,
a second wish further on in a run-on, a joke that is no goal. Read by `cues.goal`."""

import dataclasses
import datetime as dt
import re
from collections.abc import Callable
from typing import Any

from wiki.understanding.dates import Target, target
from wiki.understanding.quote import quote_client_text

# A second wish further on in a run-on ("what i really want is … so anyway i want to do a sprint
# triathlon next summer there i said it and …"): a new clause starting with a first-person wish.
LATER_CUE_RE = re.compile(
    r"(?:\b(?:and|so|anyway|also|but|then|plus)\b|[,;])\s+(?:(?:so|anyway|also|and|but|really|honestly|"
    r"um|yeah|ok)\W+)*(?=(?:i(?:'?d| would)? )?(?:really |also |honestly |just )*"
    r"(?:want|wanna|hope|love|like) to\b|"
    r"my (?:main |real |big |other )?goal is\b)",
    re.I,
)
LATER_GAP = 8  # characters past the first cue: "I want to run a marathon and I want to do it…" is one
BACK_REFERENCE_RE = re.compile(r"^(?:do |get |have |keep |finish )?(?:it|that|this|them)\b", re.I)

# A goal she labels as one ("Goal: 3 gym sessions a week", "[goal] squat 100kg", a list under "## Goals")
# needs no goal word: the label says what it is ("goal: sleep 7h every night").
LABEL_RE = re.compile(
    r"^\W*(?:(?:anyway|so|ok|okay|right|and|also|but|well|honestly|oh|now|then)\W+)*"  # "anyway the goal: …"
    r"(?:(?:my|the|main|new|next|big|real|ultimate|\d{4}|q\d)\s+)*(?:goal|target|okr|north star)s?"
    r"(?:\s+(?:for|this|next|in)\s+[a-z0-9 ]{1,20}?)?\s*(?::|=|-|is\b)",
    re.I,
)
SOME_WHAT_RE = re.compile(r"\d|\b[a-z]{3,}\b\W+\b[a-z]{2,}\b", re.I)  # a number or two words, not "simple"
# A joke said as a goal: a laughing emoji with a second sign ("lol write in my goals that I want to lose
# 30kg by Friday 😂😂"), or "jk" / "just kidding" (a wish said with a laugh alone may be sincere).
_LAUGH_RE = re.compile(r"[\U0001F602\U0001F923\U0001F606\U0001F639]")
_JOKE_SIGN_RE = re.compile(
    r"\b(?:lol|lmao|lmfao|rofl|haha\w*|write (?:it |this |that )?(?:in|into|down in)|"
    r"put (?:it |this |that )?in|add (?:it |this |that )?to)\b",
    re.I,
)
JOKE_RE = re.compile(r"\b(?:jk|j/k|just kidding|just joking|only joking|kidding|joking)\b", re.I)


def joking(sentence: str) -> bool:
    laughing = _LAUGH_RE.search(sentence) and _JOKE_SIGN_RE.search(sentence)
    return bool(JOKE_RE.search(sentence) or laughing)


# A goal given up or denied (docs/understanding.md "Cues": goal): "gave up on the half", "no interest in
# competing", "not bothered about losing weight anymore", "I quit the marathon plan" — never a goal, and
# the end of a current one on the same topic.
_DROP_RE = re.compile(
    r"\b(?:no longer (?:want|care|interested|doing|training)(?: (?:to|about|in|for))?|"
    r"(?:don'?t|do not|never) (?:really )?(?:want(?:ed)?|wanna|care about|need) (?:to )?(?:do |run |the )?|"
    r"not (?:doing|running|training for|entering|racing) (?:the|that|a|any)|(?:giving|given|gave) up on|"
    r"drop(?:ping|ped)? (?:the|my)|scrap(?:ping|ped)? (?:the|my)|forget (?:about )?(?:the|my)|"
    r"not interested in|(?:no|zero|lost (?:all )?(?:my )?|not much) (?:interest|desire) in|"
    r"(?:not|never) (?:bothered|fussed) (?:about|with)|(?:i )?quit (?:the|my)|done with (?:the|my)|"
    r"pulled out of|withdrew from|depriori?ti[sz](?:e|es|ed|ing) (?:the|my)|parking (?:the|my)|"
    r"shelving (?:the|my)|"
    # "going off the marathon idea", "calling off the half", "bailing on the 10k", "decided against the ultra"
    r"(?:going|gone|went) off (?:the|my)|call(?:ed|ing)? off (?:the|my)|bail(?:ed|ing)? on (?:the|my)|"
    r"decided against (?:the|my|doing))"
    r"\s*(?P<what>[^.!?,;]{3,80})",
    re.I,
)
# "weight loss isn't the goal anymore": the goal named first, then denied ("the half is off":
# DROPPED_AFTER_RE below)
_NOT_THE_GOAL_RE = re.compile(
    r"^\W*(?P<what>[^.!?,;]{3,60}?)\s+(?:isn'?t|is not|is no longer|ain'?t)\s+(?:really\s+)?(?:the|my|a)\s+"
    r"(?:main\s+|big\s+)?(?:goal|focus|priority|aim|plan|target)\b",
    re.I,
)
# A wish kept from harm is no goal given up: "I don't want to get injured before the race", "lose muscle"
AVOIDED_RE = re.compile(
    r"^(?:to\s+)?(?:get(?:ting)?\s+(?:injured|hurt|sick|ill|bulky|too bulky|fat|burn(?:ed|t) out)|"
    r"lose\s+(?:(?:my|all my|the|all the|any)\s+)?(?:muscle|gains|strength|progress|fitness|momentum|streak)|"
    r"gain\s+(?:fat|it back)|"
    r"overdo|over-?train|burn\s*out|hurt|injure|re-?injure|push too|go too|rush|miss|fall behind|be sore|"
    r"end up|make (?:it|things) worse|aggravate)",
    re.I,
)
# what a goal cue says after "is" when it denies it: "my goal isn't to …", "the goal is not …" — but
# "not just/only X but Y" adds Y to X, it denies nothing ("what I want is not just to lose weight but …")
_NEGATED_REST_RE = re.compile(
    r"^\s*(?:n'?t|not|never|no longer)\s+(?!(?:just|only|merely|simply)\b)(?:really\s+|about\s+)?"
    r"(?!(?:to\s+)?be\s)(?P<what>.+)$",
    re.I,
)


_TURN_RE = re.compile(r"\b(?:but|though|tho|just|however|yet|and now|now)\b", re.I)


def given_up(sentence: str) -> str:
    """What a goal given up or denied names ("gave up on the half" → "the half"), or ""."""
    found = _DROP_RE.search(sentence)
    if found and not AVOIDED_RE.match(found["what"].strip()):
        # up to a turn: "never wanted to be a runner but here I am training for a 10k"
        return _TURN_RE.split(found["what"], maxsplit=1)[0]
    named = _NOT_THE_GOAL_RE.match(sentence)
    return named["what"] if named else ""


def given_up_at(sentence: str) -> re.Match | None:
    """Where a wish is denied ("I don't want to …"): a second wish may follow it."""
    return _DROP_RE.search(sentence) or _DENIED_CUE_RE.search(sentence)


# a wish said and denied at once: "I'm not trying to …", "don't wanna …"
_DENIED_CUE_RE = re.compile(
    r"\b(?:not|never|don'?t|do not)\s+(?:really\s+)?(?:trying|aiming|planning|looking|hoping|want(?:ing)?|"
    r"wanna)\s+(?:to|for)?",
    re.I,
)


# A goal's date said in a sentence of its own next to it: "signed up for my first meet!! March 6th. …",
# "army fitness test is 15 jan. need 40 push ups in two minutes" — a short sentence that only names a
# date, or says what is on it ("the race is on 12 April", "test day: 15 jan").
_DATE_ALONE_RE = re.compile(
    r"^\W*(?:(?:it'?s|it is|[\w' -]{1,40}?\s+(?:is|'s|are|=))\s+|[\w' -]{1,40}?\s*[:\-–—]\s*)?"
    r"(?P<when>(?:on |in |by )?[\w ]{3,20}?)\W*$",
    re.I,
)


# "before my sister's wedding in May I guess": a deadline set by an occasion and its month
_BEFORE_EVENT_RE = re.compile(
    r"^\W*(?:(?:and|so|ideally|hopefully)\s+)?(?:by|before|for|in time for)\s+[\w' -]{2,35}?\s+"
    r"(?P<when>(?:in|on) [\w ]{3,15}?)(?:\s+(?:i guess|i think|probably|maybe|ish|hopefully|lol))?\W*$",
    re.I,
)


def negated_rest(rest: str) -> str:
    """The rest of a goal cue that denies it ("n't to lose weight" → "to lose weight"), or ""."""
    found = _NEGATED_REST_RE.match(rest)
    return found["what"] if found else ""


# A date given later for the goal she has ("I'll give myself till my 40th, that's 14 March", "deadline:
# end of May", "let's put a date on it: by Easter"): the goal is the one she set before (`Goal.what` "it",
# read by the page writer as her latest goal).
_DEADLINE_RE = re.compile(
    r"^\W*(?:ok\W+|so\W+|and\W+)?(?:i'?ll |i will |i'?m going to |gonna |let'?s )?"
    r"(?:give (?:myself|me|it|her) (?:till|until|to|up to)|set (?:myself )?a deadline(?: of)?|"
    r"put a (?:date|deadline) on it\W*|(?:my |the )?deadline(?: is|:| will be)?|"
    r"(?:aim|aiming) to (?:have it|get it|do it|nail it) (?:done )?(?:by|before))\s",
    re.I,
)
_DATE_SAID_RE = re.compile(
    r"(?:[,:—–-]\s*)?(?:that'?s|which is|i\.e\.?|so|ie|aka|[,:—–-])\s+(?P<date>[^,.;!?]{3,30})", re.I
)


def deadline_said(sentence: str, read_date: Callable[[str], Target | None]) -> Target | None:
    """The date a later sentence gives her current goal, read by `read_date(text)`, or None."""
    if not _DEADLINE_RE.match(sentence):
        return None
    when = read_date(sentence)
    for said in _DATE_SAID_RE.finditer(sentence):
        when = when or read_date(f"by {said['date']}")
    return when


# "marathon's officially off the table", "the triathlon is off": a goal dropped, said after it
DROPPED_AFTER_RE = re.compile(
    r"^\W*(?:(?:yeah|so|ok|okay|well|and)\W+)*(?:the |my |that )?(?:(?P<what>[\w' -]{2,40}?)(?:'s| is| are) "
    r"(?:officially |definitely |now |totally )?(?:off the table|not happening|scrapped|cancell?ed|"
    r"dead in the water|officially off)|(?P<race>[\w' -]{0,30}?\b(?:marathon|half|10k|5k|triathlon|race|"
    r"ultra|ironman|hyrox|meet|comp|event))(?:'s| is| are) (?:officially |definitely |now |totally )?off"
    r"(?= *(?:[.!,;]|$)))",
    re.I,
)


def date_alone(sentence: str, today: dt.date) -> Target | None:
    """The date a short sentence says on its own ("March 6th.", "army fitness test is 15 jan.", "before my
    sister's wedding in May I guess."), or None."""
    said = _DATE_ALONE_RE.match(sentence) or _BEFORE_EVENT_RE.match(sentence)
    if said is None or len(sentence.split()) > 8 or len(said["when"].split()) > 4:
        return None
    when = said["when"].strip()
    return target(when, today) or target(f"on {when}", today)


# --- an event she is training for, said with its date and no goal word ------------------------------
# "first amateur bout is on 14 March", "my first sprint triathlon, 6 June in Cascais", "Kilimanjaro,
# September next year": the nouns of the events people train for, named as hers (my / first / the topic
# of the sentence) with a date ahead. Not someone else's ("my brother did an Ironman last year"), not
# one past, asked about, called off or denied.
EVENT_WORDS = (
    r"(?:half[- ])?marathon|half|ultra(?:marathon)?|\d+ ?k(?: run| race)?|(?:sprint |olympic )?triathlon|"
    r"duathlon|aquathlon|ironman(?: 70\.3)?|70\.3|hyrox|race|sportive|gran fondo|century ride|parkrun|"
    r"bout|fight|match|meet|comp|competition|tournament|championships?|regatta|grading|belt test|"
    r"fitness test|selection|trials?|try-?outs?|weigh-?in|trek|hike|climb|summit|expedition|kilimanjaro|"
    r"everest base camp|base camp|tough mudder|spartan(?: race)?|obstacle race|swim(?:run)?|relay|"
    r"(?:national |yorkshire )?(?:three|3) peaks(?: challenge)?|peaks challenge|kiltwalk|charity walk|"
    r"(?:powerlifting |bodybuilding |physique |crossfit |boxing |judo |bjj )?(?:show|open)"
)
_EVENT_SAID_RE = re.compile(
    r"^\W*(?:(?:ok|okay|so|well|and|also|oh|btw|right|big news|news)\W+)*"
    r"(?:(?:i(?:'ve| have)? )?(?:just |finally |officially |now )*(?:signed up|registered|entered|booked)"
    r"(?: for| on| onto| in)?\W+|"
    # "so my sister has roped me into the Yorkshire Three Peaks": entered by someone else, hers to do
    r"(?:[\w' ]{0,30}?\b(?:roped|talked|dragged|entered|signed) (?:me|us(?: both)?) (?:up )?"
    r"(?:into|for|in|on)\W+))?"
    rf"(?P<what>(?:(?:my|our|the|a|an) )?(?:very )?(?:first )?(?:[\w'-]+ ){{0,3}}?(?:{EVENT_WORDS}))\b"
    r"(?![- ](?:training|plan|shoes|kit|bag|watch|tickets?|lessons?|class(?:es)?|practice|on tv))",
    re.I,
)
_NOT_HERS_RE = re.compile(
    r"\?|\b(?:did|was|were|went|ran|raced|watched|watching|last (?:year|month|week|time)|ago|yesterday|"
    r"cancell?ed|called off|postponed|not|never|no|isn'?t|wasn'?t|won'?t|if|maybe|might|his|her|their|"
    r"kids?|children|(?:brother|sister|friend|mate|wife|husband|partner|son|daughter|dad|mum|mom)'?s)\b",
    re.I,
)
_BARE_DATE_RE = re.compile(
    r"\b(?:\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?\b"
    r"|(?:january|february|march|april|june|july|august|september|october|november|december)"
    r"(?: next year| \d{4})?)",
    re.I,
)


def bare_date(text: str, today: dt.date) -> Target | None:
    """A date said without "on"/"by"/"in" ("6 June", "September next year"), or None."""
    for said in _BARE_DATE_RE.finditer(text):
        when = said[0].lower().replace(" next year", f" {today.year + 1}")
        found = target(f"on {when}", today) or target(f"in {when}", today)
        if found:
            return found
    return None


EVENT_RE = re.compile(rf"\b(?:{EVENT_WORDS})\b", re.I)


def event_goal(sentence: str, today: dt.date) -> tuple[str, Target] | None:
    """(the event, its date) when a sentence names an event of hers ahead with its date, else None."""
    said = _EVENT_SAID_RE.match(sentence)
    if said is None or _NOT_HERS_RE.search(sentence) or len(sentence.split()) > 20:
        return None
    when = bare_date(sentence, today) or target(sentence, today)
    if when is None or when.date is None or when.date <= today:  # an undated target is no event's day
        return None
    return re.sub(r"^(?:the|a|an) ", "", said["what"].strip(), flags=re.I), when


# --- a wish said with any wish verb ----------------------------------------------------------------
# "I'd actually love 5 proper pull-ups", "I wish to lose 6 kg", "what I'd honestly like is …", "be nice to
# get round it without stopping by christmas": a first-person wish frame (any adverbs in it) before what
# she wants; `cues.goal` still asks for a goal word after it and applies its guards.
_ADVERBS = (
    r"(?:really|actually|honestly|truly|genuinely|secretly|just|so|most|also|still|quite|kinda|kind of|"
    r"sort of|definitely|absolutely|personally|ideally|\w+ly)"
)
_COUNT = r"(?:a|an|\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty)"
_NICE = (
    r"(?:nice|great|amazing|lovely|good|brilliant|class|ace|awesome|cool|sweet|incredible|fab|fantastic|"
    r"grand|wicked|epic|a dream|the dream)"
)
WISH_RE = re.compile(
    rf"\bi(?:'?d| would) (?:{_ADVERBS} )*(?:love|like|fancy|adore)(?: to\b|(?= {_COUNT}\b))|"
    rf"\bi (?:{_ADVERBS} )*wish (?:to\b|i could\b)|"
    # "would kill for a sub-2 half", "would love nothing more than to …", "really fancy doing a triathlon",
    # "honestly just want to jog a 5k", "keen to do a 10k": the wish verb opens her sentence
    rf"\b(?:i )?(?:'?d|would) (?:{_ADVERBS} )*(?:kill for|give anything for|love nothing more than(?: to)?)|"
    r"^\W*(?:(?:so|ok|okay|right|well|anyway|also|and|but|tbh|honestly|ngl|lowkey|secretly|plus)\W+)*"
    rf"(?:i'?m |i am )?(?:{_ADVERBS} )*(?:want(?: to| for)?|wanna|fancy|(?:keen|desperate|dying|itching) to)"
    r"(?!\s+(?:me|you|him|her|them|it|that|this|a chat|to (?:know|ask|check|chat|talk))\b)\b|"
    rf"\bwhat i(?:'?d| would)? (?:{_ADVERBS} )*(?:like|love|want|wish for|fancy|need)(?: to (?:do|see))?"
    r"(?:,[^,]{1,40},)?\s*(?::|=|-|is\b)|"
    r"^\W*(?:(?:(?:so|and|but|tbh|honestly|anyway)\W+)?(?:it|that)(?:'?d| would| will) |would |'d |could )?"
    rf"be (?:so |really |super |pretty |well |dead |quite |very )?{_NICE} (?:if i could |to\b)\s*",
    re.I,
)


# --- what an "it" in a goal stands for ---------------------------------------------------------------
# "sister's wedding is 12 June … the dress is very unforgiving lol. want to feel strong in it", "dragged me
# to parkrun sat" … (next day) "be nice to get round it without stopping by christmas": the last event or
# occasion she named before the goal, with the date said next to it.
OCCASION_WORDS = (
    r"wedding|honeymoon|holiday|vacation|trip|reunion|prom|graduation|photo ?shoot|dress|suit|gown|bikini|"
    rf"outfit|tux|tuxedo|{EVENT_WORDS}"
)
_OCCASION_RE = re.compile(rf"\b(?:{OCCASION_WORDS})\b", re.I)
_IT_RE = re.compile(r"\b(?:it|that one)\b(?!')", re.I)


def referent(what: str, before: str, today: dt.date) -> tuple[str, Target | None] | None:
    """(what, with its "it" named; the date said with that name) when a goal's object is a pronoun and an
    event or occasion was named before it (`before`: her words before the goal, oldest first), else None."""
    if not _IT_RE.search(what) or EVENT_RE.search(what):
        return None
    named = [  # "walked half of it" is no half marathon
        m
        for m in _OCCASION_RE.finditer(before)
        if m[0].lower() != "half" or re.search(r"\b(?:the|a|my|first)\s+$", before[: m.start()], re.I)
    ]
    if not named:
        return None
    last = named[-1]
    start = max(before.rfind(mark, 0, last.start()) for mark in (".", "!", "?", "\n"))
    ends = [i for mark in (".", "!", "?", "\n") if (i := before.find(mark, last.end())) >= 0]
    said = before[start + 1 : min(ends) if ends else len(before)]
    when = bare_date(said, today) or target(said, today)
    ahead = when if when and when.date and when.date > today else None
    return _IT_RE.sub(f"the {last[0].lower()}", what, count=1), ahead


# --- an event's date moved ---------------------------------------------------------------------------
# "the wedding moved to June", "race got pushed back to 3 May", "they postponed the marathon till
# spring", "our holiday's been brought forward to July": a new date for the goal that names the event.
_MOVE_WORDS = (
    r"(?:moved|pushed(?: back| out)?|postponed|shifted|rescheduled|changed|bumped(?: back)?|delayed|"
    r"brought forward|put back)"
)
_EVENT_MOVED_RE = re.compile(
    rf"\b(?:the|my|our)\s+(?P<what>(?:[\w-]+\s+)?(?:{OCCASION_WORDS}))(?:'s|\s+is|\s+was|\s+has|\s+have)?"
    rf"(?:\s+(?:now|been|got|just|officially|finally|gotten))*\s+{_MOVE_WORDS}\s+(?:back\s+|forward\s+)?"
    r"(?:(?:a|one|two|three|\d+) (?:weeks?|days?|months?|fortnight)\s+)?"
    r"(?P<when>(?:to|till|until|into)\s+[^.!?;]{2,40})|"
    rf"\b{_MOVE_WORDS}\s+(?:the|my|our)\s+(?P<what2>(?:[\w-]+\s+)?(?:{OCCASION_WORDS}))\s+"
    r"(?:back\s+|forward\s+)?(?P<when2>(?:to|till|until|into)\s+[^.!?;]{2,40})",
    re.I,
)
_UNSURE_RE = re.compile(r"\?|\b(?:if|might|maybe|may be|could|possibly|not|never|hasn'?t|didn'?t)\b", re.I)


def event_moved(sentence: str, today: dt.date) -> tuple[str, Target] | None:
    """(the event, its new date) when a sentence says her event was moved to a date ahead, else None."""
    said = _EVENT_MOVED_RE.search(sentence)
    if said is None or _UNSURE_RE.search(sentence) or re.search(r"\b(?:last|ago)\b", said[0], re.I):
        return None
    rest = re.sub(r"^(?:to|till|until|into)\b", "by", said["when"] or said["when2"], flags=re.I)
    when = target(rest, today) or bare_date(rest, today)
    if when is None or when.date is None or when.date <= today:  # an undated target is no event's day
        return None
    return (said["what"] or said["what2"]).strip(), when


def dated_by_neighbour(
    goals: list[Any], undated: dict[int, int], dates: dict[int, tuple[Target, str]], said_all: list[str]
) -> list[Any]:
    """A date said alone next to an undated goal is its date: the goal before it first ("signed up for
    my first meet!! March 6th."), else the one after ("army fitness test is 15 jan. need 40 push ups");
    the date's sentence joins the goal's quote, in the order she said them."""
    goals = list(goals)
    for number, (when, said) in sorted(dates.items()):
        # … or two sentences before, over a few words ("Goal: DL 1.5x BW. BW 80. By Mar.")
        between = said_all[number - 1] if number >= 2 and len(said_all[number - 1].split()) <= 3 else None
        for other, after in ((number - 1, False), (number + 1, True), (number - 2, False)):
            if other == number - 2 and between is None:
                continue
            if other in undated:
                index = undated.pop(other)
                said = f"{between} {said}" if other == number - 2 else said
                quote = f"{said} {goals[index].quote}" if after else f"{goals[index].quote} {said}"
                goals[index] = dataclasses.replace(goals[index], when=when, quote=quote_client_text(quote))
                break
    return goals
