"""A terse reply read in the frame of the bot's question (docs/understanding.md "Replies").

The bot asks "What are we working towards?" and she answers "run 5k without stopping"; it asks "Where
do you train?" — "basic fit near work"; "Any foods you can't eat?" — "nuts. like actually allergic".
The reply alone names no goal, place or diet: the question says what it answers. `topic(question)` is
what the question asks about ("goal", "schedule", "place", "equipment", "diet", "style" or ""), and
`framed(reply, question)` the sentence the cues would read had she said it whole ("Goal: run 5k …",
"I train at basic fit near work"). Only her reply is ever quoted: the frame is how it is read, never
what she said. A pick from the bot's own list ("1) lose fat 2) build strength" — "the first one";
"longer explanations, or just the plan?" — "just the plan") is read as the option she picked.
"""

import datetime as dt
import re
from collections.abc import Iterable

from wiki.understanding.lexicon import find_areas

REPLY_WINDOW = dt.timedelta(hours=3)  # a user turn this soon after a bot's question may answer it

_TOPICS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(words, re.I))
    for name, words in (
        (
            "goal",
            r"\b(?:working (?:towards?|toward|on)|goals?|aim(?:ing)? (?:for|at)|what(?:'s| is) next|"
            r"a win for you|(?:want|like|hope|love) to (?:achieve|work on|get out of)|brings? you here|"
            r"training for|what do you want|what are you after|what would you like|main focus|"
            r"focus (?:for|on) the next|priorit(?:y|ies)|most important to you)\b",
        ),
        (
            "schedule",
            r"\b(?:when (?:do|can|could|will|would|should) (?:you|we) (?:usually |normally |best )?"
            r"(?:train|work ?out|exercise|lift|run|do it)|which days?|what days?|"
            r"how many (?:days|times|sessions)|"
            r"days? (?:a|per) week|what time|which time|what does your week look like|"
            r"day suits|time suits|(?:days|times) (?:work|suit)|"
            # "So 6:30am on Tuesdays and Thursdays, does that work?": a slot offered
            r"(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)[^?]{0,60}"
            r"(?:does|would|will|could) that (?:work|suit|do)|"
            # options that are days or times of day: "Mon/Wed/Fri, or Tue/Thu/Sat?", "Mornings or evenings?"
            r"(?:mon|tue|wed|thu|fri|sat|sun|mornings?|evenings?|lunch ?times?|afternoons?|weekends?|"
            r"weekdays?)\w*[^?]{0,20}? or (?:the )?(?:mon|tue|wed|thu|fri|sat|sun|mornings?|"
            r"evenings?|lunch ?times?|afternoons?|weekends?|weekdays?)\w*(?=[^?]{0,30}\?))\b",
        ),
        (
            "place",
            r"\b(?:where (?:do|will|can|would|are) you (?:usually |normally |going to |gonna )?"
            r"(?:train|run|work ?out|exercise|lift|do (?:it|your (?:sessions|workouts))|be training))\b",
        ),
        (
            "equipment",
            r"\b(?:(?:what(?:'s| is)|anything) (?:there )?to (?:train|work out|lift) with|what equipment|"
            r"what kit|what (?:do|have) you (?:got|have)|do you have (?:a|an|any)\b|"
            r"(?:do|can|could) you (?:have |get |still have )?access (?:to )?(?:a|an|any)\b|"
            r"(?:is|are) there (?:a|an|any) (?:[\w-]+ )?"
            r"(?:gym|pool|track|rack|weights|dumbbells|kettlebells?|bench)|"
            r"any (?:weights|dumbbells|kettlebells?|bands|equipment|kit|bar)|no weights)",
        ),
        (
            "diet",
            r"\b(?:foods?|eat|eating|diet|allerg\w*|intoleran\w*|dairy|gluten|meat|lactose|"
            r"(?:does|do) (?:\w+ ){0,2}(?:bother|agree with) you)\b",
        ),
        (
            "style",
            r"\b(?:would you (?:like|prefer|rather)|(?:longer|shorter) (?:explanations|messages)|"
            r"how (?:should|do you want|would you like) (?:me to |i )?"
            r"(?:respond|react|reply|handle|talk|message)|"
            r"which (?:style|tone)|"
            # "the full breakdown for each session, or just the headline?", "a check-in every day, or weekly?"
            r"(?:full |detailed )?breakdowns?\b[^?]{0,40}\bor\b|"
            r"\bor just the (?:headlines?|summary|gist|basics)|"
            r"check-?ins? (?:from me )?(?:every day|daily)[^?]{0,20}\bor\b|"
            r"how often (?:should|do you want|would you like) (?:me|i) to (?:check in|message|text|write))\b",
        ),
    )
)


