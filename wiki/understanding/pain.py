"""Pain and body state in a chat message (docs/understanding.md "Pain and body state").

`pain_findings(message, today)` → one Finding per body area the message talks about:
- kind "pain": a pain word about the area that is not negated, hypothetical, historical or someone
  else's ("my left shoulder hurts on overhead press, about 4/10") — with side, severity, trigger
  (the movement), onset and level ("injury" for injury words: sprained, tore, injured…, else "watch");
- kind "harmless": the area is mentioned with its pain negated or with a harmless cue ("knee clicked on
  squats, no pain", "doesn't hurt", "not sore anymore", "feels fine now") — a note, never an injury;
- kind "history": a past injury or operation ("I had my left hip replaced in 2015", "tore my ACL years
  ago") — a note of her history, never a current report.

Each area is read in its own clause plus the clauses that follow it without naming another area
("knee clicked on squats, no pain": "no pain" belongs to the knee).
"""

import dataclasses
import datetime as dt
import re
from dataclasses import dataclass

from wiki.understanding.across import (
    fine_after,
    give_side,
    interjection,
    landmark,
    read_together,
    reply_side,
    side_fragment,
    sided_by_fragments,
)
from wiki.understanding.attributed import attributed
from wiki.understanding.contrast import reading_of, reference_or_ellipsis, tail_side
from wiki.understanding.dates import onset
from wiki.understanding.groups import area_groups, bare
from wiki.understanding.lexicon import PAIRED, SYMPTOMS, find_areas
from wiki.understanding.movements import pain_trigger, trigger_alone
from wiki.understanding.negation import context
from wiki.understanding.operations import recently_operated
from wiki.understanding.painwords import (
    AGAIN_ALONE_RE,
    EXPLICIT_PAIN_RE,
    HARMLESS_RE,
    OUT_OF_TEN_RE,
    PAIN_RE,
    PAINLESS_RE,
    PASSES_RE,
    RATES_SOMETHING_ELSE_RE,
    RESOLVED_RE,
    STIFFNESS_RE,
    not_pain_itself,
    training_soreness,
)
from wiki.understanding.pastpain import injury_said, long_ago
from wiki.understanding.people import generic_body
from wiki.understanding.quote import quote_client_text
from wiki.understanding.replies import bare_rating, rated_areas, reply_reading, side_and_rating
from wiki.understanding.sentences import Span, sentences
from wiki.understanding.severity import Severity, severity


@dataclass(frozen=True)
class Finding:
    kind: str  # "pain" | "harmless" | "history"
    area: str  # canonical, with side: "left shoulder"
    side: str
    base: str
    quote: str  # a whole sentence (or clause group), page-safe
    severity: Severity | None = None
    level: str = "watch"  # "watch" | "injury" | "constraint" (a recent operation) — pain only
    trigger: str = ""
    onset: dt.date | None = None
    worse: bool = False  # "the arch is way worse than last week": the entry's tail says so
    # what a goal gets rid of ("my goal is to get rid of my knee pain"): a watch entry without a safety
    # alert (docs/understanding.md "Safety alerts from chat"); never of the chest or head
    quiet: bool = False

    def describe(self) -> str:
        """ "pain 4/10 on overhead press" — the compact reading the constraints entry and alert use."""
        if self.level == "constraint":  # a recent operation: "operated on 2026-09-21"
            return f"operated on {self.onset.isoformat()}" if self.onset else "operated recently"
        what = "injury" if self.level == "injury" else "symptom" if self.base in SYMPTOMS else "pain"
        parts = [what]
        if self.side == "both":
            parts.append("both sides")
        if self.severity is not None:
            parts.append(self.severity.label())
        if self.worse:
            parts.append("worse")
        if self.trigger:
            parts.append(
                f"on {self.trigger}"
                if not re.match(
                    r"(?:on|during|when|while|after|with|doing|in|from|at|[a-z]+ing)\b", self.trigger, re.I
                )
                else self.trigger
            )
        if self.onset is not None:
            parts.append(f"since {self.onset.isoformat()}")
        return " ".join(parts)


def _sided(area, side: str):
    """An unsided paired area with the side said for it ("both" leaves it unsided: both of them)."""
    if area.side or area.base not in PAIRED:
        return area
    return dataclasses.replace(area, side=side, area=f"{side} {area.base}" if side != "both" else area.base)


