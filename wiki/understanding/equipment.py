"""Equipment and place: what kit she has or lacks and where she trains ("two kettlebells at home",
"no barbell", "hotel gym is a treadmill") — one cue over one sentence (docs/understanding.md "Cues").
Split from cues.py, which re-exports it; its table is tests/wiki/understanding/test_cues.py.
"""

import re

from wiki.understanding.common import Cue, clean, topic_key
from wiki.understanding.people import OTHER_PERSON
from wiki.understanding.quote import quote_client_text

_EQUIPMENT_RE = re.compile(
    r"\b(?P<item>home gym|garage gym|dumbbells?|db(?:'?s)?|kettlebells?|kb(?:'?s)?|barbells?|squat rack|power rack|rack|"  # noqa: E501
    r"pull[- ]?up bar|chin[- ]?up bar|resistance bands?|bands|adjustable bench|bench|treadmill|rower|"
    r"rowing machine|"
    r"(?:exercise |spin |stationary )?bike|(?:exercise|stationary) bicycle|watt ?bikes?|barre|"
    r"peloton|cable machine|trx|rings|jump rope|skipping rope|"
    r"yoga mat|foam roller|sandbags?|(?:tractor|truck|old|big|huge|giant) tyres?|tractor tires?|"
    # what home training makes do with: "a good solid kitchen chair", "the yellow stretchy band"
    r"(?:kitchen|sturdy|solid|dining|wooden|straight[- ]backed) chair|(?:theraband|therabands|"
    r"(?:stretchy|therapy|exercise|physio|rubber|loop|mini) bands?)|"
    r"(?:aerobic |exercise )?step(?= (?:box|board))|arm (?:bike|ergometer|crank)|"
    r"(?:loaded |weighted )(?:back ?pack|rucksack)|"
    r"(?:back ?pack|rucksack)(?= (?:full of|filled with|loaded|with (?:books|bottles|weights|water)))|"
    r"water jugs?|hand weights|free weights|weights|plates|gym membership|membership|"
    r"(?:hotel|office|work|local|new|university|uni|climbing|outdoor|apartment|building) gyms?|"
    r"ymca|planet fitness|pure ?gym|crossfit box|leisure cent(?:re|er)|"
    # kit named by what it is or does: "the machine where you sit and push with your legs", "the rope thing"
    r"leg press|smith machine|cables?|pulleys?|rope (?:thing|machine)|(?:outdoor|parallel|dip|monkey) bars|"
    r"machine (?:where|that) you (?:sit and )?push (?:with )?your legs|"
    r"gym|pool|park|track|(?:no|zero|zilch|without any) (?:equipment|kit|gear)|(?:bodyweight|bw) only|"
    r"(?:dorm|studio|bed ?sit|hotel) room|(?<=in my )dorm|(?<=in the )dorm|"
    # climbing, conditioning and swimming kit and places ("the wall has a hangboard", "50m pool at work")
    r"hang ?boards?|finger ?boards?|climbing (?:wall|cent(?:re|er))|bouldering (?:gym|wall|cent(?:re|er))|"
    r"(?:swimming|lap|outdoor|indoor|50 ?m|25 ?m) pool|sled|prowler|assault bike|air ?bike|echo bike|"
    r"ski ?erg|"
    r"battle ropes?|medicine ball|med ball|slam ball|wall ball|plyo box|stair ?master|stepper|elliptical|"
    r"cross ?trainer|(?:punch(?:ing)?|heavy|boxing|speed) bag|parallettes|(?:gymnastic|gym) rings|"
    r"suspension trainer|weight(?:ed)? vest|ab (?:wheel|roller)|landmine|(?:trap|hex|ez|curl) bar|"
    r"dip (?:station|bars)|power tower|squat stands?|weight bench|"
    r"only (?:bodyweight|bw)|just (?:bodyweight|bw)|home (?:workouts?|training|sessions?))\b",
    re.I,
)
_ACCESS_RE = re.compile(
    r"\b(?:i (?:have|own|got|bought|use|ordered|just got)|i'?ve got|we'?ve got|we (?:have|got|own)|my|only have|"  # noqa: E501
    r"no access|(?:don'?t|do not) have|no (?:gym|equipment|weights)|joined|membership|cancel(?:l?ed)? my|"
    # "I've moved to the PureGym on Deansgate", "switched to the gym by work": her gym now
    r"(?:moved|switched|changed|gone) (?:over )?to (?:the |a |my )?(?=[\w-]*gym\b|[\w-]+ gym\b)|"
    r"train(?:ing)? at|work(?:ing)? out at|access to|there'?s (?:a|no)|at home|at the|new gym|"
    r"moved gyms?|switch(?:ed|ing)? gyms?|only|just|home|set-?up|set up|garage|basement|signed up (?:at|to|with|for)|"  # noqa: E501
    r"member (?:at|of)|go to|going to|zero|space for|room for|there (?:is|are)|there'?s (?:the|some|an?)|"
    r"train(?:ing)? (?:in|with)|(?:hotel|office|work|garage|home|apartment|building|uni|university) gyms?|"
    r"swim(?:ming)? (?:at|in)|"
    # "treated myself to a rowing machine!", "packing resistance bands for the month away": kit she now has
    r"treated (?:myself|me|us) to|splashed out on|invested in|picked up|(?:just )?ordered|"
    # what a place has: "the gym there has a hangboard", "the hotel's got a rower", "the wall has a few KBs"
    r"(?:gym|place|box|wall|studio|club|cent(?:re|er)|hotel|building|office|pool|it|they|complex|condo|"
    r"apartment|campus|uni|university|school|work|estate|village|park)"
    r"(?: (?:there|here|near \w+|at \w+|by \w+))? (?:also |only |just )?(?:has|have|'s got|'ve got|got)\b|"
    r"(?:packing|packed|bringing|brought|taking|took)(?= (?:my |the |some |a |an |two |2 )?"
    r"(?:resistance|loop|mini|bands|dumbbell|kettlebell|skipping|jump rope|trx|yoga mat|foam roller))|"
    r"all (?:i'?ll|i will|i'?ve|i) (?:have|got)|"
    # kit she uses now: "been using the bike instead", "started using my rower again"
    r"(?:been |i'?ve been |i'?m |started |now )using (?:the|my|a|an)\b|"
    # kit that came: "KB arrived!! heavier than it looks", "the rower finally got delivered"
    r"(?<=\w )(?:has |have |just |finally |has finally |just got )?(?:arrived|got delivered|was delivered|"
    r"came today|turned up|is here|are here)\b|"
    # kit out of action: "the treadmill broke", "treadmill's being a bit dramatic", "the rower's packed up"
    r"(?<=\w)(?:'s| is| has| have)? (?:just |finally |gone and )?"
    r"(?:broke|broken|snapped|died|packed (?:up|in)|out of action|on the blink|"
    r"being (?:a bit |really |so )?dramatic|playing up|needs? (?:a )?repair)\b|"
    # an inventory said without "I": "got the shed, an old tyre and a sandbag. that's the lot"
    r"^\W*(?:got|have got|have)\b(?= (?:the|a|an|some|two|2|my)\b[^.]*(?:,| and ))|that'?s the lot|"
    # "resistance bands and a step, that's all", "the rig gym is basic, dumbbells to 25", "no rower here"
    r"that'?s all(?: i'?ve got| i have| i own)?|that is all|gyms? (?:is|has|'s got|only has)|"
    r"(?:i'?m|i am) (?:at|in) (?:a|the|my)(?= (?:crossfit box|\w+ gym))|"
    r"no (?=(?:rower|rowing machine|treadmill|bike|barbell|squat rack|rack|bench|dumbbells?|kettlebells?|"
    r"pull[- ]?up bar|weights|plates|bands)"
    r" (?:here|at home|at my place|in (?:the|my) (?:house|flat|gym|garage)))|"
    r"got (?:(?:a|an|some|myself|two|2|a pair of|a set of)\s+)?(?:(?:new|used|second-?hand|cheap|little|"
    r"adjustable|heavy|light)\s+)?(?=rower|rowing|treadmill|"
    r"(?:exercise |spin )?bike|dumbbell|kettlebell|barbell|bench|rack|pull|chin|bands|weights|mat|trx|rings|"
    r"foam roller|skipping rope|jump rope|yoga mat|ab wheel|(?:resistance|loop|mini) bands?)|"
    # "Got a pair of 10 kg dumbbells and a heap of resistance bands", "usually it's a treadmill and dumbbells"
    r"(?:got|have|own|bought) (?:a pair of|a set of|a couple of|a heap of|heaps of|a few|a bunch of|pair of)"
    r"(?= (?:\d+ ?(?:kg|lbs?|pounds?) )?(?:dumbbell|kettlebell|bands|resistance|weights|plates))|"
    r"(?:usually|normally|typically|mostly|always) (?:it'?s|there'?s|there (?:is|are)|they (?:have|'ve got))"
    r"(?= (?:just )?(?:a|an|some|\d|two|dumbbell|kettlebell|treadmill|bike|rower|weights|machines?)))\b",
    re.I,
)

