"""What a client says about herself, beyond pain: goals, schedule and requests, diet, equipment and
place and life context (docs/understanding.md); message style and questions are in messages.py.

Each cue is one function over one sentence (or, for goals, a message and its local date) that returns
what it found or None, so each has its own table-driven test (tests/wiki/understanding/test_cues.py).
A cue never fires on a negated, hypothetical or sarcastic statement ("I'm not vegetarian", "yeah right,
like I'd ever run a marathon").
"""

import datetime as dt
import re

from wiki.understanding.common import STOPWORDS, Cue, Goal, clean, negated_at, topic_key
from wiki.understanding.dates import target
from wiki.understanding.diet import diet, diets
from wiki.understanding.goalforms import (
    BACK_REFERENCE_RE,
    LABEL_RE,
    LATER_CUE_RE,
    LATER_GAP,
    SOME_WHAT_RE,
    joking,
)
from wiki.understanding.life import LIFE_TABLE, life
from wiki.understanding.messages import QUESTION_START_RE, question, style, styles
from wiki.understanding.quote import quote_client_text
from wiki.understanding.sentences import clause_around

__all__ = [
    "LIFE_TABLE",
    "STOPWORDS",
    "Cue",
    "Goal",
    "diet",
    "diets",
    "equipment",
    "goal",
    "later_goals",
    "life",
    "question",
    "schedule",
    "style",
    "styles",
    "topic_key",
]

# --- goals ---------------------------------------------------------------------------------------