_RATING_START_RE = re.compile(
    r"^\W*(?:maybe|about|around|like|prob(?:ably)?|roughly|i'?d say|call it)?\s*\d", re.I
)
# "… on the last sprint. walking is ok, 5/10": a rating that ends the next sentence, after a comma, rates
# the pain just reported (it reports none of its own: "knee is fine. long run today, 8/10" is effort)
_RATING_END_RE = re.compile(
    r"[,;:\-–—]\s*(?:maybe |about |around |like |prob(?:ably)? |roughly )?"
    r"\d{1,2}(?:\.\d)?\s*(?:/|out of )\s*10\W*$",
    re.I,
)
_PRONOUN_RE = re.compile(
    r"^\s*(?:(?:and|but|now|still|also|right now|today|currently|at the moment|atm),? )*"
    r"(?:it|it's|its|that|this|which|still|they|they're|theyre|both|there'?s|there is|"
    # "the ache is low, 3 out of 10 maybe": the pain just named, by what it is
    r"the (?:ache|aching|pain|soreness|niggle|twinge|stiffness|throb\w*))\b",
    re.I,
)


def _rate_the_last(found: dict[str, Finding], said_before: list[Finding], text: str) -> None:
    end = _RATING_END_RE.search(text)
    last = said_before[0] if len(said_before) == 1 else None
    if end and last is not None and last.kind == "pain" and last.severity is None and last.area in found:
        rated = severity(end[0], about_pain=True)
        found[last.area] = (
            dataclasses.replace(found[last.area], severity=rated) if rated else found[last.area]
        )


def _trigger_the_last(
    found: dict[str, Finding], said_before: list[Finding], sentence: Span, said: str
) -> None:
    """ "My left shoulder hurts. Only when I press overhead.": the movement said next is that pain's."""
    last = said_before[0] if len(said_before) == 1 else None
    if last is None or last.kind != "pain" or last.trigger or last.area not in found:
        return
    if trigger := trigger_alone(sentence.text):
        found[last.area] = dataclasses.replace(
            found[last.area], trigger=trigger, quote=quote_client_text(said)
        )


def _resolve_the_last(
    found: dict[str, Finding], said_before: list[Finding], sentence: Span, said: str
) -> None:
    """ "tore a flapper on my finger last Tuesday. it's healed over now though": the pain just reported
    has passed — a note, not an entry."""
    last = said_before[0] if len(said_before) == 1 else None
    if last is None or last.kind != "pain" or last.area not in found:
        return
    text = sentence.text
    if text.rstrip().endswith("?"):
        return  # "my lower back twinged on the last rep. it's fine now??": asked, not said
    resolved = RESOLVED_RE.search(text) if _PRONOUN_RE.match(text) else None
    if (
        resolved is None
        or PAIN_RE.search(text)
        or re.search(r"\b(?:but|until|till|then)\b", text[resolved.end() :])
    ):
        return  # "… it went away after the warm up but came back": not over
    found[last.area] = Finding("harmless", last.area, last.side, last.base, quote_client_text(said))


