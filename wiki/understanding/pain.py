"""Pain and body state in a chat message (docs/understanding.md "Pain and body state").

`pain_findings(message, today)` → one Finding per body area the message talks about:
- kind "pain": a pain word about the area that is not negated, hypothetical, historical or someone
  else's ("my left shoulder hurts on overhead press, about 4/10") — with side, severity, trigger
  (the movement), onset and level ("injury" for injury words: sprained, tore, injured…, else "watch");
- kind "harmless": the area is mentioned with its pain negated or with a harmless cue ("knee clicked on
  squats, no pain", "doesn't hurt", "not sore anymore", "feels fine now") — a note, never an injury.

Each area is read in its own clause plus the clauses that follow it without naming another area
("knee clicked on squats, no pain": "no pain" belongs to the knee).
"""

import dataclasses
import datetime as dt
import re
from dataclasses import dataclass

from wiki.understanding.dates import onset
from wiki.understanding.lexicon import PAIRED, find_areas
from wiki.understanding.negation import context
from wiki.understanding.quote import quote_client_text
from wiki.understanding.replies import bare_rating, reply_reading
from wiki.understanding.sentences import Span, clauses, sentences
from wiki.understanding.severity import Severity, severity

# What she cannot do, said instead of what hurts ("can't turn my head", "hard to bend over", "can't grip
# the bar"): a report, moderate unless said otherwise (severity.py).
LIMITED = (
    r"(?:can'?t|cannot|can not|couldn'?t|could not|unable to|(?:can|could) (?:barely|hardly)|"
    r"(?:really |so |very )?(?:hard|difficult|painful|tough|impossible|a struggle|a pain) to|"
    r"struggl(?:e|ed|es|ing) to|(?:having |have |had )?trouble)\s+(?:\w+ )?"
    r"(?:walk|bend|straighten|lift|raise|turn|rotate|twist|grip|hold|squeeze|stand|sit|kneel|climb|"
    r"step|put (?:any )?weight|move|look (?:up|down|over|behind)|get (?:up|down|out of)|weight[- ]bear|"
    r"sleep(?:ing)? on|lie on|lying on)\w*"
)
PAIN_RE = re.compile(
    r"\b(?:pain(?:ful|s)?|hurt(?:s|ing)?|sore(?:ness)?|ache[sd]?|aching|achy|achey|tweak(?:ed|y)?|strain(?:ed)?|"
    r"pulled|twing(?:e[sd]?|ey|y|ing)|niggle[sd]?|niggly|injur(?:ed|y|ies)|sprain(?:ed)?|throbb(?:ing|s)|burning|"
    r"pinch(?:ed|ing|y)?|swollen|swelling|swell(?:ed|s)?(?: up)?|tight|tighten(?:ed|ing)? up|"
    r"seiz(?:ed|ing) up|unstable|wobbly|giv(?:es|ing) way|"
    r"(?:(?:about|going) to|gonna) (?:snap|tear|pop|give)|stiff|tender|cramp(?:s|ing|ed)?|"
    r"killing (?:me|her|him)|acting up|(?:a )?nightmare|giving me hell|excruciating|unbearable|"
    r"bother(?:s|ed|ing) (?:me|her|him)|flared? up|playing up|giving me (?:trouble|grief)|torn|tore|tear|broke|broken|"  # noqa: E501
    r"fractured?|dislocated|rolled|twisted|jammed|spasms?|locked up|gave out|inflamed|bruised|sharp|"
    r"agony|on fire|wrecked|busted|messed up|not (?:right|great|happy)|bugging me|bugging|bothers me|"
    r"niggling|ouch|ow+|grumbling|grumpy|cranky|angry|unhappy|barking|complaining|iffy|dodgy|sketchy|"
    r"screaming|protesting|limp(?:ing|s)?|"
    rf"{LIMITED}|(?:'s|has|have) gone (?:again|on me)|"
    r"went (?:again|on me|while|when|lifting|picking|bending|during|doing)|went(?= *(?:[.!,;]|$))|gave way|"
    r"went (?:on|in|at) (?:the|a|my|that|this|last|rep|set)\b|pop(?:ped|s|ping)? out|"
    r"(?:another|a different) story|less so|"
    r"bad|dicky|gammy|stubbed|jarred|crick(?:ed)?|buckl(?:ed|ing|es)|puffy|ballooned|black and blue|"
    r"(?:is|'s|feels?) (?:a bit |kinda |slightly |just )?off|"
    r"(?:is|'s|are) (?:massive|huge|twice the size)|the size of an? \w+|flar(?:ed|ing|es)|flare-?ups?|"
    r"(?:felt|heard) (?:something|it|a|a little) (?:go|pop|snap|ping|twang|tear|rip|give|ping)|"
    r"put (?:my|her|his) (?:\w+ ){1,2}out|did (?:my|her|his) (?:\w+ ){1,2}in\b|at it again|"
    r"went over (?:on|my|her|his)|seized|locked|"
    r"banged|knocked|bashed|whacked|"
    r"tennis elbow|golfer'?s elbow|shin splints|runner'?s knee|jumper'?s knee|frozen shoulder|"
    r"(?:isn'?t|is not|aren'?t|are not) (?:great|good|happy|right|ok|okay|100 ?%)|"
    r"(?:doesn'?t|does not|didn'?t|did not) feel (?:right|good|great|normal|ok|okay)|"
    r"cramp(?:ed|ing|s)?|not so (?:much|good|great|hot)|"
    r"not (?:doing )?(?:great|good|well)|tendin\w+|tendon\w*|bursitis|fasciitis|diagnos\w+|impingement|"
    r"herniat\w+|bulging disc|sciatica|stress fracture|impinged|went over on|"
    r"(?:feels?|felt|feeling) (?:kinda |kind of |a bit |a little |slightly |really |super |so )?(?:off|weird|funny|"  # noqa: E501
    r"dodgy|wonky|strange|not right|wrong))\b",
    re.I,
)
INJURY_RE = re.compile(
    r"\b(?:injur(?:ed|y)|sprain(?:ed)?|torn|tore|tear|broke|broken|fractured?|dislocated|rolled|twisted|"
    r"pulled (?:a|my)|strained|gave out|gave way|went over (?:on|my|her|his)|impinged|pop(?:ped|s)? out|"
    r"put (?:my|her|his) (?:\w+ ){1,2}out|(?:'s|has|have) gone (?:again|on me)|"
    r"went (?:again|on me|while|when|lifting|picking|bending)|tendin\w+|bursitis|fasciitis|diagnos\w+|"
    r"herniat\w+|bulging disc|"
    r"stress fracture|impingement)\b",
    re.I,
)
HARMLESS_RE = re.compile(
    r"\b(?:click(?:s|ed|ing|y)?|pop(?:s|ped|ping)?|crack(?:s|ed|ing|les?)?|crunch(?:y|es|ing)?|grind(?:s|ing)?|"
    r"feels? (?:fine|good|great|ok|okay|better|normal|solid|strong)|fine now|all good|back to normal|"
    r"sorted(?: itself)?(?: out)?|"
    r"(?:fully )?recovered|healed|no (?:pain|issues?|problems?)|pain[- ]free|"
    r"(?:is|are|was|feels?|'s|seems?|held up|holding up)\s+(?:totally |completely |all |much |fine|ok|okay|good|great|"  # noqa: E501
    r"better|solid|happy|perfect)\w*|(?:back to )?100 ?%|good as new|"
    r"[:=]\s*(?:fine|ok|okay|good|great|all good|no pain|grand)|"
    r"(?<=\w )(?:ok|okay|fine|grand|good|great)(?=\W*$))(?!\w)",
    re.I,
)
_TRIGGER_RE = re.compile(
    r"\b(?:on|during|when(?: i(?:'m)?)?|while(?: i(?:'m)?)?|after|doing|at the (?:top|bottom) of|"
    r"from(?= (?:the|all the|those|these|doing|my) ))\s+"
    r"((?:the |my |a |an |those |these )?(?!but\b|and\b|so\b)[a-z0-9'/-]+"
    r"(?: (?!but\b|and\b|so\b|though\b|its?\b|it's\b|like\b)[a-z0-9'/-]+){0,3})",
    re.I,
)
_NOT_TRIGGER = re.compile(
    r"^(?:the (?:left|right)|and|but|about|like|it|a bit|the morning|the evening|my (?:left|right)$|"
    r"(?:the )?\d{1,2}(?:st|nd|rd|th)\b|(?:last |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)",
    re.I,
)