_GOAL_CUE_RE = re.compile(
    r"\b(?:i(?:'?d| would)(?: guess)? (?:really |so |just |kinda |kind of |sort of |also |honestly )*(?:love|like) to|"  # noqa: E501
    r"i(?:'?d| would)?(?: guess)? (?:really |reall?y |so |just |still |totally |kinda |kind of |sort of |"
    r"honestly |definitely |also |badly |seriously )*(?:want|wanna|hope|need|plan|intend|"
    r"dream|aim)(?: to| of)?|i'?d rather|(?:i'?m |am |really |still )?(?:hoping|aiming|planning|trying) "
    r"(?:to|for)|"
    r"(?:my |the |main |big |one |next |new |real |ultimate )*(?:goal|target|aim|dream|objective|mission|plan)s?"  # noqa: E501
    r"(?: (?:weight|time|pace|date|race|event))?"
    r"(?:\s+(?:for|this|next|in|of)\s+[a-z0-9 ]{1,20}?)? ?(?:is(?: still)?|would be|:|=|-|still|remains|stays)|"  # noqa: E501
    r"i'?m (?:training|working|going|aiming) (?:for|towards?)|(?:new|next|main) goal,|"
    r"(?:^\W*(?:(?:so|ok|okay|right|well|anyway|also)\W+)?(?:\d{1,2}[.)]\s*)?|[,;]\s*)(?:really |still |so )?(?:wanna|(?:want|hoping|aiming|planning) (?:to|for))|"  # noqa: E501
    r"^(?:\W*)(?:getting ready|prepping|preparing|training|building up) for|"
    r"^(?:\W*)(?:need|gotta|have) to (?=get|hit|reach|lose|drop|gain|build|run|finish|be able)|"
    r"(?:would|'d) (?:really )?love (?:a|an|to)\b|"
    r"(?:it )?(?:would|'?d) be (?:so |really |super )?"
    r"(?:amazing|great|awesome|nice|cool|incredible|a dream) to|"
    r"main thing (?:for me )?is|the dream is|bucket list|"
    # "priority #1 = …", "#2 maybe …", "what I'm after, really, is …": a ranked or described goal
    r"(?:top |main |first |biggest )?priorit(?:y|ies)(?: (?:#|no\.? ?|number )?(?:\d|one|two|three))?"
    r" ?(?:is|are|:|=|-)|"
    r"(?<=^#)\d(?!\s*(?:goal|target|aim|priority))\s*(?:=|:|-|\))?|"
    r"what i'?m (?:really )?(?:after|going for|looking for)(?:,? really,?)? (?:is|=)|"
    r"(?:i'?m )?thinking (?:about|of) (?:doing|running|entering|signing up for|trying)|"
    r"i(?:'m| am) signed up for|i(?:'ve| have) signed up for|"
    r"^\W*(?:i'?ve |i have )?(?:just )?(?:signed up|registered|entered)(?: for)?|"
    r"got (?:a place|a spot|in) (?:in|for|on)|booked (?:in|onto|into)|sign me up for|"
    r"i(?:'m| am) doing (?:a|the|my first) "
    r"(?:marathon|half|10k|5k|triathlon|race|meet|comp))\s*",
    re.I,
)
_GOAL_WORDS_RE = re.compile(
    r"\b(?:pull[- ]?ups?|chin[- ]?ups?|push[- ]?ups?|muscle[- ]?ups?|handstand|marathon|half|5k|10k|21k|42k|ultra|"  # noqa: E501
    r"triathlon|race|run|running|squat|bench|deadlift|press|lose|losing|drop|gain|build|strong|stronger|fit|"
    r"fitter|lean|weight|kg|lbs?|pounds?|body ?fat|prs?(?=\b)|pbs?(?=\b)|personal best|first|compete|competition|meet|"  # noqa: E501
    r"finish|complete|hike|climb|swim|cycle|ride|mobility|flexib|splits|walk|energy|healthy|toned|abs|"
    r"muscle|bodyweight|plank|sprint|faster|pace|sub-?\d|under \d|able to|hold|carry|keep up|strength|"
    r"fitness|endurance|speed|power|"
    r"back to|return to|get back|play|tennis|football|soccer|basketball|ski|climbing|"
    r"stairs|breath|winded|pain[- ]free|no more (?:\w+ )?pain|"
    r"confident|toes|touch|triathlon|\d+ ?(?:kg|lbs?)|"
    r"feel (?:better|good|great|strong|fit|healthy)|ironman|spartan|tough mudder|hyrox|parkrun|gran fondo|"
    r"century|kilimanjaro|trek|summit|show|comp|powerlifting|bodybuilding|steps|grandkids|kids)\w*\b",
    re.I,
)
_NOT_GOAL_RE = re.compile(
    r"^(?:to )?(?:move|skip|reschedule|cancel|know|ask|check|see|talk|say|tell|chat|message|hear|try "
    r"something|change the time|switch|push the|do it (?:later|tomorrow|in the)|sleep|rest|go home|"
    r"eat|have (?:a|some)|make sure|confirm|let you know|share|send|thank)\b",
    re.I,
)
_WHY_RE = re.compile(
    r"\b(?:because|cause|'cause|cos|since|so (?:that )?(?:i|we|my)|so i can|for my|for our|for the|"
    r"as i|in order to|to be able to keep up with)\b[^.!?]*|\bwhy:\s*[^.!?]*",  # "why:" a form's label
    re.I,
)
_GOAL_MOVE_RE = re.compile(
    r"\b(?:push|move|shift|change|postpone|delay|bump)(?:ing)? (?:back )?(?:the |my |our )?"
    r"(?P<what>[\w' -]{2,40}?) (?:goal|target)(?: date)? (?:back |out |forward )?(?:to|until|till)\b",
    re.I,
)
# A sentence right after a goal that says why ("Turning 40 and I want to prove I still can").
WHY_FOLLOWS_RE = re.compile(
    r"^\W*(?:because|cause|'cause|cos|since|as|it'?s for|for my|for the|turning|that'?s why|so (?:that|i)|"
    r"i want to prove|i wanna prove|my (?:kids?|daughter|son|wife|husband|partner|doctor)|the reason|"
    r"(?:my )?(?:doctor|doc|gp|physio|cardiologist|nurse)(?: says| said| told| wants| thinks))\b",
    re.I,
)
_SUPERSEDE_RE = re.compile(
    r"\b(?:instead|new goal|changed my mind|change of plan|scratch (?:that|the|my)|forget the|forget about|rather than|"  # noqa: E501
    r"switch(?:ing)? (?:my )?goal|new plan|actually,? (?:i|my))\b",
    re.I,
)
_DROP_RE = re.compile(
    r"\b(?:no longer (?:want|care|interested|doing|training)|(?:don'?t|do not) (?:want|care about|need) (?:to )?"  # noqa: E501
    r"(?:do |run |the )?|not (?:doing|running|training for) (?:the|that|a)|(?:giving|given|gave) up on|drop(?:ping)? (?:the|my)|"  # noqa: E501
    r"scrap(?:ping)? (?:the|my)|forget (?:about )?(?:the|my)|not interested in|pulled out of|withdrew from)"
    r"\s*(?P<what>[^.!?,;]{3,80})",
    re.I,
)