def topic(question: str) -> str:
    """What the bot's question asks about, or "" (a pain question, small talk, or several at once)."""
    for name, pattern in _TOPICS:
        if pattern.search(question):
            return name
    return ""


# "1) lose fat 2) build strength 3) get fit", "1. none 2. a little"
# … or lettered: "(a) dumbbells (b) kettlebell (c) resistance bands"
_NUMBERED_RE = re.compile(r"(?:^|\s)\(?(\d|[a-h])[.)]\s+(.+?)(?=\s+\(?(?:\d|[a-h])[.)]\s|\s*[?.]?\s*$)")
_ORDINALS = {
    "first": "1",
    "1st": "1",
    "second": "2",
    "2nd": "2",
    "third": "3",
    "3rd": "3",
    "fourth": "4",
    "4th": "4",
}
_PICK = r"(\d|[a-h](?=\W|$)|first|1st|second|2nd|third|3rd|fourth|4th)"
# "3", "the second one 😬", "option b", "b and c", "1 + 3": the options she picked
_PICK_NUMBER_RE = re.compile(
    rf"^\W*(?:(?:the|number|no\.?|option|#)\s*)*{_PICK}(?:\s*(?:,|and|&|\+|or)\s*\(?{_PICK}\)?)?"
    r"(?:\s+(?:one|ones|option|please|pls|i guess|i think|probably|def(?:initely)?))*"
    r"(?:\W*$|\s*[,.;:—–]\s+(?:but|and|though|tho|although|except)\b)",  # "2, but I do eat eggs"
    re.I,
)
# "the second", "first one pls", "the latter.": which of two options, said by its place
_EITHER_PICK_RE = re.compile(
    r"^\W*(?:the\s+)?(first|1st|former|second|2nd|latter)(?:\s+(?:one|option|pattern))?"
    r"(?:\s+(?:please|pls|i think|probably|def(?:initely)?))?\s*(?:[.!,;:—–-]|$)",
    re.I,
)
# "longer explanations, or just the plan?": the options of an either/or question
_EITHER_RE = re.compile(r"([^,?.!:]+?)(?:,)? or ([^,?.!]+)\?", re.I)
_LEAD_RE = re.compile(r"^\W*(?:do you (?:have|want|prefer)|would you (?:like|prefer)|is it|are you)\s+", re.I)