# kit she just got, said without "I": "bought kettlebell 16kg finally!!", "grabbed two off marketplace"
_ACQUIRED_RE = re.compile(
    r"(?<!\bnever )(?<!\bnot )(?<!n't )(?<!\bif i )(?:bought|grabbed|scored|snagged|nabbed|got given|"
    r"was given|(?:just |finally )got|found)(?= (?:[\w'-]+ ){0,5}?"
    r"(?:kettlebell|dumbbell|barbell|rower|rowing|treadmill|bike|bench|rack|pull|chin|bands|resistance|"
    r"weights|plates|mat|trx|rings|foam|hang ?board|finger ?board|sled|ski|vest|ab wheel|jump rope|"
    r"skipping rope|medicine|slam|punch|heavy bag|parallettes|(?:trap|hex|ez) bar))",
    re.I,
)
# someone else got it: "my friend bought kettlebells", "he grabbed a rower" (unless "for me", "us")
_THEIR_BUY_RE = re.compile(
    r"\b(?:he|she|they|my (?!own\b)[a-z]+|his|her|[A-Z][a-z]+)\s+(?:just |finally |also )?$"
)

_THEIRS_RE = re.compile(
    rf"\b(?:{'|'.join(OTHER_PERSON)}|he|she|they)\b(?:'s)?\s+(?:\w+\s+)?"
    r"(?:has|have|had|owns?|bought|got|grabbed|ordered|uses?|trains?|goes)\b",
    re.I,
)
_MINE_RE = re.compile(r"\b(?:i|i'?m|i'?ve|me|we|us|our|for me|myself)\b|^\W*(?:bought|got|grabbed)\b", re.I)