# The lift a bare number target is about ("hit a 100 kg squat!! next target is 120"): named before it.
_LIFT_RE = re.compile(
    r"\b(squat|bench(?: press)?|deadlift|(?:overhead |military )?press|ohp|clean|snatch|"
    r"(?:pull|chin|push)-?ups?|dips?|row)(?:s|ed|ing)?\b",
    re.I,
)
# "get to 100 on squat by christmas": a number for a named lift, said as an order to herself
_BARE_TARGET_RE = re.compile(
    r"^\W*(?=(?:get|hit|reach)(?: to| up to)? \d+[^.!?]*\b(?:squat|bench|deadlift|press)\b)", re.I
)
_BARE_NUMBER_RE = re.compile(
    r"^\W*(?:(?:get|getting|hit|hitting|reach|reaching|be) (?:to |at |up to )?)?"
    r"\d+(?:\.\d+)?\s*(?:kg|kgs|lbs?|reps?)?\b",
    re.I,
)


_WHICH_RE = re.compile(
    r"\b(?:a|an|the|my|this|that)\s+(?P<what>(?:[\w'-]+\s+){0,3}?[\w'-]+?)"
    r"(?:\s+(?:in|on|at|this|next|coming up)(?:\s+\w+)?)?\s*,?\s+(?:which|that)\s+$",
    re.I,
)
_DO_IT_RE = re.compile(r"^(?:do|run|finish|complete|race|get through|smash|nail)(?:\s+it)?\b\s*", re.I)


def _lift_target(rest: str, before: str) -> str:
    """ "120 by summer" after "hit a 100 kg squat": the lift named last before the cue, with the number."""
    number = _BARE_NUMBER_RE.match(rest)
    lifts = _LIFT_RE.findall(before)
    number_on = re.sub(
        r"^\W*(?:get|getting|hit|hitting|reach|reaching|be) (?:to |at |up to )?", "", rest.strip(), flags=re.I
    )
    return f"{lifts[-1]} {number_on}" if number and lifts else ""


