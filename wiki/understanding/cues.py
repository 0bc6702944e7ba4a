"""What a client says about herself, beyond pain: goals here; equipment and place (equipment.py), schedule
(schedule.py), diet (diet.py), life context (life.py), message style and questions (messages.py) are
re-exported (docs/understanding.md).

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
from wiki.understanding.equipment import equipment, kit_listed
from wiki.understanding.goalforms import (
    AVOIDED_RE,
    BACK_REFERENCE_RE,
    DROPPED_AFTER_RE,
    EVENT_RE,
    LABEL_RE,
    LATER_CUE_RE,
    LATER_GAP,
    SOME_WHAT_RE,
    WISH_RE,
    bare_date,
    deadline_said,
    event_moved,
    given_up,
    given_up_at,
    joking,
    negated_rest,
)
from wiki.understanding.lexicon import find_areas
from wiki.understanding.life import LIFE_TABLE, life
from wiki.understanding.messages import message_styles, style, styles
from wiki.understanding.people import others_own
from wiki.understanding.questions import QUESTION_START_RE, question
from wiki.understanding.quote import QUOTE_MAX_CHARS, quote_client_text
from wiki.understanding.schedule import schedule
from wiki.understanding.sentences import Span, clauses

__all__ = [
    "LIFE_TABLE",
    "STOPWORDS",
    "Cue",
    "Goal",
    "diet",
    "diets",
    "equipment",
    "goal",
    "kit_listed",
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
    r"\b(?:i(?:'?d| would)(?: guess)? (?:really |so |just |kinda |kind of |sort of |sorta |also |honestly |"
    r"lowkey |(?:\w+ly ))*(?:love|like) to|"
    r"i(?:'?d| would)?(?: guess)? (?:really |reall?y |so |just |still |totally |kinda |kind of |sort of |"
    r"honestly |definitely |also |badly |seriously |lowkey |highkey |deffo |defo |def |sorta |"
    r"(?:\w+ly ))*"
    r"(?:want|wanna|hope|need|plan|intend|"
    r"dream|aim)(?: to| of)?|i'?d rather|(?:i'?m |am |really |still )?(?:hoping|aiming|planning|trying) "
    r"(?:to|for)|(?:i'?m |am )?planning on|"
    r"(?:my |the |main |big |one |next |new |real |ultimate )*"
    r"(?:goal|target|aim|dream|objective|mission|plan|wish|okr|north star|ambition|resolution)s?"
    r"(?:[- ]wise)?(?: (?:weight|time|pace|date|race|event))?"
    r"(?:\s+(?:for|this|next|in|of)\s+[a-z0-9 ]{1,20}?)? ?(?:\bis(?: still)?|\bwould be|:|=|-|\bstill|\bremains|\bstays)|"  # noqa: E501
    r"i'?m (?:training|working|going|aiming) (?:for|towards?)"
    # "I'm going for a walk" is what she does now, not an aim
    r"(?!\s+(?:a |an )?(?:walk|run|jog|swim|ride|hike|coffee|drink|pint|beer|bite|meal|massage|nap|shower|"
    r"check-?up|scan|x-?ray|lie[- ]down)\b)|(?:new|next|main) goal,|"
    # "I'm training to climb Kilimanjaro", "going for a PB at the 10k", "working on getting my first pull-up"
    r"i'?m (?:training|working hard|practi[sc]ing) to(?= \w)|"
    r"(?:^|[,;.]\s|\bi'?m |\bstill )\W*going for (?=(?:a |my |the )?(?:pb|pr|sub|personal best|new best|\d))|"
    # "I booked the Kilimanjaro trek for next August": an event booked is one she trains for
    r"i(?:'ve| have)? (?:just |finally )?booked (?=(?:the|a|my|onto|into|in)\b)|"
    r"(?:^|[,;]\s|\bi'?m )\W*working (?:on|towards?) (?=getting|my first|a (?:first|sub|pb|pr)\b)|"
    r"(?:^\W*(?:(?:so|ok|okay|right|well|anyway|also)\W+)?(?:\d{1,2}[.)]\s*)?|[,;]\s*)(?:really |still |so |just |only )?(?:wanna|want(?: to| for)?(?!\s+(?:me|you|him|her|them|it|that|this)\b)|(?:hoping|aiming|planning) (?:to|for))|"  # noqa: E501
    r"^(?:\W*)(?:getting ready|prepping|preparing|training|building up) for|"
    r"^(?:\W*)(?:need|gotta|have) to (?=get|hit|reach|lose|drop|gain|build|run|finish|be able)|"
    r"(?:^|[,;]\s)\W*(?:i )?(?:need|gotta get) (?=\d+ (?:more )?[a-z])|"  # "need 40 push ups in two minutes"
    r"(?:would|'d) (?:really )?love (?:a|an|to)\b|"
    r"(?:it )?(?:would|'?d) be (?:so |really |super )?"
    r"(?:amazing|great|awesome|nice|cool|incredible|a dream) to|"
    # "im here to get strong", "I'm 16 wanna get bigger for rugby": a run-on says what she came for
    r"i'?m (?:only |just )?here (?:to|for)(?= (?:get|build|lose|gain|be|run|learn|feel|move)\b)|"
    r"^\W*i'?m [\w ]{1,20}? (?:and )?(?:really )?(?:wanna|want to)"
    r"(?= (?:get|build|lose|gain|be|run|bulk|put on)\b)|"
    r"main thing (?:for me )?is|(?:my|the) (?:big|main|one|only|real) thing (?:for me )?is|the dream is|"
    r"bucket list|"
    # "priority #1 = …", "#2 maybe …", "what I'm after, really, is …": a ranked or described goal
    r"(?:top |main |first |biggest )?priorit(?:y|ies)(?: (?:#|no\.? ?|number )?(?:\d|one|two|three))?"
    r" ?(?:is|are|:|=|-)|"
    r"(?<=^#)\d(?!\s*(?:goal|target|aim|priority))\s*(?:=|:|-|\))?|"
    r"what i'?m (?:really |actually |truly )?(?:after|going for|looking for|committing to|committed to|"
    r"aiming for|working towards?)(?:,? really,?)?\s*(?:is\b|=|:)|"
    # "So that's what I want: to get down onto the floor and back up again"
    r"that'?s what i (?:really |actually )?(?:want|need|am after|'m after)\s*:|"
    # "All I want is to get in and out of the bath without help"
    r"all i (?:really )?(?:want|need|ask|'m after|am after)(?: for)? is\b|"
    # "what I DO want: run 10 km …", "what I really want is …": the wish said as its own label
    r"what i (?:do |really |actually |truly )?(?:want|wanna|need)(?: to do| is|,? though)?"
    r"(?: (?:out of|from) (?:all )?(?:this|it|training|coaching|the gym|you))?\s*(?::|=|-|is\b)|"
    # "What I'd like, more than anything, is to …", "more than anything I want to …"
    r"what i(?:'?d| would) (?:really |most |truly )?(?:like|love|want)(?: to do)?(?:,[^,]{1,40},)?\s*(?::|=|-|is\b)|"  # noqa: E501
    r"more than anything(?: else)?,? i(?:'?d| would)? (?:really )?(?:like|love|want|wish)(?: to)?|"
    # "I have to make 64 kg for my weight class": a weight to make for a bout, a meet, a class
    r"(?:^\W*|\bi )(?:have|need|got|gotta|must)(?: to)? (?=(?:make|cut to|get down to|weigh in at|come in at|be under) "  # noqa: E501
    r"\d+(?:\.\d+)? ?(?:kg|kgs|kilos?|lbs?|pounds)\b|make weight\b|make the cut\b)|"
    r"(?:i'?m )?thinking (?:about|of) (?:doing|running|entering|signing up for|trying)|"
    r"i(?:'m| am) signed up for|i(?:'ve| have) signed up for|"
    r"(?:^|[,;]\s)\W*(?:(?:also|and|oh|so|plus|btw|ok)\W+)?(?:i'?ve |i have )?(?:just |now |finally )?"
    r"(?:signed up|registered|entered)(?: for)?|"
    # "still dead set on the Great North Run", "my heart's set on …", "determined to …"
    r"(?:dead |heart'?s? (?:is )?|really |totally )set on|(?:i'?m |am )?(?:determined|committed) to|"
    # "the reason I signed up for this is the company charity 5k": why she came is what she is after
    r"the (?:main |real )?reason (?:i'?m here|i (?:signed up|joined|started)"
    r"(?: (?:for|with) (?:this|you))?) is|"
    r"got (?:a place|a spot|in) (?:in|for|on)|booked (?:in|onto|into)|sign me up for|"
    # "so let's say 88 kg by summer", "let's make it sub-25 then": a target settled on in the chat
    r"\blet'?s (?:say|make it|go with|call it|aim for)(?= (?:\w+[ -])?\d)|"
    # "a friend talked me into the Oslo half": a goal someone else won her over to is hers
    r"(?:talked|talks|talking|roped|ropes|persuaded|convinced|guilted|dragged) me into|"
    r"(?:persuaded|convinced) me to (?=(?:do|run|enter|race|sign up|try)\b)|"
    r"i(?:'m| am) doing (?=(?:a|the|my first) (?:[a-z]+ ){0,2}?"
    r"(?:marathon|half|10k|5k|triathlon|race|meet|comp|ironman|hyrox)))\s*",
    re.I,
)
# A wish said as its own label ("what I actually want is …", "so that's what I want: …"): what follows
# is the goal whatever its words ("to get down onto the floor and back up on my own")
_WANT_LABEL_RE = re.compile(r"^\W*(?:what|that'?s what|all) i\b.*(?::|=|\bis)\s*$", re.I)
_AN_AIM_RE = re.compile(r"^\W*(?:to|be|get|getting|\w+ing)\b(?!.*\b(?:tonight|today|right now)\b)", re.I)
_GOAL_WORDS_RE = re.compile(
    r"\b(?:pull[- ]?ups?|chin[- ]?ups?|push[- ]?ups?|muscle[- ]?ups?|sit[- ]?ups?|burpees?|handstand|marathon|half|5k|10k|21k|42k|ultra|"  # noqa: E501
    r"triathlon|race|run|running|squat|bench|deadlift|press|lose|losing|drop|gain|build|strong|stronger|fit|"
    r"fitter|lean|weight|kg|lbs?|pounds?|body ?fat|prs?(?=\b)|pbs?(?=\b)|personal best|first|compete|competition|meet|"  # noqa: E501
    r"finish|complete|hike|climb|swim|cycle|ride|mobility|flexib|splits|walk|energy|healthy|toned|abs|"
    r"muscle|bodyweight|plank|sprint|faster|pace|sub[- ]?\d|under \d|able to|hold|carry|keep up|strength|"
    r"fitness|endurance|speed|power|bigger|bulk|mass|rugby|"
    # gym slang and later-life aims: "get swole", "shredded for summer", "keep my independence"
    r"shredded|swole|ripped|jacked|slimmer|leaner|independen(?:t|ce)|less wobbly|steadier|steady on|balance|"
    r"back to|return to|get back|play|tennis|football|soccer|basketball|ski|climbing|"
    r"stairs|breath|winded|pain[- ]free|(?:fit|get|getting|back) (?:back )?into (?:my|a|the)|"
    r"no more (?:\w+ )?pain|get (?:round|around|through)|without (?:stopping|a break|walking)|non-?stop|"
    r"confident|toes|touch|triathlon|\d+ ?(?:kg|lbs?)|"
    r"feel (?:better|good|great|strong|fit|healthy)|ironman|spartan|tough mudder|hyrox|parkrun|gran fondo|"
    r"century|kilimanjaro|trek|summit|show|comp|powerlifting|bodybuilding|steps|grandkids|kids)\w*\b",
    re.I,
)
_NOT_GOAL_RE = re.compile(
    r"^(?:to )?(?:move|skip|reschedule|cancel|know|ask|check|see|talk|say|tell|chat|message|hear|try "
    r"something|change the time|switch|push the|do it (?:later|tomorrow|in the)|sleep|rest|go home|"
    r"eat|have (?:a|some)|make sure|confirm|let you know|share|send|thank|"
    # a money wish, not a training aim: "I'd love to be able to afford a personal trainer one day"
    r"(?:be able to )?(?:afford|buy|win the lottery))\b",
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
    r"switch(?:ing)? (?:my )?goal|new plan|new (?:north star|okr|focus|priority|target)|"
    r"actually,? (?:i|my))\b",
    re.I,
)
# The lift a bare number target is about ("hit a 100 kg squat!! next target is 120"): named before it.
_LIFT_RE = re.compile(
    r"\b(squat|bench(?: press)?|deadlift|(?:overhead |military )?press|ohp|clean|snatch|"
    r"(?:pull|chin|push)-?ups?|dips?|row)(?:s|ed|ing)?\b",
    re.I,
)
_GOAL_ASKED_RE = re.compile(
    r"(?:^|[.!?]\s+)\W*(?:(?:my |the |main |new |next |real |big )*"
    r"(?:goal|target|aim|dream|challenge|wish|ambition|plan)s?|"
    r"what(?:'?s| is)? next|what now|now what)\s*\?+\s*$|"  # "what next? maybe a pull-up"
    # "I have decided my goal. One pull-up.": the goal said next
    r"\b(?:decided|chosen|picked|settled on|set) (?:on )?(?:my|a|the) (?:new |main |real )?goal\s*[.:!]\s*$",
    re.I,
)
# "muscle up by my birthday in june", "sub-20 5k before summer": a goal said as its words and its date
_TERSE_GOAL_RE = re.compile(
    r"^\W*(?!(?:i|we|it|you|he|she|they|that|this|there|what|when|how|is|are|can|should|"
    r"my \w+ (?:is|was|are))\b)"
    r"(?=[\w' -]{2,40}?\s+(?:by|before)\s+\S)",
    re.I,
)
# "get to 100 on squat by christmas": a number for a named lift, said as an order to herself
_BARE_TARGET_RE = re.compile(
    r"^\W*(?=(?:get|hit|reach)(?: to| up to)? \d+[^.!?]*\b(?:squat|bench|deadlift|press)\b)"
    # "hit 100kg on squat today!!" is done, not a target
    r"(?![^.!?]*\b(?:today|tonight|this morning|yesterday|last night)\b)",
    re.I,
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
_NOT_JUST_RE = re.compile(
    r"^\s*(?:n'?t|not)\s+(?:just|only|merely|simply)\s+(?P<x>.+?)(?:,?\s+but\s+(?:also\s+)?(?P<y>.+))?$", re.I
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
    dropped = given_up(sentence)
    if not dropped and (after := DROPPED_AFTER_RE.match(sentence)):
        dropped = after["what"] or after["race"] or ""
    if dropped and _GOAL_WORDS_RE.search(dropped) and not message_styles(sentence):  # "don't need the hype"
        what = _trim_what(re.sub(r"\s+(?:idea|plan|thing)\b.*$", "", dropped, flags=re.I))
        return Goal(what, quote_client_text(sentence), None, "", False, dropped=True)
    given = deadline_said(sentence, lambda text: target(text, today))
    if given:  # "I'll give myself till my 40th, that's 14 March": a date for the goal she has
        return Goal("it", quote_client_text(sentence), given, "", True)
    moved = _GOAL_MOVE_RE.search(sentence)
    if moved:  # "let's push the pull-up goal back to May": the same goal, a new date
        rest = re.sub(r"\b(?:to|until|till)\b", "by", sentence[moved.end() - 6 :], flags=re.I)
        return Goal(_trim_what(moved["what"]), quote_client_text(sentence), target(rest, today), "", True)
    if (moved_to := event_moved(sentence, today)) and not joking(sentence):
        # "the wedding moved to June": a new date for the goal that names the wedding
        return Goal(moved_to[0], quote_client_text(sentence), moved_to[1], "", False, moved=True)
    after = _GOAL_AFTER_RE.match(sentence)
    match = None if after else _GOAL_CUE_RE.search(sentence) or WISH_RE.search(sentence)
    match = match or (None if after else _BARE_TARGET_RE.match(sentence))
    if match is None and after is None and len(sentence.split()) <= 10 and target(sentence, today):
        match = _TERSE_GOAL_RE.match(sentence)  # "muscle up by my birthday in june"
    asked = _GOAL_ASKED_RE.search(before) if match is None and after is None else None
    if asked:
        match = re.match("", sentence)  # "my goal? sub 3 marathon": the answer to her own question
    if (match is None and after is None) or _asks(sentence) or message_styles(sentence):
        return None
    if match is not None and others_own(sentence[: match.start()], match[0]):
        return None  # "my husband's goal is a marathon": his, not hers
    if match is not None and negated_at(sentence, match):
        # "I'm not trying to lose weight anymore": no goal, and the end of one she had
        return _denied(sentence[match.end() : _before_a_body_part(sentence, match.start())], sentence)
    if after is not None:
        rest, start = _said_before(after["what"], before), 0
    elif match is not None:
        rest, start = sentence[match.end() : _before_a_body_part(sentence, match.start())], match.start()
    else:
        return None
    label_only = match is not None and _WANT_LABEL_RE.match(match[0]) and not _AN_AIM_RE.match(rest)
    if label_only and (inner := goal(rest, today)) is not None:
        # "what I want out of this: I turn 40 in March and I'd like to do one push-up by then": the wish
        # said inside the label's clause
        return inner
    if asked:  # "what next? maybe a pull-up": the hedge is no part of the goal
        rest = re.sub(r"^\W*(?:maybe|perhaps|probably|i guess)\s+", "", rest, flags=re.I)
    if more := _NOT_JUST_RE.match(rest):  # "is not just to lose weight but to do a triathlon": both
        rest = f"{more['x']} and {more['y']}" if more["y"] else more["x"]
    antecedent = None if after else _WHICH_RE.search(sentence[:start])
    if antecedent:  # "I've got a half marathon in March which I'd love to do in under 2 hours"
        rest = f"{antecedent['what']} {_DO_IT_RE.sub('', rest.strip())}"
    said_until = len(sentence)
    later = LATER_CUE_RE.search(rest, LATER_GAP) if match is not None else None
    if match is not None and later is not None and _own_wish(rest[later.end() :]):
        rest, said_until = rest[: later.start()], match.end() + later.start()  # a second wish: `later_goals`
    if _BARE_NUMBER_RE.match(rest) and not _LIFT_RE.search(rest):  # "next target is 120"
        rest = _lift_target(rest, f"{before} {sentence[:start]}") or rest
    if match is not None and re.search(r"(?:\bis|'s)\s*$", match[0]) and negated_rest(rest):
        return _denied(negated_rest(rest), sentence)  # "my goal isn't to lose weight", "the goal is not …"
    labelled = (
        match is not None
        and (
            LABEL_RE.match(sentence) is not None
            or (_WANT_LABEL_RE.match(match[0]) is not None and _AN_AIM_RE.match(rest) is not None)
        )
        and SOME_WHAT_RE.search(rest)
    )
    if _NOT_GOAL_RE.match(rest) and not (labelled and re.search(r"\d", rest)):
        return None  # "my goal is to move the session" is a request; "Goal: sleep 7h every night" is not
    named_event = _NAMED_EVENT_RE.match(rest) and target(rest, today)  # "entered Manchester in April"
    if not labelled and not _GOAL_WORDS_RE.search(rest) and not named_event:
        return None
    if joking(sentence):
        return None
    why_match = _WHY_RE.search(rest)
    why = quote_client_text(why_match[0].strip().rstrip(".!?"), 100) if why_match else ""
    what_text = rest[: why_match.start()] if why_match else rest
    when = target(rest, today) or target(sentence[:said_until], today)
    if when is None and EVENT_RE.search(rest):  # "Entered the Dublin marathon — 25 October."
        when = bare_date(rest, today)
    what = _trim_what(what_text)
    if not what:
        return None
    supersedes = _SUPERSEDE_RE.search(sentence) or (
        after and _SUPERSEDE_RE.search(f"{before[-120:]} {sentence}")
    )
    # "… climbing Kilimanjaro next September. THAT is the goal now": quoted with the sentence it points to
    said = f"{rest} {sentence}" if after and rest != after["what"] else _goal_said(sentence, start)
    said = f"{asked[0].strip(' .!')} {said}" if asked else said
    return Goal(what, quote_client_text(said), when, why, bool(supersedes))


def _denied(rest: str, sentence: str) -> Goal | None:
    """What a denied wish names, as a goal dropped ("not trying to lose weight anymore" ends a weight goal),
    or None — a wish kept from harm is no goal given up ("I don't want to get injured before the race")."""
    rest = re.split(r"[,;.!?]|\b(?:but|just|i want|i wanna)\b", rest, maxsplit=1, flags=re.I)[0]
    if not _GOAL_WORDS_RE.search(rest) or AVOIDED_RE.match(rest.strip()) or styles(sentence):
        return None
    what = _trim_what(rest)
    return Goal(what, quote_client_text(sentence), None, "", False, dropped=True) if what else None


def _goal_said(sentence: str, start: int) -> str:
    """The words a goal quotes: its sentence — from the clause of its cue when the sentence is too long to
    quote whole ("Long drive yesterday, …, anyway the reason I signed up is the charity 5k …"), and up to
    a turn to a body part ("goal is still the 10k in march but my right shin is sore": the shin is no
    part of the goal; it has its own page)."""
    begin = 0
    if len(sentence) > QUOTE_MAX_CHARS:
        parts = clauses(Span(sentence, 0, len(sentence)))
        begin = next((c.start for c in parts if c.start <= start < c.end), 0)
    return sentence[begin : _before_a_body_part(sentence, start)].strip(" ,;—–-")


def _before_a_body_part(sentence: str, start: int) -> int:
    """Where a goal's sentence turns to a body part after `start` ("… but my right shin is sore"), else
    its end."""
    for clause in clauses(Span(sentence, 0, len(sentence))):
        if clause.start > start and _TURN_RE.match(clause.text) and find_areas(clause.text):
            return clause.start
    return len(sentence)


_TURN_RE = re.compile(r"^(?:but|though|although|however|whereas)\b", re.I)


def _own_wish(text: str) -> bool:
    """Is `text` (from a later cue on) a goal of its own, not more about the first ("…and I want to do it
    in under 4 hours")?"""
    wish = goal(text, _ANY_DAY)
    return wish is not None and not BACK_REFERENCE_RE.match(wish.what)


_ANY_DAY = dt.date(2000, 1, 1)


def later_goals(sentence: str, today: dt.date, before: str = "") -> list[Goal]:
    """The further wishes of a long run-on sentence whose first goal `goal` read (at most two)."""
    # from the first cue on, or from a wish denied before it ("I don't want to lose weight, I want to …")
    cue, denied = _GOAL_CUE_RE.search(sentence), given_up_at(sentence)
    cues_at = [*([cue.end()] if cue else []), *([denied.start()] if denied else [])]
    found: list[Goal] = []
    position = min(cues_at) + LATER_GAP if cues_at else len(sentence)
    while len(found) < 2 and (later := LATER_CUE_RE.search(sentence, position)):
        position = later.end() + LATER_GAP
        if _own_wish(sentence[later.end() :]):
            wish = goal(sentence[later.end() :], today, f"{before} {sentence[: later.end()]}")
            found += [wish] if wish is not None else []
    return found


# An event named with a capital ("Manchester", "the West Highland Way"), not a month, a day or "I"
# that she does, races or enters ("do the West Highland Way", "entered Manchester"; "go to Spain" is a trip)
_NAMED_EVENT_RE = re.compile(
    r"\W*(?:(?:to )?(?:do|walk|run|hike|climb|ride|cycle|swim|finish|complete|tackle|take on|race)\s+)?"
    r"(?:the\s+)?"
    r"(?-i:(?!(?:I|January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter|Q\d)\b)[A-Z][a-z']+)"
)


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
    if sentence.rstrip().endswith("?"):
        return bool(QUESTION_START_RE.match(sentence.strip()))
    # "how many hour sleep i need for muscle grow": a wh-question typed without its "?" asks too
    return bool(_WH_OPENING_RE.match(sentence)) and question(sentence) is not None


_WH_OPENING_RE = re.compile(
    r"^\W*(?:(?:uh+|um+|so|ok|okay|coach|hey|hi)\W+)*(?:how (?:many|much|long|often|do|does|should|can|to)|"
    r"what (?:is|are|do|does|should|time|about)|which|why (?:do|does|is|are|am|can'?t|won'?t)|whats|hows)\b",
    re.I,
)


def _trim_what(text: str) -> str:
    text = re.sub(r"(?:\s+(?:lol|haha|lmao|tbh|honestly|btw))+[\s.!?]*$", "", text.strip(), flags=re.I)
    text = text.lstrip(":-–— ").rstrip(".!?,;: ")
    text = _WHEN_TAIL_RE.sub("", text).rstrip(".!?,;: ")
    text = re.sub(r"\s+(?:any ?more|anymore|now|lol|haha|is|are|was|but(?: not)?)$", "", text, flags=re.I)
    text = re.sub(r"^(?:to |of |is to |is |be able to )", "", text.strip(), flags=re.I)
    return quote_client_text(text, 90)