@dataclass(frozen=True)
class Finding:
    kind: str  # "pain" | "harmless"
    area: str  # canonical, with side: "left shoulder"
    side: str
    base: str
    quote: str  # a whole sentence (or clause group), page-safe
    severity: Severity | None = None
    level: str = "watch"  # "watch" | "injury" (pain only)
    trigger: str = ""
    onset: dt.date | None = None

    def describe(self) -> str:
        """ "pain 4/10 on overhead press" — the compact reading the constraints entry and alert use."""
        what = "injury" if self.level == "injury" else "pain"
        parts = [what]
        if self.side == "both":
            parts.append("both sides")
        if self.severity is not None:
            parts.append(self.severity.label())
        if self.trigger:
            parts.append(
                f"on {self.trigger}"
                if not re.match(r"(?:on|during|when|while|after|with|doing|in|from|at)\b", self.trigger)
                else self.trigger
            )
        if self.onset is not None:
            parts.append(f"since {self.onset.isoformat()}")
        return " ".join(parts)


# Sensations that are not pain by themselves: with the pain itself denied ("tight but no pain") they are
# a harmless note, not a watch entry.
_MILD_SENSATION_RE = re.compile(
    r"^(?:tight|stiff|tender|(?:feels?|felt|feeling) .*(?:off|weird|funny|dodgy|wonky|strange|not right|wrong))$",  # noqa: E501
    re.I,
)
# Said after the pain in the same breath: it has passed ("cramped on the run but it's fine now").
_RESOLVED_RE = re.compile(
    r"\b(?:(?:fine|ok|okay|good|better|gone|settled|all good)\s+now|now (?:it'?s |its )?(?:fine|ok|okay|gone|"
    r"better)|went away|went down|gone down|(?:is|has) gone|cleared up|settled down|passed|subsided|eased"
    r"(?: off)?|easing off|not now|not any ?more(?! than)|(?:fine|ok|okay|good|better|all good|goes away|went away|"  # noqa: E501
    r"eased|settles?|settled)\s+(?:once|after|when) (?:i )?(?:warm(?:ed|ing)? up|got going|get going|the warm ?up|"  # noqa: E501
    r"a (?:warm ?up|few (?:reps|sets|minutes))))\b",
    re.I,
)
_EXPLICIT_PAIN_RE = re.compile(r"^(?:pain(?:ful|s)?|hurt(?:s|ing)?|sore(?:ness)?|ache[sd]?|aching)$", re.I)
_TRAINING_SORENESS_RE = re.compile(
    r"\b(?:doms|good (?:kind of )?sore(?:ness)?|good pain|normal (?:soreness|doms)|muscle soreness|"
    r"worked sore|the good kind|in a good way)\b",
    re.I,
)
_PRONOUN_RE = re.compile(r"^\s*(?:and |but |now |still |also )?(?:it|it's|its|that|this|which|still)\b", re.I)


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
    for sentence in sentences(message):
        findings = _sentence_findings(sentence, today)
        if not findings and not find_areas(sentence.text) and len(previous_areas) == 1:
            findings = _pronoun_findings(sentence, previous_areas[0], today, bare=previous_bare)
        for finding in findings:
            old = found.get(finding.area)
            if old is None or (old.kind == "harmless" and finding.kind == "pain"):
                found[finding.area] = finding
        areas = find_areas(sentence.text)
        previous_areas = areas or previous_areas
        # "shoulder?? not great tbh": a sentence that only names an area lends it to the next one (over a
        # filler: "shoulder? meh. 4/10")
        short = len(sentence.text.split()) <= 3
        previous_bare = (bool(areas) and short) or (previous_bare and not areas and not findings and short)
    if not found and referent and named and {a.base for a in named} == {a.base for a in find_areas(referent)}:
        return _referent_findings(
            message[named[-1].end :].lstrip("?!.:,;- "), referent, today, asked
        )  # "knee? yeah, a bit"
    return list(found.values())