def goal(sentence: str, today: dt.date, before: str = "") -> Goal | None:
    """A goal the client states: what, by when, why — or None. `before`: the message up to this
    sentence (a bare number target takes its lift from there)."""
    if not clean(sentence):
        return None
    dropped = _DROP_RE.search(sentence)
    if dropped and _GOAL_WORDS_RE.search(dropped["what"]):
        what = _trim_what(dropped["what"])
        return Goal(what, quote_client_text(sentence), None, "", False, dropped=True)
    moved = _GOAL_MOVE_RE.search(sentence)
    if moved:  # "let's push the pull-up goal back to May": the same goal, a new date
        rest = re.sub(r"\b(?:to|until|till)\b", "by", sentence[moved.end() - 6 :], flags=re.I)
        return Goal(_trim_what(moved["what"]), quote_client_text(sentence), target(rest, today), "", True)
    after = _GOAL_AFTER_RE.match(sentence)
    match = None if after else _GOAL_CUE_RE.search(sentence) or _BARE_TARGET_RE.match(sentence)
    if (match is None and after is None) or _asks(sentence) or styles(sentence):
        return None
    if match is not None and negated_at(sentence, match):
        return None
    if after is not None:
        rest, start = _said_before(after["what"], before), 0
    elif match is not None:
        rest, start = sentence[match.end() :], match.start()
    else:
        return None
    antecedent = None if after else _WHICH_RE.search(sentence[:start])
    if antecedent:  # "I've got a half marathon in March which I'd love to do in under 2 hours"
        rest = f"{antecedent['what']} {_DO_IT_RE.sub('', rest.strip())}"
    said_until = len(sentence)
    later = LATER_CUE_RE.search(rest, LATER_GAP) if match is not None else None
    if match is not None and later is not None and _own_wish(rest[later.end() :]):
        rest, said_until = rest[: later.start()], match.end() + later.start()  # a second wish: `later_goals`
    if _BARE_NUMBER_RE.match(rest) and not _LIFT_RE.search(rest):  # "next target is 120"
        rest = _lift_target(rest, f"{before} {sentence[:start]}") or rest
    labelled = match is not None and LABEL_RE.match(sentence) is not None and SOME_WHAT_RE.search(rest)
    if _NOT_GOAL_RE.match(rest) and not (labelled and re.search(r"\d", rest)):
        return None  # "my goal is to move the session" is a request; "Goal: sleep 7h every night" is not
    if not labelled and not _GOAL_WORDS_RE.search(rest):
        return None
    if joking(sentence):
        return None
    why_match = _WHY_RE.search(rest)
    why = quote_client_text(why_match[0].strip().rstrip(".!?"), 100) if why_match else ""
    what_text = rest[: why_match.start()] if why_match else rest
    when = target(rest, today) or target(sentence[:said_until], today)
    what = _trim_what(what_text)
    if not what:
        return None
    supersedes = _SUPERSEDE_RE.search(sentence) or (
        after and _SUPERSEDE_RE.search(f"{before[-120:]} {sentence}")
    )
    # "… climbing Kilimanjaro next September. THAT is the goal now": quoted with the sentence it points to
    said = f"{rest} {sentence}" if after and rest != after["what"] else sentence
    return Goal(what, quote_client_text(said), when, why, bool(supersedes))


def _own_wish(text: str) -> bool:
    """Is `text` (from a later cue on) a goal of its own, not more about the first ("…and I want to do it
    in under 4 hours")?"""
    wish = goal(text, _ANY_DAY)
    return wish is not None and not BACK_REFERENCE_RE.match(wish.what)


_ANY_DAY = dt.date(2000, 1, 1)


def later_goals(sentence: str, today: dt.date, before: str = "") -> list[Goal]:
    """The further wishes of a long run-on sentence whose first goal `goal` read (at most two)."""
    first = _GOAL_CUE_RE.search(sentence)
    found: list[Goal] = []
    position = first.end() + LATER_GAP if first else len(sentence)
    while len(found) < 2 and (later := LATER_CUE_RE.search(sentence, position)):
        position = later.end() + LATER_GAP
        if _own_wish(sentence[later.end() :]):
            wish = goal(sentence[later.end() :], today, f"{before} {sentence[: later.end()]}")
            found += [wish] if wish is not None else []
    return found


# The goal said before its cue: "more energy and sleeping through, that's what I'm after", "… climbing
# Kilimanjaro next September. THAT is the goal now" (a pronoun takes the sentence before).
_GOAL_AFTER_RE = re.compile(
    r"^\W*(?P<what>.+?)[,;:.!-]*\s+(?:that'?s|thats|that is|this is|it'?s|is|=)\s+"
    r"(?:what i'?m (?:after|aiming for|going for|looking for|working towards?)|what i want|"
    r"(?:the|my) (?:main |new |real |big |only |actual )?"
    r"(?:goal|aim|target|dream)(?: now| for (?:now|me|this year))?)(?:\W*$|\s*[,;-]\s.*$)|"
    r"^\W*(?P<that>that|this|it)(?:'s| is)\s+(?:what i'?m after|(?:the|my) (?:main |new |real |big |only )?"
    r"(?:goal|aim|target)(?: now)?)(?:\W*$|\s*[,;-]\s.*$)",
    re.I,
)