# an item ticked off or bought in a list: "kettlebell 16kg ✅ bought", "resistance bands ✔", "mat - arrived"
_TICKED_RE = re.compile(
    r"(?:[✅✔☑✓]\ufe0f?|\b(?:bought|arrived|delivered|got (?:it|them|one)))[\s\W]*$", re.I
)


def equipment(sentence: str) -> Cue | None:
    """Equipment and place: "I have two kettlebells at home", "joined a gym near work", "no rack".
    Every item the sentence names goes into one label ("dumbbells, bench, no barbell")."""
    if _THEIRS_RE.search(sentence) and not _MINE_RE.search(sentence):
        return None  # "my friend bought kettlebells", "my brother has a rack": theirs
    home = _HOME_ROOM_RE.search(sentence)
    if (
        not (_EQUIPMENT_RE.search(sentence) or home)
        or not (
            _ACCESS_RE.search(sentence)
            or _TICKED_RE.search(sentence)
            or _acquired(sentence)
            or _PRESENCE_RE.search(sentence)
            or _CLOSED_RE.search(sentence)
            or home
        )
        or not clean(sentence)
    ):
        return None
    if sentence.rstrip().endswith("?") and not re.search(r"\bi (?:have|only have|got)\b", sentence, re.I):
        return None
    labels: list[str] = []
    for match in _EQUIPMENT_RE.finditer(sentence):
        if home and match.start() > home.start() and "home" not in labels:
            labels.append("home")
        if _wished(sentence, match) or _THEIR_ITEM_RE.search(sentence[: match.start()]):
            continue  # "one day I'll have a squat rack", "my neighbour's rower arrived": not hers
        item = re.sub(r"\bbw\b", "bodyweight", match["item"].lower())
        item = next((name for said, name in _KIT_NAMES if re.match(said, item)), item)
        if item == "bench" and (
            re.search(
                r"\b(?:to|i|can|could|will|'ll|goal|target|on|during|doing|after|from|in|(?:on|off) the)\W*$",
                sentence[: match.start()],
                re.I,
            )
            or _LIFT_AFTER_RE.match(sentence, match.end())
        ):
            continue  # "I want to bench 100kg": the lift, not the furniture
        near = sentence[max(0, match.start() - 30) : match.end() + 20]
        closed = _CLOSED_RE.match(sentence, match.end())
        # "my shoulder … after bench" is no bench
        if item in _WEAK_ITEMS and not (_OWNS_RE.search(near) or _PRESENCE_RE.search(near) or closed):
            continue
        before = sentence[max(0, match.start() - 30) : match.start()]
        lacks = bool(_LACKS_RE.search(before))
        label = f"no {item}" if lacks and not item.startswith("no ") else item
        label = f"{label} closed" if closed and not lacks else label
        if label not in labels:
            labels.append(label)
    if home and "home" not in labels and not _wished(sentence, home):
        labels.append("home")
    if not labels:
        return None
    label = ", ".join(labels[:4])
    return Cue("equipment", label, quote_client_text(sentence), topic_key(label))


