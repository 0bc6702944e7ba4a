"""When a client can train (docs/understanding.md "Cues"): availability, routine and scheduling requests
("evenings after six work best", "can we move it?", "I start work at 7"), a slot ruled out ("Tuesdays
are out"). Split out of cues.py (which re-exports `schedule`); tests/wiki/understanding/test_cues.py is
the table.
"""

import re

from wiki.understanding.commitments import BOUNDS_RE
from wiki.understanding.common import Cue, clean, topic_key
from wiki.understanding.quote import quote_client_text
from wiki.understanding.schedule_words import (
    AVAILABLE_RE,
    SCHEDULE_VERB_RE,
    TIME_RE,
)
from wiki.understanding.sentences import Span, clause_around, clauses


def schedule(sentence: str) -> Cue | None:
    """Availability, routine and scheduling requests: "evenings after six", "can we move it",
    "I start work at 7", "heading out at 18:00"."""
    # "I used to train mornings but now evenings are better": the week she had is not her week now
    verbs = [_from_now(sentence, v) for v in SCHEDULE_VERB_RE.finditer(sentence)]
    verbs = [v for v in verbs if not _BEFORE_NOW_RE.search(_own_clause(sentence, v))]
    if not verbs and not _ASKS_RE.match(sentence):  # "is saturday free for you?" asks; it offers no slot
        verbs = [
            v for v in AVAILABLE_RE.finditer(sentence) if not _BEFORE_NOW_RE.search(_own_clause(sentence, v))
        ] or list(BOUNDS_RE.finditer(sentence))  # "Fridays impossible", "drop-off's at quarter to nine"
    verb = verbs[0] if verbs else None
    if verb and len(verbs) > 1:
        # of several ("night shifts this week, can only train on the wknd"), the one said with its time
        timed = [v for v in verbs if TIME_RE.search(_clause(sentence, v).replace(v[0], " "))]
        # "never train morning, always after work around 7pm", "mornings are hectic, evenings work best":
        # the slot she has, over the one ruled out
        offered = [v for v in timed if not _RULED_OUT_RE.search(_clause(sentence, v))]
        if not offered:
            offered = [
                v
                for v in verbs
                if TIME_RE.search(_clause(sentence, v)) and not _RULED_OUT_RE.search(_clause(sentence, v))
            ]
        verb = (offered or timed or [verb])[0]
    times = TIME_RE.findall(sentence)
    if not verb or not (times or re.search(r"can we move|reschedul|postpone|move it", sentence, re.I)):
        return None
    if not clean(sentence):
        return None
    said = _with_days_before(sentence, clause_around(sentence, verb.start(), verb.end(), need=TIME_RE))
    if "," in verb[0].strip(" ,") and said in verb[0]:
        # "Monday, Wednesday and Friday mornings would suit": a list of days is one slot, not its first day
        tail = clause_around(sentence, verb.end() - 1, verb.end(), need=TIME_RE)
        end = sentence.find(tail, verb.start())
        said = sentence[verb.start() : end + len(tail) if end >= 0 else verb.end()].strip(" ,")
    label, more = _slot(said), _with_more_times(sentence, said)
    label = _slot(more) if label == "timing" else label
    said = more
    return Cue("schedule", label, quote_client_text(said), topic_key(said))


def _clause(sentence: str, verb: re.Match) -> str:
    return clause_around(sentence, verb.start(), verb.end())


_ASKS_RE = re.compile(
    r"^\W*(?:is|are|does|do|will|would|when|what|which|how|should|could|can)\b[^.!]*\?\W*$", re.I
)
_BEFORE_NOW_RE = re.compile(r"\b(?:used to|back when|years ago|when i was (?:a|at|in)|in my old job)\b", re.I)


def _from_now(sentence: str, verb: re.Match) -> re.Match:
    """ "mornings but now evenings are better" read as one verb: the part after the turn to now."""
    turns = list(re.finditer(r"\bbut now\b|\bnow\b|[,;]", sentence[verb.start() : verb.end()]))
    again = SCHEDULE_VERB_RE.search(sentence, verb.start() + turns[-1].end()) if turns else None
    return again if again is not None and again.start() < verb.end() else verb