def _said_before(what: str | None, before: str) -> str:
    """The goal a post-cue names: its own words, or (for "THAT is the goal") the sentence before."""
    if what and what.strip().lower() not in ("that", "this", "it", "ok", "so"):
        return what
    sentences_before = [s for s in re.split(r"(?<=[.!?])\s+", before.strip()) if s.strip()]
    return sentences_before[-1] if sentences_before else ""


_WHEN_TAIL_RE = re.compile(
    r"\s+(?:by|before|until|till|in|within|for|on|around|this|next|over the)\s+(?!under |less than |sub)(?:my |our |the )?"  # noqa: E501
    r"(?:[a-z']+ )?(?:birthday|wedding|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|autumn|"
    r"fall|winter|christmas|xmas|easter|halloween|thanksgiving|end|\d|next|new year|year\b|(?:a |an )(?:few |couple of )?(?:weeks?|months?|years?|days?)\b|one|two|three|four|five|six|seven|eight|nine|ten|"  # noqa: E501
    r"twelve|few|couple|the next)[^.!?]*$",
    re.I,
)


def _asks(sentence: str) -> bool:
    """A question to the coach ("do you want…?", "should I aim for…?"), not a hedge ("…by summer?? lol")."""
    return sentence.rstrip().endswith("?") and bool(QUESTION_START_RE.match(sentence.strip()))


def _trim_what(text: str) -> str:
    text = re.sub(r"(?:\s+(?:lol|haha|lmao|tbh|honestly|btw))+[\s.!?]*$", "", text.strip(), flags=re.I)
    text = text.lstrip(":-–— ").rstrip(".!?,;: ")
    text = _WHEN_TAIL_RE.sub("", text).rstrip(".!?,;: ")
    text = re.sub(r"\s+(?:any ?more|anymore|now|lol|haha)$", "", text, flags=re.I)
    text = re.sub(r"^(?:to |of |is to |is |be able to )", "", text.strip(), flags=re.I)
    return quote_client_text(text, 90)


# --- schedule and requests -----------------------------------------------------------------------