def _referent_findings(message: str, referent: str, today: dt.date, asked: str = "") -> list[Finding]:
    areas = find_areas(referent)
    if not areas:
        return []
    area = areas[0]
    claim = asked == "claim"  # the bot said something of the area without asking: only "it …" answers it
    reading = "" if claim else reply_reading(message.strip(), asked)
    if reading == "pain" and not PAIN_RE.search(message):  # "yeah", "still there", "meh. 4/10", "6"
        whole = re.search(r".+", message.strip())
        number = bare_rating(message.strip(), asked)
        said = f"{number:g}/10" if number is not None else message
        quote = quote_client_text(message)
        return [_pain(area, said, [whole], quote, today, injured=False)] if whole else []
    for sentence in sentences(message):
        findings = _pronoun_findings(sentence, area, today, bare=not claim)
        if findings:
            return findings
        if claim and not _PRONOUN_RE.match(sentence.text):
            continue
        states = [context(sentence.text, m.start(), m.end()) for m in PAIN_RE.finditer(sentence.text)]
        if "negated" in states or HARMLESS_RE.search(sentence.text):
            quote = quote_client_text(sentence.text)
            return [Finding("harmless", area.area, area.side, area.base, quote)]
    if reading == "harmless":  # "nope" to "still sore?", "yeah" to "feeling better?"
        return [Finding("harmless", area.area, area.side, area.base, quote_client_text(message))]
    return []