def kit_listed(sentence: str) -> Cue | None:
    """Kit named at the start of a fragment that goes on with an inventory said just before ("Pull-up
    bar.", "sandbags, a scaffold bar i can hang off, the odd wheelbarrow"), or None."""
    match = _EQUIPMENT_RE.match(sentence.strip(" -*•\t"), 0) or _EQUIPMENT_RE.match(
        re.sub(r"^\W*(?:a|an|the|some|two|2x?|three|3x?)\s+", "", sentence.strip())
    )
    if match is None or not clean(sentence) or sentence.rstrip().endswith("?"):
        return None
    items = [m["item"].lower() for m in _EQUIPMENT_RE.finditer(sentence)]
    label = ", ".join(next((name for said, name in _KIT_NAMES if re.match(said, i)), i) for i in items[:4])
    if re.search(r"[:=–-]\s*(?:no|none|nope|nah|not yet)\b|^\W*no\b", sentence, re.I):
        label = f"no {label}"  # "Bench: no."
    return Cue("equipment", label, quote_client_text(sentence), topic_key(label))


def _wished(sentence: str, match: re.Match) -> bool:
    """Kit she only wishes for, plans or imagines, said in its clause: "one day I'll have a squat rack",
    "would love a rower", "if I win the lottery I'm buying a peloton", "a rack would be nice"."""
    start = max((m.end() for m in _CLAUSE_END_RE.finditer(sentence, 0, match.start())), default=0)
    stop = _CLAUSE_END_RE.search(sentence, match.end())
    after = sentence[match.end() : stop.start() if stop else len(sentence)]
    return bool(_WISH_RE.search(sentence[start : match.start()]) or _WISH_AFTER_RE.search(after))


def _acquired(sentence: str) -> bool:
    """Kit she got, said with or without "I" — not someone else's buy ("my friend bought kettlebells")."""
    return any(
        not _THEIR_BUY_RE.search(sentence[max(0, m.start() - 30) : m.start()])
        or re.search(r"\b(?:for (?:me|us)|me (?:a|an|some))\b", sentence[m.end() : m.end() + 20], re.I)
        for m in _ACQUIRED_RE.finditer(sentence)
    )


# Kit said in other words, by the name a coach uses.
_KIT_NAMES = (
    (r"machine (?:where|that) you", "leg press"),
    (r"hand weights", "dumbbells"),
    (r"kb'?s$", "kettlebells"),
    (r"kb$", "kettlebell"),
    (r"db'?s$", "dumbbells"),
    (r"db$", "dumbbell"),
    (r"(?:pull|chin)[- ]?up bar", "pull-up bar"),
    (r"cables?$|pulleys?$|rope ", "cable machine"),
)
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
    r"in the garage|train(?:ing)? (?:at|in)|swim(?:ming)? (?:at|in)|there'?s|there (?:is|are)|"
    r"work(?:ing)? out at|membership|new|has|have)\b",
    re.I,
)