def picked(reply: str, question: str) -> str:
    """The option of the bot's list she picked ("the first one" → "lose fat"), or ""."""
    options = {m[1].lower(): m[2].strip() for m in _NUMBERED_RE.finditer(question)}
    number = _PICK_NUMBER_RE.match(reply)
    if len(options) >= 2 and number:
        keys = [_ORDINALS.get(key.lower(), key.lower()) for key in number.groups() if key]
        return " and ".join(options[key] for key in keys if key in options)
    either = _EITHER_RE.search(question)
    if not either:
        return ""
    two = [_LEAD_RE.sub("", either[1]).strip(), either[2].strip()]
    if ordinal := _EITHER_PICK_RE.match(reply):  # "the second. Saturday has to be done by 10 though"
        return two[0 if ordinal[1].lower() in ("first", "1st", "former") else 1]
    # "thursday works", "saturday is better pls": the option with what she says of it — or in the first
    # sentence of a longer reply ("headline. if I want more I'll ask")
    first = re.split(r"[.!?;]\s", reply, maxsplit=1)[0]
    words = set(re.findall(r"[a-z0-9]+", first.lower())) - {
        *"the a an one please pls just works work is better best fine good ok okay for me suits".split()
    }
    if not words or len(words) > 4:
        return ""
    for option in two:
        said = re.findall(r"[a-z0-9]+", option.lower())
        if words <= set(said):
            return re.sub(r"\b(?:at home|at the gym|for you)\b", "", option).strip()
    return ""


# "How many pull-ups are we aiming for?" — "one is enough": the reply counts what was asked about
_HOW_MANY_RE = re.compile(r"\bhow (?:many|much) ([a-z][\w-]*(?: (?:a|per|each) (?:week|day|month))?)", re.I)
_BARE_NUMBER_RE = re.compile(
    r"^\W*(\d{1,2}|one|two|three|four|five|six|seven)(?:\s*(?:ish|probs?|probably|maybe))?\W*$", re.I
)
_NUMBER = r"(?:\d{1,2}|one|two|three|four|five|six|seven)"
_LEADING_NUMBER_RE = re.compile(
    rf"^\W*({_NUMBER}(?:\s*(?:-|to|or|/)\s*{_NUMBER})?)(?:\s*(?:ish|probs?|probably|maybe|tops|max))?"
    r"\s*[.,!;:]\s+(?=\S)",
    re.I,
)
# "ok", "👍", "sure thing": an acknowledgement answers nothing ("Because you're gluten-free…" — "ok")
_ACK_RE = re.compile(
    r"^\W*(?:ok(?:ay|ey)?|k+|kk|sure(?: thing)?|thanks?|thx|ty|cool|nice|great|perfect|sounds good|"
    r"got it|noted|lol|haha\w*|will do|alright|right)?\W*$",
    re.I,
)
_UNSURE_RE = re.compile(
    r"^\W*(?:not sure|not really|not at all|dunno|idk|no idea|don'?t know|hmm+\W*$|nothing|none|nope|no|nah|"
    r"n/a)\b",
    re.I,
)
# "spring? march-ish": a time said on its own after the answer is its deadline
_WHEN_RE = re.compile(
    r"[.?!]+\s*(?=(?:by |in |around |maybe |probably |prob |ideally )?(?:jan|feb|mar|apr|may|jun|jul|aug|"
    r"sep|oct|nov|dec|spring|summer|autumn|fall|winter|xmas|christmas|easter|next|end of)\w*)",
    re.I,
)
_ISH_RE = re.compile(r"(?<=[a-z])-?ish\b", re.I)
_FRAMES = {
    "goal": "Goal: {}",
    "schedule": "I train {}",
    "place": "I train at {}",
    "equipment": "I have {}",
    "diet": "I don't eat {}",
    "style": "I'd like {}",
}