def _pronoun_findings(sentence: Span, area, today: dt.date, *, bare: bool = False) -> list[Finding]:
    """ "my knee is 'fine'. it's been throbbing all day": pain said of "it" belongs to the area named in
    the sentence just before (or of anything, when that sentence only named the area)."""
    if not bare and not _PRONOUN_RE.match(sentence.text):
        return []
    positive = [
        m for m in PAIN_RE.finditer(sentence.text) if context(sentence.text, m.start(), m.end()) == ""
    ]
    rated = severity(sentence.text, about_pain=True) if bare and not positive else None
    if rated is not None and rated.score > 0 and any(ch.isdigit() for ch in rated.source):
        positive = [m for m in [re.search(r".+", sentence.text)] if m]  # "shoulder? meh. 4/10"
    if not positive:
        return []
    injured = _injury_said(sentence.text, sentence.text, 0)
    return [_pain(area, sentence.text, positive, quote_client_text(sentence.text), today, injured=injured)]


def _groups(sentence: Span) -> list[tuple[list, str, int]]:
    """(areas, group text, group start offset in the sentence): a clause naming areas + the area-less
    clauses that follow it."""
    groups: list[tuple[list, str, int]] = []
    # areas are read in the whole sentence (a side may sit in the next clause: "knee pain 4/10 - left
    # side"), then given to the clause that names them, at clause offsets
    named = find_areas(sentence.text)
    for clause in clauses(sentence):
        offset = clause.start - sentence.start
        areas = [
            dataclasses.replace(a, start=a.start - offset, end=a.end - offset)
            for a in named
            if offset <= a.start < offset + len(clause.text)
        ]
        if areas or not groups:
            groups.append((areas, clause.text, clause.start - sentence.start))
        else:
            areas_before, _, start = groups[-1]
            groups[-1] = (areas_before, sentence.text[start : clause.end - sentence.start], start)
    if len(groups) > 1 and not groups[0][0] and groups[1][0] and _bare(groups[1][1]):
        # "it hurts when I squat, my knee I mean": the area named after what was said of it
        end = groups[1][2] + len(groups[1][1])
        groups[:2] = [(groups[1][0], sentence.text[groups[0][2] : end], groups[0][2])]
    return _side_tail(_merge_bare([g for g in groups if g[0]], sentence.text))


_SIDE_TAIL_RE = re.compile(r"^(?:on )?(?:the |my )?(left|right)\b(?: one| side)?(?:\s+\w+){0,2}\W*$", re.I)


def _side_tail(groups: list[tuple[list, str, int]]) -> list[tuple[list, str, int]]:
    """ "heel pain is excruciating, right foot.": a last clause that only names a side (and the limb)
    gives that side to the unsided areas before it, not an area of its own."""
    if len(groups) < 2 or not _bare(groups[-1][1]):
        return groups
    tail = _SIDE_TAIL_RE.match(groups[-1][1])
    before = groups[-2][0]
    if not tail or not before or any(a.side for a in before):
        return groups
    side = tail[1].lower()
    sided = [
        dataclasses.replace(a, side=side, area=f"{side} {a.base}") if a.base in PAIRED else a for a in before
    ]
    return [*groups[:-2], (sided, groups[-2][1], groups[-2][2])]


def _merge_bare(groups: list[tuple[list, str, int]], text: str) -> list[tuple[list, str, int]]:
    """ "my knee and my ankle both hurt": a group that only names an area (no pain, harmless or rating
    word) shares what the next group says."""
    merged: list[tuple[list, str, int]] = []
    for areas, group_text, start in groups:
        if merged and _bare(merged[-1][1]):
            areas_before, _, start_before = merged.pop()
            end = start + len(group_text)
            merged.append(([*areas_before, *areas], text[start_before:end], start_before))
        else:
            merged.append((areas, group_text, start))
    return merged


def _bare(text: str) -> bool:
    return not (PAIN_RE.search(text) or HARMLESS_RE.search(text) or re.search(r"\d", text))