# Kit she has, said by a sign of its presence rather than "I have": where it lives or sits, that it came,
# its weight, "for now it's …" ("16kg kettlebell living in the hallway now", "the rower arrived today")
_HOME_ROOMS = (
    r"living ?room|lounge|sitting room|front room|(?:spare |back |my )?bed ?room|spare room|kitchen|"
    r"hallway|hall|landing|garden|back ?yard|yard|balcony|loft|attic|conservatory|basement|cellar|shed|"
    r"garage|box ?room|study|home office|office at home|doorway|door ?frame"
)
_PRESENCE_RE = re.compile(
    # where it lives: "living in the hallway", "stashed under the bed" (not "sitting on the bench")
    r"\b(?:(?:living|lives|live|sitting|sits|standing|stands|parked|stashed|stored|kept|tucked|propped|"
    r"hanging|hangs|mounted|bolted|fitted|installed|set up) )?"
    r"(?:in|under|by|on|next to|behind|beside|in the corner of) (?:the|my|our) "
    rf"(?:{_HOME_ROOMS}|bed|sofa|couch|desk|stairs|tv)\b|"
    # that it came: "the rower arrived today", "dumbbells finally turned up" (not "arrived at the gym")
    r"\b(?:arrived|turned up|showed up|(?:been |got |was |were )?delivered|came (?:today|in|through|"
    r"yesterday|this morning))\b(?! (?:at|to|in|late|early|home)\b)|"
    # its weight, or that it is what she has for now: "16kg kettlebell", "for now it's two 10kg dumbbells"
    r"\b\d+(?:\.\d+)? ?(?:kg|kgs|kilos?|lbs?|pounds?)(?= (?:[\w-]+ )?(?:kettle|dumb|kb|db|bell|plate|vest|"
    r"sandbag|slam|wall ball|med|adjustable))|(?:bells?|kbs?|dbs?|plates?|vest) \d+ ?(?:kg|lbs?)\b|"
    r"\b(?:for now|right now|at the moment|atm|currently|these days|nowadays)\b",
    re.I,
)
# a room of her home she trains in: "it's me and the living room floor", "workouts in the lounge"
_HOME_ROOM_RE = re.compile(
    rf"\b(?:(?:it'?s|just) (?:me and )?(?:the|my) (?:{_HOME_ROOMS})(?: floor)?|"
    r"(?:train\w*|work(?:ing)? ?outs?|workouts?|sessions?|exercis\w*|lifting|hiit|circuits?)"
    rf"(?: \w+)? (?:in|on) (?:the|my|our) (?:{_HOME_ROOMS})(?: floor)?)\b",
    re.I,
)
# her place shut, said after its name: "leisure centre's shut for refurb", "gym closed for renovation"
_CLOSED_RE = re.compile(
    r"(?: (?:near|by|at|round|down|on|in) (?:the |my )?[\w']+(?: (?:road|street|work|town))?)?"
    r"(?:'s|\s+(?:is|was|has been|'s been|are|were|got|will be|has|just))*\s+"
    r"(?:being |getting |now |temporarily |still )?(?:shut|closed|closing|shutting|refurb\w*|renovat\w*|"
    r"out of action|flooded|under renovation|knocked down|gone bust|boarded up)\b"
    # a one-off is no standing fact: "the pool closed early so I ran", "gym's closed today"
    r"(?!\s+(?:early|today|tonight|for the (?:day|night|evening)|this (?:morning|afternoon|evening)|at \d|"
    r"on (?:sundays?|bank holidays?|christmas)))",
    re.I,
)
# a clause ends at punctuation, "but", or a conjunction that starts a new subject ("… I want to get my
# fitness test done and I only have a pull up bar": the wish is not the kit's)
_CLAUSE_END_RE = re.compile(r"[.;!?,]|\bbut\b|\b(?:and|so|because|cos|though)\s+(?=(?:i|i'm|im|we)\b)", re.I)
_WISH_RE = re.compile(
    r"\b(?:one day|some ?day|eventually|if|unless|in case|when i win|dream\w*|wish\w*|would love|i'?d love|"
    r"i'?d like|want(?:ing)? (?:a|an|to get|to buy)|saving (?:up )?for|plan(?:ning)? (?:to get|to buy|on)|"
    r"thinking (?:of|about)|hoping (?:for|to)|i'?ll (?:have|get|buy)|might (?:get|buy)|would)\b",
    re.I,
)
_WISH_AFTER_RE = re.compile(r"\b(?:would be (?:nice|lovely|great|a dream)|one day|some ?day|lottery)\b", re.I)
_THEIR_ITEM_RE = re.compile(
    rf"\b(?:{'|'.join(OTHER_PERSON)}|his|her|their)'?s?\s+(?:[\w-]+\s+){{0,2}}$", re.I
)