def framed(reply: str, question: str, earlier: str = "") -> tuple[str, str]:
    """(topic, the sentence the cues read) for a reply to the bot's question, or ("", "") when the
    question asks about none of the topics or the reply gives nothing ("not sure", "nope").
    `earlier` is her answer to the question before, when this one only follows it up ("Roughly how
    much?" after the goal): the frame builds on it."""
    name = topic(question) if "?" in question else ""  # a bot's statement frames nothing
    kit = _ASKED_KIT_RE.search(question) if name == "equipment" else None
    if kit and _NO_RE.match(reply) and len(reply.split()) <= 4 and not reply.rstrip().endswith("?"):
        return name, f"I don't have {kit['kit']}"  # "Do you have access to a pool?" — "nope": no pool
    if not name or _UNSURE_RE.match(reply) or _ACK_RE.match(reply) or reply.rstrip().endswith("?"):
        return "", ""
    pick = picked(reply, question)
    offered = _OFFERED_SLOT_RE.search(question) if name == "schedule" else None
    if offered and yes_or_no(reply) and not _NO_RE.match(reply) and len(reply.split()) <= 6:
        return name, f"I train {offered['slot']}"  # "So 6:30am on Tuesdays, does that work?" — "yep"
    wished = _WOULD_YOU_LIKE_RE.search(question) if name == "style" else None
    if wished and yes_or_no(reply) and not _NO_RE.match(reply) and len(reply.split()) <= 4:
        return name, f"I'd like {wished['what']}"  # "Would you like shorter messages?" — "yes pls"
    said = pick or _THINKING_RE.sub("", reply) or reply  # "Oh gosh. Honestly? Getting through …"
    counted = _HOW_MANY_RE.search(question)
    if counted and _BARE_NUMBER_RE.match(said):
        said = f"{said.strip()} {counted[1]}"  # "3" to "how many days a week" → "3 days a week"
    elif counted and (lead := _LEADING_NUMBER_RE.match(said)):
        # "three. four on a good week. never Sundays" → "three days a week. four on a good week. …"
        said = f"{lead[1]} {counted[1]}. {said[lead.end() :]}"
    elif counted and name == "goal":
        said = f"{counted[1]}, {said}"  # "one is enough, before I am 40" → "pull-ups, one is enough, …"
    if kit and yes_or_no(said) and not _NO_RE.match(said):
        # "Do you have access to a pool?" — "yep 50m one at work": the kit asked about, with what she adds
        rest = _YES_NO_RE.sub("", said).strip(" ,.!")
        return name, f"I have access to {kit['kit']}" + (f", {rest}" if rest else "")
    if name == "goal":
        said = _ISH_RE.sub("", _WHEN_RE.sub(", by ", said))
        said = f"{earlier.strip().rstrip('.!')}, {said}" if earlier else said
    if name == "diet" and pick and not _AVOIDS_RE.search(question):
        return name, f"I'm {said}"  # "Which fits how you eat? 1) everything 2) vegetarian" — "2"
    return name, _FRAMES[name].format(said)


# what she says while she thinks, before her answer: "Oh gosh. Honestly? …", "Hmm, good question."
_THINKING_RE = re.compile(
    r"^(?:\W*(?:oh (?:gosh|god|wow|boy|man)|gosh|hmm+|honestly|good question|great question|tough one|"
    r"let me think|um+|uh+|well|ooh+|ha(?:ha)*)\b[\s.!?,…]*)+",
    re.I,
)


# "So 6:30am on Tuesdays and Thursdays, does that work?": the slot a yes takes
_OFFERED_SLOT_RE = re.compile(
    r"(?:^|[.!?]\s+)(?:(?:so|ok|okay|how about|what about)\W+)?(?P<slot>[^.!?]{3,80}?),?\s+"
    r"(?:does|would|will|could) that (?:work|suit|do)",
    re.I,
)
# "Would you like shorter messages from me? (yes/no)": what a yes to it wants
_WOULD_YOU_LIKE_RE = re.compile(r"\bwould you (?:like|prefer) (?P<what>[^?]{3,60}?)(?: from me)?\s*\?", re.I)
# a question about what she avoids ("Any foods you don't eat?"), not about how she eats
_AVOIDS_RE = re.compile(r"\b(?:don'?t|do not|avoid|agree with|allerg\w*|intoleran\w*|bother|can'?t)\b", re.I)