def _sentence_findings(sentence: Span, today: dt.date) -> list[Finding]:
    out: list[Finding] = []
    groups = _groups(sentence)
    before, before_text = "", ""  # the group before, and how it was read: "pain", "harmless", "denied"
    for areas, text, offset in groups:
        areas = _tail_side(areas, text)
        said = _reference_or_ellipsis(sentence.text, areas, text, offset, before)
        if said is not None:
            kind, match = said
            quote = quote_client_text(sentence.text if len(groups) == 1 else text)
            if kind == "pain":
                injured = _injury_said(sentence.text, text, offset)
                # "my wrist isn't sore but my elbow is": the elbow is what the wrist is not
                said_of = f"{before_text} {text}" if before == "denied" else text
                out += [_pain(a, said_of, [match], quote, today, injured=injured) for a in areas]
            else:
                out += [Finding("harmless", a.area, a.side, a.base, quote) for a in areas]
            before, before_text = kind, text
            continue
        before, before_text = _reading(sentence.text, text, offset), text
        # one area per sentence: the sentence is the quote; several: each its own clauses
        quote = quote_client_text(sentence.text if len(groups) == 1 else text)
        states = [
            (m, context(sentence.text, offset + m.start(), offset + m.end())) for m in PAIN_RE.finditer(text)
        ]
        positive = [m for m, state in states if state == ""]
        negated = [m for m, state in states if state == "negated"]
        blocked = [m for m, state in states if state in ("hypothetical", "historical", "other")]
        if blocked and not positive:
            continue
        if any(context(sentence.text, offset + a.start, offset + a.end) == "other" for a in areas):
            continue
        denied = any(_EXPLICIT_PAIN_RE.match(m[0]) for m in negated)
        if positive and denied and all(_MILD_SENSATION_RE.match(m[0]) for m in positive):
            positive = []  # "hamstrings feel tight but no pain": noted, not a watch item
        resolved = _RESOLVED_RE.search(text)
        if positive and resolved and resolved.start() > max(m.end() for m in positive):
            out += [Finding("harmless", a.area, a.side, a.base, quote) for a in areas]
            continue  # the pain passed within the same message: a note
        injured = _injury_said(sentence.text, text, offset)
        if positive and _TRAINING_SORENESS_RE.search(text) and not injured:
            out += [Finding("harmless", a.area, a.side, a.base, quote) for a in areas]
            continue  # "good kind of sore", "just DOMS": training soreness is a note, not a watch item
        if not positive and not negated and not HARMLESS_RE.search(text):
            rated = severity(text, about_pain=True)
            if rated is not None and any(ch.isdigit() for ch in rated.source):
                whole = re.search(r".+", text)  # "right knee is about a 6": a rating is a report
                positive = [whole] if whole else []
        for area in areas:
            if positive:
                out.append(_pain(area, text, positive, quote, today, injured=injured))
            elif negated or HARMLESS_RE.search(text):
                out.append(Finding("harmless", area.area, area.side, area.base, quote))
    return out


def _reading(sentence: str, text: str, offset: int) -> str:
    states = [context(sentence, offset + m.start(), offset + m.end()) for m in PAIN_RE.finditer(text)]
    if "" in states:
        return "pain"
    return "denied" if "negated" in states else "harmless" if HARMLESS_RE.search(text) else ""


# A clause whose last words only give a side: "that old shoulder issue flared last night, left side".
_TAIL_SIDE_RE = re.compile(r",\s*(?:on )?(?:the |my )?(left|right)(?: one| side| hand side)?\W*$", re.I)


def _tail_side(areas: list, text: str) -> list:
    tail = _TAIL_SIDE_RE.search(text)
    if not tail or any(a.side for a in areas) or any(a.start > tail.start() for a in areas):
        return areas
    side = tail[1].lower()
    return [
        dataclasses.replace(a, side=side, area=f"{side} {a.base}") if a.base in PAIRED else a for a in areas
    ]