def pain_findings(message: str, today: dt.date, referent: str = "", asked: str = "") -> list[Finding]:
    """`referent`: the body area the bot's question just before named ("how's the knee today?"); a reply
    that names no area of its own ("still sore, maybe 5/10", "yeah", "meh. 4/10") is about it; `asked`:
    what that question asked (replies.asked_polarity) — docs/understanding.md "Replies"."""
    named = find_areas(message)
    if referent and not named:
        return _referent_findings(message, referent, today, asked)
    found: dict[str, Finding] = {}
    previous_areas: list = []
    previous_bare = False
    previous_named_only = False  # the sentence before named one area and read nothing of it
    named_at = 0  # where the sentence that last named an area starts
    carry = ["", ""]
    said_before: list[Finding] = []  # what the sentence before found: a side said next is theirs
    ahead = ""  # a side said on its own before any area ("left. the knee is killing me"): the next one's
    for sentence in read_together(message):
        side = side_fragment(sentence.text)
        if side and not said_before and not previous_areas:
            ahead = "" if interjection(sentence.text) else side  # "Right. so my knee…": a "well", no side
            continue
        if side and said_before:
            said_before = give_side(
                found, said_before, side, sentence.text
            )  # "… shoulder. Is the left side."
            previous_areas = [_sided(a, side) for a in previous_areas]
            continue
        findings = _sentence_findings(sentence, today, carry)
        if not findings and not find_areas(sentence.text) and len(previous_areas) == 1:
            # "shoulder still not right. maybe 6/10 when I reach overhead": a rating that follows
            rating = bool(_RATING_START_RE.match(sentence.text))
            reported = found.get(previous_areas[0].area)
            rates = reported is not None and reported.kind == "pain"  # "… playing up. now it's about a 3"
            said_of_it = any(EXPLICIT_PAIN_RE.match(m[0]) for m in PAIN_RE.finditer(sentence.text)) or bool(
                # "worst first thing, maybe 5 out of 10" (not "session was 7/10": the effort of something)
                OUT_OF_TEN_RE.search(sentence.text) and not RATES_SOMETHING_ELSE_RE.search(sentence.text)
            )
            # "my right shoulder has been rather uncooperative … Reaching up produces a sharp pain": the pain
            # named next is the area's just named, read of nothing else or of an unrated pain
            unread = said_of_it and (previous_named_only or (rates and len(said_before) == 1))
            findings = _pronoun_findings(
                sentence, previous_areas[0], today, bare=previous_bare or rating or unread, rates=rates
            )
            if unread:  # quoted with the sentence that named the area
                both = quote_client_text(message[named_at : sentence.end])
                findings = [dataclasses.replace(f, quote=both) for f in findings]
            again = AGAIN_ALONE_RE.match(sentence.text) if previous_bare else None
            if again and not findings:  # "shin. again. 🙄": the area named alone is back
                quote = quote_client_text(message[named_at : sentence.end])
                findings = [_pain(previous_areas[0], sentence.text, [again], quote, today, injured=False)]
            if not findings:
                _rate_the_last(found, said_before, sentence.text)
                _trigger_the_last(found, said_before, sentence, message[named_at : sentence.end])
                _resolve_the_last(found, said_before, sentence, message[named_at : sentence.end])
        for finding in findings:
            old = found.get(finding.area)
            if old is None or (_RANK[old.kind] < _RANK[finding.kind]):
                found[finding.area] = finding
            elif old.kind == finding.kind == "pain" and finding.level == "injury" != old.level:
                # "the ankle again. right one. rolled it on a curb": the injury said next is the same one
                trigger, onset_ = old.trigger or finding.trigger, old.onset or finding.onset
                found[finding.area] = dataclasses.replace(old, level="injury", trigger=trigger, onset=onset_)
            elif old.kind == finding.kind == "pain" and _rated(finding) and not _rated(old):
                found[finding.area] = dataclasses.replace(
                    old, severity=finding.severity, trigger=old.trigger or finding.trigger
                )
        areas = find_areas(sentence.text)
        if ahead:
            findings = give_side(found, [found[f.area] for f in findings if f.area in found], ahead)
            areas = [_sided(a, ahead) for a in areas]
            ahead = ""
        named_at = sentence.start if areas else named_at
        previous_areas = areas or previous_areas
        said_before = [found[f.area] for f in findings if f.area in found] or ([] if areas else said_before)
        # "shoulder?? not great tbh": a sentence that only names an area lends it to the next one (over a
        # filler: "shoulder? meh. 4/10")
        short = len(sentence.text.split()) <= 3
        previous_named_only = len(areas) == 1 and not findings and areas[0].area not in found
        previous_bare = (bool(areas) and short and all(f.kind == "pain" for f in findings)) or (
            previous_bare and not areas and not findings and short
        )  # "knee is fine. bad day at work though" lends nothing
    if (
        not found
        and asked == "pain"
        and not referent
        and named
        and bare(message)
        and not _NO_RE.match(message)
    ):
        # "Where does it hurt?" — "left hip. front. when I lift my leg": the area she names is where
        sided = sided_by_fragments(message, named)
        named = [a for a in sided if not landmark(message, a.start, a.base, named)]
        return [_pain(a, message, [], quote_client_text(message), today, injured=False) for a in named[:2]]
    if not found and asked in ("pain", "rate") and named and (rated := rated_areas(message, named)):
        quote = quote_client_text(message)  # "lower back 5, left wrist 3" to "where and how bad (0 to 10)?"
        return [_pain(a, f"{n:g}/10", [], quote, today, injured=False) for a, n in rated]
    if not found and referent and named and {a.base for a in named} == {a.base for a in find_areas(referent)}:
        if _NO_RE.match(message):  # "nope, nothing hurts. calves a bit tired": her "no" said first stands
            first = named[0]
            return [Finding("harmless", first.area, first.side, first.base, quote_client_text(message))]
        # "knee? yeah, a bit"; "Hope the left shoulder is easing" — "it's the RIGHT shoulder. still 4/10"
        about = named[-1].area if named[-1].side else referent
        other_side = about != referent and find_areas(referent)[0].side not in ("", named[-1].side)
        if other_side and asked == "claim":  # "Noted your right knee is sore" — "LEFT knee. Always the left"
            quote = quote_client_text(message)
            rest = _referent_findings(message[named[-1].end :].lstrip("?!.:,;- "), about, today, "")
            said = [dataclasses.replace(f, quote=quote) for f in rest if f.kind == "pain"]
            return said or [_pain(named[-1], message, [], quote, today, injured=False)]
        return _referent_findings(message[named[-1].end :].lstrip("?!.:,;- "), about, today, asked)
    # a wheeze she calls her managed asthma, a belly upset she puts down to milk: context, no finding
    return [f for f in found.values() if not (f.kind == "pain" and attributed(f.base, message))]