_FOOD_ASKED_RE = re.compile(
    r"\b(dairy|milk|lactose|gluten|wheat|bread|meat|pork|beef|fish|seafood|shellfish|eggs?|nuts?|peanuts?|"
    r"soy|sugar|caffeine|coffee|alcohol|spicy food)\b",
    re.I,
)
# the kit a yes/no question asks about: "Do you have access to a pool for the recovery swims?" → "a pool"
_ASKED_KIT_RE = re.compile(
    r"\b(?:have|access to|is there|are there|got)\s+(?P<kit>(?:a|an|any)\s+[\w -]{2,30}?)"
    r"(?=\s+(?:for|at|near|nearby|close|where|to|you|in|on)\b|\s*[?,.]|$)",
    re.I,
)
_NO_RE = re.compile(r"^\W*(?:no|nope|nah|not really)\b(?!\W*(?:idea|clue|sure|worries|problem))", re.I)
_YES_NO_RE = re.compile(r"^\W*(?:yes|yeah|yep|yup|ya|yh|no|nope|nah|not really|sort of|kinda)\b", re.I)


def food_asked(question: str) -> str:
    """The food a diet question asks about ("Does dairy bother you?" → "dairy"), or ""."""
    found = _FOOD_ASKED_RE.search(question)
    return found[1].lower() if found else ""


def yes_or_no(reply: str) -> bool:
    return bool(_YES_NO_RE.match(reply))


def threads(turns: Iterable[tuple[int, bool, str, dt.datetime]]) -> dict[int, tuple[str, str]]:
    """For (seq, is the client's, text, when) chat turns in time order: each reply's (question, her
    earlier answer it builds on). A bot question with no topic of its own that follows a topic question
    up ("Roughly how much?", "Any deadline?", "Which ones?" after "Main goal?") is read in its frame,
    building on her answers so far."""
    found: dict[int, tuple[str, str]] = {}
    last: tuple[str, dt.datetime] | None = None  # the bot turn just before
    thread: tuple[str, str, dt.datetime] | None = None  # topic question, her answers so far, when
    for seq, mine, text, at in turns:
        if not mine:
            last = (text, at)
            continue
        if last is None or at - last[1] > REPLY_WINDOW:
            last = None
            continue
        question, earlier = last[0], ""
        if not topic(question) and thread is not None and at - thread[2] <= REPLY_WINDOW:
            question, earlier = f"{thread[0]} {question}", thread[1]
        found[seq] = (question, earlier)
        said = picked(text, question) or text
        thread = (question, f"{earlier}, {said}" if earlier else said, at) if topic(question) else None
        last = None
    return found


# "sorry I meant right not left", "wait no, 70", "actually make that Thursdays": she corrects what she
# said just before; the value replaces the one it corrects in that message (docs/understanding.md
# "Replies": corrections).
_CORRECTION_RE = re.compile(
    r"^\W*(?:(?:sorry|soz|oops|whoops|wait|no|nope|actually|correction|my bad|ugh|sorry,? typo|typo|"
    r"(?:yes|yep|yeah|yup|ok)\W+but)\W+)+"  # "yep but make it 70" to "still aiming for 60 kg?"
    r"(?:(?:i )?(?:meant|mean)\s+|make (?:that|it)\s+|it'?s\s+|should be\s+|change (?:that|it) to\s+)?"
    # the value, and at most one word naming what it is of: "it's the LEFT knee", "my right one"
    r"(?:(?:the|my)\s+)?(?P<value>[a-z0-9][\w-]*(?:\s?kg|\s?lbs?|\s?k|\s?km)?)(?:\s+[a-z]{2,12})?"
    r"(?:,?\s+not\s+(?:the\s+)?(?P<old>[a-z0-9][\w-]*))?\s*"
    r"(?=[,.;!?]|\s+(?:i|im|i'm|brain|lol|haha|sorry)\b|$|\s*[^\w\s])",  # "… not Tuesdays 🤦‍♀️"
    re.I,
)
_KINDS = (
    re.compile(r"^(?:left|right)$", re.I),
    re.compile(r"^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*$", re.I),
    re.compile(r"^\d+(?:[.,]\d+)?(?:\s?(?:kg|lbs?|k|km))?$", re.I),
)
_WORD_RE = re.compile(r"[a-z0-9]+(?:[.,]\d+)?(?:\s?(?:kg|lbs?|km))?|[a-z]+", re.I)