def _own_clause(sentence: str, verb: re.Match) -> str:
    """The clause of a scheduling verb, up to a turn to now ("…, but now …")."""
    start = max((m.end() for m in re.finditer(r"\bbut\b|\bnow\b|[,;]", sentence[: verb.end()])), default=0)
    return sentence[start : verb.end()]


# A short clause after the schedule's that names more days or times goes on with it ("… after school drop
# off, 9:15 till about 10:30, tues and thurs"; "not Fridays, that's date night and Saturday is football").
_MORE_TIMES_RE = re.compile(
    r"\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}[:.h]\d{2}|mornings?|evenings?|afternoons?|week ?ends?|"
    r"weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun))\b",
    re.I,
)
# "on weekends I'm free the whole morning but weekdays only lunch break": the week's other half goes with it
_OTHER_HALF_RE = re.compile(
    r"\W*(?:but|whereas|while|and|otherwise)\s+(?:on\s+)?"
    r"(?:week ?days?|week ?ends?|(?:mon|tue|wed|thu|fri|sat|sun)\w*)"
    r"\s+(?:only|just|i'?m|i am|it'?s|are|is)\b",
    re.I,
)
_NOT_A_TIME_CLAUSE_RE = re.compile(r"\b(?:hurts?|sore|pain|ache|aching|injur\w*|sick|ill)\b", re.I)


# the days of a list the clause split off before it ("Mon, Wed and Fri work best": "Mon, " is its own clause)
_DAYS_BEFORE_RE = re.compile(
    r"(?:\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:days?|nesdays?|rsdays?|sdays?|urdays?)?\s*,\s*)+$",
    re.I,
)


def _with_days_before(sentence: str, said: str) -> str:
    start = sentence.find(said)
    before = _DAYS_BEFORE_RE.search(sentence, 0, start) if start > 0 else None
    if before and _DATED_RE.search(sentence, 0, before.start()):
        return said  # "school's back on Monday, back to lunchtime": a date of the clause before, no list
    return sentence[before.start() : start + len(said)] if before else said


_DATED_RE = re.compile(r"\b(?:on|from|since|until|till|by|this|next|last)\s+$", re.I)


def _with_more_times(sentence: str, said: str) -> str:
    start = sentence.find(said)
    if start < 0:
        return said
    end = start + len(said)
    for clause in clauses(Span(sentence, 0, len(sentence))):
        if clause.start < end:
            continue
        if (
            clause.start - end > 4
            or len(clause.text.split()) > (14 if _OTHER_HALF_RE.match(clause.text) else 10)
            or not _MORE_TIMES_RE.search(clause.text)
            or _NOT_A_TIME_CLAUSE_RE.search(clause.text)
            or (  # a statement of its own ("mornings are chaos"), unless the other half of a contrast
                SCHEDULE_VERB_RE.search(clause.text) and not _OTHER_HALF_RE.match(clause.text)
            )
        ):
            break
        end = clause.end
    return sentence[start:end].rstrip(" ,;")