# "it's the hotel mattress not my back", "the bed, not my back": the area named only to be ruled out
# ("oh no, not my back again" is a report)
# after a thing, not after a verb ("it's not my knee, it's my hip" is contrast.py's)
_NOT_MY_RE = re.compile(
    r"(?<!\bits)(?<!\bit's)(?<!\bis)(?<!\bwas)(?<!\bare)(?<!'s)(?<!\bthat)(?<!\bdo)(?<!\bdoes)(?<!\bdid)"
    r"[ ,]+not (?:(?:my|the|her|his) )?(?:\w+ )?$",
    re.I,
)
_AGAIN_RE = re.compile(r"\W*(?:again|agai+n)\b", re.I)


def _ruled_out(sentence: str, area) -> bool:
    return bool(_NOT_MY_RE.search(sentence[: area.start])) and not _AGAIN_RE.match(sentence[area.end :])


_NO_RE = re.compile(r"\W*(?:no|nope|nah|not|nothing|none|never)\b", re.I)


def _rated(finding: Finding) -> bool:
    """A severity she gave as a number ("knee worse (6/10)" beats "knee … aching")."""
    return finding.severity is not None and any(ch.isdigit() for ch in finding.severity.source)


def _referent_findings(message: str, referent: str, today: dt.date, asked: str = "") -> list[Finding]:
    areas = find_areas(referent)
    if len({a.base for a in areas}) > 1:  # "knee. and hip a bit" — "Same side?" — "yes both left"
        return [f for a in areas for f in _referent_findings(message, a.area, today, asked)]
    if not areas:
        return []
    area = areas[0]
    told, rated_alone = side_and_rating(message, asked)  # "right. 6": the side and the rating asked for
    side = (told or reply_side(message)) if not area.side and area.base in PAIRED else ""
    message, typed = (rated_alone if told else message), message
    if side:  # "Is your knee still sore?" — "yes, the left one"
        area = dataclasses.replace(
            area, side=side, area=f"{side} {area.base}" if side != "both" else area.base
        )
    claim = asked == "claim"  # the bot said something of the area without asking: only "it …" answers it
    reading = "" if claim else reply_reading(message.strip(), asked)
    if reading == "pain" and not PAIN_RE.search(message):  # "yeah", "still there", "meh. 4/10", "6"
        whole = re.search(r".+", message.strip())
        number = bare_rating(message.strip(), asked)
        said = f"{number:g}/10" if number is not None else message
        quote = quote_client_text(typed)
        return [_pain(area, said, [whole], quote, today, injured=False)] if whole else []
    for sentence in sentences(message):
        findings = _pronoun_findings(sentence, area, today, bare=not claim)
        rated = severity(message, about_pain=True) if findings and findings[0].severity is None else None
        if rated is not None:  # "pulled it on the 3rd sprint. 6/10 walking funny": the rating said next
            findings = [dataclasses.replace(findings[0], severity=rated), *findings[1:]]
        if findings:
            return findings
        if claim and not _PRONOUN_RE.match(sentence.text):
            continue
        states = [context(sentence.text, m.start(), m.end()) for m in PAIN_RE.finditer(sentence.text)]
        if "negated" in states or HARMLESS_RE.search(sentence.text):
            quote = quote_client_text(sentence.text)
            return [Finding("harmless", area.area, area.side, area.base, quote)]
    if reading == "harmless":  # "nope" to "still sore?", "yeah" to "feeling better?"
        return [Finding("harmless", area.area, area.side, area.base, quote_client_text(typed))]
    return []