def correction(text: str) -> tuple[str, str] | None:
    """(the corrected value, the value it replaces or "") when a message only corrects the one before
    ("sorry I meant right not left" → ("right", "left")), else None."""
    found = _CORRECTION_RE.match(text)
    if not found or not any(kind.match(found["value"]) for kind in _KINDS):
        return None
    return found["value"], found["old"] or ""


def corrected(previous: str, value: str, old: str = "") -> str:
    """Her previous message with the corrected value in place of the one of its kind ("new goal: bench
    60kg by summer" + "70" → "… bench 70kg …"), or "" when nothing in it is of that kind."""
    kind = next((k for k in _KINDS if k.match(value)), None)
    if kind is None:
        return ""
    for word in _WORD_RE.finditer(previous):
        said = word[0]
        if (old and said.lower() == old.lower()) or (not old and kind.match(said)):
            if said.lower() == value.lower() or re.sub(r"\D+$", "", said) == value:
                return ""  # already so ("bench 70kg" corrected to 70)
            unit = re.sub(r"^[\d.,]+", "", said) if value.isdigit() else ""
            return f"{previous[: word.start()]}{value}{unit}{previous[word.end() :]}"
    return ""


# "1 better 2 make it 3" to "1) how's the elbow? 2) still ok with 4 days a week?": an answer a question
_ANSWERS_RE = re.compile(r"^\W*1\W+(.+?)\s+2\W+(.+?)(?:\s+3\W+(.+?))?\W*$", re.I)
_MAKE_IT_RE = re.compile(
    r"^\W*(?:(?:no|nah|actually)\W+)?(?:make (?:it|that)|change (?:it|that) to|drop (?:it )?to|"
    r"(?:let'?s )?go (?:with|for)|more like)\s+(\d{1,3})\W*$|^\W*(\d{1,3}) instead\W*$",
    re.I,
)
_NUMBER_AND_UNIT_RE = re.compile(r"\b\d{1,3}((?:\s+[a-z]+){1,3})", re.I)


def numbered_answers(reply: str, question: str) -> list[tuple[str, str]]:
    """(item question, her answer) for each numbered answer to the bot's numbered questions, a changed
    number read with what it counts ("make it 3" to "still ok with 4 days a week?" → "3 days a week")."""
    items = {int(m[1]): m[2].strip() for m in _NUMBERED_RE.finditer(question) if m[1].isdigit()}
    found = _ANSWERS_RE.match(reply) if len(items) >= 2 else None
    if not found:
        return _yes_no_list(reply, question)
    pairs = []
    for number, answer in enumerate(found.groups(), start=1):
        asked = items.get(number, "")
        if not answer or not asked:
            continue
        changed, counted = _MAKE_IT_RE.match(answer), _NUMBER_AND_UNIT_RE.search(asked)
        if changed and counted:
            answer = f"{changed[1] or changed[2]}{counted[1]}".rstrip("?")
        pairs.append((asked.rstrip("?") + "?", answer))
    return pairs


_KIT_CHECK_RE = re.compile(r"\b(?:kit|equipment|gear|at home|home gym|garage)\b", re.I)
_LIST_ITEM_RE = re.compile(r"(?:^|(?<=[?:]))\s*([^?:]{2,40}?)\s*\?")
_YES_NO_TOKEN = r"(yes|yeah|yep|yup|y|no|nope|nah|n)"