def _reference_or_ellipsis(
    sentence: str, areas: list, text: str, offset: int, before: str
) -> tuple[str, re.Match] | None:
    """A known problem named by reference ("it's my lower back again", "the usual knee thing is back",
    "same hamstring thing as last month") is a report; so is the second half of a contrast that leaves
    its predicate out ("knee is fine but my ankle is not", "my wrist isn't sore but my elbow is").
    ("pain" | "harmless", the words it rests on), or None when neither applies."""
    if not areas or PAIN_RE.search(text) or HARMLESS_RE.search(text):
        return None
    ellipsis = _ELLIPSIS_RE.match(text)
    if ellipsis:
        denies = bool(ellipsis["neg"] or ellipsis["bare"])
        if (before == "harmless" and denies) or (before == "denied" and not denies) or before == "pain":
            return ("harmless" if before == "pain" and denies else "pain"), ellipsis
        return None
    for area in areas:
        after = _AGAIN_AFTER_RE.match(text, area.end)
        named = _PROBLEM_AFTER_RE.match(text, area.end)
        if named and not _STRONG_REFERENCE_RE.search(text[: area.start]):
            # "that knee thing is back": a weaker pointer needs the problem to return
            weak = _REFERENCE_BEFORE_RE.search(text[: area.start]) and _RETURNS_RE.search(text, named.end())
            named = named if weak else None
        match = after or named
        if match and not _NOT_BACK_RE.search(text):
            state = context(sentence, offset + match.start(), offset + match.end())
            if state in ("", "historical"):  # "same knee thing as last year" is now, again
                return "pain", match
    return None


_PROBLEM = r"(?:thing|issue|problem|trouble|niggle|injury|pain|stuff|saga|drama)s?"
_AGAIN_AFTER_RE = re.compile(
    rf"(?:'s|s)?\s*(?:{_PROBLEM}\s*)?(?:(?:is|'s|has|are)\s+)?(?:back|again|returned|come back|came back)\b",
    re.I,
)
_REFERENCE_BEFORE_RE = re.compile(
    r"\b(?:usual|same|old|familiar|recurring|that|this|my|the) (?:stupid |dodgy |bloody |annoying |old )?"
    r"(?:(?:left|right|lower|upper)\s+)?$",
    re.I,
)
_PROBLEM_AFTER_RE = re.compile(rf"(?:'s|s)?\s*{_PROBLEM}\b", re.I)
_STRONG_REFERENCE_RE = re.compile(r"\b(?:usual|same|old|familiar|recurring)\s+(?:[\w'-]+\s+){0,2}$", re.I)
_RETURNS_RE = re.compile(r"\b(?:again|back|as (?:last|before|usual)|returned|flared)\b", re.I)
# Any denial in the clause keeps a reference from being a report ("the old knee problem hasn't bothered
# me in months", "that knee thing hasn't come back").
_NOT_BACK_RE = re.compile(r"\b(?:not|no|never|nothing|without)\b|n'?t\b", re.I)
_ELLIPSIS_RE = re.compile(
    r"^\W*(?:(?:but|though|whereas|while|and|however|yet)\s+)?(?:the |my |her |his )?(?:[\w'-]+\s+){0,2}?"
    r"[\w'-]+?(?:(?:\s+(?:is|are|does|do|did|has|have|was)|'s)(?P<neg>\s*not|n'?t)?|\s+(?P<bare>not|nope))"
    r"(?:\s+(?:tho|though|really|at all|either|too|still|so much|as well))*\W*$"
    r"|^\W*(?:and )?so (?:does|is|do|are|has) (?:the |my )?[\w' -]+?\W*$",
    re.I,
)


def _injury_said(sentence: str, text: str, offset: int) -> bool:
    """An injury word in `text` (at `offset` in the sentence) that is not negated or someone else's:
    "nothing injured" is not an injury."""
    return any(
        context(sentence, offset + m.start(), offset + m.end()) == "" for m in INJURY_RE.finditer(text)
    )


def _pain(area, text: str, positive: list[re.Match], quote: str, today: dt.date, *, injured: bool) -> Finding:
    level = "injury" if injured else "watch"
    return Finding(
        "pain",
        area.area,
        area.side,
        area.base,
        quote,
        severity(text, about_pain=True),
        level,
        _trigger(text),
        onset(text, today),
    )


def _trigger(text: str) -> str:
    for match in _TRIGGER_RE.finditer(text):
        phrase = match.group(0).strip()
        words = match[1].lower()
        if _NOT_TRIGGER.match(words) or find_areas(words) or re.match(r"^(?:the )?(?:last|first) \d", words):
            continue
        if re.search(r"\d+/10|\bout of\b", words):
            continue
        phrase = re.sub(
            r"(?:\s+(?:at|in|on|the|a|an|my|to|of|and|with|for|from|by))+$", "", phrase, flags=re.I
        )
        return quote_client_text(phrase, 50).rstrip(".,!?")
    return ""