_TIME_RE = re.compile(
    r"\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}[:.h]\d{2}|(?:after|before|around|at|by|until|till) "
    r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|lunch)\b|"
    r"(?:after|before|until|till) (?:work|school|dinner|the kids)\b|"
    r"mornings?|evenings?|afternoons?|lunch ?(?:time|break)?|nights?|"
    r"week ?ends?|weekdays?|early|late|earlies|lates|shifts?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
    r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?=\W*(?:/|,|&|and|\s)\W*(?:mon|tue|wed|thu|fri|sat|sun))|"
    r"(?<=(?:mon|tue|wed|thu|fri|sat|sun)\W)\W*(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)|"
    r"tomorrow|naps?|nap ?times?|between \d{1,2}(?::\d{2})? and \d{1,2}|"
    r"every (?:day|other day)|(?:\d|two|three|four|five|six) (?:days|sessions|times|workouts|runs) "
    r"(?:a|per|each|every) week)\b",
    re.I,
)
_SCHEDULE_VERB_RE = re.compile(
    r"\b(?:(?:can|could) (?:i|we) (?:do|train|move|switch|swap|shift|push|skip) (?:it|the (?:workout|session|run|"  # noqa: E501
    r"training|gym)|today'?s|tomorrow'?s|my (?:workout|session|run))|can we (?:move|do|switch|shift|push|change|make)|could we (?:move|do|switch|shift|push|change)|"  # noqa: E501
    r"move (?:it|the|my|our|tomorrow|today)|reschedul\w*|postpone|push (?:it|the session) (?:back|to)|"
    r"works? (?:best|better)(?: for me)?|only time|suits? me|(?:i )?start work|i work (?:nights|shifts|late|early|until|from|"  # noqa: E501
    r"till|\d)|shift work|night shifts?|only (?:free|available)|i'?m free|i am free|"
    r"availab(?:le|ility)|heading out|only (?:slot|window|time|gap)|works? for me|"
    r"leav(?:e|ing) (?:at|by|for work)|busy|can'?t (?:make|do|train)|(?:i )?train(?:ing)? (?:in the |on |at |"
    r"before |after )|"
    r"(?:i|we) (?:train|lift|run|swim|go to the gym|gym) (?=(?:mon|tue|wed|thu|fri|sat|sun)\w*\b)|"
    r"my (?:schedule|calendar|shift|commute|day)|school run|pick up the kids|drop off|"
    r"(?:prefer|rather) (?:to )?(?:train(?:ing)?|work(?:ing)? ?out|sessions?|mornings?|evenings?)|best time|"
    r"(?:gym|session|sessions|workouts?|training|run|runs) (?:in the|at|on|before|after|is|are)|"
    r"(?:only|usually|normally|always) (?:train|work ?out|have time|get time)|have time|no time|"
    r"out the door|off work|finish work|get off|commute|office|can only|schedule (?:my|the|our|it)|"
    r"only have|only got|(?:i )?can (?:do|make|manage|train)(?! it\b)|"
    r"on (?:earlies|lates|nights|days|shifts?|call)|night owl|early bird|(?:not )?a morning person|"
    r"start(?:ing)? (?:on )?(?:nights|earlies|lates|shifts)|"
    r"(?:mornings?|evenings?|afternoons?|lunch ?times?|weekends?)(?: [^,.;!?]{1,20})? (?:are|is) "
    r"(?:best|better|ideal|perfect|easiest|good)|"
    r"(?:mornings?|evenings?|afternoons?|lunch ?times?|weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)"  # noqa: E501
    r"days?) (?:are|is) (?:my|the|our) (?:best|ideal|only|easiest|preferred|free)|"
    r"work(?:ing)? (?:\d+[- ]?(?:hour|hr|h) )?(?:shifts|nights|lates|earlies)|"
    r"not a fan of (?:early |late )?(?:mornings?|evenings?|nights?|weekends?)|"
    r"(?:(?:lunch ?(?:time|breaks?)|mornings?|evenings?|nights?|weekends?|weekdays?|afternoons?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?) only|only (?:on |in the )?(?:lunch ?(?:time|breaks?)|"
    r"mornings?|evenings?|weekends?|weekdays?|afternoons?))|"
    r"(?:mornings?|evenings?|nights?|weekends?|weekdays?|afternoons?|lunch(?:time)?s?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?) (?:(?:only |usually )?(?:work|suit)s?|(?:are|is) "
    r"(?:impossible|out|bad|best|better|good|free|busy|hard|easiest|a no[- ]go|no[- ]go|hectic|chaos|"
    r"chaotic|crazy|manic|a mess))|"
    r"free (?:on|at|after|before)|"
    # "going to have to do 6am from now on", "when she naps", "swim 6 mornings a week"
    r"(?:have|got|need|going) to (?:do|train|go|switch to|move to)"
    r"(?= (?:at |in the |on )?(?:\d|early|late|mornings?|evenings?|lunch|nights?|weekends?))|from now on|"
    r"when (?:she|he|the baby|the kids?|they|bub|the little one) (?:naps?|sleeps?|"
    r"(?:is|are|'s|'re) (?:asleep|napping|at school|at nursery|in bed))|"
    r"(?:swim|run|train|lift|ride|cycle|row|climb|play|gym)\w* (?:\d|two|three|four|five|six|seven) "
    r"(?:days|mornings|evenings|nights|times|sessions))\b",
    re.I,
)


def schedule(sentence: str) -> Cue | None:
    """Availability, routine and scheduling requests: "evenings after six", "can we move it",
    "I start work at 7", "heading out at 18:00"."""
    verb = _SCHEDULE_VERB_RE.search(sentence)
    if verb and _SCHEDULE_VERB_RE.search(sentence, verb.end()):
        # of several ("night shifts this week, can only train on the wknd"), the one said with its time
        verb = next(
            (
                v
                for v in _SCHEDULE_VERB_RE.finditer(sentence)
                if _TIME_RE.search(clause_around(sentence, v.start(), v.end()).replace(v[0], " "))
            ),
            verb,
        )
    times = _TIME_RE.findall(sentence)
    if not verb or not (times or re.search(r"can we move|reschedul|postpone|move it", sentence, re.I)):
        return None
    if not clean(sentence):
        return None
    said = clause_around(sentence, verb.start(), verb.end(), need=_TIME_RE)
    return Cue("schedule", _slot(said), quote_client_text(said), topic_key(said))