def _yes_no_list(reply: str, question: str) -> list[tuple[str, str]]:
    """ "Quick kit check: dumbbells? a bench? a pull-up bar?" — "yes, no, yes": each answer to its item, in
    order (docs/understanding.md "Replies in a conversation")."""
    if not _KIT_CHECK_RE.search(question):
        return []
    items = [m[1].strip() for m in _LIST_ITEM_RE.finditer(question.split(":", 1)[-1])]
    if len(items) < 2 or any(len(item.split()) > 5 for item in items):
        return []
    answers = re.match(
        rf"^\W*{_YES_NO_TOKEN}" + rf"(?:\W+{_YES_NO_TOKEN})" * (len(items) - 1) + r"\b", reply, re.I
    )
    if not answers:
        return []
    pairs = []
    for item, answer in zip(items, answers.groups(), strict=True):
        thing = item if re.match(r"(?:a|an|any)\b", item, re.I) else f"any {item}"
        pairs.append((f"Do you have {thing}?", "yes" if answer.lower().startswith("y") else "no"))
    return pairs


# "When do they finish?", "How long are you away for?", "When are you back?": the bot asks when her news
# ends; "the 20th" is its end date (docs/understanding.md "Replies in a conversation")
_WHEN_ENDS_RE = re.compile(
    r"\b(?:when (?:do|does|will|is|are|'s|would)\b[^?]{0,40}?\b"
    r"(?:finish|end|over|done|back|return|due|wrap)\w*|"
    r"how long (?:will|are|is|do|does|until|till|'s)\b|(?:until|till) when|"
    r"when(?:'s| is) (?:the|your) (?:due date|last (?:one|exam|day)|big day|surgery|op|move|return)|"
    r"what date)",
    re.I,
)
_DATE_SAID_RE = re.compile(
    r"\b(?:\d{1,2}(?:st|nd|rd|th)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}|"
    r"\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|\d{1,2}/\d{1,2}|"
    r"(?:next |this |on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"end of (?:the )?(?:week|month|term|year)|"
    r"(?:mid|early|late|end of)[- ](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|"
    r"(?:in|another|about|around) (?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?)|"
    r"(?:after|before) (?:christmas|xmas|easter|new year)|tomorrow|next week)\b",
    re.I,
)


def end_date_reply(reply: str, question: str) -> bool:
    """Does the reply give a date for when her news ends, asked by the bot ("When do they finish?" —
    "the 20th")? A reply without a date ("no idea. weeks?") gives none."""
    return (
        "?" in question
        and bool(_WHEN_ENDS_RE.search(question))
        and len(reply.split()) <= 12
        and not _UNSURE_RE.match(reply)
        and bool(_DATE_SAID_RE.search(reply))
    )


# "it's not the knee, it's the front of the right hip", "thinking about it, it's not really my back",
# "turns out it wasn't my calf at all": an area she takes back
_NOT_THAT_AREA_RE = re.compile(
    r"\b(?:it'?s|it is|its|that'?s|it was|it wasn'?t|wasn'?t)\s+(?:not\s+)?(?:really\s+|actually\s+)?"
    r"(?:my|the)\s+(?P<area>[a-z][a-z ]{1,30}?)\s*(?=[,.;!]|$|\s+(?:at all|after all|but|it'?s|its)\b)",
    re.I,
)


def area_taken_back(text: str) -> str:
    """The body area (base) a message says was never it ("correction: it's not the knee, it's the hip"),
    or "": the one she names after "not" or "wasn't", when she names another area in the same message."""
    named = find_areas(text)  # read in the whole message: "back" alone is no body part ("I'm back")
    for match in _NOT_THAT_AREA_RE.finditer(text):
        said = match[0].lower()
        if (" not " not in f" {said} " and "wasn" not in said) or " again" in said:
            continue  # "it's not my knee again, my hip is sore": not this time, not taken back
        wrong = [a for a in named if match.start("area") <= a.start < match.end()]
        others = [a for a in named if a.start >= match.end() and wrong and a.base != wrong[0].base]
        if len(wrong) == 1 and others:
            return wrong[0].base
    return ""