def _pronoun_findings(
    sentence: Span, area, today: dt.date, *, bare: bool = False, rates: bool = False
) -> list[Finding]:
    """ "my knee is 'fine'. it's been throbbing all day": pain said of "it" belongs to the area named in
    the sentence just before (or of anything, when that sentence only named the area)."""
    if not bare and not _PRONOUN_RE.match(sentence.text):
        return []
    positive = [
        m for m in PAIN_RE.finditer(sentence.text) if context(sentence.text, m.start(), m.end()) == ""
    ]
    rated = severity(sentence.text, about_pain=True) if (bare or rates) and not positive else None
    if rated is not None and rated.score > 0 and any(ch.isdigit() for ch in rated.source):
        positive = [m for m in [re.search(r".+", sentence.text)] if m]  # "shoulder? meh. 4/10"
    if not positive:
        return []
    injured = injury_said(sentence.text, sentence.text, 0)
    return [_pain(area, sentence.text, positive, quote_client_text(sentence.text), today, injured=injured)]


def _sentence_findings(sentence: Span, today: dt.date, carry: list[str]) -> list[Finding]:
    """`carry`: [how the last group of the sentence before was read, its text] — "knee's fine; hip isn't"
    reads across the semicolon — updated in place for the next sentence."""
    out: list[Finding] = []
    groups = area_groups(sentence)
    before, before_text = carry  # the group before, and how it was read: "pain", "harmless", "denied"
    named = find_areas(sentence.text)
    ruled_out = {a.area for a in named if _ruled_out(sentence.text, a)}
    lead = sentence.text[: groups[0][2]] if groups else ""
    if lead.strip():  # "I'm fine, the knee isn't": an area-less first clause is the group before
        before, before_text = reading_of(sentence.text, lead, 0), lead
    for areas, text, offset in groups:
        areas = [
            a
            for a in tail_side(areas, text)
            if not generic_body(sentence.text, offset + a.start)
            and a.area not in ruled_out
            and not landmark(sentence.text, offset + a.start, a.base, named)
        ]
        if not areas:
            continue
        said = reference_or_ellipsis(sentence.text, areas, text, offset, before)
        if said is not None:
            kind, match, said_from = said
            quote = quote_client_text(sentence.text if len(groups) == 1 else text)
            if kind == "pain":
                injured = injury_said(sentence.text, text, offset)
                # "my wrist isn't sore but my elbow is": the elbow is what the wrist is not
                said_of = f"{before_text} {text}" if before == "denied" else text[said_from:]
                out += [_pain(a, said_of, [match], quote, today, injured=injured) for a in areas]
            else:
                out += [Finding("harmless", a.area, a.side, a.base, quote) for a in areas]
            before, before_text = kind, text
            continue
        # one area per sentence: the sentence is the quote; several: each its own clauses
        quote = quote_client_text(sentence.text if len(groups) == 1 else text)
        if fine_after(text, areas):  # "sleep was bad … knees fine": the knees' own verdict
            out += [Finding("harmless", a.area, a.side, a.base, quote) for a in areas]
            before, before_text = "harmless", text
            continue
        states = [
            (m, context(sentence.text, offset + m.start(), offset + m.end())) for m in PAIN_RE.finditer(text)
        ]
        positive = [m for m, state in states if state == ""]
        negated = [m for m, state in states if state == "negated"]
        before, before_text = reading_of(sentence.text, text, offset, areas, [st for _, st in states]), text
        blocked = [m for m, state in states if state in ("hypothetical", "historical", "other")]
        operated = None if positive else recently_operated(sentence.text, text, offset, today)
        if operated is not None:  # "left hip replacement 6 weeks ago": what a coach plans around
            when = operated if isinstance(operated, dt.date) else None  # "just had knee surgery": undated
            out += [
                Finding("pain", a.area, a.side, a.base, quote, None, "constraint", "", when) for a in areas
            ]
            continue
        if not positive and long_ago(sentence.text, text, offset, areas, [st for _, st in states]):
            out += [Finding("history", a.area, a.side, a.base, quote) for a in areas]
            continue  # "tore my ACL in 2019, had surgery": her history, not a report
        if blocked and not positive:
            continue
        if any(context(sentence.text, offset + a.start, offset + a.end) == "other" for a in areas):
            continue
        if not positive and negated and all(re.fullmatch(r"bad|terrible|awful", m[0], re.I) for m in negated):
            rated = severity(text, about_pain=True)
            if rated is not None and rated.score > 0 and any(ch.isdigit() for ch in rated.source):
                positive, negated = negated, []  # "knee is not that bad, maybe 3": mild, but there
        painless = PAINLESS_RE.search(text)
        denied = any(EXPLICIT_PAIN_RE.match(m[0]) for m in negated) or painless is not None
        if positive and denied and all(not_pain_itself(m[0]) for m in positive):
            positive = []  # "hamstrings feel tight but no pain", "crepitus, completely painless": a note
            negated = negated or ([painless] if painless else [])
        resolved = RESOLVED_RE.search(text)
        if resolved is None and all(STIFFNESS_RE.match(m[0]) for m in positive):
            resolved = PASSES_RE.search(text)  # "morning stiffness, it goes off after twenty minutes"
        passed = positive and resolved and resolved.start() > max(m.end() for m in positive)
        if passed and not {a.base for a in areas} & _NEVER_QUIET:  # a tight chest that passed: a red flag
            out += [Finding("harmless", a.area, a.side, a.base, quote) for a in areas]
            continue  # the pain passed within the same message: a note
        injured = injury_said(sentence.text, text, offset)
        if positive and training_soreness(text) and not injured:
            out += [Finding("harmless", a.area, a.side, a.base, quote) for a in areas]
            continue  # "good kind of sore", "just DOMS": training soreness is a note, not a watch item
        if not positive and not negated and not HARMLESS_RE.search(text) and not training_soreness(text):
            rated = severity(text, about_pain=True)
            if rated is not None and any(ch.isdigit() for ch in rated.source):
                whole = re.search(r".+", text)  # "right knee is about a 6": a rating is a report
                positive = [whole] if whole else []
        for area in areas:
            if positive:
                out.append(_pain(area, text, positive, quote, today, injured=injured))
            elif negated or HARMLESS_RE.search(text):
                out.append(Finding("harmless", area.area, area.side, area.base, quote))
    carry[:] = [before, before_text] if groups else ["", ""]
    return out