_SLOT_WORD = r"mornings?|evenings?|nights?|weekends?|afternoons?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
# A slot that is ruled out ("mornings are a no-go", "not evenings") does not name the slot they have.
_RULED_OUT_RE = re.compile(
    r"\b(?:no|not|never|can'?t (?:do|make|train(?: on)?)|cannot (?:do|make))\s+(?:a fan of\s+)?(?:on\s+|in the\s+)?"  # noqa: E501
    r"(?:early\s+|late\s+)?"
    r"(?:mornings?|evenings?|nights?|weekends?|afternoons?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b|\b(?:mornings?|evenings?|nights?|weekends?|afternoons?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?) (?:are|is) (?:a |totally |completely )?(?:no[- ]go|out|"
    r"impossible|chaos|chaotic|hectic|crazy|manic|a mess|a nightmare|busy|bad|tricky|hard)\b",
    re.I,
)


def _slot(sentence: str) -> str:
    """The slot the sentence offers; "no evenings" when it only rules one out ("evenings are impossible")."""
    label = _first_slot(_RULED_OUT_RE.sub(" ", sentence).lower())
    if label != "timing":
        return label
    ruled_out = _RULED_OUT_RE.search(sentence)
    word = re.search(_SLOT_WORD, ruled_out[0], re.I) if ruled_out else None
    return f"no {word[0].lower().rstrip('s')}s" if word else "timing"


def _first_slot(low: str) -> str:
    for word, label in (
        (
            r"\bmornings?\b|\bbefore work\b|\bearly\b|\b(?:[5-9]|1[01])(?::\d{2})?\s*am\b|\b0?[5-9][:.h]\d{2}\b|"  # noqa: E501
            r"\bbefore (?:the |my )?(?:kids|family|everyone|baby|house) (?:wakes?|gets? up|is up|are up)",
            "mornings",
        ),
        (r"\blunch", "lunchtime"),
        (r"\bafternoons?\b|\b(?:1[2-6])[:.h]\d{2}\b|\b[1-4](?::\d{2})?\s*pm\b", "afternoons"),
        (
            r"\bevenings?\b|\bnights?\b|\bafter (?:work|six|seven|five|dinner|\d)\b|\b(?:1[7-9]|2[0-3])[:.h]\d{2}\b|\b[5-9](?::\d{2})?\s*pm\b|\blate\b",  # noqa: E501
            "evenings",
        ),
        (r"\bweek ?ends?\b|\bsaturdays?\b|\bsundays?\b", "weekends"),
        (
            r"\b(?:mon|tues|wednes|thurs|fri)days?\b|\bweekdays?\b|\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri)\b",
            "weekdays",
        ),
    ):
        if re.search(word, low):
            return label
    return "timing"


# --- equipment and place ------------------------------------------------------------------------