_SLOT_WORD = r"mornings?|evenings?|nights?|weekends?|afternoons?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
# A slot that is ruled out ("mornings are a no-go", "not evenings") does not name the slot they have.
_RULED_OUT_RE = re.compile(
    r"\b(?:no|not|never|can'?t (?:do|make|train(?: on)?)|cannot (?:do|make))\s+(?:a fan of\s+)?(?:on\s+|in the\s+)?"  # noqa: E501
    r"(?:early\s+|late\s+)?"
    r"(?:mornings?|evenings?|nights?|weekends?|afternoons?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b|\b(?:mornings?|evenings?|nights?|weekends?|afternoons?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?) (?:are|is) (?:a |totally |completely |quite |simply )?"
    r"(?:no[- ]go|out|"
    r"impossible|chaos|chaotic|hectic|crazy|manic|a mess|a nightmare|busy|bad|tricky|hard|no|nope|"
    r"write-?off|off the table|not an option|out of the question|booked|blocked)\b|"
    r"\b(?:mornings?|evenings?|nights?|weekends?|afternoons?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?) "
    r"(?:don'?t|doesn'?t|do not|does not|won'?t|never) (?:work|suit)\b|"
    r"\b(?:mornings?|evenings?|nights?|weekends?|afternoons?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?) "
    r"(?:just |really )?(?:are|is) ?n'?t (?:really |just )?(?:working|suiting)\b|"
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days? (?:are|is) "
    r"(?:for (?:my |our |the )?(?:family|kids?|children|daughter|son|husband|wife|partner|hubby|mum|mom|dad|"
    r"parents|grandkids|in-laws|church|rest|me)\b|(?:my |our |the )?"
    r"(?:family|kids?|church|rest|date|football|match|sabbath|shabbat|family time|me time)"
    r"(?: days?| time| nights?))\b|"
    r"\b(?:mornings?|evenings?|nights?|weekends?|afternoons?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?),? "
    r"(?:i'?m|i am|we'?re) (?:out of office|ooo|away|unavailable|offline|off[- ]grid|off limits)\b|"
    # "I'm not a morning person", "never train mornings", "useless before 10"
    r"\b(?:useless|dead|a zombie|no good|hopeless|not human|a wreck) (?:before|until|till) "
    r"(?:\d{1,2}|noon|lunch|midday)(?:\s*(?:am|a\.m\.))?(?!\s*(?:pm|p\.m\.))\b|"
    r"\b(?:not|never been|no) (?:a |an )?(?:morning|evening|night) (?:person|type|people)\b|"
    r"\bnever (?:train|work ?out|run|lift|go)(?: in the)? "
    r"(?:mornings?|evenings?|nights?|weekends?|afternoons?)\b",
    re.I,
)


_DAY_RE = re.compile(
    r"\b(?P<day>mon|tue|wed|thu|fri|sat|sun)(?:days?|s|nesdays?|rsdays?|sdays?|urdays?|r|rs)?\b"
    r"(?:\s*[-–]\s*(?P<to>mon|tue|wed|thu|fri|sat|sun)\w*)?",
    re.I,
)
# the days she named, then ruled out together ("I'm at his place tuesdays and thursdays so those days are
# out")
_THOSE_DAYS_OUT_RE = re.compile(
    r"\b(?:those|these|both|all|the other|my) days (?:are|is) (?:out|busy|taken|gone|full|off limits|"
    r"a no[- ]go|impossible)|\bthat day is (?:out|taken|gone)|"
    r"\bso (?:not|never|no training|can'?t do|can'?t train) (?:then|that day|those days|that time)\b|"
    r"\bso (?:that|this) (?:day|time|slot)(?:'s| is) out\b",
    re.I,
)
_FULL_DAY = {
    "mon": "mondays",
    "tue": "tuesdays",
    "wed": "wednesdays",
    "thu": "thursdays",
    "fri": "fridays",
    "sat": "saturdays",
    "sun": "sundays",
}


_PART_OF_DAY_RE = re.compile(
    r"\b(?:mornings?|evenings?|nights?|afternoons?|lunch\w*|week ?ends?|weekdays?|\d)", re.I
)


def _days(text: str) -> list[str]:
    """The days named, in order, a range as one ("mon-thu")."""
    found: list[str] = []
    for match in _DAY_RE.finditer(text):
        day = match["day"].lower() + (f"-{match['to'].lower()}" if match["to"] else "")
        if day not in found:
            found.append(day)
    return found