_RANK = {"history": 0, "harmless": 1, "pain": 2}


def _pain(area, text: str, positive: list[re.Match], quote: str, today: dt.date, *, injured: bool) -> Finding:
    level = "injury" if injured else "watch"
    rated = severity(text, about_pain=True)
    # what a goal gets rid of ("my goal is to get rid of my knee pain by summer"): she has it, and the
    # entry says so, but it is no new report to alarm about
    quiet = (
        not injured
        and bool(positive)
        and area.base not in _NEVER_QUIET
        and all(m is not None and _AIMED_AT_RE.search(text[: m.start()]) for m in positive)
    )
    return Finding(
        "pain",
        area.area,
        area.side,
        area.base,
        quote,
        rated,
        level,
        pain_trigger(text),
        onset(text, today),
        any(re.fullmatch(r"worse", m[0], re.I) for m in positive if m is not None),
        quiet,
    )


_NEVER_QUIET = {"chest", "head", *SYMPTOMS}  # a tight chest is a red flag, however mildly said
_AIMED_AT_RE = re.compile(
    r"\b(?:get(?:ting)? rid of|rid of|ditch(?:ing)?|fix(?:ing)?|beat(?:ing)?|overcome|overcoming|"
    r"sort(?:ing)? out|banish(?:ing)?|cure|curing|heal(?:ing)?)\s+"
    r"(?:(?:my|the|this|that|these|those|all|her)\s+)?(?:[\w'-]+\s+){0,2}$",
    re.I,
)