_EQUIPMENT_RE = re.compile(
    r"\b(?P<item>home gym|garage gym|dumbbells?|db'?s|kettlebells?|kb'?s|barbells?|squat rack|power rack|rack|"  # noqa: E501
    r"pull-?up bar|resistance bands?|bands|adjustable bench|bench|treadmill|rower|rowing machine|"
    r"(?:exercise |spin |stationary )?bike|peloton|cable machine|trx|rings|jump rope|skipping rope|"
    r"yoga mat|foam roller|sandbag|weights|plates|gym membership|membership|(?:hotel|office|work|local|"
    r"new|university|uni|climbing) gym|ymca|planet fitness|pure ?gym|crossfit box|leisure cent(?:re|er)|"
    r"gym|pool|park|track|(?:no|zero|zilch|without any) (?:equipment|kit|gear)|(?:bodyweight|bw) only|"
    r"(?:dorm|studio|bed ?sit|hotel) room|(?<=in my )dorm|(?<=in the )dorm|"
    r"only (?:bodyweight|bw)|just (?:bodyweight|bw)|home (?:workouts?|training|sessions?))\b",
    re.I,
)
_ACCESS_RE = re.compile(
    r"\b(?:i (?:have|own|got|bought|use|ordered|just got)|i'?ve got|we'?ve got|we (?:have|got|own)|my|only have|"  # noqa: E501
    r"no access|(?:don'?t|do not) have|no (?:gym|equipment|weights)|joined|membership|cancel(?:l?ed)? my|"
    r"train(?:ing)? at|work(?:ing)? out at|access to|there'?s (?:a|no)|at home|at the|new gym|"
    r"moved gyms?|switch(?:ed|ing)? gyms?|only|just|home|set-?up|set up|garage|basement|signed up (?:at|to|with|for)|"  # noqa: E501
    r"member (?:at|of)|go to|going to|zero|space for|room for|"
    r"got (?:a|an|some|myself)(?: (?:new|used|second-?hand|cheap|little))? (?=rower|rowing|treadmill|"
    r"(?:exercise |spin )?bike|dumbbell|kettlebell|barbell|bench|rack|pull|bands|weights|mat|trx|rings))\b",
    re.I,
)


def equipment(sentence: str) -> Cue | None:
    """Equipment and place: "I have two kettlebells at home", "joined a gym near work", "no rack".
    Every item the sentence names goes into one label ("dumbbells, bench, no barbell")."""
    if not _EQUIPMENT_RE.search(sentence) or not _ACCESS_RE.search(sentence) or not clean(sentence):
        return None
    if sentence.rstrip().endswith("?") and not re.search(r"\bi (?:have|only have|got)\b", sentence, re.I):
        return None
    labels: list[str] = []
    for match in _EQUIPMENT_RE.finditer(sentence):
        item = re.sub(r"\bbw\b", "bodyweight", match["item"].lower())
        if item == "bench" and (
            re.search(
                r"\b(?:to|i|can|could|will|'ll|goal|target|on|during|doing|after|from|in)\W*$",
                sentence[: match.start()],
                re.I,
            )
            or _LIFT_AFTER_RE.match(sentence, match.end())
        ):
            continue  # "I want to bench 100kg": the lift, not the furniture
        near = sentence[max(0, match.start() - 30) : match.end() + 20]
        if item in _WEAK_ITEMS and not _OWNS_RE.search(near):  # "my shoulder … after bench" is no bench
            continue
        before = sentence[max(0, match.start() - 30) : match.start()]
        lacks = bool(_LACKS_RE.search(before))
        label = f"no {item}" if lacks and not item.startswith("no ") else item
        if label not in labels:
            labels.append(label)
    if not labels:
        return None
    label = ", ".join(labels[:4])
    return Cue("equipment", label, quote_client_text(sentence), topic_key(label))


# "bench my bodyweight", "bench 80kg", "bench PR": the lift, not the furniture
_LIFT_AFTER_RE = re.compile(
    r"\s*(?:(?:press|my (?:body ?weight|bw)|body ?weight|bw|pr|pb|max|1rm|a (?:pr|pb|max))\b|\d|"
    r"(?:(?:is|'s|was|has|have|stuck|stalled|at|still|went|up|to)\s+){1,3}\d)",
    re.I,
)
_LACKS_RE = re.compile(
    r"\b(?:no|without|don'?t have|do not have|lost access to|cancel\w* my)\s+"
    r"(?:(?!at\b|in\b|on\b|with\b|and\b)[\w'-]+\s+){0,2}$",
    re.I,
)
_WEAK_ITEMS = ("track", "park", "pool", "bench", "rack", "weights", "bands", "gym")
_OWNS_RE = re.compile(
    r"\b(?:i use|i have|i'?ve got|we'?ve got|got (?:a|an|some)|i got|i own|we have|my|only|no|joined|at home|access|"  # noqa: E501
    r"in the garage|train(?:ing)? at|"
    r"work(?:ing)? out at|membership|new|has|have)\b",
    re.I,
)