def _slot(sentence: str) -> str:
    """The slot the sentence offers; "no evenings" when it only rules one out ("evenings are impossible");
    the days themselves when weekdays and weekend days are named together ("days: mon-thu, sun")."""
    if _SENDS_WEEK_RE.search(sentence):
        return "sends her week ahead"
    days = _days(sentence)
    if days and _THOSE_DAYS_OUT_RE.search(sentence):
        return "no " + ", ".join(_FULL_DAY.get(day, day) for day in days)
    label = _first_slot(_RULED_OUT_RE.sub(" ", sentence).lower())
    if label in ("weekends", "weekdays") and not _PART_OF_DAY_RE.search(sentence):
        ends = {day[:3] in ("sat", "sun") or day.endswith(("-sat", "-sun")) for day in days}
        if ends == {True, False}:
            return "days: " + ", ".join(days)
    ruled_out = _RULED_OUT_RE.search(sentence)
    word = re.search(_SLOT_WORD, ruled_out[0], re.I) if ruled_out else None
    if word and label != "timing" and _first_slot(word[0].lower()) == label:
        return f"no {label}"  # "pickup is 3pm so afternoons are a no": the time says why, not when
    if label != "timing":
        return label
    if word:
        return f"no {word[0].lower().rstrip('s')}s"
    if ruled_out and _NO_GOOD_BEFORE_RE.match(ruled_out[0]):
        return "no mornings"  # "useless before 10"
    if _SHIFTS_RE.search(sentence):
        return "shift work"
    return "sessions a week" if _PER_WEEK_RE.search(sentence) else "timing"


_NO_GOOD_BEFORE_RE = re.compile(r"(?:useless|dead|a zombie|no good|hopeless|not human|a wreck) ", re.I)
_SENDS_WEEK_RE = re.compile(
    r"\b(?:(?:tell|send|give|text|message) you|let you know) (?:know )?my "
    r"(?:week|schedule|rota|shifts|availability)",
    re.I,
)
_SHIFTS_RE = re.compile(
    r"\b(?:shifts?|rotas?|on call|\w+(?: weeks?)? on,? \w+(?: days?| hours?| weeks?)? off)\b", re.I
)
_PER_WEEK_RE = re.compile(
    r"\b(?:\d|two|three|four|five|six) (?:short |quick |long |home |gym )?"
    r"(?:days|sessions|times|workouts|runs|x) "
    r"(?:a|per|each|every|/) ?(?:week|wk)",
    re.I,
)


def _first_slot(low: str) -> str:
    for word, label in (
        (  # the kids' bedtime is hers to train after ("toddler goes to bed at 7:30")
            r"\b(?:go(?:es)? (?:down|to bed|to sleep)|bedtime is|(?:is|are) (?:down|asleep|in bed)) "
            r"(?:at|by) \d",
            "evenings",
        ),
        (
            r"\bmornings?\b|\bbefore work\b|\bearly\b(?! (?:afternoon|evening|night)s?\b)|\b(?:[5-9]|1[01])(?::\d{2})?\s*am\b|\b0?[5-9][:.h]\d{2}\b|"  # noqa: E501
            r"\bbefore (?:the |my )?(?:kids|family|everyone|baby|house) (?:wakes?|gets? up|is up|are up)|"
            r"\b(?:wakes?|wake up|wakes up|gets? up|(?:is|are) up) at \d",
            "mornings",
        ),
        (r"\blunch", "lunchtime"),
        (r"\bafternoons?\b|\b(?:1[2-6])[:.h]\d{2}\b|\b[1-4](?::\d{2})?\s*pm\b", "afternoons"),
        (  # a night-shift worker's nights are her work, not her evenings free ("I'm on nights this week")
            r"\b(?:on|work(?:ing)?|doing|start(?:ing)?|switch\w* to|back on) nights\b(?! out)|\bnight ?(?:shifts?|duty)\b|"  # noqa: E501
            r"^\W*nights (?=(?:all |the whole )?(?:this|next) (?:week|month)|all (?:this |next )?week)",
            "night shifts",
        ),
        (
            r"\bevenings?\b|\bnights?\b|\bafter (?:work|six|seven|five|dinner|\d)\b|\b(?:1[7-9]|2[0-3])[:.h]\d{2}\b|\b[5-9](?::\d{2})?\s*pm\b|\blate\b",  # noqa: E501
            "evenings",
        ),
        (
            r"\bweek ?ends?\b|\bsaturdays?\b|\bsundays?\b|\bsat\b|\bsun\b(?! ?(?:screen|burn|light|shine))",
            "weekends",
        ),
        (
            r"\b(?:mon|tues|wednes|thurs|fri)days?\b|\bweekdays?\b|\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri)\b",
            "weekdays",
        ),
        (r"\b(?:off days|days off)\b", "off days"),  # a rota's days off, whichever weekdays they fall on
    ):
        if re.search(word, low):
            return label
    return "timing"
