"""The words of a schedule (docs/understanding.md "Cues"): times and slots (`TIME_RE`), the verbs and
frames that say when she can train (`SCHEDULE_VERB_RE`) and a slot said with what it is to her
(`AVAILABLE_RE`); `schedule.py` reads a sentence with them.
"""

import re

from wiki.understanding.commitments import SPOKEN_TIME

# --- schedule and requests -----------------------------------------------------------------------

TIME_RE = re.compile(
    r"\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}[:.h]\d{2}|(?:after|before|around|at|by|until|till) "
    r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|lunch)\b|"
    r"(?:after|before|until|till) (?:work|school|dinner|the kids)\b|"
    r"end of (?:the )?(?:work ?)?day|after hours|"
    rf"{SPOKEN_TIME}|"
    r"mornings?|evenings?|afternoons?|lunch ?(?:times?|breaks?)?|nights?|"
    r"week ?ends?|weekdays?|early|late|earlies|lates|shifts?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
    r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?=\W*(?:/|,|&|and|\s|-|–|to)\W*(?:mon|tue|wed|thu|fri|sat|sun))|"
    r"(?<=(?:mon|tue|wed|thu|fri|sat|sun)\W)\W*(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)|"
    r"tomorrow|naps?|nap ?times?|between \d{1,2}(?::\d{2})? and \d{1,2}|"
    r"every (?:day|other day)|(?:\d|two|three|four|five|six) (?:short |quick |long |home |gym )?"
    r"(?:days|sessions?|times|workouts?|runs) "
    r"(?:a|per|each|every) (?:week|wk)|"
    # how long a session can be: "30 min max", "shorter sessions", "keep sessions to 20 min"
    r"\d{1,3} ?(?:min|mins|minutes)(?= (?:max|tops|at most|sessions?|workouts?))|"
    r"(?:(?<=get )|(?<=have )|(?<=got )|(?<=maybe )|(?<=about )|(?<=only )|(?<=just ))\d{1,3} ?(?:min|mins|minutes)|"  # noqa: E501
    r"shorter (?:sessions|workouts)|"
    # a shift pattern is when she works ("24 on 48 off", "4 on 4 off", "rotating shifts")
    r"(?:\d{1,2}|two|three|four|five|six|seven)(?: ?h| days?| hours?| weeks?)? on,? "
    r"(?:\d{1,2}|two|three|four|five|six|seven)(?: ?h| days?| hours?| weeks?)? off|rotas?|"
    r"off days?|days? off)\b",
    re.I,
)
SLOT_WORD_PLAIN = (
    r"mornings?|evenings?|nights?|weekends?|afternoons?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
)
# a slot said as the subject of what it is to her: days (and their short forms and ranges), parts of
# the day, a clock time
SLOT_ANY = (
    r"\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:days?|nesdays?|rsdays?|sdays?|urdays?)?\b|"
    r"\b(?:mornings?|evenings?|afternoons?|nights?|week ?ends?|weekdays?|lunch ?(?:times?|breaks?)?|"
    r"early mornings?)\b|\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b"
)
SCHEDULE_VERB_RE = re.compile(
    r"\b(?:(?:can|could) (?:i|we) (?:do|train|move|switch|swap|shift|push|skip) (?:it|the (?:workout|session|run|"  # noqa: E501
    r"training|gym)|today'?s|tomorrow'?s|my (?:workout|session|run))|can we (?:move|do|switch|shift|push|change|make)|could we (?:move|do|switch|shift|push|change)|"  # noqa: E501
    r"move (?:it|the|my|our|tomorrow|today)|reschedul\w*|postpone|push (?:it|the session) (?:back|to)|"
    # "maybe we could move things to the evening", "mornings just aren't working": said the other way round
    r"(?:we|i) (?:could|can|should|might) (?:move|switch|shift|swap|push) (?:things|stuff|it|training|"
    r"(?:the|my|our) (?:sessions?|workouts?|training))|"
    r"(?:are|is) ?n'?t (?:really |just )?(?:working|suiting)(?= for me| with| any ?more|\W*$)|"
    r"(?:are|is) not (?:really |just )?(?:working|suiting)(?= for me| with| any ?more|\W*$)|"
    r"night duty|on duty|"
    r"works? (?:best|better)(?: for me)?|only time|suits? me|(?:would|will|should|could|might) (?:\w+ )?suit\b|(?:i )?start work|i work (?:nights|shifts|late|early|until|from|"  # noqa: E501
    r"till|\d)|shift work|night shifts?|only (?:free|available)|i'?m free|i am free|"
    r"availab(?:le|ility)|heading out|only (?:slot|window|time|gap)|works? for me|"
    r"leav(?:e|ing) (?:at|by|for work)|busy|can'?t (?:make|do|train)|(?:i )?train(?:ing)? (?:in the |on |at |"
    r"before |after )|"
    r"(?:i|we) (?:train|lift|run|swim|go to the gym|gym) (?=(?:mon|tue|wed|thu|fri|sat|sun)\w*\b)|"
    r"my (?:schedule|calendar|shift|commute|day|rota)|school run|pick up the kids|drop off|"
    r"(?:prefer|rather) (?:to )?(?:train(?:ing)?|work(?:ing)? ?out|sessions?|mornings?|evenings?)|best time|"
    r"(?:gym|session|sessions|workouts?|training|run|runs) (?:in the|at|on|before|after|is|are)|"
    r"(?:only|usually|normally|always) (?:train|work ?out|have time|get time)|have time|no time|"
    r"out the door|off work|finish work|get off|commute|office|can only|schedule (?:my|the|our|it)|"
    r"only have|only got|(?:i )?can (?:(?:realistically|probably|only|usually|just|easily|still|maybe) )?"
    r"(?:do|make|manage|train)(?! it\b)|"
    # "normally it's Tuesday and Thursday evenings at the gym": her usual week
    r"(?:normally|usually|typically|generally|mostly),? (?:it'?s|it is|i go|i'?m at the gym)"
    r"(?= (?:on )?(?:every )?(?:mon|tue|wed|thu|fri|sat|sun|mornings?|evenings?|weekends?|weekdays?|\d))|"
    # "weekends I'm OOO with the family", "let's not schedule anything then": a slot ruled out
    r"(?:let'?s|please) (?:not|never) (?:schedule|book|plan)|"
    r"(?:don'?t|do not) (?:schedule|book) (?:anything|me)|"
    r"on (?:earlies|lates|nights|days|shifts?|call)|night owl|early bird|"
    r"(?<!\bis )(?<!\bhe's )(?<!\bshe's )(?<!\bhes )(?:not )?an? (?:morning|evening|night) person|"
    # "I'm useless before 10", "a zombie till 9": no good before a time (her mornings ruled out)
    r"(?<=i'm )(?:useless|dead|a zombie|no good|hopeless|not human|a wreck)(?= (?:before|until|till) "
    r"(?:\d{1,2}(?![\d:]|\s*pm)|noon|lunch|midday))|"
    r"never (?:train|work ?out|run|lift|go)(?: in the)? (?=(?:mornings?|evenings?|nights?|weekends?)\b)|"
    # a slot asked for or said as her habit: "evenings please", "always after work around 7pm"
    r"(?:" + SLOT_WORD_PLAIN + r")(?: only)?,? (?:please|pls|plz|if possible|ideally|for me)\b|"
    r"(?:please|pls|plz|ideally) (?:make it |keep it |only )?(?=(?:" + SLOT_WORD_PLAIN + r")\b)|"
    r"(?:always|usually|normally|mostly|only|generally)(?= (?:after work|after \d|around \d|at \d|in the "
    r"(?:morning|evening|afternoon)|mornings|evenings|afternoons|lunch))|"
    # "nights all next week then 4 days off": a shift block said without a verb
    r"^\W*(?:earlies|lates|nights)(?= (?:all |the whole )?(?:this|next) (?:week|month)| all (?:this |next )?week)|"  # noqa: E501
    r"start(?:ing)? (?:on )?(?:nights|earlies|lates|shifts)|"
    # "gonna be lucky to get 1 session a wk in": what she can fit in
    r"(?:lucky|manage|able) to (?:get|fit|squeeze) (?=(?:\d|one|two|three) (?:sessions?|workouts?|runs?))|"
    # "I have to be out by 6:15 for the staff bus": the bound of her window
    r"(?:have|has|need|needs|got) to be (?:out|out the door|gone|on the (?:bus|train)|at work|in work|"
    r"at my desk) (?:by|at) (?=\d)|"
    # "so Friday lunch instead": a slot moved to another day
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days? (?:(?:lunch\w*|mornings?|evenings?|afternoons?|nights?) )?"
    r"instead\b|"
    # "earlies finish at 3, lates start at 2": when each shift starts or ends
    r"(?:earlies|lates|nights|(?:early|late|night|day) shifts?) (?:start|finish|end)s? "
    r"(?:at|by|around|about) "
    r"(?=\d|noon|midday)|"
    # "Saturday has to be done by 10": a slot bounded by what comes after it
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|sessions?|training|workouts?) "
    r"(?:has|have|needs?) to be "
    r"(?:done|finished|over|wrapped up) (?:by|before) (?=\d|noon|lunch|midday)|"
    # "switched to nights from next week", "back on days now": the shift pattern moved
    r"(?:switch|swap|mov|chang|go|com|rotat)\w* (?:back )?(?:on)?to (?:nights|earlies|lates|days|"
    r"(?:night|day|early|late) shifts)\b|back on (?:nights|earlies|lates|days)\b|"
    # "back to my normal lunchtime sessions", "back to mornings once school starts": the usual slot again
    r"back to (?:my |the |our )?(?:normal |usual |regular |old )?"
    r"(?=(?:lunch\w*|mornings?|evenings?|afternoons?|weekends?|weekdays?|early|late|"
    r"(?:mon|tue|wed|thu|fri|sat|sun)\w*)\b|\d)|"
    # "I'll only manage early mornings", "realistically 2 short sessions a week": what she can fit in
    r"(?:can|could|will|'ll) (?:only |just |probably |realistically )*manage|"
    r"(?:realistically|probably|maybe|only|just)(?= (?:\d|two|three|four|five|six) (?:\w+ )?"
    r"(?:sessions|days|times|workouts|runs) (?:a|per) week)|"
    r"(?:mornings?|evenings?|afternoons?|lunch ?times?|weekends?)(?: [^,.;!?]{1,20})? (?:are|is|r) "
    r"(?:best|better|ideal|perfect|easiest|good)|"
    r"(?:mornings?|evenings?|afternoons?|lunch ?times?|weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)"  # noqa: E501
    r"days?) (?:are|is|r) (?:my|the|our) (?:best|ideal|only|easiest|preferred|free)|"
    # "for me is better the morning": said the other way round
    r"(?:is|are|'s) (?:better|best|easier) (?:for me )?(?:the |in the )?(?:mornings?|evenings?|afternoons?|"
    r"weekends?|lunch ?times?)|"
    r"work(?:ing)? (?:\d+[- ]?(?:hour|hr|h) )?(?:shifts|nights|lates|earlies)|"
    r"not a fan of (?:early |late )?(?:mornings?|evenings?|nights?|weekends?)|"
    r"(?:(?:lunch ?(?:time|breaks?)|mornings?|evenings?|nights?|weekends?|weekdays?|afternoons?|"
    # "mornings before work only": the slot with what bounds it
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?)(?: (?:before|after) (?:\d{1,2}(?::\d{2})?(?: ?[ap]m)?|work|school|the school run|"  # noqa: E501
    r"drop ?-?off|the kids (?:wake|get up)|my shifts?))? only|"
    r"only (?:on |in the )?(?:lunch ?(?:time|breaks?)|"
    r"mornings?|evenings?|weekends?|weekdays?|afternoons?|(?:mon|tue|wed|thu|fri|sat|sun)\w*))|"
    r"(?:mornings?|evenings?|nights?|weekends?|weekdays?|afternoons?|lunch(?:time)?s?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?) (?:(?:only |usually )?(?:work|suit)s?|"
    r"(?:don'?t|doesn'?t|do not|does not|won'?t|never) (?:work|suit)|(?:are|is) "
    r"(?:impossible|out|bad|best|better|good|free|busy|hard|easiest|a no[- ]go|no[- ]go|hectic|chaos|"
    r"chaotic|crazy|manic|a mess|(?:all |usually |always |totally |mostly )?"
    r"(?:fine|ok|okay|mine|all mine|open|wide open|clear|my own|good to go|flexible)))|"
    r"free (?:on|at|after|before)|"
    # a day taken elsewhere, ruled out after it: "Fridays I'm at the mosque at lunchtime so not then",
    # "thursdays I have choir, so that day's out"
    r"\bso (?:not|never|no training|can'?t do|can'?t train) (?:then|that day|those days|that time)\b|"
    r"so (?:that|this) (?:day|time|slot)(?:'s| is) out\b|"
    # "Sundays are family days, no training", "saturdays are for the kids": a day kept for something else
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days? (?:are|is) "
    r"(?:for (?:my |our |the )?(?:family|kids?|children|daughter|son|husband|wife|partner|hubby|mum|mom|dad|"
    r"parents|grandkids|in-laws|church|rest|me)\b|(?:my |our |the )?"
    r"(?:family|kids?|church|rest|date|football|match|sabbath|shabbat|family time|me time)"
    r"(?: days?| time| nights?))\b|"
    # the days a rota leaves her: "only the off days", "I train on my days off", "days off only"
    r"(?:only|just|train\w*|gym|lift\w*|run|work ?out|sessions?)(?: on)? (?:my |the |our )?"
    r"(?:off days|days off)|"
    r"(?:off days|days off) only|^\W*on (?:my|the) (?:off days|days off)|"
    # "going to have to do 6am from now on", "when she naps", "swim 6 mornings a week"
    r"(?:have|got|need|going) to (?:do|train|go|switch to|move to)"
    r"(?= (?:at |in the |on )?(?:\d|early|late|mornings?|evenings?|lunch|nights?|weekends?))|from now on|"
    r"when (?:she|he|the baby|the kids?|they|bub|the little one) (?:naps?|sleeps?|"
    r"(?:is|are|'s|'re) (?:asleep|napping|at school|at nursery|in bed))|"
    r"(?:swim|run|train|lift|ride|cycle|row|climb|play|gym)\w* (?:\d|two|three|four|five|six|seven) "
    r"(?:days|mornings|evenings|nights|times|sessions)|"
    # what the day is made of: the kids' clock, a shift pattern, a rota she sends, a slot it must be,
    # days named and then ruled out together, a clause that only rules a slot out, a change of frequency
    r"(?:kids?|twins|baby|babies|toddlers?|children|little ones?|the boys|the girls|bub) (?:wakes?|wake up|"
    r"wakes up|gets? up|(?:is|are) up|go(?:es)? (?:down|to bed|to sleep)|naps?)|"
    r"rotating (?:shifts?|rota|days)|shift pattern|no (?:fixed|set|regular) (?:days|hours|schedule|times)|"
    r"(?:\d{1,2}|two|three|four|five|six|seven)(?: ?h| days?| hours?| weeks?)? on,? "
    r"(?:\d{1,2}|two|three|four|five|six|seven)(?: ?h| days?| hours?| weeks?)? off|"
    r"(?:tell|send|give|text|message) you (?:know )?my (?:week|schedule|rota|shifts|availability|days)|"
    r"let you know my (?:week|schedule|rota|shifts|availability|days)|"
    r"(?:has|have|needs?|got) to be(?= (?:in the |at |on )?(?:\d|early|late|mornings?|evenings?|afternoons?|"
    r"lunch|nights?|weekends?|before|after))|"
    r"(?:those|these|both|all|the other|my) days (?:are|is) (?:out|busy|taken|gone|full|off limits|"
    r"a no[- ]go|impossible)|that day is (?:out|taken|gone)|"
    # "I train mon wed fri at 6am", "now it's tue thu sat evenings instead"
    r"\bi (?:usually |normally |always |mostly )?(?:train|run|lift|swim|work ?out|go to the gym|gym)"
    r"(?= (?:on |in the )?(?:every )?(?:mon|tue|wed|thu|fri|sat|sun|mornings?|evenings?|weekends?|"
    r"weekdays?|\d))|"
    r"now it'?s(?= (?:on )?(?:mon|tue|wed|thu|fri|sat|sun|mornings?|evenings?|weekends?|weekdays?))|"
    r"(?:(?<=^)|(?<=[,;]\s))\W*(?:but |and )?(?:not|no|never) (?:on )?(?:" + SLOT_WORD_PLAIN + r")\b|"
    # days named first, then when: a terse answer to "what days can you train?" ("mon wed fri mornings
    # before 7", "tue/thu after work")
    r"^\W*(?:only |just |usually |prob(?:ably)? )?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*"
    r"(?:\W+(?:and |or |& |\+ )?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)+\W+"
    r"(?=(?:\w+ )?(?:mornings?|evenings?|afternoons?|nights?|lunch\w*|after|before|at|from|\d))|"
    # a cap on how many or how long: "3 sessions a week max", "30 min max", "might need shorter sessions"
    r"(?:\d|two|three|four|five|six) (?:sessions|days|times|workouts|runs) (?:a|per) week,? "
    r"(?:max|tops|at most|is (?:all|the most))|(?:max|at most|no more than) (?:\d|two|three|four|five|six) "
    r"(?:sessions|days|times|workouts|runs) (?:a|per) week|"
    r"\d{1,3} ?(?:min|mins|minutes) (?:sessions?|workouts?) (?:max|tops|at most|only)|"
    # "those weeks I get 20 minutes max, tops", "I only have 25 min on weekdays": the time she has to train
    r"\bi(?:'?ve)? (?:only |usually |normally |realistically )?(?:get|have|got|can do|can spare|can manage) "
    r"(?:(?:maybe|about|around|like|roughly|only|just) )?"
    r"(?=\d{1,3} ?(?:min|mins|minutes)\b(?! (?:ago|late|early|walk|drive|away|commute|left)))|"
    r"(?:sessions?|workouts?)(?: of| to| under| at)? \d{1,3} ?(?:min|mins|minutes) (?:max|tops|at most)|"
    r"(?:need|want|prefer|do|keep)\w* (?:\w+ )?shorter (?:sessions|workouts)|"
    r"(?:drop|cut|go|come|scale|step|bump|switch|increase|reduce|back)\w* (?:back |down |up )?(?:to )?"
    r"(?:\d|two|three|four|five|six) (?:sessions|days|times|workouts|runs|x)|"
    # a week laid out under a header: "next week: mon rest, tue gym", "Schedule next wk:\nMon - rest\n…"
    r"^\W*(?:this|next) week(?=\s*[:\-–](?:[^.!?]*\b(?:mon|tue|wed|thu|fri|sat|sun)\w*\b){2})|"
    r"^\W*(?:my |the |new )?(?:schedule|plan|timetable|availability|rota)(?: for)?(?: (?:this|next) week)?"
    r"(?=\s*:[ \t]*\n(?:[^.!?]*\b(?:mon|tue|wed|thu|fri|sat|sun)\w*\b){2}))",
    re.I,
)

# a slot with what it is to her ("Tuesdays and Fridays after 8pm are the most reliable for me", "thu-sat
# wide open", "afternoons are a no"), her window said as one ("that's my window", "I've got 5:30-6:30am")
AVAILABLE_RE = re.compile(
    rf"(?:{SLOT_ANY})(?:\s*(?:,|and|&|/|\+|or|-|–|to|after|before|from|until|till|at|around|in the|on|"
    rf"most|every|all)?\s*(?:{SLOT_ANY}|\d{{1,2}}(?::\d{{2}})?))* (?:(?:are|is|'re|'s|r) )?"
    r"(?:the |my |all |usually |always |totally |completely |generally |pretty |super |most |more |quite |"
    r"simply |just )*"
    r"(?:reliable|realistic|doable|convenient|dependable|workable|feasible|predictable|wide open|free|open|"
    r"clear|available|good to go|a no\b|a nope|a write-?off|off the table|not an option|out of the question|"
    r"booked|blocked|ideal|perfect|best|easiest|works?|suits? me|my (?:jam|thing|time|go-?to|sweet spot|"
    r"best bet|best time|days?))\b|"
    # "I can squeeze in 30 min at lunch", "my free days are Tuesday and Thursday", "usually free from 6pm",
    # "I'm off every wednesday"
    r"\b(?:squeeze|fit|sneak) (?:in|it in|a session in|training in)\b|"
    r"\bmy (?:free|off|training|gym|only free|usual) (?:days?|time|slots?|mornings?|evenings?) (?:are|is)\b|"
    r"(?:^\W*|\b(?:i'?m|am|usually|normally|mostly|always|only|generally|totally|completely|be) )"
    r"(?:free|available) (?:from|after|before|until|till|between|most|every|all) "
    rf"(?=\d|work\b|school\b|dinner\b|the kids\b|(?:{SLOT_ANY}))|"
    rf"\bi'?m off (?:on |every |most |all )?(?=(?:{SLOT_ANY}))|"
    r"(?:that'?s|that is|it'?s|it is|(?<=\bis )) ?(?:my|the|our) "
    r"(?:only |best |usual |main |one |realistic )?"
    r"(?:window|slot|time slot|gap|training time|time to train)\b|"
    r"\bmy (?:only |best |usual |main |one |training )?(?:window|slot) (?:is|=)|"
    r"\bi(?:'?ve| have)? got (?:from )?(?=\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*(?:[-–]|to|till|until)\s*"
    r"\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\d{1,2}(?::\d{2})?\s*(?:am|pm)\b)",
    re.I,
)
